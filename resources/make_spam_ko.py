"""Generate Trellis's Korean spam sample: resources/spam_ko/{ham,spam}/NNNN, raw RFC 822
e-mails in Korean written from this project's own templates (no third-party text).

Korean spam has its own marks: the "(광고)" the law asks advertisers to put at the head of the
subject, 수신거부 (unsubscribe) lines, loans (대출), "리딩방" stock tips, side jobs (부업,
재택 알바), gambling sites and prize notices (당첨). The classes overlap as real mail does: the
department's notices also say 무료 (a free lecture), 할인 (a student discount) and 신청 (apply),
the bank's real notice speaks of 계좌 and 인증, and spam borrows ordinary greetings. Some
messages are EUC-KR (the older Korean mail charset) or HTML, base64 or quoted-printable, so the
sample also exercises the e-mail reader. Run: python resources/make_spam_ko.py
"""
from __future__ import annotations

import random
from email.message import EmailMessage
from email.mime.text import MIMEText
from pathlib import Path

from _mail import addressed, html_alternative, write_classes

OUT = Path(__file__).resolve().parent / "spam_ko"
N_HAM, N_SPAM = 72, 66

NAMES = ["김민수", "이지영", "박서준", "최유나", "정하늘", "강도윤", "윤서연", "한지호"]
HAM_SUBJECTS = ["{day} 회의록 공유드립니다", "Re: {thing} 초안 검토 부탁드립니다",
                "{day} 점심 같이 드실래요?", "{n}주차 실습 일정 안내", "{thing} 관련 질문입니다",
                "Fwd: {thing} 발표 자료", "주말에 찍은 사진 보내요", "[학과 공지] {thing} 제출 기한",
                "Re: {thing} 피드백", "[도서관] 대출 도서 반납 안내", "[학생처] 장학금 신청 안내"]
HAM_LINES = [
    "{thing} 읽어 보고 여백에 의견을 몇 가지 적어 두었습니다.",
    "회의를 {day} 오후로 옮길 수 있을까요? 세 시 이후에는 세미나실이 비어 있습니다.",
    "검증 데이터에서 결과가 지난주보다 좋아졌어요. 정확도가 {n}퍼센트쯤 올랐습니다.",
    "슬라이드 보내 주셔서 감사합니다. 수업 전에 읽어 보겠습니다.",
    "{thing} 두 번째 절을 확인해 주세요. 그림 번호가 하나씩 밀려 있습니다.",
    "{day}에 동생이 올라와서 연습에 조금 늦을 것 같아요.",
    "긴 문장에서 형태소 분석기가 멈춥니다. 어젯밤 로그를 첨부했습니다.",
    "클러스터 계정이 이제 되는지 알려 주세요.",
    "마감 전에 바이그램 모델과 유니그램 모델을 비교해 봐야 할 것 같습니다.",
    "역 앞 국숫집에서 점심 먹을래요?",
    "{day} {n}시 반에 회의실을 예약했어요. 노트북 챙겨 오세요.",
    "다른 연구실에서 제안이 왔는데 아직 결정하지 못했어요.",
    "{thing} 읽기 목록입니다. 앞의 두 논문은 짧아요.",
    "할머니께서 명절에 집에 오는지 물어보셨어.",
    "기차가 또 늦어져서 통화는 휴대폰으로 들어갈게요.",
    "논문 게재 축하해요! 오늘 저녁은 제가 살게요.",
    "대출하신 도서의 반납일이 {day}입니다. 기한 안에 반납해 주세요.",
    "{thing} 제출 기한은 {day} 자정입니다. 늦게 내면 감점됩니다.",
    "조교 면담은 {day} 오후 {n}시에 연구동 3층에서 합니다.",
    "어제 말씀하신 은닉 마르코프 모델 예제를 다시 정리해 보았습니다.",
]
# Ham that reads like an advertisement: notices the student asked for.
NOTICE_LINES = [
    "이번 학기 무료 특강: 파이썬으로 배우는 자연어 처리, 선착순 {n}0명 신청 받습니다.",
    "학생증을 보여 주시면 교내 서점에서 교재를 {pct}% 할인해 드립니다.",
    "장학금 신청은 {day}까지 학생 포털에서 하실 수 있습니다.",
    "도서관 이용자 계정의 비밀번호를 변경해 주세요. 포털에 로그인한 뒤 변경할 수 있습니다.",
    "주거래 은행 안내: 등록금 납부 계좌가 바뀌었으니 포털에서 확인해 주십시오.",
    "동아리 박람회에 오시면 기념품을 무료로 드립니다.",
    "학과 뉴스레터 {n}월호가 나왔습니다. 졸업생 인터뷰와 취업 정보를 확인하세요.",
]
SPAM_SUBJECTS = ["(광고) {prize} 당첨을 축하드립니다!!!", "(광고) 최저 금리 {pct}% 대출 승인",
                 "[긴급] 계좌 인증이 필요합니다", "(광고) 오늘만 {pct}% 할인 특가",
                 "재택 부업으로 하루 {n}0만 원", "(광고) 무료 주식 리딩방 초대",
                 "고객님 택배 주소 확인 부탁드립니다", "(광고) 회원님만을 위한 특별 혜택"]
SPAM_LINES = [
    "축하합니다! 고객님께서 {prize} 경품 행사에 당첨되셨습니다.",
    "지금 바로 아래 링크를 눌러 당첨금을 받으세요: http://event-{n}.example/win",
    "신용 등급에 관계없이 최대 {n}천만 원까지 당일 대출 가능합니다.",
    "무직자, 주부, 대학생도 서류 없이 즉시 승인됩니다.",
    "고객님의 계좌가 일시 정지되었습니다. 본인 인증을 위해 비밀번호를 입력해 주세요.",
    "하루 두 시간 재택 알바로 월 {n}00만 원 수익 보장!",
    "무료 리딩방에서 급등주 정보를 매일 아침 보내 드립니다. 수익률 {pct}% 달성!",
    "신규 가입 시 {n}만 포인트를 무료로 드립니다. 지금 가입하세요.",
    "오늘 자정까지 전 상품 {pct}% 할인, 무료 배송 혜택을 놓치지 마세요.",
    "택배가 주소 불명으로 보관 중입니다. 아래 링크에서 주소를 확인해 주세요.",
    "카지노 첫 충전 {pct}% 보너스, 안전한 사이트 보장.",
    "이 메일은 정보통신망법에 따라 수신 동의하신 분께 발송되었습니다.",
    "수신을 원하지 않으시면 [수신거부]를 눌러 주세요.",
    "상담 문의: 010-{n}{n}{n}{n}-{n}{n}{n}{n} (24시간 상담 가능)",
]
# Sentences either class may contain: greetings, closings, small talk.
NEUTRAL_LINES = [
    "안녕하세요.", "좋은 하루 보내세요.", "감사합니다.", "궁금한 점이 있으면 연락 주세요.",
    "주말 잘 보내세요.", "확인 부탁드립니다.", "늘 건강하세요.", "바쁘신 중에 죄송합니다.",
]
THINGS = ["보고서", "학위 논문 3장", "과제", "연구 계획서", "포스터", "예산안", "기말 프로젝트"]
DAYS = ["월요일", "화요일", "수요일", "목요일", "금요일"]
PRIZES = ["제주도 여행권", "상품권 50만 원", "노트북", "최신 스마트폰", "명품 가방"]


def fill(template: str, rng: random.Random) -> str:
    return template.format(thing=rng.choice(THINGS), day=rng.choice(DAYS),
                           n=rng.randint(1, 9), prize=rng.choice(PRIZES),
                           pct=rng.choice([30, 50, 70, 90]))


def body(lines, rng, k):
    return "\n\n".join(fill(t, rng) for t in rng.sample(lines, k))


def message(kind: str, i: int, rng: random.Random) -> bytes:
    spam = kind == "spam"
    subject = fill(rng.choice(SPAM_SUBJECTS if spam else HAM_SUBJECTS), rng)
    lines = SPAM_LINES if spam else HAM_LINES
    if not spam and rng.random() < 0.25:     # ham that reads like an advertisement
        lines = NOTICE_LINES
        subject = "[학과 공지] " + fill(rng.choice(NOTICE_LINES), rng)[:24]
    text = body(lines, rng, rng.randint(1, 3))
    if not spam and rng.random() < 0.15:     # ham that forwards a spammy sentence
        text += "\n\n이런 메일이 왔는데 스팸 맞죠?\n> " + fill(rng.choice(SPAM_LINES), rng)
    if spam and rng.random() < 0.3:          # spam that borrows a ham sentence
        text = fill(rng.choice(HAM_LINES + NOTICE_LINES), rng) + "\n\n" + text
    for _ in range(rng.randint(0, 2)):       # greetings and closings, in both classes
        text = f"{fill(rng.choice(NEUTRAL_LINES), rng)}\n\n{text}"
    sender = f"user{rng.randint(10, 99)}@{'promo-mail.example' if spam else 'univ.example'}"
    style = rng.random()
    if style < 0.5:
        msg = EmailMessage()
        msg.set_content(text + f"\n\n-- \n{rng.choice(NAMES)} 드림\n")
    elif style < 0.75:
        msg = html_alternative(text, subject)
    else:
        msg = MIMEText(text, "plain", "euc-kr")                  # the older Korean charset
    return addressed(msg, subject=subject, sender=sender, boundary=f"==trellis-ko-{kind}-{i:04d}==",
                     date=f"Tue, {rng.randint(1, 28)} Oct 2025 10:{i % 60:02d}:00 +0900")


def main() -> None:
    write_classes(OUT, {"ham": N_HAM, "spam": N_SPAM}, message, seed=20251029)
    print(f"wrote {N_HAM} ham and {N_SPAM} spam messages to {OUT}")


if __name__ == "__main__":
    main()
