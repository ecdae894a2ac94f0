"""The hard level's judgement of the positions its search ends in, learned from its own games.

``inputs(state, seat)`` describes the position as ``seat`` sees it: one row per player, in
``INPUTS`` order, read only from what the seat may know (the others' hands by the kind of
each card, never its colour; face-down tiles by nothing but being face down), so two games
that differ in what the seat cannot see give the same rows. ``estimates(state, seat)`` runs
every row through one small network (``australia/hard_weights.py``: a hidden layer of tanh
units, or none) to every player's expected final points relative to the table, and
``judge(state, seat)`` compares the seat's with its rivals' as ``value.evaluate`` does.

The weights were fitted to games among hard bots by ``tools/learn_hard.py``; see the README.
"""

from __future__ import annotations

from math import tanh
from operator import mul

from . import hard_weights
from .board import CARDS, LOCATION_BY_ID, LOCATIONS_OF, REGION_BY_ID, REGION_IDS, WINDMILL_TRACK_SPACES
from .scoring import windmill_ranking
from .state import OVER, State

INPUTS = (
    "points", "dollars", "to_move", "next",
    "supply", "supply_h", "hand", "hand_h", "hand_rangers_h", "plane_h",
    "windmill", "track",
    "c1", "c2", "c3", "c4", "c5",
    "c1_h", "c2_h", "c3_h", "c4_h", "c5_h",
    "i1", "i2", "i3", "i4", "i5", "i7", "iover", "idown",
    "i1_h", "i2_h", "i3_h", "i4_h", "i5_h", "i7_h", "iover_h", "idown_h",
    "ready_to_move", "ready_next",
    "lead", "h", "two", "three", "five", "full", "windmill_value", "windmill_fill",
)

_WORTH = {loc: LOCATION_BY_ID[loc].points_per_ranger for loc in LOCATION_BY_ID}
_REGION_LOCS = tuple((r, LOCATIONS_OF[r], len(LOCATIONS_OF[r])) for r in REGION_IDS)
_COLOUR = {r: REGION_BY_ID[r].colour for r in REGION_IDS}
_CARD_COLOUR = tuple(c.colour for c in CARDS)
_CARD_KIND = tuple(c.kind for c in CARDS)
_KINDS = tuple(sorted(set(_CARD_KIND)))


def _plane_chances(state: State, seat: int) -> list[float]:
    """For every player, whether a held card matches the region under the plane: certain
    for the seat, and for the others the chance that one does, card by card from the kind
    it shows and the cards of that kind the seat has not seen."""
    players = state.players
    out = [0.0] * len(players)
    unseen: dict[int, dict[str, int]] | None = None
    for i, p in enumerate(players):
        if p.plane is None or not p.hand:
            continue
        colour = _COLOUR[p.plane]
        if i == seat:
            out[i] = 1.0 if any(_CARD_COLOUR[c] == colour for c in p.hand) else 0.0
            continue
        if unseen is None:
            unseen = {k: {} for k in _KINDS}
            seen = set(players[seat].hand)
            seen.update(state.played_cards)
            for card in range(len(CARDS)):
                if card not in seen:
                    by_colour = unseen[_CARD_KIND[card]]
                    by_colour[_CARD_COLOUR[card]] = by_colour.get(_CARD_COLOUR[card], 0) + 1
        miss = 1.0
        for card in p.hand:
            by_colour = unseen[_CARD_KIND[card]]
            total = sum(by_colour.values())
            if total:
                miss *= 1.0 - by_colour.get(colour, 0) / total
        out[i] = 1.0 - miss
    return out


def inputs(state: State, seat: int) -> list[list[float]]:
    """Every player's row, in ``INPUTS`` order, as ``seat`` sees the position.

    points, dollars; to_move, next: whether the player moves now or next; supply, hand (cards
    held), hand_rangers (the rangers their kinds place), plane (a held card matches the region
    under the plane: for the others, the chance of it); windmill: the points the ranger
    track would give now, track: rangers on it; cK: the player's share (1 a ranger in a camp,
    2 in a ship) of open conservation projects that lack K empty locations (5: five or more);
    iK: of face-up industrialization projects that lack K rangers (5: five or six, 7: seven or
    more), iover: that hold too many, idown: of face-down tiles; ready: how many projects one
    action completes, for the player to move now or next; lead: points and dollars against
    the best of the others'. The same for everyone: h, the game left (0 to 1, from the cards
    in stacks and hands); two, three, five: the table's size (four is none of them); full:
    the full game; windmill_value (a twelfth of it) and windmill_fill (the windmill track's
    tiles, a sixth each), in the full game. A name ending in _h is the feature times h.
    """
    players = state.players
    n = len(players)
    left = sum(len(s) for s in state.stacks.values()) + sum(len(p.hand) for p in players)
    h = min(1.0, left / (4.0 + 2 * n))
    tiles = state.tiles
    face_up = state.face_up
    conservation = state.conservation
    here_at = state.rangers.get
    worth = _WORTH
    cons = [[0.0] * 5 for _ in range(n)]
    ind = [[0.0] * 8 for _ in range(n)]
    ready = 0
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
            owner, k = here
            filled += 1
            count += k
            share[owner] = share.get(owner, 0) + k * worth[loc]
        empty = size - filled
        if open_c and empty == 1:
            ready += 1
        bucket = None
        if has_tile and region in face_up:
            lack = tiles[region] - count
            if 1 <= lack <= 4 or lack < 0:
                ready += 1
            bucket = lack - 1 if 1 <= lack <= 4 else 4 if 5 <= lack <= 6 else 5 if lack >= 7 else 6
        elif has_tile:
            bucket = 7
        for owner, pts in share.items():
            if open_c:
                cons[owner][min(empty, 5) - 1] += pts
            if bucket is not None:
                ind[owner][bucket] += pts
    windmill = [0.0] * n
    track = [0.0] * n
    full = state.is_full
    if full and state.ranger_track:
        for owner, on_track, points in windmill_ranking(state):
            windmill[owner] = float(points)
            track[owner] = float(on_track)
    plane = _plane_chances(state, seat)
    worths = [p.points + p.dollars for p in players]
    common = [
        h,
        1.0 if n == 2 else 0.0,
        1.0 if n == 3 else 0.0,
        1.0 if n == 5 else 0.0,
        1.0 if full else 0.0,
        state.windmill_value / 12.0 if full else 0.0,
        len(state.windmill_track) / WINDMILL_TRACK_SPACES if full else 0.0,
    ]
    out = []
    current = state.current
    for i, p in enumerate(players):
        d = (i - current) % n
        to_move = 1.0 if d == 0 else 0.0
        nxt = 1.0 if d == 1 else 0.0
        hand = len(p.hand)
        hand_rangers = sum(_CARD_KIND[c] for c in p.hand)
        c = cons[i]
        ig = ind[i]
        lead = worths[i] - max(w for j, w in enumerate(worths) if j != i)
        out.append(
            [float(p.points), float(p.dollars), to_move, nxt,
             float(p.supply), p.supply * h, float(hand), hand * h, hand_rangers * h, plane[i] * h,
             windmill[i], track[i]]
            + c + [x * h for x in c]
            + ig + [x * h for x in ig]
            + [ready * to_move, ready * nxt, float(lead)]
            + common
        )
    return out


def make_judge(hidden: tuple, output: tuple):
    """A judgement from weights: ``hidden``, a (bias, weights) pair per tanh unit (none for a
    linear function), and ``output``, (bias, weights) with a weight per unit (or per input).
    Returns (estimates, judge):

    * ``estimates(state, seat)``: every player's expected final points relative to the table
      as ``seat`` sees them (the actual points once the game is over);
    * ``judge(state, seat)``: the position's worth to ``seat``, its expected points against
      its rivals' (the best of them weighs most, the rest of the table counts too).
    """
    bias, weights = output

    def estimates(state: State, seat: int) -> list[float]:
        if state.phase == OVER:
            return [float(p.points) for p in state.players]
        if hidden:
            return [
                bias + sum(map(mul, weights, [tanh(b + sum(map(mul, w, row))) for b, w in hidden]))
                for row in inputs(state, seat)
            ]
        return [bias + sum(map(mul, weights, row)) for row in inputs(state, seat)]

    def judge(state: State, seat: int) -> float:
        est = estimates(state, seat)
        mine = est[seat]
        others = [v for i, v in enumerate(est) if i != seat]
        return mine - 0.6 * max(others) - 0.4 * sum(others) / len(others)

    return estimates, judge


estimates, judge = make_judge(hard_weights.HIDDEN, hard_weights.OUTPUT)
