"""The browser shell's wiring: the page's scripts, the adapters, the runtime, and start-up.

The only module the page's ``<script type="py" worker>`` imports, and with ``web.browser`` the
only code that touches ``js``, ``pyodide`` or ``pyscript``. The page's Python runs in PyScript's
worker, off the page's thread, so the page stays responsive while Python starts and works; it
talks with the page in plain messages, each an object with an ``australia`` kind, which the
page's ``web/static/relay.js`` hands to the page's scripts and answers. ``events.js`` reads the
document's events into plain records (and, once, what the page is like as Python starts),
``draw.js`` carries out each step's drawing, ``devices.js`` the connections to other devices
and the camera, ``offline.js`` offline play, ``computer.js`` starts the computer's worker.
Here records go to ``web.browser.events`` and instructions come back from the adapters, all
plain values. The store is a copy of the game's keys, written through by ``store.js``: its
answer comes back later (``Runtime.store_answered``). The browser objects left to Python are
the files a player gives and the clock.

Start-up: Python says hello (with how it started, ``web/static/quickstart.js``), the page
answers with its start record, and Python draws. The first screen is already on the page
(``tools/prerender.py``): start-up takes over what was typed there and a button pressed
meanwhile, and draws the same markup over it, so nothing moves. Contract with the end-to-end
tests: when start-up has finished, ``<html>`` gets ``data-ready="true"``; every drawing bumps
``data-rendered`` on ``<html>``.
"""

import itertools
import traceback

import js
from polyscript import xworker
from pyodide.ffi import create_once_callable, create_proxy, to_js

from australia.board import REGIONS
from web.browser.devices import Devices
from web.browser.draw import Drawer, PageHistory
from web.browser.events import Events, boot_message
from web.browser.files import Files
from web.browser.history import History
from web.browser.runtime import Runtime
from web.browser.store import LATER, Storage
from web.browser.worker_client import WorkerClient
from web.commands import STORE_PREFIX, WORKER_SCRIPT
from web.text import i18n


def plain(value):
    """A value of the page's message as Python's own (dicts, lists, strings, numbers)."""
    return value.to_py() if hasattr(value, "to_py") else value


def post(message: dict) -> None:
    """A message to the page (``relay.js``): plain values only, copied across."""
    xworker.postMessage(to_js(message, dict_converter=js.Object.fromEntries))


class Clock:
    def now(self) -> float:
        return float(js.Date.now()) / 1000

    def later(self, ms: float, call):
        return js.setTimeout(create_once_callable(lambda: _safe(call)()), max(0, int(ms)))

    def cancel(self, handle) -> None:
        js.clearTimeout(handle)


_computers: dict[int, tuple] = {}
_ids = itertools.count(1)


class RelayedWorker:
    """The computer's worker as ``WorkerClient`` expects one, started by the page
    (``web/static/computer.js``) on this worker's word, with the snapshot's bytes this visit
    started from if they are still held (``quickstart.js``)."""

    def __init__(self, on_message, on_error) -> None:
        self.id = next(_ids)
        _computers[self.id] = (on_message, on_error)
        quick = getattr(js, "australiaQuickStart", None)
        if quick is not None:
            quick.handOver()  # goes to the page first: the start below then finds the bytes
        post({"australia": "computer-start", "id": self.id, "script": WORKER_SCRIPT})

    def post(self, request: dict) -> None:
        post({"australia": "computer-post", "id": self.id, "request": request})

    def stop(self) -> None:
        _computers.pop(self.id, None)
        post({"australia": "computer-stop", "id": self.id})


def read_file(file, done, failed) -> None:
    file.arrayBuffer().then(
        create_once_callable(_safe(lambda buffer: done(js.Uint8Array.new(buffer).to_bytes()))),
        create_once_callable(_safe(lambda error: failed(str(error)))),
    )


def _safe(handler):
    """A callback that can never take the page down: a failure is told, and the game goes on."""

    def call(*args):
        try:
            return handler(*args)
        except Exception:  # noqa: BLE001 - the net under every listener
            if wired.get("runtime") is not None:
                wired["runtime"].fail(traceback.format_exc())
            else:
                js.console.error(traceback.format_exc())
            return None

    return call


def _when(seconds: float) -> str:
    """A date and time in the player's own locale."""
    return str(js.Date.new(seconds * 1000).toLocaleString(i18n.current()))


wired: dict = {}  # the runtime and the events' reader, once the page has answered the hello


def _write(key, value, guarded, expected):
    """A write to the browser's storage, carried out by the page (``store.js``)."""
    post({"australia": "store", "key": key, "value": value, "guarded": guarded, "expected": expected})
    return LATER  # the page answers later: Runtime.store_answered


def _started(message: dict) -> None:
    """The page's start record (what it is like, its store's keys, a camera): the adapters,
    the runtime, and the first drawing over the first screen already shown."""
    clock = Clock()
    storage = Storage.of_page(message.get("store"), _write)
    start = message.get("start") or {}
    drawer = Drawer(lambda batch: post({"australia": "draw", "batch": batch}) or True, when=_when,
                    shown=start.get("shown") if isinstance(start, dict) else None)
    history = History(PageHistory(drawer))
    files = Files(read_file)
    worker = WorkerClient(RelayedWorker, clock)
    devices = Devices(lambda op: post({"australia": "peers", "op": op}), camera=bool(message.get("camera")))
    boot = boot_message(start, storage=storage, camera=devices.camera())
    runtime = Runtime(
        storage=storage, document=drawer, clock=clock, history=history, worker=worker, files=files,
        devices=devices, language=boot.language,
    )
    wired["runtime"] = runtime
    wired["events"] = Events(runtime, files=files, history=history, storage=storage)
    runtime.dispatch(boot)
    drawer.ready(len(REGIONS))
    post({"australia": "offline"})  # after the game is on the screen: offline.js


def _hello() -> None:
    """Python runs: the page is told, with how it started (``quickstart.js``)."""
    quick = getattr(js, "australiaQuickStart", None)
    post({"australia": "hello", "prefix": STORE_PREFIX, "quickstart": str(quick.how) if quick is not None else None})


def _heard(event) -> None:
    """A message of the page (``relay.js``)."""
    data = event.data
    kind = getattr(data, "australia", None) if data is not None else None
    if kind == "page":  # the page listens now: a hello sent before it did was lost
        if "runtime" not in wired:
            _hello()
    elif kind == "start":
        if "runtime" not in wired:
            _started(plain(data))
    elif kind == "record":  # a file a player gave stays the browser's object: read when needed
        try:
            wired["events"].handle(plain(data.record), data.file)
        finally:  # after the step's drawing: the page knows it has caught up
            post({"australia": "answered", "seq": data.seq})
    elif kind == "computer":
        entry = _computers.get(int(data.id))
        if entry:
            entry[0](plain(data.data))
    elif kind == "computer-error":
        entry = _computers.get(int(data.id))
        if entry:
            entry[1](str(data.error))
    elif kind == "stored":
        now = data.now
        wired["runtime"].store_answered(str(data.key), plain(data.answer), now if isinstance(now, str) else None)
    elif kind == "draw-failed":
        wired["runtime"].drawing_failed()


xworker.onmessage = create_proxy(_safe(_heard))
_hello()
