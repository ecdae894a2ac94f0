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

# What the page reads of the rules besides: the board, the events, saves, the seats at a table.
from .board import (
    ACTIONS_PER_TURN,
    BLUE,
    CARDS,
    CARD_VALUE,
    FULL_STACK_SIZE,
    GRAY,
    GREEN,
    HAND_SIZE,
    KINDS,
    LOCATIONS,
    LOCATIONS_OF,
    LOCATION_BY_ID,
    Location,
    MOVE_COST,
    NEW_SOUTH_WALES,
    NORTHERN_TERRITORY,
    NO_RANGER_POINTS,
    ORANGE,
    PLAYER_COLOURS,
    PROJECT_BONUS,
    QUEENSLAND,
    RANGER_TRACK_SPACES,
    RED,
    REGIONS,
    REGION_BY_ID,
    REGION_IDS,
    SHIP,
    SIMPLE_STACK_SIZE,
    SOUTH_AUSTRALIA,
    TAKE_BACK_MAX,
    VICTORIA,
    WESTERN_AUSTRALIA,
    WILD_COST,
    WINDMILL_MAX_VALUE,
    WINDMILL_START_VALUE,
    WINDMILL_TILE_VALUES,
    WINDMILL_TRACK_SPACES,
    YELLOW,
    kind_dollars,
)
from .events import (
    CONSERVATION,
    CardPlayed,
    DollarsCounted,
    NoRangerPoints,
    ProjectScored,
    RangersPlaced,
    SOURCES,
    Share,
    TileRevealed,
    WINDMILL,
    WindmillMoved,
    WindmillScored,
    event_from_json,
    event_to_json,
)
from .save import MAX_SAVE_BYTES, load_save, parse_json, parse_save, save_data
from .scoring import windmill_ranking
from .state import LogEntry, MAX_NAME_LENGTH, forbidden_character, normal_name, visible
from .table import COMPUTER_LEVELS, EASY, HARD, MEDIUM, MEDIUM_HARD, PERSON, REMOTE, SEAT_KINDS, Table

# A seat's view of the game, loaded on first use: a page reads it once the computer plays.
_LAZY = {name: "observation" for name in ("Observation", "PublicEntry", "determinize", "observe")}


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    return getattr(import_module(f"{__name__}.{module}"), name)


__all__ = [
    "ACTIONS_PER_TURN",
    "Action",
    "BLUE",
    "CARDS",
    "CARD_VALUE",
    "COMPUTER_LEVELS",
    "CONSERVATION",
    "CardPlayed",
    "Code",
    "Config",
    "ConfigError",
    "DRAW",
    "DollarsCounted",
    "DrawCard",
    "EASY",
    "EVENT_TYPES",
    "EndTurn",
    "Expected",
    "FULL",
    "FULL_STACK_SIZE",
    "Fly",
    "GRAY",
    "GREEN",
    "GameOver",
    "HAND_SIZE",
    "HARD",
    "IllegalActionError",
    "InputError",
    "KINDS",
    "LOCATIONS",
    "LOCATIONS_OF",
    "LOCATION_BY_ID",
    "Location",
    "LogEntry",
    "MAX_NAME_LENGTH",
    "MAX_PLAYERS",
    "MAX_SAVE_BYTES",
    "MEDIUM",
    "MEDIUM_HARD",
    "MIN_PLAYERS",
    "MOVE_COST",
    "MalformedActionError",
    "MoveRanger",
    "NEW_SOUTH_WALES",
    "NORTHERN_TERRITORY",
    "NO_RANGER_POINTS",
    "NoRangerPoints",
    "ORANGE",
    "OVER",
    "Observation",
    "PERSON",
    "PLAYER_COLOURS",
    "PROJECT_BONUS",
    "Phase",
    "PlayCard",
    "Project",
    "ProjectScored",
    "PublicEntry",
    "QUEENSLAND",
    "RANGER_TRACK_SPACES",
    "RED",
    "REGIONS",
    "REGION_BY_ID",
    "REGION_IDS",
    "REMOTE",
    "Rangers",
    "RangersPlaced",
    "Reason",
    "RulesError",
    "SEAT_KINDS",
    "SETUP",
    "SHIP",
    "SIMPLE",
    "SIMPLE_STACK_SIZE",
    "SOURCES",
    "SOUTH_AUSTRALIA",
    "SaveError",
    "Share",
    "Source",
    "Standing",
    "State",
    "TAKE_BACK_MAX",
    "TURN",
    "Table",
    "TakeBack",
    "Tile",
    "TileRevealed",
    "VARIANTS",
    "VICTORIA",
    "WESTERN_AUSTRALIA",
    "WILD_COST",
    "WINDMILL",
    "WINDMILL_MAX_VALUE",
    "WINDMILL_START_VALUE",
    "WINDMILL_TILE_VALUES",
    "WINDMILL_TRACK_SPACES",
    "WindmillMoved",
    "WindmillScored",
    "YELLOW",
    "action_from_json",
    "apply_action",
    "apply_trusted",
    "can_undo",
    "check_action",
    "completes_project",
    "determinize",
    "dump_game",
    "event_from_json",
    "event_to_json",
    "forbidden_character",
    "is_legal",
    "kind_dollars",
    "legal_actions",
    "legal_actions_of",
    "load_game",
    "load_save",
    "location_points",
    "new_game",
    "normal_name",
    "observe",
    "outcome",
    "parse_json",
    "parse_save",
    "playable_cards",
    "ranking",
    "replay",
    "save_data",
    "standings",
    "take_back",
    "undo",
    "visible",
    "why_illegal",
    "why_no_undo",
    "why_unavailable",
    "wild_cost",
    "windmill_payout",
    "windmill_ranking",
]
