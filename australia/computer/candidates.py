"""Which actions the computer opponents think worth considering.

``candidates(state)`` prunes the legal list to the actions a sensible player considers: the
ranger counts that complete or approach a project, all of them and none; flights only to
where a held card can be played (no flying in circles); a move for dollars or a take-back
only when it scores. Every candidate is an object from ``legal_actions`` itself.
"""

from __future__ import annotations

from ..actions import EndTurn, Fly, MoveRanger, PlayCard, TakeBack
from ..board import ACTIONS_PER_TURN, LOCATION_BY_ID, LOCATION_IDS, MOVE_COST, REGION_IDS, WILD_COST
from ..events import ProjectScored
from ..rules import apply_trusted, completes_project, completions, legal_actions, legal_actions_of
from ..state import DRAW, OVER, SETUP, State
from .features import CARD_COLOUR, LOCATIONS_IN, REGIONS_OF_COLOUR

def matching_regions(state: State) -> set[str]:
    """Regions where a held card could be played without paying for it."""
    out: set[str] = set()
    for card in state.player.hand:
        out.update(REGIONS_OF_COLOUR[CARD_COLOUR[card]])
    return out


def completing_counts(state: State, location: str) -> set[int]:
    """The fewest rangers placed at ``location`` that complete each project they can complete
    there (the fewest keep most in supply)."""
    return {c.rangers for c in completions(state, location)}


def _plays(state: State) -> list:
    plays = legal_actions_of(state, PlayCard)
    if not plays:
        return []
    wanted: dict[str, set[int]] = {}
    most_track: dict[tuple, int] = {}
    most_here: dict[str, int] = {}
    for action in plays:
        key = (action.card, action.location, action.rangers)
        if action.track > most_track.get(key, -1):
            most_track[key] = action.track
        loc = action.location
        if loc is not None and action.rangers > most_here.get(loc, 0):
            most_here[loc] = action.rangers
    for loc, most in most_here.items():
        wanted[loc] = {1, most} | completing_counts(state, loc)
    out = []
    for action in plays:
        loc = action.location
        if loc is not None and action.rangers not in wanted[loc]:
            continue
        if action.track == 0 or action.track == most_track[action.card, loc, action.rangers]:
            out.append(action)
    return out


def _scoring_gain(state: State, action, seat: int) -> int:
    """The points ``seat`` gains at once from the action (projects only), on a copy."""
    trial = state.copy(log=False)
    before = trial.players[seat].points
    events = apply_trusted(trial, action, record=False)
    if not any(type(e) is ProjectScored for e in events):
        return 0
    return trial.players[seat].points - before


_MOVES_SEEN: dict[tuple, list] = {}


def ranger_moves(state: State) -> list:
    """Moves for dollars that complete a project and pay more than they cost.

    Remembered by the public position they depend on: a search asks again and again."""
    if state.player.dollars < MOVE_COST:
        return []
    key = (
        state.current,
        tuple(sorted(state.rangers.items())),
        tuple(sorted((r, state.tiles[r]) for r in state.face_up)),
        tuple(sorted(state.conservation)),
        tuple(state.ranger_track),
        len(state.windmill_track),
        state.windmill_value,
    )
    known = _MOVES_SEEN.get(key)
    if known is None:
        if len(_MOVES_SEEN) > 4096:
            _MOVES_SEEN.clear()
        known = _MOVES_SEEN[key] = _find_moves(state)
    return list(known)


def _find_moves(state: State) -> list:
    me = state.current
    rangers = state.rangers
    targets: set[str] = set()  # a ranger arriving here completes something
    sources: set[str] = set()  # a ranger leaving here completes something
    for region in REGION_IDS:
        locs = LOCATIONS_IN[region]
        if region in state.conservation:
            empty = [loc for loc in locs if loc not in rangers]
            if len(empty) == 1:
                targets.add(empty[0])
        value = state.tiles.get(region)
        if value is not None and region in state.face_up:
            count = state.region_rangers(region)
            if count + 1 == value:
                targets.update(loc for loc in locs if loc not in rangers or rangers[loc].owner == me)
            elif count - 1 == value:
                sources.update(loc for loc in locs if loc in rangers and rangers[loc].owner == me)
    if not targets and not sources:
        return []
    legal = set(legal_actions_of(state, MoveRanger))
    mine = sorted((loc for loc, here in rangers.items() if here.owner == me), key=lambda loc: (not _dead(state, loc), -rangers[loc].count, loc))
    open_to_me = [loc for loc in LOCATION_IDS if loc not in rangers or rangers[loc].owner == me]
    open_to_me.sort(key=lambda loc: (not _dead(state, loc), loc))
    tried: list = []
    for target in sorted(targets):
        tried.extend([MoveRanger(src, target) for src in mine if src != target][:2])
    for source in sorted(sources):
        tried.extend([MoveRanger(source, dst) for dst in open_to_me if dst != source][:2])
    out = []
    for action in dict.fromkeys(tried):
        if action in legal and _scoring_gain(state, action, me) > MOVE_COST:
            out.append(action)
    return out


def _dead(state: State, location: str) -> bool:
    """Whether every region of the location has both projects done: rangers there idle."""
    return all(r not in state.conservation and r not in state.tiles for r in LOCATION_BY_ID[location].regions)


def _take_backs(state: State) -> list:
    """Take-backs that complete a project, or that bring home rangers with nothing left to do."""
    backs = legal_actions_of(state, TakeBack)
    if not backs:
        return []
    me = state.current
    out = [a for a in backs if _scoring_gain(state, a, me) > 0]
    if state.player.supply < 2:
        dead = [
            a
            for a in backs
            if all(
                r not in state.conservation and r not in state.tiles
                for loc, _ in a.rangers
                for r in LOCATION_BY_ID[loc].regions
            )
        ]
        if dead:
            out.append(max(dead, key=lambda a: a.total))
    return out


def _flights(state: State) -> list:
    flights = legal_actions_of(state, Fly)
    if not flights:
        return []
    matching = matching_regions(state)
    useful = [a for a in flights if a.region in matching]
    if not useful and state.player.hand and state.player.dollars >= WILD_COST:
        useful = list(flights)  # no colour anywhere near: a wild card is the only play
    return useful


def candidates(state: State, last_action: object = None) -> list:
    """The actions worth considering now, a subset of ``legal_actions(state)`` never empty
    while the game goes on. ``last_action`` is the seat's previous action this turn (so a
    second flight in a row is considered only when nothing else is possible)."""
    phase = state.phase
    if phase == OVER:
        return []
    if phase in (SETUP, DRAW):
        return legal_actions(state)
    out: list = []
    if state.actions_done >= ACTIONS_PER_TURN:
        return legal_actions_of(state, EndTurn) + ranger_moves(state)
    plays = _plays(state)
    out.extend(plays)
    out.extend(_take_backs(state))
    out.extend(ranger_moves(state))
    if type(last_action) is not Fly:
        flights = _flights(state)
        if not plays and not flights:
            flights = legal_actions_of(state, Fly)
        out.extend(flights)
    if not out:
        out = legal_actions_of(state, Fly)  # nothing else to do: fly (never stand still)
    return out


def is_bare(action: object) -> bool:
    """A card played placing no ranger, neither at a location nor on the track (for the 2
    points). A play names a location exactly when it places rangers there."""
    return type(action) is PlayCard and action.location is None and not action.track


def without_bare(state: State, actions: list) -> list:
    """``actions`` without the cards played bare that could have placed a ranger quietly:
    while the player to move has one in its supply, some stack still has cards, and the same
    card, played the same way (wild or not), can place rangers completing no project. Where
    every placement of a card completes a project, its bare play stays: not completing may be
    the point (a rival would score more from it). With every stack empty (the last cards)
    it stays too: the game ends within the round, so a ranger placed then has little left
    to score, and the 2 points are often the better play."""
    if not state.player.supply or not any(state.stacks.values()) or not any(is_bare(a) for a in actions):
        return actions
    quiet = {
        (a.card, a.wild)
        for a in actions
        if type(a) is PlayCard and not is_bare(a) and not completes_project(state, a)
    }
    if not quiet:
        return actions
    return [a for a in actions if not (is_bare(a) and (a.card, a.wild) in quiet)]


def last_action_this_turn(log: tuple, player: int, turn: int, actions_done: int):
    """The player's previous action (a flight, a card or a take-back) in this turn, read from
    the public record of ``PublicEntry``/``LogEntry`` records, or None."""
    if actions_done == 0:
        return None
    for entry in reversed(log):
        if entry.player != player or entry.turn != turn:
            return None
        if type(entry.action) in (Fly, PlayCard, TakeBack):
            return entry.action
    return None
