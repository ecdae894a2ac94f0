"""Events as JSON (australia.events.event_to_json / event_from_json): what a device that holds a
game sends another for its log, read back strictly."""

from __future__ import annotations

import json

import pytest

from australia import Config, apply_action, new_game
from australia.computer.thinker import choose
from australia.events import EVENT_TYPES, event_from_json, event_to_json
from australia.observation import observe


def test_every_event_of_a_whole_game_comes_back_the_same() -> None:
    state = new_game(Config(("Ann", "Ben", "Cat"), "full"), 5)
    while not state.is_over:
        apply_action(state, choose(observe(state, state.current), "easy", len(state.history)))
    kinds = set()
    for entry in state.log:
        for event in entry.events:
            assert event_from_json(json.loads(json.dumps(event_to_json(event)))) == event
            kinds.add(type(event))
    assert kinds == set(EVENT_TYPES)


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"e": "CardDrawn", "player": 0, "card": 3},
        {"e": "TileRevealed", "region": "r1"},
        {"e": "TileRevealed", "region": "r1", "value": "3"},
        {"e": "TileRevealed", "region": "r1", "value": True},
        {"e": "TileRevealed", "region": "r1", "value": 3, "extra": 1},
        {"e": "GameOver", "winners": [0, "1"], "tie_break_used": False},
        {"e": "GameOver", "winners": list(range(40)), "tie_break_used": False},
        {"e": "ProjectScored", "region": "r1", "project": "moonbase", "initiator": 0, "shares": [], "tile_value": None},
        {"e": "ProjectScored", "region": "r1", "project": "camp", "initiator": 0, "shares": [[0, 1]], "tile_value": None},
    ],
)
def test_anything_else_is_refused(data: object) -> None:
    with pytest.raises(ValueError):
        event_from_json(data)
