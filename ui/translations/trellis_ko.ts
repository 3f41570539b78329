<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name />
    <message>
        <location filename="../tabs/clustering/predict.py" line="46" />
        <location filename="../tabs/hmm/predict.py" line="49" />
        <location filename="../tabs/svm/predict.py" line="25" />
        <location filename="../tabs/text/predict.py" line="22" />
        <location filename="../widgets/practice.py" line="277" />
        <source>right</source>
        <translation>오른쪽</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="46" />
        <location filename="../tabs/hmm/predict.py" line="49" />
        <location filename="../tabs/svm/predict.py" line="25" />
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
        <location filename="../tabs/svm/predict.py" line="27" />
        <source>{mark}: SMO takes i with the largest KKT violation and j by the largest gain of the two-variable step (libsvm's second-order rule); the violation was m(α) − M(α) = {v:.4g}. You picked ({chosen}); SMO picked ({i}, {j}): α&lt;sub&gt;{i}&lt;/sub&gt; {ai:.4g} → {ai2:.4g}, α&lt;sub&gt;{j}&lt;/sub&gt; {aj:.4g} → {aj2:.4g}.</source>
        <translation>{mark}: SMO는 KKT 위반이 가장 큰 i와, 두 변수 단계의 이득이 가장 큰 j를 고릅니다 (libsvm의 2차 규칙). 위반은 m(α) − M(α) = {v:.4g}였습니다. 고른 쌍은 ({chosen}), SMO가 고른 쌍은 ({i}, {j}): α&lt;sub&gt;{i}&lt;/sub&gt; {ai:.4g} → {ai2:.4g}, α&lt;sub&gt;{j}&lt;/sub&gt; {aj:.4g} → {aj2:.4g}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/predict.py" line="35" />
        <source>Predict: which two points will SMO update next? Click both.</source>
        <translation>예측: SMO가 다음에 갱신할 두 점은 어느 것일까요? 두 점을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/predict.py" line="61" />
        <source>Click on a point.</source>
        <translation>점을 누르세요.</translation>
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
        <location filename="../widgets/practice.py" line="171" />
        <location filename="../widgets/practice.py" line="177" />
        <source>Check</source>
        <translation>채점</translation>
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
        <location filename="../widgets/stepping.py" line="174" />
        <source>Finished after %n step(s): {how}.</source>
        <translation><numerusform>%n단계 뒤 끝났습니다: {how}.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../widgets/stepping.py" line="176" />
        <source>Cancelled after %n step(s); the steps so far are kept.</source>
        <translation><numerusform>%n단계 뒤 취소했습니다. 지금까지의 단계는 남아 있습니다.</numerusform></translation>
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
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="38" />
        <source>SVM (RBF)</source>
        <translation>SVM (RBF)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="39" />
        <source>logistic regression</source>
        <translation>로지스틱 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="40" />
        <location filename="../tabs/svm/lab_compare.py" line="47" />
        <source>perceptron</source>
        <translation>퍼셉트론</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="41" />
        <source>MLP (8 tanh)</source>
        <translation>MLP (tanh 8개)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="42" />
        <source>AdaBoost</source>
        <translation>AdaBoost</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="43" />
        <source>tree (full depth)</source>
        <translation>트리 (끝까지)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="44" />
        <source>bagging (25 trees)</source>
        <translation>배깅 (트리 25개)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="45" />
        <source>voting (LR, tree, k-NN)</source>
        <translation>투표 (LR, 트리, k-NN)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="46" />
        <source>logistic</source>
        <translation>로지스틱</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="48" />
        <source>tree</source>
        <translation>트리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="49" />
        <source>bagging</source>
        <translation>배깅</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="50" />
        <source>voting</source>
        <translation>투표</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="142" />
        <source>Folds</source>
        <translation>폴드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="143" />
        <source>k of k-fold cross-validation</source>
        <translation>k-겹 교차 검증(cross-validation)의 k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="144" />
        <source>Resamples</source>
        <translation>재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="145" />
        <source>Bootstrap training sets in the bias–variance picture</source>
        <translation>편향–분산 그림의 부트스트랩 학습 집합 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="146" />
        <location filename="../tabs/svm/lab_compare.py" line="196" />
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="147" />
        <source>Fit every model again</source>
        <translation>모든 모델을 다시 학습합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="157" />
        <source>Computed when this view is shown.</source>
        <translation>이 화면을 열 때 계산합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="194" />
        <source>folds</source>
        <translation>폴드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="195" />
        <source>resamples</source>
        <translation>재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="197" />
        <source>Single models</source>
        <translation>단일 모델</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="198" />
        <source>Ensembles and bias–variance</source>
        <translation>앙상블과 편향–분산</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="204" />
        <location filename="../tabs/svm/lab_compare.py" line="254" />
        <source>deep tree × resamples</source>
        <translation>깊은 트리 × 재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="205" />
        <location filename="../tabs/svm/lab_compare.py" line="255" />
        <source>logistic × resamples</source>
        <translation>로지스틱 × 재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="218" />
        <source>Comparing needs two classes and at least {k} points of each (for {k}-fold cross-validation).</source>
        <translation>비교하려면 두 클래스와 클래스마다 점이 {k}개 이상 있어야 합니다 ({k}-겹 교차 검증).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="228" />
        <source>Fitting {n} models…</source>
        <translation>모델 {n}개 학습 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="238" />
        <source>{name}: two classes only</source>
        <translation>{name}: 두 클래스 전용</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="243" />
        <source>{name}: {train:.0%} train, CV {cv:.0%}</source>
        <translation>{name}: 학습 {train:.0%}, CV {cv:.0%}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="246" />
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="246" />
        <source>training accuracy</source>
        <translation>학습 정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="247" />
        <source>CV accuracy</source>
        <translation>CV 정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="247" />
        <source>CV std</source>
        <translation>CV 표준편차</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="258" />
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
    <name>JobPanel</name>
    <message>
        <location filename="../widgets/jobs.py" line="65" />
        <source>Progress</source>
        <translation>진행</translation>
    </message>
    <message>
        <location filename="../widgets/jobs.py" line="66" />
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../widgets/jobs.py" line="67" />
        <source>Stop this computation; what is shown now stays</source>
        <translation>이 계산을 멈춥니다. 지금 보이는 것은 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../widgets/jobs.py" line="82" />
        <source>Working…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <location filename="../widgets/jobs.py" line="91" />
        <source>Cancelled; what is shown stays as it was.</source>
        <translation>취소했습니다. 보이는 것은 그대로입니다.</translation>
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
        <location filename="../tabs/svm/lab_knn.py" line="143" />
        <source>distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="132" />
        <location filename="../tabs/svm/lab_knn.py" line="142" />
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="132" />
        <source>Neighbours that vote</source>
        <translation>투표하는 이웃의 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="133" />
        <source>Distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="134" />
        <source>Euclidean ‖x − x′‖, or cosine 1 − x·x′/(‖x‖‖x′‖) (the angle from the origin only, as for tf-idf documents)</source>
        <translation>유클리드 ‖x − x′‖ 또는 코사인 1 − x·x′/(‖x‖‖x′‖) (원점에서 본 각도만, tf-idf 문서처럼)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="136" />
        <source>Votes</source>
        <translation>투표</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="137" />
        <source>Each neighbour one vote, or a vote of 1/d</source>
        <translation>이웃마다 한 표, 또는 1/d 표</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="138" />
        <source>Largest k</source>
        <translation>가장 큰 k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="139" />
        <source>The curve's largest k</source>
        <translation>곡선의 가장 큰 k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="140" />
        <source>Folds</source>
        <translation>폴드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="141" />
        <source>k of the stratified k-fold cross-validation</source>
        <translation>층화 k-겹 교차 검증의 k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="144" />
        <source>votes</source>
        <translation>투표</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="145" />
        <source>largest k</source>
        <translation>가장 큰 k</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="146" />
        <source>folds</source>
        <translation>폴드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="188" />
        <source>k-NN regions: click a place</source>
        <translation>k-NN 영역: 한 곳을 클릭</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="189" />
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="190" />
        <source>training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_knn.py" line="191" />
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
        <location filename="../tabs/svm/lab_compare.py" line="101" />
        <source>{name}…</source>
        <translation>{name}…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="111" />
        <source>bootstrap: deep tree…</source>
        <translation>부트스트랩: 깊은 트리…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_compare.py" line="114" />
        <source>bootstrap: logistic regression…</source>
        <translation>부트스트랩: 로지스틱 회귀…</translation>
    </message>
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
        <location filename="../tabs/svm/lab_regression_jobs.py" line="50" />
        <source>least squares…</source>
        <translation>최소 제곱…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_jobs.py" line="61" />
        <source>degree against validation error…</source>
        <translation>차수별 검증 오차…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_jobs.py" line="67" />
        <source>bias² and variance over bootstrap resamples…</source>
        <translation>부트스트랩 재표집으로 편향²과 분산…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression_jobs.py" line="76" />
        <source>least-squares classifier…</source>
        <translation>최소 제곱 분류기…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="38" />
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
        <location filename="../tabs/svm/lab_mlp.py" line="32" />
        <source>cross-entropy</source>
        <translation>교차 엔트로피</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="33" />
        <source>squared error</source>
        <translation>제곱 오차</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="44" />
        <source>Hidden layers</source>
        <translation>은닉층</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="44" />
        <source>Number of hidden layers</source>
        <translation>은닉층의 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="46" />
        <source>Width</source>
        <translation>너비</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="46" />
        <source>Units per hidden layer</source>
        <translation>은닉층마다 유닛 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="47" />
        <source>Activation</source>
        <translation>활성화 함수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="48" />
        <source>Hidden activation φ: tanh, sigmoid, ReLU max(0, z), leaky ReLU max(0.01z, z), ELU (z, or α(eᶻ − 1) below 0)</source>
        <translation>은닉 활성화 함수(activation function) φ: tanh, sigmoid, ReLU max(0, z), leaky ReLU max(0.01z, z), ELU (z, 0 아래에서는 α(eᶻ − 1))</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="50" />
        <source>Loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="51" />
        <source>Training loss (output: sigmoid for two classes, softmax for more)</source>
        <translation>학습 손실 (출력: 두 클래스는 sigmoid, 그보다 많으면 softmax)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="53" />
        <source>Initial weights</source>
        <translation>초기 가중치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="53" />
        <source>How the weights start</source>
        <translation>가중치의 시작값</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="55" />
        <source>Learning rate</source>
        <translation>학습률</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="56" />
        <source>Gradient-descent step η (too large diverges)</source>
        <translation>경사 하강법의 보폭 η (너무 크면 발산)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="57" />
        <source>Momentum</source>
        <translation>모멘텀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="58" />
        <source>μ in v ← μv − η∇L</source>
        <translation>v ← μv − η∇L의 μ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="59" />
        <source>Weight decay λ: adds (λ/2)Σ‖W‖²</source>
        <translation>가중치 감쇠 λ: (λ/2)Σ‖W‖²를 더합니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="61" />
        <source>Dropout</source>
        <translation>드롭아웃</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="62" />
        <source>Share of hidden units dropped in each training update</source>
        <translation>학습 갱신마다 끄는 은닉 유닛의 비율</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="63" />
        <source>Mini-batch</source>
        <translation>미니배치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="64" />
        <source>Mini-batch size (0 = the full batch)</source>
        <translation>미니배치 크기 (0 = 전체 배치)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="65" />
        <source>Epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="65" />
        <source>Epochs at most</source>
        <translation>최대 에포크 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="66" />
        <source>layers</source>
        <translation>층</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="67" />
        <source>width</source>
        <translation>너비</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="69" />
        <source>loss</source>
        <translation>손실</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="71" />
        <source>momentum</source>
        <translation>모멘텀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="73" />
        <source>dropout</source>
        <translation>드롭아웃</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="74" />
        <source>batch</source>
        <translation>배치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="75" />
        <source>epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="76" />
        <source>init</source>
        <translation>초기값</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="100" />
        <source>numbers</source>
        <translation>수치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="101" />
        <source>XOR weights</source>
        <translation>XOR 가중치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="104" />
        <source>The notes' network on inputs a, b ∈ {0, 1}, sigmoid units: h₁ ≈ a OR b, h₂ ≈ NOT(a AND b), out ≈ h₁ AND h₂ = ab̄ + āb (XOR; the notes' ab + āb̄ is XNOR). Choose init "notes' XOR network" to start from these weights; edit them and Step.</source>
        <translation>입력 a, b ∈ {0, 1}에 대한 노트의 신경망 (sigmoid 유닛): h₁ ≈ a OR b, h₂ ≈ NOT(a AND b), 출력 ≈ h₁ AND h₂ = ab̄ + āb (XOR; 노트의 ab + āb̄는 XNOR입니다). 이 가중치에서 시작하려면 초기값 "노트의 XOR 신경망"을 고르고, 값을 고친 뒤 단계를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="110" />
        <source>MLP (dashed: hidden units; click a point)</source>
        <translation>다층 퍼셉트론 (점선: 은닉 유닛, 점을 클릭)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="165" />
        <source>from a / h₁</source>
        <translation>a / h₁에서</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="166" />
        <source>from b / h₂</source>
        <translation>b / h₂에서</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="167" />
        <source>bias</source>
        <translation>편향</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="270" />
        <source>loss L</source>
        <translation>손실 L</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="270" />
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="287" />
        <source>&lt;b&gt;Multilayer perceptron&lt;/b&gt;: z_l = a_{l−1}W_l + b_l, a_l = φ(z_l); each Step is one gradient update W ← W − η ∂L/∂W by backpropagation. Dashed lines: each first-layer unit's w·x + b = 0 (the thick one moved most). Click a point for its forward values and deltas. All-zero weights keep every hidden unit identical (symmetry).</source>
        <translation>&lt;b&gt;다층 퍼셉트론&lt;/b&gt;: z_l = a_{l−1}W_l + b_l, a_l = φ(z_l). 단계마다 역전파(backpropagation)로 경사 갱신 W ← W − η ∂L/∂W를 한 번 합니다. 점선: 첫 층 유닛마다 w·x + b = 0 (굵은 선이 가장 많이 움직인 유닛). 점을 클릭하면 순전파 값과 델타가 나옵니다. 가중치가 모두 0이면 은닉 유닛이 모두 같게 남습니다 (대칭).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="295" />
        <source> — converged</source>
        <translation> — 수렴</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="296" />
        <source> — &lt;b&gt;diverged&lt;/b&gt;: η too large</source>
        <translation> — &lt;b&gt;발산&lt;/b&gt;: η가 너무 큽니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="297" />
        <source> — stopped at the epoch cap</source>
        <translation> — 최대 에포크에서 멈춤</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="298" />
        <source> ↑ (rose)</source>
        <translation> ↑ (증가)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="300" />
        <source>&lt;b&gt;Initial network&lt;/b&gt; (before update 1): L = {L:.4g}, accuracy {a:.1%}.&lt;br&gt;</source>
        <translation>&lt;b&gt;초기 신경망&lt;/b&gt; (갱신 1 전): L = {L:.4g}, 정확도 {a:.1%}.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="303" />
        <source>&lt;b&gt;Update {k}&lt;/b&gt; of at most {n} (epoch {e}){state}: L = {L:.4g}{rose}, accuracy {a:.1%}, ‖∇L‖ = {g:.3g}.&lt;br&gt;</source>
        <translation>&lt;b&gt;갱신 {k}&lt;/b&gt; / 최대 {n} (에포크 {e}){state}: L = {L:.4g}{rose}, 정확도 {a:.1%}, ‖∇L‖ = {g:.3g}.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="310" />
        <source>Every first-layer unit has the same weights: the symmetry never breaks.&lt;br&gt;</source>
        <translation>첫 층의 유닛이 모두 같은 가중치를 가집니다: 대칭이 깨지지 않습니다.&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="324" />
        <source>layer {l}: ‖ΔW‖ = {n:.3g}, largest ΔW[{i},{j}] = {d:+.3g}, ‖Δb‖ = {nb:.3g}</source>
        <translation>층 {l}: ‖ΔW‖ = {n:.3g}, 가장 큰 ΔW[{i},{j}] = {d:+.3g}, ‖Δb‖ = {nb:.3g}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="333" />
        <source>ΔW₁ (rows: x, y; columns: hidden units):</source>
        <translation>ΔW₁ (행: x, y, 열: 은닉 유닛):</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="335" />
        <source>&lt;b&gt;Changed weights&lt;/b&gt; (this update):</source>
        <translation>&lt;b&gt;바뀐 가중치&lt;/b&gt; (이번 갱신):</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="345" />
        <source>&lt;hr&gt;&lt;b&gt;Point #{i}&lt;/b&gt; x = {x}, class {c}</source>
        <translation>&lt;hr&gt;&lt;b&gt;점 #{i}&lt;/b&gt; x = {x}, 클래스 {c}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="350" />
        <source>output</source>
        <translation>출력</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="351" />
        <source>hidden layer {l}</source>
        <translation>은닉층 {l}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="359" />
        <source>&amp;nbsp;unit {j}: z = {z:.4g}, p = {p:.4g}; {rule} = &lt;b&gt;{d:.4g}&lt;/b&gt;</source>
        <translation>&amp;nbsp;유닛 {j}: z = {z:.4g}, p = {p:.4g}; {rule} = &lt;b&gt;{d:.4g}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="365" />
        <source>&amp;nbsp;unit {j}: z = {z:.4g}, a = {phi}(z) = {a:.4g}; δ = (Σ_k W_jk δ_k)·φ'(z) = {back:.4g} × {dphi} ({deriv:.4g}) = &lt;b&gt;{d:.4g}&lt;/b&gt;</source>
        <translation>&amp;nbsp;유닛 {j}: z = {z:.4g}, a = {phi}(z) = {a:.4g}; δ = (Σ_k W_jk δ_k)·φ'(z) = {back:.4g} × {dphi} ({deriv:.4g}) = &lt;b&gt;{d:.4g}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_mlp.py" line="369" />
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
        <location filename="../tabs/svm/chapters.py" line="36" />
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
        <location filename="../tabs/svm/lab_regression.py" line="45" />
        <source>Points</source>
        <translation>점 개수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="46" />
        <source>How many points the generator draws</source>
        <translation>생성기가 뽑는 점의 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="47" />
        <source>Noise σ</source>
        <translation>잡음 σ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="48" />
        <source>Standard deviation of the noise ε in y = sin 2πx + ε</source>
        <translation>y = sin 2πx + ε에서 잡음 ε의 표준편차</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="49" />
        <location filename="../tabs/svm/lab_regression.py" line="170" />
        <source>New points</source>
        <translation>새 점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="50" />
        <source>Draw new points of y = sin 2πx + ε</source>
        <translation>y = sin 2πx + ε의 점을 새로 뽑습니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="51" />
        <location filename="../tabs/svm/lab_regression.py" line="171" />
        <source>Undo</source>
        <translation>되돌리기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="52" />
        <source>Undo the last edit of the points</source>
        <translation>점의 마지막 편집을 되돌립니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="53" />
        <source>Degree</source>
        <translation>차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="54" />
        <source>Degree of the least-squares polynomial drawn over the points</source>
        <translation>점 위에 그리는 최소 제곱 다항식의 차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="55" />
        <source>Ridge α</source>
        <translation>릿지 α</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="56" />
        <source>α‖w‖² added to the squared error (0: ordinary least squares)</source>
        <translation>제곱 오차에 더하는 α‖w‖² (0: 보통 최소 제곱)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="58" />
        <source>Learning rate η</source>
        <translation>학습률 η</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="59" />
        <source>Gradient-descent step (0: 1/L, the largest that never diverges)</source>
        <translation>경사 하강법의 보폭 (0: 1/L, 발산하지 않는 가장 큰 값)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="61" />
        <source>Iterations</source>
        <translation>반복</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="62" />
        <source>Gradient steps at most</source>
        <translation>최대 경사 단계 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="63" />
        <source>Start w₀</source>
        <translation>시작 w₀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="64" />
        <location filename="../tabs/svm/lab_regression.py" line="66" />
        <source>Where gradient descent starts (or click the contours)</source>
        <translation>경사 하강법의 시작점 (또는 등고선을 클릭)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="65" />
        <source>Start w₁</source>
        <translation>시작 w₁</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="67" />
        <source>Max degree</source>
        <translation>최대 차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="68" />
        <source>Highest degree in the validation and bias²–variance curves</source>
        <translation>검증 곡선과 편향²–분산 곡선의 가장 높은 차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="69" />
        <source>Validation %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="70" />
        <source>Share of the points held out to measure the validation error</source>
        <translation>검증 오차를 재려고 떼어 두는 점의 비율</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="71" />
        <source>Resamples</source>
        <translation>재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="72" />
        <source>Bootstrap resamples of the bias²–variance decomposition</source>
        <translation>편향²–분산 분해의 부트스트랩 재표집 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="73" />
        <source>Outliers</source>
        <translation>이상점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="74" />
        <source>Extra class +1 points far on their own side (least-squares classifier)</source>
        <translation>자기 쪽으로 멀리 떨어진 클래스 +1 점 (최소 제곱 분류기)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="76" />
        <source>Distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="77" />
        <source>How far out the outliers lie</source>
        <translation>이상점이 떨어진 거리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="83" />
        <source>points</source>
        <translation>점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="84" />
        <source>noise σ</source>
        <translation>잡음 σ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="85" />
        <source>degree</source>
        <translation>차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="86" />
        <source>ridge α</source>
        <translation>릿지 α</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="87" />
        <source>η (0 = 1/L)</source>
        <translation>η (0 = 1/L)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="88" />
        <source>iterations</source>
        <translation>반복</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="89" />
        <source>start w₀</source>
        <translation>시작 w₀</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="90" />
        <source>start w₁</source>
        <translation>시작 w₁</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="91" />
        <source>max degree</source>
        <translation>최대 차수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="92" />
        <source>validation %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="93" />
        <source>resamples</source>
        <translation>재표집</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="94" />
        <source>outliers</source>
        <translation>이상점</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="95" />
        <source>distance</source>
        <translation>거리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="166" />
        <source>Fit and gradient descent</source>
        <translation>적합과 경사 하강법</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="167" />
        <source>Degree and bias² + variance</source>
        <translation>차수와 편향² + 분산</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="168" />
        <source>Least-squares classifier</source>
        <translation>최소 제곱 분류기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="173" />
        <source>your points (click adds, drag moves)</source>
        <translation>내 점 (클릭: 추가, 끌기: 이동)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="174" />
        <location filename="../tabs/svm/lab_regression.py" line="267" />
        <source>cost J per step</source>
        <translation>단계별 비용 J</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="239" />
        <source>Fitting…</source>
        <translation>적합 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="258" />
        <source>Click at least two points (at different x) first.</source>
        <translation>먼저 (x가 다른) 점을 두 개 이상 클릭하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="298" />
        <source>&lt;b&gt;Linear regression&lt;/b&gt;: ŷ = w₀ + w₁x; least squares minimises J(w₀, w₁) = 1/(2n) Σ (yᵢ − ŷᵢ)² (+ α/(2n) w₁² for ridge). Step (Space) runs gradient descent w ← w − η∇J on the contours (tick Predict to click where each step lands first). Click the plot to add a point, drag one to move it, Shift+click one to delete it.</source>
        <translation>&lt;b&gt;선형 회귀&lt;/b&gt;: ŷ = w₀ + w₁x. 최소 제곱은 J(w₀, w₁) = 1/(2n) Σ (yᵢ − ŷᵢ)²을 최소화합니다 (릿지는 + α/(2n) w₁²). 단계(Space)를 누르면 등고선 위에서 경사 하강법 w ← w − η∇J가 한 걸음씩 진행됩니다 (예측을 켜면 걸음마다 먼저 어디에 떨어질지 클릭합니다). 그림을 클릭하면 점이 추가되고, 끌면 옮겨지고, Shift+클릭하면 지워집니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="309" />
        <source>&lt;b&gt;Least squares, degree {d}&lt;/b&gt; (solid curve, residuals rᵢ = yᵢ − ŷᵢ as segments): J = 1/(2n) Σ rᵢ² = {J:.4g}, R² = 1 − Σ rᵢ² / Σ (yᵢ − ȳ)² = {r2:.3f}.</source>
        <translation>&lt;b&gt;최소 제곱, 차수 {d}&lt;/b&gt; (실선 곡선, 잔차 rᵢ = yᵢ − ŷᵢ는 선분): J = 1/(2n) Σ rᵢ² = {J:.4g}, R² = 1 − Σ rᵢ² / Σ (yᵢ − ȳ)² = {r2:.3f}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="318" />
        <source> — converged: ‖∇J‖ below the tolerance</source>
        <translation> — 수렴: ‖∇J‖가 허용 오차보다 작음</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="319" />
        <source> — &lt;b&gt;diverged&lt;/b&gt;: η is too large</source>
        <translation> — &lt;b&gt;발산&lt;/b&gt;: η가 너무 큽니다</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="320" />
        <source> — stopped at the iteration cap</source>
        <translation> — 최대 반복에서 멈춤</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="322" />
        <source>&lt;b&gt;Gradient step {k}&lt;/b&gt;{state} (dashed line): w₀ = {w0:.4g}, w₁ = {w1:.4g}, J = {J:.5g}.&lt;br&gt;∇J = −(1/n) Σ (yᵢ − ŷᵢ)(1, xᵢ) = ({g0:.4g}, {g1:.4g}) over n = {n} points; the next step is w ← w − η∇J with η = {eta:.4g}: ({n0:.4g}, {n1:.4g}).</source>
        <translation>&lt;b&gt;경사 단계 {k}&lt;/b&gt;{state} (점선): w₀ = {w0:.4g}, w₁ = {w1:.4g}, J = {J:.5g}.&lt;br&gt;점 n = {n}개에서 ∇J = −(1/n) Σ (yᵢ − ŷᵢ)(1, xᵢ) = ({g0:.4g}, {g1:.4g}). 다음 단계는 η = {eta:.4g}로 w ← w − η∇J: ({n0:.4g}, {n1:.4g}).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_regression.py" line="330" />
        <source>The least-squares minimum (✕ on the contours): w₀ = {w0:.4g}, w₁ = {w1:.4g}, J = {J:.5g}.</source>
        <translation>최소 제곱의 최솟값 (등고선 위의 ✕): w₀ = {w0:.4g}, w₁ = {w1:.4g}, J = {J:.5g}.</translation>
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
        <location filename="../widgets/stepping.py" line="162" />
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
        <location filename="../widgets/stepping.py" line="116" />
        <source>Answer on the picture first: {prompt}</source>
        <translation>먼저 그림 위에서 답하세요: {prompt}</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="164" />
        <source>Running…</source>
        <translation>실행 중…</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="166" />
        <source>Paused at step {n}.</source>
        <translation>{n}단계에서 멈췄습니다.</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="168" />
        <source>complete</source>
        <translation>완료</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="169" />
        <source>converged</source>
        <translation>수렴</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="171" />
        <source>stopped by its cap ({why})</source>
        <translation>상한에 걸려 멈춤 ({why})</translation>
    </message>
    <message>
        <location filename="../widgets/stepping.py" line="173" />
        <source>done</source>
        <translation>끝</translation>
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
        <location filename="../tabs/svm/lab_tree.py" line="306" />
        <source>Gini</source>
        <translation>지니</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="28" />
        <location filename="../tabs/svm/lab_tree.py" line="307" />
        <source>classification error</source>
        <translation>분류 오차</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="79" />
        <source>Criterion</source>
        <translation>기준</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="80" />
        <source>Split score: information gain (entropy, bits), Gini decrease, or the decrease of the classification error 1 − max p</source>
        <translation>분할 점수: 정보 획득(엔트로피, 비트), 지니 감소, 또는 분류 오차 1 − max p의 감소</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="82" />
        <source>Max depth</source>
        <translation>최대 깊이</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="83" />
        <source>Depth limit (0 = none)</source>
        <translation>깊이 제한 (0 = 없음)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="84" />
        <source>Min leaf</source>
        <translation>최소 잎</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="85" />
        <source>Fewest training points in a leaf</source>
        <translation>잎 하나의 최소 학습 점 수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="86" />
        <source>Validation %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="87" />
        <source>Share of the points held out for the pruning curve</source>
        <translation>가지치기 곡선용으로 떼어 두는 점의 비율</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="88" />
        <source>criterion</source>
        <translation>기준</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="89" />
        <source>max depth</source>
        <translation>최대 깊이</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="90" />
        <source>min leaf</source>
        <translation>최소 잎</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="91" />
        <source>validation %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="113" />
        <source>decision tree (red: this split)</source>
        <translation>결정 트리 (빨강: 이번 분할)</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="114" />
        <source>ΔI of each θ:</source>
        <translation>θ마다 ΔI:</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="117" />
        <source>score ΔI</source>
        <translation>점수 ΔI</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="118" />
        <source>threshold θ</source>
        <translation>임계값 θ</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="119" />
        <location filename="../tabs/svm/lab_tree.py" line="127" />
        <source>pruning</source>
        <translation>가지치기</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="120" />
        <source>training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="121" />
        <source>validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="122" />
        <source>depth</source>
        <translation>깊이</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="123" />
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="124" />
        <location filename="../tabs/svm/lab_tree.py" line="308" />
        <source>node</source>
        <translation>노드</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="124" />
        <source>rule / class counts</source>
        <translation>규칙 / 클래스별 개수</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="125" />
        <source>impurity</source>
        <translation>혼탁도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="126" />
        <source>numbers</source>
        <translation>수치</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="126" />
        <source>candidates</source>
        <translation>후보</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="126" />
        <source>tree</source>
        <translation>트리</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="170" />
        <source>Training and validation accuracy by depth appear here (two classes and four points at least).</source>
        <translation>깊이별 학습 정확도와 검증 정확도가 여기에 나타납니다 (두 클래스, 점 네 개 이상).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="184" />
        <source>Pruning curve…</source>
        <translation>가지치기 곡선 계산 중…</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="192" />
        <source>prune there (deeper splits fit noise in the training points).</source>
        <translation>거기서 가지를 치세요 (더 깊은 분할은 학습 점의 잡음에 맞춥니다).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="194" />
        <source>the full tree generalises best on this hold-out: nothing to prune (try overlapping points).</source>
        <translation>이 검증 점에서는 끝까지 자란 트리가 가장 잘 일반화합니다: 칠 가지가 없습니다 (겹치는 점으로 해 보세요).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="197" />
        <source>Grown on {n} points, scored on {m} held out. Training accuracy rises to {t:.1%} at depth {d}; validation peaks at {v:.1%} at depth {b}: {advice}</source>
        <translation>점 {n}개로 키우고 떼어 둔 {m}개로 평가했습니다. 학습 정확도는 깊이 {d}에서 {t:.1%}까지 오르고, 검증 정확도는 깊이 {b}에서 {v:.1%}로 가장 높습니다: {advice}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="212" />
        <source>training accuracy</source>
        <translation>학습 정확도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="213" />
        <source>Σ leaf impurity</source>
        <translation>Σ 잎 혼탁도</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="222" />
        <source>Step: every candidate threshold of the node being split appears here with its ΔI.</source>
        <translation>단계를 누르세요: 나누는 노드의 모든 후보 임계값이 ΔI와 함께 여기에 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="262" />
        <source>{a} ≤ {t:.3g}  (gain {g:.3g})</source>
        <translation>{a} ≤ {t:.3g}  (획득 {g:.3g})</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="264" />
        <source>leaf → {c}</source>
        <translation>잎 → {c}</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="277" />
        <source>&lt;b&gt;Decision tree&lt;/b&gt;: each Step splits one node (breadth-first) at the feature and threshold with the largest impurity decrease ΔI = I(node) − (n_L/n)I(left) − (n_R/n)I(right); entropy I = −Σ p log₂ p, Gini I = 1 − Σ p², classification error I = 1 − max p. Tick Predict to guess each split first.</source>
        <translation>&lt;b&gt;결정 트리&lt;/b&gt;: 단계마다 노드 하나를 (너비 우선으로) 혼탁도 감소 ΔI = I(노드) − (n_L/n)I(왼쪽) − (n_R/n)I(오른쪽)가 가장 큰 특징과 임계값에서 나눕니다. 엔트로피 I = −Σ p log₂ p, 지니 I = 1 − Σ p², 분류 오차 I = 1 − max p. 예측을 켜면 분할마다 먼저 맞혀 볼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="286" />
        <source>The root cannot be split (pure, too small, or no two distinct values).</source>
        <translation>뿌리를 나눌 수 없습니다 (순수하거나, 너무 작거나, 서로 다른 값이 두 개 없음).</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="293" />
        <source>&lt;b&gt;Split {k}&lt;/b&gt;: node #{node} (depth {d}, {n} points) on {a} ≤ {t:.4g}, chosen among {m} candidates by {crit} ({I}).&lt;br&gt;ΔI = I(node) − (n_L/n)I(left) − (n_R/n)I(right) = {i0:.4f} − ({nl}/{n})·{il:.4f} − ({nr}/{n})·{ir:.4f} = &lt;b&gt;{g:.4f}&lt;/b&gt;&lt;br&gt;Training accuracy {acc:.1%}; Σ leaf impurity {li:.4f}.</source>
        <translation>&lt;b&gt;분할 {k}&lt;/b&gt;: 노드 #{node} (깊이 {d}, 점 {n}개)를 {a} ≤ {t:.4g}에서 나눕니다. 후보 {m}개 중 {crit}({I})으로 골랐습니다.&lt;br&gt;ΔI = I(노드) − (n_L/n)I(왼쪽) − (n_R/n)I(오른쪽) = {i0:.4f} − ({nl}/{n})·{il:.4f} − ({nr}/{n})·{ir:.4f} = &lt;b&gt;{g:.4f}&lt;/b&gt;&lt;br&gt;학습 정확도 {acc:.1%}, Σ 잎 혼탁도 {li:.4f}.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="306" />
        <source>entropy</source>
        <translation>엔트로피</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="309" />
        <source>left</source>
        <translation>왼쪽</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="309" />
        <source>right</source>
        <translation>오른쪽</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="312" />
        <source>&lt;br&gt;Done: every leaf is pure or cannot be split.</source>
        <translation>&lt;br&gt;끝: 모든 잎이 순수하거나 더 나눌 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/svm/lab_tree.py" line="314" />
        <source>&lt;br&gt;Stopped by the depth limit ({s}).</source>
        <translation>&lt;br&gt;깊이 제한에서 멈췄습니다 ({s}).</translation>
    </message>
</context>
</TS>