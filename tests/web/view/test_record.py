""""Your record" as HTML text (``web.view.record``): the list names every player with score,
level and winner, newest first.
"""

from __future__ import annotations

from web.storage import RECORD_KEY

from tests.page import Page
from tests.web.recorded import game, seat, stored


def test_the_list_names_every_player_with_score_level_and_winner_newest_first():
    raw = {RECORD_KEY: stored(
        game("old", 100, seat("Ann", 60, 1), seat("Banjo", 60, 1, "hard", "white"), seat("Cleo", 10, 3, colour="orange")),
        game("new", 200, seat("Ann", 30, 2), seat("Ben", 70, 1, colour="white"), variant="full"),
    )}
    page = Page(raw)
    page.command("record")
    html, text = page.html(), page.text()
    assert html.index('data-game="new"') < html.index('data-game="old"')
    assert "T200" in text and "full game" in text and "simple game" in text
    assert "1st Banjo (computer, hard), 60 points" in text and "3rd Cleo, 10 points" in text
    assert "Ann and Banjo (shared)" in text
    assert 'data-person="ann" data-games="2" data-wins="1" data-best="60" data-average="45.0"' in html
    assert 'data-level="hard" data-games="1" data-wins="1"' in html
    assert 'aria-label="Last 2 games, oldest first: 60 (won), 30 (2nd)"' in html
    assert html.count('class="win-mark"') == 3  # Ann's win, Banjo's, Ben's
    assert '<th scope="col">' in html and '<th scope="row">' in html


def test_the_charts_have_a_key_and_each_bar_says_its_points():
    raw = {RECORD_KEY: stored(
        game("old", 100, seat("Ann", 60, 1), seat("Ben", 40, 2, colour="white")),
        game("new", 200, seat("Ann", 30, 2), seat("Ben", 70, 1, colour="white")),
    )}
    page = Page(raw)
    page.command("record")
    html, text = page.html(), page.text()
    assert "one bar per game, oldest first" in text and "70 points" in text  # the key, with the scale's top
    assert "a dot over a bar marks a win" in text
    assert '<title>60 (won)</title></rect>' in html and '<title>30 (2nd)</title></rect>' in html
