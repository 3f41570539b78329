"""Trellis: start the Qt application and show the main window.

``python main.py [FILE…]`` (or ``trellis [FILE…]``) opens each file in the tab that reads its kind;
``--lang ko`` or ``--lang en`` chooses the interface's language (else the last one chosen, else the
system's).
"""
import os
import sys


def _leave_a_core_to_the_gui():
    # BLAS/OpenMP threads compete with the GUI thread on small machines; cap them before numpy
    # is imported (a user's explicit setting wins).
    n = str(max(1, (os.cpu_count() or 2) - 1))
    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(var, n)


def main():
    _leave_a_core_to_the_gui()
    # numpy's temporaries of a few MB come back from the heap instead of faulting fresh pages
    # in on every call (the engine's vectorised loops ran up to 20 % slower in a process whose
    # heap glibc trimmed after each call; see engine/allocator.py)
    from engine.allocator import retain_freed_memory
    retain_freed_memory()
    # Workers run pure-Python loops (tokenizers, Punkt, parsers). While one runs, every Python
    # callback of the GUI thread (each table cell's data() when a table paints: thousands per
    # repaint) must wait for the GIL, up to one switch interval each: at 0.5 ms a confusion
    # table painted beside a busy worker froze the window 0.5 s; at 50 µs it takes 0.1 s.
    sys.setswitchinterval(0.00005)
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from PySide6.QtCore import QSettings

    from ui import errors, gui_gc, i18n, style
    from ui.main_window import MainWindow

    app = QApplication(sys.argv)
    app.setApplicationName("Trellis")
    app.setOrganizationName("Trellis")
    errors.install()
    gui_gc.install(app)
    settings = QSettings("Trellis", "Trellis")
    style.apply(app, str(settings.value("view/theme", "system")))
    i18n.set_language(app, i18n.choose_language(sys.argv, settings.value("view/language")))
    window = MainWindow()
    window.show()
    # once the first frames are on the screen: the full collection before the freeze takes
    # a tenth of a second the student would otherwise wait for the window
    QTimer.singleShot(1500, gui_gc.freeze_startup_objects)
    args = sys.argv[1:]
    paths = [a for i, a in enumerate(args) if not a.startswith("-")
             and not (i > 0 and args[i - 1] == "--lang")]
    if paths:
        window.open_paths(paths)
    if os.environ.get("TRELLIS_STARTUP_PROBE"):
        # bench/bench_startup.py: report the first painted frame, then leave at once
        def painted():
            window.repaint()          # the whole window painted, synchronously
            # and what the first frame did not need, if it was imported all the same
            heavy = [m for m in ("pyqtgraph", "nltk", "scipy") if m in sys.modules]
            sys.stdout.write(" ".join(["painted", *heavy]) + "\n")
            sys.stdout.flush()
            os._exit(0)
        QTimer.singleShot(0, painted)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
