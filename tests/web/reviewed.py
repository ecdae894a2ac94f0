"""A finished game for the review's tests: two players, the simple game, played to its end by
the medium computer from a fixed seed (Ann a person, Ben the computer), once per test run."""

from __future__ import annotations

from functools import lru_cache

from australia import SIMPLE, Config, State, apply_action, new_game
from australia.computer import choose
from australia.observation import observe


@lru_cache(maxsize=None)
def _finished(seed: int) -> State:
    state = new_game(Config(("Ann", "Ben"), SIMPLE, 0), seed)
    n = 0
    while not state.is_over:
        apply_action(state, choose(observe(state, state.current), "medium", seed=n))
        n += 1
    return state


def finished(seed: int = 5) -> State:
    """A copy of the finished game (a test may change its own)."""
    return _finished(seed).copy()
