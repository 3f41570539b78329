<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name />
    <message>
        <location filename="../tabs/clustering/predict.py" line="46" />
        <location filename="../tabs/hmm/predict.py" line="49" />
        <location filename="../tabs/svm/predict.py" line="30" />
        <location filename="../tabs/svm/predict.py" line="123" />
        <location filename="../tabs/svm/predict.py" line="149" />
        <location filename="../tabs/text/predict.py" line="22" />
        <location filename="../widgets/practice.py" line="277" />
        <source>right</source>
        <translation>오른쪽</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="46" />
        <location filename="../tabs/hmm/predict.py" line="49" />
        <location filename="../tabs/svm/predict.py" line="30" />
        <location filename="../tabs/svm/predict.py" line="123" />
        <location filename="../tabs/svm/predict.py" line="149" />
        <location filename="../tabs/text/predict.py" line="22" />
        <source>not quite</source>
        <translation>아쉽습니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="47" />
        <source>{mark}: R&lt;sub&gt;ik&lt;/sub&gt; = 1 for k = argmin&lt;sub&gt;k&lt;/sub&gt; ‖x&lt;sub&gt;i&lt;/sub&gt; − μ&lt;sub&gt;k&lt;/sub&gt;‖². For point {i}: ‖x − μ&lt;sub&gt;k&lt;/sub&gt;‖² = {rows}; you chose {guess} ({mine:.4g}), the nearest is {truth} ({best:.4g}).</source>
        <translation>{mark}: k = argmin&lt;sub&gt;k&lt;/sub&gt; ‖x&lt;sub&gt;i&lt;/sub&gt; − μ&lt;sub&gt;k&lt;/sub&gt;‖²일 때 R&lt;sub&gt;ik&lt;/sub&gt; = 1. 점 {i}의 ‖x − μ&lt;sub&gt;k&lt;/sub&gt;‖² = {rows}; 고른 중심은 {guess} ({mine:.4g}), 가장 가까운 중심은 {truth} ({best:.4g}).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="55" />
        <source>Predict: which centre will the ringed point join? Click that centre.</source>
        <translation>예측: 동그라미 친 점은 어느 중심에 속하게 될까요? 그 중심을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="100" />
        <source>Click on a centre (a cross) to say which one the ringed point joins.</source>
        <translation>동그라미 친 점이 속할 중심(×표)을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict.py" line="50" />
        <source>{mark}: ψ&lt;sub&gt;t&lt;/sub&gt;({state}) = argmax&lt;sub&gt;r&lt;/sub&gt; δ&lt;sub&gt;t−1&lt;/sub&gt;(r) + log A(r→{state}). Yours: {mine}. The best: {best}.</source>
        <translation>{mark}: ψ&lt;sub&gt;t&lt;/sub&gt;({state}) = argmax&lt;sub&gt;r&lt;/sub&gt; δ&lt;sub&gt;t−1&lt;/sub&gt;(r) + log A(r→{state}). 고른 것: {mine}. 가장 좋은 것: {best}.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict.py" line="55" />
        <source>Predict: which node of “{word}” is the best predecessor of the ringed {state}? Click it.</source>
        <translation>예측: 동그라미 친 {state}의 가장 좋은 이전 노드는 “{word}”의 어느 노드일까요? 그 노드를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict.py" line="85" />
        <source>Click a node of the previous column (“{word}”).</source>
        <translation>이전 열(“{word}”)의 노드를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict.py" line="23" />
        <source>{mark}: E({i}, {j}) = min(delete {d:g}, insert {n:g}, substitute or match {s:g}) = {v:g}; you typed {g:g}.</source>
        <translation>{mark}: E({i}, {j}) = min(삭제 {d:g}, 삽입 {n:g}, 치환 또는 일치 {s:g}) = {v:g}; 입력한 값은 {g:g}.</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict.py" line="28" />
        <source>Predict: type E({i}, {j}) into the cell marked ? and press Enter.</source>
        <translation>예측: ?로 표시된 칸에 E({i}, {j})를 입력하고 Enter를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/predict.py" line="32" />
        <source>{mark}: SMO takes i with the largest KKT violation and j by the largest gain of the two-variable step (libsvm's second-order rule); the violation was m(α) − M(α) = {v:.4g}. You picked ({chosen}); SMO picked ({i}, {j}): α&lt;sub&gt;{i}&lt;/sub&gt; {ai:.4g} → {ai2:.4g}, α&lt;sub&gt;{j}&lt;/sub&gt; {aj:.4g} → {aj2:.4g}.</source>
        <translation>{mark}: SMO는 KKT 위반이 가장 큰 i와, 두 변수 단계의 이득이 가장 큰 j를 고릅니다 (libsvm의 2차 규칙). 위반은 m(α) − M(α) = {v:.4g}였습니다. 고른 쌍은 ({chosen}), SMO가 고른 쌍은 ({i}, {j}): α&lt;sub&gt;{i}&lt;/sub&gt; {ai:.4g} → {ai2:.4g}, α&lt;sub&gt;{j}&lt;/sub&gt; {aj:.4g} → {aj2:.4g}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/predict.py" line="41" />
        <source>Predict: which two points will SMO update next? Click both.</source>
        <translation>예측: SMO가 다음에 갱신할 두 점은 어느 것일까요? 두 점을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/predict.py" line="52" />
        <source>KKT violations before the step (how far y·f(x) is from what α's case needs): {rows}.</source>
        <translation>이 단계 전의 KKT 위반 (y·f(x)가 α의 경우가 요구하는 값에서 벗어난 정도): {rows}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/predict.py" line="89" />
        <location filename="../tabs/svm/predict.py" line="199" />
        <source>Click on a point.</source>
        <translation>점을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/predict.py" line="126" />
        <source>{mark}: the perceptron visits the points in order and updates on the first with y·f(x) ≤ 0 — point {i}, y·f(x) = {m:.3g}. You clicked {g} (y·f(x) = {mine}). The line moves: w ← w + y x = {w0} {sign} {x} = &lt;b&gt;{w}&lt;/b&gt;, b ← b + y = {b0:.3g} {sign} 1 = &lt;b&gt;{b:.3g}&lt;/b&gt;.</source>
        <translation>{mark}: 퍼셉트론은 점을 차례로 방문하며 y·f(x) ≤ 0인 첫 점에서 갱신합니다 — 점 {i}, y·f(x) = {m:.3g}. 고른 점은 {g}입니다 (y·f(x) = {mine}). 직선의 이동: w ← w + y x = {w0} {sign} {x} = &lt;b&gt;{w}&lt;/b&gt;, b ← b + y = {b0:.3g} {sign} 1 = &lt;b&gt;{b:.3g}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/predict.py" line="134" />
        <source>Predict: which point will the perceptron update on next? Click it.</source>
        <translation>예측: 퍼셉트론이 다음에 어느 점에서 갱신할까요? 그 점을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/predict.py" line="150" />
        <source>{mark}: D&lt;sub&gt;t+1&lt;/sub&gt;(i) = D&lt;sub&gt;t&lt;/sub&gt;(i)·e&lt;sup&gt;−α&lt;sub&gt;t&lt;/sub&gt;y&lt;sub&gt;i&lt;/sub&gt;h&lt;sub&gt;t&lt;/sub&gt;(x&lt;sub&gt;i&lt;/sub&gt;)&lt;/sup&gt;/Z&lt;sub&gt;t&lt;/sub&gt; with ε&lt;sub&gt;t&lt;/sub&gt; = {eps:.4f}, α&lt;sub&gt;t&lt;/sub&gt; = ½ ln((1 − ε)/ε) = {a:.4f}: the %n point(s) the stump gets wrong are multiplied by e&lt;sup&gt;α&lt;/sup&gt; = {up:.3g}, the others by e&lt;sup&gt;−α&lt;/sup&gt; = {down:.3g}, all divided by Z&lt;sub&gt;t&lt;/sub&gt; = {Z:.4f}. You missed {missed} and marked {extra} that lose weight.</source>
        <translation>{mark}: D&lt;sub&gt;t+1&lt;/sub&gt;(i) = D&lt;sub&gt;t&lt;/sub&gt;(i)·e&lt;sup&gt;−α&lt;sub&gt;t&lt;/sub&gt;y&lt;sub&gt;i&lt;/sub&gt;h&lt;sub&gt;t&lt;/sub&gt;(x&lt;sub&gt;i&lt;/sub&gt;)&lt;/sup&gt;/Z&lt;sub&gt;t&lt;/sub&gt;, ε&lt;sub&gt;t&lt;/sub&gt; = {eps:.4f}, α&lt;sub&gt;t&lt;/sub&gt; = ½ ln((1 − ε)/ε) = {a:.4f}: 그루터기가 틀리는 점 %n개에는 e&lt;sup&gt;α&lt;/sup&gt; = {up:.3g}, 나머지에는 e&lt;sup&gt;−α&lt;/sup&gt; = {down:.3g}를 곱하고, 모두 Z&lt;sub&gt;t&lt;/sub&gt; = {Z:.4f}로 나눕니다. 놓친 점 {missed}개, 가중치가 줄어드는데 표시한 점 {extra}개.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/predict.py" line="163" />
        <source>Predict: this round's stump (dashed) says {rule} beyond. Which points gain weight? Click them, then Check.</source>
        <translation>예측: 이번 라운드의 그루터기(파선)는 {rule}(그 너머)입니다. 어느 점의 가중치가 커질까요? 그 점들을 누른 뒤 채점을 누르세요.</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="109" />
        <source>Questions of the chapters</source>
        <translation>장별 문제</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="162" />
        <source>Exercise</source>
        <translation>연습</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="164" />
        <source>What to practise</source>
        <translation>연습할 내용</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="163" />
        <source>Level</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="166" />
        <source>1 is small; higher levels make the problem bigger</source>
        <translation>1은 작은 문제이고, 단계가 높을수록 문제가 커집니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="169" />
        <source>New problem</source>
        <translation>새 문제</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="170" />
        <source>Another problem of this kind (the next seed)</source>
        <translation>같은 종류의 다른 문제 (다음 시드)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="20" />
        <source>error</source>
        <translation>오류율</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="27" />
        <source>AdaBoost (line: this round's stump)</source>
        <translation>AdaBoost (선: 이번 라운드의 그루터기)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="34" />
        <location filename="../widgets/practice.py" line="171" />
        <location filename="../widgets/practice.py" line="177" />
        <source>Check</source>
        <translation>채점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="35" />
        <source>Grade the points you marked</source>
        <translation>표시한 점을 채점합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="43" />
        <source>Boosting rounds at most</source>
        <translation>부스팅 라운드의 최대 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="45" />
        <source>How each round's stump is chosen on the weighted points: smallest weighted error (the notes) or weighted Gini (scikit-learn)</source>
        <translation>가중치가 붙은 점에서 라운드마다 그루터기를 고르는 기준: 가장 작은 가중 오류 (노트) 또는 가중 지니 (scikit-learn)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="49" />
        <source>rounds</source>
        <translation>라운드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="51" />
        <source>stump by</source>
        <translation>그루터기 기준</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="71" />
        <source>training error</source>
        <translation>학습 오류</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="72" />
        <source>exp. loss</source>
        <translation>지수 손실</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="107" />
        <source>&lt;b&gt;AdaBoost&lt;/b&gt;: round t picks the stump h_t with the smallest weighted error ε_t on weights D_t, gives it the say α_t = ½ ln((1 − ε_t)/ε_t), and reweights D_{t+1}(i) ∝ D_t(i)·exp(−α_t y_i h_t(x_i)): misclassified points grow. The regions are sign F_t(x), F_t = Σ α_s h_s.</source>
        <translation>&lt;b&gt;AdaBoost&lt;/b&gt;: 라운드 t는 가중치 D_t에서 가중 오류 ε_t가 가장 작은 그루터기 h_t를 고르고, 발언권 α_t = ½ ln((1 − ε_t)/ε_t)를 준 뒤 D_{t+1}(i) ∝ D_t(i)·exp(−α_t y_i h_t(x_i))로 다시 가중합니다: 잘못 분류된 점이 커집니다. 영역은 sign F_t(x), F_t = Σ α_s h_s입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="116" />
        <source>&lt;b&gt;Round {n}&lt;/b&gt;: the best stump has ε = {eps:.4f} ≥ ½, no better than chance: boosting stops without it.</source>
        <translation>&lt;b&gt;라운드 {n}&lt;/b&gt;: 가장 좋은 그루터기의 ε = {eps:.4f} ≥ ½로 우연보다 낫지 않습니다: 부스팅은 이것 없이 멈춥니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="121" />
        <source>&lt;b&gt;Round {n}&lt;/b&gt;: stump {axis} ≤ {t:.4g} → {left}, else {right} (%n point(s) misclassified).&lt;br&gt;</source>
        <translation>&lt;b&gt;라운드 {n}&lt;/b&gt;: 그루터기 {axis} ≤ {t:.4g} → {left}, 아니면 {right} (잘못 분류된 점 %n개).&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="125" />
        <source>ε_t = Σ D_t(i)[h(x_i) ≠ y_i] = &lt;b&gt;{eps:.4f}&lt;/b&gt;&lt;br&gt;α_t = ½ ln((1 − ε_t)/ε_t) = ½ ln({a:.4f}/{b:.4g}) = &lt;b&gt;{alpha:.4f}&lt;/b&gt;&lt;br&gt;</source>
        <translation>ε_t = Σ D_t(i)[h(x_i) ≠ y_i] = &lt;b&gt;{eps:.4f}&lt;/b&gt;&lt;br&gt;α_t = ½ ln((1 − ε_t)/ε_t) = ½ ln({a:.4f}/{b:.4g}) = &lt;b&gt;{alpha:.4f}&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="128" />
        <source>misclassified points' weights × e^α = {up:.3g}, the others × e^−α = {down:.3g}, then divided by Z_t = {Z:.4g}. Largest weight now {big:.3g} (uniform: {uni:.3g}).&lt;br&gt;</source>
        <translation>잘못 분류된 점의 가중치 × e^α = {up:.3g}, 나머지 × e^−α = {down:.3g}, 그다음 Z_t = {Z:.4g}로 나눕니다. 지금 가장 큰 가중치 {big:.3g} (균등: {uni:.3g}).&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="132" />
        <source>training error of sign F_t: &lt;b&gt;{err:.1%}&lt;/b&gt;; exponential loss (1/N)Σ exp(−y F_t) = {loss:.4g} ≥ training error.</source>
        <translation>sign F_t의 학습 오류: &lt;b&gt;{err:.1%}&lt;/b&gt;, 지수 손실 (1/N)Σ exp(−y F_t) = {loss:.4g} ≥ 학습 오류.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="136" />
        <source>Converged: this stump alone makes no mistake (ε = 0).</source>
        <translation>수렴: 이 그루터기 하나로 틀리는 점이 없습니다 (ε = 0).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_boost.py" line="138" />
        <source>Stopped at the round cap ({cap}).</source>
        <translation>라운드 상한({cap})에서 멈춤.</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="171" />
        <source>Grade every part of your answer</source>
        <translation>답의 모든 부분을 채점합니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="172" />
        <source>Hint</source>
        <translation>힌트</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="172" />
        <source>Fill one wrong part, with its formula</source>
        <translation>틀린 부분 하나를 식과 함께 채웁니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="173" />
        <source>Solution</source>
        <translation>풀이</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="173" />
        <source>Show every part's value</source>
        <translation>모든 부분의 값을 보입니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="177" />
        <source>Part</source>
        <translation>부분</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="177" />
        <source>Your answer</source>
        <translation>내 답</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="213" />
        <source>Working…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="226" />
        <source>Shown in: {view}</source>
        <translation>보여 주는 화면: {view}</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="283" />
        <source>Score {score:.0%}.</source>
        <translation>점수 {score:.0%}.</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="292" />
        <source>Every part is right already.</source>
        <translation>모든 부분이 이미 맞았습니다.</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="309" />
        <source>answer: {value}</source>
        <translation>답: {value}</translation>
    </message>
    <message>
        <location filename="../widgets/practice_figure.py" line="94" />
        <source>Points x and centres μ</source>
        <translation>점 x와 중심 μ</translation>
    </message>
    <message>
        <location filename="../widgets/practice_figure.py" line="106" />
        <source>Points (+ / −), visited in order</source>
        <translation>점(+ / −), 차례로 방문</translation>
    </message>
    <message>
        <location filename="../widgets/practice_figure.py" line="113" />
        <source>Points (+ / −); the pair is ringed</source>
        <translation>점(+ / −); 갱신할 쌍은 고리로 표시</translation>
    </message>
    <message>
        <location filename="../widgets/practice_figure.py" line="133" />
        <source>Points and the components' means</source>
        <translation>점과 성분들의 평균</translation>
    </message>
    <message>
        <location filename="../widgets/practice_figure.py" line="143" />
        <source>Points sized by weight D; dashed: the stump</source>
        <translation>점 크기 = 가중치 D; 점선 = 그루터기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/binding.py" line="25" />
        <source>kernel values for the heat map…</source>
        <translation>열지도용 커널 값…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/binding.py" line="51" />
        <source>The saved run cannot be drawn: {why}.</source>
        <translation>저장된 실행을 그릴 수 없습니다: {why}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="18" />
        <source>separable</source>
        <translation>분리 가능</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="18" />
        <source>overlapping</source>
        <translation>겹침</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="19" />
        <source>xor</source>
        <translation>xor</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="19" />
        <source>circles</source>
        <translation>동심원</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="20" />
        <source>moons</source>
        <translation>반달</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="20" />
        <source>3 classes</source>
        <translation>3개 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="21" />
        <source>4 classes</source>
        <translation>4개 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="21" />
        <source>5 classes</source>
        <translation>5개 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="22" />
        <source>soft, L1 slack (0 ≤ α ≤ C)</source>
        <translation>소프트, L1 여유 변수 (0 ≤ α ≤ C)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="23" />
        <source>soft, L2 slack (1/C on the diagonal)</source>
        <translation>소프트, L2 여유 변수 (대각에 1/C)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="23" />
        <source>hard</source>
        <translation>하드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="24" />
        <source>linear</source>
        <translation>선형</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="24" />
        <source>polynomial</source>
        <translation>다항식</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="25" />
        <source>sigmoid</source>
        <translation>시그모이드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="26" />
        <source>add / drag points</source>
        <translation>점 추가 / 끌기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="26" />
        <source>spray points</source>
        <translation>점 뿌리기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="27" />
        <source>select point</source>
        <translation>점 선택</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="28" />
        <source>γ = scale</source>
        <translation>γ = 자동 (scale)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="30" />
        <source>C on the loss (Trellis)</source>
        <translation>손실에 C (Trellis)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="31" />
        <source>C′/2 on ‖w‖² (the notes)</source>
        <translation>‖w‖²에 C′/2 (노트)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="36" />
        <source>SMO is deterministic: the same data and settings replay the same run</source>
        <translation>SMO는 결정적입니다: 같은 데이터와 설정은 같은 실행을 그대로 재현합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="47" />
        <source>Plot…</source>
        <translation>그림…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="48" />
        <source>Export the plot (PNG/SVG)</source>
        <translation>그림을 내보냅니다 (PNG/SVG)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="71" />
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="74" />
        <location filename="../tabs/svm/controls.py" line="113" />
        <source>Data set</source>
        <translation>데이터 집합</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="75" />
        <source>Points to generate</source>
        <translation>생성할 점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="77" />
        <location filename="../tabs/svm/controls.py" line="114" />
        <source>Points</source>
        <translation>점 개수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="78" />
        <source>How many points to generate</source>
        <translation>생성할 점의 개수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="80" />
        <source>Data seed</source>
        <translation>데이터 시드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="80" />
        <source>Seed of the generator</source>
        <translation>생성기의 시드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="82" />
        <source>Generate</source>
        <translation>생성</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="82" />
        <source>Generate new points (undoable)</source>
        <translation>새 점을 생성합니다 (되돌리기 가능)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="85" />
        <source>Class to add</source>
        <translation>추가할 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="85" />
        <source>Class of the points you click</source>
        <translation>클릭해서 추가할 점의 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="87" />
        <location filename="../tabs/svm/controls.py" line="123" />
        <source>Mouse</source>
        <translation>마우스</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="88" />
        <source>Click adds a point of the chosen class (drag moves, Shift+click deletes); spray adds many at once; or select a point</source>
        <translation>클릭하면 고른 클래스의 점을 추가합니다 (끌면 이동, Shift+클릭은 삭제). 뿌리기는 한 번에 여러 점을 추가하고, 선택은 점 하나를 고릅니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="91" />
        <source>Undo</source>
        <translation>되돌리기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="92" />
        <source>Undo the last edit (Ctrl+Z)</source>
        <translation>마지막 편집을 되돌립니다 (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="93" />
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="94" />
        <source>Redo (Ctrl+Y)</source>
        <translation>다시 실행 (Ctrl+Y)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="97" />
        <source>Load CSV…</source>
        <translation>CSV 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="98" />
        <source>Points x, y and a label</source>
        <translation>점의 x, y와 레이블</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="99" />
        <source>Save CSV…</source>
        <translation>CSV 저장…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="100" />
        <source>Save the points and labels</source>
        <translation>점과 레이블을 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="104" />
        <source>One click: the points, settings and view of an example of the notes</source>
        <translation>한 번의 클릭으로 노트 예제의 점, 설정, 보기를 엽니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="107" />
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="108" />
        <source>Generate the example's points, set its model and show its view</source>
        <translation>예제의 점을 생성하고 모델을 설정한 뒤 그 보기를 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="115" />
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="120" />
        <source>The notes</source>
        <translation>노트 예제</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="122" />
        <source>Click adds</source>
        <translation>클릭하면 추가</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="136" />
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="139" />
        <location filename="../tabs/svm/controls.py" line="167" />
        <source>Margin</source>
        <translation>마진</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="140" />
        <source>Hard margin, or soft margin with L1 or L2 slack</source>
        <translation>하드 마진, 또는 L1·L2 여유 변수(slack)를 둔 소프트 마진</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="142" />
        <location filename="../tabs/svm/controls.py" line="168" />
        <source>C as</source>
        <translation>C 위치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="143" />
        <source>Where the constant sits: Trellis (like libsvm and scikit-learn) minimises ½‖w‖² + C Σ ζ; the notes minimise (C′/2)‖w‖² + Σ ζ. The same problem with C = 1/C′: the slider sets the one chosen here</source>
        <translation>상수를 어디에 두는가: Trellis는 (libsvm, scikit-learn처럼) ½‖w‖² + C Σ ζ를 최소화하고, 노트는 (C′/2)‖w‖² + Σ ζ를 최소화합니다. C = 1/C′이면 같은 문제이며, 슬라이더는 여기서 고른 쪽을 정합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="148" />
        <location filename="../tabs/svm/smo_parts.py" line="64" />
        <source>Penalty C on slack, 0.01 … 1000 (log scale)</source>
        <translation>여유 변수에 대한 벌점 C, 0.01 … 1000 (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="154" />
        <location filename="../tabs/svm/controls.py" line="174" />
        <source>Kernel</source>
        <translation>커널</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="157" />
        <location filename="../tabs/svm/controls.py" line="175" />
        <source>Degree</source>
        <translation>차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="158" />
        <source>Polynomial degree</source>
        <translation>다항식 차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="160" />
        <source>Constant in the polynomial and sigmoid kernels</source>
        <translation>다항식·시그모이드 커널의 상수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="162" />
        <source>Width as</source>
        <translation>너비 지정</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="163" />
        <source>Give the RBF width as σ (γ = 1/2σ²) or γ directly; 'scale' is 1/(d·Var X)</source>
        <translation>RBF 너비를 σ (γ = 1/2σ²)로 주거나 γ를 직접 줍니다. 'scale'은 1/(d·Var X)입니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="166" />
        <location filename="../tabs/svm/controls.py" line="180" />
        <source>Width</source>
        <translation>너비</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="166" />
        <source>σ or γ</source>
        <translation>σ 또는 γ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="176" />
        <source>coef0</source>
        <translation>상수 coef0</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="24" />
        <source>&lt;h3&gt;SMO on the dual&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;쌍대 문제의 SMO&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="25" />
        <source>&lt;p&gt;maximise W(α) = Σα&lt;sub&gt;i&lt;/sub&gt; − ½ΣΣ α&lt;sub&gt;i&lt;/sub&gt;α&lt;sub&gt;j&lt;/sub&gt;y&lt;sub&gt;i&lt;/sub&gt;y&lt;sub&gt;j&lt;/sub&gt;k(x&lt;sub&gt;i&lt;/sub&gt;,x&lt;sub&gt;j&lt;/sub&gt;) subject to Σ y&lt;sub&gt;i&lt;/sub&gt;α&lt;sub&gt;i&lt;/sub&gt; = 0 and 0 ≤ α&lt;sub&gt;i&lt;/sub&gt; ≤ C (L1 slack; no upper bound for a hard margin and for L2 slack, where L2 adds 1/C to k(x&lt;sub&gt;i&lt;/sub&gt;,x&lt;sub&gt;i&lt;/sub&gt;)).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Σ y&lt;sub&gt;i&lt;/sub&gt;α&lt;sub&gt;i&lt;/sub&gt; = 0, 0 ≤ α&lt;sub&gt;i&lt;/sub&gt; ≤ C 조건에서 W(α) = Σα&lt;sub&gt;i&lt;/sub&gt; − ½ΣΣ α&lt;sub&gt;i&lt;/sub&gt;α&lt;sub&gt;j&lt;/sub&gt;y&lt;sub&gt;i&lt;/sub&gt;y&lt;sub&gt;j&lt;/sub&gt;k(x&lt;sub&gt;i&lt;/sub&gt;,x&lt;sub&gt;j&lt;/sub&gt;)를 최대화 (L1 여유 변수. 하드 마진과 L2 여유 변수에는 상한이 없으며, L2는 k(x&lt;sub&gt;i&lt;/sub&gt;,x&lt;sub&gt;i&lt;/sub&gt;)에 1/C를 더합니다).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="31" />
        <source>&lt;p&gt;The notes write min (C′/2)‖w‖² + Σ loss; Trellis (like libsvm) writes min ½‖w‖² + C Σ loss. Dividing by C′ turns one into the other: C = 1/C′.&lt;/p&gt;</source>
        <translation>&lt;p&gt;노트는 min (C′/2)‖w‖² + Σ 손실로 쓰고, Trellis는 (libsvm처럼) min ½‖w‖² + C Σ 손실로 씁니다. C′로 나누면 한쪽이 다른 쪽이 됩니다: C = 1/C′.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="44" />
        <source>&lt;p&gt;Press &lt;b&gt;Step&lt;/b&gt;: each step picks the pair (i, j) that violates the KKT conditions most (libsvm's second-order rule), solves the two-variable problem exactly and clips it to the box.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;단계&lt;/b&gt;를 누르세요: 각 단계는 KKT 조건을 가장 크게 위반하는 쌍 (i, j)를 고르고 (libsvm의 2차 규칙), 두 변수 문제를 정확히 푼 뒤 상자 조건에 맞춰 자릅니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="52" />
        <source>The run does not match the points any more ({why}); press Reset.</source>
        <translation>실행이 더 이상 점과 맞지 않습니다 ({why}). 초기화를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="56" />
        <source>&lt;p&gt;&lt;b&gt;Update {n}&lt;/b&gt;: pair (i, j) = ({i}, {j}); α&lt;sub&gt;i&lt;/sub&gt;: {ai:.4g} → {ai2:.4g}, α&lt;sub&gt;j&lt;/sub&gt;: {aj:.4g} → {aj2:.4g}. The dotted grey curve is f = 0 before this update.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;갱신 {n}&lt;/b&gt;: 쌍 (i, j) = ({i}, {j}); α&lt;sub&gt;i&lt;/sub&gt;: {ai:.4g} → {ai2:.4g}, α&lt;sub&gt;j&lt;/sub&gt;: {aj:.4g} → {aj2:.4g}. 회색 점선은 이 갱신 전의 f = 0입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="61" />
        <location filename="../tabs/svm/losses.py" line="154" />
        <source> (converged)</source>
        <translation> (수렴)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="62" />
        <source> (stopped at the iteration cap)</source>
        <translation> (반복 상한에서 멈춤)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="63" />
        <source>&lt;p&gt;W(α) = &lt;b&gt;{w:.6g}&lt;/b&gt;, b = {b:.4g}, max KKT violation m(α) − M(α) = {v:.3g}{state}, support vectors: {sv}&lt;/p&gt;</source>
        <translation>&lt;p&gt;W(α) = &lt;b&gt;{w:.6g}&lt;/b&gt;, b = {b:.4g}, 최대 KKT 위반 m(α) − M(α) = {v:.3g}{state}, 서포트 벡터: {sv}개&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="68" />
        <source>&lt;p&gt;Points breaking their KKT condition by more than 10⁻³: %n; the worst is x&lt;sub&gt;{k}&lt;/sub&gt; ({cond}).&lt;/p&gt;</source>
        <translation>&lt;p&gt;KKT 조건을 10⁻³보다 크게 어기는 점: %n개. 가장 심한 점은 x&lt;sub&gt;{k}&lt;/sub&gt;입니다 ({cond}).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="73" />
        <source>&lt;p&gt;&lt;b&gt;Primal&lt;/b&gt; (linear kernel): w = Σ α&lt;sub&gt;i&lt;/sub&gt;y&lt;sub&gt;i&lt;/sub&gt;x&lt;sub&gt;i&lt;/sub&gt; = ({w0:.4g}, {w1:.4g}), b = {b:.4g}&lt;br&gt;functional margin min y&lt;sub&gt;i&lt;/sub&gt;f(x&lt;sub&gt;i&lt;/sub&gt;) = {fm:.4g}, geometric margin = {gm}&lt;br&gt;margin width 1/‖w‖ = &lt;b&gt;{width}&lt;/b&gt; (on each side of f = 0; the dashed lines are f = ±1)&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;원 문제(primal)&lt;/b&gt; (선형 커널): w = Σ α&lt;sub&gt;i&lt;/sub&gt;y&lt;sub&gt;i&lt;/sub&gt;x&lt;sub&gt;i&lt;/sub&gt; = ({w0:.4g}, {w1:.4g}), b = {b:.4g}&lt;br&gt;함수적 마진 min y&lt;sub&gt;i&lt;/sub&gt;f(x&lt;sub&gt;i&lt;/sub&gt;) = {fm:.4g}, 기하적 마진 = {gm}&lt;br&gt;마진 폭 1/‖w‖ = &lt;b&gt;{width}&lt;/b&gt; (f = 0의 양쪽 각각. 파선은 f = ±1)&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="87" />
        <source>α = 0 needs y·f(x) ≥ 1</source>
        <translation>α = 0이면 y·f(x) ≥ 1이어야 함</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="89" />
        <source>α = C needs y·f(x) ≤ 1</source>
        <translation>α = C이면 y·f(x) ≤ 1이어야 함</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="90" />
        <source>0 &lt; α &lt; C needs y·f(x) = 1</source>
        <translation>0 &lt; α &lt; C이면 y·f(x) = 1이어야 함</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="90" />
        <source>α &gt; 0 needs y·f(x) = 1</source>
        <translation>α &gt; 0이면 y·f(x) = 1이어야 함</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="91" />
        <source>α &gt; 0 needs y·f(x) = 1 − α/C (the slack ζ = α/C)</source>
        <translation>α &gt; 0이면 y·f(x) = 1 − α/C이어야 함 (여유 변수 ζ = α/C)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="99" />
        <source>{n} more summing to {s:+.3g}</source>
        <translation>나머지 {n}개의 합 {s:+.3g}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="100" />
        <source>&lt;p&gt;&lt;b&gt;Selected x&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; = ({x0:.3g}, {x1:.3g}), y = {y:+d}, α = {a:.4g}&lt;br&gt;f(x) = Σ α&lt;sub&gt;i&lt;/sub&gt;y&lt;sub&gt;i&lt;/sub&gt;K(x&lt;sub&gt;i&lt;/sub&gt;, x) + b = {terms} + b ({b:.4g}) = &lt;b&gt;{f:.4g}&lt;/b&gt;&lt;br&gt;margin y·f(x) = &lt;b&gt;{m:.4g}&lt;/b&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;선택한 x&lt;sub&gt;{k}&lt;/sub&gt;&lt;/b&gt; = ({x0:.3g}, {x1:.3g}), y = {y:+d}, α = {a:.4g}&lt;br&gt;f(x) = Σ α&lt;sub&gt;i&lt;/sub&gt;y&lt;sub&gt;i&lt;/sub&gt;K(x&lt;sub&gt;i&lt;/sub&gt;, x) + b = {terms} + b ({b:.4g}) = &lt;b&gt;{f:.4g}&lt;/b&gt;&lt;br&gt;마진 y·f(x) = &lt;b&gt;{m:.4g}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="106" />
        <source>, geometric margin y·f(x)/‖w‖ = {g:.4g}</source>
        <translation>, 기하적 마진 y·f(x)/‖w‖ = {g:.4g}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="108" />
        <source>KKT broken: {cond}, off by {v:.3g}.</source>
        <translation>KKT 위반: {cond}, 어긋난 정도 {v:.3g}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/explain.py" line="111" />
        <source>KKT holds: {cond}.</source>
        <translation>KKT 성립: {cond}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_common.py" line="189" />
        <source>numbers</source>
        <translation>수치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_common.py" line="263" />
        <source>No points yet: draw or generate some in the SVM tab.</source>
        <translation>아직 점이 없습니다: SVM 탭에서 점을 그리거나 생성하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_common.py" line="283" />
        <source>Step (Space) or Run (Ctrl+R) to start.</source>
        <translation>단계(Space) 또는 실행(Ctrl+R)으로 시작하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_common.py" line="296" />
        <source>At step {n}: Step or Run to continue; the History slider scrubs back.</source>
        <translation>{n}단계: 단계 또는 실행으로 계속하세요. 기록 슬라이더로 되돌아가 볼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="33" />
        <source>perceptron (dashed: before the update)</source>
        <translation>퍼셉트론 (파선: 갱신 전)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="42" />
        <source>averaged</source>
        <translation>평균</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="43" />
        <source>Predict with the mean of w over every example visit (the averaged perceptron)</source>
        <translation>예제를 방문할 때마다의 w 평균으로 예측합니다 (평균 퍼셉트론)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="46" />
        <source>Passes over the data at most</source>
        <translation>데이터를 훑는 최대 횟수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="48" />
        <source>max epochs</source>
        <translation>최대 에포크</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="57" />
        <source>AND / OR by hand</source>
        <translation>손으로 정하는 AND / OR</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="65" />
        <source>A logic gate on inputs a, b ∈ {0, 1}</source>
        <translation>입력 a, b ∈ {0, 1}의 논리 게이트</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="69" />
        <source>Hand-set {w} of the gate's line w₁a + w₂b + b = 0</source>
        <translation>게이트 직선 w₁a + w₂b + b = 0의 {w}를 손으로 정합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="72" />
        <source>hand-set gate</source>
        <translation>손으로 정한 게이트</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="81" />
        <source>gate</source>
        <translation>게이트</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="117" />
        <source>all four right.</source>
        <translation>네 개 모두 맞습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="118" />
        <source>wrong rows: no line gives XOR = ab̄ + āb (the notes' ab + āb̄ is XNOR).</source>
        <translation>틀린 행이 있습니다: 어떤 직선도 XOR = ab̄ + āb를 만들지 못합니다 (노트의 ab + āb̄는 XNOR입니다).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="119" />
        <source>wrong rows: adjust w or b.</source>
        <translation>틀린 행이 있습니다: w나 b를 조정하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="123" />
        <source>{gate} with w = ({w1:g}, {w2:g}), b = {b:g}: {note}</source>
        <translation>w = ({w1:g}, {w2:g}), b = {b:g}인 {gate}: {note}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="148" />
        <source>mistakes</source>
        <translation>오분류</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="148" />
        <source>updates</source>
        <translation>갱신</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="150" />
        <source>Novikoff (R/γ)²</source>
        <translation>Novikoff (R/γ)²</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="165" />
        <source>&lt;b&gt;Perceptron&lt;/b&gt;: f(x) = w·x + b; each Step finds the next point with y·f(x) ≤ 0 and applies &lt;b&gt;w ← w + y x, b ← b + y&lt;/b&gt;. On separable points it stops after at most (R/γ)² mistakes (Novikoff); on XOR it cycles for ever.</source>
        <translation>&lt;b&gt;퍼셉트론&lt;/b&gt;: f(x) = w·x + b. 각 단계는 y·f(x) ≤ 0인 다음 점을 찾아 &lt;b&gt;w ← w + y x, b ← b + y&lt;/b&gt;를 적용합니다. 분리 가능한 점에서는 최대 (R/γ)²번 틀린 뒤 멈추고 (Novikoff), XOR에서는 끝없이 순환합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="179" />
        <source>&lt;b&gt;Update {n}&lt;/b&gt; (epoch {epoch}): point #{i} x = {x}, y = {y:+d} had y·f(x) = {m:.3g} ≤ 0.&lt;br&gt;w ← w + y x = {w0} {sign} {x} = &lt;b&gt;{w}&lt;/b&gt;&lt;br&gt;b ← b + y = {b0:.3g} {sign} 1 = &lt;b&gt;{b:.3g}&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b&gt;갱신 {n}&lt;/b&gt; (에포크 {epoch}): 점 #{i} x = {x}, y = {y:+d}의 y·f(x) = {m:.3g} ≤ 0.&lt;br&gt;w ← w + y x = {w0} {sign} {x} = &lt;b&gt;{w}&lt;/b&gt;&lt;br&gt;b ← b + y = {b0:.3g} {sign} 1 = &lt;b&gt;{b:.3g}&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="185" />
        <source>&lt;b&gt;End of epoch {epoch}&lt;/b&gt;: %n update(s) in this epoch; w = {w}, b = {b:.3g}.&lt;br&gt;</source>
        <translation>&lt;b&gt;에포크 {epoch} 끝&lt;/b&gt;: 이번 에포크의 갱신 %n번, w = {w}, b = {b:.3g}.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="188" />
        <source>Points misclassified now: {m}; updates so far: {n}.&lt;br&gt;</source>
        <translation>지금 잘못 분류된 점: {m}개, 지금까지의 갱신: {n}번.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="191" />
        <source>Averaged: w̄ = {w}, b̄ = {b:.3g} (green line).&lt;br&gt;</source>
        <translation>평균: w̄ = {w}, b̄ = {b:.3g} (초록 선).&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="195" />
        <source>Separable: R = {R:.3g}, γ = {g:.3g}, Novikoff's bound (R/γ)² = {bound:.4g} mistakes; {n} so far.&lt;br&gt;</source>
        <translation>분리 가능: R = {R:.3g}, γ = {g:.3g}, Novikoff 한계 (R/γ)² = 오분류 {bound:.4g}번, 지금까지 {n}번.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="199" />
        <source>Not linearly separable: no bound, the rule never stops making mistakes.&lt;br&gt;</source>
        <translation>선형 분리 불가능: 한계가 없으며, 규칙은 끝없이 틀립니다.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="202" />
        <source>&lt;b&gt;Cycling&lt;/b&gt;: (w, b) came back to its value of %n epoch(s) ago — the run repeats for ever.&lt;br&gt;</source>
        <translation>&lt;b&gt;순환&lt;/b&gt;: (w, b)가 %n 에포크 전의 값으로 돌아왔습니다 — 실행은 끝없이 반복됩니다.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="205" />
        <source>Converged: an epoch without a mistake.</source>
        <translation>수렴: 오분류 없는 에포크.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_perceptron.py" line="207" />
        <source>Stopped by the epoch cap ({cap}), not converged.</source>
        <translation>에포크 상한({cap})에서 멈춤, 수렴하지 않음.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="47" />
        <source>losses of the margin z = y·f(x)</source>
        <translation>마진 z = y·f(x)의 손실</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="48" />
        <source>loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="50" />
        <source>Smoothing ε of the general loss: 1 is logistic, → 0 is hinge</source>
        <translation>일반 손실의 매끄러움 ε: 1이면 로지스틱, → 0이면 힌지</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="58" />
        <source>0–1</source>
        <translation>0–1</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="58" />
        <source>hinge (SVM)</source>
        <translation>힌지 (SVM)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="59" />
        <source>logistic / log 2</source>
        <translation>로지스틱 / log 2</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="59" />
        <source>squared</source>
        <translation>제곱</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="60" />
        <location filename="../tabs/svm/losses.py" line="66" />
        <source>general (ε)</source>
        <translation>일반 (ε)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="72" />
        <source>logistic regression (gradient descent) vs SVM</source>
        <translation>로지스틱 회귀 (경사 하강법) 대 SVM</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="79" />
        <source>Gradient-descent step size η</source>
        <translation>경사 하강법의 보폭 η</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="81" />
        <source>Train both</source>
        <translation>둘 다 학습</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="82" />
        <source>Fit the SVM and animate logistic regression by gradient descent on the same points</source>
        <translation>같은 점에서 SVM을 학습하고 경사 하강법 로지스틱 회귀를 애니메이션으로 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="86" />
        <source>the previous comparison is kept</source>
        <translation>이전 비교는 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="112" />
        <source>ε = {eps:.2f}: ε·log(1 + exp((1 − z)/ε)); the notes' form ε·log(1+e^(−z)) does not tend to the hinge, this one does</source>
        <translation>ε = {eps:.2f}: ε·log(1 + exp((1 − z)/ε)). 노트의 ε·log(1+e^(−z))는 힌지로 가지 않지만 이 식은 갑니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="119" />
        <source>Logistic regression and the SVM here need exactly two classes.</source>
        <translation>여기의 로지스틱 회귀와 SVM에는 클래스가 정확히 두 개 필요합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="130" />
        <location filename="../tabs/svm/losses.py" line="180" />
        <location filename="../tabs/svm/views.py" line="108" />
        <location filename="../tabs/svm/views.py" line="164" />
        <source>Fitting the SVM…</source>
        <translation>SVM 학습 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="155" />
        <source> (stopped at the iteration limit)</source>
        <translation> (반복 한도에서 멈춤)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="156" />
        <source>logistic regression (same C, gradient descent): iteration {n}{state}, loss {loss:.4g}, ‖∇L‖ {g:.2g} (green line: p = 0.5); the heat map and black curves are the SVM</source>
        <translation>로지스틱 회귀 (같은 C, 경사 하강법): 반복 {n}{state}, 손실 {loss:.4g}, ‖∇L‖ {g:.2g} (초록 선: p = 0.5). 열지도와 검은 곡선은 SVM입니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/presets.py" line="31" />
        <source>[ML] 4: hard margin, linear kernel — the margin 1/‖w‖</source>
        <translation>[ML] 4: 하드 마진, 선형 커널 — 마진 1/‖w‖</translation>
    </message>
    <message>
        <location filename="../tabs/svm/presets.py" line="33" />
        <source>[ML] 4: soft margin (L1 slack, C = 1) on overlapping classes</source>
        <translation>[ML] 4: 겹치는 클래스의 소프트 마진 (L1 여유 변수, C = 1)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/presets.py" line="35" />
        <source>[ML] 4: RBF kernel on circles, exp(−‖x − x′‖²/2σ²)</source>
        <translation>[ML] 4: 동심원의 RBF 커널, exp(−‖x − x′‖²/2σ²)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/presets.py" line="37" />
        <source>[ML] 5: four classes — one-vs-one's '?' cells, DAG's none</source>
        <translation>[ML] 5: 네 클래스 — 일대일의 '?' 칸, DAG에는 없음</translation>
    </message>
    <message>
        <location filename="../tabs/svm/presets.py" line="39" />
        <source>[ML] 5: 1-D data made separable by adding |x|</source>
        <translation>[ML] 5: |x|를 더해 분리 가능해지는 1차원 데이터</translation>
    </message>
    <message>
        <location filename="../tabs/svm/presets.py" line="41" />
        <source>[ML] 6: XOR — no line separates it, the perceptron cycles</source>
        <translation>[ML] 6: XOR — 어떤 직선도 나누지 못해 퍼셉트론이 순환함</translation>
    </message>
    <message>
        <location filename="../tabs/svm/presets.py" line="43" />
        <source>[ML] 7: AdaBoost's stumps on XOR</source>
        <translation>[ML] 7: XOR 위의 AdaBoost 그루터기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/smo_parts.py" line="57" />
        <source>{cp:.3g} (C = 1/C′ = {c:.3g})</source>
        <translation>{cp:.3g} (C = 1/C′ = {c:.3g})</translation>
    </message>
    <message>
        <location filename="../tabs/svm/smo_parts.py" line="59" />
        <source>C′ on ½‖w‖², 0.001 … 100 (log scale); the engine solves the same problem with C = 1/C′</source>
        <translation>½‖w‖²에 붙는 C′, 0.001 … 100 (로그 눈금). 엔진은 C = 1/C′로 같은 문제를 풉니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/smo_parts.py" line="105" />
        <location filename="../tabs/svm/smo_parts.py" line="113" />
        <source>label</source>
        <translation>레이블</translation>
    </message>
    <message>
        <location filename="../tabs/svm/smo_parts.py" line="105" />
        <source>α (before training)</source>
        <translation>α (학습 전)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="78" />
        <source>your points are kept</source>
        <translation>점은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="81" />
        <location filename="../tabs/svm/tab.py" line="430" />
        <source>dual objective W(α)</source>
        <translation>쌍대 목적 함수 W(α)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="81" />
        <location filename="../tabs/svm/tab.py" line="430" />
        <source>KKT violation</source>
        <translation>KKT 위반</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="106" />
        <source>The SMO step on show, with its numbers</source>
        <translation>지금 보이는 SMO 단계와 그 수치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="107" />
        <source>Search points…</source>
        <translation>점 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="133" />
        <source>SMO stopped: {why}.</source>
        <translation>SMO가 멈췄습니다: {why}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="147" />
        <source>Save points</source>
        <translation>점 저장</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="150" />
        <source>Export plot</source>
        <translation>그림 내보내기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="182" />
        <source>class {c}</source>
        <translation>클래스 {c}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="194" />
        <source>Generated: {name}, {n} points (seed {seed}).</source>
        <translation>생성됨: {name}, 점 {n}개 (시드 {seed}).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="207" />
        <source>Reading {path}…</source>
        <translation>{path} 읽는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="213" />
        <source>Loaded from {source}: {n} points, classes {classes}.</source>
        <translation>{source}에서 읽음: 점 {n}개, 클래스 {classes}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="216" />
        <source>Loaded {n} points of {k} classes ({classes}). Undo brings the previous points back.</source>
        <translation>클래스 {k}개({classes})의 점 {n}개를 읽었습니다. 되돌리기로 이전 점을 되살릴 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="230" />
        <source>Load points</source>
        <translation>점 열기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="274" />
        <source>new class {c}</source>
        <translation>새 클래스 {c}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="283" />
        <source>Edited: {n} points.</source>
        <translation>편집됨: 점 {n}개.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="325" />
        <source>SMO trains a binary SVM: keep exactly two classes here (the Multiclass view combines binary machines for more).</source>
        <translation>SMO는 이진 SVM을 학습합니다: 여기서는 클래스를 정확히 두 개만 두세요 (다중 클래스 보기는 이진 분류기를 조합해 더 많은 클래스를 다룹니다).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="348" />
        <location filename="../tabs/svm/tab.py" line="440" />
        <source>Step takes one SMO pair update; Run animates them.</source>
        <translation>단계는 SMO 쌍 갱신 하나를 진행하고, 실행은 이를 애니메이션으로 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="352" />
        <source>the largest KKT violation m(α) − M(α) of each step; SMO stops below 10⁻³</source>
        <translation>단계마다의 최대 KKT 위반 m(α) − M(α). 10⁻³ 아래에서 SMO가 멈춥니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="379" />
        <source>Converged after %n pair update(s): max KKT violation {v:.2g} &lt; tol; {sv} support vectors.</source>
        <translation>쌍 갱신 %n번 뒤 수렴: 최대 KKT 위반 {v:.2g} &lt; tol, 서포트 벡터 {sv}개.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="383" />
        <source>Stopped at the iteration cap after %n pair update(s) (not converged: max KKT violation {v:.2g}); {sv} support vectors.</source>
        <translation>쌍 갱신 %n번 뒤 반복 상한에서 멈춤 (수렴하지 않음: 최대 KKT 위반 {v:.2g}), 서포트 벡터 {sv}개.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="46" />
        <source>the regions shown are kept</source>
        <translation>보이는 영역은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="50" />
        <source>one-vs-rest</source>
        <translation>일대다 (one-vs-rest)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="50" />
        <source>one-vs-one</source>
        <translation>일대일 (one-vs-one)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="61" />
        <source>Trained when this view is shown.</source>
        <translation>이 보기를 열면 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="75" />
        <source>Add points of at least two classes.</source>
        <translation>적어도 두 클래스의 점을 추가하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="85" />
        <source>Training the multiclass machines…</source>
        <translation>다중 클래스 분류기 학습 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="95" />
        <source>Dark cells in one-vs-one: pairwise votes tie there ('?'), {share:.1f}% of the plane. One-vs-rest takes the largest f_k(x); DAG eliminates one class per machine and never ties.</source>
        <translation>일대일의 어두운 칸: 쌍별 투표가 비기는 곳('?')으로 평면의 {share:.1f}%입니다. 일대다는 가장 큰 f_k(x)를 택하고, DAG는 분류기마다 클래스 하나를 지우므로 비기지 않습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="120" />
        <source>The second feature φ(x)</source>
        <translation>두 번째 특징 φ(x)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="123" />
        <source>New points</source>
        <translation>새 점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="123" />
        <source>Draw new 1-D data</source>
        <translation>새 1차원 데이터를 뽑습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="126" />
        <source>the picture shown is kept</source>
        <translation>보이는 그림은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="129" />
        <source>1-D: no threshold separates them</source>
        <translation>1차원: 어떤 문턱값도 나누지 못함</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="131" />
        <source>with φ(x): a line separates them</source>
        <translation>φ(x)를 더하면: 직선 하나가 나눔</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="140" />
        <source>Second feature</source>
        <translation>두 번째 특징</translation>
    </message>
    <message>
        <location filename="../tabs/svm/views.py" line="185" />
        <source>Linear SVM on (x, φ(x)): w = ({w0:.3g}, {w1:.3g}), b = {b:.3g}. Back on the line the boundary becomes %n threshold(s) at {cuts}: a kernel draws this for free.</source>
        <translation>(x, φ(x))에서의 선형 SVM: w = ({w0:.3g}, {w1:.3g}), b = {b:.3g}. 직선으로 되돌리면 경계는 {cuts}의 문턱값 %n개가 됩니다: 커널은 이것을 공짜로 그려 줍니다.</translation>
    </message>
</context>
<context>
    <name>Course</name>
    <message>
        <location filename="../course.py" line="38" />
        <source>language layers, morphemes, agglutinative languages, parts of speech, structure</source>
        <translation>언어의 층위, 형태소, 교착어, 품사, 구조</translation>
    </message>
    <message>
        <location filename="../course.py" line="42" />
        <source>regular expressions, tokenizing, normalising, sentence splitting, collocations, minimum edit distance</source>
        <translation>정규 표현식, 토큰화, 정규화, 문장 분리, 연어, 최소 편집 거리</translation>
    </message>
    <message>
        <location filename="../course.py" line="47" />
        <source>n-gram models, smoothing, perplexity, the noisy channel</source>
        <translation>n-gram 모델, 스무딩, 퍼플렉서티, 잡음 채널</translation>
    </message>
    <message>
        <location filename="../course.py" line="50" />
        <source>generative and discriminative models, k-NN, accuracy, precision, recall, F1, micro and macro averages</source>
        <translation>생성 모델과 판별 모델, k-NN, 정확도, 정밀도, 재현율, F1, 마이크로·매크로 평균</translation>
    </message>
    <message>
        <location filename="../course.py" line="54" />
        <source>c_MAP in log space, unigram and bigram features, add-one, the spam case study</source>
        <translation>로그 공간의 c_MAP, 유니그램·바이그램 특징, add-one, 스팸 사례</translation>
    </message>
    <message>
        <location filename="../course.py" line="58" />
        <source>Markov chains, HMMs, forward (the trellis), backward, Viterbi, Baum–Welch</source>
        <translation>마르코프 체인, HMM, 전향(트렐리스), 후향, 비터비, 바움–웰치</translation>
    </message>
    <message>
        <location filename="../course.py" line="63" />
        <source>maximum entropy from constraints, Lagrange multipliers, softmax regression</source>
        <translation>제약 조건에서의 최대 엔트로피, 라그랑주 승수, softmax 회귀</translation>
    </message>
    <message>
        <location filename="../course.py" line="67" />
        <source>context-free grammars, PCFGs, the CKY chart</source>
        <translation>문맥 자유 문법, PCFG, CKY 차트</translation>
    </message>
    <message>
        <location filename="../course.py" line="70" />
        <source>least squares, gradient descent, bias and variance</source>
        <translation>최소 제곱, 경사 하강법, 편향과 분산</translation>
    </message>
    <message>
        <location filename="../course.py" line="73" />
        <source>the least-squares classifier's failure, the Bayes decision rule, sigmoid and softmax, gradient ascent, Newton</source>
        <translation>최소 제곱 분류기의 실패, 베이즈 결정 규칙, 시그모이드와 softmax, 경사 상승법, 뉴턴 방법</translation>
    </message>
    <message>
        <location filename="../course.py" line="78" />
        <source>margins, hard and soft margins, the dual, KKT, SMO, hinge loss</source>
        <translation>마진, 하드·소프트 마진, 쌍대 문제, KKT, SMO, 힌지 손실</translation>
    </message>
    <message>
        <location filename="../course.py" line="82" />
        <source>one-vs-rest, one-vs-one, DAG, kernels, the |x| feature map</source>
        <translation>일대다, 일대일, DAG, 커널, |x| 특징 사상</translation>
    </message>
    <message>
        <location filename="../course.py" line="86" />
        <source>perceptron, AND/OR/XOR, multilayer perceptron, backpropagation, activations</source>
        <translation>퍼셉트론, AND/OR/XOR, 다층 퍼셉트론, 역전파, 활성화 함수</translation>
    </message>
    <message>
        <location filename="../course.py" line="90" />
        <source>bias and variance, cross-validation, ensembles, AdaBoost, decision trees, pruning</source>
        <translation>편향과 분산, 교차 검증, 앙상블, AdaBoost, 결정 트리, 가지치기</translation>
    </message>
    <message>
        <location filename="../course.py" line="94" />
        <source>Bayesian networks</source>
        <translation>베이지안 네트워크</translation>
    </message>
    <message>
        <location filename="../course.py" line="97" />
        <source>k-means, k-means++, k-medoids, soft k-means, Gaussian mixtures</source>
        <translation>k-means, k-means++, k-medoids, soft k-means, 가우시안 혼합</translation>
    </message>
    <message>
        <location filename="../course.py" line="102" />
        <source>latent variables, Jensen's inequality, the EM bound F(q, θ), the KL gap</source>
        <translation>잠재 변수, 옌센 부등식, EM 하한 F(q, θ), KL 간격</translation>
    </message>
    <message>
        <location filename="../course.py" line="106" />
        <source>feature selection, PCA, MDS, LSI</source>
        <translation>특징 선택, PCA, MDS, LSI</translation>
    </message>
    <message>
        <location filename="../course.py" line="109" />
        <source>MLE, MAP, the Bayesian posterior, conjugate priors, risk = bias² + variance</source>
        <translation>MLE, MAP, 베이즈 사후 분포, 켤레 사전분포, 위험 = 편향² + 분산</translation>
    </message>
    <message>
        <location filename="../course.py" line="113" />
        <source>Bernoulli Naive Bayes, Laplace smoothing, event models, functional and geometric margins</source>
        <translation>베르누이 나이브 베이즈, 라플라스 스무딩, 사건 모델, 함수적·기하적 마진</translation>
    </message>
    <message>
        <location filename="../course.py" line="117" />
        <source>joint tables, Bayes' rule, the 대출 Laplace example, Bayes-optimal classifiers</source>
        <translation>결합 확률표, 베이즈 규칙, 대출 라플라스 예제, 베이즈 최적 분류기</translation>
    </message>
    <message>
        <location filename="../course.py" line="121" />
        <source>the term–document matrix, filter feature selection, PCA, MDS, LSI</source>
        <translation>단어–문서 행렬, 필터 방식 특징 선택, PCA, MDS, LSI</translation>
    </message>
    <message>
        <location filename="../course.py" line="128" />
        <source>Words that occur together more often than chance predicts (tested by the t-test)</source>
        <translation>우연보다 자주 함께 나타나는 단어들 (t-검정으로 검증)</translation>
    </message>
    <message>
        <location filename="../course.py" line="132" />
        <source>The smallest unit of language that carries meaning</source>
        <translation>뜻을 가진 가장 작은 언어 단위</translation>
    </message>
    <message>
        <location filename="../course.py" line="135" />
        <source>The form a word is listed under in a dictionary</source>
        <translation>사전에 올라 있는 단어의 형태</translation>
    </message>
    <message>
        <location filename="../course.py" line="138" />
        <source>A language that builds words by gluing morphemes in a row, as Korean does</source>
        <translation>한국어처럼 형태소를 차례로 붙여 단어를 만드는 언어</translation>
    </message>
    <message>
        <location filename="../course.py" line="142" />
        <source>A word's grammatical class (noun, verb, …): the tags an HMM tagger predicts</source>
        <translation>단어의 문법적 부류(명사, 동사 …): HMM 태거가 예측하는 태그</translation>
    </message>
    <message>
        <location filename="../course.py" line="146" />
        <source>The fewest insertions, deletions and substitutions turning one string into another</source>
        <translation>한 문자열을 다른 문자열로 바꾸는 가장 적은 삽입·삭제·치환 수</translation>
    </message>
    <message>
        <location filename="../course.py" line="150" />
        <source>tp / (tp + fp): the share of predicted positives that are right</source>
        <translation>tp / (tp + fp): 양성으로 예측한 것 중 맞은 비율</translation>
    </message>
    <message>
        <location filename="../course.py" line="154" />
        <source>tp / (tp + fn): the share of actual positives found</source>
        <translation>tp / (tp + fn): 실제 양성 중 찾아낸 비율</translation>
    </message>
    <message>
        <location filename="../course.py" line="157" />
        <source>(tp + tn) / N: the share of all predictions that are right</source>
        <translation>(tp + tn) / N: 전체 예측 중 맞은 비율</translation>
    </message>
    <message>
        <location filename="../course.py" line="160" />
        <source>2PR / (P + R)</source>
        <translation>2PR / (P + R)</translation>
    </message>
    <message>
        <location filename="../course.py" line="163" />
        <source>A model of p(x, y) against a model of p(y | x)</source>
        <translation>p(x, y)의 모델과 p(y | x)의 모델</translation>
    </message>
    <message>
        <location filename="../course.py" line="166" />
        <source>Belief before and after the data</source>
        <translation>데이터를 보기 전과 본 후의 믿음</translation>
    </message>
    <message>
        <location filename="../course.py" line="169" />
        <source>How probable the data are under the parameters</source>
        <translation>모수 아래에서 데이터가 나올 확률</translation>
    </message>
    <message>
        <location filename="../course.py" line="172" />
        <source>The parameters that make the data most probable</source>
        <translation>데이터를 가장 그럴듯하게 만드는 모수</translation>
    </message>
    <message>
        <location filename="../course.py" line="175" />
        <source>A prior whose posterior has the same form</source>
        <translation>사후 분포가 같은 꼴이 되는 사전 분포</translation>
    </message>
    <message>
        <location filename="../course.py" line="178" />
        <source>The drop in entropy a split or a term gives</source>
        <translation>분할이나 단어가 주는 엔트로피 감소</translation>
    </message>
    <message>
        <location filename="../course.py" line="181" />
        <source>p(word | tag) in an HMM</source>
        <translation>HMM의 p(단어 | 태그)</translation>
    </message>
    <message>
        <location filename="../course.py" line="184" />
        <source>p(next state | state)</source>
        <translation>p(다음 상태 | 상태)</translation>
    </message>
    <message>
        <location filename="../course.py" line="187" />
        <source>What an HMM emits at time t (a word)</source>
        <translation>HMM이 시각 t에 내보내는 것(단어)</translation>
    </message>
    <message>
        <location filename="../course.py" line="190" />
        <source>A variable never observed, summed out or estimated by EM</source>
        <translation>관측되지 않아 합으로 없애거나 EM으로 추정하는 변수</translation>
    </message>
    <message>
        <location filename="../course.py" line="193" />
        <source>A density made of weighted components</source>
        <translation>가중치가 붙은 성분들로 이루어진 밀도</translation>
    </message>
    <message>
        <location filename="../course.py" line="196" />
        <source>How mixed the classes at a tree node are</source>
        <translation>트리 노드에서 클래스가 섞인 정도</translation>
    </message>
    <message>
        <location filename="../course.py" line="199" />
        <source>Several models combined by voting, bagging or boosting</source>
        <translation>투표, 배깅, 부스팅으로 결합한 여러 모델</translation>
    </message>
    <message>
        <location filename="../course.py" line="202" />
        <source>How far a point may sit inside the margin in a soft-margin SVM</source>
        <translation>소프트 마진 SVM에서 점이 마진 안쪽으로 들어올 수 있는 정도</translation>
    </message>
    <message>
        <location filename="../course.py" line="206" />
        <source>The chain rule run backwards through a network for every weight's gradient</source>
        <translation>모든 가중치의 기울기를 위해 네트워크를 거꾸로 따라가는 연쇄 법칙</translation>
    </message>
    <message>
        <location filename="../course.py" line="210" />
        <source>The non-linearity of a unit (sigmoid, tanh, ReLU)</source>
        <translation>유닛의 비선형성 (시그모이드, tanh, ReLU)</translation>
    </message>
    <message>
        <location filename="../course.py" line="213" />
        <source>Scoring a model on each fold after training on the others</source>
        <translation>나머지 폴드로 학습한 뒤 각 폴드에서 모델을 평가</translation>
    </message>
    <message>
        <location filename="../course.py" line="216" />
        <source>Points placed so their distances match given dissimilarities</source>
        <translation>주어진 비유사도에 거리가 맞도록 배치한 점들</translation>
    </message>
    <message>
        <location filename="../course.py" line="220" />
        <source>A direction of greatest variance</source>
        <translation>분산이 가장 큰 방향</translation>
    </message>
    <message>
        <location filename="../course.py" line="223" />
        <source>A matrix stored by its non-zero entries, as term–document matrices are</source>
        <translation>단어–문서 행렬처럼 0이 아닌 원소만 저장한 행렬</translation>
    </message>
    <message>
        <location filename="../course.py" line="227" />
        <source>The class (or parameters) with the highest posterior</source>
        <translation>사후 확률이 가장 큰 클래스(또는 모수)</translation>
    </message>
    <message>
        <location filename="../course.py" line="230" />
        <source>States that emit observations; only the observations are seen</source>
        <translation>관측을 내보내는 상태들; 보이는 것은 관측뿐</translation>
    </message>
    <message>
        <location filename="../course.py" line="234" />
        <source>The most probable state sequence by dynamic programming</source>
        <translation>동적 계획법으로 찾는 가장 그럴듯한 상태열</translation>
    </message>
    <message>
        <location filename="../course.py" line="237" />
        <source>P(O) by summing over every path, from the left or the right</source>
        <translation>왼쪽 또는 오른쪽에서 모든 경로를 합해 구하는 P(O)</translation>
    </message>
    <message>
        <location filename="../course.py" line="240" />
        <source>A training point on or inside the margin: the SVM's solution rests on these</source>
        <translation>마진 위나 안쪽의 학습 점: SVM의 해는 이 점들에 달려 있다</translation>
    </message>
    <message>
        <location filename="../course.py" line="244" />
        <source>An inner product in a feature space computed without going there</source>
        <translation>특징 공간으로 가지 않고 계산하는 그 공간의 내적</translation>
    </message>
    <message>
        <location filename="../course.py" line="248" />
        <source>The most uniform distribution that meets the constraints</source>
        <translation>제약 조건을 만족하는 가장 고른 분포</translation>
    </message>
    <message>
        <location filename="../course.py" line="251" />
        <source>Adding one to every count so nothing seen zero times gets probability 0</source>
        <translation>모든 빈도에 1을 더해 한 번도 안 본 것도 확률 0이 되지 않게 함</translation>
    </message>
    <message>
        <location filename="../course.py" line="255" />
        <source>2 to the cross-entropy: how surprised a language model is per word</source>
        <translation>교차 엔트로피의 2 거듭제곱: 언어 모델이 단어마다 놀라는 정도</translation>
    </message>
    <message>
        <location filename="../course.py" line="259" />
        <source>Grouping points by similarity without labels</source>
        <translation>레이블 없이 비슷한 점끼리 묶기</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="72" />
        <source>Course map</source>
        <translation>강의 지도</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="33" />
        <source>best {best:.0%}</source>
        <translation>최고 {best:.0%}</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="31" />
        <source>%n exercise(s) tried</source>
        <translation>연습 문제 %n종 시도</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="32" />
        <source>%n solved</source>
        <translation>%n종 해결</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="35" />
        <source>questions {right} of {total} right</source>
        <translation>문항 {total}개 중 {right}개 정답</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="37" />
        <source>%n question(s) right</source>
        <translation>문항 %n개 정답</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="73" />
        <source>The chapters of the course notes, by their own titles (the notes write each title after its content), and where Trellis teaches each one. Double-click a view to open it; Practice in each tab keeps what you have practised.</source>
        <translation>강의 노트의 장을 노트의 제목 그대로(노트는 각 장의 제목을 내용 뒤에 적습니다) 보여 주고, Trellis의 어느 화면에서 배우는지 알려 줍니다. 화면을 두 번 클릭하면 열립니다. 각 탭의 연습(Practice)에서 푼 기록이 여기에 남습니다.</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="78" />
        <source>Chapter or view</source>
        <translation>장 또는 화면</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="79" />
        <source>What it teaches</source>
        <translation>배우는 내용</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="80" />
        <source>Practised</source>
        <translation>연습 기록</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="85" />
        <source>In the notes: {where}</source>
        <translation>노트의 위치: {where}</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="88" />
        <source>(no view yet)</source>
        <translation>(아직 화면 없음)</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="138" />
        <source>Glossary</source>
        <translation>용어집</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="139" />
        <source>Search in Korean or English…</source>
        <translation>한국어나 영어로 찾기…</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="141" />
        <source>Korean</source>
        <translation>한국어</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="141" />
        <source>English</source>
        <translation>영어</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="142" />
        <source>Symbol</source>
        <translation>기호</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="142" />
        <source>Definition</source>
        <translation>정의</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="143" />
        <source>Where</source>
        <translation>화면</translation>
    </message>
</context>
<context>
    <name>HistoryPlot</name>
    <message>
        <location filename="../plots/history_plot.py" line="38" />
        <source>Step or Run: the objective of each step appears here</source>
        <translation>단계 또는 실행: 단계마다의 목적 함수 값이 여기에 나타납니다</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="27" />
        <source>Text processing</source>
        <translation>텍스트 처리</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="28" />
        <source>Spam filtering</source>
        <translation>스팸 필터링</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="29" />
        <source>HMM tagging</source>
        <translation>HMM 품사 태깅</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="30" />
        <source>Clustering</source>
        <translation>군집화</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="32" />
        <source>SVM</source>
        <translation>SVM</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="37" />
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="38" />
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="39" />
        <source>Open &amp;Recent</source>
        <translation>최근 파일(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="40" />
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="41" />
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="42" />
        <source>&amp;About Trellis</source>
        <translation>Trellis 정보(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="43" />
        <source>Open a file or start from a sample; Step (Space) or Run (Ctrl+R) the algorithms.</source>
        <translation>파일을 열거나 예제로 시작하세요. 알고리즘은 단계(Space) 또는 실행(Ctrl+R)으로 진행합니다.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="167" />
        <source>Not opened: {problems}</source>
        <translation>열지 못한 파일: {problems}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="174" />
        <source>Open data for the tab on show</source>
        <translation>지금 보이는 탭의 데이터를 엽니다</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="193" />
        <location filename="../main_window.py" line="228" />
        <source>{tab}: what to try first</source>
        <translation>{tab}: 먼저 해 볼 것</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="199" />
        <source>About Trellis</source>
        <translation>Trellis 정보</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="199" />
        <source>Trellis — a workbench for studying classic NLP and machine learning, one iteration at a time.</source>
        <translation>Trellis — 고전적인 자연어 처리와 기계 학습을 한 반복씩 따라가며 공부하는 작업대.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="250" />
        <source>(no recent files)</source>
        <translation>(최근 파일 없음)</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="13" />
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="14" />
        <source>&amp;Larger text</source>
        <translation>글자 크게(&amp;L)</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="15" />
        <source>&amp;Smaller text</source>
        <translation>글자 작게(&amp;S)</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="16" />
        <source>&amp;Normal text size</source>
        <translation>기본 글자 크기(&amp;N)</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="17" />
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="18" />
        <source>Follow the &amp;system</source>
        <translation>시스템 설정 따르기(&amp;S)</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="19" />
        <source>&amp;Light</source>
        <translation>밝게(&amp;L)</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="20" />
        <source>&amp;Dark</source>
        <translation>어둡게(&amp;D)</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="21" />
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="22" />
        <source>&amp;Course map…</source>
        <translation>강의 지도(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="23" />
        <source>&amp;Glossary…</source>
        <translation>용어집(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../window_view.py" line="73" />
        <source>Text at {scale:.0%} of the normal size (Ctrl+= larger, Ctrl+− smaller, Ctrl+0 normal).</source>
        <translation>글자 크기 {scale:.0%} (Ctrl+= 크게, Ctrl+− 작게, Ctrl+0 기본).</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="39" />
        <source>&amp;Save Session…</source>
        <translation>세션 저장(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="40" />
        <source>Open &amp;Session…</source>
        <translation>세션 열기(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="41" />
        <source>&amp;Export run…</source>
        <translation>실행 내보내기(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>Navigator</name>
    <message>
        <location filename="../tabs/clustering/tab.py" line="94" />
        <source>[ML] 9–10. Clustering, EM</source>
        <translation>[ML] 9–10. 군집화, EM</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="95" />
        <source>Clustering run</source>
        <translation>군집화 실행</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="96" />
        <source>k-means, k-medoids, soft k-means and Gaussian mixtures stepped on the points</source>
        <translation>점들 위에서 한 단계씩: k-means, k-medoids, soft k-means, 가우시안 혼합</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="98" />
        <source>k-means vs k-medoids</source>
        <translation>k-means 대 k-medoids</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="99" />
        <source>Both on the same points, with outliers</source>
        <translation>이상치가 있는 같은 점들 위에서 둘을 비교</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="100" />
        <source>Choose K</source>
        <translation>K 고르기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="101" />
        <source>The elbow, BIC and AIC against K</source>
        <translation>K에 따른 엘보, BIC, AIC</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="102" />
        <source>[ML] 11. Dimensionality reduction</source>
        <translation>[ML] 11. 차원 축소</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="103" />
        <source>Documents</source>
        <translation>문서</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="104" />
        <source>Texts as points: the term matrix, its clusters, purity and ARI</source>
        <translation>점이 된 텍스트: 단어 행렬, 군집, 순도와 ARI</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="106" />
        <source>Reduction</source>
        <translation>축소</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="107" />
        <source>PCA, LSI and MDS, stepped</source>
        <translation>PCA, LSI, MDS를 한 단계씩</translation>
    </message>
    <message>
        <location filename="../widgets/navigator.py" line="123" />
        <source>Practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <location filename="../widgets/navigator.py" line="124" />
        <source>Exercises</source>
        <translation>연습 문제</translation>
    </message>
    <message>
        <location filename="../widgets/navigator.py" line="125" />
        <source>Problems generated and graded by the engine, and the chapters' questions</source>
        <translation>엔진이 만들고 채점하는 문제와 장별 문제</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="193" />
        <source>Tagging a corpus</source>
        <translation>말뭉치 태깅</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="194" />
        <location filename="../tabs/spam/tab.py" line="119" />
        <source>Evaluation</source>
        <translation>평가</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="195" />
        <source>Accuracy on known and unknown words, the baseline, the confusion table, the beam</source>
        <translation>아는 단어와 모르는 단어의 정확도, 기준선, 혼동 표, 빔</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="197" />
        <source>[NLP] 6. Hidden Markov Model</source>
        <translation>[NLP] 6. 은닉 마르코프 모델</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="198" />
        <source>Markov chain</source>
        <translation>마르코프 체인</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="199" />
        <source>Tags as states, transitions as a graph</source>
        <translation>상태인 태그와 전이를 그래프로</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="200" />
        <source>Trellis</source>
        <translation>트렐리스</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="201" />
        <source>Viterbi δ, forward α, backward β, column by column</source>
        <translation>비터비 δ, 전향 α, 후향 β를 열마다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="203" />
        <source>Baum–Welch</source>
        <translation>바움–웰치</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="204" />
        <source>EM for an HMM, stepped</source>
        <translation>HMM의 EM을 한 단계씩</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="205" />
        <source>Hand-entered HMM</source>
        <translation>직접 입력한 HMM</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="206" />
        <source>Your own π, A and B</source>
        <translation>직접 정한 π, A, B</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="207" />
        <source>[NLP] 8. Language Parsing</source>
        <translation>[NLP] 8. 구문 분석</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="209" />
        <source>Parsing</source>
        <translation>구문 분석</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="210" />
        <source>A PCFG and CKY: the chart cell by cell</source>
        <translation>PCFG와 CKY: 차트를 한 칸씩 채우기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="118" />
        <source>[NLP] 4. Classification</source>
        <translation>[NLP] 4. 분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="120" />
        <source>Naive Bayes, logistic regression and a linear SVM on the same split: P, R, F1, ROC, the confusion matrix</source>
        <translation>같은 분할에서 나이브 베이즈, 로지스틱 회귀, 선형 SVM: 정밀도, 재현율, F1, ROC, 혼동 행렬</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="124" />
        <source>Discriminative models</source>
        <translation>판별 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="125" />
        <source>Logistic regression by Newton/IRLS and by gradient descent, stepped</source>
        <translation>뉴턴/IRLS와 경사 하강법으로 한 단계씩 학습하는 로지스틱 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="127" />
        <source>[NLP] 5. Naive Bayes</source>
        <translation>[NLP] 5. 나이브 베이즈</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="128" />
        <source>Explain a message</source>
        <translation>메시지 설명</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="129" />
        <source>p(class | x) and every word's contribution</source>
        <translation>p(클래스 | x)와 단어마다의 기여</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="130" />
        <source>Informative words</source>
        <translation>정보가 많은 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="131" />
        <source>The most telling words per class</source>
        <translation>클래스마다 가장 잘 드러내는 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="132" />
        <source>Dimensionality reduction</source>
        <translation>차원 축소</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="133" />
        <source>Feature selection</source>
        <translation>특징 선택</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="134" />
        <source>DF, IG, χ², BNS … for every term</source>
        <translation>모든 단어의 DF, IG, χ², BNS …</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="135" />
        <source>[NLP] 7. MaxEnt</source>
        <translation>[NLP] 7. 최대 엔트로피</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="136" />
        <source>MaxEnt</source>
        <translation>MaxEnt</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="137" />
        <source>The maximum-entropy distribution from constraints</source>
        <translation>제약 조건에서 얻는 최대 엔트로피 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="139" />
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="140" />
        <source>MaxEnt classification over several classes</source>
        <translation>여러 클래스에 대한 MaxEnt 분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="141" />
        <location filename="../tabs/svm/chapters.py" line="25" />
        <source>[ML] 7. Model selection</source>
        <translation>[ML] 7. 모델 선택</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="142" />
        <source>Choosing a model</source>
        <translation>모델 고르기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="143" />
        <source>Splits, folds, validation curves, grid search, nested CV, learning curves</source>
        <translation>분할, 폴드, 검증 곡선, 격자 탐색, 중첩 교차 검증, 학습 곡선</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="145" />
        <location filename="../tabs/spam/tab.py" line="146" />
        <source>Estimation</source>
        <translation>추정</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="147" />
        <source>MLE, MAP and the Bayesian posterior</source>
        <translation>MLE, MAP, 베이즈 사후 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="148" />
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="149" />
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="150" />
        <source>Every message read and every file skipped</source>
        <translation>읽은 모든 메시지와 건너뛴 모든 파일</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="7" />
        <source>[ML] 4. SVM</source>
        <translation>[ML] 4. SVM</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="8" />
        <source>SMO</source>
        <translation>SMO</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="9" />
        <source>Sequential minimal optimisation on the dual, one pair a step</source>
        <translation>쌍대 문제의 순차적 최소 최적화(SMO), 한 단계에 한 쌍</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="11" />
        <source>[ML] 5. Multiclass &amp; kernels</source>
        <translation>[ML] 5. 다중 클래스와 커널</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="12" />
        <source>Multiclass</source>
        <translation>다중 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="13" />
        <source>One-vs-rest, one-vs-one and DAG</source>
        <translation>일대다, 일대일, DAG</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="14" />
        <source>Feature map</source>
        <translation>특징 사상</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="15" />
        <source>1-D data made separable by x → (x, |x|)</source>
        <translation>x → (x, |x|)로 분리 가능해지는 1차원 데이터</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="16" />
        <source>[ML] 3. Logistic regression</source>
        <translation>[ML] 3. 로지스틱 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="17" />
        <source>Losses &amp;&amp; logistic regression</source>
        <translation>손실 함수와 로지스틱 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="18" />
        <source>0–1, hinge, logistic, squared and smoothed losses; LR against the SVM</source>
        <translation>0–1, 힌지, 로지스틱, 제곱, 매끄러운 손실; SVM과 비교한 로지스틱 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="20" />
        <source>[ML] 6. Neural network</source>
        <translation>[ML] 6. 신경망</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="21" />
        <source>Perceptron</source>
        <translation>퍼셉트론</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="22" />
        <source>w ← w + y x, update by update</source>
        <translation>w ← w + y x, 갱신 하나씩</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="23" />
        <source>MLP</source>
        <translation>다층 퍼셉트론</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="24" />
        <source>Backpropagation stepped, hidden units drawn</source>
        <translation>한 단계씩 역전파, 은닉 유닛을 그림으로</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="26" />
        <source>AdaBoost</source>
        <translation>AdaBoost</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="27" />
        <source>Stumps, sample weights and αₜ per round</source>
        <translation>라운드마다 그루터기, 표본 가중치, αₜ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="28" />
        <source>Tree</source>
        <translation>결정 트리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="29" />
        <source>One split per step by information gain or Gini</source>
        <translation>정보 획득 또는 지니로 한 단계에 한 번 분할</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="30" />
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="31" />
        <source>Every model side by side on the same points</source>
        <translation>같은 점들 위의 모든 모델을 나란히</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="125" />
        <source>[NLP] 2. Text processing</source>
        <translation>[NLP] 2. 텍스트 처리</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="126" />
        <source>Tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="127" />
        <source>Normalize</source>
        <translation>정규화</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="128" />
        <source>Sentences</source>
        <translation>문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="130" />
        <source>Collocations</source>
        <translation>연어</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="131" />
        <source>Edit distance</source>
        <translation>편집 거리</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="133" />
        <source>[NLP] 3. Language modeling</source>
        <translation>[NLP] 3. 언어 모델</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="134" />
        <source>Language model</source>
        <translation>언어 모델</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="135" />
        <source>Spelling</source>
        <translation>철자 교정</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <location filename="../widgets/notes_panel.py" line="30" />
        <source>In the notes</source>
        <translation>노트에서</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="34" />
        <source>Erratum</source>
        <translation>정오표</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="35" />
        <source>Convention</source>
        <translation>표기 관례</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="36" />
        <source>The notes: “{notes}”</source>
        <translation>노트의 표기: “{notes}”</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="37" />
        <source>Trellis: {correct}</source>
        <translation>Trellis: {correct}</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="39" />
        <source>{chapter}, seed {seed} line {line}</source>
        <translation>{chapter}, 시드 {seed} {line}행</translation>
    </message>
</context>
<context>
    <name>PracticeView</name>
    <message numerus="yes">
        <location filename="../widgets/practice.py" line="325" />
        <source>Best {best:.0%}; solved %n time(s).</source>
        <translation><numerusform>최고 {best:.0%}; %n번 풀었습니다.</numerusform></translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../session_window.py" line="30" />
        <source>Trellis session (*{suffix})</source>
        <translation>Trellis 세션 (*{suffix})</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="87" />
        <source>The current run as an animation and a report folder (index.html, plots, formulas with numbers, tables as CSV)</source>
        <translation>현재 실행을 애니메이션과 보고서 폴더로 내보냅니다 (index.html, 그래프, 숫자를 넣은 수식, CSV 표)</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="141" />
        <source>Saved the session as {name}.</source>
        <translation>세션을 {name}(으)로 저장했습니다.</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="145" />
        <location filename="../session_window.py" line="248" />
        <source>Save session</source>
        <translation>세션 저장</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="161" />
        <source>Open session</source>
        <translation>세션 열기</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="185" />
        <source>Opened the session.</source>
        <translation>세션을 열었습니다.</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="197" />
        <location filename="../session_window.py" line="256" />
        <source>Session</source>
        <translation>세션</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="214" />
        <source>This tab has no stepped run to export; use its own Export buttons.</source>
        <translation>이 탭에는 내보낼 단계 실행이 없습니다. 탭의 내보내기 버튼을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="219" />
        <source>Exported the run to {folder}.</source>
        <translation>실행을 {folder}에 내보냈습니다.</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="224" />
        <source>Export the run into a folder</source>
        <translation>실행을 내보낼 폴더</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="239" />
        <source>Save the session?</source>
        <translation>세션을 저장할까요?</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="240" />
        <source>The runs and settings changed since the session was last saved. Save them, so you can reopen them where you left off?</source>
        <translation>마지막으로 저장한 뒤 실행과 설정이 바뀌었습니다. 저장해서 다음에 멈춘 곳에서 다시 열까요?</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="265" />
        <source>Reopen the last session?</source>
        <translation>마지막 세션을 다시 열까요?</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="266" />
        <source>Reopen {name}, where you left off?</source>
        <translation>{name}을(를) 멈춘 곳에서 다시 열까요?</translation>
    </message>
</context>
<context>
    <name>StepControls</name>
    <message>
        <location filename="../widgets/step_controls.py" line="14" />
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="15" />
        <source>Advance exactly one step (one phase of an iteration)</source>
        <translation>정확히 한 단계(반복의 한 국면) 진행합니다</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="17" />
        <location filename="../widgets/step_controls.py" line="229" />
        <location filename="../widgets/step_controls.py" line="293" />
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="18" />
        <source>Run the algorithm, animated; long runs speed up as they go</source>
        <translation>알고리즘을 애니메이션으로 실행합니다. 긴 실행은 갈수록 빨라집니다</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="20" />
        <source>Run to end</source>
        <translation>끝까지 실행</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="21" />
        <source>Compute the rest of the run at full speed, then scrub the history</source>
        <translation>남은 실행을 최고 속도로 계산한 뒤 기록을 되돌려 볼 수 있습니다</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="23" />
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="24" />
        <source>Pause the run</source>
        <translation>실행을 잠시 멈춥니다</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="25" />
        <source>Reset</source>
        <translation>초기화</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="26" />
        <source>Discard the run and go back to the initial state; the same seed replays it exactly</source>
        <translation>실행을 버리고 초기 상태로 돌아갑니다. 같은 시드는 같은 실행을 그대로 재현합니다</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="29" />
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="30" />
        <source>Stop the computation now; the steps so far are kept</source>
        <translation>계산을 지금 멈춥니다. 지금까지의 단계는 남습니다</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="32" />
        <source>Speed</source>
        <translation>속도</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="33" />
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="34" />
        <source>History</source>
        <translation>기록</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="35" />
        <source>Predict</source>
        <translation>예측</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="36" />
        <source>Predict the next step before it is drawn: Step asks you on the picture, then shows the step and grades your answer</source>
        <translation>다음 단계를 그려지기 전에 예측합니다: 단계를 누르면 그림 위에서 묻고, 답한 뒤 단계를 보여 주며 채점합니다</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="91" />
        <source>Animation speed: left is slow (1 step/s), right is as fast as the computer can go</source>
        <translation>애니메이션 속도: 왼쪽은 느리게(초당 1단계), 오른쪽은 컴퓨터가 낼 수 있는 최고 속도</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="97" />
        <source>Scrub back through every step of this run (0 = start)</source>
        <translation>이번 실행의 모든 단계를 되돌려 봅니다 (0 = 시작)</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="104" />
        <source>Random seed of the run: the same seed replays a run exactly</source>
        <translation>실행의 난수 시드: 같은 시드는 같은 실행을 그대로 재현합니다</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="116" />
        <source>Iterations done out of the maximum</source>
        <translation>최대 반복 수 중 진행한 반복</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="118" />
        <source>Step (Space) or Run (Ctrl+R) to start.</source>
        <translation>단계(Space) 또는 실행(Ctrl+R)으로 시작하세요.</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="214" />
        <source>{right} of {asked} right</source>
        <translation>{asked}개 중 {right}개 맞음</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="229" />
        <location filename="../widgets/step_controls.py" line="293" />
        <source>Resume</source>
        <translation>계속</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="256" />
        <source>iteration {done} / {total}</source>
        <translation>반복 {done} / {total}</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="275" />
        <source>converged at iteration {done} (at most {total})</source>
        <translation>반복 {done}에서 수렴 (최대 {total})</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="276" />
        <source>converged at iteration {done}</source>
        <translation>반복 {done}에서 수렴</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="285" />
        <source>step {k} / {n}</source>
        <translation>단계 {k} / {n}</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="111" />
        <source>Answer on the picture first: {prompt}</source>
        <translation>먼저 그림 위에서 답하세요: {prompt}</translation>
    </message>
</context>
</TS>