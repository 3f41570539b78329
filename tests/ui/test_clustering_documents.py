"""Documents as points in the Clustering tab, through real events: the source switch, the sample
reduced by LSI / PCA / MDS on a worker, clicking a document, clustering it with purity and ARI,
a query ranked in concept and term space, the power method and SMACOF stepped, CSV exports, a
failed or cancelled load that changes nothing, and the GUI thread staying free while a folder
of thousands of documents is read, weighted, reduced and clustered."""
import csv

import numpy as np
import pytest
from gestures import choose, show_page
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QFileDialog

from engine.metrics import adjusted_rand_score, purity
from engine.reduce import LSI
from ui.plots import palette
from ui.step_gate import StepGate
from ui.tabs.clustering.tab import ClusteringTab

TOPICS = {
    "rivers": "river water bank creek stream flow fish shore current delta flood bridge",
    "space": "orbit planet star rocket moon launch comet galaxy telescope astronaut gravity",
    "finance": "bank money loan interest market stock price trade credit fund budget invest",
}

def press(qtbot, tab, name):
    qtbot.mouseClick(tab.findChild(QAbstractButton, name), Qt.LeftButton)

def show_view(qtbot, tab, widget):
    show_page(qtbot, tab.views, widget)
    assert tab.views.currentWidget() is widget

def documents(qtbot, tab, method=None):
    """Switch the source to documents (the built-in sample) and wait for its points."""
    if method:
        choose(qtbot, tab.doc_method_combo, method)
    before = tab.docs
    if tab.source_combo.currentText() != "documents":
        choose(qtbot, tab.source_combo, "documents")
    else:
        press(qtbot, tab, "doc_build_button")
    qtbot.waitUntil(lambda: tab.docs is not None and tab.docs is not before, timeout=60_000)
    return tab.docs

def run_to_end(qtbot, tab, algorithm="k-means", k=5):
    choose(qtbot, tab.algorithm_combo, algorithm)
    tab.k_spin.setValue(k)
    press(qtbot, tab, "run_to_end_button")
    qtbot.waitUntil(lambda: tab.runner.state == "finished", timeout=60_000)

def pixel(view, x, y):
    return view.mapFromScene(view.plotItem.vb.mapViewToScene(QPointF(x, y)))

def write_folder(root, n, seed=0):
    """n short documents in one sub-folder per topic (class), words drawn from each topic."""
    rng = np.random.default_rng(seed)
    words = {t: v.split() for t, v in TOPICS.items()}
    common = "the of and a to in is it that was for on are with as".split()
    for i in range(n):
        topic = list(TOPICS)[i % len(TOPICS)]
        (root / topic).mkdir(parents=True, exist_ok=True)
        text = " ".join(rng.choice(words[topic] + common, size=30))
        (root / topic / f"{i:05d}.txt").write_text(text, encoding="utf-8")

def test_documents_source_gives_points_coloured_by_class(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    assert not tab.documents_box.isVisible() and tab.generate_button.isVisible()
    docs = documents(qtbot, tab)
    assert tab.documents_box.isVisible() and not tab.generate_button.isVisible()
    n = len(docs.corpus.texts)
    assert n >= 50 and len(docs.classes) >= 3 and docs.labels is not None
    assert tab.X.shape == (n, 2) and tab.columns == ["concept 1", "concept 2"]
    np.testing.assert_allclose(tab.X, docs.coords[:, :2])
    # the points wear their class colours before any clustering
    qtbot.waitUntil(lambda: len({id(tab.view.dot_brush(i)) for i in range(n)})
                    == len(docs.classes), timeout=3000)
    first = np.flatnonzero(docs.labels == 0)[0]
    assert tab.view.dot_brush(first) is palette.brush(palette.color(0))
    assert "documents in" in tab.messages.text() and "Undo" in tab.messages.text()
    # LSI's coordinates are the engine's, on the same matrix
    reference = LSI(docs.coords.shape[1], random_state=docs.settings.seed).fit(docs.X)
    np.testing.assert_allclose(docs.model.singular_values_, reference.singular_values_,
                               rtol=1e-6)

def test_undo_and_redo_carry_the_documents(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    points = tab.X.copy()
    docs = documents(qtbot, tab)
    press(qtbot, tab, "undo_button")
    np.testing.assert_array_equal(tab.X, points)
    assert tab.docs is None
    press(qtbot, tab, "redo_button")
    assert tab.docs is docs and tab.documents_view.docs is docs

def test_clicking_a_document_shows_its_text_terms_and_cluster(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    run_to_end(qtbot, tab, k=4)
    tab.view.enableAutoRange()
    qtbot.wait(100)
    i = int(np.argmax(tab.X[:, 0]))              # an outlying point: nothing else under it
    QTest.mouseClick(tab.view.viewport(), Qt.LeftButton, Qt.NoModifier, pixel(tab.view,
                                                                               *tab.X[i]))
    assert tab.selected == i
    text = tab.explanation.toPlainText()
    assert docs.corpus.names[i] in text
    assert docs.corpus.texts[i].split()[0] in text
    assert "top terms" in text
    cluster = int(tab.history[-1].labels[i])
    assert f"cluster ■ {cluster}" in text
    assert f"class ■ {docs.classes[docs.labels[i]]}" in text

def test_clusters_get_top_terms_purity_and_ari(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    choose(qtbot, tab.doc_space_combo, "all components")
    qtbot.waitUntil(lambda: tab.X.shape[1] == docs.coords.shape[1], timeout=5000)
    np.testing.assert_allclose(tab.view.P, tab.X[:, :2])   # shown by the first two concepts
    run_to_end(qtbot, tab, k=5)
    labels = tab.history[-1].labels
    show_view(qtbot, tab, tab.documents_view)
    view = tab.documents_view
    qtbot.waitUntil(lambda: view.summary is not None, timeout=20_000)
    assert view.table.model.rowCount() == len(np.unique(labels))
    assert view.summary.purity == pytest.approx(purity(docs.labels, labels))
    from sklearn.metrics import adjusted_rand_score as sk_ari

    assert view.summary.ari == pytest.approx(sk_ari(docs.labels, labels))
    assert view.summary.ari == pytest.approx(adjusted_rand_score(docs.labels, labels))
    assert "purity" in view.scores.text() and "adjusted Rand index" in view.scores.text()
    # each cluster's terms are the heaviest of its documents
    row = view.summary.clusters[0]
    members = np.flatnonzero(labels == row.cluster)
    mean = np.asarray(docs.X[members].mean(axis=0)).ravel()
    assert row.terms[0] == docs.terms[int(np.argmax(mean))]
    # and its main class is the most common class of its documents, with that class's share
    counts = np.bincount(docs.labels[members], minlength=len(docs.classes))
    assert row.size == len(members)
    assert row.main_class == (f"{docs.classes[int(np.argmax(counts))]} "
                              f"({counts.max() / len(members):.0%})")

def test_query_is_ranked_in_concept_space_beside_term_space(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    show_view(qtbot, tab, tab.reduce_view)
    page = tab.reduce_view.pages["LSI"]
    assert tab.reduce_view.stack.currentWidget() is page
    assert page.concepts.model.rowCount() == docs.coords.shape[1]
    qtbot.keyClicks(page.query_edit, "river water")
    qtbot.mouseClick(page.query_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: page.by_concept.model.rowCount() > 0, timeout=20_000)
    expected = docs.model.rank(docs.tm.vectorize(["river water"]), docs.X)
    shown = page.by_concept.model.given[0]
    assert len(shown) == 15
    assert list(shown) == [docs.corpus.names[i] for i in expected.concept_order[:15]]
    matches = [i for i in expected.raw_order[:15] if expected.raw[i] > 0]
    assert list(page.by_terms.model.given[0]) == [docs.corpus.names[i] for i in matches]
    assert "q̂ = Σ⁻¹Vᵀq" in page.verdict.text()

def test_pca_scree_loadings_and_power_method(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab, method="PCA")
    assert docs.kind == "PCA" and tab.columns == ["PC 1", "PC 2"]
    show_view(qtbot, tab, tab.reduce_view)
    page = tab.reduce_view.pages["PCA"]
    lam = docs.model.eigenvalues_
    heights = page.bars.opts["height"]
    np.testing.assert_allclose(heights, (lam / lam.sum())[:len(heights)])
    from sklearn.decomposition import PCA as SkPCA

    sk = SkPCA(3).fit(docs.X.toarray())
    np.testing.assert_allclose(docs.model.explained_variance_[:3], sk.explained_variance_,
                               rtol=1e-8)
    k = docs.coords.shape[1]
    assert page.loadings.model.columnCount() == 1 + k     # every kept component's loadings
    assert page.power_spin.maximum() == k and page.power_spin.value() == 3
    page.power_spin.setFocus()
    qtbot.keyClick(page.power_spin, Qt.Key_Up)               # four components, not three
    assert page.power_spin.value() == 4
    qtbot.mouseClick(page.power_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: len(page.steps) > 0, timeout=60_000)
    # each component is found (its eigenvalue the engine's) or the run says where it stopped
    found = [j for j in range(4) if any(s.component == j and s.component_converged
                                        for s in page.steps)]
    assert found == list(range(len(found))) and len(found) >= 2
    eig = [[s for s in page.steps if s.component == j][-1].eigenvalue for j in found]
    np.testing.assert_allclose(eig, docs.model.explained_variance_[:len(found)], rtol=1e-4)
    if len(found) < 4:
        assert page.steps[-1].stopped == "max_iter"
        assert f"stopped at component {len(found) + 1} of 4" in tab.messages.text()
    else:
        assert "found 4 component(s)" in tab.messages.text()
    assert page.stepper.slider.value() == 0
    qtbot.mouseClick(page.stepper.step_button, Qt.LeftButton)
    assert page.stepper.slider.value() == 1
    assert "Component 1" in page.stepper.label.text()
    # the last step of the first component points along the eigenvector
    last = [s for s in page.steps if s.component == 0 and s.phase == "power"][-1]
    assert last.angle < 1e-3 and last.component_converged
    page.stepper.slider.setValue(page.steps.index(last))
    x, y = page.vector.getData()
    assert x[1] == pytest.approx(1.0, abs=1e-3) and abs(y[1]) < 1e-3

def rows(a):
    """The rows of ``a`` in one order (the page draws them class by class)."""
    return a[np.lexsort(a.T[::-1])]

def smacof_page(qtbot, tab):
    docs = documents(qtbot, tab, method="SMACOF (metric MDS)")
    show_view(qtbot, tab, tab.reduce_view)
    page = tab.reduce_view.pages["MDS"]
    assert page.controls.isVisible()
    return docs, page

def test_smacof_steps_live_on_a_worker_with_the_pages_controls(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    docs, page = smacof_page(qtbot, tab)
    assert len(tab.findChildren(QAbstractButton, "step_button")) == 1   # the tab's run's own
    n = len(docs.corpus.texts)
    assert len(page.shepard_points.data) == min(n * (n - 1) // 2, 4000)
    before = page.config_points.positions()
    np.testing.assert_allclose(rows(before), rows(docs.coords[:, :2]))   # the build's points
    press(qtbot, page, "smacof_step_button")                          # the first restart's start
    qtbot.waitUntil(lambda: len(page.history) == 2, timeout=10_000)
    press(qtbot, page, "smacof_step_button")                          # one Guttman transform
    qtbot.waitUntil(lambda: len(page.history) == 3, timeout=5000)
    qtbot.wait(50)
    assert len(page.history) == 3                              # exactly one step per click
    first, second = page.history[1], page.history[2]
    assert (first.phase, second.phase) == ("init", "guttman") and second.stress <= first.stress
    assert list(page.stress.yData) == [first.stress, second.stress]
    assert page.curve.getPlotItem().ctrl.logYCheck.isChecked()      # σ on a log scale
    np.testing.assert_allclose(rows(page.config_points.positions()), rows(second.embedding))
    assert not np.allclose(rows(before), rows(second.embedding))   # the configuration moved
    assert "stress" in page.label.text()
    press(qtbot, page, "smacof_run_to_end_button")
    qtbot.waitUntil(lambda: page.driver.runner.state == "finished", timeout=60_000)
    qtbot.wait(50)
    steps = page.history[1:]
    assert len(page.stress.yData) == len(steps)                # the curve grew with each step
    restart0 = [s.stress for s in steps if s.restart == 0 and s.phase != "best"]
    assert np.all(np.diff(restart0) <= 1e-9 * restart0[0])    # a Guttman step never raises σ
    assert steps[-1].phase == "best"                           # it ends on the points on show
    np.testing.assert_allclose(steps[-1].embedding, docs.coords[:, :2], atol=1e-8)
    press(qtbot, page, "smacof_reset_button")
    assert len(page.history) == 1 and (page.stress.yData is None or len(page.stress.yData) == 0)

def test_smacof_cancel_keeps_steps_and_memory_stays_bounded(qtbot, make_tab, monkeypatch):
    from engine.workflows import documents as jobs_documents

    tab = make_tab(ClusteringTab)
    docs, page = smacof_page(qtbot, tab)
    n = len(docs.corpus.texts)
    monkeypatch.setattr(jobs_documents, "STEP_BYTES", 16 * n * 5)   # five configurations
    # animated at a step per 0.25 s without the gate's acceleration (which ends any run in a
    # few seconds): the Cancel lands mid-run however fast or slow the machine paints
    monkeypatch.setattr(StepGate, "accelerate", 1e9)
    page.controls.speed_slider.setValue(50)
    press(qtbot, page, "smacof_run_button")
    qtbot.waitUntil(lambda: len(page.history) > 12, timeout=30_000)
    press(qtbot, page, "smacof_cancel_button")
    qtbot.waitUntil(lambda: page.driver.runner.state == "cancelled", timeout=5000)
    kept = [s for s in page.history[1:] if s.embedding is not None]
    assert 0 < len(kept) <= 5 and kept[-1] is page.history[-1]
    assert len(page.stress.yData) == len(page.history) - 1     # every stress stays
    assert "Cancelled" in page.controls.status.text()
    page.controls.history_slider.setValue(1)                        # an early, thinned step
    assert "not kept" in page.label.text()

def test_classical_mds_too_many_documents_is_refused_and_keeps_the_points(qtbot, make_tab,
                                                                           tmp_path, monkeypatch):
    import engine.workflows.documents as jobs

    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    monkeypatch.setattr(jobs, "MAX_MDS_POINTS", 10)
    choose(qtbot, tab.doc_method_combo, "classical MDS")
    press(qtbot, tab, "doc_build_button")
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=20_000)
    assert "limited to 10 documents" in tab.messages.text()
    assert "kept" in tab.messages.text()
    assert tab.docs is docs

def test_exports_write_coordinates_concepts_and_assignments(qtbot, make_tab, tmp_path,
                                                            monkeypatch):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    run_to_end(qtbot, tab, k=3)
    show_view(qtbot, tab, tab.documents_view)
    target = {}
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *a, **k: (str(tmp_path / target["name"]), ""))
    for name, button in (("coords.csv", "export_coordinates_button"),
                         ("concepts.csv", "export_concepts_button"),
                         ("assign.csv", "export_assignments_button")):
        target["name"] = name
        qtbot.waitUntil(lambda b=button: tab.findChild(QAbstractButton, b).isEnabled(),
                        timeout=5000)
        press(qtbot, tab, button)
    rows = list(csv.reader(open(tmp_path / "coords.csv", encoding="utf-8")))
    assert rows[0][:3] == ["document", "class", "concept 1"] and len(rows) == len(docs.coords) + 1
    np.testing.assert_allclose([float(v) for v in rows[1][2:]], docs.coords[0], rtol=1e-6)
    concepts = list(csv.reader(open(tmp_path / "concepts.csv", encoding="utf-8")))
    assert concepts[0] == ["component", "strength", "side", "rank", "term", "weight"]
    assert concepts[1][4] == docs.concepts[0].positive[0][0]
    assign = list(csv.reader(open(tmp_path / "assign.csv", encoding="utf-8")))
    assert [int(r[2]) for r in assign[1:]] == list(tab.history[-1].labels)

def test_a_folder_opens_with_subfolders_as_classes(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    write_folder(tmp_path / "corpus", 60)
    tab.open_path(tmp_path / "corpus")                      # as a dropped folder
    qtbot.waitUntil(lambda: tab.docs is not None, timeout=30_000)
    assert tab.source_combo.currentText() == "documents"
    assert set(tab.docs.classes) == set(TOPICS) and len(tab.docs.corpus.texts) == 60

def test_a_failed_or_cancelled_load_leaves_the_tab_as_it_was(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    X = tab.X.copy()
    empty = tmp_path / "empty"
    (empty / "a").mkdir(parents=True)
    (empty / "a" / "data.bin").write_bytes(b"\x00\x01\x02" * 100)
    tab.open_path(empty)
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=20_000)
    assert "kept" in tab.messages.text()
    assert tab.docs is docs
    np.testing.assert_array_equal(tab.X, X)
    write_folder(tmp_path / "big", 3000)
    tab.open_path(tmp_path / "big")
    qtbot.waitUntil(lambda: tab.documents.panel.isVisible(), timeout=5000)
    qtbot.mouseClick(tab.documents.panel.cancel_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: not tab.documents.panel.busy, timeout=20_000)
    assert "Cancelled" in tab.messages.text()
    assert tab.docs is docs
    np.testing.assert_array_equal(tab.X, X)

def test_a_csv_with_many_columns_is_projected_on_the_worker(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    path = tmp_path / "four.csv"
    rng = np.random.default_rng(0)
    np.savetxt(path, rng.normal(size=(500, 4)), delimiter=",", header="a,b,c,d", comments="")
    tab.open_path(path)
    qtbot.waitUntil(lambda: tab.X.shape == (500, 4), timeout=20_000)
    assert tab.meta.pca is not None and tab.proj.pca is tab.meta.pca   # fitted by the job

# Below the PointView's density threshold (10,000), so every document is a dot (in one scatter
# per class or cluster): the costliest case for the GUI thread (20,000 documents are drawn as a
# density image).
N_GAP = 3000


def test_thousands_of_documents_keep_the_gui_responsive(qtbot, make_tab, gui_guard, tmp_path):
    write_folder(tmp_path / "corpus", N_GAP, seed=1)
    tab = make_tab(ClusteringTab)
    choose(qtbot, tab.source_combo, "documents")
    qtbot.waitUntil(lambda: tab.docs is not None, timeout=60_000)
    qtbot.wait(300)         # the documents' points are painted before the guarded actions
    # a person takes a moment between two clicks: qtbot.wait(100) lets the events of one
    # action (repaints) run before the next, instead of counting several actions as one gap
    with gui_guard():
        tab.open_path(tmp_path / "corpus")
        qtbot.waitUntil(lambda: tab.docs is not None and len(tab.docs.corpus.texts) == N_GAP,
                        timeout=120_000)
        qtbot.wait(100)
        choose(qtbot, tab.doc_space_combo, "all components")
        qtbot.waitUntil(lambda: tab.X.shape[1] > 2, timeout=5000)
        qtbot.wait(100)
        run_to_end(qtbot, tab, k=3)
        qtbot.wait(100)
        show_view(qtbot, tab, tab.documents_view)
        qtbot.waitUntil(lambda: tab.documents_view.summary is not None, timeout=60_000)
        qtbot.wait(100)
        show_view(qtbot, tab, tab.reduce_view)
        qtbot.wait(200)
        purity = tab.documents_view.summary.purity
        show_view(qtbot, tab, tab.views.widget(0))        # the 3-D layout: two views per step
        choose(qtbot, tab.doc_space_combo, "3-D: two views")
        qtbot.waitUntil(lambda: tab.X.shape[1] == 3 and tab.view2.isVisible(), timeout=5000)
        qtbot.wait(100)
        tab.controls.speed_slider.setValue(100)
        press(qtbot, tab, "run_button")
        qtbot.waitUntil(lambda: tab.runner.state == "finished", timeout=60_000)
        qtbot.wait(200)
    assert purity > 0.9                                  # three topics, three clusters
    assert len(tab.history) > 3 and len(tab.view2.centers.data) == 3


def test_fits_1280_by_720_with_documents(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    documents(qtbot, tab)
    for view in (tab.documents_view, tab.reduce_view):
        show_view(qtbot, tab, view)
        hint = tab.minimumSizeHint()
        assert hint.width() <= 1280 and hint.height() <= 720, hint

def test_the_spam_sample_clusters_as_documents(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    documents(qtbot, tab)
    choose(qtbot, tab.doc_source_combo, "spam sample (Spam tab's)")
    choose(qtbot, tab.doc_score_combo, "χ²")               # a score against the labels
    tab.doc_top_k_spin.setValue(200)
    before = tab.docs
    press(qtbot, tab, "doc_build_button")
    qtbot.waitUntil(lambda: tab.docs is not before, timeout=60_000)
    assert tab.docs.classes == ("ham", "spam") and len(tab.docs.terms) == 200

def test_a_folder_without_classes_has_no_purity(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    for i, words in enumerate(["red green blue", "green blue red", "cat dog bird",
                               "dog bird cat", "red blue cat", "bird green dog"] * 3):
        (tmp_path / f"{i:02d}.txt").write_text(words, encoding="utf-8")
    tab.doc_components_spin.setValue(10)
    tab.open_path(tmp_path)            # 6 terms: 10 concepts are refused, with the reason
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=30_000)
    assert "n_components=10" in tab.messages.text() and tab.docs is None
    tab.doc_components_spin.setValue(2)
    press(qtbot, tab, "doc_build_button")
    qtbot.waitUntil(lambda: tab.docs is not None, timeout=30_000)
    assert tab.docs.labels is None
    run_to_end(qtbot, tab, k=2)
    show_view(qtbot, tab, tab.documents_view)
    qtbot.waitUntil(lambda: tab.documents_view.summary is not None, timeout=20_000)
    assert tab.documents_view.summary.purity is None
    assert "need" in tab.documents_view.scores.text()

def test_reset_clears_the_cluster_summary(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    documents(qtbot, tab)
    run_to_end(qtbot, tab, k=3)
    show_view(qtbot, tab, tab.documents_view)
    qtbot.waitUntil(lambda: tab.documents_view.summary is not None, timeout=20_000)
    assert tab.documents_view.table.model.rowCount() == 3
    press(qtbot, tab, "reset_button")
    qtbot.waitUntil(lambda: tab.documents_view.table.model.rowCount() == 0, timeout=5000)
    assert "Run a clustering" in tab.documents_view.scores.text()
    assert not tab.documents_view.export_assign.isEnabled()

def test_stemming_merges_word_forms(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    choose(qtbot, tab.doc_stem_combo, "porter")
    press(qtbot, tab, "doc_build_button")
    qtbot.waitUntil(lambda: tab.docs is not docs, timeout=60_000)
    assert {"insect", "insects"} <= set(docs.terms)                 # two forms before
    assert "insect" in tab.docs.terms and "insects" not in tab.docs.terms   # one stem now

def test_pointing_at_the_heat_map_names_the_cell(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    show_view(qtbot, tab, tab.documents_view)
    view = tab.documents_view
    qtbot.wait(100)
    heat = view.heat
    spot = heat.mapFromScene(heat.getViewBox().mapViewToScene(QPointF(2.5, 0.5)))
    QTest.mouseMove(heat.viewport(), spot)
    qtbot.waitUntil(lambda: "weight" in view.heat_hint.text(), timeout=3000)
    i = int(docs.heat.documents[2])
    assert docs.corpus.names[i] in view.heat_hint.text()
    assert docs.heat.terms[0] in view.heat_hint.text()

def test_three_components_as_two_linked_views(qtbot, make_tab):
    """The 3-D layout: components 1–2 and 1–3 side by side (x linked), a click on a dot's
    pixel in either view selects it in both, and a clustering colours both alike."""
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    choose(qtbot, tab.doc_space_combo, "3-D: two views")
    qtbot.waitUntil(lambda: tab.X.shape[1] == 3, timeout=5000)
    assert tab.view2.isVisible() and tab.view_combo.currentText().startswith("two views")
    np.testing.assert_allclose(tab.view.P, docs.coords[:, :2])
    np.testing.assert_allclose(tab.view2.P, docs.coords[:, [0, 2]])
    assert tab.view2.getAxis("left").labelText == "concept 3"
    assert tab.view2.getViewBox().linkedView(0) is tab.view.getViewBox()   # x linked
    # both wear the class colours before clustering
    n = len(tab.X)
    assert [tab.view2.dot_brush(i) for i in range(n)] == [tab.view.dot_brush(i)
                                                          for i in range(n)]
    hint = tab.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720, hint
    assert tab.view2.width() >= 150 and tab.view.width() >= 150
    run_to_end(qtbot, tab, k=3)
    qtbot.wait(80)
    labels = tab.history[-1].labels
    for i in range(0, n, 7):
        assert tab.view2.dot_brush(i) is palette.brush(palette.color(labels[i]))
        assert tab.view.dot_brush(i) is palette.brush(palette.color(labels[i]))
    assert len(tab.view2.centers.data) == 3
    # a click in the second view selects the document in both
    i = int(np.argmax(tab.view2.P[:, 1]))             # the topmost dot: no neighbour on it
    tab.view2.enableAutoRange()
    qtbot.wait(50)
    QTest.mouseClick(tab.view2.viewport(), Qt.LeftButton, Qt.NoModifier,
                     pixel(tab.view2, *tab.view2.P[i]))
    assert tab.selected == i
    np.testing.assert_allclose(tab.view.highlight.data["x"], [tab.X[i, 0]])
    np.testing.assert_allclose(tab.view2.highlight.data["y"], [tab.X[i, 2]])
    assert docs.corpus.names[i] in tab.explanation.toPlainText()
    # back to 2-D: one view again
    choose(qtbot, tab.doc_space_combo, "2-D view")
    qtbot.waitUntil(lambda: tab.X.shape[1] == 2, timeout=5000)
    assert not tab.view2.isVisible()

# -- odd inputs: each gives a clear message and keeps what was loaded -----------------------
def kept_after(qtbot, tab, action, *words):
    """Run ``action`` (a bad load); the message names the problem (all ``words``) and says the
    points are kept; the points and documents on show are unchanged."""
    docs, X = tab.docs, tab.X.copy()
    tab.messages.clear_message()
    action()
    qtbot.waitUntil(lambda: tab.messages.kind in ("error", "warning"), timeout=20_000)
    qtbot.waitUntil(lambda: not tab.documents.panel.busy, timeout=5000)
    text = tab.messages.text()
    for w in words:
        assert w.lower() in text.lower(), text
    assert "Traceback" not in text
    assert tab.docs is docs
    np.testing.assert_array_equal(tab.X, X)
    return text

def test_a_folder_with_one_document(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    documents(qtbot, tab)
    (tmp_path / "one").mkdir()
    (tmp_path / "one" / "a.txt").write_text("rivers flow to the sea " * 5, encoding="utf-8")
    text = kept_after(qtbot, tab, lambda: tab.open_path(tmp_path / "one"), "1 document")
    assert "kept" in text

def test_a_folder_of_empty_and_binary_files(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    documents(qtbot, tab)
    folder = tmp_path / "nothing"
    folder.mkdir()
    (folder / "empty.txt").write_text("", encoding="utf-8")
    (folder / "blank.txt").write_text("   \n\n", encoding="utf-8")
    (folder / "image.png").write_bytes(bytes(range(256)) * 20)
    kept_after(qtbot, tab, lambda: tab.open_path(folder), "readable text", "kept")

def test_documents_of_stop_words_only(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    documents(qtbot, tab)
    folder = tmp_path / "stop"
    for i in range(6):
        (folder / ("ab"[i % 2])).mkdir(parents=True, exist_ok=True)
        (folder / "ab"[i % 2] / f"{i}.txt").write_text("the of and a to in is it " * 3,
                                                       encoding="utf-8")
    kept_after(qtbot, tab, lambda: tab.open_path(folder), "stop word")

def test_a_corpus_csv_without_labels(qtbot, make_tab, tmp_path, monkeypatch):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    path = tmp_path / "texts.csv"
    path.write_text("\n".join(f"document number {i} about rivers and banks" for i in range(20)),
                    encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    choose(qtbot, tab.doc_source_combo, "spam corpus CSV/TSV…")
    press(qtbot, tab, "doc_open_button")
    qtbot.waitUntil(lambda: not tab.documents.panel.busy and tab.messages.kind is not None,
                    timeout=20_000)
    assert tab.messages.kind == "error"     # it says what a corpus CSV needs, keeps the rest
    text = tab.messages.text()
    assert "label" in text and "one" in text and "kept" in text
    assert tab.docs is docs

def test_more_components_or_clusters_than_documents(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    write_folder(tmp_path / "few", 6)
    tab.open_path(tmp_path / "few")
    qtbot.waitUntil(lambda: tab.messages.kind is not None and not tab.documents.panel.busy,
                    timeout=20_000)
    # k = 10 concepts asked of 6 documents: refused with the reason and what to choose
    assert tab.messages.kind == "error" and tab.docs is None
    assert "at most 5" in tab.messages.text() and "kept" in tab.messages.text()
    tab.doc_components_spin.setValue(2)
    press(qtbot, tab, "doc_build_button")
    qtbot.waitUntil(lambda: tab.docs is not None and len(tab.X) == 6, timeout=20_000)
    tab.k_spin.setValue(8)                 # more clusters than documents
    press(qtbot, tab, "step_button")
    qtbot.waitUntil(lambda: tab.messages.kind == "error", timeout=5000)
    assert "8" in tab.messages.text() and "6" in tab.messages.text()
    assert len(tab.X) == 6

def test_switching_the_corpus_mid_job_runs_only_the_last(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    write_folder(tmp_path / "big", 2000)
    tab.open_path(tmp_path / "big")
    qtbot.waitUntil(lambda: tab.documents.panel.busy, timeout=5000)
    choose(qtbot, tab.doc_source_combo, "spam sample (Spam tab's)")
    press(qtbot, tab, "doc_build_button")
    qtbot.waitUntil(lambda: tab.docs is not docs and not tab.documents.panel.busy,
                    timeout=60_000)
    qtbot.wait(100)
    assert tab.docs.corpus.kind == "spam"          # the folder read was replaced, not shown

def test_choosing_another_corpus_mid_read_cancels_the_read(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    docs = documents(qtbot, tab)
    write_folder(tmp_path / "big", 3000)
    tab.open_path(tmp_path / "big")
    qtbot.waitUntil(lambda: tab.documents.panel.busy, timeout=5000)
    choose(qtbot, tab.doc_source_combo, "spam sample (Spam tab's)")
    qtbot.waitUntil(lambda: not tab.documents.panel.busy, timeout=10_000)
    qtbot.wait(200)
    assert "Cancelled" in tab.messages.text() and "kept" in tab.messages.text()
    assert tab.docs is docs

def test_closing_the_tab_mid_job_stops_it(qtbot, make_tab, tmp_path):
    tab = make_tab(ClusteringTab)
    documents(qtbot, tab)
    write_folder(tmp_path / "big", 2000)
    page = tab.reduce_view.pages["MDS"]
    choose(qtbot, tab.doc_method_combo, "SMACOF (metric MDS)")
    documents(qtbot, tab)
    show_view(qtbot, tab, tab.reduce_view)
    press(qtbot, page, "smacof_run_button")          # a live SMACOF run …
    qtbot.waitUntil(lambda: page.driver.runner.active, timeout=5000)
    tab.open_path(tmp_path / "big")                  # … and a folder being read
    qtbot.waitUntil(lambda: tab.documents.panel.busy, timeout=5000)
    tab.shutdown()
    qtbot.waitUntil(lambda: not tab.documents.panel.busy and not page.driver.runner.active,
                    timeout=10_000)
    qtbot.wait(100)
    assert page.driver.runner.state == "cancelled" and tab.docs.corpus.kind == "sample"

def test_undo_after_a_documents_load_and_build_again(qtbot, make_tab):
    tab = make_tab(ClusteringTab)
    X0 = tab.X.copy()
    docs = documents(qtbot, tab)
    press(qtbot, tab, "undo_button")
    assert tab.docs is None
    np.testing.assert_array_equal(tab.X, X0)
    press(qtbot, tab, "redo_button")
    assert tab.docs is docs
    press(qtbot, tab, "undo_button")
    press(qtbot, tab, "doc_build_button")       # build again: the documents come back
    qtbot.waitUntil(lambda: tab.docs is not None, timeout=30_000)
    assert tab.docs.corpus.kind == "sample"
