"""The Bayesian network view's words: the formula of the variable-elimination step on show with
its numbers, and the check of the three answers (variable elimination, enumeration and the
brute-force joint). Every sentence goes through ``tr`` (lupdate files a module-level tr() under the
empty context)."""
from __future__ import annotations

from html import escape

import numpy as np
from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def value_text(x) -> str:
    """A variable's value as shown: True and False in the interface's words (참/거짓 in
    Korean); any other value as it is written. Display only: keys, the roles' data and saved
    networks keep the value itself."""
    if isinstance(x, (bool, np.bool_)):
        return tr("True") if x else tr("False")
    return str(x)


def factor_name(f) -> str:
    """φ(A, B): a factor named by its variables."""
    return "φ(" + ", ".join(f.variables) + ")"


def factor_values(f, limit: int = 8) -> str:
    flat = np.ravel(f.table)
    shown = ", ".join(f"{x:.4g}" for x in flat[:limit])
    return shown + (", …" if flat.size > limit else "")


def posterior_text(p) -> str:
    """P(Q = v | e) for each query value, one per line."""
    given = ", ".join(f"{k} = {value_text(v)}" for k, v in p.evidence.items())
    given = f" | {escape(given)}" if given else ""
    lines = []
    for index in np.ndindex(*p.table.shape):
        values = ", ".join(f"{q} = {value_text(d[i])}"
                           for q, d, i in zip(p.query, p.domains, index))
        lines.append(f"P({escape(values)}{given}) = <b>{p.table[index]:.6f}</b>")
    return "<br>".join(lines)


def intro_html(net) -> str:
    return tr("<h3>A Bayesian network</h3><p>The joint factorises along the graph: "
              "P(x<sub>1</sub>, …, x<sub>n</sub>) = Π<sub>i</sub> P(x<sub>i</sub> | "
              "parents(x<sub>i</sub>)). This network needs {params} numbers in its CPTs; its "
              "full joint table needs {joint}.</p><p>Click a node to edit its CPT, give each "
              "variable its role (query, observed value, hidden), then Infer: the joint, "
              "inference by enumeration and variable elimination stepped factor by factor, "
              "checked against the brute-force joint.</p>").format(
        params=net.n_parameters, joint=net.joint_parameters)


def step_html(step, order) -> str:
    """The formula of ``step`` (an ``EliminationStep``) with its factors' numbers."""
    used = ", ".join(factor_name(f) for f in step.used)
    if step.phase == "restrict":
        head = tr("<h3>Restrict to the evidence</h3><p>Each CPT P(X | parents) becomes a "
                  "factor; the observed variables are fixed at their values, so their axes "
                  "drop out. Elimination order: {order}.</p>").format(
            order=escape(", ".join(order)) or tr("nothing to eliminate"))
    elif step.phase == "multiply":
        head = tr("<h3>Eliminate {var}: multiply</h3><p>The factors that mention {var} are "
                  "multiplied on the union of their variables: {result} = {used} "
                  "({cells} cells).</p>").format(
            var=escape(step.variable), result=factor_name(step.result), used=used,
            cells=step.result.size)
    elif step.phase == "sum-out":
        rest = ", ".join(step.result.variables)
        head = tr("<h3>Eliminate {var}: sum out</h3><p>τ({rest}) = Σ<sub>{var}</sub> "
                  "{product}: {var} is gone from the pool.</p>").format(
            var=escape(step.variable), rest=escape(rest), product=used)
    else:
        head = tr("<h3>Normalise</h3><p>The factors left mention only the query: their product"
                  " {used} is P(Q, e); divided by its sum P(e) it is P(Q | e).</p>").format(
            used=used or "1")
    pool = "".join(f"<li>{factor_name(f)}: {factor_values(f)}</li>" for f in step.factors)
    return head + tr("<p>The pool after this step (largest factor so far: {largest} cells):"
                     "</p>").format(largest=step.largest) + f"<ul>{pool}</ul>"


def check_html(ve, enumeration, brute) -> str:
    """The three answers and their largest difference; ``ve`` is the table of the
    elimination's last step (normalised, over the query)."""
    ve = type(brute)(brute.query, brute.domains, np.asarray(ve), brute.evidence,
                     brute.evidence_probability)
    diff = max(float(np.max(np.abs(ve.table - brute.table))),
               float(np.max(np.abs(enumeration.posterior.table - brute.table))))
    return tr("<h3>Checked against the brute-force joint</h3><p><b>Variable elimination</b>"
              "<br>{ve}</p><p><b>Enumeration</b> (Σ over {m} assignments of the hidden "
              "variables)<br>{enum}</p><p><b>Brute-force joint</b> (sum of the joint table's "
              "rows that agree with the evidence)<br>{brute}</p><p>P(e) = {pe:.6g}; largest "
              "difference between the three: {diff:.2e}.</p>").format(
        ve=posterior_text(ve), enum=posterior_text(enumeration.posterior),
        m=len(enumeration.assignments), brute=posterior_text(brute),
        pe=brute.evidence_probability, diff=diff)
