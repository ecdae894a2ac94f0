"""The page's messages that bring back the outcome of an effect it asked for (a save written,
a slot read: ``web.state.effects``). ``web.messages`` holds them with the rest; they live here
only to keep each module a size one can read."""

from __future__ import annotations

from typing import Any

from web.hooks import Message


# --- outcomes of the effects (web.state.effects) -------------------------------------------------


class Saved(Message):
    """A save effect's outcome (``web.state.effects.Save``)."""

    request: Any  # the Save effect
    slot: str | None = None  # where it went (None: not written)
    stale: bool = False  # another page changed the slot since this page read it
    gone: bool = False  # ... by deleting it
    problem: Any = None  # a Reason: the browser refused (full, storage off)
    twin: Any = None  # for an import: the Title of a save that holds the same game (it is a copy)


class SlotRead(Message):
    """A slot's content (``web.state.effects.Load``): ``found`` is a ``web.state.slots``
    ``Loaded``, ``Broken``, ``Unchanged`` or None (no such slot)."""

    request: Any
    found: Any
    others: bool = False  # whether any saved game is there at all (read at start-up)


class SlotsListed(Message):
    slots: tuple  # web.state.slots.SlotInfo, the most recently saved first


class StoreDone(Message):
    """A change of the store other than a save (rename, delete): ``problem`` (a Reason) or
    ``stale`` when it did not happen."""

    request: Any
    problem: Any = None
    stale: bool = False


class RecordRead(Message):
    """The record as read from the store (``web.state.effects.ReadRecord``): a
    ``web.state.record_format`` ``Book`` or ``Unreadable``."""

    found: Any


class RecordKept(Message):
    """A finished game's outcome (``web.state.effects.RecordGame``): ``problem`` (a Reason) when
    it could not be added to the record; the game itself is saved either way."""

    request: Any
    problem: Any = None


class RecordCleared(Message):
    """The record was cleared (``web.state.effects.ClearRecord``), or ``problem`` says why not."""

    problem: Any = None


class Exported(Message):
    """A file was handed to the browser to download (or the slot was gone: ``name`` None)."""

    name: str | None


class ReviewProgress(Message):
    """The review of game ``key`` so far (``australia.computer.review_json``'s values), ``done``
    from 0 to 1 (1: complete). From ``web.state.reviews.Reviews``."""

    key: str
    done: float
    data: Any


class ReviewFailed(Message):
    """The review of game ``key`` could not go on: ``detail`` says why."""

    key: str
    detail: str
