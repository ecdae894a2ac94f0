"""The computer opponents' choices, pinned: what every level plays in fixed positions.

``tests/data/bots-reference.json`` holds positions met in games among medium bots (two to
five players, both variants, early, middle and late, the draw after a card included, each as
its configuration, seed and actions), what ``choose`` and ``suggest`` answer there at every
level from a fixed seed (the hard level with a fixed number of iterations), the value
functions' figures for every seat, and two whole games of the arena. A change meant to leave
the opponents as they are (a tidy-up, a faster data structure, a frozen copy of a level)
must reproduce all of it: the actions exactly, the figures to 1e-9.

The level ``baseline`` is the hard level as it was when the arena's yardstick was set: its
entries were recorded by that hard level (they equal what hard answered then, position by
position and in a whole arena game), so these tests prove that baseline still plays exactly
as that hard did, whatever becomes of hard since.

When a change is meant to make the opponents play differently, record the file again and
say why in the commit::

    python -m tests.australia.computer.test_reference
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from australia import Config, Phase, action_from_json, apply_action, new_game
from australia.cli.arena import play_game
from australia.computer.levels import BASELINE, level as level_of
from australia.computer.thinker import choose, suggest
from australia.observation import observe
from australia.state import FULL, SIMPLE
from australia.table import COMPUTER_LEVELS, EASY, HARD, MEDIUM
from australia.computer.baseline import baseline_judge, features
from australia.computer.features import estimates, evaluate

DATA = Path(__file__).resolve().parents[2] / "data" / "bots-reference.json"
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")
HARD_ITERATIONS = 60
ARENA_ITERATIONS = 4
TOLERANCE = 1e-9

# Where a position is taken in a game: the first decision after this fraction of its actions
# that is the first action of a turn, the second, or the draw after a card.
FIRST, SECOND, DRAW = "first action", "second action", "draw"
STAGES = ((0.1, FIRST), (0.4, SECOND), (0.6, DRAW), (0.85, FIRST))
# (players, variant, deal, stage)
POSITIONS = [
    (players, variant, 40 + 10 * players + (variant == FULL), stage)
    for players in (2, 3, 4, 5)
    for variant in (SIMPLE, FULL)
    for stage in STAGES
]
LEVELS = (*COMPUTER_LEVELS, BASELINE)
SEARCHING = (*(name for name in COMPUTER_LEVELS if level_of(name).searches), BASELINE)
ARENA = [
    ([MEDIUM, EASY], FULL, 7, 3),
    ([HARD, MEDIUM, EASY], SIMPLE, 11, 5),
    ([BASELINE, MEDIUM, EASY], SIMPLE, 11, 5),
]


# --- recording -----------------------------------------------------------------------------------


def _medium_game(players: int, variant: str, deal: int):
    """A whole game among medium bots: its configuration and its actions."""
    config = Config(NAMES[:players], variant)
    state = new_game(config, deal)
    while not state.is_over:
        apply_action(state, choose(observe(state, state.current), MEDIUM, deal + len(state.log)))
    return config, state.history


def _state(games: list, game: int, actions: int):
    """The position after the first ``actions`` actions of one of the recorded games."""
    record = games[game]
    state = new_game(Config.from_json(record["config"]), record["seed"])
    for data in record["actions"][:actions]:
        apply_action(state, action_from_json(data))
    return state


def _is_decision(state, decision: str) -> bool:
    if decision == DRAW:
        return state.phase is Phase.DRAW
    return state.phase is Phase.TURN and state.actions_done == (0 if decision == FIRST else 1)


def _bot_seed(index: int) -> int:
    return 1000 + 17 * index


def _answers(state, index: int) -> dict:
    """Everything the reference pins in one position (the hard level's hint, which costs a
    second search, in the positions of one stage only)."""
    obs = observe(state, state.current)
    seed = _bot_seed(index)
    budget = {level: {"iterations": HARD_ITERATIONS} for level in SEARCHING}
    # While hard searches with baseline's very style, a decision depends on nothing else (the
    # observation, the seed and the budget): baseline's answers are hard's, searched once.
    same = {BASELINE: HARD} if level_of(HARD).style is level_of(BASELINE).style else {}
    chosen: dict = {}
    for level in LEVELS:
        chosen[level] = chosen[same[level]] if level in same else choose(obs, level, seed, **budget.get(level, {})).to_json()
    hints = {}
    for level in (MEDIUM, *SEARCHING) if POSITIONS[index][3][1] == SECOND else (MEDIUM,):
        if level in same:
            hints[level] = hints[same[level]]
            continue
        hint = suggest(obs, level, seed, **budget.get(level, {}))
        hints[level] = {
            "action": hint.action.to_json(),
            "value": hint.value,
            "alternatives": [[a.to_json(), v] for a, v in hint.alternatives],
        }
    seats = range(len(state.players))
    return {
        "choose": chosen,
        "suggest": hints,
        "evaluate": [evaluate(state, seat) for seat in seats],
        "judge": [baseline_judge(state, seat) for seat in seats],
        "estimates": estimates(state),
        "features": features(state),
    }


def record() -> dict:
    games: list = []
    game_of: dict = {}
    positions = []
    for index, (players, variant, deal, stage) in enumerate(POSITIONS):
        if (players, variant) not in game_of:
            config, history = _medium_game(players, variant, deal)
            game_of[players, variant] = len(games)
            games.append({"config": config.to_json(), "seed": deal, "actions": [a.to_json() for a in history]})
        game = game_of[players, variant]
        fraction, decision = stage
        cut = int(len(games[game]["actions"]) * fraction)
        while not _is_decision(state := _state(games, game, cut), decision):
            cut += 1
        positions.append(
            {
                "name": f"{players} players, {variant}, {fraction:.0%}, {decision}",
                "game": game,
                "actions": cut,
                "phase": state.phase.value,
                **_answers(state, index),
            }
        )
    arena = []
    for levels, variant, deal, bot_seed in ARENA:
        state, _, stalled = play_game(levels, variant, deal, iterations=ARENA_ITERATIONS, bot_seed=bot_seed)
        arena.append(
            {
                "levels": levels,
                "variant": variant,
                "deal": deal,
                "bot_seed": bot_seed,
                "iterations": ARENA_ITERATIONS,
                "stalled": stalled,
                "actions": [a.to_json() for a in state.history],
                "points": [p.points for p in state.players],
            }
        )
    return {"hard_iterations": HARD_ITERATIONS, "games": games, "positions": positions, "arena": arena}


# --- the tests ------------------------------------------------------------------------------------


def _reference() -> dict:
    return json.loads(DATA.read_text(encoding="utf-8"))


def _close(got, want, where: str) -> None:
    if isinstance(want, list):
        assert isinstance(got, (list, tuple)) and len(got) == len(want), where
        for i, (g, w) in enumerate(zip(got, want)):
            _close(g, w, f"{where}[{i}]")
    else:
        assert math.isclose(got, want, rel_tol=0.0, abs_tol=TOLERANCE), f"{where}: {got!r} != {want!r}"


REFERENCE = _reference() if DATA.exists() else {"games": [], "positions": [], "arena": []}


def test_the_reference_covers_every_table_size_both_variants_and_a_draw():
    games = [REFERENCE["games"][p["game"]]["config"] for p in REFERENCE["positions"]]
    assert {(len(c["players"]), c["variant"]) for c in games} == {
        (n, v) for n in (2, 3, 4, 5) for v in (SIMPLE, FULL)
    }
    assert {Phase.TURN, Phase.DRAW} <= {Phase(p["phase"]) for p in REFERENCE["positions"]}


@pytest.mark.parametrize("index", range(len(REFERENCE["positions"])), ids=lambda i: REFERENCE["positions"][i]["name"])
def test_the_opponents_and_the_value_functions_answer_as_recorded(index):
    want = REFERENCE["positions"][index]
    state = _state(REFERENCE["games"], want["game"], want["actions"])
    assert state.phase.value == want["phase"]
    got = _answers(state, index)
    assert got["choose"] == want["choose"]
    for level, hint in want["suggest"].items():
        assert got["suggest"][level]["action"] == hint["action"], level
        assert [a for a, _ in got["suggest"][level]["alternatives"]] == [a for a, _ in hint["alternatives"]], level
        _close(got["suggest"][level]["value"], hint["value"], f"suggest {level} value")
        _close([v for _, v in got["suggest"][level]["alternatives"]], [v for _, v in hint["alternatives"]], level)
    for name in ("evaluate", "judge", "estimates", "features"):
        _close(got[name], want[name], name)


@pytest.mark.parametrize("index", range(len(REFERENCE["arena"])))
def test_arena_games_replay_as_recorded(index):
    want = REFERENCE["arena"][index]
    state, _, stalled = play_game(
        want["levels"], want["variant"], want["deal"], iterations=want["iterations"], bot_seed=want["bot_seed"]
    )
    assert stalled == want["stalled"]
    assert [a.to_json() for a in state.history] == want["actions"]
    assert [p.points for p in state.players] == want["points"]


def _write(reference: dict) -> None:
    """One line per game, position and arena game: short, and a change shows where it is."""
    lines = ["{"]
    for n, (key, value) in enumerate(reference.items()):
        comma = "," if n < len(reference) - 1 else ""
        if isinstance(value, list):
            lines.append(f" {json.dumps(key)}: [")
            lines += [f"  {json.dumps(item, separators=(',', ':'))}," for item in value]
            lines[-1] = lines[-1].rstrip(",")
            lines.append(f" ]{comma}")
        else:
            lines.append(f" {json.dumps(key)}: {json.dumps(value)}{comma}")
    lines.append("}")
    DATA.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    _write(record())
    print(f"wrote {DATA}")
