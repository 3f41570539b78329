"""HMM exercises: one Viterbi column and one forward α column of a small hand-sized HMM
(engine.hmm.DiscreteHMM), and a Markov chain's sequence probability (engine.hmm.MarkovChain)."""
from __future__ import annotations

import numpy as np

from ..hmm import DiscreteHMM, MarkovChain
from ._core import RELATIVE, TWO_DECIMALS, Kind, agree, num, say

_STATES = ["H", "C", "W"]            # hot, cold, warm days (Eisner's ice-cream HMM)
_SYMBOLS = ["1", "2", "3"]           # ice creams eaten


def _row(rng, size):
    """A probability row in tenths, each entry at least 0.1 (no zero paths)."""
    cuts = np.sort(rng.choice(np.arange(1, 10), size=size - 1, replace=False))
    return (np.diff(np.r_[0, cuts, 10]) / 10).tolist()


def _trellis(data):
    """The engine's columns (probabilities, not logs) and back-pointers of data's HMM."""
    hmm = DiscreteHMM(len(data["states"]), len(data["symbols"]), startprob=data["pi"],
                      transmat=data["A"], emissionprob=data["B"])
    obs = [data["symbols"].index(o) for o in data["obs"]]
    it = {"viterbi": hmm.iter_viterbi, "forward": hmm.iter_forward,
          "backward": hmm.iter_backward}[data["algorithm"]](obs)
    steps = list(it)          # β comes last position first: its last step is column 1
    return [np.exp(s.column) for s in steps], [s.back for s in steps]


def _candidates(data, previous, j):
    """previous(i)·A_ij·B_j(o_t) for each predecessor i: the terms of one cell's formula."""
    A, B = np.array(data["A"]), np.array(data["B"])
    k = data["symbols"].index(data["obs"][-1])
    return np.asarray(previous) * A[:, j] * B[j, k]


def _matrix(rows) -> str:
    return "[" + "; ".join(" ".join(num(v) for v in row) for row in rows) + "]"


def _backward_terms(data, following):
    """A_ij·B_j(o_2)·β_2(j) for each successor j of every state i: the terms of β_1(i)."""
    A, B = np.array(data["A"]), np.array(data["B"])
    k = data["symbols"].index(data["obs"][1])
    return A * (B[:, k] * np.asarray(following))[None, :]


def _make_trellis(algorithm):
    def make(rng, level):
        n = 2 if level == 1 else 3
        m = 2 if level == 1 else 3
        T = level + 1
        for _ in range(100):                 # until no back-pointer is a near tie
            data = {"algorithm": algorithm, "states": _STATES[:n], "symbols": _SYMBOLS[:m],
                    "pi": _row(rng, n), "A": [_row(rng, n) for _ in range(n)],
                    "B": [_row(rng, m) for _ in range(n)],
                    "obs": [str(s) for s in rng.choice(_SYMBOLS[:m], size=T)]}
            columns, _ = _trellis(data)
            data["previous"] = columns[-2].tolist()
            if algorithm == "forward":
                break
            best = [np.sort(_candidates(data, data["previous"], j))[::-1] for j in range(n)]
            if all(c[0] > 1.05 * c[1] for c in best):
                break
        prev = ", ".join(f"{s}: {num(v)}" for s, v in zip(data["states"], data["previous"]))
        model = {"states": ", ".join(data["states"]), "A": _matrix(data["A"]),
                 "B": _matrix(data["B"]), "symbols": ", ".join(data["symbols"]),
                 "obs": " ".join(data["obs"])}
        if algorithm == "backward":
            prompt = say("An HMM with states {states}, transitions A = {A} (row = from) and "
                         "emissions B = {B} (columns = symbols {symbols}) reads {obs}; column 2 "
                         "of the backward trellis is β = ({previous}). Fill column 1: β_1(i) = "
                         "Σ_j A_ij·B_j(o_2)·β_2(j) for each state.", **model, previous=prev)
            return data, prompt
        sym = "δ" if algorithm == "viterbi" else "α"
        rule = ("δ_t(j) = max_i δ_{t−1}(i)·A_ij·B_j(o_t) and its back-pointer ψ_t(j)"
                if algorithm == "viterbi" else "α_t(j) = Σ_i α_{t−1}(i)·A_ij·B_j(o_t)")
        template = ("An HMM with states {states}, transitions A = {A} (row = from) and "
                    "emissions B = {B} (columns = symbols {symbols}) reads {obs}; column {t} of "
                    "the Viterbi trellis is {sym} = ({previous}). Fill column {T}: {rule} for "
                    "each state." if algorithm == "viterbi" else
                    "An HMM with states {states}, transitions A = {A} (row = from) and "
                    "emissions B = {B} (columns = symbols {symbols}) reads {obs}; column {t} of "
                    "the forward trellis is {sym} = ({previous}). Fill column {T}: {rule} for "
                    "each state.")
        prompt = say(template, **model, t=T - 1, sym=sym, previous=prev, T=T,
                     rule=say(rule))
        return data, prompt
    return make


def _solve_trellis(data):
    columns, backs = _trellis(data)
    states, out = data["states"], {}
    sym = {"viterbi": "delta", "forward": "alpha", "backward": "beta"}[data["algorithm"]]
    for j, s in enumerate(states):
        out[f"{sym}({s})"] = float(columns[-1][j])
    if data["algorithm"] == "viterbi":
        for j, s in enumerate(states):
            out[f"psi({s})"] = states[int(backs[-1][j])]
    return out


def _explain_trellis(data, solution):
    states, prev, out = data["states"], data["previous"], {}
    if data["algorithm"] == "backward":
        o2 = data["obs"][1]
        k = data["symbols"].index(o2)
        terms = _backward_terms(data, prev)
        for i, s in enumerate(states):
            written = " + ".join(f"{num(data['A'][i][j])}·{num(data['B'][j][k])}·{num(prev[j])}"
                                 for j in range(len(states)))
            out[f"beta({s})"] = (f"β_1({s}) = Σ_j A_{s}j·B_j({o2})·β_2(j) = {written} = "
                                 f"{num(terms[i].sum())}")
        return out
    o, T = data["obs"][-1], len(data["obs"])
    k = data["symbols"].index(o)
    viterbi = data["algorithm"] == "viterbi"
    for j, s in enumerate(states):
        terms = [f"{num(prev[i])}·{num(data['A'][i][j])}·{num(data['B'][j][k])}"
                 for i in range(len(states))]
        cand = _candidates(data, prev, j)
        if viterbi:
            best = states[int(np.argmax(cand))]
            out[f"delta({s})"] = (f"δ_{T}({s}) = max_i δ_{T - 1}(i)·A_i{s}·B_{s}({o}) = max("
                                  f"{', '.join(terms)}) = max({', '.join(map(num, cand))}) = "
                                  f"{num(solution[f'delta({s})'])}")
            out[f"psi({s})"] = (f"ψ_{T}({s}) = argmax_i δ_{T - 1}(i)·A_i{s}·B_{s}({o}) = "
                                f"{best}: its term {num(cand.max())} is the largest of "
                                f"{', '.join(map(num, cand))}")
        else:
            out[f"alpha({s})"] = (f"α_{T}({s}) = Σ_i α_{T - 1}(i)·A_i{s}·B_{s}({o}) = "
                                  f"{' + '.join(terms)} = {num(solution[f'alpha({s})'])}")
    return out


def _check_trellis(data):
    agree(data["previous"], _trellis(data)[0][-2], "previous column")


VITERBI = Kind("viterbi", "hmm/Trellis", "One Viterbi column", _make_trellis("viterbi"),
               _solve_trellis, _explain_trellis, lambda part, data=None: RELATIVE,
               _check_trellis)
FORWARD = Kind("forward", "hmm/Trellis", "One forward α column", _make_trellis("forward"),
               _solve_trellis, _explain_trellis, lambda part, data=None: RELATIVE,
               _check_trellis)
BACKWARD = Kind("backward", "hmm/Trellis", "One backward β column", _make_trellis("backward"),
                _solve_trellis, _explain_trellis, lambda part, data=None: RELATIVE,
                _check_trellis)

# -- Markov chain ---------------------------------------------------------------------------
_TAGS = ["DET", "NOUN", "VERB", "ADJ"]


def _make_chain(rng, level):
    tags = _TAGS[: level + 1]
    train = [[str(t) for t in rng.choice(tags, size=int(rng.integers(2, 4 + level)))]
             for _ in range(2 + level)]
    seen = sorted({t for s in train for t in s})
    query = [str(t) for t in rng.choice(seen, size=level + 1)]
    alpha = 1.0 if level < 3 else 0.5
    data = {"train": train, "query": query, "alpha": alpha}
    shown = " | ".join(" ".join(s) for s in train)
    prompt = say("A first-order Markov chain is counted from the tag sequences {shown} (each "
                 "padded with <s> and </s>) with add-{alpha} smoothing. Give each factor "
                 "p(t_i | t_(i−1)) of <s> {query} </s> and the product P.",
                 shown=shown, alpha=num(alpha), query=" ".join(query))
    return data, prompt


def _chain(data):
    chain = MarkovChain(order=1, alpha=data["alpha"]).fit(data["train"])
    return chain, chain.log_prob(data["query"])


def _solve_chain(data):
    _, (logp, factors) = _chain(data)
    out = {f"p[{k}]": float(p) for k, (_, _, p) in enumerate(factors, 1)}
    out["P"] = float(np.exp(logp))
    return out


def _explain_chain(data, solution):
    chain, (_, factors) = _chain(data)
    alpha, K, out = data["alpha"], len(chain.states_), {}
    for k, (ctx, tag, p) in enumerate(factors, 1):
        c = chain.counts_.get(ctx + (tag,), 0)
        total = chain.context_.get(ctx, 0)
        out[f"p[{k}]"] = (f"p({tag} | {ctx[0]}) = (c({ctx[0]} {tag}) + α)/(c({ctx[0]}) + "
                          f"α·(K + 1)) = ({c} + {num(alpha)})/({total} + {num(alpha)}·{K + 1}) "
                          f"= {num(p)}")
    out["P"] = ("P = " + " · ".join(num(p) for *_, p in factors) + f" = {num(solution['P'])}")
    return out


MARKOV_CHAIN = Kind("markov_chain", "hmm/Markov chain", "Probability of a tag sequence", _make_chain,
                    _solve_chain, _explain_chain,
                    lambda part, data=None: RELATIVE if part == "P" else TWO_DECIMALS)
