"""ui.models is Qt-free: importing every module of it loads no PySide6, pyqtgraph or superqt
(as tests/test_architecture.py checks for the engine)."""
import pkgutil
import subprocess
import sys
from pathlib import Path

import ui.models

ROOT = Path(__file__).resolve().parents[2]
QT = ("PySide6", "pyqtgraph", "superqt", "qtpy", "PyQt5", "PyQt6")


def test_importing_ui_models_loads_no_qt():
    names = sorted(m.name for m in pkgutil.walk_packages(ui.models.__path__, "ui.models."))
    assert "ui.models.session" in names and "ui.models.history" in names
    code = ("import importlib, sys\n"
            f"for name in {['ui.models'] + names!r}: importlib.import_module(name)\n"
            f"print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in {QT!r})))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.strip() == "", f"ui.models imports Qt modules: {out.stdout}"
