"""k nearest neighbours in the Spam tab's evaluation (issue 27): the engine's
"k-NN (cosine, tf-idf)" model against scikit-learn's ``KNeighborsClassifier(5, metric="cosine")``
on the very same tf-idf rows (idf from the training part, ln((1 + n)/(1 + df)) + 1, as
scikit-learn's ``smooth_idf``), on one stratified 75/25 split of each corpus given (default: the
built-in sample). Prints both accuracies, the share of identical predictions and the ratio of
fitting + predicting CPU time (Trellis / scikit-learn).

    python bench/bench_spam_knn.py [CORPUS …] [--threads 1]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _timing import blas_threads, thread_arg, timed  # noqa: E402


def main(argv=None):
    import resources
    from engine import run_job
    from engine.spam import fold_matrices, iter_evaluate, load_corpus, split_indices
    from engine.workflows.spam_filtering import iter_features
    from sklearn.neighbors import KNeighborsClassifier

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="*", default=[str(resources.path("spam"))])
    thread_arg(parser)
    args = parser.parse_args(argv)
    with blas_threads(args.threads):
        for path in args.corpora:
            corpus = load_corpus(path)
            features = run_job(iter_features(corpus)).features
            y = np.asarray(corpus.labels)
            train, test = split_indices(y, 0.25, 0)
            ours_s, ev = timed(lambda: run_job(iter_evaluate(
                features.X, y, [(train, test)], ["k-NN (cosine, tf-idf)"])), repeat=3)
            ours = ev["k-NN (cosine, tf-idf)"]
            X_tr, X_te, _ = fold_matrices(features.X, train, test, 1, "drop")
            df = np.bincount(X_tr.indices[X_tr.data > 0], minlength=X_tr.shape[1])
            idf = np.log((1.0 + X_tr.shape[0]) / (1.0 + df)) + 1.0

            def sklearn_knn():
                knn = KNeighborsClassifier(5, metric="cosine", algorithm="brute")
                knn.fit(X_tr.multiply(idf).tocsr(), y[train])
                return knn.predict(X_te.multiply(idf).tocsr())

            ref_s, ref = timed(sklearn_knn, repeat=3)
            at = np.empty(len(y), dtype=int)
            at[test] = np.arange(len(test))       # scikit-learn's row of each test message
            mine, truth = ours.y_pred, y[ours.rows]
            ref = ref[at[ours.rows]]
            print(f"{Path(path).name}: {len(y):,} messages, {X_tr.shape[1]:,} terms; "
                  f"accuracy Trellis {np.mean(mine == truth):.4f}, scikit-learn "
                  f"{np.mean(ref == truth):.4f}; same prediction on "
                  f"{np.mean(mine == ref):.2%} of {len(test):,}; time ratio "
                  f"{ours_s / ref_s:.2f}× (Trellis {ours_s:.3f} s, scikit-learn {ref_s:.3f} s, "
                  f"Trellis's includes the fold's tf-idf)")


if __name__ == "__main__":
    main()
