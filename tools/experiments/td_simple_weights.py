"""The simple-game judgement's weights as an experiment's file (``weights:tools/experiments/td_simple_weights.py``,
the name its tests against ``baseline``, one a table size, were run and logged under): those the
hard level took, ``australia/computer/weights_simple.py``."""

from australia.computer.weights_simple import HIDDEN, OUTPUT  # noqa: F401 - the experiment's names for the package's weights
