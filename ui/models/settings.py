"""One settings path for every view's parameters: they are remembered between runs as JSON in
a plain mapping (a dict in tests and scripts; ``ui.settings_store.QSettingsStore`` in the app,
which keeps them in QSettings)."""
from __future__ import annotations

import json
from collections.abc import MutableMapping

from engine import DataError

from .params import Params

PREFIX = "models/"


class Settings:
    """``settings.load(ClusteringParams)`` gives the parameters saved last time (or the
    defaults when none were, or when what was saved is no longer valid);
    ``settings.save(params)`` remembers them."""

    def __init__(self, store: MutableMapping | None = None):
        self.store = {} if store is None else store

    def key(self, cls) -> str:
        return f"{PREFIX}{cls.kind}"

    def load(self, cls: type[Params]) -> Params:
        raw = self.store.get(self.key(cls))
        if not raw:
            return cls()
        try:
            return cls.from_json(json.loads(raw))
        except (DataError, ValueError, TypeError):
            # settings of an older version, or edited by hand: the defaults, not a crash
            return cls()

    def save(self, params: Params) -> None:
        self.store[self.key(type(params))] = json.dumps(params.to_json(), allow_nan=False)

    def remember(self, model) -> None:
        """Save ``model.params`` now and whenever they change."""
        self.save(model.params)
        model.on_change("params", self.save)
