"""The saved-games screen and the replay screen, as HTML text.

Like ``web.view``, pure functions of plain data: every label, player name and message read
from a save (which may come from a file anyone wrote) goes through ``html.escape``.

Commands carry the slot they act on after a colon: ``open:g2``, ``delete:g2`` ...
"""

from __future__ import annotations

from typing import Callable

from web import words
from web.replay import BACK, FIRST, FORWARD, LAST, Replay
from web.storage import LABEL_MAX, SlotInfo
from web.view import board_view, e, entry_lines, log_html, players_html, tracks_html
from web.render import render_board
from web.rules_view import rules_button

CMD_SAVED = "saved-games"
CMD_NEW_GAME = "new-game"
CMD_BACK = "back-to-game"
CMD_CLOSE_REPLAY = "replay-close"
IMPORT_INPUT = "import-file"  # id of the file picker
REPLAY_SLIDER = "replay-slider"  # id of the replay's step slider; its value is the step

OPEN, REPLAY, RENAME, RENAME_SAVE, RENAME_CANCEL = "open", "replay", "rename", "rename-save", "rename-cancel"
EXPORT, DELETE, DELETE_CONFIRM, DELETE_CANCEL = "export", "delete", "delete-confirm", "delete-cancel"


def command(name: str, slot: str) -> str:
    return f"{name}:{slot}"


def _button(name: str, slot: str, label: str, cls: str = "", extra: str = "") -> str:
    return f'<button type="button" class="{cls}" data-command="{e(command(name, slot))}"{extra}>{e(label)}</button>'


def _details(info: SlotInfo, when: Callable[[float], str]) -> str:
    return words.slot_details(
        len(info.players), info.variant, info.over, info.round, when(info.saved) if info.saved else None
    )


def slot_html(info: SlotInfo, *, when: Callable[[float], str], current: bool, renaming: str | None, label_draft: str, deleting: bool) -> str:
    sid = info.id
    attrs = f'class="slot{" damaged" if info.damaged else ""}{" current" if current else ""}" data-slot="{e(sid)}"'
    if info.damaged:
        head = f'<h3 class="slot-title">{e(words.LABELS.damaged_save)}</h3>'
        body = (
            f'<p class="save-error">{e(words.why(info.damaged))}</p>'
            f'<p class="slot-note">{e(words.LABELS.kept_aside)}</p>'
        )
        buttons = _button(EXPORT, sid, words.LABELS.export) + _button(DELETE, sid, words.LABELS.delete)
    else:
        players = ", ".join(info.players)
        tag = f' <span class="tag-current">{e(words.LABELS.on_the_table)}</span>' if current else ""
        head = f'<h3 class="slot-title">{e(info.title)}{tag}</h3>'
        body = f'<p class="slot-players">{e(players)}</p><p class="slot-details">{e(_details(info, when))}</p>'
        buttons = (
            _button(OPEN, sid, words.LABELS.open, "primary")
            + _button(REPLAY, sid, words.LABELS.replay)
            + _button(RENAME, sid, words.LABELS.rename)
            + _button(EXPORT, sid, words.LABELS.export)
            + _button(DELETE, sid, words.LABELS.delete)
        )
    if renaming == sid and not info.damaged:
        buttons = (
            f'<label class="rename">{e(words.LABELS.new_name)} <input type="text" data-field="label" maxlength="{LABEL_MAX}" '
            f'autocomplete="off" value="{e(label_draft)}" data-slot-label="{e(sid)}"></label>'
            + _button(RENAME_SAVE, sid, words.LABELS.save_name, "primary")
            + _button(RENAME_CANCEL, sid, words.CANCEL)
        )
    if deleting:
        what = words.LABELS.this_damaged_save if info.damaged else words.quoted(info.title)
        buttons = (
            f'<div class="confirm" role="alertdialog" aria-labelledby="confirm-{e(sid)}">'
            f'<p id="confirm-{e(sid)}">{e(words.delete_for_good(what))}</p>'
            + _button(DELETE_CONFIRM, sid, words.LABELS.delete_it, "danger")
            + _button(DELETE_CANCEL, sid, words.LABELS.keep_it)
            + "</div>"
        )
    return f'<li {attrs}>{head}{body}<div class="slot-buttons">{buttons}</div></li>'


def saved_games_html(
    slots: list[SlotInfo],
    *,
    when: Callable[[float], str],
    current: str | None = None,
    has_game: bool = False,
    renaming: str | None = None,
    label_draft: str = "",
    deleting: str | None = None,
) -> str:
    if slots:
        items = "".join(
            slot_html(s, when=when, current=s.id == current, renaming=renaming, label_draft=label_draft, deleting=s.id == deleting)
            for s in slots
        )
        listing = f'<ul class="slots">{items}</ul>'
    else:
        listing = f'<p class="slots-empty">{e(words.LABELS.no_saves)}</p>'
    back = f'<button type="button" data-command="{CMD_BACK}">{e(words.LABELS.back_to_game)}</button>' if has_game else ""
    return (
        '<div class="saved-games" data-phase="saved" id="saved">'
        f'<div class="saved-head"><h2>{e(words.LABELS.saved_games)}</h2>'
        f'<div class="form-buttons"><button type="button" data-command="{CMD_NEW_GAME}">{e(words.LABELS.new_game)}</button>{back}{rules_button()}</div></div>'
        f"{listing}"
        '<section class="import" aria-labelledby="import-title">'
        f'<h2 id="import-title">{e(words.LABELS.import_title)}</h2>'
        f'<label class="import-pick">{e(words.LABELS.choose_file)} <input type="file" id="{IMPORT_INPUT}" '
        'accept=".json,application/json"></label>'
        f'<p class="drop-hint">{e(words.LABELS.drop_hint)}</p>'
        "</section>"
        f'<p class="where">{e(words.LABELS.where_saved)}</p>'
        "</div>"
    )


def slider_html(r: Replay) -> str:
    """A slider over every step of the game: drag it, or arrows, Home and End once focused.

    The page jumps as it moves: ``web.main`` turns its ``input`` and ``change`` events into the
    command ``replay-go-<step>`` (``web.replay.go_command``).
    """
    return (
        f'<p class="replay-slider"><label for="{REPLAY_SLIDER}">{e(words.REPLAY_SLIDER)}</label>'
        f'<input type="range" id="{REPLAY_SLIDER}" min="0" max="{r.total}" step="1" value="{r.step}" '
        f'aria-valuetext="{e(words.step_of_value(r.step, r.total))}"></p>'
    )


def replay_html(r: Replay) -> str:
    state = r.state
    if r.step == 0:
        lines = [words.LABELS.set_up]
    else:
        entry = state.log[r.step - 1]
        lines = entry_lines(state, entry) or [words.ended_turn(state.players[entry.player].name)]
    at_start, at_end = r.step == 0, r.step == r.total

    def step_button(name: str, label: str, off: bool, key: str) -> str:
        disabled = ' aria-disabled="true"' if off else ""
        return f'<button type="button" data-command="{name}"{disabled} aria-keyshortcuts="{key}">{e(label)}</button>'

    buttons = (
        step_button(FIRST, words.LABELS.first, at_start, "Home")
        + step_button(BACK, words.LABELS.back, at_start, "ArrowLeft")
        + step_button(FORWARD, words.LABELS.forward, at_end, "ArrowRight")
        + step_button(LAST, words.LABELS.last, at_end, "End")
    )
    whose = "" if state.is_over else words.to_play(state.player.name)
    return (
        f'<div class="replay" data-phase="replay" data-step-index="{r.step}" data-steps="{r.total}">'
        '<header class="status replay-head">'
        f'<h2 class="replay-title">{e(words.replay_title(r.title))}</h2>'
        f'<p class="counter" aria-live="polite">{e(words.step_of(r.step, r.total))}</p>'
        f'<div class="replay-buttons" role="group" aria-label="{e(words.LABELS.step_through)}">{buttons}'
        f'<button type="button" data-command="{CMD_CLOSE_REPLAY}">{e(words.LABELS.close_replay)}</button>{rules_button()}</div>'
        f"{slider_html(r)}"
        f'<p class="replay-where">{e(words.round_of(state.round, False))}{e(whose)}</p>'
        f'<ul class="replay-step">{"".join(f"<li>{e(line)}</li>" for line in lines)}</ul>'
        "</header>"
        f'<div class="board-wrap" id="board">{render_board(board_view(state, None))}</div>'
        '<aside class="side">'
        f'<section class="players-panel" id="players">{players_html(state)}</section>'
        + (f'<section class="tracks-panel" id="tracks">{tracks_html(state)}</section>' if state.is_full else "")
        + f'<section class="log-panel" id="log">{log_html(state)}</section>'
        "</aside></div>"
    )
