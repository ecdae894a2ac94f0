"""The whole page as HTML text: the banners above the screen and the screen shown.

``page_html(model)`` draws any screen; the game screen can also be drawn in parts
(``web.view.game.game_parts``) so the browser shell redraws only what a click changed. The
top bar and the first screens (``first_screen``, ``resume_html``) are written into the page
when it is built (``tools/prerender.py``), so they are drawn by the same code.
"""

from __future__ import annotations

import time
from typing import Callable

from web.dom import LANGUAGE_SWITCH

from web.hooks import Command
from web.state.page import (
    BrokenScreen,
    GameScreen,
    Model,
    NewGameScreen,
    RecordScreen,
    ReviewScreen,
    ReplayScreen,
    RulesScreen,
    SavedScreen,
)
from web.state.update import initial
from web.text import i18n
from web.text import page as words
from web.text.notices import page_broken, reload, said, something_went_wrong, storage_unavailable
from web.text.reasons import why
from web.view.game import game_parts, join_game
from web.view.extensions import remote_play
from web.view.html import button, command_attrs, e, rules_button
from web.view.newgame import new_game_html

When = Callable[[float], str]


def default_when(t: float) -> str:
    return time.strftime("%d %b %Y, %H:%M", time.localtime(t))


BANNERS = ".app-fault, .save-problem, .app-alert, .app-notice"  # what banners_html draws, to find it


def banners_html(model: Model) -> str:
    """What is said above the screen: a failure, a storage problem, an alert, a notice."""
    banner = model.banner
    out = []
    if banner.faulted:
        export = button(Command.EXPORT_CURRENT, words.export_game()) if model.table is not None else ""
        out.append(
            '<div class="app-fault" role="alert">'
            f"<p>{e(something_went_wrong())}</p>"
            f'<p class="form-buttons">{export}{button(Command.RELOAD, reload())}</p></div>'
        )
    if not banner.storage:
        out.append(f'<p class="save-problem" role="alert">{e(storage_unavailable())}</p>')
    if banner.save_problem is not None:
        out.append(f'<p class="save-problem" role="alert">{e(said(banner.save_problem))}</p>')
    if banner.alert is not None:
        out.append(f'<p class="app-alert" role="alert">{e(said(banner.alert))}</p>')
    if banner.notice is not None:
        out.append(f'<p class="app-notice" role="status">{e(said(banner.notice))}</p>')
    return f'<div class="banners">{"".join(out)}</div>' if out else ""


def screen_html(model: Model, when: When = default_when) -> str:
    screen = model.screen
    # The screens a page rarely starts on are imported when first drawn: not needed to start.
    if isinstance(screen, GameScreen) and model.guest is not None and model.table is None:
        return remote_play().screen(model) or ""
    if isinstance(screen, GameScreen) and model.table is not None:
        session = model.session
        if session.over:
            from web.view.end import end_html

            return end_html(session.state, model.flags.whole_log, session.seats, reviewable=remote_play().reviewable(model))
        return join_game(game_parts(model))
    if isinstance(screen, RulesScreen):
        from web.view.rules import rules_html

        return rules_html(tips_off=model.prefs.tips.off)
    if isinstance(screen, BrokenScreen):
        return broken_html(screen)
    if isinstance(screen, RecordScreen):
        from web.view.record import record_html

        return record_html(screen, when=when)
    if isinstance(screen, ReviewScreen):
        from web.text.saves import title
        from web.view.review import review_html

        return review_html(screen, title(screen.title))
    if isinstance(screen, ReplayScreen):
        from web.view.saved import replay_html

        return replay_html(screen.replay)
    if isinstance(screen, SavedScreen):
        from web.view.saved import saved_games_html

        current = model.table.slot if model.table is not None else None
        has_game = model.table is not None
        return saved_games_html(
            screen, when=when, current=current, has_game=has_game, offline=model.offline, quick=model.quick
        )
    error = screen.error if isinstance(screen, NewGameScreen) else None
    return new_game_html(
        model.form, error, game_in_progress=model.table is not None and not model.session.over, threats=model.prefs.threats
    )


def page_html(model: Model, when: When = default_when) -> str:
    """The whole screen: banners, then the screen shown."""
    return banners_html(model) + screen_html(model, when)


def drawn_in_parts(model: Model) -> bool:
    """Whether the screen is the game in progress alone (no banner above it): then the shell
    may redraw only the parts that changed (``web.view.game.game_parts``)."""
    return model.playing and not model.session.over and not banners_html(model)


def broken_html(screen: BrokenScreen) -> str:
    return (
        '<div class="broken" role="alert" data-phase="broken">'
        f"<h2>{e(words.not_loaded_title())}</h2>"
        f'<p class="save-error">{e(why(screen.reason))}</p>'
        f"<p>{e(words.broken_kept())}</p>"
        '<div class="form-buttons">'
        + button(Command.NEW_GAME, words.new_game(), cls="primary")
        + button(Command.SAVED_GAMES, words.saved_games())
        + button(Command.EXPORT, words.export_damaged(), arg=screen.slot)
        + rules_button()
        + "</div></div>"
    )


def page_broken_html() -> str:
    """When even drawing fails: say so plainly, with the reload that resumes the saved game."""
    return (
        f'<div class="app-fault" role="alert"><p>{e(page_broken())}</p>'
        f'<p class="form-buttons">{button(Command.RELOAD, reload())}</p></div>'
    )


def masthead_html(language: str) -> str:
    """The top bar: the game's name, the language switch (each language by its own name) and
    the button of "Your record"."""
    options = "".join(
        f'<option value="{code}" lang="{code}"{" selected" if code == language else ""}>{e(name)}</option>'
        for code, name in i18n.LANGUAGES.items()
    )
    return (
        '<header class="masthead"><h1>Australia</h1>'
        f'<label class="language-switch"><span class="sr-only" data-text="LANGUAGE">{e(words.language())}</span>'
        f'<select id="{LANGUAGE_SWITCH}">{options}</select></label>'
        f'<button type="button" class="masthead-record" {command_attrs(Command.RECORD)} data-text="YOUR_RECORD">'
        f"{e(words.your_record())}</button></header>"
    )


def first_screen(language: str = i18n.ENGLISH) -> str:
    """What a new player sees first: the new-game form beside the board, in ``language``."""
    before = i18n.current()
    i18n.use(language)
    try:
        return page_html(initial(language))
    finally:
        i18n.use(before)
