"""Corpus readers on corpora the tests write: class folders of raw e-mails (MIME, base64,
quoted-printable, CP949 and Latin-1 charsets, HTML), mbox files, CSV/TSV; bad files are
reported and skipped, never fatal."""
import mailbox
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText

import pytest

from engine._validation import DataError
from engine.spam import load_corpus, parse_email, strip_html

KOREAN = "무료 쿠폰을 지금 받으세요"


def _mime(text, subtype="plain", charset="utf-8", subject="hello"):
    msg = MIMEText(text, subtype, charset)
    msg["Subject"] = subject
    msg["From"] = "a@b.example"
    return msg.as_bytes()


def _write(folder, name, data):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)


def test_parse_email_decodes_parts_and_charsets():
    alt = MIMEMultipart("alternative")
    alt.attach(MIMEText("plain version café", "plain", "utf-8"))          # base64
    alt.attach(MIMEText("<p>html version</p>", "html", "utf-8"))
    alt["Subject"] = "=?utf-8?b?7KCc66qp?="                              # "제목"
    msg = parse_email(alt.as_bytes())
    assert "plain version café" in msg.body and "html version" not in msg.body
    assert msg.subject == "제목"
    qp = MIMEText("caf\u00e9 cr\u00e8me " * 20, "plain", "latin-1")      # quoted-printable
    assert "Content-Transfer-Encoding: quoted-printable" in qp.as_string()
    assert "café crème" in parse_email(qp.as_bytes()).body
    assert KOREAN in parse_email(_mime(KOREAN, charset="euc-kr")).body
    html = parse_email(_mime("<html><style>x{}</style><body><b>Buy</b>&amp; save<br>now"
                             "</body></html>", "html"))
    assert html.body.split() == ["Buy", "&", "save", "now"]


def test_strip_html_drops_scripts_and_comments():
    assert strip_html("<script>var x=1;</script><!-- c -->a<i>b</i>").split() == ["a", "b"]


def test_class_folders_with_every_kind_of_message(tmp_path):
    spam, ham = tmp_path / "spam", tmp_path / "ham"
    _write(spam, "0001", _mime("win a prize", subject="WIN"))                 # no extension
    _write(spam, "0002.eml", _mime(KOREAN, charset="cp949"))
    _write(spam, "0003.txt", "Subject: cheap pills\n\nbuy now".encode())       # Enron style
    _write(ham, "a.txt", "see you at lunch, Café".encode("latin-1"))            # plain Latin-1
    _write(ham, "b.eml", _mime("<p>notes</p>", "html", "iso-8859-1"))
    _write(ham, "cmds", b"mv 1 2\n")                                           # SpamAssassin
    _write(ham, "broken", b"Content-Type: multipart/mixed; boundary=zz\n\n")   # malformed
    _write(ham, "binary.txt", bytes(range(256)) * 4)                           # binary
    corpus = load_corpus(tmp_path, headers="subject")
    assert sorted(corpus.labels) == ["ham", "ham", "spam", "spam", "spam"]
    texts = dict(zip(corpus.sources, corpus.texts))
    assert texts["spam/0001"].split() == ["WIN", "win", "a", "prize"]
    assert KOREAN in texts["spam/0002.eml"]
    assert texts["spam/0003.txt"].split() == ["cheap", "pills", "buy", "now"]
    assert "Café" in texts["ham/a.txt"]
    assert texts["ham/b.eml"].split() == ["hello", "notes"]
    assert len(corpus.problems) == 2
    assert any("broken" in p and "malformed" in p for p in corpus.problems)
    assert any("binary.txt" in p and "binary" in p for p in corpus.problems)
    for mode in ("none", "subject", "all"):
        c = corpus.with_headers(mode)
        assert [c.text(i) for i in range(len(c))] == c.texts
    bodies = dict(zip(corpus.sources, corpus.with_headers("none").texts))
    assert bodies["spam/0001"].split() == ["win", "a", "prize"]
    assert "From: a@b.example" in dict(zip(corpus.sources,
                                           corpus.with_headers("all").texts))["spam/0001"]


def test_enron_layout_of_parts_with_class_folders(tmp_path):
    for part in ("enron1", "enron2"):
        for label in ("ham", "spam"):
            _write(tmp_path / part / label, f"{part}.{label}.txt",
                   f"Subject: {label} mail\n\nbody of {part}".encode())
    corpus = load_corpus(tmp_path)
    assert sorted(corpus.labels) == ["ham", "ham", "spam", "spam"]
    assert "enron2/spam/enron2.spam.txt" in corpus.sources


def test_mbox_per_class(tmp_path):
    for label, words in (("spam", "free money"), ("ham", "project notes")):
        box = mailbox.mbox(tmp_path / f"{label}.mbox")
        for i in range(3):
            box.add(_mime(f"{words} {i}", subject=label))
        box.flush()
        box.close()
    corpus = load_corpus(tmp_path)
    assert corpus.labels.count("spam") == 3 and corpus.labels.count("ham") == 3
    assert "free money 2" in corpus.texts[corpus.sources.index("spam.mbox#3")]
    with pytest.raises(DataError, match="one mbox per class"):
        load_corpus(tmp_path / "spam.mbox")


def test_sms_collection_tsv_without_header(tmp_path):
    path = tmp_path / "SMSSpamCollection"
    path.write_text('ham\tGo until "jurong" point, crazy..\nspam\tFree entry in 2 a wkly comp\n'
                    "ham\tOk lar... Joking wif u oni\n\nbadline-without-tab\n", encoding="utf-8")
    corpus = load_corpus(path)
    assert corpus.labels == ["ham", "spam", "ham"]
    assert corpus.texts[0] == 'Go until "jurong" point, crazy..'
    assert any("line 5" in p for p in corpus.problems)


def test_csv_with_header_and_empty_trailing_columns(tmp_path):
    path = tmp_path / "spam.csv"
    rows = ["v1,v2,,,", 'ham,"Hello, how are you",,,', "spam,WINNER claim now,,,",
            "ham,see you soon,,,", "spam,free prize call now,,,"]
    path.write_bytes("\n".join(rows).encode("latin-1"))
    corpus = load_corpus(path)
    assert corpus.labels == ["ham", "spam", "ham", "spam"]
    assert corpus.texts[0] == "Hello, how are you"


def test_unusable_inputs_say_what_to_do(tmp_path):
    with pytest.raises(DataError, match="sub-folder"):
        load_corpus(tmp_path)
    (tmp_path / "only").mkdir()
    (tmp_path / "only" / "1.txt").write_text("hello")
    with pytest.raises(DataError, match="two classes"):
        load_corpus(tmp_path)
    one_column = tmp_path / "one.csv"
    one_column.write_text("a\nb\nc\n")
    with pytest.raises(DataError, match="two columns"):
        load_corpus(one_column)
    with pytest.raises(DataError, match="does not exist"):
        load_corpus(tmp_path / "missing")
