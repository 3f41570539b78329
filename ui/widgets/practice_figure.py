"""The picture of a Practice problem, drawn as its view draws it (issue 25): the points and
centres of a k-means or soft k-means problem, the labelled points of a perceptron or SMO problem
(the pair SMO updates ringed), the 1-D points of an EM or AdaBoost round (the means, the stump's
threshold, each point's weight as its size), and the edit-distance table itself as a grid the
student fills in cell by cell. Only places pixels: every number comes from the exercise's data.
"""
from __future__ import annotations

import re

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QStackedWidget, QTableWidget, QTableWidgetItem

from .. import style

POINT_KINDS = ("kmeans", "soft_kmeans", "perceptron", "smo")
LINE_KINDS = ("gmm_em", "adaboost")
GRID_KINDS = ("edit_distance",)
CELL = re.compile(r"E\((\d+),(\d+)\)")


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def has_figure(kind: str) -> bool:
    return kind in POINT_KINDS + LINE_KINDS + GRID_KINDS


class PracticeFigure(QStackedWidget):
    """A plot for the geometric kinds, a grid for the table kinds; ``answered(part, text)`` is
    emitted when the student types into the grid."""

    answered = Signal(str, str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("practice_figure")
        self.plot = pg.PlotWidget(self)
        self.plot.setObjectName("practice_plot")
        style.style_plot(self.plot.getPlotItem())
        self.plot.setMinimumSize(*style.PLOT_MIN)
        self.plot.getPlotItem().setMenuEnabled(False)
        self.grid = QTableWidget(self)
        self.grid.setObjectName("practice_grid")
        self.grid.itemChanged.connect(self._typed)
        for header in (self.grid.horizontalHeader(), self.grid.verticalHeader()):
            header.setDefaultSectionSize(44)      # room for "12" or "3.5" in every cell
        self.addWidget(self.plot)
        self.addWidget(self.grid)
        self._parts: dict[tuple[int, int], str] = {}
        self._filling = False

    # -- drawing ------------------------------------------------------------------------------
    def show_exercise(self, exercise) -> bool:
        """Draw ``exercise``; False (and hidden) when its kind has no picture."""
        kind, data = exercise.kind, exercise.data
        self.setVisible(has_figure(kind))
        if kind in GRID_KINDS:
            self._grid(data)
            self.setCurrentWidget(self.grid)
        elif kind in POINT_KINDS + LINE_KINDS:
            item = self.plot.getPlotItem()
            item.clear()
            getattr(self, f"_draw_{kind}")(item, data)
            item.enableAutoRange()
            self.setCurrentWidget(self.plot)
        return self.isVisible()

    def _label(self, item, text, x, y, rgb):
        label = pg.TextItem(text, color=rgb, anchor=(0, 1))
        label.setFont(style.font(style.CAPTION))
        label.setPos(x, y)
        item.addItem(label)

    def _points(self, item, points, colours, names, symbol="o", size=11):
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        item.addItem(pg.ScatterPlotItem(xs, ys, symbol=symbol, size=size,
                                        brush=[pg.mkBrush(*c) for c in colours],
                                        pen=pg.mkPen(style.theme().foreground, width=1)))
        for (x, y), name, c in zip(points, names, colours):
            self._label(item, name, x, y, c)

    def _centres(self, item, centres):
        self._points(item, centres, [style.categorical(k) for k in range(len(centres))],
                     [f"μ{k + 1}" for k in range(len(centres))], symbol="+", size=18)

    def _draw_kmeans(self, item, data):
        n = len(data["points"])
        self._points(item, data["points"], [style.UNASSIGNED] * n,
                     [f"x{i + 1}" for i in range(n)])
        self._centres(item, data["centers"])
        item.setTitle(tr("Points x and centres μ"))

    _draw_soft_kmeans = _draw_kmeans

    def _labelled(self, item, data):
        labels = data["labels"]
        colours = [style.POSITIVE if y > 0 else style.NEGATIVE for y in labels]
        self._points(item, data["points"], colours,
                     [f"x{i + 1} ({'+' if y > 0 else '−'})" for i, y in enumerate(labels)])

    def _draw_perceptron(self, item, data):
        self._labelled(item, data)
        item.setTitle(tr("Points (+ / −), visited in order"))

    def _draw_smo(self, item, data):
        self._labelled(item, data)
        pair = [data["points"][k] for k in data["pair"]]
        item.addItem(pg.ScatterPlotItem([p[0] for p in pair], [p[1] for p in pair], size=24,
                                        brush=None, pen=style.pen(style.theme().highlight)))
        item.setTitle(tr("Points (+ / −); the pair is ringed"))

    def _on_a_line(self, item, xs, colours, sizes, names):
        item.addItem(pg.ScatterPlotItem(xs, [0] * len(xs), size=sizes,
                                        brush=[pg.mkBrush(*c) for c in colours],
                                        pen=pg.mkPen(style.theme().foreground, width=1)))
        for x, name, c in zip(xs, names, colours):
            self._label(item, name, x, 0.05, c)
        item.getAxis("left").setStyle(showValues=False)
        item.setYRange(-0.5, 1, padding=0)

    def _draw_gmm_em(self, item, data):
        xs = data["x"]
        self._on_a_line(item, xs, [style.UNASSIGNED] * len(xs), [11] * len(xs),
                        [f"x{i + 1}" for i in range(len(xs))])
        for k, mean in enumerate(data["means"]):
            line = pg.InfiniteLine(mean, angle=90, pen=style.pen(style.categorical(k),
                                                                  dashed=True),
                                   label=f"μ{k + 1}", labelOpts={"position": 0.9})
            item.addItem(line)
        item.setTitle(tr("Points and the components' means"))

    def _draw_adaboost(self, item, data):
        xs, labels, weights = data["x"], data["labels"], data["weights_before"]
        top = max(weights) or 1.0
        colours = [style.POSITIVE if y > 0 else style.NEGATIVE for y in labels]
        self._on_a_line(item, xs, colours, [8 + 16 * w / top for w in weights],
                        [f"x{i + 1}" for i in range(len(xs))])
        item.addItem(pg.InfiniteLine(data["stump"]["threshold"], angle=90,
                                     pen=style.pen(style.theme().foreground, dashed=True)))
        item.setTitle(tr("Points sized by weight D; dashed: the stump"))

    def _grid(self, data):
        a, b = data["a"], data["b"]
        self._filling = True
        self.grid.clear()
        self.grid.setRowCount(len(a) + 1)
        self.grid.setColumnCount(len(b) + 1)
        self.grid.setVerticalHeaderLabels(["#"] + list(a))
        self.grid.setHorizontalHeaderLabels(["#"] + list(b))
        self._parts = {}
        for i in range(len(a) + 1):
            for j in range(len(b) + 1):
                cell = QTableWidgetItem("0" if i == j == 0 else "")
                if i == j == 0:             # E(0, 0) = 0 is given, not asked
                    cell.setFlags(Qt.ItemIsEnabled)
                else:
                    self._parts[(i, j)] = f"E({i},{j})"
                cell.setTextAlignment(Qt.AlignCenter)
                self.grid.setItem(i, j, cell)
        self._filling = False

    # -- the student's answers and the grade ---------------------------------------------------
    def _typed(self, cell):
        part = self._parts.get((cell.row(), cell.column()))
        if part is not None and not self._filling:
            self.answered.emit(part, cell.text())

    def set_answer(self, part: str, text: str) -> None:
        """The answer table changed ``part``: show it in its grid cell too."""
        m = CELL.fullmatch(part)
        if m and self.currentWidget() is self.grid:
            cell = self.grid.item(int(m.group(1)), int(m.group(2)))
            if cell is not None and cell.text() != text:
                self._filling = True
                cell.setText(text)
                self._filling = False

    def show_grade(self, wrong) -> None:
        """Colour the grid's cells right (green) or wrong (vermilion)."""
        if self.currentWidget() is not self.grid:
            return
        self._filling = True
        for (i, j), part in self._parts.items():
            cell = self.grid.item(i, j)
            rgb = style.categorical(3 if part in wrong else 2)
            cell.setBackground(pg.mkBrush(*rgb, 60))
        self._filling = False


__all__ = ["PracticeFigure", "has_figure"]
