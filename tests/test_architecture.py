"""The engine is a library: importing every engine module loads no Qt."""
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

import engine

ROOT = Path(__file__).resolve().parent.parent
QT = ("PySide6", "pyqtgraph", "superqt", "qtpy", "PyQt5", "PyQt6")


def engine_modules():
    return sorted(m.name for m in pkgutil.walk_packages(engine.__path__, "engine."))


def test_engine_modules_exist():
    names = engine_modules()
    assert "engine.cluster.kmeans" in names and "engine.cluster.gmm" in names


def test_importing_the_engine_loads_no_qt():
    code = ("import importlib, sys\n"
            f"for name in {engine_modules()!r}: importlib.import_module(name)\n"
            f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {QT!r})\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "", f"engine imports Qt modules: {out.stdout}"


@pytest.fixture(scope="module")
def ui_imports():
    """One fresh process for both checks below (each is a Python with PySide6 and the window's
    modules, ~2 s): what importing ``ui.main_window`` alone loads of nltk and scipy.stats, then
    whether nltk is loaded once every ui module and ``main`` are imported too."""
    code = ("import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen'\n"
            "import sys, importlib, pkgutil\n"
            "import ui.main_window\n"
            "print('main_window:',\n"
            "      sorted(m for m in ('nltk', 'scipy.stats') if m in sys.modules))\n"
            "import ui\n"
            "for m in pkgutil.walk_packages(ui.__path__, 'ui.'): importlib.import_module(m.name)\n"
            "import main\n"
            "print('everything:', 'nltk' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    return dict(line.split(": ", 1) for line in out.stdout.splitlines()
                if line.startswith(("main_window: ", "everything: ")))


def test_ui_modules_do_not_import_nltk(ui_imports):
    # nltk costs about a second at import: it is imported on a worker when text is analysed,
    # never while the window's modules load
    assert ui_imports["everything"] == "False"


def test_main_window_imports_neither_nltk_nor_scipy_stats(ui_imports):
    # start-up must stay about a second: nltk (1–3 s) and scipy.stats (~1 s) load on workers
    assert ui_imports["main_window"] == "[]"


PRIVATE = re.compile(r"^\s*(from\s+engine(\.\w+)*\._\w+\s+import|from\s+engine(\.\w+)*\s+import\s"
                     r"[^#\n]*\b_\w+|import\s+engine(\.\w+)*\._)", re.M)


def test_ui_uses_only_public_engine_names():
    offenders = [f"{path.relative_to(ROOT)}: {m.group(0).strip()}"
                 for path in sorted((ROOT / "ui").rglob("*.py"))
                 for m in PRIVATE.finditer(path.read_text(encoding="utf-8"))]
    assert offenders == []


def test_ui_modules_have_a_reason_to_be_long():
    # no file over ~400 lines without a reason written at its top
    long = [f"{p.relative_to(ROOT)} ({n} lines)" for p in sorted((ROOT / "ui").rglob("*.py"))
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 450
            and "long because" not in p.read_text(encoding="utf-8")[:600]]
    assert long == []


# -- the engine's layers (napari's import contracts, checked by parsing every import) ---------
# Lowest first. A module may import modules of its own layer or of layers below, never above;
# within a layer, packages may use one another but never in a circle. Every top-level part of
# the engine must be placed here (a new package is a decision about where it sits).
LAYERS = (
    ("", "_messages", "_errors", "_steps", "_validation", "_monitor", "_errata_records",
     "_errata_ko", "_math_text", "base", "allocator"),                         # protocol
    ("io",),                                                                   # files
    ("features", "metrics", "estimation", "datasets", "errata"),              # shared maths
    ("text", "linear", "reduce", "cluster", "svm", "neighbors", "neural", "tree", "ensemble",
     "bayesnet", "selection", "parse"),                                        # algorithms
    ("spam", "hmm"),                                                           # topics
    ("workflows",),                                                            # tasks
    ("exercises",),                                                            # practice
)


def _engine_imports():
    """module → the engine modules it imports (top-level and inside functions; ``if
    TYPE_CHECKING:`` blocks left out, they never run), read from the source with ast."""
    import ast

    mods = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        is_pkg = parts[-1] == "__init__"
        if is_pkg:
            parts = parts[:-1]
        mods[".".join(parts)] = (path, ".".join(parts if is_pkg else parts[:-1]))

    def runtime_nodes(tree):
        stack = [tree]
        while stack:
            node = stack.pop()
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                stack.extend(node.orelse)
                continue
            yield node
            stack.extend(ast.iter_child_nodes(node))

    edges = {}
    for name, (path, package) in mods.items():
        out = set()
        for node in runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                if target.split(".")[0] != "engine":
                    continue
                for alias in node.names:
                    sub = f"{target}.{alias.name}"
                    out.add(sub if sub in mods else target)
            elif isinstance(node, ast.Import):
                out.update(a.name for a in node.names if a.name.split(".")[0] == "engine")
        edges[name] = {t for t in out if t != name}
    return edges


def _part(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def _cycles(graph: dict) -> list[set]:
    """The strongly connected components with more than one node (Tarjan, iterative)."""
    index, low, on, stack, out, counter = {}, {}, set(), [], [], [0]
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(graph.get(root, ())))]
        index[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in graph:
                    continue
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(graph.get(w, ()))))
                    break
                if w in on:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = set()
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.add(w)
                        if w == v:
                            break
                    if len(comp) > 1:
                        out.append(comp)
    return out


def test_every_engine_part_has_a_layer():
    layer_of = [p for layer in LAYERS for p in layer]
    assert len(layer_of) == len(set(layer_of)), "a part is listed in two layers"
    parts = {_part(m) for m in _engine_imports()}
    assert parts - set(layer_of) == set(), "place the new engine parts in LAYERS"


def test_the_engine_never_imports_upwards():
    layer = {p: i for i, names in enumerate(LAYERS) for p in names}
    upward = sorted(f"{a} imports {b} ({LAYERS[layer[_part(b)]][0] or 'engine'} is above "
                    f"{LAYERS[layer[_part(a)]][0] or 'engine'})"
                    for a, targets in _engine_imports().items() for b in targets
                    if layer.get(_part(b), -1) > layer.get(_part(a), -1))
    assert upward == []


def test_the_engine_has_no_import_circles():
    edges = _engine_imports()
    modules = _cycles(edges)
    assert modules == [], f"circular imports between modules: {modules}"
    packages = {}
    for a, targets in edges.items():
        packages.setdefault(_part(a), set()).update(
            _part(b) for b in targets if _part(b) != _part(a))
    assert _cycles(packages) == [], "engine packages import one another in a circle"


def test_the_layer_check_finds_what_it_looks_for():
    # the checks themselves: a circle is found, and the parser sees relative and lazy imports
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [{"a", "b", "c"}]
    edges = _engine_imports()
    assert "engine.hmm.evaluation" in edges["engine.hmm.tagger"]        # inside a method
    assert "engine.spam.corpus" in edges["engine.workflows.documents"]  # relative, two dots


def test_every_iterative_estimator_shares_the_one_base_class():
    # iter_fit run to its end leaves the model fitted as fit does, and fit_job makes a whole
    # fit cancellable: both come from engine.base.IterativeMixin, so every estimator with an
    # iter_fit must have it
    import importlib
    import inspect

    from engine.base import IterativeMixin

    missing = set()
    for name in engine_modules():
        module = importlib.import_module(name)
        for cls_name, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == name and hasattr(cls, "iter_fit") and \
                    not issubclass(cls, IterativeMixin):
                missing.add(f"{name}.{cls_name}")
    assert missing == set()


def _name_clashes(package) -> list[str]:
    """``package.x`` names of a package whose attribute x is not its sub-module x (a function
    exported under its module's name: ``import engine.text.x`` then gives one thing and
    ``from engine.text import x`` another)."""
    import importlib
    import pkgutil
    import types

    clashes = []
    names = [package.__name__] + [info.name for info in pkgutil.walk_packages(
        package.__path__, package.__name__ + ".") if info.ispkg]
    for name in names:
        pkg = importlib.import_module(name)
        for sub in pkgutil.iter_modules(pkg.__path__):
            attr = getattr(pkg, sub.name, None)
            if attr is not None and not isinstance(attr, types.ModuleType):
                clashes.append(f"{name}.{sub.name}")
    return clashes


def test_one_name_per_thing():
    """Issue 30: engine.text.term_matrix was a function and the module it lived in; importlib
    found the module. No engine function or class shares its name with a module beside it."""
    import engine

    assert _name_clashes(engine) == []


def test_the_name_check_finds_a_clash(tmp_path, monkeypatch):
    pkg = tmp_path / "clashpkg"
    (pkg / "inner").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "inner" / "__init__.py").write_text("from .thing import thing\n")
    (pkg / "inner" / "thing.py").write_text("def thing():\n    return 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import importlib

    assert _name_clashes(importlib.import_module("clashpkg")) == ["clashpkg.inner.thing"]
