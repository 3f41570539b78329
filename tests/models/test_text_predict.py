"""Predict mode's grading of the language model's most probable next word (issue 25), without
Qt: a guess is graded by the engine's own P(w | h) (a word tied with the best is right), the
score counts every answer, and the feedback names the best word and the guess with their P."""
import pytest

from engine import run_job
from engine.text import NgramModel
from ui.models.predict import Predictions
from ui.tabs.text.grade_lm import ask_next_word, grade_next_word, guess_job, is_right
from ui.tabs.text.jobs_lm import probe_job

SENTENCES = [s.split() for s in ("i have a pen", "i have a pen", "i have a cat",
                                 "you have a dog", "i saw a cat")]


@pytest.fixture(scope="module")
def model():
    return NgramModel(2, "mle").fit(SENTENCES)


def graded(model, context, guess, predictions):
    ask_next_word(predictions, context, "which word?")
    g = run_job(guess_job(model, context, guess, probe_job))
    return g, grade_next_word(predictions, g, lambda g, right: f"{right} {g.words[0]}")


def test_the_most_probable_next_word_is_graded_by_the_model(model):
    p = Predictions()
    g, v = graded(model, ["i", "have", "a"], "pen", p)
    # MLE bigram: c(a pen) = 2, c(a cat) = 2, c(a dog) = 1, c(a) = 5 — pen and cat tie
    assert g.probs[0] == pytest.approx(2 / 5) and g.p_guess == pytest.approx(2 / 5)
    assert v.right and is_right(g) and (p.right, p.asked) == (1, 1)
    g, v = graded(model, ["i", "have", "a"], "cat", p)              # the tie is right too
    assert v.right
    g, v = graded(model, ["i", "have", "a"], "dog", p)
    assert not v.right and g.p_guess == pytest.approx(1 / 5)
    assert v.truth in ("pen", "cat") and v.feedback == f"False {g.words[0]}"
    assert (p.right, p.asked) == (2, 3) and not p.awaiting


def test_an_unknown_guess_is_scored_as_unknown(model):
    p = Predictions()
    g, v = graded(model, ["i"], "elephant", p)
    assert g.seen_as == "<UNK>" and g.p_guess == 0 and not v.right
    assert g.words[0] == "have" and g.probs[0] == pytest.approx(3 / 4)


def test_the_morpheme_job_splits_a_long_text_in_chunks_at_eojeol_boundaries(monkeypatch):
    import re

    import engine.text
    import engine.workflows.korean_text as jm
    from engine.text import Eojeol

    # the chunking and the offsets, without loading Kiwi: each eojeol is one "morpheme"
    monkeypatch.setattr(engine.text, "morphemes", lambda text: [])
    monkeypatch.setattr(jm, "split_eojeols", lambda piece: [
        Eojeol(m.group(), m.start(), ((m.group(), "NNG"),)) for m in re.finditer(r"\S+", piece)])
    monkeypatch.setattr(jm, "CHUNK_CHARS", 40)        # many chunks of a short text
    text = "나는 학교에서는 공부를 했다.\n학교에 갔다. " * 5
    chunks = jm._chunks(text)
    assert len(chunks) > 3 and "".join(c for _, c in chunks) == text
    r = run_job(jm.iter_morphemes(text, "", ""))
    assert [e.text for e in r.eojeols] == text.split()
    assert all(text[e.start:e.start + len(e.text)] == e.text for e in r.eojeols)
    assert r.counts.eojeols.n_tokens == len(text.split()) and r.hangul and not r.missing
