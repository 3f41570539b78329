"""engine.exercises and the Course map (ui/course.py, Qt-free) name chapters and views alike, so
the map can show what a student has practised: every chapter has questions under its own title,
and every view an exercise or question points to is one the map opens (the planned parsing view
excepted until it exists)."""
from engine import exercises
from ui import course

PLANNED = {"hmm/Parsing"}


def test_every_course_chapter_has_questions_under_its_title():
    titles = [chapter.title for chapter in course.CHAPTERS]
    assert set(exercises.CHAPTERS) == set(titles)
    for title in titles:
        assert 3 <= len(exercises.questions(title)) <= 5, title


def test_exercise_views_are_course_views():
    views = {v for chapter in course.CHAPTERS for v in chapter.views}
    assert set(exercises.VIEW_IDS) - PLANNED <= views
    for kind, view in exercises.VIEWS.items():
        assert view in views, kind
