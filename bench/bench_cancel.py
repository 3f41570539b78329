"""Whole fits that a job can stop (issue 24): what the cooperative hooks cost and how soon a
Cancel takes effect.

    python bench/bench_cancel.py [KAIST_FOLDER] [--threads 1] [--repeat 2]

For each whole fit a job used to call in one piece — the HMM tagger's fit on UD Korean-Kaist
(word level, UPOS, with the Hangul maximum-entropy unknown-word model; KAIST_FOLDER holds
ko_kaist-ud-dev.conllu, trained on as bench_korean.py does; fetch github:UniversalDependencies/UD_Korean-Kaist), k-means with
restarts against k-medoids (the Clustering Compare), and the SVM lab's Compare — this prints, in
the same run:

- the plain call (the reference, as the jobs ran it before) and the job with a ``progress``
  hook, and their ratio (the hooks' overhead);
- the number of Progress calls, and the largest CPU time between two of them: the longest a
  Cancel waits before the job stops (it is asked at each Progress);
- that a cancel asked at the middle Progress stops the job there (``engine.Cancelled``).

Times are CPU seconds of this process (bench/_timing.py), best of ``--repeat``.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _timing import blas_threads, thread_arg, timed  # noqa: E402

import numpy as np  # noqa: E402

from engine import Cancelled, run_job  # noqa: E402


def gaps(job_factory):
    """(CPU seconds of the whole job with a progress hook, number of calls, largest CPU gap
    between two calls or from the start to the first)."""
    stamps, names = [], []
    start = time.process_time()
    run_job(job_factory(), progress=lambda p: (stamps.append(time.process_time()),
                                               names.append(p.message)))
    total = time.process_time() - start
    marks = np.diff(np.array([start] + stamps + [start + total]))
    worst = int(np.argmax(marks))
    before = names[worst] if worst < len(names) else "the end"
    return total, len(stamps), float(marks[worst]), before


def cancel_midway(job_factory, n_calls):
    """Cancel at the middle Progress; True when the job stopped there (no later call)."""
    seen = []
    k = max(1, n_calls // 2)
    try:
        run_job(job_factory(), progress=lambda p: (seen.append(p), len(seen) < k)[1])
    except Cancelled:
        return len(seen) == k
    return False


def report(name, plain, job_factory, repeat):
    t_plain, _ = timed(plain, repeat)
    best = None
    for _ in range(repeat):
        r = gaps(job_factory)
        best = r if best is None or r[0] < best[0] else best
    t_job, calls, gap, before = best
    stopped = cancel_midway(job_factory, calls)
    print(f"{name:<34} plain {t_plain:7.2f} s   job {t_job:7.2f} s   ratio {t_job / t_plain:5.2f}"
          f"   {calls:5,} Progress calls, longest gap {gap:6.3f} s"
          f" (before {before!r})   cancel at the middle call stops there: {stopped}",
          flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kaist", nargs="?", default="/work/data/UD_Korean-Kaist")
    parser.add_argument("--repeat", type=int, default=2)
    thread_arg(parser)
    args = parser.parse_args()
    with blas_threads(args.threads):
        from engine.cluster import KMeans, KMedoids
        from engine.datasets import make
        from engine.workflows.clustering import iter_compare

        X, _ = make("blobs", 10_000, random_state=0)
        report("k-means ×5 restarts + k-medoids",
               lambda: (KMeans(5, n_init=5, random_state=0).fit(X),
                        KMedoids(5, random_state=0).fit(X)),
               lambda: iter_compare(X, 5, 0), args.repeat)

        from engine import datasets
        from engine.workflows.classification import iter_compare_classifiers
        from engine.ensemble import AdaBoost
        from engine.linear import LogisticRegression
        from engine.neural import MLPClassifier, Perceptron
        from engine.svm import SVC
        from engine.tree import DecisionTree

        Xb, yb = datasets.two_class("moons", 200, random_state=0)
        factories = {   # the lab Compare's models (ui/tabs/svm/lab_compare.py)
            "SVM (RBF)": lambda: SVC(), "logistic": lambda: LogisticRegression(),
            "perceptron": lambda: Perceptron(max_epochs=100),
            "MLP": lambda: MLPClassifier(hidden_layer_sizes=(8,), learning_rate=1.0, max_iter=300,
                                         random_state=0),
            "AdaBoost": lambda: AdaBoost(n_estimators=50), "tree": lambda: DecisionTree()}
        rect = (-2.0, -2.0, 4.0, 4.0)

        def plain_compare():
            from engine.ensemble import bootstrap_predictions, cross_val_accuracy
            G = np.zeros((70 * 70, 2))
            for make_model in factories.values():
                make_model().fit(Xb, yb).predict(G)
                cross_val_accuracy(make_model, Xb, yb, k=5, random_state=0)
            bootstrap_predictions(DecisionTree, Xb, yb, G, n_sets=8, random_state=0)
            bootstrap_predictions(LogisticRegression, Xb, yb, G, n_sets=8, random_state=0)

        report("lab Compare (200 moons, 5 folds)", plain_compare,
               lambda: iter_compare_classifiers(factories, Xb, yb, rect, 5, 8, 0, 70),
               args.repeat)

        train = Path(args.kaist) / "ko_kaist-ud-dev.conllu"
        if not train.exists():
            print(f"(no {train}: the tagger's fit is skipped)")
            return
        from engine.hmm import HMMTagger, read_tagged
        sents = read_tagged(train)
        print(f"UD Korean-Kaist dev: {len(sents):,} sentences, {sents.n_tokens:,} tokens")
        report("HMM tagger fit (order 2, Hangul)", lambda: HMMTagger().fit(sents),
               lambda: HMMTagger().fit_job(sents), args.repeat)


if __name__ == "__main__":
    main()
