"""The confusion matrix of the Evaluation view: shaded cells, either layout (issue 26).

The notes ([NLP] 4) put the predictions in rows ("prediction\\answer"); Trellis, like
scikit-learn, puts the true class in rows. The engine gives the matrix in either layout
(``engine.metrics.classification_report(layout=...)``) and the per-class formulas as they read
on it (``layout_formulas``); this module only paints: a cell's shade is its share of its true
class (green on the diagonal, orange off it), so the mistakes stand out at a glance."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QHeaderView

from engine.metrics import layout_formulas

from ... import style
from ...widgets.table import ColumnsModel, DataTable
from .texts import tr

_BACKGROUND = int(Qt.BackgroundRole.value)
RIGHT, WRONG = style.OKABE_ITO[2], style.OKABE_ITO[1]    # bluish green, orange

# the layout switch: engine layout → the words of the combo box (translated where shown)
LAYOUTS = {"true_rows": "true class in rows (Trellis)",
           "predicted_rows": "predictions in rows (the notes)"}


def layout_names() -> list[str]:
    """The switch's items, translated (the engine's keys are the combo's item data)."""
    return [tr("true class in rows (Trellis)"), tr("predictions in rows (the notes)")]


class _ShadedModel(ColumnsModel):
    """Columns with a background per cell (``cell_colors[row][column]``, None for none)."""

    cell_colors = None

    def data(self, index, role=Qt.DisplayRole):
        if role == _BACKGROUND and self.cell_colors is not None:
            color = self.cell_colors[int(self.order[index.row()])][index.column()]
            return QBrush(color) if color is not None else None
        return super().data(index, role)


class ConfusionTable(DataTable):
    """A DataTable whose cells are shaded by their share of the true class."""

    def __init__(self, name, parent=None):
        super().__init__(name, parent)
        self.model = _ShadedModel(self)
        self.proxy.setSourceModel(self.model)
        self.search.setVisible(False)           # a handful of classes: nothing to search
        # the columns share the width: a class or two, no scrolling sideways
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)

    def show_matrix(self, labels, C, layout: str) -> None:
        """``C`` as the engine gives it in ``layout`` (rows true or predicted)."""
        labels = [str(c) for c in labels]
        C = np.asarray(C)
        corner = tr("true \\ predicted") if layout == "true_rows" else tr("predicted \\ true")
        true_totals = C.sum(axis=1) if layout == "true_rows" else C.sum(axis=0)
        colors = []
        for i in range(len(labels)):
            row = [None]
            for j in range(len(labels)):
                t = i if layout == "true_rows" else j           # the true class of cell (i, j)
                share = C[i, j] / true_totals[t] if true_totals[t] else 0.0
                rgb = RIGHT if i == j else WRONG
                row.append(QColor(int(rgb[0]), int(rgb[1]), int(rgb[2]),
                                  int(25 + 170 * share)) if C[i, j] else None)
            colors.append(row)
        self.model.cell_colors = colors
        self.set_columns([corner] + labels, [labels] + [C[:, j] for j in range(len(labels))])
        # the corner's words whole; the counts share the rest
        self.view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeToContents)


def formulas_html(layout: str) -> str:
    """The per-class and macro formulas as they read on ``layout`` (the engine's), in words."""
    f = layout_formulas(layout)
    where = (tr("True classes are in rows, predictions in columns (as scikit-learn).")
             if layout == "true_rows" else
             tr("Predictions are in rows, true classes in columns (as the notes' table "
                "“prediction\\answer”)."))
    return tr("{where} On this layout: {precision}; {recall}; {accuracy}; macro P = "
              "(1/K) Σ_i precision_i, macro R = (1/K) Σ_i recall_i. The notes' macro "
              "formulas (precision = c_ii / Σ_j c_ij) are right for their layout, "
              "predictions in rows.").format(where=where, precision=f["precision"],
                                             recall=f["recall"], accuracy=f["accuracy"])
