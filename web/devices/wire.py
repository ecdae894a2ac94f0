"""The messages between the host of a game and the devices of its remote seats.

The host keeps the game; a remote device receives only what its seat may know and sends only
its own actions. Every message is one JSON object with the protocol's version (``v``) and its
type (``t``), and is read strictly: a message too long, of another version, with a field of
the wrong type (``true`` is not a number here), missing or unknown, is refused with a reason
(``WireError``) and changes nothing. What a remote device sends is small (``FROM_REMOTE``
bytes at most); what the host sends carries an observation (``FROM_HOST``).

Remote to host: ``Hello`` (the seat and the token of its invitation) and ``Act`` (an action,
with the turn it was chosen in: an action chosen for a moment that has passed is refused).
Host to remote: ``View`` (the seat's observation, the moment, who is connected; once the game
is over, the whole game too, for nothing is secret then: the device can review it), ``Refused``
(why an action or a hello was not taken), ``Bye`` (the seat was given to someone else, or the
game is over on the host).

Pure Python, tested under CPython; the rules stay the engine's (``australia``): whether an
action is legal for that seat at that moment is for the host to ask it.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple, Union

from australia import (
    COMPUTER_LEVELS,
    OVER,
    PERSON,
    REMOTE,
    InputError,
    LogEntry,
    Observation,
    SaveError,
    State,
    Table,
    action_from_json,
    dump_game,
    event_from_json,
    event_to_json,
    load_save,
    observe,
)

# 2: a view says what each seat is (``View.kinds``); 3: and whether it may ask for suggestions
# (``View.hints``); 4: and, once the game is over, the whole game (``View.record``)
VERSION = 4
FROM_REMOTE = 2_048  # bytes of one message from a remote device
FROM_HOST = 262_144  # bytes of one message from the host (an observation with its log)
MAX_SEATS = 5
TOKEN = (16, 64)  # the length of an invitation's token
REASON = 64  # the length of a reason code
SEAT_KINDS = frozenset({PERSON, REMOTE, *COMPUTER_LEVELS})


class WireError(ValueError):
    """A message refused: ``reason`` is a short code for the page to word."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Hello(NamedTuple):
    seat: int
    token: str


class Act(NamedTuple):
    moment: int  # how many actions the game had when this one was chosen
    action: dict  # its JSON form (australia.actions)


class View(NamedTuple):
    seat: int
    moment: int  # how many actions the game has had
    observation: Observation  # of that seat, without its log (its JSON on the wire)
    connected: tuple[bool, ...]  # per seat: its device is there (the host's seats always)
    log: tuple = ()  # the public record: [player, turn, action, [event, ...]] per action
    # per seat, what it is at the host's table: a person at the host ("person"), a person on
    # a device of their own ("remote"), or the computer at its level
    kinds: tuple[str, ...] = ()
    hints: bool = False  # the game's device lets people ask for a suggestion
    record: str = ""  # once the game is over, its save (australia.save), people at every seat not the computer's


class Refused(NamedTuple):
    reason: str


class Bye(NamedTuple):
    reason: str


FromRemote = Union[Hello, Act]
FromHost = Union[View, Refused, Bye]
_TYPES = {Hello: "hello", Act: "act", View: "view", Refused: "refused", Bye: "bye"}


def encode(message: FromRemote | FromHost) -> str:
    """The message as the compact JSON text sent over the channel."""
    body = {"v": VERSION, "t": _TYPES[type(message)]}
    for name, value in message._asdict().items():
        if isinstance(value, Observation):
            value = value.to_json()
        body[name] = list(value) if isinstance(value, tuple) else value
    text = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
    limit = FROM_HOST if isinstance(message, (View, Refused, Bye)) else FROM_REMOTE
    if len(text.encode("utf-8")) > limit:
        raise WireError("too long")
    return text


# --- reading -----------------------------------------------------------------------------------


def _object(text: object, limit: int) -> dict:
    if not isinstance(text, str):
        raise WireError("not text")
    if len(text.encode("utf-8", "surrogatepass")) > limit:
        raise WireError("too long")
    try:
        body = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise WireError("not json") from None
    if type(body) is not dict:
        raise WireError("not an object")
    if body.get("v") != VERSION or type(body.get("v")) is not int:
        raise WireError("another version")
    return body


def _no_constant(name: str) -> Any:
    raise ValueError(name)  # NaN and Infinity are not JSON


def _fields(body: dict, names: tuple[str, ...]) -> None:
    missing = [n for n in names if n not in body]
    if missing:
        raise WireError(f"missing {missing[0]}")
    extra = sorted(k for k in body if k not in names and k not in ("v", "t"))
    if extra:
        raise WireError("unexpected fields")


def _int(body: dict, name: str, low: int, high: int) -> int:
    value = body[name]
    if type(value) is not int or not low <= value <= high:
        raise WireError(f"bad {name}")
    return value


def _text(body: dict, name: str, low: int, high: int) -> str:
    value = body[name]
    if type(value) is not str or not low <= len(value) <= high or not value.isprintable():
        raise WireError(f"bad {name}")
    return value


def from_remote(text: object) -> FromRemote:
    """A message from a remote device, read strictly (its legality is the host's to ask)."""
    body = _object(text, FROM_REMOTE)
    kind = body.get("t")
    if kind == "hello":
        _fields(body, Hello._fields)
        token = _text(body, "token", *TOKEN)
        if not token.isascii() or not token.replace("-", "").replace("_", "").isalnum():
            raise WireError("bad token")
        return Hello(_int(body, "seat", 0, MAX_SEATS - 1), token)
    if kind == "act":
        _fields(body, Act._fields)
        moment = _int(body, "moment", 0, 10_000)
        try:
            action_from_json(body["action"])
        except InputError:
            raise WireError("malformed action") from None
        return Act(moment, body["action"])
    raise WireError("unknown type")


def _entry(data: object, players: int) -> LogEntry:
    """One action of the public record, read strictly."""
    if type(data) is not list or len(data) != 4 or type(data[3]) is not list or len(data[3]) > 64:
        raise WireError("bad log")
    player, turn, action, events = data
    if type(player) is not int or not 0 <= player < players or type(turn) is not int or not 0 <= turn <= 10_000:
        raise WireError("bad log")
    try:
        return LogEntry(player, action_from_json(action), tuple(event_from_json(e) for e in events), turn)
    except (InputError, ValueError, TypeError, KeyError):
        raise WireError("bad log") from None


def view_of(state: State, seat: int, connected: tuple[bool, ...], kinds: tuple[str, ...], hints: bool = False) -> View:
    """What the device of ``seat`` is sent: its observation, the public record (every action,
    with its events; a draw names only the stack), what each seat is and whether its person may
    ask for a suggestion."""
    log = tuple(
        [e.player, e.turn, e.action.to_json(), [event_to_json(ev) for ev in e.events]] for e in state.log
    )
    record = ""
    if state.is_over:  # nothing is secret any more: the whole game, to review on the device
        record = dump_game(state, table=Table(tuple(PERSON if k == REMOTE else k for k in kinds), hints=hints))
    return View(seat, len(state.history), observe(state, seat, log=False), tuple(connected), log, tuple(kinds), hints,
                record)


def _record(text: object, seat: int, moment: int, observation: Observation) -> str:
    """A view's whole game, read strictly: none before the game is over; once it is, a save
    of that very game (its moment, and the seat's observation of it)."""
    if type(text) is not str:
        raise WireError("bad record")
    if not text:
        if observation.phase == OVER:
            raise WireError("bad record")
        return text
    try:
        state = load_save(text).state
    except SaveError:
        raise WireError("bad record") from None
    if not state.is_over or len(state.history) != moment or observe(state, seat, log=False) != observation:
        raise WireError("bad record")
    return text


def from_host(text: object) -> FromHost:
    """A message from the host, read strictly; a view's observation must read as one."""
    body = _object(text, FROM_HOST)
    kind = body.get("t")
    if kind == "view":
        _fields(body, View._fields)
        seat = _int(body, "seat", 0, MAX_SEATS - 1)
        connected = body["connected"]
        if type(connected) is not list or not 2 <= len(connected) <= MAX_SEATS or any(type(c) is not bool for c in connected):
            raise WireError("bad connected")
        try:
            observation = Observation.from_json(body["observation"])
        except InputError:
            raise WireError("bad observation") from None
        if observation.seat != seat or len(observation.players) != len(connected) or observation.log:
            raise WireError("bad observation")
        moment = _int(body, "moment", 0, 10_000)
        log = body["log"]
        if type(log) is not list or len(log) != moment:
            raise WireError("bad log")
        kinds = body["kinds"]
        if type(kinds) is not list or len(kinds) != len(connected) or any(k not in SEAT_KINDS for k in kinds):
            raise WireError("bad kinds")
        if type(body["hints"]) is not bool:
            raise WireError("bad hints")
        log = tuple(_entry(e, len(connected)) for e in log)
        record = _record(body["record"], seat, moment, observation)
        return View(seat, moment, observation, tuple(connected), log, tuple(kinds), body["hints"], record)
    if kind in ("refused", "bye"):
        _fields(body, ("reason",))
        reason = _text(body, "reason", 1, REASON)
        return Refused(reason) if kind == "refused" else Bye(reason)
    raise WireError("unknown type")
