"""Text processing: tokenization, counts, normalisation, sentence segmentation, collocations
and minimum edit distance. NLTK is used only for its data-free parts and imported lazily."""
from .collocations import (ENGLISH_STOPWORDS, MEASURES, T_CRITICAL, BigramTable, bigram_table,
                           collocations)
from .counts import TypeCounts, count_types, type_token_curve
from .edit_distance import EditDistance, EditDistanceStep, edit_distance, edit_distances
from .normalize import (STEMMERS, Lemma, case_fold, inflect, lemmas, normalization_table,
                        normalize, stem, wordnet_lemma)
from .sentences import (ABBREVIATIONS, TREE, Decision, compare_boundaries, rule_decisions,
                        sentence_spans, sentences, train_punkt)
from .tokenize import METHODS, join_mwes, segment, tokenize

__all__ = [
    "ABBREVIATIONS", "BigramTable", "Decision", "ENGLISH_STOPWORDS", "EditDistance",
    "EditDistanceStep", "Lemma", "MEASURES", "METHODS", "STEMMERS", "TREE", "T_CRITICAL",
    "TypeCounts", "bigram_table", "case_fold", "collocations", "compare_boundaries",
    "count_types", "edit_distance", "edit_distances", "inflect", "join_mwes", "lemmas",
    "normalization_table", "normalize", "rule_decisions", "segment", "sentence_spans",
    "sentences", "stem", "tokenize", "train_punkt", "type_token_curve", "wordnet_lemma",
]
