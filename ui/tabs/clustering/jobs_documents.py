"""Jobs of the Documents source: thin names over :mod:`engine.workflows.documents`, where the
documents pipeline lives (read a corpus, weight and filter its terms, reduce it to points, and
the Reduction view's studies: power iteration, SMACOF, a query, cluster terms)."""
from __future__ import annotations

from engine.workflows.documents import (METHODS, SHEPARD_PAIRS, WEIGHTINGS, ClusterRow,
                                        ClusterSummary, Corpus, DocumentSet, DocumentSettings,
                                        HeatMap, PowerRun, QueryResult, Reduced, Source,
                                        heat_map, iter_build_points, iter_cluster_summary,
                                        iter_documents, iter_power, iter_query,
                                        iter_read_corpus, smacof_steps, source_for,
                                        thin_configurations)

__all__ = ["METHODS", "SHEPARD_PAIRS", "WEIGHTINGS", "ClusterRow", "ClusterSummary", "Corpus",
           "DocumentSet", "DocumentSettings", "HeatMap", "PowerRun", "QueryResult", "Reduced",
           "Source", "build_points", "cluster_summary_job", "documents_job", "heat_map",
           "power_job", "query_job", "read_corpus", "smacof_steps", "source_for",
           "thin_configurations"]

documents_job = iter_documents
read_corpus = iter_read_corpus
build_points = iter_build_points
cluster_summary_job = iter_cluster_summary
power_job = iter_power
query_job = iter_query
