"""The board as SVG text: a pure function from what is on the map to a drawing.

``render_board(view)`` is called after every click in the browser, so everything that never
changes (region shapes, borders, coast, labels, the legend) is built once, on first use, and
only the parts a game state touches are formatted per call. The module needs nothing beyond
the standard library, ``australia.board`` and ``web.geometry``, so the same drawing can be
produced and tested under plain CPython.

Colour is never the only cue: each region colour also has its own fill pattern and its name
written under the region's name; camps and ships differ in shape; rangers show their count.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import AbstractSet, Mapping

from australia.board import (
    BLUE,
    GRAY,
    GREEN,
    LOCATIONS,
    LOCATIONS_OF,
    ORANGE,
    RED,
    REGION_BY_ID,
    REGION_IDS,
    REGIONS,
    WINDMILL_TILE_VALUES,
    YELLOW,
)
from web import geometry
from web import i18n
from web import words as w

# --- what a game state adds to the map ----------------------------------------------------


@dataclass(frozen=True)
class BoardView:
    """Everything a game state shows on the map. Every field defaults to "nothing on it".

    ``tiles`` maps a region to its industrialization tile as ``(value, face_up)``; a region
    without an entry has lost its tile. A face-down tile's value is never written into the
    drawing. ``conservation`` lists the regions that still hold their conservation tile.
    """

    rangers: Mapping[str, tuple[str, int]] = field(default_factory=dict)
    planes: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    tiles: Mapping[str, tuple[int, bool]] = field(default_factory=dict)
    conservation: AbstractSet[str] = frozenset(REGION_IDS)
    windmill: tuple[str, int] | None = None
    fly_regions: AbstractSet[str] = frozenset()  # where the player to act may fly now
    recent_region: str | None = None  # where the computer just acted, or a suggestion points
    recent_location: str | None = None
    highlight_locations: AbstractSet[str] = frozenset()
    scoring: str | None = None
    selected: str | None = None
    interactive: bool = True  # False: a picture of the board (nothing on it can be clicked)
    counts: Mapping[str, int] = field(default_factory=dict)  # rangers counting towards a region's tile
    empty: Mapping[str, int] = field(default_factory=dict)  # a region's empty locations
    current: str | None = None  # the colour of the player to act: their plane and region stand out
    changed_regions: AbstractSet[str] = frozenset()  # what the others did since this player's turn
    changed_locations: AbstractSet[str] = frozenset()
    scored: AbstractSet[str] = frozenset()  # regions scored by those actions (and this turn's)
    tab_stop: tuple[str, str] | None = None  # the one shape in the Tab order (None: the first region)


# --- colours ------------------------------------------------------------------------------

# Region fills are tints of the Okabe-Ito palette (sky blue, bluish green, orange, grey,
# vermillion, yellow): hues that stay apart for the common forms of colour blindness while
# still reading as the colour names the cards use. ``ink`` draws the pattern and the colour
# word; ``name`` is the word itself.
REGION_FILL: Mapping[str, str] = {
    BLUE: "#a9d8f3",
    GREEN: "#6cc3a0",
    ORANGE: "#f1bb4d",
    GRAY: "#b9b9b4",
    RED: "#e8895a",
    YELLOW: "#f2e56c",
}
REGION_INK: Mapping[str, str] = {
    BLUE: "#2f7fb5",
    GREEN: "#0b6b4d",
    ORANGE: "#8a5a00",
    GRAY: "#55554f",
    RED: "#8f3300",
    YELLOW: "#7a6f00",
}

PLAYER_FILL: Mapping[str, str] = {
    "black": "#1b1b1b",
    "white": "#ffffff",
    "orange": "#f08c00",
    "blue": "#1a5fb4",
    "brown": "#8b5a2b",
}
PLAYER_TEXT: Mapping[str, str] = {
    "black": "#ffffff",
    "white": "#111111",
    "orange": "#111111",
    "blue": "#ffffff",
    "brown": "#ffffff",
}

# --- sizes (SVG units; the board is about 1:1 on an 855 px wide screen) --------------------

CAMP_RADIUS = 13.0  # a camp is a round token
SHIP_RADIUS = 15.0  # a ship is a diamond: centre to corner
NAME_SIZE = 11.0
SEA_NAME_SIZE = 12.5
COLOUR_SIZE = 8.5
LINE_GAP = 1.1  # line height of a two-line name, in font sizes
TILE_HEIGHT = 17.0  # the industrialization tile: a pill with "rangers/value" or "?"
CONSERVATION_SIDE = 15.0
TOKEN_ROW_HEIGHT = 17.0  # the tile and the conservation tile
PLANE_SIZE = 27.0  # about 24 px across on a laptop's screen (the board drawn about 800 px wide)
PLANE_ROW_HEIGHT = PLANE_SIZE  # the windmill and the planes, under the tiles
TOKEN_WIDTH = 50.0
PLANE_STEP = 20.0  # planes side by side; closer (overlapping) when many share a region
WINDMILL_SIZE = 24.0

# Advance widths of Helvetica Bold (per 1000 em); Arial and Liberation Sans share them.
_WIDE = {
    "m": 889, "w": 778, "M": 833, "W": 944, "G": 778, "O": 778, "Q": 778,
    "A": 722, "B": 722, "C": 722, "D": 722, "H": 722, "K": 722, "N": 722, "R": 722, "U": 722,
}
_NARROW = {
    " ": 278, "i": 278, "j": 278, "l": 278, "I": 278, ".": 278, ",": 278, "'": 238,
    "\u00b7": 278, "f": 333, "t": 333, "-": 333, "r": 389, "z": 500, "J": 556,
}


def text_width(text: str, size: float) -> float:
    """A generous estimate of the drawn width of bold sans-serif text."""
    total = 0
    for ch in text:
        if ch in _WIDE:
            total += _WIDE[ch]
        elif ch in _NARROW:
            total += _NARROW[ch]
        elif ch.isupper():
            total += 667
        else:
            total += 600
    return total * size / 1000 * 1.08  # room for a wider fallback font


def _esc(text: str) -> str:
    return (
        str(text)
        .replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#39;")
    )


def _n(value: float) -> str:
    """A coordinate with at most one decimal, without trailing zeros."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


# --- layout --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Box:
    """An axis-aligned rectangle in SVG units."""

    x0: float
    y0: float
    x1: float
    y1: float

    def overlaps(self, other: "Box") -> bool:
        return self.x0 < other.x1 and other.x0 < self.x1 and self.y0 < other.y1 and other.y0 < self.y1

    def corners(self) -> tuple[tuple[float, float], ...]:
        return ((self.x0, self.y0), (self.x1, self.y0), (self.x1, self.y1), (self.x0, self.y1))


def location_radius(location: str) -> float:
    """How far a location's icon reaches from its centre."""
    return SHIP_RADIUS if _IS_SHIP[location] else CAMP_RADIUS


_IS_SHIP = {loc.id: loc.is_ship for loc in LOCATIONS}


def _name_size(region: str) -> float:
    return SEA_NAME_SIZE if REGION_BY_ID[region].is_sea else NAME_SIZE


def label_lines(region: str) -> tuple[str, ...]:
    """The region's name as written on the map: land names as they are (on two lines where
    too long), the seas' names in the language in use."""
    return geometry.LABEL_LINES.get(region, (w.region(region),))


def label_box(region: str) -> Box:
    """The region's name and colour word, stacked; the anchor is the first line's baseline."""
    x, y = geometry.label_point(region)
    r = REGION_BY_ID[region]
    size = _name_size(region)
    lines = label_lines(region)
    width = max(
        max(text_width(line, size) for line in lines),
        text_width(r.colour.upper(), COLOUR_SIZE) * 1.3,  # the colour word is letter-spaced
    )
    top = y - size * 0.95
    bottom = y + (len(lines) - 1) * size * LINE_GAP + 2 + COLOUR_SIZE * 1.1
    return Box(x - width / 2, top, x + width / 2, bottom)


def token_box(region: str) -> Box:
    """Where the tiles, the windmill and the planes of a region go, whether or not drawn."""
    tiles, planes = tile_row_box(region), plane_row_box(region)
    return Box(tiles.x0, min(tiles.y0, planes.y0), tiles.x1, max(tiles.y1, planes.y1))


def tile_row_box(region: str) -> Box:
    """The row of the region's tiles, centred on its token point."""
    x, y = geometry.token_point(region)
    return Box(x - TOKEN_WIDTH / 2, y - TOKEN_ROW_HEIGHT / 2, x + TOKEN_WIDTH / 2, y + TOKEN_ROW_HEIGHT / 2)


def plane_row_box(region: str) -> Box:
    """The row of the windmill and the planes: under the tiles, or above them where the
    region is too narrow below. A plane may overlap its region's own name (a piece on the
    board); the planes' centres stay inside the region."""
    tiles = tile_row_box(region)
    if region in geometry.PLANES_ABOVE:
        return Box(tiles.x0, tiles.y0 - 2 - PLANE_ROW_HEIGHT, tiles.x1, tiles.y0 - 2)
    return Box(tiles.x0, tiles.y1 + 2, tiles.x1, tiles.y1 + 2 + PLANE_ROW_HEIGHT)


LEGEND_SIZE = (206.0, 102.0)
TITLE_SIZE = 30.0
TITLE_SPACING = 6.0


def legend_box() -> Box:
    x, y = geometry.LEGEND_ORIGIN
    return Box(x, y, x + LEGEND_SIZE[0], y + LEGEND_SIZE[1])


COMPASS_RADIUS = 20.0


def compass_box() -> Box:
    x, y = geometry.COMPASS_POINT
    r = COMPASS_RADIUS
    return Box(x - r, y - r - 12, x + r, y + r)


def title_box() -> Box:
    x, y = geometry.TITLE_POINT
    width = text_width("AUSTRALIA", TITLE_SIZE) + TITLE_SPACING * 9
    return Box(x, y - TITLE_SIZE * 0.8, x + width, y + 2)


# --- the parts that never change ----------------------------------------------------------

_STYLE = """
.board{font-family:Helvetica,Arial,'Liberation Sans',sans-serif}
.region path{stroke:none}
.region:focus{outline:none}
.region:focus-visible path,.location:focus-visible .icon{stroke:#000;stroke-width:3}
.location{cursor:pointer}
.location:focus{outline:none}
.location.dim{opacity:.38}
.region.flyable{cursor:pointer}
.recent-mark{fill:none;stroke:#6a2c91;stroke-width:5;stroke-linejoin:round;opacity:.9}
.location.recent .icon{stroke:#6a2c91;stroke-width:4}
.region.flyable:hover path{stroke:#1d1d1b;stroke-width:2.5;stroke-dasharray:6 4}
.label,.tokens,.legend,.borders,.coast,.marks{pointer-events:none}
.name{font-weight:700;fill:#1d1d1b;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
.sea .name{fill:#15507a;font-style:italic;letter-spacing:.5px;stroke:#d6eefb}
.cword{font-weight:700;letter-spacing:1px;paint-order:stroke;stroke:#fff;stroke-width:2.4px;stroke-linejoin:round}
.count{font-weight:700;font-size:15px}
.scoring-mark{fill:#fff;fill-opacity:.28;stroke:#c1121f;stroke-width:6;stroke-linejoin:round;animation:scoring 1s ease-in-out 4}
@keyframes scoring{50%{fill-opacity:.6;stroke-width:9}}
@media (prefers-reduced-motion:reduce){.scoring-mark{animation:none}}
.current-mark{fill:none;stroke:#111;stroke-width:3.5;stroke-linejoin:round}
.selected-mark{fill:none;stroke:#111;stroke-width:2.5;stroke-dasharray:4 3}
"""

# Per colour a tile of pattern, drawn in the colour's ink over its fill, so that each colour
# also has its own texture.
_PATTERN_MARKS = {
    BLUE: '<path d="M0 5q4-2.5 8 0t8 0M8 13q4-2.5 8 0t8 0M-8 13q4-2.5 8 0t8 0" fill="none" stroke-width="1" opacity=".3"/>',
    GREEN: '<path d="M3 11l2-4 2 4M11 5l2-4 2 4" fill="none" stroke-width="1.1" opacity=".6"/>',
    ORANGE: '<path d="M-2 2l4-4M0 16L16 0M14 18l4-4" fill="none" stroke-width="1.3" opacity=".45"/>',
    GRAY: '<path d="M1 4h6M9 12h6" fill="none" stroke-width="1.6" opacity=".5"/>',
    RED: '<path d="M0 0L16 16M16 0L0 16" fill="none" stroke-width="1" opacity=".45"/>',
    YELLOW: '<g stroke="none" opacity=".6"><circle cx="4" cy="4" r="1.4"/><circle cx="12" cy="12" r="1.4"/></g>',
}


def _defs() -> str:
    parts = ["<defs>"]
    for colour, marks in _PATTERN_MARKS.items():
        parts.append(
            f'<pattern id="fill-{colour}" width="16" height="16" patternUnits="userSpaceOnUse">'
            f'<rect width="16" height="16" fill="{REGION_FILL[colour]}"/>'
            f'<g fill="{REGION_INK[colour]}" stroke="{REGION_INK[colour]}">{marks}</g></pattern>'
        )
    parts.append(
        # a tent for camps, a boat for ships, a plane, a windmill and a leaf
        '<symbol id="tent" viewBox="-10 -10 20 20"><path d="M-8 6L0-7 8 6z" fill="#6b3f17"/>'
        '<path d="M-2.5 6L0 1.5 2.5 6z" fill="#f6e7c8"/></symbol>'
        '<symbol id="boat" viewBox="-10 -10 20 20"><path d="M-1-8v9h7z" fill="#0b3d66"/>'
        '<path d="M-2-6v7h-5z" fill="#3f7fb0"/><path d="M-9 3h18l-3 5h-12z" fill="#0b3d66"/></symbol>'
        '<symbol id="plane" viewBox="-11 -11 22 22"><path transform="rotate(45)" d="M0-9.5c1.6 0 2.2 1.6 2.2 3.2'
        'v3.6l7.8 4.4v2.8l-7.8-2.2v4.4l3 2.2v2.2l-5.2-1.4-5.2 1.4v-2.2l3-2.2v-4.4l-7.8 2.2v-2.8l7.8-4.4v-3.6'
        'c0-1.6.6-3.2 2.2-3.2z"/></symbol>'
        '<symbol id="windmill" viewBox="-10 -10 20 20"><path d="M-1.6 0h3.2l1.4 9.5h-6z" fill="#5a4632"/>'
        '<path d="M0 0L-2-8.5 2-8.5zM0 0L8.5-2 8.5 2zM0 0L2 8.5-2 8.5zM0 0L-8.5 2-8.5-2z" '
        'fill="#f4f1e8" stroke="#3b3b3b" stroke-width=".9" transform="rotate(20)"/>'
        '<circle r="1.6" fill="#3b3b3b"/></symbol>'
        '<symbol id="leaf" viewBox="-10 -10 20 20"><path d="M-6 7C-8-3 0-8 8-8 8 1 3 8-6 7z" fill="#fff"/>'
        '<path d="M-6 7L4-4" stroke="#1f6b3a" stroke-width="1.3"/></symbol>'
    )
    parts.append("</defs>")
    return "".join(parts)


def _path_d(points) -> str:
    first, *rest = points
    return "M" + f"{_n(first[0])} {_n(first[1])}" + "L" + " ".join(f"{_n(x)} {_n(y)}" for x, y in rest) + "Z"


def _edges_by_regions() -> dict[tuple[str, ...], list[tuple[tuple[float, float], tuple[float, float]]]]:
    """Every outline edge, grouped by the regions on either side of it."""
    owners: dict[frozenset, list[str]] = {}
    order: list[frozenset] = []
    for region in REGION_IDS:
        ring = geometry.region_polygon(region)
        for i, a in enumerate(ring):
            b = ring[(i + 1) % len(ring)]
            key = frozenset((a, b))
            if key not in owners:
                owners[key] = []
                order.append(key)
            owners[key].append(region)
    grouped: dict[tuple[str, ...], list] = {}
    for key in order:
        a, b = tuple(key)
        grouped.setdefault(tuple(sorted(owners[key])), []).append((a, b))
    return grouped


def _chain(edges) -> str:
    """Edges joined into as few polylines as possible, as path data."""
    remaining = list(edges)
    out = []
    while remaining:
        a, b = remaining.pop()
        line = [a, b]
        grown = True
        while grown:
            grown = False
            for i, (c, d) in enumerate(remaining):
                if c == line[-1] or d == line[-1]:
                    line.append(d if c == line[-1] else c)
                elif c == line[0] or d == line[0]:
                    line.insert(0, d if c == line[0] else c)
                else:
                    continue
                remaining.pop(i)
                grown = True
                break
        out.append("M" + "L".join(f"{_n(x)} {_n(y)}" for x, y in line))
    return "".join(out)


def _borders() -> str:
    """Region borders thin, sea divides dashed, territory borders strong, then the coast."""
    region_edges, sea_edges, territory_edges = [], [], []
    for owners, edges in _edges_by_regions().items():
        if len(owners) != 2:
            continue  # the frame of the map
        a, b = (REGION_BY_ID[r] for r in owners)
        if a.is_sea and b.is_sea:
            sea_edges += edges
        elif a.is_sea or b.is_sea:
            continue  # the coast, drawn whole below
        elif a.territory == b.territory:
            region_edges += edges
        else:
            territory_edges += edges
    coast = _path_d(geometry.coast_polygon())
    return (
        '<g class="borders" fill="none" stroke-linejoin="round" stroke-linecap="round">'
        f'<path d="{_chain(sea_edges)}" stroke="#ffffff" stroke-width="1.4" stroke-dasharray="6 5" opacity=".8"/>'
        f'<path d="{_chain(region_edges)}" stroke="#fffdf5" stroke-width="3.2" opacity=".9"/>'
        f'<path d="{_chain(region_edges)}" stroke="#4a4036" stroke-width="1"/>'
        f'<path d="{_chain(territory_edges)}" stroke="#fffdf5" stroke-width="5.5" opacity=".9"/>'
        f'<path d="{_chain(territory_edges)}" stroke="#2b2118" stroke-width="2.6"/>'
        "</g>"
        '<g class="coast" fill="none" stroke-linejoin="round">'
        f'<path d="{coast}" stroke="#e4f4fc" stroke-width="9" opacity=".75"/>'
        f'<path d="{coast}" stroke="#17364f" stroke-width="2.2"/>'
        "</g>"
    )


def _label(region: str) -> str:
    r = REGION_BY_ID[region]
    x, y = geometry.label_point(region)
    size = _name_size(region)
    lines = label_lines(region)
    sea = " sea" if r.is_sea else ""
    name = "".join(
        f'<tspan x="{_n(x)}" dy="{_n(size * LINE_GAP)}">{_esc(line)}</tspan>' if i else _esc(line)
        for i, line in enumerate(lines)
    )
    below = y + (len(lines) - 1) * size * LINE_GAP + 2 + COLOUR_SIZE
    return (
        f'<g class="label{sea}" aria-hidden="true">'
        f'<text class="name" x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" text-anchor="middle">{name}</text>'
        f'<text class="cword" x="{_n(x)}" y="{_n(below)}" font-size="{COLOUR_SIZE}" '
        f'text-anchor="middle" fill="{REGION_INK[r.colour]}">{_esc(w.colour_word(r.colour))}</text></g>'
    )


def _legend() -> str:
    """A key in the south-west corner: what camps, ships and the six colours look like."""
    x, y = geometry.LEGEND_ORIGIN
    rows = []
    rows.append(
        f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(LEGEND_SIZE[0])}" height="{_n(LEGEND_SIZE[1])}" rx="8" fill="#ffffff" fill-opacity=".82" '
        'stroke="#17364f" stroke-width="1"/>'
    )
    rows.append(_camp_icon(x + 20, y + 20) + f'<text x="{_n(x + 40)}" y="{_n(y + 24)}" font-size="11" font-weight="700">{_esc(w.LEGEND_CAMP)}</text>')
    rows.append(_ship_icon(x + 108, y + 20) + f'<text x="{_n(x + 128)}" y="{_n(y + 24)}" font-size="11" font-weight="700">{_esc(w.LEGEND_SHIP)}</text>')
    for i, colour in enumerate((BLUE, GREEN, ORANGE, GRAY, RED, YELLOW)):
        cx = x + 10 + (i % 3) * 66
        cy = y + 42 + (i // 3) * 20
        rows.append(
            f'<rect x="{_n(cx)}" y="{_n(cy)}" width="16" height="14" rx="2" fill="url(#fill-{colour})" stroke="#4a4036" stroke-width=".8"/>'
            f'<text x="{_n(cx + 21)}" y="{_n(cy + 11)}" font-size="10" font-weight="700" fill="{REGION_INK[colour]}">{_esc(w.colour(colour))}</text>'
        )
    ly = y + 89
    rows.append(
        f'<path d="M{_n(x + 10)} {_n(ly)}h24" stroke="#fffdf5" stroke-width="5.5"/>'
        f'<path d="M{_n(x + 10)} {_n(ly)}h24" stroke="#2b2118" stroke-width="2.6"/>'
        f'<text x="{_n(x + 40)}" y="{_n(ly + 3.5)}" font-size="10">{_esc(w.LEGEND_TERRITORY)}</text>'
        f'<path d="M{_n(x + 108)} {_n(ly)}h24" stroke="#4a4036" stroke-width="1"/>'
        f'<text x="{_n(x + 138)}" y="{_n(ly + 3.5)}" font-size="10">{_esc(w.LEGEND_REGION)}</text>'
    )
    return '<g class="legend" aria-hidden="true">' + "".join(rows) + "</g>"


def _title() -> str:
    x, y = geometry.TITLE_POINT
    return (
        f'<g class="legend" aria-hidden="true"><text x="{_n(x)}" y="{_n(y)}" font-size="{_n(TITLE_SIZE)}" font-weight="700" '
        f'letter-spacing="{_n(TITLE_SPACING)}" fill="#15507a" fill-opacity=".85">{_esc(w.BOARD_TITLE)}</text></g>'
    )


def _compass() -> str:
    """A small compass rose: north is up, as on every map of Australia."""
    x, y = geometry.COMPASS_POINT
    r = COMPASS_RADIUS
    k = r * 0.28
    return (
        '<g class="legend" aria-hidden="true">'
        f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r * 0.62)}" fill="none" stroke="#15507a" stroke-width="1" opacity=".7"/>'
        f'<path d="M{_n(x)} {_n(y - r)}L{_n(x + k)} {_n(y)}L{_n(x)} {_n(y + r)}L{_n(x - k)} {_n(y)}Z" fill="#f4f1e8" stroke="#15507a" stroke-width="1.2"/>'
        f'<path d="M{_n(x)} {_n(y - r)}L{_n(x + k)} {_n(y)}H{_n(x - k)}Z" fill="#15507a"/>'
        f'<path d="M{_n(x - r)} {_n(y)}L{_n(x)} {_n(y - k)}L{_n(x + r)} {_n(y)}L{_n(x)} {_n(y + k)}Z" fill="#f4f1e8" stroke="#15507a" stroke-width="1"/>'
        f'<text x="{_n(x)}" y="{_n(y - r - 3)}" font-size="11" font-weight="700" text-anchor="middle" fill="#15507a">{_esc(w.NORTH)}</text></g>'
    )


def _camp_icon(x: float, y: float) -> str:
    return (
        f'<circle class="icon" cx="{_n(x)}" cy="{_n(y)}" r="{_n(CAMP_RADIUS)}" fill="#f6e7c8" stroke="#6b3f17" stroke-width="2"/>'
        f'<use href="#tent" x="{_n(x - 9)}" y="{_n(y - 9)}" width="18" height="18"/>'
    )


def _diamond(x: float, y: float, r: float) -> str:
    return f"M{_n(x)} {_n(y - r)}L{_n(x + r)} {_n(y)}L{_n(x)} {_n(y + r)}L{_n(x - r)} {_n(y)}Z"


def _ship_icon(x: float, y: float) -> str:
    return (
        f'<path class="icon" d="{_diamond(x, y, SHIP_RADIUS)}" fill="#eef7fd" stroke="#0b3d66" '
        'stroke-width="2" stroke-linejoin="round"/>'
        f'<use href="#boat" x="{_n(x - 9)}" y="{_n(y - 9)}" width="18" height="18"/>'
    )


class _Static:
    """The drawing's fixed parts, formatted once."""

    def __init__(self) -> None:
        self.head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" class="board" viewBox="0 0 {geometry.WIDTH} {geometry.HEIGHT}" '
            f'width="{geometry.WIDTH}" height="{geometry.HEIGHT}" role="group" aria-label="{_esc(w.BOARD_LABEL)}">'
            f"<style>{_STYLE}</style>{_defs()}"
            f'<rect width="{geometry.WIDTH}" height="{geometry.HEIGHT}" fill="#f4f1e8"/>'
        )
        self.region_d = {r: _path_d(geometry.region_polygon(r)) for r in REGION_IDS}
        self.region_name = {}
        for r in REGIONS:
            self.region_name[r.id] = w.region_described(r.id)
        self.borders = _borders()
        self.labels = "".join(_label(r) for r in REGION_IDS)
        self.decor = _title() + _compass() + _legend()
        self.location_name = {}
        for loc in LOCATIONS:
            self.location_name[loc.id] = w.location_described(loc.id)
        self.location_point = {loc.id: geometry.location_point(loc.id) for loc in LOCATIONS}
        self.empty_icon = {
            loc.id: (_ship_icon if loc.is_ship else _camp_icon)(*self.location_point[loc.id])
            for loc in LOCATIONS
        }


_static: dict[str, _Static] = {}  # by language: the fixed parts hold names and the legend


def _get_static() -> _Static:
    language = i18n.current()
    if language not in _static:
        _static[language] = _Static()
    return _static[language]


# --- the parts a game state changes --------------------------------------------------------


def _occupied_icon(location: str, x: float, y: float, player: str, count: int) -> str:
    fill = PLAYER_FILL.get(player, "#888888")
    ink = PLAYER_TEXT.get(player, "#111111")
    if _IS_SHIP[location]:
        halo = f'<path d="{_diamond(x, y, SHIP_RADIUS + 2)}" fill="#fff"/>'
        body = f'<path class="icon" d="{_diamond(x, y, SHIP_RADIUS)}" fill="{fill}" stroke="#111" stroke-width="2" stroke-linejoin="round"/>'
    else:
        halo = f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(CAMP_RADIUS + 2)}" fill="#fff"/>'
        body = f'<circle class="icon" cx="{_n(x)}" cy="{_n(y)}" r="{_n(CAMP_RADIUS)}" fill="{fill}" stroke="#111" stroke-width="2"/>'
    return (
        halo
        + body
        + f'<text class="count" x="{_n(x)}" y="{_n(y + 5.3)}" text-anchor="middle" fill="{ink}" '
        f'data-player="{_esc(player)}">{int(count)}</text>'
    )


@lru_cache(maxsize=1024)  # a pure drawing of a few numbers, asked after every click
def _tile(x: float, y: float, value: int, face_up: bool, count: int) -> str:
    """The industrialization tile as a pill: "rangers counted / value", or "?" face down
    (with the rangers already counted in front: "2/?")."""
    shown = f"{count}/{value}" if face_up else (f"{count}/?" if count else "?")
    width = max(TILE_HEIGHT, 7.5 * len(shown) + 6)
    h = TILE_HEIGHT / 2
    if not face_up:
        return (
            f'<g class="tile face-down" data-count="{int(count)}">'
            f'<rect x="{_n(x - width / 2)}" y="{_n(y - h)}" width="{_n(width)}" height="{_n(TILE_HEIGHT)}" rx="{_n(h)}" '
            'fill="#4b3a2a" stroke="#fff" stroke-width="1.5"/>'
            f'<text x="{_n(x)}" y="{_n(y + 4.2)}" font-size="12" font-weight="700" text-anchor="middle" fill="#fff">{shown}</text></g>'
        )
    mark = ""
    if value in WINDMILL_TILE_VALUES:
        # the windmill printed on the 6 and 7 tiles: small, grey, inside the pill's edge
        mark = f'<use href="#windmill" x="{_n(x - width / 2 - 11)}" y="{_n(y - 5.5)}" width="11" height="11" opacity=".8"/>'
    return (
        f'<g class="tile face-up" data-value="{int(value)}" data-count="{int(count)}">'
        f'<rect x="{_n(x - width / 2)}" y="{_n(y - h)}" width="{_n(width)}" height="{_n(TILE_HEIGHT)}" rx="{_n(h)}" '
        'fill="#fff" stroke="#4b3a2a" stroke-width="2"/>'
        f'<text x="{_n(x)}" y="{_n(y + 4.2)}" font-size="12" font-weight="700" text-anchor="middle" fill="#111">{shown}</text>'
        f"{mark}</g>"
    )


@lru_cache(maxsize=1024)  # a pure drawing of a few numbers, asked after every click
def _conservation(x: float, y: float, empty: int | None) -> str:
    """The conservation tile: a leaf, with the number of the region's empty locations."""
    h = CONSERVATION_SIDE / 2
    badge = ""
    if empty is not None:
        badge = (
            f'<circle cx="{_n(x + h)}" cy="{_n(y + h - 2)}" r="6.5" fill="#fff" stroke="#1f7a45" stroke-width="1.3"/>'
            f'<text x="{_n(x + h)}" y="{_n(y + h + 1.3)}" font-size="9.5" font-weight="700" text-anchor="middle" fill="#0f4d2a">{int(empty)}</text>'
        )
    return (
        f'<g class="conservation" data-empty="{"" if empty is None else int(empty)}">'
        f'<rect x="{_n(x - h)}" y="{_n(y - h)}" width="{_n(2 * h)}" height="{_n(2 * h)}" rx="3" fill="#1f7a45" stroke="#fff" stroke-width="1.5"/>'
        f'<use href="#leaf" x="{_n(x - h + 2)}" y="{_n(y - h + 2)}" width="{_n(2 * h - 4)}" height="{_n(2 * h - 4)}"/>{badge}</g>'
    )


@lru_cache(maxsize=1024)  # a pure drawing of a few numbers, asked after every click
def _windmill(x: float, y: float, value: int) -> str:
    """The windmill piece: white sails on a dark disc, its value in a badge (never mistaken
    for the small grey windmill printed on the 6 and 7 tiles)."""
    r = WINDMILL_SIZE / 2
    return (
        f'<g class="windmill" data-value="{int(value)}">'
        f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{_n(r)}" fill="#2b2118" stroke="#fff" stroke-width="2"/>'
        f'<use href="#windmill" x="{_n(x - r + 3)}" y="{_n(y - r + 2)}" width="{_n(2 * r - 6)}" height="{_n(2 * r - 6)}"/>'
        f'<circle cx="{_n(x + r - 1)}" cy="{_n(y + r - 3)}" r="7" fill="#b5542b" stroke="#fff" stroke-width="1.2"/>'
        f'<text x="{_n(x + r - 1)}" y="{_n(y + r + 0.4)}" font-size="9.5" font-weight="700" text-anchor="middle" fill="#fff">{int(value)}</text></g>'
    )


@lru_cache(maxsize=1024)  # a pure drawing of a few numbers, asked after every click
def _planes(x0: float, x1: float, y: float, players: tuple[str, ...], current: str | None = None) -> str:
    """Planes side by side between x0 and x1, overlapping when there are many; the plane of
    the player to act is drawn last (on top), on a bright ring."""
    if not players:
        return ""
    size = PLANE_SIZE
    step = PLANE_STEP if len(players) < 2 else min(PLANE_STEP, (x1 - x0 - size) / (len(players) - 1))
    start = (x0 + x1) / 2 - step * (len(players) - 1) / 2
    out = []
    on_top = ""
    for i, player in enumerate(players):
        px = start + i * step
        edge = "#ffffff" if player in ("black", "blue", "brown") else "#111111"
        ring = ""
        if player == current:
            ring = f'<circle class="current-ring" cx="{_n(px)}" cy="{_n(y)}" r="{_n(size / 2 + 1)}" fill="#ffe14d" stroke="#111" stroke-width="1.5"/>'
        piece = (
            f'<g class="plane{" current" if player == current else ""}" data-player="{_esc(player)}">{ring}'
            f'<use href="#plane" x="{_n(px - size / 2)}" y="{_n(y - size / 2)}" width="{_n(size)}" height="{_n(size)}" '
            f'fill="{PLAYER_FILL.get(player, "#888888")}" stroke="{edge}" stroke-width="1.2"/></g>'
        )
        if player == current:
            on_top = piece
        else:
            out.append(piece)
    return "".join(out) + on_top


def _region_tokens(region: str, view: BoardView) -> str:
    tile = view.tiles.get(region)
    has_cons = region in view.conservation
    windmill = view.windmill if view.windmill and view.windmill[0] == region else None
    planes = tuple(view.planes.get(region, ()))
    if tile is None and not has_cons and windmill is None and not planes:
        return ""
    x, y = geometry.token_point(region)
    count = view.counts.get(region, 0)
    empty = view.empty.get(region)
    out = [f'<g class="tokens" data-tokens="{region}">']
    if tile is not None and has_cons:
        out.append(_tile(x - 9, y, tile[0], bool(tile[1]), count) + _conservation(x + 15, y, empty))
    elif tile is not None:
        out.append(_tile(x, y, tile[0], bool(tile[1]), count))
    elif has_cons:
        out.append(_conservation(x, y, empty))
    plane_row = plane_row_box(region)
    row = (plane_row.y0 + plane_row.y1) / 2
    left, right = plane_row.x0, plane_row.x1
    if windmill is not None:
        if planes:
            out.append(_windmill(left + WINDMILL_SIZE / 2, row, windmill[1]))
            left += WINDMILL_SIZE + 1
        else:
            out.append(_windmill(x, row, windmill[1]))
    out.append(_planes(left, right, row, planes, view.current))
    out.append("</g>")
    return "".join(out)


def _region_state_words(region: str, view: BoardView | None) -> str:
    """What is on the region and how far its projects have come, for its tooltip and name."""
    if view is None:
        return ""
    parts = []
    tile = view.tiles.get(region)
    count = view.counts.get(region, 0)
    if tile is not None:
        parts.append(w.tile_face_up(int(tile[0])) if tile[1] else w.TILE_FACE_DOWN)
        if view.counts:
            parts.append(w.tile_progress(count, int(tile[0]) if tile[1] else None))
    if region in view.conservation:
        parts.append(w.CONSERVATION_TILE)
        if region in view.empty:
            parts.append(w.empty_left(view.empty[region], len(LOCATIONS_OF[region])))
    if view.windmill and view.windmill[0] == region:
        parts.append(w.windmill_short(int(view.windmill[1])))
    for player in view.planes.get(region, ()):
        parts.append(w.plane_here(player, player == view.current))
    return "; " + w.listing(parts) if parts else ""


LAYERS = ("regions", "marks", "tokens-layer", "locations")  # the parts a game state changes


def render_board(view: BoardView | None = None) -> str:
    """The board as SVG text; with a view, also the rangers, planes, tiles and highlights.

    The drawing is the fixed parts with the four ``LAYERS`` between them, each a ``<g>`` of
    that class (always there, perhaps empty), so the page can redraw only the layers that
    changed after a click (``board_layers``)."""
    return board_svg(board_layers(view))


def board_svg(layers: dict[str, str]) -> str:
    """The whole drawing around the content of its layers (from ``board_layers``)."""
    s = _get_static()
    return (
        f'{s.head}<g class="regions">{layers["regions"]}</g>{s.borders}{s.decor}'
        f'<g class="marks">{layers["marks"]}</g>{s.labels}'
        f'<g class="tokens-layer">{layers["tokens-layer"]}</g>'
        f'<g class="locations">{layers["locations"]}</g></svg>'
    )


def board_layers(view: BoardView | None = None) -> dict[str, str]:
    """The content of each of the board's ``LAYERS`` for this view."""
    s = _get_static()
    flyable = view.fly_regions if view else frozenset()
    hl_locations = view.highlight_locations if view else frozenset()
    scoring = view.scoring if view else None
    selected = view.selected if view else None
    rangers = view.rangers if view else {}
    interactive = view.interactive if view else True
    # A picture of the board offers nothing: no buttons, no stops for the keyboard. Otherwise
    # the map is one stop of the Tab order, its shapes reached by the arrow keys (web.keymap).
    stop = (view.tab_stop if view and view.tab_stop else None) or ("region", REGIONS[0].id)

    def button(kind: str, ident: str) -> str:
        if not interactive:
            return ""
        return f' role="button" tabindex="{0 if (kind, ident) == stop else -1}"'

    recent = set(view.changed_regions) if view else set()
    if view is not None and view.recent_region:
        recent.add(view.recent_region)
    scored = set(view.scored) if view else set()
    if scoring:
        scored.add(scoring)
    here = None  # the region of the plane of the player to act
    if view is not None and view.current:
        here = next((r for r, players in view.planes.items() if view.current in players), None)

    out = []
    for r in REGIONS:
        cls = "region sea" if r.is_sea else "region"
        if r.id in flyable:
            cls += " flyable"
        if r.id in recent:
            cls += " recent"
        if r.id in scored:
            cls += " scoring"
        if r.id == here:
            cls += " current"
        described = _esc(s.region_name[r.id] + _region_state_words(r.id, view))
        out.append(
            f'<g class="{cls}" data-region="{r.id}"{button("region", r.id)}'
            + (f' aria-label="{described}"' if interactive else "")
            + f"><title>{described}</title>"
            f'<path d="{s.region_d[r.id]}" fill="url(#fill-{r.colour})"/></g>'
        )
    layers = {"regions": "".join(out)}

    marks = []
    if here in s.region_d:
        marks.append(f'<path class="current-mark" d="{s.region_d[here]}"/>')
    for region in REGION_IDS:  # board order: the same drawing for the same marks
        if region in recent:
            marks.append(f'<path class="recent-mark" d="{s.region_d[region]}"/>')
    for region in REGION_IDS:
        if region in scored:
            marks.append(f'<path class="scoring-mark" d="{s.region_d[region]}"/>')
    layers["marks"] = "".join(marks)
    layers["tokens-layer"] = "".join(_region_tokens(region, view) for region in REGION_IDS) if view is not None else ""

    out = []
    for loc in LOCATIONS:
        x, y = s.location_point[loc.id]
        cls = f"location {loc.site}"
        if loc.id in hl_locations:
            cls += " highlight"
        elif hl_locations:
            cls += " dim"
        if loc.id == selected:
            cls += " selected"
        if view is not None and (loc.id == view.recent_location or loc.id in view.changed_locations):
            cls += " recent"
        name = s.location_name[loc.id]
        held = rangers.get(loc.id)
        if held and held[1] > 0:
            player, count = held
            name += "; " + w.rangers_there(int(count), player)
            icon = _occupied_icon(loc.id, x, y, player, count)
        else:
            icon = s.empty_icon[loc.id]
        extra = ""
        if loc.id in hl_locations:
            extra += f'<circle class="hl-ring" cx="{_n(x)}" cy="{_n(y)}" r="{_n(location_radius(loc.id) + 5)}" fill="none" stroke="#111" stroke-width="5"/><circle class="hl-ring" cx="{_n(x)}" cy="{_n(y)}" r="{_n(location_radius(loc.id) + 5)}" fill="none" stroke="#fff" stroke-width="2.5"/>'
        if loc.id == selected:
            extra += f'<circle class="selected-mark" cx="{_n(x)}" cy="{_n(y)}" r="{_n(location_radius(loc.id) + 9)}"/>'
        out.append(
            f'<g class="{cls}" data-location="{loc.id}"{button("location", loc.id)}'
            + (f' aria-label="{_esc(name)}"' if interactive else "")
            + ">"
            f"<title>{_esc(name)}</title>{extra}{icon}</g>"
        )
    layers["locations"] = "".join(out)
    return layers


def key_pieces() -> list[tuple[str, str, int, str]]:
    """The map's pieces and marks for its key: (drawing, its viewBox, width in px, words).
    The drawings are the map's own (they use its symbols, so they go on a page with it)."""
    mark = "M-12 -8h24v16h-24z"
    return [
        (_tile(0, 0, 0, False, 0), "-16 -12 32 24", 32, w.KEY_FACE_DOWN),
        (_tile(0, 0, 5, True, 2), "-16 -12 32 24", 32, w.KEY_TILE),
        (_conservation(0, 0, 2), "-11 -12 26 24", 26, w.KEY_CONSERVATION),
        (_windmill(0, 0, 4), "-14 -13 30 28", 30, w.KEY_WINDMILL),
        (_planes(-14, 14, 0, ("orange",), "orange"), "-14 -14 28 28", 28, w.KEY_PLANE),
        (f'<path class="current-mark" d="{mark}" fill="#f1bb4d"/>', "-16 -12 32 24", 32, w.KEY_CURRENT),
        (f'<path class="recent-mark" d="{mark}" fill="#f1bb4d"/>', "-16 -12 32 24", 32, w.KEY_RECENT),
        (f'<path class="scoring-mark" d="{mark}" fill="#f1bb4d"/>', "-16 -12 32 24", 32, w.KEY_SCORED),
    ]
