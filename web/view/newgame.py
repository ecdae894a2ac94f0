"""The new-game form beside a picture of the board, and the returning player's first screen.

A name field still showing its seat's default name carries that name in ``data-default``, so
the browser shell can tell a default from a name typed (``web.messages.FieldsRead``): a
default follows the language and the kind of seat, a typed name stays as typed.
"""

from __future__ import annotations

from australia import FULL, MAX_NAME_LENGTH, PLAYER_COLOURS, REGION_IDS, REGIONS, SEAT_KINDS, SIMPLE

from web.dom import DEFAULT

from web.hooks import Command
from web.state.newgame import PLAYER_COUNTS, RANDOM, Form
from web.text import page as words
from web.text import threats as threat_words
from web.text.board import board_picture
from web.text.names import colour, default_person_names, players_count, region, seat_kind
from web.text.reasons import sentence, why
from web.view.board import BoardView, render_board
from web.view.game import map_tools_html
from web.view.html import command_attrs, e, rules_button
from web.view.panels import swatch


def _selected(flag: bool) -> str:
    return " selected" if flag else ""


def _seat_row(form: Form, seat: int, colour_name: str, person_names: tuple[str, ...]) -> str:
    """One seat's row: its colour, its name field and who plays it."""
    kind = form.seats[seat]
    kinds = "".join(f'<option value="{k}"{_selected(k == kind)}>{e(seat_kind(k))}</option>' for k in SEAT_KINDS)
    shown = form.name(seat, person_names)
    default = f' {DEFAULT}="{e(shown)}"' if form.is_default(seat) else ""
    return (
        f'<div class="name-row" data-seat="{seat}">'
        f'<label class="name-label">{swatch(colour_name)}'
        f"<span>{e(words.player_number(seat, colour(colour_name)))}</span>"
        f'<input type="text" name="name{seat}" data-field="name{seat}" maxlength="{MAX_NAME_LENGTH}" autocomplete="off" '
        f'value="{e(shown)}"{default}></label>'
        f'<label class="seat-kind"><span class="sr-only">{e(words.who_plays(seat))}</span>'
        f'<select name="seat{seat}" data-field="seat{seat}">{kinds}</select></label></div>'
    )


def _choices(form: Form, person_names: tuple[str, ...]) -> dict[str, str]:
    """The options of the form's other choices: players, game, start player, windmill."""
    return {
        "counts": "".join(
            f'<option value="{n}"{_selected(n == form.count)}>{e(players_count(n))}</option>' for n in PLAYER_COUNTS
        ),
        "variants": "".join(
            f'<label class="radio"><input type="radio" name="variant" data-field="variant" value="{v}"'
            f'{" checked" if v == form.variant else ""}> {e(label)}</label>'
            for v, label in ((SIMPLE, words.simple_game()), (FULL, words.full_game()))
        ),
        "starts": f'<option value="{RANDOM}">{e(words.at_random())}</option>' + "".join(
            f'<option value="{seat}"{_selected(form.start == str(seat))}>{e(form.name(seat, person_names))}</option>'
            for seat in range(form.count)
        ),
        "windmills": f'<option value="{RANDOM}">{e(words.at_random())}</option>' + "".join(
            f'<option value="{r.id}"{_selected(form.windmill == r.id)}>{e(region(r.id))}</option>' for r in REGIONS
        ),
    }


def _buttons(game_in_progress: bool) -> str:
    """Start, back to the game on the table (if any), the saved games and the rules."""
    back = (
        f'<button type="button" {command_attrs(Command.BACK_TO_GAME)}>{e(words.back_to_game())}</button>'
        if game_in_progress
        else ""
    )
    back += (
        f'<button type="button" {command_attrs(Command.SAVED_GAMES)} data-pending="{e(words.opening_soon())}">'
        f"{e(words.saved_games())}</button>"
    )
    return (
        f'<div class="form-buttons"><button type="button" class="primary" {command_attrs(Command.START)} '
        f'data-pending="{e(words.starting_soon())}">{e(words.start_game())}</button>{back}{rules_button()}</div>'
    )


def new_game_html(form: Form, error=None, *, game_in_progress: bool = False, threats: bool = True) -> str:
    """The new-game form as ``form`` holds it (nothing typed is lost on an error), with the
    threats' switch (a setting of this device, ``threats``: shown)."""
    person_names = default_person_names()
    rows = "".join(_seat_row(form, seat, colour_name, person_names) for seat, colour_name in enumerate(PLAYER_COLOURS))
    choices = _choices(form, person_names)
    refusal = f'<p class="form-error" role="alert" id="form-error">{e(sentence(why(error)))}</p>' if error else ""
    kept = f'<p class="form-note">{e(words.game_kept())}</p>' if game_in_progress else ""
    hints = " checked" if form.hints else ""
    return (
        '<div class="new-game" data-phase="new">'
        '<form class="setup" id="setup" aria-labelledby="setup-title">'
        f'<h2 id="setup-title">{e(words.new_game())}</h2>'
        f'<label class="field">{e(words.players())} '
        f'<select name="count" data-field="count">{choices["counts"]}</select></label>'
        f'<fieldset><legend>{e(words.players_legend())}</legend>{rows}'
        f'<label class="check"><input type="checkbox" name="hints" data-field="hints"{hints}> '
        f"{e(words.hints_option())}</label>"
        f'<p class="threats-option"><button type="button" class="threats-switch" {command_attrs(Command.THREATS)} '
        f'aria-pressed="{"true" if threats else "false"}">{e(threat_words.form_switch())}</button> '
        f'<span class="form-note">{e(threat_words.explained())}</span></p></fieldset>'
        f'<fieldset><legend>{e(words.game())}</legend>{choices["variants"]}</fieldset>'
        f'<label class="field">{e(words.start_player())} '
        f'<select name="start" data-field="start">{choices["starts"]}</select></label>'
        f'<label class="field windmill-field">{e(words.windmill_starts())} '
        f'<select name="windmill" data-field="windmill">{choices["windmills"]}</select></label>'
        f'<label class="field">{e(words.seed())} <input type="text" inputmode="numeric" name="seed" data-field="seed" '
        f'value="{e(form.seed)}" placeholder="{e(words.seed_random())}" autocomplete="off"></label>'
        f"{refusal}{kept}{_buttons(game_in_progress)}"
        "</form>" + board_picture_html() + "</div>"
    )


def board_picture_html() -> str:
    """The board as a game begins (every tile face down), as a picture beside the form."""
    picture = BoardView(tiles={region_id: (0, False) for region_id in REGION_IDS}, interactive=False)
    return f'<figure class="board-wrap preview" aria-label="{e(board_picture())}">{render_board(picture)}</figure>'


def resume_html() -> str:
    """What a returning player sees while the page starts: the game's place, its board empty.

    Written into the page when it is built (``tools/prerender.py``); the page replaces it
    with the game itself as soon as Python is ready, the board staying where it is.
    """
    return (
        '<div class="game resume" data-phase="resume" aria-busy="true">'
        f'<header class="status" id="status"><p class="prompt">{e(words.resume_title())}</p></header>'
        + map_tools_html(False, enabled=False)
        + f'<div class="board-wrap" id="board">{render_board(BoardView(conservation=frozenset(), interactive=False))}</div>'
        '<aside class="side">'
        f'<section class="controls" id="controls"><p>{e(words.resume_text())}</p></section>'
        "</aside></div>"
    )

