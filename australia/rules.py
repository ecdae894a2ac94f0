"""Legality and the effect of every action.

``legal_actions(state)`` is the one place where the rules of legality live: applying an
action checks membership in the list for that type of action, and ``why_illegal`` only
explains a refusal, as a ``Reason`` (a code and its parameters, never words). Applying an
action changes the state in place and returns the events it caused; a refused action raises
and leaves the state exactly as it was.
"""

from __future__ import annotations

from itertools import product, repeat
from operator import is_
from typing import NamedTuple

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
    HAND_SIZE,
    KINDS,
    LOCATION_BY_ID,
    LOCATION_IDS,
    LOCATIONS_OF,
    MOVE_COST,
    NEIGHBOURS,
    NO_RANGER_POINTS,
    RANGER_TRACK_SPACES,
    REGION_BY_ID,
    REGION_IDS,
    TAKE_BACK_MAX,
    WILD_COST,
)
from .errors import IllegalActionError
from .events import (
    CONSERVATION,
    INDUSTRIALIZATION,
    NO_RANGERS,
    CardPlayed,
    NoRangerPoints,
    Project,
    RangersPlaced,
    TileRevealed,
)
from .reasons import Code, Reason
from .scoring import finish, reveal, score_completed
from .state import DRAW, OVER, SETUP, TURN, LogEntry, Rangers, State

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


# --- applying actions --------------------------------------------------------------------


def apply_action(state: State, action: Action) -> tuple:
    """Apply a legal action for the player to decide; return the events it caused.

    Anything that is not a well-formed action raises ``MalformedActionError``, a well-formed
    action that is not legal now raises ``IllegalActionError``; either way the state is
    left exactly as it was.
    """
    action = check_action(action)
    if state.phase != OVER:
        listed = _LEGAL_BY_TYPE[type(action)](state)
        # Every listed action is one shared object, so membership is a matter of identity.
        same = _listed_object(action)
        if same is not None and any(map(is_, listed, repeat(same))):
            return apply_trusted(state, same)
    raise IllegalActionError(why_illegal(state, action), action)


def _listed_object(action: Action) -> Action | None:
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


def apply_trusted(state: State, action: Action, *, record: bool = True) -> tuple:
    """Apply an action taken from ``legal_actions(state)`` without checking it again.

    For searches that only ever apply listed actions; anything else must use
    ``apply_action``. ``record=False`` keeps the log out of it (a copy made with
    ``State.copy(log=False)`` cannot be undone or saved anyway).
    """
    player = state.current
    turn = state.turn
    kind = type(action)
    events = tuple(_APPLY[kind](state, action))
    if record:
        log = state.log
        log.append(LogEntry(player, action, events, turn))
        if kind is DrawCard or (events and any(type(e) is TileRevealed for e in events)):
            state.undo_floor = len(log)
    return events


def _fly(state: State, action: Fly) -> list:
    state.player.plane = action.region
    state.actions_done += 1
    events = reveal(state, action.region)
    if events:
        events += score_completed(state, [action.region], state.current)
    return events


def _play_card(state: State, action: PlayCard) -> list:
    me = state.current
    player = state.players[me]
    card = CARDS[action.card]
    region = player.plane
    if action.wild:
        player.dollars -= WILD_COST
    player.hand.remove(action.card)
    state.played_cards.append(action.card)
    player.dollars += card.dollars
    state.actions_done += 1
    events: list = [CardPlayed(me, action.card, region, action.wild, card.dollars)]
    if action.rangers or action.track:
        events.append(RangersPlaced(me, action.location, action.rangers, action.track))
    if action.track:
        player.supply -= action.track
        state.ranger_track.extend([me] * action.track)
    if action.rangers:
        player.supply -= action.rangers
        _add(state, action.location, me, action.rangers)
        events += score_completed(state, LOCATION_BY_ID[action.location].regions, me)
    elif not action.track:  # wild or not; rangers on the track are placed (docs/rules.md, rulings 9 and 10)
        player.score(NO_RANGERS, NO_RANGER_POINTS)
        events.append(NoRangerPoints(me, NO_RANGER_POINTS))
    if any(state.stacks.values()):
        state.phase = DRAW
    _check_end_trigger(state)
    return events


def _draw(state: State, action: DrawCard) -> list:
    card = state.stacks[action.stack].pop()
    state.player.hand.append(card)
    if state.phase == SETUP:
        seats = len(state.players)
        drawn = sum(len(p.hand) for p in state.players)
        if drawn >= HAND_SIZE * seats:
            state.phase = TURN
            state.current = state.start_player
            state.turn = 1
        else:
            state.current = (state.current + 1) % seats
    else:
        state.phase = TURN
    _check_end_trigger(state)
    return []


def _add(state: State, location: str, player: int, n: int) -> None:
    here = state.rangers.get(location)
    state.rangers[location] = Rangers(player, n + (here.count if here is not None else 0))


def _remove(state: State, location: str, n: int) -> None:
    here = state.rangers[location]
    if here.count == n:
        del state.rangers[location]
    else:
        state.rangers[location] = Rangers(here.owner, here.count - n)


def _take_back(state: State, action: TakeBack) -> list:
    me = state.current
    for loc, n in action.rangers:
        _remove(state, loc, n)
    state.players[me].supply += action.total
    state.actions_done += 1
    regions = [r for loc, _ in action.rangers for r in LOCATION_BY_ID[loc].regions]
    return score_completed(state, regions, me)


def _move(state: State, action: MoveRanger) -> list:
    me = state.current
    state.players[me].dollars -= MOVE_COST
    src, dst = action.source, action.target
    _remove(state, src, 1)
    _add(state, dst, me, 1)
    regions = LOCATION_BY_ID[src].regions + LOCATION_BY_ID[dst].regions
    return score_completed(state, regions, me)


def _end_turn(state: State, action: EndTurn) -> list:
    seats = len(state.players)
    last_of_round = (state.start_player - 1) % seats
    if state.current == last_of_round:
        if state.end_triggered:
            return finish(state)
        state.round += 1
    state.current = (state.current + 1) % seats
    state.actions_done = 0
    state.turn += 1
    state.undo_floor = len(state.log) + 1
    return []


def _check_end_trigger(state: State) -> None:
    """The last round starts once every stack is empty and a player holds no card
    (docs/rules.md, ruling 28)."""
    if not state.end_triggered and not any(state.stacks.values()):
        if any(not p.hand for p in state.players) and state.phase != SETUP:
            state.end_triggered = True


_APPLY = {
    Fly: _fly,
    PlayCard: _play_card,
    DrawCard: _draw,
    TakeBack: _take_back,
    MoveRanger: _move,
    EndTurn: _end_turn,
}


# --- what a play would complete ------------------------------------------------------------


class Completion(NamedTuple):
    """A project that rangers placed at a location would complete, and the fewest that do."""

    region: str
    project: Project
    rangers: int

    def completed_by(self, rangers: int) -> bool:
        """Whether placing this many rangers completes it: a conservation project takes any
        number from the fewest up, an industrialization tile exactly that number."""
        return rangers >= self.rangers if self.project is CONSERVATION else rangers == self.rangers


def completions(state: State, location: str) -> list[Completion]:
    """The projects that rangers placed at ``location`` would complete, without placing them.

    A conservation project whose only empty location this is (one ranger completes it), and
    a face-up industrialization tile that lacks rangers (exactly that many complete it).
    Placing rangers is the only change, so nothing else can complete: this is what applying
    the play would score.
    """
    out: list[Completion] = []
    rangers = state.rangers
    empty_here = location not in rangers
    for region in LOCATION_BY_ID[location].regions:
        if empty_here and region in state.conservation:
            if all(loc in rangers or loc == location for loc in LOCATIONS_OF[region]):
                out.append(Completion(region, CONSERVATION, 1))
        value = state.tiles.get(region)
        if value is not None and region in state.face_up:
            lack = value - state.region_rangers(region)
            if lack > 0:
                out.append(Completion(region, INDUSTRIALIZATION, lack))
    return out


def completes_project(state: State, play: PlayCard) -> bool:
    """Whether this play of a card completes a project (the player to decide plays it)."""
    placed = play.rangers
    if not placed or play.location is None:
        return False
    return any(c.completed_by(placed) for c in completions(state, play.location))


# --- undo ----------------------------------------------------------------------------------


def can_undo(state: State) -> bool:
    """The last action may be taken back: it is this turn's, and revealed nothing hidden."""
    return state.phase != OVER and len(state.log) > state.undo_floor


def why_no_undo(state: State) -> Reason | None:
    """Why the last action cannot be taken back now (None when it can)."""
    if can_undo(state):
        return None
    if state.phase == OVER:
        return Reason(Code.GAME_OVER)
    last = state.log[-1] if state.log else None
    if last is not None and last.player == state.current and last.turn == state.turn:
        if type(last.action) is not EndTurn:
            return Reason(Code.HIDDEN_REVEALED)
    return Reason(Code.NOTHING_TO_UNDO)


# --- reasons -------------------------------------------------------------------------------


def why_illegal(state: State, action: Action) -> Reason | None:
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


def why_unavailable(state: State, action_type: type) -> Reason | None:
    """Why no action of this type is legal now (None when some is).

    A user interface shows this on a disabled button (take back, move, end turn ...); it
    explains the legal list and never decides it.
    """
    if action_type not in _LEGAL_BY_TYPE:
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
        return why_illegal(state, _END)
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
