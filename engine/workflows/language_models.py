"""Language models and spelling as a task: train every (order, smoothing) n-gram model and
score them on held-out sentences, probe the next-word distribution, score a sentence, generate
text, correct a word by the noisy channel, and save and reopen models. Each ``iter_*`` is a
job: it yields :class:`engine.Progress` and returns one frozen dataclass."""
from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from pathlib import Path

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Progress
from .._validation import DataError
from ..text import (SMOOTHINGS, Comparison, NgramModel, iter_compare, iter_sentence_tokens,
                    longest_copied_span, read_confusion, split_heldout)
from ..text import correct as correct_word


@dataclass(frozen=True)
class Trained:
    """Every (order, smoothing) model with its held-out scores, and the sentences used."""

    comparison: Comparison   # rows, lambdas, models
    train: list              # token lists
    heldout: list
    orders: tuple
    lowercase: bool = False  # trained on case-folded text: typed words are folded too
    settings: dict | None = None   # the tokenizer's (None: a saved model; words split on spaces)


def iter_train_models(text, settings, *, lowercase, heldout_share, orders, k, discount,
                      unk_cutoff) -> Generator[Progress, None, Trained]:
    """Split and tokenize (``settings``: the tokenizer's method, pattern, mwes, dictionary),
    hold out every (1/share)-th sentence, then fit every order once and score every smoothing
    on the held-out sentences."""
    sents = yield from iter_sentence_tokens(
        text, settings["method"], pattern=settings["pattern"], mwes=settings["mwes"],
        dictionary=settings["dictionary"], lowercase=lowercase)
    train, heldout = split_heldout(sents, heldout_share)
    comparison = yield from iter_compare(train, heldout, orders, k=k, discount=discount,
                                         unk_cutoff=unk_cutoff)
    return Trained(comparison, train, heldout, tuple(orders), lowercase, dict(settings))


def iter_typed_words(trained: Trained, text: str) -> Generator[Progress, None, list[str]]:
    """The words of ``text`` (typed by the student: a context, a sentence) tokenized as the
    model's training text was — by the same method (Korean morphemes, Treebank, a pattern…),
    case-folded when it was — so that they match the model's vocabulary. A model read from a
    file keeps no tokenizer: its words are split on spaces."""
    text = text.lower() if trained.lowercase else text
    if trained.settings is None or not text.strip():
        return text.split()
    s = trained.settings
    sentences = yield from iter_sentence_tokens(text, s["method"], pattern=s["pattern"],
                                                mwes=s["mwes"], dictionary=s["dictionary"])
    return [w for sentence in sentences for w in sentence]


def iter_typed(trained: Trained, text: str, job, words_as: str, **kwargs):
    """Run ``job(**kwargs)`` with the words of ``text`` (:func:`iter_typed_words`) passed as
    its ``words_as`` argument: tokenizing happens in the job, on the worker, like the rest."""
    words = yield from iter_typed_words(trained, text)
    return (yield from job(**kwargs, **{words_as: words}))


@dataclass(frozen=True)
class Probe:
    context: tuple
    words: list              # the top next words
    probs: list
    levels: list             # model.explain(word, context) for each top word
    smoothing: str
    order: int


def iter_probe(model, context, top=10) -> Generator[Progress, None, Probe]:
    """The ``top`` next words after ``context`` with the explanation of each probability."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "next-word distribution…"))
    best = model.next_words(context, top)
    words = [w for w, _ in best]
    levels = [model.explain(w, context) for w in words]
    return Probe(tuple(context), words, [p for _, p in best], levels, model.smoothing,
                 model.order)


@dataclass(frozen=True)
class SentenceScores:
    scores: list             # engine.text.WordScore per word and </s>
    levels: list             # model.explain for each factor
    total: float             # log₂ P(sentence)


def iter_score_sentence(model, words) -> Generator[Progress, None, SentenceScores]:
    """log₂ P of each word of ``words`` (and </s>) with the explanation of each factor."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "scoring the sentence…"))
    scores = model.score_words(words)
    context = list(words) + ["</s>"]
    levels = [model.explain(s.word, context[:i]) for i, s in enumerate(scores)]
    return SentenceScores(scores, levels, sum(s.log2_prob for s in scores))


@dataclass(frozen=True)
class Generated:
    """Sentences per order (sampled or greedy), each with its longest span copied from the
    training sentences as (start, length)."""

    rows: list               # (order, words, (start, length))


def iter_generate(models, train, count, n_words, temperature, seed
                  ) -> Generator[Progress, None, Generated]:
    """``count`` sentences per (order, model), each with its longest span copied from
    ``train``."""
    rows = []
    total = len(models) * count
    for i, (order, model) in enumerate(models):
        for j in range(count):
            yield Progress(i * count + j, total, QT_TRANSLATE_NOOP(
                "engine", "generating with the {order}-gram model…"), order=order)
            words = model.generate(n_words, temperature=temperature,
                                   random_state=None if seed is None else seed + j)
            rows.append((order, words, longest_copied_span(words, train)))
    return Generated(rows)


@dataclass(frozen=True)
class Corrections:
    word: str
    context: tuple
    candidates: list         # engine.text.Candidate, best first
    costs: tuple


def iter_correct(word, model, context, max_distance, costs, p_edit, channel, top=15
                 ) -> Generator[Progress, None, Corrections]:
    """The ``top`` corrections of ``word`` within ``max_distance`` edits by the noisy channel,
    P(context-word) · P(typed | word) (:func:`engine.text.correct`)."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "candidates within {max_distance:g} edits…"),
                         max_distance=max_distance)
    cands = correct_word(word, model, max_distance, costs, context, p_edit=p_edit,
                         channel=channel, top=top)
    return Corrections(word, tuple(context), cands, tuple(costs))


@dataclass(frozen=True)
class Confusion:
    name: str
    channel: dict            # (op, a, b) → P(edit), engine.text.confusion_channel


def iter_read_confusion(path) -> Generator[Progress, None, Confusion]:
    """A confusion-matrix file as a noisy channel (:func:`engine.text.read_confusion`)."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "reading {path_name}…"),
                         path_name=Path(path).name)
    return Confusion(Path(path).name, read_confusion(path))


def iter_load_model(path) -> Generator[Progress, None, Trained]:
    """Read a saved model (npz, no pickle) and offer it under every smoothing, like a training
    of one order with nothing held out."""
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "reading {path_name}…"),
                         path_name=Path(path).name)
    model = NgramModel.load(path)
    models = {(model.order, s): model.with_smoothing(s) for s in SMOOTHINGS}
    # a vocabulary without a capital letter was case-folded (or never had capitals)
    folded = not any(w != w.lower() for w in model.vocab_[2:])
    return Trained(Comparison((), {}, models, model.n_tokens_, 0), [], [], (model.order,),
                   folded)


@dataclass(frozen=True)
class Saved:
    name: str                # the file's name
    order: int
    n_words: int


def iter_save_model(model, path) -> Generator[Progress, None, Saved]:
    """Write ``model`` with :meth:`NgramModel.save` on the worker (a large 4-gram model takes
    seconds to compress)."""
    name = Path(path).name
    yield Progress(0, 1, QT_TRANSLATE_NOOP("engine", "writing {name}…"), name=name)
    try:
        model.save(path)
    except OSError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Could not save {name}: {value}."), name=name,
                        value=exc.strerror or exc) from None
    return Saved(name, model.order, len(model.vocab_))
