"""Where the pieces of the board are drawn: sizes, boxes and the width of drawn text.

The board's geometry (``web.geometry``) says where regions and locations are; this module
says where, inside a region, its name, its tiles and its planes go, and how big each piece
is, so the drawing (``web.view.board``) and the tests that keep pieces clear of each other
read the same numbers.
"""

from __future__ import annotations

from dataclasses import dataclass

from australia import LOCATIONS, REGION_BY_ID

from web import geometry
from web.text.names import region as region_name

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
PLANE_STEP = 20.0  # a plane alone (one step: no neighbour to keep apart from)
PLANE_GAP = 2.0  # between planes side by side
PLANE_MIN_SIZE = 18.0  # planes sharing a row shrink to fit it, down to this; then they overlap
WINDMILL_SIZE = 24.0
WINDMILL_BADGE = 7.0  # how far its value's badge reaches right of the disc

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


def number(value: float) -> str:
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
    return SHIP_RADIUS if IS_SHIP[location] else CAMP_RADIUS


IS_SHIP = {loc.id: loc.is_ship for loc in LOCATIONS}


def name_size(region: str) -> float:
    return SEA_NAME_SIZE if REGION_BY_ID[region].is_sea else NAME_SIZE


def label_lines(region: str) -> tuple[str, ...]:
    """The region's name as written on the map: land names as they are (on two lines where
    too long), the seas' names in the language in use."""
    return geometry.LABEL_LINES.get(region, (region_name(region),))


def label_box(region: str) -> Box:
    """The region's name and colour word, stacked; the anchor is the first line's baseline."""
    x, y = geometry.label_point(region)
    r = REGION_BY_ID[region]
    size = name_size(region)
    lines = label_lines(region)
    width = max(
        max(text_width(line, size) for line in lines),
        text_width(r.colour.upper(), COLOUR_SIZE) * 1.3,  # the colour word is letter-spaced
    )
    top = y - size * 0.95
    bottom = y + (len(lines) - 1) * size * LINE_GAP + 2 + COLOUR_SIZE * 1.1
    return Box(x - width / 2, top, x + width / 2, bottom)


def tile_row_box(region: str) -> Box:
    """The row of the region's tiles, centred on its token point."""
    x, y = geometry.token_point(region)
    return Box(x - TOKEN_WIDTH / 2, y - TOKEN_ROW_HEIGHT / 2, x + TOKEN_WIDTH / 2, y + TOKEN_ROW_HEIGHT / 2)


def plane_row_box(region: str) -> Box:
    """The row of the windmill and the planes: under the tiles, or above them where the
    region is too narrow below. The planes' centres stay inside the region, and no plane
    covers a name."""
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

