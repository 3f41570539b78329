"""The explanation panel of the SVM tab."""
from __future__ import annotations

import numpy as np

ERRATA = ("<p><i>Errata in the notes:</i> the margin width is 1/‖w‖ (the notes write 1/‖w‖²); "
          "the RBF kernel is exp(−‖x−x′‖²/(2σ²)) — the notes drop the square.</p>")


def explain(step, X, y, run, selected):
    html = ["<h3>SMO on the dual</h3>",
            "<p>maximise W(α) = Σα<sub>i</sub> − ½ΣΣ α<sub>i</sub>α<sub>j</sub>y<sub>i</sub>"
            "y<sub>j</sub>k(x<sub>i</sub>,x<sub>j</sub>) subject to Σ y<sub>i</sub>α<sub>i</sub> = 0 "
            "and 0 ≤ α<sub>i</sub> ≤ C (L1 slack; no upper bound for hard margin and L2 slack, "
            "where L2 adds 1/C to k(x<sub>i</sub>,x<sub>i</sub>)).</p>"]
    if step is None:
        html.append("<p>Press <b>Step</b>: each step picks the pair (i, j) that violates the KKT "
                    "conditions most (libsvm's second-order rule), solves the two-variable "
                    "problem exactly and clips it to the box.</p>")
        return "".join(html) + ERRATA
    i, j = step.pair
    html.append(f"<p><b>Update {step.iteration}</b>: pair (i, j) = ({i}, {j}); "
                f"α<sub>i</sub>: {step.alpha_before[0]:.4g} → {step.alpha[i]:.4g}, "
                f"α<sub>j</sub>: {step.alpha_before[1]:.4g} → {step.alpha[j]:.4g}</p>"
                if i >= 0 else "")
    html.append(f"<p>W(α) = <b>{step.objective:.6g}</b>, b = {step.b:.4g}, max KKT violation "
                f"m(α) − M(α) = {step.max_violation:.3g}{' (converged)' if step.converged else ''}"
                f", support vectors: {int(np.sum(step.alpha > 1e-8))}</p>")
    svc = run.get("svc")
    if svc is not None and svc.kernel == "linear":
        ys = run["ys"]
        w = (step.alpha * ys) @ X
        norm = float(np.linalg.norm(w))
        f = X @ w + step.b
        functional = float(np.min(ys * f))
        html.append(f"<p><b>Primal</b> (linear kernel): w = Σ α<sub>i</sub>y<sub>i</sub>x<sub>i"
                    f"</sub> = ({w[0]:.4g}, {w[1]:.4g}), b = {step.b:.4g}<br>functional margin "
                    f"min y<sub>i</sub>f(x<sub>i</sub>) = {functional:.4g}, geometric margin "
                    f"= {functional / norm if norm else float('nan'):.4g}<br>margin width "
                    f"1/‖w‖ = <b>{1 / norm if norm else float('inf'):.4g}</b> (on each side of "
                    "f = 0; the dashed lines are f = ±1)</p>")
    if selected is not None and selected < len(X) and svc is not None:
        ys = run["ys"]
        html.append(f"<p>Selected x<sub>{selected}</sub> = ({X[selected, 0]:.3g}, "
                    f"{X[selected, 1]:.3g}), y = {int(ys[selected]):+d}, α = "
                    f"{step.alpha[selected]:.4g}</p>")
    return "".join(html) + ERRATA
