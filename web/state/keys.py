"""Which keys the page takes as its own, known before a key is pressed.

The browser must decide at once, while a key's event is still being dispatched, whether to do
what it would do with that key (scroll the page, move the focus, type a character) or leave it
to the page. The page's script cannot wait for Python's answer to that: it asks a table, drawn
up here from the state after every step and handed to the page (``web/static/events.js``).

``keys_taken(model)`` is that table: the keys ``web.state.update`` answers with ``Handled`` in
this state, each with where it must be pressed. ``takes`` reads it for one key. The two are
tested against ``update`` itself over every screen, key, focus and modifier.
"""

from __future__ import annotations

from web import messages as m
from web.commands import ENTER, ESCAPE, MAP_KEYS, REPLAY_KEYS, SPACE, UNDO_KEY
from web.records import Record
from web.state.page import Model, NewGameScreen, RecordScreen, ReplayScreen, RulesScreen, SavedScreen

ANYWHERE = frozenset(m.Focus)
NOT_TYPING = ANYWHERE - {m.Focus.TEXT, m.Focus.FIELD}


class KeyRule(Record):
    """Keys the page takes when pressed where ``focus`` says, with the modifiers it says.

    ``shape``: only on a shape of the map; ``slot``: only in a saved game's rename box;
    ``ctrl``/``alt``: required (True), refused (False) or either (None)."""

    keys: frozenset[str]
    focus: frozenset[m.Focus] = ANYWHERE
    shape: bool = False
    slot: bool = False
    ctrl: bool | None = None
    alt: bool | None = None

    def plain(self) -> dict:
        """The rule as the page's script reads it (JSON: lists, strings, booleans, null)."""
        return {
            "keys": sorted(self.keys),
            "focus": sorted(f.value for f in self.focus),
            "shape": self.shape,
            "slot": self.slot,
            "ctrl": self.ctrl,
            "alt": self.alt,
        }


def keys_taken(model: Model) -> tuple[KeyRule, ...]:
    """The keys ``update`` takes in ``model`` (its ``_key``, branch by branch)."""
    screen = model.screen
    rules = [
        KeyRule(frozenset(MAP_KEYS), frozenset({m.Focus.MAP}), shape=True, ctrl=False, alt=False),
        KeyRule(frozenset({ENTER, SPACE}), frozenset({m.Focus.MAP}), shape=True),
    ]
    if model.flags.map_key or isinstance(screen, (RulesScreen, RecordScreen)):
        rules.append(KeyRule(frozenset({ESCAPE})))
    if model.playing and model.session.selection.mode is not None:
        rules.append(KeyRule(frozenset({ESCAPE}), NOT_TYPING))
    if model.playing:
        rules.append(KeyRule(frozenset({UNDO_KEY, UNDO_KEY.upper()}), NOT_TYPING, ctrl=True))
    if isinstance(screen, ReplayScreen):
        rules.append(KeyRule(frozenset(REPLAY_KEYS), NOT_TYPING))
    if isinstance(screen, SavedScreen):
        rules.append(KeyRule(frozenset({ENTER, ESCAPE}), frozenset({m.Focus.TEXT}), slot=True))
    if isinstance(screen, NewGameScreen):
        rules.append(KeyRule(frozenset({ENTER}), frozenset({m.Focus.TEXT})))
    return tuple(rules)


def _allows(wanted: bool | None, pressed: bool) -> bool:
    return wanted is None or wanted == pressed


def takes(rules: tuple[KeyRule, ...], key: m.KeyPressed) -> bool:
    """Whether the page takes ``key`` (the same test as ``web/static/events.js``'s)."""
    return any(
        key.key in rule.keys
        and key.focus in rule.focus
        and (not rule.shape or key.shape is not None)
        and (not rule.slot or key.slot is not None)
        and _allows(rule.ctrl, key.ctrl)
        and _allows(rule.alt, key.alt)
        for rule in rules
    )
