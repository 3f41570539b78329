"""Two parts of the SVM tab's SMO view, mixed into :class:`ui.tabs.svm.tab.SvmTab`: the model
settings read off the controls (C on the loss or, as the notes write it, C′/2 on ‖w‖² with
C = 1/C′ — issue 26) and the α table (every point, or the support vectors first for thousands,
with y·f(x) from ``engine.svm.smo_margins``)."""
from __future__ import annotations

import math

import numpy as np

from engine.svm import kernel_matrix, sigma_to_gamma, smo_margins

from ... import style
from .scene import grid
from .texts import tr

TABLE_ROWS = 300       # rows the α table shows at most (beyond: the support vectors first)


class ModelSettings:
    """C (either form), the kernel and the margin of the SMO run, from the tab's controls."""

    def c_form(self) -> str:
        """"loss" (C on the slack, Trellis) or "notes" (C′/2 on ‖w‖², the slider sets C′)."""
        return self.c_form_combo.currentData() or "loss"

    def c_value(self):
        """The C the engine gets (on the loss): the slider's value, or 1/C′ in the notes' form."""
        v = self.c_slider.value() / 100
        return 10 ** (-v if self.c_form() == "notes" else v)

    def set_c(self, C: float) -> None:
        """Put the slider at C (or at C′ = 1/C in the notes' form), without a signal."""
        v = round(100 * math.log10(C))
        self.c_slider.blockSignals(True)
        self.c_slider.setValue(-v if self.c_form() == "notes" else v)
        self.c_slider.blockSignals(False)

    def _c_form_changed(self, _=None):
        """The same problem in the other form: C = 1/C′, so the slider flips and its range
        with it (C 0.01 … 1000 is C′ 0.001 … 100); the run goes on unchanged."""
        C = 10 ** (-self.c_slider.value() / 100) if self.c_form() == "loss" else \
            10 ** (self.c_slider.value() / 100)
        self.c_slider.blockSignals(True)
        if self.c_form() == "notes":
            self.c_slider.setRange(-300, 200)
        else:
            self.c_slider.setRange(-200, 300)
        self.c_slider.blockSignals(False)
        self.set_c(C)
        self._show_c()
        self._explain()

    def _show_c(self):
        if self.c_form() == "notes":
            self.c_name.setText("C′")
            self.c_label.setText(tr("{cp:.3g} (C = 1/C′ = {c:.3g})").format(
                cp=1 / self.c_value(), c=self.c_value()))
            self.c_slider.setToolTip(tr("C′ on ½‖w‖², 0.001 … 100 (log scale); the engine "
                                        "solves the same problem with C = 1/C′"))
        else:
            self.c_name.setText("C")
            self.c_label.setText(f"{self.c_value():.3g}")
            self.c_slider.setToolTip(tr("Penalty C on slack, 0.01 … 1000 (log scale)"))

    def model_params(self):
        kernel = self.kernel_combo.currentData()
        how = self.width_combo.currentData()
        gamma = ("scale" if how == "scale" else
                 sigma_to_gamma(self.width_spin.value()) if how == "sigma" else
                 self.width_spin.value())
        return {"C": self.c_value(), "kernel": kernel, "degree": self.degree_spin.value(),
                "gamma": gamma, "coef0": self.coef0_spin.value(),
                "margin": self.margin_combo.currentData()}


class AlphaTable:
    """The α table beside the SMO plot, linked to the selection."""

    def _table_rows(self, alpha):
        """Every point for small data; for thousands, the support vectors first (a table of
        5,000 rows refilled per step would stall the GUI thread), at most TABLE_ROWS."""
        n = len(self.X)
        if n <= TABLE_ROWS:
            return np.arange(n)
        if alpha is None:
            return np.arange(TABLE_ROWS)
        sv = np.flatnonzero(alpha > 1e-8)
        rest = np.flatnonzero(alpha <= 1e-8)
        return np.r_[sv, rest][:TABLE_ROWS]

    def _fill_table(self, step):
        key = (id(step), len(self.X), id(self.editor.state))
        if key == getattr(self, "_table_key", None):
            return                      # the table already shows this step of this data
        self._table_key = key
        alpha = None if step is None else step.alpha
        rows = self._table_rows(alpha)
        self._shown_rows = rows
        names = self.class_names
        labels = [names[int(c)] for c in self.y[rows]]
        base = [rows, self.X[rows, 0], self.X[rows, 1], labels]
        if alpha is None:
            # before training there is no α and no f(x) yet: say so instead of 'undefined'
            self.alpha_table.set_columns(["i", "x", "y", tr("label"), tr("α (before training)")],
                                         base + [np.zeros(len(rows))])
            return
        yf = smo_margins(self._run["svc"], self.X, self.y, alpha, step.b,
                         K=self._train_kernel(rows), rows=rows)
        # support vectors' rows tinted, dark text readable on it in either theme
        tint = "#4d4220" if style.theme().name == "dark" else "#fff1c9"
        colors = [tint if a > 1e-8 else "" for a in alpha[rows]]
        self.alpha_table.set_columns(["i", "x", "y", tr("label"), "α", "y·f(x)"],
                                     base + [alpha[rows], yf], colors)

    def _train_kernel(self, rows):
        """k(x_rows, X): kept whole for small data; for thousands of points only the rows the
        table shows are computed (n² kernel values would cost the worker seconds and 200 MB)."""
        r = self._run
        if r.get("K_train") is not None:
            return r["K_train"][rows]
        svc = r["svc"]
        return kernel_matrix(self.X[rows], self.X, svc.kernel, svc.gamma_, svc.degree, svc.coef0)

    def _table_clicked(self, _):
        row = self.alpha_table.selected_source_row()
        rows = getattr(self, "_shown_rows", None)
        if row is not None and rows is not None and 0 <= row < len(rows):
            self._select(int(rows[row]))


def _with_kernels(run, X, steps):
    """Fill ``run`` with the kernel matrices for drawing (on the worker), then yield the steps.
    The first step comes first: computing it validates the data and resolves γ."""
    first = next(steps, None)
    svc = run["svc"]
    params = (svc.kernel, svc.gamma_, svc.degree, svc.coef0)
    run["K"] = kernel_matrix(grid(run["rect"], run["grid"]), X, *params)
    run["K_train"] = kernel_matrix(X, X, *params) if len(X) <= TABLE_ROWS else None
    if first is not None:
        yield first
    yield from steps
