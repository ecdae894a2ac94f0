"""The weights of the learned judgement (``judgement.py`` beside this file), in ``INPUTS`` order.

Written by ``tools/learn_hard.py fit --write``; data only.
"""

HIDDEN: tuple = ()
OUTPUT: tuple = (0.0, (0.0,) * 60)
