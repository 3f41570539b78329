"""The Spam tab's filter files and file dialogs (a mixin of :class:`SpamTab`): save the filter
chosen in Explain, load one, and the Open dialogs for corpora, filters and e-mails."""
from __future__ import annotations

from pathlib import Path

import resources
from engine import DataError
from engine.spam import SpamFilter

from ...widgets.files import ask_folder, ask_open_file, save_with_dialog
from .texts import select_data, tr

SAMPLE = resources.path("spam")


class FilterFiles:
    """Needs ``self.model``, ``self.messages``, ``self.explain_view``, ``self.views``,
    ``self.filters`` and ``self.open_path``."""

    def current_filter(self):
        return self.filters.get(self.explain_view.model_combo.currentData())

    def save_filter(self, path):
        """Write the filter chosen in Explain to exactly ``path`` and say so."""
        f = self.current_filter()
        if f is None:
            raise DataError("no filter trained yet; load a corpus first")
        f.save(path)
        self.messages.info(lambda n=len(f.vectorizer.feature_names_): tr(
                               "Saved the {model} filter (%n feature(s)) to {name}.", "",
                               n),
                           model=f.model, name=Path(path).name)

    def _save_filter_dialog(self):
        if self.current_filter() is None:
            self.messages.error(lambda: tr(
                                    "No filter to save yet: load a corpus first, the filter is "
                                    "trained on it."))
            return
        save_with_dialog(self, self.messages, tr("Save filter"), "filter.npz",
                         tr("Spam filter (*.npz)"), self.save_filter)

    def load_filter(self, path):
        try:
            f = SpamFilter.load(path)
        except DataError as exc:
            self.messages.error(lambda: tr("{reason} The current filter is kept."),
                                reason=exc)
            return False
        self.model.loaded = dict(self.model.loaded, **{f.model: f})
        select_data(self.explain_view.model_combo, f.model)
        self.explain_view.set_filters(self.filters, self.explain_view.documents)
        self.views.setCurrentWidget(self.explain_view)
        self.messages.info(lambda n=len(f.vectorizer.feature_names_): tr(
                               "Loaded a {model} filter (%n feature(s), classes {classes}) from "
                               "{name}. Type a message in Explain to classify it.", "",
                               n),
                           model=f.model, classes=", ".join(map(str, f.classes_)),
                           name=Path(path).name)
        return True

    def open_dialog(self):
        path = ask_folder(self, tr("Open corpus folder"), SAMPLE.parent)
        if path:
            self.open_path(path)

    def _open_file_dialog(self):
        path = ask_open_file(self, tr("Open corpus table, filter or e-mail"),
                             tr("Corpus or filter (*.csv *.tsv *.txt *.npz *.eml);;All files "
                                "(*)"))
        if path:
            self.open_path(path)

    def _load_filter_dialog(self):
        path = ask_open_file(self, tr("Load filter"), tr("Spam filter (*.npz)"))
        if path:
            self.load_filter(path)
