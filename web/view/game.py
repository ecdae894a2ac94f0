"""The game screen as HTML text, in parts the browser shell can redraw one by one.

Pure functions of the page's state (``web.state.page.Model``): every piece of text that comes
from players (their names) or the game goes through ``web.view.html.e``. Hooks the tests and
the shell rely on: ``data-region``, ``data-location``, ``data-card``, ``data-stack``,
``data-rangers``, ``data-track`` and ``data-command`` on everything clickable; the game's
root element carries ``data-phase``, ``data-current``, ``data-step`` and the state of the
hand-over and of the computer.
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from australia import ACTIONS_PER_TURN, LOCATIONS_OF, OVER, ProjectScored, State

from web.hooks import Command
from web.state.focus import tab_stop
from web.state.game import remembered_shape
from web.state.notices import PageCode, say
from web.state.page import Model
from web.state.selection import Choice, Options, options
from web.state.session import Session
from web.text import board as board_words
from web.text import game as words
from web.text import page as page_words
from web.view.board import BoardView, board_layers, board_svg
from web.view.controls import computer_html, controls_html, handover_html, notice_html, reason_words, review_html, since_html
from web.view.extensions import remote_play
from web.view.html import command_attrs, e, rules_button
from web.view.marks import change_marks, hint_marks, recent_marks, scoring_region, since_last_turn
from web.view.panels import key_html, log_html, players_html, stacks_html, swatch, tracks_html
from web.view.threats import seat_threats, threatened_regions, threats_html


def step_words(state: State, review: tuple[int, int] | None = None) -> str:
    """The step of the turn; while a player looks at the card they just drew (``review``), the
    drawer's step (an opening draw, or the draw that ends a turn), not the next player's."""
    if review is not None:
        last = state.log[-1] if state.log else None
        return words.step("setup" if last is None or last.turn == 0 else "draw", 0, ACTIONS_PER_TURN)
    return words.step(state.phase, state.actions_done, ACTIONS_PER_TURN)


def board_view(state: State, opts: Options | None) -> BoardView:
    planes: dict[str, list[str]] = {}
    for p in state.players:
        if p.plane:
            planes.setdefault(p.plane, []).append(p.colour)
    tiles = {}
    for region in state.tiles:
        value, up = state.industrialization_tile(region)
        tiles[region] = (value, True) if up else (0, False)  # a hidden value never reaches the page
    rangers = state.rangers
    return BoardView(
        rangers={loc: (state.players[here.owner].colour, here.count) for loc, here in rangers.items()},
        counts={region: state.region_rangers(region) for region in state.tiles},
        empty={region: sum(1 for loc in LOCATIONS_OF[region] if loc not in rangers) for region in state.conservation},
        current=state.player.colour if state.phase != OVER else None,
        planes={r: tuple(c) for r, c in planes.items()},
        tiles=tiles,
        conservation=frozenset(state.conservation),
        windmill=(state.windmill_region, state.windmill_value) if state.is_full and state.windmill_region else None,
        fly_regions=opts.fly_regions if opts else frozenset(),
        highlight_locations=opts.highlight_locations if opts else frozenset(),
        scoring=scoring_region(state),
        selected=opts.selected_location if opts else None,
        picks=dict(opts.take_back_picks) if opts else {},
        rises=_rises(state) if opts is not None else (),
        rise_key=len(state.log),
    )


def _rises(state: State) -> tuple[tuple[str, str, int], ...]:
    """What the last action scored, region by region and player by player."""
    if not state.log:
        return ()
    return tuple(
        (ev.region, state.players[share.player].colour, share.points)
        for ev in state.log[-1].events
        if isinstance(ev, ProjectScored)
        for share in ev.shares
        if share.points > 0
    )


class GameParts(NamedTuple):
    """The game screen in parts the page can redraw one by one (``join_game`` joins them):
    the attributes of its ``<div class="game">``, its sections by element id in page order
    (those in ``SIDE`` inside the side column), and the content of the board's layers."""

    attrs: tuple[tuple[str, str], ...]
    sections: tuple[tuple[str, str], ...]
    layers: dict[str, str]
    zoom: bool


SIDE = frozenset({"controls", "threats", "devices", "stacks", "players", "tracks", "log"})


def devices_part(model: Model) -> list[tuple[str, str]]:
    """The panel of seats played on other devices (``web.view.extensions``), if there is one."""
    panel = remote_play().panel(model)
    return [("devices", panel)] if panel is not None else []


def _waiting(opts: Options, state: State, computer: bool, review: tuple[int, int] | None = None,
             away: bool = False) -> tuple[Choice, ...]:
    """Behind the hand-over screen, while a person looks at the card they drew, or while the
    computer or a player on another device plays, no stack is offered."""
    if review is not None:
        reason = say(PageCode.PASS_FIRST, name=state.players[review[0]].name)
    elif away:
        reason = say(PageCode.REMOTE_TURN, name=state.player.name)
    else:
        reason = say(PageCode.COMPUTER_TURN if computer else PageCode.SHOW_CARDS_FIRST, name=state.player.name)
    return tuple(Choice(c.value, False, reason) for c in opts.stacks)


def game_parts(model: Model) -> GameParts:
    """The game screen of the game on the table, in parts (see ``GameParts``); the game must
    not be over."""
    session = model.session
    computer = model.computer
    state = session.state
    opts = options(state, session.selection)
    computer_turn = session.computer_to_move
    away = session.remote_to_move  # a seat played on another device
    shown = None if session.handover or session.review is not None or computer_turn or away else opts
    view_of_board = board_view(state, shown)
    since = [] if computer_turn or away or session.review is not None else since_last_turn(state)
    marks = change_marks(state, since)
    if not session.handover and session.review is None:
        marks.update(recent_marks(state, session.seats))
    if computer.hint is not None and not computer_turn and not away and not session.handover and session.review is None:
        marks.update(hint_marks(computer.hint, state))
    highlighted = shown.highlight_locations if shown else frozenset()
    marks["tab_stop"] = tab_stop(remembered_shape(model), highlighted, state.player.plane)
    # What the rivals could complete next, for the player to move, from their own observation:
    # only while their hand is shown (never behind the hand-over screen)
    found = seat_threats(state, state.current) if shown is not None and model.prefs.threats else None
    if found is not None:
        marks["threatened"] = threatened_regions(found)
    layers = board_layers(replace(view_of_board, **marks))
    tip = model.prefs.tips.current(session)
    if session.review is not None:
        controls = review_html(state, session.review)
    elif computer_turn:
        controls = computer_html(session, computer, model.prefs.pace, model.table.peek)
    elif away:
        controls = remote_play().waiting(model)
    elif session.handover:
        controls = handover_html(state)
    else:
        controls = since_html(state, since) + controls_html(session, opts, computer, tip, remote_play().undo_off(model))
    attrs = (
        ("class", "game"),
        ("data-phase", str(state.phase)),
        ("data-current", str(state.current)),
        ("data-step", step_words(state, session.review)),
        ("data-actions", str(state.actions_done)),
        ("data-handover", "true" if session.handover else "false"),
        ("data-review", "true" if session.review is not None else "false"),
        ("data-mode", session.selection.mode or ""),
        ("data-computer", "true" if computer_turn else "false"),
        ("data-away", "true" if away else "false"),
        ("data-moment", str(len(state.log))),  # how many actions the game has had
        ("data-sent", "true" if remote_play().sent(model) else "false"),
    )
    zoom = model.flags.zoom
    seen = remote_play().seats(model)  # on a joined device, what the game's device told of each seat
    stacks = shown.stacks if shown is not None else _waiting(opts, state, computer_turn, session.review, away)
    sections = [
        ("status", f'<header class="status" id="status">{status_html(session, opts, seen)}</header>'),
        ("map-tools", map_tools_html(zoom)),
        (
            "board",
            f'<div class="board-wrap{" zoomed" if zoom else ""}" id="board">{map_keys_html()}{board_svg(layers)}</div>',
        ),
        ("controls", f'<section class="controls" id="controls">{controls}</section>'),
        *devices_part(model),
        ("stacks", f'<section class="stacks-panel" id="stacks">{stacks_html(state, stacks, reason_words(state))}</section>'),
        ("players", f'<section class="players-panel" id="players">{players_html(state, seen)}</section>'),
    ]
    if state.is_full:
        sections.append(("tracks", f'<section class="tracks-panel" id="tracks">{tracks_html(state)}</section>'))
    if shown is not None:  # after the panels a step needs (the stacks, the players), before the log
        sections.append(("threats", threats_html(state, found, model.prefs.threats)))
    sections.append(("log", f'<section class="log-panel" id="log">{log_html(state, model.flags.whole_log)}</section>'))
    buttons = remote_play().buttons(model) or game_buttons()
    sections.append(("game-footer", f'<footer class="game-footer" id="game-footer">{buttons}{key_html(model.flags.map_key)}</footer>'))
    return GameParts(attrs, tuple(sections), layers, zoom)


def join_game(parts: GameParts) -> str:
    """The game screen's HTML from its parts."""
    attrs = "".join(f' {name}="{e(value)}"' for name, value in parts.attrs)
    out = [f"<div{attrs}>"]
    in_side = False
    for ident, html in parts.sections:
        if (ident in SIDE) != in_side:
            out.append('<aside class="side">' if not in_side else "</aside>")
            in_side = not in_side
        out.append(html)
    if in_side:
        out.append("</aside>")
    out.append("</div>")
    return "".join(out)


def map_keys_html() -> str:
    """How the map works from the keyboard, for screen readers (read before the map)."""
    return f'<p class="sr-only">{e(board_words.map_keys())}</p>'


def game_buttons() -> str:
    return (
        f'<button type="button" {command_attrs(Command.SAVED_GAMES)}>{e(page_words.saved_games())}</button>'
        f'<button type="button" {command_attrs(Command.EXPORT_CURRENT)}>{e(page_words.export_game())}</button>'
        f'<button type="button" {command_attrs(Command.NEW_GAME)}>{e(page_words.new_game())}</button>'
        + rules_button()
    )


def status_html(session: Session, opts: Options, seen=None) -> str:
    state = session.state
    player = state.player
    if session.review is not None:
        player = state.players[session.review[0]]  # the device is still in the drawer's hands
        said = words.look_then_pass(player.name)
    elif session.computer_to_move:
        said = words.computer_playing(player.name)
    elif session.remote_to_move:
        said = remote_play().waiting_words(player.name, (seen or session.seats).seats[state.current])
    else:
        said = words.prompt(opts.prompt) if not session.handover else words.pass_device(player.name)
    return (
        f'<div class="who">{swatch(player.colour)}<strong>{e(player.name)}</strong>'
        f'<span class="step">{e(step_words(state, session.review))}</span>'
        f'<span class="round">{e(words.round_of(state.round, state.end_triggered))}</span></div>'
        f'<p class="prompt">{e(said)}</p><p class="notice" role="alert">{e(notice_html(session))}</p>'
    )


def map_tools_html(zoom: bool, *, enabled: bool = True) -> str:
    """The phone's zoom switch: camps and ships drawn a screen wide are too small to tap."""
    return (
        '<div class="map-tools" id="map-tools">'
        f'<button type="button" class="zoom"{"" if enabled else " disabled"} {command_attrs(Command.ZOOM)} '
        f'aria-pressed="{"true" if zoom else "false"}" '
        'aria-controls="board">'
        + e(words.whole_map() if zoom else words.zoom_map())
        + "</button></div>"
    )
