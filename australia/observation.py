"""What one seat knows about a game, and complete games consistent with it.

A computer opponent must play from what its seat could know at the table, never from the
state itself. ``observe(state, seat)`` keeps exactly that: the seat's own hand; for every
other player the number of cards held and the kind (stack) each came from, since draws name
the stack and a held card shows its back; everything on the board; the tiles that are face
up or scored; the stacks' kinds and sizes; the played cards; every score, purse, supply,
plane and track; whose turn it is; and the public record of actions. Hidden are the colours
of the others' cards, the order of the stacks, the cards left out at setup, the values of
face-down tiles and the seed (which would reveal all of them).

``determinize(observation, rng)`` deals what is hidden at random from what remains unseen,
kind by kind, and returns a ``State`` that the observation could have come from. The result
depends only on the observation and the generator: two games that differ only in what the
seat cannot see give the same worlds.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

from .actions import Action, action_from_json
from .board import (
    CARDS,
    INDUSTRIALIZATION_VALUES,
    KINDS,
    REGION_IDS,
)
from .errors import InputError
from .events import Source
from .reasons import Code, Expected, Reason
from .state import PUBLIC_FIELDS, Config, Phase, Player, Rangers, State, Tile, public_from_json, public_json

CARDS_OF_KIND: dict[int, tuple[int, ...]] = {k: tuple(c.id for c in CARDS if c.kind == k) for k in KINDS}


class PublicEntry(NamedTuple):
    """One action of the record as everyone saw it (every action is public; a draw names only
    the stack, and the card a player drew is never part of the record)."""

    player: int
    turn: int
    action: Action


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player as the observing seat sees them. ``hand`` is None for the others."""

    name: str
    colour: str
    supply: int
    plane: str | None
    hand_kinds: tuple[int, ...]  # the kind of each held card, in hand order
    hand: tuple[int, ...] | None
    points: int
    dollars: int
    points_by_source: tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything one seat knows; plain data, JSON-able, safe to hand to a computer opponent."""

    config: Config
    seat: int
    players: tuple[PlayerView, ...]
    rangers: tuple[tuple[str, int, int], ...]  # (location, owner, count), board order of keys
    face_up: tuple[tuple[str, int], ...]  # (region, value) of face-up tiles on the board
    face_down: tuple[str, ...]  # regions whose tile is still face down
    conservation: tuple[str, ...]  # regions whose conservation tile is on the board
    stack_sizes: tuple[int, ...]  # in the order of KINDS
    played_cards: tuple[int, ...]
    windmill_region: str | None
    windmill_value: int
    windmill_track: tuple[Tile, ...]
    ranger_track: tuple[int, ...]
    spent_tiles: tuple[Tile, ...]
    start_player: int
    current: int
    phase: Phase
    actions_done: int
    round: int
    turn: int
    end_triggered: bool
    log: tuple[PublicEntry, ...] = ()

    @property
    def hand(self) -> tuple[int, ...]:
        """The observing seat's own cards."""
        return self.players[self.seat].hand or ()

    @property
    def to_move(self) -> bool:
        """Whether the observing seat is the one to decide now."""
        return self.phase != Phase.OVER and self.current == self.seat

    def unseen_cards(self) -> dict[int, list[int]]:
        """Per kind, the cards this seat has not seen (others' hands, stacks, left out)."""
        seen = set(self.played_cards) | set(self.hand)
        return {k: [c for c in CARDS_OF_KIND[k] if c not in seen] for k in KINDS}

    def unseen_tile_values(self) -> list[int]:
        """The values of the face-down tiles, as a multiset in ascending order."""
        left = list(INDUSTRIALIZATION_VALUES)
        known = [v for _, v in self.face_up]
        known += [t.value for t in self.windmill_track + self.spent_tiles if t.value is not None]
        for value in known:
            left.remove(value)
        return sorted(left)

    # --- JSON, so a page can post an observation to a worker --------------------------------

    def to_json(self) -> dict:
        return {
            "config": self.config.to_json(),
            "seat": self.seat,
            "players": [
                {
                    "name": p.name,
                    "colour": p.colour,
                    "supply": p.supply,
                    "plane": p.plane,
                    "hand_kinds": list(p.hand_kinds),
                    "hand": None if p.hand is None else list(p.hand),
                    "points": p.points,
                    "dollars": p.dollars,
                    "points_by_source": dict(p.points_by_source),
                }
                for p in self.players
            ],
            "rangers": [list(r) for r in self.rangers],
            "face_up": [list(t) for t in self.face_up],
            "face_down": list(self.face_down),
            "conservation": list(self.conservation),
            "stack_sizes": list(self.stack_sizes),
            **public_json(self),
            "log": [[e.player, e.turn, e.action.to_json()] for e in self.log],
        }

    @classmethod
    def from_json(cls, data: object) -> "Observation":
        """Read back ``to_json``; anything that does not fit raises ``InputError``."""
        if not isinstance(data, dict):
            raise InputError(Reason(Code.WRONG_TYPE, field="observation", expected=Expected.OBJECT))
        try:
            return cls(
                config=Config.from_json(data["config"]),
                seat=int(data["seat"]),
                players=tuple(
                    PlayerView(
                        p["name"],
                        p["colour"],
                        int(p["supply"]),
                        p["plane"],
                        tuple(int(k) for k in p["hand_kinds"]),
                        None if p["hand"] is None else tuple(int(c) for c in p["hand"]),
                        int(p["points"]),
                        int(p["dollars"]),
                        tuple((str(s), int(n)) for s, n in p["points_by_source"].items()),
                    )
                    for p in data["players"]
                ),
                rangers=tuple((str(loc), int(o), int(n)) for loc, o, n in data["rangers"]),
                face_up=tuple((str(r), int(v)) for r, v in data["face_up"]),
                face_down=tuple(str(r) for r in data["face_down"]),
                conservation=tuple(str(r) for r in data["conservation"]),
                stack_sizes=tuple(int(n) for n in data["stack_sizes"]),
                **public_from_json(data),
                log=tuple(PublicEntry(int(p), int(t), action_from_json(a)) for p, t, a in data["log"]),
            )
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            raise InputError(Reason(Code.WRONG_TYPE, field="observation", expected=Expected.OBSERVATION)) from None


def observe(state: State, seat: int, *, log: bool = True) -> Observation:
    """What ``seat`` knows of the game. ``log=False`` leaves the public record out (a
    computer opponent does not read it, and it is the only part that grows with the game)."""
    players = tuple(
        PlayerView(
            p.name,
            p.colour,
            p.supply,
            p.plane,
            tuple(CARDS[c].kind for c in p.hand),
            tuple(p.hand) if i == seat else None,
            p.points,
            p.dollars,
            tuple((s.value, n) for s, n in p.points_by_source.items()),
        )
        for i, p in enumerate(state.players)
    )
    tiles = state.tiles
    return Observation(
        config=state.config,
        seat=seat,
        players=players,
        rangers=tuple((loc, r.owner, r.count) for loc, r in sorted(state.rangers.items())),
        face_up=tuple((r, tiles[r]) for r in REGION_IDS if r in tiles and r in state.face_up),
        face_down=tuple(r for r in REGION_IDS if r in tiles and r not in state.face_up),
        conservation=tuple(r for r in REGION_IDS if r in state.conservation),
        stack_sizes=tuple(len(state.stacks[k]) for k in KINDS),
        **{name: _frozen(getattr(state, name)) for name in PUBLIC_FIELDS},
        log=tuple(PublicEntry(e.player, e.turn, e.action) for e in state.log) if log else (),
    )


def determinize(observation: Observation, rng: random.Random) -> State:
    """A complete game consistent with the observation, the unseen dealt at random.

    Per kind, the unseen cards are shuffled and dealt to the others' cards of that kind, then
    to that stack, and the rest are the cards left out at setup. The unseen tile values are
    shuffled onto the face-down tiles. The result has no log and no seed of its own: it can be
    played on (a search does) but not undone or saved.
    """
    obs = observation
    unseen = obs.unseen_cards()
    for kind in KINDS:
        rng.shuffle(unseen[kind])
    players = _dealt_players(obs, unseen)
    stacks, unused = _dealt_stacks(obs, unseen)
    values = obs.unseen_tile_values()
    rng.shuffle(values)
    tiles = dict(obs.face_up)
    tiles.update(zip(obs.face_down, values))
    return State(
        config=obs.config,
        seed=0,
        players=players,
        rangers={loc: Rangers(owner, n) for loc, owner, n in obs.rangers},
        tiles=tiles,
        face_up={r for r, _ in obs.face_up},
        conservation=set(obs.conservation),
        stacks=stacks,
        unused_cards=sorted(unused),
        **{name: _thawed(getattr(obs, name)) for name in PUBLIC_FIELDS},
        detached=True,
    )


def _dealt_players(obs: Observation, unseen: dict[int, list[int]]) -> list[Player]:
    """Every player, the others' hands dealt from the shuffled unseen cards of their kinds."""
    players = []
    for i, view in enumerate(obs.players):
        if i == obs.seat:
            hand = list(view.hand or ())
        else:
            hand = [unseen[kind].pop() for kind in view.hand_kinds]
        players.append(
            Player(
                view.name,
                view.colour,
                view.supply,
                view.plane,
                hand,
                view.points,
                view.dollars,
                {Source(s): n for s, n in view.points_by_source},
            )
        )
    return players


def _dealt_stacks(obs: Observation, unseen: dict[int, list[int]]) -> tuple[dict[int, list[int]], list[int]]:
    """The stacks, of their known sizes, from what the hands left; and the cards left out."""
    stacks: dict[int, list[int]] = {}
    unused: list[int] = []
    for kind, size in zip(KINDS, obs.stack_sizes):
        pool = unseen[kind]
        stacks[kind] = pool[len(pool) - size :]
        unused.extend(pool[: len(pool) - size])
    return stacks, unused


def _frozen(value):
    """A field of a state as an observation holds it: a list as a tuple."""
    return tuple(value) if type(value) is list else value


def _thawed(value):
    """A field of an observation as a state holds it: a tuple as a list."""
    return list(value) if type(value) is tuple else value
