"""Exercises of the SVM lab's Regression and k-NN views: a least-squares line through a few
points (engine.linear.LinearRegression) and a k-NN vote at a query point
(engine.neighbors.KNeighborsClassifier)."""
from __future__ import annotations

import numpy as np

from ..linear import LinearRegression
from ..neighbors import KNeighborsClassifier
from ._core import LOOSE, TWO_DECIMALS, Kind, num, say


# -- least squares ------------------------------------------------------------------------------
def _make_least_squares(rng, level):
    n = {1: 3, 2: 4, 3: 5}[level]
    for _ in range(100):           # distinct x values: the line is unique
        x = np.sort(rng.choice(np.arange(-3, 6), size=n, replace=False))
        y = rng.integers(-4, 7, size=n)
        if np.ptp(y) > 0:
            break
    data = {"x": x.tolist(), "y": y.tolist()}
    if level == 3:
        data["at"] = int(rng.integers(-2, 7))
    pts = ", ".join(f"({a}, {b})" for a, b in zip(data["x"], data["y"]))
    if level == 3:
        prompt = say("Points {points}. Fit the least-squares line ŷ = w₀ + w₁x (minimising "
                     "Σ (yᵢ − w₀ − w₁xᵢ)²): give w₁, w₀, the cost J = 1/(2n) Σ (yᵢ − ŷᵢ)² and "
                     "the prediction ŷ at x = {at}.", points=pts, at=data["at"])
    else:
        prompt = say("Points {points}. Fit the least-squares line ŷ = w₀ + w₁x (minimising "
                     "Σ (yᵢ − w₀ − w₁xᵢ)²): give w₁, w₀ and the cost J = 1/(2n) "
                     "Σ (yᵢ − ŷᵢ)².", points=pts)
    return data, prompt


def _line(data):
    x = np.array(data["x"], float)
    return x, np.array(data["y"], float), LinearRegression().fit(x[:, None], data["y"])


def _solve_least_squares(data):
    x, y, model = _line(data)
    r = y - model.predict(x[:, None])
    out = {"w1": float(model.coef_[0]), "w0": float(model.intercept_),
           "J": float(r @ r / (2 * len(y)))}
    if "at" in data:
        out["prediction"] = float(model.predict(np.array([[data["at"]]], float))[0])
    return out


def _explain_least_squares(data, solution):
    x, y, _ = _line(data)
    xm, ym = x.mean(), y.mean()
    sxy, sxx = float(((x - xm) * (y - ym)).sum()), float(((x - xm) ** 2).sum())
    w1, w0 = solution["w1"], solution["w0"]
    out = {"w1": f"w₁ = Σ(x − x̄)(y − ȳ) / Σ(x − x̄)² = {num(sxy)} / {num(sxx)} = {num(w1)} "
                 f"(x̄ = {num(xm)}, ȳ = {num(ym)})",
           "w0": f"w₀ = ȳ − w₁x̄ = {num(ym)} − {num(w1)}·{num(xm)} = {num(w0)}",
           "J": f"J = 1/(2·{len(y)}) Σ (yᵢ − {num(w0)} − {num(w1)}xᵢ)² = {num(solution['J'])}"}
    if "prediction" in solution:
        out["prediction"] = (f"ŷ = w₀ + w₁·{data['at']} = {num(w0)} + {num(w1)}·{data['at']} = "
                             f"{num(solution['prediction'])}")
    return out


# -- k nearest neighbours ------------------------------------------------------------------------
def _make_knn(rng, level):
    n, k = {1: (5, 3), 2: (7, 3), 3: (9, 5)}[level]
    for _ in range(200):      # no two points at the same distance from the query: one answer
        X = rng.integers(-4, 5, size=(n, 2))
        labels = rng.choice(["A", "B"], size=n)
        q = rng.integers(-2, 3, size=2)
        d2 = ((X - q) ** 2).sum(axis=1)
        if len(np.unique(d2)) == n and len(np.unique(labels)) == 2 and d2.min() > 0 \
                and len(np.unique(X, axis=0)) == n:
            break
    data = {"points": X.tolist(), "labels": labels.tolist(), "query": q.tolist(), "k": k}
    pts = " ".join(f"x{i + 1}=({a}, {b}) {c}" for i, ((a, b), c) in
                   enumerate(zip(data["points"], data["labels"])))
    prompt = say("Points {points}. With Euclidean distance, which {k} points are nearest to "
                 "q = ({q1}, {q2}) (their numbers, nearest first), what is the distance to the "
                 "nearest, and which class does {k}-NN predict for q?", points=pts, k=k,
                 q1=int(q[0]), q2=int(q[1]))
    return data, prompt


def _knn(data):
    X = np.array(data["points"], float)
    model = KNeighborsClassifier(int(data["k"])).fit(X, data["labels"])
    q = np.array([data["query"]], float)
    return model, model.kneighbors(q), q


def _solve_knn(data):
    model, nb, q = _knn(data)
    return {"neighbours": [int(i) + 1 for i in nb.indices[0]],
            "nearest_distance": float(nb.distances[0, 0]),
            "class": str(model.predict(q)[0])}


def _explain_knn(data, solution):
    _, nb, _ = _knn(data)
    q = data["query"]
    rows = "; ".join(f"x{i + 1}: √({(data['points'][i][0] - q[0]) ** 2} + "
                     f"{(data['points'][i][1] - q[1]) ** 2}) = {num(d)} ({data['labels'][i]})"
                     for i, d in zip(nb.indices[0], nb.distances[0]))
    votes = {c: sum(data["labels"][i] == c for i in nb.indices[0]) for c in ("A", "B")}
    return {"neighbours": f"d(q, x) = ‖q − x‖ for every point, the {data['k']} smallest: {rows}",
            "nearest_distance": f"the smallest ‖q − x‖: {rows.split(';')[0]}",
            "class": f"votes among the {data['k']} nearest: A {votes['A']}, B {votes['B']} → "
                     f"{solution['class']}"}


LEAST_SQUARES = Kind("least_squares", "svm/Regression", "A least-squares line",
                     _make_least_squares, _solve_least_squares, _explain_least_squares,
                     lambda part, data=None: LOOSE if part in ("J", "prediction") else
                     TWO_DECIMALS)
KNN = Kind("knn", "svm/k-NN", "A k-NN vote", _make_knn, _solve_knn, _explain_knn)
