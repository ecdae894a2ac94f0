"""The saved-games screen and the replay screen, as HTML text.

Pure functions of the page's state: every label, player name and message read from a save
(which may come from a file anyone wrote) goes through ``web.view.html.e``. A saved game's
buttons carry its slot as their argument (``data-command="open" data-arg="g2"``).
"""

from __future__ import annotations

from typing import Callable

from web.dom import IMPORT_INPUT, REPLAY_SLIDER, SLOT_LABEL

from web.hooks import Command
from web.state.page import SavedScreen
from web.state.replay import Replay
from web.state.slots import LABEL_MAX, SlotInfo
from web.text import page as page_words
from web.text import review as review_words
from web.text import saves as words
from web.text.game import cancel, round_of
from web.text.log import entry_lines, ended_turn
from web.text.names import card, listing, with_seat
from web.text.page import offline_status, persisted, quick_start
from web.text.reasons import why
from web.view.board import render_board
from web.view.game import board_view
from web.view.html import button, command_attrs, e, rules_button
from web.view.panels import log_html, players_html, tracks_html

When = Callable[[float], str]


def _details(info: SlotInfo, when: When) -> str:
    return words.slot_details(
        len(info.players), info.variant, info.over, info.round, when(info.saved) if info.saved else None
    )


def slot_html(info: SlotInfo, *, when: When, current: bool, screen: SavedScreen) -> str:
    sid = info.id
    attrs = f'class="slot{" damaged" if info.damaged else ""}{" current" if current else ""}" data-slot="{e(sid)}"'
    if info.damaged:
        head = f'<h3 class="slot-title">{e(words.damaged_save())}</h3>'
        body = f'<p class="save-error">{e(why(info.damaged))}</p><p class="slot-note">{e(words.kept_aside())}</p>'
        buttons = button(Command.EXPORT, words.export(), arg=sid) + button(Command.DELETE, words.delete(), arg=sid)
    else:
        tag = f' <span class="tag-current">{e(words.on_the_table())}</span>' if current else ""
        copied = when(info.copied) if info.copied else None  # 0: a copy from before copies were dated
        copy = f' <span class="tag-copy">{e(words.copy_note(copied))}</span>' if info.copied is not None else ""
        head = f'<h3 class="slot-title">{e(words.title(info.title))}{tag}{copy}</h3>'
        kinds = info.seats or (None,) * len(info.players)
        who = listing([with_seat(name, kind) for name, kind in zip(info.players, kinds)])
        body = f'<p class="slot-players">{e(who)}</p><p class="slot-details">{e(_details(info, when))}</p>'
        buttons = (
            button(Command.OPEN, words.open_label(), arg=sid, cls="primary")
            + button(Command.REPLAY, words.replay_label(), arg=sid)
            + (button(Command.REVIEW, review_words.open_button(), arg=sid) if info.over else "")
            + button(Command.RENAME, words.rename(), arg=sid)
            + button(Command.EXPORT, words.export(), arg=sid)
            + button(Command.DELETE, words.delete(), arg=sid)
        )
    if screen.renaming == sid and not info.damaged:
        draft = screen.draft if screen.draft is not None else words.title(info.title)
        buttons = (
            f'<label class="rename">{e(words.new_name())} <input type="text" data-field="label" maxlength="{LABEL_MAX}" '
            f'autocomplete="off" value="{e(draft)}" {SLOT_LABEL}="{e(sid)}"></label>'
            + button(Command.RENAME_SAVE, words.save_name(), arg=sid, cls="primary")
            + button(Command.RENAME_CANCEL, cancel(), arg=sid)
        )
    if screen.deleting == sid:
        what = words.this_damaged_save() if info.damaged else words.quoted(words.title(info.title))
        buttons = (
            f'<div class="confirm" role="alertdialog" aria-labelledby="confirm-{e(sid)}">'
            f'<p id="confirm-{e(sid)}">{e(words.delete_for_good(what))}</p>'
            + button(Command.DELETE_CONFIRM, words.delete_it(), arg=sid, cls="danger")
            + button(Command.DELETE_CANCEL, words.keep_it(), arg=sid)
            + "</div>"
        )
    return f'<li {attrs}>{head}{body}<div class="slot-buttons">{buttons}</div></li>'


def saved_games_html(
    screen: SavedScreen,
    *,
    when: When,
    current: str | None,
    has_game: bool,
    offline: tuple[str, bool | None],
    quick: str = "unavailable",
) -> str:
    if screen.slots:
        items = "".join(slot_html(s, when=when, current=s.id == current, screen=screen) for s in screen.slots)
        listing = f'<ul class="slots">{items}</ul>'
    else:
        listing = f'<p class="slots-empty">{e(words.no_saves())}</p>'
    back = (
        f'<button type="button" {command_attrs(Command.BACK_TO_GAME)}>{e(page_words.back_to_game())}</button>'
        if has_game
        else ""
    )
    status, granted = offline
    flag = "unknown" if granted is None else str(granted).lower()
    return (
        '<div class="saved-games" data-phase="saved" id="saved">'
        f'<div class="saved-head"><h2>{e(words.saved_games())}</h2>'
        f'<div class="form-buttons"><button type="button" {command_attrs(Command.NEW_GAME)}>{e(page_words.new_game())}</button>'
        f"{back}{rules_button()}</div></div>"
        f"{listing}"
        '<section class="import" aria-labelledby="import-title">'
        f'<h2 id="import-title">{e(words.import_title())}</h2>'
        f'<label class="import-pick">{e(words.choose_file())} <input type="file" id="{IMPORT_INPUT}" '
        'accept=".json,application/json"></label>'
        f'<p class="drop-hint">{e(words.drop_hint())}</p>'
        "</section>"
        f'<p class="where">{e(words.where_saved())}</p>'
        f'<p class="offline-status" id="offline-status" data-offline="{e(status)}" data-persisted="{flag}">'
        f"{e(offline_status(status))} {e(persisted(granted))}</p>"
        f'<p class="quick-status" id="quick-status" data-quickstart="{e(quick)}">{e(quick_start(quick))}</p>'
        "</div>"
    )


# --- the replay ---------------------------------------------------------------------------------


def slider_html(r: Replay) -> str:
    """A slider over every step of the game: drag it, or arrows, Home and End once focused.

    The page jumps as it moves: the browser shell turns its ``input`` and ``change`` events
    into ``web.messages.ReplayTo``, and redraws the replay around it (the slider stays the
    element being dragged)."""
    return (
        f'<p class="replay-slider"><label for="{REPLAY_SLIDER}">{e(words.go_to_step())}</label>'
        f'<input type="range" id="{REPLAY_SLIDER}" min="0" max="{r.total}" step="1" value="{r.step}" '
        f'aria-valuetext="{e(words.step_of(r.step, r.total))}"></p>'
    )


# The parts of the replay screen that show its step (everything but the slider itself), by the
# selector the page finds each with: a step redraws these around the slider being dragged.
REPLAY_PARTS = (".counter", ".replay-buttons", ".replay-where", ".replay-step", "#board", ".replay > .side")


def replay_parts(r: Replay) -> dict[str, str]:
    """The markup of each of ``REPLAY_PARTS`` at the replay's step."""
    state = r.state
    if r.step == 0:
        lines = [words.set_up()]
    else:
        entry = state.log[r.step - 1]
        lines = entry_lines(entry, [p.name for p in state.players]) or [ended_turn(state.players[entry.player].name)]
    at_start, at_end = r.step == 0, r.step == r.total

    def step_button(command: Command, label: str, off: bool, key: str) -> str:
        extra = (' aria-disabled="true"' if off else "") + f' aria-keyshortcuts="{key}"'
        return button(command, label, extra=extra)

    buttons = (
        step_button(Command.REPLAY_FIRST, words.first(), at_start, "Home")
        + step_button(Command.REPLAY_BACK, words.back(), at_start, "ArrowLeft")
        + step_button(Command.REPLAY_FORWARD, words.forward(), at_end, "ArrowRight")
        + step_button(Command.REPLAY_LAST, words.last(), at_end, "End")
    )
    whose = "" if state.is_over else words.to_play(state.player.name)
    parts = (
        f'<p class="counter" aria-live="polite">{e(words.step_of(r.step, r.total))}</p>',
        f'<div class="replay-buttons" role="group" aria-label="{e(words.step_through())}">{buttons}'
        + button(Command.CLOSE_REPLAY, words.close_replay())
        + (button(Command.REVIEW_CURRENT, review_words.open_button()) if r.over else "")
        + f"{rules_button()}</div>",
        f'<p class="replay-where">{e(round_of(state.round, False))}{e(whose)}</p>',
        f'<ul class="replay-step">{"".join(f"<li>{e(line)}</li>" for line in lines)}</ul>',
        f'<div class="board-wrap" id="board">{render_board(board_view(state, None))}</div>',
        '<aside class="side">'
        f'<section class="players-panel" id="players">{players_html(state, r.seats)}</section>'
        + (_hands_html(state) if r.over else "")
        + (f'<section class="tracks-panel" id="tracks">{tracks_html(state)}</section>' if state.is_full else "")
        + f'<section class="log-panel" id="log">{log_html(state)}</section>'
        "</aside>",
    )
    return dict(zip(REPLAY_PARTS, parts))


def _hands_html(state) -> str:
    """Every player's hand at the step shown: a finished game's replay keeps no secret."""
    items = "".join(
        f'<li data-seat="{seat}">{e(review_words.hand(p.name, [card(c) for c in p.hand]))}</li>'
        for seat, p in enumerate(state.players)
    )
    return f'<section class="hands-panel" id="hands"><h2>{e(review_words.hands_title())}</h2><ul>{items}</ul></section>'


def replay_html(r: Replay) -> str:
    parts = replay_parts(r)
    counter, buttons, where, step, board, side = (parts[selector] for selector in REPLAY_PARTS)
    return (
        f'<div class="replay" data-phase="replay" data-step-index="{r.step}" data-steps="{r.total}">'
        '<header class="status replay-head">'
        f'<h2 class="replay-title">{e(words.replay_title(words.title(r.title)))}</h2>'
        f"{counter}{buttons}{slider_html(r)}{where}{step}"
        "</header>"
        f"{board}{side}</div>"
    )
