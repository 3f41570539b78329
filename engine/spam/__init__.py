"""Spam filtering: corpus readers for e-mail and SMS collections, preprocessing and features,
multinomial and Bernoulli Naive Bayes, a complete explainable filter, discriminative models for
comparison (one implementation, in engine.linear), and evaluation (splits, cross-validation,
learning and feature-selection curves) with the tab's studies as jobs (engine.spam.studies)."""
from .corpus import Corpus, iter_load_corpus, load_corpus
from .email_text import looks_like_email, parse_email, strip_html
from .evaluation import (MODEL_NAMES, Evaluation, fold_matrices, iter_evaluate,
                         iter_selection_curve, kfold_indices, make_model,
                         normalise_rows, split_indices, split_matrices)
from ..linear import LinearSVM, LogisticRegression
from .naive_bayes import BernoulliNB, MultinomialNB
from .spam_filter import DEFAULTS as FILTER_DEFAULTS
from .spam_filter import Explanation, SpamFilter
from .softmax_study import (SoftmaxExplanation, SoftmaxFit, SoftmaxIterate,
                            explain_row, iter_softmax_study, top_words)
from .._steps import run_job  # the engine's, kept here for scripts using engine.spam
from .studies import (COMPARED, LOGISTIC_MAX_ITER, SOFTMAX, BinaryCurves, CorpusFeatures,
                      Features, HeldOut, compared_models, LogisticIterate, Overview, ScoreTable,
                      SelectionCurve, Study, TopK, binary_curves, corpus_overview, follow,
                      held_out_documents, iter_features,
                      iter_logistic_study, iter_selection_curve_result, iter_study,
                      iter_term_scores, iter_top_k, make_folds, margins, score_table,
                      threshold_predictions)
from .terms import TermOptions, term_stream, token_spans
from .vectorizer import Vectorizer

__all__ = ["BernoulliNB", "binary_curves", "BinaryCurves", "COMPARED", "compared_models",
           "Corpus", "SOFTMAX",
           "corpus_overview", "CorpusFeatures", "Evaluation", "explain_row", "Explanation",
           "Features",
           "FILTER_DEFAULTS", "fold_matrices", "follow", "held_out_documents", "HeldOut",
           "iter_evaluate", "iter_features",
           "iter_load_corpus", "iter_logistic_study", "iter_selection_curve",
           "iter_selection_curve_result", "iter_softmax_study", "iter_study", "iter_term_scores",
           "iter_top_k", "kfold_indices", "LinearSVM", "load_corpus",
           "LOGISTIC_MAX_ITER", "LogisticIterate", "LogisticRegression", "looks_like_email",
           "make_folds", "make_model", "margins", "MODEL_NAMES", "MultinomialNB",
           "normalise_rows", "Overview", "parse_email", "run_job", "score_table", "ScoreTable",
           "SelectionCurve", "SoftmaxExplanation", "SoftmaxFit", "SoftmaxIterate", "SpamFilter",
           "split_matrices",
           "split_indices", "strip_html", "Study", "term_stream", "TermOptions",
           "threshold_predictions", "token_spans",
           "top_words", "TopK", "Vectorizer"]
