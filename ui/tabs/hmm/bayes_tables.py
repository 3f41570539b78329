"""The Bayesian network view's tables: the joint the network implies (the rows that agree with
the evidence shaded), enumeration term by term with its sums, and the factor pool of the
variable-elimination step on show (the factor the step made highlighted). Only what the engine
computed is written; nothing is computed here."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import QTableWidgetItem

from ... import style
from ...plots.palette import brush
from .explain_bayes import factor_name, factor_values, value_text

CONTEXT = "BayesNetView"
MAX_JOINT = 4096          # joint rows written in the table (a bigger joint is summarised)


HEADS = (QT_TRANSLATE_NOOP("BayesNetView", "factor"), QT_TRANSLATE_NOOP("BayesNetView", "cells"),
         QT_TRANSLATE_NOOP("BayesNetView", "values"),
         QT_TRANSLATE_NOOP("BayesNetView", "in this step"))
PHASES = {"restrict": QT_TRANSLATE_NOOP("BayesNetView", "restrict to the evidence"),
          "multiply": QT_TRANSLATE_NOOP("BayesNetView", "multiply"),
          "sum-out": QT_TRANSLATE_NOOP("BayesNetView", "sum out"),
          "normalize": QT_TRANSLATE_NOOP("BayesNetView", "normalise")}


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


class BayesTables:
    """Mixed into :class:`ui.tabs.hmm.views_bayes.BayesNetView`."""

    def tr(self, text, disambiguation=None, n=-1):  # noqa: D401 (Qt's name)
        """Translate in this mixin's context ("BayesTables", where lupdate files its strings),
        else in the view's own (PySide's ``tr`` uses the most derived class's name)."""
        out = QCoreApplication.translate("BayesTables", text, disambiguation, n)
        return out if out != text else super().tr(text, disambiguation, n)

    def _fill_joint(self) -> None:
        joint, t = self.net.joint(), self.joint_table
        n = joint.table.size
        rows = list(joint.rows())[:MAX_JOINT]
        t.clear()
        t.setRowCount(len(rows))
        t.setColumnCount(len(joint.variables) + 1)
        t.setHorizontalHeaderLabels(list(joint.variables) + ["P"])
        highlight = brush(style.theme().highlight, 70)
        for i, (values, p) in enumerate(rows):
            agrees = all(values[joint.variables.index(v)] == x for v, x in self.evidence.items())
            for j, x in enumerate(tuple(map(value_text, values)) + (f"{p:.6g}",)):
                item = QTableWidgetItem(x)
                if agrees and self.evidence:
                    item.setBackground(QBrush(highlight))
                t.setItem(i, j, item)
        t.resizeColumnsToContents()
        more = self.tr(" The first {shown} of {n} rows are listed.").format(shown=MAX_JOINT, n=n) \
            if n > MAX_JOINT else ""
        self.joint_label.setText(self.tr("P(x<sub>1</sub>, …, x<sub>n</sub>) = Π<sub>i</sub> "
                                    "P(x<sub>i</sub> | parents): {n} rows summing to 1; the "
                                    "rows that agree with the evidence are shaded (their sum "
                                    "is P(e) = {pe:.6g}).").format(
            n=n, pe=self.brute.evidence_probability) + more)

    def _fill_enumeration(self) -> None:
        e, t = self.enumeration, self.enum_table
        qvalues = [", ".join(f"{q}={value_text(d[i])}"
                             for q, d, i in zip(self.query, e.posterior.domains, index))
                   for index in np.ndindex(*e.unnormalised.shape)]
        rows = min(len(e.terms), MAX_JOINT)
        t.clear()
        t.setRowCount(rows + 1)
        t.setColumnCount(len(e.hidden) + len(qvalues))
        t.setHorizontalHeaderLabels(list(e.hidden) + [f"Π P(…), {q}" for q in qvalues])
        for i in range(rows):
            for j, v in enumerate(e.hidden):
                t.setItem(i, j, QTableWidgetItem(
                    value_text(self.net.domains[v][e.assignments[i, j]])))
            for k in range(len(qvalues)):
                t.setItem(i, len(e.hidden) + k, QTableWidgetItem(f"{e.terms[i, k]:.6g}"))
        bold = QFont()
        bold.setBold(True)
        total = QTableWidgetItem("Σ")
        total.setFont(bold)
        t.setItem(rows, 0, total) if e.hidden else None
        for k, x in enumerate(np.ravel(e.unnormalised)):
            item = QTableWidgetItem(f"{x:.6g}")
            item.setFont(bold)
            t.setItem(rows, len(e.hidden) + k, item)
        t.resizeColumnsToContents()
        self.enum_label.setText(self.tr("P(Q | e) ∝ Σ<sub>h</sub> Π<sub>i</sub> P(x<sub>i</sub> | "
                                   "parents(x<sub>i</sub>)): one row per assignment h of the "
                                   "hidden variables ({hidden}), one column per query value; "
                                   "the last row is the sum.").format(
            hidden=", ".join(e.hidden) or "—"))

    def _reset_shown(self):
        self.factor_table.clear()
        self.factor_table.setRowCount(0)
        self.factor_label.setText(QCoreApplication.translate(
            "BayesNetView", "Step (Space) to see the pool of factors after each operation of "
                            "variable elimination: the CPTs restricted to the evidence, each "
                            "product, each τ a variable is summed out of."))

    def _heads_text(self):
        self.factor_table.setHorizontalHeaderLabels([_t(h) for h in HEADS])

    def _fill_factors(self, step) -> None:
        t = self.factor_table
        self.factor_label.setText(QCoreApplication.translate(
            "BayesNetView", "Step {k}: {phase}. The factor this step made is shaded.").format(
            k=step.iteration, phase=_t(PHASES.get(step.phase, step.phase))))
        t.clear()
        t.setColumnCount(4)
        self._heads_text()
        t.setRowCount(len(step.factors))
        made = step.result
        mark = brush(style.theme().highlight, 90)
        for i, f in enumerate(step.factors):
            new = made is not None and f is made
            cells = (factor_name(f), str(f.size), factor_values(f),
                     self.tr("made by this step") if new else "")
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if new:
                    item.setBackground(QBrush(mark))
                t.setItem(i, j, item)
        t.resizeColumnsToContents()
