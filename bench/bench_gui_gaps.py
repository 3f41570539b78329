#!/usr/bin/env python
"""The longest GUI-thread gaps of the GUI tests that drive big data (a million-point CSV, 100,000
tagged sentences, 3,000 documents, 30,000 messages, SMO on 5,000 points …), as figures.

The tests assert only what the GUI thread may not do (tests/ui/conftest.py's ``gui_guard``: no
file read, fit or engine step on it), never a time, since a loaded 2-core machine stretches any
gap. This script runs the same tests with ``TRELLIS_GAP_REPORT`` set, which makes every
``gui_guard`` block also run a 10 ms QTimer on the GUI thread and write the longest interval
between two ticks. The reference, measured in the same run and the same way, is an idle GUI: the
same timer with nothing to do, in a window of the same library versions, for ``--idle`` seconds.
A gap is reported in milliseconds and as a ratio to that idle gap (1.0 = as smooth as idle).

    python bench/bench_gui_gaps.py [-k EXPRESSION] [--idle 3]

Wall-clock time by necessity (a gap is wall time); run it on a quiet machine. Qt and numpy run
with their default threads; BLAS threads are limited to 1 by the test process (threadpoolctl is
not used inside the tests), so the figures are for one BLAS thread per worker.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# the tests whose gui_guard blocks drive big data (the others guard small interactions)
SCENARIOS = [
    "tests/ui/test_canvas_clustering.py::test_a_million_point_csv_step_run_cancel_keep_the_gui_responsive",
    "tests/ui/test_canvas_svm.py::test_5000_points_hard_margin_step_run_cancel",
    "tests/ui/test_canvas_svm.py::test_hard_margin_on_overlapping_points_is_refused_quickly",
    "tests/ui/test_clustering_documents.py::test_thousands_of_documents_keep_the_gui_responsive",
    "tests/ui/test_clustering_tab.py::test_large_data_stays_responsive_and_cancels",
    "tests/ui/test_hmm_gap.py",
    "tests/ui/test_spam_maxent.py::test_softmax_on_a_large_corpus_keeps_the_gui_thread_free",
    "tests/ui/test_spam_selection.py",
    "tests/ui/test_spam_tab.py::test_30k_tsv_open_evaluate_step_cancel_keeps_the_gui_thread_free",
    "tests/ui/test_spam_tab.py::test_a_long_message_is_explained_on_a_worker",
    "tests/ui/test_svm_lab.py::test_stepping_on_2000_points_keeps_the_gui_responsive",
    "tests/ui/test_text_lm.py::test_training_on_a_longer_text_never_blocks_the_gui",
    "tests/ui/test_text_tab.py",
    "tests/ui/test_gui_thread.py::test_opening_files_from_the_command_line_sniffs_them_on_a_worker",
    "tests/ui/test_gui_thread.py::test_a_pipe_on_the_command_line_is_refused_without_blocking",
]


def idle_gap(seconds: float) -> float:
    """The longest interval between ticks of a 10 ms QTimer on an idle GUI thread."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication, QWidget

    app = QApplication.instance() or QApplication([])
    window = QWidget()
    window.show()
    ticks = [time.monotonic()]
    timer = QTimer(interval=10, timeout=lambda: ticks.append(time.monotonic()))
    timer.start()
    loop = QEventLoop()
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    loop.exec()
    timer.stop()
    window.close()
    app.processEvents()
    return max(b - a for a, b in zip(ticks, ticks[1:]))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-k", default="", help="pytest -k expression to choose among the scenarios")
    ap.add_argument("--idle", type=float, default=3.0, help="seconds of the idle reference")
    args = ap.parse_args()
    print("threads: Qt's default thread pool; BLAS threads as the tests leave them; wall time "
          "(a gap is wall time)", flush=True)
    idle = idle_gap(args.idle)
    print(f"reference: idle GUI thread, longest gap of a 10 ms timer over {args.idle:g} s: "
          f"{idle * 1000:.0f} ms", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "gaps.jsonl"
        env = dict(os.environ, TRELLIS_GAP_REPORT=str(report), QT_QPA_PLATFORM="offscreen")
        cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *SCENARIOS]
        if args.k:
            cmd += ["-k", args.k]
        done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        print(done.stdout.strip().splitlines()[-1] if done.stdout.strip() else done.stderr)
        rows = [json.loads(line) for line in report.read_text().splitlines()] \
            if report.exists() else []
    width = max((len(r["test"]) for r in rows), default=10)
    print(f"{'test (one line per gui_guard block)':<{width}}  longest gap   × idle")
    for r in rows:
        print(f"{r['test']:<{width}}  {r['longest'] * 1000:8.0f} ms  {r['longest'] / idle:6.1f}")
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
