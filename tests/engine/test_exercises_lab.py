"""The lab's exercise kinds against scikit-learn: the least-squares line and the k-NN vote."""
import numpy as np
import pytest
from sklearn.linear_model import LinearRegression as SkLinear
from sklearn.neighbors import KNeighborsClassifier as SkKNN

from engine import exercises as E


@pytest.mark.parametrize("level", (1, 2, 3))
def test_least_squares_line_is_scikit_learns(level):
    for seed in range(4):
        ex = E.generate("least_squares", level=level, seed=seed)
        sol = E.solve(ex)
        x, y = np.array(ex.data["x"], float)[:, None], np.array(ex.data["y"], float)
        sk = SkLinear().fit(x, y)
        assert sol["w1"] == pytest.approx(sk.coef_[0], abs=1e-10)
        assert sol["w0"] == pytest.approx(sk.intercept_, abs=1e-10)
        assert sol["J"] == pytest.approx(np.mean((y - sk.predict(x)) ** 2) / 2, abs=1e-10)
        if level == 3:
            assert sol["prediction"] == pytest.approx(sk.predict([[ex.data["at"]]])[0])


@pytest.mark.parametrize("level", (1, 2, 3))
def test_knn_vote_is_scikit_learns(level):
    for seed in range(4):
        ex = E.generate("knn", level=level, seed=seed)
        sol = E.solve(ex)
        sk = SkKNN(ex.data["k"]).fit(ex.data["points"], ex.data["labels"])
        d, i = sk.kneighbors([ex.data["query"]])
        assert sol["neighbours"] == [int(j) + 1 for j in i[0]]
        assert sol["nearest_distance"] == pytest.approx(d[0, 0])
        assert sol["class"] == sk.predict([ex.data["query"]])[0]
        wrong = {**sol, "class": "B" if sol["class"] == "A" else "A"}
        assert E.grade(ex, wrong).wrong == ("class",)
