"""Jobs of the SVM tab: thin names over :mod:`engine.workflows.classification` (labelled points
read from a file, the multiclass schemes on a grid); each yields :class:`engine.Progress` and
returns one frozen dataclass."""
from __future__ import annotations

from engine.workflows.classification import (LabelledPoints, MulticlassRegions, Regions,
                                             iter_multiclass_regions, iter_read_labelled)

__all__ = ["LabelledPoints", "MulticlassRegions", "Regions", "multiclass_job",
           "read_labelled_job"]

read_labelled_job = iter_read_labelled
multiclass_job = iter_multiclass_regions
