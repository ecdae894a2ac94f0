"""An axe-core audit of every screen: no violation of impact "serious" or "critical".

axe-core comes with ``axe-playwright-python``, which puts its own copy of the script into the
page (``page.evaluate``), so the audit makes no request outside this machine either. Each
screen is reached as a player would reach it, in one page; a failure lists every violation
found, with the elements concerned, so it can be fixed from the test's output alone. The
screens before Python is ready are audited in ``test_first_screen.py``, a save that does
not load in ``test_saved_games.py``.
"""

from __future__ import annotations

from pathlib import Path

import axe_playwright_python.sync_playwright as axe_playwright  # the test extra: missing must fail

from australia.board import REGIONS
from tests.e2e.play import click, import_file, key, mid_game, on_screen, played, save_text, start_game

BLOCKING = ("serious", "critical")
DONE_SAVE = Path(__file__).resolve().parent.parent / "data" / "v2-done.json"
# A worker that loads and never answers: the computer's turn stays on the screen to be audited.


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


AXE = axe_playwright.Axe()


def audit(page, screen: str, found: dict[str, str]) -> None:
    """Run axe on the page as it is now; keep the blocking violations, by screen. The script
    goes into the page once per page load (it is half a megabyte), not at every audit."""
    if not page.evaluate("() => typeof window.axe === 'object' && typeof window.axe.run === 'function'"):
        page.evaluate(AXE.axe_script)
    response = page.evaluate("() => axe.run(document, {resultTypes: ['violations']})")
    blocking = [v for v in response["violations"] if v["impact"] in BLOCKING]
    if blocking:
        found[screen] = _report(blocking)


def check(found: dict[str, str]) -> None:
    assert not found, "axe-core found serious or critical violations:\n\n" + "\n\n".join(
        f"== {screen} ==\n{text}" for screen, text in found.items()
    )


def audit_passes(page, screen: str) -> None:
    found: dict[str, str] = {}
    audit(page, screen, found)
    check(found)


def test_every_screen_passes_the_audit(app) -> None:
    found: dict[str, str] = {}
    page = app.open()
    audit(page, "new-game form", found)
    start_game(page, ["Ann", "Ben"], "simple", 9, start="0")
    audit(page, "opening draw on the shared screen", found)
    for _ in range(2):
        click(page, '[data-stack="2"]')
    audit(page, "hand-over screen", found)
    click(page, '[data-command="reveal"]')
    audit(page, "opening draw, cards shown", found)
    click(page, '[data-stack="2"]')
    audit(page, "the card just drawn, shown to its owner", found)
    click(page, '[data-command="pass-device"]')
    click(page, '[data-command="reveal"]')
    click(page, '[data-stack="2"]')
    click(page, '[data-command="pass-device"]')
    click(page, '[data-command="reveal"]')
    page.wait_for_selector('.game[data-phase="turn"][data-handover="false"]')
    audit(page, "a turn, cards shown", found)
    # fly to a region of the first card's colour, then pick that card
    card = page.locator("[data-card]").first
    region = next(r.id for r in REGIONS if r.colour == card.get_attribute("data-colour"))
    click(page, f'#board [data-region="{region}"]')
    click(page, f'[data-card="{card.get_attribute("data-card")}"]')
    page.wait_for_selector('.game[data-mode="play"]')
    click(page, '[data-command="map-key"]')  # the key to the map open over it
    audit(page, "a card selected, the key to the map open", found)
    key(page, "Escape")
    assert page.locator("#map-key-list").count() == 0 and page.locator('.game[data-mode="play"]').count() == 1
    click(page, '[data-command="rules"]')
    page.wait_for_selector("#rules-title")
    audit(page, "rules", found)
    click(page, '[data-command="rules-close"]')
    page.wait_for_selector('.game[data-mode="play"]')
    click(page, '[data-command="saved-games"]')
    audit(page, "saved games", found)
    click(page, '.slot [data-command="replay"]')
    click(page, '[data-command="replay-forward"]')
    audit(page, "replay", found)
    click(page, '[data-command="replay-close"]')
    import_file(page, "done.json", DONE_SAVE.read_bytes())
    page.wait_for_selector("#final")
    audit(page, "end screen", found)

    # the computer's turn, from its first move: at the slow pace each of its moves stays on
    # the screen a second and a half after it is decided, long enough to be audited
    page.evaluate("localStorage.setItem('australia.pace', 'slow')")
    page.reload(wait_until="domcontentloaded")
    app.wait_ready()
    click(page, '[data-command="new-game"]')
    page.select_option('[data-field="seat1"]', "hard")
    page.wait_for_function("() => document.querySelector('[data-field=\"seat1\"]').value === 'hard'")
    page.select_option('[data-field="start"]', "1")
    page.fill('[data-field="seed"]', "4")
    click(page, '[data-command="start"]')
    page.wait_for_selector('.game[data-computer="true"] .thinking')
    audit(page, "the computer's turn", found)

    # a phone, the map zoomed in on a four-player full game
    page.set_viewport_size({"width": 390, "height": 844})
    state = played(("Ann", "Ben", "Cleo", "Dan"), "full", 7, mid_game)
    app.show(save_text(state, meta=on_screen(state)))
    click(page, '[data-command="zoom-map"]')
    assert page.locator("#board.zoomed").count() == 1
    audit(page, "the zoomed map on a phone", found)
    check(found)
    # and the audit sees a violation when there is one: a button nobody can name
    page.evaluate("() => document.body.appendChild(document.createElement('button'))")
    seen: dict[str, str] = {}
    audit(page, "a button without a name", seen)
    assert "button-name" in seen.get("a button without a name", ""), seen
