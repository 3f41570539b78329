"""HTML of an explanation (string work, no widget: it runs on the worker; the sentences are
translated there, which Qt's translators allow from any thread): the prediction, the
log-odds as a sum, the strongest feature's smoothed estimate, and the message with each word
coloured by its contribution."""
from __future__ import annotations

from html import escape

import numpy as np

from ... import style
from .texts import class_name, tr


def estimate_html(f, e):
    """The smoothed estimate of the most influential feature, with the counts plugged in."""
    if not e.features:
        return ""
    name = e.sorted_features()[0][0]
    clf, j = f.classifier_, f.vectorizer.vocabulary_[name]
    alpha, V = f.alpha, clf.feature_count_.shape[1]
    lines = []
    for label in (e.positive, e.negative):
        k = int(np.flatnonzero(clf.classes_.astype(str) == label)[0])
        label = class_name(label)
        n_wc = clf.feature_count_[k, j]
        if f.model == "multinomial":
            total = clf.feature_count_[k].sum()
            lines.append(f"p({escape(name)}|{escape(label)}) = ({n_wc:g} + {alpha:.3g}) / "
                         f"({total:g} + {alpha:.3g}·{V:,}) = "
                         f"{(n_wc + alpha) / (total + alpha * V):.3g}")
        else:
            docs = clf.class_count_[k]
            lines.append(f"θ({escape(name)}|{escape(label)}) = ({n_wc:g} + {alpha:.3g}) / "
                         f"({docs:g} + 2·{alpha:.3g}) = {(n_wc + alpha) / (docs + 2 * alpha):.3g}")
    rule = (tr("count(w, c) + α over Σ count(·, c) + α|V|") if f.model == "multinomial" else
            tr("documents of c containing w + α over documents of c + 2α"))
    return (tr("<p>Estimates ({rule}), for the strongest feature:<br>").format(rule=rule)
            + "<br>".join(lines) + "</p>")


def explanation_html(e, text, model, estimate=""):
    """The explanation's interface part: the prediction, the log-odds as a sum, the colour
    key and the strongest feature's estimate (the message itself is :func:`message_html`:
    the student's text, shown in a pane of its own)."""
    pos, neg = escape(class_name(e.positive)), escape(class_name(e.negative))
    probs = ", ".join(f"p({escape(class_name(c))}|x) = {p:.4f}"
                      for c, p in zip(e.classes, e.proba))
    best = escape(class_name(e.classes[int(np.argmax(e.proba))]))
    absent = (tr(" + absent words {v}").format(v=f"{e.absent:+.3f}") if model == "bernoulli"
              else "")
    head = (tr("<h3>Predicted: {best}</h3>").format(best=best) + f"<p>{probs}</p>"
            + tr("<p>log p({pos}|x)/p({neg}|x) = prior {prior} + words {words}{absent} = "
                 "<b>{odds}</b></p>").format(pos=pos, neg=neg, prior=f"{e.prior:+.3f}",
                                             words=f"{float(e.weights.sum()):+.3f}",
                                             absent=absent, odds=f"{e.log_odds:+.3f}")
            + f"<p style='color:{_muted()}'>"
            + tr("Vermilion words pull towards {pos}, blue towards {neg}; the stronger the "
                 "colour, the larger |log p(w|{pos}) − log p(w|{neg})|. Grey: unknown to the "
                 "filter.").format(pos=pos, neg=neg) + " "
            + (tr("Bernoulli: each distinct word counts once, and every vocabulary word "
                  "<i>absent</i> from the message contributes log(1−θ<sub>pos</sub>) − "
                  "log(1−θ<sub>neg</sub>).") if model == "bernoulli" else
               tr("Multinomial: every occurrence counts.")) + "</p>" + estimate)
    return head


def message_html(e, text):
    """The message with each word coloured by its contribution (the student's data)."""
    return "<p style='white-space:pre-wrap'>" + coloured(text, e.spans) + "</p>"


def _muted() -> str:
    """The theme's colour for secondary text (grey on white, light grey on dark)."""
    r, g, b = style.theme().muted
    return f"rgb({r},{g},{b})"


MAX_RUN = 400          # longer stretches of text are shortened in the display
MAX_SPANS = 3000       # coloured words shown; the numbers above count every word


def _short(piece):
    """``piece`` escaped, its middle replaced by a note when it is very long: a browser lays
    out a 20,000-character line slowly, and nobody reads it."""
    if len(piece) <= MAX_RUN:
        return escape(piece)
    return (escape(piece[:150]) + f"<span style='color:{_muted()}'> … " + tr(
        "{n} characters").format(n=f"{len(piece) - 300:,}") + " … </span>"
        + escape(piece[-150:]))


def coloured(text, spans):
    """The message with each kept word coloured by its contribution (long stretches and words
    beyond the first MAX_SPANS shortened: the display, not the computation)."""
    out, at = [], 0
    for start, end, term, value in spans[:MAX_SPANS]:
        out.append(_short(text[at:start]))
        word = _short(text[start:end])
        if value is None:
            out.append(f"<span style='color:{_muted()}'>{word}</span>")
        else:
            strength = min(abs(value) / 3.0, 1.0)
            rgb = style.POSITIVE if value > 0 else style.NEGATIVE
            alpha = 0.15 + 0.75 * strength
            title = escape(f"{term}: {value:+.3f}")
            out.append(f"<span title='{title}' style='background-color:rgba({rgb[0]},{rgb[1]},"
                       f"{rgb[2]},{alpha:.2f})'>{word}</span>")
        at = end
    rest = text[at:]
    if len(spans) > MAX_SPANS:
        out.append(f"<span style='color:{_muted()}'> … " + tr(
            "(the last {n} characters are not shown; every word counts in the numbers above)"
        ).format(n=f"{len(rest):,}") + "</span>")
    else:
        out.append(_short(rest))
    return "".join(out)


def predict_html(text, spans, revealed, asking=None):
    """The message for predict mode: every word the filter knows is a link to click (no colour
    gives its side away); the words already answered (``revealed``: span indices) are coloured
    as in :func:`coloured`, and the one being asked about (``asking``) is ringed."""
    out, at = [], 0
    for k, (start, end, term, value) in enumerate(spans[:MAX_SPANS]):
        out.append(_short(text[at:start]))
        word = _short(text[start:end])
        if value is None:
            out.append(f"<span style='color:{_muted()}'>{word}</span>")
        elif k in revealed:
            strength = min(abs(value) / 3.0, 1.0)
            rgb = style.POSITIVE if value > 0 else style.NEGATIVE
            out.append(f"<span style='background-color:rgba({rgb[0]},{rgb[1]},{rgb[2]},"
                       f"{0.15 + 0.75 * strength:.2f})'>{word}</span>")
        elif k == asking:
            out.append(f"<a href='w:{k}' style='border:2px solid #e69f00;"
                       f"background-color:rgba(230,159,0,0.35)'><b>{word}</b></a>")
        else:
            out.append(f"<a href='w:{k}'>{word}</a>")
        at = end
    out.append(_short(text[at:]) if len(spans) <= MAX_SPANS else "")
    return "<p style='white-space:pre-wrap'>" + "".join(out) + "</p>"
