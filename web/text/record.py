""""Your record" in words: the screen of the games finished on this device, its figures and
its chart, why the record cannot be read, and clearing it."""

from __future__ import annotations

from typing import Callable, Sequence

from australia import Reason

from web.state.record_format import RecordCode, Result
from web.text.i18n import _, ngettext
from web.text import page as page_words
from web.text.names import listing, ordinal, points, together
from web.text.reasons import why


def your_record() -> str:
    """The screen's title, and the button that opens it (a word of the page's top bar)."""
    return page_words.your_record()


def close() -> str:
    return _("Close the record")


def about() -> str:
    return _(
        "Every game finished on this device, with how each person and each level of the "
        "computer has done. It is kept in this browser apart from the saved games: deleting "
        "a saved game does not change it."
    )


def nothing_yet() -> str:
    return _("No game has been finished on this device yet. When a game ends here, it is added to your record.")


def people() -> str:
    return _("People")


def the_computer() -> str:
    return _("The computer")


def finished_games() -> str:
    return _("Finished games")


def name() -> str:
    return _("Name")


def level_heading() -> str:
    return _("Level")


def games() -> str:
    return _("Games")


def wins() -> str:
    return _("Wins")


def best() -> str:
    return _("Best")


def average() -> str:
    return _("Average")


def recent() -> str:
    return _("Recent games")


def finished() -> str:
    return _("Finished")


def game() -> str:
    return _("Game")


def players() -> str:
    return _("Players")


def winner() -> str:
    return _("Winner")


def placed(place: int, who: str, score: int) -> str:
    """One player of a finished game: "1st Ann, 52 points"."""
    return _("{place} {name}, {points}").format(place=ordinal(place), name=who, points=points(score))


def winners(names: Sequence[str]) -> str:
    """Who won a finished game (two or more shared the win)."""
    if len(names) == 1:
        return names[0]
    return _("{names} (shared)").format(names=together(names))


def result(r: Result) -> str:
    if r.won:
        return _("{points} (won)").format(points=r.points)
    return _("{points} ({place})").format(points=r.points, place=ordinal(r.place))


def chart(results: Sequence[Result]) -> str:
    """The chart of recent results for a screen reader: every game's points and place."""
    said = listing([result(r) for r in results])
    n = len(results)
    return ngettext("Last game: {results}", "Last {n} games, oldest first: {results}", n).format(n=n, results=said)


def chart_key(top: int) -> str:
    """Under the figures: how to read the small charts."""
    return _(
        "Recent: one bar per game, oldest first, as tall as its points (the tallest bar on this screen: {top} "
        "points); a dot over a bar marks a win. Point at a bar for its points."
    ).format(top=top)


def won_mark() -> str:
    """Beside a winner in the list of finished games (their name is in the Winner column too)."""
    return _("won")


# --- the record that cannot be read, and clearing it ------------------------------------------


def _refused(reason: Reason) -> str:
    detail = reason.get("detail")
    text = _("the browser refused to write to its storage")
    return _("{text} ({detail})").format(text=text, detail=detail) if detail else text


# Why the record cannot be read, by its code (``web.state.record_format.RecordCode``).
_PROBLEM: dict[str, Callable[[Reason], str]] = {
    RecordCode.NOT_JSON: lambda reason: _("it is not valid JSON"),
    RecordCode.NOT_OURS: lambda reason: _("it is not a record of this game"),
    RecordCode.NO_SCHEMA: lambda reason: _("it has no valid version number"),
    RecordCode.TOO_NEW: lambda reason: _(
        "it was written by a newer version of this game (record format {schema}; this version "
        "reads format {supported} and older)"
    ).format(schema=reason["schema"], supported=reason["supported"]),
    RecordCode.DAMAGED: lambda reason: _("it is damaged (at {field})").format(field=reason["field"]),
    RecordCode.REFUSED: _refused,
}


def problem(reason: Reason) -> str:
    """Why the record cannot be read or a game could not be added to it, starting lower case."""
    return _PROBLEM.get(reason.code, why)(reason)


def unreadable(reason: Reason) -> str:
    return _("Your record cannot be read: {problem}.").format(problem=problem(reason))


def kept_unreadable(too_new: bool) -> str:
    if too_new:
        return _(
            "It is kept as it is. Open the newest version of the game to see it, or clear it "
            "to start a new record here; until then, games finished here are not added to it."
        )
    return _("It is kept as it is, and games finished here are not added to it until it is cleared.")


def clear() -> str:
    return _("Clear the record…")


def clear_for_good() -> str:
    return _(
        "Clear your whole record? Every finished game listed here is forgotten for good; the saved "
        "games are not touched."
    )


def clear_it() -> str:
    return _("Clear it")


def keep_it() -> str:
    return _("Keep it")


def not_recorded(reason: Reason) -> str:
    return _("This game was not added to your record: {problem}.").format(problem=problem(reason))


def cleared() -> str:
    return _("Your record was cleared.")


def not_cleared(reason: Reason) -> str:
    return _("Your record was not cleared: {problem}.").format(problem=why(reason))
