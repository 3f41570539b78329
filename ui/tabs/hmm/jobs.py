"""The HMM tab's worker jobs: thin names over :mod:`engine.workflows.tagging`, where the chains
live (read, train and compare, save and reopen, the chain of tags). Each yields Progress between
its stages (a tagger's fit included, so Cancel stops it) and returns one frozen dataclass."""
from __future__ import annotations

from engine.workflows.tagging import (ChainFit, CorpusRead, LoadedTagger, SavedTagger, Trained,
                                      TrainSettings, iter_chain, iter_load_tagger,
                                      iter_read_and_train, iter_read_corpus, iter_save_tagger,
                                      iter_train)

__all__ = ["ChainFit", "CorpusRead", "LoadedTagger", "SavedTagger", "TrainSettings", "Trained",
           "chain_job", "load_tagger_job", "read_and_train_job", "read_job", "save_tagger_job",
           "train_job"]

read_job = iter_read_corpus
train_job = iter_train
read_and_train_job = iter_read_and_train
save_tagger_job = iter_save_tagger
load_tagger_job = iter_load_tagger
chain_job = iter_chain
