"""The loss-gap curves shared by the Discriminative and Softmax views: one solver's (or
method's) run per curve, so their convergence rates can be compared on a log axis."""
from __future__ import annotations

import numpy as np

from ...plots import palette


def draw_loss_gaps(curve, runs: dict, choices: dict, current) -> None:
    """Plot L(w_t) − L* against the iteration t for every run in ``runs`` (choice → losses),
    L* being the lowest loss any run reached; the ``current`` choice solid, the others dashed.
    ``choices`` maps each curve's label to its choice (its order fixes the colours)."""
    if not runs:
        return
    best = min(min(losses) for losses in runs.values())
    for k, (label, choice) in enumerate(choices.items()):
        losses = runs.get(choice)
        if losses:
            # floored: the best run reaches a gap of exactly 0, which a log axis cannot show
            gap = np.maximum(np.asarray(losses) - best, 1e-12)
            curve.set_series(label, np.arange(1, len(gap) + 1), gap, palette.color(k),
                             dashed=choice != current)
