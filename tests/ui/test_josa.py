"""Korean particles chosen by the word they follow once it is known (ui.i18n.josa): a
translation says "{name}을(를)" and the student reads "말뭉치를", not both."""
import pytest

from ui.i18n import josa
from ui.widgets.messages import MessageBar


@pytest.mark.parametrize("text, shown", [
    ("예제 말뭉치을(를) 읽었습니다", "예제 말뭉치를 읽었습니다"),      # no final: 를
    ("모델을(를) 저장", "모델을 저장"),                               # final ㄹ: 을
    ("t-검정(으)로 순위", "t-검정으로 순위"),                          # final ㅇ: 으로
    ("파일(으)로 저장", "파일로 저장"),                                # final ㄹ takes 로
    ("바이그램이(가) 없음", "바이그램이 없음"),
    ("태그은(는)", "태그는"),
    ("<b>사과</b>와(과) 배", "<b>사과</b>와 배"),                      # through a tag
    ("“단어”은(는) 끌어당깁니다", "“단어”는 끌어당깁니다"),            # through a quote
    ("10(으)로", "10으로"), ("2(으)로", "2로"), ("1(으)로", "1로"),     # 십, 이, 일
    ("SVM을(를)", "SVM을"), ("PCA이(가)", "PCA가"),                    # 엠, 에이
    ("Viterbi은(는) 같습니다", "Viterbi은(는) 같습니다"),              # cannot tell: both
    ("(으)로 시작", "(으)로 시작"),                                    # no word before
])
def test_the_particle_follows_the_last_sound(text, shown):
    assert josa(text) == shown


def test_the_message_bar_says_one_particle(qtbot):
    bar = MessageBar()
    qtbot.addWidget(bar)
    bar.info("{name}을(를) 읽었습니다.", name="예제 말뭉치")
    assert bar.text() == "예제 말뭉치를 읽었습니다."
