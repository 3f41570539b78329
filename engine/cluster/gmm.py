"""Gaussian mixture by EM, with the E and M steps exposed one at a time and the EM bound.

L(theta) = sum_i log sum_k pi_k N(x_i | mu_k, Sigma_k)                      (log-likelihood)
F(q, theta) = sum_i sum_k q_ik [log pi_k N(x_i | mu_k, Sigma_k) - log q_ik]  (the notes' bound)
L(theta) - F(q, theta) = sum_i KL(q_i || p(z | x_i, theta)) >= 0.
"""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass
from typing import ClassVar, Iterator

import numpy as np
from scipy import linalg
from scipy.special import logsumexp

from .._messages import QT_TRANSLATE_NOOP
from .._monitor import ConvergenceMonitor
from .._steps import Step, drain
from .._validation import (DataError, check_array, check_choice, check_features, check_fitted,
                           check_int, check_n_clusters, check_positive, check_random_state)
from ..base import BaseEstimator, IterativeMixin
from ._common import standardize
from .kmeans import KMeans

COVARIANCE_TYPES = ("full", "diag", "spherical")
_LOG_2PI = math.log(2 * math.pi)


@dataclass(frozen=True)
class GMMStep(Step):
    """State after an E step or an M step of EM.

    E step of iteration t: responsibilities r_ik = pi_k N(x_i|theta_k) / sum_l pi_l N(x_i|theta_l)
    under theta^(t-1); the bound touches the likelihood (kl_gap = 0).
    M step of iteration t: theta^(t) = argmax_theta F(q^(t), theta); ``log_likelihood`` is
    L(theta^(t)) and ``lower_bound`` F(q^(t), theta^(t)) <= L(theta^(t)).
    """

    iteration: int
    phase: str                      # "E" or "M"
    weights: np.ndarray
    means: np.ndarray
    covariances: np.ndarray
    responsibilities: np.ndarray | None   # (n_samples, K); None when detail=False
    labels: np.ndarray
    log_likelihood: float           # L(theta) of this step's parameters (a sum over points)
    lower_bound: float              # F(q, theta) of this step's q and theta
    kl_gap: float                   # L - F >= 0
    converged: bool
    warning: str | None = None
    stopped: str | None = None      # "max_iter" on the last step of a run cut off by max_iter

    objective_name: ClassVar[str] = "log_likelihood"


class GaussianMixture(IterativeMixin, BaseEstimator):
    """Gaussian mixture model fitted by EM (same path as scikit-learn from the same start).

    M step (r_ik responsibilities, N_k = sum_i r_ik):
        pi_k = N_k / N,   mu_k = sum_i r_ik x_i / N_k,
        full:      Sigma_k = sum_i r_ik (x_i - mu_k)(x_i - mu_k)^T / N_k
        diag:      sigma_kj^2 = sum_i r_ik (x_ij - mu_kj)^2 / N_k
        spherical: sigma_k^2 = sum_i r_ik ||x_i - mu_k||^2 / (d N_k)
    (the notes omit the 1/d of the spherical case; it is right only for d = 1). ``reg_covar`` is
    added to every variance so a component on identical points stays invertible.
    Convergence: the change of the mean log-likelihood per point falls below ``tol``.
    """

    def __init__(self, n_components: int = 1, *, covariance_type: str = "full",
                 max_iter: int = 100, tol: float = 1e-3, reg_covar: float = 1e-6,
                 init_params: str = "kmeans", weights_init=None, means_init=None,
                 covariances_init=None, random_state: int | None = None) -> None:
        self.n_components = n_components
        self.covariance_type = covariance_type
        self.max_iter = max_iter
        self.tol = tol
        self.reg_covar = reg_covar
        self.init_params = init_params
        self.weights_init = weights_init
        self.means_init = means_init
        self.covariances_init = covariances_init
        self.random_state = random_state

    # -- public API -------------------------------------------------------------------------
    def iter_fit(self, X, y=None, *, detail: bool = True) -> Iterator[GMMStep]:
        """Validate, then return a generator of :class:`GMMStep` (an E and an M step per
        iteration); when it ends the model is fitted (``weights_``, ``means_``,
        ``covariances_``, ``converged_``, ``n_iter_``), as by :meth:`fit`. ``y`` is ignored.

        ``detail=False`` leaves the (n_samples, K) responsibilities out of the steps.
        """
        X = check_array(X, estimator="GaussianMixture")
        self._validate_params(X)
        # Centred data (see standardize): the means shift back; L, F and Σ do not change.
        Xc, shift, _ = standardize(X, scale=False)
        return self._fitting(self._shifted(self._iterate(Xc, detail, shift), shift),
                             self._finish)

    @staticmethod
    def _shifted(steps, shift):
        for step in steps:
            yield dataclasses.replace(step, means=step.means + shift)

    def fit(self, X, y=None) -> "GaussianMixture":
        """Run EM to convergence (drain :meth:`iter_fit`, without the responsibilities in the
        steps); returns self with ``weights_``, ``means_``, ``covariances_``."""
        drain(self.iter_fit(X, detail=False))
        return self

    def _finish(self, last: GMMStep) -> None:
        self.weights_ = last.weights.copy()
        self.means_ = last.means.copy()
        self.covariances_ = last.covariances.copy()
        self.converged_ = last.converged
        self.n_iter_ = last.iteration
        self.n_features_in_ = last.means.shape[1]
        self.lower_bound_ = last.log_likelihood / len(last.labels)

    def fit_predict(self, X, y=None) -> np.ndarray:
        """``fit(X).predict(X)``: each point's most probable component."""
        return self.fit(X).predict(X)

    def __sklearn_tags__(self):
        tags = super().__sklearn_tags__()
        tags.estimator_type = "density_estimator"
        return tags

    def predict_proba(self, X):
        """Posterior p(z = k | x) for each row of X."""
        log_prob = self._weighted_log_prob(self._check_fitted(X))
        return np.exp(log_prob - logsumexp(log_prob, axis=1, keepdims=True))

    def predict(self, X):
        """Most probable component argmax_k pi_k N(x | mu_k, Sigma_k)."""
        return np.argmax(self._weighted_log_prob(self._check_fitted(X)), axis=1)

    def score_samples(self, X):
        """log p(x) = log sum_k pi_k N(x | mu_k, Sigma_k) for each row of X."""
        return logsumexp(self._weighted_log_prob(self._check_fitted(X)), axis=1)

    def score(self, X, y=None):
        """Mean log-likelihood per point (``y`` is ignored)."""
        return float(np.mean(self.score_samples(X)))

    def bic(self, X):
        """Bayesian information criterion: -2 L + p log N (lower is better)."""
        X = self._check_fitted(X)
        return -2 * self.score(X) * X.shape[0] + self.n_parameters() * math.log(X.shape[0])

    def aic(self, X):
        """Akaike information criterion: -2 L + 2 p (lower is better)."""
        X = self._check_fitted(X)
        return -2 * self.score(X) * X.shape[0] + 2 * self.n_parameters()

    def n_parameters(self):
        """Free parameters p: K-1 weights, K d means, and the covariance entries."""
        check_fitted(self, "means_")
        k, d = self.means_.shape
        cov = {"full": k * d * (d + 1) // 2, "diag": k * d, "spherical": k}[self.covariance_type]
        return cov + k * d + k - 1

    # -- validation and start ---------------------------------------------------------------
    def _validate_params(self, X):
        k = check_n_clusters(self.n_components, X.shape[0], "K (n_components)")
        check_choice(self.covariance_type, "covariance_type", COVARIANCE_TYPES)
        check_choice(self.init_params, "init_params", ("kmeans", "random"))
        check_int(self.max_iter, "max_iter", low=1)
        check_positive(self.tol, "tol", allow_zero=True)
        check_positive(self.reg_covar, "reg_covar", allow_zero=True)
        check_random_state(self.random_state)
        d = X.shape[1]
        if self.weights_init is not None:
            w = np.asarray(self.weights_init, dtype=float)
            if w.shape != (k,) or np.any(w < 0) or not np.isclose(w.sum(), 1.0):
                raise DataError(QT_TRANSLATE_NOOP("engine", "weights_init must be {k} "
                                                            "non-negative numbers summing to 1; "
                                                            "got {round} (sum {w:.4g})."), k=k,
                                round=np.round(w, 4).tolist(), w=w.sum())
        if self.means_init is not None and np.shape(self.means_init) != (k, d):
            raise DataError(QT_TRANSLATE_NOOP("engine", "means_init must have shape ({k}, {d}); "
                                                        "got {shape}."), k=k, d=d,
                            shape=np.shape(self.means_init))
        for name in ("weights_init", "means_init", "covariances_init"):
            value = getattr(self, name)
            if value is not None and not np.all(np.isfinite(np.asarray(value, dtype=float))):
                raise DataError(QT_TRANSLATE_NOOP("engine", "{name} contains NaN or infinity."),
                                name=name)
        if self.covariances_init is not None:
            expected = {"full": (k, d, d), "diag": (k, d), "spherical": (k,)}[self.covariance_type]
            if np.shape(self.covariances_init) != expected:
                raise DataError(QT_TRANSLATE_NOOP("engine", "covariances_init for "
                                                            "covariance_type={covariance_type!r} "
                                                            "must have shape {expected}; got "
                                                            "{shape}."),
                                covariance_type=self.covariance_type, expected=expected,
                                shape=np.shape(self.covariances_init))

    def _initial_parameters(self, X, rng, shift):
        """Start as scikit-learn does: responsibilities from k-means (or random), one M step,
        then whatever the user gave overrides (means given in data coordinates)."""
        n, k = X.shape[0], self.n_components
        given = (self.weights_init, self.means_init, self.covariances_init)
        if all(v is not None for v in given):  # nothing left for an initial clustering to decide
            w, m, c = (np.asarray(v, dtype=float).copy() for v in given)
            return w, m - shift, c
        if self.init_params == "kmeans":
            seed = int(rng.integers(2**31 - 1))
            labels = KMeans(k, n_init=1, random_state=seed).fit(X).labels_
            resp = np.zeros((n, k))
            resp[np.arange(n), labels] = 1
        else:
            resp = rng.uniform(size=(n, k))
            resp /= resp.sum(axis=1, keepdims=True)
        weights, means, covs = self._m_step(X, resp)
        if self.weights_init is not None:
            weights = np.asarray(self.weights_init, dtype=float).copy()
        if self.means_init is not None:
            means = np.asarray(self.means_init, dtype=float) - shift
        if self.covariances_init is not None:
            covs = np.asarray(self.covariances_init, dtype=float).copy()
        return weights, means, covs

    # -- EM ---------------------------------------------------------------------------------
    def _iterate(self, X, detail, shift):
        rng = check_random_state(self.random_state)
        n = X.shape[0]
        params = self._initial_parameters(X, rng, shift)
        log_prob = self._log_prob_or_fail(X, params)
        ll_prev = logsumexp(log_prob, axis=1).sum()
        monitor = ConvergenceMonitor(self.tol * n, increasing=True, name="log-likelihood")
        monitor.report(ll_prev)
        self.log_likelihood_history_ = monitor.history
        for it in range(1, self.max_iter + 1):
            # E step: q_ik = p(z_i = k | x_i, theta^(t-1)); the bound F(q, theta^(t-1)) = L.
            log_norm = logsumexp(log_prob, axis=1, keepdims=True)
            log_resp = log_prob - log_norm
            resp = np.exp(log_resp)
            labels = np.argmax(log_prob, axis=1).astype(np.int32)
            yield GMMStep(it, "E", *params, resp if detail else None, labels, ll_prev, ll_prev,
                          0.0, False)
            # M step: theta^(t) maximises F(q, theta); then L(theta^(t)) and F(q, theta^(t)).
            params = self._m_step(X, resp)
            log_prob = self._log_prob_or_fail(X, params)
            ll = logsumexp(log_prob, axis=1).sum()
            bound = float(np.sum(resp * (log_prob - log_resp)))
            warning = monitor.report(ll) or _collapse_warning(params[2], self.reg_covar)
            # scikit-learn's rule, so the number of iterations agrees with it: stop when the
            # log-likelihood measured at this E step changed less than tol per point.
            done = it > 1 and abs(monitor.history[-2] - monitor.history[-3]) < self.tol * n
            capped = not done and it == self.max_iter
            yield GMMStep(it, "M", *params, resp if detail else None, labels, ll, bound,
                          ll - bound, done, warning, "max_iter" if capped else None)
            ll_prev = ll
            if done:
                return

    def _m_step(self, X, resp):
        n, d = X.shape
        nk = resp.sum(axis=0) + 10 * np.finfo(float).eps
        means = resp.T @ X / nk[:, None]
        if self.covariance_type == "full":
            covs = np.empty((len(nk), d, d))
            for k in range(len(nk)):  # loop over components; each is one vectorised product
                diff = X - means[k]
                covs[k] = (resp[:, k] * diff.T) @ diff / nk[k]
                covs[k].flat[:: d + 1] += self.reg_covar
        else:
            # sum_i r_ik (x_i - mu_k)^2 per component: the expanded form E[x^2] - mu^2 cancels
            # catastrophically when the clusters are far from the origin or tight.
            var = np.empty((len(nk), d))
            for k in range(len(nk)):  # loop over components; each is one vectorised product
                diff = X - means[k]
                var[k] = resp[:, k] @ (diff * diff) / nk[k]
            var += self.reg_covar
            covs = var if self.covariance_type == "diag" else var.mean(axis=1)
        return nk / n, means, covs

    def _log_prob_or_fail(self, X, params):
        try:
            return weighted_log_prob(X, *params, self.covariance_type)
        except (linalg.LinAlgError, ValueError, FloatingPointError):
            raise DataError(
                QT_TRANSLATE_NOOP("engine", "A component's covariance is not positive definite "
                                            "(it sits on too few distinct points). Increase "
                                            "reg_covar, use fewer components, or a "
                                            "'spherical'/'diag' covariance.")) from None

    def _weighted_log_prob(self, X):
        return weighted_log_prob(X, self.weights_, self.means_, self.covariances_,
                                 self.covariance_type)

    def _check_fitted(self, X):
        check_fitted(self, "means_")
        X = check_array(X)
        check_features(self, X, self.means_.shape[1])
        return X


def weighted_log_prob(X: np.ndarray, weights: np.ndarray, means: np.ndarray,
                      covariances: np.ndarray, covariance_type: str) -> np.ndarray:
    """log pi_k + log N(x_i | mu_k, Sigma_k) for every point and component, shape (n, K).

    log N(x | mu, Sigma) = -d/2 log 2pi - 1/2 log|Sigma| - 1/2 (x - mu)^T Sigma^-1 (x - mu)."""
    n, d = X.shape
    k = means.shape[0]
    with np.errstate(divide="ignore"):
        log_w = np.log(weights)
    if covariance_type == "full":
        out = np.empty((n, k))
        for j in range(k):  # one Cholesky per component; the points are handled in one product
            chol = linalg.cholesky(covariances[j], lower=True)
            y = linalg.solve_triangular(chol, (X - means[j]).T, lower=True)
            out[:, j] = -0.5 * np.einsum("ij,ij->j", y, y) - np.log(np.diag(chol)).sum()
    else:
        var = covariances if covariance_type == "diag" else np.repeat(covariances[:, None], d, 1)
        if np.any(var <= 0):
            raise linalg.LinAlgError("non-positive variance")
        prec = 1.0 / var
        out = np.empty((n, k))
        for j in range(k):  # (x - mu)^2 directly: the expanded form loses digits off-centre
            diff = X - means[j]
            out[:, j] = -0.5 * ((diff * diff) @ prec[j]) - 0.5 * np.log(var[j]).sum()
    return out - 0.5 * d * _LOG_2PI + log_w


def _collapse_warning(covariances, reg_covar):
    """A variance that fell to the regulariser means a component sits on identical points."""
    var = covariances if covariances.ndim < 3 else np.diagonal(covariances, axis1=1, axis2=2)
    var = var.reshape(len(var), -1)
    small = np.flatnonzero(var.min(axis=1) <= 10 * max(reg_covar, 1e-300))
    if small.size == 0:
        return None
    return (f"Component(s) {small.tolist()} collapsed onto (nearly) identical points: their "
            f"variance is only the regulariser reg_covar={reg_covar:g}, which keeps them invertible.")


__all__ = ["GaussianMixture", "GMMStep", "COVARIANCE_TYPES", "weighted_log_prob"]
