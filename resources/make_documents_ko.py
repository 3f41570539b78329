"""Generate resources/documents_ko/<topic>/<topic>_NN.txt: short Korean documents on five
topics for the Clustering tab's documents view, written for Trellis (no third-party text).

    python resources/make_documents_ko.py

Each document is two to four sentences drawn (seeded) from its topic's pool, most with one or
two sentences of a neighbouring topic, so that the topics overlap as real texts do. Korean
homonyms sit in two topics each, as bank, mouse and python do in the English sample: 은행 (a
bank; the ginkgo tree on a river bank), 배 (a ship on the river; a pear; the belly of an
animal), 마우스 (the computer's; a lab mouse), 파이썬 (the language; the snake), 별 (a star in
space; a rating star on a shopping site).
"""
from __future__ import annotations

import random
import shutil
from pathlib import Path

OUT = Path(__file__).resolve().parent / "documents_ko"
PER_TOPIC = 16

TOPICS = {
    "finance": [
        "은행이 예금 금리를 올려서 예금자들이 받는 이자가 조금 늘었다.",
        "중앙은행은 물가를 잡기 위해 기준 금리를 동결했다.",
        "주식 시장이 하락하자 투자자들은 채권으로 자금을 옮겼다.",
        "대출 금리가 오르면 집을 사려는 사람들의 부담이 커진다.",
        "환율이 오르면 수입 물가가 올라 가계의 지출이 늘어난다.",
        "은행 창구에서 적금 통장을 새로 만들었다.",
        "기업은 분기마다 실적을 발표하고 주주에게 배당금을 준다.",
        "신용 카드 이용액이 늘면서 가계 부채도 함께 늘었다.",
        "펀드에 투자할 때는 수수료와 위험을 함께 따져야 한다.",
        "정부는 내년 예산안에서 세금 감면 폭을 줄이기로 했다.",
        "인터넷 은행은 수수료가 낮아 젊은 고객이 많다.",
        "주가 지수가 사흘 연속 올라 증권사 거래량이 늘었다.",
    ],
    "computing": [
        "파이썬으로 짠 프로그램이 긴 파일을 읽다가 메모리가 부족해 멈췄다.",
        "마우스를 두 번 누르면 파일이 열리고 오른쪽 단추를 누르면 메뉴가 나온다.",
        "컴퓨터의 운영 체제를 새로 설치한 뒤 드라이버를 다시 깔았다.",
        "데이터베이스에 색인을 만들었더니 검색 속도가 열 배 빨라졌다.",
        "서버가 과부하로 느려져서 요청을 여러 대의 컴퓨터에 나누어 보냈다.",
        "파이썬 라이브러리를 설치하려면 가상 환경을 먼저 만드는 것이 좋다.",
        "키보드와 마우스를 무선으로 바꾸니 책상이 깔끔해졌다.",
        "프로그램의 버그를 찾으려고 디버거로 한 줄씩 실행해 보았다.",
        "클라우드에 백업을 해 두면 하드 디스크가 고장 나도 파일을 살릴 수 있다.",
        "웹 브라우저의 캐시를 지우자 페이지가 제대로 보였다.",
        "알고리즘의 시간 복잡도를 줄이니 큰 입력도 금방 처리되었다.",
        "온라인 쇼핑몰 리뷰에서 이 노트북은 별 다섯 개를 받았다.",
    ],
    "wildlife": [
        "연구실의 마우스는 미로를 몇 번 달리고 나서 먹이가 있는 길을 외웠다.",
        "버마 파이썬은 먹이를 통째로 삼키고 몇 주 동안 아무것도 먹지 않는다.",
        "독수리는 높은 절벽에 둥지를 틀고 새끼를 기른다.",
        "겨울이 오면 곰은 굴속에서 겨울잠을 잔다.",
        "사슴 무리가 새벽에 숲 가장자리로 나와 풀을 뜯었다.",
        "뱀은 혀로 공기 중의 냄새를 맡아 먹이를 찾는다.",
        "철새들은 가을이 되면 따뜻한 남쪽으로 수천 킬로미터를 날아간다.",
        "고양이과 동물인 표범은 나무 위에서 사냥감을 기다린다.",
        "개구리는 올챙이 시절을 물속에서 보내고 자라면 땅으로 올라온다.",
        "수달은 배 위에 조개를 올려놓고 돌로 깨뜨려 먹는다.",
        "들쥐는 천적을 피해 땅속에 굴을 파고 산다.",
        "국립 공원에서는 멸종 위기 동물을 보호하기 위해 출입을 제한한다.",
    ],
    "rivers": [
        "강둑을 따라 늘어선 은행나무가 가을이면 노랗게 물든다.",
        "장마철에 강물이 불어나 강가의 산책로가 물에 잠겼다.",
        "작은 배 한 척이 강을 건너 건너편 마을로 사람들을 실어 날랐다.",
        "강 하구에는 모래가 쌓여 넓은 삼각주가 만들어졌다.",
        "댐을 지은 뒤로 강의 물고기가 상류로 올라가지 못하게 되었다.",
        "한강 다리 아래에서 사람들이 자전거를 타고 낚시를 한다.",
        "상류의 맑은 물은 바위 사이를 흘러 계곡을 이룬다.",
        "강물이 굽이치는 곳에서는 바깥쪽 둑이 깎이고 안쪽에 모래가 쌓인다.",
        "홍수를 막으려고 강 양쪽에 높은 제방을 쌓았다.",
        "배를 타고 강을 따라 내려가며 철새를 구경했다.",
        "강가 과수원에서 딴 배는 달고 물이 많다.",
        "지류들이 모여 큰 강이 되고 마침내 바다로 흘러간다.",
    ],
    "space": [
        "밤하늘의 별은 수백만 년 전에 출발한 빛으로 보인다.",
        "우주 망원경이 먼 은하에서 오는 희미한 빛을 찍었다.",
        "달은 지구 둘레를 약 한 달에 한 번 돈다.",
        "화성 탐사선이 붉은 흙에서 물의 흔적을 찾았다.",
        "로켓이 발사대를 떠나 몇 분 만에 궤도에 올랐다.",
        "태양계의 행성 가운데 목성이 가장 크다.",
        "국제 우주 정거장에서는 우주 비행사들이 실험을 한다.",
        "블랙홀은 빛조차 빠져나오지 못할 만큼 중력이 강하다.",
        "혜성은 태양에 가까워지면 긴 꼬리를 만든다.",
        "인공위성은 날씨를 관측하고 통신 신호를 전한다.",
        "별이 일생의 끝에 이르면 폭발하여 초신성이 되기도 한다.",
        "천문대에서 망원경으로 토성의 고리를 보았다.",
    ],
}
NEIGHBOURS = {"finance": "computing", "computing": "finance", "wildlife": "rivers",
              "rivers": "wildlife", "space": "computing"}


def document(topic: str, rng: random.Random) -> str:
    lines = rng.sample(TOPICS[topic], rng.randint(2, 4))
    for _ in range(rng.choice([0, 1, 1, 2])):  # sentences of a neighbouring topic
        lines.insert(rng.randrange(len(lines) + 1), rng.choice(TOPICS[NEIGHBOURS[topic]]))
    return " ".join(lines) + "\n"


def main() -> None:
    rng = random.Random(29)
    shutil.rmtree(OUT, ignore_errors=True)
    for topic in TOPICS:
        folder = OUT / topic
        folder.mkdir(parents=True)
        for i in range(1, PER_TOPIC + 1):
            (folder / f"{topic}_{i:02d}.txt").write_text(document(topic, rng), encoding="utf-8")
    print(f"wrote {PER_TOPIC * len(TOPICS)} documents on {len(TOPICS)} topics to {OUT}")


if __name__ == "__main__":
    main()
