"""Factors — tables over a few discrete variables — and the three operations exact inference is
made of: restriction to evidence, the product φ₁·φ₂ (on the union of their variables) and
summing a variable out, Σ_x φ(x, …). Each is one ``numpy.einsum`` or one index, never a loop
over the table's cells."""
from __future__ import annotations

import string
from dataclasses import dataclass

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._steps import readonly

LETTERS = string.ascii_letters          # einsum's subscripts: 52 variables at most
MAX_CELLS = 5_000_000                   # a factor's table: 40 MB of float64


@dataclass(frozen=True)
class Factor:
    """φ(variables): ``table`` has one axis per variable (in ``variables`` order, each as long as
    that variable's domain). A CPT P(X | parents) is the factor over (parents…, X)."""

    variables: tuple[str, ...]
    table: np.ndarray

    def __post_init__(self):
        object.__setattr__(self, "table", readonly(np.asarray(self.table, dtype=np.float64)))

    @property
    def size(self) -> int:
        return int(self.table.size)

    def restrict(self, evidence: dict[str, int]) -> "Factor":
        """φ with the evidence variables fixed at their value indices (their axes dropped)."""
        keep = tuple(v for v in self.variables if v not in evidence)
        index = tuple(evidence.get(v, slice(None)) for v in self.variables)
        return Factor(keep, self.table[index])

    def sum_out(self, variable: str) -> "Factor":
        """Σ_variable φ."""
        axis = self.variables.index(variable)
        return Factor(self.variables[:axis] + self.variables[axis + 1:],
                      self.table.sum(axis=axis))

    def normalised(self) -> "Factor":
        total = self.table.sum()
        return Factor(self.variables, self.table / total)


def multiply(factors, sizes: dict[str, int]) -> Factor:
    """The product of ``factors`` on the union of their variables (first-seen order), by one
    einsum; refused beyond :data:`MAX_CELLS` cells with the size it would have."""
    variables: list[str] = []
    for f in factors:
        variables.extend(v for v in f.variables if v not in variables)
    cells = int(np.prod([sizes[v] for v in variables], dtype=np.float64)) if variables else 1
    if cells > MAX_CELLS:
        from .._validation import DataError
        raise DataError(QT_TRANSLATE_NOOP("engine", "The product over {n_variables} variables "
                                                    "would have {cells:,} cells (at most "
                                                    "{MAX_CELLS:,}); choose an elimination "
                                                    "order that keeps the factors small, or a "
                                                    "smaller network."), n_variables=len(variables),
                        cells=cells, MAX_CELLS=MAX_CELLS)
    if len(variables) > len(LETTERS):
        raise ValueError(f"At most {len(LETTERS)} variables in one factor.")
    letter = {v: LETTERS[i] for i, v in enumerate(variables)}
    spec = ",".join("".join(letter[v] for v in f.variables) for f in factors)
    out = "".join(letter[v] for v in variables)
    tables = [f.table for f in factors]
    if not factors:
        return Factor((), np.array(1.0))
    return Factor(tuple(variables), np.einsum(f"{spec}->{out}", *tables))
