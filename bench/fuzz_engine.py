#!/usr/bin/env python
"""Adversarial inputs against every public engine entry point, with counts per area.

    python bench/fuzz_engine.py --root DIR --examples N [--areas cluster,svm,...] [--timeout 2]
                                [--seed 0] [--max-seconds S] [--jobs 1]
    python bench/fuzz_engine.py --root DIR --repro AREA:INDEX [--seed 0]   # one case, verbosely

``DIR`` is a checkout whose ``engine`` package is imported (``sys.path.insert(0, DIR)``), so the
same script measures an old and a new version. Case ``i`` of an area is generated from
``(seed, area, i)`` alone, so every reported case can be replayed with ``--repro``.

Every call runs in a worker process (one per area); a call that outlives ``--timeout`` is a hang:
the worker's stack is dumped by ``faulthandler`` (which works even while ``re`` holds the GIL),
the worker is killed and a new one started. Outcomes:

ok             returned (and, for finite input, no NaN/inf in the numeric outputs)
clear-own      ValueError/TypeError/DataError raised by Trellis itself (an engine exception type,
               or a ``raise`` statement in engine/ whose message is not a numpy/Python one)
clear-foreign  ValueError/TypeError whose text comes from numpy/Python
crash          any other exception (IndexError, ZeroDivisionError, KeyError, UnicodeDecodeError,
               LinAlgError, BadZipFile, RecursionError, ...) or a dead worker
hang           no answer within the timeout
silent_nan     NaN/inf returned for finite input
wrong          a result that breaks an invariant checked here (e.g. k-means on X + 1e12 differs
               from k-means on X)

Root causes are keyed by exception type and the innermost frame in engine/ (for hangs: the
innermost engine frame of the dumped stack).
"""
from __future__ import annotations

import argparse
import collections
import faulthandler
import inspect
import io
import math
import os
import random
import re
import shutil
import sys
import tempfile
import time
import traceback
import zlib

AREAS = ("cluster", "svm", "linear", "text", "spam", "hmm", "io", "reduce", "documents",
         "hmm2", "regress")


# --------------------------------------------------------------------------------------------
# Adversarial values
# --------------------------------------------------------------------------------------------

class Wrong(Exception):
    """Raised by a case (not by the engine) when a result breaks an invariant."""


def short(v, limit=70):
    """A compact description of an argument (the full case is shown by --repro)."""
    import numpy as np
    try:
        import scipy.sparse as sp
        if sp.issparse(v):
            return f"sparse{v.shape}"
    except Exception:
        pass
    if isinstance(v, np.ndarray):
        if v.size and v.dtype.kind in "fc":
            bad = "" if np.isfinite(v).all() else ",nonfinite"
            with np.errstate(all="ignore"):
                m = np.abs(v)
                rng = f",|max|={np.nanmax(m):.3g}" if not np.isnan(m).all() else ",all-nan"
            return f"array{v.shape}{v.dtype}{rng}{bad}"
        return f"array{v.shape}{v.dtype}"
    if isinstance(v, (str, bytes)):
        if len(v) > limit:
            r = repr(v[:limit // 2])
            return f"{r}+…(len {len(v)})"
        return repr(v)
    if isinstance(v, (list, tuple)):
        inner = ", ".join(short(x, 20) for x in list(v)[:4])
        more = f", …{len(v)}" if len(v) > 4 else ""
        b = "[]" if isinstance(v, list) else "()"
        return f"{b[0]}{inner}{more}{b[1]}"
    if isinstance(v, range):
        return repr(v)
    r = repr(v)
    return r if len(r) <= limit else r[:limit] + "…"


class Gen:
    """Seeded adversarial values; ``finite`` collects whether the numeric input was finite."""

    def __init__(self, seed_key):
        import numpy as np
        self.np = np
        s = zlib.crc32(seed_key.encode())
        self.r = random.Random(s)
        self.n = np.random.default_rng(s)
        self.finite = True
        self.allow_inf = False         # -inf log-probabilities are legitimate answers

    def pick(self, seq):
        return seq[self.r.randrange(len(seq))]

    def chance(self, p):
        return self.r.random() < p

    # ---- scalars ----
    def int_param(self, valid):
        return self.pick([valid, valid, valid, 0, -1, 1, 2, 10 ** 9, 2.7, None, "3", True,
                          float("nan"), float("inf"), 10 ** 30])

    def float_param(self, valid):
        v = self.pick([valid, valid, valid, 0.0, -1.0, 1e-300, 1e300, 1e-17, float("nan"),
                       float("inf"), -float("inf"), None, "1", 5, True])
        if isinstance(v, float) and not math.isfinite(v):
            self.finite = False
        return v

    def seed_param(self):
        return self.pick([0, 0, 1, 42, None, -1, 2.7, 2 ** 40, "0", float("nan")])

    # ---- matrices ----
    MATRIX_KINDS = ("normal", "normal", "blobs", "blobs", "empty", "empty1d", "one", "two_dup",
                    "all_dup", "const_feature", "nan", "inf", "huge", "big", "tiny", "offset",
                    "offset15", "mixed_scale", "1d", "3d", "ragged", "list", "none", "string",
                    "str_matrix", "bool", "int", "complex", "object", "wide", "scalar",
                    "subnormal", "neg_huge")

    def matrix(self, n=None, d=None, kind=None):
        np = self.np
        kind = kind or self.pick(self.MATRIX_KINDS)
        n = self.r.randint(2, 30) if n is None else n
        d = self.r.randint(1, 4) if d is None else d
        base = self.n.normal(size=(n, d))
        if kind == "blobs":
            c = self.n.normal(scale=5, size=(3, d))
            base = c[self.n.integers(0, 3, n)] + self.n.normal(scale=0.3, size=(n, d))
        if kind in ("normal", "blobs"):
            return base
        if kind == "empty":
            return np.empty((0, d))
        if kind == "empty1d":
            return np.empty(0)
        if kind == "one":
            return base[:1]
        if kind == "two_dup":
            return np.vstack([base[:1]] * 2)
        if kind == "all_dup":
            return np.repeat(base[:1], n, axis=0)
        if kind == "const_feature":
            base[:, 0] = 3.0
            return base
        if kind == "nan":
            base.flat[self.r.randrange(base.size)] = np.nan
            self.finite = False
            return base
        if kind == "inf":
            base.flat[self.r.randrange(base.size)] = self.pick([np.inf, -np.inf])
            self.finite = False
            return base
        if kind == "huge":
            return base * 1e300
        if kind == "neg_huge":
            return base * 1e200 - 1e305
        if kind == "big":
            return base * 1e160
        if kind == "tiny":
            return base * 1e-300
        if kind == "subnormal":
            return base * 5e-324
        if kind == "offset":
            return base + 1e12
        if kind == "offset15":
            return base + 1.7e15
        if kind == "mixed_scale":
            base[:, 0] *= 1e9
            return base
        if kind == "1d":
            return base[:, 0]
        if kind == "3d":
            return base.reshape(n, d, 1)
        if kind == "ragged":
            return [list(row) for row in base[:-1]] + [[1.0] * (d + 1)]
        if kind == "list":
            return base.tolist()
        if kind == "none":
            return None
        if kind == "string":
            return "1,2\n3,4"
        if kind == "str_matrix":
            return [["a", "b"]] * n
        if kind == "bool":
            return base > 0
        if kind == "int":
            return (base * 10).astype(int)
        if kind == "complex":
            return base + 1j
        if kind == "object":
            o = base.astype(object)
            o.flat[0] = None
            return o
        if kind == "wide":
            return self.n.normal(size=(5, 300))
        if kind == "scalar":
            return 3.0
        raise AssertionError(kind)

    LABEL_KINDS = ("two", "two", "two", "pm1", "one_class", "three", "strings", "nan", "short",
                   "none", "float", "bool", "2d", "mixed", "unique", "empty", "inf")

    def labels(self, n, kind=None, classes=2):
        np = self.np
        kind = kind or self.pick(self.LABEL_KINDS)
        n = max(int(n), 0)
        two = np.arange(n) % 2
        self.n.shuffle(two)
        if kind == "two":
            return two if classes == 2 else np.arange(n) % classes
        if kind == "pm1":
            return two * 2 - 1
        if kind == "one_class":
            return np.zeros(n, dtype=int)
        if kind == "three":
            return np.arange(n) % 3
        if kind == "strings":
            return np.array(["spam", "ham"] * n)[:n]
        if kind in ("nan", "inf"):
            self.finite = False
        if kind == "nan":
            y = two.astype(float)
            if n:
                y[0] = np.nan
            return y
        if kind == "inf":
            y = two.astype(float)
            if n:
                y[-1] = np.inf
            return y
        if kind == "short":
            return two[:-1]
        if kind == "none":
            return None
        if kind == "float":
            return two * 0.5 + 0.25
        if kind == "bool":
            return two.astype(bool)
        if kind == "2d":
            return two.reshape(-1, 1)
        if kind == "mixed":
            return [1, "a"] * (n // 2) + [1] * (n % 2)
        if kind == "unique":
            return np.arange(n)
        if kind == "empty":
            return np.array([])
        raise AssertionError(kind)

    # ---- text ----
    PIECES = ("", " ", "hello world", "The cat sat on the mat.", "Mr. Smith went to Washington. "
              "He said: 'hi!' It's 3.5 p.m. now... Really?!", "e\u0301\u0301\u0301", "שלום עולם",
              "مرحبا بالعالم", "👍🏽👨‍👩‍👧", "\x00", "\ud800", "\udfff", "İstanbul ǅ ß ﬁ", "\r", "\r\n",
              "\n\n\n", "\t", "\u200b\u200d\ufeff", "New York is big", "don't can't won't",
              "http://x.org/a?b=c user@mail.com $12.50 10/11/2012", "a" * 30 + "!",
              "ab" * 50, "!!!???...", "123 456 7.8e9", "\u2028\u2029", "<b>bold</b> &amp; &#x0;",
              "Subject: hi\n\nbody", "A. B. C. D.", "...", "x y z")

    def text(self, allow_wrong=True):
        k = self.r.random()
        if allow_wrong and k < 0.06:
            return self.pick([None, 123, b"bytes text", ["a", "b"], 4.5])
        if k < 0.14:
            return self.pick(["x", "_", "a", "é", "ab ", "😀"]) * self.pick([1000, 20000, 40000,
                                                                             200000])
        parts = [self.pick(self.PIECES) for _ in range(self.r.randint(1, 6))]
        return self.pick([" ", "", "\n", ". "]).join(parts)

    def tokens(self, allow_wrong=True):
        k = self.r.random()
        if allow_wrong and k < 0.08:
            return self.pick([None, "a string not a list", [1, 2, 3], [None], [["nested"]],
                              [b"bytes"], 42])
        if k < 0.14:
            return []
        if k < 0.2:
            return [self.pick(["the", "a", "cat", "x"]) for _ in range(self.pick([2000, 20000]))]
        t = self.text(allow_wrong=False)
        toks = t.split() or [t]
        if self.chance(0.2):
            toks += [self.pick(["", " ", "\x00", "\ud800", "x" * 5000])]
        return toks

    def raw_bytes(self):
        return self.pick([
            b"", b"\xff\xfe" + "hello".encode("utf-16-le")[:-1], b"\xef\xbb\xbfhi", b"\xef\xbb",
            "héllo wörld".encode("latin-1"), "hello\nwörld".encode("utf-8") + b"\xe9t\xe9\n",
            "Привет мир".encode("cp1251"), "Ça été déjà réalisé.".encode("latin-1"),
            b"\x00" * 100, bytes(range(256)), b"PK\x03\x04junk", b"\x80\x81\x82",
            "日本語のテキスト".encode("shift_jis"), "x".encode("utf-32"), b"a\rb\rc",
            "ok text".encode(), b"\xfe\xff\x00a\x00b", os.urandom(0) + bytes(self.n.integers(
                0, 256, 300, dtype="uint8"))])


# --------------------------------------------------------------------------------------------
# Cases per area. Each maker returns (entry, args_description, thunk); the thunk's return value
# is scanned for NaN/inf.
# --------------------------------------------------------------------------------------------

def accepts(callable_, name):
    try:
        ps = inspect.signature(callable_).parameters
    except (TypeError, ValueError):
        return True
    return name in ps or any(p.kind == p.VAR_KEYWORD for p in ps.values())


def kw_for(callable_, **kw):
    """Only the keyword arguments this version of ``callable_`` accepts."""
    return {k: v for k, v in kw.items() if accepts(callable_, k)}


def fitted_state(model):
    return {k: v for k, v in vars(model).items() if k.endswith("_") and not k.startswith("_")}


def make_cluster(g, E, tmp):
    import numpy as np
    C = E["cluster"]
    X = g.matrix()
    k = g.int_param(g.r.randint(1, 4))
    est = g.pick(["KMeans", "KMeans", "KMedoids", "SoftKMeans", "GaussianMixture", "choose_k",
                  "offset_invariance"])
    rs = g.seed_param()
    if est == "choose_k":
        ks = g.pick([range(1, 5), [1, 2, 3], [0], [-1], [100], [], [2.5], None, "3", [2, 2]])
        return ("cluster.choose_k", f"choose_k({short(X)}, ks={short(ks)}, random_state={rs!r})",
                lambda: C.choose_k(X, ks, random_state=rs))
    if est == "offset_invariance":
        n = g.r.randint(4, 12)
        X = np.concatenate([np.c_[np.arange(n), np.zeros(n)],
                            np.c_[np.arange(n) + 50.0 * n, np.zeros(n)]])
        off, scale = g.pick([(1e12, 1.0), (1.7e12, 1.0), (1e15, 1.0), (-1e12, 1.0),
                             (0.0, 1e-9), (0.0, 1e6), (1e3, 1e-6)])
        cls = g.pick(["KMeans", "KMedoids", "GaussianMixture"])
        if cls == "GaussianMixture":   # reg_covar is absolute: GMM is shift- but not scale-invariant
            scale = 1.0

        def run():
            kw = {"n_components": 2} if cls == "GaussianMixture" else {"n_clusters": 2}
            m = getattr(C, cls)(**kw, random_state=0)
            a = m.fit(X).predict(X)
            b = getattr(C, cls)(**kw, random_state=0).fit(X * scale + off).predict(X * scale + off)
            split = lambda lab: sorted(collections.Counter(np.asarray(lab).tolist()).values())
            if split(a) != split(b):
                raise Wrong(f"{cls}: clusters {split(a)} on X but {split(b)} on X*{scale}+{off}")
            return a
        return (f"cluster.{cls}.invariance", f"{cls}(2, random_state=0) on 2 groups of {n}, "
                f"X*{scale}+{off}", run)
    cls = getattr(C, est)
    kw = {}
    if est == "GaussianMixture":
        kw["n_components"] = k
        kw["covariance_type"] = g.pick(list(C.COVARIANCE_TYPES) + ["bogus", None])
        if g.chance(0.3):
            kw["reg_covar"] = g.float_param(1e-6)
        if g.chance(0.2):
            kw["init_params"] = g.pick(["kmeans", "random", "bogus"])
        kw["max_iter"] = g.int_param(50)
    else:
        kw["n_clusters"] = k
        if g.chance(0.3):
            kw["init"] = g.pick(["k-means++", "random", "bogus", g.matrix(n=2, d=2, kind="normal"),
                                 np.full((2, 2), np.nan)])
            if est == "KMedoids" and isinstance(kw["init"], str) and kw["init"] == "k-means++":
                kw["init"] = "k-medoids++"
        kw["max_iter"] = g.int_param(100)
    if est == "SoftKMeans":
        kw["beta"] = g.float_param(1.0)
    if est == "KMeans" and g.chance(0.3):
        kw["n_init"] = g.int_param(3)
    if est != "KMedoids" and g.chance(0.2):
        kw["tol"] = g.float_param(1e-4)
    kw["random_state"] = rs
    X2 = X if g.chance(0.7) else g.matrix()
    after = g.pick(["predict", "predict", "predict_proba", "score", "unfitted"])

    def run():
        m = cls(**kw)
        if after == "unfitted":
            return getattr(m, "predict", getattr(m, "predict_proba", None))(X2)
        m.fit(X)
        out = fitted_state(m)
        fn = getattr(m, after, None) or getattr(m, "predict_proba", None) or m.predict
        out["after"] = fn(X2)
        return out
    args = ", ".join(f"{a}={short(v, 24)}" for a, v in kw.items())
    if after == "unfitted":
        return f"cluster.{est}.unfitted", f"{est}({args}).predict({short(X2)}) before fit", run
    return f"cluster.{est}.fit+{after}", f"{est}({args}).fit({short(X)}).{after}({short(X2)})", run


def make_svm(g, E, tmp):
    import numpy as np
    S = E["svm"]
    entry = g.pick(["SVC", "SVC", "SVC", "multi", "multi", "kernel_matrix", "sigma_to_gamma",
                    "resolve_gamma", "SVC_big"])
    if entry == "sigma_to_gamma":
        s = g.float_param(1.0)
        return "svm.sigma_to_gamma", f"sigma_to_gamma({s!r})", lambda: S.sigma_to_gamma(s)
    if entry == "resolve_gamma":
        gam = g.pick(["scale", "auto", "bogus", 0.5, 0.0, -1.0, float("nan"), None])
        X = g.matrix()
        return ("svm.resolve_gamma", f"resolve_gamma({gam!r}, {short(X)})",
                lambda: S.resolve_gamma(gam, X))
    if entry == "kernel_matrix":
        A, B = g.matrix(), g.matrix()
        kern = g.pick(list(S.KERNELS) + ["bogus"])
        gam = g.float_param(0.5)
        deg = g.int_param(3)
        return ("svm.kernel_matrix", f"kernel_matrix({short(A)}, {short(B)}, {kern!r}, "
                f"gamma={gam!r}, degree={deg!r})",
                lambda: S.kernel_matrix(A, B, kern, gamma=gam, degree=deg))
    X = g.matrix(kind="normal" if entry == "SVC_big" else None)
    n = len(X) if hasattr(X, "__len__") else 1
    y = g.labels(n, classes=3 if entry == "multi" else 2)
    if entry == "SVC_big":                       # the issue's "values >= ~1e154" family
        X = X * g.pick([1e154, 1e160, 1e200, 1e300])
    kw = {"C": g.float_param(1.0), "kernel": g.pick(list(S.KERNELS) + ["bogus"])}
    if g.chance(0.4):
        kw["gamma"] = g.pick(["scale", "auto", 0.5, 0.0, -1.0, 1e300, float("nan"), "x"])
    if g.chance(0.3):
        kw["degree"] = g.int_param(3)
    if g.chance(0.3):
        kw["margin"] = g.pick(["l1", "l2", "bogus"])
    if g.chance(0.3):
        kw["tol"] = g.float_param(1e-3)
    if g.chance(0.3):
        kw["max_iter"] = g.int_param(200)
    kw["random_state"] = g.seed_param()
    X2 = X if g.chance(0.7) else g.matrix()
    args = ", ".join(f"{a}={short(v, 24)}" for a, v in kw.items())
    if entry == "multi":
        wrapper = g.pick(["OneVsRest", "OneVsOne", "DAGSVM"])
        W = getattr(S, wrapper)
        new_api = accepts(W, "estimator") and not any(
            p.kind == p.VAR_KEYWORD for p in inspect.signature(W).parameters.values())

        def run():
            m = W(S.SVC(**kw)) if new_api else W(**kw)
            m.fit(X, y)
            out = {"predict": m.predict(X2)}
            if hasattr(m, "decision_function"):
                out["decision"] = m.decision_function(X2)
            return out
        return (f"svm.{wrapper}", f"{wrapper}(SVC({args})).fit({short(X)}, {short(y)})"
                f".predict({short(X2)})", run)

    def run():
        m = S.SVC(**kw).fit(X, y)
        return {"decision": m.decision_function(X2), "predict": m.predict(X2),
                **fitted_state(m)}
    return (f"svm.SVC{'(huge X)' if entry == 'SVC_big' else ''}",
            f"SVC({args}).fit({short(X)}, {short(y)}).decision_function({short(X2)})", run)


def make_linear(g, E, tmp):
    import numpy as np
    import scipy.sparse as sp
    which = g.pick(["spam.LogisticRegression", "spam.LinearSVM", "svm.LogisticRegression"])
    mod, name = which.split(".")
    cls = getattr(E[mod], name)
    X = g.matrix()
    if g.chance(0.2) and isinstance(X, np.ndarray) and X.ndim == 2 and X.dtype.kind == "f":
        X = sp.csr_matrix(X)
    n = X.shape[0] if hasattr(X, "shape") and len(X.shape) else (len(X) if hasattr(X, "__len__")
                                                                 else 1)
    y = g.labels(n, classes=g.pick([2, 2, 3]))
    cand = {"C": g.float_param(1.0), "solver": g.pick(["newton", "gd", "bogus"]),
            "learning_rate": g.float_param(0.5), "l2": g.float_param(0.0),
            "max_iter": g.int_param(100), "tol": g.float_param(1e-6)}
    cand = {k: v for k, v in cand.items() if g.chance(0.5)}
    kw = kw_for(cls, **cand)
    X2 = X if g.chance(0.7) else g.matrix()

    def run():
        m = cls(**kw).fit(X, y)
        out = {"decision": m.decision_function(X2), "predict": m.predict(X2)}
        if hasattr(m, "predict_proba"):
            out["proba"] = m.predict_proba(X2)
        out.update(fitted_state(m))
        return out
    args = ", ".join(f"{a}={short(v, 24)}" for a, v in kw.items())
    return which, f"{which}({args}).fit({short(X)}, {short(y)}).decision_function(...)", run


REGEXES = (None, r"\w+", r"(a+)+$", r"(", r"", r"(?<=a)", r"\b", r".*", r"x*", r"(\w+\s?)*$",
           r"(.*a){20}", r"[", 123, r"(?P<a>\w)(?P=a)", r"\S+", r"(?i)ΣΑΣ")


def make_text(g, E, tmp):
    T = E["text"]
    IO = E["io"]
    entry = g.pick(["tokenize", "tokenize", "regex", "segment", "count_types",
                    "type_token_curve", "collocations", "bigram_table", "edit_distance",
                    "edit_distances", "sentences", "sentence_spans", "normalize", "inflect",
                    "lemmas", "stem", "case_fold", "join_mwes", "decode_bytes", "read_text"])
    if entry in ("tokenize", "regex"):
        text = g.text()
        method = "regex" if entry == "regex" else g.pick(list(T.METHODS) + ["bogus", None])
        pattern = g.pick(REGEXES)
        mwes = g.pick([(), (), [("New", "York")], [("a",)], ["ab"], None, [("", "")]])
        return (f"text.tokenize({method})", f"tokenize({short(text)}, {method!r}, "
                f"pattern={pattern!r}, mwes={mwes!r})",
                lambda: T.tokenize(text, method, pattern=pattern, mwes=mwes))
    if entry == "segment":
        text = g.pick([g.text(), "thetabledownthere", "abc", "a" * 500, "", "ab" * 3000])
        dic = g.pick([[], [""], ["a", "ab", "abc"], ["the", "table", "down", "there", "tab"],
                      None, "abc", [1, 2], ["a"] * 10, ["x" * 1000]])
        mw = g.pick([None, None, 0, -1, 3, 10 ** 9, 2.5, "3"])
        return ("text.segment", f"segment({short(text)}, {short(dic)}, max_word={mw!r})",
                lambda: T.segment(text, dic, max_word=mw))
    toks = g.tokens()
    if entry == "count_types":
        return "text.count_types", f"count_types({short(toks)})", lambda: T.count_types(toks)
    if entry == "type_token_curve":
        pts = g.int_param(200)
        return ("text.type_token_curve", f"type_token_curve({short(toks)}, {pts!r})",
                lambda: T.type_token_curve(toks, pts))
    if entry in ("collocations", "bigram_table"):
        window = g.pick([2, 2, 3, 1, 0, -1, 10 ** 8, 2.5, None])
        mc = g.int_param(1)
        sw = g.pick([None, None, set(), {"the"}, "the", [None]])
        alpha = g.chance(0.3)
        if entry == "bigram_table":
            return ("text.bigram_table", f"bigram_table({short(toks)}, window={window!r}, "
                    f"min_count={mc!r}, stopwords={sw!r})",
                    lambda: T.bigram_table(toks, window=window, min_count=mc, stopwords=sw,
                                           alpha_only=alpha))
        measure = g.pick(list(T.MEASURES) + ["bogus"])
        top = g.pick([20, None, 0, -1, 10 ** 9, 2.5])
        return ("text.collocations", f"collocations({short(toks)}, {measure!r}, top={top!r}, "
                f"window={window!r}, min_count={mc!r}, stopwords={sw!r})",
                lambda: T.collocations(toks, measure, top=top, stopwords=sw, min_count=mc,
                                       window=window, alpha_only=alpha))
    if entry in ("edit_distance", "edit_distances"):
        def seq():
            return g.pick([g.text(), g.tokens(), "", "kitten", "sitting", "x" * 3000,
                           ["a", "b"], (1, 2, 3), None])
        a, b = seq(), seq()
        w = [g.pick([1, 1, 1, 2, 0, -1, 0.5, float("nan"), float("inf"), 1e300, None, "1"])
             for _ in range(3)]
        if any(isinstance(x, float) and not math.isfinite(x) for x in w):
            g.finite = False
        if entry == "edit_distances":
            pairs = g.pick([[(a, b)], [(a, b)] * 3, [], [(a,)], None, [a]])
            return ("text.edit_distances", f"edit_distances({short(pairs)}, *{w!r})",
                    lambda: T.edit_distances(pairs, *w))

        def run():
            r = T.edit_distance(a, b, *w)
            return {"distance": getattr(r, "distance", r)}
        return "text.edit_distance", f"edit_distance({short(a)}, {short(b)}, *{w!r})", run
    if entry in ("sentences", "sentence_spans"):
        text = g.text()
        method = g.pick(["rules", "rules", "punkt", "bogus", None])
        ab = g.pick([None, frozenset(), frozenset({"mr"}), "mr", [None]])
        kw = {} if ab is None else {"abbreviations": ab}
        fn = getattr(T, entry)
        return (f"text.{entry}", f"{entry}({short(text)}, {method!r}, {kw!r})",
                lambda: fn(text, method, **kw))
    if entry == "normalize":
        kw = {"lowercase": g.chance(0.7), "keep": g.pick([(), ("US",), None, "US"]),
              "stemmer": g.pick([None, None, "porter", "snowball", "lancaster", "bogus"]),
              "lemmatize": g.chance(0.3)}
        return ("text.normalize", f"normalize({short(toks)}, **{kw!r})",
                lambda: T.normalize(toks, **kw))
    if entry == "stem":
        st = g.pick(list(T.STEMMERS) + ["bogus", None])
        return "text.stem", f"stem({short(toks)}, {st!r})", lambda: T.stem(toks, st)
    word = g.pick(["are", "be", "running", "", " ", "İ", "\ud800", "x" * 5000, None, 3,
                   "mice", "better", "e\u0301", "👍", "A.B.", "don't"])
    if entry == "inflect":
        tag = g.pick(["VBZ", "VBD", "NNS", "JJR", "", "XX", None, "VBG", "NN"])
        return "text.inflect", f"inflect({word!r}, {tag!r})", lambda: T.inflect(word, tag)
    if entry == "lemmas":
        return "text.lemmas", f"lemmas({short(word)})", lambda: T.lemmas(word)
    if entry == "case_fold":
        return "text.case_fold", f"case_fold({short(word)})", lambda: T.case_fold(word)
    if entry == "join_mwes":
        mw = g.pick([[("New", "York")], [], [("a",)], [()], None, ["ab"], [("", "")]])
        return ("text.join_mwes", f"join_mwes({short(toks)}, {mw!r})",
                lambda: T.join_mwes(toks, mw))
    raw = g.raw_bytes() if g.chance(0.85) else g.pick([None, "a str", 5])
    if entry == "decode_bytes":
        return "io.decode_bytes", f"decode_bytes({short(raw)})", lambda: IO.decode_bytes(raw)
    path = os.path.join(tmp, g.pick(["f.txt", "f", "é ü.txt"]))
    enc = g.pick([None, None, "utf-8", "latin-1", "bogus", "utf-16"])
    if isinstance(raw, bytes):
        with open(path, "wb") as f:
            f.write(raw)
    target = g.pick([path, path, path, tmp, os.path.join(tmp, "missing.txt")])
    return ("io.read_text", f"read_text(<file {short(raw)}>, encoding={enc!r})",
            lambda: IO.read_text(target, encoding=enc))


def email_bytes(g):
    depth = g.pick([1, 3, 50, 2000])
    body = b"hello spam"
    for i in range(depth):
        body = (f"Content-Type: multipart/mixed; boundary=b{i}\n\n--b{i}\n".encode() + body +
                f"\n--b{i}--\n".encode())
    return g.pick([b"Subject: hi\n\nbody text", b"", b"\xff\xfe\x00", b"Subject: =?utf-8?B?***?=\n\n"
                   b"x", b"Content-Type: text/html; charset=bogus\n\n<p>hi</p>",
                   b"Subject: hi\nContent-Transfer-Encoding: base64\n\n!!!notb64", body])


def write_corpus(g, tmp):
    """A corpus folder or table with adversarial content; returns its path."""
    layout = g.pick(["folders", "folders", "csv", "csv", "tsv", "empty", "file_missing",
                     "nested", "mbox"])
    if layout == "file_missing":
        return os.path.join(tmp, "nope")
    root = os.path.join(tmp, "corpus")
    os.makedirs(root)
    if layout == "empty":
        return root
    if layout in ("csv", "tsv"):
        sep = "," if layout == "csv" else "\t"
        rows = [g.pick(["label", "v1"]) + sep + "text"] if g.chance(0.5) else []
        for _ in range(g.r.randint(0, 12)):
            lab = g.pick(["spam", "ham", "ham", "", "SPAM", "1", "x" * 100])
            txt = g.text(allow_wrong=False).replace("\x00", "") if g.chance(0.9) else '"unclosed'
            rows.append(lab + sep + (txt if g.chance(0.5) else '"' + txt.replace('"', '""') + '"'))
        nl = g.pick(["\n", "\r\n", "\r"])
        data = nl.join(rows).encode(g.pick(["utf-8", "utf-8-sig", "utf-16", "latin-1"]),
                                    errors="replace")
        if g.chance(0.15):
            data = data[:-1] if data else data
        p = os.path.join(tmp, "c." + layout)
        os.rmdir(root)
        with open(p, "wb") as f:
            f.write(data)
        return p
    if layout == "mbox":
        with open(os.path.join(root, "spam.mbox"), "wb") as f:
            f.write(b"From x\nSubject: a\n\nbody\n\nFrom y\n" + g.raw_bytes())
        with open(os.path.join(root, "ham.mbox"), "wb") as f:
            f.write(g.pick([b"", b"From z\n\nhello\n", g.raw_bytes()]))
        return root
    base = root
    if layout == "nested":
        base = os.path.join(root, "enron1")
    for cls in g.pick([("spam", "ham"), ("spam",), ("a", "b", "c"), ("ham", "spam", "x")]):
        d = os.path.join(base, cls)
        os.makedirs(d)
        for j in range(g.r.randint(0, 4)):
            with open(os.path.join(d, g.pick([f"{j}.txt", f"{j}.eml", f"{j}", "cmds"])), "wb") as f:
                f.write(g.pick([g.raw_bytes(), email_bytes(g), b"plain text message"]))
        if g.chance(0.15):
            os.makedirs(os.path.join(d, "sub"))
    return root


def make_spam(g, E, tmp):
    import numpy as np
    import scipy.sparse as sp
    Sp, M, F = E["spam"], E["metrics"], E["features"]
    entry = g.pick(["Vectorizer", "MultinomialNB", "BernoulliNB", "SpamFilter", "SpamFilter",
                    "SpamFilter.load", "load_corpus", "load_corpus", "split_indices",
                    "kfold_indices", "classification_report", "roc_curve", "score_terms",
                    "parse_email", "token_spans"])
    if entry == "Vectorizer":
        texts = [g.text() for _ in range(g.r.randint(0, 6))] if g.chance(0.9) else g.pick(
            [None, "one string", [None]])
        kw = {"ngram_range": g.pick([(1, 1), (1, 2), (2, 1), (0, 1), (1, 50), 2, None]),
              "min_df": g.pick([1, 1, 0, -1, 2, 0.5, 10 ** 9]),
              "stemmer": g.pick([None, None, "porter", "bogus"]),
              "binary": g.chance(0.3), "stop_words": g.chance(0.3),
              "unknown": g.pick(["drop", "unk", "bogus"])}
        t2 = [g.text()] if g.chance(0.5) else texts
        return ("spam.Vectorizer", f"Vectorizer(**{kw!r}).fit({short(texts)}).transform(...)",
                lambda: Sp.Vectorizer(**kw).fit(texts).transform(t2))
    if entry in ("MultinomialNB", "BernoulliNB", "score_terms"):
        n = g.r.randint(0, 12)
        kind = g.pick(["counts", "counts", "neg", "nan", "inf", "float", "sparse", "list",
                       "empty", "huge", "zero"])
        X = g.n.integers(0, 4, size=(n, g.r.randint(1, 6))).astype(float)
        if kind == "neg" and X.size:
            X[0, 0] = -3
        elif kind == "nan" and X.size:
            X[0, 0] = np.nan
            g.finite = False
        elif kind == "inf" and X.size:
            X[0, 0] = np.inf
            g.finite = False
        elif kind == "float":
            X = X * 0.37
        elif kind == "sparse":
            X = sp.csr_matrix(X)
        elif kind == "list":
            X = X.tolist()
        elif kind == "empty":
            X = np.empty((0, 3))
        elif kind == "huge":
            X = X * 1e300
        elif kind == "zero":
            X = np.zeros_like(X)
        y = g.labels(n)
        if entry == "score_terms":
            pos = g.pick([1, 0, "spam", None, 7])
            return ("features.score_terms", f"score_terms({short(X)}, {short(y)}, {pos!r})",
                    lambda: F.score_terms(X, y, pos))
        alpha = g.pick([1.0, 1.0, 0.0, 1e-17, 1e-300, -1.0, float("nan"), 1e300, None, "1"])
        if isinstance(alpha, float) and math.isnan(alpha):
            g.finite = False
        cls = getattr(Sp, entry)
        X2 = X if g.chance(0.7) else g.pick([[[1, 2, 3]], np.ones((2, 99)), None])

        def run():
            m = cls(alpha).fit(X, y)
            return {"proba": m.predict_proba(X2), "predict": m.predict(X2)}
        return (f"spam.{entry}", f"{entry}({alpha!r}).fit({short(X)}, {short(y)})"
                f".predict_proba({short(X2)})", run)
    if entry == "SpamFilter":
        n = g.r.randint(0, 10)
        texts = [g.text() for _ in range(n)]
        labels = g.labels(n)
        model = g.pick(["multinomial", "multinomial", "bernoulli", "bogus"])
        alpha = g.pick([1.0, 1.0, 0.0, 1e-17, -1, float("nan"), 1e300])
        if isinstance(alpha, float) and math.isnan(alpha):
            g.finite = False
        ngr = g.pick([(1, 1), (1, 1), (1, 2), (2, 1), (0, 0)])
        then = g.pick(["explain", "explain", "proba", "save_load", "save_noext"])
        probe = g.text()

        def run():
            f = Sp.SpamFilter(model, alpha, ngr).fit(texts, labels)
            if then == "explain":
                ex = f.explain(probe)
                return {k: v for k, v in vars(ex).items()} if hasattr(ex, "__dict__") else ex
            if then == "proba":
                return f.predict_proba([probe])
            p = os.path.join(tmp, "model.npz" if then == "save_load" else "model")
            f.save(p)
            written = p if os.path.exists(p) else p + ".npz"
            return Sp.SpamFilter.load(written).predict_proba([probe])
        return (f"spam.SpamFilter.{then}", f"SpamFilter({model!r}, {alpha!r}, {ngr}).fit("
                f"{short(texts)}, {short(labels)}).{then}({short(probe)})", run)
    if entry == "SpamFilter.load":
        data = damaged_npz(g, "spam")
        p = os.path.join(tmp, g.pick(["m.npz", "m.npy", "m"]))
        with open(p, "wb") as f:
            f.write(data)
        return ("spam.SpamFilter.load", f"SpamFilter.load(<{short(data)}>)",
                lambda: Sp.SpamFilter.load(p))
    if entry == "load_corpus":
        p = write_corpus(g, tmp)
        hd = g.pick(["subject", "subject", "none", "all", "bogus"])

        def run():
            c = Sp.load_corpus(p, headers=hd)
            return {"n": len(c.labels), "texts": len(c.texts)}
        listing = sorted(os.path.relpath(os.path.join(a, f), tmp) for a, _, fs in os.walk(tmp)
                         for f in fs)
        return "spam.load_corpus", f"load_corpus({short(listing)}, headers={hd!r})", run
    if entry in ("split_indices", "kfold_indices"):
        y = g.labels(g.r.randint(0, 20))
        seed = g.seed_param()
        if entry == "split_indices":
            ts = g.pick([0.25, 0.0, 1.0, -0.5, 1.5, 3, float("nan"), None, 0.999])
            return ("spam.split_indices", f"split_indices({short(y)}, {ts!r}, {seed!r})",
                    lambda: Sp.split_indices(y, ts, seed))
        k = g.int_param(5)
        return ("spam.kfold_indices", f"kfold_indices({short(y)}, {k!r}, {seed!r})",
                lambda: Sp.kfold_indices(y, k, seed))
    if entry == "classification_report":
        n = g.r.randint(0, 15)
        a, b = g.labels(n), g.labels(n)
        labels = g.pick([None, None, [0], [0, 1], [5], [], ["spam"], [1, 0]])
        return ("metrics.classification_report", f"classification_report({short(a)}, "
                f"{short(b)}, labels={labels!r})",
                lambda: M.classification_report(a, b, labels=labels))
    if entry == "roc_curve":
        n = g.r.randint(0, 15)
        y = g.labels(n)
        s = g.pick([g.n.normal(size=n), np.zeros(n), g.n.normal(size=n) * 1e300,
                    np.full(n, np.nan), g.n.normal(size=n + 1), None])
        if s is not None and np.asarray(s).size and not np.isfinite(s).all():
            g.finite = False
        fn = g.pick(["roc_curve", "precision_recall_curve"])
        return (f"metrics.{fn}", f"{fn}({short(y)}, {short(s)})",
                lambda: getattr(M, fn)(y, s))
    if entry == "parse_email":
        raw = email_bytes(g) if g.chance(0.6) else g.pick([g.raw_bytes(), "str not bytes", None])
        return ("spam.parse_email", f"parse_email({short(raw)})",
                lambda: vars(Sp.parse_email(raw)) if hasattr(Sp.parse_email(raw), "__dict__")
                else Sp.parse_email(raw))
    text = g.text()
    opts = Sp.TermOptions(lowercase=g.chance(0.7), letters_only=g.chance(0.5),
                          drop_dates=g.chance(0.3), stop_words=g.chance(0.3),
                          stemmer=g.pick([None, "porter", "bogus"]))
    return ("spam.token_spans", f"token_spans({short(text)}, {opts!r})",
            lambda: list(Sp.token_spans(text, opts)))


def damaged_npz(g, kind):
    import numpy as np
    buf = io.BytesIO()
    choice = g.pick(["zipjunk", "empty", "text", "npy", "missing_keys", "pickle", "truncated"])
    if choice == "zipjunk":
        return b"PK\x03\x04junk"
    if choice == "empty":
        return b""
    if choice == "text":
        return "just some text é".encode()
    if choice == "npy":
        np.save(buf, np.arange(5))
        return buf.getvalue()
    if choice == "missing_keys":
        np.savez(buf, foo=np.arange(3), classes=np.array([1.0, np.nan]))
        return buf.getvalue()
    if choice == "pickle":
        np.savez(buf, vocabulary=np.array([{"a": 1}], dtype=object), meta=np.array([None]))
        return buf.getvalue()
    np.savez(buf, a=np.arange(100), b=np.ones((10, 10)))
    v = buf.getvalue()
    return v[: len(v) // 2]


TAGGED = ("The/DET cat/NOUN sat/VERB ./PUNCT\nA/DET dog/NOUN ran/VERB",
          "1\tThe\tthe\tDET\tDT\t_\t2\tdet\t_\t_\n2\tcat\tcat\tNOUN\tNN\t_\t0\troot\t_\t_\n\n",
          "The DET\ncat NOUN\n\nA DET\n", "word/", "/TAG", "a/b/c d//e", "\ud800/X", "1\tx\n",
          "# comment only\n", "", "x" * 10000 + "/NN", "1-2\tdon't\t_\t_\t_\n1\tdo\tdo\tAUX\n",
          "the/DET " * 3000, "no tags at all here", "\x00/\x00", "1\t\t\t\t\t\t\t\t\t\n",
          "a/DET\r\nb/NOUN\r\n", "3\tskip\t_\tNOUN\n1\tstart\t_\tVERB\n")


def make_hmm(g, E, tmp):
    import numpy as np
    H = E["hmm"]
    g.allow_inf = True
    entry = g.pick(["parse_tagged", "read_tagged", "HMMTagger", "HMMTagger", "HMMTagger.load",
                    "DiscreteHMM", "DiscreteHMM", "viterbi", "MarkovChain"])
    fmt = g.pick([None, None, "slash", "conllu", "columns", "bogus"])
    col = g.pick(["upos", "upos", "xpos", "bogus"])
    if entry == "parse_tagged":
        text = g.pick(TAGGED) if g.chance(0.7) else g.text()
        if g.chance(0.3):
            text = "\n".join(g.pick(TAGGED) for _ in range(3))

        def run():
            return H.parse_tagged(text, fmt, col, [])
        return "hmm.parse_tagged", f"parse_tagged({short(text)}, {fmt!r}, {col!r})", run
    if entry == "read_tagged":
        p = os.path.join(tmp, "t.txt")
        data = g.pick([g.pick(TAGGED).encode(g.pick(["utf-8", "utf-16", "utf-8-sig"]),
                                                  errors="surrogatepass"), g.raw_bytes()])
        with open(p, "wb") as f:
            f.write(data)
        target = g.pick([p, p, tmp, os.path.join(tmp, "missing")])
        return ("hmm.read_tagged", f"read_tagged(<{short(data)}>, {fmt!r}, {col!r})",
                lambda: H.read_tagged(target, fmt, col, []))

    def tagged_sents():
        k = g.r.random()
        if k < 0.1:
            return g.pick([[], [[]], None, "a/DET", [[("a",)]], [[("a", None)]], [["ab"]],
                           [[(1, 2)]], [[("a", "X", "extra")]]])
        out = []
        for _ in range(g.r.randint(1, 6)):
            out.append([(g.pick(["the", "a", "cat", "dog", "", "\ud800", "x" * 2000, "ran",
                                 "İ", "e\u0301"]), g.pick(["DET", "NOUN", "VERB", "", "X"]))
                        for _ in range(g.r.randint(0, 8))])
        return out
    if entry == "HMMTagger":
        sents = tagged_sents()
        kw = {"order": g.pick([1, 1, 2, 0, 3, -1, 2.5, None]),
              "alpha": g.pick([0.1, 0.1, 0.0, 1e-300, -1.0, float("nan"), 1e300]),
              "unknown": g.pick(["suffix", "suffix", "none", "bogus"])}
        if isinstance(kw["alpha"], float) and math.isnan(kw["alpha"]):
            g.finite = False
        words = g.pick([["the", "cat"], [], ["unseen", "words", "İ"], None, "the cat",
                        ["x"] * 500, [""], [1, 2]])
        then = g.pick(["tag", "tag", "evaluate", "save_load"])
        ev = tagged_sents()

        def run():
            t = H.HMMTagger(**kw).fit(sents)
            if then == "tag":
                return t.tag(words)
            if then == "evaluate":
                return t.evaluate(ev)
            p = os.path.join(tmp, "tagger.npz")
            t.save(p)
            return H.HMMTagger.load(p if os.path.exists(p) else p + ".npz").tag(["the"])
        return (f"hmm.HMMTagger.{then}", f"HMMTagger(**{kw!r}).fit({short(sents)}).{then}("
                f"{short(words if then == 'tag' else ev)})", run)
    if entry == "HMMTagger.load":
        data = damaged_npz(g, "hmm")
        p = os.path.join(tmp, g.pick(["t.npz", "t"]))
        with open(p, "wb") as f:
            f.write(data)
        return ("hmm.HMMTagger.load", f"HMMTagger.load(<{short(data)}>)",
                lambda: H.HMMTagger.load(p))
    if entry == "MarkovChain":
        seqs = g.pick([[["DET", "NOUN"], ["VERB"]], [], [[]], None, "DET NOUN", [[1, 2]],
                       [["A"] * 5000]])
        kw = {"order": g.pick([1, 2, 0, -1, 2.5]), "alpha": g.pick([0.1, 0.0, -1.0, 1e300])}

        def run():
            m = H.MarkovChain(**kw).fit(seqs)
            return fitted_state(m)
        return "hmm.MarkovChain", f"MarkovChain(**{kw!r}).fit({short(seqs)})", run
    ns = g.pick([2, 2, 3, 1, 0, -1, 2.5, 10 ** 6, None])
    nsym = g.pick([3, 3, 4, 1, 0, -2, 2.5])

    def stoch(shape):
        kind = g.pick(["ok", "ok", "ok", "zeros", "nan", "neg", "unnorm", "tiny", "wrongshape"])
        a = g.n.random(shape) + 0.1
        a = a / a.sum(axis=-1, keepdims=True)
        if kind == "zeros":
            a[..., 0] = 0
            a = a / np.where(a.sum(axis=-1, keepdims=True) == 0, 1, a.sum(axis=-1, keepdims=True))
        elif kind == "nan":
            a.flat[0] = np.nan
            g.finite = False
        elif kind == "neg":
            a.flat[0] = -0.5
        elif kind == "unnorm":
            a = a * 3
        elif kind == "tiny":
            a = np.full(shape, 1e-300)
        elif kind == "wrongshape":
            a = np.ones((7,)) / 7
        return a

    def seq():
        return g.pick([[0, 1, 2, 1], [], [0], list(g.n.integers(0, 3, 200)), [5, 99], [-1, 0],
                       [0.5, 1.5], None, "012", [[0, 1]], np.array([0, 1, 2]), [0] * 3000])
    if entry == "viterbi":
        s, m = 2, 3
        pi, A, B = stoch((s,)), stoch((s, s)), stoch((s, m))
        o = seq()
        return ("hmm.viterbi", f"viterbi({short(pi)}, {short(A)}, {short(B)}, {short(o)})",
                lambda: H.viterbi(pi, A, B, o))
    given = g.chance(0.4) and isinstance(ns, int) and isinstance(nsym, int) and 0 < ns < 10 \
        and 0 < nsym < 10
    kw = {"init": g.pick(["random", "random", "uniform", "bogus"]), "n_iter": g.int_param(20),
          "random_state": g.seed_param()}
    if given:
        kw.update(startprob=stoch((ns,)), transmat=stoch((ns, ns)), emissionprob=stoch((ns, nsym)))
    if g.chance(0.2):
        kw["tol"] = g.float_param(1e-4)
    seqs = g.pick([[seq() for _ in range(g.r.randint(1, 4))], [], None, seq()])
    probe = seq()
    then = g.pick(["score", "decode"])

    def run():
        m = H.DiscreteHMM(ns, nsym, **kw).fit(seqs)
        return {"then": getattr(m, then)(probe), **fitted_state(m)}
    return (f"hmm.DiscreteHMM.fit+{then}", f"DiscreteHMM({ns!r}, {nsym!r}, **{short(kw, 200)})"
            f".fit({short(seqs)}).{then}({short(probe)})", run)


POINT_FILES = ("x,y\n1,2\n3,4\n", "x;y\n1,5;2,5\n3,0;4,5\n", "1,5;2,5\n", "1,2,3\n",
               "x,y,z\n1,2,3\n", "", "\n\n", "x,y\n", "x,y\n1,2\n3\n", "x,y\n1,abc\n",
               "x,y\nnan,1\ninf,2\n", "1e400,1\n2,3\n", "x\ty\n1\t2\n", '"x","y"\n"1","2"\n',
               "x,y\r1,2\r3,4\r", "\ufeffx,y\n1,2\n", "1,000,2\n", "x,y,label\n1,2,a\n3,4,b\n",
               "x,y\n1,2,extra,extra\n", "# comment\n1,2\n", "x,x\n1,2\n", ",\n,\n",
               "x,y\n" + "1,2\n" * 3000, "a,b\n\x00,\x00\n", "x,y\n1e300,1e300\n-1e300,5\n",
               "x,y\n1.7e12,0\n1.7e12,1\n", "x,y\n0x10,1\n", "x,y\n1_000,2\n", "x y\n1 2\n3 4\n")


def make_io(g, E, tmp):
    import numpy as np
    IO = E["io"]
    entry = g.pick(["read_points", "read_points", "read_points", "roundtrip"])
    p = os.path.join(tmp, g.pick(["p.csv", "p.tsv", "p.txt", "p"]))
    if entry == "roundtrip":
        X = g.matrix()
        n = len(X) if hasattr(X, "__len__") else 1
        cols = g.pick([None, None, ["a", "b"], ["x,y", "\"q\""], [], ["é", "\n"]])
        labels = g.pick([None, None, g.labels(n), ["a,b"] * n])

        def run():
            IO.write_points(p, X, columns=cols, labels=labels)
            return IO.read_points(p)
        return ("io.write_points+read_points", f"write_points(p, {short(X)}, columns={cols!r}, "
                f"labels={short(labels)}); read_points(p)", run)
    text = g.pick(POINT_FILES)
    if g.chance(0.3):
        text = text + g.pick(POINT_FILES)
    enc = g.pick(["utf-8", "utf-8", "utf-16", "latin-1", "utf-8-sig"])
    data = text.encode(enc, errors="replace")
    if g.chance(0.1):
        data = g.raw_bytes()
    if g.chance(0.05):
        data = data[:-1]
    with open(p, "wb") as f:
        f.write(data)
    mc = g.pick([2, 2, 2, 1, 0, -1, 3, 10 ** 6, 2.5, None])
    if any(s in text for s in ("nan", "inf", "1e400")):
        g.finite = False
    target = g.pick([p] * 8 + [tmp, os.path.join(tmp, "missing.csv")])

    def run():
        r = IO.read_points(target, min_columns=mc)
        if isinstance(r, tuple):
            return list(r)
        return {k: v for k, v in vars(r).items()} if hasattr(r, "__dict__") else r
    return "io.read_points", f"read_points(<{short(data)}>, min_columns={mc!r})", run


# --------------------------------------------------------------------------------------------
# Feature extraction (issue #14): PCA, LSI, MDS, distances, cluster metrics
# --------------------------------------------------------------------------------------------

def _mostly(g, valid, bad, p=0.12):
    """``valid`` most of the time, else ``bad(valid)``: parameters of the new areas are broken
    one at a time, so the valid paths behind them are reached too."""
    return bad(valid) if g.chance(p) else valid


def _count_matrix(g):
    """A small non-negative documents × terms matrix (counts or tf-idf-like), adversarial."""
    import numpy as np
    n, d = g.r.randint(1, 14), g.r.randint(1, 14)
    kind = g.pick(["counts", "counts", "counts", "zeros", "empty_rows", "empty_cols", "one_row",
                   "one_col", "nan", "neg", "huge", "tiny", "dup_rows"])
    X = g.n.integers(0, 3, size=(n, d)).astype(float)
    if kind == "zeros":
        X[:] = 0
    elif kind == "empty_rows" and n > 1:
        X[: n // 2] = 0
    elif kind == "empty_cols" and d > 1:
        X[:, : d // 2] = 0
    elif kind == "one_row":
        X = X[:1]
    elif kind == "one_col":
        X = X[:, :1]
    elif kind == "nan":
        X.flat[0] = np.nan
        g.finite = False
    elif kind == "neg":
        X.flat[0] = -2.0
    elif kind == "huge":
        X = X * 1e200
    elif kind == "tiny":
        X = X * 1e-300
    elif kind == "dup_rows":
        X = np.repeat(X[:1], n, axis=0)
    return X


def _sym_distances(g, n):
    import numpy as np
    P = g.n.normal(size=(n, g.r.randint(1, 3)))
    D = np.sqrt(((P[:, None] - P[None]) ** 2).sum(-1))
    return P, D


def _dissimilarities(g):
    """(D, points or None): a dissimilarity matrix, often broken."""
    import numpy as np
    n = g.pick([1, 2, 3, 5, 8, 15, 25])
    P, D = _sym_distances(g, n)
    kind = g.pick(["euclid", "euclid", "euclid", "random_sym", "nonsym", "neg", "nan", "zeros",
                   "diag", "rect", "huge", "tiny", "list", "none", "strings", "1d", "offset"])
    if kind == "euclid":
        return D, P
    if kind == "offset":
        return D + 1e6 * (1 - np.eye(n)), None
    if kind == "random_sym":
        R = g.n.random((n, n))
        R = R + R.T
        np.fill_diagonal(R, 0)
        return R, None
    if kind == "nonsym" and n > 1:
        D = D.copy()
        D[0, 1] += 1.0
        return D, None
    if kind == "neg" and n > 1:
        D = D.copy()
        D[0, 1] = D[1, 0] = -1.0
        return D, None
    if kind == "nan":
        D = D.copy()
        D.flat[-1] = np.nan
        g.finite = False
        return D, None
    if kind == "zeros":
        return np.zeros((n, n)), None
    if kind == "diag":
        return D + np.eye(n), None
    if kind == "rect":
        return D[:, :-1] if n > 1 else np.zeros((1, 2)), None
    if kind == "huge":
        return D * 1e200, None
    if kind == "tiny":
        return D * 1e-300, None
    if kind == "list":
        return D.tolist(), P
    if kind == "none":
        return None, None
    if kind == "strings":
        return [["a"] * n] * n, None
    if kind == "1d":
        return D[0], None
    return D, P


def _check_pca(R, X, m, matrix):
    """The fitted PCA against the eigenvalues of the covariance/correlation matrix."""
    import numpy as np
    import scipy.sparse as sp
    X = X.toarray() if sp.issparse(X) else np.asarray(X, dtype=float)
    ev = m.explained_variance_
    if np.any(np.diff(ev) > 1e-9 * max(1.0, abs(ev[0]))):
        raise Wrong(f"explained_variance_ not sorted: {ev}")
    if not np.allclose(np.linalg.norm(m.components_, axis=1), 1.0, atol=1e-6):
        raise Wrong("components_ rows are not unit vectors")
    r = m.explained_variance_ratio_
    if np.any(r < -1e-12) or r.sum() > 1 + 1e-9:
        raise Wrong(f"explained_variance_ratio_ {r} outside [0, 1]")
    scale = np.abs(X).max()
    if X.shape[1] > 200 or not (1e-100 < scale < 1e100) or len(X) < 2:
        return
    Z = (X - X.mean(0)) / scale
    if matrix == "correlation":
        Z = Z / Z.std(0, ddof=1)
        ref = np.sort(np.linalg.eigvalsh(np.atleast_2d(np.cov(Z.T))))[::-1]
    else:
        ref = np.sort(np.linalg.eigvalsh(np.atleast_2d(np.cov(Z.T))))[::-1] * scale ** 2
    ref = np.clip(ref[: len(ev)], 0, None)
    tot = max(float(np.abs(ref).sum()), 1e-300)
    if np.abs(ev - ref).max() > 1e-6 * tot + 1e-12 * scale ** 2 * (matrix == "covariance"):
        raise Wrong(f"eigenvalues {ev} but the {matrix} matrix has {ref}")


def make_reduce(g, E, tmp):
    import numpy as np
    import scipy.sparse as sp
    R, M = E["reduce"], E["metrics"]
    entry = g.pick(["PCA", "PCA", "PCA.iter_fit", "PCA.invariance", "LSI", "LSI", "LSI.fold_in",
                    "ClassicalMDS", "SMACOF", "SMACOF", "pairwise", "pairwise", "shepard",
                    "ari", "purity"])
    if entry in ("PCA", "PCA.iter_fit"):
        X = g.matrix()
        if g.chance(0.15) and isinstance(X, np.ndarray) and X.ndim == 2 and X.dtype.kind == "f":
            X = sp.csr_matrix(X)
        k = _mostly(g, g.r.randint(1, 3), g.int_param)
        matrix = _mostly(g, g.pick(["covariance", "correlation"]), lambda v: "bogus")
        if entry == "PCA.iter_fit":
            mi, tol = _mostly(g, g.pick([200, 5]), g.int_param), _mostly(g, 1e-10, g.float_param)

            def run():
                m = R.PCA(k, matrix=matrix, max_iter=mi, tol=tol, random_state=0)
                steps = 0
                last = None
                for last in m.iter_fit(X):
                    steps += 1
                    if steps > 200_000:
                        raise Wrong("more than 200,000 power steps")
                if last is None:
                    raise Wrong("iter_fit yielded nothing")
                if last.stopped is None and not last.converged:
                    raise Wrong("the last step says neither converged nor stopped")
                if last.converged and len(last.eigenvalues) != len(m.explained_variance_):
                    raise Wrong("converged with fewer eigenvalues than components")
                if last.converged:
                    ev = m.explained_variance_
                    if np.abs(last.eigenvalues - ev).max() > 1e-6 * max(ev.sum(), 1e-300):
                        raise Wrong(f"power method λ {last.eigenvalues} vs exact {ev}")
                return {"last": last, **fitted_state(m)}
            return ("reduce.PCA.iter_fit", f"PCA({k!r}, matrix={matrix!r}, max_iter={mi!r}, "
                    f"tol={tol!r}).iter_fit({short(X)})", run)
        then = g.pick(["transform", "transform", "inverse", "loadings", "errors"])
        X2 = X if g.chance(0.7) else g.matrix()

        def run():
            m = R.PCA(k, matrix=matrix).fit(X)
            _check_pca(R, X, m, matrix)
            out = fitted_state(m)
            if then == "transform":
                out["after"] = m.transform(X2)
            elif then == "inverse":
                out["after"] = m.inverse_transform(m.transform(X))
            elif then == "loadings":
                out["after"] = m.loadings_
            else:
                out["after"] = m.reconstruction_errors()
            return out
        return (f"reduce.PCA.fit+{then}", f"PCA({k!r}, matrix={matrix!r}).fit({short(X)})"
                f".{then}({short(X2)})", run)
    if entry == "PCA.invariance":
        n, d = g.r.randint(3, 30), g.r.randint(2, 4)
        X = g.n.normal(size=(n, d)) * g.n.uniform(0.5, 3, d)
        off, scale = g.pick([(1e6, 1.0), (1e9, 1.0), (0.0, 1e-9), (0.0, 1e6), (1e3, 1e-6),
                             (0.0, 1e-150), (0.0, 1e80)])
        matrix = g.pick(["covariance", "correlation"])

        def run():
            a = R.PCA(2, matrix=matrix).fit(X).explained_variance_ratio_
            b = R.PCA(2, matrix=matrix).fit(X * scale + off).explained_variance_ratio_
            if np.abs(a - b).max() > 1e-4:
                raise Wrong(f"variance ratios {a} on X but {b} on X*{scale}+{off}")
            return b
        return ("reduce.PCA.invariance", f"PCA(2, {matrix!r}) on X*{scale}+{off}", run)
    if entry in ("LSI", "LSI.fold_in"):
        X = _count_matrix(g) if g.chance(0.8) else g.matrix()
        sparse = g.chance(0.5) and isinstance(X, np.ndarray) and X.ndim == 2 and \
            X.dtype.kind == "f"
        Xs = sp.csr_matrix(X) if sparse else X
        k = _mostly(g, g.r.randint(1, 4), g.int_param)
        d = np.shape(X)[1] if isinstance(X, np.ndarray) and X.ndim == 2 else 3
        q = g.n.random(d) if g.chance(0.5) else g.pick([g.n.random(d), g.n.random(d + 1), np.zeros(d), g.n.random((2, d)), [],
                    ["a"] * d, None, np.full(d, np.nan), sp.csr_matrix(g.n.random((1, d))),
                    g.n.random(d) * 1e300, "query"])
        if isinstance(q, np.ndarray) and q.size and not np.isfinite(q).all():
            g.finite = False
        then = "fold_in" if entry == "LSI.fold_in" else g.pick(["transform", "rank", "terms"])
        terms = g.pick([[f"t{j}" for j in range(d)], ["x"], None])

        def run():
            m = R.LSI(k, random_state=0)
            coords = m.fit_transform(Xs)
            dense = np.asarray(X, dtype=float)
            if dense.size and np.isfinite(dense).all() and np.abs(dense).max() < 1e100:
                ref = np.linalg.svd(dense, compute_uv=False)[: len(m.singular_values_)]
                if np.abs(ref - m.singular_values_).max() > 1e-6 * max(ref[0], 1e-300):
                    raise Wrong(f"singular values {m.singular_values_} vs SVD {ref}")
            out = {"coords": coords, **fitted_state(m)}
            if then == "fold_in":
                out["after"] = m.fold_in(q)
            elif then == "transform":
                out["after"] = m.transform(Xs)
            elif then == "rank":
                out["after"] = m.rank(q, Xs)
            else:
                out["after"] = m.concept_terms(terms, 3)
            return out
        return (f"reduce.LSI.fit+{then}", f"LSI({k!r}).fit({short(X)}, sparse={sparse})"
                f".{then}({short(q)})", run)
    if entry in ("ClassicalMDS", "SMACOF", "shepard"):
        D, P = _dissimilarities(g)
        k = _mostly(g, g.pick([1, 2, 2]), g.int_param)
        if entry == "ClassicalMDS":
            def run():
                Y = R.ClassicalMDS(k).fit_transform(D)
                if P is not None and P.shape[1] <= k and isinstance(k, int):
                    Dn = np.asarray(D, float)
                    got = np.sqrt(((Y[:, None] - Y[None]) ** 2).sum(-1))
                    if np.abs(got - Dn).max() > 1e-6 * max(Dn.max(), 1e-300):
                        raise Wrong("classical MDS does not reproduce Euclidean distances")
                return Y
            return "reduce.ClassicalMDS", f"ClassicalMDS({k!r}).fit_transform({short(D)})", run
        if entry == "shepard":
            Y = g.pick([g.n.normal(size=(np.shape(D)[0] if np.ndim(D) == 2 else 3, 2)) + 1e9,
                        g.n.normal(size=(3, 2)), None, g.matrix()])
            return ("reduce.shepard_diagram", f"shepard_diagram({short(D)}, {short(Y)})",
                    lambda: R.shepard_diagram(D, Y))
        kw = {"n_components": k, "n_init": _mostly(g, 2, g.int_param),
              "max_iter": _mostly(g, g.pick([60, 3]), g.int_param),
              "random_state": _mostly(g, 0, lambda v: g.seed_param()),
              "eps": _mostly(g, 1e-6, g.float_param),
              "init": _mostly(g, g.pick(["classical", "random"]), lambda v: "bogus")}

        def run():
            m = R.SMACOF(**kw)
            steps = list(m.iter_fit(D))
            prev = {}
            for s in steps:
                if s.phase == "guttman":
                    p = prev.get(s.restart)
                    if p is not None and s.stress > p + 1e-9 * max(p, 1e-300) + 1e-12:
                        raise Wrong(f"stress rose {p} → {s.stress} (restart {s.restart})")
                    prev[s.restart] = s.stress
                elif s.phase == "init":
                    prev[s.restart] = s.stress
            if not steps[-1].converged and steps[-1].stopped is None:
                raise Wrong("the last step says neither converged nor stopped")
            return {"steps": len(steps), **fitted_state(m)}
        return "reduce.SMACOF", f"SMACOF(**{short(kw, 200)}).iter_fit({short(D)})", run
    if entry == "pairwise":
        X = g.matrix() if g.chance(0.7) else _count_matrix(g)
        sparse = g.chance(0.3) and isinstance(X, np.ndarray) and X.ndim == 2 and \
            X.dtype.kind == "f"
        metric = g.pick(["euclidean", "euclidean", "cosine", "cosine", "bogus"])

        def run():
            D = R.pairwise_distances(sp.csr_matrix(X) if sparse else X, metric)
            A = np.asarray(X, dtype=float)
            top = np.abs(A).max() if A.size else 0
            if top > 0 and np.isfinite(top):
                B = A / top                       # reference, computed without overflow
                if metric == "euclidean":         # differences first: an offset keeps its digits
                    ref = np.sqrt((((A[:, None] - A[None]) / top) ** 2).sum(-1)) * top
                    scale = max(ref.max(), 1e-300)
                else:
                    rows = np.abs(B).max(1, keepdims=True)
                    U = B / np.where(rows > 0, rows, 1)
                    nrm = np.linalg.norm(U, axis=1, keepdims=True)
                    U = U / np.where(nrm > 0, nrm, 1)
                    ref = 1 - U @ U.T
                    ref[(nrm[:, 0] == 0)[:, None] | (nrm[:, 0] == 0)[None]] = 1.0
                    np.fill_diagonal(ref, 0)
                    scale = 1.0
                if np.abs(D - ref).max() > 1e-6 * scale:
                    i, j = np.unravel_index(np.argmax(np.abs(D - ref)), D.shape)
                    raise Wrong(f"{metric} D[{i},{j}] = {D[i, j]:.6g}, should be {ref[i, j]:.6g}")
            return D
        return ("reduce.pairwise_distances", f"pairwise_distances({short(X)}, {metric!r}, "
                f"sparse={sparse})", run)
    n = g.r.randint(0, 20)
    a, b = g.labels(n), g.labels(n if g.chance(0.85) else n + 1)
    fn = "adjusted_rand_score" if entry == "ari" else "purity"

    def run():
        v = getattr(M, fn)(a, b)
        if fn == "purity" and not 0 <= v <= 1:
            raise Wrong(f"purity {v} outside [0, 1]")
        if fn == "adjusted_rand_score":
            from sklearn.metrics import adjusted_rand_score as sk
            try:
                ref = sk(np.asarray(a).ravel(), np.asarray(b).ravel())
            except Exception:   # noqa: BLE001 - scikit-learn refuses it: nothing to compare
                ref = None
            if ref is not None and np.isfinite(ref) and abs(ref - v) > 1e-9:
                raise Wrong(f"ARI {v} but scikit-learn {ref}")
        return v
    return f"metrics.{fn}", f"{fn}({short(a)}, {short(b)})", run


# --------------------------------------------------------------------------------------------
# Documents: the term matrix and the folder reader
# --------------------------------------------------------------------------------------------

def _write_documents_folder(g, tmp):
    """A folder of documents with adversarial files; returns its path (or a non-folder)."""
    layout = g.pick(["classes", "classes", "flat", "empty", "hidden_only", "no_text", "deep",
                     "missing", "a_file", "not_a_path"])
    if layout == "not_a_path":
        return g.pick([None, "", 5, b"", "   "])
    root = os.path.join(tmp, "docs")
    if layout == "missing":
        return root
    if layout == "a_file":
        with open(root, "w") as f:
            f.write("hello")
        return root
    os.makedirs(root)
    if layout == "empty":
        return root
    if layout == "hidden_only":
        with open(os.path.join(root, ".hidden.txt"), "w") as f:
            f.write("secret")
        return root
    if layout == "no_text":
        with open(os.path.join(root, "a.bin"), "wb") as f:
            f.write(b"\x00\x01")
        return root
    if layout == "deep":
        depth = g.pick([5, 60, 400, 1200])
        fds = [os.open(root, os.O_RDONLY)]
        try:     # one level at a time, relative to the last (not os.makedirs: it recurses)
            for _ in range(depth):
                os.mkdir("d", dir_fd=fds[-1])
                fds.append(os.open("d", os.O_RDONLY, dir_fd=fds[-1]))
            fd = os.open("x.txt", os.O_WRONLY | os.O_CREAT, dir_fd=fds[-1])
            os.write(fd, b"deep text here")
            os.close(fd)
        except OSError:
            pass
        finally:
            for fd in fds:
                os.close(fd)
        with open(os.path.join(root, "top.txt"), "w") as f:
            f.write("top text")
        return root
    dirs = [root] if layout == "flat" else [os.path.join(root, c) for c in
                                           g.pick([("sport", "tech"), ("a",), ("x", "y", "z")])]
    for d in dirs:
        os.makedirs(d, exist_ok=True)
        for j in range(g.r.randint(0, 4)):
            kind = g.pick(["text", "text", "text", "raw", "binary", "empty", "utf16", "fifo",
                           "devzero", "selfloop", "dirloop", "dangling", "dir_named_txt",
                           "unicode_name", "whitespace", "noperm"])
            p = os.path.join(d, f"{j}.txt")
            try:
                if kind == "text":
                    with open(p, "w", encoding="utf-8") as f:
                        f.write(g.text(allow_wrong=False).replace("\ud800", "").replace(
                            "\udfff", "") or "words")
                elif kind == "raw":
                    with open(p, "wb") as f:
                        f.write(g.raw_bytes())
                elif kind == "binary":
                    with open(p, "wb") as f:
                        f.write(bytes(g.n.integers(0, 256, 2000, dtype="uint8")) + b"\x00" * 50)
                elif kind == "empty":
                    open(p, "wb").close()
                elif kind == "whitespace":
                    with open(p, "w") as f:
                        f.write(" \n\t\r\n ")
                elif kind == "utf16":
                    with open(p, "wb") as f:
                        f.write("Ünïcödé text".encode("utf-16"))
                elif kind == "fifo":
                    os.mkfifo(p)
                elif kind == "devzero":
                    os.symlink("/dev/zero", p)
                elif kind == "selfloop":
                    os.symlink(p, p)
                elif kind == "dirloop":
                    os.symlink(d, os.path.join(d, f"loop{j}"))
                elif kind == "dangling":
                    os.symlink(os.path.join(d, "nowhere"), p)
                elif kind == "dir_named_txt":
                    os.makedirs(p)
                elif kind == "unicode_name":
                    q = os.path.join(os.fsencode(d), b"\xff\xfe name " + str(j).encode() + b".txt")
                    with open(q, "wb") as f:
                        f.write("caf\u00e9 na\u00efve".encode("latin-1"))
                elif kind == "noperm":
                    with open(p, "w") as f:
                        f.write("locked")
                    os.chmod(p, 0)
            except OSError:
                pass
    return root


def _first_files(top, k):
    """Up to k file names under ``top`` for a case's description (an explicit stack: os.walk
    recurses once per level, and some cases nest 1,200 levels)."""
    out, stack = [], [top]
    while stack and len(out) < k:
        d = stack.pop()
        try:
            entries = sorted(os.scandir(d), key=lambda e: e.name)
        except OSError:
            continue
        for e in entries:
            if e.is_dir(follow_symlinks=False):
                stack.append(e.path)
            else:
                out.append(os.path.relpath(e.path, top)[-40:])
    return out[:k]


def make_documents(g, E, tmp):
    import numpy as np
    TM, IO = E["term_matrix"], E["io"]
    entry = g.pick(["term_matrix", "term_matrix", "term_matrix", "tokens_vs_sklearn",
                    "vectorize", "read_documents", "read_documents", "read_documents",
                    "corpus_documents"])
    if entry in ("term_matrix", "vectorize"):
        docs = g.pick([
            [g.text() for _ in range(g.r.randint(0, 6))],
            ["the and of a", "to in is it"],                         # all stop words
            ["x" * 5_000_000],                                       # one 5 MB token
            [], None, "one string", [None], [b"bytes"],
            [["tok", "list"], ["b"]], [["a"], "mixed"], [[1, 2]],
            ["İstanbul ǅ ß ﬁ e\u0301 👍🏽 שלום \u200b", "ISTANBUL straße fi"],
            ["...", "!!!", "   "], ["a b c", "a b", "a"] * 3])
        kw = {"weighting": g.pick(["tfidf", "tfidf", "counts", "binary", "bogus"]),
              "sublinear_tf": g.chance(0.3),
              "norm": g.pick(["l2", "l2", "l1", None, "bogus"]),
              "min_df": g.pick([1, 1, 0, 2, 0.5, -1, 1.5, 10 ** 9, float("nan"), None, True]),
              "max_df": g.pick([1.0, 1.0, 0.5, 1, 0, 0.0, 2.0, float("nan"), "x"])}
        if g.chance(0.3):
            kw["stop_words"] = g.pick(["english", None, ["the"], "bogus", [1], set()])
        if g.chance(0.3):
            kw["max_terms"] = g.int_param(3)
            kw["select"] = g.pick(["df", "tf", "chi2", "ig", "bns", "bogus"])
            if g.chance(0.7):
                n = len(docs) if isinstance(docs, list) else 2
                kw["labels"] = g.labels(n)
        if g.chance(0.2):
            kw["tokenizer"] = g.pick(["wordpunct", "whitespace", "regex", "bogus"])
            kw["pattern"] = g.pick(REGEXES)
        if g.chance(0.2):
            kw["stemmer"] = g.pick(["porter", None, "bogus"])
        query = g.pick([["the cat"], [""], "a str", [None], [], ["x" * 100000], [["tok"]]])

        def run():
            tm = TM.term_matrix(docs, **kw)
            if tm.X.shape != tm.counts.shape or tm.X.shape[1] != len(tm.terms):
                raise Wrong(f"X {tm.X.shape}, counts {tm.counts.shape}, {len(tm.terms)} terms")
            if kw.get("norm", "l2") == "l2":
                nr = np.sqrt(np.asarray(tm.X.multiply(tm.X).sum(1)).ravel())
                if not np.all((np.abs(nr - 1) < 1e-9) | (nr == 0)):
                    raise Wrong(f"l2 rows have norms {nr}")
            out = {"X": tm.X, "df": tm.df, "idf": tm.idf}
            if entry == "vectorize":
                out["q"] = tm.vectorize(query)
                out["top"] = tm.top_terms(None, 3)
            return out
        return (f"documents.{entry}", f"term_matrix({short(docs)}, **{short(kw, 200)})"
                + (f".vectorize({short(query)})" if entry == "vectorize" else ""), run)
    if entry == "tokens_vs_sklearn":
        docs = [[g.pick(["a", "b", "c", "the", "É", "x" * 50, "ß", "1", "-"])
                 for _ in range(g.r.randint(0, 8))] for _ in range(g.r.randint(1, 8))]
        sub = g.chance(0.3)

        def run():
            from sklearn.feature_extraction.text import TfidfVectorizer
            tm = TM.term_matrix(docs, sublinear_tf=sub)
            try:
                ref = TfidfVectorizer(analyzer=lambda d: d, sublinear_tf=sub)
                R = ref.fit_transform(docs)
            except ValueError:
                return tm.X
            names = list(ref.get_feature_names_out())
            if names != list(tm.terms):
                raise Wrong(f"terms {list(tm.terms)[:5]} vs scikit-learn {names[:5]}")
            if abs(R - tm.X).max() > 1e-12:
                raise Wrong("tf-idf differs from scikit-learn's")
            return tm.X
        return "documents.tfidf_vs_sklearn", f"term_matrix({short(docs)}, sublinear_tf={sub})", run
    if entry == "corpus_documents":
        p = write_corpus(g, tmp)

        def run():
            from engine.workflows.documents import iter_read_corpus_documents
            job = iter_read_corpus_documents(p)
            from engine import run_job
            d = run_job(job)
            return {"n": len(d.texts), "labels": d.labels}
        return "documents.iter_read_corpus_documents", f"corpus at {short(p)}", run
    root = _write_documents_folder(g, tmp)
    enc = g.pick([None, None, None, "utf-8", "latin-1", "bogus"])
    listing = _first_files(tmp, 6)

    def run():
        d = IO.read_documents(root, encoding=enc)
        if len(d.texts) != len(d.names) or (d.labels is not None and
                                            len(d.labels) != len(d.texts)):
            raise Wrong("texts, names and labels differ in length")
        if any(not t.strip() for t in d.texts):
            raise Wrong("an empty document was kept")
        return {"n": len(d.texts), "problems": d.problems}
    return "documents.read_documents", f"read_documents({listing}, encoding={enc!r})", run


# --------------------------------------------------------------------------------------------
# The second-order tagger (issue #13) and DiscreteHMM through the shared core
# --------------------------------------------------------------------------------------------

def _tagged_corpus(g):
    kind = g.pick(["mixed", "mixed", "mixed", "one_tag", "empty_sents", "unicode", "bad",
                   "one_word", "long"])
    tags = ["DET", "NOUN", "VERB", "ADJ", "PUNCT"]
    words = ["the", "a", "cat", "dog", "runs", "ran", "big", ".", "flies", "like", "time",
             "İstanbul", "e\u0301", "👍", "שלום", "x" * 300, "Well-known", "1990s"]
    if kind == "bad":
        return g.pick([[], [[]], None, "a/DET", [[("a",)]], [[("a", None)]], [["ab"]],
                       [[(1, 2)]], [[("a", "X", "extra")]], [[("\ud800", "X")]]])
    if kind == "one_tag":
        return [[(g.pick(words), "NOUN") for _ in range(g.r.randint(1, 5))]
                for _ in range(g.r.randint(1, 4))]
    if kind == "one_word":
        return [[("a", "DET")]]
    n_s = 60 if kind == "long" else g.r.randint(1, 12)
    out = []
    for _ in range(n_s):
        L = 0 if kind == "empty_sents" and g.chance(0.4) else g.r.randint(1, 9)
        out.append([(g.pick(words), g.pick(tags)) for _ in range(L)])
    return out


def _path_score(t, words, tags):
    """log P(path, words) of a tag path under the tagger, summed factor by factor."""
    import numpy as np
    n = len(t.tags_)
    idx = [t.tags_.index(x) for x in tags]
    E = np.array([t.emission(w) for w in words])         # (T, n), unknown words as tagged
    if t.order == 1:
        s = t.log_pi_[idx[0]] + E[0, idx[0]]
        for a, b, e in zip(idx, idx[1:], E[1:]):
            s += t.log_A_[a, b] + e[b]
        return s + t.log_end_[idx[-1]]
    two_back = [n, n] + idx            # two_back[i + 1] is the tag before idx[i - 1]
    s = t.log_pi_[n, idx[0]] + E[0, idx[0]]
    for i in range(1, len(idx)):
        s += t.log_A_[two_back[i], idx[i - 1], idx[i]] + E[i, idx[i]]
    return s + t.log_end_[two_back[len(idx)], idx[-1]]


def make_hmm2(g, E, tmp):
    import numpy as np
    H = E["hmm"]
    g.allow_inf = True
    entry = g.pick(["tagger", "tagger", "tagger", "tagger", "load_corrupt", "discrete",
                    "discrete", "beam_study", "study", "misuse"])
    if entry == "study":
        sents = _tagged_corpus(g)
        call = g.pick(["split", "evaluate", "chain_prob", "chain_log_prob", "read_folder",
                       "detect"])
        seed = _mostly(g, 0, lambda v: g.seed_param())
        arg = g.pick([0.3, 0.5, 0.0, 1.0, float("nan"), None, "x"]) if g.chance(0.3) else 0.3

        def run():
            if call == "split":
                return H.split_corpus(sents, arg, seed)
            if call == "evaluate":
                t = H.HMMTagger().fit(_tagged_corpus(g) if g.chance(0.5) else [[("a", "X")]])
                work = _mostly(g, 200_000_000, lambda v: g.pick([None, 0, -1, 2.5, "1"]))
                from engine import run_job
                return run_job(H.iter_evaluate_tagger(t, sents, work=work))
            if call in ("chain_prob", "chain_log_prob"):
                order = g.pick([1, 2])
                m = H.MarkovChain(order=order).fit([[t for _, t in s] for s in sents]
                                                   if isinstance(sents, list) else sents)
                ctx = g.pick([["<s>"] * order, ["DET"] * order, ["DET"], [], None, "DET",
                              ["ZZZ"] * order])
                tag = g.pick(["NOUN", "</s>", "ZZZ", "<s>", None])
                if call == "chain_prob":
                    p = m.prob(ctx, tag)
                    if not 0 < p <= 1:
                        raise Wrong(f"prob {p} outside (0, 1]")
                    return p
                return m.log_prob(g.pick([["DET", "NOUN"], [], ["ZZZ"], "DET NOUN", None]))
            if call == "read_folder":
                return H.read_tagged_folder(g.pick([None, "", tmp, os.path.join(tmp, "no"), 5]))
            return H.detect_format(g.pick([None, "", "a/B", 5, "1\tx\n"]))
        return f"hmm2.study.{call}", f"{call}(<corpus {short(sents)}>, {arg!r}, seed={seed!r})", run
    if entry == "misuse":
        t_sents = [[("the", "DET"), ("cat", "NOUN")], [("a", "DET"), ("dog", "NOUN")]]
        call = g.pick(["emission", "case_variant", "transition", "tag_flat", "tag_sents",
                       "save", "sample", "big_hmm", "work_per_token"])
        bad = g.pick([None, 5, "", "x", -1, 10 ** 6, [1], ["1"], 2.5, b"b", "\ud800"])

        def run():
            t = H.HMMTagger(order=g.pick([1, 2])).fit(t_sents)
            if call in ("emission", "case_variant"):
                return getattr(t, call)(bad)
            if call == "transition":
                return t.transition(bad, 0) if g.chance(0.5) else t.transition(0, bad)
            if call == "tag_flat":
                return t.tag_flat(g.pick([["the", "cat"], None, "the", [1, 2]]), bad)
            if call == "tag_sents":
                return t.tag_sents(bad)
            if call == "save":
                target = g.pick([None, "", 5, tmp, os.path.join(tmp, "no", "t.npz"),
                                 os.path.join(tmp, "t")])
                t.save(target)
                return H.HMMTagger.load(target).tag(["the"])
            if call == "work_per_token":
                return H.HMMTagger().work_per_token
            m = H.DiscreteHMM(2, 2, startprob=[.5, .5], transmat=[[.5, .5], [.5, .5]],
                              emissionprob=[[.5, .5], [.5, .5]])
            if call == "sample":
                n = g.pick([1, 10, 10 ** 5, 10 ** 9, 0, -1, 2.5, None])
                return m.sample(n, 0, n_sequences=g.pick([None, 1, 10 ** 9]))[0]
            return H.DiscreteHMM(g.pick([10 ** 6, 2000, 3]), g.pick([3, 10 ** 8]),
                                 n_iter=2).fit([[0, 1, 2]])
        return f"hmm2.misuse.{call}", f"{call}({short(bad)})", run
    if entry == "load_corrupt":
        data = damaged_npz(g, "hmm") if g.chance(0.6) else None
        p = os.path.join(tmp, "t.npz")

        def run():
            if data is not None:
                with open(p, "wb") as f:
                    f.write(data)
            else:          # a real tagger's archive with one array damaged
                import zipfile
                t = H.HMMTagger(order=2).fit([[("the", "DET"), ("cat", "NOUN")],
                                              [("a", "DET"), ("dog", "NOUN")]])
                t.save(p)
                q = os.path.join(tmp, "u.npz")
                with zipfile.ZipFile(p) as zin, zipfile.ZipFile(q, "w") as zout:
                    victim = g.pick(zin.namelist())
                    for it in zin.infolist():
                        body = zin.read(it)
                        if it.filename == victim:
                            body = g.pick([body[: len(body) // 2], b"", body[:128] + b"\x00" * 64,
                                           body.replace(b"<f8", b"<i8")])
                        zout.writestr(it, body)
                os.replace(q, p)
            return H.HMMTagger.load(p).tag(["the", "cat"])
        return "hmm2.HMMTagger.load", f"HMMTagger.load(<{'damaged archive' if data is None else short(data)}>)", run
    if entry == "discrete":
        ns, nsym = g.pick([1, 2, 3]), g.pick([1, 2, 3, 4])
        rng = g.n

        def stoch(shape):
            a = rng.random(shape) + g.pick([0.1, 0.1, 0.0])
            k = g.pick(["ok", "ok", "ok", "zero_row", "tiny", "onehot"])
            if k == "zero_row":
                a[..., 0] = 0
            elif k == "tiny":
                a = a * 1e-300
            elif k == "onehot":
                a = np.zeros(shape)
                a[..., 0] = 1
            s = a.sum(-1, keepdims=True)
            return a / np.where(s > 0, s, 1) if np.all(s > 0) else np.full(shape, 1 / shape[-1])
        pi, A, B = stoch((ns,)), stoch((ns, ns)), stoch((ns, nsym))
        T = g.pick([1, 2, 3, 5, 6])
        o = list(g.n.integers(0, nsym, T))
        then = g.pick(["score", "decode", "posteriors", "sample", "fit"])

        def run():
            import itertools
            m = H.DiscreteHMM(ns, nsym, startprob=pi, transmat=A, emissionprob=B)
            if then == "sample":
                sym, st = m.sample(g.pick([1, 5, 50]), random_state=0)
                if sym.max() >= nsym or st.max() >= ns:
                    raise Wrong("sampled symbol or state out of range")
                return sym
            if then == "fit":
                return fitted_state(H.DiscreteHMM(ns, nsym, n_iter=5, random_state=0).fit(
                    [o, o[::-1]]))
            with np.errstate(divide="ignore"):
                lpi, lA, lB = np.log(pi), np.log(A), np.log(B)
            brute = [lpi[q[0]] + lB[q[0], o[0]] + sum(lA[a, b] + lB[b, x] for a, b, x in zip(
                q, q[1:], o[1:])) for q in itertools.product(range(ns), repeat=T)]
            with np.errstate(divide="ignore", invalid="ignore"):
                total = float(np.logaddexp.reduce(brute))
            best = float(np.max(brute))
            if then == "score":
                v = m.score(o)
                if not (np.isclose(v, total, rtol=1e-9, atol=1e-9) or v == total == -np.inf):
                    raise Wrong(f"score {v} but brute force {total}")
                return v
            if then == "decode":
                lp, path = m.decode(o)
                if not np.isclose(lp, best, rtol=1e-9, atol=1e-9):
                    raise Wrong(f"decode log p {lp} but brute force best {best}")
                return path
            gam = m.posteriors(o)
            if not np.allclose(gam.sum(1), 1, atol=1e-9):
                raise Wrong(f"posteriors rows sum to {gam.sum(1)}")
            return gam
        return (f"hmm2.DiscreteHMM.{then}", f"DiscreteHMM({ns}, {nsym}, π={short(pi)}, "
                f"A={short(A)}, B={short(B)}).{then}({o})", run)
    sents = _tagged_corpus(g)
    kw = {"order": g.pick([2, 2, 2, 2, 1]),
          "alpha": _mostly(g, 0.1, lambda v: g.pick([1e-300, 1e300])),
          "beam": _mostly(g, g.pick([None, None, 1000.0, 10.0, 1.0001, 1e300]),
                          lambda v: g.pick([1, 0.5, -1, float("inf"), float("nan"), "x"])),
          "theta": _mostly(g, g.pick([1.0, None, 1e-300, 1e300]),
                           lambda v: g.pick([0, -1, float("nan"), float("inf")])),
          "emission_alpha": _mostly(g, g.pick([0.0, 0.0, 0.1, 1.0, 1e-300, 1e300]),
                                    lambda v: g.pick([-1, float("nan")])),
          "unknown": _mostly(g, g.pick(["suffix", "suffix", "none"]), lambda v: "bogus")}
    words = g.pick([["the", "cat", "runs"], ["the", "big", "dog", "ran", "."], ["unseen", "Words", "İ", "e\u0301", "👍"],
                    [], [""], None, "the cat", [1, 2], ["\ud800"], ["x" * 100000],
                    ["the", "dog"] * 5000, ["time", "flies", "like", "a", "dog"],
                    ["The"], [" "], ["a"] * 3])
    then = g.pick(["tag", "tag", "check", "check", "tag_sents", "iter", "explain", "evaluate",
                   "save_load"])
    if entry == "beam_study":
        then = "beam_study"

    def run():
        t = H.HMMTagger(**kw).fit(sents)
        if then == "tag":
            out = t.tag(words)
            if len(out) != len(words) or any(tg not in t.tags_ for _, tg in out):
                raise Wrong("tag() returned the wrong number of pairs or unknown tags")
            return out
        if then == "check":
            path, delta, back, lp = t.viterbi(words)
            _, fwd = t.forward(words)
            _, bwd = t.backward(words)
            if np.isfinite(fwd) and not np.isclose(fwd, bwd, rtol=1e-9, atol=1e-6):
                raise Wrong(f"forward log P {fwd} but backward {bwd}")
            if lp > fwd + 1e-6 * max(1.0, abs(fwd)):
                raise Wrong(f"Viterbi log P {lp} above forward's {fwd}")
            ref = _path_score(t, list(words), path)
            if np.isfinite(lp) and not np.isclose(ref, lp, rtol=1e-9, atol=1e-6):
                raise Wrong(f"Viterbi says log P {lp}; its path scores {ref}")
            if t.beam is None and len(words) <= 6 and len(t.tags_) ** len(words) <= 5000:
                import itertools
                best = max(_path_score(t, list(words), list(q))
                           for q in itertools.product(t.tags_, repeat=len(words)))
                if np.isfinite(best) and lp < best - 1e-6 * max(1, abs(best)):
                    raise Wrong(f"Viterbi log P {lp} below the best path's {best}")
            return {"lp": lp, "fwd": fwd}
        if then == "tag_sents":
            batch = [words, ["the"], words[::-1] if isinstance(words, list) else words]
            res = t.tag_sents(batch)
            one = [t.tag(s) for s in batch]
            if t.beam is None and res != one:
                raise Wrong("tag_sents differs from tag() sentence by sentence")
            return res
        if then == "iter":
            steps = list(g.pick([t.iter_viterbi, t.iter_forward, t.iter_backward])(words))
            if len(steps) != len(words) or not steps[-1].converged:
                raise Wrong("a trellis run does not end complete with one step per word")
            return steps[-1].column
        if then == "explain":
            ex = vars(t.explain(words[0] if isinstance(words, list) and words else words))
            if not ex["chain"]:         # θ is NaN ("not used") for words the tries did not decide
                ex.pop("theta")
            return ex
        if then == "evaluate":
            return t.evaluate(sents)
        if then == "beam_study":
            from engine import run_job
            from engine.workflows.tagging import iter_beam_study
            thetas = g.pick([(None, 1e3, 10.0), (), (0.5,), (None,), ("x",)])
            return run_job(iter_beam_study(t, sents, thetas))
        p = os.path.join(tmp, "t.npz")
        t.save(p)
        u = H.HMMTagger.load(p)
        if isinstance(words, list) and words and all(isinstance(w, str) for w in words) \
                and len(words) < 50 and u.tag(words) != t.tag(words):
            raise Wrong("the loaded tagger tags differently")
        return u.tag(["the"])
    return (f"hmm2.HMMTagger.{then}", f"HMMTagger(**{kw!r}).fit({short(sents)}).{then}("
            f"{short(words)})", run)


def make_regress(g, E, tmp):
    """Issue #27's estimators: least squares / ridge (every solver), polynomial features, k-NN
    (dense or sparse, both metrics), the k curve, Weston–Watkins, online k-means, bagging."""
    import numpy as np
    import scipy.sparse as sp
    L, N, S = E["linear"], E["neighbors"], E["svm"]
    entry = g.pick(["LinearRegression", "Ridge", "polynomial_features", "KNeighborsClassifier",
                    "KNeighborsClassifier", "k_curve", "WestonWatkinsSVM", "OnlineKMeans",
                    "BaggingClassifier", "BayesNet", "BayesNet"])
    if entry == "BayesNet":
        return _bayes_case(g, E["bayesnet"])
    X = g.matrix()
    n = X.shape[0] if hasattr(X, "shape") and len(X.shape) else (len(X) if hasattr(X, "__len__")
                                                                 else 1)
    X2 = X if g.chance(0.7) else g.matrix()
    if entry in ("LinearRegression", "Ridge"):
        y = g.pick([g.n.normal(size=n), g.n.normal(size=n + 1), np.full(n, np.nan),
                    g.n.normal(size=(n, 2)), ["a"] * n, np.full(n, 1e200), np.arange(n)])
        if isinstance(y, np.ndarray) and y.dtype.kind == "f" and not np.all(np.isfinite(y)):
            g.finite = False
        cand = {"solver": g.pick(["qr", "normal", "gd", "bogus"]),
                "learning_rate": g.pick([None, None, g.float_param(0.1)]),
                "max_iter": g.int_param(200), "tol": g.float_param(1e-8)}
        if entry == "Ridge":
            cand["alpha"] = g.float_param(1.0)
        kw = {k: v for k, v in cand.items() if g.chance(0.6)}
        cls = getattr(L, entry)

        def run():
            m = cls(**kw).fit(X, y)
            return {"predict": m.predict(X2), "coef": m.coef_, "intercept": m.intercept_}
        return (f"linear.{entry}", f"{entry}({kw}).fit({short(X)}, {short(y)})", run)
    if entry == "polynomial_features":
        degree = g.int_param(3)
        return ("linear.polynomial_features", f"polynomial_features({short(X)}, {degree!r})",
                lambda: L.polynomial_features(X, degree))
    y = g.labels(n, classes=g.pick([2, 2, 3]))
    if entry in ("KNeighborsClassifier", "k_curve"):
        if g.chance(0.3) and isinstance(X, np.ndarray) and X.ndim == 2 and X.dtype.kind == "f":
            X = sp.csr_matrix(X)
            X2 = X
        metric = g.pick(["euclidean", "cosine", "cosine", "manhattan"])
        k = g.int_param(3)
        if entry == "k_curve":
            ks = g.pick([[1, 3, 5], [k], [], [0, 1], [1, 10 ** 6]])
            folds = g.int_param(3)
            return ("neighbors.k_curve", f"k_curve({short(X)}, {short(y)}, {ks}, folds={folds!r}"
                    f", metric={metric!r})",
                    lambda: N.k_curve(X, y, ks, folds=folds, metric=metric).validation)
        weights = g.pick(["uniform", "distance", "bogus"])

        def run():
            m = N.KNeighborsClassifier(k, metric=metric, weights=weights).fit(X, y)
            return {"predict": m.predict(X2), "proba": m.predict_proba(X2)}
        return ("neighbors.KNeighborsClassifier",
                f"KNeighborsClassifier({k!r}, metric={metric!r}, weights={weights!r}).fit("
                f"{short(X)}, {short(y)})", run)
    if entry == "WestonWatkinsSVM":
        kw = {"C": g.float_param(1.0), "kernel": g.pick(["linear", "linear", "rbf", "poly", "x"]),
              "max_iter": g.pick([50, 200, g.int_param(50)])}

        def run():
            m = S.WestonWatkinsSVM(**kw).fit(X, y)
            return {"decision": m.decision_function(X2), "intercept": m.intercept_}
        return ("svm.WestonWatkinsSVM", f"WestonWatkinsSVM({kw}).fit({short(X)}, {short(y)})",
                run)
    if entry == "OnlineKMeans":
        kw = {"n_clusters": g.int_param(3), "learning_rate": g.pick([None, g.float_param(0.2)]),
              "max_iter": g.pick([3, g.int_param(3)]), "random_state": g.seed_param()}

        def run():
            m = E["cluster"].OnlineKMeans(**kw).fit(X)
            return {"centers": m.cluster_centers_, "predict": m.predict(X2)}
        return ("cluster.OnlineKMeans", f"OnlineKMeans({kw}).fit({short(X)})", run)
    tree = importlib_tree()
    kw = {"n_estimators": g.int_param(3), "random_state": g.seed_param()}

    def run():
        m = E["ensemble"].BaggingClassifier(tree.DecisionTree(max_depth=3), **kw).fit(X, y)
        return {"predict": m.predict(X2), "oob": m.oob_score_}
    return ("ensemble.BaggingClassifier", f"BaggingClassifier(DecisionTree(), {kw}).fit("
            f"{short(X)}, {short(y)})", run)


def _bayes_case(g, B):
    """A random small network, often broken (rows not summing to 1, wrong shapes, cycles,
    unknown parents, NaN), queried by enumeration and by elimination with random evidence;
    the two answers must agree."""
    import numpy as np
    n = g.pick([1, 2, 3, 4])
    names = [f"V{i}" for i in range(n)]
    domains = {v: tuple(range(g.pick([1, 2, 3]))) for v in names}
    if g.chance(0.05):
        domains[names[0]] = g.pick([(), (1, 1), "ab"])
    parents = {v: tuple(p for p in names[:i] if g.chance(0.5)) for i, v in enumerate(names)}
    if g.chance(0.05) and n > 1:
        parents[names[0]] = (names[-1],)                 # a cycle
    if g.chance(0.05):
        parents[names[-1]] = ("nobody",)
    cpts = {}
    for v in names:
        shape = [len(domains[p]) if isinstance(domains.get(p), tuple) else 2
                 for p in parents[v]] + [len(domains[v])]
        t = g.n.random(shape) + 0.01
        t = t / t.sum(axis=-1, keepdims=True)
        if g.chance(0.05):
            t = t * 1.1
        if g.chance(0.05):
            t = t.ravel()
        if g.chance(0.03):
            t = np.full_like(t, np.nan)
            g.finite = False
        if g.chance(0.03):
            t[..., 0] = 0.0                                  # some rows no longer sum to 1
        cpts[v] = t
    query = g.pick([names[-1], names[0], "nobody", tuple(names[:2]), ()])
    evidence = {names[0]: g.pick([0, 1, 5, "x"])} if n > 1 and g.chance(0.6) else {}

    def run():
        net = B.BayesNet(domains, parents, cpts)
        a = net.enumerate_query(query, evidence).posterior.table
        b = net.variable_elimination(query, evidence).table
        if not np.allclose(a, b, atol=1e-12):
            raise Wrong(f"enumeration {a} != elimination {b}")
        return {"joint": net.joint().table, "posterior": a}
    return ("bayesnet.BayesNet", f"BayesNet({domains}, {parents}, …).query({query!r}, "
            f"{evidence})", run)


def importlib_tree():
    import importlib
    return importlib.import_module("engine.tree")


MAKERS = {"cluster": make_cluster, "svm": make_svm, "linear": make_linear, "text": make_text,
          "spam": make_spam, "hmm": make_hmm, "io": make_io, "reduce": make_reduce,
          "documents": make_documents, "hmm2": make_hmm2, "regress": make_regress}


# --------------------------------------------------------------------------------------------
# Classification
# --------------------------------------------------------------------------------------------

FOREIGN = re.compile(
    r"could not convert|setting an array element|inhomogeneous|object of type|unsupported operand"
    r"|not supported between|must be real number|invalid literal|'NoneType' object|takes \d|argument must"
    r"|only integer|cannot reshape|could not be broadcast|zero-size array|not aligned"
    r"|object is not|cannot be interpreted|unhashable|can't multiply|expected str|codec|ufunc"
    r"|positional argument|keyword argument|dimension\(s\)|array must not contain|Unknown format"
    r"|bad escape|unterminated|nothing to repeat|missing \), |unbalanced|look-behind|Cannot cast"
    r"|out of bounds|truth value|integer is required|must be str, not"
    r"|allow_pickle|could not broadcast|math domain|is not a zip file|embedded null",
    re.I)


# Trellis's own phrasing (the message names the argument and says what to give instead).
OWNISH = re.compile(r"; got |\bFix\b|\bGive\b|\bchoose\b|must be (?:a|an|one of|positive|at least"
                    r"|between)\b|\bshould\b", re.I)


def nonfinite(obj, depth=0, allow_inf=False):
    """True if ``obj`` holds a NaN or an infinity (arrays, numbers, containers, plain objects);
    with ``allow_inf`` only NaN counts."""
    import numpy as np
    if depth > 4:
        return False
    if isinstance(obj, bool) or obj is None or isinstance(obj, (str, bytes)):
        return False
    if isinstance(obj, (float, np.floating, complex, np.complexfloating)):
        return bool(np.isnan(obj)) if allow_inf else not np.isfinite(obj)
    if isinstance(obj, (int, np.integer)):
        return False
    if isinstance(obj, np.ndarray):
        if obj.dtype.kind in "fc":
            if allow_inf:
                return bool(np.isnan(obj).any())
            return bool(obj.size) and not np.isfinite(obj).all()
        if obj.dtype.kind == "O":
            return any(nonfinite(x, depth + 1, allow_inf) for x in obj.flat[:1000])
        return False
    try:
        import scipy.sparse as sp
        if sp.issparse(obj):
            return nonfinite(obj.data, depth + 1, allow_inf)
    except Exception:
        pass
    if isinstance(obj, dict):
        return any(nonfinite(v, depth + 1, allow_inf) for v in list(obj.values())[:1000])
    if isinstance(obj, (list, tuple, set, frozenset)):
        return any(nonfinite(v, depth + 1, allow_inf) for v in list(obj)[:1000])
    if hasattr(obj, "__dataclass_fields__"):
        return any(nonfinite(getattr(obj, f, None), depth + 1, allow_inf) for f in obj.__dataclass_fields__)
    if hasattr(obj, "__dict__") and type(obj).__module__.startswith("engine"):
        return any(nonfinite(v, depth + 1, allow_inf) for v in list(vars(obj).values())[:200])
    return False


def engine_frame(frames, engine_dir):
    """The innermost frame in engine/ of (filename, lineno, name, line) tuples."""
    for fs in reversed(frames):
        if os.path.abspath(fs[0]).startswith(engine_dir):
            return fs
    return None


def where(fs, engine_dir):
    if fs is None:
        return "no engine frame"
    rel = os.path.relpath(os.path.abspath(fs[0]), os.path.dirname(engine_dir))
    return f"{rel}:{fs[1]} {fs[2]}"


def classify_exception(e, engine_dir):
    frames = [(f.filename, f.lineno, f.name, f.line or "") for f in traceback.extract_tb(
        e.__traceback__)]
    ef = engine_frame(frames, engine_dir)
    tname = type(e).__name__
    engine_type = type(e).__module__.startswith("engine")
    msg = str(e).replace("\n", " ")[:160]
    plain = type(e) in (ValueError, TypeError)
    if engine_type or plain:
        inner = frames[-1] if frames else None
        raised_here = (inner is not None and os.path.abspath(inner[0]).startswith(engine_dir)
                       and "raise" in inner[3])
        own = engine_type or (raised_here and (not FOREIGN.search(msg) or OWNISH.search(msg)))
        if engine_type and FOREIGN.search(msg) and not raised_here:
            own = False
        return ("clear_own" if own else "clear_foreign"), f"{tname}@{where(ef, engine_dir)}", msg
    return "crash", f"{tname}@{where(ef, engine_dir)}", msg


# --------------------------------------------------------------------------------------------
# Worker
# --------------------------------------------------------------------------------------------

def remove_tree(path):
    """Delete a case's folder. Not shutil.rmtree: in Python 3.11 it recurses once per level,
    and the documents area writes folders 1,200 levels deep."""
    stack, seen = [path], []
    while stack:
        d = stack.pop()
        seen.append(d)
        try:
            entries = list(os.scandir(d))
        except OSError:
            continue
        for e in entries:
            try:
                if e.is_dir(follow_symlinks=False):
                    stack.append(e.path)
                else:
                    os.unlink(e.path)
            except OSError:
                pass
    for d in reversed(seen):
        try:
            os.rmdir(d)
        except OSError:
            pass


def import_engine(root):
    sys.path.insert(0, os.path.abspath(root))
    import importlib
    E = {}
    for name in ("cluster", "svm", "text", "io", "spam", "hmm", "metrics", "features"):
        E[name] = importlib.import_module(f"engine.{name}")
    for key, name in (("reduce", "engine.reduce"), ("term_matrix", "engine.text.document_term"),
                      ("linear", "engine.linear"), ("neighbors", "engine.neighbors"),
                      ("bayesnet", "engine.bayesnet"), ("ensemble", "engine.ensemble")):
        try:                          # areas added with issues #14, #27 (absent from older roots)
            E[key] = importlib.import_module(name)
        except ImportError:
            pass
    return E, os.path.join(os.path.abspath(root), "engine") + os.sep


def build_case(area, seed, index, E, tmp):
    g = Gen(f"{seed}:{area}:{index}")
    entry, desc, thunk = MAKERS[area](g, E, tmp)
    return g, entry, desc, thunk


def run_case(area, seed, index, E, engine_dir, tmp):
    """Build and run one case; returns (outcome, entry, key, desc, message)."""
    import numpy as np
    g, entry, desc, thunk = build_case(area, seed, index, E, tmp)
    try:
        with np.errstate(all="ignore"):
            result = thunk()
    except Wrong as w:
        return "wrong", entry, f"wrong@{entry}", desc, str(w)
    except RecursionError as e:
        ef = engine_frame([(f.filename, f.lineno, f.name, f.line or "")
                           for f in traceback.extract_tb(e.__traceback__)[-200:]], engine_dir)
        return "crash", entry, f"RecursionError@{where(ef, engine_dir)}", desc, str(e)[:160]
    except MemoryError as e:
        return "crash", entry, f"MemoryError@{entry}", desc, str(e)[:160]
    except BaseException as e:  # noqa: BLE001 - classifying every exception is the point
        if isinstance(e, (KeyboardInterrupt, SystemExit)) and not isinstance(e, SystemExit):
            raise
        outcome, key, msg = classify_exception(e, engine_dir)
        return outcome, entry, key, desc, msg
    try:
        bad = g.finite and nonfinite(result, allow_inf=g.allow_inf)
    except Exception:  # noqa: BLE001
        bad = False
    if bad:
        return "silent_nan", entry, f"nan@{entry}", desc, ""
    return "ok", entry, "", desc, ""


def warm_up(E):
    """Loads the lazily imported libraries (NLTK stemmers, Punkt, lemmatiser, email) so that
    their import time is not counted against the first case's timeout."""
    T = E["text"]
    calls = [lambda: T.tokenize("Hello, world. Isn't it?", "treebank"),
             lambda: T.tokenize("ab", "regex", pattern=r"\w+"),
             lambda: T.sentences("Mr. A went. He came back.", "punkt"),
             lambda: T.lemmas("are"), lambda: T.inflect("be", "VBZ"),
             lambda: T.normalize(["Cats", "running"], lemmatize=True),
             lambda: T.collocations("a b a b c".split()),
             lambda: E["spam"].parse_email(b"Subject: x\n\nhi"),
             lambda: E["spam"].SpamFilter().fit(["buy now", "hello friend"], ["spam", "ham"])
             .explain("buy")]
    calls += [lambda s=s: T.stem(["running"], s) for s in T.STEMMERS]
    for c in calls:
        try:
            c()
        except Exception:  # noqa: BLE001
            pass


def worker_main(root, area, seed, conn, dump_path, timeout):
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    import warnings
    warnings.simplefilter("ignore")
    try:
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))
    except Exception:
        pass
    sys.setrecursionlimit(3000)
    devnull = open(os.devnull, "w")
    sys.stdout = sys.stderr = devnull
    E, engine_dir = import_engine(root)
    warm_up(E)
    conn.send(("ready",))
    while True:
        msg = conn.recv()
        if msg is None:
            break
        index = msg
        tmp = tempfile.mkdtemp(prefix="fuzz_")
        try:
            with open(dump_path, "w") as dump:
                faulthandler.dump_traceback_later(timeout * 0.9, repeat=False, file=dump)
                try:
                    res = run_case(area, seed, index, E, engine_dir, tmp)
                except Exception as e:  # a bug in the case builder itself
                    res = ("harness", "?", f"harness {type(e).__name__}", "", repr(e)[:160])
                faulthandler.cancel_dump_traceback_later()
        finally:
            remove_tree(tmp)
        conn.send(res)


# --------------------------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------------------------

def hang_cause(dump_path, engine_dir):
    """The innermost engine frame of the faulthandler dump of the main thread."""
    try:
        text = open(dump_path).read()
    except OSError:
        return "hang@?"
    frames = re.findall(r'File "([^"]+)", line (\d+) in (\S+)', text)
    # faulthandler lists the innermost frame first
    for fn, ln, name in frames:
        if os.path.abspath(fn).startswith(engine_dir):
            rel = os.path.relpath(os.path.abspath(fn), os.path.dirname(engine_dir))
            return f"hang@{rel}:{ln} {name}"
    if frames:
        return f"hang@{os.path.basename(frames[0][0])}:{frames[0][1]} {frames[0][2]}"
    return "hang@? (no stack dumped)"


class Runner:
    def __init__(self, root, area, seed, timeout):
        import multiprocessing as mp
        self.ctx = mp.get_context("fork")
        self.root, self.area, self.seed, self.timeout = root, area, seed, timeout
        self.dump = tempfile.mktemp(prefix=f"fuzz_{area}_", suffix=".dump")
        self.engine_dir = os.path.join(os.path.abspath(root), "engine") + os.sep
        self.proc = None
        self.restarts = 0

    def start(self):
        a, b = self.ctx.Pipe()
        self.conn = a
        self.proc = self.ctx.Process(target=worker_main, args=(self.root, self.area, self.seed,
                                                               b, self.dump, self.timeout),
                                     daemon=True)
        self.proc.start()
        b.close()
        if not a.poll(120):
            raise RuntimeError(f"worker for {self.area} did not start")
        a.recv()

    def kill(self):
        if self.proc is not None and self.proc.is_alive():
            self.proc.kill()
        if self.proc is not None:
            self.proc.join(5)
        self.proc = None

    def run(self, index):
        if self.proc is None:
            self.start()
        self.conn.send(index)
        # case building (temp files) is inside the limit; allow a small margin for it
        if self.conn.poll(self.timeout + 0.5):
            try:
                return self.conn.recv()
            except EOFError:
                pass
        else:
            time.sleep(0.1)            # let faulthandler finish writing
            self.kill()
            self.restarts += 1
            return ("hang", "?", hang_cause(self.dump, self.engine_dir), "", "")
        code = self.proc.exitcode if self.proc else None
        self.kill()
        self.restarts += 1
        return ("crash", "?", f"worker died (exit {code})", "", "")

    def close(self):
        if self.proc is not None:
            try:
                self.conn.send(None)
                self.proc.join(2)
            except Exception:
                pass
            self.kill()
        try:
            os.unlink(self.dump)
        except OSError:
            pass


COLUMNS = ("ok", "clear_own", "clear_foreign", "crash", "hang", "silent_nan", "wrong")


def run_area(args, area):
    """Runs the area's cases; returns (counts, causes, per-entry counts)."""
    counts = collections.Counter()
    causes = collections.defaultdict(lambda: [0, None, None, ""])   # key -> n, first index, ...
    entries = collections.defaultdict(collections.Counter)
    r = Runner(args.root, area, args.seed, args.timeout)
    t0 = time.monotonic()
    done = 0
    try:
        for i in range(args.examples):
            if args.max_seconds and time.monotonic() - t0 > args.max_seconds:
                break
            outcome, entry, key, desc, msg = r.run(i)
            if outcome in ("hang", "crash") and entry == "?":
                # the worker was killed (or died) before it told us what it ran: rebuild it
                entry, desc = describe(args, area, i)
            counts[outcome] += 1
            entries[entry][outcome] += 1
            done += 1
            if outcome in ("crash", "hang", "silent_nan", "wrong", "clear_foreign", "harness"):
                c = causes[(outcome, key)]
                c[0] += 1
                if c[1] is None:
                    c[1], c[2], c[3] = i, desc, msg
    finally:
        r.close()
    return done, counts, causes, entries, time.monotonic() - t0


_DESCRIBE_CACHE = {}


def describe(args, area, i):
    """(entry, description) of case i without running it (for hangs)."""
    if "E" not in _DESCRIBE_CACHE:
        _DESCRIBE_CACHE["E"] = import_engine(args.root)[0]
    tmp = tempfile.mkdtemp(prefix="fuzz_d_")
    try:
        _, entry, desc, _ = build_case(area, args.seed, i, _DESCRIBE_CACHE["E"], tmp)
    except Exception as e:  # noqa: BLE001
        entry, desc = "?", f"(could not rebuild: {e!r})"
    finally:
        remove_tree(tmp)
    return entry, desc


def report(args, area, done, counts, causes, entries, secs, out):
    w = out.write
    row = " ".join(f"{counts.get(c, 0):>9}" for c in COLUMNS)
    w(f"{area:<8} {done:>8} {row}   ({secs:.0f}s)\n")
    return row


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--root", required=True, help="checkout whose engine/ is tested")
    ap.add_argument("--examples", type=int, default=500, help="cases per area")
    ap.add_argument("--areas", default=",".join(AREAS))
    ap.add_argument("--timeout", type=float, default=2.0, help="seconds per call before a hang")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-seconds", type=float, default=0,
                    help="stop an area after this many seconds (0 = no limit)")
    ap.add_argument("--jobs", type=int, default=1, help="areas run in parallel")
    ap.add_argument("--top", type=int, default=5, help="root causes listed per area")
    ap.add_argument("--repro", help="AREA:INDEX - show and run one case in this process")
    args = ap.parse_args(argv)
    if os.environ.get("PYTHONHASHSEED") != "0":     # set iteration order must not vary by run
        os.environ["PYTHONHASHSEED"] = "0"
        os.execv(sys.executable, [sys.executable] + sys.argv)
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

    if args.repro:
        area, index = args.repro.split(":")
        E, engine_dir = import_engine(args.root)
        tmp = tempfile.mkdtemp(prefix="fuzz_r_")
        g, entry, desc, thunk = build_case(area, args.seed, int(index), E, tmp)
        print(f"{entry}: {desc}")
        faulthandler.dump_traceback_later(args.timeout * 5, exit=True)
        try:
            result = thunk()
            print("returned:", short(result, 300), "| nonfinite:", nonfinite(result),
                  "| finite input:", g.finite)
        finally:
            remove_tree(tmp)
        return 0

    areas = [a.strip() for a in args.areas.split(",") if a.strip()]
    for a in areas:
        if a not in MAKERS:
            ap.error(f"unknown area {a!r}; choose from {', '.join(AREAS)}")
    print(f"# fuzz_engine --root {args.root} --examples {args.examples} --seed {args.seed} "
          f"--timeout {args.timeout}" + (f" --max-seconds {args.max_seconds}"
                                         if args.max_seconds else ""))
    results = {}
    if args.jobs > 1:
        from concurrent.futures import ThreadPoolExecutor
        with ThreadPoolExecutor(args.jobs) as pool:
            futs = {a: pool.submit(run_area, args, a) for a in areas}
            results = {a: f.result() for a, f in futs.items()}
    else:
        for a in areas:
            results[a] = run_area(args, a)
            print(f"  {a} done in {results[a][4]:.0f}s", file=sys.stderr, flush=True)

    out = sys.stdout
    hdr = " ".join(f"{c:>9}" for c in ("ok", "clear-own", "clear-for", "crash", "hang",
                                       "silentNaN", "wrong"))
    out.write(f"\n{'area':<8} {'examples':>8} {hdr}\n")
    total = collections.Counter()
    total_done = 0
    for a in areas:
        done, counts, causes, entries, secs = results[a]
        report(args, a, done, counts, causes, entries, secs, out)
        total.update(counts)
        total_done += done
    out.write(f"{'TOTAL':<8} {total_done:>8} " + " ".join(f"{total.get(c, 0):>9}"
                                                          for c in COLUMNS) + "\n")
    for a in areas:
        done, counts, causes, entries, secs = results[a]
        bad = sorted(((v[0], o, k, v) for (o, k), v in causes.items()
                      if o in ("crash", "hang", "harness")), key=lambda t: -t[0])
        other = sorted(((v[0], o, k, v) for (o, k), v in causes.items()
                        if o in ("silent_nan", "wrong")), key=lambda t: -t[0])
        foreign = sorted(((v[0], o, k, v) for (o, k), v in causes.items()
                          if o == "clear_foreign"), key=lambda t: -t[0])
        if not (bad or other or foreign):
            continue
        out.write(f"\n## {a}: {len(bad)} crash/hang root causes, {len(other)} NaN/wrong, "
                  f"{len(foreign)} foreign-message sites\n")
        for title, lst in (("crash/hang", bad), ("silent NaN / wrong", other),
                           ("foreign messages", foreign)):
            for n, o, k, v in lst[:args.top]:
                out.write(f"  [{o}] x{n}  {k}\n      {v[3][:150]}\n" if v[3] else
                          f"  [{o}] x{n}  {k}\n")
                out.write(f"      case {a}:{v[1]}  {v[2][:230]}\n")
                out.write(f"      repro: python bench/fuzz_engine.py --root {args.root} "
                          f"--seed {args.seed} --repro {a}:{v[1]}\n")
            if len(lst) > args.top:
                out.write(f"  … {len(lst) - args.top} more {title} causes\n")
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
