"""Convergence monitor for objectives that must move one way (EM log-likelihood up, costs down)."""
from __future__ import annotations

import numpy as np


class ConvergenceMonitor:
    """Keeps the objective history and says when the change falls below ``tol``.

    ``increasing=True`` for objectives EM must never decrease (log-likelihood); a decrease larger
    than round-off is reported in ``warnings`` rather than hidden.
    """

    def __init__(self, tol, *, increasing=True, name="objective"):
        self.tol = tol
        self.increasing = increasing
        self.name = name
        self.history = []
        self.warnings = []

    def report(self, value):
        """Record ``value``; return a warning string when it moved the wrong way, else ``None``."""
        value = float(value)
        warning = None
        if self.history:
            prev = self.history[-1]
            delta = value - prev if self.increasing else prev - value
            # relative slack: round-off on a sum of N terms grows with |value|
            slack = 1e-9 * max(1.0, abs(prev))
            if delta < -slack:
                way = "decreased" if self.increasing else "increased"
                warning = (f"{self.name} {way} from {prev:.6g} to {value:.6g} at step "
                           f"{len(self.history)}; this should never happen and points to a bug "
                           "or to numerical trouble (try a larger regularisation).")
                self.warnings.append(warning)
        self.history.append(value)
        return warning

    def converged(self):
        """True when the last change is below ``tol`` in absolute value."""
        if len(self.history) < 2:
            return False
        return bool(np.abs(self.history[-1] - self.history[-2]) < self.tol)
