"""The course notes in the app (no Qt): every chapter by its own title, with the views that teach
it (Help › Course map), and the notes' terms in Korean and English (Help › Glossary).

A view is named ``"<tab>/<view title>"`` with the title its navigator shows in English (the
source text of its translation), e.g. ``"svm/SMO"``. ``../shared/NOTES_MAP.md`` is the map this
follows; the notes write each chapter's title after its content.
"""
from __future__ import annotations

from dataclasses import dataclass


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the marker lupdate reads)
    """Marks ``text`` for translation in ``context`` (the dialogs translate it when shown); this
    module stays free of Qt."""
    return text


@dataclass(frozen=True)
class Chapter:
    title: str            # as the notes write it
    where: str            # seed file and lines
    teaches: str          # in a line
    views: tuple[str, ...]


@dataclass(frozen=True)
class Term:
    korean: str           # as the notes write it (or the standard term where they keep English)
    english: str
    symbol: str
    definition: str       # one line
    view: str             # where Trellis shows it


CHAPTERS: tuple[Chapter, ...] = (
    Chapter("[NLP] 1. Linguistics", "000 l.1554–1748",
            QT_TRANSLATE_NOOP("Course", "language layers, morphemes, agglutinative languages, "
                                        "parts of speech, structure"),
            ("text/Morphemes", "text/Normalize", "text/Tokens")),
    Chapter("[NLP] 2. Text Processing", "000 l.1431–1551",
            QT_TRANSLATE_NOOP("Course", "regular expressions, tokenizing, normalising, sentence "
                                        "splitting, collocations, minimum edit distance"),
            ("text/Tokens", "text/Normalize", "text/Sentences", "text/Collocations",
             "text/Edit distance")),
    Chapter("[NLP] 3. Language Modeling", "000 l.1214 (title only)",
            QT_TRANSLATE_NOOP("Course", "n-gram models, smoothing, perplexity, the noisy channel"),
            ("text/Language model", "text/Spelling")),
    Chapter("[NLP] 4. Classification", "000 l.1098–1211",
            QT_TRANSLATE_NOOP("Course", "generative and discriminative models, k-NN, accuracy, "
                                        "precision, recall, F1, micro and macro averages"),
            ("spam/Evaluation", "spam/Discriminative models", "svm/k-NN")),
    Chapter("[NLP] 5. Naive Bayes", "000 l.981–1095",
            QT_TRANSLATE_NOOP("Course", "c_MAP in log space, unigram and bigram features, add-"
                                        "one, the spam case study"),
            ("spam/Explain a message", "spam/Informative words", "spam/Evaluation")),
    Chapter("[NLP] 6. Hidden Markov Model", "000 l.789–978",
            QT_TRANSLATE_NOOP("Course", "Markov chains, HMMs, forward (the trellis), backward, "
                                        "Viterbi, Baum–Welch"),
            ("hmm/Markov chain", "hmm/Trellis", "hmm/Baum–Welch", "hmm/Hand-entered HMM",
             "hmm/Evaluation")),
    Chapter("[NLP] 7. MaxEnt", "000 l.640–786",
            QT_TRANSLATE_NOOP("Course", "maximum entropy from constraints, Lagrange multipliers, "
                                        "softmax regression"),
            ("spam/MaxEnt", "spam/Softmax")),
    Chapter("[NLP] 8. Language Parsing", "000 l.638 (title only)",
            QT_TRANSLATE_NOOP("Course", "context-free grammars, PCFGs, the CKY chart"),
            ("hmm/Parsing",)),
    Chapter("[ML] 2. Linear Regression", "000 l.2344 (title only)",
            QT_TRANSLATE_NOOP("Course", "least squares, gradient descent, bias and variance"),
            ("svm/Regression",)),
    Chapter("[ML] 3. Logistic Regression", "000 l.2100–2341",
            QT_TRANSLATE_NOOP("Course", "the least-squares classifier's failure, the Bayes "
                                        "decision rule, sigmoid and softmax, gradient ascent, "
                                        "Newton"),
            ("svm/Losses & logistic regression", "spam/Discriminative models")),
    Chapter("[ML] 4. SVM", "000 l.1849–2096",
            QT_TRANSLATE_NOOP("Course", "margins, hard and soft margins, the dual, KKT, SMO, "
                                        "hinge loss"),
            ("svm/SMO", "svm/Losses & logistic regression")),
    Chapter("[ML] 5. Multiclass Classification in SVM", "000 l.1751–1845",
            QT_TRANSLATE_NOOP("Course", "one-vs-rest, one-vs-one, DAG, kernels, the |x| feature "
                                        "map"),
            ("svm/Multiclass", "svm/Feature map")),
    Chapter("[ML] 6. Neural Network", "000 l.1216–1427",
            QT_TRANSLATE_NOOP("Course", "perceptron, AND/OR/XOR, multilayer perceptron, "
                                        "backpropagation, activations"),
            ("svm/Perceptron", "svm/MLP")),
    Chapter("[ML] 7. Model Selection", "000 l.467–635",
            QT_TRANSLATE_NOOP("Course", "bias and variance, cross-validation, ensembles, "
                                        "AdaBoost, decision trees, pruning"),
            ("spam/Choosing a model", "svm/AdaBoost", "svm/Tree", "svm/Compare")),
    Chapter("[ML] 8. Graphical Model", "000 l.465 (title only)",
            QT_TRANSLATE_NOOP("Course", "Bayesian networks"),
            ("hmm/Bayesian network",)),
    Chapter("[ML] 9. Clustering", "000 l.230–462",
            QT_TRANSLATE_NOOP("Course", "k-means, k-means++, k-medoids, soft k-means, Gaussian "
                                        "mixtures"),
            ("clustering/Clustering run", "clustering/k-means vs k-medoids",
             "clustering/Choose K")),
    Chapter("[ML] 10. EM Algorithm", "000 l.4–227",
            QT_TRANSLATE_NOOP("Course", "latent variables, Jensen's inequality, the EM bound F(q,"
                                        " θ), the KL gap"),
            ("clustering/Clustering run",)),
    Chapter("[ML] 11. Dimensionality Reduction", "000 l.1 (title only; content in 003)",
            QT_TRANSLATE_NOOP("Course", "feature selection, PCA, MDS, LSI"),
            ("spam/Feature selection", "clustering/Documents", "clustering/Reduction")),
    Chapter("Parametric estimation (untitled last chapter)", "000 l.2346–2530",
            QT_TRANSLATE_NOOP("Course", "MLE, MAP, the Bayesian posterior, conjugate priors, risk"
                                        " = bias² + variance"),
            ("spam/Estimation",)),
    Chapter("CS229 Lecture 6", "001",
            QT_TRANSLATE_NOOP("Course", "Bernoulli Naive Bayes, Laplace smoothing, event models, "
                                        "functional and geometric margins"),
            ("spam/Evaluation", "svm/SMO")),
    Chapter("8. Naive Bayesian Classifier (blog post)", "002",
            QT_TRANSLATE_NOOP("Course", "joint tables, Bayes' rule, the 대출 Laplace example, "
                                        "Bayes-optimal classifiers"),
            ("spam/Estimation", "spam/Explain a message")),
    Chapter("Dimensionality Reduction (lecture notes)", "003",
            QT_TRANSLATE_NOOP("Course", "the term–document matrix, filter feature selection, PCA,"
                                        " MDS, LSI"),
            ("spam/Feature selection", "clustering/Documents", "clustering/Reduction")),
)

TERMS: tuple[Term, ...] = (
    Term("연어", "collocation", "t",
         QT_TRANSLATE_NOOP("Course", "Words that occur together more often than chance predicts "
                                     "(tested by the t-test)"),
         "text/Collocations"),
    Term("형태소", "morpheme", "",
         QT_TRANSLATE_NOOP("Course", "The smallest unit of language that carries meaning"),
         "text/Morphemes"),
    Term("기본형 · 사전형", "lemma (dictionary form)", "",
         QT_TRANSLATE_NOOP("Course", "The form a word is listed under in a dictionary"),
         "text/Normalize"),
    Term("교착어", "agglutinative language", "",
         QT_TRANSLATE_NOOP("Course", "A language that builds words by gluing morphemes in a row, "
                                     "as Korean does"),
         "text/Morphemes"),
    Term("품사", "part of speech", "",
         QT_TRANSLATE_NOOP("Course", "A word's grammatical class (noun, verb, …): the tags an HMM"
                                     " tagger predicts"),
         "hmm/Evaluation"),
    Term("최소 편집 거리", "minimum edit distance", "E(i, j)",
         QT_TRANSLATE_NOOP("Course", "The fewest insertions, deletions and substitutions turning "
                                     "one string into another"),
         "text/Edit distance"),
    Term("정밀도 / 정답률", "precision", "P",
         QT_TRANSLATE_NOOP("Course", "tp / (tp + fp): the share of predicted positives that are "
                                     "right"),
         "spam/Evaluation"),
    Term("재현율", "recall", "R",
         QT_TRANSLATE_NOOP("Course", "tp / (tp + fn): the share of actual positives found"),
         "spam/Evaluation"),
    Term("정확도", "accuracy", "",
         QT_TRANSLATE_NOOP("Course", "(tp + tn) / N: the share of all predictions that are right"),
         "spam/Evaluation"),
    Term("조화 평균", "harmonic mean (F1)", "F1",
         QT_TRANSLATE_NOOP("Course", "2PR / (P + R)"),
         "spam/Evaluation"),
    Term("생성 / 판별 모델", "generative / discriminative model", "",
         QT_TRANSLATE_NOOP("Course", "A model of p(x, y) against a model of p(y | x)"),
         "spam/Discriminative models"),
    Term("사전 / 사후 확률", "prior / posterior", "p(θ), p(θ | x)",
         QT_TRANSLATE_NOOP("Course", "Belief before and after the data"),
         "spam/Estimation"),
    Term("가능도 (likelihood)", "likelihood", "p(x | θ)",
         QT_TRANSLATE_NOOP("Course", "How probable the data are under the parameters"),
         "spam/Estimation"),
    Term("최대 가능도 추정 (MLE)", "maximum likelihood estimation", "θ̂",
         QT_TRANSLATE_NOOP("Course", "The parameters that make the data most probable"),
         "spam/Estimation"),
    Term("켤레 사전분포 (conjugate prior)", "conjugate prior", "Beta, Dirichlet",
         QT_TRANSLATE_NOOP("Course", "A prior whose posterior has the same form"),
         "spam/Estimation"),
    Term("정보 획득", "information gain", "IG",
         QT_TRANSLATE_NOOP("Course", "The drop in entropy a split or a term gives"),
         "spam/Feature selection"),
    Term("방출 확률", "emission probability", "B, b_s(w)",
         QT_TRANSLATE_NOOP("Course", "p(word | tag) in an HMM"),
         "hmm/Trellis"),
    Term("전이 확률", "transition probability", "A, a_rs",
         QT_TRANSLATE_NOOP("Course", "p(next state | state)"),
         "hmm/Markov chain"),
    Term("관측", "observation", "o_t",
         QT_TRANSLATE_NOOP("Course", "What an HMM emits at time t (a word)"),
         "hmm/Trellis"),
    Term("잠재 변수", "latent variable", "z",
         QT_TRANSLATE_NOOP("Course", "A variable never observed, summed out or estimated by EM"),
         "clustering/Clustering run"),
    Term("혼합 (모델)", "mixture (model)", "π_k",
         QT_TRANSLATE_NOOP("Course", "A density made of weighted components"),
         "clustering/Clustering run"),
    Term("혼탁도", "impurity", "Gini, entropy",
         QT_TRANSLATE_NOOP("Course", "How mixed the classes at a tree node are"),
         "svm/Tree"),
    Term("앙상블", "ensemble", "",
         QT_TRANSLATE_NOOP("Course", "Several models combined by voting, bagging or boosting"),
         "svm/AdaBoost"),
    Term("여유 변수 (slack variable)", "slack variable", "ζ_i",
         QT_TRANSLATE_NOOP("Course", "How far a point may sit inside the margin in a soft-margin "
                                     "SVM"),
         "svm/SMO"),
    Term("역전파 (backpropagation)", "backpropagation", "δ",
         QT_TRANSLATE_NOOP("Course", "The chain rule run backwards through a network for every "
                                     "weight's gradient"),
         "svm/MLP"),
    Term("활성화 함수 (activation function)", "activation function", "φ",
         QT_TRANSLATE_NOOP("Course", "The non-linearity of a unit (sigmoid, tanh, ReLU)"),
         "svm/MLP"),
    Term("교차 검증 (cross-validation)", "cross-validation", "k-fold",
         QT_TRANSLATE_NOOP("Course", "Scoring a model on each fold after training on the others"),
         "spam/Choosing a model"),
    Term("다차원척도법", "multidimensional scaling (MDS)", "",
         QT_TRANSLATE_NOOP("Course", "Points placed so their distances match given "
                                     "dissimilarities"),
         "clustering/Reduction"),
    Term("주성분", "principal component", "",
         QT_TRANSLATE_NOOP("Course", "A direction of greatest variance"),
         "clustering/Reduction"),
    Term("희소 행렬 (sparse matrix)", "sparse matrix", "",
         QT_TRANSLATE_NOOP("Course", "A matrix stored by its non-zero entries, as term–document "
                                     "matrices are"),
         "clustering/Documents"),
    Term("사후 확률 최대 (MAP)", "maximum a posteriori", "c_MAP",
         QT_TRANSLATE_NOOP("Course", "The class (or parameters) with the highest posterior"),
         "spam/Explain a message"),
    Term("은닉 마르코프 모델", "hidden Markov model (HMM)", "λ = (π, A, B)",
         QT_TRANSLATE_NOOP("Course", "States that emit observations; only the observations are "
                                     "seen"),
         "hmm/Trellis"),
    Term("비터비 알고리즘", "Viterbi algorithm", "δ_t(s), ψ_t(s)",
         QT_TRANSLATE_NOOP("Course", "The most probable state sequence by dynamic programming"),
         "hmm/Trellis"),
    Term("전향 / 후향 알고리즘", "forward / backward algorithm", "α_t(s), β_t(s)",
         QT_TRANSLATE_NOOP("Course", "P(O) by summing over every path, from the left or the right"),
         "hmm/Trellis"),
    Term("서포트 벡터", "support vector", "α_i > 0",
         QT_TRANSLATE_NOOP("Course", "A training point on or inside the margin: the SVM's "
                                     "solution rests on these"),
         "svm/SMO"),
    Term("커널", "kernel", "k(x, x′)",
         QT_TRANSLATE_NOOP("Course", "An inner product in a feature space computed without going "
                                     "there"),
         "svm/SMO"),
    Term("최대 엔트로피", "maximum entropy (MaxEnt)", "H(p)",
         QT_TRANSLATE_NOOP("Course", "The most uniform distribution that meets the constraints"),
         "spam/MaxEnt"),
    Term("라플라스 스무딩", "Laplace (add-one) smoothing", "+1 / +|V|",
         QT_TRANSLATE_NOOP("Course", "Adding one to every count so nothing seen zero times gets "
                                     "probability 0"),
         "spam/Estimation"),
    Term("퍼플렉서티", "perplexity", "PP",
         QT_TRANSLATE_NOOP("Course", "2 to the cross-entropy: how surprised a language model is "
                                     "per word"),
         "text/Language model"),
    Term("군집화", "clustering", "K",
         QT_TRANSLATE_NOOP("Course", "Grouping points by similarity without labels"),
         "clustering/Clustering run"),
)



def views_of(chapter_title: str) -> tuple[str, ...]:
    """The views that teach a chapter (by the notes' own title)."""
    for chapter in CHAPTERS:
        if chapter.title == chapter_title:
            return chapter.views
    raise KeyError(chapter_title)


def search(text: str) -> list[Term]:
    """Terms whose Korean, English, symbol or definition contains ``text`` (any case)."""
    needle = text.strip().casefold()
    return [t for t in TERMS if not needle or any(
        needle in field.casefold() for field in (t.korean, t.english, t.symbol, t.definition))]


def split_view(view: str) -> tuple[str, str]:
    """``"svm/SMO"`` → ``("svm", "SMO")``."""
    tab, _, title = view.partition("/")
    return tab, title
