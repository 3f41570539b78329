"""A pure node's entropy is +0: the views print it, and "-0.0000" read as a bug."""
import math

import numpy as np

from engine.tree._split import impurity


def test_a_pure_node_has_entropy_plus_zero():
    e = impurity(np.array([[30.0, 0.0], [0.0, 5.0], [0.0, 0.0]]), "entropy")
    assert all(v == 0 and math.copysign(1, v) == 1 for v in e)
    assert f"{e[0]:.4f}" == "0.0000"
    assert impurity(np.array([1.0, 1.0]), "entropy") == 1.0
