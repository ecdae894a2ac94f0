"""The computer's thinking: a request in, a decision out, a short slice at a time.

The page asks with a request (``web.state.computer.request``: an observation, a level, a seed
and a budget). ``Slices`` thinks about it in the page's own interpreter, in slices of about
``SLICE_MS`` scheduled one after the other, so the page's records are handled between two
slices and a click waits at most one slice; it answers as a worker would
(``web.browser.computer``): ``ready``, ``progress`` now and then, then ``decided`` with the
action's JSON, or ``failed`` (``web.computer_kinds.ThinkingAnswer``), as plain values. The search sees
only the observation in the request, never the game's state. Everything here is pure Python,
tested under CPython exactly as the page runs it.
"""

from __future__ import annotations

from typing import Any

from australia import COMPUTER_LEVELS, Observation

from web.computer_kinds import ThinkingAnswer

SLICE_MS = 10  # a slice of thinking: the page's records wait at most about this long
REPORT_MS = 150  # how often the page is told how far the thinking has come


class Job:
    """One decision in progress."""

    def __init__(self, message: Any) -> None:
        if not isinstance(message, dict) or not isinstance(message.get("id"), str):
            raise ValueError("a thinking request names its id")
        self.id = message["id"]
        level = message.get("level")
        if level not in COMPUTER_LEVELS:
            raise ValueError(f"no computer level {level!r}")
        iterations = message.get("iterations")
        self.iterations = iterations if type(iterations) is int and iterations > 0 else None
        from australia.computer import Thinker  # loaded once a computer seat is chosen (``Slices``)

        self.thinker = Thinker(
            Observation.from_json(message.get("observation")),
            level,
            int(message.get("seed") or 0),
            iterations=self.iterations,
            think_ms=None if self.iterations else 0.0,
        )

    def step(self, ms: float = SLICE_MS) -> dict:
        """Think for a slice; the answer to post (``decided`` once the choice is made)."""
        if self.thinker.step(ms):
            return {"kind": ThinkingAnswer.DECIDED.value, "id": self.id, "action": self.thinker.best().to_json()}
        return {"kind": ThinkingAnswer.PROGRESS.value, "id": self.id, "done": self.progress()}

    def progress(self) -> float:
        search = getattr(self.thinker, "_search", None)
        if search is None or not self.thinker.iterations:
            return 0.0
        return min(1.0, search.iterations / self.thinker.iterations)  # of the level's own share


def answer(message: Any, ms: float = SLICE_MS) -> list[dict]:
    """A whole request answered in one go (what a worker without slices would post)."""
    try:
        job = Job(message)
        out = []
        while True:
            reply = job.step(ms)
            out.append(reply)
            if reply["kind"] == ThinkingAnswer.DECIDED:
                return out
    except Exception as error:  # noqa: BLE001 - a failure is an answer too
        ident = message.get("id") if isinstance(message, dict) else None
        return [{"kind": ThinkingAnswer.FAILED.value, "id": ident, "error": f"{type(error).__name__}: {error}"}]


class Slices:
    """The computer's thinking in the page's interpreter, standing for a worker as
    ``web.browser.computer.ComputerClient`` expects one (``post``, ``stop``).

    ``soon(call)`` runs ``call`` after whatever the page has waiting (the browser shell's
    message channel; the tests' clock), ``now()`` is the time in seconds. A newer request
    makes an older one's answer moot."""

    def __init__(self, on_message, on_error, *, soon, now, slice_ms: float = SLICE_MS,
                 report_ms: float = REPORT_MS) -> None:
        self.on_message, self.on_error = on_message, on_error
        self.soon, self.now = soon, now
        self.slice_ms, self.report_ms = slice_ms, report_ms
        self.request: Any = None
        self.job: Job | None = None
        self.generation = 0  # each request's slices carry its number; older ones stop
        self.reported = 0.0
        self.stopped = False
        soon(self._ready)

    def _ready(self) -> None:
        if self.stopped:
            return
        import australia.computer  # noqa: F401 - the search loaded while the form is filled in

        self.on_message({"kind": ThinkingAnswer.READY.value})

    def post(self, request: Any) -> None:
        self.generation += 1
        self.request, self.job = request, None
        self.reported = self.now()
        generation = self.generation
        self.soon(lambda: self._slice(generation))

    def stop(self) -> None:
        self.stopped = True
        self.request = self.job = None

    def _slice(self, generation: int) -> None:
        if self.stopped or generation != self.generation or self.request is None:
            return
        try:
            if self.job is None:
                self.job = Job(self.request)
            reply = self.job.step(self.slice_ms)
        except Exception as error:  # noqa: BLE001 - a failure is an answer too
            ident = self.request.get("id") if isinstance(self.request, dict) else None
            reply = {"kind": ThinkingAnswer.FAILED.value, "id": ident, "error": f"{type(error).__name__}: {error}"}
        if reply["kind"] != ThinkingAnswer.PROGRESS:
            self.request = self.job = None
            self.on_message(reply)
            return
        now = self.now()
        if (now - self.reported) * 1000 >= self.report_ms:
            self.reported = now
            self.on_message(reply)
        self.soon(lambda: self._slice(generation))
