"""The interface in Korean and back (issue 29): the window's menus and tabs, each tab's
navigator and the transport block switch at run time with ``set_language``; ``--lang`` and the
remembered choice pick the language at start; the catalogue is compiled from its source and
complete; Help › Course map and Glossary open the views they name."""
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication

from ui import course, i18n

TS = Path(i18n.TRANSLATIONS) / "trellis_ko.ts"


@pytest.fixture
def korean(window):
    app = QApplication.instance()
    yield window
    i18n.set_language(app, "en")


def test_the_window_switches_to_korean_and_back_at_run_time(qtbot, korean):
    win = korean
    svm = win.show_tab("svm")
    menus = lambda: [a.text() for a in win.menuBar().actions()]          # noqa: E731
    assert menus() == ["&File", "&View", "&Help"]
    win.set_language("ko")
    qtbot.wait(10)
    assert menus() == ["파일(&F)", "보기(&V)", "도움말(&H)"]
    assert win.tabs.tabText(3) == "군집화"
    assert svm.controls.step_button.text() == "단계"
    assert svm.views.sidebar.topLevelItem(2).text(0) == "[ML] 3. 로지스틱 회귀"
    assert svm.views.tabText(0) == "SMO"                 # the view's id stays English
    svm.views.setCurrentWidget(svm.practice_view)         # built now, in Korean
    qtbot.waitUntil(lambda: svm.practice_view.built, timeout=5000)
    assert svm.practice_view.new_button.text() == "새 문제"
    practice = svm.practice_view                          # the engine says its problem in Korean
    qtbot.waitUntil(lambda: practice.exercise is not None and practice.exercise.lang == "ko",
                    timeout=20_000)
    assert "갱신" in practice.problem.toPlainText()
    assert i18n.current_language() == "ko"
    win.set_language("en")
    qtbot.wait(10)
    assert menus() == ["&File", "&View", "&Help"]
    assert svm.controls.step_button.text() == "Step"
    assert practice.new_button.text() == "New problem"
    qtbot.waitUntil(lambda: practice.exercise.lang == "en" and not practice.jobs.busy,
                    timeout=20_000)                              # said again, and solved
    assert win.settings.value("view/language") == "en"


def test_the_language_menu_switches_in_each_language_s_own_words(qtbot, korean):
    actions = korean.language_actions
    assert actions["ko"].text() == "한국어" and actions["en"].text() == "English"
    actions["ko"].trigger()
    qtbot.wait(10)
    assert korean.menuBar().actions()[0].text() == "파일(&F)"
    assert actions["ko"].isChecked() and not actions["en"].isChecked()


def test_the_language_is_chosen_by_flag_then_memory_then_system(monkeypatch):
    assert i18n.choose_language(["main.py", "--lang", "ko"], "en") == "ko"
    assert i18n.choose_language(["main.py", "--lang=en"], "ko") == "en"
    assert i18n.choose_language(["main.py"], "ko") == "ko"
    monkeypatch.setattr(i18n, "system_language", lambda: "ko")
    assert i18n.choose_language(["main.py", "--lang", "xx"], None) == "ko"


def test_the_catalogue_is_compiled_and_complete(tmp_path):
    # compiled from the source as it is now (file dates mean nothing in a fresh clone)
    for ts in (TS, TS.with_name("trellis_en.ts")):          # English: its plural forms
        fresh = tmp_path / f"{ts.stem}.qm"
        subprocess.run([i18n.qt_tool("pyside6-lrelease"), str(ts), "-qm", str(fresh)],
                       check=True, capture_output=True)
        assert fresh.read_bytes() == ts.with_suffix(".qm").read_bytes(), \
            f"{ts.with_suffix('.qm').name} is older than its .ts: run python -m ui.i18n --update"
    messages = list(ET.parse(TS).getroot().iter("message"))
    assert len(messages) > 150
    def text(m):       # a plural (%n) message keeps its forms in <numerusform> children
        t = m.find("translation")
        return "".join([t.text or ""] + [f.text or "" for f in t.iter("numerusform")]).strip()

    unfinished = [m.find("source").text for m in messages
                  if m.find("translation").get("type") in ("unfinished", "obsolete")
                  or not text(m)]
    assert unfinished == []


def test_every_navigator_title_is_in_the_catalogue(korean):
    sources = {m.find("source").text for c in ET.parse(TS).getroot().iter("context")
               if c.find("name").text == "Navigator" for m in c.iter("message")}
    for key in ("text", "spam", "hmm", "clustering", "svm"):
        nav = korean.tab(key).views
        for i in range(nav.count()):
            assert nav.tabText(i) in sources, (key, nav.tabText(i))


def test_course_map_and_glossary_open_the_views_they_name(qtbot, korean):
    for chapter in course.CHAPTERS:
        for view in chapter.views:
            key, title = course.split_view(view)
            assert korean.tab(key).views.index_of_title(title) >= 0, view
    box = korean.show_course_map()
    qtbot.addWidget(box)
    qtbot.waitExposed(box)
    hmm = next(box.tree.topLevelItem(i) for i in range(box.tree.topLevelItemCount())
               if box.tree.topLevelItem(i).text(0) == "[NLP] 6. Hidden Markov Model")
    trellis = next(hmm.child(i) for i in range(hmm.childCount())
                   if hmm.child(i).text(0).endswith("Trellis"))
    rect = box.tree.visualItemRect(trellis)
    qtbot.mouseClick(box.tree.viewport(), Qt.LeftButton, pos=rect.center())   # a person's
    qtbot.mouseDClick(box.tree.viewport(), Qt.LeftButton, pos=rect.center())  # double-click
    assert korean.current_key() == "hmm"
    assert korean.hmm_tab.views.currentWidget() is korean.hmm_tab.trellis_view
    glossary = korean.show_glossary()
    qtbot.addWidget(glossary)
    qtbot.keyClicks(glossary.search, "emission")     # Hangul comes through an input method
    assert glossary.table.rowCount() == 1
    assert glossary.table.item(0, 0).text() == "방출 확률"
    glossary.search.clear()
    qtbot.keyClicks(glossary.search, "recall")
    assert glossary.table.item(0, 0).text() == "재현율"
    assert [t.english for t in course.search("방출")] == ["emission probability"]
    korean.set_language("ko")
    qtbot.wait(10)
    assert glossary.windowTitle() == "용어집" and box.windowTitle() == "강의 지도"
    assert QEvent.LanguageChange   # the dialogs retranslated through changeEvent


def test_every_engine_message_is_translated_with_its_fields():
    """The engine's templates (context "engine") are in the catalogue, and each Korean text
    formats with the English one's fields: it names no other field, and leaves out only a field
    glued to an English word ("document{value}": a plural suffix, " for KMeans")."""
    import re
    import string

    parse = lambda t: {f for _, f, _, _ in string.Formatter().parse(t) if f is not None}  # noqa: E731
    engine = [c for c in ET.parse(TS).getroot().iter("context") if c.find("name").text == "engine"]
    messages = [m for c in engine for m in c.iter("message")]
    assert len(messages) > 500
    wrong = []
    for m in messages:
        source, korean = m.find("source").text, m.find("translation").text or ""
        if "{" not in source:
            continue
        fields = parse(source)
        glued = {f for f in fields if re.search(r"[A-Za-z]\{" + re.escape(f) + r"[!:}]", source)}
        if not parse(korean) <= fields or not fields - glued <= parse(korean):
            wrong.append((source, korean))
            continue
        class Any:
            def __format__(self, spec):
                return "x"
        try:
            korean.format(**{f.split(".")[0].split("[")[0]: Any() for f in fields})
        except (KeyError, IndexError, ValueError) as exc:
            wrong.append((source, korean, exc))
    assert wrong == []


def test_an_engine_message_is_described_in_the_language_in_force(qapp):
    from engine import QT_TRANSLATE_NOOP, DataError, Message, Progress

    app = qapp
    why = Message(QT_TRANSLATE_NOOP("engine", "{wrong!r} is not word/TAG"), wrong="x")
    exc = DataError(QT_TRANSLATE_NOOP("engine", "line {k}: {why}"), k=3, why=why)
    p = Progress(0, 4, QT_TRANSLATE_NOOP("engine", "reading {n:,} of {total:,} files…"),
                 n=1200, total=4000)
    i18n.set_language(app, "ko")
    try:
        assert i18n.describe(exc) == "3행: 'x'은(는) 단어/태그 꼴이 아닙니다"   # the inner one too
        assert i18n.describe(p) == "파일 4,000개 가운데 1,200개 읽는 중…"
        assert i18n.describe(ValueError("plain")) == "plain"
    finally:
        i18n.set_language(app, "en")
    assert i18n.describe(exc) == str(exc) == "line 3: 'x' is not word/TAG"
