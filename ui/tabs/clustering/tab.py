"""The Clustering tab: data (generate, click, spray, load), k-means / k-medoids / soft k-means /
GMM stepped on a worker thread, the history scrubber, the explanation panel, and two side views
(k-means vs k-medoids, choosing K), and documents as points (``documents.py``: a corpus turned
into a term matrix and reduced by PCA, LSI or MDS; its views in ``views_documents.py`` and
``views_reduce.py``). The controls are built in ``controls.py``; points are edited through the
shared :class:`ui.widgets.point_editor.PointEditor`; files are read and large data sets generated
by jobs (``jobs.py``) on a worker; file dialogs and exports are in ``files.py``."""
from __future__ import annotations

import numpy as np
from PySide6.QtCore import QEvent, QT_TRANSLATE_NOOP, QT_TR_NOOP, QTimer
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

import resources
from engine import DataError, datasets, run_job
from engine.cluster import GaussianMixture, KMeans, KMedoids, SeedingStep, SoftKMeans
from engine.cluster.diagnostics import with_restart_hint

from ... import style
from ...plots.history_plot import HistoryPlot
from ...plots.point_view import DENSITY_THRESHOLD, PointView
from ...runner import cancel_all
from ...widgets.drop import FileDropMixin
from ...widgets.forms import hsplit, named, vsplit
from ...widgets.jobs import JobPanel
from ...widgets.messages import MessageBar
from ...widgets.navigator import Navigator, deferred_view, navigator_layout
from ...widgets.point_editor import PointEditor
from ...widgets.stepping import DrivenView, StepDriver
from . import explain as clustering_explain, presets as clustering_presets
from . import scene as clustering_scene
from .binding import ClusteringBinding
from .controls import ALGORITHMS, INITS, MOUSE_MODES, build_controls  # noqa: F401 (re-exported)
from .display import DisplayChoices
from .documents import DocumentsSource
from .files import ClusteringFiles
from .results import RunResults
from .jobs import PointsMeta, generate_job, read_points_job
from .predict import ClusteringPredictions
from .texts import Texts, tr
from .views import ChooseKView, CompareView
from .views_documents import DocumentsView, document_html, documents_intro_html
from .views_reduce import ReduceView

SAMPLES = resources.path("points")
MAX_POINTS = {"k-medoids": 20_000}   # k-medoids costs O(n^2) per update
DETAIL_BYTES = 1_000_000_000        # most memory the responsibilities of one run's history may take
SEEDING_LIMIT = 100_000              # show k-means++ picks (one probability per point) up to this
SYNC_GENERATE = 20_000               # generate up to this many points at once; more on a worker


class ClusteringTab(RunResults, DisplayChoices, ClusteringFiles, DrivenView, FileDropMixin,
                    QWidget):
    SAMPLES = SAMPLES

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("clustering_tab")
        self.setAcceptDrops(True)
        self.texts = Texts()
        self.texts.add(self.setAccessibleName, QT_TR_NOOP("Clustering"))
        self.proj = clustering_scene.Projection(np.empty((0, 2)))
        self.selected = None
        self.clicked_centers = []
        self._series = {}
        self._run_meta = {}
        self._redraw = QTimer(self, singleShot=True, interval=30, timeout=self._draw_current)
        self._build()
        self._connect()
        self.generate()
        self.binding = ClusteringBinding(self)     # the run's state: ui.models, bound here

    # == layout ===========================================================================
    def _build(self):
        self.messages = MessageBar(self)
        self.view = PointView(self, label_layers=True)
        self.view.setObjectName("cluster_plot")
        self.view.setMinimumSize(200, 160)
        # the 3-D layout's second view (columns 1 and 3), its first axis linked to the first's
        self.view2 = PointView(self, label_layers=True)
        self.view2.setObjectName("cluster_plot_2")
        self.view2.setMinimumSize(150, 160)
        self.view2.setXLink(self.view)
        self.view2.setVisible(False)
        self.proj2 = None
        self.editor = PointEditor(self.view, self)
        self.loader = JobPanel(self.messages, self._loaded, self, name="load",
                               kept=lambda: tr("your current points are kept"))
        self.history_plot = HistoryPlot(self)
        self.history_plot.setObjectName("history_plot")
        run_split = vsplit(hsplit(self.view, self.view2), self.history_plot, sizes=[480, 200])
        self.documents_view = DocumentsView(self.messages, self)
        self.views = nav = Navigator(self, "cluster_views", key="clustering")
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[ML] 9–10. Clustering, EM"))
        nav.addTab(run_split, QT_TRANSLATE_NOOP("Navigator", "Clustering run"),
                   QT_TRANSLATE_NOOP("Navigator", "k-means, k-medoids, soft k-means and Gaussian"
                                                  " mixtures stepped on the points"))
        # the comparison, Choose K and Reduction are made when first shown (their 11 plots
        # cost the tab's construction ~0.3 s); each starts from the tab's points and documents
        nav.add_deferred(lambda: CompareView(self.data_for_views, self.messages, self),
                         QT_TRANSLATE_NOOP("Navigator", "k-means vs k-medoids"),
                         QT_TRANSLATE_NOOP("Navigator", "Both on the same points, with outliers"),
                         "compare_view")
        nav.add_deferred(lambda: ChooseKView(self.data_for_views, self.messages, self),
                         QT_TRANSLATE_NOOP("Navigator", "Choose K"),
                         QT_TRANSLATE_NOOP("Navigator", "The elbow, BIC and AIC against K"),
                         "choose_k_view")
        nav.add_section(QT_TRANSLATE_NOOP("Navigator", "[ML] 11. Dimensionality reduction"))
        nav.addTab(self.documents_view, QT_TRANSLATE_NOOP("Navigator", "Documents"),
                   QT_TRANSLATE_NOOP("Navigator", "Texts as points: the term matrix, its "
                                                  "clusters, purity and ARI"))
        nav.add_deferred(lambda: ReduceView(self.messages, self, self.docs),
                         QT_TRANSLATE_NOOP("Navigator", "Reduction"),
                         QT_TRANSLATE_NOOP("Navigator", "PCA, LSI and MDS, stepped"),
                         "reduce_view")
        self.practice_view = nav.add_practice(self)
        self._run_views = (run_split, self.documents_view)
        nav.currentChanged.connect(lambda _: self._view_on_show(nav.currentWidget()))
        self.explanation = named(QTextBrowser(self), "explanation_panel", "Explanation", "")
        self.texts.named(self.explanation, QT_TR_NOOP("Explanation"), QT_TR_NOOP(
            "The formula of the step on show, with the selected point's numbers"))
        right = QWidget(self)
        right.setMinimumWidth(200)
        rl = self.right_column = QVBoxLayout(right)
        rl.addWidget(self.messages)
        rl.addWidget(self.explanation, 1)
        rl.addStretch(0)         # a view without the explanation: the message stays at the top
        controls = build_controls(self)
        # the load progress sits in the Data box: showing it re-lays out the control panel
        # only, not the plots (a relayout repaints every plot: ~0.2 s on the GUI thread)
        self.data_box.layout().addRow(self.loader)
        self.documents = DocumentsSource(self)
        self._view_on_show(run_split)
        navigator_layout(self, self.views, hsplit(controls, self.views, right,
                                                  sizes=[style.PANEL_WIDTH, 640, 280]))
        self._update_param_visibility()

    def _view_on_show(self, view) -> None:
        """Every view shows only its own controls: the algorithm, the transport block and the
        explanation belong to the clustering run (and the documents it clusters); the other
        views bring their own."""
        self.messages.clear_message()        # a message belongs to the view it was said in
        run = view in self._run_views
        self.controls.set_shortcuts_enabled(run)
        for w in (self.controls, self.explanation, self.export_box):
            w.setVisible(run)
        self.algorithm_box.setVisible(run or view is self.views.made_view("compare_view"))

    compare_view, choose_k_view, reduce_view = map(
        deferred_view, ("compare_view", "choose_k_view", "reduce_view"))

    def _connect(self):
        self.driver = StepDriver(self.controls, make_steps=self._start_run,
                                 on_steps=self._on_steps, redraw=self._draw_current,
                                 on_error=self.messages.error, on_failed=self._on_failed,
                                 on_reset=self._on_reset, on_finished=self._on_finished,
                                 parent=self)
        self.runner = self.driver.runner
        self.predict = ClusteringPredictions(self)
        self.controls.cancel_requested.connect(self._cancelled)
        self.controls.seed_changed.connect(lambda _: self.reset())
        self.generate_button.clicked.connect(self.generate)
        self.preset_combo.activated.connect(self._preset_chosen)
        self.load_button.clicked.connect(self.open_dialog)
        self.save_button.clicked.connect(self._save_dialog)
        self.undo_button.clicked.connect(self.undo)
        self.redo_button.clicked.connect(self.redo)
        self.mouse_combo.currentIndexChanged.connect(
            lambda _: setattr(self.view, "mode", MOUSE_MODES[self.mouse_combo.key()]))
        self.view_combo.currentIndexChanged.connect(self._view_changed)
        for w in (self.algorithm_combo, self.init_combo, self.covariance_combo):
            w.currentIndexChanged.connect(self._params_changed)
        for w in (self.k_spin, self.restarts_spin, self.max_iter_spin, self.beta_slider):
            w.valueChanged.connect(self._params_changed)
        self.editor.changed.connect(self._data_changed)
        self.editor.dragging.connect(self._dragging)
        self.view.point_selected.connect(self._select)
        self.view2.point_selected.connect(self._select)
        self.view.empty_clicked.connect(self._place_center)
        self.export_plot_button.clicked.connect(lambda: self._export_plot(self.view))
        self.export_history_plot_button.clicked.connect(
            lambda: self._export_plot(self.history_plot))
        self.export_history_button.clicked.connect(self._export_history_dialog)

    # == data =============================================================================
    @property
    def X(self):
        return self.editor.X

    @property
    def meta(self) -> PointsMeta:
        meta = self.editor.meta
        return meta if isinstance(meta, PointsMeta) else PointsMeta(tuple(meta or ()))

    @property
    def columns(self):
        return list(self.meta.columns or [f"x{j + 1}" for j in range(self.X.shape[1])])

    @property
    def docs(self):
        """The documents the points stand for (a DocumentSet), or None for plain points."""
        return self.meta.documents

    preset_note = None       # a preset's sentence, said once its sample file has been read

    def _preset_chosen(self, index):
        name = self.preset_combo.itemData(index)
        self.preset_combo.setCurrentIndex(0)      # a menu of examples, not a setting
        clustering_presets.apply(self, name)

    def generate(self):
        """Generate the chosen data set (undoable); large sets are generated on a worker."""
        name, n = self.dataset_combo.key(), self.n_points_spin.value()
        job = generate_job(name, n, self.outliers_spin.value() / 100, self.data_seed_spin.value())
        if name.startswith("coins"):
            self.algorithm_combo.setCurrentText("Gaussian mixture (EM)")
        self.loader.runner.cancel()       # a file still being read must not replace these
        self.documents.panel.runner.cancel()
        if n <= SYNC_GENERATE:   # a few milliseconds: no worker needed
            self._loaded(run_job(job))
        else:
            self.loader.start(job, tr("Generating {n} points…").format(n=f"{n:,}"))

    def open_path(self, path):
        """Read a CSV/TSV file (a folder: documents) on a worker, with progress and Cancel; a
        failure keeps the data."""
        if self.documents.open_path(path):
            return
        self.documents.panel.runner.cancel()
        self.loader.start(read_points_job(path), tr("Reading {path}…").format(path=path))

    def _loaded(self, result):
        """A read or generated data set arrives: it replaces the points, undoably."""
        self.clicked_centers = []
        self.editor.set_data(result.X, meta=PointsMeta(tuple(result.columns),
                                                      getattr(result, "pca", None)))
        notes = list(getattr(result, "notes", ()))
        if hasattr(result, "notes"):
            self.messages.info(tr("Loaded {n} points from {source}. {notes} Undo brings your "
                                  "previous points back.").format(
                n=f"{len(result.X):,}", source=result.source,
                notes=" ".join(notes + [self.proj.describe()]).strip())
                + (" " + self.preset_note if self.preset_note else ""))
            self.preset_note = None
        else:
            self.messages.clear_message()

    def set_data(self, X, columns=None):
        """Replace the points (undoable), e.g. from a script."""
        self.clicked_centers = []
        self.editor.set_data(X, meta=PointsMeta(tuple(columns or ())))

    def show_documents(self, docs, X, columns, pca, message, two_views=False):
        """Documents reduced to points arrive (from ``documents.py``): they replace the points,
        undoably, and carry the DocumentSet with them through undo/redo; ``two_views`` shows
        three components as two linked views."""
        self.clicked_centers = []
        self._want_two_views = two_views
        self.editor.set_data(X, meta=PointsMeta(tuple(columns), pca, docs))
        self.messages.info(lambda: tr("{message} Undo brings your previous points back."),
                           message=message)

    def undo(self):
        self.editor.undo()

    def redo(self):
        self.editor.redo()

    def data_for_views(self):
        return self.X, self.proj

    def _data_changed(self, what):
        self._quiet = True          # one draw at the end, not one per step of the change
        try:
            self.reset()
        finally:
            self._quiet = False
        X = self.X
        if what not in ("add", "move", "delete", "spray", "view"):
            self._update_view_choices()
        pair = self._pair()
        self.proj = clustering_scene.Projection(X, pair, pca=self.meta.pca)
        two = self._two_views()
        self.proj2 = clustering_scene.Projection(X, (0, 2)) if two else None
        if self.selected is not None and self.selected >= len(X):
            self.selected = None
        editable = X.shape[1] == 2 and len(X) <= DENSITY_THRESHOLD
        self.view.set_points(self.proj.points(X), editable=editable)
        self._show_second_view(two, what)
        bottom, left = self.proj.axis_names(self.columns)
        self.view.setLabel("left", left)
        self.view.setLabel("bottom", bottom)
        if what not in ("add", "move", "delete", "spray"):
            self.view.enableAutoRange()
            if X.shape[1] == 1:  # points sit in a strip below the density curves (peak 1)
                self.view.setYRange(-0.2, 1.1, padding=0)
        self._describe_data(editable)
        self.documents_view.set_documents(self.docs)
        for v in filter(None, map(self.views.made_view, ("compare_view", "choose_k_view"))):
            v.invalidate()          # one not made yet computes when first shown
        if (v := self.views.made_view("reduce_view")) is not None:
            v.set_documents(self.docs)
        self._draw_current()

    def _dragging(self):
        self.view.set_points(self.proj.points(self.X))

    def _place_center(self, x, y):
        if self.X.shape[1] != 2:
            self.messages.warning(lambda: tr("Centres can be clicked on 2-D data only."))
            return
        self.clicked_centers = (self.clicked_centers + [(x, y)])[-self.k_spin.value():]
        self.init_combo.setCurrentText("clicked centres")
        self.reset()

    def _select(self, i):
        self.selected = i
        self.view.set_highlight([i])
        if self.proj2 is not None:
            self.view2.set_highlight([i])
        self._update_explanation()

    # == parameters and runs ===============================================================
    def _params_changed(self, *_):
        self._update_param_visibility()
        self.reset()

    def _update_param_visibility(self):
        algo = self.algorithm_combo.key()
        self.init_combo.setEnabled(algo in ("k-means", "soft k-means", "online k-means"))
        self.restarts_spin.setEnabled(algo == "k-means" and
                                      self.init_combo.key() != "clicked centres")
        self.beta_slider.setEnabled(algo == "soft k-means")
        self.covariance_combo.setEnabled(algo.startswith("Gaussian"))
        self.beta_label.setText(f"{self.beta():.3g}")

    def changeEvent(self, event):  # noqa: N802 (Qt API)
        if event.type() == QEvent.LanguageChange and hasattr(self, "texts"):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every text built in Python, again in the interface's language."""
        self.texts.apply()
        if hasattr(self, "editor"):
            self._update_view_choices(keep=True)
            self._describe_data(self.X.shape[1] == 2 and len(self.X) <= DENSITY_THRESHOLD)
            self._retranslate_series()
            self._draw_current()          # the colour bar's label, the explanation
            self._say_run_state()

    def beta(self):
        return 10 ** (self.beta_slider.value() / 100)

    def make_steps(self):
        """The step generator for the chosen algorithm (validated now; raises on bad input)."""
        algo, k = self.algorithm_combo.key(), self.k_spin.value()
        n, seed, max_iter = len(self.X), self.controls.seed_spin.value(), self.max_iter_spin.value()
        if n > MAX_POINTS.get(algo, n):
            raise DataError(tr("{algo} compares every pair of points in a cluster, which is too "
                               "slow for {n} points; use at most {most} or use k-means.").format(
                algo=tr(algo), n=f"{n:,}", most=f"{MAX_POINTS[algo]:,}"))
        init = self.init_combo.key()
        if init == "clicked centres" and algo in ("k-means", "soft k-means", "online k-means"):
            if len(self.clicked_centers) != k:
                raise DataError(tr("Click {k} centres first (mouse mode 'place centres'); "
                                   "{placed} placed so far.").format(
                    k=k, placed=len(self.clicked_centers)))
            init = np.array(self.clicked_centers)
        # Responsibilities in every step colour the points, but a long run on many points would
        # keep gigabytes of them: beyond the budget the steps carry labels only.
        detail = n * k * max_iter * 16 <= DETAIL_BYTES
        if algo == "k-means":        # the last step says if two centres share a blob
            return with_restart_hint(KMeans(
                k, init=init, n_init=self.restarts_spin.value(), max_iter=max_iter,
                random_state=seed).iter_fit(self.X, seeding_steps=n <= SEEDING_LIMIT), self.X)
        if algo == "k-medoids":
            return KMedoids(k, max_iter=max_iter, random_state=seed).iter_fit(self.X)
        if algo == "online k-means":    # the run's parameters build it (one copy of the rule)
            return self.binding.params_from_widgets().estimator(init).iter_fit(self.X)
        if algo == "soft k-means":
            return SoftKMeans(k, beta=self.beta(), init=init, max_iter=max_iter,
                              random_state=seed).iter_fit(self.X, detail=detail)
        return GaussianMixture(k, covariance_type=self.covariance_combo.key(),
                               max_iter=max_iter, random_state=seed).iter_fit(self.X,
                                                                              detail=detail)

    def _start_run(self):
        """Validate the settings and return the run's steps (the driver starts the worker)."""
        steps = self.make_steps()
        self.messages.clear_message()
        self._run_meta = {"algorithm": self.algorithm_combo.key(),
                          "seed": self.controls.seed_spin.value(),
                          "max_iter": self.max_iter_spin.value(),
                          "covariance": self.covariance_combo.key(), "beta": self.beta()}
        self.controls.status.setText(tr("{algorithm} · seed {seed}").format(
            algorithm=tr(self._run_meta["algorithm"]), seed=self._run_meta["seed"]))
        return steps

    def shutdown(self):
        """Cancel every run and job of this tab (window closing)."""
        cancel_all(self)

    # == drawing ============================================================================
    def current_step(self):
        return self.driver.current()

    _quiet = False

    def _draw_current(self):
        if self._quiet:
            return
        step, before = self.current_step(), self.driver.previous()
        kind = self._run_meta.get("covariance", "full")
        classes = self.docs.labels if self.docs is not None else None
        clustering_scene.draw(self.view, step, self.X, self.proj, covariance_type=kind,
                              classes=classes, previous=before)
        if self.proj2 is not None:      # the 3-D layout: the same step in the second view
            clustering_scene.draw(self.view2, step, self.X, self.proj2, covariance_type=kind,
                                  classes=classes, previous=before)
        if step is None and self.clicked_centers:
            self.view.set_centers(np.array(self.clicked_centers))
        if self.selected is not None and not isinstance(step, SeedingStep):
            self.view.set_highlight([self.selected])
            if self.proj2 is not None:
                self.view2.set_highlight([self.selected])
        self.predict.mark()
        self.history_plot.set_cursor(self.controls.history_slider.value())
        self._update_explanation()
        if self.docs is not None and not self.runner.active:   # summarised when shown
            self.documents_view.set_clusters(getattr(step, "labels", None))

    def _update_explanation(self):
        sel = self.selected if self.selected is not None and self.selected < len(self.X) else None
        step = self.current_step()
        html = clustering_explain.explain(
            step, self.X, sel, beta=self._run_meta.get("beta", self.beta()),
            covariance_type=self._run_meta.get("covariance", "full"),
            previous=self.driver.previous())
        if self.docs is not None:
            html = (documents_intro_html(self.docs) if sel is None else
                    document_html(self.docs, sel, getattr(step, "labels", None))) + html
        self.explanation.setHtml(html)


__all__ = ["ClusteringTab", "SAMPLES", "datasets"]
