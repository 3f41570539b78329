"""The last line of defence: an exception that escapes a slot or an event handler is shown in a
dialog with "Copy details" (for a bug report) and the application keeps running. Expected
failures never get here; they are messages in the tab."""
from __future__ import annotations

import sys
import traceback

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox


_shown: set = set()


def show_unexpected(exc_type, exc, tb) -> QMessageBox | None:
    """Show ``exc`` with its traceback behind "Show Details…" and a "Copy details" button."""
    details = "".join(traceback.format_exception(exc_type, exc, tb))
    sys.stderr.write(details)
    app = QApplication.instance()
    if app is None:
        return None
    translate = QCoreApplication.translate
    # the error's own text stays as Python wrote it: it is for the bug report
    box = QMessageBox(QMessageBox.Warning, translate("UnexpectedError", "Something went wrong"),
                      translate("UnexpectedError", "Trellis hit an unexpected error; your data "
                                "and results are kept and you can go on working.\n\n"
                                "{error}: {text}").format(error=exc_type.__name__, text=exc),
                      QMessageBox.Ok, app.activeWindow())
    box.setObjectName("unexpected_error_box")
    box.setDetailedText(details)
    copy = box.addButton(translate("UnexpectedError", "Copy details"), QMessageBox.ActionRole)
    copy.clicked.disconnect()          # keep the box open after copying
    copy.clicked.connect(lambda: QApplication.clipboard().setText(details))
    box.setModal(False)
    # with no window to parent it, the dialog would be collected as soon as this returns
    box.setAttribute(Qt.WA_DeleteOnClose)
    _shown.add(box)
    box.finished.connect(lambda _=0, b=box: _shown.discard(b))
    box.show()
    return box


def install() -> None:
    """Route uncaught exceptions (Qt slots and event handlers included) to the dialog."""
    sys.excepthook = show_unexpected
