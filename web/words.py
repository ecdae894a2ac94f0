"""Every sentence the page shows about the game, made in one place.

The rules engine speaks in data: actions, events (``australia.events``) and reasons
(``australia.reasons``: a code and its parameters). This module is the only place where they
become words: colour, card-kind and location names, plurals, ordinals, the game log, the
prompts of a turn, why a button is off, why a save or a new game's setup was refused. The
page's other modules call it and never build a sentence of their own, so a translation
replaces this module whole.

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
from australia.reasons import Code, Reason
from australia.state import forbidden_character

Names = Sequence[str]

# --- names of things -------------------------------------------------------------------------

COLOUR_NAMES = {
    "blue": "blue",
    "green": "green",
    "orange": "orange",
    "gray": "gray",
    "red": "red",
    "yellow": "yellow",
    "black": "black",
    "white": "white",
    "brown": "brown",
}

SOURCE_NAMES = {
    Source.CONSERVATION: "Conservation",
    Source.INDUSTRIALIZATION: "Industrialization",
    Source.BONUS: "Initiator bonuses",
    Source.NO_RANGERS: "Cards without rangers",
    Source.WINDMILL: "Windmill",
    Source.DOLLARS: "Dollars",
}

PROJECT_NAMES = {Project.CONSERVATION: "Conservation", Project.INDUSTRIALIZATION: "Industrialization"}

VARIANT_NAMES = {"simple": "simple game", "full": "full game"}


def plural(n: int, one: str, many: str) -> str:
    """``one`` or ``many`` for the count ``n`` (each holding ``{n}`` where the number goes)."""
    return (one if n == 1 else many).format(n=n)


def rangers(n: int) -> str:
    return plural(n, "{n} ranger", "{n} rangers")


def dollars(n: int) -> str:
    return plural(n, "{n} dollar", "{n} dollars")


def points(n: int) -> str:
    return plural(n, "{n} point", "{n} points")


def cards(n: int) -> str:
    return plural(n, "{n} card", "{n} cards")


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def colour(name: str) -> str:
    return COLOUR_NAMES.get(name, name)


def region(region_id: str) -> str:
    return REGION_BY_ID[region_id].name


def region_with_colour(region_id: str) -> str:
    return f"{region(region_id)} ({colour(REGION_BY_ID[region_id].colour)})"


def location(location_id: str) -> str:
    return LOCATION_BY_ID[location_id].name


def site(location_id: str) -> str:
    """What a location is: a camp or a ship."""
    return "ship" if LOCATION_BY_ID[location_id].site == SHIP else "camp"


def kind(k: int) -> str:
    """A card back or a stack: what its cards place and pay."""
    return f"{rangers(k)} + {dollars(kind_dollars(k))}"


def kind_short(k: int) -> str:
    return f"{rangers(k)} + {kind_dollars(k)} $"


def card(card_id: int) -> str:
    c = CARDS[card_id]
    return f"{colour(c.colour)} card ({kind(c.kind)})"


def a_colour_card(name: str) -> str:
    """"an orange card", "a red card": the article goes with the colour's word."""
    word = colour(name)
    return f"{'an' if word[:1] in 'aeiou' else 'a'} {word} card"


def tile_value(value: int) -> str:
    """"an 8", "a 6": a tile named by its value."""
    return f"{'an' if value in (8, 11, 18) else 'a'} {value}"


def stack(k: int) -> str:
    return f"stack {k}"


def money(n: int) -> str:
    return f"{n} $"


# --- why something cannot be done ---------------------------------------------------------------


def _owner(names: Names, seat: object) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return f"{names[seat]}’s"
    return "another player’s"


_WHY: dict[Code, Callable[[Reason, Names], str]] = {
    Code.GAME_OVER: lambda r, n: "the game is over",
    Code.OPENING_DRAWS_FIRST: lambda r, n: "every player first draws two cards, one at a time, from the stacks",
    Code.DRAW_PENDING: lambda r, n: "a card was just played: first draw a new card from a stack",
    Code.DRAW_NOT_NOW: lambda r, n: "cards are drawn only at setup and right after playing a card",
    Code.STACK_EMPTY: lambda r, n: f"{stack(r['stack'])} is empty",
    Code.ALL_STACKS_EMPTY: lambda r, n: "every stack is empty",
    Code.ACTIONS_LEFT: lambda r, n: plural(
        r["done"],
        f"a turn is {r['required']} actions and {{n}} is done",
        f"a turn is {r['required']} actions and {{n}} are done",
    ),
    Code.BOTH_ACTIONS_DONE: lambda r, n: "both actions of this turn are done; end the turn",
    Code.CANNOT_AFFORD_MOVE: lambda r, n: f"moving a ranger costs {dollars(r['cost'])} and you have {r['dollars']}",
    Code.NO_RANGER_AT: lambda r, n: f"you have no ranger at {location(r['location'])}",
    Code.NO_RANGER_ON_MAP: lambda r, n: "you have no ranger on the map",
    Code.SAME_LOCATION: lambda r, n: "a ranger must move to another location",
    Code.LOCATION_TAKEN: lambda r, n: f"{location(r['location'])} holds {_owner(n, r.get('owner'))} rangers",
    Code.PLANE_ALREADY_THERE: lambda r, n: f"the plane is already in {region(r['region'])}",
    Code.PLANE_NOT_ON_BOARD: lambda r, n: "the plane is not on the board yet: fly first",
    Code.TAKE_BACK_TOO_MANY: lambda r, n: f"at most {rangers(r['most'])} come back in one action",
    Code.LOCATION_NOT_IN_REGION: lambda r, n: f"{location(r['location'])} is not in {region(r['region'])}, where the plane is",
    Code.TOO_FEW_RANGERS_AT: lambda r, n: f"you have only {rangers(r['count'])} at {location(r['location'])}",
    Code.NO_RANGER_IN_REGION: lambda r, n: f"you have no ranger in {region(r['region'])}, where the plane is",
    Code.NO_CARD_IN_HAND: lambda r, n: "you hold no card",
    Code.CARD_NOT_IN_HAND: lambda r, n: "you do not hold that card",
    Code.NO_PLAYABLE_CARD: lambda r, n: (
        f"no card matches {region_with_colour(r['region'])} and playing one as wild costs "
        f"{dollars(r['cost'])}; you have {r['dollars']}"
    ),
    Code.WILD_NOT_NEEDED: lambda r, n: f"you hold {a_colour_card(r['colour'])}, so no card may be played as wild",
    Code.CARD_DOES_NOT_MATCH: lambda r, n: f"the {colour(r['colour'])} card does not match {region_with_colour(r['region'])}",
    Code.WILD_REQUIRED: lambda r, n: (
        f"no card matches {region_with_colour(r['region'])}: pay {dollars(r['cost'])} to play one as wild"
    ),
    Code.CARD_RANGER_LIMIT: lambda r, n: f"this card places at most {rangers(r['most'])}",
    Code.SUPPLY_EMPTY: lambda r, n: "you have no ranger left in your supply (a card can still be played without rangers)",
    Code.SUPPLY_SHORT: lambda r, n: f"you have only {rangers(r['supply'])} in your supply",
    Code.TRACK_TOO_FAR: lambda r, n: "rangers go on the ranger track only from the windmill’s region or a neighbour",
    Code.TRACK_FULL: lambda r, n: "the ranger track is full",
    Code.TRACK_ROOM: lambda r, n: f"the ranger track has room for only {rangers(r['room'])} more",
    Code.LOCATION_WITHOUT_RANGERS: lambda r, n: "name a location exactly when rangers are placed there",
    Code.NOTHING_TO_UNDO: lambda r, n: "nothing to undo this turn",
    Code.HIDDEN_REVEALED: lambda r, n: "a drawn card or a revealed tile cannot be taken back",
    Code.NOT_LEGAL: lambda r, n: "that is not allowed now",
    # input that is not an action of this game
    Code.NOT_AN_ACTION: lambda r, n: "that is not an action of this game",
    Code.UNKNOWN_ACTION_TYPE: lambda r, n: "that is not an action of this game",
    Code.MISSING_FIELD: lambda r, n: f"an action is missing its “{r['field']}”",
    Code.UNEXPECTED_FIELDS: lambda r, n: "an action has fields this game does not know",
    Code.WRONG_TYPE: lambda r, n: f"“{r['field']}” holds the wrong kind of value",
    Code.OUT_OF_RANGE: lambda r, n: f"“{r['field']}” must be between {r['low']} and {r['high']}",
    Code.UNKNOWN_REGION: lambda r, n: "a region this board does not have",
    Code.UNKNOWN_LOCATION: lambda r, n: "a camp or ship this board does not have",
    Code.UNKNOWN_CARD: lambda r, n: "a card this game does not have",
    Code.UNKNOWN_STACK: lambda r, n: "a stack this game does not have (they are 1 to 4)",
    Code.NO_RANGERS_NAMED: lambda r, n: "taking back names no ranger",
    Code.DUPLICATE_LOCATION: lambda r, n: f"{location(r['location'])} is named twice",
    # a configuration that cannot set up a game
    Code.PLAYER_COUNT: lambda r, n: f"Australia is for {r['low']} to {r['high']} players",
    Code.NAME_MISSING: lambda r, n: f"player {r['seat'] + 1} needs a name",
    Code.NAME_TOO_LONG: lambda r, n: f"player {r['seat'] + 1}’s name is longer than {r['most']} characters",
    Code.NAME_FORBIDDEN_CHARACTER: lambda r, n: (
        f"player {r['seat'] + 1}’s name holds a character that cannot be shown (U+{r['character']:04X})"
    ),
    Code.NAME_TAKEN: lambda r, n: f"players {r['other'] + 1} and {r['seat'] + 1} cannot share a name",
    Code.UNKNOWN_VARIANT: lambda r, n: "choose the simple or the full game",
    Code.NO_SUCH_SEAT: lambda r, n: "the start player must be one of the players",
    Code.WINDMILL_IN_SIMPLE_GAME: lambda r, n: "the windmill is only used in the full game",
    Code.BAD_SEED: lambda r, n: "the seed must be a whole number",
    # a save that cannot be loaded
    Code.SAVE_TOO_BIG: lambda r, n: (
        f"this file is {r['size'] / 1_000_000:.1f} MB; a saved game is never larger than "
        f"{r['limit'] // 1_000_000} MB"
    ),
    Code.SAVE_NOT_TEXT: lambda r, n: "this is not a saved game: the file is not text",
    Code.SAVE_NOT_JSON: lambda r, n: "this is not a saved game: the text is not valid JSON",
    Code.SAVE_TOO_DEEP: lambda r, n: f"this is not a saved game: its data is nested more than {r['limit']} levels deep",
    Code.SAVE_NUMBER_TOO_LONG: lambda r, n: f"this is not a saved game: it holds a number of more than {r['limit']} digits",
    Code.SAVE_NOT_OURS: lambda r, n: "this is not a saved game of Australia",
    Code.SAVE_NO_SCHEMA: lambda r, n: "this save has no valid version number",
    Code.SAVE_TOO_NEW: lambda r, n: (
        f"this save was written by a newer version of the game (version {r['schema']}; "
        f"this one reads up to {r['supported']})"
    ),
    Code.SAVE_FIELD: lambda r, n: f"this save is damaged: “{r['field']}” is missing or of the wrong kind",
    Code.SAVE_EDITED: lambda r, n: "this save is damaged: its content was changed after it was written",
    Code.SAVE_BAD_CONFIG: lambda r, n: f"this save’s setup is not a game of Australia: {why(r['reason'], n)}",
    Code.SAVE_DOES_NOT_REPLAY: lambda r, n: (
        f"this save’s game does not replay: action {r['number']} is refused ({why(r['reason'], n)})"
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
    PageCode.SHOW_CARDS_FIRST: lambda r, n: f"{r['name']}: first show your cards",
    PageCode.DRAW_FIRST: lambda r, n: "first draw a card: choose one of the stacks",
    PageCode.FINISH_BEFORE_FLYING: lambda r, n: "finish or cancel what you started before flying",
    PageCode.PICK_A_CARD_FIRST: lambda r, n: "pick a card first, or take back or move rangers",
    PageCode.NOT_NOW: lambda r, n: "that is not something to choose now",
    PageCode.RANGERS_ALREADY_CHOSEN: lambda r, n: "the rangers are chosen: now the ranger track",
    PageCode.LOCATION_FIRST: lambda r, n: "choose a location for the rangers first",
    PageCode.RANGERS_FIRST: lambda r, n: "choose how many rangers go on the map first",
    PageCode.TRACK_TOO_MANY: lambda r, n: "the ranger track cannot take that many rangers",
    PageCode.CHOOSE_A_LOCATION: lambda r, n: "choose a highlighted location for the card, or cancel",
    PageCode.CHOOSE_RANGERS_TO_TAKE_BACK: lambda r, n: "choose the rangers to take back: click their locations",
    PageCode.NOT_OPEN_FOR_CARD: lambda r, n: f"{location(r['location'])} is not open for this card: {why(r['reason'], n)}",
    PageCode.NOTHING_TO_MOVE_AT: lambda r, n: f"you have no ranger at {location(r['location'])} to move",
    PageCode.CANNOT_UNDO: lambda r, n: f"cannot undo: {why(r['reason'], n)}",
    PageCode.CARDS_HIDDEN: lambda r, n: "first show your cards",
    PageCode.COMPUTER_TURN: lambda r, n: f"{r['name']} (the computer) is playing: wait for your turn",
    PageCode.SEED_RANGE: lambda r, n: f"the seed is a whole number from 0 to {r['most']}, or empty for a random game",
}


def page_reason(code: str, **params: object) -> Reason:
    """A reason of the page's own, worded by ``why`` like the engine's."""
    return Reason(code, **params)  # type: ignore[arg-type]


# --- the game log -------------------------------------------------------------------------------


def _share(share: Share, names: Names) -> str:
    parts = []
    if share.bonus:
        parts.append(f"+{share.bonus} bonus")
    if share.camp_points:
        parts.append(plural(share.camp_points, "+{n} camp", "+{n} camps"))
    if share.ship_points:
        parts.append(plural(share.ship_points, "+{n} ship", "+{n} ships"))
    name = names[share.player]
    if len(parts) <= 1:
        return f"{name} +{share.points}"
    return f"{name} {', '.join(parts)} = {share.points}"


def winners(seats: Sequence[int], names: Names) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy"."""
    who = [names[i] for i in seats]
    return who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]


def event(e: object, names: Names) -> str | None:
    """A consequence of an action, as a line of the log (None for what the action's line says)."""
    if isinstance(e, ProjectScored):
        tile = f" (tile {e.tile_value})" if e.tile_value is not None else ""
        shares = "; ".join(_share(s, names) for s in e.shares)
        return f"{PROJECT_NAMES[e.project]} of {region(e.region)}{tile}: {shares}"
    if isinstance(e, WindmillScored):
        head = "Final windmill scoring" if e.final else "Windmill scoring"
        places = ", ".join(f"{names[p.player]} +{p.points} ({rangers(p.rangers)})" for p in e.places)
        text = f"{head} (value {e.value}): {places or 'nobody is on the ranger track'}"
        if e.returned:
            text += "; " + plural(
                len(e.returned), "{n} ranger returns from the ranger track", "{n} rangers return from the ranger track"
            )
        return text
    if isinstance(e, DollarsCounted):
        return f"{names[e.player]}: {money(e.dollars)} count as {points(e.dollars)}"
    if isinstance(e, GameOver):
        if len(e.winners) == 1:
            text = f"Game over: {names[e.winners[0]]} wins"
        else:
            text = f"Game over: {winners(e.winners, names)} share the victory"
        if e.tie_break_used:
            text += " (level on points: dollars decided)"
        return text
    if isinstance(e, (TileRevealed, WindmillMoved, CardPlayed, RangersPlaced, NoRangerPoints)):
        return None  # told in the line of the action that caused it
    raise TypeError(f"no wording for {type(e).__name__}")


# Whole sentences with named places, one per combination, so a translation can order each
# its own way. A flight: (a tile revealed, the windmill moved).
FLEW = {
    (False, False): "{who} flew to {region}",
    (True, False): "{who} flew to {region} and revealed {tile}",
    (True, True): "{who} flew to {region} and revealed {tile} — the windmill moves there (value {value})",
    (False, True): "{who} flew to {region} — the windmill moves there (value {value})",
}
# A card played: (as wild, where its rangers went).
PLAYED = {
    (False, "location"): "{who} played {card} in {region} (+{gain}) and placed {rangers} at {location}",
    (False, "location_track"): (
        "{who} played {card} in {region} (+{gain}) and placed {rangers} at {location} "
        "and {track} on the ranger track"
    ),
    (False, "track"): "{who} played {card} in {region} (+{gain}) and placed {track} on the ranger track",
    (False, "none"): "{who} played {card} in {region} (+{gain}) and placed no ranger (+{points})",
    (True, "location"): (
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed {rangers} at {location}"
    ),
    (True, "location_track"): (
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed {rangers} at "
        "{location} and {track} on the ranger track"
    ),
    (True, "track"): (
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed {track} on the ranger track"
    ),
    (True, "none"): "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed no ranger (+{points})",
}


def action_line(player: int, action: object, events: Sequence[object], names: Names) -> str | None:
    """What a player did, in the past tense (None for ending a turn)."""
    who = names[player]
    if isinstance(action, Fly):
        revealed = next((e for e in events if isinstance(e, TileRevealed)), None)
        moved = next((e for e in events if isinstance(e, WindmillMoved)), None)
        template = FLEW[(revealed is not None, moved is not None)]
        return template.format(
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
        return f"{who} drew a card from {stack(action.stack)} ({kind(action.stack)})"
    if isinstance(action, TakeBack):
        parts = ", ".join(f"{n} from {location(loc)}" for loc, n in action.rangers)
        return f"{who} took back {parts}"
    if isinstance(action, MoveRanger):
        return (
            f"{who} paid {money(MOVE_COST)} to move a ranger from {location(action.source)} "
            f"to {location(action.target)}"
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
    return f"{name} ended the turn"


# --- the turn -----------------------------------------------------------------------------------


def step(phase: str, actions_done: int, per_turn: int) -> str:
    """Which step of the turn it is, as a short heading."""
    if phase == "setup":
        return "Opening draw"
    if phase == "draw":
        return "Draw a card"
    if phase == "over":
        return "Game over"
    if actions_done >= per_turn:
        return "End of turn"
    return f"Action {actions_done + 1} of {per_turn}"


def headline(seats: Sequence[int], names: Names) -> str:
    if len(seats) == 1:
        return f"{names[seats[0]]} wins!"
    return f"{winners(seats, names)} share the victory!"


# prompts: what the player to act is asked to do next


def prompt_draw(opening: bool) -> str:
    return "Draw an opening card: choose a stack." if opening else "Draw a card: choose a stack."


def prompt_place(card_id: int, wild_cost: int, no_ranger: bool) -> str:
    wild = f" as wild (pays {money(wild_cost)})" if wild_cost else ""
    tail = ", or place no ranger." if no_ranger else "."
    return f"Play the {card(card_id)}{wild}: choose a highlighted location{tail}"


def prompt_how_many(location_id: str) -> str:
    return f"How many rangers go to {location(location_id)}?"


def prompt_track() -> str:
    return "How many rangers go on the ranger track?"


def prompt_take_back(most: int, chosen: int) -> str:
    text = f"Take back up to {rangers(most)}: click a highlighted location once per ranger"
    return text + (f" ({chosen} chosen)." if chosen else ".")


def prompt_move_from(cost: int) -> str:
    return f"Move a ranger for {money(cost)}: choose one of your locations."


def prompt_move_to(location_id: str) -> str:
    return f"Move a ranger from {location(location_id)}: choose where to."


def prompt_turn(*, can_end: bool, can_move: bool, move_cost: int, plane_on_board: bool, can_play: bool, can_take_back: bool) -> str:
    if can_end:
        return "Both actions are done: end the turn" + (
            f" (or move a ranger for {money(move_cost)})." if can_move else "."
        )
    if not plane_on_board:
        return "Fly: click a region to put your plane on the board."
    if can_play:
        return "Fly to a region, pick a card to play" + (", or take back rangers." if can_take_back else ".")
    return "Fly to a region" + (" or take back rangers." if can_take_back else ".")


GAME_OVER_PROMPT = "The game is over."
NO_RANGER_ON_MAP = "No ranger on the map"
CANCEL = "Cancel"
TAKE_BACK = "Take back rangers"
END_TURN = "End turn"


def move_label(cost: int) -> str:
    return f"Move a ranger ({money(cost)})"


def take_back_label(n: int) -> str:
    return "Take back " + rangers(n)


def track_label(n: int) -> str:
    return f"{n} on the ranger track"


def wild_tag(cost: int) -> str:
    return f"wild: {money(cost)}"


def card_back(k: int) -> str:
    """What a card's back says: rangers and dollars."""
    return f"{rangers(k)} · {money(kind_dollars(k))}"


def location_holds(location_id: str, owner_colour: str | None, count: int, per_ranger: int) -> str:
    """"camp, empty", "ship ×2, 2 white": what a location button says about it."""
    what = "empty" if owner_colour is None else f"{count} {colour(owner_colour)}"
    worth = f" ×{per_ranger}" if per_ranger != 1 else ""
    return f"{site(location_id)}{worth}, {what}"


def stack_label(k: int, left_in_it: int) -> str:
    return f"Stack {k}: {kind(k)}, {cards(left_in_it)} left"


def left(n: int) -> str:
    return f"{n} left"


def windmill_at(region_id: str, value: int) -> str:
    return f"{region(region_id)}, value {value}"


CONSERVATION_MARK = "C"  # a conservation tile on the windmill track


def tile_title(project: Project, region_id: str) -> str:
    return f"{PROJECT_NAMES[project]} tile of {region(region_id)}"


def pass_device(name: str) -> str:
    return f"Pass the device to {name}."


def round_of(number: int, last: bool) -> str:
    return f"Round {number}" + (" · last round" if last else "")


def tie_break_note(used: bool, shared: bool) -> str:
    if used:
        return "Level on points: the tie-break (most dollars) decided."
    if shared:
        return "Level on points and on dollars: the victory is shared."
    return "No tie-break was needed."


PLANE_OFF_BOARD = "not on the board"
UNDO_TITLE = "Take back your last action (Ctrl+Z)"
TOTAL = "Total"
PLACE = "Place"
RANKING_CAPTION = "Final ranking and points by source"


# --- the board's own words (names, legend, accessible descriptions) ---------------------------

BOARD_LABEL = "The board of Australia"
MAP_KEYS = (
    "On the map, the arrow keys move between the regions and the locations, Enter or Space chooses, "
    "and Escape puts down a card or a move not yet finished."
)
BOARD_TITLE = "AUSTRALIA"
NORTH = "N"
LEGEND_CAMP = "camp"
LEGEND_SHIP = "ship"
LEGEND_TERRITORY = "territory"
LEGEND_REGION = "region"
TILE_FACE_DOWN = "industrialization tile, face down"
CONSERVATION_TILE = "conservation tile"
KEY_FACE_DOWN = "Industrialization tile, face down (a flight turns it up)"
KEY_TILE = "Industrialization tile: rangers counted / its value (done when they are equal)"
KEY_CONSERVATION = "Conservation tile: locations still empty (done at 0)"
KEY_WINDMILL = "The windmill and its value"
KEY_PLANE = "The plane of the player to act, ringed"
KEY_CURRENT = "The region of the player to act"
KEY_RECENT = "Changed since your last turn"
KEY_SCORED = "Scored since your last turn"


def territory(name: str) -> str:
    return name


def colour_word(name: str) -> str:
    """The colour written under a region's name on the map."""
    return colour(name).upper()


def region_described(region_id: str) -> str:
    """"Kimberley, red region in Western Australia", "Timor Sea, blue sea"."""
    r = REGION_BY_ID[region_id]
    if r.is_sea:
        return f"{r.name}, {colour(r.colour)} sea"
    return f"{r.name}, {colour(r.colour)} region in {territory(r.territory)}"


def location_described(location_id: str) -> str:
    """"Broome, camp of Kimberley and Pilbara"."""
    loc = LOCATION_BY_ID[location_id]
    names = [region(r) for r in loc.regions]
    joined = ", ".join(names[:-1]) + " and " + names[-1]
    return f"{loc.name}, {site(location_id)} of {joined}"


def rangers_there(count: int, owner_colour: str) -> str:
    return plural(count, f"{{n}} {colour(owner_colour)} ranger", f"{{n}} {colour(owner_colour)} rangers")


def tile_face_up(value: int) -> str:
    return f"industrialization tile {value}"


def tile_progress(count: int, value: int | None) -> str:
    """How far a region's industrialization has come, for its tile's tooltip and name."""
    if value is None:
        return plural(count, "{n} ranger counts towards the face-down tile",
                      "{n} rangers count towards the face-down tile")
    return plural(count, f"{{n}} ranger counts towards the tile of {value}",
                  f"{{n}} rangers count towards the tile of {value}")


def empty_left(empty: int, total: int) -> str:
    """How far a region's conservation has come."""
    return plural(empty, f"{{n}} of its {total} locations is empty", f"{{n}} of its {total} locations are empty")


def plane_here(owner_colour: str, current: bool) -> str:
    return f"{colour(owner_colour)} plane (to play)" if current else plane(owner_colour)


def windmill_value(value: int) -> str:
    return f"windmill, value {value}"


def windmill_short(value: int) -> str:
    return f"windmill {value}"


def plane(owner_colour: str) -> str:
    return f"{colour(owner_colour)} plane"


def listing(parts: Sequence[str]) -> str:
    return ", ".join(parts)


def versus(players: Sequence[str]) -> str:
    """A saved game's title when it has no label: "Ann vs Ben"."""
    return " vs ".join(players) or "Saved game"


# --- saved games, import and export ---------------------------------------------------------

STORAGE_UNAVAILABLE = (
    "This browser does not let the page keep saved games (storage is turned off, or this is "
    "a private window). You can play on, but to keep a game, export it."
)
UNSAVED_MOVES = (
    "The game on the table has moves that could not be saved. Export it first "
    "(Export this game), or delete old saved games to make room."
)
GONE_FROM_STORE = "That game is no longer saved here (was it deleted in another tab?)."
NO_LONGER_SAVED = "That game is no longer saved here."
NO_LONGER_SAVED_HERE = "this game is no longer saved here"
SAVED_AGAIN = "This game was deleted in another tab; it is saved again here as a new game."
CHANGED_AT_ONCE = "This game was changed in another tab at the same time."
CHANGED_WHILE_UNSAVED = "This game was changed in another tab while its moves here were not saved."
MOVED_ON_ELSEWHERE = "This game was moved on in another tab: this is its latest position."
DAMAGED_ELSEWHERE = "This game's save was damaged in another tab; it is kept aside."
DELETED_ELSEWHERE = (
    "This game was deleted in another tab. It stays open here; your next move "
    "saves it again as a new game."
)
RENAME_STALE = "That game was changed in another tab; its name was not changed. Try again."
DELETED = "The saved game was deleted."
STORE_UNREADABLE = "the browser's storage cannot be read"
STORE_REFUSED_SAVE = "the browser refused to save the game"
STORE_REFUSED_CHANGE = "the browser refused to change its storage"
NO_FREE_SLOT = "no free save slot"


def with_detail(text: str, detail: str) -> str:
    return f"{text} ({detail})" if detail else text


def not_loaded(message: str) -> str:
    return f"That game could not be loaded: {message}. It is kept aside, unchanged."


def not_saved(problem: str) -> str:
    return (
        f"This game is not saved: {problem}. Play goes on; export the game to keep it, "
        "or delete old saved games to make room."
    )


def copy_label(title: str) -> str:
    return f"{title} (copy)"


def both_kept(why_text: str, label: str) -> str:
    return f"{why_text} Both versions are kept: the game here is now saved as “{label}”."


def rename_refused(problem: str) -> str:
    return f"That game could not be renamed: {problem}."


def name_not_saved(problem: str) -> str:
    return f"The name was not saved: {problem}."


def renamed(label: str) -> str:
    return f"Renamed to “{label}”." if label else "The name was cleared."


def not_deleted(problem: str) -> str:
    return f"The game was not deleted: {problem}."


def exported(file_name: str) -> str:
    return f"Exported as {file_name}."


def file_name(name: str) -> str:
    """A file's name as quoted in a message: one line, no control or direction marks."""
    name = "".join(ch for ch in str(name) if forbidden_character(ch) is None)
    name = " ".join(name.split())[:80]
    return f"“{name}”" if name else "The file"


def not_imported(name: str, problem: str) -> str:
    return f"{file_name(name)} was not imported: {problem}."


def imported(name: str) -> str:
    return f"{file_name(name)} was imported as a new saved game."


def unreadable(detail: str) -> str:
    return f"the browser could not read it ({detail})"


def slot_details(players: int, variant: str, over: bool, round_number: int | None, saved: str | None) -> str:
    """"3 players · full game · round 4 · saved 2 Nov 2026, 18:30"."""
    where = "finished" if over else (f"round {round_number}" if round_number else "in progress")
    when = f"saved {saved}" if saved else "saved"
    return f"{players} players · {VARIANT_NAMES.get(variant, VARIANT_NAMES['simple'])} · {where} · {when}"


def to_play(name: str) -> str:
    return f" · {name} to play"


# --- when something goes wrong in the page itself ---------------------------------------------

SOMETHING_WENT_WRONG = (
    "Something went wrong; your game is saved. You can play on, export the game, or reload the page."
)
EXPORT_GAME = "Export this game"
RELOAD = "Reload"
PAGE_BROKEN = "The page could not be drawn. Your game is saved: reload the page to resume it."


# --- seats at the table --------------------------------------------------------------------------

SEAT_KINDS = {"person": "Person", "easy": "Computer: easy", "medium": "Computer: medium", "hard": "Computer: hard"}
LEVEL_NAMES = {"easy": "easy", "medium": "medium", "hard": "hard"}
PLAYERS_LEGEND = "Players"
HINTS_OPTION = "People may ask the computer to suggest a move"


def player_number(seat: int, colour_word: str) -> str:
    return f"Player {seat + 1} ({colour_word})"


def who_plays(seat: int) -> str:
    return f"Who plays seat {seat + 1}"


# --- the computer at the table ------------------------------------------------------------------

SUGGEST_A_MOVE = "Suggest a move"
THINKING_OF_A_MOVE = "The computer is looking for a good move…"
TRY_AGAIN = "Try again"
THINKING_PROGRESS = "How far the computer has thought"
SKIP_COMPUTER = "Skip to the next person’s turn"
PACE_LABEL = "Pace of the computer’s moves"
PACE_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}


def computer_thinking(name: str, level: str) -> str:
    return f"{name} (computer, {level}) is thinking…"


def computer_playing(name: str) -> str:
    return f"{name} (the computer) is playing."


def computer_stopped(detail: str) -> str:
    return with_detail("The computer stopped thinking before it chose a move. Your game is saved.", detail)


def take_seat(name: str) -> str:
    return f"Let a person play {name}’s seat"


def your_cards(name: str) -> str:
    return f"{name}’s cards"


def suggestion(action: object) -> str:
    """A suggested action, as advice to the person to move."""
    if isinstance(action, Fly):
        text = f"fly to {region(action.region)}"
    elif isinstance(action, PlayCard):
        text = f"play the {card(action.card)}"
        if action.wild:
            text += " as wild"
        if action.rangers:
            text += f" with {rangers(action.rangers)} at {location(action.location)}"
        else:
            text += " with no ranger on the map"
        if action.track:
            text += f" and {action.track} on the ranger track"
    elif isinstance(action, DrawCard):
        text = f"draw from {stack(action.stack)} ({kind(action.stack)})"
    elif isinstance(action, TakeBack):
        text = "take back " + ", ".join(f"{n} from {location(loc)}" for loc, n in action.rangers)
    elif isinstance(action, MoveRanger):
        text = f"move a ranger from {location(action.source)} to {location(action.target)}"
    else:
        text = "end the turn"
    return f"Suggestion: {text}."


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


# --- labels of the page (captions, headings, form fields) ---------------------------------------

class _Labels(dict):
    """Labels by key, also readable as attributes (``LABELS.new_game``)."""

    def __getattr__(self, key: str) -> str:
        try:
            return self[key]
        except KeyError:
            raise AttributeError(key) from None


LABELS = _Labels({
    "damaged_save": 'Damaged save',
    "kept_aside": 'It is kept aside unchanged: export it to keep a copy.',
    "export": 'Export',
    "delete": 'Delete…',
    "open": 'Open',
    "replay": 'Replay',
    "rename": 'Rename',
    "new_name": 'New name',
    "save_name": 'Save name',
    "delete_it": 'Delete it',
    "keep_it": 'Keep it',
    "no_saves": 'No game is saved in this browser yet.',
    "import_title": 'Import a saved game',
    "choose_file": 'Choose a .json file',
    "drop_hint": '… or drop the file anywhere on this page. It opens as a new saved game; no other save is touched.',
    "where_saved": 'Games are saved in this browser on this device, after every move. Export a game to keep it elsewhere or to move it to another device.',
    "set_up": 'The game is set up; nobody has acted yet.',
    "first": '« First',
    "back": '◀ Back',
    "forward": 'Forward ▶',
    "last": 'Last »',
    "step_through": 'Step through the game',
    "close_replay": 'Close the replay',
    "this_damaged_save": "this damaged save",
    "your_cards": "Your cards",
    "undo": "Undo",
    "zoom_map": "Zoom map",
    "whole_map": "Show the whole map",
    "windmill_starts": "Windmill starts in",
    "simple_game": "Simple game",
    "full_game": "Full game (with the windmill)",
    "seed_random": "random",
    "your_move": 'Your move',
    "stacks": 'Stacks',
    "points": 'Points',
    "dollars": 'Dollars',
    "rangers": 'Rangers',
    "cards": 'Cards',
    "plane": 'Plane',
    "player": 'Player',
    "players": 'Players',
    "windmill": 'Windmill',
    "windmill_track": 'Windmill track',
    "ranger_track": 'Ranger track',
    "game_log": 'Game log',
    "log_empty": 'Nothing has happened yet.',
    "replay_game": 'Replay this game',
    "saved_games": 'Saved games',
    "new_game": 'New game',
    "at_random": 'At random',
    "game_kept": 'The game in progress stays in Saved games: you can go back to it any time.',
    "back_to_game": 'Back to the game',
    "game": 'Game',
    "start_player": 'Start player',
    "seed": 'Seed',
    "start_game": 'Start the game',
    "not_loaded_title": 'The saved game could not be loaded',
    "export_damaged": 'Export the damaged save',
    "starting_soon": 'Starting as soon as the game has loaded…',
    "opening_soon": 'Opening as soon as the game has loaded…',
    "board_picture": 'The board as a game begins',
    "resume_title": 'Resume your game',
    "resume_text": 'Your game is being set out on the board, just as you left it.',
    "whole_log": 'Show the whole game log',
    "recent_log": 'Show only the recent lines',
    "map_key": 'Key to the map',
    "top_of_track": 'top',
    "windmill_now": 'A windmill scoring now would pay',
    "nobody_on_track": 'nobody (no ranger on the track)',
})


def since_your_turn(name: str) -> str:
    return f"Since {name}’s last turn"


NOTHING_SCORED = "No project was scored."


def all_their_actions(count: int) -> str:
    return plural(count, "The other players’ action, and their draws", "The other players’ {n} actions, and their draws")


def on_the_track(name: str, count: int) -> str:
    return plural(count, f"{name}: {{n}} ranger", f"{name}: {{n}} rangers")


def windmill_pays(name: str, points: int) -> str:
    return plural(points, f"{name} {{n}} point", f"{name} {{n}} points")


def players_count(n: int) -> str:
    return f"{n} players"


def whose_turn(name: str) -> str:
    return f"{name}’s turn"


def show_my_cards(name: str) -> str:
    return f"{name}’s turn — show my cards"


def take_the_device(name: str) -> str:
    return f"{name}, take the device. The others look away."


def delete_for_good(what: str) -> str:
    return f"Delete {what} for good? It cannot be brought back."


def replay_title(title: str) -> str:
    return f"Replay: {title}" if title else "Replay"


def step_of(step: int, total: int) -> str:
    return f"Step {step} of {total}"


# --- learning the game: the rules screen, tips for a first game, rematch, replay slider ----------
#
# Whole sentences with named placeholders: the rules' numbers come from ``australia.board`` (the
# page fills them in), so a sentence stays true if a number changes, and a translation may put
# each placeholder where its language wants it.

RULES_BUTTON = "Rules"
RULES_BUTTON_TITLE = "How to play, in short (the game stays as it is)"
CLOSE_RULES = "Close the rules"
RULES_TITLE = "How to play"
RULES_INTRO = (
    "Australia is a game for {low} to {high} players. You send rangers across the continent and its "
    "seas to help finish projects in its regions. Every finished project scores points for everyone "
    "with rangers around it, and a bonus for whoever finished it. The most points at the end wins."
)
RULES_BOARD_TITLE = "The board and the cards"
RULES_BOARD = (
    "The map has {regions} regions: {land} on land and {seas} seas. Each region has a colour, written "
    "under its name; every sea is blue.",
    "Camps (round) and ships (diamonds) sit on the borders between regions. A camp or a ship belongs "
    "to every region it touches, so one ranger can count for several regions.",
    "Each region has two projects: its conservation tile (green, with a leaf) and its "
    "industrialization tile, face down until a plane first lands there.",
    "A card has a colour on its face and a back that says how many rangers it places and how many "
    "dollars it pays: {card_value} together, from 1 ranger and {most_dollars} dollars to "
    "{most_rangers} rangers and no dollar. Everyone sees which stack you draw from; only you see "
    "the colour.",
    "At the start everyone draws {hand} cards, one at a time, from the stacks of their choice, and "
    "draws a new card after every card played while the stacks last.",
)
RULES_TURN_TITLE = "Your turn: two actions"
RULES_TURN = "A turn is exactly {actions} actions, the same one twice if you like. Then end your turn."
RULES_FLY_TERM = "Fly."
RULES_FLY = (
    "Put your plane on any other region. If its industrialization tile is face down, turn it face up."
)
RULES_PLAY_TERM = "Play a card."
RULES_PLAY = (
    "The card must have the colour of the region your plane is in. If none of your cards matches, "
    "you may pay {wild} dollars to play any card as if it did. Take the card’s dollars, then put up "
    "to its number of rangers from your supply on one camp or ship of that region that is empty or "
    "holds only your rangers. If you put none there, you score {no_ranger} points instead. Then draw "
    "a new card from any stack."
)
RULES_TAKE_BACK_TERM = "Take back rangers."
RULES_TAKE_BACK = "Return 1 to {take_back} of your rangers from the region your plane is in to your supply."
RULES_MOVE_TERM = "Move a ranger (not an action)."
RULES_MOVE = (
    "At any moment of your turn, except between playing a card and drawing the next one, you may pay "
    "{move} dollars to move one of your rangers to another camp or ship that is empty or holds only "
    "your rangers, as often as you can pay."
)
RULES_PROJECTS_TITLE = "Projects and scoring"
RULES_CONSERVATION_TERM = "Conservation"
RULES_CONSERVATION = "is finished when every camp and ship of the region holds at least one ranger."
RULES_INDUSTRIALIZATION_TERM = "Industrialization"
RULES_INDUSTRIALIZATION = (
    "is finished when the tile is face up and the rangers in all camps and ships of the region add up "
    "exactly to the number on the tile."
)
RULES_SCORING = (
    "A finished project scores at once. Whoever finished it scores a bonus of {bonus} points. Then "
    "every player scores {camp} point for each of their rangers in the region’s camps and {ship} "
    "points for each in its ships. The tile leaves the region; its other project can still be "
    "finished later.",
    "One placement can finish several projects, in several regions: each one scores. Flying can "
    "finish a project too, when the tile turned face up shows exactly the number of rangers "
    "already there.",
)
RULES_EXAMPLE_1 = (
    "Example: Black places {placed} rangers on {location}, the last empty ship of the {region}, where "
    "White has 1 ranger and Blue 2. Every ship of the sea now holds rangers, so its conservation "
    "project is finished. Black scores {black} points ({bonus} for finishing it and {ship} for each "
    "of its {placed} rangers on a ship), White scores {white} and Blue {blue}."
)
RULES_EXAMPLE_1_ALT = (
    "The {region} with Black’s plane in it: {placed} black rangers on {location}, 1 white ranger and "
    "2 blue rangers on its other ships."
)
RULES_EXAMPLE_2 = (
    "Example: the tile of the {region} is face up and shows {value}; Black has {black_rangers} rangers "
    "on {black_location}. White plays a red card and places {placed} rangers on {location}: the "
    "region now counts exactly {value} rangers, so its industrialization project is finished. White "
    "scores {white} points ({bonus} for finishing it and {camp} for each of its {placed} rangers in "
    "a camp) and Black scores {black}."
)
RULES_EXAMPLE_2_ALT = (
    "The {region} with White’s plane in it and its tile showing {value}: {black_rangers} black "
    "rangers on {black_location} and {placed} white rangers on {location}."
)
RULES_WINDMILL_TITLE = "The full game: the windmill"
RULES_WINDMILL = (
    "Each stack holds {full_stack} cards instead of {simple_stack}, and the windmill starts in a "
    "region with the value {windmill_start}.",
    "When a tile showing a windmill (those of {low_tile} and {high_tile}) is turned face up, the "
    "windmill moves to that region and its value rises by 1, up to {windmill_max}.",
    "Every scored tile goes on the windmill track, which has {windmill_spaces} spaces.",
    "When you play a card in the windmill’s region or a region sharing a border with it, you may send "
    "some or all of the card’s rangers to the ranger track ({ranger_spaces} spaces, filled from the "
    "top) instead of a camp or ship. Rangers on the track never come back by taking back or moving, "
    "and sending them there does not count as placing none.",
    "As soon as the windmill track is full, the windmill scores: the player with the most rangers on "
    "the ranger track scores its value, the second half of that, the third half of the second’s "
    "points (rounded down). On a tie, the player whose highest ranger stands higher comes first. "
    "Then the tiles leave the track, the top half of the rangers go back to their owners and the "
    "others move up.",
)
RULES_END_TITLE = "The end"
RULES_END = (
    "When all the stacks are empty and a player has played their last card, the round is played to "
    "its end: the player before the start player has the last turn. In the full game the windmill "
    "then scores one last time, however full its track. Each dollar is worth 1 point.",
    "The most points wins. On a tie, the most dollars wins; if that is a tie too, the victory is "
    "shared.",
)
RULES_TIPS_TITLE = "Tips for a first game"
RULES_TIPS_ON = "Short tips appear at the right moments of the first turns, each one once on this device."
RULES_TIPS_OFF = "Tips are turned off on this device."
TIPS_OFF_BUTTON = "Turn tips off"
TIPS_ON_BUTTON = "Turn tips on again"
TIP_LABEL = "Tip"
TIP_DISMISS = "Got it"
TIPS = {
    "stacks": (
        "Each stack’s back shows what its cards give: rangers to place and dollars. A card’s colour "
        "stays hidden until you draw it, and only you see it."
    ),
    "fly": (
        "A card is played in the region where your plane is, and its colour must match the region’s. "
        "Fly first: click a region of the colour of one of your cards."
    ),
    "project": (
        "One of your cards can finish a project now. Whoever finishes one scores a bonus of {bonus} "
        "points, and every player scores for their rangers in that region: {camp} for each in a camp, "
        "{ship} for each on a ship."
    ),
    "windmill": (
        "Your plane is at the windmill or next to it: a card played here may send rangers to the "
        "ranger track. When the windmill track is full, the most rangers on the ranger track score "
        "the windmill’s value."
    ),
    "place": (
        "Choose one highlighted camp or ship of this region: it must be empty or hold only your "
        "rangers. Then choose how many rangers go there; none scores {no_ranger} points instead."
    ),
    "end-turn": (
        "Both actions of this turn are done. You may still move a ranger for {move} dollars; then end "
        "your turn."
    ),
}
PLAY_AGAIN = "Play again with the same players"
REPLAY_SLIDER = "Go to step"


def step_of_value(step: int, total: int) -> str:
    """What a screen reader says for the replay slider's position."""
    return step_of(step, total)
