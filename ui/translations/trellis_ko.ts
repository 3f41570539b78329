<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name />
    <message>
        <location filename="../tabs/clustering/predict.py" line="41" />
        <location filename="../tabs/hmm/predict.py" line="51" />
        <location filename="../tabs/hmm/predict.py" line="101" />
        <location filename="../tabs/hmm/predict_hand.py" line="67" />
        <location filename="../tabs/hmm/predict_parse.py" line="35" />
        <location filename="../tabs/spam/predict.py" line="21" />
        <location filename="../tabs/svm/predict.py" line="30" />
        <location filename="../tabs/svm/predict.py" line="123" />
        <location filename="../tabs/svm/predict.py" line="149" />
        <location filename="../tabs/text/predict.py" line="16" />
        <location filename="../widgets/practice.py" line="279" />
        <source>right</source>
        <translation>오른쪽</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="41" />
        <location filename="../tabs/hmm/predict.py" line="51" />
        <location filename="../tabs/hmm/predict.py" line="101" />
        <location filename="../tabs/hmm/predict_hand.py" line="67" />
        <location filename="../tabs/hmm/predict_parse.py" line="35" />
        <location filename="../tabs/spam/predict.py" line="21" />
        <location filename="../tabs/svm/predict.py" line="30" />
        <location filename="../tabs/svm/predict.py" line="123" />
        <location filename="../tabs/svm/predict.py" line="149" />
        <location filename="../tabs/text/predict.py" line="16" />
        <source>not quite</source>
        <translation>아쉽습니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="69" />
        <source>{mark}: R&lt;sub&gt;ik&lt;/sub&gt; = 1 for k = argmin&lt;sub&gt;k&lt;/sub&gt; ‖x&lt;sub&gt;i&lt;/sub&gt; − μ&lt;sub&gt;k&lt;/sub&gt;‖². For point {i}: ‖x − μ&lt;sub&gt;k&lt;/sub&gt;‖² = {rows}; you chose {guess} ({mine:.4g}), the nearest is {truth} ({best:.4g}).</source>
        <translation>{mark}: k = argmin&lt;sub&gt;k&lt;/sub&gt; ‖x&lt;sub&gt;i&lt;/sub&gt; − μ&lt;sub&gt;k&lt;/sub&gt;‖²일 때 R&lt;sub&gt;ik&lt;/sub&gt; = 1. 점 {i}의 ‖x − μ&lt;sub&gt;k&lt;/sub&gt;‖² = {rows}; 고른 중심은 {guess} ({mine:.4g}), 가장 가까운 중심은 {truth} ({best:.4g}).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="77" />
        <source>Predict: which centre will the ringed point join? Click that centre.</source>
        <translation>예측: 동그라미 친 점은 어느 중심에 속하게 될까요? 그 중심을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="99" />
        <source>{mark}: μ&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt; x&lt;sub&gt;i&lt;/sub&gt; / Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt;, the mean of the cluster's points. Cluster {k} has {n} points with sum {total}, so μ&lt;sub&gt;{k}&lt;/sub&gt; = {mean}. You put it at {guess}, {off:.3g} away (within {tol:.3g}, a quarter of the cluster's spread, counts as right).</source>
        <translation>{mark}: μ&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt; x&lt;sub&gt;i&lt;/sub&gt; / Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt;, 곧 군집에 속한 점들의 평균입니다. 군집 {k}에는 점이 {n}개 있고 그 합이 {total}이므로 μ&lt;sub&gt;{k}&lt;/sub&gt; = {mean}입니다. 당신은 {guess}에 두었고, {off:.3g}만큼 떨어져 있습니다 (군집 퍼짐의 4분의 1인 {tol:.3g} 안이면 맞음).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="109" />
        <source>Predict: where will the ringed centre move? Drag it there (or click the spot).</source>
        <translation>예측: 고리로 표시한 중심은 어디로 옮겨 갈까요? 그곳으로 끌어 놓으세요 (또는 그 자리를 클릭하세요).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="158" />
        <source>{mark}: r&lt;sub&gt;ik&lt;/sub&gt; = π&lt;sub&gt;k&lt;/sub&gt; N(x&lt;sub&gt;i&lt;/sub&gt; | θ&lt;sub&gt;k&lt;/sub&gt;) / Σ&lt;sub&gt;l&lt;/sub&gt; π&lt;sub&gt;l&lt;/sub&gt; N(x&lt;sub&gt;i&lt;/sub&gt; | θ&lt;sub&gt;l&lt;/sub&gt;). For point {i}: {rows}. You said {guess} (each within {tol} counts as right).</source>
        <translation>{mark}: r&lt;sub&gt;ik&lt;/sub&gt; = π&lt;sub&gt;k&lt;/sub&gt; N(x&lt;sub&gt;i&lt;/sub&gt; | θ&lt;sub&gt;k&lt;/sub&gt;) / Σ&lt;sub&gt;l&lt;/sub&gt; π&lt;sub&gt;l&lt;/sub&gt; N(x&lt;sub&gt;i&lt;/sub&gt; | θ&lt;sub&gt;l&lt;/sub&gt;). 점 {i}: {rows}. 당신의 답은 {guess}입니다 (각 값이 {tol} 안이면 맞음).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="156" />
        <source>Predict: how will the ringed point be shared between the components? Set a slider per component, then Answer.</source>
        <translation>예측: 고리로 표시한 점은 성분들에 어떻게 나뉠까요? 성분마다 슬라이더를 맞춘 뒤 답하기를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="178" />
        <source>{mark}: R&lt;sub&gt;ik&lt;/sub&gt; = exp(−β‖x&lt;sub&gt;i&lt;/sub&gt; − μ&lt;sub&gt;k&lt;/sub&gt;‖²) / Σ&lt;sub&gt;l&lt;/sub&gt; exp(−β‖x&lt;sub&gt;i&lt;/sub&gt; − μ&lt;sub&gt;l&lt;/sub&gt;‖²). For point {i}: {rows}. You said {guess} (each within {tol} counts as right).</source>
        <translation>{mark}: R&lt;sub&gt;ik&lt;/sub&gt; = exp(−β‖x&lt;sub&gt;i&lt;/sub&gt; − μ&lt;sub&gt;k&lt;/sub&gt;‖²) / Σ&lt;sub&gt;l&lt;/sub&gt; exp(−β‖x&lt;sub&gt;i&lt;/sub&gt; − μ&lt;sub&gt;l&lt;/sub&gt;‖²). 점 {i}: {rows}. 당신의 답은 {guess}입니다 (각 값이 {tol} 안이면 맞음).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="176" />
        <source>Predict: how will the ringed point be shared between the centres? Set a slider per centre, then Answer.</source>
        <translation>예측: 고리로 표시한 점은 중심들에 어떻게 나뉠까요? 중심마다 슬라이더를 맞춘 뒤 답하기를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="278" />
        <source>Click on a centre (a cross) to say which one the ringed point joins.</source>
        <translation>동그라미 친 점이 속할 중심(×표)을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict.py" line="52" />
        <source>{mark}: ψ&lt;sub&gt;t&lt;/sub&gt;({state}) = argmax&lt;sub&gt;r&lt;/sub&gt; δ&lt;sub&gt;t−1&lt;/sub&gt;(r) + log A(r→{state}). Yours: {mine}. The best: {best}.</source>
        <translation>{mark}: ψ&lt;sub&gt;t&lt;/sub&gt;({state}) = argmax&lt;sub&gt;r&lt;/sub&gt; δ&lt;sub&gt;t−1&lt;/sub&gt;(r) + log A(r→{state}). 고른 것: {mine}. 가장 좋은 것: {best}.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict.py" line="57" />
        <source>Predict: which node of “{word}” is the best predecessor of the ringed {state}? Click it.</source>
        <translation>예측: 동그라미 친 {state}의 가장 좋은 이전 노드는 “{word}”의 어느 노드일까요? 그 노드를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict.py" line="95" />
        <location filename="../tabs/hmm/predict.py" line="98" />
        <source>{state}: log α {a:.3f} + log A {t:.3f}, {share:.1%} of the sum</source>
        <translation>{state}: log α {a:.3f} + log A {t:.3f}, 합의 {share:.1%}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict.py" line="102" />
        <source>{mark}: α&lt;sub&gt;t&lt;/sub&gt;({state}) = B&lt;sub&gt;{state}&lt;/sub&gt;(w&lt;sub&gt;t&lt;/sub&gt;) Σ&lt;sub&gt;r&lt;/sub&gt; α&lt;sub&gt;t−1&lt;/sub&gt;(r) A(r→{state}); the dominant term is the largest α&lt;sub&gt;t−1&lt;/sub&gt;(r) A(r→{state}). Yours: {mine}. The dominant: {best}.</source>
        <translation>{mark}: α&lt;sub&gt;t&lt;/sub&gt;({state}) = B&lt;sub&gt;{state}&lt;/sub&gt;(w&lt;sub&gt;t&lt;/sub&gt;) Σ&lt;sub&gt;r&lt;/sub&gt; α&lt;sub&gt;t−1&lt;/sub&gt;(r) A(r→{state}); 가장 큰 항은 α&lt;sub&gt;t−1&lt;/sub&gt;(r) A(r→{state})가 최대인 항입니다. 고른 답: {mine}. 가장 큰 항: {best}.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict.py" line="108" />
        <source>Predict: which node of “{word}” contributes most to α of the ringed {state}? Click it.</source>
        <translation>예측: “{word}”의 어느 노드가 동그라미 친 {state}의 α에 가장 크게 기여할까요? 클릭하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict.py" line="145" />
        <source>Click a node of the previous column (“{word}”).</source>
        <translation>이전 열(“{word}”)의 노드를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict.py" line="17" />
        <source>{mark}: E({i}, {j}) = min(delete {d:g}, insert {n:g}, substitute or match {s:g}) = {v:g}; you typed {g:g}.</source>
        <translation>{mark}: E({i}, {j}) = min(삭제 {d:g}, 삽입 {n:g}, 치환 또는 일치 {s:g}) = {v:g}; 입력한 값은 {g:g}.</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict.py" line="22" />
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
        <location filename="../widgets/practice.py" line="108" />
        <source>Questions of the chapters</source>
        <translation>장별 문제</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="164" />
        <source>Exercise</source>
        <translation>연습</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="166" />
        <source>What to practise</source>
        <translation>연습할 내용</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="165" />
        <source>Level</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="91" />
        <source>the exercise shown is kept</source>
        <translation>보이는 연습은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="168" />
        <source>1 is small; higher levels make the problem bigger</source>
        <translation>1은 작은 문제이고, 단계가 높을수록 문제가 커집니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="171" />
        <source>New problem</source>
        <translation>새 문제</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="172" />
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
        <location filename="../widgets/practice.py" line="173" />
        <location filename="../widgets/practice.py" line="179" />
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
        <location filename="../widgets/practice.py" line="173" />
        <source>Grade every part of your answer</source>
        <translation>답의 모든 부분을 채점합니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="174" />
        <source>Hint</source>
        <translation>힌트</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="174" />
        <source>Fill one wrong part, with its formula</source>
        <translation>틀린 부분 하나를 식과 함께 채웁니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="175" />
        <source>Solution</source>
        <translation>풀이</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="175" />
        <source>Show every part's value</source>
        <translation>모든 부분의 값을 보입니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="179" />
        <source>Part</source>
        <translation>부분</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="179" />
        <source>Your answer</source>
        <translation>내 답</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="215" />
        <source>Working…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="228" />
        <source>Shown in: {view}</source>
        <translation>보여 주는 화면: {view}</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="285" />
        <source>Score {score:.0%}.</source>
        <translation>점수 {score:.0%}.</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="294" />
        <source>Every part is right already.</source>
        <translation>모든 부분이 이미 맞았습니다.</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="311" />
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
    <message numerus="yes">
        <location filename="../widgets/course_dialogs.py" line="36" />
        <source>%n exercise(s) tried</source>
        <translation><numerusform>연습 문제 %n종 시도</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/course_dialogs.py" line="37" />
        <source>%n solved</source>
        <translation><numerusform>%n종 해결</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/course_dialogs.py" line="42" />
        <source>%n question(s) right</source>
        <translation><numerusform>문항 %n개 정답</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/stepping.py" line="176" />
        <source>Finished after %n step(s): {how}.</source>
        <translation><numerusform>%n단계 뒤 끝났습니다: {how}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/stepping.py" line="178" />
        <source>Cancelled after %n step(s); the steps so far are kept.</source>
        <translation><numerusform>%n단계 뒤 취소했습니다. 지금까지의 단계는 남아 있습니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="26" />
        <source>&lt;p&gt;Second order: a state is a tag pair (t&lt;sub&gt;1&lt;/sub&gt; t&lt;sub&gt;2&lt;/sub&gt;) and emits t&lt;sub&gt;2&lt;/sub&gt;; (t&lt;sub&gt;1&lt;/sub&gt; t&lt;sub&gt;2&lt;/sub&gt;) can only move to (t&lt;sub&gt;2&lt;/sub&gt; t&lt;sub&gt;3&lt;/sub&gt;), with A = P(t&lt;sub&gt;3&lt;/sub&gt; | t&lt;sub&gt;1&lt;/sub&gt;, t&lt;sub&gt;2&lt;/sub&gt;) from TnT's deleted interpolation λ&lt;sub&gt;1&lt;/sub&gt;P̂(t&lt;sub&gt;3&lt;/sub&gt;) + λ&lt;sub&gt;2&lt;/sub&gt;P̂(t&lt;sub&gt;3&lt;/sub&gt; | t&lt;sub&gt;2&lt;/sub&gt;) + λ&lt;sub&gt;3&lt;/sub&gt;P̂(t&lt;sub&gt;3&lt;/sub&gt; | t&lt;sub&gt;1&lt;/sub&gt;, t&lt;sub&gt;2&lt;/sub&gt;) — the notes' “n−1-gram states”.&lt;/p&gt;</source>
        <translation>&lt;p&gt;2차: 상태는 태그 쌍 (t&lt;sub&gt;1&lt;/sub&gt; t&lt;sub&gt;2&lt;/sub&gt;)이고 t&lt;sub&gt;2&lt;/sub&gt;를 방출합니다. (t&lt;sub&gt;1&lt;/sub&gt; t&lt;sub&gt;2&lt;/sub&gt;)는 (t&lt;sub&gt;2&lt;/sub&gt; t&lt;sub&gt;3&lt;/sub&gt;)로만 전이하며, A = P(t&lt;sub&gt;3&lt;/sub&gt; | t&lt;sub&gt;1&lt;/sub&gt;, t&lt;sub&gt;2&lt;/sub&gt;)는 TnT의 삭제 보간 λ&lt;sub&gt;1&lt;/sub&gt;P̂(t&lt;sub&gt;3&lt;/sub&gt;) + λ&lt;sub&gt;2&lt;/sub&gt;P̂(t&lt;sub&gt;3&lt;/sub&gt; | t&lt;sub&gt;2&lt;/sub&gt;) + λ&lt;sub&gt;3&lt;/sub&gt;P̂(t&lt;sub&gt;3&lt;/sub&gt; | t&lt;sub&gt;1&lt;/sub&gt;, t&lt;sub&gt;2&lt;/sub&gt;)로 구합니다 — 노트의 “n−1-gram 상태”입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="80" />
        <source>&lt;h3&gt;{name} at ({state}, {word})&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;({state}, {word})의 {name}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="82" />
        <source>&lt;p&gt;value {value:.4f}&lt;/p&gt;</source>
        <translation>&lt;p&gt;값 {value:.4f}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="86" />
        <source>&lt;p&gt;best predecessor (back-pointer ψ): {state}&lt;/p&gt;</source>
        <translation>&lt;p&gt;최선의 이전 상태 (역포인터 ψ): {state}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="99" />
        <source>&lt;p&gt;{word}: known word; its emission scores come from its training counts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{word}: 아는 단어입니다. 방출 점수는 학습 데이터의 빈도에서 나옵니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="101" />
        <source>&lt;p&gt;{word}: unknown word; its emission scores come from its shape and suffix.&lt;/p&gt;</source>
        <translation>&lt;p&gt;{word}: 모르는 단어입니다. 방출 점수는 단어의 모양과 접미사에서 나옵니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="110" />
        <source>&lt;p&gt;&lt;b&gt;{word}&lt;/b&gt; is a known word (seen {counts}); the best emission scores log P(w | t): {best}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{word}&lt;/b&gt;은(는) 아는 단어입니다 (관측 빈도 {counts}). 가장 높은 방출 점수 log P(w | t): {best}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="114" />
        <source>&lt;p&gt;&lt;b&gt;{word}&lt;/b&gt; is unknown and the tagger has no unknown-word model: every tag scores the same, only the transitions decide.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{word}&lt;/b&gt;은(는) 모르는 단어이고 태거에 미등록어 모델이 없습니다. 모든 태그의 점수가 같아 전이 확률만으로 정해집니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="121" />
        <source>&lt;p&gt;&lt;b&gt;{word}&lt;/b&gt; was never seen in training. It goes to the trie of {shape}; the longest suffix found there is &lt;b&gt;-{suffix}&lt;/b&gt;, which decides. P(t | suffix) = (P̂ + θ·P(t | shorter suffix)) / (1 + θ), θ = {theta:.3f}; then log P(w | t) = log P(t | suffix) − log P(t) + const.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{word}&lt;/b&gt;은(는) 학습 중에 한 번도 나오지 않았습니다. {shape}의 트라이로 가서 찾은 가장 긴 접미사 &lt;b&gt;-{suffix}&lt;/b&gt;가 결정합니다. P(t | 접미사) = (P̂ + θ·P(t | 더 짧은 접미사)) / (1 + θ), θ = {theta:.3f}; 그러면 log P(w | t) = log P(t | 접미사) − log P(t) + 상수.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="127" />
        <source>suffix</source>
        <translation>접미사</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="128" />
        <source>rare tokens</source>
        <translation>희귀 토큰</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="128" />
        <source>P(t | suffix), top 3</source>
        <translation>P(t | 접미사), 상위 3개</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain.py" line="129" />
        <source>&lt;p&gt;Best emission scores: {best}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;가장 높은 방출 점수: {best}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_bayes.py" line="22" />
        <source>True</source>
        <translation>참</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_bayes.py" line="22" />
        <source>False</source>
        <translation>거짓</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_bayes.py" line="50" />
        <source>&lt;h3&gt;A Bayesian network&lt;/h3&gt;&lt;p&gt;The joint factorises along the graph: P(x&lt;sub&gt;1&lt;/sub&gt;, …, x&lt;sub&gt;n&lt;/sub&gt;) = Π&lt;sub&gt;i&lt;/sub&gt; P(x&lt;sub&gt;i&lt;/sub&gt; | parents(x&lt;sub&gt;i&lt;/sub&gt;)). This network needs {params} numbers in its CPTs; its full joint table needs {joint}.&lt;/p&gt;&lt;p&gt;Click a node to edit its CPT, give each variable its role (query, observed value, hidden), then Infer: the joint, inference by enumeration and variable elimination stepped factor by factor, checked against the brute-force joint.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;베이즈 네트워크&lt;/h3&gt;&lt;p&gt;결합 분포는 그래프를 따라 인수분해됩니다: P(x&lt;sub&gt;1&lt;/sub&gt;, …, x&lt;sub&gt;n&lt;/sub&gt;) = Π&lt;sub&gt;i&lt;/sub&gt; P(x&lt;sub&gt;i&lt;/sub&gt; | 부모(x&lt;sub&gt;i&lt;/sub&gt;)). 이 네트워크의 CPT에는 숫자 {params}개가 필요하고, 전체 결합 분포표에는 {joint}개가 필요합니다.&lt;/p&gt;&lt;p&gt;노드를 클릭해 CPT를 고치고, 변수마다 역할(질의, 관측값, 숨은 변수)을 정한 뒤 추론을 누르세요: 결합 분포, 열거에 의한 추론, 인자 하나씩 진행하는 변수 소거를 전수 계산한 결합 분포와 맞춰 봅니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_bayes.py" line="64" />
        <source>&lt;h3&gt;Restrict to the evidence&lt;/h3&gt;&lt;p&gt;Each CPT P(X | parents) becomes a factor; the observed variables are fixed at their values, so their axes drop out. Elimination order: {order}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;증거로 제한&lt;/h3&gt;&lt;p&gt;각 CPT P(X | 부모)가 인자(factor)가 됩니다. 관측된 변수는 그 값으로 고정되어 축이 사라집니다. 소거 순서: {order}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_bayes.py" line="67" />
        <source>nothing to eliminate</source>
        <translation>소거할 변수 없음</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_bayes.py" line="69" />
        <source>&lt;h3&gt;Eliminate {var}: multiply&lt;/h3&gt;&lt;p&gt;The factors that mention {var} are multiplied on the union of their variables: {result} = {used} ({cells} cells).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;{var} 소거: 곱하기&lt;/h3&gt;&lt;p&gt;{var}을(를) 포함하는 인자들을 변수의 합집합 위에서 곱합니다: {result} = {used} (칸 {cells}개).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_bayes.py" line="76" />
        <source>&lt;h3&gt;Eliminate {var}: sum out&lt;/h3&gt;&lt;p&gt;τ({rest}) = Σ&lt;sub&gt;{var}&lt;/sub&gt; {product}: {var} is gone from the pool.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;{var} 소거: 합으로 없애기&lt;/h3&gt;&lt;p&gt;τ({rest}) = Σ&lt;sub&gt;{var}&lt;/sub&gt; {product}: 이제 인자 모음에 {var}이(가) 없습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_bayes.py" line="80" />
        <source>&lt;h3&gt;Normalise&lt;/h3&gt;&lt;p&gt;The factors left mention only the query: their product {used} is P(Q, e); divided by its sum P(e) it is P(Q | e).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;정규화&lt;/h3&gt;&lt;p&gt;남은 인자에는 질의 변수만 있습니다. 그 곱 {used}이(가) P(Q, e)이고, 합 P(e)로 나누면 P(Q | e)입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_bayes.py" line="84" />
        <source>&lt;p&gt;The pool after this step (largest factor so far: {largest} cells):&lt;/p&gt;</source>
        <translation>&lt;p&gt;이 단계 후의 인자 모음 (지금까지 가장 큰 인자: 칸 {largest}개):&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_bayes.py" line="95" />
        <source>&lt;h3&gt;Checked against the brute-force joint&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Variable elimination&lt;/b&gt;&lt;br&gt;{ve}&lt;/p&gt;&lt;p&gt;&lt;b&gt;Enumeration&lt;/b&gt; (Σ over {m} assignments of the hidden variables)&lt;br&gt;{enum}&lt;/p&gt;&lt;p&gt;&lt;b&gt;Brute-force joint&lt;/b&gt; (sum of the joint table's rows that agree with the evidence)&lt;br&gt;{brute}&lt;/p&gt;&lt;p&gt;P(e) = {pe:.6g}; largest difference between the three: {diff:.2e}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;전수 계산한 결합 분포와 대조&lt;/h3&gt;&lt;p&gt;&lt;b&gt;변수 소거&lt;/b&gt;&lt;br&gt;{ve}&lt;/p&gt;&lt;p&gt;&lt;b&gt;열거&lt;/b&gt; (숨은 변수의 할당 {m}개에 대한 Σ)&lt;br&gt;{enum}&lt;/p&gt;&lt;p&gt;&lt;b&gt;전수 계산 결합 분포&lt;/b&gt; (결합 분포표에서 증거와 맞는 행의 합)&lt;br&gt;{brute}&lt;/p&gt;&lt;p&gt;P(e) = {pe:.6g}; 세 결과의 최대 차이: {diff:.2e}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_em.py" line="20" />
        <source>&lt;h3&gt;Baum–Welch on the loaded corpus&lt;/h3&gt;&lt;p&gt;The tags are hidden: EM sees only the words of the first 500 sentences (the 299 most frequent, lower-cased; every other word is &amp;lt;unk&amp;gt;) and fits an HMM with as many hidden states as the corpus has tags. Its states are not the treebank's tags: when the run ends, each state is named by the tag it covers most (many-to-one).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;불러온 말뭉치에서 Baum–Welch&lt;/h3&gt;&lt;p&gt;태그는 숨깁니다: EM은 처음 500문장의 단어만 봅니다 (가장 자주 나오는 299개를 소문자로, 나머지 단어는 모두 &amp;lt;unk&amp;gt;). 말뭉치의 태그 수만큼 잠재 상태를 둔 HMM을 학습합니다. 그 상태는 트리뱅크의 태그가 아닙니다: 실행이 끝나면 각 상태를 가장 많이 덮는 태그의 이름으로 부릅니다 (다대일).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_em.py" line="26" />
        <source>&lt;p&gt;Open a tagged corpus first (the toolbar).&lt;/p&gt;</source>
        <translation>&lt;p&gt;먼저 (도구 모음에서) 태그된 말뭉치를 여세요.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_em.py" line="28" />
        <source>&lt;p&gt;Step (Space) or Run to start EM.&lt;/p&gt;</source>
        <translation>&lt;p&gt;단계(Space) 또는 실행으로 EM을 시작하세요.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_em.py" line="36" />
        <source>state</source>
        <translation>상태</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_em.py" line="37" />
        <source>tag it covers most</source>
        <translation>가장 많이 덮는 태그</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_em.py" line="37" />
        <source>likeliest words (B)</source>
        <translation>가장 그럴듯한 단어 (B)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_em.py" line="39" />
        <source>&lt;p&gt;iteration {k}: log-likelihood {ll:.4f}&lt;/p&gt;</source>
        <translation>&lt;p&gt;반복 {k}: 로그 가능도 {ll:.4f}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_em.py" line="42" />
        <source>&lt;p&gt;Many-to-one accuracy of the Viterbi states: &lt;b&gt;{acc:.1%}&lt;/b&gt; of {n:,} tokens (each state read as the tag it covers most).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Viterbi 상태의 다대일 정확도: 토큰 {n:,}개 중 &lt;b&gt;{acc:.1%}&lt;/b&gt; (각 상태를 가장 많이 덮는 태그로 읽음).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="35" />
        <source>&lt;p&gt;&lt;i&gt;Note on the notes:&lt;/i&gt; their β(t, i) multiplies by p(o = s&lt;sub&gt;t&lt;/sub&gt; | h&lt;sub&gt;i&lt;/sub&gt;), the emission of the current position, and sums β&lt;sub&gt;0&lt;/sub&gt; without π. Trellis uses the standard β&lt;sub&gt;t&lt;/sub&gt;(i) = Σ&lt;sub&gt;j&lt;/sub&gt; A&lt;sub&gt;ij&lt;/sub&gt; B&lt;sub&gt;j&lt;/sub&gt;(o&lt;sub&gt;t+1&lt;/sub&gt;) β&lt;sub&gt;t+1&lt;/sub&gt;(j) (Rabiner; Jurafsky &amp;amp; Martin), whose P(O) = Σ π&lt;sub&gt;i&lt;/sub&gt; B&lt;sub&gt;i&lt;/sub&gt;(o&lt;sub&gt;1&lt;/sub&gt;) β&lt;sub&gt;1&lt;/sub&gt;(i) equals Σ α&lt;sub&gt;T&lt;/sub&gt;. The values are computed in log space so long sequences do not underflow; they are shown here as probabilities.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;i&gt;노트에 대한 주의:&lt;/i&gt; 노트의 β(t, i)는 현재 위치의 방출 확률 p(o = s&lt;sub&gt;t&lt;/sub&gt; | h&lt;sub&gt;i&lt;/sub&gt;)를 곱하고, β&lt;sub&gt;0&lt;/sub&gt;를 π 없이 더합니다. Trellis는 표준식 β&lt;sub&gt;t&lt;/sub&gt;(i) = Σ&lt;sub&gt;j&lt;/sub&gt; A&lt;sub&gt;ij&lt;/sub&gt; B&lt;sub&gt;j&lt;/sub&gt;(o&lt;sub&gt;t+1&lt;/sub&gt;) β&lt;sub&gt;t+1&lt;/sub&gt;(j) (Rabiner; Jurafsky &amp;amp; Martin)를 쓰며, 그 P(O) = Σ π&lt;sub&gt;i&lt;/sub&gt; B&lt;sub&gt;i&lt;/sub&gt;(o&lt;sub&gt;1&lt;/sub&gt;) β&lt;sub&gt;1&lt;/sub&gt;(i)는 Σ α&lt;sub&gt;T&lt;/sub&gt;와 같습니다. 긴 시퀀스에서도 언더플로가 없도록 로그 공간에서 계산하고, 여기서는 확률로 보여 줍니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="55" />
        <source>Hover or click a filled node to see its numbers.</source>
        <translation>채워진 노드에 마우스를 올리거나 클릭하면 숫자가 보입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="80" />
        <source>; ψ = {state} (back-pointer)</source>
        <translation>; ψ = {state} (역포인터)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="86" />
        <source>= 1 (nothing follows the last observation)</source>
        <translation>= 1 (마지막 관측 뒤에는 아무것도 없음)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="101" />
        <source>&lt;p&gt;log value {value:.4f}&lt;/p&gt;</source>
        <translation>&lt;p&gt;로그 값 {value:.4f}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="108" />
        <source>P(O) = 0: no path can produce the observations, so there is no best path.</source>
        <translation>P(O) = 0: 어떤 경로도 이 관측을 만들 수 없으므로 최선의 경로가 없습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="111" />
        <source>Best path {path}: P(path, O) = {p:.4g} (log {logp:.4f})</source>
        <translation>최선의 경로 {path}: P(경로, O) = {p:.4g} (log {logp:.4f})</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="115" />
        <source>Posteriors done; each column sums to 1. Most likely state at each position: {states}</source>
        <translation>사후 확률 완료. 각 열의 합은 1입니다. 위치마다 가장 그럴듯한 상태: {states}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="117" />
        <source>P(O) = {p:.4g} (log {logp:.6f}) from {name}; forward and backward give the same value.</source>
        <translation>{name}에서 구한 P(O) = {p:.4g} (log {logp:.6f}); 전향과 후향이 같은 값을 줍니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="131" />
        <source>The notes write the last factor of p(s0, s1, s0, s2) as p12 = p(s2 | s1); the state before s2 is s0, so it is p02 = p(s2 | s0)</source>
        <translation>노트는 p(s0, s1, s0, s2)의 마지막 인수를 p12 = p(s2 | s1)로 적지만, s2 앞의 상태는 s0이므로 p02 = p(s2 | s0)입니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="134" />
        <source> (with p12 the product would be {p:.4g})</source>
        <translation> (p12로 계산하면 곱은 {p:.4g})</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/explain_hand.py" line="136" />
        <source>. p(end | s2) is 1 here (π and A have no end state).</source>
        <translation>. 여기서 p(end | s2)는 1입니다 (π와 A에 끝 상태가 없음).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict_hand.py" line="68" />
        <source>{mark}: {sym}{t}({state}) = {formula} = {value:.4g}; you typed {guess}.</source>
        <translation>{mark}: {sym}{t}({state}) = {formula} = {value:.4g}; 입력한 값은 {guess}입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict_hand.py" line="73" />
        <source>Predict: type {sym}{t}({state}) to two significant digits into the cell marked ? (Table page), then press Return.</source>
        <translation>예측: {sym}{t}({state})를 유효숫자 두 자리로 ? 표시된 칸(표 페이지)에 입력하고 Return을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict_parse.py" line="37" />
        <source>{label} is in the cell with P = {p} ({rule})</source>
        <translation>{label}은(는) 칸에 P = {p}로 있습니다 ({rule})</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict_parse.py" line="39" />
        <source>no rule builds {label} over this span</source>
        <translation>이 구간에서 {label}을(를) 만드는 규칙이 없습니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict_parse.py" line="40" />
        <source>{mark}: the best entry of span {i}–{j} is {label}, P = {p}, built by {rule} at the split after word {k} (max over the rules A → B C and the splits k of P(A → B C) · P(B) · P(C)). Yours: {yours}.</source>
        <translation>{mark}: 구간 {i}–{j}의 최선 항목은 {label}, P = {p}이며 {k}번째 단어 뒤 분할에서 {rule}로 만들어집니다 (규칙 A → B C와 분할 k에 대한 P(A → B C) · P(B) · P(C)의 최댓값). 고른 답: {yours}.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/predict_parse.py" line="47" />
        <source>Predict: type the label of the best entry for span {i}–{j} “{words}” into the cell marked ?, then press Return.</source>
        <translation>예측: 구간 {i}–{j} “{words}”의 최선 항목의 레이블을 ? 표시된 칸에 입력하고 Return을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="22" />
        <source>unknown words {share} on {n:,} tokens</source>
        <translation>모르는 단어 {share} (토큰 {n:,}개)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="24" />
        <source>no unknown words in the held-out part</source>
        <translation>평가용 부분에 모르는 단어 없음</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="25" />
        <source>known words {share}</source>
        <translation>아는 단어 {share}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="26" />
        <source>no known words</source>
        <translation>아는 단어 없음</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="27" />
        <source>first-order</source>
        <translation>1차</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="28" />
        <source>second-order (λ unigram, bigram, trigram = {lambdas})</source>
        <translation>2차 (λ 유니그램, 바이그램, 트라이그램 = {lambdas})</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="31" />
        <source>morphemes</source>
        <translation>형태소</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="31" />
        <location filename="../tabs/text/views.py" line="180" />
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="32" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: {sentences:,} sentences, {tokens:,} {units}, {tags} tags; {order} tagger trained on {train:,} sentences (α = {alpha:g}, emission α = {ealpha:g}{beam}), tested on {test:,} ({test_tokens:,} {units}).&lt;br&gt;Held-out accuracy &lt;b&gt;{accuracy}&lt;/b&gt; ({known}, {unknown}) · most-frequent-tag baseline {baseline}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: 문장 {sentences:,}개, {units} {tokens:,}개, 태그 {tags}개; {order} 태거를 문장 {train:,}개로 학습 (α = {alpha:g}, 방출 α = {ealpha:g}{beam}), 문장 {test:,}개({units} {test_tokens:,}개)로 평가.&lt;br&gt;평가용 정확도 &lt;b&gt;{accuracy}&lt;/b&gt; ({known}, {unknown}) · 최빈 태그 기준선 {baseline}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="44" />
        <source>&lt;br&gt;First order on the same split: {accuracy} (known {known}, unknown {unknown}){speed} — second minus first: {diff}</source>
        <translation>&lt;br&gt;같은 분할에서 1차: {accuracy} (아는 단어 {known}, 모르는 단어 {unknown}){speed} — 2차 빼기 1차: {diff}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="52" />
        <source> · {rate:,.0f} tokens/s</source>
        <translation> · 초당 토큰 {rate:,.0f}개</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="57" />
        <source>{points:+.2f} points</source>
        <translation>{points:+.2f}%p</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="49" />
        <source>the score shown is kept</source>
        <translation>보이는 비용은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="66" />
        <source>Score an alignment</source>
        <translation>정렬의 비용 매기기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="48" />
        <location filename="../tabs/clustering/controls.py" line="86" />
        <location filename="../tabs/text/alignment_score.py" line="67" />
        <location filename="../tabs/text/views_edit_distance.py" line="132" />
        <location filename="../tabs/text/views_edit_distance.py" line="138" />
        <source>Source</source>
        <translation>원본</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="68" />
        <location filename="../tabs/text/views_edit_distance.py" line="132" />
        <location filename="../tabs/text/views_edit_distance.py" line="140" />
        <source>Target</source>
        <translation>목표</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="69" />
        <source>The source row, one symbol a column ('-' is a gap), e.g. S - N O W Y</source>
        <translation>원본 행, 열마다 기호 하나('-'는 빈칸), 예: S - N O W Y</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="71" />
        <source>The target row under it, e.g. S U N N - Y</source>
        <translation>그 아래의 목표 행, 예: S U N N - Y</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="72" />
        <location filename="../tabs/text/views_lm_pages.py" line="87" />
        <source>Score</source>
        <translation>비용 계산</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="72" />
        <source>Cost of this alignment with the costs above, against the edit distance</source>
        <translation>위의 비용으로 이 정렬의 비용을 계산해 편집 거리와 비교합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="75" />
        <source>Notes' alignment {k}</source>
        <translation>노트의 정렬 {k}</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="76" />
        <source>The notes' alignment {k} of SNOWY → SUNNY: {top} over {bottom}</source>
        <translation>강의 노트의 SNOWY → SUNNY 정렬 {k}: 위 {top}, 아래 {bottom}</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="82" />
        <source>Write an alignment (or take one of the notes'), then Score: each column is a match, a substitution, a deletion (over '-') or an insertion (under '-').</source>
        <translation>정렬을 쓰고(또는 노트의 정렬을 고르고) 비용 계산을 누르세요. 각 열은 일치, 대체, 삭제('-' 위) 또는 삽입('-' 아래)입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="62" />
        <source>the previous split is kept</source>
        <translation>이전 분할은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="104" />
        <source>4-class sample</source>
        <translation>4-클래스 예제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="105" />
        <source>Read the built-in sample with four classes (replaces the loaded corpus in every view)</source>
        <translation>클래스가 넷인 내장 예제를 읽습니다 (모든 보기에서 불러온 말뭉치를 바꿈)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="108" />
        <source>A folder with a sub-folder per class (any number of classes)</source>
        <translation>클래스마다 하위 폴더가 있는 폴더 (클래스 수는 자유)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="112" />
        <source>Weight of the data term; ½‖W‖² is the Gaussian prior (larger C: weaker prior)</source>
        <translation>데이터 항의 가중치. ½‖W‖²는 가우스 사전 분포입니다 (C가 클수록 약한 사전 분포)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="114" />
        <source>A held-out message whose feature functions are shown</source>
        <translation>특징 함수를 보여 줄 떼어 둔 메시지</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="116" />
        <source>L(W) − L*  (log scale)</source>
        <translation>L(W) − L*  (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="117" />
        <source>iteration (log scale)</source>
        <translation>반복 (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="118" />
        <source>Held-out message</source>
        <translation>떼어 둔 메시지</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="118" />
        <source>Solver</source>
        <translation>풀이법</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="120" />
        <source>Top words per class</source>
        <translation>클래스별 상위 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="120" />
        <source>f(x, y) of a message</source>
        <translation>메시지의 f(x, y)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="121" />
        <source>vs multinomial NB</source>
        <translation>다항 NB와 비교</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="210" />
        <source>Preparing the split…</source>
        <translation>분할을 준비하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="229" />
        <source>{k} classes ({names}): {train} training, {test} held-out messages, {terms} terms.</source>
        <translation>클래스 {k}개 ({names}): 학습 메시지 {train}개, 떼어 둔 메시지 {test}개, 단어 {terms}개.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="129" />
        <location filename="../tabs/spam/views_softmax.py" line="224" />
        <source>{summary} Step or Run to train.</source>
        <translation>{summary} 학습하려면 단계 또는 실행을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="242" />
        <source>Load a corpus first (the 4-class sample or a folder with a sub-folder per class): softmax trains on its training part.</source>
        <translation>먼저 말뭉치를 불러오세요(4-클래스 예제 또는 클래스마다 하위 폴더가 있는 폴더): softmax는 그 학습 부분으로 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="256" />
        <location filename="../tabs/text/alignment_score.py" line="94" />
        <location filename="../tabs/text/views_lm_pages.py" line="144" />
        <source>Scoring…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="268" />
        <source>{summary} Held-out accuracy: softmax {a:.4f}, multinomial NB {b:.4f}.</source>
        <translation>{summary} 떼어 둔 데이터 정확도: softmax {a:.4f}, 다항 NB {b:.4f}.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="43" />
        <source>the cluster terms shown are kept</source>
        <translation>보이는 군집 단어는 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="48" />
        <source>top terms × documents</source>
        <translation>상위 단어 × 문서</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="60" />
        <location filename="../tabs/clustering/views_documents.py" line="62" />
        <location filename="../tabs/spam/discriminative.py" line="165" />
        <location filename="../tabs/spam/views_softmax.py" line="310" />
        <source>weight</source>
        <translation>가중치</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="63" />
        <source>Point at a cell: its document, term and weight.</source>
        <translation>칸을 가리키면 그 문서, 단어, 가중치가 나옵니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="69" />
        <source>Search clusters…</source>
        <translation>군집 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="85" />
        <source>{summary} Weights: {formula}.</source>
        <translation>{summary} 가중치: {formula}.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="88" />
        <source>Choose Source: documents (Data box) to turn documents into points.</source>
        <translation>문서를 점으로 바꾸려면 원본: 문서를 고르세요 (데이터 상자).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="93" />
        <source>The term matrix appears here once documents are points.</source>
        <translation>문서가 점이 되면 단어 행렬이 여기에 나옵니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="97" />
        <source>Coordinates…</source>
        <translation>좌표…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="98" />
        <source>Save every document's coordinates (all k) and class as CSV</source>
        <translation>모든 문서의 좌표(k개 전부)와 클래스를 CSV로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="100" />
        <source>Concept terms…</source>
        <translation>개념 단어…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="101" />
        <source>Save each concept's (component's) top positive and negative terms as CSV</source>
        <translation>각 개념(성분)의 양·음 방향 상위 단어를 CSV로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="103" />
        <source>Assignments…</source>
        <translation>할당…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="104" />
        <source>Save each document's cluster (the step on show) as CSV</source>
        <translation>각 문서의 군집(보이는 단계의 것)을 CSV로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="106" />
        <source>Heat map…</source>
        <translation>히트맵…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="107" />
        <source>Save the heat map as PNG or SVG</source>
        <translation>히트맵을 PNG 또는 SVG로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="110" />
        <source>Export CSV:</source>
        <translation>CSV 내보내기:</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="137" />
        <source>Export heat map</source>
        <translation>히트맵 내보내기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="176" />
        <source>Summarising clusters…</source>
        <translation>군집을 요약하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="179" />
        <source>size</source>
        <translation>크기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="179" />
        <source>top terms</source>
        <translation>상위 단어</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="179" />
        <source>main class</source>
        <translation>주된 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="183" />
        <source>Run a clustering (Run view): each cluster's top terms appear here.</source>
        <translation>군집화를 실행하세요 (실행 보기): 각 군집의 상위 단어가 여기에 나옵니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="195" />
        <source>No class labels (a folder without sub-folders): purity and ARI need them.</source>
        <translation>클래스 레이블이 없습니다 (하위 폴더가 없는 폴더): 순도와 ARI에는 레이블이 필요합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="199" />
        <source>&lt;b&gt;purity&lt;/b&gt; = (1/n) Σ&lt;sub&gt;k&lt;/sub&gt; max&lt;sub&gt;c&lt;/sub&gt; |cluster k ∩ class c| = {purity:.3f}; &lt;b&gt;adjusted Rand index&lt;/b&gt; = {ari:.3f} (1: the clusters are the classes; about 0: no better than chance).</source>
        <translation>&lt;b&gt;순도&lt;/b&gt; = (1/n) Σ&lt;sub&gt;k&lt;/sub&gt; max&lt;sub&gt;c&lt;/sub&gt; |군집 k ∩ 클래스 c| = {purity:.3f}; &lt;b&gt;수정 랜드 지수(ARI)&lt;/b&gt; = {ari:.3f} (1: 군집이 곧 클래스, 0 근처: 우연보다 나을 것이 없음).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="247" />
        <source>{document} ({cls}) · {term} · weight {w:.3g}</source>
        <translation>{document} ({cls}) · {term} · 가중치 {w:.3g}</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="248" />
        <source>no class</source>
        <translation>클래스 없음</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="253" />
        <source>Save coordinates</source>
        <translation>좌표 저장</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="253" />
        <source>Save concepts</source>
        <translation>개념 저장</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="254" />
        <source>Save assignments</source>
        <translation>할당 저장</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="271" />
        <source>the built-in sample</source>
        <translation>내장 예제</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="273" />
        <source>{n} documents in {classes} classes from {source}: {terms} terms kept, {method} to {k} components.</source>
        <translation>{source}의 문서 {n}개 (클래스 {classes}개): 단어 {terms}개를 남기고 {method}(으)로 성분 {k}개까지 축소.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="277" />
        <source>{n} documents from {source}: {terms} terms kept, {method} to {k} components.</source>
        <translation>{source}의 문서 {n}개: 단어 {terms}개를 남기고 {method}(으)로 성분 {k}개까지 축소.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="320" />
        <source>&lt;b&gt;LSI&lt;/b&gt;: the truncated SVD X ≈ U&lt;sub&gt;k&lt;/sub&gt;Σ&lt;sub&gt;k&lt;/sub&gt;V&lt;sub&gt;k&lt;/sub&gt;ᵀ of the sparse documents × terms matrix; a document's point is its row of UΣ = XV, each concept a row of Vᵀ (a weighted mix of terms).</source>
        <translation>&lt;b&gt;LSI&lt;/b&gt;: 희소한 문서 × 단어 행렬의 절단 SVD X ≈ U&lt;sub&gt;k&lt;/sub&gt;Σ&lt;sub&gt;k&lt;/sub&gt;V&lt;sub&gt;k&lt;/sub&gt;ᵀ. 문서의 점은 UΣ = XV의 행이고, 각 개념은 Vᵀ의 행(단어들의 가중 혼합)입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="324" />
        <source>&lt;b&gt;PCA&lt;/b&gt;: Z = X − mean (divided by each column's s.d. for the correlation matrix), C = ZᵀZ/(n − 1) = VΛVᵀ; a document's point is its row of ZV&lt;sub&gt;k&lt;/sub&gt;, component j explains λ&lt;sub&gt;j&lt;/sub&gt;/Σλ of the variance.</source>
        <translation>&lt;b&gt;PCA&lt;/b&gt;: Z = X − 평균 (상관 행렬이면 열마다 표준 편차로 나눔), C = ZᵀZ/(n − 1) = VΛVᵀ. 문서의 점은 ZV&lt;sub&gt;k&lt;/sub&gt;의 행이고, 성분 j는 분산의 λ&lt;sub&gt;j&lt;/sub&gt;/Σλ를 설명합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="327" />
        <source>&lt;b&gt;MDS&lt;/b&gt;: points placed so that their distances match the documents' dissimilarities δ&lt;sub&gt;ij&lt;/sub&gt;. Classical: B = −½ J D⁽²⁾ J, X = V&lt;sub&gt;k&lt;/sub&gt;Λ&lt;sub&gt;k&lt;/sub&gt;&lt;sup&gt;½&lt;/sup&gt;. SMACOF: minimise the stress σ = Σ&lt;sub&gt;i&amp;lt;j&lt;/sub&gt;(d&lt;sub&gt;ij&lt;/sub&gt;(X) − δ&lt;sub&gt;ij&lt;/sub&gt;)² by Guttman transforms X ← (1/n)B(X)X.</source>
        <translation>&lt;b&gt;다차원척도법(MDS)&lt;/b&gt;: 점 사이 거리가 문서의 비유사도 δ&lt;sub&gt;ij&lt;/sub&gt;와 맞도록 점을 놓습니다. 고전적 MDS: B = −½ J D⁽²⁾ J, X = V&lt;sub&gt;k&lt;/sub&gt;Λ&lt;sub&gt;k&lt;/sub&gt;&lt;sup&gt;½&lt;/sup&gt;. SMACOF: Guttman 변환 X ← (1/n)B(X)X로 스트레스 σ = Σ&lt;sub&gt;i&amp;lt;j&lt;/sub&gt;(d&lt;sub&gt;ij&lt;/sub&gt;(X) − δ&lt;sub&gt;ij&lt;/sub&gt;)²를 최소화합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="336" />
        <source>&lt;p&gt;&lt;b&gt;Documents as points.&lt;/b&gt; Weights: {formula}.&lt;/p&gt;&lt;p&gt;{math}&lt;/p&gt;&lt;p&gt;Click a point to read its document.&lt;/p&gt;&lt;hr&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;점이 된 문서.&lt;/b&gt; 가중치: {formula}.&lt;/p&gt;&lt;p&gt;{math}&lt;/p&gt;&lt;p&gt;점을 클릭하면 그 문서를 읽을 수 있습니다.&lt;/p&gt;&lt;hr&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="344" />
        <source>none (no term kept)</source>
        <translation>없음 (남은 단어 없음)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="345" />
        <source>&lt;h3&gt;Document {i}: {name}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;문서 {i}: {name}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="350" />
        <source>&lt;p&gt;class {swatch} {name}&lt;/p&gt;</source>
        <translation>&lt;p&gt;클래스 {swatch} {name}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="356" />
        <source>&lt;p&gt;cluster {swatch} {k}&lt;/p&gt;</source>
        <translation>&lt;p&gt;군집 {swatch} {k}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_documents.py" line="358" />
        <source>&lt;p&gt;&lt;b&gt;top terms&lt;/b&gt; (weight): {terms}&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;상위 단어&lt;/b&gt; (가중치): {terms}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="313" />
        <source>Step or Run: the weights of the step on show appear here.</source>
        <translation>단계 또는 실행: 보이는 단계의 가중치가 여기 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="322" />
        <source>(Weights of step {i}: the history keeps those of every few steps only.) </source>
        <translation>(단계 {i}의 가중치: 기록은 몇 단계마다의 가중치만 남깁니다.) </translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="336" />
        <source>weight w(y, j)</source>
        <translation>가중치 w(y, j)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="352" />
        <source>x_j (unit row)</source>
        <translation>x_j (단위 행)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="352" />
        <source>w·f for {c}</source>
        <translation>{c}의 w·f</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="364" />
        <source>Feature functions f&lt;sub&gt;j,y&lt;/sub&gt;(x, y′) = x&lt;sub&gt;j&lt;/sub&gt;·[y′ = y]: the message's terms copied into class y's block. score(x, y) = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;y,j&lt;/sub&gt; x&lt;sub&gt;j&lt;/sub&gt; + b&lt;sub&gt;y&lt;/sub&gt; → {each}. Predicted &lt;b&gt;{best}&lt;/b&gt;, true &lt;b&gt;{truth}&lt;/b&gt;.</source>
        <translation>특징 함수 f&lt;sub&gt;j,y&lt;/sub&gt;(x, y′) = x&lt;sub&gt;j&lt;/sub&gt;·[y′ = y]: 메시지의 단어를 클래스 y의 블록에 복사합니다. score(x, y) = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;y,j&lt;/sub&gt; x&lt;sub&gt;j&lt;/sub&gt; + b&lt;sub&gt;y&lt;/sub&gt; → {each}. 예측 &lt;b&gt;{best}&lt;/b&gt;, 실제 &lt;b&gt;{truth}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="375" />
        <source>&lt;p&gt;Both trained on the same training part and scored on the same held-out part (softmax after {n} iterations).&lt;/p&gt;</source>
        <translation>&lt;p&gt;둘 다 같은 학습 부분으로 학습하고 같은 떼어 둔 부분에서 평가했습니다 (softmax는 반복 {n}번 뒤).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="378" />
        <source>F1 softmax</source>
        <translation>F1 softmax</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="378" />
        <source>F1 multinomial NB</source>
        <translation>F1 다항 NB</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="384" />
        <source>&lt;p&gt;p(y | x) = exp(w&lt;sub&gt;y&lt;/sub&gt;·x + b&lt;sub&gt;y&lt;/sub&gt;) / Σ&lt;sub&gt;y′&lt;/sub&gt; exp(w&lt;sub&gt;y′&lt;/sub&gt;·x + b&lt;sub&gt;y′&lt;/sub&gt;): the maximum-entropy model whose feature means match the training data is the softmax — MaxEnt classification is multinomial logistic regression. The loss is C Σ&lt;sub&gt;n&lt;/sub&gt; −log p(y&lt;sub&gt;n&lt;/sub&gt; | x&lt;sub&gt;n&lt;/sub&gt;) + ½‖W‖² (the ½‖W‖² is a Gaussian prior on the weights; the intercepts are not penalised). With two classes it is the logistic regression with C doubled. Naive Bayes models p(x | y) and counts once; softmax models p(y | x) and is optimised.&lt;/p&gt;</source>
        <translation>&lt;p&gt;p(y | x) = exp(w&lt;sub&gt;y&lt;/sub&gt;·x + b&lt;sub&gt;y&lt;/sub&gt;) / Σ&lt;sub&gt;y′&lt;/sub&gt; exp(w&lt;sub&gt;y′&lt;/sub&gt;·x + b&lt;sub&gt;y′&lt;/sub&gt;): 특징 평균이 학습 데이터와 맞는 최대 엔트로피 모델이 softmax입니다 — MaxEnt 분류는 다항 로지스틱 회귀입니다. 손실은 C Σ&lt;sub&gt;n&lt;/sub&gt; −log p(y&lt;sub&gt;n&lt;/sub&gt; | x&lt;sub&gt;n&lt;/sub&gt;) + ½‖W‖²입니다(½‖W‖²는 가중치의 가우스 사전 분포, 절편은 벌점 없음). 클래스가 둘이면 C를 두 배로 한 로지스틱 회귀입니다. 나이브 베이즈는 p(x | y)를 모델링하고 한 번 세며, softmax는 p(y | x)를 모델링하고 최적화합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="98" />
        <location filename="../tabs/text/views_edit_distance.py" line="308" />
        <source>match</source>
        <translation>일치</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="98" />
        <location filename="../tabs/text/views_edit_distance.py" line="308" />
        <source>substitute</source>
        <translation>대체</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="98" />
        <source>delete</source>
        <translation>삭제</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="99" />
        <source>insert</source>
        <translation>삽입</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="103" />
        <source>optimal: it reaches the edit distance {d:g}</source>
        <translation>최적: 편집 거리 {d:g}에 이릅니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="104" />
        <source>not optimal: the edit distance is {d:g}</source>
        <translation>최적이 아님: 편집 거리는 {d:g}입니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="107" />
        <source>cost = {terms} = &lt;b&gt;{cost:g}&lt;/b&gt; — {verdict}.</source>
        <translation>비용 = {terms} = &lt;b&gt;{cost:g}&lt;/b&gt; — {verdict}.</translation>
    </message>
    <message>
        <location filename="../tabs/text/alignment_score.py" line="111" />
        <source>This alignment costs {cost:g}; the edit distance is {d:g}.</source>
        <translation>이 정렬의 비용은 {cost:g}, 편집 거리는 {d:g}입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="57" />
        <source>the working shown is kept</source>
        <translation>보이는 계산 과정은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="79" />
        <source>The t-test by hand</source>
        <translation>손으로 하는 t-검정</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="80" />
        <source>w1</source>
        <translation>w1</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="80" />
        <source>c(w1)</source>
        <translation>c(w1)</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="80" />
        <source>w2</source>
        <translation>w2</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="80" />
        <source>c(w2)</source>
        <translation>c(w2)</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="81" />
        <source>c(w1 w2)</source>
        <translation>c(w1 w2)</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="81" />
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="83" />
        <source>Tokens in the whole text (the notes' N)</source>
        <translation>텍스트 전체의 토큰 수 (노트의 N)</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="84" />
        <source>new companies (Manning, Schütze)</source>
        <translation>교과서 예: new companies</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="85" />
        <source>Manning &amp; Schütze's example: c(new) = 15,828, c(companies) = 4,675, c(new companies) = 8, N = 14,307,668</source>
        <translation>Manning &amp; Schütze의 예: c(new) = 15,828, c(companies) = 4,675, c(new companies) = 8, N = 14,307,668</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="87" />
        <source>Selected bigram</source>
        <translation>선택한 바이그램</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="88" />
        <source>The counts of the bigram selected in the table</source>
        <translation>표에서 선택한 바이그램의 빈도</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="89" />
        <source>Test</source>
        <translation>검정</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="89" />
        <source>Work the t-test and χ² out</source>
        <translation>t-검정과 χ²를 풀어 봅니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="93" />
        <source>Type the four counts, or take an example, then Test.</source>
        <translation>네 빈도를 입력하거나 예를 고른 뒤 검정을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="110" />
        <source>Testing…</source>
        <translation>검정 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="118" />
        <source>t &gt; {c}: reject independence, “{w1} {w2}” is a collocation</source>
        <translation>t &gt; {c}: 독립 가설을 기각합니다. “{w1} {w2}”는 연어입니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="119" />
        <source>t ≤ {c}: independence is not rejected, “{w1} {w2}” is not shown to be a collocation</source>
        <translation>t ≤ {c}: 독립 가설을 기각하지 못합니다. “{w1} {w2}”가 연어라는 것은 보이지 않습니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="137" />
        <source>χ² = Σ (O − E)²/E over the 2×2 table = &lt;b&gt;{chi2:.4g}&lt;/b&gt;; E = row total × column total / N.</source>
        <translation>2×2 표에 대한 χ² = Σ (O − E)²/E = &lt;b&gt;{chi2:.4g}&lt;/b&gt;. E = 행 합계 × 열 합계 / N.</translation>
    </message>
    <message>
        <location filename="../tabs/text/collocations_by_hand.py" line="140" />
        <source>t = {t:.6g} for “{w1} {w2}”.</source>
        <translation>“{w1} {w2}”의 t = {t:.6g}.</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="24" />
        <source>maximum likelihood</source>
        <translation>최대 가능도(MLE)</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="24" />
        <source>add-one (Laplace)</source>
        <translation>더하기 1 (라플라스)</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="25" />
        <source>add-k (Lidstone)</source>
        <translation>더하기 k (Lidstone)</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="25" />
        <source>interpolation (EM λ)</source>
        <translation>보간 (EM λ)</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="26" />
        <source>interpolated Kneser–Ney</source>
        <translation>보간 Kneser–Ney</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="33" />
        <source>P(w | h) = λ₀/|V| + Σₖ λₖ Pₖ(w | last k−1 words), Pₖ = c/c(h) (λ by EM on development sentences: every 10th training sentence)</source>
        <translation>P(w | h) = λ₀/|V| + Σₖ λₖ Pₖ(w | 마지막 k−1 단어), Pₖ = c/c(h) (λ는 개발 문장에서 EM으로: 학습 문장 10개마다 하나)</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="35" />
        <source>Pₖ(w | h) = max(a(h w) − d, 0)/a(h) + d·N₁₊(h •)/a(h) · Pₖ₋₁(w | h′), a = counts at the top order, continuation counts N₁₊(• h w) below, P₀ = 1/|V|</source>
        <translation>Pₖ(w | h) = max(a(h w) − d, 0)/a(h) + d·N₁₊(h •)/a(h) · Pₖ₋₁(w | h′), a = 최고 차수에서는 빈도, 그 아래에서는 연속 빈도 N₁₊(• h w), P₀ = 1/|V|</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="54" />
        <source>|V| = {v:,} (with &amp;lt;/s&amp;gt; and &amp;lt;UNK&amp;gt;)</source>
        <translation>|V| = {v:,} (&amp;lt;/s&amp;gt;와 &amp;lt;UNK&amp;gt; 포함)</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="61" />
        <source>c({h}) = 0: the context was never seen, so P is undefined (shown as 0) — the zero-probability problem smoothing fixes.</source>
        <translation>c({h}) = 0: 이 문맥은 한 번도 나오지 않아 P가 정의되지 않습니다 (0으로 표시) — 스무딩이 해결하는 영확률 문제입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="74" />
        <source>order {k}: h = {h}</source>
        <translation>차수 {k}: h = {h}</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="76" />
        <source>never seen, so P{k} = P{j} = {p}</source>
        <translation>나온 적 없음, 따라서 P{k} = P{j} = {p}</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="79" />
        <source>continuation count N₁₊(• h w)</source>
        <translation>연속 빈도 N₁₊(• h w)</translation>
    </message>
    <message>
        <location filename="../tabs/text/explain_lm.py" line="80" />
        <source>count c(h w)</source>
        <translation>빈도 c(h w)</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="33" />
        <location filename="../tabs/text/views_lm_pages.py" line="42" />
        <source>the distribution shown is kept</source>
        <translation>보이는 분포는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="23" />
        <source>{mark}: log p({w}|{pos}) − log p({w}|{neg}) = {lp:.3f} − ({ln:.3f}) = {value:+.3f}, {sign} 0, so “{w}” pulls the message towards {side}.</source>
        <translation>{mark}: log p({w}|{pos}) − log p({w}|{neg}) = {lp:.3f} − ({ln:.3f}) = {value:+.3f}, {sign} 0 이므로 “{w}”은(는) 메시지를 {side} 쪽으로 끌어당깁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="63" />
        <location filename="../tabs/text/predict_lm.py" line="43" />
        <source>Predict</source>
        <translation>예측</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="64" />
        <source>Predict mode: click a word of the message and say which class it pulls towards; the filter's numbers grade it</source>
        <translation>예측 모드: 메시지의 단어를 누르고 어느 클래스 쪽으로 끌어당기는지 답하세요. 필터의 숫자가 채점합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="73" />
        <location filename="../tabs/spam/predict.py" line="74" />
        <source>→ {cls}</source>
        <translation>→ {cls}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="75" />
        <location filename="../tabs/spam/predict.py" line="77" />
        <source>The word pulls towards {cls}: log p(w|{cls}) &gt; log p(w|{other})</source>
        <translation>이 단어는 {cls} 쪽으로 끌어당깁니다: log p(w|{cls}) &gt; log p(w|{other})</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="82" />
        <source>{right} of {asked} right</source>
        <translation>{asked}개 중 {right}개 맞음</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="103" />
        <source>&lt;p&gt;&lt;b&gt;Predict:&lt;/b&gt; click a word, then say which class it pulls the message towards. The colours and the numbers appear once you have answered.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;예측:&lt;/b&gt; 단어를 누르고, 그 단어가 메시지를 어느 클래스 쪽으로 끌어당기는지 답하세요. 답한 뒤에 색과 숫자가 나타납니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="106" />
        <source>&lt;p&gt;This filter's features are bigrams only: no single word to click. Choose unigram features to predict.&lt;/p&gt;</source>
        <translation>&lt;p&gt;이 필터의 특징은 바이그램뿐이라 누를 단어가 없습니다. 예측하려면 유니그램 특징을 고르세요.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="117" />
        <source>Predict mode: click a word of the message.</source>
        <translation>예측 모드: 메시지의 단어를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="128" />
        <source>Which class does “{w}” pull the message towards: {pos} or {neg}?</source>
        <translation>“{w}”은(는) 메시지를 어느 쪽으로 끌어당길까요: {pos}, 아니면 {neg}?</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="44" />
        <source>Guess the most probable next word before the model shows it</source>
        <translation>모델이 보여 주기 전에 가장 확률이 높은 다음 단어를 맞혀 보세요</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="45" />
        <source>your next word, then Enter</source>
        <translation>다음 단어를 쓰고 Enter</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="46" />
        <source>Your guess</source>
        <translation>내 예측</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="62" />
        <source>score: {right} of {asked}</source>
        <translation>점수: {asked}개 중 {right}개</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="72" />
        <source>Predict: type the word you think is most probable after “{h}”, then press Enter.</source>
        <translation>예측: “{h}” 다음에 가장 확률이 높다고 생각하는 단어를 입력하고 Enter를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="75" />
        <source>Predict: which word is most probable after “{h}”? Type it in the box and press Enter.</source>
        <translation>예측: “{h}” 다음에 가장 확률이 높은 단어는? 상자에 입력하고 Enter를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="89" />
        <source>Type one word (no spaces), then press Enter.</source>
        <translation>단어 하나(띄어쓰기 없이)를 입력하고 Enter를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="92" />
        <location filename="../tabs/text/views_lm_pages.py" line="133" />
        <source>Next words…</source>
        <translation>다음 단어 계산 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="104" />
        <source>Score: {right} of {asked}.</source>
        <translation>점수: {asked}개 중 {right}개.</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="112" />
        <source>Right: “{w}” is the most probable next word, P({w} | {h}) = {p:.4g} ({name}).</source>
        <translation>정답: “{w}”가 가장 확률이 높은 다음 단어입니다. P({w} | {h}) = {p:.4g} ({name}).</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="114" />
        <source> (unknown to the model: scored as the unknown word)</source>
        <translation> (모델이 모르는 단어: 미등록어로 계산)</translation>
    </message>
    <message>
        <location filename="../tabs/text/predict_lm.py" line="116" />
        <source>Not quite: the most probable next word is “{best}”, P({best} | {h}) = {pb:.4g}; your “{w}”{unk} has P({w} | {h}) = {pg:.4g} ({name}). The working of both is under the table.</source>
        <translation>아쉽습니다: 가장 확률이 높은 다음 단어는 “{best}”, P({best} | {h}) = {pb:.4g}입니다. 입력한 “{w}”{unk}는 P({w} | {h}) = {pg:.4g}입니다 ({name}). 두 계산 과정은 표 아래에 있습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="48" />
        <source>choose a sample…</source>
        <translation>예제 고르기…</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="48" />
        <source>English sample</source>
        <translation>영어 예제</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="48" />
        <source>Korean sample</source>
        <translation>한국어 예제</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="49" />
        <source>Korean (CP949 file)</source>
        <translation>한국어 (CP949 파일)</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="49" />
        <source>English (UTF-16 file)</source>
        <translation>영어 (UTF-16 파일)</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="58" />
        <source>Text processing</source>
        <translation>텍스트 처리</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="72" />
        <source>the current text is kept</source>
        <translation>지금 텍스트는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="107" />
        <source>Open files…</source>
        <translation>파일 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="108" />
        <source>Open one or more text files (or drop files or a folder)</source>
        <translation>텍스트 파일을 하나 이상 엽니다 (파일이나 폴더를 끌어다 놓아도 됩니다)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="107" />
        <location filename="../tabs/text/tab.py" line="109" />
        <source>Open folder…</source>
        <translation>폴더 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="109" />
        <source>Open every text file in a folder</source>
        <translation>폴더 안의 모든 텍스트 파일을 엽니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="111" />
        <source>Built-in texts written for Trellis</source>
        <translation>Trellis를 위해 쓴 내장 텍스트</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="21" />
        <source>unigrams</source>
        <translation>유니그램</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="21" />
        <source>bigrams (&lt;s&gt; … &lt;/s&gt;)</source>
        <translation>바이그램 (&lt;s&gt; … &lt;/s&gt;)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="22" />
        <source>unigrams + bigrams</source>
        <translation>유니그램 + 바이그램</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="29" />
        <source>sample documents (built in)</source>
        <translation>예제 문서 (내장)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="30" />
        <source>spam sample (Spam tab's)</source>
        <translation>스팸 예제 (스팸 탭의 것)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="31" />
        <source>folder of text files…</source>
        <translation>텍스트 파일 폴더…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="32" />
        <source>spam corpus folder (e-mails)…</source>
        <translation>스팸 말뭉치 폴더 (전자 우편)…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="33" />
        <source>spam corpus CSV/TSV…</source>
        <translation>스팸 말뭉치 CSV/TSV…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="34" />
        <source>2-D view</source>
        <translation>2차원 보기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="34" />
        <source>3-D: two views</source>
        <translation>3차원: 두 보기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="34" />
        <source>all components</source>
        <translation>모든 성분</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="35" />
        <source>DF (document frequency)</source>
        <translation>DF (문서 빈도)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="35" />
        <source>total count</source>
        <translation>전체 빈도</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="38" />
        <source>LSI (truncated SVD)</source>
        <translation>LSI (절단 SVD)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="38" />
        <source>classical MDS</source>
        <translation>고전적 다차원척도법(MDS)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="39" />
        <source>SMACOF (metric MDS)</source>
        <translation>SMACOF (계량 다차원척도법)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="39" />
        <source>binary</source>
        <translation>이진</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="48" />
        <source>Documents</source>
        <translation>문서</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="50" />
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="51" />
        <source>Which documents: the built-in sample (short texts on a few topics), the Spam tab's sample, a folder of text files (sub-folders become class labels; any encoding the Text tab reads), or a corpus as the Spam tab reads it (a folder of e-mails per class, or a CSV/TSV of label and text)</source>
        <translation>어떤 문서인가: 내장 예제(몇 가지 주제의 짧은 글), 스팸 탭의 예제, 텍스트 파일 폴더(하위 폴더가 클래스 레이블이 됩니다. 텍스트 탭이 읽는 인코딩은 모두 됩니다), 또는 스팸 탭이 읽는 말뭉치(클래스마다 전자 우편 폴더 하나, 또는 레이블과 텍스트의 CSV/TSV)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="55" />
        <source>Open…</source>
        <translation>열기…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="56" />
        <source>Choose the folder (or spam CSV) and read it on a worker</source>
        <translation>폴더(또는 스팸 CSV)를 골라 작업 스레드에서 읽습니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="57" />
        <location filename="../tabs/clustering/documents.py" line="105" />
        <source>Weighting</source>
        <translation>가중치</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="58" />
        <source>Term weights: counts tf, binary (present = 1), or tf-idf = tf · (ln((1 + n)/(1 + df)) + 1)</source>
        <translation>단어 가중치: 빈도 tf, 이진(있으면 1), 또는 tf-idf = tf · (ln((1 + n)/(1 + df)) + 1)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="60" />
        <source>sub-linear tf</source>
        <translation>준선형 tf</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="61" />
        <source>Sub-linear tf</source>
        <translation>준선형 tf</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="62" />
        <source>Use 1 + ln(tf) instead of tf</source>
        <translation>tf 대신 1 + ln(tf)를 씁니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="63" />
        <source>cosine norm</source>
        <translation>코사인 정규화</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="64" />
        <source>Cosine normalisation</source>
        <translation>코사인 정규화</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="65" />
        <source>Scale each document vector to length 1</source>
        <translation>각 문서 벡터의 길이를 1로 맞춥니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="67" />
        <source>Min DF</source>
        <translation>최소 DF</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="68" />
        <source>Drop terms found in fewer documents than this</source>
        <translation>이보다 적은 문서에 나오는 단어는 버립니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="69" />
        <source>Max DF %</source>
        <translation>최대 DF %</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="70" />
        <source>Drop terms found in more than this percentage of the documents</source>
        <translation>문서의 이 비율보다 많이 나오는 단어는 버립니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="71" />
        <source>Keep terms</source>
        <translation>남길 단어 수</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="72" />
        <source>Keep the best this many terms by the score beside (0: keep all)</source>
        <translation>옆의 점수로 가장 좋은 단어를 이만큼 남깁니다 (0: 모두 남김)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="73" />
        <source>Rank terms by</source>
        <translation>단어 순위 기준</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="74" />
        <source>What ranks the terms kept: document frequency, total count, or a feature-selection score of the notes (needs class labels: each class against the rest, the best class kept)</source>
        <translation>남길 단어를 고르는 기준: 문서 빈도, 전체 빈도, 또는 노트의 특징 선택 점수 (클래스 레이블이 필요합니다: 클래스마다 나머지와 비교해 가장 좋은 클래스의 값을 씁니다)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="78" />
        <source>Stop words</source>
        <translation>불용어</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="79" />
        <source>Drop English stop words (the, of, and …)</source>
        <translation>영어 불용어(the, of, and …)를 버립니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="81" />
        <source>Stemmer</source>
        <translation>어간 추출기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="82" />
        <source>Reduce words to their stems before counting (the Text tab's stemmers)</source>
        <translation>세기 전에 단어를 어간으로 줄입니다 (텍스트 탭의 어간 추출기)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="83" />
        <location filename="../tabs/spam/controls.py" line="26" />
        <source>no stemming</source>
        <translation>어간 추출 안 함</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="84" />
        <source>Reduction</source>
        <translation>축소</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="85" />
        <source>How documents become points: LSI (truncated SVD of the sparse matrix), PCA (centred), classical MDS or SMACOF from document distances</source>
        <translation>문서를 점으로 만드는 방법: LSI(희소 행렬의 절단 SVD), PCA(중심화), 문서 거리에서 고전적 MDS 또는 SMACOF</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="87" />
        <source>Components</source>
        <translation>성분</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="88" />
        <source>Number of components/concepts kept (k)</source>
        <translation>남길 성분/개념의 수 (k)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="90" />
        <source>PCA matrix</source>
        <translation>PCA 행렬</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="91" />
        <source>PCA of the covariance or of the correlation matrix</source>
        <translation>공분산 행렬 또는 상관 행렬의 PCA</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="92" />
        <source>covariance</source>
        <translation>공분산</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="92" />
        <source>correlation</source>
        <translation>상관</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="93" />
        <source>Distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="94" />
        <source>Distance between documents for MDS</source>
        <translation>MDS에 쓸 문서 사이 거리</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="94" />
        <location filename="../tabs/clustering/views_lsi.py" line="231" />
        <source>cosine</source>
        <translation>코사인</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="94" />
        <source>euclidean</source>
        <translation>유클리드</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="95" />
        <location filename="../tabs/clustering/documents.py" line="134" />
        <source>Cluster in</source>
        <translation>군집화할 공간</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="96" />
        <source>Cluster the 2-D points on show; the first three components, shown as two linked views (components 1–2 beside 1–3); or all k components (the plot shows the first two)</source>
        <translation>보이는 2차원 점을 군집화, 처음 세 성분을 연결된 두 보기(성분 1–2 옆에 1–3)로 군집화, 또는 k개 성분 전부로 군집화 (그림은 처음 두 성분을 보여 줌)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="99" />
        <source>Build points</source>
        <translation>점 만들기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="100" />
        <source>Weight, filter and reduce the documents with these settings (on a worker)</source>
        <translation>이 설정으로 문서에 가중치를 주고 거르고 축소합니다 (작업 스레드에서)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="115" />
        <source>min DF </source>
        <translation>최소 DF </translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="116" />
        <source>max DF </source>
        <translation>최대 DF </translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="122" />
        <source>top </source>
        <translation>상위 </translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="124" />
        <source>Reduce</source>
        <translation>축소</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="147" />
        <location filename="../tabs/clustering/tab.py" line="88" />
        <source>your current points are kept</source>
        <translation>지금의 점은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="206" />
        <source>Now clustering in {space}.</source>
        <translation>이제 {space}에서 군집화합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="213" />
        <source>Open a labelled corpus (label and text columns)</source>
        <translation>레이블이 있는 말뭉치 열기 (레이블 열과 텍스트 열)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="214" />
        <source>Tables (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>표 (*.csv *.tsv *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="216" />
        <source>Open a folder of documents</source>
        <translation>문서 폴더 열기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="259" />
        <source>Reading documents…</source>
        <translation>문서를 읽는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="268" />
        <source>The 3-D layout needs at least 3 components (k = {k}): shown in 2-D; raise k and Build points.</source>
        <translation>3차원 배치에는 성분이 3개 이상 필요합니다 (k = {k}): 2차원으로 보여 줍니다. k를 올리고 점 만들기를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="26" />
        <source>Porter</source>
        <translation>Porter</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="26" />
        <source>Snowball</source>
        <translation>Snowball</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="27" />
        <source>Lancaster</source>
        <translation>Lancaster</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="31" />
        <source>unknown words dropped</source>
        <translation>모르는 단어 버림</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="31" />
        <source>unknown words → &lt;unk&gt;</source>
        <translation>모르는 단어 → &lt;unk&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="35" />
        <source>body only</source>
        <translation>본문만</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="35" />
        <source>body + subject</source>
        <translation>본문 + 제목</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="36" />
        <source>body + all headers</source>
        <translation>본문 + 모든 헤더</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="40" />
        <source>train/test split</source>
        <translation>학습/테스트 분할</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="40" />
        <source>k-fold</source>
        <translation>k-겹</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="45" />
        <source>lowercase</source>
        <translation>소문자로</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="45" />
        <source>Fold case: “Free” and “free” are one word</source>
        <translation>대소문자 통합: “Free”와 “free”는 한 단어입니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="46" />
        <source>drop tokens with no letter</source>
        <translation>글자 없는 토큰 버림</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="47" />
        <source>Tokens such as “!!!” or “---” are dropped</source>
        <translation>“!!!”나 “---” 같은 토큰을 버립니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="48" />
        <source>drop dates/refs</source>
        <translation>날짜·참조 버림</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="49" />
        <source>The notes' step 3: dates, times, month and weekday names, Re:/Fwd: markers. Off by default: “Re:” is a strong sign of ham in real mail</source>
        <translation>강의 노트의 3단계: 날짜, 시각, 월·요일 이름, Re:/Fwd: 표시. 기본값은 끔: 실제 메일에서 “Re:”는 햄의 강한 신호입니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="51" />
        <source>stop words</source>
        <translation>불용어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="51" />
        <source>Remove English function words</source>
        <translation>영어 기능어를 지웁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="52" />
        <source>numbers/URLs → tokens</source>
        <translation>숫자·URL → 토큰</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="53" />
        <source>URLs, e-mail addresses, money and numbers become &lt;url&gt;, &lt;email&gt;, &lt;money&gt;, &lt;number&gt;</source>
        <translation>URL, 이메일 주소, 금액, 숫자를 &lt;url&gt;, &lt;email&gt;, &lt;money&gt;, &lt;number&gt;로 바꿉니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="55" />
        <source>URL words</source>
        <translation>URL 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="56" />
        <source>A URL also counts the words of its host and path (“win-prize.example/claim” → win, prize, claim): worth +0.3 points of spam F1 on SpamAssassin</source>
        <translation>URL의 호스트와 경로에 있는 단어도 셉니다(“win-prize.example/claim” → win, prize, claim). SpamAssassin에서 스팸 F1이 0.3점 오릅니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="166" />
        <source>Open corpus…</source>
        <translation>말뭉치 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="167" />
        <source>A folder with a sub-folder per class, a folder of mbox files, or a CSV/TSV file (label and text columns)</source>
        <translation>클래스마다 하위 폴더가 있는 폴더, mbox 파일 폴더, 또는 CSV/TSV 파일(레이블과 텍스트 열)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="169" />
        <source>Open file…</source>
        <translation>파일 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="170" />
        <source>A CSV/TSV corpus, a saved filter (.npz) or one e-mail (.eml) to classify</source>
        <translation>CSV/TSV 말뭉치, 저장한 필터(.npz), 또는 분류할 이메일 한 통(.eml)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="171" />
        <location filename="../tabs/text/tab.py" line="112" />
        <source>Sample</source>
        <translation>예제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="172" />
        <source>The sample corpus: 440 e-mails written for Trellis (ham and spam)</source>
        <translation>예제 말뭉치: Trellis를 위해 쓴 이메일 440통(햄과 스팸)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="173" />
        <source>Save filter…</source>
        <translation>필터 저장…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="174" />
        <source>Save the trained filter (the model chosen in Explain)</source>
        <translation>학습된 필터를 저장합니다('메시지 설명'에서 고른 모델)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="175" />
        <source>Load filter…</source>
        <translation>필터 불러오기…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="175" />
        <source>Open a saved filter</source>
        <translation>저장한 필터를 엽니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="176" />
        <source>discriminative</source>
        <translation>판별 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="177" />
        <source>Also evaluate logistic regression, a linear SVM and, with three classes or more, softmax regression</source>
        <translation>로지스틱 회귀, 선형 SVM, 그리고 클래스가 셋 이상이면 softmax 회귀도 평가합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="179" />
        <source>k-NN</source>
        <translation>k-NN</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="180" />
        <source>Also evaluate k nearest neighbours (k = 5) by cosine distance on tf-idf rows ([NLP] 4. Classification)</source>
        <translation>tf-idf 행의 코사인 거리로 k 최근접 이웃(k = 5)도 평가합니다 ([NLP] 4. 분류)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="186" />
        <source>Which header text is kept as features</source>
        <translation>어떤 헤더 텍스트를 특징으로 남길지</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="187" />
        <source>Stemming (NLTK, no data needed)</source>
        <translation>어간 추출 (NLTK, 데이터 필요 없음)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="188" />
        <source>Unigram and/or bigram features; bigrams are padded with &lt;s&gt; and &lt;/s&gt;</source>
        <translation>유니그램·바이그램 특징. 바이그램은 &lt;s&gt;와 &lt;/s&gt;로 채웁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="190" />
        <source>Words not seen in training: dropped, or counted as one &lt;unk&gt; feature</source>
        <translation>학습에서 못 본 단어: 버리거나 하나의 &lt;unk&gt; 특징으로 셉니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="192" />
        <source>Features in fewer training documents are unknown</source>
        <translation>이보다 적은 학습 문서에 나온 특징은 모르는 단어로 봅니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="194" />
        <source>Lidstone smoothing α (1 = Laplace); logarithmic scale</source>
        <translation>Lidstone 스무딩 α (1 = 라플라스). 로그 눈금</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="196" />
        <source>Regularisation of the logistic regression and linear SVM (larger C: weaker)</source>
        <translation>로지스틱 회귀와 선형 SVM의 정규화 (C가 클수록 약함)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="198" />
        <source>Hold out a test part, or k-fold cross-validation</source>
        <translation>테스트 부분을 떼어 두거나 k-겹 교차 검증(cross-validation)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="200" />
        <source>Share held out for testing</source>
        <translation>테스트로 떼어 둘 비율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="201" />
        <source>Number of folds</source>
        <translation>폴드 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="202" />
        <source>Seed of the shuffles (same seed, same split)</source>
        <translation>섞기의 시드 (같은 시드, 같은 분할)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="203" />
        <source>Class scored by ROC, PR and feature selection</source>
        <translation>ROC, PR, 특징 선택이 점수를 매기는 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="206" />
        <source>min DF</source>
        <translation>최소 DF</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="207" />
        <location filename="../tabs/spam/views_selection.py" line="108" />
        <source>test %</source>
        <translation>테스트 %</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="208" />
        <location filename="../tabs/spam/views_selection.py" line="388" />
        <source>seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="209" />
        <location filename="../tabs/spam/studies.py" line="229" />
        <source>positive</source>
        <translation>양성</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="113" />
        <location filename="../tabs/text/tab.py" line="116" />
        <source>Encoding</source>
        <translation>인코딩</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="114" />
        <source>Detect the encoding, or force one and reopen</source>
        <translation>인코딩을 감지하거나, 하나를 지정해 다시 엽니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="115" />
        <source>detect</source>
        <translation>감지</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="117" />
        <source>Analyse edited text</source>
        <translation>편집한 텍스트 분석</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="118" />
        <source>Use the text in the editor (typed or pasted)</source>
        <translation>편집기에 있는 텍스트(입력하거나 붙여 넣은)를 씁니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="119" />
        <source>Types CSV…</source>
        <translation>타입 CSV…</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="119" />
        <source>Save the type-frequency table as CSV</source>
        <translation>타입 빈도 표를 CSV로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="120" />
        <source>Text</source>
        <translation>텍스트</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="121" />
        <source>The text being analysed; type or paste, then 'Analyse edited text'</source>
        <translation>분석 중인 텍스트. 입력하거나 붙여 넣은 뒤 '편집한 텍스트 분석'을 누르세요</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="126" />
        <source>No text yet: open a file, choose a sample, or type below and press 'Analyse edited text'.</source>
        <translation>아직 텍스트가 없습니다: 파일을 열거나 예제를 고르거나, 아래에 입력하고 '편집한 텍스트 분석'을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="240" />
        <location filename="../tabs/text/tab.py" line="329" />
        <source>typed text</source>
        <translation>입력한 텍스트</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="290" />
        <location filename="../tabs/text/views_lm.py" line="210" />
        <location filename="../tabs/text/views_spelling.py" line="219" />
        <source>Reading…</source>
        <translation>읽는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="311" />
        <source>The editor is empty; type or paste some text first.</source>
        <translation>편집기가 비어 있습니다. 먼저 텍스트를 입력하거나 붙여 넣으세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="314" />
        <source>Tokenizing…</source>
        <translation>토큰화 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="327" />
        <source>There is no text yet; open a file or type some first.</source>
        <translation>아직 텍스트가 없습니다. 먼저 파일을 열거나 텍스트를 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="358" />
        <source>{source}: {n:,} tokens, {v:,} types.</source>
        <translation>{source}: 토큰 {n:,}개, 타입 {v:,}개.</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="367" />
        <source>Also skipped: {names}.</source>
        <translation>건너뛴 파일 더: {names}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/tab.py" line="370" />
        <source>Skipped %n file(s).</source>
        <translation><numerusform>파일 %n개를 건너뛰었습니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="379" />
        <source>the editor shows the first {n:,} characters</source>
        <translation>편집기에는 처음 {n:,}자만 보입니다</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/tab.py" line="381" />
        <source>&lt;b&gt;{source}&lt;/b&gt; · encoding: {encoding} · %n character(s)</source>
        <translation><numerusform>&lt;b&gt;{source}&lt;/b&gt; · 인코딩: {encoding} · %n자</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="388" />
        <source>Save types</source>
        <translation>타입 저장</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="393" />
        <source>Open text</source>
        <translation>텍스트 열기</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="394" />
        <source>Text (*.txt *.text *.md);;All files (*)</source>
        <translation>텍스트 (*.txt *.text *.md);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="400" />
        <source>Open folder</source>
        <translation>폴더 열기</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="30" />
        <source>whitespace</source>
        <translation>공백</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="30" />
        <source>word/punct</source>
        <translation>단어/구두점</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="30" />
        <source>regular expression</source>
        <translation>정규 표현식</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="31" />
        <source>dictionary longest match</source>
        <translation>사전 최장 일치</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="31" />
        <source>Korean morphemes (Kiwi)</source>
        <translation>한국어 형태소 (Kiwi)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="32" />
        <source>Korean morphemes with tags (Kiwi)</source>
        <translation>태그 붙은 한국어 형태소 (Kiwi)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="150" />
        <location filename="../tabs/text/views.py" line="156" />
        <source>Tokenizer</source>
        <translation>토크나이저</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="150" />
        <location filename="../tabs/text/views.py" line="159" />
        <source>Pattern</source>
        <translation>패턴</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="150" />
        <source>Multi-word</source>
        <translation>다단어</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="151" />
        <location filename="../tabs/text/views.py" line="164" />
        <source>Dictionary</source>
        <translation>사전</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="154" />
        <source>How the text is cut into tokens; Korean morphemes need the korean extra (Kiwi)</source>
        <translation>텍스트를 토큰으로 자르는 방법. 한국어 형태소에는 korean 추가 패키지(Kiwi)가 필요합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="157" />
        <source>Regular expression: every match is a token (stopped after a second if it backtracks without end)</source>
        <translation>정규 표현식: 일치하는 부분 하나하나가 토큰입니다 (끝없이 되추적하면 1초 뒤에 멈춥니다)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="160" />
        <source>Phrases kept as one token, separated by ';'</source>
        <translation>하나의 토큰으로 둘 구, ';'로 구분</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="161" />
        <source>Multi-word expressions</source>
        <translation>다단어 표현</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="162" />
        <source>Words for longest-match segmentation of text without spaces</source>
        <translation>띄어쓰기 없는 텍스트를 최장 일치로 자를 때 쓰는 단어들</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="165" />
        <source>Tokenize</source>
        <translation>토큰화</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="165" />
        <source>Tokenize and count</source>
        <translation>토큰화하고 셉니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="166" />
        <source>Search types…</source>
        <translation>타입 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="176" />
        <source>Zipf: frequency against rank (log–log)</source>
        <translation>지프: 순위에 따른 빈도 (로그–로그)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="177" />
        <source>Vocabulary growth: types against tokens</source>
        <translation>어휘 증가: 토큰 수에 따른 타입 수</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="178" />
        <source>rank r</source>
        <translation>순위 r</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="179" />
        <source>frequency f</source>
        <translation>빈도 f</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="181" />
        <source>types</source>
        <translation>타입</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="170" />
        <source>Open a file, choose a sample or type text to see its tokens.</source>
        <translation>파일을 열거나 예제를 고르거나 텍스트를 입력하면 토큰이 보입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="184" />
        <source>Appears when a text is loaded.</source>
        <translation>텍스트를 불러오면 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="310" />
        <location filename="../tabs/spam/views_softmax.py" line="336" />
        <location filename="../tabs/spam/views_words.py" line="25" />
        <location filename="../tabs/text/views.py" line="227" />
        <location filename="../tabs/text/views_collocations.py" line="188" />
        <location filename="../tabs/text/views_spelling.py" line="184" />
        <source>rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="227" />
        <source>type</source>
        <translation>타입</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="76" />
        <source>the previous explanation is kept</source>
        <translation>이전 설명은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="99" />
        <source>Held-out messages (true → predicted)</source>
        <translation>떼어 둔 메시지 (실제 → 예측)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="101" />
        <source>Which Naive Bayes event model explains</source>
        <translation>어떤 나이브 베이즈 사건 모델로 설명할지</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="103" />
        <source>Pick a held-out message to explain</source>
        <translation>설명할 떼어 둔 메시지를 고르세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="104" />
        <source>Type or paste a message, then Classify</source>
        <translation>메시지를 입력하거나 붙여 넣고 '분류'를 누르세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="105" />
        <source>Type or paste a message here…</source>
        <translation>여기에 메시지를 입력하거나 붙여 넣으세요…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="106" />
        <source>Classify</source>
        <translation>분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="107" />
        <source>Classify and explain the text in the box</source>
        <translation>상자의 텍스트를 분류하고 설명합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="108" />
        <source>A worked Naive Bayes example of the notes, written out with its numbers</source>
        <translation>강의 노트의 나이브 베이즈 예제를 숫자와 함께 풀어 씁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="112" />
        <source>Chart</source>
        <translation>차트</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="113" />
        <source>Table</source>
        <translation>표</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="114" />
        <location filename="../tabs/spam/views_softmax.py" line="124" />
        <source>Search features…</source>
        <translation>특징 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="115" />
        <source>log-ratio (count-weighted)</source>
        <translation>로그 비 (횟수 가중)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="178" />
        <source>&lt;i&gt;Load a corpus first: the filter is trained on it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;먼저 말뭉치를 불러오세요. 필터는 그것으로 학습합니다.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="183" />
        <source>Only the first 200,000 characters are explained.</source>
        <translation>앞의 200,000자만 설명합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="184" />
        <source>Explaining…</source>
        <translation>설명하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="194" />
        <location filename="../tabs/text/views.py" line="227" />
        <location filename="../tabs/text/views_collocations.py" line="188" />
        <location filename="../tabs/text/views_lm_pages.py" line="152" />
        <location filename="../tabs/text/views_lm_pages.py" line="193" />
        <location filename="../tabs/text/views_morphemes.py" line="87" />
        <location filename="../tabs/text/views_morphemes.py" line="138" />
        <location filename="../tabs/text/views_morphemes.py" line="163" />
        <location filename="../tabs/text/views_normalize.py" line="21" />
        <source>count</source>
        <translation>빈도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="194" />
        <location filename="../tabs/spam/views_softmax.py" line="312" />
        <location filename="../tabs/spam/views_words.py" line="25" />
        <source>feature</source>
        <translation>특징</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="194" />
        <location filename="../tabs/spam/explain.py" line="195" />
        <source>log p(w|{cls})</source>
        <translation>log p(w|{cls})</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="195" />
        <source>contribution</source>
        <translation>기여도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="229" />
        <source>contributions log p(w|{pos}) − log p(w|{neg}) (top {n})</source>
        <translation>기여도 log p(w|{pos}) − log p(w|{neg}) (상위 {n}개)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="227" />
        <source>% of tokens</source>
        <translation>토큰 중 %</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="231" />
        <source>Zipf slope {s:.2f} (Zipf's law predicts about −1)</source>
        <translation>지프 기울기 {s:.2f} (지프의 법칙은 약 −1을 예측)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="232" />
        <source>too few types for a Zipf slope</source>
        <translation>타입이 너무 적어 지프 기울기가 없습니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views.py" line="233" />
        <source>&lt;b&gt;{n:,}&lt;/b&gt; tokens · &lt;b&gt;{v:,}&lt;/b&gt; types (vocabulary) · type/token ratio {r:.3f} · {zipf}</source>
        <translation>토큰 &lt;b&gt;{n:,}&lt;/b&gt;개 · 타입(어휘) &lt;b&gt;{v:,}&lt;/b&gt;개 · 타입/토큰 비 {r:.3f} · {zipf}</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="25" />
        <source>t-test</source>
        <translation>t-검정</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="25" />
        <source>raw frequency</source>
        <translation>단순 빈도</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="26" />
        <source>log-likelihood ratio</source>
        <translation>로그 가능도비</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="31" />
        <source>&lt;b&gt;t-test&lt;/b&gt; (the notes): t = (x̄ − μ) / √(s²/N) with x̄ = p(w1w2), μ = p(w1)p(w2) under independence and s² ≈ x̄. Reject independence when t &gt; {c} (α = 0.005). Green rows pass.</source>
        <translation>&lt;b&gt;t-검정&lt;/b&gt; (노트의 가설 검증): t = (x̄ − μ) / √(s²/N), x̄ = p(w1w2), 독립 가정에서 μ = p(w1)p(w2), s² ≈ x̄. t &gt; {c}이면 독립 가설을 기각합니다 (α = 0.005). 초록색 행이 통과한 것입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="34" />
        <source>&lt;b&gt;Raw frequency&lt;/b&gt;: count(w1 w2)/N, after the filters — frequent pairs of content words.</source>
        <translation>&lt;b&gt;단순 빈도&lt;/b&gt;: 필터를 거친 뒤의 count(w1 w2)/N — 자주 나오는 내용어 쌍.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="36" />
        <source>&lt;b&gt;χ²&lt;/b&gt; = Σ (O − E)²/E over the 2×2 table (w1 or not) × (w2 or not), E = row × column / N.</source>
        <translation>&lt;b&gt;χ²&lt;/b&gt; = 2×2 표 (w1인지 아닌지) × (w2인지 아닌지)에 대한 Σ (O − E)²/E, E = 행 × 열 / N.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="38" />
        <source>&lt;b&gt;PMI&lt;/b&gt; = log₂ p(w1w2) / (p(w1)p(w2)) — favours rare pairs; use a minimum count.</source>
        <translation>&lt;b&gt;PMI&lt;/b&gt; = log₂ p(w1w2) / (p(w1)p(w2)) — 드문 쌍을 선호하므로 최소 빈도를 두세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="40" />
        <source>&lt;b&gt;Log-likelihood ratio&lt;/b&gt; G² = 2 Σ O ln(O/E) over the 2×2 table (Dunning 1993).</source>
        <translation>&lt;b&gt;로그 가능도비&lt;/b&gt; G² = 2×2 표에 대한 2 Σ O ln(O/E) (Dunning 1993).</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="56" />
        <location filename="../tabs/text/views_edit_distance.py" line="48" />
        <location filename="../tabs/text/views_morphemes.py" line="53" />
        <location filename="../tabs/text/views_normalize.py" line="35" />
        <source>the table shown is kept</source>
        <translation>보이는 표는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="105" />
        <source>Measure</source>
        <translation>척도</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="105" />
        <source>Window</source>
        <translation>창</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="105" />
        <source>Min count</source>
        <translation>최소 빈도</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="106" />
        <source>Top</source>
        <translation>상위</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="109" />
        <source>How bigrams are ranked</source>
        <translation>바이그램의 순위를 매기는 방법</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="110" />
        <source>Pairs up to window−1 tokens apart (2 = adjacent)</source>
        <translation>최대 창−1 토큰만큼 떨어진 쌍 (2 = 이웃)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="111" />
        <source>Ignore bigrams seen fewer times</source>
        <translation>이보다 적게 나온 바이그램은 무시합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="112" />
        <source>How many bigrams to list</source>
        <translation>표시할 바이그램 수</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="77" />
        <location filename="../tabs/text/views_collocations.py" line="113" />
        <source>drop stop words</source>
        <translation>불용어 빼기</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="114" />
        <source>Remove bigrams containing an English stop word, or a Korean particle, ending or punctuation mark (the tokenizer with tags)</source>
        <translation>영어 불용어, 또는 한국어 조사·어미·구두점이 든 바이그램을 뺍니다 (태그 붙은 토크나이저)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="116" />
        <source>drop tokens without letters</source>
        <translation>글자 없는 토큰 빼기</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="117" />
        <source>Remove bigrams with punctuation or numbers</source>
        <translation>구두점이나 숫자가 든 바이그램을 뺍니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="118" />
        <source>Find</source>
        <translation>찾기</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="118" />
        <source>Rank the bigrams</source>
        <translation>바이그램의 순위를 매깁니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="119" />
        <source>Set the minimum count to what the text reaches and rank again</source>
        <translation>최소 빈도를 텍스트가 이르는 값으로 낮추고 다시 순위를 매깁니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="121" />
        <source>Search bigrams…</source>
        <translation>바이그램 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="141" />
        <source>Counting bigrams…</source>
        <translation>바이그램 세는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="151" />
        <source>Find the bigrams first; then select one in the table.</source>
        <translation>먼저 바이그램을 찾은 뒤 표에서 하나를 고르세요.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/views_collocations.py" line="169" />
        <source>No bigram reaches the minimum count of {m}: the most frequent bigram after the filters occurs %n time(s) in this text.</source>
        <translation><numerusform>최소 빈도 {m}에 이르는 바이그램이 없습니다: 필터를 거친 뒤 가장 잦은 바이그램도 이 텍스트에 %n번 나옵니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="172" />
        <source>Lower the minimum to {n}</source>
        <translation>최소 빈도를 {n}(으)로 낮추기</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="176" />
        <source>No bigram is left after the filters (stop words, tokens without letters); untick them, or load a longer text.</source>
        <translation>필터(불용어, 글자 없는 토큰)를 거치고 남은 바이그램이 없습니다. 필터를 끄거나 더 긴 텍스트를 여세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="188" />
        <source>count(w1)</source>
        <translation>빈도(w1)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="188" />
        <source>count(w2)</source>
        <translation>빈도(w2)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_collocations.py" line="204" />
        <source>Ranked {n:,} bigrams by {m}; the top {k:,} are listed.</source>
        <translation>바이그램 {n:,}개를 {m}(으)로 순위를 매겼습니다. 상위 {k:,}개를 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="133" />
        <location filename="../tabs/text/views_spelling.py" line="102" />
        <location filename="../tabs/text/views_spelling.py" line="115" />
        <source>Units</source>
        <translation>단위</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="133" />
        <source>ins</source>
        <translation>삽입</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="133" />
        <source>del</source>
        <translation>삭제</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="134" />
        <source>sub</source>
        <translation>대체</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="134" />
        <source>Co-optimal alignments</source>
        <translation>공동 최적 정렬</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="135" />
        <location filename="../tabs/text/views_edit_distance.py" line="162" />
        <source>Edit script</source>
        <translation>편집 스크립트</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="137" />
        <source>The string (or sentence) to change</source>
        <translation>바꿀 문자열(또는 문장)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="139" />
        <source>The string (or sentence) to reach</source>
        <translation>도달할 문자열(또는 문장)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="24" />
        <location filename="../tabs/text/views_edit_distance.py" line="141" />
        <location filename="../tabs/text/views_spelling.py" line="112" />
        <source>characters</source>
        <translation>문자</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="24" />
        <source>source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="25" />
        <source>beginning</source>
        <translation>시작 부분</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="26" />
        <location filename="../tabs/spam/views_words.py" line="86" />
        <source>log-ratio</source>
        <translation>로그 비</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="26" />
        <source>count in c</source>
        <translation>c에서의 횟수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="77" />
        <source>Class</source>
        <translation>클래스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="78" />
        <source>words per class</source>
        <translation>클래스별 단어 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="80" />
        <source>Event model</source>
        <translation>사건 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="82" />
        <source>Words per class</source>
        <translation>클래스별 단어 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="83" />
        <source>Class of the bar chart</source>
        <translation>막대 그래프의 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="85" />
        <source>log p(w|c) − max log p(w|c′) (top 25)</source>
        <translation>log p(w|c) − max log p(w|c′) (상위 25개)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="87" />
        <source>Most informative words: log p(w|c) − max&lt;sub&gt;c′≠c&lt;/sub&gt; log p(w|c′), the log-ratio a word adds to class c's score each time it occurs (multinomial) or by being present (Bernoulli).</source>
        <translation>정보가 가장 많은 단어: log p(w|c) − max&lt;sub&gt;c′≠c&lt;/sub&gt; log p(w|c′), 단어가 나올 때마다(다항) 또는 있기만 해도(베르누이) 클래스 c의 점수에 더하는 로그 비입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="94" />
        <source>The most telling words appear here once a filter is trained.</source>
        <translation>필터를 학습하면 가장 말해 주는 바가 많은 단어가 여기 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="162" />
        <source>Messages (double-click one to explain it)</source>
        <translation>메시지 (두 번 누르면 설명합니다)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="163" />
        <source>Files reported while reading</source>
        <translation>읽는 동안 보고된 파일</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="164" />
        <source>Search messages…</source>
        <translation>메시지 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="165" />
        <source>Search problems…</source>
        <translation>문제 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="180" />
        <source>problem</source>
        <translation>문제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="181" />
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="141" />
        <source>words</source>
        <translation>단어</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="141" />
        <location filename="../tabs/text/views_morphemes.py" line="85" />
        <location filename="../tabs/text/views_morphemes.py" line="137" />
        <location filename="../tabs/text/views_morphemes.py" line="156" />
        <location filename="../tabs/text/views_spelling.py" line="112" />
        <source>jamo</source>
        <translation>자모</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="142" />
        <source>Compare characters, words of two sentences, or the jamo of Hangul (강 → 감 is one edit)</source>
        <translation>문자, 두 문장의 단어, 또는 한글의 자모를 비교합니다 (강 → 감은 편집 한 번)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="144" />
        <source>Cost of one insertion</source>
        <translation>삽입 한 번의 비용</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="145" />
        <source>Cost of one deletion</source>
        <translation>삭제 한 번의 비용</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="146" />
        <source>Cost of one substitution</source>
        <translation>대체 한 번의 비용</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="149" />
        <source>The notes' example</source>
        <translation>강의 노트의 예</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="150" />
        <source>Hangul at the jamo level: 강 → 감 is one substitution (ㅇ → ㅁ), not a whole syllable</source>
        <translation>자모 수준의 한글: 강 → 감은 음절 전체가 아니라 대체 한 번(ㅇ → ㅁ)입니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="46" />
        <source>Number of clusters for both</source>
        <translation>두 알고리즘의 군집 수</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="48" />
        <source>Fit k-means (5 restarts) and k-medoids on the current points</source>
        <translation>지금의 점에 k-means(재시작 5번)와 k-medoids를 맞춥니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="50" />
        <source>the comparison shown is kept</source>
        <translation>보이는 비교는 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="57" />
        <location filename="../tabs/clustering/views.py" line="179" />
        <source>Computed when this view is shown.</source>
        <translation>이 화면을 열 때 계산합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="62" />
        <source>Tip: generate blobs with Outliers % = 10: means are pulled towards the outliers, medoids are not.</source>
        <translation>요령: 이상치 % = 10으로 덩어리를 생성해 보세요. 평균은 이상치 쪽으로 끌려가지만 메도이드는 그렇지 않습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="91" />
        <source>k-medoids compares every pair of points in a cluster (O(n²)); use at most {most} points for this comparison.</source>
        <translation>k-medoids는 군집 안의 모든 점 쌍을 비교합니다 (O(n²)). 이 비교에는 점을 많아야 {most}개 쓰세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="96" />
        <source>K = {k} is larger than the number of points ({n}).</source>
        <translation>K = {k}가 점의 개수({n})보다 큽니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="101" />
        <source>computing…</source>
        <translation>계산하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="102" />
        <source>Comparing…</source>
        <translation>비교하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="120" />
        <source>k-means and k-medoids compared on the current points.</source>
        <translation>지금의 점에서 k-means와 k-medoids를 비교했습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="125" />
        <source>Σ‖x − m‖ (not squared)</source>
        <translation>Σ‖x − m‖ (제곱하지 않음)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="130" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: cost {cost} = {value:.4g}&lt;br&gt;centres: {centres}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: 비용 {cost} = {value:.4g}&lt;br&gt;중심: {centres}</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="146" />
        <location filename="../tabs/clustering/views.py" line="184" />
        <source>Largest K</source>
        <translation>가장 큰 K</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="147" />
        <source>Try K = 1 … this</source>
        <translation>K = 1 … 이 값까지 해 봅니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="149" />
        <source>Covariance type of the mixtures scored by BIC/AIC</source>
        <translation>BIC/AIC로 평가할 혼합의 공분산 종류</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="150" />
        <location filename="../tabs/text/views_edit_distance.py" line="152" />
        <source>Compute</source>
        <translation>계산</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="151" />
        <source>Fit k-means and a Gaussian mixture for every K</source>
        <translation>K마다 k-means와 가우시안 혼합을 맞춥니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="153" />
        <source>the curves shown are kept</source>
        <translation>보이는 곡선은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="157" />
        <source>k-means cost J(K): the elbow</source>
        <translation>k-means 비용 J(K): 엘보</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="161" />
        <source>mixture BIC, AIC</source>
        <translation>혼합의 BIC, AIC</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="162" />
        <source>lower is better</source>
        <translation>낮을수록 좋음</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="170" />
        <source>Computed when this view is shown: the curves against K appear here.</source>
        <translation>이 보기를 열 때 계산합니다: K에 따른 곡선이 여기에 나옵니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="220" />
        <source>computing K = 1 … {k}…</source>
        <translation>K = 1 … {k} 계산하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="221" />
        <source>Choosing K…</source>
        <translation>K를 고르는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="234" />
        <source>Scored K = 1 … {k}.</source>
        <translation>K = 1 … {k}를 평가했습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="240" />
        <source>Lowest BIC at K = {bic}; lowest AIC at K = {aic}.</source>
        <translation>BIC는 K = {bic}에서, AIC는 K = {aic}에서 가장 낮습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="153" />
        <source>Build the table; then Step through its fill</source>
        <translation>표를 만든 뒤 단계별로 채워 봅니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="154" />
        <source>highlight every optimal cell</source>
        <translation>최적 경로의 칸 모두 강조</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="155" />
        <source>Colour every cell that lies on some co-optimal alignment</source>
        <translation>공동 최적 정렬 중 하나 위에 있는 칸을 모두 칠합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="156" />
        <source>DP table</source>
        <translation>DP 표</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="157" />
        <source>E(i, j): the distance between the first i items of the source and the first j of the target; arrows are back-pointers</source>
        <translation>E(i, j): 원본의 처음 i개와 목표의 처음 j개 사이의 거리. 화살표는 역추적 포인터입니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="160" />
        <source>Alignments</source>
        <translation>정렬</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="161" />
        <source>Co-optimal alignments; select one to trace it</source>
        <translation>공동 최적 정렬. 하나를 고르면 경로를 따라갑니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="163" />
        <source>The operations of the selected alignment</source>
        <translation>고른 정렬의 연산들</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="61" />
        <source>Clustering</source>
        <translation>군집화</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="120" />
        <location filename="../tabs/text/views_edit_distance.py" line="164" />
        <source>Explanation</source>
        <translation>설명</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="121" />
        <source>The formula of the step on show, with the selected point's numbers</source>
        <translation>보이는 단계의 공식과 선택한 점의 수치</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="222" />
        <source>Generating {n} points…</source>
        <translation>점 {n}개를 생성하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="239" />
        <source>Loaded {n} points from {source}. {notes} Undo brings your previous points back.</source>
        <translation>{source}에서 점 {n}개를 읽었습니다. {notes} 되돌리기를 누르면 이전의 점이 돌아옵니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="260" />
        <source>{message} Undo brings your previous points back.</source>
        <translation>{message} 되돌리기를 누르면 이전의 점이 돌아옵니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="310" />
        <source>Centres can be clicked on 2-D data only.</source>
        <translation>중심은 2차원 데이터에서만 클릭해서 놓을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="360" />
        <source>{algo} compares every pair of points in a cluster, which is too slow for {n} points; use at most {most} or use k-means.</source>
        <translation>{algo}는 군집 안의 모든 점 쌍을 비교하므로 점 {n}개에는 너무 느립니다. 많아야 {most}개를 쓰거나 k-means를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="366" />
        <source>Click {k} centres first (mouse mode 'place centres'); {placed} placed so far.</source>
        <translation>먼저 중심 {k}개를 클릭하세요 (마우스 모드 '중심 놓기'). 지금까지 {placed}개를 놓았습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="396" />
        <source>{algorithm} · seed {seed}</source>
        <translation>{algorithm} · 시드 {seed}</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="165" />
        <source>The recurrence with the numbers of the current cell</source>
        <translation>현재 칸의 숫자를 넣은 점화식</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="209" />
        <source>Computing the edit distance…</source>
        <translation>편집 거리 계산 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="230" />
        <source>Press Step or Run to watch the table fill; the distance is the last cell, E(n, m).</source>
        <translation>단계 또는 실행을 눌러 표가 채워지는 것을 보세요. 거리는 마지막 칸 E(n, m)입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="234" />
        <source>Edit distance {d:g}. The table has more than {n:,} cells, so it is shown filled (scroll it) instead of stepped.</source>
        <translation>편집 거리 {d:g}. 표의 칸이 {n:,}개보다 많아 단계별로 채우지 않고 채운 채로 보여 줍니다 (스크롤하세요).</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="242" />
        <source>&lt;b&gt;distance = {d:g}&lt;/b&gt; (the table is too large to keep; only the distance was computed)</source>
        <translation>&lt;b&gt;거리 = {d:g}&lt;/b&gt; (표가 너무 커서 보관하지 않고 거리만 계산했습니다)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="245" />
        <source>about {n:.3g}</source>
        <translation>약 {n:.3g}</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="246" />
        <source>&lt;b&gt;distance = {d:g}&lt;/b&gt; · co-optimal alignments: {count}</source>
        <translation>&lt;b&gt;거리 = {d:g}&lt;/b&gt; · 공동 최적 정렬: {count}개</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/views_edit_distance.py" line="249" />
        <source>(the first %n listed)</source>
        <translation><numerusform>(처음 %n개만 표시)</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="254" />
        <source>This table is too large to step through; it is shown filled.</source>
        <translation>이 표는 너무 커서 단계별로 볼 수 없습니다. 채운 채로 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="279" />
        <source>distance = ? · {k:,} of {n:,} cells filled</source>
        <translation>거리 = ? · 칸 {n:,}개 중 {k:,}개 채움</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="292" />
        <source>Minimum edit distance</source>
        <translation>최소 편집 거리</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="293" />
        <source>E(i, 0) = i·del, E(0, j) = j·ins,&lt;br&gt;E(i, j) = min( E(i−1, j) + del, E(i, j−1) + ins, E(i−1, j−1) + sub·[x&lt;sub&gt;i&lt;/sub&gt; ≠ y&lt;sub&gt;j&lt;/sub&gt;] )</source>
        <translation>E(i, 0) = i·삭제, E(0, j) = j·삽입,&lt;br&gt;E(i, j) = min( E(i−1, j) + 삭제, E(i, j−1) + 삽입, E(i−1, j−1) + 대체·[x&lt;sub&gt;i&lt;/sub&gt; ≠ y&lt;sub&gt;j&lt;/sub&gt;] )</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="296" />
        <source>ins = {i:g}, del = {d:g}, sub = {s:g}. Arrows: ↖ substitute or match, ↑ delete x&lt;sub&gt;i&lt;/sub&gt;, ← insert y&lt;sub&gt;j&lt;/sub&gt;.</source>
        <translation>삽입 = {i:g}, 삭제 = {d:g}, 대체 = {s:g}. 화살표: ↖ 대체 또는 일치, ↑ x&lt;sub&gt;i&lt;/sub&gt; 삭제, ← y&lt;sub&gt;j&lt;/sub&gt; 삽입.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="303" />
        <source>&lt;b&gt;Cell ({i}, {j})&lt;/b&gt;: x&lt;sub&gt;{i}&lt;/sub&gt; = {x}, y&lt;sub&gt;{j}&lt;/sub&gt; = {y}&lt;br&gt;delete: E({i1},{j}) + {cd:g} = {vd:g}&lt;br&gt;insert: E({i},{j1}) + {ci:g} = {vi:g}&lt;br&gt;{what}: E({i1},{j1}) + {cs:g} = {vs:g}&lt;br&gt;→ E = &lt;b&gt;{v:g}&lt;/b&gt;</source>
        <translation>&lt;b&gt;칸 ({i}, {j})&lt;/b&gt;: x&lt;sub&gt;{i}&lt;/sub&gt; = {x}, y&lt;sub&gt;{j}&lt;/sub&gt; = {y}&lt;br&gt;삭제: E({i1},{j}) + {cd:g} = {vd:g}&lt;br&gt;삽입: E({i},{j1}) + {ci:g} = {vi:g}&lt;br&gt;{what}: E({i1},{j1}) + {cs:g} = {vs:g}&lt;br&gt;→ E = &lt;b&gt;{v:g}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="313" />
        <source>keep {x}</source>
        <translation>{x} 유지</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="313" />
        <source>substitute {x} → {y}</source>
        <translation>{x} → {y} 대체</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="314" />
        <source>delete {x}</source>
        <translation>{x} 삭제</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="314" />
        <source>insert {y}</source>
        <translation>{y} 삽입</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/views_edit_distance.py" line="319" />
        <source>… %n more operation(s)</source>
        <translation><numerusform>… 연산 %n개 더</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="322" />
        <source>total {t:g}</source>
        <translation>합계 {t:g}</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_edit_distance.py" line="324" />
        <source>Fill the table (Run, or move the history to the end) to trace an alignment.</source>
        <translation>정렬을 따라가려면 표를 채우세요 (실행, 또는 기록을 끝으로 옮기기).</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="54" />
        <location filename="../tabs/text/views_lm.py" line="56" />
        <source>the models shown are kept</source>
        <translation>보이는 모델은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="58" />
        <source>the model is kept</source>
        <translation>모델은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="130" />
        <source>Orders 1 …</source>
        <translation>차수 1 …</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="130" />
        <location filename="../tabs/text/views_lm.py" line="136" />
        <source>Held out %</source>
        <translation>평가용 %</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="131" />
        <location filename="../tabs/text/views_lm.py" line="140" />
        <source>UNK below</source>
        <translation>UNK 기준</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="134" />
        <source>Orders up to</source>
        <translation>최대 차수</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="134" />
        <source>Fit n-gram models for n = 1 up to this</source>
        <translation>n = 1부터 이 값까지 n-gram 모델을 학습합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="136" />
        <source>Share of the sentences kept out of training to measure perplexity</source>
        <translation>퍼플렉서티를 재려고 학습에서 빼 둔 문장의 비율</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="138" />
        <source>Add-k (Lidstone): k added to every count</source>
        <translation>더하기 k (Lidstone): 모든 빈도에 k를 더합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="139" />
        <source>Kneser–Ney's absolute discount, 0 &lt; d &lt; 1</source>
        <translation>Kneser–Ney의 절대 할인, 0 &lt; d &lt; 1</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="140" />
        <source>Training words seen fewer times than this become &lt;UNK&gt;</source>
        <translation>이보다 적게 나온 학습 단어는 &lt;UNK&gt;가 됩니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="144" />
        <source>lower-case</source>
        <translation>소문자로</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="144" />
        <source>Fold case before counting</source>
        <translation>세기 전에 대소문자를 통일합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="145" />
        <source>Train</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="145" />
        <source>Split the text into sentences, tokenize them, fit every order and smoothing</source>
        <translation>텍스트를 문장으로 나누고 토큰화한 뒤, 모든 차수와 스무딩을 학습합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="147" />
        <source>Save model…</source>
        <translation>모델 저장…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="147" />
        <source>Save the model chosen in Probe (order and smoothing) as .npz</source>
        <translation>탐색에서 고른 모델(차수와 스무딩)을 .npz로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="149" />
        <source>Load model…</source>
        <translation>모델 불러오기…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="149" />
        <source>Load a saved model to probe, generate and correct with</source>
        <translation>저장한 모델을 불러와 탐색, 생성, 교정에 씁니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="151" />
        <source>Search models…</source>
        <translation>모델 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="152" />
        <source>Held-out perplexity against n</source>
        <translation>n에 따른 평가 퍼플렉서티</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="153" />
        <location filename="../tabs/text/views_lm_em.py" line="81" />
        <source>order n</source>
        <translation>차수 n</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="154" />
        <source>perplexity (log scale)</source>
        <translation>퍼플렉서티 (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views.py" line="47" />
        <location filename="../tabs/text/views_lm.py" line="159" />
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="159" />
        <source>Probe</source>
        <translation>탐색</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="159" />
        <source>EM for λ</source>
        <translation>λ의 EM</translation>
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
        <location filename="../tabs/clustering/controls.py" line="29" />
        <location filename="../tabs/svm/controls.py" line="19" />
        <source>circles</source>
        <translation>동심원</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="29" />
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
        <location filename="../tabs/clustering/controls.py" line="24" />
        <location filename="../tabs/svm/controls.py" line="26" />
        <source>add / drag points</source>
        <translation>점 추가 / 끌기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="25" />
        <location filename="../tabs/svm/controls.py" line="26" />
        <source>spray points</source>
        <translation>점 뿌리기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="24" />
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
        <location filename="../tabs/clustering/controls.py" line="152" />
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
        <location filename="../tabs/clustering/controls.py" line="45" />
        <location filename="../tabs/svm/controls.py" line="72" />
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="57" />
        <location filename="../tabs/clustering/controls.py" line="87" />
        <location filename="../tabs/svm/controls.py" line="75" />
        <location filename="../tabs/svm/controls.py" line="114" />
        <source>Data set</source>
        <translation>데이터 집합</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="76" />
        <source>Points to generate</source>
        <translation>생성할 점</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="59" />
        <location filename="../tabs/clustering/controls.py" line="88" />
        <location filename="../tabs/svm/controls.py" line="78" />
        <location filename="../tabs/svm/controls.py" line="115" />
        <source>Points</source>
        <translation>점 개수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="79" />
        <source>How many points to generate</source>
        <translation>생성할 점의 개수</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="21" />
        <source>k-means</source>
        <translation>k-means</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="21" />
        <source>k-medoids</source>
        <translation>k-medoids</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="21" />
        <source>soft k-means</source>
        <translation>soft k-means</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="22" />
        <source>Gaussian mixture (EM)</source>
        <translation>가우시안 혼합 (EM)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="22" />
        <source>online k-means</source>
        <translation>온라인 k-means</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="23" />
        <source>k-means++</source>
        <translation>k-means++</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="23" />
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="23" />
        <source>clicked centres</source>
        <translation>클릭한 중심</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="25" />
        <source>place centres</source>
        <translation>중심 놓기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="26" />
        <location filename="../tabs/clustering/explain.py" line="209" />
        <source>spherical</source>
        <translation>구형</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="26" />
        <source>diag</source>
        <translation>대각</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="26" />
        <location filename="../tabs/clustering/explain.py" line="209" />
        <source>full</source>
        <translation>완전</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="28" />
        <source>blobs</source>
        <translation>덩어리</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="28" />
        <source>anisotropic</source>
        <translation>비등방</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="28" />
        <source>unequal variance</source>
        <translation>분산이 다른 덩어리</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="29" />
        <source>coins (1-D)</source>
        <translation>동전 (1차원)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="49" />
        <source>Points (generated, clicked or from a CSV) or documents turned into points (term matrix, then PCA, LSI or MDS)</source>
        <translation>점(생성하거나 클릭하거나 CSV에서 읽음) 또는 점으로 바꾼 문서(단어 행렬 다음 PCA, LSI, MDS)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="50" />
        <location filename="../tabs/clustering/explain.py" line="160" />
        <source>points</source>
        <translation>점</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="50" />
        <location filename="../tabs/clustering/views_documents.py" line="54" />
        <source>documents</source>
        <translation>문서</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="52" />
        <source>The notes' clustering examples in one click: the data and the run's parameters, and what to watch</source>
        <translation>노트의 군집화 예제를 클릭 한 번으로: 데이터와 실행 매개변수, 그리고 눈여겨볼 것</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="58" />
        <source>Which points to generate</source>
        <translation>생성할 점의 종류</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="60" />
        <source>Number of points to generate</source>
        <translation>생성할 점의 개수</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="62" />
        <location filename="../tabs/clustering/controls.py" line="89" />
        <location filename="../tabs/svm/controls.py" line="81" />
        <source>Data seed</source>
        <translation>데이터 시드</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="63" />
        <location filename="../tabs/svm/controls.py" line="81" />
        <source>Seed of the generator</source>
        <translation>생성기의 시드</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="64" />
        <location filename="../tabs/clustering/controls.py" line="90" />
        <source>Outliers %</source>
        <translation>이상치 %</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="65" />
        <source>Percentage of uniform outliers added around the data</source>
        <translation>데이터 주변에 고르게 더하는 이상치의 비율</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="66" />
        <location filename="../tabs/svm/controls.py" line="83" />
        <location filename="../tabs/text/views_lm.py" line="159" />
        <location filename="../tabs/text/views_lm_pages.py" line="312" />
        <source>Generate</source>
        <translation>생성</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="67" />
        <location filename="../tabs/svm/controls.py" line="83" />
        <source>Generate new points (undoable)</source>
        <translation>새 점을 생성합니다 (되돌리기 가능)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="69" />
        <source>Load points from a CSV/TSV file (or drop a file on the tab); undoable</source>
        <translation>CSV/TSV 파일에서 점을 읽습니다 (탭에 파일을 끌어 놓아도 됩니다). 되돌리기 가능</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="71" />
        <source>Save the current points to CSV</source>
        <translation>지금의 점을 CSV로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="73" />
        <source>Undo the last change to the points (Ctrl+Z)</source>
        <translation>점에 대한 마지막 변경을 되돌립니다 (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="78" />
        <source>What a click on the plot does: select a point to explain it; add points (drag to move, Shift+click to delete); spray many points at once; or place initial centres</source>
        <translation>그림을 클릭했을 때 하는 일: 점을 선택해 설명 보기, 점 추가(끌어서 옮기기, Shift+클릭으로 삭제), 여러 점을 한꺼번에 뿌리기, 또는 초기 중심 놓기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="81" />
        <location filename="../tabs/clustering/controls.py" line="97" />
        <source>Show</source>
        <translation>표시</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="82" />
        <source>Which two columns to plot for data with more than two (or their first two principal components)</source>
        <translation>열이 둘보다 많은 데이터에서 그릴 두 열 (또는 처음 두 주성분)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="107" />
        <location filename="../tabs/clustering/controls.py" line="109" />
        <location filename="../tabs/clustering/controls.py" line="129" />
        <source>Algorithm</source>
        <translation>알고리즘</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="110" />
        <source>Clustering algorithm</source>
        <translation>군집화 알고리즘</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="111" />
        <location filename="../tabs/clustering/views.py" line="45" />
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="112" />
        <source>Number of clusters / mixture components</source>
        <translation>군집 수 / 혼합 성분 수</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="113" />
        <source>Initialisation</source>
        <translation>초기화</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="114" />
        <source>How the first centres are chosen (clicked: use 'place centres' mouse mode)</source>
        <translation>처음 중심을 고르는 방법 (클릭: 마우스 모드 '중심 놓기'를 쓰세요)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="115" />
        <location filename="../tabs/clustering/controls.py" line="132" />
        <source>Restarts</source>
        <translation>재시작</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="116" />
        <source>k-means runs from different starts; the one with the lowest cost is kept</source>
        <translation>서로 다른 시작점에서 k-means를 돌리고 비용이 가장 낮은 것을 남깁니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="119" />
        <source>Beta</source>
        <translation>베타</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="120" />
        <source>Stiffness β of soft k-means, 0.01 … 100 (log scale)</source>
        <translation>soft k-means의 강성 β, 0.01 … 100 (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="124" />
        <location filename="../tabs/clustering/controls.py" line="137" />
        <location filename="../tabs/clustering/views.py" line="148" />
        <location filename="../tabs/clustering/views.py" line="185" />
        <source>Covariance</source>
        <translation>공분산</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="125" />
        <source>Shape of each Gaussian: spherical σ²I (as in the notes), diagonal or full</source>
        <translation>각 가우시안의 모양: 구형 σ²I (노트와 같음), 대각 또는 완전</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="127" />
        <source>Max iterations</source>
        <translation>최대 반복 수</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="128" />
        <source>Stop after this many iterations even if not converged</source>
        <translation>수렴하지 않아도 이만큼 반복하면 멈춥니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="131" />
        <source>Init</source>
        <translation>초기화</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="138" />
        <source>Max iter</source>
        <translation>최대 반복</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="150" />
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="153" />
        <source>Export the cluster plot as PNG or SVG</source>
        <translation>군집 그림을 PNG 또는 SVG로 내보냅니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="154" />
        <source>Curve…</source>
        <translation>곡선…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="155" />
        <source>Export the objective curve as PNG or SVG</source>
        <translation>목적 함수 곡선을 PNG 또는 SVG로 내보냅니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="156" />
        <source>History…</source>
        <translation>기록…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="157" />
        <source>Save the objective of every step as CSV</source>
        <translation>모든 단계의 목적 함숫값을 CSV로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="86" />
        <source>Class to add</source>
        <translation>추가할 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="86" />
        <source>Class of the points you click</source>
        <translation>클릭해서 추가할 점의 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="77" />
        <location filename="../tabs/clustering/controls.py" line="96" />
        <location filename="../tabs/svm/controls.py" line="88" />
        <location filename="../tabs/svm/controls.py" line="124" />
        <source>Mouse</source>
        <translation>마우스</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="89" />
        <source>Click adds a point of the chosen class (drag moves, Shift+click deletes); spray adds many at once; or select a point</source>
        <translation>클릭하면 고른 클래스의 점을 추가합니다 (끌면 이동, Shift+클릭은 삭제). 뿌리기는 한 번에 여러 점을 추가하고, 선택은 점 하나를 고릅니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="72" />
        <location filename="../tabs/svm/controls.py" line="92" />
        <source>Undo</source>
        <translation>되돌리기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="93" />
        <source>Undo the last edit (Ctrl+Z)</source>
        <translation>마지막 편집을 되돌립니다 (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="74" />
        <location filename="../tabs/svm/controls.py" line="94" />
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="74" />
        <location filename="../tabs/svm/controls.py" line="95" />
        <source>Redo (Ctrl+Y)</source>
        <translation>다시 실행 (Ctrl+Y)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="68" />
        <location filename="../tabs/svm/controls.py" line="98" />
        <source>Load CSV…</source>
        <translation>CSV 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="99" />
        <source>Points x, y and a label</source>
        <translation>점의 x, y와 레이블</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="70" />
        <location filename="../tabs/svm/controls.py" line="100" />
        <source>Save CSV…</source>
        <translation>CSV 저장…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="101" />
        <source>Save the points and labels</source>
        <translation>점과 레이블을 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="105" />
        <source>One click: the points, settings and view of an example of the notes</source>
        <translation>한 번의 클릭으로 노트 예제의 점, 설정, 보기를 엽니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="108" />
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="109" />
        <source>Generate the example's points, set its model and show its view</source>
        <translation>예제의 점을 생성하고 모델을 설정한 뒤 그 보기를 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="121" />
        <source>The notes</source>
        <translation>노트 예제</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="123" />
        <source>Click adds</source>
        <translation>클릭하면 추가</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="100" />
        <location filename="../tabs/spam/studies.py" line="138" />
        <location filename="../tabs/spam/views.py" line="127" />
        <location filename="../tabs/spam/views_selection.py" line="387" />
        <location filename="../tabs/spam/views_words.py" line="77" />
        <location filename="../tabs/svm/controls.py" line="137" />
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="140" />
        <location filename="../tabs/svm/controls.py" line="168" />
        <source>Margin</source>
        <translation>마진</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="141" />
        <source>Hard margin, or soft margin with L1 or L2 slack</source>
        <translation>하드 마진, 또는 L1·L2 여유 변수(slack)를 둔 소프트 마진</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="143" />
        <location filename="../tabs/svm/controls.py" line="169" />
        <source>C as</source>
        <translation>C 위치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="144" />
        <source>Where the constant sits: Trellis (like libsvm and scikit-learn) minimises ½‖w‖² + C Σ ζ; the notes minimise (C′/2)‖w‖² + Σ ζ. The same problem with C = 1/C′: the slider sets the one chosen here</source>
        <translation>상수를 어디에 두는가: Trellis는 (libsvm, scikit-learn처럼) ½‖w‖² + C Σ ζ를 최소화하고, 노트는 (C′/2)‖w‖² + Σ ζ를 최소화합니다. C = 1/C′이면 같은 문제이며, 슬라이더는 여기서 고른 쪽을 정합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="149" />
        <location filename="../tabs/svm/smo_parts.py" line="64" />
        <source>Penalty C on slack, 0.01 … 1000 (log scale)</source>
        <translation>여유 변수에 대한 벌점 C, 0.01 … 1000 (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="155" />
        <location filename="../tabs/svm/controls.py" line="175" />
        <source>Kernel</source>
        <translation>커널</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="158" />
        <location filename="../tabs/svm/controls.py" line="176" />
        <source>Degree</source>
        <translation>차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="159" />
        <source>Polynomial degree</source>
        <translation>다항식 차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="161" />
        <source>Constant in the polynomial and sigmoid kernels</source>
        <translation>다항식·시그모이드 커널의 상수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="163" />
        <source>Width as</source>
        <translation>너비 지정</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="164" />
        <source>Give the RBF width as σ (γ = 1/2σ²) or γ directly; 'scale' is 1/(d·Var X)</source>
        <translation>RBF 너비를 σ (γ = 1/2σ²)로 주거나 γ를 직접 줍니다. 'scale'은 1/(d·Var X)입니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="167" />
        <location filename="../tabs/svm/controls.py" line="181" />
        <source>Width</source>
        <translation>너비</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="167" />
        <source>σ or γ</source>
        <translation>σ 또는 γ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="177" />
        <source>coef0</source>
        <translation>상수 coef0</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="166" />
        <source>Train on the loaded text to compare the smoothings.</source>
        <translation>불러온 텍스트로 학습해 스무딩을 비교하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="175" />
        <source>There is no text yet; open a file or choose a sample first.</source>
        <translation>아직 텍스트가 없습니다. 먼저 파일을 열거나 예제를 고르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="66" />
        <source>the current corpus and results are kept</source>
        <translation>지금의 말뭉치와 결과는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="111" />
        <location filename="../tabs/spam/tab.py" line="215" />
        <source>Features and training</source>
        <translation>특징과 학습</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="216" />
        <source>Spam filtering</source>
        <translation>스팸 필터링</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="276" />
        <location filename="../tabs/spam/tab.py" line="293" />
        <source>Reading {name}…</source>
        <translation>{name} 읽는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="314" />
        <source>Counting terms…</source>
        <translation>단어 세는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="325" />
        <location filename="../tabs/text/views_lm.py" line="188" />
        <source>Training…</source>
        <translation>학습 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="334" />
        <source>{name} changed since the session was saved; it is read as it is now.</source>
        <translation>{name}은(는) 세션을 저장한 뒤 바뀌었습니다. 지금 상태 그대로 읽습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="357" />
        <source>vocabulary: &lt;b&gt;{n}&lt;/b&gt; features</source>
        <translation>어휘: 특징 &lt;b&gt;{n}&lt;/b&gt;개</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="358" />
        <source>vocabulary: &lt;b&gt;{n}&lt;/b&gt; features (was {before})</source>
        <translation>어휘: 특징 &lt;b&gt;{n}&lt;/b&gt;개 (이전 {before}개)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="360" />
        <source>{ngrams}, {stemmer}, {alpha}, {scheme}; {n} features</source>
        <translation>{ngrams}, {stemmer}, {alpha}, {scheme}; 특징 {n}개</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="372" />
        <location filename="../tabs/spam/tab.py" line="380" />
        <source>sample corpus</source>
        <translation>예제 말뭉치</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="374" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: {n} messages — {counts}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: 메시지 {n}개 — {counts}</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab.py" line="397" />
        <source>Read {name}; %n file(s) skipped or repaired: {shown}{more}. The Corpus view lists them all.</source>
        <translation><numerusform>{name}을(를) 읽었습니다. 파일 %n개를 건너뛰거나 고쳤습니다: {shown}{more}. '말뭉치' 보기에 모두 나옵니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="401" />
        <source> (and {n} more)</source>
        <translation> (외 {n}개)</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab.py" line="403" />
        <source>Read {name}: %n message(s).</source>
        <translation><numerusform>{name}을(를) 읽었습니다: 메시지 %n개.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="196" />
        <source>Save model</source>
        <translation>모델 저장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="196" />
        <source>N-gram model (*.npz)</source>
        <translation>N-gram 모델 (*.npz)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="198" />
        <source>Saving…</source>
        <translation>저장 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="201" />
        <source>Saved the {n}-gram model ({v:,} words) as {name}.</source>
        <translation>{n}-gram 모델(단어 {v:,}개)을 {name}(으)로 저장했습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="205" />
        <source>Load model</source>
        <translation>모델 불러오기</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="205" />
        <source>N-gram model (*.npz);;All files (*)</source>
        <translation>N-gram 모델 (*.npz);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="222" />
        <source>Loaded a {n}-gram model.</source>
        <translation>{n}-gram 모델을 불러왔습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="228" />
        <source>Loaded a &lt;b&gt;{n}-gram&lt;/b&gt; model: {v:,} words, trained on {t:,} tokens. Probe, generate and correct with it; Train again to compare smoothings.</source>
        <translation>&lt;b&gt;{n}-gram&lt;/b&gt; 모델을 불러왔습니다: 단어 {v:,}개, 토큰 {t:,}개로 학습. 탐색, 생성, 교정에 쓰세요. 스무딩을 비교하려면 다시 학습하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="242" />
        <source>smoothing</source>
        <translation>스무딩</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="242" />
        <source>perplexity</source>
        <translation>퍼플렉서티</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="242" />
        <source>cross-entropy (bits)</source>
        <translation>교차 엔트로피 (비트)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="243" />
        <source>zero-prob share</source>
        <translation>영확률 비율</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="256" />
        <source>Trained on &lt;b&gt;{nt:,}&lt;/b&gt; tokens ({st:,} sentences), held out &lt;b&gt;{nh:,}&lt;/b&gt; tokens ({sh:,} sentences). Lowest held-out perplexity: &lt;b&gt;{pp:.1f}&lt;/b&gt; ({n}-gram, {name}). Under MLE up to {zero:.0%} of the held-out tokens get probability 0 (perplexity ∞).</source>
        <translation>토큰 &lt;b&gt;{nt:,}&lt;/b&gt;개(문장 {st:,}개)로 학습하고 토큰 &lt;b&gt;{nh:,}&lt;/b&gt;개(문장 {sh:,}개)를 평가용으로 두었습니다. 가장 낮은 평가 퍼플렉서티: &lt;b&gt;{pp:.1f}&lt;/b&gt; ({n}-gram, {name}). MLE에서는 평가 토큰의 최대 {zero:.0%}가 확률 0을 받습니다 (퍼플렉서티 ∞).</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="275" />
        <source>“UNK below {c}” made {u:.0%} of the training words &lt;UNK&gt; (the vocabulary has {v:,} words): the low perplexities only measure guessing &lt;UNK&gt;. Lower “UNK below” and train again.</source>
        <translation>“UNK 기준 {c}” 때문에 학습 단어의 {u:.0%}가 &lt;UNK&gt;가 되었습니다 (어휘는 {v:,}개): 낮은 퍼플렉서티는 &lt;UNK&gt;를 맞히는 것만 잽니다. “UNK 기준”을 낮추고 다시 학습하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm.py" line="280" />
        <source>Trained {n} models; the lowest held-out perplexity is {p:.1f}.</source>
        <translation>모델 {n}개를 학습했습니다. 가장 낮은 평가 퍼플렉서티는 {p:.1f}입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="22" />
        <source>unigram</source>
        <translation>유니그램</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="22" />
        <source>bigram</source>
        <translation>바이그램</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="22" />
        <source>trigram</source>
        <translation>트라이그램</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="22" />
        <source>4-gram</source>
        <translation>4-그램</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="22" />
        <source>5-gram</source>
        <translation>5-그램</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="23" />
        <source>6-gram</source>
        <translation>6-그램</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="78" />
        <source>EM order</source>
        <translation>EM 차수</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="79" />
        <source>The n-gram model whose λs EM fits</source>
        <translation>EM이 λ를 맞추는 n-gram 모델</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="80" />
        <source>EM step</source>
        <translation>EM 단계</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="82" />
        <source>EM on the development sentences (every 10th training sentence) with the counts of the other nine tenths.</source>
        <translation>개발 문장(학습 문장 10개마다 하나)에서, 나머지 10분의 9의 빈도로 EM을 합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="85" />
        <source>λₖ after each M step</source>
        <translation>M 단계마다의 λₖ</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="85" />
        <location filename="../tabs/text/views_lm_em.py" line="87" />
        <source>EM iteration</source>
        <translation>EM 반복</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="86" />
        <source>Development log-likelihood Σₜ ln P(wₜ | h) (the objective)</source>
        <translation>개발 로그 가능도 Σₜ ln P(wₜ | h) (목적 함수)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="87" />
        <source>nats</source>
        <translation>nat</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="88" />
        <source>E step: each level's share Eₖ/N of the tokens</source>
        <translation>E 단계: 각 층위가 맡은 토큰 비율 Eₖ/N</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="89" />
        <source>level k (0 = 1/|V|, 1 = unigram, …)</source>
        <translation>층위 k (0 = 1/|V|, 1 = 유니그램, …)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="43" />
        <source>Step on show</source>
        <translation>보이는 단계</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="44" />
        <source>Scrub through the steps (0 = the start)</source>
        <translation>단계를 되돌려 봅니다 (0 = 시작)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="45" />
        <source>Step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="46" />
        <source>Show the next step</source>
        <translation>다음 단계를 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="47" />
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="48" />
        <source>Show the steps one after another (again to stop)</source>
        <translation>단계를 차례로 보여 줍니다 (다시 누르면 멈춤)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="96" />
        <source>scree: share of variance λⱼ/Σλ</source>
        <translation>스크리: 분산의 몫 λⱼ/Σλ</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="97" />
        <location filename="../tabs/text/views_lm_em.py" line="89" />
        <source>share</source>
        <translation>비율</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="101" />
        <source>kept and lost</source>
        <translation>남은 것과 잃은 것</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="101" />
        <source>components kept k</source>
        <translation>남긴 성분 수 k</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="102" />
        <source>share of the total</source>
        <translation>전체에 대한 몫</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="105" />
        <location filename="../tabs/clustering/views_reduce.py" line="111" />
        <source>cumulative Σλ/Σλ</source>
        <translation>누적 Σλ/Σλ</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="109" />
        <location filename="../tabs/clustering/views_reduce.py" line="112" />
        <source>reconstruction error / total</source>
        <translation>재구성 오차 / 전체</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="115" />
        <source>v turning</source>
        <translation>v의 회전</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="115" />
        <source>along the eigenvector</source>
        <translation>고유벡터 방향</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="116" />
        <source>across</source>
        <translation>수직 방향</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="127" />
        <source>angle(v, eigenvector)</source>
        <translation>각도(v, 고유벡터)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="127" />
        <source>power step</source>
        <translation>거듭제곱 단계</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="128" />
        <source>degrees</source>
        <translation>도</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="133" />
        <source>Power method</source>
        <translation>거듭제곱법</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="134" />
        <source>Find the first components (as many as beside) by the power method with deflation (on a worker), then step through it</source>
        <translation>수축을 곁들인 거듭제곱법으로 처음 성분들(옆에 정한 개수)을 찾고(작업 스레드에서), 한 단계씩 살펴봅니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="137" />
        <source>Components by the power method</source>
        <translation>거듭제곱법으로 찾을 성분</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="138" />
        <source>How many components the power method finds, one after the other (up to the k kept)</source>
        <translation>거듭제곱법이 차례로 찾을 성분의 개수 (남긴 k개까지)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="140" />
        <source>first </source>
        <translation>처음 </translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="142" />
        <source>the steps shown are kept</source>
        <translation>보이는 단계는 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="213" />
        <source>PC{j} loading</source>
        <translation>PC{j} 적재값</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="219" />
        <source>Power method: press the button to find the components step by step (v ← Cv/‖Cv‖, then deflate C ← C − λvvᵀ).</source>
        <translation>거듭제곱법: 단추를 누르면 성분을 한 단계씩 찾습니다 (v ← Cv/‖Cv‖, 그다음 수축 C ← C − λvvᵀ).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="233" />
        <source>Power method for {n} component(s)…</source>
        <translation>성분 {n}개에 대한 거듭제곱법…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="246" />
        <source>The power method stopped at component {c} of {n}: it did not settle within {products} products (its eigenvalue is close to the next one, so v turns slowly); the components before it are found.</source>
        <translation>거듭제곱법이 성분 {n}개 가운데 {c}번째에서 멈췄습니다: 곱셈 {products}번 안에 자리 잡지 못했습니다 (고윳값이 다음 것과 가까워 v가 천천히 돕니다). 그 앞의 성분들은 찾았습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="252" />
        <source>The power method found {n} component(s).</source>
        <translation>거듭제곱법이 성분 {n}개를 찾았습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="265" />
        <source>deflate: C ← C − λ v vᵀ</source>
        <translation>수축: C ← C − λ v vᵀ</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="266" />
        <source>v ← Cv/‖Cv‖, iteration {i}</source>
        <translation>v ← Cv/‖Cv‖, 반복 {i}</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="268" />
        <source> (stopped: not settled within max_iter)</source>
        <translation> (멈춤: max_iter 안에 자리 잡지 못함)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="270" />
        <source>Component {c}, {what}: λ = vᵀCv = {lam:.5g}, residual ‖Cv − λv‖ = {res:.3g}, angle to the eigenvector {angle:.3g}°{end}</source>
        <translation>성분 {c}, {what}: λ = vᵀCv = {lam:.5g}, 잔차 ‖Cv − λv‖ = {res:.3g}, 고유벡터와의 각도 {angle:.3g}°{end}</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="286" />
        <source>Turn documents into points (Data box: Source = documents) to see PCA's scree and power method, LSI's concepts and queries, or MDS's stress and Shepard diagram here.</source>
        <translation>문서를 점으로 바꾸면 (데이터 상자: 원본 = 문서) PCA의 스크리와 거듭제곱법, LSI의 개념과 질의, MDS의 스트레스와 셰퍼드 도표가 여기에 나옵니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="94" />
        <source>λ used</source>
        <translation>쓴 λ</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="95" />
        <source>Eₖ/N → new λ</source>
        <translation>Eₖ/N → 새 λ</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="136" />
        <source>Train the models first (Train, above): EM fits the λs of the trained counts.</source>
        <translation>먼저 모델을 학습하세요 (위의 학습): EM은 학습된 빈도의 λ를 맞춥니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="140" />
        <location filename="../tabs/text/views_lm_em.py" line="193" />
        <source>A loaded model keeps its λs but not their EM run: Train on a text to watch EM fit them.</source>
        <translation>불러온 모델에는 λ는 있지만 그 EM 실행은 없습니다: EM이 맞추는 것을 보려면 텍스트로 학습하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="143" />
        <source>No EM run: a development set needs at least 10 training sentences (every 10th is one). Load a longer text or lower the held-out share; the λs stay equal.</source>
        <translation>EM 실행 없음: 개발 집합에는 학습 문장이 10개 이상 필요합니다 (10개마다 하나). 더 긴 텍스트를 열거나 평가용 비율을 낮추세요. λ는 모두 같게 남습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="188" />
        <source>&lt;b&gt;EM for the interpolation weights&lt;/b&gt;&lt;br&gt;P(w | h) = Σₖ λₖ Pₖ(w | h) with P₀ = 1/|V| and Pₖ the k-gram relative frequency.&lt;br&gt;E step: rₜₖ = λₖPₖ(wₜ|h) / Σⱼ λⱼPⱼ(wₜ|h); expected count Eₖ = Σₜ rₜₖ.&lt;br&gt;M step: λₖ = Eₖ / N.</source>
        <translation>&lt;b&gt;보간 가중치의 EM&lt;/b&gt;&lt;br&gt;P(w | h) = Σₖ λₖ Pₖ(w | h), P₀ = 1/|V|, Pₖ는 k-gram 상대 빈도.&lt;br&gt;E 단계: rₜₖ = λₖPₖ(wₜ|h) / Σⱼ λⱼPⱼ(wₜ|h); 기대 빈도 Eₖ = Σₜ rₜₖ.&lt;br&gt;M 단계: λₖ = Eₖ / N.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="196" />
        <source>No EM run to show: train on a text of at least 10 sentences (the development set is every 10th training sentence).</source>
        <translation>보여 줄 EM 실행이 없습니다: 문장이 10개 이상인 텍스트로 학습하세요 (개발 집합은 학습 문장 10개마다 하나).</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="201" />
        <source>Start: every λ = 1/{k} = {v:.3f}. Step (Space) runs one E and one M step; Run animates the rest.</source>
        <translation>시작: 모든 λ = 1/{k} = {v:.3f}. 단계(Space)는 E 단계와 M 단계를 한 번씩 실행하고, 실행은 나머지를 애니메이션으로 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="209" />
        <source>(+{g:.4g} on the last step)</source>
        <translation>(마지막 단계에서 +{g:.4g})</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="211" />
        <source>converged: the gain fell below the tolerance</source>
        <translation>수렴: 증가량이 허용 오차 아래로 떨어졌습니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="212" />
        <source>stopped by its cap ({cap}) before converging</source>
        <translation>수렴하기 전에 상한({cap})에서 멈췄습니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="213" />
        <source>not converged yet</source>
        <translation>아직 수렴하지 않음</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="215" />
        <source>&lt;b&gt;Iteration {i}&lt;/b&gt; on N = {n:,} development tokens:</source>
        <translation>개발 토큰 N = {n:,}개에서 &lt;b&gt;반복 {i}&lt;/b&gt;:</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="217" />
        <source>level k</source>
        <translation>층위 k</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="217" />
        <source>λ used (E)</source>
        <translation>쓴 λ (E)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="218" />
        <source>new λₖ = Eₖ/N</source>
        <translation>새 λₖ = Eₖ/N</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_em.py" line="219" />
        <source>Σ Eₖ = {e:,.1f} = N. Development log-likelihood &lt;b&gt;{ll:,.3f}&lt;/b&gt; nats{gain}; {state}.</source>
        <translation>Σ Eₖ = {e:,.1f} = N. 개발 로그 가능도 &lt;b&gt;{ll:,.3f}&lt;/b&gt; nat{gain}; {state}.</translation>
    </message>
    <message>
        <location filename="../tabs/text/model_chooser.py" line="23" />
        <source>n of the n-gram model</source>
        <translation>n-gram 모델의 n</translation>
    </message>
    <message>
        <location filename="../tabs/text/model_chooser.py" line="24" />
        <location filename="../tabs/text/views_lm_pages.py" line="79" />
        <location filename="../tabs/text/views_spelling.py" line="100" />
        <source>Order</source>
        <translation>차수</translation>
    </message>
    <message>
        <location filename="../tabs/text/model_chooser.py" line="26" />
        <source>How the model gives probability to unseen n-grams</source>
        <translation>모델이 나온 적 없는 n-gram에 확률을 주는 방법</translation>
    </message>
    <message>
        <location filename="../tabs/text/model_chooser.py" line="28" />
        <location filename="../tabs/text/views_lm_pages.py" line="79" />
        <location filename="../tabs/text/views_lm_pages.py" line="299" />
        <location filename="../tabs/text/views_spelling.py" line="101" />
        <source>Smoothing</source>
        <translation>스무딩</translation>
    </message>
    <message>
        <location filename="../tabs/text/model_chooser.py" line="47" />
        <location filename="../tabs/text/views_lm_pages.py" line="327" />
        <source>Train the models first (Train, above).</source>
        <translation>먼저 모델을 학습하세요 (위의 학습).</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="44" />
        <source>the scores shown are kept</source>
        <translation>보이는 점수는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="79" />
        <location filename="../tabs/text/views_lm_pages.py" line="83" />
        <location filename="../tabs/text/views_spelling.py" line="107" />
        <source>Context</source>
        <translation>문맥</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="80" />
        <location filename="../tabs/text/views_lm_pages.py" line="86" />
        <source>Sentence</source>
        <translation>문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="82" />
        <source>The words before, from the start of a sentence</source>
        <translation>문장 처음부터의 앞 단어들</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="84" />
        <source>Next words</source>
        <translation>다음 단어</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="84" />
        <source>The next-word distribution</source>
        <translation>다음 단어의 분포</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="85" />
        <source>A sentence to score word by word</source>
        <translation>단어마다 점수를 매길 문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="87" />
        <source>P(sentence) word by word</source>
        <translation>단어마다의 P(문장)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="88" />
        <source>probability</source>
        <translation>확률</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="123" />
        <location filename="../tabs/spam/views_words.py" line="84" />
        <location filename="../tabs/text/views_lm_pages.py" line="89" />
        <location filename="../tabs/text/views_lm_pages.py" line="90" />
        <source>Search words…</source>
        <translation>단어 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="91" />
        <source>Formula</source>
        <translation>공식</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="97" />
        <source>P(w | context): the most probable next words</source>
        <translation>P(w | 문맥): 가장 확률이 높은 다음 단어들</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="98" />
        <source>Type a context, then Next words.</source>
        <translation>문맥을 입력하고 다음 단어를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="141" />
        <source>Type a sentence to score first.</source>
        <translation>먼저 점수를 매길 문장을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="310" />
        <location filename="../tabs/spam/views_softmax.py" line="336" />
        <location filename="../tabs/text/views_lm_pages.py" line="152" />
        <location filename="../tabs/text/views_lm_pages.py" line="193" />
        <location filename="../tabs/text/views_lm_pages.py" line="244" />
        <source>word</source>
        <translation>단어</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="152" />
        <location filename="../tabs/text/views_lm_pages.py" line="193" />
        <source>context count</source>
        <translation>문맥 빈도</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="153" />
        <location filename="../tabs/text/views_lm_pages.py" line="193" />
        <source>from order</source>
        <translation>사용 차수</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="174" />
        <source>Under {name} the context “{h}” was never seen, so every next word has probability 0 (the zero-probability problem): choose a smoothing, or a context from the text.</source>
        <translation>{name}에서는 문맥 “{h}”가 한 번도 나오지 않아 모든 다음 단어의 확률이 0입니다 (영확률 문제): 스무딩을 고르거나 텍스트에 있는 문맥을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="187" />
        <source>P(w | {h}), {n}-gram, {name}</source>
        <translation>P(w | {h}), {n}-gram, {name}</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="244" />
        <source>as the model sees it</source>
        <translation>모델이 보는 형태</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="244" />
        <source>n-gram used</source>
        <translation>쓴 n-gram</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="244" />
        <source>order</source>
        <translation>차수</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="248" />
        <source>log₂ P(sentence) = {t:.2f} over {n} factors (per word {b:.2f} bits).</source>
        <translation>인수 {n}개에 대해 log₂ P(문장) = {t:.2f} (단어당 {b:.2f}비트).</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="275" />
        <location filename="../tabs/text/views_sentences.py" line="54" />
        <source>the sentences shown are kept</source>
        <translation>보이는 문장은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="299" />
        <location filename="../tabs/text/views_lm_pages.py" line="303" />
        <source>Sentences</source>
        <translation>문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="299" />
        <location filename="../tabs/text/views_lm_pages.py" line="304" />
        <source>Max words</source>
        <translation>최대 단어 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/controls.py" line="116" />
        <location filename="../tabs/text/views_lm_pages.py" line="300" />
        <location filename="../tabs/text/views_lm_pages.py" line="307" />
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="303" />
        <source>Sentences per order</source>
        <translation>차수마다의 문장 수</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="304" />
        <source>Longest sentence generated</source>
        <translation>생성할 가장 긴 문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="305" />
        <source>Temperature</source>
        <translation>온도</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="306" />
        <source>Sample from P^(1/T): below 1 sharper, above 1 flatter</source>
        <translation>P^(1/T)에서 표본 추출: 1보다 작으면 뾰족하게, 크면 평평하게</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="307" />
        <source>Random seed</source>
        <translation>난수 시드</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="310" />
        <source>greedy</source>
        <translation>탐욕적</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="311" />
        <source>Always take the most probable word (no sampling)</source>
        <translation>항상 가장 확률이 높은 단어를 고릅니다 (표본 추출 없음)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="312" />
        <source>Generate sentences with every order</source>
        <translation>모든 차수로 문장을 생성합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="313" />
        <source>Generated sentences</source>
        <translation>생성한 문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="315" />
        <source>Every order n of the trained models; the longest run of words copied word for word from one training sentence is &lt;span style='background:{c}'&gt;highlighted&lt;/span&gt;: as n grows the text gets better, then copies the corpus.</source>
        <translation>학습한 모델의 모든 차수 n. 한 학습 문장에서 그대로 베낀 가장 긴 단어열은 &lt;span style='background:{c}'&gt;강조&lt;/span&gt;됩니다: n이 커지면 글이 나아지다가 말뭉치를 베끼게 됩니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="322" />
        <source>Press Generate to sample sentences with every order of the trained models.</source>
        <translation>생성을 누르면 학습한 모델의 모든 차수로 문장을 만듭니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="336" />
        <source>Generating…</source>
        <translation>생성 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="343" />
        <source>{n}-gram</source>
        <translation>{n}-gram</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="349" />
        <source>{k} of {n} words copied</source>
        <translation>단어 {n}개 중 {k}개 베낌</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_lm_pages.py" line="350" />
        <source>empty sentence</source>
        <translation>빈 문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="69" />
        <source>Korean is agglutinative (교착어): an eojeol, the unit between spaces, is a stem followed by particles (조사) and endings (어미), so &lt;b&gt;학교에서는&lt;/b&gt; = 학교/NNG + 에서/JKB + 는/JX. Counting eojeols counts every combination of a stem and its particles as a new word; counting morphemes (형태소) counts the words themselves. Morphemes by Kiwi, tagged with the Sejong tag set.</source>
        <translation>한국어는 교착어입니다: 띄어쓰기 단위인 어절은 어간 뒤에 조사와 어미가 붙은 것이라 &lt;b&gt;학교에서는&lt;/b&gt; = 학교/NNG + 에서/JKB + 는/JX 입니다. 어절을 세면 어간과 조사의 조합마다 새 단어로 세고, 형태소를 세면 단어 자체를 셉니다. 형태소 분석은 Kiwi, 품사 태그는 세종 태그 집합입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="74" />
        <source>Open the Korean sample</source>
        <translation>한국어 예제 열기</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="75" />
        <source>Load the built-in Korean text into the tab</source>
        <translation>내장 한국어 텍스트를 이 탭에 불러옵니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="76" />
        <source>Search eojeols…</source>
        <translation>어절 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="77" />
        <source>Search tags…</source>
        <translation>태그 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="84" />
        <location filename="../tabs/text/views_morphemes.py" line="137" />
        <location filename="../tabs/text/views_morphemes.py" line="155" />
        <source>eojeol</source>
        <translation>어절</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="84" />
        <location filename="../tabs/text/views_morphemes.py" line="155" />
        <source>morphemes (form/tag)</source>
        <translation>형태소 (형태/태그)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="84" />
        <location filename="../tabs/text/views_morphemes.py" line="155" />
        <source>stems</source>
        <translation>어간</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="85" />
        <location filename="../tabs/text/views_morphemes.py" line="155" />
        <source>particles and endings</source>
        <translation>조사와 어미</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="87" />
        <location filename="../tabs/text/views_morphemes.py" line="138" />
        <location filename="../tabs/text/views_morphemes.py" line="163" />
        <location filename="../tabs/text/views_normalize.py" line="22" />
        <source>tag</source>
        <translation>태그</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="87" />
        <location filename="../tabs/text/views_morphemes.py" line="138" />
        <location filename="../tabs/text/views_morphemes.py" line="163" />
        <source>name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="87" />
        <location filename="../tabs/text/views_morphemes.py" line="138" />
        <location filename="../tabs/text/views_morphemes.py" line="163" />
        <source>% of morphemes</source>
        <translation>형태소 중 %</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="89" />
        <source>Load a Korean text (the Korean sample, or type some) to see its eojeols split into morphemes.</source>
        <translation>한국어 텍스트(한국어 예제, 또는 직접 입력)를 불러오면 어절이 형태소로 나뉘는 것이 보입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="106" />
        <source>Loading Kiwi (the first time only, about two seconds)…</source>
        <translation>Kiwi 불러오는 중 (처음 한 번만, 약 2초)…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="107" />
        <source>Splitting eojeols into morphemes…</source>
        <translation>어절을 형태소로 나누는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="107" />
        <source>Loading Kiwi…</source>
        <translation>Kiwi 불러오는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="113" />
        <source>Only the first {n:,} characters are analysed.</source>
        <translation>처음 {n:,}자만 분석합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="118" />
        <source>This text has no Hangul, so there is nothing to split into morphemes: open the Korean sample, or type Korean text in the editor and press 'Analyse edited text'.</source>
        <translation>이 텍스트에는 한글이 없어 형태소로 나눌 것이 없습니다: 한국어 예제를 열거나, 편집기에 한국어를 입력하고 '편집한 텍스트 분석'을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="122" />
        <source>No Hangul in this text.</source>
        <translation>이 텍스트에는 한글이 없습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="126" />
        <source>&lt;b&gt;Kiwi is not installed&lt;/b&gt;, so eojeols cannot be split into morphemes. Install the optional extra with &lt;code&gt;pip install "trellis[korean]"&lt;/code&gt; (or &lt;code&gt;pip install kiwipiepy&lt;/code&gt;; about 90 MB with its model), then reopen the text. What still works without it: the eojeols and their counts below, their jamo (also the jamo level of Edit distance and Spelling: 강 → 감 is one edit).</source>
        <translation>&lt;b&gt;Kiwi가 설치되어 있지 않아&lt;/b&gt; 어절을 형태소로 나눌 수 없습니다. 선택 패키지를 &lt;code&gt;pip install "trellis[korean]"&lt;/code&gt;(또는 &lt;code&gt;pip install kiwipiepy&lt;/code&gt;, 모델 포함 약 90 MB)로 설치한 뒤 텍스트를 다시 여세요. Kiwi 없이도 되는 것: 아래의 어절과 그 빈도, 어절의 자모 (편집 거리와 철자 교정의 자모 수준도: 강 → 감은 편집 한 번).</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="141" />
        <source>Eojeols: {n:,} tokens, {v:,} types (V/N = {r:.3f}).</source>
        <translation>어절: 토큰 {n:,}개, 타입 {v:,}개 (V/N = {r:.3f}).</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="144" />
        <source>Eojeols counted; morphemes need Kiwi.</source>
        <translation>어절은 셌습니다. 형태소에는 Kiwi가 필요합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="148" />
        <source>Split {n:,} eojeols into {m:,} morphemes.</source>
        <translation>어절 {n:,}개를 형태소 {m:,}개로 나눴습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_morphemes.py" line="168" />
        <source>&lt;b&gt;Before&lt;/b&gt;: {en:,} eojeols, {ev:,} types (V/N = {er:.3f}) · &lt;b&gt;after&lt;/b&gt;: {mn:,} morphemes, {mv:,} types (V/N = {mr:.3f}) · &lt;b&gt;without particles, endings and punctuation&lt;/b&gt; (stop words by tag): {kn:,} morphemes, {kv:,} types. Particles and endings are {share:.0%} of the morphemes.</source>
        <translation>&lt;b&gt;나누기 전&lt;/b&gt;: 어절 {en:,}개, 타입 {ev:,}개 (V/N = {er:.3f}) · &lt;b&gt;나눈 뒤&lt;/b&gt;: 형태소 {mn:,}개, 타입 {mv:,}개 (V/N = {mr:.3f}) · &lt;b&gt;조사, 어미, 구두점을 뺀 뒤&lt;/b&gt; (태그로 고른 불용어): 형태소 {kn:,}개, 타입 {kv:,}개. 조사와 어미가 형태소의 {share:.0%}입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="21" />
        <source>token</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="21" />
        <source>folded</source>
        <translation>대소문자 통일</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="22" />
        <source>lemma</source>
        <translation>기본형</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="22" />
        <source>recovered</source>
        <translation>복원</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="123" />
        <location filename="../tabs/text/views_normalize.py" line="63" />
        <source>Keep</source>
        <translation>유지</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="64" />
        <source>Tokens never lower-cased, separated by ';'</source>
        <translation>소문자로 바꾸지 않을 토큰, ';'로 구분</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="65" />
        <source>Keep case</source>
        <translation>대소문자 유지</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="66" />
        <source>keep acronyms (US ≠ us)</source>
        <translation>약어 유지 (US ≠ us)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="67" />
        <source>Leave words of two or more capitals as they are</source>
        <translation>대문자가 두 개 이상인 단어는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="68" />
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="68" />
        <source>Recompute the table</source>
        <translation>표를 다시 계산합니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="69" />
        <source>Search tokens…</source>
        <translation>토큰 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="75" />
        <source>Lemmas come from LemmInflect (it ships its own English lexicon, so no download is needed); function words are tagged from a small lexicon (she/PRP, the/DT). 'tag' is the Penn tag that inflects the lemma back into the token.</source>
        <translation>기본형은 LemmInflect에서 얻습니다 (자체 영어 사전이 있어 내려받을 것이 없습니다). 기능어는 작은 사전으로 태그를 붙입니다 (she/PRP, the/DT). '태그'는 기본형을 다시 그 토큰으로 굴절시키는 Penn 태그입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="80" />
        <source>NLTK's WordNet data is not installed, so WordNet lemmas are not offered.</source>
        <translation>NLTK의 WordNet 데이터가 설치되어 있지 않아 WordNet 기본형은 제공하지 않습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="93" />
        <source>Normalising…</source>
        <translation>정규화 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="103" />
        <source>original</source>
        <translation>원래</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="103" />
        <source>case-folded</source>
        <translation>대소문자 통일</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_normalize.py" line="105" />
        <source>Vocabulary size: {sizes}</source>
        <translation>어휘 크기: {sizes}</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/views_normalize.py" line="110" />
        <source>Normalised the %n most frequent type(s).</source>
        <translation><numerusform>가장 잦은 타입 %n개를 정규화했습니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="25" />
        <source>Is the word before it a known abbreviation (Mr., Dr., etc.)?</source>
        <translation>앞 단어가 알려진 약어(Mr., Dr. 등)인가?</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="26" />
        <source>Does a blank line or the end of the text follow?</source>
        <translation>빈 줄이나 텍스트의 끝이 뒤따르는가?</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="27" />
        <source>SPLIT: abbreviation at the end of a paragraph</source>
        <translation>나눔: 문단 끝의 약어</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="28" />
        <source>NO SPLIT: abbreviation</source>
        <translation>나누지 않음: 약어</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="29" />
        <source>Does the next word start with a capital, a digit, a quote/bracket or a letter of a script without case (e.g. Hangul)?</source>
        <translation>다음 단어가 대문자, 숫자, 따옴표/괄호, 또는 대소문자가 없는 문자(예: 한글)로 시작하는가?</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="31" />
        <source>SPLIT: a new sentence starts</source>
        <translation>나눔: 새 문장이 시작됨</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="31" />
        <source>NO SPLIT: the next word is lower-case</source>
        <translation>나누지 않음: 다음 단어가 소문자</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="32" />
        <source>SPLIT: end of paragraph</source>
        <translation>나눔: 문단의 끝</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="33" />
        <source>Is the word before it a single capital letter (J. Smith)?</source>
        <translation>앞 단어가 대문자 한 글자(J. Smith)인가?</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="34" />
        <source>NO SPLIT: an initial</source>
        <translation>나누지 않음: 이름의 머리글자</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="34" />
        <source>Is the mark '?' or '!'?</source>
        <translation>부호가 '?' 또는 '!'인가?</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="35" />
        <source>SPLIT: ? and ! end sentences</source>
        <translation>나눔: ?와 !는 문장을 끝냄</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="36" />
        <source>Is the '.' between digits (3.14, 1.5m)?</source>
        <translation>'.'이 숫자 사이에 있는가 (3.14, 1.5m)?</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="36" />
        <source>NO SPLIT: decimal number</source>
        <translation>나누지 않음: 소수</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="37" />
        <source>Is the '.' followed by a space, a line break or the end?</source>
        <translation>'.' 뒤에 공백, 줄바꿈 또는 끝이 오는가?</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="38" />
        <source>NO SPLIT: inside a token (e.g. example.com)</source>
        <translation>나누지 않음: 토큰 안 (예: example.com)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="90" />
        <location filename="../tabs/text/views_sentences.py" line="93" />
        <source>Abbreviations</source>
        <translation>약어</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="91" />
        <source>Words that a period after them does not end (without the period)</source>
        <translation>뒤의 마침표가 문장을 끝내지 않는 단어들 (마침표 없이)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="52" />
        <source>&lt;i&gt;(previous corpus or preprocessing; Run again)&lt;/i&gt;</source>
        <translation>&lt;i&gt;(이전 말뭉치 또는 전처리; 다시 실행하세요)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="93" />
        <location filename="../tabs/text/views_sentences.py" line="94" />
        <source>Split</source>
        <translation>나누기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="94" />
        <source>Split the corpus into training, validation and test parts, and into k folds</source>
        <translation>말뭉치를 학습, 검증, 테스트 부분과 k개 폴드로 나눕니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="98" />
        <source>Share for choosing hyperparameters</source>
        <translation>하이퍼파라미터를 고르는 데 쓸 비율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="99" />
        <source>Share touched once, at the end</source>
        <translation>마지막에 한 번만 쓸 비율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="107" />
        <source>validation %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="117" />
        <source>Splitting…</source>
        <translation>나누는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="121" />
        <source>validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="122" />
        <source>test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="124" />
        <source>fold {f} (held out)</source>
        <translation>폴드 {f} (떼어 둠)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="126" />
        <source>part</source>
        <translation>부분</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="126" />
        <source>messages</source>
        <translation>메시지 수</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/views_selection.py" line="129" />
        <source>%n stratified fold(s): every message is held out exactly once.</source>
        <translation><numerusform>층화 폴드 %n개: 모든 메시지가 정확히 한 번씩 떼어집니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="135" />
        <location filename="../tabs/spam/views_selection.py" line="390" />
        <source>Validation curve</source>
        <translation>검증 곡선</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="136" />
        <source>Cross-validated training and held-out scores for each value of the hyperparameter</source>
        <translation>하이퍼파라미터 값마다 교차 검증한 학습·떼어 둔 데이터 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="141" />
        <source>Validation curve (mean ± sd over folds)</source>
        <translation>검증 곡선 (폴드 평균 ± 표준편차)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="145" />
        <source>Run draws the training and held-out scores for every value tried.</source>
        <translation>실행하면 시도한 값마다 학습·떼어 둔 데이터 점수를 그립니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="159" />
        <source>Validation curve…</source>
        <translation>검증 곡선…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="163" />
        <source>{symbol} (log scale)</source>
        <translation>{symbol} (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="173" />
        <location filename="../tabs/spam/views_selection.py" line="391" />
        <source>Grid search</source>
        <translation>격자 탐색</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="174" />
        <source>Cross-validated score of every pair of the two parameters</source>
        <translation>두 파라미터의 모든 쌍에 대한 교차 검증 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="177" />
        <location filename="../tabs/spam/views_selection.py" line="180" />
        <source>The model and its two parameters</source>
        <translation>모델과 그 두 파라미터</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="183" />
        <source>Grid search: mean held-out score</source>
        <translation>격자 탐색: 떼어 둔 데이터 평균 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="182" />
        <source>vocabulary</source>
        <translation>어휘</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="189" />
        <source>Run scores every pair of the two parameters by cross-validation.</source>
        <translation>실행하면 두 파라미터의 모든 쌍을 교차 검증으로 평가합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="202" />
        <source>Grid search…</source>
        <translation>격자 탐색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="211" />
        <source>mean score</source>
        <translation>평균 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="240" />
        <location filename="../tabs/spam/views_selection.py" line="391" />
        <source>Nested CV</source>
        <translation>중첩 교차 검증</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="241" />
        <source>Choose the hyperparameter on inner folds, score on the untouched outer fold</source>
        <translation>안쪽 폴드로 하이퍼파라미터를 고르고, 손대지 않은 바깥 폴드로 평가합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="244" />
        <source>Folds of each outer training part</source>
        <translation>바깥 학습 부분마다의 폴드 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="251" />
        <source>Estimates</source>
        <translation>추정값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="262" />
        <source>optimistic</source>
        <translation>낙관적</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="262" />
        <source>nested</source>
        <translation>중첩</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="264" />
        <source>inner k</source>
        <translation>안쪽 k</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="274" />
        <source>Nested cross-validation…</source>
        <translation>중첩 교차 검증…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="279" />
        <source>outer fold</source>
        <translation>바깥 폴드</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="279" />
        <source>chosen {symbol}</source>
        <translation>고른 {symbol}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="280" />
        <source>inner best score</source>
        <translation>안쪽 최고 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="280" />
        <source>outer score</source>
        <translation>바깥 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="286" />
        <source>nested {m:.4f} ± {s:.4f} · optimistic {o:.4f}</source>
        <translation>중첩 {m:.4f} ± {s:.4f} · 낙관적 {o:.4f}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="307" />
        <location filename="../tabs/spam/views_selection.py" line="391" />
        <source>Learning curve</source>
        <translation>학습 곡선</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="308" />
        <source>Training and held-out scores as the training part grows</source>
        <translation>학습 부분이 커질 때의 학습·떼어 둔 데이터 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="310" />
        <source>The hyperparameter's value (α or C) for this curve</source>
        <translation>이 곡선의 하이퍼파라미터 값 (α 또는 C)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="314" />
        <source>Learning curve (mean ± sd over folds)</source>
        <translation>학습 곡선 (폴드 평균 ± 표준편차)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="316" />
        <source>training messages</source>
        <translation>학습 메시지 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="319" />
        <source>Run draws the scores as the training part grows.</source>
        <translation>실행하면 학습 부분이 커질 때의 점수를 그립니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="322" />
        <source>α or C</source>
        <translation>α 또는 C</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="332" />
        <source>Learning curve…</source>
        <translation>학습 곡선…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="350" />
        <source>The model whose hyperparameter is chosen</source>
        <translation>하이퍼파라미터를 고를 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="352" />
        <source>Smallest value tried</source>
        <translation>시도할 가장 작은 값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="353" />
        <source>Largest value tried</source>
        <translation>시도할 가장 큰 값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="355" />
        <source>Values tried, evenly spaced on a log scale</source>
        <translation>로그 눈금에서 고르게 나눈 시도 값의 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="356" />
        <source>Cross-validation folds</source>
        <translation>교차 검증 폴드 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="357" />
        <source>What the folds score</source>
        <translation>폴드가 매기는 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="362" />
        <source>Seed of the folds (same seed, same folds)</source>
        <translation>폴드의 시드 (같은 시드, 같은 폴드)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="387" />
        <source>values from</source>
        <translation>값: 최소</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="387" />
        <source>to</source>
        <translation>최대</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="390" />
        <source>Train / validation / test</source>
        <translation>학습 / 검증 / 테스트</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="439" />
        <source>Load a corpus first: the studies cross-validate on it.</source>
        <translation>먼저 말뭉치를 불러오세요: 이 실험들은 그것으로 교차 검증합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="94" />
        <source>Split the text both ways</source>
        <translation>두 방법으로 텍스트를 나눕니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="95" />
        <source>Rule-based (decision tree)</source>
        <translation>규칙 기반 (결정 트리)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="96" />
        <source>Punkt (trained on this text)</source>
        <translation>Punkt (이 텍스트로 학습)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="97" />
        <source>Rule-based sentences</source>
        <translation>규칙 기반 문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="98" />
        <source>Sentences found by the decision tree</source>
        <translation>결정 트리가 찾은 문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="99" />
        <source>Punkt sentences</source>
        <translation>Punkt 문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="100" />
        <source>Sentences found by Punkt trained on this text</source>
        <translation>이 텍스트로 학습한 Punkt가 찾은 문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="101" />
        <location filename="../tabs/text/views_spelling.py" line="123" />
        <source>Search candidates…</source>
        <translation>후보 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="102" />
        <source>Decision tree</source>
        <translation>결정 트리</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="103" />
        <source>The splitter's decision tree; the selected candidate's path is bold</source>
        <translation>문장 분리기의 결정 트리. 고른 후보의 경로는 굵게 표시됩니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="105" />
        <source>decision tree (selected candidate's path in bold)</source>
        <translation>결정 트리 (고른 후보의 경로는 굵게)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="119" />
        <source>Splitting sentences…</source>
        <translation>문장 나누는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="131" />
        <source>position</source>
        <translation>위치</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="131" />
        <source>context</source>
        <translation>문맥</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="131" />
        <source>mark</source>
        <translation>부호</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="131" />
        <source>decision</source>
        <translation>결정</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="131" />
        <source>split</source>
        <translation>나눔</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="132" />
        <source>Punkt splits</source>
        <translation>Punkt가 나눔</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="137" />
        <source>Rules: {r} sentences · Punkt: {p} · boundaries in common: {both} · rules only: {ro} · Punkt only: {po}. Rows where the two disagree are yellow. Punkt learned these abbreviations: {learned}</source>
        <translation>규칙: 문장 {r}개 · Punkt: {p}개 · 공통 경계: {both} · 규칙만: {ro} · Punkt만: {po}. 둘이 다른 행은 노란색입니다. Punkt가 배운 약어: {learned}</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="142" />
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="145" />
        <source>Split into {r:,} sentences by the rules and {p:,} by Punkt.</source>
        <translation>규칙으로 문장 {r:,}개, Punkt로 {p:,}개로 나눴습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="168" />
        <source>yes → </source>
        <translation>예 → </translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="169" />
        <source>no → </source>
        <translation>아니요 → </translation>
    </message>
    <message>
        <location filename="../tabs/text/views_sentences.py" line="181" />
        <source>(select a candidate to see its path)</source>
        <translation>(후보를 고르면 경로가 보입니다)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="24" />
        <source>&lt;b&gt;Noisy channel&lt;/b&gt;: the writer meant w, the channel turned it into the typed x; choose ŵ = argmax&lt;sub&gt;w&lt;/sub&gt; P(w | context) · P(x | w) over the vocabulary words within the maximum distance. P(x | w) = p_edit&lt;sup&gt;d(w, x)&lt;/sup&gt; with d under the Edit distance view's costs, or the product of the confusion table's P(edit) over the edits of an optimal alignment (Kernighan, Church &amp;amp; Gale 1990: with rows such as delete,xy,x each edit is conditioned on the character before it: del[x,y]/count[xy], ins[x,y]/count[x], sub[x,y]/count[y], trans[x,y]/count[xy]). Change the context to see the ranking move: “I have a pxn” vs “a safety pxn”.</source>
        <translation>&lt;b&gt;잡음 채널&lt;/b&gt;: 글쓴이는 w를 뜻했지만 채널이 이를 입력된 x로 바꿨습니다. 최대 거리 안의 어휘 단어 가운데 ŵ = argmax&lt;sub&gt;w&lt;/sub&gt; P(w | 문맥) · P(x | w)를 고릅니다. P(x | w) = p_edit&lt;sup&gt;d(w, x)&lt;/sup&gt;이며 d는 편집 거리 보기의 비용으로 잰 거리이거나, 혼동 표의 P(편집)을 최적 정렬의 편집마다 곱한 값입니다 (Kernighan, Church &amp;amp; Gale 1990: delete,xy,x 같은 행이 있으면 각 편집은 앞 문자에 조건부입니다: del[x,y]/count[xy], ins[x,y]/count[x], sub[x,y]/count[y], trans[x,y]/count[xy]). 문맥을 바꾸면 순위가 움직입니다: “I have a pxn” 대 “a safety pxn”.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="51" />
        <source>the candidates shown are kept</source>
        <translation>보이는 후보는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="53" />
        <source>the channel in use is kept</source>
        <translation>쓰고 있는 채널은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="100" />
        <source>Typed</source>
        <translation>입력</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="100" />
        <source>after</source>
        <translation>앞 문맥</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="101" />
        <location filename="../tabs/text/views_spelling.py" line="109" />
        <source>Max distance</source>
        <translation>최대 거리</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="101" />
        <location filename="../tabs/text/views_spelling.py" line="117" />
        <source>Channel</source>
        <translation>채널</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="104" />
        <source>The misspelt word x</source>
        <translation>철자가 틀린 단어 x</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="105" />
        <source>Typed word</source>
        <translation>입력한 단어</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="106" />
        <source>The words before it in the sentence</source>
        <translation>문장에서 그 앞에 오는 단어들</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="108" />
        <source>Candidates at most this far (edit costs)</source>
        <translation>이 거리 안의 후보 (편집 비용)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="110" />
        <source>Probability of one unit of edit cost</source>
        <translation>편집 비용 한 단위의 확률</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="111" />
        <source>edit costs: p_edit^distance</source>
        <translation>편집 비용: p_edit^거리</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="111" />
        <source>confusion table</source>
        <translation>혼동 표</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="113" />
        <source>Measure the distance on characters, or on the jamo of Hangul (강 → 감 is one edit)</source>
        <translation>문자 위에서, 또는 한글의 자모 위에서 거리를 잽니다 (강 → 감은 편집 한 번)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="116" />
        <source>Where P(x | w) comes from</source>
        <translation>P(x | w)를 어디서 얻는지</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="118" />
        <source>Confusion table…</source>
        <translation>혼동 표…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="119" />
        <source>Load a CSV of op,from,to,count rows (substitute/delete/insert)</source>
        <translation>op,from,to,count 행으로 된 CSV를 불러옵니다 (substitute/delete/insert)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="120" />
        <source>Correct</source>
        <translation>교정</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="120" />
        <source>Rank the candidates</source>
        <translation>후보의 순위를 매깁니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="121" />
        <source>Show alignment</source>
        <translation>정렬 보기</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="122" />
        <source>Open the selected candidate's alignment in the Edit distance view</source>
        <translation>고른 후보의 정렬을 편집 거리 보기에서 엽니다</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="151" />
        <source>Training the language models on the loaded text first…</source>
        <translation>먼저 읽어 온 텍스트로 언어 모델을 학습합니다…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="160" />
        <source>Type the misspelt word first.</source>
        <translation>먼저 철자가 틀린 단어를 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="166" />
        <source>Load a confusion table first (Confusion table…), or choose the edit-cost channel.</source>
        <translation>먼저 혼동 표를 불러오거나(혼동 표…), 편집 비용 채널을 고르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="174" />
        <source>Correcting…</source>
        <translation>교정 중…</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="184" />
        <source>candidate w</source>
        <translation>후보 w</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="184" />
        <source>distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="143" />
        <location filename="../tabs/spam/views_selection.py" line="252" />
        <location filename="../tabs/spam/views_selection.py" line="317" />
        <location filename="../tabs/spam/views_selection.py" line="388" />
        <location filename="../tabs/text/views_spelling.py" line="185" />
        <source>score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="185" />
        <source>alignment w / x</source>
        <translation>정렬 w / x</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="194" />
        <source>the start of a sentence</source>
        <translation>문장의 시작</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/text/views_spelling.py" line="196" />
        <source>“{x}” after “{ctx}”: best “{w}” (%n candidate(s)).</source>
        <translation><numerusform>“{ctx}” 뒤의 “{x}”: 최선은 “{w}” (후보 %n개).</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="201" />
        <source>No vocabulary word is within {d:g} of “{x}”; raise the maximum distance.</source>
        <translation>“{x}”에서 {d:g} 안에 있는 어휘 단어가 없습니다. 최대 거리를 높이세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="208" />
        <source>Correct a word and select a candidate first.</source>
        <translation>먼저 단어를 교정하고 후보를 고르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="213" />
        <source>Confusion counts</source>
        <translation>혼동 빈도</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="214" />
        <source>CSV (*.csv *.txt);;All files (*)</source>
        <translation>CSV (*.csv *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="226" />
        <source>Channel from {name}: Kernighan, Church &amp; Gale's, each edit conditioned on the character before it ({n:,} edits with context; the rest context-free or p_edit).</source>
        <translation>{name}의 채널: Kernighan, Church &amp; Gale 방식으로 각 편집이 앞 문자에 조건부입니다 (문맥 있는 편집 {n:,}개, 나머지는 문맥 없이 또는 p_edit).</translation>
    </message>
    <message>
        <location filename="../tabs/text/views_spelling.py" line="231" />
        <source>Channel from {name}: {n:,} edits.</source>
        <translation>{name}의 채널: 편집 {n:,}개.</translation>
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
        <location filename="../tabs/spam/discriminative.py" line="30" />
        <source>Newton / IRLS</source>
        <translation>뉴턴 / IRLS</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="30" />
        <location filename="../tabs/spam/views_softmax.py" line="44" />
        <source>gradient descent</source>
        <translation>경사 하강법</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="88" />
        <source>Method</source>
        <translation>방법</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="89" />
        <location filename="../tabs/spam/views_softmax.py" line="111" />
        <source>How the loss is minimised</source>
        <translation>손실을 최소화하는 방법</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="92" />
        <source>L(w) − L*  (log scale)</source>
        <translation>L(w) − L*  (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="93" />
        <source>Heaviest weights (positive class | rest):</source>
        <translation>가장 큰 가중치 (양성 클래스 | 나머지):</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="115" />
        <source>Load a corpus first: logistic regression trains on its training part.</source>
        <translation>먼저 말뭉치를 불러오세요: 로지스틱 회귀는 그 학습 부분으로 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="149" />
        <source>&lt;h3&gt;Logistic regression — {method}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;로지스틱 회귀 — {method}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="153" />
        <source>&lt;p&gt;iteration &lt;b&gt;{i}&lt;/b&gt;{state}: L(w) = {loss:.6g}, ‖∇L‖ = {grad:.3g}, held-out accuracy {acc:.4f}&lt;/p&gt;</source>
        <translation>&lt;p&gt;반복 &lt;b&gt;{i}&lt;/b&gt;{state}: L(w) = {loss:.6g}, ‖∇L‖ = {grad:.3g}, 떼어 둔 데이터 정확도 {acc:.4f}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="164" />
        <source>word ({side})</source>
        <translation>단어 ({side})</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="164" />
        <source>positive class</source>
        <translation>양성 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="165" />
        <source>word (rest)</source>
        <translation>단어 (나머지)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="173" />
        <source>&lt;p&gt;L(w, b) = C Σ log(1 + exp(−yₙ(wᵀxₙ + b))) + ½‖w‖², rows scaled to unit length, y = +1 for the positive class and −1 for the rest.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gradient descent&lt;/b&gt;: w ← w − ∇L / L&lt;sub&gt;max&lt;/sub&gt;, L&lt;sub&gt;max&lt;/sub&gt; bounding the curvature. &lt;b&gt;Newton / IRLS&lt;/b&gt;: solve (C XᵀDX + I)Δ = −∇L with D = diag(σ(f)(1 − σ(f))) — a weighted least-squares problem — by conjugate gradients, then w ← w + Δ.&lt;/p&gt;&lt;p&gt;Naive Bayes models p(x | y) and is counted in one pass; logistic regression models p(y | x) directly and must be optimised (generative vs discriminative). The notes write gradient ascent on the log-likelihood with “−”; ascent adds the gradient (descent on L subtracts it).&lt;/p&gt;</source>
        <translation>&lt;p&gt;L(w, b) = C Σ log(1 + exp(−yₙ(wᵀxₙ + b))) + ½‖w‖², 행은 단위 길이로 맞추고, 양성 클래스는 y = +1, 나머지는 −1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;경사 하강법&lt;/b&gt;: w ← w − ∇L / L&lt;sub&gt;max&lt;/sub&gt;, L&lt;sub&gt;max&lt;/sub&gt;는 곡률의 상한. &lt;b&gt;뉴턴 / IRLS&lt;/b&gt;: (C XᵀDX + I)Δ = −∇L (D = diag(σ(f)(1 − σ(f))), 가중 최소제곱 문제)을 켤레 기울기법으로 풀고 w ← w + Δ.&lt;/p&gt;&lt;p&gt;나이브 베이즈는 p(x | y)를 모델링하고 한 번에 셉니다. 로지스틱 회귀는 p(y | x)를 직접 모델링하고 최적화해야 합니다(생성 모델 대 판별 모델). 강의 노트는 로그 가능도의 경사 상승을 “−”로 썼지만, 상승은 기울기를 더합니다(L의 하강은 뺍니다).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="23" />
        <source>&lt;p&gt;&lt;b&gt;k-means as a special case.&lt;/b&gt; With equal weights π&lt;sub&gt;k&lt;/sub&gt; = 1/K and one fixed covariance σ²I, the E step gives r&lt;sub&gt;ik&lt;/sub&gt; ∝ exp(−‖x&lt;sub&gt;i&lt;/sub&gt;−μ&lt;sub&gt;k&lt;/sub&gt;‖²/2σ²): soft k-means with β = 1/(2σ²). As σ → 0 (β → ∞) r&lt;sub&gt;ik&lt;/sub&gt; becomes 0/1 and the M step μ&lt;sub&gt;k&lt;/sub&gt; = Σ r&lt;sub&gt;ik&lt;/sub&gt;x&lt;sub&gt;i&lt;/sub&gt;/Σ r&lt;sub&gt;ik&lt;/sub&gt; is the k-means update.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;특수한 경우로서의 k-means.&lt;/b&gt; 가중치가 모두 π&lt;sub&gt;k&lt;/sub&gt; = 1/K이고 공분산이 고정된 σ²I 하나이면 E 단계는 r&lt;sub&gt;ik&lt;/sub&gt; ∝ exp(−‖x&lt;sub&gt;i&lt;/sub&gt;−μ&lt;sub&gt;k&lt;/sub&gt;‖²/2σ²), 곧 β = 1/(2σ²)인 soft k-means가 됩니다. σ → 0 (β → ∞)이면 r&lt;sub&gt;ik&lt;/sub&gt;는 0/1이 되고 M 단계 μ&lt;sub&gt;k&lt;/sub&gt; = Σ r&lt;sub&gt;ik&lt;/sub&gt;x&lt;sub&gt;i&lt;/sub&gt;/Σ r&lt;sub&gt;ik&lt;/sub&gt;는 k-means의 갱신입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="47" />
        <source>&lt;p&gt;Selected point x&lt;sub&gt;{i}&lt;/sub&gt; = {x}&lt;/p&gt;</source>
        <translation>&lt;p&gt;선택한 점 x&lt;sub&gt;{i}&lt;/sub&gt; = {x}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="51" />
        <location filename="../tabs/clustering/views_reduce.py" line="267" />
        <location filename="../tabs/spam/discriminative.py" line="185" />
        <location filename="../tabs/spam/views_maxent.py" line="399" />
        <location filename="../tabs/svm/explain.py" line="61" />
        <location filename="../tabs/svm/losses.py" line="155" />
        <source> (converged)</source>
        <translation> (수렴)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="58" />
        <source>&lt;h3&gt;Ready&lt;/h3&gt;&lt;p&gt;Press &lt;b&gt;Step&lt;/b&gt; to take one phase at a time, or &lt;b&gt;Run&lt;/b&gt;. Click a point to see its numbers here.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;준비&lt;/h3&gt;&lt;p&gt;&lt;b&gt;단계&lt;/b&gt;를 누르면 한 국면씩, &lt;b&gt;실행&lt;/b&gt;을 누르면 이어서 진행합니다. 점을 클릭하면 그 점의 수치가 여기에 나옵니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="74" />
        <source>&lt;h3&gt;Online k-means — epoch {epoch}, update {it}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;온라인 k-means — 에포크 {epoch}, 갱신 {it}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="76" />
        <source>&lt;p&gt;The points arrive one at a time. Point x&lt;sub&gt;{i}&lt;/sub&gt; = {x} goes to its nearest centre k = argmin&lt;sub&gt;l&lt;/sub&gt; ‖x − μ&lt;sub&gt;l&lt;/sub&gt;‖² = {k} (‖x − μ&lt;sub&gt;k&lt;/sub&gt;‖² = {cost:.4g}), and only that centre moves: μ&lt;sub&gt;k&lt;/sub&gt; ← μ&lt;sub&gt;k&lt;/sub&gt; + η (x − μ&lt;sub&gt;k&lt;/sub&gt;) = {old} + {eta:.3g} · ({x} − {old}) = {new}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;점이 하나씩 들어옵니다. 점 x&lt;sub&gt;{i}&lt;/sub&gt; = {x}는 가장 가까운 중심 k = argmin&lt;sub&gt;l&lt;/sub&gt; ‖x − μ&lt;sub&gt;l&lt;/sub&gt;‖² = {k}로 가고 (‖x − μ&lt;sub&gt;k&lt;/sub&gt;‖² = {cost:.4g}), 그 중심만 움직입니다: μ&lt;sub&gt;k&lt;/sub&gt; ← μ&lt;sub&gt;k&lt;/sub&gt; + η (x − μ&lt;sub&gt;k&lt;/sub&gt;) = {old} + {eta:.3g} · ({x} − {old}) = {new}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="82" />
        <source>&lt;p&gt;η = 1/n&lt;sub&gt;k&lt;/sub&gt; (MacQueen): each centre stays the running mean of the points it has taken, so the steps shrink and the run settles. Nothing is stored but the centres and their counts.&lt;/p&gt;</source>
        <translation>&lt;p&gt;η = 1/n&lt;sub&gt;k&lt;/sub&gt; (MacQueen): 각 중심은 지금까지 받은 점들의 이동 평균으로 남으므로 걸음이 줄어들고 실행이 자리 잡습니다. 중심과 그 개수 말고는 아무것도 저장하지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="86" />
        <source>&lt;p&gt;Converged: in this epoch the centres moved by no more than the tolerance.&lt;/p&gt;</source>
        <translation>&lt;p&gt;수렴: 이번 에포크에서 중심이 허용 오차보다 더 움직이지 않았습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="89" />
        <location filename="../tabs/clustering/explain.py" line="160" />
        <location filename="../tabs/clustering/views_documents.py" line="179" />
        <source>cluster</source>
        <translation>군집</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="89" />
        <location filename="../tabs/clustering/explain.py" line="160" />
        <source>centre μ</source>
        <translation>중심 μ</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="95" />
        <source>nearest</source>
        <translation>가장 가까움</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="100" />
        <source>&lt;h3&gt;k-means++ seeding — pick {pick}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;k-means++ 초기 중심 고르기 — {pick}번째&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="102" />
        <source>&lt;p&gt;The first centre is a point chosen uniformly at random: x&lt;sub&gt;{i}&lt;/sub&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;첫 중심은 균등하게 무작위로 고른 점입니다: x&lt;sub&gt;{i}&lt;/sub&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="105" />
        <source>&lt;p&gt;Each next centre is drawn with probability p(x&lt;sub&gt;i&lt;/sub&gt;) = D(x&lt;sub&gt;i&lt;/sub&gt;)² / Σ&lt;sub&gt;j&lt;/sub&gt; D(x&lt;sub&gt;j&lt;/sub&gt;)², where D is the distance to the nearest centre picked so far (the colour bar: brighter = likelier). This pick: x&lt;sub&gt;{i}&lt;/sub&gt; (starred), p = {p:.4g}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;다음 중심은 확률 p(x&lt;sub&gt;i&lt;/sub&gt;) = D(x&lt;sub&gt;i&lt;/sub&gt;)² / Σ&lt;sub&gt;j&lt;/sub&gt; D(x&lt;sub&gt;j&lt;/sub&gt;)²로 뽑습니다. D는 지금까지 고른 가장 가까운 중심까지의 거리입니다 (색 막대: 밝을수록 뽑힐 가능성이 큼). 이번에 고른 점: x&lt;sub&gt;{i}&lt;/sub&gt; (별표), p = {p:.4g}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="113" />
        <source>&lt;p&gt;D² = {d2:.4g}, p = {p:.4g}&lt;/p&gt;</source>
        <translation>&lt;p&gt;D² = {d2:.4g}, p = {p:.4g}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="121" />
        <source>assignment</source>
        <translation>할당</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="121" />
        <source>update</source>
        <translation>갱신</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="121" />
        <location filename="../tabs/clustering/views_mds.py" line="181" />
        <source>best restart</source>
        <translation>가장 좋은 재시작</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="123" />
        <source>&lt;h3&gt;k-medoids — iteration {it}, {phase} step&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;k-medoids — 반복 {it}, {phase} 단계&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="124" />
        <source>&lt;h3&gt;k-means — iteration {it}, {phase} step&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;k-means — 반복 {it}, {phase} 단계&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="127" />
        <source>&lt;p&gt;&lt;b&gt;Assignment (R):&lt;/b&gt; R&lt;sub&gt;ik&lt;/sub&gt; = 1 if k = argmin&lt;sub&gt;l&lt;/sub&gt; {dist}, else 0.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;할당 (R):&lt;/b&gt; k = argmin&lt;sub&gt;l&lt;/sub&gt; {dist}이면 R&lt;sub&gt;ik&lt;/sub&gt; = 1, 아니면 0.&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/clustering/explain.py" line="131" />
        <source>&lt;p&gt;%n point(s) changed cluster.&lt;/p&gt;</source>
        <translation><numerusform>&lt;p&gt;점 %n개가 군집을 바꾸었습니다.&lt;/p&gt;</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="133" />
        <source>&lt;p&gt;&lt;b&gt;Update:&lt;/b&gt; each medoid m&lt;sub&gt;k&lt;/sub&gt; becomes the member with the least total distance Σ&lt;sub&gt;i∈k&lt;/sub&gt; ‖x&lt;sub&gt;i&lt;/sub&gt; − m‖ to the others. Distances are not squared, so a far outlier pulls much less than it pulls a mean.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;갱신:&lt;/b&gt; 각 메도이드 m&lt;sub&gt;k&lt;/sub&gt;는 다른 구성원까지의 거리 합 Σ&lt;sub&gt;i∈k&lt;/sub&gt; ‖x&lt;sub&gt;i&lt;/sub&gt; − m‖이 가장 작은 구성원이 됩니다. 거리를 제곱하지 않으므로 멀리 떨어진 이상치가 평균을 끌어당기는 것보다 훨씬 덜 끌어당깁니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="138" />
        <source>&lt;p&gt;&lt;b&gt;Update (μ):&lt;/b&gt; μ&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt; x&lt;sub&gt;i&lt;/sub&gt; / Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt; — each centre moves to the mean of its points. Centre shift Σ‖Δμ‖² = {shift:.4g} (in the data's units).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;갱신 (μ):&lt;/b&gt; μ&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt; x&lt;sub&gt;i&lt;/sub&gt; / Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt; — 각 중심은 자기 점들의 평균으로 옮겨 갑니다. 중심 이동 Σ‖Δμ‖² = {shift:.4g} (데이터 단위).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="143" />
        <source>&lt;p&gt;The best of the restarts (restart {r}) is kept.&lt;/p&gt;</source>
        <translation>&lt;p&gt;재시작 가운데 가장 좋은 것(재시작 {r})을 남깁니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="149" />
        <source>&lt;p&gt;&lt;b&gt;A local minimum:&lt;/b&gt; clusters {i} and {j} look like one blob with two centres, and cluster {c} like two blobs with one: moving a centre would lower the cost J by at least {gain:.4g}. Raise Restarts (or use k-means++).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;지역 최솟값:&lt;/b&gt; 군집 {i}와 {j}는 중심이 둘인 한 덩어리로, 군집 {c}는 중심이 하나인 두 덩어리로 보입니다: 중심 하나를 옮기면 비용 J가 적어도 {gain:.4g}만큼 낮아집니다. 재시작을 늘리세요 (또는 k-means++를 쓰세요).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="155" />
        <source>&lt;p&gt;Cost J = Σ&lt;sub&gt;i&lt;/sub&gt; {dist} = &lt;b&gt;{cost:.6g}&lt;/b&gt;{done}&lt;/p&gt;</source>
        <translation>&lt;p&gt;비용 J = Σ&lt;sub&gt;i&lt;/sub&gt; {dist} = &lt;b&gt;{cost:.6g}&lt;/b&gt;{done}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="160" />
        <source>medoid</source>
        <translation>메도이드</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="180" />
        <source>&lt;p&gt;Its cluster {k} has n&lt;sub&gt;{k}&lt;/sub&gt; = {n} members; their mean is μ&lt;sub&gt;{k}&lt;/sub&gt; = {mean}, so the centre moved from {old} by ‖Δμ&lt;sub&gt;{k}&lt;/sub&gt;‖² = {shift:.4g}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;이 점의 군집 {k}에는 구성원이 n&lt;sub&gt;{k}&lt;/sub&gt; = {n}개 있고 그 평균은 μ&lt;sub&gt;{k}&lt;/sub&gt; = {mean}입니다. 그래서 중심은 {old}에서 ‖Δμ&lt;sub&gt;{k}&lt;/sub&gt;‖² = {shift:.4g}만큼 옮겨 갔습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="187" />
        <location filename="../tabs/clustering/explain.py" line="214" />
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="187" />
        <location filename="../tabs/clustering/explain.py" line="214" />
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="188" />
        <source>&lt;h3&gt;Soft k-means — iteration {it}, {phase} step&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Soft k-means — 반복 {it}, {phase} 단계&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="191" />
        <source>&lt;p&gt;&lt;b&gt;Responsibilities:&lt;/b&gt; R&lt;sub&gt;ik&lt;/sub&gt; = exp(−β‖x&lt;sub&gt;i&lt;/sub&gt;−μ&lt;sub&gt;k&lt;/sub&gt;‖²) / Σ&lt;sub&gt;l&lt;/sub&gt; exp(−β‖x&lt;sub&gt;i&lt;/sub&gt;−μ&lt;sub&gt;l&lt;/sub&gt;‖²). Colours mix by R.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;책임도:&lt;/b&gt; R&lt;sub&gt;ik&lt;/sub&gt; = exp(−β‖x&lt;sub&gt;i&lt;/sub&gt;−μ&lt;sub&gt;k&lt;/sub&gt;‖²) / Σ&lt;sub&gt;l&lt;/sub&gt; exp(−β‖x&lt;sub&gt;i&lt;/sub&gt;−μ&lt;sub&gt;l&lt;/sub&gt;‖²). 색은 R에 따라 섞입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="195" />
        <source>&lt;p&gt;&lt;b&gt;Means:&lt;/b&gt; μ&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt;x&lt;sub&gt;i&lt;/sub&gt; / Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt;.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;평균:&lt;/b&gt; μ&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt;x&lt;sub&gt;i&lt;/sub&gt; / Σ&lt;sub&gt;i&lt;/sub&gt; R&lt;sub&gt;ik&lt;/sub&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="197" />
        <source>&lt;p&gt;β = {beta:.4g}. Free energy F = &lt;b&gt;{f:.6g}&lt;/b&gt;; it never increases. Large β → hard k-means; small β → every point shared equally.&lt;/p&gt;</source>
        <translation>&lt;p&gt;β = {beta:.4g}. 자유 에너지 F = &lt;b&gt;{f:.6g}&lt;/b&gt;. 이 값은 절대 늘지 않습니다. β가 크면 → 하드 k-means, β가 작으면 → 모든 점이 똑같이 나뉩니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="209" />
        <source>diagonal</source>
        <translation>대각</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="215" />
        <source>&lt;h3&gt;Gaussian mixture (EM, {kind}) — iteration {it}, {phase} step&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;가우시안 혼합 (EM, {kind}) — 반복 {it}, {phase} 단계&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="218" />
        <source>&lt;p&gt;&lt;b&gt;E step:&lt;/b&gt; r&lt;sub&gt;ik&lt;/sub&gt; = π&lt;sub&gt;k&lt;/sub&gt; N(x&lt;sub&gt;i&lt;/sub&gt; | μ&lt;sub&gt;k&lt;/sub&gt;, Σ&lt;sub&gt;k&lt;/sub&gt;) / Σ&lt;sub&gt;l&lt;/sub&gt; π&lt;sub&gt;l&lt;/sub&gt; N(x&lt;sub&gt;i&lt;/sub&gt; | μ&lt;sub&gt;l&lt;/sub&gt;, Σ&lt;sub&gt;l&lt;/sub&gt;). With q = p(z | x, θ) the bound touches: F(q, θ) = L(θ).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;E 단계:&lt;/b&gt; r&lt;sub&gt;ik&lt;/sub&gt; = π&lt;sub&gt;k&lt;/sub&gt; N(x&lt;sub&gt;i&lt;/sub&gt; | μ&lt;sub&gt;k&lt;/sub&gt;, Σ&lt;sub&gt;k&lt;/sub&gt;) / Σ&lt;sub&gt;l&lt;/sub&gt; π&lt;sub&gt;l&lt;/sub&gt; N(x&lt;sub&gt;i&lt;/sub&gt; | μ&lt;sub&gt;l&lt;/sub&gt;, Σ&lt;sub&gt;l&lt;/sub&gt;). q = p(z | x, θ)이면 하한이 맞닿습니다: F(q, θ) = L(θ).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="223" />
        <source>&lt;p&gt;&lt;b&gt;M step:&lt;/b&gt; N&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; r&lt;sub&gt;ik&lt;/sub&gt;, π&lt;sub&gt;k&lt;/sub&gt; = N&lt;sub&gt;k&lt;/sub&gt;/N, μ&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; r&lt;sub&gt;ik&lt;/sub&gt; x&lt;sub&gt;i&lt;/sub&gt; / N&lt;sub&gt;k&lt;/sub&gt;, Σ&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; r&lt;sub&gt;ik&lt;/sub&gt; (x&lt;sub&gt;i&lt;/sub&gt;−μ&lt;sub&gt;k&lt;/sub&gt;)(x&lt;sub&gt;i&lt;/sub&gt;−μ&lt;sub&gt;k&lt;/sub&gt;)&lt;sup&gt;T&lt;/sup&gt; / N&lt;sub&gt;k&lt;/sub&gt;. θ maximises F(q, θ), and L(θ) ≥ F(q, θ): the gap is Σ&lt;sub&gt;i&lt;/sub&gt; KL(q&lt;sub&gt;i&lt;/sub&gt; ‖ p(z | x&lt;sub&gt;i&lt;/sub&gt;, θ)).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;M 단계:&lt;/b&gt; N&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; r&lt;sub&gt;ik&lt;/sub&gt;, π&lt;sub&gt;k&lt;/sub&gt; = N&lt;sub&gt;k&lt;/sub&gt;/N, μ&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; r&lt;sub&gt;ik&lt;/sub&gt; x&lt;sub&gt;i&lt;/sub&gt; / N&lt;sub&gt;k&lt;/sub&gt;, Σ&lt;sub&gt;k&lt;/sub&gt; = Σ&lt;sub&gt;i&lt;/sub&gt; r&lt;sub&gt;ik&lt;/sub&gt; (x&lt;sub&gt;i&lt;/sub&gt;−μ&lt;sub&gt;k&lt;/sub&gt;)(x&lt;sub&gt;i&lt;/sub&gt;−μ&lt;sub&gt;k&lt;/sub&gt;)&lt;sup&gt;T&lt;/sup&gt; / N&lt;sub&gt;k&lt;/sub&gt;. θ는 F(q, θ)를 최대화하고 L(θ) ≥ F(q, θ)입니다. 그 간격은 Σ&lt;sub&gt;i&lt;/sub&gt; KL(q&lt;sub&gt;i&lt;/sub&gt; ‖ p(z | x&lt;sub&gt;i&lt;/sub&gt;, θ))입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="231" />
        <source>&lt;p&gt;L(θ) = &lt;b&gt;{ll:.6g}&lt;/b&gt;, F(q, θ) = {f:.6g}, KL gap = {gap:.3g}{done}&lt;/p&gt;</source>
        <translation>&lt;p&gt;L(θ) = &lt;b&gt;{ll:.6g}&lt;/b&gt;, F(q, θ) = {f:.6g}, KL 간격 = {gap:.3g}{done}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="235" />
        <source>&lt;p style='color:#8a1c13'&gt;&lt;b&gt;Warning:&lt;/b&gt; {w}&lt;/p&gt;</source>
        <translation>&lt;p style='color:#8a1c13'&gt;&lt;b&gt;경고:&lt;/b&gt; {w}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="248" />
        <source>&lt;p&gt;Its term of L(θ): log Σ&lt;sub&gt;k&lt;/sub&gt; π&lt;sub&gt;k&lt;/sub&gt; N(x | θ&lt;sub&gt;k&lt;/sub&gt;) = {term:.4g}{when}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;이 점이 L(θ)에 더하는 항: log Σ&lt;sub&gt;k&lt;/sub&gt; π&lt;sub&gt;k&lt;/sub&gt; N(x | θ&lt;sub&gt;k&lt;/sub&gt;) = {term:.4g}{when}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/explain.py" line="251" />
        <source> (under the new θ)</source>
        <translation> (새 θ에서)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="187" />
        <source> (stopped: the limit of {n} iterations; not converged)</source>
        <translation> (멈춤: 반복 {n}번 한도; 수렴하지 않음)</translation>
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
        <location filename="../tabs/svm/lab_common.py" line="262" />
        <source>No points yet: draw or generate some in the SVM tab.</source>
        <translation>아직 점이 없습니다: SVM 탭에서 점을 그리거나 생성하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_common.py" line="282" />
        <source>Step (Space) or Run (Ctrl+R) to start.</source>
        <translation>단계(Space) 또는 실행(Ctrl+R)으로 시작하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_common.py" line="295" />
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
        <location filename="../tabs/svm/losses.py" line="48" />
        <source>losses of the margin z = y·f(x)</source>
        <translation>마진 z = y·f(x)의 손실</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="49" />
        <source>loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="51" />
        <source>Smoothing ε of the general loss: 1 is logistic, → 0 is hinge</source>
        <translation>일반 손실의 매끄러움 ε: 1이면 로지스틱, → 0이면 힌지</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="59" />
        <source>0–1</source>
        <translation>0–1</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="59" />
        <source>hinge (SVM)</source>
        <translation>힌지 (SVM)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="60" />
        <source>logistic / log 2</source>
        <translation>로지스틱 / log 2</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="60" />
        <source>squared</source>
        <translation>제곱</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="61" />
        <location filename="../tabs/svm/losses.py" line="67" />
        <source>general (ε)</source>
        <translation>일반 (ε)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="73" />
        <source>logistic regression (gradient descent) vs SVM</source>
        <translation>로지스틱 회귀 (경사 하강법) 대 SVM</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="80" />
        <source>Gradient-descent step size η</source>
        <translation>경사 하강법의 보폭 η</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="82" />
        <source>Train both</source>
        <translation>둘 다 학습</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="83" />
        <source>Fit the SVM and animate logistic regression by gradient descent on the same points</source>
        <translation>같은 점에서 SVM을 학습하고 경사 하강법 로지스틱 회귀를 애니메이션으로 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="64" />
        <location filename="../tabs/svm/losses.py" line="87" />
        <source>the previous comparison is kept</source>
        <translation>이전 비교는 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="113" />
        <source>ε = {eps:.2f}: ε·log(1 + exp((1 − z)/ε)); the notes' form ε·log(1+e^(−z)) does not tend to the hinge, this one does</source>
        <translation>ε = {eps:.2f}: ε·log(1 + exp((1 − z)/ε)). 노트의 ε·log(1+e^(−z))는 힌지로 가지 않지만 이 식은 갑니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="120" />
        <source>Logistic regression and the SVM here need exactly two classes.</source>
        <translation>여기의 로지스틱 회귀와 SVM에는 클래스가 정확히 두 개 필요합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="131" />
        <location filename="../tabs/svm/losses.py" line="181" />
        <location filename="../tabs/svm/views.py" line="108" />
        <location filename="../tabs/svm/views.py" line="164" />
        <source>Fitting the SVM…</source>
        <translation>SVM 학습 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="156" />
        <source> (stopped at the iteration limit)</source>
        <translation> (반복 한도에서 멈춤)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/losses.py" line="157" />
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
        <location filename="../tabs/svm/tab.py" line="72" />
        <source>your points are kept</source>
        <translation>점은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="75" />
        <location filename="../tabs/svm/tab.py" line="413" />
        <source>dual objective W(α)</source>
        <translation>쌍대 목적 함수 W(α)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="75" />
        <location filename="../tabs/svm/tab.py" line="413" />
        <source>KKT violation</source>
        <translation>KKT 위반</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="92" />
        <source>The SMO step on show, with its numbers</source>
        <translation>지금 보이는 SMO 단계와 그 수치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="93" />
        <source>Search points…</source>
        <translation>점 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="116" />
        <source>SMO stopped: {why}.</source>
        <translation>SMO가 멈췄습니다: {why}.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/files.py" line="20" />
        <source>Delimited text (*.csv *.tsv *.txt);;All files (*)</source>
        <translation>구분자 텍스트 (*.csv *.tsv *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/files.py" line="28" />
        <location filename="../tabs/svm/tab.py" line="130" />
        <source>Save points</source>
        <translation>점 저장</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/files.py" line="32" />
        <location filename="../tabs/svm/tab.py" line="133" />
        <source>Export plot</source>
        <translation>그림 내보내기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/files.py" line="33" />
        <source>PNG image (*.png);;SVG vector (*.svg)</source>
        <translation>PNG 이미지 (*.png);;SVG 벡터 (*.svg)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/files.py" line="46" />
        <source>Export history</source>
        <translation>기록 내보내기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="165" />
        <source>class {c}</source>
        <translation>클래스 {c}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="177" />
        <source>Generated: {name}, {n} points (seed {seed}).</source>
        <translation>생성됨: {name}, 점 {n}개 (시드 {seed}).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="230" />
        <location filename="../tabs/svm/tab.py" line="190" />
        <source>Reading {path}…</source>
        <translation>{path} 읽는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="196" />
        <source>Loaded from {source}: {n} points, classes {classes}.</source>
        <translation>{source}에서 읽음: 점 {n}개, 클래스 {classes}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="199" />
        <source>Loaded {n} points of {k} classes ({classes}). Undo brings the previous points back.</source>
        <translation>클래스 {k}개({classes})의 점 {n}개를 읽었습니다. 되돌리기로 이전 점을 되살릴 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/files.py" line="19" />
        <location filename="../tabs/svm/tab.py" line="213" />
        <source>Load points</source>
        <translation>점 열기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="257" />
        <source>new class {c}</source>
        <translation>새 클래스 {c}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="266" />
        <source>Edited: {n} points.</source>
        <translation>편집됨: 점 {n}개.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="308" />
        <source>SMO trains a binary SVM: keep exactly two classes here (the Multiclass view combines binary machines for more).</source>
        <translation>SMO는 이진 SVM을 학습합니다: 여기서는 클래스를 정확히 두 개만 두세요 (다중 클래스 보기는 이진 분류기를 조합해 더 많은 클래스를 다룹니다).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="331" />
        <location filename="../tabs/svm/tab.py" line="423" />
        <source>Step takes one SMO pair update; Run animates them.</source>
        <translation>단계는 SMO 쌍 갱신 하나를 진행하고, 실행은 이를 애니메이션으로 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="335" />
        <source>the largest KKT violation m(α) − M(α) of each step; SMO stops below 10⁻³</source>
        <translation>단계마다의 최대 KKT 위반 m(α) − M(α). 10⁻³ 아래에서 SMO가 멈춥니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="362" />
        <source>Converged after %n pair update(s): max KKT violation {v:.2g} &lt; tol; {sv} support vectors.</source>
        <translation>쌍 갱신 %n번 뒤 수렴: 최대 KKT 위반 {v:.2g} &lt; tol, 서포트 벡터 {sv}개.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/tab.py" line="366" />
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
    <message>
        <location filename="../tabs/spam/band_curves.py" line="21" />
        <location filename="../tabs/spam/views_selection.py" line="121" />
        <source>training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../tabs/spam/band_curves.py" line="21" />
        <source>held-out (validation)</source>
        <translation>떼어 둔 데이터 (검증)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/binding.py" line="85" />
        <source>Open the corpus again to train.</source>
        <translation>학습하려면 말뭉치를 다시 여세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/binding.py" line="94" />
        <source>The session's trained filter is loaded in Explain.</source>
        <translation>세션에 저장된 학습된 필터를 '메시지 설명'에 불러왔습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/binding.py" line="121" />
        <source>The session's corpus {path} could not be read.</source>
        <translation>세션의 말뭉치 {path}을(를) 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="31" />
        <source>true class in rows (Trellis)</source>
        <translation>행: 실제 클래스 (Trellis)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="31" />
        <source>predictions in rows (the notes)</source>
        <translation>행: 예측 (강의 노트)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="61" />
        <source>true \ predicted</source>
        <translation>실제 \ 예측</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="61" />
        <source>predicted \ true</source>
        <translation>예측 \ 실제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="82" />
        <source>True classes are in rows, predictions in columns (as scikit-learn).</source>
        <translation>행은 실제 클래스, 열은 예측입니다 (scikit-learn과 같음).</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="84" />
        <source>Predictions are in rows, true classes in columns (as the notes' table “prediction\answer”).</source>
        <translation>행은 예측, 열은 실제 클래스입니다 (강의 노트의 “prediction\answer” 표와 같음).</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="86" />
        <source>{where} On this layout: {precision}; {recall}; {accuracy}; macro P = (1/K) Σ_i precision_i, macro R = (1/K) Σ_i recall_i. The notes' macro formulas (precision = c_ii / Σ_j c_ij) are right for their layout, predictions in rows.</source>
        <translation>{where} 이 배치에서는 {precision}; {recall}; {accuracy}; 매크로 정밀도 = (1/K) Σ_i precision_i, 매크로 재현율 = (1/K) Σ_i recall_i. 강의 노트의 매크로 공식(precision = c_ii / Σ_j c_ij)은 예측을 행에 둔 노트의 배치에서 맞습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="12" />
        <source>undefined</source>
        <translation>정의되지 않음</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="30" />
        <source> (0/0: no mail to count)</source>
        <translation> (0/0: 셀 메일이 없음)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="33" />
        <source> (the posterior has no single mode)</source>
        <translation> (사후 분포의 최빈값이 하나가 아님)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="36" />
        <location filename="../tabs/spam/views_estimation.py" line="64" />
        <location filename="../tabs/spam/views_estimation.py" line="211" />
        <source>posterior mean</source>
        <translation>사후 평균</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="41" />
        <source>&lt;p&gt;&lt;b&gt;{k}&lt;/b&gt; of &lt;b&gt;{n}&lt;/b&gt; mails of the class contain the word; prior Beta({a:g}, {b:g}), posterior Beta(k + a, n − k + b) = Beta({pa:g}, {pb:g}); 95 % of it lies in [{lo:.4f}, {hi:.4f}].&lt;/p&gt;</source>
        <translation>&lt;p&gt;이 클래스의 메일 &lt;b&gt;{n}&lt;/b&gt;통 중 &lt;b&gt;{k}&lt;/b&gt;통이 이 단어를 포함합니다. 사전 분포 Beta({a:g}, {b:g}), 사후 분포 Beta(k + a, n − k + b) = Beta({pa:g}, {pb:g}); 그 95 %가 [{lo:.4f}, {hi:.4f}]에 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="45" />
        <source>estimate</source>
        <translation>추정값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="45" />
        <source>formula</source>
        <translation>공식</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="45" />
        <location filename="../tabs/spam/views_selection.py" line="140" />
        <source>value</source>
        <translation>값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="54" />
        <source>{k} of {n}</source>
        <translation>{n} 중 {k}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="61" />
        <source>&lt;p&gt;&lt;b&gt;The notes' “{w}” (loan) example&lt;/b&gt; (Laplace, exact):&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;강의 노트의 “{w}” 예제&lt;/b&gt; (라플라스, 정확한 값):&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="94" />
        <source>singular values σ</source>
        <translation>특이값 σ</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="95" />
        <location filename="../tabs/clustering/views_lsi.py" line="183" />
        <source>concept</source>
        <translation>개념</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="99" />
        <source>documents and terms</source>
        <translation>문서와 단어</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="100" />
        <source>concept 1</source>
        <translation>개념 1</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="101" />
        <source>concept 2</source>
        <translation>개념 2</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="114" />
        <source>Search concepts…</source>
        <translation>개념 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="116" />
        <location filename="../tabs/clustering/views_lsi.py" line="151" />
        <source>Query</source>
        <translation>질의</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="117" />
        <source>Words to look for; weighted like the documents and folded into concept space</source>
        <translation>찾을 단어. 문서처럼 가중치를 주고 개념 공간으로 접어 넣습니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="118" />
        <source>type a query, e.g. 'goal match'</source>
        <translation>질의를 입력하세요, 예: 'goal match'</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="119" />
        <source>Rank</source>
        <translation>순위 매기기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="120" />
        <source>Rank the documents against the query in concept space and in term space</source>
        <translation>개념 공간과 단어 공간에서 질의에 대한 문서의 순위를 매깁니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="122" />
        <source>the ranking shown is kept</source>
        <translation>보이는 순위는 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="158" />
        <source>concept space: cos(q̂, uᵢ)</source>
        <translation>개념 공간: cos(q̂, uᵢ)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="159" />
        <source>term space: cos(q, xᵢ) &gt; 0</source>
        <translation>단어 공간: cos(q, xᵢ) &gt; 0</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="183" />
        <source>top + terms</source>
        <translation>상위 + 단어</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="183" />
        <source>top − terms</source>
        <translation>상위 − 단어</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="191" />
        <source>Type a query: the documents are ranked by cosine in both spaces.</source>
        <translation>질의를 입력하세요: 두 공간에서 코사인으로 문서의 순위를 매깁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="226" />
        <source>Type a query first (a few words).</source>
        <translation>먼저 질의(단어 몇 개)를 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="228" />
        <source>Ranking…</source>
        <translation>순위를 매기는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="231" />
        <location filename="../tabs/spam/estimation_text.py" line="62" />
        <location filename="../tabs/spam/views.py" line="354" />
        <location filename="../tabs/spam/views_softmax.py" line="310" />
        <location filename="../tabs/spam/views_softmax.py" line="336" />
        <location filename="../tabs/spam/views_softmax.py" line="377" />
        <location filename="../tabs/spam/views_words.py" line="24" />
        <source>class</source>
        <translation>클래스</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="251" />
        <source>q̂ = Σ⁻¹Vᵀq = ({values}, …) (the notes' Σ⁻¹Uᵀq, written with terms as rows); the ★ in the plane is q̂Σ.</source>
        <translation>q̂ = Σ⁻¹Vᵀq = ({values}, …) (노트의 Σ⁻¹Uᵀq를 단어가 행이 되게 쓴 것). 평면의 ★는 q̂Σ입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="254" />
        <source>{missing} of the top {top} in concept space share no term with the query (cosine 0 in term space): LSI matched them through the concepts.</source>
        <translation>개념 공간의 상위 {top}개 가운데 {missing}개는 질의와 겹치는 단어가 없습니다 (단어 공간의 코사인 0): LSI가 개념을 통해 찾아낸 것입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="257" />
        <source>Every top document in concept space shares a term with the query.</source>
        <translation>개념 공간의 상위 문서는 모두 질의와 겹치는 단어가 있습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="260" />
        <source>None of the query's words is in the vocabulary: both rankings are empty (all cosines 0).</source>
        <translation>질의의 단어가 하나도 어휘에 없습니다: 두 순위 모두 비어 있습니다 (코사인이 모두 0).</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="62" />
        <source>mails with it</source>
        <translation>포함한 메일</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="62" />
        <source>p({w} | class)</source>
        <translation>p({w} | 클래스)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="63" />
        <source>p(no {w} | class)</source>
        <translation>p({w} 없음 | 클래스)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="68" />
        <source>&lt;p&gt;&lt;b&gt;Laplace (+1) smoothing is the posterior mean under the uniform prior&lt;/b&gt; Beta(1, 1) and the MAP under Beta(2, 2). With k = n = 0 (CS229's “NIPS”, never seen) the MLE is 0/0; the posterior is the prior, so every symmetric prior gives a mean of ½, and as a = b → 0 the prior piles up at 0 and 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;라플라스(+1) 스무딩은 균등 사전 분포&lt;/b&gt; Beta(1, 1) 아래의 사후 평균이고, Beta(2, 2) 아래의 MAP입니다. k = n = 0이면(CS229의 “NIPS”, 한 번도 못 봄) MLE는 0/0이고, 사후 분포는 사전 분포 그대로이므로 대칭인 사전 분포는 모두 평균 ½을 주며, a = b → 0이면 사전 분포가 0과 1에 몰립니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="78" />
        <source>&lt;p&gt;A mail whose only word (“NIPS”) is in none of the {s} spam and {h} ham training mails. Without smoothing φ&lt;sub&gt;spam&lt;/sub&gt; = 0/n&lt;sub&gt;spam&lt;/sub&gt; and φ&lt;sub&gt;ham&lt;/sub&gt; = 0/n&lt;sub&gt;ham&lt;/sub&gt;, so p(spam | x) = 0/(0 + 0): undefined — the notes' breakdown. With add-α smoothing φ&lt;sub&gt;c&lt;/sub&gt; = α/(n&lt;sub&gt;c&lt;/sub&gt; + 2α) and p(spam | x) = φ&lt;sub&gt;spam&lt;/sub&gt;p(spam) / (φ&lt;sub&gt;spam&lt;/sub&gt;p(spam) + φ&lt;sub&gt;ham&lt;/sub&gt;p(ham)) is defined for every α &gt; 0; as α → 0 it tends to &lt;b&gt;{limit:.4f}&lt;/b&gt;: the unseen word says nothing about the class.&lt;/p&gt;</source>
        <translation>&lt;p&gt;유일한 단어(“NIPS”)가 학습용 스팸 {s}통과 햄 {h}통 어디에도 없는 메일. 스무딩이 없으면 φ&lt;sub&gt;spam&lt;/sub&gt; = 0/n&lt;sub&gt;spam&lt;/sub&gt;, φ&lt;sub&gt;ham&lt;/sub&gt; = 0/n&lt;sub&gt;ham&lt;/sub&gt;이므로 p(spam | x) = 0/(0 + 0): 정의되지 않습니다 — 강의 노트가 말하는 붕괴입니다. add-α 스무딩에서는 φ&lt;sub&gt;c&lt;/sub&gt; = α/(n&lt;sub&gt;c&lt;/sub&gt; + 2α)이고 p(spam | x) = φ&lt;sub&gt;spam&lt;/sub&gt;p(spam) / (φ&lt;sub&gt;spam&lt;/sub&gt;p(spam) + φ&lt;sub&gt;ham&lt;/sub&gt;p(ham))이 모든 α &gt; 0에서 정의되며, α → 0이면 &lt;b&gt;{limit:.4f}&lt;/b&gt;로 갑니다: 못 본 단어는 클래스에 대해 아무것도 말하지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="93" />
        <source>&lt;p&gt;{N} observations of {K} outcomes, prior Dirichlet({a:g}, …, {a:g}); the posterior is Dirichlet(c + α).&lt;/p&gt;</source>
        <translation>&lt;p&gt;결과 {K}가지에 대한 관측 {N}개, 사전 분포 Dirichlet({a:g}, …, {a:g}); 사후 분포는 Dirichlet(c + α)입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="95" />
        <location filename="../tabs/spam/views_estimation.py" line="208" />
        <location filename="../tabs/spam/views_maxent.py" line="113" />
        <location filename="../tabs/spam/views_maxent.py" line="197" />
        <location filename="../tabs/spam/views_maxent.py" line="201" />
        <location filename="../tabs/spam/views_maxent.py" line="228" />
        <source>outcome</source>
        <translation>결과</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="95" />
        <source>count c</source>
        <translation>횟수 c</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="96" />
        <source>mean (c+α)/(N+Kα)</source>
        <translation>평균 (c+α)/(N+Kα)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="97" />
        <source>&lt;p&gt;The posterior mean is add-α (Lidstone) smoothing of the multinomial model; α = 1 is Laplace's add-one. An outcome never seen keeps a share α/(N + Kα) &gt; 0. MAP is undefined when some c + α &amp;lt; 1.&lt;/p&gt;</source>
        <translation>&lt;p&gt;사후 평균은 다항 모델의 add-α(Lidstone) 스무딩이고, α = 1은 라플라스의 add-one입니다. 한 번도 못 본 결과도 α/(N + Kα) &gt; 0의 몫을 가집니다. 어떤 c + α &amp;lt; 1이면 MAP는 정의되지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="106" />
        <source>&lt;p&gt;The notes' survey: siblings per student (n = {n}, “≥ 7” counted as 7). Assuming X ~ Poisson(λ), the log-likelihood ℓ(λ) = Σ c&lt;sub&gt;x&lt;/sub&gt;(x log λ − λ − log x!) has ∂ℓ/∂λ = Σ c&lt;sub&gt;x&lt;/sub&gt;(x/λ − 1) = 0 at &lt;b&gt;λ̂ = the sample mean = {lam:.4g}&lt;/b&gt; (ℓ(λ̂) = {ll:.2f}).&lt;/p&gt;</source>
        <translation>&lt;p&gt;강의 노트의 설문: 학생마다 형제자매 수(n = {n}, “≥ 7”은 7로 셈). X ~ Poisson(λ)라 하면 로그 가능도(log-likelihood) ℓ(λ) = Σ c&lt;sub&gt;x&lt;/sub&gt;(x log λ − λ − log x!)는 &lt;b&gt;λ̂ = 표본 평균 = {lam:.4g}&lt;/b&gt;에서 ∂ℓ/∂λ = Σ c&lt;sub&gt;x&lt;/sub&gt;(x/λ − 1) = 0입니다 (ℓ(λ̂) = {ll:.2f}).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="111" />
        <source>students</source>
        <translation>학생 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="111" />
        <location filename="../tabs/spam/views_estimation.py" line="231" />
        <source>observed share</source>
        <translation>관측 비율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="112" />
        <source>expected</source>
        <translation>기댓값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="113" />
        <source>&lt;p&gt;The fitted model gives every count a probability, including ones no student gave (x = 6): what the table of shares alone cannot do.&lt;/p&gt;</source>
        <translation>&lt;p&gt;적합한 모델은 아무 학생도 답하지 않은 값(x = 6)까지 모든 횟수에 확률을 줍니다: 비율 표만으로는 할 수 없는 일입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="36" />
        <source>count(w, c) + α over Σ count(·, c) + α|V|</source>
        <translation>(count(w, c) + α) / (Σ count(·, c) + α|V|)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="37" />
        <source>documents of c containing w + α over documents of c + 2α</source>
        <translation>(w를 포함한 c의 문서 수 + α) / (c의 문서 수 + 2α)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="38" />
        <source>&lt;p&gt;Estimates ({rule}), for the strongest feature:&lt;br&gt;</source>
        <translation>&lt;p&gt;가장 강한 특징의 추정값 ({rule}):&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="50" />
        <source> + absent words {v}</source>
        <translation> + 없는 단어 {v}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="52" />
        <source>&lt;h3&gt;Predicted: {best}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;예측: {best}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="53" />
        <source>&lt;p&gt;log p({pos}|x)/p({neg}|x) = prior {prior} + words {words}{absent} = &lt;b&gt;{odds}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;log p({pos}|x)/p({neg}|x) = 사전 확률 {prior} + 단어 {words}{absent} = &lt;b&gt;{odds}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="58" />
        <source>Vermilion words pull towards {pos}, blue towards {neg}; the stronger the colour, the larger |log p(w|{pos}) − log p(w|{neg})|. Grey: unknown to the filter.</source>
        <translation>주홍색 단어는 {pos} 쪽으로, 파란색 단어는 {neg} 쪽으로 끌어당깁니다. 색이 진할수록 |log p(w|{pos}) − log p(w|{neg})|가 큽니다. 회색: 필터가 모르는 단어.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="61" />
        <source>Bernoulli: each distinct word counts once, and every vocabulary word &lt;i&gt;absent&lt;/i&gt; from the message contributes log(1−θ&lt;sub&gt;pos&lt;/sub&gt;) − log(1−θ&lt;sub&gt;neg&lt;/sub&gt;).</source>
        <translation>베르누이: 서로 다른 단어는 한 번씩만 세고, 메시지에 &lt;i&gt;없는&lt;/i&gt; 어휘의 모든 단어가 log(1−θ&lt;sub&gt;pos&lt;/sub&gt;) − log(1−θ&lt;sub&gt;neg&lt;/sub&gt;)만큼 기여합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="64" />
        <source>Multinomial: every occurrence counts.</source>
        <translation>다항: 나올 때마다 셉니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="89" />
        <source>{n} characters</source>
        <translation>{n}자</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="113" />
        <source>(the last {n} characters are not shown; every word counts in the numbers above)</source>
        <translation>(마지막 {n}자는 보이지 않지만, 위의 숫자에는 모든 단어가 들어갑니다)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="93" />
        <source>Multinomial NB: α × vocabulary size</source>
        <translation>다항 NB: α × 어휘 크기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="94" />
        <source>Multinomial NB: α × min DF</source>
        <translation>다항 NB: α × 최소 DF</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="95" />
        <source>Logistic regression: C × vocabulary size</source>
        <translation>로지스틱 회귀: C × 어휘 크기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="97" />
        <source>Logistic regression (gd): C × iterations</source>
        <translation>로지스틱 회귀 (경사 하강): C × 반복 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="99" />
        <source>vocabulary (most frequent terms)</source>
        <translation>어휘 (가장 잦은 단어)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="100" />
        <source>min DF (training messages)</source>
        <translation>최소 DF (학습 메시지)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="101" />
        <source>gradient steps</source>
        <translation>경사 단계 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="103" />
        <source>Each fold keeps its most frequent training terms: too few and the informative words are cut; all of them and α must smooth the rare ones.</source>
        <translation>폴드마다 가장 잦은 학습 단어를 남깁니다: 너무 적으면 정보가 많은 단어가 잘리고, 모두 남기면 α가 드문 단어를 스무딩해야 합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="106" />
        <source>Dropping the rare terms (min DF) and smoothing them (α) both tame the words seen once or twice: the two trade off.</source>
        <translation>드문 단어를 버리기(최소 DF)와 스무딩하기(α) 모두 한두 번 본 단어를 길들입니다: 둘은 서로 맞바꿀 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="109" />
        <source>More terms give the model more to fit: a large vocabulary wants a smaller C (a stronger prior).</source>
        <translation>단어가 많을수록 모델이 적합할 것이 많아집니다: 어휘가 크면 더 작은 C(더 강한 사전 분포)가 필요합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs_selection.py" line="112" />
        <source>Few gradient steps regularise like a small C (early stopping): the top-left and the bottom-right corners score alike.</source>
        <translation>경사 단계가 적으면 작은 C처럼 정규화합니다(조기 종료): 왼쪽 위와 오른쪽 아래 모서리의 점수가 비슷합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="18" />
        <source>Notes' examples…</source>
        <translation>강의 노트 예제…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="19" />
        <source>“남자의 제대로된 정보”, P(S) = 2/5 (Naive Bayes post)</source>
        <translation>“남자의 제대로된 정보”, P(S) = 2/5 (나이브 베이즈 글)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="20" />
        <source>“Desk! Buy Desks now!” in both event models (CS229 lecture 6)</source>
        <translation>두 사건 모델의 “Desk! Buy Desks now!” (CS229 6강)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="34" />
        <source>P(c)·Π = {score:.6g}; posterior {post:.4f}</source>
        <translation>P(c)·Π = {score:.6g}; 사후 확률 {post:.4f}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="37" />
        <source>&lt;h3&gt;“남자의 제대로된 정보” (the Naive Bayes post)&lt;/h3&gt;&lt;p&gt;A Bernoulli model over the dictionary 남자의, 강아지, 좋은, 제대로, 정보, trained with Laplace +α/+2α (α = {alpha:g}) on five mails written for Trellis so that P(S) = 2/5 and P(H) = 3/5 as in the post. Every dictionary word counts: P(w|c) when it is in the message, P(¬w|c) when it is not.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;“남자의 제대로된 정보” (나이브 베이즈 글)&lt;/h3&gt;&lt;p&gt;사전 남자의, 강아지, 좋은, 제대로, 정보 위의 베르누이 모델을, 글처럼 P(S) = 2/5, P(H) = 3/5가 되도록 Trellis가 쓴 메일 다섯 통으로 라플라스 +α/+2α (α = {alpha:g})로 학습했습니다. 사전의 모든 단어가 들어갑니다: 메시지에 있으면 P(w|c), 없으면 P(¬w|c).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="43" />
        <source>&lt;p&gt;Decision: &lt;b&gt;{best}&lt;/b&gt;. Unknown words dropped: {unknown} (the post multiplies a P(제대로된|S) although its dictionary has only 제대로; it also writes P(x|H) where it means P(¬x|H), and its rule is log P(h) + Σ log P(wᵢ|h), not P(h)·Σ log P(wᵢ|h)).&lt;/p&gt;</source>
        <translation>&lt;p&gt;결정: &lt;b&gt;{best}&lt;/b&gt;. 버린 모르는 단어: {unknown} (글은 사전에 제대로만 있는데도 P(제대로된|S)를 곱합니다. 또 P(¬x|H)를 P(x|H)로 썼고, 결정 규칙은 P(h)·Σ log P(wᵢ|h)가 아니라 log P(h) + Σ log P(wᵢ|h)입니다).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="53" />
        <source>&lt;h3&gt;“Desk! Buy Desks now!” (CS229 lecture 6)&lt;/h3&gt;&lt;p&gt;Tokens: {tokens}.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Multivariate Bernoulli&lt;/b&gt;: x ∈ {{0, 1}}^{size} with x_j = 1 at positions {bern} (each word once: the second “desks” is lost), and every absent word multiplies in 1 − φ_j.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Multinomial event model&lt;/b&gt;: x = [{idx}], one index per word, repeats kept (counts {counts}); p(x|y) = Π_j φ_{{x_j|y}}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;“Desk! Buy Desks now!” (CS229 6강)&lt;/h3&gt;&lt;p&gt;토큰: {tokens}.&lt;/p&gt;&lt;p&gt;&lt;b&gt;다변량 베르누이&lt;/b&gt;: x ∈ {{0, 1}}^{size}, 위치 {bern}에서 x_j = 1 (단어마다 한 번: 두 번째 “desks”는 사라짐), 없는 단어마다 1 − φ_j를 곱합니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;다항 사건 모델&lt;/b&gt;: x = [{idx}], 단어마다 색인 하나, 반복도 그대로 (횟수 {counts}); p(x|y) = Π_j φ_{{x_j|y}}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="68" />
        <source>|V| = {n} here: the training vocabulary (unknown words dropped or mapped to &amp;lt;unk&amp;gt;). The notes' add-1 counts the test document's new words in |V| too ({new} distinct here, so |V| would be {total}), which makes every p(w|c) depend on the message being classified.</source>
        <translation>여기서 |V| = {n}: 학습 어휘입니다(모르는 단어는 버리거나 &amp;lt;unk&amp;gt;로 바꿈). 강의 노트의 add-1은 테스트 문서의 새 단어도 |V|에 넣는데(여기서는 서로 다른 단어 {new}개, 그러면 |V| = {total}), 그러면 모든 p(w|c)가 분류하는 메시지에 따라 달라집니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/selection_text.py" line="12" />
        <source>&lt;p&gt;&lt;b&gt;Training / validation / test&lt;/b&gt; (the notes' Model Selection): fit each candidate on the training part, choose the hyperparameters (α, C, …) by the score on the validation part, and touch the test part once, at the very end, to report the chosen model. A score on data that helped choose is optimistic.&lt;/p&gt;&lt;p&gt;&lt;b&gt;k-fold cross-validation&lt;/b&gt; when data is scarce: cut the data into k folds (stratified: each fold keeps the class proportions), train on k − 1 and score on the one left out, k times; the mean over the folds is the estimate and their standard deviation its spread. Every message is held out exactly once.&lt;/p&gt;&lt;p&gt;Here each fold builds its vocabulary from its own training messages, so no held-out word leaks into training.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;학습 / 검증 / 테스트&lt;/b&gt; (강의 노트의 모델 선택): 후보마다 학습 부분으로 적합하고, 검증 부분의 점수로 하이퍼파라미터(α, C, …)를 고르고, 테스트 부분은 맨 마지막에 한 번만 써서 고른 모델을 보고합니다. 고르는 데 쓴 데이터의 점수는 낙관적입니다.&lt;/p&gt;&lt;p&gt;데이터가 적으면 &lt;b&gt;k-겹 교차 검증(cross-validation)&lt;/b&gt;: 데이터를 k개 폴드로 나누고(층화: 각 폴드가 클래스 비율을 유지), k − 1개로 학습하고 남은 하나로 점수를 매기기를 k번 합니다. 폴드 평균이 추정값, 표준편차가 그 퍼짐입니다. 모든 메시지가 정확히 한 번씩 떼어집니다.&lt;/p&gt;&lt;p&gt;여기서는 폴드마다 자기 학습 메시지로 어휘를 만들므로 떼어 둔 단어가 학습에 새지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/selection_text.py" line="27" />
        <source>Best {symbol} = &lt;b&gt;{best:.4g}&lt;/b&gt;: held-out {scoring} {score:.4f} ± {sd:.4f} over {k} folds (training {train:.4f}, gap {gap:.4f}). Left: weak smoothing / strong fit; a large gap is over-fitting.</source>
        <translation>가장 좋은 {symbol} = &lt;b&gt;{best:.4g}&lt;/b&gt;: 폴드 {k}개에 걸친 떼어 둔 데이터 {scoring} {score:.4f} ± {sd:.4f} (학습 {train:.4f}, 차이 {gap:.4f}). 왼쪽: 약한 스무딩 / 강한 적합; 차이가 크면 과적합입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/selection_text.py" line="37" />
        <source>Best cell ★ {params}: mean held-out {scoring} &lt;b&gt;{score:.4f}&lt;/b&gt; over {k} folds. {note}</source>
        <translation>가장 좋은 칸 ★ {params}: 폴드 {k}개의 떼어 둔 데이터 {scoring} 평균 &lt;b&gt;{score:.4f}&lt;/b&gt;. {note}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/selection_text.py" line="46" />
        <source>&lt;p&gt;&lt;b&gt;Nested estimate&lt;/b&gt;: {m:.4f} ± {s:.4f} ({scoring}, mean over {k} outer folds). In each outer fold a grid search on its training part alone chose {symbol} ({chosen}); the model refitted with it was scored on the untouched outer fold.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Optimistic estimate&lt;/b&gt;: {o:.4f} — the best mean of a plain grid search on the same folds ({symbol} = {best:.4g}), where the folds that chose the value also score it. It flatters by &lt;b&gt;{optimism:+.4f}&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Report the nested estimate for the procedure “grid search, then refit”; use the grid search's choice to train the final model.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;중첩 추정값&lt;/b&gt;: {m:.4f} ± {s:.4f} ({scoring}, 바깥 폴드 {k}개의 평균). 바깥 폴드마다 그 학습 부분만으로 격자 탐색해 {symbol}을(를) 골랐고({chosen}), 그 값으로 다시 적합한 모델을 손대지 않은 바깥 폴드에서 평가했습니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;낙관적 추정값&lt;/b&gt;: {o:.4f} — 같은 폴드에서 한 단순 격자 탐색의 최고 평균({symbol} = {best:.4g})으로, 값을 고른 폴드가 그 값을 평가하기도 합니다. &lt;b&gt;{optimism:+.4f}&lt;/b&gt;만큼 부풀려져 있습니다.&lt;/p&gt;&lt;p&gt;“격자 탐색 후 다시 적합” 절차의 성능은 중첩 추정값으로 보고하고, 최종 모델은 격자 탐색이 고른 값으로 학습하세요.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/selection_text.py" line="63" />
        <source>With {n} training messages: training {train:.4f}, held-out {test:.4f} (gap {gap:.4f}). A wide gap that narrows as data grows: over-fitting (more data helps); two low curves that meet: under-fitting (a richer model helps).</source>
        <translation>학습 메시지 {n}개에서: 학습 {train:.4f}, 떼어 둔 데이터 {test:.4f} (차이 {gap:.4f}). 데이터가 늘수록 좁아지는 넓은 차이: 과적합(데이터가 더 있으면 도움). 만나는 두 낮은 곡선: 과소적합(더 풍부한 모델이 도움).</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="32" />
        <source>With P positive and N negative training documents and, for a term w, tp / fp the positive / negative documents containing it (fn = P − tp, tn = N − fp): DF = tp + fp; Acc = tp − fp; AccR = |tp/P − fp/N|; PR = (tp/P)/(fp/N); OddR = tp·tn/(fp·fn); OddN = tp·tn; F1 = 2tp/(P + tp + fp); IG = H(C) − p(w)H(C|w) − p(w̄)H(C|w̄); χ² = D(tp·tn − fp·fn)²/((tp+fp)(fn+tn)(tp+fn)(fp+tn)); BNS = |Φ⁻¹(tpr) − Φ⁻¹(fpr)| with rates clipped to [0.0005, 0.9995]. ∞: division by zero; undefined: 0/0. Erratum: the notes' IG of 0.29 uses log base 10; in bits it is 0.971.</source>
        <translation>양성 학습 문서 P개, 음성 N개, 단어 w를 포함한 양성/음성 문서 tp / fp (fn = P − tp, tn = N − fp)일 때: DF = tp + fp; Acc = tp − fp; AccR = |tp/P − fp/N|; PR = (tp/P)/(fp/N); OddR = tp·tn/(fp·fn); OddN = tp·tn; F1 = 2tp/(P + tp + fp); IG(정보 획득) = H(C) − p(w)H(C|w) − p(w̄)H(C|w̄); χ² = D(tp·tn − fp·fn)²/((tp+fp)(fn+tn)(tp+fn)(fp+tn)); BNS = |Φ⁻¹(tpr) − Φ⁻¹(fpr)| (비율은 [0.0005, 0.9995]로 자름). ∞: 0으로 나눔; 정의되지 않음: 0/0. 오류: 강의 노트의 IG 0.29는 로그 밑 10을 씁니다. 비트로는 0.971입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="50" />
        <location filename="../tabs/spam/studies.py" line="100" />
        <location filename="../tabs/spam/views_selection.py" line="69" />
        <source>the previous result is kept</source>
        <translation>이전 결과는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="102" />
        <source>the previous table is kept</source>
        <translation>이전 표는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="138" />
        <source>IG log base</source>
        <translation>IG 로그 밑</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="138" />
        <source>top</source>
        <translation>상위</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="139" />
        <source>terms by</source>
        <translation>개 단어, 기준</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="141" />
        <source>2 (bits)</source>
        <translation>2 (비트)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="141" />
        <source>10 (notes)</source>
        <translation>10 (강의 노트)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="142" />
        <source>e (nats)</source>
        <translation>e (nats)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="146" />
        <source>Notes' example</source>
        <translation>강의 노트 예제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="147" />
        <source>The artificial data set of the feature-selection notes</source>
        <translation>특징 선택 강의 노트의 인공 데이터</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="148" />
        <source>Corpus terms</source>
        <translation>말뭉치 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="149" />
        <source>Scores of every term of the loaded corpus (training part)</source>
        <translation>불러온 말뭉치(학습 부분)의 모든 단어 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="150" />
        <source>Plot accuracy and F1 vs k</source>
        <translation>k에 따른 정확도와 F1 그리기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="151" />
        <source>Retrain on the top-k terms of each checked score</source>
        <translation>고른 점수마다 상위 k개 단어로 다시 학습합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="152" />
        <source>Retrain on top k</source>
        <translation>상위 k개로 다시 학습</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="153" />
        <source>Keep the k best training terms by the score, retrain, and compare with all terms</source>
        <translation>점수로 학습 단어 상위 k개를 남겨 다시 학습하고 모든 단어와 비교합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="157" />
        <source>Base of the logarithm in IG</source>
        <translation>IG의 로그 밑</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="158" />
        <source>Model retrained on the top k</source>
        <translation>상위 k개로 다시 학습할 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="160" />
        <source>Rank the terms by this score</source>
        <translation>이 점수로 단어 순위를 매깁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="161" />
        <source>Number of terms kept</source>
        <translation>남길 단어 수</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="114" />
        <location filename="../tabs/spam/studies.py" line="162" />
        <source>Search terms…</source>
        <translation>단어 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="163" />
        <source>Search documents…</source>
        <translation>문서 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="165" />
        <source>Top-k terms: accuracy (solid), macro F1 (dashed)</source>
        <translation>상위 k개 단어: 정확도 (실선), 매크로 F1 (점선)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="166" />
        <source>k (terms kept)</source>
        <translation>k (남긴 단어 수)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="167" />
        <source>held-out score</source>
        <translation>떼어 둔 데이터 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="170" />
        <source>Tick scores above, then “Plot accuracy and F1 vs k”</source>
        <translation>위에서 점수를 고른 뒤 “k에 따른 정확도와 F1 그리기”를 누르세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="194" />
        <source>Scoring the terms…</source>
        <translation>단어 점수 매기는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_reduce.py" line="213" />
        <location filename="../tabs/spam/studies.py" line="198" />
        <location filename="../tabs/spam/views_softmax.py" line="352" />
        <source>term</source>
        <translation>단어</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_lsi.py" line="231" />
        <location filename="../tabs/spam/studies.py" line="203" />
        <source>document</source>
        <translation>문서</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="206" />
        <source>the notes' example (6 positive, 4 negative documents)</source>
        <translation>강의 노트의 예제 (양성 문서 6개, 음성 4개)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="207" />
        <source>training documents, positive class “{positive}”</source>
        <translation>학습 문서, 양성 클래스 “{positive}”</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="209" />
        <source>Scores on {where}; IG in base {base}.</source>
        <translation>{where}의 점수; IG의 밑은 {base}.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="225" />
        <source>present</source>
        <translation>있음</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="225" />
        <source>absent</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="227" />
        <source>χ² table of {term}</source>
        <translation>{term}의 χ² 표</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="228" />
        <source>(observed O and expected E = row total × column total / D)</source>
        <translation>(관측 O와 기대 E = 행 합 × 열 합 / D)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="230" />
        <source>negative</source>
        <translation>음성</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="231" />
        <source>χ² = Σ (O − E)² / E = {chi2:.4g}. Expected counts are never negative (the notes print −1.2 for term 4's (absent, positive) cell; it is +1.2).</source>
        <translation>χ² = Σ (O − E)² / E = {chi2:.4g}. 기대 횟수는 결코 음수가 아닙니다 (노트는 term 4의 (없음, 양성) 칸을 −1.2로 적지만 +1.2입니다).</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="237" />
        <source>Load a corpus first: the curve retrains on its training part.</source>
        <translation>먼저 말뭉치를 불러오세요: 곡선은 그 학습 부분으로 다시 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="242" />
        <source>Tick at least one score for the curve.</source>
        <translation>곡선을 그릴 점수를 하나 이상 고르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="249" />
        <source>Selection curve…</source>
        <translation>선택 곡선…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="254" />
        <source>Load a corpus first: retraining uses its training part.</source>
        <translation>먼저 말뭉치를 불러오세요: 다시 학습에는 그 학습 부분을 씁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="262" />
        <source>Retraining on the top k…</source>
        <translation>상위 k개로 다시 학습하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="277" />
        <source>Top {k} terms by {score}: accuracy {acc:.4f}, macro F1 {f1:.4f} · all {n} training terms: accuracy {all_acc:.4f}, macro F1 {all_f1:.4f}.</source>
        <translation>{score} 기준 상위 {k}개 단어: 정확도 {acc:.4f}, 매크로 F1 {f1:.4f} · 학습 단어 전체 {n}개: 정확도 {all_acc:.4f}, 매크로 F1 {all_f1:.4f}.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="283" />
        <source>top {k} by {score}</source>
        <translation>{score} 기준 상위 {k}</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab_files.py" line="31" />
        <source>Saved the {model} filter (%n feature(s)) to {name}.</source>
        <translation><numerusform>{model} 필터(특징 %n개)를 {name}에 저장했습니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="38" />
        <source>No filter to save yet: load a corpus first, the filter is trained on it.</source>
        <translation>아직 저장할 필터가 없습니다. 먼저 말뭉치를 불러오세요. 필터는 그것으로 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="41" />
        <source>Save filter</source>
        <translation>필터 저장</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="42" />
        <location filename="../tabs/spam/tab_files.py" line="76" />
        <source>Spam filter (*.npz)</source>
        <translation>스팸 필터 (*.npz)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="48" />
        <source>{reason} The current filter is kept.</source>
        <translation>{reason} 지금의 필터는 그대로 둡니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab_files.py" line="56" />
        <source>Loaded a {model} filter (%n feature(s), classes {classes}) from {name}. Type a message in Explain to classify it.</source>
        <translation><numerusform>{name}에서 {model} 필터(특징 %n개, 클래스 {classes})를 불러왔습니다. 분류하려면 '메시지 설명'에 메시지를 입력하세요.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="64" />
        <source>Open corpus folder</source>
        <translation>말뭉치 폴더 열기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="69" />
        <source>Open corpus table, filter or e-mail</source>
        <translation>말뭉치 표, 필터 또는 이메일 열기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="70" />
        <source>Corpus or filter (*.csv *.tsv *.txt *.npz *.eml);;All files (*)</source>
        <translation>말뭉치 또는 필터 (*.csv *.tsv *.txt *.npz *.eml);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="76" />
        <source>Load filter</source>
        <translation>필터 불러오기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="21" />
        <source>multinomial</source>
        <translation>다항</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="21" />
        <source>bernoulli</source>
        <translation>베르누이</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="37" />
        <source>Multinomial NB</source>
        <translation>다항 NB</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="37" />
        <source>Bernoulli NB</source>
        <translation>베르누이 NB</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="38" />
        <source>Logistic (Newton/IRLS)</source>
        <translation>로지스틱 (Newton/IRLS)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="39" />
        <source>Linear SVM</source>
        <translation>선형 SVM</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="39" />
        <source>Softmax (L-BFGS)</source>
        <translation>Softmax (L-BFGS)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="40" />
        <source>k-NN (cosine, tf-idf)</source>
        <translation>k-NN (코사인, tf-idf)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="41" />
        <source>Logistic regression</source>
        <translation>로지스틱 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="54" />
        <source>spam</source>
        <translation>스팸</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="54" />
        <source>ham</source>
        <translation>햄</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="25" />
        <source>&lt;b&gt;Definitions&lt;/b&gt; (standard; the notes swap precision and recall and write accuracy as (tp+fn)/N — corrected here): precision = tp/(tp+fp), recall = tp/(tp+fn), F1 = 2PR/(P+R), accuracy = (tp+tn)/N. &lt;b&gt;Micro&lt;/b&gt; averages pool the counts of all classes (for one label per message micro P = R = F1 = accuracy); &lt;b&gt;macro&lt;/b&gt; averages the per-class values, so a small class weighs as much as a large one. The threshold slider predicts the positive class when its score beats the best other class by at least t (t = 0: the usual arg max); Naive Bayes scores are log posteriors, linear models' are decision values on length-normalised rows; k-NN's are the share of the k nearest training messages (cosine distance on tf-idf rows) in each class.</source>
        <translation>&lt;b&gt;정의&lt;/b&gt; (표준 정의. 강의 노트는 정밀도와 재현율을 바꿔 쓰고 정확도를 (tp+fn)/N으로 썼는데, 여기서는 바로잡았습니다): 정밀도 = tp/(tp+fp), 재현율 = tp/(tp+fn), F1 = 2PR/(P+R) (조화 평균), 정확도 = (tp+tn)/N. &lt;b&gt;마이크로&lt;/b&gt; 평균은 모든 클래스의 횟수를 합쳐 계산하고(메시지마다 레이블이 하나면 마이크로 P = R = F1 = 정확도), &lt;b&gt;매크로&lt;/b&gt; 평균은 클래스별 값을 평균하므로 작은 클래스도 큰 클래스만큼 무게를 가집니다. 임계값 슬라이더는 양성 클래스의 점수가 다른 클래스 중 가장 높은 점수보다 t 이상 높을 때 양성으로 예측합니다(t = 0: 보통의 arg max). 나이브 베이즈의 점수는 로그 사후 확률, 선형 모델은 길이로 정규화한 행의 결정값, k-NN은 가장 가까운 학습 메시지 k개(tf-idf 행의 코사인 거리) 중 각 클래스의 비율입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="110" />
        <source>The model whose confusion matrix and report are shown</source>
        <translation>혼동 행렬과 보고서를 보여 줄 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="113" />
        <source>The notes lay the confusion matrix out with predictions in rows; Trellis (as scikit-learn) with the true class in rows. The formulas below follow the layout.</source>
        <translation>강의 노트는 혼동 행렬의 행에 예측을 두고, Trellis는 (scikit-learn처럼) 행에 실제 클래스를 둡니다. 아래 공식은 배치를 따릅니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="116" />
        <source>Predict the positive class when its score margin ≥ t</source>
        <translation>점수 차이가 t 이상이면 양성 클래스로 예측합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="117" />
        <source>Back to the arg-max decision</source>
        <translation>arg max 결정으로 돌아갑니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="119" />
        <source>ROC (positive class vs rest)</source>
        <translation>ROC (양성 클래스 대 나머지)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="120" />
        <source>Precision–recall</source>
        <translation>정밀도–재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="121" />
        <source>FPR (false-positive rate)</source>
        <translation>FPR (위양성률)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="122" />
        <source>TPR (recall)</source>
        <translation>TPR (재현율)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="123" />
        <location filename="../tabs/spam/views.py" line="354" />
        <source>recall</source>
        <translation>재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="123" />
        <location filename="../tabs/spam/views.py" line="354" />
        <source>precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="126" />
        <source>Models on the same split</source>
        <translation>같은 분할의 모델들</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="128" />
        <source>threshold</source>
        <translation>임계값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="129" />
        <source>Confusion matrix</source>
        <translation>혼동 행렬</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="130" />
        <source>Per class, micro, macro</source>
        <translation>클래스별, 마이크로, 매크로</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="131" />
        <source>ROC</source>
        <translation>ROC</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="131" />
        <source>P–R</source>
        <translation>정밀도–재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="132" />
        <source>Definitions</source>
        <translation>정의</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="134" />
        <source>Precision–recall curve</source>
        <translation>정밀도–재현율 곡선</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="139" />
        <source>Search…</source>
        <translation>검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="242" />
        <location filename="../tabs/spam/views_softmax.py" line="263" />
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="242" />
        <location filename="../tabs/spam/views_selection.py" line="393" />
        <location filename="../tabs/spam/views_softmax.py" line="263" />
        <location filename="../tabs/svm/lab_mlp.py" line="32" />
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="242" />
        <source>micro P</source>
        <translation>마이크로 정밀도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="242" />
        <source>micro R</source>
        <translation>마이크로 재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="242" />
        <source>micro F1</source>
        <translation>마이크로 F1</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="243" />
        <location filename="../tabs/spam/views_softmax.py" line="263" />
        <source>macro P</source>
        <translation>매크로 정밀도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="243" />
        <location filename="../tabs/spam/views_softmax.py" line="263" />
        <source>macro R</source>
        <translation>매크로 재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="243" />
        <location filename="../tabs/spam/views_selection.py" line="393" />
        <location filename="../tabs/spam/views_softmax.py" line="263" />
        <source>macro F1</source>
        <translation>매크로 F1</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="243" />
        <source>ROC AUC</source>
        <translation>ROC AUC</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="244" />
        <source>accuracy sd over folds</source>
        <translation>폴드별 정확도 표준편차</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="288" />
        <source>{model} (AUC {auc:.3f})</source>
        <translation>{model} (AUC {auc:.3f})</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="352" />
        <source>micro avg</source>
        <translation>마이크로 평균</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="352" />
        <source>macro avg</source>
        <translation>매크로 평균</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="354" />
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="355" />
        <source>support</source>
        <translation>개수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="52" />
        <source>대출 (loan) in ham: 0 of 100, uniform prior</source>
        <translation>햄의 대출: 100통 중 0통, 균등 사전 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="54" />
        <source>대출 (loan) in spam: 50 of 100, uniform prior</source>
        <translation>스팸의 대출: 100통 중 50통, 균등 사전 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="55" />
        <source>NIPS: never seen (0 of 0), a = b → 0</source>
        <translation>NIPS: 본 적 없음 (0 중 0), a = b → 0</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="57" />
        <source>NIPS: never seen (0 of 0), uniform prior</source>
        <translation>NIPS: 본 적 없음 (0 중 0), 균등 사전 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="58" />
        <source>3 of 10, Beta(2, 2): MAP = Laplace</source>
        <translation>10 중 3, Beta(2, 2): MAP = 라플라스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="59" />
        <source>custom</source>
        <translation>사용자 정의</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="63" />
        <source>prior</source>
        <translation>사전 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="63" />
        <source>likelihood</source>
        <translation>가능도(likelihood)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="63" />
        <source>posterior</source>
        <translation>사후 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="113" />
        <location filename="../tabs/spam/views_estimation.py" line="127" />
        <source>A word's probability (Beta prior)</source>
        <translation>단어의 확률 (Beta 사전 분포)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="114" />
        <location filename="../tabs/spam/views_estimation.py" line="128" />
        <source>Unseen word (NIPS): α → 0</source>
        <translation>못 본 단어 (NIPS): α → 0</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="115" />
        <location filename="../tabs/spam/views_estimation.py" line="129" />
        <source>K outcomes (Dirichlet prior)</source>
        <translation>결과 K가지 (Dirichlet 사전 분포)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="116" />
        <location filename="../tabs/spam/views_estimation.py" line="130" />
        <source>Poisson MLE (siblings)</source>
        <translation>포아송 MLE (형제자매)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="140" />
        <source>The notes' examples; move a spin for your own</source>
        <translation>강의 노트의 예제입니다. 값을 움직여 나만의 예를 만드세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="144" />
        <source>Mails of the class containing the word</source>
        <translation>이 단어를 포함한 클래스의 메일 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="145" />
        <source>Mails of the class</source>
        <translation>클래스의 메일 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="147" />
        <source>Beta prior a: pseudo-count of mails with the word (a = b = 1: the uniform prior)</source>
        <translation>Beta 사전 분포 a: 단어를 포함한 메일의 가상 횟수 (a = b = 1: 균등 사전 분포)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="149" />
        <source>Beta prior b: pseudo-count of mails without the word</source>
        <translation>Beta 사전 분포 b: 단어가 없는 메일의 가상 횟수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="150" />
        <source>θ = p(word | class): prior, likelihood, posterior</source>
        <translation>θ = p(단어 | 클래스): 사전 분포, 가능도, 사후 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="151" />
        <source>density</source>
        <translation>밀도</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/controls.py" line="51" />
        <location filename="../tabs/clustering/controls.py" line="85" />
        <location filename="../tabs/spam/views_estimation.py" line="166" />
        <location filename="../tabs/spam/views_maxent.py" line="148" />
        <source>Example</source>
        <translation>예제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="167" />
        <source>of n</source>
        <translation>/ n</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="168" />
        <source>prior Beta(a, b): a</source>
        <translation>사전 분포 Beta(a, b): a</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="180" />
        <source>Training spam mails</source>
        <translation>학습용 스팸 메일 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="182" />
        <source>Training ham mails</source>
        <translation>학습용 햄 메일 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="184" />
        <source>p(spam | a mail whose only word was never seen)</source>
        <translation>p(spam | 유일한 단어를 본 적 없는 메일)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="185" />
        <source>smoothing α (log scale)</source>
        <translation>스무딩 α (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="195" />
        <source>spam mails</source>
        <translation>스팸 메일</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="196" />
        <source>ham mails</source>
        <translation>햄 메일</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="204" />
        <source>How often each outcome (word) was seen, separated by spaces</source>
        <translation>각 결과(단어)를 본 횟수, 공백으로 구분</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="206" />
        <source>Symmetric Dirichlet(α, …, α) prior (1: Laplace's add-one)</source>
        <translation>대칭 Dirichlet(α, …, α) 사전 분포 (1: 라플라스의 add-one)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="207" />
        <source>p(outcome): MLE, MAP, posterior mean</source>
        <translation>p(결과): MLE, MAP, 사후 평균</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/documents.py" line="39" />
        <location filename="../tabs/spam/views_estimation.py" line="218" />
        <source>counts</source>
        <translation>빈도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="226" />
        <source>Siblings: observed share and Poisson(λ̂)</source>
        <translation>형제자매: 관측 비율과 Poisson(λ̂)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="227" />
        <source>siblings x</source>
        <translation>형제자매 수 x</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="236" />
        <source>log-likelihood ℓ(λ)</source>
        <translation>로그 가능도 ℓ(λ)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="312" />
        <source>“{text}” is not a list of counts: type whole numbers separated by spaces, such as 3 0 5 2.</source>
        <translation>“{text}”은(는) 횟수 목록이 아닙니다: 3 0 5 2처럼 정수를 공백으로 구분해 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="319" />
        <source>{reason}. The last estimate stays on show.</source>
        <translation>{reason}. 마지막 추정값이 그대로 보입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="67" />
        <source>Die, no constraint</source>
        <translation>주사위, 제약 없음</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="68" />
        <source>Die, mean 4.5</source>
        <translation>주사위, 평균 4.5</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="69" />
        <source>Dice sum: n dice, total n·α (α = 3)</source>
        <translation>주사위 눈의 합: 주사위 n개, 합 n·α (α = 3)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="70" />
        <source>Fast food, mean price $2.50</source>
        <translation>패스트푸드, 평균 가격 $2.50</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="71" />
        <source>Fast food, price $2.50 + 600 kcal</source>
        <translation>패스트푸드, 가격 $2.50 + 600 kcal</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="94" />
        <location filename="../tabs/spam/views_maxent.py" line="184" />
        <source>A worked example of the notes; edit the table to make your own</source>
        <translation>강의 노트의 풀이 예제입니다. 표를 고쳐 나만의 문제를 만드세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="99" />
        <location filename="../tabs/spam/views_maxent.py" line="187" />
        <source>+ outcome</source>
        <translation>+ 결과</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="100" />
        <location filename="../tabs/spam/views_maxent.py" line="187" />
        <source>Add an outcome row</source>
        <translation>결과 행을 추가합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="101" />
        <location filename="../tabs/spam/views_maxent.py" line="188" />
        <source>− outcome</source>
        <translation>− 결과</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="102" />
        <location filename="../tabs/spam/views_maxent.py" line="189" />
        <source>Remove the selected outcome (or the last one)</source>
        <translation>선택한 결과(또는 마지막 결과)를 지웁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="103" />
        <location filename="../tabs/spam/views_maxent.py" line="190" />
        <source>+ constraint</source>
        <translation>+ 제약</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="104" />
        <location filename="../tabs/spam/views_maxent.py" line="191" />
        <source>Add a feature column with its target mean</source>
        <translation>특징 열과 목표 평균을 추가합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="105" />
        <location filename="../tabs/spam/views_maxent.py" line="192" />
        <source>− constraint</source>
        <translation>− 제약</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="106" />
        <location filename="../tabs/spam/views_maxent.py" line="193" />
        <source>Remove the selected (or last) constraint</source>
        <translation>선택한(또는 마지막) 제약을 지웁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="113" />
        <location filename="../tabs/spam/views_maxent.py" line="196" />
        <source>p(outcome) — the maximum-entropy solution</source>
        <translation>p(결과) — 최대 엔트로피 해</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="124" />
        <location filename="../tabs/spam/views_maxent.py" line="198" />
        <source>Newton iteration</source>
        <translation>뉴턴 반복</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="202" />
        <location filename="../tabs/spam/views_maxent.py" line="228" />
        <source>p (solution)</source>
        <translation>p (해)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="204" />
        <location filename="../tabs/spam/views_maxent.py" line="235" />
        <location filename="../tabs/spam/views_maxent.py" line="255" />
        <source>target mean</source>
        <translation>목표 평균</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="259" />
        <source>The {name} of {where} is “{cell}”, not a number: type a number such as 2.5.</source>
        <translation>{where}의 {name} 값 “{cell}”은(는) 숫자가 아닙니다: 2.5 같은 숫자를 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="274" />
        <source>item {n}</source>
        <translation>항목 {n}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="283" />
        <source>Keep at least two outcomes: one outcome has only p = 1.</source>
        <translation>결과를 둘 이상 남기세요: 결과가 하나면 p = 1뿐입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="394" />
        <source>&lt;h3&gt;Maximum entropy — {name}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;최대 엔트로피 — {name}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="397" />
        <source>&lt;p&gt;Step (Space) to take the first Newton iteration.&lt;/p&gt;</source>
        <translation>&lt;p&gt;단계(Space)를 누르면 첫 뉴턴 반복을 합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="400" />
        <source> (stopped: {why}; not converged)</source>
        <translation> (멈춤: {why}; 수렴하지 않음)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="404" />
        <source>E[{name}] = {m:.4f} (target {t:g})</source>
        <translation>E[{name}] = {m:.4f} (목표 {t:g})</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="408" />
        <source>&lt;p&gt;iteration &lt;b&gt;{i}&lt;/b&gt;{state}&lt;br&gt;{lams}&lt;br&gt;λ&lt;sub&gt;0&lt;/sub&gt; = {lam0:+.4f} (= 1 − log Z)&lt;br&gt;H(p) = {h:.4f} nats = {bits:.4f} bits (log {n} = {logn:.4f} nats for the uniform)&lt;br&gt;{achieved}&lt;br&gt;dual D(λ) = log Z − λ·t = {dual:.6f} (= H(p) once the means are met); ‖E[f] − t‖ = {grad:.2e}; line-search step to here {step:g}&lt;/p&gt;</source>
        <translation>&lt;p&gt;반복 &lt;b&gt;{i}&lt;/b&gt;{state}&lt;br&gt;{lams}&lt;br&gt;λ&lt;sub&gt;0&lt;/sub&gt; = {lam0:+.4f} (= 1 − log Z)&lt;br&gt;H(p) = {h:.4f} nats = {bits:.4f} bits (균등 분포는 log {n} = {logn:.4f} nats)&lt;br&gt;{achieved}&lt;br&gt;쌍대 D(λ) = log Z − λ·t = {dual:.6f} (평균을 맞추면 = H(p)); ‖E[f] − t‖ = {grad:.2e}; 여기까지의 선 탐색 보폭 {step:g}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="413" />
        <source>no constraint: λ only normalises</source>
        <translation>제약 없음: λ는 정규화만 합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/maxent_text.py" line="14" />
        <source>&lt;p&gt;Maximise H(p) = −Σ p&lt;sub&gt;i&lt;/sub&gt; log p&lt;sub&gt;i&lt;/sub&gt; subject to Σ p&lt;sub&gt;i&lt;/sub&gt; = 1 and Σ p&lt;sub&gt;i&lt;/sub&gt; f&lt;sub&gt;k&lt;/sub&gt;(i) = target&lt;sub&gt;k&lt;/sub&gt;. Setting the Lagrangian's derivative to zero gives p&lt;sub&gt;i&lt;/sub&gt; = exp(λ&lt;sub&gt;0&lt;/sub&gt; − 1 + Σ&lt;sub&gt;k&lt;/sub&gt; λ&lt;sub&gt;k&lt;/sub&gt; f&lt;sub&gt;k&lt;/sub&gt;(i)) — a softmax of the features. Newton's method on the dual (one dimension per constraint) finds the λ's; with no constraint p is uniform, H = log n.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Σ p&lt;sub&gt;i&lt;/sub&gt; = 1, Σ p&lt;sub&gt;i&lt;/sub&gt; f&lt;sub&gt;k&lt;/sub&gt;(i) = 목표&lt;sub&gt;k&lt;/sub&gt; 아래에서 H(p) = −Σ p&lt;sub&gt;i&lt;/sub&gt; log p&lt;sub&gt;i&lt;/sub&gt;를 최대화합니다. 라그랑지안의 도함수를 0으로 두면 p&lt;sub&gt;i&lt;/sub&gt; = exp(λ&lt;sub&gt;0&lt;/sub&gt; − 1 + Σ&lt;sub&gt;k&lt;/sub&gt; λ&lt;sub&gt;k&lt;/sub&gt; f&lt;sub&gt;k&lt;/sub&gt;(i)) — 특징의 softmax입니다. 쌍대 문제(제약마다 한 차원)에 뉴턴 방법을 써서 λ를 찾습니다. 제약이 없으면 p는 균등 분포이고 H = log n입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/maxent_text.py" line="25" />
        <source>&lt;p&gt;&lt;b&gt;Dice sum&lt;/b&gt; ([NLP] 7 §3): n dice whose faces sum to nα give one constraint Σ i·p&lt;sub&gt;i&lt;/sub&gt; = α, so there is &lt;i&gt;one&lt;/i&gt; multiplier: p&lt;sub&gt;i&lt;/sub&gt; ∝ e&lt;sup&gt;λ·i&lt;/sup&gt; with λ = {lam:+.4f} here. &lt;b&gt;Erratum&lt;/b&gt;: the notes write p&lt;sub&gt;i&lt;/sub&gt; = e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt; / Σ e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt;, a multiplier per face, which the single constraint does not give.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;주사위 눈의 합&lt;/b&gt; ([NLP] 7 §3): 눈의 합이 nα인 주사위 n개는 제약 하나 Σ i·p&lt;sub&gt;i&lt;/sub&gt; = α를 주므로 라그랑주 승수도 &lt;i&gt;하나&lt;/i&gt;입니다: p&lt;sub&gt;i&lt;/sub&gt; ∝ e&lt;sup&gt;λ·i&lt;/sup&gt;, 여기서 λ = {lam:+.4f}. &lt;b&gt;오류&lt;/b&gt;: 강의 노트는 눈마다 승수가 있는 p&lt;sub&gt;i&lt;/sub&gt; = e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt; / Σ e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt;로 썼지만, 제약 하나로는 그렇게 되지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/maxent_text.py" line="38" />
        <source>&lt;p&gt;&lt;b&gt;Erratum&lt;/b&gt;: the notes' probabilities 0.3546 / 0.2964 / 0.2478 / 0.1011 are right, but their multipliers λ&lt;sub&gt;0&lt;/sub&gt; = {lam0}, λ&lt;sub&gt;1&lt;/sub&gt; = {lam1} do not normalise: exp(λ&lt;sub&gt;0&lt;/sub&gt; + λ&lt;sub&gt;1&lt;/sub&gt;·price − 1) sums to {total:.2f}, not 1, and a positive λ&lt;sub&gt;1&lt;/sub&gt; would make Tofu the likeliest item. The solution above (λ&lt;sub&gt;1&lt;/sub&gt; ≈ −0.1792, λ&lt;sub&gt;0&lt;/sub&gt; ≈ 0.1425) does.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;오류&lt;/b&gt;: 강의 노트의 확률 0.3546 / 0.2964 / 0.2478 / 0.1011은 맞지만, 승수 λ&lt;sub&gt;0&lt;/sub&gt; = {lam0}, λ&lt;sub&gt;1&lt;/sub&gt; = {lam1}은 정규화되지 않습니다: exp(λ&lt;sub&gt;0&lt;/sub&gt; + λ&lt;sub&gt;1&lt;/sub&gt;·price − 1)의 합은 1이 아니라 {total:.2f}이고, λ&lt;sub&gt;1&lt;/sub&gt;이 양수면 Tofu가 가장 그럴듯한 항목이 됩니다. 위의 해(λ&lt;sub&gt;1&lt;/sub&gt; ≈ −0.1792, λ&lt;sub&gt;0&lt;/sub&gt; ≈ 0.1425)는 정규화됩니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="32" />
        <source>loss L</source>
        <translation>손실 L</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="25" />
        <source>cost J per step</source>
        <translation>단계별 비용 J</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="135" />
        <source>the plots shown are kept</source>
        <translation>보이는 그림은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_predict.py" line="60" />
        <source>Right</source>
        <translation>맞았습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_predict.py" line="60" />
        <source>Not quite</source>
        <translation>아쉽습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_predict.py" line="61" />
        <source>{mark}: θ' = θ − η∇J = ({a:.4g}, {b:.4g}) − {eta:.4g}·({g0:.4g}, {g1:.4g}) = &lt;b&gt;({c:.4g}, {d:.4g})&lt;/b&gt;, a step of {L:.3g} straight down the slope (across the contour through θ). Your point is {off:.3g} away ({rel:.0%} of the step), {ang:.0f}° off its direction.</source>
        <translation>{mark}: θ' = θ − η∇J = ({a:.4g}, {b:.4g}) − {eta:.4g}·({g0:.4g}, {g1:.4g}) = &lt;b&gt;({c:.4g}, {d:.4g})&lt;/b&gt;, 곧장 비탈 아래로 (θ를 지나는 등고선에 수직으로) {L:.3g}만큼 움직입니다. 고른 점은 {off:.3g} 떨어져 있고 (걸음의 {rel:.0%}), 방향은 {ang:.0f}° 어긋났습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_predict.py" line="68" />
        <source>Predict: where will this gradient step land? Click the contours.</source>
        <translation>예측: 이 경사 단계는 어디에 떨어질까요? 등고선을 클릭하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="29" />
        <source>training accuracy</source>
        <translation>학습 정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="29" />
        <source>Σ leaf impurity</source>
        <translation>Σ 잎 혼탁도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree_predict.py" line="100" />
        <source>The best split is {a} ≤ {t:.4g}: ΔI = I(node) − (n_L/n)I(left) − (n_R/n)I(right) = &lt;b&gt;{g:.4f}&lt;/b&gt;, the largest of {m} candidates.</source>
        <translation>가장 좋은 분할은 {a} ≤ {t:.4g}입니다: ΔI = I(노드) − (n_L/n)I(왼쪽) − (n_R/n)I(오른쪽) = &lt;b&gt;{g:.4f}&lt;/b&gt;, 후보 {m}개 중 가장 큽니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree_predict.py" line="104" />
        <source>Right: {a} ≤ {t:.4g} leaves the same {k} of the node's {n} points on the left as the engine's split. </source>
        <translation>맞았습니다: {a} ≤ {t:.4g}는 엔진의 분할과 똑같이 노드의 점 {n}개 중 {k}개를 왼쪽에 둡니다. </translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree_predict.py" line="108" />
        <source>Your split {a} ≤ {t:.4g} ({k} of {n} points left) scores ΔI = {g:.4f}.</source>
        <translation>고른 분할 {a} ≤ {t:.4g} (점 {n}개 중 {k}개가 왼쪽)의 점수는 ΔI = {g:.4f}입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree_predict.py" line="112" />
        <source>Your split {a} ≤ {t:.4g} leaves {k} of the node's {n} points on the left: not an allowed split (a side with no point, or fewer than the minimum leaf size).</source>
        <translation>고른 분할 {a} ≤ {t:.4g}는 노드의 점 {n}개 중 {k}개를 왼쪽에 둡니다: 허용되지 않는 분할입니다 (한쪽에 점이 없거나 최소 잎 크기보다 적음).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree_predict.py" line="115" />
        <source>Not quite. </source>
        <translation>아쉽습니다. </translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree_predict.py" line="117" />
        <source>Predict: where will the outlined node be split? Click for a vertical split x = θ, Shift+click for a horizontal split y = θ.</source>
        <translation>예측: 테두리 친 노드는 어디에서 나뉠까요? 클릭하면 세로 분할 x = θ, Shift+클릭하면 가로 분할 y = θ입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/display.py" line="52" />
        <source>{n} points, {d} dimension(s).</source>
        <translation>점 {n}개, {d}차원.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/display.py" line="54" />
        <source>{n} documents as points: {d} {kind} component(s).</source>
        <translation>점이 된 문서 {n}개: {kind} 성분 {d}개.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/display.py" line="57" />
        <source>Drawn as a density image; editing is off for this many points.</source>
        <translation>밀도 이미지로 그립니다. 점이 이만큼 많으면 편집할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/display.py" line="59" />
        <source>Editing works on 2-D data.</source>
        <translation>편집은 2차원 데이터에서만 됩니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="13" />
        <source>Examples of the notes…</source>
        <translation>노트의 예제…</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="28" />
        <source>[ML] 10 · the coins: three coin types told apart by weight</source>
        <translation>[ML] 10 · 동전: 무게로 구별하는 세 종류의 동전</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="29" />
        <source>The notes' coin example: 1-D weights of three coin types. EM with spherical Gaussians finds the three density curves; Step to watch the E and M steps and L(θ) never fall.</source>
        <translation>노트의 동전 예제: 세 종류 동전의 1차원 무게. 구형 가우시안의 EM이 세 밀도 곡선을 찾습니다. 단계를 눌러 E 단계와 M 단계, 그리고 L(θ)가 절대 떨어지지 않는 것을 보세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="34" />
        <source>[ML] 9 · restarts matter: two centres in one blob</source>
        <translation>[ML] 9 · 재시작이 중요한 이유: 한 덩어리에 두 중심</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="35" />
        <source>One k-means++ run of seed 0 ends with two centres in one blob: a local minimum. Run it, then raise Restarts to 10 and run again: the lowest cost J of the restarts is kept.</source>
        <translation>시드 0의 k-means++ 실행 한 번은 한 덩어리에 중심 두 개가 남는 지역 최솟값으로 끝납니다. 실행해 본 뒤 재시작을 10으로 올리고 다시 실행하세요: 재시작 가운데 비용 J가 가장 낮은 것을 남깁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="40" />
        <source>[ML] 9 · outliers: k-medoids stays on the data</source>
        <translation>[ML] 9 · 이상치: k-medoids는 데이터 위에 머문다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="41" />
        <source>Blobs with 10 % outliers. k-medoids' centres are data points and its cost is not squared, so the outliers barely pull them; compare with k-means in the view 'k-means vs k-medoids'.</source>
        <translation>이상치가 10 %인 덩어리. k-medoids의 중심은 데이터 점이고 비용을 제곱하지 않으므로 이상치가 거의 끌어당기지 못합니다. 'k-means 대 k-medoids' 보기에서 k-means와 비교해 보세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="45" />
        <source>[ML] 9 · soft k-means: β from soft to hard</source>
        <translation>[ML] 9 · soft k-means: 부드러운 β에서 딱딱한 β로</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="46" />
        <source>Soft k-means with a small β = 0.3: every point is shared between the centres (mixed colours). Raise β and run again: at large β the responsibilities become 0/1 and soft k-means is k-means.</source>
        <translation>작은 β = 0.3의 soft k-means: 모든 점이 중심들에 나뉩니다 (섞인 색). β를 올리고 다시 실행하세요: β가 크면 책임도가 0/1이 되어 soft k-means가 곧 k-means가 됩니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="51" />
        <source>[ML] 9 · EM with the notes' isotropic Gaussians</source>
        <translation>[ML] 9 · 노트의 등방성 가우시안으로 하는 EM</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="52" />
        <source>Unequal variances fitted by the notes' spherical σ²I Gaussians: each component's ellipse is a circle. Switch Covariance to full to see what the isotropic model misses.</source>
        <translation>분산이 다른 덩어리를 노트의 구형 σ²I 가우시안으로 맞춥니다: 성분마다 타원이 원입니다. 공분산을 완전으로 바꾸면 등방성 모델이 놓치는 것이 보입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="57" />
        <source>[ML] 9 · online k-means: one point at a time</source>
        <translation>[ML] 9 · 온라인 k-means: 한 번에 점 하나</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/presets.py" line="58" />
        <source>Each Step is one point: only its nearest centre moves, by η = 1/n_k (each centre the running mean of its points).</source>
        <translation>단계 하나가 점 하나입니다: 가장 가까운 중심만 η = 1/n_k만큼 움직입니다 (각 중심은 자기 점들의 이동 평균).</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/clustering/results.py" line="20" />
        <source>Cancelled after %n step(s); the steps so far are kept. Reset to start again.</source>
        <translation><numerusform>%n단계 뒤 취소했습니다. 지금까지의 단계는 남습니다. 다시 시작하려면 초기화하세요.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="30" />
        <location filename="../tabs/clustering/results.py" line="81" />
        <source>Step or Run to start.</source>
        <translation>단계 또는 실행으로 시작하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="51" />
        <source>cost J</source>
        <translation>비용 J</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="51" />
        <source>cost J (distances)</source>
        <translation>비용 J (거리)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="52" />
        <location filename="../tabs/clustering/scene.py" line="242" />
        <source>free energy F</source>
        <translation>자유 에너지 F</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="53" />
        <location filename="../tabs/clustering/scene.py" line="244" />
        <source>sample cost ‖x − μ_k‖²</source>
        <translation>표본 비용 ‖x − μ_k‖²</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="55" />
        <source>L(θ) and F(q, θ)</source>
        <translation>L(θ)와 F(q, θ)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="56" />
        <location filename="../tabs/clustering/results.py" line="72" />
        <source>KL gap L − F</source>
        <translation>KL 차이 L − F</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="58" />
        <location filename="../tabs/clustering/results.py" line="74" />
        <location filename="../tabs/clustering/views_mds.py" line="80" />
        <source>step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="86" />
        <source>converged</source>
        <translation>수렴</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="88" />
        <source>stopped at the iteration cap (not converged)</source>
        <translation>반복 상한에서 멈춤 (수렴하지 않음)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="90" />
        <source>stopped</source>
        <translation>멈춤</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="91" />
        <source>{algorithm}: {done} after {iterations} epoch(s), {steps} one-point updates · seed {seed}. Reset to run again.</source>
        <translation>{algorithm}: 에포크 {iterations}번, 점 하나씩 갱신 {steps}번 뒤 {done} · 시드 {seed}. 다시 실행하려면 초기화하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="94" />
        <source>{algorithm}: {done} after {iterations} iteration(s), {steps} steps · seed {seed}. Reset to run again.</source>
        <translation>{algorithm}: 반복 {iterations}번, {steps}단계 뒤 {done} · 시드 {seed}. 다시 실행하려면 초기화하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/results.py" line="106" />
        <source>The run stopped: {message}. The steps so far are kept.</source>
        <translation>실행이 멈췄습니다: {message}. 지금까지의 단계는 남습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/scene.py" line="23" />
        <source>two views: 1–2 beside 1–3</source>
        <translation>두 보기: 1–2 옆에 1–3</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/scene.py" line="24" />
        <source>PCA (all columns)</source>
        <translation>PCA (모든 열)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/scene.py" line="51" />
        <source> vs </source>
        <translation> 대 </translation>
    </message>
    <message>
        <location filename="../tabs/clustering/scene.py" line="99" />
        <source>density (scaled)</source>
        <translation>밀도 (비율 조정)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/scene.py" line="109" />
        <source>{d}-D data shown through PCA: PC1 {r1:.0%} and PC2 {r2:.0%} of the variance. Clustering uses all dimensions.</source>
        <translation>{d}차원 데이터를 PCA로 보여 줍니다: PC1이 분산의 {r1:.0%}, PC2가 {r2:.0%}. 군집화는 모든 차원을 씁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/scene.py" line="113" />
        <source>{d}-D data shown by two of its columns (choose under 'Show'). Clustering uses all dimensions.</source>
        <translation>{d}차원 데이터를 두 열로 보여 줍니다 ('표시'에서 고르세요). 군집화는 모든 차원을 씁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/scene.py" line="151" />
        <location filename="../tabs/clustering/scene.py" line="154" />
        <source>p(x) of the next pick</source>
        <translation>다음 선택의 p(x)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/scene.py" line="239" />
        <source>log-likelihood L(θ)</source>
        <translation>로그 가능도 L(θ)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/scene.py" line="240" />
        <source>bound F(q, θ)</source>
        <translation>하한 F(q, θ)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/texts.py" line="101" />
        <source>Click the title to fold or unfold “{title}”</source>
        <translation>제목을 클릭하면 “{title}”을(를) 접거나 펼칩니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="35" />
        <source>Shepard diagram</source>
        <translation>셰퍼드 도표</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="36" />
        <source>given dissimilarity δᵢⱼ</source>
        <translation>주어진 비유사도 δᵢⱼ</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="37" />
        <source>fitted distance dᵢⱼ</source>
        <translation>맞춘 거리 dᵢⱼ</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="49" />
        <source>configuration at the step on show</source>
        <translation>보이는 단계의 배치</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="50" />
        <source>dimension 1</source>
        <translation>차원 1</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="50" />
        <source>dimension 2</source>
        <translation>차원 2</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="77" />
        <source>SMACOF stress σ per step (log scale)</source>
        <translation>단계별 SMACOF 스트레스 σ (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="78" />
        <source>stress per step</source>
        <translation>단계별 스트레스</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="79" />
        <source>raw stress σ</source>
        <translation>원 스트레스 σ</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="82" />
        <source>eigenvalues of B = −½ J D⁽²⁾ J</source>
        <translation>B = −½ J D⁽²⁾ J의 고윳값</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="83" />
        <source>eigenvalue</source>
        <translation>고윳값</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="84" />
        <location filename="../tabs/clustering/views_reduce.py" line="97" />
        <source>component</source>
        <translation>성분</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="89" />
        <source>Classical MDS kept {kept} of {n} eigenvalues; points closer to the diagonal of the Shepard diagram are placed more faithfully.</source>
        <translation>고전적 MDS는 고윳값 {n}개 가운데 {kept}개를 남겼습니다. 셰퍼드 도표의 대각선에 가까운 점일수록 더 충실하게 놓인 것입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="141" />
        <source>SMACOF steps need documents reduced by SMACOF (Reduction box).</source>
        <translation>SMACOF 단계를 보려면 SMACOF로 축소한 문서가 필요합니다 (축소 상자).</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="169" />
        <source>The configuration on show is the one the build found. Step or Run to watch SMACOF find it: each Guttman transform X ← (1/n) B(X) X can only lower the raw stress σ = Σᵢ&lt;ⱼ (dᵢⱼ − δᵢⱼ)²; four restarts, the lowest stress kept.</source>
        <translation>보이는 배치는 점 만들기가 찾은 것입니다. 단계 또는 실행을 누르면 SMACOF가 그것을 찾는 과정을 볼 수 있습니다: Guttman 변환 X ← (1/n) B(X) X는 원 스트레스 σ = Σᵢ&lt;ⱼ (dᵢⱼ − δᵢⱼ)²를 낮추기만 합니다. 재시작 네 번 가운데 스트레스가 가장 낮은 것을 남깁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="176" />
        <source>Converged.</source>
        <translation>수렴했습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="177" />
        <source>Stopped by its cap ({cap}).</source>
        <translation>상한({cap})에서 멈췄습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="179" />
        <source>(This early step's configuration is not kept — memory stays bounded; the newest steps keep theirs.)</source>
        <translation>(이 이른 단계의 배치는 남기지 않습니다 — 메모리를 제한하기 위해서입니다. 가장 최근 단계들은 배치를 남깁니다.)</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="182" />
        <source>{phase} iteration {i}</source>
        <translation>{phase} 반복 {i}</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/views_mds.py" line="184" />
        <source>Restart {r}, {what}: raw stress σ = {stress:.5g}, normalised √(σ/Σδ²) = {norm:.3g}.</source>
        <translation>재시작 {r}, {what}: 원 스트레스 σ = {stress:.5g}, 정규화 √(σ/Σδ²) = {norm:.3g}.</translation>
    </message>
</context>
<context>
    <name>BaumWelchView</name>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="46" />
        <source>the run is kept</source>
        <translation>실행 결과는 유지됩니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="71" />
        <source>Export curve</source>
        <translation>곡선 내보내기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="78" />
        <source>How many sequences of {days} days to draw from the true model</source>
        <translation>참 모델에서 뽑을 {days}일짜리 시퀀스의 수</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="80" />
        <source>Random or uniform initial parameters (uniform is a saddle EM cannot leave)</source>
        <translation>무작위 또는 균등 초기 매개변수 (균등은 EM이 벗어날 수 없는 안장점입니다)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="82" />
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="83" />
        <source>uniform</source>
        <translation>균등</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="84" />
        <source>The known HMM the sequences are drawn from, or the loaded corpus with its tags hidden (EM sees the words only)</source>
        <translation>시퀀스를 뽑는 알려진 HMM, 또는 태그를 숨긴 불러온 말뭉치 (EM은 단어만 봄)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="87" />
        <source>ice cream (Eisner; Jurafsky &amp; Martin)</source>
        <translation>아이스크림 (Eisner; Jurafsky &amp; Martin)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="88" />
        <source>notes' toy model (3 states, 3 symbols)</source>
        <translation>노트의 장난감 모델 (상태 3개, 기호 3개)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="89" />
        <source>the loaded corpus (tags hidden)</source>
        <translation>불러온 말뭉치 (태그 숨김)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="92" />
        <source>Curve…</source>
        <translation>곡선…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="93" />
        <source>Export the log-likelihood curve as PNG or SVG</source>
        <translation>로그 가능도 곡선을 PNG 또는 SVG로 내보냅니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="94" />
        <location filename="../tabs/hmm/views_em.py" line="167" />
        <source>log-likelihood</source>
        <translation>로그 가능도</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="95" />
        <source>True model</source>
        <translation>참 모델</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="95" />
        <source>Sequences</source>
        <translation>시퀀스</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="96" />
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="135" />
        <source>Naming the states by the tags they cover…</source>
        <translation>상태가 덮는 태그로 상태 이름을 붙이는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="150" />
        <source>Open a tagged corpus first (the toolbar): EM then learns from its words alone.</source>
        <translation>먼저 (도구 모음에서) 태그된 말뭉치를 여세요: EM은 그 단어만으로 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="182" />
        <source>&lt;h3&gt;Baum–Welch (EM)&lt;/h3&gt;&lt;p&gt;E: γ and ξ from log-space forward–backward; M: π = γ&lt;sub&gt;1&lt;/sub&gt;, A&lt;sub&gt;ij&lt;/sub&gt; ∝ Σξ&lt;sub&gt;t&lt;/sub&gt;(i,j), B&lt;sub&gt;ik&lt;/sub&gt; ∝ Σ&lt;sub&gt;t: o=k&lt;/sub&gt; γ&lt;sub&gt;t&lt;/sub&gt;(i) / Σ&lt;sub&gt;t&lt;/sub&gt; γ&lt;sub&gt;t&lt;/sub&gt;(i), with γ = αβ / P(O). The log-likelihood never decreases.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Baum–Welch (EM)&lt;/h3&gt;&lt;p&gt;E: 로그 공간의 전향–후향 계산으로 γ와 ξ; M: π = γ&lt;sub&gt;1&lt;/sub&gt;, A&lt;sub&gt;ij&lt;/sub&gt; ∝ Σξ&lt;sub&gt;t&lt;/sub&gt;(i,j), B&lt;sub&gt;ik&lt;/sub&gt; ∝ Σ&lt;sub&gt;t: o=k&lt;/sub&gt; γ&lt;sub&gt;t&lt;/sub&gt;(i) / Σ&lt;sub&gt;t&lt;/sub&gt; γ&lt;sub&gt;t&lt;/sub&gt;(i), 여기서 γ = αβ / P(O). 로그 가능도(log-likelihood)는 줄어들지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="186" />
        <source>&lt;p&gt;The {n} sequences of {days} symbols are drawn from the {model} below, not from the loaded corpus (whose tags the other views use).&lt;/p&gt;</source>
        <translation>&lt;p&gt;기호 {days}개짜리 시퀀스 {n}개를 불러온 말뭉치가 아니라 아래의 {model}에서 뽑습니다 (말뭉치의 태그는 다른 화면에서 씁니다).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="190" />
        <source>true A ({names})</source>
        <translation>참 A ({names})</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="192" />
        <source>true B ({names})</source>
        <translation>참 B ({names})</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="195" />
        <source>&lt;p&gt;iteration {k}: log-likelihood {ll:.4f}{status}&lt;/p&gt;</source>
        <translation>&lt;p&gt;반복 {k}: 로그 가능도 {ll:.4f}{status}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="197" />
        <source>estimated π</source>
        <translation>추정한 π</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="198" />
        <source>expected transitions Σξ</source>
        <translation>기대 전이 횟수 Σξ</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="199" />
        <source>expected emissions Σγ</source>
        <translation>기대 방출 횟수 Σγ</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="200" />
        <source>estimated A</source>
        <translation>추정한 A</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="201" />
        <source>estimated B</source>
        <translation>추정한 B</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="202" />
        <source>&lt;p&gt;The hidden states have no names: the estimate may list them in another order.&lt;/p&gt;</source>
        <translation>&lt;p&gt;잠재 상태에는 이름이 없어 추정 결과가 다른 순서로 나열될 수 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="208" />
        <source> — converged (the log-likelihood changed by less than {tol:g})</source>
        <translation> — 수렴 (로그 가능도의 변화가 {tol:g} 미만)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_em.py" line="211" />
        <source> — stopped at the iteration cap ({cap}) without converging (the log-likelihood still changed by {tol:g} or more)</source>
        <translation> — 수렴하지 못하고 반복 상한({cap})에서 멈춤 (로그 가능도가 여전히 {tol:g} 이상 변함)</translation>
    </message>
</context>
<context>
    <name>BayesNetView</name>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="20" />
        <source>factor</source>
        <translation>인자</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="20" />
        <source>cells</source>
        <translation>칸 수</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="21" />
        <source>values</source>
        <translation>값</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="22" />
        <source>in this step</source>
        <translation>이 단계</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="23" />
        <source>restrict to the evidence</source>
        <translation>증거로 제한</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="24" />
        <source>multiply</source>
        <translation>곱하기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="25" />
        <source>sum out</source>
        <translation>합으로 없애기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="26" />
        <source>normalise</source>
        <translation>정규화</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="102" />
        <source>Step (Space) to see the pool of factors after each operation of variable elimination: the CPTs restricted to the evidence, each product, each τ a variable is summed out of.</source>
        <translation>단계(Space)를 누르면 변수 소거의 연산마다 인자 모음이 보입니다: 증거로 제한한 CPT, 각 곱, 변수를 합으로 없앤 각 τ.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="112" />
        <source>Step {k}: {phase}. The factor this step made is shaded.</source>
        <translation>단계 {k}: {phase}. 이 단계에서 만든 인자에 음영을 넣었습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="62" />
        <source>Burglary and alarm (John and Mary call)</source>
        <translation>도둑과 경보 (John과 Mary의 전화)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="64" />
        <source>Naive Bayes as a network (the notes' spam example)</source>
        <translation>네트워크로 그린 나이브 베이즈 (노트의 스팸 예제)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="66" />
        <source>The notes' joint table of A, B, C</source>
        <translation>노트의 A, B, C 결합 분포표</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="68" />
        <source>Cat or tiger? The Bayes decision rule ([ML] 3)</source>
        <translation>고양이일까 호랑이일까? 베이즈 결정 규칙 ([ML] 3)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="73" />
        <location filename="../tabs/hmm/views_bayes.py" line="206" />
        <source>Network</source>
        <translation>네트워크</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="74" />
        <source>Joint table</source>
        <translation>결합 분포표</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="75" />
        <source>Enumeration</source>
        <translation>열거</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="76" />
        <source>Factors</source>
        <translation>인자</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="78" />
        <source>A network to start from: each preset sets the query and the evidence of its worked example</source>
        <translation>시작할 네트워크: 각 예제는 풀이 예의 질의와 증거를 함께 정합니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="80" />
        <source>One variable a line: Name {values}: Parent, Parent (values True, False when omitted); Apply keeps the CPTs that still fit and makes the others uniform</source>
        <translation>한 줄에 변수 하나: 이름 {값들}: 부모, 부모 (값을 생략하면 True, False). 적용하면 여전히 맞는 CPT는 유지하고 나머지는 균등 분포로 만듭니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="83" />
        <source>Build the network typed above</source>
        <translation>위에 입력한 네트워크를 만듭니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="84" />
        <source>The variable whose CPT P(variable | parents) the table shows (or click its node)</source>
        <translation>표에 CPT P(변수 | 부모)를 보여 줄 변수 (노드를 클릭해도 됩니다)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="86" />
        <source>P(variable | parents): one row per value of the parents, each row sums to 1 (with two values the other cell follows)</source>
        <translation>P(변수 | 부모): 부모 값마다 한 행, 각 행의 합은 1 (값이 두 개면 다른 칸이 따라 바뀝니다)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="89" />
        <source>Each variable's role: queried, observed at a value, or hidden (summed out)</source>
        <translation>변수마다 역할: 질의, 어떤 값으로 관측, 또는 숨은 변수(합으로 소거)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="91" />
        <source>The hidden variables in the order they are eliminated, separated by commas (empty: from the leaves up)</source>
        <translation>숨은 변수를 소거할 순서, 쉼표로 구분 (비우면 잎에서부터 위로)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="93" />
        <source>Compute the joint and the enumeration, and start variable elimination: Step takes one factor operation</source>
        <translation>결합 분포와 열거를 계산하고 변수 소거를 시작합니다: 단계 하나가 인자 연산 하나입니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="175" />
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="176" />
        <source>Infer</source>
        <translation>추론</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="178" />
        <source>from the leaves up</source>
        <translation>잎에서부터 위로</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="208" />
        <source>Structure (Name {values}: parents)</source>
        <translation>구조 (이름 {값들}: 부모)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="212" />
        <source>CPT of</source>
        <translation>CPT 변수</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="215" />
        <source>Roles: query, observed value or hidden</source>
        <translation>역할: 질의, 관측값 또는 숨은 변수</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="218" />
        <source>Elimination order</source>
        <translation>소거 순서</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="273" />
        <source>The structure was not applied: {error}</source>
        <translation>구조를 적용하지 않았습니다: {error}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="328" />
        <source>Type a probability (a number between 0 and 1).</source>
        <translation>확률(0과 1 사이의 수)을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="340" />
        <source>Every cell of the CPT must be a number.</source>
        <translation>CPT의 모든 칸은 수여야 합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="343" />
        <source>The CPT is not changed yet: {error}</source>
        <translation>CPT는 아직 바뀌지 않았습니다: {error}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="360" />
        <source>hidden</source>
        <translation>숨은 변수</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="361" />
        <source>query</source>
        <translation>질의</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="363" />
        <source>observed: {value}</source>
        <translation>관측: {value}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="369" />
        <source>variable</source>
        <translation>변수</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="369" />
        <source>role</source>
        <translation>역할</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="395" />
        <source>Make at least one variable the query (its role).</source>
        <translation>적어도 한 변수의 역할을 질의로 정하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="406" />
        <source>{steps} steps of variable elimination: Step (Space) takes one factor operation, Run to end all of them.</source>
        <translation>변수 소거 {steps}단계: 단계(Space)는 인자 연산 하나, 끝까지 실행은 전부를 진행합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_bayes.py" line="414" />
        <source>Give the network a query first (see the message above).</source>
        <translation>먼저 네트워크에 질의를 정하세요 (위의 메시지를 보세요).</translation>
    </message>
</context>
<context>
    <name>BayesTables</name>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="59" />
        <source> The first {shown} of {n} rows are listed.</source>
        <translation> 행 {n}개 중 처음 {shown}개만 보여 줍니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="61" />
        <source>P(x&lt;sub&gt;1&lt;/sub&gt;, …, x&lt;sub&gt;n&lt;/sub&gt;) = Π&lt;sub&gt;i&lt;/sub&gt; P(x&lt;sub&gt;i&lt;/sub&gt; | parents): {n} rows summing to 1; the rows that agree with the evidence are shaded (their sum is P(e) = {pe:.6g}).</source>
        <translation>P(x&lt;sub&gt;1&lt;/sub&gt;, …, x&lt;sub&gt;n&lt;/sub&gt;) = Π&lt;sub&gt;i&lt;/sub&gt; P(x&lt;sub&gt;i&lt;/sub&gt; | 부모): 합이 1인 행 {n}개. 증거와 맞는 행에 음영을 넣었습니다 (그 합이 P(e) = {pe:.6g}).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="93" />
        <source>P(Q | e) ∝ Σ&lt;sub&gt;h&lt;/sub&gt; Π&lt;sub&gt;i&lt;/sub&gt; P(x&lt;sub&gt;i&lt;/sub&gt; | parents(x&lt;sub&gt;i&lt;/sub&gt;)): one row per assignment h of the hidden variables ({hidden}), one column per query value; the last row is the sum.</source>
        <translation>P(Q | e) ∝ Σ&lt;sub&gt;h&lt;/sub&gt; Π&lt;sub&gt;i&lt;/sub&gt; P(x&lt;sub&gt;i&lt;/sub&gt; | 부모(x&lt;sub&gt;i&lt;/sub&gt;)): 숨은 변수({hidden})의 할당 h마다 한 행, 질의 값마다 한 열. 마지막 행은 합입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/bayes_tables.py" line="124" />
        <source>made by this step</source>
        <translation>이 단계에서 만든 인자</translation>
    </message>
</context>
<context>
    <name>ChainView</name>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="34" />
        <source>the previous chain is kept</source>
        <translation>이전 체인은 유지됩니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="57" />
        <source>Export graph</source>
        <translation>그래프 내보내기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="65" />
        <source>First order: a state is a tag; second order: a state is a pair of tags</source>
        <translation>1차: 상태는 태그 하나, 2차: 상태는 태그 쌍</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="67" />
        <source>first order</source>
        <translation>1차</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="68" />
        <source>second order</source>
        <translation>2차</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="69" />
        <source>Tags separated by spaces</source>
        <translation>공백으로 구분한 태그</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="70" />
        <source>Probability</source>
        <translation>확률</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="71" />
        <source>P(&lt;s&gt; t1 … tn &lt;/s&gt;) under the chain</source>
        <translation>체인에서의 P(&lt;s&gt; t1 … tn &lt;/s&gt;)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="72" />
        <source>Graph…</source>
        <translation>그래프…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="73" />
        <source>Export the graph as PNG or SVG</source>
        <translation>그래프를 PNG 또는 SVG로 내보냅니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="74" />
        <source>tag transitions p(next | tag) ≥ 0.1 (wider: likelier); the typed sequence's on top</source>
        <translation>태그 전이 p(다음 | 태그) ≥ 0.1 (굵을수록 확률이 큼); 입력한 시퀀스의 전이는 위에 표시</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="77" />
        <source>&lt;p&gt;The chain of the corpus's tags is counted when this view is shown; type a tag sequence and press Probability.&lt;/p&gt;</source>
        <translation>&lt;p&gt;이 화면이 보일 때 말뭉치 태그의 체인을 셉니다. 태그 시퀀스를 입력하고 확률을 누르세요.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="95" />
        <source>Counting the chain…</source>
        <translation>체인을 세는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_chain.py" line="117" />
        <source>P(sequence) = {p:.3e} (log {logp:.3f})</source>
        <translation>P(시퀀스) = {p:.3e} (log {logp:.3f})</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/views_chain.py" line="119" />
        <source>product of %n factor(s), start and end included, add-α smoothed:</source>
        <translation><numerusform>시작과 끝을 포함한 인수 %n개의 곱, add-α 평활:</numerusform></translation>
    </message>
</context>
<context>
    <name>CollapsibleBox</name>
    <message>
        <location filename="../widgets/collapsible.py" line="35" />
        <source>Click the title to fold or unfold “{title}”</source>
        <translation>제목을 클릭하면 “{title}”을(를) 접거나 펼칩니다</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="34" />
        <source>SVM (RBF)</source>
        <translation>SVM (RBF)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="35" />
        <source>logistic regression</source>
        <translation>로지스틱 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="36" />
        <location filename="../tabs/svm/lab_compare.py" line="43" />
        <source>perceptron</source>
        <translation>퍼셉트론</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="37" />
        <source>MLP (8 tanh)</source>
        <translation>MLP (tanh 8개)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="38" />
        <source>AdaBoost</source>
        <translation>AdaBoost</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="39" />
        <source>tree (full depth)</source>
        <translation>트리 (끝까지)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="40" />
        <source>bagging (25 trees)</source>
        <translation>배깅 (트리 25개)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="41" />
        <source>voting (LR, tree, k-NN)</source>
        <translation>투표 (LR, 트리, k-NN)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="42" />
        <source>logistic</source>
        <translation>로지스틱</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="44" />
        <source>tree</source>
        <translation>트리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="45" />
        <source>bagging</source>
        <translation>배깅</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="46" />
        <source>voting</source>
        <translation>투표</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="96" />
        <source>the comparison shown is kept</source>
        <translation>보이는 비교는 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="98" />
        <source>Folds</source>
        <translation>폴드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="99" />
        <source>k of k-fold cross-validation</source>
        <translation>k-겹 교차 검증(cross-validation)의 k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="100" />
        <source>Resamples</source>
        <translation>재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="101" />
        <source>Bootstrap training sets in the bias–variance picture</source>
        <translation>편향–분산 그림의 부트스트랩 학습 집합 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="102" />
        <location filename="../tabs/svm/lab_compare.py" line="152" />
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="103" />
        <source>Fit every model again</source>
        <translation>모든 모델을 다시 학습합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="113" />
        <source>Computed when this view is shown.</source>
        <translation>이 화면을 열 때 계산합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="150" />
        <source>folds</source>
        <translation>폴드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="151" />
        <source>resamples</source>
        <translation>재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="153" />
        <source>Single models</source>
        <translation>단일 모델</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="154" />
        <source>Ensembles and bias–variance</source>
        <translation>앙상블과 편향–분산</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="160" />
        <location filename="../tabs/svm/lab_compare.py" line="212" />
        <source>deep tree × resamples</source>
        <translation>깊은 트리 × 재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="161" />
        <location filename="../tabs/svm/lab_compare.py" line="213" />
        <source>logistic × resamples</source>
        <translation>로지스틱 × 재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="175" />
        <source>Comparing needs two classes and at least {k} points of each (for {k}-fold cross-validation).</source>
        <translation>비교하려면 두 클래스와 클래스마다 점이 {k}개 이상 있어야 합니다 ({k}-겹 교차 검증).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="186" />
        <source>Fitting {n} models…</source>
        <translation>모델 {n}개 학습 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="196" />
        <source>{name}: two classes only</source>
        <translation>{name}: 두 클래스 전용</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="201" />
        <source>{name}: {train:.0%} train, CV {cv:.0%}</source>
        <translation>{name}: 학습 {train:.0%}, CV {cv:.0%}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="204" />
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="204" />
        <source>training accuracy</source>
        <translation>학습 정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="205" />
        <source>CV accuracy</source>
        <translation>CV 정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="205" />
        <source>CV std</source>
        <translation>CV 표준편차</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="216" />
        <source>Cross-validated accuracy ({k} folds) is the honest number: training accuracy rewards memorising (a full tree gets ~100%). Best here: {best} ({cv:.1%}). Bias–variance: over {m} bootstrap resamples the deep tree's boundaries disagree on {deep:.1%} of the plane, logistic regression's on {line:.1%} — high variance against high bias. Bagging votes over 25 such trees and keeps their low bias with less of the variance.</source>
        <translation>교차 검증 정확도({k} 폴드)가 정직한 수치입니다: 학습 정확도는 외우기만 해도 높습니다 (끝까지 자란 트리는 ~100%). 여기서 가장 좋은 모델: {best} ({cv:.1%}). 편향–분산: 부트스트랩 재표집 {m}번에서 깊은 트리의 경계는 평면의 {deep:.1%}에서 서로 다르고, 로지스틱 회귀는 {line:.1%}에서 다릅니다 — 큰 분산 대 큰 편향. 배깅은 그런 트리 25개로 투표해 낮은 편향은 지키고 분산은 줄입니다.</translation>
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
        <location filename="../widgets/course_dialogs.py" line="77" />
        <source>Course map</source>
        <translation>강의 지도</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="38" />
        <source>best {best:.0%}</source>
        <translation>최고 {best:.0%}</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="40" />
        <source>questions {right} of {total} right</source>
        <translation>문항 {total}개 중 {right}개 정답</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="78" />
        <source>The chapters of the course notes, by their own titles (the notes write each title after its content), and where Trellis teaches each one. Double-click a view to open it; Practice in each tab keeps what you have practised.</source>
        <translation>강의 노트의 장을 노트의 제목 그대로(노트는 각 장의 제목을 내용 뒤에 적습니다) 보여 주고, Trellis의 어느 화면에서 배우는지 알려 줍니다. 화면을 두 번 클릭하면 열립니다. 각 탭의 연습(Practice)에서 푼 기록이 여기에 남습니다.</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="83" />
        <source>Chapter or view</source>
        <translation>장 또는 화면</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="84" />
        <source>What it teaches</source>
        <translation>배우는 내용</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="85" />
        <source>Practised</source>
        <translation>연습 기록</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="90" />
        <source>In the notes: {where}</source>
        <translation>노트의 위치: {where}</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="93" />
        <source>(no view yet)</source>
        <translation>(아직 화면 없음)</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="143" />
        <source>Glossary</source>
        <translation>용어집</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="144" />
        <source>Search in Korean or English…</source>
        <translation>한국어나 영어로 찾기…</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="146" />
        <source>Korean</source>
        <translation>한국어</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="146" />
        <source>English</source>
        <translation>영어</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="147" />
        <source>Symbol</source>
        <translation>기호</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="147" />
        <source>Definition</source>
        <translation>정의</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="148" />
        <source>Where</source>
        <translation>화면</translation>
    </message>
</context>
<context>
    <name>DataTable</name>
    <message>
        <location filename="../widgets/table.py" line="174" />
        <source>Search…</source>
        <translation>검색…</translation>
    </message>
    <message>
        <location filename="../widgets/table.py" line="175" />
        <source>Search the table</source>
        <translation>표 검색</translation>
    </message>
    <message>
        <location filename="../widgets/table.py" line="176" />
        <source>Show only rows containing this text</source>
        <translation>이 텍스트가 든 행만 보여 줍니다</translation>
    </message>
</context>
<context>
    <name>GrammarPage</name>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="22" />
        <source>grammar.pcfg (written for Trellis)</source>
        <translation>grammar.pcfg (Trellis를 위해 작성)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="24" />
        <source>treebank.mrg (written for Trellis)</source>
        <translation>treebank.mrg (Trellis를 위해 작성)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="79" />
        <source>1. terminals</source>
        <translation>1. 단말 기호</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="79" />
        <source>2. binarise</source>
        <translation>2. 이진화</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="80" />
        <source>3. unit rules</source>
        <translation>3. 단위 규칙</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="82" />
        <source>The stage of the conversion to Chomsky normal form whose removed (−) and added (+) rules are listed</source>
        <translation>제거된 규칙(−)과 추가된 규칙(+)을 보여 줄 촘스키 정규형 변환 단계</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="84" />
        <source>Rules (NLTK notation)</source>
        <translation>규칙 (NLTK 표기)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="85" />
        <source>CNF stage</source>
        <translation>CNF 단계</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="86" />
        <source>The parser uses the grammar after stages 1 and 2 and applies the unit rules inside each cell (the best chain for the best tree, all chains for the inside probability).</source>
        <translation>파서는 1, 2단계를 거친 문법을 쓰고 단위 규칙은 각 칸 안에서 적용합니다 (최선의 트리에는 최선의 사슬, 내부 확률에는 모든 사슬).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="98" />
        <source>The grammar's rules appear here once it is read.</source>
        <translation>문법을 읽으면 그 규칙이 여기에 나타납니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="101" />
        <source>{name}: %n rule(s); its conversion to Chomsky normal form (every rule A → B C or A → 'w') takes three stages.</source>
        <translation><numerusform>{name}: 규칙 %n개. 촘스키 정규형(모든 규칙이 A → B C 또는 A → 'w')으로의 변환은 세 단계를 거칩니다.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="111" />
        <source>%n rule(s) had a word beside other symbols</source>
        <translation><numerusform>다른 기호 옆에 단어가 있던 규칙이 %n개입니다</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="112" />
        <source>; those words moved to %n new nonterminal(s) T_w → 'w' [1].</source>
        <translation><numerusform>; 그 단어들은 새 비단말 기호 %n개 T_w → 'w' [1]로 옮겨졌습니다.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="115" />
        <source>%n rule(s) with three or more symbols on the right became chains of two-symbol rules</source>
        <translation><numerusform>오른쪽에 기호가 셋 이상인 규칙 %n개가 기호 두 개짜리 규칙의 사슬이 되었습니다</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="117" />
        <source> through %n new nonterminal(s) A|&lt;…&gt; [1].</source>
        <translation><numerusform> (새 비단말 기호 %n개 A|&lt;…&gt; [1]을(를) 거쳐).</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="119" />
        <source>The grammar has no unit rules A → B.</source>
        <translation>이 문법에는 단위 규칙 A → B가 없습니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="120" />
        <source>%n unit rule(s) A → B removed; </source>
        <translation><numerusform>단위 규칙 A → B %n개를 없앴고, </numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="121" />
        <source>%n rule(s) copied up the unit chains</source>
        <translation><numerusform>규칙 %n개를 단위 규칙 사슬을 따라 위로 복사했으며</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/grammar_page.py" line="122" />
        <source> and %n made likelier, with P(A → β) = Σ_B U*[A, B] P(B → β).</source>
        <translation><numerusform> %n개의 확률이 커졌습니다. P(A → β) = Σ_B U*[A, B] P(B → β).</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="137" />
        <source>… and {n:,} more</source>
        <translation>… 외 {n:,}개</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/grammar_page.py" line="139" />
        <source>(no rule changed)</source>
        <translation>(바뀐 규칙 없음)</translation>
    </message>
</context>
<context>
    <name>HandView</name>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="71" />
        <source>A built-in HMM to start from</source>
        <translation>시작할 내장 HMM</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="72" />
        <source>Hidden state names, separated by spaces (resizes the tables)</source>
        <translation>잠재 상태 이름, 공백으로 구분 (표 크기가 바뀜)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="74" />
        <source>Observation symbols, separated by spaces</source>
        <translation>관측 기호, 공백으로 구분</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="75" />
        <source>The observed symbols, separated by spaces</source>
        <translation>관측된 기호들, 공백으로 구분</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="76" />
        <source>Which recurrence to fill</source>
        <translation>채울 점화식</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="77" />
        <source>Hidden states as a visible Markov chain: P(s1 … sn)</source>
        <translation>잠재 상태를 보이는 마르코프 체인으로: P(s1 … sn)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="78" />
        <source>values; rows are states, columns positions</source>
        <translation>값; 행은 상태, 열은 위치</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="82" />
        <source>{name}: type probabilities; each row sums to 1</source>
        <translation>{name}: 확률을 입력하세요. 각 행의 합은 1입니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="85" />
        <source>Build</source>
        <translation>만들기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="85" />
        <source>Check the model and start a new trellis; Step fills it column by column</source>
        <translation>모델을 확인하고 새 트렐리스를 시작합니다. 단계마다 한 열씩 채웁니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="88" />
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="88" />
        <source>Save the whole trellis (probabilities and logs, rows states) as CSV</source>
        <translation>트렐리스 전체(확률과 로그, 행은 상태)를 CSV로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="91" />
        <source>P(sequence)</source>
        <translation>P(시퀀스)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="91" />
        <source>Probability of the state sequence under π and A</source>
        <translation>π와 A에서 상태 시퀀스의 확률</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="95" />
        <source>forward α</source>
        <translation>전향 α</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="95" />
        <source>backward β</source>
        <translation>후향 β</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="96" />
        <source>Viterbi δ</source>
        <translation>Viterbi δ</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="96" />
        <source>posterior γ</source>
        <translation>사후 확률 γ</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="98" />
        <source>ice cream (Eisner; Jurafsky &amp; Martin)</source>
        <translation>아이스크림 (Eisner; Jurafsky &amp; Martin)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="99" />
        <source>notes' toy model (3 states, 3 symbols)</source>
        <translation>노트의 장난감 모델 (상태 3개, 기호 3개)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="103" />
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="103" />
        <source>States</source>
        <translation>상태</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="103" />
        <source>Symbols</source>
        <translation>기호</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="103" />
        <source>π (start)</source>
        <translation>π (시작)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="104" />
        <source>A (row: from, column: to)</source>
        <translation>A (행: 출발, 열: 도착)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="104" />
        <source>B (row: state, column: symbol)</source>
        <translation>B (행: 상태, 열: 기호)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="105" />
        <source>Markov chain: P(state sequence)</source>
        <translation>마르코프 체인: P(상태 시퀀스)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="105" />
        <source>Observations</source>
        <translation>관측</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="108" />
        <source>Drawing</source>
        <translation>그림</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="109" />
        <source>Table</source>
        <translation>표</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="120" />
        <source>Jason Eisner's ice-cream HMM as in Jurafsky &amp; Martin, appendix A: the weather (Hot or Cold) is hidden, the number of ice creams eaten (1–3) is observed.</source>
        <translation>Jurafsky &amp; Martin 부록 A에 나오는 Jason Eisner의 아이스크림 HMM: 날씨(Hot 또는 Cold)는 잠재 변수이고, 먹은 아이스크림 수(1–3)가 관측입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="123" />
        <source>The notes' example: hidden states h0–h2, observations o0–o2, the sequence (o0, o1, o0, o2). The notes' figure gives no numbers; these are made up for Trellis, with p(h2 | h0) = 0.6 ≠ p(h2 | h1) = 0.1 so that the notes' p12 for p02 shows. Edit any cell.</source>
        <translation>노트의 예: 잠재 상태 h0–h2, 관측 o0–o2, 시퀀스 (o0, o1, o0, o2). 노트의 그림에는 숫자가 없어 Trellis가 지어낸 값이며, p(h2 | h0) = 0.6 ≠ p(h2 | h1) = 0.1로 두어 노트가 p02 대신 쓴 p12가 드러나게 했습니다. 어느 칸이든 고쳐 보세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="211" />
        <source>Save trellis</source>
        <translation>트렐리스 저장</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="276" />
        <source>Resized: new rows are uniform, new columns 0; edit them, then Build.</source>
        <translation>크기를 바꿨습니다: 새 행은 균등, 새 열은 0입니다. 고친 뒤 만들기를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="279" />
        <source>Resized. {error}</source>
        <translation>크기를 바꿨습니다. {error}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="297" />
        <source>The model changed: Build to fill a new trellis.</source>
        <translation>모델이 바뀌었습니다: 만들기를 눌러 새 트렐리스를 채우세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="319" />
        <source> P(O) = 0: no path can produce them.</source>
        <translation> P(O) = 0: 어떤 경로도 이 관측을 만들 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="320" />
        <source>{kind}: Step fills one column at a time from the last observation back.</source>
        <translation>{kind}: 단계마다 마지막 관측부터 거꾸로 한 열씩 채웁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="322" />
        <source>{kind}: Step fills one column at a time.</source>
        <translation>{kind}: 단계마다 한 열씩 채웁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="330" />
        <source>Fix the model first (see the message above).</source>
        <translation>먼저 모델을 고치세요 (위의 메시지를 보세요).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_hand.py" line="372" />
        <source>build a trellis first</source>
        <translation>먼저 트렐리스를 만드세요</translation>
    </message>
</context>
<context>
    <name>HistoryPlot</name>
    <message>
        <location filename="../plots/history_plot.py" line="22" />
        <location filename="../plots/history_plot.py" line="28" />
        <source>step</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../plots/history_plot.py" line="26" />
        <source>KL gap L − F</source>
        <translation>KL 차이 L − F</translation>
    </message>
    <message>
        <location filename="../plots/history_plot.py" line="39" />
        <source>Step or Run: the objective of each step appears here</source>
        <translation>단계 또는 실행: 단계마다의 목적 함수 값이 여기에 나타납니다</translation>
    </message>
</context>
<context>
    <name>HmmTab</name>
    <message>
        <location filename="../tabs/hmm/tab.py" line="70" />
        <source>the current corpus and tagger are kept</source>
        <translation>현재 말뭉치와 태거는 유지됩니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="72" />
        <source>the current tagger is kept</source>
        <translation>현재 태거는 유지됩니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="74" />
        <source>no file was written</source>
        <translation>파일을 쓰지 않았습니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="77" />
        <source>the tagger is kept</source>
        <translation>태거는 유지됩니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="130" />
        <source>the tagger is unchanged</source>
        <translation>태거는 바뀌지 않았습니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="222" />
        <source>Save tagger</source>
        <translation>태거 저장</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="222" />
        <location filename="../tabs/hmm/tab.py" line="362" />
        <source>Tagger (*.npz)</source>
        <translation>태거 (*.npz)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="229" />
        <source>Save confusion</source>
        <translation>혼동 행렬 저장</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="260" />
        <location filename="../tabs/hmm/tab.py" line="369" />
        <source>Reading {name}…</source>
        <translation>{name} 읽는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="297" />
        <source>Training…</source>
        <translation>학습 중…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="301" />
        <source>Loaded the tagger from {name}.</source>
        <translation>{name}에서 태거를 불러왔습니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/tab.py" line="308" />
        <source>%n file(s) skipped: </source>
        <translation><numerusform>파일 %n개를 건너뜀: </numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/hmm/tab.py" line="311" />
        <source>%n malformed line(s) skipped: </source>
        <translation><numerusform>형식이 잘못된 줄 %n개를 건너뜀: </numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="316" />
        <source>Trained on {name}.</source>
        <translation>{name}으로 학습했습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="338" />
        <source>true \ predicted</source>
        <translation>실제 \ 예측</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="354" />
        <source>no tagger trained yet</source>
        <translation>아직 학습한 태거가 없습니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="355" />
        <source>Saving…</source>
        <translation>저장 중…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="358" />
        <source>Saved the tagger as {name}.</source>
        <translation>태거를 {name}(으)로 저장했습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="362" />
        <source>Load tagger</source>
        <translation>태거 불러오기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="372" />
        <source>Open tagged corpus</source>
        <translation>태그된 말뭉치 열기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="373" />
        <source>Tagged text (*.txt *.conllu *.tsv);;All (*)</source>
        <translation>태그된 텍스트 (*.txt *.conllu *.tsv);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="379" />
        <source>Open a folder of tagged files</source>
        <translation>태그된 파일의 폴더 열기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="387" />
        <source>Train a tagger on a corpus first (the study tags its held-out part).</source>
        <translation>먼저 말뭉치로 태거를 학습하세요 (실험은 평가용 부분을 태깅합니다).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="391" />
        <source>Beam study…</source>
        <translation>빔 실험…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="396" />
        <source>beam θ</source>
        <translation>빔 θ</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="396" />
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="396" />
        <source>states kept / column</source>
        <translation>열당 남은 상태</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="397" />
        <source>CPU s</source>
        <translation>CPU 초</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="397" />
        <source>tokens/s</source>
        <translation>초당 토큰</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="398" />
        <source>off (exact)</source>
        <translation>끔 (정확)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="404" />
        <source>Beam study on {n:,} held-out tokens: a narrower beam keeps fewer states per column and may lose accuracy.</source>
        <translation>평가용 토큰 {n:,}개에 대한 빔 실험: 빔이 좁을수록 열마다 남는 상태가 적고 정확도를 잃을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="411" />
        <source>Train or load a tagger first; then tag a file with it.</source>
        <translation>먼저 태거를 학습하거나 불러온 뒤 파일을 태깅하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="414" />
        <source>Text file to tag</source>
        <translation>태깅할 텍스트 파일</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="415" />
        <source>Text (*.txt *.text *.md);;All (*)</source>
        <translation>텍스트 (*.txt *.text *.md);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="418" />
        <source>Save the tagged text</source>
        <translation>태깅한 텍스트 저장</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="428" />
        <source>Tagging {name}…</source>
        <translation>{name} 태깅 중…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="433" />
        <source>Tagged {sentences:,} sentences ({tokens:,} tokens, {unknown:,} unknown to the tagger) of {source} into {target} ({fmt}). First: {first}</source>
        <translation>{source}의 문장 {sentences:,}개(토큰 {tokens:,}개, 태거가 모르는 토큰 {unknown:,}개)를 태깅해 {target}({fmt})에 저장했습니다. 첫 문장: {first}</translation>
    </message>
</context>
<context>
    <name>HmmTabTexts</name>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="73" />
        <source>Open corpus…</source>
        <translation>말뭉치 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="74" />
        <source>A tagged corpus: word/TAG lines, CoNLL-U, or two columns</source>
        <translation>태그된 말뭉치: word/TAG 줄, CoNLL-U, 또는 두 열 형식</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="75" />
        <source>Open folder…</source>
        <translation>폴더 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="76" />
        <source>Every tagged file of a folder (bad files are skipped and listed)</source>
        <translation>폴더의 모든 태그된 파일 (잘못된 파일은 건너뛰고 목록으로 보여 줌)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="77" />
        <source>Sample corpus</source>
        <translation>예제 말뭉치</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="78" />
        <source>The small tagged corpus written for Trellis</source>
        <translation>Trellis를 위해 쓴 작은 태그 말뭉치</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="79" />
        <source>Korean sample</source>
        <translation>한국어 예제</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="80" />
        <source>The Korean tagged sample written for Trellis (morpheme/TAG, Sejong tags), read as morphemes</source>
        <translation>Trellis를 위해 쓴 한국어 태그 예제 (형태소/태그, 세종 태그), 형태소 단위로 읽음</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="82" />
        <source>Confusion CSV…</source>
        <translation>혼동 행렬 CSV…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="83" />
        <source>Save the confusion table as CSV</source>
        <translation>혼동 행렬을 CSV로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="84" />
        <source>Save tagger…</source>
        <translation>태거 저장…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="84" />
        <source>Save the trained tagger</source>
        <translation>학습한 태거를 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="85" />
        <source>Load tagger…</source>
        <translation>태거 불러오기…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="85" />
        <source>Open a saved tagger</source>
        <translation>저장한 태거를 엽니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="86" />
        <source>Tag file…</source>
        <translation>파일 태깅…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="87" />
        <source>Tag every sentence of a text file with the current tagger and save it as word/TAG (.txt) or CoNLL-U (.conllu)</source>
        <translation>텍스트 파일의 모든 문장을 현재 태거로 태깅해 word/TAG(.txt) 또는 CoNLL-U(.conllu)로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="89" />
        <source>Beam study</source>
        <translation>빔 실험</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="90" />
        <source>Tag the held-out part again with beam widths θ = off, 10⁴, 10³, 10², 10: accuracy, states kept per column and CPU time for each</source>
        <translation>평가용 부분을 빔 폭 θ = 끔, 10⁴, 10³, 10², 10으로 다시 태깅합니다: 각각의 정확도, 열당 남은 상태, CPU 시간</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="97" />
        <source>Tag words, or (Korean corpora) morphemes: a UD Korean treebank's LEMMA and XPOS split on +, or eojeols written 학교/NNG+에서/JKB (re-reads the corpus)</source>
        <translation>단어를 태깅하거나 (한국어 말뭉치) 형태소를 태깅합니다: UD 한국어 트리뱅크의 LEMMA와 XPOS를 +로 나누거나, 학교/NNG+에서/JKB처럼 쓴 어절을 나눕니다 (말뭉치를 다시 읽음)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="101" />
        <source>Corpus layout (re-reads the corpus)</source>
        <translation>말뭉치 형식 (말뭉치를 다시 읽음)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="102" />
        <source>Which CoNLL-U tag column (re-reads the corpus)</source>
        <translation>CoNLL-U의 어느 태그 열인지 (말뭉치를 다시 읽음)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="103" />
        <source>Add-α smoothing of the start and transition probabilities (retrains)</source>
        <translation>시작 확률과 전이 확률의 add-α 평활 (다시 학습)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="105" />
        <source>Add-α smoothing of known words' emissions: a small α keeps the tags a word was never seen with visible (finite) in the trellis; 0 is the maximum-likelihood estimate (retrains)</source>
        <translation>아는 단어의 방출 확률에 대한 add-α 평활: 작은 α를 주면 단어와 함께 나온 적 없는 태그도 트렐리스에서 (유한한 값으로) 보입니다. 0은 최대 가능도 추정(MLE)입니다 (다시 학습)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="109" />
        <source>First order: states are tags; second order (TnT): states are tag pairs, trigram transitions by deleted interpolation; the report compares it with the first order on the same split.</source>
        <translation>1차: 상태는 태그, 2차(TnT): 상태는 태그 쌍이고 트라이그램 전이는 삭제 보간으로 구합니다. 보고서는 같은 분할에서 1차와 비교합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="113" />
        <source>Share of sentences held out (retrains)</source>
        <translation>평가용으로 떼어 둘 문장의 비율 (다시 학습)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="114" />
        <source>How the text file is split into words (the Text tab's tokenizers)</source>
        <translation>텍스트 파일을 단어로 나누는 방법 (텍스트 탭의 토크나이저)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="116" />
        <source>TnT's beam: drop states whose δ is below the column's best / θ (0 = off, exact Viterbi; TnT uses 1000) (retrains)</source>
        <translation>TnT의 빔: δ가 열의 최댓값 / θ보다 작은 상태를 버립니다 (0 = 끔, 정확한 Viterbi; TnT는 1000을 씀) (다시 학습)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="119" />
        <source>Whose confusion table: the trained tagger's or, after a second-order run, the first order's on the same split</source>
        <translation>어느 혼동 행렬인지: 학습한 태거의 것, 또는 2차를 학습한 뒤라면 같은 분할에서 1차의 것</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="124" />
        <source>words</source>
        <translation>단어</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="124" />
        <source>morphemes</source>
        <translation>형태소</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="125" />
        <source>detect</source>
        <translation>감지</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="126" />
        <source>two columns</source>
        <translation>두 열</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="127" />
        <source>first order</source>
        <translation>1차</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="127" />
        <source>second order</source>
        <translation>2차</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="128" />
        <source>trained tagger</source>
        <translation>학습한 태거</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="129" />
        <source>first order (same split)</source>
        <translation>1차 (같은 분할)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="132" />
        <source>off</source>
        <translation>끔</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="133" />
        <source>Format</source>
        <translation>형식</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="134" />
        <source>Emission α</source>
        <translation>방출 α</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="135" />
        <source>Test %</source>
        <translation>평가 %</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="136" />
        <source>Beam θ</source>
        <translation>빔 θ</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="137" />
        <source>Confusion (rows: true tag, columns: predicted)</source>
        <translation>혼동 행렬 (행: 정답 태그, 열: 예측)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="139" />
        <source>Search tags…</source>
        <translation>태그 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="140" />
        <source>Search…</source>
        <translation>검색…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="142" />
        <source>Show only rows containing this text</source>
        <translation>이 텍스트가 들어 있는 행만 보입니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab_texts.py" line="147" />
        <source>The sample corpus is read and a tagger trained when this tab is first shown; open your own corpus any time.</source>
        <translation>이 탭을 처음 열 때 예제 말뭉치를 읽고 태거를 학습합니다. 언제든 자신의 말뭉치를 열 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>JobPanel</name>
    <message>
        <location filename="../widgets/jobs.py" line="68" />
        <source>Progress</source>
        <translation>진행</translation>
    </message>
    <message>
        <location filename="../widgets/jobs.py" line="69" />
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../widgets/jobs.py" line="70" />
        <source>Stop this computation; what is shown now stays</source>
        <translation>이 계산을 멈춥니다. 지금 보이는 것은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../widgets/jobs.py" line="85" />
        <source>Working…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <location filename="../widgets/jobs.py" line="91" />
        <source>Cancelled; {kept}.</source>
        <translation>취소했습니다. {kept}.</translation>
    </message>
    <message>
        <location filename="../widgets/jobs.py" line="99" />
        <source>the previous results are kept</source>
        <translation>이전 결과는 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../widgets/jobs.py" line="119" />
        <source>{message}. {kept}.</source>
        <translation>{message}. {kept}.</translation>
    </message>
</context>
<context>
    <name>KnnView</name>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="27" />
        <source>euclidean</source>
        <translation>유클리드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="27" />
        <source>cosine</source>
        <translation>코사인</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="28" />
        <source>uniform</source>
        <translation>균등</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="28" />
        <location filename="../tabs/svm/lab_knn.py" line="142" />
        <source>distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="114" />
        <source>the regions shown are kept</source>
        <translation>보이는 영역은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="116" />
        <source>the neighbours shown are kept</source>
        <translation>보이는 이웃은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="131" />
        <location filename="../tabs/svm/lab_knn.py" line="141" />
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="131" />
        <source>Neighbours that vote</source>
        <translation>투표하는 이웃의 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="132" />
        <source>Distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="133" />
        <source>Euclidean ‖x − x′‖, or cosine 1 − x·x′/(‖x‖‖x′‖) (the angle from the origin only, as for tf-idf documents)</source>
        <translation>유클리드 ‖x − x′‖ 또는 코사인 1 − x·x′/(‖x‖‖x′‖) (원점에서 본 각도만, tf-idf 문서처럼)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="135" />
        <source>Votes</source>
        <translation>투표</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="136" />
        <source>Each neighbour one vote, or a vote of 1/d</source>
        <translation>이웃마다 한 표, 또는 1/d 표</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="137" />
        <source>Largest k</source>
        <translation>가장 큰 k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="138" />
        <source>The curve's largest k</source>
        <translation>곡선의 가장 큰 k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="139" />
        <source>Folds</source>
        <translation>폴드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="140" />
        <source>k of the stratified k-fold cross-validation</source>
        <translation>층화 k-겹 교차 검증의 k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="143" />
        <source>votes</source>
        <translation>투표</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="144" />
        <source>largest k</source>
        <translation>가장 큰 k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="145" />
        <source>folds</source>
        <translation>폴드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="187" />
        <source>k-NN regions: click a place</source>
        <translation>k-NN 영역: 한 곳을 클릭</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="188" />
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="189" />
        <source>training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="190" />
        <source>CV ± sd</source>
        <translation>CV ± 표준편차</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="223" />
        <source>k-NN needs points of at least two classes and at least k = {k} of them: draw or generate some.</source>
        <translation>k-NN에는 두 클래스 이상의 점이 k = {k}개 이상 필요합니다: 점을 그리거나 생성하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="229" />
        <source>k nearest neighbours…</source>
        <translation>k 최근접 이웃 계산 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="246" />
        <source>neighbours…</source>
        <translation>이웃 찾는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="261" />
        <source>Training and cross-validated accuracy for each k appear here.</source>
        <translation>k마다 학습 정확도와 교차 검증 정확도가 여기에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="300" />
        <source>‖x − x′‖ (Euclidean)</source>
        <translation>‖x − x′‖ (유클리드)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="301" />
        <source>1 − x·x′/(‖x‖‖x′‖) (cosine)</source>
        <translation>1 − x·x′/(‖x‖‖x′‖) (코사인)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="302" />
        <source>&lt;b&gt;k nearest neighbours&lt;/b&gt;: a place x gets the class most of its k nearest training points have, ŷ(x) = argmax&lt;sub&gt;c&lt;/sub&gt; Σ&lt;sub&gt;i ∈ N&lt;sub&gt;k&lt;/sub&gt;(x)&lt;/sub&gt; w&lt;sub&gt;i&lt;/sub&gt; [y&lt;sub&gt;i&lt;/sub&gt; = c], with d(x, x′) = {metric} and w&lt;sub&gt;i&lt;/sub&gt; = 1 or 1/d. There is no training: the points are the model.</source>
        <translation>&lt;b&gt;k 최근접 이웃&lt;/b&gt;: 위치 x는 가장 가까운 학습 점 k개 중 가장 많은 클래스를 받습니다, ŷ(x) = argmax&lt;sub&gt;c&lt;/sub&gt; Σ&lt;sub&gt;i ∈ N&lt;sub&gt;k&lt;/sub&gt;(x)&lt;/sub&gt; w&lt;sub&gt;i&lt;/sub&gt; [y&lt;sub&gt;i&lt;/sub&gt; = c], 거리 d(x, x′) = {metric}, w&lt;sub&gt;i&lt;/sub&gt; = 1 또는 1/d. 학습 단계가 없습니다: 점들이 곧 모델입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="315" />
        <source>&lt;b&gt;At ({x:.3g}, {y:.3g})&lt;/b&gt;: the {k} nearest points (ringed; distances on the spokes), votes {votes} → &lt;b&gt;{c}&lt;/b&gt;.</source>
        <translation>&lt;b&gt;({x:.3g}, {y:.3g})에서&lt;/b&gt;: 가장 가까운 점 {k}개 (동그라미, 거리는 선 위에), 투표 {votes} → &lt;b&gt;{c}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="319" />
        <source>point</source>
        <translation>점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="320" />
        <source>class</source>
        <translation>클래스</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="323" />
        <source>Click anywhere on the plot: its k neighbours are ringed and their distances written on the spokes.</source>
        <translation>그림의 아무 곳이나 클릭하세요: 그곳의 k개 이웃에 동그라미가 쳐지고 거리가 선 위에 적힙니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="327" />
        <source>Cross-validated accuracy ({f} folds) is highest at k = {k} ({a:.1%}). A small k follows every point (k = 1 scores {t:.0%} on the training points: each is its own neighbour) and varies with them; a large k smooths the regions until they underfit.</source>
        <translation>교차 검증 정확도({f} 폴드)는 k = {k}에서 가장 높습니다 ({a:.1%}). 작은 k는 점 하나하나를 따라가며 (k = 1은 학습 점에서 {t:.0%}: 각 점이 자기 자신의 이웃) 점에 따라 크게 변하고, 큰 k는 영역을 매끄럽게 하다가 과소적합합니다.</translation>
    </message>
</context>
<context>
    <name>LabJobs</name>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="54" />
        <source>regions…</source>
        <translation>영역…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="58" />
        <source>k against accuracy…</source>
        <translation>k에 따른 정확도…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="73" />
        <source>neighbours…</source>
        <translation>이웃 찾는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_jobs.py" line="52" />
        <source>least squares…</source>
        <translation>최소 제곱…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_jobs.py" line="63" />
        <source>degree against validation error…</source>
        <translation>차수별 검증 오차…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_jobs.py" line="69" />
        <source>bias² and variance over bootstrap resamples…</source>
        <translation>부트스트랩 재표집으로 편향²과 분산…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_jobs.py" line="78" />
        <source>least-squares classifier…</source>
        <translation>최소 제곱 분류기…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="39" />
        <source>Growing the tree on the training share…</source>
        <translation>학습 몫으로 트리를 키우는 중…</translation>
    </message>
</context>
<context>
    <name>MLPView</name>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="22" />
        <source>Glorot</source>
        <translation>Glorot</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="23" />
        <source>small random</source>
        <translation>작은 난수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="24" />
        <source>all zeros (symmetric)</source>
        <translation>모두 0 (대칭)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="25" />
        <source>notes' XOR network (editable)</source>
        <translation>노트의 XOR 신경망 (편집 가능)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="33" />
        <source>cross-entropy</source>
        <translation>교차 엔트로피</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="34" />
        <source>squared error</source>
        <translation>제곱 오차</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="45" />
        <source>Hidden layers</source>
        <translation>은닉층</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="45" />
        <source>Number of hidden layers</source>
        <translation>은닉층의 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="47" />
        <source>Width</source>
        <translation>너비</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="47" />
        <source>Units per hidden layer</source>
        <translation>은닉층마다 유닛 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="48" />
        <source>Activation</source>
        <translation>활성화 함수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="49" />
        <source>Hidden activation φ: tanh, sigmoid, ReLU max(0, z), leaky ReLU max(0.01z, z), ELU (z, or α(eᶻ − 1) below 0)</source>
        <translation>은닉 활성화 함수(activation function) φ: tanh, sigmoid, ReLU max(0, z), leaky ReLU max(0.01z, z), ELU (z, 0 아래에서는 α(eᶻ − 1))</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="51" />
        <source>Loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="52" />
        <source>Training loss (output: sigmoid for two classes, softmax for more)</source>
        <translation>학습 손실 (출력: 두 클래스는 sigmoid, 그보다 많으면 softmax)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="54" />
        <source>Initial weights</source>
        <translation>초기 가중치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="54" />
        <source>How the weights start</source>
        <translation>가중치의 시작값</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="56" />
        <source>Learning rate</source>
        <translation>학습률</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="57" />
        <source>Gradient-descent step η (too large diverges)</source>
        <translation>경사 하강법의 보폭 η (너무 크면 발산)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="58" />
        <source>Momentum</source>
        <translation>모멘텀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="59" />
        <source>μ in v ← μv − η∇L</source>
        <translation>v ← μv − η∇L의 μ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="60" />
        <source>Weight decay λ: adds (λ/2)Σ‖W‖²</source>
        <translation>가중치 감쇠 λ: (λ/2)Σ‖W‖²를 더합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="62" />
        <source>Dropout</source>
        <translation>드롭아웃</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="63" />
        <source>Share of hidden units dropped in each training update</source>
        <translation>학습 갱신마다 끄는 은닉 유닛의 비율</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="64" />
        <source>Mini-batch</source>
        <translation>미니배치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="65" />
        <source>Mini-batch size (0 = the full batch)</source>
        <translation>미니배치 크기 (0 = 전체 배치)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="66" />
        <source>Epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="66" />
        <source>Epochs at most</source>
        <translation>최대 에포크 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="67" />
        <source>layers</source>
        <translation>층</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="68" />
        <source>width</source>
        <translation>너비</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="70" />
        <source>loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="72" />
        <source>momentum</source>
        <translation>모멘텀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="74" />
        <source>dropout</source>
        <translation>드롭아웃</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="75" />
        <source>batch</source>
        <translation>배치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="76" />
        <source>epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="77" />
        <source>init</source>
        <translation>초기값</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="101" />
        <source>numbers</source>
        <translation>수치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="102" />
        <source>XOR weights</source>
        <translation>XOR 가중치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="105" />
        <source>The notes' network on inputs a, b ∈ {0, 1}, sigmoid units: h₁ ≈ a OR b, h₂ ≈ NOT(a AND b), out ≈ h₁ AND h₂ = ab̄ + āb (XOR; the notes' ab + āb̄ is XNOR). Choose init "notes' XOR network" to start from these weights; edit them and Step.</source>
        <translation>입력 a, b ∈ {0, 1}에 대한 노트의 신경망 (sigmoid 유닛): h₁ ≈ a OR b, h₂ ≈ NOT(a AND b), 출력 ≈ h₁ AND h₂ = ab̄ + āb (XOR; 노트의 ab + āb̄는 XNOR입니다). 이 가중치에서 시작하려면 초기값 "노트의 XOR 신경망"을 고르고, 값을 고친 뒤 단계를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="112" />
        <source>MLP (dashed: hidden units; click a point)</source>
        <translation>다층 퍼셉트론 (점선: 은닉 유닛, 점을 클릭)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="118" />
        <source>{unit} weight {k}</source>
        <translation>{unit} 가중치 {k}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="119" />
        <source>{unit}: weight {k} (the last is the bias)</source>
        <translation>{unit}: 가중치 {k} (마지막은 편향)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="172" />
        <source>from a / h₁</source>
        <translation>a / h₁에서</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="173" />
        <source>from b / h₂</source>
        <translation>b / h₂에서</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="174" />
        <source>bias</source>
        <translation>편향</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="180" />
        <source>out</source>
        <translation>출력</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="295" />
        <source>&lt;b&gt;Multilayer perceptron&lt;/b&gt;: z_l = a_{l−1}W_l + b_l, a_l = φ(z_l); each Step is one gradient update W ← W − η ∂L/∂W by backpropagation. Dashed lines: each first-layer unit's w·x + b = 0 (the thick one moved most). Click a point for its forward values and deltas. All-zero weights keep every hidden unit identical (symmetry).</source>
        <translation>&lt;b&gt;다층 퍼셉트론&lt;/b&gt;: z_l = a_{l−1}W_l + b_l, a_l = φ(z_l). 단계마다 역전파(backpropagation)로 경사 갱신 W ← W − η ∂L/∂W를 한 번 합니다. 점선: 첫 층 유닛마다 w·x + b = 0 (굵은 선이 가장 많이 움직인 유닛). 점을 클릭하면 순전파 값과 델타가 나옵니다. 가중치가 모두 0이면 은닉 유닛이 모두 같게 남습니다 (대칭).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="303" />
        <source> — converged</source>
        <translation> — 수렴</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="304" />
        <source> — &lt;b&gt;diverged&lt;/b&gt;: η too large</source>
        <translation> — &lt;b&gt;발산&lt;/b&gt;: η가 너무 큽니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="305" />
        <source> — stopped at the epoch cap</source>
        <translation> — 최대 에포크에서 멈춤</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="306" />
        <source> ↑ (rose)</source>
        <translation> ↑ (증가)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="308" />
        <source>&lt;b&gt;Initial network&lt;/b&gt; (before update 1): L = {L:.4g}, accuracy {a:.1%}.&lt;br&gt;</source>
        <translation>&lt;b&gt;초기 신경망&lt;/b&gt; (갱신 1 전): L = {L:.4g}, 정확도 {a:.1%}.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="311" />
        <source>&lt;b&gt;Update {k}&lt;/b&gt; of at most {n} (epoch {e}){state}: L = {L:.4g}{rose}, accuracy {a:.1%}, ‖∇L‖ = {g:.3g}.&lt;br&gt;</source>
        <translation>&lt;b&gt;갱신 {k}&lt;/b&gt; / 최대 {n} (에포크 {e}){state}: L = {L:.4g}{rose}, 정확도 {a:.1%}, ‖∇L‖ = {g:.3g}.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="318" />
        <source>Every first-layer unit has the same weights: the symmetry never breaks.&lt;br&gt;</source>
        <translation>첫 층의 유닛이 모두 같은 가중치를 가집니다: 대칭이 깨지지 않습니다.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="332" />
        <source>layer {l}: ‖ΔW‖ = {n:.3g}, largest ΔW[{i},{j}] = {d:+.3g}, ‖Δb‖ = {nb:.3g}</source>
        <translation>층 {l}: ‖ΔW‖ = {n:.3g}, 가장 큰 ΔW[{i},{j}] = {d:+.3g}, ‖Δb‖ = {nb:.3g}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="341" />
        <source>ΔW₁ (rows: x, y; columns: hidden units):</source>
        <translation>ΔW₁ (행: x, y, 열: 은닉 유닛):</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="343" />
        <source>&lt;b&gt;Changed weights&lt;/b&gt; (this update):</source>
        <translation>&lt;b&gt;바뀐 가중치&lt;/b&gt; (이번 갱신):</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="353" />
        <source>&lt;hr&gt;&lt;b&gt;Point #{i}&lt;/b&gt; x = {x}, class {c}</source>
        <translation>&lt;hr&gt;&lt;b&gt;점 #{i}&lt;/b&gt; x = {x}, 클래스 {c}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="358" />
        <source>output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="359" />
        <source>hidden layer {l}</source>
        <translation>은닉층 {l}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="367" />
        <source>&amp;nbsp;unit {j}: z = {z:.4g}, p = {p:.4g}; {rule} = &lt;b&gt;{d:.4g}&lt;/b&gt;</source>
        <translation>&amp;nbsp;유닛 {j}: z = {z:.4g}, p = {p:.4g}; {rule} = &lt;b&gt;{d:.4g}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="373" />
        <source>&amp;nbsp;unit {j}: z = {z:.4g}, a = {phi}(z) = {a:.4g}; δ = (Σ_k W_jk δ_k)·φ'(z) = {back:.4g} × {dphi} ({deriv:.4g}) = &lt;b&gt;{d:.4g}&lt;/b&gt;</source>
        <translation>&amp;nbsp;유닛 {j}: z = {z:.4g}, a = {phi}(z) = {a:.4g}; δ = (Σ_k W_jk δ_k)·φ'(z) = {back:.4g} × {dphi} ({deriv:.4g}) = &lt;b&gt;{d:.4g}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="377" />
        <source>∂ℓ/∂W_l = a_{l−1}ᵀ δ_l (plus λW), ∂ℓ/∂b_l = δ_l.</source>
        <translation>∂ℓ/∂W_l = a_{l−1}ᵀ δ_l (여기에 λW), ∂ℓ/∂b_l = δ_l.</translation>
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
        <location filename="../main_window.py" line="230" />
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
        <location filename="../main_window.py" line="252" />
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
        <location filename="../session_window.py" line="41" />
        <source>&amp;Save Session…</source>
        <translation>세션 저장(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="42" />
        <source>Open &amp;Session…</source>
        <translation>세션 열기(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="43" />
        <source>&amp;Export run…</source>
        <translation>실행 내보내기(&amp;E)…</translation>
    </message>
</context>
<context>
    <name>MessageBar</name>
    <message>
        <location filename="../widgets/messages.py" line="74" />
        <source>Messages</source>
        <translation>메시지</translation>
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
        <location filename="../tabs/clustering/tab.py" line="101" />
        <source>k-means vs k-medoids</source>
        <translation>k-means 대 k-medoids</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="102" />
        <source>Both on the same points, with outliers</source>
        <translation>이상치가 있는 같은 점들 위에서 둘을 비교</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="105" />
        <source>Choose K</source>
        <translation>K 고르기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="106" />
        <source>The elbow, BIC and AIC against K</source>
        <translation>K에 따른 엘보, BIC, AIC</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="108" />
        <source>[ML] 11. Dimensionality reduction</source>
        <translation>[ML] 11. 차원 축소</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="109" />
        <source>Documents</source>
        <translation>문서</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="110" />
        <source>Texts as points: the term matrix, its clusters, purity and ARI</source>
        <translation>점이 된 텍스트: 단어 행렬, 군집, 순도와 ARI</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="113" />
        <source>Reduction</source>
        <translation>축소</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/tab.py" line="114" />
        <source>PCA, LSI and MDS, stepped</source>
        <translation>PCA, LSI, MDS를 한 단계씩</translation>
    </message>
    <message>
        <location filename="../widgets/navigator.py" line="33" />
        <source>Views</source>
        <translation>보기 목록</translation>
    </message>
    <message>
        <location filename="../widgets/navigator.py" line="34" />
        <source>The views of this tab, grouped by the chapters of the notes</source>
        <translation>이 탭의 보기들입니다. 강의 노트의 장별로 묶었습니다</translation>
    </message>
    <message>
        <location filename="../widgets/navigator.py" line="196" />
        <source>Practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <location filename="../widgets/navigator.py" line="197" />
        <source>Exercises</source>
        <translation>연습 문제</translation>
    </message>
    <message>
        <location filename="../widgets/navigator.py" line="198" />
        <source>Problems generated and graded by the engine, and the chapters' questions</source>
        <translation>엔진이 만들고 채점하는 문제와 장별 문제</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="142" />
        <source>Tagging a corpus</source>
        <translation>말뭉치 태깅</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="143" />
        <location filename="../tabs/spam/tab.py" line="144" />
        <source>Evaluation</source>
        <translation>평가</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="144" />
        <source>Accuracy on known and unknown words, the baseline, the confusion table, the beam</source>
        <translation>아는 단어와 모르는 단어의 정확도, 기준선, 혼동 표, 빔</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="146" />
        <source>[NLP] 6. Hidden Markov Model</source>
        <translation>[NLP] 6. 은닉 마르코프 모델</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="147" />
        <source>Markov chain</source>
        <translation>마르코프 체인</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="148" />
        <source>Tags as states, transitions as a graph</source>
        <translation>상태인 태그와 전이를 그래프로</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="149" />
        <source>Trellis</source>
        <translation>트렐리스</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="150" />
        <source>Viterbi δ, forward α, backward β, column by column</source>
        <translation>비터비 δ, 전향 α, 후향 β를 열마다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="155" />
        <source>Baum–Welch</source>
        <translation>바움–웰치</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="156" />
        <source>EM for an HMM, stepped</source>
        <translation>HMM의 EM을 한 단계씩</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="158" />
        <source>Hand-entered HMM</source>
        <translation>직접 입력한 HMM</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="160" />
        <source>Your own π, A and B</source>
        <translation>직접 정한 π, A, B</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="161" />
        <source>[NLP] 8. Language Parsing</source>
        <translation>[NLP] 8. 구문 분석</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="163" />
        <source>Parsing</source>
        <translation>구문 분석</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="164" />
        <source>A PCFG and CKY: the chart cell by cell</source>
        <translation>PCFG와 CKY: 차트를 한 칸씩 채우기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="165" />
        <source>[ML] 8. Graphical Model</source>
        <translation>[ML] 8. 그래프 모델</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="167" />
        <source>Bayesian network</source>
        <translation>베이즈 네트워크</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/tab.py" line="168" />
        <source>The joint a network implies; enumeration and variable elimination, factor by factor</source>
        <translation>네트워크가 나타내는 결합 분포; 열거와 인자 하나씩 진행하는 변수 소거</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="143" />
        <location filename="../tabs/svm/chapters.py" line="36" />
        <source>[NLP] 4. Classification</source>
        <translation>[NLP] 4. 분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="145" />
        <source>Naive Bayes, logistic regression and a linear SVM on the same split: P, R, F1, ROC, the confusion matrix</source>
        <translation>같은 분할에서 나이브 베이즈, 로지스틱 회귀, 선형 SVM: 정밀도, 재현율, F1, ROC, 혼동 행렬</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="149" />
        <source>Discriminative models</source>
        <translation>판별 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="150" />
        <source>Logistic regression by Newton/IRLS and by gradient descent, stepped</source>
        <translation>뉴턴/IRLS와 경사 하강법으로 한 단계씩 학습하는 로지스틱 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="152" />
        <source>[NLP] 5. Naive Bayes</source>
        <translation>[NLP] 5. 나이브 베이즈</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="153" />
        <source>Explain a message</source>
        <translation>메시지 설명</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="154" />
        <source>p(class | x) and every word's contribution</source>
        <translation>p(클래스 | x)와 단어마다의 기여</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="155" />
        <source>Informative words</source>
        <translation>정보가 많은 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="156" />
        <source>The most telling words per class</source>
        <translation>클래스마다 가장 잘 드러내는 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="157" />
        <source>Dimensionality reduction</source>
        <translation>차원 축소</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="158" />
        <source>Feature selection</source>
        <translation>특징 선택</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="159" />
        <source>DF, IG, χ², BNS … for every term</source>
        <translation>모든 단어의 DF, IG, χ², BNS …</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="160" />
        <source>[NLP] 7. MaxEnt</source>
        <translation>[NLP] 7. 최대 엔트로피</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="161" />
        <source>MaxEnt</source>
        <translation>MaxEnt</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="162" />
        <source>The maximum-entropy distribution from constraints</source>
        <translation>제약 조건에서 얻는 최대 엔트로피 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="164" />
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="165" />
        <source>MaxEnt classification over several classes</source>
        <translation>여러 클래스에 대한 MaxEnt 분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="166" />
        <location filename="../tabs/svm/chapters.py" line="25" />
        <source>[ML] 7. Model selection</source>
        <translation>[ML] 7. 모델 선택</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="167" />
        <source>Choosing a model</source>
        <translation>모델 고르기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="168" />
        <source>Splits, folds, validation curves, grid search, nested CV, learning curves</source>
        <translation>분할, 폴드, 검증 곡선, 격자 탐색, 중첩 교차 검증, 학습 곡선</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="170" />
        <location filename="../tabs/spam/tab.py" line="171" />
        <source>Estimation</source>
        <translation>추정</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="172" />
        <source>MLE, MAP and the Bayesian posterior</source>
        <translation>MLE, MAP, 베이즈 사후 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="173" />
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="174" />
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="175" />
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
        <location filename="../tabs/svm/chapters.py" line="32" />
        <source>[ML] 2. Linear regression</source>
        <translation>[ML] 2. 선형 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="33" />
        <source>Regression</source>
        <translation>회귀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="34" />
        <source>Least squares, gradient descent on the cost contours, degree and bias² + variance</source>
        <translation>최소 제곱, 비용 등고선 위의 경사 하강법, 차수와 편향² + 분산</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="37" />
        <source>k-NN</source>
        <translation>k-NN</translation>
    </message>
    <message>
        <location filename="../tabs/svm/chapters.py" line="38" />
        <source>k nearest neighbours: regions, a clicked point's neighbours, k against accuracy</source>
        <translation>k 최근접 이웃: 영역, 클릭한 점의 이웃, k에 따른 정확도</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="160" />
        <source>[NLP] 2. Text processing</source>
        <translation>[NLP] 2. 텍스트 처리</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="161" />
        <source>Tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="162" />
        <source>Normalize</source>
        <translation>정규화</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="163" />
        <source>Sentences</source>
        <translation>문장</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="165" />
        <source>Collocations</source>
        <translation>연어</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="166" />
        <source>Edit distance</source>
        <translation>편집 거리</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="168" />
        <source>[NLP] 3. Language modeling</source>
        <translation>[NLP] 3. 언어 모델</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="171" />
        <source>Language model</source>
        <translation>언어 모델</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="173" />
        <source>Spelling</source>
        <translation>철자 교정</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="174" />
        <source>[NLP] 1. Linguistics</source>
        <translation>[NLP] 1. 언어학</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="175" />
        <source>Morphemes</source>
        <translation>형태소</translation>
    </message>
    <message>
        <location filename="../tabs/text/tab.py" line="176" />
        <source>Korean eojeols split into morphemes with their Sejong tags (Kiwi)</source>
        <translation>한국어 어절을 세종 태그가 붙은 형태소로 나눕니다 (Kiwi)</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <location filename="../widgets/notes_panel.py" line="34" />
        <source>In the notes</source>
        <translation>노트에서</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="38" />
        <source>Erratum</source>
        <translation>정오표</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="39" />
        <source>Convention</source>
        <translation>표기 관례</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="40" />
        <source>The notes: “{notes}”</source>
        <translation>노트의 표기: “{notes}”</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="42" />
        <source>Trellis: {correct}</source>
        <translation>Trellis: {correct}</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="44" />
        <source>{chapter}, notes file {seed}, line {line}</source>
        <translation>{chapter}, 노트 파일 {seed}, {line}행</translation>
    </message>
</context>
<context>
    <name>OSError</name>
    <message>
        <location filename="../i18n.py" line="200" />
        <source>no such file or folder</source>
        <translation>그런 파일이나 폴더가 없습니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="201" />
        <source>permission denied</source>
        <translation>접근 권한이 없습니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="202" />
        <source>the operation is not permitted</source>
        <translation>허용되지 않은 작업입니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="203" />
        <source>it is a folder</source>
        <translation>폴더입니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="204" />
        <source>a part of the path is not a folder</source>
        <translation>경로의 일부가 폴더가 아닙니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="205" />
        <source>no space left on the disk</source>
        <translation>디스크에 남은 공간이 없습니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="206" />
        <source>the disk quota is used up</source>
        <translation>디스크 할당량을 다 썼습니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="207" />
        <source>the disk is read-only</source>
        <translation>읽기 전용 디스크입니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="208" />
        <source>the file already exists</source>
        <translation>파일이 이미 있습니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="209" />
        <source>the file name is too long</source>
        <translation>파일 이름이 너무 깁니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="210" />
        <location filename="../i18n.py" line="211" />
        <source>the file is in use</source>
        <translation>파일이 사용 중입니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="212" />
        <source>the disk could not be read or written (an input/output error)</source>
        <translation>디스크를 읽거나 쓰지 못했습니다(입출력 오류)</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="214" />
        <source>the path has too many links (a link loop?)</source>
        <translation>경로에 링크가 너무 많습니다(링크가 순환하나요?)</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="215" />
        <location filename="../i18n.py" line="216" />
        <source>too many files are open</source>
        <translation>열린 파일이 너무 많습니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="217" />
        <source>the file is too large</source>
        <translation>파일이 너무 큽니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="218" />
        <source>the file name or path is not valid</source>
        <translation>파일 이름이나 경로가 올바르지 않습니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="219" />
        <location filename="../i18n.py" line="220" />
        <source>there is no such device</source>
        <translation>그런 장치가 없습니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="221" />
        <source>the connection timed out</source>
        <translation>연결 시간이 초과되었습니다</translation>
    </message>
    <message>
        <location filename="../i18n.py" line="222" />
        <source>the network file is no longer available</source>
        <translation>네트워크 파일을 더 이상 쓸 수 없습니다</translation>
    </message>
</context>
<context>
    <name>ParsingTexts</name>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="21" />
        <source>Open grammar…</source>
        <translation>문법 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="22" />
        <source>A PCFG in NLTK's notation: S -&gt; NP VP [1.0], words quoted, one left side per line</source>
        <translation>NLTK 표기의 PCFG: S -&gt; NP VP [1.0], 단어는 따옴표로, 한 줄에 왼쪽 기호 하나</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="24" />
        <source>Open treebank…</source>
        <translation>트리뱅크 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="25" />
        <source>A file of bracketed Penn trees (.mrg); the grammar is their relative frequencies</source>
        <translation>괄호로 쓴 Penn 트리 파일 (.mrg); 문법은 그 상대 빈도입니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="27" />
        <source>Treebank folder…</source>
        <translation>트리뱅크 폴더…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="28" />
        <source>Every .mrg file of a folder and its sub-folders</source>
        <translation>폴더와 하위 폴더의 모든 .mrg 파일</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="29" />
        <source>New chart</source>
        <translation>새 차트</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="30" />
        <source>Start an empty chart for the sentence; Step fills it cell by cell</source>
        <translation>문장의 빈 차트를 시작합니다. 단계마다 한 칸씩 채웁니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="34" />
        <source>A grammar written for Trellis, or one induced from its treebank</source>
        <translation>Trellis를 위해 쓴 문법, 또는 그 트리뱅크에서 유도한 문법</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="36" />
        <source>Words separated by spaces; Return starts a new chart</source>
        <translation>공백으로 구분한 단어; Return을 누르면 새 차트를 시작합니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="38" />
        <source>The CKY chart: row i is the first word of a span, column j its last; click a cell to see its entries</source>
        <translation>CKY 차트: 행 i는 구간의 첫 단어, 열 j는 마지막 단어; 칸을 클릭하면 항목이 보입니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="40" />
        <source>The nonterminals of the cell, best first, with their back-pointers</source>
        <translation>칸의 비단말 기호, 좋은 것부터, 역포인터와 함께</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="42" />
        <source>Every rule whose two children are in the chart, at every split (best first)</source>
        <translation>두 자식이 차트에 있는 모든 규칙, 모든 분할에서 (좋은 것부터)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="44" />
        <source>The best tree's tags (the node above each word) and the HMM tagger's; differences are marked</source>
        <translation>최선의 트리의 태그(각 단어 바로 위 노드)와 HMM 태거의 태그; 다른 곳을 표시합니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="46" />
        <source>The grammar's rules and its conversion to Chomsky normal form, stage by stage</source>
        <translation>문법의 규칙과 촘스키 정규형으로의 변환, 단계별로</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="49" />
        <source>Sample grammar (PP attachment)</source>
        <translation>예제 문법 (전치사구 부착)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="50" />
        <source>Sample treebank (200 trees)</source>
        <translation>예제 트리뱅크 (트리 200개)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="51" />
        <source>symbol</source>
        <translation>기호</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="52" />
        <source>built from</source>
        <translation>만든 재료</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="53" />
        <source>gives</source>
        <translation>결과</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="53" />
        <source>rule</source>
        <translation>규칙</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="54" />
        <source>split</source>
        <translation>나눔</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="55" />
        <source>word</source>
        <translation>단어</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="55" />
        <source>tree</source>
        <translation>트리</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="56" />
        <source>HMM tagger</source>
        <translation>HMM 태거</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="57" />
        <source>Chart</source>
        <translation>차트</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="57" />
        <source>Best tree</source>
        <translation>최선의 트리</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="58" />
        <source>Tags and the HMM</source>
        <translation>태그와 HMM</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="58" />
        <source>Grammar and CNF</source>
        <translation>문법과 CNF</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="60" />
        <source>Grammar</source>
        <translation>문법</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="62" />
        <source>Sentence</source>
        <translation>문장</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="70" />
        <source>induced from {n:,} trees</source>
        <translation>트리 {n:,}개에서 유도</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="71" />
        <source>written as rules</source>
        <translation>규칙으로 작성</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="72" />
        <source> Skipped: {files}.</source>
        <translation> 건너뜀: {files}.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse_texts.py" line="74" />
        <source>{name}: {rules:,} rules over {nts:,} nonterminals, {origin}; start symbol {start}.</source>
        <translation>{name}: 비단말 기호 {nts:,}개에 규칙 {rules:,}개, {origin}; 시작 기호 {start}.</translation>
    </message>
</context>
<context>
    <name>ParsingView</name>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="67" />
        <source>the current grammar is kept</source>
        <translation>현재 문법은 유지됩니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="70" />
        <source>the tree is shown without the tagger's tags</source>
        <translation>트리를 태거의 태그 없이 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="168" />
        <source>Open grammar</source>
        <translation>문법 열기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="169" />
        <source>Grammars (*.pcfg *.cfg *.txt);;All files (*)</source>
        <translation>문법 (*.pcfg *.cfg *.txt);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="171" />
        <source>Open treebank</source>
        <translation>트리뱅크 열기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="172" />
        <source>Treebanks (*.mrg *.txt *.tree);;All files (*)</source>
        <translation>트리뱅크 (*.mrg *.txt *.tree);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="174" />
        <source>Open treebank folder</source>
        <translation>트리뱅크 폴더 열기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="206" />
        <source>Reading the grammar…</source>
        <translation>문법 읽는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="222" />
        <source>The grammar is still being read.</source>
        <translation>문법을 아직 읽는 중입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="227" />
        <source>Type a sentence first (words separated by spaces).</source>
        <translation>먼저 문장을 입력하세요 (단어는 공백으로 구분).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="241" />
        <source>No rule produces {words}: those cells stay empty and no tree spans the sentence.</source>
        <translation>{words}을(를) 만드는 규칙이 없습니다: 그 칸은 비어 있고 문장 전체를 덮는 트리가 없습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="245" />
        <source>{cells} cells to fill, shortest spans first: Step (Space) fills one, Run to end fills them all.</source>
        <translation>채울 칸 {cells}개, 짧은 구간부터: 단계(Space)는 한 칸, 끝까지 실행은 전부를 채웁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="250" />
        <source>Load a grammar and type a sentence first.</source>
        <translation>먼저 문법을 불러오고 문장을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="290" />
        <source>+{n} more</source>
        <translation>+{n}개 더</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="298" />
        <source>span {i}–{j}: {words}</source>
        <translation>구간 {i}–{j}: {words}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="314" />
        <source>Step to fill the first cell (the first word).</source>
        <translation>단계를 눌러 첫 칸(첫 단어)을 채우세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="317" />
        <source>&lt;b&gt;Span {i}–{j}&lt;/b&gt; “{words}”: {n} nonterminal(s) from {tried:,} rule application(s) tried.</source>
        <translation>&lt;b&gt;구간 {i}–{j}&lt;/b&gt; “{words}”: 규칙 적용 {tried:,}번을 시도해 비단말 기호 {n}개.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="327" />
        <source>{rule}; {left} = span {i}–{k}, {right} = span {k1}–{j}</source>
        <translation>{rule}; {left} = 구간 {i}–{k}, {right} = 구간 {k1}–{j}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="346" />
        <source>When the chart is full, the best tree's tags appear here beside the HMM tagger's.</source>
        <translation>차트가 다 차면 최선의 트리의 태그가 HMM 태거의 태그와 나란히 여기에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="356" />
        <source>No tree: {start} does not span the sentence.</source>
        <translation>트리 없음: {start}이(가) 문장 전체를 덮지 않습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="358" />
        <source>No parse: P(words) = 0 under this grammar.</source>
        <translation>구문 분석 없음: 이 문법에서 P(단어열) = 0.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="359" />
        <source>The chart is full; no tree spans the sentence.</source>
        <translation>차트가 다 찼습니다. 문장 전체를 덮는 트리가 없습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="365" />
        <source>Best tree: log P = {logp:.4f} (P = {p}) · inside log P(words) = {inside:.4f} (P = {pin}), the sum over every tree: the best tree is {share:.1f}% of it.</source>
        <translation>최선의 트리: log P = {logp:.4f} (P = {p}) · 내부 확률 log P(단어열) = {inside:.4f} (P = {pin}), 모든 트리에 대한 합: 최선의 트리가 그중 {share:.1f}%입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="369" />
        <source>The chart is full: {tree}</source>
        <translation>차트가 다 찼습니다: {tree}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="393" />
        <source>Train a tagger (HMM tagging tab) to compare its tags with the tree's.</source>
        <translation>태거를 학습하면 (HMM 품사 태깅 탭) 그 태그를 트리의 태그와 비교합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="396" />
        <source>Tagging…</source>
        <translation>태깅 중…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views_parse.py" line="412" />
        <source>The HMM tagger gives the tree's tag to {same} of {n} words (a grammar's preterminals need not be the tagger's tag set).</source>
        <translation>HMM 태거는 단어 {n}개 중 {same}개에 트리와 같은 태그를 줍니다 (문법의 전단말 기호가 태거의 태그 집합과 같을 필요는 없습니다).</translation>
    </message>
</context>
<context>
    <name>PracticeView</name>
    <message numerus="yes">
        <location filename="../widgets/practice.py" line="327" />
        <source>Best {best:.0%}; solved %n time(s).</source>
        <translation><numerusform>최고 {best:.0%}; %n번 풀었습니다.</numerusform></translation>
    </message>
</context>
<context>
    <name>RegressionPlots</name>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="118" />
        <source>The cost surface J(w₀, w₁) appears here.</source>
        <translation>비용 곡면 J(w₀, w₁)가 여기에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="119" />
        <source>Training and validation error by degree appear here.</source>
        <translation>차수별 학습 오차와 검증 오차가 여기에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="121" />
        <source>Bias² and variance by degree appear here.</source>
        <translation>차수별 편향²과 분산이 여기에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="123" />
        <source>The least-squares and logistic boundaries appear here.</source>
        <translation>최소 제곱과 로지스틱 회귀의 경계가 여기에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="128" />
        <source>cost J(w₀, w₁): click to start there</source>
        <translation>비용 J(w₀, w₁): 클릭한 곳에서 시작</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="132" />
        <source>mean squared error</source>
        <translation>평균 제곱 오차</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="133" />
        <source>training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="133" />
        <source>validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="134" />
        <location filename="../tabs/svm/lab_regression_plots.py" line="139" />
        <source>degree</source>
        <translation>차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="135" />
        <source>bias²</source>
        <translation>편향²</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="136" />
        <source>variance</source>
        <translation>분산</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="137" />
        <source>sum</source>
        <translation>합</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="138" />
        <source>risk (+ σ²)</source>
        <translation>위험 (+ σ²)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="140" />
        <source>Clear clicked outliers</source>
        <translation>클릭한 이상점 지우기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="141" />
        <source>Keep only the generated outliers</source>
        <translation>생성된 이상점만 남깁니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="143" />
        <source>least squares</source>
        <translation>최소 제곱</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="143" />
        <location filename="../tabs/svm/lab_regression_plots.py" line="144" />
        <source>… with the outliers</source>
        <translation>… 이상점 포함</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="144" />
        <source>logistic</source>
        <translation>로지스틱</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="157" />
        <source>Click at least two points at different x: the cost surface appears here.</source>
        <translation>x가 다른 점을 두 개 이상 클릭하세요: 비용 곡면이 여기에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="185" />
        <source>Too few points to hold some out: add points.</source>
        <translation>검증용으로 떼어 둘 점이 모자랍니다: 점을 더하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="194" />
        <source>Training error falls with every degree; validation error (on {n} held-out points) is least at degree {best}: higher degrees fit the noise.</source>
        <translation>학습 오차는 차수마다 줄어듭니다. 검증 오차(떼어 둔 점 {n}개)는 차수 {best}에서 가장 작습니다: 그보다 높은 차수는 잡음에 맞춥니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="198" />
        <source>No decomposition: see the message.</source>
        <translation>분해할 수 없습니다: 메시지를 보세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="207" />
        <source>Over {m} bootstrap resamples of points of sin 2πx + ε: E[(ŷ − f)²] = Bias² + Var is least at degree {d} (bias² {b2:.3g}, variance {v:.3g}); the risk adds the noise σ² = {s2:.3g}.</source>
        <translation>sin 2πx + ε 점의 부트스트랩 재표집 {m}번에서: E[(ŷ − f)²] = 편향² + 분산은 차수 {d}에서 가장 작습니다 (편향² {b2:.3g}, 분산 {v:.3g}). 위험은 여기에 잡음 σ² = {s2:.3g}를 더합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="222" />
        <source>No outliers: raise Outliers, or click here to add one.</source>
        <translation>이상점이 없습니다: 이상점 수를 늘리거나 여기를 클릭해 추가하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_plots.py" line="239" />
        <source>Click the plot to add an outlier of class +1. {m} outliers (triangles) lie far on their own side. Least squares (targets ±1, boundary ŷ = 0) pays (ŷ − 1)² even for points right by a wide margin, so they drag its boundary: accuracy on the clean points {a:.0%} → {b:.0%}. Logistic regression's loss hardly counts them: {c:.0%} → {d:.0%}.</source>
        <translation>그림을 클릭하면 클래스 +1의 이상점이 추가됩니다. 이상점 {m}개(삼각형)가 자기 쪽으로 멀리 떨어져 있습니다. 최소 제곱(목표 ±1, 경계 ŷ = 0)은 넉넉히 맞힌 점에도 (ŷ − 1)²를 물어서 이 점들이 경계를 끌고 갑니다: 깨끗한 점의 정확도 {a:.0%} → {b:.0%}. 로지스틱 회귀의 손실은 이 점들을 거의 세지 않습니다: {c:.0%} → {d:.0%}.</translation>
    </message>
</context>
<context>
    <name>RegressionView</name>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="49" />
        <source>Points</source>
        <translation>점 개수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="50" />
        <source>How many points the generator draws</source>
        <translation>생성기가 뽑는 점의 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="51" />
        <source>Noise σ</source>
        <translation>잡음 σ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="52" />
        <source>Standard deviation of the noise ε in y = sin 2πx + ε</source>
        <translation>y = sin 2πx + ε에서 잡음 ε의 표준편차</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="53" />
        <location filename="../tabs/svm/lab_regression.py" line="183" />
        <source>New points</source>
        <translation>새 점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="54" />
        <source>Draw new points of y = sin 2πx + ε</source>
        <translation>y = sin 2πx + ε의 점을 새로 뽑습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="55" />
        <location filename="../tabs/svm/lab_regression.py" line="184" />
        <source>Undo</source>
        <translation>되돌리기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="56" />
        <source>Undo the last edit of the points</source>
        <translation>점의 마지막 편집을 되돌립니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="57" />
        <source>Degree</source>
        <translation>차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="58" />
        <source>Degree of the least-squares polynomial drawn over the points</source>
        <translation>점 위에 그리는 최소 제곱 다항식의 차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="59" />
        <source>Ridge α</source>
        <translation>릿지 α</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="60" />
        <source>α‖w‖² added to the squared error (0: ordinary least squares)</source>
        <translation>제곱 오차에 더하는 α‖w‖² (0: 보통 최소 제곱)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="62" />
        <source>Learning rate η</source>
        <translation>학습률 η</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="63" />
        <source>Gradient-descent step (0: 1/L, the largest that never diverges)</source>
        <translation>경사 하강법의 보폭 (0: 1/L, 발산하지 않는 가장 큰 값)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="65" />
        <source>Iterations</source>
        <translation>반복</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="66" />
        <source>Gradient steps at most</source>
        <translation>최대 경사 단계 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="67" />
        <source>Start w₀</source>
        <translation>시작 w₀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="68" />
        <location filename="../tabs/svm/lab_regression.py" line="70" />
        <source>Where gradient descent starts (or click the contours)</source>
        <translation>경사 하강법의 시작점 (또는 등고선을 클릭)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="69" />
        <source>Start w₁</source>
        <translation>시작 w₁</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="71" />
        <source>Max degree</source>
        <translation>최대 차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="72" />
        <source>Highest degree in the validation and bias²–variance curves</source>
        <translation>검증 곡선과 편향²–분산 곡선의 가장 높은 차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="73" />
        <source>Validation %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="74" />
        <source>Share of the points held out to measure the validation error</source>
        <translation>검증 오차를 재려고 떼어 두는 점의 비율</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="75" />
        <source>Resamples</source>
        <translation>재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="76" />
        <source>Bootstrap resamples of the bias²–variance decomposition</source>
        <translation>편향²–분산 분해의 부트스트랩 재표집 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="77" />
        <source>Outliers</source>
        <translation>이상점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="78" />
        <source>Extra class +1 points far on their own side (least-squares classifier)</source>
        <translation>자기 쪽으로 멀리 떨어진 클래스 +1 점 (최소 제곱 분류기)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="80" />
        <source>Distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="81" />
        <source>How far out the outliers lie</source>
        <translation>이상점이 떨어진 거리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="87" />
        <source>points</source>
        <translation>점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="88" />
        <source>noise σ</source>
        <translation>잡음 σ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="89" />
        <source>degree</source>
        <translation>차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="90" />
        <source>ridge α</source>
        <translation>릿지 α</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="91" />
        <source>η (0 = 1/L)</source>
        <translation>η (0 = 1/L)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="92" />
        <source>iterations</source>
        <translation>반복</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="93" />
        <source>start w₀</source>
        <translation>시작 w₀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="94" />
        <source>start w₁</source>
        <translation>시작 w₁</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="95" />
        <source>max degree</source>
        <translation>최대 차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="96" />
        <source>validation %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="97" />
        <source>resamples</source>
        <translation>재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="98" />
        <source>outliers</source>
        <translation>이상점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="99" />
        <source>distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="179" />
        <source>Fit and gradient descent</source>
        <translation>적합과 경사 하강법</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="180" />
        <source>Degree and bias² + variance</source>
        <translation>차수와 편향² + 분산</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="181" />
        <source>Least-squares classifier</source>
        <translation>최소 제곱 분류기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="186" />
        <source>your points (click adds, drag moves)</source>
        <translation>내 점 (클릭: 추가, 끌기: 이동)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="252" />
        <source>Fitting…</source>
        <translation>적합 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="271" />
        <source>Click at least two points (at different x) first.</source>
        <translation>먼저 (x가 다른) 점을 두 개 이상 클릭하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="311" />
        <source>&lt;b&gt;Linear regression&lt;/b&gt;: ŷ = w₀ + w₁x; least squares minimises J(w₀, w₁) = 1/(2n) Σ (yᵢ − ŷᵢ)² (+ α/(2n) w₁² for ridge). Step (Space) runs gradient descent w ← w − η∇J on the contours (tick Predict to click where each step lands first). Click the plot to add a point, drag one to move it, Shift+click one to delete it.</source>
        <translation>&lt;b&gt;선형 회귀&lt;/b&gt;: ŷ = w₀ + w₁x. 최소 제곱은 J(w₀, w₁) = 1/(2n) Σ (yᵢ − ŷᵢ)²을 최소화합니다 (릿지는 + α/(2n) w₁²). 단계(Space)를 누르면 등고선 위에서 경사 하강법 w ← w − η∇J가 한 걸음씩 진행됩니다 (예측을 켜면 걸음마다 먼저 어디에 떨어질지 클릭합니다). 그림을 클릭하면 점이 추가되고, 끌면 옮겨지고, Shift+클릭하면 지워집니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="322" />
        <source>&lt;b&gt;Least squares, degree {d}&lt;/b&gt; (solid curve, residuals rᵢ = yᵢ − ŷᵢ as segments): J = 1/(2n) Σ rᵢ² = {J:.4g}, R² = 1 − Σ rᵢ² / Σ (yᵢ − ȳ)² = {r2:.3f}.</source>
        <translation>&lt;b&gt;최소 제곱, 차수 {d}&lt;/b&gt; (실선 곡선, 잔차 rᵢ = yᵢ − ŷᵢ는 선분): J = 1/(2n) Σ rᵢ² = {J:.4g}, R² = 1 − Σ rᵢ² / Σ (yᵢ − ȳ)² = {r2:.3f}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="331" />
        <source> — converged: ‖∇J‖ below the tolerance</source>
        <translation> — 수렴: ‖∇J‖가 허용 오차보다 작음</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="332" />
        <source> — &lt;b&gt;diverged&lt;/b&gt;: η is too large</source>
        <translation> — &lt;b&gt;발산&lt;/b&gt;: η가 너무 큽니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="333" />
        <source> — stopped at the iteration cap</source>
        <translation> — 최대 반복에서 멈춤</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="335" />
        <source>&lt;b&gt;Gradient step {k}&lt;/b&gt;{state} (dashed line): w₀ = {w0:.4g}, w₁ = {w1:.4g}, J = {J:.5g}.&lt;br&gt;∇J = −(1/n) Σ (yᵢ − ŷᵢ)(1, xᵢ) = ({g0:.4g}, {g1:.4g}) over n = {n} points; the next step is w ← w − η∇J with η = {eta:.4g}: ({n0:.4g}, {n1:.4g}).</source>
        <translation>&lt;b&gt;경사 단계 {k}&lt;/b&gt;{state} (점선): w₀ = {w0:.4g}, w₁ = {w1:.4g}, J = {J:.5g}.&lt;br&gt;점 n = {n}개에서 ∇J = −(1/n) Σ (yᵢ − ŷᵢ)(1, xᵢ) = ({g0:.4g}, {g1:.4g}). 다음 단계는 η = {eta:.4g}로 w ← w − η∇J: ({n0:.4g}, {n1:.4g}).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="343" />
        <source>The least-squares minimum (✕ on the contours): w₀ = {w0:.4g}, w₁ = {w1:.4g}, J = {J:.5g}.</source>
        <translation>최소 제곱의 최솟값 (등고선 위의 ✕): w₀ = {w0:.4g}, w₁ = {w1:.4g}, J = {J:.5g}.</translation>
    </message>
</context>
<context>
    <name>ResponsibilitySliders</name>
    <message>
        <location filename="../tabs/clustering/predict_panel.py" line="39" />
        <source>Your guess of r&lt;sub&gt;ik&lt;/sub&gt;, the share of the ringed point each component takes (normalised to sum 1):</source>
        <translation>r&lt;sub&gt;ik&lt;/sub&gt;의 예측값 — 고리로 표시한 점을 각 성분이 가져가는 몫 (합이 1이 되도록 정규화):</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict_panel.py" line="41" />
        <location filename="../tabs/clustering/predict_panel.py" line="44" />
        <source>Answer</source>
        <translation>답하기</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict_panel.py" line="42" />
        <source>Grade the guess against the engine's E step, then show the step</source>
        <translation>예측을 엔진의 E 단계와 비교해 채점한 뒤 그 단계를 보여 줍니다</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict_panel.py" line="46" />
        <source>Responsibility of component {k}</source>
        <translation>성분 {k}의 책임도</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict_panel.py" line="47" />
        <source>Your guess of r for component {k}, in percent</source>
        <translation>성분 {k}의 r 예측값 (퍼센트)</translation>
    </message>
</context>
<context>
    <name>SaveButton</name>
    <message>
        <location filename="../widgets/files.py" line="76" />
        <source>Could not save {name}: {reason}</source>
        <translation>{name}을(를) 저장하지 못했습니다: {reason}</translation>
    </message>
    <message>
        <location filename="../widgets/files.py" line="122" />
        <source>Save this plot as a PNG or SVG file ({name})</source>
        <translation>이 그림을 PNG 또는 SVG 파일로 저장합니다 ({name})</translation>
    </message>
    <message>
        <location filename="../widgets/files.py" line="123" />
        <source>Save this table, its rows as shown, as a CSV file ({name})</source>
        <translation>이 표를 보이는 행 그대로 CSV 파일로 저장합니다 ({name})</translation>
    </message>
    <message>
        <location filename="../widgets/files.py" line="131" />
        <source>Export plot</source>
        <translation>그림 내보내기</translation>
    </message>
    <message>
        <location filename="../widgets/files.py" line="141" />
        <source>Save table</source>
        <translation>표 저장</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <location filename="../session_window.py" line="32" />
        <source>Trellis session (*{suffix})</source>
        <translation>Trellis 세션 (*{suffix})</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="89" />
        <source>The current run as an animation and a report folder (index.html, plots, formulas with numbers, tables as CSV)</source>
        <translation>현재 실행을 애니메이션과 보고서 폴더로 내보냅니다 (index.html, 그래프, 숫자를 넣은 수식, CSV 표)</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="144" />
        <source>Saved the session as {name}.</source>
        <translation>세션을 {name}(으)로 저장했습니다.</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="148" />
        <location filename="../session_window.py" line="263" />
        <source>Save session</source>
        <translation>세션 저장</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="164" />
        <source>Open session</source>
        <translation>세션 열기</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="188" />
        <source>Opened the session.</source>
        <translation>세션을 열었습니다.</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="205" />
        <location filename="../session_window.py" line="271" />
        <source>Session</source>
        <translation>세션</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="230" />
        <source>This tab has no stepped run to export; use its own Export buttons.</source>
        <translation>이 탭에는 내보낼 단계 실행이 없습니다. 탭의 내보내기 버튼을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="234" />
        <source>Exported the run to {folder}.</source>
        <translation>실행을 {folder}에 내보냈습니다.</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="239" />
        <source>Export the run into a folder</source>
        <translation>실행을 내보낼 폴더</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="254" />
        <source>Save the session?</source>
        <translation>세션을 저장할까요?</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="255" />
        <source>The runs and settings changed since the session was last saved. Save them, so you can reopen them where you left off?</source>
        <translation>마지막으로 저장한 뒤 실행과 설정이 바뀌었습니다. 저장해서 다음에 멈춘 곳에서 다시 열까요?</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="280" />
        <source>Reopen the last session?</source>
        <translation>마지막 세션을 다시 열까요?</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="281" />
        <source>Reopen {name}, where you left off?</source>
        <translation>{name}을(를) 멈춘 곳에서 다시 열까요?</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="97" />
        <source>Cannot save {where}: it is {value!r}, which JSON cannot hold.</source>
        <translation>{where}을(를) 저장할 수 없습니다: 값이 {value!r}인데, JSON은 이 값을 담을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="131" />
        <source>Cannot save {key}: it holds {dtype} data.</source>
        <translation>{key}을(를) 저장할 수 없습니다: {dtype} 자료를 담고 있습니다.</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="157" />
        <source>Cannot write the session to {name}: {reason}. Choose another file or folder.</source>
        <translation>세션을 {name}에 쓸 수 없습니다: {reason}. 다른 파일이나 폴더를 고르세요.</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="164" />
        <source>Open another session, or save this one again from Trellis.</source>
        <translation>다른 세션을 열거나, 이 세션을 Trellis에서 다시 저장하세요.</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="178" />
        <source>Cannot open the session {name}: {why}. {hint}</source>
        <translation>세션 {name}을(를) 열 수 없습니다: {why}. {hint}</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="185" />
        <source>there is no such file</source>
        <translation>그런 파일이 없습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="186" />
        <source>Check the path.</source>
        <translation>경로를 확인하세요.</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="188" />
        <source>it cannot be read ({reason})</source>
        <translation>파일을 읽을 수 없습니다({reason})</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="189" />
        <source>Check the path and the file's permissions.</source>
        <translation>경로와 파일 권한을 확인하세요.</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="192" />
        <source>it is damaged or truncated, or not a Trellis session (not a zip archive)</source>
        <translation>파일이 손상되었거나 잘렸거나, Trellis 세션이 아닙니다(zip 압축 파일이 아님)</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="199" />
        <source>it lacks {member}</source>
        <translation>{member}이(가) 없습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="201" />
        <source>a part of it is larger than any session Trellis writes</source>
        <translation>일부가 Trellis가 쓰는 어떤 세션보다도 큽니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="205" />
        <source>its part {part} is damaged</source>
        <translation>그 안의 {part}이(가) 손상되었습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="213" />
        <source>it is damaged or truncated</source>
        <translation>파일이 손상되었거나 잘렸습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="217" />
        <source>its session.json is not valid JSON</source>
        <translation>session.json이 올바른 JSON이 아닙니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="219" />
        <source>it is not a Trellis session (its session.json does not say so)</source>
        <translation>Trellis 세션이 아닙니다(session.json에 그렇게 적혀 있지 않음)</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="223" />
        <source>its format version {version!r} is not a version number</source>
        <translation>형식 버전 {version!r}은(는) 버전 번호가 아닙니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="226" />
        <source>it was saved in session format {version} by Trellis {saved_by}; this Trellis ({ours}) reads format {format} and older</source>
        <translation>Trellis {saved_by}이(가) 세션 형식 {version}(으)로 저장했습니다. 이 Trellis({ours})는 형식 {format} 이하만 읽습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="229" />
        <source>Open it with a newer Trellis.</source>
        <translation>더 새로운 Trellis로 여세요.</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="235" />
        <source>its session.json has no views</source>
        <translation>session.json에 보기가 없습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="243" />
        <source>its {key} view is not valid ({reason})</source>
        <translation>{key} 보기가 올바르지 않습니다({reason})</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="248" />
        <source>its list of source files is malformed</source>
        <translation>원본 파일 목록의 형식이 잘못되었습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="267" />
        <source>its arrays.npz holds Python objects, which Trellis never reads</source>
        <translation>arrays.npz에 Python 객체가 들어 있는데, Trellis는 이를 읽지 않습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="271" />
        <source>its arrays.npz is damaged</source>
        <translation>arrays.npz가 손상되었습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="274" />
        <source>its array {name} is not numbers or text</source>
        <translation>배열 {name}이(가) 숫자나 텍스트가 아닙니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="283" />
        <source>it is not a JSON object</source>
        <translation>JSON 객체가 아닙니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="286" />
        <source>its kind {kind!r} is not a view this Trellis has</source>
        <translation>종류 {kind!r}은(는) 이 Trellis에 있는 보기가 아닙니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="291" />
        <source>its cursor {cursor!r} is not a whole number</source>
        <translation>커서 {cursor!r}이(가) 정수가 아닙니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="295" />
        <source>its message is not text</source>
        <translation>메시지가 텍스트가 아닙니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="301" />
        <source>its run settings are not a JSON object</source>
        <translation>실행 설정이 JSON 객체가 아닙니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="306" />
        <source>its data {name!r} is missing from arrays.npz</source>
        <translation>자료 {name!r}이(가) arrays.npz에 없습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="313" />
        <source>its file {name!r} is missing from the archive</source>
        <translation>파일 {name!r}이(가) 압축 파일 안에 없습니다</translation>
    </message>
    <message>
        <location filename="../models/session.py" line="332" />
        <source>Cannot open the session {name}: {reason}.</source>
        <translation>세션 {name}을(를) 열 수 없습니다: {reason}.</translation>
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
        <location filename="../widgets/step_controls.py" line="251" />
        <location filename="../widgets/step_controls.py" line="333" />
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
        <location filename="../widgets/step_controls.py" line="39" />
        <source>Animation speed: left is slow (1 step/s), right is as fast as the computer can go</source>
        <translation>애니메이션 속도: 왼쪽은 느리게(초당 1단계), 오른쪽은 컴퓨터가 낼 수 있는 최고 속도</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="42" />
        <source>Scrub back through every step of this run (0 = start)</source>
        <translation>이번 실행의 모든 단계를 되돌려 봅니다 (0 = 시작)</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="44" />
        <source>Random seed of the run: the same seed replays a run exactly</source>
        <translation>실행의 난수 시드: 같은 시드는 같은 실행을 그대로 재현합니다</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="46" />
        <source>Iterations done out of the maximum</source>
        <translation>최대 반복 수 중 진행한 반복</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="47" />
        <source>Progress</source>
        <translation>진행</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="48" />
        <source>Run status</source>
        <translation>실행 상태</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="141" />
        <location filename="../widgets/stepping.py" line="164" />
        <source>Step (Space) or Run (Ctrl+R) to start.</source>
        <translation>단계(Space) 또는 실행(Ctrl+R)으로 시작하세요.</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="236" />
        <source>{right} of {asked} right</source>
        <translation>{asked}개 중 {right}개 맞음</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="251" />
        <location filename="../widgets/step_controls.py" line="333" />
        <source>Resume</source>
        <translation>계속</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="279" />
        <source>iteration {done} / {total}</source>
        <translation>반복 {done} / {total}</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="281" />
        <source>iteration {done}</source>
        <translation>반복 {done}</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="301" />
        <source>done: {done} / {total}</source>
        <translation>완료: {done} / {total}</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="303" />
        <source>converged at iteration {done} (at most {total})</source>
        <translation>반복 {done}에서 수렴 (최대 {total})</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="305" />
        <source>converged at iteration {done}</source>
        <translation>반복 {done}에서 수렴</translation>
    </message>
    <message>
        <location filename="../widgets/step_controls.py" line="314" />
        <source>step {k} / {n}</source>
        <translation>단계 {k} / {n}</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="118" />
        <source>Answer on the picture first: {prompt}</source>
        <translation>먼저 그림 위에서 답하세요: {prompt}</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="166" />
        <source>Running…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="168" />
        <source>Paused at step {n}.</source>
        <translation>{n}단계에서 멈췄습니다.</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="170" />
        <source>complete</source>
        <translation>완료</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="171" />
        <source>converged</source>
        <translation>수렴</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="173" />
        <source>stopped by its cap ({why})</source>
        <translation>상한에 걸려 멈춤 ({why})</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="175" />
        <source>done</source>
        <translation>끝</translation>
    </message>
</context>
<context>
    <name>TreeScene</name>
    <message>
        <location filename="../tabs/hmm/scene_parse.py" line="12" />
        <source>The best tree appears when the chart is full.</source>
        <translation>차트가 다 차면 최선의 트리가 나타납니다.</translation>
    </message>
</context>
<context>
    <name>TreeView</name>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="26" />
        <source>entropy (information gain)</source>
        <translation>엔트로피 (정보 획득)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="27" />
        <location filename="../tabs/svm/lab_tree.py" line="304" />
        <source>Gini</source>
        <translation>지니</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="28" />
        <location filename="../tabs/svm/lab_tree.py" line="305" />
        <source>classification error</source>
        <translation>분류 오차</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="80" />
        <source>Criterion</source>
        <translation>기준</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="81" />
        <source>Split score: information gain (entropy, bits), Gini decrease, or the decrease of the classification error 1 − max p</source>
        <translation>분할 점수: 정보 획득(엔트로피, 비트), 지니 감소, 또는 분류 오차 1 − max p의 감소</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="83" />
        <source>Max depth</source>
        <translation>최대 깊이</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="84" />
        <source>Depth limit (0 = none)</source>
        <translation>깊이 제한 (0 = 없음)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="85" />
        <source>Min leaf</source>
        <translation>최소 잎</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="86" />
        <source>Fewest training points in a leaf</source>
        <translation>잎 하나의 최소 학습 점 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="87" />
        <source>Validation %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="88" />
        <source>Share of the points held out for the pruning curve</source>
        <translation>가지치기 곡선용으로 떼어 두는 점의 비율</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="89" />
        <source>criterion</source>
        <translation>기준</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="90" />
        <source>max depth</source>
        <translation>최대 깊이</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="91" />
        <source>min leaf</source>
        <translation>최소 잎</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="92" />
        <source>validation %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="114" />
        <source>decision tree (red: this split)</source>
        <translation>결정 트리 (빨강: 이번 분할)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="115" />
        <source>ΔI of each θ:</source>
        <translation>θ마다 ΔI:</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="118" />
        <source>score ΔI</source>
        <translation>점수 ΔI</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="119" />
        <source>threshold θ</source>
        <translation>임계값 θ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="120" />
        <location filename="../tabs/svm/lab_tree.py" line="128" />
        <source>pruning</source>
        <translation>가지치기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="121" />
        <source>training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="122" />
        <source>validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="123" />
        <source>depth</source>
        <translation>깊이</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="124" />
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="125" />
        <location filename="../tabs/svm/lab_tree.py" line="306" />
        <source>node</source>
        <translation>노드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="125" />
        <source>rule / class counts</source>
        <translation>규칙 / 클래스별 개수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="126" />
        <source>impurity</source>
        <translation>혼탁도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="127" />
        <source>numbers</source>
        <translation>수치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="127" />
        <source>candidates</source>
        <translation>후보</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="127" />
        <source>tree</source>
        <translation>트리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="164" />
        <source>the previous pruning curve is kept</source>
        <translation>이전 가지치기 곡선은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="169" />
        <source>Training and validation accuracy by depth appear here (two classes and four points at least).</source>
        <translation>깊이별 학습 정확도와 검증 정확도가 여기에 나타납니다 (두 클래스, 점 네 개 이상).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="183" />
        <source>Pruning curve…</source>
        <translation>가지치기 곡선 계산 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="191" />
        <source>prune there (deeper splits fit noise in the training points).</source>
        <translation>거기서 가지를 치세요 (더 깊은 분할은 학습 점의 잡음에 맞춥니다).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="193" />
        <source>the full tree generalises best on this hold-out: nothing to prune (try overlapping points).</source>
        <translation>이 검증 점에서는 끝까지 자란 트리가 가장 잘 일반화합니다: 칠 가지가 없습니다 (겹치는 점으로 해 보세요).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="196" />
        <source>Grown on {n} points, scored on {m} held out. Training accuracy rises to {t:.1%} at depth {d}; validation peaks at {v:.1%} at depth {b}: {advice}</source>
        <translation>점 {n}개로 키우고 떼어 둔 {m}개로 평가했습니다. 학습 정확도는 깊이 {d}에서 {t:.1%}까지 오르고, 검증 정확도는 깊이 {b}에서 {v:.1%}로 가장 높습니다: {advice}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="220" />
        <source>Step: every candidate threshold of the node being split appears here with its ΔI.</source>
        <translation>단계를 누르세요: 나누는 노드의 모든 후보 임계값이 ΔI와 함께 여기에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="260" />
        <source>{a} ≤ {t:.3g}  (gain {g:.3g})</source>
        <translation>{a} ≤ {t:.3g}  (획득 {g:.3g})</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="262" />
        <source>leaf → {c}</source>
        <translation>잎 → {c}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="275" />
        <source>&lt;b&gt;Decision tree&lt;/b&gt;: each Step splits one node (breadth-first) at the feature and threshold with the largest impurity decrease ΔI = I(node) − (n_L/n)I(left) − (n_R/n)I(right); entropy I = −Σ p log₂ p, Gini I = 1 − Σ p², classification error I = 1 − max p. Tick Predict to guess each split first.</source>
        <translation>&lt;b&gt;결정 트리&lt;/b&gt;: 단계마다 노드 하나를 (너비 우선으로) 혼탁도 감소 ΔI = I(노드) − (n_L/n)I(왼쪽) − (n_R/n)I(오른쪽)가 가장 큰 특징과 임계값에서 나눕니다. 엔트로피 I = −Σ p log₂ p, 지니 I = 1 − Σ p², 분류 오차 I = 1 − max p. 예측을 켜면 분할마다 먼저 맞혀 볼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="284" />
        <source>The root cannot be split (pure, too small, or no two distinct values).</source>
        <translation>뿌리를 나눌 수 없습니다 (순수하거나, 너무 작거나, 서로 다른 값이 두 개 없음).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="291" />
        <source>&lt;b&gt;Split {k}&lt;/b&gt;: node #{node} (depth {d}, {n} points) on {a} ≤ {t:.4g}, chosen among {m} candidates by {crit} ({I}).&lt;br&gt;ΔI = I(node) − (n_L/n)I(left) − (n_R/n)I(right) = {i0:.4f} − ({nl}/{n})·{il:.4f} − ({nr}/{n})·{ir:.4f} = &lt;b&gt;{g:.4f}&lt;/b&gt;&lt;br&gt;Training accuracy {acc:.1%}; Σ leaf impurity {li:.4f}.</source>
        <translation>&lt;b&gt;분할 {k}&lt;/b&gt;: 노드 #{node} (깊이 {d}, 점 {n}개)를 {a} ≤ {t:.4g}에서 나눕니다. 후보 {m}개 중 {crit}({I})으로 골랐습니다.&lt;br&gt;ΔI = I(노드) − (n_L/n)I(왼쪽) − (n_R/n)I(오른쪽) = {i0:.4f} − ({nl}/{n})·{il:.4f} − ({nr}/{n})·{ir:.4f} = &lt;b&gt;{g:.4f}&lt;/b&gt;&lt;br&gt;학습 정확도 {acc:.1%}, Σ 잎 혼탁도 {li:.4f}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="304" />
        <source>entropy</source>
        <translation>엔트로피</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="307" />
        <source>left</source>
        <translation>왼쪽</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="307" />
        <source>right</source>
        <translation>오른쪽</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="310" />
        <source>&lt;br&gt;Done: every leaf is pure or cannot be split.</source>
        <translation>&lt;br&gt;끝: 모든 잎이 순수하거나 더 나눌 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="312" />
        <source>&lt;br&gt;Stopped by the depth limit ({s}).</source>
        <translation>&lt;br&gt;깊이 제한에서 멈췄습니다 ({s}).</translation>
    </message>
</context>
<context>
    <name>TrellisScene</name>
    <message>
        <location filename="../tabs/hmm/scene_trellis.py" line="24" />
        <source>log value − column's best (nats)</source>
        <translation>로그 값 − 열의 최댓값 (nats)</translation>
    </message>
</context>
<context>
    <name>TrellisView</name>
    <message>
        <location filename="../tabs/hmm/views.py" line="68" />
        <source>the sentence is unchanged</source>
        <translation>문장은 바뀌지 않았습니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="74" />
        <source>Save trellis</source>
        <translation>트렐리스 저장</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="81" />
        <source>Words separated by spaces</source>
        <translation>공백으로 구분한 단어</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="82" />
        <source>Viterbi δ</source>
        <translation>Viterbi δ</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="82" />
        <source>forward α</source>
        <translation>전향 α</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="83" />
        <source>backward β</source>
        <translation>후향 β</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="85" />
        <source>Which recurrence to fill</source>
        <translation>채울 점화식</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="87" />
        <source>Build</source>
        <translation>만들기</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="87" />
        <source>Start a new trellis for the sentence; Step then fills it column by column</source>
        <translation>문장의 새 트렐리스를 시작합니다. 그다음 단계마다 한 열씩 채웁니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="90" />
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="90" />
        <source>Save the trellis (log values, rows states, columns words) as CSV</source>
        <translation>트렐리스(로그 값, 행은 상태, 열은 단어)를 CSV로 저장합니다</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="93" />
        <source>Morphemes</source>
        <translation>형태소</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="94" />
        <source>Split the typed Korean sentence into morphemes with Kiwi (the tagger was trained on morphemes)</source>
        <translation>입력한 한국어 문장을 Kiwi로 형태소로 나눕니다 (태거를 형태소로 학습했을 때)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="98" />
        <source>log values; rows are states, columns positions</source>
        <translation>로그 값; 행은 상태, 열은 위치</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="100" />
        <source>Drawing</source>
        <translation>그림</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="101" />
        <source>Table</source>
        <translation>표</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="162" />
        <source>Type a Korean sentence first.</source>
        <translation>먼저 한국어 문장을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="164" />
        <source>Splitting into morphemes…</source>
        <translation>형태소로 나누는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="168" />
        <source>Kiwi found no morphemes in the sentence.</source>
        <translation>Kiwi가 문장에서 형태소를 찾지 못했습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="174" />
        <source>Kiwi's morphemes and its own tags: {pairs}. Step to see the HMM's.</source>
        <translation>Kiwi의 형태소와 Kiwi 자신의 태그: {pairs}. 단계를 눌러 HMM의 태그를 보세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="194" />
        <source>Type a sentence first.</source>
        <translation>먼저 문장을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="213" />
        <source> Unknown words ({words}) score by shape and suffix: click one of their nodes to see why.</source>
        <translation> 모르는 단어({words})는 모양과 접미사로 점수를 받습니다: 그 노드를 클릭하면 이유가 보입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="217" />
        <source> Second order: states are tag pairs; {drawn} of {states} drawn (those the beam keeps).</source>
        <translation> 2차: 상태는 태그 쌍입니다. {states}개 중 {drawn}개를 그렸습니다 (빔이 남긴 것).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="219" />
        <source> Second order: states are tag pairs; {drawn} of {states} drawn (the {top} best of each column and the best path's; the table has all).</source>
        <translation> 2차: 상태는 태그 쌍입니다. {states}개 중 {drawn}개를 그렸습니다 (열마다 가장 좋은 {top}개와 최선 경로의 상태; 표에는 전부 있음).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="222" />
        <source>{kind}: Step fills one column at a time (from the last word back); the result shows when the last column is done.</source>
        <translation>{kind}: 단계마다 (마지막 단어부터 거꾸로) 한 열씩 채웁니다. 마지막 열을 채우면 결과가 나옵니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="224" />
        <source>{kind}: Step fills one column at a time; the result shows when the last column is done.</source>
        <translation>{kind}: 단계마다 한 열씩 채웁니다. 마지막 열을 채우면 결과가 나옵니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="235" />
        <source>Known words' emissions are add-α smoothed, B&lt;sub&gt;t&lt;/sub&gt;(w) = (c(t, w) + α&lt;sub&gt;B&lt;/sub&gt;) / (c(t) + α&lt;sub&gt;B&lt;/sub&gt;V) with α&lt;sub&gt;B&lt;/sub&gt; = {beta:g} (Emission α): the tags a word was never seen with keep a small probability, so the trellis shows the alternatives Viterbi rejects.</source>
        <translation>아는 단어의 방출 확률은 add-α 평활을 합니다, B&lt;sub&gt;t&lt;/sub&gt;(w) = (c(t, w) + α&lt;sub&gt;B&lt;/sub&gt;) / (c(t) + α&lt;sub&gt;B&lt;/sub&gt;V), α&lt;sub&gt;B&lt;/sub&gt; = {beta:g} (방출 α): 단어와 함께 나온 적 없는 태그도 작은 확률을 가지므로 트렐리스에 Viterbi가 버리는 대안이 보입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="240" />
        <source>Emissions are maximum likelihood (Emission α = 0): a tag a known word was never seen with is −∞ (grey). Raise Emission α to see the alternatives.</source>
        <translation>방출 확률은 최대 가능도 추정입니다 (방출 α = 0): 아는 단어와 함께 나온 적 없는 태그는 −∞(회색)입니다. 방출 α를 올리면 대안이 보입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="244" />
        <source>Hover a node for its numbers; click it for the whole explanation.</source>
        <translation>노드에 마우스를 올리면 숫자가, 클릭하면 전체 설명이 보입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="284" />
        <source>Train or load a tagger and type a sentence first.</source>
        <translation>먼저 태거를 학습하거나 불러오고 문장을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="309" />
        <source>Column {k} ({word}): {kept} of {n} states kept by the beam θ = {theta:g}.</source>
        <translation>열 {k} ({word}): 상태 {n}개 중 {kept}개가 빔 θ = {theta:g}에 남았습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="311" />
        <source>Column {k} ({word}): {kept} of {n} states reachable (finite).</source>
        <translation>열 {k} ({word}): 상태 {n}개 중 {kept}개에 도달할 수 있습니다 (유한).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="372" />
        <source>Best path (log P = {logp:.4f}): {path}</source>
        <translation>최선의 경로 (log P = {logp:.4f}): {path}</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="374" />
        <source>log P(O) = {logp:.6f} from {name} (forward and backward give the same value)</source>
        <translation>{name}에서 구한 log P(O) = {logp:.6f} (전향과 후향이 같은 값을 줍니다)</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/views.py" line="379" />
        <source>build a trellis first</source>
        <translation>먼저 트렐리스를 만드세요</translation>
    </message>
</context>
<context>
    <name>UnexpectedError</name>
    <message>
        <location filename="../errors.py" line="25" />
        <source>Something went wrong</source>
        <translation>문제가 생겼습니다</translation>
    </message>
    <message>
        <location filename="../errors.py" line="26" />
        <source>Trellis hit an unexpected error; your data and results are kept and you can go on working.

{error}: {text}</source>
        <translation>Trellis에서 예상하지 못한 오류가 났습니다. 데이터와 결과는 그대로 있으니 계속 작업하시면 됩니다.

{error}: {text}</translation>
    </message>
    <message>
        <location filename="../errors.py" line="32" />
        <source>Copy details</source>
        <translation>자세한 내용 복사</translation>
    </message>
</context>
<context>
    <name>ViewBinding</name>
    <message>
        <location filename="../bindings.py" line="197" />
        <source>Restored from the session at step {step} of {n}; Step or Run goes on with the run.</source>
        <translation>세션에서 {n}단계 중 {step}단계로 복원했습니다. 단계나 실행을 누르면 실행이 이어집니다.</translation>
    </message>
    <message>
        <location filename="../bindings.py" line="199" />
        <source>Restored from the session at step {step} of {n}; scrub the history, or Reset to run again (the same seed replays it).</source>
        <translation>세션에서 {n}단계 중 {step}단계로 복원했습니다. 기록을 훑어보거나, 초기화한 뒤 다시 실행하세요 (같은 시드면 똑같이 재현됩니다).</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../engine/_validation.py" line="41" />
        <source>{name} must contain numbers only; it holds values that are not numbers ({exc}).</source>
        <translation>{name}에는 숫자만 있어야 합니다. 숫자가 아닌 값이 있습니다 ({exc}).</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="68" />
        <source>{name} is a sparse matrix but{value} needs a dense array: give X.toarray() (sparse input is not supported).</source>
        <translation>{name}은(는) 희소 행렬이지만 여기에는 밀집 배열이 필요합니다: X.toarray()를 주세요 (희소 입력은 지원하지 않습니다).</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="77" />
        <source>Complex data not supported: {name} holds complex numbers; give real values (for example the magnitudes, abs(X)).</source>
        <translation>복소수 데이터는 지원하지 않습니다: {name}에 복소수가 있습니다. 실수 값을 주세요 (예: 크기 abs(X)).</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="92" />
        <source>{name} must contain numbers only, in rows of equal length ({text}).</source>
        <translation>{name}에는 길이가 같은 행에 숫자만 있어야 합니다 ({text}).</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="97" />
        <source>Complex data not supported: {name} holds complex numbers; give real values (for example the magnitudes, np.abs(X)).</source>
        <translation>복소수 데이터는 지원하지 않습니다: {name}에 복소수가 있습니다. 실수 값을 주세요 (예: 크기 np.abs(X)).</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="107" />
        <source>{name} must be 2-D (n_samples, n_features); got a 1-D array of {X_shape_0} values. Reshape your data: X.reshape(-1, 1) for one feature, X.reshape(1, -1) for one sample.</source>
        <translation>{name}은(는) 2차원 (n_samples, n_features)이어야 하는데 값 {X_shape_0}개의 1차원 배열이 왔습니다. 데이터의 모양을 바꾸세요: 특징이 하나면 X.reshape(-1, 1), 표본이 하나면 X.reshape(1, -1).</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="112" />
        <source>{name} must be 2-D (n_samples, n_features); got shape {X_shape}.</source>
        <translation>{name}은(는) 2차원 (n_samples, n_features)이어야 하는데 모양이 {X_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="117" />
        <source>{name} has {X_shape_1} feature(s) (shape={X_shape}) while a minimum of {min_features} is required{who}.</source>
        <translation>{name}의 특징은 {X_shape_1}개인데 (shape={X_shape}) 적어도 {min_features}개가 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="122" />
        <source>{name} has {X_shape_0} sample(s) (shape={X_shape}) but at least {min_samples} are needed{who}; add more points.</source>
        <translation>{name}의 표본은 {X_shape_0}개인데 (shape={X_shape}) 적어도 {min_samples}개가 필요합니다. 점을 더 넣으세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="128" />
        <source>{name} contains NaN or infinite values; remove or fill them.</source>
        <translation>{name}에 NaN이나 무한대 값이 있습니다. 지우거나 채우세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="131" />
        <source>{name} contains NaN or infinite values (first at row {bad_0}, column {bad_1}); remove or fill the missing values.</source>
        <translation>{name}에 NaN이나 무한대 값이 있습니다 (처음은 {bad_0}행 {bad_1}열). 빠진 값을 지우거나 채우세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="146" />
        <source>This estimator requires y to be passed, but the target {name} is None; give one class label per sample.</source>
        <translation>이 추정기에는 y가 필요한데 목표 {name}이(가) None입니다. 표본마다 클래스 레이블을 하나씩 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="150" />
        <source>{name} must be one label per sample; got a single string.</source>
        <translation>{name}은(는) 표본마다 레이블 하나여야 하는데 문자열 하나가 왔습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="156" />
        <source>{name} must be one class label per sample.</source>
        <translation>{name}은(는) 표본마다 클래스 레이블 하나여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="160" />
        <source>{name} contains missing labels (None); drop those samples or give them a class.</source>
        <translation>{name}에 빠진 레이블(None)이 있습니다. 그 표본을 빼거나 클래스를 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="164" />
        <location filename="../../engine/_validation.py" line="198" />
        <source>{name} contains NaN labels; drop those samples or give them a class.</source>
        <translation>{name}에 NaN 레이블이 있습니다. 그 표본을 빼거나 클래스를 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="171" />
        <source>{name} mixes kinds of labels ({kinds}): 1 and '1' would become one class. Use one kind, e.g. all strings.</source>
        <translation>{name}에 여러 종류의 레이블이 섞여 있습니다 ({kinds}): 1과 '1'이 한 클래스가 됩니다. 한 종류만 쓰세요 (예: 모두 문자열).</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="176" />
        <source>{name} must hold numbers or strings as labels; got {kinds}.</source>
        <translation>{name}의 레이블은 숫자나 문자열이어야 하는데 {kinds}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="189" />
        <source>{name} must be one label per sample (1-D); got shape {y_shape}.</source>
        <translation>{name}은(는) 표본마다 레이블 하나(1차원)여야 하는데 모양이 {y_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="193" />
        <source>X has {n_samples} rows but {name} has {n_y} labels; give one label per sample.</source>
        <translation>X의 행은 {n_samples}개인데 {name}의 레이블은 {n_y}개입니다. 표본마다 레이블을 하나씩 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="202" />
        <source>Unknown label type: continuous. {name} holds measurements (non-integer floats), not classes; a classifier needs class labels (for a numeric target use a regression model).</source>
        <translation>알 수 없는 레이블 종류: 연속값. {name}은(는) 클래스가 아니라 측정값(정수가 아닌 실수)입니다. 분류기에는 클래스 레이블이 필요합니다 (수치 목표에는 회귀 모델을 쓰세요).</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="217" />
        <source>A classifier needs at least {words} in the training data; got {n_classes} class(es) {classes}. Add samples of another class.</source>
        <translation>분류기의 학습 데이터에는 적어도 {words}이(가) 필요한데 클래스 {n_classes}개 {classes}뿐입니다. 다른 클래스의 표본을 더하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="238" />
        <source>X has {X_shape_1} features, but {estimator_type} is expecting {n} features as input (the number it was fitted on).</source>
        <translation>X의 특징은 {X_shape_1}개인데 {estimator_type}은(는) 특징 {n}개를 입력으로 기대합니다 (학습한 특징 수).</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="257" />
        <source>{name} must be an integer &gt;= 0 (or None, or a numpy Generator); got {seed!r} ({seed_type}). For example {name}=0.</source>
        <translation>{name}은(는) 0 이상의 정수(또는 None, numpy Generator)여야 하는데 {seed!r} ({seed_type})입니다. 예: {name}=0.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="262" />
        <source>{name} must be an integer &gt;= 0; got {seed}. For example {name}=0.</source>
        <translation>{name}은(는) 0 이상의 정수여야 하는데 {seed}입니다. 예: {name}=0.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="281" />
        <location filename="../../engine/linear/regression.py" line="79" />
        <source>{name} contains NaN or infinity; remove or fill those values.</source>
        <translation>{name}에 NaN이나 무한대가 있습니다. 그 값을 지우거나 채우세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="284" />
        <source>{name} has values as large as {big:.3g}: {why} overflow double precision. Rescale the data first (e.g. divide it by 1e{exponent}).</source>
        <translation>{name}에 {big:.3g}만큼 큰 값이 있습니다: {why} 배정밀도 범위를 넘습니다. 먼저 데이터의 척도를 바꾸세요 (예: 1e{exponent}로 나누기).</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="293" />
        <source>{name} must be an integer; got {value!r}.</source>
        <translation>{name}은(는) 정수여야 하는데 {value!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="299" />
        <source>{name} must be &lt;= {high}; got {value}.</source>
        <translation>{name}은(는) &lt;= {high}이어야 하는데 {value}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="311" />
        <source>{name} must be {bound}; got {value}.</source>
        <translation>{name}은(는) {bound}이어야 하는데 {value}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="320" />
        <source>{name} must be one of {options}; got {value!r}.</source>
        <translation>{name}은(는) {options} 가운데 하나여야 하는데 {value!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="330" />
        <source>{name}={k} is larger than the number of points (n_samples={n_samples}); choose {name} &lt;= {n_samples} or add more points.</source>
        <translation>{name}={k}은(는) 점의 수(n_samples={n_samples})보다 큽니다. {name} &lt;= {n_samples}로 고르거나 점을 더 넣으세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="342" />
        <source>{name} must have shape (n_clusters, n_features) = ({n_clusters}, {n_features}); got {centers_shape}.</source>
        <translation>{name}의 모양은 (n_clusters, n_features) = ({n_clusters}, {n_features})이어야 하는데 {centers_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="346" />
        <location filename="../../engine/cluster/gmm.py" line="188" />
        <source>{name} contains NaN or infinity.</source>
        <translation>{name}에 NaN이나 무한대가 있습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="359" />
        <source>No {name} given (an empty path){choice}.</source>
        <translation>{name}이(가) 주어지지 않았습니다 (빈 경로){choice}.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="382" />
        <source>{what} would need about {n_bytes:,.1f} GB of memory, more than the {MEMORY_BUDGET:.1f} GB allowed; {fix}.</source>
        <translation>{what}에는 메모리가 약 {n_bytes:,.1f} GB 필요합니다. 허용된 {MEMORY_BUDGET:.1f} GB보다 많습니다. {fix}.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="410" />
        <source>Cannot read {value}: it does not exist; choose {what}.</source>
        <translation>{value}을(를) 읽을 수 없습니다: 존재하지 않습니다. {what}을(를) 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="416" />
        <source>Cannot read {value}: {reason}.</source>
        <translation>{value}을(를) 읽을 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="419" />
        <source>{value} is a folder, not a file; {value2}.</source>
        <translation>{value}은(는) 파일이 아니라 폴더입니다. {value2}.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="422" />
        <source>{path_name} is not a regular file (a pipe, device or socket); choose {what}.</source>
        <translation>{path_name}은(는) 일반 파일이 아닙니다 (파이프, 장치, 소켓). {what}을(를) 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/base.py" line="207" />
        <source>{model}: iteration {iteration}</source>
        <extracomment>the parameters that cap an iterative fit, for the ``total`` of :meth:`IterativeMixin.fit_job`</extracomment>
        <translation>{model}: 반복 {iteration}</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/elimination.py" line="57" />
        <source>The elimination order must name each hidden variable once: {value} (in any order); got {order}.</source>
        <translation>소거 순서에는 숨은 변수를 각각 한 번씩 써야 합니다: {value} (순서는 자유). 받은 순서: {order}.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/factor.py" line="60" />
        <source>The product over {n_variables} variables would have {cells:,} cells (at most {MAX_CELLS:,}); choose an elimination order that keeps the factors small, or a smaller network.</source>
        <translation>변수 {n_variables}개의 곱은 칸이 {cells:,}개가 됩니다 (많아야 {MAX_CELLS:,}개). 인수를 작게 유지하는 소거 순서나 더 작은 네트워크를 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="92" />
        <source>domains must map each variable's name to its values, e.g. {'Rain': (True, False)}.</source>
        <translation>domains는 각 변수의 이름을 그 값들에 대응시켜야 합니다. 예: {'Rain': (True, False)}.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="98" />
        <source>Variable names must be non-empty strings; got {name!r}.</source>
        <translation>변수 이름은 비어 있지 않은 문자열이어야 하는데 {name!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="102" />
        <source>The domain of {name!r} must list distinct values; got {values!r}.</source>
        <translation>{name!r}의 정의역에는 서로 다른 값을 나열해야 하는데 {values!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="109" />
        <source>parents names variables without a domain: {unknown}.</source>
        <translation>parents에 정의역이 없는 변수가 있습니다: {unknown}.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="117" />
        <source>The parents of {name!r} must be other, distinct variables of the network; got {ps!r}.</source>
        <translation>{name!r}의 부모는 이 네트워크의 서로 다른 다른 변수여야 하는데 {ps!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="131" />
        <source>The network has a cycle among {remaining}: a Bayesian network must be a directed acyclic graph.</source>
        <translation>네트워크에 {remaining} 사이의 순환이 있습니다: 베이즈 네트워크는 방향 비순환 그래프여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="143" />
        <source>No CPT for {name!r}: give P({name} | {value}).</source>
        <translation>{name!r}의 CPT가 없습니다: P({name} | {value})를 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="149" />
        <source>The CPT of {name!r} must be numbers.</source>
        <translation>{name!r}의 CPT는 숫자여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="154" />
        <source>The CPT of {name!r} must have shape {shape} (one axis per parent {parents_name!r}, then {name!r}'s values); got {table_shape}.</source>
        <translation>{name!r}의 CPT 모양은 {shape}이어야 합니다 (부모 {parents_name!r}마다 축 하나, 그다음 {name!r}의 값). 받은 모양: {table_shape}.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="160" />
        <source>The CPT of {name!r} must hold probabilities (finite, ≥ 0).</source>
        <translation>{name!r}의 CPT에는 확률(유한하고 ≥ 0)이 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="169" />
        <source>The row P({name} | {value}) of the CPT of {name!r} sums to {sums_row:.6g}; each row must sum to 1.</source>
        <translation>{name!r}의 CPT에서 행 P({name} | {value})의 합이 {sums_row:.6g}입니다. 각 행의 합은 1이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="224" />
        <source>{name!r} is not a variable of this network; its variables are {variables}.</source>
        <translation>{name!r}은(는) 이 네트워크의 변수가 아닙니다. 변수는 {variables}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="232" />
        <source>Name at least one query variable.</source>
        <translation>질의 변수를 적어도 하나 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="236" />
        <source>The query names a variable twice: {query!r}.</source>
        <translation>질의에 같은 변수가 두 번 있습니다: {query!r}.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="243" />
        <source>{name!r} is both queried and observed; drop it from one.</source>
        <translation>{name!r}이(가) 질의되고 관측되기도 했습니다. 한쪽에서 빼세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="247" />
        <source>{value!r} is not a value of {name!r}; its values are {domains_name!r}.</source>
        <translation>{value!r}은(는) {name!r}의 값이 아닙니다. 값은 {domains_name!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="257" />
        <source>The evidence has probability 0 under this network: no posterior exists. Check the observed values.</source>
        <translation>이 네트워크에서 증거의 확률이 0입니다: 사후 확률이 없습니다. 관측값을 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/network.py" line="274" />
        <source>Enumeration would sum {cells:,} terms (at most {MAX_CELLS:,}); use variable elimination.</source>
        <translation>열거하면 항 {cells:,}개를 더해야 합니다 (많아야 {MAX_CELLS:,}개). 변수 소거를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/presets.py" line="68" />
        <source>Give the counts of at least two classes, and word counts for each of the same classes.</source>
        <translation>적어도 두 클래스의 개수와, 같은 클래스마다 단어 개수를 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/presets.py" line="75" />
        <source>Each class needs a positive message count and, per word, a count between 0 and its messages.</source>
        <translation>클래스마다 양수인 메일 수가 있어야 하고, 단어마다 0과 그 메일 수 사이의 개수가 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/presets.py" line="79" />
        <source>A word cannot be called 'Class' (the class variable's name).</source>
        <translation>단어 이름을 'Class'로 할 수 없습니다 (클래스 변수의 이름입니다).</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/presets.py" line="97" />
        <source>The model has no {name}: fit a Bernoulli Naive Bayes first.</source>
        <translation>모델에 {name}이(가) 없습니다: 먼저 베르누이 나이브 베이즈를 학습하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/presets.py" line="102" />
        <source>columns must index the model's {counts_shape_1} features.</source>
        <translation>columns는 모델의 특징 {counts_shape_1}개를 가리켜야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/presets.py" line="107" />
        <source>Give one distinct word name per column.</source>
        <translation>열마다 서로 다른 단어 이름을 하나씩 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/structure.py" line="37" />
        <source>The structure must be text; got {text_type}.</source>
        <translation>구조는 텍스트여야 하는데 {text_type}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/structure.py" line="46" />
        <source>Line {number} ({line!r}) is not 'Name {{values}}: Parent, Parent': write one variable a line, e.g. 'Alarm: Burglary, Earthquake'.</source>
        <translation>{number}행 ({line!r})이 'Name {{values}}: Parent, Parent' 꼴이 아닙니다. 한 줄에 변수 하나씩 쓰세요. 예: 'Alarm: Burglary, Earthquake'.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/structure.py" line="53" />
        <source>Line {number} names {name!r} a second time; give each variable one line.</source>
        <translation>{number}행에서 {name!r}이(가) 두 번째로 나옵니다. 변수마다 한 줄씩 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/structure.py" line="61" />
        <source>Line {number}: {name!r} needs at least two distinct values in its braces, e.g. {{sun, rain}}; got {{{values}}}.</source>
        <translation>{number}행: {name!r}의 중괄호 안에는 서로 다른 값이 적어도 두 개 있어야 합니다. 예: {{sun, rain}}. 받은 값: {{{values}}}.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/structure.py" line="69" />
        <source>The structure is empty: write one variable a line, e.g. 'Alarm: Burglary, Earthquake'.</source>
        <translation>구조가 비어 있습니다: 한 줄에 변수 하나씩 쓰세요. 예: 'Alarm: Burglary, Earthquake'.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/structure.py" line="72" />
        <source>The structure has {n_domains} variables; at most {MAX_VARIABLES} here (the joint table must stay readable).</source>
        <translation>구조의 변수가 {n_domains}개입니다. 여기서는 많아야 {MAX_VARIABLES}개입니다 (결합 확률표를 읽을 수 있어야 합니다).</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/structure.py" line="79" />
        <source>{name!r} has parents with no line of their own: {missing}; add a line for each.</source>
        <translation>{name!r}의 부모 가운데 자기 줄이 없는 것이 있습니다: {missing}. 각각 한 줄씩 더하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/bayesnet/structure.py" line="127" />
        <source>{name!r} is not a variable of this network; its variables are {net_variables}.</source>
        <translation>{name!r}은(는) 이 네트워크의 변수가 아닙니다. 변수는 {net_variables}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/diagnostics.py" line="58" />
        <source>Give one label per point ({X_shape_0}) and centres with {X_shape_1} coordinates; got {labels_shape} and {C_shape}.</source>
        <extracomment>Above this many points the hint is not computed (it refits 2-means in every cluster).</extracomment>
        <translation>점마다 레이블 하나({X_shape_0}개)와 좌표가 {X_shape_1}개인 중심을 주세요. 받은 것: {labels_shape}, {C_shape}.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/diagnostics.py" line="65" />
        <source>labels must be cluster indices 0…{k}.</source>
        <translation>labels는 군집 번호 0…{k}이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="115" />
        <source>The point index must be an integer; got {index!r}.</source>
        <translation>점 번호는 정수여야 하는데 {index!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="118" />
        <source>Point {i} does not exist: the data have {n_X} points (0 … {n_X2}). Select a point of the current data.</source>
        <translation>점 {i}은(는) 없습니다: 데이터의 점은 {n_X}개입니다 (0 … {n_X2}). 지금 데이터의 점을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="128" />
        <source>The {name} must be a (K, {d}) array, one row per cluster in the data's {d} dimension(s); got shape {C_shape}.</source>
        <translation>{name}은(는) (K, {d}) 배열이어야 합니다 (데이터의 {d}차원에서 군집마다 한 행). 받은 모양: {C_shape}.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="152" />
        <source>The labels must be {n_X} integers, one per point; got shape {labels_shape} of {labels_dtype}.</source>
        <translation>레이블은 점마다 하나씩 정수 {n_X}개여야 하는데 {labels_dtype}의 모양 {labels_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="158" />
        <source>The labels must lie in 0 … {k} for {k2} centres.</source>
        <translation>중심이 {k2}개이므로 레이블은 0 … {k} 안에 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="178" />
        <source>β must be a positive number; got {beta}.</source>
        <translation>β는 양수여야 하는데 {beta}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="193" />
        <source>Covariances of shape {shape} fit no covariance type for {n_components} components in {d} dimension(s): full is (K, d, d), diag (K, d), spherical (K,).</source>
        <translation>모양 {shape}의 공분산은 {d}차원 성분 {n_components}개의 어떤 공분산 종류에도 맞지 않습니다: full은 (K, d, d), diag는 (K, d), spherical은 (K,)입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="209" />
        <source>The mixing weights must be {n_M} non-negative numbers summing to 1; got {round}.</source>
        <translation>혼합 가중치는 합이 1인 음이 아닌 수 {n_M}개여야 하는데 {round}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="215" />
        <source>covariance_type must be one of {COVARIANCE_TYPES}; got {kind!r}.</source>
        <translation>covariance_type은 {COVARIANCE_TYPES} 가운데 하나여야 하는데 {kind!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="220" />
        <source>Covariances of shape {covariances_shape} are not {kind!r} covariances for {n_M} components in {X_shape_1} dimension(s).</source>
        <translation>모양 {covariances_shape}의 공분산은 {X_shape_1}차원 성분 {n_M}개의 {kind!r} 공분산이 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="244" />
        <source>A {step_type} has no centres to own points.</source>
        <translation>{step_type}에는 점을 차지할 중심이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="267" />
        <source>Match centres of the same shape: {R_shape} against {C_shape}.</source>
        <translation>같은 모양의 중심끼리 맞추세요: {R_shape}와 {C_shape}.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="279" />
        <source>Responsibilities must be an (n, K) array of non-negative numbers; got shape {r_shape}.</source>
        <translation>책임값은 음이 아닌 수의 (n, K) 배열이어야 하는데 모양이 {r_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="310" />
        <source>Explaining a soft k-means step needs the run's β (beta=…).</source>
        <translation>소프트 k-means 단계를 설명하려면 실행의 β(beta=…)가 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/explain.py" line="315" />
        <source>A {step_type} has no centres to explain a point by.</source>
        <translation>{step_type}에는 점을 설명할 중심이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/gmm.py" line="177" />
        <source>weights_init must be {k} non-negative numbers summing to 1; got {round} (sum {w:.4g}).</source>
        <translation>weights_init은 합이 1인 음이 아닌 수 {k}개여야 하는데 {round}입니다 (합 {w:.4g}).</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/gmm.py" line="182" />
        <source>means_init must have shape ({k}, {d}); got {shape}.</source>
        <translation>means_init의 모양은 ({k}, {d})이어야 하는데 {shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/gmm.py" line="193" />
        <source>covariances_init for covariance_type={covariance_type!r} must have shape {expected}; got {shape}.</source>
        <translation>covariance_type={covariance_type!r}의 covariances_init 모양은 {expected}이어야 하는데 {shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/cluster/gmm.py" line="285" />
        <source>A component's covariance is not positive definite (it sits on too few distinct points). Increase reg_covar, use fewer components, or a 'spherical'/'diag' covariance.</source>
        <translation>한 성분의 공분산이 양의 정부호가 아닙니다 (서로 다른 점이 너무 적습니다). reg_covar를 키우거나, 성분을 줄이거나, 'spherical'/'diag' 공분산을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/ensemble/adaboost.py" line="116" />
        <source>Only binary classification is supported: AdaBoost here separates two classes; y has {n_classes}. Keep two classes.</source>
        <translation>이진 분류만 지원합니다: 여기서 AdaBoost는 두 클래스를 나눕니다. y의 클래스는 {n_classes}개입니다. 두 클래스만 남기세요.</translation>
    </message>
    <message>
        <location filename="../../engine/ensemble/adaboost.py" line="121" />
        <source>Every point has the same coordinates: no stump can split them.</source>
        <translation>모든 점의 좌표가 같습니다: 어떤 그루터기도 나눌 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/ensemble/adaboost.py" line="136" />
        <source>No feature takes two different values; no stump can split.</source>
        <translation>서로 다른 두 값을 갖는 특징이 없습니다: 그루터기가 나눌 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/ensemble/resample.py" line="44" />
        <source>{k}-fold cross-validation needs at least {k} points of every class; the smallest class has {smallest}. Add points or lower k.</source>
        <translation>{k}-폴드 교차 검증에는 클래스마다 점이 적어도 {k}개 필요한데 가장 작은 클래스는 {smallest}개입니다. 점을 더하거나 k를 줄이세요.</translation>
    </message>
    <message>
        <location filename="../../engine/ensemble/resample.py" line="55" />
        <source>fold {j} of {k}…</source>
        <translation>폴드 {j} / {k}…</translation>
    </message>
    <message>
        <location filename="../../engine/ensemble/resample.py" line="67" />
        <source>fitting {model_type}…</source>
        <translation>{model_type} 학습 중…</translation>
    </message>
    <message>
        <location filename="../../engine/ensemble/resample.py" line="103" />
        <source>resample {b} of {n_sets}…</source>
        <translation>재표본 {b} / {n_sets}…</translation>
    </message>
    <message>
        <location filename="../../engine/ensemble/voting.py" line="122" />
        <source>{model_type} knows the classes {own}, not {classes}; fit every model on the same labels.</source>
        <translation>{model_type}이(가) 아는 클래스는 {own}이고 {classes}가 아닙니다. 모든 모델을 같은 레이블로 학습하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/errata.py" line="124" />
        <source>lang must be 'en' or 'ko'; got {lang!r}.</source>
        <extracomment>The notes' chapters, by their own titles, in the order of the notes map. The seed files of the notes (in /work/shared/seeds for the project). Every view that can show a record: "&lt;tab&gt;/&lt;view&gt;" (clustering/&lt;algorithm&gt; for the Run view). Each view id's name in the navigator and Help › Course map ("&lt;tab&gt;/&lt;title as shown&gt;", the English source title; ui/course.py). The four algorithms of the clustering run share a page.</extracomment>
        <translation>lang은 'en'이나 'ko'여야 하는데 {lang!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/errata.py" line="156" />
        <source>No erratum {erratum_id!r}; known ids: {BY_ID}.</source>
        <extracomment>All records: errata first, then conventions, each in the order of the notes.</extracomment>
        <translation>정오표 항목 {erratum_id!r}이(가) 없습니다. 아는 id: {BY_ID}.</translation>
    </message>
    <message>
        <location filename="../../engine/errata.py" line="169" />
        <source>Unknown view {view!r}; use a view id ({VIEWS}) or a navigator name ({values}).</source>
        <translation>알 수 없는 보기 {view!r}입니다. 보기 id({VIEWS})나 내비게이터 이름({values})을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/errata.py" line="183" />
        <source>kind must be one of {KINDS} or None; got {kind!r}.</source>
        <translation>kind는 {KINDS} 가운데 하나이거나 None이어야 하는데 {kind!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="307" />
        <location filename="../../engine/estimation.py" line="72" />
        <source>{name} must be a finite number; got {value!r}.</source>
        <translation>{name}은(는) 유한한 수여야 하는데 {value!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="75" />
        <source>{name} must be &gt; 0 (a Beta/Dirichlet parameter); got {value}.</source>
        <translation>{name}은(는) &gt; 0이어야 합니다 (베타/디리클레 매개변수). 받은 값: {value}.</translation>
    </message>
    <message>
        <location filename="../../engine/_validation.py" line="296" />
        <location filename="../../engine/estimation.py" line="79" />
        <source>{name} must be &gt;= {low}; got {value}.</source>
        <translation>{name}은(는) &gt;= {low}이어야 하는데 {value}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="88" />
        <source>{exc} Counts are whole numbers of mails.</source>
        <translation>{exc} 개수는 메일 수이므로 정수입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="111" />
        <source>successes ({k}) cannot exceed trials ({n}): a word occurs in at most every mail.</source>
        <translation>성공 수({k})가 시행 수({n})보다 클 수 없습니다: 한 단어는 많아야 모든 메일에 나옵니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="148" />
        <source>counts must be numbers, one per outcome.</source>
        <translation>counts는 결과마다 하나씩 숫자여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="151" />
        <source>counts must list at least two outcomes; got shape {c_shape}.</source>
        <translation>counts에는 결과가 적어도 두 개 있어야 하는데 모양이 {c_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="154" />
        <source>counts must be whole numbers &gt;= 0.</source>
        <translation>counts는 0 이상의 정수여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="158" />
        <source>alpha must be one number or one per outcome ({n_c}).</source>
        <translation>alpha는 수 하나이거나 결과마다 하나({n_c}개)여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="161" />
        <source>alpha must be &gt; 0 (Dirichlet parameters).</source>
        <translation>alpha는 &gt; 0이어야 합니다 (디리클레 매개변수).</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="208" />
        <source>count ({k}) cannot exceed total ({n}).</source>
        <translation>개수({k})가 전체({n})보다 클 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="244" />
        <source>A word cannot be in more mails than the class has.</source>
        <translation>한 단어가 그 클래스의 메일 수보다 많은 메일에 나올 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="247" />
        <source>Each class needs at least one mail.</source>
        <translation>클래스마다 메일이 적어도 하나 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="272" />
        <source>Each class needs at least one training mail.</source>
        <translation>클래스마다 학습 메일이 적어도 하나 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="278" />
        <source>alphas must be finite numbers &gt;= 0.</source>
        <translation>alphas는 0 이상의 유한한 수여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="322" />
        <source>values and counts must be numbers.</source>
        <translation>values와 counts는 숫자여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="324" />
        <source>values and counts must be two lists of the same length; got {x_shape} and {c_shape}.</source>
        <translation>values와 counts는 길이가 같은 두 목록이어야 하는데 {x_shape}와 {c_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="328" />
        <source>A Poisson variable takes whole values &gt;= 0 (0, 1, 2, …).</source>
        <translation>포아송 변수는 0 이상의 정수 값(0, 1, 2, …)을 갖습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="331" />
        <source>counts must be &gt;= 0 with at least one observation.</source>
        <translation>counts는 &gt;= 0이어야 하고 관측이 적어도 하나 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="381" />
        <source>x must be numbers (the observations).</source>
        <translation>x는 숫자(관측값)여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="384" />
        <source>x contains NaN or infinity; remove or fill those values.</source>
        <translation>x에 NaN이나 무한대가 있습니다. 그 값을 지우거나 채우세요.</translation>
    </message>
    <message>
        <location filename="../../engine/estimation.py" line="430" />
        <source>lambdas must be positive finite numbers (Poisson rates).</source>
        <translation>lambdas는 양의 유한한 수(포아송 비율)여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/__init__.py" line="64" />
        <source>Unknown exercise kind {name!r}; choose from {KINDS} (or use questions() for the chapters' questions).</source>
        <translation>알 수 없는 연습 종류 {name!r}입니다. {KINDS} 가운데 고르세요 (장의 문제는 questions()를 쓰세요).</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/__init__.py" line="78" />
        <location filename="../../engine/exercises/question_bank.py" line="66" />
        <source>lang must be one of {LANGUAGES}; got {lang!r}.</source>
        <translation>lang은 {LANGUAGES} 가운데 하나여야 하는데 {lang!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/__init__.py" line="90" />
        <source>Questions are written, not generated: use questions(chapter) or question(id).</source>
        <translation>문제는 생성하지 않고 써 둔 것입니다: questions(chapter)나 question(id)를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/__init__.py" line="101" />
        <source>Give an Exercise (from generate(), questions() or Exercise.from_dict()); got {exercise_type}.</source>
        <translation>Exercise를 주세요 (generate(), questions(), Exercise.from_dict()에서). 받은 것: {exercise_type}.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="113" />
        <source>An exercise is read from a dict (as to_dict writes it); got {d_type}.</source>
        <translation>연습은 dict에서 읽습니다 (to_dict가 쓰는 형태). 받은 것: {d_type}.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="118" />
        <source>The exercise is missing {missing}; save it with Exercise.to_dict().</source>
        <translation>연습에 {missing}이(가) 빠져 있습니다. Exercise.to_dict()로 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="122" />
        <source>Exercise format {d!r} is not known to this version (which reads format {FORMAT_VERSION}).</source>
        <translation>연습 형식 {d!r}은(는) 이 버전이 모릅니다 (읽을 수 있는 형식은 {FORMAT_VERSION}).</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="128" />
        <source>The exercise's {key} must be a {kind}; got {d_key_type}.</source>
        <translation>연습의 {key}은(는) {kind}여야 하는데 {d_key_type}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="133" />
        <source>The exercise's {key} must be a whole number; got {d_key!r}.</source>
        <translation>연습의 {key}은(는) 정수여야 하는데 {d_key!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="138" />
        <source>The exercise's language {lang!r} is not one of {LANGUAGES}.</source>
        <translation>연습의 언어 {lang!r}은(는) {LANGUAGES} 가운데 하나가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="145" />
        <source>The exercise's data is {size:,} characters of JSON; exercises are small (at most {MAX_DATA_CHARS:,}). The file is damaged.</source>
        <translation>연습 데이터가 JSON {size:,}자입니다. 연습은 작습니다 (많아야 {MAX_DATA_CHARS:,}자). 파일이 손상되었습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="152" />
        <source>Unknown exercise kind {ex_kind!r}; this version knows {REGISTRY}.</source>
        <translation>알 수 없는 연습 종류 {ex_kind!r}입니다. 이 버전이 아는 종류: {REGISTRY}.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="163" />
        <source>The {ex_kind} exercise's data is damaged ({e_type}: {e}); generate it again from its kind, level and seed.</source>
        <translation>{ex_kind} 연습의 데이터가 손상되었습니다 ({e_type}: {e}). 종류, 수준, 시드로 다시 생성하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="195" />
        <source>A grade is read from a dict with score, wrong, feedback and expected (as Grade.to_dict writes it).</source>
        <translation>성적은 score, wrong, feedback, expected가 있는 dict에서 읽습니다 (Grade.to_dict가 쓰는 형태).</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="201" />
        <source>A grade's score is a number from 0 to 1; got {score!r}.</source>
        <translation>성적의 score는 0에서 1 사이의 수인데 {score!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="383" />
        <source>An answer is a dict from part name to value (see solve()); got {answer_type}.</source>
        <translation>답은 부분 이름에서 값으로 가는 dict입니다 (solve() 참고). 받은 것: {answer_type}.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="389" />
        <source>The answer names part(s) {map} that this exercise does not have; its parts are {shown}.</source>
        <translation>답에 이 연습에 없는 부분 {map}이(가) 있습니다. 부분은 {shown}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="406" />
        <source>level must be a whole number from 1 to {MAX_LEVEL}; got {level!r}.</source>
        <translation>level은 1에서 {MAX_LEVEL} 사이의 정수여야 하는데 {level!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/_core.py" line="410" />
        <source>seed must be a whole number &gt;= 0; got None.</source>
        <translation>seed는 0 이상의 정수여야 하는데 None입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/question_bank.py" line="77" />
        <source>No question {question_id!r}; the ids are {BY_ID} … (see questions()).</source>
        <translation>문제 {question_id!r}이(가) 없습니다. id는 {BY_ID} …입니다 (questions() 참고).</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/question_bank.py" line="87" />
        <source>No questions for chapter {chapter!r}; the chapters are {CHAPTERS}.</source>
        <translation>장 {chapter!r}의 문제가 없습니다. 장은 {CHAPTERS}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/exercises/question_bank.py" line="105" />
        <source>Questions are written, not generated: use questions() or question(id).</source>
        <translation>문제는 생성하지 않고 써 둔 것입니다: questions()나 question(id)를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/features.py" line="46" />
        <source>Feature scores need documents of class {positive!r} and of the other class(es).</source>
        <extracomment>IG's logarithm: base 2 (bits) unless a caller says otherwise; every IG shown names its base. The base the notes' examples use (IG of term 1 = 0.29 in base 10, 0.971 bits).</extracomment>
        <translation>특징 점수에는 클래스 {positive!r}의 문서와 다른 클래스의 문서가 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/features.py" line="108" />
        <source>information_gain needs 0 &lt;= tp &lt;= P and 0 &lt;= fp &lt;= N (documents with the word in each class, and the class sizes); got P={P:g}, N={N:g}, and tp={choice:g}, fp={choice2:g} for term {i}.</source>
        <translation>information_gain에는 0 &lt;= tp &lt;= P, 0 &lt;= fp &lt;= N이 필요합니다 (각 클래스에서 그 단어가 있는 문서 수와 클래스 크기). 받은 값: P={P:g}, N={N:g}, 단어 {i}의 tp={choice:g}, fp={choice2:g}.</translation>
    </message>
    <message>
        <location filename="../../engine/features.py" line="179" />
        <source>term must be a column index 0…{n_tp}; got {term!r}.</source>
        <translation>term은 열 번호 0…{n_tp}이어야 하는데 {term!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/features.py" line="194" />
        <source>Unknown term {term!r}; the notes' terms are {terms}.</source>
        <translation>알 수 없는 단어 {term!r}입니다. 강의 노트의 단어는 {terms}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/chain.py" line="42" />
        <source>No tag sequences to estimate the chain from.</source>
        <translation>연쇄를 추정할 태그 열이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/chain.py" line="90" />
        <source>context {ctx} gives {n_ctx} tag(s); this chain of order {order} needs the previous {order} (use '&lt;s&gt;' before the start).</source>
        <translation>문맥 {ctx}의 태그는 {n_ctx}개인데 차수 {order}인 이 연쇄에는 앞의 태그 {order}개가 필요합니다 (시작 앞에는 '&lt;s&gt;'를 쓰세요).</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/chain.py" line="99" />
        <source>Unknown tag(s) {bad}; the chain knows {states} (and &lt;s&gt;, &lt;/s&gt;).</source>
        <translation>알 수 없는 태그 {bad}입니다. 연쇄가 아는 태그는 {states}입니다 (그리고 &lt;s&gt;, &lt;/s&gt;).</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/chain.py" line="117" />
        <source>Unknown tag(s) {unknown}; the chain knows {states}.</source>
        <translation>알 수 없는 태그 {unknown}입니다. 연쇄가 아는 태그는 {states}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/core.py" line="72" />
        <source>The model's shapes do not fit {N} emitting states: π {log_pi_shape}, A {log_A_shape} (first order: (N,), (N, N); second order: (C, N), (C, N, N)).</source>
        <translation>모델의 모양이 방출 상태 {N}개에 맞지 않습니다: π {log_pi_shape}, A {log_A_shape} (1차: (N,), (N, N); 2차: (C, N), (C, N, N)).</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/core.py" line="84" />
        <source>The emission scores must have shape (T, N) or (S, T, N) with N ≥ 1 states; got shape {log_E_shape}.</source>
        <translation>방출 점수의 모양은 상태 N ≥ 1개인 (T, N)이나 (S, T, N)이어야 하는데 {log_E_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/core.py" line="89" />
        <source>An observation sequence is empty; give at least one observation.</source>
        <translation>관측열이 비어 있습니다. 관측을 적어도 하나 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/core.py" line="93" />
        <source>lengths must give each of the {S} sequences a length in 1..{T}; got {n}.</source>
        <translation>lengths는 열 {S}개 각각에 1..{T} 사이의 길이를 주어야 하는데 {n}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/core.py" line="186" />
        <source>lengths {lengths} must be ≥ 1 each and add up to the {n_E} rows of the emission scores.</source>
        <translation>lengths {lengths}는 각각 ≥ 1이고 합이 방출 점수의 행 수 {n_E}여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/core.py" line="369" />
        <source>viterbi_candidates needs a finite π (first order) or a π finite on exactly one start row (second order).</source>
        <translation>viterbi_candidates에는 유한한 π(1차)나, 정확히 한 시작 행에서만 유한한 π(2차)가 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/core.py" line="375" />
        <source>Each sentence needs ≥ 1 token, each token ≥ 1 candidate tag, and the lengths, counts, tags and scores must fit together.</source>
        <translation>문장마다 토큰이 ≥ 1개, 토큰마다 후보 태그가 ≥ 1개 있어야 하고, 길이·개수·태그·점수가 서로 맞아야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="63" />
        <source>The corpus is empty.</source>
        <translation>말뭉치가 비어 있습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="90" />
        <source>Morphemes come from the LEMMA and XPOS columns (학교+에서, NNG+JKB); UPOS tags whole words. Use column='xpos' with morphemes=True, or morphemes=False for UPOS.</source>
        <translation>형태소는 LEMMA와 XPOS 열(학교+에서, NNG+JKB)에서 나옵니다. UPOS는 단어 전체에 붙는 태그입니다. column='xpos'와 morphemes=True를 쓰거나, UPOS에는 morphemes=False를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="101" />
        <source>word/TAG tokens separated by spaces</source>
        <translation>공백으로 나뉜 단어/태그 토큰</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="103" />
        <source>CoNLL-U lines of 10 tab-separated columns</source>
        <translation>탭으로 나뉜 10열의 CoNLL-U 줄</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="105" />
        <source>'word tag' lines with a blank line between sentences</source>
        <translation>문장 사이에 빈 줄이 있는 '단어 태그' 줄</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="107" />
        <source> ({problem})</source>
        <translation> ({problem})</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="109" />
        <source>Found no word/TAG pairs: is the text tagged? The first line reads {shown!r}{why}. A tagged corpus has {layout}.</source>
        <translation>단어/태그 쌍을 찾지 못했습니다: 태그가 붙은 텍스트입니까? 첫 줄은 {shown!r}입니다{why}. 태그 말뭉치의 형식: {layout}.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="150" />
        <source>line {k}: {why}</source>
        <translation>{k}행: {why}</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="171" />
        <source>{wrong!r} is not word/TAG</source>
        <translation>{wrong!r}은(는) 단어/태그 꼴이 아닙니다</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="184" />
        <source>a CoNLL-U token line has 10 tab-separated columns</source>
        <translation>CoNLL-U 토큰 줄에는 탭으로 나뉜 열이 10개 있습니다</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="201" />
        <source>expected 'word tag', got {line!r}</source>
        <translation>'단어 태그'를 기대했는데 {line!r}입니다</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="265" />
        <source>A tagged corpus needs one tag per word and sentence lengths that add up to the number of words.</source>
        <translation>태그 말뭉치에는 단어마다 태그 하나가 있어야 하고, 문장 길이의 합이 단어 수와 같아야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="270" />
        <source>A tagged corpus needs one eojeol-start flag per word.</source>
        <translation>태깅된 말뭉치에는 단어마다 어절 시작 표시가 하나씩 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="299" />
        <source>Sentence {k}: {pair!r} is not a (word, tag) pair of strings.</source>
        <translation>문장 {k}: {pair!r}은(는) 문자열 (단어, 태그) 쌍이 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="382" />
        <location filename="../../engine/parse/jobs.py" line="66" />
        <source>{path_name}: {exc}</source>
        <translation>{path_name}: {exc}</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="395" />
        <source>{folder} does not exist; choose a folder of tagged files.</source>
        <translation>{folder}이(가) 없습니다. 태그 파일이 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="397" />
        <source>{folder_name} is not a folder; open it as one tagged file instead.</source>
        <translation>{folder_name}은(는) 폴더가 아닙니다. 태그 파일 하나로 여세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/corpus.py" line="418" />
        <source>No tagged sentences in the folder {folder_name}: {reasons}.</source>
        <translation>폴더 {folder_name}에 태그가 붙은 문장이 없습니다: {reasons}.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="70" />
        <source>{name} must be an array of probabilities; got {p!r}.</source>
        <translation>{name}은(는) 확률의 배열이어야 하는데 {p!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="73" />
        <source>{name} must have shape {shape}; got {p_shape}.</source>
        <translation>{name}의 모양은 {shape}이어야 하는데 {p_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="77" />
        <source>{name} contains NaN or infinity; give probabilities in [0, 1].</source>
        <translation>{name}에 NaN이나 무한대가 있습니다. [0, 1] 안의 확률을 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="80" />
        <source>{name} has negative entries; probabilities are ≥ 0.</source>
        <translation>{name}에 음수가 있습니다. 확률은 ≥ 0입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="86" />
        <source>{name} sums to {sums_0:.6g}; it must sum to 1.</source>
        <translation>{name}의 합이 {sums_0:.6g}입니다. 합은 1이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="88" />
        <source>{name} row {bad_0} sums to {sums:.6g}; each row must sum to 1.</source>
        <translation>{name}의 {bad_0}행의 합이 {sums:.6g}입니다. 각 행의 합은 1이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="248" />
        <source>{n:,} observations × {S:,} sequences is more than {MAX_SAMPLE_TOTAL:,} draws at once; sample fewer or shorter sequences.</source>
        <translation>관측 {n:,}개 × 열 {S:,}개는 한 번에 뽑을 수 있는 {MAX_SAMPLE_TOTAL:,}개보다 많습니다. 열을 적게 또는 짧게 뽑으세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="273" />
        <source>B would have {n:,} × {m:,} entries (more than {MAX_EMISSIONS:,}); use fewer states or symbols.</source>
        <translation>B의 원소가 {n:,} × {m:,}개가 됩니다 ({MAX_EMISSIONS:,}개보다 많음). 상태나 기호를 줄이세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="298" />
        <source>The observations have probability 0 under the model (an emission or transition probability of zero rules every path out).</source>
        <translation>이 모델에서 관측의 확률이 0입니다 (0인 방출 확률이나 전이 확률이 모든 경로를 막습니다).</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="364" />
        <source>Sequence {k} has probability 0 under the model (an emission or transition probability of zero); start from other parameters.</source>
        <translation>이 모델에서 열 {k}의 확률이 0입니다 (0인 방출 확률이나 전이 확률). 다른 매개변수에서 시작하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="398" />
        <source>Sequence {k} is not an array of symbols.</source>
        <translation>열 {k}은(는) 기호의 배열이 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="401" />
        <source>Sequence {k} must be a list or array of integer symbols 0..n_features−1 (all of the same kind, no None).</source>
        <translation>열 {k}은(는) 정수 기호 0..n_features−1의 목록이나 배열이어야 합니다 (모두 같은 종류, None 없이).</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="406" />
        <source>Give at least one non-empty sequence of symbols.</source>
        <translation>비어 있지 않은 기호 열을 적어도 하나 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="410" />
        <source>Sequence {k}: symbols must be integers 0..{m}; got {s_dtype} values.</source>
        <translation>열 {k}: 기호는 정수 0..{m}이어야 하는데 {s_dtype} 값입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="414" />
        <source>Sequence {k}: symbols must lie in 0..{m}; found {s}..{s2}.</source>
        <translation>열 {k}: 기호는 0..{m} 안에 있어야 하는데 {s}..{s2}가 있습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="429" />
        <source>pi, A and B must be arrays of probabilities.</source>
        <translation>pi, A, B는 확률의 배열이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/discrete.py" line="432" />
        <source>pi must be 1-D (N,) and B 2-D (N, M); got shapes {shape_pi} and {shape_B}.</source>
        <translation>pi는 1차원 (N,), B는 2차원 (N, M)이어야 하는데 모양이 {shape_pi}와 {shape_B}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/evaluation.py" line="31" />
        <source>The corpus has {n_corpus} sentence(s); at least two are needed (one to train on, one to test on).</source>
        <translation>말뭉치의 문장이 {n_corpus}개입니다. 적어도 두 개가 필요합니다 (학습용 하나, 평가용 하나).</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/evaluation.py" line="92" />
        <source>tagged {b:,} of {n:,} held-out tokens</source>
        <translation>떼어 둔 토큰 {n:,}개 가운데 {b:,}개 태깅</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/presets.py" line="54" />
        <source>Unknown {what} {missing_0!r}; the {what}s are {known}.</source>
        <translation>알 수 없는 {what} {missing_0!r}입니다. 아는 것: {known}.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/presets.py" line="103" />
        <source>The sequence must be state indices 0…{n_pi}, at least one.</source>
        <translation>열은 상태 번호 0…{n_pi}이어야 하고, 적어도 하나 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tag_file.py" line="96" />
        <source>The tagged output would overwrite its source {source_name}; choose another file name.</source>
        <translation>태그 출력이 원본 {source_name}을(를) 덮어씁니다. 다른 파일 이름을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tag_file.py" line="99" />
        <source>reading {source_name}…</source>
        <translation>{source_name} 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tag_file.py" line="103" />
        <source>splitting {n_text:,} characters into sentences…</source>
        <translation>{n_text:,}자를 문장으로 나누는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tag_file.py" line="125" />
        <source>tagged {state_n_tokens:,} tokens of {state_n_sentences:,} sentences</source>
        <translation>문장 {state_n_sentences:,}개의 토큰 {state_n_tokens:,}개 태깅</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tag_file.py" line="130" />
        <source>{source_name} has no words to tag (it is empty or only white space).</source>
        <translation>{source_name}에 태깅할 단어가 없습니다 (비어 있거나 공백뿐입니다).</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tag_file.py" line="135" />
        <source>Cannot write {target_name}: {value}.</source>
        <translation>{target_name}을(를) 쓸 수 없습니다: {value}.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger.py" line="127" />
        <source>The corpus has no tagged sentences.</source>
        <extracomment>how many (state, candidate tag) pairs one batched Viterbi column may score (a few arrays of this many numbers: ~100 MB at most) κ, the pseudo-counts of P(b | t) behind a known word's P(b | t, w) in the eojeol-boundary factor (:meth:`HMMTagger.boundary_scores`). Chosen on UD Korean-Kaist's dev file alone, 5 × 80/20 held out (bench/bench_korean.py --select; the test file unread): see that docstring. which training words give an unknown word's P(b | t): "all" (every token) or "rare" (frequency ≤ :data:`engine.hmm.unknown.RARE`, as for the suffix tries), chosen as BOUNDARY_PRIOR was (2,281 against 2,283 pooled held-out errors: a tie, the simpler kept)</extracomment>
        <translation>말뭉치에 태그가 붙은 문장이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger.py" line="230" />
        <source>Each sentence needs at least one word, and the lengths must add up to the number of words.</source>
        <translation>문장마다 단어가 적어도 하나 있어야 하고, 길이의 합이 단어 수와 같아야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger.py" line="346" />
        <source>Give one eojeol-start flag per word: {n_flags:,} flags for {n:,} words.</source>
        <translation>단어마다 어절 시작 표시를 하나씩 주십시오: 단어 {n:,}개에 표시 {n_flags:,}개입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger_fit.py" line="26" />
        <source>counting {corpus_n_tokens:,} tagged tokens…</source>
        <translation>태그 토큰 {corpus_n_tokens:,}개 세는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger_fit.py" line="29" />
        <source>suffix tries for unknown words…</source>
        <translation>미등록어용 접미사 트라이…</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger_fit.py" line="33" />
        <source>fitted</source>
        <translation>학습 완료</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger_fit.py" line="47" />
        <source>transitions between {n:,} tags…</source>
        <translation>태그 {n:,}개 사이의 전이…</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger_fit.py" line="57" />
        <source>emissions of {n_vocab:,} words…</source>
        <translation>단어 {n_vocab:,}개의 방출…</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger_io.py" line="32" />
        <source>Cannot write the tagger to {path_name}: {value}. Choose another file or folder.</source>
        <translation>태거를 {path_name}에 쓸 수 없습니다: {value}. 다른 파일이나 폴더를 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger_io.py" line="68" />
        <source>Cannot read a saved tagger from {name}: {exc_why}. {HINT}</source>
        <translation>{name}에서 저장된 태거를 읽을 수 없습니다: {exc_why}. {HINT}</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger_io.py" line="75" />
        <source>Cannot read a saved tagger from {name}: it was saved by an older Trellis, before the TnT suffix model; train the tagger again and save it.</source>
        <translation>{name}에서 저장된 태거를 읽을 수 없습니다: TnT 접미사 모델 이전의 옛 Trellis가 저장한 것입니다. 태거를 다시 학습해 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger_io.py" line="79" />
        <source>Cannot read a saved tagger from {name}: it lacks {missing}. {HINT}</source>
        <translation>{name}에서 저장된 태거를 읽을 수 없습니다: {missing}이(가) 없습니다. {HINT}</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/tagger_io.py" line="89" />
        <source>Cannot read a saved tagger from {name}: {why}. {HINT}</source>
        <translation>{name}에서 저장된 태거를 읽을 수 없습니다: {why}. {HINT}</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/trellis.py" line="91" />
        <source>Give at least one word to tag.</source>
        <translation>태깅할 단어를 적어도 하나 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/unknown_hangul.py" line="130" />
        <source>Hangul unknown words: features of {r:,} of {n_hangul:,} Hangul words…</source>
        <translation>한글 미등록어: 한글 단어 {n_hangul:,}개 가운데 {r:,}개의 특징…</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/unknown_hangul.py" line="134" />
        <source>Hangul unknown words: {n_index:,} features of {n_hangul:,} Hangul words…</source>
        <translation>한글 미등록어: 한글 단어 {n_hangul:,}개의 특징 {n_index:,}개…</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/unknown_hangul.py" line="143" />
        <source>Hangul unknown words: maximum entropy, iteration {iteration}</source>
        <translation>한글 미등록어: 최대 엔트로피, 반복 {iteration}</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/unsupervised.py" line="50" />
        <source>The corpus has no sentences: open a tagged corpus first.</source>
        <translation>말뭉치에 문장이 없습니다: 먼저 태그 말뭉치를 여세요.</translation>
    </message>
    <message>
        <location filename="../../engine/hmm/unsupervised.py" line="92" />
        <source>decoding the sentences…</source>
        <translation>문장을 디코딩하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="35" />
        <source>{name}: {why}.</source>
        <translation>{name}: {why}.</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="54" />
        <location filename="../../engine/spam/corpus.py" line="263" />
        <source>Cannot read {path_name}: {value}.</source>
        <translation>{path_name}을(를) 읽을 수 없습니다: {value}.</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="57" />
        <source>it is not a .npz archive of arrays (it is a single array)</source>
        <translation>.npz 배열 묶음이 아닙니다 (배열 하나입니다)</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="63" />
        <source>the file is damaged or is not a .npz archive</source>
        <translation>파일이 손상되었거나 .npz 묶음이 아닙니다</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="69" />
        <source>it would inflate to {total:.1f} GB, more than the {max_bytes:.1f} GB a saved model can take</source>
        <translation>풀면 {total:.1f} GB가 되어 저장된 모델이 가질 수 있는 {max_bytes:.1f} GB보다 큽니다</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="81" />
        <source>its part {key} is not an array</source>
        <translation>그 부분 {key}은(는) 배열이 아닙니다</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="94" />
        <source>its part {key} is a .npy of version {version}, which Trellis does not write</source>
        <translation>그 부분 {key}은(는) 버전 {version}의 .npy로, Trellis가 쓰지 않는 형식입니다</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="101" />
        <source>its part {key} holds Python objects, not numbers or text</source>
        <translation>그 부분 {key}에는 숫자나 텍스트가 아닌 Python 객체가 있습니다</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="109" />
        <source>its part {key} claims {count:,} elements ({nbytes:,.0f} MB), more than it holds</source>
        <translation>그 부분 {key}은(는) 원소가 {count:,}개({nbytes:,.0f} MB)라고 하지만 실제로는 그보다 적습니다</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="118" />
        <source>its part {key} is cut short</source>
        <translation>그 부분 {key}이(가) 잘려 있습니다</translation>
    </message>
    <message>
        <location filename="../../engine/io/archive.py" line="126" />
        <source>its part {key} is damaged or is not an array</source>
        <translation>그 부분 {key}이(가) 손상되었거나 배열이 아닙니다</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="51" />
        <source>{n} file(s) skipped or repaired: {first}{more}</source>
        <translation>파일 {n}개를 건너뛰었거나 고쳐 읽었습니다: {first}{more}</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="77" />
        <source>{encoding!r} is not an encoding Python knows; choose utf-8, cp949, latin-1… or None to let Trellis detect it.</source>
        <translation>{encoding!r}은(는) Python이 아는 인코딩이 아닙니다. utf-8, cp949, latin-1… 가운데 고르거나 None으로 두어 Trellis가 알아내게 하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="82" />
        <source>{root} does not exist; choose a folder of text files.</source>
        <translation>{root}이(가) 없습니다. 텍스트 파일이 있는 폴더를 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="85" />
        <source>{root_name} is a file; choose the folder that holds the documents (one text file per document, a sub-folder per class).</source>
        <translation>{root_name}은(는) 파일입니다. 문서가 든 폴더를 고르세요 (문서마다 텍스트 파일 하나, 클래스마다 하위 폴더 하나).</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="97" />
        <source>listing {root_name}…</source>
        <translation>{root_name} 목록을 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="100" />
        <location filename="../../engine/spam/corpus.py" line="178" />
        <source>{name}: {why}, skipped</source>
        <translation>{name}: {why}, 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="103" />
        <source>{root_name} holds no text files (.txt, .text, .md or files without an extension). Put one document per file, a sub-folder per class.</source>
        <translation>{root_name}에 텍스트 파일(.txt, .text, .md 또는 확장자 없는 파일)이 없습니다. 파일마다 문서 하나, 클래스마다 하위 폴더 하나를 두세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="112" />
        <source>reading {n:,} of {total:,} files…</source>
        <translation>파일 {total:,}개 가운데 {n:,}개 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="119" />
        <location filename="../../engine/io/documents.py" line="130" />
        <location filename="../../engine/spam/corpus.py" line="197" />
        <source>{source}: {why}; skipped</source>
        <translation>{source}: {why}; 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="123" />
        <source>{source}: {mb:.0f} MB is too large for one document, skipped</source>
        <translation>{source}: {mb:.0f} MB는 문서 하나로는 너무 큽니다, 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="134" />
        <location filename="../../engine/spam/corpus.py" line="217" />
        <source>{source}: empty file, skipped</source>
        <translation>{source}: 빈 파일, 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="143" />
        <source>read {n_texts:,} documents</source>
        <translation>문서 {n_texts:,}개를 읽었습니다</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="147" />
        <source>None of the {total} file(s) in {root_name} holds readable text ({problem}).</source>
        <translation>{root_name}의 파일 {total}개 가운데 읽을 수 있는 텍스트가 있는 것이 없습니다 ({problem}).</translation>
    </message>
    <message>
        <location filename="../../engine/io/documents.py" line="150" />
        <source>None of the {total} file(s) in {root_name} holds readable text.</source>
        <translation>{root_name}의 파일 {total}개 가운데 읽을 수 있는 텍스트가 있는 것이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="83" />
        <source>Cannot read {name}: {value}.</source>
        <translation>{name}을(를) 읽을 수 없습니다: {value}.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="86" />
        <source>{name} looks like a binary file (or UTF-16 text), not a CSV of numbers; save it as UTF-8 CSV.</source>
        <translation>{name}은(는) 숫자 CSV가 아니라 바이너리 파일(또는 UTF-16 텍스트)로 보입니다. UTF-8 CSV로 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="89" />
        <source>Decoding…</source>
        <translation>디코딩하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="94" />
        <source>Line endings…</source>
        <translation>줄 끝 맞추는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="96" />
        <location filename="../../engine/io/points.py" line="228" />
        <source>Reading points…</source>
        <translation>점을 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="104" />
        <source>{name} is empty: it needs one point per line, e.g. '1.5,2.0'.</source>
        <translation>{name}이(가) 비어 있습니다: 한 줄에 점 하나가 있어야 합니다. 예: '1.5,2.0'.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="106" />
        <source>{name}: the first {HEAD_CHARS:,} characters hold no data line.</source>
        <translation>{name}: 처음 {HEAD_CHARS:,}자에 데이터 줄이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="112" />
        <source>{name}: its first line has more than {MAX_COLUMNS:,} values. Points are one per line with a few columns (x, y, …); a file of one long line needs a line break after each point.</source>
        <translation>{name}: 첫 줄의 값이 {MAX_COLUMNS:,}개보다 많습니다. 점은 한 줄에 하나씩, 열 몇 개(x, y, …)로 씁니다. 긴 한 줄짜리 파일은 점마다 줄을 바꿔야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="137" />
        <source>{name} has a header but no rows of numbers.</source>
        <translation>{name}에 머리글은 있지만 숫자 행이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="140" />
        <source>{name} has {X_shape_1} numeric column(s); points need at least {min_columns} (x and y).</source>
        <translation>{name}의 숫자 열은 {X_shape_1}개입니다. 점에는 적어도 {min_columns}개(x와 y)가 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="146" />
        <source>{name}, data row {r}: NaN or infinity is not a usable coordinate; fill or delete that row.</source>
        <translation>{name}, 데이터 {r}행: NaN이나 무한대는 좌표로 쓸 수 없습니다. 그 행을 채우거나 지우세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="299" />
        <source>{name}, line {line}: {n_row} values where the first row has {width}. Every row must have the same number of columns.</source>
        <translation>{name}, {line}행: 값이 {n_row}개인데 첫 행은 {width}개입니다. 모든 행의 열 수가 같아야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="310" />
        <source>{name}: columns {c} contain text only; at most one text column (class labels) is allowed.</source>
        <translation>{name}: 열 {c}에는 텍스트만 있습니다. 텍스트 열(클래스 레이블)은 많아야 하나입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="320" />
        <source>an empty cell (missing value)</source>
        <translation>빈 칸(빠진 값)</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="322" />
        <source>the text {cell!r}</source>
        <translation>텍스트 {cell!r}</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="325" />
        <source> (a decimal comma? Use ';' between the columns, or '.' in the numbers)</source>
        <translation> (소수점 쉼표인가요? 열 사이에는 ';'를, 숫자에는 '.'를 쓰세요)</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="327" />
        <source>{name}, line {numbered_r_0}, column {num_cols_c}: {what} where a number was expected{hint}. Fill or delete that row.</source>
        <translation>{name}, {numbered_r_0}행 {num_cols_c}열: 숫자가 와야 할 자리에 {what}이(가) 있습니다{hint}. 그 행을 채우거나 지우세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="346" />
        <source>X must be a table of numbers (n_points, n_columns) with the same number of values in every row.</source>
        <translation>X는 모든 행의 값 수가 같은 숫자 표 (n_points, n_columns)여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="350" />
        <source>X must be 2-D (n_points, n_columns); got shape {X_shape}. For one column use X.reshape(-1, 1).</source>
        <translation>X는 2차원 (n_points, n_columns)이어야 하는데 모양이 {X_shape}입니다. 열이 하나면 X.reshape(-1, 1)을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="356" />
        <source>columns names {n_columns} column(s) but X has {X_shape_1}; give one name per column (or none).</source>
        <translation>columns는 열 {n_columns}개에 이름을 붙이는데 X의 열은 {X_shape_1}개입니다. 열마다 이름 하나를 주세요 (또는 주지 마세요).</translation>
    </message>
    <message>
        <location filename="../../engine/io/points.py" line="363" />
        <source>labels must hold one label per point: {n_X} points, labels of shape {labels_shape}.</source>
        <translation>labels에는 점마다 레이블이 하나씩 있어야 합니다: 점 {n_X}개, 레이블 모양 {labels_shape}.</translation>
    </message>
    <message>
        <location filename="../../engine/io/text.py" line="54" />
        <source>The file: {n} byte sequence(s) that are not valid {encoding} were replaced by � (line {lines}{more}); the rest is {encoding}.</source>
        <translation>파일: 올바른 {encoding}이(가) 아닌 바이트 열 {n}개를 �로 바꿨습니다({lines}행{more}). 나머지는 {encoding}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/io/text.py" line="58" />
        <source>{name}: {n} byte sequence(s) that are not valid {encoding} were replaced by � (line {lines}{more}); the rest is {encoding}.</source>
        <translation>{name}: 올바른 {encoding}이(가) 아닌 바이트 열 {n}개를 �로 바꿨습니다({lines}행{more}). 나머지는 {encoding}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/io/text.py" line="90" />
        <source>Cannot read {path_name}: {reason}.</source>
        <translation>{path_name}을(를) 읽을 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <location filename="../../engine/io/text.py" line="96" />
        <source>{encoding!r} is not an encoding Python knows; choose utf-8, cp949, latin-1… or let Trellis detect it.</source>
        <translation>{encoding!r}은(는) Python이 아는 인코딩이 아닙니다. utf-8, cp949, latin-1… 가운데 고르거나 Trellis가 알아내게 하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/text.py" line="102" />
        <source>{path_name} is not valid {encoding} (line {line}, byte {exc_start}: {exc_reason}); choose another encoding or let Trellis detect it.</source>
        <translation>{path_name}은(는) 올바른 {encoding}이 아닙니다 ({line}행, 바이트 {exc_start}: {exc_reason}). 다른 인코딩을 고르거나 Trellis가 알아내게 하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/text.py" line="149" />
        <source>{name} starts with a {enc} byte-order mark but {f_replaced} of its byte sequences are not valid {enc} (first on line {choice}); the file is damaged or mislabelled. Re-save it as UTF-8, or choose its encoding.</source>
        <translation>{name}은(는) {enc} 바이트 순서 표시로 시작하지만 바이트 열 {f_replaced}개가 올바른 {enc}이(가) 아닙니다 (처음은 {choice}행). 파일이 손상되었거나 잘못 표시되었습니다. UTF-8로 다시 저장하거나 인코딩을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/text.py" line="166" />
        <source>{name} looks like a binary file (it contains NUL or control bytes), not text. Open a .txt file, or export the document as plain text.</source>
        <translation>{name}은(는) 텍스트가 아니라 바이너리 파일로 보입니다 (NUL이나 제어 바이트가 있습니다). .txt 파일을 열거나 문서를 일반 텍스트로 내보내세요.</translation>
    </message>
    <message>
        <location filename="../../engine/io/walk.py" line="78" />
        <source>Cannot open the folder {value}: {reason}.</source>
        <translation>폴더 {value}을(를) 열 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <location filename="../../engine/io/walk.py" line="81" />
        <source>cannot list this folder ({reason})</source>
        <translation>이 폴더의 목록을 읽을 수 없음({reason})</translation>
    </message>
    <message>
        <location filename="../../engine/io/walk.py" line="92" />
        <source>cannot read ({reason}; a broken link?)</source>
        <translation>읽을 수 없음({reason}; 끊어진 링크인가요?)</translation>
    </message>
    <message>
        <location filename="../../engine/io/walk.py" line="97" />
        <source>a link to {target}, outside the folder you chose; not followed</source>
        <translation>고른 폴더 밖의 {target}을(를) 가리키는 링크라서 따라가지 않음</translation>
    </message>
    <message>
        <location filename="../../engine/io/walk.py" line="105" />
        <source>a folder already read (a link back to it); not read twice</source>
        <translation>이미 읽은 폴더(그 폴더로 돌아가는 링크)라서 두 번 읽지 않음</translation>
    </message>
    <message>
        <location filename="../../engine/io/walk.py" line="113" />
        <source>not a regular file (a pipe, device or socket)</source>
        <translation>일반 파일이 아님(파이프, 장치 또는 소켓)</translation>
    </message>
    <message>
        <location filename="../../engine/linear/_base.py" line="46" />
        <source>The optimisation overflowed (the loss or its gradient is not finite); scale the features to unit size or lower C / the learning rate.</source>
        <translation>최적화가 넘쳤습니다 (손실이나 그 기울기가 유한하지 않습니다). 특징의 척도를 1 정도로 맞추거나 C / 학습률을 낮추세요.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/_base.py" line="75" />
        <source>Feature {j} has values around {mean_j:.6g} that vary by only {std_j:.3g}: at such an offset the solver cannot converge. Subtract each feature's mean (standardise the features) before fitting.</source>
        <translation>특징 {j}의 값은 {mean_j:.6g} 근처에서 {std_j:.3g}만큼만 변합니다: 이런 치우침에서는 풀이기가 수렴하지 못합니다. 학습 전에 각 특징의 평균을 빼세요 (특징 표준화).</translation>
    </message>
    <message>
        <location filename="../../engine/linear/bayes_decision.py" line="42" />
        <source>Give one likelihood and one prior per class ({n_names}); got {lik_size} and {pri_size}.</source>
        <translation>클래스마다({n_names}개) 가능도 하나와 사전 확률 하나를 주세요. 받은 것: {lik_size}개와 {pri_size}개.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/bayes_decision.py" line="48" />
        <source>Likelihoods must be probabilities in [0, 1] and priors non-negative.</source>
        <translation>가능도는 [0, 1] 안의 확률이어야 하고 사전 확률은 음이 아니어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/bayes_decision.py" line="51" />
        <source>The priors must sum to 1; they sum to {pri:.6g}.</source>
        <translation>사전 확률의 합은 1이어야 하는데 {pri:.6g}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/bayes_decision.py" line="55" />
        <source>Every class has P(x | k) P(k) = 0: x is impossible under the model.</source>
        <translation>모든 클래스에서 P(x | k) P(k) = 0입니다: 이 모델에서 x는 불가능합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="89" />
        <source>values must be numbers: one value per outcome (a row per constraint).</source>
        <translation>values는 숫자여야 합니다: 결과마다 값 하나 (제약마다 한 행).</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="94" />
        <source>values must be a list of outcome values (n_outcomes,) or a table (n_constraints, n_outcomes); got shape {shape}.</source>
        <translation>values는 결과 값의 목록 (n_outcomes,)이나 표 (n_constraints, n_outcomes)여야 하는데 모양이 {shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="99" />
        <source>There must be at least two outcomes; with one the distribution is certain (p = 1) and there is nothing to choose.</source>
        <translation>결과가 적어도 두 개 있어야 합니다. 하나뿐이면 분포가 확정되어(p = 1) 고를 것이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="108" />
        <source>target_means must be numbers, one per constraint.</source>
        <translation>target_means는 제약마다 하나씩 숫자여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="113" />
        <source>values and target_means must be finite numbers (no NaN or infinity).</source>
        <translation>values와 target_means는 유한한 수여야 합니다 (NaN이나 무한대 없이).</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="116" />
        <source>There are {F_shape_0} row(s) of values but {n_t} target mean(s); give one target mean per constraint row.</source>
        <translation>values의 행은 {F_shape_0}개인데 목표 평균은 {n_t}개입니다. 제약 행마다 목표 평균을 하나씩 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="121" />
        <source>values are beyond ±1e12; rescale them (e.g. dollars instead of cents) so exp(λ·f) stays within double precision.</source>
        <translation>값이 ±1e12를 넘습니다. exp(λ·f)가 배정밀도 안에 머물도록 척도를 바꾸세요 (예: 센트 대신 달러).</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="129" />
        <source>Every outcome has the value {lo:g} in {name}, so its mean is {lo:g} whatever p is; the target {t_j:g} cannot be reached.</source>
        <translation>{name}에서 모든 결과의 값이 {lo:g}이므로 p가 무엇이든 평균은 {lo:g}입니다. 목표 {t_j:g}에는 이를 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="137" />
        <source>The target mean {t_j:g} of {name} equals the range of its values [{lo:g}, {hi:g}]. A mean strictly between the smallest and the largest value is needed: at an end only the outcomes with that value could occur, and the multipliers would be infinite.</source>
        <translation>{name}의 목표 평균 {t_j:g}이(가) 값의 범위 [{lo:g}, {hi:g}]의 끝과 같습니다. 가장 작은 값과 가장 큰 값 사이의 평균이 필요합니다: 끝에서는 그 값을 가진 결과만 일어날 수 있어 승수가 무한대가 됩니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="143" />
        <source>The target mean {t_j:g} of {name} lies outside the range of its values [{lo:g}, {hi:g}]. A mean strictly between the smallest and the largest value is needed: no distribution can average outside its values.</source>
        <translation>{name}의 목표 평균 {t_j:g}이(가) 값의 범위 [{lo:g}, {hi:g}] 밖에 있습니다. 가장 작은 값과 가장 큰 값 사이의 평균이 필요합니다: 어떤 분포도 값의 범위 밖의 평균을 가질 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="166" />
        <source>No distribution over these outcomes has all these means at once: each target is inside its own range, but together they are inconsistent. Change one of the targets.</source>
        <translation>이 결과들에 대해 이 평균을 모두 동시에 갖는 분포가 없습니다: 목표마다 자기 범위 안에 있지만 함께는 모순됩니다. 목표 하나를 바꾸세요.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="172" />
        <source>These means can only be reached by giving some outcomes probability exactly 0 (the targets sit on an edge of what is reachable), where the multipliers are infinite. Move a target slightly inwards.</source>
        <translation>이 평균에는 어떤 결과의 확률을 정확히 0으로 해야만 이릅니다 (목표가 도달 가능한 영역의 경계에 있습니다). 그때 승수는 무한대입니다. 목표를 조금 안쪽으로 옮기세요.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/maxent.py" line="249" />
        <source>Give one multiplier per constraint row ({F_shape_0}); got {lam_size}.</source>
        <translation>제약 행마다({F_shape_0}개) 승수를 하나씩 주세요. 받은 것: {lam_size}개.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression.py" line="66" />
        <source>{name} must be numbers (one real target per sample).</source>
        <translation>{name}은(는) 숫자여야 합니다 (표본마다 실수 목표 하나).</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression.py" line="71" />
        <source>{name} must be one target per sample (1-D); got shape {y_shape}.</source>
        <translation>{name}은(는) 표본마다 목표 하나(1차원)여야 하는데 모양이 {y_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression.py" line="75" />
        <source>X has {n} rows but {name} has {n_y} values; give one per row.</source>
        <translation>X의 행은 {n}개인데 {name}의 값은 {n_y}개입니다. 행마다 하나씩 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression.py" line="117" />
        <source>XᵀX is singular (a feature is constant or a combination of others): the normal equations have no unique solution. Use solver='qr', or Ridge with alpha &gt; 0.</source>
        <translation>XᵀX가 특이 행렬입니다 (특징 하나가 상수이거나 다른 특징의 조합입니다): 정규 방정식의 해가 하나로 정해지지 않습니다. solver='qr'이나 alpha &gt; 0인 Ridge를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression.py" line="194" />
        <source>w_init must be {X_shape_1} finite numbers (w₀, w₁, …); got shape {theta0_shape}.</source>
        <translation>w_init은 유한한 수 {X_shape_1}개(w₀, w₁, …)여야 하는데 모양이 {theta0_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression.py" line="207" />
        <source>The least-squares weights overflow: a feature varies far too little (or too much) for its target. Standardise the features (subtract the mean, divide by the standard deviation) first.</source>
        <translation>최소 제곱 가중치가 넘칩니다: 특징의 변화가 목표에 비해 너무 작습니다(또는 큽니다). 먼저 특징을 표준화하세요 (평균을 빼고 표준 편차로 나누기).</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression.py" line="260" />
        <location filename="../../engine/neighbors/knn.py" line="104" />
        <source>X has {X_shape_1} features; the model was fitted on {n_features_in}.</source>
        <translation>X의 특징은 {X_shape_1}개인데 모델은 {n_features_in}개로 학습되었습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression.py" line="300" />
        <source>{name} must be numbers in rows of equal length (n, d), or one list of numbers for one feature.</source>
        <translation>{name}은(는) 길이가 같은 행 (n, d)의 숫자이거나, 특징이 하나면 숫자 목록 하나여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression.py" line="316" />
        <source>degree {degree} on {p} features makes {count} columns; choose a lower degree or fewer features.</source>
        <translation>특징 {p}개에 차수 {degree}이면 열이 {count}개가 됩니다. 차수를 낮추거나 특징을 줄이세요.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression.py" line="322" />
        <source>x reaches {big:.3g}: its power {degree} would overflow double precision. Rescale x first (e.g. to [−1, 1]).</source>
        <translation>x가 {big:.3g}까지 갑니다: {degree}제곱은 배정밀도 범위를 넘습니다. 먼저 x의 척도를 바꾸세요 (예: [−1, 1]로).</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression_studies.py" line="22" />
        <source>{name} must have one feature (a column of numbers); got {X_shape_1}.</source>
        <translation>{name}에는 특징이 하나(숫자 열 하나) 있어야 하는데 {X_shape_1}개입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression_studies.py" line="31" />
        <source>{name} must be at least two finite grid values, e.g. np.linspace(-2, 2, 60).</source>
        <translation>{name}은(는) 유한한 격자 값이 적어도 두 개여야 합니다. 예: np.linspace(-2, 2, 60).</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression_studies.py" line="127" />
        <source>Every x is the same: a curve in x needs at least two different x.</source>
        <translation>모든 x가 같습니다: x의 곡선에는 서로 다른 x가 적어도 두 개 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression_studies.py" line="166" />
        <source>{n_y} points cannot be split into training and validation parts; add points.</source>
        <translation>점 {n_y}개는 학습 부분과 검증 부분으로 나눌 수 없습니다. 점을 더 넣으세요.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression_studies.py" line="301" />
        <source>extra_outliers must be points (x₁, x₂); got {extra_shape_1} coordinates per point.</source>
        <translation>extra_outliers는 점 (x₁, x₂)이어야 하는데 점마다 좌표가 {extra_shape_1}개입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/linear/regression_studies.py" line="305" />
        <source>Give at least one outlier (n_outliers ≥ 1 or extra_outliers).</source>
        <translation>이상치를 적어도 하나 주세요 (n_outliers ≥ 1 또는 extra_outliers).</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="61" />
        <source>layout must be one of {LAYOUTS} (true classes or predictions in rows); got {layout!r}.</source>
        <translation>layout은 {LAYOUTS} 가운데 하나여야 합니다 (행이 실제 클래스인지 예측인지). 받은 값: {layout!r}.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="82" />
        <source>A confusion matrix is square (classes × classes); got shape {C_shape}.</source>
        <translation>혼동 행렬은 정사각형(클래스 × 클래스)인데 모양이 {C_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="100" />
        <source>y_true has {n_y_true} labels, y_pred {n_y_pred}.</source>
        <translation>y_true의 레이블은 {n_y_true}개, y_pred는 {n_y_pred}개입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="107" />
        <source>labels is empty; give at least one class.</source>
        <translation>labels가 비어 있습니다. 클래스를 적어도 하나 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="109" />
        <source>labels contains duplicates; list each class once.</source>
        <translation>labels에 중복이 있습니다. 클래스마다 한 번씩 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="126" />
        <source>labels and predictions must be of comparable kinds (all strings or all numbers).</source>
        <translation>레이블과 예측은 비교할 수 있는 종류여야 합니다 (모두 문자열이거나 모두 숫자).</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="175" />
        <source>scores must be numbers, one per document.</source>
        <translation>scores는 문서마다 하나씩 숫자여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="178" />
        <source>y_true has {n_y_true} labels, scores {n_scores}.</source>
        <translation>y_true의 레이블은 {n_y_true}개, scores는 {n_scores}개입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="182" />
        <source>No documents to score: y_true and scores are empty.</source>
        <translation>점수를 매길 문서가 없습니다: y_true와 scores가 비어 있습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="185" />
        <source>scores contain NaN; every document needs a score.</source>
        <translation>scores에 NaN이 있습니다. 문서마다 점수가 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="188" />
        <source>y_true must be 0/1 or True/False (1 = the positive class).</source>
        <translation>y_true는 0/1이나 True/False여야 합니다 (1 = 양성 클래스).</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="204" />
        <source>ROC needs both positive and negative documents in the test set.</source>
        <translation>ROC에는 시험 집합에 양성 문서와 음성 문서가 모두 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="216" />
        <source>A precision–recall curve needs positive documents in the test set.</source>
        <translation>정밀도–재현율 곡선에는 시험 집합에 양성 문서가 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="237" />
        <source>labels_true has {n_t} labels, labels_pred {n_p}; give one of each per point.</source>
        <translation>labels_true의 레이블은 {n_t}개, labels_pred는 {n_p}개입니다. 점마다 하나씩 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="241" />
        <source>No points: labels_true and labels_pred are empty.</source>
        <translation>점이 없습니다: labels_true와 labels_pred가 비어 있습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="247" />
        <source>Labels must be of one comparable kind (all strings or all numbers).</source>
        <translation>레이블은 비교할 수 있는 한 종류여야 합니다 (모두 문자열이거나 모두 숫자).</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="289" />
        <source>{name} must be a flat list of labels, one per point.</source>
        <translation>{name}은(는) 점마다 하나씩 레이블의 평평한 목록이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="292" />
        <source>{name} must be 1-D (one label per point); got shape {a_shape}.</source>
        <translation>{name}은(는) 1차원(점마다 레이블 하나)이어야 하는데 모양이 {a_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="300" />
        <source>{name} has missing labels (None/NaN); give every point a label.</source>
        <translation>{name}에 빠진 레이블(None/NaN)이 있습니다. 모든 점에 레이블을 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="304" />
        <source>{name} mixes text and numbers; give all labels as strings or all as numbers.</source>
        <translation>{name}에 텍스트와 숫자가 섞여 있습니다. 레이블을 모두 문자열로 또는 모두 숫자로 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="308" />
        <source>{name} has NaN or infinite labels; give every point a label.</source>
        <translation>{name}에 NaN이나 무한대 레이블이 있습니다. 모든 점에 레이블을 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/metrics.py" line="311" />
        <source>{name} must hold class names or numbers; got {a_dtype} values.</source>
        <translation>{name}에는 클래스 이름이나 숫자가 있어야 하는데 {a_dtype} 값입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/neighbors/curve.py" line="61" />
        <source>k = {ks} is more than the {n_train} training points of a fold; use smaller k or fewer folds.</source>
        <translation>k = {ks}은(는) 한 폴드의 학습 점 {n_train}개보다 많습니다. k를 줄이거나 폴드를 줄이세요.</translation>
    </message>
    <message>
        <location filename="../../engine/neighbors/knn.py" line="86" />
        <source>n_neighbors={k} is more than the {X_shape_0} training points; choose n_neighbors &lt;= {X_shape_0}.</source>
        <translation>n_neighbors={k}은(는) 학습 점 {X_shape_0}개보다 많습니다. n_neighbors &lt;= {X_shape_0}로 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/neighbors/knn.py" line="130" />
        <source>n_neighbors={k} is more than the {n_samples_fit} training points.</source>
        <translation>n_neighbors={k}은(는) 학습 점 {n_samples_fit}개보다 많습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/neural/mlp.py" line="189" />
        <source>init gives {n_pairs} layers of weights but the network has {n_sizes} (layer sizes {sizes}).</source>
        <translation>init의 가중치 층은 {n_pairs}개인데 네트워크는 {n_sizes}개입니다 (층 크기 {sizes}).</translation>
    </message>
    <message>
        <location filename="../../engine/neural/mlp.py" line="199" />
        <source>init layer {l} must be W of shape ({n_in}, {n_out}) and b of {n_out} values (layer sizes {sizes}).</source>
        <translation>init의 {l}층은 모양 ({n_in}, {n_out})의 W와 값 {n_out}개의 b여야 합니다 (층 크기 {sizes}).</translation>
    </message>
    <message>
        <location filename="../../engine/neural/mlp.py" line="204" />
        <source>init layer {l} contains NaN or infinity.</source>
        <translation>init의 {l}층에 NaN이나 무한대가 있습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/neural/mlp.py" line="302" />
        <source>The initial network's loss overflows on this X (init weights too large for these values?); rescale X or the weights.</source>
        <translation>초기 네트워크의 손실이 이 X에서 넘칩니다 (이 값에 비해 초기 가중치가 너무 큰가요?). X나 가중치의 척도를 바꾸세요.</translation>
    </message>
    <message>
        <location filename="../../engine/neural/mlp.py" line="405" />
        <source>y contains labels the network was not trained on, e.g. {y_unknown_0!r}; known: {classes}.</source>
        <translation>y에 네트워크가 학습하지 않은 레이블이 있습니다. 예: {y_unknown_0!r}. 아는 레이블: {classes}.</translation>
    </message>
    <message>
        <location filename="../../engine/neural/perceptron.py" line="96" />
        <source>Only binary classification is supported: the perceptron separates two classes; y has {n_classes} ({map}…). Keep two classes.</source>
        <translation>이진 분류만 지원합니다: 퍼셉트론은 두 클래스를 나눕니다. y의 클래스는 {n_classes}개입니다 ({map}…). 두 클래스만 남기세요.</translation>
    </message>
    <message>
        <location filename="../../engine/neural/perceptron.py" line="139" />
        <source>w must have {X_shape_1} values (one per feature); got {u_shape_0}.</source>
        <translation>w에는 값이 {X_shape_1}개(특징마다 하나) 있어야 하는데 {u_shape_0}개입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/cky.py" line="122" />
        <source>words must be a list of words or a sentence string; got {words_type}.</source>
        <translation>words는 단어 목록이나 문장 문자열이어야 하는데 {words_type}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/cky.py" line="126" />
        <source>No words to parse; type a sentence.</source>
        <translation>구문 분석할 단어가 없습니다. 문장을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/cky.py" line="129" />
        <source>Word {k} is {w!r}; every word must be a non-empty string.</source>
        <translation>단어 {k}이(가) {w!r}입니다. 모든 단어는 비어 있지 않은 문자열이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/cky.py" line="142" />
        <source>CKYParser needs an engine.parse.PCFG; got {grammar_type}. Build one with PCFG.from_string(text) or PCFG.from_trees(trees).</source>
        <translation>CKYParser에는 engine.parse.PCFG가 필요한데 {grammar_type}입니다. PCFG.from_string(text)나 PCFG.from_trees(trees)로 만드세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/cky.py" line="187" />
        <source>The sentence has {n} words; CKY here parses up to {MAX_WORDS} (its chart grows with n³). Split it into sentences first.</source>
        <translation>문장의 단어가 {n}개입니다. 여기서 CKY는 {MAX_WORDS}개까지 분석합니다 (차트가 n³으로 커집니다). 먼저 문장으로 나누세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/cky.py" line="194" />
        <source>A chart for {n} words and {n_symbols} nonterminals needs about {size:.1f} GB; parse a shorter sentence.</source>
        <translation>단어 {n}개와 비단말 기호 {n_symbols}개의 차트에는 약 {size:.1f} GB가 필요합니다. 더 짧은 문장을 분석하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="69" />
        <source>line {no}: the only directive is '%start SYMBOL'; got {line!r}.</source>
        <translation>{no}행: 지시문은 '%start SYMBOL' 하나뿐입니다. 받은 줄: {line!r}.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="75" />
        <source>line {no}: a rule needs '-&gt;' between its left and right sides, as in S -&gt; NP VP [1.0]; got {line!r}.</source>
        <translation>{no}행: 규칙의 왼쪽과 오른쪽 사이에는 '-&gt;'가 있어야 합니다 (예: S -&gt; NP VP [1.0]). 받은 줄: {line!r}.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="81" />
        <source>line {no}: the left side {lhs!r} must be one nonterminal (no quotes, spaces or brackets).</source>
        <translation>{no}행: 왼쪽 {lhs!r}은(는) 비단말 기호 하나여야 합니다 (따옴표, 공백, 괄호 없이).</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="88" />
        <source>line {no}: the rule {symbols} is already on line {where}; give each rule once.</source>
        <translation>{no}행: 규칙 {symbols}은(는) 이미 {where}행에 있습니다. 규칙마다 한 번씩 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="95" />
        <source>The grammar has no rules; write one per line, e.g. S -&gt; NP VP [1.0].</source>
        <translation>문법에 규칙이 없습니다. 한 줄에 하나씩 쓰세요. 예: S -&gt; NP VP [1.0].</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="108" />
        <source>No trees to induce a grammar from; give at least one bracketed tree such as (S (NP (DT the) (NN dog)) (VP (VBZ barks))).</source>
        <translation>문법을 유도할 트리가 없습니다. (S (NP (DT the) (NN dog)) (VP (VBZ barks))) 같은 괄호 트리를 적어도 하나 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="156" />
        <source>The tree uses {key_0} -&gt; {rhs}, which is not a rule of the grammar.</source>
        <translation>트리가 {key_0} -&gt; {rhs}을(를) 쓰는데 이것은 문법의 규칙이 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="182" />
        <source>The start symbol must be a nonterminal name; got {start!r}.</source>
        <translation>시작 기호는 비단말 기호 이름이어야 하는데 {start!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="187" />
        <source>Rules must be engine.parse.Rule objects; got {r_type}.</source>
        <translation>규칙은 engine.parse.Rule 객체여야 하는데 {r_type}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="191" />
        <source>The rule {r_lhs} -&gt; (nothing) has an empty right side; CKY needs every rule to produce at least one word. Remove it and add the rules it would shorten.</source>
        <translation>규칙 {r_lhs} -&gt; (없음)의 오른쪽이 비어 있습니다. CKY는 모든 규칙이 단어를 적어도 하나 만들어야 합니다. 이 규칙을 지우고, 이 규칙으로 줄어들 규칙들을 더하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="197" />
        <source>The rule {r_lhs} -&gt; {r_rhs} needs one terminal flag per right-side symbol.</source>
        <translation>규칙 {r_lhs} -&gt; {r_rhs}에는 오른쪽 기호마다 단말 표시가 하나씩 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="202" />
        <source>The rule {symbols} has probability {r_prob!r}; a probability must be in (0, 1]. Drop rules of probability 0.</source>
        <translation>규칙 {symbols}의 확률이 {r_prob!r}입니다. 확률은 (0, 1] 안에 있어야 합니다. 확률이 0인 규칙은 빼세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="209" />
        <source>The start symbol {start} has no rules; write rules {start} -&gt; … or choose another start symbol.</source>
        <translation>시작 기호 {start}에 규칙이 없습니다. {start} -&gt; … 규칙을 쓰거나 다른 시작 기호를 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="216" />
        <source>The probabilities of the rules of {a} sum to {s:.4g}, not 1; adjust them (each left side's rules must sum to 1); {others} other left side(s) too.</source>
        <translation>{a}의 규칙 확률의 합이 1이 아니라 {s:.4g}입니다. 고치세요 (왼쪽이 같은 규칙들의 합은 1이어야 합니다). 다른 왼쪽 {others}개도 그렇습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="220" />
        <source>The probabilities of the rules of {a} sum to {s:.4g}, not 1; adjust them (each left side's rules must sum to 1).</source>
        <translation>{a}의 규칙 확률의 합이 1이 아니라 {s:.4g}입니다. 고치세요 (왼쪽이 같은 규칙들의 합은 1이어야 합니다).</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="226" />
        <source>The rule {symbols} uses {s}, which has no rules; add rules {s} -&gt; …, or quote it ('{s}') if it is a word.</source>
        <translation>규칙 {symbols}이(가) 쓰는 {s}에는 규칙이 없습니다. {s} -&gt; … 규칙을 더하거나, 단어라면 따옴표로 감싸세요 ('{s}').</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="238" />
        <source>line {no}: cannot read the right side {text!r}.</source>
        <translation>{no}행: 오른쪽 {text!r}을(를) 읽을 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="245" />
        <source>line {no}: {lhs} -&gt; {what} has no probability; write it in brackets after the symbols, e.g. NP -&gt; Det N [0.5].</source>
        <translation>{no}행: {lhs} -&gt; {what}에 확률이 없습니다. 기호 뒤 대괄호 안에 쓰세요. 예: NP -&gt; Det N [0.5].</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="250" />
        <source>line {no}: a rule of {lhs} has an empty right side; CKY needs every rule to produce at least one word.</source>
        <translation>{no}행: {lhs}의 규칙 하나의 오른쪽이 비어 있습니다. CKY는 모든 규칙이 단어를 적어도 하나 만들어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="258" />
        <source>line {no}: two probabilities in one alternative of {lhs}; separate alternatives with '|'.</source>
        <translation>{no}행: {lhs}의 한 대안에 확률이 두 개 있습니다. 대안은 '|'로 나누세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="265" />
        <source>line {no}: {tok} is not a probability; write a number such as [0.25].</source>
        <translation>{no}행: {tok}은(는) 확률이 아닙니다. [0.25] 같은 수를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="270" />
        <source>line {no}: the probability {tok} of a rule of {lhs} must be in (0, 1].</source>
        <translation>{no}행: {lhs}의 규칙 확률 {tok}은(는) (0, 1] 안에 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="274" />
        <source>line {no}: {tok} comes after the probability; the probability ends an alternative (separate alternatives with '|').</source>
        <translation>{no}행: 확률 뒤에 {tok}이(가) 옵니다. 확률은 대안의 끝에 씁니다 (대안은 '|'로 나누세요).</translation>
    </message>
    <message>
        <location filename="../../engine/parse/grammar.py" line="282" />
        <source>line {no}: a second '-&gt;'; write one rule (or '|' alternatives) per line.</source>
        <translation>{no}행: 두 번째 '-&gt;'가 있습니다. 한 줄에 규칙 하나(또는 '|' 대안들)를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/jobs.py" line="51" />
        <source>Reading…</source>
        <translation>읽는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/parse/jobs.py" line="58" />
        <source>{path_name} is a folder; a grammar is one file of rules such as S -&gt; NP VP [1.0] (open a folder of trees as a treebank).</source>
        <translation>{path_name}은(는) 폴더입니다. 문법은 S -&gt; NP VP [1.0] 같은 규칙이 든 파일 하나입니다 (트리 폴더는 트리뱅크로 여세요).</translation>
    </message>
    <message>
        <location filename="../../engine/parse/jobs.py" line="72" />
        <source>Inducing a grammar from {n_trees:,} trees…</source>
        <translation>트리 {n_trees:,}개에서 문법을 유도하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/parse/jobs.py" line="76" />
        <source>Building the parser of {n_grammar:,} rules…</source>
        <translation>규칙 {n_grammar:,}개의 파서를 만드는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="129" />
        <source>{where}line {line_of}: an empty node '()'; every node needs a label and at least one child.</source>
        <translation>{where}{line_of}행: 빈 마디 '()'입니다. 모든 마디에는 레이블과 자식이 적어도 하나 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="136" />
        <source>{where}line {line_of}: a ')' with no matching '('; check the brackets of the tree before it.</source>
        <translation>{where}{line_of}행: 짝이 되는 '('가 없는 ')'입니다. 그 앞 트리의 괄호를 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="142" />
        <source>{where}line {line_of}: the node ({label}) has no children; every node needs a word or a node under it.</source>
        <translation>{where}{line_of}행: 마디 ({label})에 자식이 없습니다. 모든 마디 아래에는 단어나 마디가 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="149" />
        <source>{where}line {line_of}: a node without a label; only the outer ( (S …) ) of a Penn file may have none.</source>
        <translation>{where}{line_of}행: 레이블이 없는 마디입니다. Penn 파일의 바깥 ( (S …) )만 레이블이 없을 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="163" />
        <source>{where}line {line_of}: the word {tok!r} is outside any tree; bracketed trees look like (S (NP …) (VP …)).</source>
        <translation>{where}{line_of}행: 단어 {tok!r}이(가) 어느 트리에도 속하지 않습니다. 괄호 트리는 (S (NP …) (VP …)) 꼴입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="171" />
        <source>{where}the text ends inside the tree opened on line {line}: {n_stack} ')' missing.</source>
        <translation>{where}{line}행에서 연 트리 안에서 텍스트가 끝납니다: ')'가 {n_stack}개 모자랍니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="182" />
        <source>Expected one bracketed tree; found {n_trees}.</source>
        <translation>괄호 트리 하나를 기대했는데 {n_trees}개가 있습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="204" />
        <source>{path_name} holds no bracketed trees; a treebank file has trees such as (S (NP (DT the) (NN dog)) (VP (VBZ barks))).</source>
        <translation>{path_name}에 괄호 트리가 없습니다. 트리뱅크 파일에는 (S (NP (DT the) (NN dog)) (VP (VBZ barks))) 같은 트리가 있습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="226" />
        <source>Cannot list the folder {path_name}: {value}.</source>
        <translation>폴더 {path_name}의 목록을 읽을 수 없습니다: {value}.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="240" />
        <source>No bracketed trees in the folder {path_name}: {reasons}.</source>
        <translation>폴더 {path_name}에 괄호 트리가 없습니다: {reasons}.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="262" />
        <source>Tree {k} is a {t_type}; give engine.parse.Tree objects, bracketed strings or nltk.Tree objects.</source>
        <translation>트리 {k}은(는) {t_type}입니다. engine.parse.Tree 객체, 괄호 문자열, nltk.Tree 객체를 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="273" />
        <source>trees must be a list of trees; got {trees_type}.</source>
        <translation>trees는 트리의 목록이어야 하는데 {trees_type}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/trees.py" line="281" />
        <source>The node ({label}) has no children; every node needs a word or a node under it.</source>
        <translation>마디 ({label})에 자식이 없습니다. 모든 마디 아래에는 단어나 마디가 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/_checks.py" line="24" />
        <source>Complex data not supported: {name} holds complex numbers; give real values (e.g. the absolute values or the real parts).</source>
        <translation>복소수 데이터는 지원하지 않습니다: {name}에 복소수가 있습니다. 실수 값을 주세요 (예: 절댓값이나 실수부).</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="52" />
        <source>{n_terms} terms given; the {fitted} was fitted on {W_shape_1} term columns.</source>
        <translation>단어 {n_terms}개가 주어졌는데 {fitted}은(는) 단어 열 {W_shape_1}개로 학습되었습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="93" />
        <source>{name} is empty (shape {X_shape}); it needs documents and terms.</source>
        <translation>{name}이(가) 비어 있습니다 (모양 {X_shape}). 문서와 단어가 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="97" />
        <source>{name} contains NaN or infinity; rebuild the term matrix.</source>
        <translation>{name}에 NaN이나 무한대가 있습니다. 단어 행렬을 다시 만드세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="144" />
        <source>LSI needs at least 2 documents and 2 terms; X is {n} × {d} (n_samples={n}, n_features={d}). Load more documents or keep more terms.</source>
        <translation>LSI에는 문서와 단어가 적어도 2개씩 필요한데 X는 {n} × {d}입니다 (n_samples={n}, n_features={d}). 문서를 더 불러오거나 단어를 더 남기세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="150" />
        <source>n_components={k} must be smaller than min(documents, terms) = {min_n} (X is {n} × {d}); choose at most {min_n2}, or add documents/terms.</source>
        <translation>n_components={k}은(는) min(문서, 단어) = {min_n}보다 작아야 합니다 (X는 {n} × {d}). 많아야 {min_n2}로 고르거나 문서/단어를 더하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="156" />
        <source>X is all zeros (no document has any term): nothing to decompose. Check the vocabulary filter (min_df, max_df, stop words).</source>
        <translation>X가 모두 0입니다 (단어가 있는 문서가 없습니다): 분해할 것이 없습니다. 어휘 필터(min_df, max_df, 불용어)를 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="170" />
        <source>ARPACK did not converge for {k} components; ask for fewer components or set tol &gt; 0.</source>
        <translation>성분 {k}개에서 ARPACK이 수렴하지 않았습니다. 성분을 줄이거나 tol &gt; 0으로 두세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="174" />
        <source>The truncated SVD failed ({exc}); ask for fewer components.</source>
        <translation>절단 SVD가 실패했습니다 ({exc}). 성분을 줄이세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="236" />
        <source>X is {X_shape_0} × {X_shape_1}; the LSI was fitted on {n_document_vectors} × {n_features_in}. Pass the same matrix.</source>
        <translation>X는 {X_shape_0} × {X_shape_1}인데 LSI는 {n_document_vectors} × {n_features_in}로 학습되었습니다. 같은 행렬을 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="244" />
        <source>rank takes one query; got {q_shape_0} rows.</source>
        <translation>rank는 질의 하나를 받는데 {q_shape_0}행이 왔습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="276" />
        <source>The query must be a vector of term weights; got {X!r}.</source>
        <translation>질의는 단어 가중치의 벡터여야 하는데 {X!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="280" />
        <source>X has {X_shape_1} features, but LSI is expecting {n_features_in} features as input: the vector has {X_shape_1} terms and the LSI was fitted on {n_features_in}. Weight it with the same term matrix (TermMatrix.vectorize).</source>
        <translation>X의 특징은 {X_shape_1}개인데 LSI는 특징 {n_features_in}개를 입력으로 기대합니다: 벡터의 단어는 {X_shape_1}개이고 LSI는 {n_features_in}개로 학습되었습니다. 같은 단어 행렬로 가중치를 주세요 (TermMatrix.vectorize).</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/lsi.py" line="344" />
        <source>The query folds to infinite coordinates: its weights are beyond double precision next to the fitted matrix's singular values. Weight the query as the documents were (TermMatrix.vectorize).</source>
        <translation>질의를 접으면 좌표가 무한대가 됩니다: 그 가중치가 학습한 행렬의 특잇값에 비해 배정밀도 범위를 넘습니다. 문서와 같은 방식으로 질의에 가중치를 주세요 (TermMatrix.vectorize).</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/mds.py" line="53" />
        <source>X contains NaN or infinity; rebuild the term matrix.</source>
        <translation>X에 NaN이나 무한대가 있습니다. 단어 행렬을 다시 만드세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/mds.py" line="96" />
        <source>MDS needs all {n:,} × {n:,} distances ({n2:.1f} GB); it is limited to {MAX_MDS_POINTS:,} points. Use PCA or LSI, or a sample of the documents.</source>
        <translation>MDS에는 거리 {n:,} × {n:,}개 전부({n2:.1f} GB)가 필요합니다. 점은 {MAX_MDS_POINTS:,}개까지입니다. PCA나 LSI, 또는 문서의 표본을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/mds.py" line="109" />
        <source>{name} must be square (n × n dissimilarities); got {D_shape_0} × {D_shape_1}. Compute it with pairwise_distances(X).</source>
        <translation>{name}은(는) 정사각형(n × n 비유사도)이어야 하는데 {D_shape_0} × {D_shape_1}입니다. pairwise_distances(X)로 계산하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/mds.py" line="118" />
        <source>{name}[{i}, {j}] = {D:.3g} is negative; dissimilarities are ≥ 0.</source>
        <translation>{name}[{i}, {j}] = {D:.3g}이(가) 음수입니다. 비유사도는 ≥ 0입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/mds.py" line="124" />
        <source>{name} is not symmetric: {name}[{i}, {j}] = {D:.6g} but {name}[{j}, {i}] = {D2:.6g}. Use (D + D.T) / 2.</source>
        <translation>{name}이(가) 대칭이 아닙니다: {name}[{i}, {j}] = {D:.6g}인데 {name}[{j}, {i}] = {D2:.6g}입니다. (D + D.T) / 2를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/mds.py" line="130" />
        <source>{name}[{i}, {i}] = {D:.3g}; a point's dissimilarity to itself must be 0.</source>
        <translation>{name}[{i}, {i}] = {D:.3g}입니다. 점과 자기 자신의 비유사도는 0이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/mds.py" line="141" />
        <source>MDS needs at least 2 points; D has {n}.</source>
        <translation>MDS에는 점이 적어도 2개 필요한데 D에는 {n}개입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/mds.py" line="144" />
        <source>n_components={k} needs more than {k} points; D has {n}. Choose n_components &lt; {n}.</source>
        <translation>n_components={k}에는 점이 {k}개보다 많아야 하는데 D에는 {n}개입니다. n_components &lt; {n}로 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/mds.py" line="326" />
        <source>embedding has {n_Y} points; D has {n_D}.</source>
        <translation>embedding의 점은 {n_Y}개인데 D는 {n_D}개입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/pca.py" line="107" />
        <source>PCA centres the data, which makes this sparse {n:,} × {d:,} matrix dense ({n2:.1f} GB). Use LSI (it works on the sparse matrix) or keep fewer terms (max_terms).</source>
        <translation>PCA는 데이터를 중심화하므로 이 희소 {n:,} × {d:,} 행렬이 밀집 행렬({n2:.1f} GB)이 됩니다. LSI(희소 행렬에서 동작)를 쓰거나 단어를 줄이세요 (max_terms).</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/pca.py" line="117" />
        <source>n_components={k} is larger than min(n_samples, n_features) = {min_X_shape} (X is {X_shape_0} × {X_shape_1}); choose at most {min_X_shape}.</source>
        <translation>n_components={k}이(가) min(n_samples, n_features) = {min_X_shape}보다 큽니다 (X는 {X_shape_0} × {X_shape_1}). 많아야 {min_X_shape}로 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/pca.py" line="134" />
        <source>Column {flat_0} has the same value in every row (or differs only in its last digits), so its correlation with the others is undefined (0/0). Drop the constant column(s) or use matrix='covariance'.</source>
        <translation>열 {flat_0}은(는) 모든 행에서 값이 같아서(또는 마지막 자릿수만 달라서) 다른 열과의 상관이 정의되지 않습니다 (0/0). 상수 열을 빼거나 matrix='covariance'를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/reduce/pca.py" line="286" />
        <source>T has {T_shape_1} columns; the PCA keeps {n_components} components.</source>
        <translation>T의 열은 {T_shape_1}개인데 PCA는 성분 {n_components}개를 남깁니다.</translation>
    </message>
    <message>
        <location filename="../../engine/selection/forward.py" line="107" />
        <location filename="../../engine/selection/learning_curves.py" line="97" />
        <location filename="../../engine/selection/search.py" line="176" />
        <location filename="../../engine/selection/search.py" line="211" />
        <location filename="../../engine/selection/search.py" line="308" />
        <location filename="../../engine/selection/search.py" line="365" />
        <source>done</source>
        <translation>끝</translation>
    </message>
    <message>
        <location filename="../../engine/selection/learning_curves.py" line="92" />
        <source>fold {fold}/{n_folds}: {n:,} training samples…</source>
        <translation>폴드 {fold}/{n_folds}: 학습 표본 {n:,}개…</translation>
    </message>
    <message>
        <location filename="../../engine/selection/search.py" line="108" />
        <source>The folds cover {n_k_fold_of} samples but y has {n_y}.</source>
        <translation>폴드가 표본 {n_k_fold_of}개를 덮는데 y는 {n_y}개입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/selection/search.py" line="292" />
        <source>{label}{params}: fold {fold}/{n_folds}…</source>
        <translation>{label}{params}: 폴드 {fold}/{n_folds}…</translation>
    </message>
    <message>
        <location filename="../../engine/selection/search.py" line="297" />
        <source>{label}fold {fold}/{n_folds}…</source>
        <translation>{label}폴드 {fold}/{n_folds}…</translation>
    </message>
    <message>
        <location filename="../../engine/selection/search.py" line="343" />
        <source>outer {outer}/{n_outer}, </source>
        <translation>바깥 {outer}/{n_outer}, </translation>
    </message>
    <message>
        <location filename="../../engine/selection/search.py" line="356" />
        <source>{label}refit with the best…</source>
        <translation>{label}가장 좋은 설정으로 다시 학습…</translation>
    </message>
    <message>
        <location filename="../../engine/selection/splits.py" line="23" />
        <source>{name} is empty: there are no samples to split.</source>
        <translation>{name}이(가) 비어 있습니다: 나눌 표본이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/selection/splits.py" line="32" />
        <source>seed must be a whole number &gt;= 0 (the same split every time); got None.</source>
        <translation>seed는 0 이상의 정수여야 하는데 (매번 같은 분할) None입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/selection/splits.py" line="85" />
        <source>The training part is empty; lower the validation and test shares or add samples.</source>
        <translation>학습 부분이 비어 있습니다. 검증과 시험 비율을 낮추거나 표본을 더하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/selection/splits.py" line="101" />
        <source>y mixes kinds of labels (numbers and strings); use one kind.</source>
        <translation>y에 여러 종류의 레이블(숫자와 문자열)이 섞여 있습니다. 한 종류만 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/selection/splits.py" line="138" />
        <source>{k}-fold cross-validation needs at least {k} samples; there are {n_y}. Use fewer folds.</source>
        <translation>{k}-폴드 교차 검증에는 표본이 적어도 {k}개 필요한데 {n_y}개입니다. 폴드를 줄이세요.</translation>
    </message>
    <message>
        <location filename="../../engine/selection/splits.py" line="150" />
        <source>The class {small!r} has {counts} sample(s); stratified {k}-fold cross-validation needs at least {k} per class. Use fewer folds or add samples.</source>
        <translation>클래스 {small!r}의 표본은 {counts}개입니다. 층화 {k}-폴드 교차 검증에는 클래스마다 적어도 {k}개가 필요합니다. 폴드를 줄이거나 표본을 더하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="96" />
        <source>{path} does not exist.</source>
        <translation>{path}이(가) 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="102" />
        <source>{path_name} is one mbox file, so it holds one class only. Put one mbox per class (spam.mbox, ham.mbox) in a folder and open the folder.</source>
        <translation>{path_name}은(는) mbox 파일 하나이므로 클래스가 하나뿐입니다. 클래스마다 mbox 하나(spam.mbox, ham.mbox)를 한 폴더에 넣고 그 폴더를 여세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="107" />
        <location filename="../../engine/workflows/language_models.py" line="153" />
        <location filename="../../engine/workflows/language_models.py" line="161" />
        <location filename="../../engine/workflows/tagging.py" line="177" />
        <location filename="../../engine/workflows/tagging.py" line="253" />
        <location filename="../../engine/workflows/text_processing.py" line="71" />
        <source>reading {path_name}…</source>
        <translation>{path_name} 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="115" />
        <source>{path_name} gave {n_corpus} message(s) in {n_classes} class ({found}); a filter needs at least two classes. Use a folder with a sub-folder per class (spam/, ham/), or a CSV/TSV with a label and a text column.{problems}</source>
        <translation>{path_name}에서 클래스 {n_classes}개({found})의 메일 {n_corpus}개가 나왔습니다. 필터에는 클래스가 적어도 두 개 필요합니다. 클래스마다 하위 폴더가 있는 폴더(spam/, ham/)나 레이블 열과 텍스트 열이 있는 CSV/TSV를 쓰세요.{problems}</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="127" />
        <source> Problems: {problems}</source>
        <translation> 문제: {problems}</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="171" />
        <source>{root_name} has no sub-folders and no mbox files. Put the messages of each class in their own sub-folder (spam/, ham/), one message per file.{problems}</source>
        <translation>{root_name}에 하위 폴더도 mbox 파일도 없습니다. 클래스마다 메일을 하위 폴더(spam/, ham/)에 넣으세요. 파일마다 메일 하나입니다.{problems}</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="182" />
        <source>reading {n:,} of {n_jobs:,} files…</source>
        <translation>파일 {n_jobs:,}개 가운데 {n:,}개 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="191" />
        <source>{source}: {mb:.0f} MB is too large for one message, skipped</source>
        <translation>{source}: {mb:.0f} MB는 메시지 하나로는 너무 큽니다, 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="201" />
        <source>{source}: cannot read ({reason}), skipped</source>
        <translation>{source}: 읽을 수 없음({reason}), 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="209" />
        <source>{source}: not a readable mbox ({why}), skipped</source>
        <translation>{source}: 읽을 수 있는 mbox가 아님({why}), 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="224" />
        <source>{source}: not a readable e-mail ({why}), skipped</source>
        <translation>{source}: 읽을 수 있는 전자우편이 아님({why}), 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="230" />
        <source>no text part</source>
        <translation>텍스트 부분 없음</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="232" />
        <source>{source}: malformed e-mail ({what}), skipped</source>
        <translation>{source}: 형식이 잘못된 전자우편({what}), 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="237" />
        <source>{source}: read with repairs ({defects})</source>
        <translation>{source}: 고쳐서 읽음({defects})</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="245" />
        <source>{source}: not readable as text ({reason}), skipped</source>
        <translation>{source}: 텍스트로 읽을 수 없음({reason}), 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="266" />
        <source>{path_name} is not readable as text ({reason}).</source>
        <translation>{path_name}을(를) 텍스트로 읽을 수 없습니다 ({reason}).</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="281" />
        <source>{name} line {line}: no label or no text, skipped</source>
        <translation>{name} {line}행: 레이블이나 텍스트가 없음, 건너뜀</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="335" />
        <source>{name} line {reader_line_num}: {csv_problem}. Save it as CSV again, or as tab-separated text.</source>
        <translation>{name} {reader_line_num}행: {csv_problem}. CSV로 다시 저장하거나 탭으로 나눈 텍스트로 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="350" />
        <source>{name} needs two columns, a label and a text (label&lt;TAB&gt;text or label,text); found one.</source>
        <translation>{name}에는 레이블과 텍스트, 두 열이 있어야 합니다 (label&lt;TAB&gt;text 또는 label,text). 열이 하나뿐입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="372" />
        <source>{name} holds numbers, not messages: column {text_col} should contain the text of each message (label&lt;TAB&gt;text or label,text). Points for the other tabs open there, not in Spam.</source>
        <translation>{name}에는 메일이 아니라 숫자가 있습니다: {text_col}열에 각 메일의 텍스트가 있어야 합니다 (label&lt;TAB&gt;text 또는 label,text). 다른 탭의 점 파일은 스팸 탭이 아니라 그 탭에서 여세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/corpus.py" line="380" />
        <source>{name} does not look like a labelled corpus: its label column (column {label_col}) has {n_labels:,} different values ({shown}, …), where a corpus repeats a few class names such as spam and ham. Use one line per message: label&lt;TAB&gt;text or label,text.</source>
        <translation>{name}은(는) 레이블이 있는 말뭉치로 보이지 않습니다: 레이블 열({label_col}열)의 값이 {n_labels:,}가지({shown}, …)인데, 말뭉치는 spam과 ham 같은 클래스 이름 몇 개를 되풀이합니다. 한 줄에 메일 하나씩 쓰세요: label&lt;TAB&gt;text 또는 label,text.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/evaluation.py" line="236" />
        <location filename="../../engine/spam/evaluation.py" line="240" />
        <source>fold {fold}/{n_folds}: {name}…</source>
        <translation>폴드 {fold}/{n_folds}: {name}…</translation>
    </message>
    <message>
        <location filename="../../engine/spam/evaluation.py" line="281" />
        <source>{name}: top {k:,} terms…</source>
        <translation>{name}: 상위 단어 {k:,}개…</translation>
    </message>
    <message>
        <location filename="../../engine/spam/naive_bayes.py" line="33" />
        <source>alpha = {alpha:g} is too large: alpha · (number of terms) overflows and every probability would be NaN. Use alpha &lt;= {ALPHA_MAX:g}; already alpha = 1000 makes every word nearly equally likely.</source>
        <translation>alpha = {alpha:g}은(는) 너무 큽니다: alpha · (단어 수)가 넘쳐서 모든 확률이 NaN이 됩니다. alpha &lt;= {ALPHA_MAX:g}를 쓰세요. alpha = 1000만 되어도 모든 단어의 가능도가 거의 같아집니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/naive_bayes.py" line="65" />
        <source>The counts in X are too large: their sums overflow. Counts are occurrences of terms; rescale or cap them.</source>
        <translation>X의 개수가 너무 큽니다: 그 합이 넘칩니다. 개수는 단어의 출현 횟수입니다. 척도를 바꾸거나 상한을 두세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/naive_bayes.py" line="98" />
        <source>Negative values in data passed to MultinomialNB: counts must not be negative.</source>
        <translation>MultinomialNB에 준 데이터에 음수가 있습니다: 개수는 음수일 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/naive_bayes.py" line="149" />
        <source>The test-vocabulary |V| is the multinomial model's (+α|V|); the Bernoulli model has +2α and no |V|.</source>
        <translation>시험 어휘 |V|는 다항 모델의 것입니다(+α|V|). 베르누이 모델에는 +2α가 있고 |V|는 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/naive_bayes.py" line="157" />
        <source>new_types and new_tokens must be counts with new_tokens ≥ new_types ≥ 0 (each new word occurs at least once).</source>
        <translation>new_types와 new_tokens는 new_tokens ≥ new_types ≥ 0인 개수여야 합니다 (새 단어는 적어도 한 번 나옵니다).</translation>
    </message>
    <message>
        <location filename="../../engine/spam/softmax_study.py" line="94" />
        <location filename="../../engine/spam/spam_filter.py" line="138" />
        <source>explain takes one message as a string; got {text_type}.</source>
        <translation>explain은 메일 하나를 문자열로 받는데 {text_type}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/softmax_study.py" line="140" />
        <source>y must give one class per document ({features_X_shape_0}).</source>
        <translation>y는 문서마다 클래스 하나({features_X_shape_0}개)를 주어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/softmax_study.py" line="144" />
        <source>The training part needs documents of at least two classes.</source>
        <translation>학습 부분에는 적어도 두 클래스의 문서가 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="80" />
        <source>texts must be a list of messages, not one string.</source>
        <translation>texts는 문자열 하나가 아니라 메일의 목록이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="84" />
        <source>labels must be a list with one class per message.</source>
        <translation>labels는 메일마다 클래스 하나인 목록이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="88" />
        <location filename="../../engine/spam/spam_filter.py" line="122" />
        <source>texts must be strings (one message each).</source>
        <translation>texts는 문자열(각각 메일 하나)이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="91" />
        <source>{n_texts} texts but {n_labels} labels.</source>
        <translation>texts는 {n_texts}개인데 labels는 {n_labels}개입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="118" />
        <source>predict takes a list of messages; for one message use [text].</source>
        <translation>predict는 메일 목록을 받습니다. 메일 하나라면 [text]를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="210" />
        <source>{name} is not a saved Trellis spam filter ({exc_why}). Choose a file written by Save filter….</source>
        <translation>{name}은(는) 저장된 Trellis 스팸 필터가 아닙니다 ({exc_why}). 필터 저장…으로 쓴 파일을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="219" />
        <source>{name} is not a complete Trellis spam filter: the array {exc} is missing. Save the filter again.</source>
        <translation>{name}은(는) 완전한 Trellis 스팸 필터가 아닙니다: 배열 {exc}이(가) 없습니다. 필터를 다시 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="224" />
        <source>{name} is a damaged Trellis spam filter (its settings are not readable: {exc}). Save the filter again.</source>
        <translation>{name}은(는) 손상된 Trellis 스팸 필터입니다 (설정을 읽을 수 없습니다: {exc}). 필터를 다시 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="229" />
        <source>{name} is not a saved Trellis spam filter (unknown format).</source>
        <translation>{name}은(는) 저장된 Trellis 스팸 필터가 아닙니다 (알 수 없는 형식).</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="234" />
        <source>{name} is a damaged Trellis spam filter ({rstrip}). Save the filter again.</source>
        <translation>{name}은(는) 손상된 Trellis 스팸 필터입니다 ({rstrip}). 필터를 다시 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="309" />
        <source>A spam filter needs training messages of at least two classes (for example spam and ham).</source>
        <translation>스팸 필터에는 적어도 두 클래스(예: spam과 ham)의 학습 메일이 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/spam_filter.py" line="319" />
        <source>{positive!r} is not one of the classes {classes}.</source>
        <translation>{positive!r}은(는) 클래스 {classes} 가운데 하나가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/terms.py" line="157" />
        <source>tokenising: {done:,} of {n_texts:,} messages…</source>
        <translation>토큰화: 메일 {n_texts:,}개 가운데 {done:,}개…</translation>
    </message>
    <message>
        <location filename="../../engine/spam/vectorizer.py" line="128" />
        <source>analyse takes one text; got {text_type}.</source>
        <translation>analyse는 텍스트 하나를 받는데 {text_type}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/vectorizer.py" line="263" />
        <source>texts must be a list of documents, not one string; use [text].</source>
        <translation>texts는 문자열 하나가 아니라 문서의 목록이어야 합니다. [text]를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/vectorizer.py" line="268" />
        <source>texts must be a list of strings; got {texts_type}.</source>
        <translation>texts는 문자열의 목록이어야 하는데 {texts_type}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/spam/vectorizer.py" line="274" />
        <source>texts[{bad}] is a {texts_bad_type}, not a string; every document must be text.</source>
        <translation>texts[{bad}]은(는) 문자열이 아니라 {texts_bad_type}입니다. 모든 문서는 텍스트여야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/explain.py" line="130" />
        <source>An SVC explanation needs the two classes of the fit; got {n_classes}. Fit (or start iter_fit on) two-class data first.</source>
        <translation>SVC 설명에는 학습의 두 클래스가 필요한데 {n_classes}개입니다. 먼저 두 클래스 데이터로 학습하세요 (또는 iter_fit을 시작하세요).</translation>
    </message>
    <message>
        <location filename="../../engine/svm/explain.py" line="170" />
        <source>explain_smo needs an SVC whose iter_fit has started (its classes and γ are known then): call svc.iter_fit(X, y) and explain its steps.</source>
        <translation>explain_smo에는 iter_fit을 시작한 SVC가 필요합니다 (그때 클래스와 γ가 정해집니다): svc.iter_fit(X, y)를 부르고 그 단계를 설명하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/explain.py" line="175" />
        <source>explain_smo needs a step with α: run iter_fit(X, y) with detail=True.</source>
        <translation>explain_smo에는 α가 있는 단계가 필요합니다: detail=True로 iter_fit(X, y)를 실행하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/explain.py" line="181" />
        <source>The step has {n_alpha} α values but X has {n_X} rows: explain a step with the data it was computed on.</source>
        <translation>단계의 α 값은 {n_alpha}개인데 X의 행은 {n_X}개입니다. 단계를 계산한 데이터로 설명하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/explain.py" line="214" />
        <source>Point {index} is not a training point (0 … {n_X}).</source>
        <translation>점 {index}은(는) 학습 점이 아닙니다 (0 … {n_X}).</translation>
    </message>
    <message>
        <location filename="../../engine/svm/explain.py" line="222" />
        <source>point must have {X_shape_1} coordinates; got {x_shape}.</source>
        <translation>point에는 좌표가 {X_shape_1}개 있어야 하는데 {x_shape}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/explain.py" line="384" />
        <source>feature must be one of {FEATURE_MAPS}; got {feature!r}.</source>
        <translation>feature는 {FEATURE_MAPS} 가운데 하나여야 하는데 {feature!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/explain.py" line="423" />
        <source>gate must be one of {GATE_TARGETS}; got {gate!r}.</source>
        <translation>gate는 {GATE_TARGETS} 가운데 하나여야 하는데 {gate!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/kernels.py" line="44" />
        <source>X has no features; gamma='scale'/'auto' need at least one column.</source>
        <translation>X에 특징이 없습니다. gamma='scale'/'auto'에는 열이 적어도 하나 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/kernels.py" line="52" />
        <source>X's values are too large for gamma='scale' (their variance overflows); rescale the data or give gamma as a number.</source>
        <translation>X의 값이 gamma='scale'에 비해 너무 큽니다 (분산이 넘칩니다). 데이터의 척도를 바꾸거나 gamma를 수로 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/kernels.py" line="60" />
        <source>X's values are too close together for gamma='scale' (variance {var:.3g}); rescale the data or give gamma as a number.</source>
        <translation>X의 값이 gamma='scale'에 비해 너무 가깝습니다 (분산 {var:.3g}). 데이터의 척도를 바꾸거나 gamma를 수로 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/kernels.py" line="89" />
        <source>A has {A_shape_1} feature(s) but B has {B_shape_1}; both must have the same number of columns.</source>
        <translation>A의 특징은 {A_shape_1}개인데 B는 {B_shape_1}개입니다. 둘의 열 수가 같아야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/smo.py" line="182" />
        <source>Only binary classification is supported. A binary SVM needs exactly two classes; got {n_classes} ({classes}). Add points of the other class, or use OneVsRest / OneVsOne for more.</source>
        <translation>이진 분류만 지원합니다. 이진 SVM에는 정확히 두 클래스가 필요한데 {n_classes}개입니다 ({classes}). 다른 클래스의 점을 더하거나, 더 많은 클래스에는 OneVsRest / OneVsOne을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/smo.py" line="204" />
        <source>Points {dup_0} and {dup_1} are at the same place with opposite labels: no boundary separates them. Use a soft margin.</source>
        <translation>점 {dup_0}과 {dup_1}이(가) 같은 자리에 있고 레이블이 반대입니다: 어떤 경계도 둘을 나눌 수 없습니다. 소프트 마진을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/smo.py" line="238" />
        <source>Hard margin is impossible: no boundary of this kernel separates the two classes (a linear program found no feasible w, b). Use a soft margin (L1 or L2 slack), or a more flexible kernel.</source>
        <translation>하드 마진은 불가능합니다: 이 커널의 어떤 경계도 두 클래스를 나누지 못합니다 (선형 계획법이 실현 가능한 w, b를 찾지 못했습니다). 소프트 마진(L1 또는 L2 여유 변수)이나 더 유연한 커널을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/smo.py" line="276" />
        <source>SMO diverges: some α passed 1e10, so the dual has no maximum (the kernel matrix is not positive semidefinite, as the sigmoid kernel often is, or no boundary separates the classes). Use a soft L1 margin or another kernel.</source>
        <translation>SMO가 발산합니다: 어떤 α가 1e10을 넘었으므로 쌍대 문제에 최댓값이 없습니다 (시그모이드 커널에서 흔하듯 커널 행렬이 양의 준정부호가 아니거나, 어떤 경계도 클래스를 나누지 못합니다). 소프트 L1 마진이나 다른 커널을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/weston_watkins.py" line="97" />
        <source>A {kernel} kernel on {n_X:,} points needs their {n_X:,} × {n_X:,} Gram matrix; use at most {MAX_KERNEL_POINTS:,} points or the linear kernel.</source>
        <translation>점 {n_X:,}개에 {kernel} 커널을 쓰려면 {n_X:,} × {n_X:,} 그람 행렬이 필요합니다. 점을 많아야 {MAX_KERNEL_POINTS:,}개로 하거나 선형 커널을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/svm/weston_watkins.py" line="148" />
        <source>X has {X_shape_1} features; the model was fitted on {space_X_shape_1}.</source>
        <translation>X의 특징은 {X_shape_1}개인데 모델은 {space_X_shape_1}개로 학습되었습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/alignment.py" line="46" />
        <source>The {name} row is empty; write one symbol or '{GAP}' per column.</source>
        <extracomment>The notes' two alignments of SNOWY → SUNNY: costs 3 (optimal) and 5.</extracomment>
        <translation>{name} 행이 비어 있습니다. 열마다 기호 하나나 '{GAP}'를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/alignment.py" line="59" />
        <source>The rows have {n_t} and {n_b} columns; an alignment has the same number in both (write '{GAP}' for a gap).</source>
        <translation>두 행의 열이 {n_t}개와 {n_b}개입니다. 정렬에서는 두 행의 열 수가 같습니다 (간격에는 '{GAP}'를 쓰세요).</translation>
    </message>
    <message>
        <location filename="../../engine/text/alignment.py" line="65" />
        <source>Column {both_0} has a gap in both rows; remove it.</source>
        <translation>열 {both_0}은(는) 두 행 모두 간격입니다. 지우세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/collocation_counts.py" line="30" />
        <source>{rstrip}: the counts are whole numbers, each at least 1 (a bigram never seen has no t-test).</source>
        <extracomment>(w1, w2, c(w1), c(w2), c(w1 w2), N) of Manning &amp; Schütze's "new companies"</extracomment>
        <translation>{rstrip}: 개수는 정수이고 각각 1 이상입니다 (한 번도 보지 못한 바이그램에는 t-검정이 없습니다).</translation>
    </message>
    <message>
        <location filename="../../engine/text/collocation_counts.py" line="35" />
        <source>c(w1 w2) = {c12:,} is more than c(w1) = {c1:,} or c(w2) = {c2:,}; a bigram cannot occur more often than either of its words.</source>
        <translation>c(w1 w2) = {c12:,}이(가) c(w1) = {c1:,}이나 c(w2) = {c2:,}보다 큽니다. 바이그램은 그 단어 어느 쪽보다도 자주 나올 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/collocation_counts.py" line="40" />
        <source>N = {n:,} is too small for c(w1) = {c1:,} and c(w2) = {c2:,}: the ¬w1 ¬w2 cell of the 2×2 table would be negative; N is the number of tokens (bigrams) of the whole text.</source>
        <translation>N = {n:,}은(는) c(w1) = {c1:,}과 c(w2) = {c2:,}에 비해 너무 작습니다: 2×2 표의 ¬w1 ¬w2 칸이 음수가 됩니다. N은 텍스트 전체의 토큰(바이그램) 수입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/bigram_measures.py" line="99" />
        <source>Collocations need at least two tokens; load or paste more text.</source>
        <translation>연어를 찾으려면 토큰이 두 개 이상 필요합니다. 텍스트를 더 불러오거나 붙여 넣으세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/bigram_measures.py" line="104" />
        <source>A window of {window} over {n_tokens:,} tokens makes about {span:,} pairs, more than {MAX_PAIRS:,}; choose a window of at most {max_value}.</source>
        <translation>토큰 {n_tokens:,}개에 창 {window}이면 쌍이 약 {span:,}개로 {MAX_PAIRS:,}개보다 많습니다. 창을 많아야 {max_value}로 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="169" />
        <source>There are no documents; load a folder or a corpus first.</source>
        <translation>문서가 없습니다. 먼저 폴더나 말뭉치를 불러오세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="188" />
        <source>max_df={max_df!r} allows at most {high:g} documents but min_df={min_df!r} asks for at least {low:g}: no term can pass. Lower min_df or raise max_df.</source>
        <translation>max_df={max_df!r}은(는) 많아야 문서 {high:g}개를 허용하는데 min_df={min_df!r}은(는) 적어도 {low:g}개를 요구합니다: 어떤 단어도 통과할 수 없습니다. min_df를 낮추거나 max_df를 높이세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="197" />
        <source>select={select!r} scores terms against class labels; give labels (one per document) or select by 'df'.</source>
        <translation>select={select!r}은(는) 클래스 레이블에 대해 단어의 점수를 매깁니다. 레이블(문서마다 하나)을 주거나 'df'로 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="205" />
        <source>labels has {labels_size} values for {n} documents; give one label per document.</source>
        <translation>문서는 {n}개인데 labels의 값은 {labels_size}개입니다. 문서마다 레이블을 하나씩 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="209" />
        <source>select={select!r} needs documents of at least two classes; the labels hold one.</source>
        <translation>select={select!r}에는 적어도 두 클래스의 문서가 필요한데 레이블에는 한 클래스뿐입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="227" />
        <source>Document index {bad} is out of range; the matrix has {n} documents (0..{n2}).</source>
        <translation>문서 번호 {bad}이(가) 범위를 벗어납니다. 행렬의 문서는 {n}개입니다 (0..{n2}).</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="293" />
        <source>tokenising…</source>
        <translation>토큰화하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="299" />
        <source>tokenising… {i:,} of {n:,} documents</source>
        <translation>토큰화하는 중… 문서 {n:,}개 가운데 {i:,}개</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="302" />
        <source>The {n} document(s) hold no tokens at all (empty texts); load documents with text in them.</source>
        <translation>문서 {n}개에 토큰이 전혀 없습니다 (빈 텍스트). 텍스트가 있는 문서를 불러오세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="305" />
        <source>counting terms…</source>
        <translation>단어를 세는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="313" />
        <source>Every token is punctuation or a stop word, so the vocabulary is empty. Turn the stop-word list off or load documents with words.</source>
        <translation>모든 토큰이 문장 부호나 불용어라서 어휘가 비어 있습니다. 불용어 목록을 끄거나 단어가 있는 문서를 불러오세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/document_term.py" line="326" />
        <source>No term passes the document-frequency filter ({low:g} ≤ df ≤ {high:g}); document frequencies here run from {df} to {df2}. Loosen min_df/max_df.</source>
        <translation>문서 빈도 필터({low:g} ≤ df ≤ {high:g})를 통과하는 단어가 없습니다. 여기서 문서 빈도는 {df}에서 {df2}까지입니다. min_df/max_df를 느슨하게 하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/minimum_edit.py" line="99" />
        <source>level={level!r} compares strings; {name} is a {x_type}. Give the text itself, or use level='word' for lists of tokens.</source>
        <extracomment>what one item of the sequences is: a character, a word (strings split at white space) or a jamo (Hangul syllables decomposed into their letters, so 강 → 감 substitutes ㅇ by ㅁ)</extracomment>
        <translation>level={level!r}은(는) 문자열을 비교하는데 {name}은(는) {x_type}입니다. 텍스트 자체를 주거나, 토큰 목록에는 level='word'를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/minimum_edit.py" line="159" />
        <source>The table of {n:,} × {m:,} items has {n2:,} cells, more than {MAX_CELLS:,}; use edit_distances([(a, b)]) for the distance alone (one row at a time), or shorter sequences.</source>
        <translation>항목 {n:,} × {m:,}개의 표는 칸이 {n2:,}개로 {MAX_CELLS:,}개보다 많습니다. 거리만 구하려면 edit_distances([(a, b)])를 쓰거나(한 번에 한 행) 더 짧은 열을 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/eojeols.py" line="96" />
        <source>eojeols must be the list split_eojeols(text) returns.</source>
        <extracomment>tags of the stems a Korean normaliser keeps: nouns, predicates' stems, roots, adverbs</extracomment>
        <translation>eojeols는 split_eojeols(text)가 돌려주는 목록이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/corpus.py" line="27" />
        <source>{name} must be a list of sentences, each a list of tokens, e.g. [['I', 'have', 'a', 'pen']]; got {sentences_type}.</source>
        <translation>{name}은(는) 문장의 목록이어야 하고 문장마다 토큰의 목록이어야 합니다. 예: [['I', 'have', 'a', 'pen']]. 받은 것: {sentences_type}.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/corpus.py" line="34" />
        <source>{name}[{k}] must be a list of tokens (split the sentence into words first); got {s_type}.</source>
        <translation>{name}[{k}]은(는) 토큰의 목록이어야 합니다 (먼저 문장을 단어로 나누세요). 받은 것: {s_type}.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/corpus.py" line="50" />
        <source>{name}[{k}] holds {t!r:.40}: tokens must be non-empty strings.</source>
        <translation>{name}[{k}]에 {t!r:.40}이(가) 있습니다: 토큰은 비어 있지 않은 문자열이어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/corpus.py" line="54" />
        <source>{name}[{k}] contains {t!r}, which the model adds itself as padding; remove it from the sentences.</source>
        <translation>{name}[{k}]에 {t!r}이(가) 있는데, 이것은 모델이 덧붙임으로 직접 넣는 것입니다. 문장에서 빼세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/model.py" line="86" />
        <source>discount must be in (0, 1): a count of 1 minus d must stay positive; got {value}.</source>
        <translation>discount는 (0, 1) 안에 있어야 합니다. 1번 나온 n-gram의 개수에서 d를 빼도 양수여야 하기 때문입니다. 받은 값: {value}.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/model.py" line="110" />
        <source>There are no sentences to train on; give at least one sentence (a list of tokens).</source>
        <translation>학습할 문장이 없습니다. 문장(토큰 목록)을 적어도 하나 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/model.py" line="147" />
        <source>context must be a list of words, e.g. ['I', 'have']; got {context_type}.</source>
        <translation>context는 단어 목록이어야 합니다. 예: ['I', 'have']. 받은 것: {context_type}.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/model.py" line="158" />
        <source>word must be a non-empty string; got {word!r}.</source>
        <translation>word는 비어 있지 않은 문자열이어야 하는데 {word!r}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/model.py" line="161" />
        <source>&lt;s&gt; is only padding: the model never predicts it. Ask for a word of the vocabulary, &lt;/s&gt; or &lt;UNK&gt;.</source>
        <translation>&lt;s&gt;는 덧붙임일 뿐이라 모델이 예측하지 않습니다. 어휘의 단어, &lt;/s&gt;, &lt;UNK&gt;를 물으세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/scoring.py" line="55" />
        <source>There are no held-out sentences to score; hold out at least one sentence.</source>
        <translation>점수를 매길 떼어 둔 문장이 없습니다. 문장을 적어도 하나 떼어 두세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/model.py" line="241" />
        <source>heldout has no sentences to fit the λs on; hold out at least one sentence.</source>
        <translation>heldout에 λ를 맞출 문장이 없습니다. 문장을 적어도 하나 떼어 두세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/model_file.py" line="61" />
        <source>{path_name} is not a Trellis n-gram model ({exc_why}); save one with NgramModel.save first.</source>
        <translation>{path_name}은(는) Trellis n-gram 모델이 아닙니다 ({exc_why}). 먼저 NgramModel.save로 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/model_file.py" line="80" />
        <source>{path_name} is not a Trellis n-gram model (it has no {exc_args_0}); save one with NgramModel.save first.</source>
        <translation>{path_name}은(는) Trellis n-gram 모델이 아닙니다 ({exc_args_0}이(가) 없습니다). 먼저 NgramModel.save로 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/model_file.py" line="87" />
        <source>{path_name} is not a Trellis n-gram model ({exc}); save one with NgramModel.save first.</source>
        <translation>{path_name}은(는) Trellis n-gram 모델이 아닙니다 ({exc}). 먼저 NgramModel.save로 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/model_file.py" line="95" />
        <source>{path_name} is a damaged n-gram model ({problem}); save the model again from a trained one.</source>
        <translation>{path_name}은(는) 손상된 n-gram 모델입니다 ({problem}). 학습한 모델에서 다시 저장하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/corpus.py" line="77" />
        <source>The text has {n_sentences} sentence(s); a language model needs at least two (one to train on, one to hold out). Load a longer text.</source>
        <translation>텍스트의 문장이 {n_sentences}개입니다. 언어 모델에는 적어도 두 문장(학습용 하나, 떼어 둘 것 하나)이 필요합니다. 더 긴 텍스트를 불러오세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/study.py" line="56" />
        <source>No held-out sentences: raise the held-out share, or load a text with more sentences.</source>
        <translation>떼어 둔 문장이 없습니다: 떼어 둘 비율을 높이거나 문장이 더 많은 텍스트를 불러오세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/study.py" line="64" />
        <source>counting {n}-grams…</source>
        <translation>{n}-gram 세는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/text/lm/study.py" line="68" />
        <source>{n}-gram, {SMOOTHING_NAMES_s}…</source>
        <translation>{n}-gram, {SMOOTHING_NAMES_s}…</translation>
    </message>
    <message>
        <location filename="../../engine/text/kiwi_morphemes.py" line="76" />
        <source>Korean morpheme analysis needs Kiwi, an optional extra: install it with pip install "trellis[korean]" (or pip install kiwipiepy; about 90 MB with its model), then try again.</source>
        <extracomment>Sejong tag → (Korean name, English name), the tag set of the Sejong corpus as Kiwi uses it tag prefixes of the closed-class morphemes a Korean stop list drops: particles (조사), endings (어미) and punctuation/symbols (기호)</extracomment>
        <translation>한국어 형태소 분석에는 선택 추가 기능인 Kiwi가 필요합니다: pip install "trellis[korean]"으로 설치한 뒤(또는 pip install kiwipiepy, 모델과 함께 약 90 MB) 다시 시도하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/kiwi_morphemes.py" line="109" />
        <source>language must be 'en' or 'ko'; got {language!r:.20}.</source>
        <translation>language는 'en'이나 'ko'여야 하는데 {language!r:.20}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/kiwi_morphemes.py" line="124" />
        <source>Expected (form, tag) pairs such as morphemes(text) gives; got {p!r:.40}.</source>
        <translation>morphemes(text)가 주는 것 같은 (형태, 태그) 쌍을 기대했는데 {p!r:.40}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/pipeline.py" line="103" />
        <source>tokenizing: {n_tokens:,} tokens</source>
        <translation>토큰화: 토큰 {n_tokens:,}개</translation>
    </message>
    <message>
        <location filename="../../engine/text/pipeline.py" line="105" />
        <source>counting types</source>
        <translation>유형 세는 중</translation>
    </message>
    <message>
        <location filename="../../engine/text/pipeline.py" line="110" />
        <source>vocabulary growth</source>
        <translation>어휘 증가</translation>
    </message>
    <message>
        <location filename="../../engine/text/sentence_tokens.py" line="48" />
        <source>tokenizing sentences: {at:,} of {n_spans:,}…</source>
        <translation>문장 토큰화: {n_spans:,}개 가운데 {at:,}개…</translation>
    </message>
    <message>
        <location filename="../../engine/text/sentence_split.py" line="190" />
        <source>training Punkt…</source>
        <translation>Punkt 학습 중…</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="60" />
        <source>costs has unknown keys {unknown}; use insert, delete and substitute.</source>
        <translation>costs에 알 수 없는 키 {unknown}이(가) 있습니다. insert, delete, substitute를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="65" />
        <source>costs must be (insert, delete, substitute), e.g. (1, 1, 2); got {costs!r:.60}.</source>
        <translation>costs는 (insert, delete, substitute)여야 합니다. 예: (1, 1, 2). 받은 것: {costs!r:.60}.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="89" />
        <source>Confusion row {k}: a count row is count,x,,N or count,xy,,N (how often the character or pair occurs); got count,{a!r:.10},{b!r:.10}.</source>
        <translation>혼동 행 {k}: 개수 행은 count,x,,N이나 count,xy,,N입니다 (그 글자나 쌍이 나오는 횟수). 받은 것: count,{a!r:.10},{b!r:.10}.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="105" />
        <source>Confusion row {k}: {op},{a!r:.10},{b!r:.10} is not an edit of one character; use substitute,y,x (y typed as x), delete,y, or delete,xy,x (y dropped after x), insert,,y or insert,x,xy (y added after x), transpose,xy,yx.</source>
        <translation>혼동 행 {k}: {op},{a!r:.10},{b!r:.10}은(는) 한 글자의 편집이 아닙니다. substitute,y,x (y를 x로 입력), delete,y 또는 delete,xy,x (x 뒤의 y가 빠짐), insert,,y 또는 insert,x,xy (x 뒤에 y가 더해짐), transpose,xy,yx를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="125" />
        <source>Confusion row {k} has {n_row} fields; each row is op, from, to, count (e.g. substitute,e,a,388).</source>
        <translation>혼동 행 {k}의 필드는 {n_row}개입니다. 각 행은 op, from, to, count입니다 (예: substitute,e,a,388).</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="132" />
        <source>Confusion row {k}: the operation must be one of {OPS}; got {op!r:.30}.</source>
        <translation>혼동 행 {k}: 연산은 {OPS} 가운데 하나여야 하는데 {op!r:.30}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="138" />
        <source>Confusion row {k}: the count {c!r:.30} is not a number.</source>
        <translation>혼동 행 {k}: 개수 {c!r:.30}은(는) 수가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="142" />
        <source>Confusion row {k}: counts must be finite and &gt;= 0; got {c}.</source>
        <translation>혼동 행 {k}: 개수는 유한하고 &gt;= 0이어야 하는데 {c}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="157" />
        <source>The confusion table is empty; give rows of op, from, to, count.</source>
        <translation>혼동 표가 비어 있습니다. op, from, to, count 행을 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="249" />
        <source>{path_name} line {reader_line_num}: {csv_problem}; each row is op,from,to,count.</source>
        <translation>{path_name} {reader_line_num}행: {csv_problem}. 각 행은 op,from,to,count입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="254" />
        <source>Cannot read {path_name}: {exc}.</source>
        <translation>{path_name}을(를) 읽을 수 없습니다: {exc}.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="275" />
        <source>word must be a non-empty string; got {word!r:.40}.</source>
        <translation>word는 비어 있지 않은 문자열이어야 하는데 {word!r:.40}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="278" />
        <source>model must be a fitted NgramModel; got {model_type}.</source>
        <translation>model은 학습한 NgramModel이어야 하는데 {model_type}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/spelling.py" line="285" />
        <source>p_edit is a probability; got {p_edit}.</source>
        <translation>p_edit는 확률인데 {p_edit}입니다.</translation>
    </message>
    <message>
        <location filename="../../engine/text/tokenizers.py" line="32" />
        <source>method='regex' needs a pattern, e.g. {example}.</source>
        <translation>정규 표현식 토큰화에는 패턴이 필요합니다. 예: {example}.</translation>
    </message>
    <message>
        <location filename="../../engine/text/tokenizers.py" line="38" />
        <source>The regular expression {pattern!r} is invalid: {why}. Fix it or choose another tokenizer.</source>
        <translation>정규 표현식 {pattern!r}이(가) 올바르지 않습니다: {why}. 고치거나 다른 토큰화 방법을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/tokenizers.py" line="71" />
        <source>The regular expression {pattern!r} took more than {timeout:g} s on {n_text:,} characters and was stopped: it backtracks catastrophically (nested repeats such as (a|aa)+ or (a+)+). Simplify it, e.g. remove the nested repetition.</source>
        <translation>정규 표현식 {pattern!r}이(가) {n_text:,}자에서 {timeout:g}초를 넘겨 중단되었습니다: 파국적 역추적이 일어납니다 ((a|aa)+나 (a+)+ 같은 중첩 반복). 중첩 반복을 없애는 식으로 단순하게 하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/text/tokenizers.py" line="151" />
        <source>The dictionary is empty; give the words the text is made of.</source>
        <translation>사전이 비어 있습니다. 텍스트를 이루는 단어들을 적어 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/tree/pruning.py" line="41" />
        <source>{n} points are too few to hold out {validation:.0%} for validation; add points or change the share.</source>
        <translation>점 {n}개는 너무 적어서 {validation:.0%}를 검증용으로 떼어 둘 수 없습니다. 점을 더하거나 비율을 바꾸세요.</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/classification.py" line="48" />
        <source>{path} has no class label column (a text column, or a third column of integers such as 1 and -1)</source>
        <translation>{path}에 클래스 레이블 열(텍스트 열이나, 1과 -1 같은 정수의 셋째 열)이 없습니다</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/classification.py" line="52" />
        <source>the SVM canvas is 2-D; {path} has {X_shape_1} coordinates</source>
        <translation>SVM 캔버스는 2차원인데 {path}의 좌표는 {X_shape_1}개입니다</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/classification.py" line="87" />
        <source>training {name}…</source>
        <translation>{name} 학습 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/classification.py" line="93" />
        <source>training Weston–Watkins…</source>
        <translation>Weston–Watkins 학습 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/classification.py" line="135" />
        <source>{name}…</source>
        <translation>{name}…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/classification.py" line="146" />
        <source>bootstrap: deep tree…</source>
        <translation>부트스트랩: 깊은 트리…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/classification.py" line="150" />
        <source>bootstrap: logistic regression…</source>
        <translation>부트스트랩: 로지스틱 회귀…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/clustering.py" line="60" />
        <location filename="../../engine/workflows/documents.py" line="233" />
        <source>projecting for display…</source>
        <translation>표시용으로 투영하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/clustering.py" line="84" />
        <source>k-means…</source>
        <translation>k-means…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/clustering.py" line="86" />
        <source>k-medoids…</source>
        <translation>k-medoids…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/clustering.py" line="99" />
        <source>K = 1…</source>
        <translation>K = 1…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/clustering.py" line="102" />
        <source>K = {row_k} done</source>
        <translation>K = {row_k} 완료</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="161" />
        <source>{path} does not exist; choose a corpus folder or a CSV/TSV file.</source>
        <translation>{path}이(가) 없습니다. 말뭉치 폴더나 CSV/TSV 파일을 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="205" />
        <source>{corpus_path_name} holds {n} document{value} with text: points need at least two documents (a picture, a few dozen). Add documents or choose another folder.</source>
        <translation>{corpus_path_name}에 텍스트가 있는 문서가 {n}개입니다: 점에는 문서가 적어도 두 개 필요합니다 (그림에는 수십 개). 문서를 더하거나 다른 폴더를 고르세요.</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="217" />
        <source>No document has any term left after the vocabulary filter; lower Min DF, raise Max DF or keep more terms.</source>
        <translation>어휘 필터 뒤에 단어가 남은 문서가 없습니다. Min DF를 낮추거나 Max DF를 높이거나 단어를 더 남기세요.</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="220" />
        <source>{X_shape_1:,} terms; reducing by {s_method}…</source>
        <translation>단어 {X_shape_1:,}개. {s_method}(으)로 축소하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="250" />
        <source>{s_method} needs the distances between all {n:,} documents (n²); it is limited to {MAX_MDS_POINTS:,} documents. Use LSI (it works on the sparse matrix) or PCA, or a smaller folder.</source>
        <translation>{s_method}에는 문서 {n:,}개 모두 사이의 거리(n²)가 필요합니다. 문서는 {MAX_MDS_POINTS:,}개까지입니다. LSI(희소 행렬에서 동작)나 PCA, 또는 더 작은 폴더를 쓰세요.</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="256" />
        <source>{s_distance} distances between {n:,} documents…</source>
        <translation>문서 {n:,}개 사이의 {s_distance} 거리…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="268" />
        <source>SMACOF restart {step_restart}/4, iteration {step_iteration}: stress {step_stress:.4g}</source>
        <translation>SMACOF 재시작 {step_restart}/4, 반복 {step_iteration}: 스트레스 {step_stress:.4g}</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="355" />
        <source>cluster {k}…</source>
        <translation>군집 {k}…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="376" />
        <source>power method…</source>
        <translation>거듭제곱법…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="380" />
        <source>component {step_component}, iteration {step_component_iteration}</source>
        <translation>성분 {step_component}, 반복 {step_component_iteration}</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/documents.py" line="396" />
        <source>folding the query in…</source>
        <translation>질의를 접어 넣는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/korean_text.py" line="56" />
        <source>loading Kiwi…</source>
        <translation>Kiwi를 불러오는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/korean_text.py" line="57" />
        <source>splitting eojeols into morphemes…</source>
        <translation>어절을 형태소로 나누는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/korean_text.py" line="96" />
        <source>candidates within {max_distance:g} edits at the {level} level…</source>
        <translation>{level} 수준에서 편집 {max_distance:g}회 안의 후보…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/language_models.py" line="78" />
        <source>next-word distribution…</source>
        <translation>다음 단어 분포…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/language_models.py" line="95" />
        <source>scoring the sentence…</source>
        <translation>문장 점수 매기는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/language_models.py" line="118" />
        <source>generating with the {order}-gram model…</source>
        <translation>{order}-gram 모델로 생성하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/language_models.py" line="138" />
        <source>candidates within {max_distance:g} edits…</source>
        <translation>편집 {max_distance:g}회 안의 후보…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/language_models.py" line="182" />
        <source>writing {name}…</source>
        <translation>{name} 쓰는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/language_models.py" line="186" />
        <source>Could not save {name}: {value}.</source>
        <translation>{name}을(를) 저장할 수 없습니다: {value}.</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/parsing.py" line="58" />
        <source>Listing the rules…</source>
        <translation>규칙 나열하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/parsing.py" line="65" />
        <source>Tagging with the HMM tagger…</source>
        <translation>HMM 태거로 태깅하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/spam_filtering.py" line="92" />
        <source>overview…</source>
        <translation>개요…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/spam_filtering.py" line="129" />
        <source>The test part is empty; raise the test share or add messages.</source>
        <translation>시험 부분이 비어 있습니다. 시험 비율을 높이거나 메일을 더하세요.</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/spam_filtering.py" line="149" />
        <source>The positive class {positive!r} is not one of {classes}.</source>
        <translation>양성 클래스 {positive!r}은(는) {classes} 가운데 하나가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/spam_filtering.py" line="162" />
        <source>training the filters for Explain…</source>
        <translation>설명용 필터를 학습하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/spam_filtering.py" line="259" />
        <source>The training part needs documents of the positive class and of the others.</source>
        <translation>학습 부분에는 양성 클래스와 다른 클래스의 문서가 있어야 합니다.</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/spam_filtering.py" line="311" />
        <source>scoring the terms…</source>
        <translation>단어 점수 매기는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/tagging.py" line="63" />
        <source>No held-out sentences to tag.</source>
        <translation>태깅할 떼어 둔 문장이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/tagging.py" line="84" />
        <source>beam off: {kept:.1f} states kept per column</source>
        <translation>빔 끔: 열마다 상태 {kept:.1f}개 유지</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/tagging.py" line="87" />
        <source>beam θ = {theta:g}: {kept:.1f} states kept per column</source>
        <translation>빔 θ = {theta:g}: 열마다 상태 {kept:.1f}개 유지</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/tagging.py" line="139" />
        <source>training on {n_train:,} sentences…</source>
        <translation>문장 {n_train:,}개로 학습하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/tagging.py" line="142" />
        <source>tagging {n_test:,} held-out sentences…</source>
        <translation>떼어 둔 문장 {n_test:,}개를 태깅하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/tagging.py" line="149" />
        <source>training the first-order tagger to compare…</source>
        <translation>비교할 1차 태거를 학습하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/tagging.py" line="152" />
        <source>tagging the held-out sentences with the first order…</source>
        <translation>떼어 둔 문장을 1차 태거로 태깅하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/tagging.py" line="239" />
        <source>writing {path_name}…</source>
        <translation>{path_name} 쓰는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/tagging.py" line="272" />
        <source>counting tag n-grams…</source>
        <translation>태그 n-gram 세는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/tagging.py" line="275" />
        <source>transition matrix…</source>
        <translation>전이 행렬…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="67" />
        <source>listing files…</source>
        <translation>파일 목록을 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="85" />
        <source>Nothing was opened. {why}</source>
        <translation>아무것도 열지 않았습니다. {why}</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="88" />
        <source>{names} contains no text; choose a file with text in it</source>
        <translation>{names}에 텍스트가 없습니다. 텍스트가 있는 파일을 고르세요</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="92" />
        <source>{names} and {n} more</source>
        <translation>{names} 외 {n}개</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="95" />
        <source>{encodings} (detected)</source>
        <translation>{encodings} (감지됨)</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="97" />
        <source>{encodings} (chosen)</source>
        <translation>{encodings} (선택함)</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="130" />
        <source>case folding…</source>
        <translation>대소문자 통일하는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="138" />
        <source>{name} stems: {min_at:,} types…</source>
        <translation>{name} 어간: 유형 {min_at:,}개…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="144" />
        <source>lemmas and tags: {at:,} of {n_top:,}…</source>
        <translation>표제어와 태그: {n_top:,}개 가운데 {at:,}개…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="168" />
        <source>rule-based splitting: {n_decisions:,} candidates…</source>
        <translation>규칙 기반 분리: 후보 {n_decisions:,}개…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="177" />
        <source>Punkt splitting: {n_punkt:,} sentences…</source>
        <translation>Punkt 분리: 문장 {n_punkt:,}개…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="184" />
        <source>contexts…</source>
        <translation>문맥…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="201" />
        <source>counting bigrams of {n_tokens:,} tokens…</source>
        <translation>토큰 {n_tokens:,}개의 바이그램 세는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="238" />
        <source>distance only (the table is too large to keep)…</source>
        <translation>거리만 계산 (표가 너무 커서 남기지 않습니다)…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="242" />
        <source>filling the {n:,} × {m:,} table…</source>
        <translation>{n:,} × {m:,} 표를 채우는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="245" />
        <source>cells on an optimal path…</source>
        <translation>최적 경로 위의 칸…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="247" />
        <source>counting co-optimal alignments…</source>
        <translation>공동 최적 정렬 세는 중…</translation>
    </message>
    <message>
        <location filename="../../engine/workflows/text_processing.py" line="249" />
        <source>listing alignments…</source>
        <translation>정렬 나열하는 중…</translation>
    </message>
    <message>
        <location filename="../routing.py" line="47" />
        <source>looking at {name}…</source>
        <translation>{name} 살펴보는 중…</translation>
    </message>
    <message>
        <location filename="../routing.py" line="54" />
        <source>Cannot open {name}: {reason}.</source>
        <translation>{name}을(를) 열 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="42" />
        <source>Give at least one state name (separated by spaces).</source>
        <translation>상태 이름을 하나 이상 적으세요 (공백으로 구분).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="44" />
        <source>Give at least one symbol name (separated by spaces).</source>
        <translation>기호 이름을 하나 이상 적으세요 (공백으로 구분).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="46" />
        <source>The state name {name!r} is given twice; names must differ.</source>
        <translation>상태 이름 {name!r}이(가) 두 번 나옵니다. 이름은 서로 달라야 합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="48" />
        <source>The symbol name {name!r} is given twice; names must differ.</source>
        <translation>기호 이름 {name!r}이(가) 두 번 나옵니다. 이름은 서로 달라야 합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="50" />
        <source>Type a sequence of states, e.g. {example}.</source>
        <translation>상태의 열을 적으세요. 예: {example}.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="52" />
        <source>Type a sequence of symbols, e.g. {example}.</source>
        <translation>기호의 열을 적으세요. 예: {example}.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="54" />
        <source>{name!r} is not a state; the states are {names}.</source>
        <translation>{name!r}은(는) 상태가 아닙니다. 상태는 {names}입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="56" />
        <source>{name!r} is not a symbol; the symbols are {names}.</source>
        <translation>{name!r}은(는) 기호가 아닙니다. 기호는 {names}입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="82" />
        <source>{name}: the cell ({row}, {col}) holds {text!r}, not a probability; type a number between 0 and 1.</source>
        <translation>{name}: ({row}, {col}) 칸의 {text!r}은(는) 확률이 아닙니다. 0과 1 사이의 수를 적으세요.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="98" />
        <source>{reason} Fix the row (it is a probability distribution).</source>
        <translation>{reason} 그 행을 고치세요 (행은 확률 분포입니다).</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/hand.py" line="138" />
        <source>The observations have probability 0 under this model (a zero emission or transition rules every path out), so γ is undefined.</source>
        <translation>이 모델에서 관측의 확률이 0이므로 (0인 방출 또는 전이 확률이 모든 경로를 막습니다) γ는 정의되지 않습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/hmm/jobs_units.py" line="34" />
        <source>{name} is a folder: morphemes are read from one file (a UD Korean treebank's .conllu or a morpheme/TAG file); open the file, or choose words.</source>
        <translation>{name}은(는) 폴더입니다. 형태소는 파일 하나에서 읽습니다 (UD 한국어 트리뱅크의 .conllu 또는 형태소/태그 파일). 파일을 열거나 어절을 고르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/jobs.py" line="111" />
        <source>Cannot read {name}: {reason}.</source>
        <translation>{name}을(를) 읽을 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/cnf.py" line="192" />
        <source>The unit rules form a cycle that never reaches a word (e.g. A -&gt; B [1.0] and B -&gt; A [1.0]); give the symbols on the cycle rules that produce words.</source>
        <translation>단위 규칙이 단어에 닿지 않는 순환을 이룹니다 (예: A -&gt; B [1.0]와 B -&gt; A [1.0]). 순환에 있는 기호에 단어를 만드는 규칙을 주세요.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/cnf.py" line="307" />
        <source>The word {word!r} beside other children of ({label} …) is not in such a rule of the grammar.</source>
        <translation>({label} …)의 다른 자식 옆에 있는 단어 {word!r}은(는) 문법의 그런 규칙에 없습니다.</translation>
    </message>
    <message>
        <location filename="../../engine/parse/cnf.py" line="318" />
        <source>({head} {labels}) is not a rule of the grammar.</source>
        <translation>({head} {labels})은(는) 문법의 규칙이 아닙니다.</translation>
    </message>
    <message>
        <location filename="../models/spam.py" line="251" />
        <source>“{term}” is unknown to the filter: it pulls neither way.</source>
        <translation>“{term}”은(는) 필터가 모르는 단어라서 어느 쪽으로도 끌지 않습니다.</translation>
    </message>
    <message>
        <location filename="../models/spam.py" line="254" />
        <source>“{term}” is as likely in both classes: it pulls neither way.</source>
        <translation>“{term}”은(는) 두 클래스에서 똑같이 나올 법해서 어느 쪽으로도 끌지 않습니다.</translation>
    </message>
</context>
</TS>