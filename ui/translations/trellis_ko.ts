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
        <location filename="../widgets/practice.py" line="193" />
        <source>right</source>
        <translation>맞았습니다</translation>
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
        <location filename="../widgets/practice.py" line="80" />
        <source>Questions of the chapters</source>
        <translation>장별 문제</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="85" />
        <location filename="../widgets/practice.py" line="108" />
        <source>Exercise</source>
        <translation>연습</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="86" />
        <source>What to practise</source>
        <translation>연습할 내용</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="87" />
        <location filename="../widgets/practice.py" line="108" />
        <source>Level</source>
        <translation>단계</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="88" />
        <source>1 is small; higher levels make the problem bigger</source>
        <translation>1은 작은 문제이고, 단계가 높을수록 문제가 커집니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="89" />
        <source>New problem</source>
        <translation>새 문제</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="90" />
        <source>Another problem of this kind (the next seed)</source>
        <translation>같은 종류의 다른 문제 (다음 시드)</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="91" />
        <location filename="../widgets/practice.py" line="101" />
        <source>Check</source>
        <translation>채점</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="92" />
        <source>Grade every part of your answer</source>
        <translation>답의 모든 부분을 채점합니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="93" />
        <source>Hint</source>
        <translation>힌트</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="94" />
        <source>Fill one wrong part, with its formula</source>
        <translation>틀린 부분 하나를 식과 함께 채웁니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="95" />
        <source>Solution</source>
        <translation>풀이</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="96" />
        <source>Show every part's value</source>
        <translation>모든 부분의 값을 보입니다</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="101" />
        <source>Part</source>
        <translation>부분</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="101" />
        <source>Your answer</source>
        <translation>내 답</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="149" />
        <source>Working…</source>
        <translation>계산 중…</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="160" />
        <source>Shown in: {view}</source>
        <translation>보여 주는 화면: {view}</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="198" />
        <source>Score {score:.0%}.</source>
        <translation>점수 {score:.0%}.</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="207" />
        <source>Every part is right already.</source>
        <translation>모든 부분이 이미 맞았습니다.</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="224" />
        <source>answer: {value}</source>
        <translation>답: {value}</translation>
    </message>
    <message>
        <location filename="../widgets/practice.py" line="241" />
        <source>Best {best:.0%}; solved {solved} time(s).</source>
        <translation>최고 {best:.0%}; {solved}번 풀었습니다.</translation>
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
        <location filename="../tabs/spam/confusion.py" line="30" />
        <source>true class in rows (Trellis)</source>
        <translation>행: 실제 클래스 (Trellis)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="30" />
        <source>predictions in rows (the notes)</source>
        <translation>행: 예측 (강의 노트)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="58" />
        <source>true \ predicted</source>
        <translation>실제 \ 예측</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="58" />
        <source>predicted \ true</source>
        <translation>예측 \ 실제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="77" />
        <source>True classes are in rows, predictions in columns (as scikit-learn).</source>
        <translation>행은 실제 클래스, 열은 예측입니다 (scikit-learn과 같음).</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="79" />
        <source>Predictions are in rows, true classes in columns (as the notes' table “prediction\answer”).</source>
        <translation>행은 예측, 열은 실제 클래스입니다 (강의 노트의 “prediction\answer” 표와 같음).</translation>
    </message>
    <message>
        <location filename="../tabs/spam/confusion.py" line="81" />
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
        <location filename="../tabs/spam/controls.py" line="168" />
        <source>Open corpus…</source>
        <translation>말뭉치 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="169" />
        <source>A folder with a sub-folder per class, a folder of mbox files, or a CSV/TSV file (label and text columns)</source>
        <translation>클래스마다 하위 폴더가 있는 폴더, mbox 파일 폴더, 또는 CSV/TSV 파일(레이블과 텍스트 열)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="171" />
        <source>Open file…</source>
        <translation>파일 열기…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="172" />
        <source>A CSV/TSV corpus, a saved filter (.npz) or one e-mail (.eml) to classify</source>
        <translation>CSV/TSV 말뭉치, 저장한 필터(.npz), 또는 분류할 이메일 한 통(.eml)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="173" />
        <source>Sample</source>
        <translation>예제</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="174" />
        <source>The sample corpus: 440 e-mails written for Trellis (ham and spam)</source>
        <translation>예제 말뭉치: Trellis를 위해 쓴 이메일 440통(햄과 스팸)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="175" />
        <source>Save filter…</source>
        <translation>필터 저장…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="176" />
        <source>Save the trained filter (the model chosen in Explain)</source>
        <translation>학습된 필터를 저장합니다('메시지 설명'에서 고른 모델)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="177" />
        <source>Load filter…</source>
        <translation>필터 불러오기…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="177" />
        <source>Open a saved filter</source>
        <translation>저장한 필터를 엽니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="178" />
        <source>discriminative</source>
        <translation>판별 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="179" />
        <source>Also evaluate logistic regression, a linear SVM and, with three classes or more, softmax regression</source>
        <translation>로지스틱 회귀, 선형 SVM, 그리고 클래스가 셋 이상이면 softmax 회귀도 평가합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="181" />
        <source>k-NN</source>
        <translation>k-NN</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="182" />
        <source>Also evaluate k nearest neighbours (k = 5) by cosine distance on tf-idf rows ([NLP] 4. Classification)</source>
        <translation>tf-idf 행의 코사인 거리로 k 최근접 이웃(k = 5)도 평가합니다 ([NLP] 4. 분류)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="188" />
        <source>Which header text is kept as features</source>
        <translation>어떤 헤더 텍스트를 특징으로 남길지</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="189" />
        <source>Stemming (NLTK, no data needed)</source>
        <translation>어간 추출 (NLTK, 데이터 필요 없음)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="190" />
        <source>Unigram and/or bigram features; bigrams are padded with &lt;s&gt; and &lt;/s&gt;</source>
        <translation>유니그램·바이그램 특징. 바이그램은 &lt;s&gt;와 &lt;/s&gt;로 채웁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="192" />
        <source>Words not seen in training: dropped, or counted as one &lt;unk&gt; feature</source>
        <translation>학습에서 못 본 단어: 버리거나 하나의 &lt;unk&gt; 특징으로 셉니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="194" />
        <source>Features in fewer training documents are unknown</source>
        <translation>이보다 적은 학습 문서에 나온 특징은 모르는 단어로 봅니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="196" />
        <source>Lidstone smoothing α (1 = Laplace); logarithmic scale</source>
        <translation>Lidstone 스무딩 α (1 = 라플라스). 로그 눈금</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="198" />
        <source>Regularisation of the logistic regression and linear SVM (larger C: weaker)</source>
        <translation>로지스틱 회귀와 선형 SVM의 정규화 (C가 클수록 약함)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="200" />
        <source>Hold out a test part, or k-fold cross-validation</source>
        <translation>테스트 부분을 떼어 두거나 k-겹 교차 검증(cross-validation)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="202" />
        <source>Share held out for testing</source>
        <translation>테스트로 떼어 둘 비율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="203" />
        <source>Number of folds</source>
        <translation>폴드 수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="204" />
        <source>Seed of the shuffles (same seed, same split)</source>
        <translation>섞기의 시드 (같은 시드, 같은 분할)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="205" />
        <source>Class scored by ROC, PR and feature selection</source>
        <translation>ROC, PR, 특징 선택이 점수를 매기는 클래스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="208" />
        <source>min DF</source>
        <translation>최소 DF</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="209" />
        <source>test %</source>
        <translation>테스트 %</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="210" />
        <source>seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <location filename="../tabs/spam/controls.py" line="211" />
        <source>positive</source>
        <translation>양성</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="80" />
        <source>the previous explanation is kept</source>
        <translation>이전 설명은 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="94" />
        <source>Held-out messages (true → predicted)</source>
        <translation>떼어 둔 메시지 (실제 → 예측)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="95" />
        <location filename="../tabs/spam/views.py" line="126" />
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="96" />
        <source>Which Naive Bayes event model explains</source>
        <translation>어떤 나이브 베이즈 사건 모델로 설명할지</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="97" />
        <source>Pick a held-out message to explain</source>
        <translation>설명할 떼어 둔 메시지를 고르세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="98" />
        <source>Type or paste a message, then Classify</source>
        <translation>메시지를 입력하거나 붙여 넣고 '분류'를 누르세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="99" />
        <source>Type or paste a message here…</source>
        <translation>여기에 메시지를 입력하거나 붙여 넣으세요…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="100" />
        <source>Classify</source>
        <translation>분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="101" />
        <source>Classify and explain the text in the box</source>
        <translation>상자의 텍스트를 분류하고 설명합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="102" />
        <source>A worked Naive Bayes example of the notes, written out with its numbers</source>
        <translation>강의 노트의 나이브 베이즈 예제를 숫자와 함께 풀어 씁니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="106" />
        <source>Chart</source>
        <translation>차트</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="107" />
        <source>Table</source>
        <translation>표</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="108" />
        <source>Search features…</source>
        <translation>특징 검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="109" />
        <source>log-ratio (count-weighted)</source>
        <translation>로그 비 (횟수 가중)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="168" />
        <source>&lt;i&gt;Load a corpus first: the filter is trained on it.&lt;/i&gt;</source>
        <translation>&lt;i&gt;먼저 말뭉치를 불러오세요. 필터는 그것으로 학습합니다.&lt;/i&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="172" />
        <source>Only the first 200,000 characters are explained.</source>
        <translation>앞의 200,000자만 설명합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="173" />
        <source>Explaining…</source>
        <translation>설명하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="183" />
        <source>feature</source>
        <translation>특징</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="183" />
        <source>count</source>
        <translation>횟수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="184" />
        <source>contribution</source>
        <translation>기여도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain.py" line="215" />
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
        <location filename="../tabs/spam/explain_html.py" line="73" />
        <source>{n} characters</source>
        <translation>{n}자</translation>
    </message>
    <message>
        <location filename="../tabs/spam/explain_html.py" line="97" />
        <source>(the last {n} characters are not shown; every word counts in the numbers above)</source>
        <translation>(마지막 {n}자는 보이지 않지만, 위의 숫자에는 모든 단어가 들어갑니다)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="17" />
        <source>Notes' examples…</source>
        <translation>강의 노트 예제…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="18" />
        <source>“남자의 제대로된 정보”, P(S) = 2/5 (Naive Bayes post)</source>
        <translation>“남자의 제대로된 정보”, P(S) = 2/5 (나이브 베이즈 글)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="19" />
        <source>“Desk! Buy Desks now!” in both event models (CS229 lecture 6)</source>
        <translation>두 사건 모델의 “Desk! Buy Desks now!” (CS229 6강)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="33" />
        <source>P(c)·Π = {score:.6g}; posterior {post:.4f}</source>
        <translation>P(c)·Π = {score:.6g}; 사후 확률 {post:.4f}</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="36" />
        <source>&lt;h3&gt;“남자의 제대로된 정보” (the Naive Bayes post)&lt;/h3&gt;&lt;p&gt;A Bernoulli model over the dictionary 남자의, 강아지, 좋은, 제대로, 정보, trained with Laplace +α/+2α (α = {alpha:g}) on five mails written for Trellis so that P(S) = 2/5 and P(H) = 3/5 as in the post. Every dictionary word counts: P(w|c) when it is in the message, P(¬w|c) when it is not.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;“남자의 제대로된 정보” (나이브 베이즈 글)&lt;/h3&gt;&lt;p&gt;사전 남자의, 강아지, 좋은, 제대로, 정보 위의 베르누이 모델을, 글처럼 P(S) = 2/5, P(H) = 3/5가 되도록 Trellis가 쓴 메일 다섯 통으로 라플라스 +α/+2α (α = {alpha:g})로 학습했습니다. 사전의 모든 단어가 들어갑니다: 메시지에 있으면 P(w|c), 없으면 P(¬w|c).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="42" />
        <source>&lt;p&gt;Decision: &lt;b&gt;{best}&lt;/b&gt;. Unknown words dropped: {unknown} (the post multiplies a P(제대로된|S) although its dictionary has only 제대로; it also writes P(x|H) where it means P(¬x|H), and its rule is log P(h) + Σ log P(wᵢ|h), not P(h)·Σ log P(wᵢ|h)).&lt;/p&gt;</source>
        <translation>&lt;p&gt;결정: &lt;b&gt;{best}&lt;/b&gt;. 버린 모르는 단어: {unknown} (글은 사전에 제대로만 있는데도 P(제대로된|S)를 곱합니다. 또 P(¬x|H)를 P(x|H)로 썼고, 결정 규칙은 P(h)·Σ log P(wᵢ|h)가 아니라 log P(h) + Σ log P(wᵢ|h)입니다).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="52" />
        <source>&lt;h3&gt;“Desk! Buy Desks now!” (CS229 lecture 6)&lt;/h3&gt;&lt;p&gt;Tokens: {tokens}.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Multivariate Bernoulli&lt;/b&gt;: x ∈ {{0, 1}}^{size} with x_j = 1 at positions {bern} (each word once: the second “desks” is lost), and every absent word multiplies in 1 − φ_j.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Multinomial event model&lt;/b&gt;: x = [{idx}], one index per word, repeats kept (counts {counts}); p(x|y) = Π_j φ_{{x_j|y}}.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;“Desk! Buy Desks now!” (CS229 6강)&lt;/h3&gt;&lt;p&gt;토큰: {tokens}.&lt;/p&gt;&lt;p&gt;&lt;b&gt;다변량 베르누이&lt;/b&gt;: x ∈ {{0, 1}}^{size}, 위치 {bern}에서 x_j = 1 (단어마다 한 번: 두 번째 “desks”는 사라짐), 없는 단어마다 1 − φ_j를 곱합니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;다항 사건 모델&lt;/b&gt;: x = [{idx}], 단어마다 색인 하나, 반복도 그대로 (횟수 {counts}); p(x|y) = Π_j φ_{{x_j|y}}.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../tabs/spam/notes_html.py" line="64" />
        <source>&lt;p style='color:#777'&gt;|V| = {n} here: the training vocabulary (unknown words dropped or mapped to &amp;lt;unk&amp;gt;). The notes' add-1 counts the test document's new words in |V| too, which makes every p(w|c) depend on the message being classified.&lt;/p&gt;</source>
        <translation>&lt;p style='color:#777'&gt;여기서 |V| = {n}: 학습 어휘입니다(모르는 단어는 버리거나 &amp;lt;unk&amp;gt;로 바꿈). 강의 노트의 add-1은 테스트 문서의 새 단어도 |V|에 넣는데, 그러면 모든 p(w|c)가 분류하는 메시지에 따라 달라집니다.&lt;/p&gt;</translation>
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
        <location filename="../tabs/spam/tab.py" line="68" />
        <source>the current corpus and results are kept</source>
        <translation>지금의 말뭉치와 결과는 그대로 둡니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="113" />
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
        <location filename="../tabs/spam/tab.py" line="273" />
        <location filename="../tabs/spam/tab.py" line="288" />
        <source>Reading {name}…</source>
        <translation>{name} 읽는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="309" />
        <source>Counting terms…</source>
        <translation>단어 세는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="320" />
        <source>Training…</source>
        <translation>학습하는 중…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="329" />
        <source>{name} changed since the session was saved; it is read as it is now.</source>
        <translation>{name}은(는) 세션을 저장한 뒤 바뀌었습니다. 지금 상태 그대로 읽습니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="351" />
        <source>vocabulary: &lt;b&gt;{n}&lt;/b&gt; features</source>
        <translation>어휘: 특징 &lt;b&gt;{n}&lt;/b&gt;개</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="352" />
        <source>vocabulary: &lt;b&gt;{n}&lt;/b&gt; features (was {before})</source>
        <translation>어휘: 특징 &lt;b&gt;{n}&lt;/b&gt;개 (이전 {before}개)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="354" />
        <source>{ngrams}, {stemmer}, {alpha}, {scheme}; {n} features</source>
        <translation>{ngrams}, {stemmer}, {alpha}, {scheme}; 특징 {n}개</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="366" />
        <location filename="../tabs/spam/tab.py" line="374" />
        <source>sample corpus</source>
        <translation>예제 말뭉치</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="368" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: {n} messages — {counts}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: 메시지 {n}개 — {counts}</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab.py" line="389" />
        <source>Read {name}; %n file(s) skipped or repaired: {shown}{more}. The Corpus view lists them all.</source>
        <translation><numerusform>{name}을(를) 읽었습니다. 파일 %n개를 건너뛰거나 고쳤습니다: {shown}{more}. '말뭉치' 보기에 모두 나옵니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="393" />
        <source> (and {n} more)</source>
        <translation> (외 {n}개)</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab.py" line="395" />
        <source>Read {name}: %n message(s).</source>
        <translation><numerusform>{name}을(를) 읽었습니다: 메시지 %n개.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab.py" line="433" />
        <source>Saved the {model} filter (%n feature(s)) to {name}.</source>
        <translation><numerusform>{model} 필터(특징 %n개)를 {name}에 저장했습니다.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="439" />
        <source>No filter to save yet: load a corpus first, the filter is trained on it.</source>
        <translation>아직 저장할 필터가 없습니다. 먼저 말뭉치를 불러오세요. 필터는 그것으로 학습합니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="442" />
        <source>Save filter</source>
        <translation>필터 저장</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="443" />
        <location filename="../tabs/spam/tab.py" line="474" />
        <source>Spam filter (*.npz)</source>
        <translation>스팸 필터 (*.npz)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="449" />
        <source>{reason} The current filter is kept.</source>
        <translation>{reason} 지금의 필터는 그대로 둡니다.</translation>
    </message>
    <message numerus="yes">
        <location filename="../tabs/spam/tab.py" line="455" />
        <source>Loaded a {model} filter (%n feature(s), classes {classes}) from {name}. Type a message in Explain to classify it.</source>
        <translation><numerusform>{name}에서 {model} 필터(특징 %n개, 클래스 {classes})를 불러왔습니다. 분류하려면 '메시지 설명'에 메시지를 입력하세요.</numerusform></translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="462" />
        <source>Open corpus folder</source>
        <translation>말뭉치 폴더 열기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="467" />
        <source>Open corpus table, filter or e-mail</source>
        <translation>말뭉치 표, 필터 또는 이메일 열기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="468" />
        <source>Corpus or filter (*.csv *.tsv *.txt *.npz *.eml);;All files (*)</source>
        <translation>말뭉치 또는 필터 (*.csv *.tsv *.txt *.npz *.eml);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="474" />
        <source>Load filter</source>
        <translation>필터 불러오기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="25" />
        <source>&lt;b&gt;Definitions&lt;/b&gt; (standard; the notes swap precision and recall and write accuracy as (tp+fn)/N — corrected here): precision = tp/(tp+fp), recall = tp/(tp+fn), F1 = 2PR/(P+R), accuracy = (tp+tn)/N. &lt;b&gt;Micro&lt;/b&gt; averages pool the counts of all classes (for one label per message micro P = R = F1 = accuracy); &lt;b&gt;macro&lt;/b&gt; averages the per-class values, so a small class weighs as much as a large one. The threshold slider predicts the positive class when its score beats the best other class by at least t (t = 0: the usual arg max); Naive Bayes scores are log posteriors, linear models' are decision values on length-normalised rows; k-NN's are the share of the k nearest training messages (cosine distance on tf-idf rows) in each class.</source>
        <translation>&lt;b&gt;정의&lt;/b&gt; (표준 정의. 강의 노트는 정밀도와 재현율을 바꿔 쓰고 정확도를 (tp+fn)/N으로 썼는데, 여기서는 바로잡았습니다): 정밀도 = tp/(tp+fp), 재현율 = tp/(tp+fn), F1 = 2PR/(P+R) (조화 평균), 정확도 = (tp+tn)/N. &lt;b&gt;마이크로&lt;/b&gt; 평균은 모든 클래스의 횟수를 합쳐 계산하고(메시지마다 레이블이 하나면 마이크로 P = R = F1 = 정확도), &lt;b&gt;매크로&lt;/b&gt; 평균은 클래스별 값을 평균하므로 작은 클래스도 큰 클래스만큼 무게를 가집니다. 임계값 슬라이더는 양성 클래스의 점수가 다른 클래스 중 가장 높은 점수보다 t 이상 높을 때 양성으로 예측합니다(t = 0: 보통의 arg max). 나이브 베이즈의 점수는 로그 사후 확률, 선형 모델은 길이로 정규화한 행의 결정값, k-NN은 가장 가까운 학습 메시지 k개(tf-idf 행의 코사인 거리) 중 각 클래스의 비율입니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="109" />
        <source>The model whose confusion matrix and report are shown</source>
        <translation>혼동 행렬과 보고서를 보여 줄 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="112" />
        <source>The notes lay the confusion matrix out with predictions in rows; Trellis (as scikit-learn) with the true class in rows. The formulas below follow the layout.</source>
        <translation>강의 노트는 혼동 행렬의 행에 예측을 두고, Trellis는 (scikit-learn처럼) 행에 실제 클래스를 둡니다. 아래 공식은 배치를 따릅니다.</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="115" />
        <source>Predict the positive class when its score margin ≥ t</source>
        <translation>점수 차이가 t 이상이면 양성 클래스로 예측합니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="116" />
        <source>Back to the arg-max decision</source>
        <translation>arg max 결정으로 돌아갑니다</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="118" />
        <source>ROC (positive class vs rest)</source>
        <translation>ROC (양성 클래스 대 나머지)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="119" />
        <source>Precision–recall</source>
        <translation>정밀도–재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="120" />
        <source>FPR (false-positive rate)</source>
        <translation>FPR (위양성률)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="121" />
        <source>TPR (recall)</source>
        <translation>TPR (재현율)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="122" />
        <location filename="../tabs/spam/views.py" line="350" />
        <source>recall</source>
        <translation>재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="122" />
        <location filename="../tabs/spam/views.py" line="350" />
        <source>precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="125" />
        <source>Models on the same split</source>
        <translation>같은 분할의 모델들</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="127" />
        <source>threshold</source>
        <translation>임계값</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="128" />
        <source>Confusion matrix</source>
        <translation>혼동 행렬</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="129" />
        <source>Per class, micro, macro</source>
        <translation>클래스별, 마이크로, 매크로</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="130" />
        <source>ROC</source>
        <translation>ROC</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="130" />
        <source>P–R</source>
        <translation>정밀도–재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="131" />
        <source>Definitions</source>
        <translation>정의</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="133" />
        <source>Precision–recall curve</source>
        <translation>정밀도–재현율 곡선</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="138" />
        <source>Search…</source>
        <translation>검색…</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="245" />
        <source>model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="245" />
        <source>accuracy</source>
        <translation>정확도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="245" />
        <source>micro P</source>
        <translation>마이크로 정밀도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="245" />
        <source>micro R</source>
        <translation>마이크로 재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="245" />
        <source>micro F1</source>
        <translation>마이크로 F1</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="246" />
        <source>macro P</source>
        <translation>매크로 정밀도</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="246" />
        <source>macro R</source>
        <translation>매크로 재현율</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="246" />
        <source>macro F1</source>
        <translation>매크로 F1</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="246" />
        <source>ROC AUC</source>
        <translation>ROC AUC</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="247" />
        <source>accuracy sd over folds</source>
        <translation>폴드별 정확도 표준편차</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="348" />
        <source>micro avg</source>
        <translation>마이크로 평균</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="348" />
        <source>macro avg</source>
        <translation>매크로 평균</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="350" />
        <source>class</source>
        <translation>클래스</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="350" />
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views.py" line="351" />
        <source>support</source>
        <translation>개수</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="68" />
        <source>Die, no constraint</source>
        <translation>주사위, 제약 없음</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="69" />
        <source>Die, mean 4.5</source>
        <translation>주사위, 평균 4.5</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="70" />
        <source>Dice sum: n dice, total n·α (α = 3)</source>
        <translation>주사위 눈의 합: 주사위 n개, 합 n·α (α = 3)</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="71" />
        <source>Fast food, mean price $2.50</source>
        <translation>패스트푸드, 평균 가격 $2.50</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="72" />
        <source>Fast food, price $2.50 + 600 kcal</source>
        <translation>패스트푸드, 가격 $2.50 + 600 kcal</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="95" />
        <source>A worked example of the notes; edit the table to make your own</source>
        <translation>강의 노트의 풀이 예제입니다. 표를 고쳐 나만의 문제를 만드세요</translation>
    </message>
    <message>
        <location filename="../tabs/spam/views_maxent.py" line="393" />
        <source>&lt;p&gt;&lt;b&gt;Dice sum&lt;/b&gt; ([NLP] 7 §3): n dice whose faces sum to nα give one constraint Σ i·p&lt;sub&gt;i&lt;/sub&gt; = α, so there is &lt;i&gt;one&lt;/i&gt; multiplier: p&lt;sub&gt;i&lt;/sub&gt; ∝ e&lt;sup&gt;λ·i&lt;/sup&gt; with λ = {lam:+.4f} here. &lt;b&gt;Erratum&lt;/b&gt;: the notes write p&lt;sub&gt;i&lt;/sub&gt; = e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt; / Σ e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt;, a multiplier per face, which the single constraint does not give.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;주사위 눈의 합&lt;/b&gt; ([NLP] 7 §3): 눈의 합이 nα인 주사위 n개는 제약 하나 Σ i·p&lt;sub&gt;i&lt;/sub&gt; = α를 주므로 라그랑주 승수도 &lt;i&gt;하나&lt;/i&gt;입니다: p&lt;sub&gt;i&lt;/sub&gt; ∝ e&lt;sup&gt;λ·i&lt;/sup&gt;, 여기서 λ = {lam:+.4f}. &lt;b&gt;오류&lt;/b&gt;: 강의 노트는 눈마다 승수가 있는 p&lt;sub&gt;i&lt;/sub&gt; = e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt; / Σ e&lt;sup&gt;λ&lt;sub&gt;i&lt;/sub&gt;&lt;/sup&gt;로 썼지만, 제약 하나로는 그렇게 되지 않습니다.&lt;/p&gt;</translation>
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
        <location filename="../widgets/course_dialogs.py" line="52" />
        <source>Course map</source>
        <translation>강의 지도</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="53" />
        <source>The chapters of the course notes, by their own titles (the notes write each title after its content), and where Trellis teaches each one. Double-click a view to open it.</source>
        <translation>강의 노트의 장을 노트의 제목 그대로(노트는 내용 뒤에 제목을 씁니다) 보이고, Trellis에서 각 장을 배우는 곳을 보여 줍니다. 화면을 두 번 누르면 열립니다.</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="57" />
        <source>Chapter or view</source>
        <translation>장 또는 화면</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="58" />
        <source>What it teaches</source>
        <translation>배우는 내용</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="62" />
        <source>In the notes: {where}</source>
        <translation>노트의 위치: {where}</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="65" />
        <source>(no view yet)</source>
        <translation>(아직 화면 없음)</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="107" />
        <source>Glossary</source>
        <translation>용어집</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="108" />
        <source>Search in Korean or English…</source>
        <translation>한국어나 영어로 찾기…</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="110" />
        <source>Korean</source>
        <translation>한국어</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="110" />
        <source>English</source>
        <translation>영어</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="111" />
        <source>Symbol</source>
        <translation>기호</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="111" />
        <source>Definition</source>
        <translation>정의</translation>
    </message>
    <message>
        <location filename="../widgets/course_dialogs.py" line="112" />
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
        <location filename="../session_window.py" line="31" />
        <source>&amp;Save Session…</source>
        <translation>세션 저장(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="32" />
        <source>Open &amp;Session…</source>
        <translation>세션 열기(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../session_window.py" line="33" />
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
        <location filename="../tabs/spam/tab.py" line="146" />
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
        <location filename="../tabs/spam/tab.py" line="145" />
        <source>[NLP] 4. Classification</source>
        <translation>[NLP] 4. 분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="147" />
        <source>Naive Bayes, logistic regression and a linear SVM on the same split: P, R, F1, ROC, the confusion matrix</source>
        <translation>같은 분할에서 나이브 베이즈, 로지스틱 회귀, 선형 SVM: 정밀도, 재현율, F1, ROC, 혼동 행렬</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="151" />
        <source>Discriminative models</source>
        <translation>판별 모델</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="152" />
        <source>Logistic regression by Newton/IRLS and by gradient descent, stepped</source>
        <translation>뉴턴/IRLS와 경사 하강법으로 한 단계씩 학습하는 로지스틱 회귀</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="154" />
        <source>[NLP] 5. Naive Bayes</source>
        <translation>[NLP] 5. 나이브 베이즈</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="155" />
        <source>Explain a message</source>
        <translation>메시지 설명</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="156" />
        <source>p(class | x) and every word's contribution</source>
        <translation>p(클래스 | x)와 단어마다의 기여</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="157" />
        <source>Informative words</source>
        <translation>정보가 많은 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="158" />
        <source>The most telling words per class</source>
        <translation>클래스마다 가장 잘 드러내는 단어</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="159" />
        <source>Dimensionality reduction</source>
        <translation>차원 축소</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="160" />
        <source>Feature selection</source>
        <translation>특징 선택</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="161" />
        <source>DF, IG, χ², BNS … for every term</source>
        <translation>모든 단어의 DF, IG, χ², BNS …</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="162" />
        <source>[NLP] 7. MaxEnt</source>
        <translation>[NLP] 7. 최대 엔트로피</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="163" />
        <source>MaxEnt</source>
        <translation>MaxEnt</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="164" />
        <source>The maximum-entropy distribution from constraints</source>
        <translation>제약 조건에서 얻는 최대 엔트로피 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="166" />
        <source>Softmax</source>
        <translation>Softmax</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="167" />
        <source>MaxEnt classification over several classes</source>
        <translation>여러 클래스에 대한 MaxEnt 분류</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="168" />
        <location filename="../tabs/svm/chapters.py" line="25" />
        <source>[ML] 7. Model selection</source>
        <translation>[ML] 7. 모델 선택</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="169" />
        <source>Choosing a model</source>
        <translation>모델 고르기</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="170" />
        <source>Splits, folds, validation curves, grid search, nested CV, learning curves</source>
        <translation>분할, 폴드, 검증 곡선, 격자 탐색, 중첩 교차 검증, 학습 곡선</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="172" />
        <location filename="../tabs/spam/tab.py" line="173" />
        <source>Estimation</source>
        <translation>추정</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="174" />
        <source>MLE, MAP and the Bayesian posterior</source>
        <translation>MLE, MAP, 베이즈 사후 분포</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="175" />
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="176" />
        <source>Corpus</source>
        <translation>말뭉치</translation>
    </message>
    <message>
        <location filename="../tabs/spam/tab.py" line="177" />
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
        <location filename="../widgets/notes_panel.py" line="33" />
        <source>Erratum</source>
        <translation>정오표</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="34" />
        <source>Convention</source>
        <translation>표기 관례</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="35" />
        <source>The notes: “{notes}”</source>
        <translation>노트의 표기: “{notes}”</translation>
    </message>
    <message>
        <location filename="../widgets/notes_panel.py" line="36" />
        <source>Trellis: {correct}</source>
        <translation>Trellis: {correct}</translation>
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