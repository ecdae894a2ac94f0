"""The GitHub Pages workflow publishes only a main whose tests pass."""

from __future__ import annotations

import re
from pathlib import Path

WORKFLOW = Path(__file__).resolve().parents[2] / ".github" / "workflows" / "pages.yml"


def _jobs(text: str) -> dict[str, str]:
    """Each job's block of the workflow, by name (jobs are indented by two spaces)."""
    body = text.split("\njobs:\n", 1)[1]
    parts = re.split(r"^  ([a-z][\w-]*):\n", body, flags=re.M)
    return dict(zip(parts[1::2], parts[2::2]))


def test_the_site_is_built_and_deployed_only_after_every_test_passed():
    jobs = _jobs(WORKFLOW.read_text(encoding="utf-8"))
    assert set(jobs) == {"test", "build", "deploy"}
    assert re.search(r"^\s+run: make test\s*$", jobs["test"], re.M)  # the README's one command
    assert re.search(r"^\s+needs: test\s*$", jobs["build"], re.M)
    assert re.search(r"^\s+needs: build\s*$", jobs["deploy"], re.M)
    assert "make site" in jobs["build"] and "deploy-pages" in jobs["deploy"]
