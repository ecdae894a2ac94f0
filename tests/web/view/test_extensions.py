"""A feature folder adds its parts to the game screen where ``web.view.extensions`` leaves room."""

from __future__ import annotations

from australia import Config, new_game
from web.state.page import GameScreen, Model, OnTable
from web.state.session import Session
from web.view import extensions
from web.view.game import game_parts


def _model() -> Model:
    return Model(screen=GameScreen(), table=OnTable(Session.start(new_game(Config(("Ann", "Ben")), seed=3))))


def test_a_page_without_the_devices_draws_a_game_with_no_device_panel(monkeypatch):
    monkeypatch.setattr(extensions, "_PLUGGED", [extensions.RemotePlay()])
    parts = game_parts(_model())
    assert "devices" not in dict(parts.sections)
    assert 'data-command="saved-games"' in dict(parts.sections)["game-footer"]


def test_a_plugged_part_is_asked_for_the_game_screen(monkeypatch):
    class Panel(extensions.RemotePlay):
        def panel(self, model):
            return '<section id="devices">here</section>'

        def buttons(self, model):
            return "<button>Leave</button>"

    monkeypatch.setattr(extensions, "_PLUGGED", [extensions.RemotePlay()])
    extensions.plug(Panel())
    sections = dict(game_parts(_model()).sections)
    assert sections["devices"] == '<section id="devices">here</section>'
    assert "<button>Leave</button>" in sections["game-footer"] and "saved-games" not in sections["game-footer"]


def test_the_devices_plug_their_parts_in_with_the_shell():
    from web.browser import runtime  # noqa: F401 - the page as its shell puts it together
    from web.devices.view import DevicesParts

    assert isinstance(extensions.remote_play(), DevicesParts)
