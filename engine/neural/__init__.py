"""Neural models of the notes' "Neural Network" post: the perceptron (stepped mistake by
mistake, Novikoff's bound) and the multilayer perceptron trained by backpropagation."""
from .perceptron import NovikoffBound, Perceptron, PerceptronStep, novikoff_bound

__all__ = ["NovikoffBound", "Perceptron", "PerceptronStep", "novikoff_bound"]
from .activations import ACTIVATIONS, activation, activation_derivative  # noqa: E402
from .mlp import ForwardPass, Gradients, MLPClassifier, MLPStep  # noqa: E402

__all__ += ["ACTIVATIONS", "ForwardPass", "Gradients", "MLPClassifier", "MLPStep", "activation",
            "activation_derivative"]
