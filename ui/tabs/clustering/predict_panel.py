"""The sliders a student answers a GMM E-step prediction with: one per component, coloured as
the component is drawn, and an Answer button. Shown above the explanation while a question
waits; the values go to :class:`ui.tabs.clustering.predict.ClusteringPredictions`."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QSlider, QVBoxLayout, QWidget

from ... import style

STEPS = 100      # a slider's range: 0 … 100 %


class ResponsibilitySliders(QWidget):
    """K sliders (percent) and Answer; ``answered`` carries the K values."""

    answered = Signal(object)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("responsibility_sliders")
        self.title = QLabel(self)
        self.title.setWordWrap(True)
        self.grid = QGridLayout()
        self.answer_button = QPushButton(self)
        self.answer_button.setObjectName("responsibility_answer_button")
        self.answer_button.clicked.connect(self._answer)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        layout.addWidget(self.answer_button)
        self.sliders: list[QSlider] = []
        self.values: list[QLabel] = []
        self.retranslate()
        self.setVisible(False)

    def retranslate(self) -> None:
        self.title.setText(self.tr("Your guess of r<sub>ik</sub>, the share of the ringed point "
                                   "each component takes (normalised to sum 1):"))
        self.answer_button.setText(self.tr("Answer"))
        self.answer_button.setToolTip(self.tr("Grade the guess against the engine's E step, "
                                              "then show the step"))
        self.answer_button.setAccessibleName(self.tr("Answer"))
        for k, s in enumerate(self.sliders):
            s.setAccessibleName(self.tr("Responsibility of component {k}").format(k=k))
            s.setToolTip(self.tr("Your guess of r for component {k}, in percent").format(k=k))

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def ask(self, n_components: int) -> None:
        """Show ``n_components`` sliders, all at an equal share."""
        while len(self.sliders) < n_components:
            k = len(self.sliders)
            r, g, b = style.categorical(k)
            swatch = QLabel(f"<span style='color:rgb({r},{g},{b})'>■</span> {k}", self)
            slider = QSlider(Qt.Horizontal, self)
            slider.setObjectName(f"responsibility_slider_{k}")
            slider.setRange(0, STEPS)
            slider.setFocusPolicy(Qt.StrongFocus)    # the wheel never moves an unfocused one
            value = QLabel(self)
            value.setMinimumWidth(36)
            slider.valueChanged.connect(lambda v, lab=value: lab.setText(f"{v} %"))
            self.grid.addWidget(swatch, k, 0)
            self.grid.addWidget(slider, k, 1)
            self.grid.addWidget(value, k, 2)
            self.sliders.append(slider)
            self.values.append(value)
        for k, (s, v) in enumerate(zip(self.sliders, self.values)):
            shown = k < n_components
            s.setVisible(shown)
            v.setVisible(shown)
            self.grid.itemAtPosition(k, 0).widget().setVisible(shown)
            s.setValue(round(STEPS / n_components))
            v.setText(f"{s.value()} %")
        self.n = n_components
        self.retranslate()
        self.setVisible(True)

    def _answer(self) -> None:
        self.answered.emit([s.value() / STEPS for s in self.sliders[:self.n]])
