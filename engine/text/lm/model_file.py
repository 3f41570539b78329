"""A fitted n-gram model as a file: a ``.npz`` of its count arrays and a JSON header (the
parameters, the vocabulary, the λs), format ``trellis-ngram-1``; never pickle. Reading checks
the archive before inflating it (:func:`engine.io.archive.read_npz`) and the arrays' shapes,
order and ranges after, since every later lookup trusts them: any other file is a DataError.
"""
from __future__ import annotations

import json
import os
import zipfile
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from ..._messages import QT_TRANSLATE_NOOP
from ..._validation import DataError
from ...io.archive import ArchiveError, read_npz
from .corpus import BOS, EOS, UNK
from .counting import NgramCounts, word_index

M = TypeVar("M")

FORMAT = "trellis-ngram-1"
# the archive's name of each list of per-order arrays of NgramCounts (name_0, name_1, …): the
# names of the attributes that held them when the format was made
ARRAYS = {"count": "_count_", "adj": "_adj", "ctx_count": "_ctx_count", "ctx_adj": "_ctx_adj",
          "ctx_types": "_ctx_types"}
PARAMETERS = ("order", "smoothing", "k", "discount", "unk_cutoff", "max_iter", "tol")


def write_model(path: str | os.PathLike, params: dict[str, Any], counts: NgramCounts,
                lambdas: np.ndarray) -> None:
    """Write ``counts``, the model's ``params`` (:data:`PARAMETERS`) and ``lambdas`` to
    ``path``."""
    header = dict(format=FORMAT, **{name: params[name] for name in PARAMETERS},
                  vocab=list(counts.vocab), n_tokens=counts.n_tokens,
                  lambdas=[float(x) for x in lambdas])
    arrays = {"header": np.frombuffer(json.dumps(header).encode("utf-8"), np.uint8),
              "unigram_counts": counts.unigram_counts}
    for field, name in ARRAYS.items():
        for k, a in enumerate(getattr(counts, field)):
            arrays[f"{name}_{k}"] = a
    for k, a in enumerate(counts.keys):
        arrays[f"_keys_{k}"] = a
    with open(path, "wb") as f:
        np.savez_compressed(f, **arrays)


def read_model(path: str | os.PathLike, build: Callable[[dict[str, Any]], M]
               ) -> tuple[M, NgramCounts, np.ndarray]:
    """(model, counts, λs) read from ``path``; ``build(params)`` makes the unfitted model from
    the header's :data:`PARAMETERS` and checks them. A DataError names what is wrong with any
    other file."""
    name = Path(path).name
    try:
        data = read_npz(path)         # sizes and headers checked before data is inflated
    except ArchiveError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is not a Trellis n-gram "
                                                    "model ({exc_why}); save one with "
                                                    "NgramModel.save first."),
                        path_name=name, exc_why=exc.why) from None
    try:
        header = json.loads(bytes(data["header"]).decode("utf-8"))
        if header.get("format") != FORMAT:
            raise KeyError(f"format field \"{FORMAT}\" in its header")
        model = build({p: header[p] for p in PARAMETERS})
        n = model.order
        # read in this order, so that the first part missing is the one named
        vocab = tuple(header["vocab"])
        index = word_index(vocab)
        n_tokens = int(header["n_tokens"])
        lambdas = np.asarray(header["lambdas"], float)
        unigram_counts = data["unigram_counts"]
        arrays = {field: [data[f"{a}_{k}"] for k in range(n)] for field, a in ARRAYS.items()}
        keys = [data[f"_keys_{k}"] for k in range(n + 1)]
    except KeyError as exc:     # a part or a header field missing, named in words
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is not a Trellis n-gram "
                                                    "model (it has no {exc_args_0}); save "
                                                    "one with NgramModel.save first."),
                        path_name=name, exc_args_0=exc.args[0]) from None
    except (OSError, EOFError, ValueError, IndexError, TypeError, RuntimeError,
            NotImplementedError, zipfile.BadZipFile, zlib.error) as exc:
        # a damaged zip: bad CRC, bad deflate data, "encrypted" or unknown-version flags
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is not a Trellis n-gram "
                                                    "model ({exc}); save one with "
                                                    "NgramModel.save first."),
                        path_name=name, exc=exc) from None
    counts = NgramCounts(vocab, index, keys, **arrays, unigram_counts=unigram_counts,
                         n_tokens=n_tokens)
    problem = damage(counts, lambdas)
    if problem:
        raise DataError(QT_TRANSLATE_NOOP("engine", "{path_name} is a damaged n-gram model "
                                                    "({problem}); save the model again from "
                                                    "a trained one."),
                        path_name=name, problem=problem)
    return model, counts, lambdas


def damage(counts: NgramCounts, lambdas: np.ndarray) -> str | None:
    """What is inconsistent in counts read from a file (None if nothing)."""
    n, vocab = counts.order, counts.vocab
    if (len(vocab) < 2 or vocab[:2] != (EOS, UNK) or len(set(vocab)) != len(vocab)
            or not all(isinstance(w, str) and w and w != BOS for w in vocab)):
        return "the vocabulary must start with </s>, <UNK> and hold distinct words"
    nv = len(vocab) + 1
    arrays = [counts.unigram_counts, lambdas, *counts.keys,
              *(a for field in ARRAYS for a in getattr(counts, field))]
    if not all(a.ndim == 1 and a.dtype.kind in "iuf" and np.isfinite(a).all()
               and (a >= 0).all() for a in arrays):
        return "its arrays must be finite, non-negative numbers"
    if len(counts.unigram_counts) != len(vocab) or counts.n_tokens < 0:
        return "the word counts do not match the vocabulary"
    if len(lambdas) != n + 1 or abs(lambdas.sum() - 1) > 1e-6:
        return f"it needs {n + 1} interpolation weights summing to 1"
    if list(counts.keys[0]) != [0]:
        return "the empty history is missing"
    for k in range(1, n + 1):
        keys, size = counts.keys[k], len(counts.keys[k - 1])
        if len(keys) and (np.any(np.diff(keys) <= 0) or keys[-1] >= nv * size):
            return f"the {k}-gram codes are out of order or out of range"
        if not (len(counts.count[k - 1]) == len(counts.adj[k - 1]) == len(keys)
                and len(counts.ctx_count[k - 1]) == len(counts.ctx_adj[k - 1])
                == len(counts.ctx_types[k - 1]) == size):
            return f"the {k}-gram counts do not match their codes"
    return None
