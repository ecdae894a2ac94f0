"""The drawing's geometry agrees with the board's topology.

``australia.board`` says which regions each camp and ship touches and which regions share a
border; ``web.geometry`` says where things are drawn. These tests measure the drawing and
check that a player looking at it would read the same board the rules use.
"""

import itertools
import math

import pytest

from australia.board import BORDERS, LOCATIONS, REGION_BY_ID, REGIONS
from web import geometry

ON_BORDER = 0.25  # px: a location this close to a region's outline stands on it
CLEAR_OF = 10.0  # px: a location must be at least this far from regions it does not touch
MIN_SPACING = 30.0  # px between location centres, so that icons never overlap
MIN_SHARED = 1.0  # px of common outline that makes two regions neighbours


# --- plane geometry -------------------------------------------------------------------------


def segment_distance(p, a, b):
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / length2))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def edges(ring):
    return [(ring[i], ring[(i + 1) % len(ring)]) for i in range(len(ring))]


def outline_distance(p, ring):
    return min(segment_distance(p, a, b) for a, b in edges(ring))


def signed_area(ring):
    return sum(a[0] * b[1] - b[0] * a[1] for a, b in edges(ring)) / 2


def contains(ring, p):
    x, y = p
    inside = False
    for (x1, y1), (x2, y2) in edges(ring):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


def _orient(a, b, c):
    v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return 0 if abs(v) < 1e-9 else (1 if v > 0 else -1)


def segments_meet(a, b, c, d):
    """Whether two closed segments have any point in common."""
    o1, o2, o3, o4 = _orient(a, b, c), _orient(a, b, d), _orient(c, d, a), _orient(c, d, b)
    if o1 != o2 and o3 != o4:
        return True

    def on(p, q, r):  # r on segment pq, given collinear
        return min(p[0], q[0]) <= r[0] <= max(p[0], q[0]) and min(p[1], q[1]) <= r[1] <= max(p[1], q[1])

    return (
        (o1 == 0 and on(a, b, c))
        or (o2 == 0 and on(a, b, d))
        or (o3 == 0 and on(c, d, a))
        or (o4 == 0 and on(c, d, b))
    )


def shared_length(ring_a, ring_b, tolerance=0.05):
    """Total length of outline that two rings have in common (collinear overlapping edges)."""
    total = 0.0
    for p, q in edges(ring_a):
        length = math.dist(p, q)
        if length == 0:
            continue
        ux, uy = (q[0] - p[0]) / length, (q[1] - p[1]) / length
        for r, s in edges(ring_b):
            if max(segment_distance(r, p, q), segment_distance(s, p, q)) > tolerance:
                continue
            t1 = (r[0] - p[0]) * ux + (r[1] - p[1]) * uy
            t2 = (s[0] - p[0]) * ux + (s[1] - p[1]) * uy
            lo, hi = max(0.0, min(t1, t2)), min(length, max(t1, t2))
            total += max(0.0, hi - lo)
    return total


def bbox(ring):
    xs, ys = [p[0] for p in ring], [p[1] for p in ring]
    return min(xs), min(ys), max(xs), max(ys)


RINGS = {r.id: geometry.region_polygon(r.id) for r in REGIONS}
POINTS = {loc.id: geometry.location_point(loc.id) for loc in LOCATIONS}
FRAME = geometry.WIDTH * geometry.HEIGHT


# --- each location stands where its regions meet ---------------------------------------------


@pytest.mark.parametrize("loc", LOCATIONS, ids=lambda loc: loc.id)
def test_location_stands_on_the_outline_of_every_region_it_claims(loc):
    p = POINTS[loc.id]
    for region in loc.regions:
        d = outline_distance(p, RINGS[region])
        assert d < ON_BORDER, f"{loc.id} is {d:.2f} px off the outline of {region}"


@pytest.mark.parametrize("loc", LOCATIONS, ids=lambda loc: loc.id)
def test_location_is_well_clear_of_every_region_it_does_not_claim(loc):
    p = POINTS[loc.id]
    for region in RINGS:
        if region in loc.regions:
            continue
        assert not contains(RINGS[region], p), f"{loc.id} lies inside {region}"
        d = outline_distance(p, RINGS[region])
        assert d > CLEAR_OF, f"{loc.id} is only {d:.1f} px from {region}, which it does not touch"


def test_a_location_moved_off_its_border_is_caught():
    """The check above is not vacuous: nudging a camp a few pixels inland breaks it."""
    x, y = POINTS["halls_creek"]
    assert outline_distance((x + 4, y), RINGS["kimberley"]) > ON_BORDER


def test_locations_are_far_enough_apart_for_their_icons():
    for (a, pa), (b, pb) in itertools.combinations(POINTS.items(), 2):
        assert math.dist(pa, pb) >= MIN_SPACING, f"{a} and {b} are {math.dist(pa, pb):.1f} px apart"


def test_every_location_is_on_the_map():
    for loc, (x, y) in POINTS.items():
        assert 15 <= x <= geometry.WIDTH - 15 and 15 <= y <= geometry.HEIGHT - 15, loc


# --- each region is one clean shape ------------------------------------------------------------


@pytest.mark.parametrize("region", list(RINGS))
def test_region_outline_is_a_closed_simple_polygon_with_positive_area(region):
    ring = RINGS[region]
    assert len(ring) >= 3
    assert len(set(ring)) == len(ring), "a corner is repeated (the ring closes by itself)"
    assert abs(signed_area(ring)) > 500, "the region is too small to see"
    sides = edges(ring)
    for i, j in itertools.combinations(range(len(sides)), 2):
        if j == i + 1 or (i == 0 and j == len(sides) - 1):
            continue  # neighbouring sides share a corner
        assert not segments_meet(*sides[i], *sides[j]), f"{region}: side {i} crosses side {j}"


@pytest.mark.parametrize("region", list(RINGS))
def test_region_lies_inside_the_frame(region):
    x0, y0, x1, y1 = bbox(RINGS[region])
    assert x0 >= 0 and y0 >= 0 and x1 <= geometry.WIDTH and y1 <= geometry.HEIGHT


def test_the_regions_tile_the_frame_their_areas_add_up_to_it():
    total = sum(abs(signed_area(ring)) for ring in RINGS.values())
    assert total == pytest.approx(FRAME, rel=1e-4)


def test_no_point_of_the_map_lies_in_two_regions_or_none():
    boxes = {r: bbox(ring) for r, ring in RINGS.items()}
    step = 6
    for i in range(geometry.WIDTH // step):
        for j in range(geometry.HEIGHT // step):
            p = (i * step + 2.37, j * step + 1.91)  # off any grid line a border might follow
            inside = [
                r
                for r, (x0, y0, x1, y1) in boxes.items()
                if x0 <= p[0] <= x1 and y0 <= p[1] <= y1 and contains(RINGS[r], p)
            ]
            assert len(inside) == 1, f"{p} lies in {inside}"


def test_land_regions_fill_the_coastline_and_the_sea_fills_the_rest():
    coast = geometry.coast_polygon()
    land = sum(abs(signed_area(RINGS[r.id])) for r in REGIONS if not r.is_sea)
    assert land == pytest.approx(abs(signed_area(coast)), rel=1e-4)
    for r in REGIONS:
        for p in RINGS[r.id]:
            if outline_distance(p, coast) > 0.5:
                assert contains(coast, p) == (not r.is_sea), (r.id, p)


# --- neighbours on the drawing are neighbours in the rules --------------------------------------


def test_two_regions_share_a_stretch_of_border_exactly_when_the_rules_say_so():
    declared = {frozenset(pair) for pair in BORDERS}
    boxes = {r: bbox(ring) for r, ring in RINGS.items()}
    drawn = set()
    for a, b in itertools.combinations(RINGS, 2):
        ax0, ay0, ax1, ay1 = boxes[a]
        bx0, by0, bx1, by1 = boxes[b]
        if ax0 > bx1 + 1 or bx0 > ax1 + 1 or ay0 > by1 + 1 or by0 > ay1 + 1:
            continue
        if shared_length(RINGS[a], RINGS[b]) > MIN_SHARED:
            drawn.add(frozenset((a, b)))
    missing = sorted(tuple(sorted(p)) for p in declared - drawn)
    extra = sorted(tuple(sorted(p)) for p in drawn - declared)
    assert not missing, f"declared neighbours that share no border on the map: {missing}"
    assert not extra, f"regions sharing a border on the map but not declared: {extra}"


def test_the_coast_separates_land_from_sea():
    """Every land region that the rules put next to a sea touches the coastline there."""
    for a, b in BORDERS:
        ra, rb = REGION_BY_ID[a], REGION_BY_ID[b]
        if ra.is_sea != rb.is_sea:
            land = a if rb.is_sea else b
            assert shared_length(RINGS[land], geometry.coast_polygon()) > MIN_SHARED, (a, b)
