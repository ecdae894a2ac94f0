"""The panels beside the board (``web.view.panels``): stacks, players with their numbers and
computer levels, the ranger track and what a windmill scoring would pay, and the log.
"""

from __future__ import annotations

import re

from australia import Config, apply_action, legal_actions, new_game
from web.state.selection import NOTHING, options
from web.text.reasons import why
from web.view import panels

from tests.page import game_html
from tests.positions import WHITE, plane, position, put
from tests.web.view.games import TABLE, _glance_game


def test_panels_show_the_numbers_of_each_player():
    state = position(players=3)
    state.players[WHITE].points = 17
    state.players[WHITE].dollars = 5
    put(state, "tanami", WHITE, 2)
    plane(state, WHITE, "pilbara")
    html = panels.players_html(state)
    white = re.search(r'<li class="player" data-player="1".*?</li>', html).group(0)
    assert 'data-points="17"' in white and 'data-dollars="5"' in white
    assert "<dt>Rangers</dt><dd>12</dd>" in white  # 14 for three players, 2 on the map
    assert "<dt>Cards</dt><dd>2</dd>" in white
    assert "Pilbara" in white
    assert 'data-player="0" data-points="0"' in html and 'aria-current="true"' in html


def test_stacks_show_kind_and_cards_left():
    state = position()
    html = panels.stacks_html(state, options(state, NOTHING).stacks, why)
    for kind, n in state.stack_sizes().items():
        assert f'data-stack="{kind}" data-cards="{n}"' in html
    assert "Stack 3: 3 rangers + 1 dollar" in html


def test_the_log_shows_its_recent_lines_and_the_whole_game_on_request():
    from australia.computer.thinker import choose
    from australia.observation import observe

    state = _glance_game()
    while len(panels.log_items(state, None)) <= panels.LOG_LIMIT:
        apply_action(state, choose(observe(state, state.current), "easy", len(state.log)))
    recent = panels.log_html(state)
    whole = panels.log_html(state, whole=True)
    total = len(panels.log_items(state, None))
    assert total > panels.LOG_LIMIT
    assert recent.count("<li") == panels.LOG_LIMIT and 'data-command="whole-log"' in recent
    assert whole.count("<li") == total and 'aria-pressed="true"' in whole
    assert 'class="scoring"' in whole  # the scoring that _glance_game waited for


def test_the_ranger_tracks_order_is_the_windmills_ranking_on_a_tie():
    """Two players with as many rangers on the track: the one whose ranger stands higher comes
    first, as the windmill scoring pays them (the engine's ranking), not by seat."""
    from australia.scoring import windmill_payout, windmill_ranking

    state = position(players=3, variant="full", windmill="red_centre")
    state.ranger_track = [2, 0, 2, 0, 1]  # Orange (seat 2) stands highest; Black and Orange tie on 2
    html = panels.tracks_html(state)
    listed = [int(seat) for seat in re.findall(r'<li data-player="(\d)">', html)]
    assert listed == [seat for seat, *_ in windmill_ranking(state)] == [2, 0, 1]
    pays = re.search(r'class="windmill-now">([^<]*)<', html).group(1)
    first, second = windmill_payout(state)[:2]
    assert pays.index(state.players[first.player].name) < pays.index(state.players[second.player].name)


def test_the_ranger_track_shows_counts_and_what_a_windmill_scoring_would_pay():
    """Moved from the browser: the track's words and numbers, from a game played by the computer."""
    from australia import windmill_payout
    from australia.computer.thinker import choose
    from australia.observation import observe

    state = new_game(Config(("Ann", "Ben"), "full", 0), 5)
    done = 0
    while len(set(state.ranger_track)) < 2 or state.phase != "turn" or state.actions_done:
        apply_action(state, choose(observe(state, state.current), "medium", done))
        done += 1
    html = panels.tracks_html(state)
    text = re.sub(r"<[^>]+>", " ", html)
    text = " ".join(text.split())
    for seat, player in enumerate(state.players):
        n = state.ranger_track.count(seat)
        assert f"{player.name}: {n} ranger" in text
    pays = " ".join(re.search(r'class="windmill-now">(.*?)</', html, re.S).group(1).split())
    for place in windmill_payout(state):
        assert f"{state.players[place.player].name} {place.points} point" in pays
    assert len(re.findall(r'<li[^>]*data-top', html)) == 1


def test_panels_and_pieces_drawn_again_for_the_same_game_follow_every_change_that_shows():
    """The panels and the map's pieces are kept between drawings of the very same game (a card
    picked changes no game): a new action, another language, another view draws them anew."""
    from web.text import i18n
    from web.view.board import BoardView, board_layers

    state = _glance_game()
    log = panels.log_html(state)
    assert panels.log_html(state) == log
    after = state.copy()
    apply_action(after, legal_actions(after)[0])
    assert panels.log_html(after) != log  # a new game value: its own log
    assert panels.log_html(state) == log
    board = board_layers(BoardView(tiles={"pilbara": (5, True)}, planes={"pilbara": ("black",)}))
    again = board_layers(BoardView(tiles={"pilbara": (5, True)}, planes={"pilbara": ("black",)}, selected="wiluna"))
    assert board["tokens-layer"] == again["tokens-layer"] and board["locations"] != again["locations"]
    moved = board_layers(BoardView(tiles={"pilbara": (5, True)}, planes={"kimberley": ("black",)}))
    assert moved["tokens-layer"] != board["tokens-layer"] and moved["regions"] != board["regions"]
    i18n.use("it")
    try:
        from web.text import board as board_words

        italian = board_layers(BoardView(tiles={"pilbara": (5, True)}, planes={"kimberley": ("black",)}))
        assert board_words.tile_face_up(5) in italian["regions"]  # the regions' words in Italian
        said = board_words.tile_face_up(5)
        assert panels.log_html(state) != log
    finally:
        i18n.use(i18n.ENGLISH)
    assert said != board_words.tile_face_up(5) and board_words.tile_face_up(5) in board["regions"]


def _three_seats():
    return new_game(Config(("Ann", "Matilda", "Jarrah"), "simple", 0), 8)


def test_the_players_panel_names_each_computer_seats_level():
    html = game_html(_three_seats(), seats=TABLE)
    panel = html[html.index('class="players'):]
    rows = re.findall(r'<li class="player[^"]*".*?</li>', panel, re.S)
    assert len(rows) == 3
    assert "seat-tag" not in rows[0]
    assert "Computer: hard" in rows[1] and ">hard<" in rows[1]
    assert "Computer: easy" in rows[2] and ">easy<" in rows[2]
