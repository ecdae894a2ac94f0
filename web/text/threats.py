"""What the rivals could complete on their next turn, and where the windmill's races stand, in
words (the analysis is the engine's: ``australia.computer.threats``)."""

from __future__ import annotations

from typing import Sequence

from australia import Project

from web.text.i18n import N_, _, ngettext, tr
from web.text.names import region, together

_PROJECT = {
    Project.CONSERVATION: N_("{name} could complete the conservation of {region}: +{points} for them"),
    Project.INDUSTRIALIZATION: N_("{name} could complete the industrialization of {region}: +{points} for them"),
}


def title() -> str:
    return _("Threats")


def switch(shown: bool) -> str:
    return _("Hide threats") if shown else _("Show threats")


def form_switch() -> str:
    """The new-game form's switch (pressed: shown)."""
    return _("Show threats during the game")


def explained() -> str:
    return _("What each rival could complete on their next turn, from what you can see.")


def none_seen() -> str:
    return _("No rival can complete a project on their next turn.")


def project(name: str, project_kind: str, region_id: str, points: int, left: int, chance: float) -> str:
    """One threat: who, which project, what it pays, how much is left, how likely."""
    said = tr(_PROJECT[Project(project_kind)]).format(name=name, region=region(region_id), points=points)
    rest = ngettext("{n} location left", "{n} locations left", left).format(n=left)
    return _("{said} ({rest}; {chance} % likely).").format(said=said, rest=rest, chance=round(chance * 100))


def windmill(leader: str | None, lead: int, value: int, tiles_left: int, challengers: Sequence[str]) -> str:
    """Where the windmill's majority stands."""
    if leader is None:
        said = _("Windmill (value {value}): nobody has a ranger on the ranger track yet.").format(value=value)
    elif lead:
        said = ngettext(
            "Windmill (value {value}): {leader} leads by {n} ranger.",
            "Windmill (value {value}): {leader} leads by {n} rangers.",
            lead,
        ).format(value=value, leader=leader, n=lead)
    else:
        said = _("Windmill (value {value}): {leader} leads on the tie-break (the higher ranger).").format(
            value=value, leader=leader
        )
    said += " " + ngettext(
        "It scores after {n} more project.", "It scores after {n} more projects.", tiles_left
    ).format(n=tiles_left)
    if challengers:
        said += " " + _("{names} could take the lead on their next turn.").format(names=together(list(challengers)))
    return said


def track(spaces_left: int, one_more: Sequence[str], tied: Sequence[str]) -> str:
    """Where the ranger track's race stands: its last spaces, who takes it with one more."""
    said = ngettext(
        "Ranger track: {n} space left.", "Ranger track: {n} spaces left.", spaces_left
    ).format(n=spaces_left)
    if tied:
        said += " " + _("{names} are level: the tie goes to {first}, whose ranger stands higher.").format(
            names=together(list(tied)), first=tied[0]
        )
    if one_more:
        said += " " + _("{names} would take first place with one more ranger.").format(names=together(list(one_more)))
    return said
