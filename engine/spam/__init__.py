"""Spam filtering: corpus readers for e-mail and SMS collections, preprocessing and features,
multinomial and Bernoulli Naive Bayes, a complete explainable filter, discriminative models for
comparison, and evaluation (splits, cross-validation, learning and feature-selection curves)."""
from .corpus import Corpus, iter_load_corpus, load_corpus
from .email_text import parse_email, strip_html
from .evaluation import (MODEL_NAMES, Evaluation, fold_matrices, iter_evaluate,
                         iter_learning_curve, iter_selection_curve, kfold_indices, make_model,
                         split_indices)
from ..linear import LinearSVM, LogisticRegression
from .naive_bayes import BernoulliNB, MultinomialNB
from .spam_filter import Explanation, SpamFilter
from .terms import TermOptions, term_stream, token_spans
from .vectorizer import Vectorizer

__all__ = ["BernoulliNB", "Corpus", "Evaluation", "Explanation", "LinearSVM",
           "LogisticRegression", "MODEL_NAMES", "MultinomialNB", "SpamFilter", "TermOptions",
           "Vectorizer", "fold_matrices", "iter_evaluate", "iter_learning_curve",
           "iter_load_corpus", "iter_selection_curve", "kfold_indices", "load_corpus",
           "make_model", "parse_email", "split_indices", "strip_html", "term_stream",
           "token_spans"]
