"""The bad-input contract the property tests check: a call returns its result, or raises
DataError/ValueError/TypeError from Trellis's own code (the raising frame is under engine/, so the
message is ours, not numpy's, csv's or a codec's) with a message."""
import traceback
from pathlib import Path

from engine import DataError

ENGINE = str(Path(__file__).resolve().parents[2] / "engine")


def call(fn, *args, **kwargs):
    """``fn(...)``'s result, or None when it refused the input as the contract says."""
    try:
        return fn(*args, **kwargs)
    except (DataError, ValueError, TypeError) as exc:
        frames = traceback.extract_tb(exc.__traceback__)
        assert frames and frames[-1].filename.startswith(ENGINE), (
            f"{type(exc).__name__} from outside the engine: {exc!r} at {frames[-1].filename}")
        assert str(exc).strip(), "an error without a message"
        return None
