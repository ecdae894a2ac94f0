"""What the page tells its players, as data: a code and its parameters, worded when drawn.

Like the engine's refusals (``australia.Reason``), everything the page's state keeps for
players is a ``Reason`` whose code comes from one of the enums below; ``web.text`` turns it
into a sentence in the language in use at the moment the screen is drawn, so switching the
language rewords every message on every screen. Parameters are ids, numbers, the players'
own names and the browser's own error texts, never a phrase of ours.
"""

from __future__ import annotations

from enum import StrEnum

from australia import Reason


class PageCode(StrEnum):
    """Why a click on the game did nothing (it led to no action yet)."""

    SHOW_CARDS_FIRST = "show_cards_first"  # name
    PASS_FIRST = "pass_first"  # name: the person looking at the card they drew
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
    REMOTE_TURN = "remote_turn"  # name: the seat to move plays on its own device
    WAIT_FOR_HOST = "wait_for_host"  # an action was sent; the host has not answered yet
    UNDO_AT_HOST = "undo_at_host"


class StoreCode(StrEnum):
    """Why the browser's storage did not do what the page asked (``detail``: the browser's
    own words, often empty)."""

    UNREADABLE = "store_unreadable"  # detail
    REFUSED_SAVE = "store_refused_save"  # detail
    REFUSED_CHANGE = "store_refused_change"  # detail
    NO_FREE_SLOT = "store_no_free_slot"
    NO_LONGER_SAVED = "store_no_longer_saved"


class Problem(StrEnum):
    """Something went wrong, or was refused: shown until the next step."""

    NOT_LOADED = "not_loaded"  # reason: the save's SaveError reason
    GONE_FROM_STORE = "gone_from_store"
    UNSAVED_MOVES = "unsaved_moves"
    RENAME_STALE = "rename_stale"
    NOT_RENAMED = "not_renamed"  # reason
    NAME_NOT_SAVED = "name_not_saved"  # problem: a StoreCode reason
    NOT_DELETED = "not_deleted"  # problem
    NO_LONGER_SAVED = "no_longer_saved"
    NOT_IMPORTED = "not_imported"  # name (the file's), reason
    FILE_UNREADABLE = "file_unreadable"  # detail: as the reason of NOT_IMPORTED
    NOT_SAVED = "not_saved"  # problem: stays up until a save succeeds
    COMPUTER_STOPPED = "computer_stopped"  # detail
    RECORD_NOT_CLEARED = "record_not_cleared"  # problem: a StoreCode reason


class Notice(StrEnum):
    """What just happened: shown once."""

    SAVED_AGAIN = "saved_again"
    BOTH_KEPT = "both_kept"  # why (a Notice below), title (a web.state.slots.Title)
    CHANGED_AT_ONCE = "changed_at_once"
    CHANGED_WHILE_UNSAVED = "changed_while_unsaved"
    DAMAGED_ELSEWHERE = "damaged_elsewhere"
    MOVED_ON_ELSEWHERE = "moved_on_elsewhere"
    DELETED_ELSEWHERE = "deleted_elsewhere"
    RENAMED = "renamed"  # label ("" when cleared)
    DELETED = "deleted"
    EXPORTED = "exported"  # file
    DEVICE_JOINED = "device_joined"  # name: their device is connected
    DEVICE_LEFT = "device_left"  # name: their device is no longer connected
    STUN_SET = "stun_set"  # address: invitations from now on ask this STUN server
    STUN_CLEARED = "stun_cleared"  # invitations from now on contact no server
    IMPORTED = "imported"  # name (the file's)
    NOT_RECORDED = "not_recorded"  # problem: why the game just finished is not in the record
    RECORD_CLEARED = "record_cleared"
    IMPORTED_AGAIN = "imported_again"  # name (the file's), title (web.state.slots.Title) of the save it copies


def say(code: StrEnum, **params: object) -> Reason:
    """A message of the page's own, carried like the engine's reasons."""
    return Reason(code, **params)  # type: ignore[arg-type]
