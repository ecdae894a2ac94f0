"""The computer at the table (``web.state.computer``), under CPython through the whole page
(``tests.page.Page``): computer seats and their names, the hand-over only between two
people, what the computer is asked (its seat's observation, never the state), hints, the
pace (remembered on this device, and waiting for the pieces' movement unless it is off).
"""

from __future__ import annotations

import json
import re

import pytest

from australia import Config, ConfigError, DrawCard, new_game
from australia.save import load_save
from australia.table import Table
from web.browser.store import slot_key
from web.computer_kinds import Purpose
from web.storage import PACE_KEY
from web.state.computer import PACES, request
from web.state.newgame import Form, with_fields
from web.state.session import Session

from tests.page import Page
from tests.web.computer_pages import _page, _posted, _slot


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
    # Nobody holds a card in the opening's first round: the draws are made on the shared screen
    assert not session.handover

    def click(session, *targets):
        for target in targets:
            session, _ = session.click(target)
        return session

    session = click(session, ("stack", 1))  # Ann's first draw: not shown to the table
    assert session.computer_to_move and not session.handover and session.review is None
    session = session.play_computer(DrawCard(1))
    assert not session.handover and session.state.current == 2  # Cy holds no card yet either
    session = click(session, ("stack", 1))
    assert session.review is None and session.state.current == 0
    assert session.handover  # Ann holds a card now: she takes the device to see it and draw
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
    assert asked == request(state, 1, "hard") and asked.seed == state.seed * 8 + 1
    text = json.dumps(asked.observation.to_json())
    assert '"seed": ' + str(state.seed) not in text.replace(f'"seed": {state.seed * 8 + 1}', "")
    for card in state.players[0].hand:  # Ann's cards are not in what the computer is told
        assert f'"hand": [{card}' not in text


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


def test_a_hint_is_asked_of_the_computer_and_shown_as_a_suggestion():
    page, _ = _page(["person", "person"], names=["Ann", "Ben"])
    page.command("reveal")
    page.command("suggest")
    (wanted,) = _posted(page)
    assert wanted.purpose == Purpose.SUGGEST and wanted.level == "hard"
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
    page, raw = _page(["easy", "medium", "medium_hard"], seed="12", variant="full")
    page.think(rounds=5_000)
    assert page.state.is_over
    assert 'title="Computer: medium-hard"' in page.html()  # the end screen names each seat's level
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


def test_the_computers_pace_waits_for_the_movement_unless_it_is_instant_or_movement_is_off():
    from web.state.computer import MOTION_MS, PACES, pace_ms

    assert MOTION_MS <= 400
    assert pace_ms("fast", False) == max(PACES["fast"], MOTION_MS)
    assert pace_ms("slow", False) == PACES["slow"]
    assert pace_ms("instant", False) == 0 and pace_ms("normal", True) == 0
    assert pace_ms("fast", False, motion=False) == PACES["fast"]


def test_a_person_who_asked_for_less_movement_gets_the_plain_pace():
    from web import messages as m

    page = Page(boot=False)
    page.runtime.dispatch(m.Boot(reduced_motion=True))
    assert page.model.flags.motion is False
    moving = Page()
    assert moving.model.flags.motion is True


def test_a_suggestion_is_played_with_one_click():
    page, _ = _page(["person", "person"], names=["Ann", "Ben"])
    page.command("reveal")
    page.command("suggest")
    page.think()
    hint = page.model.computer.hint
    assert hint is not None and 'data-command="play-hint"' in page.html()
    history = list(page.state.history)
    page.command("play-hint")
    assert page.state.history == [*history, hint]  # exactly the suggested move, in one click
    assert page.model.computer.hint is None and 'data-command="play-hint"' not in page.html()
    page.command("play-hint")  # nothing suggested any more: nothing played
    assert len(page.state.history) == len(history) + 1


def _kimberley():
    from tests.positions import kimberley_to_complete

    return kimberley_to_complete()


def test_a_suggestion_says_why_and_what_else_was_weighed():
    page = Page({})
    state = _kimberley()
    page.put(state, seats=Table(("person", "person"), hints=True))
    names = [p.name for p in state.players]
    page.command("suggest")
    page.think()
    computer = page.model.computer
    assert computer.hint is not None and computer.why and computer.why[0].action == computer.hint
    text = page.text()
    assert "Suggestion: play the red card" in text
    assert "Why: completes the conservation of Kimberley; +" in text and " for you now" in text
    assert f"{names[1]} +" in text and "for the others" in text  # White's rangers score with it
    others = computer.why[1:]
    assert len(others) == 2 and "Also weighed:" in text
    for other in others:  # each said with what it does at once and its worth beside the hint
        assert other.value <= computer.why[0].value
        less = computer.why[0].value - other.value
        assert (f"{less:.1f} points less" if less >= 0.05 else "about as good") in text
    page.command("play-hint")
    assert page.state.players[0].points > 0 and "Also weighed:" not in page.html()


def test_reasons_from_a_malformed_answer_are_only_shorter():
    from australia import action_from_json
    from web.state.computer import why_suggested
    from web.state.thinking import Job

    state = _kimberley()
    page = Page({})
    page.put(state, seats=Table(("person", "person"), hints=True))
    page.command("suggest")
    (wanted,) = _posted(page)
    job = Job(wanted)
    reply = job.step(10_000)
    while reply["kind"] == "progress":
        reply = job.step(10_000)
    hint, weighed = action_from_json(reply["action"]), reply["weighed"]
    assert action_from_json(weighed[0][0]) == hint  # the choice comes first, with its value
    full = why_suggested(state, hint, weighed)
    assert [a.action for a in full][0] == hint and len(full) == 3
    broken = [["not an action", 1.0], [weighed[0][0], "NaN?"], None, *weighed[:1], [{"kind": "fly"}, 2.0]]
    assert [a.action for a in why_suggested(state, hint, broken)] == [hint]
    assert why_suggested(state, hint, "garbage") == () and why_suggested(state, hint, weighed[1:]) == ()
