"""The three-player judgement's weights as an experiment's file (``weights:tools/experiments/td_3p_weights.py``,
the name its duplicate test against ``baseline`` was run and logged under): those the hard
level took, ``australia/computer/weights_3p.py``."""

from australia.computer.weights_3p import HIDDEN, OUTPUT  # noqa: F401 - the experiment's names for the package's weights
