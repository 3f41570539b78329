"""The Text tab's jobs: thin names over :mod:`engine.workflows.text_processing`, where the
chains live (open and count, normalise, split sentences, collocations, edit distance); each
yields :class:`engine.Progress` and returns one frozen dataclass."""
from __future__ import annotations

from engine.workflows.text_processing import (LIST_CHARS, LISTED_LARGE, LISTED_SMALL,
                                              NORMALIZE_TYPES, STEP_CELLS, Collocations,
                                              EditResult, Normalized, Opened, Sentences,
                                              alignment_text, iter_analyse_text,
                                              iter_collocations, iter_edit_distance,
                                              iter_normalize, iter_open, iter_sentences,
                                              sentence, visible)

__all__ = ["LIST_CHARS", "LISTED_LARGE", "LISTED_SMALL", "NORMALIZE_TYPES", "STEP_CELLS",
           "Collocations", "EditResult", "Normalized", "Opened", "Sentences", "alignment_text",
           "analyse_job", "collocation_job", "edit_distance_job", "normalize_job", "open_job",
           "sentence", "sentence_job", "visible"]

open_job = iter_open
analyse_job = iter_analyse_text
normalize_job = iter_normalize
sentence_job = iter_sentences
collocation_job = iter_collocations
edit_distance_job = iter_edit_distance
