"""Step and fit times of the 2-D lab's models (perceptron, MLP, AdaBoost, decision tree) on
2,000 points, against scikit-learn's equivalents in the same run (ratio = ours / sklearn). One
BLAS thread (threadpoolctl); times are this process's CPU time (the machine is shared), best of
3 (bench/_timing.py); the slowest step is wall time (what the GUI would wait). Not a timed test.

    python bench/bench_models.py
"""
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _timing import blas_threads, timed  # noqa: E402

from engine import datasets  # noqa: E402
from engine.ensemble import AdaBoost  # noqa: E402
from engine.neural import MLPClassifier, Perceptron  # noqa: E402
from engine.tree import DecisionTree  # noqa: E402


def slowest_step(steps):
    worst, n, t = 0.0, 0, time.perf_counter()
    for _ in steps:
        now = time.perf_counter()
        worst, t, n = max(worst, now - t), now, n + 1
    return worst, n


def main():
    with blas_threads(1):
        run()


def run():
    from sklearn.ensemble import AdaBoostClassifier
    from sklearn.linear_model import Perceptron as SkPerceptron
    from sklearn.neural_network import MLPClassifier as SkMLP
    from sklearn.tree import DecisionTreeClassifier
    warnings.simplefilter("ignore")
    X, y = datasets.two_class("moons", 2000, random_state=0)
    Xx, yx = datasets.two_class("xor", 2000, random_state=0)
    cases = [
        ("perceptron moons 20 epochs", lambda: Perceptron(max_epochs=20), X, y,
         lambda: SkPerceptron(eta0=1, shuffle=False, alpha=0, tol=None, max_iter=20)),
        ("perceptron xor 20 epochs", lambda: Perceptron(max_epochs=20), Xx, yx,
         lambda: SkPerceptron(eta0=1, shuffle=False, alpha=0, tol=None, max_iter=20)),
        ("mlp (8,) 200 epochs", lambda: MLPClassifier(hidden_layer_sizes=(8,), learning_rate=2,
                                                      max_iter=200, random_state=0), X, y,
         lambda: SkMLP((8,), activation="tanh", solver="sgd", learning_rate_init=2,
                       momentum=0, batch_size=2000, max_iter=200, random_state=0)),
        ("adaboost 50 rounds", lambda: AdaBoost(n_estimators=50), X, y,
         lambda: AdaBoostClassifier(DecisionTreeClassifier(max_depth=1), n_estimators=50)),
        ("tree full depth", lambda: DecisionTree(), X, y,
         lambda: DecisionTreeClassifier(random_state=0)),
    ]
    print(f"{'model':30s} {'fit ms':>8s} {'sklearn ms':>10s} {'ratio':>6s} {'steps':>6s} "
          f"{'slowest step ms':>15s}")
    for name, make, XX, yy, ref in cases:
        ours, _ = timed(lambda: make().fit(XX, yy), 3)
        theirs, _ = timed(lambda: ref().fit(XX, yy), 3)
        worst, n = slowest_step(make().iter_fit(XX, yy))
        print(f"{name:30s} {ours * 1e3:8.1f} {theirs * 1e3:10.1f} {ours / theirs:6.1f} {n:6d} "
              f"{worst * 1e3:15.2f}")


if __name__ == "__main__":
    main()
