"""Sessions end to end: k-means, SMO and a Viterbi trellis are stepped with real key presses and
clicks and scrubbed back with the keyboard; the session is saved and opened in a FRESH process
(``session_probe.py``, offscreen), which must show every view at the same step with the same
parameters and the very same plotted points; a damaged session changes nothing; the run exports
as an animation and a report folder."""
import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gestures import show_page
from session_probe import describe
from ui.export import FRAME_MS


def press(qtbot, widget, key, modifier=Qt.NoModifier):
    # building a tab can leave the offscreen window inactive, and then no widget has focus
    widget.window().activateWindow()
    widget.setFocus()
    QTest.keyClick(widget, key, modifier)


def step_then_finish(qtbot, driver, plot, clicks=0, keys=0):
    """Click Step ``clicks`` times, press → ``keys`` times, then Ctrl+E to the end (a paused
    run holds a worker thread; finished runs leave the pool free for the next tab)."""
    c = driver.controls
    for k in range(clicks):
        qtbot.mouseClick(c.step_button, Qt.LeftButton)
        qtbot.waitUntil(lambda k=k: len(driver.history) - 1 == k + 1, timeout=10000)
    for k in range(keys):
        press(qtbot, plot, Qt.Key_Right)
        qtbot.waitUntil(lambda k=k: len(driver.history) - 1 == clicks + k + 1, timeout=10000)
    press(qtbot, plot, Qt.Key_E, Qt.ControlModifier)
    qtbot.waitUntil(lambda: driver.runner.state == "finished", timeout=30000)
    assert driver.history.at_end


def scrub_back(qtbot, driver, n):
    """← on the focused history slider moves the model's cursor (the slider only shows it)."""
    slider = driver.controls.history_slider
    end = len(driver.history) - 1
    for _ in range(n):
        press(qtbot, slider, Qt.Key_Left)
    assert driver.history.cursor == slider.value() == end - n


@pytest.fixture
def probe(fresh_process):
    """session_probe.py in a fresh process, started before the window is stepped (its
    imports overlap the stepping)."""
    return fresh_process("session_probe.py")


@pytest.fixture
def stepped(qtbot, window):
    clustering = window.show_tab("clustering")
    step_then_finish(qtbot, clustering.driver, clustering.view, clicks=2, keys=1)
    scrub_back(qtbot, clustering.driver, 3)
    qtbot.mouseClick(clustering.controls.predict_button, Qt.LeftButton)   # kept in the session
    svm = window.show_tab("svm")
    step_then_finish(qtbot, svm.driver, svm.controls.step_button, keys=2)
    scrub_back(qtbot, svm.driver, 4)
    hmm = window.show_tab("hmm")
    qtbot.waitUntil(lambda: hmm.tagger is not None and not hmm.panel.busy, timeout=30000)
    show_page(qtbot, hmm.views, hmm.trellis_view)
    trellis = hmm.trellis_view
    step_then_finish(qtbot, trellis.driver, trellis.plot, keys=2)
    scrub_back(qtbot, trellis.driver, 2)
    text = window.show_tab("text")
    show_page(qtbot, text.views, text.edit_view)
    edit = text.edit_view
    qtbot.waitUntil(lambda: edit.result is not None, timeout=10000)
    for k in range(3):                 # left paused: a reopened session goes on from here
        qtbot.mouseClick(edit.controls.step_button, Qt.LeftButton)
        qtbot.waitUntil(lambda k=k: len(edit.driver.history) == k + 2, timeout=10000)
    scrub_back(qtbot, edit.driver, 2)
    qtbot.mouseClick(clustering.controls.step_button, Qt.LeftButton)   # finished: no-op
    qtbot.wait(50)                     # queued redraws (30 ms timers) land
    return window


def test_a_session_reopens_in_a_fresh_process_and_the_run_exports(qtbot, probe, stepped,
                                                                  tmp_path):
    window = stepped
    assert window.session_changed()
    expected = describe(window)
    assert set(expected) == {"clustering", "svm", "trellis", "edit_distance"}
    assert expected["clustering"]["predict"] and not expected["svm"]["predict"]
    path = window.save_session(tmp_path / "study.trellis")
    assert not window.session_changed()
    # the fresh process opens it now; this one goes on meanwhile (it only reads the file too)
    # and what the fresh process shows is compared at the end
    probe.send(path)
    assert expected["clustering"]["cursor"] == expected["clustering"]["length"] - 4
    assert expected["trellis"]["cursor"] == expected["trellis"]["length"] - 3
    assert expected["edit_distance"]["cursor"] == 1 and expected["edit_distance"]["length"] == 4

    # a damaged copy is refused with a message and the window keeps what it shows
    data = path.read_bytes()
    bad = tmp_path / "cut.trellis"
    bad.write_bytes(data[: len(data) // 2])
    window.open_session(bad)
    qtbot.waitUntil(lambda: window.session_ready(), timeout=10000)
    assert window.session_message.startswith("Cannot open the session cut.trellis")
    assert describe(window) == expected

    # reopened here, the paused edit-distance fill goes on where it was saved: the engine
    # replays it on the worker and the next Step adds the fourth cell
    window.open_session(path)
    qtbot.waitUntil(lambda: window.session_ready()
                    and window.session_message == "Opened the session.", timeout=30000)
    assert describe(window) == expected
    edit = window.show_tab("text").edit_view
    qtbot.mouseClick(edit.controls.step_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: len(edit.driver.history) == 5, timeout=10000)
    fourth = list(edit.result.table.iter_fill())[3]
    assert edit.driver.history[4] == fourth and edit.driver.history.cursor == 1

    # the run on show exports as an animation and a report folder (one window for both:
    # stepping three tabs is the expensive part)
    window.show_tab("svm")
    binding = window.current_binding()
    assert binding.key == "svm"
    cursor = binding.model.cursor
    folder = window.export_run(tmp_path / "report")
    assert binding.model.cursor == cursor                 # the cursor came back
    html = (folder / "index.html").read_text(encoding="utf-8")
    assert "W(α)" in html and "kernel" in html and "history.csv" in html
    with Image.open(folder / "animation.gif") as gif:
        # one frame per history entry; Pillow merges equal neighbours, adding their durations
        durations = []
        for i in range(gif.n_frames):
            gif.seek(i)
            durations.append(gif.info["duration"])
    assert 2 <= len(durations) <= len(binding.model.history)
    assert sum(durations) == len(binding.model.history) * FRAME_MS
    rows = (folder / "history.csv").read_text(encoding="utf-8").splitlines()
    assert len(rows) == len(binding.model.history)          # header + one row per step
    assert (folder / "decision.png").stat().st_size > 1000

    # the fresh process shows every view as it was saved
    got = probe.result()
    assert got.pop("message") == "Opened the session."
    for key, view in expected.items():
        assert got[key] == view, key


def test_settings_are_remembered_and_quit_offers_to_save(qtbot, window, tmp_path,
                                                         monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from gestures import type_number
    from ui.main_window import MainWindow

    clustering = window.show_tab("clustering")
    type_number(qtbot, clustering.k_spin, 5)
    assert clustering.binding.model.params.n_clusters == 5 and window.session_changed()
    qtbot.mouseClick(clustering.controls.predict_button, Qt.LeftButton)
    # the next window starts from the parameters used last, and in predict mode again
    second = MainWindow()
    try:
        assert second.show_tab("clustering").k_spin.value() == 5
        assert second.clustering_tab.binding.model.params.n_clusters == 5
        assert second.clustering_tab.controls.predict_button.isChecked()
        assert second.clustering_tab.driver.predictions.enabled
    finally:
        second.close()
        second.deleteLater()
    # quitting a changed session asks; Cancel keeps the window, Save writes the session
    monkeypatch.setattr(type(window), "_prompts", lambda self: True)
    answers = iter([QMessageBox.Cancel, QMessageBox.Save])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: next(answers))
    window.session_path = tmp_path / "quit.trellis"
    assert not window.close() and window.isVisible()
    assert window.confirm_close() and window.session_path.is_file()
    assert not window.session_changed()
