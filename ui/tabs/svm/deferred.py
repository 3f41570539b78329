"""The SVM tab's views made on first use: every view but SMO is made when first shown or first
asked for (``Navigator.add_deferred``). The tab opens on SMO, and building the other ten up front
cost about 40 pyqtgraph plots and over a second of the GUI thread — in every test that built the
tab too. The tab reaches each as before (``tab.mlp_view`` …): the attribute makes it if need be."""
from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ...widgets.lazy import LazyView
from ...widgets.navigator import deferred_view
from ...widgets.wheel import guard
from .lab_boost import BoostView
from .lab_compare import CompareView
from .lab_knn import KnnView
from .lab_mlp import MLPView
from .lab_perceptron import PerceptronView
from .lab_regression import RegressionView
from .lab_tree import TreeView
from .losses import LossesView
from .views import FeatureMapView, MulticlassView

# attribute (as in chapters.NAVIGATOR) -> maker(tab)
MAKERS = {
    "multiclass_view": lambda tab: MulticlassView(tab.training_data, tab.model_params, tab),
    "feature_view": lambda tab: FeatureMapView(tab),
    "losses_view": lambda tab: LossesView(tab.training_data, tab.model_params, tab),
    "perceptron_view": lambda tab: PerceptronView(tab.training_data, tab),
    "mlp_view": lambda tab: MLPView(tab.training_data, tab),
    "boost_view": lambda tab: BoostView(tab.training_data, tab),
    "tree_view": lambda tab: TreeView(tab.training_data, tab),
    "compare_view": lambda tab: CompareView(tab.training_data, tab),
    "regression_view": lambda tab: RegressionView(tab.training_data, tab),   # issue 27
    "knn_view": lambda tab: KnnView(tab.training_data, tab),
}
LAB_VIEWS = ("perceptron_view", "mlp_view", "boost_view", "tree_view", "compare_view",
             "regression_view", "knn_view")
MODEL_VIEWS = ("multiclass_view", "losses_view")     # they use the model box's kernel and C
DATA_VIEWS = MODEL_VIEWS + LAB_VIEWS                  # they follow the tab's points


class DeferredViews:
    """The SVM tab's deferred views as attributes (a mixin of :class:`SvmTab`, which sets
    ``views`` (the navigator), ``view_parts``, ``view_box`` and ``view_footer``)."""

    multiclass_view = deferred_view("multiclass_view")
    feature_view = deferred_view("feature_view")
    losses_view = deferred_view("losses_view")
    perceptron_view = deferred_view("perceptron_view")
    mlp_view = deferred_view("mlp_view")
    boost_view = deferred_view("boost_view")
    tree_view = deferred_view("tree_view")
    compare_view = deferred_view("compare_view")
    regression_view = deferred_view("regression_view")
    knn_view = deferred_view("knn_view")

    @property
    def lab_views(self) -> list[QWidget]:
        """Every 2-D lab view (issue 16, 27), in the navigator's order — made now, all of them."""
        return [getattr(self, a) for a in LAB_VIEWS]

    def _make_view(self, attribute: str) -> QWidget:
        """Make view ``attribute`` (the navigator calls this on its first show or use): its
        settings and transport block join the side column, hidden until it is on show, and it
        computes on the tab's points when first shown (as if it had been invalidated with every
        change of them since the tab opened)."""
        view = MAKERS[attribute](self)
        if hasattr(view, "detach_controls"):
            settings, transport = view.detach_controls()
            self.view_parts.add(view, settings, transport)
            for part, layout in ((settings, self.view_box.layout()),
                                 (transport, self.view_footer)):
                if part is not None:
                    part.setVisible(False)       # shown with its view (ViewParts.show_for)
                    layout.addWidget(part)
                    guard(part)
        if attribute in DATA_VIEWS and isinstance(view, LazyView):
            view.stale = True
        return view

    def _made_views(self, attributes=tuple(MAKERS)) -> list[QWidget]:
        """The views of ``attributes`` made so far (a view not made yet has nothing to
        update: it starts from the tab's state when it is made)."""
        return [v for v in map(self.views.made_view, attributes) if v is not None]
