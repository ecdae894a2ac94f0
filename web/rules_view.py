"""The rules screen: how to play in about two screens, with pictures drawn by the board's renderer.

Every sentence comes from ``web.words``; every number of the rules is read from
``australia.board`` and filled into those sentences here, so the text stays true to the rules
the engine plays. The pictures are the page's own board (``web.render.render_board``) with an
example position on it, cropped to the region concerned through the SVG's viewBox. The
examples' points are checked against the rules engine by a test (``tests/test_learning.py``).

Pure functions of plain data, like ``web.view``; nothing here needs a browser or a game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from typing import Mapping

from australia.board import (
    ACTIONS_PER_TURN,
    CARD_VALUE,
    FULL_STACK_SIZE,
    HAND_SIZE,
    KINDS,
    LOCATIONS,
    LOCATIONS_OF,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MOVE_COST,
    NO_RANGER_POINTS,
    PROJECT_BONUS,
    RANGER_TRACK_SPACES,
    REGIONS,
    SIMPLE_STACK_SIZE,
    TAKE_BACK_MAX,
    WILD_COST,
    WINDMILL_MAX_VALUE,
    WINDMILL_START_VALUE,
    WINDMILL_TILE_VALUES,
    WINDMILL_TRACK_SPACES,
    kind_dollars,
)
from australia.events import location_points

from web import geometry, words
from web.render import BoardView, render_board

CMD_RULES = "rules"
CMD_CLOSE_RULES = "rules-close"
CMD_TIPS_OFF = "tips-off"
CMD_TIPS_ON = "tips-on"

_CAMP = next(loc.id for loc in LOCATIONS if not loc.is_ship)
_SHIP = next(loc.id for loc in LOCATIONS if loc.is_ship)

# The numbers the sentences of the rules screen and of the tips name.
NUMBERS: Mapping[str, int] = {
    "low": MIN_PLAYERS,
    "high": MAX_PLAYERS,
    "regions": len(REGIONS),
    "land": sum(1 for r in REGIONS if not r.is_sea),
    "seas": sum(1 for r in REGIONS if r.is_sea),
    "card_value": CARD_VALUE,
    "most_dollars": kind_dollars(min(KINDS)),
    "most_rangers": max(KINDS),
    "hand": HAND_SIZE,
    "actions": ACTIONS_PER_TURN,
    "wild": WILD_COST,
    "no_ranger": NO_RANGER_POINTS,
    "take_back": TAKE_BACK_MAX,
    "move": MOVE_COST,
    "bonus": PROJECT_BONUS,
    "camp": location_points(_CAMP),
    "ship": location_points(_SHIP),
    "full_stack": FULL_STACK_SIZE,
    "simple_stack": SIMPLE_STACK_SIZE,
    "windmill_start": WINDMILL_START_VALUE,
    "windmill_max": WINDMILL_MAX_VALUE,
    "low_tile": min(WINDMILL_TILE_VALUES),
    "high_tile": max(WINDMILL_TILE_VALUES),
    "windmill_spaces": WINDMILL_TRACK_SPACES,
    "ranger_spaces": RANGER_TRACK_SPACES,
}


def fill(text: str, **more: object) -> str:
    return text.format(**NUMBERS, **more)


def tip_text(tip: str) -> str:
    return fill(words.TIPS[tip])


def _e(text: object) -> str:
    return escape(str(text), quote=True)


# --- the pictures ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Example:
    """A project scored, as the rules screen pictures it: the rangers around one region at the
    moment the last ones are placed, and what each player scores (checked against the engine)."""

    region: str
    rangers: Mapping[str, tuple[str, int]]  # every location of the region with rangers: (colour, count)
    placed: str  # the location the last rangers went to
    plane: str  # the colour of the player who placed them
    points: Mapping[str, int]  # colour -> points scored
    tile: int | None = None  # a face-up industrialization tile's value


CONSERVATION_EXAMPLE = Example(
    region="indian_ocean",
    rangers={"fremantle": ("white", 1), "geraldton": ("blue", 1), "ningaloo": ("blue", 1), "cape_leeuwin": ("black", 3)},
    placed="cape_leeuwin",
    plane="black",
    points={"black": 9, "white": 2, "blue": 4},
)

INDUSTRIALIZATION_EXAMPLE = Example(
    region="red_centre",
    rangers={"barrow_creek": ("black", 2), "gibson_desert": ("white", 2)},
    placed="gibson_desert",
    plane="white",
    points={"white": 5, "black": 2},
    tile=4,
)

MARGIN = 34.0


def crop(region: str) -> tuple[float, float, float, float]:
    """(x, y, width, height) of a frame around a region and its camps and ships, on the board."""
    points = list(geometry.region_polygon(region)) + [geometry.location_point(loc) for loc in LOCATIONS_OF[region]]
    x0 = max(0.0, min(x for x, _ in points) - MARGIN)
    y0 = max(0.0, min(y for _, y in points) - MARGIN)
    x1 = min(float(geometry.WIDTH), max(x for x, _ in points) + MARGIN)
    y1 = min(float(geometry.HEIGHT), max(y for _, y in points) + MARGIN)
    return x0, y0, x1 - x0, y1 - y0


def _n(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def figure_svg(view: BoardView, frame: tuple[float, float, float, float], alt: str, ident: str = "figure") -> str:
    """The board drawn for ``view``, showing only ``frame``, as one picture described by ``alt``.

    The picture's ids get the prefix ``ident`` (two boards on one page would share them), and
    its regions and locations lose their hooks: nothing in a picture answers a click.
    """
    board = render_board(view)
    board = board.replace('id="', f'id="{ident}-').replace("url(#", f"url(#{ident}-").replace('href="#', f'href="#{ident}-')
    board = re.sub(r' data-(?:region|location)="[^"]*"', "", board)
    x, y, w, h = frame
    head, rest = board.split(">", 1)
    head = re.sub(r'viewBox="[^"]*"', f'viewBox="{_n(x)} {_n(y)} {_n(w)} {_n(h)}"', head, count=1)
    head = re.sub(r' width="[^"]*"', f' width="{_n(w)}"', head, count=1)
    head = re.sub(r' height="[^"]*"', f' height="{_n(h)}"', head, count=1)
    head = re.sub(r'role="group" aria-label="[^"]*"', f'role="img" aria-label="{_e(alt)}"', head, count=1)
    return head + ">" + rest


def example_view(example: Example) -> BoardView:
    return BoardView(
        rangers=dict(example.rangers),
        planes={example.region: (example.plane,)},
        tiles={example.region: (example.tile, True)} if example.tile is not None else {},
        conservation=frozenset({example.region}),
        scoring=example.region,
        selected=example.placed,
        interactive=False,
    )


def _conservation_caption(ex: Example) -> tuple[str, str]:
    values = dict(
        placed=ex.rangers[ex.placed][1],
        location=words.location(ex.placed),
        region=words.region(ex.region),
        black=ex.points["black"],
        white=ex.points["white"],
        blue=ex.points["blue"],
    )
    return fill(words.RULES_EXAMPLE_1, **values), fill(words.RULES_EXAMPLE_1_ALT, **values)


def _industrialization_caption(ex: Example) -> tuple[str, str]:
    black_location = next(loc for loc, (who, _) in ex.rangers.items() if who == "black")
    values = dict(
        value=ex.tile,
        region=words.region(ex.region),
        black_rangers=ex.rangers[black_location][1],
        black_location=words.location(black_location),
        placed=ex.rangers[ex.placed][1],
        location=words.location(ex.placed),
        white=ex.points["white"],
        black=ex.points["black"],
    )
    return fill(words.RULES_EXAMPLE_2, **values), fill(words.RULES_EXAMPLE_2_ALT, **values)


def figure_html(example: Example, caption: str, alt: str, ident: str) -> str:
    svg = figure_svg(example_view(example), crop(example.region), alt, ident)
    return (
        f'<figure class="rules-figure" id="{ident}" aria-labelledby="{ident}-caption">'
        f'<div class="rules-picture">{svg}</div>'
        f'<figcaption id="{ident}-caption">{_e(caption)}</figcaption></figure>'
    )


# --- the screen -----------------------------------------------------------------------------


def _items(texts) -> str:
    return "<ul>" + "".join(f"<li>{_e(fill(t))}</li>" for t in texts) + "</ul>"


def _term(term: str, text: str) -> str:
    return f"<li><strong>{_e(term)}</strong> {_e(fill(text))}</li>"


def _section(ident: str, title: str, body: str) -> str:
    return f'<section class="rules-part" aria-labelledby="{ident}"><h3 id="{ident}">{_e(title)}</h3>{body}</section>'


def rules_button(cls: str = "") -> str:
    """The button that opens the rules, on every screen."""
    return (
        f'<button type="button" class="rules-open{" " + cls if cls else ""}" data-command="{CMD_RULES}" '
        f'title="{_e(words.RULES_BUTTON_TITLE)}" data-pending="{_e(words.LABELS.opening_soon)}">'
        f"{_e(words.RULES_BUTTON)}</button>"
    )


def tips_html(tips_off: bool) -> str:
    if tips_off:
        said, label, command = words.RULES_TIPS_OFF, words.TIPS_ON_BUTTON, CMD_TIPS_ON
    else:
        said, label, command = words.RULES_TIPS_ON, words.TIPS_OFF_BUTTON, CMD_TIPS_OFF
    return (
        f'<p class="tips-state" data-tips="{"off" if tips_off else "on"}">{_e(said)}</p>'
        f'<p><button type="button" data-command="{command}">{_e(label)}</button></p>'
    )


def rules_html(*, tips_off: bool = False) -> str:
    """The whole rules screen; closing it goes back to exactly where the player was."""
    first, first_alt = _conservation_caption(CONSERVATION_EXAMPLE)
    second, second_alt = _industrialization_caption(INDUSTRIALIZATION_EXAMPLE)
    close = f'<button type="button" class="primary" data-command="{CMD_CLOSE_RULES}">{_e(words.CLOSE_RULES)}</button>'
    parts = [
        f'<p class="rules-intro">{_e(fill(words.RULES_INTRO))}</p>',
        _section("rules-board", words.RULES_BOARD_TITLE, _items(words.RULES_BOARD)),
        _section(
            "rules-turn",
            words.RULES_TURN_TITLE,
            f"<p>{_e(fill(words.RULES_TURN))}</p><ul>"
            + _term(words.RULES_FLY_TERM, words.RULES_FLY)
            + _term(words.RULES_PLAY_TERM, words.RULES_PLAY)
            + _term(words.RULES_TAKE_BACK_TERM, words.RULES_TAKE_BACK)
            + f"</ul><p><strong>{_e(words.RULES_MOVE_TERM)}</strong> {_e(fill(words.RULES_MOVE))}</p>",
        ),
        _section(
            "rules-projects",
            words.RULES_PROJECTS_TITLE,
            "<ul>"
            + _term(words.RULES_CONSERVATION_TERM, words.RULES_CONSERVATION)
            + _term(words.RULES_INDUSTRIALIZATION_TERM, words.RULES_INDUSTRIALIZATION)
            + "</ul>"
            + "".join(f"<p>{_e(fill(t))}</p>" for t in words.RULES_SCORING)
            + '<div class="rules-figures">'
            + figure_html(CONSERVATION_EXAMPLE, first, first_alt, "rules-example-1")
            + figure_html(INDUSTRIALIZATION_EXAMPLE, second, second_alt, "rules-example-2")
            + "</div>",
        ),
        _section("rules-windmill", words.RULES_WINDMILL_TITLE, _items(words.RULES_WINDMILL)),
        _section("rules-end", words.RULES_END_TITLE, "".join(f"<p>{_e(fill(t))}</p>" for t in words.RULES_END)),
        _section("rules-tips", words.RULES_TIPS_TITLE, tips_html(tips_off)),
    ]
    return (
        '<div class="rules" data-phase="rules" id="rules">'
        f'<div class="rules-head"><h2 id="rules-title" tabindex="-1">{_e(words.RULES_TITLE)}</h2>'
        f'<div class="form-buttons">{close}</div></div>'
        f'<article class="rules-text" aria-labelledby="rules-title">{"".join(parts)}</article>'
        f'<div class="form-buttons rules-foot">{close}</div>'
        "</div>"
    )
