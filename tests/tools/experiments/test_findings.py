"""The experienced player's findings as inputs (``tools/experiments/findings.py``): each column
reads the position as that player named it, and only from what the seat may know."""

from __future__ import annotations

import pytest

from australia.computer import horizon, inputs as judgement_inputs
from australia.events import Project
from australia.state import Tile
from tools.experiments.findings import FINDINGS, INPUTS, findings, inputs

from tests.australia.games import hidden_twin, positions
from tests.positions import BLACK, WHITE, hand, kimberley_to_complete, position


def _row(state, seat, player):
    return dict(zip(INPUTS, inputs(state, seat)[player]))


def test_the_rows_are_the_judgements_inputs_then_the_findings():
    for state in positions(8):
        seat = state.current
        rows, base = inputs(state, seat), judgement_inputs(state, seat)
        assert [row[: len(base[0])] for row in rows] == base
        assert all(len(row) == len(INPUTS) == len(base[0]) + len(FINDINGS) for row in rows)


def test_the_findings_read_nothing_the_seat_cannot_know():
    for n, state in enumerate(positions(12)):
        seat = state.current
        assert inputs(hidden_twin(state, seat, n), seat) == inputs(state, seat)


def test_the_windmill_pays_more_the_nearer_its_scoring():
    state = position(players=2, variant="full")
    state.ranger_track[:] = [WHITE, BLACK, BLACK]  # Black first (10), White second (5)
    state.windmill_value = 10
    far = _row(state, BLACK, BLACK)
    near_now = 1.0 - horizon(state)
    assert far["wm_near"] == pytest.approx(10 * near_now) and far["wm_lead_near"] == pytest.approx(5 * near_now)
    state.windmill_track[:] = [Tile(Project.CONSERVATION, "kimberley")] * 5
    black, white = _row(state, BLACK, BLACK), _row(state, BLACK, WHITE)
    assert black["wm_near"] == pytest.approx(10 * 5 / 6) and white["wm_near"] == pytest.approx(5 * 5 / 6)
    assert black["wm_lead_near"] == pytest.approx(5 * 5 / 6) == -white["wm_lead_near"]
    # three of the ranger track's ten spaces are taken
    assert (black["track_full"], white["track_full"]) == (pytest.approx(0.6), pytest.approx(0.3))
    simple = position(players=2, variant="simple")
    assert not any(findings(simple, horizon(simple))[BLACK][:2])


def test_rangers_short_for_the_cards_held():
    state = position(players=2, variant="full")
    hand(state, BLACK, ("red", 3), ("green", 4))  # seven rangers to place
    state.players[BLACK].supply = 5
    h = horizon(state)
    black = _row(state, WHITE, BLACK)  # White sees the kinds of Black's cards
    assert black["short"] == 2.0 and black["short_h"] == pytest.approx(2 * h)
    state.players[BLACK].supply = 9
    assert _row(state, WHITE, BLACK)["short"] == 0.0


def test_a_rivals_bonus_one_placement_away_is_there_to_deny_for_the_player_to_move():
    state = kimberley_to_complete(variant="full")  # Kimberley lacks only its ship
    black, white = _row(state, BLACK, BLACK), _row(state, BLACK, WHITE)
    assert black["deny"] == 2.0  # White's two rangers in Kimberley's camps
    assert white["deny"] == 0.0  # not White's move
