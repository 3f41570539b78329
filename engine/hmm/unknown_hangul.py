"""The unknown-word model for Hangul: P(t | features of the word) by maximum entropy
(multinomial logistic regression, :class:`engine.linear.SoftmaxRegression`), trained on the
Hangul word types of the training corpus, each (word, tag) pair once, with the emission score
log P(t | x) − log P(t) (Bayes' inversion, as for the tries).

Types, not tokens: an unknown word is a new type, and how often a known type occurs says
nothing about which tag a new one takes. TnT's tries learn from the rare tokens (frequency
≤ 10), so a word seen ten times outweighs ten words seen once, and the words seen more often
are left out; counted once each, every Hangul type can be used, and is.

A Korean eojeol is a stem followed by particles and endings (교착어), and an unknown morpheme
is mostly a stem, so the tag hides at both ends: the jamo at the end say which particle or
ending closes the word (a final ᆫ is the adnominal ending of 간, 한, 본; 를 after a vowel, 을
after a consonant), the syllables at the start say what kind of stem it is, and a stem already
known as a word says most. TnT's tries use the end only and one suffix at a time; the features
here, all at once:

- the word's shape (capitalised, with a digit, with a hyphen) and its length in syllables;
- its last 1…8 conjoining jamo (:func:`engine.text.jamo.to_jamo`) and last 1…3 syllables;
- its first 1…3 syllables;
- each syllable it contains, wherever it is (the bag of syllables: a transliterated name,
  클린턴, 스트라스부르, is written with syllables (턴, 스, 트) a Sino-Korean common noun rarely
  uses, anywhere in the word, the cue capitalisation gives in English);
- its first and its last syllable, each with the length (a three-syllable word beginning
  with a surname, 김, 이, 박, is mostly a person's name; the same syllable starting a
  two-syllable word mostly not);
- for k = 1, 2: when the word without its last k syllables is a known word, that word's most
  frequent tag, alone and with the k syllables cut off (서울에서 → 서울 is NNP, + 에서); and
  the most frequent tag of the known words that begin with those syllables (서울의, 서울은 →
  NNP), leaving a training word's own counts out (at test time the word is unknown).

Measured on UD Korean-Kaist (bench/bench_korean.py: trained on dev, tested on test; the
variants chosen on 5 × 80/20 folds of the dev file alone, ``--select``, the test file measured
once after): morpheme tagging 93.23 % with the tagger's eojeol-boundary factor
(:meth:`engine.hmm.HMMTagger.boundary_scores`; 92.98 % tagging blind to the spaces), unknown
morphemes 75.55 %; eojeol UPOS 89.75 %; the fit of the morpheme tagger 34–38 CPU s on 80 % of
dev, 48 on all of it (a loaded machine). On the dev folds, the rare types against every type
tie at the morpheme level (2,390 / 2,389 held-out errors) and win at the word level (1,710 /
1,725); the features of the stems, of first/last × length and the bag of syllables move them
by ±15 (bench_korean.py's docstring lists every variant). Earlier, measured on the test file
(before --select chose): every type 93.08 % / 89.82 %, the rare tokens without the last two
kinds of feature 92.83 % / 89.35 %. Tried and not kept, each no better
on Kaist: longer suffixes and prefixes, a third cut for the stem, first × last syllable,
syllable bigrams, the final consonant (batchim) with the length, the tries' scores added, a
temperature on the scores, P(t)^½ in the inversion, other C, and dropping the features of a
single word (faster, −0.1 %).
"""
from __future__ import annotations

import re
from typing import Generator, NamedTuple

import numpy as np
import scipy.sparse as sp

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress, run_job, watch
from ..text.jamo import is_hangul, to_jamo

JAMO_SUFFIXES = 8
SYLLABLE_SUFFIXES = 3
PREFIXES = 3
C = 1.0                 # the weight of the data against the Gaussian prior on the weights
MAX_ITER = 100          # L-BFGS steps: 200 tag Kaist no better (±0.01 %) at twice the cost
_SYLLABLE = re.compile("[가-힣]")


def features(word: str, stems: Stems, own: np.ndarray | None = None) -> list[str]:
    """The features of one word (module docstring); ``stems`` is :func:`known_stems`. ``own``:
    the word's own tag counts when it is a training word, left out of the tag of the words
    that begin as it does (else a rare word's beginning would say its own tag in training,
    and never at test time, when the word is unknown)."""
    low = word.lower()
    jamo = to_jamo(low, compatibility=False)
    n_syl = len(_SYLLABLE.findall(low))
    out = ["shape=" + ("C" if word[:1].isupper() else "l")
           + ("D" if any(c.isdigit() for c in word) else "") + ("H" if "-" in word else ""),
           f"len={min(n_syl, 5)}"]
    out += ["j=" + jamo[-i:] for i in range(1, min(JAMO_SUFFIXES, len(jamo)) + 1)]
    out += ["s=" + low[-i:] for i in range(1, min(SYLLABLE_SUFFIXES, len(low)) + 1)]
    out += ["p=" + low[:i] for i in range(1, min(PREFIXES, len(low)) + 1)]
    out += ["c=" + c for c in dict.fromkeys(low)]           # each syllable once, in order
    out += [f"first={low[:1]}|{min(n_syl, 5)}", f"last={low[-1:]}|{min(n_syl, 5)}"]
    for k in (1, 2):
        if len(low) <= k:
            break
        tag = stems.words.get(low[:-k])
        if tag is not None:
            out += [f"stem{k}={tag}", f"stem{k}={tag}|{low[-k:]}"]
        counts = stems.beginnings.get(low[:-k])
        if counts is not None:
            if own is not None:
                counts = counts - own
            if counts.sum() > 0:
                out.append(f"pre{k}={int(counts.argmax())}")
    return out


class HangulModel:
    """Maximum-entropy P(t | x) over :func:`features` for Hangul words. Fitted: ``features_``
    (the feature names, one per column), ``classes_`` (the tag indices seen among the
    Hangul words it learnt from), ``coef_`` (K × d), ``intercept_`` (K,), and ``stems_``, each known word's
    most frequent tag (as text, the tag's index)."""

    def fit(self, names: list[str], B: np.ndarray, rare: np.ndarray) -> HangulModel | None:
        """``names`` the V known words, ``B`` (n, V) their tag counts, ``rare`` the indices of
        the words to learn from (:class:`engine.hmm.unknown.SuffixModel` passes all of them);
        None when none of them is Hangul. Each word counts once with each of its tags (a
        type, not its tokens: module docstring)."""
        return run_job(self.fit_job(names, B, rare))

    def fit_job(self, names: list[str], B: np.ndarray, rare: np.ndarray
                ) -> Generator[Progress, None, HangulModel | None]:
        """:meth:`fit` as a job: one :class:`Progress` per L-BFGS iteration of the maximum-
        entropy fit (most of a Korean tagger's training), so it can be cancelled between them."""
        from ..linear import SoftmaxRegression   # linear is imported only when Korean is fitted

        hangul = [j for j in rare.tolist() if is_hangul(names[j])]
        if not hangul:
            return None
        self.n_tags_ = B.shape[0]
        self.stems_ = known_stems(names, B)
        index: dict[str, int] = {}
        rows, cols = [], []
        for r, j in enumerate(hangul):
            for f in features(names[j], self.stems_, B[:, j]):
                rows.append(r)
                cols.append(index.setdefault(f, len(index)))
            if r % 2000 == 1999:                 # ~0.15 s of Python: a chance to cancel
                yield Progress(0, MAX_ITER, QT_TRANSLATE_NOOP(
                    "engine", "Hangul unknown words: features of {r:,} of {n_hangul:,} Hangul "
                    "words…"), r=r + 1, n_hangul=len(hangul))
        X = sp.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(len(hangul), len(index)))
        yield Progress(0, MAX_ITER, QT_TRANSLATE_NOOP("engine", "Hangul unknown words: "
                                                                "{n_index:,} features of "
                                                                "{n_hangul:,} Hangul words…"),
                                    n_index=len(index), n_hangul=len(hangul))
        counts = B[:, hangul].T                               # (Hangul words, n)
        word_of, tag_of = np.nonzero(counts)                  # the (word, tag) pairs seen, once
        model = SoftmaxRegression(C=C, max_iter=MAX_ITER, tol=1e-4)
        yield from watch(model.iter_fit(X[word_of], tag_of,
                                        keep_weights_every=MAX_ITER),
                         QT_TRANSLATE_NOOP("engine", "Hangul unknown words: maximum entropy, "
                                                     "iteration {iteration}"), MAX_ITER)
        self.features_ = list(index)
        self._index = index
        self.classes_ = np.asarray(model.classes_, dtype=np.int64)
        self.coef_ = np.asarray(model.coef_, dtype=float)
        self.intercept_ = np.asarray(model.intercept_, dtype=float)
        return self

    @classmethod
    def from_arrays(cls, d: dict, names: list[str], B: np.ndarray) -> HangulModel:
        """The model saved by :meth:`arrays` (``names`` and ``B`` rebuild ``stems_``)."""
        m = cls()
        m.features_ = [str(f) for f in d["hangul_features"].tolist()]
        m._index = {f: i for i, f in enumerate(m.features_)}
        m.classes_ = np.asarray(d["hangul_classes"], dtype=np.int64)
        m.coef_ = np.asarray(d["hangul_coef"], dtype=float)
        m.intercept_ = np.asarray(d["hangul_intercept"], dtype=float)
        K, dim = len(m.classes_), len(m.features_)
        if m.coef_.shape != (K, dim) or m.intercept_.shape != (K,):
            raise ValueError(f"hangul_coef has shape {m.coef_.shape}, not {(K, dim)}")
        m.n_tags_ = B.shape[0]
        if K and (m.classes_.min() < 0 or m.classes_.max() >= m.n_tags_):
            raise ValueError("hangul_classes names a tag that does not exist")
        m.stems_ = known_stems(names, B)
        return m

    def arrays(self) -> dict:
        return {"hangul_features": np.array(self.features_, dtype=str),
                "hangul_classes": self.classes_, "hangul_coef": self.coef_,
                "hangul_intercept": self.intercept_}

    def matrix(self, words: list[str]) -> sp.csr_matrix:
        """The known features of ``words`` as a sparse 0/1 matrix (U, d)."""
        rows, cols = [], []
        index = self._index
        for r, w in enumerate(words):
            for f in features(w, self.stems_):
                c = index.get(f)
                if c is not None:
                    rows.append(r)
                    cols.append(c)
        return sp.csr_matrix((np.ones(len(rows)), (rows, cols)),
                             shape=(len(words), len(index)))

    def log_proba(self, words: list[str]) -> np.ndarray:
        """log P(t | x) (U, n) of every tag, the softmax of w_tᵀx + b_t; −∞ for tags never
        seen on a training Hangul word."""
        z = np.asarray(self.matrix(words) @ self.coef_.T) + self.intercept_
        z = z - z.max(axis=1, keepdims=True)
        z -= np.log(np.exp(z).sum(axis=1, keepdims=True))
        out = np.full((len(words), self.n_tags_), -np.inf)
        out[:, self.classes_] = z
        return out

    def weights(self, word: str, tag: int) -> tuple[tuple[str, float], ...]:
        """The word's known features with their weight w_tag,f for the tag index ``tag``,
        largest first (what pushed the word toward that tag)."""
        k = np.flatnonzero(self.classes_ == tag)
        found = [f for f in features(word, self.stems_) if f in self._index]
        out = [(f, float(self.coef_[k[0], self._index[f]]) if len(k) else 0.0) for f in found]
        return tuple(sorted(out, key=lambda fw: -fw[1]))


class Stems(NamedTuple):
    """What the training corpus knows of stems: ``words``, each known word (lower-cased) →
    the index of its most frequent tag, as text; ``beginnings``, each beginning of known words
    (their first 1…4 characters) → the tag counts of the words that begin so (서울의, 서울은,
    서울에 → 서울: mostly NNP)."""

    words: dict
    beginnings: dict


def known_stems(names: list[str], B: np.ndarray) -> Stems:
    """The :class:`Stems` of the known words ``names`` with tag counts ``B`` (n, V)."""
    best = B.argmax(axis=0).tolist() if B.size else []
    words = {w.lower(): str(t) for w, t in zip(names, best)}
    index: dict[str, int] = {}
    rows, cols = [], []
    for j, w in enumerate(names):
        low = w.lower()
        for i in range(1, min(4, len(low)) + 1):
            rows.append(index.setdefault(low[:i], len(index)))
            cols.append(j)
    counts = np.zeros((len(index), B.shape[0]))
    if rows:
        np.add.at(counts, np.array(rows), B[:, np.array(cols)].T)
    return Stems(words, dict(zip(index, counts)))
