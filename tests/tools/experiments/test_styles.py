"""The experiments' switches of the hard level's search (``tools/experiments/styles.py``), each
tried as a level of its own: every action legal, the same action from the same observation,
seed and budget (whatever the seat cannot know, and thought in slices or at once), and the
halving's budget spent as the baseline spends it.

Budgets are small: whether a switch plays better is for ``tools/sprt.py``.
"""

from __future__ import annotations

import pytest

from australia import is_legal, legal_actions
from australia.computer import levels
from australia.computer.thinker import Thinker, choose
from australia.observation import observe
from australia.computer.levels import BASELINE_STYLE as BASELINE, HARD_STYLE as HARD
from australia.computer.search import Search
from australia.computer.candidates import candidates
from tools.experiments import styles
from tools.experiments.styles import HALVING_SPEND, Variant, variant

from tests.australia.games import positions
from tests.australia.games import hidden_twin

SWITCHES = {
    "halving": {"halving": True},
    "halving_wide": {"halving": True, "root_width": 12},
    "line_value": {"line_value": True},
    "twice": {"budget_share": 2.0},
    "flights": {"scored_flights": True},
    "moves": {"playout_moves": True},
    "bias": {"bias": 2.0},
    "replies": {"replies": True, "budget_share": 0.3},
    "no_bare": {"bare": False},
    "windmill": {"windmill": 0.5},
}


@pytest.fixture
def level(request, monkeypatch):
    """A level that searches with hard's style changed as the switch says."""
    name = f"try_{request.param}"
    fields = ",".join(f"{key}:{value}" for key, value in SWITCHES[request.param].items())
    monkeypatch.setattr(levels, "TABLE", dict(levels.TABLE))
    styles.define(name, fields)
    assert isinstance(levels.level(name).style, Variant)
    return name


@pytest.mark.parametrize("level", SWITCHES, indirect=True)
def test_a_switch_keeps_every_action_legal(level):
    for state in positions(16)[::2]:
        action = choose(observe(state, state.current), level, seed=3, iterations=10)
        assert is_legal(state, action), (level, action)
        assert any(action == a for a in legal_actions(state))


@pytest.mark.parametrize("level", SWITCHES, indirect=True)
def test_a_switch_is_reproducible_and_blind_to_what_the_seat_cannot_know(level):
    for i, state in enumerate(positions(8)[1::2]):
        seat = state.current
        first = choose(observe(state, seat), level, seed=i, iterations=8)
        assert choose(observe(state, seat), level, seed=i, iterations=8) == first
        assert choose(observe(hidden_twin(state, seat, i), seat), level, seed=i, iterations=8) == first


@pytest.mark.parametrize("level", SWITCHES, indirect=True)
def test_a_switch_changes_what_hard_plays_somewhere(level):
    """A switch that changed nothing would be measured in the arena for nothing. The line's
    value reads only children seen ``LINE_VISITS`` times, so its budget lets some be."""
    found = positions(24)
    budget = 2 * styles.LINE_VISITS if "line_value" in SWITCHES[level.removeprefix("try_")] else 12
    assert any(
        choose(observe(s, s.current), level, seed=5, iterations=budget)
        != choose(observe(s, s.current), "hard", seed=5, iterations=budget)
        for s in found
    )


@pytest.mark.parametrize("level", SWITCHES, indirect=True)
def test_a_switch_thinks_in_slices_as_at_once(level):
    state = next(s for s in positions(12) if len(candidates(s)) > 3)
    obs = observe(state, state.current)
    thinker = Thinker(obs, level, seed=2, iterations=15)
    steps = 0
    while not thinker.step(0.5):
        steps += 1
        assert is_legal(state, thinker.best())
    assert steps > 1
    assert thinker.best() == choose(obs, level, seed=2, iterations=15)


def _root_search(style, iterations: int) -> Search:
    state = next(s for s in positions(24) if len(candidates(s)) >= 8)
    obs = observe(state, state.current)
    roots = candidates(state)[: style.root_width]
    search = style.search(obs, 7, root_actions=roots, budget=iterations)
    search.run(iterations=iterations)
    return search


def test_halving_spends_the_baselines_descents_and_keeps_the_best_half_each_round():
    style = variant("halving:1")
    search = _root_search(style, 40)
    baseline = _root_search(BASELINE, 40)
    descents = sum(c.visits for c in search.root.children.values())
    assert search.iterations == pytest.approx(40)
    # at most one world over the budget (the last world deals every action still in)
    assert 40 * HALVING_SPEND <= descents < 40 * HALVING_SPEND + len(search.alive)
    assert sum(c.visits for c in baseline.root.children.values()) == 40 * HALVING_SPEND
    assert len(search.alive) == 2  # 8, 4, 2: three rounds
    visits = sorted((c.visits for c in search.root.children.values()), reverse=True)
    assert visits[0] == visits[1] > visits[2] == visits[3] > visits[4]
    assert search.best() in search.alive


def test_a_wider_root_with_halving_costs_what_eight_actions_cost():
    style = variant("halving:1,root_width:12")
    state = next(s for s in positions(60) if len(candidates(s)) >= 12)
    roots = candidates(state)[:12]
    search = style.search(observe(state, state.current), 7, root_actions=roots, budget=30)
    search.run(iterations=30)
    descents = sum(c.visits for c in search.root.children.values())
    assert 30 * HALVING_SPEND <= descents < 30 * HALVING_SPEND + len(search.alive)
    assert len(search.root.children) == 12


def test_the_levels_of_the_game_search_with_the_engines_own_style():
    for level in ("hard", "baseline"):
        style = levels.level(level).style
        assert type(style) is not Variant and type(style.search(*_an_observation(), 0)) is Search


def test_a_variant_with_every_switch_off_plays_as_hard():
    plain = variant("")
    for i, state in enumerate(positions(6)):
        obs = observe(state, state.current)
        search = plain.search(obs, i, root_actions=candidates(state)[:8])
        hard = Search(obs, i, root_actions=candidates(state)[:8], style=HARD)
        search.run(iterations=6)
        hard.run(iterations=6)
        assert search.ranking() == hard.ranking()


def test_refusing_bare_cards_is_the_engines_own_rule():
    """``bare:0`` is hard's style with the engine's ``bare`` off: its candidates are
    ``without_bare``'s, at the root and in the tree."""
    from australia.computer import without_bare

    style = variant("bare:0")
    assert style.bare is False and variant("").bare is HARD.bare
    for state in positions(60):
        actions = candidates(state)
        assert style.keep(state, actions) == without_bare(state, actions)


def test_a_variant_names_only_fields_it_has():
    with pytest.raises(ValueError):
        variant("halvign:1")


def _an_observation():
    state = positions(1)[0]
    return (observe(state, state.current),)


@pytest.mark.parametrize("level", ["twice"], indirect=True)
def test_a_larger_budget_thinks_twice_the_milliseconds_by_the_clock(level):
    state = next(s for s in positions(12) if len(candidates(s)) > 3)
    assert Thinker(observe(state, state.current), level, 0, think_ms=50).think_ms == 100.0
    assert Thinker(observe(state, state.current), level, 0, iterations=7).iterations == 14


@pytest.mark.parametrize("level", ["twice"], indirect=True)
def test_a_larger_budget_searches_that_many_times_the_iterations_asked(level):
    """``budget_share: 2`` is hard thinking twice as long: twice the iterations asked, or twice
    the milliseconds when it thinks by the clock."""
    for state in positions(8)[2::3]:
        obs = observe(state, state.current)
        for name, asked in ((level, 14), ("hard", 7), ("hard", 14)):
            thinker = Thinker(obs, name, 3, iterations=asked)
            thinker.decide()
            if thinker._search is not None:
                assert thinker._search.iterations == pytest.approx(asked * (2 if name == level else 1))
        assert Thinker(obs, level, 3, iterations=7).decide() == Thinker(obs, "hard", 3, iterations=14).decide()


def test_a_variant_of_hards_style_with_medium_hards_share_plays_as_medium_hard(monkeypatch):
    """The ladder's logs of ``budget_share:0.05`` (docs/sprt/) are medium-hard's games."""
    monkeypatch.setattr(levels, "TABLE", dict(levels.TABLE))
    style = styles.define("try_medium_hard", "from:baseline,budget_share:0.05")
    assert style.budget_share == levels.level("medium_hard").budget_share
    for i, state in enumerate(positions(12)[::3]):
        obs = observe(state, state.current)
        assert choose(obs, "try_medium_hard", seed=i, iterations=150) == choose(obs, "medium_hard", seed=i, iterations=150)


def test_the_yardsticks_are_never_seats_at_a_table():
    """``random`` and ``baseline`` are levels of the arena only: the new-game form offers the
    computer's three levels, and a saved table that names a yardstick is refused."""
    from australia.errors import ConfigError
    from australia.table import SEAT_KINDS, Table

    assert {"random", "baseline"} <= set(levels.LEVELS)
    assert not {"random", "baseline"} & set(SEAT_KINDS)
    for level in ("random", "baseline"):
        with pytest.raises(ConfigError):
            Table.from_json({"seats": ["person", level], "hints": True}, 2)
