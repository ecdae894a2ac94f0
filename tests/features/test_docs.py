"""The documents, checked against the engine: docs/rules.md (the rules as the engine plays
them), the README's and the package's examples, and docs/save-format.md's example save.

docs/rules.md's table of numbers names, for each number, where ``australia/board.py`` holds
it; the rulings are numbered in order, each with its anchor; and every citation of a ruling,
in the document or anywhere in the repository, names one that exists.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from australia import board, load_game


ROOT = Path(__file__).resolve().parents[2]


DOC = ROOT / "docs" / "rules.md"


TEXT = DOC.read_text(encoding="utf-8")


# | what | number | `expression over australia/board.py` |
NUMBER_ROW = re.compile(r"^\| ([^|]+?) \| (\d+) \| `([^`]+)` \|$", re.MULTILINE)


RULINGS = [int(n) for n in re.findall(r"^### Ruling (\d+): ", TEXT, re.MULTILINE)]


CITATION = re.compile(r"docs/rules\.md(?:, rulings? (\d+(?:(?:, | and )\d+)*)|#ruling-(\d+))|\(#ruling-(\d+)\)")


@pytest.mark.parametrize("what, number, where", NUMBER_ROW.findall(TEXT), ids=lambda v: str(v)[:40])
def test_every_number_of_the_document_is_the_boards(what, number, where):
    assert eval(where, {"__builtins__": {"len": len, "sum": sum}}, vars(board)) == int(number), what


def test_the_table_of_numbers_is_there():
    assert len(NUMBER_ROW.findall(TEXT)) >= 30


def test_rulings_are_numbered_in_order_each_with_its_anchor():
    assert RULINGS == list(range(1, len(RULINGS) + 1)) and len(RULINGS) >= 25
    for n in RULINGS:
        assert f'<a id="ruling-{n}"></a>\n### Ruling {n}: ' in TEXT, n


def test_every_citation_of_a_ruling_names_one_that_exists():
    files = [p for p in ROOT.glob("**/*") if p.suffix in (".py", ".md") and p.is_file()]
    skipped = {".git", ".venv", "_site", "node_modules", "vendor"}
    files = [p for p in files if not skipped & set(p.relative_to(ROOT).parts)]
    cited = 0
    for path in files:
        for match in CITATION.finditer(path.read_text(encoding="utf-8")):
            for number in map(int, re.findall(r"\d+", next(g for g in match.groups() if g))):
                assert number in RULINGS, f"{path.relative_to(ROOT)} cites ruling {number}"
                cited += 1
    assert cited > len(RULINGS)


def test_the_readme_example_runs():
    import doctest
    import australia

    assert doctest.testmod(australia, raise_on_error=False).failed == 0
    readme = (ROOT / "README.md").read_text()
    parser = doctest.DocTestParser()
    test = parser.get_doctest(readme, {}, "README.md", str(ROOT / "README.md"), 0)
    assert test.examples, "the README shows the API with runnable examples"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test)
    assert runner.failures == 0


def test_the_documented_example_save_loads():
    text = (ROOT / "docs" / "save-format.md").read_text()
    example = text.split("```json\n", 1)[1].split("```", 1)[0]
    game = load_game(example)
    assert game.config.players == ("Ann", "Ben") and len(game.history) == 7
    assert game.rangers_at("wiluna") == (0, 1)
