"""The page's side of the computer's thinking: starting it, asking, listening, and noticing
when it has gone silent.

The thinking (``web.state.thinking.Slices`` in the browser: the page's own interpreter, a short
slice at a time) is started when the page first asks it something (a computer seat or a
hint), or a moment before: when a computer seat is chosen on the new-game form (``warm``), so
that the search is loaded while the form is filled in. A game of people never starts one.
It is spoken to as a worker would be, by plain messages, so it could as well run elsewhere.
It answers every short slice of thinking; an answer about a request the page no longer waits
for is dropped. A worker that stays silent too long (it died, or its start failed), or that
reports an error, is stopped, and the page is told (``ComputerFailed``): it then says so and
offers "Try again" (a new round starts a new worker) or a person in the computer's seat.

Pure Python: the worker is made by a function given as an argument (the browser's ``Worker``
constructor, or a fake), and time is a clock given as an argument, so the whole life cycle is
tested under CPython.
"""

from __future__ import annotations

from typing import Any, Callable

from web import messages as m
from web.computer_kinds import ThinkingAnswer

START_PATIENCE_MS = 90_000  # loading Pyodide in the worker, on a slow phone
THINK_PATIENCE_MS = 8_000  # between two answers once it runs (it answers every slice)
NO_ANSWER = "no answer"


class ComputerClient:
    def __init__(self, spawn: Callable[[Callable[[dict], None], Callable[[str], None]], Any], clock) -> None:
        """``spawn(on_message, on_error)`` starts a worker and returns it (an object with
        ``post(dict)`` and ``stop()``); it calls ``on_message`` with each message as a dict and
        ``on_error`` with a description when the worker fails."""
        self.spawn = spawn
        self.clock = clock
        self.worker = None
        self.round = -1  # the round the worker was started for
        self.ready = False
        self.asked: str | None = None  # the id of the request the worker is answering
        self._watchdog = None
        self._dispatch: Callable[..., Any] = lambda *messages: None
        self.started = 0  # how many workers were started (for tests and the benchmark)

    def listen(self, dispatch: Callable[..., Any]) -> None:
        self._dispatch = dispatch

    # --- asking --------------------------------------------------------------------------------

    def think(self, request: dict, round_: int) -> None:
        """Ask for a decision (a new round starts a new worker first)."""
        if self.worker is None or self.round != round_:
            self._start(round_)
        if self.asked == request.get("id"):
            return
        self.asked = request.get("id")
        self.worker.post(request)
        self._watch(THINK_PATIENCE_MS if self.ready else START_PATIENCE_MS)

    def warm(self, round_: int) -> None:
        """Start a worker, if none runs, before anything is asked of it."""
        if self.worker is None:
            self._start(round_)

    def _start(self, round_: int) -> None:
        self.stop()
        self.round = round_
        self.started += 1
        self.worker = self.spawn(self._on_message, self._on_error)

    def stop(self) -> None:
        if self._watchdog is not None:
            self.clock.cancel(self._watchdog)
            self._watchdog = None
        if self.worker is not None:
            try:
                self.worker.stop()
            except Exception:  # noqa: BLE001 - a worker already gone
                pass
        self.worker, self.asked, self.ready = None, None, False

    # --- listening --------------------------------------------------------------------------------

    def _watch(self, patience_ms: int) -> None:
        if self._watchdog is not None:
            self.clock.cancel(self._watchdog)
        self._watchdog = self.clock.later(patience_ms, self._silent)

    def _silent(self) -> None:
        self._watchdog = None
        if self.asked is None:
            return
        ident = self.asked
        self.stop()
        self._dispatch(m.ComputerFailed(ident, NO_ANSWER))

    def _on_message(self, reply: dict) -> None:
        if not isinstance(reply, dict):
            return
        kind = reply.get("kind")
        if kind == ThinkingAnswer.READY:
            self.ready = True
            if self.asked is not None:
                self._watch(THINK_PATIENCE_MS)
            return
        ident = reply.get("id")
        if ident != self.asked or ident is None:
            return  # about a moment that has passed
        if kind == ThinkingAnswer.PROGRESS:
            self._watch(THINK_PATIENCE_MS)
            done = reply.get("done", 0.0)
            self._dispatch(m.ComputerProgress(ident, float(done) if isinstance(done, (int, float)) else 0.0))
            return
        if self._watchdog is not None:
            self.clock.cancel(self._watchdog)
            self._watchdog = None
        self.asked = None
        if kind == ThinkingAnswer.DECIDED:
            self._dispatch(m.ComputerDecided(ident, reply.get("action")))
        else:
            self._dispatch(m.ComputerFailed(ident, str(reply.get("error", ""))))

    def _on_error(self, description: str) -> None:
        ident = self.asked
        self.stop()
        if ident is None:
            return  # a worker started ahead failed with nothing asked: the next ask starts another
        self._dispatch(m.ComputerFailed(ident, description or "the worker failed"))
