"""What happened, in words: the game log, the end, and the computer's suggestions.

The engine records every action with the events it caused (``australia.events``); this module
words them as whole sentences with named places, one per combination, so each language can
order them its own way. Player names are passed as a sequence indexed by seat.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from australia import (
    CARDS,
    MOVE_COST,
    CardPlayed,
    DollarsCounted,
    DrawCard,
    EndTurn,
    Fly,
    GameOver,
    MoveRanger,
    NoRangerPoints,
    PlayCard,
    Project,
    ProjectScored,
    RangersPlaced,
    Share,
    TakeBack,
    TileRevealed,
    WindmillMoved,
    WindmillScored,
)

from web.text import i18n
from web.text.i18n import N_, _, ngettext, tr
from web.text.names import (
    a_colour_card,
    card,
    kind,
    listing,
    location,
    money,
    points,
    rangers,
    region,
    stack,
    tile_value,
    together,
)

Names = Sequence[str]


def _share(share: Share, names: Names) -> str:
    parts = []
    if share.bonus:
        parts.append(_("+{n} bonus").format(n=share.bonus))
    if share.camp_points:
        parts.append(ngettext("+{n} camp", "+{n} camps", share.camp_points).format(n=share.camp_points))
    if share.ship_points:
        parts.append(ngettext("+{n} ship", "+{n} ships", share.ship_points).format(n=share.ship_points))
    name = names[share.player]
    if len(parts) <= 1:
        return _("{name} +{points}").format(name=name, points=share.points)
    return _("{name} {parts} = {points}").format(name=name, parts=listing(parts), points=share.points)


def winners(seats: Sequence[int], names: Names) -> str:
    """"Ann", "Ann and Ben", "Ann, Ben and Cy"."""
    return together([names[i] for i in seats])


_SCORED = {
    (Project.CONSERVATION, False): N_("Conservation of {region}: {shares}"),
    (Project.CONSERVATION, True): N_("Conservation of {region} (tile {value}): {shares}"),
    (Project.INDUSTRIALIZATION, False): N_("Industrialization of {region}: {shares}"),
    (Project.INDUSTRIALIZATION, True): N_("Industrialization of {region} (tile {value}): {shares}"),
}
_WINDMILL_SCORED = {
    False: N_("Windmill scoring (value {value}): {places}"),
    True: N_("Final windmill scoring (value {value}): {places}"),
}
_GAME_OVER = {
    (False, False): N_("Game over: {name} wins"),
    (False, True): N_("Game over: {name} wins (level on points: dollars decided)"),
    (True, False): N_("Game over: {names} share the victory"),
    (True, True): N_("Game over: {names} share the victory (level on points: dollars decided)"),
}


def event(e: object, names: Names) -> str | None:
    """A consequence of an action, as a line of the log (None for what the action's line says)."""
    if isinstance(e, ProjectScored):
        shares = _("; ").join(_share(s, names) for s in e.shares)
        template = _SCORED[(e.project, e.tile_value is not None)]
        return tr(template).format(region=region(e.region), value=e.tile_value, shares=shares)
    if isinstance(e, WindmillScored):
        places = listing(
            [
                _("{name} +{points} ({rangers})").format(name=names[p.player], points=p.points, rangers=rangers(p.rangers))
                for p in e.places
            ]
        )
        text = tr(_WINDMILL_SCORED[bool(e.final)]).format(
            value=e.value, places=places or _("nobody is on the ranger track")
        )
        if e.returned:
            text += _("; ") + ngettext(
                "{n} ranger returns from the ranger track", "{n} rangers return from the ranger track", len(e.returned)
            ).format(n=len(e.returned))
        return text
    if isinstance(e, DollarsCounted):
        return _("{name}: {money} count as {points}").format(
            name=names[e.player], money=money(e.dollars), points=points(e.dollars)
        )
    if isinstance(e, GameOver):
        template = _GAME_OVER[(len(e.winners) > 1, bool(e.tie_break_used))]
        return tr(template).format(name=names[e.winners[0]], names=winners(e.winners, names))
    if isinstance(e, (TileRevealed, WindmillMoved, CardPlayed, RangersPlaced, NoRangerPoints)):
        return None  # told in the line of the action that caused it
    raise TypeError(f"no wording for {type(e).__name__}")


# Whole sentences with named places, one per combination, so a translation can order each
# its own way. A flight: (a tile revealed, the windmill moved).
FLEW = {
    (False, False): N_("{who} flew to {region}"),
    (True, False): N_("{who} flew to {region} and revealed {tile}"),
    (True, True): N_("{who} flew to {region} and revealed {tile} — the windmill moves there (value {value})"),
    (False, True): N_("{who} flew to {region} — the windmill moves there (value {value})"),
}
# A card played: (as wild, where its rangers went).
PLAYED = {
    (False, "location"): N_("{who} played {card} in {region} (+{gain}) and placed {rangers} at {location}"),
    (False, "location_track"): N_(
        "{who} played {card} in {region} (+{gain}) and placed {rangers} at {location} "
        "and {track} on the ranger track"
    ),
    (False, "track"): N_("{who} played {card} in {region} (+{gain}) and placed {track} on the ranger track"),
    (False, "none"): N_("{who} played {card} in {region} (+{gain}) and placed no ranger (+{points})"),
    (True, "location"): N_(
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed {rangers} at {location}"
    ),
    (True, "location_track"): N_(
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed {rangers} at "
        "{location} and {track} on the ranger track"
    ),
    (True, "track"): N_(
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed {track} on the ranger track"
    ),
    (True, "none"): N_(
        "{who} played {card} as wild (paid {paid}) in {region} (+{gain}) and placed no ranger (+{points})"
    ),
}


def _taken_back(pairs: Sequence[tuple[str, int]]) -> str:
    return listing([_("{n} from {location}").format(n=n, location=location(loc)) for loc, n in pairs])


def action_line(player: int, action: object, events: Sequence[object], names: Names) -> str | None:
    """What a player did, in the past tense (None for ending a turn)."""
    who = names[player]
    if isinstance(action, Fly):
        revealed = next((e for e in events if isinstance(e, TileRevealed)), None)
        moved = next((e for e in events if isinstance(e, WindmillMoved)), None)
        return tr(FLEW[(revealed is not None, moved is not None)]).format(
            who=who,
            region=region(action.region),
            tile=tile_value(revealed.value) if revealed else "",
            value=moved.value if moved else "",
        )
    if isinstance(action, PlayCard):
        played = next(e for e in events if isinstance(e, CardPlayed))
        placed = next((e for e in events if isinstance(e, RangersPlaced)), None)
        bonus = next((e for e in events if isinstance(e, NoRangerPoints)), None)
        if placed is None:
            where = "none"
        elif placed.rangers and placed.track:
            where = "location_track"
        else:
            where = "location" if placed.rangers else "track"
        return tr(PLAYED[(played.wild, where)]).format(
            who=who,
            card=a_colour_card(CARDS[action.card].colour),
            region=region(played.region),
            paid=money(played.paid),
            gain=money(played.dollars),
            rangers=rangers(placed.rangers) if placed else "",
            location=location(placed.location) if placed and placed.location else "",
            track=placed.track if placed else "",
            points=points(bonus.points) if bonus else "",
        )
    if isinstance(action, DrawCard):
        return _("{who} drew a card from {stack} ({kind})").format(who=who, stack=stack(action.stack), kind=kind(action.stack))
    if isinstance(action, TakeBack):
        return _("{who} took back {rangers}").format(who=who, rangers=_taken_back(action.rangers))
    if isinstance(action, MoveRanger):
        return _("{who} paid {money} to move a ranger from {source} to {target}").format(
            who=who, money=money(MOVE_COST), source=location(action.source), target=location(action.target)
        )
    if isinstance(action, EndTurn):
        return None
    raise TypeError(f"no wording for {type(action).__name__}")


def entry_lines(entry, names: Names) -> list[str]:
    """One log entry (an action and what it caused) as lines, the action's first."""
    return [line for _kind, line in entry_items(entry, tuple(names))]


SCORING, FINAL = "scoring", "final"


def entry_items(entry, names: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    """One applied action and what it caused, as (kind, line): kind ``SCORING`` for a project
    or windmill scoring (they stand out), ``FINAL`` for the game's end, "" otherwise."""
    return _entry_items(entry, names, i18n.current())


@lru_cache(maxsize=4096)  # the log is drawn after every click and only grows
def _entry_items(entry, names: tuple[str, ...], language: str) -> tuple[tuple[str, str], ...]:
    out = []
    first = action_line(entry.player, entry.action, entry.events, names)
    if first:
        out.append(("", first))
    for event_ in entry.events:
        line = event(event_, names)
        if line is not None:
            kind_of = SCORING if isinstance(event_, (ProjectScored, WindmillScored)) else ""
            out.append((FINAL if isinstance(event_, GameOver) else kind_of, line))
    return tuple(out)


def brief(e: object, names: Names) -> str | None:
    """A scoring in one short line: what was scored and each player's points, without the
    breakdown (the log's line says it in full). None for anything else."""
    if isinstance(e, ProjectScored):
        shares = listing([_("{name} +{points}").format(name=names[s.player], points=s.points) for s in e.shares])
        return tr(_SCORED[(e.project, False)]).format(region=region(e.region), shares=shares)
    if isinstance(e, WindmillScored):
        places = listing([_("{name} +{points}").format(name=names[p.player], points=p.points) for p in e.places])
        return tr(_WINDMILL_SCORED[bool(e.final)]).format(value=e.value, places=places or _("nobody is on the ranger track"))
    return None


def ended_turn(name: str) -> str:
    return _("{name} ended the turn").format(name=name)


def headline(seats: Sequence[int], names: Names) -> str:
    if len(seats) == 1:
        return _("{name} wins!").format(name=names[seats[0]])
    return _("{names} share the victory!").format(names=winners(seats, names))


def tie_break_note(used: bool, shared: bool) -> str:
    if used:
        return _("Level on points: the tie-break (most dollars) decided.")
    if shared:
        return _("Level on points and on dollars: the victory is shared.")
    return _("No tie-break was needed.")


def advice(action: object) -> str:
    """An action as advice to the person to move ("play the gray card with 1 ranger at Alice
    Springs"), to go after "Suggestion:" or in a list of the moves weighed."""
    if isinstance(action, Fly):
        return _("fly to {region}").format(region=region(action.region))
    if isinstance(action, PlayCard):
        values = dict(
            card=card(action.card), rangers=rangers(action.rangers),
            location=location(action.location) if action.location else "", track=action.track,
        )
        where = "location" if action.rangers else "none"
        return tr(_ADVISE_PLAY[(bool(action.wild), where, bool(action.track))]).format(**values)
    if isinstance(action, DrawCard):
        return _("draw from {stack} ({kind})").format(stack=stack(action.stack), kind=kind(action.stack))
    if isinstance(action, TakeBack):
        return _("take back {rangers}").format(rangers=_taken_back(action.rangers))
    if isinstance(action, MoveRanger):
        return _("move a ranger from {source} to {target}").format(
            source=location(action.source), target=location(action.target)
        )
    return _("end the turn")


def suggestion(action: object) -> str:
    """A suggested action, as advice to the person to move."""
    return _("Suggestion: {advice}.").format(advice=advice(action))


def _first_up(text: str) -> str:
    return text[:1].upper() + text[1:]


_COMPLETES = {
    Project.CONSERVATION: N_("completes the conservation of {region}"),
    Project.INDUSTRIALIZATION: N_("completes the industrialization of {region}"),
}


def _at_once(alternative, names: Names) -> list[str]:
    """What a move weighed does at once: the projects it completes, the points it scores the
    person and the others."""
    said = [tr(_COMPLETES[Project(kind)]).format(region=region(where)) for where, kind in alternative.completes]
    if alternative.points:
        said.append(_("+{points} for you now").format(points=alternative.points))
    if alternative.others:
        shares = listing([_("{name} +{points}").format(name=names[s], points=p) for s, p in alternative.others])
        said.append(_("{shares} for the others").format(shares=shares))
    return said


def suggestion_why(alternative, names: Names) -> str:
    """Why the suggestion: what it does at once, or that its worth lies further on."""
    said = _at_once(alternative, names)
    if not said:
        return _("Why: nothing scores at once; the computer expects it to pay most later.")
    return _("Why: {reasons}.").format(reasons="; ".join(said))


def weighed(alternative, best: float, names: Names) -> str:
    """Another move the computer weighed, with what it does at once and what it is worth
    beside the suggestion (by the computer's reckoning of the rest of the game)."""
    said = _at_once(alternative, names)
    less = max(0.0, best - alternative.value)
    worth = (_("{points} points less").format(points=f"{less:.1f}") if less >= 0.05 else _("about as good"))
    if said:
        return _("{advice}: {reasons}; {worth}.").format(advice=_first_up(advice(alternative.action)),
                                                          reasons="; ".join(said), worth=worth)
    return _("{advice}: {worth}.").format(advice=_first_up(advice(alternative.action)), worth=worth)


def also_weighed() -> str:
    return _("Also weighed:")


_ADVISE_PLAY = {
    (False, "location", False): N_("play the {card} with {rangers} at {location}"),
    (False, "location", True): N_("play the {card} with {rangers} at {location} and {track} on the ranger track"),
    (False, "none", False): N_("play the {card} with no ranger on the map"),
    (False, "none", True): N_("play the {card} with no ranger on the map and {track} on the ranger track"),
    (True, "location", False): N_("play the {card} as wild with {rangers} at {location}"),
    (True, "location", True): N_(
        "play the {card} as wild with {rangers} at {location} and {track} on the ranger track"
    ),
    (True, "none", False): N_("play the {card} as wild with no ranger on the map"),
    (True, "none", True): N_(
        "play the {card} as wild with no ranger on the map and {track} on the ranger track"
    ),
}


