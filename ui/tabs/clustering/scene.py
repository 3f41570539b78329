"""What the Clustering tab draws for a step: points' colours, centres, regions, ellipses, 1-D
density curves. Pure functions of (step, data); the tab calls them for the step on show."""
from __future__ import annotations

import itertools

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QT_TR_NOOP

from engine.cluster import (GMMStep, KMeansStep, KMedoidsStep, OnlineKMeansStep, SeedingStep,
                            SoftKMeansStep)
from engine.cluster.explain import component_densities, owners
from engine.reduce import PCA

from ... import style
from ...plots import palette
from .texts import tr

GRID = 160


TWO_VIEWS = QT_TR_NOOP("two views: 1–2 beside 1–3")
ALL_COLUMNS = QT_TR_NOOP("PCA (all columns)")


MAX_PAIRS = 45     # column pairs offered in "Show" (all of them for up to 10 columns)


def column_pairs(d: int) -> list[tuple[int, int]]:
    """The first :data:`MAX_PAIRS` pairs (i, j), i < j, of ``d`` columns, in order. Made one at a
    time and cut, never all d(d−1)/2 first (10,000 columns made 5 GB of pairs to keep 45)."""
    return list(itertools.islice(itertools.combinations(range(d), 2), MAX_PAIRS))


def view_choices(columns):
    """What a d-column data set can be shown as: PCA (d > 2), the first :data:`MAX_PAIRS` pairs
    of columns, and (last) two linked views, columns 1–2 beside 1–3 (a 3-D layout)."""
    d = len(columns)
    if d <= 2:
        return []
    pairs = column_pairs(d)
    return ([ALL_COLUMNS] + [f"{columns[i]} vs {columns[j]}" for i, j in pairs]
            + [TWO_VIEWS])


def shown_choice(key: str) -> str:
    """A "Show" choice in the interface's language (column names stay as the data has them)."""
    if key in (ALL_COLUMNS, TWO_VIEWS):
        return tr(key)
    return key.replace(" vs ", tr(" vs "))


class Projection:
    """Maps data space to the 2-D display: identity for 2-D, PCA or two chosen columns above,
    a strip for 1-D. ``pair`` is None (PCA) or two column indices; ``pca`` is the display PCA
    fitted on a worker when the data arrived (fitted here only when none was given: a script's
    small data)."""

    def __init__(self, X, pair=None, pca=None):
        self.dim = X.shape[1]
        self.pair = tuple(pair) if pair is not None and self.dim > 2 else None
        # PCA needs two points; a one-row file is shown by its first two columns
        if self.dim > 2 and self.pair is None and len(X) < 2:
            self.pair = (0, 1)
        self.pca = None
        if self.dim > 2 and self.pair is None:
            self.pca = pca if pca is not None else PCA(2).fit(X)
        rng = np.random.default_rng(0)  # fixed jitter, so points do not jump between redraws
        self.jitter = -rng.uniform(0.02, 0.15, size=len(X)) if self.dim == 1 else None

    def points(self, X):
        if self.dim == 2:
            return X
        if self.dim == 1:
            return np.c_[X[:, 0], self.jitter[: len(X)]]
        if self.pair is not None:
            return X[:, list(self.pair)]
        return self.pca.transform(X)

    def centers(self, C):
        if self.dim == 1:
            return np.c_[C[:, 0], np.zeros(len(C))]
        return self.points(C) if self.dim > 2 else C

    def covariance_2d(self, cov, kind, d):
        """Covariance of a component as a 2x2 matrix in display space."""
        full = {"full": lambda c: c, "diag": np.diag,
                "spherical": lambda c: c * np.eye(d)}[kind](cov)
        if self.pair is not None:
            return full[np.ix_(self.pair, self.pair)]
        if self.pca is not None:
            V = self.pca.components_
            return V @ full @ V.T
        return full

    def axis_names(self, columns):
        if self.dim == 1:
            return columns[0], tr("density (scaled)")
        if self.dim == 2:
            return columns[0], columns[1]
        if self.pair is not None:
            return columns[self.pair[0]], columns[self.pair[1]]
        return "PC1", "PC2"

    def describe(self):
        if self.dim > 2 and self.pca is not None:
            r = self.pca.explained_variance_ratio_
            return tr("{d}-D data shown through PCA: PC1 {r1:.0%} and PC2 {r2:.0%} of the "
                      "variance. Clustering uses all dimensions.").format(d=self.dim, r1=r[0],
                                                                          r2=r[1])
        if self.dim > 2:
            return tr("{d}-D data shown by two of its columns (choose under 'Show'). "
                      "Clustering uses all dimensions.").format(d=self.dim)
        return ""


def ellipse(mean2, cov2, radius, n=90):
    """Points of {x : (x-mu)^T S^-1 (x-mu) = radius^2}."""
    vals, vecs = np.linalg.eigh(cov2)
    t = np.linspace(0, 2 * np.pi, n)
    circle = np.stack([np.cos(t), np.sin(t)])
    return (mean2[:, None] + radius * vecs @ (np.sqrt(np.maximum(vals, 0))[:, None] * circle)).T


def region_labels(step, rect, kind):
    """Owner of each cell of a GRID x GRID raster over ``rect`` (2-D data only)."""
    x, y, w, h = rect
    gx, gy = np.meshgrid(np.linspace(x, x + w, GRID), np.linspace(y, y + h, GRID), indexing="ij")
    return owners(step, np.c_[gx.ravel(), gy.ravel()], covariance_type=kind).reshape(GRID, GRID)


def _centres(step):
    if step is None or isinstance(step, SeedingStep):
        return None
    return step.means if isinstance(step, GMMStep) else step.centers


def value_bar(view, top: float | None) -> None:
    """A colour bar beside ``view`` saying which probability each shade of the k-means++
    colouring is (0 … ``top``, the largest p); hidden with None."""
    bar = getattr(view, "_seeding_bar", None)
    if top is None:
        if bar is not None:
            bar.setVisible(False)
        return
    if bar is None:
        # the design system's value map, as style.colorbar makes it (no image: the dots are
        # coloured by palette.brushes_for_values, on the same 0 … max scale)
        bar = pg.ColorBarItem(values=(0.0, 1.0), colorMap=style.colormap(), interactive=False,
                              width=12, label=tr("p(x) of the next pick"))
        view.plotItem.layout.addItem(bar, 2, 3)
        view._seeding_bar = bar
    bar.getAxis("left").setLabel(tr("p(x) of the next pick"))   # in the language in force
    bar.setLevels((0.0, top if top > 0 else 1.0))
    bar.setVisible(True)


def draw(view, step, X, proj, *, covariance_type="full", regions=True, classes=None,
         previous=None):
    """Draw ``step`` (None: the initial state, points coloured by ``classes`` when given, e.g.
    the documents' class labels) on a PointView; where ``previous`` (the step before) had its
    centres elsewhere, their trails old → new."""
    view.set_ellipses([])
    view.set_curves([])
    old, new = _centres(previous), _centres(step)
    view.set_trail(None if old is None else proj.centers(old),
                   None if new is None else proj.centers(new))
    if not isinstance(step, SeedingStep):
        value_bar(view, None)
    if step is None or isinstance(step, SeedingStep):
        view.set_regions(None, None, 0)
        if step is None:
            view.color_by_labels(np.full(len(X), -1) if classes is None else classes)
            view.set_centers(None)
            view.set_highlight([])
            return
        if step.probabilities is not None:
            view.color_by_values(step.probabilities)
        else:
            view.color_by_labels(np.full(len(X), -1))
        value_bar(view, None if step.probabilities is None else float(step.probabilities.max()))
        view.set_centers(proj.centers(step.centers))
        view.set_highlight([step.chosen], symbol="star")
        return
    centers = step.means if isinstance(step, GMMStep) else step.centers
    if getattr(step, "responsibilities", None) is not None:
        view.color_by_mixture(step.responsibilities)
    elif isinstance(step, OnlineKMeansStep):   # a step moves one centre: colour by the nearest
        view.color_by_labels(owners(step, X), len(centers))
    else:
        view.color_by_labels(step.labels, len(centers))
    sizes = step.weights if isinstance(step, GMMStep) else None
    view.set_centers(proj.centers(centers), sizes)
    if isinstance(step, KMedoidsStep):
        view.set_highlight(step.medoid_indices, symbol="s")
    elif isinstance(step, OnlineKMeansStep):    # the point that moved its centre
        view.set_highlight([step.index])
    else:                   # a k-means++ pick's star must not outlive its step
        view.set_highlight([])
    if regions and proj.dim == 2:
        rect = view.data_rect()
        view.set_regions(region_labels(step, rect, covariance_type), rect, len(centers))
    else:
        view.set_regions(None, None, 0)
    if isinstance(step, GMMStep):
        if proj.dim == 1:
            view.set_curves(density_curves(step, X, covariance_type))
        else:
            view.set_ellipses(gmm_ellipses(step, proj, covariance_type, X.shape[1]))


def gmm_ellipses(step, proj, kind, d):
    out = []
    for k in range(len(step.means)):
        mean2 = proj.centers(step.means[k:k + 1])[0]
        cov2 = proj.covariance_2d(step.covariances[k], kind, d)
        for radius, dashed in ((1.0, False), (2.0, True)):
            out.append((ellipse(mean2, cov2, radius), palette.color(k), dashed))
    return out


def density_curves(step, X, kind):
    """pi_k N(x | mu_k, sigma_k^2) for each component and their sum, scaled to a peak of 1."""
    lo, hi = X[:, 0].min(), X[:, 0].max()
    pad = 0.1 * max(hi - lo, 1e-6)
    xs = np.linspace(lo - pad, hi + pad, 400)
    comp = component_densities(step, xs, covariance_type=kind)
    total = comp.sum(axis=1)
    top = total.max() if total.max() > 0 else 1.0
    curves = [(xs, comp[:, k] / top, palette.color(k), 2) for k in range(comp.shape[1])]
    # the mixture's total in the theme's text colour (a fixed near-black vanished on dark)
    return curves + [(xs, total / top, style.theme().foreground, 3)]


def objective(step):
    """(name, value) pairs to plot for a step; empty for seeding picks."""
    if isinstance(step, GMMStep):
        return [(QT_TR_NOOP("log-likelihood L(θ)"), step.log_likelihood),
                (QT_TR_NOOP("bound F(q, θ)"), step.lower_bound)]
    if isinstance(step, SoftKMeansStep):
        return [(QT_TR_NOOP("free energy F"), step.objective)]
    if isinstance(step, OnlineKMeansStep):
        return [(QT_TR_NOOP("sample cost ‖x − μ_k‖²"), step.sample_cost)]
    if isinstance(step, (KMeansStep, KMedoidsStep)):
        return [("cost J", step.inertia)]
    return []
