"""Computer seats at the page's table, under CPython: seats, hand-over, the worker's protocol.

The browser runs the same code: ``web.thinking`` inside the worker, ``App`` on the page.
"""

from __future__ import annotations

import json
import re

import pytest

from australia import Config, ConfigError, DrawCard, Fly, apply_action, new_game
from australia.save import load_save
from australia.table import Table
from web import thinking, view
from web.app import App
from web.session import Session
from web.storage import Storage, slot_key


def _app(seats, names=None, seed="4", variant="simple") -> tuple[App, dict]:
    raw: dict = {}
    app = App(Storage(raw, writer="t"), now=lambda: 1_800_000_000.0)
    values = {"count": str(len(seats)), "seed": seed, "start": "0", "variant": variant}
    app.form_changed(values)
    for seat, kind in enumerate(seats):
        app.form_changed({f"seat{seat}": kind})
    for seat, name in enumerate(names or []):
        if name:
            app.form.update({f"name{seat}": name})
    app.handle(("command", "start"))
    assert app.form_error == "", app.form_error
    return app, raw


def _let_computers_play(app: App, limit: int = 400) -> int:
    """Answer every request as the worker would; how many computer actions were played."""
    played = 0
    while played < limit:
        wanted = app.computer_request()
        if wanted is None:
            return played
        assert app.computer_answer(thinking.answer(wanted)[-1])
        played += 1
    return played


def test_a_computer_seat_gets_its_own_default_name_and_gives_it_back():
    app = App(Storage({}))
    app.form_changed({"count": "3", "seat1": "hard", "seat2": "easy"})
    assert app.form["name1"] == "Matilda" and app.form["name2"] == "Waratah" and app.form["name0"] == "Black"
    app.form_changed({"seat2": "medium"})
    assert app.form["name2"] == "Waratah"  # still a computer: its name stays
    app.form_changed({"seat1": "person"})
    assert app.form["name1"] == "White"
    app.form.update({"name2": "Kim"})
    app.form_changed({"seat2": "person"})
    assert app.form["name2"] == "Kim"  # a typed name is never changed


def test_the_table_is_saved_and_hints_can_be_turned_off():
    app, raw = _app(["person", "hard", "easy"])
    body = json.loads(raw[slot_key(app.slot)])
    assert body["table"] == {"seats": ["person", "hard", "easy"], "hints": True}
    app2, raw2 = _app(["person", "easy"], seed="5")
    app2.form_changed({"hints": "off"})
    app2.handle(("command", "new-game"))
    app2.handle(("command", "start"))
    assert load_save(raw2[slot_key(app2.slot)]).table.hints is False
    assert 'data-command="suggest"' not in app2.html()


def test_one_person_against_the_computer_never_sees_a_hand_over_screen():
    app, raw = _app(["person", "easy", "medium"], names=["Ann"])
    session = app.session
    for _ in range(200):
        assert not session.handover and 'data-command="reveal"' not in app.html()
        if session.state.is_over or session.state.round > 3:
            break
        if session.computer_to_move:
            _let_computers_play(app, limit=1)
        elif session.state.phase in ("setup", "draw"):
            app.handle(("stack", next(str(k) for k, cards in session.state.stacks.items() if cards)))
        elif session.state.actions_done >= 2:
            app.handle(("command", "end-turn"))
        else:
            app.handle(("region", "kimberley" if session.state.player.plane != "kimberley" else "pilbara"))
    assert session.state.round > 3
    assert load_save(raw[slot_key(app.slot)]).state.history == session.state.history


def test_the_hand_over_screen_comes_only_between_two_different_people():
    state = new_game(Config(("Ann", "Bot", "Cy"), start_player=0), 9)
    session = Session(state, table=Table(("person", "easy", "person")))
    assert session.handover  # Ann takes the device first
    session.click(("command", "reveal"))
    session.click(("stack", "1"))  # Ann's opening draw: the computer's turn
    assert session.computer_to_move and not session.handover
    session.play_computer(DrawCard(1))
    assert session.handover and session.state.current == 2  # Cy takes the device from Ann
    session.click(("command", "reveal"))
    session.click(("stack", "1"))
    assert session.state.current == 0 and session.handover  # back to Ann: Cy held it last
    session.click(("command", "reveal"))
    session.click(("stack", "1"))
    session.play_computer(DrawCard(2))
    assert session.state.current == 2 and session.handover  # Cy again, after Ann
    alone = Session(new_game(Config(("Ann", "Bot"), start_player=1), 9), table=Table(("person", "hard")))
    assert not alone.handover and alone.viewer == 0  # one person: the device never passes


def test_a_computer_seats_hand_never_reaches_the_page():
    app, _ = _app(["person", "hard"], names=["Ann"])
    session = app.session
    # Ann draws her opening card; the computer is to move
    app.handle(("stack", "1"))
    assert session.computer_to_move
    html = app.html()
    computer = session.state.players[1]
    assert "data-card=" not in html
    for card in computer.hand:
        assert f'data-card="{card}"' not in html
    assert "(computer, hard) is thinking" in html
    own = re.findall(r'<div class="hand own-hand"[^>]*>(.*?)</div>', html)
    assert own and own[0].count('class="card ') == len(session.state.players[0].hand)


def test_a_late_or_foreign_answer_is_dropped_and_a_malformed_one_is_a_fault():
    app, raw = _app(["person", "easy"], names=["Ann"])
    app.handle(("stack", "2"))
    wanted = app.computer_request()
    assert wanted is not None and wanted["purpose"] == thinking.THINK
    before = raw[slot_key(app.slot)]
    assert not app.computer_answer({"kind": "decided", "id": "think:1:1:0", "action": {"type": "draw", "stack": 1}})
    assert raw[slot_key(app.slot)] == before
    app.guarded(app.computer_answer, {"kind": "decided", "id": wanted["id"], "action": {"type": "fly"}})
    assert app.fault and "Something went wrong" in app.html()
    assert len(app.session.state.history) == 1 and raw[slot_key(app.slot)] == before
    assert app.computer_answer(thinking.answer(app.computer_request())[-1])
    assert len(app.session.state.history) == 2


def test_the_same_request_gives_the_same_decision_and_reports_progress():
    game = new_game(Config(("Ann", "Bot"), "full", start_player=0), 21)
    for stack in (1, 2, 3, 4):
        apply_action(game, DrawCard(stack))
    apply_action(game, Fly("pilbara"))
    wanted = thinking.request(game, 0, "hard")
    wanted["iterations"] = 12
    first, second = thinking.answer(wanted, ms=5), thinking.answer(wanted, ms=50)
    assert first[-1] == second[-1] and first[-1]["kind"] == "decided"
    progress = [r["done"] for r in first if r["kind"] == "progress"]
    assert progress == sorted(progress) and all(0 <= p <= 1 for p in progress)
    json.dumps(wanted)  # the request is plain JSON, as a worker receives it


@pytest.mark.parametrize("request_", [None, {"id": 1}, {"id": "x", "level": "grand"}, {"id": "x", "level": "easy", "observation": []}])
def test_a_request_the_worker_cannot_read_is_answered_with_a_failure(request_):
    (reply,) = thinking.answer(request_)
    assert reply["kind"] == "failed"


def test_the_computer_stops_then_a_person_takes_its_seat_and_nothing_is_lost():
    app, raw = _app(["person", "hard"], names=["Ann"])
    app.handle(("stack", "1"))
    assert app.computer_request() is not None
    app.computer_failed("no answer")
    html = app.html()
    assert "stopped thinking" in html and 'data-command="retry-computer"' in html and 'data-command="take-seat"' in html
    assert app.computer_request() is None  # nothing is asked until the players choose
    app.handle(("command", "retry-computer"))
    assert app.worker_restarts == 1 and app.computer_request() is not None
    app.computer_failed("no answer")
    app.handle(("command", "take-seat"))
    assert app.session.table.seats == ("person", "person") and not app.session.computer_to_move
    assert app.session.handover and load_save(raw[slot_key(app.slot)]).table.seats == ("person", "person")


def test_a_hint_is_asked_of_the_computer_and_shown_as_a_suggestion():
    app, _ = _app(["person", "person"], names=["Ann", "Ben"])
    app.handle(("command", "reveal"))
    app.handle(("command", "suggest"))
    wanted = app.computer_request()
    assert wanted["purpose"] == thinking.SUGGEST and wanted["level"] == "hard"
    assert app.computer_answer(thinking.answer(wanted)[-1]) is False  # a hint changes no game
    html = app.html()
    assert "Suggestion: draw from stack" in html
    app.handle(("stack", "1"))
    assert app.hint is None and "Suggestion:" not in app.html()


def test_the_pace_is_remembered_on_this_device():
    raw: dict = {}
    app = App(Storage(raw))
    app.handle(("command", view.CMD_PACE_PREFIX + "slow"))
    assert App(Storage(raw)).pace == "slow" and App(Storage(raw)).pace_ms == 1500
    app.handle(("command", view.CMD_PACE_PREFIX + "warp"))
    assert app.pace == "slow"


def test_a_game_of_computers_alone_ends_and_replays_like_any_other():
    app, raw = _app(["easy", "medium", "easy"], seed="12", variant="full")
    _let_computers_play(app, limit=2000)
    assert app.session.state.is_over
    assert load_save(raw[slot_key(app.slot)]).state.is_over
    app.handle(("command", "replay-current"))
    app.handle(("command", "replay-forward"))
    assert "drew a card from stack" in app.html()


def test_a_table_that_does_not_fit_is_refused_by_the_form():
    app = App(Storage({}))
    app.form_changed({"count": "2", "seat1": "grandmaster"})
    app.handle(("command", "start"))
    assert app.form_error and app.session is None
    with pytest.raises(ConfigError):
        Table(("person", "grandmaster"))
