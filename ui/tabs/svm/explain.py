"""The explanation panel of the SVM tab's SMO view: formats :func:`engine.svm.explain_smo`
(the pair, W(α), b, the primal w and margins, the clicked point's f(x) term by term, its margin
and KKT condition); no maths here. The notes' errata are in the navigator's "In the notes"."""
from __future__ import annotations

import math

from engine import DataError
from engine.svm import explain_smo

from .texts import tr

TERMS_SHOWN = 6        # the largest terms αᵢyᵢK(xᵢ, x) listed; the rest are summed




def _g(v, digits=4) -> str:
    return "∞" if v == math.inf else f"{v:.{digits}g}"


def intro_html(c_form: str = "loss") -> str:
    """The dual, and what Step does (before the first step)."""
    html = [tr("<h3>SMO on the dual</h3>"),
            tr("<p>maximise W(α) = Σα<sub>i</sub> − ½ΣΣ α<sub>i</sub>α<sub>j</sub>y<sub>i</sub>"
               "y<sub>j</sub>k(x<sub>i</sub>,x<sub>j</sub>) subject to Σ y<sub>i</sub>α<sub>i"
               "</sub> = 0 and 0 ≤ α<sub>i</sub> ≤ C (L1 slack; no upper bound for a hard "
               "margin and for L2 slack, where L2 adds 1/C to k(x<sub>i</sub>,x<sub>i</sub>))."
               "</p>")]
    if c_form == "notes":
        html.append(tr("<p>The notes write min (C′/2)‖w‖² + Σ loss; Trellis (like libsvm) "
                       "writes min ½‖w‖² + C Σ loss. Dividing by C′ turns one into the other: "
                       "C = 1/C′.</p>"))
    return "".join(html)


def explain(step, X, y, run, selected, c_form: str = "loss", kkt: bool = True) -> str:
    """HTML for the step on show (None: the introduction and what Step does); ``kkt=False``
    leaves out the count of points breaking KKT (a non-linear kernel on thousands of points,
    redrawn while a run animates)."""
    html = [intro_html(c_form)]
    svc = run.get("svc") if run else None
    if step is None or getattr(step, "alpha", None) is None or svc is None:
        html.append(tr("<p>Press <b>Step</b>: each step picks the pair (i, j) that violates the "
                       "KKT conditions most (libsvm's second-order rule), solves the "
                       "two-variable problem exactly and clips it to the box.</p>"))
        return "".join(html)
    try:
        e = explain_smo(svc, X, y, step, selected if selected is not None
                        and selected < len(X) else None, kkt=kkt)
    except DataError as err:         # the points changed under a run not yet reset
        return "".join(html) + "<p>" + tr("The run does not match the points any more ({why}); "
                                          "press Reset.").format(why=err) + "</p>"
    i, j = e.pair
    if i >= 0:
        html.append(tr("<p><b>Update {n}</b>: pair (i, j) = ({i}, {j}); α<sub>i</sub>: {ai:.4g} "
                       "→ {ai2:.4g}, α<sub>j</sub>: {aj:.4g} → {aj2:.4g}. The dotted grey curve is f = 0 "
                       "before this update.</p>").format(
            n=e.iteration, i=i, j=j, ai=e.alpha_before[0], ai2=e.alpha_after[0],
            aj=e.alpha_before[1], aj2=e.alpha_after[1]))
    state = (tr(" (converged)") if e.converged else
             tr(" (stopped at the iteration cap)") if e.stopped else "")
    html.append(tr("<p>W(α) = <b>{w:.6g}</b>, b = {b:.4g}, max KKT violation m(α) − M(α) = "
                   "{v:.3g}{state}, support vectors: {sv}</p>").format(
        w=e.objective, b=e.b, v=e.max_violation, state=state, sv=e.n_support))
    if e.kkt is not None and e.kkt.broken.size:
        worst = int(e.kkt.broken[0])
        html.append(tr("<p>Points breaking their KKT condition by more than 10⁻³: %n; the "
                       "worst is x<sub>{k}</sub> ({cond}).</p>", e.kkt.broken.size).format(
            k=worst, cond=_condition(e.kkt.condition[worst], svc.margin)))
    p = e.primal
    if p is not None:
        html.append(tr("<p><b>Primal</b> (linear kernel): w = Σ α<sub>i</sub>y<sub>i</sub>x<sub>"
                       "i</sub> = ({w0:.4g}, {w1:.4g}), b = {b:.4g}<br>functional margin min "
                       "y<sub>i</sub>f(x<sub>i</sub>) = {fm:.4g}, geometric margin = {gm}<br>"
                       "margin width 1/‖w‖ = <b>{width}</b> (on each side of f = 0; the dashed "
                       "lines are f = ±1)</p>").format(
            w0=p.w[0], w1=p.w[1], b=p.b, fm=p.functional, gm=_g(p.geometric),
            width=_g(p.width)))
    if e.point is not None:
        html.append(_point_html(e.point, svc.margin))
    return "".join(html)


def _condition(name: str, kind: str) -> str:
    if name == "zero":
        return tr("α = 0 needs y·f(x) ≥ 1")
    if name == "bound":
        return tr("α = C needs y·f(x) ≤ 1")
    return {"l1": tr("0 < α < C needs y·f(x) = 1"), "hard": tr("α > 0 needs y·f(x) = 1"),
            "l2": tr("α > 0 needs y·f(x) = 1 − α/C (the slack ζ = α/C)")}[kind]


def _point_html(pt, kind: str) -> str:
    shown = ", ".join(f"{t:+.3g} (x<sub>{k}</sub>)" for k, t in
                      zip(pt.support[:TERMS_SHOWN], pt.terms[:TERMS_SHOWN]))
    rest = pt.terms[TERMS_SHOWN:]
    if rest.size:
        shown += ", " + tr("{n} more summing to {s:+.3g}").format(n=rest.size, s=rest.sum())
    html = [tr("<p><b>Selected x<sub>{k}</sub></b> = ({x0:.3g}, {x1:.3g}), y = {y:+d}, "
               "α = {a:.4g}<br>f(x) = Σ α<sub>i</sub>y<sub>i</sub>K(x<sub>i</sub>, x) + b = "
               "{terms} + b ({b:.4g}) = <b>{f:.4g}</b><br>margin y·f(x) = <b>{m:.4g}</b>"
               ).format(k=pt.index, x0=pt.x[0], x1=pt.x[1], y=pt.y, a=pt.alpha,
                        terms=shown or "0", b=pt.b, f=pt.f, m=pt.margin)]
    if pt.geometric is not None:
        html.append(tr(", geometric margin y·f(x)/‖w‖ = {g:.4g}").format(g=pt.geometric))
    if pt.violation > 1e-3:
        html.append("<br>" + tr("KKT broken: {cond}, off by {v:.3g}.").format(
            cond=_condition(pt.condition, kind), v=pt.violation))
    else:
        html.append("<br>" + tr("KKT holds: {cond}.").format(
            cond=_condition(pt.condition, kind)))
    return "".join(html) + "</p>"
