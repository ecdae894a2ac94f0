"""Not a test module any more: kept so that ``from tests.test_bots import positions`` still works
in tests/tools/experiments/ (test_judgement.py, test_playouts.py, test_styles.py). The computer
opponents' tests are in tests/australia/test_bots.py, ``positions`` in tests/australia/games.py:
import it from there, then delete this file (and its line in tests/test_tree.py)."""

from tests.australia.games import positions

__all__ = ["positions"]
