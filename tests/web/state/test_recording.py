"""Your record at the page (``web.state.recording``), under CPython through the whole page
(``tests.page.Page``) over a dict standing for localStorage: a game is recorded exactly when
its last action is taken at this table, once however many tabs finish it, a record that
cannot be read is never written over, and the "Your record" screen opens and closes where
it was opened.
"""

from __future__ import annotations

import json

from australia import apply_action, dump_game
from australia.state import State
from australia.table import Table
from web import messages as m
from web.browser.store import Storage, slot_key
from web.storage import CURRENT_KEY, RECORD_KEY
from web.view.page import masthead_html

from tests.page import Page, Store
from tests.web.recorded import PEOPLE, game, one_from_the_end, seat, stored


# --- the page: recording a game that ends here -------------------------------------------------------


def _store_with(state: State, seats: Table = PEOPLE, **extra: str) -> dict:
    """A store with ``state`` saved in g1, on the table at the next visit, shown to the player to act."""
    raw: dict = {}
    Storage(raw).save("g1", state, {"handover": False, "viewer": state.current}, table=seats)
    raw[CURRENT_KEY] = "g1"
    raw.update(extra)
    return raw


def _end_turn(page: Page) -> None:
    if page.session.handover:  # a game of people reopens behind the hand-over
        page.command("reveal")
    page.command("end-turn")
    assert page.state.is_over


def test_finishing_a_game_here_adds_one_game_to_the_record_and_the_figures():
    state, last = one_from_the_end(3)
    assert type(last).__name__ == "EndTurn"
    raw = _store_with(state)
    page = Page(raw)
    page.command("record")
    assert page.screen == "record" and "No game has been finished on this device yet" in page.text()
    page.command("record-close")
    _end_turn(page)
    body = json.loads(raw[RECORD_KEY])
    assert body["schema"] == 2 and len(body["games"]) == 1
    entry = body["games"][0]
    assert entry["finished"] == page.clock.now() and entry["variant"] == "simple"
    assert [p["points"] for p in entry["players"]] == [p.points for p in page.state.players]
    page.command("record")
    html = page.html()
    assert html.count('class="record-game"') == 1
    winner = next(p for p in entry["players"] if p["winner"])
    assert f'data-person="{winner["name"].casefold()}" data-games="1" data-wins="1" data-best="{winner["points"]}"' in html
    page.command("record-close")
    assert page.screen == "game" and 'id="final"' in page.html()


def test_a_game_the_computer_ends_here_is_recorded_with_its_levels():
    state, _ = one_from_the_end(4)
    raw = _store_with(state, Table(("easy", "medium")) if state.current == 0 else Table(("medium", "easy")))
    page = Page(raw)
    page.think()
    assert page.state.is_over
    entry = json.loads(raw[RECORD_KEY])["games"][0]
    assert sorted(p["seat"] for p in entry["players"]) == ["easy", "medium"]
    page.command("record")
    assert 'data-level="easy" data-games="1"' in page.html() and 'data-level="medium" data-games="1"' in page.html()
    assert "(computer, easy)" in page.text() and "Computer: medium" in page.text()


def test_the_same_game_finished_in_two_tabs_is_counted_once():
    state, _ = one_from_the_end(5)
    raw = _store_with(state)
    a, b = Page(raw), Page(raw)
    a.command("reveal")  # Ann takes the device; b hears of it
    b.other_tab_changed(slot_key("g1"))
    _end_turn(a)
    _end_turn(b)  # before the storage event reached b: b keeps its version apart
    assert b.model.table.slot == "g2"
    assert len(json.loads(raw[RECORD_KEY])["games"]) == 1
    assert "Both versions are kept" in " ".join(b.notices()) and "record" not in " ".join(b.notices())


def test_a_game_finished_in_another_tab_shows_in_the_record_open_here():
    state, _ = one_from_the_end(5)
    raw = _store_with(state)
    a, b = Page(raw), Page(raw)
    b.command("record")
    assert 'class="record-game"' not in b.html()
    _end_turn(a)
    assert b.other_tab_changed(RECORD_KEY)
    assert b.html().count('class="record-game"') == 1
    b.other_tab_changed(slot_key("g1"))  # the finished game itself, moved on there
    assert b.screen == "record" and b.html().count('class="record-game"') == 1
    assert not a.other_tab_changed(RECORD_KEY)  # a page not showing the record draws nothing


def test_a_game_opened_or_imported_already_finished_and_its_replay_record_nothing():
    state, last = one_from_the_end(6)
    apply_action(state, last)
    raw = _store_with(state)
    page = Page(raw)  # reopened finished
    assert page.state.is_over
    page.import_file("done.json", dump_game(state).encode())
    assert page.model.table.slot == "g2"
    page.command("replay-current")
    page.command("replay-last")
    page.command("replay-close")
    page.command("end-turn")  # nothing to do in a game that is over
    assert RECORD_KEY not in raw


def test_storage_that_is_full_costs_the_record_not_the_game_and_says_so_quietly():
    state, _ = one_from_the_end(7)
    page = Page(store=Store(_store_with(state)))
    page.store.full = True
    _end_turn(page)
    assert RECORD_KEY not in page.store.data
    assert page.state.is_over and page.screen == "game"
    notices = " ".join(page.notices())
    assert "This game was not added to your record: the browser refused to write to its storage (QuotaExceededError)." in notices
    assert not page.document.faults


def test_a_record_that_cannot_be_read_is_kept_shown_and_cleared_only_when_confirmed():
    state, _ = one_from_the_end(8)
    raw = _store_with(state, **{RECORD_KEY: "{not json"})
    page = Page(raw)
    _end_turn(page)
    assert raw[RECORD_KEY] == "{not json"
    assert "This game was not added to your record: it is not valid JSON." in page.notices()
    page.command("record")
    assert "Your record cannot be read: it is not valid JSON." in page.text()
    assert 'data-command="record-clear"' in page.html()
    page.command("record-clear-confirm")  # a confirmation nobody was asked for
    assert raw[RECORD_KEY] == "{not json"
    page.command("record-clear")
    assert "Clear your whole record?" in page.text() and 'role="alertdialog"' in page.html()
    page.command("record-clear-cancel")
    assert raw[RECORD_KEY] == "{not json" and "Clear your whole record?" not in page.text()
    page.command("record-clear")
    page.command("record-clear-confirm")
    assert RECORD_KEY not in raw and slot_key("g1") in raw  # the saved games are not touched
    assert "Your record was cleared." in page.notices()
    assert "No game has been finished on this device yet" in page.text()


def test_a_record_of_a_newer_version_is_refused_with_a_clear_message_and_left_alone():
    newer = json.dumps({"format": "australia-record", "schema": 3, "games": [], "new": True})
    raw = {RECORD_KEY: newer}
    page = Page(raw)
    page.command("record")
    text = page.text()
    assert "Your record cannot be read: it was written by a newer version of this game (record format 3" in text
    assert "Open the newest version of the game to see it" in text
    assert raw == {RECORD_KEY: newer}


def test_a_record_of_another_program_is_not_ours_and_left_alone():
    raw = {RECORD_KEY: '{"format": "something-else", "games": [1, 2, 3]}'}
    page = Page(raw)
    page.command("record")
    assert "it is not a record of this game" in page.text()
    assert raw[RECORD_KEY] == '{"format": "something-else", "games": [1, 2, 3]}'


def test_storage_the_browser_denies_is_said_without_offering_to_clear():
    page = Page(store=Store({}, dead=True))
    page.command("record")
    assert "Your record cannot be read: the browser's storage cannot be read" in page.text()
    assert 'data-command="record-clear"' not in page.html()


def test_clearing_refused_by_the_browser_says_so_and_keeps_the_record():
    raw = {RECORD_KEY: stored(game("a", 1, seat("Ann", 60, 1), seat("Ben", 40, 2)))}
    page = Page(store=Store(raw))
    page.command("record")
    page.command("record-clear")
    page.store.dead = True
    page.command("record-clear-confirm")
    page.store.dead = False
    assert "Your record was not cleared" in " ".join(page.alerts()) and RECORD_KEY in raw


# --- the screen: where it opens and where it goes back to -------------------------------------------


def test_the_record_opens_from_the_top_bar_and_the_end_screen_and_goes_back_there():
    assert 'data-command="record"' in masthead_html("en")  # the bar above every screen
    state, last = one_from_the_end(9)
    raw = _store_with(state)
    page = Page(raw)
    for screen, opener in (("game", None), ("saved", "saved-games"), ("new", "new-game")):
        if opener:
            page.command(opener)
        page.command("record")
        assert page.screen == "record" and page.history.entries[-1] == {"screen": "record"}
        page.command("record-close")
        assert page.screen == screen
    page.command("back-to-game")
    _end_turn(page)
    assert 'id="final"' in page.html() and 'data-command="record"' in page.html()  # the end screen


def test_back_escape_and_the_rules_return_where_the_record_was_opened():
    page = Page({})
    page.command("saved-games")
    page.command("record")
    page.command("rules")
    page.command("rules-close")
    assert page.screen == "record"
    page.key("Escape")
    assert page.screen == "saved"
    page.command("record")
    page.command("record-clear")
    page.key("Escape")  # puts the question away, the record stays
    assert page.screen == "record" and not page.model.screen.confirming
    assert page.focus() == ('[data-command="record-clear"]',)
    page.send(m.HistoryMoved("saved"))  # Back
    assert page.screen == "saved"
    page.send(m.HistoryMoved("record"))  # Forward
    assert page.screen == "record"
