"""Korean text as morphemes: Kiwi (``kiwipiepy``, a maintained Korean morphological analyser)
behind :func:`morphemes`, the Sejong tags it uses explained (:data:`SEJONG_TAGS`), and Korean
stop words chosen by tag rather than by a word list.

Korean is agglutinative (교착어): an eojeol (the unit between spaces) is a stem followed by
particles and endings, 학교에서는 = 학교/NNG + 에서/JKB + 는/JX, so counting eojeols counts
every particle combination as a new word. Counting morphemes instead gives a Zipf curve and
collocations of the words themselves; the particles (J…), endings (E…) and punctuation (S…)
are the closed-class morphemes a stop list removes.

Kiwi is an optional extra (``pip install "trellis[korean]"``, about 90 MB with its model). It
is imported and its model loaded on the first call only (about two seconds), once per process:
one instance is shared behind a lock.
"""
from __future__ import annotations

import threading
from collections.abc import Collection, Iterable, Sequence

from .._messages import QT_TRANSLATE_NOOP
from .._validation import DataError, check_text

#: Sejong tag → (Korean name, English name), the tag set of the Sejong corpus as Kiwi uses it
SEJONG_TAGS: dict[str, tuple[str, str]] = {
    "NNG": ("일반 명사", "common noun"), "NNP": ("고유 명사", "proper noun"),
    "NNB": ("의존 명사", "bound noun"), "NR": ("수사", "numeral"), "NP": ("대명사", "pronoun"),
    "VV": ("동사", "verb"), "VA": ("형용사", "adjective"), "VX": ("보조 용언", "auxiliary predicate"),
    "VCP": ("긍정 지정사", "positive copula (이다)"),
    "VCN": ("부정 지정사", "negative copula (아니다)"),
    "MM": ("관형사", "determiner"), "MAG": ("일반 부사", "general adverb"),
    "MAJ": ("접속 부사", "conjunctive adverb"), "IC": ("감탄사", "interjection"),
    "JKS": ("주격 조사", "subject particle"), "JKC": ("보격 조사", "complement particle"),
    "JKG": ("관형격 조사", "genitive particle"), "JKO": ("목적격 조사", "object particle"),
    "JKB": ("부사격 조사", "adverbial particle"), "JKV": ("호격 조사", "vocative particle"),
    "JKQ": ("인용격 조사", "quotative particle"), "JX": ("보조사", "auxiliary particle"),
    "JC": ("접속 조사", "conjunctive particle"),
    "EP": ("선어말 어미", "pre-final ending"), "EF": ("종결 어미", "final ending"),
    "EC": ("연결 어미", "connective ending"), "ETN": ("명사형 전성 어미", "nominalising ending"),
    "ETM": ("관형형 전성 어미", "adnominal ending"),
    "XPN": ("체언 접두사", "noun prefix"), "XSN": ("명사 파생 접미사", "noun-deriving suffix"),
    "XSV": ("동사 파생 접미사", "verb-deriving suffix"),
    "XSA": ("형용사 파생 접미사", "adjective-deriving suffix"),
    "XSM": ("부사 파생 접미사", "adverb-deriving suffix"), "XR": ("어근", "root"),
    "SF": ("마침표, 물음표, 느낌표", "sentence-final punctuation"),
    "SP": ("쉼표, 가운뎃점, 콜론, 빗금", "comma, middle dot, colon, slash"),
    "SS": ("따옴표, 괄호표, 줄표", "quote, bracket, dash"),
    "SSO": ("여는 괄호", "opening bracket"), "SSC": ("닫는 괄호", "closing bracket"),
    "SE": ("줄임표", "ellipsis"), "SO": ("붙임표", "hyphen, tilde"),
    "SW": ("기타 기호", "other symbol"), "SL": ("외국어", "foreign (Latin) letters"),
    "SH": ("한자", "Chinese characters"), "SN": ("숫자", "number"), "SB": ("순서 있는 글머리", "list bullet"),
    "UN": ("분석 불능", "unanalysable"),
    "W_URL": ("인터넷 주소", "URL"), "W_EMAIL": ("이메일 주소", "e-mail address"),
    "W_HASHTAG": ("해시태그", "hashtag"), "W_MENTION": ("멘션", "mention"),
    "W_SERIAL": ("일련번호", "serial number"), "W_EMOJI": ("이모지", "emoji"),
    "Z_CODA": ("덧붙은 받침", "added final consonant"), "Z_SIINT": ("사이시옷", "linking ㅅ"),
}

#: tag prefixes of the closed-class morphemes a Korean stop list drops: particles (조사),
#: endings (어미) and punctuation/symbols (기호)
STOP_TAG_PREFIXES = ("J", "E", "S")

_lock = threading.Lock()
_kiwi = None


def _load():
    """The one Kiwi instance, created on first use (importing kiwipiepy and loading its ~90 MB
    model takes about two seconds, so never at import time); a lock makes two threads that ask
    at once share it."""
    global _kiwi
    with _lock:
        if _kiwi is None:
            try:
                from kiwipiepy import Kiwi
            except ImportError:
                raise DataError(QT_TRANSLATE_NOOP(
                    "engine", "Korean morpheme analysis needs Kiwi, an optional extra: install it "
                    "with pip install \"trellis[korean]\" (or pip install kiwipiepy; "
                    "about 90 MB with its model), then try again.")) from None
            _kiwi = Kiwi()
        return _kiwi


def sejong_tag(tag: str) -> str:
    """Kiwi's tag as a Sejong tag: Kiwi marks irregular conjugations with -I and regular ones
    it had to guess with -R (VA-I for 아름답), which the Sejong set does not have."""
    return tag.split("-", 1)[0]


def morphemes(text: str) -> list[tuple[str, str]]:
    """The morphemes of ``text`` as (form, Sejong tag) pairs, by Kiwi: 나는 학교에 갔다 →
    [("나", "NP"), ("는", "JX"), ("학교", "NNG"), ("에", "JKB"), ("가", "VV"), ("었", "EP"),
    ("다", "EF")]. Forms are Kiwi's (a contracted syllable is restored: 갔 → 가 + 었).
    Raises :class:`DataError` saying how to install Kiwi when it is missing."""
    check_text(text)
    if not text.strip():
        return []
    kiwi = _load()
    return [(t.form, sejong_tag(t.tag)) for t in kiwi.tokenize(text)]


def tag_name(tag: str, language: str = "en") -> str:
    """The name of a Sejong tag in English (``"en"``) or Korean (``"ko"``): JKS → "subject
    particle" / "주격 조사"; a tag outside the table comes back as it is."""
    names = SEJONG_TAGS.get(sejong_tag(tag))
    if names is None:
        return tag
    if language not in ("en", "ko"):
        raise DataError(QT_TRANSLATE_NOOP("engine", "language must be 'en' or 'ko'; got "
                                                    "{language!r:.20}."), language=language)
    return names[language == "en"]


def is_stop_tag(tag: str, prefixes: Sequence[str] = STOP_TAG_PREFIXES) -> bool:
    """True for a tag of a closed-class morpheme: by default a particle (J…), an ending (E…) or
    punctuation and symbols (S…)."""
    return tag.startswith(tuple(prefixes))


def _check_pairs(pairs) -> list[tuple[str, str]]:
    pairs = list(pairs) if not isinstance(pairs, list) else pairs
    for p in pairs:
        if not (isinstance(p, tuple) and len(p) == 2 and all(isinstance(x, str) for x in p)):
            raise DataError(QT_TRANSLATE_NOOP("engine", "Expected (form, tag) pairs such as "
                                                        "morphemes(text) gives; got {p!r:.40}."),
                            p=p)
    return pairs


def content_morphemes(pairs: Iterable[tuple[str, str]],
                      prefixes: Sequence[str] = STOP_TAG_PREFIXES) -> list[tuple[str, str]]:
    """The (form, tag) pairs whose tag is not a stop tag (:func:`is_stop_tag`): Korean stop
    words by tag, 학교/NNG 에서/JKB 공부/NNG 하/XSV 었/EP 다/EF → 학교, 공부, 하."""
    return [p for p in _check_pairs(pairs) if not is_stop_tag(p[1], prefixes)]


def morpheme_tokens(pairs: Iterable[tuple[str, str]], *, tags: bool = True) -> list[str]:
    """Morphemes as tokens for the counting functions (:func:`engine.text.count_types`, the
    Zipf table, :func:`engine.text.collocations`): "form/TAG" (so 이/JKS and 이/VCP stay two
    types), or the form alone with ``tags=False``."""
    pairs = _check_pairs(pairs)
    return [f"{f}/{t}" for f, t in pairs] if tags else [f for f, _ in pairs]


def stop_tokens(tokens: Collection[str], prefixes: Sequence[str] = STOP_TAG_PREFIXES
                ) -> frozenset[str]:
    """The "form/TAG" tokens among ``tokens`` whose tag is a stop tag, to pass as
    ``stopwords=`` to :func:`engine.text.collocations` (the bigrams of a stop morpheme are
    dropped while N and the counts stay those of the whole text, as NLTK's finder does)."""
    out = set()
    for tok in set(tokens):
        form, slash, tag = tok.rpartition("/")
        if slash and form and is_stop_tag(tag, prefixes):
            out.add(tok)
    return frozenset(out)
