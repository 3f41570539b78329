"""Generate resources/tagged/korean_sample.txt: a small Korean corpus tagged with Sejong tags,
written for Trellis by a seeded template grammar (one sentence per line, each morpheme as
form/TAG separated by spaces: 학생/NNG 이/JKS 책/NNG 을/JKO 읽/VV 었/EP 다/EF ./SF).

    python resources/make_tagged_ko.py

The particles take the allomorph the noun's last syllable asks for (이/가, 을/를, 은/는, 와/과,
으로/로), the past tense follows vowel harmony (았/었, 였 after 하), and the adnominal ending is
ㄴ/은 after an adjective and 는 after a verb, as the Sejong corpus writes them. Several forms
take more than one tag, so that an HMM has to use the context: 이 (JKS, VCP, MM), 가 (JKS, VV),
는 (JX, ETM), 나 (NP, VV), 보 (VV, VX), 눈 (the eye and the snow, NNG both).
"""
from __future__ import annotations

import random
from pathlib import Path

OUT = Path(__file__).resolve().parent / "tagged" / "korean_sample.txt"
N_SENTENCES = 160

PEOPLE = ["학생", "선생님", "친구", "어머니", "아버지", "동생", "언니", "할머니", "의사", "가수"]
NAMES = ["민수", "지영", "철수", "영희", "서연", "준호"]
PLACES = ["학교", "도서관", "시장", "공원", "집", "회사", "식당", "바다", "병원", "서울", "부산"]
PLACE_NNP = {"서울", "부산"}
ANIMALS = ["고양이", "강아지", "새", "말"]
# verb stem → (its past tense ending by vowel harmony, the things it is done to)
VERBS = {"먹": ("었", ["사과", "밥", "빵"]), "읽": ("었", ["책", "편지", "신문"]),
         "보": ("았", ["영화", "사진", "신문", "꽃"]), "사": ("았", ["사과", "빵", "옷", "책", "꽃"]),
         "쓰": ("었", ["편지", "숙제"]), "마시": ("었", ["물", "커피", "우유"]),
         "찾": ("았", ["책", "사진", "옷"]), "만들": ("었", ["빵", "밥", "노래"]),
         "팔": ("았", ["사과", "옷", "꽃"]), "씻": ("었", ["사과", "옷"]),
         "기다리": ("었", ["친구", "버스"]), "좋아하": ("였", ["음악", "노래", "영화", "꽃"]),
         "배우": ("었", ["노래", "음악"]), "받": ("았", ["편지", "꽃", "사진"])}
TRANSITIVE = {v: e for v, (e, _) in VERBS.items()}
THINGS = sorted({t for _, ts in VERBS.values() for t in ts} - {"친구", "버스"})
INTRANSITIVE = {"가": "았", "오": "았", "자": "았", "웃": "었", "울": "었", "놀": "았", "살": "았",
                "뛰": "었", "쉬": "었"}
MOVE = {"가": "았", "오": "았"}
# what the sky, the sea and the weather can be
SKY_ADJ = {"하늘": ["맑", "높", "밝"], "바람": ["좋", "적"], "눈": ["많", "적"], "비": ["많", "적"],
           "날씨": ["좋", "맑"], "바다": ["넓", "맑"], "산": ["높", "크"], "강": ["넓", "길"]}
THING_ADJ = ["좋", "크", "작", "예쁘"]
ANIMAL_ADJ = ["작", "크", "예쁘"]
DEGREE = ["매우", "아주", "정말", "조금"]               # adverbs of adjectives
MANNER = ["자주", "빨리", "천천히", "다시", "함께"]      # adverbs of verbs
WORK = ["공부", "운동", "청소", "요리", "노래", "여행"]      # noun + 하/XSV
TIMES = ["오늘", "어제", "아침", "저녁", "주말"]


def has_final(word: str) -> bool:
    """True when the last syllable of ``word`` has a final consonant (받침): (S − 0xAC00) mod
    28 ≠ 0, the Unicode arithmetic of engine.text.jamo."""
    return (ord(word[-1]) - 0xAC00) % 28 != 0


def final_is_l(word: str) -> bool:
    return (ord(word[-1]) - 0xAC00) % 28 == 8       # ㄹ: 로 rather than 으로


def noun(word: str) -> str:
    tag = "NNP" if word in NAMES or word in PLACE_NNP else "NNG"
    return f"{word}/{tag}"


def jks(w):
    return "이/JKS" if has_final(w) else "가/JKS"


def jko(w):
    return "을/JKO" if has_final(w) else "를/JKO"


def jx(w):
    return "은/JX" if has_final(w) else "는/JX"


def jc(w):
    return "과/JC" if has_final(w) else "와/JC"


def ro(w):
    return "으로/JKB" if has_final(w) and not final_is_l(w) else "로/JKB"


def etm_adj(stem):
    return "은/ETM" if has_final(stem) else "ㄴ/ETM"


def past(stem, table):
    return [f"{stem}/VV", f"{table[stem]}/EP", "다/EF"]


def person(rng):
    return rng.choice(PEOPLE + NAMES)


def sentence(rng) -> list[str]:
    k = rng.randrange(14)
    p, pl = person(rng), rng.choice(PLACES)
    v = rng.choice([x for x in VERBS if VERBS[x][1]])
    t = rng.choice(VERBS[v][1])
    if k == 0:        # 학생이 책을 읽었다.
        out = [noun(p), jks(p), noun(t), jko(t), *past(v, TRANSITIVE)]
    elif k == 1:      # 민수는 학생이다.
        q = rng.choice(PEOPLE)
        out = [noun(p), jx(p), noun(q), "이/VCP", "다/EF"]
    elif k == 2:      # 하늘이 매우 맑다.
        s = rng.choice(list(SKY_ADJ))
        a = rng.choice(SKY_ADJ[s])
        out = [noun(s), jks(s), rng.choice(DEGREE) + "/MAG", f"{a}/VA", "다/EF"]
    elif k == 3:      # 친구가 학교에 갔다.
        m = rng.choice(list(MOVE))
        out = [noun(p), jks(p), noun(pl), "에/JKB", *past(m, MOVE)]
    elif k == 4:      # 어머니는 시장에서 사과를 사고 집에 왔다.
        out = [noun(p), jx(p), noun(pl), "에서/JKB", noun(t), jko(t), f"{v}/VV", "고/EC",
               "집/NNG", "에/JKB", *past(rng.choice(list(MOVE)), MOVE)]
    elif k == 5:      # 예쁜 고양이가 잤다.
        a, n = rng.choice(ANIMAL_ADJ), rng.choice(ANIMALS)
        iv = rng.choice(list(INTRANSITIVE))
        out = [f"{a}/VA", etm_adj(a), noun(n), jks(n), *past(iv, INTRANSITIVE)]
    elif k == 6:      # 나는 영화를 보고 싶다.
        out = ["나/NP", "는/JX", noun(t), jko(t), f"{v}/VV", "고/EC", "싶/VX", "다/EF"]
    elif k == 7:      # 이 책은 좋다.
        a = rng.choice(THING_ADJ)
        out = ["이/MM", noun(t), jx(t), f"{a}/VA", "다/EF"]
    elif k == 8:      # 동생이 밥을 먹었어요?
        out = [noun(p), jks(p), noun(t), jko(t), f"{v}/VV", f"{TRANSITIVE[v]}/EP", "어요/EF"]
        out.append(rng.choice(["?/SF", "./SF"]))
        return out
    elif k == 9:      # 오늘 선생님과 친구가 공원에서 운동하였다.
        q, w = rng.choice([x for x in PEOPLE if x != p]), rng.choice(WORK)
        out = [rng.choice(TIMES) + "/NNG", noun(p), jc(p), noun(q), jks(q), noun(pl),
               "에서/JKB", f"{w}/NNG", "하/XSV", "였/EP", "다/EF"]
    elif k == 10:     # 책을 읽는 학생이 많다.
        out = [noun(t), jko(t), f"{v}/VV", "는/ETM", noun(p), jks(p), "많/VA", "다/EF"]
    elif k == 11:     # 눈이 오고, 아이들이 놀았다.
        iv = rng.choice(list(INTRANSITIVE))
        out = ["눈/NNG", "이/JKS", "오/VV", "고/EC", ",/SP", "아이/NNG", "들/XSN", "이/JKS",
               *past(iv, INTRANSITIVE)]
    elif k == 12:     # 지영은 버스로 학교에 가ㄴ다 (present: 간다 = 가/VV ㄴ다/EF).
        m = rng.choice(["가", "오"])
        out = [noun(p), jx(p), "버스/NNG", ro("버스"), noun(pl), "에/JKB", f"{m}/VV", "ㄴ다/EF"]
    else:             # 아버지가 천천히 신문을 읽는다 (present after a consonant: 는다).
        c = rng.choice([s for s in VERBS if has_final(s) and VERBS[s][1]])
        t = rng.choice(VERBS[c][1])
        out = [noun(p), jks(p), rng.choice(MANNER) + "/MAG", noun(t), jko(t), f"{c}/VV",
               "는다/EF"]
    out.append("./SF")
    return out


def main() -> None:
    rng = random.Random(29)
    lines = [" ".join(sentence(rng)) for _ in range(N_SENTENCES)]
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} sentences to {OUT}")


if __name__ == "__main__":
    main()
