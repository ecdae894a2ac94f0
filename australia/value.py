"""How computer opponents judge a position, and which actions they think worth considering.

``evaluate(state, seat)`` estimates what the position is worth to one seat in points,
relative to its rivals: points and dollars, rangers in supply, cards in hand, the windmill
majority, and for every open project the seat's share times how close the project is to
completion (and so how likely someone completes it while cards remain).

``candidates(state)`` prunes the legal list to the actions a sensible player considers: the
ranger counts that complete or approach a project, all of them and none; flights only to
where a held card can be played (no flying in circles); a move for dollars or a take-back
only when it scores. Every candidate is an object from ``legal_actions`` itself.

``quick_action`` is a cheap rule of thumb used to play out a few turns inside a search.

``baseline_judge(state, seat)`` is the baseline level's judgement of the positions its search
ends in (the hard level's too, as long as no stronger one is kept): the same comparison of
expected points as ``evaluate``, but from a linear function of ``features`` fitted to how
games among medium bots ended (``tools/fit_value.py``). Frozen: the arena's yardstick.
"""

from __future__ import annotations

import random

from .actions import DrawCard, EndTurn, Fly, MoveRanger, PlayCard, TakeBack
from .board import (
    ACTIONS_PER_TURN,
    CARDS,
    LOCATION_BY_ID,
    LOCATION_IDS,
    LOCATIONS_OF,
    MOVE_COST,
    NO_RANGER_POINTS,
    REGION_BY_ID,
    REGION_IDS,
    WILD_COST,
    kind_dollars,
)
from .events import ProjectScored
from .rules import apply_trusted, completions, legal_actions, legal_actions_of
from .scoring import windmill_ranking
from .state import DRAW, OVER, SETUP, State

_SHIP = {loc: LOCATION_BY_ID[loc].is_ship for loc in LOCATION_BY_ID}
_WORTH = {loc: LOCATION_BY_ID[loc].points_per_ranger for loc in LOCATION_BY_ID}
_LOCS = {r: LOCATIONS_OF[r] for r in REGION_IDS}
_REGION_LOCS = tuple((r, locs, len(locs)) for r, locs in _LOCS.items())  # read in every judged position
_REGIONS_OF_COLOUR: dict[str, tuple[str, ...]] = {}
for _r in REGION_IDS:
    _REGIONS_OF_COLOUR.setdefault(REGION_BY_ID[_r].colour, ())
    _REGIONS_OF_COLOUR[REGION_BY_ID[_r].colour] += (_r,)
_COLOUR = {r: REGION_BY_ID[r].colour for r in REGION_IDS}
_CARD_COLOUR = tuple(c.colour for c in CARDS)

# How likely an open project is completed while cards remain, by what it still lacks.
_CONSERVATION_CHANCE = (1.0, 0.8, 0.55, 0.35, 0.22, 0.14, 0.1)
_INDUSTRY_CHANCE = (1.0, 0.75, 0.65, 0.55, 0.45, 0.3, 0.22, 0.16, 0.12, 0.1)
_OVERFULL_CHANCE = 0.08  # more rangers than the tile: only a take-back completes it
_FACE_DOWN_CHANCE = 0.25
SUPPLY_VALUE = 0.35  # a ranger still to be placed
CARD_VALUE = 1.0  # a card in hand (playing one always earns more)
PLANE_VALUE = 0.4  # the plane where a held card can be played: an action saved


def _horizon(state: State) -> float:
    """How much game is left for open projects to be completed, from 0 to 1."""
    if state.phase == OVER:
        return 0.0
    left = sum(len(s) for s in state.stacks.values()) + sum(len(p.hand) for p in state.players)
    return min(1.0, left / (4.0 + 2 * len(state.players)))


def _open_projects(state: State) -> list[tuple[str, bool, bool, int, int, dict[int, int]]]:
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
    h = _horizon(state)
    tiles = state.tiles
    face_up = state.face_up
    if h > 0:
        for region, open_c, has_tile, empty, count, share in _open_projects(state):
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
            colour = _COLOUR[plane]
            if any(_CARD_COLOUR[c] == colour for c in p.hand):
                est[i] += PLANE_VALUE * h
    if state.is_full and state.ranger_track:
        for owner, _, points in windmill_ranking(state):
            est[owner] += points
    return est


def _against_rivals(est: list[float], seat: int) -> float:
    """``seat``'s expected points against its rivals': the best of them weighs most, and
    the rest of the table counts too."""
    mine = est[seat]
    others = [v for i, v in enumerate(est) if i != seat]
    return mine - 0.6 * max(others) - 0.4 * sum(others) / len(others)


def evaluate(state: State, seat: int) -> float:
    """The position's worth to ``seat``: its expected points against its rivals'."""
    return _against_rivals(estimates(state), seat)


# --- which actions are worth considering --------------------------------------------------------


def _matching_regions(state: State) -> set[str]:
    """Regions where a held card could be played without paying for it."""
    out: set[str] = set()
    for card in state.player.hand:
        out.update(_REGIONS_OF_COLOUR[_CARD_COLOUR[card]])
    return out


def _completing_counts(state: State, location: str) -> set[int]:
    """The fewest rangers placed at ``location`` that complete each project they can complete
    there (the fewest keep most in supply)."""
    return {c.rangers for c in completions(state, location)}


def _plays(state: State) -> list:
    plays = legal_actions_of(state, PlayCard)
    if not plays:
        return []
    wanted: dict[str, set[int]] = {}
    most_track: dict[tuple, int] = {}
    most_here: dict[str, int] = {}
    for action in plays:
        key = (action.card, action.location, action.rangers)
        if action.track > most_track.get(key, -1):
            most_track[key] = action.track
        loc = action.location
        if loc is not None and action.rangers > most_here.get(loc, 0):
            most_here[loc] = action.rangers
    for loc, most in most_here.items():
        wanted[loc] = {1, most} | _completing_counts(state, loc)
    out = []
    for action in plays:
        loc = action.location
        if loc is not None and action.rangers not in wanted[loc]:
            continue
        if action.track == 0 or action.track == most_track[action.card, loc, action.rangers]:
            out.append(action)
    return out


def _scoring_gain(state: State, action, seat: int) -> int:
    """The points ``seat`` gains at once from the action (projects only), on a copy."""
    trial = state.copy(log=False)
    before = trial.players[seat].points
    events = apply_trusted(trial, action, record=False)
    if not any(type(e) is ProjectScored for e in events):
        return 0
    return trial.players[seat].points - before


_MOVES_SEEN: dict[tuple, list] = {}


def _moves(state: State) -> list:
    """Moves for dollars that complete a project and pay more than they cost.

    Remembered by the public position they depend on: a search asks again and again."""
    if state.player.dollars < MOVE_COST:
        return []
    key = (
        state.current,
        tuple(sorted(state.rangers.items())),
        tuple(sorted((r, state.tiles[r]) for r in state.face_up)),
        tuple(sorted(state.conservation)),
        tuple(state.ranger_track),
        len(state.windmill_track),
        state.windmill_value,
    )
    known = _MOVES_SEEN.get(key)
    if known is None:
        if len(_MOVES_SEEN) > 4096:
            _MOVES_SEEN.clear()
        known = _MOVES_SEEN[key] = _find_moves(state)
    return list(known)


def _find_moves(state: State) -> list:
    me = state.current
    rangers = state.rangers
    targets: set[str] = set()  # a ranger arriving here completes something
    sources: set[str] = set()  # a ranger leaving here completes something
    for region in REGION_IDS:
        locs = _LOCS[region]
        if region in state.conservation:
            empty = [loc for loc in locs if loc not in rangers]
            if len(empty) == 1:
                targets.add(empty[0])
        value = state.tiles.get(region)
        if value is not None and region in state.face_up:
            count = state.region_rangers(region)
            if count + 1 == value:
                targets.update(loc for loc in locs if loc not in rangers or rangers[loc].owner == me)
            elif count - 1 == value:
                sources.update(loc for loc in locs if loc in rangers and rangers[loc].owner == me)
    if not targets and not sources:
        return []
    legal = set(legal_actions_of(state, MoveRanger))
    mine = sorted((loc for loc, here in rangers.items() if here.owner == me), key=lambda l: (not _dead(state, l), -rangers[l].count, l))
    open_to_me = [loc for loc in LOCATION_IDS if loc not in rangers or rangers[loc].owner == me]
    open_to_me.sort(key=lambda l: (not _dead(state, l), l))
    tried: list = []
    for target in sorted(targets):
        tried.extend([MoveRanger(src, target) for src in mine if src != target][:2])
    for source in sorted(sources):
        tried.extend([MoveRanger(source, dst) for dst in open_to_me if dst != source][:2])
    out = []
    for action in dict.fromkeys(tried):
        if action in legal and _scoring_gain(state, action, me) > MOVE_COST:
            out.append(action)
    return out


def _dead(state: State, location: str) -> bool:
    """Whether every region of the location has both projects done: rangers there idle."""
    return all(r not in state.conservation and r not in state.tiles for r in LOCATION_BY_ID[location].regions)


def _take_backs(state: State) -> list:
    """Take-backs that complete a project, or that bring home rangers with nothing left to do."""
    backs = legal_actions_of(state, TakeBack)
    if not backs:
        return []
    me = state.current
    out = [a for a in backs if _scoring_gain(state, a, me) > 0]
    if state.player.supply < 2:
        dead = [
            a
            for a in backs
            if all(
                r not in state.conservation and r not in state.tiles
                for loc, _ in a.rangers
                for r in LOCATION_BY_ID[loc].regions
            )
        ]
        if dead:
            out.append(max(dead, key=lambda a: a.total))
    return out


def _flights(state: State) -> list:
    flights = legal_actions_of(state, Fly)
    if not flights:
        return []
    matching = _matching_regions(state)
    useful = [a for a in flights if a.region in matching]
    if not useful and state.player.hand and state.player.dollars >= WILD_COST:
        useful = list(flights)  # no colour anywhere near: a wild card is the only play
    return useful


def candidates(state: State, last_action: object = None) -> list:
    """The actions worth considering now, a subset of ``legal_actions(state)`` never empty
    while the game goes on. ``last_action`` is the seat's previous action this turn (so a
    second flight in a row is considered only when nothing else is possible)."""
    phase = state.phase
    if phase == OVER:
        return []
    if phase in (SETUP, DRAW):
        return legal_actions(state)
    out: list = []
    if state.actions_done >= ACTIONS_PER_TURN:
        return legal_actions_of(state, EndTurn) + _moves(state)
    plays = _plays(state)
    out.extend(plays)
    out.extend(_take_backs(state))
    out.extend(_moves(state))
    if type(last_action) is not Fly:
        flights = _flights(state)
        if not plays and not flights:
            flights = legal_actions_of(state, Fly)
        out.extend(flights)
    if not out:
        out = legal_actions_of(state, Fly)  # nothing else to do: fly (never stand still)
    return out


def last_action_this_turn(log: tuple, player: int, turn: int, actions_done: int):
    """The player's previous action (a flight, a card or a take-back) in this turn, read from
    the public record of ``PublicEntry``/``LogEntry`` records, or None."""
    if actions_done == 0:
        return None
    for entry in reversed(log):
        if entry.player != player or entry.turn != turn:
            return None
        if type(entry.action) in (Fly, PlayCard, TakeBack):
            return entry.action
    return None


# --- drawing and the quick rule of thumb ------------------------------------------------------


def draw_preference(state: State, kind: int) -> float:
    """How much the player to decide likes a card of this kind, before seeing its colour."""
    supply = state.player.supply
    return 1.0 * kind_dollars(kind) + 1.25 * min(kind, supply)


def quick_draw(state: State) -> DrawCard:
    draws = legal_actions_of(state, DrawCard)
    return max(draws, key=lambda a: draw_preference(state, a.stack))


def _finishing_regions(state: State, regions: list) -> list:
    """Of ``regions`` (where a held card matches), those where playing such a card can
    complete a project: a conservation project missing one location, or a face-up tile
    that lacks no more rangers than a matching card places (and the supply holds)."""
    player = state.player
    rangers = state.rangers
    most: dict[str, int] = {}
    for card in player.hand:
        colour = _CARD_COLOUR[card]
        most[colour] = max(most.get(colour, 0), min(CARDS[card].kind, player.supply))
    out = []
    for region in sorted(regions):
        reach = most.get(_COLOUR[region], 0)
        if reach <= 0:
            continue
        if region in state.conservation and sum(1 for loc in _LOCS[region] if loc not in rangers) == 1:
            out.append(region)
            continue
        value = state.tiles.get(region)
        if value is not None and region in state.face_up:
            lack = value - state.region_rangers(region)
            if 1 <= lack <= reach:
                out.append(region)
    return out


def quick_action(state: State, rand: random.Random, last_action: object = None):
    """A cheap sensible action for the player to decide: play a card that completes a project,
    else, with the turn's first action, fly where a held card completes one, else play the
    card with as many rangers as possible, else fly where a card can be played (where one
    completes a project, if any). The others play by it inside the hard level's search, so
    it must see the projects they are likely to complete: flying at random among the regions
    a card matches, they hardly ever reached one, and the search took leaving a project one
    card short of done for safe."""
    phase = state.phase
    if phase in (SETUP, DRAW):
        return quick_draw(state)
    if state.actions_done >= ACTIONS_PER_TURN:
        return EndTurn()
    plays = legal_actions_of(state, PlayCard)
    if plays:
        best = None
        best_score = -1e9
        finishes = False
        completing: dict[str, set[int]] = {}  # by location: a card's plays share their locations
        for action in plays:
            if action.track and action.location is None:
                score = 0.8 * action.track
            elif action.location is None:
                score = NO_RANGER_POINTS - (WILD_COST if action.wild else 0) + (2 if state.player.supply == 0 else 0)
            else:
                score = action.rangers + 0.5 * action.track
                counts = completing.get(action.location)
                if counts is None:
                    counts = completing[action.location] = _completing_counts(state, action.location)
                done = action.rangers in counts
                if done:
                    score += 6
                    finishes = True
                if _SHIP[action.location]:
                    score += 0.5 * action.rangers
            if action.wild:
                score -= WILD_COST
            score += rand.random()
            if score > best_score:
                best, best_score = action, score
        if not finishes and state.actions_done == 0 and type(last_action) is not Fly:
            # Nothing to complete here: fly first where a held card completes a project.
            matching = [r for r in _matching_regions(state) if r != state.player.plane]
            finishing = _finishing_regions(state, matching)
            if finishing:
                return Fly(rand.choice(finishing))
        return best
    if type(last_action) is Fly:
        backs = legal_actions_of(state, TakeBack)
        if backs:
            return rand.choice(backs)
    matching = [r for r in _matching_regions(state) if r != state.player.plane]
    if matching:
        finishing = _finishing_regions(state, matching)
        if finishing:
            return Fly(rand.choice(finishing))
        return Fly(rand.choice(sorted(matching)))
    flights = legal_actions_of(state, Fly)
    return rand.choice(flights)


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


def project_shares(state: State) -> tuple[list[list[float]], list[list[float]], int]:
    """Every player's share of the open projects by how near each is to completion, and how
    many projects one action completes: (cons, ind, ready) as ``features`` reads them.

    cons[player][K - 1]: their share (points when scored) of open conservation projects that
    lack K empty locations (the last: five or more); ind[player]: of face-up
    industrialization projects that lack 1, 2, 3, 4, 5-6 or 7+ rangers, that hold too many,
    and of face-down tiles; ready: the projects one action completes."""
    n = len(state.players)
    tiles = state.tiles
    face_up = state.face_up
    cons = [[0.0] * 5 for _ in range(n)]  # by empty locations 1, 2, 3, 4, 5+
    ind = [[0.0] * 8 for _ in range(n)]  # lack 1,2,3,4,5-6,7+ ; overfull ; face down
    ready = 0
    for region, open_c, has_tile, empty, count, share in _open_projects(state):
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
    now or next. A name ending in _h is the feature times ``_horizon``, the game left.
    """
    planes = []
    for p in state.players:
        plane = 0.0
        if p.plane is not None and p.hand:
            colour = _COLOUR[p.plane]
            if any(_CARD_COLOUR[c] == colour for c in p.hand):
                plane = 1.0
        planes.append(plane)
    return feature_rows(state, _horizon(state), planes)


def feature_rows(state: State, h: float, planes: list[float]) -> list[list[float]]:
    """``features`` with the game left (``h``) and each player's plane given: the rows that
    the learned judgement of ``tools/experiments/judgement.py`` extends."""
    players = state.players
    n = len(players)
    cons, ind, ready = project_shares(state)
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
    return _against_rivals(baseline_estimates(state), seat)
