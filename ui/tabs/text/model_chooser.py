"""The order and smoothing combos the Language model view's pages and the Spelling view share
(here, not beside the pages: the Spelling view is built with the tab, the pages and their plots
only when the Language model view is first shown)."""
from __future__ import annotations

from engine.text import SMOOTHINGS

from ...widgets.forms import combo
from .explain_lm import smoothing_name
from .texts import set_items, set_texts, tr


class ModelChooser:
    """Order and smoothing combos shared by the pages; ``model()`` is the chosen fitted model."""

    def _build_chooser(self, prefix):
        self.order_combo = combo(f"{prefix}_order_combo", "", "", [])
        self.smoothing_combo = combo(f"{prefix}_smoothing_combo", "", "", SMOOTHINGS)
        self.smoothing_combo.setCurrentIndex(SMOOTHINGS.index("kneser_ney"))
        self.trained = None

    def retranslate_chooser(self):
        set_texts(self.order_combo, None, tr("n of the n-gram model"))
        self.order_combo.setAccessibleName(tr("Order"))
        set_items(self.smoothing_combo, [smoothing_name(s) for s in SMOOTHINGS])
        set_texts(self.smoothing_combo, None, tr("How the model gives probability to unseen "
                                                 "n-grams"))
        self.smoothing_combo.setAccessibleName(tr("Smoothing"))

    def set_models(self, trained):
        self.trained = trained
        keep = self.order_combo.currentText()
        self.order_combo.clear()
        self.order_combo.addItems([str(n) for n in trained.orders])
        at = self.order_combo.findText(keep)
        self.order_combo.setCurrentIndex(at if at >= 0 else self.order_combo.count() - 1)

    def smoothing(self):
        return SMOOTHINGS[self.smoothing_combo.currentIndex()]

    def typed(self, text):
        """``text`` as the model saw its training text: case-folded when it was."""
        return text.lower() if self.trained is not None and self.trained.lowercase else text

    def model(self, order=None):
        if self.trained is None:
            self.messages.error(lambda: tr("Train the models first (Train, above)."))
            return None
        n = order or int(self.order_combo.currentText())
        return self.trained.comparison.models[(n, self.smoothing())]
