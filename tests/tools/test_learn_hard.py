"""The training tool (``tools/learn_hard.py``): the tables it plays, records that replay to
their end, and the flights it fits to.

Whether what they teach plays better is for ``tools/sprt.py``, not for tests.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

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


def test_recorded_games_load_as_one_row_per_player_at_every_turns_start(tmp_path):
    """Two two-player games and a three-player one: the seats axis is as wide as the largest
    table, the targets are each player's final points against the table's mean, and the
    baseline's estimates sit beside them."""
    import json

    import numpy as np

    from tools.experiments.judgement import INPUTS

    tool = _tool()
    records = [tool.play_one(game, 7, "medium", 1, seats, FULL) for game, seats in ((0, 2), (1, 2), (2, 3))]
    path = tmp_path / "games.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    data = tool.load([str(path)])
    starts = [len(list(tool.positions_of(r))) for r in records]
    assert data["x"].shape == (sum(starts), 3, len(INPUTS))
    assert data["size"].tolist() == [2] * (starts[0] + starts[1]) + [3] * starts[2]
    assert data["step"].tolist() == list(range(starts[0])) + list(range(starts[1])) + list(range(starts[2]))
    first = records[0]["points"]
    mean = sum(first) / 2
    assert data["y"][0].tolist() == [first[0] - mean, first[1] - mean, 0.0]
    assert data["mask"][0].tolist() == [1.0, 1.0, 0.0] and not data["x"][0, 2].any()
    assert np.allclose(data["baseline"][:, :2].sum(axis=1)[: starts[0]], 0.0)


def test_td_targets_blend_the_next_positions_judgement_with_the_final_points():
    """G_t = (1 - lambda) V(t + 1) + lambda G_t+1, worked by hand on a game of three positions."""
    import numpy as np

    tool = _tool()

    class Fixed:
        def centred(self, x, mask):
            return x[..., 0] * mask, None

    x = np.zeros((3, 2, 1))
    x[:, 0, 0] = [1.0, 2.0, 4.0]
    x[:, 1, 0] = [-1.0, -2.0, -4.0]
    data = {"x": x, "mask": np.ones((3, 2)), "y": np.tile([10.0, -10.0], (3, 1)),
            "game": np.zeros(3), "step": np.arange(3)}
    y = tool.td_targets(Fixed(), data, 0.5)
    # the last position keeps the final points; each earlier one halves the way to the next
    assert y[2].tolist() == [10.0, -10.0]
    assert y[1].tolist() == [0.5 * 4.0 + 0.5 * 10.0, -7.0]
    assert y[0].tolist() == [0.5 * 2.0 + 0.5 * 7.0, -4.5]


def test_a_linear_judgement_is_solved_exactly_from_centred_inputs():
    """Targets made by known weights (only differences between the players matter) are fitted
    back to within rounding, and the exported weights give the same centred estimates."""
    import numpy as np

    tool = _tool()
    rng = np.random.default_rng(3)
    x = rng.normal(size=(400, 2, 4))
    truth = np.array([1.5, -2.0, 0.0, 0.5])
    raw = x @ truth
    y = raw - raw.mean(axis=1, keepdims=True)
    mask = np.ones((400, 2))
    net = tool.Net(4, 0, 1)
    net, ridge = tool.solve_linear(net, x[:300], mask[:300], y[:300], x[300:], mask[300:], y[300:], ridges=(1e-6,))
    pred, _ = net.centred(x[300:], mask[300:])
    assert np.allclose(pred, y[300:], atol=1e-4)
    _, (bias, weights) = net.export()
    exported = x[300:] @ np.array(weights) + bias
    assert np.allclose(exported - exported.mean(axis=1, keepdims=True), y[300:], atol=1e-4)


def test_training_can_go_on_from_a_written_judgement_which_it_first_judges_as_written(tmp_path):
    """Expert iteration trains on from the weights the games were played by: taken from their
    file and rescaled to the data's inputs, they give the file's estimates; an epoch that does
    no better on the validation part is not kept."""
    import argparse

    import numpy as np

    tool = _tool()
    rng = np.random.default_rng(5)
    x = rng.normal(3.0, 2.0, size=(300, 2, 4))
    mask = np.ones((300, 2))
    written = tool.Net(4, 3, 2)
    tool.scale_to(written, x, mask)
    hidden, output = written.export()
    path = tmp_path / "w.py"
    tool.write_weights(hidden, output, argparse.Namespace(
        data=["games.jsonl"], hidden=3, lam=0.8, td_rounds=1, epochs=1, l2=0.0, rate=0.001, seed=1, init=None,
        write=str(path)))
    net = tool.start_from(tool.Net(4, 3, 9), str(path), x[:100] * 2.0 + 1.0, mask[:100])
    assert not np.allclose(net.mu, written.mu)  # scaled to other inputs than the writer's
    want, _ = written.centred(x, mask)
    got, _ = net.centred(x, mask)
    assert np.allclose(got, want, atol=1e-5)
    # targets it already meets: training keeps what it started from
    kept, epoch = tool.train(net, x[:200], mask[:200], want[:200], x[200:], mask[200:], want[200:],
                             seed=1, epochs=2, l2=0.0, rate=0.05, scaled=True)
    assert epoch == -1 and np.allclose(kept.centred(x, mask)[0], want, atol=1e-5)
    try:
        tool.start_from(tool.Net(4, 2, 9), str(path), x, mask)
    except SystemExit as refusal:
        assert "3 tanh units" in str(refusal)
    else:
        raise AssertionError("a file of another size was taken")


def test_a_fit_may_describe_positions_by_the_findings_too_and_never_mixes_a_cache(tmp_path):
    """``--inputs findings`` loads the same positions with the findings' columns after the
    judgement's; a cache written with one set of inputs is refused for the other."""
    import json

    from tools.experiments import findings, judgement

    tool = _tool()
    path = tmp_path / "games.jsonl"
    path.write_text(json.dumps(tool.play_one(0, 7, "medium", 1, 2, FULL)) + "\n")
    cache = tmp_path / "positions.npz"
    plain = tool.load([str(path)], str(cache))
    more = tool.load([str(path)], None, "findings")
    assert plain["x"].shape[-1] == len(judgement.INPUTS)
    assert more["x"].shape[-1] == len(findings.INPUTS)
    assert (more["x"][..., : len(judgement.INPUTS)] == plain["x"]).all()
    with pytest.raises(SystemExit):
        tool.load([str(path)], str(cache), "findings")
