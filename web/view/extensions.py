"""Where a feature folder of the page (``web.devices``) adds its parts to the game screen,
without the views importing it.

The game screen asks the registered ``RemotePlay`` for what concerns seats played on other
devices: a screen of its own while this device joins another's game, the panel beside the
game, the controls while a seat elsewhere is to move, how each seat is shown, and the
buttons under the game. The feature registers its own as it is imported (``plug``); the page's
shell imports it (``web.browser.runtime``). Without it the page shows what a page without
remote seats shows: this base class's answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from web.state.page import Model


class RemotePlay:
    """The game screen's parts for seats played on other devices: none."""

    def screen(self, model: Model) -> str | None:
        """A screen of its own instead of the game's (None: the game's)."""
        return None

    def panel(self, model: Model) -> str | None:
        """The panel beside the game (None: none)."""
        return None

    def waiting(self, model: Model) -> str:
        """The controls while a seat played elsewhere is to move."""
        return ""

    def waiting_words(self, name: str, kind: str) -> str:
        """Who plays the seat to move, elsewhere than here (``kind``: as ``seats`` shows it)."""
        return ""

    def seats(self, model: Model):
        """What each seat is, as this device shows it (None: the game's own table)."""
        return None

    def sent(self, model: Model) -> bool:
        """This device sent an action to the game's device, which has not answered yet."""
        return False

    def undo_off(self, model: Model):
        """Why this device may not take a move back (a ``Reason``), or None."""
        return None

    def buttons(self, model: Model) -> str | None:
        """The buttons under the game (None: the game's own)."""
        return None

    def reviewable(self, model: Model) -> bool:
        """Whether the game over on the screen may be reviewed here (this device holds it whole)."""
        return True


_PLUGGED: list[RemotePlay] = [RemotePlay()]


def plug(parts: RemotePlay) -> RemotePlay:
    _PLUGGED[0] = parts
    return parts


def remote_play() -> RemotePlay:
    return _PLUGGED[0]
