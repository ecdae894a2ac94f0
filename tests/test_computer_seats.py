"""Computer seats at the page's table, under CPython: seats, hand-over, and the worker's life.

The whole page runs as in the browser (``tests.page.Page``): the runtime, the worker client
(``web.browser.worker_client``) with a fake worker that thinks with the real ``web.thinking``
in this process, and a clock the test moves by hand, so the worker's start, its answers, a
late answer, its silence, a retry and a person taking the seat are all checked here.
"""

from __future__ import annotations

import json
import re

import pytest

from australia import Config, ConfigError, DrawCard, Fly, apply_action, new_game
from australia.save import load_save
from australia.table import Table
from web import messages as m
from web import thinking
from web.browser.store import slot_key
from web.browser.worker_client import START_PATIENCE_MS, THINK_PATIENCE_MS
from web.commands import PACE_KEY, Purpose, WorkerKind
from web.state.computer import PACES, request
from web.state.newgame import Form, with_fields
from web.state.session import Session
from tests.page import Page


def _page(seats, names=None, seed="4", variant="simple", **options) -> tuple[Page, dict]:
    raw: dict = {}
    page = Page(raw, **options)
    values = {"count": str(len(seats)), "seed": seed, "start": "0", "variant": variant}
    values.update({f"seat{seat}": kind for seat, kind in enumerate(seats)})
    values.update({f"name{seat}": name for seat, name in enumerate(names or []) if name})
    page.start(**values)
    assert 'class="form-error"' not in page.html(), page.text()[:300]
    return page, raw


def _slot(page: Page) -> str:
    return page.model.table.slot


def _posted(page: Page) -> list[dict]:
    return [request for worker in page.workers for request in worker.posted]


def test_a_computer_seat_gets_its_own_default_name_and_gives_it_back():
    names = ("Black", "White", "Orange", "Blue", "Brown")
    form = with_fields(Form(), {"count": "3", "seat1": "hard", "seat2": "easy"})
    assert [form.name(seat, names) for seat in range(3)] == ["Black", "Matilda", "Waratah"]
    form = with_fields(form, {"seat2": "medium"})
    assert form.name(2, names) == "Waratah"  # still a computer: its name stays
    form = with_fields(form, {"seat1": "person"})
    assert form.name(1, names) == "White"
    form = with_fields(form, {"name2": "Kim"})
    form = with_fields(form, {"seat2": "person"})
    assert form.name(2, names) == "Kim"  # a typed name is never changed


def test_the_table_is_saved_and_hints_can_be_turned_off():
    page, raw = _page(["person", "hard", "easy"])
    body = json.loads(raw[slot_key(_slot(page))])
    assert body["table"] == {"seats": ["person", "hard", "easy"], "hints": True}
    page2, raw2 = _page(["person", "easy"], seed="5")
    page2.start(count="2", seat1="easy", hints="off", seed="6")
    assert load_save(raw2[slot_key(_slot(page2))]).table.hints is False
    assert 'data-command="suggest"' not in page2.html()


def test_one_person_against_the_computer_never_sees_a_hand_over_screen():
    page, raw = _page(["person", "easy", "medium"], names=["Ann"])
    for _ in range(300):
        session = page.session
        assert not session.handover and 'data-command="reveal"' not in page.html()
        state = session.state
        if state.is_over or state.round > 3:
            break
        if session.computer_to_move:
            page.think(rounds=1)
        elif state.phase in ("setup", "draw"):
            page.click("stack", next(k for k, cards in state.stacks.items() if cards))
        elif state.actions_done >= 2:
            page.command("end-turn")
        else:
            page.click("region", "kimberley" if state.player.plane != "kimberley" else "pilbara")
    assert page.state.round > 3
    assert load_save(raw[slot_key(_slot(page))]).state.history == page.state.history


def test_the_hand_over_screen_comes_only_between_two_different_people():
    state = new_game(Config(("Ann", "Bot", "Cy"), start_player=0), 9)
    session = Session.start(state, Table(("person", "easy", "person")))
    assert session.handover  # Ann takes the device first

    def click(session, *targets):
        for target in targets:
            session, _ = session.click(target)
        return session

    session = click(session, ("command", "reveal"), ("stack", 1), ("command", "pass-device"))  # Ann's opening draw
    assert session.computer_to_move and not session.handover
    session = session.play_computer(DrawCard(1))
    assert session.handover and session.state.current == 2  # Cy takes the device from Ann
    session = click(session, ("command", "reveal"), ("stack", 1))
    # Cy looks at the card just drawn before the device goes back to Ann
    assert session.review == (2, session.state.players[2].hand[-1]) and not session.computer_to_move
    session = click(session, ("command", "pass-device"))
    assert session.state.current == 0 and session.handover and session.review is None  # Cy held it last
    session = click(session, ("command", "reveal"), ("stack", 1))
    # the computer plays next, then Cy takes the device: Ann sees her card first, and the
    # computer waits for her
    assert session.review == (0, session.state.players[0].hand[-1]) and session.computer_to_move
    session = click(session, ("command", "pass-device"))
    session = session.play_computer(DrawCard(2))
    assert session.state.current == 2 and session.handover  # Cy again, after Ann
    alone = Session.start(new_game(Config(("Ann", "Bot"), start_player=1), 9), Table(("person", "hard")))
    assert not alone.handover and alone.viewer == 0  # one person: the device never passes


def test_a_computer_seats_hand_never_reaches_the_page():
    page, _ = _page(["person", "hard"], names=["Ann"])
    page.click("stack", 1)  # Ann draws her opening card; the computer is to move
    session = page.session
    assert session.computer_to_move
    html = page.html()
    for card in session.state.players[1].hand:
        assert f'data-card="{card}"' not in html
    assert "data-card=" not in html
    assert "(computer, hard) is thinking" in html
    own = re.findall(r'<div class="hand own-hand"[^>]*>(.*?)</div>', html)
    assert own and own[0].count('class="card ') == len(session.state.players[0].hand)


def test_the_computer_is_asked_its_seats_observation_never_the_state():
    page, _ = _page(["person", "hard"], names=["Ann"])
    page.click("stack", 1)
    (asked,) = _posted(page)
    state = page.state
    assert asked == request(state, 1, "hard")
    text = json.dumps(asked)
    assert '"seed": ' + str(state.seed) not in text.replace(f'"seed": {state.seed * 8 + 1}', "")
    for card in state.players[0].hand:  # Ann's cards are not in what the computer is told
        assert f'"hand": [{card}' not in text


# --- the worker's life -----------------------------------------------------------------------------


def test_no_worker_is_started_for_a_game_of_people():
    page, _ = _page(["person", "person"])
    page.command("reveal")
    page.click("stack", 1)
    assert page.workers == []


def test_the_worker_starts_when_a_computer_seat_is_chosen_answers_and_the_game_moves_on():
    page, raw = _page(["person", "easy"], names=["Ann"])
    # started while the form was filled in; nothing asked yet (Ann draws first)
    assert len(page.workers) == 1 and _posted(page) == []
    page.click("stack", 2)
    assert len(page.workers) == 1 and len(_posted(page)) == 1  # the same worker is asked
    before = len(page.state.history)
    page.workers[0].answer_all()
    assert len(page.state.history) == before  # decided: shown once the pace allows
    page.clock.advance(PACES["normal"])
    assert len(page.state.history) == before + 1
    assert load_save(raw[slot_key(_slot(page))]).state.history == page.state.history


def test_the_pace_waits_between_the_computers_actions_and_skip_stops_waiting():
    page, _ = _page(["person", "easy", "easy", "easy"], names=["Ann"])
    page.send(m.SetPace("slow"))
    page.click("stack", 2)
    worker = page.workers[0]
    worker.answer_all()
    page.clock.advance(0)  # the first action after a person's is shown once decided
    before = len(page.state.history)
    worker.answer_all()  # the next computer's decision waits until the first was seen long enough
    page.clock.advance(PACES["slow"] - 100)
    assert len(page.state.history) == before
    page.clock.advance(100)
    assert len(page.state.history) == before + 1
    page.command("skip-computer")
    worker.answer_all()
    page.clock.advance(0)
    assert len(page.state.history) == before + 2  # no wait while skipping


def test_a_late_or_foreign_answer_is_dropped_and_a_malformed_one_is_a_fault():
    page, raw = _page(["person", "easy"], names=["Ann"])
    page.click("stack", 2)
    worker = page.workers[0]
    (asked,) = worker.posted
    before = raw[slot_key(_slot(page))]
    worker.on_message({"kind": WorkerKind.DECIDED.value, "id": "think:1:1:0", "action": {"type": "draw", "stack": 1}})
    page.clock.advance(5_000)
    assert raw[slot_key(_slot(page))] == before and len(page.state.history) == 1
    worker.on_message({"kind": WorkerKind.DECIDED.value, "id": asked["id"], "action": {"type": "fly"}})
    page.clock.advance(5_000)
    assert page.document.faults and "Something went wrong" in page.html()
    assert len(page.state.history) == 1 and raw[slot_key(_slot(page))] == before
    page.command("retry-computer")  # a new worker, asked again
    page.think()
    assert len(page.state.history) == 2 and "Something went wrong" not in page.html()  # the computer drew


def test_a_silent_worker_is_stopped_and_the_players_are_told():
    page, _ = _page(["person", "hard"], names=["Ann"], worker_mode="silent")
    page.click("stack", 1)
    worker = page.workers[0]
    page.clock.advance(START_PATIENCE_MS - 1)
    assert not worker.stopped and "stopped thinking" not in page.html()
    page.clock.advance(2)
    assert worker.stopped
    html = page.html()
    assert "stopped thinking" in html and "(no answer)" in html
    assert 'data-command="retry-computer"' in html and 'data-command="take-seat"' in html


def test_a_worker_that_answers_slowly_is_waited_for_between_slices():
    page, _ = _page(["person", "hard"], names=["Ann"])
    page.click("stack", 1)
    worker = page.workers[0]
    (asked,) = worker.posted
    worker.on_message({"kind": WorkerKind.READY.value})
    for _ in range(5):  # a slice at a time, each within the patience
        page.clock.advance(THINK_PATIENCE_MS - 1)
        worker.on_message({"kind": WorkerKind.PROGRESS.value, "id": asked["id"], "done": 0.5})
    assert not worker.stopped and page.document.progress[-1] == 0.5
    page.clock.advance(THINK_PATIENCE_MS + 1)
    assert worker.stopped and "stopped thinking" in page.html()


def test_the_computer_stops_then_a_retry_starts_a_new_worker_then_a_person_takes_its_seat():
    page, raw = _page(["person", "hard"], names=["Ann"], worker_mode="fail")
    page.click("stack", 1)
    page.think()
    html = page.html()
    assert "stopped thinking" in html and "(boom)" in html
    assert len(page.workers) == 1 and not page.clock.pending()  # nothing more is asked until the players choose
    page.command("retry-computer")
    assert len(page.workers) == 2 and page.workers[0].stopped and len(page.workers[1].posted) == 1
    page.think()
    assert "stopped thinking" in page.html()
    page.command("take-seat")
    assert page.session.seats.seats == ("person", "person") and not page.session.computer_to_move
    assert page.session.handover and load_save(raw[slot_key(_slot(page))]).table.seats == ("person", "person")
    assert "stopped thinking" not in page.html()


def test_a_decision_waits_while_the_rules_are_open():
    page, _ = _page(["person", "easy"], names=["Ann"])
    page.click("stack", 1)
    page.command("rules")
    page.think()
    before = len(page.state.history)
    assert page.screen == "rules"
    page.command("rules-close")
    page.clock.advance(PACES["normal"])
    assert len(page.state.history) == before + 1


def test_the_same_request_gives_the_same_decision_and_reports_progress():
    game = new_game(Config(("Ann", "Bot"), "full", start_player=0), 21)
    for stack in (1, 2, 3, 4):
        apply_action(game, DrawCard(stack))
    apply_action(game, Fly("pilbara"))
    wanted = request(game, 0, "hard")
    wanted["iterations"] = 12
    first, second = thinking.answer(wanted, ms=5), thinking.answer(wanted, ms=50)
    assert first[-1] == second[-1] and first[-1]["kind"] == WorkerKind.DECIDED
    progress = [r["done"] for r in first if r["kind"] == WorkerKind.PROGRESS]
    assert progress == sorted(progress) and all(0 <= p <= 1 for p in progress)
    json.dumps(wanted)  # the request is plain JSON, as a worker receives it


@pytest.mark.parametrize("request_", [None, {"id": 1}, {"id": "x", "level": "grand"}, {"id": "x", "level": "easy", "observation": []}])
def test_a_request_the_worker_cannot_read_is_answered_with_a_failure(request_):
    (reply,) = thinking.answer(request_)
    assert reply["kind"] == WorkerKind.FAILED


def test_a_hint_is_asked_of_the_computer_and_shown_as_a_suggestion():
    page, _ = _page(["person", "person"], names=["Ann", "Ben"])
    page.command("reveal")
    page.command("suggest")
    (wanted,) = _posted(page)
    assert wanted["purpose"] == Purpose.SUGGEST and wanted["level"] == "hard"
    assert "looking for a good move" in page.html()
    history = list(page.state.history)
    page.think()
    assert page.state.history == history  # a hint changes no game
    assert "Suggestion: draw from stack" in page.html()
    page.click("stack", 1)
    assert page.model.computer.hint is None and "Suggestion:" not in page.html()


def test_the_pace_is_remembered_on_this_device():
    raw: dict = {}
    page = Page(raw)
    page.command("pace", "slow")
    assert raw[PACE_KEY] == "slow" and Page(raw).model.prefs.pace == "slow"
    page.command("pace", "warp")
    assert page.model.prefs.pace == "slow" and raw[PACE_KEY] == "slow"


def test_a_game_of_computers_alone_ends_and_replays_like_any_other():
    page, raw = _page(["easy", "medium", "easy"], seed="12", variant="full")
    page.think(rounds=5_000)
    assert page.state.is_over
    assert load_save(raw[slot_key(_slot(page))]).state.is_over
    page.command("replay-current")
    page.command("replay-forward")
    assert "drew a card from stack" in page.html()


def test_a_table_that_does_not_fit_is_refused_by_the_form():
    page = Page({})
    page.start(count="2", seat1="grandmaster")
    assert page.model.table is not None and page.model.table.session.seats.seats == ("person", "person")
    with pytest.raises(ConfigError):
        Table(("person", "grandmaster"))


def test_the_worker_starts_once_when_the_form_first_has_a_computer_seat():
    page = Page({})
    page.command("new-game")
    page.player(m.FormEdited({"count": "2", "seat0": "person", "seat1": "person", "name0": "Ann"}))
    assert page.workers == []  # people only: no worker
    page.player(m.FormEdited({"count": "2", "seat1": "medium"}))
    assert len(page.workers) == 1 and _posted(page) == []
    page.player(m.FormEdited({"count": "2", "seat1": "hard", "name0": "Anna"}))
    page.player(m.FormEdited({"count": "3", "seat2": "easy"}))
    assert len(page.workers) == 1  # one worker, however the form changes
    page.command("start", count="3", seat0="person", seat1="hard", seat2="easy", seed="4", start="0")
    page.click("stack", 2)
    assert len(page.workers) == 1 and len(_posted(page)) == 1


def test_a_worker_started_ahead_that_fails_unasked_says_nothing_and_the_next_ask_starts_another():
    page, _ = _page(["person", "easy"], names=["Ann"])
    page.workers[0].on_error("the worker could not start")  # as the browser reports it
    assert page.model.computer.problem is None
    page.click("stack", 2)
    assert len(page.workers) == 2 and len(page.workers[1].posted) == 1


def test_a_computer_seat_chosen_while_python_loaded_starts_the_worker_at_once():
    page = Page({}, boot=False)
    page.boot(typed={"count": "2", "seat0": "person", "seat1": "person", "name0": "Zoe"})
    assert page.workers == []
    page = Page({}, boot=False)
    page.boot(typed={"count": "2", "seat0": "person", "seat1": "easy", "name0": "Zoe"})
    assert len(page.workers) == 1 and _posted(page) == []
