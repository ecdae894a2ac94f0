"""Every message is answered by exactly one handler, found by registration, and every command of
the page means exactly one kind of message, declared with it."""

from __future__ import annotations


import pytest

from web import messages as m
from web.hooks import GAME_COMMANDS, Command, Guest, Hook, Message, meanings, message_kinds, parse
from web.state.handling import handler_of, handles, registered
from web.devices import messages as device_messages
from web.devices.browser import Devices  # noqa: F401 - the page as the shell puts it together
from web.devices.state import guest, host, shared
from web.state.update import TOPICS


def test_every_message_type_has_exactly_one_handler_found_by_registration():
    handlers = registered()
    assert set(handlers) == set(message_kinds())
    # web.messages gathers every message of the page below its features; a feature's are its own
    gathered = {v for v in vars(m).values() if isinstance(v, type) and issubclass(v, Message) and v is not Message}
    devices = {v for v in vars(device_messages).values() if isinstance(v, type) and issubclass(v, Message) and v is not Message}
    assert not gathered & devices and gathered | devices == set(message_kinds())
    topics = {topic.__name__ for topic in (*TOPICS, host, guest, shared)}
    for kind in message_kinds():
        assert handlers[kind].__module__ in topics, kind
        assert (kind in devices) == handlers[kind].__module__.startswith("web.devices."), kind


def test_a_guest_has_its_own_handler_exactly_where_the_message_says_so():
    own = {kind for kind in message_kinds() if kind.GUEST is Guest.OWN}
    assert own == set(registered(guest=True)) == {m.GameClick, m.ReviewCurrent, m.TryAgain}


def test_no_two_handlers_claim_one_message():
    with pytest.raises(TypeError, match="OpenSlot is handled by open_slot already"):
        handles(m.OpenSlot)(lambda model, msg, ctx: (model, []))
    assert registered()[m.OpenSlot].__name__ == "open_slot"


def test_a_type_without_a_handler_is_refused():
    with pytest.raises(TypeError, match="no handler for dict"):
        handler_of(dict)


def test_every_command_parses_to_exactly_one_message_kind():
    means = meanings()
    assert set(Command) <= set(means)
    claimed = [command for kind in message_kinds() for command in kind.__dict__.get("COMMANDS", {})]
    assert sorted(claimed) == sorted(set(claimed)) == sorted(Command)
    for command in Command:
        message = parse(Hook.COMMAND.value, command.value, "1") or parse(Hook.COMMAND.value, command.value, "1-person")
        assert type(message) is means[command], command
    for command in GAME_COMMANDS:
        assert parse(Hook.COMMAND.value, command.value) == m.GameClick(Hook.COMMAND.value, command.value)


def test_a_command_claimed_twice_is_refused_as_the_second_message_is_defined():
    with pytest.raises(TypeError, match="already means OpenSlot"):

        class Twin(Message):
            COMMANDS = {Command.OPEN: lambda arg: (arg,)}

    assert "Twin" not in {kind.__name__ for kind in message_kinds()}  # refused whole


def test_every_other_hook_is_a_click_on_the_game():
    for hook in Hook:
        if hook is not Hook.COMMAND:
            assert meanings()[hook] is m.GameClick


def test_what_a_message_declares_around_its_handler():
    steps = {kind for kind in message_kinds() if kind.STEP}
    assert m.GameClick in steps and m.StartGame in steps
    assert m.ChooseLanguage not in steps  # the banners are said again in the new language
    assert {kind for kind in message_kinds() if kind.SELF_FOCUSED} <= steps
    clicks = {kind for kind in message_kinds() if kind.CLICK}
    assert m.CloseMapKey in clicks and m.ChooseLanguage not in clicks and m.KeyPressed not in clicks
    assert {kind for kind in message_kinds() if kind.GUEST is Guest.LEAVES} == {m.StartGame, m.OpenSlot, m.PlayAgain, m.FileRead}
