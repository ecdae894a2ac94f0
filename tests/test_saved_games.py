"""Saved games that are never lost: bad input, slots, import/export, two tabs, undo, replay.

Every test runs the page's own logic (``web.app.App`` over ``web.storage.Storage``) on a
plain dict standing for localStorage. A bad input must show a message saying what is wrong
and leave every key of the store byte-for-byte as it was.
"""

from __future__ import annotations

import hashlib
import json
import re

import pytest

from australia import Config, DrawCard, EndTurn, Fly, apply_action, dump_game, load_game, new_game, replay
from web.app import BROKEN, GAME, REPLAY, SAVED, App
from web.replay import BACK, FIRST, FORWARD, LAST, Replay
from web.session import Session
from web import words

HIDDEN_SEEN = "a drawn card or a revealed tile cannot be taken back"
NOTHING_TO_UNDO = "nothing to undo this turn"
from web.storage import CURRENT_KEY, LABEL_MAX, StaleSlot, Storage, export_name, slot_key

EVIL = "<img src=x onerror=alert(1)>"
EVIL_NAME = "<img src=x onerror=alert(1)>"
ANN_BEN = {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "9", "start": "0", "variant": "simple"}
CAT_DAN = {"count": "2", "name0": "Cat", "name1": "Dan", "seed": "4", "variant": "full"}


class Store:
    """A dict-backed store that can be made full (writes refused) or dead (every access refused)."""

    def __init__(self, data: dict, *, full: bool = False, dead: bool = False) -> None:
        self.data, self.full, self.dead = data, full, dead

    def get(self, key, default=None):
        if self.dead:
            raise RuntimeError("SecurityError: access denied")
        return self.data.get(key, default)

    def __setitem__(self, key, value):
        if self.dead or self.full:
            raise RuntimeError("QuotaExceededError")
        self.data[key] = value

    def __delitem__(self, key):
        if self.dead:
            raise RuntimeError("SecurityError: access denied")
        del self.data[key]

    def keys(self):
        if self.dead:
            raise RuntimeError("SecurityError: access denied")
        return list(self.data)


def _clock():
    t = [1_700_000_000.0]

    def now():
        t[0] += 60
        return t[0]

    return now


def _app(data: dict, **store) -> App:
    app = App(Storage(Store(data, **store)), now=_clock(), when=lambda t: f"T{int(t)}")
    app.boot()
    return app


def _play_opening(app: App) -> None:
    """The four opening draws (Ann starts), each behind its hand-over screen."""
    for _ in range(4):
        if app.session.handover:
            app.handle(("command", "reveal"))
        app.handle(("stack", "2"))
    if app.session.handover:
        app.handle(("command", "reveal"))


def _two_saves() -> dict:
    """A store holding two games: Cat vs Dan (g1, full) and Ann vs Ben (g2, on the table)."""
    data: dict = {}
    app = _app(data)
    app.handle(("command", "start"), CAT_DAN)
    app.handle(("command", "new-game"))
    app.handle(("command", "start"), ANN_BEN)
    _play_opening(app)
    assert app.slot == "g2" and data[CURRENT_KEY] == "g2"
    return data


def _digest(body: dict) -> str:
    """The digest as docs/save-format.md defines it."""
    content = {k: body[k] for k in ("config", "seed", "actions", "table")}
    return hashlib.sha256(json.dumps(content, sort_keys=True, separators=(",", ":")).encode("ascii")).hexdigest()


def _save_body() -> dict:
    state = new_game(Config(("Eve", "Fay"), start_player=0), 3)
    for _ in range(4):
        apply_action(state, DrawCard(1))
    return json.loads(dump_game(state))


def _not_replaying() -> bytes:
    body = _save_body()
    body["actions"].append({"type": "end_turn"})  # ending the turn before any action
    body["digest"] = _digest(body)
    return json.dumps(body).encode()


def _with(**changes) -> bytes:
    body = _save_body()
    body.update(changes)
    return json.dumps(body).encode()


# --- bad input never costs a game -------------------------------------------------------------


def _import(data: bytes):
    return lambda app, raw: app.import_file("bad.json", data)


def _too_big(app, raw):
    assert app.import_refused("huge.json", 7_340_032)  # refused on its size, never read


def _too_big_read(app, raw):
    app.import_file("huge.json", b'{"format": "australia-game", "pad": "' + b"x" * 1_100_000 + b'"}')


def _edited_in_storage(app, raw):
    # someone edited the stored text of Cat vs Dan (g1): another seed, same digest
    raw[slot_key("g1")] = raw[slot_key("g1")].replace('"seed":4', '"seed":5')
    return "edited"


def _open_edited(app, raw):
    app.handle(("command", "open:g1"))


def _full_on_write(app, raw):
    app.storage.store.full = True
    app.handle(("region", "pilbara"))  # a legal flight: the game goes on, the write is refused


def _unavailable(app, raw):
    app.storage.store.dead = True
    app.handle(("region", "pilbara"))
    app.handle(("command", "saved-games"))


BAD_INPUTS = [
    ("not UTF-8", _import(b"\xff\xfe{\x00\x81 not text"), "the file is not text"),
    ("not JSON", _import(b"<html>hello</html>"), "the text is not valid JSON"),
    ("wrong shape: a list", _import(b"[1, 2, 3]"), "not a saved game of Australia"),
    ("wrong shape: missing fields", _import(b'{"format": "australia-game", "schema": 2}'), "“config” is missing"),
    ("wrong shape: actions not a list", _import(_with(actions={"type": "fly"})), "“actions” is missing or of the wrong kind"),
    ("unknown format", _import(b'{"format": "chess-game", "schema": 1}'), "not a saved game of Australia"),
    ("newer schema", _import(_with(schema=99)), "written by a newer version of the game (version 99"),
    ("no schema", _import(_with(schema="two")), "no valid version number"),
    ("log that does not replay", _import(_not_replaying()), "does not replay: action 5 is refused"),
    ("edited file (digest)", _import(_with(seed=77)), "its content was changed after it was written"),
    ("more than 1 MB, by its size", _too_big, "this file is 7.3 MB; a saved game is never larger than 1 MB"),
    ("more than 1 MB, read", _too_big_read, "a saved game is never larger than 1 MB"),
    ("save edited in storage", _open_edited, "its content was changed after it was written"),
    ("storage full on write", _full_on_write, "the browser refused to save the game"),
    ("storage unavailable", _unavailable, "This game is not saved: the browser"),
]


@pytest.mark.parametrize("case, act, message", BAD_INPUTS, ids=[c[0] for c in BAD_INPUTS])
def test_bad_input_says_what_is_wrong_and_changes_no_save(case, act, message):
    raw = _two_saves()
    if act is _open_edited:
        _edited_in_storage(None, raw)
    app = _app(raw)
    before = dict(raw)
    act(app, raw)
    html = app.html()
    text = re.sub(r"<[^>]+>", "", html).replace("&#x27;", "'")
    assert message in text, text[:600]
    assert raw == before  # every key, byte for byte
    assert EVIL not in html


def test_a_save_edited_in_storage_is_listed_as_damaged_and_kept():
    raw = _two_saves()
    _edited_in_storage(None, raw)
    before = dict(raw)
    app = _app(raw)
    app.handle(("command", "saved-games"))
    html = app.html()
    assert 'data-slot="g1"' in html and "Damaged save" in html and "content was changed" in html
    app.handle(("command", "export:g1"))
    name, text = app.take_download()
    assert text == before[slot_key("g1")]  # the damaged text exactly, to rescue by hand
    assert name.startswith("australia-damaged-")
    assert raw == before


def test_a_broken_current_save_boots_to_its_message_and_can_be_exported():
    raw = _two_saves()
    raw[slot_key("g2")] = "{not json"
    before = dict(raw)
    app = _app(raw)
    assert app.screen == BROKEN
    html = app.html()
    assert "not valid JSON" in html and "export:g2" in html
    app.handle(("command", "export:g2"))
    assert app.take_download()[1] == "{not json"
    app.handle(("command", "saved-games"))
    app.handle(("command", "open:g1"))  # the other game still opens
    assert app.screen == GAME and app.session.state.players[0].name == "Cat"
    assert {k: v for k, v in raw.items() if k != CURRENT_KEY} == {k: v for k, v in before.items() if k != CURRENT_KEY}


def test_unavailable_storage_still_plays_and_exports_from_memory():
    app = _app({}, dead=True)
    app.handle(("command", "start"), ANN_BEN)
    _play_opening(app)
    app.handle(("region", "pilbara"))
    assert app.session.state.history[-1] == Fly("pilbara")
    assert "does not let the page keep saved games" in app.html() or "not saved" in app.html()
    app.handle(("command", "export-current"))
    name, text = app.take_download()
    assert name.startswith("australia-ann-ben-") and name.endswith(".json")
    assert load_game(text) == app.session.state


def test_private_mode_is_announced():
    app = App(Storage({}, available=False), now=_clock())
    app.boot()
    assert "does not let the page keep saved games" in app.html()


# --- slots -----------------------------------------------------------------------------------


def test_the_list_shows_players_variant_round_date_and_whether_over():
    raw = _two_saves()
    app = _app(raw)
    app.handle(("command", "saved-games"))
    assert app.screen == SAVED
    slots = app.storage.slots()
    assert [s.id for s in slots] == ["g2", "g1"]  # the most recently saved first
    html = app.html()
    assert "Ann vs Ben" in html and "Cat vs Dan" in html
    assert "2 players · simple game · round 1 · saved T" in html
    assert "2 players · full game · round 1 · saved T" in html
    assert "on the table" in html  # g2 is the game this page shows


def test_rename_keeps_the_game_and_shows_the_label_as_text():
    raw = _two_saves()
    app = _app(raw)
    game = load_game(raw[slot_key("g1")])
    app.handle(("command", "saved-games"))
    app.handle(("command", "rename:g1"))
    assert 'data-field="label"' in app.html() and 'value="Cat vs Dan"' in app.html()
    app.handle(("command", "rename-save:g1"), {"label": EVIL + " " + "x" * 60})
    html = app.html()
    assert EVIL not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    info = app.storage.info("g1")
    assert info.label == (EVIL + " " + "x" * 60)[:LABEL_MAX]
    assert load_game(raw[slot_key("g1")]) == game  # same game, new name
    assert export_name(info.players, info.saved).startswith("australia-cat-dan-")


def test_delete_asks_first_and_touches_no_other_save():
    raw = _two_saves()
    app = _app(raw)
    app.handle(("command", "saved-games"))
    app.handle(("command", "delete:g1"))
    assert "Delete “Cat vs Dan” for good?" in app.html()
    assert slot_key("g1") in raw
    app.handle(("command", "delete-cancel:g1"))
    assert "for good" not in app.html() and slot_key("g1") in raw
    others = {k: v for k, v in raw.items() if k != slot_key("g1")}
    app.handle(("command", "delete:g1"))
    app.handle(("command", "delete-confirm:g1"))
    assert slot_key("g1") not in raw
    assert raw == others
    assert [s.id for s in app.storage.slots()] == ["g2"]


def test_deleting_the_game_on_the_table_leaves_no_game_open():
    raw = _two_saves()
    app = _app(raw)
    app.handle(("command", "saved-games"))
    app.handle(("command", "delete:g2"))
    app.handle(("command", "delete-confirm:g2"))
    assert app.session is None and CURRENT_KEY not in raw
    assert "Back to the game" not in app.html()


def test_export_then_import_opens_a_new_slot_and_plays_on():
    raw = _two_saves()
    app = _app(raw)
    app.handle(("command", "export-current"))
    name, text = app.take_download()
    assert re.fullmatch(r"australia-ann-ben-\d{4}-\d{2}-\d{2}\.json", name)
    before = dict(raw)
    app.handle(("command", "saved-games"))
    app.import_file(name, text.encode())
    assert app.screen == GAME and app.slot == "g3"
    assert "was imported as a new saved game" in app.html()
    assert {k: v for k, v in raw.items() if k in before and k != CURRENT_KEY} == {
        k: v for k, v in before.items() if k != CURRENT_KEY
    }
    assert app.session.state == load_game(before[slot_key("g2")])
    assert app.session.handover  # an imported game waits behind the hand-over screen
    app.handle(("command", "reveal"))
    app.handle(("region", "pilbara"))
    assert load_game(raw[slot_key("g3")]).history[-1] == Fly("pilbara")
    assert raw[slot_key("g2")] == before[slot_key("g2")]


def test_an_imported_label_and_names_are_text():
    state = new_game(Config((EVIL_NAME, "Ben"), start_player=0), 1)
    text = dump_game(state, {"label": EVIL, "rev": 3})
    app = _app({})
    app.import_file(EVIL + ".json", text.encode())
    app.handle(("command", "saved-games"))
    html = app.html()
    assert EVIL not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html
    assert EVIL_NAME not in html
    app.import_file(EVIL + ".json", b"nope")
    assert EVIL not in app.html() and "was not imported" in app.html()


def test_a_schema_1_file_imports():
    body = _save_body()
    old = {k: body[k] for k in ("format", "config", "seed", "actions")}
    old["schema"] = 1
    app = _app({})
    app.import_file("old.json", json.dumps(old).encode())
    assert app.screen == GAME and len(app.session.state.history) == 4


# --- two tabs over one store ------------------------------------------------------------------


def test_a_stale_write_is_refused():
    raw = _two_saves()
    tab_a, tab_b = Storage(raw), Storage(raw)
    a, b = tab_a.load("g2"), tab_b.load("g2")
    apply_action(a.state, Fly("pilbara"))
    tab_a.save("g2", a.state, updated=1)
    written = raw[slot_key("g2")]
    apply_action(b.state, Fly("kimberley"))
    with pytest.raises(StaleSlot):
        tab_b.save("g2", b.state, updated=2)
    assert raw[slot_key("g2")] == written
    assert json.loads(written)["meta"]["rev"] == json.loads(_two_saves()[slot_key("g2")])["meta"]["rev"] + 1
    with pytest.raises(StaleSlot):  # nor may a page that never read a slot write into it
        Storage(raw).save("g2", b.state)


def test_the_other_tab_reloads_the_newer_position():
    raw = _two_saves()
    a, b = _app(raw), _app(raw)
    a.handle(("region", "pilbara"))
    assert b.storage_changed(slot_key("g2"))
    assert b.session.state == a.session.state
    assert "moved on in another tab" in b.html()
    b.handle(("region", "kimberley"))  # and b may go on from there
    assert load_game(raw[slot_key("g2")]).history[-2:] == [Fly("pilbara"), Fly("kimberley")]
    assert a.storage_changed(slot_key("g2")) and a.session.state == b.session.state


def test_two_tabs_acting_at_once_keep_both_games():
    raw = _two_saves()
    a, b = _app(raw), _app(raw)
    a.handle(("region", "pilbara"))
    b.handle(("region", "kimberley"))  # before the storage event reached b
    assert b.slot == "g3"
    assert "Both versions are kept" in b.html() and "Ann vs Ben (copy)" in b.html()
    assert load_game(raw[slot_key("g2")]).history[-1] == Fly("pilbara")
    assert load_game(raw[slot_key("g3")]).history[-1] == Fly("kimberley")
    assert not a.storage_changed(slot_key("g3"))  # a is showing g2, which did not change


def test_a_change_elsewhere_waits_behind_the_screen_the_player_is_on():
    raw = _two_saves()
    a, b = _app(raw), _app(raw)
    b.handle(("command", "saved-games"))
    a.handle(("region", "pilbara"))
    assert b.storage_changed(slot_key("g2"))
    assert b.screen == SAVED and b.session.state == a.session.state
    b.handle(("command", "replay-current"))
    a.handle(("region", "kimberley"))
    assert not b.storage_changed(slot_key("g2"))  # the replay on screen stays as it is
    assert b.screen == REPLAY and b.session.state == a.session.state


def test_unsaved_moves_and_a_change_elsewhere_keep_both():
    raw = _two_saves()
    a, b = _app(raw), _app(raw)
    b.storage.store.full = True
    b.handle(("region", "kimberley"))
    assert b.unsaved
    a.handle(("region", "pilbara"))
    b.storage.store.full = False
    assert b.storage_changed(slot_key("g2"))
    assert b.slot == "g3" and "Both versions are kept" in b.html()
    assert load_game(raw[slot_key("g3")]).history[-1] == Fly("kimberley")
    assert load_game(raw[slot_key("g2")]).history[-1] == Fly("pilbara")


def test_a_game_deleted_in_another_tab_comes_back_as_a_new_game_on_the_next_move():
    raw = _two_saves()
    a, b = _app(raw), _app(raw)
    a.handle(("command", "saved-games"))
    a.handle(("command", "delete-confirm:g2"))
    assert b.storage_changed(slot_key("g2"))
    assert "deleted in another tab" in b.html() and b.screen == GAME
    assert slot_key("g2") not in raw  # not brought back behind the players' backs
    b.handle(("region", "pilbara"))
    assert b.slot == "g3" and load_game(raw[slot_key("g3")]).history[-1] == Fly("pilbara")
    assert "saved again here as a new game" in b.html() and "(copy)" not in b.html()


def test_a_new_game_in_each_tab_never_shares_a_slot():
    raw: dict = {}
    a, b = _app(raw), _app(raw)
    a.handle(("command", "start"), ANN_BEN)
    b.handle(("command", "start"), CAT_DAN)
    assert {a.slot, b.slot} == {"g1", "g2"}
    assert load_game(raw[slot_key(a.slot)]).players[0].name == "Ann"
    assert load_game(raw[slot_key(b.slot)]).players[0].name == "Cat"


# --- undo ------------------------------------------------------------------------------------


def _ben_to_play(app: App) -> None:
    _play_opening(app)
    app.handle(("region", "pilbara"))
    app.handle(("region", "kimberley"))
    app.handle(("command", "end-turn"))
    app.handle(("command", "reveal"))


def test_undo_takes_back_a_flight_into_a_face_up_region_and_saves():
    raw: dict = {}
    app = _app(raw)
    app.handle(("command", "start"), ANN_BEN)
    _ben_to_play(app)
    assert f"Nothing to undo this turn".lower() in app.html().lower()
    app.handle(("region", "pilbara"))  # already face up: nothing hidden is seen
    html = app.html()
    assert 'data-command="undo"' in html and 'data-command="undo" aria-keyshortcuts="Control+Z" title="Take back' in html
    assert "Ben flew to Pilbara" in html
    before = len(app.session.state.history)
    app.handle(("command", "undo"))
    state = app.session.state
    assert len(state.history) == before - 1 and state.player.name == "Ben"
    assert "Ben flew to Pilbara" not in app.html()
    assert load_game(raw[slot_key(app.slot)]) == state
    app.handle(("command", "undo"))  # nothing more this turn
    assert "Cannot undo: nothing to undo this turn" in app.html()
    assert load_game(raw[slot_key(app.slot)]) == state


def test_undo_stops_at_a_revealed_tile_or_drawn_card():
    state = new_game(Config(("Ann", "Ben"), start_player=0), 9)
    apply_action(state, DrawCard(2))
    session = Session(state, handover=False)

    def notice():
        return words.why(session.notice)

    assert not session.undo() and NOTHING_TO_UNDO in notice()  # Ben has done nothing yet
    for _ in range(3):
        apply_action(state, DrawCard(2))
    assert not session.undo() and NOTHING_TO_UNDO in notice()  # Ann's first turn has not begun
    apply_action(state, Fly("pilbara"))  # reveals the tile
    assert not session.undo() and HIDDEN_SEEN in notice()
    apply_action(state, Fly("kimberley"))
    apply_action(state, EndTurn())
    assert not session.undo() and NOTHING_TO_UNDO in notice()


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
    r = Replay.of(game, title=EVIL, step=0)
    assert r.state == new_game(game.config, game.seed)
    for n in (1, 2, 3):
        assert r.command(FORWARD)
        assert r.step == n and r.state == replay(game.config, game.seed, history[:n])
    assert r.command(BACK) and r.state == replay(game.config, game.seed, history[:2])
    assert r.command(LAST) and r.state == game and not r.command(FORWARD)
    assert r.command(FIRST) and r.step == 0 and not r.command(BACK)
    assert game.history == history


def test_the_replay_screen_shows_the_step_and_no_hand():
    raw: dict = {}
    app = _app(raw)
    game = _finished_game()
    app.import_file("done.json", dump_game(game).encode())
    text = raw[slot_key(app.slot)]
    assert "replay-current" in app.html()  # the end screen offers the replay
    app.handle(("command", "replay-current"))
    assert app.screen == REPLAY
    total = len(game.history)
    assert f"Step 0 of {total}" in app.html() and "nobody has acted yet" in app.html()
    for _ in range(5):
        app.handle(("command", "replay-forward"))
    html = app.html()
    assert f"Step 5 of {total}" in html and f'data-step-index="5" data-steps="{total}"' in html
    assert "drew a card from stack" in html
    assert "data-card=" not in html and EVIL_NAME not in html
    app.handle(("command", "replay-last"))
    assert f"Step {total} of {total}" in app.html() and "Game over" in app.html()
    app.handle(("command", "replay-close"))
    assert app.screen == GAME
    app.handle(("command", "saved-games"))
    app.handle(("command", f"replay:{app.slot}"))
    assert app.screen == REPLAY and f"Step 0 of {total}" in app.html()
    app.handle(("command", "replay-close"))
    assert app.screen == SAVED
    assert raw[slot_key(app.slot)] == text
