"""The names of things, in the player's language: colours, regions, places, cards, numbers.

Every function returns text in the language in use (``web.text.i18n``). Colours agree with
what they describe, so a colour has one word per thing it colours (a card, a region, a plane,
rangers), each with its own context. Tables are keyed by the engine's ids (a colour, a
region id, a territory, a level), never by an English name, and a test checks that every id
of the board has its entry.
"""

from __future__ import annotations

from typing import Sequence

from australia import (
    CARDS,
    EASY,
    FULL,
    HARD,
    LOCATION_BY_ID,
    MEDIUM,
    MEDIUM_HARD,
    NEW_SOUTH_WALES,
    NORTHERN_TERRITORY,
    PERSON,
    PLAYER_COLOURS,
    QUEENSLAND,
    REGION_BY_ID,
    REMOTE,
    SHIP,
    SIMPLE,
    SOUTH_AUSTRALIA,
    VICTORIA,
    WESTERN_AUSTRALIA,
    Source,
    kind_dollars,
)

from web.text.i18n import N_, NP_, _, ngettext, pgettext, tr

# A colour on its own: a player's colour, a region's in brackets, the word under a region's name.
COLOUR_NAMES = {
    "blue": NP_("colour", "blue"),
    "green": NP_("colour", "green"),
    "orange": NP_("colour", "orange"),
    "gray": NP_("colour", "gray"),
    "red": NP_("colour", "red"),
    "yellow": NP_("colour", "yellow"),
    "black": NP_("colour", "black"),
    "white": NP_("colour", "white"),
    "brown": NP_("colour", "brown"),
}
# The colour of a card ("the red card", "a red card").
CARD_COLOURS = {
    "blue": NP_("card colour", "blue"),
    "green": NP_("card colour", "green"),
    "orange": NP_("card colour", "orange"),
    "gray": NP_("card colour", "gray"),
    "red": NP_("card colour", "red"),
    "yellow": NP_("card colour", "yellow"),
}
# The colour of a land region ("Kimberley, red region in Western Australia").
REGION_COLOURS = {
    "green": NP_("region colour", "green"),
    "orange": NP_("region colour", "orange"),
    "gray": NP_("region colour", "gray"),
    "red": NP_("region colour", "red"),
    "yellow": NP_("region colour", "yellow"),
    "blue": NP_("region colour", "blue"),
}
SEA_COLOURS = {"blue": NP_("sea colour", "blue")}
# The seas have names in every language (by region id); the land regions and the locations
# keep their place names.
SEAS = {
    "timor_sea": NP_("sea", "Timor Sea"),
    "arafura_sea": NP_("sea", "Arafura Sea"),
    "coral_sea": NP_("sea", "Coral Sea"),
    "tasman_sea": NP_("sea", "Tasman Sea"),
    "great_australian_bight": NP_("sea", "Great Australian Bight"),
    "indian_ocean": NP_("sea", "Indian Ocean"),
}
TERRITORIES = {
    WESTERN_AUSTRALIA: NP_("territory", "Western Australia"),
    NORTHERN_TERRITORY: NP_("territory", "Northern Territory"),
    SOUTH_AUSTRALIA: NP_("territory", "South Australia"),
    QUEENSLAND: NP_("territory", "Queensland"),
    NEW_SOUTH_WALES: NP_("territory", "New South Wales"),
    VICTORIA: NP_("territory", "Victoria"),
}
SOURCES = {
    Source.CONSERVATION: N_("Conservation"),
    Source.INDUSTRIALIZATION: N_("Industrialization"),
    Source.BONUS: N_("Bonuses for finishing projects"),  # the rules' words for it
    Source.NO_RANGERS: N_("Cards without rangers"),
    Source.WINDMILL: N_("Windmill"),
    Source.DOLLARS: N_("Dollars"),
}
VARIANTS = {SIMPLE: N_("simple game"), FULL: N_("full game")}
SEAT_KINDS = {
    PERSON: N_("Person"),
    REMOTE: N_("Person on own device"),
    EASY: N_("Computer: easy"),
    MEDIUM: N_("Computer: medium"),
    MEDIUM_HARD: N_("Computer: medium-hard"),
    HARD: N_("Computer: hard"),
}
LEVELS = {EASY: NP_("level", "easy"), MEDIUM: NP_("level", "medium"), MEDIUM_HARD: NP_("level", "medium-hard"), HARD: NP_("level", "hard")}
PACES = {"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")}


def _lookup(table: dict, key: object) -> str:
    marked = table.get(key)
    return tr(marked) if marked is not None else str(key)


# --- counts --------------------------------------------------------------------------------


def rangers(n: int) -> str:
    return ngettext("{n} ranger", "{n} rangers", n).format(n=n)


def dollars(n: int) -> str:
    return ngettext("{n} dollar", "{n} dollars", n).format(n=n)


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def players_count(n: int) -> str:
    return ngettext("{n} player", "{n} players", n).format(n=n)


def money(n: int) -> str:
    return _("{n} $").format(n=n)


def ordinal(n: int) -> str:
    """"1st", "2nd" in English; each language writes its own (it: "1º", de: "1.")."""
    if 10 <= n % 100 <= 20:
        return pgettext("ordinal", "{n}th").format(n=n)
    if n % 10 == 1:
        return pgettext("ordinal", "{n}st").format(n=n)
    if n % 10 == 2:
        return pgettext("ordinal", "{n}nd").format(n=n)
    if n % 10 == 3:
        return pgettext("ordinal", "{n}rd").format(n=n)
    return pgettext("ordinal", "{n}th").format(n=n)


def decimal(value: float, digits: int = 1) -> str:
    """A number with decimals, with the language's decimal mark ("1.5", "1,5")."""
    text = f"{value:.{digits}f}"
    return text.replace(".", pgettext("decimal mark", "."))


def listing(parts: Sequence[str]) -> str:
    """Items of a list in a line: "a, b, c"."""
    return _(", ").join(parts)


def together(names: Sequence[str]) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy"."""
    names = list(names)
    if len(names) == 1:
        return names[0]
    return _("{names} and {last}").format(names=listing(names[:-1]), last=names[-1])


# --- colours, places, cards -------------------------------------------------------------------


def colour(name: str) -> str:
    return _lookup(COLOUR_NAMES, name)


def default_person_names() -> tuple[str, ...]:
    """A person's name until one is typed: the seat's colour, in the language in use."""
    return tuple(colour(c).capitalize() for c in PLAYER_COLOURS)


def region(region_id: str) -> str:
    marked = SEAS.get(region_id)
    return tr(marked) if marked is not None else REGION_BY_ID[region_id].name


def region_with_colour(region_id: str) -> str:
    return _("{region} ({colour})").format(region=region(region_id), colour=colour(REGION_BY_ID[region_id].colour))


def region_colour(name: str) -> str:
    return _lookup(REGION_COLOURS, name)


def sea_colour(name: str) -> str:
    return _lookup(SEA_COLOURS, name)


def territory(name: str) -> str:
    return _lookup(TERRITORIES, name)


def location(location_id: str) -> str:
    return LOCATION_BY_ID[location_id].name


def site(location_id: str) -> str:
    """What a location is: a camp or a ship."""
    return _("ship") if LOCATION_BY_ID[location_id].site == SHIP else _("camp")


def kind(k: int) -> str:
    """A card back or a stack: what its cards place and pay."""
    return _("{rangers} + {dollars}").format(rangers=rangers(k), dollars=dollars(kind_dollars(k)))


def kind_short(k: int) -> str:
    return _("{rangers} + {money}").format(rangers=rangers(k), money=money(kind_dollars(k)))


def card_back(k: int) -> str:
    """What a card's back says: rangers and dollars."""
    return _("{rangers} · {money}").format(rangers=rangers(k), money=money(kind_dollars(k)))


def card_colour(name: str) -> str:
    return _lookup(CARD_COLOURS, name)


def card(card_id: int) -> str:
    """"orange card (2 rangers + 1 dollar)"."""
    c = CARDS[card_id]
    return _("{colour} card ({kind})").format(colour=card_colour(c.colour), kind=kind(c.kind))


def a_colour_card(name: str) -> str:
    """"an orange card", "a red card": the article goes with the (English) colour's word."""
    if name[:1] in "aeiou":
        return _("an {colour} card").format(colour=card_colour(name))
    return _("a {colour} card").format(colour=card_colour(name))


def the_colour_card(name: str) -> str:
    return _("the {colour} card").format(colour=card_colour(name))


def tile_value(value: int) -> str:
    """"an 8", "a 6": a tile named by its value."""
    if value in (8, 11, 18):
        return pgettext("tile", "an {value}").format(value=value)
    return pgettext("tile", "a {value}").format(value=value)


def stack(k: int) -> str:
    return _("stack {number}").format(number=k)


def source(name: Source) -> str:
    return _lookup(SOURCES, name)


def variant(name: str) -> str:
    return tr(VARIANTS.get(name, VARIANTS[SIMPLE]))


def seat_kind(kind_name: str) -> str:
    return _lookup(SEAT_KINDS, kind_name)


def own_device() -> str:
    return _("on own device")


def you() -> str:
    """A joined device's mark of its own seat in the players' list."""
    return _("(you)")


def at_host() -> str:
    """A joined device's mark of a seat played by a person at the game's device."""
    return _("at the game’s device")


def level(name: str) -> str:
    return _lookup(LEVELS, name)


def with_seat(name: str, kind: str | None) -> str:
    """A player as listed with who sits there: "Matilda (computer, hard)"; a person by name."""
    if kind is None or kind == PERSON or kind not in LEVELS:
        return name
    return pgettext("listed seat", "{name} (computer, {level})").format(name=name, level=level(kind))


def pace(name: str) -> str:
    return _lookup(PACES, name)
