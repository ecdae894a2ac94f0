"""Drawings of whole games for the tests of what changes on the page: the models of a game's
steps and a drawer over a fake document.
"""

from __future__ import annotations

from australia.computer.thinker import choose
from australia.observation import observe
from australia.rules import apply_action
from australia.state import Config, FULL, new_game
from web.values import replace

from tests.page import model_with


def _models(players: int, variant: str, seed: int, steps: int = 160) -> list:
    """The page's state at each step of a game of medium bots (the game screen shown)."""
    state = new_game(Config(("Ann", "Ben", "Cat", "Dan")[:players], variant), seed)
    out = []
    while not state.is_over and len(out) < steps:
        out.append(model_with(state.copy()))
        apply_action(state, choose(observe(state, state.current), "medium", seed))
    return out


# --- the replay, redrawn around its slider -------------------------------------------------------


def _replay_model(step: int, **banner):
    from web.state.page import Banner, ReplayScreen
    from web.state.replay import Replay

    state = new_game(Config(("Ann", "Ben"), FULL), 6)
    for _ in range(40):
        apply_action(state, choose(observe(state, state.current), "medium", 6))
    model = model_with(state)
    return replace(model, screen=ReplayScreen(Replay.of(state, step=step)), banner=Banner(**banner))


def _drawer():
    """The browser's drawer, its batches kept as the page's script would receive them."""
    from web.browser.draw import Drawer

    sent: list = []
    drawer = Drawer(lambda frame: sent.append(frame["ops"]), when=str)
    return drawer, sent
