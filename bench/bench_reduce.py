"""LSI (engine.reduce.LSI) against scikit-learn's TruncatedSVD(algorithm="arpack"), in the same
run, on the same sparse tf-idf matrix, with the same number of BLAS threads (threadpoolctl,
default 1; CPU time, best of --repeat: bench/_timing.py). Prints both times and the ratio
ours / scikit-learn (target <= 1.5), the singular values' largest relative difference, and the
peak memory each fit allocates (tracemalloc) against the sparse matrix plus the factors U, Σ, Vᵀ
(target: within that).

The matrix is a synthetic corpus by default (Zipf-distributed terms, the issue's 6,000 × 50,000
at --scale 1), or the tf-idf of real documents: a folder of text files (sub-folders as
classes) given as an argument, weighted by engine.text.term_matrix.

    python bench/bench_reduce.py [FOLDER] [--components 100] [--scale 1.0] [--threads 1]
"""
from __future__ import annotations

import argparse
import sys
import tracemalloc
from pathlib import Path

import numpy as np
import scipy.sparse as sp

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from _timing import blas_threads, thread_arg, timed  # noqa: E402

from engine.reduce import LSI  # noqa: E402


def synthetic_tfidf(n_docs, n_terms, words_per_doc=120, seed=0):
    """Documents of Zipf-distributed words (rank r drawn with probability ∝ 1/r), weighted by
    tf-idf with l2 rows, as TfidfVectorizer would."""
    from engine.text.document_term import _weigh

    rng = np.random.default_rng(seed)
    p = 1.0 / np.arange(1, n_terms + 1)
    p /= p.sum()
    lengths = rng.integers(words_per_doc // 2, words_per_doc * 3 // 2, n_docs)
    cols = rng.choice(n_terms, lengths.sum(), p=p)
    rows = np.repeat(np.arange(n_docs), lengths)
    counts = sp.csr_matrix((np.ones(len(cols)), (rows, cols)), shape=(n_docs, n_terms))
    counts.sum_duplicates()
    df = np.bincount(counts.indices, minlength=n_terms)
    idf = np.log((1.0 + n_docs) / (1.0 + df)) + 1.0
    return _weigh(counts, "tfidf", False, "l2", idf)


def folder_tfidf(folder):
    from engine import run_job
    from engine.io.documents import iter_read_documents
    from engine.text.document_term import term_matrix

    docs = run_job(iter_read_documents(folder))
    return term_matrix(list(docs.texts)).X


def timed_peak(fn, repeat):
    """(fewest CPU seconds, largest peak of bytes allocated, result) over ``repeat`` fits."""
    peaks = []

    def traced():
        tracemalloc.start()
        try:
            return fn()
        finally:
            peaks.append(tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
    best, out = timed(traced, repeat)
    return best, max(peaks), out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folder", nargs="?", help="a folder of text files (default: synthetic)")
    ap.add_argument("--components", type=int, default=100)
    ap.add_argument("--scale", type=float, default=1.0,
                    help="synthetic size as a share of 6,000 documents × 50,000 terms")
    thread_arg(ap)
    ap.add_argument("--repeat", type=int, default=2)
    args = ap.parse_args(argv)

    from sklearn.decomposition import TruncatedSVD

    X = (folder_tfidf(args.folder) if args.folder else
         synthetic_tfidf(int(6000 * args.scale), int(50000 * args.scale)))
    k = args.components
    matrix_mb = (X.data.nbytes + X.indices.nbytes + X.indptr.nbytes) / 1e6
    factors_mb = (X.shape[0] * k + k + k * X.shape[1]) * 8 / 1e6
    print(f"X: {X.shape[0]:,} × {X.shape[1]:,} tf-idf, {X.nnz:,} non-zeros ({matrix_mb:.1f} MB); "
          f"{k} components; factors {factors_mb:.1f} MB")
    with blas_threads(args.threads):
        ours_t, ours_mem, ours = timed_peak(lambda: LSI(k, random_state=0).fit(X), args.repeat)
        ref_t, ref_mem, ref = timed_peak(
            lambda: TruncatedSVD(k, algorithm="arpack", random_state=0).fit(X), args.repeat)
    diff = np.max(np.abs(ours.singular_values_ - ref.singular_values_) / ref.singular_values_)
    print(f"LSI (engine)            {ours_t:8.2f} s   peak {ours_mem / 1e6:7.1f} MB allocated")
    print(f"TruncatedSVD (arpack)   {ref_t:8.2f} s   peak {ref_mem / 1e6:7.1f} MB allocated")
    print(f"ratio ours / sklearn    {ours_t / ref_t:8.2f}   (target <= 1.5)")
    lanczos_mb = (2 * k + 1) * min(X.shape) * 8 / 1e6
    budget = matrix_mb + factors_mb
    print(f"memory: fit allocates at most {ours_mem / 1e6:.1f} MB (X itself not copied); sparse "
          f"matrix + factors = {budget:.1f} MB ({ours_mem / 1e6 / budget:.2f}×); ARPACK's "
          f"Lanczos basis alone is {lanczos_mb:.1f} MB")
    print(f"singular values: largest relative difference {diff:.2e}")


if __name__ == "__main__":
    main()
