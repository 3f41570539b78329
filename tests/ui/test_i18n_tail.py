"""The last English texts of the Korean interface (issue 29): a session's refusal and the OS's
reason for a failed read or write are said in the language in force; a message-bar line and a
JobPanel's phrase are said again when the language is switched at run time; the shared widgets'
tooltips follow the switch."""
import errno
import time
import zipfile

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QWidget

from engine import QT_TRANSLATE_NOOP, DataError, Progress
from ui import i18n
from ui.models import SessionError, read_session, write_session
from ui.models.session import Session
from ui.widgets.jobs import JobPanel
from ui.widgets.messages import MessageBar



def hangul(text: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" for ch in text)


@pytest.fixture
def app(qapp):
    yield qapp
    i18n.set_language(qapp, "en")


def switch(qtbot, app, lang):
    i18n.set_language(app, lang)
    qtbot.wait(10)                       # the LanguageChange events are delivered


def refusal(path) -> SessionError:
    with pytest.raises(SessionError) as info:
        read_session(path)
    return info.value


def test_a_session_refusal_is_korean_in_korean_and_english_in_english(app, tmp_path):
    missing = refusal(tmp_path / "gone.trellis")
    (tmp_path / "junk.trellis").write_bytes(b"not a zip at all")
    junk = refusal(tmp_path / "junk.trellis")
    newer = tmp_path / "newer.trellis"
    with zipfile.ZipFile(newer, "w") as zf:
        zf.writestr("session.json", '{"format": "trellis-session", "format_version": 99, '
                                    '"app_version": "9.0"}')
        zf.writestr("arrays.npz", b"")
    future = refusal(newer)
    i18n.set_language(app, "en")
    assert i18n.describe(missing) == str(missing) == (
        "Cannot open the session gone.trellis: there is no such file. Check the path.")
    assert i18n.describe(junk) == str(junk)
    assert i18n.describe(future) == str(future) and "format 99" in str(future)
    i18n.set_language(app, "ko")
    assert i18n.describe(missing) == ("세션 gone.trellis을(를) 열 수 없습니다: 그런 파일이 "
                                      "없습니다. 경로를 확인하세요.")
    said = i18n.describe(junk)
    assert said.startswith("세션 junk.trellis을(를) 열 수 없습니다") and "손상" in said
    said = i18n.describe(future)
    assert "99" in said and "9.0" in said and "더 새로운 Trellis" in said


def test_a_view_s_own_problem_is_a_clause_of_the_refusal_in_both_languages(app, tmp_path):
    from engine import Clause

    inner = DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {path_name}: {reason}."),
                      path_name="a.txt", reason="Permission denied")
    outer = SessionError(QT_TRANSLATE_NOOP("Session", "Cannot open the session {name}: "
                                                      "{reason}."),
                         name="s.trellis", reason=Clause(inner))
    assert str(outer) == "Cannot open the session s.trellis: Cannot read a.txt: Permission denied."
    i18n.set_language(app, "en")
    assert i18n.describe(outer) == str(outer)
    i18n.set_language(app, "ko")
    # no doubled period, and the OS's reason inside the inner message is Korean too
    assert i18n.describe(outer) == ("세션 s.trellis을(를) 열 수 없습니다: a.txt을(를) 읽을 수 "
                                    "없습니다: 접근 권한이 없습니다.")


def test_the_os_reason_is_said_per_errno_and_else_in_the_os_words(app, tmp_path):
    denied = PermissionError(errno.EACCES, "Permission denied")
    odd = OSError(errno.EPROTO, "Protocol error")
    i18n.set_language(app, "ko")
    assert i18n.os_reason(denied) == "접근 권한이 없습니다"
    assert i18n.os_reason("No such file or directory") == "그런 파일이나 폴더가 없습니다"
    assert i18n.os_reason(odd) == "Protocol error"          # no phrase of ours: the OS's
    assert i18n.os_reason("typed text") == "typed text"
    # a real failure, through the engine's reader: a path through a file is ENOTDIR
    (tmp_path / "plain.txt").write_text("x")
    from engine.io.text import read_text_file

    with pytest.raises(DataError) as info:
        read_text_file(tmp_path / "plain.txt" / "inside.txt")
    assert "Not a directory" in str(info.value)
    assert i18n.describe(info.value) == "inside.txt을(를) 읽을 수 없습니다: 경로의 일부가 폴더가 아닙니다."
    i18n.set_language(app, "en")
    assert i18n.os_reason(denied) == "Permission denied"
    assert i18n.describe(info.value) == str(info.value)


def test_a_session_that_cannot_be_written_says_why_in_korean(app, tmp_path):
    with pytest.raises(SessionError) as info:
        write_session(tmp_path / "no" / "such" / "s.trellis", Session())
    exc = info.value
    assert str(exc) == ("Cannot write the session to s.trellis: No such file or directory. "
                        "Choose another file or folder.")
    i18n.set_language(app, "ko")
    assert i18n.describe(exc) == ("세션을 s.trellis에 쓸 수 없습니다: 그런 파일이나 폴더가 "
                                  "없습니다. 다른 파일이나 폴더를 고르세요.")


def test_the_window_says_a_refused_session_in_the_language_in_force(qtbot, window, tmp_path):
    app = QApplication.instance()
    (tmp_path / "cut.trellis").write_bytes(b"PK\x03\x04 truncated")
    try:
        window.set_language("ko")
        qtbot.wait(10)
        window.open_session(str(tmp_path / "cut.trellis"))
        qtbot.waitUntil(lambda: window.session_ready() and bool(window.session_message),
                        timeout=20000)
        assert window.session_message.startswith("세션 cut.trellis을(를) 열 수 없습니다")
        assert window.statusBar().currentMessage() == window.session_message
        window.set_language("en")               # the line on show, said again
        qtbot.wait(10)
        assert window.session_message.startswith("Cannot open the session cut.trellis")
        assert window.statusBar().currentMessage() == window.session_message
    finally:
        i18n.set_language(app, "en")


def test_a_message_bar_line_is_said_again_after_a_language_switch(qtbot, app):
    host = QWidget()
    qtbot.addWidget(host)
    bar = MessageBar(host)
    host.show()
    # a callable with its fields taken now: a string the tabs write (JobPanel's context)
    bar.info(lambda: QCoreApplication.translate("Session", "Saved the session as {name}."),
             name="s.trellis")
    assert bar.text() == "Saved the session as s.trellis."
    switch(qtbot, app, "ko")
    assert bar.text() == "세션을 s.trellis(으)로 저장했습니다."
    assert bar.accessibleName() == "메시지"
    # an engine error is kept whole and said again too
    bar.error(DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {path_name}: {reason}."),
                        path_name="a.txt", reason="Permission denied"))
    assert bar.text() == "a.txt을(를) 읽을 수 없습니다: 접근 권한이 없습니다."
    switch(qtbot, app, "en")
    assert bar.text() == "Cannot read a.txt: Permission denied."
    assert bar.kind == "error"
    bar.clear_message()
    switch(qtbot, app, "ko")
    assert bar.text() == "" and not bar.isVisible()


def _failing():
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "reading {name}…"), name="a.txt")
    raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read {path_name}: {reason}."),
                    path_name="a.txt", reason="Permission denied")


def _slow():
    for k in range(2000):
        yield Progress(k, 2000, QT_TRANSLATE_NOOP("engine", "reading {name}…"), name="a.txt")
        time.sleep(0.01)
    return "done"


KEPT = lambda: QCoreApplication.translate("JobPanel", "the previous results are kept")  # noqa


def test_a_job_panel_s_failure_and_its_phrase_are_said_again_after_a_switch(qtbot, app):
    host = QWidget()
    qtbot.addWidget(host)
    bar = MessageBar(host)
    results = []
    panel = JobPanel(bar, results.append, host, name="t", kept=KEPT)
    host.show()
    panel.start(_failing())
    qtbot.waitUntil(lambda: bar.kind == "error" and not panel.busy, timeout=10000)
    assert bar.text() == ("Cannot read a.txt: Permission denied. The previous results are "
                          "kept.")
    switch(qtbot, app, "ko")
    assert bar.text() == ("a.txt을(를) 읽을 수 없습니다: 접근 권한이 없습니다. "
                          + KEPT()[:1].upper() + KEPT()[1:] + ".")
    assert hangul(KEPT()) and results == []
    switch(qtbot, app, "en")
    assert bar.text().startswith("Cannot read a.txt")


def test_a_cancelled_job_s_line_is_said_again_after_a_switch(qtbot, app):
    host = QWidget()
    qtbot.addWidget(host)
    bar = MessageBar(host)
    panel = JobPanel(bar, lambda _: None, host, name="t", kept=KEPT)
    host.show()
    switch(qtbot, app, "ko")
    panel.start(_slow())
    qtbot.waitUntil(lambda: panel.isVisible() and panel.bar.maximum() > 0, timeout=10000)
    assert panel.cancel_button.text() == "취소"
    qtbot.mouseClick(panel.cancel_button, Qt.LeftButton)        # a person's click
    assert bar.text() == f"취소했습니다. {KEPT()}."
    switch(qtbot, app, "en")
    assert bar.text() == "Cancelled; the previous results are kept."
    qtbot.waitUntil(lambda: not panel.busy, timeout=10000)


def test_the_shared_widgets_tooltips_follow_the_language(qtbot, app):
    from ui.widgets.collapsible import CollapsibleBox
    from ui.widgets.files import csv_button, export_button
    from ui.widgets.navigator import Navigator
    from ui.widgets.step_controls import StepControls
    from ui.widgets.table import DataTable

    host = QWidget()
    qtbot.addWidget(host)
    host.messages = MessageBar(host)
    box = CollapsibleBox("Options", host)
    nav = Navigator(host, "views", "svm")
    controls = StepControls(host)
    plot = export_button(host, "p_export", None, "clusters")
    table = csv_button(host, "t_csv", None, "scores")
    rows = DataTable("rows", host)
    controls.run_button.setToolTip("the view's own")            # a view's tooltip stays its own
    english = (box.toolTip(), nav.sidebar.toolTip(), controls.speed_slider.toolTip(),
               controls.step_button.toolTip(), plot.toolTip(), table.toolTip())
    assert english[0] == "Click the title to fold or unfold “Options”"
    assert "clusters.png" in english[4] and "scores.csv" in english[5]
    switch(qtbot, app, "ko")
    korean = (box.toolTip(), nav.sidebar.toolTip(), controls.speed_slider.toolTip(),
              controls.step_button.toolTip(), plot.toolTip(), table.toolTip())
    assert all(hangul(t) for t in korean), korean
    assert "“Options”" in korean[0] and "clusters.png" in korean[4]
    assert controls.run_button.toolTip() == "the view's own"
    assert nav.sidebar.accessibleName() == "보기 목록"
    assert rows.search.placeholderText() == "검색…" and hangul(rows.search.toolTip())
    switch(qtbot, app, "en")
    assert (box.toolTip(), nav.sidebar.toolTip(), controls.speed_slider.toolTip(),
            controls.step_button.toolTip(), plot.toolTip(), table.toolTip()) == english
    assert rows.search.toolTip() == "Show only rows containing this text"


def test_a_failed_save_says_the_os_reason_in_korean(qtbot, app, tmp_path, monkeypatch):
    from ui.widgets import files

    host = QWidget()
    qtbot.addWidget(host)
    bar = MessageBar(host)
    target = str(tmp_path / "out.csv")
    monkeypatch.setattr(files.QFileDialog, "getSaveFileName", lambda *a, **k: (target, ""))

    def write(path):
        raise PermissionError(errno.EACCES, "Permission denied", path)

    switch(qtbot, app, "ko")
    assert files.save_with_dialog(host, bar, "t", "out.csv", "CSV (*.csv)", write) is None
    assert bar.text() == "out.csv을(를) 저장하지 못했습니다: 접근 권한이 없습니다"
    switch(qtbot, app, "en")
    assert bar.text() == "Could not save out.csv: Permission denied"


def test_a_bad_tokenizer_pattern_is_refused_in_korean_in_the_text_tab(qtbot, make_tab, app):
    from ui.tabs.text.tab import TextTab
    from ui.tabs.text.views import METHODS

    tab = make_tab(TextTab)
    qtbot.waitUntil(lambda: not tab.panel.busy and tab.analysis is not None, timeout=20000)
    view = tab.tokens_view
    switch(qtbot, app, "ko")
    view.method_combo.setCurrentIndex(METHODS.index("regex"))
    view.pattern_edit.setFocus()
    view.pattern_edit.selectAll()
    qtbot.keyClicks(view.pattern_edit, "(")                      # a person's typing
    qtbot.mouseClick(view.tokenize_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=10000)
    assert tab.messages.text().startswith("정규 표현식 '('이(가) 올바르지 않습니다")
    view.pattern_edit.clear()
    qtbot.mouseClick(view.tokenize_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: "패턴이 필요합니다" in tab.messages.text(), timeout=10000)


def test_the_files_a_reader_skipped_are_listed_in_korean(app, tmp_path):
    import os

    from engine.io import read_documents
    from engine.spam import load_corpus

    for label in ("ham", "spam"):
        (tmp_path / label).mkdir()
        (tmp_path / label / "a.txt").write_text(f"a {label} message with some words")
    (tmp_path / "ham" / "empty.txt").write_text("  ")
    (tmp_path / "spam" / "latin.txt").write_bytes(b"caf\xe9 au lait \xff\xfe and more words")
    os.symlink("/etc", tmp_path / "spam" / "outside")
    corpus = load_corpus(tmp_path)
    docs = read_documents(tmp_path / "ham")
    english = sorted(corpus.problems)
    assert "ham/empty.txt: empty file, skipped" in english        # the English is unchanged
    assert any(p.startswith("spam/outside: a link to /etc") for p in english)
    i18n.set_language(app, "ko")
    korean = sorted(i18n.describe(p) for p in corpus.problems)
    assert "ham/empty.txt: 빈 파일, 건너뜀" in korean
    assert any(p.startswith("spam/outside: 고른 폴더 밖의 /etc") for p in korean), korean
    assert i18n.describe(docs.notes[0]) == ("파일 1개를 건너뛰었거나 고쳐 읽었습니다: "
                                            "empty.txt: 빈 파일, 건너뜀")
    i18n.set_language(app, "en")
    assert sorted(i18n.describe(p) for p in corpus.problems) == english


def test_every_job_panel_phrase_is_a_callable():
    """``JobPanel(kept=tr("…"))`` would freeze the phrase in the language of the build: the
    callers pass ``kept=lambda: tr("…")``."""
    import re
    from pathlib import Path

    root = Path(i18n.__file__).resolve().parent
    frozen = [f"{p.relative_to(root)}:{n}" for p in sorted(root.rglob("*.py"))
              for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
              if re.search(r"\bkept=(self\.)?_?tr\(", line)]
    assert frozen == []
