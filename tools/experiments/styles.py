"""The hard level's search with switches the engine does not have: each an idea tried against
``baseline``, none part of a level of the game.

    define("try", "halving:1,scored_flights:1")   # a level "try" for the arena and tools/sprt.py

``define`` takes ``FIELD:VALUE,...`` over the hard level's style: the engine's own fields
(``root_width``, ``exploration``, ``rollout_rounds``), the switches of ``Variant`` below,
``weights:FILE`` (judge by the weights of a file written by ``tools/learn_hard.py fit``,
through ``judgement.py``) and ``from:LEVEL`` (start from another searching level's style).
"""

from __future__ import annotations

import dataclasses
import importlib.util
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from australia.actions import DrawCard, PlayCard
from australia.computer import Search, Style, candidates, evaluate, is_bare, levels
from australia.rules import apply_trusted, completions
from australia.state import DRAW, SETUP, State

from . import playouts

EARLY_ROUNDS = 3  # the first rounds, where ``bare_early`` may refuse plays without rangers
HALVING_SPEND = 8  # descents an iteration is worth with ``halving``: the baseline's root width
HALVING_BUDGET = 150  # iterations planned for when the search is given none (thinking by the clock)
LINE_VISITS = 10  # a child seen fewer times ends the line of ``line_value``


@dataclass(frozen=True)
class Variant(Style):
    """A ``Style`` with switches; all off, it searches exactly as its ``Style`` does."""

    # Habits the seat may refuse itself (the others in its playouts keep them): cards played
    # without rangers in the first rounds, and wild cards that complete no project (the
    # engine's ``bare``, off, refuses at any time a card played bare that could place a
    # ranger completing nothing).
    bare_early: bool = True
    wilds: bool = True
    # Sequential halving at the root: the budget, in descents (an iteration's worth is one per
    # root action, at most ``HALVING_SPEND``), is split into rounds; after each round the worse
    # half of the root actions is dropped and the next round deals more worlds to the rest.
    halving: bool = False
    # Judge a root action by the line its subtree prefers (the most visited child, down to a
    # draw or to a node seen too rarely) instead of the mean of every line tried below it.
    line_value: bool = False
    # Flights in playouts chosen as hard flies, and paying moves for dollars (``playouts``).
    scored_flights: bool = False
    playout_moves: bool = False
    # Progressive bias below the root: a child's score in the tree gains ``bias`` times its
    # one-step value (medium's judgement, as it orders untried actions) against the best of
    # the node's open children, divided by its visits plus one, so what medium thinks poor is
    # tried less until the playouts say otherwise.
    bias: float = 0.0
    # The others' replies in the playouts: each rival's first turn after the seat's is played
    # action by action as medium judges one step ahead (``features.evaluate`` of every candidate,
    # from that rival's side), the rest by the rule of thumb. Dearer playouts: pair it with a
    # ``budget_share`` below 1 to think no longer than the baseline.
    replies: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "playout", playouts.policy(self.scored_flights, self.playout_moves))

    def keep(self, state: State, actions: list) -> list:
        """The seat's candidates without the habits it refuses (all of them, if that leaves none)."""
        actions = super().keep(state, actions)
        if self.bare_early and self.wilds:
            return actions
        kept = [a for a in actions if type(a) is not PlayCard or self._allowed(state, a)]
        return kept or actions

    def _allowed(self, state: State, action: PlayCard) -> bool:
        if not self.bare_early and state.round <= EARLY_ROUNDS and is_bare(action):
            return False
        if not self.wilds and action.wild:
            return action.location is not None and any(
                c.rangers == action.rangers for c in completions(state, action.location)
            )
        return True

    def search(self, observation, seed: int, **options) -> Search:
        return VariantSearch(observation, seed, style=self, **options)


class VariantSearch(Search):
    """The engine's search with a ``Variant``'s switches."""

    def __init__(self, observation, seed: int, *, style: Variant, **options) -> None:
        super().__init__(observation, seed, style=style, **options)
        self.halving = style.halving and self.root_actions is not None and len(self.root_actions) > 1
        if self.halving:
            self._plan(self.budget or HALVING_BUDGET)

    # --- sequential halving at the root ---------------------------------------------------------

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

    def tried_at_root(self) -> list:
        return self.alive if self.halving else self.root_actions

    def counted(self) -> None:
        if not self.halving:
            self.iterations += 1
            return
        alive = len(self.alive)
        self.work += alive
        self._left -= alive
        self.iterations = self.work / self.spend  # (descents / spend)
        self._worlds += 1
        if self._worlds >= self._quota and alive > 1 and self._rounds > 1:
            self._halve()

    # --- progressive bias ------------------------------------------------------------------------

    def select(self, node, avail: list, state):
        weight = self.style.bias
        if not weight or node is self.root:
            return super().select(node, avail, state)
        new = self.widen(node, avail, state)
        if new is not None:
            return new
        children = node.children
        prior = node.prior
        open_ = [(a, children[a]) for a in avail if a in children]
        top = max(prior.get(a, 0.0) for a, _ in open_)
        best, best_score = None, -math.inf
        for action, child in open_:
            if child.visits == 0:
                return action
            score = (
                child.mean
                + self.exploration * math.sqrt(math.log(max(child.available, 1)) / child.visits)
                + weight * (prior.get(action, top) - top) / (child.visits + 1)
            )
            if score > best_score:
                best, best_score = action, score
        return best

    # --- the others' replies in the playouts ------------------------------------------------------

    def turn_policy(self, state, ends: int):
        """With ``replies``, the turns after the seat's (one a rival) are played as medium
        judges one step ahead, wherever a rival acts outside a draw."""
        policy = self.policy
        if not self.style.replies or ends >= len(state.players) - 1:
            return policy
        seat = self.seat

        def reply(state, rand, last):
            if state.phase not in (SETUP, DRAW) and state.current != seat:
                return _best_one_step(state, last)
            return policy(state, rand, last)

        return reply

    # --- habits and the preferred line ----------------------------------------------------------

    def root_value(self, child) -> float:
        return self._line(child) if self.style.line_value else child.mean

    def _line(self, node) -> float:
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


def _best_one_step(state: State, last):
    """The action the player to move likes best one step ahead (the first of equals)."""
    me = state.current
    best, best_value = None, -math.inf
    for action in candidates(state, last):
        trial = state.copy(log=False)
        apply_trusted(trial, action, record=False)
        value = evaluate(trial, me)
        if value > best_value:
            best, best_value = action, value
    return best


def load_weights(path: str) -> tuple[tuple, tuple]:
    """(HIDDEN, OUTPUT) of a file of weights (``tools/learn_hard.py fit --write``)."""
    spec = importlib.util.spec_from_file_location(Path(path).stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.HIDDEN, module.OUTPUT


def _weights(path: str) -> Callable[[State, int], float]:
    from . import judgement

    return judgement.make_judge(*load_weights(path))[1]


def variant(fields: str) -> Variant:
    """The hard level's style changed in the fields given (``FIELD:VALUE,...``)."""
    base = levels.level(levels.HARD).style
    changes: dict = {}
    for item in filter(None, fields.split(",")):
        key, _, value = item.partition(":")
        if key == "from":
            base = levels.level(value).style
        elif key == "weights":
            changes["judge"] = _weights(value)
        else:
            if key not in {f.name for f in dataclasses.fields(Variant)} or key in ("judge", "playout"):
                raise ValueError(f"no such field of a variant: {key}")
            kind = type(getattr(Variant(judge=base.judge), key))
            changes[key] = (value.lower() in ("1", "true", "yes")) if kind is bool else kind(value)
    own = {f.name: getattr(base, f.name) for f in dataclasses.fields(base)}
    return Variant(**{**own, **changes})


def define(name: str, fields: str) -> Variant:
    """A level ``name`` for the arena and the tools: the hard level's style changed."""
    style = variant(fields)
    levels.define(levels.Level(name, levels.level(levels.HARD).rank, False, levels.Way.SEARCH, style))
    return style
