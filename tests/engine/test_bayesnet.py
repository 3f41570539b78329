"""Bayesian networks: CPT checks, the joint, enumeration and variable elimination both equal to
the brute-force joint (every query, every evidence, every elimination order on small networks),
the textbook and the notes' numbers."""
import itertools

import numpy as np
import pytest

from engine import DataError, Step, run_job
from engine.bayesnet import (NOTES_JOINT, BayesNet, EliminationStep, bernoulli_nb_network,
                             burglary_alarm, naive_bayes_network, notes_joint_network)

ALARM = burglary_alarm()


def brute_force(net, query, evidence):
    """P(query | evidence) from the full joint: index the evidence, sum the rest, normalise."""
    joint = net.joint()
    index = tuple(net.domains[v].index(evidence[v]) if v in evidence else slice(None)
                  for v in joint.variables)
    table = joint.table[index]
    rest = [v for v in joint.variables if v not in evidence]
    summed = table.sum(axis=tuple(i for i, v in enumerate(rest) if v not in query))
    kept = [v for v in rest if v in query]
    summed = np.transpose(summed, [kept.index(q) for q in query])
    return summed / summed.sum()


def random_net(seed):
    """A random DAG of five variables with 2–3 values each and random CPTs."""
    rng = np.random.default_rng(seed)
    names = ["V", "W", "X", "Y", "Z"]
    domains = {v: tuple(range(rng.integers(2, 4))) for v in names}
    parents = {v: tuple(p for p in names[:i] if rng.random() < 0.5)
               for i, v in enumerate(names)}
    cpts = {}
    for v in names:
        shape = [len(domains[p]) for p in parents[v]] + [len(domains[v])]
        t = rng.random(shape) + 0.05
        cpts[v] = t / t.sum(axis=-1, keepdims=True)
    return BayesNet(domains, parents, cpts)


def test_the_joint_is_the_product_of_the_cpts_and_sums_to_one():
    joint = ALARM.joint()
    assert joint.table.shape == (2,) * 5 and joint.table.sum() == pytest.approx(1.0)
    # P(j, m, a, ¬b, ¬e) = .90 × .70 × .001 × .999 × .998 (Russell & Norvig)
    rows = dict(joint.rows())
    key = tuple({"Burglary": False, "Earthquake": False, "Alarm": True, "JohnCalls": True,
                 "MaryCalls": True}[v] for v in joint.variables)
    assert rows[key] == pytest.approx(0.90 * 0.70 * 0.001 * 0.999 * 0.998, rel=1e-12)


def test_levels_put_parents_above_children():
    assert ALARM.levels == {"Burglary": 0, "Earthquake": 0, "Alarm": 1, "JohnCalls": 2,
                            "MaryCalls": 2}
    assert set(naive_bayes_network().levels.values()) == {0, 1}


def test_a_network_needs_fewer_numbers_than_its_joint():
    assert (ALARM.n_parameters, ALARM.joint_parameters) == (1 + 1 + 4 + 2 + 2, 31)
    words = [f"w{i}" for i in range(100)]
    nb = naive_bayes_network({"spam": 4, "ham": 6}, {"spam": [1] * 100, "ham": [2] * 100}, words)
    assert nb.n_parameters == 1 + 100 * 2                     # P(class), P(w | class) per class
    assert nb.joint_parameters == 2 * 2 ** 100 - 1


def test_the_textbook_burglary_posterior():
    ev = {"JohnCalls": True, "MaryCalls": True}
    assert ALARM.enumerate_query("Burglary", ev).posterior[True] == pytest.approx(0.284, abs=5e-4)
    assert ALARM.variable_elimination("Burglary", ev)[True] == pytest.approx(0.284, abs=5e-4)


def test_the_notes_joint_table_and_their_conditional():
    net = notes_joint_network()
    np.testing.assert_allclose(net.joint().table, NOTES_JOINT, atol=1e-15)
    assert net.variable_elimination("A", {"B": 1})[1] == pytest.approx(0.6667, abs=1e-4)


@pytest.mark.parametrize("seed", range(4))
def test_enumeration_and_elimination_equal_the_brute_force_joint(seed):
    net = random_net(seed)
    names = net.variables
    for q in names:
        others = [v for v in names if v != q]
        for observed in itertools.chain.from_iterable(
                itertools.combinations(others, r) for r in range(3)):
            ev = {v: net.domains[v][-1] for v in observed}
            want = brute_force(net, (q,), ev)
            np.testing.assert_allclose(net.enumerate_query(q, ev).posterior.table, want,
                                       atol=1e-12)
            np.testing.assert_allclose(net.variable_elimination(q, ev).table, want, atol=1e-12)


def test_every_elimination_order_gives_the_same_posterior():
    ev = {"MaryCalls": True}
    want = brute_force(ALARM, ("Burglary", "JohnCalls"), ev)
    hidden = ["Earthquake", "Alarm"]
    for order in itertools.permutations(hidden):
        got = ALARM.variable_elimination(("Burglary", "JohnCalls"), ev, order)
        np.testing.assert_allclose(got.table, want, atol=1e-12)
    assert got.evidence_probability == pytest.approx(
        ALARM.joint().table.sum(axis=(0, 1, 2, 3))[0], rel=1e-12)


def test_elimination_steps_show_each_factor_multiplied_and_summed_out():
    gen = ALARM.iter_variable_elimination("Burglary", {"JohnCalls": True, "MaryCalls": True},
                                          ["Alarm", "Earthquake"])
    steps = []
    try:
        while True:
            steps.append(next(gen))
    except StopIteration as stop:
        posterior = stop.value
    assert [s.phase for s in steps] == ["restrict", "multiply", "sum-out", "multiply",
                                        "sum-out", "normalize"]
    assert all(isinstance(s, EliminationStep) and isinstance(s, Step) for s in steps)
    assert [s.iteration for s in steps] == list(range(1, 7))
    assert [s.converged for s in steps] == [False] * 5 + [True]
    multiply_a = steps[1]
    assert multiply_a.variable == "Alarm"
    assert {f.variables for f in multiply_a.used} == {("Burglary", "Earthquake", "Alarm"),
                                                      ("Alarm",)}
    assert set(multiply_a.result.variables) == {"Burglary", "Earthquake", "Alarm"}
    tau = steps[2].result
    np.testing.assert_allclose(tau.table, multiply_a.result.sum_out("Alarm").table)
    assert "Alarm" not in {v for f in steps[2].factors for v in f.variables}
    np.testing.assert_allclose(steps[-1].result.table, posterior.table)
    assert steps[-1].largest == 8
    assert not steps[0].factors[0].table.flags.writeable


def test_enumeration_shows_every_hidden_assignment():
    e = ALARM.enumerate_query("Burglary", {"JohnCalls": True, "MaryCalls": True})
    assert e.hidden == ("Earthquake", "Alarm") and e.assignments.shape == (4, 2)
    np.testing.assert_allclose(e.terms.sum(axis=0), e.unnormalised)
    assert e.posterior.evidence_probability == pytest.approx(e.unnormalised.sum())


def test_naive_bayes_as_a_network_is_the_naive_bayes_posterior():
    net = naive_bayes_network()
    assert set(net.edges) == {("Class", w) for w in net.variables[1:]}
    words = {"남자의": True, "강아지": False, "좋은": False, "제대로": False, "정보": True}
    got = net.variable_elimination("Class", words)
    # P(c) Π P(w|c) with Laplace +1/+2 on the counts of the preset (2 spam, 3 ham messages)
    spam = 2 / 5 * (3 / 4) * (3 / 4) * (2 / 4) * (2 / 4) * (3 / 4)
    ham = 3 / 5 * (1 / 5) * (2 / 5) * (2 / 5) * (3 / 5) * (2 / 5)
    assert got["spam"] == pytest.approx(spam / (spam + ham), rel=1e-12)


def test_a_fitted_bernoulli_naive_bayes_as_a_network_gives_its_posterior():
    from engine.spam import BernoulliNB
    rng = np.random.default_rng(0)
    X = (rng.random((40, 4)) < [0.2, 0.5, 0.7, 0.4]).astype(float)
    y = np.where(rng.random(40) < 0.4, "spam", "ham")
    nb = BernoulliNB(alpha=0.5).fit(X, y)
    net = bernoulli_nb_network(nb, ["a", "b", "c", "d"])
    for row in X[:6]:
        ev = {w: bool(v) for w, v in zip("abcd", row)}
        got = net.variable_elimination("Class", ev)
        np.testing.assert_allclose([got[str(c)] for c in nb.classes_],
                                   nb.predict_proba(row[None])[0], rtol=1e-12)


@pytest.mark.parametrize("make, message", [
    (lambda: BayesNet({"A": (0, 1)}, {}, {"A": [0.5, 0.6]}), "sums to 1.1"),
    (lambda: BayesNet({"A": (0, 1)}, {}, {"A": [0.5, 0.5, 0.0]}), "shape"),
    (lambda: BayesNet({"A": (0, 1)}, {}, {}), "No CPT"),
    (lambda: BayesNet({"A": (0, 1), "B": (0, 1)}, {"A": ("B",), "B": ("A",)},
                      {"A": [[.5, .5]] * 2, "B": [[.5, .5]] * 2}), "cycle"),
    (lambda: BayesNet({"A": (0, 1)}, {"A": ("C",)}, {"A": [.5, .5]}), "parents"),
    (lambda: BayesNet({"A": (0, 1)}, {}, {"A": [1.5, -0.5]}), "probabilities"),
    (lambda: ALARM.enumerate_query("Rain"), "not a variable"),
    (lambda: ALARM.enumerate_query("Alarm", {"JohnCalls": "yes"}), "not a value"),
    (lambda: ALARM.enumerate_query("Alarm", {"Alarm": True}), "both"),
    (lambda: ALARM.variable_elimination("Alarm", {}, ["Burglary"]), "elimination order"),
    (lambda: BayesNet({"A": (0, 1), "B": (0, 1)}, {"B": ("A",)},
                      {"A": [1.0, 0.0], "B": [[1.0, 0.0], [0.5, 0.5]]}
                      ).enumerate_query("A", {"B": 1}), "probability 0"),
])
def test_bad_networks_and_queries_are_refused_with_a_data_error(make, message):
    with pytest.raises(DataError, match=message):
        make()


def test_variable_elimination_is_refused_when_called_not_at_the_first_step():
    with pytest.raises(DataError):
        ALARM.iter_variable_elimination("Rain")
    assert run_job(ALARM.iter_variable_elimination("Alarm")).table.sum() == pytest.approx(1)


def test_a_typed_structure_reads_back_and_keeps_the_cpts_that_still_fit():
    from engine.bayesnet import (brute_force_query, cpt_rows, parse_structure, restructure,
                                 structure_text, with_cpt)
    domains, parents = parse_structure(structure_text(ALARM))
    again = restructure(ALARM, domains, parents)
    for v in ALARM.variables:
        np.testing.assert_array_equal(again.cpts[v], ALARM.cpts[v])
    # a new parent of JohnCalls: its CPT turns uniform, the others stay
    domains, parents = parse_structure(structure_text(ALARM) + ", Earthquake"
                                       "\nWeather {sun, rain, snow}: Burglary")
    changed = restructure(ALARM, domains, parents)
    assert changed.parents["MaryCalls"] == ("Alarm", "Earthquake")
    np.testing.assert_array_equal(changed.cpts["MaryCalls"], np.full((2, 2, 2), 0.5))
    np.testing.assert_array_equal(changed.cpts["Alarm"], ALARM.cpts["Alarm"])
    assert changed.domains["Weather"] == ("sun", "rain", "snow")
    assert cpt_rows(ALARM, "Alarm") == [(True, True), (True, False), (False, True),
                                        (False, False)]
    # the notes' 0/1 domains survive the text round trip (read back as "0", "1")
    notes = notes_joint_network()
    assert restructure(notes, *parse_structure(structure_text(notes))).domains == notes.domains
    edited = with_cpt(ALARM, "Burglary", [0.5, 0.5])
    ev = {"JohnCalls": True, "MaryCalls": True}
    np.testing.assert_allclose(brute_force_query(edited, "Burglary", ev).table,
                               brute_force(edited, ("Burglary",), ev), atol=1e-15)
    assert brute_force_query(edited, "Burglary", ev)[True] > 0.99   # a likelier burglar


@pytest.mark.parametrize("text, message", [
    ("", "empty"), ("A: B", "no line"), ("A\nA", "second time"), ("A {x}", "two distinct"),
    ("A: B\nB: A", "cycle"), ("A {x, y", "not 'Name"),
])
def test_a_bad_structure_is_refused_with_what_to_write(text, message):
    from engine.bayesnet import parse_structure, restructure
    with pytest.raises(DataError, match=message):
        restructure(None, *parse_structure(text))


def test_the_cat_tiger_network_is_the_bayes_decision_rule():
    from engine.bayesnet import cat_tiger_network
    from engine.linear.bayes_decision import cat_tiger
    got = cat_tiger_network().variable_elimination("Animal", {"ThreeColours": True})
    assert got["cat"] == pytest.approx(0.99 * 0.05 / (0.99 * 0.05 + 0.01 * 0.9), rel=1e-12)
    assert got["cat"] > got["tiger"]                      # the prior outweighs the likelihood
    np.testing.assert_allclose(got.table, cat_tiger().posteriors, rtol=1e-12)
