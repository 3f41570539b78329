"""A network typed as text, and the edits a view makes to one: a new structure (CPTs kept where
their shape still fits, uniform elsewhere), one CPT replaced, the rows of a CPT named by their
parents' values, and the brute-force posterior read off the full joint table that enumeration
and variable elimination are checked against.

The text has one variable a line, its values in braces (True/False when omitted) and its
parents after a colon::

    Burglary
    Earthquake
    Alarm: Burglary, Earthquake
    Weather {sun, rain, snow}
    JohnCalls: Alarm

Lines starting with ``#`` are comments."""
from __future__ import annotations

import itertools
import re
from typing import Mapping, Sequence

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError
from .network import BayesNet, Posterior

TF = (True, False)
MAX_VARIABLES = 16                  # a view's network: its joint stays a table one can read
_LINE = re.compile(r"^\s*([^\s{}:,]+)\s*(?:\{([^}]*)\})?\s*(?::\s*(.*))?$")


def parse_structure(text: str) -> tuple[dict[str, tuple], dict[str, tuple[str, ...]]]:
    """``(domains, parents)`` from the text (see the module's docstring). Values are strings
    except the default (True, False); a DataError names the line that is wrong."""
    if not isinstance(text, str):
        raise DataError(QT_TRANSLATE_NOOP("engine", "The structure must be text; got "
                                                    "{text_type}."), text_type=type(text).__name__)
    domains: dict[str, tuple] = {}
    parents: dict[str, tuple[str, ...]] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.strip().startswith("#"):
            continue
        match = _LINE.match(line)
        if match is None:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Line {number} ({line!r}) is not 'Name "
                                                        "{{values}}: Parent, Parent': write one "
                                                        "variable a line, e.g. 'Alarm: "
                                                        "Burglary, Earthquake'."), number=number,
                            line=line.strip())
        name, values, ps = match.groups()
        if name in domains:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Line {number} names {name!r} a second "
                                                        "time; give each variable one line."),
                            number=number, name=name)
        if values is None:
            domains[name] = TF
        else:
            vals = tuple(v.strip() for v in values.split(",") if v.strip())
            if len(vals) < 2 or len(set(vals)) != len(vals):
                raise DataError(QT_TRANSLATE_NOOP("engine", "Line {number}: {name!r} needs at "
                                                            "least two distinct values in its "
                                                            "braces, e.g. {{sun, rain}}; got "
                                                            "{{{values}}}."), number=number,
                                name=name, values=values)
            domains[name] = vals
        parents[name] = tuple(p.strip() for p in (ps or "").split(",") if p.strip())
    if not domains:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The structure is empty: write one variable "
                                                    "a line, e.g. 'Alarm: Burglary, Earthquake'."))
    if len(domains) > MAX_VARIABLES:
        raise DataError(QT_TRANSLATE_NOOP("engine", "The structure has {n_domains} variables; "
                                                    "at most {MAX_VARIABLES} here (the joint "
                                                    "table must stay readable)."),
                        n_domains=len(domains), MAX_VARIABLES=MAX_VARIABLES)
    for name, ps in parents.items():
        missing = [p for p in ps if p not in domains]
        if missing:
            raise DataError(QT_TRANSLATE_NOOP("engine", "{name!r} has parents with no line of "
                                                        "their own: {missing}; add a line for "
                                                        "each."), name=name,
                            missing=', '.join(missing))
    return domains, parents


def structure_text(net: BayesNet) -> str:
    """The network's structure in the text form :func:`parse_structure` reads."""
    lines = []
    for v in net.variables:
        values = "" if net.domains[v] == TF else " {" + ", ".join(map(str, net.domains[v])) + "}"
        ps = ": " + ", ".join(net.parents[v]) if net.parents[v] else ""
        lines.append(f"{v}{values}{ps}")
    return "\n".join(lines)


def restructure(net: BayesNet | None, domains: Mapping[str, Sequence],
                parents: Mapping[str, Sequence[str]]) -> BayesNet:
    """A network with the new structure: each variable keeps its CPT when its parents and all
    the domains involved are unchanged, and gets uniform rows otherwise (a DataError if the new
    graph has a cycle)."""
    domains = {v: _same_values(net, v, values) for v, values in domains.items()}
    cpts = {}
    for v, values in domains.items():
        ps = tuple(parents.get(v, ()))
        same = (net is not None and v in net.domains and net.parents[v] == ps and
                all(tuple(net.domains.get(u, ())) == tuple(domains[u]) for u in ps + (v,)))
        if same:
            cpts[v] = net.cpts[v]
        else:
            shape = tuple(len(domains[p]) for p in ps if p in domains) + (len(values),)
            cpts[v] = np.full(shape, 1.0 / len(values))
    return BayesNet(domains, parents, cpts)


def _same_values(net, name, values) -> tuple:
    """The old domain when the text spells the same values (its 0, 1 read back as "0", "1")."""
    values = tuple(values)
    old = None if net is None else net.domains.get(name)
    if old is not None and tuple(map(str, old)) == tuple(map(str, values)):
        return old
    return values


def with_cpt(net: BayesNet, name: str, table) -> BayesNet:
    """The same network with the CPT of ``name`` replaced (checked as any CPT is)."""
    if name not in net.domains:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{name!r} is not a variable of this "
                                                    "network; its variables are {net_variables}."),
                        name=name, net_variables=', '.join(net.variables))
    cpts = dict(net.cpts)
    cpts[name] = table
    return BayesNet(net.domains, net.parents, cpts)


def cpt_rows(net: BayesNet, name: str) -> list[tuple]:
    """The parents' values of each row of P(name | parents), in the CPT's row-major order (one
    empty tuple for a root)."""
    return list(itertools.product(*(net.domains[p] for p in net.parents[name])))


def brute_force_query(net: BayesNet, query, evidence=None) -> Posterior:
    """P(query | evidence) read off the full joint table — fix the evidence's axes, sum every
    other non-query axis, normalise: P(Q | e) = Σ_h P(Q, e, h) / Σ_{Q,h} P(Q, e, h). The
    reference enumeration and variable elimination must equal."""
    query, ev = net.check_query(query, evidence)
    joint = net.joint()
    index = tuple(ev.get(v, slice(None)) for v in joint.variables)
    table = joint.table[index]
    rest = [v for v in joint.variables if v not in ev]
    summed = table.sum(axis=tuple(i for i, v in enumerate(rest) if v not in query))
    kept = [v for v in rest if v in query]
    summed = np.transpose(summed, [kept.index(q) for q in query])
    return net._posterior(query, {k: evidence[k] for k in ev}, summed)
