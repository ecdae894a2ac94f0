"""The engine's edges: what comes in is checked once, what goes out is data.

Anything that is not an action of this game is refused as ``MalformedActionError`` with a
reason, a well-formed action the rules do not allow now as ``IllegalActionError``, a
configuration that cannot set up a game as ``ConfigError``, a save that cannot be used as
``SaveError``; nothing else ever escapes, and a refusal changes nothing. Also here: shared victories, why undo is unavailable, saves written by the previous
version, and copies of a game that a search can play on.
"""

from __future__ import annotations

import dataclasses
import json
import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings, strategies as st

from australia import (
    Code,
    Config,
    ConfigError,
    DrawCard,
    EndTurn,
    Expected,
    Fly,
    GameOver,
    IllegalActionError,
    MalformedActionError,
    MoveRanger,
    Phase,
    PlayCard,
    Rangers,
    Reason,
    SaveError,
    Standing,
    State,
    TakeBack,
    action_from_json,
    apply_action,
    apply_trusted,
    can_undo,
    check_action,
    dump_game,
    is_legal,
    legal_actions,
    load_game,
    new_game,
    outcome,
    ranking,
    standings,
    take_back,
    undo,
    why_illegal,
    why_no_undo,
)
from australia.board import CARDS, LOCATION_IDS, REGION_BY_ID, REGION_IDS
from australia.save import FORMAT, MAX_DEPTH, MAX_DIGITS, SCHEMA_VERSION, _digest, save_data
from australia.events import TileRevealed
from tests.positions import BLACK, hand, position

DATA = Path(__file__).resolve().parent / "data"
NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve")
REFUSALS = (MalformedActionError, IllegalActionError)


# --- helpers ----------------------------------------------------------------------------------


def play_randomly(game: State, rand: random.Random, steps: int) -> State:
    for _ in range(steps):
        if game.is_over:
            break
        apply_action(game, rand.choice(legal_actions(game)))
    return game


def random_game(seed: int, players: int = 3, variant: str = "full", steps: int = 10_000) -> State:
    game = new_game(Config(NAMES[:players], variant), seed)
    return play_randomly(game, random.Random(seed), steps)


def first_position_offering(wanted, seed: int = 3, players: int = 3, variant: str = "full"):
    """The first position of a seeded random game where ``wanted(game, action)`` holds for a
    legal action, with that action (a real position, so its save loads)."""
    for attempt in range(20):
        rand = random.Random(seed + attempt)
        game = new_game(Config(NAMES[:players], variant), seed + attempt)
        while not game.is_over:
            offered = [a for a in legal_actions(game) if wanted(game, a)]
            if offered:
                return game, offered[0]
            apply_action(game, rand.choice(legal_actions(game)))
    raise AssertionError("no seeded game reached such a position")


def refused_without_change(game: State, action) -> Reason:
    """Apply ``action``, expect a MalformedActionError, check that nothing changed."""
    save, snapshot = dump_game(game), game.snapshot()
    assert not is_legal(game, action)
    with pytest.raises(REFUSALS) as error:
        apply_action(game, action)
    assert type(error.value) is MalformedActionError
    assert dump_game(game) == save and game.snapshot() == snapshot
    assert why_illegal(game, action) == error.value.reason
    return error.value.reason


@cache
def _sample_positions() -> dict[str, State]:
    """Positions of real games in every phase (copy before changing one)."""
    out: dict[str, State] = {}
    for seed, players, variant in ((7, 3, "full"), (8, 2, "simple"), (9, 5, "full")):
        rand = random.Random(seed)
        game = new_game(Config(NAMES[:players], variant), seed)
        out.setdefault(f"setup-{seed}", game.copy())
        while not game.is_over:
            apply_action(game, rand.choice(legal_actions(game)))
            if game.phase == Phase.SETUP:
                out.setdefault(f"setup-later-{seed}", game.copy())
            elif game.phase == Phase.DRAW:
                out.setdefault(f"draw-{seed}", game.copy())
            elif game.actions_done == 0:
                out.setdefault(f"turn-start-{seed}", game.copy())
            elif game.actions_done == 1:
                out.setdefault(f"mid-turn-{seed}", game.copy())
            if len(game.log) == 150:
                out[f"late-{seed}"] = game.copy()
        out[f"over-{seed}"] = game.copy()
    return out


POSITION_NAMES = sorted(_sample_positions())


def sample_position(name: str) -> State:
    return _sample_positions()[name].copy()


# --- unknown names are refused as malformed, never as a crash -----------------------------


UNKNOWN_NAMES = [
    (Fly("atlantis"), Reason(Code.UNKNOWN_REGION, field="region")),
    (Fly("Pilbara"), Reason(Code.UNKNOWN_REGION, field="region")),  # a name, not an id
    (Fly("wiluna"), Reason(Code.UNKNOWN_REGION, field="region")),  # a location, not a region
    (PlayCard(999, None, 0), Reason(Code.UNKNOWN_CARD, field="card")),
    (PlayCard(len(CARDS), None, 0), Reason(Code.UNKNOWN_CARD, field="card")),
    (PlayCard(-1, None, 0), Reason(Code.UNKNOWN_CARD, field="card")),
    (PlayCard("0", None, 0), Reason(Code.WRONG_TYPE, field="card", expected=Expected.WHOLE_NUMBER)),
    (PlayCard(0, "atlantis", 1), Reason(Code.UNKNOWN_LOCATION, field="location")),
    (PlayCard(0, "pilbara", 1), Reason(Code.UNKNOWN_LOCATION, field="location")),
    (MoveRanger("atlantis", "wiluna"), Reason(Code.UNKNOWN_LOCATION, field="from")),
    (MoveRanger("wiluna", "atlantis"), Reason(Code.UNKNOWN_LOCATION, field="to")),
    (MoveRanger("pilbara", "wiluna"), Reason(Code.UNKNOWN_LOCATION, field="from")),
    (TakeBack((("atlantis", 1),)), Reason(Code.UNKNOWN_LOCATION, field="rangers")),
    (TakeBack((("wiluna", 1), ("atlantis", 1))), Reason(Code.UNKNOWN_LOCATION, field="rangers")),
    (DrawCard(7), Reason(Code.UNKNOWN_STACK, field="stack")),
    (DrawCard(0), Reason(Code.UNKNOWN_STACK, field="stack")),
    (DrawCard(-1), Reason(Code.UNKNOWN_STACK, field="stack")),
]

NOT_ACTIONS = [
    ({"type": "fly", "region": "pilbara"}, "dict"),
    ("end_turn", "str"),
    (None, "NoneType"),
    (42, "int"),
    (("fly", "pilbara"), "tuple"),
    (Fly, "type"),  # the class, not an action
    (EndTurn, "type"),
    (object(), "object"),
]


@pytest.mark.parametrize("where", ["setup-7", "turn-start-7", "mid-turn-7", "draw-7", "late-7", "over-7"])
@pytest.mark.parametrize("action, reason", UNKNOWN_NAMES, ids=lambda v: repr(v)[:40])
def test_unknown_names_are_refused_as_malformed_and_change_nothing(where, action, reason):
    game = sample_position(where)
    assert refused_without_change(game, action) == reason
    assert load_game(dump_game(game)) == game


@pytest.mark.parametrize("where", ["setup-7", "turn-start-7", "draw-7", "over-7"])
@pytest.mark.parametrize("thing, got", NOT_ACTIONS, ids=[f"{i}-{got}" for i, (_, got) in enumerate(NOT_ACTIONS)])
def test_objects_that_are_not_actions_are_refused_as_malformed_and_change_nothing(where, thing, got):
    game = sample_position(where)
    assert refused_without_change(game, thing) == Reason(Code.NOT_AN_ACTION, got=got)


def test_a_malformed_refusal_says_which_action_was_refused_only_to_programmers():
    game = sample_position("turn-start-7")
    with pytest.raises(MalformedActionError) as error:
        apply_action(game, Fly("atlantis"))
    assert error.value.reason == Reason(Code.UNKNOWN_REGION, field="region")
    assert error.value.code is Code.UNKNOWN_REGION
    assert isinstance(error.value, ValueError)  # as documented: one except clause for both


def test_the_take_back_helper_refuses_an_unknown_location():
    with pytest.raises(MalformedActionError) as error:
        take_back({"atlantis": 1})
    assert error.value.reason == Reason(Code.UNKNOWN_LOCATION, field="rangers")


# --- wrongly typed fields are refused, and the game's save still loads -----------------------


def _is(kind, **fields):
    def wanted(game, action):
        return type(action) is kind and all(getattr(action, k) == v for k, v in fields.items())

    return wanted


def _take_back_of_one(game, action):
    return type(action) is TakeBack and action.rangers and action.rangers[0][1] == 1 and len(action.rangers) == 1


WRONG_TYPES = [
    # (which legal action to find, its wrongly typed twin, the reason)
    (
        "draw at setup",
        _is(DrawCard, stack=1),
        lambda a: DrawCard(True),
        Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "draw after a play",
        lambda g, a: g.phase == Phase.DRAW and _is(DrawCard, stack=1)(g, a),
        lambda a: DrawCard(True),
        Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "draw with a float",
        _is(DrawCard, stack=2),
        lambda a: DrawCard(2.0),
        Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "rangers=True",
        _is(PlayCard, rangers=1),
        lambda a: dataclasses.replace(a, rangers=True),
        Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "track=False",
        _is(PlayCard, track=0),
        lambda a: dataclasses.replace(a, track=False),
        Reason(Code.WRONG_TYPE, field="track", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "track=True",
        _is(PlayCard, track=1),
        lambda a: dataclasses.replace(a, track=True),
        Reason(Code.WRONG_TYPE, field="track", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "wild=0",
        _is(PlayCard, wild=False),
        lambda a: dataclasses.replace(a, wild=0),
        Reason(Code.WRONG_TYPE, field="wild", expected=Expected.TRUE_OR_FALSE),
    ),
    (
        "wild=1",
        _is(PlayCard, wild=True),
        lambda a: dataclasses.replace(a, wild=1),
        Reason(Code.WRONG_TYPE, field="wild", expected=Expected.TRUE_OR_FALSE),
    ),
    (
        "card=True",
        _is(PlayCard, card=1),
        lambda a: dataclasses.replace(a, card=True),
        Reason(Code.WRONG_TYPE, field="card", expected=Expected.WHOLE_NUMBER),
    ),
    (
        "take back (location, True)",
        _take_back_of_one,
        lambda a: TakeBack(((a.rangers[0][0], True),)),
        Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER),
    ),
]


@pytest.mark.parametrize("wanted, twin_of, reason", [c[1:] for c in WRONG_TYPES], ids=[c[0] for c in WRONG_TYPES])
def test_a_wrongly_typed_field_is_refused_and_the_save_still_loads(wanted, twin_of, reason):
    game, legal = first_position_offering(wanted)
    twin = twin_of(legal)
    assert twin == legal and json.dumps(twin.to_json()) != json.dumps(legal.to_json())  # only the type is wrong
    assert is_legal(game, legal)
    assert refused_without_change(game, twin) == reason
    assert load_game(dump_game(game)) == game
    apply_action(game, legal)  # the real action still goes through
    assert load_game(dump_game(game)) == game


JSON_WRONG_TYPES = [
    ("draw", {"stack": True}, Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER)),
    ("draw", {"stack": 1.0}, Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER)),
    ("draw", {"stack": "1"}, Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER)),
    ("play", {"card": True}, Reason(Code.WRONG_TYPE, field="card", expected=Expected.WHOLE_NUMBER)),
    ("play", {"rangers": True}, Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER)),
    ("play", {"track": False}, Reason(Code.WRONG_TYPE, field="track", expected=Expected.WHOLE_NUMBER)),
    ("play", {"wild": 0}, Reason(Code.WRONG_TYPE, field="wild", expected=Expected.TRUE_OR_FALSE)),
    ("play", {"wild": None}, Reason(Code.WRONG_TYPE, field="wild", expected=Expected.TRUE_OR_FALSE)),
    ("play", {"location": 3, "rangers": 1}, Reason(Code.WRONG_TYPE, field="location", expected=Expected.TEXT)),
    ("fly", {"region": True}, Reason(Code.WRONG_TYPE, field="region", expected=Expected.TEXT)),
    ("move", {"from": ["wiluna"]}, Reason(Code.WRONG_TYPE, field="from", expected=Expected.TEXT)),
    ("take_back", {"rangers": {"tanami": True}}, Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER)),
    ("take_back", {"rangers": {"tanami": 1.0}}, Reason(Code.WRONG_TYPE, field="rangers", expected=Expected.WHOLE_NUMBER)),
]


def _valid_json(kind: str) -> dict:
    return {
        "draw": {"type": "draw", "stack": 1},
        "play": {"type": "play", "card": 1, "location": None, "rangers": 0, "track": 0, "wild": False},
        "fly": {"type": "fly", "region": "pilbara"},
        "move": {"type": "move", "from": "wiluna", "to": "tanami"},
        "take_back": {"type": "take_back", "rangers": {"tanami": 1}},
    }[kind]


@pytest.mark.parametrize("kind, changes, reason", JSON_WRONG_TYPES, ids=lambda v: str(v)[:30])
def test_json_with_true_or_a_float_in_a_number_field_is_refused(kind, changes, reason):
    data = _valid_json(kind)
    action_from_json(data)  # well formed as it stands
    with pytest.raises(MalformedActionError) as error:
        action_from_json(dict(data, **changes))
    assert type(error.value) is MalformedActionError and error.value.reason == reason


def _resign(body: dict) -> str:
    body = dict(body)
    body["digest"] = _digest(body)
    return json.dumps(body)


def test_a_save_holding_a_wrongly_typed_action_is_refused_and_says_where():
    game = sample_position("setup-7")
    body = save_data(game)
    good = dict(body, actions=body["actions"] + [{"type": "draw", "stack": 1}])
    assert len(load_game(_resign(good)).history) == len(body["actions"]) + 1
    bad = dict(body, actions=body["actions"] + [{"type": "draw", "stack": True}])
    with pytest.raises(SaveError) as error:
        load_game(_resign(bad))
    assert error.value.reason == Reason(
        Code.SAVE_DOES_NOT_REPLAY,
        number=len(body["actions"]) + 1,
        reason=Reason(Code.WRONG_TYPE, field="stack", expected=Expected.WHOLE_NUMBER),
    )


# --- a shared victory is not a tie-break -------------------------------------------------------


def finished(points: tuple[int, ...], dollars: tuple[int, ...]) -> tuple[State, tuple]:
    """Play the last EndTurn of a game whose players end with these points and dollars."""
    game = position(players=len(points))
    for stack in game.stacks.values():
        game.unused_cards.extend(stack)
        stack.clear()
    hand(game, BLACK)
    game.end_triggered = True
    for player, p, d in zip(game.players, points, dollars):
        player.points, player.dollars = p - d, d  # the dollars become points at the end
    game.current = len(points) - 1  # the last seat of the round
    game.actions_done = 2
    events = apply_action(game, EndTurn())
    assert game.is_over
    assert [p.points for p in game.players] == list(points)
    return game, events


@pytest.mark.parametrize(
    "points, dollars, winners, tie_break, places",
    [
        ((20, 20), (3, 3), (0, 1), False, [(0, 1), (1, 1)]),
        ((20, 20), (3, 2), (0,), True, [(0, 1), (1, 2)]),
        ((20, 20), (2, 3), (1,), True, [(1, 1), (0, 2)]),
        ((20, 20, 20), (5, 5, 3), (0, 1), True, [(0, 1), (1, 1), (2, 3)]),
        ((20, 20, 20), (3, 5, 5), (1, 2), True, [(1, 1), (2, 1), (0, 3)]),
        ((20, 20, 20), (4, 4, 4), (0, 1, 2), False, [(0, 1), (1, 1), (2, 1)]),
        ((20, 20, 19), (3, 3, 9), (0, 1), False, [(0, 1), (1, 1), (2, 3)]),  # dollars do not beat points
        ((21, 20), (0, 9), (0,), False, [(0, 1), (1, 2)]),
        ((18, 20, 20, 7), (1, 6, 6, 0), (1, 2), False, [(1, 1), (2, 1), (0, 3), (3, 4)]),
    ],
)
def test_dollars_decide_only_between_players_level_on_points(points, dollars, winners, tie_break, places):
    game, events = finished(points, dollars)
    assert events[-1] == GameOver(winners, tie_break)
    assert game.log[-1].events[-1] == GameOver(winners, tie_break)
    assert outcome(game) == (winners, tie_break)
    table = standings(game)
    assert [(s.seat, s.place) for s in table] == places
    assert all(s == Standing(s.seat, s.place, points[s.seat], dollars[s.seat]) for s in table)
    assert ranking(game) == [seat for seat, _ in places]


def test_a_shared_victory_at_equal_points_and_dollars_is_not_decided_by_dollars():
    game, events = finished((20, 20), (3, 3))
    assert events[-1] == GameOver(winners=(0, 1), tie_break_used=False)
    assert standings(game) == (Standing(0, 1, 20, 3), Standing(1, 1, 20, 3))


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


# --- anything at all thrown at the boundary ------------------------------------------------------


HUGE = st.sampled_from([2**63, 2**64, -(2**64), 10**299, -(10**299), 10**400])
IDS = st.sampled_from(REGION_IDS + tuple(LOCATION_IDS))
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-2, max_value=45),
    HUGE,
    st.floats(),
    st.sampled_from([0.0, 1.0, 2.0, float("nan"), float("inf")]),
    st.text(max_size=12),
    IDS,
    st.binary(max_size=4),
    st.complex_numbers(max_magnitude=5),
)
PY_VALUES = st.one_of(
    SCALARS,
    st.lists(SCALARS, max_size=3),
    st.tuples(SCALARS, SCALARS),
    st.frozensets(st.integers(0, 5), max_size=3),
    st.dictionaries(st.text(max_size=5), SCALARS, max_size=3),
    st.builds(object),
    st.sampled_from([Fly, PlayCard, EndTurn, Ellipsis, NotImplemented, int, Code.GAME_OVER]),
)


def mostly(valid, other=PY_VALUES, odds: int = 5):
    """Usually (``odds`` - 1 times in ``odds``) a value of the right kind, so the rules get to
    judge, and otherwise a bool or anything at all."""
    return st.integers(0, odds - 1).flatmap(lambda i: valid if i else st.one_of(st.booleans(), other))


COUNTS = mostly(st.integers(min_value=-1, max_value=6))
PAIRS = st.one_of(
    st.lists(st.tuples(mostly(st.sampled_from(LOCATION_IDS)), COUNTS), min_size=1, max_size=3).map(tuple),
    st.lists(st.tuples(st.sampled_from(LOCATION_IDS), COUNTS), max_size=3),  # a list, not a tuple
    st.lists(st.one_of(PY_VALUES, st.tuples(IDS, COUNTS, COUNTS)), max_size=2).map(tuple),
    PY_VALUES,
)
CARD_IDS = mostly(st.integers(min_value=-1, max_value=len(CARDS)))
WHERE = mostly(st.sampled_from(LOCATION_IDS), st.one_of(st.none(), PY_VALUES))
ACTIONS = st.one_of(
    st.builds(Fly, mostly(st.sampled_from(REGION_IDS))),
    st.builds(PlayCard, CARD_IDS, st.one_of(st.none(), WHERE), COUNTS, COUNTS, mostly(st.booleans())),
    st.builds(DrawCard, mostly(st.integers(min_value=-1, max_value=6))),
    st.builds(TakeBack, PAIRS),
    st.builds(MoveRanger, WHERE, WHERE),
    st.just(EndTurn()),
)
ANYTHING = mostly(ACTIONS, odds=4)

JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=-2, max_value=45),
    HUGE,
    st.floats(),
    st.text(max_size=12),
    IDS,
)
JSON = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
FIELDS = {
    "fly": ("region",),
    "play": ("card", "location", "rangers", "track", "wild"),
    "draw": ("stack",),
    "take_back": ("rangers",),
    "move": ("from", "to"),
    "end_turn": (),
}
NEAR = {
    "region": st.sampled_from(REGION_IDS),
    "card": st.integers(min_value=-1, max_value=len(CARDS)),
    "location": st.one_of(st.none(), st.sampled_from(LOCATION_IDS)),
    "rangers": st.integers(min_value=-1, max_value=5),
    "track": st.integers(min_value=-1, max_value=5),
    "wild": st.booleans(),
    "stack": st.integers(min_value=-1, max_value=5),
    "from": st.sampled_from(LOCATION_IDS),
    "to": st.sampled_from(LOCATION_IDS),
}
TAKE_BACK_RANGERS = st.dictionaries(
    st.one_of(st.sampled_from(LOCATION_IDS), st.text(max_size=6)), st.one_of(st.integers(-1, 5), JSON), max_size=3
)


def _vary(parts) -> dict:
    """Now and then drop the last field or add one more."""
    data, how, key, value = parts
    data = dict(data)
    if how == 0 and len(data) > 1:
        data.popitem()
    elif how == 1:
        data.setdefault(key, value)
    return data


def _typed(kind: str):
    fields = {name: mostly(NEAR[name], JSON) for name in FIELDS[kind]}
    if kind == "take_back":
        fields["rangers"] = mostly(TAKE_BACK_RANGERS, JSON)
    body = st.fixed_dictionaries({"type": st.just(kind), **fields})
    return st.tuples(body, st.integers(0, 7), st.text(max_size=6), JSON).map(_vary)


ACTION_JSON = mostly(st.sampled_from(sorted(FIELDS)).flatmap(_typed), JSON, odds=4)
POSITIONS = st.sampled_from(POSITION_NAMES)
EXAMPLES = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def apply_or_refuse(game: State, thing) -> bool:
    """Apply ``thing``; a refusal must be one of the two errors and change nothing.
    Returns whether it was applied (then the game's own save must load back equal)."""
    save, snapshot = dump_game(game), game.snapshot()
    legal = is_legal(game, thing)
    try:
        apply_action(game, thing)
    except REFUSALS as error:
        assert type(error) in REFUSALS
        assert isinstance(error.reason, Reason) and isinstance(error.reason.code, Code)
        assert str(error)  # the programmer's form can always be written
        assert not legal
        assert dump_game(game) == save and game.snapshot() == snapshot
        assert why_illegal(game, thing) == error.reason
        event(f"refused: {error.reason.code.name}")
        return False
    event("applied")
    assert legal
    assert load_game(dump_game(game)) == game
    return True


@EXAMPLES
@given(where=POSITIONS, thing=ANYTHING)
def test_apply_action_lets_only_its_two_errors_out_and_a_refusal_changes_nothing(where, thing):
    apply_or_refuse(sample_position(where), thing)


@EXAMPLES
@given(where=POSITIONS, data=st.data())
def test_every_legal_action_applies_and_every_changed_field_is_checked(where, data):
    """Start from a legal action and change one field to anything: applied only if it
    still equals a legal action in exactly the right types."""
    game = sample_position(where)
    offered = legal_actions(game)
    if not offered:
        assert game.is_over
        return
    action = data.draw(st.sampled_from(offered))
    names = [f.name for f in dataclasses.fields(action)]
    if names and data.draw(st.integers(0, 4)):
        name = data.draw(st.sampled_from(names))
        near = st.one_of(
            st.integers(min_value=-1, max_value=len(CARDS)),
            st.booleans(),
            st.floats(min_value=0, max_value=4),
            st.none(),
            IDS,
            st.just(getattr(action, name)),
        )
        action = dataclasses.replace(action, **{name: data.draw(mostly(near, odds=3))})
    applied = apply_or_refuse(game, action)
    if applied:
        assert action in offered and action.to_json() == action_from_json(action.to_json()).to_json()


@EXAMPLES
@given(data=mostly(ACTION_JSON, PY_VALUES, odds=6), where=POSITIONS)
def test_action_from_json_lets_only_malformed_out_and_what_it_accepts_is_a_checked_action(data, where):
    try:
        action = action_from_json(data)
    except REFUSALS as error:
        assert type(error) is MalformedActionError
        assert isinstance(error.reason.code, Code)
        event(f"not an action: {error.reason.code.name}")
        return
    assert check_action(action) is action
    assert action_from_json(json.loads(json.dumps(action.to_json()))) == action
    apply_or_refuse(sample_position(where), action)


SAVED = {name: dump_game(sample_position(name)) for name in ("setup-later-8", "mid-turn-7", "late-9", "over-8")}


JSONISH = '[]{}",:0123456789.eE-+ truefalsnNIy\\'


def load_or_refuse(text) -> State | None:
    try:
        game = load_game(text)
    except SaveError as error:
        assert type(error) is SaveError
        assert isinstance(error.reason.code, Code) and error.reason.code.name.startswith("SAVE_")
        event(f"refused: {error.reason.code.name}")
        return None
    event("loaded")
    assert isinstance(game, State)
    assert load_game(dump_game(game)) == game
    return game


@EXAMPLES
@given(text=mostly(st.one_of(st.text(), st.text(alphabet=JSONISH), st.binary()), PY_VALUES))
def test_load_game_refuses_arbitrary_text_with_a_save_error(text):
    load_or_refuse(text)


@EXAMPLES
@given(value=JSON, wrap=st.booleans(), data=st.data())
def test_load_game_refuses_arbitrary_json_with_a_save_error(value, wrap, data):
    if wrap:  # looks like a save on the outside
        value = {
            "format": FORMAT,
            "schema": data.draw(mostly(st.just(SCHEMA_VERSION), st.one_of(st.integers(0, 3), JSON))),
            "config": data.draw(mostly(st.just({"players": ["Ann", "Ben"]}), JSON)),
            "seed": data.draw(mostly(st.integers(), JSON)),
            "actions": data.draw(mostly(st.lists(ACTION_JSON, max_size=4), JSON)),
            "table": data.draw(mostly(st.just({"seats": ["person", "hard"], "hints": True}), JSON)),
            "rules": "1",
        }
        value["digest"] = _digest(value)
    load_or_refuse(json.dumps(value))


def _children(node) -> list:
    if isinstance(node, dict):
        return list(node)
    if isinstance(node, list):
        return list(range(len(node)))
    return []


@EXAMPLES
@given(name=st.sampled_from(sorted(SAVED)), data=st.data())
def test_a_valid_save_changed_anywhere_loads_or_is_refused_with_a_save_error(name, data):
    body = json.loads(SAVED[name])
    parent, key = None, None
    node = body
    while _children(node) and (parent is None or data.draw(st.booleans())):
        key = data.draw(st.sampled_from(_children(node)))
        parent, node = node, node[key]
    change = data.draw(st.sampled_from(["replace", "delete", "add"]))
    if change == "replace":
        parent[key] = data.draw(JSON)
    elif change == "delete":
        del parent[key]
    elif isinstance(parent, dict):
        parent[data.draw(st.text(max_size=6))] = data.draw(JSON)
    else:
        parent.insert(data.draw(st.integers(0, len(parent))), data.draw(JSON))
    if all(k in body for k in ("config", "seed", "actions", "table")) and key != "digest":
        body["digest"] = _digest(body)  # so the change is not caught as an edit
    load_or_refuse(json.dumps(body))


def test_a_refused_save_of_each_kind_raises_only_save_error():
    texts = [
        "[" * 100_000,  # far too deep for any parser that recurses
        "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1),
        '{"a": ' * 5000 + "1" + "}" * 5000,
        "1" * (MAX_DIGITS + 1),
        '{"format": "australia-game", "schema": 2, "seed": ' + "9" * 5000 + "}",
        '{"format": "australia-game", "format": "australia-game"}',  # a key given twice
        '{"format": "australia-game", "schema": NaN}',
        '{"format": "australia-game", "schema": Infinity}',
        '{"format": "australia-game", "schema": 1e999}',
        "\ud800",
        b"\xff" * 10,
        "",
        None,
        42,
    ]
    codes = []
    for text in texts:
        with pytest.raises(SaveError) as error:
            load_game(text)
        codes.append(error.value.reason.code)
    assert codes[:5] == [Code.SAVE_TOO_DEEP] * 3 + [Code.SAVE_NUMBER_TOO_LONG] * 2
    assert codes[5:8] == [Code.SAVE_NOT_JSON] * 3


def test_a_save_nested_as_deep_as_allowed_is_read_and_refused_for_what_it_is():
    text = "[" * MAX_DEPTH + "]" * MAX_DEPTH
    with pytest.raises(SaveError) as error:
        load_game(text)
    assert error.value.reason == Reason(Code.SAVE_NOT_OURS)
    with pytest.raises(SaveError) as error:
        load_game("[" + "9" * MAX_DIGITS + "]")
    assert error.value.reason == Reason(Code.SAVE_NOT_OURS)


# --- saves written by the previous version ---------------------------------------------------------


@pytest.mark.parametrize("name", ["mid", "done"])
def test_a_save_written_by_the_previous_version_loads_to_the_same_game(name):
    expected = json.loads((DATA / "v2-expected.json").read_text())[name]
    text = (DATA / f"v2-{name}.json").read_text(encoding="utf-8")
    game = load_game(text)
    assert [
        [p.name, p.points, p.dollars, p.supply, len(p.hand), p.plane] for p in game.players
    ] == expected["snapshot_players"]
    assert game.phase is Phase(expected["phase"])
    assert (game.round, game.current) == (expected["round"], expected["current"])
    assert len(game.history) == expected["actions"]
    assert {loc: [r.owner, r.count] for loc, r in game.rangers.items()} == expected["rangers"]
    assert sorted(game.face_up) == expected["face_up"]
    assert [game.windmill_region, game.windmill_value] == expected["windmill"]
    assert game.ranger_track == expected["ranger_track"]
    # saved again by this version, it keeps the same log and loads to the same game
    again = json.loads(dump_game(game))
    assert again["actions"] == json.loads(text)["actions"]
    assert load_game(dump_game(game)) == game


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


def test_a_save_whose_names_are_refused_does_not_load():
    body = save_data(sample_position("setup-7"))
    body["config"] = dict(body["config"], players=["Ann", "B\u202eob", "Cat"])
    with pytest.raises(SaveError) as error:
        load_game(_resign(body))
    assert error.value.reason == Reason(
        Code.SAVE_BAD_CONFIG, reason=Reason(Code.NAME_FORBIDDEN_CHARACTER, seat=1, character=0x202E)
    )


# --- edges found in review -------------------------------------------------------------------


def test_a_string_that_never_closes_is_refused_at_once_even_at_the_size_limit():
    """Measuring nesting must not rescan the text from every quote (a megabyte of them)."""
    text = '"' + '\\"' * 499_000
    with pytest.raises(SaveError) as refused:
        load_game(text)
    assert refused.value.reason == Reason(Code.SAVE_NOT_JSON)
    with pytest.raises(SaveError) as refused:
        load_game('{"format": "australia-game", "x": "' + "[" * 5000)
    assert refused.value.reason == Reason(Code.SAVE_NOT_JSON)


def test_a_take_back_named_out_of_board_order_is_the_same_action():
    game = position()
    game.players[BLACK].plane = "kimberley"
    for loc in ("tanami", "kununurra"):
        game.rangers[loc] = Rangers(BLACK, 1)
        game.players[BLACK].supply -= 1
    backwards = TakeBack((("tanami", 1), ("kununurra", 1)))
    assert check_action(backwards) == take_back({"kununurra": 1, "tanami": 1})
    assert is_legal(game, backwards) and why_illegal(game, backwards) is None
    apply_action(game, backwards)
    assert game.history[-1] == take_back({"kununurra": 1, "tanami": 1})
    assert "tanami" not in game.rangers and "kununurra" not in game.rangers


def test_a_take_back_given_a_list_is_a_wrong_type():
    with pytest.raises(MalformedActionError) as refused:
        check_action(TakeBack([("tanami", 1)]))
    assert refused.value.reason.code is Code.WRONG_TYPE


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


def test_a_copy_without_its_log_cannot_be_saved():
    game = random_game(5, steps=30)
    with pytest.raises(SaveError):
        dump_game(game.copy(log=False))
    assert load_game(dump_game(game.copy())) == game


def test_why_illegal_has_nothing_to_say_about_a_legal_action():
    game = random_game(6, steps=12)
    for action in legal_actions(game):
        assert why_illegal(game, action) is None
