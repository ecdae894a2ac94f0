"""The few helpers every view shares: escaping text for HTML, the page's hook attributes, the
Rules button every screen has and the button of "Your record".

Every text that reaches the page through a view goes through ``e``: names players typed,
labels of saved games, file names and every translated text alike.
"""

from __future__ import annotations

from html import escape

from web.commands import ARG, Command, Hook
from web.text import page as page_words
from web.text import record as record_words


def e(text: object) -> str:
    """Text made safe for HTML content and attribute values."""
    return escape(str(text), quote=True)


def command_attrs(command: Command | str, arg: object = None) -> str:
    """The attributes that make an element run a command (``web.commands``)."""
    attrs = f'{Hook.COMMAND.attribute}="{e(command)}"'
    return attrs if arg is None else f'{attrs} {ARG}="{e(arg)}"'


def button(command: Command | str, label: str, *, arg: object = None, cls: str = "", extra: str = "") -> str:
    """A button that runs ``command``."""
    klass = f' class="{cls}"' if cls else ""
    return f'<button type="button"{klass} {command_attrs(command, arg)}{extra}>{e(label)}</button>'


def record_button() -> str:
    """The button that opens "Your record" (the top bar, the end screen, the form, saved games)."""
    return button(Command.RECORD, record_words.your_record())


def rules_button(cls: str = "") -> str:
    """The button that opens the rules, on every screen."""
    return (
        f'<button type="button" class="rules-open{" " + cls if cls else ""}" {command_attrs(Command.RULES)} '
        f'title="{e(page_words.rules_button_title())}" data-pending="{e(page_words.opening_soon())}">'
        f"{e(page_words.rules_button())}</button>"
    )
