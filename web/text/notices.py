"""What the page says above its screens, in words: notices, problems, and the banners.

The page's state keeps each message as data (``web.state.notices``: a code and its
parameters); this module words it when the screen is drawn, so a message shown before the
language was switched is shown again in the new one.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Callable

from australia import Reason

from web.state.notices import Notice, Problem
from web.text import record
from web.text.i18n import _
from web.text.reasons import why
from web.text.saves import file_name, title


def _with_detail(text: str, detail: object) -> str:
    return _("{text} ({detail})").format(text=text, detail=detail) if detail else text


def _problem(reason: Reason) -> str:
    """The reason inside a problem ("… was not imported: <this>")."""
    if reason.code == Problem.FILE_UNREADABLE:
        return _("the browser could not read it ({detail})").format(detail=reason["detail"])
    return why(reason)


def _why_kept(code: Notice) -> str:
    return {
        Notice.CHANGED_AT_ONCE: _("This game was changed in another tab at the same time."),
        Notice.CHANGED_WHILE_UNSAVED: _("This game was changed in another tab while its moves here were not saved."),
        Notice.DAMAGED_ELSEWHERE: _("This game's save was damaged in another tab; it is kept aside."),
    }[code]


def _both_kept(r: Reason) -> str:
    label = _("{title} (copy)").format(title=title(r["title"]))
    return _("{why} Both versions are kept: the game here is now saved as “{label}”.").format(
        why=_why_kept(r["why"]), label=label
    )


def _renamed(r: Reason) -> str:
    return _("Renamed to “{label}”.").format(label=r["label"]) if r["label"] else _("The name was cleared.")


# Each notice and problem of the page (``web.state.notices``), as the sentence that says it.
_SAID: dict[StrEnum, Callable[[Reason], str]] = {
    # problems
    Problem.NOT_LOADED: lambda r: _("That game could not be loaded: {problem}. It is kept aside, unchanged.").format(
        problem=why(r["reason"])
    ),
    Problem.GONE_FROM_STORE: lambda r: _("That game is no longer saved here (was it deleted in another tab?)."),
    Problem.UNSAVED_MOVES: lambda r: _(
        "The game on the table has moves that could not be saved. Export it first (Export "
        "this game), or delete old saved games to make room."
    ),
    Problem.RENAME_STALE: lambda r: _("That game was changed in another tab; its name was not changed. Try again."),
    Problem.NOT_RENAMED: lambda r: _("That game could not be renamed: {problem}.").format(problem=why(r["reason"])),
    Problem.NAME_NOT_SAVED: lambda r: _("The name was not saved: {problem}.").format(problem=why(r["problem"])),
    Problem.NOT_DELETED: lambda r: _("The game was not deleted: {problem}.").format(problem=why(r["problem"])),
    Problem.NO_LONGER_SAVED: lambda r: _("That game is no longer saved here."),
    Problem.NOT_IMPORTED: lambda r: _("{file} was not imported: {problem}.").format(
        file=file_name(r["name"]), problem=_problem(r["reason"])
    ),
    Problem.NOT_SAVED: lambda r: _(
        "This game is not saved: {problem}. Play goes on; export the game to keep it, "
        "or delete old saved games to make room."
    ).format(problem=why(r["problem"])),
    Problem.RECORD_NOT_CLEARED: lambda r: record.not_cleared(r["problem"]),
    Problem.COMPUTER_STOPPED: lambda r: _with_detail(
        _("The computer stopped thinking before it chose a move. Your game is saved."), r["detail"]
    ),
    # notices
    Notice.SAVED_AGAIN: lambda r: _("This game was deleted in another tab; it is saved again here as a new game."),
    Notice.BOTH_KEPT: _both_kept,
    Notice.MOVED_ON_ELSEWHERE: lambda r: _("This game was moved on in another tab: this is its latest position."),
    Notice.DELETED_ELSEWHERE: lambda r: _(
        "This game was deleted in another tab. It stays open here; your next move saves it "
        "again as a new game."
    ),
    Notice.RENAMED: _renamed,
    Notice.DELETED: lambda r: _("The saved game was deleted."),
    Notice.DEVICE_JOINED: lambda r: _("{name}’s device is connected.").format(name=r["name"]),
    Notice.DEVICE_LEFT: lambda r: _(
        "{name}’s device is no longer connected. Invite it again, or let a person here or the computer play {name}’s seat."
    ).format(name=r["name"]),
    Notice.STUN_SET: lambda r: _(
        "Invitations from now on ask {address} for this device’s address on the internet; the invited devices ask it too."
    ).format(address=r["address"]),
    Notice.STUN_CLEARED: lambda r: _("Invitations from now on work on this network only, and contact no server."),
    Notice.EXPORTED: lambda r: _("Exported as {file}.").format(file=r["file"]),
    Notice.IMPORTED: lambda r: _("{file} was imported as a new saved game.").format(file=file_name(r["name"])),
    Notice.NOT_RECORDED: lambda r: record.not_recorded(r["problem"]),
    Notice.RECORD_CLEARED: lambda r: record.cleared(),
    Notice.IMPORTED_AGAIN: lambda r: _(
        "{file} holds the same game as “{title}”, saved already: it was imported as a copy, marked as such."
    ).format(file=file_name(r["name"]), title=title(r["title"])),
}


def said(r: Reason) -> str:
    """A notice or a problem of the page (``web.state.notices``), as a sentence."""
    return _SAID[r.code](r)


def storage_unavailable() -> str:
    return _(
        "This browser does not let the page keep saved games (storage is turned off, or this "
        "is a private window). You can play on, but to keep a game, export it."
    )


def something_went_wrong() -> str:
    return _(
        "Something went wrong; your game is saved. You can play on, export the game, or "
        "reload the page."
    )


def page_broken() -> str:
    return _("The page could not be drawn. Your game is saved: reload the page to resume it.")


def reload() -> str:
    return _("Reload")
