"""The page's side of the computer's thinking: starting it, asking, listening, and noticing
when it has gone silent.

The thinking (``web.state.thinking.Slices`` in the browser: the page's own interpreter, a short
slice at a time) is started when the page first asks it something (a computer seat or a
hint), or a moment before: when a computer seat is chosen on the new-game form (``warm``), so
that the search is loaded while the form is filled in. A game of people never starts one.
It is asked with a ``web.state.computer.Request`` and answers with plain values
(``web.computer_kinds.ThinkingAnswer``), every short slice of thinking; an answer about a request
the page no longer waits for is dropped. A thinking that stays silent too long (it broke, or
its start failed), or that reports an error, is stopped, and the page is told
(``ComputerFailed``): it then says so and offers "Try again" (a new round starts the thinking
anew) or a person in the computer's seat.

Pure Python: the thinking is started by a function given as an argument (``Slices``, or a
fake), and time is a clock given as an argument, so the whole life cycle is tested under
CPython.
"""

from __future__ import annotations

from typing import Any, Callable

from web import messages as m
from web.computer_kinds import ThinkingAnswer
from web.state.computer import Request

START_PATIENCE_MS = 90_000  # the first answer: the search's modules loaded, on a slow phone
THINK_PATIENCE_MS = 8_000  # between two answers once it runs (it answers every slice)
NO_ANSWER = "no answer"


class ComputerClient:
    def __init__(self, spawn: Callable[[Callable[[dict], None], Callable[[str], None]], Any], clock) -> None:
        """``spawn(on_message, on_error)`` starts the thinking and returns it (an object with
        ``post(Request)`` and ``stop()``); it calls ``on_message`` with each answer as a dict and
        ``on_error`` with a description when the thinking fails."""
        self.spawn = spawn
        self.clock = clock
        self.thinking = None
        self.round = -1  # the round the thinking was started for
        self.ready = False
        self.asked: str | None = None  # the id of the request being thought about
        self._watchdog = None
        self._dispatch: Callable[..., Any] = lambda *messages: None
        self.started = 0  # how many times the thinking was started (for tests and the benchmark)

    def listen(self, dispatch: Callable[..., Any]) -> None:
        self._dispatch = dispatch

    # --- asking --------------------------------------------------------------------------------

    def think(self, request: Request, round_: int) -> None:
        """Ask for a decision (a new round starts the thinking anew first)."""
        if self.thinking is None or self.round != round_:
            self._start(round_)
        if self.asked == request.id:
            return
        self.asked = request.id
        self.thinking.post(request)
        self._watch(THINK_PATIENCE_MS if self.ready else START_PATIENCE_MS)

    def warm(self, round_: int) -> None:
        """Start the thinking, if it does not run, before anything is asked of it."""
        if self.thinking is None:
            self._start(round_)

    def _start(self, round_: int) -> None:
        self.stop()
        self.round = round_
        self.started += 1
        self.thinking = self.spawn(self._on_message, self._on_error)

    def stop(self) -> None:
        if self._watchdog is not None:
            self.clock.cancel(self._watchdog)
            self._watchdog = None
        if self.thinking is not None:
            try:
                self.thinking.stop()
            except Exception:  # noqa: BLE001 - a thinking already gone
                pass
        self.thinking, self.asked, self.ready = None, None, False

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
            self._dispatch(m.ComputerDecided(ident, reply.get("action"), reply.get("weighed") or ()))
        else:
            self._dispatch(m.ComputerFailed(ident, str(reply.get("error", ""))))

    def _on_error(self, description: str) -> None:
        ident = self.asked
        self.stop()
        if ident is None:
            return  # a thinking started ahead failed with nothing asked: the next ask starts another
        self._dispatch(m.ComputerFailed(ident, description or "the thinking failed"))
