"""How much of what a Korean student sees is Korean (issue 29: ≥ 95 % of every view's visible
text). Every view and inner page of every tab is shown in Korean (stepped a few times so its
plots and explanations fill), and the texts on show are gathered: labels, buttons, group titles,
the current choice of combo boxes, tab and navigator titles, table headers, read-only text
panes, plot titles and axis titles. A text counts as Korean when it holds Hangul, as English
when it holds an English word (three letters or more) that is not a name kept in English in
Korean courses (SMO, HMM, k-means, Viterbi…), and is not counted otherwise (numbers, symbols,
formulas). The student's own data is not counted: table cells, editable text, and every widget
the view marks with ``ui.i18n.mark_data`` (a corpus's words and tags, a grammar's rules, a
message's text). A formula — a text with "=" or a call such as p(w | c) — is judged outside its
parentheses, whose names (spam, Hot, VBZ) come from the data; max, log, argmax… are notation, and
so is a capital with index letters (Aij, Bj) inside a formula.

    python bench/korean_coverage.py [--tabs text,svm] [--show] [--tooltips]
                                   # --show lists English texts; --tooltips counts tooltips too

Prints per view the share of Korean texts, the English leftovers with --show, and the total.
"""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from PySide6.QtCore import QSettings, QStandardPaths, Qt  # noqa: E402
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication,  # noqa: E402
                               QComboBox, QGroupBox, QLabel, QListView, QPlainTextEdit, QTabBar,
                               QTextEdit, QTreeWidget)

from tour import option, pages_of, settle, visible_button, wait_idle  # noqa: E402

HANGUL = re.compile(r"[\uac00-\ud7a3]")
WORD = re.compile(r"[A-Za-z]{3,}")
TAG = re.compile(r"<[^<>]*>")
# names Korean courses and the notes themselves keep in English (algorithms, tools, formats)
KEPT = {w.lower() for w in """
SMO HMM HMMs MLP PCA LSI MDS SMACOF CKY PCFG CNF AdaBoost Viterbi Baum Welch EM GMM KKT RBF SVM
SVMs OvR OvO DAG Weston Watkins ReLU ELU Leaky tanh sigmoid softmax Softmax MaxEnt Porter Snowball
Lancaster Punkt Treebank NLTK UPOS XPOS CoNLL TnT Kneser Ney Lidstone Laplace Newton IRLS Gini
Kiwi Trellis CSV TSV PNG GIF SVG HTML JSON npz eml mbox UTF BOM CP949 EUC Latin Windows ROC PMI
BNS OddR OddN AccR Acc ACC IG DF tf idf tfidf Jaccard Euclidean cosine Bernoulli Gaussian Dirichlet
Beta Poisson Zipf Heaps MAP MLE KL AUC Jensen Gibbs Hessian Lagrange Okabe Ito viridis Ctrl Shift
Space Esc Enter Tab Alt kmeans medoids medoid SNOWY SUNNY ANS SSR UD EWT Kaist GSD SMS Enron
SpamAssassin CS229 NIPS XOR XNOR AND NAND NOT OR NLP ML Naive Bayes Bayesian Markov Shannon
Fisher Ward Lloyd Elkan Hartigan Silhouette Davies Bouldin Calinski Harabasz Adam SGD BFGS
""".split()}


# hyphenated names, and symbols written as identifiers (p_edit)
NAMES = re.compile(r"\bk-(means|medoids|medoid|NN)\b(\+\+)?|\b[A-Za-z]\w*_\w+", re.I)
MATH = re.compile(r"^(arg)?(max|min)|^(log|exp|sum|sqrt)$", re.I)   # maxr = max over r
CALL = re.compile(r"^\S+\(.*\)$")
PARENS = re.compile(r"\([^()]*\)")
INDEXED = re.compile(r"^[A-Z][ijkmnt]{1,2}$")     # a symbol with its indices: Aij, Bj, Ekm


def kind(text: str) -> str | None:
    """"ko", "en" or None (nothing to translate: numbers, symbols, kept names)."""
    text = NAMES.sub(" ", TAG.sub(" ", text or ""))
    if HANGUL.search(text):
        return "ko"
    formula = "=" in text or CALL.match(text.strip())
    if formula:                                  # a formula: its names are data
        while PARENS.search(text):
            text = PARENS.sub(" ", text)
    words = [w for w in WORD.findall(text) if w.lower() not in KEPT and not MATH.match(w)
             and not (formula and INDEXED.match(w))]
    return "en" if words else None


def visible(w) -> bool:
    from ui.i18n import is_data
    return w.isVisible() and not w.visibleRegion().isEmpty() and not is_data(w)


def texts_on_show(win, tooltips: bool = False) -> list[str]:
    out = []
    if tooltips:         # what a pointer resting on a visible widget shows (not data)
        from PySide6.QtWidgets import QWidget
        out += [w.toolTip() for w in win.findChildren(QWidget) if visible(w) and w.toolTip()]
    for w in win.findChildren(QLabel):
        if visible(w) and w.text():
            out.append(w.text())
    for w in win.findChildren(QAbstractButton):
        if visible(w) and w.text():
            out.append(w.text())
    for w in win.findChildren(QGroupBox):
        if visible(w) and w.title():
            out.append(w.title())
    for w in win.findChildren(QComboBox):
        if visible(w) and w.currentText() and not w.isEditable():
            out.append(w.currentText())
    for w in win.findChildren(QTabBar):
        if visible(w):
            out += [w.tabText(i) for i in range(w.count())]
    for w in win.findChildren(QTreeWidget):          # the navigator's list of views
        if visible(w):
            it = w.invisibleRootItem()
            stack = [it.child(i) for i in range(it.childCount())]
            while stack:
                item = stack.pop()
                out.append(item.text(0))
                stack += [item.child(i) for i in range(item.childCount())]
    for w in win.findChildren(QAbstractItemView):     # headers only: cells are the data
        model = w.model()
        if not visible(w) or model is None or isinstance(w, QListView):
            continue         # a list has no header (its model's columnCount is private)
        for orient, n in ((Qt.Horizontal, model.columnCount()), (Qt.Vertical, 0)):
            for i in range(min(n, 40)):
                value = model.headerData(i, orient, Qt.DisplayRole)
                if isinstance(value, str):
                    out.append(value)
    for w in win.findChildren(QTextEdit):
        if visible(w) and w.isReadOnly():
            out += [p for p in w.toPlainText().split("\n") if p.strip()]
    for w in win.findChildren(QPlainTextEdit):
        if visible(w) and w.isReadOnly():
            out += [p for p in w.toPlainText().split("\n") if p.strip()][:40]
    try:
        import pyqtgraph as pg
    except ImportError:
        return out
    for w in win.findChildren(pg.PlotWidget):
        if not visible(w):
            continue
        item = w.getPlotItem()
        out.append(item.titleLabel.text or "")
        for name in ("left", "bottom", "right", "top"):
            axis = item.getAxis(name)
            if axis.isVisible() and axis.label.isVisible():
                out.append(axis.labelText or "")
    return [t for t in out if t]


def main() -> int:
    only = set(option("--tabs", "").split(",")) - {""} or None
    show = "--show" in sys.argv
    tooltips = "--tooltips" in sys.argv
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication.instance() or QApplication(sys.argv)
    from ui import style
    from ui.i18n import set_language
    from ui.main_window import TABS, MainWindow

    style.apply(app, "light")
    set_language(app, "ko")
    QSettings("Trellis", "Trellis").clear()
    win = MainWindow()
    win.resize(1366, 768)
    win.show()
    settle(app, 0.5)
    total = {"ko": 0, "en": 0}
    for key, *_ in TABS:
        if only and key not in only:
            continue
        tab = win.show_tab(key)
        wait_idle(app, tab)
        for tw, i in pages_of(tab):
            if tw is not None:
                if getattr(tab, "views", None) is not None and tw is not tab.views \
                        and hasattr(tab.views, "sidebar"):
                    tab.views.setCurrentWidget(tw)
                tw.setCurrentIndex(i)
                wait_idle(app, tab)
            step = visible_button(tab, "step_button")
            for _ in range(3 if step is not None else 0):
                step.click()
                settle(app, 0.2)
            wait_idle(app, tab)
            counts, english = {"ko": 0, "en": 0}, []
            for text in dict.fromkeys(texts_on_show(win, tooltips)):   # each text once
                k = kind(text)
                if k:
                    counts[k] += 1
                    if k == "en":
                        english.append(text)
            n = counts["ko"] + counts["en"]
            label = key if tw is None else f"{key} › {tw.tabText(i)}"
            print(f"{100 * counts['ko'] / n if n else 100:5.1f}% Korean of {n:3d} texts  {label}")
            if show:
                for text in english:
                    print("        EN:", TAG.sub(" ", text)[:110].replace("\n", " "))
            for k in total:
                total[k] += counts[k]
    n = total["ko"] + total["en"]
    print(f"total: {100 * total['ko'] / max(n, 1):.1f}% Korean of {n} texts on show")
    from ui.runner import cancel_all
    cancel_all(win)
    win.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
