"""The level table (``australia.computer.levels``): one row a level, read by everything that
decides per level."""

from __future__ import annotations

import pytest

from australia.computer import levels
from australia.computer.levels import LEVELS, OFFERED, TABLE, Level, Way, level
from australia.errors import ConfigError
from australia.table import COMPUTER_LEVELS, SEAT_KINDS


def test_the_offered_levels_are_the_seat_kinds_a_save_may_hold_weakest_first():
    assert OFFERED == COMPUTER_LEVELS
    assert [name for name in LEVELS if TABLE[name].offered] == sorted(COMPUTER_LEVELS, key=lambda n: TABLE[n].rank)
    assert not {name for name in LEVELS if not TABLE[name].offered} & set(SEAT_KINDS)


def test_the_ladder_places_every_level_once():
    assert sorted(lv.rank for lv in TABLE.values()) == list(range(len(TABLE)))
    assert all(name == lv.name for name, lv in TABLE.items())


def test_a_level_searches_exactly_when_it_has_a_style_and_judges_unless_it_plays_at_random():
    for lv in TABLE.values():
        assert lv.searches == (lv.style is not None) == (lv.way is Way.SEARCH)
        assert (lv.judgement is None) == (lv.way is Way.ANY)
        assert lv.budget_share == (lv.style.budget_share if lv.style else 1.0)
    assert level("medium_hard").budget_share == 0.05 and level("hard").budget_share == 1.0
    assert level("medium_hard").judgement is level("baseline").judgement is not level("hard").judgement


@pytest.mark.parametrize("name", ["", "Hard", "person", None, 3])
def test_a_name_the_table_lacks_is_refused(name):
    with pytest.raises(ConfigError):
        level(name)


def test_a_tool_may_define_a_level_of_its_own(monkeypatch):
    monkeypatch.setattr(levels, "TABLE", dict(TABLE))
    new = levels.define(Level("try", 5, False, Way.SEARCH, level("hard").style))
    assert level("try") is new and levels.names()[-1] == "try" and "try" not in LEVELS
