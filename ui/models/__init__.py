"""Qt-free state of the stepped views: evented models (parameters, data, run history with a
cursor, selection, message), the settings path and the ``.trellis`` session file. Nothing
here imports PySide6 or pyqtgraph (``tests/models`` checks)."""
from .evented import Evented
from .history import History, HistoryFull
from .params import (PARAMS, ClusteringParams, EditDistanceParams, Params, SmoParams,
                     TrellisParams)
from .session import (Session, SessionError, Source, open_into, read_session, sha256_of,
                      write_session)
from .settings import Settings
from .views import (MODELS, ClusteringRunModel, EditDistanceModel, RunModel, SvmRunModel,
                    TrellisModel, ViewState)
from .spam import CorpusRef, SpamModel, SpamParams   # registers the Spam tab's model

__all__ = ["Evented", "History", "HistoryFull", "PARAMS", "ClusteringParams",
           "EditDistanceParams", "Params", "SmoParams", "TrellisParams", "Session",
           "SessionError", "Source", "open_into", "read_session", "sha256_of", "write_session", "Settings",
           "MODELS", "ClusteringRunModel", "EditDistanceModel", "RunModel", "SvmRunModel",
           "TrellisModel", "ViewState", "CorpusRef", "SpamModel", "SpamParams"]
