"""The Spam tab's controls (corpus, preprocessing, model and evaluation settings), built in named
parts and laid out in rows that fit a 1280-pixel window. Every combo box carries the engine's
value as item data, so what it shows can be translated; :func:`params_from` reads a
:class:`ui.models.spam.SpamParams` off the controls and :func:`show_params` writes one back."""
from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QSlider

from ...bindings import signals_blocked
from ...models.spam import SpamParams
from ...widgets.forms import button, combo, double_spin, hbox, named, spin
from .texts import select_data, tr

ALPHA_STEPS = 200          # the α slider is logarithmic from 0.001 to 10


def _ngrams():
    return {(1, 1): tr("unigrams"), (2, 2): tr("bigrams (<s> … </s>)"),
            (1, 2): tr("unigrams + bigrams")}


def _stemmers():
    return {"none": tr("no stemming"), "porter": tr("Porter"), "snowball": tr("Snowball"),
            "lancaster": tr("Lancaster")}


def _unknown():
    return {"drop": tr("unknown words dropped"), "unk": tr("unknown words → <unk>")}


def _headers():
    return {"none": tr("body only"), "subject": tr("body + subject"),
            "all": tr("body + all headers")}


def _schemes():
    return {"train/test split": tr("train/test split"), "k-fold": tr("k-fold")}


def _checks():
    """(key, label, tooltip) of the preprocessing check boxes, translated."""
    return (("lowercase", tr("lowercase"), tr("Fold case: “Free” and “free” are one word")),
            ("letters_only", tr("drop tokens with no letter"),
             tr("Tokens such as “!!!” or “---” are dropped")),
            ("drop_dates", tr("drop dates/refs"),
             tr("The notes' step 3: dates, times, month and weekday names, Re:/Fwd: markers. "
                "Off by default: “Re:” is a strong sign of ham in real mail")),
            ("stop_words", tr("stop words"), tr("Remove English function words")),
            ("placeholders", tr("numbers/URLs → tokens"),
             tr("URLs, e-mail addresses, money and numbers become <url>, <email>, <money>, "
                "<number>")),
            ("url_words", tr("URL words"),
             tr("A URL also counts the words of its host and path (“win-prize.example/claim” → "
                "win, prize, claim): worth +0.3 points of spam F1 on SpamAssassin")))


COMBOS = {"headers_combo": _headers, "stemmer_combo": _stemmers, "ngram_combo": _ngrams,
          "unknown_combo": _unknown, "scheme_combo": _schemes}


def keep_space(widget):
    """Keep ``widget``'s place in the layout while it is hidden, so a progress bar or message
    appearing does not resize (and repaint) every plot below it."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)
    return widget


def alpha_of(position):
    return float(10 ** (-3 + 4 * position / ALPHA_STEPS))


def position_of(alpha):
    return int(round((math.log10(alpha) + 3) * ALPHA_STEPS / 4))


def _data_combo(name, items):
    box = combo(name, "", "", ())
    for value, text in items.items():
        box.addItem(text, value)
    return box


def _select(box, value):
    select_data(box, value)


def build_file_controls(tab):
    tab.open_button = button("open_spam_corpus_button", "", "")
    tab.open_file_button = button("open_spam_file_button", "", "")
    tab.sample_button = button("sample_spam_button", "", "")
    tab.save_button = button("save_filter_button", "", "")
    tab.load_button = button("load_filter_button", "", "")
    tab.summary = QLabel("")
    tab.summary.setObjectName("corpus_summary")
    tab.summary.setWordWrap(True)          # long folder names must not widen the window
    tab.summary.setMinimumWidth(120)
    tab.jobs.setFixedWidth(300)
    keep_space(tab.jobs)
    return hbox(tab.open_button, tab.open_file_button, tab.sample_button, tab.save_button,
                tab.load_button, (tab.summary, 1), tab.jobs)


def build_preprocessing(tab):
    tab.headers_combo = _data_combo("headers_combo", _headers())
    tab.checks = {}
    for key, label, _tip in _checks():
        box = QCheckBox(label)
        box.setObjectName(f"{key}_check")
        tab.checks[key] = box
    tab.stemmer_combo = _data_combo("stemmer_combo", _stemmers())
    tab.ngram_combo = _data_combo("ngram_combo", _ngrams())
    tab.unknown_combo = _data_combo("unknown_combo", _unknown())
    tab.min_df_spin = spin("min_df_spin", "", "", 1, 100, 1)
    tab.vocab_label = QLabel("")
    tab.vocab_label.setObjectName("vocabulary_label")
    tab.min_df_label = QLabel()
    c = tab.checks
    return (hbox(tab.headers_combo, *c.values(), stretch=True),
            hbox(tab.stemmer_combo, tab.ngram_combo, tab.unknown_combo, tab.min_df_label,
                 tab.min_df_spin, tab.vocab_label, stretch=True))


def build_settings(tab):
    tab.alpha_slider = named(QSlider(Qt.Horizontal), "alpha_slider", "Alpha", "")
    tab.alpha_slider.setRange(0, ALPHA_STEPS)
    tab.alpha_slider.setValue(ALPHA_STEPS * 3 // 4)       # α = 1
    tab.alpha_slider.setMaximumWidth(160)
    tab.alpha_label = QLabel("α = 1")
    tab.alpha_label.setObjectName("alpha_label")
    tab.c_spin = double_spin("c_spin", "C", "", 0.01, 1000, 10.0, 1.0)
    tab.scheme_combo = _data_combo("scheme_combo", _schemes())
    tab.test_spin = spin("spam_test_spin", "", "", 5, 80, 25)
    tab.k_spin = spin("k_spin", "k", "", 2, 20, 5)
    tab.seed_spin = spin("spam_seed_spin", "", "", 0, 99_999, 0)
    tab.positive_combo = combo("positive_combo", "", "", ())
    tab.positive_combo.setMinimumContentsLength(6)
    tab.discriminative_check = QCheckBox()
    tab.discriminative_check.setObjectName("discriminative_check")
    tab.knn_check = QCheckBox()
    tab.knn_check.setObjectName("knn_check")
    tab.test_label, tab.seed_label, tab.positive_label_ = QLabel(), QLabel(), QLabel()
    show_params(tab, SpamParams())
    return hbox("α", tab.alpha_slider, tab.alpha_label, "C", tab.c_spin, tab.scheme_combo,
                tab.test_label, tab.test_spin, "k", tab.k_spin, tab.seed_label, tab.seed_spin,
                tab.positive_label_, tab.positive_combo, tab.discriminative_check,
                tab.knn_check, stretch=True)


def retranslate(tab):
    """Every control's text and tooltip in the language in force."""
    for name, items in COMBOS.items():
        box = getattr(tab, name)
        for i, text in enumerate(items().values()):
            box.setItemText(i, text)
    for key, label, tip in _checks():
        box = tab.checks[key]
        box.setText(label)
        box.setToolTip(tip)
        box.setAccessibleName(label)
    tips = {
        tab.open_button: (tr("Open corpus…"), tr(
            "A folder with a sub-folder per class, a folder of mbox files, or a CSV/TSV file "
            "(label and text columns)")),
        tab.open_file_button: (tr("Open file…"), tr(
            "A CSV/TSV corpus, a saved filter (.npz) or one e-mail (.eml) to classify")),
        tab.sample_button: (tr("Sample"), tr(
            "The sample corpus: 440 e-mails written for Trellis (ham and spam)")),
        tab.save_button: (tr("Save filter…"), tr(
            "Save the trained filter (the model chosen in Explain)")),
        tab.load_button: (tr("Load filter…"), tr("Open a saved filter")),
        tab.discriminative_check: (tr("discriminative"), tr(
            "Also evaluate logistic regression, a linear SVM and, with three classes or more, "
            "softmax regression")),
        tab.knn_check: (tr("k-NN"), tr(
            "Also evaluate k nearest neighbours (k = 5) by cosine distance on tf-idf rows "
            "([NLP] 4. Classification)")),
    }
    for widget, (text, tip) in tips.items():
        widget.setText(text)
        widget.setToolTip(tip)
    for widget, tip in ((tab.headers_combo, tr("Which header text is kept as features")),
                        (tab.stemmer_combo, tr("Stemming (NLTK, no data needed)")),
                        (tab.ngram_combo, tr("Unigram and/or bigram features; bigrams are "
                                             "padded with <s> and </s>")),
                        (tab.unknown_combo, tr("Words not seen in training: dropped, or "
                                               "counted as one <unk> feature")),
                        (tab.min_df_spin, tr("Features in fewer training documents are "
                                             "unknown")),
                        (tab.alpha_slider, tr("Lidstone smoothing α (1 = Laplace); "
                                              "logarithmic scale")),
                        (tab.c_spin, tr("Regularisation of the logistic regression and linear "
                                        "SVM (larger C: weaker)")),
                        (tab.scheme_combo, tr("Hold out a test part, or k-fold "
                                              "cross-validation")),
                        (tab.test_spin, tr("Share held out for testing")),
                        (tab.k_spin, tr("Number of folds")),
                        (tab.seed_spin, tr("Seed of the shuffles (same seed, same split)")),
                        (tab.positive_combo, tr("Class scored by ROC, PR and feature "
                                                "selection"))):
        widget.setToolTip(tip)
    tab.min_df_label.setText(tr("min DF"))
    tab.test_label.setText(tr("test %"))
    tab.seed_label.setText(tr("seed"))
    tab.positive_label_.setText(tr("positive"))


def params_from(tab) -> SpamParams:
    """The parameters the controls show (validated by the engine; a refusal raises)."""
    lo, hi = tab.ngram_combo.currentData()
    return SpamParams(
        headers=tab.headers_combo.currentData(), stemmer=tab.stemmer_combo.currentData(),
        ngram_min=lo, ngram_max=hi, unknown=tab.unknown_combo.currentData(),
        min_df=tab.min_df_spin.value(), alpha=alpha_of(tab.alpha_slider.value()),
        C=float(tab.c_spin.value()), scheme=tab.scheme_combo.currentData(),
        test_share=tab.test_spin.value() / 100, k=tab.k_spin.value(),
        seed=tab.seed_spin.value(), positive=tab.positive_label(),
        discriminative=tab.discriminative_check.isChecked(), knn=tab.knn_check.isChecked(),
        layout=getattr(tab, "evaluation_view", None) and tab.evaluation_view.layout_key()
        or "true_rows",
        **{k: box.isChecked() for k, box in tab.checks.items()})


def show_params(tab, p: SpamParams) -> None:
    """Write ``p`` into the controls without their change handlers firing."""
    widgets = [tab.headers_combo, tab.stemmer_combo, tab.ngram_combo, tab.unknown_combo,
               tab.min_df_spin, tab.alpha_slider, tab.c_spin, tab.scheme_combo, tab.test_spin,
               tab.k_spin, tab.seed_spin, tab.positive_combo, tab.discriminative_check,
               tab.knn_check, *tab.checks.values()]
    with signals_blocked(widgets):
        _select(tab.headers_combo, p.headers)
        _select(tab.stemmer_combo, p.stemmer)
        _select(tab.ngram_combo, (p.ngram_min, p.ngram_max))
        _select(tab.unknown_combo, p.unknown)
        _select(tab.scheme_combo, p.scheme)
        tab.min_df_spin.setValue(p.min_df)
        tab.alpha_slider.setValue(position_of(p.alpha))
        tab.c_spin.setValue(p.C)
        tab.test_spin.setValue(int(round(p.test_share * 100)))
        tab.k_spin.setValue(p.k)
        tab.seed_spin.setValue(p.seed)
        if p.positive and tab.positive_combo.findData(p.positive) >= 0:
            tab.positive_combo.setCurrentIndex(tab.positive_combo.findData(p.positive))
        tab.discriminative_check.setChecked(p.discriminative)
        tab.knn_check.setChecked(p.knn)
        for key, box in tab.checks.items():
            box.setChecked(getattr(p, key))
    tab.alpha_label.setText(f"α = {alpha_of(tab.alpha_slider.value()):.3g}")
    view = getattr(tab, "evaluation_view", None)
    if view is not None:
        with signals_blocked([view.layout_combo]):
            _select(view.layout_combo, p.layout)
