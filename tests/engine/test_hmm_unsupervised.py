"""Baum–Welch on a corpus with its tags hidden: the words as symbols (the most frequent kept,
the rest <unk>), and the many-to-one reading of the fitted states, checked against
scikit-learn's confusion matrix of the same Viterbi states."""
import numpy as np
import pytest
from sklearn.metrics import confusion_matrix

from engine import DataError
from engine.hmm import DiscreteHMM, parse_tagged
from engine.hmm.unsupervised import corpus_sequences, many_to_one, top_symbols

CORPUS = parse_tagged("The/DT dog/NN runs/VB ./.\nA/DT cat/NN sleeps/VB ./.\n"
                      "the/DT dog/NN sleeps/VB ./.\nthe/DT cat/NN runs/VB fast/RB ./.\n" * 3)


def test_words_become_symbols_most_frequent_first_the_rest_unknown():
    data = corpus_sequences(CORPUS, max_symbols=4, max_sentences=4)
    # "." 4×, "the" 3× (The, the, the), then four words twice: the first seen (dog) is kept
    assert data.symbols == (".", "the", "dog", "<unk>")
    assert len(data.sequences) == 4 and data.n_tokens == 17
    first = [data.symbols[i] for i in data.sequences[0]]
    assert first == ["the", "dog", "<unk>", "."]             # lower-cased; "runs" not kept
    assert [data.tag_names[t] for t in data.tags[3]] == ["DT", "NN", "VB", "RB", "."]
    with pytest.raises(DataError):
        corpus_sequences([])


def test_many_to_one_reads_states_as_the_tags_they_cover():
    data = corpus_sequences(CORPUS)
    model = DiscreteHMM(len(data.tag_names), len(data.symbols), n_iter=30,
                        random_state=0).fit(list(data.sequences))
    got = many_to_one(model, data)
    states = np.concatenate([model.decode(s)[1] for s in data.sequences])
    tags = np.concatenate(data.tags)
    C = confusion_matrix(states, tags, labels=np.arange(max(model.n_components,
                                                           len(data.tag_names))))
    C = C[:model.n_components, :len(data.tag_names)]
    np.testing.assert_array_equal(got.confusion, C)
    assert got.accuracy == pytest.approx(C.max(axis=1).sum() / len(tags))
    assert got.accuracy > 0.6                      # EM finds determiners, nouns, punctuation
    words = top_symbols(model.emissionprob_, data.symbols, 2)
    assert len(words) == model.n_components and all(len(w) == 2 for w in words)
