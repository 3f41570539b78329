"""Workflows: the engine's algorithms chained into the tasks a student (or a script) does, each a
module named by its task, never by a view:

- :mod:`~engine.workflows.spam_filtering` — a labelled corpus to compared filters: features,
  evaluation on a split or folds, stepped logistic regression, term scores, top-k retraining;
- :mod:`~engine.workflows.tagging` — a tagged corpus to an evaluated tagger: read, split, train,
  compare orders, TnT's beam study, the chain of tags, save and reopen;
- :mod:`~engine.workflows.documents` — a folder of texts to points: read, weight, filter, reduce
  (LSI, PCA, MDS), and the studies of a reduction (power method, SMACOF, a query, clusters);
- :mod:`~engine.workflows.clustering` — points read or generated, k-means against k-medoids
  (restarts cancellable), and choosing K;
- :mod:`~engine.workflows.classification` — labelled 2-D points, multiclass schemes on a grid,
  and every classifier compared (fits and folds cancellable);
- :mod:`~engine.workflows.text_processing` — files to counted tokens, normalisation, sentence
  splitting, collocations, an edit-distance table with its alignments;
- :mod:`~engine.workflows.language_models` — n-gram models trained and compared on held-out
  sentences, probed, sampled, used for spelling correction, saved and reopened;
- :mod:`~engine.workflows.korean_text` — Korean text as morphemes: eojeols split by Kiwi and
  counted before and after, collocations with stop words by tag, correction at the jamo level;
- :mod:`~engine.workflows.parsing` — a grammar with its CNF stages listed, and a parse's tags
  against an HMM tagger's.

Every ``iter_*`` function is a *job*: it checks its arguments when called, then its generator
yields :class:`engine.Progress` between chunks of work (the chances to cancel) and **returns**
one frozen dataclass; :func:`engine.run_job` runs one in a script, with optional ``progress``
and ``cancel`` hooks. The workflows sit above every topic package: nothing below imports them
(``tests/test_architecture.py`` checks the layers).
"""
