"""A game reviewed after its end: how each seat's prospects went, what its decisions cost it
by the hard level's reckoning, and how much of its final margin came from luck.

``Reviewer(state)`` replays the game's record from its deal and works in slices (``step``),
so a page can review a game between two clicks:

1. **The course of the game.** Before and after every action, each seat's *expected final
   margin* (its points less the best of the others', at the end) as that seat could judge
   it then: the hard level's judgement read from the seat's own observation, the hidden
   cards and tiles dealt at random as the computer deals them (``WORLDS`` worlds; none is
   needed where the judgement reads only what the seat may know). Each change is put down
   to the action's kind: the seat's own decision, a rival's decision, or chance (the card a
   seat draws, the tile a flight or a scoring turns up), a draw or a revealing action split
   into its choice (the expectation with the card or tile still unknown, on the same dealt
   worlds) and its luck (what came). Once the game is over the expectation is the margin
   itself, so for every seat the expectation at the deal (*what the deal gave*), chance, its
   own decisions and its rivals' add up to its final margin exactly (``Luck``).
2. **The decisions.** For every decision of the seats reviewed (more than one legal action),
   the hard level's search from that seat's observation, the action played among its root
   actions, so it is valued with the same search and budget as the best one; the loss is
   the value of the level's choice less the played action's (zero when they are the same), and
   ``label`` names it by fixed thresholds (``THRESHOLDS``).

A decision's judgement depends only on what its seat saw, the action played, the budget and
the seed, so it can be made while the game is still being played (``foresight.Foresight``),
and a ``Reviewer`` given those (``known``) does not search them again.

Everything is read from each seat's observation at the time, never with hindsight: two
games that differ only in what a seat could not see give that seat the same review. It
returns data (``Review``), never sentences.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from enum import StrEnum
from fractions import Fraction
from typing import NamedTuple

from ..actions import Action, DrawCard
from ..events import TileRevealed
from ..observation import Observation, PublicEntry, determinize, observe
from ..rules import apply_action, apply_trusted, legal_actions
from ..state import OVER, State, new_game
from ..table import HARD
from .baseline import baseline_estimates
from .judgement import learned_estimates
from .thinker import Thinker

WORLDS = 8  # dealt worlds an expectation is the mean of, where the judgement needs them


class Label(StrEnum):
    """A decision by the points it lost against the hard level's best."""

    BEST = "best"  # the level's own choice
    GOOD = "good"  # under 1 point
    INACCURACY = "inaccuracy"  # 1 point or more
    MISTAKE = "mistake"  # 3 points or more
    BLUNDER = "blunder"  # 8 points or more


# Points lost, largest first: the least loss each label starts at.
THRESHOLDS = ((8.0, Label.BLUNDER), (3.0, Label.MISTAKE), (1.0, Label.INACCURACY), (0.0, Label.GOOD))


def label(loss: float, best: bool = False) -> Label:
    """The label of a decision that lost ``loss`` points (``best``: it was the level's choice)."""
    if best:
        return Label.BEST
    return next(name for least, name in THRESHOLDS if loss >= least)


class Cause(StrEnum):
    """What a change of a seat's expected margin is put down to."""

    OWN = "own"  # the seat's own decision
    RIVALS = "rivals"  # another seat's decision
    CHANCE = "chance"  # a card drawn, a tile turned up


class Moment(NamedTuple):
    """One action of the game and what it changed, for every seat.

    ``index``: the actions before it; ``seat``: who took it; ``expected``: each seat's
    expected final margin after it, as that seat saw it; ``chance``: the part of each seat's
    change that was luck (0.0 for an action that reveals nothing); ``points``: each seat's
    points after it."""

    index: int
    seat: int
    action: Action
    round: int
    turn: int
    expected: tuple[float, ...]
    chance: tuple[float, ...]
    points: tuple[int, ...]


class Luck(NamedTuple):
    """A seat's final margin (its points less the best of the others') split by cause:
    ``deal`` (the expectation at the deal), ``chance``, ``own`` and ``rivals`` decisions.
    The four are exact fractions of the judgement's values and add up to ``margin``."""

    seat: int
    margin: Fraction
    deal: Fraction
    chance: Fraction
    own: Fraction
    rivals: Fraction

    def whole(self, step: Fraction = Fraction(1)) -> tuple[Fraction, Fraction, Fraction, Fraction]:
        """(deal, chance, own, rivals) in whole ``step``s that still add up to the margin
        rounded to a ``step`` (the largest remainders rounded up), for words and charts."""
        parts = (self.deal, self.chance, self.own, self.rivals)
        total = round(self.margin / step)
        floors = [(p / step).__floor__() for p in parts]
        rest = sorted(range(4), key=lambda i: -((parts[i] / step) - floors[i]))
        for i in rest[: max(0, total - sum(floors))]:
            floors[i] += 1
        return tuple(Fraction(f) * step for f in floors)  # type: ignore[return-value]


class Decision(NamedTuple):
    """A reviewed decision: what ``seat`` played and what the hard level would have, the
    points lost (the value of the level's choice less the played one's) and its ``label``;
    ``weighed``: the root actions as (action, value), best first."""

    index: int
    seat: int
    round: int
    turn: int
    played: Action
    best: Action
    loss: float
    label: Label
    weighed: tuple[tuple[Action, float], ...]


class Review(NamedTuple):
    """What the review found so far (``Reviewer.review``)."""

    players: tuple[str, ...]
    start: tuple[float, ...]  # each seat's expected final margin at the deal
    moments: tuple[Moment, ...]
    luck: tuple[Luck, ...]  # once the course of the game is done
    decisions: tuple[Decision, ...]  # those reviewed so far, in the game's order
    pending: int  # decisions still to review

    def turning_points(self, count: int = 5) -> tuple[Moment, ...]:
        """The actions that moved a seat's expected margin most (in the game's order)."""
        def swing(m: Moment) -> float:
            before = self.start if m.index == 0 else self.moments[m.index - 1].expected
            return max(abs(a - b) for a, b in zip(m.expected, before))

        chosen = sorted(self.moments, key=lambda m: -swing(m))[:count]
        return tuple(sorted(chosen, key=lambda m: m.index))

    def key_moments(self, seat: int, count: int = 5) -> tuple[Decision, ...]:
        """The seat's costliest decisions (a loss of 1 point at least), the largest first."""
        mine = [d for d in self.decisions if d.seat == seat and d.loss >= THRESHOLDS[-2][0]]
        return tuple(sorted(mine, key=lambda d: (-d.loss, d.index))[:count])

    def lost(self, seat: int) -> float:
        """The points the seat's reviewed decisions lost in all."""
        return sum(d.loss for d in self.decisions if d.seat == seat)

    def by_round(self) -> tuple[tuple[int, tuple[int, ...], tuple[float, ...]], ...]:
        """(round, points, expected margins) at the end of every round, for a chart."""
        rows: dict[int, tuple[int, ...]] = {}
        for m in self.moments:
            rows[m.round] = m.index
        return tuple((r, self.moments[i].points, self.moments[i].expected) for r, i in sorted(rows.items()))


# --- the expectations ----------------------------------------------------------------------------


def _margin(values: list[float], seat: int) -> float:
    return values[seat] - max(v for i, v in enumerate(values) if i != seat)


def _pure(state: State) -> bool:
    """Whether the judgement at this table reads only what a seat may know (its expectation
    needs no dealt worlds)."""
    return learned_estimates(state) is not None


def _estimates(state: State, seat: int) -> list[float]:
    if state.phase == OVER:
        return [float(p.points) for p in state.players]
    learned = learned_estimates(state)
    return learned(state, seat) if learned is not None else baseline_estimates(state)


def expected_margin(state: State, seat: int, rand: random.Random, worlds: int = WORLDS) -> float:
    """``seat``'s expected final margin as it can judge it: from its observation only."""
    if state.phase == OVER or _pure(state):
        return _margin(_estimates(state, seat), seat)
    seen = observe(state, seat, log=False)
    return sum(_margin(_estimates(determinize(seen, rand), seat), seat) for _ in range(worlds)) / worlds


def _expected_choice(state: State, seat: int, action: Action, rand: random.Random, worlds: int) -> float:
    """``seat``'s expected final margin once ``action`` is taken but before what it draws or
    turns up is known: the mean over dealt worlds of the seat's observation before it."""
    seen = observe(state, seat, log=False)
    total = 0.0
    for _ in range(worlds):
        world = determinize(seen, rand)
        apply_trusted(world, action, record=False)
        total += _margin(_estimates(world, seat), seat)
    return total / worlds


def _reveals(state: State, seat: int, action: Action, events: tuple) -> bool:
    """Whether the action brought luck to ``seat``: its own draw, or a tile turned up."""
    return (type(action) is DrawCard and state.current == seat) or any(type(e) is TileRevealed for e in events)


# --- a decision ---------------------------------------------------------------------------------


def weighing(observation: Observation, played: Action, *, iterations: int, seed: int, level: str = HARD) -> Thinker:
    """The level's thinking about the seat's decision, ``played`` among its root actions (step
    it, then read it with ``weighed``)."""
    return Thinker(observation, level, seed, iterations=iterations, must_weigh=played)


def weighed(thinker: Thinker, played: Action) -> tuple[Action, float, tuple[tuple[Action, float], ...]]:
    """(the level's choice, the points ``played`` lost against it, the actions weighed with
    their values best first) once ``thinker`` is done."""
    ranked = tuple(sorted(thinker.alternatives(), key=lambda item: -item[1]))
    values = dict(ranked)
    best = thinker.best()
    loss = 0.0 if played == best else max(0.0, values[best] - values[played])
    return best, loss, ranked


Judged = tuple  # (the level's choice, the points lost, the actions weighed with their values): ``weighed``'s


def judge_decision(observation: Observation, played: Action, *, iterations: int = 150, seed: int = 0,
                   level: str = HARD) -> tuple[Action, float, tuple[tuple[Action, float], ...]]:
    """``weighed`` for one decision, thought through at once."""
    thinker = weighing(observation, played, iterations=iterations, seed=seed, level=level)
    thinker.decide()
    return weighed(thinker, played)


# --- the reviewer ----------------------------------------------------------------------------------


def _opening(state: State) -> State:
    """The game at its deal (the same seed and table)."""
    return new_game(state.config, state.seed)


def _turn_log(state: State) -> tuple:
    return tuple(PublicEntry(e.player, e.turn, e.action) for e in state.log if e.turn == state.turn)


def decision_seen(game: State) -> Observation | None:
    """What the seat to move saw when it decided (its observation, with the public record of
    this turn only, as the page asks the computer); None when it had no choice."""
    if len(legal_actions(game)) <= 1:
        return None
    return replace(observe(game, game.current, log=False), log=_turn_log(game))


def decision_seed(seed: int, index: int) -> int:
    """The search's seed for the decision at action ``index`` of a game reviewed with ``seed``."""
    return seed * 7919 + index


class Reviewer:
    """A review in progress; ``step(ms)`` works for about that long and says whether it is done.

    ``seats``: whose decisions are reviewed (all by default); ``iterations``: the search's
    budget for each (the hard level's on the page); ``worlds``: dealt worlds per
    expectation; ``only``: the actions (by their index in the game) whose decisions are
    reviewed, of those seats; ``first``: seats whose decisions come before the others' (the
    people at a table, before the computer's seats); the same game, options and seed always
    give the same review."""

    def __init__(self, state: State, *, seats: tuple[int, ...] | None = None, iterations: int = 150,
                 worlds: int = WORLDS, seed: int = 0, level: str = HARD, only: frozenset[int] | None = None,
                 first: tuple[int, ...] = (), known: dict[int, Judged] | None = None) -> None:
        self.players = tuple(p.name for p in state.players)
        self.history = list(state.history)
        self.seats = tuple(range(len(self.players))) if seats is None else tuple(seats)
        self.only = only  # the actions (by index) whose decisions are reviewed; None: every one of those seats
        self.first = tuple(first)  # seats whose decisions are reviewed before the others' (a page's people)
        self.iterations, self.worlds, self.seed, self.level = iterations, worlds, seed, level
        self.game = _opening(state)
        self._rand = random.Random(seed)
        n = len(self.players)
        self.start = tuple(expected_margin(self.game, s, self._rand, worlds) for s in range(n))
        self._now = self.start
        self._parts = {cause: [Fraction(0)] * n for cause in Cause}
        self.moments: list[Moment] = []
        self._asked: list[tuple[int, Observation, Action, int, int]] = []  # decisions to review
        self.decisions: list[Decision] = []
        self._thinking: Thinker | None = None
        self._played: Action | None = None
        self.known = dict(known or {})  # decisions judged already (``Foresight``), by their index

    # --- progress ---

    @property
    def course_done(self) -> bool:
        return len(self.moments) == len(self.history)

    @property
    def done(self) -> bool:
        return self.course_done and len(self.decisions) == len(self._asked)

    def progress(self) -> float:
        """How far the review has come (0 to 1): the course counts as a tenth."""
        course = len(self.moments) / max(1, len(self.history))
        if self.done:
            return 1.0
        if not self.course_done:
            return 0.1 * course
        return 0.1 + 0.9 * len(self.decisions) / max(1, len(self._asked))

    def step(self, ms: float = 50.0) -> bool:
        """Work for about ``ms`` milliseconds (at least one action or one slice of search); a
        step that finishes the course of the game ends there."""
        deadline = time.perf_counter() + ms / 1000.0
        while not self.done:
            if not self.course_done:
                self._next_moment()
                if self.course_done:
                    break  # the course and the luck are known: a step ends there, to be told at once
            else:
                self._think(max(1.0, (deadline - time.perf_counter()) * 1000.0))
            if time.perf_counter() >= deadline:
                break
        return self.done

    def run(self) -> "Review":
        while not self.step(1e9):
            pass
        return self.review()

    # --- the course of the game ---

    def _next_moment(self) -> None:
        game, action = self.game, self.history[len(self.moments)]
        n = len(self.players)
        actor, index = game.current, len(self.moments)
        seen = decision_seen(game) if actor in self.seats and (self.only is None or index in self.only) else None
        if seen is not None:
            self._asked.append((index, seen, action, game.round, game.turn))
        before = game.copy(log=False)
        events = apply_action(game, action)
        expected, chance = [], []
        for s in range(n):
            after = expected_margin(game, s, self._rand, self.worlds)
            luck = 0.0
            if _reveals(before, s, action, events):
                luck = after - _expected_choice(before, s, action, self._rand, self.worlds)
            change = Fraction(after) - Fraction(self._now[s])
            part = Fraction(luck)
            self._parts[Cause.CHANCE][s] += part
            self._parts[Cause.OWN if s == actor else Cause.RIVALS][s] += change - part
            expected.append(after)
            chance.append(luck)
        self._now = tuple(expected)
        self.moments.append(Moment(index, actor, action, before.round, before.turn, tuple(expected), tuple(chance),
                                   tuple(p.points for p in game.players)))

    def luck(self) -> tuple[Luck, ...]:
        """Each seat's final margin by cause (once the course of the game is done)."""
        if not self.course_done:
            return ()
        out = []
        for s in range(len(self.players)):
            margin = Fraction(self._now[s])
            deal = Fraction(self.start[s])
            out.append(Luck(s, margin, deal, self._parts[Cause.CHANCE][s], self._parts[Cause.OWN][s],
                            self._parts[Cause.RIVALS][s]))
        return tuple(out)

    # --- the decisions ---

    def _think(self, ms: float) -> None:
        if len(self.decisions) == 0 and self._thinking is None and self.first:
            self._asked.sort(key=lambda item: (item[1].seat not in self.first, item[0]))
        index, seen, played, round_, turn = self._asked[len(self.decisions)]
        judged = self.known.get(index)
        if judged is not None and self._thinking is None:  # judged while the game went on: the same search
            best, loss, ranked = judged
            self.decisions.append(Decision(index, seen.seat, round_, turn, played, best, loss,
                                           label(loss, played == best), ranked))
            return
        if self._thinking is None:
            self._thinking = weighing(seen, played, iterations=self.iterations, seed=decision_seed(self.seed, index),
                                      level=self.level)
        thinker = self._thinking
        if not thinker.step(ms):
            return
        best, loss, ranked = weighed(thinker, played)
        self.decisions.append(Decision(index, seen.seat, round_, turn, played, best, loss,
                                       label(loss, played == best), ranked))
        self._thinking = None

    def review(self) -> Review:
        decisions = tuple(sorted(self.decisions, key=lambda d: d.index))
        return Review(self.players, self.start, tuple(self.moments), self.luck(), decisions,
                      len(self._asked) - len(self.decisions) if self.course_done else -1)


def _number(value) -> float:
    return round(float(value), 2)


def review_json(review: Review, weighed: int | None = None) -> dict:
    """The review as plain JSON values (actions as their JSON, values to two decimals);
    ``weighed``: how many of the actions weighed each decision keeps (the best, and the one
    played), all by default."""
    def kept(d: Decision) -> list:
        rows = d.weighed if weighed is None else [
            row for i, row in enumerate(d.weighed) if i < weighed or row[0] == d.played]
        return [[a.to_json(), _number(v)] for a, v in rows]

    return {
        "players": list(review.players),
        "start": [_number(v) for v in review.start],
        "moments": [
            {"index": m.index, "seat": m.seat, "action": m.action.to_json(), "round": m.round, "turn": m.turn,
             "expected": [_number(v) for v in m.expected], "chance": [_number(v) for v in m.chance],
             "points": list(m.points)}
            for m in review.moments
        ],
        "turning": [m.index for m in review.turning_points()],
        "luck": [
            {"seat": k.seat, "margin": _number(k.margin), "deal": _number(k.deal), "chance": _number(k.chance),
             "own": _number(k.own), "rivals": _number(k.rivals),
             "whole": [int(part) for part in k.whole()]}
            for k in review.luck
        ],
        "decisions": [
            {"index": d.index, "seat": d.seat, "round": d.round, "turn": d.turn, "played": d.played.to_json(),
             "best": d.best.to_json(), "loss": _number(d.loss), "label": d.label.value, "weighed": kept(d)}
            for d in review.decisions
        ],
        "pending": review.pending,
    }


def review(state: State, **options) -> Review:
    """The whole review of a game in one call (``Reviewer``'s options)."""
    return Reviewer(state, **options).run()
