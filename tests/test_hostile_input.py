"""Hostile files and odd names: a clear message, no save touched, and the page plays on.

Under CPython, through ``App`` exactly as the page drives it; the same table runs in
Chromium in ``tests/e2e/test_hostile_files.py``.
"""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from australia import Config, DrawCard, Fly, InputError, SaveError, apply_action, dump_game, new_game
from australia.save import _digest
from web.app import App
from web.storage import Storage, read_import, slot_key

EVIL_NAME = '<img src=x onerror=alert(1)>\u202e\u202dgnp.json'


def valid_body(names=("Eve", "Fay")) -> dict:
    state = new_game(Config(tuple(names), start_player=0), 3)
    for _ in range(4):
        apply_action(state, DrawCard(1))
    return json.loads(dump_game(state))


def signed(body: dict) -> bytes:
    body = dict(body)
    body["digest"] = _digest(body)
    return json.dumps(body).encode()


def with_field(path: tuple, value) -> bytes:
    """A valid save with the value at ``path`` replaced, digest recomputed."""
    body = valid_body()
    where = body
    for key in path[:-1]:
        where = where[key]
    where[path[-1]] = value
    return signed(body)


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def long_log(actions: int) -> bytes:
    body = valid_body()
    body["actions"] = body["actions"] + [{"type": "end_turn"}] * actions
    body["digest"] = _digest(body)
    return json.dumps(body, separators=(",", ":")).encode()


# (case, file content, words the player must read)
HOSTILE = [
    ("100,000 nested brackets", nested(100_000), "nested more than 32 levels"),
    ("deep object in meta", b'{"format":"australia-game","meta":' + b'{"a":' * 5000 + b"1" + b"}" * 5001, "nested more than 32 levels"),
    ("5,000-digit number in meta", json.dumps({**valid_body(), "meta": {"n": 1}}).replace('"n": 1', '"n": ' + "9" * 5000).encode(), "more than 300 digits"),
    ("windmill region is a list", with_field(("config", "windmill_region"), []), "setup is not a game of Australia"),
    ("NaN", json.dumps(valid_body()).replace('"seed": 3', '"seed": NaN').encode(), "not valid JSON"),
    ("Infinity", json.dumps(valid_body()).replace('"seed": 3', '"seed": Infinity').encode(), "not valid JSON"),
    ("duplicate keys", json.dumps(valid_body()).replace('"seed": 3', '"seed": 3, "seed": 4').encode(), "not valid JSON"),
    ("49,000-action log", long_log(49_000), "does not replay"),
    ("string never closed", b'{"format": "australia-game", "x": "' + b'\\"' * 1000, "not valid JSON"),
]

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


def app_with_two_saves() -> tuple[App, dict]:
    raw: dict = {}
    app = App(Storage(raw, writer="t"), now=lambda: 1_800_000_000.0)
    for names, seed in ((("Ann", "Ben"), 4), (("Cat", "Dan"), 5)):
        app.form.update({"name0": names[0], "name1": names[1], "seed": str(seed), "start": "0"})
        app.handle(("command", "new-game"))
        app.handle(("command", "start"))
        for _ in range(4):
            app.handle(("command", "reveal"))
            app.handle(("stack", "2"))
    return app, raw


def visible_text(app: App) -> str:
    return re.sub(r"<[^>]+>", "", app.html())


def still_plays(app: App) -> None:
    """The page goes on: back to the game on the table, and a flight is applied."""
    app.handle(("command", "saved-games"))
    app.handle(("command", f"open:{app.storage.slot_ids()[0]}"))
    session = app.session
    before = len(session.state.history)
    app.handle(("command", "reveal"))
    region = next(r for r in ("kimberley", "pilbara") if r != session.state.player.plane)
    app.handle(("region", region))
    assert len(app.session.state.history) == before + 1


@pytest.mark.parametrize("case, data, message", HOSTILE, ids=[c[0] for c in HOSTILE])
def test_a_hostile_file_is_refused_with_its_reason_and_changes_nothing(case, data, message):
    app, raw = app_with_two_saves()
    before = dict(raw)
    app.import_file(EVIL_NAME, data)
    text = visible_text(app)
    assert "was not imported" in text and message in text, text[:400]
    assert raw == before
    assert "<img" not in app.html()
    still_plays(app)


@pytest.mark.parametrize("path, value", WRONG_TYPES, ids=[f"{'.'.join(map(str, p))}={v!r}" for p, v in WRONG_TYPES])
def test_a_wrong_type_in_any_field_is_refused_and_changes_nothing(path, value):
    app, raw = app_with_two_saves()
    before = dict(raw)
    data = with_field(path, value)
    if path == ("digest",):
        body = json.loads(data)
        body["digest"] = value
        data = json.dumps(body).encode()
    app.import_file("odd.json", data)
    assert "was not imported" in visible_text(app)
    assert raw == before


def test_the_file_name_is_shown_as_text_without_its_direction_marks_doing_harm():
    app, _ = app_with_two_saves()
    app.import_file(EVIL_NAME, b"nope")
    html = app.html()
    assert "<img src=x" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "\u202e" not in html and "\u202d" not in html  # the name cannot turn the message around


# --- names with emoji -------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["Zoë 👩\u200d🚀", "Zoe\u0308", "👨\u200d👩\u200d👧", "☺\ufe0f Ann", "Łukasz", "李雷"])
def test_names_with_emoji_and_accents_start_a_game(name):
    app, _ = app_with_two_saves()
    app.form.update({"name0": name, "name1": "Ben", "seed": "1", "start": "0"})
    app.handle(("command", "new-game"))
    app.handle(("command", "start"))
    assert app.form_error == ""
    assert app.session.state.players[0].name == Config((name, "Ben")).players[0]


def test_a_name_typed_two_ways_is_one_name():
    app, _ = app_with_two_saves()
    app.form.update({"name0": "Zo\u00eb", "name1": "Zoe\u0308", "seed": "1"})
    app.handle(("command", "new-game"))
    app.handle(("command", "start"))
    assert "cannot share a name" in app.form_error


@pytest.mark.parametrize("bad", ["Ann\u202e", "A\u0007nn", "Ann\u2066x"])
def test_control_and_direction_characters_are_refused_in_the_form_and_in_imports(bad):
    app, raw = app_with_two_saves()
    before = dict(raw)
    app.form.update({"name0": bad, "name1": "Ben", "seed": "1"})
    app.handle(("command", "new-game"))
    app.handle(("command", "start"))
    assert "character that cannot be shown" in app.form_error
    app.import_file("bad-name.json", with_field(("config", "players"), [bad, "Ben"]))
    assert "character that cannot be shown" in visible_text(app)
    assert raw == before


# --- the safety net ----------------------------------------------------------------------------


def test_an_unexpected_failure_in_a_handler_says_so_calmly_and_loses_nothing(monkeypatch):
    app, raw = app_with_two_saves()
    app.handle(("command", "reveal"))
    app.handle(("region", "pilbara"))
    saved = raw[slot_key(app.slot)]
    history = list(app.session.state.history)

    failures = []

    def broken(state, action):
        if not failures:  # fails once, half-way through a step
            failures.append(action)
            state.players[state.current].dollars += 100
            raise RuntimeError("a bug")
        return flight(state, action)

    flight = __import__("australia.rules", fromlist=["_APPLY"])._APPLY[type(history[-1])]

    monkeypatch.setitem(__import__("australia.rules", fromlist=["_APPLY"])._APPLY, type(history[-1]), broken)
    app.guarded(app.handle, ("region", "kimberley"))
    assert app.fault and "RuntimeError: a bug" in app.fault
    text = visible_text(app)
    assert "Something went wrong; your game is saved" in text and 'data-command="reload-page"' in app.html()
    assert 'data-command="export-current"' in app.html()
    assert app.session.state.history == history  # back at the last complete action
    assert all(p.dollars < 100 for p in app.session.state.players)
    assert raw[slot_key(app.slot)] == saved  # the store already held this game: not rewritten
    monkeypatch.undo()
    app.handle(("region", "kimberley"))  # and the page plays on
    assert len(app.session.state.history) == len(history) + 1
    assert "Something went wrong" not in visible_text(app)


def test_a_game_that_cannot_be_rebuilt_stays_saved_and_the_page_goes_to_saved_games(monkeypatch):
    app, raw = app_with_two_saves()
    app.handle(("command", "reveal"))
    before = dict(raw)
    rules = __import__("australia.rules", fromlist=["_APPLY"])

    def always_broken(state, action):
        raise RuntimeError("a lasting bug")

    monkeypatch.setitem(rules._APPLY, DrawCard, always_broken)  # so the game cannot be replayed
    monkeypatch.setitem(rules._APPLY, Fly, always_broken)
    app.guarded(app.handle, ("region", "kimberley"))
    assert app.screen == "saved" and app.session is None
    assert raw == before
    assert "Something went wrong; your game is saved" in visible_text(app)
    monkeypatch.undo()
    app.handle(("command", f"open:{app.storage.slot_ids()[0]}"))
    assert app.session is not None


def test_a_failure_while_drawing_a_screen_falls_back_to_a_screen_that_draws(monkeypatch):
    app, raw = app_with_two_saves()
    app.handle(("command", "saved-games"))
    from web import saved_view

    def broken(*args, **kwargs):
        raise ValueError("cannot draw")

    monkeypatch.setattr(saved_view, "saved_games_html", broken)
    assert app.guarded(app.html) is None and "cannot draw" in app.fault
    monkeypatch.undo()
    assert "Something went wrong" in visible_text(app)


# --- the import path under adversarial JSON ---------------------------------------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=20,
)
paths = st.lists(st.sampled_from(["format", "schema", "config", "players", "seed", "actions", "meta", 0, 1, "type"]), min_size=1, max_size=4)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=json_values, path=paths, deep=st.integers(0, 60), digits=st.integers(1, 400))
def test_the_import_path_lets_only_save_errors_out(value, path, deep, digits):
    body = valid_body()
    where = body
    for key in path[:-1]:
        if isinstance(where, dict) and key in where:
            where = where[key]
        elif isinstance(where, list) and isinstance(key, int) and key < len(where):
            where = where[key]
    last = path[-1]
    if isinstance(where, dict):
        where[str(last)] = value
    elif isinstance(where, list) and where:
        where[0] = value
    texts = [
        signed(body),
        json.dumps(body).encode(),
        b"[" * deep + json.dumps(value).encode() + b"]" * deep,
        json.dumps({"format": "australia-game", "schema": 2, "meta": {"n": 0}}).replace("0}", "9" * digits + "}").encode(),
    ]
    for data in texts:
        try:
            read_import(data)
        except SaveError:
            pass
        except InputError as error:  # pragma: no cover - would be a bug
            raise AssertionError(f"{type(error).__name__} is not a SaveError") from error
