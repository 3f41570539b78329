"""Sample data written or generated for this project (the ``make_*.py`` scripts here), shipped as
package data so that a plain ``pip install .`` or a wheel finds it too."""
from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def path(*parts: str) -> Path:
    """The file or folder ``parts`` under the installed ``resources`` package, as a real path."""
    return Path(str(files(__name__).joinpath(*parts)))
