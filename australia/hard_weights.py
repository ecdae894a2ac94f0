"""The weights of the hard level's judgement (``australia/judgement.py``), in ``INPUTS`` order.

Written by ``tools/learn_hard.py fit --write``; data only.
"""

HIDDEN: tuple = ()
OUTPUT: tuple = (0.0, (0.0,) * 48)
