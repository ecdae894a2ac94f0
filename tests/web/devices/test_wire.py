"""The messages between a game's host and its remote devices (web/devices/wire.py), under CPython."""

from __future__ import annotations

import functools
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from australia import Config, apply_action, dump_game, legal_actions, load_save, new_game
from australia.computer.thinker import choose
from australia.observation import observe
from web.devices import wire

TOKEN = "k3V9-q_Zb0r7XyWm2Lp4"


def _game():
    state = new_game(Config(("Ann", "Ben", "Cat"), "full"), 7)
    for _ in range(9):
        apply_action(state, legal_actions(state)[0])
    return state


def test_each_message_goes_over_and_comes_back_the_same() -> None:
    state = _game()
    action = legal_actions(state)[0].to_json()
    view = wire.view_of(state, 1, (True, True, False), ("person", "remote", "hard"))
    for message, read in [
        (wire.Hello(2, TOKEN), wire.from_remote),
        (wire.Act(len(state.history), action), wire.from_remote),
        (view, wire.from_host),
        (wire.Refused("not-your-turn"), wire.from_host),
        (wire.Bye("seat-taken"), wire.from_host),
    ]:
        text = wire.encode(message)
        assert json.loads(text)["v"] == wire.VERSION
        if message is view:  # the record comes back as the host's log entries
            assert read(text) == view._replace(log=tuple(state.log))
        else:
            assert read(text) == message


@functools.lru_cache(maxsize=None)
def _finished(players: int = 5, seed: int = 3):
    state = new_game(Config(("Ann", "Ben", "Cat", "Dan", "Eve")[:players], "full"), seed)
    while not state.is_over:
        apply_action(state, choose(observe(state, state.current), "easy", len(state.history)))
    return state


def _finished_text() -> str:
    return wire.encode(wire.view_of(_finished(3), 1, (True,) * 3, ("person", "remote", "hard")))


def test_a_whole_five_player_game_fits_in_one_view() -> None:
    state = _finished()
    text = wire.encode(wire.view_of(state, 4, (True,) * 5, ("person", "remote", "easy", "medium", "remote")))
    assert len(text.encode()) < wire.FROM_HOST // 2  # its record and the whole game both
    assert wire.from_host(text).log == tuple(state.log)


def test_once_the_game_is_over_a_view_holds_the_whole_game_and_not_before() -> None:
    """Nothing is secret once the game is over: a device is sent the whole game (to review it
    there), people at the seats played on devices and the computer's at its own."""
    assert wire.view_of(_game(), 1, (True,) * 3, ("person", "remote", "hard")).record == ""
    state = _finished(3)
    view = wire.from_host(_finished_text())
    game = load_save(view.record)
    assert game.state.history == state.history and game.state.seed == state.seed and game.state.is_over
    assert game.table.seats == ("person", "person", "hard")
    # a whole game of another moment, or another game, is not taken for this one
    body = json.loads(_finished_text())
    for other in (_finished(3, 4), _game()):
        body["record"] = dump_game(other)
        with pytest.raises(wire.WireError, match="bad record"):
            wire.from_host(json.dumps(body))
    body["record"] = dump_game(state)[:-40]
    with pytest.raises(wire.WireError, match="bad record"):
        wire.from_host(json.dumps(body))
    body["record"] = ""  # over, and no game with it
    with pytest.raises(wire.WireError, match="bad record"):
        wire.from_host(json.dumps(body))


def test_a_view_holds_only_what_its_seat_may_see() -> None:
    state = _game()
    text = wire.encode(wire.view_of(state, 1, (True, True, True), ("person", "remote", "remote")))
    players = json.loads(text)["observation"]["players"]
    assert [p["hand"] is not None for p in players] == [False, True, False]
    assert "seed" not in text and "stacks" not in json.loads(text)["observation"]
    assert len(text.encode()) < wire.FROM_HOST


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (None, "not text"),
        ("x" * (wire.FROM_REMOTE + 1), "too long"),
        ("{", "not json"),
        ("[1, 2]", "not an object"),
        ('{"v": 3, "t": "hello", "seat": 0, "token": "' + TOKEN + '"}', "another version"),  # before a view held the game
        ('{"v": 2, "t": "hello", "seat": 0, "token": "' + TOKEN + '"}', "another version"),  # before a view said hints
        ('{"v": 1, "t": "hello", "seat": 0, "token": "' + TOKEN + '"}', "another version"),
        ('{"v": true, "t": "hello", "seat": 0, "token": "' + TOKEN + '"}', "another version"),
        ('{"v": 4, "t": "shout"}', "unknown type"),
        ('{"v": 4, "t": "hello", "seat": 0}', "missing token"),
        ('{"v": 4, "t": "hello", "seat": 0, "token": "' + TOKEN + '", "admin": true}', "unexpected fields"),
        ('{"v": 4, "t": "hello", "seat": true, "token": "' + TOKEN + '"}', "bad seat"),
        ('{"v": 4, "t": "hello", "seat": 5, "token": "' + TOKEN + '"}', "bad seat"),
        ('{"v": 4, "t": "hello", "seat": 1.0, "token": "' + TOKEN + '"}', "bad seat"),
        ('{"v": 4, "t": "hello", "seat": 1, "token": "short"}', "bad token"),
        ('{"v": 4, "t": "hello", "seat": 1, "token": "<script>alert(1)</script>xx"}', "bad token"),
        ('{"v": 4, "t": "act", "moment": 3, "action": {"type": "steal"}}', "malformed action"),
        ('{"v": 4, "t": "act", "moment": -1, "action": {"type": "end_turn"}}', "bad moment"),
        ('{"v": 4, "t": "act", "moment": NaN, "action": {"type": "end_turn"}}', "not json"),
        ('{"v": 4, "t": "view", "seat": 0, "moment": 0, "observation": {}, "connected": [true, true]}', "unknown type"),
        ("[" * 5000 + "]" * 5000, "too long"),
    ],
)
def test_a_remote_device_cannot_send_anything_else(text: object, reason: str) -> None:
    with pytest.raises(wire.WireError) as refused:
        wire.from_remote(text)
    assert refused.value.reason == reason


def test_the_host_sends_nothing_a_remote_device_would_take_wrongly() -> None:
    state = _game()
    good = json.loads(wire.encode(wire.view_of(state, 0, (True, True, True), ("remote", "person", "hard"))))
    for change, reason in [
        (lambda b: b.update(seat=1), "bad observation"),  # another seat's observation
        (lambda b: b.update(connected=[True, True]), "bad observation"),  # the players do not match
        (lambda b: b.update(connected=[1, 1, 1]), "bad connected"),
        (lambda b: b["observation"].pop("players"), "bad observation"),
        (lambda b: b.update(moment="9"), "bad moment"),
        (lambda b: b.update(moment=8), "bad log"),  # the record does not match the moment
        (lambda b: b["log"][0][3].append({"e": "CardDrawn", "card": 7}), "bad log"),  # no such event
        (lambda b: b["log"][0].__setitem__(0, 7), "bad log"),
        (lambda b: b["observation"].update(log=[[0, 0, {"type": "end_turn"}]]), "bad observation"),
        (lambda b: b.update(t="act"), "unknown type"),
        (lambda b: b.update(kinds=["remote", "person"]), "bad kinds"),  # not one per seat
        (lambda b: b.update(kinds=["remote", "person", "grandmaster"]), "bad kinds"),
        (lambda b: b.update(hints="yes"), "bad hints"),
        (lambda b: b.pop("hints"), "missing hints"),
        (lambda b: b.pop("kinds"), "missing kinds"),  # a host of the version before
        (lambda b: b.pop("record"), "missing record"),
        (lambda b: b.update(record=None), "bad record"),
        (lambda b: b.update(record=_finished_text()), "bad record"),  # no game before its end
    ]:
        body = json.loads(json.dumps(good))
        change(body)
        with pytest.raises(wire.WireError) as refused:
            wire.from_host(json.dumps(body))
        assert refused.value.reason == reason
    with pytest.raises(wire.WireError, match="bad reason"):
        wire.from_host('{"v": 4, "t": "refused", "reason": "' + "x" * 65 + '"}')


def test_a_message_too_long_is_not_sent() -> None:
    with pytest.raises(wire.WireError, match="too long"):
        wire.encode(wire.Act(0, {"type": "end_turn", "pad": "x" * wire.FROM_REMOTE}))


@given(st.text(max_size=300))
def test_no_text_crashes_the_reader(text: str) -> None:
    for read in (wire.from_remote, wire.from_host):
        try:
            read(text)
        except wire.WireError as refused:
            assert refused.reason
