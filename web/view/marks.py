"""What the map marks, derived from the game: where the others acted since a player's last
turn, what they scored, where the computer just acted, where a suggestion points.

Pure functions of the game's public record (``State.log``); they feed the board's drawing
(``web.view.board.BoardView``) and the "Since your last turn" panel.
"""

from __future__ import annotations

from typing import Sequence

from australia import TURN, CardPlayed, Fly, MoveRanger, PlayCard, ProjectScored, State, Table, TakeBack


def action_place(action: object, events: Sequence[object]) -> tuple[str | None, str | None]:
    """(region, location) where an action happened on the map, for marking it."""
    if isinstance(action, Fly):
        return action.region, None
    if isinstance(action, PlayCard):
        played = next((e for e in events if isinstance(e, CardPlayed)), None)
        return (played.region if played else None), action.location
    if isinstance(action, TakeBack):
        return None, action.rangers[0][0]
    if isinstance(action, MoveRanger):
        return None, action.target
    return None, None


def scoring_region(state: State) -> str | None:
    """The region scored by the last action, to mark on the board."""
    if not state.log:
        return None
    regions = [ev.region for ev in state.log[-1].events if isinstance(ev, ProjectScored)]
    return regions[-1] if regions else None


def since_last_turn(state: State) -> list:
    """What the others did since the player to act last acted: their log entries, oldest
    first. Empty once that player has done anything in this turn."""
    if state.phase != TURN or state.actions_done or not state.log:
        return []
    me = state.current
    found = []
    for entry in reversed(state.log):
        if entry.player == me:
            break
        found.append(entry)
    found.reverse()
    return found


def _places(entry) -> tuple[set[str], set[str]]:
    region, location = action_place(entry.action, entry.events)
    regions = {region} if region else set()
    locations = {location} if location else set()
    if isinstance(entry.action, TakeBack):
        locations.update(loc for loc, _ in entry.action.rangers)
    elif isinstance(entry.action, MoveRanger):
        locations.add(entry.action.source)
    return regions, locations


def change_marks(state: State, entries: list) -> dict:
    """Board marks for ``entries`` (the others' actions since this player's last turn), and
    for the regions scored in the current turn so far (the scorer sees them too, after the
    draw that follows a card)."""
    regions: set[str] = set()
    locations: set[str] = set()
    scored: set[str] = set()
    for entry in entries:
        r, locs = _places(entry)
        regions |= r
        locations |= locs
    this_turn = [e for e in state.log if e.turn == state.turn and e.player == state.current]
    for entry in list(entries) + this_turn:
        scored.update(ev.region for ev in entry.events if isinstance(ev, ProjectScored))
    return {"changed_regions": frozenset(regions), "changed_locations": frozenset(locations), "scored": frozenset(scored)}


def recent_marks(state: State, seats: Table) -> dict:
    """Where the computer's last action happened, to mark on the map."""
    if not state.log:
        return {}
    entry = state.log[-1]
    if not seats.is_computer(entry.player):
        return {}
    region, location = action_place(entry.action, entry.events)
    return {"recent_region": region, "recent_location": location}


def hint_marks(action, state: State) -> dict:
    """Where a suggested action would happen (a mark of its own on the map)."""
    region, location = action_place(action, ())
    if isinstance(action, (PlayCard, TakeBack)) and region is None:
        region = state.player.plane
    return {"hint_region": region, "hint_location": location}
