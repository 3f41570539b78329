"""Reading and writing the files students bring."""
from .documents import (Documents, documents_from_corpus, iter_read_documents,
                        iter_sample_documents, read_documents, sample_path)
from .points import PointTable, iter_read_points, read_points, write_points
from .._validation import check_regular_file
from .text import TextFile, decode_bytes, decode_text, list_text_files, read_text, read_text_file
from .walk import FolderWalk

__all__ = ["check_regular_file", "FolderWalk", "Documents", "documents_from_corpus",
           "iter_read_documents", "iter_sample_documents", "read_documents", "sample_path",
           "PointTable", "TextFile", "decode_bytes", "decode_text", "iter_read_points",
           "list_text_files", "read_points", "read_text", "read_text_file", "write_points"]
