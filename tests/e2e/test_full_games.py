"""A whole game through the page only, by mouse, from the new-game form to the end screen.

Five people, the full game, a name with markup and one with an emoji: the player
(``tests/e2e/play.py``) reads only what the page shows, and the page is reloaded halfway
and must resume at the same moment. A two-player simple game is played through the page's
own code in CPython (``tests/features/test_whole_games.py``); the keyboard and the computer have
their whole games in ``test_keyboard.py`` and ``test_computer.py``.
"""

from __future__ import annotations

from tests.conftest import shown_to
from tests.e2e.play import Player, check_final_screen, workers, moment, start_game

NAMES = ["Ann", "Ben", "Zoë 👩\u200d🚀", "<b>Dan</b>", "Eve"]


def test_five_player_full_game_from_start_to_end(app) -> None:
    page = app.open()
    start_game(page, NAMES, "full", 77, start="2", windmill="red_centre")
    assert page.locator(".players img, .players b").count() == 0  # names are text
    assert "Zoë 👩\u200d🚀" in page.locator(".player.current").inner_text()
    assert workers(page) == []  # no worker besides the page's Python's
    player = Player(page)
    # halfway through the stacks: reload and resume at the same moment
    before = player.play_until(lambda info: info["left"] <= 16 and info["handover"] == "false")
    page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    hidden = player.read()  # five people share the device: the hand waits for its owner
    assert hidden["handover"] == "true" and hidden["offered"] == 0
    shown_to(page)
    assert moment(player.read()) == moment(before)
    player.play_until(lambda info: info["over"])
    check_final_screen(page, NAMES, "full")
    assert workers(page) == []
    app.check()
