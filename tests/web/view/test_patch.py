"""What a drawing of the game screen changes (``web.view.patch``): exactly what differs.

The page replaces only the parts of the game screen that changed after a click; here, over
whole games, the changes planned from one drawing to the next turn the old markup into the
new one, and touch nothing that is the same.
"""

from __future__ import annotations

import pytest

from australia.state import FULL, SIMPLE
from web.values import replace
from web.view.game import game_parts, join_game
from web.view.patch import Layers, PIECES, Patch, Section, patch

from tests.web.drawings import _drawer, _models, _replay_model


def _apply(drawn: str, last, change: Patch) -> tuple[str, dict]:
    """The change carried out on the markup of the screen drawn from ``last``: the markup,
    and the game's attributes."""
    attrs = dict(last.attrs)
    attrs.update(change.attrs)
    sections = dict(last.sections)
    for step in change.changes:
        if isinstance(step, Section):
            drawn = drawn.replace(sections[step.ident], step.html, 1)
            sections[step.ident] = step.html
        else:
            board = sections["board"]
            for layer, inner in step.layers:
                old = f'<g class="{layer}">{last.layers[layer]}</g>'
                assert board.count(old) == 1
                board = board.replace(old, f'<g class="{layer}">{inner}</g>')
            drawn = drawn.replace(sections["board"], board, 1)
            sections["board"] = board
    return drawn, attrs


def test_the_changes_turn_each_drawing_into_the_next_and_leave_the_rest_alone():
    pairs = 0
    glides = 0
    for players, variant, seed in ((2, FULL, 3), (4, SIMPLE, 5), (3, FULL, 8)):
        models = _models(players, variant, seed)
        for before, after in zip(models, models[1:]):
            last, parts = game_parts(before), game_parts(after)
            change = patch(last, parts)
            assert change is not None  # the same sections: drawn in parts
            drawn, attrs = _apply(join_game(last), last, change)
            body = lambda html: html[html.index(">") + 1:]  # noqa: E731 - the markup inside the game's <div>
            assert body(drawn) == body(join_game(parts))
            assert attrs == dict(parts.attrs)
            # nothing replaced that was the same
            old = dict(last.sections)
            for step in change.changes:
                if isinstance(step, Section):
                    assert old[step.ident] != step.html
                else:
                    assert step.layers and all(last.layers[k] != v for k, v in step.layers)
                    assert step.glide == any(k in PIECES for k, _ in step.layers)
                    glides += step.glide
            assert all(dict(last.attrs).get(n) != v for n, v in change.attrs)
            pairs += 1
    assert pairs > 300 and glides > 50


def test_a_screen_with_other_sections_or_nothing_drawn_before_is_drawn_whole():
    models = _models(2, FULL, 4, steps=3)
    parts = game_parts(models[1])
    assert patch(None, parts) is None
    fewer = parts._replace(sections=parts.sections[:-1])
    assert patch(fewer, parts) is None
    assert patch(parts, parts) == Patch((), ())  # the same drawing: nothing to do


def test_the_map_zoomed_in_or_out_is_replaced_whole_and_its_layers_otherwise():
    model = _models(2, FULL, 4, steps=2)[1]
    near = replace(model, flags=replace(model.flags, zoom=True))
    last, parts = game_parts(model), game_parts(near)
    change = patch(last, parts)
    boards = [s for s in change.changes if isinstance(s, Section) and s.ident == "board"]
    assert len(boards) == 1 and not any(isinstance(s, Layers) for s in change.changes)


def test_the_replays_parts_are_the_replay_screen_in_order():
    from web.view.saved import REPLAY_PARTS, replay_html, replay_parts

    model = _replay_model(9)
    html = replay_html(model.screen.replay)
    parts = replay_parts(model.screen.replay)
    assert list(parts) == list(REPLAY_PARTS)
    places = [html.index(parts[selector]) for selector in REPLAY_PARTS]
    assert places == sorted(places)
    for selector, part in parts.items():
        name = selector.split()[-1]
        opening = part[: part.index(">")]
        assert (f'id="{name[1:]}"' if name.startswith("#") else f'class="{name[1:]}') in opening, (selector, opening)
    assert 'id="replay-slider"' not in "".join(parts.values())  # the slider is never redrawn


def _drawn(model, *, screen: str | None = "replay", banners: bool = False) -> dict:
    """The one drawing of ``model``, the replay (or ``screen``) drawn before it."""
    drawer, sent = _drawer()
    drawer.screen, drawer.banners = screen, banners
    drawer.draw(model)
    drawer.flush()
    assert len(sent) == 1 and [op["op"] for op in sent[0]] == ["draw"]
    return sent[0][0]


def test_a_step_of_the_replay_replaces_its_parts_around_the_slider():
    from web.text.saves import step_of
    from web.view.saved import REPLAY_PARTS, replay_parts

    model = _replay_model(12)
    op = _drawn(model)
    parts = replay_parts(model.screen.replay)
    assert op["how"] == "replay" and op["screen"] == "replay"
    assert op["parts"] == [[s, parts[s]] for s in REPLAY_PARTS]
    assert op["step"] == "12" and op["valuetext"] == step_of(12, model.screen.replay.total)
    assert _drawn(model, screen="game")["how"] == "whole"  # the replay not drawn yet: whole
    assert _drawn(model, screen=None)["how"] == "whole"  # after a broken drawing: whole


@pytest.mark.parametrize("where", ["to show", "shown"])
def test_a_banner_above_the_replay_to_show_or_shown_before_redraws_it_whole(where):
    model = _replay_model(3, **({"faulted": True} if where == "to show" else {}))
    op = _drawn(model, banners=where == "shown")
    assert op["how"] == "whole" and 'class="replay"' in op["html"]
    assert ('class="app-fault"' in op["html"]) is (where == "to show")  # a banner gone is gone


def test_a_banner_drawn_is_remembered_until_a_drawing_without_one():
    drawer, sent = _drawer()
    drawer.screen = "replay"
    drawer.draw(_replay_model(3, faulted=True))
    drawer.draw(_replay_model(4))  # the banner was on the page: whole, and it is gone
    drawer.draw(_replay_model(5))
    drawer.flush()
    assert [op["how"] for op in sent[0]] == ["whole", "whole", "replay"]
    assert [op["renders"] for op in sent[0]] == [1, 2, 3]
