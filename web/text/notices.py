"""What the page says above its screens, in words: notices, problems, and the banners.

The page's state keeps each message as data (``web.state.notices``: a code and its
parameters); this module words it when the screen is drawn, so a message shown before the
language was switched is shown again in the new one.
"""

from __future__ import annotations

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


def said(r: Reason) -> str:  # noqa: C901 - one branch per message
    """A notice or a problem of the page (``web.state.notices``), as a sentence."""
    code = r.code
    # problems
    if code == Problem.NOT_LOADED:
        return _("That game could not be loaded: {problem}. It is kept aside, unchanged.").format(problem=why(r["reason"]))
    if code == Problem.GONE_FROM_STORE:
        return _("That game is no longer saved here (was it deleted in another tab?).")
    if code == Problem.UNSAVED_MOVES:
        return _(
            "The game on the table has moves that could not be saved. Export it first (Export "
            "this game), or delete old saved games to make room."
        )
    if code == Problem.RENAME_STALE:
        return _("That game was changed in another tab; its name was not changed. Try again.")
    if code == Problem.NOT_RENAMED:
        return _("That game could not be renamed: {problem}.").format(problem=why(r["reason"]))
    if code == Problem.NAME_NOT_SAVED:
        return _("The name was not saved: {problem}.").format(problem=why(r["problem"]))
    if code == Problem.NOT_DELETED:
        return _("The game was not deleted: {problem}.").format(problem=why(r["problem"]))
    if code == Problem.NO_LONGER_SAVED:
        return _("That game is no longer saved here.")
    if code == Problem.NOT_IMPORTED:
        return _("{file} was not imported: {problem}.").format(file=file_name(r["name"]), problem=_problem(r["reason"]))
    if code == Problem.NOT_SAVED:
        return _(
            "This game is not saved: {problem}. Play goes on; export the game to keep it, "
            "or delete old saved games to make room."
        ).format(problem=why(r["problem"]))
    if code == Problem.RECORD_NOT_CLEARED:
        return record.not_cleared(r["problem"])
    if code == Problem.COMPUTER_STOPPED:
        return _with_detail(_("The computer stopped thinking before it chose a move. Your game is saved."), r["detail"])
    # notices
    if code == Notice.SAVED_AGAIN:
        return _("This game was deleted in another tab; it is saved again here as a new game.")
    if code == Notice.BOTH_KEPT:
        label = _("{title} (copy)").format(title=title(r["title"]))
        return _("{why} Both versions are kept: the game here is now saved as “{label}”.").format(
            why=_why_kept(r["why"]), label=label
        )
    if code == Notice.MOVED_ON_ELSEWHERE:
        return _("This game was moved on in another tab: this is its latest position.")
    if code == Notice.DELETED_ELSEWHERE:
        return _(
            "This game was deleted in another tab. It stays open here; your next move saves it "
            "again as a new game."
        )
    if code == Notice.RENAMED:
        return _("Renamed to “{label}”.").format(label=r["label"]) if r["label"] else _("The name was cleared.")
    if code == Notice.DELETED:
        return _("The saved game was deleted.")
    if code == Notice.EXPORTED:
        return _("Exported as {file}.").format(file=r["file"])
    if code == Notice.IMPORTED:
        return _("{file} was imported as a new saved game.").format(file=file_name(r["name"]))
    if code == Notice.NOT_RECORDED:
        return record.not_recorded(r["problem"])
    if code == Notice.RECORD_CLEARED:
        return record.cleared()
    if code == Notice.IMPORTED_AGAIN:
        return _("{file} holds the same game as “{title}”, saved already: it was imported as a copy, marked as such.").format(
            file=file_name(r["name"]), title=title(r["title"])
        )
    raise KeyError(code)


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
