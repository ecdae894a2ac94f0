"""The board's pieces as SVG: the colours, patterns and symbols of the map, and the drawing
of a tile, a conservation tile, the windmill, planes, camps and ships.

Pure functions of a few numbers, cached: the board is drawn after every click.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Mapping

from australia import BLUE, GRAY, GREEN, ORANGE, RED, WINDMILL_TILE_VALUES, YELLOW

from web.view.board_layout import (
    CAMP_RADIUS,
    CONSERVATION_SIDE,
    IS_SHIP,
    PLANE_GAP,
    PLANE_MIN_SIZE,
    PLANE_SIZE,
    PLANE_STEP,
    SHIP_RADIUS,
    TILE_HEIGHT,
    WINDMILL_SIZE,
    number,
)
from web.view.html import e

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


STYLE = """
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
.hint-mark{fill:none;stroke:#0b6e4f;stroke-width:6;stroke-dasharray:14 7;stroke-linejoin:round}
.threat-mark{fill:none;stroke:#b3261e;stroke-width:4;stroke-dasharray:3 5;stroke-linecap:round;stroke-linejoin:round}
.hint-ring{fill:none;stroke:#0b6e4f;stroke-width:4;stroke-dasharray:6 4}
.location.suggested .icon{stroke:#0b6e4f;stroke-width:4}
.rise{font-weight:700;font-size:17px;paint-order:stroke;stroke:#fff;stroke-width:3.5px;stroke-linejoin:round;opacity:0;animation:rise .4s ease-out}
@keyframes rise{0%{opacity:0;transform:translateY(10px)}25%{opacity:1}75%{opacity:1}100%{opacity:0;transform:translateY(-22px)}}
@media (prefers-reduced-motion:reduce){.rise{display:none}}
.pick-badge circle{fill:#a51d2d;stroke:#fff;stroke-width:2}
.pick-badge text{fill:#fff;font-weight:700;font-size:13px;text-anchor:middle;dominant-baseline:central}
"""

# Per colour a tile of pattern, drawn in the colour's ink over its fill, so that each colour
# also has its own texture.
PATTERN_MARKS = {
    BLUE: '<path d="M0 5q4-2.5 8 0t8 0M8 13q4-2.5 8 0t8 0M-8 13q4-2.5 8 0t8 0" fill="none" stroke-width="1" opacity=".3"/>',
    GREEN: '<path d="M3 11l2-4 2 4M11 5l2-4 2 4" fill="none" stroke-width="1.1" opacity=".6"/>',
    ORANGE: '<path d="M-2 2l4-4M0 16L16 0M14 18l4-4" fill="none" stroke-width="1.3" opacity=".45"/>',
    GRAY: '<path d="M1 4h6M9 12h6" fill="none" stroke-width="1.6" opacity=".5"/>',
    RED: '<path d="M0 0L16 16M16 0L0 16" fill="none" stroke-width="1" opacity=".45"/>',
    YELLOW: '<g stroke="none" opacity=".6"><circle cx="4" cy="4" r="1.4"/><circle cx="12" cy="12" r="1.4"/></g>',
}


def defs() -> str:
    parts = ["<defs>"]
    for colour, marks in PATTERN_MARKS.items():
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




def camp_icon(x: float, y: float) -> str:
    return (
        f'<circle class="icon" cx="{number(x)}" cy="{number(y)}" r="{number(CAMP_RADIUS)}" fill="#f6e7c8" stroke="#6b3f17" stroke-width="2"/>'
        f'<use href="#tent" x="{number(x - 9)}" y="{number(y - 9)}" width="18" height="18"/>'
    )


def diamond(x: float, y: float, r: float) -> str:
    return f"M{number(x)} {number(y - r)}L{number(x + r)} {number(y)}L{number(x)} {number(y + r)}L{number(x - r)} {number(y)}Z"


def ship_icon(x: float, y: float) -> str:
    return (
        f'<path class="icon" d="{diamond(x, y, SHIP_RADIUS)}" fill="#eef7fd" stroke="#0b3d66" '
        'stroke-width="2" stroke-linejoin="round"/>'
        f'<use href="#boat" x="{number(x - 9)}" y="{number(y - 9)}" width="18" height="18"/>'
    )





def pick_badge(x: float, y: float, count: int) -> str:
    """How many rangers are picked to take back from a location: "−2" on a red disc."""
    return (
        f'<g class="pick-badge" aria-hidden="true"><circle cx="{number(x)}" cy="{number(y)}" r="10"/>'
        f'<text x="{number(x)}" y="{number(y)}">\u2212{count}</text></g>'
    )


@lru_cache(maxsize=1024)  # the same rangers are drawn again at every click
def occupied_icon(location: str, x: float, y: float, player: str, count: int) -> str:
    fill = PLAYER_FILL.get(player, "#888888")
    ink = PLAYER_TEXT.get(player, "#111111")
    if IS_SHIP[location]:
        halo = f'<path d="{diamond(x, y, SHIP_RADIUS + 2)}" fill="#fff"/>'
        body = f'<path class="icon" d="{diamond(x, y, SHIP_RADIUS)}" fill="{fill}" stroke="#111" stroke-width="2" stroke-linejoin="round"/>'
    else:
        halo = f'<circle cx="{number(x)}" cy="{number(y)}" r="{number(CAMP_RADIUS + 2)}" fill="#fff"/>'
        body = f'<circle class="icon" cx="{number(x)}" cy="{number(y)}" r="{number(CAMP_RADIUS)}" fill="{fill}" stroke="#111" stroke-width="2"/>'
    return (
        halo
        + body
        + f'<text class="count" x="{number(x)}" y="{number(y + 5.3)}" text-anchor="middle" fill="{ink}" '
        f'data-player="{e(player)}">{int(count)}</text>'
    )


@lru_cache(maxsize=1024)  # a pure drawing of a few numbers, asked after every click
def tile(x: float, y: float, value: int, face_up: bool, count: int) -> str:
    """The industrialization tile as a pill: "rangers counted / value", or "?" face down
    (with the rangers already counted in front: "2/?")."""
    shown = f"{count}/{value}" if face_up else (f"{count}/?" if count else "?")
    width = max(TILE_HEIGHT, 7.5 * len(shown) + 6)
    h = TILE_HEIGHT / 2
    if not face_up:
        return (
            f'<g class="tile face-down" data-count="{int(count)}">'
            f'<rect x="{number(x - width / 2)}" y="{number(y - h)}" width="{number(width)}" height="{number(TILE_HEIGHT)}" rx="{number(h)}" '
            'fill="#4b3a2a" stroke="#fff" stroke-width="1.5"/>'
            f'<text x="{number(x)}" y="{number(y + 4.2)}" font-size="12" font-weight="700" text-anchor="middle" fill="#fff">{shown}</text></g>'
        )
    mark = ""
    if value in WINDMILL_TILE_VALUES:
        # the windmill printed on the 6 and 7 tiles: small, grey, inside the pill's edge
        mark = f'<use href="#windmill" x="{number(x - width / 2 - 11)}" y="{number(y - 5.5)}" width="11" height="11" opacity=".8"/>'
    return (
        f'<g class="tile face-up" data-value="{int(value)}" data-count="{int(count)}">'
        f'<rect x="{number(x - width / 2)}" y="{number(y - h)}" width="{number(width)}" height="{number(TILE_HEIGHT)}" rx="{number(h)}" '
        'fill="#fff" stroke="#4b3a2a" stroke-width="2"/>'
        f'<text x="{number(x)}" y="{number(y + 4.2)}" font-size="12" font-weight="700" text-anchor="middle" fill="#111">{shown}</text>'
        f"{mark}</g>"
    )


@lru_cache(maxsize=1024)  # a pure drawing of a few numbers, asked after every click
def conservation(x: float, y: float, empty: int | None) -> str:
    """The conservation tile: a leaf, with the number of the region's empty locations."""
    h = CONSERVATION_SIDE / 2
    badge = ""
    if empty is not None:
        badge = (
            f'<circle cx="{number(x + h)}" cy="{number(y + h - 2)}" r="6.5" fill="#fff" stroke="#1f7a45" stroke-width="1.3"/>'
            f'<text x="{number(x + h)}" y="{number(y + h + 1.3)}" font-size="9.5" font-weight="700" text-anchor="middle" fill="#0f4d2a">{int(empty)}</text>'
        )
    return (
        f'<g class="conservation" data-empty="{"" if empty is None else int(empty)}">'
        f'<rect x="{number(x - h)}" y="{number(y - h)}" width="{number(2 * h)}" height="{number(2 * h)}" rx="3" fill="#1f7a45" stroke="#fff" stroke-width="1.5"/>'
        f'<use href="#leaf" x="{number(x - h + 2)}" y="{number(y - h + 2)}" width="{number(2 * h - 4)}" height="{number(2 * h - 4)}"/>{badge}</g>'
    )


@lru_cache(maxsize=1024)  # a pure drawing of a few numbers, asked after every click
def windmill(x: float, y: float, value: int) -> str:
    """The windmill piece: white sails on a dark disc, its value in a badge (never mistaken
    for the small grey windmill printed on the 6 and 7 tiles)."""
    r = WINDMILL_SIZE / 2
    return (
        f'<g class="windmill" data-value="{int(value)}">'
        f'<circle cx="{number(x)}" cy="{number(y)}" r="{number(r)}" fill="#2b2118" stroke="#fff" stroke-width="2"/>'
        f'<use href="#windmill" x="{number(x - r + 3)}" y="{number(y - r + 2)}" width="{number(2 * r - 6)}" height="{number(2 * r - 6)}"/>'
        f'<circle cx="{number(x + r - 1)}" cy="{number(y + r - 3)}" r="7" fill="#b5542b" stroke="#fff" stroke-width="1.2"/>'
        f'<text x="{number(x + r - 1)}" y="{number(y + r + 0.4)}" font-size="9.5" font-weight="700" text-anchor="middle" fill="#fff">{int(value)}</text></g>'
    )


@lru_cache(maxsize=1024)  # a pure drawing of a few numbers, asked after every click
def planes(x0: float, x1: float, y: float, players: tuple[str, ...], current: str | None = None) -> str:
    """Planes side by side between x0 and x1: smaller where several share the row, so that two
    never cover each other (three or more overlap a little, at the smallest size); the plane of
    the player to act is drawn last (on top), on a bright ring."""
    if not players:
        return ""
    n = len(players)
    size = max(PLANE_MIN_SIZE, min(PLANE_SIZE, (x1 - x0 - PLANE_GAP * (n - 1)) / n))
    step = PLANE_STEP if n < 2 else min(size + PLANE_GAP, (x1 - x0 - size) / (n - 1))
    start = (x0 + x1) / 2 - step * (len(players) - 1) / 2
    out = []
    on_top = ""
    for i, player in enumerate(players):
        px = start + i * step
        edge = "#ffffff" if player in ("black", "blue", "brown") else "#111111"
        ring = ""
        if player == current:
            ring = f'<circle class="current-ring" cx="{number(px)}" cy="{number(y)}" r="{number(size / 2 + 1)}" fill="#ffe14d" stroke="#111" stroke-width="1.5"/>'
        piece = (
            f'<g class="plane{" current" if player == current else ""}" data-player="{e(player)}">{ring}'
            f'<use href="#plane" x="{number(px - size / 2)}" y="{number(y - size / 2)}" width="{number(size)}" height="{number(size)}" '
            f'fill="{PLAYER_FILL.get(player, "#888888")}" stroke="{edge}" stroke-width="1.2"/></g>'
        )
        if player == current:
            on_top = piece
        else:
            out.append(piece)
    return "".join(out) + on_top


