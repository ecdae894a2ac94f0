"""Not a test module any more: kept so that ``from tests.test_observation import hidden_twin``
still works in tests/tools/experiments/ (test_judgement.py, test_styles.py). The tests of
``australia.observation`` are in tests/australia/test_observation.py, ``hidden_twin`` and
``random_position`` in tests/australia/games.py: import them from there, then delete this file
(and its line in tests/test_tree.py)."""

from tests.australia.games import hidden_twin, random_position

__all__ = ["hidden_twin", "random_position"]
