"""Generate resources/tagged/sample.txt: a small Penn-tagged English corpus written for Trellis
by a seeded template grammar (word/TAG, one sentence per line).

    python resources/make_tagged.py

The sample is meant to be hard in the ways real text is, so that a tagger has something to get
wrong (about 85–92 % token accuracy on a 90/10 split, measured by bench/bench_samples.py):

- many words take several tags, and in the same tag context: "light", "green", "fast",
  "paper", "cold", "iron", "plastic" are adjectives or nouns before a noun ("the light lamp",
  "the paper lamp"); "-s" words are plural nouns or verbs ("flies", "plants", "books"); "-ed"
  forms are past tenses, participles or adjectives ("watched", "tagged"); "-ing" forms are
  verbs, adjectives or nouns; "that" is a determiner, a complementiser or a relative pronoun;
- about one open-class slot in six is a made-up word, most used once, whose ending is as
  ambiguous as real English's (a bare stem can be a noun, a verb or an adjective; "-s", "-ed",
  "-ing" as above), so the held-out part has unknown words the suffix model can only guess.
"""
import random
from pathlib import Path

# Known words. Words listed under several tags are the ambiguity Viterbi must resolve.
LEX = {
    "DT": ["the", "the", "a", "an", "this", "every", "that", "some"],
    "JJ": ["small", "old", "quick", "happy", "green", "quiet", "heavy", "bright", "light", "fast",
           "cold", "paper", "iron", "plastic", "running", "tagged", "broken", "open", "clean",
           "dry", "fancy", "square", "round", "watched", "kind"],
    "NN": ["dog", "cat", "student", "teacher", "tree", "river", "book", "lamp", "city", "garden",
           "model", "word", "time", "can", "watch", "saw", "fish", "plant", "light", "fruit",
           "arrow", "banana", "duck", "water", "rain", "paper", "iron", "plastic", "cold",
           "green", "square", "round", "kind", "running", "reading", "open", "clean", "fancy",
           "set", "park", "table", "train", "program"],
    "NNS": ["dogs", "cats", "students", "teachers", "trees", "rivers", "books", "lamps", "cities",
            "gardens", "models", "words", "flies", "cans", "watches", "fish", "plants", "ducks",
            "sets", "parks", "tables", "trains", "programs", "papers", "irons", "greens"],
    "NNP": ["Anna", "Seoul", "Paris", "Kim", "Lee"],
    "VBZ": ["sees", "likes", "reads", "watches", "finds", "keeps", "tags", "counts", "flies",
            "books", "plants", "waters", "sets", "parks", "trains", "programs", "papers",
            "irons", "cleans", "opens", "rounds", "is", "has"],
    "VBP": ["see", "like", "read", "watch", "find", "keep", "tag", "count", "fly", "time", "can",
            "fish", "plant", "water", "set", "park", "train", "program", "clean", "open",
            "iron", "are", "have"],
    "VBD": ["saw", "liked", "read", "watched", "found", "kept", "tagged", "counted", "flew",
            "timed", "booked", "set", "parked", "trained", "cleaned", "opened", "broke", "was"],
    "VBN": ["seen", "liked", "read", "watched", "found", "kept", "tagged", "counted", "flown",
            "timed", "booked", "set", "parked", "trained", "cleaned", "opened", "broken"],
    "VBG": ["running", "reading", "watching", "finding", "keeping", "tagging", "counting",
            "flying", "cleaning", "opening", "training", "setting"],
    "RB": ["quickly", "often", "quietly", "never", "slowly", "fast", "still", "round", "clean"],
    "IN": ["in", "near", "with", "under", "behind", "like", "that", "by", "round"],
    "WDT": ["that", "which"],
    "PRP": ["she", "he", "it", "they", "we"],
    "CC": ["and", "but"],
    "CD": ["two", "three", "42", "seven"],
    "MD": ["can", "will", "can", "must"],
    "VB": ["see", "read", "watch", "find", "keep", "count", "fly", "time", "book", "fish",
           "plant", "water", "can", "set", "park", "train", "clean", "open", "iron", "round"],
}
TEMPLATES = [
    "DT NN VBZ DT NN .", "DT JJ NN VBZ DT NNS .", "NNS VBP NNS RB .", "NNP VBD DT JJ NN IN DT NN .",
    "PRP VBZ DT NN IN NNP .", "DT NNS VBD CD NNS .", "PRP MD VB DT JJ NN .",
    "DT NN RB VBZ NNS CC DT NN VBZ .", "NNP CC NNP VBD DT NNS IN DT JJ NN .",
    "DT JJ JJ NN VBD RB .", "PRP VBD CD JJ NNS IN NNP .", "NNS IN DT NN VBP RB .",
    "NN VBZ IN DT NN .", "NN NNS VBP DT NN .", "PRP VBP DT NN IN DT NN .", "NNS MD VB NNS .",
    "PRP MD VB DT NN RB .", "DT NN IN DT NN VBZ JJ .", "PRP VBD IN PRP MD VB .",
    "VB DT NN .", "VB DT JJ NNS IN DT NN .",       # imperatives: "Time the race", "Book a table"
    # noun–noun compounds beside adjective–noun: the same tag context, two readings
    "DT NN NN VBZ JJ .", "DT NN NN VBD DT NN .", "DT JJ NN VBD DT NN NN .",
    "PRP VBD DT NN NNS .", "DT NN NNS VBP JJ .",
    # participles and progressives: "-ed" and "-ing" in three roles each
    "DT NN VBZ VBN IN DT NN .", "DT NNS VBD VBN IN NNP .", "PRP VBZ VBG DT NN .",
    "PRP VBD VBG NNS RB .", "DT VBN NN VBZ JJ .", "NNS VBP VBN RB .",
    # "that" three ways
    "PRP VBZ IN DT NN VBD .", "DT NN WDT VBD DT NN VBZ JJ .", "DT NN VBD IN PRP VBD RB .",
    "NNS WDT VBP NNS VBP JJ .",
]

# Made-up words: endings shared between tags, as in English, so an unknown word is a guess.
ENDINGS = {"NN": ("", "", "ment", "ness", "er", "ing"), "NNS": ("s", "s", "ers", "ments"),
           "JJ": ("", "ous", "ive", "ed", "ing", "al"), "RB": ("ly", "ly", ""),
           "VBD": ("ed",), "VBN": ("ed", "en"), "VBZ": ("s", "izes"), "VBP": ("", "ize"),
           "VB": ("", "ize"), "VBG": ("ing",)}
P_MADE_UP = 0.22


def made_up(tag, rng):
    stem = "".join(rng.choice("bdfgklmnprstvz") + rng.choice("aeiou") for _ in range(2))
    stem += rng.choice("bdgklmnprst")
    if tag == "NNP":
        return stem.capitalize()
    if tag == "CD":
        return str(rng.randint(100, 9999))
    return stem + rng.choice(ENDINGS[tag])


def word(tag, rng):
    if (tag in ENDINGS or tag in ("NNP", "CD")) and rng.random() < P_MADE_UP:
        return made_up(tag, rng)
    return rng.choice(LEX[tag])


# Premodifiers that are adjectives or nouns in the same slot (DT _ NN): P(JJ) for each word. A
# tagger sees "the light lamp" and "the light switch" with the same context on both sides.
MODIFIERS = {"light": 0.6, "paper": 0.4, "iron": 0.4, "plastic": 0.5, "cold": 0.6,
             "green": 0.6, "square": 0.5, "round": 0.5, "fancy": 0.6, "clean": 0.6,
             "open": 0.6, "running": 0.5, "reading": 0.4, "training": 0.4, "garden": 0.35,
             "water": 0.35, "river": 0.35, "city": 0.4, "fast": 0.6, "dry": 0.6, "kind": 0.5}
P_MODIFIER, P_SECOND, P_ADVERB = 0.85, 0.5, 0.25


def modifier(rng):
    """A premodifier: a known ambiguous word, or a made-up one, tagged JJ or NN."""
    if rng.random() < P_MADE_UP:
        tag = rng.choice(("JJ", "NN"))
        return made_up(tag, rng), tag
    w = rng.choice(sorted(MODIFIERS))
    return w, "JJ" if rng.random() < MODIFIERS[w] else "NN"


def sentence(rng):
    tags = rng.choice(TEMPLATES).split()
    words = [t if t == "." else word(t, rng) for t in tags]
    # noun phrases grow premodifiers; verbs sometimes take an adverb before them
    k = 1
    while k < len(tags):
        if tags[k] in ("NN", "NNS") and tags[k - 1] in ("DT", "JJ", "CD") and \
                rng.random() < P_MODIFIER:
            for _ in range(1 + (rng.random() < P_SECOND)):    # one or two premodifiers
                w, t = modifier(rng)
                words.insert(k, w)
                tags.insert(k, t)
                k += 1
        elif tags[k] in ("VBZ", "VBD") and tags[k - 1] in ("NN", "NNS", "PRP", "NNP") and \
                rng.random() < P_ADVERB:
            words.insert(k, word("RB", rng))
            tags.insert(k, "RB")
            k += 1
        k += 1
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
