"""The page's screens and how a click moves between them, with saving after every step.

Screens: the new-game form, the game itself (with its hand-over screen), the end screen
(part of the game screen once the game is over) and the message about a save that does
not load. ``App`` is pure: the store and the clock are injected, and ``html()`` returns the
whole screen as text, so a test can drive the page exactly as the browser glue does.
"""

from __future__ import annotations

import random
import time
from typing import Callable

from australia import new_game
from australia.state import OVER

from web import newgame, view
from web.session import Session
from web.storage import Broken, Loaded, Storage, StorageError

NEW, GAME, BROKEN = "new", "game", "broken"


class App:
    def __init__(self, storage: Storage, *, now: Callable[[], float] = time.time, rand: random.Random | None = None) -> None:
        self.storage = storage
        self.now = now
        self.rand = rand
        self.screen = NEW
        self.session: Session | None = None
        self.slot: str | None = None
        self.form = newgame.defaults()
        self.form_error = ""
        self.confirming = False
        self.broken: Broken | None = None
        self.save_problem = ""

    # --- start-up ------------------------------------------------------------------------

    def boot(self) -> None:
        """Come back to the game on the table, exactly where it was left."""
        found = self.storage.load_current()
        if isinstance(found, Loaded):
            self.session = Session.restore(found.state, found.meta)
            self.slot = found.slot
            self.screen = GAME
        elif isinstance(found, Broken):
            self.broken = found
            self.screen = BROKEN
        else:
            self.screen = NEW

    @property
    def game_in_progress(self) -> bool:
        return self.session is not None and self.session.state.phase != OVER

    # --- input ---------------------------------------------------------------------------

    def form_changed(self, values: dict[str, str]) -> None:
        """A field of the new-game form changed (player count, variant): redraw with it."""
        self.form.update(values)
        self.form_error = ""

    def handle(self, target: tuple[str, object], form: dict[str, str] | None = None) -> None:
        kind, value = target
        if form:
            self.form.update(form)
        if kind == "command":
            if value == view.CMD_NEW_GAME:
                self.screen = NEW
                self.form_error = ""
                self.confirming = False
                return
            if value == view.CMD_BACK and self.session is not None:
                self.screen = GAME
                self.confirming = False
                return
            if value == view.CMD_START and self.screen == NEW:
                self._start(confirmed=False)
                return
            if value == view.CMD_CONFIRM_NEW and self.screen == NEW:
                self._start(confirmed=True)
                return
        if self.screen != GAME or self.session is None:
            return
        self.session.click(target)
        self._save()

    def _start(self, *, confirmed: bool) -> None:
        try:
            config, seed = newgame.parse(self.form, self.rand)
        except newgame.FormError as error:
            self.form_error = str(error)
            self.confirming = False
            return
        if self.game_in_progress and not confirmed:
            self.form_error = ""
            self.confirming = True
            return
        if self.session is not None and self.slot is not None:
            self.storage.discard(self.slot)  # it loaded, and the players chose to let it go
        self.confirming = False
        self.form_error = ""
        self.broken = None
        self.session = Session(new_game(config, seed))
        self.slot = self.storage.new_slot_id()
        self.screen = GAME
        self._save()

    def _save(self) -> None:
        if self.session is None or self.slot is None:
            return
        try:
            self.storage.save(self.slot, self.session.state, self.session.meta(), updated=self.now())
            self.save_problem = ""
        except StorageError as error:
            self.save_problem = str(error)

    # --- output --------------------------------------------------------------------------

    def html(self) -> str:
        if self.screen == GAME and self.session is not None:
            page = view.game_html(self.session)
        elif self.screen == BROKEN and self.broken is not None:
            page = view.broken_html(self.broken.message)
        else:
            page = view.new_game_html(
                self.form,
                self.form_error,
                game_in_progress=self.game_in_progress,
                confirming=self.confirming,
            )
        if self.save_problem:
            page = f'<p class="save-problem" role="alert">{view.e(self.save_problem)}</p>' + page
        return page
