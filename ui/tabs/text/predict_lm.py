"""Predict mode in the Language model's Probe page (issue 25): with **Predict** on, *Next words*
first asks for the word the student expects to be most probable after the context (typed where
the chart will be); only then is the distribution computed on a worker, drawn, and the guess
graded by the engine's probabilities (grade_lm.py), with P(w | h) written out for the best word
and for the guess and a running score."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton

from ...models.predict import Predictions
from ...widgets.jobs import JobPanel
from .explain_lm import level_html, smoothing_name, words
from .grade_lm import ask_next_word, grade_next_word, guess_job
from .jobs_lm import probe_job
from .texts import set_texts, tr


class NextWordPredictions:
    """Adds the Predict button, the guess box and the score to a ProbePage."""

    def __init__(self, page):
        self.page = page
        self.predictions = Predictions()
        self.button = QPushButton(page)
        self.button.setObjectName("lm_predict_button")
        self.button.setCheckable(True)
        self.guess_edit = QLineEdit(page)
        self.guess_edit.setObjectName("lm_guess_edit")
        self.guess_edit.setMinimumWidth(150)
        self.score = QLabel(page)
        self.score.setObjectName("lm_predict_score")
        self.panel = JobPanel(page.messages, self._graded, page, name="lm_guess",
                              kept=lambda: tr("the distribution shown is kept"))
        row = page.layout().itemAt(1).layout()    # the Sentence row: no row of its own
        for w in (self.button, self.guess_edit, self.score, self.panel):
            row.addWidget(w)
        self.button.toggled.connect(self._toggled)
        self.guess_edit.returnPressed.connect(self.answer)
        self.retranslate()
        self._toggled(False)

    def retranslate(self) -> None:
        set_texts(self.button, tr("Predict"),
                  tr("Guess the most probable next word before the model shows it"))
        self.guess_edit.setPlaceholderText(tr("your next word, then Enter"))
        self.guess_edit.setAccessibleName(tr("Your guess"))
        self._show_score()

    @property
    def on(self) -> bool:
        return self.button.isChecked()

    def _toggled(self, on: bool) -> None:
        self.guess_edit.setVisible(on)
        self.score.setVisible(on)
        if not on:
            self.predictions.reset()
            self._show_score()

    def _show_score(self) -> None:
        p = self.predictions
        self.score.setText(tr("score: {right} of {asked}").format(right=p.right, asked=p.asked)
                           if p.asked else "")

    def ask(self) -> bool:
        """Called by Next words: True when the question was asked instead of probing."""
        page = self.page
        if not self.on or page.model() is None:
            return False
        context = page._context()
        ask_next_word(self.predictions, context, "")
        page.clear_probe(tr("Predict: type the word you think is most probable after "
                            "“{h}”, then press Enter.").format(h=" ".join(context) or "∅"))
        page.messages.info(lambda: tr(
                               "Predict: which word is most probable after “{h}”? Type it in "
                               "the box and press Enter."),
                           h=" ".join(context) or "∅")
        self.guess_edit.clear()
        self.guess_edit.setFocus()
        return True

    def answer(self) -> None:
        page = self.page
        guess = page.typed(self.guess_edit.text().strip())
        model = page.model()
        if not self.predictions.awaiting or model is None:
            return
        if not guess or len(guess.split()) != 1:
            page.messages.error(lambda: tr("Type one word (no spaces), then press Enter."))
            return
        self.panel.start(guess_job(model, self.predictions.pending.target, guess, probe_job),
                         tr("Next words…"))

    def _graded(self, g) -> None:
        verdict = grade_next_word(self.predictions, g, self._explain)
        self.page.show_probe(g.probe)
        model = self.page.model()
        if model is not None and not verdict.right:       # the guess's own working
            self.page.formula.setHtml(
                level_html(model, g.words[0], g.probe.levels[0]) + "<hr>"
                + level_html(model, g.seen_as, list(g.guess_levels)))
        self._show_score()
        (self.page.messages.info if verdict.right else self.page.messages.warning)(
            verdict.feedback + " " + tr("Score: {right} of {asked}.").format(
                right=self.predictions.right, asked=self.predictions.asked))

    def _explain(self, g, right: bool) -> str:
        h = words(g.context[-(self.page.model().order - 1):]) if self.page.model() else ""
        model = self.page.model()
        name = smoothing_name(model.smoothing) if model else ""
        if right:
            return tr("Right: “{w}” is the most probable next word, P({w} | {h}) = {p:.4g} "
                      "({name}).").format(w=g.guess, h=h, p=g.p_guess, name=name)
        unk = (tr(" (unknown to the model: scored as the unknown word)")
               if g.seen_as != g.guess else "")
        return tr("Not quite: the most probable next word is “{best}”, P({best} | {h}) = "
                  "{pb:.4g}; your “{w}”{unk} has P({w} | {h}) = {pg:.4g} ({name}). The working "
                  "of both is under the table.").format(
            best=g.words[0], h=h, pb=g.probs[0], w=g.guess, unk=unk, pg=g.p_guess, name=name)
