"""The keymap: every key the page answers to, declared once.

A row (``Binding``) says which keys, pressed where (the map, a text box, anywhere but a field)
and with which modifiers (``KeyRule``), the page takes in which states (``when``), and the
message a press stands for there (``means``). ``web.state.update`` answers a key by the first
row that matches it; the page's script, which must decide at once, while the key's event is
still being dispatched, whether the browser may do what it would do with it (scroll, move the
focus, type), is handed the rules of the rows that hold in the state after every step
(``keys_taken``, ``web/static/events.js``). Both come from the rows below, so they cannot
disagree; ``takes`` reads the rules as the script does, and a test holds the script to it.
"""

from __future__ import annotations

from typing import Callable

from web import messages as m
from web.dom import ENTER, ESCAPE, MAP_KEYS, REPLAY_KEYS, SPACE, UNDO_KEY
from web.hooks import Command, Hook
from web.values import Value
from web.state.page import Model, NewGameScreen, RecordScreen, ReplayScreen, ReviewScreen, RulesScreen, SavedScreen

ANYWHERE = frozenset(m.Focus)
NOT_TYPING = ANYWHERE - {m.Focus.TEXT, m.Focus.FIELD}


def _allows(wanted: bool | None, pressed: bool) -> bool:
    return wanted is None or wanted == pressed


class KeyRule(Value):
    """Keys the page takes when pressed where ``focus`` says, with the modifiers it says.

    ``shape``: only on a shape of the map; ``slot``: only in a saved game's rename box;
    ``ctrl``/``alt``: required (True), refused (False) or either (None)."""

    keys: frozenset[str]
    focus: frozenset[m.Focus] = ANYWHERE
    shape: bool = False
    slot: bool = False
    ctrl: bool | None = None
    alt: bool | None = None

    def matches(self, key: m.KeyPressed) -> bool:
        return (
            key.key in self.keys
            and key.focus in self.focus
            and (not self.shape or key.shape is not None)
            and (not self.slot or key.slot is not None)
            and _allows(self.ctrl, key.ctrl)
            and _allows(self.alt, key.alt)
        )

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


class Binding(Value):
    """A row of the keymap: the keys, the states the page takes them in, what they mean."""

    rule: KeyRule
    when: Callable[[Model], bool]
    means: Callable[[Model, m.KeyPressed], m.Msg]


def _always(_model: Model) -> bool:
    return True


def _on(*screens: type) -> Callable[[Model], bool]:
    return lambda model: isinstance(model.screen, screens)


def _choosing(model: Model) -> bool:
    """A card, a stack or rangers chosen, to be put down or taken back."""
    return model.playing and model.session.selection.mode is not None


def _command(command: Command) -> Callable[[Model, m.KeyPressed], m.Msg]:
    return lambda _model, _key: m.GameClick(Hook.COMMAND.value, command.value)


ON_MAP = frozenset({m.Focus.MAP})
IN_TEXT = frozenset({m.Focus.TEXT})

KEYMAP: tuple[Binding, ...] = (
    # the arrows, Home and End move between the shapes of the map offered now
    Binding(KeyRule(frozenset(MAP_KEYS), ON_MAP, shape=True, ctrl=False, alt=False), _always,
            lambda _model, key: m.MoveOnMap(key)),
    Binding(KeyRule(frozenset({ESCAPE})), lambda model: model.flags.map_key,
            lambda _model, _key: m.CloseMapKey(by_key=True)),
    Binding(KeyRule(frozenset({ESCAPE}), NOT_TYPING), _choosing, _command(Command.CANCEL)),
    Binding(KeyRule(frozenset({UNDO_KEY, UNDO_KEY.upper()}), NOT_TYPING, ctrl=True), lambda model: model.playing,
            _command(Command.UNDO)),
    Binding(KeyRule(frozenset({ESCAPE})), _on(RulesScreen), lambda _model, _key: m.CloseRules()),
    Binding(KeyRule(frozenset({ESCAPE})), _on(ReviewScreen), lambda _model, _key: m.CloseReview()),
    Binding(KeyRule(frozenset({ESCAPE})), _on(RecordScreen),
            lambda model, _key: m.CancelClearRecord() if model.screen.confirming else m.CloseRecord()),
    Binding(KeyRule(frozenset(REPLAY_KEYS), NOT_TYPING), _on(ReplayScreen),
            lambda _model, key: m.ReplayStep(REPLAY_KEYS[key.key])),
    Binding(KeyRule(frozenset({ENTER}), IN_TEXT, slot=True), _on(SavedScreen),
            lambda _model, key: m.SaveName(key.slot)),
    Binding(KeyRule(frozenset({ESCAPE}), IN_TEXT, slot=True), _on(SavedScreen),
            lambda _model, key: m.CancelRename(key.slot)),
    Binding(KeyRule(frozenset({ENTER}), IN_TEXT), _on(NewGameScreen), lambda _model, _key: m.StartGame()),
    # Enter or Space on a shape of the map: as a click on it
    Binding(KeyRule(frozenset({ENTER, SPACE}), ON_MAP, shape=True), _always,
            lambda _model, key: m.GameClick(*key.shape)),
)


def meaning(model: Model, key: m.KeyPressed) -> m.Msg | None:
    """What ``key`` stands for in ``model``: the message of the first row that takes it."""
    for binding in KEYMAP:
        if binding.when(model) and binding.rule.matches(key):
            return binding.means(model, key)
    return None


def keys_taken(model: Model) -> tuple[KeyRule, ...]:
    """The rules of the rows that hold in ``model``: the table the page's script is handed."""
    return tuple(binding.rule for binding in KEYMAP if binding.when(model))


def takes(rules: tuple[KeyRule, ...], key: m.KeyPressed) -> bool:
    """Whether the page takes ``key`` (the same test as ``web/static/events.js``'s)."""
    return any(rule.matches(key) for rule in rules)
