"""What happened, in words (``web.text.log``): every kind of event the engine can produce is
worded, in complete games too, and the log's lines for a flight, a play and a scoring.
"""

from __future__ import annotations

import random

import pytest

from australia import Config, DrawCard, EndTurn, Fly, MoveRanger, PlayCard, apply_action, legal_actions, new_game
from australia.events import (
    CardPlayed,
    DollarsCounted,
    EVENT_TYPES,
    GameOver,
    NoRangerPoints,
    Project,
    ProjectScored,
    RangersPlaced,
    Share,
    TileRevealed,
    WindmillMoved,
    WindmillPlace,
    WindmillScored,
)
from australia.state import LogEntry
from web.text import log as log_words
from web.view import game, marks, panels

from tests.positions import BLACK, WHITE, hand, plane, position, put, tile
from tests.web.text.wording import _well_formed


NAMES = ("Ann", "Ben", "Cy")


# --- events ---------------------------------------------------------------------------------


def _entry(action, *events, player=0):
    return LogEntry(player, action, tuple(events), 1)


def _lines(entry) -> str:
    return " | ".join(log_words.entry_lines(entry, NAMES))


# For every kind of event: a log entry holding it, and what its words must show.
EVENT_SAMPLES = {
    TileRevealed: (_entry(Fly("pilbara"), TileRevealed("pilbara", 8)), ["Ann flew to Pilbara", "revealed an 8"]),
    WindmillMoved: (
        _entry(Fly("pilbara"), TileRevealed("pilbara", 6), WindmillMoved("pilbara", 5)),
        ["revealed a 6", "windmill", "value 5"],
    ),
    CardPlayed: (
        _entry(PlayCard(0, None, 0, wild=True), CardPlayed(0, 0, "pilbara", True, 0), NoRangerPoints(0, 2)),
        ["Ann played a blue card", "as wild", "paid 3 $", "in Pilbara"],
    ),
    RangersPlaced: (
        _entry(PlayCard(41, "tanami", 2, 1), CardPlayed(0, 41, "red_centre", False, 0), RangersPlaced(0, "tanami", 2, 1)),
        ["2 rangers at Tanami", "1 on the ranger track"],
    ),
    NoRangerPoints: (
        _entry(PlayCard(0, None, 0), CardPlayed(0, 0, "timor_sea", False, 3), NoRangerPoints(0, 2)),
        ["placed no ranger", "+2 points", "+3 $"],
    ),
    ProjectScored: (
        _entry(
            MoveRanger("tanami", "halls_creek"),
            ProjectScored("kimberley", Project.INDUSTRIALIZATION, 1, (Share(0, 2, 1, 0), Share(1, 1, 0, 3)), 5),
            player=1,
        ),
        ["Ben paid 4 $", "Industrialization of Kimberley (tile 5)", "Ann +2 camps, +2 ships = 4", "Ben +3 bonus, +1 camp = 4"],
    ),
    WindmillScored: (
        _entry(
            EndTurn(),
            WindmillScored(7, (WindmillPlace(2, 3, 7), WindmillPlace(0, 1, 3)), (2, 2, 0), final=False),
        ),
        ["Windmill scoring (value 7)", "Cy +7 (3 rangers)", "Ann +3 (1 ranger)", "3 rangers return"],
    ),
    DollarsCounted: (_entry(EndTurn(), DollarsCounted(1, 6)), ["Ben: 6 $ count as 6 points"]),
    GameOver: (_entry(EndTurn(), GameOver((0, 2), False)), ["Ann and Cy share the victory"]),
}


def test_every_kind_of_event_has_a_sample_here():
    assert set(EVENT_SAMPLES) == set(EVENT_TYPES)


@pytest.mark.parametrize("kind", EVENT_TYPES, ids=lambda k: k.__name__)
def test_every_kind_of_event_is_worded(kind):
    entry, expected = EVENT_SAMPLES[kind]
    text = _lines(entry)
    for part in expected:
        assert part in text, (part, text)


def test_a_victory_decided_by_dollars_says_so_and_a_shared_one_does_not():
    assert "dollars decided" in _lines(_entry(EndTurn(), GameOver((1,), True)))
    assert "Ben wins" in _lines(_entry(EndTurn(), GameOver((1,), True)))
    assert "dollars" not in _lines(_entry(EndTurn(), GameOver((0, 1), False)))
    assert log_words.tie_break_note(False, True) != log_words.tie_break_note(True, False)


def test_every_entry_of_complete_games_is_worded_and_every_event_kind_occurs():
    rand = random.Random(3)
    kinds = set()
    for seed in range(6):
        state = new_game(Config(NAMES, "full" if seed % 2 else "simple"), seed)
        while not state.is_over:
            plays = [a for a in legal_actions(state) if isinstance(a, (PlayCard, EndTurn, DrawCard))]
            apply_action(state, rand.choice(plays or legal_actions(state)))
        for entry in state.log:
            kinds |= {type(e) for e in entry.events}
            lines = log_words.entry_lines(entry, NAMES)
            for line in lines:
                _well_formed(line)
            assert lines or isinstance(entry.action, EndTurn)
    assert kinds >= set(EVENT_TYPES) - {WindmillMoved}, set(EVENT_TYPES) - kinds


def log_lines(state) -> list[str]:
    return [line for _, line in panels.log_items(state)]


def test_log_words_for_a_flight_a_play_and_a_scoring():
    state = position(variant="full", windmill="goldfields")
    tile(state, "kimberley", 6, face_up=False)
    apply_action(state, Fly("kimberley"))
    assert log_lines(state)[0] == "Black flew to Kimberley and revealed a 6 — the windmill moves there (value 3)"
    red, = hand(state, BLACK, ("red", 2))
    apply_action(state, PlayCard(red, None, 0))
    assert log_lines(state)[0] == "Black played a red card in Kimberley (+2 $) and placed no ranger (+2 points)"


def test_log_words_for_a_conservation_scoring():
    state = position()
    plane(state, BLACK, "kimberley")
    locations = ["kununurra", "halls_creek", "tanami", "eighty_mile_beach", "cape_leveque"]
    from australia.board import LOCATIONS_OF
    assert sorted(LOCATIONS_OF["kimberley"]) == sorted(locations)
    put(state, "kununurra", WHITE, 1)
    put(state, "halls_creek", BLACK, 1)
    put(state, "tanami", BLACK, 1)
    put(state, "eighty_mile_beach", WHITE, 1)
    red, = hand(state, BLACK, ("red", 2))
    apply_action(state, PlayCard(red, "cape_leveque", 2))
    lines = log_lines(state)
    assert "Conservation of Kimberley: Black +3 bonus, +2 camps, +4 ships = 9; White +2" in lines
    assert marks.scoring_region(state) == "kimberley"
    assert game.board_view(state, None).scoring == "kimberley"
