"""The computer's thinking as its worker runs it: a request in, a decision out.

The page posts a request (``web.state.computer.request``: an observation, a level, a seed and
a budget) to a Web Worker (``web/static/worker.js``) that runs this module under its own
Pyodide; the worker calls ``Job.step`` in short slices and posts back each answer
(``progress``, then ``decided``, or ``failed``: ``web.commands.WorkerKind``) as plain JSON.
Everything here is pure Python, tested under CPython exactly as the worker runs it.
"""

from __future__ import annotations

from typing import Any

from australia.observation import Observation
from australia.table import COMPUTER_LEVELS

from web.commands import WorkerKind

SLICE_MS = 150  # the worker answers at least this often while it thinks


class Job:
    """One decision in progress inside the worker."""

    def __init__(self, message: Any) -> None:
        if not isinstance(message, dict) or not isinstance(message.get("id"), str):
            raise ValueError("a thinking request names its id")
        self.id = message["id"]
        level = message.get("level")
        if level not in COMPUTER_LEVELS:
            raise ValueError(f"no computer level {level!r}")
        iterations = message.get("iterations")
        self.iterations = iterations if type(iterations) is int and iterations > 0 else None
        from australia.bots import Thinker  # the worker's part only: the page never loads the search

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
            return {"kind": WorkerKind.DECIDED.value, "id": self.id, "action": self.thinker.best().to_json()}
        return {"kind": WorkerKind.PROGRESS.value, "id": self.id, "done": self.progress()}

    def progress(self) -> float:
        search = getattr(self.thinker, "_search", None)
        if search is None or not self.iterations:
            return 0.0
        return min(1.0, search.iterations / self.iterations)


def answer(message: Any, ms: float = SLICE_MS) -> list[dict]:
    """A whole request answered in one go (what a worker without slices would post)."""
    try:
        job = Job(message)
        out = []
        while True:
            reply = job.step(ms)
            out.append(reply)
            if reply["kind"] == WorkerKind.DECIDED:
                return out
    except Exception as error:  # noqa: BLE001 - a failure is an answer too
        ident = message.get("id") if isinstance(message, dict) else None
        return [{"kind": WorkerKind.FAILED.value, "id": ident, "error": f"{type(error).__name__}: {error}"}]
