"""Small immutable values for the page's messages, effects and state, cheap to define.

A ``Value`` subclass names its fields by annotation, with defaults as class attributes, like a
frozen dataclass::

    class OpenSlot(Value):
        slot: str

Why not a dataclass or a named tuple: both generate and compile code for every class they
define, which costs about a millisecond a class in the browser's Python, and the page defines
well over a hundred of them as it starts. A value's methods are shared by every value.

A value is immutable, equal to another of the same type with equal fields (values of
different types are never equal), hashable when its fields are, and copied with changes by
``replace(value, **changes)``.

(A *record*, in the page's words, is something else: an input the page's scripts send to
Python, ``web.protocol``; *Your record* is a player's finished games, ``web.state.record_format``.)
"""

from __future__ import annotations

from typing import Any, TypeVar

R = TypeVar("R", bound="Value")
_MISSING = object()


class Value:
    _fields: tuple[str, ...] = ()
    _defaults: dict[str, Any] = {}

    def __init_subclass__(cls, **options: Any) -> None:
        super().__init_subclass__(**options)
        fields: list[str] = []
        defaults: dict[str, Any] = {}
        for klass in reversed(cls.__mro__):
            for name in klass.__dict__.get("__annotations__", {}):
                if name.startswith("_") or name in fields:
                    continue
                fields.append(name)
        for name in fields:
            value = getattr(cls, name, _MISSING)
            if value is not _MISSING:
                defaults[name] = value
        cls._fields = tuple(fields)
        cls._defaults = defaults

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        fields = self._fields
        if len(args) > len(fields):
            raise TypeError(f"{type(self).__name__} takes {len(fields)} fields, {len(args)} given")
        values = dict(zip(fields, args))
        for name, value in kwargs.items():
            if name not in fields or name in values:
                raise TypeError(f"{type(self).__name__}: unexpected or repeated field {name!r}")
            values[name] = value
        for name in fields:
            if name not in values:
                if name not in self._defaults:
                    raise TypeError(f"{type(self).__name__}: missing field {name!r}")
                values[name] = self._defaults[name]
        object.__setattr__(self, "__dict__", values)
        post = getattr(self, "__post_init__", None)
        if post is not None:
            post()

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.__dict__ == self.__dict__

    def __ne__(self, other: object) -> bool:
        return not self == other

    def __hash__(self) -> int:
        return hash((type(self), tuple(self.__dict__.values())))

    def __repr__(self) -> str:
        inner = ", ".join(f"{name}={value!r}" for name, value in self.__dict__.items())
        return f"{type(self).__name__}({inner})"

    def __reduce__(self):
        return (_rebuild, (type(self), self.__dict__))


def _rebuild(cls, values):
    return cls(**values)


def replace(value: R, **changes: Any) -> R:
    """A copy of ``value`` with some fields changed."""
    return type(value)(**{**value.__dict__, **changes})


def fields(value: Value) -> dict[str, Any]:
    return dict(value.__dict__)
