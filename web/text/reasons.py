"""Why something cannot be done, in words: every reason the engine or the page gives.

A reason is data (``australia.Reason``: a code and its parameters): the engine's refusals
(``australia.reasons.Code``), the page's own refusals of a click (``PageCode``) and the
storage's (``StoreCode``). ``why`` words any of them, starting lower case so it can follow a
colon; ``sentence`` makes one stand on its own. Player names are passed as a sequence
indexed by seat. A new code without wording fails the tests (``tests/web/text/test_reasons.py``).
"""

from __future__ import annotations

from typing import Callable, Sequence

from australia import KINDS, Code, Expected, Reason

from web.state.notices import PageCode, StoreCode
from web.text.i18n import N_, _, ngettext, tr
from web.text.names import (
    a_colour_card,
    decimal,
    dollars,
    location,
    rangers,
    region,
    region_with_colour,
    stack,
    the_colour_card,
)

Names = Sequence[str]


def _held_by(r: Reason, names: Names) -> str:
    seat = r.get("owner")
    where = location(r["location"])
    if isinstance(seat, int) and 0 <= seat < len(names):
        return _("{location} holds {name}’s rangers").format(location=where, name=names[seat])
    return _("{location} holds another player’s rangers").format(location=where)


def _seat(r: Reason, key: str = "seat") -> int:
    return r[key] + 1


# What a field of the wrong kind should hold, as the whole sentence that says so.
WRONG_TYPE = {
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
}

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
    Code.WRONG_TYPE: lambda r, n: tr(WRONG_TYPE[r["expected"]]).format(field=r["field"]),
    Code.OUT_OF_RANGE: lambda r, n: _("“{field}” must be between {low} and {high}").format(
        field=r["field"], low=r["low"], high=r["high"]
    ),
    Code.UNKNOWN_REGION: lambda r, n: _("a region this board does not have"),
    Code.UNKNOWN_LOCATION: lambda r, n: _("a camp or ship this board does not have"),
    Code.UNKNOWN_CARD: lambda r, n: _("a card this game does not have"),
    Code.UNKNOWN_STACK: lambda r, n: _("a stack this game does not have (they are {low} to {high})").format(
        low=min(KINDS), high=max(KINDS)
    ),
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
    Code.SAVE_EMPTY: lambda r, n: _("the file is empty"),
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
    wording = _WHY.get(reason.code) or _PAGE_WHY.get(reason.code) or _STORE_WHY[reason.code]  # type: ignore[arg-type]
    return wording(reason, names)


def sentence(text: str) -> str:
    """Capitalised, with a full stop: a reason shown on its own."""
    if not text:
        return text
    text = text[:1].upper() + text[1:]
    return text if text[-1] in ".!?)" else text + "."


_PAGE_WHY: dict[str, Callable[[Reason, Names], str]] = {
    PageCode.SHOW_CARDS_FIRST: lambda r, n: _("{name}: first show your cards").format(name=r["name"]),
    PageCode.PASS_FIRST: lambda r, n: _("{name} is looking at the card they drew: press Done first").format(name=r["name"]),
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
    PageCode.REMOTE_TURN: lambda r, n: _("{name} is playing on their own device: wait for your turn").format(name=r["name"]),
    PageCode.WAIT_FOR_HOST: lambda r, n: _("your move was sent: wait for the game’s device to take it"),
    PageCode.UNDO_AT_HOST: lambda r, n: _("a move is taken back only on the device that holds the game"),
    PageCode.SEED_RANGE: lambda r, n: _("the seed is a whole number from 0 to {most}, or empty for a random game").format(
        most=r["most"]
    ),
}


def _with_detail(text: str, detail: object) -> str:
    return _("{text} ({detail})").format(text=text, detail=detail) if detail else text


_STORE_WHY: dict[str, Callable[[Reason, Names], str]] = {
    StoreCode.UNREADABLE: lambda r, n: _with_detail(_("the browser's storage cannot be read"), r.get("detail")),
    StoreCode.REFUSED_SAVE: lambda r, n: _with_detail(_("the browser refused to save the game"), r.get("detail")),
    StoreCode.REFUSED_CHANGE: lambda r, n: _with_detail(_("the browser refused to change its storage"), r.get("detail")),
    StoreCode.NO_FREE_SLOT: lambda r, n: _("no free save slot"),
    StoreCode.NO_LONGER_SAVED: lambda r, n: _("this game is no longer saved here"),
}
