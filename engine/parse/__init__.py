"""Parsing with probabilistic context-free grammars ("[NLP] 8. Language Parsing"): PCFGs in
NLTK's notation or induced from a treebank (relative frequencies, as NLTK's ``induce_pcfg``),
bracketed (Penn ``.mrg``) trees and their readers, Chomsky normal form step by step and back,
and the CKY parser (the best tree, the inside probability, the chart cell by cell)."""
from .cky import MAX_CANDIDATES, Candidate, CellEntry, CKYParser, CKYStep, Parse
from .cnf import CNFConversion, CNFStage
from .grammar import PCFG, Rule
from .jobs import SOURCES, LoadedGrammar, load_grammar_job
from .reference import cky_reference
from .samples import sample_grammar, sample_treebank
from .trees import Tree, parse_tree, parse_trees, read_treebank, read_trees

__all__ = ["MAX_CANDIDATES", "SOURCES", "CKYParser", "CKYStep", "CNFConversion", "CNFStage",
           "Candidate", "CellEntry", "LoadedGrammar", "PCFG", "Parse", "Rule", "Tree",
           "cky_reference", "load_grammar_job", "parse_tree", "parse_trees", "read_treebank",
           "read_trees", "sample_grammar", "sample_treebank"]
