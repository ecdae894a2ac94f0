"""The saved-games screen and the replay screen (``web.view.saved``): the saved-games line
about offline play and the quick start, drawn only there, and the replay's slider.
"""

from __future__ import annotations

from html import escape as html_escape

import pytest

from australia import Config, dump_game, replay
from web import messages as m
from web.hooks import parse
from web.text import page as page_words

from tests.page import Page
from tests.web.state.screens import REPLAY, _app, _finished


# --- the replay slider -------------------------------------------------------------------------


def test_the_replay_slider_is_labelled_and_jumps_to_its_step():
    done = _finished(Config(("Ann", "Ben"), start_player=0))
    raw: dict = {}
    app = _app(raw)
    app.import_file("done.json", dump_game(done).encode())
    app.command("replay-current")
    total = len(done.history)
    html = app.html()
    assert '<label for="replay-slider">' in html
    assert f'<input type="range" id="replay-slider" min="0" max="{total}" step="1" value="0"' in html
    app.send(m.ReplayTo(7))
    replay_now = app.model.screen.replay
    assert replay_now.step == 7 and replay_now.state == replay(done.config, done.seed, done.history[:7])
    assert 'value="7"' in app.html() and f"Step 7 of {total}" in app.html()
    app.send(m.ReplayTo(3))  # backwards
    assert app.model.screen.replay.state == replay(done.config, done.seed, done.history[:3])
    app.send(m.ReplayTo(total + 50))
    assert app.model.screen.replay.step == total and app.model.screen.replay.state == done
    for junk in ("", "-2", "²", "1e3", "99999999999"):
        assert parse("command", "replay-go", junk) is None  # a forged step is no message at all
    assert app.screen == REPLAY


@pytest.mark.parametrize("status", ["development", "preparing", "ready", "unavailable"])
@pytest.mark.parametrize("persisted", [True, False, None])
def test_the_saved_games_line_says_both_things(status: str, persisted: bool | None) -> None:
    page = Page()
    page.command("saved-games")
    page.send(m.OfflineStatus(status, persisted))
    html = page.html()
    assert f'data-offline="{status}"' in html
    assert page_words.offline_status(status).split(":")[0] in html
    assert page_words.persisted(persisted).split(":")[0] in html


def test_the_status_is_drawn_only_on_the_saved_games_screen() -> None:
    page = Page()
    before = page.document.renders
    page.send(m.OfflineStatus("ready", True))
    assert page.document.renders == before and 'id="offline-status"' not in page.html()
    page.command("saved-games")
    assert 'data-offline="ready" data-persisted="true"' in page.html()


@pytest.mark.parametrize("status", page_words.QUICK_STATES)
def test_the_saved_games_screen_says_whether_the_quick_start_is_ready(status: str) -> None:
    page = Page()
    page.command("saved-games")
    page.send(m.QuickStartStatus(status))
    html = page.html()
    assert f'data-quickstart="{status}"' in html
    assert html_escape(page_words.quick_start(status)) in html


def test_the_quick_start_status_is_drawn_only_on_the_saved_games_screen() -> None:
    page = Page()
    before = page.document.renders
    page.send(m.QuickStartStatus("ready"))
    assert page.document.renders == before and 'id="quick-status"' not in page.html()
    page.command("saved-games")
    assert 'data-quickstart="ready"' in page.html()


def test_a_finished_games_replay_shows_every_hand_and_an_unfinished_ones_none():
    import re

    from web.state.replay import Replay
    from web.view.saved import replay_html

    from tests.web.reviewed import finished

    state = finished()
    step = len(state.history) // 2
    shown = Replay.of(state, step=step)
    html = replay_html(shown)
    hands = re.findall(r'<li data-seat="(\d)">(.*?)</li>', re.search(r'id="hands">(.*?)</section>', html, re.S).group(1))
    assert [int(seat) for seat, _ in hands] == [0, 1]
    for seat, line in hands:
        player = shown.state.players[int(seat)]
        assert line.startswith(player.name) and line.count(" card (") == len(player.hand)
    position = replay(state.config, state.seed, tuple(state.history[:step]))
    assert 'id="hands"' not in replay_html(Replay.of(position, step=step // 2))
