"""The computer's thinking as the page's worker runs it: a request in, a decision out.

The page never thinks on its own thread. It posts a request (``request``: the seat's
observation as JSON, the level, a seed and a budget) to a Web Worker that runs this module
under its own Pyodide; the worker calls ``Job.step`` in short slices and posts back each
answer (``progress``, then ``decided``, or ``failed``) as plain JSON. Everything here is
pure Python, so it is tested under CPython exactly as the worker runs it.

The budget is a number of search iterations, never a time: the same request gives the
same decision on any machine, so a page reloaded while the computer thinks reaches the
same move.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from australia.observation import Observation, PublicEntry, observe
from australia.state import State
from australia.table import COMPUTER_LEVELS, HARD

# Search iterations of the hard level: about 0.7 s in CPython here, 1.5 s in a browser (see
# tools/bench_page.py --computer); easy and medium decide at once.
HARD_ITERATIONS = 150
SLICE_MS = 150  # the worker answers at least this often while it thinks

THINK, SUGGEST = "think", "suggest"


def request_id(state: State, seat: int, purpose: str = THINK) -> str:
    """The exact moment a decision is asked for (game, seat, number of actions so far), so an
    answer that arrives after the game moved on is recognised and dropped; cheap to compute."""
    return f"{purpose}:{state.seed}:{seat}:{len(state.log)}"


def request(state: State, seat: int, level: str, *, purpose: str = THINK) -> dict:
    """What the page posts to the worker for ``seat``'s decision (seeded by the game)."""
    # The computer reads only this turn's part of the public record (what it did already);
    # the rest would make every request, and its trip to the worker, grow with the game.
    this_turn = tuple(PublicEntry(e.player, e.turn, e.action) for e in state.log if e.turn == state.turn)
    seen = replace(observe(state, seat, log=False), log=this_turn)
    return {
        "id": request_id(state, seat, purpose),
        "purpose": purpose,
        "observation": seen.to_json(),
        "level": level,
        "seed": state.seed * 8 + seat,
        "iterations": HARD_ITERATIONS if level == HARD else None,
    }


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
            return {"kind": "decided", "id": self.id, "action": self.thinker.best().to_json()}
        return {"kind": "progress", "id": self.id, "done": self.progress()}

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
            if reply["kind"] == "decided":
                return out
    except Exception as error:  # noqa: BLE001 - a failure is an answer too
        ident = message.get("id") if isinstance(message, dict) else None
        return [{"kind": "failed", "id": ident, "error": f"{type(error).__name__}: {error}"}]
