"""Your record's format and figures (``web.state.record_format``), pure and tested as values: the
games finished on this device, places and winners as the engine ranks them, people and
computer levels, and a record that cannot be read (damaged, newer, another program's).
"""

from __future__ import annotations

import json
import unicodedata

import pytest

from australia import apply_action
from australia.state import State
from australia.table import Table
from web.state import record_format as record
from web.state.record_format import (
    Book,
    FORMAT,
    MAX_GAMES,
    RecordCode,
    RecordError,
    SCHEMA,
    Unreadable,
    figures,
    game_id,
    game_of,
    read,
    with_game,
)

from tests.web.recorded import PEOPLE, game, one_from_the_end, seat, stored


def finished(seed: int, players=("Ann", "Ben"), variant: str = "simple") -> State:
    state, action = one_from_the_end(seed, players, variant)
    apply_action(state, action)
    return state


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
    assert (body["format"], body["schema"]) == (FORMAT, SCHEMA) == ("australia-record", 2)
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
        ('{"format": "australia-record", "schema": 3, "games": []}', RecordCode.TOO_NEW),
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
    assert read('{"format": "australia-record", "schema": 9, "games": []}').reason.params == {"schema": 9, "supported": 2}


def test_an_older_schema_is_migrated_step_by_step_and_written_in_the_new_one(monkeypatch):
    """Schema 1 to 2, then a pretend schema 3 that renames a field: each step in turn."""

    def to_3(body: dict) -> dict:
        return {**body, "schema": 3, "games": [{**g, "id": "v3-" + g["id"]} for g in body["games"]]}

    monkeypatch.setattr(record, "SCHEMA", 3)
    monkeypatch.setitem(record.MIGRATIONS, 2, to_3)
    old = stored(game("a", 1, seat("Ann", 60, 1), seat("Ben", 40, 2)))
    assert json.loads(old)["schema"] == 3  # written in the (pretend) current schema
    schema_1 = json.dumps({**json.loads(old), "schema": 1})
    assert [g.id for g in read(schema_1).games] == ["v3-a"]
    again = json.loads(with_game(schema_1, game("b", 2, seat("Ann", 1, 1), seat("Ben", 0, 2))))
    assert again["schema"] == 3 and [g["id"] for g in again["games"]] == ["v3-a", "b"]


# A record as a page of schema 1 wrote it: two games, one against the computer at its hard level.
SCHEMA_1_RECORD = (
    '{"format":"australia-record","schema":1,"games":['
    '{"id":"a1","finished":1790000000.0,"variant":"full","players":['
    '{"name":"Ann","seat":"person","colour":"black","points":84,"place":1,"winner":true},'
    '{"name":"Banjo","seat":"hard","colour":"white","points":80,"place":2,"winner":false}]},'
    '{"id":"b2","finished":1790000500.0,"variant":"simple","players":['
    '{"name":"Ann","seat":"person","colour":"black","points":50,"place":2,"winner":false},'
    '{"name":"Cleo","seat":"person","colour":"orange","points":61,"place":1,"winner":true}]}]}'
)


def test_a_record_of_schema_1_reads_as_it_was_and_is_written_back_in_schema_2():
    book = read(SCHEMA_1_RECORD)
    assert [g.id for g in book.games] == ["a1", "b2"]
    assert [(p.name, p.seat, p.points) for p in book.games[0].players] == [("Ann", "person", 84), ("Banjo", "hard", 80)]
    again = json.loads(with_game(SCHEMA_1_RECORD, game("c", 1790001000.0, seat("Ann", 70, 1), seat("Dot", 60, 2, "medium_hard", "white"))))
    assert again["schema"] == 2 and [g["id"] for g in again["games"]] == ["a1", "b2", "c"]
    assert again["games"][2]["players"][1]["seat"] == "medium_hard"
    assert read(json.dumps(again)).games[2].players[1].seat == "medium_hard"
