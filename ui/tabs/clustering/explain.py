"""The explanation panel of the Clustering tab: the formula of the phase on show, with the
numbers of the selected point plugged in."""
from __future__ import annotations

from html import escape

import numpy as np
from scipy.special import logsumexp

from engine.cluster import (GMMStep, KMedoidsStep, SeedingStep, SoftKMeansStep,
                            weighted_log_prob)

from ...plots import palette

ERRATA_SPHERICAL = (
    "<p><i>Erratum in the notes:</i> for the isotropic Gaussian N(μ, σ²I) in d dimensions the "
    "M step is σ²<sub>k</sub> = Σ<sub>i</sub> r<sub>ik</sub>‖x<sub>i</sub> − μ<sub>k</sub>‖² / "
    "(d · Σ<sub>i</sub> r<sub>ik</sub>); the notes omit the 1/d (right only for d = 1).</p>")
ERRATA_FREE_ENERGY = (
    "<p><i>Note on the notes:</i> the soft-max responsibilities minimise "
    "F = Σ R<sub>ik</sub>‖x<sub>i</sub>−μ<sub>k</sub>‖² − (1/β)·H(R) with "
    "H(R) = −Σ R<sub>ik</sub> log R<sub>ik</sub>; the notes print the entropy term with the "
    "opposite sign.</p>")
SPECIAL_CASE = (
    "<p><b>k-means as a special case.</b> With equal weights π<sub>k</sub> = 1/K and one fixed "
    "covariance σ²I, the E step gives r<sub>ik</sub> ∝ exp(−‖x<sub>i</sub>−μ<sub>k</sub>‖²/2σ²): "
    "soft k-means with β = 1/(2σ²). As σ → 0 (β → ∞) r<sub>ik</sub> becomes 0/1 and the M step "
    "μ<sub>k</sub> = Σ r<sub>ik</sub>x<sub>i</sub>/Σ r<sub>ik</sub> is the k-means update.</p>")


def _swatch(k):
    r, g, b = palette.color(k)
    return f"<span style='color:rgb({r},{g},{b})'>■</span> {k}"


def _vec(v):
    return "(" + ", ".join(f"{x:.3g}" for x in np.atleast_1d(v)) + ")"


def _table(header, rows):
    head = "".join(f"<th align='left'>{h}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f"<table cellspacing='0' cellpadding='3' border='1'><tr>{head}</tr>{body}</table>"


def explain(step, X, sel, *, beta=None, covariance_type="full"):
    """HTML for the step on show (None: the initial state); ``sel`` is the selected point or None."""
    if step is None:
        return ("<h3>Ready</h3><p>Press <b>Step</b> to take one phase at a time, or <b>Run</b>. "
                "Click a point to see its numbers here.</p>")
    if isinstance(step, SeedingStep):
        return _seeding(step, X, sel)
    if isinstance(step, GMMStep):
        return _gmm(step, X, sel, covariance_type)
    if isinstance(step, SoftKMeansStep):
        return _soft(step, X, sel, beta)
    return _hard(step, X, sel)


def _point_header(X, sel):
    return f"<p>Selected point x<sub>{sel}</sub> = {_vec(X[sel])}</p>"


def _seeding(step, X, sel):
    html = [f"<h3>k-means++ seeding — pick {step.pick}</h3>"]
    if step.probabilities is None:
        html.append("<p>The first centre is a point chosen uniformly at random: "
                    f"x<sub>{step.chosen}</sub>.</p>")
    else:
        html.append("<p>Each next centre is drawn with probability "
                    "p(x<sub>i</sub>) = D(x<sub>i</sub>)² / Σ<sub>j</sub> D(x<sub>j</sub>)², where "
                    "D is the distance to the nearest centre picked so far (darker = likelier). "
                    f"This pick: x<sub>{step.chosen}</sub> (starred), p = "
                    f"{step.probabilities[step.chosen]:.4g}.</p>")
        if sel is not None:
            d2 = ((step.centers[:-1] - X[sel]) ** 2).sum(axis=1).min()
            html.append(_point_header(X, sel) + f"<p>D² = {d2:.4g}, p = "
                        f"{step.probabilities[sel]:.4g}</p>")
    return "".join(html)


def _hard(step, X, sel):
    medoids = isinstance(step, KMedoidsStep)
    name = "k-medoids" if medoids else "k-means"
    dist = "‖x<sub>i</sub> − m<sub>k</sub>‖" if medoids else "‖x<sub>i</sub> − μ<sub>k</sub>‖²"
    html = [f"<h3>{name} — iteration {step.iteration}, {step.phase} step</h3>"]
    if step.phase == "assign":
        html.append(f"<p><b>Assignment (R):</b> R<sub>ik</sub> = 1 if k = argmin<sub>l</sub> {dist}, "
                    "else 0.</p>")
        if getattr(step, "n_changed", -1) >= 0:
            html.append(f"<p>{step.n_changed} point(s) changed cluster.</p>")
    elif step.phase == "update" and medoids:
        html.append("<p><b>Update:</b> each medoid m<sub>k</sub> becomes the member with the least "
                    "total distance Σ<sub>i∈k</sub> ‖x<sub>i</sub> − m‖ to the others. Distances are "
                    "not squared, so a far outlier pulls much less than it pulls a mean.</p>")
    elif step.phase == "update":
        html.append("<p><b>Update (μ):</b> μ<sub>k</sub> = Σ<sub>i</sub> R<sub>ik</sub> x<sub>i</sub> / "
                    "Σ<sub>i</sub> R<sub>ik</sub> — each centre moves to the mean of its points. "
                    f"Centre shift Σ‖Δμ‖² = {step.center_shift:.4g} (in the data's units).</p>")
    else:
        html.append(f"<p>The best of the restarts (restart {step.restart + 1}) is kept.</p>")
    hint = getattr(step, "restart_hint", None)
    if hint is not None:                 # computed by the engine on the worker (last step)
        html.append(f"<p><b>A local minimum:</b> {escape(hint.message)}</p>")
    html.append(f"<p>Cost J = Σ<sub>i</sub> {dist.replace('<sub>k</sub>', '<sub>z(i)</sub>')} = "
                f"<b>{step.inertia:.6g}</b>{' (converged)' if step.converged else ''}</p>")
    counts = np.bincount(step.labels, minlength=len(step.centers))
    rows = [[_swatch(k), counts[k], _vec(c)] for k, c in enumerate(step.centers)]
    html.append(_table(["cluster", "points", "medoid" if medoids else "centre μ"], rows))
    if sel is not None:
        d = np.sqrt(((step.centers - X[sel]) ** 2).sum(axis=1))
        d = d if medoids else d**2
        rows = [[_swatch(k), f"{v:.4g}", "←" if k == step.labels[sel] else ""]
                for k, v in enumerate(d)]
        html.append(_point_header(X, sel) + _table(["k", dist.replace("i", "sel"), "R"], rows))
    return "".join(html)


def _soft(step, X, sel, beta):
    html = [f"<h3>Soft k-means — iteration {step.iteration}, {step.phase} step</h3>"]
    if step.phase == "E":
        html.append("<p><b>Responsibilities:</b> R<sub>ik</sub> = exp(−β‖x<sub>i</sub>−μ<sub>k</sub>‖²) "
                    "/ Σ<sub>l</sub> exp(−β‖x<sub>i</sub>−μ<sub>l</sub>‖²). Colours mix by R.</p>")
    else:
        html.append("<p><b>Means:</b> μ<sub>k</sub> = Σ<sub>i</sub> R<sub>ik</sub>x<sub>i</sub> / "
                    "Σ<sub>i</sub> R<sub>ik</sub>.</p>")
    html.append(f"<p>β = {beta:.4g}. Free energy F = <b>{step.objective:.6g}</b>; it never "
                "increases. Large β → hard k-means; small β → every point shared equally.</p>")
    if sel is not None and beta is not None:
        d2 = ((step.centers - X[sel]) ** 2).sum(axis=1)
        logits = -beta * d2
        r = np.exp(logits - logsumexp(logits))
        rows = [[_swatch(k), f"{d2[k]:.4g}", f"{logits[k]:.4g}", f"{r[k]:.4f}"]
                for k in range(len(d2))]
        html.append(_point_header(X, sel) + _table(["k", "‖x−μ‖²", "−β‖x−μ‖²", "R"], rows))
    return "".join(html) + ERRATA_FREE_ENERGY + SPECIAL_CASE


def _gmm(step, X, sel, kind):
    html = [f"<h3>Gaussian mixture (EM, {kind}) — iteration {step.iteration}, {step.phase} step</h3>"]
    if step.phase == "E":
        html.append("<p><b>E step:</b> r<sub>ik</sub> = π<sub>k</sub> N(x<sub>i</sub> | μ<sub>k</sub>, "
                    "Σ<sub>k</sub>) / Σ<sub>l</sub> π<sub>l</sub> N(x<sub>i</sub> | μ<sub>l</sub>, "
                    "Σ<sub>l</sub>). With q = p(z | x, θ) the bound touches: F(q, θ) = L(θ).</p>")
    else:
        html.append("<p><b>M step:</b> N<sub>k</sub> = Σ<sub>i</sub> r<sub>ik</sub>, "
                    "π<sub>k</sub> = N<sub>k</sub>/N, μ<sub>k</sub> = Σ<sub>i</sub> r<sub>ik</sub> "
                    "x<sub>i</sub> / N<sub>k</sub>, Σ<sub>k</sub> = Σ<sub>i</sub> r<sub>ik</sub> "
                    "(x<sub>i</sub>−μ<sub>k</sub>)(x<sub>i</sub>−μ<sub>k</sub>)<sup>T</sup> / "
                    "N<sub>k</sub>. θ maximises F(q, θ), and L(θ) ≥ F(q, θ): the gap is "
                    "Σ<sub>i</sub> KL(q<sub>i</sub> ‖ p(z | x<sub>i</sub>, θ)).</p>")
    html.append(f"<p>L(θ) = <b>{step.log_likelihood:.6g}</b>, F(q, θ) = {step.lower_bound:.6g}, "
                f"KL gap = {step.kl_gap:.3g}{' (converged)' if step.converged else ''}</p>")
    if step.warning:
        html.append(f"<p style='color:#8a1c13'><b>Warning:</b> {step.warning}</p>")
    rows = [[_swatch(k), f"{w:.3f}", _vec(m)] for k, (w, m) in enumerate(zip(step.weights,
                                                                             step.means))]
    html.append(_table(["k", "π", "μ"], rows))
    if sel is not None:
        lp = weighted_log_prob(X[sel:sel + 1], step.weights, step.means, step.covariances, kind)[0]
        r = np.exp(lp - logsumexp(lp))
        rows = [[_swatch(k), f"{lp[k]:.4g}", f"{r[k]:.4f}"] for k in range(len(lp))]
        html.append(_point_header(X, sel) + _table(["k", "log π<sub>k</sub>N(x|θ<sub>k</sub>)",
                                                    "r"], rows))
    if kind == "spherical":
        html.append(ERRATA_SPHERICAL)
    return "".join(html) + SPECIAL_CASE
