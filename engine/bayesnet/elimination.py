"""Variable elimination (notes: [ML] 8), stepped: restrict every CPT to the evidence, then for
each hidden variable in the elimination order multiply the factors that mention it and sum it
out,

    τ(rest) = Σ_x Π_{φ ∋ x} φ,

and finally multiply what remains (factors over the query only) and normalise:
P(Q | e) = Π φ(Q) / Σ_Q Π φ(Q). Each phase is one :class:`EliminationStep`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Generator, Sequence

from .._messages import QT_TRANSLATE_NOOP
from .._steps import Step
from .._validation import DataError
from .factor import Factor, multiply

if TYPE_CHECKING:                  # network.py imports this module for its methods
    from .network import BayesNet, Posterior

PHASES = ("restrict", "multiply", "sum-out", "normalize")


@dataclass(frozen=True)
class EliminationStep(Step):
    """One phase of variable elimination. ``factors`` is the pool after this step; ``variable``
    the variable being eliminated (None for "restrict" and "normalize"); ``used`` the factors
    this step took from the pool; ``result`` the factor it made (the product, the summed-out
    τ, or the normalised posterior; None for "restrict", whose ``used`` are the CPTs and
    ``factors`` their restrictions); ``largest`` the most cells of any factor so far (the
    cost an elimination order incurs). ``converged`` on the last step: the posterior is
    complete."""

    iteration: int
    phase: str
    factors: tuple[Factor, ...]
    variable: str | None
    used: tuple[Factor, ...]
    result: Factor | None
    largest: int
    converged: bool = False
    stopped: str | None = None

    objective_name: ClassVar[str] = "largest"
    iterative: ClassVar[bool] = False


def check_order(net: BayesNet, query, evidence, order) -> tuple[str, ...]:
    """The elimination order: every hidden variable (neither queried nor observed) exactly
    once; by default the hidden variables from the leaves up (reverse topological order)."""
    hidden = [v for v in net.variables if v not in query and v not in evidence]
    if order is None:
        return tuple(reversed(hidden))
    order = tuple([order] if isinstance(order, str) else order)
    if sorted(order) != sorted(hidden) or len(set(order)) != len(order):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The elimination order must name each "
                                                    "hidden variable once: {value} (in any "
                                                    "order); got {order}."),
                        value=', '.join(hidden) or 'none', order=list(order))
    return order


def iter_variable_elimination(net: BayesNet, query, evidence=None,
                              order: Sequence[str] | None = None
                              ) -> Generator[EliminationStep, None, Posterior]:
    """Validate now, then return the generator of the elimination's steps; it *returns* the
    :class:`Posterior` P(query | evidence) (``engine.run_job`` gives it)."""
    if not all(hasattr(net, a) for a in ("variables", "parents", "cpts", "_posterior")):
        raise TypeError(f"net must be a BayesNet; got {type(net).__name__}.")
    query, ev = net.check_query(query, evidence)
    order = check_order(net, query, ev, order)
    shown = {k: evidence[k] for k in ev}
    return _run(net, query, ev, order, shown)


def _run(net, query, ev, order, shown):
    sizes = {v: len(d) for v, d in net.domains.items()}
    cpts = net.factors()
    pool = [f.restrict(ev) for f in cpts]
    largest = max(f.size for f in pool)
    it = 1
    yield EliminationStep(it, "restrict", tuple(pool), None, tuple(cpts), None, largest)
    for v in order:
        used = [f for f in pool if v in f.variables]
        rest = [f for f in pool if v not in f.variables]
        product = multiply(used, sizes)
        largest = max(largest, product.size)
        it += 1
        yield EliminationStep(it, "multiply", tuple(rest + [product]), v, tuple(used), product,
                              largest)
        tau = product.sum_out(v)
        pool = rest + [tau]
        it += 1
        yield EliminationStep(it, "sum-out", tuple(pool), v, (product,), tau, largest)
    final = multiply(pool, sizes)
    axes = [final.variables.index(q) for q in query]
    table = final.table.transpose(axes) if final.variables else final.table
    posterior = net._posterior(query, shown, table)
    result = Factor(query, posterior.table)
    it += 1
    yield EliminationStep(it, "normalize", (result,), None, tuple(pool), result,
                          max(largest, final.size), converged=True)
    return posterior
