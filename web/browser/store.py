"""Saved games in a key/value store: the browser's localStorage (as ``Mirror`` keeps a copy of
the game's keys), or a dict in the tests.

Keys (``web.hooks``):

* ``australia.slot.<id>`` -- the save text of one game (``australia.dump_game``); its ``meta``
  holds what the saved-games list shows (label, date, round, whether over) and a revision
* ``australia.current``   -- the id of the game last opened, to come back to after a reload

The list of saved games is read off the slot keys themselves, so there is no index that two
pages could disagree about. (An ``australia.slots`` index written by the first version of
the page is left where it is and ignored.)

Two rules keep every game safe:

* A save that fails to load is never overwritten or deleted here, only listed as damaged
  with the reason; the player may export its text or delete it after confirming.
* Two pages of one browser share the store. A ``Storage`` remembers the exact text it last
  read or wrote for each slot and refuses (``StaleSlot``) to write over a slot whose text
  has changed since: another page moved that game on, and the page decides what to do
  (reload it, or keep its own version in a new slot).

The store is injected: anything with ``get(key)`` (None when absent), ``__setitem__``,
``__delitem__`` and ``keys()`` will do (``Mirror`` is the page's). A store that raises on every
access counts as "storage unavailable": the game then plays from memory.
"""

from __future__ import annotations

import uuid
from typing import Any, Callable

from australia import Reason, SaveError, State, Table, dump_game, load_save, parse_json, parse_save, save_data

from web.storage import CURRENT_KEY, SLOT_PREFIX, STORE_PREFIX
from web.state.notices import StoreCode, say
from web.state.slots import (
    SLOT_ID,
    Broken,
    Loaded,
    SlotInfo,
    Title,
    Unchanged,
    clean_label,
    copied_at,
    export_name,
    number,
)


class StorageError(Exception):
    """The store refused to keep a save (full, or disabled by the browser): ``reason``."""

    def __init__(self, reason: Reason) -> None:
        self.reason = reason
        super().__init__(str(reason))


class StaleSlot(Exception):
    """The slot changed (or went) since this page last read or wrote it: do not write over it."""


def slot_key(slot: str) -> str:
    return SLOT_PREFIX + slot


def _meta_of(text: str | None) -> dict:
    """The meta object of a save's text (brought to today's schema), or {} when it has none or
    is not JSON."""
    if not text:
        return {}
    try:
        body = parse_save(text)
    except SaveError:
        try:
            body = parse_json(text)  # bounded: a stored text is never parsed recursively unchecked
        except (SaveError, ValueError):
            return {}
    meta = body.get("meta") if isinstance(body, dict) else None
    return meta if isinstance(meta, dict) else {}


def _detail(error: Exception) -> str:
    return str(error)[:200]


class Refused(Exception):
    """The browser refused to write (a full disk, storage denied): its own words."""


class Stale(Exception):
    """A save's slot no longer holds what this page's copy holds: another tab wrote there."""


class Mirror:
    """The page's store as a copy of the game's keys, kept here: read at once, and each change
    handed to ``write`` (the frame being built, ``web.browser.draw.Drawer.write``), which the
    page carries out before it draws that frame (``web/static/store.js``). The copy takes the
    change at once; ``write`` answers with the number of the frame it goes in, and a write
    the page refuses comes back later (``answered``) with that number. A synchronous ``write``
    (the tests' stand-ins) may answer at once instead: None when done, the browser's refusal,
    or ``{"stale": True, "now": ...}``. Another tab's changes arrive as the browser's storage
    events (``changed``). Only plain values cross, so the copy can be kept on another thread."""

    def __init__(self, data: dict[str, str], write: Callable[[str, str | None, bool, str | None], Any]) -> None:
        self.data = dict(data)
        self.write = write
        self.last: dict[str, int] = {}  # key -> the frame of its latest write

    def get(self, key, default=None):
        return self.data.get(key, default)

    def __setitem__(self, key, value) -> None:
        self._write(key, value)
        self.data[key] = value

    def __delitem__(self, key) -> None:
        self._write(key, None)
        self.data.pop(key, None)

    def _write(self, key: str, value: str | None) -> None:
        guarded = value is not None and key.startswith(SLOT_PREFIX)
        answer = self.write(key, value, guarded, self.data.get(key))
        if isinstance(answer, int) and not isinstance(answer, bool):  # in a frame: refused later, if at all
            self.last[key] = answer
            return
        if isinstance(answer, str):  # else done (JavaScript's null is not None in Pyodide)
            raise Refused(answer)
        if isinstance(answer, dict) and answer.get("stale") is True:
            self.changed(key, answer.get("now") if isinstance(answer.get("now"), str) else None)
            raise Stale(key)

    def keys(self):
        return list(self.data)

    def answered(self, key: str, answer: Any, now: str | None, frame: int) -> str | None:
        """The page refused a write of frame number ``frame``, and says what the key holds
        there now: the copy takes that (unless a later frame wrote the key again: its own
        answer follows), and the refusal is returned ("stale" for a slot another tab wrote,
        else the browser's words); None when the answer is no refusal."""
        stale = isinstance(answer, dict) and answer.get("stale") is True
        if not stale and not isinstance(answer, str):
            return None
        if self.last.get(key, 0) <= frame:
            self.last.pop(key, None)
            self.changed(key, now if isinstance(now, str) else None)
        return "stale" if stale else answer

    def changed(self, key: str | None, value: str | None) -> None:
        """Another tab changed ``key`` (None: it cleared the whole store)."""
        if key is None:
            self.data.clear()
        elif not key.startswith(STORE_PREFIX):
            return  # not the game's
        elif value is None:
            self.data.pop(key, None)
        else:
            self.data[key] = value


class LateRefusal:
    """A save of ``slot`` the page refused after the game went on: ``stale`` (another tab wrote
    there; ``gone``: it deleted the save) or ``problem`` (a Reason: full, storage off)."""

    def __init__(self, slot: str, *, stale: bool = False, gone: bool = False, problem: Any = None) -> None:
        self.slot, self.stale, self.gone, self.problem = slot, stale, gone, problem


class Unavailable(dict):
    """Stand-in when the browser denies its storage: the game still plays, unsaved."""


class Storage:
    def __init__(self, store, *, writer: str | None = None, available: bool = True) -> None:
        self.store = store
        self.writer = writer or uuid.uuid4().hex[:12]  # tells this page's writes from another's
        self.available = available
        self.known: dict[str, str | None] = {}  # slot -> the text this page last read or wrote
        self._metas: dict[str, tuple[str, dict]] = {}  # slot -> (a text, its meta): saves come often

    @classmethod
    def of_page(cls, data: Any, write: Callable[[str, str | None, bool, str | None], Any]) -> "Storage":
        """The page's storage as the page's script read it (its game's keys), or the stand-in
        when the browser denies it (None: private windows, storage disabled)."""
        if not isinstance(data, dict):
            return cls(Unavailable(), available=False)
        return cls(Mirror({k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}, write))

    def answered(self, key: str, answer: Any, now: str | None, frame: int) -> "LateRefusal | None":
        """The page refused a write of frame number ``frame``: for a save, what to tell (the
        copy and what this page knows of the slot now follow the store)."""
        if not isinstance(self.store, Mirror):
            return None
        refused = self.store.answered(key, answer, now, frame)
        if refused is None or not key.startswith(SLOT_PREFIX):
            return None
        slot = key[len(SLOT_PREFIX):]
        self.known[slot] = now if isinstance(now, str) else None
        if refused == "stale":
            return LateRefusal(slot, stale=True, gone=not isinstance(now, str))
        return LateRefusal(slot, problem=say(StoreCode.REFUSED_SAVE, detail=_detail(Exception(refused))))

    def changed_elsewhere(self, key: str | None, value: str | None) -> None:
        """Another tab changed the store: this page's copy follows."""
        if isinstance(self.store, Mirror):
            self.store.changed(key, value)

    # --- the store, with its failures turned into StorageError --------------------------------

    def get(self, key: str) -> str | None:
        try:
            value = self.store.get(key)
        except Exception as error:  # noqa: BLE001 - a store the browser denies
            raise StorageError(say(StoreCode.UNREADABLE, detail=_detail(error))) from None
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        try:
            self.store[key] = value
        except Stale:
            raise StaleSlot(key[len(SLOT_PREFIX):]) from None
        except Exception as error:  # noqa: BLE001 - localStorage raises QuotaExceededError and the like
            raise StorageError(say(StoreCode.REFUSED_SAVE, detail=_detail(error))) from None

    def _delete(self, key: str) -> None:
        try:
            del self.store[key]
        except KeyError:
            pass
        except Exception as error:  # noqa: BLE001 - localStorage raises SecurityError and the like
            raise StorageError(say(StoreCode.REFUSED_CHANGE, detail=_detail(error))) from None

    def remove(self, key: str) -> None:
        """Remove a key of the page's own (the player asked); StorageError when refused."""
        self._delete(key)

    def _keys(self) -> list[str]:
        try:
            return [k for k in list(self.store.keys()) if isinstance(k, str)]
        except Exception:  # noqa: BLE001 - a store the browser denies lists nothing
            return []

    def preference(self, key: str) -> str | None:
        """A setting of this device, or None (absent, or the store unreadable)."""
        try:
            return self.get(key)
        except StorageError:
            return None

    def set_preference(self, key: str, text: str) -> None:
        """Keep a setting; one that cannot be kept is no loss (it lasts this visit)."""
        try:
            self.set(key, text)
        except StorageError:
            pass

    # --- listing -------------------------------------------------------------------------------

    def slot_ids(self) -> list[str]:
        found = (k[len(SLOT_PREFIX):] for k in self._keys() if k.startswith(SLOT_PREFIX))
        return sorted(slot for slot in found if SLOT_ID.match(slot))

    def raw(self, slot: str) -> str | None:
        """The save text exactly as stored (for exporting, damaged or not)."""
        try:
            return self.get(slot_key(slot))
        except StorageError:
            return None

    def info(self, slot: str) -> SlotInfo | None:
        text = self.raw(slot)
        if text is None:
            return None
        try:
            body = parse_save(text)
        except SaveError as error:
            return SlotInfo(slot, damaged=error.reason)
        meta = body.get("meta") or {}
        config = body["config"]
        players = config.get("players")
        players = tuple(str(p) for p in players) if isinstance(players, list) else ()
        rnd = number(meta.get("round"))
        table = body.get("table")
        seats = table.get("seats") if isinstance(table, dict) else None
        if not (isinstance(seats, list) and len(seats) == len(players) and all(isinstance(s, str) for s in seats)):
            seats = ()
        return SlotInfo(
            slot,
            players=players,
            variant=str(config.get("variant", "")),
            label=clean_label(meta.get("label")),
            round=int(rnd) if rnd is not None else None,
            saved=number(meta.get("saved")),
            over=meta.get("over") is True,
            copied=copied_at(meta),
            seats=tuple(seats),
        )

    def slots(self) -> list[SlotInfo]:
        """Every saved game, the most recently saved first (damaged ones too)."""
        found = [i for i in (self.info(s) for s in self.slot_ids()) if i is not None]
        return sorted(found, key=lambda i: (-(i.saved or 0), i.id))

    def same_game(self, state: State, table: Table | None) -> Title | None:
        """The title of a loadable save holding exactly this game (the same setup, seed, table
        and actions: the same digest), or None."""
        digest = save_data(state, None, table)["digest"]
        for slot in self.slot_ids():
            try:
                body = parse_save(self.get(slot_key(slot)) or "")
            except (SaveError, StorageError):
                continue
            if body.get("digest") == digest:
                info = self.info(slot)
                return info.title if info is not None else None
        return None

    def new_slot_id(self) -> str:
        taken = set(self.slot_ids()) | set(self.known)
        n = 1
        while f"g{n}" in taken:
            n += 1
        return f"g{n}"

    def current_slot(self) -> str | None:
        try:
            slot = self.get(CURRENT_KEY)
        except StorageError:
            return None
        return slot if slot and SLOT_ID.match(slot) else None

    def set_current(self, slot: str | None) -> None:
        if slot is None:
            self._delete(CURRENT_KEY)
        elif self.current_slot() != slot:
            self.set(CURRENT_KEY, slot)

    # --- saving ----------------------------------------------------------------------------

    def changed(self, slot: str) -> bool:
        """The slot's text is not what this page last read or wrote there."""
        try:
            stored = self.get(slot_key(slot))
        except StorageError:
            return False
        return stored != self.known.get(slot)

    def save(
        self,
        slot: str,
        state: State,
        meta: dict | None = None,
        *,
        updated: float = 0,
        label: str | None = None,
        table: Table | None = None,
    ) -> None:
        """Write the game into its slot; raise StaleSlot rather than write over a newer save.

        A slot this page never read is written only while empty; one it did read, only while
        it still holds the very text this page last read or wrote.
        """
        key = slot_key(slot)
        stored = self.get(key)
        if stored != self.known.get(slot):
            raise StaleSlot(slot)
        before = self._meta(slot, stored)
        rev = before.get("rev")
        rev = rev if isinstance(rev, int) and not isinstance(rev, bool) and rev >= 0 else 0
        full = dict(meta or {})
        full.update(
            label=clean_label(label if label is not None else before.get("label")),
            rev=rev + 1,
            writer=self.writer,
            saved=updated,
            round=state.round,
            over=state.is_over,
        )
        text = dump_game(state, full, table)
        self.set(key, text)
        self.known[slot] = text
        self._metas[slot] = (text, full)

    def _meta(self, slot: str, text: str | None) -> dict:
        """The meta of the slot's text, read once per text (a game is saved after every click,
        and parsing a long game's save each time would cost more than the click)."""
        known = self._metas.get(slot)
        if known is not None and text is not None and known[0] == text:
            return known[1]
        return _meta_of(text)

    def save_new(
        self,
        state: State,
        meta: dict | None = None,
        *,
        updated: float = 0,
        label: str | None = None,
        table: Table | None = None,
    ) -> str:
        """Write the game into a fresh slot (never over an existing one); its id."""
        for _ in range(100):
            slot = self.new_slot_id()
            self.known.setdefault(slot, None)
            try:
                self.save(slot, state, meta, updated=updated, label=label, table=table)
                return slot
            except StaleSlot:  # another page took that id a moment ago
                self.known[slot] = self.get(slot_key(slot))
        raise StorageError(say(StoreCode.NO_FREE_SLOT))  # pragma: no cover - a hundred pages racing

    def rename(self, slot: str, label: str) -> None:
        """Change a loadable game's label (the save is rewritten with the same game).

        Like ``save``, refuses (StaleSlot) when this page holds an older text of the slot:
        renaming must not slip another page's newer moves under this page's feet.
        """
        stored = self.get(slot_key(slot))
        if stored is None:
            raise StorageError(say(StoreCode.NO_LONGER_SAVED))
        if slot in self.known and stored != self.known[slot]:
            raise StaleSlot(slot)
        saved = load_save(stored)
        before = saved.meta
        meta = {k: v for k, v in before.items() if k in ("handover", "selection", "viewer", "copy")}
        self.known[slot] = stored
        self.save(slot, saved.state, meta, updated=number(before.get("saved")) or 0, label=label, table=saved.table)

    def delete(self, slot: str) -> None:
        """Remove a save (the player confirmed), damaged or not."""
        self._delete(slot_key(slot))
        self.known.pop(slot, None)
        if self.current_slot() == slot:
            self._delete(CURRENT_KEY)

    # --- loading ---------------------------------------------------------------------------

    def load(self, slot: str, *, if_changed: bool = False) -> Loaded | Broken | Unchanged | None:
        try:
            text = self.get(slot_key(slot))
        except StorageError:
            return Unchanged(slot) if if_changed else None  # nothing to tell it by
        if if_changed and text == self.known.get(slot):
            return Unchanged(slot)
        if text is None:
            return None
        try:
            saved = load_save(text)
        except SaveError as error:
            return Broken(slot, error.reason)
        self.known[slot] = text
        return Loaded(slot, saved.state, saved.meta, saved.table)

    def load_current(self) -> Loaded | Broken | None:
        slot = self.current_slot()
        return None if slot is None else self.load(slot)

    def export(self, slot: str, *, damaged: bool = False) -> tuple[str, str] | None:
        """(file name, text exactly as stored) of a saved game, or None when it is gone."""
        text = self.raw(slot)
        if text is None:
            return None
        info = self.info(slot)
        damaged = bool(damaged or info is None or info.damaged)
        players = info.players if info and info.players else [slot]
        return export_name(players, info.saved if info else None, damaged=damaged), text
