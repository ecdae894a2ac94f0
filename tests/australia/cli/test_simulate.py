"""Random complete games with every invariant checked after every action
(``australia.cli.simulate``), and its command ``python -m australia simulate``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from australia import Config, new_game
from australia.cli.simulate import check_invariants, simulate


ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("variant", ["simple", "full"])
def test_random_complete_games_keep_every_invariant(players, variant):
    report = simulate(players, variant, games=4, seed=100 * players)
    assert report.violations == []
    assert report.games == 4 and report.actions > 4 * 100


def test_invariant_checks_catch_a_broken_position():
    game = new_game(Config(("A", "B")), 1)
    game.players[0].supply -= 1  # a ranger vanishes
    game.players[1].points = 3
    problems = check_invariants(game, before_points=[0, 5])
    assert any("rangers in all" in p for p in problems)
    assert any("points went down" in p for p in problems)


def test_simulate_command_reports_json():
    out = subprocess.run(
        [sys.executable, "-m", "australia", "simulate", "--players", "2", "--variant", "simple",
         "--games", "2", "--seed", "3", "--json"],
        capture_output=True, text=True, cwd=ROOT,
    )
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["games"] == 2 and data["violations"] == 0 and data["actions"] > 0 and data["seconds"] > 0
