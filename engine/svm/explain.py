"""What the SVM tab's views explain, computed by the engine ("[ML] 4. SVM", "[ML] 6. Neural
Network", "[ML] 7. Model Selection"): a view formats and paints these, it does no maths.

* :func:`explain_smo` — one SMO step of :meth:`SVC.iter_fit`: the pair and its α before and
  after, W(α), b, the support vectors, for the linear kernel the primal w = Σ αᵢyᵢxᵢ with the
  functional and geometric margins and the width 1/‖w‖, and for a chosen point x its
  f(x) = Σᵢ αᵢyᵢK(xᵢ, x) + b term by term, its margin y·f(x) and the KKT condition it breaks.
* :func:`kkt_report` — the KKT condition of every training point for α and y·f(x).
* :func:`explain_perceptron` / :func:`perceptron_regions` — one update w ← w + y x, b ← b + y
  of :class:`engine.neural.Perceptron` and the sign of w·x + b on a grid.
* :func:`explain_boost` / :func:`boost_scores` — one AdaBoost round: the stump, εₜ, αₜ, the
  points whose weight grows (× e^{αₜ}) and shrinks (× e^{−αₜ}), Zₜ, and Fₜ on a grid.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_array
from .kernels import kernel_matrix

SV_TOL = 1e-8        # α above this counts as a support vector (SMO's α are exact zeros else)
KKT_TOL = 1e-3       # slack in y·f(x) allowed before a condition counts as broken (SMO's tol)


# == SMO ==========================================================================================
@dataclass(frozen=True)
class KKTReport:
    """The KKT conditions of the dual at α, per training point (y ∈ {−1, +1}).

    L1 slack: αᵢ = 0 ⇒ yᵢf(xᵢ) ≥ 1; 0 < αᵢ < C ⇒ yᵢf(xᵢ) = 1; αᵢ = C ⇒ yᵢf(xᵢ) ≤ 1. Hard margin:
    the first two with no upper bound. L2 slack (1/C on the kernel diagonal): αᵢ > 0 ⇒
    yᵢf(xᵢ) = 1 − αᵢ/C (the slack ζᵢ = αᵢ/C). ``condition`` names each point's case ("zero",
    "free", "bound"), ``required`` the margin the case demands (the target of "≥", "=" or "≤"),
    ``violation`` how far y·f(x) is on the wrong side of it (0 when the condition holds)."""

    margin: np.ndarray          # yᵢ f(xᵢ)
    condition: tuple            # "zero" | "free" | "bound" per point
    required: np.ndarray        # 1, or 1 − αᵢ/C under L2 slack
    violation: np.ndarray       # ≥ 0
    broken: np.ndarray          # indices whose violation exceeds KKT_TOL, worst first


def kkt_report(alpha, margin, *, C: float, kind: str = "l1") -> KKTReport:
    """Which KKT condition each point is under and how far it breaks it (see :class:`KKTReport`);
    ``margin`` is yᵢ f(xᵢ) with f from the plain kernel, ``kind`` the SVC's ``margin``."""
    alpha = np.asarray(alpha, float)
    m = np.asarray(margin, float)
    upper = float(C) if kind == "l1" else math.inf
    zero = alpha <= SV_TOL
    bound = ~zero & (alpha >= upper - SV_TOL * max(upper, 1.0)) if kind == "l1" else \
        np.zeros(len(alpha), bool)
    free = ~zero & ~bound
    required = np.ones(len(alpha))
    if kind == "l2":
        required = 1.0 - np.where(zero, 0.0, alpha / C)
    violation = np.zeros(len(alpha))
    violation[zero] = np.maximum(0.0, required[zero] - m[zero])          # needs y f ≥ 1
    violation[free] = np.abs(m[free] - required[free])                    # needs y f = 1
    violation[bound] = np.maximum(0.0, m[bound] - required[bound])        # needs y f ≤ 1
    names = np.where(zero, "zero", np.where(bound, "bound", "free"))
    bad = np.flatnonzero(violation > KKT_TOL)
    return KKTReport(m, tuple(names.tolist()), required, violation,
                     bad[np.argsort(-violation[bad], kind="stable")])


@dataclass(frozen=True)
class PointExplanation:
    """f(x) = Σᵢ αᵢyᵢK(xᵢ, x) + b for one point: ``terms`` αᵢyᵢK(xᵢ, x) over the support
    vectors ``support`` (largest |term| first), their sum plus ``b`` is ``f``. For a training
    point (``index`` not None) also its label ``y`` (±1), ``alpha``, ``margin`` = y·f(x),
    ``geometric`` = y·f(x)/‖w‖ (linear kernel), its KKT ``condition`` and ``violation``."""

    index: int | None
    x: np.ndarray
    support: np.ndarray
    terms: np.ndarray
    b: float
    f: float
    y: int | None = None
    alpha: float | None = None
    margin: float | None = None
    geometric: float | None = None
    condition: str | None = None
    violation: float = 0.0


@dataclass(frozen=True)
class Primal:
    """The linear kernel's primal: w = Σᵢ αᵢyᵢxᵢ, b, ‖w‖, the functional margin min yᵢf(xᵢ),
    the geometric margin (functional/‖w‖) and the margin width 1/‖w‖ on each side of f = 0
    (the notes write 1/‖w‖²; the distance from f = 0 to f = 1 is 1/‖w‖)."""

    w: np.ndarray
    b: float
    norm: float
    functional: float
    geometric: float
    width: float


@dataclass(frozen=True)
class SMOExplanation:
    """One SMO step explained: the ``pair`` (i, j) (−1, −1 on a last step with no update) and
    ``alpha_before``/``alpha_after`` of each, W(α) as ``objective``, ``b``, the maximal KKT
    violation m(α) − M(α), the support vectors, the per-point ``kkt`` report, the ``primal``
    (linear kernel only) and ``point`` (the chosen point, or None)."""

    iteration: int
    pair: tuple
    alpha_before: tuple
    alpha_after: tuple
    objective: float
    b: float
    max_violation: float
    converged: bool
    stopped: str | None
    n_support: int
    kkt: KKTReport | None           # None when asked not to compute it (kkt=False, non-linear)
    primal: Primal | None
    point: PointExplanation | None


def _signs(y, classes):
    y = np.asarray(y)
    if len(classes) != 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "An SVC explanation needs the two classes "
                                                    "of the fit; got {n_classes}. Fit (or start "
                                                    "iter_fit on) two-class data first."),
                        n_classes=len(classes))
    return np.where(y == classes[1], 1.0, -1.0)


def _kernel(svc, A, B):
    return kernel_matrix(A, B, svc.kernel, svc.gamma_, svc.degree, svc.coef0)


def smo_margins(svc, X, y, alpha, b, K=None, rows=None) -> np.ndarray:
    """yᵢ f(xᵢ) of the training points ``rows`` (all by default) at (α, b): f = K (α ∘ y) + b
    with the plain kernel; ``K`` is k(x_rows, X) when the caller already has it."""
    X = check_array(X)
    ys = _signs(y, svc.classes_)
    rows = np.arange(len(X)) if rows is None else np.asarray(rows, int)
    K = _kernel(svc, X[rows], X) if K is None else K
    return ys[rows] * (K @ (np.asarray(alpha, float) * ys) + b)


def decision_values(svc, X, y, alpha, b, points=None, K=None) -> np.ndarray:
    """f(x) = Σᵢ αᵢyᵢK(xᵢ, x) + b at ``points`` for a step's (α, b) — the heat map's values, the
    same as :meth:`SVC.decision_function` once the fit has ended. ``K`` = k(points, X) when the
    caller keeps it (a heat map redrawn per step: one product, no kernel values)."""
    ys = _signs(y, svc.classes_)
    if K is None:
        K = _kernel(svc, check_array(points), check_array(X))
    return K @ (np.asarray(alpha, float) * ys) + b


def explain_smo(svc, X, y, step, selected: int | None = None, *, point=None,
                kkt: bool = True) -> SMOExplanation:
    """Explain ``step`` of ``svc.iter_fit(X, y)`` (an :class:`SMOStep` with α): the numbers of
    :class:`SMOExplanation`. ``selected`` is a training point's index, or ``point`` any (x, y)
    of the plane. Run to its last step, the primal equals :meth:`SVC.primal` and f equals
    :meth:`SVC.decision_function`. ``kkt=False`` skips the per-point KKT report for a
    non-linear kernel (n × |SV| kernel values: a picture redrawn many times a second on
    thousands of points asks only for the chosen point's row); the linear kernel's is O(n)."""
    if getattr(svc, "classes_", None) is None or not hasattr(svc, "gamma_"):
        raise DataError(QT_TRANSLATE_NOOP("engine", "explain_smo needs an SVC whose iter_fit "
                                                    "has started (its classes and γ are known "
                                                    "then): call svc.iter_fit(X, y) and explain "
                                                    "its steps."))
    if step is None or getattr(step, "alpha", None) is None:
        raise DataError(QT_TRANSLATE_NOOP("engine", "explain_smo needs a step with α: run "
                                                    "iter_fit(X, y) with detail=True."))
    X = check_array(X)
    ys = _signs(y, svc.classes_)
    alpha = np.asarray(step.alpha, float)
    if len(alpha) != len(X):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The step has {n_alpha} α values but X has "
                                                    "{n_X} rows: explain a step with the data "
                                                    "it was computed on."), n_alpha=len(alpha),
                        n_X=len(X))
    b = float(step.b)
    sv = np.flatnonzero(alpha > SV_TOL)
    primal, margins = None, None
    if svc.kernel == "linear":
        w = (alpha * ys) @ X          # f = w·x + b: every margin in O(n d)
        norm = float(np.linalg.norm(w))
        margins = ys * (X @ w + b)
        functional = float(margins.min())
        primal = Primal(w, b, norm, functional, functional / norm if norm else math.nan,
                        1.0 / norm if norm else math.inf)
    elif kkt:
        # only the support vectors' columns: n × |SV| kernel values, not n²
        margins = ys * (_kernel(svc, X, X[sv]) @ (alpha[sv] * ys[sv]) + b)
    report = None if margins is None else kkt_report(alpha, margins, C=svc.C, kind=svc.margin)
    i, j = (int(p) for p in step.pair)
    after = (float(alpha[i]), float(alpha[j])) if i >= 0 else (math.nan, math.nan)
    chosen = None
    if selected is not None or point is not None:
        chosen = _explain_point(svc, X, ys, alpha, b, report, primal, selected, point)
    return SMOExplanation(int(step.iteration), (i, j), tuple(map(float, step.alpha_before)),
                          after, float(step.dual_objective), b, float(step.max_violation),
                          bool(step.converged), step.stopped, int(sv.size), report, primal,
                          chosen)


def _explain_point(svc, X, ys, alpha, b, report, primal, index, point):
    sv = np.flatnonzero(alpha > SV_TOL)
    if index is not None:
        if not 0 <= int(index) < len(X):
            raise DataError(QT_TRANSLATE_NOOP("engine", "Point {index} is not a training point "
                                                        "(0 … {n_X})."), index=index,
                            n_X=len(X) - 1)
        index = int(index)
        x = X[index]
    else:
        x = np.asarray(point, float).reshape(-1)
        if x.shape != (X.shape[1],):
            raise DataError(QT_TRANSLATE_NOOP("engine", "point must have {X_shape_1} "
                                                        "coordinates; got {x_shape}."),
                            X_shape_1=X.shape[1], x_shape=x.shape)
    k = _kernel(svc, x[None, :], X[sv])[0]          # one row: K(x_i, x) over the SVs
    terms = alpha[sv] * ys[sv] * k
    order = np.argsort(-np.abs(terms), kind="stable")
    f = float(terms.sum() + b)
    if index is None:
        return PointExplanation(None, x, sv[order], terms[order], b, f)
    m = float(ys[index] * f)
    if report is None:             # the point's own case, from its α and margin alone
        report = kkt_report(alpha[index:index + 1], np.array([m]), C=svc.C, kind=svc.margin)
        cond, viol = report.condition[0], float(report.violation[0])
    else:
        cond, viol = report.condition[index], float(report.violation[index])
    geometric = m / primal.norm if primal is not None and primal.norm else None
    return PointExplanation(index, x, sv[order], terms[order], b, f, int(ys[index]),
                            float(alpha[index]), m, geometric, cond, viol)


# == perceptron ===================================================================================
@dataclass(frozen=True)
class PerceptronExplanation:
    """One perceptron step: on an update, the misclassified point ``index`` x with label ``y``
    (±1) had y·f(x) = ``margin`` ≤ 0 under (w_before, b_before), and the rule moved the line to
    w = w_before + y x, b = b_before + y. On an epoch step only the weights are set.
    ``margins`` is yₙ f(xₙ) of every point before the step (≤ 0: a mistake)."""

    phase: str
    index: int | None
    x: np.ndarray | None
    y: int | None
    f_before: float | None
    margin: float | None
    w_before: np.ndarray
    b_before: float
    w: np.ndarray
    b: float
    mistakes: int
    n_updates: int
    margins: np.ndarray | None = None     # yₙ(w_before·xₙ + b_before) of every point


def explain_perceptron(step, X, y, classes) -> PerceptronExplanation:
    """The numbers of a :class:`engine.neural.PerceptronStep` on the X, y it was run on
    (``classes`` the fit's two classes; +1 means ``classes[1]``)."""
    X = check_array(X)
    w0, b0 = np.asarray(step.w_before, float), float(step.b_before)
    margins = _signs(y, classes) * (X @ w0 + b0)
    if step.index is None:
        return PerceptronExplanation(step.phase, None, None, None, None, None, w0, b0,
                                     np.asarray(step.w, float), float(step.b),
                                     int(step.mistakes), int(step.n_updates), margins)
    i = int(step.index)
    x = X[i]
    yy = int(_signs(np.asarray(y)[i:i + 1], classes)[0])
    f = float(x @ w0 + b0)
    return PerceptronExplanation(step.phase, i, x, yy, f, yy * f, w0, b0,
                                 np.asarray(step.w, float), float(step.b),
                                 int(step.mistakes), int(step.n_updates), margins)


def perceptron_regions(step, G) -> np.ndarray:
    """The class index (0/1) of every grid point under the step's line: [w·x + b > 0], with the
    averaged weights when the run averages."""
    w, b = (step.w_avg, step.b_avg) if getattr(step, "w_avg", None) is not None else \
        (step.w, step.b)
    return (np.asarray(G) @ np.asarray(w, float) + b > 0).astype(np.intp)


# == AdaBoost =====================================================================================
@dataclass(frozen=True)
class BoostExplanation:
    """One AdaBoost round: the stump (``feature``, ``threshold``, the ±1 ``left`` and ``right``
    sides), εₜ = Σ Dₜ(i)[h(xᵢ) ≠ yᵢ], αₜ = ½ ln((1 − εₜ)/εₜ), the points the stump gets wrong
    (``wrong``: their weight × e^{αₜ}/Zₜ, so they gain) and the ones whose weight grew
    (``gained``, read off Dₜ₊₁ > Dₜ), Zₜ = Σ Dₜ(i) e^{−αₜyᵢh(xᵢ)} = 2√(εₜ(1 − εₜ)), the factors
    e^{±αₜ}, the largest new weight and the training error of sign Fₜ."""

    iteration: int
    feature: int | None
    threshold: float | None
    left: int | None
    right: int | None
    epsilon: float
    alpha: float
    wrong: np.ndarray
    gained: np.ndarray
    Z: float
    up: float
    down: float
    largest: float
    uniform: float
    train_error: float
    exp_loss: float


def explain_boost(step, X, y, classes) -> BoostExplanation:
    """The numbers of an :class:`engine.ensemble.AdaBoostStep` on the X, y it was run on."""
    X = check_array(X)
    n = len(X)
    before = np.asarray(step.weights_before, float)
    after = np.asarray(step.weights, float)
    gained = np.flatnonzero(after > before * (1 + 1e-12))
    st = step.stump
    if st is None:
        return BoostExplanation(int(step.iteration), None, None, None, None,
                                float(step.epsilon), 0.0, np.zeros(0, int), gained, 1.0, 1.0,
                                1.0, float(after.max()), 1.0 / n, float(step.train_error),
                                float(step.exp_loss))
    ys = _signs(y, classes)
    h = st.predict(X)
    wrong = np.flatnonzero(h != ys)
    a = float(step.alpha)
    Z = float(before @ np.exp(-a * ys * h))
    return BoostExplanation(int(step.iteration), int(st.feature), float(st.threshold),
                            int(st.left), int(st.right), float(step.epsilon), a, wrong, gained,
                            Z, math.exp(a), math.exp(-a), float(after.max()), 1.0 / n,
                            float(step.train_error), float(step.exp_loss))


def boost_scores(step, G, F_before=None) -> np.ndarray:
    """Fₜ = Fₜ₋₁ + αₜhₜ on the grid ``G`` (``F_before`` Fₜ₋₁, zeros at the start); the region of
    a cell is [Fₜ > 0]. A round without a stump leaves F as it was."""
    G = np.asarray(G)
    F = np.zeros(len(G)) if F_before is None else np.asarray(F_before, float)
    if step.stump is None:
        return F
    return F + step.alpha * step.stump.predict(G)


# == the feature map ([ML] 5) =====================================================================
@dataclass(frozen=True)
class FeatureMapDemo:
    """1-D points ``x`` (labels ``y``) that no threshold separates, their second feature
    ``phi`` = φ(x) (x² or |x|), the linear SVM on (x, φ(x)) — ``w``, ``b`` — and where its
    boundary w₀x + w₁φ(x) + b = 0 falls back on the line: the ``thresholds`` (two for x² and
    |x| on data like these), with the boundary in the plane as (``line_x``, ``line_y``)."""

    x: np.ndarray
    y: np.ndarray
    phi: np.ndarray
    w: np.ndarray
    b: float
    thresholds: np.ndarray
    line_x: np.ndarray
    line_y: np.ndarray


FEATURE_MAPS = {"square": np.square, "abs": np.abs}


def feature_map_demo(n_samples: int = 30, *, feature: str = "square", C: float = 1000.0,
                     random_state=None) -> FeatureMapDemo:
    """The notes' kernel example: ``datasets.feature_map_1d`` points, φ(x) = x² (``"square"``)
    or |x| (``"abs"``, the notes' "절대값을 취하여"), a linear :class:`SVC` (nearly hard margin,
    C = 1000) on (x, φ(x)), and the thresholds f(x) = w₀x + w₁φ(x) + b changes sign at, found on
    a fine grid of the line."""
    from ..datasets import feature_map_1d
    from .smo import SVC

    if feature not in FEATURE_MAPS:
        raise DataError(QT_TRANSLATE_NOOP("engine", "feature must be one of {FEATURE_MAPS}; got "
                                                    "{feature!r}."),
                        FEATURE_MAPS=', '.join(FEATURE_MAPS), feature=feature)
    x, y = feature_map_1d(n_samples, random_state=random_state)
    phi_of = FEATURE_MAPS[feature]
    p = SVC(C, kernel="linear").fit(np.c_[x, phi_of(x)], y).primal()
    w, b = p["w"], p["b"]
    xs = np.linspace(x.min() - 0.3, x.max() + 0.3, 400)
    f = w[0] * xs + w[1] * phi_of(xs) + b
    cut = np.flatnonzero(np.diff(np.sign(f)))
    # the zero between the two grid points, by linear interpolation of f
    thresholds = xs[cut] - f[cut] * (xs[cut + 1] - xs[cut]) / (f[cut + 1] - f[cut])
    line_y = -(w[0] * xs + b) / w[1] if abs(w[1]) > 1e-12 else np.full(len(xs), np.nan)
    return FeatureMapDemo(x, y, phi_of(x), w, float(b), thresholds, xs, line_y)


# == logic gates by hand ([ML] 6) =================================================================
GATE_INPUTS = np.array([[0, 0], [0, 1], [1, 0], [1, 1.0]])
GATE_TARGETS = {"AND": np.array([0, 0, 0, 1]), "OR": np.array([0, 1, 1, 1]),
                # XOR = ab̄ + āb (the notes' ab + āb̄ is XNOR): no line gives it
                "XOR": np.array([0, 1, 1, 0])}


@dataclass(frozen=True)
class GateTable:
    """A hand-set line w₁a + w₂b + b₀ = 0 on the truth table of ``gate``: per row the inputs,
    f = w·x + b₀, the output [f > 0] and the gate's target; ``right`` when all four agree."""

    gate: str
    inputs: np.ndarray
    f: np.ndarray
    out: np.ndarray
    target: np.ndarray
    right: bool


def gate_table(gate: str, w, b: float) -> GateTable:
    """The perceptron unit [w·x + b > 0] on the four inputs of ``gate`` ("AND", "OR", "XOR")."""
    if gate not in GATE_TARGETS:
        raise DataError(QT_TRANSLATE_NOOP("engine", "gate must be one of {GATE_TARGETS}; got "
                                                    "{gate!r}."),
                        GATE_TARGETS=', '.join(GATE_TARGETS), gate=gate)
    f = GATE_INPUTS @ np.asarray(w, float) + float(b)
    out = (f > 0).astype(int)
    target = GATE_TARGETS[gate]
    return GateTable(gate, GATE_INPUTS, f, out, target, bool(np.all(out == target)))
