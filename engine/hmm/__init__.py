"""Hidden Markov models: one log-space forward/backward/Viterbi core for first- and second-order
models, a discrete HMM (evaluate a given model, or learn one with Baum–Welch), a supervised HMM
tagger at the level of TnT (order 2 by default: deleted interpolation, suffix tries for unknown
words with an explanation of each, an optional beam) and its evaluation, Markov chains of tags,
and tagged corpus readers. Splitting a corpus, training and comparing taggers, TnT's beam study
(tasks that chain these): :mod:`engine.workflows.tagging`."""
from . import core
from .chain import MarkovChain
from .corpus import (
                     FORMATS,
                     TaggedCorpus,
                     detect_format,
                     parse_tagged,
                     read_tagged,
                     read_tagged_folder,
)
from .discrete import BaumWelchStep, DiscreteHMM, check_stochastic, viterbi
from .evaluation import TaggerReport, evaluate_tagger, iter_evaluate_tagger, split_corpus
from .tag_file import TaggedFile, iter_tag_file, split_and_tokenize
from .tagger import HMMTagger, TrellisStep, signature
from .trellis import column_steps
from .unknown import SuffixLevel, WordExplanation

__all__ = ["FORMATS", "BaumWelchStep", "DiscreteHMM", "HMMTagger", "MarkovChain", "SuffixLevel",
           "TaggedCorpus", "TaggedFile", "TaggerReport", "TrellisStep", "WordExplanation",
           "check_stochastic", "column_steps", "core", "detect_format", "evaluate_tagger",
           "iter_evaluate_tagger", "iter_tag_file", "parse_tagged", "read_tagged",
           "read_tagged_folder", "signature", "split_and_tokenize", "split_corpus", "viterbi"]
