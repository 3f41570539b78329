"""Spam filter throughput against scikit-learn, in the same run, printed as a ratio.

A generated corpus of 100,000 short messages (label<TAB>text) is written to a temporary file;
each side loads it, tokenises, trains a multinomial Naive Bayes on 80 % and predicts the rest:
Trellis with load_corpus + Vectorizer (default preprocessing) + MultinomialNB; scikit-learn
with the same file read by csv + CountVectorizer + MultinomialNB (α = 1). Target: ≤ 2×.

    python bench/bench_spam.py [--threads 1] [--messages 100000] [--bigrams]
"""
from __future__ import annotations

import argparse
import csv
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.spam import MultinomialNB, Vectorizer, load_corpus  # noqa: E402

WORDS = ("meeting lunch report project thanks please review notes class lab draft slides "
         "tomorrow week schedule question paper data results train model call home").split()
SPAMMY = ("free win cash prize claim offer now urgent verify account loan cheap pills click "
          "guaranteed bonus winner limited exclusive deal").split()


def write_corpus(path, n, seed=0):
    """Messages of 5–40 words from a Zipf-like vocabulary of 20,000 made-up words plus cue words,
    with numbers, prices and URLs sprinkled in."""
    rng = np.random.default_rng(seed)
    vocab = np.array([f"w{i}x" for i in range(20_000)] + WORDS + SPAMMY)
    weights = 1 / np.arange(1, len(vocab) + 1)
    weights /= weights.sum()
    spam = rng.random(n) < 0.3
    lengths = rng.integers(5, 40, n)
    words = rng.choice(len(vocab), size=lengths.sum(), p=weights)
    cues = rng.random(lengths.sum()) < 0.15
    owner = np.repeat(np.arange(n), lengths)
    cue_words = np.where(spam[owner], rng.choice(len(SPAMMY), lengths.sum()) + 20_000
                         + len(WORDS), rng.choice(len(WORDS), lengths.sum()) + 20_000)
    words = np.where(cues, cue_words, words)
    extras = ["", " call 0800 555 1234", " only $99.99", " see http://x.example/a?b=1"]
    with open(path, "w", encoding="utf-8") as f:
        start = 0
        for i in range(n):
            text = " ".join(vocab[words[start:start + lengths[i]]])
            start += lengths[i]
            f.write(f"{'spam' if spam[i] else 'ham'}\t{text}{extras[i % 4]}\n")


def timed(fn):
    t = time.perf_counter()
    out = fn()
    return time.perf_counter() - t, out


def ours(path, ngram_range):
    corpus = load_corpus(path)
    y = np.array(corpus.labels)
    texts = corpus.texts
    cut = int(0.8 * len(texts))
    v = Vectorizer(ngram_range=ngram_range)
    model = MultinomialNB(1.0).fit(v.fit_transform(texts[:cut]), y[:cut])
    return np.mean(model.predict(v.transform(texts[cut:])) == y[cut:])


def sklearn(path, ngram_range):
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.naive_bayes import MultinomialNB as SkNB
    with open(path, encoding="utf-8") as f:
        rows = list(csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE))
    y = np.array([r[0] for r in rows])
    texts = [r[1] for r in rows]
    cut = int(0.8 * len(texts))
    v = CountVectorizer(ngram_range=ngram_range)
    model = SkNB(alpha=1.0).fit(v.fit_transform(texts[:cut]), y[:cut])
    return np.mean(model.predict(v.transform(texts[cut:])) == y[cut:])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--messages", type=int, default=100_000)
    ap.add_argument("--bigrams", action="store_true")
    args = ap.parse_args()
    from threadpoolctl import threadpool_limits
    ngrams = (1, 2) if args.bigrams else (1, 1)
    with tempfile.TemporaryDirectory() as tmp, threadpool_limits(args.threads):
        path = Path(tmp) / "corpus.tsv"
        write_corpus(path, args.messages)
        size = path.stat().st_size / 1e6
        print(f"threads: {args.threads}; {args.messages:,} messages, {size:.1f} MB, "
              f"n-grams {ngrams}")
        t_ours, acc_ours = timed(lambda: ours(path, ngrams))
        t_sk, acc_sk = timed(lambda: sklearn(path, ngrams))
        print(f"Trellis      {t_ours:6.2f} s  accuracy {acc_ours:.4f}")
        print(f"scikit-learn {t_sk:6.2f} s  accuracy {acc_sk:.4f}")
        print(f"ratio Trellis / scikit-learn: {t_ours / t_sk:.2f}x (target <= 2x)")


if __name__ == "__main__":
    main()
