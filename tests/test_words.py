"""The wording layer: every reason and every event the engine can produce has words.

The engine returns data only, and so does the page's state; ``web.text`` is the one place
that turns them into sentences. A new reason code, page message or event kind without wording
fails here, before a player meets a blank.
"""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

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
from australia.events import (
    EVENT_TYPES,
    CardPlayed,
    DollarsCounted,
    GameOver,
    NoRangerPoints,
    Project,
    ProjectScored,
    RangersPlaced,
    Share,
    TileRevealed,
    WindmillMoved,
    WindmillPlace,
    WindmillScored,
)
from australia.simulate import random_action
from australia.state import LogEntry
from web.state.notices import Notice, PageCode, Problem, StoreCode, say
from web.state.record import RecordCode
from web.state.saves import Title
from web.state.selection import Ask
from web.text import game as game_words
from web.text import log as log_words
from web.text import names as name_words
from web.text import notices as notice_words
from web.text.reasons import sentence, why

NAMES = ("Ann", "Ben", "Cy")
ROOT = Path(__file__).resolve().parent.parent

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
}


def _well_formed(text: str) -> None:
    assert isinstance(text, str) and text.strip(), text
    assert not re.search(r"[{}]|None|Code\.|\bcode\b|_[a-z]+_", text), text  # no placeholders or raw ids


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


STORE = say(StoreCode.REFUSED_SAVE, detail="QuotaExceededError")
NOTICE_SAMPLES = {
    Problem.NOT_LOADED: {"reason": Reason(Code.SAVE_NOT_JSON)},
    Problem.NOT_RENAMED: {"reason": Reason(Code.SAVE_EDITED)},
    Problem.NAME_NOT_SAVED: {"problem": STORE},
    Problem.NOT_DELETED: {"problem": STORE},
    Problem.NOT_IMPORTED: {"name": "game.json", "reason": Reason(Code.SAVE_NOT_JSON)},
    Problem.NOT_SAVED: {"problem": STORE},
    Problem.COMPUTER_STOPPED: {"detail": "no answer"},
    Notice.BOTH_KEPT: {"why": Notice.CHANGED_AT_ONCE, "title": Title("", ("Ann", "Ben"))},
    Notice.RENAMED: {"label": "Friday"},
    Notice.EXPORTED: {"file": "australia-ann-ben-2026-11-24.json"},
    Notice.IMPORTED: {"name": "game.json"},
    Problem.RECORD_NOT_CLEARED: {"problem": STORE},
    Notice.NOT_RECORDED: {"problem": say(RecordCode.REFUSED, detail="QuotaExceededError")},
    Notice.IMPORTED_AGAIN: {"name": "game.json", "title": Title("", ("Ann", "Ben"))},
}
# Messages that only ever stand inside another (the reason of a refused import, why two
# versions were kept).
PARTS = {Problem.FILE_UNREADABLE, Notice.CHANGED_AT_ONCE, Notice.CHANGED_WHILE_UNSAVED, Notice.DAMAGED_ELSEWHERE}


@pytest.mark.parametrize("code", [c for c in (*Problem, *Notice) if c not in PARTS], ids=lambda c: c.value)
def test_every_message_of_the_page_is_a_sentence(code):
    text = notice_words.said(say(code, **NOTICE_SAMPLES.get(code, {})))
    _well_formed(text.replace("australia-ann-ben-2026-11-24.json", "file"))
    assert text[0].isupper() or text[0] in "“„\"" and text[-1] in ".!?)"


RECORD_SAMPLES = {RecordCode.TOO_NEW: {"schema": 2, "supported": 1}, RecordCode.DAMAGED: {"field": "games[0].points"}}


@pytest.mark.parametrize("code", list(RecordCode), ids=lambda c: c.value)
def test_every_reason_the_record_gives_is_worded(code):
    from web.text import record as record_words

    reason = say(code, **RECORD_SAMPLES.get(code, {}))
    _well_formed(record_words.problem(reason))
    for text in (record_words.unreadable(reason), record_words.not_recorded(reason)):
        assert text[0].isupper() and text.endswith(".") and "{" not in text


def test_a_file_the_browser_could_not_read_and_the_reasons_for_keeping_both_are_worded():
    unreadable = say(Problem.FILE_UNREADABLE, detail="NotReadableError")
    assert "could not read it (NotReadableError)" in notice_words.said(say(Problem.NOT_IMPORTED, name="a.json", reason=unreadable))
    for why_kept in (Notice.CHANGED_AT_ONCE, Notice.CHANGED_WHILE_UNSAVED, Notice.DAMAGED_ELSEWHERE):
        text = notice_words.said(say(Notice.BOTH_KEPT, why=why_kept, title=Title("Friday")))
        assert "Both versions are kept" in text and "Friday (copy)" in text


@pytest.mark.parametrize("code", list(Ask), ids=lambda c: c.value)
def test_every_prompt_is_worded(code):
    samples = {
        Ask.PLACE: {"card": 3, "cost": 3, "no_ranger": True},
        Ask.HOW_MANY: {"location": "tanami"},
        Ask.TAKE_BACK: {"most": 4, "chosen": 1},
        Ask.MOVE_FROM: {"cost": 4},
        Ask.MOVE_TO: {"location": "tanami"},
        Ask.TURN: {"can_end": False, "can_move": True, "cost": 4, "plane_on_board": True, "can_play": True, "can_take_back": True},
    }
    _well_formed(game_words.prompt(say(code, **samples.get(code, {}))))


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


# --- events ---------------------------------------------------------------------------------


def _entry(action, *events, player=0):
    return LogEntry(player, action, tuple(events), 1)


def _lines(entry) -> str:
    return " | ".join(log_words.entry_lines(entry, NAMES))


# For every kind of event: a log entry holding it, and what its words must show.
EVENT_SAMPLES = {
    TileRevealed: (_entry(Fly("pilbara"), TileRevealed("pilbara", 8)), ["Ann flew to Pilbara", "revealed an 8"]),
    WindmillMoved: (
        _entry(Fly("pilbara"), TileRevealed("pilbara", 6), WindmillMoved("pilbara", 5)),
        ["revealed a 6", "windmill", "value 5"],
    ),
    CardPlayed: (
        _entry(PlayCard(0, None, 0, wild=True), CardPlayed(0, 0, "pilbara", True, 0), NoRangerPoints(0, 2)),
        ["Ann played a blue card", "as wild", "paid 3 $", "in Pilbara"],
    ),
    RangersPlaced: (
        _entry(PlayCard(41, "tanami", 2, 1), CardPlayed(0, 41, "red_centre", False, 0), RangersPlaced(0, "tanami", 2, 1)),
        ["2 rangers at Tanami", "1 on the ranger track"],
    ),
    NoRangerPoints: (
        _entry(PlayCard(0, None, 0), CardPlayed(0, 0, "timor_sea", False, 3), NoRangerPoints(0, 2)),
        ["placed no ranger", "+2 points", "+3 $"],
    ),
    ProjectScored: (
        _entry(
            MoveRanger("tanami", "halls_creek"),
            ProjectScored("kimberley", Project.INDUSTRIALIZATION, 1, (Share(0, 2, 1, 0), Share(1, 1, 0, 3)), 5),
            player=1,
        ),
        ["Ben paid 4 $", "Industrialization of Kimberley (tile 5)", "Ann +2 camps, +2 ships = 4", "Ben +3 bonus, +1 camp = 4"],
    ),
    WindmillScored: (
        _entry(
            EndTurn(),
            WindmillScored(7, (WindmillPlace(2, 3, 7), WindmillPlace(0, 1, 3)), (2, 2, 0), final=False),
        ),
        ["Windmill scoring (value 7)", "Cy +7 (3 rangers)", "Ann +3 (1 ranger)", "3 rangers return"],
    ),
    DollarsCounted: (_entry(EndTurn(), DollarsCounted(1, 6)), ["Ben: 6 $ count as 6 points"]),
    GameOver: (_entry(EndTurn(), GameOver((0, 2), False)), ["Ann and Cy share the victory"]),
}


def test_every_kind_of_event_has_a_sample_here():
    assert set(EVENT_SAMPLES) == set(EVENT_TYPES)


@pytest.mark.parametrize("kind", EVENT_TYPES, ids=lambda k: k.__name__)
def test_every_kind_of_event_is_worded(kind):
    entry, expected = EVENT_SAMPLES[kind]
    text = _lines(entry)
    for part in expected:
        assert part in text, (part, text)


def test_a_victory_decided_by_dollars_says_so_and_a_shared_one_does_not():
    assert "dollars decided" in _lines(_entry(EndTurn(), GameOver((1,), True)))
    assert "Ben wins" in _lines(_entry(EndTurn(), GameOver((1,), True)))
    assert "dollars" not in _lines(_entry(EndTurn(), GameOver((0, 1), False)))
    assert log_words.tie_break_note(False, True) != log_words.tie_break_note(True, False)


def test_every_entry_of_complete_games_is_worded_and_every_event_kind_occurs():
    rand = random.Random(3)
    kinds = set()
    for seed in range(6):
        state = new_game(Config(NAMES, "full" if seed % 2 else "simple"), seed)
        while not state.is_over:
            plays = [a for a in legal_actions(state) if isinstance(a, (PlayCard, EndTurn, DrawCard))]
            apply_action(state, rand.choice(plays or legal_actions(state)))
        for entry in state.log:
            kinds |= {type(e) for e in entry.events}
            lines = log_words.entry_lines(entry, NAMES)
            for line in lines:
                _well_formed(line)
            assert lines or isinstance(entry.action, EndTurn)
    assert kinds >= set(EVENT_TYPES) - {WindmillMoved}, set(EVENT_TYPES) - kinds


def test_articles_plurals_and_ordinals():
    n = name_words
    assert [n.ordinal(k) for k in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd",
    ]
    assert n.rangers(1) == "1 ranger" and n.rangers(2) == "2 rangers" and n.rangers(0) == "0 rangers"
    assert n.tile_value(8) == "an 8" and n.tile_value(6) == "a 6" and n.tile_value(11) == "an 11"
    assert n.a_colour_card("orange") == "an orange card" and n.a_colour_card("red") == "a red card"
    assert n.kind(1) == "1 ranger + 3 dollars" and n.kind(3) == "3 rangers + 1 dollar"


def test_every_sea_territory_and_colour_of_the_board_has_its_words():
    """Translations are keyed by the engine's ids: a region renamed in the board keeps its words."""
    from australia.board import COLOURS, PLAYER_COLOURS, REGIONS, TERRITORIES

    assert set(name_words.SEAS) == {r.id for r in REGIONS if r.is_sea}
    assert set(name_words.TERRITORIES) == set(TERRITORIES)
    assert set(COLOURS) <= set(name_words.REGION_COLOURS) and set(COLOURS) <= set(name_words.CARD_COLOURS)
    assert set(PLAYER_COLOURS) <= set(name_words.COLOUR_NAMES)


# --- the engine speaks in data --------------------------------------------------------------


def _strings_for_players(path: Path) -> list[str]:
    """String constants in code (not docstrings) that read like a sentence for a person."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    raised = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.Raise) for inner in ast.walk(node)}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings | raised:
            if " " in node.value and len(re.findall(r"[A-Za-z]{2,}", node.value)) >= 4:
                found.append(node.value)
    return found


def test_the_rules_engine_holds_no_sentences_for_players():
    """Only the command-line tools (not shipped to the page) print words of their own."""
    cli = {"simulate.py", "__main__.py", "arena.py"}
    for path in sorted((ROOT / "australia").glob("*.py")):
        if path.name in cli:
            continue
        assert _strings_for_players(path) == [], path.name


def test_the_page_restates_no_rule():
    """Numbers of the rules come from the engine: no doubled ship rangers or literal costs in web/."""
    for path in sorted((ROOT / "web").rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"2 \* \w*ship", text), path.name
        assert not re.search(r"paid [0-9]+ \$|[0-9] \$\)", text), path.name
        assert "undo_floor" not in text and "can_undo" not in text, path.name
        assert not re.search(r"range\(2, 6\)|\"(simple|full)\"", text), path.name  # counts and variants are the engine's


def test_only_the_text_layer_makes_sentences():
    """Outside web/text/, the page holds no sentence for players (docstrings and comments aside)."""
    for path in sorted((ROOT / "web").rglob("*.py")):
        if "text" in path.relative_to(ROOT / "web").parts:
            continue
        found = [s for s in _strings_for_players(path) if not s.startswith(("<", "#", "."))]
        found = [s for s in found if "{" not in s and "=" not in s and "[" not in s]
        found = [s for s in found if not s.startswith("Australia: ")]  # the console's, for developers
        assert found == [], (path.name, found)


def test_every_pace_level_and_kind_of_seat_has_its_words():
    """The tables of words are keyed by the page's and the engine's own names, and miss none."""
    from australia.table import COMPUTER_LEVELS, SEAT_KINDS
    from web.state.computer import PACES

    assert set(name_words.PACES) == set(PACES)
    assert set(name_words.LEVELS) == set(COMPUTER_LEVELS)
    assert set(name_words.SEAT_KINDS) == set(SEAT_KINDS)
