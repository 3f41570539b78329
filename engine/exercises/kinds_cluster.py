"""Clustering exercises: one k-means assignment and update (engine.cluster.KMeans) and one EM
step of a 1-D Gaussian mixture (engine.cluster.GaussianMixture)."""
from __future__ import annotations

import math

import numpy as np

from ..cluster import GaussianMixture, KMeans, squared_distances
from ._core import LOOSE, TWO_DECIMALS, Kind, num, say


# -- k-means --------------------------------------------------------------------------------
def _make_kmeans(rng, level):
    n, k = {1: (6, 2), 2: (8, 3), 3: (10, 3)}[level]
    for _ in range(200):    # until no point is equally far from two centres, no cluster empty
        X = rng.integers(0, 10, size=(n, 2))
        C = rng.integers(0, 10, size=(k, 2))
        d = np.sort(squared_distances(X.astype(float), C.astype(float)), axis=1)
        labels = np.argmin(squared_distances(X.astype(float), C.astype(float)), axis=1)
        if np.all(d[:, 1] > d[:, 0]) and len(np.unique(labels)) == k and \
                len(np.unique(C, axis=0)) == k:
            break
    data = {"points": X.tolist(), "centers": C.tolist()}
    pts = " ".join(f"x{i + 1}=({x}, {y})" for i, (x, y) in enumerate(X.tolist()))
    cs = " ".join(f"μ{i + 1}=({x}, {y})" for i, (x, y) in enumerate(C.tolist()))
    prompt = say("Points {points}; centres {centres}. Assign each point to its nearest centre "
                 "(squared Euclidean distance), then move each centre to the mean of its points, "
                 "and give the cost J = Σ_i ‖x_i − μ_(c_i)‖² after the update.",
                 points=pts, centres=cs)
    return data, prompt


def _kmeans_steps(data):
    X = np.array(data["points"], float)
    C = np.array(data["centers"], float)
    steps = list(KMeans(len(C), init=C, max_iter=1).iter_fit(X))
    return steps[0], steps[1]          # the first assignment and the update after it


def _solve_kmeans(data):
    assign, update = _kmeans_steps(data)
    out = {f"cluster[{i + 1}]": int(c) + 1 for i, c in enumerate(assign.labels)}
    for k, c in enumerate(update.centers):
        out[f"center[{k + 1}]"] = [float(v) for v in c]
    out["J"] = float(update.inertia)
    return out


def _explain_kmeans(data, solution):
    X = np.array(data["points"], float)
    C = np.array(data["centers"], float)
    D = squared_distances(X, C)
    _, update = _kmeans_steps(data)
    out = {}
    for i, row in enumerate(D):
        c = solution[f"cluster[{i + 1}]"]
        out[f"cluster[{i + 1}]"] = (f"c_{i + 1} = argmin_k ‖x{i + 1} − μk‖² = argmin(" +
                                    ", ".join(num(v) for v in row) + f") = {c}")
    labels = np.array([solution[f"cluster[{i + 1}]"] for i in range(len(X))])
    for k in range(len(C)):
        members = np.flatnonzero(labels == k + 1)
        xs = " + ".join(f"({num(X[i, 0])}, {num(X[i, 1])})" for i in members)
        out[f"center[{k + 1}]"] = (f"μ{k + 1} = ({xs})/{len(members)} = "
                                   f"({num(update.centers[k, 0])}, {num(update.centers[k, 1])})")
    terms = " + ".join(num(v) for v in ((X - update.centers[labels - 1]) ** 2).sum(axis=1))
    out["J"] = f"J = Σ_i ‖x_i − μ_(c_i)‖² = {terms} = {num(solution['J'])}"
    return out


KMEANS = Kind("kmeans", "clustering/Clustering run", "k-means: one assignment and update",
              _make_kmeans, _solve_kmeans, _explain_kmeans)


# -- one EM step of a 1-D Gaussian mixture --------------------------------------------------
def _make_gmm(rng, level):
    n, k = {1: (5, 2), 2: (6, 2), 3: (8, 3)}[level]
    x = np.round(np.sort(rng.uniform(0, 10, size=n)), 1)
    means = np.sort(rng.choice(np.arange(1, 10), size=k, replace=False)).astype(float)
    variances = rng.choice([1.0, 2.0, 4.0], size=k)
    weights = np.full(k, 1.0 / k) if level < 3 else np.array([0.5, 0.3, 0.2])
    data = {"x": x.tolist(), "weights": weights.tolist(), "means": means.tolist(),
            "variances": variances.tolist()}
    params = ", ".join(f"π{j + 1}={num(w)} μ{j + 1}={num(m)} σ²{j + 1}={num(v)}"
                       for j, (w, m, v) in enumerate(zip(weights, means, variances)))
    prompt = say("Points x = {x} and a {k}-component 1-D Gaussian mixture {params}. Do one EM "
                 "step: the responsibilities r_ik (E step), then the new π_k, μ_k and σ²_k "
                 "(M step).", x=", ".join(map(num, x)), k=k, params=params)
    return data, prompt


def _gmm_steps(data):
    k = len(data["means"])
    gmm = GaussianMixture(k, covariance_type="spherical", reg_covar=0.0, max_iter=1, tol=0.0,
                          weights_init=data["weights"],
                          means_init=[[m] for m in data["means"]],
                          covariances_init=data["variances"])
    e, m = list(gmm.iter_fit(np.array(data["x"], float)[:, None]))[:2]
    return e, m


def _solve_gmm(data):
    e, m = _gmm_steps(data)
    out = {}
    for i, row in enumerate(e.responsibilities):
        for j, r in enumerate(row):
            out[f"r[{i + 1},{j + 1}]"] = float(r)
    for j in range(len(data["means"])):
        out[f"pi[{j + 1}]"] = float(m.weights[j])
        out[f"mu[{j + 1}]"] = float(m.means[j, 0])
        out[f"var[{j + 1}]"] = float(m.covariances[j])
    return out


def _explain_gmm(data, solution):
    x, w, mu, var = (np.array(data[key], float) for key in ("x", "weights", "means",
                                                             "variances"))
    dens = w * np.exp(-(x[:, None] - mu) ** 2 / (2 * var)) / np.sqrt(2 * math.pi * var)
    k, out = len(mu), {}
    for i in range(len(x)):
        for j in range(k):
            out[f"r[{i + 1},{j + 1}]"] = (
                f"r_{i + 1}{j + 1} = π{j + 1}N(x{i + 1} | μ{j + 1}, σ²{j + 1}) / Σ_l π_l N(x"
                f"{i + 1} | μ_l, σ²_l) = {num(dens[i, j])}/({' + '.join(map(num, dens[i]))}) "
                f"= {num(solution[f'r[{i + 1},{j + 1}]'])}")
    R = np.array([[solution[f"r[{i + 1},{j + 1}]"] for j in range(k)] for i in range(len(x))])
    for j in range(k):
        nk = R[:, j].sum()
        mj = solution[f"mu[{j + 1}]"]
        out[f"pi[{j + 1}]"] = f"π{j + 1} = N{j + 1}/N = {num(nk)}/{len(x)} = " \
                              f"{num(solution[f'pi[{j + 1}]'])}"
        out[f"mu[{j + 1}]"] = (f"μ{j + 1} = Σ_i r_i{j + 1} x_i / N{j + 1} = "
                               f"{num(R[:, j] @ x)}/{num(nk)} = {num(mj)}")
        out[f"var[{j + 1}]"] = (f"σ²{j + 1} = Σ_i r_i{j + 1} (x_i − μ{j + 1})² / N{j + 1} = "
                                f"{num(R[:, j] @ (x - mj) ** 2)}/{num(nk)} = "
                                f"{num(solution[f'var[{j + 1}]'])}")
    return out


GMM_EM = Kind("gmm_em", "clustering/Clustering run", "One EM step of a 1-D Gaussian mixture", _make_gmm,
              _solve_gmm, _explain_gmm,
              lambda part, data=None: TWO_DECIMALS if part[:2] in ("r[", "pi") else LOOSE)


# -- soft k-means: one E and M step ---------------------------------------------------------
def _make_soft(rng, level):
    n, k = {1: (4, 2), 2: (5, 2), 3: (6, 3)}[level]
    beta = {1: 1.0, 2: 0.5, 3: 0.2}[level]
    for _ in range(200):                # distinct centres, so the responsibilities differ
        X = rng.integers(0, 6, size=(n, 2))
        C = rng.integers(0, 6, size=(k, 2))
        if len(np.unique(C, axis=0)) == k:
            break
    data = {"points": X.tolist(), "centers": C.tolist(), "beta": beta}
    pts = " ".join(f"x{i + 1}=({x}, {y})" for i, (x, y) in enumerate(X.tolist()))
    cs = " ".join(f"μ{i + 1}=({x}, {y})" for i, (x, y) in enumerate(C.tolist()))
    prompt = say("Soft k-means with β = {beta}: points {points}; centres {centres}. Give the "
                 "responsibilities R_ik = exp(−β‖x_i − μ_k‖²)/Σ_l exp(−β‖x_i − μ_l‖²), then "
                 "the new centres μ_k = Σ_i R_ik x_i / Σ_i R_ik.",
                 beta=num(beta), points=pts, centres=cs)
    return data, prompt


def _soft_steps(data):
    from ..cluster import SoftKMeans
    X = np.array(data["points"], float)
    C = np.array(data["centers"], float)
    e, m = list(SoftKMeans(len(C), beta=data["beta"], init=C, max_iter=1).iter_fit(X))[:2]
    return e, m


def _solve_soft(data):
    e, m = _soft_steps(data)
    out = {f"R[{i + 1},{j + 1}]": float(r) for i, row in enumerate(e.responsibilities)
           for j, r in enumerate(row)}
    for k, c in enumerate(m.centers):
        out[f"center[{k + 1}]"] = [float(v) for v in c]
    return out


def _explain_soft(data, solution):
    X = np.array(data["points"], float)
    C = np.array(data["centers"], float)
    D = squared_distances(X, C)
    b, k, out = data["beta"], len(C), {}
    for i, row in enumerate(D):
        terms = [f"exp(−{num(b)}·{num(d)})" for d in row]
        for j in range(k):
            out[f"R[{i + 1},{j + 1}]"] = (f"R_{i + 1}{j + 1} = {terms[j]}/({' + '.join(terms)})"
                                          f" = {num(solution[f'R[{i + 1},{j + 1}]'])}")
    R = np.array([[solution[f"R[{i + 1},{j + 1}]"] for j in range(k)] for i in range(len(X))])
    for j in range(k):
        c = solution[f"center[{j + 1}]"]
        out[f"center[{j + 1}]"] = (f"μ{j + 1} = Σ_i R_i{j + 1} x_i / Σ_i R_i{j + 1} = "
                                   f"({num(R[:, j] @ X[:, 0])}, {num(R[:, j] @ X[:, 1])})/"
                                   f"{num(R[:, j].sum())} = ({num(c[0])}, {num(c[1])})")
    return out


SOFT_KMEANS = Kind("soft_kmeans", "clustering/Clustering run", "Soft k-means: one E and M step",
                   _make_soft, _solve_soft, _explain_soft)
