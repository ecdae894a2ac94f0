"""The hard computer opponent: information-set Monte Carlo tree search.

Every iteration deals one world consistent with what the seat knows (``determinize``) and
walks one tree shared by all worlds: its nodes are the seat's own decisions in the current
turn (flights, cards, draws, moves, the end of the turn), keyed by action, so a node stands
for everything the seat cannot tell apart. A child is chosen by UCB among the actions
available in this world, counting how often each was available (so a card that only some
worlds deal is not favoured by its absence). After the seat's turn everyone, the seat
included, plays on by a cheap rule of thumb for two rounds less the seat's turn, and the
position, at the start of the seat's turn after next, is judged by the ``Style``'s
judgement (the baseline's is ``baseline.baseline_judge``: expected final points fitted to games
among medium bots, which tell the outcome apart better than medium's hand-set
``features.evaluate``; that one still orders the untried actions of a node, one step ahead in
the middle of a turn; the hard level's, at every table, is a small network fitted to games
there, ``judgement.hard_judge``).

The root considers only the actions the medium level ranks best in the first world, and
tries every one of them in every dealt world with the same dice for the others' turns, so
its actions are compared on equal luck. Deeper nodes widen progressively, trying first what
looks best one step ahead, so a short budget spends itself on the actions that matter. One
iteration is one dealt world; with the same seed and iteration count the search is the
same, to the action.
"""

from __future__ import annotations

import math
import random
import time

from dataclasses import dataclass, replace
from typing import Callable

from ..actions import DrawCard, EndTurn, Fly, PlayCard, TakeBack
from ..observation import Observation, determinize
from ..rules import apply_trusted
from ..state import OVER, State
from .candidates import candidates, without_bare
from .playout import draw_preference, quick_action
from .features import evaluate
from .judgement import windmill_term


@dataclass(frozen=True)
class Style:
    """How a search plays: its judgement of the leaves, its parameters and how everyone plays
    in its playouts (the levels' styles are in ``levels.py``). A variant of the search (an
    experiment of ``tools/experiments``, measured against ``baseline``) is a subclass that
    changes ``keep`` (the seat's candidates, at the root and in the tree), ``roots`` and
    ``search``, the latter returning a ``Search`` whose hooks it overrides. A level plays its
    style ``at`` the table it sits at (``tables``: what a test accepted at one table only)."""

    judge: Callable[[State, int], float]  # a position's worth to a seat, in points
    root_width: int = 8  # root actions kept from the medium level's ranking
    exploration: float = 3.0  # in points: values are point estimates
    # Rounds played out by the rule of thumb after the seat's turn (the seat's own next turn
    # included) before the position is judged: with one round the seat never played the
    # cards it drew and the leaf judged a project left for the others only by static features.
    rollout_rounds: int = 2
    playout: Callable = quick_action  # (state, rand, last action) -> everyone's action in a playout
    # The share of a decision's budget (the iterations asked for, or the time to think) that
    # the level spends: less search, a weaker level of the same kind.
    budget_share: float = 1.0

    # Whether the seat plays a card placing no ranger (for its 2 points) where the same card
    # could place one from its supply completing nothing, before the stacks run out
    # (``candidates.without_bare``). Off, such a play is never searched for the seat (the
    # others in its playouts keep the habit); in the last cards it stays a choice.
    bare: bool = True
    # The weight of ``judgement.windmill_term`` added to the judgement of every leaf: what the
    # windmill would pay now, weighted by how near its scoring is (0: the judgement alone).
    windmill: float = 0.0
    # Changes of the style at some tables only (each where a test accepted it there): pairs of
    # a table, (players, full game), and the fields it changes there, as (name, value) pairs.
    tables: tuple = ()

    def at(self, players: int, full: bool) -> "Style":
        """The style as it plays at a table of ``players``, in the full game or the simple."""
        for table, changes in self.tables:
            if table == (players, full):
                return replace(self, tables=(), **dict(changes))
        return self

    def keep(self, state: State, actions: list) -> list:
        """The seat's candidates in ``state`` without the plays the style refuses itself."""
        return actions if self.bare else without_bare(state, actions)

    def roots(self, state: State, ranked: list) -> list:
        """The root actions to search, from the medium level's ranking, best first."""
        return self.keep(state, ranked)[: self.root_width]

    def search(self, observation: Observation, seed: int, **options) -> "Search":
        """A search of this style (``Search``'s options: root actions, last action, budget)."""
        return Search(observation, seed, style=self, **options)


class Node:
    __slots__ = ("children", "visits", "total", "available", "prior")

    def __init__(self) -> None:
        self.children: dict = {}
        self.prior: dict = {}  # action -> its one-step value when first met, to order tries
        self.visits = 0
        self.total = 0.0
        self.available = 0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


class Search:
    """One search from one observation; ``run`` adds iterations, ``best`` reads the answer.

    A variant of the search subclasses it and overrides its hooks, each documented where it
    is defined: ``tried_at_root`` (the root actions a dealt world is tried under),
    ``counted`` (what one dealt world more counts for), ``choices`` (the seat's actions worth
    trying in the tree), ``select`` and ``widen`` (which child a descent takes),
    ``turn_policy`` (how a playout's turn is played) and ``root_value`` (a root action's value).
    """

    def __init__(
        self,
        observation: Observation,
        seed: int,
        *,
        root_actions: list | None = None,
        last_action: object = None,
        rollout_turns: int | None = None,
        style: Style,
        budget: int | None = None,
    ) -> None:
        self.observation = observation
        self.style = style
        self.judge = style.judge
        self.exploration = style.exploration
        self.seat = observation.seat
        self.rand = random.Random(seed)
        self.root = Node()
        self.root_actions = root_actions  # None: whatever ``candidates`` gives
        self.last_action = last_action
        seats = len(observation.players)
        self.rollout_turns = rollout_turns if rollout_turns is not None else style.rollout_rounds * seats - 1
        self.iterations = 0  # iterations done
        self._trying: list | None = None  # the world in progress: [world, dice, root actions, how many tried]
        self.budget = budget  # the iterations the decision is given, if known (a variant may plan by it)
        self.policy = style.playout  # how everyone plays in the playouts

    def run(self, iterations: int | None = None, ms: float | None = None) -> None:
        """Search for a number of iterations, or for about ``ms`` milliseconds, or both.

        A dealt world is tried under its root actions one at a time, and the clock is read
        after each: a run for ``ms`` does one at least and may end with a world part-tried,
        which the next run finishes first. ``iterations`` counts whole worlds, so a search
        given the same seed and iterations is the same however its runs were timed. ``finish`` ends it."""
        clock = time.perf_counter
        deadline = None if ms is None else clock() + ms / 1000.0
        goal = None if iterations is None else self.iterations + iterations - 1e-9
        while True:
            if self._trying is None and goal is not None and self.iterations >= goal:
                return
            self._try_next()
            if deadline is not None and clock() >= deadline:
                return

    def iterate(self) -> None:
        """One dealt world, whole. When the root's actions are fixed, the world is tried under
        every one of them with the same dice for the others' turns (common random numbers),
        so the root compares its actions on equal luck; below the root the tree is walked as
        usual."""
        self._try_next()
        self.finish()

    def finish(self) -> None:
        """Try the world in progress under the root actions it has not been tried under yet."""
        while self._trying is not None:
            self._try_next()

    def _try_next(self) -> None:
        """One step of a dealt world: a new world dealt and tried under the first root action
        (or, with no fixed root actions, walked down the tree), or the world in progress tried
        under its next one."""
        trying = self._trying
        if trying is None:
            rand = self.rand
            world = determinize(self.observation, rand)
            if self.root_actions is None:
                self._descend(world, self.root, [self.root], self.last_action, rand)
                self.counted()
                return
            trying = self._trying = [world, rand.getrandbits(32), list(self.tried_at_root()), 0]
        world, dice, actions, done = trying
        if done < len(actions):
            self._try_root(world, dice, actions[done])
            trying[3] = done = done + 1
        if done >= len(actions):
            self._trying = None
            self.counted()

    def _try_root(self, world, dice: int, action) -> None:
        root = self.root
        child = root.children.get(action)
        if child is None:
            child = root.children[action] = Node()
        child.available += 1
        state = world.copy(log=False)
        apply_trusted(state, action, record=False)
        last = action if type(action) in (Fly, PlayCard, TakeBack) else self.last_action
        if type(action) is EndTurn:
            value = self._rollout(state, random.Random(dice))
            for n in (root, child):
                n.visits += 1
                n.total += value
        else:
            self._descend(state, child, [root, child], last, random.Random(dice))

    def tried_at_root(self) -> list:
        """Hook: the root actions each dealt world is tried under (when they are fixed)."""
        return self.root_actions

    def counted(self) -> None:
        """Hook: one dealt world more (``iterations`` counts what the budget is spent in)."""
        self.iterations += 1

    def _descend(self, state, node: Node, path: list, last, rand: random.Random) -> None:
        seat = self.seat
        while state.phase != OVER and state.current == seat:
            action = self.select(node, self.choices(state, last), state)
            child = node.children.get(action)
            if child is None:
                child = node.children[action] = Node()
            apply_trusted(state, action, record=False)
            if type(action) in (Fly, PlayCard, TakeBack):
                last = action
            node = child
            path.append(node)
            if type(action) is EndTurn:
                break
        value = self._rollout(state, rand)
        for n in path:
            n.visits += 1
            n.total += value

    def choices(self, state, last) -> list:
        """Hook: the seat's actions worth trying in the tree."""
        return self.style.keep(state, candidates(state, last))

    def select(self, node: Node, avail: list, state):
        """Hook: the action a descent takes at ``node`` among those available (``avail``):
        a new one while ``widen`` makes room, else by UCB."""
        new = self.widen(node, avail, state)
        if new is not None:
            return new
        log_of = math.log
        best = None
        best_score = -math.inf
        for action in avail:
            child = node.children.get(action)
            if child is None:
                continue
            if child.visits == 0:
                return action
            score = child.mean + self.exploration * math.sqrt(log_of(max(child.available, 1)) / child.visits)
            if score > best_score:
                best, best_score = action, score
        return best

    def widen(self, node: Node, avail: list, state):
        """Hook, called by ``select``: count the node's children available in this world, and return the action to try
        next if the node has room for one more (progressive widening: a new action while few
        are open for this many visits), else None."""
        for action in avail:
            child = node.children.get(action)
            if child is not None:
                child.available += 1
        opened = sum(1 for a in avail if a in node.children)
        if node is self.root:
            room = 2 + int(math.sqrt(node.visits))
        else:
            room = 1 + int(math.sqrt(node.visits) / 2)
        if opened < len(avail) and opened < room:
            untried = [a for a in avail if a not in node.children]
            if node is self.root and self.root_actions is not None:
                return untried[0]
            return max(untried, key=lambda a: self._prior(node, state, a))
        return None

    def _prior(self, node: Node, state, action) -> float:
        """The action's worth one step ahead in the world where the node first met it (a
        draw by the kind alone: its card differs from world to world)."""
        value = node.prior.get(action)
        if value is None:
            if type(action) is DrawCard:
                value = draw_preference(state, action.stack)
            else:
                trial = state.copy(log=False)
                apply_trusted(trial, action, record=False)
                value = evaluate(trial, self.seat)
            node.prior[action] = value
        return value

    def _rollout(self, state, rand: random.Random) -> float:
        ends = 0
        last = None
        steps = 0
        policy = self.turn_policy(state, ends)
        while state.phase != OVER and ends < self.rollout_turns and steps < 200:
            action = policy(state, rand, last)
            apply_trusted(state, action, record=False)
            steps += 1
            if type(action) is EndTurn:
                ends += 1
                last = None
                policy = self.turn_policy(state, ends)
            elif type(action) in (Fly, PlayCard, TakeBack):
                last = action
        value = self.judge(state, self.seat)
        weight = self.style.windmill
        return value + weight * windmill_term(state, self.seat) if weight else value

    def turn_policy(self, state, ends: int) -> Callable:
        """Hook: how everyone plays the playout's turn after ``ends`` turns ended in it (asked once a
        turn, not an action): the style's rule of thumb."""
        return self.policy

    def ranking(self) -> list[tuple[object, int, float]]:
        """Root actions as (action, visits, value), most visited first (the value: the mean
        of every descent, or what ``root_value`` makes of it)."""
        value = self.root_value
        rows = [(a, c.visits, value(c)) for a, c in self.root.children.items()]
        order = {a: i for i, a in enumerate(self.root_actions or [])}
        rows.sort(key=lambda r: (-r[1], -r[2], order.get(r[0], 0)))
        return rows

    def root_value(self, child: Node) -> float:
        """Hook: a root action's value, read off its child node (the mean of its descents)."""
        return child.mean

    def best(self):
        rows = self.ranking()
        return rows[0][0] if rows else None


