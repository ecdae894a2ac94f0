"""The first screens written into the page equal what Python draws at start-up.

The page shows them before Python runs (tools/prerender.py); start-up then draws over them.
If the two differed, the screen would jump at the hand-over, or a player would type into a
form that is not the one that starts the game.
"""

from __future__ import annotations

import re
import threading
import urllib.request
from pathlib import Path

import pytest

import json

from australia import load_game
from web.text import i18n
from web.text.page import PAGE_TEXTS
from web.view.newgame import resume_html
from web.view.page import masthead_html
from tests.conftest import load_tool
from tests.page import Page

GAME, NEW, SAVED = "game", "new", "saved"

ROOT = Path(__file__).resolve().parents[2]




prerender = load_tool("prerender")


def _started(language: str = "en") -> Page:
    """The page started with nothing saved, in ``language``."""
    return Page({}, language=language)


def _main_of(page: str, language: str = "en") -> tuple[str, str]:
    """(the screen standing in the page, the resume screen of ``language``)."""
    found = re.search(r'<main id="app">(.*?)</main>', page, re.S)
    assert found, "the page has no first screen"
    resume = re.search(rf'<template id="resume-screen-{language}">(.*?)</template>', page, re.S)
    assert resume, f"the page has no resume screen in {language}"
    return found.group(1), resume.group(1)


def _template(page: str, ident: str) -> str:
    found = re.search(rf'<template id="{ident}">(.*?)</template>', page, re.S)
    assert found, f"the page has no {ident}"
    return found.group(1)


def _in(language: str, draw):
    i18n.use(language)
    try:
        return draw()
    finally:
        i18n.use("en")


@pytest.fixture(scope="module")
def page() -> str:
    return prerender.prerender((ROOT / "index.html").read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_page_holds_what_python_draws_at_start_up_in_every_language(page, language):
    assert _template(page, f"first-screen-{language}") == _started(language).html()
    assert _template(page, f"resume-screen-{language}") == _in(language, resume_html)


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_page_holds_the_texts_of_its_scripts_in_every_language(page, language):
    table = json.loads(re.search(r'<script type="application/json" id="page-words">(.*?)</script>', page, re.S).group(1))
    assert set(table) == set(i18n.LANGUAGES)
    assert table[language] == _in(language, lambda: {name: text() for name, text in PAGE_TEXTS.items()})
    # every text of index.html that its scripts word is one of them
    for name in re.findall(r'data-text="(\w+)"', page):
        assert name in table[language]


def test_the_top_bar_offers_every_language_by_its_own_name(page):
    bar = re.search(r'<header class="masthead">.*?</header>', page, re.S).group(0)
    assert bar == masthead_html("en")
    for code, name in i18n.LANGUAGES.items():
        assert f'<option value="{code}" lang="{code}"' in bar and f">{name}</option>" in bar


def test_the_page_holds_what_python_draws_at_start_up_for_a_new_player(page):
    first, resume = _main_of(page)
    assert first == _started().html()  # the same inputs (nothing saved) give the same screen
    assert resume == resume_html()
    # what a new player sees: the form to fill in, and the board
    assert 'id="setup"' in first and first.count("data-region=") == 24
    assert 'data-command="start"' in first and "data-pending=" in first
    # the board there is a picture: nothing in it is a button or a stop for the keyboard
    picture = first[first.index('<figure class="board-wrap preview"'):]
    assert 'role="button"' not in picture and "tabindex" not in picture
    # the resume screen offers nothing to click before the game is there
    assert "data-command" not in resume.replace('disabled data-command="zoom-map"', "")
    assert 'id="board"' in resume and "Resume your game" in resume


def test_the_built_site_holds_the_first_screens_in_every_language(built_site):
    """The deployed page (``make site``), not only the working tree's, shows the game at once."""
    built = (built_site / "index.html").read_text(encoding="utf-8")
    first, resume = _main_of(built)
    # a new player sees the form beside the whole board before Python runs
    assert 'id="setup"' in first and first.count("data-region=") == 24
    assert first == _started().html()
    assert resume == resume_html() and "Resume your game" in resume
    for language in i18n.LANGUAGES:
        assert _template(built, f"first-screen-{language}") == _started(language).html()
        assert _template(built, f"resume-screen-{language}") == _in(language, resume_html)
    table = re.search(r'<script type="application/json" id="page-words">(.*?)</script>', built, re.S)
    assert table, "the built page has no texts for its scripts"
    assert set(json.loads(table.group(1))) == set(i18n.LANGUAGES)
    assert '<select id="language"' in built  # the top bar with the language switch


def test_the_page_without_its_mark_is_left_alone():
    assert prerender.prerender("<main>no mark</main>") == "<main>no mark</main>"


def test_the_working_tree_server_sends_the_page_with_its_first_screens():
    server = load_tool("serve").make_server("127.0.0.1", 0, ROOT, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        for path in ("", "index.html"):
            with urllib.request.urlopen(base + path, timeout=10) as response:
                assert response.headers["Content-Type"].startswith("text/html")
                first, _ = _main_of(response.read().decode("utf-8"))
                assert first == _started().html()
    finally:
        server.shutdown()
        server.server_close()


# --- what was done on the first screen before Python ran ------------------------------------


NAME_FIELDS = frozenset(f"name{seat}" for seat in range(5))


def _booted(pending: str | None = None, **typed: str) -> Page:
    """The page started after ``typed`` was typed on the first screen (the other names left
    as shown) and ``pending`` pressed."""
    page = Page({}, boot=False)
    page.boot(typed, pending, defaults=NAME_FIELDS - set(typed))
    return page


def test_what_was_typed_before_python_ran_is_kept():
    page = _booted(name0="Ann", name1="Bo", count="3", variant="full")
    assert page.screen == NEW
    html = page.html()
    assert 'value="Ann"' in html and 'value="Bo"' in html
    assert '<option value="3" selected>' in html
    assert 'value="full" checked' in html


def test_a_seat_made_a_computer_before_python_ran_gets_a_computers_name():
    page = _booted(seat1="easy")
    assert page.model.form.seats[1] == "easy"
    assert 'data-field="name1" maxlength="32" autocomplete="off" value="Matilda"' in page.html()


def test_start_pressed_before_python_ran_starts_the_typed_game():
    store: dict = {}
    page = Page(store, boot=False)
    page.boot({"name0": "Zoë", "name1": "Kai", "seed": "7", "start": "0"}, "start", defaults=NAME_FIELDS - {"name0", "name1"})
    assert page.screen == GAME
    state = page.state
    assert [p.name for p in state.players] == ["Zoë", "Kai"]
    assert state.seed == 7 and state.current == 0
    saved = store["australia.slot." + page.model.table.slot]
    assert [p.name for p in load_game(saved).players] == ["Zoë", "Kai"]


def test_start_pressed_with_the_names_shown_starts_with_the_default_names():
    page = _booted("start", seed="7")
    assert [p.name for p in page.state.players] == ["Black", "White"]


def test_start_pressed_with_a_mistake_shows_the_form_with_the_reason_and_the_values():
    page = _booted("start", name0="Ann", name1="ann")
    assert page.screen == NEW and page.session is None
    html = page.html()
    assert 'role="alert"' in html and 'value="ann"' in html


def test_saved_games_pressed_before_python_ran_opens_them():
    page = _booted("saved-games", name0="Ann")
    assert page.screen == SAVED
    assert page.model.form.names[0] == "Ann"  # and the form keeps it for later
    page.command("new-game")
    assert 'value="Ann"' in page.html()


@pytest.mark.parametrize("pending", ["delete-confirm", "end-turn", "", "reload-page", "open"])
def test_other_commands_from_before_python_ran_do_nothing(pending):
    page = _booted(pending)
    assert page.screen == NEW and page.session is None and page.document.reloads == 0


def test_unknown_fields_typed_before_python_ran_are_ignored():
    page = _booted(name0="Ann", evil="x", count="4")
    assert page.model.form.names[0] == "Ann" and page.model.form.count == 4
    assert "evil" not in page.html()
