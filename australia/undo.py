"""Replaying and undoing: a game is its configuration, its seed and its actions.

Undo works by replaying the game without its last action, which is exact because every
random choice was made at setup from the seed.
"""

from __future__ import annotations

from typing import Iterable

from .actions import Action
from .errors import IllegalActionError
from .rules import apply_action, can_undo, why_no_undo
from .state import Config, State, new_game


def replay(config: Config, seed: int, actions: Iterable[Action]) -> State:
    """The game reached by applying ``actions`` to a new game; raises if one is refused."""
    state = new_game(config, seed)
    for action in actions:
        apply_action(state, action)
    return state


def undo(state: State) -> State:
    """The game as it was before its last action (see ``rules.can_undo``)."""
    if not can_undo(state):
        raise IllegalActionError(why_no_undo(state))
    return replay(state.config, state.seed, state.history[:-1])
