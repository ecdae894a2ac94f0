"""The computer's thinking: a request in, a decision out, a short slice at a time.

The page asks with a ``web.state.computer.Request`` (an observation, a level, a seed and a
budget). ``Slices`` thinks about it in the page's own interpreter, in slices of about
``SLICE_MS`` scheduled one after the other, so the page's records are handled between two
slices and a click waits at most one slice. It answers ``web.browser.computer.ComputerClient``
by plain values (``web.computer_kinds.ThinkingAnswer``): ``ready``, ``progress`` now and then, then
``decided`` with the action's JSON and the best actions it weighed (what a suggestion says
why with), or ``failed``. The search sees only the observation in the
request, never the game's state. Everything here is pure Python, tested under CPython exactly
as the page runs it.
"""

from __future__ import annotations

from australia import Observation

from web.computer_kinds import Purpose, ThinkingAnswer
from web.state.computer import Request

SLICE_MS = 10  # a slice of thinking: the page's records wait at most about this long
WEIGHED = 4  # the actions weighed that a decision carries with it (the chosen one among them), best first
REPORT_MS = 150  # how often the page is told how far the thinking has come


class Job:
    """One decision in progress."""

    def __init__(self, request: Request) -> None:
        if not isinstance(request, Request) or not isinstance(request.id, str):
            raise ValueError("a thinking request names its id")
        self.id = request.id
        self.purpose = request.purpose
        from australia.computer import OFFERED, Thinker  # loaded once a computer seat is chosen (``Slices``)

        if request.level not in OFFERED:  # the level table's levels a seat may have
            raise ValueError(f"no computer level {request.level!r}")
        if not isinstance(request.observation, Observation):
            raise ValueError("a thinking request holds the seat's observation")
        iterations = request.iterations
        self.iterations = iterations if type(iterations) is int and iterations > 0 else None
        self.thinker = Thinker(
            request.observation,
            request.level,
            int(request.seed or 0),
            iterations=self.iterations,
            think_ms=None if self.iterations else 0.0,
        )

    def step(self, ms: float = SLICE_MS) -> dict:
        """Think for a slice; the answer to give (``decided`` once the choice is made)."""
        if self.thinker.step(ms):
            answer = {"kind": ThinkingAnswer.DECIDED.value, "id": self.id, "action": self.thinker.best().to_json()}
            if self.purpose == Purpose.SUGGEST:  # only a suggestion says why
                answer["weighed"] = self.weighed()
            return answer
        return {"kind": ThinkingAnswer.PROGRESS.value, "id": self.id, "done": self.progress()}

    def weighed(self) -> list[list]:
        """The actions weighed, as [action JSON, value]: the chosen one first, then the best of
        the others by value (``WEIGHED`` in all)."""
        chosen, weighed = self.thinker.best(), self.thinker.alternatives()
        mine = [item for item in weighed if item[0] == chosen][:1]
        others = sorted((item for item in weighed if item[0] != chosen), key=lambda item: -item[1])
        return [[action.to_json(), round(float(value), 3)] for action, value in [*mine, *others][:WEIGHED]]

    def progress(self) -> float:
        search = getattr(self.thinker, "_search", None)
        if search is None or not self.thinker.iterations:
            return 0.0
        return min(1.0, search.iterations / self.thinker.iterations)  # of the level's own share


def failed(request: object, error: Exception) -> dict:
    """The answer to a request that could not be thought about: a failure is an answer too."""
    ident = request.id if isinstance(request, Request) else None
    return {"kind": ThinkingAnswer.FAILED.value, "id": ident, "error": f"{type(error).__name__}: {error}"}


class Slices:
    """The computer's thinking in the page's interpreter, as
    ``web.browser.computer.ComputerClient`` starts and asks it (``post``, ``stop``).

    ``soon(call)`` runs ``call`` after whatever the page has waiting (the browser shell's
    message channel; the tests' clock), ``now()`` is the time in seconds. A newer request
    makes an older one's answer moot."""

    def __init__(self, on_message, on_error, *, soon, now, slice_ms: float = SLICE_MS,
                 report_ms: float = REPORT_MS) -> None:
        self.on_message, self.on_error = on_message, on_error
        self.soon, self.now = soon, now
        self.slice_ms, self.report_ms = slice_ms, report_ms
        self.request: Request | None = None
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

    def post(self, request: Request) -> None:
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
            reply = failed(self.request, error)
        if reply["kind"] != ThinkingAnswer.PROGRESS:
            self.request = self.job = None
            self.on_message(reply)
            return
        now = self.now()
        if (now - self.reported) * 1000 >= self.report_ms:
            self.reported = now
            self.on_message(reply)
        self.soon(lambda: self._slice(generation))
