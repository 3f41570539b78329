"""One bigram's tests from its four counts: Manning & Schütze's "new companies" (t ≈ 0.999932,
χ² ≈ 1.55), checked against NLTK's BigramAssocMeasures; bad counts are refused with a sentence
(a bigram more frequent than its word, an N too small for the 2×2 table)."""
import pytest
from nltk.metrics import BigramAssocMeasures as M

from engine import DataError
from engine.text import NEW_COMPANIES, bigram_from_counts


def test_new_companies_as_manning_and_schutze_work_it():
    w1, w2, c1, c2, c12, n = NEW_COMPANIES
    b = bigram_from_counts(*NEW_COMPANIES)
    t = b.t_test()
    assert t["t"][0] == pytest.approx(0.999932, abs=1e-6) and not t["significant"][0]
    assert t["x_bar"][0] == pytest.approx(5.591e-7, rel=1e-3)       # the book's x̄
    assert t["mu"][0] == pytest.approx(3.615e-7, rel=1e-3)          # and μ
    for measure, nltk in (("t", M.student_t), ("chi2", M.chi_sq), ("llr", M.likelihood_ratio),
                          ("pmi", M.pmi)):
        assert b.score(measure)[0] == pytest.approx(nltk(c12, (c1, c2), n), rel=1e-9)
    assert b.score("chi2")[0] == pytest.approx(1.55, abs=0.005)     # no int64 overflow
    observed = [int(x[0]) for x in b.contingency()]
    assert observed == [8, 15820, 4667, 14287173]                   # the book's Table 5.8
    assert b.expected(b.contingency())[0][0] == pytest.approx(c1 * c2 / n)


@pytest.mark.parametrize("counts, match", [
    ((10, 5, 6, 100), "more than c"), ((10, 20, 5, 24), "too small"), ((0, 5, 1, 10), "c\\(w1\\)"),
])
def test_impossible_counts_are_refused(counts, match):
    with pytest.raises(DataError, match=match):
        bigram_from_counts("a", "b", *counts)
