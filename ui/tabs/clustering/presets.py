"""The notes' clustering examples as one-click presets (issue 26): each sets the data (a
generator or a shipped sample) and the run's parameters, and says in the message bar what to
watch. Plain data; :func:`apply` sets the tab's widgets through its binding."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QT_TR_NOOP

from ...models import ClusteringParams
from .texts import tr

CHOOSE = QT_TR_NOOP("Examples of the notes…")


@dataclass(frozen=True)
class Preset:
    """``generate``: (data set, points, outliers %, data seed); ``sample``: a file of
    ``resources/points`` instead; ``params``: the run's ClusteringParams fields."""
    name: str
    note: str
    params: dict = field(default_factory=dict)
    generate: tuple | None = None
    sample: str | None = None


PRESETS = (
    Preset(QT_TR_NOOP("[ML] 10 · the coins: three coin types told apart by weight"),
           QT_TR_NOOP("The notes' coin example: 1-D weights of three coin types. EM with "
                      "spherical Gaussians finds the three density curves; Step to watch the "
                      "E and M steps and L(θ) never fall."),
           dict(algorithm="Gaussian mixture (EM)", n_clusters=3, covariance_type="spherical",
                seed=0), generate=("coins (1-D)", 300, 0, 1)),
    Preset(QT_TR_NOOP("[ML] 9 · restarts matter: two centres in one blob"),
           QT_TR_NOOP("One k-means++ run of seed 0 ends with two centres in one blob: a local "
                      "minimum. Run it, then raise Restarts to 10 and run again: the lowest "
                      "cost J of the restarts is kept."),
           dict(algorithm="k-means", n_clusters=5, init="k-means++", n_init=1, seed=0),
           sample="five_blobs_restarts.csv"),
    Preset(QT_TR_NOOP("[ML] 9 · outliers: k-medoids stays on the data"),
           QT_TR_NOOP("Blobs with 10 % outliers. k-medoids' centres are data points and its "
                      "cost is not squared, so the outliers barely pull them; compare with "
                      "k-means in the view 'k-means vs k-medoids'."),
           dict(algorithm="k-medoids", n_clusters=3, seed=0), generate=("blobs", 300, 10, 1)),
    Preset(QT_TR_NOOP("[ML] 9 · soft k-means: β from soft to hard"),
           QT_TR_NOOP("Soft k-means with a small β = 0.3: every point is shared between the "
                      "centres (mixed colours). Raise β and run again: at large β the "
                      "responsibilities become 0/1 and soft k-means is k-means."),
           dict(algorithm="soft k-means", n_clusters=3, beta=10 ** -0.5, seed=0),
           generate=("blobs", 300, 0, 1)),
    Preset(QT_TR_NOOP("[ML] 9 · EM with the notes' isotropic Gaussians"),
           QT_TR_NOOP("Unequal variances fitted by the notes' spherical σ²I Gaussians: each "
                      "component's ellipse is a circle. Switch Covariance to full to see what "
                      "the isotropic model misses."),
           dict(algorithm="Gaussian mixture (EM)", n_clusters=3, covariance_type="spherical",
                seed=0), generate=("unequal variance", 300, 0, 1)),
    Preset(QT_TR_NOOP("[ML] 9 · online k-means: one point at a time"),
           QT_TR_NOOP("Each Step is one point: only its nearest centre moves, by η = 1/n_k "
                      "(each centre the running mean of its points)."),
           dict(algorithm="online k-means", n_clusters=3, init="random", max_iter=20, seed=0),
           generate=("blobs", 300, 0, 1)),
)


def names() -> list[str]:
    return [CHOOSE] + [p.name for p in PRESETS]


def apply(tab, name: str) -> bool:
    """Set the tab to the preset called ``name`` (an English key); False for none."""
    preset = next((p for p in PRESETS if p.name == name), None)
    if preset is None:
        return False
    tab.binding.show_params(ClusteringParams(**preset.params))
    note = tr(preset.note)
    if preset.sample is not None:
        tab.source_combo.setCurrentText("points")
        tab.preset_note = note           # said again once the file has been read
        tab.open_path(tab.SAMPLES / preset.sample)
    else:
        dataset, n, outliers, seed = preset.generate
        tab.source_combo.setCurrentText("points")
        tab.dataset_combo.setCurrentText(dataset)
        tab.n_points_spin.setValue(n)
        tab.outliers_spin.setValue(outliers)
        tab.data_seed_spin.setValue(seed)
        tab.generate()
        tab.binding.show_params(ClusteringParams(**preset.params))   # generate() may switch
        tab.messages.info(note)
    return True
