"""Explanations for the hand-entered HMM view: each node's recurrence written out with the
model's numbers (in probabilities, as the textbook tables are), the run's summary, and the
Markov-chain product. Only text: every value shown comes from the engine's trellises or from the
typed tables."""
from __future__ import annotations

import itertools
from html import escape

import numpy as np
from PySide6.QtCore import QCoreApplication

from engine.hmm.presets import chain_product

FORMULAS = (
    ("α<sub>1</sub>(j) = π<sub>j</sub> B<sub>j</sub>(o<sub>1</sub>), α<sub>t</sub>(j) = "
    "[Σ<sub>i</sub> α<sub>t−1</sub>(i) A<sub>ij</sub>] B<sub>j</sub>(o<sub>t</sub>); "
    "P(O) = Σ<sub>j</sub> α<sub>T</sub>(j)"),
    ("β<sub>T</sub>(i) = 1, β<sub>t</sub>(i) = Σ<sub>j</sub> A<sub>ij</sub> B<sub>j</sub>"
    "(o<sub>t+1</sub>) β<sub>t+1</sub>(j); P(O) = Σ<sub>i</sub> π<sub>i</sub> B<sub>i</sub>"
    "(o<sub>1</sub>) β<sub>1</sub>(i)"),
    ("δ<sub>1</sub>(j) = π<sub>j</sub> B<sub>j</sub>(o<sub>1</sub>), δ<sub>t</sub>(j) = "
    "max<sub>i</sub> δ<sub>t−1</sub>(i) A<sub>ij</sub> · B<sub>j</sub>(o<sub>t</sub>), "
    "ψ<sub>t</sub>(j) = argmax<sub>i</sub>"),
    "γ<sub>t</sub>(i) = P(q<sub>t</sub> = i | O) = α<sub>t</sub>(i) β<sub>t</sub>(i) / P(O)",
)


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def erratum_html() -> str:
    return tr("<p><i>Note on the notes:</i> their β(t, i) multiplies by p(o = s<sub>t</sub> | "
           "h<sub>i</sub>), the emission of the current position, and sums β<sub>0</sub> "
           "without π. Trellis uses the standard β<sub>t</sub>(i) = Σ<sub>j</sub> "
           "A<sub>ij</sub> B<sub>j</sub>(o<sub>t+1</sub>) β<sub>t+1</sub>(j) (Rabiner; "
           "Jurafsky &amp; Martin), whose P(O) = Σ π<sub>i</sub> B<sub>i</sub>(o<sub>1</sub>) "
           "β<sub>1</sub>(i) equals Σ α<sub>T</sub>. The values are computed in log space so "
           "long sequences do not underflow; they are shown here as probabilities.</p>")



def _p(x: float) -> str:
    return f"{x:.4g}"


def node_html(view, i, j, plain: bool = False) -> str:
    """The recurrence of node (state i, position j) with its numbers; the formula alone when
    no node is chosen. ``plain`` gives text for a tooltip."""
    kind = view.kind
    if i is None:
        return (f"<h3>{view.kind_combo.itemText(kind)}</h3><p>{FORMULAS[kind]}</p><p>"
                + tr("Hover or click a filled node to see its numbers.") + "</p>"
                + erratum_html())
    shown = view.shown()
    step = shown.get(j)
    if step is None:
        return ""
    pi, A, B = view.model
    names, words = view.states, view.words
    o = view.symbols.index(words[j])
    value = float(np.exp(step.column[i]))
    sym = ("α", "β", "δ", "γ")[kind]
    head = f"{sym}{j + 1}({names[i]}) = {_p(value)}"
    if kind == 0 or kind == 2:
        prev = shown.get(j - 1)
        if j == 0:
            body = (f"= π({names[i]}) · B({names[i]}, {words[j]}) = {_p(pi[i])} · "
                    f"{_p(B[i, o])}")
        elif prev is not None:
            p = np.exp(prev.column)
            terms = [f"{_p(p[k])}·{_p(A[k, i])}" for k in range(len(names))]
            if kind == 0:
                body = f"= ({' + '.join(terms)}) · B({names[i]}, {words[j]}) {_p(B[i, o])}"
            else:
                b = int(step.back[i])
                body = (f"= max({', '.join(terms)}) · B({names[i]}, {words[j]}) {_p(B[i, o])}"
                        + tr("; ψ = {state} (back-pointer)").format(state=names[b]))
        else:
            body = ""
    elif kind == 1:
        nxt = shown.get(j + 1)
        if j == len(words) - 1:
            body = tr("= 1 (nothing follows the last observation)")
        elif nxt is not None:
            o2 = view.symbols.index(words[j + 1])
            b = np.exp(nxt.column)
            body = "= " + " + ".join(f"{_p(A[i, k])}·{_p(B[k, o2])}·{_p(b[k])}"
                                     for k in range(len(names)))
        else:
            body = ""
    else:
        run = view.run
        body = (f"= α {_p(np.exp(run.table(0)[j, i]))} · β {_p(np.exp(run.table(1)[j, i]))} "
                f"/ P(O) {_p(np.exp(run.log_p))}")
    if plain:
        return f"{head}\n{body}"
    return (f"<h3>{escape(head)}</h3><p>{FORMULAS[kind]}</p><p>{escape(body)}</p>"
            + tr("<p>log value {value:.4f}</p>").format(value=step.column[i]))


def summary(view, last) -> str:
    """The finished trellis in one line."""
    if view.kind == 2:
        if last.path is None:
            return tr("P(O) = 0: no path can produce the observations, so there is no best "
                      "path.")
        path = " ".join(view.states[s] for s in last.path)
        return tr("Best path {path}: P(path, O) = {p:.4g} (log {logp:.4f})").format(
            path=path, p=np.exp(last.log_prob), logp=last.log_prob)
    if view.kind == 3:
        best = view.run.table(3).argmax(axis=1)
        return tr("Posteriors done; each column sums to 1. Most likely state at each position: "
                  "{states}").format(states=" ".join(view.states[s] for s in best))
    return tr("P(O) = {p:.4g} (log {logp:.6f}) from {name}; forward and backward give the same "
              "value.").format(p=np.exp(last.log_prob), logp=last.log_prob,
                               name="α" if view.kind == 0 else "β")


def chain_html(states, pi, A, seq, logp, notes: bool = False) -> str:
    """P(s_1 … s_n) = π(s_1) Π A(s_{t−1}, s_t) written out, with the engine's value."""
    names = [states[s] for s in seq]
    factors = [f"π({names[0]}) {_p(pi[seq[0]])}"] + [
        f"A({states[a]}→{states[b]}) {_p(A[a, b])}" for a, b in itertools.pairwise(seq)]
    note = ""
    if notes:
        wrong = chain_product(pi, A, np.asarray(seq)).notes_probability \
            if len(pi) > 2 and tuple(seq) == (0, 1, 0, 2) else None
        note = ("<br><i>" + tr("The notes write the last factor of p(s0, s1, s0, s2) as p12 = "
                               "p(s2 | s1); the state before s2 is s0, so it is p02 = p(s2 | "
                               "s0)")
                + (tr(" (with p12 the product would be {p:.4g})").format(p=wrong)
                   if wrong is not None else "")
                + tr(". p(end | s2) is 1 here (π and A have no end state).") + "</i>")
    return (f"P({' '.join(names)}) = {' · '.join(factors)} = <b>{np.exp(logp):.4g}</b> "
            f"(log {logp:.4f}){note}")
