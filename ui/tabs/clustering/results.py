"""What the Clustering tab does with a run's steps: the objective curves, the status line at the
end, cancellation and failure messages. A mixin of :class:`ClusteringTab` (which provides
``controls``, ``history``, ``history_plot``, ``messages``, ``_series`` and ``_run_meta``)."""
from __future__ import annotations

from . import scene as clustering_scene
from ... import style
from .texts import tr


def _rounds(step) -> int:
    """How far the run is, in the unit of Max iter: iterations, or epochs for online k-means
    (whose ``iteration`` counts one-point updates)."""
    return int(getattr(step, "epoch", getattr(step, "iteration", 0)) or 0)


class RunResults:
    def _cancelled(self):
        self.controls.status.setText(tr(
            "Cancelled after %n step(s); the steps so far are kept. Reset to start again.", "",
            len(self.history) - 1))

    def _on_reset(self):
        if getattr(self, "predict", None) is not None:   # no question outlives its run
            self.predict.clear()
        self.messages.clear_message()    # a message belongs to the run it was said in
        self._series = {}
        self.history_plot.clear_series()
        self.controls.set_progress(0, self.max_iter_spin.value())
        self.controls.status.setText(tr("Step or Run to start."))

    def _on_steps(self, batch, start):
        for i, s in enumerate(batch, start):
            for name, value in clustering_scene.objective(s):
                xs, ys = self._series.setdefault(name, ([], []))
                xs.append(i)
                ys.append(value)
            if getattr(s, "warning", None):
                self.messages.warning(s.warning)
        last = batch[-1]
        self.controls.set_progress(_rounds(last), self._run_meta.get("max_iter", 1))
        self._update_series()
        self._redraw.start()

    def _update_series(self):
        colors = [style.categorical(0), style.categorical(1)]
        for (name, (xs, ys)), rgb in zip(self._series.items(), colors):
            self.history_plot.set_series(tr(name), xs, ys, rgb, dashed=name.startswith("bound"))
        gmm = self._run_meta.get("algorithm", "").startswith("Gaussian")
        self.history_plot.show_gap(gmm)
        titles = {"k-means": tr("cost J"), "k-medoids": tr("cost J (distances)"),
                  "soft k-means": tr("free energy F"),
                  "online k-means": tr("sample cost ‖x − μ_k‖²")}
        self.history_plot.set_title(titles.get(self._run_meta.get("algorithm"),
                                               tr("L(θ) and F(q, θ)")),
                                    bottom=tr("KL gap L − F"))
        for plot in (self.history_plot.top, self.history_plot.bottom):
            plot.setLabel("bottom", tr("step"))
        if gmm and self._series:
            steps = [s for s in self.history[1:] if s.phase == "M"]
            idx = [i for i, s in enumerate(self.history) if s is not None and s.phase == "M"]
            self.history_plot.set_gap(idx, [s.kl_gap for s in steps])

    def _retranslate_series(self):
        """The curves again under their names in the interface's language."""
        series, self._series = self._series, {}
        self.history_plot.clear_series()
        self._series = series
        if series:
            self._update_series()
        else:
            self.history_plot.set_title("", bottom=tr("KL gap L − F"))
            for plot in (self.history_plot.top, self.history_plot.bottom):
                plot.setLabel("bottom", tr("step"))

    def _say_run_state(self):
        """The status line of the run on show, in the interface's language."""
        if len(self.history) > 1 and not self.runner.active:
            self._on_finished(summarise=False)
        elif len(self.history) <= 1:
            self.controls.status.setText(tr("Step or Run to start."))

    def _on_finished(self, summarise=True):
        last = self.history[-1]
        if getattr(last, "converged", False):
            done = tr("converged")
        elif getattr(last, "stopped", None) == "max_iter":
            done = tr("stopped at the iteration cap (not converged)")
        else:
            done = tr("stopped")
        template = (tr("{algorithm}: {done} after {iterations} epoch(s), {steps} one-point "
                       "updates · seed {seed}. Reset to run again.")
                    if hasattr(last, "epoch") else
                    tr("{algorithm}: {done} after {iterations} iteration(s), {steps} steps · seed "
                       "{seed}. Reset to run again."))
        self.controls.status.setText(template.format(
                algorithm=tr(self._run_meta.get("algorithm", "")), done=done,
                iterations=_rounds(last), steps=len(self.history) - 1,
                seed=self._run_meta.get("seed")))
        self.controls.set_progress(_rounds(last),
                                   self._run_meta.get("max_iter", 1))
        if summarise and self.docs is not None:   # the Documents view summarises the clusters
            self.documents_view.set_clusters(getattr(self.current_step(), "labels", None))

    def _on_failed(self, message):
        self.messages.error(lambda: tr("The run stopped: {message}. The steps so far are kept."),
                            message=message.rstrip("."))
