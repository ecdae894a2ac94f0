"""The keyboard: the map as one stop of the Tab order, the arrow keys on it, and where the
focus goes after each step. Pure functions of the game and the board's geometry.

**The map is a group of buttons with a roving tabindex.** Every region and location stays
what it already is for a screen reader, a button (``role="button"``) with a name that says
what lies there, inside the board's ``role="group"`` named "The board of Australia". Only one
of them is in the Tab order (``tabindex="0"``), the rest are ``tabindex="-1"``, so the ninety
shapes cost one Tab press instead of ninety and the hand comes right after the map. The arrow
keys move between the shapes by direction (see ``neighbour``), Home and End go to the first
and the last, Enter or Space acts. ``role="application"`` was not chosen: it switches a
screen reader's reading keys off for everything inside, and a grid does not fit a map whose
shapes have no rows or columns. Buttons in a named group are read the same way by NVDA, JAWS,
VoiceOver and TalkBack, and in browse mode the shapes can still be read one by one.

**Focus after a step** is data: ``game_focus`` names, as CSS selectors in order of
preference, the control a player most likely wants next (after flying, the first card that
can be played; after picking a card, the first location offered on the map; after the last
action, End turn ...). The shell focuses the first selector that matches.
"""

from __future__ import annotations

import math
from typing import Iterable, Sequence

from australia import DRAW, LOCATIONS, OVER, REGIONS, SETUP

from web import geometry
from web.dom import END, HOME
from web.hooks import Command, Hook, selector
from web.state.selection import MOVE, PLAY, TAKE_BACK

Shape = tuple[str, str]  # ("region", id) or ("location", id): what a shape of the map is
REGION, LOCATION = Hook.REGION.value, Hook.LOCATION.value

# Directions in SVG coordinates (y grows downwards), as unit vectors.
ARROWS = {"ArrowRight": (1.0, 0.0), "ArrowLeft": (-1.0, 0.0), "ArrowDown": (0.0, 1.0), "ArrowUp": (0.0, -1.0)}

# A shape counts as lying in a direction when it is within this angle of it; among those,
# sideways distance weighs more than distance ahead, so the arrow goes where the eye expects.
CONE_DEGREES = 70.0
SIDEWAYS_WEIGHT = 2.5

ALL_SHAPES: tuple[Shape, ...] = tuple((REGION, r.id) for r in REGIONS) + tuple((LOCATION, loc.id) for loc in LOCATIONS)


def point(shape: Shape) -> geometry.Point:
    """Where a shape is for the arrow keys: a region's name, a location's centre."""
    kind, ident = shape
    return geometry.label_point(ident) if kind == REGION else geometry.location_point(ident)


def reading_order(shapes: Iterable[Shape]) -> list[Shape]:
    """Top to bottom, then left to right: the order Home, End and "the first" follow."""
    return sorted(shapes, key=lambda s: (point(s)[1], point(s)[0]))


def neighbour(start: Shape, key: str, shapes: Iterable[Shape]) -> Shape | None:
    """The shape an arrow key (or Home/End) moves to from ``start``, or None (stay).

    A cone search: among the shapes within ``CONE_DEGREES`` of the arrow's direction, the one
    with the least distance ahead plus ``SIDEWAYS_WEIGHT`` times the distance sideways.
    """
    shapes = [s for s in shapes if s != start]
    if not shapes:
        return None
    if key in (HOME, END):
        order = reading_order([*shapes, start])
        found = order[0] if key == HOME else order[-1]
        return None if found == start else found
    if key not in ARROWS:
        return None
    ux, uy = ARROWS[key]
    x0, y0 = point(start)
    reach = math.tan(math.radians(CONE_DEGREES))
    best, best_score = None, math.inf
    for shape in shapes:
        x, y = point(shape)
        dx, dy = x - x0, y - y0
        ahead = dx * ux + dy * uy
        sideways = abs(dx * uy - dy * ux)
        if ahead <= 0 or sideways > ahead * reach:
            continue
        score = ahead + SIDEWAYS_WEIGHT * sideways
        if score < best_score:
            best, best_score = shape, score
    return best


def arrow_targets(highlighted: Iterable[str]) -> tuple[Shape, ...]:
    """The shapes the arrow keys go through: while the step offers locations (a card to
    place, rangers to take back or move), only those; otherwise every region and location."""
    offered = tuple((LOCATION, loc) for loc in highlighted)
    return offered or ALL_SHAPES


def tab_stop(remembered: Shape | None, highlighted: Iterable[str], plane: str | None) -> Shape:
    """The one shape of the map in the Tab order.

    While locations are offered, the one last focused if it is offered, else the first of
    them; otherwise the one last focused, else the region of the player's plane, else the
    first region.
    """
    offered = {(LOCATION, loc) for loc in highlighted}
    if offered:
        return remembered if remembered in offered else reading_order(offered)[0]
    if remembered in ALL_SHAPES:
        return remembered
    if plane is not None:
        return (REGION, plane)
    return ALL_SHAPES[0]


def shape_selector(shape: Shape) -> str:
    kind, ident = shape
    return f"#board {selector(kind, ident)}"


def _first_enabled(hook: Hook, choices: Sequence) -> list[str]:
    return [selector(hook, c.value) for c in choices if c.enabled][:1]


def game_focus(session, opts, *, map_stop: Shape, acted: tuple[str, object] | None = None, before=None) -> tuple[str, ...]:  # noqa: C901 - one branch for each moment of a turn, in the order a player meets them
    """Where the focus goes on the game screen after a step, best first (CSS selectors).

    ``session`` and ``opts`` are the game after the step (``web.state.session.Session`` and
    its ``web.state.selection.Options``), ``map_stop`` the map's stop in the Tab order,
    ``acted`` the click that made the step and ``before`` the selection before it.
    """
    state = session.state
    if state.phase == OVER:
        return (selector(Hook.COMMAND, Command.REPLAY_CURRENT),)
    if session.review is not None:
        return (selector(Hook.COMMAND, Command.PASS),)
    if session.handover:
        return (selector(Hook.COMMAND, Command.REVEAL),)
    if session.computer_to_move:
        return (selector(Hook.COMMAND, Command.SKIP),)
    map_shape = shape_selector(map_stop)
    if state.phase in (SETUP, DRAW):
        return (*_first_enabled(Hook.STACK, opts.stacks), selector(Hook.STACK))
    sel = session.selection
    offered = [shape_selector(s) for s in reading_order((LOCATION, loc) for loc in opts.highlight_locations)]
    if sel.mode == PLAY:
        if sel.location is None and sel.rangers is None:
            return (*offered[:1], selector(Hook.RANGERS, 0), *_first_enabled(Hook.TRACK, opts.track))
        if sel.rangers is None:
            return tuple(_first_enabled(Hook.RANGERS, opts.rangers))
        return tuple(_first_enabled(Hook.TRACK, opts.track))
    confirm = selector(Hook.COMMAND, Command.CONFIRM_TAKE_BACK)
    if sel.mode == TAKE_BACK:
        here = shape_selector((LOCATION, str(acted[1]))) if acted and acted[0] == LOCATION else None
        if here in offered:
            return (here, confirm)
        if sel.picks:
            return (confirm,)
        return (*offered[:1], confirm)
    if sel.mode == MOVE:
        return (*offered[:1], selector(Hook.COMMAND, Command.CANCEL))
    # Nothing picked: a step has just been taken or put aside.
    if acted is not None and acted[0] == Hook.CARD:
        return (selector(Hook.CARD, acted[1]),)  # the card put down again
    if before is not None and acted == (Hook.COMMAND, Command.CANCEL):
        started = {
            PLAY: selector(Hook.CARD, before.card),
            TAKE_BACK: selector(Hook.COMMAND, Command.TAKE_BACK),
            MOVE: selector(Hook.COMMAND, Command.MOVE),
        }
        if before.mode in started:
            return (started[before.mode], map_shape)
    end = opts.command(Command.END_TURN)
    if end is not None and end.enabled:
        return (selector(Hook.COMMAND, Command.END_TURN),)
    cards = _first_enabled(Hook.CARD, opts.cards)
    if cards:
        return tuple(cards)
    return (map_shape, selector(Hook.CARD))
