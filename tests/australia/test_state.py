"""A game in progress and how it is set up (``australia.state``): the set-up as docs/rules.md
describes it, configurations and players' names, snapshots, and copies of a game that a
search can play on.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from australia import (
    Code,
    Config,
    ConfigError,
    DrawCard,
    EndTurn,
    Fly,
    Rangers,
    Reason,
    State,
    apply_action,
    apply_trusted,
    can_undo,
    dump_game,
    legal_actions,
    load_game,
    new_game,
)
from australia.board import CARDS, INDUSTRIALIZATION_VALUES, KINDS, RANGERS_PER_PLAYER, REGION_IDS

from tests.australia.games import _random_game, play_randomly, random_game
from tests.australia.scenario import supplies


# --- setup ----------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("variant, stack", [("simple", 8), ("full", 9)])
def test_setup(players, variant, stack):
    game = new_game(Config(tuple("ABCDE"[:players]), variant), seed=3)
    assert sorted(game.tiles) == sorted(REGION_IDS) and not game.face_up
    assert game.conservation == set(REGION_IDS)
    assert game.stack_sizes() == {1: stack, 2: stack, 3: stack, 4: stack}
    assert all(CARDS[c].kind == k for k, cards in game.stacks.items() for c in cards)
    assert [p.supply for p in game.players] == [RANGERS_PER_PLAYER[players]] * players
    assert all(p.points == p.dollars == 0 and p.plane is None for p in game.players)
    assert [p.colour for p in game.players] == ["black", "white", "orange", "blue", "brown"][:players]
    assert (game.windmill_region is not None) == (variant == "full")
    assert game.windmill_value == 2


def test_opening_draws_go_round_twice_from_the_start_player():
    """docs/rules.md, ruling 5."""
    game = new_game(Config(("A", "B", "C"), start_player=1), seed=5)
    order = []
    while game.phase == "setup":
        order.append(game.current)
        apply_action(game, DrawCard(2))
    assert order == [1, 2, 0, 1, 2, 0]
    assert [len(p.hand) for p in game.players] == [2, 2, 2]
    assert game.phase == "turn" and game.current == 1 and game.stack_sizes()[2] == 2


def test_random_start_and_windmill_follow_the_seed():
    """docs/rules.md, rulings 3 and 4."""
    config = Config(("A", "B", "C", "D"), "full")
    starts = {new_game(config, seed).start_player for seed in range(40)}
    mills = {new_game(config, seed).windmill_region for seed in range(40)}
    assert starts == {0, 1, 2, 3} and len(mills) > 5
    assert new_game(config, 9) == new_game(config, 9)
    assert new_game(Config(("A", "B"), "full", windmill_region="pilbara"), 1).windmill_region == "pilbara"


@pytest.mark.parametrize(
    "players, reason",
    [
        (("A",), Reason(Code.PLAYER_COUNT, count=1, low=2, high=5)),
        (("A", "B", "C", "D", "E", "F"), Reason(Code.PLAYER_COUNT, count=6, low=2, high=5)),
        (("A", " "), Reason(Code.NAME_MISSING, seat=1)),
        (("Ann", "ann"), Reason(Code.NAME_TAKEN, seat=1, other=0)),
        (("A", "x" * 33), Reason(Code.NAME_TOO_LONG, seat=1, most=32)),
        (("A", "B\n"), Reason(Code.NAME_FORBIDDEN_CHARACTER, seat=1, character=0x0A)),
    ],
)
def test_bad_configurations_are_refused_with_a_reason(players, reason):
    with pytest.raises(ConfigError) as error:
        Config(players)
    assert error.value.reason == reason


def test_names_lose_their_outer_spaces_and_a_name_of_32_characters_is_allowed():
    config = Config(("  Ann ", "x" * 32))
    assert config.players == ("Ann", "x" * 32)


# --- setup 1: tiles ---------------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_setup_puts_every_industrialization_tile_face_down_and_a_conservation_tile_everywhere(seed):
    game = new_game(Config(("A", "B", "C")), seed)
    assert Counter(game.tiles.values()) == Counter(INDUSTRIALIZATION_VALUES)
    assert set(game.tiles) == set(REGION_IDS) and game.face_up == set()
    assert game.conservation == set(REGION_IDS)
    assert game.spent_tiles == [] and game.windmill_track == [] and game.ranger_track == []


# --- setup 2: stacks --------------------------------------------------------------------------


@pytest.mark.parametrize("variant, size", [("simple", 8), ("full", 9)])
def test_setup_stacks_hold_one_kind_each_and_the_rest_leave_the_game_unseen(variant, size):
    """docs/rules.md, ruling 2."""
    game = new_game(Config(("A", "B")), 4) if variant == "simple" else new_game(Config(("A", "B"), "full"), 4)
    assert {k: len(s) for k, s in game.stacks.items()} == {k: size for k in KINDS}
    for kind, stack in game.stacks.items():
        assert {CARDS[c].kind for c in stack} == {kind}
    assert len(game.unused_cards) == len(CARDS) - 4 * size
    every = [c for s in game.stacks.values() for c in s] + game.unused_cards
    assert sorted(every) == list(range(len(CARDS)))
    assert all(p.hand == [] for p in game.players) and game.played_cards == []


# --- setup 3, 4, 5: supplies, a named start player, the windmill ------------------------------


def test_setup_with_a_named_start_player_other_than_seat_0():
    names = ("Ann", "Ben", "Cat", "Dan", "Eve")
    game = new_game(Config(names, "full", start_player=3, windmill_region="coral_sea"), 8)
    assert (game.windmill_region, game.windmill_value) == ("coral_sea", 2)
    assert supplies(game) == [10] * 5
    order, chosen = [], []
    for i in range(10):
        order.append(game.current)
        stack = KINDS[i % 4]
        top = game.stacks[stack][-1]
        apply_action(game, DrawCard(stack))
        assert top in game.players[order[-1]].hand
        chosen.append(stack)
    assert order == [3, 4, 0, 1, 2, 3, 4, 0, 1, 2]
    assert [len(p.hand) for p in game.players] == [2] * 5
    assert game.stack_sizes() == {1: 9 - 3, 2: 9 - 3, 3: 9 - 2, 4: 9 - 2}
    assert (game.phase, game.current, game.round) == ("turn", 3, 1)
    # the round ends after seat 2, the one before the start player
    for seat in (3, 4, 0, 1, 2):
        assert game.current == seat and game.round == 1
        apply_action(game, Fly("pilbara"))
        apply_action(game, Fly("kimberley"))
        apply_action(game, EndTurn())
    assert (game.current, game.round) == (3, 2)


def test_a_step_by_step_snapshot_tells_games_apart_by_their_actions_count_and_last():
    game = _random_game(4, steps=12)
    same = game.copy()
    assert same.snapshot(whole_history=False) == game.snapshot(whole_history=False)
    apply_action(same, random.Random(1).choice(legal_actions(same)))
    assert same.snapshot(whole_history=False) != game.snapshot(whole_history=False)
    assert game.snapshot(whole_history=False)["history"] == [12, game.history[-1].to_json()]


# --- copies ------------------------------------------------------------------------------------------


def _position_only(game: State) -> dict:
    """The snapshot without the record of how the game got there."""
    snap = game.snapshot()
    del snap["history"], snap["undo_floor"]
    return snap


def _mutate_every_container(game: State) -> None:
    for p in game.players:
        p.hand.append(0)
        p.points += 1
        p.points_by_source[next(iter(p.points_by_source))] += 1
        p.supply -= 1
    game.rangers.clear()
    game.rangers["wiluna"] = Rangers(0, 9)
    game.tiles["pilbara"] = 99
    game.face_up.add("tasman_sea")
    game.conservation.discard("pilbara")
    for stack in game.stacks.values():
        stack.append(0)
    game.unused_cards.append(0)
    game.played_cards.append(0)
    game.windmill_track.append(None)
    game.ranger_track.append(0)
    game.spent_tiles.append(None)
    game.log.append(None)
    game.round += 1


@pytest.mark.parametrize("log", [True, False])
def test_a_copy_and_its_original_never_change_each_other(log):
    original = random_game(31, steps=140)
    assert original.rangers and original.log
    assert original.windmill_track or original.ranger_track or original.spent_tiles
    copy = original.copy(log=log)
    assert copy is not original and _position_only(copy) == _position_only(original)
    assert (copy == original) is log  # only a copy with its log is the same game
    kept = original.snapshot()
    _mutate_every_container(copy)
    assert original.snapshot() == kept
    assert load_game(dump_game(original)) == original

    copy = original.copy(log=log)
    kept_copy = copy.snapshot()
    play_randomly(original, random.Random(2), 10_000)
    assert original.is_over
    assert copy.snapshot() == kept_copy
    _mutate_every_container(original)
    assert copy.snapshot() == kept_copy


@pytest.mark.parametrize("record", [True, False])
@pytest.mark.parametrize("seed", [41, 42])
def test_a_copy_without_its_log_plays_on_like_the_original(seed, record):
    original = random_game(seed, steps=60)
    light = original.copy(log=False)
    assert light.log == [] and light.history == [] and light.undo_floor == 0
    assert not can_undo(light)
    assert _position_only(light) == _position_only(original)
    rand = random.Random(seed)
    while not original.is_over:
        offered = legal_actions(original)
        assert legal_actions(light) == offered
        action = rand.choice(offered)
        assert apply_trusted(light, action, record=record) == apply_action(original, action)
        assert _position_only(light) == _position_only(original)
    assert light.is_over and legal_actions(light) == []
    assert len(light.log) == (len(original.log) - 60 if record else 0)


# --- configurations: names ---------------------------------------------------------------------------------


def test_names_are_kept_in_one_normal_form_without_outer_spaces():
    assert Config(("  Ann ", "Zoe\u0308")).players == ("Ann", "Zo\u00eb")
    with pytest.raises(ConfigError) as error:
        Config(("Zo\u00eb", "Zoe\u0308"))  # the same name typed two ways
    assert error.value.reason == Reason(Code.NAME_TAKEN, seat=1, other=0)


FORBIDDEN = ["\x00", "\t", "\n", "\x1b", "\x7f", "\x85", "\u2028", "\u200e", "\u200f", "\u061c"] + [
    chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))
]


@pytest.mark.parametrize("character", FORBIDDEN, ids=lambda c: f"U+{ord(c):04X}")
def test_a_name_with_a_control_or_reordering_character_is_refused(character):
    with pytest.raises(ConfigError) as error:
        Config(("Ann", f"Be{character}n"))
    assert error.value.reason == Reason(Code.NAME_FORBIDDEN_CHARACTER, seat=1, character=ord(character))


@pytest.mark.parametrize(
    "name", ["\U0001F469\u200D\U0001F4BB", "\u2764\uFE0F", "Zo\u00eb", "\u5f20\u4f1f", "Ren\u00e9e-Marie"]
)
def test_names_with_emoji_joiners_variation_selectors_and_accents_are_allowed(name):
    assert Config(("Ann", name)).players[1] == name


@pytest.mark.parametrize("twin", ["Ann\u200b", "A\u200dnn", "\ufeffAnn", "ANN"])
def test_names_that_look_the_same_are_one_name(twin):
    with pytest.raises(ConfigError) as refused:
        Config(("Ann", twin))
    assert refused.value.reason == Reason(Code.NAME_TAKEN, seat=1, other=0)


@pytest.mark.parametrize("blank", ["\u200d", "\ufeff", " \u200b ", "\u2060"])
def test_a_name_that_shows_nothing_is_missing(blank):
    with pytest.raises(ConfigError) as refused:
        Config(("Ann", blank))
    assert refused.value.reason == Reason(Code.NAME_MISSING, seat=1)
