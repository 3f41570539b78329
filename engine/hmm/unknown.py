"""TnT's model of unknown words (Brants 2000, section 2.3): suffix tries with successive
abstraction, built from the rare words of the training corpus, one trie per word shape.

A word never seen in training is most like the words seen only a few times (frequency ≤ 10),
so the tag distributions of their suffixes (up to 10 letters) are counted. For the suffix
l_{n−i+1} … l_n of a word,

    P(t | l_{n−i+1} … l_n) = (P̂(t | l_{n−i+1} … l_n) + θ · P(t | l_{n−i+2} … l_n)) / (1 + θ)

recursively from the empty suffix (successive abstraction: a long suffix seen a few times leans
on its shorter parent), with θ the standard deviation of the unconditional maximum-likelihood
tag probabilities P̂(t) (TnT's choice). The longest suffix of an unknown word found in its
trie decides, and the emission score is Bayes' inversion P(w | t) ∝ P(t | suffix) / P(t).

TnT keeps separate tries for capitalised and lower-case words; here a word's shape also says
whether it contains a digit or a hyphen (8 tries), since "1990s" and "well-known" behave unlike
other words with their suffixes. The root of each trie (its empty suffix) is the shape's own
tag distribution, smoothed toward all rare words with the same θ.

Hangul: a syllable packs two or three letters, and the particles and endings that decide a tag
are often a single final consonant (the adnominal ㄴ of 간, 한, 본), so the suffixes of a Hangul
word are suffixes of its conjoining jamo (:func:`letters`). The emission scores of an unknown
Hangul word come from a maximum-entropy model over its jamo and syllable suffixes, its first
syllables, the syllables it contains and its known stem (:mod:`engine.hmm.unknown_hangul`),
trained on each rare known Hangul type once; the tries still give its explanation chain.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import repeat
from typing import Generator

import numpy as np

from .._steps import Progress, run_job
from ..text.jamo import _codes, is_hangul, to_jamo
from .unknown_hangul import HangulModel

#: the arrays of the Hangul model in a saved tagger (optional: a tagger without Hangul words
#: has none)
HANGUL_KEYS = ("hangul_features", "hangul_classes", "hangul_coef", "hangul_intercept")

MAX_SUFFIX = 10
RARE = 10
#: the largest code point of the suffix letters for which the tries keep a rank per code point
#: (an int64 table of up to 1 MB; Latin, Greek, Cyrillic, Hangul jamo and syllables fit)
RANK_TABLE = 1 << 17


#: the shape keys by code 4·capitalised + 2·digit + hyphen (:func:`shape_codes`)
SHAPES = ("l", "lH", "lD", "lDH", "C", "CH", "CD", "CDH")


def shape(word: str) -> str:
    """The trie of a word: "C" capitalised or "l" not, then "D" if it has a digit and "H" if
    it has a hyphen ("lD" for "1990s", "C" for "Paris", "lH" for "well-known")."""
    return SHAPES[int(shape_codes([word])[0])]


def shape_codes(words: list[str]) -> np.ndarray:
    """:func:`shape` of many words as codes into :data:`SHAPES` (4·capitalised + 2·digit +
    hyphen), from one array of all their code points: a word is capitalised when its first
    character is upper case (A-Z, or ``str.isupper`` asked once per distinct non-ASCII first
    character), has a digit when any character is a decimal digit (``\\d``)."""
    n = len(words)
    lens = np.fromiter(map(len, words), np.int64, n)
    joined = "".join(words)
    codes = _codes(joined)
    word_of = np.repeat(np.arange(n), lens)
    out = np.zeros(n, np.int64)
    out[word_of[codes == 45]] = 1                              # "-"
    out[word_of[(codes >= 48) & (codes <= 57)]] |= 2           # 0-9
    if not joined.isascii():
        # re's ``\d`` is Unicode's Nd, which str.isdecimal tests: once per distinct character
        wide_at = np.flatnonzero(codes >= 128)
        kinds, inverse = np.unique(codes[wide_at], return_inverse=True)
        decimal = np.fromiter((chr(c).isdecimal() for c in kinds.tolist()), bool, len(kinds))
        out[word_of[wide_at[decimal[inverse.ravel()]]]] |= 2
    has = lens > 0
    first = codes[(np.cumsum(lens) - lens)[has]]
    upper = (first >= 65) & (first <= 90)                     # A-Z, ASCII's only capitals
    wide = np.flatnonzero(first >= 128)
    if len(wide):
        kinds, inverse = np.unique(first[wide], return_inverse=True)
        upper[wide] = np.fromiter((chr(c).isupper() for c in kinds.tolist()), bool,
                                  len(kinds))[inverse.ravel()]
    out[has] |= 4 * upper
    return out


def describe_shape(key: str) -> str:
    """Words for a shape key, for the explanation panel."""
    parts = ["capitalised" if key.startswith("C") else "lower-case"]
    if "D" in key:
        parts.append("with a digit")
    if "H" in key:
        parts.append("with a hyphen")
    return " ".join(parts) + " words"


def letters(word: str) -> str:
    """The letters whose suffixes are counted: the lower-cased word, with each Hangul syllable
    written as its conjoining jamo (강 → ᄀ ᅡ ᆼ, :func:`engine.text.jamo.to_jamo`)."""
    low = word.lower()
    return to_jamo(low, compatibility=False) if is_hangul(low) else low


def letters_many(words: list[str]) -> list[str]:
    """:func:`letters` of many words, with one str.lower and one jamo decomposition for all
    of them (lower-casing never makes or takes a line break, and a break ends a word for Σ/ς
    as the end of the word does)."""
    joined = "\n".join(words).lower()
    if joined.count("\n") != len(words) - 1:   # a word holds the separator (or no words)
        return [letters(w) for w in words]
    if not is_hangul(joined):
        return joined.split("\n")
    return to_jamo(joined, compatibility=False).split("\n")


def _keys(word: str, s: str, max_suffix: int) -> list[str]:
    """The trie keys of a word of shape ``s`` from the root: "shape|", "shape|s", "shape|es", …"""
    low = letters(word)
    return [f"{s}|{low[len(low) - i:] if i else ''}" for i in range(min(max_suffix,
                                                                        len(low)) + 1)]


@dataclass(frozen=True)
class SuffixLevel:
    """One node on the path from a trie's root to the deciding suffix: the rare-word tokens
    with this suffix (``count``), their tag shares P̂(t | suffix) and the smoothed
    P(t | suffix) = (P̂ + θ·P(parent)) / (1 + θ)."""

    suffix: str
    count: int
    p_hat: np.ndarray
    p: np.ndarray


@dataclass(frozen=True)
class WordExplanation:
    """Why a word got its emission scores. Known words: ``counts`` c(t, w) from training and
    B_t(w) = c(t, w)/c(t). An unknown word whose lower-case or capitalised form is known
    (``case_variant``, e.g. "applause" for "Applause") takes that form's counts and scores.
    Other unknown words: the ``shape`` trie used, the longest ``suffix`` of
    the word found in it ("" = none, the shape's distribution decided), the ``chain`` of
    :class:`SuffixLevel` from the root to that suffix, θ, and the emission scores
    log P(t | suffix) − log P(t) (``log_emission``, per tag in ``tags``)."""

    word: str
    known: bool
    tags: tuple[str, ...]
    log_emission: np.ndarray
    counts: np.ndarray | None = None
    shape: str = ""
    shape_text: str = ""
    suffix: str = ""
    chain: tuple[SuffixLevel, ...] = ()
    theta: float = float("nan")
    prior: np.ndarray | None = None
    case_variant: str = ""
    #: a Hangul word's maximum-entropy features with their weights for its best tag
    #: (:mod:`engine.hmm.unknown_hangul`; its scores come from them, not from the chain)
    features: tuple[tuple[str, float], ...] = ()

    def best(self, k: int = 3) -> list[tuple[str, float]]:
        """The k tags with the highest emission scores, with their scores."""
        order = np.argsort(-self.log_emission, kind="stable")[:k]
        return [(self.tags[i], float(self.log_emission[i])) for i in order]


class SuffixModel:
    """The tries of one training corpus: ``keys_`` ("shape|suffix"), their rare-token tag
    counts ``counts_`` (K, n), smoothed log P(t | suffix) ``log_p_`` (K, n), θ, and the
    unconditional log P(t) ``log_prior_``."""

    def __init__(self, max_suffix: int = MAX_SUFFIX, rare: int = RARE,
                 theta: float | None = None, min_count: int = 1, hangul: bool = True):
        self.max_suffix = max_suffix
        self.rare = rare
        self.theta = theta
        self.min_count = min_count
        self.hangul = hangul

    def fit(self, names: list[str], B: np.ndarray) -> SuffixModel:
        """``names`` the V known words, ``B`` (n, V) their tag counts c(t, w)."""
        return run_job(self.fit_job(names, B))

    def fit_job(self, names: list[str], B: np.ndarray) -> Generator[Progress, None, SuffixModel]:
        """:meth:`fit` as a job (the Hangul model's iterations are its chances to cancel)."""
        n = B.shape[0]
        tag_count = B.sum(axis=1)
        prior = tag_count / max(tag_count.sum(), 1)
        # θ: the standard deviation of the unconditional ML tag probabilities (s − 1 divisor)
        self.theta_ = float(np.std(prior, ddof=1)) if n > 1 else 1.0
        if self.theta is not None:
            self.theta_ = float(self.theta)
        self.log_prior_ = _log(prior)
        freq = B.sum(axis=0)
        rare = np.flatnonzero(freq <= self.rare)
        if not len(rare):                       # every word frequent: the rarest ones stand in
            rare = np.flatnonzero(freq <= freq.min())
        index: dict[str, int] = {}
        key_of, word_of = [], []
        shapes = shape_codes([names[j] for j in rare.tolist()]).tolist()
        for j, c in zip(rare.tolist(), shapes):
            for k in _keys(names[j], SHAPES[c], self.max_suffix):
                key_of.append(index.setdefault(k, len(index)))
                word_of.append(j)
        counts = np.zeros((len(index), n))
        np.add.at(counts, np.array(key_of), B[:, np.array(word_of)].T)
        keys = list(index)
        rare_all = B[:, rare].sum(axis=1)
        base = rare_all / rare_all.sum()
        th = self.theta_
        p = np.zeros_like(counts)
        depth, parent, letter = _tree(keys, index)
        tot = counts.sum(axis=1, keepdims=True)
        p_hat = counts / np.where(tot > 0, tot, 1)
        for d in range(depth.max() + 1):        # successive abstraction, shortest suffix first
            at = np.flatnonzero(depth == d)
            up = base if d == 0 else p[parent[at]]
            p[at] = (p_hat[at] + th * up) / (1 + th)
        self.keys_, self.index_, self.counts_ = keys, index, counts
        # Hangul words: a maximum-entropy model of the rare Hangul types (frequency ≤ rare),
        # each once (types, not tokens). Rare rather than every type: chosen on Kaist's dev
        # file alone, 5 × 80/20 held out (bench_korean.py --select), 4,100 errors against
        # 4,114 with every type over both tasks; the test file was not used to choose (on it,
        # measured once after, with the tagger's eojeol boundary: 93.23 % morphemes, 89.75 %
        # eojeol UPOS).
        self.hangul_ = (yield from HangulModel().fit_job(names, B, rare)) if self.hangul \
            else None
        self.log_p_ = _log(p)
        self.log_base_ = _log(base)
        return self._tables((depth, parent, letter))

    def _tables(self, tree: tuple | None = None):
        """The emission scores of every trie node, computed once (−∞ − −∞ is −∞ here), and
        the tries as arrays for :meth:`_deepest`: ``alphabet`` (the sorted code points of the
        suffix letters), ``child_keys`` (sorted: parent·(A + 1) + rank of the letter that extends
        the parent's suffix on the left, A = len(alphabet)) with the child in
        ``child_node`` (the nodes seen fewer than ``min_count`` times left out: the walk stops
        before them), each node's ``parent`` (−1 at a root) and the root node of each shape
        of :data:`SHAPES` (−1: no trie). ``tree``: :func:`_tree` of the keys if the caller has
        it."""
        with np.errstate(invalid="ignore"):
            table = np.vstack([self.log_p_, self.log_base_]) - self.log_prior_
        table[np.isnan(table)] = -np.inf
        self._scores, self._base_score = table[:-1], table[-1]
        keys = self.keys_
        depth, parent, letter = tree if tree is not None else _tree(keys, self.index_)
        roots = dict.fromkeys(SHAPES, -1)
        roots.update({keys[i][:-1]: i for i in np.flatnonzero(depth == 0).tolist()})
        at = np.flatnonzero(depth > 0)
        alphabet = np.unique(letter[at])
        # a node seen fewer than min_count times ends the walk like a missing one: left out
        if self.min_count > 1:
            at = at[self.counts_[at].sum(axis=1) >= self.min_count]
        # rank len(alphabet) stands for any other letter, so the base is len(alphabet) + 1
        child_keys = parent[at] * (len(alphabet) + 1) + np.searchsorted(alphabet, letter[at])
        o = np.argsort(child_keys, kind="stable")
        # a last key above every real one, so a search never runs off the end
        self._trie = (alphabet, np.r_[child_keys[o], np.iinfo(np.int64).max],
                      np.r_[at[o], -1], parent, np.array([roots[k] for k in SHAPES], np.int64))
        # each code point's rank by one gather (code points past the table: len(alphabet)),
        # where a search in the alphabet costs a binary search per letter of every word
        top = int(alphabet[-1]) + 1 if len(alphabet) else 0
        self._rank = None
        if top <= RANK_TABLE:
            self._rank = np.full(top + 1, len(alphabet), np.int64)
            self._rank[alphabet] = np.arange(len(alphabet))
        return self

    def _deepest(self, words: list[str]) -> np.ndarray:
        """Per word, the trie node of its longest suffix seen in training (−1: its shape has
        no trie). All words walk their tries together, one suffix length per step, each step
        a vectorised look-up of (node, next letter) in the sorted child keys; a word stops at
        the first suffix not in the trie (or seen fewer than ``min_count`` times)."""
        alphabet, child_keys, child_node, _, root_of = self._trie
        node = root_of[shape_codes(words)]
        lows = letters_many(words)
        lens = np.fromiter(map(len, lows), np.int64, len(lows))
        ends = np.cumsum(lens)
        codes = _codes("".join(lows))
        # every letter's rank in the alphabet once (len(alphabet): not in any suffix)
        if self._rank is not None:
            rank = self._rank[np.minimum(codes, len(self._rank) - 1)]
        else:
            rank = np.searchsorted(alphabet, codes)
            if len(alphabet):
                rank[alphabet[np.minimum(rank, len(alphabet) - 1)] != codes] = len(alphabet)
        base = len(alphabet) + 1
        act = np.flatnonzero(node >= 0)
        for n in range(1, self.max_suffix + 1):
            act = act[lens[act] >= n]
            if not len(act):
                break
            key = node[act] * base + rank[ends[act] - n]     # the letter n places from the end
            pos = np.searchsorted(child_keys, key)
            hit = child_keys[pos] == key
            act = act[hit]
            node[act] = child_node[pos[hit]]
        return node

    def node(self, word: str) -> list[int]:
        """Trie nodes from the root to the longest suffix of ``word`` seen in training."""
        i = int(self._deepest([word])[0])
        parent = self._trie[3]
        found = []
        while i >= 0:
            found.append(i)
            i = int(parent[i])
        return found[::-1]

    def log_emissions(self, words: list[str]) -> np.ndarray:
        """:meth:`log_emission` of many words (U, n): one trie walk for all of them
        (:meth:`_deepest`), then one gather of the deciding nodes' scores."""
        node = self._deepest(words)
        out = self._scores[np.maximum(node, 0)] if len(self._scores) else np.zeros(
            (len(words), len(self.log_prior_)))
        out[node < 0] = self._base_score
        if self.hangul_ is not None and not "".join(words).isascii():
            at = [k for k, w in enumerate(words) if is_hangul(w)]
            if at:
                out[at] = self._hangul_scores([words[k] for k in at])
        return out

    def log_emission(self, word: str) -> np.ndarray:
        """log P(t | longest suffix) − log P(t) for every tag t (up to a constant in w); for a
        Hangul word log P(t | its features) − log P(t) (:mod:`engine.hmm.unknown_hangul`)."""
        if self.hangul_ is not None and is_hangul(word):
            return self._hangul_scores([word])[0]
        path = self.node(word)
        return self._scores[path[-1]] if path else self._base_score

    def _hangul_scores(self, words: list[str]) -> np.ndarray:
        """log P(t | x) − log P(t) of Hangul words, x their features (Bayes' inversion, as for
        the tries; scaling it, or dividing by P(t)^½, tags Kaist worse)."""
        return self.hangul_.log_proba(words) - self.log_prior_

    def explain(self, word: str, tags: tuple[str, ...]) -> WordExplanation:
        """The chain of suffixes that decided ``word``'s emission scores."""
        path = self.node(word)
        chain = []
        for i in path:
            k = self.keys_[i]
            c = self.counts_[i]
            chain.append(SuffixLevel(k[k.index("|") + 1:], int(c.sum()),
                                     c / max(c.sum(), 1), np.exp(self.log_p_[i])))
        s = shape(word)
        scores = self.log_emission(word)
        weights = ()
        if self.hangul_ is not None and is_hangul(word):
            weights = self.hangul_.weights(word, int(np.argmax(scores)))
        return WordExplanation(word, False, tags, scores, None, s,
                               describe_shape(s), chain[-1].suffix if chain else "",
                               tuple(chain), self.theta_, np.exp(self.log_prior_),
                               features=weights)

    # -- saving -----------------------------------------------------------------------------
    def arrays(self) -> dict:
        out = {"sig_keys": np.array(self.keys_, dtype=str), "sig_values": self.log_p_,
               "sig_counts": self.counts_, "log_prior": self.log_prior_,
               "log_base": self.log_base_, "theta": self.theta_}
        if self.hangul_ is not None:
            out.update(self.hangul_.arrays())
        return out

    @classmethod
    def from_arrays(cls, d: dict, n: int) -> SuffixModel:
        m = cls()
        keys = d["sig_keys"].tolist()
        if not isinstance(keys, list) or not all(isinstance(k, str) and "|" in k for k in keys):
            raise ValueError("suffix keys")
        for name, shape_ in (("sig_values", (len(keys), n)), ("sig_counts", (len(keys), n)),
                             ("log_prior", (n,)), ("log_base", (n,))):
            if d[name].shape != shape_:
                raise ValueError(f"{name} has shape {d[name].shape}, not {shape_}")
        m.keys_, m.index_ = keys, {k: i for i, k in enumerate(keys)}
        m.log_p_, m.counts_ = d["sig_values"], d["sig_counts"]
        m.log_prior_, m.log_base_ = d["log_prior"], d["log_base"]
        m.theta_ = float(d["theta"])
        m.hangul_ = None
        if all(k in d for k in HANGUL_KEYS):      # the known words' counts rebuild its stems
            m.hangul_ = HangulModel.from_arrays(d, d["words"].tolist(), d["word_counts"].T)
        return m._tables()


def _tree(keys: list[str], index: dict[str, int]
          ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per trie key "shape|suffix": the suffix's length (``depth``), the ``parent`` key's index
    ("l|ked" → "l|ed"; −1 at a root) and the code point of the suffix's first letter, the one
    the parent lacks (``letter``; 0 at a root). Every key was made with all its shorter
    suffixes, so each parent is there."""
    n = len(keys)
    bars = np.fromiter(map(str.index, keys, repeat("|", n)), np.int64, n)
    lens = np.fromiter(map(len, keys), np.int64, n)
    depth = lens - bars - 1
    parent = np.fromiter(map(index.get, [k[:b + 1] + k[b + 2:] for k, b in
                                         zip(keys, bars.tolist())], repeat(-1, n)), np.int64, n)
    parent[depth == 0] = -1
    codes = _codes("".join(keys))
    letter = np.zeros(n, np.int64)
    deep = depth > 0
    letter[deep] = codes[(np.cumsum(lens) - lens + bars + 1)[deep]]
    return depth, parent, letter


def _log(p: np.ndarray) -> np.ndarray:
    with np.errstate(divide="ignore"):
        return np.log(p)
