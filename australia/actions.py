"""The things a player can do, one small frozen dataclass per kind.

Actions do not name the player: it is always the player whose decision it is
(``state.current``). Each action has a JSON form (``to_json`` / ``action_from_json``) used by
saves and by the browser.

This module is the one boundary for input: ``check_action`` accepts an object only when it is
an action of this game with fields of exactly the right types (a bool is not a number), ids
that exist and counts in range, and raises ``MalformedActionError`` with a reason otherwise.
``apply_action`` and ``action_from_json`` both go through it, so nothing else ever escapes
them and no rule code ever sees an unknown name.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from .board import CARDS, KINDS, LOCATION_BY_ID, LOCATION_IDS, RANGERS_PER_PLAYER, REGION_BY_ID
from .errors import malformed
from .reasons import Code, Expected


@dataclass(frozen=True, slots=True)
class Fly:
    """Put your plane on a region other than the one it is in."""

    region: str

    def to_json(self) -> dict:
        return {"type": "fly", "region": self.region}


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card from your hand in the region your plane is in.

    ``rangers`` go to ``location`` (None when no ranger is placed there); ``track`` rangers go
    to the ranger track (full game, near the windmill); ``wild`` pays 3 dollars to play a card
    whose colour does not match, allowed only when none in hand matches.
    """

    card: int
    location: str | None
    rangers: int
    track: int = 0
    wild: bool = False

    def to_json(self) -> dict:
        return {
            "type": "play",
            "card": self.card,
            "location": self.location,
            "rangers": self.rangers,
            "track": self.track,
            "wild": self.wild,
        }


@dataclass(frozen=True, slots=True)
class DrawCard:
    """Take the top card of the stack of this kind (1 to 4 rangers on its back)."""

    stack: int

    def to_json(self) -> dict:
        return {"type": "draw", "stack": self.stack}


@dataclass(frozen=True, slots=True)
class TakeBack:
    """Return 1 to 4 of your rangers from the plane's region: ((location, count), ...)."""

    rangers: tuple[tuple[str, int], ...]

    def to_json(self) -> dict:
        return {"type": "take_back", "rangers": {loc: n for loc, n in self.rangers}}

    @property
    def total(self) -> int:
        return sum(n for _, n in self.rangers)


@dataclass(frozen=True, slots=True)
class MoveRanger:
    """Pay 4 dollars to move one of your rangers (not an action; any number per turn)."""

    source: str
    target: str

    def to_json(self) -> dict:
        return {"type": "move", "from": self.source, "to": self.target}


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Hand over to the next player once both actions are done."""

    def to_json(self) -> dict:
        return {"type": "end_turn"}


Action = Union[Fly, PlayCard, DrawCard, TakeBack, MoveRanger, EndTurn]


MAX_RANGERS = max(KINDS)  # no card places more rangers than this
MAX_IN_LOCATION = max(RANGERS_PER_PLAYER.values())  # no player owns more rangers than this
_BOARD_ORDER = {loc: i for i, loc in enumerate(LOCATION_IDS)}


# --- the boundary: exact types, known ids, counts in range --------------------------------------


def _is_int(value: Any) -> bool:
    return type(value) is int  # bool (and int subclasses) are not whole numbers here


def _whole(field: str, value: Any, low: int, high: int) -> int:
    if not _is_int(value):
        raise malformed(Code.WRONG_TYPE, field=field, expected=Expected.WHOLE_NUMBER)
    if not low <= value <= high:
        raise malformed(Code.OUT_OF_RANGE, field=field, low=low, high=high)
    return value


def _region(field: str, value: Any) -> str:
    if type(value) is not str:
        raise malformed(Code.WRONG_TYPE, field=field, expected=Expected.TEXT)
    if value not in REGION_BY_ID:
        raise malformed(Code.UNKNOWN_REGION, field=field)
    return value


def _location(field: str, value: Any) -> str:
    if type(value) is not str:
        raise malformed(Code.WRONG_TYPE, field=field, expected=Expected.TEXT)
    if value not in LOCATION_BY_ID:
        raise malformed(Code.UNKNOWN_LOCATION, field=field)
    return value


def _check_fly(action: Fly) -> None:
    _region("region", action.region)


def _check_play(action: PlayCard) -> None:
    if not _is_int(action.card):
        raise malformed(Code.WRONG_TYPE, field="card", expected=Expected.WHOLE_NUMBER)
    if not 0 <= action.card < len(CARDS):
        raise malformed(Code.UNKNOWN_CARD, field="card")
    if action.location is not None:
        _location("location", action.location)
    _whole("rangers", action.rangers, 0, MAX_RANGERS)
    _whole("track", action.track, 0, MAX_RANGERS)
    if type(action.wild) is not bool:
        raise malformed(Code.WRONG_TYPE, field="wild", expected=Expected.TRUE_OR_FALSE)
    if (action.location is None) != (action.rangers == 0):
        raise malformed(Code.LOCATION_WITHOUT_RANGERS)


def _check_draw(action: DrawCard) -> None:
    if not _is_int(action.stack):
        raise malformed(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER)
    if action.stack not in KINDS:
        raise malformed(Code.UNKNOWN_STACK, field="stack")


def _check_take_back(action: TakeBack) -> TakeBack:
    rangers = action.rangers
    if type(rangers) is not tuple:
        raise malformed(Code.WRONG_TYPE, field="rangers", expected=Expected.PAIRS)
    if not rangers:
        raise malformed(Code.NO_RANGERS_NAMED)
    seen = set()
    for pair in rangers:
        if type(pair) is not tuple or len(pair) != 2:
            raise malformed(Code.WRONG_TYPE, field="rangers", expected=Expected.PAIRS)
        loc, n = pair
        _location("rangers", loc)
        if loc in seen:
            raise malformed(Code.DUPLICATE_LOCATION, location=loc)
        seen.add(loc)
        _whole("rangers", n, 1, MAX_IN_LOCATION)
    ordered = tuple(sorted(rangers, key=lambda p: _BOARD_ORDER[p[0]]))
    return action if ordered == rangers else TakeBack(ordered)


def _check_move(action: MoveRanger) -> None:
    _location("from", action.source)
    _location("to", action.target)


def _check_end(action: EndTurn) -> None:
    return None


_CHECKS = {
    Fly: _check_fly,
    PlayCard: _check_play,
    DrawCard: _check_draw,
    TakeBack: _check_take_back,
    MoveRanger: _check_move,
    EndTurn: _check_end,
}


def check_action(action: Any) -> Action:
    """The action in its one canonical form if it is a well-formed action of this game.

    Anything else raises MalformedActionError. The canonical form differs only for a
    TakeBack naming its locations out of board order.
    """
    check = _CHECKS.get(type(action))
    if check is None:
        raise malformed(Code.NOT_AN_ACTION, got=type(action).__name__)
    return check(action) or action


def take_back(rangers: dict[str, int] | list[tuple[str, int]]) -> TakeBack:
    """Build a TakeBack in its one canonical form (board order, no zero counts)."""
    items = rangers.items() if isinstance(rangers, dict) else rangers
    pairs = [(loc, n) for loc, n in items if n]
    for loc, _ in pairs:
        _location("rangers", loc)
    return TakeBack(tuple(sorted(pairs, key=lambda p: _BOARD_ORDER[p[0]])))


# --- JSON ---------------------------------------------------------------------------------------


_FIELDS = {
    "fly": ("region",),
    "play": ("card", "location", "rangers", "track", "wild"),
    "draw": ("stack",),
    "take_back": ("rangers",),
    "move": ("from", "to"),
    "end_turn": (),
}
_OPTIONAL = {"track": 0, "wild": False}


def action_from_json(data: Any) -> Action:
    """Parse the JSON form of an action, or raise MalformedActionError saying what is wrong."""
    if type(data) is not dict:
        raise malformed(Code.NOT_AN_ACTION, got=type(data).__name__)
    kind = data.get("type")
    if type(kind) is not str or kind not in _FIELDS:
        raise malformed(Code.UNKNOWN_ACTION_TYPE)
    names = _FIELDS[kind]
    extra = [str(k) for k in data if k != "type" and k not in names]
    if extra:
        raise malformed(Code.UNEXPECTED_FIELDS, fields=tuple(sorted(extra)))
    values = {}
    for name in names:
        if name in data:
            values[name] = data[name]
        elif name in _OPTIONAL:
            values[name] = _OPTIONAL[name]
        else:
            raise malformed(Code.MISSING_FIELD, field=name)
    if kind == "fly":
        action: Action = Fly(values["region"])
    elif kind == "play":
        action = PlayCard(values["card"], values["location"], values["rangers"], values["track"], values["wild"])
    elif kind == "draw":
        action = DrawCard(values["stack"])
    elif kind == "take_back":
        raw = values["rangers"]
        if type(raw) is not dict or not raw:
            raise malformed(Code.NO_RANGERS_NAMED)
        for loc, n in raw.items():
            _location("rangers", loc)
            _whole("rangers", n, 1, MAX_IN_LOCATION)
        action = take_back(raw)
    elif kind == "move":
        action = MoveRanger(values["from"], values["to"])
    else:
        action = EndTurn()
    return check_action(action)
