"""The first screens written into the page equal what Python draws at start-up.

The page shows them before Python runs (tools/prerender.py); start-up then draws over them.
If the two differed, the screen would jump at the hand-over, or a player would type into a
form that is not the one that starts the game.
"""

from __future__ import annotations

import importlib.util
import re
import threading
import urllib.request
from pathlib import Path

import pytest

import json

from australia import load_game
from web import i18n, view, words
from web.app import GAME, NEW, SAVED, App
from web.storage import Storage

ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str):  # noqa: ANN202 - a module
    spec = importlib.util.spec_from_file_location(f"_{name}", ROOT / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


prerender = _tool("prerender")


def _started(store: dict | None = None) -> App:
    app = App(Storage({} if store is None else store))
    app.boot()
    return app


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


def _in(language: str, draw):  # noqa: ANN001, ANN202
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
    assert _template(page, f"first-screen-{language}") == _in(language, lambda: _started().html())
    assert _template(page, f"resume-screen-{language}") == _in(language, view.resume_html)


@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_the_page_holds_the_texts_of_its_scripts_in_every_language(page, language):
    table = json.loads(re.search(r'<script type="application/json" id="page-words">(.*?)</script>', page, re.S).group(1))
    assert set(table) == set(i18n.LANGUAGES)
    assert table[language] == _in(language, lambda: {name: getattr(words, name) for name in view.PAGE_TEXTS})
    # every text of index.html that its scripts word is one of them
    for name in re.findall(r'data-text="(\w+)"', page):
        assert name in table[language]


def test_the_top_bar_offers_every_language_by_its_own_name(page):
    bar = re.search(r'<header class="masthead">.*?</header>', page, re.S).group(0)
    assert bar == view.masthead_html("en")
    for code, name in i18n.LANGUAGES.items():
        assert f'<option value="{code}" lang="{code}"' in bar and f">{name}</option>" in bar


def test_the_page_holds_what_python_draws_at_start_up_for_a_new_player(page):
    first, resume = _main_of(page)
    assert first == _started().html()  # the same inputs (nothing saved) give the same screen
    assert resume == view.resume_html()
    # what a new player sees: the form to fill in, and the board
    assert 'id="setup"' in first and first.count("data-region=") == 24
    assert 'data-command="start"' in first and "data-pending=" in first
    # the board there is a picture: nothing in it is a button or a stop for the keyboard
    picture = first[first.index('<figure class="board-wrap preview"'):]
    assert 'role="button"' not in picture and "tabindex" not in picture
    # the resume screen offers nothing to click before the game is there
    assert "data-command" not in resume.replace('disabled data-command="zoom-map"', "")
    assert 'id="board"' in resume and "Resume your game" in resume


def test_the_built_site_holds_the_first_screens_in_every_language(tmp_path):
    """The deployed page (``make site``), not only the working tree's, shows the game at once."""
    _tool("build_site").build(tmp_path / "site")
    built = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    first, resume = _main_of(built)
    # a new player sees the form beside the whole board before Python runs
    assert 'id="setup"' in first and first.count("data-region=") == 24
    assert first == _started().html()
    assert resume == view.resume_html() and "Resume your game" in resume
    for language in i18n.LANGUAGES:
        assert _template(built, f"first-screen-{language}") == _in(language, lambda: _started().html())
        assert _template(built, f"resume-screen-{language}") == _in(language, view.resume_html)
    table = re.search(r'<script type="application/json" id="page-words">(.*?)</script>', built, re.S)
    assert table, "the built page has no texts for its scripts"
    assert set(json.loads(table.group(1))) == set(i18n.LANGUAGES)
    assert '<select id="language"' in built  # the top bar with the language switch


def test_the_page_without_its_mark_is_left_alone():
    assert prerender.prerender("<main>no mark</main>") == "<main>no mark</main>"


def test_the_working_tree_server_sends_the_page_with_its_first_screens():
    server = _tool("serve").make_server("127.0.0.1", 0, ROOT, quiet=True)
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


def _typed(**values: str) -> dict[str, str]:
    form = dict(_started().form)
    form.update(values)
    return form


def test_what_was_typed_before_python_ran_is_kept():
    app = App(Storage({}))
    app.boot(_typed(name0="Ann", name1="Bo", count="3", variant="full"), None)
    assert app.screen == NEW
    html = app.html()
    assert 'value="Ann"' in html and 'value="Bo"' in html
    assert '<option value="3" selected>' in html
    assert 'value="full" checked' in html


def test_a_seat_made_a_computer_before_python_ran_gets_a_computers_name():
    app = App(Storage({}))
    app.boot(_typed(seat1="easy"), None)
    assert app.form["seat1"] == "easy"
    assert app.form["name1"] not in ("", "White")


def test_start_pressed_before_python_ran_starts_the_typed_game():
    store: dict = {}
    app = App(Storage(store))
    app.boot(_typed(name0="Zoë", name1="Kai", seed="7", start="0"), view.CMD_START)
    assert app.screen == GAME
    state = app.session.state
    assert [p.name for p in state.players] == ["Zoë", "Kai"]
    assert state.seed == 7 and state.current == 0
    saved = store["australia.slot." + app.slot]
    assert [p.name for p in load_game(saved).players] == ["Zoë", "Kai"]


def test_start_pressed_with_a_mistake_shows_the_form_with_the_reason_and_the_values():
    app = App(Storage({}))
    app.boot(_typed(name0="Ann", name1="ann"), view.CMD_START)
    assert app.screen == NEW and app.session is None
    html = app.html()
    assert 'role="alert"' in html and 'value="ann"' in html


def test_saved_games_pressed_before_python_ran_opens_them():
    app = App(Storage({}))
    app.boot(_typed(name0="Ann"), view.CMD_SAVED)
    assert app.screen == SAVED
    assert app.form["name0"] == "Ann"  # and the form keeps it for later


@pytest.mark.parametrize("pending", ["delete-confirm:x", "end-turn", "", "reload-page"])
def test_other_commands_from_before_python_ran_do_nothing(pending):
    app = App(Storage({}))
    app.boot(_typed(), pending)
    assert app.screen == NEW and app.session is None


def test_unknown_fields_typed_before_python_ran_are_ignored():
    app = App(Storage({}))
    app.boot({"name0": "Ann", "evil": "x", "count": "4"}, None)
    assert "evil" not in app.form and app.form["name0"] == "Ann" and app.form["count"] == "4"
