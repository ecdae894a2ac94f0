"""The page's small values (``web.values``) behave as frozen values: the state relies on it."""

from __future__ import annotations

import pickle

import pytest

from web.values import Value, fields, replace


class Point(Value):
    x: int
    y: int = 0


class Place(Value):
    x: int
    y: int = 0


class Labelled(Point):
    label: str = ""


def test_fields_come_from_annotations_with_their_defaults():
    assert Point(3) == Point(3, 0) == Point(x=3, y=0)
    assert fields(Point(1, 2)) == {"x": 1, "y": 2}
    assert fields(Labelled(1, label="a")) == {"x": 1, "y": 0, "label": "a"}


def test_a_missing_an_unknown_or_a_repeated_field_is_refused():
    with pytest.raises(TypeError, match="missing field 'x'"):
        Point()
    with pytest.raises(TypeError, match="'z'"):
        Point(1, z=2)
    with pytest.raises(TypeError, match="'x'"):
        Point(1, x=2)
    with pytest.raises(TypeError, match="takes 2 fields"):
        Point(1, 2, 3)


def test_a_value_cannot_be_changed_only_copied_with_changes():
    p = Point(1, 2)
    with pytest.raises(AttributeError):
        p.x = 5  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del p.y
    moved = replace(p, y=7)
    assert (p.x, p.y) == (1, 2) and (moved.x, moved.y) == (1, 7)
    assert type(replace(Labelled(1), label="b")) is Labelled
    with pytest.raises(TypeError):
        replace(p, z=1)


def test_equal_only_to_the_same_type_with_the_same_fields():
    assert Point(1, 2) == Point(1, 2)
    assert Point(1, 2) != Point(2, 1)
    assert Point(1, 2) != Place(1, 2)  # same fields, another meaning
    assert Point(1, 2) != (1, 2)
    assert len({Point(1, 2), Point(1, 2), Place(1, 2)}) == 2


def test_unhashable_fields_make_an_unhashable_value():
    with pytest.raises(TypeError):
        hash(Point([1], 2))


def test_shown_with_its_fields_and_kept_through_pickling():
    assert repr(Labelled(1, 2, "a")) == "Labelled(x=1, y=2, label='a')"
    assert pickle.loads(pickle.dumps(Labelled(1, 2, "a"))) == Labelled(1, 2, "a")


def test_post_init_checks_run_on_every_new_value():
    class Positive(Value):
        n: int

        def __post_init__(self):
            if self.n <= 0:
                raise ValueError("n must be positive")

    assert Positive(1).n == 1
    with pytest.raises(ValueError):
        Positive(0)
    with pytest.raises(ValueError):
        replace(Positive(2), n=-1)
