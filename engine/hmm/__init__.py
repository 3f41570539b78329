"""Hidden Markov models. (The tagger and the HMM tab are still to come: see issue 5.)"""
from .discrete import BaumWelchStep, DiscreteHMM, viterbi

__all__ = ["BaumWelchStep", "DiscreteHMM", "viterbi"]
