"""The computer's levels, in one table: what each level is and how it decides.

For every level: its place in the ladder (weakest first), whether a seat at a table may have
it (``random`` and ``baseline`` are the arena's yardsticks, never offered), how it decides
(``Way``), and, for the levels that search, the search's ``Style``, which holds the share of a
decision's budget the level spends and the judgement of the positions it reaches. Everything
that decides per level reads this table: the ``Thinker``, the arena, the page (which gives
a searching level a search budget).

* ``random`` -- any legal action (a yardstick for the arena, not an opponent for people).
* ``easy`` -- looks one action ahead and judges with the value function, with noise and an
  occasional second choice: human-like slips, never an absurd action (those are pruned).
* ``medium`` -- looks one whole turn ahead (both actions and the draw between them) in one
  dealt world and takes the best position by the value function.
* ``medium_hard`` -- hard's search, with baseline's judgement, on a twentieth of hard's budget
  (``Style.budget_share``): between medium and hard, each step measured by ``tools/sprt.py``
  (docs/computer.md, the ladder).
* ``baseline`` -- the hard level as it was when the arena's yardstick was set, frozen (its
  judgement and its parameters under names of its own): every change of hard is measured
  against it.
* ``hard`` -- information-set Monte Carlo tree search over many dealt worlds (``search.py``),
  judging every table by a judgement learned from games at that table (``judgement.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Callable

from ..errors import bad_config
from ..reasons import Code, Expected
from ..state import State
from ..table import EASY, HARD, MEDIUM, MEDIUM_HARD
from .baseline import baseline_judge
from .features import evaluate
from .judgement import hard_judge
from .search import Style

RANDOM = "random"
BASELINE = "baseline"


class Way(StrEnum):
    """How a level decides."""

    ANY = "any"  # any legal action
    ONE_ACTION = "one_action"  # one action ahead, with noise and slips
    ONE_TURN = "one_turn"  # the whole turn ahead, in one dealt world
    SEARCH = "search"  # a search over many dealt worlds, by its ``Style``


# The hard level as it was when the arena's yardstick was set: never change it, so that every
# later change of hard is measured against the same opponent (the level ``baseline``).
BASELINE_STYLE = Style(judge=baseline_judge, root_width=8, exploration=3.0, rollout_rounds=2)
# The hard level offered at the table: baseline's search, judging every table by a judgement
# learned from games (``judgement.hard_judge``), each accepted by tools/sprt.py at its table.
HARD_STYLE = replace(BASELINE_STYLE, judge=hard_judge)
# The level between medium and hard: baseline's search on a twentieth of its budget (8 of the
# page's 150 iterations), placed by tools/sprt.py (docs/computer.md, the ladder).
MEDIUM_HARD_STYLE = replace(BASELINE_STYLE, budget_share=0.05)


@dataclass(frozen=True)
class Level:
    name: str
    rank: int  # its place in the ladder: 0 the weakest
    offered: bool  # whether a seat at a table may have it
    way: Way
    style: Style | None = None  # the levels that search: how

    @property
    def searches(self) -> bool:
        """Whether it searches: a page gives it a budget of search iterations."""
        return self.style is not None

    @property
    def budget_share(self) -> float:
        """The share of a decision's budget (iterations or time) it spends."""
        return self.style.budget_share if self.style is not None else 1.0

    @property
    def judgement(self) -> Callable[[State, int], float] | None:
        """How it judges a position for a seat, in points (None: it judges nothing)."""
        if self.style is not None:
            return self.style.judge
        return None if self.way is Way.ANY else evaluate


# Every level, in the order the arena lists them. A tool may add a level of its own
# (``define``), which the arena and the ``Thinker`` then know by its name.
TABLE: dict[str, Level] = {
    level.name: level
    for level in (
        Level(RANDOM, 0, False, Way.ANY),
        Level(BASELINE, 4, False, Way.SEARCH, BASELINE_STYLE),
        Level(EASY, 1, True, Way.ONE_ACTION),
        Level(MEDIUM, 2, True, Way.ONE_TURN),
        Level(MEDIUM_HARD, 3, True, Way.SEARCH, MEDIUM_HARD_STYLE),
        Level(HARD, 5, True, Way.SEARCH, HARD_STYLE),
    )
}
LEVELS = tuple(TABLE)  # the game's own levels, by name
# The levels a seat may have, weakest first: the seat kinds of ``table.COMPUTER_LEVELS``.
OFFERED = tuple(sorted((lv.name for lv in TABLE.values() if lv.offered), key=lambda name: TABLE[name].rank))


def level(name: str) -> Level:
    """The level of that name; a ``ConfigError`` for a name the table lacks."""
    found = TABLE.get(name) if isinstance(name, str) else None
    if found is None:
        raise bad_config(Code.WRONG_TYPE, field="level", expected=Expected.LEVEL)
    return found


def names() -> tuple[str, ...]:
    """The names of every level known now (the game's own, then any a tool defined)."""
    return tuple(TABLE)


def define(new: Level) -> Level:
    """Make a level known by its name (an experiment's, for the arena and ``tools/sprt.py``)."""
    TABLE[new.name] = new
    return new
