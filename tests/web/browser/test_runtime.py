"""One record in, one frame out, under CPython: the page's Python wired as ``web/browser/main.py`` wires
it (the runtime, the frame builder ``web.browser.draw.Drawer``, the store's copy, the events'
reader, the computer thinking in slices), and the page's half played by ``Relay`` exactly as
``web/static/relay.js`` carries a frame out: its writes into the browser's storage first, then
its ops. What a player has seen is already saved; each record is answered by one frame; a
refused write comes back as the next record.
"""

from __future__ import annotations

import json
import random
from collections import deque

from australia.board import REGIONS
from australia.save import load_save
from web.devices.browser import Devices
from web.browser.draw import Drawer
from web.browser.events import Events, boot_message
from web.browser.files import Files
from web.browser.history import History
from web.browser.runtime import Runtime
from web.browser.store import Storage
from web.browser.computer import ComputerClient
from web.storage import CURRENT_KEY, PACE_KEY, SLOT_PREFIX
from web.protocol import Channel, Op, RecordKind
from web.state.keys import keys_taken
from web.state.thinking import Slices

from tests.page import FakeClock


START_FIELDS = {"values": {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "5"}, "defaults": []}


class Relay:
    """The page: its storage, and each frame carried out as ``relay.js`` does; what was on its
    screen, and what its storage held, at every drawing."""

    def __init__(self, storage: dict[str, str] | None = None) -> None:
        self.storage = dict(storage or {})
        self.full = False  # the browser refuses every write
        self.frames: list[dict] = []
        self.drawings: list[tuple[dict, dict]] = []  # (the draw op, the storage as it was then)
        self.refusals: list[dict] = []  # the records telling what was refused

    def carry_out(self, frame: dict) -> None:
        frame = json.loads(json.dumps(frame))  # it crosses as JSON text
        assert frame["australia"] == Channel.FRAME
        self.frames.append(frame)
        refused = []
        for key, value, guarded, expected in frame["writes"]:
            if self.full:
                refused.append([key, "QuotaExceededError", self.storage.get(key)])
            elif guarded and self.storage.get(key) != expected:
                refused.append([key, {"stale": True, "now": self.storage.get(key)}, self.storage.get(key)])
            elif value is None:
                self.storage.pop(key, None)
            else:
                self.storage[key] = value
        for op in frame["ops"]:
            assert op["op"] in {o.value for o in Op}, op
            if op["op"] == Op.DRAW:
                self.drawings.append((op, dict(self.storage)))
        if refused:
            self.refusals.append({"type": RecordKind.REFUSED.value, "frame": len(self.frames), "writes": refused,
                                  "drawn": True})


class Shell:
    """The page's Python as ``web/browser/main.py`` wires it, over fakes of the browser's objects."""

    def __init__(self, relay: Relay, *, seed: int = 1) -> None:
        self.relay = relay
        self.clock = FakeClock()
        self.soon: deque = deque()
        self.drawer = Drawer(self._send, when=str)
        self.drawer.hold()
        self.storage = Storage.of_page(dict(relay.storage), self.drawer.write)
        self.client = ComputerClient(
            lambda told, failed: Slices(told, failed, soon=self.soon.append, now=self.clock.now, slice_ms=5), self.clock
        )
        self.runtime = Runtime(
            storage=self.storage, document=self.drawer, clock=self.clock, history=History(self.drawer),
            computer=self.client, files=Files(lambda file, done, failed: done(file)), devices=Devices(self.drawer.effect),
            rand=random.Random(seed),
        )
        self.events = Events(self.runtime, files=self.runtime.files, history=self.runtime.history, storage=self.storage)
        self.models: list = []  # the page's state as each frame left it
        self.runtime.dispatch(boot_message({"language": "en"}, storage=self.storage, camera=False))
        self.drawer.ready(len(REGIONS))
        self.drawer.answer(0)
        self.seq = 0

    def _send(self, frame: dict) -> bool:
        self.models.append(self.runtime.model)
        self.relay.carry_out(frame)
        return True

    def record(self, record: dict) -> None:
        """One record from the page, handled as ``web/browser/main.py`` handles it."""
        self.seq += 1
        self.drawer.hold()
        try:
            self.events.handle(record, None)
        finally:
            self.drawer.answer(self.seq)

    def idle(self, limit: int = 100_000) -> None:
        """Let time pass: the computer's slices, the pace's timers, refusals told back."""
        for _ in range(limit):
            if self.relay.refusals:
                self.record(self.relay.refusals.pop(0))
            elif self.soon:
                self.soon.popleft()()
            elif self.clock.pending():
                self.clock.advance(1_000)
            else:
                return
        raise AssertionError("the page never came to rest")


def _saved_game(storage: dict[str, str]):
    slot = storage.get(CURRENT_KEY)
    text = storage.get(SLOT_PREFIX + slot) if slot else None
    return load_save(text).state if text else None


def _start(shell: Shell, seats: tuple[str, str]) -> None:
    values = dict(START_FIELDS["values"], seat0=seats[0], seat1=seats[1])
    shell.record({"type": "click", "hook": ["command", "new-game", None], "pointer": True})
    shell.record({"type": "click", "hook": ["command", "start", None], "pointer": True,
                  "fields": {"values": values, "defaults": []}})


def test_every_frame_that_draws_a_game_has_saved_it_first():
    relay = Relay({PACE_KEY: "instant"})
    shell = Shell(relay)
    _start(shell, ("easy", "medium"))
    shell.idle()
    # each drawing of the game, against the storage as it was when that drawing was carried out
    games = [(op, stored, model) for (op, stored), model in zip(relay.drawings, _drawing_models(shell), strict=True)]
    checked = 0
    for _op, stored, model in games:
        if model.session is None:
            continue
        saved = _saved_game(stored)
        assert saved is not None, "a game drawn before it was saved"
        assert [a.to_json() for a in saved.history] == [a.to_json() for a in model.session.state.history]
        checked += 1
    assert model.session.state.is_over and checked > 50  # a whole game of two computers, every step of it


def _drawing_models(shell: Shell) -> list:
    """The page's state behind each drawing (a frame holds at most one)."""
    return [model for frame, model in zip(shell.relay.frames, shell.models, strict=True)
            if any(op["op"] == Op.DRAW for op in frame["ops"])]


def test_each_record_is_answered_by_exactly_one_frame_in_order():
    relay = Relay()
    shell = Shell(relay)
    assert len(relay.frames) == 1 and relay.frames[0]["seq"] == 0  # start-up: one frame
    ready = [op["op"] for op in relay.frames[0]["ops"]]
    assert ready.index(Op.DRAW) < ready.index(Op.READY) < ready.index(Op.OFFLINE)  # offline play after the drawing
    records = [
        {"type": "click", "hook": ["command", "new-game", None], "pointer": True},
        {"type": "field", "name": "count", "fields": {"values": {"count": "3"}, "defaults": []}},
        {"type": "key", "key": "a", "focus": "text", "field": "name0"},  # typing: nothing to draw
        {"type": "nothing of ours"},
        None,
        {"type": "click", "hook": None, "pointer": False},
        {"type": "click", "hook": ["command", "start", None], "pointer": True, "fields": START_FIELDS},
    ]
    for record in records:
        shell.record(record)
    assert [frame["seq"] for frame in relay.frames[1:]] == list(range(1, len(records) + 1))
    typed = relay.frames[3]
    assert typed["writes"] == [] and not any(op["op"] == Op.DRAW for op in typed["ops"])
    started = relay.frames[-1]
    assert started["writes"] and any(op["op"] == Op.DRAW for op in started["ops"])  # saved, then drawn


def test_the_keys_the_page_takes_are_the_keymaps_rules_for_the_state_drawn():
    relay = Relay()
    shell = Shell(relay)
    _start(shell, ("person", "person"))
    told = [op["rules"] for frame in relay.frames for op in frame["ops"] if op["op"] == Op.KEYS]
    assert told and told[-1] == [rule.plain() for rule in keys_taken(shell.runtime.model)]


def test_a_refused_save_is_the_next_record_and_the_game_says_it_is_not_saved():
    relay = Relay()
    shell = Shell(relay)
    relay.full = True
    _start(shell, ("person", "person"))
    assert len(relay.refusals) == 1  # the page tells it back, naming the frame
    assert relay.refusals[0]["frame"] == len(relay.frames)
    shell.idle()
    assert shell.runtime.model.table.unsaved
    assert relay.frames[-1]["seq"] == shell.seq  # the refusal's record had its frame too
    assert _saved_game(relay.storage) is None


def test_the_computer_thinks_in_slices_between_the_records():
    relay = Relay({PACE_KEY: "instant"})
    shell = Shell(relay)
    _start(shell, ("person", "hard"))
    before = len(relay.frames)
    slices = 0
    for _ in range(500):  # Ann's opening draw, then the hard level's, slice by slice
        if shell.client.asked is not None and slices >= 3 and shell.soon:
            break
        if shell.soon:
            shell.soon.popleft()()
            slices += shell.client.asked is not None
        else:
            shell.record({"type": "click", "hook": ["stack", "1", None], "pointer": True})
    else:
        raise AssertionError("the computer never thought for three slices")
    # still thinking: a record is answered between two slices
    seq = shell.seq
    shell.record({"type": "click", "hook": ["command", "rules", None], "pointer": True})
    assert relay.frames[-1]["seq"] == seq + 1 and shell.runtime.model.screen.name == "rules"
    shell.idle()
    assert len(relay.frames) > before


def test_every_effect_type_has_exactly_one_carrier():
    import inspect

    from web.browser.runtime import AFTER_DRAW, CARRIERS, MARKS
    from web.values import Value
    from web.devices import effects as dfx
    from web.state import effects as fx

    effects = {
        kind for module in (fx, dfx) for _, kind in inspect.getmembers(module, inspect.isclass)
        if kind.__module__ == module.__name__ and issubclass(kind, Value)
    }
    assert not set(CARRIERS) & set(AFTER_DRAW) and not set(MARKS) & (set(CARRIERS) | set(AFTER_DRAW))
    assert effects == set(CARRIERS) | set(AFTER_DRAW) | set(MARKS)
