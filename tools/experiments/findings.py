"""The experienced player's findings as inputs of a judgement, for a fit to try
(``tools/learn_hard.py fit --inputs findings``): the learned judgement's inputs
(``australia.computer.judgement.inputs``) and, after them, one column each for what that
player saw hard miss. No level of the game judges by them; the fit reports whether they
explain the final points better than the inputs alone (docs/computer.md).

wm_near: the points a windmill scoring would give the player now, times how near that
scoring is (the windmill track's share filled, or the game's share gone, whichever is more:
``judgement.windmill_near``); wm_lead_near: the same against the best of the
others'; short, short_h: the rangers the held cards place beyond those in supply (the
others' by the kind each card shows), and that times the game left; track_full: the
player's rangers on the ranger track times the share of its spaces taken (its last spaces
decide the race); deny: for the player to move, the others' share of conservation projects
one placement from completion (a bonus it could take or block first).
"""

from __future__ import annotations

from australia.board import CARDS, RANGER_TRACK_SPACES
from australia.computer import INPUTS as JUDGEMENT_INPUTS
from australia.computer import horizon, open_projects
from australia.computer import inputs as judgement_inputs
from australia.computer.baseline import windmill_rows
from australia.computer.judgement import windmill_near
from australia.state import State

FINDINGS = ("wm_near", "wm_lead_near", "short", "short_h", "track_full", "deny")
INPUTS = (*JUDGEMENT_INPUTS, *FINDINGS)


def findings(state: State, h: float) -> list[list[float]]:
    """Every player's ``FINDINGS`` row, with the game left (``h``)."""
    players = state.players
    n = len(players)
    full = state.is_full
    windmill, track = windmill_rows(state)
    near = windmill_near(state) if full else 0.0
    taken = len(state.ranger_track) / RANGER_TRACK_SPACES if full else 0.0
    one_short = [0.0] * n
    for _, open_c, _, empty, _, share in open_projects(state):
        if open_c and empty == 1:
            for owner, points in share.items():
                one_short[owner] += points
    rows = []
    for i, p in enumerate(players):
        short = float(max(0, sum(CARDS[c].kind for c in p.hand) - p.supply))
        rival = max(w for j, w in enumerate(windmill) if j != i)
        deny = sum(one_short) - one_short[i] if i == state.current else 0.0
        rows.append([
            windmill[i] * near, (windmill[i] - rival) * near, short, short * h, track[i] * taken, deny,
        ])
    return rows


def inputs(state: State, seat: int) -> list[list[float]]:
    """Every player's row in ``INPUTS`` order as ``seat`` sees the position: the judgement's
    inputs, then the findings (public, but for the seat's own hand, whose kinds the others
    see too)."""
    rows = judgement_inputs(state, seat)
    for row, more in zip(rows, findings(state, horizon(state))):
        row.extend(more)
    return rows
