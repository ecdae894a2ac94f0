"""Who sits at the table: saved with the game (schema 3 on), and older saves keep loading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from australia import Code, Config, ConfigError, DrawCard, Reason, SaveError, apply_action, dump_game, new_game
from australia.save import SCHEMA_VERSION, _digest, load_save
from australia.table import PERSON, Table

DATA = Path(__file__).resolve().parents[1] / "data"


def _game():
    game = new_game(Config(("Ann", "Bot", "Cy"), "full", start_player=0), 12)
    for _ in range(6):
        apply_action(game, DrawCard(2))
    return game


def test_the_table_is_saved_with_the_game_and_comes_back():
    game = _game()
    table = Table(("person", "hard", "easy"), hints=False)
    saved = load_save(dump_game(game, {"label": "x"}, table))
    assert saved.state == game and saved.table == table and saved.meta == {"label": "x"}
    assert saved.table.is_computer(1) and saved.table.level(2) == "easy" and saved.table.people == (0,)
    assert json.loads(dump_game(game, None, table))["schema"] == SCHEMA_VERSION == 6


def test_without_a_table_everyone_is_a_person():
    game = _game()
    assert load_save(dump_game(game)).table == Table((PERSON,) * 3)


@pytest.mark.parametrize("name", ["v2-mid.json", "v2-done.json"])
def test_a_save_of_schema_2_loads_with_every_seat_a_person(name):
    text = (DATA / name).read_text(encoding="utf-8")
    assert json.loads(text)["schema"] == 2
    saved = load_save(text)
    assert saved.table == Table.of_people(len(saved.state.players))
    assert saved.meta.get("writer") == "fixture0001"


def test_a_schema_2_save_edited_by_hand_is_still_caught_before_migrating():
    body = json.loads((DATA / "v2-mid.json").read_text(encoding="utf-8"))
    body["seed"] += 1
    with pytest.raises(SaveError) as refused:
        load_save(json.dumps(body))
    assert refused.value.reason == Reason(Code.SAVE_EDITED)


def test_changing_who_sits_where_by_hand_is_caught_as_an_edit():
    body = json.loads(dump_game(_game(), None, Table(("person", "hard", "hard"))))
    body["table"]["seats"][1] = "person"
    with pytest.raises(SaveError) as refused:
        load_save(json.dumps(body))
    assert refused.value.reason == Reason(Code.SAVE_EDITED)


@pytest.mark.parametrize(
    "table",
    [
        {"seats": ["person", "hard"], "hints": True},  # too few seats
        {"seats": ["person", "genius", "easy"], "hints": True},
        {"seats": ["person", "hard", "easy"], "hints": "yes"},
        {"seats": "person", "hints": True},
        {"seats": ["person", "hard", "easy"]},
        [],
    ],
)
def test_a_table_that_does_not_fit_the_game_is_refused(table):
    body = json.loads(dump_game(_game()))
    body["table"] = table
    body["digest"] = _digest(body)
    with pytest.raises(SaveError) as refused:
        load_save(json.dumps(body))
    assert refused.value.reason in (Reason(Code.SAVE_FIELD, field="table"),)


def test_a_table_is_checked_when_made():
    with pytest.raises(ConfigError):
        Table(("person", "grandmaster"))
    with pytest.raises(ConfigError):
        Table(["person"])  # a list is not the record's tuple
    with pytest.raises(SaveError):
        dump_game(_game(), None, Table(("person", "hard")))  # two seats for three players


def test_a_schema_3_copy_marked_in_words_loads_marked_by_time():
    """Schema 3 pages wrote "(Kopie)" into a copy's label; schema 4 keeps when it was copied."""
    text = (DATA / "v3-copy.json").read_text(encoding="utf-8")
    assert json.loads(text)["schema"] == 3
    saved = load_save(text)
    assert saved.meta["label"] == "Ann vs Ben vs Cy" and saved.meta["copy"] == 1790000000.5
    assert saved.meta["writer"] == "fixture0003" and saved.meta["rev"] == 3
    assert saved.table == Table(("person", "hard", "easy"))
    assert len(saved.state.history) == 6


def test_a_schema_3_label_that_only_mentions_a_copy_is_left_as_written():
    saved = load_save((DATA / "v3-plain.json").read_text(encoding="utf-8"))
    assert saved.meta["label"] == "Sunday (copy) game" and "copy" not in saved.meta


@pytest.mark.parametrize("label, kept", [("Ann vs Ben (copia)", "Ann vs Ben"), ("Friday (copy) ", "Friday")])
def test_a_schema_3_copy_without_a_save_time_is_still_a_copy(label, kept):
    body = json.loads(dump_game(_game(), {"label": label}, None))
    body["schema"] = 3
    body["digest"] = _digest(body, 3)
    assert load_save(json.dumps(body)).meta == {"label": kept, "copy": 0}


def test_a_schema_3_save_edited_by_hand_is_caught_before_migrating():
    body = json.loads((DATA / "v3-copy.json").read_text(encoding="utf-8"))
    body["table"]["seats"][1] = "person"
    with pytest.raises(SaveError) as refused:
        load_save(json.dumps(body))
    assert refused.value.reason == Reason(Code.SAVE_EDITED)


def test_a_schema_4_save_written_before_remote_seats_loads_as_it_was():
    text = (DATA / "v4-mid.json").read_text(encoding="utf-8")
    assert json.loads(text)["schema"] == 4
    saved = load_save(text)
    assert saved.table == Table(("person", "medium", "person"))
    assert saved.meta["writer"] == "fixture0004" and saved.meta["viewer"] == 0
    assert len(saved.state.history) == 9 and saved.state.seed == 4444


def test_a_schema_5_save_written_before_the_medium_hard_level_loads_as_it_was():
    text = (DATA / "v5-mid.json").read_text(encoding="utf-8")
    assert json.loads(text)["schema"] == 5
    saved = load_save(text)
    assert saved.table == Table(("person", "remote", "hard"))
    assert saved.meta == {"label": "Ann, Ben and Cy", "writer": "fixture0005", "viewer": 0}
    assert len(saved.state.history) == 11 and saved.state.seed == 5555


def test_the_medium_hard_level_is_kept_in_the_save_under_schema_6():
    """A page of schema 5 cannot seat it, and refuses a schema 6 save as too new."""
    table = Table(("medium_hard", "person", "hard"))
    assert table.level(0) == "medium_hard" and table.is_computer(0)
    text = dump_game(_game(), None, table)
    assert json.loads(text)["schema"] == 6 and load_save(text).table == table


def test_a_seat_played_on_its_own_device_is_kept_in_the_save():
    table = Table(("person", "remote", "hard"))
    assert table.people == (0,) and table.remote == (1,)
    assert not table.is_computer(1) and table.is_remote(1) and table.level(1) is None and table.level(2) == "hard"
    saved = load_save(dump_game(_game(), None, table))
    assert saved.table == table and json.loads(dump_game(_game(), None, table))["schema"] == 6
    assert table.with_seat(1, "medium") == Table(("person", "medium", "hard"))
