"""Hangul syllables to jamo and back, by the arithmetic of the Unicode standard (chapter 3.12,
"Conjoining Jamo Behavior"): the 11,172 syllables U+AC00 … U+D7A3 are numbered

    S = 0xAC00 + (L · 21 + V) · 28 + T

with L the initial consonant (choseong, 19), V the vowel (jungseong, 21) and T the final
consonant (jongseong, 27, or 0 for none), so L = ⌊(S − 0xAC00) / 588⌋, V = ⌊(S − 0xAC00) mod
588 / 28⌋, T = (S − 0xAC00) mod 28. Every character is handled at once with numpy.

Two spellings of the jamo: the *compatibility* letters (ㄱ ㅏ ㅇ, U+3131 …), one per key of a
Korean keyboard, where an initial and a final ㅇ are the same letter (the default: it is what a
student reads, and the jamo level of the edit distance counts the slip 먹어 → 머거 as one
deletion); and the *conjoining* jamo (U+1100 …), where they differ (ᄋ initial, ᆼ final), which
is what NFD normalisation gives and what the unknown-morpheme model uses.
"""
from __future__ import annotations

import re

import numpy as np

from .._validation import check_text

BASE, LAST = 0xAC00, 0xD7A3
N_L, N_V, N_T = 19, 21, 28          # initials, vowels, finals + "no final"
L0, V0, T0 = 0x1100, 0x1161, 0x11A7  # conjoining jamo: T0 + 0 is "no final"

#: the compatibility letter of each initial, vowel and final (index 0 of FINALS: none)
INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
VOWELS = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ"
FINALS = " ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ"


def _codes(text: str) -> np.ndarray:
    return np.frombuffer(text.encode("utf-32-le", "surrogatepass"), np.uint32).astype(np.int64)


def _text(codes: np.ndarray) -> str:
    return codes.astype(np.uint32).tobytes().decode("utf-32-le", "surrogatepass")


def _table(letters: str, size: int) -> np.ndarray:
    """Compatibility code point → index in ``letters`` (−1 for other characters)."""
    out = np.full(size, -1, np.int64)
    for k, ch in enumerate(letters):
        if ch != " ":
            out[ord(ch) - 0x3130] = k
    return out


_COMPAT = np.array([ord(c) for c in INITIALS + VOWELS + FINALS], np.int64)
_INITIAL_OF = _table(INITIALS, 0x64)
_VOWEL_OF = _table(VOWELS, 0x64)
_FINAL_OF = _table(FINALS, 0x64)


def jamo_lengths(words) -> np.ndarray:
    """``len(to_jamo(w))`` of every word, from one pass over their code points: each
    character counts 1, a syllable 1 more for its vowel and 1 more for a final."""
    words = list(words)
    if not words:
        return np.zeros(0, np.int64)
    lengths = np.fromiter(map(len, words), np.int64, len(words))
    s = _codes("".join(words)) - BASE
    syl = (s >= 0) & (s < N_L * N_V * N_T)
    per = 1 + syl + (syl & (s % N_T > 0))
    ends = np.cumsum(lengths)
    total = np.concatenate(([0], np.cumsum(per)))
    return total[ends] - total[ends - lengths]


# one regex scan in C instead of a Python test per character (the tagger asks it of every
# unknown word, English ones included)
_SYLLABLE = re.compile(f"[{chr(BASE)}-{chr(LAST)}]").search


def is_hangul(text: str) -> bool:
    """True when ``text`` holds at least one precomposed Hangul syllable (가 … 힣, code points
    U+AC00 … U+D7A3)."""
    if type(text) is not str:                  # a sequence of characters, as before
        text = "".join(text)
    return not text.isascii() and _SYLLABLE(text) is not None


def to_jamo(text: str, *, compatibility: bool = True) -> str:
    """Each Hangul syllable of ``text`` as its two or three jamo (L V or L V T, module
    docstring); any other character is kept as it is. ``compatibility=True`` writes the letters
    of the keyboard (강 → ㄱㅏㅇ), False the conjoining jamo (강 → ᄀ ᅡ ᆼ, as NFD).
    :func:`from_jamo` puts them back together."""
    check_text(text)
    cp = _codes(text)
    s = cp - BASE
    syl = (s >= 0) & (s < N_L * N_V * N_T)
    if not syl.any():
        return text
    s = np.where(syl, s, 0)
    lv, t = np.divmod(s, N_T)
    l_, v = np.divmod(lv, N_V)
    if compatibility:
        parts = np.stack([_COMPAT[l_], _COMPAT[N_L + v], _COMPAT[N_L + N_V + t]], axis=1)
    else:
        parts = np.stack([L0 + l_, V0 + v, T0 + t], axis=1)
    # three slots per character: the syllable's jamo, or the character itself then two holes
    keep = np.stack([np.ones_like(syl), syl, syl & (t > 0)], axis=1)
    parts[~syl, 0] = cp[~syl]
    return _text(parts[keep])


def from_jamo(text: str) -> str:
    """Hangul syllables from the jamo of :func:`to_jamo`, in either spelling; anything else is
    kept. Conjoining jamo: an initial followed by a vowel (and maybe a final) is one syllable.
    Compatibility letters are read as a two-set keyboard reads them: a consonant followed by a
    vowel starts a syllable, and the consonant after its vowel is its final unless a vowel
    follows it (then it starts the next one): ㄱㅏㅇㅇㅏ → 강아, ㄱㅏㄴㅏ → 가나. Text made by
    ``to_jamo`` from syllables and other characters (not loose jamo such as ㅋㅋ, which would
    join the syllable before) comes back exactly."""
    check_text(text)
    cp = _codes(text)
    n = len(cp)
    if n < 2:
        return text
    pad = np.concatenate([cp, np.zeros(3, np.int64)])
    # conjoining: L at i, V at i+1, optional T at i+2
    ini = (pad >= L0) & (pad < L0 + N_L)
    vow = (pad >= V0) & (pad < V0 + N_V)
    fin = (pad > T0) & (pad < T0 + N_T)
    l_, v, t = pad - L0, pad - V0, pad - T0
    # compatibility letters, through their index tables (−1: not that kind of letter)
    off = np.where((pad >= 0x3130) & (pad < 0x3130 + 0x64), pad - 0x3130, 0)
    inside = (pad >= 0x3130) & (pad < 0x3130 + 0x64)
    ci = np.where(inside, _INITIAL_OF[off], -1)
    cv = np.where(inside, _VOWEL_OF[off], -1)
    cf = np.where(inside, _FINAL_OF[off], -1)
    start_conj = ini[:n] & vow[1:n + 1]
    start_comp = (ci[:n] >= 0) & (cv[1:n + 1] >= 0)
    start = start_conj | start_comp
    if not start.any():
        return text
    has_t_conj = start_conj & fin[2:n + 2]
    has_t_comp = start_comp & (cf[2:n + 2] > 0) & (cv[3:n + 3] < 0)
    has_t = has_t_conj | has_t_comp
    L = np.where(start_conj, l_[:n], ci[:n])
    V = np.where(start_conj, v[1:n + 1], cv[1:n + 1])
    T = np.where(has_t_conj, t[2:n + 2], np.where(has_t_comp, cf[2:n + 2], 0))
    out = cp.copy()
    out[start] = BASE + (L[start] * N_V + V[start]) * N_T + T[start]
    drop = np.zeros(n + 2, bool)
    at = np.flatnonzero(start)
    drop[at + 1] = True
    drop[at[has_t[at]] + 2] = True
    return _text(out[~drop[:n]])
