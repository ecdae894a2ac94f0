"""The browser shell's wiring: the page's scripts, the adapters, the runtime, and start-up.

The only module the page's ``<script type="py" worker>`` imports, and the only one that
imports ``js``, ``pyodide`` or ``pyscript``: the adapters beside it in ``web.browser`` are
given the browser's objects as arguments, so they run under CPython too. The page's Python
runs in PyScript's worker, off the page's thread, so the page stays responsive while Python
starts and works. It talks with the page's ``web/static/relay.js`` as ``web.protocol`` defines: one record in, one
frame out. ``events.js`` reads the document's events into records (and, once, what the page
is like as Python starts), ``devices.js`` tells what happens to the connections with other
devices, ``offline.js`` offline play's status; here each record goes to ``web.browser.events``,
and the step's frame (``web.browser.draw.Drawer``: the storage writes, then the drawing and
the other effects) goes back in one message, as JSON text. The store is a copy of the game's
keys (``web.browser.store.Mirror``), written through by the frames. The computer thinks here
too, in short slices between the records (``web.state.thinking.Slices``). The browser objects
left to Python are the files a player gives, the clock and a message channel to schedule the slices.

Start-up: Python says hello (with how it started, ``web/static/quickstart.js``), the page
answers with its start record, and Python answers with the first frame. The first screen is
already on the page (``tools/prerender.py``): start-up takes over what was typed there and a
button pressed meanwhile, and draws the same markup over it, so nothing moves. Contract with
the end-to-end tests: when start-up has finished, ``<html>`` gets ``data-ready="true"``; every
drawing bumps ``data-rendered`` on ``<html>``.
"""

import json
import traceback
from collections import deque

import js
from polyscript import xworker
from pyodide.ffi import create_once_callable, create_proxy

from australia import REGIONS
from web.devices.browser import Devices
from web.browser.draw import Drawer
from web.browser.events import Events, boot_message
from web.browser.files import Files
from web.browser.history import History
from web.browser.runtime import Runtime
from web.browser.store import Storage
from web.browser.computer import ComputerClient
from web.storage import STORE_PREFIX
from web.protocol import Channel
from web.text import i18n
from web.state.reviews import Reviews
from web.state.thinking import Slices


def plain(value):
    """A value of the page's message as Python's own (dicts, lists, strings, numbers)."""
    return value.to_py() if hasattr(value, "to_py") else value


def post(message: dict) -> None:
    """A message to the page (``relay.js``): JSON text, which crosses as one string."""
    xworker.postMessage(json.dumps(message, separators=(",", ":"), ensure_ascii=False))


class Clock:
    def __init__(self) -> None:
        # ``soon``: after whatever the page has sent meanwhile, without a timer's delay
        self._soon: deque = deque()
        self._channel = js.MessageChannel.new()
        self._channel.port1.onmessage = create_proxy(lambda _event: self._run_soon())

    def now(self) -> float:
        return float(js.Date.now()) / 1000

    def later(self, ms: float, call):
        return js.setTimeout(create_once_callable(lambda: _safe(call)()), max(0, int(ms)))

    def cancel(self, handle) -> None:
        js.clearTimeout(handle)

    def soon(self, call) -> None:
        self._soon.append(call)
        self._channel.port2.postMessage(None)

    def _run_soon(self) -> None:
        if self._soon:
            _safe(self._soon.popleft())()


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


wired: dict = {}  # the runtime, the events' reader and the drawer, once the page has answered the hello


def _started(message: dict) -> None:
    """The page's start record (what it is like, its store's keys, a camera): the adapters,
    the runtime, and the first frame, drawn over the first screen already shown."""
    clock = Clock()
    start = message.get("start") or {}
    drawer = Drawer(post, when=_when, shown=start.get("shown") if isinstance(start, dict) else None)
    drawer.hold()
    storage = Storage.of_page(message.get("store"), drawer.write)
    history = History(drawer)
    files = Files(read_file)
    computer = ComputerClient(lambda told, failed: Slices(told, failed, soon=clock.soon, now=clock.now), clock)
    devices = Devices(drawer.effect, camera=bool(message.get("camera")))
    boot = boot_message(start, storage=storage, camera=devices.camera())
    reviews = Reviews(soon=clock.soon, later=clock.later, now=clock.now)
    runtime = Runtime(
        storage=storage, document=drawer, clock=clock, history=history, computer=computer, files=files,
        devices=devices, reviews=reviews, language=boot.language,
    )
    wired.update(runtime=runtime, drawer=drawer, events=Events(runtime, files=files, history=history, storage=storage))
    runtime.dispatch(boot)
    drawer.ready(len(REGIONS))
    drawer.answer(0)


def _hello() -> None:
    """Python runs: the page is told, with how it started (``quickstart.js``)."""
    quick = getattr(js, "australiaQuickStart", None)
    post({
        "australia": Channel.HELLO.value, "prefix": STORE_PREFIX,
        "quickstart": str(quick.how) if quick is not None else None,
    })


def _heard(event) -> None:
    """A message of the page (``relay.js``)."""
    data = event.data
    kind = getattr(data, "australia", None) if data is not None else None
    if kind == Channel.RECORD:  # a file a player gave stays the browser's object: read when needed
        drawer = wired["drawer"]
        drawer.hold()
        try:
            wired["events"].handle(json.loads(str(data.record)), data.file)
        finally:  # one frame for the record, whatever it led to
            drawer.answer(int(data.seq))
    elif kind == Channel.PAGE:  # the page listens now: a hello sent before it did was lost
        if "runtime" not in wired:
            _hello()
    elif kind == Channel.START:
        if "runtime" not in wired:
            _started(plain(data))


xworker.onmessage = create_proxy(_safe(_heard))
_hello()
