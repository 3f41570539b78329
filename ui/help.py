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
        "6. Edit distance: SNOWY → SUNNY, then Step (Space) through the table cell by cell.\n"
        "7. Language model: Train, then Compare (perplexity is 2^cross-entropy on held-out "
        "sentences; ∞ under MLE when a token has probability 0), step EM for λ, Probe (type a "
        "context, press Enter; click a bar for its formula) and Generate (T < 1 sharper, "
        "greedy = argmax).\n"
        "8. Spelling: type the misspelt word and the words before it ('I have a pxn', 'a safety "
        "pxn'); 'Show alignment' opens it in Edit distance."),
    "spam": (
        "Naive Bayes spam filtering, evaluation, explanations and feature selection",
        "1. The sample corpus loads when you first open the tab; or Open corpus… (a folder per "
        "class, mbox, or a label/text CSV such as the SMS Spam Collection).\n"
        "2. Evaluation: compare multinomial and Bernoulli Naive Bayes; move the threshold slider "
        "and watch the confusion matrix, ROC and precision–recall curves.\n"
        "3. Explain: pick a misclassified message and read each word's contribution.\n"
        "4. Move the α slider (Lidstone smoothing) and the preprocessing options; everything "
        "retrains.\n"
        "5. Feature selection: the notes' 10-document example, then IG/χ²/BNS on the corpus.\n"
        "6. MaxEnt: the fast-food preset; type 9 as the mean price to see it refused; Reset, "
        "then Step through Newton.\n"
        "7. Softmax: the 4-class sample; Run L-BFGS, then gradient descent; read f(x, y) of a "
        "message and compare with Naive Bayes.\n"
        "8. Choosing a model: the validation curve of α, then nested CV beside the optimistic "
        "estimate.\n"
        "9. Estimation: the 대출 and NIPS presets; move a and b."),
    "hmm": (
        "HMM tagging: Markov chains, forward/backward/Viterbi trellises and Baum–Welch",
        "1. The sample tagged corpus trains when you first open the tab; or Open… a word/TAG, "
        "CoNLL-U or two-column file.\n"
        "2. Read held-out accuracy on known and unknown words against the most-frequent-tag "
        "baseline.\n"
        "3. Choose second order: the report compares it with first order (known and unknown "
        "words); try Beam study.\n"
        "4. Trellis: type a sentence, choose Viterbi, forward or backward, and Step (Space) "
        "column by column; hover a node for its formula, click an unknown word for its suffix.\n"
        "5. Hand-entered HMM: the ice-cream preset, then edit A and step forward, Viterbi and γ.\n"
        "6. Baum–Welch: Run on data drawn from the ice-cream HMM and watch the log-likelihood "
        "rise.\n"
        "7. Tag file…: tag a text file and save it as word/TAG or CoNLL-U."),
    "clustering": (
        "k-means, k-medoids, soft k-means and Gaussian mixtures by EM, step by step",
        "1. Generate blobs (or Load CSV…, or click to add points).\n"
        "2. Step (Space): each click is one phase — an assignment, an update, an E or M step.\n"
        "3. Click a point to read its distances or responsibilities with the formula.\n"
        "4. Try k-means++ and watch the D² probabilities; try GMM and its EM bound.\n"
        "5. Drag the History slider back through the run; Reset (Ctrl+Shift+R) replays it.\n"
        "6. Source: documents turns the sample corpus into points; Build points again with other "
        "weights or PCA/MDS. The Documents and Reduction views show the term matrix, each "
        "cluster's terms, purity/ARI, the scree and power method, LSI queries and SMACOF's "
        "stress."),
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
