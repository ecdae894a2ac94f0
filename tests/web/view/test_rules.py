"""The rules screen (``web.view.rules``): how to play with headings, lists and pictures, and
examples that score what their captions say by the rules engine.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from australia import PlayCard, apply_action
from australia.board import PLAYER_COLOURS, REGION_BY_ID
from australia.events import Project, ProjectScored
from web.view import rules as rules_view

from tests.positions import hand, plane, position, put, tile


class _Outline(HTMLParser):
    """Headings, lists, figures and ids of a piece of HTML."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.ids: list[str] = []
        self.labelled: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.append(attrs["id"])
        if "aria-labelledby" in attrs:
            self.labelled.append(attrs["aria-labelledby"])


# --- the rules screen --------------------------------------------------------------------------


def test_the_rules_screen_says_how_to_play_with_headings_lists_and_pictures():
    html = rules_view.rules_html()
    outline = _Outline()
    outline.feed(html)
    text = re.sub(r"<[^>]+>", " ", html)
    assert outline.tags.count("h2") == 1 and outline.tags.count("h3") == 6
    assert outline.tags.count("ul") >= 4 and outline.tags.count("figure") == 2
    assert outline.tags.count("figcaption") == 2 and outline.tags.count("svg") == 2
    assert len(outline.ids) == len(set(outline.ids))  # two boards on one page share no id
    assert set(outline.labelled) <= set(outline.ids)
    for said in (
        "How to play",
        "exactly 2 actions",  # a turn
        "pay 3 dollars to play any card",  # the wild card
        "you score 2 points instead",  # no ranger
        "pay 4 dollars to move one of your rangers",
        "Return 1 to 4 of your rangers",
        "bonus of 3 points",
        "1 point for each of their rangers in the region’s camps and 2 points for each in its ships",
        "ranger track (10 spaces",
        "windmill track, which has 6 spaces",
        "the most dollars wins",
        "Black scores 9 points",
        "White scores 5 points",
    ):
        assert said in text, said
    # the pictures are the board's own drawing, cropped, with nothing in them to click
    for svg in re.findall(r"<svg[^>]*>", html):
        assert 'role="img"' in svg and "aria-label=" in svg and 'viewBox="0 0 ' not in svg
    assert "data-region=" not in html and "data-location=" not in html and 'role="button"' not in html


@pytest.mark.parametrize("example, project", [
    (rules_view.CONSERVATION_EXAMPLE, Project.CONSERVATION),
    (rules_view.INDUSTRIALIZATION_EXAMPLE, Project.INDUSTRIALIZATION),
])
def test_the_examples_score_what_their_captions_say_by_the_rules_engine(example, project):
    seats = {colour: PLAYER_COLOURS.index(colour) for colour, _ in example.rangers.values()}
    game = position(players=max(seats.values()) + 1)
    placer = seats[example.plane]
    game.current = placer
    plane(game, placer, example.region)
    if example.tile is not None:
        tile(game, example.region, example.tile)
    for location, (colour, count) in example.rangers.items():
        if location != example.placed:
            put(game, location, seats[colour], count)
    count = example.rangers[example.placed][1]
    (card,) = hand(game, placer, (REGION_BY_ID[example.region].colour, 3 if count < 4 else 4))
    events = apply_action(game, PlayCard(card, example.placed, count))
    assert [(e.region, e.project) for e in events if isinstance(e, ProjectScored)] == [(example.region, project)]
    assert {colour: game.players[seat].points for colour, seat in seats.items()} == dict(example.points)
