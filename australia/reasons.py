"""Why something was refused, as data: a code and its parameters.

The engine never words a refusal for players. Every refusal — an illegal action, a kind of
action that is unavailable now, a malformed action, a configuration or a save that cannot be
used — is a ``Reason``: one ``Code`` plus named parameters (region and location ids, card ids,
counts, colours). A user interface turns it into a sentence in its own language; the
engine's own ``str(reason)`` is a plain form for programmers and logs.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class Code(StrEnum):
    """Every reason the engine can give. Parameters are listed after each code."""

    # --- an action the rules refuse now (IllegalActionError, why_illegal, why_unavailable) ----
    GAME_OVER = "game_over"
    OPENING_DRAWS_FIRST = "opening_draws_first"  # setup: draw the opening cards first
    DRAW_PENDING = "draw_pending"  # a card was just played: draw first
    DRAW_NOT_NOW = "draw_not_now"  # cards are drawn at setup and after playing a card only
    STACK_EMPTY = "stack_empty"  # stack
    ALL_STACKS_EMPTY = "all_stacks_empty"
    ACTIONS_LEFT = "actions_left"  # done, required: the turn is not over yet
    BOTH_ACTIONS_DONE = "both_actions_done"  # required
    CANNOT_AFFORD_MOVE = "cannot_afford_move"  # cost, dollars
    NO_RANGER_AT = "no_ranger_at"  # location
    NO_RANGER_ON_MAP = "no_ranger_on_map"
    SAME_LOCATION = "same_location"  # location
    LOCATION_TAKEN = "location_taken"  # location, owner
    PLANE_ALREADY_THERE = "plane_already_there"  # region
    PLANE_NOT_ON_BOARD = "plane_not_on_board"
    TAKE_BACK_TOO_MANY = "take_back_too_many"  # most
    LOCATION_NOT_IN_REGION = "location_not_in_region"  # location, region
    TOO_FEW_RANGERS_AT = "too_few_rangers_at"  # location, count
    NO_RANGER_IN_REGION = "no_ranger_in_region"  # region
    NO_CARD_IN_HAND = "no_card_in_hand"
    CARD_NOT_IN_HAND = "card_not_in_hand"  # card
    NO_PLAYABLE_CARD = "no_playable_card"  # region, colour, cost, dollars
    WILD_NOT_NEEDED = "wild_not_needed"  # colour: a card of the region's colour is in hand
    CARD_DOES_NOT_MATCH = "card_does_not_match"  # card, colour (the card's), region, region_colour
    WILD_REQUIRED = "wild_required"  # region, colour, cost
    CARD_RANGER_LIMIT = "card_ranger_limit"  # card, most
    SUPPLY_EMPTY = "supply_empty"
    SUPPLY_SHORT = "supply_short"  # supply
    TRACK_TOO_FAR = "track_too_far"  # windmill (region): the plane is not near the windmill
    TRACK_FULL = "track_full"
    TRACK_ROOM = "track_room"  # room
    LOCATION_WITHOUT_RANGERS = "location_without_rangers"  # a location is named iff rangers go there
    NOTHING_TO_UNDO = "nothing_to_undo"  # nothing done this turn yet
    HIDDEN_REVEALED = "hidden_revealed"  # the last step drew a card or revealed a tile
    NOT_LEGAL = "not_legal"  # none of the above explains it

    # --- input that is not an action of this game (MalformedActionError) ----------------------
    NOT_AN_ACTION = "not_an_action"  # got (a type name)
    UNKNOWN_ACTION_TYPE = "unknown_action_type"  # got
    MISSING_FIELD = "missing_field"  # field
    UNEXPECTED_FIELDS = "unexpected_fields"  # fields
    WRONG_TYPE = "wrong_type"  # field, expected (an Expected)
    OUT_OF_RANGE = "out_of_range"  # field, low, high
    UNKNOWN_REGION = "unknown_region"  # field
    UNKNOWN_LOCATION = "unknown_location"  # field
    UNKNOWN_CARD = "unknown_card"  # field
    UNKNOWN_STACK = "unknown_stack"  # field
    NO_RANGERS_NAMED = "no_rangers_named"
    DUPLICATE_LOCATION = "duplicate_location"  # location

    # --- a configuration that cannot set up a game --------------------------------------------
    PLAYER_COUNT = "player_count"  # count, low, high
    NAME_MISSING = "name_missing"  # seat
    NAME_TOO_LONG = "name_too_long"  # seat, most
    NAME_FORBIDDEN_CHARACTER = "name_forbidden_character"  # seat, character (its code point)
    NAME_TAKEN = "name_taken"  # seat, other
    UNKNOWN_VARIANT = "unknown_variant"
    NO_SUCH_SEAT = "no_such_seat"
    WINDMILL_IN_SIMPLE_GAME = "windmill_in_simple_game"
    BAD_SEED = "bad_seed"

    # --- a save that cannot be loaded (SaveError) ----------------------------------------------
    SAVE_TOO_BIG = "save_too_big"  # size, limit (bytes)
    SAVE_NOT_TEXT = "save_not_text"
    SAVE_EMPTY = "save_empty"  # nothing in it but, at most, blank space
    SAVE_NOT_JSON = "save_not_json"
    SAVE_TOO_DEEP = "save_too_deep"  # limit (levels of nesting)
    SAVE_NUMBER_TOO_LONG = "save_number_too_long"  # limit (digits)
    SAVE_NOT_OURS = "save_not_ours"
    SAVE_NO_SCHEMA = "save_no_schema"
    SAVE_TOO_NEW = "save_too_new"  # schema, supported
    SAVE_FIELD = "save_field"  # field: missing or of the wrong kind
    SAVE_EDITED = "save_edited"
    SAVE_BAD_CONFIG = "save_bad_config"  # reason (the configuration's Reason)
    SAVE_DOES_NOT_REPLAY = "save_does_not_replay"  # number (1-based action), reason


class Expected(StrEnum):
    """What a field of the wrong type should hold: the ``expected`` of ``Code.WRONG_TYPE``."""

    WHOLE_NUMBER = "whole_number"  # an int (a bool is not one)
    TEXT = "text"
    TRUE_OR_FALSE = "true_or_false"
    PAIRS = "pairs"  # (location, count) pairs
    LIST = "list"
    OBJECT = "object"  # a JSON object
    CONFIG = "config"  # a Config
    LEVEL = "level"  # one of the computer's levels
    SEATS = "seats"  # for every seat, a person or a computer level
    OBSERVATION = "observation"  # the JSON form of an Observation


class Reason:
    """A code with its parameters; equal when both are equal. Read parameters as ``r["region"]``."""

    __slots__ = ("code", "params")

    def __init__(self, code: Code, **params: Any) -> None:
        self.code = code
        self.params = params

    def __getitem__(self, name: str) -> Any:
        return self.params[name]

    def get(self, name: str, default: Any = None) -> Any:
        return self.params.get(name, default)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Reason) and self.code is other.code and self.params == other.params

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted((k, repr(v)) for k, v in self.params.items()))))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Reason(Code.{self.code.name}{args})"

    def __str__(self) -> str:
        """A plain form for programmers: ``code (name=value, ...)``; players get words elsewhere."""
        if not self.params:
            return self.code.value
        inner = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.code.value} ({inner})"
