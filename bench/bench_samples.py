"""How hard the built-in samples are (they must teach: a filter that is good but not perfect, a
tagger that has ambiguity and unknown words to get wrong, k-means runs that get stuck), each
measured with Trellis and with a reference library on the same split in the same run.

    python bench/bench_samples.py [--seeds 5] [--threads 1]

- spam (resources/spam): spam F1 of the default SpamFilter (multinomial, unigrams + bigrams) on
  stratified 75/25 splits, and of scikit-learn's CountVectorizer(1, 2) + MultinomialNB;
- tagged (resources/tagged/sample.txt): token accuracy (all, known, unknown) of the default
  HMMTagger on 90/10 splits, and of NLTK's supervised HMM (Lidstone 0.1);
- points (resources/points/five_blobs_restarts.csv, K = 5): the share of single k-means++ runs
  that put two centres in one blob, Trellis and scikit-learn (n_init=1), over 40 seeds.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _timing import blas_threads, thread_arg  # noqa: E402

import resources  # noqa: E402


def spam(seeds):
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.metrics import f1_score
    from sklearn.naive_bayes import MultinomialNB

    from engine.spam import SpamFilter, load_corpus, split_indices
    mail = load_corpus(resources.path("spam"))
    texts, y = list(mail.texts), np.asarray(mail.labels)
    ours, ref = [], []
    for seed in range(seeds):
        tr, te = split_indices(y, 0.25, seed)
        f = SpamFilter().fit([texts[i] for i in tr], y[tr])
        ours.append(f1_score(y[te], f.predict([texts[i] for i in te]), pos_label="spam"))
        v = CountVectorizer(ngram_range=(1, 2))
        m = MultinomialNB().fit(v.fit_transform([texts[i] for i in tr]), y[tr])
        ref.append(f1_score(y[te], m.predict(v.transform([texts[i] for i in te])),
                            pos_label="spam"))
    print(f"spam: spam F1, Trellis {np.mean(ours):.3f} (seeds: {np.round(ours, 3)}), "
          f"scikit-learn {np.mean(ref):.3f}; ratio {np.mean(ours) / np.mean(ref):.3f}")


def tagged(seeds):
    from nltk.probability import LidstoneProbDist
    from nltk.tag.hmm import HiddenMarkovModelTrainer

    from engine.hmm import HMMTagger, evaluate_tagger, read_tagged, split_corpus
    corpus = read_tagged(resources.path("tagged", "sample.txt"))
    rows, ref = [], []
    for seed in range(seeds):
        train, test = split_corpus(corpus, 0.1, random_state=seed)
        r = evaluate_tagger(HMMTagger().fit(train), test)
        rows.append((r.accuracy, r.known, r.unknown, r.baseline))
        hmm = HiddenMarkovModelTrainer().train_supervised(
            [list(s) for s in train], estimator=lambda fd, bins: LidstoneProbDist(fd, 0.1, bins))
        gold = [t for s in test for _, t in s]
        pred = [t for s in test for _, t in hmm.tag([w for w, _ in s])]
        ref.append(np.mean(np.array(gold) == np.array(pred)))
    acc, known, unknown, base = np.mean(rows, axis=0)
    print(f"tagged: accuracy Trellis {acc:.3f} (known {known:.3f}, unknown {unknown:.3f}, "
          f"most-frequent-tag baseline {base:.3f}), NLTK HMM {np.mean(ref):.3f}; ratio "
          f"{acc / np.mean(ref):.3f}")


def points(n_seeds=40):
    from sklearn.cluster import KMeans as SkKMeans

    from engine.cluster import KMeans
    from engine.io import read_points
    pts = read_points(resources.path("points", "five_blobs_restarts.csv"))
    X, truth = pts.X, np.unique(pts.labels, return_inverse=True)[1]
    means = np.array([X[truth == b].mean(axis=0) for b in range(truth.max() + 1)])

    def shared(centers):
        owner = ((centers[:, None] - means[None]) ** 2).sum(-1).argmin(axis=1)
        return len(set(owner.tolist())) < len(centers)

    ours = np.mean([shared(KMeans(5, n_init=1, random_state=s).fit(X).cluster_centers_)
                    for s in range(n_seeds)])
    ref = np.mean([shared(SkKMeans(5, n_init=1, random_state=s).fit(X).cluster_centers_)
                   for s in range(n_seeds)])
    print(f"points: single k-means++ runs with two centres in one blob, Trellis {ours:.2f}, "
          f"scikit-learn {ref:.2f} (of {n_seeds} seeds)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=5)
    thread_arg(parser)
    args = parser.parse_args()
    with blas_threads(args.threads):
        spam(args.seeds)
        tagged(args.seeds)
        points()


if __name__ == "__main__":
    main()
