"""Hidden Markov models: a discrete HMM with Baum–Welch, a supervised HMM tagger, and tagged
corpus readers. (The HMM tab is still to come: issue 5.)"""
from .corpus import FORMATS, detect_format, parse_tagged, read_tagged
from .discrete import BaumWelchStep, DiscreteHMM, viterbi
from .tagger import HMMTagger, TrellisStep, signature

__all__ = ["BaumWelchStep", "DiscreteHMM", "FORMATS", "HMMTagger", "TrellisStep",
           "detect_format", "parse_tagged", "read_tagged", "signature", "viterbi"]
