"""The board's colours (``web.view.pieces``): the land fills stay apart for colour-blind eyes,
and the numbers on the rangers contrast with every player's colour.
"""

import itertools

from web.view import pieces


def test_the_palette_keeps_the_colours_apart_in_lightness_or_hue():
    """A rough colour-blindness guard: the land fills differ enough in lightness or hue."""

    def rgb(hex_colour):
        return tuple(int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5))

    def lightness(c):
        r, g, b = rgb(c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    fills = list(pieces.REGION_FILL.values())
    assert len(set(fills)) == 6
    for a, b in itertools.combinations(fills, 2):
        diff = max(abs(x - y) for x, y in zip(rgb(a), rgb(b)))
        assert diff > 0.15 or abs(lightness(a) - lightness(b)) > 0.1, (a, b)


def test_ranger_numbers_contrast_with_every_player_colour():
    def lum(c):
        r, g, b = (int(c[i : i + 2], 16) / 255 for i in (1, 3, 5))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    for player, fill in pieces.PLAYER_FILL.items():
        assert abs(lum(fill) - lum(pieces.PLAYER_TEXT[player])) > 0.35, player
