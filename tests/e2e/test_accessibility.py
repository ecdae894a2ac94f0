"""An axe-core audit of every screen: no violation of impact "serious" or "critical".

axe-core comes with ``axe-playwright-python``, which puts its own copy of the script into the
page (``page.evaluate``), so the audit makes no request outside this machine either. Each
screen is reached as a player would reach it; a failure lists every violation found, with the
elements concerned, so it can be fixed from the test's output alone.
"""

from __future__ import annotations

from pathlib import Path

import axe_playwright_python.sync_playwright as axe_playwright  # the test extra: missing must fail

from australia.board import REGIONS
from tests.e2e.test_first_screen import Held
from tests.e2e.test_layout import zoomed_phone_game
from tests.e2e.test_saved_games import _click, _start

READY = 'html[data-ready="true"]'

BLOCKING = ("serious", "critical")
DONE_SAVE = Path(__file__).resolve().parent.parent / "data" / "v2-done.json"
# A worker that loads and never answers: the computer's turn stays on the screen to be audited.
SILENT_WORKER = "self.onmessage = () => {};"


def _report(violations: list[dict]) -> str:
    lines = []
    for v in violations:
        lines.append(f"{v['id']} ({v['impact']}): {v['help']}  [{v['helpUrl']}]")
        for node in v["nodes"][:8]:
            lines.append(f"    at {', '.join(map(str, node['target']))}")
            lines.append(f"       {node['html'][:200]}")
            for check in node.get("any", []) + node.get("all", []) + node.get("none", []):
                lines.append(f"       - {check['message']}")
        if len(v["nodes"]) > 8:
            lines.append(f"    ... and {len(v['nodes']) - 8} more elements")
    return "\n".join(lines)


def audit(page, screen: str, found: dict[str, str]) -> None:
    """Run axe on the page as it is now; keep the blocking violations, by screen."""
    results = axe_playwright.Axe().run(page)
    blocking = [v for v in results.response["violations"] if v["impact"] in BLOCKING]
    if blocking:
        found[screen] = _report(blocking)


def _check(found: dict[str, str]) -> None:
    assert not found, "axe-core found serious or critical violations:\n\n" + "\n\n".join(
        f"== {screen} ==\n{text}" for screen, text in found.items()
    )


def test_every_screen_of_a_game_between_people(app) -> None:
    found: dict[str, str] = {}
    page = app.open()
    audit(page, "new-game form", found)
    _start(page, ("Ann", "Ben"), seed=9)
    audit(page, "hand-over screen", found)
    _click(page, '[data-command="reveal"]')
    audit(page, "opening draw, cards shown", found)
    _click(page, '[data-stack="2"]')
    for _ in range(3):
        _click(page, '[data-command="reveal"]')
        _click(page, '[data-stack="2"]')
    _click(page, '[data-command="reveal"]')
    page.wait_for_selector('.game[data-phase="turn"][data-handover="false"]')
    audit(page, "a turn, cards shown", found)
    # fly to a region of the first card's colour, then pick that card
    card = page.locator("[data-card]").first
    region = next(r.id for r in REGIONS if r.colour == card.get_attribute("data-colour"))
    _click(page, f'#board [data-region="{region}"]')
    _click(page, f'[data-card="{card.get_attribute("data-card")}"]')
    page.wait_for_selector('.game[data-mode="play"]')
    audit(page, "a card selected", found)
    _click(page, '[data-command="rules"]')
    page.wait_for_selector("#rules-title")
    audit(page, "rules", found)
    _click(page, '[data-command="rules-close"]')
    page.wait_for_selector('.game[data-mode="play"]')
    _click(page, '[data-command="saved-games"]')
    audit(page, "saved games", found)
    _click(page, '.slot [data-command="replay"]')
    _click(page, '[data-command="replay-forward"]')
    audit(page, "replay", found)
    _click(page, '[data-command="replay-close"]')
    before = int(page.evaluate("+document.documentElement.dataset.rendered"))
    page.set_input_files(
        "#import-file", files=[{"name": "done.json", "mimeType": "application/json", "buffer": DONE_SAVE.read_bytes()}]
    )
    page.wait_for_function("n => +document.documentElement.dataset.rendered > n", arg=before)
    page.wait_for_selector("#final")
    audit(page, "end screen", found)
    _check(found)


def test_the_broken_save_screen(app) -> None:
    found: dict[str, str] = {}
    page = app.open()
    _start(page, ("Ann", "Ben"), seed=3)
    page.evaluate("""() => {
        const k = 'australia.slot.g1';
        localStorage.setItem(k, localStorage.getItem(k).replace('"seed":3', '"seed":4'));
    }""")
    page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    page.wait_for_selector(".broken")
    audit(page, "broken save", found)
    _check(found)


def test_the_computers_turn(app) -> None:
    found: dict[str, str] = {}
    page = app.page
    page.route("**/web/static/worker.js", lambda route: route.fulfill(body=SILENT_WORKER, content_type="text/javascript"))
    app.open()
    page.select_option('[data-field="seat1"]', "easy")
    page.wait_for_function("() => document.querySelector('[data-field=\"seat1\"]').value === 'easy'")
    page.select_option('[data-field="start"]', "1")
    page.fill('[data-field="seed"]', "4")
    _click(page, '[data-command="start"]')
    page.wait_for_selector('.game[data-computer="true"] .thinking')
    audit(page, "the computer's turn", found)
    _check(found)


def test_the_first_screens_before_python_is_ready(app) -> None:
    """What the page shows while Python loads (tools/prerender.py) is read by assistive
    technology too: the new-game form for a new player, the resume screen for a returning one."""
    found: dict[str, str] = {}
    page = app.page
    held = Held(page)
    page.goto(app.url(), wait_until="domcontentloaded")
    page.wait_for_selector("#setup", state="visible")
    page.wait_for_selector('.board-wrap.preview [data-region="coral_sea"]', state="visible")
    assert page.locator(READY).count() == 0
    audit(page, "new-game form before Python", found)
    held.release()
    app.wait_ready()
    _start(page, ("Ann", "Ben"), seed=5)
    held = Held(page)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector(".resume", state="visible")
    assert page.locator(READY).count() == 0
    audit(page, "resume screen before Python", found)
    held.release()
    app.wait_ready()
    page.wait_for_selector(".game[data-phase]")
    _check(found)


def test_the_zoomed_map_on_a_phone(app_page) -> None:
    found: dict[str, str] = {}
    page = app_page
    zoomed_phone_game(page)
    assert page.locator("#board.zoomed").count() == 1
    audit(page, "the zoomed map on a phone", found)
    _check(found)
