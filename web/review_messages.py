"""The page's messages about the review of a finished game (``web.state.reviewing``).
``web.messages`` holds them with the rest; they live here only to keep each module a size one
can read."""

from __future__ import annotations

from web.hooks import Command, Guest, Message, clicked, number_arg, slot_arg


class ReviewCurrent(Message):  # the game on the table, or the one replayed, once it is over
    STEP = True
    GUEST = Guest.OWN  # a device playing a seat of another's game: the game its host sent whole at the end
    COMMANDS = clicked(Command.REVIEW_CURRENT)


class CloseReview(Message):
    STEP = True
    COMMANDS = clicked(Command.CLOSE_REVIEW)


class ReviewSeat(Message):
    STEP = True
    COMMANDS = clicked(Command.REVIEW_SEAT, arg=number_arg)
    seat: int


class ReviewMoment(Message):  # the board before an action of the reviewed game, in the replay
    STEP = True
    COMMANDS = clicked(Command.REVIEW_MOMENT, arg=number_arg)
    step: int


class TryAgain(Message):  # a new game from the reviewed game's position before an action
    STEP = True
    GUEST = Guest.OWN  # a device playing a seat of another's game leaves it (it is over) for its own
    COMMANDS = clicked(Command.TRY_AGAIN, arg=number_arg)
    step: int


class ReviewSlot(Message):
    STEP = True
    GUEST = Guest.IGNORES
    COMMANDS = clicked(Command.REVIEW, arg=slot_arg)
    slot: str
