"""Five people at one device through the page only, by mouse, from the new-game form to the
end screen of the full game.

A name with markup and one with an emoji; the player (``tests/e2e/play.py``) reads only what
the page shows. The game's first turns are played from the form and the page is reloaded
there, and must resume at the same moment; its last rounds are played from a save of the same
table late in a game, opened from Saved games, to the end screen. A whole two-player game is
played through the page's own code in CPython (``tests/features/test_whole_games.py``); the
keyboard and the computer have their whole games in ``test_keyboard.py`` and
``test_computer.py``.
"""

from __future__ import annotations

from tests.conftest import shown_to
from tests.e2e.play import (
    Player,
    check_final_screen,
    moment,
    on_screen,
    played,
    save_text,
    start_game,
    turn_start,
    workers,
)

NAMES = ["Ann", "Ben", "Zoë 👩\u200d🚀", "<b>Dan</b>", "Eve"]


def test_five_people_from_the_form_through_a_reload_to_the_end_screen(app) -> None:
    page = app.open()
    start_game(page, NAMES, "full", 77, start="2", windmill="red_centre")
    assert page.locator(".players img, .players b").count() == 0  # names are text
    assert "Zoë 👩\u200d🚀" in page.locator(".player.current").inner_text()
    assert workers(page) == []  # no worker besides the page's Python's
    player = Player(page)
    # the opening draws and the first turns of all five: reload and resume at the same moment
    info = player.read()
    for _ in range(40):
        info = player.step(info)
    before = player.play_until(lambda info: info["phase"] == "turn" and info["handover"] == "false")
    page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    hidden = player.read()  # five people share the device: the hand waits for its owner
    assert hidden["handover"] == "true" and hidden["offered"] == 0
    shown_to(page)
    assert moment(player.read()) == moment(before)
    # the last rounds of the same table, from Saved games, to the end screen
    late = played(NAMES, "full", 77, lambda s: turn_start(s) and sum(len(c) for c in s.stacks.values()) <= 6,
                  start=2, windmill="red_centre")
    app.show(save_text(late, meta=on_screen(late)))
    player.play_until(lambda info: info["over"])
    check_final_screen(page, NAMES, "full")
    assert page.locator("#final img, #final b").count() == 0
    assert workers(page) == []
    app.check()
