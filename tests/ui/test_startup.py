"""Start-up: the window's first frame needs neither pyqtgraph nor the sample's analysis. The
Text tab's Tokens view is painted with places for its two plots; the plots are made on the
event loop's turn after that paint, in the same places, and then show the sample."""
import os
import subprocess
import sys
from pathlib import Path

from ui.tabs.text.tab import TextTab
from ui.tabs.text.views import TokensView

ROOT = Path(__file__).resolve().parents[2]


def test_the_first_frame_imports_neither_pyqtgraph_nor_nltk(tmp_path):
    # main.py as a student starts it, in a fresh process with no remembered settings; its
    # probe repaints the whole window, says "painted" and the heavy modules loaded by then
    env = dict(os.environ, TRELLIS_STARTUP_PROBE="1", QT_QPA_PLATFORM="offscreen",
               XDG_CONFIG_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, str(ROOT / "main.py")], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=120)
    lines = [line for line in out.stdout.splitlines() if line.startswith("painted")]
    assert lines == ["painted"], (out.stdout, out.stderr[-2000:])


def test_the_tokens_view_is_painted_with_places_and_its_plots_come_after_in_them(qtbot):
    view = TokensView()
    qtbot.addWidget(view)
    view.resize(960, 600)
    at_first_paint = []
    view.zipf_slot.painted.connect(lambda: at_first_paint.append(
        (view.zipf is not None, _plot_widgets(view), _places(view))))
    view.show()                       # nothing is painted until the event loop runs
    qtbot.waitUntil(lambda: view.zipf is not None, timeout=10_000)
    made, plots, places = at_first_paint[0]
    assert not made and plots == 0
    qtbot.waitUntil(lambda: view.zipf.isVisible() and view.growth.isVisible())
    for plot, slot in ((view.zipf, view.zipf_slot), (view.growth, view.growth_slot)):
        qtbot.waitUntil(lambda p=plot, s=slot: p.geometry() == s.rect())   # fills its place
    assert _plot_widgets(view) == 2
    assert _places(view) == places                     # nothing moved when the plots came
    assert "Appears when a text is loaded." in view.zipf.getPlotItem()._empty_label.toPlainText()


def test_the_text_tab_reads_its_sample_once_its_first_frame_is_out(qtbot):
    tab = TextTab()
    qtbot.addWidget(tab)
    tab.resize(1280, 720)
    tab.show()                        # builds the views; the loop paints them
    view = tab.tokens_view
    at_first_paint = []
    view.zipf_slot.painted.connect(lambda: at_first_paint.append(
        (view.zipf is not None, _plot_widgets(tab), tab.panel.busy or tab.analysis is not None)))
    qtbot.waitUntil(lambda: view.zipf is not None, timeout=10_000)
    assert at_first_paint[0] == (False, 0, False)
    qtbot.waitUntil(lambda: not tab.panel.busy and tab.analysis is not None, timeout=30_000)
    assert len(view.zipf_curve.getData()[0]) == len(tab.opened.zipf_points[0]) > 10
    assert len(view.growth_curve.getData()[0]) > 1


def test_plots_made_after_the_analysis_arrived_show_it(qtbot):
    tab = TextTab()
    qtbot.addWidget(tab)
    tab.show()
    qtbot.waitUntil(lambda: not tab.panel.busy and tab.analysis is not None, timeout=30_000)
    view = TokensView()               # never shown: its plots are not made by themselves
    qtbot.addWidget(view)
    view.show_analysis(tab.opened)
    assert view.zipf is None and view.types.model.rowCount() == tab.analysis.counts.n_types
    view.build_plots()
    assert len(view.zipf_curve.getData()[0]) == len(tab.opened.zipf_points[0])
    assert view.zipf.getAxis("bottom").label.isVisible()
    assert "rank" in view.zipf.getAxis("bottom").labelText
    empty = getattr(view.zipf.getPlotItem(), "_empty_label", None)
    assert empty is None or not empty.isVisible()      # data, not the empty-state sentence


def _plot_widgets(widget) -> int:
    pg = sys.modules.get("pyqtgraph")
    return 0 if pg is None else len(widget.findChildren(pg.PlotWidget))


def _places(view):
    """Where the table and the plots' places are, and the least size the view asks for."""
    return [w.geometry() for w in (view.types, view.zipf_slot, view.growth_slot)] + [
        view.minimumSizeHint(), view.zipf_slot.parentWidget().minimumSizeHint()]
