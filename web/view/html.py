"""The few helpers every view shares: escaping text for HTML, the page's hook attributes, a
computer seat's mark, the Rules button every screen has and the button of "Your record".

Every text that reaches the page through a view goes through ``e``: names players typed,
labels of saved games, file names and every translated text alike.
"""

from __future__ import annotations

from html import escape
from typing import Callable

from australia import PERSON, REMOTE

from web.hooks import ARG, Command, Hook
from web.text import page as page_words
from web.text.names import at_host, level, own_device, seat_kind, you


def e(text: object) -> str:
    """Text made safe for HTML content and attribute values."""
    text = str(text)
    # most texts hold nothing to escape: answered without copying them five times over
    if "&" in text or "<" in text or ">" in text or '"' in text or "'" in text:
        return escape(text, quote=True)
    return text


def per_game(view: Callable[..., str]) -> Callable[..., str]:
    """A view of the game on the table kept for the last game it drew, with the same other
    arguments and language: a click that changes no game (a card picked, a key opened) draws
    the panels again for the very same game. A game at the table is a value (an action makes
    a new ``State``, never changes the one drawn), so the same object drew the same HTML."""
    from web.text import i18n

    last: list = []

    def drawn(state, *args, **kwargs):
        key = (args, tuple(sorted(kwargs.items())), i18n.current(), len(state.log))
        if last and last[0] is state and last[1] == key:
            return last[2]
        html = view(state, *args, **kwargs)
        last[:] = [state, key, html]
        return html

    drawn.__doc__ = view.__doc__
    drawn.__wrapped__ = view
    return drawn


def command_attrs(command: Command | str, arg: object = None) -> str:
    """The attributes that make an element run a command (``web.hooks``)."""
    attrs = f'{Hook.COMMAND.attribute}="{e(command)}"'
    return attrs if arg is None else f'{attrs} {ARG}="{e(arg)}"'


def button(command: Command | str, label: str, *, arg: object = None, cls: str = "", extra: str = "") -> str:
    """A button that runs ``command``."""
    klass = f' class="{cls}"' if cls else ""
    return f'<button type="button"{klass} {command_attrs(command, arg)}{extra}>{e(label)}</button>'


def record_button() -> str:
    """The button that opens "Your record" (the end screen, the form, saved games; the top bar
    has its own, ``web.view.page.masthead_html``)."""
    return button(Command.RECORD, page_words.your_record())


AT_HOST = "host"  # a joined device's view of a seat played by a person at the game's device
YOU = "you"  # a joined device's view of its own seat


def seat_tag(kind: str | None) -> str:
    """A seat's mark beside its name: a computer's small screen and its level ("hard"), read
    out as "Computer: hard"; a phone for a seat on its own device; for a joined device, a
    seat at the game's device (``AT_HOST``) and its own (``YOU``); nothing for a person here."""
    if kind is None or kind == PERSON:
        return ""
    if kind == YOU:
        return f'<span class="seat-tag you">{e(you())}</span>'

    if kind == AT_HOST:
        said = at_host()
        return (
            f'<span class="seat-tag" title="{e(said)}"><svg class="seat-icon" viewBox="0 0 16 14" aria-hidden="true">'
            '<rect x="2" y="1" width="12" height="8" rx="1"/><path d="M0.5 12.5h15"/></svg>'
            f'<span>{e(said)}</span></span>'
        )
    if kind == REMOTE:
        return (
            f'<span class="seat-tag" title="{e(seat_kind(kind))}"><svg class="seat-icon" viewBox="0 0 16 14" aria-hidden="true">'
            '<rect x="4.5" y="0.5" width="7" height="13" rx="1.5"/><path d="M7 11.5h2"/></svg>'
            f'<span class="sr-only">{e(seat_kind(kind))}</span><span aria-hidden="true">{e(own_device())}</span></span>'
        )
    return (
        f'<span class="seat-tag" title="{e(seat_kind(kind))}"><svg class="seat-icon" viewBox="0 0 16 14" aria-hidden="true">'
        '<rect x="1" y="1" width="14" height="9" rx="1.5"/><path d="M5 13h6M8 10v3"/></svg>'
        f'<span class="sr-only">{e(seat_kind(kind))}</span><span aria-hidden="true">{e(level(kind))}</span></span>'
    )


def rules_button(cls: str = "") -> str:
    """The button that opens the rules, on every screen."""
    return (
        f'<button type="button" class="rules-open{" " + cls if cls else ""}" {command_attrs(Command.RULES)} '
        f'title="{e(page_words.rules_button_title())}" data-pending="{e(page_words.opening_soon())}">'
        f"{e(page_words.rules_button())}</button>"
    )
