"""A learned judgement to try (an experiment: no level of the game uses it):
``australia.computer.judgement``'s inputs and network with the weights of ``hard_weights.py`` beside
this file, all zero until ``tools/learn_hard.py fit --write`` fills them in. ``weights:FILE``
of ``tools/experiments/styles.py`` tries any such file; ``td_2p_weights.py`` is the one the
hard level first took for two-player full games, ``ei_2p_weights.py`` the one learned from hard's
own games that replaced it, ``ei2_2p_weights.py`` its second round that replaced that
(``australia/computer/weights_2p.py``), ``td_4p_weights.py`` and
``ei_4p_weights.py`` the same two for four-player full games (``australia/computer/weights_4p.py``),
and ``td_3p_weights.py``, ``td_5p_weights.py`` and ``td_simple_weights.py`` those of the other
tables.
"""

from __future__ import annotations

from australia.computer import COMMON, EXPERIENCE, INPUTS, experience, inputs, make_judge

from . import hard_weights

__all__ = ["COMMON", "EXPERIENCE", "INPUTS", "estimates", "experience", "inputs", "judge", "make_judge"]

estimates, judge = make_judge(hard_weights.HIDDEN, hard_weights.OUTPUT)
