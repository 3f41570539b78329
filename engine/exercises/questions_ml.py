"""Questions for the ML chapters of the notes and the dimensionality-reduction lecture notes
(seed 003), written for Trellis from the notes (same fields as :mod:`.questions_nlp`). Chapter
titles and view ids are those of ``ui/course.py`` (the Course map), e.g. "svm/SMO"."""
from __future__ import annotations

import math

from .questions_nlp import q

LINREG = "[ML] 2. Linear Regression"
LOGREG = "[ML] 3. Logistic Regression"
SVM = "[ML] 4. SVM"
MULTI = "[ML] 5. Multiclass Classification in SVM"
NN = "[ML] 6. Neural Network"
SELECT = "[ML] 7. Model Selection"
GRAPH = "[ML] 8. Graphical Model"
CLUSTER = "[ML] 9. Clustering"
EM = "[ML] 10. EM Algorithm"
REDUCE = "[ML] 11. Dimensionality Reduction"
LECTURE = "Dimensionality Reduction (lecture notes)"
ESTIM = "Parametric estimation (untitled last chapter)"

ML_QUESTIONS = [
    # -- [ML] 2. Linear Regression (title only in the notes) ---------------------------------
    q("linreg-1", LINREG, "svm/Compare",
      "Least squares fits w minimising ‖Xw − y‖². When XᵀX is invertible, w is…",
      ["(XᵀX)⁻¹Xᵀy", "Xᵀy", "(XXᵀ)⁻¹y", "y/X"], 0,
      "Setting the gradient 2Xᵀ(Xw − y) to zero gives the normal equations XᵀXw = Xᵀy. (The "
      "notes give this chapter a title only.)"),
    q("linreg-2", LINREG, "svm/Compare",
      "Fit y = w·x (no intercept) by least squares to the points (1, 2) and (2, 4). What is "
      "w?", [], 2, "w = Σ x y / Σ x² = (2 + 8)/(1 + 4) = 2; the line passes through both "
      "points.", tol=0.01),
    q("linreg-3", LINREG, "svm/Compare",
      "What does multicollinearity (다중공선성) do to least squares?",
      ["XᵀX is nearly singular, so the weights become unstable and large",
       "it makes the fit exact", "it removes the intercept", "nothing"], 0,
      "Nearly dependent columns leave a direction in which the loss hardly changes; small "
      "changes of the data swing the weights along it. L2 regularisation damps it."),
    q("linreg-4", LINREG, "svm/Regression",
      "Fitting polynomials of growing degree to the same noisy points, over bootstrap "
      "resamples: what happens to bias² and variance?",
      ["bias² falls and variance rises", "both fall", "both rise",
       "bias² rises and variance falls"], 0,
      "A higher degree can follow the true curve (less bias²) but also follows each "
      "resample's noise (more variance); Risk = Bias² + Var + σ² is least in between. The "
      "Regression view measures both over bootstrap resamples."),
    # -- [ML] 3. Logistic Regression ---------------------------------------------------------
    q("logreg-1", LOGREG, "svm/Losses & logistic regression",
      "Why does a least-squares line make a poor classifier?",
      ["points far on the correct side still count as errors and pull the boundary",
       "it cannot be computed", "it always overfits", "it needs a kernel"], 0,
      "Squared error punishes f(x) = 5 for a +1 point as much as a mistake; such points drag "
      "the boundary towards them. The logistic loss barely notices them."),
    q("logreg-2", LOGREG, "svm/Losses & logistic regression", "What is σ(0) for the sigmoid σ(z) = 1/(1 + e^(−z))?",
      [], 0.5, "σ(0) = 1/(1 + 1) = 0.5: a point on the boundary is equally likely in both "
      "classes.", tol=0.001),
    q("logreg-3", LOGREG, "spam/Discriminative models",
      "Gradient ascent on the log-likelihood ℓ(w) updates…",
      ["w ← w + η∇ℓ(w)", "w ← w − η∇ℓ(w)", "w ← ∇ℓ(w)", "w ← w/η"], 0,
      "Ascent adds the gradient (the notes write −, which would be descent on ℓ); descent on "
      "the loss −ℓ subtracts its gradient, the same step."),
    q("logreg-4", LOGREG, "spam/Discriminative models",
      "Why does Newton's method (IRLS) need far fewer iterations than gradient descent here?",
      ["it uses the Hessian, so near the optimum it converges quadratically",
       "it uses a larger fixed step", "it skips the data", "it is stochastic"], 0,
      "w ← w − H⁻¹∇ fits a quadratic at each step; the Discriminative view shows ten Newton "
      "steps against hundreds of gradient steps."),
    q("logreg-5", LOGREG, "spam/Explain a message",
      "Cats far outnumber tigers. A 3-coloured coat is likelier for a tiger: p(3 | tiger) > "
      "p(3 | cat). Which class does the Bayes decision rule choose?",
      ["the one with the larger p(3 | c)·p(c) — possibly cat", "always tiger",
       "always cat", "the one with the larger p(c) alone"], 0,
      "The rule compares posteriors p(c | x) ∝ p(x | c) p(c); a large prior can outweigh a "
      "smaller likelihood."),
    # -- [ML] 4. SVM -------------------------------------------------------------------------
    q("svm-1", SVM, "svm/SMO",
      "The distance from the boundary wᵀx + b = 0 to the line wᵀx + b = 1 is…",
      ["1/‖w‖", "1/‖w‖²", "‖w‖", "2‖w‖"], 0,
      "A point moves 1/‖w‖ along w/‖w‖ to raise wᵀx + b by 1; the notes write 1/‖w‖², which "
      "is not a distance. The band between f = −1 and f = +1 is 2/‖w‖ wide."),
    q("svm-2", SVM, "svm/SMO",
      "A linear SVM has w = (3, 4). How far is the line f(x) = 1 from the boundary?", [], 0.2,
      "1/‖w‖ = 1/√(9 + 16) = 1/5 = 0.2.", tol=0.001),
    q("svm-3", SVM, "svm/SMO",
      "In an L1 soft-margin SVM, a point with 0 < α_i < C lies…",
      ["exactly on the margin, y f(x) = 1", "inside the margin or misclassified",
       "far outside the margin with α = 0", "on the boundary f(x) = 0"], 0,
      "KKT: α_i = 0 ⇒ y f ≥ 1; 0 < α_i < C ⇒ y f = 1 (β_i > 0 so ζ_i = 0); α_i = C ⇒ y f "
      "≤ 1. The free α give b."),
    q("svm-4", SVM, "svm/SMO",
      "What happens to an L1 soft-margin SVM as C grows?",
      ["fewer margin violations are tolerated: a narrower margin, closer to the hard margin",
       "the margin widens", "all α become 0", "the kernel changes"], 0,
      "C weighs the slack Σζ_i against ‖w‖²/2; a large C makes slack expensive (the notes "
      "describe it backwards)."),
    q("svm-5", SVM, "svm/SMO",
      "Why does SMO change two α at a time, not one?",
      ["Σ y_i α_i = 0 must hold: moving one α alone would break it",
       "two is faster than one", "the kernel is 2-D", "to keep α ≤ 1"], 0,
      "With the equality constraint, one α is fixed by the others; a pair (i, j) can move "
      "along y_i α_i + y_j α_j = const, solved exactly and clipped to [0, C]."),
    # -- [ML] 5. Multiclass Classification in SVM ---------------------------------------------
    q("multi-1", MULTI, "svm/Multiclass",
      "How many binary SVMs does one-vs-one train for K = 5 classes?", [], 10,
      "One per pair of classes: K(K − 1)/2 = 5·4/2 = 10.", tol=0.01),
    q("multi-2", MULTI, "svm/Multiclass",
      "How many binary SVMs does one-vs-rest train for K = 5 classes?", [], 5,
      "One per class against all the others: K = 5.", tol=0.01),
    q("multi-3", MULTI, "svm/Multiclass",
      "Compared with one-vs-one, a DAG SVM…",
      ["trains the same K(K − 1)/2 SVMs but evaluates only K − 1 per test point",
       "trains K − 1 SVMs", "trains one SVM", "needs a nonlinear kernel"], 0,
      "The DAG walks from the root eliminating one class per node; the notes' “fewer SVMs” "
      "is true at test time only."),
    q("multi-4", MULTI, "svm/Feature map",
      "On a line, −2 and 2 are positive and 0 is negative. After the map x → (x, |x|), "
      "can a straight line separate them?",
      ["yes: |x| = 1 separates them", "no", "only with an RBF kernel", "only if C is large"],
      0,
      "In the mapped plane the positives sit at height 2 and the negative at 0; a linear "
      "boundary in feature space is a nonlinear one on the line."),
    # -- [ML] 6. Neural Network --------------------------------------------------------------
    q("nn-1", NN, "svm/Perceptron",
      "Which Boolean function can a single perceptron not represent?",
      ["XOR", "AND", "OR", "NOT"], 0,
      "XOR's positives (01, 10) and negatives (00, 11) are not linearly separable; a hidden "
      "layer fixes it (XOR = ab̄ + āb)."),
    q("nn-2", NN, "svm/Perceptron",
      "The notes write a ⊕ b = ab + āb̄. Which function is that?",
      ["XNOR (equality)", "XOR", "AND", "NAND"], 0,
      "ab + āb̄ is 1 when a = b: XNOR. XOR is ab̄ + āb."),
    q("nn-3", NN, "svm/Perceptron",
      "A perceptron at w = (0, 0), b = 0 meets x = (2, 1) with y = −1. What is w₁ after the "
      "update?", [], -2,
      "y(wᵀx + b) = 0 ≤ 0 is a mistake, so w ← w + y x = (0, 0) − (2, 1) = (−2, −1) and "
      "b ← b + y = −1.", tol=0.01),
    q("nn-4", NN, "svm/MLP",
      "Why not start an MLP with all weights zero?",
      ["every hidden unit gets the same gradient and they stay identical",
       "the loss is undefined at zero", "ReLU cannot be evaluated at 0",
       "backprop needs negative weights"], 0,
      "With equal weights the units are symmetric: forward values and deltas coincide, so no "
      "update can tell them apart. The MLP view's all-zero start shows it."),
    q("nn-5", NN, "svm/MLP",
      "What is the sigmoid's derivative σ′(z) at z = 0?", [], 0.25,
      "σ′(z) = σ(z)(1 − σ(z)) = 0.5 · 0.5 = 0.25 — its largest value, which is why deep "
      "sigmoid nets' gradients shrink.", tol=0.001),
    # -- [ML] 7. Model Selection -------------------------------------------------------------
    q("select-1", SELECT, "spam/Choosing a model",
      "Why keep a test set apart from the validation set?",
      ["the validation score chose the hyperparameters, so it is optimistic; the test set "
       "estimates the chosen model honestly", "to train on more data",
       "validation sets are too small", "the test set picks C"], 0,
      "Choosing the best of many settings on the validation data fits it a little; nested "
      "cross-validation does the same separation with folds."),
    q("select-2", SELECT, "svm/AdaBoost",
      "An AdaBoost stump has weighted error ε = 0.25. What is its weight α = ½ ln((1 − ε)/ε)?",
      [], 0.5 * math.log(3), "α = ½ ln(0.75/0.25) = ½ ln 3 ≈ 0.5493; a stump at ε = 0.5 gets "
      "α = 0.", tol=0.005),
    q("select-3", SELECT, "svm/Tree",
      "What is the Gini impurity of a node with 3 positive and 1 negative points?", [], 0.375,
      "Gini = 1 − Σ p_k² = 1 − (0.75² + 0.25²) = 0.375 (혼탁도: 0 for a pure node).",
      tol=0.001),
    q("select-4", SELECT, "svm/Compare",
      "A deep tree changes a lot from one bootstrap sample to the next. What does bagging "
      "many such trees reduce?",
      ["the variance", "the bias", "the training time", "the number of features"], 0,
      "Averaging models whose errors are not fully correlated keeps their (low) bias and cuts "
      "the variance; boosting mainly reduces bias."),
    # -- [ML] 8. Graphical Model (title only in the notes) ------------------------------------
    q("graph-1", GRAPH, "spam/Explain a message",
      "Drawn as a Bayesian network, Naive Bayes has…",
      ["the class as the only parent of every word node", "words as parents of the class",
       "a chain of words", "no edges"], 0,
      "p(c, w1 … wn) = p(c) Π p(wi | c) factorises along edges c → wi. (Title only in the "
      "notes; the GMM of chapter 9 uses the same picture with a latent z.)"),
    q("graph-2", GRAPH, "hmm/Bayesian network",
      "In the network A → B, P(A) = 0.4 and P(B | A) = 0.25. What is P(A, B)?", [], 0.1,
      "The joint is the product of each node given its parents: 0.4 · 0.25 = 0.1.",
      tol=0.001),
    q("graph-3", GRAPH, "hmm/Bayesian network",
      "In a Bayesian network, a node is conditionally independent of its non-descendants "
      "given…",
      ["its parents", "its children", "every other node", "nothing"], 0,
      "That local Markov property is what lets the joint factorise as Π p(x_i | parents)."),
    # -- [ML] 9. Clustering ------------------------------------------------------------------
    q("cluster-1", CLUSTER, "clustering/Clustering run",
      "What does one k-means assignment step cost for N points, K centres, D dimensions?",
      ["O(KND)", "O(ND)", "O(N²D)", "O(K²)"], 0,
      "Every point's distance to every centre: K·N distances of D terms. The update costs "
      "O(ND)."),
    q("cluster-2", CLUSTER, "clustering/k-means vs k-medoids",
      "What does k-medoids choose as each cluster's centre?",
      ["the member point with the smallest sum of distances to the others",
       "the coordinate-wise median", "the mean", "a random point"], 0,
      "A medoid is a data point (the notes say median); it resists outliers and works with "
      "any distance."),
    q("cluster-3", CLUSTER, "clustering/Clustering run",
      "What does soft k-means become as β → ∞?",
      ["hard k-means", "one cluster", "a uniform assignment", "a GMM with full covariances"],
      0,
      "R_ik ∝ exp(−β‖x_i − μ_k‖²): a large β puts all the weight on the nearest centre; a "
      "small β spreads it evenly (the entropy term wins)."),
    q("cluster-4", CLUSTER, "clustering/Clustering run",
      "k-means is a special case of the GMM when…",
      ["all π_k are equal and all Σ_k = σ²I with σ² → 0", "K = 1",
       "the covariances are full", "π_k follows the cluster sizes"], 0,
      "Equal weights and shrinking equal spherical variances make the responsibilities one-hot "
      "on the nearest mean, and μ_k's update is k-means'."),
    # -- [ML] 10. EM Algorithm ---------------------------------------------------------------
    q("em-1", EM, "clustering/Clustering run",
      "Why can an EM iteration never lower the log-likelihood L(θ)?",
      ["the E step makes F(q, θ) touch L at the current θ, and the M step raises F, "
       "which never exceeds L", "the M step maximises L directly",
       "KL divergence can be negative", "the data are Gaussian"], 0,
      "L(θ_new) ≥ F(q, θ_new) ≥ F(q, θ_old) = L(θ_old): Jensen gives the first, the M step "
      "the second, the E step (q = p(z | x, θ_old), KL = 0) the equality."),
    q("em-2", EM, "clustering/Clustering run",
      "The gap L(θ) − F(q, θ) equals…",
      ["Σ_x KL(q(z | x) ‖ p(z | x, θ))", "the entropy of q", "zero always",
       "the Q function"], 0,
      "Gibbs' inequality: the KL divergence is ≥ 0 and 0 only when q is the posterior, which "
      "is exactly what the E step sets."),
    q("em-3", EM, "clustering/Clustering run",
      "Jensen's inequality for the concave log says…",
      ["log E[X] ≥ E[log X]", "log E[X] ≤ E[log X]", "log E[X] = E[log X]",
       "nothing for positive X"], 0,
      "For concave f, f(E[X]) ≥ E[f(X)]; applied inside L(θ) = Σ log E_q[p(x, z)/q(z)] it "
      "gives the bound F."),
    q("em-4", EM, "clustering/Clustering run",
      "The notes tell coins of three countries apart by their weight alone. How many "
      "components does the mixture need?", [], 3,
      "One Gaussian per kind of coin; the country is the latent variable z that EM infers.",
      tol=0.01),
    # -- Dimensionality Reduction: the lecture notes (seed 003) and [ML] 11 (its title) --------
    q("reduce-1", LECTURE, "spam/Feature selection",
      "In the notes' 10-document example, term1 occurs in all 6 positive documents and in "
      "none of the 4 negative ones. What is its Acc = tp − fp?", [], 6,
      "tp = 6, fp = 0, so Acc = 6; its AccR = |6/6 − 0/4| = 1 and PR = tpr/fpr = ∞.",
      tol=0.01),
    q("reduce-2", LECTURE, "spam/Feature selection",
      "What is PR = tpr/fpr for a term that never occurs in a negative document?",
      ["infinite", "0", "1", "undefined for every term"], 0,
      "fpr = 0 makes the ratio ∞ (as long as tpr > 0): PR favours terms absent from the "
      "negative class, however rare."),
    q("reduce-3", LECTURE, "spam/Feature selection",
      "How does a filter method of feature selection differ from a wrapper method?",
      ["a filter scores each term from the data alone; a wrapper evaluates subsets by "
       "training the classifier", "a filter trains the classifier", "they are the same",
       "a wrapper ignores the labels"], 0,
      "DF, IG, χ², BNS… are filters: cheap, one score per term. Wrappers search subsets "
      "with the model itself, at far greater cost."),
    q("reduce-4", REDUCE, "clustering/Reduction",
      "PCA's first component is…",
      ["the eigenvector of the covariance matrix with the largest eigenvalue",
       "the feature with the largest mean", "a random direction", "the first column of X"], 0,
      "It is the direction of largest variance; the eigenvalue is that variance (the scree "
      "plot)."),
    q("reduce-5", REDUCE, "clustering/Reduction",
      "LSI reduces a term–document matrix by…",
      ["a truncated singular value decomposition", "k-means", "deleting rare terms",
       "a decision tree"], 0,
      "X ≈ U_k Σ_k V_kᵀ keeps the k largest singular values; documents and terms become "
      "points in a k-dimensional concept space."),
    q("reduce-6", REDUCE, "clustering/Reduction",
      "Classical MDS is given only the distances between points. How does it find "
      "coordinates?",
      ["it double-centres the squared distances into a Gram matrix and keeps its top "
       "eigenvectors", "it runs k-means on the distances", "it sorts the points by distance",
       "it needs the original coordinates"], 0,
      "B = −½ J D² J (J centres the rows and columns) is XXᵀ for centred X; its top "
      "eigenvectors scaled by √λ are the coordinates. For Euclidean distances it matches PCA."),
    # -- parametric estimation (last chapter) ------------------------------------------------
    q("estim-1", ESTIM, "spam/Estimation",
      "Families have 1, 2 and 3 siblings. What is the Poisson MLE λ̂?", [], 2,
      "The likelihood Π λ^x e^(−λ)/x! is maximised at the sample mean: (1 + 2 + 3)/3 = 2.",
      tol=0.01),
    q("estim-2", ESTIM, "spam/Estimation",
      "A coin shows 3 heads in 10 tosses. Under a uniform Beta(1, 1) prior, what is the "
      "posterior mean of p(heads)?", [], 4 / 12,
      "Beta(1 + 3, 1 + 7) has mean 4/12 ≈ 0.3333 — Laplace's (k + 1)/(n + 2); the MLE is "
      "0.3.", tol=0.001),
    q("estim-3", ESTIM, "spam/Estimation",
      "A prior is conjugate to a likelihood when…",
      ["the posterior is in the same family as the prior", "it is uniform",
       "it equals the likelihood", "it has no parameters"], 0,
      "Beta–Bernoulli, Dirichlet–multinomial, Gaussian–Gaussian: updating only changes the "
      "parameters (the counts add to a and b)."),
    q("estim-4", ESTIM, "spam/Estimation",
      "The expected squared error of an estimator decomposes as…",
      ["bias² + variance", "bias + variance", "bias · variance", "variance only"], 0,
      "E[(θ̂ − θ)²] = (E θ̂ − θ)² + E[(θ̂ − E θ̂)²]; MAP trades a little bias for less "
      "variance."),
    q("estim-5", ESTIM, "spam/Estimation",
      "Maximising the likelihood is the same as minimising…",
      ["the KL divergence from the data's distribution to the model", "the model's entropy",
       "the prior", "the number of parameters"], 0,
      "KL(p_data ‖ p_θ) = −H(p_data) − E_data[log p_θ]; the first term does not depend on θ, "
      "so minimising KL maximises the average log-likelihood."),
]
