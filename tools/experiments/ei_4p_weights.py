"""The four-player judgement learned from hard's own games as an experiment's file
(``weights:tools/experiments/ei_4p_weights.py``, the name its test against ``hard`` was run and
logged under): those the hard level took, ``australia/computer/weights_4p.py``."""

from australia.computer.weights_4p import HIDDEN, OUTPUT  # noqa: F401 - the experiment's names for the package's weights
