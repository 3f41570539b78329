"""Word normalisation: case folding that keeps exceptions, stemming (Porter, Snowball,
Lancaster) and lemmatisation with a tag that recovers the original token."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .._validation import check_choice

STEMMERS = ("porter", "snowball", "lancaster")
# Penn tags by universal part of speech: a lemma with one of these inflects back to the token.
_PENN = {"VERB": ("VB", "VBD", "VBG", "VBN", "VBP", "VBZ"), "NOUN": ("NN", "NNS"),
         "ADJ": ("JJ", "JJR", "JJS"), "ADV": ("RB", "RBR", "RBS"), "PROPN": ("NNP", "NNPS"),
         "AUX": ("VB", "VBD", "VBG", "VBN", "VBP", "VBZ")}


def case_fold(token, keep=(), keep_acronyms=True):
    """Lower-case ``token`` unless it is in ``keep`` (e.g. "US", "General Motors") or, with
    ``keep_acronyms``, written in capitals of two letters or more ("US" is not "us")."""
    if token in keep:
        return token
    if keep_acronyms and len(token) > 1 and token.isupper() and token.isalpha():
        return token
    return token.lower()


@lru_cache(maxsize=8)
def get_stemmer(name: str):
    """The stemmer registry of the whole engine: NLTK's Porter, Snowball (English) or Lancaster
    stemmer by name. They need no downloaded data; nltk is imported here, lazily, because
    ``import nltk`` costs about a second."""
    check_choice(name, "stemmer", STEMMERS)
    from nltk.stem import LancasterStemmer, PorterStemmer, SnowballStemmer

    return {"porter": PorterStemmer, "lancaster": LancasterStemmer,
            "snowball": lambda: SnowballStemmer("english")}[name]()


def stem(tokens, stemmer="porter"):
    """Stems of ``tokens``; each distinct type is stemmed once."""
    s = get_stemmer(stemmer)
    cache = {t: s.stem(t) for t in set(tokens)}
    return [cache[t] for t in tokens]


@dataclass(frozen=True)
class Lemma:
    """A lemma with the Penn tag that turns it back into the token (``recover``)."""

    lemma: str
    tag: str

    def recover(self):
        return inflect(self.lemma, self.tag)


def lemmas(token):
    """Every (lemma, Penn tag) whose inflection gives back ``token``, most likely first.

    Uses LemmInflect, which ships its own English lexicon, so no downloaded data is needed.
    Tokens it does not know (other languages, numbers) are their own lemma with tag "?".
    """
    import lemminflect

    word = token.lower() if not token.isupper() else token
    out = []
    for upos, lems in lemminflect.getAllLemmas(word).items():
        for lemma in lems:
            for tag in _PENN.get(upos, ()):
                # keep a tag only if it inflects the lemma back to exactly this token
                forms = lemminflect.getInflection(lemma, tag=tag)
                if forms and forms[0] == word and Lemma(lemma, tag) not in out:
                    out.append(Lemma(lemma, tag))
    return out or [Lemma(token, "?")]


def inflect(lemma, tag):
    """The token a lemma takes with a Penn tag (the inverse of :func:`lemmas`)."""
    if tag == "?":
        return lemma
    import lemminflect

    forms = lemminflect.getInflection(lemma, tag=tag)
    return forms[0] if forms else lemma


def wordnet_lemma(token, pos="n"):
    """WordNet's lemma, or None when NLTK's WordNet data is not installed."""
    try:
        from nltk.stem import WordNetLemmatizer

        return WordNetLemmatizer().lemmatize(token.lower(), pos)
    except LookupError:
        return None


def normalize(tokens, *, lowercase=True, keep=(), keep_acronyms=True, stemmer=None,
              lemmatize=False):
    """Apply case folding, then stemming or lemmatisation, to every token."""
    out = [case_fold(t, keep, keep_acronyms) for t in tokens] if lowercase else list(tokens)
    if stemmer:
        out = stem(out, stemmer)
    elif lemmatize:
        cache = {t: lemmas(t)[0].lemma for t in set(out)}
        out = [cache[t] for t in out]
    return out


def normalization_table(types, *, keep=(), keep_acronyms=True):
    """One row per type: the type, its case-folded form, the three stems, the first lemma with
    its tag and the token recovered from them (which equals the type when the tag is right)."""
    rows = []
    stems = {name: stem(list(types), name) for name in STEMMERS}
    for i, t in enumerate(types):
        lem = lemmas(t)[0]
        rows.append({"token": t, "folded": case_fold(t, keep, keep_acronyms),
                     **{name: stems[name][i] for name in STEMMERS},
                     "lemma": lem.lemma, "tag": lem.tag, "recovered": lem.recover()})
    return rows
