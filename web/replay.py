"""Stepping through a game that was played: the position after any number of its actions.

A replay holds the game's setup and its list of actions and builds positions with the rules
themselves (``australia.replay``), so it shows exactly what happened and can never change
the game it came from. Stepping forwards applies the actions up to the step asked for to the
position on screen; a jump backwards replays from the start, which takes milliseconds for a
whole game. The slider names its step in its command: ``replay-go-12``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from australia import apply_action, replay
from australia.state import Config, State

FIRST, BACK, FORWARD, LAST = "replay-first", "replay-back", "replay-forward", "replay-last"
STEPS = (FIRST, BACK, FORWARD, LAST)
GO_PREFIX = "replay-go-"


def go_command(step: int) -> str:
    return f"{GO_PREFIX}{step}"


@dataclass
class Replay:
    config: Config
    seed: int
    actions: tuple
    title: str = ""
    slot: str | None = None  # the saved game it came from, if any
    step: int = 0  # how many actions have been applied to the position on screen
    _state: State | None = field(default=None, repr=False)

    @classmethod
    def of(cls, state: State, *, title: str = "", slot: str | None = None, step: int | None = None) -> "Replay":
        """A replay of ``state``'s game (a copy of its actions: the game itself is not touched)."""
        r = cls(state.config, state.seed, tuple(state.history), title=title, slot=slot)
        r.go(len(r.actions) if step is None else step)
        return r

    @property
    def total(self) -> int:
        return len(self.actions)

    @property
    def state(self) -> State:
        if self._state is None:
            self._state = replay(self.config, self.seed, self.actions[: self.step])
        return self._state

    def go(self, step: int) -> None:
        step = max(0, min(self.total, step))
        if self._state is not None and step > self.step:
            for action in self.actions[self.step:step]:
                apply_action(self._state, action)  # the replay's own copy
        elif step != self.step or self._state is None:
            self._state = None
        self.step = step

    def command(self, name: str) -> bool:
        """Apply First/Back/Forward/Last or a slider's step; True when the position changed."""
        before = self.step
        target = {FIRST: 0, BACK: self.step - 1, FORWARD: self.step + 1, LAST: self.total}.get(name)
        digits = name[len(GO_PREFIX):]
        if name.startswith(GO_PREFIX) and digits.isascii() and digits.isdigit():
            target = int(digits)
        if target is None:
            return False
        self.go(target)
        return self.step != before
