"""SVM tab › Tree: a decision tree grown one split per step (information gain or Gini), the
candidate thresholds and their scores for the node being split, the regions, the tree as a
diagram, depth / minimum-leaf limits, and pruning as training against validation accuracy by
depth on a held-out share of the points."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TR_NOOP, QT_TRANSLATE_NOOP, QCoreApplication, QEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QTreeWidget, QTreeWidgetItem

from engine import Progress
from engine.tree import DecisionTree, impurity, pruning_curve

from ...widgets.forms import combo, spin
from ...widgets.jobs import JobPanel
from .lab_common import SteppedLabView
from .lab_regression_plots import keyed_title
from .lab_tree_predict import TreePredictions
from ... import style

TREE_ITEMS = 400       # the diagram lists at most this many nodes (a deeper tree is cut)
# the split scores by the notes' names: information gain (entropy), Gini, classification error
CRITERIA = {QT_TRANSLATE_NOOP("TreeView", "entropy (information gain)"): "entropy",
            QT_TRANSLATE_NOOP("TreeView", "Gini"): "gini",
            QT_TRANSLATE_NOOP("TreeView", "classification error"): "error"}
SERIES = (QT_TR_NOOP("training accuracy"), QT_TR_NOOP("Σ leaf impurity"))   # English keys
IMPURITY = {"entropy": "I = −Σ p log₂ p", "gini": "I = 1 − Σ p²", "error": "I = 1 − max p"}


@dataclass(frozen=True)
class Pruning:
    curve: object


def pruning_job(X, y, criterion, min_leaf, share, seed):
    yield Progress(0, 1, QCoreApplication.translate("LabJobs", "Growing the tree on the training share…"))
    return Pruning(pruning_curve(X, y, criterion=criterion, min_samples_leaf=min_leaf,
                                 validation=share, random_state=seed))


def split_segments(nodes, rect):
    """Each internal node's split as a segment inside its own cell of the plane:
    [(node id, xs, ys)], root first."""
    x0, y0, w, h = rect
    boxes = {0: [x0, x0 + w, y0, y0 + h]}
    out = []
    for nd in nodes:            # breadth-first ids: a parent comes before its children
        if nd.is_leaf or nd.id not in boxes:
            continue
        lo_x, hi_x, lo_y, hi_y = boxes[nd.id]
        t = nd.threshold
        if nd.feature == 0:
            out.append((nd.id, [t, t], [lo_y, hi_y]))
            boxes[nd.left] = [lo_x, t, lo_y, hi_y]
            boxes[nd.right] = [t, hi_x, lo_y, hi_y]
        else:
            out.append((nd.id, [lo_x, hi_x], [t, t]))
            boxes[nd.left] = [lo_x, hi_x, lo_y, t]
            boxes[nd.right] = [lo_x, hi_x, t, hi_y]
    return out


class TreeView(SteppedLabView):
    """A classification tree grown split by split on the SVM tab's points."""

    name = "tree"
    title = ""

    def __init__(self, data, parent=None):
        self.pending_box = lambda: None
        super().__init__(data, parent)
        self.predict = TreePredictions(self)
        self.pending_box = self.predict.pending_box
        self.retranslate()

    def build_settings(self):
        self.criterion_combo = combo("tree_criterion", self.tr("Criterion"), self.tr(
            "Split score: information gain (entropy, bits), Gini decrease, or the decrease of "
            "the classification error 1 − max p"), [""] * len(CRITERIA))
        self.depth_spin = spin("tree_depth", self.tr("Max depth"), self.tr(
            "Depth limit (0 = none)"), 0, 30, 0)
        self.leaf_spin = spin("tree_min_leaf", self.tr("Min leaf"), self.tr(
            "Fewest training points in a leaf"), 1, 500, 1)
        self.share_spin = spin("tree_validation", self.tr("Validation %"), self.tr(
            "Share of the points held out for the pruning curve"), 10, 60, 30)
        self._cells = ((QT_TRANSLATE_NOOP("TreeView", "criterion"), self.criterion_combo),
                       (QT_TRANSLATE_NOOP("TreeView", "max depth"), self.depth_spin),
                       (QT_TRANSLATE_NOOP("TreeView", "min leaf"), self.leaf_spin),
                       (QT_TRANSLATE_NOOP("TreeView", "validation %"), self.share_spin))
        grid = QGridLayout()
        self._labels = []
        for k, (label, w) in enumerate(self._cells):
            self._labels.append(QLabel(label))
            row, col = (0, 0) if k == 0 else ((k + 1) // 2, 2 * ((k + 1) % 2))
            grid.addWidget(self._labels[-1], row, col)
            # the criterion's names are long: its combo takes the whole first row
            grid.addWidget(w, row, col + 1, 1, 3 if k == 0 else 1)
        self.criterion_combo.currentIndexChanged.connect(self._prune)
        for w in (self.leaf_spin, self.share_spin):
            w.valueChanged.connect(self._prune)
        return grid

    def criterion(self) -> str:
        return list(CRITERIA.values())[max(self.criterion_combo.currentIndex(), 0)]

    def retranslate(self):
        for label, (source, _) in zip(self._labels, self._cells):
            label.setText(self.tr(source))
        for i, name in enumerate(CRITERIA):
            self.criterion_combo.setItemText(i, self.tr(name))
        self.canvas.setTitle(self.tr("decision tree (red: this split)"), size="9pt")
        keyed_title(self.candidates, self.tr("ΔI of each θ:"),
                    (("x ≤ θ", style.categorical(0), False),
                     ("y ≤ θ", style.categorical(3), False)))
        self.candidates.setLabel("left", self.tr("score ΔI"))
        self.candidates.setLabel("bottom", self.tr("threshold θ"))
        keyed_title(self.prune_plot, self.tr("pruning"),
                    ((self.tr("training"), style.categorical(0), False),
                     (self.tr("validation"), style.categorical(1), False)))
        self.prune_plot.setLabel("bottom", self.tr("depth"))
        self.prune_plot.setLabel("left", self.tr("accuracy"))
        self.diagram.setHeaderLabels([self.tr("node"), self.tr("rule / class counts"),
                                      self.tr("impurity")])
        for k, text in enumerate((self.tr("numbers"), self.tr("candidates"), self.tr("tree"),
                                  self.tr("pruning"))):
            self.side_tabs.setTabText(k, text)
        if getattr(self, "_pruning", None) is not None:
            self._pruned(self._pruning)
        super().retranslate()               # the curves' names, the picture, the explanation

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "prune_note"):
            self.retranslate()
        super().changeEvent(event)

    def extra_tabs(self):
        self.candidates = pg.PlotWidget()
        style.themed(self.candidates)
        self.candidates.setMinimumSize(*style.PLOT_MIN)
        self.cand_curves = [self.candidates.plot([], [], pen=pg.mkPen(c, width=2), symbol="o",
                                                 symbolSize=4, symbolBrush=c)
                            for c in (style.categorical(0), style.categorical(3))]
        self.cand_line = pg.InfiniteLine(angle=90, pen=style.pen(style.theme().foreground, 1,
                                                                 dashed=True))
        self.candidates.addItem(self.cand_line)
        self.diagram = QTreeWidget()
        self.diagram.setObjectName("tree_diagram")
        self.prune_plot = pg.PlotWidget()
        self.prune_plot.setMinimumSize(*style.PLOT_MIN)
        style.themed(self.prune_plot)
        self.prune_curves = [self.prune_plot.plot([], [], pen=pg.mkPen(c, width=2), symbol="o",
                                                  symbolSize=5, symbolBrush=c)
                             for c in (style.categorical(0), style.categorical(1))]
        self.prune_note = QLabel("")
        self.prune_note.setObjectName("tree_pruning_note")
        self.prune_note.setWordWrap(True)
        from PySide6.QtWidgets import QVBoxLayout, QWidget
        prune = QWidget()
        col = QVBoxLayout(prune)
        self.prune_panel = JobPanel(self.messages, self._pruned, self, name="tree_pruning",
                                    kept=lambda: self.tr("the previous pruning curve is kept"))
        col.addWidget(self.prune_panel)
        col.addWidget(self.prune_plot, 1)
        col.addWidget(self.prune_note)
        style.empty_state(self.prune_plot.getPlotItem(), self.tr(
            "Training and validation accuracy by depth appear here (two classes and four "
            "points at least)."))
        return [(self.candidates, "candidates"), (self.diagram, "tree"), (prune, "pruning")]

    def refresh(self):
        super().refresh()
        self._prune()

    def _prune(self, *_):
        if len(self.X) < 4 or len(self.classes) < 2:
            return
        self.prune_panel.start(pruning_job(self.X, self.y, self.criterion(),
                                           self.leaf_spin.value(), self.share_spin.value() / 100,
                                           self.controls.seed_spin.value()),
                               self.tr("Pruning curve…"))

    def _pruned(self, result):
        self._pruning = result
        c = result.curve
        style.clear_empty_state(self.prune_plot.getPlotItem())
        self.prune_curves[0].setData(c.depths, c.train)
        self.prune_curves[1].setData(c.depths, c.validation)
        advice = (self.tr("prune there (deeper splits fit noise in the training points).")
                  if c.best_depth < c.depths[-1] else self.tr(
                      "the full tree generalises best on this hold-out: nothing to prune (try "
                      "overlapping points)."))
        self.prune_note.setText(self.tr(
            "Grown on {n} points, scored on {m} held out. Training accuracy rises to {t:.1%} "
            "at depth {d}; validation peaks at {v:.1%} at depth {b}: {advice}").format(
            n=len(c.train_index), m=len(c.validation_index), t=c.train[-1], d=c.depths[-1],
            v=c.validation[c.best_depth], b=c.best_depth, advice=advice))

    def make_model(self):
        depth = self.depth_spin.value() or None
        return DecisionTree(criterion=self.criterion(), max_depth=depth,
                            min_samples_leaf=self.leaf_spin.value())

    def labels_of(self, model):
        G = self.G
        return lambda step: model.predict_proba(G, step).argmax(axis=1)

    def series(self, frame):
        return {SERIES[0]: frame.step.accuracy, SERIES[1]: frame.step.leaf_impurity}

    def _on_reset(self):
        super()._on_reset()
        self.messages.clear_message()       # a message belongs to the run that said it
        if hasattr(self, "candidates"):
            for curve in self.cand_curves:
                curve.setData([], [])
            style.empty_state(self.candidates.getPlotItem(), self.tr(
                "Step: every candidate threshold of the node being split appears here with "
                "its ΔI."))

    def draw_frame(self, frame):
        s = frame.step
        style.clear_empty_state(self.candidates.getPlotItem())
        red = style.categorical(3)         # vermillion: the split this step made
        lines = [(xs, ys, red if nid == s.node and s.phase == "split" else
                  style.theme().foreground, 3 if nid == s.node else 1.5, False)
                 for nid, xs, ys in split_segments(s.nodes, self.rect)]
        box = self.pending_box()
        if box is not None:                 # predict mode: the node to split, outlined
            x0, x1, y0, y1 = box
            lines.append(([x0, x1, x1, x0, x0], [y0, y0, y1, y1, y0], style.theme().highlight,
                          3, True))
        self.canvas.set_lines(lines)
        for f, curve in enumerate(self.cand_curves):
            m = s.candidate_features == f
            curve.setData(s.candidate_thresholds[m], s.candidate_scores[m])
        if s.threshold is not None:
            self.cand_line.setValue(s.threshold)
        if self.runner.state != "running":
            self._fill_diagram(s.nodes, s.node)

    def _redraw_now(self):
        super()._redraw_now()
        if self.current() is None and self.pending_box() is not None:
            self.draw_frame_box_only()

    def draw_frame_box_only(self):
        x0, x1, y0, y1 = self.pending_box()
        self.canvas.set_lines([([x0, x1, x1, x0, x0], [y0, y0, y1, y1, y0],
                                style.theme().highlight, 3, True)])

    def _fill_diagram(self, nodes, current):
        self.diagram.clear()
        items = {}
        names = [str(c) for c in self.classes]
        for nd in nodes[:TREE_ITEMS]:
            counts = ", ".join(f"{n}: {int(c)}" for n, c in zip(names, nd.counts))
            rule = (self.tr("{a} ≤ {t:.3g}  (gain {g:.3g})").format(
                a="xy"[nd.feature], t=nd.threshold, g=nd.gain) if not nd.is_leaf else
                self.tr("leaf → {c}").format(c=names[int(np.argmax(nd.counts))]))
            item = QTreeWidgetItem([f"#{nd.id}", f"{rule}  [{counts}]", f"{nd.impurity:.3f}"])
            parent = items.get(nd.parent)
            if parent is None:
                self.diagram.addTopLevelItem(item)
            else:
                parent.addChild(item)
            items[nd.id] = item
            if nd.id == current:
                item.setSelected(True)
        self.diagram.expandAll()

    def intro(self):
        return self.tr("<b>Decision tree</b>: each Step splits one node (breadth-first) at the "
                       "feature and threshold with the largest impurity decrease ΔI = I(node) − "
                       "(n_L/n)I(left) − (n_R/n)I(right); entropy I = −Σ p log₂ p, Gini I = 1 − "
                       "Σ p², classification error I = 1 − max p. Tick Predict to guess each "
                       "split first.")

    def explain(self, frame):
        s = frame.step
        if s.phase == "leaf":
            return self.tr("The root cannot be split (pure, too small, or no two distinct "
                           "values).")
        nd = s.nodes[s.node]
        left, right = s.nodes[nd.left], s.nodes[nd.right]
        n, nl, nr = nd.n_samples, left.n_samples, right.n_samples
        crit = self.criterion_combo.itemText(list(CRITERIA.values()).index(self.model.criterion))
        text = self.tr(
            "<b>Split {k}</b>: node #{node} (depth {d}, {n} points) on {a} ≤ {t:.4g}, chosen "
            "among {m} candidates by {crit} ({I}).<br>ΔI = I(node) − (n_L/n)I(left) − "
            "(n_R/n)I(right) = {i0:.4f} − ({nl}/{n})·{il:.4f} − ({nr}/{n})·{ir:.4f} = "
            "<b>{g:.4f}</b><br>Training accuracy {acc:.1%}; Σ leaf impurity {li:.4f}.").format(
            k=s.iteration, node=s.node, d=s.depth, n=n, a="xy"[s.feature], t=s.threshold,
            m=len(s.candidate_scores), crit=crit, I=IMPURITY[self.model.criterion],
            i0=nd.impurity, nl=nl, il=left.impurity, nr=nr, ir=right.impurity, g=s.gain,
            acc=s.accuracy, li=s.leaf_impurity)
        # the notes' three impurities side by side for this node and its children
        counts = np.array([nd.counts, left.counts, right.counts], dtype=float)
        cells = " ".join(
            f"<tr><td>{name}</td>" + "".join(f"<td>{v:.4f}</td>" for v in
                                             impurity(counts, code)) + "</tr>"
            for name, code in ((self.tr("entropy"), "entropy"), (self.tr("Gini"), "gini"),
                               (self.tr("classification error"), "error")))
        text += ("<table cellspacing='6'><tr><th></th><th>" + self.tr("node") + "</th><th>" +
                 self.tr("left") + "</th><th>" + self.tr("right") + "</th></tr>" + cells +
                 "</table>")
        if s.converged:
            text += self.tr("<br>Done: every leaf is pure or cannot be split.")
        elif s.stopped:
            text += self.tr("<br>Stopped by the depth limit ({s}).").format(s=s.stopped)
        return text
