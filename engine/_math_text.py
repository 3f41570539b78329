"""The notes' LaTeX as a student reads it: ``\\frac{1}{\\beta}\\sum_{i=1}^{N}`` → ``1/β Σᵢ₌₁ᴺ``.

The errata quote the notes exactly as printed (``engine.errata``, checked against the seeds), and
the notes are Markdown with LaTeX. A panel that shows "\\frac{\\sum_{i=1}^{N}{r_{ik}…" asks the
student to compile it in their head, so the panel shows this reading instead; the record keeps the
printed words. Only what the notes use is understood: fractions (``\\frac``, ``\\over``), sub- and
superscripts (Unicode where every character has a form, ``_(…)`` otherwise), Greek letters,
operators and accents. An unknown command is kept as its name without the backslash.
"""
from __future__ import annotations

import re

__all__ = ["plain_math"]

_SYMBOLS = {
    **{g: c for g, c in zip(
        "alpha beta gamma delta epsilon varepsilon zeta eta theta iota kappa lambda mu nu xi pi "
        "rho sigma tau upsilon phi varphi chi psi omega Gamma Delta Theta Lambda Xi Pi Sigma "
        "Upsilon Phi Psi Omega".split(),
        "αβγδεεζηθικλμνξπρστυφφχψωΓΔΘΛΞΠΣΥΦΨΩ")},
    "sum": "Σ", "prod": "∏", "int": "∫", "times": "×", "cdot": "·", "cdots": "⋯", "ldots": "…",
    "dots": "…", "in": "∈", "notin": "∉", "nabla": "∇", "oplus": "⊕", "neg": "¬", "top": "ᵀ",
    "prime": "′", "infty": "∞", "leq": "≤", "le": "≤", "geq": "≥", "ge": "≥", "neq": "≠",
    "approx": "≈", "propto": "∝", "to": "→", "rightarrow": "→", "leftarrow": "←", "mid": "∣",
    "partial": "∂", "forall": "∀", "exists": "∃", "pm": "±", "{": "{", "}": "}", ",": " ",
    ";": " ", "!": "", " ": " ", "\\": " ", "|": "‖", "log": "log", "exp": "exp", "min": "min",
    "max": "max", "argmin": "argmin", "argmax": "argmax",
}
_STYLE = {"bold", "mathbf", "boldsymbol", "mathrm", "text", "textrm", "mathit", "operatorname",
          "mathcal", "mathbb"}                 # drop the style, keep the letters
_OPERATORS = {"sum", "prod", "int", "log", "exp", "min", "max", "argmin", "argmax", "nabla"}
_ACCENT = {"tilde": "\u0303", "bar": "\u0304", "hat": "\u0302", "vec": "\u20d7", "dot": "\u0307"}
_SUB = dict(zip("0123456789+-=()aehijklmnoprstuvx", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ"))
_SUP = dict(zip("0123456789+-=()abcdefghijklmnoprstuvwxyzABDEGHIJKLMNOPRTUVWᵀ′",
                "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻᴬᴮᴰᴱᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾᴿᵀᵁⱽᵂᵀ′"))
_SCRIPTS = "".join(sorted(set(_SUB.values()) | set(_SUP.values())))
_SIMPLE = re.compile(r"(?:\d+(?:\.\d+)?|[A-Za-z]+|[^\W\d_]\u0303?|\((?:[^()]|\([^()]*\))*\))"
                     r"[%s]*(?:[_^]?\((?:[^()]|\([^()]*\))*\))*" % _SCRIPTS)
_TOKEN = re.compile(r"\\([A-Za-z]+|.)|(\s+)|(.)", re.S)
_KNOWN = re.compile(r"\\(%s)(?![A-Za-z])" % "|".join(
    sorted((k for k in (*_SYMBOLS, *_STYLE, *_ACCENT, "frac", "over", "left", "right")
            if k.isalpha()), key=len, reverse=True)))
_MATH = re.compile(r"\$([^$]*)\$|\\\((.*?)\\\)|\\\[(.*?)\\\]", re.S)


def plain_math(text: str) -> str:
    """``text`` with its LaTeX written out in Unicode: the parts between ``$…$``, ``\\(…\\)`` or
    ``\\[…\\]``, or the whole text when it has no such marks but a command, a brace, ``^`` or
    ``_`` (a formula quoted alone). Prose around the formulas is kept as it is."""
    if _MATH.search(text):
        return _MATH.sub(lambda m: _render(next(g for g in m.groups() if g is not None)), text)
    if _KNOWN.search(text) or re.search(r"[{}^_]", text):
        return _render(text)
    return text            # "prediction\\answer": a backslash that is no command


def _render(latex: str) -> str:
    tokens = [(m.group(1), m.group(2), m.group(3)) for m in _TOKEN.finditer(latex)]
    out, _ = _group(tokens, 0, closing=False)
    return re.sub(r" {2,}", " ", out.replace("&", "").replace("||", "‖")).strip()


def _group(tokens: list, i: int, closing: bool) -> tuple[str, int]:
    """Render from ``tokens[i]`` to the matching ``}`` (or the end); ``\\over`` splits the group
    into a fraction. A big operator or a named function (Σ, log) is set off by spaces from what
    it is written against, as in print: ``\\sum_{i}x_{i}`` → ``Σᵢ xᵢ``, ``\\log R`` → ``log R``."""
    parts: list[str] = []
    over: list[str] | None = None
    after_operator = False
    while i < len(tokens):
        command, space, char = tokens[i]
        if char == "}" and closing:
            i += 1
            break
        if command == "over":
            over, parts, i, after_operator = parts, [], i + 1, False
            continue
        if command in ("left", "right"):
            i += 1
            continue
        if space is not None:
            parts.append(" ")
            i += 1
            continue
        if char in ("^", "_"):
            arg, i = _atom(tokens, i + 1)
            parts.append(_script(arg, _SUP if char == "^" else _SUB, char))
            continue
        atom, i = _atom(tokens, i)
        operator = command in _OPERATORS
        if atom and parts and (after_operator or operator) and _joins(parts[-1], atom):
            parts.append(" ")
        parts.append(atom)
        after_operator = operator
    text = "".join(parts).strip()
    if over is not None:
        text = _fraction("".join(over).strip(), text)
    return text, i


def _joins(before: str, atom: str) -> bool:
    """Whether ``atom`` would run into ``before`` (no space or bracket between them)."""
    return not (before.endswith((" ", "(", "[", "{")) or atom.startswith((" ", "(", ")", "[",
                                                                          "]", ",", "=")))


def _atom(tokens: list, i: int) -> tuple[str, int]:
    """One argument: a braced group, a command with its own arguments, or one character."""
    while i < len(tokens) and tokens[i][1] is not None:      # spaces before an argument
        i += 1
    if i >= len(tokens):
        return "", i
    command, _, char = tokens[i]
    if char == "{":
        return _group(tokens, i + 1, closing=True)
    if command is None:
        return char, i + 1
    if command == "frac":
        top, i = _atom(tokens, i + 1)
        bottom, i = _atom(tokens, i)
        return _fraction(top, bottom), i
    if command in _STYLE:
        return _atom(tokens, i + 1)
    if command in _ACCENT:
        arg, i = _atom(tokens, i + 1)
        return (arg + _ACCENT[command] if len(arg) == 1 else arg), i
    return _SYMBOLS.get(command, command), i + 1


def _fraction(top: str, bottom: str) -> str:
    return f"{_wrap(top)}/{_wrap(bottom)}"


def _wrap(part: str) -> str:
    """A fraction's part in parentheses unless it is one factor: a number, a name with its
    scripts and arguments (``c(i,j,k)``, ``e^(λᵢ)``, ``C′``) or a whole parenthesis, so that
    ``(x − x′)/(2σ²)`` is not read as ``((x − x′)/2)σ²``."""
    return part if _SIMPLE.fullmatch(part) and _balanced(part) else f"({part})"


def _balanced(part: str) -> bool:
    """Every parenthesis of ``part`` closes in order (``_SIMPLE`` itself tells ``(a)+(b)``, two
    factors, from one)."""
    depth = 0
    for c in part:
        depth += (c == "(") - (c == ")")
        if depth < 0:
            return False
    return depth == 0


def _script(arg: str, table: dict, mark: str) -> str:
    """A sub- or superscript in Unicode when every character has a form, else ``_(…)``/``^(…)``
    (a one-character argument needs no parentheses)."""
    if arg and all(c in table for c in arg):
        return "".join(table[c] for c in arg)
    if arg in ("′", "ᵀ"):
        return arg
    return f"{mark}{arg}" if len(arg) == 1 else f"{mark}({arg})"
