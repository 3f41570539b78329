"""Open a session in a fresh process, offscreen, and print what the Spam tab shows (run by
``test_spam_session.py`` as ``python tests/ui/spam_session_probe.py FILE``): its parameters,
corpus reference, threshold, confusion layout and matrix, the models table, the explained
message and the message bar, as JSON on the last line of stdout."""
from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path


def describe_spam(tab) -> dict:
    """What the Spam tab shows now (plain JSON)."""
    ev, ex = tab.evaluation_view, tab.explain_view
    conf = ev.confusion.model
    models = ev.models_table.model
    return {"params": tab.model.params.to_json(), "corpus": tab.model.corpus.to_json(),
            "threshold": round(float(tab.model.threshold), 9),
            "threshold_label": ev.threshold_label.text(), "layout": ev.layout_key(),
            "confusion": [conf.headers] + [[str(v) for v in c] for c in conf.columns],
            "models": [[str(v) for v in c] for c in models.columns],
            "row": ex.doc_list.currentRow(), "text": ex.editor.toPlainText()[:200],
            "explained": ex.result.toPlainText()[:120]}


def main(path):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)        # no prompts, no user settings
    app = QApplication.instance() or QApplication([])
    from ui.main_window import MainWindow

    if path == "-":
        # started ahead (tests/ui/conftest.py's fresh_process): the imports above are done
        # while the test builds its session; the window is built only once the file exists,
        # so it opens the session straight after start-up, as with a file argument
        print("ready", flush=True)
        path = sys.stdin.readline().strip()

    QSettings("Trellis", "Trellis").clear()
    win = MainWindow()
    win.resize(1280, 720)
    win.show()
    win.open_session(path)
    tab = None
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        app.processEvents()
        tab = win.pages["spam"].tab
        if (win.session_ready() and win.session_message and tab is not None
                and not tab.busy and not tab.explain_view.jobs.busy
                and "Predicted" in tab.explain_view.result.toPlainText()):
            break
        time.sleep(0.01)
    result = describe_spam(tab)
    result["message"] = win.session_message
    print(json.dumps(result))
    win.close()


if __name__ == "__main__":
    main(sys.argv[1])
