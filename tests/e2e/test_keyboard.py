"""The game with the keyboard alone: Tab, Shift+Tab, the arrow keys, Enter and Escape.

The player here never clicks. It reads the page (what has the focus, what is offered) and
presses keys, the way a sighted keyboard user follows the focus ring; on the map it steers
with the arrow keys by the same geometry the page uses (``web.keymap``), and checks after
every arrow that the page put the focus where that geometry says (every other flight, only
after the last arrow, pressed in a row). Every key press is counted, per turn, so the cost of
a turn by keyboard is pinned down.
"""

from __future__ import annotations

from collections import deque
from statistics import mean

from australia.board import REGION_BY_ID
from tests.e2e.play import check_final_screen, drawn_after, rendered, settled
from web.state import focus as keymap

MAX_TABS_TO_A_CARD = 12
MAX_KEYS_PER_TURN = 16
MEAN_KEYS_PER_TURN = 10

# What the page shows and where the focus is. With a number, false until the page has drawn
# itself after that count (for wait_for_function): a key press and what follows in one call.
READ = """(after) => {
  if (after !== undefined && after !== null && +(document.documentElement.dataset.rendered || 0) <= after) return false;
  const q = s => [...document.querySelectorAll(s)];
  const game = document.querySelector('.game');
  const a = document.activeElement;
  const hook = ['data-command', 'data-card', 'data-stack', 'data-rangers', 'data-track', 'data-location', 'data-region']
    .find(h => a && a.hasAttribute && a.hasAttribute(h));
  return {
    rendered: +(document.documentElement.dataset.rendered || 0),
    over: !!document.querySelector('#final'),
    phase: game ? game.dataset.phase : null,
    handover: game ? game.dataset.handover : null,
    review: game ? game.dataset.review : null,
    mode: game ? game.dataset.mode : null,
    current: game ? game.dataset.current : null,
    focus: hook ? [hook.slice(5), a.getAttribute(hook), a.getAttribute('aria-disabled') !== 'true',
                   !!a.closest('#board')] : [a ? a.tagName : null, null, false, false],
    colours: q('[data-card]').map(e => e.dataset.colour),
    flyable: q('#board .region.flyable').map(e => e.dataset.region),
    tabindex0: q('#board [tabindex="0"]').length,
    notice: (document.querySelector('.notice') || {}).textContent || '',
  };
}"""


# Whether the focus is on the shape [kind, id] of the map.
FOCUSED = """([kind, value]) => {
  const a = document.activeElement;
  return !!a && !!a.getAttribute && a.getAttribute('data-' + kind) === value;
}"""


class KeyboardPlayer:
    """Presses keys only; counts them per turn (from the hand-over to the turn's last key)."""

    def __init__(self, page) -> None:
        self.page = page
        self.keys = 0
        self.turns: list[int] = []
        self.escaped = False
        self.flights = 0
        self.last: dict | None = None  # what the page showed after the last key, if known

    def read(self) -> dict:
        if self.last is None:
            self.last = self.page.evaluate(READ)
        return self.last

    def press(self, key: str) -> dict:
        """Press a key; what the page shows after it, once redrawn."""
        before = self.read()["rendered"]
        self.page.keyboard.press(key)
        self.keys += 1
        self.last = self.page.wait_for_function(READ, arg=before, timeout=10_000).json_value()
        return self.last

    def end_turn(self) -> None:
        self.turns.append(self.keys)
        self.keys = 0

    def fly(self, info: dict) -> None:
        """Steer with the arrows from the focused shape to a region worth flying to, then Enter."""
        kind, value = info["focus"][:2]
        start = (kind, value)
        wanted = set(info["colours"])
        regions = [r for r in info["flyable"] if REGION_BY_ID[r].colour in wanted] or info["flyable"]
        path = _shortest_keys(start, {("region", r) for r in regions})
        assert path is not None, f"no arrow path from {start} to any of {regions}"
        # Every other flight, the arrows come as fast as the keyboard sends them, before the
        # page has moved the focus (Python answers from its worker): each goes on from the last.
        self.flights += 1
        hasty = self.flights % 2 == 0
        for key, shape in path:
            self.page.keyboard.press(key)
            self.keys += 1
            if not hasty:
                self.page.wait_for_function(FOCUSED, arg=list(shape), timeout=10_000)
        if hasty:
            self.page.wait_for_function(FOCUSED, arg=list(path[-1][1]), timeout=10_000)
        self.last = None
        self.press("Enter")

    def step(self) -> bool:
        """One key press (or a flight's arrows and Enter); False once the game is over."""
        info = self.read()
        if info["over"]:
            return False
        assert not info["notice"], info["notice"]  # only ever presses what is offered
        kind, value, enabled, on_map = info["focus"]
        if info["phase"] == "turn" and info["handover"] == "false":
            assert info["tabindex0"] == 1, "the map is exactly one stop of the Tab order"
        if info["review"] == "true":  # the card just drawn, shown before the device is passed on
            assert (kind, value) == ("command", "pass-device"), info["focus"]
            self.press("Enter")
            return True
        if info["handover"] == "true":
            assert (kind, value) == ("command", "reveal"), info["focus"]
            self.press("Enter")
            return True
        if info["phase"] in ("setup", "draw"):
            assert kind == "stack" and enabled, info["focus"]
            after = self.press("Enter")
            if after["current"] != info["current"] or after["handover"] == "true" or after["review"] == "true":
                self.end_turn()
            return True
        if info["mode"] == "play":
            assert kind in ("location", "rangers", "track") and enabled, info["focus"]
            self.press("Enter")
            return True
        if kind == "card" and enabled:
            picked = self.press("Enter")
            if not self.escaped:  # once: put the card down with Escape, then pick it up again
                assert picked["mode"] == "play"
                after = self.press("Escape")
                assert after["mode"] == "" and after["focus"][:2] == ["card", value], after["focus"]
                self.escaped = True
                self.press("Enter")
            return True
        if (kind, value) == ("command", "end-turn"):
            self.press("Enter")
            self.end_turn()
            return True
        if on_map:
            self.fly(info)
            return True
        raise AssertionError(f"the focus is not on anything to act with: {info}")


def _shortest_keys(start, goals) -> list[tuple[str, tuple[str, str]]] | None:
    """The fewest arrow presses from ``start`` to one of ``goals`` (each press and where it lands)."""
    seen = {start: None}
    queue = deque([start])
    while queue:
        shape = queue.popleft()
        if shape in goals:
            path = []
            while seen[shape] is not None:
                key, previous = seen[shape]
                path.append((key, shape))
                shape = previous
            return path[::-1]
        for key in keymap.ARROWS:
            nxt = keymap.neighbour(shape, key, keymap.ALL_SHAPES)
            if nxt is not None and nxt not in seen:
                seen[nxt] = (key, shape)
                queue.append(nxt)
    return None


def _tab_to(page, attr: str, limit: int = 60) -> int:
    """Tab presses until an element with ``attr`` has the focus."""
    for n in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate(f"document.activeElement.hasAttribute('{attr}')"):
            return n
    raise AssertionError(f"no [{attr}] within {limit} Tab presses")


def _start_by_keyboard(page, seed: int) -> None:
    """The new-game form by keyboard: Tab to the seed, type it, Tab to Start, Enter."""
    page.keyboard.press("Tab")
    for _ in range(40):
        if page.evaluate("document.activeElement.dataset.field") == "seed":
            break
        page.keyboard.press("Tab")
    page.keyboard.type(str(seed))
    for _ in range(5):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.dataset.command") == "start":
            break
    before = rendered(page)
    page.keyboard.press("Enter")
    drawn_after(page, before)
    page.wait_for_selector(".game[data-phase]")


def test_a_whole_two_player_game_by_keyboard_alone(app) -> None:
    page = app.open()
    _start_by_keyboard(page, 20240601)
    player = KeyboardPlayer(page)
    for _ in range(3000):
        if not player.step():
            break
    else:
        raise AssertionError("the game did not end")
    check_final_screen(page, ["Black", "White"], "simple")
    turns = player.turns
    print(f"{len(turns)} turns; key presses per turn: mean {mean(turns):.1f}, max {max(turns)}; {turns}")
    assert player.escaped
    assert max(turns) <= MAX_KEYS_PER_TURN
    assert mean(turns) <= MEAN_KEYS_PER_TURN
    assert page.evaluate("document.activeElement.dataset.command") == "replay-current"


# --- the focus ring ------------------------------------------------------------------------------

# What has the focus, and how it shows it: an outline of 2 px or more for any control, and on
# the map the shape's own mark (app.css): a region's edge drawn dark and thick, a camp's or
# ship's ring and outline.
RING = """() => {
  const a = document.activeElement;
  if (!a || a === document.body || a === document.documentElement) return null;
  const hooks = ['data-command', 'data-card', 'data-stack', 'data-region', 'data-location',
                 'data-rangers', 'data-track', 'data-field', 'data-tip'];
  const name = a.tagName.toLowerCase() + (a.id ? '#' + a.id : '')
    + ((a.getAttribute('class') || '').trim() ? '.' + a.getAttribute('class').trim().split(/\\s+/).join('.') : '')
    + hooks.filter(h => a.hasAttribute(h)).map(h => `[${h}="${a.getAttribute(h)}"]`).join('');
  const px = v => parseFloat(v) || 0;
  const dark = c => { const m = c.match(/\\d+(\\.\\d+)?/g); return !!m && m.slice(0, 3).every(v => +v < 80); };
  const s = getComputedStyle(a);
  const box = a.getBoundingClientRect();
  const found = {
    name, board: !!a.closest('#board'), visible: box.width > 0 && box.height > 0,
    outline: s.outlineStyle !== 'none' && px(s.outlineWidth) >= 2,
    style: `${s.outlineStyle} ${s.outlineWidth}`,
  };
  if (found.board) {
    const part = a.matches('.region') ? a.querySelector('path') : a.querySelector('.icon');
    const p = part ? getComputedStyle(part) : null;
    found.mark = !!p && p.stroke !== 'none' && dark(p.stroke) && px(p.strokeWidth) >= (a.matches('.region') ? 8 : 3);
    found.style += p ? ` | stroke ${p.stroke} ${p.strokeWidth}` : ' | no mark';
  }
  return found;
}"""


def _ring(page) -> dict | None:
    return page.evaluate(RING)


def _assert_ring(found: dict | None, where: str) -> None:
    assert found is not None, f"{where}: nothing has the focus"
    assert found["visible"], f"{where}: {found['name']} has the focus but is not shown"
    if found["board"] and (".region" in found["name"] or "[data-location" in found["name"]):
        assert found["mark"] and (found["outline"] or ".region" in found["name"]), (where, found)
    else:
        assert found["outline"], f"{where}: {found['name']} has no visible focus ring ({found['style']})"


def _tab_round(page, where: str) -> list[str]:
    """Tab from the top of the page through every stop and back to the top; each stop must
    show the focus. On the map, the arrow keys visit a few more shapes."""
    page.locator(".masthead h1").click()  # the top of the page, focus on nothing
    seen: list[str] = []
    for _ in range(120):
        page.keyboard.press("Tab")
        found = _ring(page)
        if found is None or (seen and found["name"] == seen[0]):
            break
        _assert_ring(found, f"{where}, Tab stop {len(seen) + 1}")
        seen.append(found["name"])
        if found["board"]:
            for key in ("ArrowRight", "ArrowDown", "ArrowLeft", "ArrowLeft", "ArrowUp"):
                page.keyboard.press(key)
                settled(page)  # the map's arrows are answered by Python, from its worker
                moved = _ring(page)
                _assert_ring(moved, f"{where}, {key} on the map")
                seen.append(moved["name"])
    else:
        raise AssertionError(f"{where}: the Tab order never came back to the top")
    return seen


def test_the_first_card_is_a_few_tabs_away_and_every_stop_shows_a_clear_focus_ring(app) -> None:
    page = app.open()
    _start_by_keyboard(page, 9)
    player = KeyboardPlayer(page)
    while page.locator('.game[data-phase="turn"][data-handover="false"]').count() == 0:
        player.step()
    # the focus starts where the page put it (a card, or the map when none can be played) ...
    start = page.evaluate("document.activeElement.dataset.card || document.activeElement.dataset.region")
    assert start
    # ... and from the very top of the page, the first card is a few Tab presses away
    page.locator(".masthead").click()
    tabs = _tab_to(page, "data-card")
    print(f"Tab presses from the top of the page to the first card: {tabs}")
    assert tabs <= MAX_TABS_TO_A_CARD
    page.keyboard.press("Shift+Tab")
    for _ in range(4):  # a tip for a first game and the summary of the others' turns come first
        if not page.evaluate("!!document.activeElement.closest('.since, .tip')"):
            break
        page.keyboard.press("Shift+Tab")
    assert page.evaluate("!!document.activeElement.closest('#board')"), "the map comes right before the hand"

    # the second player's first turn: the summary of the other's turn, a tip and the map key
    page.locator('#board [tabindex="0"]').focus()
    player.last = None  # the test moved the focus itself
    for _ in range(200):
        info = player.read()
        if info["phase"] == "turn" and info["handover"] == "false" and page.locator(".since-all").count():
            break
        player.step()
    else:
        raise AssertionError("no turn with the others' actions to read")
    stops = _tab_round(page, "a turn")
    print(f"{len(stops)} focus stops checked: {stops}")
    for wanted in ("select#language", "[data-card=", ".region", "[data-location=", "[data-command=", ".log"):
        assert any(wanted in name for name in stops), f"the Tab round missed {wanted}"
    assert stops.count("summary") == 1  # the others' actions
    assert any("map-key" in name for name in stops)  # and the key to the map
    # fly, then pick up a card: the map offers where its rangers go
    page.locator('#board [tabindex="0"]').focus()
    player.last = None
    for _ in range(10):
        if player.read()["mode"] == "play":
            break
        player.step()
    else:
        raise AssertionError("no card picked up")
    _assert_ring(_ring(page), "a card picked up")
    stops = _tab_round(page, "a card picked up")
    assert any("[data-location=" in name or "[data-rangers=" in name for name in stops)
