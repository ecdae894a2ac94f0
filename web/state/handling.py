"""Which function answers each message: registered where that answer is written.

A topic module registers each of its handlers with ``@handles(SomeMessage)``: the game's in
``web.state.game``, the saved games' in ``web.state.saving``, the record's in
``web.state.recording``, the host's in ``web.devices.state.host``, the joining device's in
``web.devices.state.guest``, what both do in ``web.devices.state.shared``, and the page around the game in
``web.state.around``. Every handler takes ``(model, message, context)`` and returns
``(model, effects)``. ``web.state.update`` imports every topic module, always in the same
order, so the table is whole before the first message; a message claimed twice is refused as
the second handler is registered.

What the page does around a handler (a new step, the focus, a guest) is declared by the
message itself (``web.hooks.Message``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from web.hooks import Message
    from web.state.page import Context, Model, Step

    Handler = Callable[[Model, Message, Context], Step]

_AT_HOME: dict[type, Callable] = {}
_AS_GUEST: dict[type, Callable] = {}  # for messages whose GUEST is Guest.OWN
_WHOLE: list[Callable] = []  # web.state.update.update, once imported


def handles(*kinds: type[Message], guest: bool = False) -> Callable[[Handler], Handler]:
    """Register the decorated function as the handler of these message types (``guest``: as the
    handler on a device playing a seat of another device's game)."""
    table = _AS_GUEST if guest else _AT_HOME

    def register(handler: Handler) -> Handler:
        for kind in kinds:
            if kind in table:
                raise TypeError(f"{kind.__name__} is handled by {table[kind].__qualname__} already")
            table[kind] = handler
        return handler

    return register


def whole_step(update: Handler) -> Handler:
    """Register the page's one update function (``web.state.update.update``), for ``again``."""
    _WHOLE[:] = [update]
    return update


def again(model: Model, msg: Message, ctx: Context) -> Step:
    """The whole page's answer to another message (one a handler was waiting for, or one a key
    stands for), as if it came now: ``web.state.update.update``."""
    return _WHOLE[0](model, msg, ctx)


def handler_of(kind: type[Message], *, guest: bool = False) -> Handler:
    table = _AS_GUEST if guest else _AT_HOME
    found = table.get(kind)
    if found is None:
        raise TypeError(f"no handler for {kind.__name__}")
    return found


def registered(*, guest: bool = False) -> dict[type[Message], Handler]:
    """Every message type with its handler (a copy: for the tests and the docs)."""
    return dict(_AS_GUEST if guest else _AT_HOME)
