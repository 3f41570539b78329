"""Opening and saving from the Clustering tab: the points file dialogs, plot and history
exports. A mixin of :class:`ClusteringTab` (the tab provides ``messages``, ``X``, ``columns``,
``history`` and ``_series``); writers report failures in the message bar, never raise."""
from __future__ import annotations

import csv

from engine.io import write_points

from ...widgets.files import ask_open_file, save_with_dialog
from . import scene as clustering_scene
from .texts import tr


class ClusteringFiles:
    SAMPLES = None   # set by the tab module (resources.path("points"))

    def open_dialog(self):
        path = ask_open_file(self, tr("Load points"),
                             tr("Delimited text (*.csv *.tsv *.txt);;All files (*)"), self.SAMPLES)
        if path:
            self.open_path(path)

    def save_points(self, path):
        write_points(path, self.X, self.columns)

    def _save_dialog(self):
        save_with_dialog(self, self.messages, tr("Save points"), "points.csv", "CSV (*.csv)",
                         self.save_points)

    def _export_plot(self, plot):
        save_with_dialog(self, self.messages, tr("Export plot"), "plot.png",
                         tr("PNG image (*.png);;SVG vector (*.svg)"), plot.export)

    def export_history(self, path):
        """Write step, iteration, phase and every objective of the run to CSV."""
        names = list(self._series)
        with open(path, "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["step", "iteration", "phase"] + names)
            for i, s in enumerate(self.history[1:], 1):
                values = dict(clustering_scene.objective(s))
                w.writerow([i, s.iteration, s.phase] + [values.get(n, "") for n in names])

    def _export_history_dialog(self):
        save_with_dialog(self, self.messages, tr("Export history"), "history.csv", "CSV (*.csv)",
                         self.export_history)
