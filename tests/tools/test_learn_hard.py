"""The training tool (``tools/learn_hard.py``): the tables it plays, records that replay to
their end, and the flights it fits to.

Whether what they teach plays better is for ``tools/sprt.py``, not for tests.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from australia.state import FULL, SIMPLE

TOOL = Path(__file__).resolve().parents[2] / "tools" / "learn_hard.py"


def _tool():
    spec = importlib.util.spec_from_file_location("learn_hard", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_run_plays_the_mix_of_tables_or_only_the_one_asked_for():
    tool = _tool()
    mixed = [tool.setup(game, 5) for game in range(18)]
    assert {len(config.players) for config, _ in mixed} == {2, 3, 4, 5}
    assert {config.variant for config, _ in mixed} == {FULL, SIMPLE}
    only = [tool.setup(game, 5, 2, FULL) for game in range(18)]
    assert {(len(config.players), config.variant) for config, _ in only} == {(2, FULL)}
    # the same game number deals the same cards whatever the table: a run is reproducible
    assert [deal for _, deal in only] == [deal for _, deal in mixed]
    assert len({deal for _, deal in only}) == 18


def test_a_recorded_game_replays_to_the_points_it_recorded():
    tool = _tool()
    record = tool.play_one(3, 5, "medium", 1, 2, SIMPLE)
    assert record["config"]["variant"] == SIMPLE and len(record["points"]) == 2
    final = tool.replay(record)[-1]
    assert final.is_over
    assert [p.points for p in final.players] == record["points"]
    # the positions fitted to: each turn's start (read as they come: the state moves on)
    starts = [(s.turn, s.current, s.actions_done) for s in tool.positions_of(record)]
    assert len(starts) == final.turn - 1 or len(starts) == final.turn
    assert all(done == 0 for _, _, done in starts)
    assert [turn for turn, _, _ in starts] == sorted({turn for turn, _, _ in starts})


def test_the_flights_fitted_to_are_those_the_recorded_players_made_among_matching_regions():
    tool = _tool()
    from tools.experiments.playouts import FLY_FEATURES

    record = tool.play_one(1, 5, "medium", 1, 2, FULL)
    flown = [a["region"] for a in record["actions"] if a["type"] == "fly"]
    found = list(tool.flights_of(record))
    assert found and len(found) <= len(flown)
    for rows, chosen in found:
        assert len(rows) > 1 and 0 <= chosen < len(rows)
        assert all(len(row) == len(FLY_FEATURES) for row in rows)
