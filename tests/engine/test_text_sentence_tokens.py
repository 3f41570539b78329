"""A text as token lists, one a sentence (engine.text.iter_sentence_tokens): the Tokens view's
tokenizers sentence by sentence, the dictionary method, case folding, progress, and settings
refused when the job is created."""
import pytest

from engine import DataError, Progress, run_job
from engine.hmm import split_and_tokenize
from engine.text import iter_sentence_tokens, segment, sentence_spans, tokenize

TEXT = "The cat sat.\n\nIt saw a hat!\n\nthecatsat on the mat."


def test_each_sentence_is_tokenized_as_the_tokens_view_does():
    got = run_job(iter_sentence_tokens(TEXT, "wordpunct"))
    want = [tokenize(TEXT[s:e], "wordpunct") for s, e in sentence_spans(TEXT)]
    assert got == [t for t in want if t] and len(got) == 3
    assert got[0] == ["The", "cat", "sat", "."]
    assert split_and_tokenize(TEXT, "wordpunct") == got     # the file tagger reads it alike


def test_dictionary_lowercase_and_progress():
    gen = iter_sentence_tokens(TEXT, "dictionary", dictionary=["the", "cat", "sat", "mat"],
                               lowercase=True, batch=1)
    seen = []
    try:
        while True:
            seen.append(next(gen))
    except StopIteration as stop:
        got = stop.value
    assert all(isinstance(p, Progress) for p in seen) and len(seen) == 3   # one per sentence
    assert got[2][:3] == ["the", "cat", "sat"]                # segmented, spaces kept
    assert got[2] == segment("thecatsat on the mat.", ["the", "cat", "sat", "mat"])
    assert got[0][0] == "the"


@pytest.mark.parametrize("kwargs, match", [
    (dict(method="nope"), "method"),
    (dict(method="dictionary", dictionary=[]), "dictionary is empty"),
    (dict(method="regex", pattern="("), "."),
    (dict(method="whitespace", batch=0), "batch"),
])
def test_bad_settings_are_refused_when_the_job_is_made(kwargs, match):
    with pytest.raises((DataError, ValueError, TypeError), match=match):
        iter_sentence_tokens(TEXT, **kwargs)               # no next(): refused at call time
