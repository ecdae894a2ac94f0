"""The test tree mirrors the code (tests/README.md): the test module of ``australia/rules.py`` is
``tests/australia/test_rules.py``, of ``web/state/selection.py`` ``tests/web/state/test_selection.py``.

Every module of ``australia/`` and ``web/`` has its test module at that path, or is named in
``UNTESTED_ALONE`` with the reason and the test modules that test it instead; a test module
beside the code is named after a module there (or is in ``EXTRA``); feature tests lie in
``tests/features/``, end-to-end tests in ``tests/e2e/``, tests of the tools in ``tests/tools/``;
and no test module but this one lies at the top of ``tests/``. Each list is checked against
the tree, so that none can go stale.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
PACKAGES = ("australia", "web")

# Modules without a test module of their own: why, and where they are tested instead.
UNTESTED_ALONE = {
    "australia/__main__.py": "only hands the command line to australia/cli/ (simulate.main or arena.main): "
    "tests/australia/cli/test_simulate.py runs `python -m australia simulate`",
    "australia/legality.py": "the rules' legal lists, named by australia/rules.py and tested through it: "
    "tests/australia/test_rules.py (every list, its order and its refusals), tests/australia/test_actions.py",
    "australia/refusals.py": "the reasons of a refusal, named by australia/rules.py and tested through it: "
    "tests/australia/test_rules.py and tests/australia/test_errors.py, reason by reason",
    "australia/reasons.py": "data only (a refusal's code and parameters): every code is worded in "
    "tests/web/text/test_reasons.py, and the engine's refusals are checked reason by reason in "
    "tests/australia/test_rules.py and tests/australia/test_errors.py",
    "australia/rng.py": "the generator behind every deal: games replay exactly from their seed "
    "(tests/australia/test_undo.py) and the opponents' pinned choices depend on every number it "
    "draws (tests/australia/computer/test_reference.py)",
    "australia/computer/search.py": "the searching levels' search, tested through them: reproducible with a seed and an "
    "iteration budget, kept between slices (tests/australia/computer/test_thinker.py), its choices pinned "
    "(tests/australia/computer/test_reference.py)",
    "australia/computer/weights_2p.py": "data only (the hard level's two-player judgement, written by "
    "tools/learn_hard.py): tests/australia/computer/test_judgement.py holds them to the inputs, to the "
    "network written out by hand and to the leader of a game",
    "web/computer_kinds.py": "data only (the kinds of message the page and the computer exchange): "
    "sent and read in tests/web/state/test_thinking.py and tests/web/browser/test_computer.py",
    "web/devices/effects.py": "data only (what playing on several devices asks the browser to do): "
    "carried out in tests/web/devices/test_browser.py, each by one carrier (tests/web/browser/test_runtime.py)",
    "web/devices/state/seats.py": "data only (where the remote seats stand: the host's invitation and STUN "
    "draft, a joining device's seat): made and read in tests/web/devices/state/test_shared.py and "
    "tests/web/devices/test_hosting.py",
    "web/dom.py": "data only (keys, element ids, selectors the shell and the scripts share): held to "
    "the page's scripts by tests/features/test_page_scripts.py",
    "web/hooks.py": "the names the markup, the scripts and Python share: held to the page's scripts "
    "by tests/features/test_page_scripts.py; its parse() reads the page's events in "
    "tests/web/browser/test_events.py",
    "web/review_messages.py": "data only (the review's messages, held by web/messages.py): each is handled and "
    "tested through the page in tests/web/state/test_reviewing.py",
    "web/outcome_messages.py": "data only (the messages bringing back an effect's outcome): each is "
    "answered where update() handles it, under tests/web/state/ (test_saving.py, test_recording.py)",
    "web/state/around.py": "the page around the game, handled by update(): tested through it in "
    "tests/web/state/test_update.py, tests/web/state/test_keys.py and tests/web/state/test_focus.py",
    "web/storage.py": "data only (the browser's storage keys): read and written through "
    "tests/web/browser/test_store.py and tests/web/state/test_saving.py",
    "web/devices/messages.py": "data only (the messages of playing on several devices): each is sent and "
    "answered in tests/web/devices/state/test_shared.py and read from the page's script in "
    "tests/web/devices/test_browser.py",
    "web/browser/main.py": "imports js, pyodide and pyscript, which CPython lacks: its wiring is rebuilt under "
    "CPython by tests/web/browser/test_runtime.py (Shell) and runs in Chromium in tests/e2e/test_boot.py",
    "web/messages.py": "data only (the page's messages, each a web.values.Value: "
    "tests/web/test_values.py); each one's meaning is tested where update() answers it, under "
    "tests/web/state/, and as read from the page's events in tests/web/browser/test_events.py",
    "web/browser/files.py": "the file picker's adapter: tested with the page's events "
    "(tests/web/browser/test_events.py) and by every import in tests/web/state/test_saving.py",
    "web/browser/history.py": "the browser's Back and Forward: written with each step's drawing "
    "(tests/web/browser/test_draw.py) and read from the page's events (tests/web/browser/test_events.py)",
    "web/browser/record_store.py": "the record's storage adapter: tested through the whole page in "
    "tests/web/state/test_recording.py",
    "web/state/effects.py": "data only (what update() asks of the world): carried out by the adapters "
    "tested in tests/web/browser/test_store.py, tests/web/devices/test_browser.py and "
    "tests/web/browser/test_computer.py",
    "web/devices/state/guest.py": "a joining device plays with its host: both are tested together in "
    "tests/web/devices/state/test_shared.py",
    "web/devices/state/host.py": "the host plays with its joining devices: both are tested together in "
    "tests/web/devices/state/test_shared.py",
    "web/state/notices.py": "data only (what the page tells its players, as codes): every notice and "
    "problem is worded in tests/web/text/test_notices.py and tests/web/text/test_reasons.py",
    "web/text/board.py": "the map's words, read in the drawing's labels (tests/web/view/test_board.py) "
    "and swept in every language by tests/web/text/test_catalogs.py",
    "web/devices/text.py": "the words of playing on several devices, read on the pages of "
    "tests/web/devices/state/test_shared.py and swept in every language by tests/web/text/test_catalogs.py",
    "web/text/saves.py": "the saved games' words: titles in tests/web/browser/test_store.py, the saved-games "
    "screen in tests/web/state/test_saving.py, swept in every language by tests/web/text/test_catalogs.py",
    "web/devices/view.py": "the host's panel and the join screen, read on the pages of "
    "tests/web/devices/state/test_shared.py",
    "web/view/map_base.py": "the map's fixed parts, drawn and read back with the board in "
    "tests/web/view/test_board.py",
}

# Every learned judgement's weights (the two-player ones above are also written out by hand
# there): data only, one file a table.
UNTESTED_ALONE.update({
    path.relative_to(ROOT).as_posix(): "data only (a judgement of the hard level, written by tools/learn_hard.py): "
    "tests/australia/computer/test_judgement.py holds them to the inputs and to the leader of a game, "
    "tests/australia/computer/test_reference.py to hard's pinned choices"
    for path in sorted((ROOT / "australia/computer").glob("weights_*.py"))
    if path.name != "weights_2p.py"
})

# Test modules beside the code that are named after no module of it.
EXTRA = {
    "tests/australia/computer/test_reference.py": "the opponents' choices pinned against "
    "tests/data/bots-reference.json (australia/computer/: thinker.py, features.py, baseline.py, with "
    "australia/cli/arena.py, together)",
}

# Where test modules may lie, besides the mirrors of australia/ and web/.
FOLDERS = ("features", "e2e", "tools")


def _modules() -> list[str]:
    """Every module of the packages, as a path from the repository's root."""
    found = []
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if path.name != "__init__.py" and "__pycache__" not in path.parts:
                found.append(path.relative_to(ROOT).as_posix())
    return sorted(found)


def _test_module_of(module: str) -> Path:
    path = Path(module)
    return TESTS / path.parent / f"test_{path.name}"


def _test_modules() -> list[str]:
    return sorted(p.relative_to(ROOT).as_posix() for p in TESTS.rglob("test_*.py") if "__pycache__" not in p.parts)


def test_every_module_has_its_test_module_or_is_named_with_a_reason():
    modules = _modules()
    assert "australia/rules.py" in modules and "web/state/selection.py" in modules
    missing = [m for m in modules if not _test_module_of(m).is_file() and m not in UNTESTED_ALONE]
    assert missing == [], "give each its tests/<same folders>/test_<name>.py, or a reason in UNTESTED_ALONE"


def test_a_module_tested_elsewhere_has_no_test_module_and_names_test_modules_that_exist():
    for module, reason in UNTESTED_ALONE.items():
        assert (ROOT / module).is_file(), f"{module} is gone: take it out of UNTESTED_ALONE"
        assert not _test_module_of(module).is_file(), f"{module} has its test module now: take it out"
        named = re.findall(r"tests/[\w/]+(?:\.py|/)", reason)
        assert named, f"{module}: say which test modules test it"
        for path in named:
            assert (ROOT / path).exists(), f"{module}: {path} does not exist"


def test_every_test_module_beside_the_code_is_named_after_a_module_of_it():
    beside = [t for t in _test_modules() if t.split("/")[1] in PACKAGES]
    assert "tests/australia/test_rules.py" in beside
    strays = []
    for test in beside:
        folders, name = test.split("/")[1:-1], test.split("/")[-1]
        module = "/".join([*folders, name.removeprefix("test_")])
        if not (ROOT / module).is_file() and test not in EXTRA:
            strays.append(test)
    assert strays == [], "name a test module beside the code after its module, or list it in EXTRA"
    for test, reason in EXTRA.items():
        assert (ROOT / test).is_file() and reason, test


def test_every_test_module_lies_where_tests_readme_says():
    elsewhere = [
        t for t in _test_modules()
        if t.count("/") > 1 and t.split("/")[1] not in PACKAGES + FOLDERS
    ]
    assert elsewhere == []


def test_nothing_but_the_allowed_lies_at_the_top_of_tests():
    top = {p.name for p in TESTS.glob("test_*.py")}
    unexpected = top - {Path(__file__).name}
    assert unexpected == set(), "move each to tests/<same folders as its module>/ (see tests/README.md)"
