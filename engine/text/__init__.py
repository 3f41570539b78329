"""Text processing: tokenization, counts, normalisation, sentence segmentation, collocations,
minimum edit distance (characters, words or Hangul jamo), n-gram language models, noisy-channel
spelling correction, the term–document matrix, and Korean text as morphemes (Kiwi, optional).
NLTK is used only for its data-free parts and imported lazily, Kiwi on its first use."""
from .alignment import (GAP, NOTES_ALIGNMENTS, AlignmentScore, alignment_rows, notes_alignments,
                        score_alignment)
from .collocation_counts import NEW_COMPANIES, bigram_from_counts
from .bigram_measures import (ENGLISH_STOPWORDS, MEASURES, T_CRITICAL, BigramTable, bigram_table,
                           collocations)
from .counts import TypeCounts, count_codes, count_types, encode_tokens, type_token_curve
from .minimum_edit import (DIAG, LEFT, LEVELS, UP, EditDistance, EditDistanceStep,
                            edit_distance)
from .minimum_edit_batch import edit_distances
from .eojeols import (STEM_TAG_PREFIXES, Eojeol, EojeolCounts, eojeol_counts, jamo_row,
                      split_eojeols)
from .jamo import from_jamo, is_hangul, jamo_lengths, to_jamo
from .kiwi_morphemes import (SEJONG_TAGS, STOP_TAG_PREFIXES, content_morphemes, is_stop_tag,
                        morpheme_tokens, morphemes, sejong_tag, stop_tokens, tag_name)
from .lm import (SMOOTHING_NAMES, SMOOTHINGS, Comparison, Evaluation, LambdaStep, Level,
                 NgramModel, Score, WordScore, iter_compare, longest_copied_span,
                 split_heldout)
from .normalization import (PENN_TAGS, STEMMERS, Lemma, case_fold, get_stemmer, inflect,
                        inflections, lemmas, normalization_table, normalize, stem, wordnet_lemma)
from .pipeline import TextAnalysis, analyse, iter_analyse
from .sentence_tokens import iter_sentence_tokens, tokenize_piece
from .sentence_split import (ABBREVIATIONS, TREE, Decision, compare_boundaries, iter_rule_decisions,
                        iter_train_punkt, learned_abbreviations, rule_decisions, sentence_spans,
                        sentences, spans_from_decisions, train_punkt)
from .spelling import (Candidate, ConfusionChannel, char_counts, confusion_channel, correct,
                       kcg_channel, read_confusion)
from .document_term import SELECT, TermMatrix, iter_term_matrix, term_matrix
from .tokenizers import METHODS, join_mwes, segment, tokenize

__all__ = [
    "ABBREVIATIONS", "BigramTable", "DIAG", "Decision", "ENGLISH_STOPWORDS", "EditDistance",
    "EditDistanceStep", "LEFT", "Lemma", "MEASURES", "METHODS", "PENN_TAGS", "STEMMERS", "TREE",
    "T_CRITICAL", "TextAnalysis", "TypeCounts", "UP", "analyse", "bigram_table", "case_fold",
    "collocations", "compare_boundaries", "count_codes", "count_types", "edit_distance",
    "edit_distances", "encode_tokens", "get_stemmer", "inflect", "inflections", "iter_analyse",
    "iter_rule_decisions", "iter_train_punkt", "join_mwes", "learned_abbreviations", "lemmas",
    "normalization_table", "normalize", "rule_decisions", "segment", "sentence_spans",
    "sentences", "spans_from_decisions", "stem", "tokenize", "train_punkt", "type_token_curve",
    "wordnet_lemma",
    # language models (lm.py)
    "Comparison", "Evaluation", "LambdaStep", "Level", "NgramModel", "SMOOTHINGS", "Score",
    "SMOOTHING_NAMES", "WordScore", "iter_compare", "longest_copied_span", "split_heldout",
    # a text as token lists, one a sentence (sentence_tokens.py)
    "iter_sentence_tokens", "tokenize_piece",
    # noisy-channel spelling correction (spelling.py)
    "Candidate", "ConfusionChannel", "char_counts", "confusion_channel", "correct",
    "kcg_channel", "read_confusion",
    # Korean: jamo (jamo.py), morphemes by Kiwi and stop words by tag (kiwi_morphemes.py)
    "LEVELS", "from_jamo", "is_hangul", "jamo_lengths", "to_jamo", "SEJONG_TAGS",
    "STOP_TAG_PREFIXES", "content_morphemes", "is_stop_tag", "morpheme_tokens", "morphemes",
    "sejong_tag", "stop_tokens", "tag_name",
    # eojeols split into morphemes and the counts before and after (eojeols.py)
    "STEM_TAG_PREFIXES", "Eojeol", "EojeolCounts", "eojeol_counts", "jamo_row", "split_eojeols",
    # an alignment the student writes, scored column by column (alignment.py)
    "GAP", "NOTES_ALIGNMENTS", "AlignmentScore", "alignment_rows", "notes_alignments",
    "score_alignment",
    # one bigram's tests from its four counts (collocation_counts.py)
    "NEW_COMPANIES", "bigram_from_counts",
    # documents as vectors (document_term.py)
    "SELECT", "TermMatrix", "iter_term_matrix", "term_matrix",
]
