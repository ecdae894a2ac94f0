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

CMD_SAVED = "saved-games"
CMD_NEW_GAME = "new-game"
CMD_BACK = "back-to-game"
CMD_CLOSE_REPLAY = "replay-close"
IMPORT_INPUT = "import-file"  # id of the file picker

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
        head = '<h3 class="slot-title">Damaged save</h3>'
        body = (
            f'<p class="save-error">{e(words.why(info.damaged))}</p>'
            "<p class=\"slot-note\">It is kept aside unchanged: export it to keep a copy.</p>"
        )
        buttons = _button(EXPORT, sid, "Export") + _button(DELETE, sid, "Delete…")
    else:
        players = ", ".join(info.players)
        tag = ' <span class="tag-current">on the table</span>' if current else ""
        head = f'<h3 class="slot-title">{e(info.title)}{tag}</h3>'
        body = f'<p class="slot-players">{e(players)}</p><p class="slot-details">{e(_details(info, when))}</p>'
        buttons = (
            _button(OPEN, sid, "Open", "primary")
            + _button(REPLAY, sid, "Replay")
            + _button(RENAME, sid, "Rename")
            + _button(EXPORT, sid, "Export")
            + _button(DELETE, sid, "Delete…")
        )
    if renaming == sid and not info.damaged:
        buttons = (
            f'<label class="rename">New name <input type="text" data-field="label" maxlength="{LABEL_MAX}" '
            f'autocomplete="off" value="{e(label_draft)}" data-slot-label="{e(sid)}"></label>'
            + _button(RENAME_SAVE, sid, "Save name", "primary")
            + _button(RENAME_CANCEL, sid, "Cancel")
        )
    if deleting:
        what = "this damaged save" if info.damaged else f"“{info.title}”"
        buttons = (
            f'<div class="confirm" role="alertdialog" aria-labelledby="confirm-{e(sid)}">'
            f'<p id="confirm-{e(sid)}">Delete {e(what)} for good? It cannot be brought back.</p>'
            + _button(DELETE_CONFIRM, sid, "Delete it", "danger")
            + _button(DELETE_CANCEL, sid, "Keep it")
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
        listing = '<p class="slots-empty">No game is saved in this browser yet.</p>'
    back = f'<button type="button" data-command="{CMD_BACK}">Back to the game</button>' if has_game else ""
    return (
        '<div class="saved-games" data-phase="saved" id="saved">'
        '<div class="saved-head"><h2>Saved games</h2>'
        f'<div class="form-buttons"><button type="button" data-command="{CMD_NEW_GAME}">New game</button>{back}</div></div>'
        f"{listing}"
        '<section class="import" aria-labelledby="import-title">'
        '<h2 id="import-title">Import a saved game</h2>'
        f'<label class="import-pick">Choose a .json file <input type="file" id="{IMPORT_INPUT}" '
        'accept=".json,application/json"></label>'
        '<p class="drop-hint">… or drop the file anywhere on this page. It opens as a new saved game; '
        "no other save is touched.</p>"
        "</section>"
        '<p class="where">Games are saved in this browser on this device, after every move. '
        "Export a game to keep it elsewhere or to move it to another device.</p>"
        "</div>"
    )


def replay_html(r: Replay) -> str:
    state = r.state
    if r.step == 0:
        lines = ["The game is set up; nobody has acted yet."]
    else:
        entry = state.log[r.step - 1]
        lines = entry_lines(state, entry) or [words.ended_turn(state.players[entry.player].name)]
    at_start, at_end = r.step == 0, r.step == r.total

    def step_button(name: str, label: str, off: bool, key: str) -> str:
        disabled = ' aria-disabled="true"' if off else ""
        return f'<button type="button" data-command="{name}"{disabled} aria-keyshortcuts="{key}">{e(label)}</button>'

    buttons = (
        step_button(FIRST, "« First", at_start, "Home")
        + step_button(BACK, "◀ Back", at_start, "ArrowLeft")
        + step_button(FORWARD, "Forward ▶", at_end, "ArrowRight")
        + step_button(LAST, "Last »", at_end, "End")
    )
    whose = "" if state.is_over else words.to_play(state.player.name)
    return (
        f'<div class="replay" data-phase="replay" data-step-index="{r.step}" data-steps="{r.total}">'
        '<header class="status replay-head">'
        f'<h2 class="replay-title">Replay{": " + e(r.title) if r.title else ""}</h2>'
        f'<p class="counter" aria-live="polite">Step {r.step} of {r.total}</p>'
        f'<div class="replay-buttons" role="group" aria-label="Step through the game">{buttons}'
        f'<button type="button" data-command="{CMD_CLOSE_REPLAY}">Close the replay</button></div>'
        f'<p class="replay-where">Round {state.round}{e(whose)}</p>'
        f'<ul class="replay-step">{"".join(f"<li>{e(line)}</li>" for line in lines)}</ul>'
        "</header>"
        f'<div class="board-wrap" id="board">{render_board(board_view(state, None))}</div>'
        '<aside class="side">'
        f'<section class="players-panel" id="players">{players_html(state)}</section>'
        + (f'<section class="tracks-panel" id="tracks">{tracks_html(state)}</section>' if state.is_full else "")
        + f'<section class="log-panel" id="log">{log_html(state)}</section>'
        "</aside></div>"
    )
