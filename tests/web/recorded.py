"""Finished games and stored records for the tests of "Your record".
"""

from __future__ import annotations

import random

from australia import Config, apply_action, legal_actions, new_game
from australia.state import State
from australia.table import Table
from web.state import record_format as record
from web.state.record_format import Game, Seat


PEOPLE = Table(("person", "person"))


def one_from_the_end(seed: int, players=("Ann", "Ben"), variant: str = "simple") -> tuple[State, object]:
    """A game played at random to where one action ends it, and that action."""
    rand = random.Random(seed)
    state = new_game(Config(players, variant, 0), seed)
    while True:
        actions = legal_actions(state)
        if not any(state.stacks.values()):
            for action in actions:
                after = state.copy()
                apply_action(after, action)
                if after.is_over:
                    return state, action
        apply_action(state, rand.choice(actions))


def seat(name: str, points: int, place: int, kind: str = "person", colour: str = "black") -> Seat:
    return Seat(name, kind, colour, points, place, place == 1)


def game(ident: str, when: float, *players: Seat, variant: str = "simple") -> Game:
    return Game(ident, when, variant, tuple(players))


def stored(*games: Game) -> str:
    return record.dump(games)
