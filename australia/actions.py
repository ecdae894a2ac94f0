"""The things a player can do, one small frozen dataclass per kind.

Actions do not name the player: it is always the player whose decision it is
(``state.current``). Each action has a JSON form (``to_json`` / ``action_from_json``) used by
saves and by the browser; ``action_from_json`` checks the shape and the ids and raises
``MalformedActionError`` for anything that is not an action of this game.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from .board import KINDS, LOCATION_BY_ID, REGION_BY_ID, CARDS, LOCATION_IDS
from .errors import MalformedActionError


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
ACTION_TYPES = (Fly, PlayCard, DrawCard, TakeBack, MoveRanger, EndTurn)


def _field(data: dict, name: str, kind: type | tuple, *, optional: bool = False) -> Any:
    if name not in data:
        if optional:
            return None
        raise MalformedActionError(f"action {data.get('type')!r} needs the field {name!r}")
    value = data[name]
    if value is None and optional:
        return None
    # bool is an int in Python; counts must be real integers, flags real booleans
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise MalformedActionError(f"{name!r} must be a whole number, not {value!r}")
    if kind is not int and not isinstance(value, kind):
        raise MalformedActionError(f"{name!r} has the wrong type: {value!r}")
    return value


def _region(value: Any) -> str:
    if not isinstance(value, str) or value not in REGION_BY_ID:
        raise MalformedActionError(f"unknown region {value!r}")
    return value


def _location(value: Any) -> str:
    if not isinstance(value, str) or value not in LOCATION_BY_ID:
        raise MalformedActionError(f"unknown location {value!r}")
    return value


def _count(name: str, value: int, high: int) -> int:
    if not 0 <= value <= high:
        raise MalformedActionError(f"{name!r} must be between 0 and {high}, not {value}")
    return value


def _only(data: dict, *names: str) -> None:
    extra = set(data) - {"type", *names}
    if extra:
        raise MalformedActionError(f"unexpected field(s) {sorted(extra)} in a {data['type']!r} action")


_BOARD_ORDER = {loc: i for i, loc in enumerate(LOCATION_IDS)}


def take_back(rangers: dict[str, int] | list[tuple[str, int]]) -> TakeBack:
    """Build a TakeBack in its one canonical form (board order, no zero counts)."""
    items = rangers.items() if isinstance(rangers, dict) else rangers
    return TakeBack(tuple(sorted(((loc, n) for loc, n in items if n), key=lambda p: _BOARD_ORDER[p[0]])))


def action_from_json(data: Any) -> Action:
    """Parse the JSON form of an action, or raise MalformedActionError saying what is wrong."""
    if not isinstance(data, dict):
        raise MalformedActionError(f"an action must be a JSON object, not {type(data).__name__}")
    kind = data.get("type")
    if kind == "fly":
        _only(data, "region")
        return Fly(_region(_field(data, "region", str)))
    if kind == "play":
        _only(data, "card", "location", "rangers", "track", "wild")
        card = _field(data, "card", int)
        if not 0 <= card < len(CARDS):
            raise MalformedActionError(f"unknown card {card!r}")
        location = _field(data, "location", str, optional=True)
        rangers = _count("rangers", _field(data, "rangers", int), max(KINDS))
        track = _count("track", _field(data, "track", int, optional=True) or 0, max(KINDS))
        wild = _field(data, "wild", bool, optional=True) or False
        if location is not None:
            _location(location)
        if (location is None) != (rangers == 0):
            raise MalformedActionError("a location is named exactly when rangers are placed there")
        return PlayCard(card, location, rangers, track, wild)
    if kind == "draw":
        _only(data, "stack")
        stack = _field(data, "stack", int)
        if stack not in KINDS:
            raise MalformedActionError(f"unknown stack {stack!r}: stacks are 1, 2, 3 and 4")
        return DrawCard(stack)
    if kind == "take_back":
        _only(data, "rangers")
        raw = _field(data, "rangers", dict)
        pairs = []
        for loc, n in raw.items():
            _location(loc)
            if isinstance(n, bool) or not isinstance(n, int) or n < 1:
                raise MalformedActionError(f"take back needs a positive count at {loc!r}, not {n!r}")
            pairs.append((loc, n))
        if not pairs:
            raise MalformedActionError("take back names no ranger")
        return take_back(pairs)
    if kind == "move":
        _only(data, "from", "to")
        return MoveRanger(_location(_field(data, "from", str)), _location(_field(data, "to", str)))
    if kind == "end_turn":
        _only(data)
        return EndTurn()
    raise MalformedActionError(f"unknown action type {kind!r}")
