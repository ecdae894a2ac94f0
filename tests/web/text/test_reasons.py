"""Why something cannot be done, in words (``web.text.reasons``): every reason the engine
or the page gives is worded, names the things it is about, and holds no placeholder or raw id.
"""

from __future__ import annotations

import random

import pytest

from australia import (
    Code,
    Config,
    DrawCard,
    EndTurn,
    Expected,
    Fly,
    MoveRanger,
    PlayCard,
    Reason,
    TakeBack,
    apply_action,
    legal_actions,
    new_game,
    why_illegal,
    why_no_undo,
    why_unavailable,
)
from australia.cli.simulate import random_action
from web.state.notices import PageCode, StoreCode, say
from web.text.reasons import sentence, why

from tests.web.text.wording import _well_formed


NAMES = ("Ann", "Ben", "Cy")


# One example of every reason code, with parameters of the kinds the engine gives.
SAMPLES: dict[Code, dict] = {
    Code.GAME_OVER: {},
    Code.OPENING_DRAWS_FIRST: {},
    Code.DRAW_PENDING: {},
    Code.DRAW_NOT_NOW: {},
    Code.STACK_EMPTY: {"stack": 3},
    Code.ALL_STACKS_EMPTY: {},
    Code.ACTIONS_LEFT: {"done": 1, "required": 2},
    Code.BOTH_ACTIONS_DONE: {"required": 2},
    Code.CANNOT_AFFORD_MOVE: {"cost": 4, "dollars": 1},
    Code.NO_RANGER_AT: {"location": "tanami"},
    Code.NO_RANGER_ON_MAP: {},
    Code.SAME_LOCATION: {"location": "tanami"},
    Code.LOCATION_TAKEN: {"location": "tanami", "owner": 1},
    Code.PLANE_ALREADY_THERE: {"region": "pilbara"},
    Code.PLANE_NOT_ON_BOARD: {},
    Code.TAKE_BACK_TOO_MANY: {"most": 4},
    Code.LOCATION_NOT_IN_REGION: {"location": "tanami", "region": "coral_sea"},
    Code.TOO_FEW_RANGERS_AT: {"location": "tanami", "count": 1},
    Code.NO_RANGER_IN_REGION: {"region": "pilbara"},
    Code.NO_CARD_IN_HAND: {},
    Code.CARD_NOT_IN_HAND: {"card": 5},
    Code.NO_PLAYABLE_CARD: {"region": "coral_sea", "colour": "blue", "cost": 3, "dollars": 2},
    Code.WILD_NOT_NEEDED: {"colour": "orange", "region": "pilbara"},
    Code.CARD_DOES_NOT_MATCH: {"card": 0, "colour": "blue", "region": "pilbara", "region_colour": "orange"},
    Code.WILD_REQUIRED: {"region": "pilbara", "colour": "orange", "cost": 3},
    Code.CARD_RANGER_LIMIT: {"card": 0, "most": 2},
    Code.SUPPLY_EMPTY: {},
    Code.SUPPLY_SHORT: {"supply": 1},
    Code.TRACK_TOO_FAR: {"windmill": "kimberley"},
    Code.TRACK_FULL: {},
    Code.TRACK_ROOM: {"room": 2},
    Code.LOCATION_WITHOUT_RANGERS: {},
    Code.NOTHING_TO_UNDO: {},
    Code.HIDDEN_REVEALED: {},
    Code.NOT_LEGAL: {},
    Code.NOT_AN_ACTION: {"got": "str"},
    Code.UNKNOWN_ACTION_TYPE: {},
    Code.MISSING_FIELD: {"field": "region"},
    Code.UNEXPECTED_FIELDS: {"fields": ("colour",)},
    Code.WRONG_TYPE: {"field": "stack", "expected": Expected.WHOLE_NUMBER},
    Code.OUT_OF_RANGE: {"field": "rangers", "low": 0, "high": 4},
    Code.UNKNOWN_REGION: {"field": "region"},
    Code.UNKNOWN_LOCATION: {"field": "to"},
    Code.UNKNOWN_CARD: {"field": "card"},
    Code.UNKNOWN_STACK: {"field": "stack"},
    Code.NO_RANGERS_NAMED: {},
    Code.DUPLICATE_LOCATION: {"location": "tanami"},
    Code.PLAYER_COUNT: {"count": 6, "low": 2, "high": 5},
    Code.NAME_MISSING: {"seat": 1},
    Code.NAME_TOO_LONG: {"seat": 0, "most": 32},
    Code.NAME_FORBIDDEN_CHARACTER: {"seat": 2, "character": 0x202E},
    Code.NAME_TAKEN: {"seat": 1, "other": 0},
    Code.UNKNOWN_VARIANT: {},
    Code.NO_SUCH_SEAT: {},
    Code.WINDMILL_IN_SIMPLE_GAME: {},
    Code.BAD_SEED: {},
    Code.SAVE_TOO_BIG: {"size": 2_500_000, "limit": 1_000_000},
    Code.SAVE_NOT_TEXT: {},
    Code.SAVE_EMPTY: {},
    Code.SAVE_NOT_JSON: {},
    Code.SAVE_TOO_DEEP: {"limit": 32},
    Code.SAVE_NUMBER_TOO_LONG: {"limit": 300},
    Code.SAVE_NOT_OURS: {},
    Code.SAVE_NO_SCHEMA: {},
    Code.SAVE_TOO_NEW: {"schema": 9, "supported": 2},
    Code.SAVE_FIELD: {"field": "actions"},
    Code.SAVE_EDITED: {},
    Code.SAVE_BAD_CONFIG: {"reason": Reason(Code.NAME_TAKEN, seat=1, other=0)},
    Code.SAVE_DOES_NOT_REPLAY: {"number": 7, "reason": Reason(Code.PLANE_ALREADY_THERE, region="pilbara")},
}


PAGE_SAMPLES: dict[PageCode, dict] = {
    PageCode.SHOW_CARDS_FIRST: {"name": "Ann"},
    PageCode.PASS_FIRST: {"name": "Ann"},
    PageCode.NOT_OPEN_FOR_CARD: {"location": "tanami", "reason": Reason(Code.LOCATION_TAKEN, location="tanami", owner=1)},
    PageCode.NOTHING_TO_MOVE_AT: {"location": "tanami"},
    PageCode.CANNOT_UNDO: {"reason": Reason(Code.NOTHING_TO_UNDO)},
    PageCode.SEED_RANGE: {"most": 2**31 - 1},
    PageCode.COMPUTER_TURN: {"name": "Banjo"},
    PageCode.REMOTE_TURN: {"name": "Ann"},
}


def test_every_reason_code_has_a_sample_here():
    assert set(SAMPLES) == set(Code)


@pytest.mark.parametrize("code", list(Code), ids=lambda c: c.value)
def test_every_reason_code_is_worded(code):
    text = why(Reason(code, **SAMPLES[code]), NAMES)
    _well_formed(text)
    said = sentence(text)
    first_letter = next(ch for ch in said if ch.isalpha())
    assert (first_letter.isupper() or said[0] in "“\"") and said[-1] in ".!?)"


@pytest.mark.parametrize("code", list(PageCode), ids=lambda c: c.value)
def test_every_reason_of_the_page_is_worded(code):
    _well_formed(why(say(code, **PAGE_SAMPLES.get(code, {})), NAMES))


@pytest.mark.parametrize("code", list(StoreCode), ids=lambda c: c.value)
def test_every_refusal_of_the_storage_is_worded(code):
    _well_formed(why(say(code, detail="QuotaExceededError"), NAMES))


@pytest.mark.parametrize("expected", list(Expected), ids=lambda e: e.value)
def test_every_kind_of_value_a_field_should_hold_is_worded(expected):
    text = why(Reason(Code.WRONG_TYPE, field="stack", expected=expected))
    _well_formed(text)
    assert "“stack”" in text


def test_reasons_name_the_things_they_are_about():
    assert "Pilbara" in why(Reason(Code.PLANE_ALREADY_THERE, region="pilbara"))
    assert "Ben’s rangers" in why(Reason(Code.LOCATION_TAKEN, location="tanami", owner=1), NAMES)
    text = why(Reason(Code.NO_PLAYABLE_CARD, region="coral_sea", colour="blue", cost=3, dollars=2))
    assert "Coral Sea (blue)" in text and "3 dollars" in text and "you have 2" in text
    assert "an orange card" in why(Reason(Code.WILD_NOT_NEEDED, colour="orange", region="pilbara"))
    assert "1 is done" in why(Reason(Code.ACTIONS_LEFT, done=1, required=2))
    assert "0 are done" in why(Reason(Code.ACTIONS_LEFT, done=0, required=2))
    assert "they are 1 to 4" in why(Reason(Code.UNKNOWN_STACK, field="stack"))  # read off the board's stacks
    nested = why(Reason(Code.SAVE_DOES_NOT_REPLAY, number=7, reason=Reason(Code.PLANE_ALREADY_THERE, region="pilbara")))
    assert "action 7" in nested and "Pilbara" in nested


def test_every_reason_met_in_random_games_is_worded():
    """Refusals and disabled buttons of real positions, with the engine's own parameters."""
    rand = random.Random(8)
    seen = set()
    for seed, (players, variant) in enumerate([(2, "simple"), (3, "full"), (5, "full")]):
        state = new_game(Config(NAMES[:2] + ("Di", "Ed", "Fay")[: players - 2], variant), seed)
        names = [p.name for p in state.players]
        while not state.is_over:
            legal = legal_actions(state)
            wrong = random_action(rand, state)
            if wrong not in legal:
                reason = why_illegal(state, wrong)
                seen.add(reason.code)
                _well_formed(why(reason, names))
            for kind in (Fly, PlayCard, DrawCard, TakeBack, MoveRanger, EndTurn):
                reason = why_unavailable(state, kind)
                if reason is not None:
                    seen.add(reason.code)
                    _well_formed(why(reason, names))
            reason = why_no_undo(state)
            if reason is not None:
                _well_formed(why(reason, names))
            apply_action(state, rand.choice(legal))
    assert len(seen) >= 15, seen
