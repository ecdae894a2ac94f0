"""The panels beside the board: stacks, players, the windmill and ranger tracks, the log and
the key to the map. Pure functions of the game state (and the page's choices)."""

from __future__ import annotations

from australia import (
    CONSERVATION,
    OVER,
    RANGER_TRACK_SPACES,
    REGION_BY_ID,
    WINDMILL_TRACK_SPACES,
    State,
    Table,
    windmill_payout,
    windmill_ranking,
)

from web.hooks import Command
from web.state.selection import Choice
from web.text import board as board_words
from web.text import game as words
from web.text import log as log_words
from web.text.names import colour, kind_short, listing, region
from web.view.board import key_pieces
from web.view.html import command_attrs, e, per_game, seat_tag

LOG_LIMIT = 60  # log entries shown, newest first


def names(state: State) -> tuple[str, ...]:
    return tuple(p.name for p in state.players)


def swatch(colour_name: str) -> str:
    return f'<span class="swatch swatch-{e(colour_name)}" aria-hidden="true"></span>'


def disabled(choice: Choice, reason: str) -> str:
    """The attributes of a control that is off, with why (as its tooltip)."""
    if choice.enabled:
        return ""
    return f' aria-disabled="true" title="{e(reason)}"'


def stacks_html(state: State, stacks: tuple[Choice, ...], why) -> str:
    """The four stacks; ``why`` words a reason a stack cannot be drawn from now."""
    sizes = state.stack_sizes()
    items = []
    for choice in stacks:
        kind = choice.value
        n = sizes[kind]
        items.append(
            f'<button type="button" class="stack" data-stack="{kind}" data-cards="{n}" '
            f'aria-label="{e(words.stack_label(kind, n))}"{disabled(choice, why(choice.reason))}>'
            f'<span class="stack-kind" aria-hidden="true">{e(kind_short(kind))}</span>'
            f'<span class="stack-count" aria-hidden="true">{e(words.left(n))}</span></button>'
        )
    return f"<h2>{e(words.stacks())}</h2><div class=\"stacks\">" + "".join(items) + "</div>"


@per_game
def players_html(state: State, seats: Table | None = None) -> str:
    """The players' numbers, one row each; a computer seat marked with its level."""
    rows = []
    for i, p in enumerate(state.players):
        kind = seats.seats[i] if seats is not None else None
        current = i == state.current and state.phase != OVER
        plane = region(p.plane) if p.plane else words.plane_off_board()
        marker = ' aria-current="true"' if current else ""
        rows.append(
            f'<li class="player{" current" if current else ""}" data-player="{i}" data-points="{p.points}" '
            f'data-dollars="{p.dollars}"{marker}>'
            f'<div class="player-name">{swatch(p.colour)}<strong>{e(p.name)}</strong>'
            f'<span class="sr-only">{e(colour(p.colour))}</span>{seat_tag(kind)}</div>'
            f'<dl class="stats">'
            f"<div><dt>{e(words.points())}</dt><dd>{p.points}</dd></div>"
            f"<div><dt>{e(words.dollars())}</dt><dd>{p.dollars}</dd></div>"
            f"<div><dt>{e(words.rangers_label())}</dt><dd>{p.supply}</dd></div>"
            f"<div><dt>{e(words.cards())}</dt><dd>{len(p.hand)}</dd></div>"
            f'<div class="plane"><dt>{e(words.plane())}</dt><dd>{e(plane)}</dd></div>'
            f"</dl></li>"
        )
    # One row per player under one row of column names (the <dt>s are read out, not shown),
    # so five players fit a laptop screen next to the board.
    head = (
        f'<div class="players-head" aria-hidden="true"><span>{e(words.player())}</span><span>{e(words.points())}</span>'
        f'<span>$</span><span>{e(words.rangers_label())}</span><span>{e(words.cards())}</span>'
        f"<span>{e(words.plane())}</span></div>"
    )
    return f"<h2>{e(words.players())}</h2>" + head + '<ol class="players">' + "".join(rows) + "</ol>"


@per_game
def tracks_html(state: State) -> str:
    if not state.is_full:
        return ""
    wm = words.windmill_at(state.windmill_region, state.windmill_value) if state.windmill_region else "—"
    tiles = []
    for space in range(WINDMILL_TRACK_SPACES):
        if space < len(state.windmill_track):
            tile = state.windmill_track[space]
            tint = REGION_BY_ID[tile.region].colour
            conservation = tile.project == CONSERVATION
            text = words.conservation_mark() if conservation else str(tile.value)
            tiles.append(
                f'<li class="filled tile-{e(tint)}" title="{e(words.tile_title(conservation, tile.region))}">'
                f'<b>{e(text)}</b> <span class="tile-region">{e(region(tile.region))}</span></li>'
            )
        else:
            tiles.append(f'<li class="free"><span class="sr-only">{e(words.free_space())}</span></li>')
    rangers = []
    for space in range(RANGER_TRACK_SPACES):
        if space < len(state.ranger_track):
            owner = state.players[state.ranger_track[space]]
            rangers.append(
                f'<li class="filled" title="{e(owner.name)}">{swatch(owner.colour)}'
                f'<span class="sr-only">{e(owner.name)}</span></li>'
            )
        else:
            rangers.append(f'<li class="free"><span class="sr-only">{e(words.free_space())}</span></li>')
    if rangers:
        rangers[0] = rangers[0].replace("<li ", '<li data-top="true" ', 1)
    # In the order a windmill scoring would rank them (the engine's ranking, ties included).
    on_track = "".join(
        f'<li data-player="{seat}">{swatch(state.players[seat].colour)}'
        f"{e(words.on_the_track(state.players[seat].name, n))}</li>"
        for seat, n, _points in windmill_ranking(state)
    )
    pays = listing([words.windmill_pays(state.players[p.player].name, p.points) for p in windmill_payout(state)])
    return (
        f'<h2>{e(words.windmill())} <span class="windmill-at">{e(wm)}</span></h2>'
        '<div class="track-row">'
        f'<p class="track-label">{e(words.windmill_track())} {len(state.windmill_track)}/{WINDMILL_TRACK_SPACES}</p>'
        f'<ol class="windmill-track" aria-label="'
        f'{e(words.windmill_track_label(len(state.windmill_track), WINDMILL_TRACK_SPACES))}">{"".join(tiles)}</ol>'
        "</div>"
        '<div class="track-row">'
        f'<p class="track-label">{e(words.ranger_track())} {len(state.ranger_track)}/{RANGER_TRACK_SPACES}</p>'
        f'<div class="ranger-track-wrap"><ol class="ranger-track" aria-label="'
        f'{e(words.ranger_track_label(len(state.ranger_track), RANGER_TRACK_SPACES))}">{"".join(rangers)}</ol>'
        f'<p class="track-top" aria-hidden="true">▲ {e(words.top_of_track())}</p></div>'
        "</div>"
        + '<div class="track-now">'
        + (f'<ul class="track-counts">{on_track}</ul>' if on_track else "")
        + f'<p class="windmill-now">{e(words.windmill_now())}: {e(pays or words.nobody_on_track())}</p></div>'
    )


def log_items(state: State, limit: int | None = LOG_LIMIT) -> list[tuple[str, str]]:
    """The game log as (kind, line), newest first: the most recent ``limit`` lines, or all."""
    who = names(state)
    out: list[tuple[str, str]] = []
    for entry in reversed(state.log):
        out.extend(reversed(log_words.entry_items(entry, who)))
        if limit is not None and len(out) >= limit:
            return out[:limit]
    return out


def log_line(kind: str, line: str) -> str:
    return f'<li class="{kind}">{e(line)}</li>' if kind else f"<li>{e(line)}</li>"


@per_game
def log_html(state: State, whole: bool = False) -> str:
    """The game log, newest first: its recent lines, or the whole game's at the player's
    asking. Scorings stand out."""
    items = log_items(state, None if whole else LOG_LIMIT + 1)
    if not items:
        return f'<h2>{e(words.game_log())}</h2><p class="log-empty">{e(words.log_empty())}</p>'
    longer = len(items) > LOG_LIMIT
    lines = "".join(log_line(kind, line) for kind, line in (items if whole else items[:LOG_LIMIT]))
    more = ""
    if longer:
        label = words.recent_log() if whole else words.whole_log()
        more = (
            f'<p class="log-more"><button type="button" {command_attrs(Command.WHOLE_LOG)} '
            f'aria-pressed="{"true" if whole else "false"}">{e(label)}</button></p>'
        )
    # The list scrolls: it takes the focus, so the keyboard can scroll it too.
    return (
        f"<h2>{e(words.game_log())}</h2>"
        f'<ul class="log" id="game-log" aria-live="polite" tabindex="0" aria-label="{e(words.game_log())}">{lines}</ul>{more}'
    )


def key_html(open_: bool = False) -> str:
    """The key to the map's pieces and marks, drawn by the map's own renderer: a button that
    opens it over the page; Escape, a click outside or the button again close it."""
    items = "".join(
        f'<li><svg class="key-icon" viewBox="{box}" width="{width}" height="24" aria-hidden="true">{icon}</svg>'
        f"<span>{e(text)}</span></li>"
        for icon, box, width, text in key_pieces()
    )
    listed = f'<ul class="key-list" id="map-key-list">{items}</ul>' if open_ else ""
    return (
        f'<div class="map-key{" open" if open_ else ""}"><button type="button" {command_attrs(Command.MAP_KEY)} '
        f'aria-expanded="{"true" if open_ else "false"}" aria-controls="map-key-list">{e(board_words.map_key())}</button>'
        f"{listed}</div>"
    )
