"""Text-processing exercises: fill a minimum-edit-distance table (engine.text.minimum_edit) and
the notes' t-test of bigrams (engine.text.BigramTable.t_test)."""
from __future__ import annotations

import numpy as np

from ..text import T_CRITICAL, BigramTable, edit_distance
from ._core import LOOSE, RELATIVE, Kind, num, say

# -- minimum edit distance ------------------------------------------------------------------
_LETTERS = "AENRSTUWY"      # few letters, so that matches (free diagonal moves) happen


def _make_edit(rng, level):
    lengths = {1: (3, 4), 2: (4, 5), 3: (5, 6)}[level]
    alphabet = _LETTERS[: 4 + level]
    a = "".join(rng.choice(list(alphabet), size=lengths[0]))
    b = "".join(rng.choice(list(alphabet), size=lengths[1]))
    if a == b[:len(a)]:                       # keep at least one substitution to think about
        b = b[::-1]
    substitute = 1 if level == 1 else 2
    data = {"a": a, "b": b, "insert": 1, "delete": 1, "substitute": substitute}
    prompt = say("Fill the minimum edit distance table from {a} to {b} (insertion 1, deletion "
                 "1, substitution {substitute}): E(i, j) for every cell.",
                 a=a, b=b, substitute=substitute)
    return data, prompt


def _edit_table(data):
    if max(len(data["a"]), len(data["b"])) > 12:     # a table to fill by hand, not 5,000²
        raise ValueError("its words must have at most 12 letters")
    return edit_distance(data["a"], data["b"], insert=data["insert"], delete=data["delete"],
                         substitute=data["substitute"])


def _cell(i, j):
    return f"E({i},{j})"


def _solve_edit(data):
    table = _edit_table(data).table
    n, m = table.shape
    return {_cell(i, j): float(table[i, j]) for i in range(n) for j in range(m) if i or j}


def _explain_edit(data, solution):
    e = _edit_table(data)
    a, b = data["a"], data["b"]
    out = {}
    for j in range(1, len(b) + 1):
        out[_cell(0, j)] = f"E(0,{j}) = {j}·ins = {num(solution[_cell(0, j)])}"
    for i in range(1, len(a) + 1):
        out[_cell(i, 0)] = f"E({i},0) = {i}·del = {num(solution[_cell(i, 0)])}"
    for s in e.iter_fill():                  # the engine's own candidates for every cell
        same = a[s.i - 1] == b[s.j - 1]
        sub = f"E({s.i - 1},{s.j - 1}) + {'0' if same else 'sub'}"
        out[_cell(s.i, s.j)] = (
            f"E({s.i},{s.j}) = min(E({s.i - 1},{s.j}) + del, E({s.i},{s.j - 1}) + ins, {sub} "
            f"[{a[s.i - 1]} {'=' if same else '≠'} {b[s.j - 1]}]) = min({num(s.delete)}, "
            f"{num(s.insert)}, {num(s.substitute)}) = {num(s.value)}")
    return out


EDIT_DISTANCE = Kind("edit_distance", "text/Edit distance", "Minimum edit distance table",
                     _make_edit, _solve_edit, _explain_edit)

# -- t-test of bigrams ----------------------------------------------------------------------
_BIGRAMS = [("new", "companies"), ("strong", "tea"), ("of", "the"), ("stock", "market"),
            ("in", "a"), ("machine", "learning"), ("the", "data"), ("San", "Francisco")]


def _make_t(rng, level):
    n = int(rng.integers(2, 10)) * 10 ** (3 + level)
    picks = rng.choice(len(_BIGRAMS), size=level, replace=False)
    rows = []
    for k in picks:
        w1, w2 = _BIGRAMS[k]
        c1 = int(rng.integers(n // 20000, n // 500))
        c2 = int(rng.integers(n // 20000, n // 500))
        expected = c1 * c2 / n
        # between a little below chance and well above it, so both verdicts happen
        c12 = int(max(1, round(expected * rng.uniform(0.6, 1.0) + rng.integers(0, 25))))
        rows.append({"w1": w1, "w2": w2, "c1": c1, "c2": c2, "c12": min(c12, c1, c2)})
    data = {"n": n, "bigrams": rows}
    listed = "; ".join(f"c({r['w1']} {r['w2']}) = {r['c12']}, c({r['w1']}) = {r['c1']}, "
                       f"c({r['w2']}) = {r['c2']}" for r in rows)
    prompt = say("In a text of N = {n:,} tokens, {listed}. For each bigram give x̄, μ, t = "
                 "(x̄ − μ)/√(s²/N) with s² ≈ x̄, and whether t > {critical} (a collocation at "
                 "α = 0.005).", n=n, listed=listed, critical=T_CRITICAL)
    return data, prompt


def _t_table(data):
    rows, n = data["bigrams"], data["n"]
    if isinstance(n, bool) or not isinstance(n, int) or n < 1 or not rows or any(
            not 1 <= r["c12"] <= min(r["c1"], r["c2"]) or max(r["c1"], r["c2"]) > n
            for r in rows):
        raise ValueError("its counts must satisfy 1 ≤ c(w1 w2) ≤ c(w1), c(w2) ≤ N")
    return BigramTable([(r["w1"], r["w2"]) for r in rows],
                       np.array([r["c12"] for r in rows], float),
                       np.array([r["c1"] for r in rows]), np.array([r["c2"] for r in rows]),
                       int(data["n"]))


def _name(row):
    return f"{row['w1']} {row['w2']}"


def _solve_t(data):
    t = _t_table(data).t_test()
    out = {}
    for k, row in enumerate(data["bigrams"]):
        name = _name(row)
        out[f"x_bar({name})"] = float(t["x_bar"][k])
        out[f"mu({name})"] = float(t["mu"][k])
        out[f"t({name})"] = float(t["t"][k])
        out[f"significant({name})"] = bool(t["significant"][k])
    return out


def _explain_t(data, solution):
    n, out = data["n"], {}
    for row in data["bigrams"]:
        name = _name(row)
        x, mu, t = (solution[f"{p}({name})"] for p in ("x_bar", "mu", "t"))
        out[f"x_bar({name})"] = f"x̄ = c({name})/N = {row['c12']}/{n} = {num(x)}"
        out[f"mu({name})"] = (f"μ = p({row['w1']})·p({row['w2']}) = ({row['c1']}/{n})·"
                              f"({row['c2']}/{n}) = {num(mu)}")
        out[f"t({name})"] = (f"t = (x̄ − μ)/√(s²/N) = ({num(x)} − {num(mu)})/√({num(x)}/{n}) "
                             f"= {num(t)}")
        verdict = "is" if t > T_CRITICAL else "is not"
        out[f"significant({name})"] = (f"t = {num(t)} {'>' if t > T_CRITICAL else '≤'} "
                                       f"{T_CRITICAL}: {name} {verdict} a collocation at "
                                       "α = 0.005")
    return out


def _t_tolerance(part, data=None):
    return LOOSE if part.startswith("t(") else RELATIVE


T_TEST = Kind("t_test", "text/Collocations", "t-test of a bigram", _make_t, _solve_t,
              _explain_t, _t_tolerance)

