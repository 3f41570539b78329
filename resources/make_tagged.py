"""Generate resources/tagged/sample.txt: a small Penn-tagged English corpus written for Trellis
by a seeded template grammar (word/TAG, one sentence per line).

    python resources/make_tagged.py
"""
import random
from pathlib import Path

LEX = {
    "DT": "the a this every that".split(),
    "JJ": "small old quick happy green quiet heavy bright".split(),
    "NN": "dog cat student teacher tree river book lamp city garden model word".split(),
    "NNS": "dogs cats students teachers trees rivers books lamps cities gardens models words".split(),
    "NNP": "Anna Seoul Paris Kim Lee".split(),
    "VBZ": "sees likes reads watches finds keeps tags counts".split(),
    "VBP": "see like read watch find keep tag count".split(),
    "VBD": "saw liked read watched found kept tagged counted".split(),
    "RB": "quickly often quietly never slowly".split(),
    "IN": "in near with under behind".split(),
    "PRP": "she he it they".split(),
    "CC": ["and", "but"],
    "CD": "two three 42 seven".split(),
    "MD": ["can", "will"],
    "VB": "see read watch find keep count".split(),
}
TEMPLATES = [
    "DT NN VBZ DT NN .", "DT JJ NN VBZ DT NNS .", "NNS VBP NNS RB .", "NNP VBD DT JJ NN IN DT NN .",
    "PRP VBZ DT NN IN NNP .", "DT NNS VBD CD NNS .", "PRP MD VB DT JJ NN .",
    "DT NN RB VBZ NNS CC DT NN VBZ .", "NNP CC NNP VBD DT NNS IN DT JJ NN .",
    "DT JJ JJ NN VBD RB .", "PRP VBD CD JJ NNS IN NNP .", "NNS IN DT NN VBP RB .",
]


# Made-up words, most used once, so that the held-out part has unknown words whose shape and
# suffix carry the tag (the unknown-word model learns from words seen once).
SUFFIX = {"NN": ("ment", "ness", "tion", "ity"), "NNS": ("ments", "nesses", "tions", "ities"),
          "JJ": ("ous", "ful", "ive", "able"), "RB": ("ly",), "VBD": ("ed",), "VBZ": ("izes",)}


def made_up(tag, rng):
    stem = "".join(rng.choice("bdfgklmnprstvz") + rng.choice("aeiou") for _ in range(2))
    if tag == "NNP":
        return stem.capitalize()
    if tag == "CD":
        return str(rng.randint(100, 9999))
    return stem + rng.choice(SUFFIX[tag])


def word(tag, rng):
    if tag != "." and (tag in SUFFIX or tag in ("NNP", "CD")) and rng.random() < 0.12:
        return made_up(tag, rng)
    return rng.choice(LEX[tag])


def sentence(rng):
    tags = rng.choice(TEMPLATES).split()
    words = [t if t == "." else word(t, rng) for t in tags]
    words[0] = words[0][:1].upper() + words[0][1:]
    return " ".join(f"{w}/{t}" for w, t in zip(words, tags))


def main(n=600, seed=2026):
    rng = random.Random(seed)
    out = Path(__file__).resolve().parent / "tagged" / "sample.txt"
    out.parent.mkdir(exist_ok=True)
    out.write_text("\n".join(sentence(rng) for _ in range(n)) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
