"""Australia (Kramer and Kiesling, 2005): the complete rules, pure Python.

    >>> from australia import Config, new_game, legal_actions, apply_action, Fly, DrawCard
    >>> game = new_game(Config(("Ann", "Ben"), variant="full", start_player=0), seed=7)
    >>> game.phase, game.player.name
    ('setup', 'Ann')
    >>> for _ in range(4):
    ...     _ = apply_action(game, DrawCard(1))
    >>> [len(p.hand) for p in game.players]
    [2, 2]
    >>> events = apply_action(game, Fly("kimberley"))
    >>> events[0].region, game.face_up == {"kimberley"}
    ('kimberley', True)
"""

from .actions import (
    Action,
    DrawCard,
    EndTurn,
    Fly,
    MoveRanger,
    PlayCard,
    TakeBack,
    action_from_json,
    take_back,
)
from .errors import IllegalActionError, MalformedActionError
from .game import replay, undo
from .rules import (
    apply_action,
    can_undo,
    describe,
    is_legal,
    legal_actions,
    legal_actions_of,
)
from .save import SaveError, dump_game, load_game
from .scoring import outcome, ranking
from .state import DRAW, FULL, OVER, SETUP, SIMPLE, TURN, Config, State, new_game

__all__ = [
    "Action",
    "Config",
    "DRAW",
    "DrawCard",
    "EndTurn",
    "FULL",
    "Fly",
    "IllegalActionError",
    "MalformedActionError",
    "MoveRanger",
    "OVER",
    "PlayCard",
    "SETUP",
    "SIMPLE",
    "SaveError",
    "State",
    "TURN",
    "TakeBack",
    "action_from_json",
    "apply_action",
    "can_undo",
    "describe",
    "dump_game",
    "is_legal",
    "legal_actions",
    "legal_actions_of",
    "load_game",
    "new_game",
    "outcome",
    "ranking",
    "replay",
    "take_back",
    "undo",
]
