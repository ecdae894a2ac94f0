"""Every sentence the page shows about the game, made in one place, in the player's language.

The rules engine speaks in data: actions, events (``australia.events``) and reasons
(``australia.reasons``: a code and its parameters). This module is the only place where they
become words: colour, card-kind and location names, plurals, ordinals, numbers, the game log,
the prompts of a turn, why a button is off, why a save or a new game's setup was refused, and
the labels of the page. The page's other modules call it and never build a sentence of their
own.

Every text is a whole sentence (or label) in English with named placeholders, marked for the
gettext catalogs (``web.i18n``) and translated at the moment it is asked for, so switching the
language only needs the page to be drawn again. Tables of texts (``LABELS``, ``TIPS``, the
names of colours and seats, module constants such as ``CANCEL``) hold marked English and
translate each text when it is read. Colours agree with what they describe, so a colour has
one word per thing it colours (a card, a region, a plane, rangers), each with its own context.

Every function takes plain data and returns plain text (the page escapes it when it builds
HTML). Player names are passed in as a sequence indexed by seat.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Callable, Sequence

from australia.actions import DrawCard, EndTurn, Fly, MoveRanger, PlayCard, TakeBack
from australia.board import CARDS, LOCATION_BY_ID, MOVE_COST, REGION_BY_ID, SHIP, kind_dollars
from australia.events import (
    CardPlayed,
    DollarsCounted,
    GameOver,
    NoRangerPoints,
    Project,
    ProjectScored,
    RangersPlaced,
    Share,
    Source,
    TileRevealed,
    WindmillMoved,
    WindmillScored,
)
from australia.reasons import Code, Expected, Reason
from australia.state import forbidden_character
from web.i18n import N_, NP_, _, ngettext, npgettext, pgettext, tr

Names = Sequence[str]


class _Table(dict):
    """Marked texts by key, each translated when it is read (also as an attribute)."""

    def __getitem__(self, key):
        return tr(dict.__getitem__(self, key))

    def __getattr__(self, key: str) -> str:
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None

    def get(self, key, default=None):
        return self[key] if key in self else default

    def items(self):
        return [(key, self[key]) for key in self]

    def values(self):
        return [self[key] for key in self]


def NN_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural pair for the catalogs, to be translated by ``_count`` when used."""
    return (singular, plural)


def _count(pair: tuple[str, str], n: int, **values: object) -> str:
    return ngettext(pair[0], pair[1], n).format(n=n, **values)


# --- names of things -------------------------------------------------------------------------

# A colour on its own: a player's colour, a region's in brackets, the word under a region's name.
COLOUR_NAMES = _Table({
    "blue": NP_("colour", "blue"),
    "green": NP_("colour", "green"),
    "orange": NP_("colour", "orange"),
    "gray": NP_("colour", "gray"),
    "red": NP_("colour", "red"),
    "yellow": NP_("colour", "yellow"),
    "black": NP_("colour", "black"),
    "white": NP_("colour", "white"),
    "brown": NP_("colour", "brown"),
})
# The colour of a card ("the red card", "a red card").
_CARD_COLOURS = _Table({
    "blue": NP_("card colour", "blue"),
    "green": NP_("card colour", "green"),
    "orange": NP_("card colour", "orange"),
    "gray": NP_("card colour", "gray"),
    "red": NP_("card colour", "red"),
    "yellow": NP_("card colour", "yellow"),
})
# The colour of a land region ("Kimberley, red region in Western Australia").
_REGION_COLOURS = _Table({
    "green": NP_("region colour", "green"),
    "orange": NP_("region colour", "orange"),
    "gray": NP_("region colour", "gray"),
    "red": NP_("region colour", "red"),
    "yellow": NP_("region colour", "yellow"),
    "blue": NP_("region colour", "blue"),
})
_SEA_COLOURS = _Table({"blue": NP_("sea colour", "blue")})
# A player's plane, and rangers counted, in the player's colour.
_PLANES = _Table({
    "black": N_("black plane"),
    "white": N_("white plane"),
    "orange": N_("orange plane"),
    "blue": N_("blue plane"),
    "brown": N_("brown plane"),
})
_RANGERS_OF = {
    "black": NN_("{n} black ranger", "{n} black rangers"),
    "white": NN_("{n} white ranger", "{n} white rangers"),
    "orange": NN_("{n} orange ranger", "{n} orange rangers"),
    "blue": NN_("{n} blue ranger", "{n} blue rangers"),
    "brown": NN_("{n} brown ranger", "{n} brown rangers"),
}
# The seas have names in every language; the land regions and locations keep their place names.
_SEAS = _Table({
    "Timor Sea": NP_("sea", "Timor Sea"),
    "Arafura Sea": NP_("sea", "Arafura Sea"),
    "Coral Sea": NP_("sea", "Coral Sea"),
    "Tasman Sea": NP_("sea", "Tasman Sea"),
    "Great Australian Bight": NP_("sea", "Great Australian Bight"),
    "Indian Ocean": NP_("sea", "Indian Ocean"),
})
_TERRITORIES = _Table({
    "Western Australia": NP_("territory", "Western Australia"),
    "Northern Territory": NP_("territory", "Northern Territory"),
    "South Australia": NP_("territory", "South Australia"),
    "Queensland": NP_("territory", "Queensland"),
    "New South Wales": NP_("territory", "New South Wales"),
    "Victoria": NP_("territory", "Victoria"),
})

SOURCE_NAMES = _Table({
    Source.CONSERVATION: N_("Conservation"),
    Source.INDUSTRIALIZATION: N_("Industrialization"),
    Source.BONUS: N_("Initiator bonuses"),
    Source.NO_RANGERS: N_("Cards without rangers"),
    Source.WINDMILL: N_("Windmill"),
    Source.DOLLARS: N_("Dollars"),
})

PROJECT_NAMES = _Table({Project.CONSERVATION: N_("Conservation"), Project.INDUSTRIALIZATION: N_("Industrialization")})

VARIANT_NAMES = _Table({"simple": N_("simple game"), "full": N_("full game")})


def rangers(n: int) -> str:
    return ngettext("{n} ranger", "{n} rangers", n).format(n=n)


def dollars(n: int) -> str:
    return ngettext("{n} dollar", "{n} dollars", n).format(n=n)


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def cards(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


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


def colour(name: str) -> str:
    return COLOUR_NAMES.get(name, name)


def region(region_id: str) -> str:
    name = REGION_BY_ID[region_id].name
    return _SEAS.get(name, name)


def region_with_colour(region_id: str) -> str:
    return _("{region} ({colour})").format(region=region(region_id), colour=colour(REGION_BY_ID[region_id].colour))


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


def card_colour(name: str) -> str:
    return _CARD_COLOURS.get(name, name)


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


def money(n: int) -> str:
    return _("{n} $").format(n=n)


# --- why something cannot be done ---------------------------------------------------------------


def _held_by(r: Reason, names: Names) -> str:
    seat = r.get("owner")
    where = location(r["location"])
    if isinstance(seat, int) and 0 <= seat < len(names):
        return _("{location} holds {name}’s rangers").format(location=where, name=names[seat])
    return _("{location} holds another player’s rangers").format(location=where)


def _seat(r: Reason, key: str = "seat") -> int:
    return r[key] + 1


# What a field of the wrong kind should hold, as the whole sentence that says so.
_WRONG_TYPE = _Table({
    Expected.WHOLE_NUMBER: N_("“{field}” must be a whole number"),
    Expected.TEXT: N_("“{field}” must be text"),
    Expected.TRUE_OR_FALSE: N_("“{field}” must be true or false"),
    Expected.PAIRS: N_("“{field}” must name locations, each with a number of rangers"),
    Expected.LIST: N_("“{field}” must be a list"),
    Expected.OBJECT: N_("“{field}” must be a JSON object"),
    Expected.CONFIG: N_("“{field}” must be the setup of a game"),
    Expected.LEVEL: N_("“{field}” must be one of the computer’s levels"),
    Expected.SEATS: N_("“{field}” must say for every seat whether a person or the computer plays it"),
    Expected.OBSERVATION: N_("“{field}” must be what one seat knows of a game"),
})

_WHY: dict[Code, Callable[[Reason, Names], str]] = {
    Code.GAME_OVER: lambda r, n: _("the game is over"),
    Code.OPENING_DRAWS_FIRST: lambda r, n: _("every player first draws two cards, one at a time, from the stacks"),
    Code.DRAW_PENDING: lambda r, n: _("a card was just played: first draw a new card from a stack"),
    Code.DRAW_NOT_NOW: lambda r, n: _("cards are drawn only at setup and right after playing a card"),
    Code.STACK_EMPTY: lambda r, n: _("{stack} is empty").format(stack=stack(r["stack"])),
    Code.ALL_STACKS_EMPTY: lambda r, n: _("every stack is empty"),
    Code.ACTIONS_LEFT: lambda r, n: ngettext(
        "a turn is {required} actions and {n} is done", "a turn is {required} actions and {n} are done", r["done"]
    ).format(n=r["done"], required=r["required"]),
    Code.BOTH_ACTIONS_DONE: lambda r, n: _("both actions of this turn are done; end the turn"),
    Code.CANNOT_AFFORD_MOVE: lambda r, n: ngettext(
        "moving a ranger costs {cost} and you have {n} dollar",
        "moving a ranger costs {cost} and you have {n} dollars",
        r["dollars"],
    ).format(cost=dollars(r["cost"]), n=r["dollars"]),
    Code.NO_RANGER_AT: lambda r, n: _("you have no ranger at {location}").format(location=location(r["location"])),
    Code.NO_RANGER_ON_MAP: lambda r, n: _("you have no ranger on the map"),
    Code.SAME_LOCATION: lambda r, n: _("a ranger must move to another location"),
    Code.LOCATION_TAKEN: _held_by,
    Code.PLANE_ALREADY_THERE: lambda r, n: _("the plane is already in {region}").format(region=region(r["region"])),
    Code.PLANE_NOT_ON_BOARD: lambda r, n: _("the plane is not on the board yet: fly first"),
    Code.TAKE_BACK_TOO_MANY: lambda r, n: _("at most {rangers} come back in one action").format(rangers=rangers(r["most"])),
    Code.LOCATION_NOT_IN_REGION: lambda r, n: _("{location} is not in {region}, where the plane is").format(
        location=location(r["location"]), region=region(r["region"])
    ),
    Code.TOO_FEW_RANGERS_AT: lambda r, n: _("you have only {rangers} at {location}").format(
        rangers=rangers(r["count"]), location=location(r["location"])
    ),
    Code.NO_RANGER_IN_REGION: lambda r, n: _("you have no ranger in {region}, where the plane is").format(
        region=region(r["region"])
    ),
    Code.NO_CARD_IN_HAND: lambda r, n: _("you hold no card"),
    Code.CARD_NOT_IN_HAND: lambda r, n: _("you do not hold that card"),
    Code.NO_PLAYABLE_CARD: lambda r, n: ngettext(
        "no card matches {region} and playing one as wild costs {cost}; you have {n} dollar",
        "no card matches {region} and playing one as wild costs {cost}; you have {n} dollars",
        r["dollars"],
    ).format(region=region_with_colour(r["region"]), cost=dollars(r["cost"]), n=r["dollars"]),
    Code.WILD_NOT_NEEDED: lambda r, n: _("you hold {card}, so no card may be played as wild").format(
        card=a_colour_card(r["colour"])
    ),
    Code.CARD_DOES_NOT_MATCH: lambda r, n: _("{card} does not match {region}").format(
        card=the_colour_card(r["colour"]), region=region_with_colour(r["region"])
    ),
    Code.WILD_REQUIRED: lambda r, n: _("no card matches {region}: pay {cost} to play one as wild").format(
        region=region_with_colour(r["region"]), cost=dollars(r["cost"])
    ),
    Code.CARD_RANGER_LIMIT: lambda r, n: _("this card places at most {rangers}").format(rangers=rangers(r["most"])),
    Code.SUPPLY_EMPTY: lambda r, n: _(
        "you have no ranger left in your supply (a card can still be played without rangers)"
    ),
    Code.SUPPLY_SHORT: lambda r, n: _("you have only {rangers} in your supply").format(rangers=rangers(r["supply"])),
    Code.TRACK_TOO_FAR: lambda r, n: _("rangers go on the ranger track only from the windmill’s region or a neighbour"),
    Code.TRACK_FULL: lambda r, n: _("the ranger track is full"),
    Code.TRACK_ROOM: lambda r, n: _("the ranger track has room for only {rangers} more").format(rangers=rangers(r["room"])),
    Code.LOCATION_WITHOUT_RANGERS: lambda r, n: _("name a location exactly when rangers are placed there"),
    Code.NOTHING_TO_UNDO: lambda r, n: _("nothing to undo this turn"),
    Code.HIDDEN_REVEALED: lambda r, n: _("a drawn card or a revealed tile cannot be taken back"),
    Code.NOT_LEGAL: lambda r, n: _("that is not allowed now"),
    # input that is not an action of this game
    Code.NOT_AN_ACTION: lambda r, n: _("that is not an action of this game"),
    Code.UNKNOWN_ACTION_TYPE: lambda r, n: _("that is not an action of this game"),
    Code.MISSING_FIELD: lambda r, n: _("an action is missing its “{field}”").format(field=r["field"]),
    Code.UNEXPECTED_FIELDS: lambda r, n: _("an action has fields this game does not know"),
    Code.WRONG_TYPE: lambda r, n: _WRONG_TYPE[r["expected"]].format(field=r["field"]),
    Code.OUT_OF_RANGE: lambda r, n: _("“{field}” must be between {low} and {high}").format(
        field=r["field"], low=r["low"], high=r["high"]
    ),
    Code.UNKNOWN_REGION: lambda r, n: _("a region this board does not have"),
    Code.UNKNOWN_LOCATION: lambda r, n: _("a camp or ship this board does not have"),
    Code.UNKNOWN_CARD: lambda r, n: _("a card this game does not have"),
    Code.UNKNOWN_STACK: lambda r, n: _("a stack this game does not have (they are 1 to 4)"),
    Code.NO_RANGERS_NAMED: lambda r, n: _("taking back names no ranger"),
    Code.DUPLICATE_LOCATION: lambda r, n: _("{location} is named twice").format(location=location(r["location"])),
    # a configuration that cannot set up a game
    Code.PLAYER_COUNT: lambda r, n: _("Australia is for {low} to {high} players").format(low=r["low"], high=r["high"]),
    Code.NAME_MISSING: lambda r, n: _("player {number} needs a name").format(number=_seat(r)),
    Code.NAME_TOO_LONG: lambda r, n: _("player {number}’s name is longer than {most} characters").format(
        number=_seat(r), most=r["most"]
    ),
    Code.NAME_FORBIDDEN_CHARACTER: lambda r, n: _(
        "player {number}’s name holds a character that cannot be shown ({character})"
    ).format(number=_seat(r), character=f"U+{r['character']:04X}"),
    Code.NAME_TAKEN: lambda r, n: _("players {first} and {second} cannot share a name").format(
        first=_seat(r, "other"), second=_seat(r)
    ),
    Code.UNKNOWN_VARIANT: lambda r, n: _("choose the simple or the full game"),
    Code.NO_SUCH_SEAT: lambda r, n: _("the start player must be one of the players"),
    Code.WINDMILL_IN_SIMPLE_GAME: lambda r, n: _("the windmill is only used in the full game"),
    Code.BAD_SEED: lambda r, n: _("the seed must be a whole number"),
    # a save that cannot be loaded
    Code.SAVE_TOO_BIG: lambda r, n: _(
        "this file is {size} MB; a saved game is never larger than {limit} MB"
    ).format(size=decimal(r["size"] / 1_000_000), limit=r["limit"] // 1_000_000),
    Code.SAVE_NOT_TEXT: lambda r, n: _("this is not a saved game: the file is not text"),
    Code.SAVE_NOT_JSON: lambda r, n: _("this is not a saved game: the text is not valid JSON"),
    Code.SAVE_TOO_DEEP: lambda r, n: _("this is not a saved game: its data is nested more than {limit} levels deep").format(
        limit=r["limit"]
    ),
    Code.SAVE_NUMBER_TOO_LONG: lambda r, n: _(
        "this is not a saved game: it holds a number of more than {limit} digits"
    ).format(limit=r["limit"]),
    Code.SAVE_NOT_OURS: lambda r, n: _("this is not a saved game of Australia"),
    Code.SAVE_NO_SCHEMA: lambda r, n: _("this save has no valid version number"),
    Code.SAVE_TOO_NEW: lambda r, n: _(
        "this save was written by a newer version of the game (version {schema}; this one reads up to {supported})"
    ).format(schema=r["schema"], supported=r["supported"]),
    Code.SAVE_FIELD: lambda r, n: _("this save is damaged: “{field}” is missing or of the wrong kind").format(field=r["field"]),
    Code.SAVE_EDITED: lambda r, n: _("this save is damaged: its content was changed after it was written"),
    Code.SAVE_BAD_CONFIG: lambda r, n: _("this save’s setup is not a game of Australia: {reason}").format(
        reason=why(r["reason"], n)
    ),
    Code.SAVE_DOES_NOT_REPLAY: lambda r, n: _("this save’s game does not replay: action {number} is refused ({reason})").format(
        number=r["number"], reason=why(r["reason"], n)
    ),
}


def why(reason: Reason | None, names: Names = ()) -> str:
    """A reason in words ("" for None), starting lower case so it can follow a colon."""
    if reason is None:
        return ""
    wording = _WHY.get(reason.code)  # type: ignore[arg-type]
    if wording is None:
        wording = _PAGE_WHY[reason.code]  # type: ignore[index]
    return wording(reason, names)


def sentence(text: str) -> str:
    """Capitalised, with a full stop: a reason shown on its own."""
    if not text:
        return text
    text = text[:1].upper() + text[1:]
    return text if text[-1] in ".!?)" else text + "."


# --- what the page itself refuses (a click that leads nowhere yet) ------------------------------


class PageCode(StrEnum):
    """Reasons of the page's own, for clicks that do not lead towards an action."""

    SHOW_CARDS_FIRST = "show_cards_first"  # name
    DRAW_FIRST = "draw_first"
    FINISH_BEFORE_FLYING = "finish_before_flying"
    PICK_A_CARD_FIRST = "pick_a_card_first"
    NOT_NOW = "not_now"
    RANGERS_ALREADY_CHOSEN = "rangers_already_chosen"
    LOCATION_FIRST = "location_first"
    RANGERS_FIRST = "rangers_first"
    TRACK_TOO_MANY = "track_too_many"
    CHOOSE_A_LOCATION = "choose_a_location"
    CHOOSE_RANGERS_TO_TAKE_BACK = "choose_rangers_to_take_back"
    NOT_OPEN_FOR_CARD = "not_open_for_card"  # location, reason
    NOTHING_TO_MOVE_AT = "nothing_to_move_at"  # location
    CANNOT_UNDO = "cannot_undo"  # reason
    CARDS_HIDDEN = "cards_hidden"
    COMPUTER_TURN = "computer_turn"  # name
    SEED_RANGE = "seed_range"  # most


_PAGE_WHY: dict[PageCode, Callable[[Reason, Names], str]] = {
    PageCode.SHOW_CARDS_FIRST: lambda r, n: _("{name}: first show your cards").format(name=r["name"]),
    PageCode.DRAW_FIRST: lambda r, n: _("first draw a card: choose one of the stacks"),
    PageCode.FINISH_BEFORE_FLYING: lambda r, n: _("finish or cancel what you started before flying"),
    PageCode.PICK_A_CARD_FIRST: lambda r, n: _("pick a card first, or take back or move rangers"),
    PageCode.NOT_NOW: lambda r, n: _("that is not something to choose now"),
    PageCode.RANGERS_ALREADY_CHOSEN: lambda r, n: _("the rangers are chosen: now the ranger track"),
    PageCode.LOCATION_FIRST: lambda r, n: _("choose a location for the rangers first"),
    PageCode.RANGERS_FIRST: lambda r, n: _("choose how many rangers go on the map first"),
    PageCode.TRACK_TOO_MANY: lambda r, n: _("the ranger track cannot take that many rangers"),
    PageCode.CHOOSE_A_LOCATION: lambda r, n: _("choose a highlighted location for the card, or cancel"),
    PageCode.CHOOSE_RANGERS_TO_TAKE_BACK: lambda r, n: _("choose the rangers to take back: click their locations"),
    PageCode.NOT_OPEN_FOR_CARD: lambda r, n: _("{location} is not open for this card: {reason}").format(
        location=location(r["location"]), reason=why(r["reason"], n)
    ),
    PageCode.NOTHING_TO_MOVE_AT: lambda r, n: _("you have no ranger at {location} to move").format(
        location=location(r["location"])
    ),
    PageCode.CANNOT_UNDO: lambda r, n: _("cannot undo: {reason}").format(reason=why(r["reason"], n)),
    PageCode.CARDS_HIDDEN: lambda r, n: _("first show your cards"),
    PageCode.COMPUTER_TURN: lambda r, n: _("{name} (the computer) is playing: wait for your turn").format(name=r["name"]),
    PageCode.SEED_RANGE: lambda r, n: _("the seed is a whole number from 0 to {most}, or empty for a random game").format(
        most=r["most"]
    ),
}


def page_reason(code: str, **params: object) -> Reason:
    """A reason of the page's own, worded by ``why`` like the engine's."""
    return Reason(code, **params)  # type: ignore[arg-type]


# --- the game log -------------------------------------------------------------------------------


def listing(parts: Sequence[str]) -> str:
    """Items of a list in a line: "a, b, c"."""
    return _(", ").join(parts)


def _share(share: Share, names: Names) -> str:
    parts = []
    if share.bonus:
        parts.append(_("+{n} bonus").format(n=share.bonus))
    if share.camp_points:
        parts.append(ngettext("+{n} camp", "+{n} camps", share.camp_points).format(n=share.camp_points))
    if share.ship_points:
        parts.append(ngettext("+{n} ship", "+{n} ships", share.ship_points).format(n=share.ship_points))
    name = names[share.player]
    if len(parts) <= 1:
        return _("{name} +{points}").format(name=name, points=share.points)
    return _("{name} {parts} = {points}").format(name=name, parts=listing(parts), points=share.points)


def winners(seats: Sequence[int], names: Names) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy"."""
    who = [names[i] for i in seats]
    if len(who) == 1:
        return who[0]
    return _("{names} and {last}").format(names=listing(who[:-1]), last=who[-1])


_SCORED = {
    (Project.CONSERVATION, False): N_("Conservation of {region}: {shares}"),
    (Project.CONSERVATION, True): N_("Conservation of {region} (tile {value}): {shares}"),
    (Project.INDUSTRIALIZATION, False): N_("Industrialization of {region}: {shares}"),
    (Project.INDUSTRIALIZATION, True): N_("Industrialization of {region} (tile {value}): {shares}"),
}
_WINDMILL_SCORED = {
    False: N_("Windmill scoring (value {value}): {places}"),
    True: N_("Final windmill scoring (value {value}): {places}"),
}
_GAME_OVER = {
    (False, False): N_("Game over: {name} wins"),
    (False, True): N_("Game over: {name} wins (level on points: dollars decided)"),
    (True, False): N_("Game over: {names} share the victory"),
    (True, True): N_("Game over: {names} share the victory (level on points: dollars decided)"),
}


def event(e: object, names: Names) -> str | None:
    """A consequence of an action, as a line of the log (None for what the action's line says)."""
    if isinstance(e, ProjectScored):
        shares = _("; ").join(_share(s, names) for s in e.shares)
        template = _SCORED[(e.project, e.tile_value is not None)]
        return tr(template).format(region=region(e.region), value=e.tile_value, shares=shares)
    if isinstance(e, WindmillScored):
        places = listing(
            [
                _("{name} +{points} ({rangers})").format(name=names[p.player], points=p.points, rangers=rangers(p.rangers))
                for p in e.places
            ]
        )
        text = tr(_WINDMILL_SCORED[bool(e.final)]).format(
            value=e.value, places=places or _("nobody is on the ranger track")
        )
        if e.returned:
            text += _("; ") + ngettext(
                "{n} ranger returns from the ranger track", "{n} rangers return from the ranger track", len(e.returned)
            ).format(n=len(e.returned))
        return text
    if isinstance(e, DollarsCounted):
        return _("{name}: {money} count as {points}").format(
            name=names[e.player], money=money(e.dollars), points=points(e.dollars)
        )
    if isinstance(e, GameOver):
        template = _GAME_OVER[(len(e.winners) > 1, bool(e.tie_break_used))]
        return tr(template).format(name=names[e.winners[0]], names=winners(e.winners, names))
    if isinstance(e, (TileRevealed, WindmillMoved, CardPlayed, RangersPlaced, NoRangerPoints)):
        return None  # told in the line of the action that caused it
    raise TypeError(f"no wording for {type(e).__name__}")


# Whole sentences with named places, one per combination, so a translation can order each
# its own way. A flight: (a tile revealed, the windmill moved).
FLEW = _Table({
    (False, False): N_("{who} flew to {region}"),
    (True, False): N_("{who} flew to {region} and revealed {tile}"),
    (True, True): N_("{who} flew to {region} and revealed {tile} — the windmill moves there (value {value})"),
    (False, True): N_("{who} flew to {region} — the windmill moves there (value {value})"),
})
# A card played: (as wild, where its rangers went).
PLAYED = _Table({
    (False, "location"): N_("{who} played {card} in {region} (+{gain}) and placed {rangers} at {location}"),
    (False, "location_track"): N_(
        "{who} played {card} in {region} (+{gain}) and placed {rangers} at {location} "
        "and {track} on the ranger track"
    ),
    (False, "track"): N_("{who} played {card} in {region} (+{gain}) and placed {track} on the ranger track"),
    (False, "none"): N_("{who} played {card} in {region} (+{gain}) and placed no ranger (+{points})"),
    (True, "location"): N_(
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed {rangers} at {location}"
    ),
    (True, "location_track"): N_(
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed {rangers} at "
        "{location} and {track} on the ranger track"
    ),
    (True, "track"): N_(
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed {track} on the ranger track"
    ),
    (True, "none"): N_(
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed no ranger (+{points})"
    ),
})


def _taken_back(pairs: Sequence[tuple[str, int]]) -> str:
    return listing([_("{n} from {location}").format(n=n, location=location(loc)) for loc, n in pairs])


def action_line(player: int, action: object, events: Sequence[object], names: Names) -> str | None:
    """What a player did, in the past tense (None for ending a turn)."""
    who = names[player]
    if isinstance(action, Fly):
        revealed = next((e for e in events if isinstance(e, TileRevealed)), None)
        moved = next((e for e in events if isinstance(e, WindmillMoved)), None)
        return FLEW[(revealed is not None, moved is not None)].format(
            who=who,
            region=region(action.region),
            tile=tile_value(revealed.value) if revealed else "",
            value=moved.value if moved else "",
        )
    if isinstance(action, PlayCard):
        played = next(e for e in events if isinstance(e, CardPlayed))
        placed = next((e for e in events if isinstance(e, RangersPlaced)), None)
        bonus = next((e for e in events if isinstance(e, NoRangerPoints)), None)
        if placed is None:
            where = "none"
        elif placed.rangers and placed.track:
            where = "location_track"
        else:
            where = "location" if placed.rangers else "track"
        return PLAYED[(played.wild, where)].format(
            who=who,
            card=a_colour_card(CARDS[action.card].colour),
            region=region(played.region),
            paid=money(played.paid),
            gain=money(played.dollars),
            rangers=rangers(placed.rangers) if placed else "",
            location=location(placed.location) if placed and placed.location else "",
            track=placed.track if placed else "",
            points=points(bonus.points) if bonus else "",
        )
    if isinstance(action, DrawCard):
        return _("{who} drew a card from {stack} ({kind})").format(who=who, stack=stack(action.stack), kind=kind(action.stack))
    if isinstance(action, TakeBack):
        return _("{who} took back {rangers}").format(who=who, rangers=_taken_back(action.rangers))
    if isinstance(action, MoveRanger):
        return _("{who} paid {money} to move a ranger from {source} to {target}").format(
            who=who, money=money(MOVE_COST), source=location(action.source), target=location(action.target)
        )
    if isinstance(action, EndTurn):
        return None
    raise TypeError(f"no wording for {type(action).__name__}")


def entry_lines(entry, names: Names) -> list[str]:
    """One log entry (an action and what it caused) as lines, the action's first."""
    first = action_line(entry.player, entry.action, entry.events, names)
    lines = [first] if first else []
    return lines + [line for e in entry.events if (line := event(e, names)) is not None]


def ended_turn(name: str) -> str:
    return _("{name} ended the turn").format(name=name)


# --- the turn -----------------------------------------------------------------------------------


def step(phase: str, actions_done: int, per_turn: int) -> str:
    """Which step of the turn it is, as a short heading."""
    if phase == "setup":
        return _("Opening draw")
    if phase == "draw":
        return _("Draw a card")
    if phase == "over":
        return _("Game over")
    if actions_done >= per_turn:
        return _("End of turn")
    return _("Action {number} of {total}").format(number=actions_done + 1, total=per_turn)


def headline(seats: Sequence[int], names: Names) -> str:
    if len(seats) == 1:
        return _("{name} wins!").format(name=names[seats[0]])
    return _("{names} share the victory!").format(names=winners(seats, names))


# prompts: what the player to act is asked to do next


def prompt_draw(opening: bool) -> str:
    return _("Draw an opening card: choose a stack.") if opening else _("Draw a card: choose a stack.")


_PROMPT_PLACE = {
    (False, False): N_("Play the {card}: choose a highlighted location."),
    (False, True): N_("Play the {card}: choose a highlighted location, or place no ranger."),
    (True, False): N_("Play the {card} as wild (pays {cost}): choose a highlighted location."),
    (True, True): N_("Play the {card} as wild (pays {cost}): choose a highlighted location, or place no ranger."),
}


def prompt_place(card_id: int, wild_cost: int, no_ranger: bool) -> str:
    return tr(_PROMPT_PLACE[(bool(wild_cost), bool(no_ranger))]).format(card=card(card_id), cost=money(wild_cost))


def prompt_how_many(location_id: str) -> str:
    return _("How many rangers go to {location}?").format(location=location(location_id))


def prompt_track() -> str:
    return _("How many rangers go on the ranger track?")


def prompt_take_back(most: int, chosen: int) -> str:
    if chosen:
        return _("Take back up to {rangers}: click a highlighted location once per ranger ({chosen} chosen).").format(
            rangers=rangers(most), chosen=chosen
        )
    return _("Take back up to {rangers}: click a highlighted location once per ranger.").format(rangers=rangers(most))


def prompt_move_from(cost: int) -> str:
    return _("Move a ranger for {cost}: choose one of your locations.").format(cost=money(cost))


def prompt_move_to(location_id: str) -> str:
    return _("Move a ranger from {location}: choose where to.").format(location=location(location_id))


def prompt_turn(*, can_end: bool, can_move: bool, move_cost: int, plane_on_board: bool, can_play: bool, can_take_back: bool) -> str:
    if can_end:
        if can_move:
            return _("Both actions are done: end the turn (or move a ranger for {cost}).").format(cost=money(move_cost))
        return _("Both actions are done: end the turn.")
    if not plane_on_board:
        return _("Fly: click a region to put your plane on the board.")
    if can_play:
        return _("Fly to a region, pick a card to play, or take back rangers.") if can_take_back else _(
            "Fly to a region or pick a card to play."
        )
    return _("Fly to a region or take back rangers.") if can_take_back else _("Fly to a region.")


def move_label(cost: int) -> str:
    return _("Move a ranger ({cost})").format(cost=money(cost))


def take_back_label(n: int) -> str:
    return ngettext("Take back {n} ranger", "Take back {n} rangers", n).format(n=n)


def track_label(n: int) -> str:
    return _("{n} on the ranger track").format(n=n)


def wild_tag(cost: int) -> str:
    return _("wild: {cost}").format(cost=money(cost))


def card_back(k: int) -> str:
    """What a card's back says: rangers and dollars."""
    return _("{rangers} · {money}").format(rangers=rangers(k), money=money(kind_dollars(k)))


_HOLDS = {
    ("camp", False): N_("camp, {what}"),
    ("camp", True): N_("camp ×{worth}, {what}"),
    ("ship", False): N_("ship, {what}"),
    ("ship", True): N_("ship ×{worth}, {what}"),
}


def location_holds(location_id: str, owner_colour: str | None, count: int, per_ranger: int) -> str:
    """"camp, empty", "ship ×2, 2 white rangers": what a location button says about it."""
    what = _("empty") if owner_colour is None else rangers_there(count, owner_colour)
    kind_of = "ship" if LOCATION_BY_ID[location_id].site == SHIP else "camp"
    return tr(_HOLDS[(kind_of, per_ranger != 1)]).format(worth=per_ranger, what=what)


def stack_label(k: int, left_in_it: int) -> str:
    return _("Stack {number}: {kind}, {cards} left").format(number=k, kind=kind(k), cards=cards(left_in_it))


def left(n: int) -> str:
    return _("{n} left").format(n=n)


def windmill_at(region_id: str, value: int) -> str:
    return _("{region}, value {value}").format(region=region(region_id), value=value)


def tile_title(project: Project, region_id: str) -> str:
    if project == Project.CONSERVATION:
        return _("Conservation tile of {region}").format(region=region(region_id))
    return _("Industrialization tile of {region}").format(region=region(region_id))


def pass_device(name: str) -> str:
    return _("Pass the device to {name}.").format(name=name)


def round_of(number: int, last: bool) -> str:
    if last:
        return _("Round {number} · last round").format(number=number)
    return _("Round {number}").format(number=number)


def tie_break_note(used: bool, shared: bool) -> str:
    if used:
        return _("Level on points: the tie-break (most dollars) decided.")
    if shared:
        return _("Level on points and on dollars: the victory is shared.")
    return _("No tie-break was needed.")


# --- the board's own words (names, legend, accessible descriptions) ---------------------------


def territory(name: str) -> str:
    return _TERRITORIES.get(name, name)


def colour_word(name: str) -> str:
    """The colour written under a region's name on the map."""
    return colour(name).upper()


def region_described(region_id: str) -> str:
    """"Kimberley, red region in Western Australia", "Timor Sea, blue sea"."""
    r = REGION_BY_ID[region_id]
    if r.is_sea:
        return _("{region}, {colour} sea").format(region=region(region_id), colour=_SEA_COLOURS.get(r.colour, r.colour))
    return _("{region}, {colour} region in {territory}").format(
        region=r.name, colour=_REGION_COLOURS.get(r.colour, r.colour), territory=territory(r.territory)
    )


def location_described(location_id: str) -> str:
    """"Broome, camp of Kimberley and Pilbara"."""
    loc = LOCATION_BY_ID[location_id]
    names = [region(r) for r in loc.regions]
    of = winners(range(len(names)), names)
    if loc.site == SHIP:
        return _("{location}, ship of {regions}").format(location=loc.name, regions=of)
    return _("{location}, camp of {regions}").format(location=loc.name, regions=of)


def rangers_there(count: int, owner_colour: str) -> str:
    pair = _RANGERS_OF.get(owner_colour)
    if pair is None:
        return rangers(count)
    return _count(pair, count)


def tile_face_up(value: int) -> str:
    return _("industrialization tile {value}").format(value=value)


def tile_progress(count: int, value: int | None) -> str:
    """How far a region's industrialization has come, for its tile's tooltip and name."""
    if value is None:
        return ngettext(
            "{n} ranger counts towards the face-down tile", "{n} rangers count towards the face-down tile", count
        ).format(n=count)
    return ngettext(
        "{n} ranger counts towards the tile of {value}", "{n} rangers count towards the tile of {value}", count
    ).format(n=count, value=value)


def empty_left(empty: int, total: int) -> str:
    """How far a region's conservation has come."""
    return ngettext(
        "{n} of its {total} locations is empty", "{n} of its {total} locations are empty", empty
    ).format(n=empty, total=total)


def plane(owner_colour: str) -> str:
    return _PLANES.get(owner_colour, owner_colour)


def plane_here(owner_colour: str, current: bool) -> str:
    return _("{plane} (to play)").format(plane=plane(owner_colour)) if current else plane(owner_colour)


def windmill_value(value: int) -> str:
    return _("windmill, value {value}").format(value=value)


def windmill_short(value: int) -> str:
    return _("windmill {value}").format(value=value)


def versus(players: Sequence[str]) -> str:
    """A saved game's title when it has no label: "Ann vs Ben"."""
    return _(" vs ").join(players) or _("Saved game")


def windmill_track_label(count: int, spaces: int) -> str:
    return _("Windmill track, {count} of {spaces}").format(count=count, spaces=spaces)


def ranger_track_label(count: int, spaces: int) -> str:
    return _("Ranger track, {count} of {spaces}, top first").format(count=count, spaces=spaces)


# --- saved games, import and export ---------------------------------------------------------


def with_detail(text: str, detail: str) -> str:
    return _("{text} ({detail})").format(text=text, detail=detail) if detail else text


def not_loaded(message: str) -> str:
    return _("That game could not be loaded: {problem}. It is kept aside, unchanged.").format(problem=message)


def not_saved(problem: str) -> str:
    return _(
        "This game is not saved: {problem}. Play goes on; export the game to keep it, "
        "or delete old saved games to make room."
    ).format(problem=problem)


def copy_label(title: str) -> str:
    return _("{title} (copy)").format(title=title)


def both_kept(why_text: str, label: str) -> str:
    return _("{why} Both versions are kept: the game here is now saved as “{label}”.").format(why=why_text, label=label)


def rename_refused(problem: str) -> str:
    return _("That game could not be renamed: {problem}.").format(problem=problem)


def name_not_saved(problem: str) -> str:
    return _("The name was not saved: {problem}.").format(problem=problem)


def renamed(label: str) -> str:
    return _("Renamed to “{label}”.").format(label=label) if label else _("The name was cleared.")


def not_deleted(problem: str) -> str:
    return _("The game was not deleted: {problem}.").format(problem=problem)


def exported(file_name: str) -> str:
    return _("Exported as {file}.").format(file=file_name)


def quoted(text: str) -> str:
    """A title or name quoted the language's way: “…”, „…“."""
    return _("“{text}”").format(text=text)


def file_name(name: str) -> str:
    """A file's name as quoted in a message: one line, no control or direction marks."""
    name = "".join(ch for ch in str(name) if forbidden_character(ch) is None)
    name = " ".join(name.split())[:80]
    return quoted(name) if name else _("The file")


def not_imported(name: str, problem: str) -> str:
    return _("{file} was not imported: {problem}.").format(file=file_name(name), problem=problem)


def imported(name: str) -> str:
    return _("{file} was imported as a new saved game.").format(file=file_name(name))


def unreadable(detail: str) -> str:
    return _("the browser could not read it ({detail})").format(detail=detail)


def slot_details(players: int, variant: str, over: bool, round_number: int | None, saved: str | None) -> str:
    """"3 players · full game · round 4 · saved 2 Nov 2026, 18:30"."""
    if over:
        where = _("finished")
    elif round_number:
        where = _("round {number}").format(number=round_number)
    else:
        where = _("in progress")
    when = _("saved {date}").format(date=saved) if saved else _("saved")
    return _("{players} · {variant} · {where} · {when}").format(
        players=players_count(players), variant=VARIANT_NAMES.get(variant, VARIANT_NAMES["simple"]), where=where, when=when
    )


def to_play(name: str) -> str:
    return _(" · {name} to play").format(name=name)


# --- seats at the table --------------------------------------------------------------------------

SEAT_KINDS = _Table({
    "person": N_("Person"), "easy": N_("Computer: easy"), "medium": N_("Computer: medium"), "hard": N_("Computer: hard"),
})
LEVEL_NAMES = _Table({"easy": NP_("level", "easy"), "medium": NP_("level", "medium"), "hard": NP_("level", "hard")})
PACE_NAMES = _Table({"slow": N_("Slow"), "normal": N_("Normal"), "fast": N_("Fast"), "instant": N_("Instant")})


def player_number(seat: int, colour_word: str) -> str:
    return _("Player {number} ({colour})").format(number=seat + 1, colour=colour_word)


def who_plays(seat: int) -> str:
    return _("Who plays seat {number}").format(number=seat + 1)


# --- the computer at the table ------------------------------------------------------------------


def computer_thinking(name: str, level: str) -> str:
    return _("{name} (computer, {level}) is thinking…").format(name=name, level=level)


def computer_playing(name: str) -> str:
    return _("{name} (the computer) is playing.").format(name=name)


def computer_stopped(detail: str) -> str:
    return with_detail(_("The computer stopped thinking before it chose a move. Your game is saved."), detail)


def take_seat(name: str) -> str:
    return _("Let a person play {name}’s seat").format(name=name)


def your_cards(name: str) -> str:
    return _("{name}’s cards").format(name=name)


def suggestion(action: object) -> str:
    """A suggested action, as advice to the person to move."""
    if isinstance(action, Fly):
        return _("Suggestion: fly to {region}.").format(region=region(action.region))
    if isinstance(action, PlayCard):
        values = dict(
            card=card(action.card), rangers=rangers(action.rangers),
            location=location(action.location) if action.location else "", track=action.track,
        )
        where = "location" if action.rangers else "none"
        return tr(_SUGGEST_PLAY[(bool(action.wild), where, bool(action.track))]).format(**values)
    if isinstance(action, DrawCard):
        return _("Suggestion: draw from {stack} ({kind}).").format(stack=stack(action.stack), kind=kind(action.stack))
    if isinstance(action, TakeBack):
        return _("Suggestion: take back {rangers}.").format(rangers=_taken_back(action.rangers))
    if isinstance(action, MoveRanger):
        return _("Suggestion: move a ranger from {source} to {target}.").format(
            source=location(action.source), target=location(action.target)
        )
    return _("Suggestion: end the turn.")


_SUGGEST_PLAY = {
    (False, "location", False): N_("Suggestion: play the {card} with {rangers} at {location}."),
    (False, "location", True): N_("Suggestion: play the {card} with {rangers} at {location} and {track} on the ranger track."),
    (False, "none", False): N_("Suggestion: play the {card} with no ranger on the map."),
    (False, "none", True): N_("Suggestion: play the {card} with no ranger on the map and {track} on the ranger track."),
    (True, "location", False): N_("Suggestion: play the {card} as wild with {rangers} at {location}."),
    (True, "location", True): N_(
        "Suggestion: play the {card} as wild with {rangers} at {location} and {track} on the ranger track."
    ),
    (True, "none", False): N_("Suggestion: play the {card} as wild with no ranger on the map."),
    (True, "none", True): N_(
        "Suggestion: play the {card} as wild with no ranger on the map and {track} on the ranger track."
    ),
}


def action_place(action: object, events: Sequence[object]) -> tuple[str | None, str | None]:
    """(region, location) where an action happened on the map, for marking it."""
    if isinstance(action, Fly):
        return action.region, None
    if isinstance(action, PlayCard):
        played = next((e for e in events if isinstance(e, CardPlayed)), None)
        return (played.region if played else None), action.location
    if isinstance(action, TakeBack):
        return None, action.rangers[0][0]
    if isinstance(action, MoveRanger):
        return None, action.target
    return None, None


def since_your_turn(name: str) -> str:
    return _("Since {name}’s last turn").format(name=name)


def all_their_actions(count: int) -> str:
    return ngettext(
        "The other players’ action, and their draws", "The other players’ {n} actions, and their draws", count
    ).format(n=count)


def on_the_track(name: str, count: int) -> str:
    return ngettext("{name}: {n} ranger", "{name}: {n} rangers", count).format(name=name, n=count)


def windmill_pays(name: str, points: int) -> str:
    return ngettext("{name} {n} point", "{name} {n} points", points).format(name=name, n=points)


def players_count(n: int) -> str:
    return ngettext("{n} player", "{n} players", n).format(n=n)


def holds_no_card(name: str) -> str:
    return _("{name} holds no card.").format(name=name)


def whose_turn(name: str) -> str:
    return _("{name}’s turn").format(name=name)


def show_my_cards(name: str) -> str:
    return _("{name}’s turn — show my cards").format(name=name)


def take_the_device(name: str) -> str:
    return _("{name}, take the device. The others look away.").format(name=name)


def delete_for_good(what: str) -> str:
    return _("Delete {what} for good? It cannot be brought back.").format(what=what)


def replay_title(title: str) -> str:
    return _("Replay: {title}").format(title=title) if title else _("Replay")


def step_of(step: int, total: int) -> str:
    return _("Step {step} of {total}").format(step=step, total=total)


def step_of_value(step: int, total: int) -> str:
    """What a screen reader says for the replay slider's position."""
    return step_of(step, total)


def tip(key: str, **values: object) -> str:
    return TIPS[key].format(**values)


# --- texts of the page: labels, headings, messages, the rules ----------------------------------
#
# Read as module attributes (``words.CANCEL``): each is translated when it is read.

_TEXTS = {
    "BROKEN_KEPT": N_(
        "It is kept unchanged in this browser, listed as damaged in Saved games, where you can "
        "export its text. You can start a new game; the old save stays."
    ),
    "LANGUAGE": N_("Language"),
    # the page around the game, before and while Python starts (tools/prerender.py)
    "LOADING": N_("Loading the game…"),
    "LOADING_PYTHON": N_("Loading Python…"),
    "LOADING_FILES": N_("Loading the game’s files…"),
    "LOADING_PACKAGES": N_("Loading Python’s packages…"),
    "KEEPING_OFFLINE": N_("Keeping the game for offline play…"),
    "STARTING": N_("Starting the game…"),
    "START_FAILED": N_("The game failed to start. Details are in the browser's console."),
    "NEEDS_JAVASCRIPT": N_("This game runs in the browser and needs JavaScript enabled."),
    "ENGINE_STOPPED": N_("The game’s engine stopped working. Your game is saved: reload the page to resume it."),
    "GAME_OVER_PROMPT": N_('The game is over.'),
    "NO_RANGER_ON_MAP": N_('No ranger on the map'),
    "CANCEL": N_('Cancel'),
    "TAKE_BACK": N_('Take back rangers'),
    "END_TURN": N_('End turn'),
    "CONSERVATION_MARK": N_('C'),
    "PLANE_OFF_BOARD": N_('not on the board'),
    "UNDO_TITLE": N_('Take back your last action (Ctrl+Z)'),
    "TOTAL": N_('Total'),
    "PLACE": N_('Place'),
    "RANKING_CAPTION": N_('Final ranking and points by source'),
    "BOARD_LABEL": N_('The board of Australia'),
    "MAP_KEYS": N_(
        'On the map, the arrow keys move between the regions and the locations, Enter or '
        'Space chooses, and Escape puts down a card or a move not yet finished.'
    ),
    "BOARD_TITLE": N_('AUSTRALIA'),
    "NORTH": N_('N'),
    "LEGEND_CAMP": N_('camp'),
    "LEGEND_SHIP": N_('ship'),
    "LEGEND_TERRITORY": N_('territory'),
    "LEGEND_REGION": N_('region'),
    "TILE_FACE_DOWN": N_('industrialization tile, face down'),
    "CONSERVATION_TILE": N_('conservation tile'),
    "KEY_FACE_DOWN": N_('Industrialization tile, face down (a flight turns it up)'),
    "KEY_TILE": N_('Industrialization tile: rangers counted / its value (done when they are equal)'),
    "KEY_CONSERVATION": N_('Conservation tile: locations still empty (done at 0)'),
    "KEY_WINDMILL": N_('The windmill and its value'),
    "KEY_PLANE": N_('The plane of the player to act, ringed'),
    "KEY_CURRENT": N_('The region of the player to act'),
    "KEY_RECENT": N_('Changed since your last turn'),
    "KEY_SCORED": N_('Scored since your last turn'),
    "STORAGE_UNAVAILABLE": N_(
        'This browser does not let the page keep saved games (storage is turned off, or this '
        'is a private window). You can play on, but to keep a game, export it.'
    ),
    "UNSAVED_MOVES": N_(
        'The game on the table has moves that could not be saved. Export it first (Export '
        'this game), or delete old saved games to make room.'
    ),
    "GONE_FROM_STORE": N_('That game is no longer saved here (was it deleted in another tab?).'),
    "NO_LONGER_SAVED": N_('That game is no longer saved here.'),
    "NO_LONGER_SAVED_HERE": N_('this game is no longer saved here'),
    "SAVED_AGAIN": N_('This game was deleted in another tab; it is saved again here as a new game.'),
    "CHANGED_AT_ONCE": N_('This game was changed in another tab at the same time.'),
    "CHANGED_WHILE_UNSAVED": N_('This game was changed in another tab while its moves here were not saved.'),
    "MOVED_ON_ELSEWHERE": N_('This game was moved on in another tab: this is its latest position.'),
    "DAMAGED_ELSEWHERE": N_("This game's save was damaged in another tab; it is kept aside."),
    "DELETED_ELSEWHERE": N_(
        'This game was deleted in another tab. It stays open here; your next move saves it '
        'again as a new game.'
    ),
    "RENAME_STALE": N_('That game was changed in another tab; its name was not changed. Try again.'),
    "DELETED": N_('The saved game was deleted.'),
    "STORE_UNREADABLE": N_("the browser's storage cannot be read"),
    "STORE_REFUSED_SAVE": N_('the browser refused to save the game'),
    "STORE_REFUSED_CHANGE": N_('the browser refused to change its storage'),
    "NO_FREE_SLOT": N_('no free save slot'),
    "SOMETHING_WENT_WRONG": N_(
        'Something went wrong; your game is saved. You can play on, export the game, or '
        'reload the page.'
    ),
    "EXPORT_GAME": N_('Export this game'),
    "RELOAD": N_('Reload'),
    "PAGE_BROKEN": N_('The page could not be drawn. Your game is saved: reload the page to resume it.'),
    "PLAYERS_LEGEND": N_('Players'),
    "HINTS_OPTION": N_('People may ask the computer to suggest a move'),
    "SUGGEST_A_MOVE": N_('Suggest a move'),
    "THINKING_OF_A_MOVE": N_('The computer is looking for a good move…'),
    "TRY_AGAIN": N_('Try again'),
    "THINKING_PROGRESS": N_('How far the computer has thought'),
    "SKIP_COMPUTER": N_('Skip to the next person’s turn'),
    "PACE_LABEL": N_('Pace of the computer’s moves'),
    "NOTHING_SCORED": N_('No project was scored.'),
    "RULES_BUTTON": N_('Rules'),
    "RULES_BUTTON_TITLE": N_('How to play, in short (the game stays as it is)'),
    "CLOSE_RULES": N_('Close the rules'),
    "RULES_TITLE": N_('How to play'),
    "RULES_INTRO": N_(
        'Australia is a game for {low} to {high} players. You send rangers across the '
        'continent and its seas to help finish projects in its regions. Every finished '
        'project scores points for everyone with rangers around it, and a bonus for whoever '
        'finished it. The most points at the end wins.'
    ),
    "RULES_BOARD_TITLE": N_('The board and the cards'),
    "RULES_BOARD": (
        N_(
            'The map has {regions} regions: {land} on land and {seas} seas. Each region has a '
            'colour, written under its name; every sea is blue.'
        ),
        N_(
            'Camps (round) and ships (diamonds) sit on the borders between regions. A camp or a '
            'ship belongs to every region it touches, so one ranger can count for several '
            'regions.'
        ),
        N_(
            'Each region has two projects: its conservation tile (green, with a leaf) and its '
            'industrialization tile, face down until a plane first lands there.'
        ),
        N_(
            'A card has a colour on its face and a back that says how many rangers it places and '
            'how many dollars it pays: {card_value} together, from 1 ranger and {most_dollars} '
            'dollars to {most_rangers} rangers and no dollar. Everyone sees which stack you draw '
            'from; only you see the colour.'
        ),
        N_(
            'At the start everyone draws {hand} cards, one at a time, from the stacks of their '
            'choice, and draws a new card after every card played while the stacks last.'
        ),
    ),
    "RULES_TURN_TITLE": N_('Your turn: two actions'),
    "RULES_TURN": N_(
        'A turn is exactly {actions} actions, the same one twice if you like. Then end your '
        'turn.'
    ),
    "RULES_FLY_TERM": N_('Fly.'),
    "RULES_FLY": N_(
        'Put your plane on any other region. If its industrialization tile is face down, turn'
        ' it face up.'
    ),
    "RULES_PLAY_TERM": N_('Play a card.'),
    "RULES_PLAY": N_(
        'The card must have the colour of the region your plane is in. If none of your cards '
        'matches, you may pay {wild} dollars to play any card as if it did. Take the card’s '
        'dollars, then put up to its number of rangers from your supply on one camp or ship '
        'of that region that is empty or holds only your rangers. If you put none there, you '
        'score {no_ranger} points instead. Then draw a new card from any stack.'
    ),
    "RULES_TAKE_BACK_TERM": N_('Take back rangers.'),
    "RULES_TAKE_BACK": N_(
        'Return 1 to {take_back} of your rangers from the region your plane is in to your '
        'supply.'
    ),
    "RULES_MOVE_TERM": N_('Move a ranger (not an action).'),
    "RULES_MOVE": N_(
        'At any moment of your turn, except between playing a card and drawing the next one, '
        'you may pay {move} dollars to move one of your rangers to another camp or ship that '
        'is empty or holds only your rangers, as often as you can pay.'
    ),
    "RULES_PROJECTS_TITLE": N_('Projects and scoring'),
    "RULES_CONSERVATION_TERM": N_('Conservation'),
    "RULES_CONSERVATION": N_('is finished when every camp and ship of the region holds at least one ranger.'),
    "RULES_INDUSTRIALIZATION_TERM": N_('Industrialization'),
    "RULES_INDUSTRIALIZATION": N_(
        'is finished when the tile is face up and the rangers in all camps and ships of the '
        'region add up exactly to the number on the tile.'
    ),
    "RULES_SCORING": (
        N_(
            'A finished project scores at once. Whoever finished it scores a bonus of {bonus} '
            'points. Then every player scores {camp} point for each of their rangers in the '
            'region’s camps and {ship} points for each in its ships. The tile leaves the region; '
            'its other project can still be finished later.'
        ),
        N_(
            'One placement can finish several projects, in several regions: each one scores. '
            'Flying can finish a project too, when the tile turned face up shows exactly the '
            'number of rangers already there.'
        ),
    ),
    "RULES_EXAMPLE_1": N_(
        'Example: Black places {placed} rangers on {location}, the last empty ship of the '
        '{region}, where White has 1 ranger and Blue 2. Every ship of the sea now holds '
        'rangers, so its conservation project is finished. Black scores {black} points '
        '({bonus} for finishing it and {ship} for each of its {placed} rangers on a ship), '
        'White scores {white} and Blue {blue}.'
    ),
    "RULES_EXAMPLE_1_ALT": N_(
        'The {region} with Black’s plane in it: {placed} black rangers on {location}, 1 white'
        ' ranger and 2 blue rangers on its other ships.'
    ),
    "RULES_EXAMPLE_2": N_(
        'Example: the tile of the {region} is face up and shows {value}; Black has '
        '{black_rangers} rangers on {black_location}. White plays a red card and places '
        '{placed} rangers on {location}: the region now counts exactly {value} rangers, so '
        'its industrialization project is finished. White scores {white} points ({bonus} for '
        'finishing it and {camp} for each of its {placed} rangers in a camp) and Black scores'
        ' {black}.'
    ),
    "RULES_EXAMPLE_2_ALT": N_(
        'The {region} with White’s plane in it and its tile showing {value}: {black_rangers} '
        'black rangers on {black_location} and {placed} white rangers on {location}.'
    ),
    "RULES_WINDMILL_TITLE": N_('The full game: the windmill'),
    "RULES_WINDMILL": (
        N_(
            'Each stack holds {full_stack} cards instead of {simple_stack}, and the windmill '
            'starts in a region with the value {windmill_start}.'
        ),
        N_(
            'When a tile showing a windmill (those of {low_tile} and {high_tile}) is turned face '
            'up, the windmill moves to that region and its value rises by 1, up to '
            '{windmill_max}.'
        ),
        N_('Every scored tile goes on the windmill track, which has {windmill_spaces} spaces.'),
        N_(
            'When you play a card in the windmill’s region or a region sharing a border with it, '
            'you may send some or all of the card’s rangers to the ranger track ({ranger_spaces} '
            'spaces, filled from the top) instead of a camp or ship. Rangers on the track never '
            'come back by taking back or moving, and sending them there does not count as placing'
            ' none.'
        ),
        N_(
            'As soon as the windmill track is full, the windmill scores: the player with the most'
            ' rangers on the ranger track scores its value, the second half of that, the third '
            'half of the second’s points (rounded down). On a tie, the player whose highest '
            'ranger stands higher comes first. Then the tiles leave the track, the top half of '
            'the rangers go back to their owners and the others move up.'
        ),
    ),
    "RULES_END_TITLE": N_('The end'),
    "RULES_END": (
        N_(
            'When all the stacks are empty and a player has played their last card, the round is '
            'played to its end: the player before the start player has the last turn. In the full'
            ' game the windmill then scores one last time, however full its track. Each dollar is'
            ' worth 1 point.'
        ),
        N_(
            'The most points wins. On a tie, the most dollars wins; if that is a tie too, the '
            'victory is shared.'
        ),
    ),
    "RULES_TIPS_TITLE": N_('Tips for a first game'),
    "RULES_TIPS_ON": N_(
        'Short tips appear at the right moments of the first turns, each one once on this '
        'device.'
    ),
    "RULES_TIPS_OFF": N_('Tips are turned off on this device.'),
    "TIPS_OFF_BUTTON": N_('Turn tips off'),
    "TIPS_ON_BUTTON": N_('Turn tips on again'),
    "TIP_LABEL": N_('Tip'),
    "TIP_DISMISS": N_('Got it'),
    "PLAY_AGAIN": N_('Play again with the same players'),
    "REPLAY_SLIDER": N_('Go to step'),
}


LABELS = _Table({
    "free_space": NP_("track space", "free"),
    "locations": N_("Locations"),
    "on_the_table": N_("on the table"),
    "damaged_save": N_('Damaged save'),
    "kept_aside": N_('It is kept aside unchanged: export it to keep a copy.'),
    "export": N_('Export'),
    "delete": N_('Delete…'),
    "open": N_('Open'),
    "replay": N_('Replay'),
    "rename": N_('Rename'),
    "new_name": N_('New name'),
    "save_name": N_('Save name'),
    "delete_it": N_('Delete it'),
    "keep_it": N_('Keep it'),
    "no_saves": N_('No game is saved in this browser yet.'),
    "import_title": N_('Import a saved game'),
    "choose_file": N_('Choose a .json file'),
    "drop_hint": N_(
        '… or drop the file anywhere on this page. It opens as a new saved game; no other '
        'save is touched.'
    ),
    "where_saved": N_(
        'Games are saved in this browser on this device, after every move. Export a game to '
        'keep it elsewhere or to move it to another device.'
    ),
    "set_up": N_('The game is set up; nobody has acted yet.'),
    "first": N_('« First'),
    "back": N_('◀ Back'),
    "forward": N_('Forward ▶'),
    "last": N_('Last »'),
    "step_through": N_('Step through the game'),
    "close_replay": N_('Close the replay'),
    "this_damaged_save": N_('this damaged save'),
    "your_cards": N_('Your cards'),
    "undo": N_('Undo'),
    "zoom_map": N_('Zoom map'),
    "whole_map": N_('Show the whole map'),
    "windmill_starts": N_('Windmill starts in'),
    "simple_game": N_('Simple game'),
    "full_game": N_('Full game (with the windmill)'),
    "seed_random": N_('random'),
    "your_move": N_('Your move'),
    "stacks": N_('Stacks'),
    "points": N_('Points'),
    "dollars": N_('Dollars'),
    "rangers": N_('Rangers'),
    "cards": N_('Cards'),
    "plane": N_('Plane'),
    "player": N_('Player'),
    "players": N_('Players'),
    "windmill": N_('Windmill'),
    "windmill_track": N_('Windmill track'),
    "ranger_track": N_('Ranger track'),
    "game_log": N_('Game log'),
    "log_empty": N_('Nothing has happened yet.'),
    "replay_game": N_('Replay this game'),
    "saved_games": N_('Saved games'),
    "new_game": N_('New game'),
    "at_random": N_('At random'),
    "game_kept": N_('The game in progress stays in Saved games: you can go back to it any time.'),
    "back_to_game": N_('Back to the game'),
    "game": N_('Game'),
    "start_player": N_('Start player'),
    "seed": N_('Seed'),
    "start_game": N_('Start the game'),
    "not_loaded_title": N_('The saved game could not be loaded'),
    "export_damaged": N_('Export the damaged save'),
    "starting_soon": N_('Starting as soon as the game has loaded…'),
    "opening_soon": N_('Opening as soon as the game has loaded…'),
    "board_picture": N_('The board as a game begins'),
    "resume_title": N_('Resume your game'),
    "resume_text": N_('Your game is being set out on the board, just as you left it.'),
    "whole_log": N_('Show the whole game log'),
    "recent_log": N_('Show only the recent lines'),
    "map_key": N_('Key to the map'),
    "top_of_track": N_('top'),
    "windmill_now": N_('A windmill scoring now would pay'),
    "nobody_on_track": N_('nobody (no ranger on the track)'),
})

TIPS = _Table({
    "stacks": N_(
        'Each stack’s back shows what its cards give: rangers to place and dollars. A card’s '
        'colour stays hidden until you draw it, and only you see it.'
    ),
    "fly": N_(
        'A card is played in the region where your plane is, and its colour must match the '
        'region’s. Fly first: click a region of the colour of one of your cards.'
    ),
    "project": N_(
        'One of your cards can finish a project now. Whoever finishes one scores a bonus of '
        '{bonus} points, and every player scores for their rangers in that region: {camp} for'
        ' each in a camp, {ship} for each on a ship.'
    ),
    "windmill": N_(
        'Your plane is at the windmill or next to it: a card played here may send rangers to '
        'the ranger track. When the windmill track is full, the most rangers on the ranger '
        'track score the windmill’s value.'
    ),
    "place": N_(
        'Choose one highlighted camp or ship of this region: it must be empty or hold only '
        'your rangers. Then choose how many rangers go there; none scores {no_ranger} points '
        'instead.'
    ),
    "end-turn": N_(
        'Both actions of this turn are done. You may still move a ranger for {move} dollars; '
        'then end your turn.'
    ),
})



def __getattr__(name: str):
    """A text of ``_TEXTS`` in the language in use (a tuple of paragraphs stays a tuple)."""
    try:
        marked = _TEXTS[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    if isinstance(marked, tuple):
        return tuple(tr(text) for text in marked)
    return tr(marked)
