"""The computer at the table, as the page asks it: what to think about, and at what pace.

The page asks the computer (``web.state.thinking``, started and watched by
``web.browser.computer``) for a decision with a ``Request``: the seat's observation (never the
state: the computer sees what its seat may know), the level, a seed and a budget. It thinks in
the page's own interpreter, so the request is handed over as it is, the engine's
``Observation`` included: nothing is written to JSON on the way. Each request carries an
``id`` naming the exact moment it is about, so an answer that arrives after the game moved on
is recognised and dropped.

The budget is a number of search iterations, never a time: the same request gives the same
decision on any machine, so a page reloaded while the computer thinks reaches the same move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from australia import Reason, State, action_from_json, is_legal

from web.computer_kinds import Purpose
from web.values import Value, replace

if TYPE_CHECKING:  # imported by the page only once the computer plays (``request``)
    from australia import Observation

# Search iterations asked of a searching level: the hard level spends them all, about 0.7 s
# in CPython here, 1.5 s in a browser (see tools/bench_page.py --computer); medium-hard its
# share of them (its ``budget_share`` in australia/computer/levels.py); easy and medium decide at once.
SEARCH_ITERATIONS = 150

# How long each of the computer's actions stays on the screen before the next one, in ms.
PACES = {"slow": 1500, "normal": 700, "fast": 250, "instant": 0}
DEFAULT_PACE = "normal"


class Computer(Value):
    """Where the page stands with the computer: what it asked, what came back, how to show it."""

    asked: str | None = None  # the id of the request posted, not yet answered
    progress: float | None = None  # how far the computer has thought about it (0 to 1)
    decided: tuple[str, Any] | None = None  # (id, action JSON) answered, waiting for its moment
    due: bool = False  # that moment is set (a PlayDecision is on its way)
    hint_wanted: str | None = None  # the id of the suggestion a person asked for
    hint: Any = None  # the suggested action, until the game moves on
    weighed: Any = ()  # what the decision answered came with: [action JSON, value] best first
    why: tuple = ()  # the suggestion's reasons (``australia.computer.Alternative``s), the hint's first
    problem: Reason | None = None  # why the computer cannot play now
    skipping: bool = False  # show its actions at once until a person's turn
    round: int = 0  # the thinking is started anew when this grows ("Try again")
    last_shown: float = 0.0  # when its last action was put on the screen (seconds)

    def reset_thinking(self) -> "Computer":
        return replace(self, asked=None, progress=None, decided=None, due=False)


# How long a piece takes to glide or drop on the map (the browser shell's animations): the
# computer's next action waits at least this long, so that each movement is seen whole.
MOTION_MS = 350


def pace_ms(pace: str, skipping: bool, motion: bool = True) -> int:
    """The wait between two of the computer's actions: the chosen pace, but never shorter than
    the movement on the map (unless the person asked for less movement); nothing at all at the
    instant pace or when skipping to the person's turn."""
    wait = 0 if skipping else PACES.get(pace, PACES[DEFAULT_PACE])
    return max(wait, MOTION_MS) if wait and motion else wait


def request_id(state: State, seat: int, purpose: str = Purpose.THINK) -> str:
    """The exact moment a decision is asked for (game, seat, number of actions so far); cheap."""
    return f"{purpose}:{state.seed}:{seat}:{len(state.log)}"


class Request(Value):
    """One decision asked of the computer: for the moment ``id`` (``request_id``), why
    (``purpose``), from what the seat knows, at a level, with a seed and a budget of search
    iterations (None: the level decides at once)."""

    id: str
    purpose: str
    observation: Observation
    level: str
    seed: int
    iterations: int | None = None


def request(state: State, seat: int, level: str, *, purpose: str = Purpose.THINK) -> Request:
    """What the page asks the computer for ``seat``'s decision (seeded by the game)."""
    from dataclasses import replace as copy_with  # the observation is the engine's dataclass

    from australia.computer import level as level_of  # only once the computer plays
    from australia import PublicEntry, observe
    # The computer reads only this turn's part of the public record (what it did already);
    # the rest would only make every request grow with the game.
    this_turn = tuple(PublicEntry(e.player, e.turn, e.action) for e in state.log if e.turn == state.turn)
    seen = copy_with(observe(state, seat, log=False), log=this_turn)
    return Request(
        id=request_id(state, seat, purpose),
        purpose=str(purpose),
        observation=seen,
        level=level,
        seed=state.seed * 8 + seat,
        iterations=SEARCH_ITERATIONS if level_of(level).searches else None,
    )


def why_suggested(state: State, action: Any, weighed: Any, count: int = 3) -> tuple:
    """Why the computer suggests ``action`` to the seat to move: it and the best others it
    weighed (``count`` in all), as ``australia.computer.Alternative``s, each with what it
    completes and scores at once, from the seat's observation. ``weighed`` comes as the
    thinking answered it ([action JSON, value] best first): what cannot be read, or is not
    legal now, is left out, so a malformed answer only shortens the reasons."""
    from australia import observe
    from australia.computer import Suggestion

    rows = []
    for item in weighed if isinstance(weighed, (list, tuple)) else ():
        try:
            other, value = action_from_json(item[0]), float(item[1])
        except (TypeError, ValueError, IndexError, KeyError):
            continue
        if value == value and is_legal(state, other) and all(other != seen for seen, _ in rows):
            rows.append((other, value))
    value = next((v for a, v in rows if a == action), None)
    if value is None:  # the action's own value did not come: its reasons without figures
        return ()
    return Suggestion(action, value, tuple(rows)).best(observe(state, state.current, log=False), count)
