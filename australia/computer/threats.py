"""What a seat's rivals threaten, as data: the projects each could complete on their next turn,
and (from ``races``) where the races for the windmill and the ranger track stand.

``threats(observation)`` reads one seat's ``Observation`` and nothing else, so two games that
differ only in what the seat cannot see give the same answer. A rival's hidden cards enter
only as what the seat knows of them: their kinds (the stacks they came from) and the colours
still unseen, every unseen card of a kind equally likely in each of the rival's cards of that
kind. Face-down tiles enter as the values not seen yet.

A rival *could complete* a project on its next turn when, on the board as it stands, one of
these two-action plans does it: fly where a held card can be played (or play it where the
plane is) and place rangers; play both held cards where the plane is; fly to a face-down tile
whose value turns out to fit (and play a card there, or move rangers in); take rangers back;
move rangers for dollars (a card's dollars included), alone or after a card placed in the
same project, when the scoring pays at least what the moves cost. ``chance`` is the share of
the rival's possible hands (and of the unseen tile values) with which some plan completes it;
``likely`` the share with which it is also the rival's best-paying completion. Cards drawn
during that turn, and the moves of players who act first, are not foreseen. How often this
foresees what rivals do is measured by ``tools/threat_recall.py`` (docs/threats.md).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, fields, is_dataclass
from enum import Enum, StrEnum

from ..board import (
    BOARD_ORDER,
    CARDS,
    COLOURS,
    LOCATION_BY_ID,
    LOCATIONS_OF,
    MOVE_COST,
    PROJECT_BONUS,
    TAKE_BACK_MAX,
    WILD_COST,
    WINDMILL_TRACK_SPACES,
    kind_dollars,
)
from ..events import CONSERVATION, INDUSTRIALIZATION, Project
from ..observation import Observation, determinize
from ..rules import completions
from ..state import State
from .features import REGION_COLOUR, open_projects
from .races import TrackRace, WindmillRace, track_race, windmill_race

_WORTH = {loc: LOCATION_BY_ID[loc].points_per_ranger for loc in LOCATION_BY_ID}
_PROJECT_ORDER = {CONSERVATION: 0, INDUSTRIALIZATION: 1}


class Means(StrEnum):
    """How a rival could complete a project on its next turn."""

    CARD = "card"  # one card, where the plane is or after flying
    TWO_CARDS = "two_cards"  # both held cards, where the plane already is
    REVEAL = "reveal"  # a flight turns up a tile that fits (with a card played there)
    TAKE_BACK = "take_back"  # rangers taken back from a tile with too many
    MOVE = "move"  # rangers moved for dollars, when the scoring pays at least what they cost
    CARD_AND_MOVES = "card_and_moves"  # a card, and moves paid with its dollars for the rest


@dataclass(frozen=True, slots=True)
class ProjectThreat:
    """A project a rival could complete on its next turn.

    ``locations``: where the completing rangers would go (or, taken back, leave);
    ``locations_left``: the region's empty locations; ``rangers_lacking``: for an
    industrialization tile face up, its value less the rangers there (negative: too many),
    else None; ``points``: the most completing it would pay the rival, the ``bonus``
    included; ``shares``: what every player would score then, as (seat, points);
    ``chance``: how likely the rival holds the means, from what the seat may know;
    ``likely``: how likely it is the completion the rival takes, if it takes the one that
    pays it most beyond the best of the others, of those its hand allows."""

    seat: int
    region: str
    project: Project
    locations: tuple[str, ...]
    locations_left: int
    rangers_lacking: int | None
    points: int
    bonus: int
    shares: tuple[tuple[int, int], ...]
    chance: float
    likely: float
    means: tuple[Means, ...]
    fills_windmill: bool  # full game: its tile is the last the windmill track takes before scoring

    @property
    def danger(self) -> float:
        """The points the rival may be expected to take from it: chance times points."""
        return self.chance * self.points


@dataclass(frozen=True, slots=True)
class Threats:
    """Everything ``threats`` finds for ``seat``: projects most dangerous first, the races."""

    seat: int
    projects: tuple[ProjectThreat, ...]
    windmill: WindmillRace | None
    track: TrackRace | None

    def of(self, seat: int) -> tuple[ProjectThreat, ...]:
        """The threats of one rival, most dangerous first."""
        return tuple(t for t in self.projects if t.seat == seat)

    def to_json(self) -> dict:
        return _json(self)


def _json(value):
    if is_dataclass(value):
        return {f.name: _json(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, tuple):
        return [_json(v) for v in value]
    return value


# --- the analysis --------------------------------------------------------------------------


def threats(observation: Observation) -> Threats:
    """What the seat's rivals could complete on their next turn, and the windmill's races."""
    obs = observation
    board = _Board(obs)
    found: list[ProjectThreat] = []
    n = len(obs.players)
    for step in range(1, n):
        found.extend(_rival_threats(board, (obs.seat + step) % n))
    found.sort(
        key=lambda t: (
            -t.danger,
            -t.chance,
            (t.seat - obs.seat) % n,
            BOARD_ORDER[t.region],
            _PROJECT_ORDER[t.project],
        )
    )
    full = obs.config.is_full
    return Threats(obs.seat, tuple(found), windmill_race(obs) if full else None, track_race(obs) if full else None)


class _Board:
    """The public board of one observation, as the analysis reads it: a world dealt from the
    observation (``determinize``) of which only public parts are ever read."""

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        self.world: State = determinize(obs, random.Random(0))
        self.projects = {p[0]: p[1:] for p in open_projects(self.world)}  # region -> (open_c, has_tile, empty, count, share)
        self.face_up = dict(obs.face_up)
        self.face_down = obs.face_down
        self.values = obs.unseen_tile_values()
        self.track_full = obs.config.is_full and len(obs.windmill_track) + 1 >= WINDMILL_TRACK_SPACES

    def owner(self, loc: str) -> int | None:
        here = self.world.rangers.get(loc)
        return None if here is None else here.owner

    def placeable(self, loc: str, seat: int) -> bool:
        owner = self.owner(loc)
        return owner is None or owner == seat

    def mine(self, region: str, seat: int) -> list[tuple[str, int]]:
        """The seat's (location, rangers) in the region, camps before ships."""
        rangers = self.world.rangers
        here = [(loc, rangers[loc].count) for loc in LOCATIONS_OF[region] if self.owner(loc) == seat]
        return sorted(here, key=lambda item: _WORTH[item[0]])

    def lacking(self, region: str) -> int | None:
        value = self.face_up.get(region)
        if value is None or region not in self.projects:
            return None
        return value - self.projects[region][3]


def hands(observation: Observation, seat: int) -> list[tuple[float, tuple[tuple[str, int], ...]]]:
    """The hands ``seat`` may hold as the observing seat sees them: (probability, cards as
    (colour, kind)), the unseen cards of each kind equally likely (the seat's own hand: its
    cards, for certain)."""
    view = observation.players[seat]
    if view.hand is not None:
        return [(1.0, tuple((CARDS[c].colour, CARDS[c].kind) for c in view.hand))]
    unseen = observation.unseen_cards()
    pools = {k: Counter(CARDS[c].colour for c in unseen[k]) for k in set(view.hand_kinds)}
    out: list[tuple[float, tuple[tuple[str, int], ...]]] = [(1.0, ())]
    for kind in view.hand_kinds:
        pool = pools[kind]
        grown = []
        for p, held in out:
            taken = Counter(colour for colour, k in held if k == kind)
            total = sum(pool.values()) - sum(taken.values())
            for colour, count in sorted(pool.items()):
                left = count - taken[colour]
                if left > 0:
                    grown.append((p * left / total, (*held, (colour, kind))))
        out = grown
    return out


def _playable(hand, colour: str, dollars: int) -> tuple[int, ...]:
    """The kinds of the held cards that may be played in a region of this colour."""
    match = tuple(k for c, k in hand if c == colour)
    if match:
        return match
    return tuple(k for _, k in hand) if dollars >= WILD_COST else ()


def _both_playable(hand, colour: str, dollars: int) -> bool:
    """Whether both held cards can be played, one after the other, in a region of this
    colour (the matching one first; wild ones paid from the purse as it then stands)."""
    (c1, k1), (c2, k2) = hand
    if c1 == colour or c2 == colour:
        paid = kind_dollars(k1 if c1 == colour else k2)
        return c1 == c2 or dollars + paid >= WILD_COST
    return any(dollars >= WILD_COST and dollars - WILD_COST + kind_dollars(k) >= WILD_COST for k in (k1, k2))


class _Rival:
    """One rival's plans, hand by hand; ``found`` gathers (chance, points, locations, means)
    per project."""

    def __init__(self, board: _Board, seat: int) -> None:
        self.board = board
        self.seat = seat
        view = board.obs.players[seat]
        self.supply, self.dollars, self.plane = view.supply, view.dollars, view.plane
        # what the purse may hold once a card is played (any card can be, where its colour is)
        self.money = self.dollars + max((kind_dollars(k) for k in view.hand_kinds), default=0)
        self.mine = {loc: here.count for loc, here in board.world.rangers.items() if here.owner == seat}
        self.outside = {  # the rival's rangers on the board outside each region: what moves can bring
            region: sum(n for loc, n in self.mine.items() if loc not in LOCATIONS_OF[region]) for region in board.projects
        }
        self.options = self._play_options()
        self.targets = self._targets()
        self.sure = self._take_backs() + self._moves()
        self.found: dict[tuple[str, Project], list] = {}
        self.seen: dict[tuple, dict] = {}  # what hands alike can do, worked out once

    def _play_options(self) -> list[tuple]:
        """(region, project, rangers, exactly, location, colours of the regions it may be
        played from) for every location this seat may place at where rangers complete something."""
        out = []
        most = min(max(self.board.obs.players[self.seat].hand_kinds, default=0), self.supply)
        for loc in LOCATION_BY_ID:
            if not most or not self.board.placeable(loc, self.seat):
                continue
            colours = tuple({REGION_COLOUR[r] for r in LOCATION_BY_ID[loc].regions})
            for done in completions(self.board.world, loc):
                if done.rangers <= most:
                    exact = done.project is INDUSTRIALIZATION
                    out.append((done.region, done.project, done.rangers, exact, loc, colours))
        return out

    def plans(self, hand, can: dict[str, int]) -> list[tuple]:
        """Every (region, project, chance, gain, locations, means) this hand makes possible
        (``can``: the most rangers one of its cards places in a region of each colour);
        ``gain``: the rival's points there beyond its share now, the bonus aside."""
        out = list(self.sure)
        for region, project, need, exact, loc, colours in self.options:
            most = max(can[c] for c in colours)
            if most >= need:
                placed = need if exact else most
                out.append((region, project, 1.0, placed * _WORTH[loc], (loc,), Means.CARD))
        out += self._two_cards(hand)
        out += self._reveals(can)
        if self.targets:
            out += self._card_and_moves(hand)
        return out

    def _two_cards(self, hand) -> list[tuple]:
        plane, supply = self.plane, self.supply
        if plane is None or len(hand) < 2 or supply < 2 or not _both_playable(hand, REGION_COLOUR[plane], self.dollars):
            return []
        board, seat = self.board, self.seat
        here = set(LOCATIONS_OF[plane])
        (_, k1), (_, k2) = hand
        out = []
        for region in {r for loc in here for r in LOCATION_BY_ID[loc].regions}:
            open_c, _, _, _, _ = board.projects.get(region, (False, False, 0, 0, {}))
            empty = [loc for loc in LOCATIONS_OF[region] if board.owner(loc) is None]
            if open_c and len(empty) == 2 and set(empty) <= here:
                gain = max(_two_gain(empty, a, b, supply) for a, b in ((k1, k2), (k2, k1)))
                out.append((region, CONSERVATION, 1.0, gain, tuple(empty), Means.TWO_CARDS))
            lack = board.lacking(region)
            spots = [loc for loc in LOCATIONS_OF[region] if loc in here and board.placeable(loc, seat)]
            if lack is not None and 2 <= lack <= min(k1 + k2, supply) and spots:
                best = max(spots, key=_WORTH.__getitem__)
                out.append((region, INDUSTRIALIZATION, 1.0, lack * _WORTH[best], (best,), Means.TWO_CARDS))
        return out

    def _reveals(self, can: dict[str, int]) -> list[tuple]:
        board, seat = self.board, self.seat
        values = board.values
        out = []
        for region in board.face_down:
            count = board.projects[region][3]
            spots = [loc for loc in LOCATIONS_OF[region] if board.placeable(loc, seat)]
            most = (can[REGION_COLOUR[region]] + min(self.money // MOVE_COST, self.outside[region])) if spots else 0
            fits = {count} | {count + n for n in range(1, most + 1)}
            chance = sum(1 for v in values if v in fits) / len(values) if values else 0.0
            if chance > 0:
                gain = max((v - count for v in values if v in fits), default=0)
                best = max(spots, key=_WORTH.__getitem__) if gain and spots else None
                out.append((region, INDUSTRIALIZATION, chance, gain * _WORTH[best] if best else 0,
                            (best,) if best else (), Means.REVEAL))
        return out

    def _take_backs(self) -> list[tuple]:
        board, out = self.board, []
        for region in board.face_up:
            over = -(board.lacking(region) or 0)
            mine = board.mine(region, self.seat)
            if 1 <= over <= TAKE_BACK_MAX and sum(n for _, n in mine) >= over:
                out.append((region, INDUSTRIALIZATION, 1.0, -_removed(mine, over), tuple(loc for loc, _ in mine), Means.TAKE_BACK))
        return out

    def _moves(self) -> list[tuple]:
        """Moves for dollars alone (the dollars of a card played anywhere of its colour
        included): the empty locations filled, or a tile's rangers made to fit."""
        moves = self.money // MOVE_COST
        if not moves:
            return []
        board, out = self.board, []
        for region, (open_c, _, empty, _, share) in board.projects.items():
            outside = self.outside[region]
            base = share.get(self.seat, 0) + PROJECT_BONUS
            if open_c and 1 <= empty <= moves:
                holes = [loc for loc in LOCATIONS_OF[region] if board.owner(loc) is None]
                spare = [src for src in LOCATIONS_OF[region] if self.mine.get(src, 0) >= 2]
                gain = sum(_WORTH[h] for h in holes) if outside >= empty else None
                if gain is None and empty == 1 and spare:
                    gain = _WORTH[holes[0]] - min(_WORTH[s] for s in spare)
                if gain is not None and base + gain >= MOVE_COST * empty:
                    out.append((region, CONSERVATION, 1.0, gain, tuple(holes), Means.MOVE))
            out += self._moves_to_fit(region, moves, outside, base)
        return out

    def _moves_to_fit(self, region: str, moves: int, outside: int, base: int) -> list[tuple]:
        board, seat = self.board, self.seat
        lack = board.lacking(region)
        if lack is None or lack == 0 or abs(lack) > moves:
            return []
        if lack > 0:
            spots = [loc for loc in LOCATIONS_OF[region] if board.placeable(loc, seat)]
            if outside < lack or not spots:
                return []
            best = max(spots, key=_WORTH.__getitem__)
            gain, where = lack * _WORTH[best], (best,)
        else:
            mine = board.mine(region, seat)
            if sum(n for _, n in mine) < -lack:
                return []
            gain, where = -_removed(mine, -lack), tuple(loc for loc, _ in mine)
        if base + gain < MOVE_COST * abs(lack):
            return []
        return [(region, INDUSTRIALIZATION, 1.0, gain, where, Means.MOVE)]

    def _card_and_moves(self, hand) -> list[tuple]:
        """A card placing rangers in a project, and moves paid with what the purse then holds
        bringing the rest."""
        out: list[tuple] = []
        held = {c for c, _ in hand}
        for colour, kind in hand:
            for region, (spots, empty, lack, base) in self.targets.items():
                for loc, colours in spots:
                    matching = colour in colours
                    if not matching and not (self.dollars >= WILD_COST and not held & set(colours)):
                        continue
                    money = self.dollars + kind_dollars(kind) - (0 if matching else WILD_COST)
                    moves = min(money // MOVE_COST, self.outside[region])
                    if moves:
                        out += self._fill(region, loc, min(kind, self.supply), moves, empty, lack, base)
        return out

    def _fill(self, region: str, loc: str, placed: int, moves: int, empty, lack, base: int) -> list[tuple]:
        out = []
        rest = [e for e in empty if e != loc]
        if placed and loc in empty and 1 <= len(rest) <= moves:
            gain = placed * _WORTH[loc] + sum(_WORTH[e] for e in rest)
            if base + gain >= MOVE_COST * len(rest):
                out.append((region, CONSERVATION, 1.0, gain, (loc, *rest), Means.CARD_AND_MOVES))
        if lack is not None and lack >= 2:
            n = min(placed, lack - 1)
            if n and lack - n <= moves and base + lack * _WORTH[loc] >= MOVE_COST * (lack - n):
                out.append((region, INDUSTRIALIZATION, 1.0, lack * _WORTH[loc], (loc,), Means.CARD_AND_MOVES))
        return out

    def _targets(self) -> dict[str, tuple]:
        """The projects a card and moves might complete: region -> (placeable locations with
        the colours they may be played from, empty locations if its conservation is open,
        rangers lacking on its face-up tile, the rival's points there with the bonus)."""
        most = (self.dollars + 3) // MOVE_COST  # a card pays at most 3 dollars
        if not most or not self.supply:
            return {}
        board, out = self.board, {}
        top = max(self.board.obs.players[self.seat].hand_kinds, default=0)
        for region, (open_c, _, _, _, share) in board.projects.items():
            holes = tuple(loc for loc in LOCATIONS_OF[region] if board.owner(loc) is None) if open_c else ()
            lack = board.lacking(region)
            useful = 2 <= len(holes) <= 1 + most or (lack is not None and 2 <= lack <= top + most)
            if useful and self.outside[region]:
                spots = tuple(
                    (loc, tuple({REGION_COLOUR[r] for r in LOCATION_BY_ID[loc].regions}))
                    for loc in LOCATIONS_OF[region]
                    if board.placeable(loc, self.seat)
                )
                out[region] = (spots, holes, lack if lack is not None and lack >= 2 else None, share.get(self.seat, 0) + PROJECT_BONUS)
        return out

    def add(self, probability: float, hand) -> None:
        """Count one possible hand: for each project its best plan with it (hands alike in
        what they can do are worked out once)."""
        supply, dollars = self.supply, self.dollars
        can = {c: min(max(_playable(hand, c, dollars), default=0), supply) for c in COLOURS}
        here = REGION_COLOUR.get(self.plane or "")
        key = (tuple(can.values()), tuple((c == here, k) for c, k in hand), tuple(sorted(hand)) if self.targets else ())
        best = self.seen.get(key)
        if best is None:
            best = self.seen[key] = self._best(self.plans(hand, can))
        worth = {k: chance * self._net(k[0], gain) for k, (chance, gain, _, _) in best.items()}
        top = max(worth.values(), default=None)
        for key, (chance, gain, locs, means) in best.items():
            row = self.found.setdefault(key, [0.0, None, set(), set(), 0.0])
            row[0] += probability * chance
            row[1] = gain if row[1] is None else max(row[1], gain)
            row[2] |= locs
            row[3] |= means
            if worth[key] == top and top > 0:  # what pays the rival most, beyond the others, with this hand
                row[4] += probability * chance

    def _net(self, region: str, gain: int) -> int:
        """What completing pays the rival beyond what it pays the best of the others."""
        share = self.board.projects[region][4]
        others = max((p for s, p in share.items() if s != self.seat), default=0)
        return share.get(self.seat, 0) + gain + PROJECT_BONUS - others

    @staticmethod
    def _best(plans: list[tuple]) -> dict[tuple[str, Project], tuple]:
        best: dict[tuple[str, Project], tuple] = {}
        for region, project, chance, gain, locs, means in plans:
            key = (region, project)
            got = best.get(key)
            if got is None:
                best[key] = (chance, gain, set(locs), {means})
            else:
                best[key] = (max(got[0], chance), max(got[1], gain), got[2] | set(locs), got[3] | {means})
        return best


def _two_gain(empty: list[str], first: int, second: int, supply: int) -> int:
    a = min(first, supply - 1)
    b = min(second, supply - a)
    return a * _WORTH[empty[0]] + b * _WORTH[empty[1]]


def _removed(mine: list[tuple[str, int]], count: int) -> int:
    """The points of ``count`` rangers taken from ``mine`` (camps first, as a player would)."""
    lost = 0
    for loc, n in mine:
        take = min(n, count)
        lost += take * _WORTH[loc]
        count -= take
        if not count:
            break
    return lost


def _rival_threats(board: _Board, seat: int) -> list[ProjectThreat]:
    rival = _Rival(board, seat)
    for probability, hand in hands(board.obs, seat):
        rival.add(probability, hand)
    out = []
    for (region, project), (chance, gain, locs, means, likely) in rival.found.items():
        if chance <= 0:
            continue
        _, _, empty, _, share = board.projects[region]
        points = share.get(seat, 0) + gain + PROJECT_BONUS
        shares = dict(share)
        shares[seat] = points
        out.append(
            ProjectThreat(
                seat, region, project,
                tuple(sorted(locs)), empty,
                board.lacking(region) if project is INDUSTRIALIZATION else None,
                points, PROJECT_BONUS, tuple(sorted(shares.items())),
                min(1.0, round(chance, 6)), min(1.0, round(likely, 6)), tuple(m for m in Means if m in means),
                board.track_full,
            )
        )
    return out
