"""Legality and the effect of every action.

``legal_actions(state)`` is the one place where the rules of legality live: applying an
action checks membership in the list for that kind of action, and ``why_illegal`` only
explains a refusal in words. Applying an action changes the state in place and returns the
events it caused; a refused action raises and leaves the state exactly as it was.
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
    ACTION_TYPES,
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
from .errors import IllegalActionError, MalformedActionError
from .events import NO_RANGERS, CardPlayed, NoRangerPoints, RangersPlaced, TileRevealed
from .scoring import finish, reveal, score_completed
from .state import DRAW, OVER, SETUP, TURN, LogEntry, State

# Actions are interned: the same action is the same object, which keeps listing cheap.
_FLY = {region: Fly(region) for region in REGION_IDS}
_DRAW = {kind: DrawCard(kind) for kind in KINDS}
_END = EndTurn()
_MOVES: dict[tuple[str, str], MoveRanger] = {
    (a, b): MoveRanger(a, b) for a in LOCATION_IDS for b in LOCATION_IDS if a != b
}
_PLAYS: dict[tuple, PlayCard] = {}
_TAKE_BACKS: dict[tuple, TakeBack] = {}


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
    here = state.player.plane
    return [action for region, action in _FLY.items() if region != here]


def track_allowed(state: State) -> bool:
    """Full game: the plane is in the windmill's region or a neighbouring one."""
    windmill = state.windmill_region
    plane = state.player.plane
    return (
        state.is_full
        and windmill is not None
        and plane is not None
        and (plane == windmill or plane in NEIGHBOURS[windmill])
    )


def playable_cards(state: State) -> tuple[list[int], bool]:
    """(cards that may be played in the plane's region, whether they are played wild)."""
    player = state.player
    if player.plane is None or not player.hand:
        return [], False
    colour = REGION_BY_ID[player.plane].colour
    matching = [c for c in player.hand if CARDS[c].colour == colour]
    if matching:
        return matching, False
    if player.dollars >= WILD_COST:
        return list(player.hand), True
    return [], True


def open_locations(state: State, region: str, player: int) -> list[str]:
    """Locations of the region that are empty or hold only this player's rangers."""
    owner = state.owner
    return [loc for loc in LOCATIONS_OF[region] if owner.get(loc, player) == player]


def _plays(state: State) -> list[Action]:
    if not _can_act(state):
        return []
    cards, wild = playable_cards(state)
    if not cards:
        return []
    me = state.current
    supply = state.players[me].supply
    region = state.player.plane
    targets = open_locations(state, region, me)
    track_room = RANGER_TRACK_SPACES - len(state.ranger_track) if track_allowed(state) else 0
    out: list[Action] = []
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
    if not _can_act(state) or state.player.plane is None:
        return []
    me = state.current
    mine = [
        (loc, state.count[loc])
        for loc in LOCATIONS_OF[state.player.plane]
        if state.owner.get(loc) == me
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
            out.append(TakeBack(tuple((loc, k) for (loc, _), k in zip(mine, counts) if k)))
    _TAKE_BACKS[key] = out
    return list(out)


def _moves(state: State) -> list[Action]:
    if state.phase != TURN or state.player.dollars < MOVE_COST:
        return []
    me = state.current
    owner = state.owner
    sources = [loc for loc, who in owner.items() if who == me]
    if not sources:
        return []
    targets = [loc for loc in LOCATION_IDS if owner.get(loc, me) == me]
    moves = _MOVES
    return [moves[s, t] for s in sources for t in targets if s != t]


def _end_turns(state: State) -> list[Action]:
    if state.phase == TURN and state.actions_done >= ACTIONS_PER_TURN:
        return [_END]
    return []


_LEGAL_BY_KIND = {
    Fly: _flights,
    PlayCard: _plays,
    DrawCard: _draws,
    TakeBack: _take_backs,
    MoveRanger: _moves,
    EndTurn: _end_turns,
}


def legal_actions(state: State) -> list[Action]:
    """Every action the player to decide may take now; empty once the game is over."""
    if state.phase == OVER:
        return []
    out: list[Action] = []
    for generate in _LEGAL_BY_KIND.values():
        out.extend(generate(state))
    return out


def legal_actions_of(state: State, kind: type) -> list[Action]:
    """The legal actions of one kind (Fly, PlayCard, ...): what a user interface offers."""
    return _LEGAL_BY_KIND[kind](state) if state.phase != OVER else []


def is_legal(state: State, action: Action) -> bool:
    generate = _LEGAL_BY_KIND.get(type(action))
    return generate is not None and state.phase != OVER and action in generate(state)


# --- applying actions --------------------------------------------------------------------


def apply_action(state: State, action: Action) -> tuple:
    """Apply a legal action for the player to decide; return the events it caused."""
    if not isinstance(action, ACTION_TYPES):
        raise MalformedActionError(f"not an action of this game: {action!r}")
    if not is_legal(state, action):
        raise IllegalActionError(f"{describe(state, action)} is not allowed: {why_illegal(state, action)}")
    player = state.current
    events = tuple(_APPLY[type(action)](state, action))
    state.history.append(action)
    state.log.append(LogEntry(player, action, events, state.turn))
    if isinstance(action, DrawCard) or any(isinstance(e, TileRevealed) for e in events):
        state.undo_floor = len(state.history)
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
        state.owner[action.location] = me
        state.count[action.location] = state.count.get(action.location, 0) + action.rangers
        events += score_completed(state, LOCATION_BY_ID[action.location].regions, me)
    elif not action.track:
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


def _take_back(state: State, action: TakeBack) -> list:
    me = state.current
    for loc, n in action.rangers:
        state.count[loc] -= n
        if not state.count[loc]:
            del state.count[loc]
            del state.owner[loc]
    state.players[me].supply += action.total
    state.actions_done += 1
    regions = [r for loc, _ in action.rangers for r in LOCATION_BY_ID[loc].regions]
    return score_completed(state, regions, me)


def _move(state: State, action: MoveRanger) -> list:
    me = state.current
    state.players[me].dollars -= MOVE_COST
    src, dst = action.source, action.target
    state.count[src] -= 1
    if not state.count[src]:
        del state.count[src]
        del state.owner[src]
    state.owner[dst] = me
    state.count[dst] = state.count.get(dst, 0) + 1
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
    state.undo_floor = len(state.history) + 1
    return []


def _check_end_trigger(state: State) -> None:
    """The last round starts once every stack is empty and a player holds no card."""
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


# --- undo ----------------------------------------------------------------------------------


def can_undo(state: State) -> bool:
    """The last action may be taken back: it is this turn's, and revealed nothing hidden."""
    return state.phase != OVER and len(state.history) > state.undo_floor


# --- words ---------------------------------------------------------------------------------


def describe(state: State, action: Action) -> str:
    """The action in words, from the point of view of the player to decide."""
    name = state.players[state.current].name if state.players else "?"
    if isinstance(action, Fly):
        return f"{name} flying to {REGION_BY_ID[action.region].name}"
    if isinstance(action, PlayCard):
        card = CARDS[action.card]
        where = (
            f"{_rangers(action.rangers)} at {LOCATION_BY_ID[action.location].name}"
            if action.location
            else "no ranger on the map"
        )
        track = f" and {action.track} on the ranger track" if action.track else ""
        wild = " as wild" if action.wild else ""
        return f"{name} playing the {card.name} card{wild} with {where}{track}"
    if isinstance(action, DrawCard):
        return f"{name} drawing from stack {action.stack}"
    if isinstance(action, TakeBack):
        parts = ", ".join(f"{n} from {LOCATION_BY_ID[loc].name}" for loc, n in action.rangers)
        return f"{name} taking back {parts}"
    if isinstance(action, MoveRanger):
        return (
            f"{name} moving a ranger from {LOCATION_BY_ID[action.source].name} "
            f"to {LOCATION_BY_ID[action.target].name}"
        )
    return f"{name} ending the turn"


def why_illegal(state: State, action: Action) -> str:
    """Explain in words why an action is not in the legal list (never decides legality)."""
    if state.phase == OVER:
        return "the game is over"
    if state.phase == SETUP and not isinstance(action, DrawCard):
        return "every player first draws two cards, one at a time, from the stacks"
    if state.phase == DRAW and not isinstance(action, DrawCard):
        return "a card was just played: first draw a new card from a stack"
    player = state.player
    if isinstance(action, DrawCard):
        if state.phase not in (SETUP, DRAW):
            return "cards are drawn only at setup and right after playing a card"
        return f"stack {action.stack} is empty"
    if isinstance(action, EndTurn):
        done = state.actions_done
        return f"a turn is {ACTIONS_PER_TURN} actions and {done} {'is' if done == 1 else 'are'} done"
    if isinstance(action, MoveRanger):
        if player.dollars < MOVE_COST:
            return f"moving a ranger costs {MOVE_COST} dollars and {player.name} has {player.dollars}"
        if state.owner.get(action.source) != state.current:
            return f"{player.name} has no ranger at {LOCATION_BY_ID[action.source].name}"
        if action.source == action.target:
            return "a ranger must move to another location"
        return f"{LOCATION_BY_ID[action.target].name} holds another player's rangers"
    if state.actions_done >= ACTIONS_PER_TURN:
        return "both actions of this turn are done; end the turn"
    if isinstance(action, Fly):
        return f"the plane is already in {REGION_BY_ID[action.region].name}"
    if player.plane is None:
        return "the plane is not on the board yet: fly first"
    region = REGION_BY_ID[player.plane]
    if isinstance(action, TakeBack):
        if action.total > TAKE_BACK_MAX:
            return f"at most {TAKE_BACK_MAX} rangers come back in one action"
        for loc, n in action.rangers:
            if player.plane not in LOCATION_BY_ID[loc].regions:
                return f"{LOCATION_BY_ID[loc].name} is not in {region.name}, where the plane is"
            if state.owner.get(loc) != state.current:
                return f"{player.name} has no ranger at {LOCATION_BY_ID[loc].name}"
            if state.count[loc] < n:
                return f"{player.name} has only {_rangers(state.count[loc])} at {LOCATION_BY_ID[loc].name}"
        return "those rangers cannot be taken back"
    if isinstance(action, PlayCard):
        return _why_not_play(state, action, region)
    return "it is not one of the legal actions"


def why_unavailable(state: State, kind: type) -> str:
    """Explain in words why no action of this kind is legal now ("" when some is).

    A user interface shows this on a disabled button (take back, move, end turn ...);
    it explains the legal list and never decides it.
    """
    if legal_actions_of(state, kind):
        return ""
    if state.phase == OVER:
        return "the game is over"
    if state.phase == SETUP and kind is not DrawCard:
        return "every player first draws two cards, one at a time, from the stacks"
    if state.phase == DRAW and kind is not DrawCard:
        return "a card was just played: first draw a new card from a stack"
    player = state.player
    if kind is DrawCard:
        if state.phase == TURN:
            return "cards are drawn only at setup and right after playing a card"
        return "every stack is empty"
    if kind is EndTurn:
        return why_illegal(state, _END)
    if kind is MoveRanger:
        if player.dollars < MOVE_COST:
            return f"moving a ranger costs {MOVE_COST} dollars and {player.name} has {player.dollars}"
        return f"{player.name} has no ranger on the map"
    if state.actions_done >= ACTIONS_PER_TURN:
        return "both actions of this turn are done; end the turn"
    if player.plane is None:
        return "the plane is not on the board yet: fly first"
    region = REGION_BY_ID[player.plane]
    if kind is TakeBack:
        return f"{player.name} has no ranger in {region.name}, where the plane is"
    if kind is PlayCard:
        if not player.hand:
            return f"{player.name} holds no card"
        cards, _ = playable_cards(state)
        if not cards:
            return (
                f"no card matches {region.name} ({region.colour}) and playing one as wild costs "
                f"{WILD_COST} dollars; {player.name} has {player.dollars}"
            )
    return "not possible now"


def _why_not_play(state: State, action: PlayCard, region) -> str:
    player = state.player
    if action.card not in player.hand:
        return f"{player.name} does not hold that card"
    card = CARDS[action.card]
    cards, wild = playable_cards(state)
    if not cards:
        return (
            f"no card matches {region.name} ({region.colour}) and playing one as wild costs "
            f"{WILD_COST} dollars; {player.name} has {player.dollars}"
        )
    if action.wild and not wild:
        return f"{_a(region.colour)} {region.colour} card is in hand, so no card may be played as wild"
    if action.card not in cards:
        return f"the {card.colour} card does not match {region.name} ({region.colour})"
    if not action.wild and wild:
        return (
            f"no card matches {region.name} ({region.colour}): pay {WILD_COST} dollars "
            f"to play one as wild"
        )
    if action.rangers + action.track > card.kind:
        return f"the {card.name} card places at most {_rangers(card.kind)}"
    if action.rangers + action.track > player.supply:
        if not player.supply:
            return f"{player.name} has no ranger left in supply (a card can still be played without rangers)"
        return f"{player.name} has only {_rangers(player.supply)} in supply"
    if action.track and not track_allowed(state):
        return "rangers go on the ranger track only from the windmill's region or a neighbour"
    room = RANGER_TRACK_SPACES - len(state.ranger_track)
    if action.track > room:
        if not room:
            return "the ranger track is full"
        return f"the ranger track has room for only {_rangers(room)} more"
    if (action.location is None) != (action.rangers == 0):
        return "name a location exactly when rangers are placed there"
    if action.location is not None:
        if action.location not in LOCATIONS_OF[region.id]:
            return f"{LOCATION_BY_ID[action.location].name} is not in {region.name}"
        return f"{LOCATION_BY_ID[action.location].name} holds another player's rangers"
    return "it is not one of the legal actions"


def _a(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _rangers(n: int) -> str:
    return f"{n} ranger" if n == 1 else f"{n} rangers"
