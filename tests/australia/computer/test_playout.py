"""The rule of thumb the hard level's playouts are played by (``australia.computer.playout``): legal,
cheap, finishing what it can, and drawing the card a player would like best."""

from __future__ import annotations

import random

from australia import apply_action, is_legal, legal_actions
from australia.actions import DrawCard, EndTurn, Fly, PlayCard, TakeBack
from australia.board import ACTIONS_PER_TURN
from australia.computer.playout import draw_preference, quick_action, quick_draw
from australia.rules import completions
from australia.state import DRAW, SETUP, TURN, Config, new_game

from tests.australia.games import positions


def test_the_rule_of_thumb_plays_only_legal_actions_and_finishes_games():
    for players, variant in ((2, "simple"), (3, "full"), (5, "full")):
        state = new_game(Config(("Ann", "Ben", "Cat", "Dan", "Eve")[:players], variant), players)
        rand = random.Random(players)
        last = None
        for _ in range(3000):
            if state.is_over:
                break
            action = quick_action(state, rand, last)
            assert is_legal(state, action), action
            apply_action(state, action)
            if type(action) in (Fly, PlayCard, TakeBack):
                last = action
            elif type(action) is EndTurn:
                last = None
        assert state.is_over


def test_a_card_that_completes_a_project_is_played_first():
    seen = 0
    for state in positions(200):
        if state.phase != TURN or state.actions_done >= ACTIONS_PER_TURN:
            continue
        finishing = [
            a for a in legal_actions(state)
            if type(a) is PlayCard and a.location is not None
            and any(c.rangers == a.rangers for c in completions(state, a.location))
        ]
        if not finishing:
            continue
        action = quick_action(state, random.Random(0), None)
        assert type(action) is PlayCard and action in finishing, action
        seen += 1
    assert seen > 5


def test_a_draw_takes_the_stack_a_player_likes_best():
    seen = 0
    for state in positions(120):
        if state.phase not in (SETUP, DRAW):
            continue
        draws = [a for a in legal_actions(state) if type(a) is DrawCard]
        best = max(draw_preference(state, a.stack) for a in draws)
        chosen = quick_draw(state)
        assert chosen in draws and draw_preference(state, chosen.stack) == best
        assert quick_action(state, random.Random(1), None) == chosen
        seen += 1
    assert seen > 5
