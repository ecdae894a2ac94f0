"""The rules' face: the effect of every action, what a play would complete, and undo's limit;
with legality (``legality.py``) and the reasons of a refusal (``refusals.py``) under the
same names.

``legal_actions(state)`` is the one place where the rules of legality live: applying an
action checks membership in the list for that type of action, and ``why_illegal`` only
explains a refusal, as a ``Reason`` (a code and its parameters, never words). Applying an
action changes the state in place and returns the events it caused; a refused action raises
and leaves the state exactly as it was.
"""

from __future__ import annotations

from itertools import repeat
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
from .board import CARDS, HAND_SIZE, LOCATION_BY_ID, LOCATIONS_OF, MOVE_COST, NO_RANGER_POINTS, WILD_COST
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
from .legality import (
    is_legal,
    legal_actions,
    legal_actions_of,
    listed,
    playable_cards,
    track_allowed,
)
from .reasons import Code, Reason
from .refusals import why_illegal, why_unavailable, wild_cost
from .scoring import finish, reveal, score_completed
from .state import DRAW, OVER, SETUP, TURN, LogEntry, Rangers, State

# --- applying actions --------------------------------------------------------------------


def apply_action(state: State, action: Action) -> tuple:
    """Apply a legal action for the player to decide; return the events it caused.

    Anything that is not a well-formed action raises ``MalformedActionError``, a well-formed
    action that is not legal now raises ``IllegalActionError``; either way the state is
    left exactly as it was.
    """
    action = check_action(action)
    if state.phase != OVER:
        legal = legal_actions_of(state, type(action))
        # Every listed action is one shared object, so membership is a matter of identity.
        same = listed(action)
        if same is not None and any(map(is_, legal, repeat(same))):
            return apply_trusted(state, same)
    raise IllegalActionError(why_illegal(state, action), action)



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


# The rules under one name: legality and refusals live in modules of their own.
__all__ = [
    "Completion",
    "apply_action",
    "apply_trusted",
    "can_undo",
    "completes_project",
    "completions",
    "is_legal",
    "legal_actions",
    "legal_actions_of",
    "playable_cards",
    "track_allowed",
    "why_illegal",
    "why_no_undo",
    "why_unavailable",
    "wild_cost",
]
