"""The candidate road of Viterbi (what tag_flat takes without a beam) drops the candidate tags
of unknown words that another tag dominates (engine.hmm.candidate_viterbi.margins / prune)
and decodes all sentences together: it must give the tags, log P and kept counts of the plain
Viterbi, sentence by sentence, on the dense emission table, first and second order."""
import itertools

import numpy as np
import pytest

from engine.hmm import HMMTagger, candidate_viterbi, core

SUFFIXES = ["ing", "ed", "s", "ly", "er", "ion", "al", "", "est", "ity"]


def synthetic_corpus(rng, n_sent, n_tags=7, n_words=2000):
    """Tagged sentences from a random HMM whose words carry tag-typical suffixes (so the
    suffix model has something to learn and unknown words have a few likely tags)."""
    tags = [f"T{i}" for i in range(n_tags)]
    A = rng.dirichlet(np.full(n_tags, 0.3), n_tags)
    words = [f"{''.join(rng.choice(list('bcdfgklmnprst'), 3))}{SUFFIXES[i % len(SUFFIXES)]}"
             for i in range(n_words)]
    # each word belongs mostly to one or two tags
    home = rng.integers(0, n_tags, n_words)
    B = np.full((n_tags, n_words), 1e-4)
    B[home, np.arange(n_words)] = rng.gamma(0.5, size=n_words) + 0.01
    second = rng.random(n_words) < 0.3
    B[(home[second] + 1) % n_tags, np.flatnonzero(second)] = 1.0
    B /= B.sum(axis=1, keepdims=True)
    out = []
    for _ in range(n_sent):
        t = rng.integers(n_tags)
        sent = []
        for _ in range(int(rng.integers(1, 16))):
            sent.append((words[rng.choice(n_words, p=B[t])], tags[t]))
            t = rng.choice(n_tags, p=A[t])
        out.append(sent)
    return out


def plain_viterbi(m, sentences):
    """States and log P of each sentence alone, through viterbi_flat's general path (keep=True,
    no candidates, no pruning) on the dense emission rows."""
    states, logp = [], []
    for s in sentences:
        r = core.viterbi_flat(m.log_pi_, m.log_A_, m._emissions(s), [len(s)],
                              log_end=m.log_end_, keep=True)
        states.append(r["states"])
        logp.append(r["log_prob"][0])
    return np.concatenate(states), np.array(logp)


@pytest.mark.parametrize("order", [1, 2])
@pytest.mark.parametrize("seed", range(3))
def test_pruned_batched_road_equals_plain_viterbi_with_unknown_words(order, seed):
    rng = np.random.default_rng(seed)
    corpus = synthetic_corpus(rng, 500)
    train, test = corpus[:350], corpus[350:]
    m = HMMTagger(order=order).fit(train)
    sents = [[w for w, _ in s] for s in test]
    words = [w for s in sents for w in s]
    lengths = np.array([len(s) for s in sents])
    assert any(w not in m.vocab_ for w in words)
    counts, tags, scores = m._candidates(words)
    s0 = None if order == 1 else candidate_viterbi.start_row(m.log_pi_)
    bounds = candidate_viterbi.margins(m.log_pi_, m.log_A_, m.log_end_, order, s0)
    assert bounds is not None
    pruned = candidate_viterbi.prune(counts, tags, scores, lengths, bounds)[0]
    assert pruned.sum() < counts.sum()          # the pruning is exercised, not idle
    res = core.viterbi_candidates(m.log_pi_, m.log_A_, counts, tags, scores, lengths,
                                  log_end=m.log_end_)
    states, logp = plain_viterbi(m, sents)
    np.testing.assert_array_equal(res["states"], states)
    np.testing.assert_array_equal(res["log_prob"], logp)
    np.testing.assert_array_equal(m.tag_flat(words, lengths), m.state_tags_[states])
    dense = core.viterbi_flat(m.log_pi_, m.log_A_, m._emissions(words), lengths,
                              log_end=m.log_end_, keep=True)
    np.testing.assert_array_equal(res["kept"], dense["kept"])   # kept counts every candidate


@pytest.mark.parametrize("seed", range(16))
def test_pruning_keeps_exact_viterbi_on_random_models(seed):
    """Random finite models with full emission rows (the rows pruning looks at) mixed with
    sparse ones; integer scores make many ties, which must still go the same way."""
    rng = np.random.default_rng(100 + seed)
    N = int(rng.integers(2, 6))
    lengths = rng.integers(1, 8, int(rng.integers(1, 25)))
    ties = seed % 2 == 0
    draw = (lambda *s: rng.integers(-6, 0, s).astype(float)) if ties else \
        (lambda *s: 3 * np.log(rng.random(s)))
    E = draw(int(lengths.sum()), N)
    sparse = rng.random(len(E)) < 0.4
    E[sparse] = np.where(rng.random((sparse.sum(), N)) < 0.5, -np.inf, E[sparse])
    for order in (1, 2):
        if order == 1:
            lpi, lA = draw(N), draw(N, N)
        else:
            lpi = np.full((N + 1, N), -np.inf)
            lpi[N] = draw(N)
            lA = draw(N + 1, N, N)
        end = draw(*lpi.shape) if seed % 4 < 2 else None
        fast = core.viterbi_candidates(lpi, lA, *core.candidates(E), lengths, log_end=end)
        slow = core.viterbi_flat(lpi, lA, E, lengths, log_end=end, keep=True)
        for k in ("states", "log_prob", "kept"):
            np.testing.assert_array_equal(fast[k], slow[k])


def test_a_pruned_tag_is_on_no_best_path():
    """Brute force: a tag prune drops scores strictly below the best path through the tag
    that dominates it (every path through it, in a small first- and second-order model)."""
    rng = np.random.default_rng(7)
    N, T = 3, 4
    dropped = 0
    for order in (1, 2):
        for _ in range(30):
            E = 4 * np.log(rng.random((T, N)))
            if order == 1:
                lpi, lA = np.log(rng.random(N)), np.log(rng.random((N, N)))
                end = np.log(rng.random(N))
            else:
                lpi = np.full((N + 1, N), -np.inf)
                lpi[N] = np.log(rng.random(N))
                lA, end = np.log(rng.random((N + 1, N, N))), np.log(rng.random((N + 1, N)))
            counts, tags, scores = core.candidates(E)
            bounds = candidate_viterbi.margins(lpi, lA, end, order, N)
            c2, t2, _ = candidate_viterbi.prune(counts, tags, scores, np.array([T]), bounds)
            kept = np.split(t2, np.cumsum(c2)[:-1])
            dropped += len(tags) - len(t2)

            def score(q):
                s = (lpi[q[0]] if order == 1 else lpi[N, q[0]]) + E[0, q[0]]
                for t in range(1, T):
                    prev = q[t - 1] if order == 1 else (N if t == 1 else q[t - 2], q[t - 1])
                    s += (lA[prev, q[t]] if order == 1 else lA[prev + (q[t],)]) + E[t, q[t]]
                return s + (end[q[-1]] if order == 1 else end[q[-2], q[-1]])

            paths = {q: score(q) for q in itertools.product(range(N), repeat=T)}
            top = max(paths.values())
            for q, v in paths.items():
                if any(q[t] not in kept[t] for t in range(T)):
                    assert v < top
    assert dropped > 0
