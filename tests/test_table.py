"""Who sits at the table: saved with the game (schema 3), and older saves keep loading."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from australia import Code, Config, ConfigError, DrawCard, Reason, SaveError, apply_action, dump_game, new_game
from australia.save import SCHEMA_VERSION, _digest, load_save
from australia.table import PERSON, Table

DATA = Path(__file__).resolve().parent / "data"


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
    assert json.loads(dump_game(game, None, table))["schema"] == SCHEMA_VERSION == 3


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
