"""The threats' panel: for the player to move, what each rival could complete on their next
turn and where the windmill's races stand, from that player's own observation (never the
state), marked on the map and said in words.

The analysis (``australia.computer.threats``) runs once per moment of the game: clicks that
only pick a card or a location reuse it.
"""

from __future__ import annotations

from australia import State, observe
from australia.computer import Threats, threats

from web.hooks import Command
from web.text import threats as words
from web.view.html import command_attrs, e

SHOWN = 4  # the most dangerous threats listed (the map marks their regions)
_LAST: list = []  # [key, Threats]: the last analysis, for the clicks of the same moment


def seat_threats(state: State, seat: int) -> Threats:
    """The threats to ``seat`` now, from its observation."""
    key = (id(state), len(state.history), seat, tuple(state.players[seat].hand))
    if _LAST and _LAST[0] == key:
        return _LAST[1]
    found = threats(observe(state, seat, log=False))
    _LAST[:] = [key, found]
    return found


def listed(found: Threats):
    """The threats the panel lists, most dangerous first."""
    return [t for t in found.projects if t.chance > 0][:SHOWN]


def threatened_regions(found: Threats) -> frozenset[str]:
    return frozenset(t.region for t in listed(found))


def threats_html(state: State, found: Threats | None, shown: bool) -> str:
    """The panel: the switch, and (shown) each listed threat and the races in words."""
    switch = (
        f'<button type="button" class="threats-switch" {command_attrs(Command.THREATS)} '
        f'aria-pressed="{"true" if shown else "false"}">{e(words.switch(shown))}</button>'
    )
    head = f'<div class="threats-head"><h2 id="threats-title">{e(words.title())}</h2>{switch}</div>'
    if not shown or found is None:
        return f'<section class="threats-panel" id="threats" aria-labelledby="threats-title">{head}</section>'
    names = [p.name for p in state.players]
    items = [
        f'<li class="threat" data-seat="{t.seat}" data-region="{e(t.region)}" data-points="{t.points}">'
        + e(words.project(names[t.seat], t.project.value, t.region, t.points, t.locations_left, t.chance))
        + "</li>"
        for t in listed(found)
    ]
    body = f'<ul class="threats">{"".join(items)}</ul>' if items else f'<p>{e(words.none_seen())}</p>'
    races = []
    mill = found.windmill
    if mill is not None:
        leader = names[mill.leader] if mill.leader is not None else None
        said = words.windmill(leader, mill.lead, mill.value, mill.tiles_left, [names[s] for s in mill.challengers])
        races.append(f'<p class="race windmill-race">{e(said)}</p>')
    track = found.track
    if track is not None:
        said = words.track(track.spaces_left, [names[s] for s in track.one_more], [names[s] for s in track.tied])
        races.append(f'<p class="race track-race">{e(said)}</p>')
    return (
        f'<section class="threats-panel" id="threats" aria-labelledby="threats-title">{head}'
        f'<p class="threats-about">{e(words.explained())}</p>{body}{"".join(races)}</section>'
    )
