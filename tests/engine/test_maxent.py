"""Maximum entropy under mean constraints: the notes' die and fast-food menu (with the corrected
multipliers), two constraints, steps, and infeasible targets refused with the reason."""
import numpy as np
import pytest
from contract import call
from hypothesis import given
from hypothesis import strategies as st

from engine import DataError, Step
from engine.linear import (
    DIE_FACES,
    FAST_FOOD_CALORIES,
    FAST_FOOD_PRICES,
    NOTES_MULTIPLIERS,
    iter_maxent_distribution,
    maxent_distribution,
    multiplier_total,
)


def test_fast_food_menu_matches_the_notes_probabilities_and_the_corrected_multipliers():
    r = maxent_distribution(FAST_FOOD_PRICES, 2.5)
    np.testing.assert_allclose(r.p, [0.3546, 0.2964, 0.2478, 0.1011], atol=1e-4)
    assert r.lambdas.shape == (1,)
    assert abs(r.lambdas[0] - (-0.1792)) < 1e-4
    assert abs(r.lambda0 - 0.1425) < 1e-4
    assert r.converged
    # the notes' form p_i = exp(λ0 − 1 + λ1 price_i) reproduces p
    np.testing.assert_allclose(np.exp(r.lambda0 - 1 + r.lambdas[0] * FAST_FOOD_PRICES), r.p,
                               rtol=1e-10)
    assert abs(r.p @ FAST_FOOD_PRICES - 2.5) < 1e-9
    assert abs(r.entropy - (-(r.p * np.log(r.p)).sum())) < 1e-12
    # the multipliers printed in the notes do not normalise
    assert multiplier_total(FAST_FOOD_PRICES, [NOTES_MULTIPLIERS[1]], NOTES_MULTIPLIERS[0]) > 10
    assert abs(multiplier_total(FAST_FOOD_PRICES, r.lambdas, r.lambda0) - 1) < 1e-12


def test_die_without_constraint_is_uniform_with_entropy_log_6():
    for targets in ([], None):
        r = maxent_distribution(DIE_FACES, targets)
        np.testing.assert_allclose(r.p, np.full(6, 1 / 6))
        assert abs(r.entropy - np.log(6)) < 1e-12
        assert r.lambdas.shape == (0,)


def test_die_with_mean_3_5_is_uniform_and_with_mean_4_5_leans_to_six():
    r = maxent_distribution(DIE_FACES, 3.5)
    np.testing.assert_allclose(r.p, np.full(6, 1 / 6), atol=1e-12)
    assert abs(r.lambdas[0]) < 1e-10
    r = maxent_distribution(DIE_FACES, 4.5)     # Jaynes's Brandeis dice
    np.testing.assert_allclose(r.p, [0.05435, 0.07877, 0.11416, 0.16545, 0.23977, 0.34749],
                               atol=1e-4)
    assert np.all(np.diff(r.p) > 0) and r.lambdas[0] > 0
    assert abs(r.p @ DIE_FACES - 4.5) < 1e-9
    assert r.entropy < np.log(6)


def test_two_constraints_price_and_calories():
    F = np.vstack([FAST_FOOD_PRICES, FAST_FOOD_CALORIES])
    r = maxent_distribution(F, [2.5, 600])
    assert r.lambdas.shape == (2,)
    np.testing.assert_allclose(F @ r.p, [2.5, 600], rtol=1e-9)
    assert abs(r.p.sum() - 1) < 1e-12
    np.testing.assert_allclose(np.exp(r.lambda0 - 1 + r.lambdas @ F), r.p, rtol=1e-9)
    # a redundant second constraint (calories = 1000 − 100·(price − 1) … here an exact multiple)
    r2 = maxent_distribution(np.vstack([FAST_FOOD_PRICES, 2 * FAST_FOOD_PRICES]), [2.5, 5.0])
    np.testing.assert_allclose(r2.p, maxent_distribution(FAST_FOOD_PRICES, 2.5).p, atol=1e-8)


def test_maxent_beats_every_other_distribution_with_the_same_mean():
    r = maxent_distribution(FAST_FOOD_PRICES, 2.5)
    rng = np.random.default_rng(0)
    # other distributions with mean 2.5: p + t·v with v ⟂ (1, price)
    basis = np.linalg.svd(np.vstack([np.ones(4), FAST_FOOD_PRICES]))[2][2:]
    for _ in range(200):
        q = r.p + 0.05 * rng.normal(size=2) @ basis
        if np.all(q > 0):
            assert -(q * np.log(q)).sum() <= r.entropy + 1e-12


def test_steps_are_newton_iterations_on_the_dual():
    steps = list(iter_maxent_distribution(FAST_FOOD_PRICES, 2.5))
    assert all(isinstance(s, Step) for s in steps)
    assert [s.iteration for s in steps] == list(range(1, len(steps) + 1))
    assert 3 <= len(steps) <= 10
    np.testing.assert_allclose(steps[0].p, np.full(4, 0.25))     # λ = 0: uniform
    duals = [s.dual for s in steps]
    assert all(b <= a + 1e-12 for a, b in zip(duals, duals[1:]))  # the dual falls
    assert steps[-1].converged and not any(s.converged for s in steps[:-1])
    assert abs(steps[-1].dual - steps[-1].entropy) < 1e-9          # strong duality
    assert steps[-1].objective_name == "dual"
    assert not steps[0].p.flags.writeable
    # quadratic convergence: the gradient norm collapses near the end
    norms = [s.grad_norm for s in steps]
    assert norms[-1] < 1e-10 and norms[-2] < 1e-3


def test_a_capped_run_says_stopped():
    steps = list(iter_maxent_distribution(FAST_FOOD_PRICES, 2.5, max_iter=2))
    assert len(steps) == 2 and not steps[-1].converged and steps[-1].stopped == "max_iter"


@pytest.mark.parametrize("values, targets, message", [
    (FAST_FOOD_PRICES, 9.0, "outside the range"),
    (FAST_FOOD_PRICES, 0.5, "outside the range"),
    (FAST_FOOD_PRICES, 1.0, "equals the range"),
    (FAST_FOOD_PRICES, 8.0, "equals"),
    (np.vstack([FAST_FOOD_PRICES, FAST_FOOD_CALORIES]), [2.5, 500], "probability exactly 0"),
    (np.vstack([FAST_FOOD_PRICES, FAST_FOOD_CALORIES]), [7.5, 900], "inconsistent"),
    (FAST_FOOD_PRICES, [2.5, 3.0], "one target mean per constraint"),
    ([[1.0, 1.0, 1.0]], 2.0, "cannot be reached"),
    ([1.0], 1.0, "at least two outcomes"),
    (["a", "b"], 1.0, "numbers"),
    ([1.0, np.nan, 2.0], 1.5, "finite"),
    ([1.0, 2.0], "x", "numbers"),
])
def test_infeasible_or_bad_targets_are_refused_with_the_reason(values, targets, message):
    with pytest.raises(DataError, match=message):
        maxent_distribution(values, targets)
    with pytest.raises(DataError):
        iter_maxent_distribution(values, targets)       # at call time, not at next()


def test_constant_row_matching_its_target_is_harmless():
    r = maxent_distribution(np.vstack([FAST_FOOD_PRICES, np.ones(4)]), [2.5, 1.0])
    np.testing.assert_allclose(r.p, [0.3546, 0.2964, 0.2478, 0.1011], atol=1e-4)


@given(st.lists(st.floats(-50, 50), min_size=2, max_size=8), st.floats(0.01, 0.99))
def test_any_reachable_mean_is_met(values, share):
    values = np.array(values)
    lo, hi = values.min(), values.max()
    target = lo + share * (hi - lo)
    r = call(maxent_distribution, values, target)
    if r is None:
        return                 # equal values or a target on an edge: refused with a message
    assert abs(r.p.sum() - 1) < 1e-9
    assert abs(r.p @ values - target) < 1e-6 * max(1.0, np.abs(values).max())
