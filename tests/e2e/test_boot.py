"""Smoke test: the page boots Python offline, from our own origin only."""

from __future__ import annotations

import time


def test_page_boots_offline_and_imports_the_rules(app) -> None:
    page = app.open()

    html = page.locator("html")
    # web/browser/main.py imported `australia` in the browser and counted the board's regions.
    assert html.get_attribute("data-regions") == "24"
    assert page.locator("#loading").is_hidden()
    assert app.outside_requests == []
    app.check()
    # a request for another machine is refused by the page's own policy before it leaves (and
    # the console says so, which fails any other test)
    outcome = page.evaluate("fetch('http://192.0.2.1/probe').then(() => 'answered', () => 'refused')")
    assert outcome == "refused"
    assert app.outside_requests == []
    assert any("Content Security Policy" in p and "192.0.2.1" in p for p in app.problems), app.problems
    app.problems.clear()  # expected here: the other tests fail on it


def test_runtime_is_served_with_browser_mime_types(app_server) -> None:
    import urllib.request

    expected = {
        "vendor/pyodide/pyodide.asm.wasm": "application/wasm",
        "vendor/pyodide/pyodide.mjs": "text/javascript",
        "vendor/pyscript/core.js": "text/javascript",
        "pyscript.toml": "text/plain",
    }
    for path, mime in expected.items():
        with urllib.request.urlopen(app_server + path, timeout=10) as response:
            assert response.status == 200, path
            assert response.headers["Content-Type"].split(";")[0] == mime, path


def test_a_tab_whose_renderer_crashed_is_replaced_before_the_next_test(app) -> None:
    from tests.conftest import TAB_CRASHED

    page = app.open()
    try:
        page.goto("chrome://crash", timeout=5_000)
    except Exception:  # noqa: BLE001 - the navigation dies with the renderer
        pass
    for _ in range(50):  # the crash is told by an event, taken in during a call to the browser
        app.page.context.cookies()
        if app.crashed:
            break
        time.sleep(0.1)
    assert app.crashed and any(TAB_CRASHED in p for p in app.problems)
    app.begin()  # what the next test's fixture does
    assert app.page is not page and not app.crashed and app.problems == []
    app.open()
    assert app.page.get_attribute("html", "data-regions") == "24"
    app.check()
