"""What every worded text must be: a non-empty string with no placeholder or raw id left.
"""

from __future__ import annotations

import re


def _well_formed(text: str) -> None:
    assert isinstance(text, str) and text.strip(), text
    assert not re.search(r"[{}]|None|Code\.|\bcode\b|_[a-z]+_", text), text  # no placeholders or raw ids
