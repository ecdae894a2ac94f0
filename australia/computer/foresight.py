"""The decisions of a game still being played, judged as its review will judge them.

A decision's judgement (``review.weighed``) depends only on what its seat saw, the action
played, the search's budget and its seed, so it need not wait for the game's end: a page
judges its people's decisions while it waits for them, and the review of the finished game,
given those (``Reviewer(known=...)``), searches only the rest. Returns data, never sentences.
"""

from __future__ import annotations

import time

from ..actions import Action
from ..observation import Observation
from ..rules import apply_action, apply_trusted
from ..state import State, new_game
from ..table import HARD
from .review import Judged, decision_seed, decision_seen, weighed, weighing
from .thinker import Thinker


class Foresight:
    """The decisions of a game still being played, judged as its review will judge them (the
    same observation, search, budget and seed: a ``Reviewer`` of the finished game with
    ``seed`` and ``iterations`` given ``known`` finds them done).

    ``follow(history)`` tells it the game's actions so far: a move taken back drops what was
    judged of the actions after it. ``step(ms)`` catches up with them and judges for about that
    long, and says whether everything so far is judged. ``seats``: whose decisions (a page's
    people)."""

    def __init__(self, state: State, *, seats: tuple[int, ...], iterations: int = 150, seed: int = 0,
                 level: str = HARD) -> None:
        self.config, self.deal = state.config, state.seed
        self.seats, self.iterations, self.seed, self.level = tuple(seats), iterations, seed, level
        self.history: list[Action] = []  # the actions replayed so far
        self.ahead: list[Action] = []  # those told, still to replay
        self.game = new_game(state.config, state.seed)
        self.waiting: list[tuple[int, Observation, Action]] = []  # decisions to judge, oldest first
        self.known: dict[int, Judged] = {}
        self._thinking: Thinker | None = None
        self._index = -1
        self.follow(state.history)

    def same_game(self, state: State) -> bool:
        return state.config == self.config and state.seed == self.deal

    @property
    def told(self) -> list[Action]:
        return self.history + self.ahead

    def follow(self, history) -> None:
        history = list(history)
        common = 0
        while common < min(len(history), len(self.history)) and history[common] == self.history[common]:
            common += 1
        if common < len(self.history):  # taken back: what came after is judged no more
            self.known = {i: j for i, j in self.known.items() if i < common}
            self.waiting = [w for w in self.waiting if w[0] < common]
            if self._thinking is not None and self._index >= common:
                self._thinking = None
            self.game = new_game(self.config, self.deal)
            for action in history[:common]:
                apply_trusted(self.game, action)
        self.history, self.ahead = history[:common], history[common:]

    def _catch_up(self) -> None:
        action = self.ahead.pop(0)
        game, index = self.game, len(self.history)
        seen = decision_seen(game) if game.current in self.seats else None
        if seen is not None:
            self.waiting.append((index, seen, action))
        apply_action(game, action)
        self.history.append(action)

    @property
    def done(self) -> bool:
        return not self.waiting and not self.ahead

    def step(self, ms: float = 50.0) -> bool:
        deadline = time.perf_counter() + ms / 1000.0
        while self.ahead and time.perf_counter() < deadline:
            self._catch_up()
        while self.waiting and not self.ahead:
            index, seen, played = self.waiting[0]
            if self._thinking is None:
                self._index = index
                self._thinking = weighing(seen, played, iterations=self.iterations, seed=decision_seed(self.seed, index),
                                          level=self.level)
            if self._thinking.step(max(1.0, (deadline - time.perf_counter()) * 1000.0)):
                self.known[index] = weighed(self._thinking, played)
                self._thinking = None
                self.waiting.pop(0)
            if time.perf_counter() >= deadline:
                break
        return self.done
