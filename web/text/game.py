"""The game screen's words: the turn and its prompts, the buttons, the panels, the computer.

Every function returns text in the language in use. The prompt of the moment and the
buttons on offer come from the page's state as data (``web.state.selection``); this module
words them.
"""

from __future__ import annotations

from typing import Callable

from australia import LOCATION_BY_ID, MOVE_COST, SHIP, Reason

from web.hooks import Command
from web.state.selection import Ask
from web.text.i18n import N_, _, ngettext, pgettext, tr
from web.text.names import card, kind, location, money, rangers, region
from web.text.names import cards as count_cards


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


def round_of(number: int, last: bool) -> str:
    if last:
        return _("Round {number} · last round").format(number=number)
    return _("Round {number}").format(number=number)


# By (played as wild, no ranger allowed, the ranger track allowed).
_PROMPT_PLACE = {
    (False, False, False): N_("Play the {card}: choose a highlighted location."),
    (False, True, False): N_("Play the {card}: choose a highlighted location, or place no ranger for 2 points."),
    (False, False, True): N_(
        "Play the {card}: choose a highlighted location, or put rangers on the ranger track (they count at the windmill "
        "scoring)."
    ),
    (False, True, True): N_(
        "Play the {card}: choose a highlighted location, put rangers on the ranger track (they count at the windmill "
        "scoring), or place no ranger for 2 points."
    ),
    (True, False, False): N_("Play the {card} as wild (pays {cost}): choose a highlighted location."),
    (True, True, False): N_(
        "Play the {card} as wild (pays {cost}): choose a highlighted location, or place no ranger for 2 points."
    ),
    (True, False, True): N_(
        "Play the {card} as wild (pays {cost}): choose a highlighted location, or put rangers on the ranger track (they "
        "count at the windmill scoring)."
    ),
    (True, True, True): N_(
        "Play the {card} as wild (pays {cost}): choose a highlighted location, put rangers on the ranger track (they "
        "count at the windmill scoring), or place no ranger for 2 points."
    ),
}


def _prompt_turn(r: Reason) -> str:
    if r["can_end"]:
        if r["can_move"]:
            return _("Both actions are done: end the turn (or move a ranger for {cost}).").format(cost=money(r["cost"]))
        return _("Both actions are done: end the turn.")
    if not r["plane_on_board"]:
        return _("Fly: click a region to put your plane on the board.")
    if r["can_play"]:
        if r["can_take_back"]:
            return _("Fly to a region, pick a card to play, or take back rangers.")
        return _("Fly to a region or pick a card to play.")
    return _("Fly to a region or take back rangers.") if r["can_take_back"] else _("Fly to a region.")


def _prompt_place(r: Reason) -> str:
    marked = _PROMPT_PLACE[(bool(r["cost"]), bool(r["no_ranger"]), bool(r.get("track")))]
    return tr(marked).format(card=card(r["card"]), cost=money(r["cost"]))


def _prompt_take_back(r: Reason) -> str:
    if r["chosen"]:
        return _("Take back up to {rangers}: click a highlighted location once per ranger ({chosen} chosen).").format(
            rangers=rangers(r["most"]), chosen=r["chosen"]
        )
    return _("Take back up to {rangers}: click a highlighted location once per ranger.").format(rangers=rangers(r["most"]))


# What the player to act is asked to do, by what is asked (``web.state.selection.Ask``).
_PROMPT: dict[str, Callable[[Reason], str]] = {
    Ask.GAME_OVER: lambda r: _("The game is over."),
    Ask.DRAW_OPENING: lambda r: _("Draw an opening card: choose a stack."),
    Ask.DRAW: lambda r: _("Draw a card: choose a stack."),
    Ask.PLACE: _prompt_place,
    Ask.HOW_MANY: lambda r: _("How many rangers go to {location}?").format(location=location(r["location"])),
    Ask.TRACK: lambda r: _("How many rangers go on the ranger track?"),
    Ask.TAKE_BACK: _prompt_take_back,
    Ask.MOVE_FROM: lambda r: _("Move a ranger for {cost}: choose one of your locations.").format(cost=money(r["cost"])),
    Ask.MOVE_TO: lambda r: _("Move a ranger from {location}: choose where to.").format(location=location(r["location"])),
    Ask.TURN: _prompt_turn,
}


def prompt(r: Reason) -> str:
    """What the player to act is asked to do (``web.state.selection.Ask``)."""
    return _PROMPT[r.code](r)


def pass_device(name: str) -> str:
    return _("Pass the device to {name}.").format(name=name)


# --- buttons --------------------------------------------------------------------------------


# The labels of the game's commands; taking back names how many rangers it takes back.
_COMMAND: dict[str, Callable[[int], str]] = {
    Command.TAKE_BACK: lambda n: _("Take back rangers"),
    # the cost never breaks between its number and its sign ("4 $" on a narrow German button)
    Command.MOVE: lambda n: _("Move a ranger ({cost})").format(cost=money(MOVE_COST).replace(" ", "\u00a0")),
    Command.END_TURN: lambda n: _("End turn"),
    Command.CANCEL: lambda n: _("Cancel"),
    Command.CONFIRM_TAKE_BACK: lambda n: ngettext("Take back {n} ranger", "Take back {n} rangers", n).format(n=n),
}


def command(value: str, take_back_total: int = 0) -> str:
    """The label of one of the game's commands."""
    return _COMMAND[value](take_back_total)


def cancel() -> str:
    return _("Cancel")


def rangers_choice(n: int) -> str:
    return _("No ranger: 2 points") if n == 0 else rangers(n)


def track_choice(n: int) -> str:
    return _("{n} on the ranger track").format(n=n)


def wild_tag(cost: int) -> str:
    return _("wild: {cost}").format(cost=money(cost))


_HOLDS = {
    ("camp", False): N_("camp, {what}"),
    ("camp", True): N_("camp ×{worth}, {what}"),
    ("ship", False): N_("ship, {what}"),
    ("ship", True): N_("ship ×{worth}, {what}"),
}


def location_holds(location_id: str, what: str, per_ranger: int) -> str:
    """"camp, empty", "ship ×2, 2 rangers of the white player": what a location button says about it."""
    kind_of = "ship" if LOCATION_BY_ID[location_id].site == SHIP else "camp"
    return tr(_HOLDS[(kind_of, per_ranger != 1)]).format(worth=per_ranger, what=what)


def empty() -> str:
    return _("empty")


def stack_label(k: int, left_in_it: int) -> str:
    return _("Stack {number}: {kind}, {cards} left").format(number=k, kind=kind(k), cards=count_cards(left_in_it))


def left(n: int) -> str:
    return _("{n} left").format(n=n)


def holds_no_card(name: str) -> str:
    return _("{name} holds no card.").format(name=name)


def undo() -> str:
    return _("Undo")


def undo_title() -> str:
    return _("Take back your last action (Ctrl+Z)")


# --- group labels of the side panel -------------------------------------------------------------


def your_move() -> str:
    return _("Your move")


def your_cards() -> str:
    return _("Your cards")


def locations() -> str:
    return _("Locations")


def rangers_label() -> str:
    return _("Rangers")


def ranger_track() -> str:
    return _("Ranger track")


def windmill_track() -> str:
    return _("Windmill track")


def windmill() -> str:
    return _("Windmill")


def stacks() -> str:
    return _("Stacks")


def points() -> str:
    return _("Points")


def dollars() -> str:
    return _("Dollars")


def cards() -> str:
    return _("Cards")


def plane() -> str:
    return _("Plane")


def player() -> str:
    return _("Player")


def players() -> str:
    return _("Players")


def plane_off_board() -> str:
    return _("not on the board")


def game_log() -> str:
    return _("Game log")


def log_empty() -> str:
    return _("Nothing has happened yet.")


def whole_log() -> str:
    return _("Show the whole game log")


def recent_log() -> str:
    return _("Show only the recent lines")


def zoom_map() -> str:
    return _("Zoom map")


def whole_map() -> str:
    return _("Show the whole map")


# --- the hand-over, and what happened since a player's last turn ---------------------------------


def whose_turn(name: str) -> str:
    return _("{name}’s turn").format(name=name)


def show_my_cards(name: str) -> str:
    return _("{name}’s turn — show my cards").format(name=name)


def you_drew(name: str, drawn: int) -> str:
    """Shown to a person who just drew, before the device goes on: "Ann, your new card: blue
    card (2 rangers + 2 dollars)"."""
    return _("{name}, your new card: {card}").format(name=name, card=card(drawn))


def new_card() -> str:
    return pgettext("card just drawn", "new")


def done_pass_to(name: str) -> str:
    return _("Done — pass the device to {name}").format(name=name)


def look_then_pass(name: str) -> str:
    return _("{name}: look at the card you drew, then press Done.").format(name=name)


def take_the_device(name: str) -> str:
    return _("{name}, take the device. The others look away.").format(name=name)


def since_your_turn(name: str) -> str:
    return _("Since {name}’s last turn").format(name=name)


def nothing_scored() -> str:
    return _("No project was scored.")


def all_their_actions(count: int) -> str:
    if count == 0:  # the first turn after the opening draws: only draws to tell
        return _("The other players’ draws")
    return ngettext(
        "The other players’ action, and their draws", "The other players’ {n} actions, and their draws", count
    ).format(n=count)


# --- the tracks ---------------------------------------------------------------------------------


def windmill_at(region_id: str, value: int) -> str:
    return _("{region}, value {value}").format(region=region(region_id), value=value)


def conservation_mark() -> str:
    return _("C")


def tile_title(conservation: bool, region_id: str) -> str:
    if conservation:
        return _("Conservation tile of {region}").format(region=region(region_id))
    return _("Industrialization tile of {region}").format(region=region(region_id))


def free_space() -> str:
    return pgettext("track space", "free")


def top_of_track() -> str:
    return _("top")


def on_the_track(name: str, count: int) -> str:
    return ngettext("{name}: {n} ranger", "{name}: {n} rangers", count).format(name=name, n=count)


def windmill_pays(name: str, points_: int) -> str:
    return ngettext("{name} {n} point", "{name} {n} points", points_).format(name=name, n=points_)


def windmill_now() -> str:
    return _("A windmill scoring now would pay")


def nobody_on_track() -> str:
    return _("nobody (no ranger on the track)")


def windmill_track_label(count: int, spaces: int) -> str:
    return _("Windmill track, {count} of {spaces}").format(count=count, spaces=spaces)


def ranger_track_label(count: int, spaces: int) -> str:
    return _("Ranger track, {count} of {spaces}, top first").format(count=count, spaces=spaces)


# --- the computer at the table ------------------------------------------------------------------


def computer_thinking(name: str, level: str) -> str:
    return _("{name} (computer, {level}) is thinking…").format(name=name, level=level)


def computer_playing(name: str) -> str:
    return _("{name} (the computer) is playing.").format(name=name)


def try_again() -> str:
    return _("Try again")


def take_seat(name: str) -> str:
    return _("Let a person play {name}’s seat").format(name=name)


def thinking_progress() -> str:
    return _("How far the computer has thought")


def pace_label() -> str:
    return _("Pace of the computer’s moves")


def skip_computer() -> str:
    return _("Skip to the next person’s turn")


def cards_of(name: str) -> str:
    return _("{name}’s cards").format(name=name)


def suggest_a_move() -> str:
    return _("Suggest a move")


def play_hint() -> str:
    return _("Play this move")


def thinking_of_a_move() -> str:
    return _("The computer is looking for a good move…")


# --- the end ------------------------------------------------------------------------------------


def ranking_caption() -> str:
    return _("Final ranking and points by source")


def place() -> str:
    return _("Place")


def total() -> str:
    return _("Total")


def play_again() -> str:
    return _("Play again with the same players")


def replay_game() -> str:
    return _("Replay this game")


def show_cards(name: str) -> str:
    return _("Show {name}’s cards").format(name=name)


def hide_cards(name: str) -> str:
    return _("Hide {name}’s cards").format(name=name)
