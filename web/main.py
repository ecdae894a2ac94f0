"""The browser shell's wiring: the page's scripts, the adapters, the runtime, and start-up.

The only module the page's ``<script type="py">`` imports, and with ``web.browser`` the only
code that touches ``js``, ``pyodide`` or ``pyscript``. The document is the page's scripts'
part: ``web/static/events.js`` reads its events into plain records (and, once, what the page
is like as Python starts), ``draw.js`` carries out each step's drawing, ``devices.js`` the
connections to other devices and the camera, ``offline.js`` offline play, ``computer.js``
starts the computer's worker. Here records go to ``web.browser.events`` and instructions come
back from the adapters, all plain values; the store is a copy of the game's keys, written
through by ``store.js``. The browser objects left to Python are the files a player gives and
the clock.

The first screen is already on the page when Python starts (``tools/prerender.py``): start-up
takes over what was typed there and a button pressed meanwhile, and draws the same markup
over it, so nothing moves. Contract with the end-to-end tests: when start-up has finished,
``<html>`` gets ``data-ready="true"``; every drawing bumps ``data-rendered`` on ``<html>``.
"""

import traceback

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import window

from australia.board import REGIONS
from web.browser.devices import Devices
from web.browser.events import Events, boot_message
from web.browser.draw import Drawer, PageHistory
from web.browser.files import Files
from web.browser.history import History
from web.browser.runtime import Runtime
from web.browser.store import Storage
from web.browser.worker_client import WorkerClient
from web.commands import STORE_PREFIX, WORKER_SCRIPT
from web.text import i18n


def js_object(value: dict):
    return to_js(value, dict_converter=window.Object.fromEntries)


def python_value(value):
    return value.to_py() if hasattr(value, "to_py") else value


class Clock:
    def now(self) -> float:
        return float(window.Date.now()) / 1000

    def later(self, ms: float, call):
        return window.setTimeout(create_once_callable(lambda: _safe(call)()), max(0, int(ms)))

    def cancel(self, handle) -> None:
        window.clearTimeout(handle)


class BrowserWorker:
    """The computer's worker as ``WorkerClient`` expects one, started by the page's script
    (``web/static/computer.js``)."""

    def __init__(self, on_message, on_error) -> None:
        self.worker = window.australiaComputer.start(
            WORKER_SCRIPT,
            create_proxy(_safe(lambda data: on_message(python_value(data)))),
            create_proxy(_safe(lambda message: on_error(str(message)))),
        )

    def post(self, request: dict) -> None:
        self.worker.post(js_object(request))

    def stop(self) -> None:
        self.worker.stop()


def read_file(file, done, failed) -> None:
    file.arrayBuffer().then(
        create_once_callable(_safe(lambda buffer: done(window.Uint8Array.new(buffer).to_bytes()))),
        create_once_callable(_safe(lambda error: failed(str(error)))),
    )


def _safe(handler):
    """A callback that can never take the page down: a failure is told, and the game goes on."""

    def call(*args):
        try:
            return handler(*args)
        except Exception:  # noqa: BLE001 - the net under every listener
            if runtime is not None:
                runtime.fail(traceback.format_exc())
            else:
                window.console.error(traceback.format_exc())
            return None

    return call


def _when(seconds: float) -> str:
    """A date and time in the player's own locale."""
    return str(window.Date.new(seconds * 1000).toLocaleString(i18n.current()))


runtime = None
clock = Clock()
# The game's keys of the browser's storage, kept as a copy written through by the page's script.
_store = window.australiaStore.open(STORE_PREFIX)
storage = Storage.of_page(
    python_value(_store.all()),
    lambda key, value, guarded, expected: python_value(_store.write(key, value, guarded, expected)),
)
# The page's drawings, carried out by the page's script (web/static/draw.js).
drawer = Drawer(lambda batch: window.australiaDraw.apply(js_object(batch)), when=_when)
history = History(PageHistory(drawer))
files = Files(read_file)
worker = WorkerClient(BrowserWorker, clock)
scanner = getattr(window, "australiaScanner", None)  # web/static/scanner.js
# Other devices, the camera and the clipboard, by the page's script (web/static/devices.js).
devices = Devices(
    lambda op: window.australiaPeers.apply(js_object(op)), camera=bool(scanner is not None and scanner.available())
)
# What the page is like as Python starts, read by the page's script (web/static/events.js).
boot = boot_message(python_value(window.australiaEvents.start()), storage=storage, camera=devices.camera())
runtime = Runtime(
    storage=storage, document=drawer, clock=clock, history=history, worker=worker, files=files, devices=devices,
    language=boot.language,
)
events = Events(runtime, files=files, history=history, storage=storage)
# The document's events, read by the page's script (web/static/events.js) into plain records.
sink = create_proxy(_safe(lambda record, file=None: events.handle(python_value(record), file)))
window.australiaEvents.listen(sink)
window.australiaPeers.listen(sink)  # what happens to the connections and the camera, as records

runtime.dispatch(boot)
drawer.ready(len(REGIONS))

# After the game is on the screen: the service worker, the update banner, persistent storage
# and the quick start's status (web/static/offline.js), told as records like the events.
window.australiaOffline.start(sink)
