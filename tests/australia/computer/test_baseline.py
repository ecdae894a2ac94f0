"""The baseline level's judgement of a position (``australia.computer.baseline``).
"""

from __future__ import annotations

import pytest

from australia.computer.baseline import BASELINE_WEIGHTS, FEATURES, baseline_estimates, baseline_judge, features

from tests.australia.games import positions


def test_the_baseline_judgement_reads_one_row_of_features_per_player():
    assert len(BASELINE_WEIGHTS) == len(FEATURES)
    for state in positions(12):
        rows = features(state)
        assert len(rows) == len(state.players)
        assert all(len(row) == len(FEATURES) for row in rows)
        est = baseline_estimates(state)
        for seat in range(len(state.players)):
            others = [v for i, v in enumerate(est) if i != seat]
            assert baseline_judge(state, seat) == pytest.approx(est[seat] - 0.6 * max(others) - 0.4 * sum(others) / len(others))
