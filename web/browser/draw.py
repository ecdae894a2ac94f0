"""Putting the page's state on the screen: the document side of ``web.browser.runtime``.

``Drawer.draw(model)`` puts the screen the views draw (``web.view``) into ``#app``. On the game
screen only the sections (and the map's layers) that changed since the last drawing are
replaced, as ``web.view.patch`` plans it, so a click redraws what it changed and the rest
(an open key, a scrolled side panel) stays as it is; on the replay, the parts that show the
step are replaced around the slider, so a slider being dragged stays the same element. The
keyboard's focus comes back to the element that had it (its caret too), the zoomed map
keeps its scroll, and the rules open at their top and close back where the page was.

Contract with the end-to-end tests: every drawing bumps ``data-rendered`` on ``<html>`` and
sets ``data-screen`` to the screen shown.
"""

from __future__ import annotations

from typing import Any, Callable

from web.commands import HOOKS, LANGUAGE_SWITCH, REPLAY_SLIDER, RULES_TITLE, Command, Hook, selector
from web.browser.motion import MapInView, Motion
from web.state.page import Model, ReplayScreen
from web.text.page import PAGE_TEXTS
from web.view.game import join_game, game_parts
from web.view.page import BANNERS, banners_html, drawn_in_parts, page_broken_html, page_html
from web.view.patch import Section, patch


class Drawer:
    def __init__(
        self,
        document,
        window,
        *,
        when: Callable[[float], str],
        options: Callable[[dict], Any] = dict,
        later: Callable[[float, Callable[[], None]], Any] | None = None,
        to_js: Callable[[Any], Any] = lambda value: value,
    ) -> None:
        self.document = document
        self.window = window
        self.root = document.getElementById("app")
        self.when = when
        self.options = options  # a dict as the options object of a DOM call (to_js in the browser)
        self.later = later  # a timer, to let go of a download's object URL
        self.motion = Motion(window, options=options, to_js=to_js)  # pieces gliding on the map
        self.map_in_view = MapInView(document, window, options=options)  # the map scrolled into view
        self.renders = 0
        self.screen: str | None = None  # the screen drawn last
        self.parts = None  # the game screen's parts as drawn last (None: something else)
        self.scroll_under_rules = 0.0
        self._scroll_before = 0.0
        self._focus_key: str | None = None
        self._caret = None
        self.offline = None  # web.browser.offline.Offline, to reword its banner
        self.listening = None  # the page's listeners (web/static/events.js), told the keys it takes
        self.to_js = to_js

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, model: Model) -> None:
        self._focus_key = self.focus_key()
        self._caret = self._caret_now()
        self._scroll_before = float(self.window.scrollY)
        board_scroll = self._board_scroll()
        if isinstance(model.screen, ReplayScreen) and self.screen == "replay" and self._replay_in_place(model):
            pass
        else:
            self._draw(model)
        self.screen = model.screen.name
        self._restore_board_scroll(board_scroll)
        self.renders += 1
        html = self.document.documentElement
        html.setAttribute("data-rendered", str(self.renders))
        html.setAttribute("data-screen", model.screen.name)

    def _draw(self, model: Model) -> None:
        parts = game_parts(model) if drawn_in_parts(model) else None
        last, self.parts = self.parts, None  # until this drawing is complete
        change = patch(last, parts) if parts is not None else None
        game = self.root.querySelector(".game") if change is not None else None
        if game:
            for name, value in change.attrs:
                game.setAttribute(name, value)
            for step in change.changes:
                if isinstance(step, Section):
                    self.document.getElementById(step.ident).outerHTML = step.html
                    continue
                svg = self.root.querySelector("#board svg")
                moved = self.motion.before(svg) if step.glide else None
                for layer, inner in step.layers:
                    svg.querySelector(f":scope > g.{layer}").innerHTML = inner
                self.motion.after(svg, moved)
        else:
            self.root.innerHTML = join_game(parts) if parts is not None else page_html(model, self.when)
        self.parts = parts

    def _replay_in_place(self, model: Model) -> bool:
        """Redraw the replay around its slider; False when the page must be drawn whole (a
        banner above the screen, shown now or to be shown)."""
        from web.text.saves import step_of  # the replay's modules: imported when first drawn
        from web.view.saved import REPLAY_PARTS, replay_parts

        self.parts = None
        if banners_html(model) or self.root.querySelector(BANNERS):
            return False
        replay = model.screen.replay
        olds = [self.root.querySelector(part) for part in REPLAY_PARTS]
        if not all(olds) or not self.root.querySelector(".replay"):
            return False
        parts = replay_parts(replay)
        for old, part in zip(olds, REPLAY_PARTS):
            old.outerHTML = parts[part]
        step = str(replay.step)
        self.root.querySelector(".replay").setAttribute("data-step-index", step)
        slider = self.root.querySelector(f"#{REPLAY_SLIDER}")
        if slider:
            slider.setAttribute("aria-valuetext", step_of(replay.step, replay.total))
            if str(slider.value) != step:
                slider.value = step
        return True

    def draw_broken(self) -> None:
        """Even drawing failed: a plain message with the reload that resumes the saved game."""
        self.parts = None
        self.root.innerHTML = page_broken_html()
        self.renders += 1
        self.document.documentElement.setAttribute("data-rendered", str(self.renders))

    # --- the language ---------------------------------------------------------------------------

    def speak(self, language: str) -> None:
        """Put the page around the game in the language in use: ``<html lang>``, the switch,
        the texts of index.html (``data-text``); the screens are drawn in it by ``draw``."""
        html = self.document.documentElement
        html.setAttribute("lang", language)
        html.setAttribute("data-language", language)
        switch = self.document.getElementById(LANGUAGE_SWITCH)
        if switch:
            switch.value = language
        for element in self.document.querySelectorAll("[data-text]"):
            name = element.getAttribute("data-text")
            if name in PAGE_TEXTS:
                element.textContent = PAGE_TEXTS[name]()
        if self.offline is not None:
            self.offline.reword()
        self.parts = None  # every part of the screen is worded anew

    # --- focus and scrolling ------------------------------------------------------------------

    def focus_key(self) -> str | None:
        """A selector for the element with the focus (to find it again after a drawing)."""
        active = self.document.activeElement
        if not active or not hasattr(active, "getAttribute"):
            return None
        for hook in (*HOOKS, None):
            attribute = hook.attribute if hook is not None else "data-field"
            value = active.getAttribute(attribute)
            if isinstance(value, str):
                found = f'[{attribute}="{value}"]'
                arg = active.getAttribute("data-arg")
                return found + (f'[data-arg="{arg}"]' if isinstance(arg, str) else "")
        ident = active.getAttribute("id")
        return f"#{ident}" if isinstance(ident, str) and ident and active != self.document.body else None

    def _caret_now(self):
        active = self.document.activeElement
        if active and getattr(active, "tagName", "") == "INPUT" and active.type == "text":
            return active.selectionStart, active.selectionEnd
        return None

    def focus(self, selectors, prevent_scroll: bool = False) -> bool:
        """The focus on the first element found in the screen, else in the bar above it (whose
        button of "Your record" is on every screen)."""
        for within, found_selector in [(self.root, s) for s in selectors] + [(self.document, s) for s in selectors]:
            found = within.querySelector(found_selector)
            if found:
                if prevent_scroll:
                    found.focus(self.options({"preventScroll": True}))
                else:
                    found.focus()
                return True
        return False

    def keep_focus(self, fallback) -> None:
        """After a drawing: the focus back on the element that had it, else (for a keyboard
        player) on the screen's first control."""
        again = self.root.querySelector(self._focus_key) if self._focus_key else None
        if again:
            # the same control, drawn anew where it was: the page must not scroll to it
            again.focus(self.options({"preventScroll": True}))
            if self._caret is not None and getattr(again, "type", "") == "text":
                again.setSelectionRange(*self._caret)
        elif fallback:
            self.focus(fallback)

    def rules_opened(self) -> None:
        self.scroll_under_rules = self._scroll_before
        self.window.scrollTo(0, 0)
        heading = self.root.querySelector(f"#{RULES_TITLE}")
        if heading:
            heading.focus()

    def rules_closed(self) -> None:
        self.window.scrollTo(0, self.scroll_under_rules)
        self.focus((selector(Hook.COMMAND, Command.RULES),), prevent_scroll=True)

    def take_keys(self, rules) -> None:
        """The keys the page takes now (``web.state.keys``), for its listeners to decide at once."""
        if self.listening is not None:
            self.listening.keys(self.to_js([rule.plain() for rule in rules]))

    def show_progress(self, done: float) -> None:
        bar = self.document.querySelector(".thinking-progress")
        if bar:
            bar.value = done

    def show_board(self) -> None:
        self.map_in_view.show()

    def scrolled_by_hand(self) -> None:
        self.map_in_view.scrolled_by_hand()

    def _board_scroll(self):
        """Where the zoomed map's frame is scrolled to, or None when the map is not zoomed."""
        board = self.document.querySelector("#board.zoomed")
        return (board.scrollLeft, board.scrollTop) if board else None

    def _restore_board_scroll(self, scroll) -> None:
        """Keep the zoomed map where the player scrolled it; centre it when just zoomed in."""
        board = self.document.querySelector("#board.zoomed")
        if not board:
            return
        if scroll is None:
            # Just zoomed in: centre on the region of the player to act's plane, else the middle.
            here = board.querySelector(".region.current path")
            if here:
                frame, box = board.getBoundingClientRect(), here.getBoundingClientRect()
                scroll = (
                    box.left - frame.left + board.scrollLeft + box.width / 2 - board.clientWidth / 2,
                    box.top - frame.top + board.scrollTop + box.height / 2 - board.clientHeight / 2,
                )
            else:
                scroll = ((board.scrollWidth - board.clientWidth) / 2, (board.scrollHeight - board.clientHeight) / 2)
        board.scrollLeft, board.scrollTop = scroll

    # --- the rest of the document's part ------------------------------------------------------

    def download(self, name: str, text: str) -> None:
        """Hand a file over to the player (a Blob behind a hidden link)."""
        window = self.window
        blob = window.Blob.new([text], self.options({"type": "application/json"}))
        url = window.URL.createObjectURL(blob)
        link = self.document.createElement("a")
        link.href = url
        link.download = name
        link.hidden = True
        self.document.body.appendChild(link)
        link.click()
        link.remove()
        self._revoke_later(url)

    def _revoke_later(self, url) -> None:
        if self.later is not None:
            self.later(60_000, lambda: self.window.URL.revokeObjectURL(url))

    def reload(self) -> None:
        self.window.location.reload()

    def log_fault(self, detail: str) -> None:
        self.window.console.error("Australia: an unexpected failure was caught; the game goes on.\n" + detail)

