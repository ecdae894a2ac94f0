"""Where things are drawn: the map's shapes and the position of every camp and ship.

This is drawing data only, kept apart from the rules' topology in ``australia.board``;
``tests/web/test_geometry.py`` proves the two agree (each location stands on the common border of
exactly the regions it claims, regions do not overlap, every shape is a closed area).

Shapes are written in degrees of longitude and latitude, so the continent and its state
borders sit where they really are, then projected to SVG pixels. Regions are built from
named points and shared paths, so two neighbours always share exactly the same border line.
Pure Python: importable under CPython and in the browser alike.
"""

from __future__ import annotations

import math
from types import MappingProxyType
from typing import Mapping

Point = tuple[float, float]

# --- projection --------------------------------------------------------------------------

WEST, EAST, NORTH, SOUTH = 109.0, 157.0, -7.0, -42.0
SCALE = 20.0  # pixels per degree of latitude
HEIGHT = round((NORTH - SOUTH) * SCALE)
# About SCALE * cos(27 deg), which keeps the continent's proportions, rounded so that the
# frame of the sea is exactly a whole number of pixels wide.
WIDTH = round((EAST - WEST) * SCALE * math.cos(math.radians(27.0)))
X_SCALE = WIDTH / (EAST - WEST)


def project(lon: float, lat: float) -> Point:
    return (round((lon - WEST) * X_SCALE, 2), round((NORTH - lat) * SCALE, 2))


# --- named points (lon, lat) -------------------------------------------------------------

P: Mapping[str, Point] = MappingProxyType(
    {
        # junctions of territory and region borders
        "wa_nt_coast": (129.0, -14.9),
        "wa_16": (129.0, -16.6),
        "wa_19": (129.0, -19.5),
        "wa_21": (129.0, -21.0),
        "wa_26": (129.0, -26.0),
        "wa_30": (129.0, -28.6),
        "wa_sa_coast": (129.0, -31.7),
        "kimberley_coast": (121.1, -19.5),
        "shark_bay": (113.4, -26.0),
        "wiluna": (121.0, -26.0),
        "esperance": (121.0, -33.95),
        "borroloola": (137.0, -16.0),
        "nt_qld_coast": (138.0, -16.6),
        "camooweal": (138.0, -21.0),
        "poeppel": (138.0, -26.0),
        "haddon": (141.0, -26.0),
        "cameron": (141.0, -29.0),
        "sa_30": (141.0, -30.0),
        "renmark": (141.0, -33.7),
        "sa_vic_coast": (141.0, -38.3),
        "coober_pedy": (135.0, -28.5),
        "streaky_bay": (134.5, -33.1),
        "kowanyama": (141.25, -16.9),
        "chillagoe": (144.3, -17.4),
        "cape_york_coast": (146.0, -17.4),
        "hughenden": (144.5, -21.0),
        "hungerford": (144.5, -29.0),
        "goodooga": (147.5, -29.0),
        "point_danger": (153.55, -28.2),
        "echuca": (144.9, -34.0),
        "murray_147": (147.4, -34.2),
        "kosciuszko": (148.95, -35.4),
        "cape_howe": (149.95, -37.5),
        "western_port": (145.5, -38.8),
        "nw_cape": (114.1, -21.8),
        "leeuwin": (115.1, -34.4),
        "cape_york": (142.5, -10.7),
        "timor_arafura_coast": (129.7, -13.5),
        # coast points where ships stand
        "cape_leveque": (122.9, -16.4),
        "fremantle": (115.7, -32.0),
        "geraldton": (114.6, -28.8),
        "port_essington": (132.6, -11.4),
        "karumba": (139.4, -17.4),
        "princess_charlotte_bay": (143.3, -11.8),
        "townsville": (146.8, -19.2),
        "port_jackson": (151.3, -33.9),
        "port_adelaide": (138.5, -34.3),
        # the frame of the sea and where the seas divide on it
        "frame_nw": (WEST, NORTH),
        "frame_ne": (EAST, NORTH),
        "frame_se": (EAST, SOUTH),
        "frame_sw": (WEST, SOUTH),
        "split_timor_arafura": (129.7, NORTH),
        "split_arafura_coral": (143.0, NORTH),
        "split_coral_tasman": (EAST, -28.2),
        "split_tasman_bight": (141.0, SOUTH),
        "split_bight_indian": (WEST, -36.5),
        "split_indian_timor": (WEST, -19.0),
    }
)

# The coastline, clockwise from the Western Australia / Northern Territory border. Named
# points are strings; the rest are plain (lon, lat) pairs that only shape the coast.
COAST: tuple[str | Point, ...] = (
    "wa_nt_coast",
    "timor_arafura_coast",
    (130.6, -12.4),
    "port_essington",
    (134.2, -12.0),
    (136.8, -12.2),
    (135.8, -13.5),
    (135.4, -14.8),
    "borroloola",
    "nt_qld_coast",
    "karumba",
    (140.8, -17.5),
    "kowanyama",
    (141.15, -13.6),
    (141.9, -12.3),
    "cape_york",
    "princess_charlotte_bay",
    (143.95, -12.8),
    (144.6, -14.3),
    (145.4, -15.3),
    (145.45, -16.0),
    "cape_york_coast",
    "townsville",
    (148.6, -20.2),
    (149.3, -21.2),
    (150.8, -22.6),
    (151.2, -23.8),
    (152.6, -25.0),
    (153.2, -25.9),
    (153.1, -27.0),
    "point_danger",
    (153.2, -30.0),
    (152.7, -31.8),
    "port_jackson",
    (150.6, -35.3),
    (150.1, -36.4),
    "cape_howe",
    (148.2, -38.1),
    (146.9, -38.9),
    (146.4, -39.5),
    "western_port",
    (144.9, -38.2),
    (144.4, -38.5),
    (143.6, -39.1),
    (142.3, -38.7),
    "sa_vic_coast",
    (139.8, -37.2),
    (139.3, -35.8),
    (138.1, -35.6),
    "port_adelaide",
    (137.8, -34.7),
    (137.0, -35.2),
    (137.6, -33.9),
    (137.75, -33.0),
    (136.4, -33.9),
    (135.8, -34.8),
    "streaky_bay",
    (133.6, -32.1),
    (131.1, -31.5),
    "wa_sa_coast",
    (126.5, -32.3),
    (123.5, -33.8),
    "esperance",
    (119.0, -34.5),
    (117.9, -35.1),
    (116.2, -35.0),
    "leeuwin",
    (115.7, -33.3),
    "fremantle",
    (115.0, -29.9),
    "geraldton",
    (114.1, -27.4),
    "shark_bay",
    (113.6, -24.6),
    (113.8, -23.0),
    "nw_cape",
    (116.7, -20.6),
    (118.6, -20.3),
    "kimberley_coast",
    (122.2, -18.0),
    "cape_leveque",
    (124.4, -15.3),
    (126.9, -13.8),
    (128.1, -15.0),
)

# Inland border paths between junctions, as lists of point names or (lon, lat) pairs.
MURRAY = ("renmark", (142.5, -33.75), (143.7, -33.9), "echuca", "murray_147", "kosciuszko", "cape_howe")
QLD_NSW = ("hungerford", "goodooga", (149.0, -29.0), (151.5, -28.6), "point_danger")


def _coast_arc(start: str, end: str) -> list[str | Point]:
    """The coast from ``start`` to ``end`` going clockwise, both ends included."""
    i, j = COAST.index(start), COAST.index(end)
    if i <= j:
        return list(COAST[i : j + 1])
    return list(COAST[i:]) + list(COAST[: j + 1])


def _path(*parts) -> list[str | Point]:
    out: list[str | Point] = []
    for part in parts:
        items = part if isinstance(part, list) else [part]
        for item in items:
            if not out or out[-1] != item:
                out.append(item)
    if len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out


def _between(path: tuple, start: str, end: str) -> list:
    i, j = path.index(start), path.index(end)
    return list(path[i : j + 1]) if i <= j else list(reversed(path[j : i + 1]))


# Each region's outline as a closed ring of points.
OUTLINES: Mapping[str, tuple[str | Point, ...]] = MappingProxyType(
    {
        region: tuple(ring)
        for region, ring in {
            "kimberley": _path(_coast_arc("kimberley_coast", "wa_nt_coast"), "wa_16", "wa_19"),
            "pilbara": _path(
                _coast_arc("shark_bay", "kimberley_coast"), "wa_19", "wa_21", "wa_26", "wiluna"
            ),
            "goldfields": _path(_coast_arc("wa_sa_coast", "esperance"), "wiluna", "wa_26", "wa_30"),
            "south_west": _path(_coast_arc("esperance", "shark_bay"), "wiluna"),
            "arnhem_land": _path(_coast_arc("wa_nt_coast", "borroloola"), "wa_16"),
            "barkly": _path(
                _coast_arc("borroloola", "nt_qld_coast"), "camooweal", "wa_21", "wa_19", "wa_16"
            ),
            "red_centre": _path("wa_21", "camooweal", "poeppel", "wa_26"),
            "lake_eyre": _path(
                "wa_26", "poeppel", "haddon", "cameron", "sa_30", "coober_pedy", "wa_30"
            ),
            "nullarbor": _path(_coast_arc("streaky_bay", "wa_sa_coast"), "wa_30", "coober_pedy"),
            "flinders": _path(
                _coast_arc("sa_vic_coast", "streaky_bay"), "coober_pedy", "sa_30", "renmark"
            ),
            "cape_york": _path(_coast_arc("kowanyama", "cape_york_coast"), "chillagoe"),
            "gulf_country": _path(
                _coast_arc("nt_qld_coast", "kowanyama"), "chillagoe", "hughenden", "camooweal"
            ),
            "channel_country": _path(
                "camooweal", "hughenden", "hungerford", "cameron", "haddon", "poeppel"
            ),
            "capricornia": _path(
                _coast_arc("cape_york_coast", "point_danger"),
                list(reversed(QLD_NSW)),
                "hughenden",
                "chillagoe",
            ),
            "riverina": _path(
                list(QLD_NSW[:2]),
                _between(MURRAY, "murray_147", "renmark"),
                "sa_30",
                "cameron",
            ),
            "new_england": _path(
                _coast_arc("point_danger", "cape_howe"),
                _between(MURRAY, "cape_howe", "murray_147"),
                list(QLD_NSW[1:]),
            ),
            "grampians": _path(
                _coast_arc("western_port", "sa_vic_coast"),
                _between(MURRAY, "renmark", "echuca"),
            ),
            "gippsland": _path(
                _coast_arc("cape_howe", "western_port"),
                _between(MURRAY, "echuca", "cape_howe"),
            ),
            "timor_sea": _path(
                "split_indian_timor",
                "frame_nw",
                "split_timor_arafura",
                list(reversed(_coast_arc("nw_cape", "timor_arafura_coast"))),
            ),
            "arafura_sea": _path(
                "split_timor_arafura",
                "split_arafura_coral",
                list(reversed(_coast_arc("timor_arafura_coast", "cape_york"))),
            ),
            "coral_sea": _path(
                "split_arafura_coral",
                "frame_ne",
                "split_coral_tasman",
                list(reversed(_coast_arc("cape_york", "point_danger"))),
            ),
            "tasman_sea": _path(
                "split_coral_tasman",
                "frame_se",
                "split_tasman_bight",
                list(reversed(_coast_arc("point_danger", "sa_vic_coast"))),
            ),
            "great_australian_bight": _path(
                "split_tasman_bight",
                "frame_sw",
                "split_bight_indian",
                list(reversed(_coast_arc("sa_vic_coast", "leeuwin"))),
            ),
            "indian_ocean": _path(
                "split_bight_indian",
                "split_indian_timor",
                list(reversed(_coast_arc("leeuwin", "nw_cape"))),
            ),
        }.items()
    }
)


def _midpoint(a: str, b: str, t: float = 0.5) -> Point:
    (x1, y1), (x2, y2) = P[a], P[b]
    return (x1 + (x2 - x1) * t, y1 + (y2 - y1) * t)


# Where each camp and ship stands (lon, lat): a named junction or coast point, a point
# along a straight border, or part-way along a sea divide.
LOCATION_LONLAT: Mapping[str, Point] = MappingProxyType(
    {
        "kununurra": P["wa_nt_coast"],
        "halls_creek": (129.0, -17.6),
        "tanami": P["wa_19"],
        "eighty_mile_beach": P["kimberley_coast"],
        "gibson_desert": (129.0, -23.5),
        "surveyor_generals_corner": P["wa_26"],
        "wiluna": P["wiluna"],
        "kalgoorlie": (121.0, -30.0),
        "esperance": P["esperance"],
        "great_victoria_desert": (129.0, -28.0),
        "eucla": P["wa_sa_coast"],
        "cape_leveque": P["cape_leveque"],
        "fremantle": P["fremantle"],
        "geraldton": P["geraldton"],
        "daly_waters": (133.0, -16.3),
        "borroloola": P["borroloola"],
        "barrow_creek": (133.5, -21.0),
        "camooweal": P["camooweal"],
        "poeppel_corner": P["poeppel"],
        "port_essington": P["port_essington"],
        "chillagoe": P["chillagoe"],
        "kowanyama": P["kowanyama"],
        "hughenden": P["hughenden"],
        "haddon_corner": P["haddon"],
        "cameron_corner": P["cameron"],
        "hungerford": P["hungerford"],
        "goodooga": P["goodooga"],
        "point_danger": P["point_danger"],
        "karumba": P["karumba"],
        "princess_charlotte_bay": P["princess_charlotte_bay"],
        "townsville": P["townsville"],
        "coober_pedy": P["coober_pedy"],
        "streaky_bay": P["streaky_bay"],
        "broken_hill": (141.0, -32.0),
        "renmark": P["renmark"],
        "bordertown": (141.0, -36.2),
        "echuca": P["echuca"],
        "kosciuszko": P["kosciuszko"],
        "cape_howe": P["cape_howe"],
        "western_port": P["western_port"],
        "port_adelaide": P["port_adelaide"],
        "port_jackson": P["port_jackson"],
        "ningaloo": _midpoint("nw_cape", "split_indian_timor"),
        "tiwi_islands": _midpoint("timor_arafura_coast", "split_timor_arafura"),
        "torres_strait": _midpoint("cape_york", "split_arafura_coral"),
        "lord_howe": _midpoint("point_danger", "split_coral_tasman", 0.55),
        "bass_strait": _midpoint("sa_vic_coast", "split_tasman_bight", 0.45),
        "cape_leeuwin": _midpoint("leeuwin", "split_bight_indian", 0.5),
    }
)


def _resolve(item: str | Point) -> Point:
    return P[item] if isinstance(item, str) else item


def region_polygon(region: str) -> tuple[Point, ...]:
    """The region's outline in SVG pixels."""
    return tuple(project(*_resolve(item)) for item in OUTLINES[region])


def location_point(location: str) -> Point:
    """The location's centre in SVG pixels."""
    return project(*LOCATION_LONLAT[location])


def coast_polygon() -> tuple[Point, ...]:
    return tuple(project(*_resolve(item)) for item in COAST)

# Where each region's name is written (the centre of its first line) and where its tiles,
# windmill and planes go (the centre of the tile row), as (lon, lat). Chosen so that nothing
# overlaps a camp, a ship, another label or the region's border; tests/web/view/test_board_layout.py checks it.
LABEL_LONLAT: Mapping[str, Point] = MappingProxyType(
    {
        "kimberley": (125.79, -18.2),
        "pilbara": (121.58, -22.7),
        "goldfields": (124.78, -28.2),
        "south_west": (118.21, -27.9),
        "arnhem_land": (131.23, -14.3),
        "barkly": (135.39, -18.3),
        "red_centre": (134.71, -24.6),
        "lake_eyre": (138.19, -27.7),
        "nullarbor": (132.83, -29.5),
        "flinders": (136.51, -29.9),
        "cape_york": (143.2, -15.5),
        "gulf_country": (139.56, -18.9),
        "channel_country": (141.79, -22.0),
        "capricornia": (148.41, -26.0),
        "riverina": (145.49, -30.4),
        "new_england": (150.54, -30.0),
        "grampians": (142.82, -37.7),
        "gippsland": (146.63, -35.1),
        "timor_sea": (116.19, -12.4),
        "arafura_sea": (137.97, -9.1),
        "coral_sea": (150.54, -11.8),
        "tasman_sea": (153.13, -40.0),
        "great_australian_bight": (129.44, -38.1),
        "indian_ocean": (112.14, -33.4),
    }
)
TOKEN_LONLAT: Mapping[str, Point] = MappingProxyType(
    {
        "kimberley": (126.12, -15.8),
        "pilbara": (124.61, -22.1),
        "goldfields": (125.11, -29.4),
        "south_west": (117.87, -29.4),
        "arnhem_land": (134.04, -12.9),
        "barkly": (132.24, -18.3),
        "red_centre": (135.61, -22.2),
        "lake_eyre": (132.47, -26.7),
        "nullarbor": (132.8, -30.5),
        "flinders": (138.64, -31.6),
        "cape_york": (142.98, -14.5),
        "gulf_country": (142.5, -20.1),
        "channel_country": (142.97, -23.6),
        "capricornia": (147.85, -23.6),
        "riverina": (143.19, -31.4),
        "new_england": (149.01, -31.7),
        "grampians": (143.36, -35.2),
        "gippsland": (147.67, -36.7),
        "timor_sea": (115.74, -13.6),
        "arafura_sea": (139.32, -10.3),
        "coral_sea": (151.11, -13.0),
        "tasman_sea": (153.8, -37.5),
        "great_australian_bight": (129.66, -35.6),
        "indian_ocean": (111.92, -30.8),
    }
)

# Regions too narrow under their tiles for the planes: these draw the planes above the tiles.
PLANES_ABOVE = frozenset({"cape_york", "gulf_country"})

# Names too long for their region are written on two lines.
LABEL_LINES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "arnhem_land": ("Arnhem", "Land"),
        "barkly": ("Barkly", "Tableland"),
        "flinders": ("Flinders", "Ranges"),
        "cape_york": ("Cape", "York"),
        "gulf_country": ("Gulf", "Country"),
        "channel_country": ("Channel", "Country"),
        "new_england": ("New", "England"),
        "gippsland": ("Gipps-", "land"),  # too small a region for the name on one line
    }
)

# The title and the key are drawn in open sea, clear of every label and location (SVG pixels).
TITLE_POINT: Point = (22.0, 50.0)
LEGEND_ORIGIN: Point = (10.0, 588.0)
COMPASS_POINT: Point = (815.0, 52.0)


def label_point(region: str) -> Point:
    """Where the region's name is written, in SVG pixels."""
    return project(*LABEL_LONLAT[region])


def token_point(region: str) -> Point:
    """The centre of the region's tile row, in SVG pixels."""
    return project(*TOKEN_LONLAT[region])
