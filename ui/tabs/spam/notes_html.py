"""The notes' Naive Bayes examples as one-click presets in Explain (issue 26), written out with
the engine's numbers (``engine.spam.notes_examples``): the blog post's "남자의 제대로된 정보"
with P(S) = 2/5 (002) and CS229 lecture 6's "Desk! Buy Desks now!" in both event models (001);
and the |V| convention of [NLP] 5 said in words."""
from __future__ import annotations

from html import escape

from engine.spam.notes_examples import desk_example, mens_information_example

from ... import style
from .texts import tr

PRESETS = ("mens_information", "desk")


def preset_names() -> dict:
    return {"": tr("Notes' examples…"),
            "mens_information": tr("“남자의 제대로된 정보”, P(S) = 2/5 (Naive Bayes post)"),
            "desk": tr("“Desk! Buy Desks now!” in both event models (CS229 lecture 6)")}


def preset_html(key: str, alpha: float = 1.0) -> str:
    return _mens(alpha) if key == "mens_information" else _desk()


def _mens(alpha):
    w = mens_information_example(alpha)
    rows = []
    for c, prior, factors, score, post in zip(w.classes, w.priors, w.factors, w.scores,
                                              w.posteriors):
        product = " · ".join(f"{escape(label)} = {value:.4g}" for label, value in factors)
        rows.append(f"<p><b>{escape(c)}</b>: P({escape(c)}) = {prior:.4g}; {product}<br>"
                    + tr("P(c)·Π = {score:.6g}; posterior {post:.4f}").format(
                        score=score, post=post) + "</p>")
    unknown = ", ".join(w.unknown)
    return (tr("<h3>“남자의 제대로된 정보” (the Naive Bayes post)</h3><p>A Bernoulli model over "
               "the dictionary 남자의, 강아지, 좋은, 제대로, 정보, trained with Laplace +α/+2α "
               "(α = {alpha:g}) on five mails written for Trellis so that P(S) = 2/5 and "
               "P(H) = 3/5 as in the post. Every dictionary word counts: P(w|c) when it is in the "
               "message, P(¬w|c) when it is not.</p>").format(alpha=alpha)
            + "".join(rows)
            + tr("<p>Decision: <b>{best}</b>. Unknown words dropped: {unknown} (the post "
                 "multiplies a P(제대로된|S) although its dictionary has only 제대로; it also "
                 "writes P(x|H) where it means P(¬x|H), and its rule is log P(h) + Σ log "
                 "P(wᵢ|h), not P(h)·Σ log P(wᵢ|h)).</p>").format(
                best=escape(w.prediction), unknown=escape(unknown) or "—"))


def _desk():
    d = desk_example()
    counts = ", ".join(f"{i}: {n}" for i, n in d.counts.items())
    return tr("<h3>“Desk! Buy Desks now!” (CS229 lecture 6)</h3><p>Tokens: {tokens}.</p><p><b>"
              "Multivariate Bernoulli</b>: x ∈ {{0, 1}}^{size} with x_j = 1 at positions "
              "{bern} (each word once: the second “desks” is lost), and every absent word "
              "multiplies in 1 − φ_j.</p><p><b>Multinomial event model</b>: x = [{idx}], one "
              "index per word, repeats kept (counts {counts}); p(x|y) = Π_j φ_{{x_j|y}}.</p>"
              ).format(tokens=escape(", ".join(d.tokens)), size=f"{d.dictionary_size:,}",
                       bern=", ".join(map(str, d.bernoulli)),
                       idx=", ".join(map(str, d.indices)), counts=counts)


def vocabulary_note(n_features: int, new_words: int = 0) -> str:
    """[NLP] 5's |V| convention against Trellis's, with the filter's |V| and how many distinct
    words of the message lie outside it (the notes would add them to |V|)."""
    r, g, b = style.theme().muted
    return f"<p style='color:rgb({r},{g},{b})'>" + tr(
        "|V| = {n} here: the training vocabulary (unknown words dropped or mapped to "
        "&lt;unk&gt;). The notes' add-1 counts the test document's new words in |V| too ({new} "
        "distinct here, so |V| would be {total}), which makes every p(w|c) depend on the "
        "message being classified.").format(
        n=f"{n_features:,}", new=f"{new_words:,}", total=f"{n_features + new_words:,}") + "</p>"
