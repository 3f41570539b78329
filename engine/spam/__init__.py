"""Spam filtering: corpus readers for e-mail and SMS collections, preprocessing and features,
multinomial and Bernoulli Naive Bayes, a complete explainable filter, discriminative models for
comparison (one implementation, in engine.linear), and evaluation (splits, cross-validation,
learning and feature-selection curves). The studies that chain them into a task are jobs in
:mod:`engine.workflows.spam_filtering`."""
from .corpus import Corpus, iter_load_corpus, load_corpus
from .email_text import looks_like_email, parse_email, strip_html
from .evaluation import (MODEL_NAMES, Evaluation, Features, fold_matrices, iter_evaluate,
                         iter_selection_curve, kfold_indices, make_model,
                         normalise_rows, split_indices, split_matrices)
from ..linear import LinearSVM, LogisticRegression
from .naive_bayes import BernoulliNB, MultinomialNB
from .spam_filter import DEFAULTS as FILTER_DEFAULTS
from .spam_filter import Explanation, SpamFilter
from .softmax_study import (SoftmaxExplanation, SoftmaxFit, SoftmaxIterate,
                            explain_row, iter_softmax_study, top_words)
from .._steps import run_job  # the engine's, kept here for scripts using engine.spam
from .terms import TermOptions, term_stream, token_spans
from .vectorizer import Vectorizer

__all__ = ["BernoulliNB", "Corpus", "Evaluation", "explain_row", "Explanation", "Features",
           "FILTER_DEFAULTS", "fold_matrices", "iter_evaluate", "iter_load_corpus",
           "iter_selection_curve", "iter_softmax_study", "kfold_indices", "LinearSVM",
           "load_corpus", "LogisticRegression", "looks_like_email", "make_model", "MODEL_NAMES",
           "MultinomialNB", "normalise_rows", "parse_email", "run_job", "SoftmaxExplanation",
           "SoftmaxFit", "SoftmaxIterate", "SpamFilter", "split_matrices", "split_indices",
           "strip_html", "term_stream", "TermOptions", "token_spans", "top_words", "Vectorizer"]
