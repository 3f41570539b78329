"""Generate resources/tagged/sample.txt: a small Penn-tagged English corpus written for Trellis
by a seeded template grammar (word/TAG, one sentence per line).

    python resources/make_tagged.py
"""
import random
from pathlib import Path

# Many words take more than one tag, as in real English, so that Viterbi has to choose: "can"
# (modal, noun, verb), "flies" (noun, verb), "like" (preposition, verb), "time", "watch", "saw",
# "book", "fish", "plant", "light", "that"… The teaching sentences "Time flies like an arrow ."
# and "Fruit flies like a banana ." are both in the templates.
LEX = {
    "DT": ["the", "a", "an", "this", "every", "that"],
    "JJ": ["small", "old", "quick", "happy", "green", "quiet", "heavy", "bright", "light", "fast"],
    "NN": ["dog", "cat", "student", "teacher", "tree", "river", "book", "lamp", "city", "garden",
           "model", "word", "time", "can", "watch", "saw", "fish", "plant", "light", "fruit",
           "arrow", "banana", "duck", "water", "rain"],
    "NNS": ["dogs", "cats", "students", "teachers", "trees", "rivers", "books", "lamps", "cities",
            "gardens", "models", "words", "flies", "cans", "watches", "fish", "plants", "ducks"],
    "NNP": ["Anna", "Seoul", "Paris", "Kim", "Lee"],
    "VBZ": ["sees", "likes", "reads", "watches", "finds", "keeps", "tags", "counts", "flies",
            "books", "plants", "waters"],
    "VBP": ["see", "like", "read", "watch", "find", "keep", "tag", "count", "fly", "time", "can",
            "fish", "plant", "water"],
    "VBD": ["saw", "liked", "read", "watched", "found", "kept", "tagged", "counted", "flew",
            "timed", "booked"],
    "RB": ["quickly", "often", "quietly", "never", "slowly", "fast"],
    "IN": ["in", "near", "with", "under", "behind", "like", "that"],
    "PRP": ["she", "he", "it", "they", "we"],
    "CC": ["and", "but"],
    "CD": ["two", "three", "42", "seven"],
    "MD": ["can", "will", "can", "must"],
    "VB": ["see", "read", "watch", "find", "keep", "count", "fly", "time", "book", "fish",
           "plant", "water", "can"],
}
TEMPLATES = [
    "DT NN VBZ DT NN .", "DT JJ NN VBZ DT NNS .", "NNS VBP NNS RB .", "NNP VBD DT JJ NN IN DT NN .",
    "PRP VBZ DT NN IN NNP .", "DT NNS VBD CD NNS .", "PRP MD VB DT JJ NN .",
    "DT NN RB VBZ NNS CC DT NN VBZ .", "NNP CC NNP VBD DT NNS IN DT JJ NN .",
    "DT JJ JJ NN VBD RB .", "PRP VBD CD JJ NNS IN NNP .", "NNS IN DT NN VBP RB .",
    "NN VBZ IN DT NN .", "NN NNS VBP DT NN .", "PRP VBP DT NN IN DT NN .", "NNS MD VB NNS .",
    "PRP MD VB DT NN RB .", "DT NN IN DT NN VBZ JJ .", "PRP VBD IN PRP MD VB .",
    "VB DT NN .", "VB DT JJ NNS IN DT NN .",       # imperatives: "Time the race", "Book a table"
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


# The classic ambiguous sentences, each reading a few times, spread through the corpus (the
# trellis view's default sentence is the first).
CLASSICS = ["Time/NN flies/VBZ like/IN an/DT arrow/NN ./.",
            "Fruit/NN flies/NNS like/VBP a/DT banana/NN ./.",
            "Time/VB flies/NNS like/IN an/DT arrow/NN ./.",
            "They/PRP can/MD can/VB the/DT fish/NN ./."]


def main(n=800, seed=2026):
    rng = random.Random(seed)
    lines = [sentence(rng) for _ in range(n)]
    for k, classic in enumerate(CLASSICS * 4):
        lines.insert(rng.randrange(n // 2) if k < len(CLASSICS) * 3 else rng.randrange(n), classic)
    out = Path(__file__).resolve().parent / "tagged" / "sample.txt"
    out.parent.mkdir(exist_ok=True)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
