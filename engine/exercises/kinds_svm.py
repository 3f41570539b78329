"""SVM-lab exercises: one perceptron epoch (engine.neural.Perceptron) and one SMO pair update
(engine.svm.SVC, linear kernel)."""
from __future__ import annotations

import numpy as np

from ..neural import Perceptron
from ..svm import SVC, kernel_matrix
from ._core import LOOSE, MAX_LEVEL, TWO_DECIMALS, Kind, agree, num, say, small_count


def _points_text(X, y):
    return " ".join(f"x{i + 1}=({a}, {b}) y={'+1' if t > 0 else '−1'}"
                    for i, ((a, b), t) in enumerate(zip(X, y)))


# -- perceptron -----------------------------------------------------------------------------
def _make_perceptron(rng, level):
    n = {1: 4, 2: 6, 3: 6}[level]
    epoch = 1 if level < 3 else 2
    for _ in range(100):      # epoch 2 with at least one mistake left, so it has work to do
        X = rng.integers(-3, 4, size=(n, 2))
        y = np.where(rng.uniform(size=n) < 0.5, -1, 1)
        y[:2] = [1, -1]                               # both classes
        data = {"points": X.tolist(), "labels": y.tolist(), "epoch": epoch}
        if epoch == 1 or _epochs(data)[1][0]:
            break
    start = "w = (0, 0), b = 0"
    if epoch > 1:
        first = _epochs(data)[0][1]
        data["start_w"], data["start_b"] = first.w.tolist(), float(first.b)
        start = say("w = ({w1}, {w2}), b = {b} (after epoch 1)", w1=num(first.w[0]),
                    w2=num(first.w[1]), b=num(first.b))
    prompt = say("Points {points}. From {start}, visit the points in order once; update "
                 "w ← w + y·x, b ← b + y whenever y(wᵀx + b) ≤ 0. Give the points that caused "
                 "an update, in order, and w and b after the epoch.",
                 points=_points_text(X.tolist(), y.tolist()), start=start)
    return data, prompt


def _epochs(data):
    """For each epoch, its update steps and its end-of-epoch step, as the engine made them."""
    model = Perceptron(max_epochs=small_count(data, "epoch", 2))
    out, updates = [], []
    for step in model.iter_fit(np.array(data["points"], float), np.array(data["labels"])):
        if step.phase == "update":
            updates.append(step)
        else:
            out.append((updates, step))
            updates = []
    return out


def _solve_perceptron(data):
    # from w = 0 the first point is always a mistake, so epoch 1 never converges and the
    # engine's run reaches epoch 2
    updates, end = _epochs(data)[data["epoch"] - 1]
    return {"updates": [s.index + 1 for s in updates],
            "w": [float(v) for v in end.w], "b": float(end.b)}


def _explain_perceptron(data, solution):
    updates = _epochs(data)[data["epoch"] - 1][0]
    lines = []
    for s in updates:
        x = data["points"][s.index]
        t = data["labels"][s.index]
        f = float(np.dot(s.w_before, x) + s.b_before)
        lines.append(f"x{s.index + 1}: y·f = {t}·{num(f)} ≤ 0 → w = ({num(s.w_before[0])}, "
                     f"{num(s.w_before[1])}) + {t}·({x[0]}, {x[1]}) = ({num(s.w[0])}, "
                     f"{num(s.w[1])}), b = {num(s.b)}")
    story = "; ".join(lines) or "no point has y(wᵀx + b) ≤ 0"
    w, b = solution["w"], solution["b"]
    return {"updates": f"updates at {solution['updates'] or 'none'}: {story}",
            "w": f"w ← w + y·x at each update: {story}; w = ({num(w[0])}, {num(w[1])})",
            "b": f"b ← b + y at each update: b = {num(b)}"}


def _check_perceptron(data):
    if data["epoch"] > 1:
        end = _epochs(data)[data["epoch"] - 2][1]
        agree(data["start_w"] + [data["start_b"]], list(end.w) + [end.b], "starting w, b")


PERCEPTRON = Kind("perceptron", "svm/Perceptron", "One perceptron epoch", _make_perceptron,
                  _solve_perceptron, _explain_perceptron, check=_check_perceptron)


# -- one SMO pair update --------------------------------------------------------------------
def _make_smo(rng, level):
    n = {1: 4, 2: 6, 3: 6}[level]
    C = {1: 10.0, 2: 1.0, 3: 0.5}[level]
    for _ in range(200):
        X = rng.integers(-3, 4, size=(n, 2))
        y = np.where(np.arange(n) % 2 == 0, 1, -1)
        if len(np.unique(X, axis=0)) < n:
            continue
        data = {"points": X.tolist(), "labels": y.tolist(), "C": C, "update": level}
        steps = _smo_steps(data)
        if len(steps) >= level:      # the run lasts at least as many updates as asked for
            break
    data["alpha_before"] = steps[level - 1][1].tolist()
    i, j = steps[level - 1][0].pair
    data["pair"] = [int(i), int(j)]
    alphas = ", ".join(num(a) for a in data["alpha_before"])
    prompt = say(("Linear-kernel SVM, C = {C}; points {points}; α = ({alphas}). SMO update "
                  "{update} optimises the pair (α{i}, α{j}): give their new values (the "
                  "two-variable optimum clipped to 0 ≤ α ≤ C, Σ yα kept) and the dual "
                  "objective W(α) after it.") if level > 1 else
                 ("Linear-kernel SVM, C = {C}; points {points}; α = ({alphas}). SMO update "
                  "{update} optimises the pair (α{i}, α{j}): give their new values (the "
                  "two-variable optimum clipped to 0 ≤ α ≤ C, Σ yα kept)."),
                 C=num(C), points=_points_text(X.tolist(), y.tolist()), alphas=alphas,
                 update=level, i=i + 1, j=j + 1)
    return data, prompt


def _smo_steps(data):
    """(step, α before it) for every pair update of the engine's SMO run from α = 0."""
    out, alpha = [], np.zeros(len(data["labels"]))
    svc = SVC(data["C"], kernel="linear", max_iter=small_count(data, "update", MAX_LEVEL) + 1)
    for step in svc.iter_fit(np.array(data["points"], float), np.array(data["labels"])):
        if step.converged or step.stopped:
            break
        out.append((step, alpha.copy()))
        alpha = np.array(step.alpha, float)
    return out


def _solve_smo(data):
    step, _ = _smo_steps(data)[data["update"] - 1]
    i, j = step.pair
    out = {f"alpha[{i + 1}]": float(step.alpha[i]), f"alpha[{j + 1}]": float(step.alpha[j])}
    if data["update"] > 1:
        out["W"] = float(step.dual_objective)
    return out


def _explain_smo(data, solution):
    X = np.array(data["points"], float)
    y = np.array(data["labels"], float)
    a = np.array(data["alpha_before"])
    K = kernel_matrix(X, X, "linear")
    G = y * (K @ (a * y)) - 1               # G = Qα − 1, the gradient of the dual
    i, j = data["pair"]
    quad = K[i, i] + K[j, j] - 2 * K[i, j]
    if y[i] != y[j]:
        delta = f"δ = (−G_{i + 1} − G_{j + 1})/η = ({num(-G[i])} + {num(-G[j])})/{num(quad)}; " \
                f"α{i + 1} += δ, α{j + 1} += δ"
    else:
        delta = f"δ = (G_{i + 1} − G_{j + 1})/η = ({num(G[i])} − {num(G[j])})/{num(quad)}; " \
                f"α{i + 1} −= δ, α{j + 1} += δ"
    common = (f"G_k = y_k Σ_l α_l y_l K_kl − 1: G_{i + 1} = {num(G[i])}, G_{j + 1} = "
              f"{num(G[j])}; η = K_{i + 1}{i + 1} + K_{j + 1}{j + 1} − 2K_{i + 1}{j + 1} = "
              f"{num(quad)}; {delta}; then clip to [0, {num(data['C'])}] keeping "
              f"y{i + 1}α{i + 1} + y{j + 1}α{j + 1}")
    out = {f"alpha[{k + 1}]": f"{common}: α{k + 1} = {num(solution[f'alpha[{k + 1}]'])}"
           for k in (i, j)}
    if "W" in solution:
        out["W"] = f"W(α) = Σ_k α_k − ½ Σ_kl α_k α_l y_k y_l K_kl = {num(solution['W'])}"
    return out


def _check_smo(data):
    step, before = _smo_steps(data)[data["update"] - 1]
    agree(data["alpha_before"], before, "α before the update")
    agree(data["pair"], step.pair, "pair")


SMO = Kind("smo", "svm/SMO", "One SMO pair update", _make_smo, _solve_smo, _explain_smo,
           lambda part, data=None: LOOSE if part == "W" else TWO_DECIMALS, _check_smo)


# -- one AdaBoost round ---------------------------------------------------------------------
def _make_boost(rng, level):
    n = {1: 5, 2: 6, 3: 6}[level]
    rounds = 1 if level < 3 else 2
    for _ in range(200):     # until the asked round exists and its stump makes a mistake
        x = np.sort(rng.choice(np.arange(1, 10), size=n, replace=False))
        y = np.where(rng.uniform(size=n) < 0.5, -1, 1)
        y[rng.choice(n, size=2, replace=False)] = [1, -1]      # both classes
        data = {"x": x.tolist(), "labels": y.tolist(), "round": rounds}
        steps = _boost_steps(data)
        last = steps[-1]
        if len(steps) == rounds and last.stump is not None and last.epsilon > 0 and \
                last.stump.left != last.stump.right:
            break
    step = steps[-1]
    data["weights_before"] = step.weights_before.tolist()
    data["stump"] = {"threshold": float(step.threshold), "left": step.stump.left,
                     "right": step.stump.right}
    pts = " ".join(f"x{i + 1}={a} y={'+1' if t > 0 else '−1'}" for i, (a, t) in
                   enumerate(zip(x.tolist(), y.tolist())))
    weights = ", ".join(num(w) for w in data["weights_before"])
    side = lambda v: "+1" if v > 0 else "−1"  # noqa: E731
    prompt = say("AdaBoost round {round} on points {points} with weights D = ({weights}). The "
                 "stump says {left} for x ≤ {threshold} and {right} above. Give its weighted "
                 "error ε, α = ½ ln((1 − ε)/ε) and the new weights D′(i) = D(i)·exp(−α y_i "
                 "h(x_i))/Z.", round=rounds, points=pts, weights=weights,
                 left=side(step.stump.left), threshold=num(step.threshold),
                 right=side(step.stump.right))
    return data, prompt


def _boost_steps(data):
    from ..ensemble import AdaBoost
    X = np.array(data["x"], float)[:, None]
    return list(AdaBoost(n_estimators=small_count(data, "round", 2), criterion="error").iter_fit(
        X, np.array(data["labels"])))


def _solve_boost(data):
    step = _boost_steps(data)[-1]
    out = {"epsilon": float(step.epsilon), "alpha": float(step.alpha)}
    out.update({f"D[{i + 1}]": float(w) for i, w in enumerate(step.weights)})
    return out


def _explain_boost(data, solution):
    x, y = np.array(data["x"], float), np.array(data["labels"])
    D = np.array(data["weights_before"])
    st = data["stump"]
    h = np.where(x <= st["threshold"], st["left"], st["right"])
    wrong = np.flatnonzero(h != y)
    eps, alpha = solution["epsilon"], solution["alpha"]
    raw = D * np.exp(-alpha * y * h)
    out = {"epsilon": (f"ε = Σ_(h(x_i) ≠ y_i) D(i) = "
                       f"{' + '.join(num(D[i]) for i in wrong)} (points "
                       f"{', '.join(str(i + 1) for i in wrong)}) = {num(eps)}"),
           "alpha": f"α = ½ ln((1 − ε)/ε) = ½ ln({num(1 - eps)}/{num(eps)}) = {num(alpha)}"}
    for i in range(len(x)):
        sign = "mistake: exp(+α)" if h[i] != y[i] else "right: exp(−α)"
        out[f"D[{i + 1}]"] = (f"D′({i + 1}) = D({i + 1})·exp(−α y h)/Z = {num(D[i])}·"
                              f"{num(np.exp(-alpha * y[i] * h[i]))} ({sign}) / {num(raw.sum())}"
                              f" = {num(solution[f'D[{i + 1}]'])}")
    return out


def _check_boost(data):
    step = _boost_steps(data)[-1]
    if step.stump is None or len(_boost_steps(data)) != data["round"]:
        raise ValueError("the engine's run has no such round")
    agree(data["weights_before"], step.weights_before, "weights before the round")
    st = data["stump"]
    agree([st["threshold"], st["left"], st["right"]],
          [step.threshold, step.stump.left, step.stump.right], "stump")


ADABOOST = Kind("adaboost", "svm/AdaBoost", "One AdaBoost round", _make_boost, _solve_boost,
                _explain_boost, lambda part, data=None: LOOSE if part == "alpha" else TWO_DECIMALS,
                _check_boost)
