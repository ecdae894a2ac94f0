"""Variants of the hard level's search that no level of the game uses: ideas tried against the
frozen ``baseline`` with ``tools/sprt.py`` (or ``tools/screen.py``), and kept in the engine only
once the test accepts them.

``styles.define(name, "FIELD:VALUE,...")`` makes a level of a variant; ``playouts`` holds the
variants' rules of thumb for the playouts, ``judgement`` a judgement learned from games. The
engine never imports this package.
"""
