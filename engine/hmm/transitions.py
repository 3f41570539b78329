"""Transition probabilities of the HMM tagger from tag sequences, with the sentence end counted.

First order: P(u | t) = (c(t, u) + α) / (c(t) + α·(n + 1)) over the n tags and </s>, with
c(<s>, t) giving π.

Second order, TnT (Brants 2000, section 2.2): with <s> <s> padding each sentence in front and
</s> after it,

    P(t3 | t1, t2) = λ1 P̂(t3) + λ2 P̂(t3 | t2) + λ3 P̂(t3 | t1, t2)

from maximum-likelihood estimates (P̂ = 0 for an unseen context). The λs come from deleted
interpolation: every trigram with f(t1, t2, t3) > 0 adds its count to the λ whose estimate,
with this very trigram left out, is largest among
(f(t3) − 1)/(N − 1), (f(t2, t3) − 1)/(f(t2) − 1) and (f(t1, t2, t3) − 1)/(f(t1, t2) − 1)
(a ratio with denominator 0 counts as 0; ties go to the lower order); the λs are then
normalised to sum to 1. Finally α pseudo-counts of the add-α bigram
Q(t3 | t2) = (f(t2, t3) + α)/(f(t2) + α·(n+1)) join each context,

    P(t3 | t1, t2) ← (f(t1, t2) · P(t3 | t1, t2) + α · Q(t3 | t2)) / (f(t1, t2) + α),

so no transition is impossible (on a tiny corpus TnT's λ1 can be 0) and an unseen context
(f(t1, t2) = 0) falls back to Q; on a real corpus f(t1, t2) ≫ α and this changes little.
"""
from __future__ import annotations

import numpy as np


def _log(p):
    with np.errstate(divide="ignore"):
        return np.log(p)


def first_order(tags: np.ndarray, starts: np.ndarray, n: int, alpha: float):
    """log π (n,), log A (n, n), log P(</s> | t) (n,) from tag ids and sentence starts."""
    first = np.zeros(len(tags), bool)
    first[starts] = True
    last = np.r_[first[1:], True]
    start = np.bincount(tags[first], minlength=n) + alpha
    nxt = np.where(last, n, np.r_[tags[1:], 0])                   # </s> = n after a last tag
    trans = np.bincount(tags * (n + 1) + nxt, minlength=n * (n + 1)).reshape(n, n + 1) + alpha
    trans = trans / trans.sum(axis=1, keepdims=True)
    return _log(start / start.sum()), _log(trans[:, :n]), _log(trans[:, n])


def second_order(tags: np.ndarray, starts: np.ndarray, n: int, alpha: float):
    """log π (n+1, n), log A (n+1, n, n), log P(</s> | t1, t2) (n+1, n) and the λs.

    Index n is <s> as a context and </s> as an outcome. The state (t1, t2) emits t2; π puts
    all mass on the states (<s>, t): π(<s>, t) = P(t | <s>, <s>)."""
    B = n + 1                                          # contexts: tags and <s>
    lens = np.diff(np.r_[starts, len(tags)])
    # the padded outcome stream: every tag, then </s> once per sentence
    pos_end = np.cumsum(lens + 1) - 1                  # index of each </s> in the stream
    keep = np.ones(len(tags) + len(lens), bool)
    keep[pos_end] = False
    out = np.full(len(keep), n)
    out[keep] = tags
    spos = np.arange(len(out)) - np.repeat(np.r_[0, pos_end[:-1] + 1], lens + 1)
    prev1 = np.where(spos >= 1, np.roll(out, 1), n)
    prev2 = np.where(spos >= 2, np.roll(out, 2), n)
    uni = np.bincount(out, minlength=B).astype(float)
    bi = np.bincount(prev1 * B + out, minlength=B * B).reshape(B, B).astype(float)
    tri = np.bincount((prev2 * B + prev1) * B + out, minlength=B ** 3).reshape(
        B, B, B).astype(float)
    c2, c12 = bi.sum(axis=1), tri.sum(axis=2)
    total = len(out)
    with np.errstate(divide="ignore", invalid="ignore"):
        r1 = np.broadcast_to((uni - 1) / max(total - 1, 1), tri.shape)
        r2 = np.broadcast_to(np.where(c2[:, None] > 1, (bi - 1) / (c2[:, None] - 1), 0.0),
                             tri.shape)
        r3 = np.where(c12[..., None] > 1, (tri - 1) / (c12[..., None] - 1), 0.0)
    best = np.stack([r1, r2, r3]).argmax(axis=0)            # ties: the lower order
    lam = np.bincount(best.ravel(), weights=tri.ravel(), minlength=3)
    lam = lam / lam.sum() if lam.sum() > 0 else np.array([1.0, 0.0, 0.0])
    with np.errstate(divide="ignore", invalid="ignore"):
        P = (lam[0] * uni / uni.sum()
             + lam[1] * np.where(c2[:, None] > 0, bi / c2[:, None], 0.0)[None]
             + lam[2] * np.where(c12[..., None] > 0, tri / c12[..., None], 0.0))
    # α pseudo-counts of the add-α bigram Q in every context keep each transition possible
    # (TnT's λ1 can be 0 on a tiny corpus); an unseen context gets Q itself
    Q = (bi + alpha) / (c2[:, None] + alpha * B)
    P = (c12[..., None] * P + alpha * Q[None]) / (c12[..., None] + alpha)
    log_pi = np.full((B, n), -np.inf)
    log_pi[n] = _log(P[n, n, :n] / P[n, n, :n].sum())   # (<s>, t); a sentence is not empty
    # a state's second tag is a real tag: rows t2 = <s> never occur after the start
    return log_pi, _log(P[:, :n, :n]), _log(P[:, :n, n]), lam
