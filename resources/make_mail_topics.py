"""Generate Trellis's multi-class mail sample: resources/mail_topics/{class}/NNNN, short plain
RFC 822 e-mails in four classes (coursework, personal, newsletter, spam) written from this
project's own templates (no third-party text), for softmax regression and model selection.

The classes share words on purpose ("free", "offer", "meeting", "weekend", "order", "link"):
newsletters sell like spam but are wanted, personal mail talks about class now and then,
coursework mentions lunch, and spam borrows a friendly line; so the confusion matrix has
something in it. Run: python resources/make_mail_topics.py
"""
from __future__ import annotations

import random
from email.message import EmailMessage
from pathlib import Path

from _mail import addressed, write_classes

OUT = Path(__file__).resolve().parent / "mail_topics"
PER_CLASS = 60

NAMES = ["Mina", "Joon", "Sara", "Tomas", "Priya", "Leo", "Hana", "Omar", "Yuna", "Felix"]
THINGS = ["lab report", "problem set", "term paper", "project proposal", "poster", "slides"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "the weekend"]
PLACES = ["the noodle place", "the park", "Grandma's house", "the beach", "the cinema"]
SHOPS = ["the campus bookshop", "City Cycles", "the student union", "Green Grocer",
         "the concert hall"]
PRIZES = ["cruise", "gift card", "laptop", "lottery prize", "smartphone"]

CLASSES = {
    "coursework": {
        "subjects": ["Question about the {thing}", "Re: {thing} draft", "Lab schedule for "
                     "week {n}", "Office hours moved to {day}", "Group meeting on {day}",
                     "Feedback on your {thing}", "Reminder: {thing} due {day}"],
        "lines": [
            "I read your {thing} and left comments on the second section.",
            "The deadline for the {thing} is {day} at noon; submit it on the course page.",
            "Can we meet on {day} to go through the results before the group meeting?",
            "The lecture on Naive Bayes is moved to room {n}04.",
            "Please bring your laptop to the lab; we will train the tagger together.",
            "The grading rubric for the {thing} is attached to the course page.",
            "Office hours are on {day} this week, from two to four.",
            "Your code crashes on the empty file; add a check before the loop.",
            "The cross-validation scores look better than last week, about {n}0 percent.",
            "We should compare the bigram model with the unigram model in the {thing}.",
            "The teaching assistant will post the solutions after the deadline.",
            "Could you review my part of the {thing} before {day}?",
        ],
    },
    "personal": {
        "subjects": ["Dinner on {day}?", "Photos from {place}", "Happy birthday!",
                     "Re: weekend plans", "Are you coming home?", "Guess who I met",
                     "Thanks for yesterday"],
        "lines": [
            "Mom asked whether you are coming home for the holidays.",
            "Do you want to get dinner at {place} on {day}?",
            "The photos from {place} are great, I will send the rest tonight.",
            "Happy birthday! I hope you have a lovely day with your friends.",
            "My sister is visiting on {day}, so I cannot join the game.",
            "Thanks for helping me move yesterday, the new flat looks great.",
            "I met Leo at the station, he says hi and wants to meet soon.",
            "Grandpa is feeling better and the doctor says he can go home on {day}.",
            "Let's watch the film at {place} this weekend, my treat.",
            "I baked too many cookies, come over and take some.",
            "Good luck with your exams, call me when you are done with class.",
            "The cat knocked over the plant again, see the picture.",
        ],
    },
    "newsletter": {
        "subjects": ["{shop} newsletter: week {n}", "New this month at {shop}",
                     "Your monthly digest", "Events this weekend", "Order confirmation "
                     "#{n}{n}{n}", "{shop}: members' offer", "Library news"],
        "lines": [
            "This week at {shop}: {n}0% off for members, show your card at the counter.",
            "Your order has shipped and will arrive on {day}; track it with the link below.",
            "The library extends its opening hours during the exam weeks.",
            "New arrivals at {shop}: spring jackets, rain boots and bicycle lights.",
            "Join our free workshop on {day} evening; registration opens on the website.",
            "You receive this newsletter because you signed up at {shop}.",
            "The concert on {day} is sold out; the next one is announced in our digest.",
            "Members can renew their subscription online before the end of the month.",
            "Read the interview with our head baker in this month's issue.",
            "The farmers' market moves to the main square from {day}.",
            "Manage your email preferences or unsubscribe with the link at the bottom.",
            "Thank you for your order; the receipt is attached to this message.",
        ],
    },
    "spam": {
        "subjects": ["You have WON a {prize}!!!", "Urgent: verify your account",
                     "Limited offer: {n}0% off today only", "Earn ${n}00 a day from home",
                     "Final notice: claim your {prize}", "Low interest loans approved",
                     "Re: your invoice #{n}{n}{n}"],
        "lines": [
            "Congratulations! You have been selected to receive a free {prize}.",
            "Click here to claim your reward before it expires: http://win-{n}.example.com",
            "Your account has been suspended, verify your password within 24 hours.",
            "Earn cash fast working from home, no experience required, guaranteed!!!",
            "Dear friend, I need your help to transfer $4,{n}00,000 to your bank account.",
            "Lose weight quickly with our miracle pill, results guaranteed.",
            "You are pre-approved for a loan of ${n},000, apply in minutes.",
            "Exclusive offer for you only: buy one, get three free, order now.",
            "Call 0800-{n}{n}{n}-{n}{n}{n} now to claim your free {prize}.",
            "This is not spam: you agreed to receive offers from our partners.",
            "Act now! The offer ends tonight at midnight.",
            "Your parcel is waiting: pay the customs fee at www.parcel-{n}.example.net",
        ],
    },
}
# Lines any class may contain.
SHARED = ["Have a great weekend!", "Let me know if you have any questions.", "Thanks!",
          "See you on {day}.", "Best wishes.", "Sorry for the late reply.",
          "The details are below.", "Talk soon."]
SENDERS = {"coursework": "univ.example", "personal": "mail.example",
           "newsletter": "news.example", "spam": "promo-{n}.example"}


def fill(template: str, rng: random.Random) -> str:
    return template.format(thing=rng.choice(THINGS), day=rng.choice(DAYS), n=rng.randint(1, 9),
                           place=rng.choice(PLACES), shop=rng.choice(SHOPS),
                           prize=rng.choice(PRIZES))


def message(kind: str, i: int, rng: random.Random) -> bytes:
    spec = CLASSES[kind]
    lines = [fill(t, rng) for t in rng.sample(spec["lines"], rng.randint(1, 3))]
    if rng.random() < 0.2:                 # a line from another class: overlap on purpose
        other = rng.choice([c for c in CLASSES if c != kind])
        lines.insert(rng.randint(0, len(lines)), fill(rng.choice(CLASSES[other]["lines"]), rng))
    if rng.random() < 0.5:
        lines.append(fill(rng.choice(SHARED), rng))
    msg = EmailMessage()
    msg.set_content("\n\n".join(lines) + f"\n\n{rng.choice(NAMES)}\n")
    subject = fill(rng.choice(spec["subjects"]), rng)
    sender = f"{rng.choice(NAMES).lower()}@{fill(SENDERS[kind], rng)}"
    return addressed(msg, subject=subject, sender=sender, boundary="",
                     date=f"Tue, {rng.randint(1, 28)} Oct 2025 09:{i % 60:02d}:00 +0900")


def main() -> None:
    write_classes(OUT, dict.fromkeys(CLASSES, PER_CLASS), message, seed=20251130)
    print(f"wrote {PER_CLASS} messages in each of {len(CLASSES)} classes to {OUT}")


if __name__ == "__main__":
    main()
