"""Generate Trellis's sample spam corpus: resources/spam/{ham,spam}/NNNN files, raw RFC 822
e-mails written from this project's own templates (no third-party text).

Some messages are MIME multipart with HTML, base64 or quoted-printable parts and non-UTF-8
charsets, so the sample also exercises the e-mail reader. The two classes share vocabulary
("free", "offer", "account", "meeting"), ham includes newsletters that read like marketing and
spam borrows ordinary sentences, so that the filter has something to learn and to get wrong.
About a quarter of the spam is written like a personal note (phishing and scams in a
colleague's words, under ordinary subjects) and a quarter of the ham is newsletters and
notices in marketing words, so the default filter scores a spam F1 of about 0.9, not 1.0:
ROC curves, the threshold slider and the confusion matrix have mistakes to show (measured by
bench/bench_samples.py).
Run: python resources/make_spam.py
"""
from __future__ import annotations

from email.message import EmailMessage
from email.mime.text import MIMEText
from pathlib import Path

from _mail import addressed, html_alternative, write_classes

OUT = Path(__file__).resolve().parent / "spam"
N_HAM, N_SPAM = 260, 180
P_NEWSLETTER, P_NOTICE, P_SOFT_SPAM = 0.25, 0.3, 0.45

NAMES = ["Mina", "Joon", "Sara", "Tomas", "Priya", "Leo", "Hana", "Omar", "Yuna", "Felix"]
HAM_SUBJECTS = ["Notes from {day}'s meeting", "Re: draft of the {thing}", "Lunch on {day}?",
                "Lab schedule for week {n}", "Question about the {thing}", "Fwd: {thing} slides",
                "Photos from the weekend", "Reminder: {thing} due {day}", "Re: {thing} review"]
HAM_LINES = [
    "I went through the {thing} and left a few comments in the margins.",
    "Can we move the meeting to {day} afternoon? The seminar room is free after three.",
    "The results on the held-out set look better than last week, about {n} percent.",
    "Thanks for sending the slides, I will read them before class.",
    "Please check the second section of the {thing}; the figure numbers are off by one.",
    "My sister is visiting on {day}, so I will be late for practice.",
    "The parser crashes on long sentences; I attached the log from last night.",
    "Let me know if the account for the cluster works for you now.",
    "We should compare the bigram model with the unigram model before the deadline.",
    "Do you want to get lunch at the noodle place near the station?",
    "I booked the room for {day} at {n}:30; bring your laptop.",
    "The offer from the other lab is interesting but I have not decided yet.",
    "Here is the reading list for the {thing}, the first two papers are short.",
    "Grandma asked whether you are coming home for the holidays.",
    "The train was delayed again, I will join the call from my phone.",
    "The campus bookshop has {pct}% off textbooks this week, free delivery for students.",
    "Your library account is due for renewal; click the link on the portal to verify it.",
    "Congratulations on the paper! Drinks are on me tonight.",
]
SPAM_SUBJECTS = ["You have WON a {prize}!!!", "Urgent: verify your account now",
                 "Limited offer: {pct}% off today only", "Re: your invoice #{n}{n}",
                 "Cheap {med} without prescription", "Earn ${n}00 a day from home",
                 "Final notice: claim your {prize}", "Low interest loans approved"]
SPAM_LINES = [
    "Congratulations! You have been selected to receive a free {prize}.",
    "Click here to claim your reward before it expires: http://win-{n}.example.com/claim",
    "Act now, this exclusive offer ends tonight. Reply with your bank details.",
    "Buy {med} online at the lowest price, no prescription needed, discreet shipping.",
    "Your account has been suspended. Verify your password at www.secure-{n}.example.net",
    "Earn cash fast working from home, no experience required, guaranteed income!!!",
    "Get {pct}% off all products, free shipping worldwide, order today.",
    "Dear friend, I am a banker with a confidential business proposal worth $4,{n}00,000.",
    "Lose weight quickly with our miracle pill, results guaranteed or your money back.",
    "Call 0800-{n}{n}-{n}{n} now to speak with a debt specialist, totally free.",
    "You are pre-approved for a low interest loan of ${n},000, apply in minutes.",
    "Unsubscribe at any time by clicking the link below. This is not spam.",
    "Meeting your match is easy: thousands of singles are waiting for you tonight.",
    "Hi, are you free on {day}? I have a question about the report you sent.",
    "Thanks for your order, the invoice is attached; please review it before {day}.",
]
# Sentences either class may contain: greetings, closings, small talk.
NEUTRAL_LINES = [
    "Hope you are doing well.", "Let me know if you have any questions.", "Thanks again.",
    "See the details below.", "Have a great weekend!", "Sorry for the late reply.",
    "Please reply to this email by {day}.", "Best regards.", "Call me if anything is unclear.",
    "This message was sent to you on {day}.", "More information is on our website.",
]
# Ham that reads like marketing: newsletters and notices the student asked for.
NEWSLETTER_LINES = [
    "The student union newsletter: {pct}% off concert tickets for members this week.",
    "Your order of the {thing} printing has shipped; track it on the website.",
    "Reminder from the library: renew your books online to avoid a fine.",
    "The conference offers free registration for student volunteers; apply by {day}.",
    "Click the link in the portal to confirm your exam registration.",
    "The bookshop sale ends {day}: buy one textbook, get the second at half price.",
]
# Spam in a colleague's words: phishing and scams that avoid the marketing vocabulary.
SOFT_SPAM_LINES = [
    "Hi, are you free on {day}? I have a question about the {thing} you sent.",
    "Can you check the document I shared with you and sign in to see the comments?",
    "I need a small favour today, please reply as soon as you read this.",
    "The department updated the payroll form; please confirm your details on the portal.",
    "Sorry to bother you, my phone is broken so I am writing from this address.",
    "Please review the attached {thing} before {day}, the link expires soon.",
    "Your package could not be delivered on {day}; confirm the address to reschedule.",
    "We noticed a new sign-in to your account; if it was not you, reset it from the link.",
    "I am stuck abroad and lost my wallet, could you lend me some money until {day}?",
    "The shared folder with the {thing} slides needs your password to open.",
]
# Ham notices in the same words as phishing: accounts, passwords, links, parcels.
NOTICE_LINES = [
    "The IT desk will reset every password on {day}; sign in to the portal to choose a new one.",
    "Your parcel from the bookshop arrives {day}; confirm the delivery address on the website.",
    "Please confirm your details on the payroll form before {day}, the link is on the portal.",
    "A new sign-in to your university account was recorded; no action is needed if it was you.",
    "The shared folder with the {thing} is open to the group, sign in with your account.",
    "Please review the attached {thing} and reply as soon as you can.",
]
THINGS = ["report", "thesis chapter", "homework", "project proposal", "poster", "budget"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
PRIZES = ["cruise", "gift card", "laptop", "lottery prize", "smartphone"]
MEDS = ["pills", "vitamins", "meds", "supplements"]


def fill(template, rng):
    return template.format(thing=rng.choice(THINGS), day=rng.choice(DAYS),
                           n=rng.randint(1, 9), prize=rng.choice(PRIZES),
                           med=rng.choice(MEDS), pct=rng.choice([30, 50, 70, 90]))


def body(lines, rng, k):
    return "\n\n".join(fill(t, rng) for t in rng.sample(lines, k))


def message(kind, i, rng):
    spam = kind == "spam"
    subject = fill(rng.choice(SPAM_SUBJECTS if spam else HAM_SUBJECTS), rng)
    lines = SPAM_LINES if spam else HAM_LINES
    if not spam and rng.random() < P_NEWSLETTER:    # ham that reads like marketing
        lines = NEWSLETTER_LINES
        subject = "Newsletter: " + fill(rng.choice(NEWSLETTER_LINES), rng)[:40]
    elif not spam and rng.random() < P_NOTICE:      # ham notices in phishing words
        lines = NOTICE_LINES
        subject = fill(rng.choice(HAM_SUBJECTS), rng)
    if spam and rng.random() < P_SOFT_SPAM:         # spam in a colleague's words
        lines = SOFT_SPAM_LINES
        subject = fill(rng.choice(HAM_SUBJECTS), rng)
    text = body(lines, rng, rng.randint(1, 2))
    if not spam and rng.random() < 0.25:    # ham that quotes a spammy sentence
        text += "\n\n" + fill(rng.choice(SPAM_LINES), rng)
    if spam and rng.random() < 0.35:        # spam that borrows a ham sentence
        text = fill(rng.choice(HAM_LINES + NEWSLETTER_LINES), rng) + "\n\n" + text
    for _ in range(rng.randint(0, 2)):      # greetings and closings, in both classes
        text = f"{text}\n\n{fill(rng.choice(NEUTRAL_LINES), rng)}"
    sender = f"{rng.choice(NAMES).lower()}@{'promo-mail.example' if spam else 'univ.example'}"
    style = rng.random()
    if style < 0.55:
        msg = EmailMessage()
        msg.set_content(text + f"\n\n-- \n{rng.choice(NAMES)}\n")
    elif style < 0.8:
        msg = html_alternative(text, subject)
    elif style < 0.9:
        msg = MIMEText(text.replace("'", "’") + "\nCafé à côté.", "plain", "latin-1")
    else:
        html = "".join(f"<p>{p}</p>" for p in text.split("\n\n"))
        msg = MIMEText(f"<html><head><style>p {{color: red}}</style></head><body>{html}"
                       "</body></html>", "html", "iso-8859-1")
    day = rng.choice(["Mon", "Tue", "Wed"])
    return addressed(msg, subject=subject, sender=sender, boundary=f"==trellis-{kind}-{i:04d}==",
                     date=f"{day}, {rng.randint(1, 28)} Oct 2025 10:{i % 60:02d}:00 +0900")


def main():
    write_classes(OUT, {"ham": N_HAM, "spam": N_SPAM}, message, seed=20251029)
    print(f"wrote {N_HAM} ham and {N_SPAM} spam messages to {OUT}")


if __name__ == "__main__":
    main()
