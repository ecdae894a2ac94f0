"""Why an action is refused, or why no action of a type is available, as a ``Reason`` (a
code and its parameters, never words): these explain the legal list (``legality``) and never
decide it.
"""

from __future__ import annotations

from .actions import (
    Action,
    DrawCard,
    EndTurn,
    Fly,
    MoveRanger,
    PlayCard,
    TakeBack,
    check_action,
)
from .board import (
    ACTIONS_PER_TURN,
    CARDS,
    LOCATION_BY_ID,
    LOCATIONS_OF,
    MOVE_COST,
    RANGER_TRACK_SPACES,
    REGION_BY_ID,
    TAKE_BACK_MAX,
    WILD_COST,
)
from .legality import LISTED_TYPES, is_legal, legal_actions_of, playable_cards, track_allowed
from .reasons import Code, Reason
from .state import DRAW, OVER, SETUP, TURN, State


def why_illegal(state: State, action: Action) -> Reason | None:  # noqa: C901 - one branch for each kind of action and each way it can be refused
    """Why an action is not in the legal list, as a reason; None when it is legal.

    A malformed action is explained by what is wrong with its form. This explains the legal
    list and never decides it.
    """
    try:
        action = check_action(action)
    except ValueError as error:
        return error.reason  # type: ignore[attr-defined]
    if is_legal(state, action):
        return None
    if state.phase == OVER:
        return Reason(Code.GAME_OVER)
    if state.phase == SETUP and not isinstance(action, DrawCard):
        return Reason(Code.OPENING_DRAWS_FIRST)
    if state.phase == DRAW and not isinstance(action, DrawCard):
        return Reason(Code.DRAW_PENDING)
    player = state.player
    me = state.current
    if isinstance(action, DrawCard):
        if state.phase not in (SETUP, DRAW):
            return Reason(Code.DRAW_NOT_NOW)
        return Reason(Code.STACK_EMPTY, stack=action.stack)
    if isinstance(action, EndTurn):
        return Reason(Code.ACTIONS_LEFT, done=state.actions_done, required=ACTIONS_PER_TURN)
    if isinstance(action, MoveRanger):
        if player.dollars < MOVE_COST:
            return Reason(Code.CANNOT_AFFORD_MOVE, cost=MOVE_COST, dollars=player.dollars)
        source = state.rangers.get(action.source)
        if source is None or source.owner != me:
            return Reason(Code.NO_RANGER_AT, location=action.source)
        if action.source == action.target:
            return Reason(Code.SAME_LOCATION, location=action.source)
        return _taken(state, action.target)
    if state.actions_done >= ACTIONS_PER_TURN:
        return Reason(Code.BOTH_ACTIONS_DONE, required=ACTIONS_PER_TURN)
    if isinstance(action, Fly):
        return Reason(Code.PLANE_ALREADY_THERE, region=action.region)
    if player.plane is None:
        return Reason(Code.PLANE_NOT_ON_BOARD)
    region = REGION_BY_ID[player.plane]
    if isinstance(action, TakeBack):
        if action.total > TAKE_BACK_MAX:
            return Reason(Code.TAKE_BACK_TOO_MANY, most=TAKE_BACK_MAX)
        for loc, n in action.rangers:
            if player.plane not in LOCATION_BY_ID[loc].regions:
                return Reason(Code.LOCATION_NOT_IN_REGION, location=loc, region=region.id)
            here = state.rangers.get(loc)
            if here is None or here.owner != me:
                return Reason(Code.NO_RANGER_AT, location=loc)
            if here.count < n:
                return Reason(Code.TOO_FEW_RANGERS_AT, location=loc, count=here.count)
        return Reason(Code.NOT_LEGAL)
    if isinstance(action, PlayCard):
        return _why_not_play(state, action, region)
    return Reason(Code.NOT_LEGAL)


def _taken(state: State, location: str) -> Reason:
    here = state.rangers.get(location)
    return Reason(Code.LOCATION_TAKEN, location=location, owner=here.owner if here else None)


def why_unavailable(state: State, action_type: type) -> Reason | None:  # noqa: C901 - one branch for each kind of action that may be unavailable
    """Why no action of this type is legal now (None when some is).

    A user interface shows this on a disabled button (take back, move, end turn ...); it
    explains the legal list and never decides it.
    """
    if action_type not in LISTED_TYPES:
        return Reason(Code.NOT_AN_ACTION, got=getattr(action_type, "__name__", str(action_type)))
    if legal_actions_of(state, action_type):
        return None
    if state.phase == OVER:
        return Reason(Code.GAME_OVER)
    if state.phase == SETUP and action_type is not DrawCard:
        return Reason(Code.OPENING_DRAWS_FIRST)
    if state.phase == DRAW and action_type is not DrawCard:
        return Reason(Code.DRAW_PENDING)
    player = state.player
    if action_type is DrawCard:
        if state.phase == TURN:
            return Reason(Code.DRAW_NOT_NOW)
        return Reason(Code.ALL_STACKS_EMPTY)
    if action_type is EndTurn:
        return why_illegal(state, EndTurn())
    if action_type is MoveRanger:
        if player.dollars < MOVE_COST:
            return Reason(Code.CANNOT_AFFORD_MOVE, cost=MOVE_COST, dollars=player.dollars)
        return Reason(Code.NO_RANGER_ON_MAP)
    if state.actions_done >= ACTIONS_PER_TURN:
        return Reason(Code.BOTH_ACTIONS_DONE, required=ACTIONS_PER_TURN)
    if player.plane is None:
        return Reason(Code.PLANE_NOT_ON_BOARD)
    if action_type is TakeBack:
        return Reason(Code.NO_RANGER_IN_REGION, region=player.plane)
    if action_type is PlayCard:
        if not player.hand:
            return Reason(Code.NO_CARD_IN_HAND)
        return _no_playable(state)
    return Reason(Code.NOT_LEGAL)


def _no_playable(state: State) -> Reason:
    player = state.player
    region = REGION_BY_ID[player.plane]
    return Reason(
        Code.NO_PLAYABLE_CARD, region=region.id, colour=region.colour, cost=WILD_COST, dollars=player.dollars
    )


def _why_not_play(state: State, action: PlayCard, region) -> Reason:
    player = state.player
    if action.card not in player.hand:
        return Reason(Code.CARD_NOT_IN_HAND, card=action.card)
    card = CARDS[action.card]
    cards, wild = playable_cards(state)
    if not cards:
        return _no_playable(state)
    if action.wild and not wild:
        return Reason(Code.WILD_NOT_NEEDED, colour=region.colour, region=region.id)
    if action.card not in cards:
        return Reason(
            Code.CARD_DOES_NOT_MATCH, card=action.card, colour=card.colour, region=region.id, region_colour=region.colour
        )
    if not action.wild and wild:
        return Reason(Code.WILD_REQUIRED, region=region.id, colour=region.colour, cost=WILD_COST)
    if action.rangers + action.track > card.kind:
        return Reason(Code.CARD_RANGER_LIMIT, card=action.card, most=card.kind)
    if action.rangers + action.track > player.supply:
        if not player.supply:
            return Reason(Code.SUPPLY_EMPTY)
        return Reason(Code.SUPPLY_SHORT, supply=player.supply)
    if action.track and not track_allowed(state):
        return Reason(Code.TRACK_TOO_FAR, windmill=state.windmill_region)
    room = RANGER_TRACK_SPACES - len(state.ranger_track)
    if action.track > room:
        if not room:
            return Reason(Code.TRACK_FULL)
        return Reason(Code.TRACK_ROOM, room=room)
    if action.location is not None:
        if action.location not in LOCATIONS_OF[region.id]:
            return Reason(Code.LOCATION_NOT_IN_REGION, location=action.location, region=region.id)
        return _taken(state, action.location)
    return Reason(Code.NOT_LEGAL)


def wild_cost(state: State) -> int:
    """What playing a card costs the player to decide right now: 0, or the wild cost."""
    return WILD_COST if playable_cards(state)[1] else 0
