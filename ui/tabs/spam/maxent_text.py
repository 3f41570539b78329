"""The MaxEnt view's explanations (string work, no widget): the method, the notes' dice-sum
example and the erratum on the notes' fast-food multipliers, in the language in force."""
from __future__ import annotations

import numpy as np

from engine.linear import FAST_FOOD_PRICES, NOTES_MULTIPLIERS, multiplier_total

from .texts import tr


def maxent_note() -> str:
    return tr(
    "<p>Maximise H(p) = −Σ p<sub>i</sub> log p<sub>i</sub> subject to Σ p<sub>i</sub> = 1 and "
    "Σ p<sub>i</sub> f<sub>k</sub>(i) = target<sub>k</sub>. Setting the Lagrangian's "
    "derivative to zero gives p<sub>i</sub> = exp(λ<sub>0</sub> − 1 + Σ<sub>k</sub> "
    "λ<sub>k</sub> f<sub>k</sub>(i)) — a softmax of the features. Newton's method on the "
    "dual (one dimension per constraint) finds the λ's; with no constraint p is uniform, "
    "H = log n.</p>")


def dice_sum_note(step):
    """[NLP] 7 §3: one constraint, one multiplier — the notes' p_i = e^{λ_i}/Σ e^{λ_i}."""
    lam = float(np.atleast_1d(step.lambdas)[0])
    return tr("<p><b>Dice sum</b> ([NLP] 7 §3): n dice whose faces sum to nα give one "
              "constraint Σ i·p<sub>i</sub> = α, so there is <i>one</i> multiplier: "
              "p<sub>i</sub> ∝ e<sup>λ·i</sup> with λ = {lam:+.4f} here. <b>Erratum</b>: the "
              "notes write p<sub>i</sub> = e<sup>λ<sub>i</sub></sup> / Σ e<sup>λ<sub>i</sub>"
              "</sup>, a multiplier per face, which the single constraint does not give."
              "</p>").format(lam=lam)


def notes_erratum():
    """The notes' multipliers checked by the engine: they do not give a distribution."""
    lam0, lam1 = NOTES_MULTIPLIERS
    total = multiplier_total(FAST_FOOD_PRICES, [lam1], lam0)
    return tr(
        "<p><b>Erratum</b>: the notes' probabilities 0.3546 / 0.2964 / 0.2478 / 0.1011 are "
        "right, but their multipliers λ<sub>0</sub> = {lam0}, λ<sub>1</sub> = {lam1} do not "
        "normalise: exp(λ<sub>0</sub> + λ<sub>1</sub>·price − 1) sums to {total:.2f}, not 1, "
        "and a positive λ<sub>1</sub> would make Tofu the likeliest item. The solution above "
        "(λ<sub>1</sub> ≈ −0.1792, λ<sub>0</sub> ≈ 0.1425) does.</p>").format(
        lam0=lam0, lam1=lam1, total=total)
