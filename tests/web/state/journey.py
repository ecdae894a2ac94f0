"""A player's journey through every screen of the page, and the key presses to try on each
state of it (for the table of keys the page takes).
"""

from __future__ import annotations

import itertools

from web import messages as m

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
