"""The exercises' solutions (which come from the engine's own algorithms) checked against
scikit-learn, NLTK, SciPy, and brute force where no library takes a single step, over a few seeds
and every level."""
import itertools
import math
import warnings
from collections import Counter

import numpy as np
import pytest

from engine import exercises as E

SEEDS = (0, 1, 2)
LEVELS = (1, 2, 3)


def _each(kind):
    for level in LEVELS:
        for seed in SEEDS:
            ex = E.generate(kind, level=level, seed=seed)
            yield ex, ex.data, E.solve(ex)


def test_edit_distance_every_cell_is_nltks():
    from nltk import edit_distance
    for _, d, sol in _each("edit_distance"):
        for part, value in sol.items():
            i, j = map(int, part[2:-1].split(","))
            assert value == edit_distance(d["a"][:i], d["b"][:j],
                                          substitution_cost=d["substitute"]), part


def test_t_test_is_nltks_student_t():
    from nltk.metrics import BigramAssocMeasures
    for _, d, sol in _each("t_test"):
        for r in d["bigrams"]:
            name = f"{r['w1']} {r['w2']}"
            t = BigramAssocMeasures.student_t(r["c12"], (r["c1"], r["c2"]), d["n"])
            assert sol[f"t({name})"] == pytest.approx(t, rel=1e-9)
            assert sol[f"x_bar({name})"] == pytest.approx(r["c12"] / d["n"])
            assert sol[f"significant({name})"] == (t > 2.576)


def _paths(d):
    """Every state path's joint probability p(q, O), by brute force over N^T paths."""
    pi, A, B = (np.array(d[k]) for k in ("pi", "A", "B"))
    obs = [d["symbols"].index(o) for o in d["obs"]]
    for path in itertools.product(range(len(pi)), repeat=len(obs)):
        p = pi[path[0]] * B[path[0], obs[0]]
        for s, t in zip(path, path[1:]):
            p *= A[s, t]
        for t, o in zip(path[1:], obs[1:]):
            p *= B[t, o]
        yield path, p


def test_viterbi_and_forward_columns_by_brute_force():
    for _, d, sol in _each("viterbi"):
        for j, s in enumerate(d["states"]):
            ends = [(p, path) for path, p in _paths(d) if path[-1] == j]
            best, path = max(ends)
            assert sol[f"delta({s})"] == pytest.approx(best, rel=1e-9)
            assert sol[f"psi({s})"] == d["states"][path[-2]]
    for _, d, sol in _each("forward"):
        for j, s in enumerate(d["states"]):
            total = sum(p for path, p in _paths(d) if path[-1] == j)
            assert sol[f"alpha({s})"] == pytest.approx(total, rel=1e-9)


def test_backward_column_by_brute_force():
    """β_1(i) = Σ over the paths that start in i of the product of A and B after o_1."""
    for _, d, sol in _each("backward"):
        pi, B = np.array(d["pi"]), np.array(d["B"])
        o1 = d["symbols"].index(d["obs"][0])
        for i, s in enumerate(d["states"]):
            total = sum(p for path, p in _paths(d) if path[0] == i) / (pi[i] * B[i, o1])
            assert sol[f"beta({s})"] == pytest.approx(total, rel=1e-9)


def test_forward_total_is_hmmlearns_score():
    from hmmlearn.hmm import CategoricalHMM
    for _, d, sol in _each("forward"):
        model = CategoricalHMM(len(d["states"]))
        model.startprob_, model.transmat_ = np.array(d["pi"]), np.array(d["A"])
        model.emissionprob_ = np.array(d["B"])
        model.n_features = len(d["symbols"])
        obs = np.array([[d["symbols"].index(o)] for o in d["obs"]])
        assert math.log(sum(sol.values())) == pytest.approx(model.score(obs), rel=1e-9)


def test_markov_chain_by_counting():
    for _, d, sol in _each("markov_chain"):
        seqs = [["<s>"] + s + ["</s>"] for s in d["train"]]
        pairs = Counter((a, b) for s in seqs for a, b in zip(s, s[1:]))
        firsts = Counter(a for s in seqs for a in s[:-1])
        K = len({t for s in d["train"] for t in s})
        query = ["<s>"] + d["query"] + ["</s>"]
        factors = [(pairs[a, b] + d["alpha"]) / (firsts[a] + d["alpha"] * (K + 1))
                   for a, b in zip(query, query[1:])]
        assert [sol[f"p[{k}]"] for k in range(1, len(factors) + 1)] == pytest.approx(factors)
        assert sol["P"] == pytest.approx(math.prod(factors))


def test_kmeans_is_scikit_learns_first_iteration():
    from sklearn.cluster import KMeans
    from sklearn.metrics import pairwise_distances_argmin
    for _, d, sol in _each("kmeans"):
        X, C = np.array(d["points"], float), np.array(d["centers"], float)
        ref = KMeans(len(C), init=C, n_init=1, max_iter=1).fit(X)
        labels = pairwise_distances_argmin(X, C)
        assert [sol[f"cluster[{i + 1}]"] - 1 for i in range(len(X))] == labels.tolist()
        centres = np.array([sol[f"center[{k + 1}]"] for k in range(len(C))])
        np.testing.assert_allclose(centres, ref.cluster_centers_, atol=1e-12)
        assert sol["J"] == pytest.approx(((X - centres[labels]) ** 2).sum())


def test_gmm_em_step_is_scikit_learns():
    from scipy.stats import norm
    from sklearn.exceptions import ConvergenceWarning
    from sklearn.mixture import GaussianMixture
    for _, d, sol in _each("gmm_em"):
        x = np.array(d["x"])
        w, mu, var = (np.array(d[k]) for k in ("weights", "means", "variances"))
        dens = w * norm.pdf(x[:, None], mu, np.sqrt(var))
        r = dens / dens.sum(axis=1, keepdims=True)
        k = len(mu)
        np.testing.assert_allclose([[sol[f"r[{i + 1},{j + 1}]"] for j in range(k)]
                                    for i in range(len(x))], r, atol=1e-12)
        ref = GaussianMixture(k, covariance_type="spherical", weights_init=w,
                              means_init=mu[:, None], precisions_init=1 / var, max_iter=1,
                              reg_covar=0.0)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ConvergenceWarning)
            ref.fit(x[:, None])
        for j in range(k):
            assert sol[f"pi[{j + 1}]"] == pytest.approx(ref.weights_[j], abs=1e-9)
            assert sol[f"mu[{j + 1}]"] == pytest.approx(ref.means_[j, 0], abs=1e-9)
            assert sol[f"var[{j + 1}]"] == pytest.approx(ref.covariances_[j], rel=1e-7)


def test_soft_kmeans_step_by_its_formula():
    for _, d, sol in _each("soft_kmeans"):
        X, C = np.array(d["points"], float), np.array(d["centers"], float)
        d2 = ((X[:, None, :] - C[None]) ** 2).sum(-1)
        R = np.exp(-d["beta"] * d2)
        R /= R.sum(axis=1, keepdims=True)
        np.testing.assert_allclose([[sol[f"R[{i + 1},{k + 1}]"] for k in range(len(C))]
                                    for i in range(len(X))], R, atol=1e-12)
        np.testing.assert_allclose([sol[f"center[{k + 1}]"] for k in range(len(C))],
                                   (R.T @ X) / R.sum(axis=0)[:, None], atol=1e-12)


def test_naive_bayes_is_scikit_learns():
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.naive_bayes import MultinomialNB
    for _, d, sol in _each("naive_bayes"):
        vec = CountVectorizer(analyzer=lambda doc: doc)
        X = vec.fit_transform(d["docs"])
        ref = MultinomialNB(alpha=1.0).fit(X, d["labels"])
        classes = list(ref.classes_)
        vocab = vec.vocabulary_
        for c in classes:
            assert sol[f"p({c})"] == pytest.approx(np.exp(ref.class_log_prior_[classes.index(c)]))
            for w in set(d["message"]):
                assert sol[f"p({w}|{c})"] == pytest.approx(
                    np.exp(ref.feature_log_prob_[classes.index(c), vocab[w]]))
        post = ref.predict_proba(vec.transform([d["message"]]))[0, classes.index("spam")]
        assert sol["p(spam|message)"] == pytest.approx(post)


def test_feature_scores_against_scipy_and_scikit_learn():
    from scipy.stats import chi2_contingency
    from sklearn.metrics import mutual_info_score
    for _, d, sol in _each("feature_selection"):
        y = np.array(d["labels"]) == "pos"
        for t in d["terms"]:
            present = np.array([t in doc for doc in d["docs"]])
            tp, fp = int((present & y).sum()), int((present & ~y).sum())
            assert sol[f"DF({t})"] == tp + fp and sol[f"Acc({t})"] == tp - fp
            assert sol[f"F1({t})"] == pytest.approx(2 * tp / (y.sum() + tp + fp))
            if f"IG({t})" in sol:
                assert sol[f"IG({t})"] == pytest.approx(mutual_info_score(y, present)
                                                        / math.log(2), abs=1e-12)
                table = [[tp, fp], [y.sum() - tp, (~y).sum() - fp]]
                assert sol[f"χ²({t})"] == pytest.approx(
                    chi2_contingency(table, correction=False).statistic)


def test_prf_is_scikit_learns():
    from sklearn.metrics import precision_recall_fscore_support as prfs
    for _, d, sol in _each("prf"):
        yt, yp, cls = d["y_true"], d["y_pred"], d["classes"]
        p, r, f, _ = prfs(yt, yp, labels=cls, zero_division=0)
        for k, c in enumerate(cls):
            assert (sol[f"precision({c})"], sol[f"recall({c})"], sol[f"f1({c})"]) == \
                pytest.approx((p[k], r[k], f[k]))
        for avg in ("micro", "macro"):
            p, r, f, _ = prfs(yt, yp, labels=cls, average=avg, zero_division=0)
            assert (sol[f"{avg} precision"], sol[f"{avg} recall"], sol[f"{avg} f1"]) == \
                pytest.approx((p, r, f))


def test_perceptron_epoch_is_scikit_learns():
    from sklearn.exceptions import ConvergenceWarning
    from sklearn.linear_model import Perceptron
    for _, d, sol in _each("perceptron"):
        ref = Perceptron(eta0=1.0, shuffle=False, alpha=0.0, tol=None, max_iter=d["epoch"])
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ConvergenceWarning)
            ref.fit(np.array(d["points"], float), d["labels"])
        assert sol["w"] == pytest.approx(ref.coef_[0].tolist())
        assert sol["b"] == pytest.approx(ref.intercept_[0])
        # epoch 1 starts at w = 0, so its first point is a mistake; epoch 2 is made to have one
        assert sol["updates"] and all(1 <= i <= len(d["points"]) for i in sol["updates"])


def test_smo_update_is_the_closed_form_pair_optimum():
    """libsvm's two-variable update from the exercise's own α (the prompt's numbers)."""
    for _, d, sol in _each("smo"):
        X, y = np.array(d["points"], float), np.array(d["labels"], float)
        a, C = np.array(d["alpha_before"]), d["C"]
        K = X @ X.T
        G = y * (K @ (a * y)) - 1
        i, j = d["pair"]
        eta = K[i, i] + K[j, j] - 2 * K[i, j]
        if y[i] != y[j]:          # α_i − α_j is kept
            diff = a[i] - a[j]
            aj = np.clip(a[j] + (-G[i] - G[j]) / eta, max(0, -diff), min(C, C - diff))
            ai = aj + diff
        else:                     # α_i + α_j is kept
            total = a[i] + a[j]
            aj = np.clip(a[j] + (G[i] - G[j]) / eta, max(0, total - C), min(C, total))
            ai = total - aj
        assert (sol[f"alpha[{i + 1}]"], sol[f"alpha[{j + 1}]"]) == pytest.approx((ai, aj))
        if "W" in sol:
            new = a.copy()
            new[i], new[j] = ai, aj
            Q = np.outer(y, y) * K
            assert sol["W"] == pytest.approx(new.sum() - 0.5 * new @ Q @ new)


def test_adaboost_round_from_its_stump():
    """ε, α and the new weights from the prompt's stump and weights; round 1 is also
    scikit-learn's first SAMME round whenever its stump is the same."""
    for _, d, sol in _each("adaboost"):
        x, y = np.array(d["x"], float), np.array(d["labels"])
        D, st = np.array(d["weights_before"]), d["stump"]
        h = np.where(x <= st["threshold"], st["left"], st["right"])
        eps = D[h != y].sum()
        alpha = 0.5 * math.log((1 - eps) / eps)
        new = D * np.exp(-alpha * y * h)
        assert (sol["epsilon"], sol["alpha"]) == pytest.approx((eps, alpha))
        assert [sol[f"D[{i + 1}]"] for i in range(len(x))] == pytest.approx(new / new.sum())
        if d["round"] == 1:
            assert D == pytest.approx(np.full(len(x), 1 / len(x)))
