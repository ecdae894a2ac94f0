"""A page at the first turn of a game of two people.
"""

from __future__ import annotations

from australia.state import TURN

from tests.page import Page


def _at_first_turn(seed: str = "3") -> Page:
    page = Page()
    page.start(count="2", name0="Ann", name1="Ben", start="0", seed=seed)
    for _ in range(4):
        page.command("reveal")
        page.draw(2)
    page.command("reveal")
    assert page.session.state.phase == TURN and not page.session.handover
    return page
