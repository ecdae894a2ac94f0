"""The kinds of message the page and the computer exchange."""

from __future__ import annotations

from enum import StrEnum


# --- the computer's worker ----------------------------------------------------------------------


class ThinkingAnswer(StrEnum):
    """The ``kind`` of every message between the page and the computer's worker."""

    READY = "ready"  # worker -> page: started, asks welcome
    PROGRESS = "progress"  # worker -> page: id, done (0 to 1)
    DECIDED = "decided"  # worker -> page: id, action (its JSON)
    FAILED = "failed"  # worker -> page: id, error


class Purpose(StrEnum):
    """What the page asks the worker for."""

    THINK = "think"  # a computer seat's move
    SUGGEST = "suggest"  # a suggestion for a person
