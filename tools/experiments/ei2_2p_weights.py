"""The two-player judgement's second round of expert iteration as an experiment's file
(``weights:tools/experiments/ei2_2p_weights.py``, the name its test against ``hard`` was run and
logged under): those the hard level took, ``australia/computer/weights_2p.py``."""

from australia.computer.weights_2p import HIDDEN, OUTPUT  # noqa: F401 - the experiment's names for the package's weights
