<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name />
    <message>
        <location filename="../tabs/clustering/predict.py" line="46" />
        <location filename="../tabs/hmm/predict.py" line="49" />
        <location filename="../tabs/spam/predict.py" line="20" />
        <location filename="../tabs/svm/predict.py" line="25" />
        <location filename="../tabs/text/predict.py" line="22" />
        <location filename="../widgets/practice.py" line="277" />
        <source>right</source>
        <translation>오른쪽</translation>
    </message>
    <message>
        <location filename="../tabs/clustering/predict.py" line="46" />
        <location filename="../tabs/hmm/predict.py" line="49" />
        <location filename="../tabs/spam/predict.py" line="20" />
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
        <location filename="../tabs/spam/controls.py" line="26" />
        <source>no stemming</source>
        <translation>어간 추출 안 함</translation>
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
        <location filename="../tabs/spam/views_selection.py" line="103" />
        <source>test %</source>
        <translation>테스트 %</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="208" />
        <location filename="../tabs/spam/views_selection.py" line="372" />
        <source>seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="209" />
        <source>positive</source>
        <translation>양성</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="72" />
        <source>the previous explanation is kept</source>
        <translation>이전 설명은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="95" />
        <source>Held-out messages (true → predicted)</source>
        <translation>떼어 둔 메시지 (실제 → 예측)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="96" />
        <location filename="../tabs/spam/studies.py" line="135" />
        <location filename="../tabs/spam/views.py" line="127" />
        <location filename="../tabs/spam/views_selection.py" line="371" />
        <location filename="../tabs/spam/views_words.py" line="75" />
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="97" />
        <source>Which Naive Bayes event model explains</source>
        <translation>어떤 나이브 베이즈 사건 모델로 설명할지</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="99" />
        <source>Pick a held-out message to explain</source>
        <translation>설명할 떼어 둔 메시지를 고르세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="100" />
        <source>Type or paste a message, then Classify</source>
        <translation>메시지를 입력하거나 붙여 넣고 '분류'를 누르세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="101" />
        <source>Type or paste a message here…</source>
        <translation>여기에 메시지를 입력하거나 붙여 넣으세요…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="102" />
        <source>Classify</source>
        <translation>분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="103" />
        <source>Classify and explain the text in the box</source>
        <translation>상자의 텍스트를 분류하고 설명합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="104" />
        <source>A worked Naive Bayes example of the notes, written out with its numbers</source>
        <translation>강의 노트의 나이브 베이즈 예제를 숫자와 함께 풀어 씁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="108" />
        <source>Chart</source>
        <translation>차트</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="109" />
        <source>Table</source>
        <translation>표</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="110" />
        <location filename="../tabs/spam/views_softmax.py" line="123" />
        <source>Search features…</source>
        <translation>특징 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="111" />
        <source>log-ratio (count-weighted)</source>
        <translation>로그 비 (횟수 가중)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="170" />
        <source>&lt;i&gt;Load a corpus first: the filter is trained on it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;먼저 말뭉치를 불러오세요. 필터는 그것으로 학습합니다.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="174" />
        <source>Only the first 200,000 characters are explained.</source>
        <translation>앞의 200,000자만 설명합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="175" />
        <source>Explaining…</source>
        <translation>설명하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="185" />
        <location filename="../tabs/spam/views_softmax.py" line="297" />
        <location filename="../tabs/spam/views_words.py" line="23" />
        <source>feature</source>
        <translation>특징</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="185" />
        <source>count</source>
        <translation>빈도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="186" />
        <source>contribution</source>
        <translation>기여도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="219" />
        <source>contributions log p(w|{pos}) − log p(w|{neg}) (top {n})</source>
        <translation>기여도 log p(w|{pos}) − log p(w|{neg}) (상위 {n}개)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="35" />
        <source>count(w, c) + α over Σ count(·, c) + α|V|</source>
        <translation>(count(w, c) + α) / (Σ count(·, c) + α|V|)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="36" />
        <source>documents of c containing w + α over documents of c + 2α</source>
        <translation>(w를 포함한 c의 문서 수 + α) / (c의 문서 수 + 2α)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="37" />
        <source>&lt;p&gt;Estimates ({rule}), for the strongest feature:&lt;br&gt;</source>
        <translation>&lt;p&gt;가장 강한 특징의 추정값 ({rule}):&lt;br&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="45" />
        <source> + absent words {v}</source>
        <translation> + 없는 단어 {v}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="47" />
        <source>&lt;h3&gt;Predicted: {best}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;예측: {best}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="48" />
        <source>&lt;p&gt;log p({pos}|x)/p({neg}|x) = prior {prior} + words {words}{absent} = &lt;b&gt;{odds}&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;log p({pos}|x)/p({neg}|x) = 사전 확률 {prior} + 단어 {words}{absent} = &lt;b&gt;{odds}&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="53" />
        <source>Vermilion words pull towards {pos}, blue towards {neg}; the stronger the colour, the larger |log p(w|{pos}) − log p(w|{neg})|. Grey: unknown to the filter.</source>
        <translation>주홍색 단어는 {pos} 쪽으로, 파란색 단어는 {neg} 쪽으로 끌어당깁니다. 색이 진할수록 |log p(w|{pos}) − log p(w|{neg})|가 큽니다. 회색: 필터가 모르는 단어.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="56" />
        <source>Bernoulli: each distinct word counts once, and every vocabulary word &lt;i&gt;absent&lt;/i&gt; from the message contributes log(1−θ&lt;sub&gt;pos&lt;/sub&gt;) − log(1−θ&lt;sub&gt;neg&lt;/sub&gt;).</source>
        <translation>베르누이: 서로 다른 단어는 한 번씩만 세고, 메시지에 &lt;i&gt;없는&lt;/i&gt; 어휘의 모든 단어가 log(1−θ&lt;sub&gt;pos&lt;/sub&gt;) − log(1−θ&lt;sub&gt;neg&lt;/sub&gt;)만큼 기여합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="59" />
        <source>Multinomial: every occurrence counts.</source>
        <translation>다항: 나올 때마다 셉니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="79" />
        <source>{n} characters</source>
        <translation>{n}자</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="103" />
        <source>(the last {n} characters are not shown; every word counts in the numbers above)</source>
        <translation>(마지막 {n}자는 보이지 않지만, 위의 숫자에는 모든 단어가 들어갑니다)</translation>
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
        <location filename="../tabs/spam/predict.py" line="21" />
        <source>{mark}: log p({w}|{pos}) − log p({w}|{neg}) = {lp:.3f} − ({ln:.3f}) = {value:+.3f}, {sign} 0, so “{w}” pulls the message towards {side}.</source>
        <translation>{mark}: log p({w}|{pos}) − log p({w}|{neg}) = {lp:.3f} − ({ln:.3f}) = {value:+.3f}, {sign} 0 이므로 “{w}”은(는) 메시지를 {side} 쪽으로 끌어당깁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="61" />
        <source>Predict</source>
        <translation>예측</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="62" />
        <source>Predict mode: click a word of the message and say which class it pulls towards; the filter's numbers grade it</source>
        <translation>예측 모드: 메시지의 단어를 누르고 어느 클래스 쪽으로 끌어당기는지 답하세요. 필터의 숫자가 채점합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="70" />
        <location filename="../tabs/spam/predict.py" line="71" />
        <source>→ {cls}</source>
        <translation>→ {cls}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="72" />
        <location filename="../tabs/spam/predict.py" line="74" />
        <source>The word pulls towards {cls}: log p(w|{cls}) &gt; log p(w|{other})</source>
        <translation>이 단어는 {cls} 쪽으로 끌어당깁니다: log p(w|{cls}) &gt; log p(w|{other})</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="79" />
        <source>{right} of {asked} right</source>
        <translation>{asked}개 중 {right}개 맞음</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="100" />
        <source>&lt;p&gt;&lt;b&gt;Predict:&lt;/b&gt; click a word, then say which class it pulls the message towards. The colours and the numbers appear once you have answered.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;예측:&lt;/b&gt; 단어를 누르고, 그 단어가 메시지를 어느 클래스 쪽으로 끌어당기는지 답하세요. 답한 뒤에 색과 숫자가 나타납니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="103" />
        <source>&lt;p&gt;This filter's features are bigrams only: no single word to click. Choose unigram features to predict.&lt;/p&gt;</source>
        <translation>&lt;p&gt;이 필터의 특징은 바이그램뿐이라 누를 단어가 없습니다. 예측하려면 유니그램 특징을 고르세요.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="114" />
        <source>Predict mode: click a word of the message.</source>
        <translation>예측 모드: 메시지의 단어를 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/predict.py" line="125" />
        <source>Which class does “{w}” pull the message towards: {pos} or {neg}?</source>
        <translation>“{w}”은(는) 메시지를 어느 쪽으로 끌어당길까요: {pos}, 아니면 {neg}?</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="65" />
        <source>the current corpus and results are kept</source>
        <translation>지금의 말뭉치와 결과는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="110" />
        <location filename="../tabs/spam/tab.py" line="212" />
        <source>Features and training</source>
        <translation>특징과 학습</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="213" />
        <source>Spam filtering</source>
        <translation>스팸 필터링</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="270" />
        <location filename="../tabs/spam/tab.py" line="287" />
        <source>Reading {name}…</source>
        <translation>{name} 읽는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="308" />
        <source>Counting terms…</source>
        <translation>단어 세는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="319" />
        <source>Training…</source>
        <translation>학습 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="328" />
        <source>{name} changed since the session was saved; it is read as it is now.</source>
        <translation>{name}은(는) 세션을 저장한 뒤 바뀌었습니다. 지금 상태 그대로 읽습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="350" />
        <source>vocabulary: &lt;b&gt;{n}&lt;/b&gt; features</source>
        <translation>어휘: 특징 &lt;b&gt;{n}&lt;/b&gt;개</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="351" />
        <source>vocabulary: &lt;b&gt;{n}&lt;/b&gt; features (was {before})</source>
        <translation>어휘: 특징 &lt;b&gt;{n}&lt;/b&gt;개 (이전 {before}개)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="353" />
        <source>{ngrams}, {stemmer}, {alpha}, {scheme}; {n} features</source>
        <translation>{ngrams}, {stemmer}, {alpha}, {scheme}; 특징 {n}개</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="365" />
        <location filename="../tabs/spam/tab.py" line="373" />
        <source>sample corpus</source>
        <translation>예제 말뭉치</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="367" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: {n} messages — {counts}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: 메시지 {n}개 — {counts}</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab.py" line="388" />
        <source>Read {name}; %n file(s) skipped or repaired: {shown}{more}. The Corpus view lists them all.</source>
        <translation><numerusform>{name}을(를) 읽었습니다. 파일 %n개를 건너뛰거나 고쳤습니다: {shown}{more}. '말뭉치' 보기에 모두 나옵니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="392" />
        <source> (and {n} more)</source>
        <translation> (외 {n}개)</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab.py" line="394" />
        <source>Read {name}: %n message(s).</source>
        <translation><numerusform>{name}을(를) 읽었습니다: 메시지 %n개.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab_files.py" line="30" />
        <source>Saved the {model} filter (%n feature(s)) to {name}.</source>
        <translation><numerusform>{model} 필터(특징 %n개)를 {name}에 저장했습니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="36" />
        <source>No filter to save yet: load a corpus first, the filter is trained on it.</source>
        <translation>아직 저장할 필터가 없습니다. 먼저 말뭉치를 불러오세요. 필터는 그것으로 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="39" />
        <source>Save filter</source>
        <translation>필터 저장</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="40" />
        <location filename="../tabs/spam/tab_files.py" line="71" />
        <source>Spam filter (*.npz)</source>
        <translation>스팸 필터 (*.npz)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="46" />
        <source>{reason} The current filter is kept.</source>
        <translation>{reason} 지금의 필터는 그대로 둡니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab_files.py" line="52" />
        <source>Loaded a {model} filter (%n feature(s), classes {classes}) from {name}. Type a message in Explain to classify it.</source>
        <translation><numerusform>{name}에서 {model} 필터(특징 %n개, 클래스 {classes})를 불러왔습니다. 분류하려면 '메시지 설명'에 메시지를 입력하세요.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="59" />
        <source>Open corpus folder</source>
        <translation>말뭉치 폴더 열기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="64" />
        <source>Open corpus table, filter or e-mail</source>
        <translation>말뭉치 표, 필터 또는 이메일 열기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="65" />
        <source>Corpus or filter (*.csv *.tsv *.txt *.npz *.eml);;All files (*)</source>
        <translation>말뭉치 또는 필터 (*.csv *.tsv *.txt *.npz *.eml);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab_files.py" line="71" />
        <source>Load filter</source>
        <translation>필터 불러오기</translation>
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
        <location filename="../tabs/spam/views.py" line="352" />
        <source>recall</source>
        <translation>재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="123" />
        <location filename="../tabs/spam/views.py" line="352" />
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
        <location filename="../tabs/spam/views.py" line="246" />
        <location filename="../tabs/spam/views_softmax.py" line="248" />
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="246" />
        <location filename="../tabs/spam/views_selection.py" line="377" />
        <location filename="../tabs/spam/views_softmax.py" line="248" />
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="246" />
        <source>micro P</source>
        <translation>마이크로 정밀도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="246" />
        <source>micro R</source>
        <translation>마이크로 재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="246" />
        <source>micro F1</source>
        <translation>마이크로 F1</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="247" />
        <location filename="../tabs/spam/views_softmax.py" line="248" />
        <source>macro P</source>
        <translation>매크로 정밀도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="247" />
        <location filename="../tabs/spam/views_softmax.py" line="248" />
        <source>macro R</source>
        <translation>매크로 재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="247" />
        <location filename="../tabs/spam/views_selection.py" line="377" />
        <location filename="../tabs/spam/views_softmax.py" line="248" />
        <source>macro F1</source>
        <translation>매크로 F1</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="247" />
        <source>ROC AUC</source>
        <translation>ROC AUC</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="248" />
        <source>accuracy sd over folds</source>
        <translation>폴드별 정확도 표준편차</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="350" />
        <source>micro avg</source>
        <translation>마이크로 평균</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="350" />
        <source>macro avg</source>
        <translation>매크로 평균</translation>
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
        <location filename="../tabs/spam/views_estimation.py" line="63" />
        <location filename="../tabs/spam/views_estimation.py" line="208" />
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
        <location filename="../tabs/spam/views_selection.py" line="135" />
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
        <location filename="../tabs/spam/estimation_text.py" line="62" />
        <location filename="../tabs/spam/views.py" line="352" />
        <location filename="../tabs/spam/views_softmax.py" line="295" />
        <location filename="../tabs/spam/views_softmax.py" line="321" />
        <location filename="../tabs/spam/views_softmax.py" line="362" />
        <location filename="../tabs/spam/views_words.py" line="22" />
        <source>class</source>
        <translation>클래스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/estimation_text.py" line="62" />
        <source>mails with it</source>
        <translation>포함한 메일</translation>
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
        <location filename="../tabs/spam/views_estimation.py" line="205" />
        <location filename="../tabs/spam/views_maxent.py" line="111" />
        <location filename="../tabs/spam/views_maxent.py" line="189" />
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
        <location filename="../tabs/spam/views_estimation.py" line="227" />
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
        <location filename="../tabs/spam/views.py" line="352" />
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="353" />
        <source>support</source>
        <translation>개수</translation>
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
        <source>A worked example of the notes; edit the table to make your own</source>
        <translation>강의 노트의 풀이 예제입니다. 표를 고쳐 나만의 문제를 만드세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="99" />
        <source>+ outcome</source>
        <translation>+ 결과</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="100" />
        <source>Add an outcome row</source>
        <translation>결과 행을 추가합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="101" />
        <source>− outcome</source>
        <translation>− 결과</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="102" />
        <source>Remove the selected outcome (or the last one)</source>
        <translation>선택한 결과(또는 마지막 결과)를 지웁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="103" />
        <source>+ constraint</source>
        <translation>+ 제약</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="104" />
        <source>Add a feature column with its target mean</source>
        <translation>특징 열과 목표 평균을 추가합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="105" />
        <source>− constraint</source>
        <translation>− 제약</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="106" />
        <source>Remove the selected (or last) constraint</source>
        <translation>선택한(또는 마지막) 제약을 지웁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="111" />
        <source>p(outcome) — the maximum-entropy solution</source>
        <translation>p(결과) — 최대 엔트로피 해</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="122" />
        <source>Newton iteration</source>
        <translation>뉴턴 반복</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="189" />
        <source>p (solution)</source>
        <translation>p (해)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="196" />
        <location filename="../tabs/spam/views_maxent.py" line="216" />
        <source>target mean</source>
        <translation>목표 평균</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="220" />
        <source>The {name} of {where} is “{cell}”, not a number: type a number such as 2.5.</source>
        <translation>{where}의 {name} 값 “{cell}”은(는) 숫자가 아닙니다: 2.5 같은 숫자를 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="235" />
        <source>item {n}</source>
        <translation>항목 {n}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="243" />
        <source>Keep at least two outcomes: one outcome has only p = 1.</source>
        <translation>결과를 둘 이상 남기세요: 결과가 하나면 p = 1뿐입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="354" />
        <source>&lt;h3&gt;Maximum entropy — {name}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;최대 엔트로피 — {name}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="357" />
        <source>&lt;p&gt;Step (Space) to take the first Newton iteration.&lt;/p&gt;</source>
        <translation>&lt;p&gt;단계(Space)를 누르면 첫 뉴턴 반복을 합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="360" />
        <source> (stopped: {why}; not converged)</source>
        <translation> (멈춤: {why}; 수렴하지 않음)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="364" />
        <source>E[{name}] = {m:.4f} (target {t:g})</source>
        <translation>E[{name}] = {m:.4f} (목표 {t:g})</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="368" />
        <source>&lt;p&gt;iteration &lt;b&gt;{i}&lt;/b&gt;{state}&lt;br&gt;{lams}&lt;br&gt;λ&lt;sub&gt;0&lt;/sub&gt; = {lam0:+.4f} (= 1 − log Z)&lt;br&gt;H(p) = {h:.4f} nats = {bits:.4f} bits (log {n} = {logn:.4f} nats for the uniform)&lt;br&gt;{achieved}&lt;br&gt;dual D(λ) = log Z − λ·t = {dual:.6f} (= H(p) once the means are met); ‖E[f] − t‖ = {grad:.2e}; line-search step to here {step:g}&lt;/p&gt;</source>
        <translation>&lt;p&gt;반복 &lt;b&gt;{i}&lt;/b&gt;{state}&lt;br&gt;{lams}&lt;br&gt;λ&lt;sub&gt;0&lt;/sub&gt; = {lam0:+.4f} (= 1 − log Z)&lt;br&gt;H(p) = {h:.4f} nats = {bits:.4f} bits (균등 분포는 log {n} = {logn:.4f} nats)&lt;br&gt;{achieved}&lt;br&gt;쌍대 D(λ) = log Z − λ·t = {dual:.6f} (평균을 맞추면 = H(p)); ‖E[f] − t‖ = {grad:.2e}; 여기까지의 선 탐색 보폭 {step:g}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="373" />
        <source>no constraint: λ only normalises</source>
        <translation>제약 없음: λ는 정규화만 합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="386" />
        <source>&lt;p&gt;Maximise H(p) = −Σ p&lt;sub&gt;i&lt;/sub&gt; log p&lt;sub&gt;i&lt;/sub&gt; subject to Σ p&lt;sub&gt;i&lt;/sub&gt; = 1 and Σ p&lt;sub&gt;i&lt;/sub&gt; f&lt;sub&gt;k&lt;/sub&gt;(i) = target&lt;sub&gt;k&lt;/sub&gt;. Setting the Lagrangian's derivative to zero gives p&lt;sub&gt;i&lt;/sub&gt; = exp(λ&lt;sub&gt;0&lt;/sub&gt; − 1 + Σ&lt;sub&gt;k&lt;/sub&gt; λ&lt;sub&gt;k&lt;/sub&gt; f&lt;sub&gt;k&lt;/sub&gt;(i)) — a softmax of the features. Newton's method on the dual (one dimension per constraint) finds the λ's; with no constraint p is uniform, H = log n.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Σ p&lt;sub&gt;i&lt;/sub&gt; = 1, Σ p&lt;sub&gt;i&lt;/sub&gt; f&lt;sub&gt;k&lt;/sub&gt;(i) = 목표&lt;sub&gt;k&lt;/sub&gt; 아래에서 H(p) = −Σ p&lt;sub&gt;i&lt;/sub&gt; log p&lt;sub&gt;i&lt;/sub&gt;를 최대화합니다. 라그랑지안의 도함수를 0으로 두면 p&lt;sub&gt;i&lt;/sub&gt; = exp(λ&lt;sub&gt;0&lt;/sub&gt; − 1 + Σ&lt;sub&gt;k&lt;/sub&gt; λ&lt;sub&gt;k&lt;/sub&gt; f&lt;sub&gt;k&lt;/sub&gt;(i)) — 특징의 softmax입니다. 쌍대 문제(제약마다 한 차원)에 뉴턴 방법을 써서 λ를 찾습니다. 제약이 없으면 p는 균등 분포이고 H = log n입니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="397" />
        <source>&lt;p&gt;&lt;b&gt;Dice sum&lt;/b&gt; ([NLP] 7 §3): n dice whose faces sum to nα give one constraint Σ i·p&lt;sub&gt;i&lt;/sub&gt; = α, so there is &lt;i&gt;one&lt;/i&gt; multiplier: p&lt;sub&gt;i&lt;/sub&gt; ∝ e&lt;sup&gt;λ·i&lt;/sup&gt; with λ = {lam:+.4f} here. &lt;b&gt;Erratum&lt;/b&gt;: the notes write p&lt;sub&gt;i&lt;/sub&gt; = e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt; / Σ e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt;, a multiplier per face, which the single constraint does not give.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;주사위 눈의 합&lt;/b&gt; ([NLP] 7 §3): 눈의 합이 nα인 주사위 n개는 제약 하나 Σ i·p&lt;sub&gt;i&lt;/sub&gt; = α를 주므로 라그랑주 승수도 &lt;i&gt;하나&lt;/i&gt;입니다: p&lt;sub&gt;i&lt;/sub&gt; ∝ e&lt;sup&gt;λ·i&lt;/sup&gt;, 여기서 λ = {lam:+.4f}. &lt;b&gt;오류&lt;/b&gt;: 강의 노트는 눈마다 승수가 있는 p&lt;sub&gt;i&lt;/sub&gt; = e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt; / Σ e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt;로 썼지만, 제약 하나로는 그렇게 되지 않습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="410" />
        <source>&lt;p&gt;&lt;b&gt;Erratum&lt;/b&gt;: the notes' probabilities 0.3546 / 0.2964 / 0.2478 / 0.1011 are right, but their multipliers λ&lt;sub&gt;0&lt;/sub&gt; = {lam0}, λ&lt;sub&gt;1&lt;/sub&gt; = {lam1} do not normalise: exp(λ&lt;sub&gt;0&lt;/sub&gt; + λ&lt;sub&gt;1&lt;/sub&gt;·price − 1) sums to {total:.2f}, not 1, and a positive λ&lt;sub&gt;1&lt;/sub&gt; would make Tofu the likeliest item. The solution above (λ&lt;sub&gt;1&lt;/sub&gt; ≈ −0.1792, λ&lt;sub&gt;0&lt;/sub&gt; ≈ 0.1425) does.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;오류&lt;/b&gt;: 강의 노트의 확률 0.3546 / 0.2964 / 0.2478 / 0.1011은 맞지만, 승수 λ&lt;sub&gt;0&lt;/sub&gt; = {lam0}, λ&lt;sub&gt;1&lt;/sub&gt; = {lam1}은 정규화되지 않습니다: exp(λ&lt;sub&gt;0&lt;/sub&gt; + λ&lt;sub&gt;1&lt;/sub&gt;·price − 1)의 합은 1이 아니라 {total:.2f}이고, λ&lt;sub&gt;1&lt;/sub&gt;이 양수면 Tofu가 가장 그럴듯한 항목이 됩니다. 위의 해(λ&lt;sub&gt;1&lt;/sub&gt; ≈ −0.1792, λ&lt;sub&gt;0&lt;/sub&gt; ≈ 0.1425)는 정규화됩니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="29" />
        <source>Newton / IRLS</source>
        <translation>뉴턴 / IRLS</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="29" />
        <location filename="../tabs/spam/views_softmax.py" line="43" />
        <source>gradient descent</source>
        <translation>경사 하강법</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="75" />
        <source>Method</source>
        <translation>방법</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="76" />
        <location filename="../tabs/spam/views_softmax.py" line="110" />
        <source>How the loss is minimised</source>
        <translation>손실을 최소화하는 방법</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="79" />
        <source>L(w) − L*  (log scale)</source>
        <translation>L(w) − L*  (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="101" />
        <source>Load a corpus first: logistic regression trains on its training part.</source>
        <translation>먼저 말뭉치를 불러오세요: 로지스틱 회귀는 그 학습 부분으로 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="135" />
        <source>&lt;h3&gt;Logistic regression — {method}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;로지스틱 회귀 — {method}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="139" />
        <source>&lt;p&gt;iteration &lt;b&gt;{i}&lt;/b&gt;{state}: L(w) = {loss:.6g}, ‖∇L‖ = {grad:.3g}, held-out accuracy {acc:.4f}&lt;/p&gt;</source>
        <translation>&lt;p&gt;반복 &lt;b&gt;{i}&lt;/b&gt;{state}: L(w) = {loss:.6g}, ‖∇L‖ = {grad:.3g}, 떼어 둔 데이터 정확도 {acc:.4f}&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="146" />
        <source>&lt;p&gt;Heaviest weights (positive class | rest):&lt;/p&gt;</source>
        <translation>&lt;p&gt;가장 큰 가중치 (양성 클래스 | 나머지):&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="153" />
        <source>&lt;p&gt;L(w, b) = C Σ log(1 + exp(−yₙ(wᵀxₙ + b))) + ½‖w‖², rows scaled to unit length, y = +1 for the positive class and −1 for the rest.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Gradient descent&lt;/b&gt;: w ← w − ∇L / L&lt;sub&gt;max&lt;/sub&gt;, L&lt;sub&gt;max&lt;/sub&gt; bounding the curvature. &lt;b&gt;Newton / IRLS&lt;/b&gt;: solve (C XᵀDX + I)Δ = −∇L with D = diag(σ(f)(1 − σ(f))) — a weighted least-squares problem — by conjugate gradients, then w ← w + Δ.&lt;/p&gt;&lt;p&gt;Naive Bayes models p(x | y) and is counted in one pass; logistic regression models p(y | x) directly and must be optimised (generative vs discriminative). The notes write gradient ascent on the log-likelihood with “−”; ascent adds the gradient (descent on L subtracts it).&lt;/p&gt;</source>
        <translation>&lt;p&gt;L(w, b) = C Σ log(1 + exp(−yₙ(wᵀxₙ + b))) + ½‖w‖², 행은 단위 길이로 맞추고, 양성 클래스는 y = +1, 나머지는 −1.&lt;/p&gt;&lt;p&gt;&lt;b&gt;경사 하강법&lt;/b&gt;: w ← w − ∇L / L&lt;sub&gt;max&lt;/sub&gt;, L&lt;sub&gt;max&lt;/sub&gt;는 곡률의 상한. &lt;b&gt;뉴턴 / IRLS&lt;/b&gt;: (C XᵀDX + I)Δ = −∇L (D = diag(σ(f)(1 − σ(f))), 가중 최소제곱 문제)을 켤레 기울기법으로 풀고 w ← w + Δ.&lt;/p&gt;&lt;p&gt;나이브 베이즈는 p(x | y)를 모델링하고 한 번에 셉니다. 로지스틱 회귀는 p(y | x)를 직접 모델링하고 최적화해야 합니다(생성 모델 대 판별 모델). 강의 노트는 로그 가능도의 경사 상승을 “−”로 썼지만, 상승은 기울기를 더합니다(L의 하강은 뺍니다).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="165" />
        <location filename="../tabs/spam/views_maxent.py" line="359" />
        <source> (converged)</source>
        <translation> (수렴)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/discriminative.py" line="167" />
        <source> (stopped: the limit of {n} iterations; not converged)</source>
        <translation> (멈춤: 반복 {n}번 한도; 수렴하지 않음)</translation>
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
        <location filename="../tabs/spam/studies.py" line="30" />
        <source>With P positive and N negative training documents and, for a term w, tp / fp the positive / negative documents containing it (fn = P − tp, tn = N − fp): DF = tp + fp; Acc = tp − fp; AccR = |tp/P − fp/N|; PR = (tp/P)/(fp/N); OddR = tp·tn/(fp·fn); OddN = tp·tn; F1 = 2tp/(P + tp + fp); IG = H(C) − p(w)H(C|w) − p(w̄)H(C|w̄); χ² = D(tp·tn − fp·fn)²/((tp+fp)(fn+tn)(tp+fn)(fp+tn)); BNS = |Φ⁻¹(tpr) − Φ⁻¹(fpr)| with rates clipped to [0.0005, 0.9995]. ∞: division by zero; undefined: 0/0. Erratum: the notes' IG of 0.29 uses log base 10; in bits it is 0.971.</source>
        <translation>양성 학습 문서 P개, 음성 N개, 단어 w를 포함한 양성/음성 문서 tp / fp (fn = P − tp, tn = N − fp)일 때: DF = tp + fp; Acc = tp − fp; AccR = |tp/P − fp/N|; PR = (tp/P)/(fp/N); OddR = tp·tn/(fp·fn); OddN = tp·tn; F1 = 2tp/(P + tp + fp); IG(정보 획득) = H(C) − p(w)H(C|w) − p(w̄)H(C|w̄); χ² = D(tp·tn − fp·fn)²/((tp+fp)(fn+tn)(tp+fn)(fp+tn)); BNS = |Φ⁻¹(tpr) − Φ⁻¹(fpr)| (비율은 [0.0005, 0.9995]로 자름). ∞: 0으로 나눔; 정의되지 않음: 0/0. 오류: 강의 노트의 IG 0.29는 로그 밑 10을 씁니다. 비트로는 0.971입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="48" />
        <location filename="../tabs/spam/studies.py" line="98" />
        <location filename="../tabs/spam/views_selection.py" line="67" />
        <source>the previous result is kept</source>
        <translation>이전 결과는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="100" />
        <source>the previous table is kept</source>
        <translation>이전 표는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="135" />
        <source>IG log base</source>
        <translation>IG 로그 밑</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="135" />
        <source>top</source>
        <translation>상위</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="136" />
        <source>terms by</source>
        <translation>개 단어, 기준</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="138" />
        <source>2 (bits)</source>
        <translation>2 (비트)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="138" />
        <source>10 (notes)</source>
        <translation>10 (강의 노트)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="139" />
        <source>e (nats)</source>
        <translation>e (nats)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="143" />
        <source>Notes' example</source>
        <translation>강의 노트 예제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="144" />
        <source>The artificial data set of the feature-selection notes</source>
        <translation>특징 선택 강의 노트의 인공 데이터</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="145" />
        <source>Corpus terms</source>
        <translation>말뭉치 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="146" />
        <source>Scores of every term of the loaded corpus (training part)</source>
        <translation>불러온 말뭉치(학습 부분)의 모든 단어 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="147" />
        <source>Plot accuracy and F1 vs k</source>
        <translation>k에 따른 정확도와 F1 그리기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="148" />
        <source>Retrain on the top-k terms of each checked score</source>
        <translation>고른 점수마다 상위 k개 단어로 다시 학습합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="149" />
        <source>Retrain on top k</source>
        <translation>상위 k개로 다시 학습</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="150" />
        <source>Keep the k best training terms by the score, retrain, and compare with all terms</source>
        <translation>점수로 학습 단어 상위 k개를 남겨 다시 학습하고 모든 단어와 비교합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="154" />
        <source>Base of the logarithm in IG</source>
        <translation>IG의 로그 밑</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="155" />
        <source>Model retrained on the top k</source>
        <translation>상위 k개로 다시 학습할 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="156" />
        <source>Rank the terms by this score</source>
        <translation>이 점수로 단어 순위를 매깁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="157" />
        <source>Number of terms kept</source>
        <translation>남길 단어 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="158" />
        <source>Search terms…</source>
        <translation>단어 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="159" />
        <source>Search documents…</source>
        <translation>문서 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="161" />
        <source>Top-k terms: accuracy (solid), macro F1 (dashed)</source>
        <translation>상위 k개 단어: 정확도 (실선), 매크로 F1 (점선)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="162" />
        <source>k (terms kept)</source>
        <translation>k (남긴 단어 수)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="163" />
        <source>held-out score</source>
        <translation>떼어 둔 데이터 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="166" />
        <source>Tick scores above, then “Plot accuracy and F1 vs k”</source>
        <translation>위에서 점수를 고른 뒤 “k에 따른 정확도와 F1 그리기”를 누르세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="190" />
        <source>Scoring the terms…</source>
        <translation>단어 점수 매기는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="199" />
        <source>document</source>
        <translation>문서</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="201" />
        <source>the notes' example (6 positive, 4 negative documents)</source>
        <translation>강의 노트의 예제 (양성 문서 6개, 음성 4개)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="202" />
        <source>training documents, positive class “{positive}”</source>
        <translation>학습 문서, 양성 클래스 “{positive}”</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="203" />
        <source>Scores on {where}; IG in base {base}.</source>
        <translation>{where}의 점수; IG의 밑은 {base}.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="208" />
        <source>Load a corpus first: the curve retrains on its training part.</source>
        <translation>먼저 말뭉치를 불러오세요: 곡선은 그 학습 부분으로 다시 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="213" />
        <source>Tick at least one score for the curve.</source>
        <translation>곡선을 그릴 점수를 하나 이상 고르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="220" />
        <source>Selection curve…</source>
        <translation>선택 곡선…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="224" />
        <source>Load a corpus first: retraining uses its training part.</source>
        <translation>먼저 말뭉치를 불러오세요: 다시 학습에는 그 학습 부분을 씁니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="232" />
        <source>Retraining on the top k…</source>
        <translation>상위 k개로 다시 학습하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="247" />
        <source>Top {k} terms by {score}: accuracy {acc:.4f}, macro F1 {f1:.4f} · all {n} training terms: accuracy {all_acc:.4f}, macro F1 {all_f1:.4f}.</source>
        <translation>{score} 기준 상위 {k}개 단어: 정확도 {acc:.4f}, 매크로 F1 {f1:.4f} · 학습 단어 전체 {n}개: 정확도 {all_acc:.4f}, 매크로 F1 {all_f1:.4f}.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="253" />
        <source>top {k} by {score}</source>
        <translation>{score} 기준 상위 {k}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="51" />
        <source>대출 (loan) in ham: 0 of 100, uniform prior</source>
        <translation>햄의 대출: 100통 중 0통, 균등 사전 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="53" />
        <source>대출 (loan) in spam: 50 of 100, uniform prior</source>
        <translation>스팸의 대출: 100통 중 50통, 균등 사전 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="54" />
        <source>NIPS: never seen (0 of 0), a = b → 0</source>
        <translation>NIPS: 본 적 없음 (0 중 0), a = b → 0</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="56" />
        <source>NIPS: never seen (0 of 0), uniform prior</source>
        <translation>NIPS: 본 적 없음 (0 중 0), 균등 사전 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="57" />
        <source>3 of 10, Beta(2, 2): MAP = Laplace</source>
        <translation>10 중 3, Beta(2, 2): MAP = 라플라스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="58" />
        <source>custom</source>
        <translation>사용자 정의</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="62" />
        <source>prior</source>
        <translation>사전 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="62" />
        <source>likelihood</source>
        <translation>가능도(likelihood)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="62" />
        <source>posterior</source>
        <translation>사후 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="112" />
        <location filename="../tabs/spam/views_estimation.py" line="126" />
        <source>A word's probability (Beta prior)</source>
        <translation>단어의 확률 (Beta 사전 분포)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="113" />
        <location filename="../tabs/spam/views_estimation.py" line="127" />
        <source>Unseen word (NIPS): α → 0</source>
        <translation>못 본 단어 (NIPS): α → 0</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="114" />
        <location filename="../tabs/spam/views_estimation.py" line="128" />
        <source>K outcomes (Dirichlet prior)</source>
        <translation>결과 K가지 (Dirichlet 사전 분포)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="115" />
        <location filename="../tabs/spam/views_estimation.py" line="129" />
        <source>Poisson MLE (siblings)</source>
        <translation>포아송 MLE (형제자매)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="139" />
        <source>The notes' examples; move a spin for your own</source>
        <translation>강의 노트의 예제입니다. 값을 움직여 나만의 예를 만드세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="143" />
        <source>Mails of the class containing the word</source>
        <translation>이 단어를 포함한 클래스의 메일 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="144" />
        <source>Mails of the class</source>
        <translation>클래스의 메일 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="146" />
        <source>Beta prior a: pseudo-count of mails with the word (a = b = 1: the uniform prior)</source>
        <translation>Beta 사전 분포 a: 단어를 포함한 메일의 가상 횟수 (a = b = 1: 균등 사전 분포)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="148" />
        <source>Beta prior b: pseudo-count of mails without the word</source>
        <translation>Beta 사전 분포 b: 단어가 없는 메일의 가상 횟수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="149" />
        <source>θ = p(word | class): prior, likelihood, posterior</source>
        <translation>θ = p(단어 | 클래스): 사전 분포, 가능도, 사후 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="150" />
        <source>density</source>
        <translation>밀도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="165" />
        <location filename="../tabs/spam/views_maxent.py" line="146" />
        <source>Example</source>
        <translation>예제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="166" />
        <source>of n</source>
        <translation>/ n</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="167" />
        <source>prior Beta(a, b): a</source>
        <translation>사전 분포 Beta(a, b): a</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="178" />
        <source>Training spam mails</source>
        <translation>학습용 스팸 메일 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="180" />
        <source>Training ham mails</source>
        <translation>학습용 햄 메일 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="182" />
        <source>p(spam | a mail whose only word was never seen)</source>
        <translation>p(spam | 유일한 단어를 본 적 없는 메일)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="183" />
        <source>smoothing α (log scale)</source>
        <translation>스무딩 α (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="193" />
        <source>spam mails</source>
        <translation>스팸 메일</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="193" />
        <source>ham mails</source>
        <translation>햄 메일</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="201" />
        <source>How often each outcome (word) was seen, separated by spaces</source>
        <translation>각 결과(단어)를 본 횟수, 공백으로 구분</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="203" />
        <source>Symmetric Dirichlet(α, …, α) prior (1: Laplace's add-one)</source>
        <translation>대칭 Dirichlet(α, …, α) 사전 분포 (1: 라플라스의 add-one)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="204" />
        <source>p(outcome): MLE, MAP, posterior mean</source>
        <translation>p(결과): MLE, MAP, 사후 평균</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="215" />
        <source>counts</source>
        <translation>빈도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="222" />
        <source>Siblings: observed share and Poisson(λ̂)</source>
        <translation>형제자매: 관측 비율과 Poisson(λ̂)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="223" />
        <source>siblings x</source>
        <translation>형제자매 수 x</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="232" />
        <source>log-likelihood ℓ(λ)</source>
        <translation>로그 가능도 ℓ(λ)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="308" />
        <source>“{text}” is not a list of counts: type whole numbers separated by spaces, such as 3 0 5 2.</source>
        <translation>“{text}”은(는) 횟수 목록이 아닙니다: 3 0 5 2처럼 정수를 공백으로 구분해 입력하세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_estimation.py" line="314" />
        <source>{reason}. The last estimate stays on show.</source>
        <translation>{reason}. 마지막 추정값이 그대로 보입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="52" />
        <source>&lt;i&gt;(previous corpus or preprocessing; Run again)&lt;/i&gt;</source>
        <translation>&lt;i&gt;(이전 말뭉치 또는 전처리; 다시 실행하세요)&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="89" />
        <source>Split</source>
        <translation>나누기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="90" />
        <source>Split the corpus into training, validation and test parts, and into k folds</source>
        <translation>말뭉치를 학습, 검증, 테스트 부분과 k개 폴드로 나눕니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="94" />
        <source>Share for choosing hyperparameters</source>
        <translation>하이퍼파라미터를 고르는 데 쓸 비율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="95" />
        <source>Share touched once, at the end</source>
        <translation>마지막에 한 번만 쓸 비율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="103" />
        <source>validation %</source>
        <translation>검증 %</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="112" />
        <source>Splitting…</source>
        <translation>나누는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/band_curves.py" line="21" />
        <location filename="../tabs/spam/views_selection.py" line="116" />
        <source>training</source>
        <translation>학습</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="116" />
        <source>validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="117" />
        <source>test</source>
        <translation>테스트</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="119" />
        <source>fold {f} (held out)</source>
        <translation>폴드 {f} (떼어 둠)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="121" />
        <source>part</source>
        <translation>부분</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="121" />
        <source>messages</source>
        <translation>메시지 수</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/views_selection.py" line="124" />
        <source>%n stratified fold(s): every message is held out exactly once.</source>
        <translation><numerusform>층화 폴드 %n개: 모든 메시지가 정확히 한 번씩 떼어집니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="130" />
        <location filename="../tabs/spam/views_selection.py" line="374" />
        <source>Validation curve</source>
        <translation>검증 곡선</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="131" />
        <source>Cross-validated training and held-out scores for each value of the hyperparameter</source>
        <translation>하이퍼파라미터 값마다 교차 검증한 학습·떼어 둔 데이터 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="135" />
        <source>Validation curve (mean ± sd over folds)</source>
        <translation>검증 곡선 (폴드 평균 ± 표준편차)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="136" />
        <location filename="../tabs/spam/views_selection.py" line="242" />
        <location filename="../tabs/spam/views_selection.py" line="303" />
        <location filename="../tabs/spam/views_selection.py" line="372" />
        <source>score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="138" />
        <source>Run draws the training and held-out scores for every value tried.</source>
        <translation>실행하면 시도한 값마다 학습·떼어 둔 데이터 점수를 그립니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="152" />
        <source>Validation curve…</source>
        <translation>검증 곡선…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="156" />
        <source>{symbol} (log scale)</source>
        <translation>{symbol} (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="166" />
        <location filename="../tabs/spam/views_selection.py" line="375" />
        <source>Grid search</source>
        <translation>격자 탐색</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="167" />
        <source>Cross-validated score of every pair of the two parameters</source>
        <translation>두 파라미터의 모든 쌍에 대한 교차 검증 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="170" />
        <source>The model and its two parameters</source>
        <translation>모델과 그 두 파라미터</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="175" />
        <source>Grid search: mean held-out score</source>
        <translation>격자 탐색: 떼어 둔 데이터 평균 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="175" />
        <source>vocabulary</source>
        <translation>어휘</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="181" />
        <source>Run scores every pair of the two parameters by cross-validation.</source>
        <translation>실행하면 두 파라미터의 모든 쌍을 교차 검증으로 평가합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="194" />
        <source>Grid search…</source>
        <translation>격자 탐색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="203" />
        <source>mean score</source>
        <translation>평균 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="232" />
        <location filename="../tabs/spam/views_selection.py" line="375" />
        <source>Nested CV</source>
        <translation>중첩 교차 검증</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="233" />
        <source>Choose the hyperparameter on inner folds, score on the untouched outer fold</source>
        <translation>안쪽 폴드로 하이퍼파라미터를 고르고, 손대지 않은 바깥 폴드로 평가합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="236" />
        <source>Folds of each outer training part</source>
        <translation>바깥 학습 부분마다의 폴드 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="242" />
        <source>Estimates</source>
        <translation>추정값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="251" />
        <source>optimistic</source>
        <translation>낙관적</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="251" />
        <source>nested</source>
        <translation>중첩</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="253" />
        <source>inner k</source>
        <translation>안쪽 k</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="263" />
        <source>Nested cross-validation…</source>
        <translation>중첩 교차 검증…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="268" />
        <source>outer fold</source>
        <translation>바깥 폴드</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="268" />
        <source>chosen {symbol}</source>
        <translation>고른 {symbol}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="269" />
        <source>inner best score</source>
        <translation>안쪽 최고 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="269" />
        <source>outer score</source>
        <translation>바깥 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="275" />
        <source>nested {m:.4f} ± {s:.4f} · optimistic {o:.4f}</source>
        <translation>중첩 {m:.4f} ± {s:.4f} · 낙관적 {o:.4f}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="296" />
        <location filename="../tabs/spam/views_selection.py" line="375" />
        <source>Learning curve</source>
        <translation>학습 곡선</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="297" />
        <source>Training and held-out scores as the training part grows</source>
        <translation>학습 부분이 커질 때의 학습·떼어 둔 데이터 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="299" />
        <source>The hyperparameter's value (α or C) for this curve</source>
        <translation>이 곡선의 하이퍼파라미터 값 (α 또는 C)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="302" />
        <source>Learning curve (mean ± sd over folds)</source>
        <translation>학습 곡선 (폴드 평균 ± 표준편차)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="303" />
        <source>training messages</source>
        <translation>학습 메시지 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="305" />
        <source>Run draws the scores as the training part grows.</source>
        <translation>실행하면 학습 부분이 커질 때의 점수를 그립니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="308" />
        <source>α or C</source>
        <translation>α 또는 C</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="318" />
        <source>Learning curve…</source>
        <translation>학습 곡선…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/band_curves.py" line="21" />
        <source>held-out (validation)</source>
        <translation>떼어 둔 데이터 (검증)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="336" />
        <source>The model whose hyperparameter is chosen</source>
        <translation>하이퍼파라미터를 고를 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="337" />
        <source>Smallest value tried</source>
        <translation>시도할 가장 작은 값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="338" />
        <source>Largest value tried</source>
        <translation>시도할 가장 큰 값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="340" />
        <source>Values tried, evenly spaced on a log scale</source>
        <translation>로그 눈금에서 고르게 나눈 시도 값의 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="341" />
        <source>Cross-validation folds</source>
        <translation>교차 검증 폴드 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="342" />
        <source>What the folds score</source>
        <translation>폴드가 매기는 점수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="347" />
        <source>Seed of the folds (same seed, same folds)</source>
        <translation>폴드의 시드 (같은 시드, 같은 폴드)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="371" />
        <source>values from</source>
        <translation>값: 최소</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="371" />
        <source>to</source>
        <translation>최대</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="374" />
        <source>Train / validation / test</source>
        <translation>학습 / 검증 / 테스트</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_selection.py" line="417" />
        <source>Load a corpus first: the studies cross-validate on it.</source>
        <translation>먼저 말뭉치를 불러오세요: 이 실험들은 그것으로 교차 검증합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="61" />
        <source>the previous split is kept</source>
        <translation>이전 분할은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="63" />
        <source>the previous comparison is kept</source>
        <translation>이전 비교는 그대로 남습니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="103" />
        <source>4-class sample</source>
        <translation>4-클래스 예제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="104" />
        <source>Read the built-in sample with four classes (replaces the loaded corpus in every view)</source>
        <translation>클래스가 넷인 내장 예제를 읽습니다 (모든 보기에서 불러온 말뭉치를 바꿈)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="106" />
        <source>Open folder…</source>
        <translation>폴더 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="107" />
        <source>A folder with a sub-folder per class (any number of classes)</source>
        <translation>클래스마다 하위 폴더가 있는 폴더 (클래스 수는 자유)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="111" />
        <source>Weight of the data term; ½‖W‖² is the Gaussian prior (larger C: weaker prior)</source>
        <translation>데이터 항의 가중치. ½‖W‖²는 가우스 사전 분포입니다 (C가 클수록 약한 사전 분포)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="113" />
        <source>A held-out message whose feature functions are shown</source>
        <translation>특징 함수를 보여 줄 떼어 둔 메시지</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="115" />
        <source>L(W) − L*  (log scale)</source>
        <translation>L(W) − L*  (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="116" />
        <source>iteration (log scale)</source>
        <translation>반복 (로그 눈금)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="117" />
        <source>Held-out message</source>
        <translation>떼어 둔 메시지</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="117" />
        <source>Solver</source>
        <translation>풀이법</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="119" />
        <source>Top words per class</source>
        <translation>클래스별 상위 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="119" />
        <source>f(x, y) of a message</source>
        <translation>메시지의 f(x, y)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="120" />
        <source>vs multinomial NB</source>
        <translation>다항 NB와 비교</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="122" />
        <location filename="../tabs/spam/views_words.py" line="82" />
        <source>Search words…</source>
        <translation>단어 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="201" />
        <source>Preparing the split…</source>
        <translation>분할을 준비하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="214" />
        <source>{k} classes ({names}): {train} training, {test} held-out messages, {terms} terms.</source>
        <translation>클래스 {k}개 ({names}): 학습 메시지 {train}개, 떼어 둔 메시지 {test}개, 단어 {terms}개.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="219" />
        <source>{summary} Step or Run to train.</source>
        <translation>{summary} 학습하려면 단계 또는 실행을 누르세요.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="228" />
        <source>Load a corpus first (the 4-class sample or a folder with a sub-folder per class): softmax trains on its training part.</source>
        <translation>먼저 말뭉치를 불러오세요(4-클래스 예제 또는 클래스마다 하위 폴더가 있는 폴더): softmax는 그 학습 부분으로 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="242" />
        <source>Scoring…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="253" />
        <source>{summary} Held-out accuracy: softmax {a:.4f}, multinomial NB {b:.4f}.</source>
        <translation>{summary} 떼어 둔 데이터 정확도: softmax {a:.4f}, 다항 NB {b:.4f}.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="295" />
        <location filename="../tabs/spam/views_softmax.py" line="321" />
        <location filename="../tabs/spam/views_words.py" line="23" />
        <source>rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="295" />
        <location filename="../tabs/spam/views_softmax.py" line="321" />
        <source>word</source>
        <translation>단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="295" />
        <source>weight</source>
        <translation>가중치</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="298" />
        <source>Step or Run: the weights of the step on show appear here.</source>
        <translation>단계 또는 실행: 보이는 단계의 가중치가 여기 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="307" />
        <source>(Weights of step {i}: the history keeps those of every few steps only.) </source>
        <translation>(단계 {i}의 가중치: 기록은 몇 단계마다의 가중치만 남깁니다.) </translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="321" />
        <source>weight w(y, j)</source>
        <translation>가중치 w(y, j)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/studies.py" line="194" />
        <location filename="../tabs/spam/views_softmax.py" line="337" />
        <source>term</source>
        <translation>단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="337" />
        <source>x_j (unit row)</source>
        <translation>x_j (단위 행)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="337" />
        <source>w·f for {c}</source>
        <translation>{c}의 w·f</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="349" />
        <source>Feature functions f&lt;sub&gt;j,y&lt;/sub&gt;(x, y′) = x&lt;sub&gt;j&lt;/sub&gt;·[y′ = y]: the message's terms copied into class y's block. score(x, y) = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;y,j&lt;/sub&gt; x&lt;sub&gt;j&lt;/sub&gt; + b&lt;sub&gt;y&lt;/sub&gt; → {each}. Predicted &lt;b&gt;{best}&lt;/b&gt;, true &lt;b&gt;{truth}&lt;/b&gt;.</source>
        <translation>특징 함수 f&lt;sub&gt;j,y&lt;/sub&gt;(x, y′) = x&lt;sub&gt;j&lt;/sub&gt;·[y′ = y]: 메시지의 단어를 클래스 y의 블록에 복사합니다. score(x, y) = Σ&lt;sub&gt;j&lt;/sub&gt; w&lt;sub&gt;y,j&lt;/sub&gt; x&lt;sub&gt;j&lt;/sub&gt; + b&lt;sub&gt;y&lt;/sub&gt; → {each}. 예측 &lt;b&gt;{best}&lt;/b&gt;, 실제 &lt;b&gt;{truth}&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="360" />
        <source>&lt;p&gt;Both trained on the same training part and scored on the same held-out part (softmax after {n} iterations).&lt;/p&gt;</source>
        <translation>&lt;p&gt;둘 다 같은 학습 부분으로 학습하고 같은 떼어 둔 부분에서 평가했습니다 (softmax는 반복 {n}번 뒤).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="363" />
        <source>F1 softmax</source>
        <translation>F1 softmax</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="363" />
        <source>F1 multinomial NB</source>
        <translation>F1 다항 NB</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_softmax.py" line="369" />
        <source>&lt;p&gt;p(y | x) = exp(w&lt;sub&gt;y&lt;/sub&gt;·x + b&lt;sub&gt;y&lt;/sub&gt;) / Σ&lt;sub&gt;y′&lt;/sub&gt; exp(w&lt;sub&gt;y′&lt;/sub&gt;·x + b&lt;sub&gt;y′&lt;/sub&gt;): the maximum-entropy model whose feature means match the training data is the softmax — MaxEnt classification is multinomial logistic regression. The loss is C Σ&lt;sub&gt;n&lt;/sub&gt; −log p(y&lt;sub&gt;n&lt;/sub&gt; | x&lt;sub&gt;n&lt;/sub&gt;) + ½‖W‖² (the ½‖W‖² is a Gaussian prior on the weights; the intercepts are not penalised). With two classes it is the logistic regression with C doubled. Naive Bayes models p(x | y) and counts once; softmax models p(y | x) and is optimised.&lt;/p&gt;</source>
        <translation>&lt;p&gt;p(y | x) = exp(w&lt;sub&gt;y&lt;/sub&gt;·x + b&lt;sub&gt;y&lt;/sub&gt;) / Σ&lt;sub&gt;y′&lt;/sub&gt; exp(w&lt;sub&gt;y′&lt;/sub&gt;·x + b&lt;sub&gt;y′&lt;/sub&gt;): 특징 평균이 학습 데이터와 맞는 최대 엔트로피 모델이 softmax입니다 — MaxEnt 분류는 다항 로지스틱 회귀입니다. 손실은 C Σ&lt;sub&gt;n&lt;/sub&gt; −log p(y&lt;sub&gt;n&lt;/sub&gt; | x&lt;sub&gt;n&lt;/sub&gt;) + ½‖W‖²입니다(½‖W‖²는 가중치의 가우스 사전 분포, 절편은 벌점 없음). 클래스가 둘이면 C를 두 배로 한 로지스틱 회귀입니다. 나이브 베이즈는 p(x | y)를 모델링하고 한 번 세며, softmax는 p(y | x)를 모델링하고 최적화합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="22" />
        <source>source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="22" />
        <source>characters</source>
        <translation>문자</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="23" />
        <source>beginning</source>
        <translation>시작 부분</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="24" />
        <location filename="../tabs/spam/views_words.py" line="84" />
        <source>log-ratio</source>
        <translation>로그 비</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="24" />
        <source>count in c</source>
        <translation>c에서의 횟수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="75" />
        <source>Class</source>
        <translation>클래스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="76" />
        <source>words per class</source>
        <translation>클래스별 단어 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="78" />
        <source>Event model</source>
        <translation>사건 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="80" />
        <source>Words per class</source>
        <translation>클래스별 단어 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="81" />
        <source>Class of the bar chart</source>
        <translation>막대 그래프의 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="83" />
        <source>log p(w|c) − max log p(w|c′) (top 25)</source>
        <translation>log p(w|c) − max log p(w|c′) (상위 25개)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="85" />
        <source>Most informative words: log p(w|c) − max&lt;sub&gt;c′≠c&lt;/sub&gt; log p(w|c′), the log-ratio a word adds to class c's score each time it occurs (multinomial) or by being present (Bernoulli).</source>
        <translation>정보가 가장 많은 단어: log p(w|c) − max&lt;sub&gt;c′≠c&lt;/sub&gt; log p(w|c′), 단어가 나올 때마다(다항) 또는 있기만 해도(베르누이) 클래스 c의 점수에 더하는 로그 비입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="92" />
        <source>The most telling words appear here once a filter is trained.</source>
        <translation>필터를 학습하면 가장 말해 주는 바가 많은 단어가 여기 나타납니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="163" />
        <source>Messages (double-click one to explain it)</source>
        <translation>메시지 (두 번 누르면 설명합니다)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="164" />
        <source>Files reported while reading</source>
        <translation>읽는 동안 보고된 파일</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="165" />
        <source>Search messages…</source>
        <translation>메시지 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="166" />
        <source>Search problems…</source>
        <translation>문제 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="181" />
        <source>problem</source>
        <translation>문제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_words.py" line="181" />
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="20" />
        <source>multinomial</source>
        <translation>다항</translation>
    </message>
    <message>
        <location filename="../tabs/spam/texts.py" line="20" />
        <source>bernoulli</source>
        <translation>베르누이</translation>
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
        <location filename="../tabs/spam/tab.py" line="143" />
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
        <location filename="../tabs/spam/tab.py" line="142" />
        <source>[NLP] 4. Classification</source>
        <translation>[NLP] 4. 분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="144" />
        <source>Naive Bayes, logistic regression and a linear SVM on the same split: P, R, F1, ROC, the confusion matrix</source>
        <translation>같은 분할에서 나이브 베이즈, 로지스틱 회귀, 선형 SVM: 정밀도, 재현율, F1, ROC, 혼동 행렬</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="148" />
        <source>Discriminative models</source>
        <translation>판별 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="149" />
        <source>Logistic regression by Newton/IRLS and by gradient descent, stepped</source>
        <translation>뉴턴/IRLS와 경사 하강법으로 한 단계씩 학습하는 로지스틱 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="151" />
        <source>[NLP] 5. Naive Bayes</source>
        <translation>[NLP] 5. 나이브 베이즈</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="152" />
        <source>Explain a message</source>
        <translation>메시지 설명</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="153" />
        <source>p(class | x) and every word's contribution</source>
        <translation>p(클래스 | x)와 단어마다의 기여</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="154" />
        <source>Informative words</source>
        <translation>정보가 많은 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="155" />
        <source>The most telling words per class</source>
        <translation>클래스마다 가장 잘 드러내는 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="156" />
        <source>Dimensionality reduction</source>
        <translation>차원 축소</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="157" />
        <source>Feature selection</source>
        <translation>특징 선택</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="158" />
        <source>DF, IG, χ², BNS … for every term</source>
        <translation>모든 단어의 DF, IG, χ², BNS …</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="159" />
        <source>[NLP] 7. MaxEnt</source>
        <translation>[NLP] 7. 최대 엔트로피</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="160" />
        <source>MaxEnt</source>
        <translation>MaxEnt</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="161" />
        <source>The maximum-entropy distribution from constraints</source>
        <translation>제약 조건에서 얻는 최대 엔트로피 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="163" />
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="164" />
        <source>MaxEnt classification over several classes</source>
        <translation>여러 클래스에 대한 MaxEnt 분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="165" />
        <location filename="../tabs/svm/chapters.py" line="25" />
        <source>[ML] 7. Model selection</source>
        <translation>[ML] 7. 모델 선택</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="166" />
        <source>Choosing a model</source>
        <translation>모델 고르기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="167" />
        <source>Splits, folds, validation curves, grid search, nested CV, learning curves</source>
        <translation>분할, 폴드, 검증 곡선, 격자 탐색, 중첩 교차 검증, 학습 곡선</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="169" />
        <location filename="../tabs/spam/tab.py" line="170" />
        <source>Estimation</source>
        <translation>추정</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="171" />
        <source>MLE, MAP and the Bayesian posterior</source>
        <translation>MLE, MAP, 베이즈 사후 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="172" />
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="173" />
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="174" />
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