"""The boundary between the page and its Python in a real browser (``web/protocol.py``,
``web/static/relay.js``): one message each way for a click, and what the page shows is already
saved, so a tab closed right after a drawing loses nothing that was drawn."""

from __future__ import annotations

from tests.conftest import App, shown_to
from tests.e2e.play import Player, mid_game, on_screen, played, save_text, settled, storage_with

# Counts our messages each way between the page and its Python's worker from now on: the
# records the page posts (relay.js numbers each), and the messages of ours that arrive from
# the worker (PyScript's own traffic, which has no `australia` kind, aside).
COUNT = """() => {
  const worker = document.querySelector('script[type="py"][worker]').xworker;
  window.__crossing = {from: window.australiaRelay.records(), back: 0};
  if (!worker.__counted) {
    worker.__counted = true;
    worker.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data.startsWith('{"australia"')) window.__crossing.back += 1;
    });
  }
}"""
CROSSED = "() => ({out: window.australiaRelay.records() - window.__crossing.from, back: window.__crossing.back})"

# What the browser's storage held for the game on the table at each drawing, read in the very
# task that drew it (a MutationObserver runs before the page can be closed after that task).
AT_DRAWING = """() => {
  window.__atDrawing = [];
  new MutationObserver(() => {
    window.__atDrawing.push(localStorage.getItem('australia.slot.' + localStorage.getItem('australia.current')));
  }).observe(document.documentElement, {attributes: true, attributeFilter: ['data-rendered']});
}"""
SAVED_NOW = "() => localStorage.getItem('australia.slot.' + localStorage.getItem('australia.current'))"


def _game(app: App):
    state = played(("Ann", "Ben"), "full", 8, mid_game)
    page = app.open(storage=storage_with(save_text(state, meta=on_screen(state))))
    shown_to(page)
    page.wait_for_selector('.game[data-phase="turn"]')
    return page


def test_a_click_is_one_message_to_python_and_one_frame_back(app: App) -> None:
    page = _game(app)
    player = Player(page)
    info = player.read()
    clicked = 0
    while clicked < 6:  # cards chosen and put down, flights, a turn ended: whatever is offered
        settled(page)
        page.evaluate(COUNT)
        act = info["act"]
        info = player.step(info)
        settled(page)
        if act["how"] != "click":
            continue
        assert page.evaluate(CROSSED) == {"out": 1, "back": 1}, act
        clicked += 1
    app.check()


def _where(info: dict) -> tuple:
    """Where the game stands as the page shows it, hand-over or not."""
    return info["phase"], info["current"], info["step"], info["points"], info["left"]


def test_what_the_page_has_drawn_is_saved_when_drawn_and_after_the_tab_is_closed(app: App) -> None:
    page = _game(app)
    page.evaluate(AT_DRAWING)
    player = Player(page)
    info = player.read()
    seen: list[str] = []
    for _ in range(20):  # cards, stacks, flights, rangers, turns ended and handed over
        info = player.step(info)
        settled(page)
        at_drawing = page.evaluate("window.__atDrawing")
        assert at_drawing, "nothing drawn"
        assert at_drawing[-1] == page.evaluate(SAVED_NOW)  # saved before it was on the screen
        seen.append(at_drawing[-1])
    assert len(set(seen)) >= 15  # the game moved on at (nearly) every step
    app.check()

    # and for real: the tab closed as soon as a step is drawn, the game opened again
    context = page.context
    for _ in range(3):
        info = player.step(info)
        shown = _where(info)
        page.close()
        again = App(context.new_page(), app.base_url)
        page = again.open(keep=True)
        player = Player(page)
        info = player.read()
        assert _where(info) == shown
        again.check()
