"""Texts of the Spam tab's Choosing-a-model view: what each study did and what its numbers
say, made from the engine's result objects."""
from __future__ import annotations

from html import escape

SPLITS_NOTE = (
    "<p><b>Training / validation / test</b> (the notes' Model Selection): fit each candidate on "
    "the training part, choose the hyperparameters (α, C, …) by the score on the validation "
    "part, and touch the test part once, at the very end, to report the chosen model. A score "
    "on data that helped choose is optimistic.</p><p><b>k-fold cross-validation</b> when data "
    "is scarce: cut the data into k folds (stratified: each fold keeps the class proportions), "
    "train on k − 1 and score on the one left out, k times; the mean over the folds is the "
    "estimate and their standard deviation its spread. Every message is held out exactly "
    "once.</p><p>Here each fold builds its vocabulary from its own training messages, so no "
    "held-out word leaks into training.</p>")


def validation_text(curve, symbol):
    i = curve.best_index
    gap = curve.train_mean[i] - curve.test_mean[i]
    return (f"Best {escape(symbol)} = <b>{curve.best_value:.4g}</b>: held-out "
            f"{curve.scoring} {curve.best_score:.4f} ± {curve.test_std[i]:.4f} over "
            f"{curve.test_scores.shape[1]} folds (training {curve.train_mean[i]:.4f}, gap "
            f"{gap:.4f}). Left: weak smoothing / strong fit; a large gap is over-fitting.")


def grid_text(grid, note=""):
    params = ", ".join(f"{k} = {v:g}" for k, v in grid.best_params.items())
    return (f"Best cell ★ {escape(params)}: mean held-out {grid.scoring} "
            f"<b>{grid.best_score:.4f}</b> over {grid.test_scores.shape[-1]} folds. "
            f"{escape(note)}")


def nested_text(nested, symbol, name):
    chosen = ", ".join(f"{p[name]:.4g}" for p in nested.best_params)
    return (
        f"<p><b>Nested estimate</b>: {nested.nested_mean:.4f} ± {nested.nested_std:.4f} "
        f"({nested.scoring}, mean over {len(nested.outer_scores)} outer folds). In each "
        f"outer fold a grid search on its training part alone chose {escape(symbol)} "
        f"({escape(chosen)}); the model refitted with it was scored on the untouched outer "
        f"fold.</p><p><b>Optimistic estimate</b>: {nested.optimistic_score:.4f} — the best "
        f"mean of a plain grid search on the same folds ({escape(symbol)} = "
        f"{nested.optimistic_params[name]:.4g}), where the folds that chose the value also "
        f"score it. It flatters by <b>{nested.optimism:+.4f}</b>.</p><p>Report the nested "
        "estimate for the procedure “grid search, then refit”; use the grid search's choice "
        "to train the final model.</p>")


def learning_text(curve):
    last = -1
    gap = curve.train_mean[last] - curve.test_mean[last]
    return (f"With {int(curve.sizes[last]):,} training messages: training "
            f"{curve.train_mean[last]:.4f}, held-out {curve.test_mean[last]:.4f} (gap "
            f"{gap:.4f}). A wide gap that narrows as data grows: over-fitting (more data "
            "helps); two low curves that meet: under-fitting (a richer model helps).")
