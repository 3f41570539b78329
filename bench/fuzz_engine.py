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

AREAS = ("cluster", "svm", "linear", "text", "spam", "hmm", "io")


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
    if entry == "SVC_big":                       # the "values >= ~1e154" family
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
    cand = {"C": g.float_param(1.0), "method": g.pick(["newton", "gd", "bogus"]),
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


MAKERS = {"cluster": make_cluster, "svm": make_svm, "linear": make_linear, "text": make_text,
          "spam": make_spam, "hmm": make_hmm, "io": make_io}


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

def import_engine(root):
    sys.path.insert(0, os.path.abspath(root))
    import importlib
    E = {}
    for name in ("cluster", "svm", "text", "io", "spam", "hmm", "metrics", "features"):
        E[name] = importlib.import_module(f"engine.{name}")
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
            shutil.rmtree(tmp, ignore_errors=True)
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
        shutil.rmtree(tmp, ignore_errors=True)
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
            shutil.rmtree(tmp, ignore_errors=True)
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
