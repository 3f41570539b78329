"""Trigram Kneser–Ney: engine.text.NgramModel against nltk.lm.KneserNeyInterpolated, same run.

    python bench/bench_lm.py CORPUS [CORPUS …] [--tokens 1000000] [--nltk-tokens 100000]
                             [--nltk-scores 300] [--threads 1]

A corpus is a CoNLL-U file (its words, read by engine.hmm.read_tagged; e.g. UD English EWT) or
plain text with one sentence per line (white-space tokens). Its sentences are repeated until
``--tokens`` tokens (printed when they were). nltk's fit is slow, so it is timed on the first ``--nltk-tokens``
tokens and compared with ours on exactly the same sentences; our fit on the full ``--tokens`` is
printed too. nltk's KN score walks its count tables on every call, so it is timed on
``--nltk-scores`` held-out tokens and compared per token with ours on 100,000 held-out tokens.
Last, the shared counting (Zipf table, collocations, model) against Counter and np.unique.
Times are CPU seconds of this process with --threads BLAS threads (bench/_timing.py).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _timing import blas_threads, thread_arg, timed  # noqa: E402

from engine.hmm import read_tagged  # noqa: E402
from engine.text import NgramModel  # noqa: E402


def read_corpus(path: Path) -> list[list[str]]:
    """The sentences of ``path`` as word lists: a CoNLL-U file through the HMM tab's reader,
    anything else one sentence a line."""
    if path.suffix == ".conllu":
        return read_tagged(path, "conllu").sentence_words()
    text = path.read_text(encoding="utf-8", errors="replace")
    return [line.split() for line in text.splitlines() if line.split()]


def take(sents, tokens):
    """Sentences from ``sents`` (repeated as needed) until ``tokens`` tokens."""
    out, n, k = [], 0, 0
    while n < tokens:
        s = sents[k % len(sents)]
        out.append(s)
        n += len(s)
        k += 1
    return out, n, k > len(sents)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("corpora", nargs="+", type=Path)
    ap.add_argument("--tokens", type=int, default=1_000_000)
    ap.add_argument("--nltk-tokens", type=int, default=100_000)
    ap.add_argument("--nltk-scores", type=int, default=300)
    thread_arg(ap)
    args = ap.parse_args()
    from nltk.lm import KneserNeyInterpolated
    from nltk.lm.preprocessing import padded_everygram_pipeline

    sents = [s for p in args.corpora for s in read_corpus(p)]
    heldout, train_pool = sents[::10], [s for i, s in enumerate(sents) if i % 10]
    print(f"corpus: {sum(map(len, sents)):,} tokens in {len(sents):,} sentences; held out "
          f"every 10th sentence ({sum(map(len, heldout)):,} tokens)")
    big, n_big, repeated = take(train_pool, args.tokens)
    small, n_small, _ = take(train_pool, min(args.nltk_tokens, args.tokens))
    if repeated:
        print(f"  (training sentences repeated to reach {n_big:,} tokens)")
    test, n_test, _ = take(heldout, 100_000)
    with blas_threads(args.threads):
        t_big, model = timed(lambda: NgramModel(3, "kneser_ney").fit(big))
        print(f"ours  fit  trigram KN on {n_big:,} tokens: {t_big:7.2f} s")
        t_ours, ours_small = timed(lambda: NgramModel(3, "kneser_ney").fit(small))

        def fit_nltk():
            train, vocab = padded_everygram_pipeline(3, small)
            lm = KneserNeyInterpolated(3)
            lm.fit(train, vocab)
            return lm
        t_nltk, lm = timed(fit_nltk)
        print(f"fit on the same {n_small:,} tokens: ours {t_ours:.3f} s, nltk {t_nltk:.2f} s, "
              f"ratio {t_nltk / t_ours:,.0f}×")
        print(f"  nltk on {n_big:,} tokens, extrapolated linearly: {t_nltk * n_big / n_small:.1f}"
              f" s, {t_nltk * n_big / n_small / t_big:,.0f}× our measured fit")

        t_score, ppl = timed(lambda: model.perplexity(test))
        per_ours = t_score / (n_test + len(test))
        print(f"ours  perplexity of {n_test:,} held-out tokens: {t_score:.3f} s "
              f"(perplexity {ppl:.1f})")
        grams = []
        for s in test:
            p = ["<s>", "<s>"] + s + ["</s>"]
            grams += [(p[i - 2:i], p[i]) for i in range(2, len(p))]
            if len(grams) >= args.nltk_scores:
                break
        grams = grams[:args.nltk_scores]
        t_small_ours, _ = timed(lambda: ours_small.token_probs(test))
        t_nl, _ = timed(lambda: [lm.score(w, c) for c, w in grams])
        per_small = t_small_ours / (n_test + len(test))
        per_nltk = t_nl / len(grams)
        print(f"score per token (model fitted on {n_small:,} tokens): ours "
              f"{per_small * 1e6:.2f} µs, nltk {per_nltk * 1e6:,.0f} µs over {len(grams)} "
              f"tokens, ratio {per_nltk / per_small:,.0f}×")
        print(f"  our model fitted on {n_big:,} tokens: {per_ours * 1e6:.2f} µs per token")
        counting(big)


def counting(sents):
    """The one counting implementation (counts.encode_tokens/count_codes) that the Zipf table,
    the collocations and the model share, against collections.Counter and np.unique."""
    from collections import Counter

    import numpy as np

    from engine.text import bigram_table, count_codes, count_types, encode_tokens
    tokens = [t for s in sents for t in s]
    t_ours, ours = timed(lambda: count_types(tokens))
    t_ref, ref = timed(lambda: Counter(tokens))
    assert dict(zip(ours.types, ours.frequencies.tolist())) == ref

    def bare():
        vocab, ids = encode_tokens(tokens)
        return count_codes(ids, len(vocab))
    t_bare, _ = timed(bare)
    print(f"unigram counts of {len(tokens):,} tokens: count_types {t_ours:.3f} s (of which "
          f"encode_tokens + count_codes {t_bare:.3f} s; the rest checks every token), "
          f"Counter {t_ref:.3f} s, ratio {t_ref / t_ours:.2f}× ({t_ref / t_bare:.2f}× bare)")
    t_ours, table = timed(lambda: bigram_table(tokens))

    def by_unique():
        index = {}
        ids = np.fromiter((index.setdefault(t, len(index)) for t in tokens), np.int64,
                          len(tokens))
        return np.unique(ids[:-1] * len(index) + ids[1:], return_counts=True)
    t_ref, (_, counts) = timed(by_unique)
    assert sorted(counts.tolist()) == sorted(table.n_ii.astype(int).tolist())
    print(f"bigram counts: bigram_table {t_ours:.3f} s (with its scores' margins), "
          f"dict + np.unique {t_ref:.3f} s, ratio {t_ref / t_ours:.2f}×")


if __name__ == "__main__":
    main()
