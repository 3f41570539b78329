"""The hidden activations and their derivatives: φ' against central finite differences away
from the kinks, the textbook values, and an MLP with each new activation learning the
moons (the backprop gradients themselves are checked in test_neural.py)."""
import numpy as np
import pytest

from engine import datasets
from engine.neural import ACTIVATIONS, MLPClassifier, activation, activation_derivative

Z = np.r_[np.linspace(-4, -0.1, 20), np.linspace(0.1, 4, 20)]      # no point at a kink


@pytest.mark.parametrize("name", ACTIVATIONS)
def test_the_derivative_equals_central_finite_differences(name):
    h = 1e-6
    numeric = (activation(name, Z + h) - activation(name, Z - h)) / (2 * h)
    np.testing.assert_allclose(activation_derivative(name, Z), numeric, rtol=1e-6, atol=1e-9)


def test_leaky_relu_and_elu_values():
    z = np.array([-2.0, -0.5, 0.0, 3.0])
    np.testing.assert_allclose(activation("leaky_relu", z), [-0.02, -0.005, 0.0, 3.0])
    np.testing.assert_allclose(activation("elu", z), [np.expm1(-2), np.expm1(-0.5), 0.0, 3.0])
    assert activation("elu", np.array([-50.0]))[0] == pytest.approx(-1.0)
    assert np.isfinite(activation("elu", np.array([800.0]))).all()
    np.testing.assert_allclose(activation_derivative("leaky_relu", z), [0.01, 0.01, 0.01, 1.0])


@pytest.mark.parametrize("name", ["leaky_relu", "elu"])
def test_an_mlp_with_the_new_activations_learns_the_moons(name):
    X, y = datasets.two_class("moons", 80, random_state=0)
    model = MLPClassifier(hidden_layer_sizes=(8,), activation=name, learning_rate=0.5, max_iter=400,
                          random_state=0).fit(X, y)
    assert model.score(X, y) >= 0.85
    fw = model.forward(X[:3])
    np.testing.assert_allclose(fw.activations[0], activation(name, fw.pre_activations[0]))


def test_an_unknown_activation_is_refused():
    with pytest.raises(ValueError, match="activation"):
        activation("swish", Z)
    with pytest.raises(ValueError, match="activation"):
        MLPClassifier(activation="swish").fit(*datasets.two_class("moons", 20, random_state=0))
