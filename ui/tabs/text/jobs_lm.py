"""Jobs of the Language model and Spelling views: thin names over
:mod:`engine.workflows.language_models` (train and compare, probe, score, generate, correct,
save and reopen); each yields :class:`engine.Progress` and returns one frozen dataclass."""
from __future__ import annotations

from engine.workflows.language_models import (Confusion, Corrections, Generated, Probe, Saved,
                                              SentenceScores, Trained, iter_correct,
                                              iter_generate, iter_load_model, iter_probe,
                                              iter_read_confusion, iter_save_model,
                                              iter_score_sentence, iter_train_models, iter_typed)

__all__ = ["Confusion", "Corrections", "Generated", "Probe", "Saved", "SentenceScores",
           "Trained", "confusion_job", "generate_job", "load_model_job", "probe_job",
           "save_model_job", "sentence_job", "spelling_job", "train_job", "typed_job"]

train_job = iter_train_models
probe_job = iter_probe
sentence_job = iter_score_sentence
generate_job = iter_generate
spelling_job = iter_correct
confusion_job = iter_read_confusion
load_model_job = iter_load_model
save_model_job = iter_save_model
typed_job = iter_typed
