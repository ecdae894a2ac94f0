"""The board of Australia as frozen data: regions, locations, borders, cards and tiles.

The original map's layout is not published, so this module *is* our board (docs/rules.md,
"Our board"). Every value a rule depends on lives here, once: the rules engine reads it, the
drawing in ``web/`` adds pixel geometry of its own, and the tests check that the two agree
and that every published property of the physical game holds.

The tuple order of ``REGIONS`` is the *board order* used to sequence scorings that happen at
the same moment (docs/rules.md, ruling 17).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Mapping

# --- colours and territories -------------------------------------------------------------

BLUE, GREEN, ORANGE, GRAY, RED, YELLOW = "blue", "green", "orange", "gray", "red", "yellow"
COLOURS = (BLUE, GREEN, ORANGE, GRAY, RED, YELLOW)

WESTERN_AUSTRALIA = "Western Australia"
NORTHERN_TERRITORY = "Northern Territory"
SOUTH_AUSTRALIA = "South Australia"
QUEENSLAND = "Queensland"
NEW_SOUTH_WALES = "New South Wales"
VICTORIA = "Victoria"
TERRITORIES = (
    WESTERN_AUSTRALIA,
    NORTHERN_TERRITORY,
    SOUTH_AUSTRALIA,
    QUEENSLAND,
    NEW_SOUTH_WALES,
    VICTORIA,
)

# What a location is (its "site"): a camp on land or a ship at sea. A ranger in a ship scores
# twice what one in a camp does.
CAMP, SHIP = "camp", "ship"
POINTS_PER_RANGER: Mapping[str, int] = MappingProxyType({CAMP: 1, SHIP: 2})


@dataclass(frozen=True)
class Region:
    id: str
    name: str
    territory: str | None  # None for the sea
    colour: str

    @property
    def is_sea(self) -> bool:
        return self.territory is None


@dataclass(frozen=True)
class Location:
    """A camp or a ship. It belongs to every region it touches."""

    id: str
    name: str
    site: str  # CAMP or SHIP
    regions: tuple[str, ...]

    @property
    def is_ship(self) -> bool:
        return self.site == SHIP

    @property
    def points_per_ranger(self) -> int:
        """What each ranger here scores when a project of one of its regions is scored."""
        return POINTS_PER_RANGER[self.site]


def _land(id: str, name: str, territory: str, colour: str) -> Region:
    return Region(id, name, territory, colour)


def _sea(id: str, name: str) -> Region:
    return Region(id, name, None, BLUE)


REGIONS: tuple[Region, ...] = (
    _land("kimberley", "Kimberley", WESTERN_AUSTRALIA, RED),
    _land("pilbara", "Pilbara", WESTERN_AUSTRALIA, ORANGE),
    _land("goldfields", "Goldfields", WESTERN_AUSTRALIA, YELLOW),
    _land("south_west", "South West", WESTERN_AUSTRALIA, GREEN),
    _land("arnhem_land", "Arnhem Land", NORTHERN_TERRITORY, GREEN),
    _land("barkly", "Barkly Tableland", NORTHERN_TERRITORY, GRAY),
    _land("red_centre", "Red Centre", NORTHERN_TERRITORY, RED),
    _land("lake_eyre", "Lake Eyre", SOUTH_AUSTRALIA, GRAY),
    _land("nullarbor", "Nullarbor", SOUTH_AUSTRALIA, ORANGE),
    _land("flinders", "Flinders Ranges", SOUTH_AUSTRALIA, RED),
    _land("cape_york", "Cape York", QUEENSLAND, GREEN),
    _land("gulf_country", "Gulf Country", QUEENSLAND, YELLOW),
    _land("channel_country", "Channel Country", QUEENSLAND, ORANGE),
    _land("capricornia", "Capricornia", QUEENSLAND, GRAY),
    _land("riverina", "Riverina", NEW_SOUTH_WALES, YELLOW),
    _land("new_england", "New England", NEW_SOUTH_WALES, GREEN),
    _land("grampians", "Grampians", VICTORIA, ORANGE),
    _land("gippsland", "Gippsland", VICTORIA, GRAY),
    _sea("timor_sea", "Timor Sea"),
    _sea("arafura_sea", "Arafura Sea"),
    _sea("coral_sea", "Coral Sea"),
    _sea("tasman_sea", "Tasman Sea"),
    _sea("great_australian_bight", "Great Australian Bight"),
    _sea("indian_ocean", "Indian Ocean"),
)


def _camp(id: str, name: str, *regions: str) -> Location:
    return Location(id, name, CAMP, regions)


def _ship(id: str, name: str, *regions: str) -> Location:
    return Location(id, name, SHIP, regions)


LOCATIONS: tuple[Location, ...] = (
    # Western Australia and its borders
    _camp("kununurra", "Kununurra", "kimberley", "arnhem_land", "timor_sea"),
    _camp("halls_creek", "Halls Creek", "kimberley", "barkly"),
    _camp("tanami", "Tanami", "kimberley", "pilbara", "barkly"),
    _camp("eighty_mile_beach", "Eighty Mile Beach", "kimberley", "pilbara", "timor_sea"),
    _camp("gibson_desert", "Gibson Desert", "pilbara", "red_centre"),
    _camp(
        "surveyor_generals_corner",
        "Surveyor General's Corner",
        "pilbara",
        "goldfields",
        "red_centre",
        "lake_eyre",
    ),
    _camp("wiluna", "Wiluna", "pilbara", "goldfields", "south_west"),
    _camp("kalgoorlie", "Kalgoorlie", "goldfields", "south_west"),
    _camp("esperance", "Esperance", "goldfields", "south_west", "great_australian_bight"),
    _camp("great_victoria_desert", "Great Victoria Desert", "goldfields", "lake_eyre"),
    _camp("eucla", "Eucla", "goldfields", "nullarbor", "great_australian_bight"),
    _ship("cape_leveque", "Cape Leveque", "kimberley", "timor_sea"),
    _ship("fremantle", "Fremantle", "south_west", "indian_ocean"),
    _ship("geraldton", "Geraldton", "south_west", "indian_ocean"),
    # Northern Territory
    _camp("daly_waters", "Daly Waters", "arnhem_land", "barkly"),
    _camp("borroloola", "Borroloola", "arnhem_land", "barkly", "arafura_sea"),
    _camp("barrow_creek", "Barrow Creek", "barkly", "red_centre"),
    _camp(
        "camooweal", "Camooweal", "barkly", "red_centre", "gulf_country", "channel_country"
    ),
    _camp("poeppel_corner", "Poeppel Corner", "red_centre", "lake_eyre", "channel_country"),
    _ship("port_essington", "Port Essington", "arnhem_land", "arafura_sea"),
    # Queensland
    _camp("chillagoe", "Chillagoe", "cape_york", "gulf_country", "capricornia"),
    _camp("kowanyama", "Kowanyama", "cape_york", "gulf_country", "arafura_sea"),
    _camp("hughenden", "Hughenden", "gulf_country", "channel_country", "capricornia"),
    _camp("haddon_corner", "Haddon Corner", "channel_country", "lake_eyre"),
    _camp("cameron_corner", "Cameron Corner", "channel_country", "lake_eyre", "riverina"),
    _camp("hungerford", "Hungerford", "channel_country", "capricornia", "riverina"),
    _camp("goodooga", "Goodooga", "capricornia", "riverina", "new_england"),
    _camp(
        "point_danger",
        "Point Danger",
        "capricornia",
        "new_england",
        "coral_sea",
        "tasman_sea",
    ),
    _ship("karumba", "Karumba", "gulf_country", "arafura_sea"),
    _ship("princess_charlotte_bay", "Princess Charlotte Bay", "cape_york", "coral_sea"),
    _ship("townsville", "Townsville", "capricornia", "coral_sea"),
    # South Australia, New South Wales and Victoria
    _camp("coober_pedy", "Coober Pedy", "lake_eyre", "nullarbor", "flinders"),
    _camp("streaky_bay", "Streaky Bay", "nullarbor", "flinders", "great_australian_bight"),
    _camp("broken_hill", "Broken Hill", "flinders", "riverina"),
    _camp("renmark", "Renmark", "flinders", "riverina", "grampians"),
    _camp("bordertown", "Bordertown", "flinders", "grampians"),
    _camp("echuca", "Echuca", "riverina", "grampians", "gippsland"),
    _camp("kosciuszko", "Mount Kosciuszko", "new_england", "gippsland"),
    _camp("cape_howe", "Cape Howe", "new_england", "gippsland", "tasman_sea"),
    _camp("western_port", "Western Port", "grampians", "gippsland", "tasman_sea"),
    _ship("port_adelaide", "Port Adelaide", "flinders", "great_australian_bight"),
    _ship("port_jackson", "Port Jackson", "new_england", "tasman_sea"),
    # ships out at sea, between two sea regions
    _ship("ningaloo", "Ningaloo", "timor_sea", "indian_ocean"),
    _ship("tiwi_islands", "Tiwi Islands", "timor_sea", "arafura_sea"),
    _ship("torres_strait", "Torres Strait", "arafura_sea", "coral_sea"),
    _ship("lord_howe", "Lord Howe", "coral_sea", "tasman_sea"),
    _ship("bass_strait", "Bass Strait", "tasman_sea", "great_australian_bight"),
    _ship("cape_leeuwin", "Cape Leeuwin", "great_australian_bight", "indian_ocean"),
)

# Pairs of regions that share a stretch of border (a shared corner point is not a border).
# Each border is written once; NEIGHBOURS is derived from it.
BORDERS: tuple[tuple[str, str], ...] = (
    ("kimberley", "pilbara"),
    ("kimberley", "arnhem_land"),
    ("kimberley", "barkly"),
    ("kimberley", "timor_sea"),
    ("pilbara", "barkly"),
    ("pilbara", "red_centre"),
    ("pilbara", "goldfields"),
    ("pilbara", "south_west"),
    ("pilbara", "timor_sea"),
    ("pilbara", "indian_ocean"),
    ("goldfields", "south_west"),
    ("goldfields", "lake_eyre"),
    ("goldfields", "nullarbor"),
    ("goldfields", "great_australian_bight"),
    ("south_west", "indian_ocean"),
    ("south_west", "great_australian_bight"),
    ("arnhem_land", "barkly"),
    ("arnhem_land", "timor_sea"),
    ("arnhem_land", "arafura_sea"),
    ("barkly", "red_centre"),
    ("barkly", "gulf_country"),
    ("barkly", "arafura_sea"),
    ("red_centre", "lake_eyre"),
    ("red_centre", "channel_country"),
    ("lake_eyre", "nullarbor"),
    ("lake_eyre", "flinders"),
    ("lake_eyre", "channel_country"),
    ("lake_eyre", "riverina"),
    ("nullarbor", "flinders"),
    ("nullarbor", "great_australian_bight"),
    ("flinders", "riverina"),
    ("flinders", "grampians"),
    ("flinders", "great_australian_bight"),
    ("cape_york", "gulf_country"),
    ("cape_york", "capricornia"),
    ("cape_york", "arafura_sea"),
    ("cape_york", "coral_sea"),
    ("gulf_country", "channel_country"),
    ("gulf_country", "capricornia"),
    ("gulf_country", "arafura_sea"),
    ("channel_country", "capricornia"),
    ("channel_country", "riverina"),
    ("capricornia", "riverina"),
    ("capricornia", "new_england"),
    ("capricornia", "coral_sea"),
    ("riverina", "new_england"),
    ("riverina", "grampians"),
    ("riverina", "gippsland"),
    ("new_england", "gippsland"),
    ("new_england", "tasman_sea"),
    ("grampians", "gippsland"),
    ("grampians", "tasman_sea"),
    ("gippsland", "tasman_sea"),
    ("timor_sea", "arafura_sea"),
    ("timor_sea", "indian_ocean"),
    ("arafura_sea", "coral_sea"),
    ("coral_sea", "tasman_sea"),
    ("tasman_sea", "great_australian_bight"),
    ("great_australian_bight", "indian_ocean"),
)

# --- derived views ------------------------------------------------------------------------

REGION_BY_ID: Mapping[str, Region] = MappingProxyType({r.id: r for r in REGIONS})
LOCATION_BY_ID: Mapping[str, Location] = MappingProxyType({loc.id: loc for loc in LOCATIONS})
REGION_IDS: tuple[str, ...] = tuple(r.id for r in REGIONS)
LOCATION_IDS: tuple[str, ...] = tuple(loc.id for loc in LOCATIONS)
BOARD_ORDER: Mapping[str, int] = MappingProxyType({r.id: i for i, r in enumerate(REGIONS)})


def _neighbours() -> Mapping[str, frozenset[str]]:
    found: dict[str, set[str]] = {r.id: set() for r in REGIONS}
    for a, b in BORDERS:
        found[a].add(b)
        found[b].add(a)
    return MappingProxyType({r: frozenset(n) for r, n in found.items()})


def _locations_of() -> Mapping[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {r.id: [] for r in REGIONS}
    for loc in LOCATIONS:
        for r in loc.regions:
            found[r].append(loc.id)
    return MappingProxyType({r: tuple(ids) for r, ids in found.items()})


NEIGHBOURS: Mapping[str, frozenset[str]] = _neighbours()
LOCATIONS_OF: Mapping[str, tuple[str, ...]] = _locations_of()

# --- cards ----------------------------------------------------------------------------------

CARD_COLOUR_COUNTS: Mapping[str, int] = MappingProxyType(
    {BLUE: 10, GREEN: 8, ORANGE: 7, GRAY: 6, RED: 6, YELLOW: 5}
)

# A card's kind is printed on its back: how many rangers it places and how many dollars it
# pays. Rangers + dollars is always 4.
KINDS: tuple[int, ...] = (1, 2, 3, 4)  # named by the ranger number


CARD_VALUE = 4  # rangers + dollars printed on every card


def kind_dollars(kind: int) -> int:
    """The dollars a card of this kind pays: its rangers and dollars add up to 4."""
    return CARD_VALUE - kind


# Our board (docs/rules.md, "Our board", item 5): how many cards of each colour carry each back. Spread as evenly as the counts
# allow (each colour differs by at most one between kinds) and every kind has at least the 9
# cards a stack of the full game needs.
CARDS_BY_COLOUR_AND_KIND: Mapping[str, tuple[int, int, int, int]] = MappingProxyType(
    {
        BLUE: (3, 3, 2, 2),
        GREEN: (2, 2, 2, 2),
        ORANGE: (2, 1, 2, 2),
        GRAY: (1, 2, 2, 1),
        RED: (2, 1, 1, 2),
        YELLOW: (1, 2, 1, 1),
    }
)


@dataclass(frozen=True)
class Card:
    id: int
    colour: str
    kind: int  # rangers on the back; the card pays 4 - kind dollars

    @property
    def rangers(self) -> int:
        return self.kind

    @property
    def dollars(self) -> int:
        return kind_dollars(self.kind)


def _cards() -> tuple[Card, ...]:
    cards = []
    for colour in COLOURS:
        for kind, count in zip(KINDS, CARDS_BY_COLOUR_AND_KIND[colour]):
            for _ in range(count):
                cards.append(Card(len(cards), colour, kind))
    return tuple(cards)


CARDS: tuple[Card, ...] = _cards()

# --- tiles and tracks -----------------------------------------------------------------------

INDUSTRIALIZATION_VALUES: tuple[int, ...] = (4,) * 3 + (5,) * 4 + (6,) * 5 + (7,) * 5 + (8,) * 4 + (9,) * 3
WINDMILL_TILE_VALUES = frozenset({6, 7})  # these tiles show a windmill and move it

WINDMILL_TRACK_SPACES = 6
RANGER_TRACK_SPACES = 10
WINDMILL_START_VALUE = 2
WINDMILL_MAX_VALUE = 12
WINDMILL_PLACES = 3  # the players with most rangers on the ranger track who score the windmill

SIMPLE_STACK_SIZE = 8
FULL_STACK_SIZE = 9
HAND_SIZE = 2
WILD_COST = 3
MOVE_COST = 4
PROJECT_BONUS = 3
NO_RANGER_POINTS = 2
TAKE_BACK_MAX = 4
ACTIONS_PER_TURN = 2

PLAYER_COLOURS: tuple[str, ...] = ("black", "white", "orange", "blue", "brown")
RANGERS_PER_PLAYER: Mapping[int, int] = MappingProxyType({2: 20, 3: 14, 4: 11, 5: 10})
MIN_PLAYERS, MAX_PLAYERS = 2, 5
