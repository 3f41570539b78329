"""The engine is a library: importing every engine module loads no Qt."""
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import engine

ROOT = Path(__file__).resolve().parent.parent
QT = ("PySide6", "pyqtgraph", "superqt", "qtpy", "PyQt5", "PyQt6")


def engine_modules():
    return sorted(m.name for m in pkgutil.walk_packages(engine.__path__, "engine."))


def test_engine_modules_exist():
    names = engine_modules()
    assert "engine.cluster.kmeans" in names and "engine.cluster.gmm" in names


def test_importing_the_engine_loads_no_qt():
    code = ("import importlib, sys\n"
            f"for name in {engine_modules()!r}: importlib.import_module(name)\n"
            f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {QT!r})\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "", f"engine imports Qt modules: {out.stdout}"


def test_ui_modules_do_not_import_nltk():
    # nltk costs about a second at import: it is imported on a worker when text is analysed,
    # never while the window's modules load
    code = ("import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
            "import sys, importlib, pkgutil, ui\n"
            "for m in pkgutil.walk_packages(ui.__path__, 'ui.'): importlib.import_module(m.name)\n"
            "import main\n"
            "print('nltk' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip().splitlines()[-1] == "False"


def test_main_window_imports_neither_nltk_nor_scipy_stats():
    # start-up must stay about a second: nltk (1–3 s) and scipy.stats (~1 s) load on workers
    code = ("import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
            "import sys, ui.main_window\n"
            "print(sorted(m for m in ('nltk', 'scipy.stats') if m in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"


PRIVATE = re.compile(r"^\s*(from\s+engine(\.\w+)*\._\w+\s+import|from\s+engine(\.\w+)*\s+import\s"
                     r"[^#\n]*\b_\w+|import\s+engine(\.\w+)*\._)", re.M)


def test_ui_uses_only_public_engine_names():
    offenders = [f"{path.relative_to(ROOT)}: {m.group(0).strip()}"
                 for path in sorted((ROOT / "ui").rglob("*.py"))
                 for m in PRIVATE.finditer(path.read_text(encoding="utf-8"))]
    assert offenders == []


def test_ui_modules_have_a_reason_to_be_long():
    # no file over ~400 lines without a reason written at its top
    long = [f"{p.relative_to(ROOT)} ({n} lines)" for p in sorted((ROOT / "ui").rglob("*.py"))
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 450
            and "long because" not in p.read_text(encoding="utf-8")[:600]]
    assert long == []
