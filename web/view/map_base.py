"""The map's fixed parts, drawn once per language: region shapes, borders and coast, the
regions' names, the title, the compass and the legend (``get_static``).

``web.view.board`` puts what a game state shows between these parts after every click; they
never change within a language, so they are formatted on first use and kept.
"""

from __future__ import annotations

from australia import BLUE, GRAY, GREEN, LOCATIONS, ORANGE, RED, REGION_BY_ID, REGION_IDS, REGIONS, YELLOW

from web import geometry
from web.text import board as words
from web.text import i18n
from web.text.names import colour as colour_name
from web.view.board_layout import (
    COLOUR_SIZE,
    COMPASS_RADIUS,
    LEGEND_SIZE,
    LINE_GAP,
    TITLE_SIZE,
    TITLE_SPACING,
    label_lines,
    name_size,
    number,
)
from web.view.html import e
from web.view import pieces
from web.view.pieces import REGION_INK, STYLE


def _path_d(points) -> str:
    first, *rest = points
    return "M" + f"{number(first[0])} {number(first[1])}" + "L" + " ".join(f"{number(x)} {number(y)}" for x, y in rest) + "Z"


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
        out.append("M" + "L".join(f"{number(x)} {number(y)}" for x, y in line))
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
    size = name_size(region)
    lines = label_lines(region)
    sea = " sea" if r.is_sea else ""
    name = "".join(
        f'<tspan x="{number(x)}" dy="{number(size * LINE_GAP)}">{e(line)}</tspan>' if i else e(line)
        for i, line in enumerate(lines)
    )
    below = y + (len(lines) - 1) * size * LINE_GAP + 2 + COLOUR_SIZE
    return (
        f'<g class="label{sea}" aria-hidden="true">'
        f'<text class="name" x="{number(x)}" y="{number(y)}" font-size="{number(size)}" text-anchor="middle">{name}</text>'
        f'<text class="cword" x="{number(x)}" y="{number(below)}" font-size="{COLOUR_SIZE}" '
        f'text-anchor="middle" fill="{REGION_INK[r.colour]}">{e(words.colour_word(r.colour))}</text></g>'
    )


def _legend() -> str:
    """A key in the south-west corner: what camps, ships and the six colours look like."""
    x, y = geometry.LEGEND_ORIGIN
    rows = []
    rows.append(
        f'<rect x="{number(x)}" y="{number(y)}" width="{number(LEGEND_SIZE[0])}" height="{number(LEGEND_SIZE[1])}" rx="8" fill="#ffffff" fill-opacity=".82" '
        'stroke="#17364f" stroke-width="1"/>'
    )
    rows.append(pieces.camp_icon(x + 20, y + 20) + f'<text x="{number(x + 40)}" y="{number(y + 24)}" font-size="11" font-weight="700">{e(words.legend_camp())}</text>')
    rows.append(pieces.ship_icon(x + 108, y + 20) + f'<text x="{number(x + 128)}" y="{number(y + 24)}" font-size="11" font-weight="700">{e(words.legend_ship())}</text>')
    for i, colour in enumerate((BLUE, GREEN, ORANGE, GRAY, RED, YELLOW)):
        cx = x + 10 + (i % 3) * 66
        cy = y + 42 + (i // 3) * 20
        rows.append(
            f'<rect x="{number(cx)}" y="{number(cy)}" width="16" height="14" rx="2" fill="url(#fill-{colour})" stroke="#4a4036" stroke-width=".8"/>'
            f'<text x="{number(cx + 21)}" y="{number(cy + 11)}" font-size="10" font-weight="700" fill="{REGION_INK[colour]}">{e(colour_name(colour))}</text>'
        )
    ly = y + 89
    rows.append(
        f'<path d="M{number(x + 10)} {number(ly)}h24" stroke="#fffdf5" stroke-width="5.5"/>'
        f'<path d="M{number(x + 10)} {number(ly)}h24" stroke="#2b2118" stroke-width="2.6"/>'
        f'<text x="{number(x + 40)}" y="{number(ly + 3.5)}" font-size="10">{e(words.legend_territory())}</text>'
        f'<path d="M{number(x + 108)} {number(ly)}h24" stroke="#4a4036" stroke-width="1"/>'
        f'<text x="{number(x + 138)}" y="{number(ly + 3.5)}" font-size="10">{e(words.legend_region())}</text>'
    )
    return '<g class="legend" aria-hidden="true">' + "".join(rows) + "</g>"


def _title() -> str:
    x, y = geometry.TITLE_POINT
    return (
        f'<g class="legend" aria-hidden="true"><text x="{number(x)}" y="{number(y)}" font-size="{number(TITLE_SIZE)}" font-weight="700" '
        f'letter-spacing="{number(TITLE_SPACING)}" fill="#15507a" fill-opacity=".85">{e(words.board_title())}</text></g>'
    )


def _compass() -> str:
    """A small compass rose: north is up, as on every map of Australia."""
    x, y = geometry.COMPASS_POINT
    r = COMPASS_RADIUS
    k = r * 0.28
    return (
        '<g class="legend" aria-hidden="true">'
        f'<circle cx="{number(x)}" cy="{number(y)}" r="{number(r * 0.62)}" fill="none" stroke="#15507a" stroke-width="1" opacity=".7"/>'
        f'<path d="M{number(x)} {number(y - r)}L{number(x + k)} {number(y)}L{number(x)} {number(y + r)}L{number(x - k)} {number(y)}Z" fill="#f4f1e8" stroke="#15507a" stroke-width="1.2"/>'
        f'<path d="M{number(x)} {number(y - r)}L{number(x + k)} {number(y)}H{number(x - k)}Z" fill="#15507a"/>'
        f'<path d="M{number(x - r)} {number(y)}L{number(x)} {number(y - k)}L{number(x + r)} {number(y)}L{number(x)} {number(y + k)}Z" fill="#f4f1e8" stroke="#15507a" stroke-width="1"/>'
        f'<text x="{number(x)}" y="{number(y - r - 3)}" font-size="11" font-weight="700" text-anchor="middle" fill="#15507a">{e(words.north())}</text></g>'
    )




class Static:
    """The drawing's fixed parts, formatted once."""

    def __init__(self) -> None:
        self.head = (
            f'<svg xmlns="http://www.w3.org/2000/svg" class="board" viewBox="0 0 {geometry.WIDTH} {geometry.HEIGHT}" '
            f'width="{geometry.WIDTH}" height="{geometry.HEIGHT}" role="group" aria-label="{e(words.board_label())}">'
            f"<style>{STYLE}</style>{pieces.defs()}"
            f'<rect width="{geometry.WIDTH}" height="{geometry.HEIGHT}" fill="#f4f1e8"/>'
        )
        self.region_d = {r: _path_d(geometry.region_polygon(r)) for r in REGION_IDS}
        self.region_name = {}
        for r in REGIONS:
            self.region_name[r.id] = words.region_described(r.id)
        self.borders = _borders()
        self.labels = "".join(_label(r) for r in REGION_IDS)
        self.decor = _title() + _compass() + _legend()
        self.location_name = {}
        for loc in LOCATIONS:
            self.location_name[loc.id] = words.location_described(loc.id)
        self.location_point = {loc.id: geometry.location_point(loc.id) for loc in LOCATIONS}
        self.empty_icon = {
            loc.id: (pieces.ship_icon if loc.is_ship else pieces.camp_icon)(*self.location_point[loc.id])
            for loc in LOCATIONS
        }


_static: dict[str, Static] = {}  # by language: the fixed parts hold names and the legend


def get_static() -> Static:
    language = i18n.current()
    if language not in _static:
        _static[language] = Static()
    return _static[language]
