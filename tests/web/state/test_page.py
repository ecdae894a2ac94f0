"""The page's screens (``web.state.page``), under CPython through the whole page: the rules open
from every screen and close back to exactly it, the browser's Back and Forward between
screens, and the map that opens large on a phone.
"""

from __future__ import annotations

import re

import pytest

from australia import Config, dump_game
from web import messages as m
from web.browser.store import slot_key
from web.storage import CURRENT_KEY
from web.state.game import wanted_id

from tests.page import Page, Store
from tests.web.state.screens import ANN_BEN, BROKEN, GAME, NEW, REPLAY, RULES, SAVED, _app, _finished


def _quiet(page: Page) -> None:
    """A step that changes nothing: what was just said (a notice) is said once."""
    page.send(m.HistoryMoved(page.screen))


def _screens() -> list[tuple[str, Page, dict]]:
    """An app on each screen of the page, with its store."""
    out = []
    raw: dict = {}
    app = _app(raw)
    out.append(("new-game form", app, raw))
    raw = {}
    app = _app(raw)
    app.command("start", **ANN_BEN)
    out.append(("hand-over", app, raw))
    raw = {}
    app = _app(raw)
    app.command("start", **ANN_BEN)
    app.command("reveal")
    out.append(("game", app, raw))
    raw = {}
    app = _app(raw)
    app.command("start", **{**ANN_BEN, "seat1": "easy", "name1": "Banjo", "start": "1"})
    out.append(("computer's turn", app, raw))
    raw = {}
    app = _app(raw)
    app.import_file("done.json", dump_game(_finished(Config(("Ann", "Ben"), start_player=0))).encode())
    out.append(("end screen", app, raw))
    raw = dict(raw)
    app = _app(raw)
    app.command("saved-games")
    out.append(("saved games", app, raw))
    app = _app(raw)
    app.command("replay-current")
    app.command("replay-forward")
    out.append(("replay", app, raw))
    raw = {slot_key("g1"): "{not json", CURRENT_KEY: "g1"}
    app = _app(raw)
    out.append(("broken save", app, raw))
    return out


@pytest.mark.parametrize("index", range(8))
def test_the_rules_open_from_every_screen_and_close_back_to_exactly_it(index):
    name, app, raw = _screens()[index]
    screen = app.screen
    assert screen in (NEW, GAME, SAVED, REPLAY, BROKEN)
    _quiet(app)  # what just happened is said once, whatever comes next
    html = app.html()
    assert 'data-command="rules"' in html, name
    store = dict(raw)
    game = app.session.state.copy() if app.session else None
    app.command("rules")
    assert app.screen == RULES
    shown = app.html()
    assert "How to play" in shown and 'data-command="rules-close"' in shown
    assert wanted_id(app.model) is None  # the computer waits while the rules are open
    app.command("rules-close")
    assert app.screen == screen, name
    assert app.html() == html, name  # the very same screen: selection, hand-over, replay step
    assert raw == store  # nothing saved changed
    if game is not None:
        assert app.session.state == game


@pytest.mark.parametrize("index", range(8))
def test_back_from_the_rules_returns_to_exactly_the_screen_and_forward_opens_them_again(index):
    """The browser's Back and Forward (``web.messages.HistoryMoved``, with the screen of the
    history entry) around the rules, from every screen they open on."""
    name, app, _ = _screens()[index]
    screen = app.screen
    _quiet(app)
    html = app.html()
    app.command("rules")
    assert app.screen == RULES
    app.send(m.HistoryMoved(screen))  # Back: the entry before the rules
    assert app.screen == screen, name
    assert app.html() == html, name  # the same moment: selection, hand-over, replay step
    app.send(m.HistoryMoved(RULES))  # Forward
    assert app.screen == RULES, name
    assert "How to play" in app.html()
    app.send(m.HistoryMoved(screen))
    assert app.screen == screen and app.html() == html, name


def test_back_from_a_replay_returns_to_the_screen_it_was_opened_from():
    raw: dict = {}
    app = _app(raw)
    app.import_file("done.json", dump_game(_finished(Config(("Ann", "Ben"), start_player=0))).encode())
    app.command("saved-games")
    _quiet(app)
    saved = app.html()
    slot = re.search(r'data-command="replay" data-arg="([^"]+)"', saved).group(1)
    app.command("replay", slot)
    app.command("replay-forward")
    assert app.screen == REPLAY
    app.send(m.HistoryMoved(SAVED))  # Back
    assert app.screen == SAVED
    assert app.html() == saved
    app.send(m.HistoryMoved(REPLAY))  # Forward: the replay was closed, so the page stays where it is
    assert app.screen == SAVED and app.html() == saved
    # from the game's own replay, Back is the game again
    app.send(m.HistoryMoved(GAME))
    game = app.html()
    app.command("replay-current")
    assert app.screen == REPLAY
    app.send(m.HistoryMoved(GAME))
    assert app.screen == GAME and app.html() == game


def test_back_to_a_screen_that_cannot_be_shown_any_more_stays():
    app = _app({})
    app.send(m.HistoryMoved(GAME))  # no game yet
    assert app.screen == NEW
    app.send(m.HistoryMoved(REPLAY))  # no replay open
    assert app.screen == NEW
    app.send(m.HistoryMoved(BROKEN))  # no broken save
    assert app.screen == NEW


def test_the_rules_button_works_before_python_has_loaded():
    app = Page({}, boot=False)
    app.boot(typed={"name0": "Zoe"}, pending="rules")
    assert app.screen == RULES
    app.command("rules-close")
    assert app.screen == NEW and 'value="Zoe"' in app.html()


# --- 9. legible on a phone -----------------------------------------------------------------------


def test_on_a_phone_the_map_opens_large_until_the_person_chooses_the_whole_map():
    store: dict = {}
    phone = Page(store=Store(store), small_screen=True)
    phone.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
    phone.command("reveal")
    assert 'class="board-wrap zoomed"' in phone.html()
    phone.command("zoom-map")
    assert 'class="board-wrap zoomed"' not in phone.html()
    assert store["australia.zoom"] == "off"
    again = Page(store=Store(dict(store)), small_screen=True)  # remembered on this device
    again.command("reveal")
    assert 'class="board-wrap zoomed"' not in again.html()
    laptop = Page()
    laptop.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
    laptop.command("reveal")
    assert 'class="board-wrap"' in laptop.html()
