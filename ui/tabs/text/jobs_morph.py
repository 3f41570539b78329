"""Jobs of the Morphemes, Spelling (jamo level) and Collocations (stop words by tag) views:
thin names over :mod:`engine.workflows.korean_text`."""
from __future__ import annotations

from engine.workflows.korean_text import (CHUNK_CHARS, MORPHEME_CHARS, ROWS, Morphs,
                                          iter_collocations_by_tag, iter_correct_at_level,
                                          iter_morphemes)

__all__ = ["CHUNK_CHARS", "MORPHEME_CHARS", "ROWS", "Morphs", "collocation_by_tag_job",
           "morpheme_job", "spelling_level_job"]

morpheme_job = iter_morphemes
spelling_level_job = iter_correct_at_level
collocation_by_tag_job = iter_collocations_by_tag
