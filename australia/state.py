"""Everything about a game in progress, and how it is set up.

A ``State`` is plain mutable data: the rules in ``rules.py`` change it, everything else only
reads it. It holds hidden information too (the order of the stacks, face-down tiles, every
hand); a user interface decides what to show to whom. The random generator's state is part
of it, so a game is reproduced exactly from its configuration, seed and action list.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from . import rng
from .board import (
    CARDS,
    FULL_STACK_SIZE,
    INDUSTRIALIZATION_VALUES,
    KINDS,
    LOCATION_BY_ID,
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
from .errors import MalformedActionError
from .events import SOURCES

SIMPLE, FULL = "simple", "full"
VARIANTS = (SIMPLE, FULL)

# Decision points: whose decision it is and what kind of decision.
SETUP = "setup"  # draw the opening cards, in seat order, twice round
TURN = "turn"  # the two actions (and moves for dollars), then end the turn
DRAW = "draw"  # choose a stack right after playing a card
OVER = "over"

MAX_NAME_LENGTH = 32


@dataclass(frozen=True)
class Config:
    """How a game is set up: players' names in seat order, variant, and the choices of setup.

    ``start_player`` and ``windmill_region`` are None for "at random" (from the seed).
    """

    players: tuple[str, ...]
    variant: str = SIMPLE
    start_player: int | None = None
    windmill_region: str | None = None

    def __post_init__(self) -> None:
        names = self.players
        if not isinstance(names, tuple):
            raise MalformedActionError("players must be a tuple of names")
        if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
            raise MalformedActionError(
                f"Australia is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(names)}"
            )
        for name in names:
            if not isinstance(name, str) or not name.strip():
                raise MalformedActionError("every player needs a name")
            if name != name.strip() or len(name) > MAX_NAME_LENGTH:
                raise MalformedActionError(
                    f"a name is at most {MAX_NAME_LENGTH} characters without outer spaces: {name!r}"
                )
            if any(not ch.isprintable() for ch in name):
                raise MalformedActionError(f"a name cannot hold control characters: {name!r}")
        if len({n.casefold() for n in names}) != len(names):
            raise MalformedActionError("two players cannot share a name")
        if self.variant not in VARIANTS:
            raise MalformedActionError(f"unknown variant {self.variant!r}: use 'simple' or 'full'")
        if self.start_player is not None and (
            isinstance(self.start_player, bool)
            or not isinstance(self.start_player, int)
            or not 0 <= self.start_player < len(names)
        ):
            raise MalformedActionError(f"no player sits at seat {self.start_player!r}")
        if self.windmill_region is not None:
            if self.variant != FULL:
                raise MalformedActionError("the windmill is only used in the full game")
            if self.windmill_region not in REGION_BY_ID:
                raise MalformedActionError(f"unknown region {self.windmill_region!r}")

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
            raise MalformedActionError("the configuration must be a JSON object")
        extra = set(data) - {"players", "variant", "start_player", "windmill_region"}
        if extra:
            raise MalformedActionError(f"unexpected configuration field(s) {sorted(extra)}")
        players = data.get("players")
        if not isinstance(players, list):
            raise MalformedActionError("the configuration needs a list of players")
        return cls(
            tuple(players),
            data.get("variant", SIMPLE),
            data.get("start_player"),
            data.get("windmill_region"),
        )


@dataclass
class Player:
    name: str
    colour: str
    supply: int
    plane: str | None = None
    hand: list[int] = field(default_factory=list)
    points: int = 0
    dollars: int = 0
    points_by_source: dict[str, int] = field(default_factory=lambda: dict.fromkeys(SOURCES, 0))

    def score(self, source: str, points: int) -> None:
        self.points += points
        self.points_by_source[source] += points


@dataclass
class LogEntry:
    """One applied action: who did it, what it was, and what followed from it."""

    player: int
    action: object
    events: tuple
    turn: int  # the number of the turn it belongs to (setup draws are turn 0)


@dataclass
class State:
    config: Config
    seed: int
    rng: int
    players: list[Player]
    owner: dict[str, int]  # location -> the player whose rangers are there (absent: empty)
    count: dict[str, int]  # location -> how many rangers
    tiles: dict[str, int]  # region -> its industrialization tile's value, while on the board
    face_up: set[str]  # regions whose industrialization tile is face up
    conservation: set[str]  # regions whose conservation tile is still on the board
    stacks: dict[int, list[int]]  # kind -> card ids, top card last
    unused_cards: list[int]  # cards left out at setup
    played_cards: list[int]
    windmill_region: str | None
    windmill_value: int
    windmill_track: list[tuple[str, str, int | None]]  # (project, region, tile value)
    ranger_track: list[int]  # owner of each occupied space, top space first
    spent_tiles: list[tuple[str, str, int | None]]  # tiles that left the game
    start_player: int
    current: int
    phase: str
    actions_done: int = 0
    round: int = 1
    turn: int = 0
    end_triggered: bool = False
    history: list = field(default_factory=list)
    log: list[LogEntry] = field(default_factory=list)
    undo_floor: int = 0  # history length before which undo may not reach

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

    def rangers_at(self, location: str) -> tuple[int, int] | None:
        """(owner, count) of the rangers at a location, or None when it is empty."""
        owner = self.owner.get(location)
        return None if owner is None else (owner, self.count[location])

    def region_rangers(self, region: str) -> int:
        count = self.count
        return sum(count.get(loc, 0) for loc in LOCATIONS_OF[region])

    def industrialization_tile(self, region: str) -> tuple[int, bool] | None:
        """(value, face up) of the region's tile, or None once it has been scored."""
        value = self.tiles.get(region)
        return None if value is None else (value, region in self.face_up)

    def stack_sizes(self) -> dict[int, int]:
        return {kind: len(cards) for kind, cards in self.stacks.items()}

    def rangers_on_board(self, player: int) -> int:
        return sum(n for loc, n in self.count.items() if self.owner[loc] == player)

    def copy(self) -> "State":
        return copy.deepcopy(self)

    def snapshot(self) -> dict:
        """The whole position as plain data: two games are equal when their snapshots are."""
        return {
            "config": self.config.to_json(),
            "seed": self.seed,
            "rng": self.rng,
            "players": [
                {
                    "name": p.name,
                    "colour": p.colour,
                    "supply": p.supply,
                    "plane": p.plane,
                    "hand": list(p.hand),
                    "points": p.points,
                    "dollars": p.dollars,
                    "points_by_source": dict(p.points_by_source),
                }
                for p in self.players
            ],
            "rangers": {loc: [self.owner[loc], self.count[loc]] for loc in sorted(self.owner)},
            "tiles": dict(sorted(self.tiles.items())),
            "face_up": sorted(self.face_up),
            "conservation": sorted(self.conservation),
            "stacks": {str(k): list(v) for k, v in self.stacks.items()},
            "unused_cards": list(self.unused_cards),
            "played_cards": list(self.played_cards),
            "windmill": [self.windmill_region, self.windmill_value],
            "windmill_track": [list(t) for t in self.windmill_track],
            "ranger_track": list(self.ranger_track),
            "spent_tiles": [list(t) for t in self.spent_tiles],
            "start_player": self.start_player,
            "current": self.current,
            "phase": self.phase,
            "actions_done": self.actions_done,
            "round": self.round,
            "turn": self.turn,
            "end_triggered": self.end_triggered,
            "history": [a.to_json() for a in self.history],
            "undo_floor": self.undo_floor,
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, State) and self.snapshot() == other.snapshot()

    __hash__ = None  # mutable


def new_game(config: Config, seed: int) -> State:
    """Set up a game: shuffle tiles and stacks, choose start player and windmill from the seed.

    The opening card draws are the players' own decisions (DrawCard actions in the SETUP
    phase), so the game starts with the start player choosing a stack.
    """
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise MalformedActionError(f"the seed must be a whole number, not {seed!r}")
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
        rng=state,
        players=[Player(name, PLAYER_COLOURS[i], rangers) for i, name in enumerate(config.players)],
        owner={},
        count={},
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


def location_name(location: str) -> str:
    return LOCATION_BY_ID[location].name


def region_name(region: str) -> str:
    return REGION_BY_ID[region].name
