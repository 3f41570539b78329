"""engine.errata: every record quotes the seeds on the line it names, names a chapter of the notes
map and views that exist; for_view and by_chapter return what the records say."""
import os
import re
from pathlib import Path

import pytest

from engine import DataError, errata

SHARED = Path(os.environ.get("TRELLIS_SHARED", "/work/shared"))
needs_seeds = pytest.mark.skipif(not (SHARED / "seeds").is_dir(),
                                 reason="the course notes (seeds) are not on this machine")


@pytest.fixture(scope="module")
def seed_lines():
    return {s: (SHARED / "seeds" / s).read_text(encoding="utf-8").splitlines()
            for s in errata.SEEDS}


@needs_seeds
def test_every_quote_is_on_its_line(seed_lines):
    for e in errata.ERRATA:
        lines = seed_lines[e.seed]
        assert 1 <= e.line <= len(lines), e.id
        assert e.notes in lines[e.line - 1], (e.id, e.line, e.notes)


@needs_seeds
def test_chapters_are_the_notes_maps():
    text = (SHARED / "NOTES_MAP.md").read_text(encoding="utf-8")
    mapped = {m.group(1).strip() for m in re.finditer(r"^\| ([^|]+?) \| (?:000|001|002|003)",
                                                      text, re.M)}
    assert set(errata.CHAPTERS) == mapped
    assert {e.chapter for e in errata.ERRATA} <= mapped


def test_records_are_complete_and_unique():
    ids = [e.id for e in errata.ERRATA]
    assert len(ids) == len(set(ids))
    for e in errata.ERRATA:
        assert e.kind in errata.KINDS
        assert e.views and set(e.views) <= errata.VIEWS, e.id
        assert e.chapter in errata.CHAPTERS
        assert e.notes and e.correct and e.why.endswith("."), e.id
    # the list, and the conventions of its item 2
    wanted = {"chi2_expected_sign", "term4_most_important", "gradient_ascent_sign",
              "l1_box_constraint", "l2_slack_constant", "c_effect_backwards", "adaboost_gamma",
              "perceptron_criterion_set", "kmedoids_median", "kmeans_update_cost",
              "online_kmeans", "dag_fewer_svms", "multiclass_accuracy_sum",
              "baum_welch_emission", "dice_sum_multiplier", "mle_kl_entropy_sign",
              "cross_entropy_squared_error", "grade_table_sum", "prior_times_log_sum",
              "laplace_absent_word", "precision_recall_swap", "rbf_square",
              "margin_norm_squared", "xor_is_xnor", "gmm_isotropic_variance", "ig_base_ten",
              "fast_food_multipliers", "markov_chain_p12", "backward_emission"}
    assert wanted <= set(ids)
    conventions = {e.id for e in errata.ERRATA if e.kind == "convention"}
    assert {"confusion_layout", "macro_on_layout", "c_on_loss", "squared_loss_half",
            "ig_log_base", "nb_vocabulary_test_words", "estimation_is_decoding",
            "coin_example_chapter"} == conventions


def test_for_view_and_by_chapter():
    smo = errata.for_view("svm/smo")
    assert {"margin_norm_squared", "l1_box_constraint", "c_on_loss"} <= {e.id for e in smo}
    assert all("svm/smo" in e.views for e in smo)
    only = errata.for_view("svm/smo", kind="convention")
    assert only and all(e.kind == "convention" for e in only)
    # every record is reachable from one of its views, and the chapters partition the records
    for e in errata.ERRATA:
        assert all(e in errata.for_view(v) for v in e.views)
    chapters = errata.by_chapter()
    assert list(chapters) == [c for c in errata.CHAPTERS if c in chapters]
    assert sum(len(v) for v in chapters.values()) == len(errata.ERRATA)
    assert "svm/adaboost" in errata.views_of("[ML] 7. Model Selection")
    assert errata.get("rbf_square").chapter == "[ML] 5. Multiclass Classification in SVM"


def test_bad_ids_are_refused_with_the_choices():
    with pytest.raises(DataError, match="svm/smo"):
        errata.for_view("svm/nope")
    with pytest.raises(DataError, match="kind"):
        errata.for_view("svm/smo", kind="typo")
    with pytest.raises(DataError, match="known ids"):
        errata.get("nope")


def test_records_are_frozen():
    with pytest.raises(AttributeError):
        errata.ERRATA[0].correct = "x"


def test_text_names_where_and_what():
    e = errata.get("l1_box_constraint")
    assert e.where == "[ML] 4. SVM, seed 000 line 2036"
    t = e.text()
    assert t.startswith("Erratum ([ML] 4. SVM") and e.correct in t
    assert e.notes == r"\sum_{i=1}^{N}\beta_{i} = C"            # the record keeps the print
    assert "“Σᵢ₌₁ᴺ βᵢ = C”" in t                                # the text reads it out
    assert errata.get("confusion_layout").text().startswith("Convention")


def test_navigator_names_are_the_course_maps_and_work_in_for_view():
    assert set(errata.NAVIGATOR) == errata.VIEWS
    course = pytest.importorskip("ui.course")               # Qt-free
    named = {v for c in course.CHAPTERS for v in c.views}
    assert set(errata.NAVIGATOR.values()) == named
    assert errata.for_view("svm/SMO") == errata.for_view("svm/smo")
    run = {e.id for e in errata.for_view("clustering/Clustering run")}
    assert {"kmeans_update_cost", "gmm_isotropic_variance", "soft_kmeans_entropy_sign"} <= run
    with pytest.raises(DataError, match="navigator name"):
        errata.for_view("svm/Smo")


def test_every_record_is_said_in_korean_and_keeps_the_notes_words():
    for e in errata.ERRATA:
        ko = e.said("ko")
        assert (ko.id, ko.notes, ko.views, ko.line) == (e.id, e.notes, e.views, e.line)
        assert ko.why != e.why and re.search("[가-힣]", ko.why), e.id
    assert errata.ERRATA[0].said("en") is errata.ERRATA[0]
    with pytest.raises(DataError, match="lang"):
        errata.ERRATA[0].said("fr")
