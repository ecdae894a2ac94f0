"""The map's own words: names and descriptions of its shapes, its legend and its key.

What a region or location is called for a screen reader and in its tooltip, how far its
projects have come, and the texts drawn on the board (title, compass, legend) and beside it
(the key to the map).
"""

from __future__ import annotations

from australia import LOCATION_BY_ID, REGION_BY_ID, SHIP

from web.text.i18n import N_, NN_, _, ngettext, plural, tr
from web.text.names import colour, region, region_colour, rangers, sea_colour, territory, together

# A player's plane, and rangers counted, in the player's colour.
PLANES = {
    "black": N_("black plane"),
    "white": N_("white plane"),
    "orange": N_("orange plane"),
    "blue": N_("blue plane"),
    "brown": N_("brown plane"),
}
# Whose rangers, by the player's colour; said "of the orange player", since a player's colour
# may also be a region's.
RANGERS_OF = {
    "black": NN_("{n} ranger of the black player", "{n} rangers of the black player"),
    "white": NN_("{n} ranger of the white player", "{n} rangers of the white player"),
    "orange": NN_("{n} ranger of the orange player", "{n} rangers of the orange player"),
    "blue": NN_("{n} ranger of the blue player", "{n} rangers of the blue player"),
    "brown": NN_("{n} ranger of the brown player", "{n} rangers of the brown player"),
}


def colour_word(name: str) -> str:
    """The colour written under a region's name on the map."""
    return colour(name).upper()


def region_described(region_id: str) -> str:
    """"Kimberley, red region in Western Australia", "Timor Sea, blue sea"."""
    r = REGION_BY_ID[region_id]
    if r.is_sea:
        return _("{region}, {colour} sea").format(region=region(region_id), colour=sea_colour(r.colour))
    return _("{region}, {colour} region in {territory}").format(
        region=r.name, colour=region_colour(r.colour), territory=territory(r.territory)
    )


def location_described(location_id: str) -> str:
    """"Broome, camp of Kimberley and Pilbara"."""
    loc = LOCATION_BY_ID[location_id]
    of = together([region(r) for r in loc.regions])
    if loc.site == SHIP:
        return _("{location}, ship of {regions}").format(location=loc.name, regions=of)
    return _("{location}, camp of {regions}").format(location=loc.name, regions=of)


def rangers_there(count: int, owner_colour: str) -> str:
    pair = RANGERS_OF.get(owner_colour)
    if pair is None:
        return rangers(count)
    return plural(pair, count)


def key_threat() -> str:
    return _("a rival could complete a project here next turn (threats)")


def threatened() -> str:
    """A region where a rival could complete a project on their next turn (the threats)."""
    return _("a rival could complete a project here next turn")


def tile_face_up(value: int) -> str:
    return _("industrialization tile {value}").format(value=value)


def tile_face_down() -> str:
    return _("industrialization tile, face down")


def conservation_tile() -> str:
    return _("conservation tile")


def tile_progress(count: int, value: int | None) -> str:
    """How far a region's industrialization has come, for its tile's tooltip and name."""
    if value is None:
        return ngettext(
            "{n} ranger counts towards the face-down tile", "{n} rangers count towards the face-down tile", count
        ).format(n=count)
    return ngettext(
        "{n} ranger counts towards the tile of {value}", "{n} rangers count towards the tile of {value}", count
    ).format(n=count, value=value)


def empty_left(empty: int, total: int) -> str:
    """How far a region's conservation has come."""
    return ngettext(
        "{n} of its {total} locations is empty", "{n} of its {total} locations are empty", empty
    ).format(n=empty, total=total)


def plane(owner_colour: str) -> str:
    marked = PLANES.get(owner_colour)
    return tr(marked) if marked is not None else owner_colour


def plane_here(owner_colour: str, current: bool) -> str:
    return _("{plane} (to play)").format(plane=plane(owner_colour)) if current else plane(owner_colour)


def windmill_value(value: int) -> str:
    return _("windmill, value {value}").format(value=value)


def windmill_short(value: int) -> str:
    return _("windmill {value}").format(value=value)


# --- drawn on the board ---------------------------------------------------------------------------


def board_label() -> str:
    return _("The board of Australia")


def board_title() -> str:
    return _("AUSTRALIA")


def north() -> str:
    return _("N")


def legend_camp() -> str:
    return _("camp")


def legend_ship() -> str:
    return _("ship")


def legend_territory() -> str:
    return _("territory")


def legend_region() -> str:
    return _("region")


def map_keys() -> str:
    """How the map works from the keyboard, for screen readers (read before the map)."""
    return _(
        "On the map, the arrow keys move between the regions and the locations, Enter or "
        "Space chooses, and Escape puts down a card or a move not yet finished."
    )


def board_picture() -> str:
    return _("The board as a game begins")


# --- the key to the map ---------------------------------------------------------------------------


def map_key() -> str:
    return _("Key to the map")


def key_face_down() -> str:
    return _("Industrialization tile, face down (a flight turns it up)")


def key_tile() -> str:
    return _("Industrialization tile: rangers counted / its value (done when they are equal)")


def key_conservation() -> str:
    return _("Conservation tile: locations still empty (done at 0)")


def key_windmill() -> str:
    return _("The windmill and its value")


def key_plane() -> str:
    return _("The plane of the player to act, ringed")


def key_current() -> str:
    return _("The region of the player to act")


def key_recent() -> str:
    return _("Changed since your last turn")


def key_scored() -> str:
    return _("Scored since your last turn")


def key_suggested() -> str:
    return _("Where the suggested move acts")


def key_picked() -> str:
    return _("Rangers picked to take back")


def picked_to_take_back(n: int) -> str:
    return ngettext("{n} picked to take back", "{n} picked to take back", n).format(n=n)
