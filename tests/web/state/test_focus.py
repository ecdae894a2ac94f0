"""The keyboard under CPython: the arrow keys on the map, its one Tab stop, and where the
focus goes after each step of a turn (``web.state.focus``, as the page uses it)."""

from __future__ import annotations

import re
from collections import deque

import pytest

from australia import PlayCard
from australia.board import LOCATIONS, REGIONS
from australia.rules import legal_actions_of
from web import messages as m
from web.dom import BOARD, END, HOME
from web.state import effects as fx
from web.state import focus as keymap
from web.state.update import update
from web.view.board import BoardView, render_board
from tests.page import Page
from tests.positions import BLACK, hand, plane, position, put

CMD_CANCEL = "cancel"

ALL = keymap.ALL_SHAPES
STOP = re.compile(r'data-(region|location)="([a-z0-9_]+)" role="button" tabindex="0"')


def _reachable(start, shapes) -> set:
    seen = {start}
    queue = deque([start])
    while queue:
        shape = queue.popleft()
        for key in keymap.ARROWS:
            nxt = keymap.neighbour(shape, key, shapes)
            if nxt is not None and nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return seen


# --- the arrow keys -----------------------------------------------------------------------------


def test_every_shape_has_a_point_and_all_are_listed_once():
    assert len(ALL) == len(set(ALL)) == len(REGIONS) + len(LOCATIONS)
    for shape in ALL:
        x, y = keymap.point(shape)
        assert 0 <= x <= 855 and 0 <= y <= 700


@pytest.mark.parametrize("key", list(keymap.ARROWS))
def test_an_arrow_goes_to_a_shape_that_lies_in_its_direction(key):
    ux, uy = keymap.ARROWS[key]
    moved = 0
    for shape in ALL:
        found = keymap.neighbour(shape, key, ALL)
        if found is None:
            continue
        moved += 1
        (x0, y0), (x1, y1) = keymap.point(shape), keymap.point(found)
        ahead = (x1 - x0) * ux + (y1 - y0) * uy
        sideways = abs((x1 - x0) * uy - (y1 - y0) * ux)
        assert ahead > 0 and sideways < ahead * 3, (shape, key, found)
    assert moved > len(ALL) * 0.8


def test_the_arrow_goes_to_the_nearest_shape_ahead():
    # from Red Centre: the camp on its western border, then Pilbara's name beyond it
    assert keymap.neighbour(("region", "red_centre"), "ArrowLeft", ALL) == ("location", "gibson_desert")
    assert keymap.neighbour(("location", "gibson_desert"), "ArrowLeft", ALL) == ("region", "pilbara")
    regions = [s for s in ALL if s[0] == "region"]
    assert keymap.neighbour(("region", "red_centre"), "ArrowLeft", regions) == ("region", "pilbara")
    assert keymap.neighbour(("region", "arafura_sea"), "ArrowUp", ALL) is None  # the top of the map


def test_every_shape_can_reach_every_other_by_the_arrows():
    for start in (ALL[0], ("region", "tasman_sea"), ("location", LOCATIONS[-1].id)):
        assert _reachable(start, ALL) == set(ALL), start


def test_home_and_end_go_to_the_first_and_the_last_shape_in_reading_order():
    order = keymap.reading_order(ALL)
    middle = order[len(order) // 2]
    assert keymap.neighbour(middle, HOME, ALL) == order[0]
    assert keymap.neighbour(middle, END, ALL) == order[-1]
    assert keymap.neighbour(order[0], HOME, ALL) is None


def test_while_locations_are_offered_the_arrows_go_through_them_only():
    offered = ("tanami", "halls_creek", "gibson_desert")
    shapes = keymap.arrow_targets(offered)
    assert set(shapes) == {("location", loc) for loc in offered}
    assert keymap.arrow_targets(()) == ALL
    start = ("location", "tanami")
    assert _reachable(start, shapes) == set(shapes)


# --- one stop in the Tab order ------------------------------------------------------------------


def test_the_map_is_one_stop_of_the_tab_order():
    assert STOP.findall(render_board()) == [("region", REGIONS[0].id)]
    html = render_board(BoardView(tab_stop=("location", "tanami")))
    assert STOP.findall(html) == [("location", "tanami")]
    assert html.count('tabindex="-1"') == len(ALL) - 1
    assert "tabindex" not in render_board(BoardView(interactive=False))


def test_the_stop_is_the_last_focused_shape_else_the_plane_else_the_first_region():
    assert keymap.tab_stop(("location", "tanami"), (), "pilbara") == ("location", "tanami")
    assert keymap.tab_stop(None, (), "pilbara") == ("region", "pilbara")
    assert keymap.tab_stop(None, (), None) == ALL[0]
    # while locations are offered: the remembered one if offered, else the first offered
    offered = ("tanami", "halls_creek")
    first = keymap.reading_order(("location", loc) for loc in offered)[0]
    assert keymap.tab_stop(("region", "pilbara"), offered, "pilbara") == first
    assert keymap.tab_stop(("location", "tanami"), offered, None) == ("location", "tanami")


# --- the focus after each step ------------------------------------------------------------------


def _page(state, *, handover: bool = False) -> Page:
    page = Page()
    page.put(state, handover=handover)
    return page


def _played_position():
    state = position()
    hand(state, BLACK, ("red", 2), ("blue", 1))
    return state


def _key_on_map(page: Page, shape, key: str) -> tuple[str, ...]:
    page.send(m.KeyPressed(key, focus=m.Focus.MAP, shape=shape))
    return page.focus()


def test_arrow_keys_pressed_faster_than_the_page_moves_the_focus_each_go_on_from_the_last():
    """The page's focus moves only once the page has carried out Python's answer: a key
    pressed before that is still read on the shape it left, and goes on from where the last
    key sent the focus."""
    page = _page(_played_position())
    start = keymap.ALL_SHAPES[0]
    targets = keymap.arrow_targets(())
    first = keymap.neighbour(start, "ArrowRight", targets)
    second = keymap.neighbour(first, "ArrowRight", targets)
    assert None not in (first, second) and second != first
    assert _key_on_map(page, start, "ArrowRight") == (keymap.shape_selector(first),)
    page.send(m.KeyPressed("ArrowRight", focus=m.Focus.MAP, shape=start, behind=True))
    assert page.focus() == (keymap.shape_selector(second),)
    # the page caught up: what it says is where the focus is
    assert _key_on_map(page, start, "ArrowRight") == (keymap.shape_selector(first),)
    # the move holds only while the focus is on the map: a Tab pressed meanwhile wins
    _, effects = update(page.model, m.KeyPressed("ArrowRight", focus=m.Focus.MAP, shape=start), page.runtime.context())
    assert fx.Focus((keymap.shape_selector(first),), within=BOARD) in effects
    # anything else in between (here a click elsewhere): the next key starts where it says
    page.click("command", "rules")
    page.player(m.CloseRules())
    page.focus()
    page.send(m.KeyPressed("ArrowRight", focus=m.Focus.MAP, shape=start, behind=True))
    assert page.focus() == (keymap.shape_selector(first),)


def test_a_turn_by_the_focus_alone():
    """From the hand-over to the end of the turn, the focus is always on the next control."""
    state = _played_position()
    page = _page(state, handover=True)
    assert page.session.handover
    page.click("command", "reveal")
    # the plane is off the board: no card can be played yet, so the map (the plane's region, else the first)
    assert page.focus()[0] == keymap.shape_selector(keymap.ALL_SHAPES[0])
    page.click("region", "kimberley")  # a red region: the red card can be played now
    red = page.state.players[BLACK].hand[0]
    assert page.focus() == (f'[data-card="{red}"]',)
    page.click("card", red)
    focus = page.focus()
    offered = {a.location for a in legal_actions_of(page.state, PlayCard) if a.card == red and a.location}
    first = keymap.reading_order(("location", loc) for loc in offered)[0]
    assert focus[0] == keymap.shape_selector(first)
    moved = _key_on_map(page, first, "ArrowDown")
    assert moved in ((), *((keymap.shape_selector(("location", loc)),) for loc in offered))
    page.click("location", first[1])
    assert page.focus()[0] == '[data-rangers="1"]'
    page.click("rangers", 1)
    assert page.focus()[0].startswith("[data-stack=")  # the card's replacement is drawn at once
    page.click("stack", 1)
    assert page.focus() == ('[data-command="end-turn"]',)


def test_escape_puts_the_card_down_and_the_focus_back_on_it():
    state = _played_position()
    plane(state, BLACK, "kimberley")
    page = _page(state)
    red = state.players[BLACK].hand[0]
    page.click("card", red)
    assert page.session.selection.mode is not None
    assert page.key("Escape")  # the page's own key: the browser does nothing more with it
    assert page.session.selection.mode is None
    assert page.focus()[0] == f'[data-card="{red}"]'
    page.click("card", red)
    page.click("card", red)  # a second press puts it down too
    assert page.focus() == (f'[data-card="{red}"]',)
    assert not page.key("Escape")  # nothing to put down: Escape is the browser's


def test_a_refused_click_leaves_the_focus_where_it_is():
    state = _played_position()
    page = _page(state)
    page.click("location", "tanami")  # no card picked: a notice, nothing else
    assert page.session.notice is not None
    assert page.focus() == ()


def test_the_map_remembers_the_shape_last_focused_for_this_player():
    state = _played_position()
    plane(state, BLACK, "kimberley")
    page = _page(state)
    assert STOP.findall(page.html()) == [("region", "kimberley")]
    page.send(m.MapFocused("location", "tanami"))
    page.command("zoom-map")  # anything that draws the page again
    assert STOP.findall(page.html()) == [("location", "tanami")]
    page.click("region", "pilbara")
    page.click("region", "kimberley")
    page.command("end-turn")  # the next player: their own plane's region again
    assert page.state.current != BLACK
    assert STOP.findall(page.html()) == [("region", REGIONS[0].id)]


def test_a_take_back_keeps_the_focus_on_the_map_then_goes_to_confirm():
    state = _played_position()
    plane(state, BLACK, "kimberley")
    put(state, "tanami", BLACK, 2)
    put(state, "halls_creek", BLACK, 1)
    page = _page(state)
    page.command("take-back")
    first = keymap.reading_order([("location", "tanami"), ("location", "halls_creek")])[0]
    assert page.focus()[0] == keymap.shape_selector(first)
    page.click("location", "tanami")  # one more can still come from there: stay
    assert page.focus()[0] == keymap.shape_selector(("location", "tanami"))
    page.click("location", "tanami")  # none left there: on to the confirmation
    assert page.focus() == ('[data-command="confirm-take-back"]',)
    page.command(CMD_CANCEL)
    assert page.focus()[0] == '[data-command="take-back"]'


def test_a_move_for_dollars_goes_from_the_ranger_to_where_it_may_go():
    state = _played_position()
    plane(state, BLACK, "kimberley")
    put(state, "tanami", BLACK, 1)
    state.players[BLACK].dollars = 4
    page = _page(state)
    page.command("move")
    assert page.focus()[0] == keymap.shape_selector(("location", "tanami"))
    page.click("location", "tanami")
    focus = page.focus()
    assert focus[0].startswith("#board [data-location=") and "tanami" not in focus[0]
    assert _key_on_map(page, ("location", "tanami"), "ArrowUp") != (keymap.shape_selector(("location", "tanami")),)
    page.command(CMD_CANCEL)
    assert page.focus()[0] == '[data-command="move"]'


def test_a_pointer_player_keeps_the_focus_where_it_is():
    """Only a keyboard player's focus follows the steps: a mouse never scrolls the page."""
    state = _played_position()
    page = _page(state)
    page.send(m.PointerUsed())
    page.click("region", "kimberley")
    assert page.focus() == ()
    page.key("Tab")  # any key: the keyboard is in use again
    page.click("region", "pilbara")
    assert page.focus() != ()
