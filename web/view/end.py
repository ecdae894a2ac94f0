"""The end screen: the ranking, each score by source, and the game's log, as HTML text."""

from __future__ import annotations

from australia import SOURCES, WINDMILL, ProjectScored, State, Table, outcome, standings

from web.hooks import Command
from web.text import game as words
from web.text import log as log_words
from web.text import review as review_words
from web.text.names import ordinal, source
from web.view.board import render_board
from web.view.game import board_view, game_buttons
from web.view.html import button, e, record_button, seat_tag
from web.view.panels import log_html, names, swatch


def _projects_html(state: State, who) -> str:
    """Every project completed in the game, in order, with what each player scored by it."""
    lines = [log_words.brief(event, who) for entry in state.log for event in entry.events
             if isinstance(event, ProjectScored)]
    items = "".join(f"<li>{e(line)}</li>" for line in lines if line)
    body = f'<ol class="projects-done">{items}</ol>' if items else f"<p>{e(review_words.no_projects())}</p>"
    return (f'<details class="projects-list"><summary>{e(review_words.projects_done())} ({len(lines)})</summary>'
            f"{body}</details>")


def end_html(state: State, whole_log: bool = False, seats: Table | None = None, *, reviewable: bool = True) -> str:
    winners, tie_break = outcome(state)
    who = names(state)
    # Players are columns and sources rows, so five players still fit a phone's width.
    table = standings(state)
    head = "".join(
        f'<th scope="col" class="rank" data-player="{s.seat}" data-place="{s.place}" '
        f'data-points="{s.points}"><span class="place">{e(ordinal(s.place))}</span>'
        f"{swatch(state.players[s.seat].colour)}<span class=\"rank-name\">{e(who[s.seat])}</span>"
        f"{seat_tag(seats.seats[s.seat] if seats is not None else None)}</th>"
        for s in table
    )
    body = []
    for src in (src for src in SOURCES if state.is_full or src != WINDMILL):
        cells = "".join(
            f'<td data-player="{s.seat}" data-source="{src.value}">{state.players[s.seat].points_by_source[src]}</td>'
            for s in table
        )
        body.append(f'<tr><th scope="row">{e(source(src))}</th>{cells}</tr>')
    totals = "".join(f'<td data-player="{s.seat}" data-total="true">{s.points}</td>' for s in table)
    body.append(f'<tr class="total"><th scope="row">{e(words.total())}</th>{totals}</tr>')
    tie = (
        f'<p class="tie-break" data-tie-break="{"true" if tie_break else "false"}">'
        f"{e(log_words.tie_break_note(tie_break, len(winners) > 1))}</p>"
    )
    return (
        f'<div class="game final" data-phase="over" data-current="{state.current}">'
        '<section class="final-panel" id="final">'
        f'<h2 class="headline">{e(log_words.headline(winners, who))}</h2>{tie}'
        f'<div class="table-wrap"><table class="ranking"><caption>{e(words.ranking_caption())}</caption>'
        f'<thead><tr><th scope="col">{e(words.place())}</th>{head}</tr></thead>'
        f'<tbody>{"".join(body)}</tbody></table></div>'
        f"{_projects_html(state, who)}"
        '<p class="end-buttons">'
        + button(Command.PLAY_AGAIN, words.play_again(), cls="primary")
        + button(Command.REPLAY_CURRENT, words.replay_game())
        + (button(Command.REVIEW_CURRENT, review_words.open_button()) if reviewable else "")
        + record_button()
        + f"{game_buttons()}</p>"
        "</section>"
        f'<div class="board-wrap" id="board">{render_board(board_view(state, None))}</div>'
        f'<section class="log-panel" id="log">{log_html(state, whole_log)}</section>'
        "</div>"
    )
