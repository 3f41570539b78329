"""Predict mode in Explain a message (issue 25): the message is shown with its words
uncoloured; the student clicks a word and says which class it pulls the message towards, and
the engine's own contribution log p(w|pos) − log p(w|neg) grades the answer, the formula
filled in with the numbers; the word is then coloured as Explain colours it, and the score of
the message's predictions is kept (a new message starts a new score)."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPushButton

from engine import DataError

from ...models.predict import Predictions, Verdict
from ...models.spam import contribution_question
from ...i18n import describe
from ...widgets.forms import hbox
from .explain_html import predict_html
from .texts import class_name, tr


def _feedback(right, term, pos, neg, lp, ln, value, side) -> str:
    mark = tr("right") if right else tr("not quite")
    pos, neg, side = class_name(pos), class_name(neg), class_name(side)
    return tr("{mark}: log p({w}|{pos}) − log p({w}|{neg}) = {lp:.3f} − ({ln:.3f}) = "
              "{value:+.3f}, {sign} 0, so “{w}” pulls the message towards {side}.").format(
        mark=mark, w=term, pos=pos, neg=neg, lp=lp, ln=ln, value=value,
        sign=">" if value > 0 else "<", side=side)


class ExplainPredictions:
    """Wires predict mode into the Explain view: a checkable Predict button, the word links
    in the text, and one button per side."""

    def __init__(self, view):
        self.view = view
        self.state = Predictions()
        self.explanation = None
        self.text = ""
        self.revealed: set[int] = set()
        self.button = QPushButton(view)
        self.button.setObjectName("explain_predict_button")
        self.button.setCheckable(True)
        self.pos_button = QPushButton(view)
        self.pos_button.setObjectName("predict_positive_button")
        self.neg_button = QPushButton(view)
        self.neg_button.setObjectName("predict_negative_button")
        self.score = QLabel("")
        self.score.setObjectName("explain_predict_score")
        for b in (self.pos_button, self.neg_button):
            b.setEnabled(False)
        self.row = hbox(self.button, self.pos_button, self.neg_button, (self.score, 1))
        self.button.toggled.connect(self._toggled)
        self.pos_button.clicked.connect(lambda: self.answer("positive"))
        self.neg_button.clicked.connect(lambda: self.answer("negative"))
        view.message.setOpenLinks(False)
        view.message.anchorClicked.connect(self._clicked)
        self.retranslate()

    @property
    def enabled(self) -> bool:
        return self.button.isChecked()

    def retranslate(self) -> None:
        self.button.setText(tr("Predict"))
        self.button.setToolTip(tr("Predict mode: click a word of the message and say which "
                                  "class it pulls towards; the filter's numbers grade it"))
        self._name_sides()
        self._show_score()

    def _name_sides(self):
        e = self.explanation
        pos, neg = ((class_name(e.positive), class_name(e.negative)) if e is not None
                    else ("+", "−"))
        self.pos_button.setText(tr("→ {cls}").format(cls=pos))
        self.neg_button.setText(tr("→ {cls}").format(cls=neg))
        self.pos_button.setToolTip(tr("The word pulls towards {cls}: log p(w|{cls}) > "
                                      "log p(w|{other})").format(cls=pos, other=neg))
        self.neg_button.setToolTip(tr("The word pulls towards {cls}: log p(w|{cls}) > "
                                      "log p(w|{other})").format(cls=neg, other=pos))

    def _show_score(self):
        s = self.state
        self.score.setText(tr("{right} of {asked} right").format(right=s.right, asked=s.asked)
                           if s.asked else "")

    # -- the message -----------------------------------------------------------------------
    def shown(self, explanation, text) -> bool:
        """A new explanation: a new round of predictions. True when predict mode draws it."""
        self.explanation, self.text = explanation, text
        self.revealed = set()
        self.state.reset()
        self._show_score()
        self._name_sides()
        if not self.enabled:
            return False
        self.draw()
        return True

    def draw(self):
        e = self.explanation
        if e is None:
            return
        asking = self.state.pending.target if self.state.awaiting else None
        head = tr("<p><b>Predict:</b> click a word, then say which class it pulls the message "
                  "towards. The colours and the numbers appear once you have answered.</p>")
        if not e.spans:
            head = tr("<p>This filter's features are bigrams only: no single word to click. "
                      "Choose unigram features to predict.</p>")
        self.view.result.setHtml(head)
        self.view.message.setHtml(predict_html(self.text, e.spans, self.revealed, asking))
        self.view.lower.setVisible(False)      # the chart and table would give it away

    def _toggled(self, on):
        self.state.withdraw()
        self._set_answering(False)
        if on:
            self.draw()
            self.view.messages.info(lambda: tr("Predict mode: click a word of the message."))
        else:
            self.view.lower.setVisible(True)
            self.view.show_explained()

    def _clicked(self, url):
        if not self.enabled or self.explanation is None or not url.toString().startswith("w:"):
            return
        k = int(url.toString()[2:])
        try:
            question = contribution_question(self.explanation, k, _feedback, tr(
                "Which class does “{w}” pull the message towards: {pos} or {neg}?").format(
                w=self.explanation.spans[k][2], pos=class_name(self.explanation.positive),
                neg=class_name(self.explanation.negative)))
        except DataError as exc:
            self.view.messages.info(describe(exc))
            return
        self.state.ask(question)
        self._set_answering(True)
        self.view.messages.info(question.prompt)
        self.draw()

    def _set_answering(self, on):
        for b in (self.pos_button, self.neg_button):
            b.setEnabled(on)

    def answer(self, side: str) -> Verdict | None:
        if not self.state.awaiting:
            return None
        k = self.state.pending.target
        verdict = self.state.answer(side)
        self.revealed.add(k)
        self._set_answering(False)
        self._show_score()
        (self.view.messages.info if verdict.right else self.view.messages.warning)(
            verdict.feedback)
        self.draw()
        return verdict
