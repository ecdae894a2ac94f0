"""Which actions are legal: ``legal_actions(state)`` is the one place where the rules of
legality live (``rules.apply_action`` checks membership in its list, ``refusals`` only explains
a refusal). Every listed action is one shared object, so that listing stays cheap.
"""

from __future__ import annotations

from itertools import product

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
    KINDS,
    LOCATION_IDS,
    LOCATIONS_OF,
    MOVE_COST,
    NEIGHBOURS,
    RANGER_TRACK_SPACES,
    REGION_BY_ID,
    REGION_IDS,
    TAKE_BACK_MAX,
    WILD_COST,
)
from .state import DRAW, OVER, SETUP, TURN, State


# Actions are interned: the same action is the same object, which keeps listing cheap.
_FLY = {region: Fly(region) for region in REGION_IDS}
_DRAW = {kind: DrawCard(kind) for kind in KINDS}
_END = EndTurn()
_MOVES: dict[tuple[str, str], MoveRanger] = {
    (a, b): MoveRanger(a, b) for a in LOCATION_IDS for b in LOCATION_IDS if a != b
}
MAX_CARD_RANGERS = max(KINDS)

# Every flight from a region (None: the plane is not on the board yet), in board order.
_FLIGHTS_FROM: dict[str | None, tuple[Fly, ...]] = {
    here: tuple(action for region, action in _FLY.items() if region != here) for here in (None, *REGION_IDS)
}
_PLAYS: dict[tuple, PlayCard] = {}
_TAKE_BACKS: dict[tuple, list[TakeBack]] = {}
_TAKE_BACK: dict[tuple, TakeBack] = {}  # one object per take-back, by its rangers
# The plays of one situation (cards, wild, rangers available, open locations, room on the
# track), memoised: random games meet the same few thousand situations again and again.
_PLAYS_OF: dict[tuple, tuple[PlayCard, ...]] = {}
_PLAYS_OF_LIMIT = 50_000


def _play(card: int, location: str | None, rangers: int, track: int, wild: bool) -> PlayCard:
    key = (card, location, rangers, track, wild)
    action = _PLAYS.get(key)
    if action is None:
        action = _PLAYS[key] = PlayCard(card, location, rangers, track, wild)
    return action


# --- legality, one generator per kind of action ------------------------------------------


def _draws(state: State) -> list[Action]:
    if state.phase not in (SETUP, DRAW):
        return []
    return [_DRAW[kind] for kind in KINDS if state.stacks[kind]]


def _can_act(state: State) -> bool:
    return state.phase == TURN and state.actions_done < ACTIONS_PER_TURN


def _flights(state: State) -> list[Action]:
    if not _can_act(state):
        return []
    return list(_FLIGHTS_FROM[state.players[state.current].plane])


def track_allowed(state: State) -> bool:
    """Full game: the plane is in the windmill's region or a neighbouring one (docs/rules.md,
    ruling 24)."""
    windmill = state.windmill_region
    plane = state.player.plane
    return (
        state.is_full
        and windmill is not None
        and plane is not None
        and (plane == windmill or plane in NEIGHBOURS[windmill])
    )


def playable_cards(state: State) -> tuple[list[int], bool]:
    """(cards that may be played in the plane's region, whether they are played wild).

    Wild only when no card matches, and only with the wild cost in hand (docs/rules.md,
    ruling 8)."""
    player = state.players[state.current]
    if player.plane is None or not player.hand:
        return [], False
    colour = REGION_BY_ID[player.plane].colour
    matching = [c for c in player.hand if CARDS[c].colour == colour]
    if matching:
        return matching, False
    if player.dollars >= WILD_COST:
        return list(player.hand), True
    return [], True


def _plays(state: State) -> list[Action]:
    if not _can_act(state):
        return []
    cards, wild = playable_cards(state)
    if not cards:
        return []
    me = state.current
    player = state.players[me]
    supply = player.supply
    region = player.plane
    rangers = state.rangers
    targets = tuple(
        loc for loc in LOCATIONS_OF[region] if (here := rangers.get(loc)) is None or here.owner == me
    )
    track_room = RANGER_TRACK_SPACES - len(state.ranger_track) if track_allowed(state) else 0
    key = (tuple(cards), wild, min(supply, MAX_CARD_RANGERS), targets, min(track_room, MAX_CARD_RANGERS))
    found = _PLAYS_OF.get(key)
    if found is None:
        if len(_PLAYS_OF) >= _PLAYS_OF_LIMIT:
            _PLAYS_OF.clear()
        found = _PLAYS_OF[key] = tuple(_list_plays(cards, wild, supply, targets, track_room))
    return list(found)


def _list_plays(cards, wild: bool, supply: int, targets, track_room: int) -> list[PlayCard]:
    out: list[PlayCard] = []
    for card in cards:
        most = CARDS[card].kind
        for placed in range(0, min(most, supply) + 1):
            for track in range(0, min(most - placed, supply - placed, track_room) + 1):
                if placed:
                    out.extend(_play(card, loc, placed, track, wild) for loc in targets)
                else:
                    out.append(_play(card, None, 0, track, wild))
    return out


def _take_backs(state: State) -> list[Action]:
    if not _can_act(state):
        return []
    me = state.current
    plane = state.players[me].plane
    if plane is None:
        return []
    rangers = state.rangers
    mine = [
        (loc, here.count)
        for loc in LOCATIONS_OF[plane]
        if (here := rangers.get(loc)) is not None and here.owner == me
    ]
    if not mine:
        return []
    key = tuple(mine)
    cached = _TAKE_BACKS.get(key)
    if cached is not None:
        return list(cached)
    out = []
    ranges = [range(0, min(n, TAKE_BACK_MAX) + 1) for _, n in mine]
    for counts in product(*ranges):
        total = sum(counts)
        if 1 <= total <= TAKE_BACK_MAX:
            rangers = tuple((loc, k) for (loc, _), k in zip(mine, counts) if k)
            action = _TAKE_BACK.get(rangers)
            if action is None:
                action = _TAKE_BACK[rangers] = TakeBack(rangers)
            out.append(action)
    _TAKE_BACKS[key] = out
    return list(out)


def _moves(state: State) -> list[Action]:
    """Moves for dollars: in the turn phase only, so never before a pending draw nor during
    the opening draws (docs/rules.md, rulings 12 and 13)."""
    me = state.current
    if state.phase != TURN or state.players[me].dollars < MOVE_COST:
        return []
    rangers = state.rangers
    # In board order, not the order rangers arrived: the list depends on the position only.
    sources = [loc for loc in LOCATION_IDS if (here := rangers.get(loc)) is not None and here.owner == me]
    if not sources:
        return []
    targets = [loc for loc in LOCATION_IDS if loc not in rangers or rangers[loc].owner == me]
    moves = _MOVES
    return [moves[s, t] for s in sources for t in targets if s != t]


def _end_turns(state: State) -> list[Action]:
    if state.phase == TURN and state.actions_done >= ACTIONS_PER_TURN:
        return [_END]
    return []


_LEGAL_BY_TYPE = {
    Fly: _flights,
    PlayCard: _plays,
    DrawCard: _draws,
    TakeBack: _take_backs,
    MoveRanger: _moves,
    EndTurn: _end_turns,
}


def legal_actions(state: State) -> list[Action]:
    """Every action the player to decide may take now; empty once the game is over.

    The order is fixed (flights, plays, draws, take-backs, moves, end of turn), so a seeded
    choice from the list is reproducible.
    """
    phase = state.phase
    if phase == OVER:
        return []
    if phase != TURN:
        return _draws(state)
    if state.actions_done >= ACTIONS_PER_TURN:
        return _moves(state) + _end_turns(state)
    out = _flights(state)
    out += _plays(state)
    out += _take_backs(state)
    out += _moves(state)
    return out


def legal_actions_of(state: State, action_type: type) -> list[Action]:
    """The legal actions of one type (Fly, PlayCard, ...): what a user interface offers."""
    return _LEGAL_BY_TYPE[action_type](state) if state.phase != OVER else []


def is_legal(state: State, action: Action) -> bool:
    """Whether ``action`` is legal now; anything that is not a well-formed action is not."""
    generate = _LEGAL_BY_TYPE.get(type(action))
    if generate is None or state.phase == OVER:
        return False
    try:
        action = check_action(action)
    except ValueError:
        return False
    return action in generate(state)

def listed(action: Action) -> Action | None:
    """The one object that stands for this action in every legal list (None: never listed)."""
    kind = type(action)
    if kind is Fly:
        return _FLY.get(action.region)
    if kind is PlayCard:
        return _PLAYS.get((action.card, action.location, action.rangers, action.track, action.wild))
    if kind is DrawCard:
        return _DRAW.get(action.stack)
    if kind is TakeBack:
        return _TAKE_BACK.get(action.rangers)
    if kind is MoveRanger:
        return _MOVES.get((action.source, action.target))
    return _END


# The types of action the rules list (``legal_actions_of`` takes each).
LISTED_TYPES = frozenset(_LEGAL_BY_TYPE)
