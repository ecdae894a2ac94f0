"""The experiments' rules of thumb for the playouts (``tools/experiments/playouts.py``): the
switches that bring the engine's ``quick_action`` closer to how hard itself plays.

Whether a switch makes hard stronger is for ``tools/sprt.py``; here: what each switch does,
and that with none the policy is ``quick_action`` itself.
"""

from __future__ import annotations

import math
import random
from collections import Counter

from australia import is_legal
from australia.actions import EndTurn, Fly, MoveRanger
from australia.board import ACTIONS_PER_TURN, MOVE_COST
from australia.rules import apply_action
from australia.computer.thinker import choose
from australia.observation import observe
from australia.state import FULL, TURN, Config, new_game
from australia.computer.candidates import matching_regions, ranger_moves
from australia.computer.playout import finishing_regions, quick_action
from tools.experiments.playouts import FLY_FEATURES, FLY_WEIGHTS, fly_features, policy

from tests.australia.games import positions


def _flying_positions():
    """Positions where the rule of thumb flies, with a choice among matching regions."""
    out = []
    for state in positions(160):
        if state.phase != TURN or state.actions_done >= ACTIONS_PER_TURN:
            continue
        if type(quick_action(state, random.Random(0), None)) is not Fly:
            continue
        if len(matching_regions(state) - {state.player.plane}) >= 3:
            out.append(state)
    return out


def _softmax(state) -> dict[str, float]:
    regions = sorted(matching_regions(state) - {state.player.plane})
    finishing = set(finishing_regions(state, regions))
    planes = {p.plane for i, p in enumerate(state.players) if i != state.current}
    scores = {r: sum(w * float(f) for w, f in zip(FLY_WEIGHTS, fly_features(state, r, finishing, planes))) for r in regions}
    top = max(scores.values())
    weights = {r: math.exp(s - top) for r, s in scores.items()}
    total = sum(weights.values())
    return {r: w / total for r, w in weights.items()}


def test_every_flight_feature_has_its_weight():
    assert len(FLY_WEIGHTS) == len(FLY_FEATURES) == 7


def test_scored_flights_go_where_a_card_matches_as_often_as_the_fitted_weights_say():
    found = _flying_positions()
    assert len(found) >= 3
    for state in found[:3]:
        expected = _softmax(state)
        draws = 3000
        seen = Counter()
        for k in range(draws):
            action = policy(True, False)(state, random.Random(k), None)
            assert type(action) is Fly and is_legal(state, action)
            seen[action.region] += 1
        assert set(seen) <= set(expected)
        for region, chance in expected.items():
            # within five standard errors of a draw with the softmax's chances
            spread = 5 * math.sqrt(chance * (1 - chance) / draws) + 1e-3
            assert abs(seen[region] / draws - chance) <= spread, (region, seen[region] / draws, chance)


def test_flights_without_the_switch_are_the_rule_of_thumbs_as_before():
    for state in _flying_positions()[:3]:
        for k in range(20):
            plain = quick_action(state, random.Random(k), None)
            assert policy(False, True)(state, random.Random(k), None) == plain  # mid-turn: moves change nothing
    assert policy(False, False) is quick_action


def _paying_move_position():
    """A turn's end where a move for dollars completes a project and pays, met in a game of
    medium bots (they make such moves)."""
    for seed in range(12):
        state = new_game(Config(("Ann", "Ben"), FULL), seed)
        while not state.is_over:
            if state.phase == TURN and state.actions_done >= ACTIONS_PER_TURN and ranger_moves(state):
                return state
            apply_action(state, choose(observe(state, state.current), "medium", seed))
    return None


def test_with_moves_a_playout_ends_its_turn_with_a_move_that_pays_and_without_them_it_ends():
    state = _paying_move_position()
    assert state is not None, "no position with a paying move among the test positions"
    moved = policy(False, True)(state, random.Random(0), None)
    assert type(moved) is MoveRanger and is_legal(state, moved)
    assert moved in ranger_moves(state)
    before = state.player.points
    trial = state.copy(log=False)
    apply_action(trial, moved)
    assert trial.players[state.current].points - before > MOVE_COST  # it pays more than it costs
    assert type(quick_action(state, random.Random(0), None)) is EndTurn
