"""Hidden Markov models: a discrete HMM with Baum–Welch, a supervised HMM tagger, Markov chains
of tags, and tagged corpus readers."""
from .corpus import FORMATS, detect_format, parse_tagged, read_tagged
from .chain import MarkovChain
from .discrete import BaumWelchStep, DiscreteHMM, viterbi
from .tagger import HMMTagger, TrellisStep, signature

__all__ = ["BaumWelchStep", "DiscreteHMM", "FORMATS", "HMMTagger", "MarkovChain", "TrellisStep",
           "detect_format", "parse_tagged", "read_tagged", "signature", "viterbi"]
