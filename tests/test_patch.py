"""What a drawing of the game screen changes (``web.view.patch``): exactly what differs.

The page replaces only the parts of the game screen that changed after a click; here, over
whole games, the changes planned from one drawing to the next turn the old markup into the
new one, and touch nothing that is the same.
"""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from australia.bots import choose
from australia.observation import observe
from australia.rules import apply_action
from australia.state import FULL, SIMPLE, Config, new_game

from web.records import replace
from web.view.game import join_game, game_parts
from web.view.page import BANNERS
from web.view.patch import PIECES, Layers, Patch, Section, patch

from tests.page import model_with


def _models(players: int, variant: str, seed: int, steps: int = 160) -> list:
    """The page's state at each step of a game of medium bots (the game screen shown)."""
    state = new_game(Config(("Ann", "Ben", "Cat", "Dan")[:players], variant), seed)
    out = []
    while not state.is_over and len(out) < steps:
        out.append(model_with(state.copy()))
        apply_action(state, choose(observe(state, state.current), "medium", seed))
    return out


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


# --- the replay, redrawn around its slider -------------------------------------------------------


def _replay_model(step: int, **banner):
    from web.state.page import Banner, ReplayScreen
    from web.state.replay import Replay

    state = new_game(Config(("Ann", "Ben"), FULL), 6)
    for _ in range(40):
        apply_action(state, choose(observe(state, state.current), "medium", 6))
    model = model_with(state)
    return replace(model, screen=ReplayScreen(Replay.of(state, step=step)), banner=Banner(**banner))


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


class _Element:
    def __init__(self, name: str) -> None:
        self.name, self.attributes, self.value, self.replaced = name, {}, "0", None

    def setAttribute(self, name: str, value: str) -> None:  # noqa: N802 - the DOM's names
        self.attributes[name] = value

    @property
    def outerHTML(self) -> str:  # noqa: N802
        return ""

    @outerHTML.setter
    def outerHTML(self, html: str) -> None:  # noqa: N802
        self.replaced = html


class _Root:
    """``#app`` after the replay was drawn once: its parts, the slider, and perhaps a banner."""

    def __init__(self, banner: bool = False) -> None:
        from web.view.saved import REPLAY_PARTS

        self.found = {s: _Element(s) for s in (*REPLAY_PARTS, ".replay", "#replay-slider")}
        self.banner = banner
        self.innerHTML = ""

    def querySelector(self, selector: str):  # noqa: N802
        if selector == BANNERS:
            return _Element("banner") if self.banner else None
        return self.found.get(selector)


class _Document:
    def __init__(self, root: _Root) -> None:
        self.root, self.activeElement, self.documentElement = root, None, _Element("html")

    def getElementById(self, ident: str):  # noqa: N802
        return self.root if ident == "app" else None

    def querySelector(self, selector: str):  # noqa: N802
        return None


def _drawn(root: _Root, model):
    from web.browser.draw import Drawer

    window = SimpleNamespace(scrollY=0.0, matchMedia=lambda query: SimpleNamespace(matches=False))
    drawer = Drawer(_Document(root), window, when=str)
    drawer.screen = "replay"  # the replay is on the page already
    drawer.draw(model)
    return drawer


def test_a_step_of_the_replay_replaces_its_parts_around_the_slider():
    from web.text.saves import step_of
    from web.view.saved import REPLAY_PARTS, replay_parts

    root = _Root()
    model = _replay_model(12)
    _drawn(root, model)
    parts = replay_parts(model.screen.replay)
    assert [root.found[s].replaced for s in REPLAY_PARTS] == [parts[s] for s in REPLAY_PARTS]
    assert root.innerHTML == ""  # nothing else redrawn
    slider = root.found["#replay-slider"]
    assert slider.value == "12" and slider.attributes["aria-valuetext"] == step_of(12, model.screen.replay.total)
    assert root.found[".replay"].attributes["data-step-index"] == "12"


@pytest.mark.parametrize("where", ["to show", "shown"])
def test_a_banner_above_the_replay_to_show_or_shown_before_redraws_it_whole(where):
    from web.view.saved import REPLAY_PARTS

    root = _Root(banner=where == "shown")
    model = _replay_model(3, **({"faulted": True} if where == "to show" else {}))
    _drawn(root, model)
    assert all(root.found[s].replaced is None for s in REPLAY_PARTS)
    assert 'class="replay"' in root.innerHTML
    assert ('class="app-fault"' in root.innerHTML) is (where == "to show")  # a banner gone is gone


def test_the_banners_selector_finds_every_banner_the_page_draws():
    from web.state.notices import Notice, Problem, StoreCode, say
    from web.view.page import banners_html

    model = _replay_model(
        1, faulted=True, storage=False, save_problem=say(Problem.NOT_SAVED, problem=say(StoreCode.REFUSED_SAVE, detail="x")),
        alert=say(Problem.UNSAVED_MOVES), notice=say(Notice.RECORD_CLEARED),
    )
    drawn = set(re.findall(r'<(?:div|p) class="([^"]+)" role="(?:alert|status)"', banners_html(model)))
    assert drawn == {name.strip()[1:] for name in BANNERS.split(",")}


# --- the game screen, redrawn part by part by the browser's drawer ----------------------------------


class _GamePage:
    """``#app`` with the game screen drawn: its sections by id, the map's layers, a motion log."""

    def __init__(self) -> None:
        self.innerHTML = ""
        self.game = _Element(".game")
        self.sections: dict[str, _Element] = {}
        self.layers: dict[str, _Element] = {}
        self.svg = SimpleNamespace(querySelector=self._layer)
        self.activeElement, self.documentElement = None, _Element("html")

    def _layer(self, selector: str):
        name = selector.rsplit(".", 1)[1]
        return self.layers.setdefault(name, _Element(name))

    def querySelector(self, selector: str):  # noqa: N802 - the DOM's names
        if selector == ".game":
            return self.game if self.innerHTML else None
        if selector == "#board svg":
            return self.svg
        return None

    def getElementById(self, ident: str):  # noqa: N802
        if ident == "app":
            return self
        return self.sections.setdefault(ident, _Element(ident))


class _Motion:
    def __init__(self) -> None:
        self.calls: list = []

    def before(self, svg):
        self.calls.append("before")
        return {"moved": True}

    def after(self, svg, moved) -> None:
        self.calls.append(("after", moved))


def test_the_drawer_carries_out_the_plan_and_pieces_glide_only_when_they_moved():
    from web.browser.draw import Drawer

    page = _GamePage()
    window = SimpleNamespace(scrollY=0.0, matchMedia=lambda query: SimpleNamespace(matches=False))
    drawer = Drawer(page, window, when=str)
    drawer.motion = motion = _Motion()
    models = _models(2, FULL, 3, steps=40)
    drawer.draw(models[0])
    assert page.innerHTML == join_game(game_parts(models[0]))  # nothing drawn in parts before: whole
    glided = 0
    for before, after in zip(models, models[1:]):
        page.innerHTML = "drawn"
        motion.calls.clear()
        for element in (*page.sections.values(), *page.layers.values(), page.game):
            element.replaced, element.attributes = None, {}
        change = patch(game_parts(before), game_parts(after))
        drawer.draw(after)
        assert page.innerHTML == "drawn"  # drawn in parts, not whole
        for step in change.changes:
            if isinstance(step, Section):
                assert page.sections[step.ident].replaced == step.html
            else:
                assert all(page.layers[name].innerHTML == inner for name, inner in step.layers)
                assert motion.calls == (["before", ("after", {"moved": True})] if step.glide else [("after", None)])
                glided += step.glide
        assert page.game.attributes == dict(change.attrs)
    assert glided > 5
