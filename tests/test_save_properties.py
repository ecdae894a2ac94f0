"""Property tests over seeded random games: saving and undoing never change a game."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from australia import (
    Config,
    apply_action,
    can_undo,
    dump_game,
    legal_actions,
    load_game,
    new_game,
    undo,
)

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**40),
    players=st.integers(min_value=2, max_value=5),
    variant=st.sampled_from(["simple", "full"]),
    steps=st.integers(min_value=1, max_value=160),
)
def test_save_then_load_and_undo_then_redo_give_an_equal_game(seed, players, variant, steps):
    rand = random.Random(seed)
    game = new_game(Config(NAMES[:players], variant), seed)
    for _ in range(steps):
        if game.is_over:
            break
        action = rand.choice(legal_actions(game))
        before = game.copy()
        apply_action(game, action)
        assert load_game(dump_game(game)) == game
        if can_undo(game):
            back = undo(game)
            assert back == before
            apply_action(back, action)
            assert back == game
