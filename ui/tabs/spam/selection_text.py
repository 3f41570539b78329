"""Texts of the Spam tab's Choosing-a-model view: what each study did and what its numbers
say, made from the engine's result objects."""
from __future__ import annotations

from html import escape

from .texts import tr


def splits_note() -> str:
    return tr(
        "<p><b>Training / validation / test</b> (the notes' Model Selection): fit each "
        "candidate on the training part, choose the hyperparameters (α, C, …) by the score on "
        "the validation part, and touch the test part once, at the very end, to report the "
        "chosen model. A score on data that helped choose is optimistic.</p><p><b>k-fold "
        "cross-validation</b> when data is scarce: cut the data into k folds (stratified: each "
        "fold keeps the class proportions), train on k − 1 and score on the one left out, k "
        "times; the mean over the folds is the estimate and their standard deviation its "
        "spread. Every message is held out exactly once.</p><p>Here each fold builds its "
        "vocabulary from its own training messages, so no held-out word leaks into "
        "training.</p>")


def validation_text(curve, symbol):
    i = curve.best_index
    gap = curve.train_mean[i] - curve.test_mean[i]
    return tr("Best {symbol} = <b>{best:.4g}</b>: held-out {scoring} {score:.4f} ± {sd:.4f} "
              "over {k} folds (training {train:.4f}, gap {gap:.4f}). Left: weak smoothing / "
              "strong fit; a large gap is over-fitting.").format(
        symbol=escape(symbol), best=curve.best_value, scoring=curve.scoring,
        score=curve.best_score, sd=curve.test_std[i], k=curve.test_scores.shape[1],
        train=curve.train_mean[i], gap=gap)


def grid_text(grid, note=""):
    params = ", ".join(f"{k} = {v:g}" for k, v in grid.best_params.items())
    return tr("Best cell ★ {params}: mean held-out {scoring} <b>{score:.4f}</b> over {k} "
              "folds. {note}").format(params=escape(params), scoring=grid.scoring,
                                      score=grid.best_score, k=grid.test_scores.shape[-1],
                                      note=escape(note))


def nested_text(nested, symbol, name):
    chosen = ", ".join(f"{p[name]:.4g}" for p in nested.best_params)
    return tr(
        "<p><b>Nested estimate</b>: {m:.4f} ± {s:.4f} ({scoring}, mean over {k} outer folds). "
        "In each outer fold a grid search on its training part alone chose {symbol} "
        "({chosen}); the model refitted with it was scored on the untouched outer fold.</p>"
        "<p><b>Optimistic estimate</b>: {o:.4f} — the best mean of a plain grid search on the "
        "same folds ({symbol} = {best:.4g}), where the folds that chose the value also score "
        "it. It flatters by <b>{optimism:+.4f}</b>.</p><p>Report the nested estimate for the "
        "procedure “grid search, then refit”; use the grid search's choice to train the final "
        "model.</p>").format(
        m=nested.nested_mean, s=nested.nested_std, scoring=nested.scoring,
        k=len(nested.outer_scores), symbol=escape(symbol), chosen=escape(chosen),
        o=nested.optimistic_score, best=nested.optimistic_params[name],
        optimism=nested.optimism)


def learning_text(curve):
    last = -1
    gap = curve.train_mean[last] - curve.test_mean[last]
    return tr("With {n} training messages: training {train:.4f}, held-out {test:.4f} (gap "
              "{gap:.4f}). A wide gap that narrows as data grows: over-fitting (more data "
              "helps); two low curves that meet: under-fitting (a richer model helps).").format(
        n=f"{int(curve.sizes[last]):,}", train=curve.train_mean[last],
        test=curve.test_mean[last], gap=gap)
