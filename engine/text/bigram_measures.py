"""Bigram collocations by raw frequency, the notes' t-test, chi-square, PMI and log-likelihood
ratio, all computed at once from the 2x2 contingency table of every bigram (vectorised)."""
from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_choice, check_int
from .counts import count_codes, encode_tokens
from .tokenizers import check_tokens

MEASURES = ("raw", "t", "chi2", "pmi", "llr")
T_CRITICAL = 2.576   # two-sided 99 % (alpha = 0.005 each side) for large N
MAX_PAIRS = 50_000_000  # bigram candidates counted at most (8 bytes each)
_SMALL = 1e-20       # as NLTK, so that scores agree to the last digit


@dataclass(frozen=True)
class BigramTable:
    """Every candidate bigram with its counts and scores.

    ``n_ii`` is the bigram count (divided by window - 1 for windows wider than 2, following
    Church & Hanks), ``n_ix``/``n_xi`` the counts of w1 and w2, ``n`` the number of tokens.
    t-test: x̄ = n_ii/N, μ = (n_ix/N)(n_xi/N), s² ≈ x̄, t = (x̄ − μ)/sqrt(s²/N).
    """

    bigrams: list
    n_ii: np.ndarray
    n_ix: np.ndarray
    n_xi: np.ndarray
    n: int

    def score(self, measure: str) -> np.ndarray:
        """Scores of every bigram: raw n_ii/N; t = (n_ii − n_ix·n_xi/N)/√n_ii; PMI =
        log₂(n_ii·N/(n_ix·n_xi)); χ² = N(ad − bc)²/((a+b)(a+c)(b+d)(c+d)) over the 2×2 table;
        G² = 2 Σ O ln(O/E). χ² and G² of a table with an empty margin are undefined: 0."""
        check_choice(measure, "measure", MEASURES)
        n_ii, n_ix, n_xi, n = self.n_ii, self.n_ix.astype(float), self.n_xi.astype(float), self.n
        if measure == "raw":
            return n_ii / n
        if measure == "t":
            return (n_ii - n_ix * n_xi / n) / np.sqrt(n_ii + _SMALL)
        if measure == "pmi":
            return np.log2(n_ii * n) - np.log2(n_ix * n_xi)
        # floats: N·(ad − bc)² overflows int64 for counts of a corpus of millions of tokens
        cont = tuple(np.asarray(c, dtype=float) for c in self.contingency())
        # A text of a few tokens can leave a margin of the 2×2 table empty (or ¬w1¬w2 < 0, as
        # N counts tokens and the table bigrams); χ² and G² are then undefined and score 0: no
        # evidence of association, instead of NaN.
        with np.errstate(divide="ignore", invalid="ignore"):
            if measure == "chi2":
                n_ii_, n_io, n_oi, n_oo = cont
                out = n * (n_ii_ * n_oo - n_io * n_oi) ** 2 / (
                    (n_ii_ + n_io) * (n_ii_ + n_oi) * (n_io + n_oo) * (n_oi + n_oo))
            else:
                expected = self.expected(cont)
                out = 2 * sum(o * np.log(o / (e + _SMALL) + _SMALL)
                              for o, e in zip(cont, expected))
        return np.where(np.isfinite(out), out, 0.0)

    def contingency(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(w1 w2, w1 ¬w2, ¬w1 w2, ¬w1 ¬w2) counts: n_ii, n_ix − n_ii, n_xi − n_ii and the rest
        of N."""
        n_io = self.n_ix - self.n_ii
        n_oi = self.n_xi - self.n_ii
        return self.n_ii, n_io, n_oi, self.n - self.n_ii - n_io - n_oi

    @staticmethod
    def expected(cont: tuple) -> tuple:
        """Expected counts under independence: row total x column total / N."""
        total = sum(cont)
        ii, io, oi, oo = cont
        return ((ii + io) * (ii + oi) / total, (ii + io) * (io + oo) / total,
                (oi + oo) * (ii + oi) / total, (oi + oo) * (io + oo) / total)

    def t_test(self) -> dict[str, np.ndarray]:
        """The notes' working for each bigram: x̄, μ, s²/N, t and whether t > 2.576."""
        x_bar = self.n_ii / self.n
        mu = (self.n_ix / self.n) * (self.n_xi / self.n)
        s2_n = x_bar / self.n
        t = (x_bar - mu) / np.sqrt(s2_n + _SMALL / self.n**2)
        return {"x_bar": x_bar, "mu": mu, "s2_over_n": s2_n, "t": t,
                "significant": t > T_CRITICAL}


def bigram_table(tokens: Sequence[str], *, window: int = 2, min_count: int = 1,
                 stopwords: Collection[str] | None = None,
                 alpha_only: bool = False) -> BigramTable:
    """Count the bigrams of ``tokens`` (pairs up to ``window - 1`` apart) and filter them as
    NLTK's BigramCollocationFinder does: a filtered word removes its bigrams, but N and the
    word counts stay those of the whole text."""
    window = check_int(window, "window", low=2)
    min_count = check_int(min_count, "min_count", low=1)
    check_tokens(tokens)
    if len(tokens) < 2:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Collocations need at least two tokens; load "
                                                    "or paste more text."))
    # pairs up to window−1 apart: only distances shorter than the text exist
    span = min(window, len(tokens))
    if (span - 1) * len(tokens) > MAX_PAIRS:
        raise DataError(QT_TRANSLATE_NOOP("engine", "A window of {window} over {n_tokens:,} "
                                                    "tokens makes about {span:,} pairs, more "
                                                    "than {MAX_PAIRS:,}; choose a window of at "
                                                    "most {max_value}."), window=window,
                        n_tokens=len(tokens), span=(span - 1) * len(tokens), MAX_PAIRS=MAX_PAIRS,
                        max_value=max(2, MAX_PAIRS // len(tokens) + 1))
    # the same counting as the Zipf table and the language model (counts.count_codes): the
    # pair (w1, w2) is the code w1·V + w2
    vocab, ids = encode_tokens(tokens)
    v = len(vocab)
    word_counts = np.zeros(v, np.int64)
    keys, _, counts, _ = count_codes(ids, v)
    word_counts[keys] = counts
    codes = np.concatenate([ids[:-d] * v + ids[d:] for d in range(1, span)])
    pairs, _, counts, _ = count_codes(codes, v * v)
    w1, w2 = pairs // v, pairs % v
    keep = counts >= min_count
    drop = _filtered_words(vocab, stopwords, alpha_only)
    if drop is not None:
        keep &= ~drop[w1] & ~drop[w2]
    w1, w2, counts = w1[keep], w2[keep], counts[keep]
    bigrams = list(zip(vocab[w1].tolist(), vocab[w2].tolist()))
    return BigramTable(bigrams, counts / (window - 1.0), word_counts[w1], word_counts[w2],
                       int(len(tokens)))


def _filtered_words(vocab, stopwords, alpha_only):
    drop = np.zeros(len(vocab), dtype=bool)
    if stopwords:
        if isinstance(stopwords, str) or not all(isinstance(w, str) for w in stopwords):
            raise TypeError("stopwords must be a collection of words, e.g. ENGLISH_STOPWORDS.")
        stop = {s.lower() for s in stopwords}
        drop |= np.array([w.lower() in stop for w in vocab], dtype=bool)
    if alpha_only:
        drop |= np.array([not any(c.isalpha() for c in w) for w in vocab], dtype=bool)
    return drop if drop.any() else None


def collocations(tokens: Sequence[str], measure: str = "t", top: int | None = 20,
                 stopwords: Collection[str] | None = None, min_count: int = 1, window: int = 2,
                 alpha_only: bool = False) -> list[tuple[tuple[str, str], float]]:
    """``[((w1, w2), score), ...]`` best first (ties by the bigram), as NLTK ranks them; the
    scores are those of :meth:`BigramTable.score` (t = (x̄ − μ)/√(s²/N), χ², PMI, G²)."""
    if top is not None:
        top = check_int(top, "top", low=0)
    table = bigram_table(tokens, window=window, min_count=min_count, stopwords=stopwords,
                         alpha_only=alpha_only)
    scores = table.score(measure)
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], table.bigrams[i]))
    return [(table.bigrams[i], float(scores[i])) for i in order[: top if top else None]]


ENGLISH_STOPWORDS = frozenset("""a about above after again against all am an and any are as at be
because been before being below between both but by can could did do does doing down during
each few for from further had has have having he her here hers herself him himself his how i
if in into is it its itself just me more most my myself no nor not now of off on once only or
other our ours ourselves out over own same she should so some such than that the their theirs
them themselves then there these they this those through to too under until up very was we
were what when where which while who whom why will with would you your yours yourself
yourselves""".split())
