"""Computer opponents play each other (``australia.cli.arena``): the statistics, the stall, the JSON
report, and every level in every seat.
"""

from __future__ import annotations

import json

from australia.cli.arena import main as arena_main
from australia.cli.arena import percentile, play_game, wilson


# --- the arena -------------------------------------------------------------------------------


def test_wilson_interval_known_values():
    low, high = wilson(5, 10)
    assert (round(low, 4), round(high, 4)) == (0.2366, 0.7634)
    low, high = wilson(0, 10)
    assert low == 0.0 and round(high, 4) == 0.2775
    low, high = wilson(10, 10)
    assert round(low, 4) == 0.7225 and high == 1.0
    low, high = wilson(40, 100)
    assert (round(low, 4), round(high, 4)) == (0.3094, 0.4980)
    assert wilson(0, 0) == (0.0, 1.0)


def test_percentile():
    assert percentile([], 50) == 0.0
    assert percentile([3.0, 1.0, 2.0], 50) == 2.0
    assert percentile(list(map(float, range(101))), 95) == 95.0


def test_a_game_past_the_round_limit_is_a_stall():
    _, _, stalled = play_game(["random", "random"], "simple", deal=1, max_rounds=1)
    assert stalled


def test_arena_json_shape(capsys):
    code = arena_main(["--seats", "easy,random", "--variant", "simple", "--games", "2", "--seed", "3", "--json", "--quiet"])
    assert code == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for key in ("games", "seats", "win_rate", "ci95", "mean_points", "decision_ms", "stalls"):
        assert key in report
    assert report["games"] == 2 and report["seats"] == ["easy", "random"]
    assert set(report["win_rate"]) == {"easy", "random"}
    assert sum(report["levels"][lv]["games"] for lv in ("easy", "random")) == 4  # every seat of every game
    low, high = report["ci95"]["easy"]
    assert 0.0 <= low <= report["win_rate"]["easy"] <= high <= 1.0
    assert set(report["decision_ms"]["easy"]) >= {"median", "p95"}
    assert report["stalls"] == 0


def test_rotation_seats_every_level_in_every_seat():
    from australia.cli.arena import run_arena

    seen = []
    report = run_arena(["easy", "random", "random"], "simple", games=3, seed=2, progress=lambda d, t: seen.append(d))
    assert seen == [1, 2, 3]
    assert report["levels"]["easy"]["games"] == 3 and report["levels"]["random"]["games"] == 6
