"""The SVM tab's views by the notes' chapters, as its navigator lists them: (section, ((the
tab's attribute holding the view, title, tip), …)). Titles are English sources, translated where
they are shown; the title is also the view's id (``ui.course``: "svm/<title>")."""
from PySide6.QtCore import QT_TRANSLATE_NOOP

NAVIGATOR = (   # the views by the notes' chapters: (section, ((attribute, title, tip), …))
    (QT_TRANSLATE_NOOP("Navigator", "[ML] 4. SVM"), (
        ("smo_page", QT_TRANSLATE_NOOP("Navigator", "SMO"),
         QT_TRANSLATE_NOOP("Navigator", "Sequential minimal optimisation on the dual, one "
                                        "pair a step")),)),
    (QT_TRANSLATE_NOOP("Navigator", "[ML] 5. Multiclass & kernels"), (
        ("multiclass_view", QT_TRANSLATE_NOOP("Navigator", "Multiclass"),
         QT_TRANSLATE_NOOP("Navigator", "One-vs-rest, one-vs-one and DAG")),
        ("feature_view", QT_TRANSLATE_NOOP("Navigator", "Feature map"),
         QT_TRANSLATE_NOOP("Navigator", "1-D data made separable by x → (x, |x|)")))),
    (QT_TRANSLATE_NOOP("Navigator", "[ML] 3. Logistic regression"), (
        ("losses_view", QT_TRANSLATE_NOOP("Navigator", "Losses && logistic regression"),
         QT_TRANSLATE_NOOP("Navigator", "0–1, hinge, logistic, squared and smoothed losses; "
                                        "LR against the SVM")),)),
    (QT_TRANSLATE_NOOP("Navigator", "[ML] 6. Neural network"), (
        ("perceptron_view", QT_TRANSLATE_NOOP("Navigator", "Perceptron"),
         QT_TRANSLATE_NOOP("Navigator", "w ← w + y x, update by update")),
        ("mlp_view", QT_TRANSLATE_NOOP("Navigator", "MLP"),
         QT_TRANSLATE_NOOP("Navigator", "Backpropagation stepped, hidden units drawn")))),
    (QT_TRANSLATE_NOOP("Navigator", "[ML] 7. Model selection"), (
        ("boost_view", QT_TRANSLATE_NOOP("Navigator", "AdaBoost"),
         QT_TRANSLATE_NOOP("Navigator", "Stumps, sample weights and αₜ per round")),
        ("tree_view", QT_TRANSLATE_NOOP("Navigator", "Tree"),
         QT_TRANSLATE_NOOP("Navigator", "One split per step by information gain or Gini")),
        ("compare_view", QT_TRANSLATE_NOOP("Navigator", "Compare"),
         QT_TRANSLATE_NOOP("Navigator", "Every model side by side on the same points")))),
    (QT_TRANSLATE_NOOP("Navigator", "[ML] 2. Linear regression"), (
        ("regression_view", QT_TRANSLATE_NOOP("Navigator", "Regression"),
         QT_TRANSLATE_NOOP("Navigator", "Least squares, gradient descent on the cost contours, "
                                        "degree and bias² + variance")),)),
    (QT_TRANSLATE_NOOP("Navigator", "[NLP] 4. Classification"), (
        ("knn_view", QT_TRANSLATE_NOOP("Navigator", "k-NN"),
         QT_TRANSLATE_NOOP("Navigator", "k nearest neighbours: regions, a clicked point's "
                                        "neighbours, k against accuracy")),)),
)
