"""Saving and loading an :class:`~engine.hmm.HMMTagger` as one .npz file of plain arrays (no
pickle); a damaged, foreign or outdated file raises :class:`DataError` naming the file and what
is wrong with it."""
from __future__ import annotations

import os
from pathlib import Path

import numpy as np

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_fitted
from ..io.archive import ArchiveError, read_npz
from .unknown import HANGUL_KEYS, SuffixModel

KEYS = ("tags", "words", "log_start", "log_trans", "log_end", "log_emit", "log_prior",
        "log_base", "sig_keys", "sig_values", "sig_counts", "theta", "word_counts", "mf_words",
        "mf_tags", "alpha", "emission_alpha", "order", "unknown")
HINT = "Save the tagger again from the HMM tab (Save tagger…)."


def save(tagger, path) -> None:
    """Write to exactly ``path`` (numpy would add ".npz" to a name without it, behind the back
    of a dialog that asked about overwriting the name the user typed)."""
    check_fitted(tagger, "tags_")
    if not isinstance(path, (str, os.PathLike)) or not str(path).strip():
        raise TypeError(f"Give the file to save the tagger to as a path; got {path!r}.")
    try:
        with open(path, "wb") as fh:
            _write(tagger, fh)
    except OSError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot write the tagger to {path_name}: "
                                                    "{value}. Choose another file or folder."),
                        path_name=Path(path).name, value=exc.strerror or exc) from None


def _write(tagger, fh) -> None:
    np.savez_compressed(
        fh, tags=np.array(tagger.tags_, dtype=str),
        words=np.array(list(tagger.vocab_), dtype=str), log_start=tagger.log_pi_,
        log_trans=tagger.log_A_, log_end=tagger.log_end_, log_emit=tagger.log_emit_,
        word_counts=tagger.word_counts_,
        lambdas=np.zeros(0) if tagger.lambdas_ is None else tagger.lambdas_,
        mf_words=np.array(list(tagger.most_frequent_), dtype=str),
        mf_tags=np.array(list(tagger.most_frequent_.values()), dtype=str),
        alpha=tagger.alpha, emission_alpha=tagger.emission_alpha, order=tagger.order,
        unknown=np.array(tagger.unknown, dtype=str),
        beam=np.nan if tagger.beam is None else float(tagger.beam),
        theta_setting=np.nan if tagger.theta is None else float(tagger.theta),
        **_start_counts(tagger), **tagger.suffix_model_.arrays())


def _start_counts(tagger) -> dict:
    """c(t, w, eojeol-initial) of a tagger fitted on Korean morphemes with their boundaries
    (optional: other taggers have none)."""
    counts = getattr(tagger, "start_counts_", None)
    return {} if counts is None else {"start_counts": counts}


def load(cls, path):
    """Read a tagger written by :func:`save`. The archive is checked (sizes from its zip
    directory, every member's .npy header) before any data is inflated, then every array's
    shape, dtype and range and every setting, before a tagger is built."""
    name = Path(path).name
    try:
        d = read_npz(path)
    except ArchiveError as exc:
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read a saved tagger from {name}: "
                                                    "{exc_why}. {HINT}"), name=name,
                        exc_why=exc.why, HINT=HINT) from None
    missing = [k for k in KEYS if k not in d]
    if missing:
        old = "sig_counts" in missing and "tags" in d
        if old:
            raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read a saved tagger from {name}: "
                                                        "it was saved by an older Trellis, "
                                                        "before the TnT suffix model; train the "
                                                        "tagger again and save it."), name=name)
        raise DataError(QT_TRANSLATE_NOOP("engine", "Cannot read a saved tagger from {name}: it "
                                                    "lacks {missing}. {HINT}"),
                        name=name, missing=", ".join(missing), HINT=HINT)
    arrays = {k: d[k] for k in KEYS + ("lambdas", "beam", "theta_setting", "start_counts")
              + HANGUL_KEYS if k in d}
    return _from_arrays(cls, arrays, name)


def _from_arrays(cls, d, name):
    def bad(why):
        return DataError(QT_TRANSLATE_NOOP("engine", "Cannot read a saved tagger from {name}: "
                                                     "{why}. {HINT}"), name=name, why=why,
                         HINT=HINT)

    try:
        tags, words = d["tags"].tolist(), d["words"].tolist()
        if not isinstance(tags, list) or not tags or not all(isinstance(t, str) for t in tags):
            raise bad("it has no list of tags")
        if not isinstance(words, list) or not all(isinstance(w, str) for w in words):
            raise bad("it has no vocabulary")
        if len(set(tags)) != len(tags) or not all(tags):
            raise bad("its tags are not distinct names")
        if len(set(words)) != len(words):
            raise bad("its vocabulary lists a word twice")
        n, v = len(tags), len(words)
        order = int(d["order"])
        if order not in (1, 2):
            raise bad(f"order is {order}, not 1 or 2")
        state = (n,) if order == 1 else (n + 1, n)
        shapes = {"log_start": state, "log_trans": state + (n,), "log_end": state,
                  "log_emit": (n, v), "word_counts": (v, n)}
        if "start_counts" in d:
            shapes["start_counts"] = (v, n)
        for key, shape in shapes.items():
            if d[key].shape != shape or not np.issubdtype(d[key].dtype, np.floating):
                raise bad(f"{key} has shape {d[key].shape}, not {shape} for {n} tags and "
                          f"{v} words")
        # log probabilities are ≤ 0 (−∞ allowed: an impossible event); counts finite, ≥ 0
        for k in ("log_start", "log_trans", "log_end", "log_emit", "sig_values", "log_prior",
                  "log_base"):
            a = np.asarray(d[k])
            if a.dtype.kind != "f" or np.isnan(a).any() or (a > 1e-9).any():
                raise bad(f"{k} holds values that are not log probabilities (NaN or > 0)")
        for k in ("word_counts", "sig_counts") + (("start_counts",) if "start_counts" in d
                                                  else ()):
            a = np.asarray(d[k])
            if a.dtype.kind not in "fiu" or not np.all(np.isfinite(a)) or (a < 0).any():
                raise bad(f"{k} holds values that are not counts")
        for k, low in (("alpha", 0.0), ("emission_alpha", -1.0), ("theta", 0.0)):
            v = np.asarray(d[k])
            if v.shape != () or v.dtype.kind not in "fiu" or not np.isfinite(v) or v <= low \
                    or (k == "emission_alpha" and v < 0):
                raise bad(f"{k} is {v.tolist()!r}, not a finite "
                          + ("number ≥ 0" if k == "emission_alpha" else "positive number"))
        for k in ("beam", "theta_setting"):
            v = np.asarray(d.get(k, np.nan))
            if v.shape != () or v.dtype.kind != "f" or not (np.isnan(v) or (
                    np.isfinite(v) and v > (1 if k == "beam" else 0))):
                raise bad(f"its {k} setting {v.tolist()!r} is not a value it could have "
                          "saved")
        unknown = str(d["unknown"])
        if unknown not in ("suffix", "none"):
            raise bad(f"unknown-word model {unknown!r} is not 'suffix' or 'none'")
        beam = float(d.get("beam", np.nan))
        theta = float(d.get("theta_setting", np.nan))
        m = cls(alpha=float(d["alpha"]), emission_alpha=float(d["emission_alpha"]),
                order=order, unknown=unknown, beam=None if np.isnan(beam) else beam,
                theta=None if np.isnan(theta) else theta)
        m.tags_ = tags
        m._set_states()
        m.vocab_ = {w: i for i, w in enumerate(words)}
        m.log_pi_, m.log_A_, m.log_end_ = d["log_start"], d["log_trans"], d["log_end"]
        m.log_emit_, m.word_counts_ = d["log_emit"], d["word_counts"]
        m.start_counts_ = d.get("start_counts")
        if m.start_counts_ is not None and (m.start_counts_ > m.word_counts_).any():
            raise bad("start_counts counts more eojeol starts than tokens")
        lam = d.get("lambdas")
        m.lambdas_ = lam if lam is not None and lam.shape == (3,) and order == 2 else None
        try:
            m.suffix_model_ = SuffixModel.from_arrays(d, n)
        except ValueError as exc:
            raise bad(f"its suffix model is damaged ({exc})") from None
        m.most_frequent_ = dict(zip(d["mf_words"].tolist(), d["mf_tags"].tolist()))
        return m
    except DataError:
        raise
    except (TypeError, ValueError, IndexError, KeyError) as exc:
        raise bad(f"unexpected contents ({type(exc).__name__})") from None
