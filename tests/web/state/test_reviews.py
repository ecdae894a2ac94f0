"""The review run in slices (``web.state.reviews``): what it tells the page and when, stopping,
failing, and the latest reviews kept on the device."""

from __future__ import annotations

import json

from australia import Config, new_game
from web import messages as m
from web.state.reviews import KEPT, Reviews, keep_review, kept_review

from tests.page import FakeClock
from tests.web.reviewed import finished


def _runner(iterations: int = 3):
    clock = FakeClock()
    told: list = []
    reviews = Reviews(soon=lambda call: clock.later(0, call), later=clock.later, now=clock.now, iterations=iterations)
    reviews.listen(told.append)
    return reviews, clock, told


def test_the_course_and_luck_come_first_then_the_decisions_then_the_end():
    reviews, clock, told = _runner()
    state = finished()
    reviews.start("k", state, first=(1,))
    clock.advance(0)
    assert told and all(isinstance(t, m.ReviewProgress) and t.key == "k" for t in told)
    first = told[0]
    assert first.done < 1 and first.data["luck"] and len(first.data["moments"]) == len(state.history)
    assert first.data["decisions"] == [] and first.data["pending"] > 0
    last = told[-1]
    assert last.done == 1.0 and last.data["pending"] == 0
    dones = [t.done for t in told]
    assert dones == sorted(dones)
    seats = [d["seat"] for d in last.data["decisions"]]
    assert set(seats) == {0, 1}
    assert all(len(d["weighed"]) <= 4 for d in last.data["decisions"])  # the best three, and the one played


def test_a_stopped_or_newer_review_says_nothing_more_and_a_failure_is_an_answer():
    reviews, clock, told = _runner()
    reviews.start("old", finished())
    reviews.stop()
    clock.advance(0)
    assert told == []
    reviews.start("old", finished())
    reviews.start("new", finished(), kept={"luck": []})
    clock.advance(0)
    assert [(t.key, t.done) for t in told] == [("new", 1.0)]
    told.clear()
    reviews.start("bad", new_game(Config(("Ann", "Ben")), 1), first=(9,))  # a game with no history to speak of
    clock.advance(0)
    assert told and told[-1].key == "bad"
    broken = Reviews(soon=lambda call: clock.later(0, call), later=clock.later, now=clock.now)
    said: list = []
    broken.listen(said.append)
    broken.start("x", "not a game")
    clock.advance(0)
    assert len(said) == 1 and isinstance(said[0], m.ReviewFailed) and said[0].key == "x"


def test_the_latest_reviews_are_kept_and_anything_else_is_read_as_none():
    text = None
    for n in range(KEPT + 2):
        text = keep_review(text, f"k{n}", {"n": n})
    body = json.loads(text)
    assert [item["key"] for item in body["reviews"]] == [f"k{n}" for n in range(KEPT + 1, 1, -1)]
    assert kept_review(text, f"k{KEPT + 1}") == {"n": KEPT + 1} and kept_review(text, "k0") is None
    text = keep_review(text, "k3", {"n": "again"})  # kept anew: first, once
    assert [item["key"] for item in json.loads(text)["reviews"]].count("k3") == 1
    for bad in ("", "{", "[]", '{"format": 2, "reviews": []}', '{"format": 1, "reviews": [1, {"key": "k"}]}'):
        assert kept_review(bad, "k") is None
        assert json.loads(keep_review(bad, "k", {"n": 1}))["reviews"] == [{"key": "k", "review": {"n": 1}}]


def test_a_game_in_progress_has_its_peoples_decisions_judged_while_the_page_waits(monkeypatch):
    """Followed as it is played, the game's people's decisions are judged in slices while the
    page waits (none while it is told to wait); the review at its end searches only the rest
    and is the review it would have been."""
    import importlib

    from australia.rules import apply_trusted

    engine = importlib.import_module("australia.computer.review")  # the module (the package names a function so)

    state = finished()
    reviews, clock, told = _runner()
    game = new_game(state.config, state.seed)
    for action in state.history[:40]:
        apply_trusted(game, action)
    reviews.foresee(game, (0,))
    reviews.foresee(None)  # the computer thinks: nothing is judged meanwhile
    clock.advance(0)
    assert reviews.ahead is None
    reviews.foresee(game.copy(), (0,))
    clock.advance(0)
    judged = dict(reviews.ahead.known)
    assert judged and all(i < 40 for i in judged) and reviews.ahead.done
    searched = []
    weighing = engine.weighing
    monkeypatch.setattr(engine, "weighing", lambda seen, played, **kw: searched.append(seen.seat) or weighing(seen, played, **kw))
    reviews.foresee(state, (0,))  # the end: the review is asked for before the rest is judged
    reviews.start("k", state, first=(0,))
    clock.advance(0)
    monkeypatch.setattr(engine, "weighing", weighing)
    again, clock2, told2 = _runner()
    again.start("k", state, first=(0,))
    clock2.advance(0)
    assert told[-1].done == 1.0 and told[-1].data == told2[-1].data
    decisions = told[-1].data["decisions"]
    assert len(searched) == len(decisions) - len(judged)  # those judged in advance were not searched again


def test_judging_in_advance_waits_until_the_person_pauses_and_stops_again_when_they_act():
    """A person's clicks come to an idle page: after anything they do, the judging of their
    decisions in advance waits ``rest_ms``; a slice already asked for finds them acting and
    waits again, judging nothing."""
    from australia.rules import apply_trusted

    state = finished()
    clock, queued = FakeClock(), []
    reviews = Reviews(soon=queued.append, later=clock.later, now=clock.now, iterations=3, rest_ms=500)
    game = new_game(state.config, state.seed)
    for action in state.history[:40]:
        apply_trusted(game, action)
    reviews.heard()
    reviews.foresee(game, (0,))
    assert not queued and reviews.ahead is None  # not even started while the person acts
    clock.advance(499)
    assert not queued and reviews.ahead is None
    clock.advance(1)  # paused long enough: a first slice, then the next one asked for
    assert reviews.ahead is not None and len(queued) == 1
    queued.pop()()
    assert len(queued) == 1 and not reviews.ahead.done
    judged, followed = len(reviews.ahead.known), len(reviews.ahead.history)
    reviews.heard()  # a click between two slices
    queued.pop()()
    assert not queued and (len(reviews.ahead.known), len(reviews.ahead.history)) == (judged, followed)
    clock.advance(499)
    assert not queued
    clock.advance(1)
    assert len(queued) == 1
    while queued:
        queued.pop()()
    assert reviews.ahead.done and len(reviews.ahead.known) > judged


def test_a_page_told_not_to_judge_in_advance_judges_nothing_before_the_review():
    clock = FakeClock()
    reviews = Reviews(soon=lambda call: clock.later(0, call), later=clock.later, now=clock.now, iterations=3,
                      in_advance=False)
    state = finished()
    reviews.foresee(state, (0,))
    clock.advance(10_000)
    assert reviews.ahead is None and not clock.pending()


def test_the_review_waits_while_the_person_clicks_and_goes_on_once_they_pause():
    state = finished()
    clock, queued, told = FakeClock(), [], []
    reviews = Reviews(soon=queued.append, later=clock.later, now=clock.now, iterations=3, rest_ms=500)
    reviews.listen(told.append)
    reviews.start("k", state, first=(0,))
    queued.pop()()  # a first slice: the course of the game begins
    assert len(queued) == 1
    reviews.heard()  # the person clicks (whose decisions are shown, say)
    queued.pop()()
    assert not queued and not told  # nothing done until they pause
    clock.advance(500)
    assert len(queued) == 1
    while queued:
        queued.pop()()
    assert told and told[-1].done == 1.0
