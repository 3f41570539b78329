"""The notes' worked examples as engine presets reproduce the notes' numbers (and the corrected
ones where the notes slip), checked against scipy, scikit-learn and hmmlearn where they apply;
and the conventions made explicit (confusion layout, IG base, the notes' |V|)."""
import warnings
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import chi2_contingency

from engine import DataError
from engine.features import (IG_LOG_BASE, NOTES_IG_LOG_BASE, chi2_table, notes_chi2_table,
                             notes_example, score_terms)
from engine.hmm.presets import (NOTES_TOY, TOY_START, chain_product, iter_toy_baum_welch,
                                notes_chain, toy_sequences)
from engine.linear.bayes_decision import bayes_decision, cat_tiger
from engine.linear.maxent import dice_sum
from engine.metrics import (classification_report, confusion_matrix, layout_formulas,
                            per_class_from_confusion)
from engine.spam.naive_bayes import MultinomialNB, joint_log_likelihood_with_test_words
from engine.spam.notes_examples import desk_example, mens_information_example
from engine.text.alignment import notes_alignments, score_alignment


# -- χ² expected counts (003) ---------------------------------------------------------------
def test_chi2_expected_counts_of_term4_are_the_notes_with_plus_one_point_two():
    t = notes_chi2_table("term4")
    np.testing.assert_allclose(t.expected, [[4.8, 3.2], [1.2, 0.8]])
    np.testing.assert_array_equal(t.observed, [[6, 2], [0, 2]])
    stat, _, _, expected = chi2_contingency(t.observed, correction=False)
    np.testing.assert_allclose(t.expected, expected)
    assert t.chi2 == pytest.approx(stat)
    X, y, terms = notes_example()
    chi2 = score_terms(X, y, "pos", ("chi2",))["chi2"]
    assert t.chi2 == pytest.approx(chi2[3])
    # "the squared sum of term 1 is much larger than term 4's" (the notes, line 144)
    assert notes_chi2_table("term1").chi2 == pytest.approx(10.0) and t.chi2 == pytest.approx(3.75)
    with pytest.raises(DataError, match="term"):
        chi2_table(X, y, "pos", 10)


def test_ig_base_is_bits_by_default_and_the_notes_base_gives_their_029():
    X, y, _ = notes_example()
    assert IG_LOG_BASE == 2 and NOTES_IG_LOG_BASE == 10
    assert score_terms(X, y, "pos", ("ig",))["ig"][0] == pytest.approx(0.971, abs=1e-3)
    ig10 = score_terms(X, y, "pos", ("ig",), NOTES_IG_LOG_BASE)["ig"][0]
    assert ig10 == pytest.approx(0.29, abs=5e-3)


# -- SNOWY → SUNNY ------------------------------------------------------------------------
def test_the_notes_alignments_cost_3_and_5():
    first, second = notes_alignments()
    assert (first.cost, second.cost) == (3, 5)
    assert first.distance == second.distance == 3
    assert first.optimal and not second.optimal
    assert "".join(first.source) == "SNOWY" and "".join(second.target) == "SUNNY"
    assert [c[2] for c in second.columns] == ["insert", "substitute", "match", "delete",
                                              "delete", "insert", "match"]
    # substitution 2 (the notes' other cost): the first alignment now costs 4, still optimal
    sub2 = score_alignment("S - N O W Y", "S U N N - Y", substitute=2)
    assert sub2.cost == 4 and sub2.distance == 4 and sub2.optimal


def test_a_bad_alignment_says_what_is_wrong():
    with pytest.raises(DataError, match="same number"):
        score_alignment("S N O W Y", "S U N N Y -")
    with pytest.raises(DataError, match="gap in both"):
        score_alignment("S - N", "S - N")
    assert score_alignment("cat", "cut").cost == 1          # one character a column


# -- MaxEnt: the dice sum --------------------------------------------------------------------
def test_dice_sum_has_one_multiplier():
    r = dice_sum(4.5)
    # Jaynes' Brandeis dice
    np.testing.assert_allclose(r.p, [0.05435, 0.07877, 0.11416, 0.16545, 0.23977, 0.34749],
                               atol=5e-5)
    ratios = r.p[1:] / r.p[:-1]
    np.testing.assert_allclose(ratios, np.exp(r.lambdas[0]))   # p_i ∝ e^{λ·i}
    np.testing.assert_allclose(dice_sum(3.5).p, np.full(6, 1 / 6), atol=1e-9)
    with pytest.raises(DataError):
        dice_sum(6.5)


# -- Naive Bayes: the post's 남자의 제대로된 정보 and CS229's desk ----------------------------
def test_mens_information_reproduces_p_s_two_fifths_and_the_products():
    w = mens_information_example()
    spam, ham = w.classes.index("spam"), w.classes.index("ham")
    assert w.priors[spam] == pytest.approx(2 / 5) and w.priors[ham] == pytest.approx(3 / 5)
    want_s = Fraction(2, 5) * Fraction(3, 4) * Fraction(3, 4) * Fraction(1, 2) ** 2 * \
        Fraction(3, 4)
    want_h = Fraction(3, 5) * Fraction(1, 5) * Fraction(2, 5) ** 2 * Fraction(3, 5) ** 2
    assert w.scores[spam] == pytest.approx(float(want_s))
    assert w.scores[ham] == pytest.approx(float(want_h))
    assert [lab for lab, _ in w.factors[spam]] == [
        "P(남자의|S)", "P(¬강아지|S)", "P(¬좋은|S)", "P(¬제대로|S)", "P(정보|S)"]
    assert w.prediction == "spam" and w.unknown == ("제대로된",)
    # the same posterior as scikit-learn's Bernoulli model on the same mails
    from sklearn.naive_bayes import BernoulliNB as Ref

    from engine.spam.notes_examples import MESSAGE, TRAINING, VOCABULARY
    X = np.array([[v in t.split() for v in VOCABULARY] for t, _ in TRAINING], float)
    y = [lab for _, lab in TRAINING]
    x = np.array([[v in MESSAGE.split() for v in VOCABULARY]], float)
    ref = Ref(alpha=1.0).fit(X, y).predict_proba(x)[0]
    np.testing.assert_allclose(w.posteriors, ref)


def test_desk_in_both_event_models():
    d = desk_example()
    assert d.indices == (1600, 800, 1600, 6200)
    assert d.bernoulli == (800, 1600, 6200)
    assert d.counts == {800: 1, 1600: 2, 6200: 1}


def test_notes_vocabulary_equals_refitting_with_the_new_words_as_columns():
    rng = np.random.default_rng(0)
    X = rng.integers(0, 4, (12, 6)).astype(float)
    y = np.array(["ham"] * 7 + ["spam"] * 5)
    x = np.array([[1, 0, 2, 0, 0, 1.0]])
    new_types, new_tokens = 2, 3                          # e.g. "viagra" twice, "xyz" once
    ours = joint_log_likelihood_with_test_words(MultinomialNB(alpha=1).fit(X, y), x,
                                                new_types, new_tokens)
    wide = MultinomialNB(alpha=1).fit(np.hstack([X, np.zeros((12, 2))]), y)
    ref = wide.joint_log_likelihood(np.hstack([x, [[2, 1]]]))
    np.testing.assert_allclose(ours, ref)
    default = MultinomialNB(alpha=1).fit(X, y)
    np.testing.assert_allclose(joint_log_likelihood_with_test_words(default, x, 0, 0),
                               default.joint_log_likelihood(x))
    with pytest.raises(DataError, match="new_tokens"):
        joint_log_likelihood_with_test_words(default, x, 3, 1)


# -- HMM: the toy chain, the toy HMM by Baum–Welch -----------------------------------------
def test_toy_chain_makes_the_p12_slip_visible():
    c = notes_chain()
    assert c.probability == pytest.approx(0.6 * 0.3 * 0.5 * 0.6)
    assert c.notes_probability == pytest.approx(0.6 * 0.3 * 0.5 * 0.1)
    assert c.factors[-1][0] == "p(s2|s0)" and c.notes_factors[-1][0] == "p(s2|s1)"
    other = chain_product(NOTES_TOY.pi, NOTES_TOY.A, [2, 2, 1])
    assert other.probability == other.notes_probability


def test_baum_welch_on_the_toy_hmm_is_hmmlearns():
    from hmmlearn.hmm import CategoricalHMM

    X = toy_sequences(8, 30, random_state=1)
    steps = list(iter_toy_baum_welch(X, n_iter=5, tol=0))
    ll = [s.log_likelihood for s in steps]
    assert all(b >= a - 1e-9 for a, b in zip(ll, ll[1:]))        # EM never decreases
    ref = CategoricalHMM(3, n_iter=5, tol=0, init_params="", params="ste", n_features=3)
    ref.startprob_, ref.transmat_, ref.emissionprob_ = (p.copy() for p in TOY_START)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        ref.fit(X.reshape(-1, 1), [X.shape[1]] * X.shape[0])
    np.testing.assert_allclose(steps[-1].emissionprob, ref.emissionprob_, atol=1e-10)
    np.testing.assert_allclose(steps[-1].transmat, ref.transmat_, atol=1e-10)


# -- [ML] 3: cat or tiger -------------------------------------------------------------------
def test_cat_tiger_posterior_overrules_the_likelihood():
    d = cat_tiger()
    assert d.by_likelihood == "tiger" and d.decision == "cat"
    np.testing.assert_allclose(d.posteriors, np.array([0.0495, 0.009]) / 0.0585)
    with pytest.raises(DataError, match="sum to 1"):
        bayes_decision([0.1, 0.2], [0.5, 0.6], ["a", "b"])


# -- the confusion matrix in either layout ---------------------------------------------------
def test_confusion_layouts_and_macro_formulas_read_on_them():
    from sklearn.metrics import confusion_matrix as ref_cm
    from sklearn.metrics import precision_recall_fscore_support

    y = np.array(list("aabbbcccca"))
    p = np.array(list("abbbccacaa"))
    labels, C = confusion_matrix(y, p)
    np.testing.assert_array_equal(C, ref_cm(y, p, labels=labels))
    _, Cn = confusion_matrix(y, p, layout="predicted_rows")
    np.testing.assert_array_equal(Cn, C.T)
    P, R, _, _ = precision_recall_fscore_support(y, p, labels=labels, zero_division=0)
    for layout, M in (("true_rows", C), ("predicted_rows", Cn)):
        prec, rec = per_class_from_confusion(M, layout)
        np.testing.assert_allclose(prec, P)
        np.testing.assert_allclose(rec, R)
        rep = classification_report(y, p, layout=layout)
        np.testing.assert_array_equal(rep.confusion, M)
        assert rep.macro["precision"] == pytest.approx(P.mean())
        assert rep.layout == layout
    # the notes' layout: precision_i = c_ii / Σ_j c_ij, as they write it
    assert layout_formulas("predicted_rows")["precision"] == "precision_i = c_ii / Σ_j c_ij"
    assert layout_formulas("true_rows")["precision"] == "precision_i = c_ii / Σ_j c_ji"
    with pytest.raises(DataError, match="layout"):
        confusion_matrix(y, p, layout="rows")


@given(st.text("abc", max_size=6), st.text("abc", max_size=6),
       st.sampled_from([(1, 1, 1), (1, 1, 2), (2, 1, 1), (1, 3, 2)]))
@settings(max_examples=60, deadline=None)
def test_alignment_scores_agree_with_the_table(a, b, costs):
    """Every co-optimal alignment of the table scores the distance; delete-all-then-insert-all
    scores at least it (a correct result or Trellis's own error, never anything else)."""
    from engine.text import edit_distance
    from engine.text.alignment import alignment_rows

    ins, dele, sub = costs
    if not a and not b:
        return
    ed = edit_distance(a, b, ins, dele, sub)
    for k, al in enumerate(ed.alignments()):
        top, bottom = alignment_rows(al)
        s = score_alignment(top, bottom, insert=ins, delete=dele, substitute=sub)
        assert s.optimal and s.cost == pytest.approx(ed.distance)
        if k == 3:
            break
    top = tuple(a) + ("-",) * len(b)
    bottom = ("-",) * len(a) + tuple(b)
    s = score_alignment(top, bottom, insert=ins, delete=dele, substitute=sub)
    assert s.cost == len(a) * dele + len(b) * ins >= ed.distance - 1e-9
