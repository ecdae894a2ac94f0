"""The page's side of the computer's thinking (``web.browser.computer``), under CPython:
the thinker started only when a computer seat needs it, its answers, a late or foreign answer,
its silence, a slow thinker, a retry, and a person taking the seat. The thinker is fake but
thinks with the real ``web.state.thinking`` in this process; the test moves the clock by hand.
"""

from __future__ import annotations

from australia.save import load_save
from web import messages as m
from web.browser.store import slot_key
from web.browser.computer import START_PATIENCE_MS, THINK_PATIENCE_MS
from web.computer_kinds import ThinkingAnswer
from web.state.computer import PACES

from tests.page import Page
from tests.web.computer_pages import _page, _posted, _slot


# --- the thinker's life -----------------------------------------------------------------------------


def test_no_worker_is_started_for_a_game_of_people():
    page, _ = _page(["person", "person"])
    page.command("reveal")
    page.click("stack", 1)
    assert page.thinkers == []


def test_the_worker_starts_when_a_computer_seat_is_chosen_answers_and_the_game_moves_on():
    page, raw = _page(["person", "easy"], names=["Ann"])
    # started while the form was filled in; nothing asked yet (Ann draws first)
    assert len(page.thinkers) == 1 and _posted(page) == []
    page.click("stack", 2)
    assert len(page.thinkers) == 1 and len(_posted(page)) == 1  # the same thinker is asked
    before = len(page.state.history)
    page.thinkers[0].answer_all()
    assert len(page.state.history) == before  # decided: shown once the pace allows
    page.clock.advance(PACES["normal"])
    assert len(page.state.history) == before + 1
    assert load_save(raw[slot_key(_slot(page))]).state.history == page.state.history


def test_the_pace_waits_between_the_computers_actions_and_skip_stops_waiting():
    page, _ = _page(["person", "easy", "easy", "easy"], names=["Ann"])
    page.send(m.SetPace("slow"))
    page.click("stack", 2)
    thinker = page.thinkers[0]
    thinker.answer_all()
    page.clock.advance(0)  # the first action after a person's is shown once decided
    before = len(page.state.history)
    thinker.answer_all()  # the next computer's decision waits until the first was seen long enough
    page.clock.advance(PACES["slow"] - 100)
    assert len(page.state.history) == before
    page.clock.advance(100)
    assert len(page.state.history) == before + 1
    page.command("skip-computer")
    thinker.answer_all()
    page.clock.advance(0)
    assert len(page.state.history) == before + 2  # no wait while skipping


def test_a_late_or_foreign_answer_is_dropped_and_a_malformed_one_is_a_fault():
    page, raw = _page(["person", "easy"], names=["Ann"])
    page.click("stack", 2)
    thinker = page.thinkers[0]
    (asked,) = thinker.posted
    before = raw[slot_key(_slot(page))]
    thinker.on_message({"kind": ThinkingAnswer.DECIDED.value, "id": "think:1:1:0", "action": {"type": "draw", "stack": 1}})
    page.clock.advance(5_000)
    assert raw[slot_key(_slot(page))] == before and len(page.state.history) == 1
    thinker.on_message({"kind": ThinkingAnswer.DECIDED.value, "id": asked.id, "action": {"type": "fly"}})
    page.clock.advance(5_000)
    assert page.document.faults and "Something went wrong" in page.html()
    assert len(page.state.history) == 1 and raw[slot_key(_slot(page))] == before
    page.command("retry-computer")  # a new thinker, asked again
    page.think()
    assert len(page.state.history) == 2 and "Something went wrong" not in page.html()  # the computer drew


def test_a_silent_worker_is_stopped_and_the_players_are_told():
    page, _ = _page(["person", "hard"], names=["Ann"], thinking_mode="silent")
    page.click("stack", 1)
    thinker = page.thinkers[0]
    page.clock.advance(START_PATIENCE_MS - 1)
    assert not thinker.stopped and "stopped thinking" not in page.html()
    page.clock.advance(2)
    assert thinker.stopped
    html = page.html()
    assert "stopped thinking" in html and "(no answer)" in html
    assert 'data-command="retry-computer"' in html and 'data-command="take-seat"' in html


def test_a_worker_that_answers_slowly_is_waited_for_between_slices():
    page, _ = _page(["person", "hard"], names=["Ann"])
    page.click("stack", 1)
    thinker = page.thinkers[0]
    (asked,) = thinker.posted
    thinker.on_message({"kind": ThinkingAnswer.READY.value})
    for _ in range(5):  # a slice at a time, each within the patience
        page.clock.advance(THINK_PATIENCE_MS - 1)
        thinker.on_message({"kind": ThinkingAnswer.PROGRESS.value, "id": asked.id, "done": 0.5})
    assert not thinker.stopped and page.document.progress[-1] == 0.5
    page.clock.advance(THINK_PATIENCE_MS + 1)
    assert thinker.stopped and "stopped thinking" in page.html()


def test_the_computer_stops_then_a_retry_starts_a_new_worker_then_a_person_takes_its_seat():
    page, raw = _page(["person", "hard"], names=["Ann"], thinking_mode="fail")
    page.click("stack", 1)
    page.think()
    html = page.html()
    assert "stopped thinking" in html and "(boom)" in html
    assert len(page.thinkers) == 1 and not page.clock.pending()  # nothing more is asked until the players choose
    page.command("retry-computer")
    assert len(page.thinkers) == 2 and page.thinkers[0].stopped and len(page.thinkers[1].posted) == 1
    page.think()
    assert "stopped thinking" in page.html()
    page.command("take-seat")
    assert page.session.seats.seats == ("person", "person") and not page.session.computer_to_move
    # the seat holds no card yet (the opening's first round): no hand-over screen before its draw
    assert not page.session.handover and load_save(raw[slot_key(_slot(page))]).table.seats == ("person", "person")
    assert "stopped thinking" not in page.html()


def test_the_worker_starts_once_when_the_form_first_has_a_computer_seat():
    page = Page({})
    page.command("new-game")
    page.player(m.FormEdited({"count": "2", "seat0": "person", "seat1": "person", "name0": "Ann"}))
    assert page.thinkers == []  # people only: no thinker
    page.player(m.FormEdited({"count": "2", "seat1": "medium"}))
    assert len(page.thinkers) == 1 and _posted(page) == []
    page.player(m.FormEdited({"count": "2", "seat1": "hard", "name0": "Anna"}))
    page.player(m.FormEdited({"count": "3", "seat2": "easy"}))
    assert len(page.thinkers) == 1  # one thinker, however the form changes
    page.command("start", count="3", seat0="person", seat1="hard", seat2="easy", seed="4", start="0")
    page.click("stack", 2)
    assert len(page.thinkers) == 1 and len(_posted(page)) == 1


def test_a_worker_started_ahead_that_fails_unasked_says_nothing_and_the_next_ask_starts_another():
    page, _ = _page(["person", "easy"], names=["Ann"])
    page.thinkers[0].on_error("the thinker could not start")  # as the browser reports it
    assert page.model.computer.problem is None
    page.click("stack", 2)
    assert len(page.thinkers) == 2 and len(page.thinkers[1].posted) == 1


def test_a_computer_seat_chosen_while_python_loaded_starts_the_worker_at_once():
    page = Page({}, boot=False)
    page.boot(typed={"count": "2", "seat0": "person", "seat1": "person", "name0": "Zoe"})
    assert page.thinkers == []
    page = Page({}, boot=False)
    page.boot(typed={"count": "2", "seat0": "person", "seat1": "easy", "name0": "Zoe"})
    assert len(page.thinkers) == 1 and _posted(page) == []
