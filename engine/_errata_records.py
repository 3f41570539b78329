"""The records of ``engine.errata``: (id, kind, chapter, seed index, line, the notes' words as
printed on that line, the correct form, why, views). Checked against the seeds by
tests/engine/test_errata.py: every quote is on its line."""
from __future__ import annotations

ML3, ML4, ML5 = "[ML] 3. Logistic Regression", "[ML] 4. SVM", \
    "[ML] 5. Multiclass Classification in SVM"
ML6, ML7, ML9, ML10 = "[ML] 6. Neural Network", "[ML] 7. Model Selection", "[ML] 9. Clustering", \
    "[ML] 10. EM Algorithm"
NLP4, NLP5, NLP6, NLP7 = "[NLP] 4. Classification", "[NLP] 5. Naive Bayes", \
    "[NLP] 6. Hidden Markov Model", "[NLP] 7. MaxEnt"
EST = "(untitled last chapter: parametric estimation)"
CS229, POST, DR = "CS229 Lecture 6 (Naive Bayes, SVM intro)", \
    "8. Naive Bayesian Classifier (blog post)", "Dimensionality Reduction (lecture notes)"
E, C = "erratum", "convention"

RECORDS = (
    # --- [ML] 10 / 9: EM and clustering -------------------------------------------------------
    ("online_kmeans", E, ML9, 0, 251,
     "또는 모든 data를 저장해두었다가 K-means를 다시 계산하는 방법도 있다(Online K-means)",
     "Online k-means keeps no data: each new point x moves only its nearest centre, "
     "μ_k ← μ_k + η(x − μ_k) (η = 1/n_k gives the running mean).",
     "Storing every point and recomputing is batch k-means run again, not an online update.",
     ("clustering/kmeans",)),
    ("kmeans_update_cost", E, ML9, 0, 288, r"Update 시에는 $O(N)$ 만큼의 시간이 소모",
     "The update step costs O(ND): every point's D coordinates are added into its centre.",
     "Averaging N points of D dimensions touches N·D numbers.", ("clustering/kmeans",)),
    ("kmedoids_median", E, ML9, 0, 295, "K-mendoids에서는 중심점을 data의 중간값으로 설정한다",
     "k-medoids (not \"mendoids\") takes as each centre a medoid: the data point of the cluster "
     "whose summed distance to the others is smallest (not a median).",
     "A coordinate-wise median is usually not a data point; medoids are, which is what makes "
     "the method work with any dissimilarity.", ("clustering/kmedoids", "clustering/compare")),
    ("soft_kmeans_entropy_sign", E, ML9, 0, 308,
     r"- \frac{1}{\beta}\sum_{i \in \{1,2, \cdots, N\}}\sum_{k \in \{1, 2, \cdots, K\}}"
     r"\bold{R}_{ik}\log\bold{R}_{ik}",
     "F = Σ R_ik‖x_i − μ_k‖² − (1/β)·H(R) = Σ R_ik‖x_i − μ_k‖² + (1/β) Σ R_ik log R_ik.",
     "−Σ R log R is the entropy H(R) itself, so the notes' term adds +(1/β)H and the minimum "
     "would push R away from the softmax they derive.", ("clustering/soft_kmeans",)),
    ("gmm_isotropic_variance", E, ML9, 0, 436,
     r"\Sigma_{k} &= \frac{\sum_{i=1}^{N}{r_{ik}||x_{i} - \mu_{k}||^{2}}}"
     r"{\sum_{i=1}^{N}{r_{ik}}}",
     "σ_k² = Σ_i r_ik‖x_i − μ_k‖² / (d · Σ_i r_ik) for N(μ_k, σ_k² I) in d dimensions.",
     "‖x − μ‖² sums d squared coordinates, each of variance σ²; the notes' form is right only "
     "for d = 1.", ("clustering/gmm",)),
    # --- [ML] 7: model selection, AdaBoost ----------------------------------------------------
    ("ensemble_three_kinds", E, ML7, 0, 527, "크게는 이렇게 3가지로 나눌 수 있다",
     "Four kinds are listed: averaging models, stacking, bagging/pasting and boosting.",
     "The list just above has four numbered items.", ("svm/adaboost",)),
    ("adaboost_gamma", E, ML7, 0, 563,
     r"잘 분류했다면, $e$ 그렇지 않다면, $1 \over e$가 된다",
     "γ_t(i) = exp(−y_i F_{t−1}(x_i)) is small (e^{−|F|}, 1/e for |F| = 1) when the ensemble "
     "so far classifies x_i right and large (e^{|F|}) when it is wrong.",
     "y·F > 0 for a correct vote, so the exponent is negative; AdaBoost puts weight on "
     "mistakes, not on successes.", ("svm/adaboost",)),
    # --- [NLP] 7: MaxEnt ------------------------------------------------------------------------
    ("fast_food_multipliers", E, NLP7, 0, 737,
     r"$\lambda_{0} = 1.2371$, $\lambda_{1}=0.2586$",
     "λ₁ ≈ −0.1792 and λ₀ = 1 − log Z ≈ 0.1425 (the probabilities 0.3546, 0.2964, 0.2478, "
     "0.1011 are right).",
     "With the notes' multipliers Σ e^{λ₀ + λ₁·price − 1} is not 1 and the mean price is not "
     "2.5; solving the two constraints gives the values above.", ("spam/maxent",)),
    ("dice_sum_multiplier", E, NLP7, 0, 760,
     r"p_{i} = {e^{\lambda_{i}}\over{\sum_{i=1}^{6}{e^{\lambda_{i}}}}}",
     "p_i = e^{λ·i} / Σ_j e^{λ·j}: one multiplier λ for the one constraint Σ i·p_i = α.",
     "A single mean constraint has a single Lagrange multiplier; six free λ_i would fit any "
     "distribution and say nothing.", ("spam/maxent",)),
    # --- [NLP] 6: HMM ---------------------------------------------------------------------------
    ("markov_chain_p12", E, NLP6, 0, 807, r"\pi_{0} \times p_{01} \times p_{10} \times p_{12}",
     "p(s0, s1, s0, s2) = π₀ · p₀₁ · p₁₀ · p₀₂ (· p(end | s2)).",
     "The state before s2 is s0, so the last transition is p(s2 | s0) = p₀₂.",
     ("hmm/chain", "hmm/hand")),
    ("backward_emission", E, NLP6, 0, 909,
     r"\beta(t, i) = \sum_{k=1}^{N}{\beta(t+1, k)p(h_{k}|h_{i})p(o = s_{t}|h_{i})}",
     "β_t(i) = Σ_j A_ij B_j(o_{t+1}) β_{t+1}(j), and P(O) = Σ_i π_i B_i(o_1) β_1(i).",
     "The backward pass must emit the next symbol from the next state; with the current "
     "emission, Σ β₀ (no π) does not equal Σ α_T.", ("hmm/hand", "hmm/trellis")),
    ("baum_welch_emission", E, NLP6, 0, 961, r"p(o_{k}|h_{i}) &= {c(i,j,k)\over c(i,j)}",
     "B_j(k) = Σ_t γ_t(j)[o_t = k] / Σ_t γ_t(j), with γ_t(j) = α_t(j)β_t(j)/P(O).",
     "The left side names state i but the right side counts arrivals in j, and the expected "
     "counts need the 1/P(O) that turns α·β into a posterior.", ("hmm/baum_welch",)),
    # --- [NLP] 4: classification ----------------------------------------------------------------
    ("accuracy_tp_fn", E, NLP4, 0, 1175, r"$tp + fn \over tp + fp + fn + tn$",
     "accuracy = (tp + tn) / (tp + fp + fn + tn).",
     "The correct predictions are the true positives and the true negatives; fn are mistakes.",
     ("spam/evaluation",)),
    ("precision_recall_swap", E, NLP4, 0, 1179, r"$tp \over tp + fn$",
     "precision = tp / (tp + fp); recall = tp / (tp + fn) (the notes swap them).",
     "Precision asks how many predicted positives are right (divide by tp + fp); recall asks "
     "how many actual positives were found (divide by tp + fn).", ("spam/evaluation",)),
    ("multiclass_accuracy_sum", E, NLP4, 0, 1206,
     r"Accuracy: $c_{ii} \over \sum_{i}\sum_{j}c_{ij}$",
     "accuracy = Σ_i c_ii / Σ_i Σ_j c_ij.",
     "Accuracy counts every correct prediction, the whole diagonal, not one class's cell.",
     ("spam/evaluation", "spam/softmax")),
    # --- [ML] 6: neural networks ----------------------------------------------------------------
    ("perceptron_criterion_set", E, ML6, 0, 1251,
     r"\mathcal{M}(\bold{w}) = \{ n : y_{n}\bold{w}^{\top}\bold{x}_{n} \}",
     "M(w) = {n : y_n wᵀx_n ≤ 0}, the misclassified points.",
     "The set's condition is missing; without ≤ 0 the criterion would sum over every point.",
     ("svm/perceptron",)),
    ("xor_is_xnor", E, ML6, 0, 1279, r"a \oplus b = ab + \bar{a}\bar{b}",
     "a ⊕ b = ab̄ + āb.", "ab + āb̄ is 1 when a and b agree: that is XNOR.",
     ("svm/perceptron", "svm/mlp")),
    ("cross_entropy_squared_error", E, ML6, 0, 1407,
     "Cross Entropy는 sigmoid를 취한 binary classification에서 Squared Error와 같고",
     "Cross-entropy −y log ŷ − (1 − y) log(1 − ŷ) and squared error (y − ŷ)² are different "
     "losses, even for a sigmoid output.",
     "Cross-entropy is the Bernoulli negative log-likelihood; squared error is the Gaussian "
     "one, and their gradients differ by the factor ŷ(1 − ŷ) (up to a constant).",
     ("svm/mlp", "svm/losses")),
    # --- [ML] 5: multiclass and kernels ---------------------------------------------------------
    ("dag_fewer_svms", E, ML5, 0, 1782, "OvO보다는 적은 SVM을 사용하면서",
     "A DAG trains the same K(K − 1)/2 one-vs-one SVMs; it evaluates only K − 1 of them for "
     "each test point.",
     "Every pair still needs its classifier; only the path through the graph is shorter.",
     ("svm/multiclass",)),
    ("rbf_square", E, ML5, 0, 1835,
     r"\kappa(x,x^{\prime}) = \exp(-{{(x - x^{\prime})}\over{2\sigma^{2}}})",
     "k(x, x′) = exp(−‖x − x′‖² / (2σ²)).",
     "Without the square the 'kernel' is not symmetric, not bounded and not positive definite.",
     ("svm/smo", "svm/multiclass")),
    # --- [ML] 4: SVM ----------------------------------------------------------------------------
    ("margin_norm_squared", E, ML4, 0, 1904, r"{1\over{||\bold{w}||^{2}}}",
     "The margin is 1/‖w‖ (maximising it is minimising ½‖w‖²).",
     "The distance from the boundary to the line wᵀx + b = 1 is 1/‖w‖.", ("svm/smo",)),
    ("l2_slack_constant", E, ML4, 0, 1967, r"C\sum_{i=1}^{N}\zeta_{i}^{2}",
     "½‖w‖² + (C/2) Σ ζ_i² in the primal, as in the Lagrangian two lines below, which is what "
     "gives ζ = α/C and the 1/C added to the kernel diagonal.",
     "The primal and its Lagrangian must have the same constant; with C Σ ζ² the dual would "
     "add 1/(2C).", ("svm/smo",)),
    ("c_effect_backwards", E, ML4, 0, 1972,
     "만약, slackness보다 margin의 최대화가 중요하다면, C값은 커지고 반대라면 이 값은 작아진다",
     "A large C makes slack expensive (a narrower margin, fewer violations); a small C favours "
     "a wide margin.", "C multiplies the slack term, so raising it weighs slack more, not the "
     "margin.", ("svm/smo",)),
    ("l1_box_constraint", E, ML4, 0, 2036, r"\sum_{i=1}^{N}\beta_{i} = C",
     "α_i + β_i = C for every i (hence 0 ≤ α_i ≤ C).",
     "∂L/∂ζ_i = C − α_i − β_i = 0 holds for each i separately.", ("svm/smo",)),
    ("general_loss_limit", E, ML4, 0, 2088, r"$\varepsilon$이 0에 수렴할 수록 SVM이 된다",
     "ε·log(1 + e^{(1 − z)/ε}) tends to the hinge max(0, 1 − z) as ε → 0.",
     "ε·log(1 + e^{−z}) tends to 0 for every z, not to the hinge.", ("svm/losses",)),
    # --- [ML] 3: logistic regression ------------------------------------------------------------
    ("gradient_ascent_sign", E, ML3, 0, 2260,
     r"\bold{w}_{t+1} = \bold{w}_{t} - \alpha\nabla_{\bold{w}}\mathcal{L}(\bold{w}_{t})",
     "w ← w + α ∇L(w) = w + α Σ (y_n − σ(wᵀx_n)) x_n.",
     "Gradient ascent on the log-likelihood adds the gradient; subtracting it descends.",
     ("spam/discriminative", "svm/losses")),
    # --- estimation ---------------------------------------------------------------------------
    ("mle_kl_entropy_sign", E, EST, 0, 2459,
     r"&=\argmin_\theta[-\int\tilde{p}(x)\log{\tilde{p}(x)dx}",
     "KL(p̃‖p_θ) = ∫p̃ log p̃ − ∫p̃ log p_θ = −H(p̃) − ∫p̃ log p_θ.",
     "The first term of the KL divergence is +∫p̃ log p̃ (minus the entropy); it does not "
     "depend on θ, so the argmin is unchanged.", ("spam/estimation",)),
    # --- 002: the Naive Bayes post -------------------------------------------------------------
    ("grade_table_sum", E, POST, 2, 18, "| C | 0.4 |",
     "The four grade probabilities must sum to 1 (e.g. C = 0.2).",
     "0.2 + 0.5 + 0.4 + 0.1 = 1.2, so the table is not a distribution.",
     ("spam/estimation", "hmm/bayesnet")),
    ("oov_word_multiplied", E, POST, 2, 66, r"P(정보|S) \times P(제대로된|S)",
     "A word outside the vocabulary (제대로된; the vocabulary has 제대로) is dropped or mapped "
     "to UNK; the product runs over the vocabulary only.",
     "The Bernoulli model has one factor per vocabulary word, so an unseen word has no "
     "P(·|S) to multiply.", ("spam/explain",)),
    ("laplace_absent_word", E, POST, 2, 76, r"\(P(x∣H) = \frac {num(\neg x) + 1}{total size + 2}\)",
     "P(¬x | H) = (num(¬x) + 1) / (total size + 2).",
     "The second formula counts the mails without x, so it estimates P(¬x | H).",
     ("spam/estimation",)),
    ("prior_times_log_sum", E, POST, 2, 81, r"\[= argmax(P(h)\sum log(P(a_i∣h))\]",
     "h = argmax [log P(h) + Σ_i log P(a_i | h)].",
     "The log of a product P(h)·ΠP(a_i|h) is a sum; the prior is added in log space, not "
     "multiplied onto the log-likelihood.", ("spam/explain",)),
    # --- 003: feature selection --------------------------------------------------------------
    ("ig_base_ten", E, DR, 3, 134, "-0.6 * log(0.6) - 0.4 * log(0.4) = 0.29",
     "IG(term 1) = 0.971 bits (log base 2); 0.29 is the same quantity in base 10.",
     "Entropy in bits uses log₂; the notes compute with log₁₀ without saying so.",
     ("spam/features",)),
    ("chi2_expected_sign", E, DR, 3, 143, "(2,1)은 -1.2",
     "The expected count of (w absent, positive) is +1.2 = 2 × 6 / 10.",
     "Expected counts are products of margins divided by D and are never negative.",
     ("spam/features",)),
    ("term4_most_important", E, DR, 3, 163, "Term4는 모든 지표들에 대해서 가장 중요하다고 판정",
     "Term 1 ranks first on every score but DF, and term 2 ties it on the symmetric ones (AccR, "
     "IG, χ², BNS); term 4 (in 6/6 positive and 2/4 negative documents) is first on none (it "
     "ties term 1 only on OddR's ∞).",
     "Term 1 (6/6 vs 0/4) and term 2 (0/6 vs 4/4) separate the classes perfectly.",
     ("spam/features",)),
    # --- conventions ------------------------------------------------------------------------------
    ("confusion_layout", C, NLP4, 0, 1164, "| prediction\\answer | True | False |",
     "Trellis shows the true class in rows and the prediction in columns by default (as "
     "scikit-learn); choose layout=\"predicted_rows\" for the notes' layout.",
     "Both are common; the macro formulas below depend on which one is shown.",
     ("spam/evaluation", "hmm/evaluation")),
    ("macro_on_layout", C, NLP4, 0, 1204, r"Precision: $c_{ii} \over \sum_{j}c_{ij}$",
     "With predictions in rows (the notes) precision_i = c_ii / Σ_j c_ij and recall_i = "
     "c_ii / Σ_j c_ji; with true classes in rows (Trellis) the sums swap.",
     "The notes' macro formulas are right for their layout (unlike their binary ones).",
     ("spam/evaluation",)),
    ("estimation_is_decoding", C, NLP4, 0, 1144, "## Estimation",
     "In the NLP chapters \"Estimation\" means decoding, choosing argmax_c P(c | data); "
     "Trellis says decoding (or classification) and keeps \"estimation\" for fitting "
     "parameters, as the last ML chapter does.",
     "The same word names two different steps in the notes.", ("hmm/trellis", "spam/explain")),
    ("nb_vocabulary_test_words", C, NLP5, 0, 1069,
     r"$V$는 후에 Estimation에서 input으로 사용하는 단일 document까지 포함한 Vocabulary이다",
     "Trellis's |V| is the training vocabulary (unknown words dropped or mapped to UNK); "
     "engine.spam.naive_bayes.joint_log_likelihood_with_test_words counts the test document's "
     "new words in |V| as the notes do.",
     "Adding the test words changes every smoothed p(w|c) and makes the model depend on the "
     "document being classified.", ("spam/explain", "spam/evaluation")),
    ("c_on_loss", C, ML4, 0, 2067, r"\min {C^{\prime}\over2}||\bold{w}||^{2}",
     "Trellis (like libsvm and scikit-learn) puts C on the loss: ½‖w‖² + C Σ loss; the notes' "
     "C′/2 on ‖w‖² is the same problem with C = 1/C′.",
     "Dividing the objective by C′ turns one form into the other.",
     ("svm/smo", "svm/losses")),
    ("squared_loss_half", C, ML4, 0, 2077,
     r"{1\over2}(1 - y_{i}(\bold{w}^{\top}\phi(\bold{x}_{i})) )^{2}",
     "Trellis plots the squared loss as (1 − z)², through (0, 1) like the hinge and the "
     "logistic loss (÷ log 2); the notes' ½(1 − z)² is half of it (and [ML] 6 drops the ½).",
     "The factor only rescales the loss and its gradient, not the minimiser.",
     ("svm/losses",)),
    ("coin_example_chapter", C, ML10, 0, 14,
     "각 기 다른 나라(label)의 동전 3종류(500원, 100cent, 100엔)를 구분하고 싶다고 하자",
     "The coin-weights example belongs to \"[ML] 10. EM Algorithm\"; parametric estimation "
     "(MLE, MAP, conjugate priors) is the untitled last chapter.",
     "In the seed each chapter's title follows its content, which is easy to misread.",
     ("clustering/gmm", "spam/estimation")),
    ("ig_log_base", C, DR, 3, 129, r"$\sum_{C=\left\{Pos,Neg\right\}} -P(C) \times log(P(C))$",
     "Trellis computes IG with log base 2 (bits) unless told otherwise; the notes' "
     "examples use base 10. Every IG shown says its base.",
     "The base scales IG by a constant, so rankings agree but numbers differ.",
     ("spam/features", "spam/choosing")),
)
