"""AlgorithmRunner: runs an engine generator (steps of an algorithm, or a job) on a worker thread,
gated by a StepGate.

A job is a generator that yields steps or :class:`engine.Progress` and *returns* its result (a
frozen dataclass); the runner sorts them once, here, so views never pick a batch apart. Every run
gets an id; batches, results and errors of an older run are dropped, so a parameter change during
a run never shows stale results. Each run is a :class:`GeneratorJob` on Qt's global thread pool.
"""
from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from engine import Progress

from . import i18n

from .step_gate import StepGate, drive


# what bad input or a bad file raises; anything else from a worker is a bug worth reporting
EXPECTED = (ValueError, TypeError, OSError, MemoryError)


POOL_THREADS = 32      # paused runs sleep on their step gate, each holding a pool thread


def _leave_room_for_paused_runs() -> None:
    """A paused run keeps its worker thread (it waits on its gate for the next Step), and Qt's
    pool has as many threads as cores: on a 2-core machine a paused k-means and a paused SMO
    left no thread for anything else (training a tagger waited forever). Sleeping threads cost
    no CPU, so the pool is made large enough for every view's paused run plus the jobs."""
    pool = QThreadPool.globalInstance()
    if pool.maxThreadCount() < POOL_THREADS:
        pool.setMaxThreadCount(POOL_THREADS)


class _JobSignals(QObject):
    # created on the GUI thread, so what the worker thread emits is queued to the GUI thread
    yielded = Signal(object)
    returned = Signal(object)
    errored = Signal(object)
    done = Signal()


class GeneratorJob(QRunnable):
    """Runs a generator on a pool thread: each yielded value is emitted as ``yielded``, the
    return value as ``returned``, an exception as ``errored``. ``quit()`` stops it at its next
    yield (nothing more is emitted but ``done``).

    Our own rather than superqt's worker: importing superqt costs a tenth of a second of
    start-up (its package imports every widget it has), and its worker hides a RuntimeError
    raised by the generator (it takes it for a deleted worker)."""

    _running: set = set()      # Python references kept until the pool is done with a job

    def __init__(self, generator):
        super().__init__()
        self._generator = generator
        self._quit = False
        self.signals = _JobSignals()
        self.yielded, self.returned = self.signals.yielded, self.signals.returned
        self.errored = self.signals.errored

    def start(self) -> None:
        GeneratorJob._running.add(self)
        self.signals.done.connect(lambda: GeneratorJob._running.discard(self))
        QThreadPool.globalInstance().start(self)

    def quit(self) -> None:
        self._quit = True

    def run(self) -> None:     # on the pool thread
        try:
            while not self._quit:
                try:
                    value = next(self._generator)
                except StopIteration as stop:
                    self._emit(self.signals.returned, stop.value)
                    break
                self._emit(self.signals.yielded, value)
        except Exception as exc:                # the runner tells bad input from a bug
            self._emit(self.signals.errored, exc)
        finally:
            # a run left at a yield (cancelled) is closed here, on its own thread, so its
            # `finally` blocks (a part file removed, a file closed) run now, not whenever the
            # collector finds the job
            generator, self._generator = self._generator, None
            try:
                generator.close()
            except Exception:           # a generator that fails to close: nothing to report
                pass
            self._emit(self.signals.done, force=True)

    def _emit(self, signal, *args, force: bool = False) -> None:
        """Emit unless the run was quit; a job whose signals went with their owner (the
        interpreter leaving with a run still on) stops quietly instead of raising on its
        thread."""
        if self._quit and not force:
            return
        if not shiboken6.isValid(self.signals):
            self._quit = True
            return
        try:
            signal.emit(*args)
        except RuntimeError:            # deleted between the check and the emit
            self._quit = True


class AlgorithmRunner(QObject):
    """Signals carry only the current run's output.

    ``steps(list)``        a batch of new steps, in order (never a ``Progress``)
    ``progress(Progress)`` the newest :class:`engine.Progress` of a batch (a job's Cancel
                          takes effect at the job's next yield: whole fits yield between
                          their stages and iterations, see :func:`engine.run_job`)
    ``result(object)``     the generator's return value, just before ``finished``
    ``finished()``         the generator was exhausted (the algorithm converged or stopped)
    ``failed(str)``        the algorithm raised; the message is meant for the user
    ``state_changed(str)`` one of "idle", "paused", "running", "finished", "cancelled", "failed"
    """

    steps = Signal(list)
    progress = Signal(Progress)
    result = Signal(object)
    finished = Signal()
    failed = Signal(str)
    state_changed = Signal(str)

    def __init__(self, parent=None):
        super().__init__(parent)
        self._run_id = 0
        self._gate = None
        self._worker = None
        self._interval = 0.0
        self.state = "idle"
        self.error: BaseException | None = None     # what the last failed run raised

    # -- control ---------------------------------------------------------------------------
    def start(self, step_iterator, *, run=False):
        """Cancel any current run and start a new one from ``step_iterator`` (paused unless
        ``run``). Returns the new run's id."""
        _leave_room_for_paused_runs()
        self.cancel(state="idle")
        self._run_id += 1
        run_id = self._run_id
        gate = StepGate()
        gate.set_interval(self._interval)
        worker = GeneratorJob(drive(step_iterator, gate))
        worker.yielded.connect(lambda batch, r=run_id: self._on_batch(r, batch))
        worker.returned.connect(lambda value, r=run_id: self._on_done(r, value))
        worker.errored.connect(lambda exc, r=run_id: self._on_error(r, exc))
        self._gate, self._worker = gate, worker
        worker.start()
        if run:
            self.run()
        else:
            self._set_state("paused")
        return run_id

    def step(self, n=1):
        if self.active:
            self._gate.step(n)
            self._set_state("paused")

    def run(self):
        if self.active:
            self._gate.run()
            self._set_state("running")

    def pause(self):
        if self.active:
            self._gate.pause()
            self._set_state("paused")

    def set_interval(self, seconds):
        """Delay between animated steps while running."""
        self._interval = seconds
        if self._gate is not None:
            self._gate.set_interval(seconds)

    def cancel(self, state="cancelled"):
        """Stop the current run; its pending results are dropped."""
        if self._gate is not None:
            self._gate.close()
            self._run_id += 1  # anything still in flight belongs to an old run now
            self._gate = None
            if self._worker is not None:
                self._worker.quit()
            self._worker = None
            self._set_state(state)

    @property
    def active(self):
        return self._gate is not None

    @staticmethod
    def wait_all(msecs=5000):
        """Block until every worker thread of the pool has ended (window close, tests)."""
        return QThreadPool.globalInstance().waitForDone(msecs)

    # -- worker callbacks (GUI thread) ------------------------------------------------------
    def _alive(self, run_id) -> bool:
        """The callback belongs to the current run of a runner that still exists (a runner
        deleted with its window while its worker finished gets no late call)."""
        return run_id == self._run_id and shiboken6.isValid(self)

    def _on_batch(self, run_id, batch):
        if not self._alive(run_id):
            return
        steps = [item for item in batch if not isinstance(item, Progress)]
        progress = [item for item in batch if isinstance(item, Progress)]
        if progress:
            self.progress.emit(progress[-1])
        if steps:
            self.steps.emit(steps)

    def _on_done(self, run_id, value):
        if self._alive(run_id):
            self._gate = self._worker = None
            self._set_state("finished")
            if value is not None:
                self.result.emit(value)
            self.finished.emit()

    def _on_error(self, run_id, exc):
        if self._alive(run_id):
            self._gate = self._worker = None
            self._set_state("failed")
            if not isinstance(exc, EXPECTED):
                # a bug, not bad input: the details go to the error dialog (and stderr) too
                from .errors import show_unexpected
                show_unexpected(type(exc), exc, exc.__traceback__)
            # a DataError's template in the language in force (ui.i18n.describe); the error is
            # kept so that a message bar can say it again in another language (JobPanel)
            self.error = exc
            self.failed.emit(i18n.describe(exc) or type(exc).__name__)

    def _set_state(self, state):
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)


def cancel_all(root: QObject) -> None:
    """Cancel every runner under ``root`` (a tab, the main window): shutdown finds them itself."""
    for runner in root.findChildren(AlgorithmRunner):
        runner.cancel()
