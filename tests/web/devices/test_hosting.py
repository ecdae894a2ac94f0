"""The host's side of remote seats (web/devices/hosting.py), under CPython: who may speak for a seat,
which actions are taken, and what each device is sent."""

from __future__ import annotations

import itertools
import json

from australia import Config, apply_action, legal_actions, new_game
from australia.save import dump_game
from web.devices import wire
from web.devices.hosting import Remotes, Taken, new_token

NAMES = ("Ann", "Ben", "Cat")


class Host:
    """Remotes as the page's state holds it, one value after another, for brevity here."""

    def __init__(self) -> None:
        counter = itertools.count()
        self.token = lambda: f"token-{next(counter):02d}-abcdefghij"
        self.remotes = Remotes.of((1, 2), 3)
        for seat in (1, 2):
            self.invite(seat)

    @property
    def tokens(self) -> dict:
        return dict(self.remotes.tokens)

    @property
    def channels(self) -> dict:
        return dict(self.remotes.channels)

    def invite(self, seat: int) -> None:
        self.remotes = self.remotes.invite(seat, self.token())

    def receive(self, state, channel: str, text: object) -> object:
        self.remotes, result = self.remotes.receive(state, channel, text)
        return result

    def closed(self, channel: str) -> int | None:
        self.remotes, seat = self.remotes.closed(channel)
        return seat

    def take_seat(self, seat: int) -> None:
        self.remotes = self.remotes.take_seat(seat)

    def __getattr__(self, name: str) -> object:
        return getattr(self.remotes, name)


def _host():
    return new_game(Config(NAMES, "full"), 11), Host()


def _hello(host: Host, state, channel: str, seat: int) -> object:
    return host.receive(state, channel, wire.encode(wire.Hello(seat, host.tokens[seat])))


def test_invitation_tokens_are_random_and_read_as_tokens() -> None:
    tokens = {new_token() for _ in range(20)}
    assert len(tokens) == 20 and all(len(t) == 24 for t in tokens)
    for token in tokens:
        assert wire.from_remote(wire.encode(wire.Hello(0, token))) == wire.Hello(0, token)
    assert Remotes.of((1,), 2).token(1) is None  # not invited yet: no hello is taken


def _act(state, action) -> str:
    return wire.encode(wire.Act(len(state.history), action.to_json()))


def test_a_device_speaks_for_a_seat_only_with_that_seats_current_invitation() -> None:
    state, host = _host()
    assert host.connected() == (True, False, False) and host.waiting_for() == (1, 2)
    assert host.receive(state, "c1", wire.encode(wire.Hello(1, host.tokens[2]))) == wire.Refused("bad-invitation")
    assert host.receive(state, "c1", wire.encode(wire.Hello(0, host.tokens[1]))) == wire.Refused("bad-invitation")
    assert _hello(host, state, "c1", 1) == 1
    assert _hello(host, state, "c1", 2) == wire.Refused("already-seated")
    assert host.connected() == (True, True, False) and host.waiting_for() == (2,)
    old = host.tokens[1]
    host.invite(1)  # a new invitation: the old link and its channel are let go
    assert host.connected() == (True, False, False)
    assert host.receive(state, "c9", wire.encode(wire.Hello(1, old))) == wire.Refused("bad-invitation")
    assert _hello(host, state, "c2", 1) == 1


def test_a_device_that_comes_back_replaces_its_old_channel() -> None:
    state, host = _host()
    _hello(host, state, "c1", 1)
    assert host.closed("c1") == 1 and host.waiting_for() == (1, 2)
    assert _hello(host, state, "c2", 1) == 1
    assert host.channels == {"c2": 1}


def test_only_the_seat_to_decide_may_act_for_the_moment_it_saw_and_only_legally() -> None:
    state, host = _host()
    _hello(host, state, "c1", 1)
    _hello(host, state, "c2", 2)
    while state.current != 1 or not state.history:
        apply_action(state, legal_actions(state)[0])
    before = dump_game(state)
    legal = legal_actions(state)[0]
    assert host.receive(state, "c2", _act(state, legal)) == wire.Refused("not-your-turn")  # another seat's device
    assert host.receive(state, "c3", _act(state, legal)) == wire.Refused("no-seat")  # a channel with no seat
    stale = wire.encode(wire.Act(len(state.history) - 1, legal.to_json()))
    assert host.receive(state, "c1", stale) == wire.Refused("moment-passed")
    bad = json.dumps({"v": wire.VERSION, "t": "act", "moment": len(state.history), "action": {"type": "fly", "to": 3}})
    assert host.receive(state, "c1", bad) == wire.Refused("malformed action")
    illegal_text = None
    for candidate in ({"type": "end_turn"}, {"type": "draw", "stack": 9}, {"type": "fly", "to": "nowhere"}):
        text = json.dumps({"v": wire.VERSION, "t": "act", "moment": len(state.history), "action": candidate})
        if host.receive(state, "c1", text) == wire.Refused("illegal"):
            illegal_text = text
    assert illegal_text is not None  # at least one of them is illegal here
    assert host.receive(state, "c1", "{not json") == wire.Refused("not json")
    assert dump_game(state) == before  # nothing refused changed the game
    assert host.receive(state, "c1", _act(state, legal)) == Taken(1, legal)


def test_each_device_is_sent_its_own_seats_view_and_no_other_cards() -> None:
    state, host = _host()
    _hello(host, state, "c1", 1)
    _hello(host, state, "c2", 2)
    for _ in range(8):
        apply_action(state, legal_actions(state)[0])
    sent = host.views(state, ("person", "remote", "remote"))
    assert set(sent) == {"c1", "c2"}
    for channel, seat in (("c1", 1), ("c2", 2)):
        view = wire.from_host(sent[channel])
        assert view.seat == seat and view.moment == len(state.history) and view.connected == (True, True, True)
        assert view.kinds == ("person", "remote", "remote")  # what each seat is at the host
        assert view.log == tuple(state.log)  # every action with its events, as the host's log has them
        hands = [p.hand for p in view.observation.players]
        assert list(hands[seat]) == list(state.players[seat].hand)
        assert all(hand is None for other, hand in enumerate(hands) if other != seat)
        assert "stacks" not in json.loads(sent[channel])["observation"] and "seed" not in sent[channel]


def test_a_seat_taken_at_the_host_is_no_longer_waited_for_nor_spoken_for() -> None:
    state, host = _host()
    _hello(host, state, "c1", 1)
    host.take_seat(1)
    assert host.channels == {} and host.waiting_for() == (2,)
    assert host.connected() == (True, True, False)
    assert host.receive(state, "c1", wire.encode(wire.Hello(1, "token-00-abcdefghij"))) == wire.Refused("bad-invitation")
