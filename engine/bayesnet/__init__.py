"""Bayesian networks (notes: [ML] 8. Graphical Model): :class:`BayesNet` with its CPTs checked,
the joint table it implies, inference by enumeration and by variable elimination stepped factor
by factor, and presets (the burglary/alarm network, Naive Bayes as a network, the notes' joint
table)."""
from .elimination import EliminationStep, iter_variable_elimination
from .factor import Factor, multiply
from .network import BayesNet, Enumeration, Joint, Posterior
from .presets import (NOTES_JOINT, bernoulli_nb_network, burglary_alarm, naive_bayes_network,
                      notes_joint_network)

__all__ = ["NOTES_JOINT", "BayesNet", "EliminationStep", "Enumeration", "Factor", "Joint",
           "Posterior", "bernoulli_nb_network", "burglary_alarm", "iter_variable_elimination",
           "multiply", "naive_bayes_network", "notes_joint_network"]
