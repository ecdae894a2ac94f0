"""Saved games (``australia.save``): versioned JSON that loads back to an equal game, and
anything else (arbitrary text, arbitrary JSON, a valid save changed anywhere, the previous
version's saves) either loads or is refused as ``SaveError`` with a reason.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from australia import (
    Code,
    Config,
    Expected,
    InputError,
    MalformedActionError,
    Phase,
    Reason,
    SaveError,
    State,
    apply_action,
    can_undo,
    dump_game,
    legal_actions,
    load_game,
    new_game,
    undo,
)
from australia.save import FORMAT, MAX_DEPTH, MAX_DIGITS, MAX_SAVE_BYTES, SCHEMA_VERSION, _digest, save_data

from tests.australia.games import _random_game, random_game, sample_position
from tests.australia.strategies import ACTION_JSON, EXAMPLES, JSON, PY_VALUES, mostly


def test_save_and_load_give_an_equal_game_at_every_step():
    rand = random.Random(5)
    game = new_game(Config(("Ann", "Ben"), "full"), 5)
    for _ in range(120):
        apply_action(game, rand.choice(legal_actions(game)))
        assert load_game(dump_game(game)) == game


def test_a_finished_game_saves_and_loads():
    game = _random_game(13, "simple", 2)
    loaded = load_game(dump_game(game, meta={"slot": "x"}))
    assert loaded == game and loaded.is_over


def _with(body: dict, **changes) -> str:
    body = dict(body, **changes)
    return json.dumps(body)


def test_bad_saves_are_refused_with_a_clear_reason():
    game = _random_game(14, steps=60)
    body = save_data(game)
    tampered = dict(body, actions=body["actions"][:-1])
    wrong_log = dict(body, actions=[{"type": "end_turn"}] + body["actions"])
    wrong_log["digest"] = _digest(wrong_log)
    cases = [
        ("not json {", Reason(Code.SAVE_NOT_JSON)),
        ("[1, 2]", Reason(Code.SAVE_NOT_OURS)),
        (json.dumps({"format": "chess"}), Reason(Code.SAVE_NOT_OURS)),
        (
            _with(body, schema=SCHEMA_VERSION + 1),
            Reason(Code.SAVE_TOO_NEW, schema=SCHEMA_VERSION + 1, supported=SCHEMA_VERSION),
        ),
        (_with(body, schema="2"), Reason(Code.SAVE_NO_SCHEMA)),
        (_with(body, seed="x"), Reason(Code.SAVE_FIELD, field="seed")),
        (json.dumps(tampered), Reason(Code.SAVE_EDITED)),
        (
            json.dumps(wrong_log),
            Reason(Code.SAVE_DOES_NOT_REPLAY, number=1, reason=Reason(Code.OPENING_DRAWS_FIRST)),
        ),
        ("x" * (MAX_SAVE_BYTES + 1), Reason(Code.SAVE_TOO_BIG, size=MAX_SAVE_BYTES + 1, limit=MAX_SAVE_BYTES)),
        (b"\xff\xfe\x00", Reason(Code.SAVE_NOT_TEXT)),
        (b"", Reason(Code.SAVE_EMPTY)),
        ("  \n\t ", Reason(Code.SAVE_EMPTY)),
    ]
    for text, reason in cases:
        with pytest.raises(SaveError) as error:
            load_game(text)
        assert error.value.reason == reason
        assert isinstance(error.value, InputError)  # one except clause catches every malformed input
        assert not isinstance(error.value, MalformedActionError)  # a save is not an action


def test_a_save_of_the_first_schema_still_loads():
    game = _random_game(15, steps=40)
    old = {
        "format": "australia-game",
        "schema": 1,
        "config": game.config.to_json(),
        "seed": game.seed,
        "actions": [a.to_json() for a in game.history],
    }
    assert load_game(json.dumps(old)) == game


NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=2**40),
    players=st.integers(min_value=2, max_value=5),
    variant=st.sampled_from(["simple", "full"]),
    steps=st.integers(min_value=1, max_value=160),
)
def test_save_then_load_and_undo_then_redo_give_an_equal_game(seed, players, variant, steps):
    rand = random.Random(seed)
    game = new_game(Config(NAMES[:players], variant), seed)
    for _ in range(steps):
        if game.is_over:
            break
        action = rand.choice(legal_actions(game))
        before = game.copy()
        apply_action(game, action)
        assert load_game(dump_game(game)) == game
        if can_undo(game):
            back = undo(game)
            assert back == before
            apply_action(back, action)
            assert back == game


DATA = Path(__file__).resolve().parents[1] / "data"


def _resign(body: dict) -> str:
    body = dict(body)
    body["digest"] = _digest(body)
    return json.dumps(body)


def test_a_save_holding_a_wrongly_typed_action_is_refused_and_says_where():
    game = sample_position("setup-7")
    body = save_data(game)
    good = dict(body, actions=body["actions"] + [{"type": "draw", "stack": 1}])
    assert len(load_game(_resign(good)).history) == len(body["actions"]) + 1
    bad = dict(body, actions=body["actions"] + [{"type": "draw", "stack": True}])
    with pytest.raises(SaveError) as error:
        load_game(_resign(bad))
    assert error.value.reason == Reason(
        Code.SAVE_DOES_NOT_REPLAY,
        number=len(body["actions"]) + 1,
        reason=Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER),
    )


SAVED = {name: dump_game(sample_position(name)) for name in ("setup-later-8", "mid-turn-7", "late-9", "over-8")}


JSONISH = '[]{}",:0123456789.eE-+ truefalsnNIy\\'


def load_or_refuse(text) -> State | None:
    try:
        game = load_game(text)
    except SaveError as error:
        assert type(error) is SaveError
        assert isinstance(error.reason.code, Code) and error.reason.code.name.startswith("SAVE_")
        event(f"refused: {error.reason.code.name}")
        return None
    event("loaded")
    assert isinstance(game, State)
    assert load_game(dump_game(game)) == game
    return game


@EXAMPLES
@given(text=mostly(st.one_of(st.text(), st.text(alphabet=JSONISH), st.binary()), PY_VALUES))
def test_load_game_refuses_arbitrary_text_with_a_save_error(text):
    load_or_refuse(text)


@EXAMPLES
@given(value=JSON, wrap=st.booleans(), data=st.data())
def test_load_game_refuses_arbitrary_json_with_a_save_error(value, wrap, data):
    if wrap:  # looks like a save on the outside
        value = {
            "format": FORMAT,
            "schema": data.draw(mostly(st.just(SCHEMA_VERSION), st.one_of(st.integers(0, 3), JSON))),
            "config": data.draw(mostly(st.just({"players": ["Ann", "Ben"]}), JSON)),
            "seed": data.draw(mostly(st.integers(), JSON)),
            "actions": data.draw(mostly(st.lists(ACTION_JSON, max_size=4), JSON)),
            "table": data.draw(mostly(st.just({"seats": ["person", "hard"], "hints": True}), JSON)),
            "rules": "1",
        }
        value["digest"] = _digest(value)
    load_or_refuse(json.dumps(value))


def _children(node) -> list:
    if isinstance(node, dict):
        return list(node)
    if isinstance(node, list):
        return list(range(len(node)))
    return []


@EXAMPLES
@given(name=st.sampled_from(sorted(SAVED)), data=st.data())
def test_a_valid_save_changed_anywhere_loads_or_is_refused_with_a_save_error(name, data):
    body = json.loads(SAVED[name])
    parent, key = None, None
    node = body
    while _children(node) and (parent is None or data.draw(st.booleans())):
        key = data.draw(st.sampled_from(_children(node)))
        parent, node = node, node[key]
    change = data.draw(st.sampled_from(["replace", "delete", "add"]))
    if change == "replace":
        parent[key] = data.draw(JSON)
    elif change == "delete":
        del parent[key]
    elif isinstance(parent, dict):
        parent[data.draw(st.text(max_size=6))] = data.draw(JSON)
    else:
        parent.insert(data.draw(st.integers(0, len(parent))), data.draw(JSON))
    if all(k in body for k in ("config", "seed", "actions", "table")) and key != "digest":
        body["digest"] = _digest(body)  # so the change is not caught as an edit
    load_or_refuse(json.dumps(body))


def test_a_refused_save_of_each_kind_raises_only_save_error():
    texts = [
        "[" * 100_000,  # far too deep for any parser that recurses
        "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1),
        '{"a": ' * 5000 + "1" + "}" * 5000,
        "1" * (MAX_DIGITS + 1),
        '{"format": "australia-game", "schema": 2, "seed": ' + "9" * 5000 + "}",
        '{"format": "australia-game", "format": "australia-game"}',  # a key given twice
        '{"format": "australia-game", "schema": NaN}',
        '{"format": "australia-game", "schema": Infinity}',
        '{"format": "australia-game", "schema": 1e999}',
        "\ud800",
        b"\xff" * 10,
        "",
        None,
        42,
    ]
    codes = []
    for text in texts:
        with pytest.raises(SaveError) as error:
            load_game(text)
        codes.append(error.value.reason.code)
    assert codes[:5] == [Code.SAVE_TOO_DEEP] * 3 + [Code.SAVE_NUMBER_TOO_LONG] * 2
    assert codes[5:8] == [Code.SAVE_NOT_JSON] * 3


def test_a_save_nested_as_deep_as_allowed_is_read_and_refused_for_what_it_is():
    text = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    with pytest.raises(SaveError) as error:
        load_game(text)
    assert error.value.reason == Reason(Code.SAVE_NOT_OURS)
    with pytest.raises(SaveError) as error:
        load_game("[" + "9" * MAX_DIGITS + "]")
    assert error.value.reason == Reason(Code.SAVE_NOT_OURS)


# --- saves written by the previous version ---------------------------------------------------------


@pytest.mark.parametrize("name", ["mid", "done"])
def test_a_save_written_by_the_previous_version_loads_to_the_same_game(name):
    expected = json.loads((DATA / "v2-expected.json").read_text())[name]
    text = (DATA / f"v2-{name}.json").read_text(encoding="utf-8")
    game = load_game(text)
    assert [
        [p.name, p.points, p.dollars, p.supply, len(p.hand), p.plane] for p in game.players
    ] == expected["snapshot_players"]
    assert game.phase is Phase(expected["phase"])
    assert (game.round, game.current) == (expected["round"], expected["current"])
    assert len(game.history) == expected["actions"]
    assert {loc: [r.owner, r.count] for loc, r in game.rangers.items()} == expected["rangers"]
    assert sorted(game.face_up) == expected["face_up"]
    assert [game.windmill_region, game.windmill_value] == expected["windmill"]
    assert game.ranger_track == expected["ranger_track"]
    # saved again by this version, it keeps the same log and loads to the same game
    again = json.loads(dump_game(game))
    assert again["actions"] == json.loads(text)["actions"]
    assert load_game(dump_game(game)) == game


def test_a_save_whose_names_are_refused_does_not_load():
    body = save_data(sample_position("setup-7"))
    body["config"] = dict(body["config"], players=["Ann", "B\u202eob", "Cat"])
    with pytest.raises(SaveError) as error:
        load_game(_resign(body))
    assert error.value.reason == Reason(
        Code.SAVE_BAD_CONFIG, reason=Reason(Code.NAME_FORBIDDEN_CHARACTER, seat=1, character=0x202E)
    )


# --- edges found in review -------------------------------------------------------------------


def test_a_string_that_never_closes_is_refused_at_once_even_at_the_size_limit():
    """Measuring nesting must not rescan the text from every quote (a megabyte of them)."""
    text = '"' + '\\"' * 499_000
    with pytest.raises(SaveError) as refused:
        load_game(text)
    assert refused.value.reason == Reason(Code.SAVE_NOT_JSON)
    with pytest.raises(SaveError) as refused:
        load_game('{"format": "australia-game", "x": "' + "[" * 5000)
    assert refused.value.reason == Reason(Code.SAVE_NOT_JSON)


def test_a_copy_without_its_log_cannot_be_saved():
    game = random_game(5, steps=30)
    with pytest.raises(SaveError):
        dump_game(game.copy(log=False))
    assert load_game(dump_game(game.copy())) == game
