"""The Spam tab's controls (corpus, preprocessing, model and evaluation settings), built in named
parts and laid out in rows that fit a 1280-pixel window."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QSlider

from engine.spam import FILTER_DEFAULTS

from ...widgets.forms import button, combo, double_spin, hbox, named, spin

NGRAMS = {"unigrams": (1, 1), "bigrams (<s> … </s>)": (2, 2), "unigrams + bigrams": (1, 2)}
STEMMERS = {"no stemming": None, "Porter": "porter", "Snowball": "snowball",
            "Lancaster": "lancaster"}
UNKNOWN = {"unknown words dropped": "drop", "unknown words → <unk>": "unk"}
HEADERS = {"body only": "none", "body + subject": "subject", "body + all headers": "all"}
SCHEMES = ("train/test split", "k-fold")
ALPHA_STEPS = 200          # the α slider is logarithmic from 0.001 to 10
CHECKS = (("lowercase", "lowercase", True, "Fold case: “Free” and “free” are one word"),
          ("letters_only", "drop tokens with no letter", True,
           "Tokens such as “!!!” or “---” are dropped"),
          ("drop_dates", "drop dates/refs", False,
           "The notes' step 3: dates, times, month and weekday names, Re:/Fwd: markers. Off by "
           "default: “Re:” is a strong sign of ham in real mail"),
          ("stop_words", "stop words", False, "Remove English function words"),
          ("placeholders", "numbers/URLs → tokens", True,
           "URLs, e-mail addresses, money and numbers become <url>, <email>, <money>, "
           "<number>"),
          ("url_words", "URL words", FILTER_DEFAULTS["url_words"],
           ("A URL also counts the words of its host and path (“win-prize.example/claim” → "
            "win, prize, claim): worth +0.3 points of spam F1 on SpamAssassin")))


def keep_space(widget):
    """Keep ``widget``'s place in the layout while it is hidden, so a progress bar or message
    appearing does not resize (and repaint) every plot below it."""
    policy = widget.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    widget.setSizePolicy(policy)
    return widget


def alpha_of(position):
    return float(10 ** (-3 + 4 * position / ALPHA_STEPS))


def build_file_controls(tab):
    tab.open_button = button("open_spam_corpus_button", "Open corpus…",
                             "A folder with a sub-folder per class, a folder of mbox files, or "
                             "a CSV/TSV file (label and text columns)")
    tab.open_file_button = button("open_spam_file_button", "Open file…",
                                  "A CSV/TSV corpus, a saved filter (.npz) or one e-mail (.eml) "
                                  "to classify")
    tab.sample_button = button("sample_spam_button", "Sample",
                               "The sample corpus: 440 e-mails written for Trellis (ham and "
                               "spam)")
    tab.save_button = button("save_filter_button", "Save filter…",
                             "Save the trained filter (the model chosen in Explain)")
    tab.load_button = button("load_filter_button", "Load filter…", "Open a saved filter")
    tab.summary = QLabel("")
    tab.summary.setObjectName("corpus_summary")
    tab.summary.setWordWrap(True)          # long folder names must not widen the window
    tab.summary.setMinimumWidth(120)
    tab.jobs.setFixedWidth(300)
    keep_space(tab.jobs)
    return hbox(tab.open_button, tab.open_file_button, tab.sample_button, tab.save_button,
                tab.load_button, (tab.summary, 1), tab.jobs)


def build_preprocessing(tab):
    tab.headers_combo = combo("headers_combo", "Headers", "Which header text is kept as "
                              "features", HEADERS)
    tab.headers_combo.setCurrentText("body + subject")
    tab.checks = {}
    for key, label, on, tip in CHECKS:
        box = named(QCheckBox(label), f"{key}_check", label, tip)
        box.setChecked(on)
        tab.checks[key] = box
    tab.stemmer_combo = combo("stemmer_combo", "Stemmer", "Stemming (NLTK, no data needed)",
                              STEMMERS)
    tab.ngram_combo = combo("ngram_combo", "Features", "Unigram and/or bigram features; "
                            "bigrams are padded with <s> and </s>", NGRAMS)
    # the filter's evidence-based default (bench/bench_spam.py): unigrams + bigrams
    tab.ngram_combo.setCurrentText(next(name for name, r in NGRAMS.items()
                                        if r == tuple(FILTER_DEFAULTS["ngram_range"])))
    tab.unknown_combo = combo("unknown_combo", "Unknown words", "Words not seen in training: "
                              "dropped, or counted as one <unk> feature", UNKNOWN)
    tab.min_df_spin = spin("min_df_spin", "Min DF", "Features in fewer training documents "
                           "are unknown", 1, 100, 1)
    tab.vocab_label = QLabel("")
    tab.vocab_label.setObjectName("vocabulary_label")
    c = tab.checks
    return (hbox(tab.headers_combo, *c.values(), stretch=True),
            hbox(tab.stemmer_combo, tab.ngram_combo, tab.unknown_combo, "min DF",
                 tab.min_df_spin, tab.vocab_label, stretch=True))


def build_settings(tab):
    tab.alpha_slider = named(QSlider(Qt.Horizontal), "alpha_slider", "Alpha",
                             "Lidstone smoothing α (1 = Laplace); logarithmic scale")
    tab.alpha_slider.setRange(0, ALPHA_STEPS)
    tab.alpha_slider.setValue(ALPHA_STEPS * 3 // 4)       # α = 1
    tab.alpha_slider.setMaximumWidth(160)
    tab.alpha_label = QLabel("α = 1")
    tab.alpha_label.setObjectName("alpha_label")
    tab.c_spin = double_spin("c_spin", "C", "Regularisation of the logistic regression and "
                             "linear SVM (larger C: weaker)", 0.01, 1000, 10.0, 1.0)
    tab.scheme_combo = combo("scheme_combo", "Evaluation", "Hold out a test part, or k-fold "
                             "cross-validation", SCHEMES)
    tab.test_spin = spin("spam_test_spin", "Test %", "Share held out for testing", 5, 80, 25)
    tab.k_spin = spin("k_spin", "k", "Number of folds", 2, 20, 5)
    tab.seed_spin = spin("spam_seed_spin", "Seed", "Seed of the shuffles (same seed, same "
                         "split)", 0, 99_999, 0)
    tab.positive_combo = combo("positive_combo", "Positive class", "Class scored by ROC, PR "
                               "and feature selection", ())
    tab.positive_combo.setMinimumContentsLength(6)
    tab.discriminative_check = named(QCheckBox("discriminative"),
                                     "discriminative_check", "Discriminative models",
                                     "Also evaluate logistic regression, a linear SVM and, "
                                     "with three classes or more, softmax regression")
    tab.discriminative_check.setChecked(True)
    return hbox("α", tab.alpha_slider, tab.alpha_label, "C", tab.c_spin, tab.scheme_combo,
                "test %", tab.test_spin, "k", tab.k_spin, "seed", tab.seed_spin, "positive",
                tab.positive_combo, tab.discriminative_check, stretch=True)
