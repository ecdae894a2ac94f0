"""The names of things (``web.text.names``): articles, plurals and ordinals, and words for
every sea, territory, colour, pace level and kind of seat, keyed by the engine's and the
page's own names.
"""

from __future__ import annotations

from web.text import names as name_words


def test_articles_plurals_and_ordinals():
    n = name_words
    assert [n.ordinal(k) for k in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd",
    ]
    assert n.rangers(1) == "1 ranger" and n.rangers(2) == "2 rangers" and n.rangers(0) == "0 rangers"
    assert n.tile_value(8) == "an 8" and n.tile_value(6) == "a 6" and n.tile_value(11) == "an 11"
    assert n.a_colour_card("orange") == "an orange card" and n.a_colour_card("red") == "a red card"
    assert n.kind(1) == "1 ranger + 3 dollars" and n.kind(3) == "3 rangers + 1 dollar"


def test_every_sea_territory_and_colour_of_the_board_has_its_words():
    """Translations are keyed by the engine's ids: a region renamed in the board keeps its words."""
    from australia.board import COLOURS, PLAYER_COLOURS, REGIONS, TERRITORIES

    assert set(name_words.SEAS) == {r.id for r in REGIONS if r.is_sea}
    assert set(name_words.TERRITORIES) == set(TERRITORIES)
    assert set(COLOURS) <= set(name_words.REGION_COLOURS) and set(COLOURS) <= set(name_words.CARD_COLOURS)
    assert set(PLAYER_COLOURS) <= set(name_words.COLOUR_NAMES)


def test_every_pace_level_and_kind_of_seat_has_its_words():
    """The tables of words are keyed by the page's and the engine's own names, and miss none."""
    from australia.table import COMPUTER_LEVELS, SEAT_KINDS
    from web.state.computer import PACES

    assert set(name_words.PACES) == set(PACES)
    assert set(name_words.LEVELS) == set(COMPUTER_LEVELS)
    assert set(name_words.SEAT_KINDS) == set(SEAT_KINDS)
