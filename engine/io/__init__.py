"""Reading and writing the files students bring."""
from .points import PointTable, iter_read_points, read_points, write_points
from .text import TextFile, decode_bytes, decode_text, list_text_files, read_text, read_text_file

__all__ = ["PointTable", "TextFile", "decode_bytes", "decode_text", "iter_read_points",
           "list_text_files", "read_points", "read_text", "read_text_file", "write_points"]
