"""The notes' LaTeX written out for the errata panels (engine._math_text.plain_math)."""
import pytest

from engine import errata
from engine._math_text import plain_math


@pytest.mark.parametrize("latex, text", [
    # fractions: a part of more than one factor gets parentheses, one factor does not
    (r"$tp + fn \over tp + fp + fn + tn$", "(tp + fn)/(tp + fp + fn + tn)"),
    (r"$tp \over tp + fn$", "tp/(tp + fn)"),
    (r"p(o_{k}|h_{i}) &= {c(i,j,k)\over c(i,j)}", "p(oₖ|hᵢ) = c(i,j,k)/c(i,j)"),
    (r"\kappa(x,x^{\prime}) = \exp(-{{(x - x^{\prime})}\over{2\sigma^{2}}})",
     "κ(x,x′) = exp(-(x - x′)/(2σ²))"),
    (r"\(P(x∣H) = \frac {num(\neg x) + 1}{total size + 2}\)",
     "P(x∣H) = (num(¬ x) + 1)/(total size + 2)"),
    # scripts: Unicode where every character has a form, _(…) where one has none
    (r"\pi_{0} \times p_{01}", "π₀ × p₀₁"),
    (r"C\sum_{i=1}^{N}\zeta_{i}^{2}", "C Σᵢ₌₁ᴺ ζᵢ²"),
    (r"\sum_{C=\left\{Pos,Neg\right\}} -P(C)", "Σ_(C={Pos,Neg}) -P(C)"),
    (r"p_{i} = {e^{\lambda_{i}}\over{\sum_{i=1}^{6}{e^{\lambda_{i}}}}}",
     "pᵢ = e^(λᵢ)/(Σᵢ₌₁⁶ e^(λᵢ))"),
    # styles dropped, accents combined, operators set off
    (r"\mathcal{M}(\bold{w}) = \{ n : y_{n}\bold{w}^{\top}\bold{x}_{n} \}",
     "M(w) = { n : yₙwᵀxₙ }"),
    (r"a \oplus b = ab + \bar{a}\bar{b}", "a ⊕ b = ab + a\u0304b\u0304"),
    (r"\bold{R}_{ik}\log\bold{R}_{ik}", "Rᵢₖ log Rᵢₖ"),
    (r"{1\over{||\bold{w}||^{2}}}", "1/(‖w‖²)"),
])
def test_formulas_read_as_printed_math(latex, text):
    assert plain_math(latex) == text


@pytest.mark.parametrize("prose", [
    "| prediction\\answer | True | False |",      # a backslash that is no command
    "P(정보|S) 곱하기 P(제대로된|S)",
    "크게는 이렇게 3가지로 나눌 수 있다",
])
def test_prose_without_formulas_is_kept(prose):
    assert plain_math(prose) == prose


def test_prose_around_dollar_formulas_is_kept():
    assert plain_math(r"잘 분류했다면, $e$ 그렇지 않다면, $1 \over e$가 된다") == \
        "잘 분류했다면, e 그렇지 않다면, 1/e가 된다"
    assert plain_math(r"$\varepsilon$이 0에 수렴할 수록") == "ε이 0에 수렴할 수록"


def test_no_erratum_shows_latex():
    for e in errata.ERRATA:
        shown = plain_math(e.notes)
        assert "$" not in shown and "\\frac" not in shown and "\\over" not in shown, e.id
        assert "\\" not in shown or e.id == "confusion_layout", (e.id, shown)
        assert "{" not in shown or "}" in shown, (e.id, shown)
