"""The hard computer opponent: information-set Monte Carlo tree search.

Every iteration deals one world consistent with what the seat knows (``determinize``) and
walks one tree shared by all worlds: its nodes are the seat's own decisions in the current
turn (flights, cards, draws, moves, the end of the turn), keyed by action, so a node stands
for everything the seat cannot tell apart. A child is chosen by UCB among the actions
available in this world, counting how often each was available (so a card that only some
worlds deal is not favoured by its absence). After the seat's turn everyone, the seat
included, plays on by a cheap rule of thumb for two rounds less the seat's turn, and the
position, at the start of the seat's turn after next, is judged by the ``Style``'s
judgement (the baseline's is ``value.baseline_judge``: expected final points fitted to games
among medium bots, which tell the outcome apart better than medium's hand-set
``value.evaluate``; that one still orders the untried actions of a node, one step ahead in
the middle of a turn).

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

from dataclasses import dataclass
from typing import Callable

from .actions import DrawCard, EndTurn, Fly, PlayCard, TakeBack
from .observation import Observation, determinize
from .rules import apply_trusted, completions
from .state import OVER, State
from .value import baseline_judge, candidates, draw_preference, evaluate, quick_action


@dataclass(frozen=True)
class Style:
    """How a search plays: its judgement of the leaves and its parameters."""

    judge: Callable[[State, int], float]  # a position's worth to a seat, in points
    root_width: int = 8  # root actions kept from the medium level's ranking
    exploration: float = 3.0  # in points: values are point estimates
    # Rounds played out by the rule of thumb after the seat's turn (the seat's own next turn
    # included) before the position is judged: with one round the seat never played the
    # cards it drew and the leaf judged a project left for the others only by static features.
    rollout_rounds: int = 2
    # Habits the seat may refuse itself (the others in its playouts keep them): cards played
    # without rangers in the first rounds, and wild cards that complete no project.
    bare_early: bool = True
    wilds: bool = True
    # Sequential halving at the root: the budget, in descents (an iteration's worth is one per
    # root action, at most ``HALVING_SPEND``), is split into rounds; after each round the worse
    # half of the root actions is dropped and the next round deals more worlds to the rest.
    halving: bool = False
    # Judge a root action by the line its subtree prefers (the most visited child, down to a
    # draw or to a node seen too rarely) instead of the mean of every line tried below it,
    # which the tries of weaker second actions drag down.
    line_value: bool = False
    # Judge a leaf by its chance of winning instead of its margin: ``win_scale`` points times
    # erf(margin / (sigma * sqrt 2)), sigma being how far the judgement's margin misses the
    # final one with so many cards left (0: off, the margin itself). Far ahead or far behind,
    # a few points more change little; a close end weighs most.
    win_scale: float = 0.0
    # The work a decision is given, as a multiple of the budget asked for (iterations, or
    # milliseconds when thinking by the clock): how much more thinking alone is worth.
    budget_scale: float = 1.0
    # Flights in playouts (after the first action's) chosen like hard's own among the matching
    # regions, by a fitted score with Gumbel noise, instead of at random.
    scored_flights: bool = False
    # Moves for dollars that complete a project and pay, made in playouts at the end of a turn.
    playout_moves: bool = False

    def keep(self, state: State, actions: list) -> list:
        """The seat's candidates without the habits it refuses (all of them, if that leaves none)."""
        if self.bare_early and self.wilds:
            return actions
        kept = [a for a in actions if type(a) is not PlayCard or self._allowed(state, a)]
        return kept or actions

    def _allowed(self, state: State, action: PlayCard) -> bool:
        if not self.bare_early and state.round <= EARLY_ROUNDS and action.location is None and not action.track:
            return False
        if not self.wilds and action.wild:
            return action.location is not None and any(
                c.rangers == action.rangers for c in completions(state, action.location)
            )
        return True


EARLY_ROUNDS = 3  # the first rounds, where ``Style.bare_early`` may refuse plays without rangers
HALVING_SPEND = 8  # descents an iteration is worth with ``Style.halving``: the baseline's root width
HALVING_BUDGET = 150  # iterations planned for when the search is given none (thinking by the clock)
LINE_VISITS = 10  # a child seen fewer times ends the line of ``Style.line_value``
# How far the baseline judgement's margin (seat against rival, at the start of the seat's turn)
# missed the final margin in 66 full two-player games of baseline at 30 iterations (played by
# ``tools/learn_hard.py play``): a standard deviation of about 10 points with under 8 cards left in the
# stacks and hands, 15 with 8-15, 19 with 16-23, 24 with more; and the margin itself about 24.
WIN_SIGMA_BASE = 8.5
WIN_SIGMA_PER_CARD = 0.55
WIN_SIGMA_MOST = 25.0
# The hard level as it was when the arena's yardstick was set: never change it, so that every
# later change of hard is measured against the same opponent (the level ``baseline``).
BASELINE = Style(judge=baseline_judge, root_width=8, exploration=3.0, rollout_rounds=2)
# The hard level offered at the table.
HARD = BASELINE


def _win_judge(judge: Callable[[State, int], float], scale: float) -> Callable[[State, int], float]:
    """``judge`` turned into a chance of winning, in ``scale`` points (see ``Style.win_scale``)."""
    erf = math.erf

    def win(state: State, seat: int) -> float:
        margin = judge(state, seat)
        if state.phase == OVER:
            return scale * ((margin > 0) - (margin < 0))
        left = sum(len(s) for s in state.stacks.values()) + sum(len(p.hand) for p in state.players)
        sigma = min(WIN_SIGMA_MOST, WIN_SIGMA_BASE + WIN_SIGMA_PER_CARD * left)
        return scale * erf(margin / (sigma * 1.4142135623730951))

    return win


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
    """One search from one observation; ``run`` adds iterations, ``best`` reads the answer."""

    def __init__(
        self,
        observation: Observation,
        seed: int,
        *,
        root_actions: list | None = None,
        last_action: object = None,
        rollout_turns: int | None = None,
        style: Style = BASELINE,
        budget: int | None = None,
    ) -> None:
        self.observation = observation
        self.style = style
        self.judge = style.judge if not style.win_scale else _win_judge(style.judge, style.win_scale)
        self.exploration = style.exploration
        self.seat = observation.seat
        self.rand = random.Random(seed)
        self.root = Node()
        self.root_actions = root_actions  # None: whatever ``candidates`` gives
        self.last_action = last_action
        seats = len(observation.players)
        self.rollout_turns = rollout_turns if rollout_turns is not None else style.rollout_rounds * seats - 1
        self.iterations = 0  # iterations done (with ``Style.halving``: descents / spend)
        flights, moves = style.scored_flights, style.playout_moves
        # how everyone plays in the playouts: the rule of thumb, with the style's switches
        self.policy = quick_action if not (flights or moves) else (lambda s, r, last: quick_action(s, r, last, flights, moves))
        self.halving = style.halving and root_actions is not None and len(root_actions) > 1
        if self.halving:
            self._plan(budget or HALVING_BUDGET)

    def _plan(self, budget: int) -> None:
        actions = list(self.root_actions)
        self.alive = actions
        self.spend = min(len(actions), HALVING_SPEND)
        self.work = 0  # descents done
        self._left = budget * self.spend  # descents left to spend
        self._rounds = max(1, math.ceil(math.log2(len(actions))))
        self._worlds = 0  # worlds dealt in this round
        self._quota = max(1, self._left // (len(actions) * self._rounds))

    def _halve(self) -> None:
        """End a round: keep the better half of the root actions (ties: the earlier in the
        medium level's ranking), and set how many worlds the next round deals."""
        children = self.root.children
        ranked = sorted(self.alive, key=lambda a: -children[a].mean)  # stable: ranking order
        kept = set(ranked[: (len(ranked) + 1) // 2])
        self.alive = [a for a in self.alive if a in kept]
        self._rounds -= 1
        self._worlds = 0
        self._quota = max(1, self._left // (len(self.alive) * self._rounds))

    def run(self, iterations: int | None = None, ms: float | None = None) -> None:
        """Search for a number of iterations, or for about ``ms`` milliseconds, or both."""
        clock = time.perf_counter
        deadline = None if ms is None else clock() + ms / 1000.0
        goal = None if iterations is None else self.iterations + iterations - 1e-9
        while True:
            if goal is not None and self.iterations >= goal:
                return
            if deadline is not None and clock() >= deadline:
                return
            self.iterate()

    def iterate(self) -> None:
        """One dealt world. When the root's actions are fixed, the world is tried under every
        one of them with the same dice for the others' turns (common random numbers), so
        the root compares its actions on equal luck; below the root the tree is walked as
        usual."""
        rand = self.rand
        world = determinize(self.observation, rand)
        if self.root_actions is None:
            self._descend(world, self.root, [self.root], self.last_action, rand)
        else:
            dice = rand.getrandbits(32)
            root = self.root
            for action in self.alive if self.halving else self.root_actions:
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
        if not self.halving:
            self.iterations += 1
            return
        alive = len(self.alive)
        self.work += alive
        self._left -= alive
        self.iterations = self.work / self.spend
        self._worlds += 1
        if self._worlds >= self._quota and alive > 1 and self._rounds > 1:
            self._halve()

    def _descend(self, state, node: Node, path: list, last, rand: random.Random) -> None:
        seat = self.seat
        while state.phase != OVER and state.current == seat:
            action = self._select(node, self.style.keep(state, candidates(state, last)), state)
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

    def _select(self, node: Node, avail: list, state):
        for action in avail:
            child = node.children.get(action)
            if child is not None:
                child.available += 1
        # Progressive widening: try a new action while few are open for this many visits.
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
        policy = self.policy
        while state.phase != OVER and ends < self.rollout_turns and steps < 200:
            action = policy(state, rand, last)
            apply_trusted(state, action, record=False)
            steps += 1
            if type(action) is EndTurn:
                ends += 1
                last = None
            elif type(action) in (Fly, PlayCard, TakeBack):
                last = action
        return self.judge(state, self.seat)

    def _line(self, node: Node) -> float:
        """A root action's value read along the line its subtree prefers: the most visited
        child while it was seen ``LINE_VISITS`` times, ending at a draw (its card differs from
        world to world, so what follows it does too) or at the end of the turn."""
        while node.children:
            action, child = max(node.children.items(), key=lambda item: (item[1].visits, item[1].mean))
            if child.visits < LINE_VISITS:
                break
            node = child
            if type(action) is DrawCard:
                break
        return node.mean

    def ranking(self) -> list[tuple[object, int, float]]:
        """Root actions as (action, visits, value), most visited first (the value: the mean
        of every descent, or with ``Style.line_value`` the preferred line's)."""
        value = self._line if self.style.line_value else (lambda c: c.mean)
        rows = [(a, c.visits, value(c)) for a, c in self.root.children.items()]
        order = {a: i for i, a in enumerate(self.root_actions or [])}
        rows.sort(key=lambda r: (-r[1], -r[2], order.get(r[0], 0)))
        return rows

    def best(self):
        rows = self.ranking()
        return rows[0][0] if rows else None


