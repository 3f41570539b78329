"""Brushes for the plots' points, from the design system's colours (``ui.style``: Okabe–Ito for
classes and clusters, viridis for values). Brushes are made once per colour and reused: never per
point."""
from __future__ import annotations

import numpy as np

from .. import style

CATEGORICAL = style.OKABE_ITO
UNASSIGNED = style.UNASSIGNED
LEVELS = 8  # per channel, for mixed colours: 512 possible brushes at most

_brushes = {}


def color(k):
    """RGB of cluster ``k`` (cycles after eight)."""
    return style.categorical(k)


def colors(n):
    return np.array([color(k) for k in range(n)], dtype=float).reshape(-1, 3)


def brush(rgb, alpha=220):
    """The shared QBrush of a colour."""
    key = (*(int(c) for c in rgb), alpha)
    if key not in _brushes:
        import pyqtgraph as pg      # not at import: the start-up path uses this module's colours

        _brushes[key] = pg.mkBrush(*key)
    return _brushes[key]


def brushes_for_labels(labels, alpha=220):
    """An object array of shared brushes, one reference per point."""
    labels = np.asarray(labels)
    k = int(labels.max()) + 1 if labels.size else 0
    table = np.empty(max(k, 1) + 1, dtype=object)
    for j in range(k):
        table[j] = brush(color(j), alpha)
    table[-1] = brush(UNASSIGNED, alpha)  # label -1 (unassigned) indexes the last entry
    return table[labels]


def brushes_for_mixture(resp, alpha=220):
    """Colour mixing: point colour = sum_k r_ik colour_k, quantised to LEVELS per channel so at
    most LEVELS^3 brushes exist."""
    rgb = np.asarray(resp, dtype=float) @ colors(resp.shape[1])
    q = np.clip(np.rint(rgb / 255 * (LEVELS - 1)), 0, LEVELS - 1).astype(int)
    code = (q[:, 0] * LEVELS + q[:, 1]) * LEVELS + q[:, 2]
    uniq, inverse = np.unique(code, return_inverse=True)
    step = 255 / (LEVELS - 1)
    table = np.empty(len(uniq), dtype=object)
    for i, c in enumerate(uniq):
        r, g, b = c // (LEVELS * LEVELS), (c // LEVELS) % LEVELS, c % LEVELS
        table[i] = brush((r * step, g * step, b * step), alpha)
    return table[inverse]


def brushes_for_values(values, alpha=230):
    """Sequential colour by the design system's value map (viridis: dark violet for small ->
    yellow for large), 32 levels."""
    v = np.asarray(values, dtype=float)
    top = v.max() if v.size and v.max() > 0 else 1.0
    idx = np.clip((v / top * 31).astype(int), 0, 31)
    lut = style.lookup_table(32)
    table = np.array([brush(lut[i][:3], alpha) for i in range(32)], dtype=object)
    return table[idx]
