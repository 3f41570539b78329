"""The hidden states and transitions of an :class:`engine.hmm.HMMTagger` and the trellis
algorithms over them (forward α, backward β, Viterbi δ with its back-pointers, and their
column-by-column steppers for the views), all through :mod:`engine.hmm.core`. A mixin of the
tagger: it reads the fitted ``log_pi_``, ``log_A_``, ``log_end_``, ``tags_`` and the
emissions of :mod:`engine.hmm.tagger_emit`; see :mod:`engine.hmm.tagger` for the model."""
from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np

from .._validation import check_fitted, check_int
from . import core
from .trellis import TrellisStep, _check_beam, _check_words, column_steps


class TrellisMixin:
    """States, transitions and the trellis algorithms of :class:`engine.hmm.HMMTagger`."""

    def _set_states(self):
        """``states_``: the hidden states (tags, or tag pairs "t1 t2" for order 2, flat index
        t1·n + t2 with t1 = n for <s>); ``state_tags_`` maps a state to the tag it emits."""
        n = len(self.tags_)
        if self.order == 1:
            self.states_ = list(self.tags_)
            self.state_tags_ = np.arange(n)
        else:
            names = self.tags_ + ["<s>"]
            self.states_ = [f"{names[i // n]} {names[i % n]}" for i in range((n + 1) * n)]
            self.state_tags_ = np.arange((n + 1) * n) % n

    @property
    def log_start_(self) -> np.ndarray:
        """log π over the flat states (M,)."""
        check_fitted(self, "tags_")
        return self.log_pi_.ravel()

    @property
    def log_trans_(self) -> np.ndarray:
        """The dense (M, M) matrix of log transition probabilities between flat states
        (built on demand: for a second-order tagger it is mostly −∞, pair (i, j) moving only
        to pairs (j, k))."""
        check_fitted(self, "tags_")
        if self.order == 1:
            return self.log_A_
        C, n = self.log_pi_.shape
        dense = np.full((C * n, C * n), -np.inf)
        i, j, k = np.meshgrid(np.arange(C), np.arange(n), np.arange(n), indexing="ij")
        dense[i * n + j, j * n + k] = self.log_A_
        return dense

    def transition(self, prev, state):
        """log A(prev → state) between flat state indices (−∞ if the move is impossible).
        ``prev`` and ``state`` are ints (a float comes back) or integer arrays that broadcast
        together (an array comes back, one look-up for all pairs). Second order: the pair
        (i, j) = divmod(prev, n) moves only to (j, k), with log A = log P(k | i, j)."""
        check_fitted(self, "tags_")
        M = len(self.states_)
        if np.isscalar(prev) and np.isscalar(state):
            for name, v in (("prev", prev), ("state", state)):
                check_int(v, name, low=0, high=M - 1)
            return float(self._transition(np.int64(prev), np.int64(state)))
        arrays = []
        for name, v in (("prev", prev), ("state", state)):
            v = np.asarray(v)
            if v.dtype == bool or not (v.dtype.kind in "iu" or v.size == 0):
                raise TypeError(f"{name} must be integer state indices; got {v.dtype} values.")
            if v.size and (v.min() < 0 or v.max() >= M):
                raise ValueError(f"{name} must lie in 0..{M - 1}; found "
                                 f"{int(v.min())}..{int(v.max())}.")
            arrays.append(v.astype(np.int64))
        try:
            prev, state = np.broadcast_arrays(*arrays)
        except ValueError:
            raise ValueError(f"prev {arrays[0].shape} and state {arrays[1].shape} do not "
                             "broadcast together.") from None
        return self._transition(prev, state)

    def _transition(self, prev, state):
        if self.order == 1:
            return self.log_A_[prev, state]
        n = len(self.tags_)
        i, j = np.divmod(prev, n)
        j2, k = np.divmod(state, n)
        return np.where(j == j2, self.log_A_[i, j, k], -np.inf)

    @property
    def work_per_token(self) -> int:
        """Transition scores one token costs in Viterbi (states × successors)."""
        check_fitted(self, "tags_")
        return int(self.log_A_.size)

    @property
    def _log_prior(self) -> np.ndarray:
        return self.suffix_model_.log_prior_

    # -- inference --------------------------------------------------------------------------
    def _prepare(self, words):
        check_fitted(self, "tags_")
        words = _check_words(words)
        return words, self._emissions(words)

    def _flat(self, table: np.ndarray) -> np.ndarray:
        return table.reshape(table.shape[0], -1)

    def forward(self, words: Sequence[str]) -> tuple[np.ndarray, float]:
        """log α trellis (T, M) and log P(O) = logsumexp_s(α_T(s) + log P(</s> | s))."""
        _, E = self._prepare(words)
        alpha, logp = core.forward(self.log_pi_, self.log_A_, E, log_end=self.log_end_)
        return self._flat(alpha), logp

    def backward(self, words: Sequence[str]) -> tuple[np.ndarray, float]:
        """log β trellis (T, M), β_T = log P(</s> | s), and log P(O) from β_1."""
        _, E = self._prepare(words)
        beta, logp = core.backward(self.log_pi_, self.log_A_, E, log_end=self.log_end_)
        return self._flat(beta), logp

    def _viterbi(self, words):
        words, E = self._prepare(words)
        return words, core.viterbi_flat(self.log_pi_, self.log_A_, E, [len(words)],
                                        beam=_check_beam(self.beam), log_end=self.log_end_,
                                        keep=True)

    def viterbi(self, words: Sequence[str]
                ) -> tuple[list[str], np.ndarray, np.ndarray, float]:
        """Best tag path, δ trellis (T, M), back-pointers ψ (T, M) and log P(best path, O)."""
        _, res = self._viterbi(words)
        path = [self.tags_[i] for i in self.state_tags_[res["states"]]]
        return path, res["delta"], res["back"], float(res["log_prob"][0])

    def iter_viterbi(self, words: Sequence[str]) -> Iterator[TrellisStep]:
        """One :class:`TrellisStep` per position, with its back-pointers and the number of
        states kept; the best path comes with the last column only."""
        words, res = self._viterbi(words)
        return self._columns(words, res["delta"], res["back"], "viterbi", res["states"],
                             float(res["log_prob"][0]), res["kept"])

    def iter_forward(self, words: Sequence[str]) -> Iterator[TrellisStep]:
        """One :class:`TrellisStep` of α per position, first word first."""
        words = _check_words(words)
        alpha, logp = self.forward(words)
        return self._columns(words, alpha, None, "forward", None, logp, None)

    def iter_backward(self, words: Sequence[str]) -> Iterator[TrellisStep]:
        """One :class:`TrellisStep` of β per position, last word first."""
        words = _check_words(words)
        beta, logp = self.backward(words)
        return self._columns(words, beta, None, "backward", None, logp, None)

    def _columns(self, words, table, back, phase, states, logp, kept):
        path = state_path = None
        if states is not None:
            path = tuple(self.state_tags_[states].tolist())
            state_path = tuple(states.tolist())
        return column_steps(words, table, phase, log_prob=logp, back=back, path=path,
                            state_path=state_path, kept=kept)
