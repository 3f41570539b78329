"""Questions for the NLP chapters of the notes and the two single posts on Naive Bayes (seeds
001 and 002), written for Trellis from the notes. ``answer`` is the index of the right choice,
or the number itself when ``choices`` is empty (``tol`` its tolerance)."""
from __future__ import annotations


def q(qid, chapter, view, text, choices, answer, explanation, tol=None) -> dict:
    return {"id": qid, "chapter": chapter, "view": view, "text": text,
            "choices": list(choices), "answer": answer, "explanation": explanation,
            "tol": tol}


TEXT = "[NLP] 2. Text Processing"
LING = "[NLP] 1. Linguistics"
LM = "[NLP] 3. Language Modeling"
CLS = "[NLP] 4. Classification"
NB = "[NLP] 5. Naive Bayes"
HMM = "[NLP] 6. Hidden Markov Model"
MAXENT = "[NLP] 7. MaxEnt"
PARSE = "[NLP] 8. Language Parsing"
CS229 = "CS229 Lecture 6"
BLOG = "8. Naive Bayesian Classifier (blog post)"

NLP_QUESTIONS = [
    # -- [NLP] 1. Linguistics ----------------------------------------------------------------
    q("ling-1", LING, "text/Normalize",
      "Korean builds words by attaching many bound morphemes (particles, endings) to a stem. "
      "Which type of language is that?",
      ["analytical (isolating)", "fusional", "agglutinative", "polysynthetic only"], 2,
      "Agglutinative (교착어): each morpheme keeps one meaning and is glued on, as in 먹+었+다. "
      "Fusional languages (굴절어) fuse several meanings into one ending; analytical ones "
      "(고립어, e.g. Chinese) use word order and separate words."),
    q("ling-2", LING, "text/Normalize",
      "In “unhappiness”, which morphemes are bound (cannot stand alone as words)?",
      ["un- and -ness", "happy only", "all three", "none"], 0,
      "A free morpheme (자립 형태소) can be a word by itself (happy); bound ones (의존 형태소) "
      "such as the prefix un- and the suffix -ness occur only attached to another morpheme."),
    q("ling-3", LING, "hmm/Trellis",
      "What does a part-of-speech tagger assign to each token?",
      ["its lemma", "its grammatical category such as NOUN or VERB", "its morpheme count",
       "its dependency head"], 1,
      "A part of speech (품사) is the word's grammatical category; the HMM tab learns to assign "
      "them as the hidden states behind the observed words."),
    q("ling-4", LING, "hmm/Parsing",
      "How does a dependency structure differ from a phrase structure?",
      ["it links each word to its head word, with no phrase nodes",
       "it groups words into nested phrases such as NP and VP",
       "it only marks sentence boundaries", "it ignores word order and heads"], 0,
      "Dependency grammar draws head → dependent arcs between words; phrase-structure grammar "
      "builds a tree of constituents (NP, VP…) above the words."),
    # -- [NLP] 2. Text Processing ------------------------------------------------------------
    q("text-1", TEXT, "text/Edit distance",
      "With insertion, deletion and substitution each costing 1, what is the minimum edit "
      "distance from SNOWY to SUNNY?", [], 3,
      "E(i, j) = min(E(i−1, j) + 1, E(i, j−1) + 1, E(i−1, j−1) + [x_i ≠ y_j]); the best "
      "alignment S-NOWY / SUNN-Y inserts U, substitutes O→N and deletes W: 3 (the notes' second "
      "alignment costs 5).", tol=0.01),
    q("text-2", TEXT, "text/Tokens",
      "How many types (distinct words) does “the cat saw the dog” have?", [], 4,
      "Tokens are the 5 running words; types are the distinct ones: the, cat, saw, dog — 4. The "
      "set of types is the vocabulary.", tol=0.01),
    q("text-3", TEXT, "text/Collocations",
      "What null hypothesis does the notes' t-test of a bigram w1 w2 test?",
      ["p(w1, w2) = p(w1)·p(w2): the words occur independently",
       "p(w1, w2) = 0", "p(w1) = p(w2)", "w1 always follows w2"], 0,
      "t = (x̄ − μ)/√(s²/N) with x̄ = p(w1, w2), μ = p(w1)p(w2) and s² ≈ x̄; a t above 2.576 "
      "rejects independence at α = 0.005, so the pair is a collocation (연어)."),
    q("text-4", TEXT, "text/Sentences",
      "Why is “.” harder than “?” or “!” for sentence segmentation?",
      ["it also ends abbreviations (Mr., Inc.) and appears in numbers (3.14)",
       "it is never at the end of a sentence", "it is always followed by a capital letter",
       "tokenizers delete it"], 0,
      "A period may end a sentence, an abbreviation or sit inside a number; the notes decide "
      "with a decision tree over the following word's case, known abbreviations and so on."),
    q("text-5", TEXT, "text/Normalize",
      "What does lemmatization give for “better” (as an adjective) that a rule-based stemmer "
      "does not?",
      ["the dictionary form “good”", "the stem “bet”", "the suffix “-er”",
       "the plural “betters”"], 0,
      "A lemma is the dictionary form (기본형 · 사전형) found with the part of speech; a stemmer "
      "only cuts affixes by rules (Porter: better → better), so it never reaches “good”."),
    # -- [NLP] 3. Language Modeling (title only in the notes) --------------------------------
    q("lm-1", LM, "text/Language model",
      "With add-one smoothing over a vocabulary of V = 10 words, c(w1 w2) = 2 and c(w1) = 8, "
      "what is p(w2 | w1)?", [], 3 / 18,
      "p(w2 | w1) = (c(w1 w2) + 1)/(c(w1) + V) = 3/18 ≈ 0.1667. (The notes give this chapter "
      "a title only; the Language model view compares add-one with other smoothings.)"),
    q("lm-2", LM, "text/Language model",
      "A model's perplexity on held-out text falls from 180 to 120. What does that mean?",
      ["it predicts the held-out words better (higher probability per word)",
       "it has overfitted", "its vocabulary shrank", "nothing: perplexity is not comparable"],
      0,
      "Perplexity = 2^(cross-entropy per word) = P(text)^(−1/N); lower perplexity is higher "
      "probability for the same held-out words."),
    q("lm-3", LM, "text/Language model",
      "Kneser–Ney's continuation probability for “Francisco” is small although the word is "
      "frequent. Why?",
      ["it follows very few different words (almost only “San”)",
       "it is a proper noun", "it is longer than six letters", "it is out of vocabulary"], 0,
      "The continuation count is the number of distinct words that precede w; “Francisco” is "
      "common but only after “San”, so it is a poor guess after a new context."),
    # -- [NLP] 4. Classification -------------------------------------------------------------
    q("cls-1", CLS, "spam/Evaluation",
      "A spam filter has tp = 8, fp = 2, fn = 4. What is its precision?", [], 0.8,
      "precision = tp/(tp + fp) = 8/10 = 0.8. (The notes swap the names of precision and "
      "recall; Trellis uses the standard definitions.)"),
    q("cls-2", CLS, "spam/Evaluation",
      "With tp = 8, fp = 2, fn = 4, what is F1?", [], 2 * 0.8 * (8 / 12) / (0.8 + 8 / 12),
      "P = 8/10 = 0.8, R = tp/(tp + fn) = 8/12 ≈ 0.667, F1 = 2PR/(P + R) ≈ 0.7273 — the "
      "harmonic mean (조화 평균), which stays near the smaller of the two."),
    q("cls-3", CLS, "spam/Evaluation",
      "For single-label classification into several classes, the micro-averaged precision "
      "equals…",
      ["the macro-averaged precision", "accuracy", "the recall of the largest class",
       "always 1"], 1,
      "Micro averages pool tp, fp and fn over the classes; every wrong document is one fp (its "
      "predicted class) and one fn (its true class), so micro P = micro R = F1 = accuracy."),
    q("cls-4", CLS, "spam/Discriminative models",
      "Which is a discriminative model?",
      ["Naive Bayes", "logistic regression", "a Gaussian mixture", "an HMM"], 1,
      "Discriminative models (판별 모델) estimate p(y | x) or a boundary directly; generative "
      "ones (생성 모델) such as Naive Bayes model p(x, y) = p(y)p(x | y)."),
    q("cls-5", CLS, "svm/k-NN",
      "k-NN with k = 1, scored on its own training points (no two points at the same place), "
      "gets which accuracy?",
      ["100%, each point is its own nearest neighbour", "50%", "the validation accuracy",
       "it depends on the distance"], 0,
      "Every training point finds itself at distance 0, so k = 1 memorises the training set; "
      "only held-out points (the k-NN view's cross-validated curve) say how well it "
      "generalises."),
    # -- [NLP] 5. Naive Bayes ----------------------------------------------------------------
    q("nb-1", NB, "spam/Explain a message",
      "Why does c_MAP = argmax_c log p(c) + Σ log p(w | c) use logarithms?",
      ["products of many small probabilities underflow; log is monotone, so the argmax "
       "is the same", "logarithms make the estimates unbiased",
       "it adds smoothing", "it turns the model discriminative"], 0,
      "Multiplying hundreds of probabilities below 1 rounds to 0 in floating point; the sum of "
      "logs does not, and since log is increasing the best class is unchanged."),
    q("nb-2", NB, "spam/Explain a message",
      "A word never seen in spam; the spam training mails hold 20 tokens and the vocabulary "
      "has 10 words. What is p(word | spam) with add-one smoothing (multinomial)?", [],
      1 / 30, "(N_w,spam + 1)/(N_spam + |V|) = (0 + 1)/(20 + 10) = 1/30 ≈ 0.0333 instead of a "
      "zero that would veto the class.", tol=0.001),
    q("nb-3", NB, "spam/Explain a message",
      "What is “naive” in Naive Bayes?",
      ["the words are assumed independent of each other given the class",
       "the prior is uniform", "only the first word is used", "the classes are independent"],
      0,
      "p(w1 … wn | c) = Π p(wi | c): each word's probability depends only on the class, "
      "which is false for language but makes estimation from few mails possible."),
    q("nb-4", NB, "spam/Informative words",
      "Bigram features are padded with <s> and </s>. What does the padding add?",
      ["features for the first and last words, such as “<s> free”",
       "two extra classes", "smoothing", "nothing"], 0,
      "Without padding a message's first word appears in no bigram as a first word; <s> w1 and "
      "wn </s> record how messages start and end."),
    # -- [NLP] 6. Hidden Markov Model --------------------------------------------------------
    q("hmm-1", HMM, "hmm/Trellis",
      "What does the forward algorithm do at each node where Viterbi takes a maximum?",
      ["it sums over the predecessors", "it takes the minimum", "it multiplies all columns",
       "it samples a predecessor"], 0,
      "α_t(j) = Σ_i α_{t−1}(i) a_ij b_j(o_t) adds every path (giving P(O)); δ_t(j) = max_i "
      "δ_{t−1}(i) a_ij b_j(o_t) keeps the best one and a back-pointer to it."),
    q("hmm-2", HMM, "hmm/Markov chain",
      "A Markov chain has p(H | <s>) = 0.8, p(C | H) = 0.3, p(C | C) = 0.6. What is "
      "P(H C C), ignoring the end?", [], 0.8 * 0.3 * 0.6,
      "P = p(H | <s>)·p(C | H)·p(C | C) = 0.8·0.3·0.6 = 0.144: a first-order chain multiplies "
      "one transition per step.", tol=0.001),
    q("hmm-3", HMM, "hmm/Trellis",
      "How does the cost of Viterbi grow for T words and N states?",
      ["O(T·N²)", "O(N^T)", "O(T²·N)", "O(T + N)"], 0,
      "Each of the T columns looks at N predecessors for each of its N nodes; enumerating the "
      "N^T paths is what the trellis avoids."),
    q("hmm-4", HMM, "hmm/Baum–Welch",
      "Baum–Welch re-estimates the emission b_j(k) as…",
      ["Σ_t γ_t(j)[o_t = k] / Σ_t γ_t(j)", "the count of k in the corpus",
       "α_T(j)", "max_t γ_t(j)"], 0,
      "EM for HMMs: the E step computes γ_t(j) = p(q_t = j | O) by forward–backward, the M "
      "step divides expected counts (the notes' c(i, j, k)/c(i, j) mixes indices)."),
    q("hmm-5", HMM, "hmm/Trellis",
      "In a second-order (TnT) tagger, what is a state of the trellis?",
      ["a pair of tags (t_{i−1}, t_i)", "a word", "a single tag", "a sentence"], 0,
      "p(t_i | t_{i−2}, t_{i−1}) depends on two previous tags, so the Markov states are tag "
      "pairs — N² of them, which the beam prunes."),
    # -- [NLP] 7. MaxEnt ---------------------------------------------------------------------
    q("maxent-1", MAXENT, "spam/MaxEnt",
      "With no constraint but Σ p = 1, which distribution over a die's six faces has the "
      "maximum entropy?",
      ["the uniform one, 1/6 each", "all mass on 6", "p_i ∝ i", "any: entropy is constant"], 0,
      "Entropy −Σ p log p is largest when nothing distinguishes the outcomes: uniform. Each "
      "added constraint (a mean) tilts it to p_i ∝ exp(λ f(i))."),
    q("maxent-2", MAXENT, "spam/MaxEnt",
      "What is the entropy, in bits, of the uniform distribution over 4 outcomes?", [], 2,
      "H = −Σ ¼ log₂ ¼ = log₂ 4 = 2 bits.", tol=0.01),
    q("maxent-3", MAXENT, "spam/Softmax",
      "MaxEnt classification with features f(x, y) is the same model as…",
      ["multinomial logistic regression (softmax)", "Naive Bayes", "k-means",
       "a decision tree"], 0,
      "p(y | x) = exp(Σ λ_k f_k(x, y)) / Σ_y′ exp(Σ λ_k f_k(x, y′)) — softmax regression; the "
      "Softmax view fits it on mail of four classes."),
    q("maxent-4", MAXENT, "spam/MaxEnt",
      "Solving MaxEnt with a mean constraint by Lagrange multipliers gives p_i of the form…",
      ["exp(λ₀ + λ₁ f(i)) — exponential in the feature", "λ₁ f(i)", "f(i)/Σ f",
       "uniform whatever the constraint"], 0,
      "Setting the derivative of −Σ p log p + λ₀(Σ p − 1) + λ₁(Σ p f − m) to 0 gives log p_i = "
      "λ₀ − 1 + λ₁ f(i); the fast-food example solves for λ₁ ≈ −0.1792 per dollar."),
    # -- [NLP] 8. Language Parsing (title only in the notes) ---------------------------------
    q("parse-1", PARSE, "hmm/Parsing",
      "What form must a grammar have for the CKY algorithm?",
      ["Chomsky normal form: A → B C or A → word", "any context-free grammar",
       "a regular grammar", "a dependency grammar"], 0,
      "CKY fills cell (i, j) from pairs of smaller cells, so every rule must split in two or "
      "produce one word; other grammars are converted first. (Title only in the notes.)"),
    q("parse-2", PARSE, "hmm/Parsing",
      "A PCFG tree uses S → NP VP (1.0), NP → she (0.4) and VP → runs (0.5). What is the "
      "tree's probability?", [], 0.2,
      "A PCFG multiplies the probabilities of the rules of the tree: 1.0 · 0.4 · 0.5 = 0.2.",
      tol=0.001),
    q("parse-3", PARSE, "hmm/Parsing",
      "How does CKY's time grow with the sentence length n?",
      ["O(n³)", "O(n)", "O(2ⁿ)", "O(n log n)"], 0,
      "There are O(n²) cells and each tries O(n) split points (times the grammar's rules)."),
    # -- CS229 Lecture 6 (seed 001) -------------------------------------------------------------
    q("cs229-1", CS229, "spam/Estimation",
      "“NIPS” never occurs in training. What posterior does a Bernoulli Naive Bayes with plain "
      "MLE give to a mail containing it?",
      ["0/0: p(x | y) = 0 for both classes, so the posterior is undefined", "0.5",
       "1 for spam", "the prior"], 0,
      "The MLE p(NIPS | y) = 0/n_y = 0 for every class makes both numerator and denominator "
      "0; Laplace smoothing (+1/+2) fixes it."),
    q("cs229-2", CS229, "spam/Estimation",
      "A word occurs in 0 of 8 spam mails. What is its Bernoulli p(word | spam) with Laplace "
      "smoothing?", [], 0.1,
      "(0 + 1)/(8 + 2) = 0.1: add one to each of the two outcomes (present, absent).",
      tol=0.001),
    q("cs229-3", CS229, "spam/Evaluation",
      "How does the multinomial event model differ from the multivariate Bernoulli one?",
      ["it counts how often each word occurs; Bernoulli uses presence and also multiplies in "
       "the absent words", "it ignores word counts", "it needs no smoothing",
       "it has no prior"], 0,
      "Multinomial: θ_wc = (N_wc + α)/(N_c + α|V|) per occurrence; Bernoulli: θ_wc = (D_wc + "
      "α)/(D_c + 2α) per document, with (1 − θ) for every absent word."),
    q("cs229-4", CS229, "svm/SMO",
      "Scaling w and b by 2 changes the functional margin y(wᵀx + b) how, and the geometric "
      "margin how?",
      ["functional doubles, geometric unchanged", "both double", "both unchanged",
       "functional unchanged, geometric doubles"], 0,
      "The geometric margin is y(wᵀx + b)/‖w‖, which the scaling cancels; that is why the SVM "
      "fixes the functional margin to 1."),
    # -- 8. Naive Bayesian Classifier (seed 002) ------------------------------------------------
    q("blog-1", BLOG, "spam/Estimation",
      "In the 대출 example, a word appears in 0 of 100 mails of a class. What is its Laplace "
      "estimate (k + 1)/(n + 2)?", [], 1 / 102,
      "(0 + 1)/(100 + 2) = 1/102 ≈ 0.0098 — the posterior mean under a uniform prior.",
      tol=0.0005),
    q("blog-2", BLOG, "spam/Explain a message",
      "The decision rule for hypothesis h in log space is…",
      ["log P(h) + Σ_i log P(w_i | h)", "P(h) · Σ_i log P(w_i | h)",
       "Σ_i P(w_i | h)", "log P(h) · Π_i P(w_i | h)"], 0,
      "log(P(h) Π P(w_i | h)) = log P(h) + Σ log P(w_i | h); the post writes P(h)·Σ log, "
      "which is not the log of the product."),
    q("blog-3", BLOG, "spam/Explain a message",
      "P(A) = 0.3 and P(B | A) = 0.5. What is the joint P(A, B)?", [], 0.15,
      "P(A, B) = P(B | A) P(A) = 0.5 · 0.3 = 0.15 (the product rule behind Bayes' rule).",
      tol=0.001),
    q("blog-4", BLOG, "spam/Explain a message",
      "What does a Gibbs classifier do, compared with the Bayes-optimal classifier?",
      ["draws one hypothesis at random from the posterior and uses it; its expected error is "
       "at most twice the Bayes-optimal one", "averages all hypotheses, as Bayes-optimal does",
       "always picks the MAP hypothesis", "ignores the posterior"], 0,
      "Bayes-optimal votes with every hypothesis weighted by its posterior; Gibbs samples one, "
      "cheaper and, in expectation, within a factor of two of the optimum."),
]
