"""Texts of the Spam tab's Estimation view, made from engine.estimation's result objects."""
from __future__ import annotations

from html import escape

import numpy as np

from .texts import class_name, tr


def _value(x):
    return f"{x:.4f}" if np.isfinite(x) else tr("undefined")


def _table(header, rows):
    head = "".join(f"<th align='left'>{escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table cellspacing='6'><tr>{head}</tr>{body}</table>"


def _ratio(r):
    """The engine's unreduced ratio as the notes print it, with its reduced form when it
    differs: "51/102 = 1/2"."""
    reduced = r.fraction
    return str(r) if reduced is None or str(reduced) == str(r) else f"{r} = {reduced}"


def beta_html(est, laplace_ratio, loan=None):
    k, n, a, b = est.successes, est.trials, est.a, est.b
    mle = _value(est.mle) + (tr(" (0/0: no mail to count)") if n == 0 else "")
    map_ = _value(est.map)
    if not np.isfinite(est.map):
        map_ += tr(" (the posterior has no single mode)")
    rows = [("<b>MLE</b>", "k / n", mle),
            ("<b>MAP</b>", "(k + a − 1)/(n + a + b − 2)", map_),
            ("<b>" + tr("posterior mean") + "</b>", "(k + a)/(n + a + b)",
             _value(est.posterior_mean)),
            ("Laplace", "(k + 1)/(n + 2)",
             f"{float(laplace_ratio):.4f} = {_ratio(laplace_ratio)}")]
    lo, hi = est.credible_interval
    html = [tr("<p><b>{k}</b> of <b>{n}</b> mails of the class contain the word; prior "
               "Beta({a:g}, {b:g}), posterior Beta(k + a, n − k + b) = Beta({pa:g}, {pb:g}); "
               "95 % of it lies in [{lo:.4f}, {hi:.4f}].</p>").format(
                k=k, n=n, a=a, b=b, pa=est.posterior_a, pb=est.posterior_b, lo=lo, hi=hi),
            _table((tr("estimate"), tr("formula"), tr("value")), rows)]
    if loan is not None:
        html.append(loan_html(loan))
    html.append(beta_note())
    return "".join(html)


def loan_html(loan):
    w = escape(loan.word)
    rows = [(class_name(cls), tr("{k} of {n}").format(k=k, n=n), _ratio(mle), _ratio(present),
             _ratio(absent))
            for cls, k, n, mle, present, absent in (
                ("spam", loan.spam_with, loan.spam_total, loan.spam_mle, loan.spam_present,
                 loan.spam_absent),
                ("ham", loan.ham_with, loan.ham_total, loan.ham_mle, loan.ham_present,
                 loan.ham_absent))]
    return (tr("<p><b>The notes' “{w}” (loan) example</b> (Laplace, exact):</p>").format(w=w)
            + _table((tr("class"), tr("mails with it"), "MLE", tr("p({w} | class)").format(w=w),
                      tr("p(no {w} | class)").format(w=w)), rows))


def beta_note() -> str:
    return tr(
        "<p><b>Laplace (+1) smoothing is the posterior mean under the uniform prior</b> "
        "Beta(1, 1) and the MAP under Beta(2, 2). With k = n = 0 (CS229's “NIPS”, never seen) "
        "the MLE is 0/0; the posterior is the prior, so every symmetric prior gives a mean of "
        "½, and as a = b → 0 the prior piles up at 0 and 1.</p>")


def unseen_html(u, n_spam, n_ham):
    at = {f"{a:g}": p for a, p in zip(u.alphas, u.posterior_spam)}
    shown = [(escape(a), _value(p)) for a, p in at.items() if a in ("0", "0.0001", "10")]
    return (tr(
        "<p>A mail whose only word (“NIPS”) is in none of the {s} spam and {h} ham training "
        "mails. Without smoothing φ<sub>spam</sub> = 0/n<sub>spam</sub> and φ<sub>ham</sub> = "
        "0/n<sub>ham</sub>, so p(spam | x) = 0/(0 + 0): undefined — the notes' breakdown. With "
        "add-α smoothing φ<sub>c</sub> = α/(n<sub>c</sub> + 2α) and p(spam | x) = "
        "φ<sub>spam</sub>p(spam) / (φ<sub>spam</sub>p(spam) + φ<sub>ham</sub>p(ham)) is "
        "defined for every α > 0; as α → 0 it tends to <b>{limit:.4f}</b>: the unseen word "
        "says nothing about the class.</p>").format(s=n_spam, h=n_ham, limit=u.limit)
        + _table(("α", "p(spam | x)"), shown))


def dirichlet_html(est):
    rows = [(f"#{i + 1}", f"{int(c)}", _value(m), _value(p), _value(q))
            for i, (c, m, p, q) in enumerate(zip(est.counts, est.mle, est.map,
                                                  est.posterior_mean))]
    K, N, al = len(est.counts), int(est.counts.sum()), est.alpha[0]
    return (tr("<p>{N} observations of {K} outcomes, prior Dirichlet({a:g}, …, {a:g}); the "
               "posterior is Dirichlet(c + α).</p>").format(N=N, K=K, a=al)
            + _table((tr("outcome"), tr("count c"), "MLE c/N", "MAP (c+α−1)/(N+Kα−K)",
                      tr("mean (c+α)/(N+Kα)")), rows)
            + tr("<p>The posterior mean is add-α (Lidstone) smoothing of the multinomial "
                 "model; α = 1 is Laplace's add-one. An outcome never seen keeps a share "
                 "α/(N + Kα) > 0. MAP is undefined when some c + α &lt; 1.</p>"))


def poisson_html(fit, labels):
    rows = [(escape(label), f"{int(c)}", f"{o:.3f}", f"{f:.3f}", f"{e:.1f}")
            for label, c, o, f, e in zip(labels, fit.counts, fit.observed, fit.fitted,
                                         fit.expected)]
    return (tr("<p>The notes' survey: siblings per student (n = {n}, “≥ 7” counted as 7). "
               "Assuming X ~ Poisson(λ), the log-likelihood ℓ(λ) = Σ c<sub>x</sub>(x log λ − λ "
               "− log x!) has ∂ℓ/∂λ = Σ c<sub>x</sub>(x/λ − 1) = 0 at <b>λ̂ = the sample mean "
               "= {lam:.4g}</b> (ℓ(λ̂) = {ll:.2f}).</p>").format(
                n=int(fit.counts.sum()), lam=fit.lam, ll=fit.log_likelihood)
            + _table(("x", tr("students"), tr("observed share"), "Poisson(λ̂)",
                      tr("expected")), rows)
            + tr("<p>The fitted model gives every count a probability, including ones no "
                 "student gave (x = 6): what the table of shares alone cannot do.</p>"))
