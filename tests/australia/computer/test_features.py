"""How the medium and easy levels judge a position (``australia.computer.features``): every player's
expected points, and a seat's worth against its rivals."""

from __future__ import annotations

import pytest

from australia.computer.features import estimates, evaluate

from tests.australia.games import positions


def test_every_player_has_an_estimate_and_a_seat_is_judged_against_its_rivals():
    for state in positions(30):
        est = estimates(state)
        assert len(est) == len(state.players)
        for seat in range(len(state.players)):
            others = [v for i, v in enumerate(est) if i != seat]
            assert evaluate(state, seat) == pytest.approx(est[seat] - 0.6 * max(others) - 0.4 * sum(others) / len(others))


def test_more_points_or_dollars_are_worth_more_to_their_owner_and_less_to_the_rivals():
    for state in positions(30)[::3]:
        for seat in range(len(state.players)):
            richer = state.copy()
            richer.players[seat].points += 5
            assert evaluate(richer, seat) > evaluate(state, seat)
            for rival in range(len(state.players)):
                if rival != seat:
                    assert evaluate(richer, rival) < evaluate(state, rival)
            funded = state.copy()
            funded.players[seat].dollars += 3
            assert evaluate(funded, seat) > evaluate(state, seat)


def test_at_the_end_the_estimates_are_the_final_points():
    from tests.australia.games import random_game

    state = random_game(7, players=3)
    assert state.is_over
    assert estimates(state) == [float(p.points) for p in state.players]
