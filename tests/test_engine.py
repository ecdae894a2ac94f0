"""The engine as a whole: random complete games, replay, actions' JSON, saves and undo."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from australia import (
    Code,
    Config,
    DrawCard,
    EndTurn,
    Expected,
    Fly,
    IllegalActionError,
    InputError,
    MalformedActionError,
    Reason,
    SaveError,
    action_from_json,
    apply_action,
    can_undo,
    dump_game,
    legal_actions,
    load_game,
    new_game,
    replay,
    undo,
    why_no_undo,
)
from australia.save import MAX_SAVE_BYTES, SCHEMA_VERSION, _digest, save_data
from australia.simulate import check_invariants, simulate

ROOT = Path(__file__).resolve().parent.parent


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


def _random_game(seed: int, variant: str = "full", players: int = 3, steps: int | None = None):
    rand = random.Random(seed)
    game = new_game(Config(("Ann", "Ben", "Cat", "Dan", "Eve")[:players], variant), seed)
    while not game.is_over and (steps is None or len(game.history) < steps):
        apply_action(game, rand.choice(legal_actions(game)))
    return game


def test_a_step_by_step_snapshot_tells_games_apart_by_their_actions_count_and_last():
    game = _random_game(4, steps=12)
    same = game.copy()
    assert same.snapshot(whole_history=False) == game.snapshot(whole_history=False)
    apply_action(same, random.Random(1).choice(legal_actions(same)))
    assert same.snapshot(whole_history=False) != game.snapshot(whole_history=False)
    assert game.snapshot(whole_history=False)["history"] == [12, game.history[-1].to_json()]


def test_a_game_replays_exactly_from_config_seed_and_actions():
    game = _random_game(11)
    again = replay(game.config, game.seed, list(game.history))
    assert again == game and again.is_over
    assert [e.events for e in again.log] == [e.events for e in game.log]


def test_every_action_round_trips_through_json():
    game = _random_game(12, steps=300)
    for action in game.history:
        assert action_from_json(json.loads(json.dumps(action.to_json()))) == action


@pytest.mark.parametrize(
    "data, reason",
    [
        ([], Reason(Code.NOT_AN_ACTION, got="list")),
        ({"type": "jump"}, Reason(Code.UNKNOWN_ACTION_TYPE)),
        ({"type": "fly"}, Reason(Code.MISSING_FIELD, field="region")),
        ({"type": "fly", "region": "tasmania"}, Reason(Code.UNKNOWN_REGION, field="region")),
        ({"type": "fly", "region": "pilbara", "x": 1}, Reason(Code.UNEXPECTED_FIELDS, fields=("x",))),
        ({"type": "play", "card": 99, "location": None, "rangers": 0}, Reason(Code.UNKNOWN_CARD, field="card")),
        (
            {"type": "play", "card": 1, "location": "wiluna", "rangers": -1},
            Reason(Code.OUT_OF_RANGE, field="rangers", low=0, high=4),
        ),
        (
            {"type": "play", "card": 1, "location": None, "rangers": True},
            Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER),
        ),
        ({"type": "play", "card": 1, "location": None, "rangers": 2}, Reason(Code.LOCATION_WITHOUT_RANGERS)),
        ({"type": "draw", "stack": 5}, Reason(Code.UNKNOWN_STACK, field="stack")),
        ({"type": "take_back", "rangers": {}}, Reason(Code.NO_RANGERS_NAMED)),
        (
            {"type": "take_back", "rangers": {"wiluna": 0}},
            Reason(Code.OUT_OF_RANGE, field="rangers", low=1, high=20),
        ),
        ({"type": "move", "from": "wiluna", "to": "atlantis"}, Reason(Code.UNKNOWN_LOCATION, field="to")),
    ],
)
def test_malformed_json_actions_are_refused_with_a_reason(data, reason):
    with pytest.raises(MalformedActionError) as error:
        action_from_json(data)
    assert error.value.reason == reason


def test_save_and_load_give_an_equal_game_at_every_step():
    rand = random.Random(5)
    game = new_game(Config(("Ann", "Ben"), "full"), 5)
    for _ in range(120):
        apply_action(game, rand.choice(legal_actions(game)))
        assert load_game(dump_game(game)) == game


def test_a_finished_game_saves_and_loads():
    game = _random_game(13, "simple", 2)
    loaded = load_game(dump_game(game, meta={"slot": "x"}))
    assert loaded == game and loaded.is_over


def _with(body: dict, **changes) -> str:
    body = dict(body, **changes)
    return json.dumps(body)


def test_bad_saves_are_refused_with_a_clear_reason():
    game = _random_game(14, steps=60)
    body = save_data(game)
    tampered = dict(body, actions=body["actions"][:-1])
    wrong_log = dict(body, actions=[{"type": "end_turn"}] + body["actions"])
    wrong_log["digest"] = _digest(wrong_log)
    cases = [
        ("not json {", Reason(Code.SAVE_NOT_JSON)),
        ("[1, 2]", Reason(Code.SAVE_NOT_OURS)),
        (json.dumps({"format": "chess"}), Reason(Code.SAVE_NOT_OURS)),
        (
            _with(body, schema=SCHEMA_VERSION + 1),
            Reason(Code.SAVE_TOO_NEW, schema=SCHEMA_VERSION + 1, supported=SCHEMA_VERSION),
        ),
        (_with(body, schema="2"), Reason(Code.SAVE_NO_SCHEMA)),
        (_with(body, seed="x"), Reason(Code.SAVE_FIELD, field="seed")),
        (json.dumps(tampered), Reason(Code.SAVE_EDITED)),
        (
            json.dumps(wrong_log),
            Reason(Code.SAVE_DOES_NOT_REPLAY, number=1, reason=Reason(Code.OPENING_DRAWS_FIRST)),
        ),
        ("x" * (MAX_SAVE_BYTES + 1), Reason(Code.SAVE_TOO_BIG, size=MAX_SAVE_BYTES + 1, limit=MAX_SAVE_BYTES)),
        (b"\xff\xfe\x00", Reason(Code.SAVE_NOT_TEXT)),
        (b"", Reason(Code.SAVE_EMPTY)),
        ("  \n\t ", Reason(Code.SAVE_EMPTY)),
    ]
    for text, reason in cases:
        with pytest.raises(SaveError) as error:
            load_game(text)
        assert error.value.reason == reason
        assert isinstance(error.value, InputError)  # one except clause catches every malformed input
        assert not isinstance(error.value, MalformedActionError)  # a save is not an action


def test_a_save_of_the_first_schema_still_loads():
    game = _random_game(15, steps=40)
    old = {
        "format": "australia-game",
        "schema": 1,
        "config": game.config.to_json(),
        "seed": game.seed,
        "actions": [a.to_json() for a in game.history],
    }
    assert load_game(json.dumps(old)) == game


def test_undo_goes_back_one_action_within_the_turn_until_hidden_information():
    game = new_game(Config(("Ann", "Ben"), start_player=0), 21)
    while game.phase == "setup":
        assert not can_undo(game)  # opening draws reveal cards
        apply_action(game, DrawCard(2))
    assert not can_undo(game)
    apply_action(game, Fly("pilbara"))
    assert not can_undo(game)  # the tile was revealed
    apply_action(game, Fly("kimberley"))
    apply_action(game, EndTurn())
    assert not can_undo(game)  # Ben's turn: Ann's actions are out of reach
    before = game.copy()
    apply_action(game, Fly("pilbara"))  # already face up: nothing revealed
    assert can_undo(game)
    back = undo(game)
    assert back == before and back.players[1].plane is None
    assert len(back.log) == len(game.log) - 1  # the undone step is gone from the log


def test_undo_then_redo_gives_an_equal_game_on_random_games():
    checked = 0
    for seed in range(30):
        rand = random.Random(seed)
        game = new_game(Config(("Ann", "Ben", "Cat"), "full"), seed)
        while not game.is_over and len(game.history) < 200:
            action = rand.choice(legal_actions(game))
            before = game.copy()
            apply_action(game, action)
            if can_undo(game):
                undone = undo(game)
                assert undone == before
                apply_action(undone, action)
                assert undone == game
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("last, reason", [(DrawCard, Code.HIDDEN_REVEALED), (EndTurn, Code.NOTHING_TO_UNDO)])
def test_undo_is_refused_after_a_draw_or_at_turn_start(last, reason):
    game = _random_game(16, steps=30)
    rand = random.Random(16)
    while not isinstance(game.history[-1], last):
        apply_action(game, rand.choice(legal_actions(game)))
    assert not can_undo(game) and why_no_undo(game) == Reason(reason)
    with pytest.raises(IllegalActionError) as error:
        undo(game)
    assert error.value.reason == Reason(reason)


def test_importing_the_rules_pulls_in_no_browser_module():
    code = (
        "import sys, australia, australia.simulate, australia.save;"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('js', 'pyodide', 'pyscript')];"
        "print(bad)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "[]"
    import re

    for path in (ROOT / "australia").glob("*.py"):
        found = re.findall(r"^\s*(?:import|from)\s+(js|pyodide|pyscript)\b", path.read_text(), re.M)
        assert found == [], path


def test_simulate_command_reports_json():
    out = subprocess.run(
        [sys.executable, "-m", "australia", "simulate", "--players", "2", "--variant", "simple",
         "--games", "2", "--seed", "3", "--json"],
        capture_output=True, text=True, cwd=ROOT,
    )
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout.strip().splitlines()[-1])
    assert data["games"] == 2 and data["violations"] == 0 and data["actions"] > 0 and data["seconds"] > 0


def test_the_readme_example_runs():
    import doctest
    import australia

    assert doctest.testmod(australia, raise_on_error=False).failed == 0
    readme = (ROOT / "README.md").read_text()
    parser = doctest.DocTestParser()
    test = parser.get_doctest(readme, {}, "README.md", str(ROOT / "README.md"), 0)
    assert test.examples, "the README shows the API with runnable examples"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0


def test_the_documented_example_save_loads():
    text = (ROOT / "docs" / "save-format.md").read_text()
    example = text.split("```json\n", 1)[1].split("```", 1)[0]
    game = load_game(example)
    assert game.config.players == ("Ann", "Ben") and len(game.history) == 7
    assert game.rangers_at("wiluna") == (0, 1)
