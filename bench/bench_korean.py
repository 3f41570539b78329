"""Korean tagging on UD Korean-Kaist: trained on its dev file, tested on its test file.

    python bench/bench_korean.py KAIST_FOLDER [--tnt] [--threads 1]
    python bench/bench_korean.py KAIST_FOLDER --select [--seed 0] [--threads 1]

KAIST_FOLDER holds ko_kaist-ud-dev.conllu and ko_kaist-ud-test.conllu (fetch
github:UniversalDependencies/UD_Korean-Kaist; the treebank is never part of the repository).
Two tasks, each with Trellis's second-order tagger (the default :class:`engine.hmm.HMMTagger`):

- morpheme level: ``read_tagged(path, column="xpos", morphemes=True)`` — LEMMA and XPOS split
  on "+" (고향+은, ncn+jxt), an eojeol whose two columns do not split alike kept whole;
- word level: eojeols tagged with UPOS (``column="upos"``).

For each: accuracy overall, on known and on unknown tokens, against the most-frequent-tag
baseline, and in the same run with the unknown-word model as it was before (TnT's suffix tries
on syllables) and with the jamo tries alone (no maximum-entropy model for Hangul), so the
ratio of error rates is measured, not remembered. With ``--tnt`` NLTK's TnT (AffixTagger back-off on
3-letter suffixes) is the reference library on the same split (pure Python: minutes).

``--select`` chooses the Hangul unknown-word model without the test file: the dev file's
sentences are shuffled (``--seed``) and split 80/20 into train and held-out, and each variant of
:mod:`engine.hmm.unknown_hangul` (the default, learning from the rare types; from every type, as
shipped before; every type without the bag of syllables, without first/last syllable × length,
without the known-stem features; the earlier model, rare types without the last two kinds; the
jamo tries alone; the syllable tries) is trained on the 80 % and scored on the 20 % only, for
``--folds`` disjoint held-out parts (default 5: every dev sentence is held out once), pooled.
The test file is not read.

At the morpheme level the tokens come with the eojeol boundary (``corpus.starts``: whether a
space precedes the morpheme, observed at tagging time too), and the tagger reads each token as
(w, b), P(w, b | t) = P(w | t) · P(b | t, w) (:meth:`engine.hmm.HMMTagger.boundary_scores`);
``--select`` then compares the :data:`BOUNDARY_VARIANTS` (κ, the pseudo-counts of P(b | t)
behind a known word's P(b | t, w); whose P(b | t) an unknown word takes; no boundary), all on the
default fit. The test rows add the same tagger tagging blind to the spaces.

Measured before the boundary (seed 0, 5 folds, one thread), errors pooled over the held-out
parts, morpheme level (50,384 tokens) / word level (25,278): every type 2,389 / 1,725 (95.26 % /
93.18 %); without the bag 2,390 / 1,760; without first/last × length 2,403 / 1,717; without the
stems 2,379 / 1,731; rare types only 2,390 / 1,710 (95.26 % / 93.24 %); earlier 2,401 / 1,744;
jamo tries alone 2,512 / 2,009; syllable tries 2,483 / 2,101. Fewest errors over both tasks:
rare types (4,100 against 4,114 for every type), the default since; the margins are small.

The eojeol boundary, morpheme level (``--select --level morpheme --boundary-only``, seed 0, 5
folds, one thread, the default Hangul model; the word level has no boundary and is unchanged),
pooled held-out errors of 50,384: κ = 3, unknown words P(b | t) over every token 2,281
(95.47 %), the default; κ = 3 with the rare words' P(b | t) 2,283; κ = 1 2,283; κ = 10 2,283;
P(b | t) alone (κ = ∞) 2,291; no boundary 2,390 (95.26 %, the row above: the same model). The
boundary removes 4.6 % of the errors, in every fold (469→449, 531→507, 484→465, 470→451,
436→409); its variants differ by a few errors. The fit: 34–38 CPU s on 80 % of dev.

On the test file, measured once after choosing (one thread): morpheme level 93.23 % (unknown
75.55 % of 7,379; the same tagger blind to the spaces 92.98 %), word level UPOS 89.75 %; the
morpheme tagger's fit 48 CPU s on the whole dev file (a loaded machine, load average ~10).
"""
from __future__ import annotations

import argparse
import sys
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
from _timing import blas_threads, thread_arg, timed  # noqa: E402

import engine.hmm.tagger as tagger_decode  # noqa: E402  (where the boundary's κ is read)
import engine.hmm.tagger_fit as tagger_module  # noqa: E402  (where the fit makes its SuffixModel)
import engine.hmm.unknown as unknown  # noqa: E402
import engine.hmm.unknown_hangul as unknown_hangul  # noqa: E402
from engine.hmm import HMMTagger, read_tagged  # noqa: E402


def row(name, r, extra=""):
    print(f"  {name:<40} {100 * r['accuracy']:6.2f} %   known {100 * r['known']:5.2f} %   "
          f"unknown {100 * r['unknown']:5.2f} % ({r['unknown_tokens']:,} tokens)   {extra}")


@contextmanager
def unknown_model(letters: str, hangul: bool):
    """The tagger with the unknown-word model as it was before Hangul was taken apart
    (``letters="syllables"``: suffixes of the lower-cased word; ``hangul=False``: no
    maximum-entropy model, the tries alone), for the rows measured against it."""
    saved = unknown.letters, unknown.letters_many, tagger_module.SuffixModel
    if letters == "syllables":
        unknown.letters = str.lower
        unknown.letters_many = lambda words: [w.lower() for w in words]
    tagger_module.SuffixModel = lambda **kw: unknown.SuffixModel(hangul=hangul, **kw)
    try:
        yield
    finally:
        unknown.letters, unknown.letters_many, tagger_module.SuffixModel = saved


@contextmanager
def hangul_variant(drop: tuple[str, ...] = (), types: str = "default"):
    """The Hangul maximum-entropy model without the features whose names start with one of
    ``drop``, learning from the words :class:`engine.hmm.unknown.SuffixModel` passes
    (``types="default"``: the rare types, frequency ≤ ``unknown.RARE``), or from every known
    type (``types="all"``, the model shipped before ``--select`` chose)."""
    saved_features, saved_fit = unknown_hangul.features, unknown_hangul.HangulModel.fit_job
    if drop:
        unknown_hangul.features = lambda word, stems, own=None: [
            f for f in saved_features(word, stems, own) if not f.startswith(drop)]
    if types == "all":
        def fit_job(self, names, B, rare):
            return (yield from saved_fit(self, names, B, np.arange(B.shape[1])))
        unknown_hangul.HangulModel.fit_job = fit_job
    try:
        yield
    finally:
        unknown_hangul.features, unknown_hangul.HangulModel.fit_job = saved_features, saved_fit


#: (label, context manager) of every variant --select compares; the first is the default
VARIANTS = (
    ("default: all features, rare types", lambda: hangul_variant()),
    ("every type (shipped before --select)", lambda: hangul_variant(types="all")),
    ("every type, without the syllable bag (c=)",
     lambda: hangul_variant(drop=("c=",), types="all")),
    ("every type, without first/last x length",
     lambda: hangul_variant(drop=("first=", "last="), types="all")),
    ("every type, without known-stem features",
     lambda: hangul_variant(drop=("stem", "pre"), types="all")),
    ("earlier: rare types, no first/last, stems",
     lambda: hangul_variant(drop=("first=", "last=", "stem", "pre"))),
    ("jamo suffix tries alone (no MaxEnt)", lambda: unknown_model("jamo", False)),
    ("syllable suffix tries (before)", lambda: unknown_model("syllables", False)),
)


#: (label, κ) of the eojeol-boundary variants --select compares at the morpheme level, each on
#: the default fit (the boundary acts only when tagging): κ = BOUNDARY_PRIOR pseudo-counts of
#: P(b | t) behind P(b | t, w); inf: P(b | t) alone; None: no boundary (the tagger before)
BOUNDARY_VARIANTS = (
    ("boundary kappa 3, unknown: all words (default)", (3.0, "all")),
    ("boundary kappa 3, unknown: rare", (3.0, "rare")),
    ("boundary kappa 1, unknown: rare", (1.0, "rare")),
    ("boundary kappa 10, unknown: rare", (10.0, "rare")),
    ("boundary P(b | t) alone, all words", (float("inf"), "all")),
    ("no boundary (before)", None),
)


@contextmanager
def boundary_prior(setting: tuple[float, str]):
    """κ (:data:`engine.hmm.tagger.BOUNDARY_PRIOR`; inf: P(b | t) alone) and the words behind
    an unknown word's P(b | t) (``BOUNDARY_UNKNOWN``) for the rows measured with them."""
    kappa, words = setting
    saved = tagger_decode.BOUNDARY_PRIOR, tagger_decode.BOUNDARY_UNKNOWN
    tagger_decode.BOUNDARY_PRIOR = 1e12 if kappa == float("inf") else kappa
    tagger_decode.BOUNDARY_UNKNOWN = words
    try:
        yield
    finally:
        tagger_decode.BOUNDARY_PRIOR, tagger_decode.BOUNDARY_UNKNOWN = saved


def without_starts(corpus):
    """The corpus with its eojeol boundaries forgotten (the tagger tags as before)."""
    return type(corpus)(corpus.words, corpus.tags, corpus.lengths)


def dev_folds(corpus, seed: int, folds: int):
    """The dev file's sentences shuffled with ``seed`` and cut into ``folds`` held-out parts,
    as (train, held-out) pairs: each held-out part 1/folds of the sentences (20 % for 5), the
    rest to train. ``folds=1`` is one 80/20 split (the first of the five)."""
    order = np.random.default_rng(seed).permutation(len(corpus))
    parts = np.array_split(order, max(folds, 5))[:folds]
    for held in parts:
        train = np.setdiff1d(order, held)           # sorted: sentences in the file's order
        yield corpus.subset(train), corpus.subset(np.sort(held))


def select(name, dev, seed, folds, only=None, hangul=True):
    """Every variant trained on 80 % of the dev file and scored on the other 20 %, for each of
    ``folds`` disjoint held-out parts; the accuracies pooled over them (the test file unread).
    A corpus with eojeol boundaries (morphemes) adds the :data:`BOUNDARY_VARIANTS`, on the
    default fit; ``hangul=False`` leaves out the Hangul model's other variants."""
    print(f"{name}: dev file {len(dev):,} sentences / {dev.n_tokens:,} tokens, split by sentence "
          f"(seed {seed}) into {folds} x 80/20", flush=True)
    variants = list(VARIANTS if hangul else VARIANTS[:1])
    if dev.starts is not None:
        variants = [(label, None, setting) for label, setting in BOUNDARY_VARIANTS] + \
            [(label, v, BOUNDARY_VARIANTS[0][1]) for label, v in variants[1:]]
    else:
        variants = [(label, v, None) for label, v in variants]
    pooled = {label: [0.0, 0, 0.0, 0] for label, _, _ in variants}  # correct, tokens (all, unk)
    for k, (train, held) in enumerate(dev_folds(dev, seed, folds), 1):
        if only is not None and k != only:
            continue
        print(f" fold {k}: train {len(train):,} sentences / {train.n_tokens:,} tokens, "
              f"held-out {len(held):,} / {held.n_tokens:,}", flush=True)
        default = None
        for label, variant, setting in variants:
            if variant is None:                    # a boundary variant: the default fit
                if default is None:
                    with VARIANTS[0][1]():
                        default = timed(lambda: HMMTagger().fit(train))
                t_fit, tagger = default
            else:
                with variant():
                    t_fit, tagger = timed(lambda: HMMTagger().fit(train))
            with boundary_prior(BOUNDARY_VARIANTS[0][1] if setting is None else setting):
                r = tagger.evaluate(held if setting is not None or held.starts is None
                                    else without_starts(held))
            errors = round(r["tokens"] * (1 - r["accuracy"]))
            unknown_errors = round(r["unknown_tokens"] * (1 - (r["unknown"] or 0.0)))
            row(label, r, f"fit {t_fit:.1f} CPU s; {errors} errors ({unknown_errors} unknown)")
            sys.stdout.flush()
            p = pooled[label]
            p[0] += r["accuracy"] * r["tokens"]
            p[1] += r["tokens"]
            p[2] += (r["unknown"] or 0.0) * r["unknown_tokens"]
            p[3] += r["unknown_tokens"]
    print(f" pooled over {folds} held-out part(s):")
    for label, (c, n, cu, nu) in pooled.items():
        print(f"  {label:<42} {100 * c / n:6.2f} %   unknown {100 * cu / max(nu, 1):5.2f} % "
              f"({nu:,} tokens)   errors {round(n - c):,}")
    best = max(pooled, key=lambda lab: pooled[lab][0] / pooled[lab][1])
    shipped = variants[0][0]
    print(f"  held-out winner: {best} ({100 * pooled[best][0] / pooled[best][1]:.2f} %; shipped "
          f"{100 * pooled[shipped][0] / pooled[shipped][1]:.2f} %)", flush=True)
    return pooled


def run(name, train, test, tnt):
    print(f"{name}: train {len(train):,} sentences / {train.n_tokens:,} tokens, test "
          f"{len(test):,} / {test.n_tokens:,}")
    t_fit, tagger = timed(lambda: HMMTagger().fit(train))
    r = tagger.evaluate(test)
    row("Trellis (jamo tries + Hangul MaxEnt)", r, f"fit {t_fit:.1f} CPU s")
    print(f"  {'most frequent tag (known words)':<40} {100 * r['baseline']:6.2f} %")
    if test.starts is not None:               # the same fit, tagging blind to the spaces
        o = tagger.evaluate(without_starts(test))
        ratio = (1 - r["accuracy"]) / (1 - o["accuracy"])
        row("without the eojeol boundary", o, f"error rate now x{ratio:.3f} of this")
    for label, letters, hangul in (("jamo suffix tries alone", "jamo", False),
                                   ("syllable suffix tries (before)", "syllables", False)):
        with unknown_model(letters, hangul):
            t_other, other = timed(lambda: HMMTagger().fit(train))
            o = other.evaluate(test)
        row(label, o, f"fit {t_other:.1f} CPU s; error rate now "
                      f"x{(1 - r['accuracy']) / (1 - o['accuracy']):.3f} of this")
    if tnt:
        from bench_hmm import nltk_tnt

        ref, rate = nltk_tnt(train, test, max(set(train.tags), key=list(train.tags).count))
        ref["unknown_tokens"] = r["unknown_tokens"]
        row("nltk.tag.tnt.TnT (affix back-off)", ref,
            f"error rate now x{(1 - r['accuracy']) / (1 - ref['accuracy']):.3f} of TnT's")
    return r


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", help="the UD_Korean-Kaist folder (dev and test .conllu)")
    parser.add_argument("--tnt", action="store_true", help="also NLTK's TnT (slow)")
    parser.add_argument("--select", action="store_true",
                        help="compare the Hangul unknown-word variants on 20 %% of the dev file "
                             "held out (the test file is not read)")
    parser.add_argument("--seed", type=int, default=0, help="the dev split's seed (--select)")
    parser.add_argument("--folds", type=int, default=5,
                        help="--select: how many disjoint 20 %% held-out parts (1: one 80/20 "
                             "split; default 5, every dev sentence held out once)")
    parser.add_argument("--fold", type=int, default=None,
                        help="--select: run only this fold (1..folds), to spread the folds over "
                             "processes; pool their error counts by hand")
    parser.add_argument("--level", choices=("both", "morpheme", "word"), default="both",
                        help="the task(s) to run (default both)")
    parser.add_argument("--boundary-only", action="store_true",
                        help="--select: only the eojeol-boundary variants (on the default "
                             "Hangul model), not the Hangul model's others")
    thread_arg(parser)
    args = parser.parse_args()
    folder = Path(args.folder)
    dev, test = folder / "ko_kaist-ud-dev.conllu", folder / "ko_kaist-ud-test.conllu"
    if args.select:
        with blas_threads(args.threads):
            if args.level != "word":
                select("morpheme level (LEMMA/XPOS split on +)",
                       read_tagged(dev, column="xpos", morphemes=True), args.seed, args.folds,
                       args.fold, not args.boundary_only)
            if args.level != "morpheme":
                select("word level (eojeols, UPOS)", read_tagged(dev, column="upos"),
                       args.seed, args.folds, args.fold, not args.boundary_only)
        return
    with blas_threads(args.threads):
        if args.level != "word":
            m = run("morpheme level (LEMMA/XPOS split on +)",
                    read_tagged(dev, column="xpos", morphemes=True),
                    read_tagged(test, column="xpos", morphemes=True), args.tnt)
            print(f"morpheme level {100 * m['accuracy']:.2f} % (target 93.0 %)")
        if args.level != "morpheme":
            w = run("word level (eojeols, UPOS)", read_tagged(dev, column="upos"),
                    read_tagged(test, column="upos"), args.tnt)
            print(f"word level UPOS {100 * w['accuracy']:.2f} % (target 89.5 %)")


if __name__ == "__main__":
    main()
