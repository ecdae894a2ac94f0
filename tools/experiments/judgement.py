"""A judgement of the positions a search ends in, learned from games (an experiment: no level
of the game uses it; ``tools/experiments/styles.py``'s ``weights:FILE`` tries one).

``inputs(state, seat)`` describes the position as ``seat`` sees it: one row per player, in
``INPUTS`` order, read only from what the seat may know (the others' hands by the kind of
each card, never its colour; face-down tiles by nothing but being face down), so two games
that differ in what the seat cannot see give the same rows. ``estimates(state, seat)`` runs
every row through one small network (``hard_weights.py`` beside this file, or a file written
by ``tools/learn_hard.py fit``: a hidden layer of tanh units, or none) to every player's
expected final points relative to the table, and ``judge(state, seat)`` compares the seat's with its rivals' as ``value.evaluate`` does.

``hard_weights.py`` holds no fitted weights (all zero): ``tools/learn_hard.py`` fits them to
games among hard bots (see docs/computer.md).
"""

from __future__ import annotations

from math import tanh
from operator import mul

from australia.board import CARDS, REGION_BY_ID, REGION_IDS, WINDMILL_TRACK_SPACES
from australia.state import OVER, State
from australia.baseline import FEATURES, feature_rows

from . import hard_weights

# baseline's features, then what they lack: the lead, the game left, the table and the variant
INPUTS = (
    *FEATURES,
    "lead", "h", "two", "three", "five", "full", "windmill_value", "windmill_fill",
)

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
    full = state.is_full
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
    rows = feature_rows(state, h, _plane_chances(state, seat))
    for i, row in enumerate(rows):
        row.append(float(worths[i] - max(w for j, w in enumerate(worths) if j != i)))
        row.extend(common)
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


estimates, judge = make_judge(hard_weights.HIDDEN, hard_weights.OUTPUT)
