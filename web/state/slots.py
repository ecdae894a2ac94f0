"""Saved games as the page sees them: what a slot holds, a game's title, labels and file names.

The store itself (the browser's localStorage) is an adapter of the browser shell
(``web.browser.store``); what it reads and writes reaches the page's state as the values
below, through the outcome messages of the page's effects (``web.messages``). Everything
here is pure: no store, no words (``web.text.saves`` words titles and details).
"""

from __future__ import annotations

import re
import time
import unicodedata

from australia import MAX_SAVE_BYTES, Code, Reason, SaveError, State, Table, load_save

from web.values import Value

LABEL_MAX = 40  # characters of a label a player types
SLOT_ID = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


class Title(Value):
    """How a saved game is named: the label a player gave it, else its players ("Ann vs Ben");
    ``copied`` is when a copy was made of it (two versions kept, or imported twice)."""

    label: str = ""
    players: tuple[str, ...] = ()
    copied: float | None = None


class Loaded(Value):
    slot: str
    state: State
    meta: dict
    seats: Table | None = None

    @property
    def title(self) -> Title:
        return Title(clean_label(self.meta.get("label")), tuple(p.name for p in self.state.players), copied_at(self.meta))


class Broken(Value):
    """A save that is there but does not load; kept untouched for the player to rescue."""

    slot: str
    reason: Reason


class Unchanged(Value):
    """The slot holds exactly what this page last read or wrote there."""

    slot: str


class SlotInfo(Value):
    """One line of the saved-games list, read from the save without replaying it."""

    id: str
    players: tuple[str, ...] = ()
    variant: str = ""
    label: str = ""
    round: int | None = None
    saved: float | None = None
    over: bool = False
    damaged: Reason | None = None  # why the save does not load (None when it does)
    copied: float | None = None
    seats: tuple[str, ...] = ()  # who sits at each seat (person or a computer level), if known

    @property
    def title(self) -> Title:
        return Title(self.label, self.players, self.copied)


def clean_label(text: object) -> str:
    """A label as kept: one line of printable text, at most LABEL_MAX characters."""
    if not isinstance(text, str):
        return ""
    kept = "".join(" " if unicodedata.category(c)[0] in "CZ" else c for c in text)
    return " ".join(kept.split())[:LABEL_MAX].strip()


def number(value: object) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def copied_at(meta: dict) -> float | None:
    """When the game in this save was copied from another (``meta.copy``), if it was."""
    return number(meta.get("copy")) if isinstance(meta, dict) else None


def too_big(size: int) -> SaveError:
    return SaveError(Reason(Code.SAVE_TOO_BIG, size=size, limit=MAX_SAVE_BYTES))


def export_name(players, saved: float | None, *, damaged: bool = False) -> str:
    """``australia-<players>-<date>.json``, with only letters, digits and dashes."""
    joined = "-".join(str(p) for p in players)
    slug = re.sub(r"[^a-z0-9]+", "-", unicodedata.normalize("NFKD", joined).encode("ascii", "ignore").decode().lower())
    slug = slug.strip("-")[:60].strip("-") or "game"
    date = time.strftime("%Y-%m-%d", time.gmtime(saved if saved else 0))
    return f"australia-{'damaged-' if damaged else ''}{slug}-{date}.json"


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
