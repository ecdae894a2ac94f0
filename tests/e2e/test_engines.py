"""The game in the other engines players use: Firefox (Gecko) and WebKit (Safari's engine).

A smoke test each, on the built site served as GitHub Pages serves it: the first screen, the
page ready, one whole turn by clicks against the computer and the computer's answer (the
same in-page player for both, ``engines/smoke.js``), then the server stopped and the page
reloaded: offline, from the memory snapshot the first visit made and kept. Any console or
page error fails it. Firefox ESR runs headless through puppeteer-core (``engines/firefox.mjs``,
over WebDriver BiDi); WebKitGTK's MiniBrowser through Selenium and ``WebKitWebDriver``, on a
virtual screen (Xvfb): it has no headless mode. ``make test`` installs both (Debian's
``firefox-esr``, ``webkit2gtk-driver`` and ``xvfb``; puppeteer-core from npm, Selenium from PyPI).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import threading
import time
from pathlib import Path
from typing import Iterator

import pytest

from tests.conftest import REPO_ROOT as ROOT, _missing, load_tool
from tests.e2e.play import CHOOSE

FIREFOX = Path("/usr/bin/firefox-esr")
WEBKIT_DRIVER = Path("/usr/bin/WebKitWebDriver")
MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
ENGINES = ROOT / "tests" / "e2e" / "engines"
PREFIX = "/australia/"
# Errors a page reports, caught as they happen (WebKitWebDriver has no log to read).
WATCH = """
if (!window.__problems) {
  window.__problems = [];
  const error = console.error.bind(console);
  console.error = (...args) => { window.__problems.push('console: ' + args.join(' ')); error(...args); };
  addEventListener('error', (event) => window.__problems.push('page error: ' + event.message));
  addEventListener('unhandledrejection', (event) => window.__problems.push('page error: ' + (event.reason && event.reason.message || event.reason)));
}
"""

serve = load_tool("serve")


class Server:
    """The built site on a port of its own, stopped to take the page offline."""

    def __init__(self, folder: Path) -> None:
        self.server = serve.make_server("127.0.0.1", 0, folder, quiet=True, site=True, prefix=PREFIX)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}{PREFIX}"

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="module")
def built(built_site: Path) -> Path:
    return built_site  # the run's build (tests/conftest.py), served as it is


def _check_turn_and_return(turn: dict, again: dict) -> None:
    assert turn["steps"] > 3 and turn["moment"] > 4, turn  # a whole turn, and the computer's after it
    assert again["quickstart"] == "snapshot", again  # offline, from the snapshot the first visit kept
    assert again["moment"] == turn["moment"] and again["faults"] == 0, (again, turn)


def test_firefox_plays_a_turn_against_the_computer_and_comes_back_offline(built: Path) -> None:
    node = shutil.which("node")
    if not FIREFOX.is_file() or not node or not (ROOT / "node_modules" / "puppeteer-core").is_dir():
        _missing("Firefox ESR and puppeteer-core")
    server = Server(built)
    done = subprocess.Popen(
        [node, str(ENGINES / "firefox.mjs"), server.url, str(ENGINES / "smoke.js")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    stages: dict = {}
    try:
        done.stdin.write(json.dumps(CHOOSE) + "\n")
        done.stdin.flush()
        for line in done.stdout:
            said = json.loads(line)
            stages[said["stage"]] = said
            if said["stage"] == "offline?":
                server.stop()
                done.stdin.write("go\n")
                done.stdin.flush()
            if said["stage"] == "done":
                break
        done.stdin.close()
        done.wait(timeout=60)
    finally:
        if done.poll() is None:
            done.kill()
        server.stop()
    assert stages.get("done", {}).get("problems") == [], (stages, done.stderr.read())
    assert stages["ready"]["form"] is True
    _check_turn_and_return(stages["turn"], stages["again"])


def _contrast(ink: str, paper: str) -> float:
    """The contrast ratio of two CSS colours as computed (rgb/rgba); a see-through paper is 1."""
    def channels(colour: str) -> list[float]:
        return [float(v) for v in colour[colour.index("(") + 1:-1].split(",")]

    def luminance(rgb: list[float]) -> float:
        lin = [c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in rgb[:3]]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    fore, back = channels(ink), channels(paper)
    if len(back) == 4 and back[3] < 1:
        return 1.0  # the menu's own pale background shows through
    light, dark = sorted((luminance(fore), luminance(back)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _wait(driver, script: str, seconds: float = 120):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            found = driver.execute_script(script)
        except Exception:  # noqa: BLE001 - a page being replaced answers nothing for a moment
            found = None
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError(f"not in {seconds} s: {script}")


@pytest.fixture
def xvfb() -> Iterator[str]:
    if not shutil.which("Xvfb"):
        _missing("Xvfb")
    for number in range(90, 120):
        display = f":{number}"
        if not Path(f"/tmp/.X11-unix/X{number}").exists():
            break
    screen = subprocess.Popen(["Xvfb", display, "-screen", "0", "1600x1200x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{display[1:]}").exists() and time.monotonic() < deadline:
            time.sleep(0.05)
        yield display
    finally:
        screen.terminate()
        screen.wait(timeout=10)


def test_webkit_plays_a_turn_against_the_computer_and_comes_back_offline(built: Path, xvfb: str) -> None:
    if not WEBKIT_DRIVER.is_file() or not MINIBROWSER.is_file():
        _missing("WebKitGTK's driver and MiniBrowser")
    from selenium import webdriver
    from selenium.webdriver.webkitgtk.options import Options
    from selenium.webdriver.webkitgtk.service import Service

    options = Options()
    options.binary_location = str(MINIBROWSER)
    options.add_argument("--automation")
    options.page_load_strategy = "none"  # the page is read as it comes, as a reload needs
    service = Service(str(WEBKIT_DRIVER), env={**os.environ, "DISPLAY": xvfb})
    server = Server(built)
    driver = webdriver.WebKitGTK(options=options, service=service)
    try:
        driver.get(server.url)
        _wait(driver, "return document.documentElement && document.documentElement.dataset.ready === 'true'")
        driver.execute_script(WATCH)
        assert driver.execute_script("return !!document.querySelector('#setup')")
        # the language menu, drawn by WebKit's own pale menu, is readable: its items' colours
        colours = driver.execute_script("const s = getComputedStyle(document.querySelector('.language-switch option'));"
                                        " return [s.color, s.backgroundColor];")
        assert _contrast(*colours) >= 4.5, colours
        _wait(driver, "return document.documentElement.dataset.offline === 'ready'")
        driver.execute_script("localStorage.setItem('australia.pace', 'instant')")
        driver.execute_script((ENGINES / "smoke.js").read_text(encoding="utf-8"))
        driver.execute_script("window.__turn = null; window.__smoke(arguments[0], 120000).then("
                              "t => { window.__turn = t; }, e => { window.__turn = {error: String(e && e.message || e) + ' ' + String(e && e.stack)}; });",
                              CHOOSE)
        turn = _wait(driver, "return window.__turn")
        assert "error" not in turn, turn
        quick = _wait(driver, "const q = document.documentElement.dataset.quickstart;"
                              " return ['ready', 'failed', 'skipped'].includes(q) && q")
        assert quick == "ready", quick
        problems = driver.execute_script("return window.__problems")
        server.stop()
        driver.execute_script("window.__before = true")  # the page before the reload
        driver.refresh()
        _wait(driver, "return !window.__before && document.documentElement && document.documentElement.dataset.ready === 'true'")
        driver.execute_script(WATCH)
        again = driver.execute_script("""return {
          quickstart: document.documentElement.dataset.quickstart,
          moment: Number((document.querySelector('.game') || {dataset: {}}).dataset.moment),
          faults: document.querySelectorAll('.py-error, #app .app-fault').length};""")
        problems += driver.execute_script("return window.__problems")
    finally:
        driver.quit()
        server.stop()
    assert problems == [], problems
    _check_turn_and_return(turn, again)
