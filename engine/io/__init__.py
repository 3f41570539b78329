"""Reading and writing the files students bring."""
from .points import PointTable, iter_read_points, read_points, write_points
from .text import decode_bytes, read_text

__all__ = ["PointTable", "iter_read_points", "read_points", "write_points", "read_text", "decode_bytes"]
