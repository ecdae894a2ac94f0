"""The kinds of message the page and the computer exchange."""

from __future__ import annotations

from enum import StrEnum


# --- the computer's thinking ---------------------------------------------------------------------


class ThinkingAnswer(StrEnum):
    """The ``kind`` of every answer the computer's thinking (``web.state.thinking``) gives the page."""

    READY = "ready"  # started, asks welcome
    PROGRESS = "progress"  # id, done (0 to 1)
    DECIDED = "decided"  # id, action (its JSON), weighed ([action JSON, value], the chosen first)
    FAILED = "failed"  # id, error


class Purpose(StrEnum):
    """What the page asks the computer for."""

    THINK = "think"  # a computer seat's move
    SUGGEST = "suggest"  # a suggestion for a person
