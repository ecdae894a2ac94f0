"""The page as HTML text: the board, the panels, the hand, the log and the end screen.

Pure functions of the game state, the current selection's options (``web.controller``) and
the session's flags, so every screen can be checked under CPython. Every piece of text that
comes from players (their names) or the game goes through ``html.escape``.

Hooks the tests rely on: ``data-region``, ``data-location``, ``data-card``, ``data-stack``,
``data-rangers``, ``data-track`` and ``data-command`` on everything clickable; the game's
root element carries ``data-phase``, ``data-current`` and ``data-step``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple
from html import escape

from australia import Fly, MoveRanger, PlayCard, TakeBack, location_points, why_no_undo, windmill_payout
from australia.board import (
    ACTIONS_PER_TURN,
    PLAYER_COLOURS,
    CARDS,
    LOCATIONS_OF,
    RANGER_TRACK_SPACES,
    REGION_BY_ID,
    REGION_IDS,
    REGIONS,
    WINDMILL_TRACK_SPACES,
)
from australia.events import CONSERVATION, SOURCES, WINDMILL, GameOver, ProjectScored, WindmillScored
from australia.rules import wild_cost
from australia.scoring import outcome, standings
from australia.state import MAX_NAME_LENGTH, OVER, TURN, State

from web import i18n, keymap, newgame, words
from web.controller import Choice, Options, options
from web.render import BoardView, board_layers, board_svg, key_pieces, render_board
from web.rules_view import CMD_TIPS_OFF, rules_button, tip_text
from web.session import CMD_REVEAL, CMD_UNDO, Session

LOG_LIMIT = 60  # log entries shown, newest first
CMD_NEW_GAME = "new-game"
CMD_START = "start"
CMD_BACK = "back-to-game"
CMD_SAVED = "saved-games"
CMD_EXPORT = "export-current"
CMD_REPLAY = "replay-current"
CMD_ZOOM = "zoom-map"
CMD_PACE_PREFIX = "pace-"
CMD_SKIP = "skip-computer"
CMD_SUGGEST = "suggest"
CMD_RETRY_COMPUTER = "retry-computer"
CMD_TAKE_SEAT = "take-seat"
CMD_WHOLE_LOG = "whole-log"  # show the whole game's log, or only its recent lines again
CMD_PLAY_AGAIN = "play-again"
CMD_TIP_SEEN_PREFIX = "tip-seen-"
PACES = ("slow", "normal", "fast", "instant")


@dataclass(frozen=True)
class AtTable:
    """What the page adds around a game with computer seats: pace, thinking, hint, trouble."""

    pace: str = "normal"
    skipping: bool = False
    thinking: float | None = None  # how much of its budget the computer has used, 0 to 1
    problem: str = ""  # why the computer cannot play now
    hint: object | None = None  # a suggested action for the person to move
    hint_pending: bool = False
    whole_log: bool = False  # the log shows the whole game, not only its recent lines
    tip: str | None = None  # the tip for a first game that fits this moment (web.tips)


def e(text: object) -> str:
    return escape(str(text), quote=True)


def names(state: State) -> list[str]:
    return [p.name for p in state.players]


def step_words(state: State) -> str:
    return words.step(state.phase, state.actions_done, ACTIONS_PER_TURN)


# --- the log in words --------------------------------------------------------------------------


_ITEMS: dict[int, tuple] = {}  # id(entry) -> (entry, names, language, items): entries never change


def entry_items(entry, who: list[str]) -> list[tuple[str, str]]:
    """One applied action and what it caused, as (kind, line): kind "scoring" for a project
    or windmill scoring (they stand out), "final" for the game's end, "" otherwise.

    Remembered per entry and language (the log is drawn after every click and only grows)."""
    known = _ITEMS.get(id(entry))
    language = i18n.current()
    if known is not None and known[0] is entry and known[1] == who and known[2] == language:
        return known[3]
    items = _entry_items(entry, who)
    if len(_ITEMS) > 4000:
        _ITEMS.clear()
    _ITEMS[id(entry)] = (entry, list(who), language, items)
    return items


def _entry_items(entry, who: list[str]) -> list[tuple[str, str]]:
    out = []
    first = words.action_line(entry.player, entry.action, entry.events, who)
    if first:
        out.append(("", first))
    for event in entry.events:
        line = words.event(event, who)
        if line is not None:
            kind = "scoring" if isinstance(event, (ProjectScored, WindmillScored)) else ""
            out.append(("final" if isinstance(event, GameOver) else kind, line))
    return out


def entry_lines(state: State, entry) -> list[str]:
    """One applied action in words, then what it caused."""
    return [line for _, line in entry_items(entry, names(state))]


def log_items(state: State, limit: int | None = LOG_LIMIT) -> list[tuple[str, str]]:
    """The game log as (kind, line), newest first: the most recent ``limit`` lines, or all."""
    who = names(state)
    out: list[tuple[str, str]] = []
    for entry in reversed(state.log):
        out.extend(reversed(entry_items(entry, who)))
        if limit is not None and len(out) >= limit:
            return out[:limit]
    return out


def log_lines(state: State, limit: int = LOG_LIMIT) -> list[str]:
    """The most recent lines of the game log, newest first."""
    return [line for _, line in log_items(state, limit)]


def scoring_region(state: State) -> str | None:
    """The region scored by the last action, to mark on the board."""
    if not state.log:
        return None
    regions = [ev.region for ev in state.log[-1].events if isinstance(ev, ProjectScored)]
    return regions[-1] if regions else None


def since_last_turn(state: State) -> list:
    """What the others did since the player to act last acted: their log entries, oldest
    first. Empty once that player has done anything in this turn."""
    if state.phase != TURN or state.actions_done or not state.log:
        return []
    me = state.current
    found = []
    for entry in reversed(state.log):
        if entry.player == me:
            break
        found.append(entry)
    found.reverse()
    return found


def _places(entry) -> tuple[set[str], set[str]]:
    region, location = words.action_place(entry.action, entry.events)
    regions = {region} if region else set()
    locations = {location} if location else set()
    if isinstance(entry.action, TakeBack):
        locations.update(loc for loc, _ in entry.action.rangers)
    elif isinstance(entry.action, MoveRanger):
        locations.add(entry.action.source)
    return regions, locations


def change_marks(state: State, entries: list) -> dict:
    """Board marks for ``entries`` (the others' actions since this player's last turn), and
    for the regions scored in the current turn so far (the scorer sees them too, after the
    draw that follows a card)."""
    regions: set[str] = set()
    locations: set[str] = set()
    scored: set[str] = set()
    for entry in entries:
        r, locs = _places(entry)
        regions |= r
        locations |= locs
    this_turn = [e for e in state.log if e.turn == state.turn and e.player == state.current]
    for entry in list(entries) + this_turn:
        scored.update(ev.region for ev in entry.events if isinstance(ev, ProjectScored))
    return {"changed_regions": frozenset(regions), "changed_locations": frozenset(locations), "scored": frozenset(scored)}


def since_html(state: State, entries: list) -> str:
    """"Since your last turn": the scorings the others caused, with everyone's points, in
    full; their flights, cards and draws one click away (the map marks where they were)."""
    if not entries:
        return ""
    who = names(state)
    items = [(kind, line) for entry in entries for kind, line in entry_items(entry, who)]
    scorings = "".join(f'<li class="scoring">{e(line)}</li>' for kind, line in items if kind == "scoring")
    every = "".join(f'<li class="{kind}">{e(line)}</li>' if kind else f"<li>{e(line)}</li>" for kind, line in items)
    actions = sum(1 for entry in entries if isinstance(entry.action, (Fly, PlayCard, TakeBack, MoveRanger)))
    return (
        '<section class="since" aria-labelledby="since-title">'
        f'<h3 id="since-title">{e(words.since_your_turn(state.player.name))}</h3>'
        + (f'<ul class="since-list">{scorings}</ul>' if scorings else f'<p class="since-none">{e(words.NOTHING_SCORED)}</p>')
        + f'<details class="since-all"><summary>{e(words.all_their_actions(actions))}</summary>'
        f'<ul class="since-list">{every}</ul></details></section>'
    )


# --- the board -------------------------------------------------------------------------------


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
    )


# --- pieces of the side panel ----------------------------------------------------------------


def _attrs(choice: Choice) -> str:
    if choice.enabled:
        return ""
    return f' aria-disabled="true" title="{e(choice.reason)}"'


def _button(attr: str, choice: Choice, cls: str = "", label: str | None = None) -> str:
    reason = ""
    if not choice.enabled and choice.reason:
        reason = f'<span class="why">{e(choice.reason)}</span>'
    return (
        f'<button type="button" class="{cls}" {attr}="{e(choice.value)}"{_attrs(choice)}>'
        f"{e(label if label is not None else choice.label)}{reason}</button>"
    )


def _swatch(colour: str) -> str:
    return f'<span class="swatch swatch-{e(colour)}" aria-hidden="true"></span>'


def hand_html(state: State, opts: Options, selected_card: int | None) -> str:
    player = state.player
    if not opts.cards:
        return f'<p class="hand-empty">{e(words.holds_no_card(player.name))}</p>'
    items = []
    # Cards held back for the same reason share one line under the hand: the words repeated
    # on every card filled the panel on a laptop screen.
    reasons = list(dict.fromkeys(c.reason for c in opts.cards if not c.enabled and c.reason))
    cost = wild_cost(state)
    for choice in opts.cards:
        card = CARDS[choice.value]
        pressed = "true" if choice.value == selected_card else "false"
        wild = f' <span class="tag">{e(words.wild_tag(cost))}</span>' if cost and choice.enabled else ""
        items.append(
            f'<button type="button" class="card card-{card.colour}" data-card="{card.id}" '
            f'data-colour="{card.colour}" aria-pressed="{pressed}"{_attrs(choice)}>'
            f'<span class="card-colour">{e(words.colour(card.colour))}</span>'
            f'<span class="card-kind">{e(words.card_back(card.kind))}</span>'
            f"{wild}</button>"
        )
    why = "".join(f'<p class="why hand-why">{e(r)}</p>' for r in reasons)
    return f'<div class="hand" role="group" aria-label="{e(words.LABELS.your_cards)}">' + "".join(items) + "</div>" + why


def _location_buttons(state: State, opts: Options) -> str:
    if not opts.highlight_locations:
        return ""
    buttons = []
    for loc in sorted(opts.highlight_locations, key=words.location):
        held = state.rangers_at(loc)
        colour = None if held is None else state.players[held.owner].colour
        what = words.location_holds(loc, colour, held.count if held else 0, location_points(loc))
        pressed = "true" if loc == opts.selected_location else "false"
        buttons.append(
            f'<button type="button" class="loc" data-location="{loc}" aria-pressed="{pressed}">{e(words.location(loc))} '
            f'<small>{e(what)}</small></button>'
        )
    return f'<div class="choices locations" role="group" aria-label="{e(words.LABELS.locations)}">' + "".join(buttons) + "</div>"


def controls_html(session: Session, opts: Options, at: AtTable | None = None) -> str:
    at = at or AtTable()
    state = session.state
    sel = session.selection
    parts = [f'<h2 class="sr-only">{e(words.LABELS.your_move)}</h2>', tip_html(at.tip), hand_html(state, opts, sel.card)]
    if opts.rangers:
        parts.append(
            f'<div class="choices" role="group" aria-label="{e(words.LABELS.rangers)}">'
            + "".join(_button("data-rangers", c, "count") for c in opts.rangers)
            + "</div>"
        )
    if opts.track:
        parts.append(
            f'<div class="choices" role="group" aria-label="{e(words.LABELS.ranger_track)}">'
            + "".join(_button("data-track", c, "count") for c in opts.track)
            + "</div>"
        )
    parts.append(_location_buttons(state, opts))
    # The commands and Undo share one grid, two to a row, to keep the panel short.
    parts.append(
        '<div class="commands">'
        + "".join(_button("data-command", c, "command " + str(c.value)) for c in opts.commands)
        + undo_html(state)
        + "</div>"
    )
    if session.table.hints:
        parts.append(hint_html(state, at))
    return "".join(parts)


def tip_html(tip: str | None) -> str:
    """A short tip for a first game, with its own "got it" and the switch that turns tips off."""
    if tip is None:
        return ""
    return (
        f'<aside class="tip" data-tip="{e(tip)}" aria-labelledby="tip-label">'
        f'<p><strong id="tip-label">{e(words.TIP_LABEL)}:</strong> {e(tip_text(tip))}</p>'
        '<p class="tip-buttons">'
        f'<button type="button" data-command="{CMD_TIP_SEEN_PREFIX}{e(tip)}">{e(words.TIP_DISMISS)}</button>'
        f'<button type="button" data-command="{CMD_TIPS_OFF}">{e(words.TIPS_OFF_BUTTON)}</button></p></aside>'
    )


def hint_html(state: State, at: AtTable) -> str:
    """The "Suggest a move" button, and the suggestion once the computer has one."""
    busy = ' aria-disabled="true" aria-busy="true"' if at.hint_pending else ""
    said = ""
    if at.hint is not None:
        said = f'<p class="hint" role="status">{e(words.suggestion(at.hint))}</p>'
    elif at.hint_pending:
        said = f'<p class="hint" role="status">{e(words.THINKING_OF_A_MOVE)}</p>'
    return (
        f'<div class="hint-row"><button type="button" class="command suggest" data-command="{CMD_SUGGEST}"{busy}>'
        f"{e(words.SUGGEST_A_MOVE)}</button>{said}</div>"
    )


def computer_html(session: Session, at: AtTable) -> str:
    """A computer seat's turn: who thinks, how far, the pace, and what to do if it stops."""
    state = session.state
    seat = state.current
    name = state.players[seat].name
    level = session.table.level(seat) or ""
    if at.problem:
        body = (
            f'<div class="computer-problem" role="alert"><p>{e(at.problem)}</p><p class="form-buttons">'
            f'<button type="button" class="primary" data-command="{CMD_RETRY_COMPUTER}">{e(words.TRY_AGAIN)}</button>'
            f'<button type="button" data-command="{CMD_TAKE_SEAT}">{e(words.take_seat(name))}</button></p></div>'
        )
    else:
        done = at.thinking if at.thinking is not None else 0.0
        body = (
            f'<p class="thinking" role="status">{e(words.computer_thinking(name, words.LEVEL_NAMES.get(level, level)))}</p>'
            f'<progress class="thinking-progress" max="1" value="{done:.2f}" aria-label="{e(words.THINKING_PROGRESS)}"></progress>'
        )
    paces = "".join(
        f'<button type="button" class="pace" data-command="{CMD_PACE_PREFIX}{p}" '
        f'aria-pressed="{"true" if p == at.pace else "false"}">{e(words.PACE_NAMES[p])}</button>'
        for p in PACES
    )
    pressed = "true" if at.skipping else "false"
    skip = f'<button type="button" data-command="{CMD_SKIP}" aria-pressed="{pressed}">{e(words.SKIP_COMPUTER)}</button>'
    mine = ""
    people = session.table.people
    if len(people) == 1:  # the one person may look at their own cards meanwhile, never anyone else's
        person = state.players[people[0]]
        cards = "".join(
            f'<span class="card card-{CARDS[c].colour}" data-colour="{CARDS[c].colour}">'
            f'<span class="card-colour">{e(words.colour(CARDS[c].colour))}</span>'
            f'<span class="card-kind">{e(words.card_back(CARDS[c].kind))}</span></span>'
            for c in person.hand
        )
        mine = f'<div class="hand own-hand" role="group" aria-label="{e(words.your_cards(person.name))}">{cards}</div>'
    return (
        f'<div class="computer-turn" data-seat="{seat}">{body}'
        f'<div class="pace-row" role="group" aria-label="{e(words.PACE_LABEL)}">{paces}{skip}</div>{mine}</div>'
    )


def recent_marks(session: Session) -> dict:
    """Where the computer's last action happened, to mark on the map."""
    state = session.state
    if not state.log:
        return {}
    entry = state.log[-1]
    if not session.table.is_computer(entry.player):
        return {}
    region, location = words.action_place(entry.action, entry.events)
    return {"recent_region": region, "recent_location": location}


def hint_marks(action, state: State) -> dict:
    region, location = words.action_place(action, ())
    if isinstance(action, (PlayCard, TakeBack)) and region is None:
        region = state.player.plane
    return {"recent_region": region, "recent_location": location}


def undo_html(state: State) -> str:
    """The Undo button: on exactly when the rules allow taking the last action back."""
    reason = words.why(why_no_undo(state), names(state))
    off = f' aria-disabled="true" title="{e(reason)}"' if reason else f' title="{e(words.UNDO_TITLE)}"'
    why = f'<span class="why">{e(reason)}</span>' if reason else ""
    return (
        f'<div class="undo-row"><button type="button" class="command undo" data-command="{CMD_UNDO}" '
        f'aria-keyshortcuts="Control+Z"{off}>↶ {e(words.LABELS.undo)}{why}</button></div>'
    )


def stacks_html(state: State, opts: Options) -> str:
    sizes = state.stack_sizes()
    items = []
    for choice in opts.stacks:
        kind = choice.value
        n = sizes[kind]
        items.append(
            f'<button type="button" class="stack" data-stack="{kind}" data-cards="{n}" '
            f'aria-label="{e(words.stack_label(kind, n))}"{_attrs(choice)}>'
            f'<span class="stack-kind" aria-hidden="true">{e(words.kind_short(kind))}</span>'
            f'<span class="stack-count" aria-hidden="true">{e(words.left(n))}</span></button>'
        )
    return f'<h2>{e(words.LABELS.stacks)}</h2><div class="stacks">' + "".join(items) + "</div>"


def players_html(state: State) -> str:
    rows = []
    for i, p in enumerate(state.players):
        current = i == state.current and state.phase != OVER
        plane = words.region(p.plane) if p.plane else words.PLANE_OFF_BOARD
        marker = ' aria-current="true"' if current else ""
        rows.append(
            f'<li class="player{" current" if current else ""}" data-player="{i}" data-points="{p.points}" '
            f'data-dollars="{p.dollars}"{marker}>'
            f'<div class="player-name">{_swatch(p.colour)}<strong>{e(p.name)}</strong>'
            f'<span class="sr-only">{e(words.colour(p.colour))}</span></div>'
            f'<dl class="stats">'
            f"<div><dt>{e(words.LABELS.points)}</dt><dd>{p.points}</dd></div>"
            f"<div><dt>{e(words.LABELS.dollars)}</dt><dd>{p.dollars}</dd></div>"
            f"<div><dt>{e(words.LABELS.rangers)}</dt><dd>{p.supply}</dd></div>"
            f"<div><dt>{e(words.LABELS.cards)}</dt><dd>{len(p.hand)}</dd></div>"
            f'<div class="plane"><dt>{e(words.LABELS.plane)}</dt><dd>{e(plane)}</dd></div>'
            f"</dl></li>"
        )
    # One row per player under one row of column names (the <dt>s are read out, not shown),
    # so five players fit a laptop screen next to the board.
    head = (
        f'<div class="players-head" aria-hidden="true"><span>{e(words.LABELS.player)}</span><span>{e(words.LABELS.points)}</span>'
        f'<span>$</span><span>{e(words.LABELS.rangers)}</span><span>{e(words.LABELS.cards)}</span><span>{e(words.LABELS.plane)}</span></div>'
    )
    return f'<h2>{e(words.LABELS.players)}</h2>' + head + '<ol class="players">' + "".join(rows) + "</ol>"


def tracks_html(state: State) -> str:
    if not state.is_full:
        return ""
    wm = words.windmill_at(state.windmill_region, state.windmill_value) if state.windmill_region else "—"
    tiles = []
    for space in range(WINDMILL_TRACK_SPACES):
        if space < len(state.windmill_track):
            tile = state.windmill_track[space]
            colour = REGION_BY_ID[tile.region].colour
            text = words.CONSERVATION_MARK if tile.project == CONSERVATION else str(tile.value)
            tiles.append(
                f'<li class="filled tile-{e(colour)}" title="{e(words.tile_title(tile.project, tile.region))}">'
                f'<b>{e(text)}</b><span class="tile-region">{e(words.region(tile.region))}</span></li>'
            )
        else:
            tiles.append(f'<li class="free">{e(words.LABELS.free_space)}</li>')
    rangers = []
    for space in range(RANGER_TRACK_SPACES):
        if space < len(state.ranger_track):
            owner = state.players[state.ranger_track[space]]
            rangers.append(f'<li class="filled" title="{e(owner.name)}">{_swatch(owner.colour)}<span class="sr-only">{e(owner.name)}</span></li>')
        else:
            rangers.append(f'<li class="free"><span class="sr-only">{e(words.LABELS.free_space)}</span></li>')
    if rangers:
        rangers[0] = rangers[0].replace("<li ", f'<li data-top="{e(words.LABELS.top_of_track)}" ', 1)
    counts: dict[int, int] = {}
    for owner in state.ranger_track:
        counts[owner] = counts.get(owner, 0) + 1
    on_track = "".join(
        f'<li data-player="{seat}">{_swatch(state.players[seat].colour)}{e(words.on_the_track(state.players[seat].name, n))}</li>'
        for seat, n in sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    )
    pays = ", ".join(words.windmill_pays(state.players[p.player].name, p.points) for p in windmill_payout(state))
    return (
        f'<h2>{e(words.LABELS.windmill)} <span class="windmill-at">{e(wm)}</span></h2>'
        '<div class="track-row">'
        f'<p class="track-label">{e(words.LABELS.windmill_track)} {len(state.windmill_track)}/{WINDMILL_TRACK_SPACES}</p>'
        f'<ol class="windmill-track" aria-label="{e(words.windmill_track_label(len(state.windmill_track), WINDMILL_TRACK_SPACES))}">{"".join(tiles)}</ol>'
        "</div>"
        '<div class="track-row">'
        f'<p class="track-label">{e(words.LABELS.ranger_track)} {len(state.ranger_track)}/{RANGER_TRACK_SPACES}</p>'
        f'<ol class="ranger-track" aria-label="{e(words.ranger_track_label(len(state.ranger_track), RANGER_TRACK_SPACES))}">{"".join(rangers)}</ol>'
        "</div>"
        + '<div class="track-now">'
        + (f'<ul class="track-counts">{on_track}</ul>' if on_track else "")
        + f'<p class="windmill-now">{e(words.LABELS.windmill_now)}: {e(pays or words.LABELS.nobody_on_track)}</p></div>'
    )


def log_html(state: State, whole: bool = False) -> str:
    """The game log, newest first: its recent lines, or the whole game's at the player's
    asking. Scorings stand out."""
    items = log_items(state, None if whole else LOG_LIMIT + 1)
    if not items:
        return f'<h2>{e(words.LABELS.game_log)}</h2><p class="log-empty">{e(words.LABELS.log_empty)}</p>'
    longer = len(items) > LOG_LIMIT
    lines = "".join(
        f'<li class="{kind}">{e(line)}</li>' if kind else f"<li>{e(line)}</li>"
        for kind, line in (items if whole else items[:LOG_LIMIT])
    )
    more = ""
    if longer:
        label = words.LABELS.recent_log if whole else words.LABELS.whole_log
        more = (
            f'<p class="log-more"><button type="button" data-command="{CMD_WHOLE_LOG}" '
            f'aria-pressed="{"true" if whole else "false"}">{e(label)}</button></p>'
        )
    # The list scrolls: it takes the focus, so the keyboard can scroll it too.
    return (
        f'<h2>{e(words.LABELS.game_log)}</h2>'
        f'<ul class="log" id="game-log" aria-live="polite" tabindex="0" aria-label="{e(words.LABELS.game_log)}">{lines}</ul>{more}'
    )


def key_html() -> str:
    """The key to the map's pieces and marks, drawn by the map's own renderer."""
    items = "".join(
        f'<li><svg class="key-icon" viewBox="{box}" width="{width}" height="24" aria-hidden="true">{icon}</svg>'
        f"<span>{e(text)}</span></li>"
        for icon, box, width, text in key_pieces()
    )
    return (
        f'<details class="map-key"><summary>{e(words.LABELS.map_key)}</summary>'
        f'<ul class="key-list">{items}</ul></details>'
    )


# --- whole screens ---------------------------------------------------------------------------


def status_html(session: Session, opts: Options) -> str:
    state = session.state
    player = state.player
    step = step_words(state)
    if session.computer_to_move:
        prompt = words.computer_playing(player.name)
    else:
        prompt = opts.prompt if not session.handover else words.pass_device(player.name)
    notice = words.sentence(words.why(session.notice, names(state)))
    return (
        f'<div class="who">{_swatch(player.colour)}<strong>{e(player.name)}</strong>'
        f'<span class="step">{e(step)}</span><span class="round">{e(words.round_of(state.round, state.end_triggered))}</span></div>'
        f'<p class="prompt">{e(prompt)}</p><p class="notice" role="alert">{e(notice)}</p>'
    )


def handover_html(state: State) -> str:
    name = state.player.name
    return (
        '<div class="handover" role="dialog" aria-modal="true" aria-labelledby="handover-title">'
        f'<p id="handover-title" class="handover-title">{_swatch(state.player.colour)}{e(words.whose_turn(name))}</p>'
        f"<p>{e(words.take_the_device(name))}</p>"
        f'<button type="button" class="primary" data-command="{CMD_REVEAL}">{e(words.show_my_cards(name))}</button>'
        "</div>"
    )


def _waiting(opts: Options, state: State, computer: bool = False) -> Options:
    """Behind the hand-over screen, or while the computer plays, nothing is offered."""
    code = words.PageCode.COMPUTER_TURN if computer else words.PageCode.SHOW_CARDS_FIRST
    reason = words.why(words.page_reason(code, name=state.player.name))
    stacks = tuple(Choice(c.value, c.label, False, reason) for c in opts.stacks)
    return Options(prompt=opts.prompt, stacks=stacks)


def map_tools_html(zoom: bool, *, enabled: bool = True) -> str:
    """The phone's zoom switch: camps and ships drawn a screen wide are too small to tap."""
    return (
        '<div class="map-tools" id="map-tools">'
        f'<button type="button" class="zoom"{"" if enabled else " disabled"} data-command="{CMD_ZOOM}" '
        f'aria-pressed="{"true" if zoom else "false"}" '
        'aria-controls="board">'
        + e(words.LABELS.whole_map if zoom else words.LABELS.zoom_map)
        + "</button></div>"
    )


class GameParts(NamedTuple):
    """The game screen in parts the page can redraw one by one (``game_html`` joins them):
    the attributes of its ``<div class="game">``, its sections by element id in page order
    (those in ``SIDE`` inside the side column), and the content of the board's layers."""

    attrs: tuple[tuple[str, str], ...]
    sections: tuple[tuple[str, str], ...]
    layers: dict[str, str]
    zoom: bool


SIDE = frozenset({"controls", "stacks", "players", "tracks", "log"})


def game_parts(
    session: Session, zoom: bool = False, at: AtTable | None = None, map_focus: tuple[str, str] | None = None
) -> GameParts:
    """The game screen, in parts (see ``GameParts``); the game must not be over. ``map_focus``
    is the shape of the map the player last focused (see ``web.keymap``)."""
    at = at or AtTable()
    state = session.state
    opts = options(state, session.selection)
    computer = session.computer_to_move
    shown = None if session.handover or computer else opts
    view_of_board = board_view(state, shown)
    since = [] if computer else since_last_turn(state)
    marks = change_marks(state, since)
    if not session.handover:
        marks.update(recent_marks(session))
    if at.hint is not None and not computer and not session.handover:
        marks.update(hint_marks(at.hint, state))
    marks["tab_stop"] = map_tab_stop(session, shown, map_focus)
    layers = board_layers(replace(view_of_board, **marks))
    if computer:
        controls = computer_html(session, at)
    elif session.handover:
        controls = handover_html(state)
    else:
        controls = since_html(state, since) + controls_html(session, opts, at)
    attrs = (
        ("class", "game"),
        ("data-phase", str(state.phase)),
        ("data-current", str(state.current)),
        ("data-step", step_words(state)),
        ("data-actions", str(state.actions_done)),
        ("data-handover", "true" if session.handover else "false"),
        ("data-mode", session.selection.mode or ""),
        ("data-computer", "true" if computer else "false"),
    )
    sections = [
        ("status", f'<header class="status" id="status">{status_html(session, opts)}</header>'),
        ("map-tools", map_tools_html(zoom)),
        ("board", f'<div class="board-wrap{" zoomed" if zoom else ""}" id="board">{map_keys_html()}{board_svg(layers)}</div>'),
        ("controls", f'<section class="controls" id="controls">{controls}</section>'),
        ("stacks", f'<section class="stacks-panel" id="stacks">{stacks_html(state, shown or _waiting(opts, state, computer))}</section>'),
        ("players", f'<section class="players-panel" id="players">{players_html(state)}</section>'),
    ]
    if state.is_full:
        sections.append(("tracks", f'<section class="tracks-panel" id="tracks">{tracks_html(state)}</section>'))
    sections.append(("log", f'<section class="log-panel" id="log">{log_html(state, at.whole_log)}</section>'))
    sections.append(("game-footer", f'<footer class="game-footer" id="game-footer">{_game_buttons()}{key_html()}</footer>'))
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


def game_html(session: Session, zoom: bool = False, at: AtTable | None = None, map_focus: tuple[str, str] | None = None) -> str:
    """The whole game screen (the hand hidden behind the hand-over screen when it is up).

    ``zoom`` draws the map twice as large inside a frame that scrolls both ways (phones).
    While a computer seat is to move, no hand but a lone person's own is on the page.
    ``map_focus`` is the shape of the map the player last focused (see ``web.keymap``).
    """
    at = at or AtTable()
    if session.state.phase == OVER:
        return end_html(session.state, at.whole_log)
    return join_game(game_parts(session, zoom, at, map_focus))


def map_tab_stop(session: Session, shown: Options | None, remembered: tuple[str, str] | None) -> tuple[str, str]:
    """The one shape of the map in the Tab order for this screen (``web.keymap.tab_stop``)."""
    highlighted = shown.highlight_locations if shown else frozenset()
    return keymap.tab_stop(remembered, highlighted, session.state.player.plane)


def map_keys_html() -> str:
    """How the map works from the keyboard, for screen readers (read before the map)."""
    return f'<p class="sr-only">{e(words.MAP_KEYS)}</p>'


def end_html(state: State, whole_log: bool = False) -> str:
    winners, tie_break = outcome(state)
    who = names(state)
    headline = words.headline(winners, who)
    # Players are columns and sources rows, so five players still fit a phone's width.
    table = standings(state)
    head = "".join(
        f'<th scope="col" class="rank" data-player="{s.seat}" data-place="{s.place}" '
        f'data-points="{s.points}"><span class="place">{e(words.ordinal(s.place))}</span>'
        f'{_swatch(state.players[s.seat].colour)}{e(who[s.seat])}</th>'
        for s in table
    )
    body = []
    sources = [src for src in SOURCES if state.is_full or src != WINDMILL]
    for src in sources:
        cells = "".join(
            f'<td data-player="{s.seat}" data-source="{src.value}">{state.players[s.seat].points_by_source[src]}</td>'
            for s in table
        )
        body.append(f'<tr><th scope="row">{e(words.SOURCE_NAMES[src])}</th>{cells}</tr>')
    totals = "".join(f'<td data-player="{s.seat}" data-total="true">{s.points}</td>' for s in table)
    body.append(f'<tr class="total"><th scope="row">{e(words.TOTAL)}</th>{totals}</tr>')
    tie = (
        f'<p class="tie-break" data-tie-break="{"true" if tie_break else "false"}">'
        f"{e(words.tie_break_note(tie_break, len(winners) > 1))}</p>"
    )
    return (
        f'<div class="game final" data-phase="over" data-current="{state.current}">'
        '<section class="final-panel" id="final">'
        f'<h2 class="headline">{e(headline)}</h2>{tie}'
        f'<div class="table-wrap"><table class="ranking"><caption>{e(words.RANKING_CAPTION)}</caption>'
        f'<thead><tr><th scope="col">{e(words.PLACE)}</th>{head}</tr></thead>'
        f'<tbody>{"".join(body)}</tbody></table></div>'
        f'<p class="end-buttons"><button type="button" class="primary" data-command="{CMD_PLAY_AGAIN}">{e(words.PLAY_AGAIN)}</button>'
        f'<button type="button" data-command="{CMD_REPLAY}">{e(words.LABELS.replay_game)}</button>'
        f"{_game_buttons()}</p>"
        "</section>"
        f'<div class="board-wrap" id="board">{render_board(board_view(state, None))}</div>'
        f'<section class="log-panel" id="log">{log_html(state, whole_log)}</section>'
        "</div>"
    )


def _game_buttons() -> str:
    return (
        f'<button type="button" data-command="{CMD_SAVED}">{e(words.LABELS.saved_games)}</button>'
        f'<button type="button" data-command="{CMD_EXPORT}">{e(words.EXPORT_GAME)}</button>'
        f'<button type="button" data-command="{CMD_NEW_GAME}">{e(words.LABELS.new_game)}</button>'
        + rules_button()
    )


def new_game_html(values: dict[str, str], error: str = "", *, game_in_progress: bool = False) -> str:
    """The new-game form, filled with ``values`` (nothing typed is lost on an error)."""
    count = newgame.player_count(values)
    names = []
    for seat, colour_name in enumerate(PLAYER_COLOURS):
        kind = values.get(f"seat{seat}", newgame.PERSON)
        kinds = "".join(
            f'<option value="{k}"{" selected" if k == kind else ""}>{e(label)}</option>'
            for k, label in words.SEAT_KINDS.items()
        )
        names.append(
            f'<div class="name-row" data-seat="{seat}">'
            f'<label class="name-label">{_swatch(colour_name.lower())}'
            f'<span>{e(words.player_number(seat, words.colour(colour_name.lower())))}</span>'
            f'<input type="text" name="name{seat}" data-field="name{seat}" maxlength="{MAX_NAME_LENGTH}" autocomplete="off" '
            f'value="{e(values.get(f"name{seat}", ""))}"></label>'
            f'<label class="seat-kind"><span class="sr-only">{e(words.who_plays(seat))}</span>'
            f'<select name="seat{seat}" data-field="seat{seat}">{kinds}</select></label></div>'
        )
    count_opts = "".join(
        f'<option value="{n}"{" selected" if n == count else ""}>{e(words.players_count(n))}</option>' for n in range(2, 6)
    )
    variant = values.get("variant", "simple")
    variants = "".join(
        f'<label class="radio"><input type="radio" name="variant" data-field="variant" value="{v}"'
        f'{" checked" if v == variant else ""}> {label}</label>'
        for v, label in (("simple", words.LABELS.simple_game), ("full", words.LABELS.full_game))
    )
    start = values.get("start", newgame.RANDOM)
    start_opts = f'<option value="{newgame.RANDOM}">{e(words.LABELS.at_random)}</option>' + "".join(
        f'<option value="{seat}"{" selected" if start == str(seat) else ""}>'
        f'{e(values.get(f"name{seat}", "") or newgame.default_name(seat))}</option>'
        for seat in range(count)
    )
    windmill = values.get("windmill", newgame.RANDOM)
    wind_opts = f'<option value="{newgame.RANDOM}">{e(words.LABELS.at_random)}</option>' + "".join(
        f'<option value="{r.id}"{" selected" if windmill == r.id else ""}>{e(words.region(r.id))}</option>' for r in REGIONS
    )
    error_html = f'<p class="form-error" role="alert" id="form-error">{e(error)}</p>' if error else ""
    kept = (
        f'<p class="form-note">{e(words.LABELS.game_kept)}</p>'
        if game_in_progress
        else ""
    )
    back = (
        f'<button type="button" data-command="{CMD_BACK}">{e(words.LABELS.back_to_game)}</button>' if game_in_progress else ""
    )
    back += (
        f'<button type="button" data-command="{CMD_SAVED}" data-pending="{e(words.LABELS.opening_soon)}">'
        f"{e(words.LABELS.saved_games)}</button>"
    )
    return (
        '<div class="new-game" data-phase="new">'
        '<form class="setup" id="setup" onsubmit="return false" aria-labelledby="setup-title">'
        f'<h2 id="setup-title">{e(words.LABELS.new_game)}</h2>'
        f'<label class="field">{e(words.LABELS.players)} <select name="count" data-field="count">{count_opts}</select></label>'
        f'<fieldset><legend>{e(words.PLAYERS_LEGEND)}</legend>{"".join(names)}'
        f'<label class="check"><input type="checkbox" name="hints" data-field="hints"'
        f'{" checked" if values.get("hints", newgame.ON) != newgame.OFF else ""}> {e(words.HINTS_OPTION)}</label></fieldset>'
        f'<fieldset><legend>{e(words.LABELS.game)}</legend>{variants}</fieldset>'
        f'<label class="field">{e(words.LABELS.start_player)} <select name="start" data-field="start">{start_opts}</select></label>'
        f'<label class="field windmill-field">{e(words.LABELS.windmill_starts)} '
        f'<select name="windmill" data-field="windmill">{wind_opts}</select></label>'
        f'<label class="field">{e(words.LABELS.seed)} <input type="text" inputmode="numeric" name="seed" data-field="seed" '
        f'value="{e(values.get("seed", ""))}" placeholder="{e(words.LABELS.seed_random)}" autocomplete="off"></label>'
        f"{error_html}{kept}"
        f'<div class="form-buttons"><button type="button" class="primary" data-command="{CMD_START}" '
        f'data-pending="{e(words.LABELS.starting_soon)}">{e(words.LABELS.start_game)}</button>{back}{rules_button()}</div>'
        "</form>" + board_picture_html() + "</div>"
    )


# Texts of the page around the game (index.html), by their names in ``web.words``: the page's
# scripts show them before Python runs, and the page words them again when the language changes.
PAGE_TEXTS = (
    "LOADING", "LOADING_PYTHON", "LOADING_FILES", "LOADING_PACKAGES", "KEEPING_OFFLINE",
    "STARTING", "START_FAILED", "ENGINE_STOPPED", "RELOAD", "LANGUAGE",
)
LANGUAGE_SWITCH = "language"  # the id of the language switch in the top bar


def masthead_html(language: str) -> str:
    """The top bar: the game's name and the language switch (each language by its own name)."""
    options = "".join(
        f'<option value="{code}" lang="{code}"{" selected" if code == language else ""}>{e(name)}</option>'
        for code, name in i18n.LANGUAGES.items()
    )
    return (
        '<header class="masthead"><h1>Australia</h1>'
        f'<label class="language-switch"><span class="sr-only" data-text="LANGUAGE">{e(words.LANGUAGE)}</span>'
        f'<select id="{LANGUAGE_SWITCH}">{options}</select></label></header>'
    )


def board_picture_html() -> str:
    """The board as a game begins (every tile face down), as a picture beside the form."""
    picture = BoardView(tiles={region: (0, False) for region in REGION_IDS}, interactive=False)
    return (
        f'<figure class="board-wrap preview" aria-label="{e(words.LABELS.board_picture)}">'
        f"{render_board(picture)}</figure>"
    )


def resume_html() -> str:
    """What a returning player sees while the page starts: the game's place, its board empty.

    Written into the page when it is built (``tools/prerender.py``); the page replaces it
    with the game itself as soon as Python is ready, the board staying where it is.
    """
    return (
        '<div class="game resume" data-phase="resume" aria-busy="true">'
        f'<header class="status" id="status"><p class="prompt">{e(words.LABELS.resume_title)}</p></header>'
        + map_tools_html(False, enabled=False)
        + f'<div class="board-wrap" id="board">{render_board(BoardView(conservation=frozenset(), interactive=False))}</div>'
        '<aside class="side">'
        f'<section class="controls" id="controls"><p>{e(words.LABELS.resume_text)}</p></section>'
        "</aside></div>"
    )


def broken_html(message: str, slot: str) -> str:
    return (
        '<div class="broken" role="alert" data-phase="broken">'
        f"<h2>{e(words.LABELS.not_loaded_title)}</h2>"
        f'<p class="save-error">{e(message)}</p>'
        f"<p>{e(words.BROKEN_KEPT)}</p>"
        '<div class="form-buttons">'
        f'<button type="button" class="primary" data-command="{CMD_NEW_GAME}">{e(words.LABELS.new_game)}</button>'
        f'<button type="button" data-command="{CMD_SAVED}">{e(words.LABELS.saved_games)}</button>'
        f'<button type="button" data-command="export:{e(slot)}">{e(words.LABELS.export_damaged)}</button>'
        + rules_button()
        + "</div></div>"
    )
