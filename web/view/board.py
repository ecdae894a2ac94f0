"""The board as SVG text: a pure function from what is on the map to a drawing.

``render_board(view)`` is called after every click in the browser, so everything that never
changes (region shapes, borders, coast, labels, the legend: ``web.view.map_base``) is built
once, on first use, and only the parts a game state touches are formatted per call. The module needs nothing beyond
the standard library, ``australia.board`` and ``web.geometry``, so the same drawing can be
produced and tested under plain CPython.

Colour is never the only cue: each region colour also has its own fill pattern and its name
written under the region's name; camps and ships differ in shape; rangers show their count.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import AbstractSet, Callable, Mapping

from australia import LOCATIONS, LOCATIONS_OF, REGION_IDS, REGIONS, Location

from web import geometry
from web.text import board as words
from web.text import i18n
from web.text.names import listing
from web.view.board_layout import WINDMILL_BADGE, WINDMILL_SIZE, location_radius, number, plane_row_box
from web.view.html import e
from web.view import pieces
from web.view.map_base import get_static

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
    recent_region: str | None = None  # where the computer just acted
    recent_location: str | None = None
    hint_region: str | None = None  # where a suggested move would act (its own mark)
    hint_location: str | None = None
    picks: Mapping[str, int] = field(default_factory=dict)  # rangers picked to take back, by location
    # Points the last action scored, rising from their region once: (region, colour, points),
    # and the action's place in the log (the layer changes, so plays again, only with it).
    rises: tuple[tuple[str, str, int], ...] = ()
    rise_key: int = 0
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
    threatened: AbstractSet[str] = frozenset()  # where a rival could complete a project next turn


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
        out.append(pieces.tile(x - 9, y, tile[0], bool(tile[1]), count) + pieces.conservation(x + 15, y, empty))
    elif tile is not None:
        out.append(pieces.tile(x, y, tile[0], bool(tile[1]), count))
    elif has_cons:
        out.append(pieces.conservation(x, y, empty))
    plane_row = plane_row_box(region)
    row = (plane_row.y0 + plane_row.y1) / 2
    left, right = plane_row.x0, plane_row.x1
    if windmill is not None:
        if planes:
            out.append(pieces.windmill(left + WINDMILL_SIZE / 2, row, windmill[1]))
            left += WINDMILL_SIZE + WINDMILL_BADGE  # the planes start after its value's badge
        else:
            out.append(pieces.windmill(x, row, windmill[1]))
    out.append(pieces.planes(left, right, row, planes, view.current))
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
        parts.append(words.tile_face_up(int(tile[0])) if tile[1] else words.tile_face_down())
        if view.counts:
            parts.append(words.tile_progress(count, int(tile[0]) if tile[1] else None))
    if region in view.conservation:
        parts.append(words.conservation_tile())
        if region in view.empty:
            parts.append(words.empty_left(view.empty[region], len(LOCATIONS_OF[region])))
    if view.windmill and view.windmill[0] == region:
        parts.append(words.windmill_short(int(view.windmill[1])))
    for player in view.planes.get(region, ()):
        parts.append(words.plane_here(player, player == view.current))
    if region in view.threatened:
        parts.append(words.threatened())
    return "; " + listing(parts) if parts else ""


LAYERS = ("regions", "marks", "tokens-layer", "locations", "rises")  # the parts a game state changes


def _pieces_key(view: BoardView) -> tuple:
    """What the pieces on the regions and the regions' words depend on (not the choices
    offered): the same for every click of a turn that moves nothing."""
    return (
        tuple(sorted(view.tiles.items())), tuple(sorted(view.conservation)), view.windmill,
        tuple(sorted((region, tuple(players)) for region, players in view.planes.items())),
        tuple(sorted(view.counts.items())), tuple(sorted(view.empty.items())), view.current, i18n.current(),
        tuple(sorted(view.threatened)),
    )


_pieces: list = []  # [key, the tokens layer, each region's words]: the last pieces drawn


def _pieces_drawn(view: BoardView) -> tuple[str, dict[str, str]]:
    """The tokens layer and each region's words for ``view``, kept for the next drawing."""
    key = _pieces_key(view)
    if _pieces and _pieces[0] == key:
        return _pieces[1], _pieces[2]
    tokens = "".join(_region_tokens(region, view) for region in REGION_IDS)
    said = {region: _region_state_words(region, view) for region in REGION_IDS}
    _pieces[:] = [key, tokens, said]
    return tokens, said


def render_board(view: BoardView | None = None) -> str:
    """The board as SVG text; with a view, also the rangers, planes, tiles and highlights.

    The drawing is the fixed parts with the four ``LAYERS`` between them, each a ``<g>`` of
    that class (always there, perhaps empty), so the page can redraw only the layers that
    changed after a click (``board_layers``)."""
    return board_svg(board_layers(view))


def board_svg(layers: dict[str, str]) -> str:
    """The whole drawing around the content of its layers (from ``board_layers``)."""
    s = get_static()
    return (
        f'{s.head}<g class="regions">{layers["regions"]}</g>{s.borders}{s.decor}'
        f'<g class="marks">{layers["marks"]}</g>{s.labels}'
        f'<g class="tokens-layer">{layers["tokens-layer"]}</g>'
        f'<g class="locations">{layers["locations"]}</g>'
        f'<g class="rises">{layers["rises"]}</g></svg>'
    )


def board_layers(view: BoardView | None = None) -> dict[str, str]:
    """The content of each of the board's ``LAYERS`` for this view."""
    button = _button(view)
    recent, scored, here = _marked_regions(view)
    tokens, said = _pieces_drawn(view) if view is not None else ("", {})
    return {
        "regions": _regions_layer(view, button, said, recent, scored, here),
        "marks": _marks_layer(view, recent, scored, here),
        "tokens-layer": tokens,
        "locations": "".join(_location(view, loc, button) for loc in LOCATIONS),
        "rises": _rises(view) if view is not None else "",
    }


def _button(view: BoardView | None) -> Callable[[str, str], str]:
    """The attributes that make a shape of the map a button (none on a picture of the board).

    A picture of the board offers nothing: no buttons, no stops for the keyboard. Otherwise
    the map is one stop of the Tab order, its shapes reached by the arrow keys (web.state.focus).
    """
    interactive = view.interactive if view else True
    stop = (view.tab_stop if view and view.tab_stop else None) or ("region", REGIONS[0].id)

    def button(kind: str, ident: str) -> str:
        if not interactive:
            return ""
        return f' role="button" tabindex="{0 if (kind, ident) == stop else -1}"'

    return button


def _marked_regions(view: BoardView | None) -> tuple[set[str], set[str], str | None]:
    """The regions changed lately, those scoring, and that of the plane of the player to act."""
    recent = set(view.changed_regions) if view else set()
    if view is not None and view.recent_region:
        recent.add(view.recent_region)
    scored = set(view.scored) if view else set()
    if view and view.scoring:
        scored.add(view.scoring)
    here = None
    if view is not None and view.current:
        here = next((r for r, players in view.planes.items() if view.current in players), None)
    return recent, scored, here


def _regions_layer(
    view: BoardView | None, button: Callable[[str, str], str], said: Mapping[str, str],
    recent: set[str], scored: set[str], here: str | None,
) -> str:
    s = get_static()
    flyable = view.fly_regions if view else frozenset()
    interactive = view.interactive if view else True
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
        described = e(s.region_name[r.id] + said.get(r.id, ""))
        out.append(
            f'<g class="{cls}" data-region="{r.id}"{button("region", r.id)}'
            + (f' aria-label="{described}"' if interactive else "")
            + f"><title>{described}</title>"
            f'<path d="{s.region_d[r.id]}" fill="url(#fill-{r.colour})"/></g>'
        )
    return "".join(out)


def _marks_layer(view: BoardView | None, recent: set[str], scored: set[str], here: str | None) -> str:
    s = get_static()
    marks = []
    if here in s.region_d:
        marks.append(f'<path class="current-mark" d="{s.region_d[here]}"/>')
    for region in REGION_IDS:  # board order: the same drawing for the same marks
        if region in recent:
            marks.append(f'<path class="recent-mark" d="{s.region_d[region]}"/>')
    for region in REGION_IDS:
        if region in scored:
            marks.append(f'<path class="scoring-mark" d="{s.region_d[region]}"/>')
    for region in REGION_IDS:
        if view is not None and region in view.threatened:
            marks.append(f'<path class="threat-mark" d="{s.region_d[region]}"/>')
    hint = view.hint_region if view is not None else None
    if hint in s.region_d:
        marks.append(f'<path class="hint-mark" d="{s.region_d[hint]}"/>')
    return "".join(marks)


def _location_class(view: BoardView | None, loc_id: str) -> str:
    highlighted = view.highlight_locations if view else frozenset()
    cls = ""
    if loc_id in highlighted:
        cls += " highlight"
    elif highlighted:
        cls += " dim"
    if view is not None and loc_id == view.selected:
        cls += " selected"
    if view is not None and (loc_id == view.recent_location or loc_id in view.changed_locations):
        cls += " recent"
    if view is not None and loc_id == view.hint_location:
        cls += " suggested"
    return cls


def _location_rings(view: BoardView | None, loc_id: str, x: float, y: float) -> str:
    """The rings around a location: highlighted, selected, suggested."""
    extra = ""
    if view is not None and loc_id in view.highlight_locations:
        extra += f'<circle class="hl-ring" cx="{number(x)}" cy="{number(y)}" r="{number(location_radius(loc_id) + 5)}" fill="none" stroke="#111" stroke-width="5"/><circle class="hl-ring" cx="{number(x)}" cy="{number(y)}" r="{number(location_radius(loc_id) + 5)}" fill="none" stroke="#fff" stroke-width="2.5"/>'
    if view is not None and loc_id == view.selected:
        extra += f'<circle class="selected-mark" cx="{number(x)}" cy="{number(y)}" r="{number(location_radius(loc_id) + 9)}"/>'
    if view is not None and loc_id == view.hint_location:
        extra += f'<circle class="hint-ring" cx="{number(x)}" cy="{number(y)}" r="{number(location_radius(loc_id) + 8)}"/>'
    return extra


def _location(view: BoardView | None, loc: Location, button: Callable[[str, str], str]) -> str:
    """One location of the map: its rangers or empty icon, its rings, rangers picked to take back."""
    s = get_static()
    x, y = s.location_point[loc.id]
    picked = view.picks.get(loc.id, 0) if view is not None else 0
    name = s.location_name[loc.id]
    held = (view.rangers if view else {}).get(loc.id)
    if held and held[1] > 0:
        player, count = held
        name += "; " + words.rangers_there(int(count), player)
        icon = pieces.occupied_icon(loc.id, x, y, player, count)
    else:
        icon = s.empty_icon[loc.id]
    badge = ""
    if picked:
        name += "; " + words.picked_to_take_back(picked)
        badge = pieces.pick_badge(x + location_radius(loc.id), y - location_radius(loc.id), picked)
    interactive = view.interactive if view else True
    return (
        f'<g class="location {loc.site}{_location_class(view, loc.id)}" '
        f'data-location="{loc.id}"{button("location", loc.id)}'
        + (f' aria-label="{e(name)}"' if interactive else "")
        + ">"
        f"<title>{e(name)}</title>{_location_rings(view, loc.id, x, y)}{icon}{badge}</g>"
    )


def _rises(view: BoardView) -> str:
    """The points just scored, each player's in their colour, rising from the region's name
    (app: ``.rise`` in the board's style; none with reduced motion)."""
    if not view.rises:
        return ""
    out = []
    stacked: dict[str, int] = {}
    for region, colour, points in view.rises:
        x, y = geometry.label_point(region)
        row = stacked[region] = stacked.get(region, -1) + 1
        out.append(
            f'<text class="rise" x="{number(x)}" y="{number(y - 14 - row * 17)}" text-anchor="middle" '
            f'fill="{pieces.PLAYER_FILL.get(colour, "#111111")}">+{int(points)}</text>'
        )
    return f'<g data-at="{int(view.rise_key)}" aria-hidden="true">' + "".join(out) + "</g>"


def key_pieces() -> list[tuple[str, str, int, str]]:
    """The map's pieces and marks for its key: (drawing, its viewBox, width in px, words).
    The drawings are the map's own (they use its symbols, so they go on a page with it)."""
    mark = "M-12 -8h24v16h-24z"
    return [
        (pieces.tile(0, 0, 0, False, 0), "-16 -12 32 24", 32, words.key_face_down()),
        (pieces.tile(0, 0, 5, True, 2), "-16 -12 32 24", 32, words.key_tile()),
        (pieces.conservation(0, 0, 2), "-11 -12 26 24", 26, words.key_conservation()),
        (pieces.windmill(0, 0, 4), "-14 -13 30 28", 30, words.key_windmill()),
        (pieces.planes(-14, 14, 0, ("orange",), "orange"), "-14 -14 28 28", 28, words.key_plane()),
        (f'<path class="current-mark" d="{mark}" fill="#f1bb4d"/>', "-16 -12 32 24", 32, words.key_current()),
        (f'<path class="recent-mark" d="{mark}" fill="#f1bb4d"/>', "-16 -12 32 24", 32, words.key_recent()),
        (f'<path class="scoring-mark" d="{mark}" fill="#f1bb4d"/>', "-16 -12 32 24", 32, words.key_scored()),
        (f'<path class="hint-mark" d="{mark}" fill="#f1bb4d"/>', "-16 -12 32 24", 32, words.key_suggested()),
        (f'<path class="threat-mark" d="{mark}" fill="#f1bb4d"/>', "-16 -12 32 24", 32, words.key_threat()),
        (pieces.pick_badge(0, 0, 2), "-12 -12 24 24", 24, words.key_picked()),
    ]
