"""Eojeols split into morphemes (engine.text.split_eojeols) against Kiwi's own tokenize on the
same text, in the same run: the ratio is what grouping the morphemes into their eojeols and
counting before and after (eojeol_counts) add to the analysis itself. The text is the built-in
Korean sample repeated to about ``--kb`` kilobytes. Kiwi() is built with its defaults, so one
tokenize call runs on one thread; times are CPU seconds of this process.

    python bench/bench_eojeols.py [--kb 200] [--threads 1]
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _timing import blas_threads, thread_arg, timed  # noqa: E402

from engine.text import eojeol_counts, morphemes, split_eojeols  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kb", type=int, default=200, help="text size in kilobytes (UTF-8)")
    thread_arg(parser)
    args = parser.parse_args()
    sample = (ROOT / "resources" / "text" / "korean_sample.txt").read_text(encoding="utf-8")
    reps = max(1, args.kb * 1024 // len(sample.encode("utf-8")))
    text = "\n\n".join([sample] * reps)
    morphemes("가")                                   # load Kiwi (not timed)
    from kiwipiepy import Kiwi
    kiwi = Kiwi()
    with blas_threads(args.threads):
        t_kiwi, toks = timed(lambda: kiwi.tokenize(text), 3)
        t_ours, eojeols = timed(lambda: split_eojeols(text), 3)
        t_counts, counts = timed(lambda: eojeol_counts(text, eojeols), 3)
    kb = len(text.encode("utf-8")) / 1024
    print(f"text: {kb:,.0f} KB, {len(text.split()):,} eojeols, {len(toks):,} morphemes")
    print(f"kiwipiepy tokenize        {t_kiwi:7.3f} s  ({kb / t_kiwi:,.0f} KB/s)")
    print(f"split_eojeols             {t_ours:7.3f} s  ratio {t_ours / t_kiwi:.2f}× Kiwi")
    print(f"eojeol_counts             {t_counts:7.3f} s  ratio {t_counts / t_kiwi:.2f}× Kiwi")
    assert sum(len(e.morphemes) for e in eojeols) == len(toks)     # the same analysis
    print(f"before → after: {counts.eojeols.n_types:,} eojeol types → "
          f"{counts.morphemes.n_types:,} morpheme types")
    return 0


if __name__ == "__main__":
    sys.exit(main())
