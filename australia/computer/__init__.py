"""The computer opponents: the levels, the search, the judgements and their weights.

    >>> from australia import Config, new_game, FULL
    >>> from australia.observation import observe
    >>> from australia.computer import choose, level
    >>> game = new_game(Config(("Ann", "Ben"), variant=FULL, start_player=0), seed=7)
    >>> choose(observe(game, 0), "medium", seed=1)
    DrawCard(stack=...)
    >>> level("hard").searches, level("medium").searches
    (True, False)

Its face is this module: ``choose``, ``suggest`` and the ``Thinker`` decide for a seat from
an ``Observation``; the level table (``levels.TABLE``, ``level``) says what each level is and
how it decides; ``Style`` and the public hooks of ``Search`` describe a variant of the search;
the features the judgements read are public functions of ``features``, ``baseline``,
``judgement``, ``candidates`` and ``playout``. ``threats`` says what a seat's rivals could
complete on their next turn and ``races`` where the windmill's races stand; a ``Suggestion``'s ``best``
gives the alternatives it weighed, with what each completes. ``Reviewer`` (``review``) goes
over a finished game: each seat's expected margin as it went, the final margin split into the
deal, chance, its own decisions and its rivals', and every decision's cost against the hard
level's choice. The rules (every other module of
``australia``) import nothing from here.
"""

from .baseline import FEATURES, baseline_estimates, baseline_judge, features
from .candidates import (
    candidates,
    completing_counts,
    is_bare,
    last_action_this_turn,
    matching_regions,
    ranger_moves,
    without_bare,
)
from .features import (
    CARD_COLOUR,
    IS_SHIP,
    LOCATIONS_IN,
    REGION_COLOUR,
    REGIONS_OF_COLOUR,
    estimates,
    evaluate,
    horizon,
    open_projects,
)
from .judgement import COMMON, EXPERIENCE, INPUTS, experience, hard_judge, inputs, make_judge
from .levels import BASELINE, LEVELS, OFFERED, RANDOM, TABLE, Level, Way, define, level, names
from .playout import draw_preference, finishing_regions, quick_action, quick_draw
from .search import Search, Style
from .thinker import HARD_THINK_MS, Alternative, Suggestion, Thinker, choose, suggest
from .foresight import Foresight
from .review import (
    Decision,
    Label,
    Luck,
    Moment,
    Review,
    Reviewer,
    expected_margin,
    judge_decision,
    review,
    review_json,
)
from .races import TrackRace, TrackSeat, WindmillRace, reach, track_race, windmill_race
from .threats import Means, ProjectThreat, Threats, hands, threats

__all__ = [
    "Alternative",
    "BASELINE",
    "Decision",
    "Foresight",
    "Label",
    "Luck",
    "Moment",
    "Review",
    "Reviewer",
    "expected_margin",
    "judge_decision",
    "review",
    "review_json",
    "CARD_COLOUR",
    "COMMON",
    "EXPERIENCE",
    "FEATURES",
    "HARD_THINK_MS",
    "INPUTS",
    "IS_SHIP",
    "Level",
    "LEVELS",
    "LOCATIONS_IN",
    "Means",
    "OFFERED",
    "ProjectThreat",
    "RANDOM",
    "REGION_COLOUR",
    "REGIONS_OF_COLOUR",
    "Search",
    "Style",
    "Suggestion",
    "TABLE",
    "Thinker",
    "Threats",
    "TrackRace",
    "TrackSeat",
    "Way",
    "WindmillRace",
    "baseline_estimates",
    "baseline_judge",
    "candidates",
    "choose",
    "completing_counts",
    "define",
    "draw_preference",
    "estimates",
    "evaluate",
    "experience",
    "features",
    "finishing_regions",
    "hands",
    "hard_judge",
    "horizon",
    "inputs",
    "is_bare",
    "last_action_this_turn",
    "level",
    "make_judge",
    "matching_regions",
    "names",
    "open_projects",
    "quick_action",
    "quick_draw",
    "ranger_moves",
    "reach",
    "suggest",
    "threats",
    "track_race",
    "windmill_race",
    "without_bare",
]
