"""The engine is a library: importing every engine module loads no Qt."""
import pkgutil
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
