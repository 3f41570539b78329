"""Bayesian networks (notes: [ML] 8. Graphical Model; the joint tables of the Naive Bayes post):
discrete variables, each with its parents and its conditional probability table, and the joint
distribution they factorise,

    P(x₁, …, x_n) = Π_i P(x_i | parents(x_i)),

with exact inference by enumeration — P(Q | e) ∝ Σ_h Π_i P(x_i | parents(x_i)) over every
assignment h of the hidden variables — and by variable elimination (:mod:`.elimination`)."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Iterator, Mapping, Sequence

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import readonly, run_job
from .._validation import DataError
from .factor import MAX_CELLS, Factor, multiply

CPT_TOLERANCE = 1e-9


@dataclass(frozen=True)
class Posterior:
    """P(query | evidence): ``table`` over the query variables (one axis each, domains in
    ``domains``), summing to 1; ``evidence_probability`` is P(evidence)."""

    query: tuple[str, ...]
    domains: tuple[tuple, ...]
    table: np.ndarray
    evidence: dict
    evidence_probability: float

    def __post_init__(self):
        object.__setattr__(self, "table", readonly(self.table))

    def __getitem__(self, value) -> float:
        """P(query = value | evidence) (a tuple of values for several query variables)."""
        values = value if len(self.query) > 1 else (value,)
        return float(self.table[tuple(d.index(v) for d, v in zip(self.domains, values))])


@dataclass(frozen=True)
class Joint:
    """The full joint P(x₁, …, x_n): one axis per variable in ``variables`` order."""

    variables: tuple[str, ...]
    domains: tuple[tuple, ...]
    table: np.ndarray

    def __post_init__(self):
        object.__setattr__(self, "table", readonly(self.table))

    def rows(self) -> Iterator[tuple[tuple, float]]:
        """(assignment, probability) in row-major order, as the notes' joint tables list them."""
        for index in np.ndindex(*self.table.shape):
            yield tuple(d[i] for d, i in zip(self.domains, index)), float(self.table[index])


@dataclass(frozen=True)
class Enumeration:
    """Inference by enumeration, shown term by term: ``assignments`` (m, hidden) holds the value
    indices of each assignment of the ``hidden`` variables, ``terms`` (m, query cells) the
    product Π P(x_i | parents) for each with each query value; summed over the rows they give
    ``unnormalised`` P(query, e), and normalised the posterior."""

    hidden: tuple[str, ...]
    assignments: np.ndarray
    terms: np.ndarray
    unnormalised: np.ndarray
    posterior: Posterior

    def __post_init__(self):
        for name in ("assignments", "terms", "unnormalised"):
            object.__setattr__(self, name, readonly(getattr(self, name)))


class BayesNet:
    """A Bayesian network over discrete variables.

    ``domains``: name → its values (in the order the CPT's last axis lists them);
    ``parents``: name → the names of its parents (missing = none); ``cpts``: name → the table
    P(name | parents) with one axis per parent (in the order given, each as long as the
    parent's domain) and a last axis over the variable's own values, each row summing to 1.
    The graph must be acyclic. Variables are kept in a topological order (``variables``)."""

    def __init__(self, domains: Mapping[str, Sequence], parents: Mapping[str, Sequence[str]],
                 cpts: Mapping[str, object]) -> None:
        if not isinstance(domains, Mapping) or not domains:
            raise DataError(QT_TRANSLATE_NOOP("engine", "domains must map each variable's name "
                                                        "to its values, e.g. {'Rain': (True, "
                                                        "False)}."))
        self.domains = {}
        for name, values in domains.items():
            if not isinstance(name, str) or not name:
                raise DataError(QT_TRANSLATE_NOOP("engine", "Variable names must be non-empty "
                                                            "strings; got {name!r}."), name=name)
            values = tuple(values)
            if len(values) < 1 or len(set(values)) != len(values):
                raise DataError(QT_TRANSLATE_NOOP("engine", "The domain of {name!r} must list "
                                                            "distinct values; got {values!r}."),
                                name=name, values=values)
            self.domains[name] = values
        parents = dict(parents or {})
        unknown = set(parents) - set(self.domains)
        if unknown:
            raise DataError(QT_TRANSLATE_NOOP("engine", "parents names variables without a "
                                                        "domain: {unknown}."),
                            unknown=sorted(unknown))
        self.parents = {}
        for name in self.domains:
            ps = tuple(parents.get(name, ()))
            missing = [p for p in ps if p not in self.domains]
            if missing or name in ps or len(set(ps)) != len(ps):
                raise DataError(QT_TRANSLATE_NOOP("engine", "The parents of {name!r} must be "
                                                            "other, distinct variables of the "
                                                            "network; got {ps!r}."), name=name,
                                ps=ps)
            self.parents[name] = ps
        self.variables = self._topological_order()
        self.cpts = {name: self._check_cpt(name, cpts) for name in self.variables}

    def _topological_order(self) -> tuple[str, ...]:
        order, placed = [], set()
        remaining = list(self.domains)
        while remaining:
            ready = [v for v in remaining if set(self.parents[v]) <= placed]
            if not ready:
                raise DataError(QT_TRANSLATE_NOOP("engine", "The network has a cycle among "
                                                            "{remaining}: a Bayesian network "
                                                            "must be a directed acyclic graph."),
                                remaining=sorted(remaining))
            for v in ready:
                order.append(v)
                placed.add(v)
            remaining = [v for v in remaining if v not in placed]
        return tuple(order)

    def _check_cpt(self, name, cpts) -> np.ndarray:
        if name not in cpts:
            raise DataError(QT_TRANSLATE_NOOP("engine", "No CPT for {name!r}: give P({name} | "
                                                        "{value})."), name=name,
                            value=', '.join(self.parents[name]) or '—')
        try:
            table = np.asarray(cpts[name], dtype=np.float64)
        except (TypeError, ValueError):
            raise DataError(QT_TRANSLATE_NOOP("engine", "The CPT of {name!r} must be numbers."),
                            name=name) from None
        shape = tuple(len(self.domains[p]) for p in self.parents[name]) + \
            (len(self.domains[name]),)
        if table.shape != shape:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The CPT of {name!r} must have shape "
                                                        "{shape} (one axis per parent "
                                                        "{parents_name!r}, then {name!r}'s "
                                                        "values); got {table_shape}."), name=name,
                            shape=shape, parents_name=self.parents[name], table_shape=table.shape)
        if not np.all(np.isfinite(table)) or (table < 0).any():
            raise DataError(QT_TRANSLATE_NOOP("engine", "The CPT of {name!r} must hold "
                                                        "probabilities (finite, ≥ 0)."), name=name)
        sums = table.sum(axis=-1)
        bad = np.argwhere(np.abs(sums - 1.0) > CPT_TOLERANCE) if sums.ndim else \
            np.zeros((int(abs(sums - 1.0) > CPT_TOLERANCE), 0), dtype=np.int64)
        if len(bad):
            row = tuple(int(i) for i in bad[0])
            given = ", ".join(f"{p}={self.domains[p][i]!r}"
                              for p, i in zip(self.parents[name], row))
            raise DataError(QT_TRANSLATE_NOOP("engine", "The row P({name} | {value}) of the CPT "
                                                        "of {name!r} sums to {sums_row:.6g}; "
                                                        "each row must sum to 1."), name=name,
                            value=given or 'no parents', sums_row=sums[row])
        return readonly(table)

    # -- what a view draws -----------------------------------------------------------------
    @property
    def edges(self) -> tuple[tuple[str, str], ...]:
        """(parent, child) pairs, children in topological order."""
        return tuple((p, v) for v in self.variables for p in self.parents[v])

    @property
    def levels(self) -> dict[str, int]:
        """Each variable's depth in the graph (0 for a root, else 1 + its deepest parent's):
        the rows a drawing puts the nodes on, parents above children."""
        depth: dict[str, int] = {}
        for v in self.variables:                  # topological: parents come first
            depth[v] = 1 + max((depth[p] for p in self.parents[v]), default=-1)
        return depth

    @property
    def n_parameters(self) -> int:
        """Free numbers of the CPTs, Σ_i (rows of P(x_i | parents)) · (|x_i| − 1), against
        :attr:`joint_parameters` for the full joint: the notes' point that Naive Bayes turns a
        table of 2¹⁰⁰ numbers into 100 tables of two."""
        return int(sum(t[..., 0].size * (t.shape[-1] - 1) for t in self.cpts.values()))

    @property
    def joint_parameters(self) -> int:
        """Π_i |x_i| − 1: the free numbers of the full joint table."""
        return math.prod(len(d) for d in self.domains.values()) - 1

    def factor(self, name: str) -> Factor:
        """The CPT of ``name`` as a factor over (parents…, name)."""
        self._check_name(name)
        return Factor(self.parents[name] + (name,), self.cpts[name])

    def factors(self) -> list[Factor]:
        return [self.factor(v) for v in self.variables]

    def _sizes(self) -> dict[str, int]:
        return {v: len(d) for v, d in self.domains.items()}

    def joint(self) -> Joint:
        """The full joint P(x₁, …, x_n) = Π_i P(x_i | parents(x_i)) (refused beyond
        five million cells)."""
        product = multiply(self.factors(), self._sizes())
        axes = [product.variables.index(v) for v in self.variables]
        return Joint(self.variables, tuple(self.domains[v] for v in self.variables),
                     np.transpose(product.table, axes))

    # -- inference -----------------------------------------------------------------------------
    def _check_name(self, name):
        if name not in self.domains:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name!r} is not a variable of this "
                                                        "network; its variables are {variables}."),
                            name=name, variables=', '.join(self.variables))

    def check_query(self, query, evidence) -> tuple[tuple[str, ...], dict[str, int]]:
        """The query as a tuple of names and the evidence as name → value index."""
        query = (query,) if isinstance(query, str) else tuple(query)
        if not query:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Name at least one query variable."))
        for q in query:
            self._check_name(q)
        if len(set(query)) != len(query):
            raise DataError(QT_TRANSLATE_NOOP("engine", "The query names a variable twice: "
                                                        "{query!r}."), query=query)
        evidence = dict(evidence or {})
        index = {}
        for name, value in evidence.items():
            self._check_name(name)
            if name in query:
                raise DataError(QT_TRANSLATE_NOOP("engine", "{name!r} is both queried and "
                                                            "observed; drop it from one."),
                                name=name)
            if value not in self.domains[name]:
                raise DataError(QT_TRANSLATE_NOOP("engine", "{value!r} is not a value of "
                                                            "{name!r}; its values are "
                                                            "{domains_name!r}."), value=value,
                                name=name, domains_name=self.domains[name])
            index[name] = self.domains[name].index(value)
        return query, index

    def _posterior(self, query, evidence, unnormalised) -> Posterior:
        total = float(unnormalised.sum())
        if total <= 0:
            raise DataError(QT_TRANSLATE_NOOP("engine", "The evidence has probability 0 under "
                                                        "this network: no posterior exists. "
                                                        "Check the observed values."))
        return Posterior(query, tuple(self.domains[q] for q in query), unnormalised / total,
                         dict(evidence), total)

    def enumerate_query(self, query, evidence=None) -> Enumeration:
        """P(query | evidence) by enumeration: for every assignment of the hidden variables and
        every query value, the product Π_i P(x_i | parents(x_i)) with the evidence fixed,
        summed over the hidden assignments and normalised (all assignments at once, as index
        arrays into the CPTs)."""
        query, ev = self.check_query(query, evidence)
        hidden = tuple(v for v in self.variables if v not in ev and v not in query)
        free = hidden + query
        shape = tuple(len(self.domains[v]) for v in free)
        cells = int(np.prod(shape, dtype=np.float64))
        if cells > MAX_CELLS:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Enumeration would sum {cells:,} terms "
                                                        "(at most {MAX_CELLS:,}); use variable "
                                                        "elimination."), cells=cells,
                            MAX_CELLS=MAX_CELLS)
        grid = np.indices(shape).reshape(len(free), -1)
        value = {v: grid[i] for i, v in enumerate(free)}
        value.update({v: np.full(cells, i) for v, i in ev.items()})
        terms = np.ones(cells)
        for v in self.variables:
            terms *= self.cpts[v][tuple(value[p] for p in self.parents[v] + (v,))]
        n_query = int(np.prod([len(self.domains[q]) for q in query]))
        terms = terms.reshape(-1, n_query)
        unnormalised = terms.sum(axis=0).reshape([len(self.domains[q]) for q in query])
        assignments = grid[:len(hidden)].reshape(len(hidden), cells // n_query, n_query)[:, :, 0].T
        return Enumeration(hidden, assignments, terms, unnormalised,
                           self._posterior(query, {k: evidence[k] for k in ev}, unnormalised))

    def iter_variable_elimination(self, query, evidence=None, order: Sequence[str] | None = None):
        """Variable elimination stepped factor by factor (see
        :func:`engine.bayesnet.elimination.iter_variable_elimination`); the generator returns
        the :class:`Posterior`."""
        from .elimination import iter_variable_elimination
        return iter_variable_elimination(self, query, evidence, order)

    def variable_elimination(self, query, evidence=None,
                             order: Sequence[str] | None = None) -> Posterior:
        """P(query | evidence) by variable elimination (the stepped run, drained)."""
        return run_job(self.iter_variable_elimination(query, evidence, order))
