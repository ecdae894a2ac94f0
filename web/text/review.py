"""The review of a finished game in words (the analysis is the engine's:
``australia.computer.review``)."""

from __future__ import annotations

from web.text.i18n import N_, _, ngettext, tr
from web.text.names import listing

_LABELS = {
    "best": N_("best"),
    "good": N_("good"),
    "inaccuracy": N_("inaccuracy"),
    "mistake": N_("mistake"),
    "blunder": N_("blunder"),
}


def title(game: str) -> str:
    return _("Review: {game}").format(game=game)


def open_button() -> str:
    return _("Review this game")


def close() -> str:
    return _("Close the review")


def about() -> str:
    return _(
        "How each player's prospects went, what luck and decisions gave them, and what the "
        "computer (hard) would have played instead. Each move is judged from what its player "
        "could see then, never with hindsight."
    )


def working(done: float) -> str:
    return _("Reviewing the decisions: {percent} %").format(percent=round(done * 100))


def working_course() -> str:
    return _("Going over the game…")


def stopped(detail: str) -> str:
    return _("The review stopped: {detail}").format(detail=detail)


def luck_heading() -> str:
    return _("Luck and decisions")


def luck(name: str, margin: int, deal: int, chance: int, own: int, rivals: int) -> str:
    """A player's final margin split into what gave it (whole points that add up to it)."""
    if margin < 0:
        said = _("{name} lost by {points}").format(name=name, points=-margin)
    elif margin > 0:
        said = _("{name} won by {points}").format(name=name, points=margin)
    else:
        said = _("{name} finished level with the best of the others").format(name=name)
    return _(
        "{said}: the deal gave {deal}, the cards drawn and tiles turned up {chance}, their own "
        "decisions {own} and the rivals' decisions {rivals}."
    ).format(said=said, deal=signed(deal), chance=signed(chance), own=signed(own), rivals=signed(rivals))


def signed(points: int) -> str:
    return f"+{points}" if points > 0 else (f"−{-points}" if points < 0 else "0")


def luck_columns() -> tuple[str, ...]:
    return (_("Player"), _("Margin"), _("Deal"), _("Draws and tiles"), _("Own decisions"), _("Rivals' decisions"))


def luck_explained() -> str:
    return _(
        "Margin: points less the best of the others'. Each part is how much that player's "
        "expected final margin changed, as they could judge it, with the deal, with the cards "
        "they drew and the tiles turned up, with their own decisions and with the others'."
    )


def chart_heading() -> str:
    return _("The game as it went")


def points_chart(rounds: int) -> str:
    return ngettext("Points after each round ({n} round)", "Points after each round ({n} rounds)", rounds).format(n=rounds)


def margin_chart() -> str:
    return _("Expected final margin after each round, as each player could judge it")


def chart_table() -> str:
    return _("The charts as a table")


def round_column() -> str:
    return _("Round")


def points_of(name: str) -> str:
    return _("{name}: points").format(name=name)


def expected_of(name: str) -> str:
    return _("{name}: expected margin").format(name=name)


def turning_heading() -> str:
    return _("Turning points")


def turning(round_: int, name: str, swing: float) -> str:
    return _("Round {round}, {name}'s move: a swing of {points} points").format(
        round=round_, name=name, points=f"{swing:.1f}")


def decisions_heading() -> str:
    return _("Decisions")


def whose(name: str) -> str:
    return _("{name}'s decisions").format(name=name)


def summary(name: str, reviewed: int, lost: float, mistakes: int, blunders: int) -> str:
    said = ngettext("{name}: {n} decision reviewed", "{name}: {n} decisions reviewed", reviewed).format(
        name=name, n=reviewed)
    return _("{said}, {points} points lost against the computer's choices (mistakes: {mistakes}, blunders: {blunders}).").format(
        said=said, points=f"{lost:.1f}", mistakes=mistakes, blunders=blunders)


def key_heading() -> str:
    return _("Key moments")


def no_key_moments() -> str:
    return _("No decision lost a point or more against the computer's choice.")


def moment(round_: int, label: str, loss: float) -> str:
    return _("Round {round}: {label}, {points} points lost").format(
        round=round_, label=tr(_LABELS.get(label, label)), points=f"{loss:.1f}")


def played(advice: str) -> str:
    return _("Played: {advice}.").format(advice=advice)


def instead(advice: str) -> str:
    return _("The computer would: {advice}.").format(advice=advice)


def label(name: str) -> str:
    return tr(_LABELS.get(name, name))


def show_board() -> str:
    return _("Show the board")


def try_again() -> str:
    return _("Try again from here")


def every_decision() -> str:
    return _("Every decision")


def decision_columns() -> tuple[str, ...]:
    return (_("Round"), _("Played"), _("Judged"), _("Points lost"))


def thresholds() -> str:
    return _("Judged by the points lost: under 1 good, from 1 an inaccuracy, from 3 a mistake, from 8 a blunder.")


def projects_done() -> str:
    return _("Projects completed, and who scored what")


def no_projects() -> str:
    return _("No project was completed.")


def hands_title() -> str:
    return _("Every hand (the game is over: nothing is secret)")


def hand(name: str, cards: list[str]) -> str:
    if not cards:
        return _("{name}: no cards").format(name=name)
    return _("{name}: {cards}").format(name=name, cards=listing(cards))
