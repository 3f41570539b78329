"""SVM tab › Tree: a decision tree grown one split per step (information gain or Gini), the
candidate thresholds and their scores for the node being split, the regions, the tree as a
diagram, depth / minimum-leaf limits, and pruning as training against validation accuracy by
depth on a held-out share of the points."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QLabel, QTreeWidget, QTreeWidgetItem

from engine import Progress
from engine.tree import DecisionTree, pruning_curve

from ...widgets.forms import combo, spin
from ...widgets.jobs import JobPanel
from .lab_common import SteppedLabView
from ... import style

TREE_ITEMS = 400       # the diagram lists at most this many nodes (a deeper tree is cut)


@dataclass(frozen=True)
class Pruning:
    curve: object


def pruning_job(X, y, criterion, min_leaf, share, seed):
    yield Progress(0, 1, "Growing the tree on the training share…")
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
    title = "decision tree (red: this split)"

    def build_settings(self):
        self.criterion_combo = combo("tree_criterion", "Criterion", "Split score: information "
                                     "gain (entropy, bits) or Gini decrease", ("entropy", "gini"))
        self.depth_spin = spin("tree_depth", "Max depth", "Depth limit (0 = none)", 0, 30, 0)
        self.leaf_spin = spin("tree_min_leaf", "Min leaf", "Fewest training points in a leaf",
                              1, 500, 1)
        self.share_spin = spin("tree_validation", "Validation %", "Share of the points held out "
                               "for the pruning curve", 10, 60, 30)
        grid = QGridLayout()
        for k, (label, w) in enumerate((("criterion", self.criterion_combo),
                                        ("max depth", self.depth_spin),
                                        ("min leaf", self.leaf_spin),
                                        ("validation %", self.share_spin))):
            grid.addWidget(QLabel(label), k // 2, 2 * (k % 2))
            grid.addWidget(w, k // 2, 2 * (k % 2) + 1)
        for w in (self.criterion_combo,):
            w.currentIndexChanged.connect(self._prune)
        for w in (self.leaf_spin, self.share_spin):
            w.valueChanged.connect(self._prune)
        return grid

    def extra_tabs(self):
        self.candidates = pg.PlotWidget(title="candidate thresholds of this node")
        style.themed(self.candidates)
        self.candidates.setMinimumSize(*style.PLOT_MIN)
        self.candidates.addLegend()
        self.candidates.setLabel("left", "score ΔI")
        self.cand_curves = [self.candidates.plot([], [], pen=pg.mkPen(c, width=2), symbol="o",
                                                 symbolSize=4, symbolBrush=c, name=n)
                            for c, n in ((style.categorical(0), "split on x"),
                                         (style.categorical(3), "split on y"))]
        self.cand_line = pg.InfiniteLine(angle=90, pen=pg.mkPen("k", style=Qt.DashLine))
        self.candidates.addItem(self.cand_line)
        self.diagram = QTreeWidget()
        self.diagram.setObjectName("tree_diagram")
        self.diagram.setHeaderLabels(["node", "rule / class counts", "impurity"])
        self.prune_plot = pg.PlotWidget(title="pruning: accuracy by depth")
        self.prune_plot.setMinimumSize(*style.PLOT_MIN)
        style.themed(self.prune_plot)
        self.prune_plot.addLegend()
        self.prune_plot.setLabel("bottom", "depth")
        self.prune_curves = [self.prune_plot.plot([], [], pen=pg.mkPen(c, width=2), symbol="o",
                                                  symbolSize=5, symbolBrush=c, name=n)
                             for c, n in ((style.categorical(0), "training"),
                                          (style.categorical(1), "validation"))]
        self.prune_note = QLabel("")
        self.prune_note.setObjectName("tree_pruning_note")
        self.prune_note.setWordWrap(True)
        from PySide6.QtWidgets import QVBoxLayout, QWidget
        prune = QWidget()
        col = QVBoxLayout(prune)
        self.prune_panel = JobPanel(self.messages, self._pruned, self, name="tree_pruning",
                                    kept="the previous pruning curve is kept")
        col.addWidget(self.prune_panel)
        col.addWidget(self.prune_plot, 1)
        col.addWidget(self.prune_note)
        return [(self.candidates, "candidates"), (self.diagram, "tree"), (prune, "pruning")]

    def refresh(self):
        super().refresh()
        self._prune()

    def _prune(self, *_):
        if len(self.X) < 4 or len(self.classes) < 2:
            return
        self.prune_panel.start(pruning_job(self.X, self.y, self.criterion_combo.currentText(),
                                           self.leaf_spin.value(), self.share_spin.value() / 100,
                                           self.controls.seed_spin.value()),
                               "Pruning curve…")

    def _pruned(self, result):
        c = result.curve
        self.prune_curves[0].setData(c.depths, c.train)
        self.prune_curves[1].setData(c.depths, c.validation)
        advice = ("prune there (deeper splits fit noise in the training points)."
                  if c.best_depth < c.depths[-1] else "the full tree generalises best on "
                  "this hold-out: nothing to prune (try overlapping points).")
        self.prune_note.setText(
            f"Grown on {len(c.train_index)} points, scored on {len(c.validation_index)} held "
            f"out. Training accuracy rises to {c.train[-1]:.1%} at depth {c.depths[-1]}; "
            f"validation peaks at {c.validation[c.best_depth]:.1%} at depth {c.best_depth}: "
            f"{advice}")

    def make_model(self):
        depth = self.depth_spin.value() or None
        return DecisionTree(criterion=self.criterion_combo.currentText(), max_depth=depth,
                            min_samples_leaf=self.leaf_spin.value())

    def labels_of(self, model):
        G = self.G
        return lambda step: model.predict_proba(G, step).argmax(axis=1)

    def series(self, frame):
        return {"training accuracy": frame.step.accuracy,
                "Σ leaf impurity": frame.step.leaf_impurity}

    def draw_frame(self, frame):
        s = frame.step
        lines = [(xs, ys, (200, 0, 0) if nid == s.node and s.phase == "split" else (40, 40, 40),
                  3 if nid == s.node else 1.5, False)
                 for nid, xs, ys in split_segments(s.nodes, self.rect)]
        self.canvas.set_lines(lines)
        for f, curve in enumerate(self.cand_curves):
            m = s.candidate_features == f
            curve.setData(s.candidate_thresholds[m], s.candidate_scores[m])
        if s.threshold is not None:
            self.cand_line.setValue(s.threshold)
        if self.runner.state != "running":
            self._fill_diagram(s.nodes, s.node)

    def _fill_diagram(self, nodes, current):
        self.diagram.clear()
        items = {}
        names = [str(c) for c in self.classes]
        for nd in nodes[:TREE_ITEMS]:
            counts = ", ".join(f"{n}: {int(c)}" for n, c in zip(names, nd.counts))
            rule = (f"{'xy'[nd.feature]} ≤ {nd.threshold:.3g}  (gain {nd.gain:.3g})"
                    if not nd.is_leaf else f"leaf → {names[int(np.argmax(nd.counts))]}")
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
        return ("<b>Decision tree</b>: each Step splits one node (breadth-first) at the feature "
                "and threshold with the largest impurity decrease ΔI = I(node) − (n_L/n)I(left) "
                "− (n_R/n)I(right); entropy I = −Σ p log₂ p, Gini I = 1 − Σ p².")

    def explain(self, frame):
        s = frame.step
        if s.phase == "leaf":
            return "The root cannot be split (pure, too small, or no two distinct values)."
        nd = s.nodes[s.node]
        left, right = s.nodes[nd.left], s.nodes[nd.right]
        n, nl, nr = nd.n_samples, left.n_samples, right.n_samples
        crit = "information gain" if self.model.criterion == "entropy" else "Gini decrease"
        text = (f"<b>Split {s.iteration}</b>: node #{s.node} (depth {s.depth}, {n} points) on "
                f"{'xy'[s.feature]} ≤ {s.threshold:.4g}, chosen among "
                f"{len(s.candidate_scores)} candidates by {crit}.<br>"
                f"ΔI = I(node) − (n_L/n)I(left) − (n_R/n)I(right) = {nd.impurity:.4f} − "
                f"({nl}/{n})·{left.impurity:.4f} − ({nr}/{n})·{right.impurity:.4f} = "
                f"<b>{s.gain:.4f}</b><br>"
                f"Training accuracy {s.accuracy:.1%}; Σ leaf impurity {s.leaf_impurity:.4f}.")
        if s.converged:
            text += "<br>Done: every leaf is pure or cannot be split."
        elif s.stopped:
            text += f"<br>Stopped by the depth limit ({s.stopped})."
        return text
