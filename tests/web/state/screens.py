"""The page's screens by name, and a page and a finished game to visit them with.
"""

from __future__ import annotations

import random

from australia import Config, apply_action, legal_actions, new_game

from tests.page import Page


BROKEN, GAME, NEW, REPLAY, RULES, SAVED = "broken", "game", "new", "replay", "rules", "saved"


ANN_BEN = {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "9", "start": "0", "variant": "simple"}


def _app(data: dict, seed: int = 5) -> Page:
    return Page(data, seed=seed)


def _finished(config: Config, seed: int = 12):
    rand = random.Random(3)
    state = new_game(config, seed)
    for _ in range(20_000):
        if state.is_over:
            return state
        apply_action(state, rand.choice(legal_actions(state)))
    raise AssertionError("the random game did not end")
