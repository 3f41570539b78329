"""Bayesian-network exercises ([ML] 8. Graphical Model): the posterior of one variable given the
evidence on a small network of binary variables (engine.bayesnet), by summing the joint
P(x₁, …, x_n) = Π_i P(x_i | parents(x_i)) over the hidden variables — level 1 a cause and its
effect (A → B), level 2 a chain (A → B → C), level 3 two causes of one effect and its witness
(A → C ← B, C → D: the burglary/alarm network's shape, Mary's call observed)."""
from __future__ import annotations

import numpy as np

from ..bayesnet import BayesNet
from ._core import LOOSE, RELATIVE, Kind, num, say

TF = (True, False)
_SHAPES = {1: ({"B": ("A",)}, "A", {"B": True}),
           2: ({"B": ("A",), "C": ("B",)}, "A", {"C": True}),
           3: ({"C": ("A", "B"), "D": ("C",)}, "A", {"D": True})}


def _p(rng) -> float:
    return float(rng.integers(1, 10)) / 10          # 0.1 … 0.9: a table a student can use


def _make(rng, level):
    parents, query, evidence = _SHAPES[level]
    names = sorted({"A", *parents, *(p for ps in parents.values() for p in ps)})
    true_prob = {}
    for v in names:
        rows = 2 ** len(parents.get(v, ()))
        true_prob[v] = [_p(rng) for _ in range(rows)]
    data = {"names": names, "parents": {v: list(ps) for v, ps in parents.items()},
            "true": true_prob, "query": query, "evidence": {k: bool(x) for k, x in
                                                           evidence.items()}}
    tables = []
    for v in names:
        ps = parents.get(v, ())
        if not ps:
            tables.append(f"P({v}) = {num(true_prob[v][0])}")
            continue
        rows = np.ndindex(*(2,) * len(ps))
        cells = [", ".join(f"{p}={'T' if i == 0 else 'F'}" for p, i in zip(ps, r))
                 for r in rows]
        tables.append("; ".join(f"P({v} | {c}) = {num(p)}"
                                for c, p in zip(cells, true_prob[v])))
    ev = ", ".join(f"{k} = T" for k in evidence)
    edges = ", ".join(f"{p} → {v}" for v, ps in parents.items() for p in ps)
    prompt = say("Binary variables (T/F), edges {edges}. CPTs (probability of T): {tables}. "
                 "Give P(e) for the evidence {evidence}, and P({query} = T | {evidence}).",
                 edges=edges, tables=" · ".join(tables), evidence=ev, query=query)
    return data, prompt


def _net(data) -> BayesNet:
    names, parents = data["names"], {v: tuple(ps) for v, ps in data["parents"].items()}
    cpts = {}
    for v in names:
        p = np.asarray(data["true"][v], dtype=np.float64)
        shape = (2,) * len(parents.get(v, ())) + (2,)
        cpts[v] = np.stack([p, 1 - p], axis=-1).reshape(shape)
    return BayesNet({v: TF for v in names}, parents, cpts)


def _solve(data):
    post = _net(data).variable_elimination(data["query"], data["evidence"])
    return {"P(e)": float(post.evidence_probability), "P(q|e)": float(post[True])}


def _explain(data, solution):
    net = _net(data)
    e = net.enumerate_query(data["query"], data["evidence"])
    q = data["query"]
    sums = ", ".join(f"P({q} = {'T' if k == 0 else 'F'}, e) = Σ_h Π_i P(x_i | parents) = "
                     f"{num(x)}" for k, x in enumerate(np.ravel(e.unnormalised)))
    hidden = ", ".join(e.hidden) or "none"
    pe = solution["P(e)"]
    return {"P(e)": f"{sums} (hidden: {hidden}); P(e) = their sum = {num(pe)}",
            "P(q|e)": (f"P({q} = T | e) = P({q} = T, e) / P(e) = "
                       f"{num(np.ravel(e.unnormalised)[0])} / {num(pe)} = "
                       f"{num(solution['P(q|e)'])}")}


BAYES_POSTERIOR = Kind("bayes_posterior", "hmm/Bayesian network",
                       "A posterior in a Bayesian network", _make, _solve, _explain,
                       lambda part, data=None: RELATIVE if part == "P(e)" else LOOSE)
