"""Hostile files and odd names: a clear message, no save touched, and the page plays on.

Under CPython, through the whole page as it runs in the browser (``tests.page.Page``: the
runtime with fake adapters); the same table runs in Chromium in
``tests/e2e/test_hostile_files.py``.
"""

from __future__ import annotations

import json
import re

import pytest

from australia import Config, DrawCard, Fly
from web.browser.store import slot_key

from tests.features.hostile import EVIL_NAME, HOSTILE, with_field
from tests.page import Page


# A wrong type in every field of the format.
WRONG_TYPES = [
    (("format",), 1),
    (("schema",), "2"),
    (("schema",), True),
    (("schema",), 2.0),
    (("rules",), 1),
    (("config",), []),
    (("config", "players"), "Eve"),
    (("config", "players"), [1, 2]),
    (("config", "variant"), 0),
    (("config", "start_player"), "0"),
    (("config", "start_player"), True),
    (("config", "windmill_region"), 5),
    (("seed",), "3"),
    (("seed",), 3.5),
    (("seed",), None),
    (("actions",), {}),
    (("actions", 0), "draw"),
    (("actions", 0, "type"), 1),
    (("actions", 0, "stack"), "1"),
    (("actions", 0, "stack"), True),
    (("meta",), []),
    (("digest",), 0),
]


def app_with_two_saves() -> tuple[Page, dict]:
    raw: dict = {}
    page = Page(raw)
    for names, seed in ((("Ann", "Ben"), 4), (("Cat", "Dan"), 5)):
        page.start(name0=names[0], name1=names[1], seed=str(seed), start="0")
        for _ in range(4):
            page.command("reveal")
            page.draw(2)
    return page, raw


def visible_text(page: Page) -> str:
    return re.sub(r"<[^>]+>", "", page.html())


def still_plays(page: Page) -> None:
    """The page goes on: back to the game on the table, and a flight is applied."""
    page.command("saved-games")
    page.command("open", page.storage.slot_ids()[0])
    session = page.session
    before = len(session.state.history)
    page.command("reveal")
    region = next(r for r in ("kimberley", "pilbara") if r != session.state.player.plane)
    page.click("region", region)
    assert len(page.state.history) == before + 1


@pytest.mark.parametrize("case, data, message", HOSTILE, ids=[c[0] for c in HOSTILE])
def test_a_hostile_file_is_refused_with_its_reason_and_changes_nothing(case, data, message):
    page, raw = app_with_two_saves()
    before = dict(raw)
    page.import_file(EVIL_NAME, data)
    text = visible_text(page)
    assert "was not imported" in text and message in text, text[:400]
    assert raw == before
    assert "<img" not in page.html()
    still_plays(page)


@pytest.mark.parametrize("path, value", WRONG_TYPES, ids=[f"{'.'.join(map(str, p))}={v!r}" for p, v in WRONG_TYPES])
def test_a_wrong_type_in_any_field_is_refused_and_changes_nothing(path, value):
    page, raw = app_with_two_saves()
    before = dict(raw)
    data = with_field(path, value)
    if path == ("digest",):
        body = json.loads(data)
        body["digest"] = value
        data = json.dumps(body).encode()
    page.import_file("odd.json", data)
    assert "was not imported" in visible_text(page)
    assert raw == before


def test_the_file_name_is_shown_as_text_without_its_direction_marks_doing_harm():
    page, _ = app_with_two_saves()
    page.import_file(EVIL_NAME, b"nope")
    html = page.html()
    assert "<img src=x" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "\u202e" not in html and "\u202d" not in html  # the name cannot turn the message around


# --- names with emoji -------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Zoë 👩\u200d🚀", "Zoe\u0308", "👨\u200d👩\u200d👧", "☺\ufe0f Ann", "Łukasz", "李雷"])
def test_names_with_emoji_and_accents_start_a_game(name):
    page, _ = app_with_two_saves()
    page.start(name0=name, name1="Ben", seed="1", start="0")
    assert page.form_error() == ""
    assert page.state.players[0].name == Config((name, "Ben")).players[0]


def test_a_name_typed_two_ways_is_one_name():
    page, _ = app_with_two_saves()
    page.start(name0="Zo\u00eb", name1="Zoe\u0308", seed="1")
    assert "cannot share a name" in page.form_error()


@pytest.mark.parametrize("bad", ["Ann\u202e", "A\u0007nn", "Ann\u2066x"])
def test_control_and_direction_characters_are_refused_in_the_form_and_in_imports(bad):
    page, raw = app_with_two_saves()
    before = dict(raw)
    page.start(name0=bad, name1="Ben", seed="1")
    assert "character that cannot be shown" in page.form_error()
    page.import_file("bad-name.json", with_field(("config", "players"), [bad, "Ben"]))
    assert "character that cannot be shown" in visible_text(page)
    assert raw == before


# --- the safety net ----------------------------------------------------------------------------


def test_an_unexpected_failure_in_a_step_says_so_calmly_and_loses_nothing(monkeypatch):
    page, raw = app_with_two_saves()
    page.command("reveal")
    page.click("region", "pilbara")
    slot = page.model.table.slot
    saved = raw[slot_key(slot)]
    history = list(page.state.history)
    rules = __import__("australia.rules", fromlist=["_APPLY"])
    flight = rules._APPLY[type(history[-1])]
    failures = []

    def broken(state, action):
        if not failures:  # fails once, half-way through a step
            failures.append(action)
            state.players[state.current].dollars += 100
            raise RuntimeError("a bug")
        return flight(state, action)

    monkeypatch.setitem(rules._APPLY, type(history[-1]), broken)
    page.click("region", "kimberley")
    assert page.document.faults and "RuntimeError: a bug" in page.document.faults[-1]
    text = visible_text(page)
    assert "Something went wrong; your game is saved" in text and 'data-command="reload-page"' in page.html()
    assert 'data-command="export-current"' in page.html()
    assert page.state.history == history  # back at the last complete action
    assert all(p.dollars < 100 for p in page.state.players)
    assert raw[slot_key(slot)] == saved  # the store holds the same game, untouched
    monkeypatch.undo()
    page.click("region", "kimberley")  # and the page plays on
    assert len(page.state.history) == len(history) + 1
    assert "Something went wrong" not in visible_text(page)


def test_a_lasting_failure_never_changes_the_game_or_its_save(monkeypatch):
    page, raw = app_with_two_saves()
    page.command("reveal")
    before = dict(raw)
    state = page.state
    rules = __import__("australia.rules", fromlist=["_APPLY"])

    def always_broken(state, action):
        raise RuntimeError("a lasting bug")

    monkeypatch.setitem(rules._APPLY, DrawCard, always_broken)
    monkeypatch.setitem(rules._APPLY, Fly, always_broken)
    for region in ("kimberley", "pilbara", "kimberley"):
        page.click("region", region)
        assert page.state is state and raw == before
        assert "Something went wrong; your game is saved" in visible_text(page)
    monkeypatch.undo()
    page.click("region", "kimberley")
    assert len(page.state.history) == len(state.history) + 1


def test_a_failure_while_drawing_a_screen_falls_back_to_the_screen_before(monkeypatch):
    page, raw = app_with_two_saves()
    from web.view import saved as saved_view

    def broken(*args, **kwargs):
        raise ValueError("cannot draw")

    monkeypatch.setattr(saved_view, "saved_games_html", broken)
    page.command("saved-games")
    assert page.screen == "game" and "cannot draw" in page.document.faults[-1]
    assert "Something went wrong" in visible_text(page)
    monkeypatch.undo()
    page.command("saved-games")
    assert page.screen == "saved" and "Something went wrong" not in visible_text(page)


def test_a_page_that_cannot_draw_at_all_says_so_plainly(monkeypatch):
    page, _ = app_with_two_saves()
    from web.view import page as page_view

    def broken(*args, **kwargs):
        raise ValueError("cannot draw")

    monkeypatch.setattr(page_view, "banners_html", broken)
    page.command("zoom-map")
    assert page.document.broken
