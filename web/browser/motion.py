"""What moves on the page between two drawings: pieces gliding on the map, and the map
scrolled into view on a small screen. Both take their browser objects as arguments
(``web.browser.draw.Drawer`` holds one of each), and both do nothing for a person who asked
for less movement beyond what they must.

**Pieces** (``Motion``): the page draws the new position at once; a plane or the windmill that
moved is then animated from where it was drawn before (the Web Animations API, "first, last,
invert, play"), rangers added to a location drop into it, each in ``MOTION_MS`` at most. The
animation runs over the new drawing, so a click is never held up by it.

**The map in view** (``MapInView``): on a screen where the map is stacked above the panels, it
is scrolled under the sticky status bar when the state asks (``web.state.effects.ShowBoard``),
unless most of it shows already or the person scrolled a moment ago.
"""

from __future__ import annotations

from typing import Any, Callable

from web.state.computer import MOTION_MS

STACKED = "(max-width: 999px)"  # where the page stacks the map above the panels (app.css)
CALM = "(prefers-reduced-motion:reduce)"  # the person asked for less movement
IN_VIEW = 0.8  # of the map's height (or of the screen under the status bar): in view enough
HANDS_OFF_MS = 1500.0  # after the person last scrolled, the page does not scroll for them


class Motion:
    def __init__(self, window, *, options: Callable[[dict], Any] = dict, to_js: Callable[[Any], Any] = lambda v: v) -> None:
        self.window = window
        self.options = options  # a dict as a JavaScript object
        self.to_js = to_js  # a list of dicts as a JavaScript array of objects (keyframes)

    def before(self, svg) -> dict | None:
        """Before the map's layers are replaced: where each plane and the windmill are drawn
        (on the screen), and how many rangers each location holds. None: no movement wanted."""
        if self.window.matchMedia(CALM).matches:
            return None
        found: dict = {}
        for plane in svg.querySelectorAll(".plane[data-player] use"):
            found[("plane", str(plane.parentElement.getAttribute("data-player")))] = plane.getBoundingClientRect()
        windmill = svg.querySelector(".windmill circle")
        if windmill:
            found[("windmill",)] = windmill.getBoundingClientRect()
        for count in svg.querySelectorAll(".location .count"):
            found[("rangers", str(count.parentElement.getAttribute("data-location")))] = int(count.textContent or 0)
        return found

    def after(self, svg, before: dict | None) -> None:
        """After: a plane or the windmill that moved glides from where it was, and rangers
        added to a location drop into it."""
        if not before:
            return
        box = svg.getBoundingClientRect()
        view = svg.viewBox.baseVal
        scale = float(view.width) / float(box.width) if box.width else 1.0  # screen px to the map's units
        timing = self.options({"duration": MOTION_MS, "easing": "ease-out"})
        for key, was in before.items():
            if key[0] == "rangers":
                continue
            piece = svg.querySelector(f'.plane[data-player="{key[1]}"]' if key[0] == "plane" else ".windmill")
            now = piece.querySelector("use, circle") if piece else None
            if not now:
                continue
            here = now.getBoundingClientRect()
            dx, dy = (float(was.left) - float(here.left)) * scale, (float(was.top) - float(here.top)) * scale
            if abs(dx) + abs(dy) > 1:
                piece.animate(self.to_js([{"transform": f"translate({dx:.1f}px, {dy:.1f}px)"}, {"transform": "none"}]), timing)
        for count in svg.querySelectorAll(".location .count"):
            location = str(count.parentElement.getAttribute("data-location"))
            if int(count.textContent or 0) > before.get(("rangers", location), 0):
                count.parentElement.animate(
                    self.to_js([{"transform": "translateY(-18px)", "opacity": 0}, {"transform": "none", "opacity": 1}]), timing
                )


class MapInView:
    def __init__(self, document, window, *, options: Callable[[dict], Any] = dict) -> None:
        self.document = document
        self.window = window
        self.options = options
        self._hand_scrolled = float("-inf")

    def scrolled_by_hand(self) -> None:
        """The person scrolls (a wheel, a touch, a scrolling key): leave the page to them a while."""
        self._hand_scrolled = float(self.window.performance.now())

    def show(self) -> None:
        """Scroll the map into view under the status bar, on a screen where the page stacks it
        above the panels, unless most of it shows already or the person is scrolling."""
        window = self.window
        if not window.matchMedia(STACKED).matches:
            return
        if float(window.performance.now()) - self._hand_scrolled < HANDS_OFF_MS:
            return
        board = self.document.getElementById("board")
        if not board:
            return
        status = self.document.getElementById("status")
        top = max(0.0, float(status.getBoundingClientRect().bottom)) if status else 0.0
        box = board.getBoundingClientRect()
        height = float(window.innerHeight)
        room = min(float(box.height), height - top)
        seen = max(0.0, min(float(box.bottom), height) - max(float(box.top), top))
        if room <= 0 or seen >= IN_VIEW * room:
            return
        smooth = not window.matchMedia(CALM).matches
        window.scrollBy(self.options({"top": float(box.top) - top - 4, "behavior": "smooth" if smooth else "instant"}))
