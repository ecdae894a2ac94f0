"""The game screen as HTML text (``web.view.game``): its root's data, the hand hidden behind
the hand-over, what the board view holds (never a face-down tile's value), and the screen in
parts that join into the whole.
"""

from __future__ import annotations

from australia import Fly, apply_action
from web.view import game

from tests.page import game_html, model_with
from tests.positions import position
from tests.web.view.games import _glance_game


def test_game_root_carries_phase_current_and_step():
    state = position()
    html = game_html(state)
    assert '<div class="game" data-phase="turn" data-current="0" data-step="Action 1 of 2"' in html


def test_handover_hides_the_hand():
    state = position()
    hidden = game_html(state, handover=True)
    assert "data-card=" not in hidden
    assert "Black’s turn — show my cards" in hidden
    shown = game_html(state)
    assert shown.count("data-card=") == 2


def test_face_down_tile_values_never_reach_the_page():
    state = position()
    board = game.board_view(state, None)
    assert all(value == 0 and not up for value, up in board.tiles.values())
    apply_action(state, Fly("pilbara"))
    assert game.board_view(state, None).tiles["pilbara"] == (state.tiles["pilbara"], True)


def test_the_board_view_counts_rangers_and_empty_locations_per_region():
    from australia.board import LOCATIONS_OF

    state = _glance_game()
    board = game.board_view(state, None)
    for region in state.tiles:
        assert board.counts[region] == state.region_rangers(region)
    for region in state.conservation:
        assert board.empty[region] == sum(1 for loc in LOCATIONS_OF[region] if loc not in state.rangers)
    assert board.current == state.player.colour


def test_the_game_screen_in_parts_is_the_game_screen():
    import re as _re
    from web.view.board import LAYERS, board_svg

    state = _glance_game()
    parts = game.game_parts(model_with(state))
    html = game_html(state)
    assert game.join_game(parts) == html
    ids = [ident for ident, _ in parts.sections]
    assert len(ids) == len(set(ids))
    for ident, section in parts.sections:  # each section is one element with its own id
        assert _re.match(rf'<[a-z]+ [^>]*id="{ident}"', section), ident
        assert html.count(f'id="{ident}"') == 1
    # the board is its fixed drawing around the layers the page redraws
    assert set(parts.layers) == set(LAYERS)
    assert board_svg(parts.layers) in dict(parts.sections)["board"]
    for layer in LAYERS:
        assert html.count(f'<g class="{layer}">') == 1
