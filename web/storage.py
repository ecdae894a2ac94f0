"""Saved games in a key/value store (the browser's localStorage, or a dict in the tests).

Keys:

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
  has changed since: another page moved that game on, and the caller decides what to do
  (reload it, or keep its own version in a new slot).

The store is injected: anything with ``get(key)`` (None when absent), ``__setitem__``,
``__delitem__`` and ``keys()`` will do. A store that raises on every access counts as
"storage unavailable": the game then plays from memory.
"""

from __future__ import annotations

import re
import time
import unicodedata
import uuid
from dataclasses import dataclass

from australia import Code, Reason, SaveError, dump_game
from australia.save import load_save
from australia.table import Table
from australia.save import MAX_SAVE_BYTES, parse_json, parse_save
from australia.state import State

from web import words

PREFIX = "australia."
CURRENT_KEY = PREFIX + "current"
SLOT_PREFIX = PREFIX + "slot."
LABEL_MAX = 40  # characters of a label a player types
SLOT_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


class StorageError(Exception):
    """The store refused to keep a save (full, or disabled by the browser)."""


class StaleSlot(Exception):
    """The slot changed (or went) since this page last read or wrote it: do not write over it."""


@dataclass(frozen=True)
class Loaded:
    slot: str
    state: State
    meta: dict
    table: Table | None = None


@dataclass(frozen=True)
class Broken:
    """A save that is there but does not load; kept untouched for the player to rescue."""

    slot: str
    reason: Reason

    @property
    def message(self) -> str:
        return words.why(self.reason)


@dataclass(frozen=True)
class SlotInfo:
    """One line of the saved-games list, read from the save without replaying it."""

    id: str
    players: tuple[str, ...] = ()
    variant: str = ""
    label: str = ""
    round: int | None = None
    saved: float | None = None
    over: bool = False
    damaged: Reason | None = None  # why the save does not load (None when it does)

    @property
    def title(self) -> str:
        return self.label or words.versus(self.players)


def slot_key(slot: str) -> str:
    return SLOT_PREFIX + slot


def clean_label(text: object) -> str:
    """A label as kept: one line of printable text, at most LABEL_MAX characters."""
    if not isinstance(text, str):
        return ""
    kept = "".join(" " if unicodedata.category(c)[0] in "CZ" else c for c in text)
    return " ".join(kept.split())[:LABEL_MAX].strip()


def too_big(size: int) -> SaveError:
    return SaveError(Reason(Code.SAVE_TOO_BIG, size=size, limit=MAX_SAVE_BYTES))


def export_name(players, saved: float | None, *, damaged: bool = False) -> str:
    """``australia-<players>-<date>.json``, with only letters, digits and dashes."""
    joined = "-".join(str(p) for p in players)
    slug = re.sub(r"[^a-z0-9]+", "-", unicodedata.normalize("NFKD", joined).encode("ascii", "ignore").decode().lower())
    slug = slug.strip("-")[:60].strip("-") or "game"
    date = time.strftime("%Y-%m-%d", time.gmtime(saved if saved else 0))
    return f"australia-{'damaged-' if damaged else ''}{slug}-{date}.json"


def _meta_of(text: str | None) -> dict:
    """The meta object of a save's text, or {} when it has none or is not JSON."""
    if not text:
        return {}
    try:
        body = parse_json(text)  # bounded: a stored text is never parsed recursively unchecked
    except ValueError:
        return {}
    meta = body.get("meta") if isinstance(body, dict) else None
    return meta if isinstance(meta, dict) else {}


def _number(value: object) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


class Storage:
    def __init__(self, store, *, writer: str | None = None, available: bool = True) -> None:
        self.store = store
        self.writer = writer or uuid.uuid4().hex[:12]  # tells this page's writes from another's
        self.available = available
        self.known: dict[str, str | None] = {}  # slot -> the text this page last read or wrote
        self._metas: dict[str, tuple[str, dict]] = {}  # slot -> (a text, its meta): saves come often

    # --- the store, with its failures turned into StorageError --------------------------------

    def _get(self, key: str) -> str | None:
        try:
            value = self.store.get(key)
        except Exception as error:  # noqa: BLE001 - a store the browser denies
            raise StorageError(words.with_detail(words.STORE_UNREADABLE, str(error))) from None
        return value if isinstance(value, str) else None

    def _set(self, key: str, value: str) -> None:
        try:
            self.store[key] = value
        except Exception as error:  # noqa: BLE001 - localStorage raises QuotaExceededError and the like
            raise StorageError(words.with_detail(words.STORE_REFUSED_SAVE, str(error))) from None

    def _delete(self, key: str) -> None:
        try:
            del self.store[key]
        except KeyError:
            pass
        except Exception as error:  # noqa: BLE001
            raise StorageError(words.with_detail(words.STORE_REFUSED_CHANGE, str(error))) from None

    def _keys(self) -> list[str]:
        try:
            return [k for k in list(self.store.keys()) if isinstance(k, str)]
        except Exception:  # noqa: BLE001
            return []

    # --- listing -------------------------------------------------------------------------------

    def slot_ids(self) -> list[str]:
        return sorted(
            k[len(SLOT_PREFIX):] for k in self._keys() if k.startswith(SLOT_PREFIX) and SLOT_ID.match(k[len(SLOT_PREFIX):])
        )

    def raw(self, slot: str) -> str | None:
        """The save text exactly as stored (for exporting, damaged or not)."""
        try:
            return self._get(slot_key(slot))
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
        rnd = _number(meta.get("round"))
        return SlotInfo(
            slot,
            players=players,
            variant=str(config.get("variant", "")),
            label=clean_label(meta.get("label")),
            round=int(rnd) if rnd is not None else None,
            saved=_number(meta.get("saved")),
            over=meta.get("over") is True,
        )

    def slots(self) -> list[SlotInfo]:
        """Every saved game, the most recently saved first (damaged ones too)."""
        found = [i for i in (self.info(s) for s in self.slot_ids()) if i is not None]
        return sorted(found, key=lambda i: (-(i.saved or 0), i.id))

    def new_slot_id(self) -> str:
        taken = set(self.slot_ids()) | set(self.known)
        n = 1
        while f"g{n}" in taken:
            n += 1
        return f"g{n}"

    def current_slot(self) -> str | None:
        try:
            slot = self._get(CURRENT_KEY)
        except StorageError:
            return None
        return slot if slot and SLOT_ID.match(slot) else None

    def set_current(self, slot: str | None) -> None:
        if slot is None:
            self._delete(CURRENT_KEY)
        elif self.current_slot() != slot:
            self._set(CURRENT_KEY, slot)

    # --- saving ----------------------------------------------------------------------------

    def changed(self, slot: str) -> bool:
        """The slot's text is not what this page last read or wrote there."""
        try:
            stored = self._get(slot_key(slot))
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
        stored = self._get(key)
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
        self._set(key, text)
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
                self.known[slot] = self._get(slot_key(slot))
        raise StorageError(words.NO_FREE_SLOT)  # pragma: no cover - a hundred pages racing

    def rename(self, slot: str, label: str) -> None:
        """Change a loadable game's label (the save is rewritten with the same game).

        Like ``save``, refuses (StaleSlot) when this page holds an older text of the slot:
        renaming must not slip another page's newer moves under this page's feet.
        """
        stored = self._get(slot_key(slot))
        if stored is None:
            raise StorageError(words.NO_LONGER_SAVED_HERE)
        if slot in self.known and stored != self.known[slot]:
            raise StaleSlot(slot)
        saved = load_save(stored)
        before = saved.meta
        meta = {k: v for k, v in before.items() if k in ("handover", "selection", "viewer")}
        self.known[slot] = stored
        self.save(slot, saved.state, meta, updated=_number(before.get("saved")) or 0, label=label, table=saved.table)

    def delete(self, slot: str) -> None:
        """Remove a save (the player confirmed), damaged or not."""
        self._delete(slot_key(slot))
        self.known.pop(slot, None)
        if self.current_slot() == slot:
            self._delete(CURRENT_KEY)

    # --- loading ---------------------------------------------------------------------------

    def load(self, slot: str) -> Loaded | Broken | None:
        try:
            text = self._get(slot_key(slot))
        except StorageError:
            return None
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


def read_import(data: bytes | str, size: int | None = None) -> tuple[State, str, Table]:
    """The game in an imported file and the label it carries; SaveError says what is wrong.

    ``size`` is the file's size as the browser reports it, checked before anything else so a
    file of many megabytes is refused without being read.
    """
    if size is None:
        size = len(data.encode("utf-8", errors="replace")) if isinstance(data, str) else len(data)
    if size > MAX_SAVE_BYTES:
        raise too_big(size)
    saved = load_save(data)
    return saved.state, clean_label(saved.meta.get("label")), saved.table
