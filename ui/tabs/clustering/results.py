"""What the Clustering tab does with a run's steps: the objective curves, the status line at the
end, cancellation and failure messages. A mixin of :class:`ClusteringTab` (which provides
``controls``, ``history``, ``history_plot``, ``messages``, ``_series`` and ``_run_meta``)."""
from __future__ import annotations

from . import scene as clustering_scene
from ... import style


class RunResults:
    def _cancelled(self):
        self.controls.status.setText(f"Cancelled after {len(self.history) - 1} steps; the steps "
                                     "so far are kept. Reset to start again.")

    def _on_reset(self):
        if getattr(self, "predict", None) is not None:   # no question outlives its run
            self.predict.clear()
        self._series = {}
        self.history_plot.clear_series()
        self.controls.set_progress(0, self.max_iter_spin.value())
        self.controls.status.setText("Step or Run to start.")

    def _on_steps(self, batch, start):
        for i, s in enumerate(batch, start):
            for name, value in clustering_scene.objective(s):
                xs, ys = self._series.setdefault(name, ([], []))
                xs.append(i)
                ys.append(value)
            if getattr(s, "warning", None):
                self.messages.warning(s.warning)
        last = batch[-1]
        self.controls.set_progress(last.iteration, self._run_meta.get("max_iter", 1))
        self._update_series()
        self._redraw.start()

    def _update_series(self):
        colors = [style.categorical(0), style.categorical(1)]
        for (name, (xs, ys)), rgb in zip(self._series.items(), colors):
            self.history_plot.set_series(name, xs, ys, rgb, dashed=name.startswith("bound"))
        gmm = self._run_meta.get("algorithm", "").startswith("Gaussian")
        self.history_plot.show_gap(gmm)
        self.history_plot.set_title({"k-means": "cost J", "k-medoids": "cost J (distances)",
                                     "soft k-means": "free energy F"}.get(
                                         self._run_meta.get("algorithm"), "L(θ) and F(q, θ)"))
        if gmm and self._series:
            steps = [s for s in self.history[1:] if s.phase == "M"]
            idx = [i for i, s in enumerate(self.history) if s is not None and s.phase == "M"]
            self.history_plot.set_gap(idx, [s.kl_gap for s in steps])

    def _on_finished(self):
        last = self.history[-1]
        if getattr(last, "converged", False):
            done = "converged"
        elif getattr(last, "stopped", None) == "max_iter":
            done = "stopped at the iteration cap (not converged)"
        else:
            done = "stopped"
        self.controls.status.setText(f"{self._run_meta.get('algorithm')}: {done} after "
                                     f"{getattr(last, 'iteration', 0)} iteration(s), "
                                     f"{len(self.history) - 1} steps · seed "
                                     f"{self._run_meta.get('seed')}. Reset to run again.")
        self.controls.set_progress(getattr(last, "iteration", 0),
                                   self._run_meta.get("max_iter", 1))
        if self.docs is not None:       # the Documents view summarises the final clusters
            self.documents_view.set_clusters(getattr(self.current_step(), "labels", None))

    def _on_failed(self, message):
        self.messages.error(f"The run stopped: {message.rstrip('.')}. The steps so far are kept.")

