"""The kinds of refusal: which class each kind of bad input raises, and what it is a kind of.

A caller catches ``InputError`` for any malformed input, ``MalformedActionError``,
``ConfigError`` or ``SaveError`` for one kind of it, ``IllegalActionError`` for a real action
the rules do not allow now, and ``RulesError`` (a ``ValueError``) for all of them.
"""

from __future__ import annotations

import pytest

import australia
from australia import (
    Code,
    Config,
    ConfigError,
    DrawCard,
    Expected,
    Fly,
    IllegalActionError,
    InputError,
    MalformedActionError,
    Reason,
    RulesError,
    SaveError,
    apply_action,
    load_game,
    new_game,
)
from australia.computer.thinker import Thinker
from australia.observation import Observation, observe
from australia.table import Table

KINDS = (MalformedActionError, ConfigError, SaveError)


def _raised(call) -> RulesError:
    with pytest.raises(RulesError) as refused:
        call()
    return refused.value


def _game():
    return new_game(Config(("Ann", "Ben"), start_player=0), 3)


def _only(error: RulesError, kind: type) -> None:
    """``error`` is of ``kind``, an input error, and of no other kind of input error."""
    assert isinstance(error, kind) and isinstance(error, InputError) and isinstance(error, ValueError)
    assert [k for k in KINDS if isinstance(error, k)] == [kind]
    assert not isinstance(error, IllegalActionError)


def test_the_kinds_of_refusal_are_one_family():
    for kind in KINDS:
        assert issubclass(kind, InputError) and issubclass(kind, RulesError) and issubclass(kind, ValueError)
    assert issubclass(IllegalActionError, RulesError) and not issubclass(IllegalActionError, InputError)
    assert not any(issubclass(a, b) for a in KINDS for b in KINDS if a is not b)
    assert australia.save.SaveError is SaveError  # still importable where it was defined


@pytest.mark.parametrize(
    "make, reason",
    [
        (lambda: Config(("Ann",)), Reason(Code.PLAYER_COUNT, count=1, low=2, high=5)),
        (lambda: Config(("Ann", "Ben"), variant="advanced"), Reason(Code.UNKNOWN_VARIANT)),
        (lambda: Config.from_json([]), Reason(Code.WRONG_TYPE, field="config", expected=Expected.OBJECT)),
        (lambda: new_game(Config(("Ann", "Ben")), seed=True), Reason(Code.BAD_SEED)),
        (lambda: Table(("person", "grandmaster")), Reason(Code.WRONG_TYPE, field="seats", expected=Expected.SEATS)),
    ],
    ids=["players", "variant", "json", "seed", "table"],
)
def test_a_bad_configuration_is_a_config_error_not_a_malformed_action(make, reason):
    error = _raised(make)
    _only(error, ConfigError)
    assert error.reason == reason


def test_an_unknown_computer_level_is_a_config_error():
    game = _game()
    _only(_raised(lambda: Thinker(observe(game, game.current), "grandmaster")), ConfigError)


def test_a_malformed_action_is_a_malformed_action_error():
    game = _game()
    _only(_raised(lambda: apply_action(game, DrawCard(True))), MalformedActionError)
    _only(_raised(lambda: apply_action(game, Fly("atlantis"))), MalformedActionError)


def test_a_bad_save_is_a_save_error_and_no_longer_a_malformed_action():
    error = _raised(lambda: load_game("{}"))
    _only(error, SaveError)
    assert error.reason == Reason(Code.SAVE_NOT_OURS)


def test_an_observation_that_does_not_fit_is_an_input_error_of_no_narrower_kind():
    error = _raised(lambda: Observation.from_json({"seat": 0}))
    assert type(error) is InputError


def test_an_illegal_action_is_not_an_input_error():
    game = _game()
    error = _raised(lambda: apply_action(game, Fly("pilbara")))  # the opening draws come first
    assert type(error) is IllegalActionError and error.reason == Reason(Code.OPENING_DRAWS_FIRST)
