"""The rules screen: how to play in about two screens, with pictures drawn by the board's renderer.

Every sentence comes from ``web.text.rules``, which fills in the numbers of the rules from
``australia.board``. The pictures are the page's own board (``web.view.board.render_board``)
with an example position on it, cropped to the region concerned through the SVG's viewBox.
The examples' points are checked against the rules engine by a test
(``tests/web/view/test_rules.py``).

Pure functions of plain data, like every view; nothing here needs a browser or a game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping

from australia import LOCATIONS_OF

from web import geometry
from web.hooks import Command
from web.text import rules as words
from web.text.names import location, region
from web.view.board import BoardView, render_board
from web.view.html import button, e


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
    head = re.sub(r'role="group" aria-label="[^"]*"', f'role="img" aria-label="{e(alt)}"', head, count=1)
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
        location=location(ex.placed),
        region=region(ex.region),
        black=ex.points["black"],
        white=ex.points["white"],
        blue=ex.points["blue"],
    )
    return words.example_1(**values), words.example_1_alt(**values)


def _industrialization_caption(ex: Example) -> tuple[str, str]:
    black_location = next(loc for loc, (who, _) in ex.rangers.items() if who == "black")
    values = dict(
        value=ex.tile,
        region=region(ex.region),
        black_rangers=ex.rangers[black_location][1],
        black_location=location(black_location),
        placed=ex.rangers[ex.placed][1],
        location=location(ex.placed),
        white=ex.points["white"],
        black=ex.points["black"],
    )
    return words.example_2(**values), words.example_2_alt(**values)


def figure_html(example: Example, caption: str, alt: str, ident: str) -> str:
    svg = figure_svg(example_view(example), crop(example.region), alt, ident)
    return (
        f'<figure class="rules-figure" id="{ident}" aria-labelledby="{ident}-caption">'
        f'<div class="rules-picture">{svg}</div>'
        f'<figcaption id="{ident}-caption">{e(caption)}</figcaption></figure>'
    )


# --- the screen -----------------------------------------------------------------------------


def _items(texts) -> str:
    return "<ul>" + "".join(f"<li>{e(t)}</li>" for t in texts) + "</ul>"


def _term(term: str, text: str) -> str:
    return f"<li><strong>{e(term)}</strong> {e(text)}</li>"


def _section(ident: str, title: str, body: str) -> str:
    return f'<section class="rules-part" aria-labelledby="{ident}"><h3 id="{ident}">{e(title)}</h3>{body}</section>'


def tips_html(tips_off: bool) -> str:
    if tips_off:
        said, label, command = words.tips_off(), words.tips_on_button(), Command.TIPS_ON
    else:
        said, label, command = words.tips_on(), words.tips_off_button(), Command.TIPS_OFF
    return f'<p class="tips-state" data-tips="{"off" if tips_off else "on"}">{e(said)}</p><p>{button(command, label)}</p>'


def rules_html(*, tips_off: bool = False) -> str:
    """The whole rules screen; closing it goes back to exactly where the player was."""
    first, first_alt = _conservation_caption(CONSERVATION_EXAMPLE)
    second, second_alt = _industrialization_caption(INDUSTRIALIZATION_EXAMPLE)
    close = button(Command.CLOSE_RULES, words.close_rules(), cls="primary")
    parts = [
        f'<p class="rules-intro">{e(words.intro())}</p>',
        _section("rules-board", words.board_title(), _items(words.board())),
        _section(
            "rules-turn",
            words.turn_title(),
            f"<p>{e(words.turn())}</p><ul>"
            + _term(words.fly_term(), words.fly())
            + _term(words.play_term(), words.play())
            + _term(words.take_back_term(), words.take_back())
            + f"</ul><p><strong>{e(words.move_term())}</strong> {e(words.move())}</p>",
        ),
        _section(
            "rules-projects",
            words.projects_title(),
            "<ul>"
            + _term(words.conservation_term(), words.conservation())
            + _term(words.industrialization_term(), words.industrialization())
            + "</ul>"
            + "".join(f"<p>{e(t)}</p>" for t in words.scoring())
            + '<div class="rules-figures">'
            + figure_html(CONSERVATION_EXAMPLE, first, first_alt, "rules-example-1")
            + figure_html(INDUSTRIALIZATION_EXAMPLE, second, second_alt, "rules-example-2")
            + "</div>",
        ),
        _section("rules-windmill", words.windmill_title(), _items(words.windmill())),
        _section("rules-end", words.end_title(), "".join(f"<p>{e(t)}</p>" for t in words.end())),
        _section("rules-tips", words.tips_title(), tips_html(tips_off)),
    ]
    return (
        '<div class="rules" data-phase="rules" id="rules">'
        f'<div class="rules-head"><h2 id="rules-title" tabindex="-1">{e(words.title())}</h2>'
        f'<div class="form-buttons">{close}</div></div>'
        f'<article class="rules-text" aria-labelledby="rules-title">{"".join(parts)}</article>'
        f'<div class="form-buttons rules-foot">{close}</div>'
        "</div>"
    )
