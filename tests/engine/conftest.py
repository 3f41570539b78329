import numpy as np
import pytest


@pytest.fixture
def blobs():
    """Three well separated blobs, 300 points."""
    rng = np.random.default_rng(0)
    centers = np.array([[0.0, 0.0], [6.0, 6.0], [0.0, 7.0]])
    return np.concatenate([rng.normal(c, 1.0, (100, 2)) for c in centers])
