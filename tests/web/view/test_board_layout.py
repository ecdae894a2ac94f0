"""Where the pieces of the board are drawn (``web.view.board_layout``): labels and tokens fit
their regions, never overlap each other or cover a camp or a ship, and planes are large
enough to see.
"""

import itertools
import math

import pytest

from australia.board import LOCATIONS, REGIONS
from web import geometry
from web.view import board_layout as layout


ALL_REGIONS = [r.id for r in REGIONS]


# --- labels and tokens fit their regions ---------------------------------------------------------


def _contains(ring, p):
    x, y = p
    inside = False
    for i in range(len(ring)):
        (x1, y1), (x2, y2) = ring[i - 1], ring[i]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _box_inside(box, ring):
    """Every corner inside and no corner of the outline inside the box."""
    if not all(_contains(ring, c) for c in box.corners()):
        return False
    return not any(box.x0 < x < box.x1 and box.y0 < y < box.y1 for x, y in ring)


def _box_clear_of_circle(box, centre, radius):
    cx, cy = centre
    dx = max(box.x0 - cx, 0, cx - box.x1)
    dy = max(box.y0 - cy, 0, cy - box.y1)
    return math.hypot(dx, dy) >= radius


def _boxes():
    out = {}
    for r in REGIONS:
        out[("label", r.id)] = layout.label_box(r.id)
        out[("tiles", r.id)] = layout.tile_row_box(r.id)
        out[("planes", r.id)] = layout.plane_row_box(r.id)
    out[("legend", "")] = layout.legend_box()
    out[("title", "")] = layout.title_box()
    out[("compass", "")] = layout.compass_box()
    return out


@pytest.mark.parametrize("region", ALL_REGIONS)
def test_label_and_tokens_sit_inside_their_region(region):
    ring = geometry.region_polygon(region)
    assert _box_inside(layout.label_box(region), ring), "label"
    assert _box_inside(layout.tile_row_box(region), ring), "tiles"
    # Each plane's centre is inside the region, for one plane and for many.
    planes = layout.plane_row_box(region)
    middle, y = (planes.x0 + planes.x1) / 2, (planes.y0 + planes.y1) / 2
    for x in (middle - layout.PLANE_STEP / 2, middle, middle + layout.PLANE_STEP / 2):
        assert _contains(ring, (x, y)), "planes"


def test_planes_are_large_enough_to_see_on_a_laptop():
    # the board is drawn at least 770 px wide at 1280x800 (tests/e2e/test_layout.py checks it)
    assert layout.PLANE_SIZE * 770 / geometry.WIDTH >= 24


def test_labels_tokens_and_decorations_never_overlap_each_other():
    # a region's own planes included: a plane over a name made "Nullarbor" read "Nu✈arbor"
    for (a, box_a), (b, box_b) in itertools.combinations(_boxes().items(), 2):
        assert not box_a.overlaps(box_b), (a, b)


def test_labels_tokens_and_decorations_never_cover_a_camp_or_a_ship():
    for name, box in _boxes().items():
        for loc in LOCATIONS:
            centre = geometry.location_point(loc.id)
            assert _box_clear_of_circle(box, centre, layout.location_radius(loc.id) + 1), (name, loc.id)


def test_text_width_estimate_grows_with_text_and_size():
    assert layout.text_width("Gippsland", 11) > layout.text_width("Gulf", 11)
    assert layout.text_width("Gippsland", 12) > layout.text_width("Gippsland", 11)
    assert layout.text_width("WWW", 10) > layout.text_width("iii", 10)
