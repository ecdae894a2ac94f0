"""The ways input can be refused, each carrying a ``Reason`` (a code and its parameters).

``MalformedActionError`` means the input does not describe an action, configuration or save
of this game at all (an unknown region, a negative count, a bool where a number belongs,
JSON of the wrong shape). ``IllegalActionError`` means it describes a real action that the
rules do not allow in this position. ``SaveError`` (in ``save.py``) is a malformed save. All
leave the game untouched and are ``ValueError``, so a caller can catch them together; the
text of the exception is for programmers, and ``.reason`` is what a user interface words.
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


class MalformedActionError(RulesError):
    """The input is not a well-formed action, configuration or save."""


class IllegalActionError(RulesError):
    """A well-formed action that the rules do not allow now; ``reason`` says why."""

    def __init__(self, reason: Reason, action: object = None) -> None:
        self.action = action
        super().__init__(reason, f"{action!r} is not allowed" if action is not None else "")


def malformed(code: Code, **params: object) -> MalformedActionError:
    return MalformedActionError(Reason(code, **params))
