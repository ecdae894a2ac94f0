"""The things a player can do (``australia.actions``): each action checked once, read from JSON
strictly, and refused as ``MalformedActionError`` with a reason when it is not an action of
this game.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import event, given

from australia import (
    Code,
    Expected,
    MalformedActionError,
    Rangers,
    Reason,
    TakeBack,
    action_from_json,
    apply_action,
    check_action,
    is_legal,
    take_back,
    why_illegal,
)

from tests.australia.games import _random_game, sample_position
from tests.australia.strategies import ACTION_JSON, EXAMPLES, POSITIONS, PY_VALUES, REFUSALS, apply_or_refuse, mostly
from tests.positions import BLACK, position


def test_every_action_round_trips_through_json():
    game = _random_game(12, steps=300)
    for action in game.history:
        assert action_from_json(json.loads(json.dumps(action.to_json()))) == action


@pytest.mark.parametrize(
    "data, reason",
    [
        ([], Reason(Code.NOT_AN_ACTION, got="list")),
        ({"type": "jump"}, Reason(Code.UNKNOWN_ACTION_TYPE)),
        ({"type": "fly"}, Reason(Code.MISSING_FIELD, field="region")),
        ({"type": "fly", "region": "tasmania"}, Reason(Code.UNKNOWN_REGION, field="region")),
        ({"type": "fly", "region": "pilbara", "x": 1}, Reason(Code.UNEXPECTED_FIELDS, fields=("x",))),
        ({"type": "play", "card": 99, "location": None, "rangers": 0}, Reason(Code.UNKNOWN_CARD, field="card")),
        (
            {"type": "play", "card": 1, "location": "wiluna", "rangers": -1},
            Reason(Code.OUT_OF_RANGE, field="rangers", low=0, high=4),
        ),
        (
            {"type": "play", "card": 1, "location": None, "rangers": True},
            Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER),
        ),
        ({"type": "play", "card": 1, "location": None, "rangers": 2}, Reason(Code.LOCATION_WITHOUT_RANGERS)),
        ({"type": "draw", "stack": 5}, Reason(Code.UNKNOWN_STACK, field="stack")),
        ({"type": "take_back", "rangers": {}}, Reason(Code.NO_RANGERS_NAMED)),
        (
            {"type": "take_back", "rangers": {"wiluna": 0}},
            Reason(Code.OUT_OF_RANGE, field="rangers", low=1, high=20),
        ),
        ({"type": "move", "from": "wiluna", "to": "atlantis"}, Reason(Code.UNKNOWN_LOCATION, field="to")),
    ],
)
def test_malformed_json_actions_are_refused_with_a_reason(data, reason):
    with pytest.raises(MalformedActionError) as error:
        action_from_json(data)
    assert error.value.reason == reason


def test_the_take_back_helper_refuses_an_unknown_location():
    with pytest.raises(MalformedActionError) as error:
        take_back({"atlantis": 1})
    assert error.value.reason == Reason(Code.UNKNOWN_LOCATION, field="rangers")


JSON_WRONG_TYPES = [
    ("draw", {"stack": True}, Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER)),
    ("draw", {"stack": 1.0}, Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER)),
    ("draw", {"stack": "1"}, Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER)),
    ("play", {"card": True}, Reason(Code.WRONG_TYPE, field="card", expected=Expected.WHOLE_NUMBER)),
    ("play", {"rangers": True}, Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER)),
    ("play", {"track": False}, Reason(Code.WRONG_TYPE, field="track", expected=Expected.WHOLE_NUMBER)),
    ("play", {"wild": 0}, Reason(Code.WRONG_TYPE, field="wild", expected=Expected.TRUE_OR_FALSE)),
    ("play", {"wild": None}, Reason(Code.WRONG_TYPE, field="wild", expected=Expected.TRUE_OR_FALSE)),
    ("play", {"location": 3, "rangers": 1}, Reason(Code.WRONG_TYPE, field="location", expected=Expected.TEXT)),
    ("fly", {"region": True}, Reason(Code.WRONG_TYPE, field="region", expected=Expected.TEXT)),
    ("move", {"from": ["wiluna"]}, Reason(Code.WRONG_TYPE, field="from", expected=Expected.TEXT)),
    ("take_back", {"rangers": {"tanami": True}}, Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER)),
    ("take_back", {"rangers": {"tanami": 1.0}}, Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER)),
]


def _valid_json(kind: str) -> dict:
    return {
        "draw": {"type": "draw", "stack": 1},
        "play": {"type": "play", "card": 1, "location": None, "rangers": 0, "track": 0, "wild": False},
        "fly": {"type": "fly", "region": "pilbara"},
        "move": {"type": "move", "from": "wiluna", "to": "tanami"},
        "take_back": {"type": "take_back", "rangers": {"tanami": 1}},
    }[kind]


@pytest.mark.parametrize("kind, changes, reason", JSON_WRONG_TYPES, ids=lambda v: str(v)[:30])
def test_json_with_true_or_a_float_in_a_number_field_is_refused(kind, changes, reason):
    data = _valid_json(kind)
    action_from_json(data)  # well formed as it stands
    with pytest.raises(MalformedActionError) as error:
        action_from_json(dict(data, **changes))
    assert type(error.value) is MalformedActionError and error.value.reason == reason


@EXAMPLES
@given(data=mostly(ACTION_JSON, PY_VALUES, odds=6), where=POSITIONS)
def test_action_from_json_lets_only_malformed_out_and_what_it_accepts_is_a_checked_action(data, where):
    try:
        action = action_from_json(data)
    except REFUSALS as error:
        assert type(error) is MalformedActionError
        assert isinstance(error.reason.code, Code)
        event(f"not an action: {error.reason.code.name}")
        return
    assert check_action(action) is action
    assert action_from_json(json.loads(json.dumps(action.to_json()))) == action
    apply_or_refuse(sample_position(where), action)


def test_a_take_back_named_out_of_board_order_is_the_same_action():
    game = position()
    game.players[BLACK].plane = "kimberley"
    for loc in ("tanami", "kununurra"):
        game.rangers[loc] = Rangers(BLACK, 1)
        game.players[BLACK].supply -= 1
    backwards = TakeBack((("tanami", 1), ("kununurra", 1)))
    assert check_action(backwards) == take_back({"kununurra": 1, "tanami": 1})
    assert is_legal(game, backwards) and why_illegal(game, backwards) is None
    apply_action(game, backwards)
    assert game.history[-1] == take_back({"kununurra": 1, "tanami": 1})
    assert "tanami" not in game.rangers and "kununurra" not in game.rangers


def test_a_take_back_given_a_list_is_a_wrong_type():
    with pytest.raises(MalformedActionError) as refused:
        check_action(TakeBack([("tanami", 1)]))
    assert refused.value.reason.code is Code.WRONG_TYPE
