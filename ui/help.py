"""What to try first in each tab: the tab's tooltip (first line) and its Help menu entry."""

TAB_HELP = {
    "text": (
        "Tokens, counts, normalisation, sentences, collocations and edit distance",
        "1. Pick a sample (English or Korean) or Open files… — the detected encoding is shown.\n"
        "2. Tokens: change the tokenizer and watch the type count, Zipf's plot and the growth "
        "curve.\n"
        "3. Normalize: compare Porter, Snowball and Lancaster stems with lemma + tag.\n"
        "4. Sentences: click a '.' to see the decision-tree path the rule splitter took; compare "
        "with Punkt.\n"
        "5. Collocations: rank bigrams by the t-test and read x̄, μ, s²/N and t per bigram.\n"
        "6. Edit distance: SNOWY → SUNNY, then Step (Space) through the table cell by cell."),
    "spam": (
        "Naive Bayes spam filtering, evaluation, explanations and feature selection",
        "1. The sample corpus loads when you first open the tab; or Open corpus… (a folder per "
        "class, mbox, or a label/text CSV such as the SMS Spam Collection).\n"
        "2. Evaluation: compare multinomial and Bernoulli Naive Bayes; move the threshold slider "
        "and watch the confusion matrix, ROC and precision–recall curves.\n"
        "3. Explain: pick a misclassified message and read each word's contribution.\n"
        "4. Move the α slider (Lidstone smoothing) and the preprocessing options; everything "
        "retrains.\n"
        "5. Feature selection: the notes' 10-document example, then IG/χ²/BNS on the corpus."),
    "hmm": (
        "HMM tagging: Markov chains, forward/backward/Viterbi trellises and Baum–Welch",
        "1. The sample tagged corpus trains when you first open the tab; or Open… a word/TAG, "
        "CoNLL-U or two-column file.\n"
        "2. Read held-out accuracy on known and unknown words against the most-frequent-tag "
        "baseline.\n"
        "3. Trellis: type a sentence, choose Viterbi, forward or backward, and Step (Space) "
        "column by column.\n"
        "4. Baum–Welch: Run on data drawn from the ice-cream HMM and watch the log-likelihood "
        "rise."),
    "clustering": (
        "k-means, k-medoids, soft k-means and Gaussian mixtures by EM, step by step",
        "1. Generate blobs (or Load CSV…, or click to add points).\n"
        "2. Step (Space): each click is one phase — an assignment, an update, an E or M step.\n"
        "3. Click a point to read its distances or responsibilities with the formula.\n"
        "4. Try k-means++ and watch the D² probabilities; try GMM and its EM bound.\n"
        "5. Drag the History slider back through the run; Reset (Ctrl+Shift+R) replays it."),
    "svm": (
        "SVM by SMO on points you draw: margins, kernels, multiclass, losses",
        "1. Generate a data set or click points (Shift+click deletes, Ctrl+Z undoes).\n"
        "2. Step (Space): one SMO pair update per step; watch α, the dual objective and the "
        "maximal KKT violation.\n"
        "3. Change C on the log slider and the kernel (RBF by σ or γ).\n"
        "4. Multiclass: compare one-vs-rest, one-vs-one and DAG regions.\n"
        "5. Losses: 0–1, hinge, logistic and squared together; logistic regression against the "
        "SVM."),
}
