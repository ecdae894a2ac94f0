"""Stepping through a game that was played (``web.state.replay``), through the whole page:
every position and nothing changed, and the replay screen.
"""

from __future__ import annotations

from australia import Config, apply_action, dump_game, new_game, replay
from web.browser.store import slot_key
from web.messages import ReplayWhere
from web.state.replay import Replay
from web.state.slots import Title

from tests.page import Page


BROKEN, GAME, REPLAY, SAVED = "broken", "game", "replay", "saved"


EVIL = "<img src=x onerror=alert(1)>"


EVIL_NAME = "<img src=x onerror=alert(1)>"


def _app(data: dict, **store) -> Page:
    return Page(data, **store)


# --- replay ----------------------------------------------------------------------------------


def _finished_game():
    import random

    from australia import legal_actions

    rand = random.Random(3)
    state = new_game(Config(("Ann", EVIL_NAME), start_player=0), 12)
    while not state.is_over:
        apply_action(state, rand.choice(legal_actions(state)))
    return state


def test_replay_steps_through_every_position_and_changes_nothing():
    game = _finished_game()
    history = list(game.history)
    r = Replay.of(game, title=Title(EVIL), step=0)
    assert r.state == new_game(game.config, game.seed)
    for n in (1, 2, 3):
        r = r.towards(ReplayWhere.FORWARD)
        assert r.step == n and r.state == replay(game.config, game.seed, history[:n])
    r = r.towards(ReplayWhere.BACK)
    assert r.state == replay(game.config, game.seed, history[:2])
    r = r.towards(ReplayWhere.LAST)
    assert r.state == game and r.towards(ReplayWhere.FORWARD) is r
    r = r.towards(ReplayWhere.FIRST)
    assert r.step == 0 and r.towards(ReplayWhere.BACK) is r
    assert game.history == history


def test_the_replay_screen_shows_the_step_and_no_hand():
    raw: dict = {}
    app = _app(raw)
    game = _finished_game()
    app.import_file("done.json", dump_game(game).encode())
    text = raw[slot_key(app.model.table.slot)]
    assert "replay-current" in app.html()  # the end screen offers the replay
    app.command("replay-current")
    assert app.screen == REPLAY
    total = len(game.history)
    assert f"Step 0 of {total}" in app.html() and "nobody has acted yet" in app.html()
    for _ in range(5):
        app.command("replay-forward")
    html = app.html()
    assert f"Step 5 of {total}" in html and f'data-step-index="5" data-steps="{total}"' in html
    assert "drew a card from stack" in html
    assert "data-card=" not in html and EVIL_NAME not in html
    app.command("replay-last")
    assert f"Step {total} of {total}" in app.html() and "Game over" in app.html()
    app.command("replay-close")
    assert app.screen == GAME
    app.command("saved-games")
    app.command("replay", app.model.table.slot)
    assert app.screen == REPLAY and f"Step 0 of {total}" in app.html()
    app.command("replay-close")
    assert app.screen == SAVED
    assert raw[slot_key(app.model.table.slot)] == text
