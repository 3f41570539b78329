"""Reading and writing the files students bring."""
from .points import read_points, write_points

__all__ = ["read_points", "write_points"]
