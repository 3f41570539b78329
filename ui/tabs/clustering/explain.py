"""The explanation panel of the Clustering tab: the formula of the phase on show, with the
numbers of the selected point plugged in. The numbers come from ``engine.cluster.explain`` (the
engine's own distances, means, responsibilities and densities); this module only formats them.
The notes' slips (the spherical M step's 1/d, the free energy's sign) are in the "In the notes"
panel under the navigator (``engine.errata``), not repeated here."""
from __future__ import annotations

from html import escape

import numpy as np

from engine.cluster import GMMStep, KMedoidsStep, OnlineKMeansStep, SeedingStep, SoftKMeansStep
from engine.cluster.explain import explain_gmm, explain_point, explain_seeding, explain_update

from ...plots import palette
from .texts import tr

UPDATE_LIMIT = 200_000      # the update's members are summarised for at most this many points


def special_case() -> str:
    return tr(
        "<p><b>k-means as a special case.</b> With equal weights π<sub>k</sub> = 1/K and one "
        "fixed covariance σ²I, the E step gives r<sub>ik</sub> ∝ "
        "exp(−‖x<sub>i</sub>−μ<sub>k</sub>‖²"
        "/2σ²): soft k-means with β = 1/(2σ²). As σ → 0 (β → ∞) r<sub>ik</sub> becomes 0/1 and "
        "the M step μ<sub>k</sub> = Σ r<sub>ik</sub>x<sub>i</sub>/Σ r<sub>ik</sub> is the k-means "
        "update.</p>")


def _swatch(k):
    r, g, b = palette.color(k)
    return f"<span style='color:rgb({r},{g},{b})'>■</span> {k}"


def _vec(v):
    return "(" + ", ".join(f"{x:.3g}" for x in np.atleast_1d(v)) + ")"


def _table(header, rows):
    head = "".join(f"<th align='left'>{h}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table cellspacing='0' cellpadding='3' border='1'><tr>{head}</tr>{body}</table>"


def _point_header(x, i):
    return tr("<p>Selected point x<sub>{i}</sub> = {x}</p>").format(i=i, x=_vec(x))


def _converged(step) -> str:
    return tr(" (converged)") if step.converged else ""


def explain(step, X, sel, *, beta=None, covariance_type="full", previous=None):
    """HTML for the step on show (None: the initial state); ``sel`` is the selected point or
    None; ``previous`` the step before it (an update step explains the move from it)."""
    if step is None:
        return tr("<h3>Ready</h3><p>Press <b>Step</b> to take one phase at a time, or <b>Run</b>. "
                  "Click a point to see its numbers here.</p>")
    if isinstance(step, SeedingStep):
        return _seeding(step, X, sel)
    if isinstance(step, GMMStep):
        return _gmm(step, X, sel, covariance_type)
    if isinstance(step, SoftKMeansStep):
        return _soft(step, X, sel, beta)
    if isinstance(step, OnlineKMeansStep):
        return _online(step, X, sel)
    return _hard(step, X, sel, previous)


def _online(step, X, sel):
    """One point's update: the numbers are the step's own (the engine's)."""
    k = step.center
    html = [tr("<h3>Online k-means — epoch {epoch}, update {it}</h3>").format(
        epoch=step.epoch, it=step.iteration),
        tr("<p>The points arrive one at a time. Point x<sub>{i}</sub> = {x} goes to its nearest "
           "centre k = argmin<sub>l</sub> ‖x − μ<sub>l</sub>‖² = {k} (‖x − μ<sub>k</sub>‖² = "
           "{cost:.4g}), and only that centre moves: μ<sub>k</sub> ← μ<sub>k</sub> + η (x − "
           "μ<sub>k</sub>) = {old} + {eta:.3g} · ({x} − {old}) = {new}.</p>").format(
            i=step.index, x=_vec(step.x), k=_swatch(k), cost=step.sample_cost,
            old=_vec(step.old_center), eta=step.eta, new=_vec(step.centers[k])),
        tr("<p>η = 1/n<sub>k</sub> (MacQueen): each centre stays the running mean of the points "
           "it has taken, so the steps shrink and the run settles. Nothing is stored but the "
           "centres and their counts.</p>")]
    if step.converged:
        html.append(tr("<p>Converged: in this epoch the centres moved by no more than the "
                       "tolerance.</p>"))
    rows = [[_swatch(j), _vec(c)] for j, c in enumerate(step.centers)]
    html.append(_table([tr("cluster"), tr("centre μ")], rows))
    if sel is not None:
        e = explain_point(step, X, sel)
        rows = [[_swatch(j), f"{v:.4g}", "←" if j == e.nearest else ""]
                for j, v in enumerate(e.distances)]
        html.append(_point_header(e.x, sel) + _table(["k", "‖x<sub>sel</sub> − μ<sub>k</sub>‖²",
                                                      tr("nearest")], rows))
    return "".join(html)


def _seeding(step, X, sel):
    html = [tr("<h3>k-means++ seeding — pick {pick}</h3>").format(pick=step.pick)]
    if step.probabilities is None:
        html.append(tr("<p>The first centre is a point chosen uniformly at random: "
                       "x<sub>{i}</sub>.</p>").format(i=step.chosen))
        return "".join(html)
    html.append(tr("<p>Each next centre is drawn with probability p(x<sub>i</sub>) = "
                   "D(x<sub>i</sub>)² / Σ<sub>j</sub> D(x<sub>j</sub>)², where D is the distance "
                   "to the nearest centre picked so far (the colour bar: brighter = likelier). "
                   "This pick: "
                   "x<sub>{i}</sub> (starred), p = {p:.4g}.</p>").format(
        i=step.chosen, p=step.probabilities[step.chosen]))
    if sel is not None:
        e = explain_seeding(X, step, sel)
        html.append(_point_header(e.x, sel) + tr("<p>D² = {d2:.4g}, p = {p:.4g}</p>").format(
            d2=e.d2, p=e.probability))
    return "".join(html)


def _hard(step, X, sel, previous):
    medoids = isinstance(step, KMedoidsStep)
    dist = "‖x<sub>i</sub> − m<sub>k</sub>‖" if medoids else "‖x<sub>i</sub> − μ<sub>k</sub>‖²"
    phase = {"assign": tr("assignment"), "update": tr("update"), "best": tr("best restart")}.get(
        step.phase, step.phase)
    head = (tr("<h3>k-medoids — iteration {it}, {phase} step</h3>") if medoids else
            tr("<h3>k-means — iteration {it}, {phase} step</h3>"))
    html = [head.format(it=step.iteration, phase=phase)]
    if step.phase == "assign":
        html.append(tr("<p><b>Assignment (R):</b> R<sub>ik</sub> = 1 if k = argmin<sub>l</sub> "
                       "{dist}, else 0.</p>").format(dist=dist.replace("<sub>k</sub>",
                                                                        "<sub>l</sub>")))
        if getattr(step, "n_changed", -1) >= 0:
            html.append(tr("<p>%n point(s) changed cluster.</p>", "", step.n_changed))
    elif step.phase == "update" and medoids:
        html.append(tr("<p><b>Update:</b> each medoid m<sub>k</sub> becomes the member with the "
                       "least total distance Σ<sub>i∈k</sub> ‖x<sub>i</sub> − m‖ to the others. "
                       "Distances are not squared, so a far outlier pulls much less than it pulls "
                       "a mean.</p>"))
    elif step.phase == "update":
        html.append(tr("<p><b>Update (μ):</b> μ<sub>k</sub> = Σ<sub>i</sub> R<sub>ik</sub> "
                       "x<sub>i</sub> / Σ<sub>i</sub> R<sub>ik</sub> — each centre moves to the "
                       "mean of its points. Centre shift Σ‖Δμ‖² = {shift:.4g} (in the data's "
                       "units).</p>").format(shift=step.center_shift))
    else:
        html.append(tr("<p>The best of the restarts (restart {r}) is kept.</p>").format(
            r=step.restart + 1))
    hint = getattr(step, "restart_hint", None)
    if hint is not None:                 # computed by the engine on the worker (last step)
        # from the hint's numbers (its own message counts clusters from 1; the table from 0)
        i, j = hint.pair
        html.append(tr("<p><b>A local minimum:</b> clusters {i} and {j} look like one blob with "
                       "two centres, and cluster {c} like two blobs with one: moving a centre "
                       "would lower the cost J by at least {gain:.4g}. Raise Restarts (or use "
                       "k-means++).</p>").format(i=_swatch(i), j=_swatch(j),
                                                 c=_swatch(hint.overloaded),
                                                 gain=hint.improvement))
    html.append(tr("<p>Cost J = Σ<sub>i</sub> {dist} = <b>{cost:.6g}</b>{done}</p>").format(
        dist=dist.replace("<sub>k</sub>", "<sub>z(i)</sub>"), cost=step.inertia,
        done=_converged(step)))
    counts = np.bincount(step.labels, minlength=len(step.centers))
    rows = [[_swatch(k), counts[k], _vec(c)] for k, c in enumerate(step.centers)]
    html.append(_table([tr("cluster"), tr("points"), tr("medoid") if medoids else tr("centre μ")],
                       rows))
    if sel is not None:
        e = explain_point(step, X, sel)
        rows = [[_swatch(k), f"{v:.4g}", "←" if k == step.labels[sel] else ""]
                for k, v in enumerate(e.distances)]
        html.append(_point_header(e.x, sel) + _table(
            ["k", dist.replace("i", "sel"), "R"], rows))
        if step.phase == "update" and not medoids:
            html.append(_update_of(X, sel, step, previous))
    return "".join(html)


def _update_of(X, sel, step, previous):
    """The selected point's cluster: its members and their mean, the new centre."""
    old = getattr(previous, "centers", None)
    if old is None or len(X) > UPDATE_LIMIT or np.shape(old) != np.shape(step.centers):
        return ""
    k = int(step.labels[sel])
    u = explain_update(X, step.labels, old)[k]
    return tr("<p>Its cluster {k} has n<sub>{k}</sub> = {n} members; their mean is μ<sub>{k}</sub>"
              " = {mean}, so the centre moved from {old} by ‖Δμ<sub>{k}</sub>‖² = "
              "{shift:.4g}.</p>").format(k=k, n=u.members.size, mean=_vec(u.mean),
                                        old=_vec(u.old), shift=u.shift)


def _soft(step, X, sel, beta):
    phase = tr("E") if step.phase == "E" else tr("M")
    html = [tr("<h3>Soft k-means — iteration {it}, {phase} step</h3>").format(
        it=step.iteration, phase=phase)]
    if step.phase == "E":
        html.append(tr("<p><b>Responsibilities:</b> R<sub>ik</sub> = exp(−β‖x<sub>i</sub>−"
                       "μ<sub>k</sub>‖²) / Σ<sub>l</sub> exp(−β‖x<sub>i</sub>−μ<sub>l</sub>‖²). "
                       "Colours mix by R.</p>"))
    else:
        html.append(tr("<p><b>Means:</b> μ<sub>k</sub> = Σ<sub>i</sub> R<sub>ik</sub>x<sub>i</sub> "
                       "/ Σ<sub>i</sub> R<sub>ik</sub>.</p>"))
    html.append(tr("<p>β = {beta:.4g}. Free energy F = <b>{f:.6g}</b>; it never increases. "
                   "Large β → hard k-means; small β → every point shared equally.</p>").format(
        beta=beta, f=step.objective))
    if sel is not None and beta is not None:
        e = explain_point(step, X, sel, beta=beta)
        rows = [[_swatch(k), f"{e.squared_distances[k]:.4g}", f"{e.logits[k]:.4g}",
                 f"{e.responsibilities[k]:.4f}"] for k in range(len(e.logits))]
        html.append(_point_header(e.x, sel) + _table(["k", "‖x−μ‖²", "−β‖x−μ‖²", "R"], rows))
    return "".join(html) + special_case()


def _kind_name(kind):
    return {"full": tr("full"), "diag": tr("diagonal"), "spherical": tr("spherical")}.get(kind,
                                                                                        kind)


def _gmm(step, X, sel, kind):
    phase = tr("E") if step.phase == "E" else tr("M")
    html = [tr("<h3>Gaussian mixture (EM, {kind}) — iteration {it}, {phase} step</h3>").format(
        kind=_kind_name(kind), it=step.iteration, phase=phase)]
    if step.phase == "E":
        html.append(tr("<p><b>E step:</b> r<sub>ik</sub> = π<sub>k</sub> N(x<sub>i</sub> | "
                       "μ<sub>k</sub>, Σ<sub>k</sub>) / Σ<sub>l</sub> π<sub>l</sub> N(x<sub>i</sub>"
                       " | μ<sub>l</sub>, Σ<sub>l</sub>). With q = p(z | x, θ) the bound touches: "
                       "F(q, θ) = L(θ).</p>"))
    else:
        html.append(tr("<p><b>M step:</b> N<sub>k</sub> = Σ<sub>i</sub> r<sub>ik</sub>, "
                       "π<sub>k</sub> = N<sub>k</sub>/N, μ<sub>k</sub> = Σ<sub>i</sub> "
                       "r<sub>ik</sub>"
                       " x<sub>i</sub> / N<sub>k</sub>, Σ<sub>k</sub> = Σ<sub>i</sub> "
                       "r<sub>ik</sub> "
                       "(x<sub>i</sub>−μ<sub>k</sub>)(x<sub>i</sub>−μ<sub>k</sub>)<sup>T</sup> / "
                       "N<sub>k</sub>. θ maximises F(q, θ), and L(θ) ≥ F(q, θ): the gap is "
                       "Σ<sub>i</sub> KL(q<sub>i</sub> ‖ p(z | x<sub>i</sub>, θ)).</p>"))
    html.append(tr("<p>L(θ) = <b>{ll:.6g}</b>, F(q, θ) = {f:.6g}, KL gap = {gap:.3g}{done}</p>")
                .format(ll=step.log_likelihood, f=step.lower_bound, gap=step.kl_gap,
                        done=_converged(step)))
    if step.warning:
        html.append(tr("<p style='color:#8a1c13'><b>Warning:</b> {w}</p>").format(
            w=escape(step.warning)))
    rows = [[_swatch(k), f"{w:.3f}", _vec(m)] for k, (w, m) in enumerate(zip(step.weights,
                                                                             step.means))]
    html.append(_table(["k", "π", "μ"], rows))
    if sel is not None:
        e = explain_gmm(X, step.weights, step.means, step.covariances, sel,
                        covariance_type=kind)
        # four short columns: the panel is narrow (π is in the table above)
        rows = [[_swatch(k), f"{e.densities[k]:.3g}", f"{e.log_weighted[k]:.3g}",
                 f"{e.posteriors[k]:.3f}"] for k in range(len(e.posteriors))]
        html.append(_point_header(e.x, sel) + _table(
            ["k", "N(x|θ<sub>k</sub>)", "log π<sub>k</sub>N", "r"], rows))
        html.append(tr("<p>Its term of L(θ): log Σ<sub>k</sub> π<sub>k</sub> N(x | θ<sub>k</sub>)"
                       " = {term:.4g}{when}.</p>").format(
            term=e.log_likelihood_term,
            when=tr(" (under the new θ)") if step.phase == "M" else ""))
    return "".join(html) + special_case()
