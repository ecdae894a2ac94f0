"""Where a feature folder of the page (``web.devices``) joins the state's steps, without the
state importing it.

The state knows that a game may have seats played on other devices, and that this device may
play a seat of another's game (``Model.guest``); what that means is the feature's. It plugs in
by registering, as it is imported, a function for each moment below; the page's shell imports
it (``web.browser.runtime``), so the page always has it. Without it nothing here does
anything: no game has remote seats and no device joins one.

- ``on_boot``: start-up, once the preferences are read; may take the start over (a page
  opened from an invitation, or reloaded while playing a seat of another's game).
- ``on_table``: a game put on the table (a new one, or one opened from the saved games).
- ``on_typed``: what was typed in the page's fields, read before a redraw.
- ``on_leave``: a device playing a seat of another's game leaves it (for a message that
  ``web.hooks.Guest.LEAVES``).
- ``after_step``: what follows from every step (the other devices told of a change).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Mapping

if TYPE_CHECKING:
    from web.messages import Boot
    from web.state.page import Model, OnTable, Step

# Each moment's functions by their full name, in the order registered (a module imported again,
# as a test may, replaces its own).
_BOOT: dict[str, Callable[..., Any]] = {}
_TABLE: dict[str, Callable[..., Any]] = {}
_TYPED: dict[str, Callable[..., Any]] = {}
_LEAVE: dict[str, Callable[..., Any]] = {}
_AFTER: dict[str, Callable[..., Any]] = {}


def _adder(where: dict[str, Callable[..., Any]]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    def add(function: Callable[..., Any]) -> Callable[..., Any]:
        where[f"{function.__module__}.{function.__qualname__}"] = function
        return function

    return add


on_boot = _adder(_BOOT)
on_table = _adder(_TABLE)
on_typed = _adder(_TYPED)
on_leave = _adder(_LEAVE)
after_step = _adder(_AFTER)


def booted(model: Model, msg: Boot, warm: list) -> tuple[Model, list | None]:
    """The page at start-up as the features see it, and the effects that take the start over
    (None: the start goes on as usual). ``warm``: the effects the start has so far."""
    for boot in _BOOT.values():
        model, effects = boot(model, msg, warm)
        if effects is not None:
            return model, effects
    return model, None


def tabled(table: OnTable) -> OnTable:
    """A game as it goes on the table."""
    for put in _TABLE.values():
        table = put(table)
    return table


def typed(model: Model, values: Mapping[str, object]) -> Model:
    for read in _TYPED.values():
        model = read(model, values)
    return model


def leave(model: Model) -> Step:
    """This device stops playing a seat of another's game."""
    effects: list = []
    for left in _LEAVE.values():
        model, said = left(model)
        effects += said
    return model, effects


def following(before: Model, model: Model) -> list:
    """The effects that follow from a step from ``before`` to ``model``."""
    effects: list = []
    for follow in _AFTER.values():
        effects += follow(before, model)
    return effects
