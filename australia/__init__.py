"""Australia (Kramer and Kiesling, 2005): the complete rules, pure Python.

    >>> from australia import FULL, Config, new_game, legal_actions, apply_action, Fly, DrawCard, Phase
    >>> game = new_game(Config(("Ann", "Ben"), variant=FULL, start_player=0), seed=7)
    >>> game.phase is Phase.SETUP, game.player.name
    (True, 'Ann')
    >>> for _ in range(4):
    ...     _ = apply_action(game, DrawCard(1))
    >>> [len(p.hand) for p in game.players]
    [2, 2]
    >>> events = apply_action(game, Fly("kimberley"))
    >>> events[0].region, game.face_up == {"kimberley"}
    ('kimberley', True)

The engine speaks in data: actions, events and reasons (``Reason``: a ``Code`` and its
parameters). It never words anything for players; a user interface does.
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
    check_action,
    take_back,
)
from .board import MAX_PLAYERS, MIN_PLAYERS
from .errors import ConfigError, IllegalActionError, InputError, MalformedActionError, RulesError, SaveError
from .events import EVENT_TYPES, GameOver, Project, Source, location_points
from .undo import replay, undo
from .reasons import Code, Expected, Reason
from .rules import (
    apply_action,
    apply_trusted,
    can_undo,
    completes_project,
    is_legal,
    legal_actions,
    legal_actions_of,
    playable_cards,
    why_illegal,
    why_no_undo,
    why_unavailable,
    wild_cost,
)
from .save import dump_game, load_game
from .scoring import Standing, outcome, ranking, standings, windmill_payout
from .state import DRAW, FULL, OVER, SETUP, SIMPLE, TURN, VARIANTS, Config, Phase, Rangers, State, Tile, new_game

__all__ = [
    "Action",
    "Code",
    "Config",
    "ConfigError",
    "DRAW",
    "DrawCard",
    "EVENT_TYPES",
    "EndTurn",
    "Expected",
    "FULL",
    "Fly",
    "GameOver",
    "IllegalActionError",
    "InputError",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MalformedActionError",
    "MoveRanger",
    "OVER",
    "Phase",
    "PlayCard",
    "Project",
    "Rangers",
    "Reason",
    "RulesError",
    "SETUP",
    "SIMPLE",
    "SaveError",
    "Source",
    "Standing",
    "State",
    "TURN",
    "TakeBack",
    "Tile",
    "VARIANTS",
    "action_from_json",
    "apply_action",
    "apply_trusted",
    "can_undo",
    "check_action",
    "completes_project",
    "dump_game",
    "is_legal",
    "legal_actions",
    "legal_actions_of",
    "load_game",
    "location_points",
    "new_game",
    "outcome",
    "playable_cards",
    "ranking",
    "replay",
    "standings",
    "windmill_payout",
    "take_back",
    "undo",
    "why_illegal",
    "why_no_undo",
    "why_unavailable",
    "wild_cost",
]
