"""The published properties of the board ("Our board" in docs/rules.md), checked on the data.

Each test reads as a check a player could make with the box open on the table: count the
regions, look at the colours of one territory, count the camps around a region, and so on.
"""

from collections import Counter, deque

import pytest

from australia import board, location_points
from australia.board import (
    BORDERS,
    CAMP,
    CARDS,
    CARDS_BY_COLOUR_AND_KIND,
    INDUSTRIALIZATION_VALUES,
    KINDS,
    LOCATION_BY_ID,
    LOCATIONS,
    LOCATIONS_OF,
    NEIGHBOURS,
    REGION_BY_ID,
    REGIONS,
    SHIP,
    TERRITORIES,
)

LAND = [r for r in REGIONS if not r.is_sea]
SEA = [r for r in REGIONS if r.is_sea]


# --- regions --------------------------------------------------------------------------------


def test_there_are_24_regions_18_on_land_and_6_at_sea():
    assert len(REGIONS) == 24
    assert len(LAND) == 18
    assert len(SEA) == 6


def test_the_six_territories_are_the_mainland_states_without_tasmania():
    assert set(TERRITORIES) == {
        "Western Australia",
        "Northern Territory",
        "South Australia",
        "Queensland",
        "New South Wales",
        "Victoria",
    }
    assert {r.territory for r in LAND} == set(TERRITORIES)


@pytest.mark.parametrize("territory", TERRITORIES)
def test_each_territory_is_split_into_two_to_four_land_regions(territory):
    regions = [r for r in LAND if r.territory == territory]
    assert 2 <= len(regions) <= 4, [r.id for r in regions]


@pytest.mark.parametrize("territory", TERRITORIES)
def test_no_two_regions_of_a_territory_share_a_colour(territory):
    colours = [r.colour for r in LAND if r.territory == territory]
    assert len(colours) == len(set(colours)), colours


def test_every_sea_region_is_blue_and_no_land_region_is():
    assert all(r.colour == "blue" for r in SEA)
    assert all(r.colour != "blue" for r in LAND)
    assert all(r.territory is None for r in SEA)


def test_land_colours_are_used_about_as_often_as_the_cards_suggest():
    assert Counter(r.colour for r in LAND) == {
        "green": 4,
        "orange": 4,
        "gray": 4,
        "red": 3,
        "yellow": 3,
    }


def test_every_colour_in_use_is_one_of_the_six():
    assert {r.colour for r in REGIONS} == set(board.COLOURS)


# --- locations ------------------------------------------------------------------------------


@pytest.mark.parametrize("region", [r.id for r in REGIONS])
def test_every_region_has_three_to_six_locations(region):
    around = [loc for loc in LOCATIONS if region in loc.regions]
    assert 3 <= len(around) <= 6, (region, [loc.id for loc in around])


def test_a_camp_touches_two_to_four_regions_at_least_one_on_land():
    for camp in (loc for loc in LOCATIONS if loc.site == CAMP):
        assert 2 <= len(camp.regions) <= 4, camp
        assert any(not REGION_BY_ID[r].is_sea for r in camp.regions), camp


def test_a_ship_touches_two_sea_regions_or_a_sea_region_and_the_coast():
    for ship in (loc for loc in LOCATIONS if loc.site == SHIP):
        assert len(ship.regions) == 2, ship
        seas = sum(REGION_BY_ID[r].is_sea for r in ship.regions)
        assert seas in (1, 2), ship


def test_locations_are_only_camps_and_ships():
    assert {loc.site for loc in LOCATIONS} == {CAMP, SHIP}
    assert all(loc.is_ship == (loc.site == SHIP) for loc in LOCATIONS)


def test_a_ranger_in_a_ship_scores_two_points_and_one_in_a_camp_one():
    for loc in LOCATIONS:
        assert loc.points_per_ranger == (2 if loc.site == SHIP else 1), loc.id
        assert location_points(loc.id) == loc.points_per_ranger


def test_a_location_touches_each_of_its_regions_once_and_only_known_regions():
    for loc in LOCATIONS:
        assert len(set(loc.regions)) == len(loc.regions), loc
        assert set(loc.regions) <= set(REGION_BY_ID), loc


def test_regions_that_meet_at_a_location_are_neighbours_or_meet_at_a_corner():
    """A location stands where its regions meet, so each of them borders another of them."""
    for loc in LOCATIONS:
        for r in loc.regions:
            others = set(loc.regions) - {r}
            assert NEIGHBOURS[r] & others, (loc.id, r)


def test_locations_of_lists_exactly_the_locations_touching_each_region():
    for region in REGIONS:
        expected = tuple(loc.id for loc in LOCATIONS if region.id in loc.regions)
        assert LOCATIONS_OF[region.id] == expected


# --- ids ------------------------------------------------------------------------------------


def test_ids_are_unique_across_regions_and_locations():
    ids = [r.id for r in REGIONS] + [loc.id for loc in LOCATIONS]
    assert len(ids) == len(set(ids))


def test_ids_are_stable_lowercase_words():
    """Ids go into saved games and into the page, so they are plain snake_case."""
    for item in list(REGIONS) + list(LOCATIONS):
        assert item.id.replace("_", "").isalpha() and item.id.islower(), item.id
        assert item.name.strip() == item.name and item.name, item.id


def test_board_order_starts_in_the_west_and_the_sea_comes_last():
    """Saved games and simultaneous scorings depend on this order; changing it is a new board."""
    assert board.REGION_IDS[0] == "kimberley"
    assert [r.is_sea for r in REGIONS] == [False] * 18 + [True] * 6
    assert list(board.BOARD_ORDER) == list(board.REGION_IDS)


def test_lookups_agree_with_the_lists():
    assert list(REGION_BY_ID) == [r.id for r in REGIONS]
    assert list(LOCATION_BY_ID) == [loc.id for loc in LOCATIONS]
    assert board.LOCATION_IDS == tuple(loc.id for loc in LOCATIONS)


# --- neighbours -----------------------------------------------------------------------------


def test_each_border_is_written_once_between_two_different_known_regions():
    seen = set()
    for a, b in BORDERS:
        assert a != b
        assert a in REGION_BY_ID and b in REGION_BY_ID
        assert frozenset((a, b)) not in seen, (a, b)
        seen.add(frozenset((a, b)))


def test_neighbours_are_symmetric_and_never_include_the_region_itself():
    for region, neighbours in NEIGHBOURS.items():
        assert region not in neighbours
        for other in neighbours:
            assert region in NEIGHBOURS[other], (region, other)


def test_neighbours_come_from_borders():
    pairs = {frozenset(p) for p in BORDERS}
    derived = {frozenset((a, b)) for a, ns in NEIGHBOURS.items() for b in ns}
    assert derived == pairs


def test_every_region_can_be_reached_from_every_other_across_borders():
    start = REGIONS[0].id
    seen, queue = {start}, deque([start])
    while queue:
        for n in NEIGHBOURS[queue.popleft()]:
            if n not in seen:
                seen.add(n)
                queue.append(n)
    assert seen == set(REGION_BY_ID)


def test_the_six_seas_form_a_ring_around_the_coast():
    for sea in SEA:
        assert len(NEIGHBOURS[sea.id] & {s.id for s in SEA}) == 2, sea.id


# --- cards ----------------------------------------------------------------------------------


def test_there_are_42_cards_by_colour_10_8_7_6_6_5():
    assert len(CARDS) == 42
    assert Counter(c.colour for c in CARDS) == {
        "blue": 10,
        "green": 8,
        "orange": 7,
        "gray": 6,
        "red": 6,
        "yellow": 5,
    }
    assert Counter(c.colour for c in CARDS) == dict(board.CARD_COLOUR_COUNTS)


def test_cards_come_in_four_kinds_each_with_at_least_the_nine_a_full_game_stack_needs():
    kinds = Counter(c.kind for c in CARDS)
    assert set(kinds) == set(KINDS) == {1, 2, 3, 4}
    assert all(count >= board.FULL_STACK_SIZE == 9 for count in kinds.values()), kinds


def test_each_kind_pays_rangers_plus_dollars_equal_to_four():
    for card in CARDS:
        assert card.rangers + card.dollars == 4
        assert card.rangers == card.kind
    assert [board.kind_dollars(kind) for kind in KINDS] == [3, 2, 1, 0]


@pytest.mark.parametrize("colour", board.COLOURS)
def test_each_colour_is_spread_over_the_kinds_as_evenly_as_possible(colour):
    per_kind = Counter(c.kind for c in CARDS if c.colour == colour)
    counts = [per_kind.get(kind, 0) for kind in KINDS]
    assert max(counts) - min(counts) <= 1, (colour, counts)
    assert tuple(counts) == CARDS_BY_COLOUR_AND_KIND[colour]


def test_card_ids_are_unique_and_numbered_from_zero():
    assert [c.id for c in CARDS] == list(range(len(CARDS)))


# --- tiles, tracks, players -----------------------------------------------------------------


def test_there_are_24_industrialization_tiles_one_per_region():
    assert len(INDUSTRIALIZATION_VALUES) == 24 == len(REGIONS)
    assert Counter(INDUSTRIALIZATION_VALUES) == {4: 3, 5: 4, 6: 5, 7: 5, 8: 4, 9: 3}


def test_the_windmill_tiles_are_the_sixes_and_sevens():
    assert board.WINDMILL_TILE_VALUES == {6, 7}
    assert sum(v in board.WINDMILL_TILE_VALUES for v in INDUSTRIALIZATION_VALUES) == 10


def test_the_windmill_track_has_6_spaces_and_the_ranger_track_10():
    assert board.WINDMILL_TRACK_SPACES == 6
    assert board.RANGER_TRACK_SPACES == 10


def test_the_windmill_value_runs_from_2_to_12():
    assert board.WINDMILL_START_VALUE == 2
    assert board.WINDMILL_MAX_VALUE == 12


def test_rangers_per_player_depend_on_the_number_of_players():
    assert dict(board.RANGERS_PER_PLAYER) == {2: 20, 3: 14, 4: 11, 5: 10}
    assert (board.MIN_PLAYERS, board.MAX_PLAYERS) == (2, 5)


def test_player_colours_in_seat_order():
    assert board.PLAYER_COLOURS == ("black", "white", "orange", "blue", "brown")
