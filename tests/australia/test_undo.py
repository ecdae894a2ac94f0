"""Replaying and undoing (``australia.undo``, with ``can_undo`` and ``why_no_undo`` of
``australia.rules``): a game is its configuration, its seed and its actions; undo goes back
one action within a turn until something hidden was revealed, and says why when it cannot.
"""

from __future__ import annotations

import random

import pytest

from australia import (
    Code,
    Config,
    DrawCard,
    EndTurn,
    Fly,
    IllegalActionError,
    MoveRanger,
    Phase,
    PlayCard,
    Reason,
    State,
    apply_action,
    can_undo,
    is_legal,
    legal_actions,
    new_game,
    replay,
    undo,
    why_no_undo,
)
from australia.board import CARDS, REGION_BY_ID, REGION_IDS
from australia.events import TileRevealed

from tests.australia.games import NAMES, _random_game, first_position_offering, sample_position


def test_a_game_replays_exactly_from_config_seed_and_actions():
    game = _random_game(11)
    again = replay(game.config, game.seed, list(game.history))
    assert again == game and again.is_over
    assert [e.events for e in again.log] == [e.events for e in game.log]


def test_undo_goes_back_one_action_within_the_turn_until_hidden_information():
    game = new_game(Config(("Ann", "Ben"), start_player=0), 21)
    while game.phase == "setup":
        assert not can_undo(game)  # opening draws reveal cards
        apply_action(game, DrawCard(2))
    assert not can_undo(game)
    apply_action(game, Fly("pilbara"))
    assert not can_undo(game)  # the tile was revealed
    apply_action(game, Fly("kimberley"))
    apply_action(game, EndTurn())
    assert not can_undo(game)  # Ben's turn: Ann's actions are out of reach
    before = game.copy()
    apply_action(game, Fly("pilbara"))  # already face up: nothing revealed
    assert can_undo(game)
    back = undo(game)
    assert back == before and back.players[1].plane is None
    assert len(back.log) == len(game.log) - 1  # the undone step is gone from the log


def test_undo_then_redo_gives_an_equal_game_on_random_games():
    checked = 0
    for seed in range(30):
        rand = random.Random(seed)
        game = new_game(Config(("Ann", "Ben", "Cat"), "full"), seed)
        while not game.is_over and len(game.history) < 200:
            action = rand.choice(legal_actions(game))
            before = game.copy()
            apply_action(game, action)
            if can_undo(game):
                undone = undo(game)
                assert undone == before
                apply_action(undone, action)
                assert undone == game
                checked += 1
    assert checked > 100


@pytest.mark.parametrize("last, reason", [(DrawCard, Code.HIDDEN_REVEALED), (EndTurn, Code.NOTHING_TO_UNDO)])
def test_undo_is_refused_after_a_draw_or_at_turn_start(last, reason):
    game = _random_game(16, steps=30)
    rand = random.Random(16)
    while not isinstance(game.history[-1], last):
        apply_action(game, rand.choice(legal_actions(game)))
    assert not can_undo(game) and why_no_undo(game) == Reason(reason)
    with pytest.raises(IllegalActionError) as error:
        undo(game)
    assert error.value.reason == Reason(reason)


# --- why undo is unavailable -------------------------------------------------------------------


def test_undo_explains_itself_through_a_turn():
    game = new_game(Config(("Ann", "Ben"), start_player=0), 21)
    assert why_no_undo(game) == Reason(Code.NOTHING_TO_UNDO)
    while game.phase == Phase.SETUP:
        apply_action(game, DrawCard(2))
        assert not can_undo(game) and why_no_undo(game) == Reason(Code.NOTHING_TO_UNDO)
    # Ann's first turn: the drawn cards were the opening, she has done nothing yet
    assert game.current == 0 and why_no_undo(game) == Reason(Code.NOTHING_TO_UNDO)

    card = game.players[0].hand[0]
    colour = CARDS[card].colour
    region = next(r for r in REGION_IDS if REGION_BY_ID[r].colour == colour)
    apply_action(game, Fly(region))  # reveals the region's tile
    assert game.face_up == {region}
    assert not can_undo(game) and why_no_undo(game) == Reason(Code.HIDDEN_REVEALED)

    apply_action(game, PlayCard(card, None, 0))  # reveals nothing: may be taken back
    assert can_undo(game) and why_no_undo(game) is None
    apply_action(game, DrawCard(1))
    assert not can_undo(game) and why_no_undo(game) == Reason(Code.HIDDEN_REVEALED)

    apply_action(game, EndTurn())
    assert why_no_undo(game) == Reason(Code.NOTHING_TO_UNDO)  # Ben has done nothing yet
    apply_action(game, Fly(region))  # its tile is face up already: nothing revealed
    assert can_undo(game) and why_no_undo(game) is None
    back = undo(game)
    assert back.players[1].plane is None and why_no_undo(back) == Reason(Code.NOTHING_TO_UNDO)


def _hidden_tile_left(game: State) -> str | None:
    return next((r for r in REGION_IDS if r in game.tiles and r not in game.face_up and r != game.player.plane), None)


def test_a_plain_step_after_a_revealing_one_may_be_undone_back_to_the_reveal():
    def wanted(game, action):
        starting = game.phase == Phase.TURN and game.actions_done == 0
        return starting and type(action) is MoveRanger and _hidden_tile_left(game) is not None

    game, move = first_position_offering(wanted)
    apply_action(game, Fly(_hidden_tile_left(game)))
    assert why_no_undo(game) == Reason(Code.HIDDEN_REVEALED)
    assert is_legal(game, move)  # a flight moves no ranger and costs nothing
    apply_action(game, move)  # a move reveals nothing
    assert can_undo(game) and why_no_undo(game) is None
    back = undo(game)
    assert not can_undo(back) and why_no_undo(back) == Reason(Code.HIDDEN_REVEALED)


def test_undo_is_refused_at_the_end_of_the_game():
    game = sample_position("over-7")
    assert why_no_undo(game) == Reason(Code.GAME_OVER)
    with pytest.raises(IllegalActionError) as error:
        undo(game)
    assert error.value.reason == Reason(Code.GAME_OVER)


def test_why_no_undo_agrees_with_can_undo_over_random_games():
    for seed in range(6):
        rand = random.Random(seed)
        game = new_game(Config(NAMES[:3], "full"), seed)
        while not game.is_over:
            apply_action(game, rand.choice(legal_actions(game)))
            reason = why_no_undo(game)
            assert (reason is None) == can_undo(game)
            if reason is None:
                continue
            last = game.log[-1]
            revealing = type(last.action) is DrawCard or any(type(e) is TileRevealed for e in last.events)
            if game.is_over:
                assert reason == Reason(Code.GAME_OVER)
            elif last.player == game.current and last.turn == game.turn:
                assert revealing and reason == Reason(Code.HIDDEN_REVEALED)
            else:  # the player to decide has done nothing yet this turn
                assert reason == Reason(Code.NOTHING_TO_UNDO)
