"""The Bayesian network view ("[ML] 8. Graphical Model"; the joint tables of the Naive Bayes post):
a network chosen from the presets (the burglary/alarm network, the notes' spam example as Naive
Bayes drawn as a network, the notes' A, B, C joint table) or typed as text, drawn with parents
above children; a click on a node edits its CPT; each variable is given a role (query, an
observed value, hidden); Infer shows the joint table the network implies, inference by
enumeration term by term, and variable elimination stepped factor by factor by the engine's own
``iter_variable_elimination`` (one transport block), checked at the end against the posterior
read off the brute-force joint (``engine.bayesnet.brute_force_query``).

The networks of this view are small (at most 16 variables, a joint of at most
:data:`MAX_JOINT` cells), so the joint and the enumeration are computed when asked, in well
under a millisecond; the elimination's steps run on the driver's worker."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from engine import DataError
from engine.bayesnet import (brute_force_query, burglary_alarm, cat_tiger_network,
                             check_order, cpt_rows, naive_bayes_network,
                             notes_joint_network, parse_structure, restructure,
                             structure_text, with_cpt)

from ...i18n import describe, mark_data
from ...widgets.forms import button, combo, hbox, hsplit, named
from ...widgets.messages import MessageBar
from ...widgets.step_controls import StepControls
from ...widgets.stepping import StepDriver
from .explain_bayes import check_html, intro_html, step_html, value_text
from .bayes_tables import BayesTables
from .ready import ReadyMessage
from .scene_bayes import NetworkScene

CONTEXT = "BayesNetView"
HIDDEN, QUERY = "hidden", "query"


@dataclass(frozen=True)
class Preset:
    name: str            # English, translated where shown
    make: object
    query: tuple
    evidence: dict


PRESETS = (
    Preset(QT_TRANSLATE_NOOP("BayesNetView", "Burglary and alarm (John and Mary call)"),
           burglary_alarm, ("Burglary",), {"JohnCalls": True, "MaryCalls": True}),
    Preset(QT_TRANSLATE_NOOP("BayesNetView", "Naive Bayes as a network (the notes' spam example)"),
           naive_bayes_network, ("Class",), {"남자의": True, "정보": True}),
    Preset(QT_TRANSLATE_NOOP("BayesNetView", "The notes' joint table of A, B, C"),
           notes_joint_network, ("A",), {"B": 1}),
    Preset(QT_TRANSLATE_NOOP("BayesNetView", "Cat or tiger? The Bayes decision rule ([ML] 3)"),
           cat_tiger_network, ("Animal",), {"ThreeColours": True}),
)


PAGES = (QT_TRANSLATE_NOOP("BayesNetView", "Network"),
         QT_TRANSLATE_NOOP("BayesNetView", "Joint table"),
         QT_TRANSLATE_NOOP("BayesNetView", "Enumeration"),
         QT_TRANSLATE_NOOP("BayesNetView", "Factors"))
TIPS = (   # the preset, structure, Apply, CPT combo, CPT table, roles, order, Infer
    QT_TRANSLATE_NOOP("BayesNetView", "A network to start from: each preset sets the query and "
                                      "the evidence of its worked example"),
    QT_TRANSLATE_NOOP("BayesNetView", "One variable a line: Name {values}: Parent, Parent "
                                      "(values True, False when omitted); Apply keeps the CPTs "
                                      "that still fit and makes the others uniform"),
    QT_TRANSLATE_NOOP("BayesNetView", "Build the network typed above"),
    QT_TRANSLATE_NOOP("BayesNetView", "The variable whose CPT P(variable | parents) the table "
                                      "shows (or click its node)"),
    QT_TRANSLATE_NOOP("BayesNetView", "P(variable | parents): one row per value of the parents, "
                                      "each row sums to 1 (with two values the other cell "
                                      "follows)"),
    QT_TRANSLATE_NOOP("BayesNetView", "Each variable's role: queried, observed at a value, or "
                                      "hidden (summed out)"),
    QT_TRANSLATE_NOOP("BayesNetView", "The hidden variables in the order they are eliminated, "
                                      "separated by commas (empty: from the leaves up)"),
    QT_TRANSLATE_NOOP("BayesNetView", "Compute the joint and the enumeration, and start "
                                      "variable elimination: Step takes one factor operation"),
)


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _value(text: str, values: tuple):
    """The domain value a role combo's text names."""
    return next(v for v in values if str(v) == text)


class BayesNetView(ReadyMessage, BayesTables, QWidget):
    """A Bayesian network, its joint, enumeration and variable elimination stepped."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("bayes_view")
        self.messages = MessageBar(self, "bayes_messages")
        self.net, self.enumeration, self.brute, self.order = None, None, None, ()
        self.query, self.evidence = (), {}
        self._texts: list = []            # (setter, English) retranslated on LanguageChange
        self._build()
        self.driver = StepDriver(self.controls, make_steps=self._steps,
                                 on_steps=lambda *_: self.redraw(), redraw=self.redraw,
                                 on_error=self.messages.error, on_reset=self._reset_shown,
                                 parent=self)
        self._connect()
        self.watch_reset()
        self.load_preset(0)

    # -- building ---------------------------------------------------------------------------
    def _say(self, setter, text):
        self._texts.append((setter, text))
        setter(_t(text))

    def _build(self):
        self.preset_combo = combo("bayes_preset_combo", "Network", "", [])
        self.preset_combo.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.preset_combo.setMinimumContentsLength(14)
        self.structure_edit = named(QPlainTextEdit(), "bayes_structure_edit", "Structure", "")
        self.structure_edit.setMaximumHeight(84)
        self.apply_button = button("bayes_apply_button", "Apply", "")
        # the network's own names stay as they are (ui.i18n.mark_data): the variable chosen,
        # and the joint and enumeration tables headed by the variables
        self.cpt_combo = mark_data(combo("bayes_cpt_combo", "CPT of", "", []))
        self.cpt_table = named(QTableWidget(), "bayes_cpt_table", "CPT", "")
        self.cpt_table.verticalHeader().setDefaultSectionSize(22)
        self.roles_table = named(QTableWidget(0, 2), "bayes_roles_table", "Roles", "")
        self.roles_table.verticalHeader().setVisible(False)
        self.roles_table.horizontalHeader().setStretchLastSection(True)
        self.roles_table.verticalHeader().setDefaultSectionSize(24)
        self.order_edit = named(QLineEdit(), "bayes_order_edit", "Elimination order", "")
        self.infer_button = button("bayes_infer_button", "Infer", "")
        self.plot = pg.PlotWidget()
        self.plot.setObjectName("bayes_plot")
        self.scene = NetworkScene(self.plot, on_click=self.select)
        self.joint_table = mark_data(self._readonly("bayes_joint_table"))
        self.enum_table = mark_data(self._readonly("bayes_enum_table"))
        self.factor_table = self._readonly("bayes_factor_table")
        self.joint_label, self.enum_label, self.factor_label = QLabel(""), QLabel(""), QLabel("")
        for label in (self.joint_label, self.enum_label, self.factor_label):
            label.setWordWrap(True)
        self.pages = QTabWidget(self)
        self.pages.setObjectName("bayes_pages")
        for widget, title in ((self.plot, PAGES[0]),
                              (self._page(self.joint_label, self.joint_table), PAGES[1]),
                              (self._page(self.enum_label, self.enum_table), PAGES[2]),
                              (self._page(self.factor_label, self.factor_table), PAGES[3])):
            k = self.pages.addTab(widget, "")
            self._say(lambda s, k=k: self.pages.setTabText(k, s), title)
        self.controls = StepControls(self, name_prefix="bayes_")
        self.controls.seed_spin.setEnabled(False)
        self.explanation = QTextBrowser(self)
        self.explanation.setObjectName("bayes_explanation")
        self.explanation.setMinimumWidth(220)
        widgets = (self.preset_combo, self.structure_edit, self.apply_button, self.cpt_combo,
                   self.cpt_table, self.roles_table, self.order_edit, self.infer_button)
        for widget, tip in zip(widgets, TIPS):
            self._say(widget.setToolTip, tip)
        self._say(self.apply_button.setText, QT_TRANSLATE_NOOP("BayesNetView", "Apply"))
        self._say(self.infer_button.setText, QT_TRANSLATE_NOOP("BayesNetView", "Infer"))
        self._say(self.order_edit.setPlaceholderText,
                  QT_TRANSLATE_NOOP("BayesNetView", "from the leaves up"))
        self._heads = []
        self._layout()

    def _readonly(self, name):
        t = QTableWidget()
        t.setObjectName(name)
        t.setEditTriggers(QTableWidget.NoEditTriggers)
        t.verticalHeader().setDefaultSectionSize(22)
        return t

    def _page(self, label, table):
        page = QWidget()
        v = QVBoxLayout(page)
        v.setContentsMargins(0, 0, 0, 0)
        v.addWidget(label)
        v.addWidget(table, 1)
        return page

    def _label(self, text):
        label = QLabel()
        self._say(label.setText, text)
        return label

    def _layout(self):
        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addLayout(hbox(self._label(QT_TRANSLATE_NOOP("BayesNetView", "Network")),
                          (self.preset_combo, 1)))
        lv.addWidget(self._label(QT_TRANSLATE_NOOP("BayesNetView",
                                                   "Structure (Name {values}: parents)")))
        lv.addWidget(self.structure_edit)
        lv.addLayout(hbox(self.apply_button, stretch=True))
        lv.addLayout(hbox(self._label(QT_TRANSLATE_NOOP("BayesNetView", "CPT of")),
                          (self.cpt_combo, 1)))
        lv.addWidget(self.cpt_table, 2)
        lv.addWidget(self._label(QT_TRANSLATE_NOOP("BayesNetView",
                                                   "Roles: query, observed value or hidden")))
        lv.addWidget(self.roles_table, 3)
        lv.addLayout(hbox(self._label(QT_TRANSLATE_NOOP("BayesNetView", "Elimination order")),
                          (self.order_edit, 1), self.infer_button))
        middle = QWidget()
        mv = QVBoxLayout(middle)
        mv.setContentsMargins(0, 0, 0, 0)
        mv.addWidget(self.messages)
        mv.addWidget(self.pages, 1)
        mv.addWidget(self.controls)
        split = hsplit(left, middle, self.explanation, sizes=[300, 600, 300], stretch=(0, 1, 0))
        split.setObjectName("bayes_split")
        QVBoxLayout(self).addWidget(split)

    def _connect(self):
        self.preset_combo.activated.connect(self.load_preset)
        self.apply_button.clicked.connect(self.apply_structure)
        self.cpt_combo.currentIndexChanged.connect(lambda _: self._fill_cpt())
        self.cpt_table.cellChanged.connect(self._cpt_edited)
        self.infer_button.clicked.connect(self.infer)
        self.order_edit.returnPressed.connect(self.infer)

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        for setter, text in self._texts:
            setter(_t(text))
        for k, p in enumerate(PRESETS):
            self.preset_combo.setItemText(k, _t(p.name))
        self._fill_roles(keep=True)
        self._heads_text()
        self._fill_cpt()                   # the tables write True/False in the language's words
        if self.enumeration is not None:
            self._fill_joint()
            self._fill_enumeration()
        self.redraw()

    # -- the network ------------------------------------------------------------------------
    def load_preset(self, k: int) -> None:
        if self.preset_combo.count() != len(PRESETS):
            self.preset_combo.blockSignals(True)
            self.preset_combo.clear()
            self.preset_combo.addItems([_t(p.name) for p in PRESETS])
            self.preset_combo.blockSignals(False)
        self.preset_combo.setCurrentIndex(k)
        p = PRESETS[k]
        self.set_network(p.make(), p.query, p.evidence)
        self.infer()

    def apply_structure(self) -> bool:
        try:
            domains, parents = parse_structure(self.structure_edit.toPlainText())
            net = restructure(self.net, domains, parents)
        except DataError as exc:
            self.messages.error(lambda: self.tr("The structure was not applied: {error}"),
                                error=exc)
            return False
        query = tuple(q for q in self.query if q in net.domains) or (net.variables[-1],)
        evidence = {v: x for v, x in self.evidence.items()
                    if v in net.domains and x in net.domains[v] and v not in query}
        self.set_network(net, query, evidence)
        self.infer()
        return True

    def set_network(self, net, query, evidence) -> None:
        self.net, self.query, self.evidence = net, tuple(query), dict(evidence)
        self.structure_edit.setPlainText(structure_text(net))
        self.cpt_combo.blockSignals(True)
        self.cpt_combo.clear()
        self.cpt_combo.addItems(list(net.variables))
        self.cpt_combo.blockSignals(False)
        self._fill_cpt()
        self._fill_roles()
        self.order_edit.clear()

    def select(self, name: str) -> None:
        """A click on a node: its CPT in the table."""
        self.cpt_combo.setCurrentText(name)
        self.redraw()

    def _fill_cpt(self) -> None:
        name = self.cpt_combo.currentText()
        if self.net is None or name not in self.net.domains:
            return
        net, t = self.net, self.cpt_table
        rows = cpt_rows(net, name)
        table = net.cpts[name].reshape(len(rows), -1)
        t.blockSignals(True)
        t.clear()
        t.setRowCount(len(rows))
        t.setColumnCount(table.shape[1])
        t.setHorizontalHeaderLabels([value_text(v) for v in net.domains[name]])
        t.setVerticalHeaderLabels([", ".join(f"{p}={value_text(x)}"
                                             for p, x in zip(net.parents[name], r)) or "P"
                                   for r in rows])
        for i in range(table.shape[0]):
            for j in range(table.shape[1]):
                t.setItem(i, j, QTableWidgetItem(f"{table[i, j]:.6g}"))
        t.resizeColumnsToContents()
        t.blockSignals(False)
        self.redraw()

    def _cpt_edited(self, row: int, column: int) -> None:
        """A typed probability: with two values the other cell of the row becomes 1 − p; the
        CPT is then checked by the engine (a row must sum to 1) and the network replaced."""
        name, t = self.cpt_combo.currentText(), self.cpt_table
        try:
            p = float(t.item(row, column).text())
        except (AttributeError, ValueError):
            self.messages.error(lambda: self.tr("Type a probability (a number between 0 and 1)."))
            return
        if t.columnCount() == 2 and 0 <= p <= 1:
            t.blockSignals(True)
            t.setItem(row, 1 - column, QTableWidgetItem(f"{1 - p:.6g}"))
            t.blockSignals(False)
        try:
            cells = [[float(t.item(i, j).text()) for j in range(t.columnCount())]
                     for i in range(t.rowCount())]
            table = np.array(cells).reshape(self.net.cpts[name].shape)
            self.net = with_cpt(self.net, name, table)
        except (AttributeError, ValueError):
            self.messages.error(lambda: self.tr("Every cell of the CPT must be a number."))
            return
        except DataError as exc:
            self.messages.error(lambda: self.tr("The CPT is not changed yet: {error}"),
                                error=exc)
            return
        self.infer()

    def _fill_roles(self, keep: bool = False) -> None:
        if self.net is None:
            return
        if keep:
            self._read_roles()
        t = self.roles_table
        t.setRowCount(len(self.net.variables))
        for i, v in enumerate(self.net.variables):
            t.setItem(i, 0, QTableWidgetItem(v))
            t.item(i, 0).setFlags(t.item(i, 0).flags() & ~Qt.ItemIsEditable)
            box = QComboBox()
            box.setObjectName(f"bayes_role_{i}")
            box.addItem(self.tr("hidden"), HIDDEN)
            box.addItem(self.tr("query"), QUERY)
            for x in self.net.domains[v]:
                box.addItem(self.tr("observed: {value}").format(value=value_text(x)), str(x))
            role = (QUERY if v in self.query else str(self.evidence[v]) if v in self.evidence
                    else HIDDEN)
            box.setCurrentIndex(box.findData(role))
            box.currentIndexChanged.connect(lambda _: self.infer())
            t.setCellWidget(i, 1, box)
        t.setHorizontalHeaderLabels([self.tr("variable"), self.tr("role")])
        t.resizeColumnToContents(0)

    def _read_roles(self) -> None:
        query, evidence = [], {}
        for i, v in enumerate(self.net.variables):
            box = self.roles_table.cellWidget(i, 1)
            if box is None:
                continue
            role = box.currentData()
            if role == QUERY:
                query.append(v)
            elif role != HIDDEN:
                evidence[v] = _value(role, self.net.domains[v])
        self.query, self.evidence = tuple(query), evidence

    # -- inference --------------------------------------------------------------------------
    def infer(self) -> bool:
        """The joint, enumeration and brute force now (tiny), and a new elimination run."""
        if self.net is None:
            return False
        if self.roles_table.rowCount() == len(self.net.variables):
            self._read_roles()
        self.enumeration = self.brute = None
        try:
            if not self.query:
                raise DataError(self.tr("Make at least one variable the query (its role)."))
            order = [v.strip() for v in self.order_edit.text().split(",") if v.strip()]
            self.order = check_order(self.net, self.query, self.evidence, order or None)
            self.enumeration = self.net.enumerate_query(self.query, self.evidence)
            self.brute = brute_force_query(self.net, self.query, self.evidence)
        except DataError as exc:
            self.messages.error(describe(exc))
            self.driver.reset()
            return False
        self._fill_joint()
        self._fill_enumeration()
        self.ready(self.tr("{steps} steps of variable elimination: Step (Space) takes one "
                           "factor operation, Run to end all of them.").format(
            steps=2 + 2 * len(self.order)))
        self.driver.reset()
        return True

    def _steps(self):
        if self.enumeration is None:
            raise ValueError(self.tr("Give the network a query first (see the message above)."))
        return self.net.iter_variable_elimination(self.query, self.evidence, self.order)

    # -- drawing ----------------------------------------------------------------------------
    def redraw(self) -> None:
        if self.net is None:
            return
        step = self.driver.current()
        roles = {v: QUERY for v in self.query}
        roles.update({v: value_text(x) for v, x in self.evidence.items()})
        done = self.driver.history[1:self.driver.index() + 1]
        eliminated = tuple(s.variable for s in done if s.phase == "sum-out")
        self.scene.draw(self.net, roles, current=getattr(step, "variable", None),
                        eliminated=eliminated, selected=self.cpt_combo.currentText())
        self.controls.set_progress(self.driver.index(), 2 + 2 * len(self.order))
        if step is None:
            self._reset_shown()
            self.explanation.setHtml(intro_html(self.net))
            return
        self._fill_factors(step)
        html = step_html(step, self.order)
        if step.converged and self.enumeration is not None:
            html += check_html(step.result.table, self.enumeration, self.brute)
        self.explanation.setHtml(html)
