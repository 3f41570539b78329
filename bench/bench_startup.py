"""Start-up time: from `python main.py` to a painted main window, median of 5 warm starts.

Also prints the import time (self time, python -X importtime) by top-level package of the start
path itself, main.py up to its first frame, and whether pyqtgraph, nltk or scipy were imported
by then (none is: pyqtgraph comes with the Tokens view's plots, after the first paint, and nltk
with the sample's job, on a worker started after it).

    python bench/bench_startup.py [--runs 5] [--against OTHER_CHECKOUT]

With ``--against`` the starts of this checkout and of another one (e.g. ``git worktree add
--detach /tmp/old REV``) alternate, so a busy machine slows both alike and the ratio is measured
in the same run.

Measured 2026-12-02 on the 2-core machine, offscreen, ``--runs 7 --against`` the tree before
the first frame lost pyqtgraph and the sample's job (24abfb5): quiet (load 0.8) 0.57 s against
0.79 s, ratio 0.72; busy (load 7, other helpers' jobs, the loop check 1.35–1.48 s) medians
0.93–1.09 s against 1.43–1.49 s, ratios 0.62–0.74 over three runs. Imports before the first
frame: pyqtgraph 0.41–0.68 s and nltk's first modules in the old tree, none of either now.
"""
from __future__ import annotations

import os
import re
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def one_start(env, root=ROOT) -> float:
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, str(root / "main.py")], cwd=root, env=env,
                         capture_output=True, text=True, timeout=60)
    elapsed = time.perf_counter() - t0
    if "painted" not in out.stdout:
        raise SystemExit(f"main.py did not report a painted window:\n{out.stderr[-2000:]}")
    return elapsed


def import_times(env, root=ROOT) -> dict[str, float]:
    """Seconds of import (self time, python -X importtime) by top-level package on the start
    path itself: ``main.py`` up to its first painted frame, imports on workers started by then
    included (they share the GIL with the paint)."""
    out = subprocess.run([sys.executable, "-X", "importtime", str(root / "main.py")], cwd=root,
                         env=env, capture_output=True, text=True, timeout=60)
    totals = defaultdict(float)
    for line in out.stderr.splitlines():
        m = re.match(r"import time:\s+(\d+) \|\s+\d+ \|( *)(\S+)", line)
        if m:
            totals[m.group(3).split(".")[0]] += int(m.group(1)) / 1e6
    heavy = [name for name in ("pyqtgraph", "nltk", "scipy") if name in totals]
    print(f"imported before the first frame, of pyqtgraph, nltk, scipy: {heavy or 'none'}")
    return dict(totals)


def main() -> None:
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 5
    import tempfile
    # a fresh settings folder: the window opens on its first tab, as on a new install
    env = dict(os.environ, TRELLIS_STARTUP_PROBE="1", XDG_CONFIG_HOME=tempfile.mkdtemp())
    # a student's second start finds the bytecode the first one wrote; a machine that sets
    # PYTHONDONTWRITEBYTECODE would make every start compile the sources again (0.1-0.3 s)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    other = Path(sys.argv[sys.argv.index("--against") + 1]) if "--against" in sys.argv else None
    one_start(env)                                  # warm the file cache
    if other is not None:
        one_start(env, other)
        pairs = [(one_start(env), one_start(env, other)) for _ in range(runs)]
        times = [a for a, _ in pairs]
        print(f"against {other}: median {statistics.median(b for _, b in pairs):.2f} s; "
              f"ratio of medians {statistics.median(times) / statistics.median(b for _, b in pairs):.2f}"
              f" (runs: {', '.join(f'{a:.2f}/{b:.2f}' for a, b in pairs)})")
    else:
        times = [one_start(env) for _ in range(runs)]
    print(f"start-up to a painted window: median {statistics.median(times):.2f} s "
          f"(runs: {', '.join(f'{t:.2f}' for t in times)}; platform "
          f"{env['QT_QPA_PLATFORM']}, {os.cpu_count()} cores)")
    print("import time to the first frame by top-level package (self time):")
    for name, seconds in sorted(import_times(env).items(), key=lambda kv: -kv[1])[:12]:
        print(f"  {name:<20} {seconds:6.3f} s")
    if other is not None:
        print(f"the same for {other}:")
        for name, seconds in sorted(import_times(env, other).items(), key=lambda kv: -kv[1])[:12]:
            print(f"  {name:<20} {seconds:6.3f} s")


if __name__ == "__main__":
    main()
