"""What a drawing of the game screen changes on the page, as data (``patch``).

The game screen is drawn in parts (``web.view.game.GameParts``). After a click most of it is
as it was, so the page replaces only what changed: the game's attributes that differ, each
section whose markup differs (in page order), and inside the map only the layers that differ,
so that an open key, a scrolled panel or a slider being dragged stays the same element. When
a layer holding pieces changes, the pieces glide from where they were (``web/static/draw.js``).

The plan is a pure function of the parts drawn last and the parts to draw; the browser shell
hands it to the page (``web.browser.draw.Drawer``), whose script carries it out.
"""

from __future__ import annotations

from typing import NamedTuple

from web.view.game import GameParts

PIECES = frozenset({"tokens-layer", "locations"})  # the map's layers that hold pieces that may move


class Section(NamedTuple):
    """A section of the game screen replaced whole: its element id and new markup."""

    ident: str
    html: str


class Layers(NamedTuple):
    """The map's layers replaced (class, new inner markup), in the board's order; ``glide``:
    pieces moved, so they glide from where they were drawn."""

    layers: tuple[tuple[str, str], ...]
    glide: bool


class Patch(NamedTuple):
    """The game's attributes to set (name, value), then the changes in page order."""

    attrs: tuple[tuple[str, str], ...]
    changes: tuple[Section | Layers, ...]


def patch(last: GameParts | None, parts: GameParts) -> Patch | None:
    """The changes that turn the screen drawn from ``last`` into ``parts``; None when it must
    be drawn whole (nothing was drawn in parts, or the screen holds other sections)."""
    if last is None or [i for i, _ in parts.sections] != [i for i, _ in last.sections]:
        return None
    drawn = dict(last.attrs)
    attrs = tuple((name, value) for name, value in parts.attrs if drawn.get(name) != value)
    before = dict(last.sections)
    changes: list[Section | Layers] = []
    for ident, html in parts.sections:
        if before[ident] == html:
            continue
        if ident == "board" and parts.zoom == last.zoom:
            layers = tuple((layer, inner) for layer, inner in parts.layers.items() if inner != last.layers.get(layer))
            if layers:
                changes.append(Layers(layers, glide=any(layer in PIECES for layer, _ in layers)))
        else:
            changes.append(Section(ident, html))
    return Patch(attrs, tuple(changes))
