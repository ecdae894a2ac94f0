"""The browser's Back and Forward: every screen the player moves to is an entry of the page's
history, so Back returns to the previous screen (from Saved games or a replay to the game ...)
instead of leaving the page.

``History`` writes its entries to what it is given: the page's ``Drawer`` (``web.browser.draw``),
whose frame carries them to the browser's ``history`` (a fake in the tests); ``entry`` turns
a dict into what an entry holds (``dict``: a frame is JSON).
"""

from __future__ import annotations

from typing import Any, Callable

from web import messages as m


class History:
    def __init__(self, history, entry: Callable[[dict], Any] = dict) -> None:
        self.history = history
        self.entry = entry
        self.shown: str | None = None  # the screen of the current entry

    def show(self, screen: str, *, replace: bool = False) -> None:
        """The screen now shown: a new entry, or this entry (at start-up, after Back)."""
        if screen == self.shown and not replace:
            return
        state = self.entry({"screen": screen})
        if replace or self.shown is None:
            self.history.replaceState(state, "")
        else:
            self.history.pushState(state, "")
        self.shown = screen

    def moved(self, state: object) -> m.HistoryMoved | None:
        """Back or Forward reached an entry (its state, as a dict): the screen it asks for."""
        screen = state.get("screen") if isinstance(state, dict) else None
        if not isinstance(screen, str):
            return None
        self.shown = screen
        return m.HistoryMoved(screen)
