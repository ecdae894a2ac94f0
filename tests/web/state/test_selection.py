"""The selection state machine: clicks become exactly the legal action they point at."""

from __future__ import annotations

from australia import Config, DrawCard, EndTurn, Fly, MoveRanger, PlayCard, TakeBack, apply_action, new_game, take_back
from australia.board import LOCATIONS_OF, TAKE_BACK_MAX
from australia.rules import legal_actions_of
from web.hooks import Command
from web.state.selection import MOVE, NOTHING, PLAY, TAKE_BACK, Selection, choose, options, valid_selection
from web.text import game as game_words
from web.text.reasons import why
from web.view.game import step_words
from tests.positions import BLACK, WHITE, hand, plane, position, put

CMD_CANCEL, CMD_CONFIRM, CMD_END_TURN = Command.CANCEL, Command.CONFIRM_TAKE_BACK, Command.END_TURN
CMD_MOVE, CMD_TAKE_BACK = Command.MOVE, Command.TAKE_BACK


class Said:
    """A click's result with its reason put into words, as the page shows it."""

    def __init__(self, state, result):
        self.selection = result.selection
        self.action = result.action
        self.code = result.reason.code if result.reason is not None else None
        self.reason = why(result.reason, [p.name for p in state.players]) if result.reason else None


def worded(state, reason):
    """A reason the page offers, as the player reads it."""
    return why(reason, [p.name for p in state.players])


def click(state, sel, *targets):
    """Click targets in order; returns (selection, action, reason in words) after the last one."""
    result = None
    for target in targets:
        result = Said(state, choose(state, sel, target))
        sel = result.selection
    return result


def test_setup_offers_the_stacks_and_a_stack_click_draws():
    state = new_game(Config(("Ann", "Ben"), start_player=0), 3)
    opts = options(state, NOTHING)
    assert [c.value for c in opts.stacks if c.enabled] == [1, 2, 3, 4]
    assert game_words.prompt(opts.prompt).startswith("Draw an opening card")
    result = choose(state, NOTHING, ("stack", "3"))
    assert result.action == DrawCard(3)
    # anything else only explains
    result = click(state, NOTHING, ("region", "kimberley"))
    assert result.action is None and "stack" in result.reason


def test_clicking_a_region_flies_there():
    state = position()
    result = choose(state, NOTHING, ("region", "pilbara"))
    assert result.action == Fly("pilbara")
    apply_action(state, result.action)
    again = click(state, NOTHING, ("region", "pilbara"))
    assert again.action is None and "already in Pilbara" in again.reason


def test_card_then_location_then_count_is_exactly_that_play():
    state = position()
    red, = hand(state, BLACK, ("red", 3))[:1]
    plane(state, BLACK, "kimberley")
    sel = choose(state, NOTHING, ("card", str(red))).selection
    assert sel == Selection(mode=PLAY, card=red)
    opts = options(state, sel)
    legal = legal_actions_of(state, PlayCard)
    assert opts.highlight_locations == {a.location for a in legal if a.card == red and a.location}
    assert opts.highlight_locations == set(LOCATIONS_OF["kimberley"])
    assert [c.value for c in opts.rangers] == [0]  # "no ranger" is offered before a location
    sel = choose(state, sel, ("location", "halls_creek")).selection
    opts = options(state, sel)
    assert [c.value for c in opts.rangers] == [1, 2, 3]
    result = choose(state, sel, ("rangers", "2"))
    assert result.action == PlayCard(red, "halls_creek", 2)
    assert result.action in legal
    assert result.selection == NOTHING


def test_no_ranger_play_and_second_card_click_deselects():
    state = position()
    red, = hand(state, BLACK, ("red", 2))
    plane(state, BLACK, "kimberley")
    assert click(state, NOTHING, ("card", red), ("card", red)).selection == NOTHING
    result = click(state, NOTHING, ("card", red), ("rangers", 0))
    assert result.action == PlayCard(red, None, 0)


def test_occupied_location_is_not_highlighted_and_explains():
    state = position()
    put(state, "halls_creek", WHITE, 1)
    red, = hand(state, BLACK, ("red", 2))
    plane(state, BLACK, "kimberley")
    sel = choose(state, NOTHING, ("card", red)).selection
    assert "halls_creek" not in options(state, sel).highlight_locations
    result = click(state, sel, ("location", "halls_creek"))
    assert result.action is None
    assert result.selection == sel
    assert "Halls Creek holds White’s rangers" in result.reason


def test_a_card_that_cannot_be_played_is_disabled_with_a_reason():
    state = position()
    hand(state, BLACK, ("red", 2), ("green", 1))
    plane(state, BLACK, "coral_sea")
    state.players[BLACK].dollars = 0
    opts = options(state, NOTHING)
    assert all(not c.enabled for c in opts.cards)
    reason = worded(state, opts.cards[0].reason)
    assert "no card matches Coral Sea (blue)" in reason and "3 dollars" in reason
    result = click(state, NOTHING, ("card", opts.cards[0].value))
    assert result.action is None and result.reason == reason


def test_wild_play_when_nothing_matches_and_dollars_allow():
    state = position()
    red, green = hand(state, BLACK, ("red", 2), ("green", 1))
    plane(state, BLACK, "coral_sea")
    state.players[BLACK].dollars = 3
    opts = options(state, NOTHING)
    assert opts.wild and all(c.enabled for c in opts.cards)
    result = click(state, NOTHING, ("card", green), ("rangers", 0))
    assert result.action == PlayCard(green, None, 0, 0, True)


def test_non_matching_card_says_it_does_not_match():
    state = position()
    red, green = hand(state, BLACK, ("red", 2), ("green", 1))
    plane(state, BLACK, "kimberley")
    opts = options(state, NOTHING)
    enabled = {c.value: c for c in opts.cards}
    assert enabled[red].enabled and not enabled[green].enabled
    assert worded(state, enabled[green].reason) == "the green card does not match Kimberley (red)"


def test_ranger_track_choice_in_the_full_game():
    state = position(variant="full", windmill="kimberley")
    red, = hand(state, BLACK, ("red", 3))
    plane(state, BLACK, "kimberley")
    sel = click(state, NOTHING, ("card", red), ("location", "tanami"), ("rangers", 2)).selection
    assert sel.rangers == 2  # not complete yet: the track count is asked
    opts = options(state, sel)
    assert [c.value for c in opts.track] == [0, 1]
    assert choose(state, sel, ("track", 1)).action == PlayCard(red, "tanami", 2, 1)
    # only the ranger track: a choice of its own beside the locations and "no ranger", at once
    opts = options(state, choose(state, NOTHING, ("card", red)).selection)
    assert [c.value for c in opts.track] == [1, 2, 3] and [c.value for c in opts.rangers] == [0]
    assert opts.highlight_locations and "ranger track" in game_words.prompt(opts.prompt)
    result = click(state, NOTHING, ("card", red), ("track", 3))
    assert result.action == PlayCard(red, None, 0, 3)
    # no ranger at all is its own choice too, and says what it scores
    assert click(state, NOTHING, ("card", red), ("rangers", 0)).action == PlayCard(red, None, 0, 0)
    assert "2 points" in game_words.prompt(opts.prompt)


def test_a_one_ranger_card_goes_to_the_ranger_track_in_one_click():
    state = position(variant="full", windmill="kimberley")
    red, = hand(state, BLACK, ("red", 1))
    plane(state, BLACK, "kimberley")
    opts = options(state, choose(state, NOTHING, ("card", red)).selection)
    assert [c.value for c in opts.track] == [1]
    assert click(state, NOTHING, ("card", red), ("track", 1)).action == PlayCard(red, None, 0, 1)


def test_no_ranger_track_is_offered_away_from_the_windmill():
    state = position(variant="full", windmill="coral_sea")
    red, = hand(state, BLACK, ("red", 2))
    plane(state, BLACK, "kimberley")
    opts = options(state, choose(state, NOTHING, ("card", red)).selection)
    assert opts.track == () and "ranger track" not in game_words.prompt(opts.prompt)


def test_take_back_collects_rangers_then_confirms():
    state = position()
    put(state, "halls_creek", BLACK, 3)
    put(state, "tanami", BLACK, 2)
    plane(state, BLACK, "kimberley")
    sel = choose(state, NOTHING, ("command", CMD_TAKE_BACK)).selection
    assert sel.mode == TAKE_BACK
    opts = options(state, sel)
    assert opts.highlight_locations == {"halls_creek", "tanami"}
    assert not opts.command(CMD_CONFIRM).enabled
    sel = click(state, sel, ("location", "halls_creek"), ("location", "halls_creek"), ("location", "tanami")).selection
    assert sel.picks == (("halls_creek", 2), ("tanami", 1)) or dict(sel.picks) == {"halls_creek": 2, "tanami": 1}
    sel = choose(state, sel, ("location", "tanami")).selection
    opts = options(state, sel)
    assert opts.take_back_total == TAKE_BACK_MAX
    assert opts.highlight_locations == frozenset()  # four is the most
    over = click(state, sel, ("location", "halls_creek"))
    assert over.action is None and "at most 4" in over.reason
    result = choose(state, sel, ("command", CMD_CONFIRM))
    assert result.action == take_back({"halls_creek": 2, "tanami": 2})
    assert result.action in legal_actions_of(state, TakeBack)


def test_move_a_ranger_source_then_target():
    state = position()
    put(state, "halls_creek", BLACK, 1)
    put(state, "tanami", WHITE, 1)
    state.players[BLACK].dollars = 4
    sel = choose(state, NOTHING, ("command", CMD_MOVE)).selection
    assert sel.mode == MOVE
    assert options(state, sel).highlight_locations == {"halls_creek"}
    sel = choose(state, sel, ("location", "halls_creek")).selection
    targets = options(state, sel).highlight_locations
    assert targets == {m.target for m in legal_actions_of(state, MoveRanger) if m.source == "halls_creek"}
    assert "tanami" not in targets
    assert choose(state, sel, ("location", "kununurra")).action == MoveRanger("halls_creek", "kununurra")


def test_move_without_dollars_is_refused_with_words():
    state = position()
    put(state, "halls_creek", BLACK, 1)
    opts = options(state, NOTHING)
    assert not opts.command(CMD_MOVE).enabled
    assert "costs 4 dollars" in worded(state, opts.command(CMD_MOVE).reason)
    assert choose(state, NOTHING, ("command", CMD_MOVE)).action is None


def test_end_turn_only_after_two_actions():
    state = position()
    assert not options(state, NOTHING).command(CMD_END_TURN).enabled
    assert "2 actions" in worded(state, options(state, NOTHING).command(CMD_END_TURN).reason)
    apply_action(state, Fly("kimberley"))
    assert step_words(state) == "Action 2 of 2"
    apply_action(state, Fly("pilbara"))
    assert step_words(state) == "End of turn"
    assert choose(state, NOTHING, ("command", CMD_END_TURN)).action == EndTurn()


def test_cancel_and_stale_selections_fall_back_to_nothing():
    state = position()
    red, = hand(state, BLACK, ("red", 2))
    plane(state, BLACK, "kimberley")
    sel = choose(state, NOTHING, ("card", red)).selection
    assert choose(state, sel, ("command", CMD_CANCEL)).selection == NOTHING
    assert valid_selection(state, sel) == sel
    assert valid_selection(state, Selection(mode=PLAY, card=999)) == NOTHING
    assert Selection.from_json(sel.to_json()) == sel
    assert Selection.from_json({"mode": "bogus"}) == NOTHING


def test_every_enabled_option_leads_to_a_legal_action_in_random_games():
    """Walk whole games by clicking only offered things: every dispatched action is legal."""
    import random

    from australia.board import REGION_IDS

    rand = random.Random(5)
    for seed in range(3):
        state = new_game(Config(("A", "B", "C"), variant="full"), seed)
        sel = NOTHING
        for _ in range(1500):
            if state.is_over:
                break
            opts = options(state, sel)
            targets = [("stack", c.value) for c in opts.stacks if c.enabled]
            targets += [("card", c.value) for c in opts.cards if c.enabled]
            targets += [("rangers", c.value) for c in opts.rangers if c.enabled]
            targets += [("track", c.value) for c in opts.track if c.enabled]
            targets += [("command", c.value) for c in opts.commands if c.enabled and c.value != CMD_CANCEL]
            targets += [("location", loc) for loc in opts.highlight_locations]
            targets += [("region", r) for r in opts.fly_regions]
            assert targets, game_words.prompt(opts.prompt)
            result = choose(state, sel, rand.choice(targets))
            if result.action is not None:
                apply_action(state, result.action)  # raises if it were not legal
                sel = NOTHING
            else:
                assert result.reason is None, result.reason
                sel = result.selection
        assert len(state.history) > 100
        assert set(opts.fly_regions) <= set(REGION_IDS)


def test_disabled_commands_give_the_engines_words_in_random_games():
    """The page never words a rule itself: a disabled command says what why_unavailable says."""
    import random

    from australia.rules import legal_actions, why_unavailable
    from australia.state import TURN

    kinds = {CMD_TAKE_BACK: TakeBack, CMD_MOVE: MoveRanger, CMD_END_TURN: EndTurn}
    rand = random.Random(11)
    checked = 0
    for seed in range(3):
        state = new_game(Config(("A", "B", "C", "D"), variant="full"), seed)
        for _ in range(400):
            if state.is_over:
                break
            if state.phase == TURN:
                opts = options(state, NOTHING)
                for name, kind in kinds.items():
                    command = opts.command(name)
                    names = [p.name for p in state.players]
                    assert command.enabled == (why_unavailable(state, kind) is None)
                    assert worded(state, command.reason) == why(why_unavailable(state, kind), names)
                    if not command.enabled:
                        checked += 1
                        assert choose(state, NOTHING, ("command", name)).reason == why_unavailable(state, kind)
            apply_action(state, rand.choice(legal_actions(state)))
    assert checked > 100
