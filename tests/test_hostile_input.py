"""Not a test module any more: kept so that tests/e2e/test_hostile_files.py can still import the
hostile files from here. The tests of hostile input are in tests/features/test_hostile_input.py,
the files in tests/features/hostile.py: import them from there, then delete this file (and its
line in tests/test_tree.py)."""

from tests.features.hostile import EVIL_NAME, HOSTILE, valid_body, with_field

__all__ = ["EVIL_NAME", "HOSTILE", "valid_body", "with_field"]
