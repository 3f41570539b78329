"""A classification tree grown one split at a time (CART's greedy growth, ID3's information
gain or Gini), breadth-first so that a stepped run fills the tree level by level.

At each node the split (feature f, threshold θ; x_f ≤ θ goes left) maximising the impurity
decrease ΔI = I(node) − (n_L/n) I(left) − (n_R/n) I(right) is taken (see :mod:`._split`); a node
stays a leaf when it is pure, has fewer than 2·``min_samples_leaf`` rows, is at ``max_depth``,
or has no two distinct values. The final tree is scikit-learn's ``DecisionTreeClassifier`` with
the same criterion and limits wherever no two candidate splits tie (scikit-learn breaks ties
between features in a random order, this tree by the lower feature index).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace
from typing import ClassVar, Iterator

import numpy as np

from .._steps import Step, readonly
from .._validation import (DataError, check_array, check_choice, check_features, check_fitted,
                           check_int, check_labels, check_targets)
from ..base import BaseEstimator, ClassifierMixin, IterativeMixin
from ._split import CRITERIA, impurity, split_candidates


@dataclass(frozen=True)
class TreeNode:
    """One node: ``counts`` of each class (``classes_`` order) among its training rows,
    ``impurity``, ``depth`` (root 0), ``parent``; an internal node has ``feature``,
    ``threshold``, ``gain`` (ΔI) and children ``left`` (x_f ≤ θ) and ``right``."""

    id: int
    depth: int
    parent: int | None
    counts: np.ndarray
    impurity: float
    feature: int | None = None
    threshold: float | None = None
    gain: float | None = None
    left: int | None = None
    right: int | None = None

    @property
    def is_leaf(self) -> bool:
        return self.left is None

    @property
    def n_samples(self) -> int:
        return int(self.counts.sum())


@dataclass(frozen=True)
class TreeStep(Step):
    """One split (``phase="split"``) of node ``node``: its ``feature``, ``threshold``,
    ``gain`` and ``impurity``, and every candidate the search scored for that node
    (``candidate_features``, ``candidate_thresholds``, ``candidate_scores`` = ΔI), ordered by
    feature then threshold; ``nodes`` the whole tree after the split; ``leaf_impurity`` (the
    objective) Σ_leaves (n_leaf/n) I(leaf) and ``accuracy`` on the training rows. A root that
    cannot be split gives one step with ``phase="leaf"``. ``converged`` on the last step when
    every leaf is pure or cannot be split; ``stopped="max_depth"`` when a leaf could have been
    split but for ``max_depth``."""

    iteration: int
    phase: str
    converged: bool
    node: int
    depth: int
    feature: int | None
    threshold: float | None
    gain: float | None
    impurity: float
    candidate_features: np.ndarray
    candidate_thresholds: np.ndarray
    candidate_scores: np.ndarray
    nodes: tuple
    leaf_impurity: float
    accuracy: float
    stopped: str | None = None

    objective_name: ClassVar[str] = "leaf_impurity"


def _arrays(nodes):
    feature = np.array([-1 if n.is_leaf else n.feature for n in nodes])
    threshold = np.array([np.nan if n.is_leaf else n.threshold for n in nodes])
    left = np.array([-1 if n.is_leaf else n.left for n in nodes])
    right = np.array([-1 if n.is_leaf else n.right for n in nodes])
    depth = np.array([n.depth for n in nodes])
    counts = np.array([n.counts for n in nodes], dtype=float)
    return feature, threshold, left, right, depth, counts


class DecisionTree(IterativeMixin, ClassifierMixin, BaseEstimator):
    """A classification tree, steppable split by split with :meth:`iter_fit`.

    Parameters (stored as given, checked when ``fit``/``iter_fit`` is called): ``criterion``
    "entropy" (information gain), "gini" or "error" (the misclassification error
    1 − max_k p_k, the notes' third impurity: it often scores different splits the same, which is
    why trees grow by the other two); ``max_depth`` None or ≥ 1; ``min_samples_leaf``
    ≥ 1. Fitted: ``nodes_`` (tuple of :class:`TreeNode`, root first, breadth-first ids),
    ``classes_``, ``depth_``, ``n_leaves_``.
    """

    def __init__(self, *, criterion: str = "entropy", max_depth: int | None = None,
                 min_samples_leaf: int = 1):
        self.criterion = criterion
        self.max_depth = max_depth
        self.min_samples_leaf = min_samples_leaf

    def _check_params(self):
        check_choice(self.criterion, "criterion", CRITERIA)
        if self.max_depth is not None:
            check_int(self.max_depth, "max_depth", low=1)
        check_int(self.min_samples_leaf, "min_samples_leaf", low=1)

    def iter_fit(self, X, y) -> Iterator[TreeStep]:
        """Check the parameters and data now, then return a generator of :class:`TreeStep`,
        one per split."""
        self._check_params()
        X = check_array(X, estimator="DecisionTree")
        y, classes = check_targets(y, X.shape[0])
        Y = (y[:, None] == classes[None, :]).astype(float)
        return self._fitting(self._run(X, Y, classes), self._finish)

    def _finish(self, last: TreeStep) -> None:
        self._set(last.nodes)

    def _run(self, X, Y, classes) -> Iterator[TreeStep]:
        crit, msl = self.criterion, int(self.min_samples_leaf)
        max_depth = np.inf if self.max_depth is None else int(self.max_depth)
        n = len(X)
        self.classes_ = classes
        self.n_features_in_ = X.shape[1]
        root = TreeNode(0, 0, None, readonly(Y.sum(axis=0)), float(impurity(Y.sum(0), crit)))
        nodes = [root]
        rows = {0: np.arange(n)}
        queue = deque([0])
        capped = False

        def next_split():
            nonlocal capped
            while queue:
                i = queue.popleft()
                node, idx = nodes[i], rows[i]
                if node.impurity <= np.finfo(float).eps or len(idx) < 2 * msl:
                    continue
                if node.depth >= max_depth:
                    capped = True
                    continue
                cand = split_candidates(X[idx], Y[idx], crit, msl)
                if cand.best is not None:
                    return i, cand
            return None

        def summary():
            leaves = [nd for nd in nodes if nd.is_leaf]
            leaf_imp = sum(nd.counts.sum() * nd.impurity for nd in leaves) / n
            acc = sum(nd.counts.max() for nd in leaves) / n
            return float(leaf_imp), float(acc)

        empty = np.empty(0)
        nxt = next_split()
        if nxt is None:
            leaf_imp, acc = summary()
            yield TreeStep(1, "leaf", not capped, 0, 0, None, None, None, root.impurity,
                           empty.astype(int), empty, empty, tuple(nodes), leaf_imp, acc,
                           "max_depth" if capped else None)
            return
        it = 0
        while nxt is not None:
            i, cand = nxt
            b = cand.best
            f, t = int(cand.features[b]), float(cand.thresholds[b])
            idx = rows.pop(i)
            go_left = X[idx, f] <= t
            parent = nodes[i]
            for side, mask in (("left", go_left), ("right", ~go_left)):
                counts = Y[idx[mask]].sum(axis=0)
                child = TreeNode(len(nodes), parent.depth + 1, i, readonly(counts),
                                 float(impurity(counts, crit)))
                rows[child.id] = idx[mask]
                queue.append(child.id)
                nodes.append(child)
            nodes[i] = replace(parent, feature=f, threshold=t, gain=float(cand.scores[b]),
                               left=len(nodes) - 2, right=len(nodes) - 1)
            snapshot = tuple(nodes)
            nxt = next_split()
            it += 1
            leaf_imp, acc = summary()
            done = nxt is None
            yield TreeStep(it, "split", done and not capped, i, parent.depth, f, t,
                           float(cand.scores[b]), parent.impurity, cand.features,
                           cand.thresholds, cand.scores, snapshot, leaf_imp, acc,
                           "max_depth" if done and capped else None)

    def _set(self, nodes):
        self.nodes_ = tuple(nodes)
        self.depth_ = max(nd.depth for nd in nodes)
        self.n_leaves_ = sum(nd.is_leaf for nd in nodes)

    def _nodes(self, step):
        if step is not None:
            return step.nodes
        check_fitted(self, "nodes_")
        return self.nodes_

    def apply(self, X, step: TreeStep | None = None, max_depth: int | None = None) -> np.ndarray:
        """The node each row of X ends in: the fitted tree, the tree of ``step``, and/or the
        tree cut at ``max_depth`` (a node at that depth acts as a leaf: pruning by depth)."""
        nodes = self._nodes(step)
        X = check_array(X)
        check_features(self, X)
        feature, threshold, left, right, depth, _ = _arrays(nodes)
        limit = np.inf if max_depth is None else max_depth
        at = np.zeros(len(X), dtype=int)
        while True:      # one pass per level, every row at once
            inner = np.flatnonzero((feature[at] >= 0) & (depth[at] < limit))
            if not inner.size:
                return at
            node = at[inner]
            go_left = X[inner, feature[node]] <= threshold[node]
            at[inner] = np.where(go_left, left[node], right[node])

    def predict_proba(self, X, step: TreeStep | None = None,
                      max_depth: int | None = None) -> np.ndarray:
        """Class frequencies of the leaf each row ends in (``classes_`` order)."""
        nodes = self._nodes(step)
        counts = _arrays(nodes)[5][self.apply(X, step, max_depth)]
        return counts / counts.sum(axis=1, keepdims=True)

    def predict(self, X, step: TreeStep | None = None, max_depth: int | None = None):
        """The majority class of the leaf each row ends in."""
        check_fitted(self, "classes_")
        return self.classes_[self.predict_proba(X, step, max_depth).argmax(axis=1)]

    def get_depth(self) -> int:
        """``depth_`` by scikit-learn's name (the longest root-to-leaf path, in splits)."""
        check_fitted(self, "depth_")
        return self.depth_

    def get_n_leaves(self) -> int:
        """``n_leaves_`` by scikit-learn's name."""
        check_fitted(self, "n_leaves_")
        return self.n_leaves_

    def accuracy_by_depth(self, X, y) -> np.ndarray:
        """Accuracy on (X, y) of the fitted tree cut at depth 0, 1, …, ``depth_`` (entry d):
        training rows give the falling training error, held-out rows the validation curve
        whose peak says where to prune."""
        check_fitted(self, "nodes_")
        X = check_array(X)
        y = check_labels(y, X.shape[0])
        return np.array([np.mean(self.predict(X, max_depth=d) == y)
                         for d in range(self.depth_ + 1)])

    def score(self, X, y, max_depth: int | None = None) -> float:
        """Accuracy on (X, y), optionally of the tree cut at ``max_depth``."""
        return float(np.mean(self.predict(X, max_depth=max_depth) == np.asarray(y)))
