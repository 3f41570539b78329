"""The working behind one probability P(w | h) as HTML: the formula of the model's smoothing with
the counts filled in, order by order (Kneser–Ney's continuation counts and discount, the
interpolation λs), and the smoothings' one-line definitions for the comparison table."""
from __future__ import annotations

from html import escape

from .texts import tr

FORMULAS = {
    "mle": "P(w | h) = c(h w) / c(h)",
    "laplace": "P(w | h) = (c(h w) + 1) / (c(h) + |V|)",
    "add_k": "P(w | h) = (c(h w) + k) / (c(h) + k|V|)",
    "interpolated": "P(w | h) = λ₀/|V| + Σₖ λₖ Pₖ(w | last k−1 words), Pₖ = c/c(h) "
                    "(λ by EM on development sentences: every 10th training sentence)",
    "kneser_ney": "Pₖ(w | h) = max(a(h w) − d, 0)/a(h) + d·N₁₊(h •)/a(h) · Pₖ₋₁(w | h′), "
                  "a = counts at the top order, continuation counts N₁₊(• h w) below, "
                  "P₀ = 1/|V|",
}


def smoothing_name(s: str) -> str:
    """A smoothing's name in the language in force (the engine's SMOOTHING_NAMES in English)."""
    return {"mle": tr("maximum likelihood"), "laplace": tr("add-one (Laplace)"),
            "add_k": tr("add-k (Lidstone)"), "interpolated": tr("interpolation (EM λ)"),
            "kneser_ney": tr("interpolated Kneser–Ney")}.get(s, s)


def formula(s: str) -> str:
    """A smoothing's formula with its words translated."""
    return {
        "mle": FORMULAS["mle"], "laplace": FORMULAS["laplace"], "add_k": FORMULAS["add_k"],
        "interpolated": tr("P(w | h) = λ₀/|V| + Σₖ λₖ Pₖ(w | last k−1 words), Pₖ = c/c(h) (λ by "
                           "EM on development sentences: every 10th training sentence)"),
        "kneser_ney": tr("Pₖ(w | h) = max(a(h w) − d, 0)/a(h) + d·N₁₊(h •)/a(h) · Pₖ₋₁(w | h′), "
                         "a = counts at the top order, continuation counts N₁₊(• h w) below, "
                         "P₀ = 1/|V|"),
    }.get(s, FORMULAS.get(s, ""))


def words(seq) -> str:
    return escape(" ".join(seq)) if seq else "∅"


def _g(x) -> str:
    return f"{x:.4g}"


def level_html(model, word, levels) -> str:
    """``model.explain(word, context)`` (``levels``) written out with the numbers."""
    V = len(model.vocab_)
    s = model.smoothing
    out = [f"<b>{escape(formula(s))}</b>",
           tr("|V| = {v:,} (with &lt;/s&gt; and &lt;UNK&gt;)").format(v=V)]
    w = escape(word)
    if s in ("mle", "laplace", "add_k"):
        lv = levels[-1]
        k = {"mle": 0, "laplace": 1}.get(s, model.k)
        h = words(lv.context)
        if s == "mle" and lv.context_count == 0:
            out.append(tr("c({h}) = 0: the context was never seen, so P is undefined (shown as "
                          "0) — the zero-probability problem smoothing fixes.").format(h=h))
        else:
            out.append(f"P({w} | {h}) = ({_g(lv.count)} + {_g(k)}) / ({_g(lv.context_count)} + "
                       f"{_g(k)}·{V:,}) = <b>{_g(lv.prob)}</b>")
        return "<br>".join(out)
    lower = 1.0 / V
    if s == "kneser_ney":
        out.append(f"d = {model.discount:g}; P₀({w}) = 1/|V| = {_g(lower)}")
    else:
        out.append(f"λ₀ = {model.lambdas_[0]:.3f} weighs 1/|V| = {_g(lower)}")
    for lv in levels:
        h = words(lv.context)
        head = tr("order {k}: h = {h}").format(k=lv.order, h=h)
        if lv.kind == "unseen context":
            out.append(head + ": " + tr("never seen, so P{k} = P{j} = {p}").format(
                k=lv.order, j=lv.order - 1, p=_g(lv.prob)))
        elif s == "kneser_ney":
            what = (tr("continuation count N₁₊(• h w)") if lv.kind == "continuation"
                    else tr("count c(h w)"))
            out.append(f"{head}: {what} = {_g(lv.count)}, a(h) = {_g(lv.context_count)}, "
                       f"N₁₊(h •) = {lv.followers}, γ = d·N₁₊/a = {_g(lv.weight)} → "
                       f"max({_g(lv.count)} − {model.discount:g}, 0)/{_g(lv.context_count)} + "
                       f"{_g(lv.weight)}·{_g(lower)} = {_g(lv.prob)}")
        else:
            out.append(f"{head}: c(h w) = {_g(lv.count)}, c(h) = {_g(lv.context_count)}, "
                       f"P{lv.order} = {_g(lv.prob)}, λ{lv.order} = {lv.weight:.3f}")
        lower = lv.prob
    if s == "interpolated":
        total = model.lambdas_[0] / V + sum(lv.weight * lv.prob for lv in levels)
        out.append(f"P({w} | {words(levels[-1].context)}) = Σ λₖPₖ = <b>{_g(total)}</b>")
    else:
        out.append(f"P({w} | {words(levels[-1].context)}) = <b>{_g(lower)}</b>")
    return "<br>".join(out)
