"""The whole page under CPython: the runtime with fake adapters, driven as a player would.

``Page`` builds ``web.browser.runtime.Runtime`` over a dict standing for localStorage, a
document that draws each screen as HTML text (``web.view.page.page_html``), a clock the test
moves by hand, a fake thinker that thinks in this process with the real ``web.state.thinking``, and
fakes for the history and files. A click is given as the clicked element's hook (exactly what
the browser shell reads), so a test drives the page as a player does and reads what the
player would see.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from html import unescape
from typing import Any, Callable

from web import messages as m
from web.browser.computer import ComputerClient
from web.browser.files import Files
from web.browser.history import History
from web.browser.runtime import Runtime
from web.browser.store import Storage
from web.computer_kinds import ThinkingAnswer
from web.hooks import Hook, parse
from web.state.computer import Request
from web.state.page import Model
from web.state.reviews import Reviews
from web.state.thinking import Job
from web.view.page import page_html


class Store:
    """A dict-backed store that can be made full (writes refused) or dead (every access refused)."""

    def __init__(self, data: dict | None = None, *, full: bool = False, dead: bool = False) -> None:
        self.data = {} if data is None else data
        self.full, self.dead = full, dead

    def get(self, key, default=None):
        if self.dead:
            raise RuntimeError("SecurityError: access denied")
        return self.data.get(key, default)

    def __setitem__(self, key, value):
        if self.dead or self.full:
            raise RuntimeError("QuotaExceededError")
        self.data[key] = value

    def __delitem__(self, key):
        if self.dead:
            raise RuntimeError("SecurityError: access denied")
        del self.data[key]

    def keys(self):
        if self.dead:
            raise RuntimeError("SecurityError: access denied")
        return list(self.data)


class FakeClock:
    """Time that moves only when the test says (``advance``), with the timers it set."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.t = start
        self.timers: list[tuple[float, int, Callable[[], None]]] = []
        self._next = 0
        self.cancelled: set[int] = set()

    def now(self) -> float:
        return self.t

    def later(self, ms: float, call: Callable[[], None]) -> int:
        self._next += 1
        self.timers.append((self.t + ms / 1000, self._next, call))
        return self._next

    def cancel(self, handle: int) -> None:
        self.cancelled.add(handle)

    def pending(self) -> int:
        return sum(1 for _, h, _ in self.timers if h not in self.cancelled)

    def advance(self, ms: float = 0.0) -> None:
        """Move time on by ``ms`` and run every timer due by then, earliest first."""
        until = self.t + ms / 1000
        while True:
            due = sorted((t, h, c) for t, h, c in self.timers if t <= until and h not in self.cancelled)
            if not due:
                break
            when, handle, call = due[0]
            self.timers = [x for x in self.timers if x[1] != handle]
            self.t = max(self.t, when)
            call()
        self.t = max(self.t, until)


class FakeThinker:
    """The computer's thinker, thinking in this process with the real ``web.state.thinking``.

    ``answer`` False keeps it silent (a thinker that died); ``fail`` makes it report a failure.
    It answers when the test lets it (``Page.think``)."""

    def __init__(self, on_message, on_error, page: "Page") -> None:
        self.on_message, self.on_error, self.page = on_message, on_error, page
        self.posted: list[Request] = []
        self.stopped = False
        page.thinkers.append(self)

    def post(self, request: Request) -> None:
        self.posted.append(request)

    def stop(self) -> None:
        self.stopped = True

    def answer_all(self, *, slices: bool = True) -> None:
        while self.posted and not self.stopped:
            request = self.posted.pop(0)
            if self.page.thinking_mode == "silent":
                continue
            if self.page.thinking_mode == "fail":
                self.on_message({"kind": ThinkingAnswer.FAILED.value, "id": request.id, "error": "boom"})
                continue
            job = Job(request)
            while True:
                reply = job.step(10_000)
                self.on_message(reply)
                if reply["kind"] != ThinkingAnswer.PROGRESS or self.stopped:
                    break


@dataclass
class Drawn:
    """The document: the last drawing as HTML text, and what the page asked of it."""

    html: str = ""
    renders: int = 0
    focused: list = field(default_factory=list)
    downloads: list = field(default_factory=list)
    faults: list = field(default_factory=list)
    language: str = ""
    reloads: int = 0
    progress: list = field(default_factory=list)
    broken: bool = False
    boards: int = 0  # times the page asked to bring the map into view
    keys: tuple = ()  # the keys the page's script was last told the page takes

    def take_keys(self, rules) -> None:
        self.keys = rules

    refusals: int = 0  # the next steps the page will fail to carry out (a drawing bug there)

    def flush(self) -> bool:
        if self.refusals:
            self.refusals -= 1
            return False
        return True

    def show_board(self) -> None:
        self.boards += 1

    def scrolled_by_hand(self) -> None:
        pass

    def draw(self, model: Model) -> None:
        self.html = page_html(model, lambda t: f"T{int(t)}")
        self.renders += 1

    def draw_broken(self) -> None:
        self.broken = True

    def speak(self, language: str) -> None:
        self.language = language

    def focus(self, selectors, prevent_scroll: bool = False, within: str | None = None) -> bool:
        self.focused.append(tuple(selectors))
        return True

    def keep_focus(self, fallback) -> None:
        pass

    def rules_opened(self) -> None:
        self.focused.append(("#rules-title",))

    def rules_closed(self) -> None:
        self.focused.append(('[data-command="rules"]',))

    def show_progress(self, done: float) -> None:
        self.progress.append(done)

    def download(self, name: str, text: str) -> None:
        self.downloads.append((name, text))

    def reload(self) -> None:
        self.reloads += 1

    def log_fault(self, detail: str) -> None:
        self.faults.append(detail)


class FakeHistory:
    def __init__(self) -> None:
        self.entries: list[dict] = []
        self.index = -1

    def pushState(self, state, _title) -> None:  # noqa: N802 - the browser's name
        self.entries = self.entries[: self.index + 1] + [state]
        self.index += 1

    def replaceState(self, state, _title) -> None:  # noqa: N802 - the browser's name
        if self.index < 0:
            self.entries, self.index = [state], 0
        else:
            self.entries[self.index] = state


class Page:
    def __init__(
        self,
        data: dict | None = None,
        *,
        store: Store | None = None,
        language: str = "en",
        seed: int = 1,
        boot: bool = True,
        thinking_mode: str = "answer",
        available: bool = True,
        small_screen: bool = False,
        devices: Any = None,
        review_iterations: int = 4,
        foresee: bool = False,
        **store_options: Any,
    ) -> None:
        self.small_screen = small_screen
        self.store = store if store is not None else Store(data, **store_options)
        self.storage = Storage(self.store, available=available)
        self.clock = FakeClock()
        self.document = Drawn()
        self.history = FakeHistory()
        self.thinkers: list[FakeThinker] = []
        self.thinking_mode = thinking_mode
        self.file_data: dict[int, bytes | Exception] = {}
        self.files = Files(self._read)
        self.client = ComputerClient(lambda on_message, on_error: FakeThinker(on_message, on_error, self), self.clock)
        self.runtime = Runtime(
            storage=self.storage,
            document=self.document,
            clock=self.clock,
            history=History(self.history),
            computer=self.client,
            files=self.files,
            devices=devices,
            reviews=Reviews(soon=lambda call: self.clock.later(0, call), later=self.clock.later, now=self.clock.now,
                            iterations=review_iterations, in_advance=foresee),
            rand=random.Random(seed),
            language=language,
        )
        if boot:
            self.boot()

    def _read(self, file, done, failed) -> None:
        if isinstance(file, Exception):
            failed(str(file))
        else:
            done(file)

    # --- driving -------------------------------------------------------------------------------

    def boot(self, typed: dict | None = None, pending: str | None = None, defaults: frozenset = frozenset(),
             join: str | None = None, camera: bool = False) -> None:
        from web.storage import PREFERENCE_KEYS

        self.runtime.dispatch(
            m.Boot(
                typed=m.FieldsRead(typed, defaults) if typed is not None else None,
                pending=pending,
                language=self.runtime.model.prefs.language,
                preferences={k: self.storage.preference(k) for k in PREFERENCE_KEYS},
                small_screen=self.small_screen,
                storage_available=self.storage.available,
                join=join,
                address="https://example.org/australia/",
                camera=camera,
            )
        )

    def put(self, state, *, seats=None, handover: bool = False, keyboard: bool = True, slot: str | None = None) -> None:
        """Put a game (any position, even one no save could reach) on the table, its screen
        shown, and draw it."""
        from web.values import replace

        from web.state.page import GameScreen, OnTable
        from web.state.session import Session

        session = Session.start(state, seats, handover=handover)
        model = self.runtime.model
        self.runtime.model = replace(
            model, table=OnTable(session, slot), screen=GameScreen(), flags=replace(model.flags, keyboard=keyboard)
        )
        self.runtime._draw(self.runtime.model)
        self.runtime._hand_keys()

    def focus(self) -> tuple[str, ...]:
        """Where the last step sent the keyboard's focus (its selectors, best first), then
        forget it; () when it sent it nowhere."""
        found = self.document.focused[-1] if self.document.focused else ()
        self.document.focused.clear()
        return found

    def send(self, *messages) -> bool:
        return self.runtime.dispatch(*messages)

    def click(self, hook: str, value: object, arg: object = None, **fields: str) -> bool:
        """Click the element with this hook (``("command", "undo")``, ``("region", "pilbara")``),
        with the page's fields holding ``fields`` (as read before every click)."""
        msg = parse(hook, str(value), None if arg is None else str(arg))
        assert msg is not None, f"no element of this page means {hook}={value!r}"
        before = (m.FieldsRead(fields),) if fields else ()
        return self.player(*before, msg)

    def player(self, *messages) -> bool:
        """Messages from the player, who takes a minute over each (saves get distinct dates)."""
        self.clock.t += 60
        self.runtime.heard()  # as a record of the page's tells it
        return self.runtime.dispatch(*messages)

    def draw(self, stack: int) -> bool:
        """Draw from a stack, and if the device goes to another person next, say Done after
        looking at the card (the opening draws of a game of several people)."""
        done = self.click("stack", stack)
        if self.session is not None and self.session.review is not None:
            self.command("pass-device")
        return done

    def command(self, name: str, arg: object = None, **fields: str) -> bool:
        return self.click(Hook.COMMAND.value, name, arg, **fields)

    def start(self, **fields: str) -> None:
        """Fill in the new-game form and press Start."""
        self.command("new-game")
        self.player(m.FormEdited(fields))
        self.command("start", **fields)

    def other_tab_changed(self, key: str | None) -> bool:
        """Another tab changed ``key`` of the store (as the browser's storage event says);
        True when the page was drawn again."""
        before = self.document.renders
        value = self.store.data.get(key) if key is not None else None
        self.runtime.dispatch(m.StoreChanged(key, value))
        return self.document.renders > before

    def key(self, key: str, **where: Any) -> bool:
        """Press a key; True when the page took it (then the page's script, deciding from the
        keys it was told, must have kept it from the browser too)."""
        from web.state.keys import takes

        press = m.KeyPressed(key, **where)
        told = takes(self.document.keys, press)
        taken = self.player(press)
        assert told == taken, f"the page's script was told {told} for {press}, the page answered {taken}"
        return taken

    def choose_language(self, language: str) -> None:
        self.player(m.ChooseLanguage(language))

    def import_file(self, name: str, data: bytes | Exception, size: int | None = None) -> None:
        size = len(data) if size is None and isinstance(data, (bytes, str)) else (size or 0)
        self.player(self.files.offer(data, name, size))

    def think(self, rounds: int = 200) -> None:
        """Let the computer answer everything asked, and the pace pass, until nothing is left."""
        for _ in range(rounds):
            worked = False
            for thinker in self.thinkers:
                if thinker.posted and not thinker.stopped:
                    thinker.answer_all()
                    worked = True
            if self.clock.pending():
                self.clock.advance(2_000)
                worked = True
            if not worked:
                return

    # --- reading ---------------------------------------------------------------------------------

    @property
    def model(self) -> Model:
        return self.runtime.model

    @property
    def session(self):
        return self.model.session

    @property
    def state(self):
        return self.model.session.state

    @property
    def screen(self) -> str:
        return self.model.screen.name

    def html(self) -> str:
        return self.document.html

    def text(self) -> str:
        """What the page says, without its markup."""
        return unescape(re.sub(r"<[^>]+>", " ", self.document.html))

    def form_error(self) -> str:
        """The new-game form's refusal, as shown ("" when none)."""
        found = re.search(r'class="form-error"[^>]*>(.*?)</p>', self.html())
        return unescape(found.group(1)) if found else ""

    def alerts(self) -> list[str]:
        return [unescape(re.sub(r"<[^>]+>", "", t)) for t in re.findall(r'class="app-alert"[^>]*>(.*?)</p>', self.html())]

    def notices(self) -> list[str]:
        return [unescape(re.sub(r"<[^>]+>", "", t)) for t in re.findall(r'class="app-notice"[^>]*>(.*?)</p>', self.html())]


def model_with(state, *, seats=None, handover: bool = False, selection=None, **changes) -> Model:
    """A page's state with ``state`` on the table and its screen shown."""
    from web.values import replace

    from web.state.page import GameScreen, OnTable
    from web.state.selection import NOTHING
    from web.state.session import Session

    session = Session.start(state, seats, handover=handover, selection=selection or NOTHING)
    return replace(Model(), table=OnTable(session), screen=GameScreen(), **changes)


def game_html(state, **options) -> str:
    """The game screen (or end screen) as the page draws it for ``state``."""
    from web.view.page import screen_html

    return screen_html(model_with(state, **options))
