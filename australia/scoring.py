"""Projects and their scoring, the windmill, and the end of the game.

These functions change the state and return the events they caused, in the order they
happened; ``rules.py`` calls them after every step that moves rangers or reveals a tile.
"""

from __future__ import annotations

from operator import itemgetter
from typing import NamedTuple

from .board import (
    BOARD_ORDER,
    LOCATION_BY_ID,
    LOCATIONS_OF,
    PROJECT_BONUS,
    WINDMILL_MAX_VALUE,
    WINDMILL_PLACES,
    WINDMILL_TILE_VALUES,
    WINDMILL_TRACK_SPACES,
)
from .events import (
    BONUS,
    CONSERVATION,
    DOLLARS,
    INDUSTRIALIZATION,
    PROJECT_SOURCE,
    WINDMILL,
    DollarsCounted,
    GameOver,
    ProjectScored,
    Share,
    TileRevealed,
    WindmillMoved,
    WindmillPlace,
    WindmillScored,
)
from .events import Project
from .state import OVER, State, Tile


def conservation_done(state: State, region: str) -> bool:
    rangers = state.rangers
    return region in state.conservation and all(loc in rangers for loc in LOCATIONS_OF[region])


def industrialization_done(state: State, region: str) -> bool:
    value = state.tiles.get(region)
    return (
        value is not None
        and region in state.face_up
        and state.region_rangers(region) == value
    )


def score_completed(state: State, regions, initiator: int) -> list:
    """Score every project completed in ``regions`` by one step of ``initiator``.

    Regions in board order, conservation before industrialization within a region
    (docs/rules.md, ruling 17). Scoring moves no ranger on the map, so what is complete is
    known up front.
    """
    events: list = []
    for region in sorted(set(regions), key=BOARD_ORDER.__getitem__):
        if conservation_done(state, region):
            events.extend(_score_project(state, region, CONSERVATION, initiator))
        if industrialization_done(state, region):
            events.extend(_score_project(state, region, INDUSTRIALIZATION, initiator))
    return events


def _score_project(state: State, region: str, project: Project, initiator: int) -> list:
    camps: dict[int, int] = {}
    ships: dict[int, int] = {}
    for loc in LOCATIONS_OF[region]:
        here = state.rangers.get(loc)
        if here is None:
            continue
        bucket = ships if LOCATION_BY_ID[loc].is_ship else camps
        bucket[here.owner] = bucket.get(here.owner, 0) + here.count
    shares = []
    for player in sorted(set(camps) | set(ships) | {initiator}):
        share = Share(
            player,
            camps.get(player, 0),
            ships.get(player, 0),
            PROJECT_BONUS if player == initiator else 0,
        )
        state.players[player].score(PROJECT_SOURCE[project], share.ranger_points)
        state.players[player].score(BONUS, share.bonus)
        shares.append(share)
    if project == CONSERVATION:
        state.conservation.discard(region)
        tile = Tile(CONSERVATION, region)
    else:
        value = state.tiles.pop(region)
        state.face_up.discard(region)
        tile = Tile(INDUSTRIALIZATION, region, value)
    events: list = [ProjectScored(region, project, initiator, tuple(shares), tile.value)]
    if state.is_full:
        state.windmill_track.append(tile)
        if len(state.windmill_track) >= WINDMILL_TRACK_SPACES:
            events.append(score_windmill(state))
    else:
        state.spent_tiles.append(tile)
    return events


def reveal(state: State, region: str) -> list:
    """Turn a face-down tile face up; a windmill tile moves the windmill (full game), also
    where it already stands, before anything is scored (docs/rules.md, rulings 22 and 23)."""
    if region not in state.tiles or region in state.face_up:
        return []
    state.face_up.add(region)
    value = state.tiles[region]
    events: list = [TileRevealed(region, value)]
    if state.is_full and value in WINDMILL_TILE_VALUES:
        state.windmill_region = region
        state.windmill_value = min(WINDMILL_MAX_VALUE, state.windmill_value + 1)
        events.append(WindmillMoved(region, state.windmill_value))
    return events


_RANGERS = itemgetter(1)


def windmill_ranking(state: State) -> list[tuple[int, int, int]]:
    """Everyone with rangers on the ranger track as (player, rangers, points a windmill
    scoring would give now), best first.

    Most rangers first; a tie goes to the player whose highest ranger stands higher
    (docs/rules.md, ruling 25). First
    place scores the windmill's value, second half of it, third half of that (rounded down),
    the others nothing. Plain tuples: the computer opponents ask in every position they judge.
    """
    counts: dict[int, int] = {}
    for owner in state.ranger_track:  # from the top: players are met by their highest ranger
        counts[owner] = counts.get(owner, 0) + 1
    # A stable sort keeps players with as many rangers in the order met, the higher first.
    ranked = sorted(counts.items(), key=_RANGERS, reverse=True)
    points = state.windmill_value
    out = []
    for place, (player, rangers) in enumerate(ranked):
        out.append((player, rangers, points if place < WINDMILL_PLACES else 0))
        points //= 2
    return out


def windmill_payout(state: State) -> tuple[WindmillPlace, ...]:
    """What a windmill scoring would pay now (``windmill_ranking``), place by place."""
    return tuple(WindmillPlace(*place) for place in windmill_ranking(state)[:WINDMILL_PLACES])


def score_windmill(state: State, *, final: bool = False) -> WindmillScored:
    """Score the windmill (``windmill_payout``), then clear its track and, unless it is the
    game's final scoring, send the top half of the ranger track home."""
    places = windmill_payout(state)
    for place in places:
        state.players[place.player].score(WINDMILL, place.points)
    returned: tuple[int, ...] = ()
    state.spent_tiles.extend(state.windmill_track)
    state.windmill_track.clear()
    if not final:
        half = len(state.ranger_track) // 2
        returned = tuple(state.ranger_track[:half])
        for owner in returned:
            state.players[owner].supply += 1
        del state.ranger_track[:half]
    return WindmillScored(state.windmill_value, places, returned, final)


def finish(state: State) -> list:
    """The end of the last round: final windmill scoring, then dollars become points
    (docs/rules.md, ruling 27)."""
    events: list = []
    if state.is_full:
        events.append(score_windmill(state, final=True))
    for i, player in enumerate(state.players):
        player.score(DOLLARS, player.dollars)
        events.append(DollarsCounted(i, player.dollars))
    state.phase = OVER
    winners, tie_break = outcome(state)
    events.append(GameOver(winners, tie_break))
    return events


def outcome(state: State) -> tuple[tuple[int, ...], bool]:
    """(winners, whether dollars settled a tie on points).

    Most points wins; between players level on points, most dollars. Players level on both
    share the victory, and dollars then decided nothing (unless they put someone else, who
    was level on points, out of the shared victory): docs/rules.md, ruling 30.
    """
    best_points = max(p.points for p in state.players)
    leaders = [i for i, p in enumerate(state.players) if p.points == best_points]
    if len(leaders) == 1:
        return tuple(leaders), False
    best_dollars = max(state.players[i].dollars for i in leaders)
    winners = tuple(i for i in leaders if state.players[i].dollars == best_dollars)
    return winners, len(winners) < len(leaders)


class Standing(NamedTuple):
    """A player's place at the end: 1 is first; players level on points and dollars share it."""

    seat: int
    place: int
    points: int
    dollars: int


def standings(state: State) -> tuple[Standing, ...]:
    """Every player from first to last, with shared places (then seat order within a place)."""
    order = sorted(
        range(len(state.players)),
        key=lambda i: (-state.players[i].points, -state.players[i].dollars, i),
    )
    out = []
    place, previous = 0, None
    for position, seat in enumerate(order, start=1):
        p = state.players[seat]
        if (p.points, p.dollars) != previous:
            place, previous = position, (p.points, p.dollars)
        out.append(Standing(seat, place, p.points, p.dollars))
    return tuple(out)


def ranking(state: State) -> list[int]:
    """Seats from first to last place: points, then dollars, then seat order."""
    return [s.seat for s in standings(state)]
