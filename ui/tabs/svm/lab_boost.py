"""SVM tab › AdaBoost: one boosting round per step — the round's stump, the sample weights as
point sizes, εₜ and αₜ = ½ ln((1 − εₜ)/εₜ), the combined boundary sign Fₜ(x), and the training
error and exponential loss per round."""
from __future__ import annotations

import numpy as np
from PySide6.QtWidgets import QGridLayout, QLabel

from engine.ensemble import AdaBoost

from ...widgets.forms import combo, spin
from .lab_common import SteppedLabView


class BoostView(SteppedLabView):
    """AdaBoost with decision stumps on the SVM tab's points."""

    name = "boost"
    title = "AdaBoost (line: this round's stump)"

    def build_settings(self):
        self.rounds_spin = spin("boost_rounds", "Rounds", "Boosting rounds at most", 1, 500, 50)
        self.criterion_combo = combo("boost_criterion", "Stump by",
                                     "How each round's stump is chosen on the weighted points: "
                                     "smallest weighted error (the notes) or weighted Gini "
                                     "(scikit-learn)", ("error", "gini"))
        grid = QGridLayout()
        grid.addWidget(QLabel("rounds"), 0, 0)
        grid.addWidget(self.rounds_spin, 0, 1)
        grid.addWidget(QLabel("stump by"), 0, 2)
        grid.addWidget(self.criterion_combo, 0, 3)
        return grid

    def make_model(self):
        return AdaBoost(n_rounds=self.rounds_spin.value(),
                        criterion=self.criterion_combo.currentText())

    def labels_of(self, model):
        G = self.G
        F = np.zeros(len(G))     # Fₜ on the grid, summed round by round on the worker

        def labels(step):
            nonlocal F
            if step.stump is not None:
                F = F + step.alpha * step.stump.predict(G)
            return (F > 0).astype(np.intp)
        return labels

    def series(self, frame):
        s = frame.step
        return {"training error": s.train_error, "exp. loss (1/N)Σe^(−yF)": s.exp_loss,
                "εₜ": s.epsilon}

    def progress_of(self, frame):
        return frame.step.iteration, self.model.n_rounds

    def _on_reset(self):
        super()._on_reset()
        if len(self.X):
            self.canvas.scatter.setSize(7)

    def draw_frame(self, frame):
        s = frame.step
        n = len(self.X)
        sizes = np.clip(3 + 7 * np.sqrt(s.weights * n), 3, 40)
        self.canvas.scatter.setSize(sizes)
        if s.stump is None:
            self.canvas.set_lines([])
            return
        x0, y0, w, h = self.rect
        t = s.stump.threshold
        xs, ys = ([t, t], [y0, y0 + h]) if s.stump.feature == 0 else ([x0, x0 + w], [t, t])
        self.canvas.set_lines([(xs, ys, (0, 0, 0), 3, False)])

    def intro(self):
        return ("<b>AdaBoost</b>: round t picks the stump h_t with the smallest weighted error "
                "ε_t on weights D_t, gives it the say α_t = ½ ln((1 − ε_t)/ε_t), and reweights "
                "D_{t+1}(i) ∝ D_t(i)·exp(−α_t y_i h_t(x_i)): misclassified points grow. The "
                "regions are sign F_t(x), F_t = Σ α_s h_s.")

    def explain(self, frame):
        s = frame.step
        if s.stump is None:
            return (f"<b>Round {s.iteration}</b>: the best stump has ε = {s.epsilon:.4f} ≥ ½, "
                    "no better than chance: boosting stops without it.")
        st = s.stump
        pos, neg = (self.model.classes_[1], self.model.classes_[0])
        side = {1: pos, -1: neg}
        axis = "x" if st.feature == 0 else "y"
        eps = s.epsilon
        e = max(eps, 1e-10)
        wrong = int(np.sum(st.predict(self.X) != np.where(self.y == pos, 1, -1)))
        text = (f"<b>Round {s.iteration}</b>: stump {axis} ≤ {st.threshold:.4g} → {side[st.left]}"
                f", else {side[st.right]} ({wrong} points misclassified).<br>"
                f"ε_t = Σ D_t(i)[h(x_i) ≠ y_i] = <b>{eps:.4f}</b><br>"
                f"α_t = ½ ln((1 − ε_t)/ε_t) = ½ ln({1 - e:.4f}/{e:.4g}) = <b>{s.alpha:.4f}</b><br>"
                f"misclassified points' weights × e^α = {np.exp(s.alpha):.3g}, the others × "
                f"e^−α = {np.exp(-s.alpha):.3g}, then divided by Z_t. Largest weight now "
                f"{s.weights.max():.3g} (uniform: {1 / len(self.X):.3g}).<br>"
                f"training error of sign F_t: <b>{s.train_error:.1%}</b>; exponential loss "
                f"(1/N)Σ exp(−y F_t) = {s.exp_loss:.4g} ≥ training error.")
        if s.converged:
            text += "<br>Converged: this stump alone makes no mistake (ε = 0)."
        elif s.stopped:
            text += f"<br>Stopped at the round cap ({s.stopped})."
        return text
