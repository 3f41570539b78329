"""Word normalisation: case folding that keeps exceptions, stemming (Porter, Snowball,
Lancaster) and lemmatisation with a tag that recovers the original token."""
from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache

from .._validation import check_choice
from .tokenizers import check_tokens

STEMMERS = ("porter", "snowball", "lancaster")
# Penn tags by universal part of speech: a lemma with one of these inflects back to the token.
_PENN = {"VERB": ("VB", "VBD", "VBG", "VBN", "VBP", "VBZ"), "NOUN": ("NN", "NNS"),
         "ADJ": ("JJ", "JJR", "JJS"), "ADV": ("RB", "RBR", "RBS"), "PROPN": ("NNP", "NNPS"),
         "AUX": ("VB", "VBD", "VBG", "VBN", "VBP", "VBZ")}


def case_fold(token: str, keep: Collection[str] = (), keep_acronyms: bool = True) -> str:
    """Lower-case ``token`` unless it is in ``keep`` (e.g. "US", "General Motors") or, with
    ``keep_acronyms``, written in capitals of two letters or more ("US" is not "us")."""
    if not isinstance(token, str):
        raise TypeError(f"token must be a string; got {type(token).__name__}.")
    if keep and token in keep:
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


def stem(tokens: Sequence[str], stemmer: str = "porter") -> list[str]:
    """Stems of ``tokens`` by Porter (1980), Snowball (Porter2) or Lancaster (Paice/Husk) rules;
    each distinct type is stemmed once."""
    check_tokens(tokens)
    s = get_stemmer(stemmer)
    cache = {t: s.stem(t) for t in set(tokens)}
    return [cache[t] for t in tokens]


# A small closed-class lexicon: function words get their Penn tag directly (LemmInflect knows
# only open-class words and calls "she" a noun). Each is its own lemma.
_CLOSED = {}
for _tag, _words in {
    "PRP": "i me you he him she her it we us they them myself yourself himself herself itself "
           "ourselves yourselves themselves one",
    "PRP$": "my your his its our their mine yours hers ours theirs",
    "DT": "the a an this that these those some any no every each either neither all both "
          "another such",
    "IN": "of in on at by for with from into onto about above below over under after before "
          "between through during without within among against toward towards upon across "
          "behind beyond since until till via per than as because although though while if "
          "whether unless",
    "CC": "and or but nor yet so plus",
    "MD": "can could may might must shall should will would",
    "TO": "to",
    "RB": "not n't never also very too just only even still already",
    "WDT": "which whatever whichever",
    "WP": "who whom what whoever",
    "WP$": "whose",
    "WRB": "when where why how",
    "EX": "there",
    "UH": "oh yes hello",
}.items():
    for _w in _words.split():
        _CLOSED.setdefault(_w, _tag)
PENN_TAGS = frozenset(t for tags in _PENN.values() for t in tags) | set(_CLOSED.values()) | {
    "CD", "SYM", ".", ",", ":", "POS", "FW", "?"}


@dataclass(frozen=True)
class Lemma:
    """A lemma with the Penn tag that turns it back into the token (``recover``)."""

    lemma: str
    tag: str
    form: str = ""        # the spelling it was found for ("are" for be/VBP, whose forms are am, are)

    def recover(self) -> str:
        """The token: ``form`` when (lemma, tag) can be spelled so, else the first spelling."""
        forms = inflections(self.lemma, self.tag)
        return self.form if self.form in forms else (forms[0] if forms else self.lemma)


def _other_tag(token: str) -> str | None:
    """Tags of tokens without a lemma: numbers, punctuation, symbols."""
    if not token:
        return None
    if token.replace(",", "").replace(".", "", 1).lstrip("-+").isdigit():
        return "CD"
    if all(not c.isalnum() for c in token):
        if token in (".", "?", "!"):
            return "."
        if token in (",",):
            return ","
        if token in (":", ";", "-", "--", "..."):
            return ":"
        return "SYM"
    return None


def lemmas(token: str) -> list[Lemma]:
    """Every (lemma, Penn tag) whose inflection gives back ``token``, most likely first.

    Function words come from a small closed-class lexicon (she/PRP, the/DT, of/IN, can/MD);
    numbers are CD and punctuation gets its Penn tag; other words use LemmInflect, which ships
    its own English lexicon (no downloaded data). A tag is kept when *any* spelling LemmInflect
    gives for (lemma, tag) is the token: be+VBP is ('am', 'are'), so "are" → be/VBP. Inflected
    readings come before the base form ("running" → run/VBG before running/NN). Unknown tokens
    are their own lemma with tag "?".
    """
    if not isinstance(token, str):
        raise TypeError(f"token must be a string; got {type(token).__name__}.")
    if not token:
        return [Lemma("", "?", "")]
    word = token.lower() if not token.isupper() else token
    out = []
    if word.lower() in _CLOSED:
        out.append(Lemma(word, _CLOSED[word.lower()], word))
    other = _other_tag(token)
    if other:
        return [Lemma(token, other, token)]
    import lemminflect

    found = []
    for upos, lems in lemminflect.getAllLemmas(word).items():
        for lemma in lems:
            for tag in _PENN.get(upos, ()):
                # keep a tag only if one of its spellings is exactly this token
                forms = lemminflect.getInflection(lemma, tag=tag)
                new = Lemma(lemma, tag, word)
                if word in forms and new not in found + out:
                    found.append(new)
    found.sort(key=lambda x: x.lemma == word)      # stable: inflected readings first
    out += found
    if not out and token[:1].isupper() and token[:1].isalpha():
        out.append(Lemma(token, "NNP", token))      # an unknown capitalised word: a name
    return out or [Lemma(token, "?", token)]


def inflect(lemma: str, tag: str) -> str:
    """The token a lemma takes with a Penn tag (the inverse of :func:`lemmas`); the spelling
    LemmInflect lists first ("be" + VBP → "am"). Tags without inflection give the lemma back."""
    if not isinstance(lemma, str):
        raise TypeError(f"lemma must be a string; got {type(lemma).__name__}.")
    if tag not in PENN_TAGS:
        raise ValueError(f"tag must be a Penn tag such as 'VBD' or 'NNS'; got {tag!r}.")
    forms = inflections(lemma, tag)
    return forms[0] if forms else lemma


def inflections(lemma: str, tag: str) -> tuple[str, ...]:
    """Every spelling of ``lemma`` with a Penn ``tag`` (be + VBP → ('am', 'are')); the lemma
    itself for tags that do not inflect (PRP, DT, …, "?")."""
    if not isinstance(lemma, str):
        raise TypeError(f"lemma must be a string; got {type(lemma).__name__}.")
    if tag not in PENN_TAGS:
        raise ValueError(f"tag must be a Penn tag such as 'VBD' or 'NNS'; got {tag!r}.")
    if not lemma or not any(tag in tags for tags in _PENN.values()):
        return (lemma,)
    import lemminflect

    return tuple(lemminflect.getInflection(lemma, tag=tag)) or (lemma,)


def wordnet_lemma(token: str, pos: str = "n") -> str | None:
    """WordNet's lemma, or None when NLTK's WordNet data is not installed."""
    try:
        from nltk.stem import WordNetLemmatizer

        return WordNetLemmatizer().lemmatize(token.lower(), pos)
    except LookupError:
        return None


def normalize(tokens: Sequence[str], *, lowercase: bool = True, keep: Collection[str] = (),
              keep_acronyms: bool = True, stemmer: str | None = None,
              lemmatize: bool = False) -> list[str]:
    """Apply case folding, then stemming or lemmatisation (each token's first lemma: am, are,
    is → be), to every token."""
    check_tokens(tokens)
    out = [case_fold(t, keep, keep_acronyms) for t in tokens] if lowercase else list(tokens)
    if stemmer:
        out = stem(out, stemmer)
    elif lemmatize:
        cache = {t: lemmas(t)[0].lemma for t in set(out)}
        out = [cache[t] for t in out]
    return out


def normalization_table(types: Sequence[str], *, keep: Collection[str] = (),
                        keep_acronyms: bool = True) -> list[dict]:
    """One row per type: the type, its case-folded form, the three stems, the first lemma with
    its tag and the token recovered from them (which equals the type when the tag is right)."""
    check_tokens(types)
    rows = []
    stems = {name: stem(list(types), name) for name in STEMMERS}
    for i, t in enumerate(types):
        lem = lemmas(t)[0]
        rows.append({"token": t, "folded": case_fold(t, keep, keep_acronyms),
                     **{name: stems[name][i] for name in STEMMERS},
                     "lemma": lem.lemma, "tag": lem.tag, "recovered": lem.recover()})
    return rows
