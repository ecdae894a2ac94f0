"""Putting the page's state on the screen: the document side of ``web.browser.runtime``.

``Drawer`` builds the *frame* each input is answered with (``web.protocol``): the storage
writes the step made (``write``), then the instructions for the page's scripts: the drawing
(``web/static/draw.js``), where the focus goes, the keys the page takes, then the other
effects (``effect``: other devices, offline play). A frame goes to the page in one message
at the end of the step (``flush``), or, while a record is being handled (``hold``), once the
record is done (``answer``), so one record is always answered by exactly one frame: plain
values, made to cross from another thread.

``draw(model)`` puts the screen the views draw (``web.view``) into ``#app``: on the game
screen only the sections (and the map's layers) that changed since the last drawing, as
``web.view.patch`` plans it, so a click redraws what it changed and the rest (an open key, a
scrolled side panel) stays as it is; on the replay, the parts that show the step around the
slider, so a slider being dragged stays the same element. Where the focus goes is said here;
the script puts it back on the element that had it (its caret too), keeps the zoomed map's
scroll, glides the pieces that moved, and opens the rules at their top and closes them back
where the page was.

Everything here is decided from what was drawn before, never read from the document, so it is
tested under CPython as it is.

Contract with the end-to-end tests: every drawing bumps ``data-rendered`` on ``<html>`` and
sets ``data-screen`` to the screen shown.
"""

from __future__ import annotations

from typing import Any, Callable

from web.protocol import Channel, Op
from web.state.page import Model, ReplayScreen
from web.text import i18n
from web.text.page import PAGE_TEXTS
from web.view.game import join_game, game_parts
from web.view.page import banners_html, drawn_in_parts, first_screen, page_broken_html, page_html
from web.view.patch import Section, patch


class Drawer:
    def __init__(self, send: Callable[[dict], Any], *, when: Callable[[float], str], shown: Any = None) -> None:
        self.send = send  # hands a frame to the page (web/static/relay.js)
        self.when = when
        # What the page shows before the first drawing, as the page's first script said: the
        # first screen as built ("first-screen-<language>", tools/prerender.py), untouched. A
        # first drawing of the very same markup leaves it in place (nothing to lay out again).
        self.shown = shown if isinstance(shown, str) else None
        self.writes: list[list] = []  # [key, value, guarded, expected] of this frame, in order
        self.batch: list[dict] = []  # the drawing's instructions (draw.js)
        self.after: list[dict] = []  # the other effects (other devices, offline play)
        self.holding = False  # a record is being handled: its frame goes when it is done
        self.renders = 0
        self.sent = 0  # frames handed to the page (its script counts those it carried out)
        self.screen: str | None = None  # the screen drawn last (None: unknown, drawn whole next)
        self.parts = None  # the game screen's parts as drawn last (None: something else)
        self.banners = False  # the last drawing showed a banner above the screen

    def write(self, key: str, value: str | None, guarded: bool, expected: str | None) -> int:
        """A write of the browser's storage, carried out before anything else of this frame;
        the number of the frame it goes in (a refusal names it: ``web.browser.store``)."""
        self.writes.append([key, value, guarded, expected])
        return self.sent + 1

    def effect(self, op: dict) -> None:
        """An instruction for another of the page's scripts, carried out after the drawing."""
        self.after.append(op)

    def hold(self) -> None:
        """A record is being handled: every step it leads to goes in one frame (``answer``)."""
        self.holding = True

    def answer(self, seq: int) -> bool:
        """The record numbered ``seq`` is handled: its one frame, even with nothing to do (the
        page then knows it has caught up)."""
        self.holding = False
        return self._send(seq)

    def flush(self) -> bool:
        """The end of a step: its frame to the page, unless a record's frame is still being
        built. False when the page could not carry one out at once (it says why in the
        console): the next drawing is whole."""
        if self.holding or not (self.batch or self.writes or self.after):
            return True
        return self._send(None)

    def _send(self, seq: int | None) -> bool:
        ops, self.batch, self.after = self.batch + self.after, [], []
        writes, self.writes = self.writes, []
        self.sent += 1
        frame = {"australia": Channel.FRAME.value, "seq": seq, "writes": writes, "ops": ops}
        if self.send(frame) is False:
            self.parts = self.screen = None
            return False
        return True

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, model: Model) -> None:
        banners = bool(banners_html(model))
        if isinstance(model.screen, ReplayScreen) and self.screen == "replay" and not (banners or self.banners):
            op = self._replay_step(model)
        else:
            op = self._screen(model)
        if self.shown is not None:
            shown, self.shown = self.shown, None
            language = i18n.current()
            if op["how"] == "whole" and shown == f"first-screen-{language}" and op["html"] == first_screen(language):
                op = {"how": "kept"}
        self.renders += 1
        self.screen, self.banners = model.screen.name, banners
        self.batch.append({"op": Op.DRAW.value, "screen": model.screen.name, "renders": self.renders, **op})

    def _screen(self, model: Model) -> dict:
        parts = game_parts(model) if drawn_in_parts(model) else None
        change = patch(self.parts, parts) if parts is not None else None
        self.parts = parts
        if change is None:
            return {"how": "whole", "html": join_game(parts) if parts is not None else page_html(model, self.when)}
        changes = [
            ["section", step.ident, step.html]
            if isinstance(step, Section)
            else ["layers", step.glide, [list(layer) for layer in step.layers]]
            for step in change.changes
        ]
        return {"how": "patch", "attrs": [list(a) for a in change.attrs], "changes": changes}

    def _replay_step(self, model: Model) -> dict:
        """The replay's parts that show its step, replaced around the slider."""
        from web.text.saves import step_of  # the replay's modules: imported when first drawn
        from web.view.saved import REPLAY_PARTS, replay_parts

        self.parts = None
        replay = model.screen.replay
        parts = replay_parts(replay)
        return {
            "how": "replay",
            "parts": [[part, parts[part]] for part in REPLAY_PARTS],
            "step": str(replay.step),
            "valuetext": step_of(replay.step, replay.total),
        }

    def draw_broken(self) -> None:
        """Even drawing failed: a plain message with the reload that resumes the saved game."""
        self.parts = self.screen = None
        self.renders += 1
        self.batch.append(
            {"op": Op.DRAW.value, "how": "whole", "html": page_broken_html(), "renders": self.renders, "screen": None}
        )

    # --- the language ---------------------------------------------------------------------------

    def speak(self, language: str) -> None:
        """Put the page around the game in the language in use: ``<html lang>``, the switch,
        the texts of the page's own elements (``data-text``, ``data-label``: index.html's, the
        update banner's); the screens are drawn in it by ``draw``."""
        texts = {name: text() for name, text in PAGE_TEXTS.items()}
        self.batch.append({"op": Op.SPEAK.value, "language": language, "texts": texts})
        self.parts = None  # every part of the screen is worded anew

    # --- focus and scrolling ------------------------------------------------------------------

    def focus(self, selectors, prevent_scroll: bool = False, within: str | None = None) -> bool:
        """The focus on the first element found in the screen, else in the bar above it (whose
        button of "Your record" is on every screen). Only the page knows whether one was
        found: False, so the runtime always says where the focus goes otherwise (``keep_focus``)."""
        self.batch.append({"op": Op.FOCUS.value, "selectors": list(selectors), "preventScroll": prevent_scroll, "within": within})
        return False

    def keep_focus(self, fallback) -> None:
        """After a drawing where nothing took the focus: back on the element that had it, else
        (for a keyboard player) on the screen's first control."""
        self.batch.append({"op": Op.KEEP.value, "fallback": list(fallback)})

    def rules_opened(self) -> None:
        self.batch.append({"op": Op.RULES_OPENED.value})

    def rules_closed(self) -> None:
        self.batch.append({"op": Op.RULES_CLOSED.value})

    def take_keys(self, rules) -> None:
        """The keys the page takes now (``web.state.keys``), for its listeners to decide at once."""
        self.batch.append({"op": Op.KEYS.value, "rules": [rule.plain() for rule in rules]})

    def show_progress(self, done: float) -> None:
        self.batch.append({"op": Op.PROGRESS.value, "done": done})

    def show_board(self) -> None:
        self.batch.append({"op": Op.SHOW_BOARD.value})

    # --- the rest of the document's part ------------------------------------------------------

    def pushState(self, state: dict, _title: str) -> None:  # noqa: N802 - the browser's name
        """A new entry of the browser's history for the screen shown (``web.browser.history``
        writes the drawer as it would the browser's ``history``)."""
        self.batch.append({"op": Op.HISTORY.value, "state": state, "replace": False})

    def replaceState(self, state: dict, _title: str) -> None:  # noqa: N802 - the browser's name
        """This entry of the browser's history, replaced."""
        self.batch.append({"op": Op.HISTORY.value, "state": state, "replace": True})

    def download(self, name: str, text: str) -> None:
        """Hand a file over to the player."""
        self.batch.append({"op": Op.DOWNLOAD.value, "name": name, "text": text})

    def ready(self, regions: int) -> None:
        """Start-up has finished (the end-to-end tests wait for ``data-ready``); then offline
        play's part of the page starts, the game on the screen."""
        self.batch.append({"op": Op.READY.value, "regions": regions})
        self.effect({"op": Op.OFFLINE.value})

    def reload(self) -> None:
        self.batch.append({"op": Op.RELOAD.value})

    def log_fault(self, detail: str) -> None:
        self.batch.append({"op": Op.FAULT.value, "detail": detail})
