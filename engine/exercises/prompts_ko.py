"""The exercises' prompts and feedback in Korean, written for Trellis with the notes' own terms:
English template (as the kinds write it with :func:`~engine.exercises._core.say`) → Korean
template with the same fields. ``tests/engine/test_exercises.py`` checks that every template a
kind says has its Korean here."""

KO = {
# -- the kinds' titles ---------------------------------------------------------------------------
"Minimum edit distance table": "최소 편집 거리 표",
"t-test of a bigram": "바이그램의 t-검정",
"One Viterbi column": "비터비 한 열",
"One forward α column": "전향 α 한 열",
"One backward β column": "후향 β 한 열",
"Probability of a tag sequence": "태그 열의 확률",
"k-means: one assignment and update": "k-평균: 할당과 갱신 한 번",
"Soft k-means: one E and M step": "소프트 k-평균: E·M 단계 한 번",
"One EM step of a 1-D Gaussian mixture": "1차원 가우시안 혼합의 EM 한 단계",
"Naive Bayes with add-one smoothing": "add-one 평활화 나이브 베이즈",
"Feature-selection scores": "자질 선택 점수",
"Precision, recall, F1: micro and macro": "정밀도, 재현율, F1: 마이크로와 매크로",
"One perceptron epoch": "퍼셉트론 한 에포크",
"One SMO pair update": "SMO 쌍 갱신 한 번",
"One AdaBoost round": "AdaBoost 한 회차",
"A least-squares line": "최소 제곱 직선",
"A k-NN vote": "k-NN 투표",
"A posterior in a Bayesian network": "베이즈 네트워크의 사후 확률",
"Binary variables (T/F), edges {edges}. CPTs (probability of T): {tables}. Give P(e) for the evidence {evidence}, and P({query} = T | {evidence}).":
    "이진 변수(T/F), 간선 {edges}. CPT(T일 확률): {tables}. 증거 {evidence}에 대한 P(e)와 P({query} = T | {evidence})를 구하세요.",
# -- feedback ------------------------------------------------------------------------------------
"Missing. {part} = {value}: {formula}": "빠졌습니다. {part} = {value}: {formula}",
"Not {given}: {part} = {value}. {formula}": "{given}이(가) 아닙니다: {part} = {value}. {formula}",
"Not {given}: {part} = {value} ({tolerance}). {formula}":
    "{given}이(가) 아닙니다: {part} = {value} ({tolerance}). {formula}",
"Every part is right.": "모든 칸이 맞았습니다.",
"Right. {formula}": "맞았습니다. {formula}",
"within {rel:.0%} of the value": "값의 {rel:.0%} 이내",
"to ±{abs:g} or within {rel:.0%}": "±{abs:g} 또는 {rel:.0%} 이내",
"to two decimals": "소수 둘째 자리까지",
"to ±{abs:g}": "±{abs:g} 이내",
# -- [NLP] 2: edit distance, collocations -------------------------------------------------------
"Fill the minimum edit distance table from {a} to {b} (insertion 1, deletion 1, substitution "
"{substitute}): E(i, j) for every cell.":
    "{a}에서 {b}까지의 최소 편집 거리 표를 채우세요 (삽입 1, 삭제 1, 대치 {substitute}): 모든 칸의 "
    "E(i, j).",
"In a text of N = {n:,} tokens, {listed}. For each bigram give x̄, μ, t = (x̄ − μ)/√(s²/N) with "
"s² ≈ x̄, and whether t > {critical} (a collocation at α = 0.005).":
    "토큰 N = {n:,}개인 텍스트에서 {listed}. 바이그램마다 x̄, μ, s² ≈ x̄로 둔 t = (x̄ − μ)/√(s²/N), "
    "그리고 t > {critical}인지(α = 0.005에서 연어인지)를 구하세요.",
# -- clustering ---------------------------------------------------------------------------------
"Points {points}; centres {centres}. Assign each point to its nearest centre (squared Euclidean "
"distance), then move each centre to the mean of its points, and give the cost J = Σ_i ‖x_i − "
"μ_(c_i)‖² after the update.":
    "점 {points}; 중심 {centres}. 각 점을 가장 가까운 중심에 할당하고(유클리드 거리의 제곱), 각 "
    "중심을 소속 점들의 평균으로 옮긴 뒤, 갱신 후의 비용 J = Σ_i ‖x_i − μ_(c_i)‖²를 구하세요.",
"Points x = {x} and a {k}-component 1-D Gaussian mixture {params}. Do one EM step: the "
"responsibilities r_ik (E step), then the new π_k, μ_k and σ²_k (M step).":
    "점 x = {x}와 성분이 {k}개인 1차원 가우시안 혼합 {params}. EM을 한 단계 진행하세요: 책임값 "
    "r_ik(E 단계), 그다음 새 π_k, μ_k, σ²_k(M 단계).",
"Soft k-means with β = {beta}: points {points}; centres {centres}. Give the responsibilities "
"R_ik = exp(−β‖x_i − μ_k‖²)/Σ_l exp(−β‖x_i − μ_l‖²), then the new centres μ_k = Σ_i R_ik x_i / "
"Σ_i R_ik.":
    "β = {beta}인 소프트 k-평균: 점 {points}; 중심 {centres}. 책임값 R_ik = exp(−β‖x_i − μ_k‖²)/"
    "Σ_l exp(−β‖x_i − μ_l‖²)를 구하고, 그다음 새 중심 μ_k = Σ_i R_ik x_i / Σ_i R_ik를 구하세요.",
# -- HMM ------------------------------------------------------------------------------------------
"An HMM with states {states}, transitions A = {A} (row = from) and emissions B = {B} (columns = "
"symbols {symbols}) reads {obs}; column {t} of the Viterbi trellis is {sym} = ({previous}). Fill "
"column {T}: {rule} for each state.":
    "상태 {states}, 전이 확률 A = {A}(행 = 출발), 방출 확률 B = {B}(열 = 기호 {symbols})인 HMM이 "
    "{obs}를 읽습니다. 비터비 트렐리스의 {t}열은 {sym} = ({previous})입니다. {T}열을 채우세요: "
    "상태마다 {rule}.",
"An HMM with states {states}, transitions A = {A} (row = from) and emissions B = {B} (columns = "
"symbols {symbols}) reads {obs}; column {t} of the forward trellis is {sym} = ({previous}). Fill "
"column {T}: {rule} for each state.":
    "상태 {states}, 전이 확률 A = {A}(행 = 출발), 방출 확률 B = {B}(열 = 기호 {symbols})인 HMM이 "
    "{obs}를 읽습니다. 전향 트렐리스의 {t}열은 {sym} = ({previous})입니다. {T}열을 채우세요: "
    "상태마다 {rule}.",
"An HMM with states {states}, transitions A = {A} (row = from) and emissions B = {B} (columns = "
"symbols {symbols}) reads {obs}; column 2 of the backward trellis is β = ({previous}). Fill "
"column 1: β_1(i) = Σ_j A_ij·B_j(o_2)·β_2(j) for each state.":
    "상태 {states}, 전이 확률 A = {A}(행 = 출발), 방출 확률 B = {B}(열 = 기호 {symbols})인 HMM이 "
    "{obs}를 읽습니다. 후향 트렐리스의 2열은 β = ({previous})입니다. 1열을 채우세요: 상태마다 "
    "β_1(i) = Σ_j A_ij·B_j(o_2)·β_2(j).",
"δ_t(j) = max_i δ_{t−1}(i)·A_ij·B_j(o_t) and its back-pointer ψ_t(j)":
    "δ_t(j) = max_i δ_{t−1}(i)·A_ij·B_j(o_t)와 그 역추적 포인터 ψ_t(j)",
"α_t(j) = Σ_i α_{t−1}(i)·A_ij·B_j(o_t)": "α_t(j) = Σ_i α_{t−1}(i)·A_ij·B_j(o_t)",
"A first-order Markov chain is counted from the tag sequences {shown} (each padded with <s> and "
"</s>) with add-{alpha} smoothing. Give each factor p(t_i | t_(i−1)) of <s> {query} </s> and the "
"product P.":
    "태그 열 {shown}(각각 <s>와 </s>를 덧붙임)에서 add-{alpha} 평활화로 1차 마르코프 체인을 "
    "셉니다. <s> {query} </s>의 각 인수 p(t_i | t_(i−1))와 그 곱 P를 구하세요.",
# -- spam -----------------------------------------------------------------------------------------
"Training mails — {shown}. With a multinomial Naive Bayes and add-one (Laplace) smoothing over "
"the {v} training words, give p(c), p(w | c) for each word of the message “{message}”, and "
"p(spam | message).":
    "학습 메일 — {shown}. 학습 단어 {v}개에 대해 add-one(라플라스) 평활화를 쓴 다항 나이브 "
    "베이즈로 p(c), 메시지 “{message}”의 단어마다 p(w | c), 그리고 p(spam | 메시지)를 구하세요.",
"Documents (the terms each contains) — {shown}. For each term give {names} with pos as the "
"positive class ({notes}).":
    "문서(각 문서에 든 용어) — {shown}. pos를 양성 클래스로 두고 용어마다 {names}을(를) "
    "구하세요 ({notes}).",
"Documents (the terms each contains) — {shown}. For each term give {names} with pos as the "
"positive class.":
    "문서(각 문서에 든 용어) — {shown}. pos를 양성 클래스로 두고 용어마다 {names}을(를) "
    "구하세요.",
"IG in bits": "IG는 비트 단위",
"IG in bits; ∞ where a ratio's denominator is 0": "IG는 비트 단위; 비의 분모가 0이면 ∞",
"True → predicted class of {n} documents: {pairs}. Give each class's precision, recall and F1, "
"and their micro and macro averages.":
    "문서 {n}개의 참 → 예측 클래스: {pairs}. 클래스마다 정밀도, 재현율, F1을 구하고, 그 마이크로 "
    "평균과 매크로 평균을 구하세요.",
# -- SVM tab: perceptron, SMO, AdaBoost -----------------------------------------------------------
"Points {points}. From {start}, visit the points in order once; update w ← w + y·x, b ← b + y "
"whenever y(wᵀx + b) ≤ 0. Give the points that caused an update, in order, and w and b after the "
"epoch.":
    "점 {points}. {start}에서 시작해 점을 차례로 한 번씩 방문하며, y(wᵀx + b) ≤ 0일 때마다 "
    "w ← w + y·x, b ← b + y로 갱신합니다. 갱신을 일으킨 점을 순서대로, 그리고 에포크가 끝난 뒤의 "
    "w와 b를 구하세요.",
"w = ({w1}, {w2}), b = {b} (after epoch 1)": "w = ({w1}, {w2}), b = {b} (에포크 1 뒤)",
"Linear-kernel SVM, C = {C}; points {points}; α = ({alphas}). SMO update {update} optimises the "
"pair (α{i}, α{j}): give their new values (the two-variable optimum clipped to 0 ≤ α ≤ C, Σ yα "
"kept) and the dual objective W(α) after it.":
    "선형 커널 SVM, C = {C}; 점 {points}; α = ({alphas}). SMO 갱신 {update}은(는) 쌍 (α{i}, α{j})를 "
    "최적화합니다: 두 값의 새 값(두 변수 최적해를 0 ≤ α ≤ C로 자르고 Σ yα는 유지)과 갱신 뒤의 "
    "쌍대 목적 함수 W(α)를 구하세요.",
"Linear-kernel SVM, C = {C}; points {points}; α = ({alphas}). SMO update {update} optimises the "
"pair (α{i}, α{j}): give their new values (the two-variable optimum clipped to 0 ≤ α ≤ C, Σ yα "
"kept).":
    "선형 커널 SVM, C = {C}; 점 {points}; α = ({alphas}). SMO 갱신 {update}은(는) 쌍 (α{i}, α{j})를 "
    "최적화합니다: 두 값의 새 값(두 변수 최적해를 0 ≤ α ≤ C로 자르고 Σ yα는 유지)을 구하세요.",
"AdaBoost round {round} on points {points} with weights D = ({weights}). The stump says {left} "
"for x ≤ {threshold} and {right} above. Give its weighted error ε, α = ½ ln((1 − ε)/ε) and the "
"new weights D′(i) = D(i)·exp(−α y_i h(x_i))/Z.":
    "가중치 D = ({weights})인 점 {points}에서 AdaBoost {round}회차. 그루터기는 x ≤ {threshold}이면 "
    "{left}, 그보다 크면 {right}라고 합니다. 가중 오류 ε, α = ½ ln((1 − ε)/ε), 새 가중치 "
    "D′(i) = D(i)·exp(−α y_i h(x_i))/Z를 구하세요.",
# -- the SVM lab's Regression and k-NN views (kinds_lab) -----------------------------------------
"Points {points}. Fit the least-squares line ŷ = w₀ + w₁x (minimising Σ (yᵢ − w₀ − w₁xᵢ)²): give "
"w₁, w₀, the cost J = 1/(2n) Σ (yᵢ − ŷᵢ)² and the prediction ŷ at x = {at}.":
    "점 {points}. 최소 제곱 직선 ŷ = w₀ + w₁x를 맞추세요 (Σ (yᵢ − w₀ − w₁xᵢ)²를 최소화): w₁, w₀, "
    "비용 J = 1/(2n) Σ (yᵢ − ŷᵢ)², 그리고 x = {at}에서의 예측 ŷ를 구하세요.",
"Points {points}. Fit the least-squares line ŷ = w₀ + w₁x (minimising Σ (yᵢ − w₀ − w₁xᵢ)²): give "
"w₁, w₀ and the cost J = 1/(2n) Σ (yᵢ − ŷᵢ)².":
    "점 {points}. 최소 제곱 직선 ŷ = w₀ + w₁x를 맞추세요 (Σ (yᵢ − w₀ − w₁xᵢ)²를 최소화): w₁, w₀와 "
    "비용 J = 1/(2n) Σ (yᵢ − ŷᵢ)²를 구하세요.",
"Points {points}. With Euclidean distance, which {k} points are nearest to q = ({q1}, {q2}) (their "
"numbers, nearest first), what is the distance to the nearest, and which class does {k}-NN "
"predict for q?":
    "점 {points}. 유클리드 거리로 q = ({q1}, {q2})에 가장 가까운 점 {k}개는 무엇이고(번호, 가까운 "
    "순서), 가장 가까운 점까지의 거리는 얼마이며, {k}-NN은 q를 어느 클래스로 예측합니까?",
}
