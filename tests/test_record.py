"""Your record: the games finished on this device, and the figures drawn from them.

The format and the figures are pure (``web.state.record``) and tested as values; the rest runs
the whole page under CPython (``tests.page.Page``) over a dict standing for localStorage: a
game is recorded exactly when its last action is taken at this table, once however many tabs
finish it, and a record that cannot be read is never written over.
"""

from __future__ import annotations

import json
import random
import unicodedata

import pytest

from australia import Config, apply_action, dump_game, legal_actions, new_game
from australia.state import State
from australia.table import Table
from web import messages as m
from web.browser.store import Storage, slot_key
from web.commands import CURRENT_KEY, RECORD_KEY
from web.state import record
from web.state.record import (
    FORMAT,
    MAX_GAMES,
    SCHEMA,
    Book,
    Game,
    RecordCode,
    RecordError,
    Seat,
    Unreadable,
    figures,
    game_id,
    game_of,
    read,
    with_game,
)
from web.view.page import masthead_html
from tests.page import Page, Store

PEOPLE = Table(("person", "person"))


def one_from_the_end(seed: int, players=("Ann", "Ben"), variant: str = "simple") -> tuple[State, object]:
    """A game played at random to where one action ends it, and that action."""
    rand = random.Random(seed)
    state = new_game(Config(players, variant, 0), seed)
    while True:
        actions = legal_actions(state)
        if not any(state.stacks.values()):
            for action in actions:
                after = state.copy()
                apply_action(after, action)
                if after.is_over:
                    return state, action
        apply_action(state, rand.choice(actions))


def finished(seed: int, players=("Ann", "Ben"), variant: str = "simple") -> State:
    state, action = one_from_the_end(seed, players, variant)
    apply_action(state, action)
    return state


def seat(name: str, points: int, place: int, kind: str = "person", colour: str = "black") -> Seat:
    return Seat(name, kind, colour, points, place, place == 1)


def game(ident: str, when: float, *players: Seat, variant: str = "simple") -> Game:
    return Game(ident, when, variant, tuple(players))


def stored(*games: Game) -> str:
    return record.dump(games)


# --- one finished game, as the engine ranks it --------------------------------------------------


def test_a_finished_game_is_recorded_with_the_engines_places_and_winners():
    state = finished(1, ("Ann", "Ben", "Cleo"))
    entry = game_of(state, Table(("person", "hard", "person")), 1_790_000_000)
    ranked = sorted(range(3), key=lambda i: (-state.players[i].points, -state.players[i].dollars, i))
    assert [p.name for p in entry.ranked] == [state.players[i].name for i in ranked]
    assert [p.seat for p in entry.players] == ["person", "hard", "person"]
    assert [p.points for p in entry.players] == [p.points for p in state.players]
    assert entry.variant == "simple" and entry.finished == 1_790_000_000
    assert entry.id == game_id(state, Table(("person", "hard", "person")))
    assert len(entry.id) == 64 and entry.id != game_id(state, Table.of_people(3))  # who sat where counts


def test_players_level_on_points_and_dollars_share_the_first_place_and_the_win():
    state = finished(2, ("Ann", "Ben", "Cleo"))
    ann, ben, cleo = state.players
    ben.points, ben.dollars = ann.points, ann.dollars
    cleo.points = ann.points - 5
    entry = game_of(state, Table.of_people(3), 0)
    assert [(p.place, p.winner) for p in entry.players] == [(1, True), (1, True), (3, False)]


def test_a_tie_on_points_broken_by_dollars_leaves_one_winner():
    state = finished(2, ("Ann", "Ben"))
    ann, ben = state.players
    ben.points, ben.dollars = ann.points, ann.dollars + 1
    entry = game_of(state, PEOPLE, 0)
    assert [(p.place, p.winner) for p in entry.players] == [(2, False), (1, True)]


# --- the figures --------------------------------------------------------------------------------


def test_a_shared_win_counts_as_a_win_for_each_who_shares_it():
    figures_now = figures([
        game("a", 1, seat("Ann", 60, 1), seat("Ben", 60, 1)),
        game("b", 2, seat("Ann", 50, 2), seat("Ben", 70, 1)),
    ])
    by_name = {line.name: line for line in figures_now.people}
    assert (by_name["Ann"].games, by_name["Ann"].wins) == (2, 1)
    assert (by_name["Ben"].games, by_name["Ben"].wins) == (2, 2)


def test_a_name_typed_two_ways_is_one_person_shown_as_last_typed():
    nfd = unicodedata.normalize("NFD", "Zoë")
    assert nfd != "Zoë"
    figures_now = figures([
        game("a", 1, seat("Zoë", 40, 2), seat("Ben", 50, 1)),
        game("b", 2, seat(nfd, 60, 1), seat("Ben", 50, 2)),
        game("c", 3, seat("ZOË\u200b", 45, 1), seat("Ben", 44, 2)),  # capitals and an invisible space
        game("d", 4, seat("Zoe", 30, 2), seat("Ben", 50, 1)),  # without the diaeresis: someone else
    ])
    lines = {line.key: line for line in figures_now.people}
    zoe = lines["zoë"]
    assert (zoe.games, zoe.wins, zoe.best, zoe.name) == (3, 2, 60, "ZOË\u200b")
    assert lines["zoe"].games == 1 and lines["zoe"].name == "Zoe"
    assert lines["ben"].games == 4


def test_computer_seats_count_by_level_whatever_they_were_called():
    figures_now = figures([
        game("a", 1, seat("Ann", 60, 1), seat("Banjo", 40, 2, "hard"), seat("Jarrah", 30, 3, "easy")),
        game("b", 2, seat("Ann", 50, 2), seat("Deep Thought", 70, 1, "hard")),
        game("c", 3, seat("Ann", 50, 2), seat("Banjo", 55, 1, "medium"), seat("Wattle", 20, 3, "hard")),
    ])
    assert [line.key for line in figures_now.levels] == ["easy", "medium", "hard"]
    hard = figures_now.levels[2]
    assert (hard.games, hard.wins, hard.best) == (3, 1, 70)
    assert [line.name for line in figures_now.people] == ["Ann"]  # a computer's name is no person


def test_best_average_and_recent_results():
    games = [game(f"g{i}", i, seat("Ann", points, 1 if points >= 50 else 2), seat("Ben", 50, 1)) for i, points in
             enumerate([10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 11, 25])]
    ann = {line.name: line for line in figures(games).people}["Ann"]
    assert ann.games == 12 and ann.best == 100
    assert ann.average == 48.8  # 586 / 12 = 48.83...
    assert [r.points for r in ann.recent] == [30, 40, 50, 60, 70, 80, 90, 100, 11, 25]  # the last 10, oldest first
    assert [r.won for r in ann.recent][:4] == [False, False, True, True]
    quarter = figures([game(c, i, seat("Ann", int(i == 1), 2), seat("Ben", 9, 1)) for i, c in enumerate("abcd", start=1)])
    assert {line.name: line.average for line in quarter.people} == {"Ann": 0.3, "Ben": 9.0}  # 0.25, half up
    tenth = figures([game(f"g{i}", i, seat("Ann", 0 if i else 2, 2), seat("Ben", 9, 1)) for i in range(20)])
    assert tenth.people[1].average == 0.1 and tenth.people[1].tenths == 1  # 2 / 20, in whole tenths


# --- the stored format --------------------------------------------------------------------------


def test_the_record_is_versioned_json_and_reads_back_as_written():
    first = game("a", 1.5, seat("Ann", 60, 1), seat("Banjo", 40, 2, "hard", "white"), variant="full")
    text = with_game(None, first)
    body = json.loads(text)
    assert (body["format"], body["schema"]) == (FORMAT, SCHEMA) == ("australia-record", 1)
    assert body["games"][0]["players"][1] == {
        "name": "Banjo", "seat": "hard", "colour": "white", "points": 40, "place": 2, "winner": False,
    }
    assert read(text) == Book((first,))
    assert read(None) == Book()


def test_a_game_already_in_the_record_is_not_added_again():
    first = game("a", 1, seat("Ann", 60, 1), seat("Ben", 40, 2))
    text = with_game(None, first)
    assert with_game(text, game("a", 99, seat("Ann", 60, 1), seat("Ben", 40, 2))) is None


def test_the_record_keeps_the_last_games_in_the_order_they_ended():
    games = [game(f"g{i}", 1000 + i, seat("Ann", i % 90, 1), seat("Ben", 0, 2)) for i in range(MAX_GAMES)]
    text = stored(*games)
    text = with_game(text, game("late", 999.5, seat("Ann", 1, 1), seat("Ben", 0, 2)))  # ended before the others
    kept = read(text).games
    assert len(kept) == MAX_GAMES and kept[0].id == "g0" and "late" not in {g.id for g in kept}
    text = with_game(text, game("new", 5000, seat("Ann", 1, 1), seat("Ben", 0, 2)))
    kept = read(text).games
    assert len(kept) == MAX_GAMES and kept[0].id == "g1" and kept[-1].id == "new"


GOOD = json.loads(stored(game("a", 1, seat("Ann", 60, 1), seat("Ben", 40, 2))))


def _edited(change) -> str:
    body = json.loads(json.dumps(GOOD))
    change(body)
    return json.dumps(body)


@pytest.mark.parametrize(
    "text, code",
    [
        ("{not json", RecordCode.NOT_JSON),
        ("[" * 100 + "]" * 100, RecordCode.NOT_JSON),  # too deep to parse: refused before parsing
        ('{"format": "australia-record", "format": "x", "schema": 1, "games": []}', RecordCode.NOT_JSON),
        ('{"format": "australia-game", "schema": 4}', RecordCode.NOT_OURS),
        ("[]", RecordCode.NOT_OURS),
        ('{"format": "australia-record", "schema": "1", "games": []}', RecordCode.NO_SCHEMA),
        ('{"format": "australia-record", "schema": true, "games": []}', RecordCode.NO_SCHEMA),
        ('{"format": "australia-record", "schema": 2, "games": []}', RecordCode.TOO_NEW),
        ('{"format": "australia-record", "schema": 1, "games": {}}', RecordCode.DAMAGED),
        (_edited(lambda b: b.update(extra=1)), RecordCode.DAMAGED),
        (_edited(lambda b: b["games"][0]["players"][0].update(points=True)), RecordCode.DAMAGED),
        (_edited(lambda b: b["games"][0]["players"][0].update(points=-1)), RecordCode.DAMAGED),
        (_edited(lambda b: b["games"][0]["players"][0].update(place=3)), RecordCode.DAMAGED),
        (_edited(lambda b: b["games"][0]["players"][0].update(seat="robot")), RecordCode.DAMAGED),
        (_edited(lambda b: b["games"][0]["players"][0].update(name="\u202eAnn")), RecordCode.DAMAGED),
        (_edited(lambda b: b["games"][0]["players"][0].pop("winner")), RecordCode.DAMAGED),
        (_edited(lambda b: b["games"][0].update(players=b["games"][0]["players"][:1])), RecordCode.DAMAGED),
        (_edited(lambda b: b["games"][0].update(variant="short")), RecordCode.DAMAGED),
        (_edited(lambda b: b["games"][0].update(finished="yesterday")), RecordCode.DAMAGED),
        (_edited(lambda b: b["games"][0].update(id="")), RecordCode.DAMAGED),
    ],
)
def test_a_record_that_cannot_be_read_says_why_and_is_never_written_over(text, code):
    found = read(text)
    assert isinstance(found, Unreadable) and found.reason.code == code
    with pytest.raises(RecordError) as refused:
        with_game(text, game("b", 2, seat("Ann", 1, 1), seat("Ben", 0, 2)))
    assert refused.value.reason == found.reason


def test_a_damaged_record_says_where():
    found = read(_edited(lambda b: b["games"][0]["players"][1].update(colour="green")))
    assert found.reason["field"] == "games[0].players[1].colour"
    assert read('{"format": "australia-record", "schema": 9, "games": []}').reason.params == {"schema": 9, "supported": 1}


def test_an_older_schema_is_migrated_step_by_step_and_written_in_the_new_one(monkeypatch):
    """Schema 1 is the first: the hook is tried with a pretend schema 2 that renames a field."""

    def to_2(body: dict) -> dict:
        return {**body, "schema": 2, "games": [{**g, "id": "v2-" + g["id"]} for g in body["games"]]}

    monkeypatch.setattr(record, "SCHEMA", 2)
    monkeypatch.setitem(record.MIGRATIONS, 1, to_2)
    old = stored(game("a", 1, seat("Ann", 60, 1), seat("Ben", 40, 2)))
    assert json.loads(old)["schema"] == 2  # written in the (pretend) current schema
    schema_1 = json.dumps({**json.loads(old), "schema": 1})
    assert [g.id for g in read(schema_1).games] == ["v2-a"]
    again = json.loads(with_game(schema_1, game("b", 2, seat("Ann", 1, 1), seat("Ben", 0, 2))))
    assert again["schema"] == 2 and [g["id"] for g in again["games"]] == ["v2-a", "b"]


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
    assert body["schema"] == 1 and len(body["games"]) == 1
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
    newer = json.dumps({"format": "australia-record", "schema": 2, "games": [], "new": True})
    raw = {RECORD_KEY: newer}
    page = Page(raw)
    page.command("record")
    text = page.text()
    assert "Your record cannot be read: it was written by a newer version of this game (record format 2" in text
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
