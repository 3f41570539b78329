"""Type aliases of the reduce package's public signatures."""
from __future__ import annotations

from typing import Union

import scipy.sparse as sp
from numpy.typing import ArrayLike

# A dense array-like (documents/points × features) or a SciPy sparse matrix.
Matrix = Union[ArrayLike, sp.spmatrix, sp.sparray]
