"""Every slip of the course notes that Trellis corrects, and every convention where Trellis and the
notes differ, in one place: each a frozen :class:`Erratum` naming the chapter (the notes' own
title), the seed file and line where it is printed, the notes' words as printed, the correct
form, why, and the views that show the concept.

A view's explanation panel shows its records with ``for_view(view_id)``::

    from engine import errata
    for e in errata.for_view("svm/smo"):
        print(e.kind, e.notes, "→", e.correct)

``by_chapter()`` groups them by chapter in the notes' order (the course map). View ids are
"<tab>/<view>" and are declared in :data:`VIEWS`, each with its navigator name ("svm/smo" is
"svm/SMO" in Help › Course map) in :data:`NAVIGATOR`; ``for_view`` takes either. Chapter titles
are in :data:`CHAPTERS` (as in the notes map). The records are in ``engine/_errata_records.py``."""
from __future__ import annotations

from dataclasses import dataclass, replace

from ._messages import QT_TRANSLATE_NOOP
from ._validation import DataError

#: The notes' chapters, by their own titles, in the order of the notes map.
CHAPTERS = (
    "[ML] 11. Dimensionality Reduction", "[ML] 10. EM Algorithm", "[ML] 9. Clustering",
    "[ML] 8. Graphical Model", "[ML] 7. Model Selection", "[NLP] 8. Language Parsing",
    "[NLP] 7. MaxEnt", "[NLP] 6. Hidden Markov Model", "[NLP] 5. Naive Bayes",
    "[NLP] 4. Classification", "[NLP] 3. Language Modeling", "[ML] 6. Neural Network",
    "[NLP] 2. Text Processing", "[NLP] 1. Linguistics",
    "[ML] 5. Multiclass Classification in SVM", "[ML] 4. SVM", "[ML] 3. Logistic Regression",
    "[ML] 2. Linear Regression", "(untitled last chapter: parametric estimation)",
    "CS229 Lecture 6 (Naive Bayes, SVM intro)", "8. Naive Bayesian Classifier (blog post)",
    "Dimensionality Reduction (lecture notes)",
)

#: The seed files of the notes (in /work/shared/seeds for the project).
SEEDS = ("000_aa605281dd244b2b.txt", "001_81b116e50f250379.txt", "002_7c460c6c65fa0d12.txt",
         "003_fc49dd81faf3eff1.txt")

#: Every view that can show a record: "<tab>/<view>" (clustering/<algorithm> for the Run view).
VIEWS = frozenset({
    "text/tokens", "text/normalize", "text/sentences", "text/collocations",
    "text/edit_distance", "text/language_model", "text/spelling", "text/morphemes",
    "spam/evaluation", "spam/explain", "spam/informative", "spam/features",
    "spam/discriminative", "spam/maxent", "spam/softmax", "spam/choosing", "spam/estimation",
    "hmm/evaluation", "hmm/chain", "hmm/trellis", "hmm/baum_welch", "hmm/hand", "hmm/parsing",
    "hmm/bayesnet",
    "clustering/kmeans", "clustering/kmedoids", "clustering/soft_kmeans", "clustering/gmm",
    "clustering/documents", "clustering/reduction", "clustering/compare", "clustering/choose_k",
    "svm/smo", "svm/multiclass", "svm/losses", "svm/feature_map", "svm/perceptron", "svm/mlp",
    "svm/adaboost", "svm/tree", "svm/compare", "svm/regression", "svm/knn",
})

KINDS = ("erratum", "convention")

#: Each view id's name in the navigator and Help › Course map ("<tab>/<title as shown>", the
#: English source title; ui/course.py). The four algorithms of the clustering run share a page.
NAVIGATOR = {
    "text/tokens": "text/Tokens", "text/normalize": "text/Normalize",
    "text/sentences": "text/Sentences", "text/collocations": "text/Collocations",
    "text/edit_distance": "text/Edit distance", "text/language_model": "text/Language model",
    "text/spelling": "text/Spelling", "text/morphemes": "text/Morphemes",
    "spam/evaluation": "spam/Evaluation", "spam/explain": "spam/Explain a message",
    "spam/informative": "spam/Informative words", "spam/features": "spam/Feature selection",
    "spam/discriminative": "spam/Discriminative models", "spam/maxent": "spam/MaxEnt",
    "spam/softmax": "spam/Softmax", "spam/choosing": "spam/Choosing a model",
    "spam/estimation": "spam/Estimation",
    "hmm/evaluation": "hmm/Evaluation", "hmm/chain": "hmm/Markov chain",
    "hmm/trellis": "hmm/Trellis", "hmm/baum_welch": "hmm/Baum–Welch",
    "hmm/hand": "hmm/Hand-entered HMM", "hmm/parsing": "hmm/Parsing",
    "hmm/bayesnet": "hmm/Bayesian network",
    "clustering/kmeans": "clustering/Clustering run",
    "clustering/kmedoids": "clustering/Clustering run",
    "clustering/soft_kmeans": "clustering/Clustering run",
    "clustering/gmm": "clustering/Clustering run",
    "clustering/documents": "clustering/Documents", "clustering/reduction": "clustering/Reduction",
    "clustering/compare": "clustering/k-means vs k-medoids",
    "clustering/choose_k": "clustering/Choose K",
    "svm/smo": "svm/SMO", "svm/multiclass": "svm/Multiclass",
    "svm/losses": "svm/Losses & logistic regression", "svm/feature_map": "svm/Feature map",
    "svm/perceptron": "svm/Perceptron", "svm/mlp": "svm/MLP", "svm/adaboost": "svm/AdaBoost",
    "svm/tree": "svm/Tree", "svm/compare": "svm/Compare",
    "svm/regression": "svm/Regression", "svm/knn": "svm/k-NN",
}


@dataclass(frozen=True)
class Erratum:
    """One slip of the notes (``kind="erratum"``) or one convention where Trellis and the notes
    differ (``kind="convention"``).

    ``notes`` is the text exactly as printed on line ``line`` of ``seed`` (LaTeX and all;
    :meth:`text` and the UI's panel show it through ``engine._math_text.plain_math``);
    ``correct`` is the form Trellis uses; ``why`` is one sentence; ``views`` are ids of
    :data:`VIEWS` whose explanation shows the record."""

    id: str
    kind: str
    chapter: str
    seed: str
    line: int
    notes: str
    correct: str
    why: str
    views: tuple

    @property
    def label(self) -> str:
        """"Erratum" or "Convention", for a heading."""
        return self.kind.capitalize()

    @property
    def where(self) -> str:
        """Where the notes print it: "[ML] 4. SVM, seed 000 line 2036"."""
        return f"{self.chapter}, seed {self.seed[:3]} line {self.line}"

    def said(self, lang: str = "en") -> Erratum:
        """This record with its correct form and reason in ``lang`` ("en" or "ko"; the notes'
        words stay as printed)."""
        if lang == "en":
            return self
        if lang != "ko":
            raise DataError(QT_TRANSLATE_NOOP("engine", "lang must be 'en' or 'ko'; got "
                                                        "{lang!r}."), lang=lang)
        from ._errata_ko import KO

        correct, why = KO[self.id]
        return replace(self, correct=correct, why=why)

    def text(self) -> str:
        """One plain-text paragraph for an explanation panel (the UI translates its frame):
        "Erratum ([ML] 4. SVM, seed 000 line 2036): the notes write … ; Trellis: … . Why." """
        from ._math_text import plain_math

        verb = "the notes write" if self.kind == "erratum" else "the notes use"
        return f"{self.label} ({self.where}): {verb} “{plain_math(self.notes)}”; " \
               f"Trellis: {self.correct} {self.why}"


def _records() -> tuple:
    from ._errata_records import RECORDS
    # (id, kind, chapter, seed index, line, notes, correct, why, views)
    return tuple(Erratum(i, k, c, SEEDS[s], n, notes, correct, why, tuple(views))
                 for i, k, c, s, n, notes, correct, why, views in RECORDS)


#: All records: errata first, then conventions, each in the order of the notes.
ERRATA = _records()
_BY_ID = {e.id: e for e in ERRATA}


def get(erratum_id: str) -> Erratum:
    """The record with this id; ``DataError`` naming the known ids if there is none."""
    try:
        return _BY_ID[erratum_id]
    except KeyError:
        raise DataError(QT_TRANSLATE_NOOP("engine", "No erratum {erratum_id!r}; known ids: "
                                                    "{BY_ID}."), erratum_id=erratum_id,
                        BY_ID=', '.join(sorted(_BY_ID))) \
            from None


def view_ids(view: str) -> tuple:
    """The view ids of :data:`VIEWS` behind ``view``: itself, or those whose navigator name
    (:data:`NAVIGATOR`, e.g. "svm/SMO", "clustering/Clustering run") it is."""
    if view in VIEWS:
        return (view,)
    ids = tuple(v for v, name in NAVIGATOR.items() if name == view)
    if not ids:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Unknown view {view!r}; use a view id "
                                                    "({VIEWS}) or a navigator name ({values})."),
                        view=view, VIEWS=', '.join(sorted(VIEWS)),
                        values=', '.join(sorted(set(NAVIGATOR.values()))))
    return ids


def for_view(view_id: str, kind: str | None = None) -> tuple:
    """The records a view shows, in the notes' order: ``view_id`` is an id of :data:`VIEWS`
    ("svm/smo") or a navigator name ("svm/SMO"; "clustering/Clustering run" gathers its four
    algorithms). ``kind`` ("erratum" or "convention") keeps one kind. An unknown view is a
    ``DataError`` (a typo would silently show none)."""
    ids = set(view_ids(view_id))
    if kind is not None and kind not in KINDS:
        raise DataError(QT_TRANSLATE_NOOP("engine", "kind must be one of {KINDS} or None; got "
                                                    "{kind!r}."), KINDS=KINDS, kind=kind)
    return tuple(e for e in ERRATA if ids & set(e.views) and (kind is None or e.kind == kind))


def by_chapter() -> dict:
    """{chapter title: (records…)} in the order of :data:`CHAPTERS`, chapters without a record
    left out."""
    out = {c: tuple(e for e in ERRATA if e.chapter == c) for c in CHAPTERS}
    return {c: v for c, v in out.items() if v}


def views_of(chapter: str) -> tuple:
    """The views that show at least one record of a chapter, sorted."""
    return tuple(sorted({v for e in ERRATA if e.chapter == chapter for v in e.views}))
