""""Your record" as HTML text: the figures per person and per computer level, each with a small
chart of recent results, then every game finished on this device, newest first.

Pure functions of the screen's state (``web.state.page.RecordScreen``); the figures come from
``web.state.record_format.figures``. Names read from the record (which anyone could have edited) go
through ``web.view.html.e`` like every text. Hooks the tests rely on: ``data-phase="record"``,
``data-person`` / ``data-level`` rows carrying their figures, ``data-game`` rows of the list.
"""

from __future__ import annotations

from typing import Callable, Sequence

from web.dom import RECORD_TITLE

from web.hooks import Command
from web.state.page import RecordScreen
from web.state.record_format import Book, Game, Line, RecordCode, Result, figures
from web.text import record as words
from web.text.names import decimal, seat_kind, variant, with_seat
from web.view.html import button, e, rules_button

When = Callable[[float], str]

BAR, GAP, TALL, HEAD = 10, 3, 28, 8  # the chart's bars: width, gap, tallest, room for the win marks


def chart_svg(recent: Sequence[Result], top: int) -> str:
    """Bars of the points of the last games, oldest first, on a scale up to ``top`` (the same
    for every chart of the screen, so they compare), each win marked with a dot above its bar
    (not by colour alone); its text alternative says every game's points and place."""
    top = max(top, 1)
    shapes = []
    for i, r in enumerate(recent):
        height = max(2, round(r.points / top * TALL))
        x, y = i * (BAR + GAP), HEAD + TALL - height
        shapes.append(
            f'<rect class="bar{" won" if r.won else ""}" x="{x}" y="{y}" width="{BAR}" height="{height}">'
            f"<title>{e(words.result(r))}</title></rect>"
        )
        if r.won:
            shapes.append(f'<circle class="win-mark" cx="{x + BAR / 2:g}" cy="{y - 4}" r="2.5"></circle>')
    width = max(1, len(recent) * (BAR + GAP) - GAP)
    said = e(words.chart(recent))
    return (
        f'<svg class="record-chart" role="img" aria-label="{said}" viewBox="0 0 {width} {HEAD + TALL}" '
        f'width="{width}" height="{HEAD + TALL}" focusable="false"><title>{said}</title>{"".join(shapes)}</svg>'
    )


def _figures_table(ident: str, heading: str, first: str, lines: Sequence[Line], top: int, *, levels: bool) -> str:
    head = "".join(
        f'<th scope="col">{e(label)}</th>'
        for label in (first, words.games(), words.wins(), words.best(), words.average(), words.recent())
    )
    rows = []
    for line in lines:
        hook = f'data-level="{e(line.key)}"' if levels else f'data-person="{e(line.key)}"'
        label = seat_kind(line.key) if levels else line.name
        rows.append(
            f'<tr {hook} data-games="{line.games}" data-wins="{line.wins}" data-best="{line.best}" '
            f'data-average="{line.average:.1f}"><th scope="row">{e(label)}</th>'
            f"<td>{line.games}</td><td>{line.wins}</td><td>{line.best}</td><td>{e(decimal(line.average))}</td>"
            f"<td>{chart_svg(line.recent, top)}</td></tr>"
        )
    return (
        f'<section class="record-figures" aria-labelledby="{ident}"><h3 id="{ident}">{e(heading)}</h3>'
        f'<div class="table-wrap"><table class="record-table" aria-labelledby="{ident}">'
        f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
        f'<p class="chart-key">{_key_swatches()}{e(words.chart_key(max(top, 1)))}</p></section>'
    )


def _key_swatches() -> str:
    """A bar and a won bar with its dot, as the charts draw them."""
    return (
        '<svg class="record-chart key" aria-hidden="true" viewBox="0 0 23 36" width="23" height="36" focusable="false">'
        f'<rect class="bar" x="0" y="{HEAD + 10}" width="{BAR}" height="{TALL - 10}"></rect>'
        f'<rect class="bar won" x="{BAR + GAP}" y="{HEAD + 4}" width="{BAR}" height="{TALL - 4}"></rect>'
        f'<circle class="win-mark in-key" cx="{BAR + GAP + BAR / 2:g}" cy="{HEAD}" r="2.5"></circle></svg>'
    )


def _player(p) -> str:
    who = with_seat(p.name, p.seat)  # a computer seat: "Banjo (computer, hard)"
    mark = f' <span class="won" aria-hidden="true" title="{e(words.won_mark())}">★</span>' if p.winner else ""
    return f'<li class="record-player{" winner" if p.winner else ""}">{e(words.placed(p.place, who, p.points))}{mark}</li>'


def _game_row(game: Game, when: When) -> str:
    players = "".join(_player(p) for p in game.ranked)
    winners = words.winners([p.name for p in game.winners])
    return (
        f'<tr class="record-game" data-game="{e(game.id)}" data-finished="{game.finished:.0f}">'
        f'<th scope="row">{e(when(game.finished))}</th><td>{e(variant(game.variant))}</td>'
        f'<td><ol class="record-players">{players}</ol></td><td class="record-winner">{e(winners)}</td></tr>'
    )


def _games_table(book: Book, when: When) -> str:
    head = "".join(f'<th scope="col">{e(label)}</th>' for label in (words.finished(), words.game(), words.players()))
    head += f'<th scope="col" class="record-winner">{e(words.winner())}</th>'  # a phone: the ★ in the list says it
    rows = "".join(_game_row(g, when) for g in book.newest_first)
    return (
        '<section class="record-list" aria-labelledby="record-games">'
        f'<h3 id="record-games">{e(words.finished_games())}</h3>'
        f'<div class="table-wrap"><table class="record-table record-games" aria-labelledby="record-games">'
        f"<thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table></div></section>"
    )


def _clearing(screen: RecordScreen) -> str:
    if screen.confirming:
        return (
            '<div class="record-clear"><div class="confirm" role="alertdialog" aria-labelledby="record-confirm">'
            f'<p id="record-confirm">{e(words.clear_for_good())}</p>'
            + button(Command.CLEAR_RECORD_CONFIRM, words.clear_it(), cls="danger")
            + button(Command.CLEAR_RECORD_CANCEL, words.keep_it())
            + "</div></div>"
        )
    return f'<div class="record-clear">{button(Command.CLEAR_RECORD, words.clear())}</div>'


def _body(screen: RecordScreen, when: When) -> str:
    found = screen.found
    if found is None:
        return ""  # read in the same step as the screen opens: never drawn in practice
    if not isinstance(found, Book):
        code = found.reason.code
        ours = isinstance(code, RecordCode)  # a stored value the page can clear (not a store that fails)
        return (
            '<div class="record-problem" role="alert" data-record="unreadable">'
            f"<p>{e(words.unreadable(found.reason))}</p>"
            f"<p>{e(words.kept_unreadable(code == RecordCode.TOO_NEW))}</p></div>"
            + (_clearing(screen) if ours else "")
        )
    if not found.games:
        return f'<p class="record-empty" data-record="empty">{e(words.nothing_yet())}</p>'
    stats = figures(found.games)
    top = max(r.points for line in stats.people + stats.levels for r in line.recent)
    out = []
    if stats.people:
        out.append(_figures_table("record-people", words.people(), words.name(), stats.people, top, levels=False))
    if stats.levels:
        levels = stats.levels
        out.append(_figures_table("record-levels", words.the_computer(), words.level_heading(), levels, top, levels=True))
    out.append(_games_table(found, when))
    out.append(_clearing(screen))
    return "".join(out)


def record_html(screen: RecordScreen, *, when: When) -> str:
    return (
        '<div class="record-screen" data-phase="record" id="record">'
        f'<div class="record-head"><h2 id="{RECORD_TITLE}" tabindex="-1">{e(words.your_record())}</h2>'
        f'<div class="form-buttons">{button(Command.CLOSE_RECORD, words.close(), cls="primary")}{rules_button()}</div></div>'
        f'<p class="record-about">{e(words.about())}</p>'
        f"{_body(screen, when)}"
        "</div>"
    )
