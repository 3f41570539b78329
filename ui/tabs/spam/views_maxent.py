"""The Spam tab's MaxEnt view: the maximum-entropy distribution over a few outcomes under mean
constraints (the notes' die and fast-food menu), solved by the engine's Newton iterations on the
dual (engine.linear.iter_maxent_distribution) and stepped with the tab's step controls.

The table is the whole input: a row per outcome with its feature values (one column per
constraint) and a last row of target means. Every edit solves again on the worker; Reset then
Step shows the Newton iterations one at a time. Infeasible targets are refused with the engine's
reason in the message bar, and the last solution stays on show."""
from __future__ import annotations

import math
from html import escape

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine import DataError
from engine.linear import (
    DIE_FACES,
    FAST_FOOD_CALORIES,
    FAST_FOOD_ITEMS,
    FAST_FOOD_MEAN_PRICE,
    FAST_FOOD_PRICES,
    iter_maxent_distribution,
)

from ...i18n import describe, mark_data
from ...plots import palette
from ...widgets.files import export_button
from ...widgets.forms import button, combo, hbox, hsplit
from ...widgets.lazy import BuiltOnShow
from ...widgets.step_controls import StepControls
from ...widgets.stepping import DrivenView, StepDriver
from .maxent_text import dice_sum_note, maxent_note, notes_erratum
from .texts import TrLabel, tr
from .views import plot_widget

# key → (outcomes, {constraint: values}, {constraint: target mean}); the notes' data
_FACES = [f"{int(v)}" for v in DIE_FACES]
PRESETS = {
    "Die, no constraint": (_FACES, {}, {}),
    "Die, mean 4.5": (_FACES, {"face": list(DIE_FACES)}, {"face": 4.5}),
    # [NLP] 7 §3: n dice whose faces sum to nα; one constraint Σ i·p_i = α, one multiplier
    "Dice sum": (_FACES, {"face": list(DIE_FACES)}, {"face": 3.0}),
    "Fast food, mean price $2.50": (
        list(FAST_FOOD_ITEMS), {"price": list(FAST_FOOD_PRICES)},
        {"price": FAST_FOOD_MEAN_PRICE}),
    "Fast food, price $2.50 + 600 kcal": (
        list(FAST_FOOD_ITEMS),
        {"price": list(FAST_FOOD_PRICES), "calories": list(FAST_FOOD_CALORIES)},
        {"price": FAST_FOOD_MEAN_PRICE, "calories": 600}),
}


def preset_names() -> dict:
    """The presets' names in the language in force (the keys are the combo's item data)."""
    return {"Die, no constraint": tr("Die, no constraint"),
            "Die, mean 4.5": tr("Die, mean 4.5"),
            "Dice sum": tr("Dice sum: n dice, total n·α (α = 3)"),
            "Fast food, mean price $2.50": tr("Fast food, mean price $2.50"),
            "Fast food, price $2.50 + 600 kcal": tr("Fast food, price $2.50 + 600 kcal")}
MAX_ITER = 100


class MaxEntView(BuiltOnShow, DrivenView, QWidget):
    """Edit outcomes, feature values and target means; see p, λ, λ₀, H(p) and each Newton
    iteration of the dual."""

    def __init__(self, tab):
        super().__init__(tab)
        self.setObjectName("maxent_view")
        self.tab, self.messages = tab, tab.messages
        self._problem = None            # (outcomes, names, values, targets) of the run on show
        self._pending = None            # a run prepared (validated) but not started yet
        self._filling = False
        self._solve_timer = QTimer(self, singleShot=True, interval=300,
                                   timeout=self.solve)
        self.driver = None              # the view is made when first shown

    def build(self):
        """Made on first show: two pyqtgraph plots and a solve are not worth paying for when
        the Spam tab opens on another view."""
        self.preset_combo = combo("maxent_preset_combo", "Example", tr(
            "A worked example of the notes; edit the table to make your own"), ())
        for key, name in preset_names().items():
            self.preset_combo.addItem(name, key)
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(
            "Fast food, mean price $2.50"))
        self.add_row_button = button("maxent_add_outcome", tr("+ outcome"),
                                     tr("Add an outcome row"))
        self.remove_row_button = button("maxent_remove_outcome", tr("− outcome"),
                                        tr("Remove the selected outcome (or the last one)"))
        self.add_constraint_button = button("maxent_add_constraint", tr("+ constraint"),
                                            tr("Add a feature column with its target mean"))
        self.remove_constraint_button = button("maxent_remove_constraint", tr("− constraint"),
                                               tr("Remove the selected (or last) constraint"))
        # the student's input: outcomes, feature names ("price") and values (its fixed
        # headers are translated; the feature columns are named by the data)
        self.table = mark_data(QTableWidget(self))
        self.table.setObjectName("maxent_table")
        self.table.setAccessibleName("Outcomes, feature values and target means")
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        self.bars = plot_widget(tr("p(outcome) — the maximum-entropy solution"), tr("outcome"),
                                "p",
                                legend=(-10, 10))
        self.bars.setMouseEnabled(x=False, y=False)
        self._bar_item = pg.BarGraphItem(x=[], height=[], width=0.6,
                                         brush=palette.brush(palette.color(0)))
        self.bars.addItem(self._bar_item)
        self._uniform = pg.InfiniteLine(angle=0, pen=pg.mkPen((150, 150, 150),
                                                              style=Qt.DashLine))
        self.bars.addItem(self._uniform)
        self.bars.getAxis("left").enableAutoSIPrefix(False)
        self.newton = plot_widget("", tr("Newton iteration"), "‖E[f] − t‖")
        self.newton.setLogMode(y=True)
        self._newton_curve = self.newton.plot([], [], pen=pg.mkPen(palette.color(3), width=2),
                                              symbol="o", symbolSize=5,
                                              symbolBrush=palette.color(3))
        self._newton_cursor = pg.InfiniteLine(angle=90, pen=pg.mkPen((120, 120, 120),
                                                                      style=Qt.DashLine))
        self.newton.addItem(self._newton_cursor)
        self.details = QTextBrowser(self)
        self.details.setObjectName("maxent_details")
        self.controls = StepControls(self)
        self._build()
        self.driver = StepDriver(self.controls, make_steps=self._steps,
                                 on_steps=lambda batch, start: self._new_steps(),
                                 redraw=self.redraw, on_error=self._refused,
                                 on_reset=self._forget, parent=self)
        self._connect()
        self.load_preset()

    # -- construction -----------------------------------------------------------------------
    def _build(self):
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addLayout(hbox(TrLabel(lambda: tr("Example")), (self.preset_combo, 1)))
        lv.addLayout(hbox(self.add_row_button, self.remove_row_button,
                          self.add_constraint_button, self.remove_constraint_button))
        lv.addWidget(self.table, 1)
        middle = QWidget()
        mv = QVBoxLayout(middle)
        mv.setContentsMargins(0, 0, 0, 0)
        mv.addLayout(hbox(export_button(self, "maxent_export_button", self.bars, "maxent"),
                          stretch=True))
        mv.addWidget(self.bars, 3)
        mv.addWidget(self.newton, 2)
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.addWidget(self.details, 1)
        rv.addWidget(self.controls)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(hsplit(left, middle, right, sizes=[390, 420, 440]))

    def _connect(self):
        # the index, not the text: renaming the items on LanguageChange keeps the edits
        self.preset_combo.currentIndexChanged.connect(lambda _: self.load_preset())
        self.table.itemChanged.connect(lambda _: self._edited())
        self.add_row_button.clicked.connect(self._add_outcome)
        self.remove_row_button.clicked.connect(self._remove_outcome)
        self.add_constraint_button.clicked.connect(self._add_constraint)
        self.remove_constraint_button.clicked.connect(self._remove_constraint)

    def retranslate(self):
        """Every text in the language in force (the table's data stays as typed)."""
        if self.driver is None:          # not built yet: it is built in the language in force
            return
        names = preset_names()
        for i in range(self.preset_combo.count()):
            self.preset_combo.setItemText(i, names[self.preset_combo.itemData(i)])
        self.preset_combo.setToolTip(tr("A worked example of the notes; edit the table to "
                                        "make your own"))
        for widget, text, tip in (
                (self.add_row_button, tr("+ outcome"), tr("Add an outcome row")),
                (self.remove_row_button, tr("− outcome"),
                 tr("Remove the selected outcome (or the last one)")),
                (self.add_constraint_button, tr("+ constraint"),
                 tr("Add a feature column with its target mean")),
                (self.remove_constraint_button, tr("− constraint"),
                 tr("Remove the selected (or last) constraint"))):
            widget.setText(text)
            widget.setToolTip(tip)
        self.bars.setTitle(tr("p(outcome) — the maximum-entropy solution"))
        self.bars.setLabel("bottom", tr("outcome"))
        self.newton.setLabel("bottom", tr("Newton iteration"))
        t = self.table
        self._filling = True             # renaming cells is no edit: no new solve
        t.horizontalHeaderItem(0).setText(tr("outcome"))
        t.horizontalHeaderItem(t.columnCount() - 1).setText(tr("p (solution)"))
        if t.item(t.rowCount() - 1, 0) is not None:
            t.item(t.rowCount() - 1, 0).setText(tr("target mean"))
        self._filling = False
        self.redraw()

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the table --------------------------------------------------------------------------
    def load_preset(self):
        outcomes, values, targets = PRESETS[self.preset_combo.currentData()]
        self._fill(outcomes, list(values), [values[c] for c in values],
                   [targets[c] for c in values])
        self.solve()

    def _fill(self, outcomes, names, columns, targets):
        """Rows: the outcomes, then the target means; columns: the outcome's name, one per
        constraint, and the solution p (read-only)."""
        self._filling = True
        t = self.table
        t.clear()
        t.setRowCount(len(outcomes) + 1)
        t.setColumnCount(len(names) + 2)
        t.setHorizontalHeaderLabels([tr("outcome"), *names, tr("p (solution)")])
        for i, name in enumerate(outcomes):
            t.setItem(i, 0, QTableWidgetItem(name))
            for j, col in enumerate(columns):
                t.setItem(i, j + 1, QTableWidgetItem(_num(col[i])))
            t.setItem(i, len(names) + 1, _fixed(""))
        last = len(outcomes)
        t.setItem(last, 0, _fixed(tr("target mean"), bold=True))
        for j, target in enumerate(targets):
            item = QTableWidgetItem(_num(target))
            item.setBackground(QBrush(QColor(255, 248, 220)))
            t.setItem(last, j + 1, item)
        t.setItem(last, len(names) + 1, _fixed("Σ = 1", bold=True))
        self._filling = False

    def _read(self):
        """(outcomes, constraint names, values (constraints × outcomes), targets) from the
        table; DataError naming the cell that is not a number."""
        t = self.table
        n_rows, n_cons = t.rowCount() - 1, t.columnCount() - 2
        names = [t.horizontalHeaderItem(j + 1).text() for j in range(n_cons)]
        outcomes = [_text(t, i, 0) or f"#{i + 1}" for i in range(n_rows)]
        values = np.zeros((n_cons, n_rows))
        targets = np.zeros(n_cons)
        for j in range(n_cons):
            for i in range(n_rows + 1):
                cell = _text(t, i, j + 1)
                where = tr("target mean") if i == n_rows else f"“{outcomes[i]}”"
                try:
                    x = float(cell.replace(",", "").replace("$", ""))
                except ValueError:
                    raise DataError(tr("The {name} of {where} is “{cell}”, not a number: type "
                                       "a number such as 2.5.").format(
                        name=names[j], where=where, cell=cell)) from None
                if i == n_rows:
                    targets[j] = x
                else:
                    values[j, i] = x
        return outcomes, names, values, targets

    def _edited(self):
        if not self._filling:
            self._solve_timer.start()        # typing several cells solves once

    def _add_outcome(self):
        outcomes, names, values, targets = self._table_as_lists()
        outcomes.append(tr("item {n}").format(n=len(outcomes) + 1))
        values = [col + [0.0] for col in values]
        self._fill(outcomes, names, values, targets)
        self.solve()

    def _remove_outcome(self):
        outcomes, names, values, targets = self._table_as_lists()
        if len(outcomes) <= 2:
            self.messages.info(lambda: tr(
                                   "Keep at least two outcomes: one outcome has only p = 1."))
            return
        row = self.table.currentRow()
        i = row if 0 <= row < len(outcomes) else len(outcomes) - 1
        del outcomes[i]
        self._fill(outcomes, names, [c[:i] + c[i + 1:] for c in values], targets)
        self.solve()

    def _add_constraint(self):
        outcomes, names, values, targets = self._table_as_lists()
        name = f"f{len(names) + 1}"
        values.append([float(k + 1) for k in range(len(outcomes))])
        targets.append((len(outcomes) + 1) / 2)        # the uniform mean: feasible
        self._fill(outcomes, names + [name], values, targets)
        self.solve()

    def _remove_constraint(self):
        outcomes, names, values, targets = self._table_as_lists()
        if not names:
            return
        col = self.table.currentColumn() - 1
        j = col if 0 <= col < len(names) else len(names) - 1
        del names[j], values[j], targets[j]
        self._fill(outcomes, names, values, targets)
        self.solve()

    def _table_as_lists(self):
        """The table's text as it is (even cells that are not numbers yet)."""
        t = self.table
        n_rows, n_cons = t.rowCount() - 1, t.columnCount() - 2
        names = [t.horizontalHeaderItem(j + 1).text() for j in range(n_cons)]
        outcomes = [_text(t, i, 0) for i in range(n_rows)]
        values = [[_text(t, i, j + 1) for i in range(n_rows)] for j in range(n_cons)]
        targets = [_text(t, n_rows, j + 1) for j in range(n_cons)]
        return outcomes, names, values, targets

    # -- solving ----------------------------------------------------------------------------
    def solve(self):
        """Solve the table's problem on the worker, all iterations at once (Reset, then Step,
        to watch them one by one). A refused problem leaves the last solution on show."""
        self._solve_timer.stop()
        try:
            self._pending = self._prepare()
        except DataError as exc:
            self._refused(describe(exc))
            return
        if self.messages.kind == "error":
            self.messages.clear_message()          # the refused table is fixed
        self.driver.reset()
        self.driver.run_to_end()

    def _prepare(self):
        """The problem read from the table and the engine's Newton iterations for it; the
        engine validates at the call (an infeasible target raises DataError, with its
        reason)."""
        outcomes, names, values, targets = self._read()
        steps = iter_maxent_distribution(values, targets, max_iter=MAX_ITER)
        return (outcomes, names, values, targets), steps

    def _steps(self):
        """The run the step controls drive: the one just prepared, or (after Reset) the table's
        problem again."""
        pending, self._pending = self._pending, None
        self._problem, steps = pending or self._prepare()
        return steps

    def shutdown(self):
        """The window is closing: an edit waiting to be solved is dropped."""
        self._solve_timer.stop()

    def _refused(self, message):
        self.messages.error(f"{message.rstrip('.')}. The last solution stays on show.")

    def _forget(self):
        self._newton_curve.setData([], [])

    # -- drawing ----------------------------------------------------------------------------
    def _new_steps(self):
        steps = self.driver.history[1:]
        self.controls.set_progress(len(steps), MAX_ITER)
        # a constraint met exactly has gradient 0: floor it so the log axis can show it
        self._newton_curve.setData([s.iteration for s in steps],
                                   [max(s.grad_norm, 1e-16) for s in steps])
        self.redraw()

    def redraw(self):
        step = self.driver.current()
        if step is None or self._problem is None:
            if self._problem is None:
                return
            self.details.setHtml(self._html(None))
            return
        outcomes = self._problem[0]
        self._newton_cursor.setValue(step.iteration)
        p = np.asarray(step.p, float)
        self._bar_item.setOpts(x=np.arange(len(p)), height=p, width=0.6)
        self._uniform.setValue(1 / len(p))
        self.bars.getAxis("bottom").setTicks([list(enumerate(outcomes))])
        self.bars.setXRange(-0.6, len(p) - 0.4, padding=0)
        self.bars.setYRange(0, max(float(p.max()), 1 / len(p)) * 1.15, padding=0)
        self._filling = True
        col = self.table.columnCount() - 1
        for i, pi in enumerate(p):
            item = self.table.item(i, col)
            if item is not None:
                item.setText(f"{pi:.4f}")
        self._filling = False
        self.details.setHtml(self._html(step))

    def _html(self, step):
        outcomes, names, _, targets = self._problem
        html = [tr("<h3>Maximum entropy — {name}</h3>").format(
            name=escape(self.preset_combo.currentText())), maxent_note()]
        if step is None:
            html.append(tr("<p>Step (Space) to take the first Newton iteration.</p>"))
            return "".join(html)
        state = (tr(" (converged)") if step.converged else
                 tr(" (stopped: {why}; not converged)").format(why=escape(str(step.stopped)))
                 if step.stopped else "")
        lams = ", ".join(f"λ<sub>{j + 1}</sub> ({escape(names[j])}) = {lam:+.4f}"
                         for j, lam in enumerate(np.atleast_1d(step.lambdas)))
        achieved = ", ".join(tr("E[{name}] = {m:.4f} (target {t:g})").format(
            name=escape(n), m=m, t=t) for n, m, t in zip(names, step.moments, targets))
        n = len(outcomes)
        html.append(tr(
            "<p>iteration <b>{i}</b>{state}<br>{lams}<br>λ<sub>0</sub> = {lam0:+.4f} (= 1 − "
            "log Z)<br>H(p) = {h:.4f} nats = {bits:.4f} bits (log {n} = {logn:.4f} nats for the "
            "uniform)<br>{achieved}<br>dual D(λ) = log Z − λ·t = {dual:.6f} (= H(p) once the "
            "means are met); ‖E[f] − t‖ = {grad:.2e}; line-search step to here {step:g}</p>"
        ).format(i=step.iteration, state=state,
                 lams=lams or tr("no constraint: λ only normalises"), lam0=step.lambda0,
                 h=step.entropy, bits=step.entropy / math.log(2), n=n, logn=math.log(n),
                 achieved=achieved, dual=step.dual, grad=step.grad_norm, step=step.step_size))
        if self.preset_combo.currentData() == "Fast food, mean price $2.50" and \
                names == ["price"]:
            html.append(notes_erratum())
        if self.preset_combo.currentData() == "Dice sum" and len(names) == 1:
            html.append(dice_sum_note(step))
        return "".join(html)


def _num(x):
    return x if isinstance(x, str) else f"{x:g}"


def _text(table, row, col):
    item = table.item(row, col)
    return item.text().strip() if item is not None else ""


def _fixed(text, bold=False):
    """A cell the user cannot edit (the solution column, the target row's label)."""
    item = QTableWidgetItem(text)
    item.setFlags(item.flags() & ~Qt.ItemIsEditable)
    item.setBackground(QBrush(QColor(240, 240, 240)))
    if bold:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    return item
