"""Test set-up shared by every test: Qt runs offscreen, set before anything imports Qt."""
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# as main.py does: the GUI thread gets the GIL back quickly from Python-heavy workers
sys.setswitchinterval(0.0005)
