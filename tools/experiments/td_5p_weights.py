"""The five-player judgement's weights as an experiment's file (``weights:tools/experiments/td_5p_weights.py``,
the name its duplicate test against ``baseline`` was run and logged under): those the hard
level took, ``australia/computer/weights_5p.py``."""

from australia.computer.weights_5p import HIDDEN, OUTPUT  # noqa: F401 - the experiment's names for the package's weights
