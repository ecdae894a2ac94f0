"""Saved games that are never lost (``web.state.saving``): bad input, slots, import/export,
two tabs, undo; also an empty file, a game imported twice, and a new game that keeps the one
in progress.

Every test runs the whole page as it runs in the browser (``tests.page.Page``: the runtime
over ``web.browser.store.Storage`` with fake adapters) on a plain dict standing for
localStorage. A bad input must show a message saying what is wrong and leave every key of the
store byte-for-byte as it was.
"""

from __future__ import annotations

import hashlib
import json
import re

import pytest

from australia import Config, DrawCard, EndTurn, Fly, apply_action, dump_game, load_game, new_game
from australia.save import SCHEMA_VERSION, load_save
from web.browser.store import StaleSlot, Storage, slot_key
from web.storage import CURRENT_KEY
from web.messages import FileOffered
from web.state.slots import LABEL_MAX, export_name
from web.state.session import Session
from web.text.reasons import why
from web.text.saves import title

from tests.page import Page
from tests.web.first_turn import _at_first_turn


BROKEN, GAME, REPLAY, SAVED = "broken", "game", "replay", "saved"


HIDDEN_SEEN = "a drawn card or a revealed tile cannot be taken back"


NOTHING_TO_UNDO = "nothing to undo this turn"


EVIL = "<img src=x onerror=alert(1)>"


EVIL_NAME = "<img src=x onerror=alert(1)>"


ANN_BEN = {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "9", "start": "0", "variant": "simple"}


CAT_DAN = {"count": "2", "name0": "Cat", "name1": "Dan", "seed": "4", "variant": "full"}


def _app(data: dict, **store) -> Page:
    return Page(data, **store)


def _two_tabs(raw: dict) -> tuple[Page, Page]:
    """Two tabs open on the same game; the player to act took the device in the first, and
    the second heard of it (as a tab hears of another's save)."""
    a, b = _app(raw), _app(raw)
    _taken(a)
    b.other_tab_changed(slot_key("g2"))
    assert not b.session.handover
    return a, b


def _taken(app: Page) -> Page:
    """The player to act takes the device (a game of people opens behind the hand-over)."""
    if app.session is not None and app.session.handover:
        app.command("reveal")
    return app


def _play_opening(app: Page) -> None:
    """The four opening draws (Ann starts), each behind its hand-over screen."""
    for _ in range(4):
        if app.session.handover:
            app.command("reveal")
        app.draw(2)
    if app.session.handover:
        app.command("reveal")


def _two_saves() -> dict:
    """A store holding two games: Cat vs Dan (g1, full) and Ann vs Ben (g2, on the table)."""
    data: dict = {}
    app = _app(data)
    app.command("start", **CAT_DAN)
    app.command("new-game")
    app.command("start", **ANN_BEN)
    _play_opening(app)
    assert app.model.table.slot == "g2" and data[CURRENT_KEY] == "g2"
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
    app.send(FileOffered(1, "huge.json", 7_340_032))  # refused on its size, never read
    assert not app.files.pending


def _too_big_read(app, raw):
    app.import_file("huge.json", b'{"format": "australia-game", "pad": "' + b"x" * 1_100_000 + b'"}')


def _edited_in_storage(app, raw):
    # someone edited the stored text of Cat vs Dan (g1): another seed, same digest
    raw[slot_key("g1")] = raw[slot_key("g1")].replace('"seed":4', '"seed":5')
    return "edited"


def _open_edited(app, raw):
    app.command("open", "g1")


def _full_on_write(app, raw):
    app.store.full = True
    app.click("region", "pilbara")  # a legal flight: the game goes on, the write is refused


def _unavailable(app, raw):
    app.store.dead = True
    app.click("region", "pilbara")
    app.command("saved-games")


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
    if act in (_full_on_write, _unavailable):
        _taken(app)  # the player to act takes the device, then plays
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
    app.command("saved-games")
    html = app.html()
    assert 'data-slot="g1"' in html and "Damaged save" in html and "content was changed" in html
    app.command("export", "g1")
    name, text = app.document.downloads.pop()
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
    assert "not valid JSON" in html and 'data-command="export" data-arg="g2"' in html
    app.command("export", "g2")
    assert app.document.downloads.pop()[1] == "{not json"
    app.command("saved-games")
    app.command("open", "g1")  # the other game still opens
    assert app.screen == GAME and app.session.state.players[0].name == "Cat"
    assert {k: v for k, v in raw.items() if k != CURRENT_KEY} == {k: v for k, v in before.items() if k != CURRENT_KEY}


def test_unavailable_storage_still_plays_and_exports_from_memory():
    app = _app({}, dead=True)
    app.command("start", **ANN_BEN)
    _play_opening(app)
    app.click("region", "pilbara")
    assert app.session.state.history[-1] == Fly("pilbara")
    assert "does not let the page keep saved games" in app.html() or "not saved" in app.html()
    app.command("export-current")
    name, text = app.document.downloads.pop()
    assert name.startswith("australia-ann-ben-") and name.endswith(".json")
    assert load_game(text) == app.session.state


def test_private_mode_is_announced():
    app = Page({}, available=False)
    assert "does not let the page keep saved games" in app.html()


# --- slots -----------------------------------------------------------------------------------


def test_the_list_shows_players_variant_round_date_and_whether_over():
    raw = _two_saves()
    app = _app(raw)
    app.command("saved-games")
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
    app.command("saved-games")
    app.command("rename", "g1")
    assert 'data-field="label"' in app.html() and 'value="Cat vs Dan"' in app.html()
    app.command("rename-save", "g1", **{"label": EVIL + " " + "x" * 60})
    html = app.html()
    assert EVIL not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    info = app.storage.info("g1")
    assert info.label == (EVIL + " " + "x" * 60)[:LABEL_MAX]
    assert load_game(raw[slot_key("g1")]) == game  # same game, new name
    assert export_name(info.players, info.saved).startswith("australia-cat-dan-")


def test_delete_asks_first_and_touches_no_other_save():
    raw = _two_saves()
    app = _app(raw)
    app.command("saved-games")
    app.command("delete", "g1")
    assert "Delete “Cat vs Dan” for good?" in app.html()
    assert slot_key("g1") in raw
    app.command("delete-cancel", "g1")
    assert "for good" not in app.html() and slot_key("g1") in raw
    others = {k: v for k, v in raw.items() if k != slot_key("g1")}
    app.command("delete", "g1")
    app.command("delete-confirm", "g1")
    assert slot_key("g1") not in raw
    assert raw == others
    assert [s.id for s in app.storage.slots()] == ["g2"]


def test_deleting_the_game_on_the_table_leaves_no_game_open():
    raw = _two_saves()
    app = _app(raw)
    app.command("saved-games")
    app.command("delete", "g2")
    app.command("delete-confirm", "g2")
    assert app.session is None and CURRENT_KEY not in raw
    assert "Back to the game" not in app.html()


def test_export_then_import_opens_a_new_slot_and_plays_on():
    raw = _two_saves()
    app = _app(raw)
    app.command("export-current")
    name, text = app.document.downloads.pop()
    assert re.fullmatch(r"australia-ann-ben-\d{4}-\d{2}-\d{2}\.json", name)
    before = dict(raw)
    app.command("saved-games")
    app.import_file(name, text.encode())
    assert app.screen == GAME and app.model.table.slot == "g3"
    assert "holds the same game as “Ann vs Ben”, saved already: it was imported as a copy" in app.html()
    assert load_save(raw[slot_key("g3")]).meta.get("copy")  # the copy is marked, and listed as such
    app.command("saved-games")
    assert app.html().count("copy kept ") == 1
    app.command("open", "g3")
    assert {k: v for k, v in raw.items() if k in before and k != CURRENT_KEY} == {
        k: v for k, v in before.items() if k != CURRENT_KEY
    }
    assert app.session.state == load_game(before[slot_key("g2")])
    assert app.session.handover  # an imported game waits behind the hand-over screen
    app.command("reveal")
    app.click("region", "pilbara")
    assert load_game(raw[slot_key("g3")]).history[-1] == Fly("pilbara")
    assert raw[slot_key("g2")] == before[slot_key("g2")]


def test_an_imported_label_and_names_are_text():
    state = new_game(Config((EVIL_NAME, "Ben"), start_player=0), 1)
    text = dump_game(state, {"label": EVIL, "rev": 3})
    app = _app({})
    app.import_file(EVIL + ".json", text.encode())
    app.command("saved-games")
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
    a, b = _two_tabs(raw)
    a.click("region", "pilbara")
    assert b.other_tab_changed(slot_key("g2"))
    assert b.session.state == a.session.state
    assert "moved on in another tab" in b.html()
    b.click("region", "kimberley")  # and b may go on from there
    assert load_game(raw[slot_key("g2")]).history[-2:] == [Fly("pilbara"), Fly("kimberley")]
    assert a.other_tab_changed(slot_key("g2")) and a.session.state == b.session.state


def test_two_tabs_acting_at_once_keep_both_games():
    raw = _two_saves()
    a, b = _two_tabs(raw)
    a.click("region", "pilbara")
    b.click("region", "kimberley")  # before the storage event reached b
    assert b.model.table.slot == "g3"
    assert "Both versions are kept" in b.html() and "Ann vs Ben (copy)" in b.html()
    assert load_game(raw[slot_key("g2")]).history[-1] == Fly("pilbara")
    assert load_game(raw[slot_key("g3")]).history[-1] == Fly("kimberley")
    assert not a.other_tab_changed(slot_key("g3"))  # a is showing g2, which did not change


def test_a_change_elsewhere_waits_behind_the_screen_the_player_is_on():
    raw = _two_saves()
    a, b = _two_tabs(raw)
    b.command("saved-games")
    a.click("region", "pilbara")
    assert b.other_tab_changed(slot_key("g2"))
    assert b.screen == SAVED and b.session.state == a.session.state
    b.command("replay-current")
    a.click("region", "kimberley")
    assert not b.other_tab_changed(slot_key("g2"))  # the replay on screen stays as it is
    assert b.screen == REPLAY and b.session.state == a.session.state


def test_unsaved_moves_and_a_change_elsewhere_keep_both():
    raw = _two_saves()
    a, b = _two_tabs(raw)
    b.store.full = True
    b.click("region", "kimberley")
    assert b.model.table.unsaved
    a.click("region", "pilbara")
    b.store.full = False
    assert b.other_tab_changed(slot_key("g2"))
    assert b.model.table.slot == "g3" and "Both versions are kept" in b.html()
    assert load_game(raw[slot_key("g3")]).history[-1] == Fly("kimberley")
    assert load_game(raw[slot_key("g2")]).history[-1] == Fly("pilbara")


def test_a_game_deleted_in_another_tab_comes_back_as_a_new_game_on_the_next_move():
    raw = _two_saves()
    a, b = _two_tabs(raw)
    a.command("saved-games")
    a.command("delete-confirm", "g2")
    assert b.other_tab_changed(slot_key("g2"))
    assert "deleted in another tab" in b.html() and b.screen == GAME
    assert slot_key("g2") not in raw  # not brought back behind the players' backs
    b.click("region", "pilbara")
    assert b.model.table.slot == "g3" and load_game(raw[slot_key("g3")]).history[-1] == Fly("pilbara")
    assert "saved again here as a new game" in b.html() and "(copy)" not in b.html()


def test_a_new_game_in_each_tab_never_shares_a_slot():
    raw: dict = {}
    a, b = _app(raw), _app(raw)
    a.command("start", **ANN_BEN)
    b.command("start", **CAT_DAN)
    assert {a.model.table.slot, b.model.table.slot} == {"g1", "g2"}
    assert load_game(raw[slot_key(a.model.table.slot)]).players[0].name == "Ann"
    assert load_game(raw[slot_key(b.model.table.slot)]).players[0].name == "Cat"


# --- undo ------------------------------------------------------------------------------------


def _ben_to_play(app: Page) -> None:
    _play_opening(app)
    app.click("region", "pilbara")
    app.click("region", "kimberley")
    app.command("end-turn")
    app.command("reveal")


def test_undo_takes_back_a_flight_into_a_face_up_region_and_saves():
    raw: dict = {}
    app = _app(raw)
    app.command("start", **ANN_BEN)
    _ben_to_play(app)
    assert "Nothing to undo this turn".lower() in app.html().lower()
    app.click("region", "pilbara")  # already face up: nothing hidden is seen
    html = app.html()
    assert 'data-command="undo"' in html and 'data-command="undo" aria-keyshortcuts="Control+Z" title="Take back' in html
    assert "Ben flew to Pilbara" in html
    before = len(app.session.state.history)
    app.command("undo")
    state = app.session.state
    assert len(state.history) == before - 1 and state.player.name == "Ben"
    assert "Ben flew to Pilbara" not in app.html()
    assert load_game(raw[slot_key(app.model.table.slot)]) == state
    app.command("undo")  # nothing more this turn
    assert "Cannot undo: nothing to undo this turn" in app.html()
    assert load_game(raw[slot_key(app.model.table.slot)]) == state


def test_undo_stops_at_a_revealed_tile_or_drawn_card():
    state = new_game(Config(("Ann", "Ben"), start_player=0), 9)
    apply_action(state, DrawCard(2))
    session = Session.start(state, handover=False)

    def refused() -> str:
        after, undone = session.undo()
        assert not undone and after.state is state
        return why(after.notice)

    assert NOTHING_TO_UNDO in refused()  # Ben has done nothing yet
    for _ in range(3):
        apply_action(state, DrawCard(2))
    assert NOTHING_TO_UNDO in refused()  # Ann's first turn has not begun
    apply_action(state, Fly("pilbara"))  # reveals the tile
    assert HIDDEN_SEEN in refused()
    apply_action(state, Fly("kimberley"))
    apply_action(state, EndTurn())
    assert NOTHING_TO_UNDO in refused()


def test_a_copy_saved_by_the_previous_version_is_listed_as_a_copy_in_any_language():
    """Schema 3 wrote "(Kopie)" into the label: the list now says "copy" in the page's language,
    and the game, opened and played on, is saved in the new format with its mark kept."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "data" / "v3-copy.json").read_text(encoding="utf-8")
    raw = {slot_key("g1"): text}
    app = _app(raw)
    app.command("saved-games")
    slot = re.search(r'<h3 class="slot-title">(.*?)</h3>', app.html()).group(1)
    assert slot.startswith("Ann vs Ben vs Cy <") and "copy kept" in slot and "Kopie" not in slot
    app.choose_language("de")
    assert "Kopie vom" in app.html()
    app.choose_language("it")
    assert "copia tenuta" in app.html() and "Kopie" not in app.html()
    app.command("open", "g1")
    app.click("region", "pilbara")
    body = json.loads(raw[slot_key("g1")])
    assert body["schema"] == SCHEMA_VERSION and body["meta"]["label"] == "Ann vs Ben vs Cy"
    assert body["meta"]["copy"] == 1790000000.5


def test_a_copy_of_unknown_date_is_listed_as_a_copy_without_a_date():
    from australia.save import _digest

    game = new_game(Config(("Ann", "Ben"), "simple", start_player=0), 3)
    body = json.loads(dump_game(game, {"label": "Ann vs Ben (copia)"}))
    body["schema"] = 3
    body["digest"] = _digest(body, 3)
    app = _app({slot_key("g1"): json.dumps(body)})
    app.command("saved-games")
    slot = re.search(r'<h3 class="slot-title">(.*?)</h3>', app.html()).group(1)
    assert slot == 'Ann vs Ben <span class="tag-copy">copy</span>'


@pytest.mark.parametrize("people", [2, 3, 5])
def test_a_game_of_several_people_at_this_device_reopens_behind_the_hand_over(people):
    """Whoever holds the device when the page opens again may not be the person who last
    looked: mid-turn with a card picked, or while a player looked at the card they drew, every
    hand waits for its owner to take the device."""
    from australia.table import Table
    from australia.computer.thinker import choose
    from australia.observation import observe

    names = ("Ann", "Ben", "Cleo", "Dan", "Eve")[:people]
    state = new_game(Config(names), 4)
    for _ in names:  # the opening's first round, drawn on the shared screen
        apply_action(state, DrawCard(1))
    drawer = state.current
    apply_action(state, DrawCard(1))  # a draw of the second round: the drawer looks, the device goes on
    drawn = state.players[drawer].hand[-1]
    raw: dict = {}
    Storage(raw).save("g1", state, {"handover": False, "viewer": drawer, "review": [drawer, drawn]})
    raw[CURRENT_KEY] = "g1"
    app = Page(raw)
    assert app.session.handover and app.session.review is None and app.session.viewer is None
    assert f'data-card="{drawn}"' not in app.html()
    while state.phase != "turn" or state.actions_done:
        apply_action(state, choose(observe(state, state.current), "easy", len(state.history)))
    raw.clear()
    Storage(raw).save("g1", state, {"handover": False, "viewer": state.current, "selection": None})
    raw[CURRENT_KEY] = "g1"
    app = Page(raw)
    assert app.session.handover and 'data-card="' not in app.html()
    app.command("reveal")
    assert 'data-card="' in app.html()  # their own cards, once they took the device
    # one person at the device with the computers: nothing to hand over
    raw.clear()
    seats = Table(("person",) + ("easy",) * (people - 1))
    Storage(raw).save("g1", state, {"handover": False, "viewer": 0}, table=seats)
    raw[CURRENT_KEY] = "g1"
    alone = Page(raw)
    assert not alone.session.handover


def test_an_empty_file_is_refused_as_empty_and_changes_nothing():
    page = _at_first_turn()
    stored = dict(page.store.data)
    page.import_file("empty.json", b"")
    assert "“empty.json” was not imported: the file is empty." in page.text()
    assert page.store.data == stored
    page.import_file("blank.json", b"  \n ")
    assert "the file is empty" in page.text() and page.store.data == stored


def test_a_game_imported_twice_is_one_copy_marked_with_when_it_came():
    page = _at_first_turn()
    page.command("export-current")
    name, text = page.document.downloads[-1]
    page.import_file(name, text.encode())
    copies = [k for k in page.store.data if k.startswith("australia.slot.")]
    assert len(copies) == 2
    marked = [k for k in copies if load_save(page.store.data[k]).meta.get("copy")]
    assert len(marked) == 1
    page.command("saved-games")
    assert page.html().count('class="tag-copy"') == 1
    assert re.search(r'class="tag-copy">copy kept [^<]+<', page.html())


BROKEN, GAME, NEW = "broken", "game", "new"


def test_a_new_game_keeps_the_one_in_progress_in_its_own_slot():
    store = {}
    app = Page(store)
    form = {"count": "2", "name0": "Ann", "name1": "Ben", "seed": "5"}
    app.command("start", **form)
    first_slot = app.model.table.slot
    first_text = store[slot_key(first_slot)]
    app.command("new-game")
    assert app.screen == NEW and "Back to the game" in app.html()
    assert "stays in Saved games" in app.html()
    app.command("back-to-game")
    assert app.screen == GAME and app.model.table.slot == first_slot
    app.command("new-game")
    app.command("start", **{**form, "name0": "Zoe"})
    assert app.screen == GAME and app.session.state.players[0].name == "Zoe"
    assert app.model.table.slot != first_slot and store[CURRENT_KEY] == app.model.table.slot
    assert store[slot_key(first_slot)] == first_text  # the first game is still there, untouched
    assert {title(s.title) for s in app.storage.slots()} == {"Zoe vs Ben", "Ann vs Ben"}
