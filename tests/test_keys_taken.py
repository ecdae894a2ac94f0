"""The page's table of the keys it takes (``web.state.keys``) says exactly what ``update`` does.

The page's script decides from that table, while a key's event is still being dispatched,
whether the browser does what it would do with the key; ``update`` decides later what the key
means. Over a player's journey through every screen, for every key, focus and modifier, the
two must agree: a key the table leaves to the browser but ``update`` answers would both scroll
the page and move on the map; one the table takes but ``update`` ignores would be lost.
"""

from __future__ import annotations

import itertools
import json

import pytest

from web import messages as m
from web.state import effects as fx
from web.state.keys import keys_taken, takes
from web.state.update import update
from tests.page import Page
from tests.positions import BLACK, hand, plane, position

KEYS = ("ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "Escape", "Enter", " ",
        "z", "Z", "y", "a", "Tab", "PageDown", "Backspace")
SHAPES = (None, ("region", "kimberley"), ("location", "tanami"))


def _journey() -> list:
    """The states a player passes through: every screen, the key to the map open, a card held."""
    seen = []
    page = Page()
    seen.append(page.model)  # the new-game form
    page.command("rules")
    seen.append(page.model)
    page.command("rules-close")
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed="3")
    seen.append(page.model)  # the first draws, the device handed over
    for _ in range(4):
        page.command("reveal")
        page.draw(2)
    page.command("reveal")
    seen.append(page.model)  # a turn
    page.command("map-key")
    seen.append(page.model)
    page.command("map-key")
    page.command("replay-current")
    seen.append(page.model)
    page.command("back-to-game")
    page.command("saved-games")
    seen.append(page.model)  # a saved game, its rename box
    page.command("record")
    seen.append(page.model)
    page.command("record-clear")
    seen.append(page.model)  # the record's question
    state = position()
    hand(state, BLACK, ("red", 2), ("blue", 1))
    plane(state, BLACK, "kimberley")
    held = Page()
    held.put(state)
    held.click("card", state.players[BLACK].hand[0])
    assert held.session.selection.mode is not None
    seen.append(held.model)
    return [(model, page.runtime.context()) for model in seen]


JOURNEY = _journey()


def _presses():
    for key, focus, shape, slot, ctrl, alt in itertools.product(
        KEYS, m.Focus, SHAPES, (None, "g1"), (False, True), (False, True)
    ):
        if shape is not None and focus != m.Focus.MAP or slot is not None and focus != m.Focus.TEXT:
            continue  # a shape has the focus only on the map; a rename box is a text box
        yield m.KeyPressed(key, ctrl=ctrl, alt=alt, focus=focus, shape=shape, slot=slot)


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
