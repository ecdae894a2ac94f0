"""What the browser tests share: playing through the page, and positions made in CPython.

The player here reads only what the page shows (enabled buttons, highlighted locations, the
colours of the cards in hand and of the regions) and ends games fast: play a card whenever
one is enabled, with as many rangers as offered, draw from the first stack that has cards,
otherwise fly to a region of a card's colour. It reads the page and chooses in one call to
the browser, acts with the real mouse (or, for flights, Enter on the focused region), and
waits for the page to draw itself again, which returns what it shows next: three calls a
step, so a whole game by mouse takes seconds.

Positions are played under CPython by the computer opponents from fixed seeds and saved as
the page saves them; a test puts the save into the page's storage (``App.open(storage=...)``)
or opens it from Saved games (``App.show``).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from australia import apply_action
from australia import new_game as rules_new_game
from australia.board import REGIONS
from australia.computer.thinker import choose
from australia.observation import observe
from australia.state import TURN, Config, State
from australia.table import Table
from web.browser.store import Storage, slot_key
from web.storage import CURRENT_KEY

from tests.conftest import CAUGHT_UP

STORE = "() => Object.fromEntries(Object.keys(localStorage).sort().map(k => [k, localStorage.getItem(k)]))"
SLOTS = "() => Object.keys(localStorage).filter(k => k.startsWith('australia.slot.')).sort()"
RENDERED = "+(document.documentElement.dataset.rendered || 0)"
REGION_COLOURS = json.dumps({r.id: r.colour for r in REGIONS})

# Reads the page and chooses the next step. With a number, it waits (for wait_for_function)
# until the page has drawn itself after that count, and returns false until then.
CHOOSE = """(after) => {
  const root = document.documentElement;
  const rendered = +(root.dataset.rendered || 0);
  if (after !== undefined && after !== null && rendered <= after) return false;
  const q = s => [...document.querySelectorAll(s)];
  const on = s => q(s).filter(e => e.getAttribute('aria-disabled') !== 'true');
  const game = document.querySelector('.game');
  const current = document.querySelector('.player.current .plane dd');
  const info = {
    rendered,
    over: !!document.querySelector('#final'),
    phase: game ? game.dataset.phase : null,
    current: game ? game.dataset.current : null,
    step: game ? game.dataset.step : null,
    handover: game ? game.dataset.handover : null,
    computer: game ? game.dataset.computer : null,
    stacks: on('[data-stack]').map(e => e.dataset.stack),
    left: q('[data-stack]').reduce((n, e) => n + +(e.dataset.cards || 0), 0),
    cards: on('[data-card]').map(e => e.dataset.card),
    offered: q('[data-card]').length,
    points: q('.player').map(e => e.dataset.points),
    notice: (document.querySelector('.notice') || {}).textContent || '',
    focus: [document.activeElement && document.activeElement.dataset
            ? Object.keys(document.activeElement.dataset).join(',') : ''],
  };
  const target = (selector, how = 'click') => {
    const el = document.querySelector(selector);
    if (!el) return {how: 'none', selector};
    if (how === 'key') { el.focus(); return {how, selector}; }
    // scrolled into view only when what a click there would hit is not it (off the screen,
    // clipped by the zoomed map's frame, under a phone's sticky status bar)
    const hits = () => { const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
                         const found = document.elementFromPoint(x, y); return !!found && (found === el || el.contains(found)); };
    if (!hits()) el.scrollIntoView({block: 'center', inline: 'center'});
    const r = el.getBoundingClientRect();
    return {how, selector, x: r.left + r.width / 2, y: r.top + r.height / 2, settle: innerWidth < 1000};
  };
  const choose = () => {
    if (info.over || !game || info.computer === 'true' || game.dataset.away === 'true' || game.dataset.sent === 'true') return {how: 'none'};
    if (game.dataset.review === 'true') return target('[data-command="pass-device"]');
    if (info.handover === 'true') return target('[data-command="reveal"]');
    if (info.phase === 'setup' || info.phase === 'draw') return target(`[data-stack="${info.stacks[0]}"]`);
    const track = on('[data-track]').map(e => +e.dataset.track);
    if (track.length) return target(`[data-track="${Math.max(...track)}"]`);
    const rangers = on('[data-rangers]').map(e => +e.dataset.rangers);
    if (rangers.some(r => r > 0)) return target(`[data-rangers="${Math.max(...rangers)}"]`);
    const locations = q('#board [data-location].highlight').map(e => e.dataset.location);
    if (locations.length) return target(`#board [data-location="${locations[0]}"]`);
    if (rangers.length) return target('[data-rangers="0"]');
    if (on('[data-command="end-turn"]').length) return target('[data-command="end-turn"]');
    if (info.cards.length) return target(`[data-card="${info.cards[0]}"]`);
    // fly, by keyboard, to a region of a colour in hand (in any language the page speaks)
    const colours = REGION_COLOURS;
    const wanted = new Set(q('[data-card]').map(e => e.dataset.colour));
    const plane = current ? current.textContent : null;
    const regions = q('#board [data-region]')
      .filter(e => !(e.getAttribute('aria-label') || '').startsWith(`${plane},`))
      .map(e => e.dataset.region);
    const choice = regions.find(r => wanted.has(colours[r])) || regions[0];
    return target(`#board [data-region="${choice}"]`, 'key');
  };
  info.act = choose();
  return info;
}""".replace("REGION_COLOURS", REGION_COLOURS)


def _after_drawing(read: str) -> str:
    """A function for ``page.evaluate([after, timeout])`` that waits in the page until ``read``
    (a JavaScript function of ``after``) gives something, which it returns: it looks again
    whenever ``data-rendered`` on <html> changes, in the task that drew (no polling every
    frame), and fails after ``timeout`` ms."""
    return (
        "([after, timeout]) => new Promise((done, fail) => {\n"
        f"  const read = {read};\n"
        """  const now = read(after);
  if (now) { done(now); return; }
  const watch = new MutationObserver(() => {
    const seen = read(after);
    if (seen) { watch.disconnect(); clearTimeout(timer); done(seen); }
  });
  const timer = setTimeout(() => { watch.disconnect(); fail(new Error(`no drawing after ${after} in ${timeout} ms`)); }, timeout);
  watch.observe(document.documentElement, {attributes: true, attributeFilter: ['data-rendered']});
})"""
    )


DRAWN_AFTER = _after_drawing(f"after => {RENDERED} > after")  # the page drew after ``after``
AFTER_DRAWING = _after_drawing(CHOOSE)  # ... and what it shows then, read as CHOOSE reads it


# Where to click an element once it stands still (two frames in the same place): on a phone
# the page scrolls the map into view smoothly when a turn begins.
SETTLED = """async selector => {
  const el = document.querySelector(selector);
  let last = null;
  for (let i = 0; i < 60; i++) {
    const r = el.getBoundingClientRect();
    if (last && r.x === last.x && r.y === last.y) break;
    last = r;
    await new Promise(done => requestAnimationFrame(done));
  }
  const r = el.getBoundingClientRect();
  return {how: 'click', selector, x: r.left + r.width / 2, y: r.top + r.height / 2};
}"""


class Player:
    """Plays one game on the page, one decision per ``step``; counts its clicks."""

    def __init__(self, page) -> None:
        self.page = page
        self.clicks = 0

    def read(self) -> dict:
        return self.page.evaluate(CHOOSE)

    def step(self, info: dict) -> dict:
        """Carry out the step ``info`` chose; what the page shows after it."""
        assert not info["notice"], info["notice"]  # the strategy only clicks offered things
        act = info["act"]
        if act["how"] == "click":
            if act.get("settle"):  # a phone: the page may be scrolling the map into view
                act = self.page.evaluate(SETTLED, act["selector"])
            self.page.mouse.click(act["x"], act["y"])
        elif act["how"] == "key":
            self.page.keyboard.press("Enter")
        else:
            raise AssertionError(f"nothing to do at {info}")
        self.clicks += 1
        return self.wait(info["rendered"])

    def wait(self, rendered: int, timeout: float = 10_000) -> dict:
        """What the page shows once it has drawn itself after ``rendered``: read in the same
        task as the drawing's mark changes (no waiting for a frame, no polling)."""
        return self.page.evaluate(AFTER_DRAWING, [rendered, timeout])

    def play_until(self, done: Callable[[dict], bool], limit: int = 3000) -> dict:
        info = self.read()
        for _ in range(limit):
            if done(info):
                return info
            info = self.step(info)
        raise AssertionError(f"the game did not get there in {limit} steps: {info}")


class Held:
    """Keeps every request for the game's archive (``app.zip``) waiting until ``release``:
    the first screen stays "before Python" as long as a test needs."""

    def __init__(self, page) -> None:
        self.waiting: list = []  # playwright Routes
        self.page = page
        page.route("**/app.zip", self._hold)

    def _hold(self, route) -> None:
        self.waiting.append(route)

    def release(self) -> None:
        for route in self.waiting:
            route.continue_()
        self.waiting.clear()
        self.page.unroute("**/app.zip", self._hold)


def moment(info: dict) -> tuple:
    """What must be the same when a game is resumed at the same moment."""
    return (info["phase"], info["current"], info["step"], info["handover"], info["points"], info["cards"], info["stacks"])


# --- acting on the page ---------------------------------------------------------------------


def workers(page) -> list:
    """The page's workers besides PyScript's (where the page's Python, and the computer, think)
    and the one that makes the memory snapshot for the next visit (``snapshot.js``, once
    after a start without one, whenever the page is idle)."""
    return [worker for worker in page.workers
            if not worker.url.startswith("blob:") and "/snapshot.js" not in worker.url]


def rendered(page) -> int:
    return int(page.evaluate(RENDERED))


def drawn_after(page, before: int, timeout: float = 30_000) -> None:
    """Wait until the page has drawn itself after drawing number ``before``."""
    page.evaluate(DRAWN_AFTER, [before, timeout])


def settled(page) -> None:
    """Wait until Python, in its worker, has answered every record the page sent it with its
    frame (a field filled in, say): the next drawing is then the next action's."""
    page.evaluate(CAUGHT_UP)


def click(page, selector: str) -> None:
    """Click and wait for the page to draw itself again, and for all the click's drawings."""
    settled(page)
    before = rendered(page)
    page.click(selector)
    drawn_after(page, before)
    settled(page)


def key(page, name: str) -> None:
    settled(page)
    before = rendered(page)
    page.keyboard.press(name)
    drawn_after(page, before)


def fly(page, region: str) -> None:
    """Fly by keyboard: focus the region on the map and press Enter."""
    settled(page)
    before = rendered(page)
    page.focus(f'#board [data-region="{region}"]')
    page.keyboard.press("Enter")
    drawn_after(page, before)


def import_file(page, name: str, data: bytes) -> None:
    """Choose a file in the import picker and wait for the page to draw its answer."""
    before = rendered(page)
    page.set_input_files("#import-file", files=[{"name": name, "mimeType": "application/json", "buffer": data}])
    drawn_after(page, before)


def start_game(page, names: list[str], variant: str, seed: int, *, start: str | None = None,
             windmill: str | None = None) -> None:
    """Fill the new-game form for people only and start."""
    page.wait_for_selector("#setup", state="visible")
    settled(page)
    if len(names) != 2:
        page.select_option('[data-field="count"]', str(len(names)))
        page.wait_for_selector(f'[data-field="name{len(names) - 1}"]', state="visible")
        settled(page)  # the form drawn for that count before anything is typed
    for seat, name in enumerate(names):
        page.fill(f'[data-field="name{seat}"]', name)
    if variant == "full":
        page.check('[data-field="variant"][value="full"]')
        page.wait_for_selector('[data-field="windmill"]', state="visible")
        if windmill:
            page.select_option('[data-field="windmill"]', windmill)
    if start is not None:
        page.select_option('[data-field="start"]', start)
    page.fill('[data-field="seed"]', str(seed))
    page.click('[data-command="start"]')
    page.wait_for_selector(".game[data-phase]")


def opening(page) -> None:
    """The four opening draws of a game of two people: the first round on the shared screen
    (nobody holds a card yet), the second each behind its hand-over screen, each card shown to
    its owner before the device is passed on."""
    for _ in range(2):
        click(page, '[data-stack="2"]')
    for _ in range(2):
        click(page, '[data-command="reveal"]')
        click(page, '[data-stack="2"]')
        click(page, '[data-command="pass-device"]')
    click(page, '[data-command="reveal"]')
    page.wait_for_selector('.game[data-phase="turn"][data-handover="false"]')


def check_final_screen(page, names: list[str], variant: str) -> None:
    """The ranking: everyone once, points in order, each sum of its parts, one tie-break line."""
    page.wait_for_selector("#final")
    rows = page.evaluate(
        """() => [...document.querySelectorAll('th.rank')].map(h => ({
             name: h.querySelector('.rank-name').innerText.trim(), points: +h.dataset.points,
             parts: [...document.querySelectorAll(`td[data-player="${h.dataset.player}"][data-source]`)]
                      .map(td => +td.innerText) }))"""
    )
    assert len(rows) == len(names)
    # conservation, industrialization, bonuses, cards without rangers, dollars (+ windmill)
    assert all(len(row["parts"]) == (6 if variant == "full" else 5) for row in rows), rows
    assert all(sum(row["parts"]) == row["points"] for row in rows), rows
    assert {row["name"] for row in rows} == set(names), rows
    points = [row["points"] for row in rows]
    assert points == sorted(points, reverse=True)
    assert page.locator(".headline").inner_text()
    assert page.locator("[data-tie-break]").count() == 1


# --- positions made in CPython --------------------------------------------------------------


def played(names, variant: str, seed: int, until: Callable[[State], bool], *, level: str = "easy",
           start: int | None = 0, windmill: str | None = None) -> State:
    """A game played by the computer's ``level`` for every seat until ``until(state)``."""
    state = rules_new_game(Config(tuple(names), variant, start, windmill_region=windmill), seed)
    done = 0
    while not until(state):
        assert not state.is_over, "the game ended before the position was reached"
        apply_action(state, choose(observe(state, state.current), level, seed * 1000 + done))
        done += 1
    return state


def turn_start(state: State) -> bool:
    return state.phase == TURN and not state.actions_done


def mid_game(state: State) -> bool:
    """At the start of a turn with about half of the stacks drawn."""
    return turn_start(state) and sum(len(s) for s in state.stacks.values()) <= 20


def near_the_end(state: State) -> bool:
    """At the start of a turn with the stacks empty: the game ends within a round or two."""
    return turn_start(state) and not any(state.stacks.values())


def save_text(state: State, seats: tuple[str, ...] | None = None, meta: dict | None = None) -> str:
    """The game's save as the page writes it (people at every seat unless ``seats``)."""
    store: dict[str, str] = {}
    table = Table(seats) if seats else Table.of_people(len(state.players))
    Storage(store).save("g1", state, {"saved": 1_790_000_000, **(meta or {})}, table=table)
    return store[slot_key("g1")]


def storage_with(text: str, slot: str = "g1", **extra: str) -> dict[str, str]:
    """The page's storage holding one save, open on the table at the next visit."""
    return {slot_key(slot): text, CURRENT_KEY: slot, **extra}


def on_screen(state: State) -> dict:
    """Meta of a save shown straight on the game screen (no hand-over) to the player to act."""
    return {"handover": False, "viewer": state.current}
