"""Korean tagging on UD Korean-Kaist: trained on its dev file, tested on its test file.

    python bench/bench_korean.py KAIST_FOLDER [--tnt] [--threads 1]

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
"""
from __future__ import annotations

import argparse
import sys
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from _timing import blas_threads, thread_arg, timed  # noqa: E402

import engine.hmm.tagger_fit as tagger_module  # noqa: E402  (where the fit makes its SuffixModel)
import engine.hmm.unknown as unknown  # noqa: E402
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


def run(name, train, test, tnt):
    print(f"{name}: train {len(train):,} sentences / {train.n_tokens:,} tokens, test "
          f"{len(test):,} / {test.n_tokens:,}")
    t_fit, tagger = timed(lambda: HMMTagger().fit(train))
    r = tagger.evaluate(test)
    row("Trellis (jamo tries + Hangul MaxEnt)", r, f"fit {t_fit:.1f} CPU s")
    print(f"  {'most frequent tag (known words)':<40} {100 * r['baseline']:6.2f} %")
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
    thread_arg(parser)
    args = parser.parse_args()
    folder = Path(args.folder)
    dev, test = folder / "ko_kaist-ud-dev.conllu", folder / "ko_kaist-ud-test.conllu"
    with blas_threads(args.threads):
        m = run("morpheme level (LEMMA/XPOS split on +)",
                read_tagged(dev, column="xpos", morphemes=True),
                read_tagged(test, column="xpos", morphemes=True), args.tnt)
        w = run("word level (eojeols, UPOS)", read_tagged(dev, column="upos"),
                read_tagged(test, column="upos"), args.tnt)
    print(f"morpheme level {100 * m['accuracy']:.2f} % (target 93.0 %), "
          f"word level UPOS {100 * w['accuracy']:.2f} % (target 89.5 %)")


if __name__ == "__main__":
    main()
