"""The hard level's learned judgement: what it reads, and the number its weights give."""

from __future__ import annotations

import math
import random

import pytest

from tools.experiments import hard_weights
from tools.experiments.judgement import INPUTS, estimates, inputs, judge, make_judge
from australia.observation import determinize, observe

from tests.australia.games import positions
from tests.australia.games import hidden_twin


def test_the_inputs_are_read_from_what_the_seat_may_know():
    """Two games that differ only in what a seat cannot see give that seat the same rows, and
    so does any world dealt from its observation."""
    for i, state in enumerate(positions(16)):
        for seat in range(len(state.players)):
            rows = inputs(state, seat)
            assert len(rows) == len(state.players) and all(len(row) == len(INPUTS) for row in rows)
            assert inputs(hidden_twin(state, seat, i), seat) == rows
            assert inputs(determinize(observe(state, seat), random.Random(i)), seat) == rows


def test_the_weights_fit_the_inputs():
    assert len(hard_weights.OUTPUT) == 2
    if hard_weights.HIDDEN:
        assert all(len(w) == len(INPUTS) for _, w in hard_weights.HIDDEN)
        assert len(hard_weights.OUTPUT[1]) == len(hard_weights.HIDDEN)
    else:
        assert len(hard_weights.OUTPUT[1]) == len(INPUTS)


def _by_hand(row: list[float], hidden: tuple, output: tuple) -> float:
    """The network written out plainly: each unit's tanh of its bias and weighted inputs, then
    the output's bias and weighted units."""
    bias, weights = output
    if not hidden:
        return bias + sum(weights[i] * row[i] for i in range(len(row)))
    total = bias
    for k, (b, w) in enumerate(hidden):
        unit = b
        for i in range(len(row)):
            unit += w[i] * row[i]
        total += weights[k] * math.tanh(unit)
    return total


def _random_network(rand: random.Random, units: int) -> tuple[tuple, tuple]:
    hidden = tuple((rand.uniform(-1, 1), tuple(rand.uniform(-0.1, 0.1) for _ in INPUTS)) for _ in range(units))
    output = (rand.uniform(-5, 5), tuple(rand.uniform(-2, 2) for _ in range(units or len(INPUTS))))
    return hidden, output


@pytest.mark.parametrize("units", [0, 3])
def test_a_network_is_computed_as_written_out_by_hand(units):
    """Weights of every kind (a linear function, a hidden layer of tanh units) give, position
    by position, what the network written out plainly gives; the judgement weighs the best
    rival most."""
    hidden, output = _random_network(random.Random(units), units)
    estimate, judge_with = make_judge(hidden, output)
    for state in positions(12):
        seat = state.current
        rows = inputs(state, seat)
        est = estimate(state, seat)
        assert est == pytest.approx([_by_hand(row, hidden, output) for row in rows], abs=1e-9)
        others = [v for i, v in enumerate(est) if i != seat]
        assert judge_with(state, seat) == pytest.approx(est[seat] - 0.6 * max(others) - 0.4 * sum(others) / len(others), abs=1e-9)


def test_the_shipped_weights_are_the_judgement():
    for state in positions(4):
        seat = state.current
        assert estimates(state, seat) == pytest.approx(
            [_by_hand(row, hard_weights.HIDDEN, hard_weights.OUTPUT) for row in inputs(state, seat)], abs=1e-9
        )
        assert judge(state, seat) == make_judge(hard_weights.HIDDEN, hard_weights.OUTPUT)[1](state, seat)


def test_a_small_network_by_hand():
    """Two inputs' worth of weights, every figure worked out on paper."""
    hidden = ((0.5, (1.0, -2.0) + (0.0,) * (len(INPUTS) - 2)), (-1.0, (0.0, 3.0) + (0.0,) * (len(INPUTS) - 2)))
    output = (0.25, (2.0, -1.0))
    estimate, _ = make_judge(hidden, output)
    state = positions(1)[0]
    rows = inputs(state, state.current)
    points, dollars = rows[0][0], rows[0][1]
    want = 0.25 + 2.0 * math.tanh(0.5 + points - 2.0 * dollars) - math.tanh(-1.0 + 3.0 * dollars)
    assert estimate(state, state.current)[0] == pytest.approx(want, abs=1e-12)
