"""How the Clustering tab shows data of more than two columns: the "Show" choices (PCA, a pair
of columns, or the 3-D layout: columns 1–2 in the main view beside 1–3 in a second view whose
first axis is linked to the main one), and the data line under them. A mixin of
:class:`ClusteringTab` (which provides ``X``, ``docs``, ``columns``, ``proj``, ``proj2``,
``view``, ``view2``, ``view_combo``, ``data_info`` and ``_data_changed``)."""
from __future__ import annotations

from ...plots.point_view import DENSITY_THRESHOLD
from . import scene as clustering_scene
from .texts import tr


class DisplayChoices:
    def _update_view_choices(self, keep=False):
        """The "Show" choices for the data's columns (``keep``: the same choices, shown again
        in the interface's language)."""
        if keep:
            self.view_combo.retranslate(clustering_scene.shown_choice)
            return
        choices = clustering_scene.view_choices(self.columns)
        self.view_combo.blockSignals(True)
        self.view_combo.clear()
        self.view_combo.set_keys(choices, clustering_scene.shown_choice)
        if self._want_two_views and len(choices) > 1:
            self.view_combo.setCurrentIndex(len(choices) - 1)    # the 3-D layout
        elif self.docs is not None and len(choices) > 1:
            self.view_combo.setCurrentIndex(1)     # documents: the first two components
        self._want_two_views = False
        self.view_combo.setEnabled(bool(choices))
        self.view_combo.blockSignals(False)

    _want_two_views = False

    def _two_views(self):
        """The 3-D layout: columns 1–2 in the main view, 1–3 beside it."""
        return self.X.shape[1] >= 3 and self.view_combo.key() == clustering_scene.TWO_VIEWS

    def _pair(self):
        i = self.view_combo.currentIndex()
        d = self.X.shape[1]
        if self._two_views():
            return (0, 1)
        if d <= 2 or i <= 0:
            return None
        return clustering_scene.column_pairs(d)[i - 1]

    def _view_changed(self, _):
        self._data_changed("view")

    def _describe_data(self, editable):
        n, d = self.X.shape
        text = tr("{n} points, {d} dimension(s).").format(n=f"{n:,}", d=d)
        if self.docs is not None:
            text = tr("{n} documents as points: {d} {kind} component(s).").format(
                n=f"{n:,}", d=d, kind=self.docs.kind)
        if n > DENSITY_THRESHOLD:
            text += " " + tr("Drawn as a density image; editing is off for this many points.")
        elif not editable:
            text += " " + tr("Editing works on 2-D data.")
        self.data_info.setText(text + (" " + self.proj.describe() if self.proj.describe() else ""))

    def _show_second_view(self, two, what):
        """The 3-D layout's second view: the points by columns 1 and 3 (not editable)."""
        self.view2.setVisible(two)
        if not two:
            return
        self.view2.set_points(self.proj2.points(self.X), editable=False)
        bottom, left = self.proj2.axis_names(self.columns)
        self.view2.setLabel("left", left)
        self.view2.setLabel("bottom", bottom)
        if what not in ("add", "move", "delete", "spray"):
            self.view2.enableAutoRange()
