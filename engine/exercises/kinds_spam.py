"""Spam-filtering exercises: Laplace-smoothed multinomial Naive Bayes and a message's posterior
(engine.spam.MultinomialNB), the notes' feature-selection scores (engine.features.score_terms)
and precision/recall/F1 with micro and macro averages (engine.metrics.classification_report)."""
from __future__ import annotations

import math

import numpy as np

from ..features import LABELS, score_terms, term_counts
from ..metrics import classification_report
from ..spam import MultinomialNB
from ._core import LOOSE, RELATIVE, TWO_DECIMALS, Kind, num, say

# -- Naive Bayes ----------------------------------------------------------------------------
_SPAM_WORDS = ["free", "money", "buy", "cheap", "win"]
_HAM_WORDS = ["meeting", "lunch", "report", "project", "team"]


def _make_nb(rng, level):
    n_docs, vocab_size, length = {1: (4, 3, 3), 2: (6, 4, 4), 3: (8, 5, 4)}[level]
    words = _SPAM_WORDS[:vocab_size] + _HAM_WORDS[:vocab_size]
    docs, labels = [], []
    for d in range(n_docs):
        spam = d % 2 == 0
        # mostly words of its own class, some of the other, so every estimate is informative
        p = np.r_[np.full(vocab_size, 3.0 if spam else 1.0), np.full(vocab_size, 1.0 if spam
                                                                     else 3.0)]
        docs.append([str(w) for w in rng.choice(words, size=length, p=p / p.sum())])
        labels.append("spam" if spam else "ham")
    vocab = sorted({w for doc in docs for w in doc})
    message = [str(w) for w in rng.choice(vocab, size=level + 1, replace=level == 3)]
    data = {"docs": docs, "labels": labels, "message": message, "alpha": 1.0}
    shown = "; ".join(f"{lab}: {' '.join(doc)}" for doc, lab in zip(docs, labels))
    prompt = say("Training mails — {shown}. With a multinomial Naive Bayes and add-one "
                 "(Laplace) smoothing over the {v} training words, give p(c), p(w | c) for "
                 "each word of the message “{message}”, and p(spam | message).",
                 shown=shown, v=len(vocab), message=" ".join(message))
    return data, prompt


def _nb(data):
    vocab = sorted({w for doc in data["docs"] for w in doc})
    index = {w: i for i, w in enumerate(vocab)}

    def counts(doc):
        return np.bincount([index[w] for w in doc if w in index], minlength=len(vocab))

    X = np.array([counts(doc) for doc in data["docs"]])
    model = MultinomialNB(alpha=data["alpha"]).fit(X, np.array(data["labels"]))
    return model, vocab, index, counts(data["message"])[None, :]


def _solve_nb(data):
    model, vocab, index, x = _nb(data)
    classes = [str(c) for c in model.classes_]
    theta = np.exp(model.feature_log_prob_)
    out = {f"p({c})": float(np.exp(model.class_log_prior_[k])) for k, c in enumerate(classes)}
    for w in dict.fromkeys(data["message"]):
        for k, c in enumerate(classes):
            out[f"p({w}|{c})"] = float(theta[k, index[w]])
    out["p(spam|message)"] = float(model.predict_proba(x)[0, classes.index("spam")])
    return out


def _explain_nb(data, solution):
    model, vocab, index, x = _nb(data)
    classes = [str(c) for c in model.classes_]
    a, V, out = data["alpha"], len(vocab), {}
    for k, c in enumerate(classes):
        out[f"p({c})"] = (f"p({c}) = D_{c}/D = {int(model.class_count_[k])}/"
                          f"{int(model.class_count_.sum())} = {num(solution[f'p({c})'])}")
        total = int(model.feature_count_[k].sum())
        for w in dict.fromkeys(data["message"]):
            n_wc = int(model.feature_count_[k, index[w]])
            out[f"p({w}|{c})"] = (f"p({w} | {c}) = (N_{w},{c} + α)/(N_{c} + α|V|) = "
                                  f"({n_wc} + {num(a)})/({total} + {num(a)}·{V}) = "
                                  f"{num(solution[f'p({w}|{c})'])}")
    joint = {c: solution[f"p({c})"] * math.prod(solution[f"p({w}|{c})"]
                                                  for w in data["message"]) for c in classes}
    words = " · ".join(f"p({w}|spam)" for w in data["message"])
    out["p(spam|message)"] = (f"p(spam | m) = p(spam)·{words} / Σ_c p(c)·Π_w p(w|c) = "
                              f"{num(joint['spam'])}/({' + '.join(num(joint[c]) for c in classes)})"
                              f" = {num(solution['p(spam|message)'])}")
    return out


NAIVE_BAYES = Kind("naive_bayes", "spam/Explain a message", "Naive Bayes with add-one smoothing",
                   _make_nb, _solve_nb, _explain_nb,
                   lambda part, data=None: LOOSE if part == "p(spam|message)" else TWO_DECIMALS)

# -- feature-selection scores ---------------------------------------------------------------
_LEVEL_SCORES = {1: ("df", "acc", "accr", "f1"),
                 2: ("df", "acc", "accr", "f1", "oddn", "ig", "chi2"),
                 3: ("df", "acc", "accr", "pr", "oddr", "oddn", "f1", "ig", "chi2", "bns")}


def _make_fs(rng, level):
    n_pos, n_neg, n_terms = {1: (3, 3, 3), 2: (4, 4, 4), 3: (6, 4, 5)}[level]
    y = ["pos"] * n_pos + ["neg"] * n_neg
    for _ in range(200):     # every term in some documents and missing from others
        X = (rng.uniform(size=(n_pos + n_neg, n_terms)) < rng.uniform(0.2, 0.8, n_terms))
        df = X.sum(axis=0)
        if np.all((df > 0) & (df < len(y))):
            break
    terms = [f"term{k + 1}" for k in range(n_terms)]
    docs = [[t for t, present in zip(terms, row) if present] for row in X]
    data = {"docs": docs, "labels": y, "terms": terms, "scores": list(_LEVEL_SCORES[level]),
            "log_base": 2}
    shown = "; ".join(f"d{i + 1} ({lab}): {' '.join(doc) or '—'}"
                      for i, (doc, lab) in enumerate(zip(docs, y)))
    names = ", ".join(LABELS[s] for s in data["scores"])
    notes = {("ig",): "IG in bits",       # levels 2 and 3 (PR comes only with IG)
             ("ig", "pr"): "IG in bits; ∞ where a ratio's denominator is 0"}.get(
        tuple(s for s in ("ig", "pr") if s in data["scores"]))
    prompt = say("Documents (the terms each contains) — {shown}. For each term give {names} "
                 "with pos as the positive class ({notes})." if notes else
                 "Documents (the terms each contains) — {shown}. For each term give {names} "
                 "with pos as the positive class.",
                 shown=shown, names=names, **({"notes": say(notes)} if notes else {}))
    return data, prompt


def _matrix(data):
    return np.array([[t in doc for t in data["terms"]] for doc in data["docs"]], float)


def _solve_fs(data):
    scores = score_terms(_matrix(data), np.array(data["labels"]), "pos", data["scores"],
                         log_base=data["log_base"])
    return {f"{LABELS[s]}({t})": float(scores[s][k]) for s in data["scores"]
            for k, t in enumerate(data["terms"])}


_FS_FORMULAS = {
    "df": ("tp + fp", lambda tp, fp, fn, tn, P, N: f"{tp} + {fp}"),
    "acc": ("tp − fp", lambda tp, fp, fn, tn, P, N: f"{tp} − {fp}"),
    "accr": ("|tp/P − fp/N|", lambda tp, fp, fn, tn, P, N: f"|{tp}/{P} − {fp}/{N}|"),
    "pr": ("(tp/P)/(fp/N)", lambda tp, fp, fn, tn, P, N: f"({tp}/{P})/({fp}/{N})"),
    "oddr": ("tp·tn/(fp·fn)", lambda tp, fp, fn, tn, P, N: f"{tp}·{tn}/({fp}·{fn})"),
    "oddn": ("tp·tn", lambda tp, fp, fn, tn, P, N: f"{tp}·{tn}"),
    "f1": ("2tp/(P + tp + fp)", lambda tp, fp, fn, tn, P, N: f"2·{tp}/({P} + {tp} + {fp})"),
    "ig": ("H(C) − p(w)H(C|w) − p(w̄)H(C|w̄)",
           lambda tp, fp, fn, tn, P, N: f"with tp={tp}, fp={fp}, fn={fn}, tn={tn} (bits)"),
    "chi2": ("D(tp·tn − fp·fn)²/((tp+fp)(fn+tn)(tp+fn)(fp+tn))",
             lambda tp, fp, fn, tn, P, N: f"{P + N}({tp}·{tn} − {fp}·{fn})²/(({tp}+{fp})"
                                          f"({fn}+{tn})({tp}+{fn})({fp}+{tn}))"),
    "bns": ("|Φ⁻¹(tpr) − Φ⁻¹(fpr)|, rates clipped to [0.0005, 0.9995]",
            lambda tp, fp, fn, tn, P, N: f"|Φ⁻¹({tp}/{P}) − Φ⁻¹({fp}/{N})|"),
}


def _explain_fs(data, solution):
    tp, fp, P, N = term_counts(_matrix(data), np.array(data["labels"]), "pos")
    out = {}
    for s in data["scores"]:
        formula, filled = _FS_FORMULAS[s]
        for k, t in enumerate(data["terms"]):
            a, b = int(tp[k]), int(fp[k])
            name = f"{LABELS[s]}({t})"
            out[name] = (f"{name} = {formula} = {filled(a, b, P - a, N - b, P, N)} = "
                         f"{num(solution[name])}")
    return out


def _fs_tolerance(part, data=None):
    # ratios and χ² can be large: three significant digits rather than two decimals
    return RELATIVE if part.split("(")[0] in ("PR", "OddR", "χ²", "BNS") else TWO_DECIMALS


FEATURE_SELECTION = Kind("feature_selection", "spam/Feature selection", "Feature-selection scores",
                         _make_fs, _solve_fs, _explain_fs, _fs_tolerance)

# -- precision, recall, F1 ------------------------------------------------------------------
_CLASSES = ["spam", "ham", "news", "work"]


def _make_prf(rng, level):
    k, n = {1: (2, 8), 2: (3, 12), 3: (4, 16)}[level]
    classes = _CLASSES[:k]
    for _ in range(200):     # every class both present and predicted: no 0/0 to explain
        y_true = rng.choice(classes, size=n)
        wrong = rng.uniform(size=n) < 0.35
        y_pred = np.where(wrong, rng.choice(classes, size=n), y_true)
        if set(y_true) == set(classes) == set(y_pred):
            break
    data = {"classes": classes, "y_true": y_true.tolist(), "y_pred": y_pred.tolist()}
    pairs = ", ".join(f"{t}→{p}" for t, p in zip(data["y_true"], data["y_pred"]))
    prompt = say("True → predicted class of {n} documents: {pairs}. Give each class's "
                 "precision, recall and F1, and their micro and macro averages.", n=n, pairs=pairs)
    return data, prompt


def _report(data):
    return classification_report(data["y_true"], data["y_pred"], labels=data["classes"])


def _solve_prf(data):
    rep, out = _report(data), {}
    for k, c in enumerate(data["classes"]):
        out[f"precision({c})"] = float(rep.precision[k])
        out[f"recall({c})"] = float(rep.recall[k])
        out[f"f1({c})"] = float(rep.f1[k])
    for avg in ("micro", "macro"):
        for m in ("precision", "recall", "f1"):
            out[f"{avg} {m}"] = float(getattr(rep, avg)[m])
    return out


def _explain_prf(data, solution):
    rep, out = _report(data), {}
    C = rep.confusion
    tp, predicted, support = np.diag(C), C.sum(axis=0), C.sum(axis=1)
    for k, c in enumerate(data["classes"]):
        p, r = solution[f"precision({c})"], solution[f"recall({c})"]
        out[f"precision({c})"] = (f"P({c}) = tp/(tp + fp) = {tp[k]}/{predicted[k]} = {num(p)}")
        out[f"recall({c})"] = f"R({c}) = tp/(tp + fn) = {tp[k]}/{support[k]} = {num(r)}"
        out[f"f1({c})"] = (f"F1({c}) = 2PR/(P + R) = 2·{num(p)}·{num(r)}/({num(p)} + {num(r)})"
                           f" = {num(solution[f'f1({c})'])}")
    for m, (num_, den) in (("precision", (tp.sum(), predicted.sum())),
                           ("recall", (tp.sum(), support.sum()))):
        out[f"micro {m}"] = (f"micro {m} = Σ tp / Σ (tp + {'fp' if m == 'precision' else 'fn'})"
                             f" = {num_}/{den} = {num(solution[f'micro {m}'])}")
    mp, mr = solution["micro precision"], solution["micro recall"]
    out["micro f1"] = f"micro F1 = 2PR/(P + R) = 2·{num(mp)}·{num(mr)}/({num(mp)} + {num(mr)}) " \
                      f"= {num(solution['micro f1'])}"
    for m in ("precision", "recall", "f1"):
        vals = [solution[f"{m}({c})"] for c in data["classes"]]
        out[f"macro {m}"] = (f"macro {m} = mean over classes = ({' + '.join(map(num, vals))})/"
                             f"{len(vals)} = {num(solution[f'macro {m}'])}")
    return out


PRF = Kind("prf", "spam/Evaluation", "Precision, recall, F1: micro and macro", _make_prf,
           _solve_prf, _explain_prf)
