"""How the medium and easy levels judge a position, and the tables the computer's other
modules share.

``evaluate(state, seat)`` estimates what the position is worth to one seat in points,
relative to its rivals: points and dollars, rangers in supply, cards in hand, the windmill
majority, and for every open project the seat's share times how close the project is to
completion (and so how likely someone completes it while cards remain).

Which actions are worth considering is ``candidates``; the playouts' rule of thumb is
``playout``; the baseline level's judgement is ``baseline``.
"""

from __future__ import annotations

from ..board import CARDS, LOCATION_BY_ID, LOCATIONS_OF, REGION_BY_ID, REGION_IDS
from ..scoring import windmill_ranking
from ..state import OVER, State

IS_SHIP = {loc: LOCATION_BY_ID[loc].is_ship for loc in LOCATION_BY_ID}
_WORTH = {loc: LOCATION_BY_ID[loc].points_per_ranger for loc in LOCATION_BY_ID}
LOCATIONS_IN = {r: LOCATIONS_OF[r] for r in REGION_IDS}
_REGION_LOCS = tuple((r, locs, len(locs)) for r, locs in LOCATIONS_IN.items())  # read in every judged position
REGIONS_OF_COLOUR: dict[str, tuple[str, ...]] = {}
for _r in REGION_IDS:
    REGIONS_OF_COLOUR.setdefault(REGION_BY_ID[_r].colour, ())
    REGIONS_OF_COLOUR[REGION_BY_ID[_r].colour] += (_r,)
REGION_COLOUR = {r: REGION_BY_ID[r].colour for r in REGION_IDS}
CARD_COLOUR = tuple(c.colour for c in CARDS)

# How likely an open project is completed while cards remain, by what it still lacks.
_CONSERVATION_CHANCE = (1.0, 0.8, 0.55, 0.35, 0.22, 0.14, 0.1)
_INDUSTRY_CHANCE = (1.0, 0.75, 0.65, 0.55, 0.45, 0.3, 0.22, 0.16, 0.12, 0.1)
_OVERFULL_CHANCE = 0.08  # more rangers than the tile: only a take-back completes it
_FACE_DOWN_CHANCE = 0.25
SUPPLY_VALUE = 0.35  # a ranger still to be placed
CARD_VALUE = 1.0  # a card in hand (playing one always earns more)
PLANE_VALUE = 0.4  # the plane where a held card can be played: an action saved


def horizon(state: State) -> float:
    """How much game is left for open projects to be completed, from 0 to 1."""
    if state.phase == OVER:
        return 0.0
    left = sum(len(s) for s in state.stacks.values()) + sum(len(p.hand) for p in state.players)
    return min(1.0, left / (4.0 + 2 * len(state.players)))


def open_projects(state: State) -> list[tuple[str, bool, bool, int, int, dict[int, int]]]:
    """Every region with a project still open, as (region, whether its conservation is open,
    whether its industrialization tile is on the board, its empty locations, its rangers,
    and each owner's points there when it is scored: {owner: points})."""
    tiles = state.tiles
    conservation = state.conservation
    here_at = state.rangers.get
    worth = _WORTH
    out = []
    for region, locs, size in _REGION_LOCS:
        has_tile = region in tiles
        open_c = region in conservation
        if not has_tile and not open_c:
            continue
        filled = 0
        count = 0
        share: dict[int, int] = {}
        for loc in locs:
            here = here_at(loc)
            if here is None:
                continue
            owner, n = here
            filled += 1
            count += n
            share[owner] = share.get(owner, 0) + n * worth[loc]
        out.append((region, open_c, has_tile, size - filled, count, share))
    return out


def estimates(state: State) -> list[float]:
    """Every player's expected final points, as this rule of thumb sees them."""
    players = state.players
    if state.phase == OVER:
        return [float(p.points) for p in players]
    est = [float(p.points + p.dollars) for p in players]
    h = horizon(state)
    tiles = state.tiles
    face_up = state.face_up
    if h > 0:
        for region, open_c, has_tile, empty, count, share in open_projects(state):
            if not share:
                continue
            chance = 0.0
            if open_c:
                chance += _CONSERVATION_CHANCE[min(empty, 6)]
            if has_tile:
                if region in face_up:
                    lack = tiles[region] - count
                    chance += _INDUSTRY_CHANCE[min(lack, 9)] if lack >= 0 else _OVERFULL_CHANCE
                else:
                    chance += _FACE_DOWN_CHANCE
            chance *= h
            for owner, pts in share.items():
                est[owner] += pts * chance
    for i, p in enumerate(players):
        est[i] += (SUPPLY_VALUE * p.supply + CARD_VALUE * len(p.hand)) * h
        plane = p.plane
        if plane is not None and p.hand:
            colour = REGION_COLOUR[plane]
            if any(CARD_COLOUR[c] == colour for c in p.hand):
                est[i] += PLANE_VALUE * h
    if state.is_full and state.ranger_track:
        for owner, _, points in windmill_ranking(state):
            est[owner] += points
    return est


def against_rivals(est: list[float], seat: int) -> float:
    """``seat``'s expected points against its rivals': the best of them weighs most, and
    the rest of the table counts too."""
    mine = est[seat]
    others = [v for i, v in enumerate(est) if i != seat]
    return mine - 0.6 * max(others) - 0.4 * sum(others) / len(others)


def evaluate(state: State, seat: int) -> float:
    """The position's worth to ``seat``: its expected points against its rivals'."""
    return against_rivals(estimates(state), seat)
