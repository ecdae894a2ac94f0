"""Whole games through the page's own code, from the new-game form to the end screen.

The player reads only the HTML the page draws (what is offered and not greyed out, the
highlighted locations, the colours of the cards and regions) and clicks it, as the browser
test's player does (``tests/e2e/play.py``); the page runs as in the browser, on a plain dict
for localStorage. Halfway through, a second page opens on the same storage (a reload) and
must show the same moment.
"""

from __future__ import annotations

import re

import pytest

from australia.board import REGION_BY_ID
from tests.page import Page

HOOK = re.compile(r'<(?:button|g|li)\b([^>]*?)\bdata-(stack|card|rangers|track|location|region|command)="([^"]*)"([^>]*)>')
COLOUR = re.compile(r'data-colour="([a-z]+)"')


def _offered(html: str) -> dict[str, list[tuple[str, str]]]:
    """What the screen offers, by kind: (value, the element's other attributes)."""
    found: dict[str, list[tuple[str, str]]] = {}
    for before, kind, value, after in HOOK.findall(html):
        attrs = before + after
        if 'aria-disabled="true"' in attrs:
            continue
        found.setdefault(kind, []).append((value, attrs))
    return found


def _step(page: Page) -> None:
    """One click by the browser test's strategy: whatever moves the game on fastest."""
    html = page.html()
    offered = _offered(html)
    values = {kind: [v for v, _ in items] for kind, items in offered.items()}
    commands = values.get("command", [])
    game = page.session
    if "pass-device" in commands:
        return page.command("pass-device")
    if "reveal" in commands:
        return page.command("reveal")
    if game.state.phase in ("setup", "draw"):
        return page.click("stack", values["stack"][0])
    if values.get("track"):
        return page.click("track", max(values["track"], key=int))
    rangers = values.get("rangers", [])
    if any(int(r) > 0 for r in rangers):
        return page.click("rangers", max(rangers, key=int))
    highlighted = [v for v, attrs in offered.get("location", []) if "highlight" in attrs]
    if highlighted:
        return page.click("location", highlighted[0])
    if rangers:
        return page.click("rangers", "0")
    if "end-turn" in commands:
        return page.command("end-turn")
    if values.get("card"):
        return page.click("card", values["card"][0])
    wanted = set(COLOUR.findall(html.split('id="controls"', 1)[-1]))
    plane = game.state.player.plane
    regions = [v for v, attrs in offered.get("region", []) if v != plane]
    choice = next((r for r in regions if REGION_BY_ID[r].colour in wanted), regions[0])
    return page.click("region", choice)


def _moment(page: Page) -> tuple:
    html = page.html()
    return (page.state.phase, page.state.current, page.session.handover, len(page.state.history),
            re.search(r'<div class="game"[^>]*>', html).group(0))


def _ranking(html: str) -> list[tuple[int, list[int]]]:
    rows = []
    for seat, points in re.findall(r'<th[^>]*class="rank"[^>]*data-player="(\d)"[^>]*data-points="(-?\d+)"', html):
        parts = re.findall(rf'<td[^>]*data-player="{seat}"[^>]*data-source="[^"]+"[^>]*>(-?\d+)<', html)
        rows.append((int(points), [int(p) for p in parts]))
    return rows


@pytest.mark.parametrize("names, variant, seed", [(("Ann", "Ben"), "simple", 20240601), (("Ann", "Ben", "Cat"), "full", 5)])
def test_a_whole_game_by_clicks_from_the_form_to_the_end_screen(names, variant, seed):
    store: dict = {}
    page = Page(store)
    page.start(count=str(len(names)), variant=variant, seed=str(seed), start="0",
               **{f"name{i}": n for i, n in enumerate(names)})
    clicks = 0
    for clicks in range(3000):  # noqa: B007 - how many, read after the loop
        if page.state.is_over or sum(len(s) for s in page.state.stacks.values()) <= 16:
            break
        _step(page)
    again = Page(store)  # the same storage opened again: the same game at the same moment
    if again.session.handover and not page.session.handover:
        again.command("reveal")  # people share the device: the player to act takes it again
    assert _moment(again) == _moment(page)
    page = again
    for more in range(3000):  # noqa: B007 - how many, read after the loop
        if page.state.is_over:
            break
        _step(page)
    assert clicks > 40 and more > 20 and len(page.state.history) > 60  # a whole game, click by click
    html = page.html()
    assert 'id="final"' in html
    ranking = _ranking(html)
    assert len(ranking) == len(names)
    assert all(len(parts) == (6 if variant == "full" else 5) and sum(parts) == points for points, parts in ranking)
    assert [p for p, _ in ranking] == sorted((p for p, _ in ranking), reverse=True)
    assert html.count("data-tie-break") == 1
    assert all(n in html for n in names)
