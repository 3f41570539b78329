"""The Baum–Welch view's words for a run on the loaded corpus with its tags hidden: what EM sees
(the words as symbols), what each state has learned (its likeliest words, from the step's B),
and, when the run has ended, which tag each state covers most and the many-to-one accuracy
(``engine.hmm.unsupervised``). Only text: the numbers are the engine's."""
from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from engine.hmm.unsupervised import top_symbols


def tr(text: str) -> str:
    # lupdate files a module-level tr() under the empty context
    return QCoreApplication.translate("", text)


def corpus_html(view, step) -> str:
    head = tr("<h3>Baum–Welch on the loaded corpus</h3><p>The tags are hidden: EM sees only "
              "the words of the first 500 sentences (the 299 most frequent, lower-cased; every "
              "other word is &lt;unk&gt;) and fits an HMM with as many hidden states as the "
              "corpus has tags. Its states are not the treebank's tags: when the run ends, each "
              "state is named by the tag it covers most (many-to-one).</p>")
    if view.corpus is None:
        return head + tr("<p>Open a tagged corpus first (the toolbar).</p>")
    if step is None or view.data is None:
        return head + tr("<p>Step (Space) or Run to start EM.</p>")
    words = top_symbols(step.emissionprob, view.data.symbols, 5)
    tagging = view.tagging
    rows = []
    for k, ws in enumerate(words):
        tag = (escape(tagging.tag_names[tagging.mapping[k]])
               if tagging is not None else "…")
        rows.append(f"<tr><td>{k}</td><td>{tag}</td><td>{escape(', '.join(ws))}</td></tr>")
    table = ("<table border='1' cellpadding='3'><tr><th>" + tr("state") + "</th><th>"
             + tr("tag it covers most") + "</th><th>" + tr("likeliest words (B)")
             + "</th></tr>" + "".join(rows) + "</table>")
    status = tr("<p>iteration {k}: log-likelihood {ll:.4f}</p>").format(
        k=step.iteration, ll=step.log_likelihood)
    if tagging is not None:
        status += tr("<p>Many-to-one accuracy of the Viterbi states: <b>{acc:.1%}</b> of "
                     "{n:,} tokens (each state read as the tag it covers most).</p>").format(
            acc=tagging.accuracy, n=view.data.n_tokens)
    return head + status + table
