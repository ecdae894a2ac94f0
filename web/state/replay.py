"""Stepping through a game that was played: the position after any number of its actions.

A replay holds the game's setup and its list of actions and builds positions with the rules
themselves (``australia.replay``), so it shows exactly what happened and can never change the
game it came from. Stepping forwards applies the actions up to the step asked for to a copy
of the position on screen; a jump backwards replays from the start, which takes milliseconds
for a whole game.
"""

from __future__ import annotations


from australia import Config, State, Table, apply_action, replay

from web.messages import ReplayWhere
from web.values import Value
from web.state.slots import Title


class Replay(Value):
    config: Config
    seed: int
    actions: tuple
    title: Title = Title()
    slot: str | None = None  # the saved game it came from, if any
    step: int = 0  # how many actions have been applied to the position shown
    state: State = None  # type: ignore[assignment]  # the position after ``step`` actions
    seats: Table | None = None  # who sat where (None: not known, people)
    over: bool = False  # the game replayed is over (it can be reviewed)

    @classmethod
    def of(cls, state: State, *, title: Title = Title(), slot: str | None = None, step: int | None = None,
           seats: Table | None = None) -> "Replay":
        """A replay of ``state``'s game (its actions are copied: the game itself is not touched)."""
        actions = tuple(state.history)
        step = len(actions) if step is None else max(0, min(len(actions), step))
        position = replay(state.config, state.seed, actions[:step])
        return cls(state.config, state.seed, actions, title, slot, step, position, seats, state.is_over)

    @property
    def total(self) -> int:
        return len(self.actions)

    def go(self, step: int) -> "Replay":
        """The replay at ``step`` (kept within the game)."""
        step = max(0, min(self.total, step))
        if step == self.step:
            return self
        if step > self.step:
            position = self.state.copy()
            for action in self.actions[self.step:step]:
                apply_action(position, action)
        else:
            position = replay(self.config, self.seed, self.actions[:step])
        return Replay(self.config, self.seed, self.actions, self.title, self.slot, step, position, self.seats)

    def towards(self, where: ReplayWhere) -> "Replay":
        target = {
            ReplayWhere.FIRST: 0,
            ReplayWhere.BACK: self.step - 1,
            ReplayWhere.FORWARD: self.step + 1,
            ReplayWhere.LAST: self.total,
        }[where]
        return self.go(target)
