"""The code passes the linter: the rule set in pyproject.toml's ``[tool.ruff]`` (pyflakes,
pycodestyle's errors, bugbear, blind excepts, naming, complexity), and no ``noqa`` that
silences nothing or says no reason."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_ruff_finds_nothing():
    out = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", "--output-format", "concise", "."],
        cwd=ROOT, capture_output=True, text=True,
    )
    assert out.returncode == 0, out.stdout + out.stderr


def test_every_noqa_says_why():
    """A rule silenced on one line says why it does not apply there: the code, a dash, the reason."""
    bare = []
    for folder in ("australia", "web", "tools", "tests"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                found = re.search(r"#\s*noqa\b(.*)$", line)
                if found and not re.match(r":\s*[A-Z]+\d+(?:,\s*[A-Z]+\d+)*\s+-\s+\S", found.group(1)):
                    bare.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert bare == []
