"""The computer opponents' decisions, at every level of ``levels.TABLE``, all from an
``Observation`` only.

A ``Thinker`` holds one decision in progress so a page can think in short slices (``step``)
and keep its tree between them, or think it through at once (``decide``). ``choose`` does
that in one call; ``suggest`` answers a human player's request for a hint with the same
action and the figures behind it. The same observation, level, seed and iteration budget
always give the same action.
"""

from __future__ import annotations

import random
import time
from typing import NamedTuple

from ..actions import Action, DrawCard, EndTurn, Fly, PlayCard, TakeBack
from ..board import ACTIONS_PER_TURN, CARDS, REGION_BY_ID
from ..errors import IllegalActionError
from ..events import Project, ProjectScored
from ..reasons import Code, Reason
from ..observation import Observation, determinize
from ..rules import apply_trusted, legal_actions
from . import levels
from .levels import Way
from .search import Search
from ..state import DRAW, OVER, SETUP, State
from ..table import HARD
from .candidates import candidates, last_action_this_turn
from .playout import draw_preference, quick_draw
from .features import evaluate

HARD_THINK_MS = 400  # default budget of the hard level in CPython (about twice that in a browser)

EASY_NOISE = 1.2  # points of noise on every judgement
EASY_SLIP = 0.15  # how often easy takes its second-best idea


class Alternative(NamedTuple):
    """One action a hint weighed: its ``value`` to the level (its judgement: points against
    the rivals), the projects it completes at once as (region, project), the points the
    seat scores at once and those the others score with it as (seat, points) (nothing known
    for a flight to a face-down tile, or a draw)."""

    action: Action
    value: float
    completes: tuple[tuple[str, Project], ...]
    points: int
    others: tuple[tuple[int, int], ...] = ()


class Suggestion(NamedTuple):
    """A hint: the action, and the alternatives weighed as (action, value) best first."""

    action: Action
    value: float
    alternatives: tuple[tuple[Action, float], ...]

    def best(self, observation: Observation, count: int = 3) -> tuple[Alternative, ...]:
        """Why this action: it, then the best of the others weighed by value (``count`` in
        all), each with what it completes and scores at once, from the seat's observation."""
        others = sorted((item for item in self.alternatives if item[0] != self.action), key=lambda item: -item[1])
        world = determinize(observation, random.Random(0))  # its hidden parts are never read
        return tuple(
            _alternative(world, observation, action, value)
            for action, value in [(self.action, self.value), *others[: max(0, count - 1)]]
        )


def _alternative(world: State, observation: Observation, action: Action, value: float) -> Alternative:
    hidden = type(action) is DrawCard or (type(action) is Fly and action.region in observation.face_down)
    if hidden or world.phase == OVER:
        return Alternative(action, value, (), 0)
    trial = world.copy(log=False)
    seat = observation.seat
    before = [p.points for p in trial.players]
    events = apply_trusted(trial, action, record=False)
    done = tuple((e.region, e.project) for e in events if type(e) is ProjectScored)
    gained = [p.points - b for p, b in zip(trial.players, before)]
    others = tuple((s, g) for s, g in enumerate(gained) if s != seat and g)
    return Alternative(action, value, done, gained[seat], others)


def _seed_of(observation: Observation, seed: int) -> int:
    # Different decisions in one game must not replay the same dice: mix in where we are.
    return (seed * 1_000_003 + observation.turn * 101 + observation.actions_done * 7 + len(observation.played_cards)) & 0xFFFFFFFF


def _after(state: State, action: Action) -> State:
    trial = state.copy(log=False)
    apply_trusted(trial, action, record=False)
    return trial


def _one_ply(state: State, seat: int, actions: list) -> list[tuple[Action, float]]:
    return [(a, evaluate(_after(state, a), seat)) for a in actions]


def _draw_values(observation: Observation, state: State) -> list[tuple[Action, float]]:
    """Each stack by what its card is likely worth: its kind, and the chance that its colour
    can be played where the plane is, when an action is left to play it."""
    unseen = observation.unseen_cards()
    plane = state.player.plane
    out = []
    for action in legal_actions(state):
        value = draw_preference(state, action.stack)
        if plane is not None and state.phase == DRAW and state.actions_done < ACTIONS_PER_TURN:
            pool = unseen[action.stack]
            colour = REGION_BY_ID[plane].colour
            if pool:
                value += 2.0 * sum(1 for c in pool if CARDS[c].colour == colour) / len(pool)
        out.append((action, value))
    return out


def _turn_values(state: State, seat: int, last: object) -> list[tuple[Action, float]]:
    """Every candidate by the best position it leads to by the end of this turn."""
    out = []
    for first in candidates(state, last):
        s1 = _after(state, first)
        if s1.phase == DRAW:
            apply_trusted(s1, quick_draw(s1), record=False)
        best = None
        if s1.phase != OVER and s1.current == seat and s1.actions_done < ACTIONS_PER_TURN and type(first) is not EndTurn:
            follow = first if type(first) in (Fly, PlayCard, TakeBack) else last
            for second in candidates(s1, follow):
                s2 = _after(s1, second)
                value = evaluate(s2, seat)
                if best is None or value > best:
                    best = value
        if best is None:
            best = evaluate(s1, seat)
        out.append((first, best))
    return out


def _ranked(values: list[tuple[Action, float]]) -> list[tuple[Action, float]]:
    # Stable: ties keep the legal list's order, so the choice never depends on hashing.
    return sorted(values, key=lambda item: -item[1])


class Thinker:
    """One decision in progress for one seat.

    ``step(ms)`` thinks for about that long and says whether the decision is made; ``best()``
    is the action to take (the best so far while the hard level is still thinking). Easy,
    medium and random decide in their first step. ``iterations`` fixes a searching level's work
    exactly (reproducible); otherwise it thinks for ``think_ms``; a level spends its style's
    ``budget_share`` of either. ``must_weigh``: an action a searching level weighs among its
    root actions, with the same search and budget as its own (a review values a played move so).
    """

    def __init__(
        self,
        observation: Observation,
        level: str = HARD,
        seed: int = 0,
        *,
        think_ms: float | None = None,
        iterations: int | None = None,
        must_weigh: Action | None = None,
    ) -> None:
        settings = levels.level(level)
        if not observation.to_move:
            raise IllegalActionError(Reason(Code.GAME_OVER if observation.phase == OVER else Code.NOT_LEGAL))
        self.observation = observation
        self.level = level
        self.settings = settings  # the level's row of the table
        self.seed = _seed_of(observation, seed)
        self.rand = random.Random(self.seed)
        share = settings.budget_share
        self.iterations = None if iterations is None else max(1, round(iterations * share))
        asked_ms = think_ms if think_ms is not None else (None if iterations else HARD_THINK_MS)
        self.think_ms = None if asked_ms is None else asked_ms * share
        self.spent_ms = 0.0
        self.must_weigh = must_weigh  # an action a searching level weighs among its root actions whatever it thinks of it
        self._world = determinize(observation, self.rand)
        self._last = last_action_this_turn(
            observation.log, observation.seat, observation.turn, observation.actions_done
        )
        self._choice: Action | None = None
        self._values: list[tuple[Action, float]] = []
        self._search: Search | None = None
        legal = legal_actions(self._world)
        if len(legal) == 1:
            self._choice, self._values = legal[0], [(legal[0], 0.0)]

    @property
    def done(self) -> bool:
        return self._choice is not None

    def step(self, ms: float = 200.0) -> bool:
        """Think for about ``ms`` milliseconds; True once the decision is made."""
        if self._choice is not None:
            return True
        start = time.perf_counter()
        way = self.settings.way
        if way is Way.ANY:
            self._choice = self.rand.choice(legal_actions(self._world))
        elif way is Way.ONE_ACTION:
            self._decide_easy()
        elif way is Way.ONE_TURN:
            self._values = _ranked(self._medium_values())
            self._choice = self._values[0][0]
        else:
            self._think_hard(ms, start)
        self.spent_ms += (time.perf_counter() - start) * 1000.0
        return self._choice is not None

    def best(self) -> Action:
        """The action to take now: the decision, or the best so far."""
        if self._choice is not None:
            return self._choice
        if self._search is not None and self._search.best() is not None:
            return self._search.best()
        return self._values[0][0] if self._values else candidates(self._world, self._last)[0]

    def decide(self) -> Action:
        """Think to the end of the budget in one call; the action to take."""
        while not self.step(1e9 if self.think_ms is None else self.think_ms):
            pass
        return self.best()

    def alternatives(self) -> list[tuple[Action, float]]:
        """The actions weighed, best first, with their values (for a hint)."""
        if self._search is not None:
            return [(a, mean) for a, _, mean in self._search.ranking()]
        return list(self._values)

    # --- the levels -------------------------------------------------------------------------

    def _medium_values(self) -> list[tuple[Action, float]]:
        world, seat = self._world, self.observation.seat
        if world.phase in (SETUP, DRAW):
            return _draw_values(self.observation, world)
        return _turn_values(world, seat, self._last)

    def _decide_easy(self) -> None:
        world, seat, rand = self._world, self.observation.seat, self.rand
        if world.phase in (SETUP, DRAW):
            values = [(a, draw_preference(world, a.stack)) for a in legal_actions(world)]
        else:
            values = _one_ply(world, seat, candidates(world, self._last))
        noisy = _ranked([(a, v + rand.gauss(0.0, EASY_NOISE)) for a, v in values])
        self._values = noisy
        pick = 1 if len(noisy) > 1 and rand.random() < EASY_SLIP else 0
        self._choice = noisy[pick][0]

    def _think_hard(self, ms: float, started: float) -> None:
        if self._search is None:
            ranked = _ranked(self._medium_values())
            self._values = ranked
            weigh = self.must_weigh
            if len(ranked) == 1 and weigh in (None, ranked[0][0]):
                self._choice = ranked[0][0]
                return
            world = self._world
            style = self.settings.style.at(len(world.players), world.is_full)
            roots = style.roots(world, [a for a, _ in ranked])
            if weigh is not None and weigh not in roots:
                roots = [*roots, weigh]
            self._search = style.search(
                self.observation, self.seed, root_actions=roots, last_action=self._last, budget=self.iterations
            )
        search = self._search
        budget = ms if self.think_ms is None else max(0.0, min(ms, self.think_ms - self.spent_ms - (time.perf_counter() - started) * 1000.0))
        left = None if self.iterations is None else self.iterations - search.iterations
        search.run(iterations=left, ms=budget)
        spent = self.spent_ms + (time.perf_counter() - started) * 1000.0
        if (self.iterations is not None and search.iterations >= self.iterations - 1e-9) or (
            self.think_ms is not None and spent >= self.think_ms
        ):
            search.finish()  # a world part-tried when the time ran out is tried whole, as it always was
            self._choice = search.best() or self._values[0][0]


def suggest(observation: Observation, level: str = HARD, seed: int = 0, **budget: float | None) -> Suggestion:
    """The level's decision in one call, with the alternatives it weighed: a hint for a person.

    ``budget`` is ``think_ms`` or ``iterations``, as for ``Thinker``.
    """
    thinker = Thinker(observation, level, seed, **budget)  # type: ignore[arg-type]
    action = thinker.decide()
    weighed = thinker.alternatives()
    value = next((v for a, v in weighed if a == action), 0.0)
    return Suggestion(action, value, tuple(weighed))


def choose(observation: Observation, level: str = HARD, seed: int = 0, **budget: float | None) -> Action:
    """The action the level takes in this observation, decided in one call: the same as the
    action of its ``suggest``ion, so a hint is always what the level would play."""
    return Thinker(observation, level, seed, **budget).decide()  # type: ignore[arg-type]
