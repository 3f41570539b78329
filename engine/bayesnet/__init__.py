"""Bayesian networks (notes: [ML] 8. Graphical Model): :class:`BayesNet` with its CPTs checked,
the joint table it implies, inference by enumeration and by variable elimination stepped factor
by factor, and presets (the burglary/alarm network, Naive Bayes as a network, the notes' joint
table), a network typed as text and edited CPT by CPT."""
from .elimination import EliminationStep, check_order, iter_variable_elimination
from .factor import Factor, multiply
from .network import BayesNet, Enumeration, Joint, Posterior
from .presets import (NOTES_JOINT, bernoulli_nb_network, burglary_alarm, cat_tiger_network,
                      naive_bayes_network, notes_joint_network)
from .structure import (brute_force_query, cpt_rows, parse_structure, restructure,
                        structure_text, with_cpt)

__all__ = ["NOTES_JOINT", "BayesNet", "EliminationStep", "Enumeration", "Factor", "Joint",
           "Posterior", "bernoulli_nb_network", "brute_force_query", "burglary_alarm", "cat_tiger_network",
           "check_order",
           "cpt_rows",
           "iter_variable_elimination", "multiply", "naive_bayes_network", "notes_joint_network",
           "parse_structure", "restructure", "structure_text", "with_cpt"]
