"""The SVG drawing of the board (``web.view.board``), read back with an XML parser (no
browser needed).
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from australia import apply_action
from australia.board import LOCATIONS, REGIONS, REGION_BY_ID, Region
from web import geometry
from web.state.selection import NOTHING, options
from web.view import board as render
from web.view import board_layout as layout
from web.view import pieces
from web.view.board import BoardView, render_board

from tests.e2e.play import played


SVG = "{http://www.w3.org/2000/svg}"


ALL_REGIONS = [r.id for r in REGIONS]


ALL_LOCATIONS = [loc.id for loc in LOCATIONS]


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def by_attr(root: ET.Element, attr: str) -> dict[str, list[ET.Element]]:
    found: dict[str, list[ET.Element]] = {}
    for el in root.iter():
        if attr in el.attrib:
            found.setdefault(el.attrib[attr], []).append(el)
    return found


def classes(el: ET.Element) -> set[str]:
    return set(el.attrib.get("class", "").split())


def texts(el: ET.Element) -> list[str]:
    return ["".join(t.itertext()) for t in el.iter(SVG + "text")]


@pytest.fixture(scope="module")
def plain() -> ET.Element:
    return parse(render_board())


# --- every region and location, once, named, focusable --------------------------------------


def test_the_plain_board_is_well_formed_svg_of_the_geometry_size(plain):
    assert plain.tag == SVG + "svg"
    assert plain.attrib["viewBox"] == f"0 0 {geometry.WIDTH} {geometry.HEIGHT}"


def test_every_region_appears_once_as_a_named_focusable_button(plain):
    regions = by_attr(plain, "data-region")
    assert sorted(regions) == sorted(ALL_REGIONS)
    for region, elements in regions.items():
        assert len(elements) == 1, region
        (el,) = elements
        r = REGION_BY_ID[region]
        assert el.attrib["role"] == "button"
        assert el.attrib["tabindex"] in ("0", "-1")  # one stop for the whole map: tests/web/state/test_focus.py
        label = el.attrib["aria-label"]
        assert r.name in label and r.colour in label
        if not r.is_sea:
            assert r.territory in label
        assert el.find(SVG + "title") is not None


def test_every_location_appears_once_as_a_named_focusable_button(plain):
    locations = by_attr(plain, "data-location")
    assert sorted(locations) == sorted(ALL_LOCATIONS)
    for loc in LOCATIONS:
        (el,) = locations[loc.id]
        assert el.attrib["role"] == "button"
        assert el.attrib["tabindex"] in ("0", "-1")  # one stop for the whole map: tests/web/state/test_focus.py
        label = el.attrib["aria-label"]
        assert loc.name in label and loc.site in label
        for region in loc.regions:
            assert REGION_BY_ID[region].name in label, (loc.id, region)
        title = el.find(SVG + "title")
        assert title is not None and loc.name in title.text


def test_camps_and_ships_have_different_shapes_big_enough_to_tap(plain):
    """Camps are round tokens, ships diamonds; at 800 px wide each is at least 24 px across."""
    screen = 800 / geometry.WIDTH
    for el in by_attr(plain, "data-location").values():
        (group,) = el
        icon = next(e for e in group.iter() if "icon" in classes(e))
        if "camp" in classes(group):
            assert icon.tag == SVG + "circle"
            assert 2 * float(icon.attrib["r"]) * screen >= 24
        else:
            assert "ship" in classes(group)
            assert icon.tag == SVG + "path" and icon.attrib["d"].count("L") == 3  # a diamond
            assert 2 * layout.SHIP_RADIUS * screen >= 24
        assert group.find(SVG + "use") is not None  # a tent or a boat drawn inside


# --- colour and its second cue ----------------------------------------------------------------


def test_each_region_is_filled_with_its_colours_own_pattern(plain):
    patterns = {p.attrib["id"]: p for p in plain.iter(SVG + "pattern")}
    for region, (el,) in by_attr(plain, "data-region").items():
        colour = REGION_BY_ID[region].colour
        path = el.find(SVG + "path")
        assert path.attrib["fill"] == f"url(#fill-{colour})"
        pattern = patterns[f"fill-{colour}"]
        assert pattern.find(SVG + "rect").attrib["fill"] == pieces.REGION_FILL[colour]


def test_the_six_colour_patterns_differ_in_texture_not_only_in_colour(plain):
    marks = []
    for pattern in plain.iter(SVG + "pattern"):
        body = [ET.tostring(child, encoding="unicode") for child in pattern if child.tag != SVG + "rect"]
        strip = "".join(body)
        for hex_colour in list(pieces.REGION_INK.values()) + list(pieces.REGION_FILL.values()):
            strip = strip.replace(hex_colour, "")
        marks.append(strip)
    assert len(marks) == 6 and len(set(marks)) == 6


def test_each_region_label_names_the_region_and_writes_its_colour(plain):
    labels = [g for g in plain.iter(SVG + "g") if "label" in classes(g)]
    assert len(labels) == len(REGIONS)
    # a name broken over two lines carries a hyphen where the word goes on ("Gipps-", "land")
    written = [re.sub(r"(\w)-\s*(\w)", r"\1\2", " ".join(texts(g))) for g in labels]
    for r in REGIONS:
        words = r.name.split()
        assert any(all(w in t for w in words) and r.colour.upper() in t for t in written), r.id


def test_territory_borders_are_drawn_stronger_than_region_borders(plain):
    borders = next(g for g in plain.iter(SVG + "g") if "borders" in classes(g))
    widths = [float(p.attrib["stroke-width"]) for p in borders if p.attrib.get("stroke", "").startswith("#2")]
    region_widths = [float(p.attrib["stroke-width"]) for p in borders if p.attrib.get("stroke") == "#4a4036"]
    assert widths and region_widths and min(widths) > 2 * max(region_widths)
    assert any("coast" in classes(g) for g in plain.iter(SVG + "g"))


# --- a game state on the map ---------------------------------------------------------------------


def location_group(root, location):
    (el,) = by_attr(root, "data-location")[location]
    return el


def region_group(root, region):
    (el,) = by_attr(root, "data-region")[region]
    return el


def test_rangers_show_their_count_in_their_players_colour():
    view = BoardView(rangers={"tanami": ("orange", 3), "lord_howe": ("white", 1)})
    root = parse(render_board(view))
    camp = location_group(root, "tanami")
    assert "3" in texts(camp)
    icon = next(e for e in camp.iter() if "icon" in classes(e))
    assert icon.attrib["fill"] == pieces.PLAYER_FILL["orange"]
    # the orange player's, never mistaken for an orange region's
    assert "3 rangers of the orange player" in camp.attrib["aria-label"] and "orange rangers" not in camp.attrib["aria-label"]
    ship = location_group(root, "lord_howe")
    icon = next(e for e in ship.iter() if "icon" in classes(e))
    assert icon.attrib["fill"] == "#ffffff" and icon.attrib["stroke"] == "#111"  # outlined white
    assert "1 ranger of the white player" in ship.attrib["aria-label"]
    for loc in ALL_LOCATIONS:
        if loc not in ("tanami", "lord_howe"):
            assert not texts(location_group(root, loc)), loc


def test_planes_tiles_conservation_and_windmill_are_drawn_in_their_region():
    view = BoardView(
        planes={"kimberley": ("black", "white")},
        tiles={"kimberley": (7, True), "pilbara": (9, False)},
        conservation=frozenset({"kimberley"}),
        windmill=("kimberley", 5),
    )
    root = parse(render_board(view))
    tokens = by_attr(root, "data-tokens")
    kimberley = tokens["kimberley"][0]
    assert [p.attrib["data-player"] for p in kimberley.iter() if "plane" in classes(p)] == ["black", "white"]
    assert any("face-up" in classes(t) and t.attrib["data-value"] == "7" for t in kimberley.iter())
    assert any("conservation" in classes(t) for t in kimberley.iter())
    assert any("windmill" in classes(t) and t.attrib["data-value"] == "5" for t in kimberley.iter())
    pilbara = tokens["pilbara"][0]
    assert texts(pilbara) == ["?"]  # a face-down tile never tells its value
    assert not any("conservation" in classes(t) for t in pilbara.iter())
    assert "goldfields" not in tokens  # no tile, no conservation tile, nothing to draw
    aria = region_group(root, "kimberley").attrib["aria-label"]
    assert "industrialization tile 7" in aria and "windmill 5" in aria and "black plane" in aria


def test_a_view_by_default_shows_a_conservation_tile_on_every_region_and_nothing_else():
    root = parse(render_board(BoardView()))
    tokens = by_attr(root, "data-tokens")
    assert sorted(tokens) == sorted(ALL_REGIONS)
    for (group,) in tokens.values():
        kinds = {c for e in group.iter() for c in classes(e)} - {"tokens"}
        assert kinds == {"conservation"}


def test_highlights_mark_only_the_given_locations_and_dim_the_rest():
    view = BoardView(highlight_locations={"eucla"})
    root = parse(render_board(view))
    for loc in ALL_LOCATIONS:
        cls = classes(location_group(root, loc))
        assert ("highlight" in cls) == (loc == "eucla"), loc
        assert ("dim" in cls) == (loc != "eucla"), loc


def test_regions_the_player_may_fly_to_are_marked_and_no_other():
    flyable = set(ALL_REGIONS) - {"pilbara"}
    root = parse(render_board(BoardView(fly_regions=flyable)))
    for region in ALL_REGIONS:
        assert ("flyable" in classes(region_group(root, region))) == (region in flyable), region
    plain = parse(render_board(BoardView()))
    assert not any("flyable" in classes(region_group(plain, r)) for r in ALL_REGIONS)


def test_without_highlights_nothing_is_marked_or_dimmed(plain):
    for el in plain.iter():
        assert not classes(el) & {"highlight", "dim", "scoring", "selected"}


def test_scoring_region_and_selected_location_are_marked():
    root = parse(render_board(BoardView(scoring="lake_eyre", selected="wiluna")))
    assert "scoring" in classes(region_group(root, "lake_eyre"))
    assert sum("scoring" in classes(el) for el in root.iter() if "data-region" in el.attrib) == 1
    assert "selected" in classes(location_group(root, "wiluna"))
    assert any("scoring-mark" in classes(el) for el in root.iter())


def test_text_is_escaped(monkeypatch):
    odd = dataclasses.replace(REGION_BY_ID["kimberley"], name='Kim <"&"> \'berley\'')
    from web.text import board as board_words
    from web.text import names as name_words
    from web.view import map_base

    monkeypatch.setattr(map_base, "REGION_BY_ID", {**REGION_BY_ID, "kimberley": odd})

    monkeypatch.setattr(board_words, "REGION_BY_ID", {**REGION_BY_ID, "kimberley": odd})
    monkeypatch.setattr(name_words, "REGION_BY_ID", {**REGION_BY_ID, "kimberley": odd})
    for module in (render, map_base):
        monkeypatch.setattr(module, "REGIONS", tuple(odd if r.id == "kimberley" else r for r in REGIONS))
    monkeypatch.setattr(map_base, "_static", {})
    root = parse(render_board(BoardView(planes={"kimberley": ("<b>&",)}, rangers={"tanami": ('"x"', 2)})))
    monkeypatch.setattr(map_base, "_static", {})  # do not leak the odd name to other tests
    assert region_group(root, "kimberley").attrib["aria-label"].startswith('Kim <"&"> \'berley\'')
    assert any('Kim <"&"> \'berley\'' in t for t in texts(root))
    assert any(el.attrib.get("data-player") == "<b>&" for el in root.iter())
    assert isinstance(odd, Region)


# --- fast and pure -------------------------------------------------------------------------------


def test_the_drawing_stays_compact():
    assert len(render_board()) < 60_000
    assert len(render_board(BoardView(rangers={loc: ("black", 1) for loc in ALL_LOCATIONS}))) < 80_000


def test_the_renderer_imports_only_the_standard_library_and_the_board():
    for module in (render, layout, pieces):
        tree = ast.parse(Path(module.__file__).read_text())
        imported = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                imported |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                imported.add((node.module or "").split(".")[0])
        allowed = {"__future__", "dataclasses", "functools", "typing", "australia", "web", "types", "math"}
        assert imported <= allowed, (module.__name__, imported)


# --- movement you can follow ---------------------------------------------------------------------


def test_the_points_a_play_scores_rise_from_its_region_once():
    from australia.events import ProjectScored
    from web.view.game import board_view
    from web.view.board import board_layers

    def scores(s) -> bool:
        return bool(s.log) and any(isinstance(ev, ProjectScored) for ev in s.log[-1].events)

    state = played(("Ann", "Ben", "Cy"), "simple", 9, scores, level="medium")
    scored = [ev for ev in state.log[-1].events if isinstance(ev, ProjectScored)]
    layer = board_layers(board_view(state, options(state, NOTHING)))["rises"]
    rises = re.findall(r'<text class="rise"[^>]*fill="([^"]+)">\+(\d+)</text>', layer)
    expected = sorted((pieces.PLAYER_FILL[state.players[s.player].colour], str(s.points)) for ev in scored for s in ev.shares if s.points)
    assert sorted(rises) == expected and rises
    assert f'data-at="{len(state.log)}"' in layer  # a new action, a new layer: it plays again only then
    # the next action scores nothing: nothing rises
    from australia.computer.thinker import choose
    from australia.observation import observe

    nxt = copy.deepcopy(state)
    while True:
        apply_action(nxt, choose(observe(nxt, nxt.current), "easy", 1))
        if not scores(nxt):
            break
    assert board_layers(board_view(nxt, options(nxt, NOTHING)))["rises"] == ""
    assert ".rise{" in pieces.STYLE and "prefers-reduced-motion:reduce){.rise{display:none}" in pieces.STYLE


def _plane_boxes(group) -> list[tuple[float, float]]:
    """(left, right) of each plane drawn in a region's tokens."""
    boxes = []
    for plane in (p for p in group.iter() if "plane" in classes(p)):
        use = next(u for u in plane.iter() if u.tag.endswith("use"))
        x, w = float(use.attrib["x"]), float(use.attrib["width"])
        boxes.append((x, x + w))
    return sorted(boxes)


def test_two_planes_in_one_region_never_cover_each_other_nor_the_windmill():
    view = BoardView(planes={"capricornia": ("black", "white"), "pilbara": ("orange",)}, windmill=("pilbara", 5),
                     current="black")
    tokens = by_attr(parse(render_board(view)), "data-tokens")
    (a, b) = _plane_boxes(tokens["capricornia"][0])
    assert a[1] <= b[0] and a[1] - a[0] >= 18  # side by side, each still a plane's size
    pilbara = tokens["pilbara"][0]
    (plane,) = _plane_boxes(pilbara)
    mill = next(c for c in pilbara.iter() if "windmill" in classes(c))
    disc = next(c for c in mill.iter() if c.tag.endswith("circle"))
    badge = [c for c in mill.iter() if c.tag.endswith("circle")][1]
    right_of_mill = max(float(disc.attrib["cx"]) + float(disc.attrib["r"]), float(badge.attrib["cx"]) + float(badge.attrib["r"]))
    assert plane[0] >= right_of_mill  # the plane starts where the windmill (and its value) ends
