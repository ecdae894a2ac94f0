"""The learned judgements an experiment may try: every file of weights fits the inputs, and the
experiments' own judgement is the one its weights give."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from australia.computer.judgement import INPUTS, inputs, make_judge
from tools.experiments import hard_weights
from tools.experiments.judgement import estimates, judge

from tests.australia.games import positions
from tests.australia.computer.test_judgement import _by_hand

WEIGHT_FILES = sorted((Path(__file__).resolve().parents[3] / "tools" / "experiments").glob("*_weights.py"))


@pytest.mark.parametrize("path", WEIGHT_FILES, ids=[p.stem for p in WEIGHT_FILES])
def test_every_weights_file_fits_the_inputs(path):
    """Each file of weights (the zeros, and those fitted to games) has a weight for every input
    and judges as the network written out by hand."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    weights = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(weights)
    assert len(weights.OUTPUT) == 2
    if weights.HIDDEN:
        assert all(len(w) == len(INPUTS) for _, w in weights.HIDDEN)
        assert len(weights.OUTPUT[1]) == len(weights.HIDDEN)
    else:
        assert len(weights.OUTPUT[1]) == len(INPUTS)
    estimate, _ = make_judge(weights.HIDDEN, weights.OUTPUT)
    for state in positions(3):
        rows = inputs(state, state.current)
        assert estimate(state, state.current) == pytest.approx(
            [_by_hand(row, weights.HIDDEN, weights.OUTPUT) for row in rows], abs=1e-9
        )


def test_the_experiments_judgement_is_the_one_its_weights_give():
    for state in positions(4):
        seat = state.current
        assert estimates(state, seat) == pytest.approx(
            [_by_hand(row, hard_weights.HIDDEN, hard_weights.OUTPUT) for row in inputs(state, seat)], abs=1e-9
        )
        assert judge(state, seat) == make_judge(hard_weights.HIDDEN, hard_weights.OUTPUT)[1](state, seat)
