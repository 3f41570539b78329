"""The engine's messages are templates a user interface can translate (issue 29): every
``Progress`` and every ``DataError`` in engine/ passes a template marked
``QT_TRANSLATE_NOOP("engine", "…")`` — the literal pyside6-lupdate extracts — with exactly the
fields it names, while ``str(exc)`` and ``p.message`` stay the English text scripts and tests
match."""
import ast
import functools
import string
from pathlib import Path

import pytest

from engine import QT_TRANSLATE_NOOP, DataError, Message, Progress
from engine.io import read_points

ENGINE = Path(__file__).resolve().parents[2] / "engine"
# Calls that pass on a message made elsewhere (already a marked template or a Message), by
# file and the argument's source text: a wrapper re-scaling a job's Progress, a watcher given a
# template, a parameter the UI fills with its own translated text, a Message handed on whole.
PASSED_ON = {
    ("_steps.py", "item.template"), ("_steps.py", "message"),
    ("selection/search.py", "template"),
    ("workflows/korean_text.py", "loading"), ("workflows/korean_text.py", "splitting"),
    ("_validation.py", "_not_numbers(name, exc)"), ("hmm/corpus.py", "found[0]"),
}
NOT_YET: set = set()     # files whose messages are not templates yet (none)


@functools.lru_cache(maxsize=1)
def _calls() -> tuple:
    """(file, call, message argument) for every Progress(…) and DataError(…) in engine/, read
    once for the module's tests."""
    return tuple(_find_calls())


def _find_calls():
    for path in sorted(ENGINE.rglob("*.py")):
        rel = path.relative_to(ENGINE).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", None))
            if name == "Progress":
                arg = node.args[2] if len(node.args) > 2 else None
            elif name == "DataError":
                arg = node.args[0] if node.args else None
            else:
                continue
            yield rel, node, arg


def _marked(arg) -> bool:
    return (isinstance(arg, ast.Call) and getattr(arg.func, "id", None) == "QT_TRANSLATE_NOOP"
            and len(arg.args) == 2
            and all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in arg.args)
            and arg.args[0].value == "engine")


def test_every_progress_and_data_error_passes_a_marked_template():
    bare = [f"{rel}:{node.lineno}: {ast.unparse(arg)[:70]}" for rel, node, arg in _calls()
            if arg is not None and rel not in NOT_YET and not _marked(arg)
            and not (isinstance(arg, ast.Constant) and arg.value == "")
            and (rel, ast.unparse(arg)) not in PASSED_ON]
    assert bare == [], "write the message as QT_TRANSLATE_NOOP(\"engine\", \"…\"), **fields"
    assert sum(_marked(arg) for _, _, arg in _calls()) > 500


def test_every_template_names_exactly_the_fields_its_call_gives():
    wrong = []
    for rel, node, arg in _calls():
        if not _marked(arg) or any(k.arg is None for k in node.keywords):   # **fields
            continue
        template = arg.args[1].value
        named = {f.split(".")[0].split("[")[0]
                 for _, f, _, _ in string.Formatter().parse(template) if f is not None}
        given = {k.arg for k in node.keywords}
        # a template without fields is used as it is (its braces are literal text)
        if given and named != given or not given and named and "{{" not in template \
                and not template.startswith("domains"):
            wrong.append(f"{rel}:{node.lineno}: {sorted(named)} vs {sorted(given)}")
    assert wrong == []


def test_the_english_text_is_kept_and_so_are_template_and_fields():
    template = QT_TRANSLATE_NOOP("engine", "fold {fold} of {k}…")
    p = Progress(1, 5, template, fold=2, k=5)
    assert (p.message, p.template, p.fields) == ("fold 2 of 5…", template, {"fold": 2, "k": 5})
    assert p == Progress(1, 5, "fold 2 of 5…") and Progress(0, 1).message == ""
    exc = DataError(QT_TRANSLATE_NOOP("engine", "{n:,} rows; {name!r}"), n=12345, name="x")
    assert str(exc) == "12,345 rows; 'x'" and exc.fields == {"n": 12345, "name": "x"}
    assert str(DataError("a literal {brace}")) == "a literal {brace}"   # no fields: as written
    inner = Message(QT_TRANSLATE_NOOP("engine", "line {k}: {why}"), k=3, why="bad")
    assert inner == "line 3: bad" and "; ".join([inner, "x"]) == "line 3: bad; x"
    handed_on = DataError(inner)               # a Message's template and fields go with it
    assert (str(handed_on), handed_on.template, handed_on.fields) == (
        "line 3: bad", "line {k}: {why}", {"k": 3, "why": "bad"})


def test_a_reader_s_message_keeps_its_phrases_as_messages(tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("x,y\n1,2\n3,hello\n")
    with pytest.raises(DataError, match="the text 'hello' where a number was expected") as info:
        read_points(path)
    what = info.value.fields["what"]
    assert isinstance(what, Message) and what.template == "the text {cell!r}"
