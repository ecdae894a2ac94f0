"""Saved games in a key/value store (the browser's localStorage, or a dict in the tests).

Layout of the keys, made for several save slots:

* ``australia.slots``     -- JSON index: a list of ``{"id", "label", "updated", "over"}``
* ``australia.slot.<id>`` -- the save text of one game (``australia.dump_game``)
* ``australia.current``   -- the id of the game on the table

The store is injected: anything with ``get(key)`` (None when absent), ``__setitem__`` and
``__delitem__`` will do. A save that fails to load is never overwritten or deleted here:
starting a new game always writes a fresh slot, and only a game that loaded may be
discarded.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from australia import SaveError, dump_game, load_game
from australia.save import parse_save
from australia.state import State

PREFIX = "australia."
SLOTS_KEY = PREFIX + "slots"
CURRENT_KEY = PREFIX + "current"
SLOT_PREFIX = PREFIX + "slot."


class StorageError(Exception):
    """The store refused to keep a save (full, or disabled by the browser)."""


@dataclass(frozen=True)
class Loaded:
    slot: str
    state: State
    meta: dict


@dataclass(frozen=True)
class Broken:
    """A save that is there but does not load; kept untouched for the player to rescue."""

    slot: str
    message: str


def slot_key(slot: str) -> str:
    return SLOT_PREFIX + slot


class Storage:
    def __init__(self, store) -> None:
        self.store = store

    # --- the index -------------------------------------------------------------------------

    def slots(self) -> list[dict]:
        raw = self.store.get(SLOTS_KEY)
        if not raw:
            return []
        try:
            data = json.loads(raw)
        except (TypeError, ValueError):
            return []
        return [s for s in data if isinstance(s, dict) and isinstance(s.get("id"), str)] if isinstance(data, list) else []

    def _write_index(self, slots: list[dict]) -> None:
        self._set(SLOTS_KEY, json.dumps(slots, ensure_ascii=False, separators=(",", ":")))

    def _set(self, key: str, value: str) -> None:
        try:
            self.store[key] = value
        except Exception as error:  # localStorage raises QuotaExceededError and the like
            raise StorageError(f"the browser refused to save the game ({error})") from None

    def new_slot_id(self) -> str:
        taken = {s["id"] for s in self.slots()}
        n = 1
        while f"g{n}" in taken or self.store.get(slot_key(f"g{n}")) is not None:
            n += 1
        return f"g{n}"

    def current_slot(self) -> str | None:
        slot = self.store.get(CURRENT_KEY)
        return slot if isinstance(slot, str) and slot else None

    # --- saving ----------------------------------------------------------------------------

    def save(self, slot: str, state: State, meta: dict | None = None, *, updated: float = 0) -> None:
        """Write the game into its slot, list it in the index and make it the current one."""
        self._set(slot_key(slot), dump_game(state, meta))
        entry = {
            "id": slot,
            "label": " vs ".join(p.name for p in state.players) + f" ({state.config.variant} game)",
            "updated": updated,
            "over": state.is_over,
        }
        slots = [s for s in self.slots() if s["id"] != slot]
        slots.append(entry)
        self._write_index(slots)
        if self.current_slot() != slot:
            self._set(CURRENT_KEY, slot)

    def discard(self, slot: str) -> None:
        """Remove a game that loaded (the player confirmed starting another)."""
        key = slot_key(slot)
        try:
            del self.store[key]
        except KeyError:
            pass
        self._write_index([s for s in self.slots() if s["id"] != slot])
        if self.current_slot() == slot:
            try:
                del self.store[CURRENT_KEY]
            except KeyError:
                pass

    # --- loading ---------------------------------------------------------------------------

    def load(self, slot: str) -> Loaded | Broken | None:
        text = self.store.get(slot_key(slot))
        if text is None:
            return None
        try:
            meta = parse_save(text).get("meta") or {}
            state = load_game(text)
        except SaveError as error:
            return Broken(slot, str(error))
        return Loaded(slot, state, meta)

    def load_current(self) -> Loaded | Broken | None:
        slot = self.current_slot()
        return None if slot is None else self.load(slot)
