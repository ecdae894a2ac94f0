"""Everything about a game in progress, and how it is set up.

A ``State`` is plain mutable data: the rules in ``rules.py`` change it, everything else only
reads it. It holds hidden information too (the order of the stacks, face-down tiles, every
hand); a user interface decides what to show to whom.
Every random choice is made at setup from the seed, so a game is reproduced exactly from its
configuration, seed and action list.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Callable, NamedTuple

from . import rng
from .board import (
    CARDS,
    FULL_STACK_SIZE,
    INDUSTRIALIZATION_VALUES,
    KINDS,
    LOCATIONS_OF,
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYER_COLOURS,
    RANGERS_PER_PLAYER,
    REGION_BY_ID,
    REGION_IDS,
    SIMPLE_STACK_SIZE,
    WINDMILL_START_VALUE,
)
from .errors import bad_config
from .events import SOURCES, Project, Source
from .reasons import Code, Expected

SIMPLE, FULL = "simple", "full"
VARIANTS = (SIMPLE, FULL)


class Phase(StrEnum):
    """Whose decision it is and what kind of decision."""

    SETUP = "setup"  # draw the opening cards, in seat order, twice round
    TURN = "turn"  # the two actions (and moves for dollars), then end the turn
    DRAW = "draw"  # choose a stack right after playing a card
    OVER = "over"


SETUP, TURN, DRAW, OVER = Phase.SETUP, Phase.TURN, Phase.DRAW, Phase.OVER

MAX_NAME_LENGTH = 32

# Characters a name may not hold: controls (C0, C1, DEL) and line breaks, and the marks that
# reorder text when it is shown (bidirectional embeddings, overrides and isolates), which
# could make one name look like another or disguise where it ends. Joiners and variation
# selectors are ordinary parts of emoji and stay allowed.
_FORBIDDEN_IN_NAMES = frozenset(
    [chr(c) for c in range(0x20)]
    + [chr(c) for c in range(0x7F, 0xA0)]
    + ["\u2028", "\u2029", "\u200e", "\u200f", "\u061c"]
    + [chr(c) for c in range(0x202A, 0x202F)]
    + [chr(c) for c in range(0x2066, 0x206A)]
)


def forbidden_character(name: str) -> str | None:
    """The first character a player's name may not hold, or None."""
    for ch in name:
        if ch in _FORBIDDEN_IN_NAMES or unicodedata.category(ch) in ("Cs", "Co", "Cn"):
            return ch
    return None


def visible(name: str) -> str:
    """The name without its invisible characters (joiners, zero-width spaces, marks of format).

    Two names that look the same are the same name, and a name must show something.
    """
    return "".join(ch for ch in name if unicodedata.category(ch) != "Cf" and not ch.isspace())


def normal_name(name: str) -> str:
    """The one form of a name: NFC, so "Zoë" typed with or without a combining mark is one name."""
    return unicodedata.normalize("NFC", name)


@dataclass(frozen=True)
class Config:
    """How a game is set up: players' names in seat order, variant, and the choices of setup.

    ``start_player`` and ``windmill_region`` are None for "at random" (from the seed). Names
    are kept in Unicode normal form C. Anything that cannot set up a game raises
    ``ConfigError`` with a reason.
    """

    players: tuple[str, ...]
    variant: str = SIMPLE
    start_player: int | None = None
    windmill_region: str | None = None

    def __post_init__(self) -> None:
        names = self.players
        if not isinstance(names, tuple):
            raise bad_config(Code.WRONG_TYPE, field="players", expected=Expected.LIST)
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise bad_config(Code.PLAYER_COUNT, count=len(names), low=MIN_PLAYERS, high=MAX_PLAYERS)
        normal = []
        for seat, name in enumerate(names):
            if not isinstance(name, str) or not visible(name):
                raise bad_config(Code.NAME_MISSING, seat=seat)
            bad = forbidden_character(name)
            if bad is not None:
                raise bad_config(Code.NAME_FORBIDDEN_CHARACTER, seat=seat, character=ord(bad))
            name = normal_name(name.strip())
            if len(name) > MAX_NAME_LENGTH:
                raise bad_config(Code.NAME_TOO_LONG, seat=seat, most=MAX_NAME_LENGTH)
            for other, earlier in enumerate(normal):
                if visible(earlier).casefold() == visible(name).casefold():
                    raise bad_config(Code.NAME_TAKEN, seat=seat, other=other)
            normal.append(name)
        object.__setattr__(self, "players", tuple(normal))
        if not isinstance(self.variant, str) or self.variant not in VARIANTS:
            raise bad_config(Code.UNKNOWN_VARIANT)
        if self.start_player is not None and (
            isinstance(self.start_player, bool)
            or not isinstance(self.start_player, int)
            or not 0 <= self.start_player < len(names)
        ):
            raise bad_config(Code.NO_SUCH_SEAT)
        if self.windmill_region is not None:
            if self.variant != FULL:
                raise bad_config(Code.WINDMILL_IN_SIMPLE_GAME)
            if not isinstance(self.windmill_region, str) or self.windmill_region not in REGION_BY_ID:
                raise bad_config(Code.UNKNOWN_REGION, field="windmill_region")

    @property
    def is_full(self) -> bool:
        return self.variant == FULL

    def to_json(self) -> dict:
        return {
            "players": list(self.players),
            "variant": self.variant,
            "start_player": self.start_player,
            "windmill_region": self.windmill_region,
        }

    @classmethod
    def from_json(cls, data: object) -> "Config":
        if not isinstance(data, dict):
            raise bad_config(Code.WRONG_TYPE, field="config", expected=Expected.OBJECT)
        extra = set(data) - {"players", "variant", "start_player", "windmill_region"}
        if extra:
            raise bad_config(Code.UNEXPECTED_FIELDS, fields=tuple(sorted(map(str, extra))))
        players = data.get("players")
        if not isinstance(players, list):
            raise bad_config(Code.WRONG_TYPE, field="players", expected=Expected.LIST)
        return cls(
            tuple(players),
            data.get("variant", SIMPLE),
            data.get("start_player"),
            data.get("windmill_region"),
        )


class Rangers(NamedTuple):
    """The rangers in one location: whose they are and how many (a location holds one owner's)."""

    owner: int
    count: int


class Tile(NamedTuple):
    """A project tile off the board (on the windmill track or out of the game).

    ``value`` is the industrialization tile's value, None for a conservation tile.
    """

    project: Project
    region: str
    value: int | None = None


class IndustrializationTile(NamedTuple):
    """A region's industrialization tile while it is on the board."""

    value: int
    face_up: bool


@dataclass(slots=True)
class Player:
    name: str
    colour: str
    supply: int
    plane: str | None = None
    hand: list[int] = field(default_factory=list)
    points: int = 0
    dollars: int = 0
    points_by_source: dict[Source, int] = field(default_factory=lambda: dict.fromkeys(SOURCES, 0))

    def score(self, source: Source, points: int) -> None:
        self.points += points
        self.points_by_source[source] += points

    def copy(self) -> "Player":
        return Player(
            self.name,
            self.colour,
            self.supply,
            self.plane,
            list(self.hand),
            self.points,
            self.dollars,
            dict(self.points_by_source),
        )


# --- the fields a game and every seat's view of it share ------------------------------------

# Held alike by a ``State`` and an ``Observation`` of it (lists in the one, tuples in the other):
# ``observe`` and ``determinize`` copy them across by this list.
PUBLIC_FIELDS = (
    "played_cards",
    "windmill_region",
    "windmill_value",
    "windmill_track",
    "ranger_track",
    "spent_tiles",
    "start_player",
    "current",
    "phase",
    "actions_done",
    "round",
    "turn",
    "end_triggered",
)


def _tiles_json(tiles) -> list:
    return [[t.project.value, t.region, t.value] for t in tiles]


def _tiles(rows) -> tuple:
    return tuple(Tile(Project(p), r, v) for p, r, v in rows)


# Their JSON, in the order ``State.snapshot`` and ``Observation.to_json`` write it: per key,
# how it is written from either, and the fields it is read back into (as an observation's).
PUBLIC_JSON: tuple[tuple[str, Callable[[Any], Any], Callable[[Any], dict]], ...] = (
    ("played_cards", lambda g: list(g.played_cards), lambda v: {"played_cards": tuple(int(c) for c in v)}),
    ("windmill", lambda g: [g.windmill_region, g.windmill_value], lambda v: {"windmill_region": v[0], "windmill_value": int(v[1])}),
    ("windmill_track", lambda g: _tiles_json(g.windmill_track), lambda v: {"windmill_track": _tiles(v)}),
    ("ranger_track", lambda g: list(g.ranger_track), lambda v: {"ranger_track": tuple(int(o) for o in v)}),
    ("spent_tiles", lambda g: _tiles_json(g.spent_tiles), lambda v: {"spent_tiles": _tiles(v)}),
    ("start_player", lambda g: g.start_player, lambda v: {"start_player": int(v)}),
    ("current", lambda g: g.current, lambda v: {"current": int(v)}),
    ("phase", lambda g: g.phase.value, lambda v: {"phase": Phase(v)}),
    ("actions_done", lambda g: g.actions_done, lambda v: {"actions_done": int(v)}),
    ("round", lambda g: g.round, lambda v: {"round": int(v)}),
    ("turn", lambda g: g.turn, lambda v: {"turn": int(v)}),
    ("end_triggered", lambda g: g.end_triggered, lambda v: {"end_triggered": bool(v)}),
)


def public_json(game: Any) -> dict:
    """The shared fields of a ``State`` or an ``Observation`` as JSON (``PUBLIC_JSON``)."""
    return {key: write(game) for key, write, _ in PUBLIC_JSON}


def public_from_json(data: dict) -> dict:
    """The shared fields read back from ``public_json``, by field name; raises ``KeyError``,
    ``TypeError``, ``ValueError`` or ``IndexError`` on what does not fit."""
    fields: dict = {}
    for key, _, read in PUBLIC_JSON:
        fields.update(read(data[key]))
    return fields


class LogEntry(NamedTuple):
    """One applied action: who did it, what it was, and what followed from it.

    The log is the game's only record of its actions (``State.history`` reads it).
    """

    player: int
    action: object
    events: tuple
    turn: int  # the number of the turn it belongs to (setup draws are turn 0)


@dataclass
class State:
    config: Config
    seed: int
    players: list[Player]
    rangers: dict[str, Rangers]  # location -> its rangers (absent: empty)
    tiles: dict[str, int]  # region -> its industrialization tile's value, while on the board
    face_up: set[str]  # regions whose industrialization tile is face up
    conservation: set[str]  # regions whose conservation tile is still on the board
    stacks: dict[int, list[int]]  # kind -> card ids, top card last
    unused_cards: list[int]  # cards left out at setup
    played_cards: list[int]
    windmill_region: str | None
    windmill_value: int
    windmill_track: list[Tile]
    ranger_track: list[int]  # owner of each occupied space, top space first
    spent_tiles: list[Tile]  # tiles that left the game
    start_player: int
    current: int
    phase: Phase
    actions_done: int = 0
    round: int = 1
    turn: int = 0
    end_triggered: bool = False
    log: list[LogEntry] = field(default_factory=list)
    undo_floor: int = 0  # number of logged actions below which undo may not reach
    detached: bool = False  # a copy made without its log: it plays on, but has no history

    # --- reading the position -----------------------------------------------------------

    @property
    def is_full(self) -> bool:
        return self.config.variant == FULL

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def player(self) -> Player:
        return self.players[self.current]

    @property
    def history(self) -> list:
        """Every action applied so far, in order (read off the log)."""
        return [entry.action for entry in self.log]

    def rangers_at(self, location: str) -> Rangers | None:
        """The rangers at a location, or None when it is empty."""
        return self.rangers.get(location)

    def region_rangers(self, region: str) -> int:
        rangers = self.rangers
        total = 0
        for loc in LOCATIONS_OF[region]:
            here = rangers.get(loc)
            if here is not None:
                total += here.count
        return total

    def industrialization_tile(self, region: str) -> IndustrializationTile | None:
        """The region's tile, or None once it has been scored."""
        value = self.tiles.get(region)
        return None if value is None else IndustrializationTile(value, region in self.face_up)

    def stack_sizes(self) -> dict[int, int]:
        return {kind: len(cards) for kind, cards in self.stacks.items()}

    def rangers_on_board(self, player: int) -> int:
        return sum(r.count for r in self.rangers.values() if r.owner == player)

    def copy(self, *, log: bool = True) -> "State":
        """An independent copy; ``log=False`` leaves the log (and so the history) out.

        The configuration and every record (rangers, tiles, actions, events) are immutable
        and shared; only the containers are new. A copy without its log is what a search
        needs: it plays on exactly like the original but cannot be undone or saved.
        """
        return State(
            config=self.config,
            seed=self.seed,
            players=[p.copy() for p in self.players],
            rangers=dict(self.rangers),
            tiles=dict(self.tiles),
            face_up=set(self.face_up),
            conservation=set(self.conservation),
            stacks={k: list(v) for k, v in self.stacks.items()},
            unused_cards=list(self.unused_cards),
            played_cards=list(self.played_cards),
            windmill_region=self.windmill_region,
            windmill_value=self.windmill_value,
            windmill_track=list(self.windmill_track),
            ranger_track=list(self.ranger_track),
            spent_tiles=list(self.spent_tiles),
            start_player=self.start_player,
            current=self.current,
            phase=self.phase,
            actions_done=self.actions_done,
            round=self.round,
            turn=self.turn,
            end_triggered=self.end_triggered,
            log=list(self.log) if log else [],
            undo_floor=self.undo_floor if log else 0,
            detached=self.detached or not log,
        )

    def snapshot(self, *, whole_history: bool = True) -> dict:
        """The whole position as plain data: two games are equal when their snapshots are.

        Without ``whole_history`` the actions played are summed up by their number and the
        last one: enough to compare two games step by step, whose earlier steps were compared
        before, without a cost that grows with the game's length."""
        if whole_history:
            history = [a.to_json() for a in self.history]
        else:
            history = [len(self.log), self.log[-1].action.to_json() if self.log else None]
        return {
            "config": self.config.to_json(),
            "seed": self.seed,
            "players": [
                {
                    "name": p.name,
                    "colour": p.colour,
                    "supply": p.supply,
                    "plane": p.plane,
                    "hand": list(p.hand),
                    "points": p.points,
                    "dollars": p.dollars,
                    "points_by_source": {s.value: n for s, n in p.points_by_source.items()},
                }
                for p in self.players
            ],
            "rangers": {loc: list(self.rangers[loc]) for loc in sorted(self.rangers)},
            "tiles": dict(sorted(self.tiles.items())),
            "face_up": sorted(self.face_up),
            "conservation": sorted(self.conservation),
            "stacks": {str(k): list(v) for k, v in self.stacks.items()},
            "unused_cards": list(self.unused_cards),
            **public_json(self),
            "history": history,
            "undo_floor": self.undo_floor,
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    __hash__ = None  # mutable


def new_game(config: Config, seed: int) -> State:
    """Set up a game: shuffle tiles and stacks, choose start player and windmill from the seed.

    Stacks of 8 cards in the simple game, 9 in the full game; a start player and windmill
    region not named are drawn from the seed (docs/rules.md, rulings 2, 3 and 4). The
    opening card draws are the players' own decisions (DrawCard actions in the SETUP
    phase), so the game starts with the start player choosing a stack.
    """
    if not isinstance(config, Config):
        raise bad_config(Code.WRONG_TYPE, field="config", expected=Expected.CONFIG)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise bad_config(Code.BAD_SEED)
    state = rng.seed_state(seed)
    state, tiles = rng.shuffled(state, list(INDUSTRIALIZATION_VALUES))
    stack_size = FULL_STACK_SIZE if config.variant == FULL else SIMPLE_STACK_SIZE
    stacks: dict[int, list[int]] = {}
    unused: list[int] = []
    for kind in KINDS:
        state, cards = rng.shuffled(state, [c.id for c in CARDS if c.kind == kind])
        stacks[kind] = cards[:stack_size]
        unused.extend(cards[stack_size:])
    start = config.start_player
    if start is None:
        state, start = rng.below(state, len(config.players))
    windmill = None
    if config.variant == FULL:
        windmill = config.windmill_region
        if windmill is None:
            state, i = rng.below(state, len(REGION_IDS))
            windmill = REGION_IDS[i]
    rangers = RANGERS_PER_PLAYER[len(config.players)]
    return State(
        config=config,
        seed=seed,
        players=[Player(name, PLAYER_COLOURS[i], rangers) for i, name in enumerate(config.players)],
        rangers={},
        tiles=dict(zip(REGION_IDS, tiles)),
        face_up=set(),
        conservation=set(REGION_IDS),
        stacks=stacks,
        unused_cards=sorted(unused),
        played_cards=[],
        windmill_region=windmill,
        windmill_value=WINDMILL_START_VALUE,
        windmill_track=[],
        ranger_track=[],
        spent_tiles=[],
        start_player=start,
        current=start,
        phase=SETUP,
    )

