"""The record of finished games in the browser's storage: add one game, read it, clear it.

The record is one key (``web.storage.RECORD_KEY``); ``web.state.record_format`` knows its format,
this adapter only reads and writes the text. Adding a game reads the record, adds the game
unless a game with its id is there already, and writes it back, all in one step of the page:
two tabs finishing the same game count it once. A record that cannot be read is never
written over, and storage that is full or turned off costs the record one game, never the
game itself (it is saved apart, in its slot).
"""

from __future__ import annotations

from australia import Reason

from web import messages as m
from web.storage import RECORD_KEY
from web.state import effects as fx
from web.state.notices import StoreCode, say
from web.state.record_format import RecordCode, RecordError, Unreadable, read, with_game

from web.browser.store import Storage, StorageError


def _refused(reason: Reason) -> Reason:
    """The store's refusal to write, said of the record (the game itself is saved apart)."""
    if reason.code == StoreCode.REFUSED_SAVE:
        return say(RecordCode.REFUSED, detail=reason.get("detail"))
    return reason


def carry_out(storage: Storage, effect) -> m.Msg:
    if isinstance(effect, fx.RecordGame):
        try:
            text = with_game(storage.get(RECORD_KEY), effect.game)
            if text is not None:
                storage.set(RECORD_KEY, text)
        except RecordError as error:
            return m.RecordKept(effect, problem=error.reason)
        except StorageError as error:
            return m.RecordKept(effect, problem=_refused(error.reason))
        return m.RecordKept(effect)
    if isinstance(effect, fx.ReadRecord):
        try:
            return m.RecordRead(read(storage.get(RECORD_KEY)))
        except StorageError as error:
            return m.RecordRead(Unreadable(error.reason))
    if isinstance(effect, fx.ClearRecord):
        try:
            storage.remove(RECORD_KEY)
        except StorageError as error:
            return m.RecordCleared(problem=error.reason)
        return m.RecordCleared()
    raise TypeError(f"not an effect on the record: {type(effect).__name__}")
