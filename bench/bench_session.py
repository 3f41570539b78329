"""How long a .trellis session takes to write and to read (and check) against numpy's own
``savez_compressed`` / ``load`` of the very same arrays, measured in the same run: the ratio is
what the JSON, the step codec and the checks cost on top of the arrays. One thread (numpy's
compression and zipfile are single-threaded).

    python bench/bench_session.py [n_points]
"""
from __future__ import annotations

import io
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import datasets  # noqa: E402
from ui.models import ClusteringParams, ClusteringRunModel, Session, read_session, write_session  # noqa: E402
from ui.models.codec import encode_steps  # noqa: E402


def best(fn, repeat=5):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main(n=20_000):
    X, _ = datasets.blobs(n, centers=5, random_state=0)
    params = ClusteringParams(n_clusters=5, max_iter=30, seed=1)
    model = ClusteringRunModel(params)
    model.points = X
    model.history.extend(params.estimator().iter_fit(X))
    model.history.move(len(model.history) // 2)
    session = Session({"clustering": model.state()})
    arrays = {"points": X}
    encode_steps(model.history.steps, arrays, "s/")       # the same arrays, once each
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.trellis"
        t_write = best(lambda: write_session(path, session))
        t_read = best(lambda: read_session(path))
        buf = io.BytesIO()
        t_np_write = best(lambda: np.savez_compressed(io.BytesIO(), **arrays))
        np.savez_compressed(buf, **arrays)
        raw = buf.getvalue()

        def np_read():
            with np.load(io.BytesIO(raw), allow_pickle=False) as d:
                {k: d[k] for k in d.files}
        t_np_read = best(np_read)
        size = path.stat().st_size
    steps = len(model.history) - 1
    print(f"k-means on {n:,} points, {steps} steps, {len(arrays)} distinct arrays; "
          f"session {size / 1e6:.2f} MB (numpy alone {len(raw) / 1e6:.2f} MB); 1 thread")
    print(f"write: {t_write * 1e3:.1f} ms vs numpy {t_np_write * 1e3:.1f} ms "
          f"(ratio {t_write / t_np_write:.2f})")
    print(f"read + check: {t_read * 1e3:.1f} ms vs numpy {t_np_read * 1e3:.1f} ms "
          f"(ratio {t_read / t_np_read:.2f})")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20_000)
