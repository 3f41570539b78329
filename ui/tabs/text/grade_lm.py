"""Predict mode in the Language model's Probe page (issue 25), without Qt: the student types the
word they expect to be the most probable after a context, then the engine's distribution is
computed and shown and the guess graded by it. A word tied with the most probable one is right
(P is what is asked about, not the order of a tie)."""
from __future__ import annotations

from dataclasses import dataclass

from ...models.predict import Predictions, Question, Verdict


@dataclass(frozen=True)
class Guessed:
    """The engine's numbers for one prediction: the top ``words`` after ``context`` with their
    ``probs`` (most probable first), the ``guess`` as typed and as the model sees it
    (``seen_as``: <UNK> for an unknown word), its probability ``p_guess`` and the levels of
    P(guess | h) (``guess_levels``, :meth:`engine.text.NgramModel.explain`)."""

    context: tuple
    words: tuple
    probs: tuple
    guess: str
    seen_as: str
    p_guess: float
    guess_levels: tuple
    probe: object          # the Probe the page draws after the answer


def guess_job(model, context, guess: str, make_probe):
    """On a worker: the probe (``make_probe(model, context)``, the page's own probe job) and
    the guess's probability and levels, so grading on the GUI thread only compares numbers."""
    probe = yield from make_probe(model, context)
    levels = tuple(model.explain(guess, context))
    p = float(model.prob(guess, context))
    seen = guess if guess in set(model.vocab_) else "<UNK>"
    return Guessed(tuple(context), tuple(probe.words), tuple(probe.probs), guess, seen, p,
                   levels, probe)


def is_right(g: Guessed, tol: float = 1e-12) -> bool:
    """The guess is right when its probability equals the largest (ties count)."""
    return bool(g.probs) and g.p_guess >= g.probs[0] - tol


def ask_next_word(predictions: Predictions, context, prompt: str) -> Question:
    """Put the question to the student (the truth is filled in when the numbers arrive)."""
    q = Question("lm_next_word", prompt, tuple(context), None, lambda guess: "")
    predictions.ask(q)
    return q


def grade_next_word(predictions: Predictions, g: Guessed, explain) -> Verdict:
    """Grade ``g`` against the pending question: ``explain(g, right)`` writes the feedback (the
    formula with the numbers of the best word and of the guess); the run's score counts it."""
    right = is_right(g)
    truth = g.words[0] if g.words else None
    q = predictions.pending
    predictions.pending = Question(q.kind, q.prompt, q.target, truth,
                                   lambda guess: explain(g, right))
    # a word tied with the best is the best: the model's answer is then the guess itself
    return predictions.answer(truth if right else g.guess)
