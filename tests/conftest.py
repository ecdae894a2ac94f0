"""Shared fixtures: a local web server for the repository and guarded browser pages.

End-to-end tests (in ``tests/e2e/``, marked ``e2e`` automatically) use:

* ``app`` -- an :class:`App` on the session's one browser tab, which every test reuses. It
  shows the built site (``site_server``) as a returning player's browser has it: its service
  worker serves the files and Python starts from the memory snapshot kept on the first
  opening, so opening the page again costs about one second of the machine's time instead of
  four (the working tree's page starts Python from nothing at every opening). ``app.open()``
  clears the page's storage (or puts given saves in it first) and opens the game; ``app.show(text)`` puts a save into storage and opens it
  from Saved games, as a player would, without loading the page again; ``app.url(path)``
  builds a URL, ``app.check()`` asserts no problem so far, ``app.allow_console_error(regex)``
  accepts an expected console error. Each test starts with the window at 1280 x 720, online,
  with no route of an earlier test left.
* ``booted`` -- the same tab, opened once per test module and handed on while its tests
  leave it usable: read-only checks look at many positions in one page.
* ``fresh`` -- makes an :class:`App` in a new browser context of its own (``fresh(locale=...,
  viewport=..., service_workers=...)``), for what is about a first visit, a language taken
  from the browser, offline play or another browser.
* ``site_server`` -- the base URL of the site as ``make site`` builds it, served as GitHub
  Pages serves it, for the whole session (``app``'s).
* ``app_server`` -- the base URL (``http://127.0.0.1:<port>/``) of the repository served over
  http for the whole session, with the game's archive built once (precompiled, as a built
  site has it) and the vendored runtime cacheable: ``fresh``'s first visits, and the devices'.

Every page is watched: a console error, an uncaught page error, a request to any address
other than this machine's loopback (such requests are also aborted) or a ``.py-error``
element on the page makes the test fail at teardown, even if its own assertions passed.

Unit tests need none of this: nothing here starts a server or a browser unless asked for.
"""

from __future__ import annotations

import fcntl
import importlib.util
import json
import os
import re
import shutil
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import pytest

if TYPE_CHECKING:  # playwright is only needed by the browser tests
    from playwright.sync_api import ConsoleMessage, Page, Request

REPO_ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = [
    # Every request not for this machine goes to a proxy that does not exist, so it fails
    # without leaving the machine (loopback is never proxied); App records it as a problem.
    "--proxy-server=http://127.0.0.1:9",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
READY_SELECTOR = 'html[data-ready="true"]'
TAB_CRASHED = "the tab crashed"
# A test whose tab crashed runs again, at most this many times (a loaded machine has been seen
# to crash the same test's tab twice running).
CRASH_RERUNS = 2
READY_TIMEOUT_MS = 60_000
RUNTIME_FILE = REPO_ROOT / "vendor" / "pyodide" / "pyodide.mjs"
LOCAL_HOSTS = {"127.0.0.1", "localhost", "::1"}
LOCAL_SCHEMES = {"data", "blob", "about"}
E2E_FIXTURES = {"app", "booted", "fresh", "app_server", "site_server", "page", "browser", "context"}
DEFAULT_VIEWPORT = {"width": 1280, "height": 720}
# Browser tests see the page as a person who asked for less movement: no piece glides and
# nothing scrolls smoothly, so every drawing is final at once (and costs no animation frames).
# The tests of movement ask for it themselves (tests/e2e/test_reading_the_table.py).
REDUCED_MOTION = "reduce"
RUNTIME_CACHE = "max-age=31536000, immutable"


def _under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def _missing(what: str) -> None:
    """Skip when a browser prerequisite is absent -- but never silently under CI."""
    message = f"{what} (run `make test`, which installs it)"
    if _under_ci():
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


def is_local_url(url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme in LOCAL_SCHEMES:
        return True
    return (parts.hostname or "") in LOCAL_HOSTS


def _trim_stack(text: str, keep: int = 3) -> str:
    """Shorten a JavaScript stack trace ("    at ..." lines) inside a console message."""
    lines = text.splitlines()
    frames = [i for i, line in enumerate(lines) if line.lstrip().startswith("at ")]
    if len(frames) <= keep:
        return text
    dropped = set(frames[keep:])
    kept = [line for i, line in enumerate(lines) if i not in dropped]
    return "\n".join(kept + [f"    ... {len(dropped)} more stack frames"])


# --- collection --------------------------------------------------------------------------


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups from the marks
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test under tests/e2e/ or using a browser fixture as ``e2e``. With
    pytest-xdist's ``--dist loadgroup`` the browser tests of one module run in one process,
    one after the other, in that process's one browser (its tab, its compiled runtime and the
    module's booted page shared); the modules spread over the processes like other tests."""
    e2e_dir = REPO_ROOT / "tests" / "e2e"
    for item in items:
        in_e2e = e2e_dir in Path(item.path).parents
        if in_e2e or E2E_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.e2e)
            item.add_marker(pytest.mark.xdist_group("browser-" + Path(item.path).stem))


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist sends the collected ids
def pytest_collection_finish(session: pytest.Session) -> None:
    """Under ``--dist loadgroup`` pytest-xdist groups tests by a suffix it adds to their ids;
    if a version of pytest or xdist stops that, every worker would start a browser of its own
    and the suite would run far slower while passing: say so instead."""
    if not getattr(session.config.option, "loadgroup", False):  # set in xdist's workers only
        return
    ungrouped = [i.nodeid for i in session.items if i.get_closest_marker("e2e") and "@browser-" not in i.nodeid]
    if ungrouped:
        raise pytest.UsageError(
            f"pytest-xdist did not group the browser tests (e.g. {ungrouped[0]}): "
            "check the pinned versions of pytest and pytest-xdist"
        )


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> bool | None:
    """A browser test during which the browser's renderer crashed runs again, in a new tab
    (a crash is the browser's, seen now and then on a loaded machine), up to ``CRASH_RERUNS``
    times; a crash beyond, or any other failure, is reported as usual, and each rerun is said
    in the warnings' summary."""
    if item.get_closest_marker("e2e") is None:
        return None
    from _pytest.runner import runtestprotocol

    item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    reports = runtestprotocol(item, nextitem=nextitem, log=False)
    for _ in range(CRASH_RERUNS):
        if not any(r.failed and (TAB_CRASHED in str(r.longrepr) or "Target crashed" in str(r.longrepr)) for r in reports):
            break
        item.warn(pytest.PytestWarning("the browser's tab crashed during this test: it ran again in a new tab"))
        reports = runtestprotocol(item, nextitem=nextitem, log=False)
    for report in reports:
        item.ihook.pytest_runtest_logreport(report=report)
    item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


# Property tests run on small, busy machines: no per-example deadline.
try:
    from hypothesis import settings as _hypothesis_settings

    _hypothesis_settings.register_profile("australia", deadline=None)
    _hypothesis_settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "australia"))
except ImportError:  # pragma: no cover - hypothesis is part of the test extra
    pass


# --- the web server ----------------------------------------------------------------------


def load_tool(name: str):
    """A module of ``tools/`` (the server behind ``make play``, the site's build, ...), by
    path: ``tools/`` is not a package. Every test that needs one loads it here."""
    spec = importlib.util.spec_from_file_location(f"_australia_{name}", REPO_ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _load_serve_module():
    return load_tool("serve")


@pytest.fixture(scope="session")
def built_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site as ``make site`` builds it (tools/build_site.py: the game's archive with its
    bytecode, compiled by the vendored Pyodide), with ``tests/e2e/blank.html`` beside it (not
    one of the site's files: its service worker leaves it to the network). Built once for the
    whole run: the test processes share it, the first to ask building it while the others
    wait."""
    if not RUNTIME_FILE.is_file():
        _missing(f"the browser runtime is not vendored: {RUNTIME_FILE.relative_to(REPO_ROOT)}")
    if shutil.which("node") is None:
        _missing("node, which compiles the game's Python for the site")
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent  # the run's folder, above each process's own
    folder = shared / "built-site"
    with open(shared / "built-site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (shared / "built-site.done").is_file():
            _, version = load_tool("build_site").build(folder)
            blank = folder / "tests" / "e2e" / "blank.html"
            blank.parent.mkdir(parents=True)
            blank.write_bytes((REPO_ROOT / "tests" / "e2e" / "blank.html").read_bytes())
            (shared / "built-site.done").write_text(version)
    return folder


def site_version(built: Path) -> str:
    """The version the run's built site (``built_site``) was sealed with."""
    return (built.parent / "built-site.done").read_text()


def _serve(directory: Path, name: str, **options: object) -> Iterator[str]:
    server = _load_serve_module().make_server("127.0.0.1", 0, directory, quiet=True, **options)
    thread = threading.Thread(target=server.serve_forever, name=name, daemon=True)
    thread.start()
    host, port = server.server_address[:2]
    try:
        yield f"http://{host}:{port}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def site_server(built_site: Path) -> Iterator[str]:
    """The built site served as GitHub Pages serves it on 127.0.0.1 (free port); yields the
    base URL."""
    yield from _serve(built_site, "site-server", site=True)


@pytest.fixture(scope="session")
def app_server(built_site: Path) -> Iterator[str]:
    """Serve the repository root on 127.0.0.1 (free port), its game's archive the built
    site's (compiled once, so the page imports its modules without compiling them at every
    opening); yields the base URL."""
    archive = (built_site / "app.zip").read_bytes()
    yield from _serve(REPO_ROOT, "app-server", archive=archive, runtime_cache=RUNTIME_CACHE)


# --- the browser (pytest-playwright) -----------------------------------------------------


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Launch Debian's Chromium: Playwright's own browser download is not available."""
    if not Path(CHROMIUM).is_file():
        _missing(f"Chromium not found at {CHROMIUM}")
    args = list(browser_type_launch_args.get("args") or [])
    return {
        **browser_type_launch_args,
        "executable_path": CHROMIUM,
        "args": args + [flag for flag in CHROMIUM_FLAGS if flag not in args],
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict) -> dict:
    """Pages speak English unless a test asks for another language (the page follows the
    browser's preferred languages, which would otherwise be this machine's)."""
    return {**browser_context_args, "locale": "en-US"}


# Resolves once Python, in its worker, has answered every record the page sent it with its
# frame (web/static/relay.js): an event waited for, not a condition polled.
CAUGHT_UP = "() => window.australiaRelay ? window.australiaRelay.settled() : 0"


def _settling(page: Page) -> None:
    """A choice made on the page (a select, a box ticked) returns once Python has answered it,
    as it did when Python ran on the page's thread: the next action then meets its drawing,
    not the one before (a form redrawn for a choice would undo a later one)."""
    for name in ("select_option", "check", "uncheck", "set_checked"):
        def settled(*args, _action=getattr(page, name), **kwargs):  # noqa: B008 - bound now, per name
            result = _action(*args, **kwargs)
            page.evaluate(CAUGHT_UP)
            return result

        setattr(page, name, settled)


def shown_to(page: Page) -> None:
    """The player to act takes the device, if the game asks for the hand-over."""
    if page.locator('.game[data-handover="true"] [data-command="reveal"]').count():
        page.evaluate(CAUGHT_UP)
        page.click('[data-command="reveal"]')
        page.wait_for_selector('.game[data-handover="false"]')
        page.evaluate(CAUGHT_UP)


class App:
    """A browser page on the served game, with every problem it reports recorded."""

    def __init__(self, page: Page, base_url: str, blank: str = "tests/e2e/blank.html") -> None:
        self.page = page
        self.base_url = base_url
        self.blank = blank  # a page of the origin that loads nothing (tests/e2e/blank.html)
        self.problems: list[str] = []
        self.outside_requests: list[str] = []
        self._allowed: list[re.Pattern[str]] = []
        self._raised: set[str] = set()  # already reported by check()
        self.crashed = False
        self._watch(page)

    def _watch(self, page: Page) -> None:
        _settling(page)
        page.on("console", self._on_console)
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        page.on("websocket", self._on_websocket)
        page.on("request", self._on_request)
        page.on("crash", self._on_crash)

    def _on_crash(self, _page: Page) -> None:
        self.crashed = True
        self.problems.append(f"{TAB_CRASHED} (the browser's process for this tab ended)")

    # recording

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type != "error":
            return
        text = message.text
        if any(pattern.search(text) for pattern in self._allowed):
            return
        where = message.location or {}
        origin = f" ({where.get('url')}:{where.get('lineNumber')})" if where.get("url") else ""
        self.problems.append(f"console error: {_trim_stack(text)}{origin}")

    def _on_websocket(self, socket) -> None:
        if not is_local_url(socket.url):
            self.problems.append(f"outside websocket: {socket.url}")

    def _on_request(self, request: Request) -> None:
        # Noted, not intercepted: a route on every request would turn the browser's cache off
        # (the runtime fetched and compiled again at every opening). The browser itself sends
        # whatever is not for this machine to a proxy that does not exist (CHROMIUM_FLAGS).
        if not is_local_url(request.url):
            self.outside_requests.append(request.url)
            self.problems.append(f"request to a non-local address: {request.url}")

    # use in tests

    def allow_console_error(self, pattern: str) -> None:
        """Accept console errors matching ``pattern`` (a regex) from now on."""
        self._allowed.append(re.compile(pattern))

    def url(self, path: str = "") -> str:
        return self.base_url + path.lstrip("/")

    def open(self, path: str = "", *, storage: dict[str, str] | None = None, keep: bool = False,
             timeout_ms: int = READY_TIMEOUT_MS) -> Page:
        """Open the game at ``path`` and wait until Python is ready: with the page's storage
        emptied first (a first visit), holding ``storage`` if given, or as it is (``keep``)."""
        if not keep:
            self.set_storage(storage or {})
        self.page.goto(self.url(path), wait_until="domcontentloaded")
        self.wait_ready(timeout_ms=timeout_ms)
        return self.page

    def set_storage(self, items: dict[str, str]) -> None:
        """Empty the origin's localStorage and sessionStorage, then write ``items``.

        The page is first taken to a blank page of the origin even when the game is open:
        a game left running by the test before (a computer's turn in flight) would otherwise
        write its save again between the clearing and the next page's start."""
        self.page.goto(self.url(self.blank))
        self.page.evaluate(
            """items => { localStorage.clear(); sessionStorage.clear();
                for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }""",
            items,
        )

    def show(self, text: str, slot: str = "shown") -> Page:
        """Put a save into the page's storage and open it from Saved games, as a player
        would: a position without loading the page again. The save is written as another tab
        would write it: the page hears of it by the browser's storage event."""
        page = self.page
        page.evaluate(
            """([k, v]) => { localStorage.setItem(k, v);
                window.dispatchEvent(new StorageEvent("storage", {key: k, newValue: v, storageArea: localStorage})); }""",
            [f"australia.slot.{slot}", text],
        )
        page.locator('[data-command="saved-games"]').first.click()
        page.wait_for_selector(f'.slot[data-slot="{slot}"]')
        page.click(f'.slot[data-slot="{slot}"] [data-command="open"]')
        page.wait_for_selector(".game[data-phase], #final")
        meta = json.loads(text).get("meta") or {}
        if meta.get("handover") is False:
            # the save was on the screen of the player to act: a game reopened asks for the
            # hand-over when people share the device, so that player takes it again
            shown_to(page)
        return page

    def wait_ready(self, *, timeout_ms: int = READY_TIMEOUT_MS) -> None:
        """Wait for ``html[data-ready="true"]``; fail early on any recorded problem."""
        from playwright.sync_api import TimeoutError as PlaywrightTimeout

        deadline = time.monotonic() + timeout_ms / 1000
        while True:
            self.check()
            try:
                self.page.wait_for_selector(READY_SELECTOR, state="attached", timeout=250)
                break
            except PlaywrightTimeout:
                if time.monotonic() > deadline:
                    raise AssertionError(
                        f"page not ready after {timeout_ms / 1000:.0f} s; "
                        f"loading text: {self._loading_text()!r}"
                    ) from None
        self.check()

    def py_errors(self) -> list[str]:
        """Texts of the ``.py-error`` elements PyScript shows for uncaught exceptions."""
        if self.page.is_closed() or self.crashed:
            return []
        return [text.strip() for text in self.page.locator(".py-error").all_inner_texts()]

    def all_problems(self) -> list[str]:
        return self.problems + [f"Python error on the page: {e}" for e in self.py_errors()]

    def check(self) -> None:
        """Raise ``AssertionError`` listing every problem recorded so far."""
        problems = self.all_problems()
        if problems:
            self._raised.update(problems)
            raise AssertionError("the page reported problems:\n  " + "\n  ".join(problems))

    def unreported(self) -> list[str]:
        return [p for p in self.all_problems() if p not in self._raised]

    def _loading_text(self) -> str:
        try:
            return self.page.locator("#loading-text").inner_text(timeout=500)
        except Exception:  # noqa: BLE001 - diagnostics only
            return "?"

    # between two tests on the same tab

    def begin(self) -> None:
        """Forget what the test before recorded and undo what it changed around the page;
        a tab whose renderer crashed is replaced by a new one in the same context."""
        if self.crashed or self.page.is_closed():
            context = self.page.context
            self.page = context.new_page()
            self.crashed = False
            self._watch(self.page)
        self.problems.clear()
        self.outside_requests.clear()
        self._allowed.clear()
        self._raised.clear()
        for other in self.page.context.pages:
            if other is not self.page:
                other.close()
        self.page.unroute_all(behavior="ignoreErrors")
        self.page.context.set_offline(False)
        self.page.emulate_media(reduced_motion=REDUCED_MOTION)
        if self.page.viewport_size != DEFAULT_VIEWPORT:
            self.page.set_viewport_size(DEFAULT_VIEWPORT)


def _fail_on(problems: list[str]) -> None:
    if problems:
        pytest.fail("the page reported problems:\n  " + "\n  ".join(problems), pytrace=False)


@pytest.fixture(scope="session")
def _tab(browser, site_server: str) -> Iterator[App]:
    """The session's one tab, reused by every test that needs no browser of its own: on the
    built site, as a player's browser has it after the first visit (its service worker
    serving the files, Python started from the memory snapshot the first opening kept)."""
    context = browser.new_context(locale="en-US", viewport=DEFAULT_VIEWPORT, reduced_motion=REDUCED_MOTION)
    try:
        yield App(context.new_page(), site_server)
    finally:
        context.close()


@pytest.fixture
def app(_tab: App) -> Iterator[App]:
    """The game's tab, not yet opened for this test (``app.open()``)."""
    _tab.begin()
    yield _tab
    _fail_on(_tab.unreported())


@pytest.fixture(scope="module")
def _module_token(request: pytest.FixtureRequest) -> str:
    return request.node.nodeid


@pytest.fixture
def booted(_tab: App, _module_token: str) -> Iterator[App]:
    """The game's tab, open: as the module's last test left it if that test left it usable
    (each test reaches its positions through the page itself), else opened afresh."""
    _tab.begin()
    page = _tab.page
    reuse = page.url.startswith(_tab.base_url) and page.evaluate(
        "token => window.__module === token && document.documentElement.dataset.ready === 'true'"
        " && !document.querySelector('.py-error, #app .app-fault')",
        _module_token,
    )
    if not reuse:
        _tab.open()
        page.evaluate("token => { window.__module = token; }", _module_token)
    yield _tab
    _fail_on(_tab.unreported())


@pytest.fixture
def fresh(browser, app_server: str) -> Iterator[Callable[..., App]]:
    """Makes pages in browser contexts of their own (a first visit, another browser)."""
    made: list[tuple[object, App]] = []

    def make(base_url: str | None = None, **context_args: object) -> App:
        context = browser.new_context(
            **{"locale": "en-US", "viewport": DEFAULT_VIEWPORT, "reduced_motion": REDUCED_MOTION, **context_args}
        )
        app = App(context.new_page(), base_url or app_server)
        made.append((context, app))
        return app

    yield make
    problems = [p for _, app in made for p in app.unreported()]
    for context, _ in made:
        context.close()
    _fail_on(problems)


@pytest.fixture(autouse=True)
def _english_after_each_test() -> Iterator[None]:
    """A test that switched the page's language leaves English behind for the next one."""
    yield
    from web.text import i18n

    i18n.use(i18n.ENGLISH)
