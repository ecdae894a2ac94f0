"""The baseline level's judgement of the positions its search ends in (medium-hard's too, and
hard's at any table it had no learned judgement for, ``judgement.hard_judge``: none is left): the same
comparison of expected points as ``features.evaluate``, but from a linear function of ``features`` fitted to how games among
medium bots ended (``tools/fit_value.py``). Frozen: the arena's yardstick.
"""

from __future__ import annotations

from ..board import CARDS
from ..scoring import windmill_ranking
from ..state import OVER, State
from .features import (
    against_rivals,
    CARD_COLOUR,
    REGION_COLOUR,
    horizon,
    open_projects,
)

# --- the baseline level's judgement -------------------------------------------------------------
#
# The baseline level (the hard level as it was) judges the leaves of its search by every
# player's expected final points relative to the table: a weighted sum of ``features``,
# fitted by least squares to the final points of games among medium bots
# (``tools/fit_value.py``; on held-out games it explains about 0.42 of the variance of a
# player's final points relative to the table's mean with four players and 0.54 with two,
# where ``estimates`` explains 0.24 and 0.39). Only differences between players matter, so
# nothing common to the whole table is a feature.

FEATURES = (
    "points", "dollars", "to_move", "next",
    "supply", "supply_h", "hand", "hand_h", "hand_rangers_h", "plane_h",
    "windmill", "track",
    "c1", "c2", "c3", "c4", "c5",
    "c1_h", "c2_h", "c3_h", "c4_h", "c5_h",
    "i1", "i2", "i3", "i4", "i5", "i7", "iover", "idown",
    "i1_h", "i2_h", "i3_h", "i4_h", "i5_h", "i7_h", "iover_h", "idown_h",
    "ready_to_move", "ready_next",
)


def project_shares(state: State, projects: list | None = None) -> tuple[list[list[float]], list[list[float]], int]:
    """Every player's share of the open projects by how near each is to completion, and how
    many projects one action completes: (cons, ind, ready) as ``features`` reads them.

    cons[player][K - 1]: their share (points when scored) of open conservation projects that
    lack K empty locations (the last: five or more); ind[player]: of face-up
    industrialization projects that lack 1, 2, 3, 4, 5-6 or 7+ rangers, that hold too many,
    and of face-down tiles; ready: the projects one action completes. ``projects``: the
    state's ``open_projects``, when the caller has them already."""
    n = len(state.players)
    tiles = state.tiles
    face_up = state.face_up
    cons = [[0.0] * 5 for _ in range(n)]  # by empty locations 1, 2, 3, 4, 5+
    ind = [[0.0] * 8 for _ in range(n)]  # lack 1,2,3,4,5-6,7+ ; overfull ; face down
    ready = 0
    for region, open_c, has_tile, empty, count, share in projects if projects is not None else open_projects(state):
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
    return cons, ind, ready


def windmill_rows(state: State) -> tuple[list[float], list[float]]:
    """Every player's points from the ranger track now, and rangers on it (the full game)."""
    n = len(state.players)
    windmill = [0.0] * n
    track = [0.0] * n
    if state.is_full and state.ranger_track:
        for owner, on_track, points in windmill_ranking(state):
            windmill[owner] = float(points)
            track[owner] = float(on_track)
    return windmill, track


def features(state: State) -> list[list[float]]:
    """Every player's description of the position, one list per player in ``FEATURES`` order.

    points, dollars; to_move, next: whether the player moves now or next; supply, hand (cards
    held), hand_rangers (the rangers those cards place), plane (on a region a held card
    matches); windmill: the points the ranger track would give now, track: rangers on it;
    cK: the player's share (1 a ranger in a camp, 2 in a ship) of open conservation projects
    that lack K empty locations (5: five or more); iK: of face-up industrialization projects
    that lack K rangers (5: five or six, 7: seven or more), iover: that hold too many, idown:
    of face-down tiles; ready: how many projects one action completes, for the player to move
    now or next. A name ending in _h is the feature times ``horizon``, the game left.
    """
    planes = []
    for p in state.players:
        plane = 0.0
        if p.plane is not None and p.hand:
            colour = REGION_COLOUR[p.plane]
            if any(CARD_COLOUR[c] == colour for c in p.hand):
                plane = 1.0
        planes.append(plane)
    return feature_rows(state, horizon(state), planes)


def feature_rows(state: State, h: float, planes: list[float], projects: list | None = None) -> list[list[float]]:
    """``features`` with the game left (``h``) and each player's plane given: the rows that
    the learned judgement of ``tools/experiments/judgement.py`` extends (``projects``: as
    ``project_shares`` takes them)."""
    players = state.players
    n = len(players)
    cons, ind, ready = project_shares(state, projects)
    windmill, track = windmill_rows(state)
    out = []
    current = state.current
    for i, p in enumerate(players):
        d = (i - current) % n
        to_move = 1.0 if d == 0 else 0.0
        nxt = 1.0 if d == 1 else 0.0
        hand = len(p.hand)
        hand_rangers = sum(CARDS[c].kind for c in p.hand)
        c = cons[i]
        ig = ind[i]
        out.append(
            [float(p.points), float(p.dollars), to_move, nxt,
             float(p.supply), p.supply * h, float(hand), hand * h, hand_rangers * h, planes[i] * h,
             windmill[i], track[i]]
            + c + [x * h for x in c]
            + ig + [x * h for x in ig]
            + [ready * to_move, ready * nxt]
        )
    return out


# Fitted by tools/fit_value.py, in FEATURES order; frozen with the baseline level.
BASELINE_WEIGHTS = (
    0.8689,  # points
    0.7182,  # dollars
    1.0961,  # to_move
    0.4185,  # next
    0.1330,  # supply
    2.7733,  # supply_h
    0.2135,  # hand
    2.5167,  # hand_h
    -0.8027,  # hand_rangers_h
    1.0923,  # plane_h
    0.7071,  # windmill
    3.2680,  # track
    0.3462,  # c1
    -0.1057,  # c2
    0.0038,  # c3
    0.0953,  # c4
    0.1689,  # c5
    0.3709,  # c1_h
    0.2954,  # c2_h
    0.0127,  # c3_h
    -0.1829,  # c4_h
    -0.3975,  # c5_h
    0.3080,  # i1
    -0.4830,  # i2
    -0.4624,  # i3
    -0.4428,  # i4
    -0.5056,  # i5
    -0.1802,  # i7
    -0.1885,  # iover
    -0.3455,  # idown
    0.7630,  # i1_h
    1.1670,  # i2_h
    0.9789,  # i3_h
    0.8720,  # i4_h
    0.8813,  # i5_h
    0.0418,  # i7_h
    0.5032,  # iover_h
    0.8350,  # idown_h
    0.4882,  # ready_to_move
    0.2438,  # ready_next
)


def baseline_estimates(state: State) -> list[float]:
    """Every player's expected final points relative to the table (the actual points once the
    game is over), as ``BASELINE_WEIGHTS`` see them."""
    if state.phase == OVER:
        return [float(p.points) for p in state.players]
    weights = BASELINE_WEIGHTS
    return [sum(w * x for w, x in zip(weights, row)) for row in features(state)]


def baseline_judge(state: State, seat: int) -> float:
    """The position's worth to ``seat`` for the baseline level: like ``evaluate``, its
    expected points against its rivals', but from ``baseline_estimates``."""
    return against_rivals(baseline_estimates(state), seat)
