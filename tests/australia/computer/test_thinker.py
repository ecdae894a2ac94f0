"""Computer opponents (``australia.computer.thinker``): legal, fair, reproducible, never stalling.

Budgets are tiny (a few search iterations): strength is measured by the arena, not here.
"""

from __future__ import annotations

import random

import pytest

from australia import Fly, MoveRanger, PlayCard, apply_action, is_legal, legal_actions
from australia.cli.arena import play_game
from australia.computer.levels import LEVELS
from australia.computer.thinker import Suggestion, Thinker, choose, suggest
from australia.observation import observe
from australia.board import LOCATION_BY_ID, REGION_BY_ID
from australia.events import CONSERVATION, ProjectScored
from australia.computer.candidates import candidates

from tests.australia.games import hidden_twin, positions, random_position
from tests.positions import BLACK, WHITE, hand, kimberley_to_complete, plane, position, put


BUDGET = {"iterations": 6}


@pytest.mark.parametrize("level", LEVELS)
def test_bots_choose_only_legal_actions(level):
    for state in positions(16):
        obs = observe(state, state.current)
        action = choose(obs, level, seed=3, **BUDGET)
        assert is_legal(state, action), (level, action)
        assert any(action == a for a in legal_actions(state))


@pytest.mark.parametrize("level", LEVELS)
def test_same_choice_whatever_the_seat_cannot_know(level):
    for i, state in enumerate(positions(10)):
        seat = state.current
        twin = hidden_twin(state, seat, i)
        a = choose(observe(state, seat), level, seed=i, **BUDGET)
        b = choose(observe(twin, seat), level, seed=i, **BUDGET)
        assert a == b, (level, i)


def test_hard_is_reproducible_with_a_seed_and_an_iteration_budget():
    for state in positions(6):
        obs = observe(state, state.current)
        first = choose(obs, "hard", seed=5, iterations=12)
        assert choose(obs, "hard", seed=5, iterations=12) == first


def test_medium_hard_is_hards_search_on_a_twentieth_of_the_budget():
    """The level between medium and hard spends its style's share of what it is given: a
    twentieth of the iterations (the choice of hard's search with baseline's judgement, as
    the ladder placed it, on that many), or of the time to think."""
    for state in positions(12)[1::3]:
        obs = observe(state, state.current)
        thinker = Thinker(obs, "medium_hard", seed=4, iterations=150)
        assert thinker.iterations == 8
        action = thinker.decide()
        if thinker._search is not None:
            assert thinker._search.iterations == 8
        assert action == choose(obs, "baseline", seed=4, iterations=8)
    assert Thinker(obs, "medium_hard", seed=4, think_ms=400).think_ms == pytest.approx(20)
    assert Thinker(obs, "hard", seed=4, iterations=150).iterations == 150


def test_the_levels_a_page_gives_a_search_budget_are_the_levels_that_search():
    from australia.computer.levels import TABLE, Way

    assert {name for name, lv in TABLE.items() if lv.searches} == {name for name, lv in TABLE.items() if lv.way is Way.SEARCH}
    assert {name for name, lv in TABLE.items() if lv.searches and lv.offered} == {"medium_hard", "hard"}


def test_thinking_in_slices_keeps_the_search():
    state = next(s for s in positions(12) if len(candidates(s)) > 3)
    obs = observe(state, state.current)
    thinker = Thinker(obs, "hard", seed=2, iterations=15)
    steps = 0
    while not thinker.step(0.5):  # very short slices: many calls, one search
        steps += 1
        assert is_legal(state, thinker.best())
    assert steps > 1
    assert thinker.best() == choose(obs, "hard", seed=2, iterations=15)


def test_a_slice_ends_between_two_root_actions_of_a_world_and_the_search_is_the_same():
    """A page's click waits for the slice in progress: a slice ends after one root action
    of a dealt world, not after the whole world (each root action is a playout of its own),
    and the search cut this finely weighs every action exactly as in one go."""
    state = next(s for s in positions(12) if len(candidates(s)) > 3)
    obs = observe(state, state.current)
    whole = Thinker(obs, "hard", seed=3, iterations=6)
    whole.decide()
    sliced = Thinker(obs, "hard", seed=3, iterations=6)
    sliced.step(0)  # the ranking and the search set up, one root action of one world tried
    search = sliced._search
    roots = len(search.root_actions)
    assert roots > 1
    part_tried = search._trying is not None
    while not sliced.step(0):
        assert search.iterations < 6
        part_tried += search._trying is not None
    assert part_tried >= 6 * (roots - 1)  # every world was left part-tried, root action by root action
    assert search._trying is None and search.iterations == 6
    assert search.ranking() == whole._search.ranking()
    assert sliced.best() == whole.best()


def test_one_legal_action_needs_no_thought():
    for state in positions(40):
        legal = legal_actions(state)
        if len(legal) == 1:
            thinker = Thinker(observe(state, state.current), "hard", seed=0, think_ms=10_000)
            assert thinker.done and thinker.best() == legal[0]
            return
    pytest.fail("no position with a single legal action")


def test_suggest_gives_an_action_and_what_was_weighed():
    state = positions(3)[-1]
    hint = suggest(observe(state, state.current), "medium")
    assert isinstance(hint, Suggestion) and is_legal(state, hint.action)
    assert hint.alternatives and hint.alternatives[0][0] == hint.action


def test_a_bot_refuses_to_decide_for_another_seat():
    state = positions(1)[0]
    with pytest.raises(ValueError):
        Thinker(observe(state, (state.current + 1) % len(state.players)), "easy")
    with pytest.raises(ValueError):
        Thinker(observe(state, state.current), "grandmaster")


# Every table size, each variant at two of them: every level also decides in positions of
# every size and variant, from the first turns to the last, in test_bots_reference.py.
CONFIGS = [(2, "simple"), (3, "full"), (4, "simple"), (5, "full")]


@pytest.mark.parametrize("players,variant", CONFIGS)
def test_every_level_finishes_a_game(players, variant):
    """Each level sits at every size of table, in both variants, and the game ends."""
    seated: set[str] = set()
    shift = 0
    while seated != set(LEVELS):
        levels = [LEVELS[(i + shift) % len(LEVELS)] for i in range(players)]
        state, timings, stalled = play_game(levels, variant, deal=players * 10 + shift, iterations=2)
        assert not stalled and state.is_over, levels
        assert timings
        seated |= set(levels)
        shift += players


def test_no_absurd_actions_in_bot_games():
    """No move for dollars that scores less than it costs, no flight after a flight while a
    card is held, no flight back to where the plane just was."""
    for levels, variant, deal in ((["easy", "easy", "medium"], "full", 1), (["medium", "easy"], "simple", 2)):
        state = random_position(0, len(levels), variant, steps=0)
        from australia import Config, new_game

        state = new_game(Config(("Ann", "Ben", "Cat")[: len(levels)], variant), deal)
        previous: dict[int, object] = {}
        origin: dict[int, object] = {}
        while not state.is_over:
            seat = state.current
            if state.phase == "turn" and state.actions_done == 0:
                previous[seat], origin[seat] = None, state.player.plane
            action = choose(observe(state, seat), levels[seat], seed=deal)
            if type(action) is MoveRanger:
                before = state.player.points + state.player.dollars
                apply_action(state, action)
                assert state.players[seat].points + state.players[seat].dollars > before
                continue
            if type(action) is Fly and state.players[seat].hand:
                assert type(previous.get(seat)) is not Fly
                assert action.region != origin.get(seat) or previous.get(seat) is None
            if type(action) in (Fly, PlayCard):
                previous[seat] = action
            apply_action(state, action)


def test_random_seed_does_not_leak_between_decisions():
    state = positions(2)[-1]
    obs = observe(state, state.current)
    rand_state = random.getstate()
    choose(obs, "easy", seed=1)
    assert random.getstate() == rand_state  # bots never touch the global generator
    chosen = choose(obs, "easy", seed=1)
    assert chosen in legal_actions(state)  # a legal choice, the same for the same seed
    assert choose(observe(state, state.current), "easy", seed=1) == chosen


def _narrow_lead_at_the_end(seed: int):
    """Two players, the full game at its end: the stacks empty, White (last in the round, to
    move) 5 points ahead with one card and no dollars; Black holds a card, 4 dollars for a
    wild card and its plane on Kimberley, whose conservation lacks one location and holds
    8 of Black's rangers. Ending the game now wins; a turn more lets Black finish Kimberley
    and take the lead (by 17 or 27 points when White only flies)."""
    from australia import EndTurn
    from tests.positions import BLACK, WHITE

    state = position(players=2, variant="full", seed=seed)
    for cards in state.stacks.values():
        state.unused_cards.extend(cards)
        cards.clear()
    hand(state, BLACK, ("green", 3))
    hand(state, WHITE, ("yellow", 1))
    for location in ("kununurra", "halls_creek", "tanami", "eighty_mile_beach"):
        put(state, location, BLACK, 2)
    state.players[WHITE].points, state.players[BLACK].points = 105, 100
    state.players[BLACK].dollars, state.players[WHITE].dollars = 4, 0
    for _ in range(2):  # Black's turn: two flights
        apply_action(state, next(a for a in legal_actions(state) if type(a) is Fly and a.region != state.players[BLACK].plane))
    apply_action(state, EndTurn())
    plane(state, BLACK, "kimberley")
    plane(state, WHITE, "pilbara")
    assert state.current == WHITE and not any(state.stacks.values())
    return state


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_closes_out_a_narrow_win_rather_than_give_the_rival_a_turn(seed):
    """An experienced player's case: with the game in hand and a rival one card from a big
    completion, hard spends its turn ending the game (its last card played, anywhere)."""
    state = _narrow_lead_at_the_end(seed)
    while not state.is_over and state.current == 1:
        apply_action(state, choose(observe(state, 1), "hard", seed=0, iterations=150))
    assert state.is_over
    assert state.players[1].points > state.players[0].points


def test_the_computers_face_runs_its_example_and_names_only_what_it_holds():
    import doctest

    import australia.computer as face

    assert doctest.testmod(face, optionflags=doctest.ELLIPSIS).failed == 0
    assert all(hasattr(face, name) for name in face.__all__)
    assert face.choose is choose and face.Thinker is Thinker and face.suggest is suggest


def test_a_hint_gives_the_chosen_move_first_then_the_best_others_with_what_they_complete():
    state = kimberley_to_complete()  # Black to move: the ship completes Kimberley's conservation
    obs = observe(state, BLACK)
    for level, budget in (("medium", {}), ("hard", {"iterations": 12})):
        hint = suggest(obs, level, seed=2, **budget)
        best = hint.best(obs)
        assert hint.action == choose(obs, level, seed=2, **budget)
        assert 2 <= len(best) <= 3 and best[0].action == hint.action and best[0].value == hint.value
        rest = [b.value for b in best[1:]]
        assert rest == sorted(rest, reverse=True)
        assert len({b.action for b in best}) == len(best)
    hint = suggest(obs, "medium", seed=2)
    weighed = hint.best(obs, len(hint.alternatives))
    assert all(weighed[0].value >= b.value for b in weighed)  # medium takes its best
    completing = [b for b in weighed if b.completes]
    assert completing and all(("kimberley", CONSERVATION) in b.completes for b in completing)
    ship = next(b for b in completing if b.action.location == "cape_leveque" and b.action.rangers == 3)
    assert ship.points == 3 + 3 + 6  # the bonus, Black's three rangers in camps there, three in the ship
    # White's rangers there score with it, and say so; a move that completes nothing scores no rival
    assert [seat for seat, points in ship.others] == [WHITE] and all(points > 0 for _, points in ship.others)
    assert all(not b.others for b in weighed if not b.completes)
    assert LOCATION_BY_ID["cape_leveque"].is_ship and REGION_BY_ID["kimberley"].colour == "red"


def _windmill_to_take():
    """Two players, the full game, the windmill in Kimberley at its highest value (12), its
    track one tile short of a scoring; White leads the ranger track 2 to 1. Black, in Kimberley
    with a red card of three rangers, can complete its conservation in the ship, which scores
    the windmill at once: one ranger in the ship and two on the track win the windmill (12
    against 6); three in the ship leave it to White."""
    from australia.events import CONSERVATION
    from australia.state import FULL, Tile

    state = kimberley_to_complete(FULL, windmill="kimberley")
    for region in ("gippsland", "grampians", "new_england", "riverina", "capricornia"):
        state.conservation.discard(region)
        state.windmill_track.append(Tile(CONSERVATION, region))
    state.windmill_value = 12
    for owner in (WHITE, WHITE, BLACK):
        state.players[owner].supply -= 1
        state.ranger_track.append(owner)
    return state


def test_hard_takes_the_windmill_majority_it_can_take():
    state = _windmill_to_take()
    action = choose(observe(state, BLACK), "hard", seed=1, iterations=150)
    assert type(action) is PlayCard and action.location == "cape_leveque" and action.track == 2, action
    events = apply_action(state, action)
    from australia.events import WindmillScored

    scored = next(e for e in events if isinstance(e, WindmillScored))
    assert [(p.player, p.points) for p in scored.places] == [(BLACK, 12), (WHITE, 6)]


def _rangers_to_keep(seed: int):
    """Two players, the simple game: Black holds 8 rangers in Kimberley, whose ship alone is
    empty, and 2 in its supply; it has flown to New England (one action left) with a green
    card of three rangers and a red card of one. Placing both rangers now leaves none for the
    red card, which completes Kimberley next turn."""
    from australia import Fly

    state = position(2, "simple", seed=seed)
    for location in ("kununurra", "halls_creek", "tanami", "eighty_mile_beach"):
        put(state, location, BLACK, 2)
    far = ("echuca", "kosciuszko", "cape_howe", "western_port")
    while state.players[BLACK].supply > 2:
        put(state, far[state.players[BLACK].supply % 4], BLACK, 1)
    hand(state, BLACK, ("green", 3), ("red", 1))
    hand(state, WHITE, ("yellow", 1), ("gray", 1))
    plane(state, WHITE, "riverina")
    plane(state, BLACK, "pilbara")
    apply_action(state, Fly("new_england"))
    return state


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_keeps_a_ranger_for_the_card_it_holds(seed):
    state = _rangers_to_keep(seed)
    assert state.current == BLACK and state.actions_done == 1 and state.players[BLACK].supply == 2
    action = choose(observe(state, BLACK), "hard", seed=seed, iterations=150)
    apply_action(state, action)
    assert state.players[BLACK].supply >= 1, action


def _bonus_to_deny(seed: int, white_dollars: int):
    """Two players, the simple game, the first round: White holds eight rangers in Kimberley's
    camps and its plane is there; the ship, Kimberley's one empty location, is all that its
    conservation lacks. Black, also in Kimberley with no dollars, holds a red card of one ranger:
    placing it in the ship completes Kimberley (Black's 3-point bonus and 2 points, White's 8
    points now). With ten dollars White is sure to complete it next turn with any card, played
    wild (its 3-point bonus, its rangers in the ship, the same 8); with none, only if it holds a
    red card, which Black cannot see."""
    state = position(2, "simple", seed=seed)
    for location in ("kununurra", "halls_creek", "tanami", "eighty_mile_beach"):
        put(state, location, WHITE, 2)
    hand(state, BLACK, ("red", 1), ("green", 2))
    hand(state, WHITE, ("yellow", 2), ("gray", 3))
    plane(state, WHITE, "kimberley")
    plane(state, BLACK, "kimberley")
    state.players[BLACK].dollars = 0
    state.players[WHITE].dollars = white_dollars
    return state


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_denies_a_bonus_the_rival_is_sure_to_take_and_gives_none_away(seed):
    sure = _bonus_to_deny(seed, white_dollars=10)
    action = choose(observe(sure, BLACK), "hard", seed=seed, iterations=150)
    assert type(action) is PlayCard and action.location == "cape_leveque" and action.rangers == 1, action
    events = apply_action(sure, action)
    assert any(type(e) is ProjectScored and e.region == "kimberley" and e.initiator == BLACK for e in events), events
    unlikely = _bonus_to_deny(seed, white_dollars=0)
    action = choose(observe(unlikely, BLACK), "hard", seed=seed, iterations=150)
    assert getattr(action, "location", None) != "cape_leveque", action
