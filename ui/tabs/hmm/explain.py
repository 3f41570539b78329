"""Explanations for the tagger's trellis: a node's recurrence with its numbers (tooltip and
panel), and for a word the tagger never saw, which suffix decided its emission scores (the
engine's ``HMMTagger.explain``). Only text: every number comes from the engine."""
from __future__ import annotations

from html import escape

import numpy as np
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


FORMULAS = (
    ("δ<sub>t</sub>(s) = max<sub>r</sub> δ<sub>t−1</sub>(r) + log A(r→s) + log "
     "B<sub>s</sub>(w<sub>t</sub>), ψ<sub>t</sub>(s) = argmax<sub>r</sub>"),
    ("α<sub>t</sub>(s) = log Σ<sub>r</sub> exp(α<sub>t−1</sub>(r) + log A(r→s)) + log "
     "B<sub>s</sub>(w<sub>t</sub>)"),
    ("β<sub>t</sub>(r) = log Σ<sub>s</sub> exp(log A(r→s) + log B<sub>s</sub>(w<sub>t+1"
     "</sub>) + β<sub>t+1</sub>(s))"),
)
def order2_html() -> str:
    return tr("<p>Second order: a state is a tag pair (t<sub>1</sub> t<sub>2</sub>) and emits "
              "t<sub>2</sub>; (t<sub>1</sub> t<sub>2</sub>) can only move to (t<sub>2</sub> "
              "t<sub>3</sub>), with A = P(t<sub>3</sub> | t<sub>1</sub>, t<sub>2</sub>) from "
              "TnT's deleted interpolation λ<sub>1</sub>P̂(t<sub>3</sub>) + "
              "λ<sub>2</sub>P̂(t<sub>3</sub> | t<sub>2</sub>) + λ<sub>3</sub>P̂(t<sub>3</sub> | "
              "t<sub>1</sub>, t<sub>2</sub>) — the notes' “n−1-gram states”.</p>")


def _emission(tagger, state: int, word: str) -> float:
    tags = getattr(tagger, "state_tags_", None)
    tag = int(tags[state]) if tags is not None else state % len(tagger.tags_)
    return float(tagger.emission(word)[tag])


def _parts(view, i, j):
    """(name, value, emission, predecessor line or "") of node (state i, position j)."""
    step = view.shown().get(j)
    if step is None or view.tagger is None:
        return None
    t, w = view.tagger, view.words[j]
    state = t.states_[i]
    name = ("δ", "α", "β")[view.kind]
    value = float(np.ravel(step.column)[i])
    e = _emission(t, i, w)
    line, pred = "", ""
    if view.kind == 0 and step.back is not None:
        b = int(np.ravel(step.back)[i])
        prev = view.shown().get(j - 1)
        if b >= 0 and prev is not None:
            pred = t.states_[b]
            line = (f"= δ({t.states_[b]}, {view.words[j - 1]}) "
                    f"{float(np.ravel(prev.column)[b]):.3f} + log A({t.states_[b]}→{state}) "
                    f"{t.transition(b, i):.3f} + log B {e:.3f}")
    elif view.kind in (0, 1) and j == 0:
        line = f"= log π({state}) {float(np.ravel(t.log_start_)[i]):.3f} + log B {e:.3f}"
    return name, state, w, value, e, line, pred


def node_tip(view, i, j) -> str:
    """Plain text for the hovered node's tooltip."""
    p = _parts(view, i, j)
    if p is None:
        return ""
    name, state, w, value, e, line, _pred = p
    lines = [f"{name}({state}, {w}) = {value:.3f}", f"log B({w} | {state}) = {e:.3f}"]
    return "\n".join(lines + ([line] if line else []))


def node_html(view, i, j) -> str:
    """The clicked node's recurrence with its numbers, and why its word scores as it does."""
    p = _parts(view, i, j)
    if p is None:
        return ""
    name, state, w, value, _e, line, pred = p
    html = [(tr("<h3>{name} at ({state}, {word})</h3>").format(
        name=name, state=escape(state), word=escape(repr(w)))
        + f"<p>{FORMULAS[view.kind]}</p>" + tr("<p>value {value:.4f}</p>").format(value=value))]
    if line:
        html.append(f"<p>{escape(line)}</p>")
    if pred:
        html.append(tr("<p>best predecessor (back-pointer ψ): {state}</p>").format(
            state=escape(pred)))
    if getattr(view.tagger, "order", 1) == 2:
        html.append(order2_html())
    html.append(word_html(view.tagger, w))
    return "".join(html)


def word_html(tagger, word: str) -> str:
    """Known word: its training counts; unknown word: the shape trie, the suffix that decided
    and the successive-abstraction chain (when the engine explains words)."""
    if not hasattr(tagger, "explain"):
        known = word in tagger.vocab_
        return (tr("<p>{word}: known word; its emission scores come from its training counts."
                   "</p>") if known else
                tr("<p>{word}: unknown word; its emission scores come from its shape and "
                   "suffix.</p>")).format(word=escape(word))
    x = tagger.explain(word)
    best = ", ".join(f"{escape(tag)} {v:.3f}" for tag, v in x.best(3))
    if x.known:
        counts = ""
        if x.counts is not None:
            seen = [(tagger.tags_[k], int(c)) for k, c in enumerate(x.counts) if c]
            counts = ", ".join(f"{escape(tag)} ×{c}" for tag, c in seen)
        return tr("<p><b>{word}</b> is a known word (seen {counts}); the best emission scores "
                  "log P(w | t): {best}.</p>").format(word=escape(word), counts=counts,
                                                       best=best)
    if not x.chain:
        return tr("<p><b>{word}</b> is unknown and the tagger has no unknown-word model: every "
                  "tag scores the same, only the transitions decide.</p>").format(
            word=escape(word))
    rows = "".join(
        f"<tr><td>-{escape(level.suffix) or tr('(none)')}</td><td>{level.count}</td><td>"
        + ", ".join(f"{escape(tagger.tags_[k])} {level.p[k]:.2f}"
                    for k in np.argsort(-level.p)[:3]) + "</td></tr>" for level in x.chain)
    return tr("<p><b>{word}</b> was never seen in training. It goes to the trie of {shape}; "
              "the longest suffix found there is <b>-{suffix}</b>, which decides. P(t | suffix)"
              " = (P̂ + θ·P(t | shorter suffix)) / (1 + θ), θ = {theta:.3f}; then log P(w | t) ="
              " log P(t | suffix) − log P(t) + const.</p>").format(
        word=escape(word), shape=escape(x.shape_text), suffix=escape(x.suffix),
        theta=x.theta) + (
        "<table border='1' cellpadding='2'><tr><th>" + tr("suffix") + "</th><th>"
        + tr("rare tokens") + "</th><th>" + tr("P(t | suffix), top 3") + f"</th></tr>{rows}"
        "</table>" + tr("<p>Best emission scores: {best}.</p>").format(best=best))
