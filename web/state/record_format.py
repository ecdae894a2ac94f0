"""The record of this device: every game finished here, and the figures drawn from them.

Kept in the browser's storage under one key (``web.storage.RECORD_KEY``) as versioned JSON,
described in docs/record-format.md::

    {"format": "australia-record", "schema": 2, "games": [game, ...]}

where a game is ``{"id", "finished", "variant", "players": [{"name", "seat", "colour",
"points", "place", "winner"}, ...]}``. Everything here is pure: the text goes in and out, the
browser shell's adapter (``web.browser.record_store``) reads and writes it, and ``web.text`` words
the reasons. A record that cannot be read (not JSON, not ours, written by a newer version,
damaged) is never written over: ``with_game`` refuses, and only the player's confirmed
"Clear the record" removes it.

The figures ask the rules for what they need: places and winners come from the engine's
ranking (``australia.scoring``) when the game is recorded, and people are told apart by
their names compared the way a new game compares them (``name_key``).
"""

from __future__ import annotations

import hashlib
import json
import math
from enum import StrEnum
from typing import Callable, Sequence

from australia import (
    COMPUTER_LEVELS,
    MAX_NAME_LENGTH,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PERSON,
    PLAYER_COLOURS,
    REMOTE,
    SEAT_KINDS,
    VARIANTS,
    Reason,
    SaveError,
    State,
    Table,
    forbidden_character,
    normal_name,
    outcome,
    parse_json,
    standings,
    visible,
)

from web.values import Value

FORMAT = "australia-record"
SCHEMA = 2
MAX_GAMES = 500  # the oldest games go first beyond this many
RECENT = 10  # games in the chart of recent results
MAX_ID = 128


def _from_schema_1(body: dict) -> dict:
    """Schema 2 adds a computer level a seat may name (``medium_hard``); a schema 1 record,
    which cannot hold one, reads unchanged."""
    return {**body, "schema": 2}


# How to bring a record of an older schema to the next one: schema -> function of the body.
MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _from_schema_1}


class RecordCode(StrEnum):
    """Why the record cannot be read, or a game could not be added to it."""

    NOT_JSON = "record_not_json"
    NOT_OURS = "record_not_ours"
    NO_SCHEMA = "record_no_schema"
    TOO_NEW = "record_too_new"  # schema, supported
    DAMAGED = "record_damaged"  # field: where ("games[3].points")
    REFUSED = "record_refused"  # detail: the browser's words (storage full, turned off)


class RecordError(ValueError):
    """The record cannot be read or written: ``reason``."""

    def __init__(self, reason: Reason) -> None:
        self.reason = reason
        super().__init__(str(reason))


def _refuse(code: RecordCode, **params: object) -> RecordError:
    return RecordError(Reason(code, **params))  # type: ignore[arg-type]


# --- one game --------------------------------------------------------------------------------


class Seat(Value):
    """One player of a finished game: who, at what kind of seat, and how it ended for them."""

    name: str
    seat: str  # PERSON or a computer level
    colour: str
    points: int
    place: int  # 1 is first; players level on points and dollars share a place
    winner: bool

    @property
    def computer(self) -> bool:
        return self.seat in COMPUTER_LEVELS


class Game(Value):
    id: str  # the same finished game always has the same id (``game_id``)
    finished: float  # seconds since 1970
    variant: str
    players: tuple[Seat, ...]  # in seat order

    @property
    def ranked(self) -> tuple[Seat, ...]:
        """The players from first to last (seat order within a shared place)."""
        return tuple(sorted(self.players, key=lambda p: p.place))

    @property
    def winners(self) -> tuple[Seat, ...]:
        return tuple(p for p in self.players if p.winner)


def game_id(state: State, table: Table) -> str:
    """A key of the finished game: SHA-256 over the canonical JSON of its setup, seed, table
    and actions. Two tabs that finish the same game give the same key, so it is counted once."""
    content = {
        "config": state.config.to_json(),
        "seed": state.seed,
        "table": table.to_json(),
        "actions": [action.to_json() for action in state.history],
    }
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode("ascii")).hexdigest()


def game_of(state: State, table: Table, finished: float) -> Game:
    """The record's entry for a game that is over, with the engine's places and winners."""
    winners, _ = outcome(state)
    places = {s.seat: s.place for s in standings(state)}
    players = tuple(
        Seat(p.name, PERSON if table.seats[i] == REMOTE else table.seats[i], p.colour, p.points, places[i], i in winners) for i, p in enumerate(state.players)
    )
    return Game(game_id(state, table), float(finished), state.config.variant, players)


def game_to_json(game: Game) -> dict:
    return {
        "id": game.id,
        "finished": game.finished,
        "variant": game.variant,
        "players": [
            {"name": p.name, "seat": p.seat, "colour": p.colour, "points": p.points, "place": p.place, "winner": p.winner}
            for p in game.players
        ],
    }


def _whole(value: object) -> bool:
    return type(value) is int


def _seat_from_json(data: object, where: str, count: int) -> Seat:
    if type(data) is not dict or set(data) != {"name", "seat", "colour", "points", "place", "winner"}:
        raise _refuse(RecordCode.DAMAGED, field=where)
    name = data["name"]
    if type(name) is not str or not visible(name) or len(name) > MAX_NAME_LENGTH or forbidden_character(name):
        raise _refuse(RecordCode.DAMAGED, field=f"{where}.name")
    checks = (
        ("seat", data["seat"] in SEAT_KINDS if type(data["seat"]) is str else False),
        ("colour", data["colour"] in PLAYER_COLOURS if type(data["colour"]) is str else False),
        ("points", _whole(data["points"]) and data["points"] >= 0),
        ("place", _whole(data["place"]) and 1 <= data["place"] <= count),
        ("winner", type(data["winner"]) is bool),
    )
    for field, good in checks:
        if not good:
            raise _refuse(RecordCode.DAMAGED, field=f"{where}.{field}")
    return Seat(name, data["seat"], data["colour"], data["points"], data["place"], data["winner"])


def game_from_json(data: object, where: str = "game") -> Game:
    """One game of the record, every field of exactly its type; RecordError says where not."""
    if type(data) is not dict or set(data) != {"id", "finished", "variant", "players"}:
        raise _refuse(RecordCode.DAMAGED, field=where)
    ident, finished, variant, players = data["id"], data["finished"], data["variant"], data["players"]
    if type(ident) is not str or not 0 < len(ident) <= MAX_ID:
        raise _refuse(RecordCode.DAMAGED, field=f"{where}.id")
    if type(finished) not in (int, float) or not math.isfinite(finished) or finished < 0:
        raise _refuse(RecordCode.DAMAGED, field=f"{where}.finished")
    if type(variant) is not str or variant not in VARIANTS:
        raise _refuse(RecordCode.DAMAGED, field=f"{where}.variant")
    if type(players) is not list or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise _refuse(RecordCode.DAMAGED, field=f"{where}.players")
    seats = tuple(_seat_from_json(p, f"{where}.players[{i}]", len(players)) for i, p in enumerate(players))
    return Game(ident, float(finished), variant, seats)


# --- the record ------------------------------------------------------------------------------


class Book(Value):
    """The record as read: its games, oldest first."""

    games: tuple[Game, ...] = ()

    @property
    def newest_first(self) -> tuple[Game, ...]:
        return tuple(reversed(self.games))


class Unreadable(Value):
    """A record that is there but cannot be read: kept as it is, for the player to clear."""

    reason: Reason


def _body(text: str) -> dict:
    """The record's JSON body brought to today's schema; RecordError when it cannot be."""
    try:
        body = parse_json(text)  # bounded: no stored text can exhaust the stack
    except SaveError:
        raise _refuse(RecordCode.NOT_JSON) from None
    if type(body) is not dict or body.get("format") != FORMAT:
        raise _refuse(RecordCode.NOT_OURS)
    schema = body.get("schema")
    if type(schema) is not int or schema < 1:
        raise _refuse(RecordCode.NO_SCHEMA)
    if schema > SCHEMA:
        raise _refuse(RecordCode.TOO_NEW, schema=schema, supported=SCHEMA)
    while schema < SCHEMA:
        body = MIGRATIONS[schema](body)
        schema += 1
    if set(body) != {"format", "schema", "games"} or type(body["games"]) is not list:
        raise _refuse(RecordCode.DAMAGED, field="games")
    return body


def read(text: str | None) -> Book | Unreadable:
    """The record a stored text holds (none stored: an empty record)."""
    if text is None:
        return Book()
    try:
        body = _body(text)
        games = tuple(game_from_json(g, f"games[{i}]") for i, g in enumerate(body["games"]))
    except RecordError as error:
        return Unreadable(error.reason)
    return Book(games)


def dump(games: Sequence[Game]) -> str:
    body = {"format": FORMAT, "schema": SCHEMA, "games": [game_to_json(g) for g in games]}
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"))


def with_game(text: str | None, game: Game) -> str | None:
    """The record's text with ``game`` added, the oldest games beyond ``MAX_GAMES`` dropped;
    None when the game is in it already (nothing to write). RecordError when the stored record
    cannot be read: it is never written over."""
    found = read(text)
    if isinstance(found, Unreadable):
        raise RecordError(found.reason)
    if any(g.id == game.id for g in found.games):
        return None
    games = sorted((*found.games, game), key=lambda g: g.finished)  # stable: ties keep their order
    return dump(games[-MAX_GAMES:])


# --- the figures -----------------------------------------------------------------------------


def name_key(name: str) -> str:
    """A person's name as the new-game form compares names (``australia.Config``): Unicode
    normal form C, without invisible characters, case folded. A name typed two ways is one
    name."""
    return visible(normal_name(name.strip())).casefold()


class Result(Value):
    """One game in a chart of recent results."""

    points: int
    place: int
    won: bool


class Line(Value):
    """The figures of one person, or of the computer at one level."""

    key: str  # ``name_key`` of a person's name, or the level
    name: str  # a person's name as last typed, or the level
    games: int
    wins: int  # a shared first place is a win for each who shares it
    best: int
    tenths: int  # the average points, in tenths, rounded half up
    recent: tuple[Result, ...]  # the last RECENT games, oldest first

    @property
    def average(self) -> float:
        return self.tenths / 10


class Figures(Value):
    people: tuple[Line, ...] = ()  # most games first
    levels: tuple[Line, ...] = ()  # by level, weakest first (those that played)


def _line(key: str, name: str, seats: list[Seat]) -> Line:
    points = [s.points for s in seats]
    games = len(seats)
    tenths = (20 * sum(points) + games) // (2 * games)  # round half up, in whole numbers
    recent = tuple(Result(s.points, s.place, s.winner) for s in seats[-RECENT:])
    return Line(key, name, games, sum(1 for s in seats if s.winner), max(points), tenths, recent)


def figures(games: Sequence[Game]) -> Figures:
    """Per person (by ``name_key``, shown as last typed) and per computer level (whatever the
    computer seats were called): games, wins, best and average points, recent results."""
    people: dict[str, list[Seat]] = {}
    shown: dict[str, str] = {}
    levels: dict[str, list[Seat]] = {}
    for game in sorted(games, key=lambda g: g.finished):
        for seat in game.players:
            if seat.computer:
                levels.setdefault(seat.seat, []).append(seat)
            else:
                key = name_key(seat.name)
                people.setdefault(key, []).append(seat)
                shown[key] = seat.name
    person_lines = [_line(key, shown[key], seats) for key, seats in people.items()]
    person_lines.sort(key=lambda line: (-line.games, -line.wins, line.key))
    level_lines = tuple(_line(level, level, levels[level]) for level in COMPUTER_LEVELS if level in levels)
    return Figures(tuple(person_lines), level_lines)

