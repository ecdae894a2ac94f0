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


def test_a_style_changed_at_some_tables_plays_changed_there_and_as_itself_elsewhere(monkeypatch):
    """A change a test accepted at one table (``Style.tables``) is how the level plays there,
    and nowhere else: the Thinker searches with the style ``at`` the table it sits at."""
    from dataclasses import replace

    from australia import Config, FULL, SIMPLE, apply_action, legal_actions, new_game
    from australia.state import TURN
    from australia.computer.thinker import choose
    from australia.observation import observe

    hard = level("hard").style
    narrow = replace(hard, root_width=1)
    changed = replace(hard, tables=(((2, True), (("root_width", 1),)),))
    assert changed.at(2, True) == narrow
    assert changed.at(2, False) is changed and changed.at(3, True) is changed
    monkeypatch.setattr(levels, "TABLE", dict(TABLE))
    for name, style in (("changed", changed), ("narrow", narrow)):
        levels.define(Level(name, 5, False, Way.SEARCH, style))

    def choices(name, players, variant):
        out = []
        for deal in range(1, 13):
            state = new_game(Config(("A", "B", "C")[:players], variant), deal)
            while state.phase != TURN:
                apply_action(state, legal_actions(state)[0])
            out.append(choose(observe(state, state.current), name, seed=deal, iterations=6))
        return out

    assert choices("changed", 2, FULL) == choices("narrow", 2, FULL)
    assert choices("changed", 2, FULL) != choices("hard", 2, FULL)
    assert choices("changed", 3, FULL) == choices("hard", 3, FULL)
    assert choices("changed", 2, SIMPLE) == choices("hard", 2, SIMPLE)
