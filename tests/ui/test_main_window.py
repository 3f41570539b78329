"""The main window: tabs built on first show, files routed to the tab that reads them, recent
files, help, keyboard shortcuts, the unexpected-error dialog, and a window that fits a laptop."""
import sys

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

import resources
from ui.routing import tab_for


def test_only_the_tab_on_show_is_built(window):
    built = [key for key, page in window.pages.items() if page.tab is not None]
    assert built == ["text"]
    window.tabs.setCurrentIndex(3)
    assert window.pages["clustering"].tab is not None


@pytest.mark.parametrize("make, key", [
    (lambda d: d / "points.csv", "clustering"),
    (lambda d: d / "mail.eml", "spam"),
    (lambda d: d / "sms.tsv", "spam"),
    (lambda d: d / "tagged.txt", "hmm"),
    (lambda d: d / "story.txt", "text"),
    (lambda d: d / "corpus", "spam"),
])
def test_files_are_routed_by_kind(tmp_path, make, key):
    path = make(tmp_path)
    content = {"points.csv": "x,y,label\n1.5,2,a\n3,4.25,b\n", "mail.eml": "Subject: hi\n\nhello",
               "sms.tsv": "ham\tsee you at noon\nspam\tWIN a prize now\n",
               "tagged.txt": "The/DT cat/NN sleeps/VBZ ./.\nA/DT dog/NN runs/VBZ ./.\n",
               "story.txt": "Once upon a time there was a tree."}
    if path.name == "corpus":
        (path / "ham").mkdir(parents=True)
        (path / "ham" / "1.txt").write_text("hello")
    else:
        path.write_text(content[path.name])
    assert tab_for(path) == key


def test_open_paths_shows_the_tab_that_reads_the_file(qtbot, window, tmp_path):
    path = tmp_path / "points.csv"
    rng = np.random.default_rng(0)
    np.savetxt(path, rng.normal(size=(37, 2)), delimiter=",", header="x,y", comments="")
    window.open_paths([path])                   # routed on a worker, then opened
    qtbot.waitUntil(lambda: window.current_key() == "clustering", timeout=10_000)
    qtbot.waitUntil(lambda: len(window.clustering_tab.X) == 37, timeout=10_000)
    assert window.recent()[0] == str(path.resolve())
    window.recent_menu.aboutToShow.emit()
    assert [a.text() for a in window.recent_menu.actions()][0] == "points.csv"


def test_help_menu_explains_each_tab(qtbot, window):
    help_menu = [m for m in window.menuBar().actions() if m.text() == "&Help"][0].menu()
    entries = [a for a in help_menu.actions() if "what to try first" in a.text()]
    assert len(entries) == 5
    entries[3].trigger()                        # Clustering
    assert window.current_key() == "clustering"
    box = window.findChild(QMessageBox, "help_box")
    assert box is not None and "Step" in box.text()
    box.close()


def test_space_steps_the_algorithm_on_show(qtbot, window):
    tab = window.show_tab("clustering")
    with qtbot.waitActive(window):
        window.activateWindow()
    tab.view.setFocus()
    assert len(tab.history) == 1
    qtbot.keyClick(tab.view, Qt.Key_Space)
    qtbot.waitUntil(lambda: len(tab.history) == 2, timeout=5000)
    assert "Space" in tab.controls.step_button.toolTip()


def test_every_tab_fits_a_laptop_screen(qtbot, window):
    window.resize(1280, 720)
    for tab in window.tab_widgets():
        window.tabs.setCurrentWidget(tab)
        qtbot.wait(20)                          # let the layouts take the new page in
        hint = window.minimumSizeHint()
        assert hint.width() <= 1280 and hint.height() <= 720, (type(tab).__name__, hint)
    assert window.width() <= 1280


def test_unexpected_error_shows_a_dialog_and_the_app_goes_on(qtbot, window, capsys):
    from ui import errors

    try:
        raise RuntimeError("boom")
    except RuntimeError:
        box = errors.show_unexpected(*sys.exc_info())
    assert box.isVisible() and box.objectName() == "unexpected_error_box"
    assert "RuntimeError: boom" in box.text() and "boom" in box.detailedText()
    copy = [b for b in box.buttons() if b.text() == "Copy details"][0]
    copy.click()
    assert "RuntimeError" in QApplication.clipboard().text()
    box.close()
    assert window.isVisible()


def test_samples_are_package_data():
    assert (resources.path("text") / "english_sample.txt").is_file()
    assert any(resources.path("spam", "ham").iterdir())


def test_several_text_files_open_together(qtbot, window, tmp_path):
    paths = []
    for name, text in (("one.txt", "The first file speaks of cats."),
                       ("two.txt", "The second file speaks of dogs.")):
        paths.append(tmp_path / name)
        paths[-1].write_text(text)
    window.open_paths(paths)
    qtbot.waitUntil(lambda: window.pages["text"].tab is not None, timeout=10_000)
    tab = window.text_tab
    assert window.current_key() == "text"
    qtbot.waitUntil(lambda: "one.txt" in tab.source_label.text(), timeout=20_000)
    assert "two.txt" in tab.source_label.text()


def test_splitter_positions_come_back_on_their_own_splitters(qtbot, window):
    """Positions are saved on close and restored, keyed by where each splitter sits (not by a
    creation-order number that shifts when a view gains a splitter; old numbered keys are
    ignored)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QSplitter

    from ui.main_window import MainWindow, _splitters

    tab = window.show_tab("text")
    keyed = dict(_splitters(tab))
    assert len(keyed) == len(tab.findChildren(QSplitter)) >= 1
    assert not any(key.isdigit() for key in keyed)
    qtbot.wait(50)
    name, splitter = next((k, s) for k, s in keyed.items()
                          if s.count() == 2 and s.isVisible() and sum(s.sizes()) > 100)
    default = splitter.sizes()
    total = sum(default)
    splitter.setSizes([default[0] // 3, total - default[0] // 3])     # a narrow first pane
    settings = QSettings("Trellis", "Trellis")
    settings.setValue("splitters/text/0", QSplitter().saveState())   # a stale numbered key
    window.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    restored = dict(_splitters(again.show_tab("text")))[name]
    qtbot.wait(50)
    assert restored.sizes()[0] < 0.6 * default[0]       # the narrow pane came back narrow
    again.close()
