"""The two ways an action can be refused.

``MalformedActionError`` means the input does not describe an action of this game at all
(an unknown region, a negative count, JSON of the wrong shape). ``IllegalActionError`` means
it describes a real action that the rules do not allow in this position. Both leave the game
untouched, and both are ``ValueError`` so a caller can catch them together.
"""


class MalformedActionError(ValueError):
    """The input is not a well-formed action, configuration or save."""


class IllegalActionError(ValueError):
    """A well-formed action that the rules do not allow now; the message says why."""
