"""The ways input can be refused, each carrying a ``Reason`` (a code and its parameters).

    RulesError (a ValueError)
    ├── InputError: the input is not of this game at all
    │   ├── MalformedActionError: not an action (an unknown region, a bool for a count ...)
    │   ├── ConfigError: a configuration that cannot set up a game (Config, Table, a seed)
    │   └── SaveError: a save that cannot be loaded
    └── IllegalActionError: a real action that the rules do not allow in this position

Each leaves the game untouched. Catch ``InputError`` for any malformed input, one of its
three kinds for that kind only, ``RulesError`` for every refusal. The text of the exception
is for programmers; ``.reason`` is what a user interface words.
"""

from __future__ import annotations

from .reasons import Code, Reason


class RulesError(ValueError):
    """Base of the engine's refusals: ``reason`` says why, as data."""

    def __init__(self, reason: Reason, context: str = "") -> None:
        self.reason = reason
        super().__init__(f"{context}: {reason}" if context else str(reason))

    @property
    def code(self) -> Code:
        return self.reason.code


class InputError(RulesError):
    """Input that is not of this game at all: its form is wrong, whatever the position.

    Raised as one of its kinds below, and as itself for input that is none of them (an
    ``Observation`` read back from JSON that does not fit).
    """


class MalformedActionError(InputError):
    """The input is not a well-formed action of this game.

    Before ``InputError`` existed this class also stood for malformed configurations and
    saves; it no longer catches those: catch ``InputError`` for any malformed input.
    """


class ConfigError(InputError):
    """A configuration that cannot set up a game: players, variant, start player, windmill,
    seed, or who sits at the table."""


class SaveError(InputError):
    """A save that cannot be loaded; ``reason`` says what is wrong with it."""


class IllegalActionError(RulesError):
    """A well-formed action that the rules do not allow now; ``reason`` says why."""

    def __init__(self, reason: Reason, action: object = None) -> None:
        self.action = action
        super().__init__(reason, f"{action!r} is not allowed" if action is not None else "")


def malformed(code: Code, **params: object) -> MalformedActionError:
    return MalformedActionError(Reason(code, **params))


def bad_config(code: Code, **params: object) -> ConfigError:
    return ConfigError(Reason(code, **params))
