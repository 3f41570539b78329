"""Look leftovers of the Clustering tab (issue 23): LSI's term labels never overlap (each is
placed clear of the others or hidden, its dot keeping the exact place)."""
import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from ui.tabs.clustering.views_lsi import spread_labels


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10_000), st.integers(1, 15))
def test_placed_term_labels_never_overlap(seed, n):
    rng = np.random.default_rng(seed)
    P = rng.normal(scale=0.3, size=(n, 2))            # crowded: most labels collide at first
    sizes = np.c_[rng.uniform(0.2, 0.6, n), np.full(n, 0.1)]
    out = spread_labels(P, sizes)
    shown = np.flatnonzero(~np.isnan(out[:, 0]))
    assert 0 in shown                                  # the heaviest term is always written
    assert np.allclose(out[0], P[0])
    for a in shown:
        assert np.isclose(out[a, 0], P[a, 0])          # labels move up or down only
        for b in shown[shown > a]:
            apart_x = abs(out[a, 0] - out[b, 0]) * 2 >= sizes[a, 0] + sizes[b, 0] - 1e-12
            apart_y = abs(out[a, 1] - out[b, 1]) * 2 >= sizes[a, 1] + sizes[b, 1] - 1e-12
            assert apart_x or apart_y
