"""N-gram language models: maximum likelihood, add-one (Laplace), add-k (Lidstone), linear
interpolation with λs fitted by EM on held-out sentences, and interpolated Kneser–Ney
(course chapter "[NLP] 3. Language Modeling"; Jurafsky and Martin, ch. "N-gram Language
Models").

Every sentence is padded with n−1 ``<s>`` before and one ``</s>`` after, so each word (and the
end of the sentence) is predicted from exactly n−1 earlier tokens; ``<s>`` is never predicted.
The vocabulary V holds the training words seen at least ``unk_cutoff`` times, ``</s>`` and
``<UNK>`` (what every other word becomes); every distribution is over V.

One module per concern, all of it public from here (and from :mod:`engine.text`):

- :mod:`.corpus` — the padding symbols, the check of the sentences, the held-out split;
- :mod:`.counting` — the vocabulary and every order's n-gram counts, coded as integers;
- :mod:`.smoothing` — the five estimates of P(w | h) from those counts, with
  :mod:`.interpolation` (its components and EM for its λs) and :mod:`.kneser_ney`;
- :mod:`.scoring` — cross-entropy, perplexity and a sentence's probability word by word;
- :mod:`.generation` — sampling text, and the longest span it copied from the training text;
- :mod:`.model` — :class:`NgramModel`, the estimator over all of these, and its explanation of
  one probability (:class:`Level`); :mod:`.model_file` its file format;
- :mod:`.study` — every (order, smoothing) scored on the same held-out sentences.
"""
from .corpus import BOS, EOS, UNK, check_sentences, split_heldout
from .generation import longest_copied_span
from .interpolation import LambdaStep
from .model import MAX_ORDER, Level, NgramModel
from .scoring import Evaluation, WordScore
from .smoothing import SMOOTHING_NAMES, SMOOTHINGS
from .study import Comparison, Score, iter_compare

__all__ = [
    "BOS", "EOS", "UNK", "MAX_ORDER", "SMOOTHINGS", "SMOOTHING_NAMES", "check_sentences",
    "Comparison", "Evaluation", "LambdaStep", "Level", "NgramModel", "Score", "WordScore",
    "iter_compare", "longest_copied_span", "split_heldout",
]
