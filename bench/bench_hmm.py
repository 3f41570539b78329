"""HMM speed against NLTK and hmmlearn, in the same run, printed as ratios.

Tagging throughput (tokens/s) of HMMTagger.tag_sents against NLTK's HiddenMarkovModelTagger and
hmmlearn's Viterbi (per sentence) on the generated sample corpus; one Baum–Welch iteration of
DiscreteHMM against hmmlearn's CategoricalHMM.

    python bench/bench_hmm.py [--threads 1]
"""
from __future__ import annotations

import argparse
import sys
import time
import warnings
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.hmm import DiscreteHMM, HMMTagger, read_tagged  # noqa: E402


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return time.perf_counter() - t, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=1)
    args = ap.parse_args()
    from hmmlearn.hmm import CategoricalHMM
    from nltk.probability import LidstoneProbDist
    from nltk.tag.hmm import HiddenMarkovModelTrainer
    from threadpoolctl import threadpool_limits

    corpus = read_tagged(ROOT / "resources/tagged/sample.txt")
    train, test = corpus[:500], corpus[500:] * 20
    sents = [[w for w, _ in s] for s in test]
    n_tok = sum(map(len, sents))
    with threadpool_limits(args.threads):
        print(f"threads: {args.threads}; tagging {n_tok:,} tokens in {len(sents):,} sentences")
        ours = HMMTagger().fit(train)
        t_ours, _ = timed(lambda: ours.tag_sents(sents))
        nltk_tagger = HiddenMarkovModelTrainer().train_supervised(
            train, estimator=lambda fd, bins: LidstoneProbDist(fd, 0.1, bins))
        few = sents[:200]
        t_nltk, _ = timed(lambda: [nltk_tagger.tag(s) for s in few])
        nltk_rate = sum(map(len, few)) / t_nltk
        vocab = {w: i for i, w in enumerate(ours.vocab_)}
        hmm = CategoricalHMM(len(ours.tags_), n_features=len(vocab))
        hmm.startprob_ = np.exp(ours.log_start_)
        hmm.transmat_ = np.exp(ours.log_trans_)
        hmm.emissionprob_ = np.exp(ours.log_emit_)
        known = [np.array([[vocab[w]] for w in s]) for s in sents if all(w in vocab for w in s)]
        known_tok = sum(map(len, known))
        t_hl, _ = timed(lambda: [hmm.decode(o) for o in known])
        print(f"  ours (batched)  {n_tok / t_ours:12,.0f} tokens/s")
        print(f"  nltk            {nltk_rate:12,.0f} tokens/s   ours/nltk "
              f"{(n_tok / t_ours) / nltk_rate:7.1f}x")
        print(f"  hmmlearn        {known_tok / t_hl:12,.0f} tokens/s   ours/hmmlearn "
              f"{(n_tok / t_ours) / (known_tok / t_hl):7.1f}x")

        rng = np.random.default_rng(0)
        seqs = [rng.integers(0, 20, 200) for _ in range(100)]
        start = (np.full(5, 0.2), rng.dirichlet(np.ones(5), 5), rng.dirichlet(np.ones(20), 5))

        def ours_iter(n):
            return lambda: DiscreteHMM(5, 20, startprob=start[0], transmat=start[1],
                                       emissionprob=start[2], n_iter=n, tol=0).fit(seqs)

        def ref_iter(n):
            def run():
                ref = CategoricalHMM(5, n_iter=n, tol=0, init_params="", n_features=20)
                ref.startprob_, ref.transmat_, ref.emissionprob_ = start
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    ref.fit(np.concatenate(seqs)[:, None], [len(s) for s in seqs])
            return run
        per = {}
        for name, make in (("ours", ours_iter), ("hmmlearn", ref_iter)):
            t1, _ = timed(make(1))
            t6, _ = timed(make(6))
            per[name] = (t6 - t1) / 5
        print(f"Baum–Welch, 100 sequences × 200 symbols, 5 states: ours {per['ours'] * 1e3:.1f} ms, "
              f"hmmlearn {per['hmmlearn'] * 1e3:.1f} ms per iteration "
              f"(ratio {per['ours'] / per['hmmlearn']:.2f})")


if __name__ == "__main__":
    main()
