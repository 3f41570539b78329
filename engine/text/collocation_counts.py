"""One bigram's collocation tests from its four counts, as the notes' t-test is worked by hand
([NLP] 2. Text Processing, Collocation(연어) processing): c(w1), c(w2), c(w1 w2) and N give x̄,
μ, s²/N and t, and the 2×2 table behind χ² (observed and expected counts). The numbers are
:class:`engine.text.BigramTable`'s own (one implementation of every measure).

Manning & Schütze's example (Foundations of Statistical NLP, §5.3.1), which the notes' t-test
follows: c(new) = 15,828, c(companies) = 4,675, c(new companies) = 8, N = 14,307,668 give
t ≈ 0.999932 < 2.576, so independence is not rejected, and χ² ≈ 1.55 (§5.3.3)."""
from __future__ import annotations

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_int
from .bigram_measures import BigramTable

#: (w1, w2, c(w1), c(w2), c(w1 w2), N) of Manning & Schütze's "new companies"
NEW_COMPANIES = ("new", "companies", 15828, 4675, 8, 14307668)


def bigram_from_counts(w1: str, w2: str, c1: int, c2: int, c12: int, n: int) -> BigramTable:
    """A one-bigram :class:`BigramTable` from the counts c(w1), c(w2), c(w1 w2) and N tokens,
    checked: 0 < c(w1 w2) ≤ c(w1), c(w2) ≤ N and c(w1) + c(w2) − c(w1 w2) ≤ N (the 2×2 table's
    cells are counts). Then ``.t_test()``, ``.score("chi2")``, ``.contingency()`` and
    ``.expected(...)`` give the working."""
    try:
        c1, c2 = check_int(c1, "c(w1)", low=1), check_int(c2, "c(w2)", low=1)
        c12, n = check_int(c12, "c(w1 w2)", low=1), check_int(n, "N", low=2)
    except ValueError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{rstrip}: the counts are whole numbers, "
                                                    "each at least 1 (a bigram never seen has "
                                                    "no t-test)."),
                        rstrip=str(exc).rstrip('.')) from None
    if c12 > min(c1, c2):
        raise DataError(QT_TRANSLATE_NOOP("engine", "c(w1 w2) = {c12:,} is more than c(w1) = "
                                                    "{c1:,} or c(w2) = {c2:,}; a bigram cannot "
                                                    "occur more often than either of its words."),
                        c12=c12, c1=c1, c2=c2)
    if max(c1, c2) > n or c1 + c2 - c12 > n:
        raise DataError(QT_TRANSLATE_NOOP("engine", "N = {n:,} is too small for c(w1) = {c1:,} "
                                                    "and c(w2) = {c2:,}: the ¬w1 ¬w2 cell of "
                                                    "the 2×2 table would be negative; N is the "
                                                    "number of tokens (bigrams) of the whole "
                                                    "text."), n=n, c1=c1, c2=c2)
    return BigramTable([(str(w1), str(w2))], np.array([c12], np.int64),
                       np.array([c1], np.int64), np.array([c2], np.int64), n)
