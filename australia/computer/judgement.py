"""The hard level's judgement at the tables it has learned weights for, learned from games; and the
inputs and network that any learned judgement is made of.

``inputs(state, seat)`` describes the position as ``seat`` sees it: one row per player, in
``INPUTS`` order, read only from what the seat may know (the others' hands by the kind of
each card, never its colour; face-down tiles by nothing but being face down), so two games
that differ in what the seat cannot see give the same rows. ``make_judge(hidden, output)``
runs every row through one small network (a hidden layer of tanh units, or none) to every
player's expected final points relative to the table, and judges a position by the seat's
against its rivals' as ``features.evaluate`` does.

``weights_2p.py``, ``weights_3p.py``, ``weights_4p.py`` and ``weights_5p.py`` hold the weights the
hard level uses with two to five players in the full game, and ``weights_simple.py`` one network
for the simple game at every table size: eight tanh units each, fitted by
``tools/learn_hard.py`` to medium self-play (at that table size; the simple game's to all
of them) with TD(lambda) targets, the two- and four-player ones then trained on from hard's own
games (expert iteration; the two-player one in two rounds), and each accepted by ``tools/sprt.py`` against
the one it replaced at its table (docs/computer.md). ``hard_judge`` uses each where it was fitted and
tested (``LEARNED_TABLES``: every table of both games now), and ``baseline_judge`` at any table
without one."""

from __future__ import annotations

from math import tanh
from operator import mul

from . import weights_2p, weights_3p, weights_4p, weights_5p, weights_simple
from .baseline import FEATURES, baseline_judge, feature_rows, windmill_rows
from ..board import (
    CARDS, LOCATION_BY_ID, MOVE_COST, REGION_BY_ID, REGION_IDS, WILD_COST, WINDMILL_TRACK_SPACES,
)
from ..state import OVER, State
from .features import against_rivals, horizon, open_projects

# baseline's features, then what they lack: the lead, the game left, the table and the variant
COMMON = ("lead", "h", "two", "three", "five", "full", "windmill_value", "windmill_fill")
# What an experienced player weighs that the above reads only in part (``experience``): who
# moves next beside a project one or two rangers short, a project the plane already stands
# in, rangers stranded where nothing is left to score, a supply running out, the race for
# the ranger track, dollars as options, and a lead late in the game.
EXPERIENCE = (
    "c1_move", "c1_next", "c2_move", "c2_next", "c2_plane",
    "stranded", "supply_out_h", "supply_low_h",
    "track_lead", "wild_h", "move_h", "lead_late",
)
INPUTS = (*FEATURES, *COMMON, *EXPERIENCE)

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
    h = horizon(state)
    full = state.is_full
    worths = [p.points + p.dollars for p in players]
    leads = [float(w - max(v for j, v in enumerate(worths) if j != i)) for i, w in enumerate(worths)]
    common = [
        h,
        1.0 if n == 2 else 0.0,
        1.0 if n == 3 else 0.0,
        1.0 if n == 5 else 0.0,
        1.0 if full else 0.0,
        state.windmill_value / 12.0 if full else 0.0,
        len(state.windmill_track) / WINDMILL_TRACK_SPACES if full else 0.0,
    ]
    projects = open_projects(state)
    rows = feature_rows(state, h, _plane_chances(state, seat), projects)
    extra = experience(state, h, leads, projects)
    for row, lead, more in zip(rows, leads, extra):
        row.append(lead)
        row.extend(common)
        row.extend(more)
    return rows


_REGIONS_OF = {loc: LOCATION_BY_ID[loc].regions for loc in LOCATION_BY_ID}


def experience(state: State, h: float, leads: list[float], projects: list | None = None) -> list[list[float]]:
    """Every player's ``EXPERIENCE`` row, read from the board, the purses and the tracks, with
    the game left (``h``) and each player's lead in points and dollars (``leads``).

    c1_move, c1_next: the player's share of open conservation projects that lack one empty
    location (as ``c1``) when the player moves now, or next; c2_move, c2_next: the same for
    two; c2_plane: the share of those lacking two in the region under the player's plane
    (two cards there complete it in one turn without a flight); stranded: points per ranger
    of the player's rangers in locations whose regions have nothing left to score (they
    score no more until taken back); supply_out_h: no ranger in supply, and supply_low_h: the
    rangers short of four, times the game left; track_lead: the player's rangers on the
    ranger track against the most of any other's, times the windmill's value (a twelfth);
    wild_h, move_h: dollars enough for a wild card, for a move, times the game left;
    lead_late: the lead times the game already played. ``projects``: the state's ``value.open_projects``, if the caller has them."""
    players = state.players
    n = len(players)
    current = state.current
    c1 = [0.0] * n
    c2 = [0.0] * n
    c2_plane = [0.0] * n
    planes = [p.plane for p in players]
    for region, open_c, _, empty, _, share in projects if projects is not None else open_projects(state):
        if not open_c or empty > 2:
            continue
        for owner, pts in share.items():
            if empty == 1:
                c1[owner] += pts
            else:
                c2[owner] += pts
                if planes[owner] == region:
                    c2_plane[owner] += pts
    stranded = [0.0] * n
    open_regions = set(state.conservation) | set(state.tiles)
    for loc, here in state.rangers.items():
        if not any(r in open_regions for r in _REGIONS_OF[loc]):
            stranded[here.owner] += here.count * LOCATION_BY_ID[loc].points_per_ranger
    track = [0] * n
    if state.is_full:
        for owner in state.ranger_track:
            track[owner] += 1
    value = state.windmill_value / 12.0 if state.is_full else 0.0
    rows = []
    for i, p in enumerate(players):
        d = (i - current) % n
        move = 1.0 if d == 0 else 0.0
        nxt = 1.0 if d == 1 else 0.0
        rival_track = max(t for j, t in enumerate(track) if j != i)
        rows.append([
            c1[i] * move, c1[i] * nxt, c2[i] * move, c2[i] * nxt, c2_plane[i],
            stranded[i], (1.0 if p.supply == 0 else 0.0) * h, max(0, 4 - p.supply) * h,
            (track[i] - rival_track) * value,
            (1.0 if p.dollars >= WILD_COST else 0.0) * h, (1.0 if p.dollars >= MOVE_COST else 0.0) * h,
            leads[i] * (1.0 - h),
        ])
    return rows


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


# The tables (players, full game) where hard judges by learned weights: each was fitted and
# accepted by the sequential test there, and nowhere else. The simple game's one network was
# taken table by table, as each size's test accepted it.
_SIMPLE = make_judge(weights_simple.HIDDEN, weights_simple.OUTPUT)
LEARNED_TABLES = {
    (2, True): make_judge(weights_2p.HIDDEN, weights_2p.OUTPUT),
    (3, True): make_judge(weights_3p.HIDDEN, weights_3p.OUTPUT),
    (4, True): make_judge(weights_4p.HIDDEN, weights_4p.OUTPUT),
    (5, True): make_judge(weights_5p.HIDDEN, weights_5p.OUTPUT),
    (2, False): _SIMPLE,
    (3, False): _SIMPLE,
    (4, False): _SIMPLE,
    (5, False): _SIMPLE,
}


def learned_estimates(state: State):
    """The learned ``estimates(state, seat)`` at this table (``LEARNED_TABLES``), or None. They
    read only what ``seat`` may know (its own hand; the others' cards by kind, face-down tiles
    by their number), so a seat's expectation needs no dealt worlds."""
    found = LEARNED_TABLES.get((len(state.players), state.is_full))
    return found[0] if found else None


def hard_judge(state: State, seat: int) -> float:
    """The hard level's judgement: the learned one at the tables it was fitted to and tested
    at (``LEARNED_TABLES``), the baseline's at any table without one."""
    found = LEARNED_TABLES.get((len(state.players), state.is_full))
    return (found[1] if found else baseline_judge)(state, seat)


def windmill_term(state: State, seat: int) -> float:
    """What the windmill would pay now, the seat's points against its rivals', weighted by
    how near its scoring is: the share of the windmill track filled, or the share of the
    game gone (the last scoring comes at its end), whichever is more. Nothing in the simple
    game, with the ranger track empty, or once the game is over (the points are scored then).

    The learned judgements value a ranger that changes what the windmill pays at about half
    of the change, however near the scoring (docs/computer.md, the windmill weighed);
    ``Style.windmill`` adds this term, times its weight, to the judgement of the leaves."""
    if not state.is_full or state.phase == OVER or not state.ranger_track:
        return 0.0
    return windmill_near(state) * windmill_lead(state, seat)


def windmill_near(state: State) -> float:
    """How near the windmill's next scoring is, 0 to 1: the share of the windmill track filled,
    or the share of the game gone (the last scoring comes at its end), whichever is more."""
    return max(len(state.windmill_track) / WINDMILL_TRACK_SPACES, 1.0 - horizon(state))


def windmill_lead(state: State, seat: int) -> float:
    """What a windmill scoring would pay now: the seat's points against its rivals' (0 with
    nobody on the ranger track, and in the simple game)."""
    return against_rivals(windmill_rows(state)[0], seat)
