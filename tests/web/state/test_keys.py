"""The page's table of the keys it takes (``web.state.keys``) says exactly what ``update`` does.

The page's script decides from that table, while a key's event is still being dispatched,
whether the browser does what it would do with the key; ``update`` decides later what the key
means. Over a player's journey through every screen, for every key, focus and modifier, the
two must agree: a key the table leaves to the browser but ``update`` answers would both scroll
the page and move on the map; one the table takes but ``update`` ignores would be lost.
"""

from __future__ import annotations

import json

import pytest

from web.state import effects as fx
from web.state.keys import keys_taken, takes
from web.state.update import update

from tests.web.state.journey import JOURNEY, _presses


def test_the_journey_passes_every_screen_and_state_the_table_depends_on():
    screens = {model.screen.name for model, _ in JOURNEY}
    assert {"new", "rules", "game", "replay", "saved", "record"} <= screens
    assert any(model.flags.map_key for model, _ in JOURNEY)
    assert any(model.playing and model.session.selection.mode is not None for model, _ in JOURNEY)


@pytest.mark.parametrize("step", range(len(JOURNEY)))
def test_the_table_takes_exactly_the_keys_update_answers(step):
    model, context = JOURNEY[step]
    rules = keys_taken(model)
    taken = 0
    for press in _presses():
        _, effects = update(model, press, context)
        answered = any(isinstance(e, fx.Handled) for e in effects)
        taken += answered
        assert takes(rules, press) == answered, (model.screen.name, press)
    assert taken  # every state takes some key (Enter on the map at least)


def test_the_table_crosses_to_the_page_as_plain_json():
    model, _ = JOURNEY[-1]
    plain = [rule.plain() for rule in keys_taken(model)]
    assert json.loads(json.dumps(plain)) == plain
    assert {"keys": ["Z", "z"], "focus": ["button", "map", "page"], "shape": False, "slot": False,
            "ctrl": True, "alt": None} in plain
