"""What a student practised (ui.models.practice), without Qt: records, per-chapter summaries,
JSON that round-trips and refuses impossible numbers."""
import pytest

from engine import DataError
from ui.models.practice import KindRecord, PracticeProgress


def test_records_keep_attempts_best_and_solved_and_tell_listeners():
    p = PracticeProgress()
    calls = []
    p.listen(lambda: calls.append(1))
    p.record("text", "edit_distance", 0.5, "text/Edit distance")
    p.record("text", "edit_distance", 1.0, "text/Edit distance")
    p.record("text", "edit_distance", 0.25, "text/Edit distance")
    assert p.get("text", "edit_distance") == KindRecord(3, 1.0, 1, "text/Edit distance")
    assert p.get("svm", "smo") == KindRecord()
    assert len(calls) == 3
    with pytest.raises(DataError, match="between 0 and 1"):
        p.record("text", "edit_distance", 1.5)


def test_a_listening_method_is_held_weakly():
    class Window:
        def __init__(self):
            self.seen = 0

        def changed(self):
            self.seen += 1

    p, w = PracticeProgress(), Window()
    p.listen(w.changed)
    p.record("svm", "smo", 1.0)
    assert w.seen == 1
    del w                                   # a closed window is forgotten, not called
    p.record("svm", "smo", 1.0)
    assert p._listeners == []


def test_a_chapter_summary_counts_its_views_kinds_and_questions():
    p = PracticeProgress()
    p.record("hmm", "viterbi", 1.0, "hmm/Trellis")
    p.record("hmm", "forward", 0.5, "hmm/Trellis")
    p.record("svm", "smo", 1.0, "svm/SMO")             # another chapter's view
    p.answered("q1", "[NLP] 6. HMM", True)
    p.answered("q2", "[NLP] 6. HMM", False)            # wrong answers are not kept
    p.answered("q3", "[ML] 4. SVM", True)
    s = p.summary("[NLP] 6. HMM", ["hmm/Trellis", "hmm/Hand"])
    assert s == {"tried": 2, "solved": 1, "best": 0.75, "right": 1, "questions": None}
    p.totals["[NLP] 6. HMM"] = 5
    assert p.summary("[NLP] 6. HMM", ["hmm/Trellis"])["questions"] == 5
    assert p.summary("[ML] 2. Linear Regression", [])["best"] is None


def test_json_round_trips_and_impossible_records_are_refused():
    p = PracticeProgress()
    p.record("text", "t_test", 1.0, "text/Collocations")
    p.answered("q9", "[NLP] 3", True)
    doc = p.to_json()
    assert PracticeProgress.from_json(doc) == p
    bad = {"kinds": [{**doc["kinds"][0], "solved": 2}]}          # solved more than tried
    with pytest.raises(DataError, match="impossible"):
        PracticeProgress.from_json(bad)
    with pytest.raises(DataError, match="impossible"):
        PracticeProgress.from_json({"kinds": [{**doc["kinds"][0], "best": float("nan")}]})
    with pytest.raises(DataError, match="questions"):
        PracticeProgress.from_json({"questions": ["q9"]})
    with pytest.raises(DataError, match="JSON object"):
        PracticeProgress.from_json([])
