"""Browser glue: wire the page's DOM to ``web.app.App``. Nothing here knows the rules.

One delegated click listener, one keydown listener and one change listener on the document
survive every re-render; a render replaces ``#app``'s innerHTML and puts the keyboard focus
back on the element that had it. Saves go to localStorage through ``web.storage``; the
``storage`` event tells the app when another tab changed them. The browser-only parts of
saved games live here too: handing a file over as a download (Blob + object URL), and
reading a chosen or dropped file (its size is checked before it is read).

Every listener runs under ``App.guarded``: an unexpected exception is logged to the console
with its details, the game comes back to its last complete action, and the page says calmly
that the game is saved (with export and reload at hand) instead of going dead. A render that
fails draws a plain message with a reload button.

The rules open over any screen and close back to it: the page scrolls to their top and focuses
their heading, and on closing comes back to the scroll position and the Rules button it left.
The replay's slider jumps to its step while it moves: only the parts of the replay that show
the step are redrawn, so the slider being dragged stays the same element.

The first screen is already on the page when Python starts (``tools/prerender.py``): start-up
takes over what was typed there and a button pressed meanwhile, and draws the same markup
over it, so nothing moves. Contract with the end-to-end tests: when start-up has finished, ``<html>`` gets
``data-ready="true"``; every render bumps ``data-rendered`` on ``<html>``.
"""

import traceback

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from australia.board import REGIONS
from web import i18n, keymap, view, words
from web.app import CMD_RELOAD, GAME, NEW, REPLAY, RULES, SAVED, App
from web.controller import CMD_CANCEL
from web.offline import offline
from web.replay import BACK, FIRST, FORWARD, LAST, go_command
from web.rules_view import CMD_CLOSE_RULES, CMD_RULES
from web.saved_view import IMPORT_INPUT, RENAME_CANCEL, RENAME_SAVE, REPLAY_SLIDER, command
from web.storage import Storage

# Attributes that make an element clickable, in the order they are looked for.
HOOKS = ("data-command", "data-card", "data-stack", "data-rangers", "data-track", "data-location", "data-region")
HOOK_SELECTOR = ",".join(f"[{attr}]" for attr in HOOKS)
KIND = {
    "data-command": "command",
    "data-card": "card",
    "data-stack": "stack",
    "data-rangers": "rangers",
    "data-track": "track",
    "data-location": "location",
    "data-region": "region",
}


class LocalStore:
    """localStorage as the small dict-like store ``web.storage`` expects."""

    def __init__(self, backend) -> None:
        self.backend = backend

    def get(self, key, default=None):
        value = self.backend.getItem(key)  # JavaScript null is not None in Pyodide
        return value if isinstance(value, str) else default

    def __setitem__(self, key, value) -> None:
        self.backend.setItem(key, value)

    def __delitem__(self, key) -> None:
        self.backend.removeItem(key)

    def keys(self):
        names = (self.backend.key(i) for i in range(self.backend.length))
        return [name for name in names if isinstance(name, str)]


class _Unavailable(dict):
    """Stand-in when the browser denies localStorage: the game still plays, unsaved."""


def _storage() -> Storage:
    try:
        backend = window.localStorage
        backend.getItem("australia.current")
        return Storage(LocalStore(backend))
    except Exception:  # noqa: BLE001 - private mode or storage disabled
        return Storage(_Unavailable(), available=False)


def _when(seconds: float) -> str:
    """A save's date and time in the player's own locale."""
    return str(window.Date.new(seconds * 1000).toLocaleString(i18n.current()))


def _speak() -> None:
    """Put the page around the game in the language in use: ``<html lang>``, the switch, the
    texts of index.html (``data-text``); the screens are drawn in it by ``render``."""
    language = i18n.current()
    html = document.documentElement
    html.setAttribute("lang", language)
    html.setAttribute("data-language", language)
    switch = document.getElementById(view.LANGUAGE_SWITCH)
    if switch:
        switch.value = language
    for element in document.querySelectorAll("[data-text]"):
        name = element.getAttribute("data-text")
        if name in view.PAGE_TEXTS:
            element.textContent = getattr(words, name)
    offline.reword()


def _start_language() -> None:
    """The language the page's first script chose (the player's own choice, else the
    browser's preferred languages), or the same choice made here if it did not run."""
    chosen = document.documentElement.getAttribute("data-language")
    if not isinstance(chosen, str):
        try:
            stored = window.localStorage.getItem(i18n.STORAGE_KEY)
        except Exception:  # noqa: BLE001 - storage off
            stored = None
        chosen = i18n.choose(stored, [str(tag) for tag in (window.navigator.languages or [])])
    i18n.use(chosen)
    _speak()


_start_language()


root = document.getElementById("app")
ready_for_the_computer = False  # the worker is asked for nothing before the page is ready
app = App(_storage(), now=lambda: window.Date.now() / 1000, when=_when)
renders = 0
_drawn_screen = None  # the screen the last render drew
_scroll_under_rules = 0.0  # where the page was scrolled when the rules were opened


def _target(element):
    """(kind, value) of the clickable element, or None."""
    hit = element.closest(HOOK_SELECTOR) if element and hasattr(element, "closest") else None
    if not hit:  # null from JavaScript is falsy but not None
        return None
    for attr in HOOKS:
        value = hit.getAttribute(attr)
        if isinstance(value, str):
            return KIND[attr], value
    return None


def _form_values():
    values = {}
    for field in document.querySelectorAll("[data-field]"):
        name = field.getAttribute("data-field")
        if field.type == "radio":
            if field.checked:
                values[name] = field.value
        elif field.type == "checkbox":
            values[name] = "on" if field.checked else "off"
        else:
            values[name] = field.value
    return values


def _focus_key():
    active = document.activeElement
    if not active or not hasattr(active, "getAttribute"):
        return None
    for attr in HOOKS + ("data-field",):
        value = active.getAttribute(attr)
        if isinstance(value, str):
            return f'[{attr}="{value}"]'
    ident = active.getAttribute("id")
    return f"#{ident}" if isinstance(ident, str) and ident and active != document.body else None


# Whether the player uses the keyboard (the last input was a key, not a pointer): only then
# does the focus follow the game's steps. A pointer user's page never scrolls by itself.
keyboard_user = False


def _focus_first(selectors) -> bool:
    for selector in selectors:
        found = root.querySelector(selector)
        if found:
            found.focus()
            return True
    return False


def _board_scroll():
    """Where the zoomed map's frame is scrolled to, or None when the map is not zoomed."""
    board = document.querySelector("#board.zoomed")
    return (board.scrollLeft, board.scrollTop) if board else None


def _restore_board_scroll(scroll) -> None:
    """Keep the zoomed map where the player scrolled it; centre it when just zoomed in."""
    board = document.querySelector("#board.zoomed")
    if not board:
        return
    if scroll is None:
        # Just zoomed in: centre on the region of the player to act's plane, else the middle.
        here = board.querySelector(".region.current path")
        if here:
            frame, box = board.getBoundingClientRect(), here.getBoundingClientRect()
            scroll = (
                box.left - frame.left + board.scrollLeft + box.width / 2 - board.clientWidth / 2,
                box.top - frame.top + board.scrollTop + box.height / 2 - board.clientHeight / 2,
            )
        else:
            scroll = ((board.scrollWidth - board.clientWidth) / 2, (board.scrollHeight - board.clientHeight) / 2)
    board.scrollLeft, board.scrollTop = scroll


def _log_fault() -> None:
    if app.fault:
        window.console.error("Australia: an unexpected failure was caught; the game goes on.\n" + app.fault)
        app.fault = ""


def render() -> None:
    """Draw the current screen; if that fails, recover and draw again, or say so plainly."""
    try:
        _render()
        return
    except Exception:  # noqa: BLE001 - a page that cannot draw must still say something
        app.fault = traceback.format_exc()
        app.guarded(app._recover)
    _log_fault()
    try:
        _render()
    except Exception:  # noqa: BLE001
        window.console.error("Australia: the page could not be drawn.\n" + traceback.format_exc())
        global _last_parts
        _last_parts = None
        root.innerHTML = (
            f'<div class="app-fault" role="alert"><p>{words.PAGE_BROKEN}</p><p class="form-buttons">'
            f'<button type="button" data-command="{CMD_RELOAD}">{words.RELOAD}</button></p></div>'
        )
        document.documentElement.setAttribute("data-rendered", str(renders + 1))


def _caret():
    """Where the caret stands in the text box being typed in, or None."""
    active = document.activeElement
    if active and getattr(active, "tagName", "") == "INPUT" and active.type == "text":
        return active.selectionStart, active.selectionEnd
    return None


# --- the browser's Back and Forward ------------------------------------------------------------
#
# Every screen the player moves to is an entry of the page's history, so Back returns to the
# previous screen (from Saved games or a replay to the game, ...) instead of leaving the page.

_shown_screen = None
_restoring = False  # drawing a screen that Back or Forward asked for: no new history entry


def _remember_screen() -> None:
    global _shown_screen
    if app.screen == _shown_screen:
        return
    entry = to_js({"screen": app.screen}, dict_converter=window.Object.fromEntries)
    if _shown_screen is None or _restoring:
        window.history.replaceState(entry, "")
    else:
        window.history.pushState(entry, "")
    _shown_screen = app.screen


def on_popstate(event) -> None:
    global _restoring
    state = event.state.to_py() if event.state and hasattr(event.state, "to_py") else {}
    screen = state.get("screen") if isinstance(state, dict) else None
    if not isinstance(screen, str):
        return
    app.guarded(app.go_back_to, screen)
    _log_fault()
    _restoring = True
    try:
        render()
    finally:
        _restoring = False


_last_parts = None  # the game screen's parts as last drawn (None: something else was drawn)


def _draw() -> None:
    """Put the screen on the page. On the game screen, only the sections (and the map's
    layers) that changed since the last drawing are replaced: a click redraws what it
    changed, and the rest (an open key, a scrolled side panel) stays as it is."""
    global _last_parts
    parts = app.game_parts()
    last, _last_parts = _last_parts, None  # until this drawing is complete
    game = root.querySelector(".game") if parts is not None and last is not None else None
    if game and [i for i, _ in parts.sections] == [i for i, _ in last.sections]:
        for name, value in parts.attrs:
            if game.getAttribute(name) != value:
                game.setAttribute(name, value)
        before = dict(last.sections)
        for ident, html in parts.sections:
            if before.get(ident) == html:
                continue
            if ident == "board" and parts.zoom == last.zoom:
                svg = root.querySelector("#board svg")
                for layer, inner in parts.layers.items():
                    if inner != last.layers.get(layer):
                        svg.querySelector(f":scope > g.{layer}").innerHTML = inner
            else:
                document.getElementById(ident).outerHTML = html
    else:
        root.innerHTML = view.join_game(parts) if parts is not None else app.html()
    _last_parts = parts


def _render() -> None:
    global renders, _drawn_screen, _scroll_under_rules
    key = _focus_key()
    caret = _caret()
    scroll = _board_scroll()
    before = _drawn_screen
    if app.screen == RULES and before != RULES:
        _scroll_under_rules = float(window.scrollY)
    _draw()
    _drawn_screen = app.screen
    offline.decorate(root)
    _restore_board_scroll(scroll)
    _hand_over_download()
    renders += 1
    html = document.documentElement
    html.setAttribute("data-rendered", str(renders))
    html.setAttribute("data-screen", app.screen)
    _remember_screen()
    wanted = app.take_focus()  # where the step just taken sends the focus
    again = root.querySelector(key) if key else None
    if app.screen == RULES and before != RULES:
        window.scrollTo(0, 0)
        heading = root.querySelector("#rules-title")
        if heading:
            heading.focus()
    elif before == RULES and app.screen != RULES:
        window.scrollTo(0, _scroll_under_rules)
        opener = root.querySelector(f'[data-command="{CMD_RULES}"]')
        if opener:
            opener.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))
    elif keyboard_user and wanted and _focus_first(wanted):
        pass
    elif again:
        again.focus()
        if caret is not None and getattr(again, "type", "") == "text":
            again.setSelectionRange(*caret)
    elif keyboard_user:
        _focus_first(app.default_focus())  # what had the focus is gone: the screen's first control
    if ready_for_the_computer:
        _pump()


# The parts of the replay screen that show its step (everything but the slider itself).
REPLAY_PARTS = (".counter", ".replay-buttons", ".replay-where", ".replay-step", "#board", ".replay > .side")


def _replay_jump(value) -> None:
    """The slider moved: show that step, redrawing the replay around the slider."""
    global renders
    try:
        step = int(str(value))
    except ValueError:
        return
    if app.replay is None or step == app.replay.step:
        return
    app.guarded(app.handle, ("command", go_command(step)))
    _log_fault()
    fresh = document.createElement("template")
    fresh.innerHTML = app.html() if app.screen == REPLAY and not app.faulted else ""
    pairs = [(root.querySelector(s), fresh.content.querySelector(s)) for s in REPLAY_PARTS]
    if not all(old and new for old, new in pairs) or not root.querySelector(".replay"):
        render()
        return
    for old, new in pairs:
        old.replaceWith(new)
    screen = root.querySelector(".replay")
    screen.setAttribute("data-step-index", str(app.replay.step))
    slider = root.querySelector(f"#{REPLAY_SLIDER}")
    fresh_slider = fresh.content.querySelector(f"#{REPLAY_SLIDER}")
    if slider and fresh_slider:
        slider.setAttribute("aria-valuetext", fresh_slider.getAttribute("aria-valuetext"))
    renders += 1
    document.documentElement.setAttribute("data-rendered", str(renders))


def _act(target) -> None:
    if target == ("command", CMD_RELOAD):
        window.location.reload()
        return
    app.guarded(app.handle, target, _form_values())
    _log_fault()
    render()


# --- the computer's worker ------------------------------------------------------------------------
#
# Started only when a computer seat (or a hint) first needs it, after the page is ready, so a
# game of people starts exactly as fast as before. It thinks in slices and answers after each;
# a worker silent for too long (it died, or its start failed) is replaced only when the
# players choose "Try again", and meanwhile the page says so and offers a person instead.

WORKER_URL = "./web/static/worker.js"
START_PATIENCE_MS = 90_000  # loading Pyodide in the worker, on a slow phone
THINK_PATIENCE_MS = 8_000  # between two answers once it runs (it answers every slice)

_worker = None
_worker_round = -1  # app.worker_restarts the worker was started for
_worker_ready = False
_asked: str | None = None  # the id of the request the worker is answering
_watchdog = None
_last_shown = 0.0  # when the computer's last action was put on the screen


def _now() -> float:
    return float(window.performance.now())


def _watch(patience_ms: int) -> None:
    global _watchdog
    if _watchdog is not None:
        window.clearTimeout(_watchdog)
    _watchdog = window.setTimeout(create_once_callable(_silent), patience_ms)


def _silent() -> None:
    global _watchdog
    _watchdog = None
    if _asked is None:
        return
    _stop_worker()
    app.guarded(app.computer_failed, "no answer")
    render()


def _stop_worker() -> None:
    global _worker, _asked, _worker_ready
    if _worker is not None:
        _worker.terminate()
    _worker, _asked, _worker_ready = None, None, False


def _start_worker() -> None:
    global _worker, _worker_round
    _stop_worker()
    _worker = window.Worker.new(WORKER_URL, to_js({"type": "module"}, dict_converter=window.Object.fromEntries))
    _worker.onmessage = create_proxy(_safe_call(_on_worker_message))
    _worker.onerror = create_proxy(_safe_call(_on_worker_error))
    _worker_round = app.worker_restarts


def _pump() -> None:
    """Ask the worker for the decision the game waits for, unless it is already asked."""
    global _asked
    ident = app.computer_wanted_id()  # cheap: the request itself is built only when sent
    if ident is None:
        return
    if _worker is None or _worker_round != app.worker_restarts:
        _start_worker()
    if _asked == ident:
        return
    wanted = app.computer_request()
    _asked = wanted["id"]
    _worker.postMessage(to_js(wanted, dict_converter=window.Object.fromEntries))
    _watch(THINK_PATIENCE_MS if _worker_ready else START_PATIENCE_MS)


def _on_worker_message(event) -> None:
    global _worker_ready, _asked
    reply = event.data.to_py() if hasattr(event.data, "to_py") else {}
    kind = reply.get("kind")
    if kind == "ready":
        _worker_ready = True
        if _asked is not None:
            _watch(THINK_PATIENCE_MS)
        return
    if reply.get("id") != _asked:
        return  # about a moment that has passed
    if kind == "progress":
        _watch(THINK_PATIENCE_MS)
        app.computer_progress(reply["id"], reply.get("done", 0.0))
        bar = document.querySelector(".thinking-progress")
        if bar:
            bar.value = app.thinking[1]
        return
    if _watchdog is not None:
        window.clearTimeout(_watchdog)
    _asked = None
    if kind == "decided":
        wait = max(0.0, app.pace_ms - (_now() - _last_shown))
        window.setTimeout(create_once_callable(lambda: _play_decision(reply)), wait)
    else:
        app.guarded(app.computer_failed, str(reply.get("error", "")))
        render()


def _play_decision(reply) -> None:
    global _last_shown
    app.guarded(app.computer_answer, reply)
    _log_fault()
    _last_shown = _now()
    render()


def _on_worker_error(event) -> None:
    message = getattr(event, "message", "") or "the worker failed"
    if hasattr(event, "preventDefault"):
        event.preventDefault()
    _stop_worker()
    app.guarded(app.computer_failed, str(message))
    render()


def _safe_call(handler):
    def call(event) -> None:
        app.guarded(handler, event)
        if app.fault:
            _log_fault()
            render()

    return call


def _hand_over_download() -> None:
    found = app.take_download()
    if found is None:
        return
    name, text = found
    blob = window.Blob.new([text], {"type": "application/json"})
    url = window.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = name
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 60_000)


def _import(file) -> None:
    """Read a chosen or dropped file, after checking its size, and hand it to the app."""
    name = str(file.name)
    if app.guarded(app.import_refused, name, int(file.size)) is not False:
        _log_fault()
        render()
        return

    def done(buffer) -> None:
        app.guarded(lambda: app.import_data(name, window.Uint8Array.new(buffer).to_bytes()))
        _log_fault()
        render()

    def failed(error) -> None:
        app.guarded(app.import_unreadable, name, str(error))
        _log_fault()
        render()

    file.arrayBuffer().then(create_once_callable(done), create_once_callable(failed))


def on_click(event) -> None:
    target = _target(event.target)
    if target is None:
        return
    event.preventDefault()
    if getattr(event, "detail", 1) > 1 and app.screen == GAME:
        # The second click of a double-click lands on whatever the first one drew there
        # (Undo, after a card is played): no control of the game is ever meant for it.
        return
    _act(target)


def _typing(element) -> bool:
    return bool(element) and element.tagName in ("INPUT", "SELECT", "TEXTAREA")


REPLAY_KEYS = {"ArrowLeft": BACK, "ArrowRight": FORWARD, "Home": FIRST, "End": LAST}


def _map_shape(element):
    """(kind, id) when ``element`` is a region or location of the map, else None."""
    if not element or not hasattr(element, "closest") or not element.closest("#board"):
        return None
    target = _target(element)
    return target if target is not None and target[0] in ("region", "location") else None


def on_keydown(event) -> None:
    global keyboard_user
    keyboard_user = True
    element = event.target
    shape = _map_shape(element)
    if shape is not None and event.key in keymap.MAP_KEYS and not (event.ctrlKey or event.metaKey or event.altKey):
        event.preventDefault()  # the page does not scroll under the arrows
        selector = app.map_key(shape, event.key)
        found = root.querySelector(selector) if selector else None
        if found:
            found.focus()
        return
    if event.key == "Escape" and app.can_cancel and not _typing(element):
        event.preventDefault()
        _act(("command", CMD_CANCEL))
        return
    if app.screen == GAME and event.key in ("z", "Z") and (event.ctrlKey or event.metaKey) and not _typing(element):
        event.preventDefault()
        _act(("command", "undo"))
        return
    if app.screen == RULES and event.key == "Escape":
        event.preventDefault()
        _act(("command", CMD_CLOSE_RULES))
        return
    if app.screen == REPLAY and event.key in REPLAY_KEYS and not _typing(element):
        event.preventDefault()
        _act(("command", REPLAY_KEYS[event.key]))
        return
    if app.screen == SAVED and element and element.tagName == "INPUT" and element.getAttribute("data-slot-label"):
        slot = element.getAttribute("data-slot-label")
        if event.key in ("Enter", "Escape"):
            event.preventDefault()
            _act(("command", command(RENAME_SAVE if event.key == "Enter" else RENAME_CANCEL, slot)))
        return
    if event.key not in ("Enter", " "):
        return
    # Buttons turn Enter and Space into clicks by themselves; the map's shapes do not.
    if not element or element.tagName == "BUTTON" or element.tagName in ("INPUT", "SELECT"):
        if element and element.tagName == "INPUT" and event.key == "Enter" and app.screen == NEW:
            event.preventDefault()
            _act(("command", "start"))
        return
    target = _target(element)
    if target is None or target[0] not in ("region", "location"):
        return
    event.preventDefault()
    _act(target)


def on_focusin(event) -> None:
    """A shape of the map took the focus: make it the map's one stop in the Tab order."""
    element = event.target
    shape = _map_shape(element)
    if shape is None:
        return
    for other in document.querySelectorAll('#board [tabindex="0"]'):
        other.setAttribute("tabindex", "-1")
    element.closest(HOOK_SELECTOR).setAttribute("tabindex", "0")
    app.map_focused(shape)


def on_pointerdown(event) -> None:
    global keyboard_user
    keyboard_user = False


def on_change(event) -> None:
    global _last_parts
    element = event.target
    if element and element.id == view.LANGUAGE_SWITCH:
        app.guarded(app.set_language, str(element.value))
        _speak()
        _last_parts = None  # every part of the screen is worded anew
        render()
        return
    if element and element.id == IMPORT_INPUT:
        files = element.files
        if files.length:
            _import(files.item(0))
        return
    if element and element.id == REPLAY_SLIDER:
        _replay_jump(element.value)
        return
    name = element.getAttribute("data-field") if element and hasattr(element, "getAttribute") else None
    if name in ("count", "variant", "hints") or (isinstance(name, str) and name.startswith("seat")):
        app.guarded(app.form_changed, _form_values())
        render()


def on_input(event) -> None:
    element = event.target
    if element and element.id == REPLAY_SLIDER:
        _replay_jump(element.value)


def _carries_files(event) -> bool:
    types = event.dataTransfer.types if event.dataTransfer else None
    return bool(types) and any(str(t) == "Files" for t in types)


def on_dragover(event) -> None:
    if _carries_files(event):
        event.preventDefault()  # lets the page take the drop
        document.body.classList.add("dropping")


def on_dragleave(event) -> None:
    if not event.relatedTarget:
        document.body.classList.remove("dropping")


def on_drop(event) -> None:
    document.body.classList.remove("dropping")
    files = event.dataTransfer.files if event.dataTransfer else None
    if not files or not files.length or (event.target and event.target.id == IMPORT_INPUT):
        return  # a drop on the file picker itself arrives as its change event
    event.preventDefault()  # never let the browser navigate to the dropped file
    _import(files.item(0))


def on_storage(event) -> None:
    """Another tab changed the saves: never write over it, reload what this tab shows."""
    key = event.key if isinstance(event.key, str) else None
    app.remember(_form_values())
    if app.storage_changed(key):
        render()


def _safe(handler):
    """A listener that can never take the page down (see ``App.guarded``)."""

    def listener(event) -> None:
        app.guarded(handler, event)
        if app.fault:
            _log_fault()
            render()

    return create_proxy(listener)


document.addEventListener("click", _safe(on_click))
document.addEventListener("keydown", _safe(on_keydown))
document.addEventListener("change", _safe(on_change))
document.addEventListener("focusin", _safe(on_focusin))
document.addEventListener("pointerdown", _safe(on_pointerdown))
document.addEventListener("input", _safe(on_input))
document.addEventListener("dragover", _safe(on_dragover))
document.addEventListener("dragleave", _safe(on_dragleave))
document.addEventListener("drop", _safe(on_drop))
window.addEventListener("storage", _safe(on_storage))
window.addEventListener("popstate", _safe(on_popstate))

def _before_ready():
    """What a player did on the first screen while Python loaded (see tools/prerender.py):
    the new-game form's values if it was shown, and the command of a button pressed; and
    the language, if one was chosen after start-up read it."""
    html = document.documentElement
    chosen = html.getAttribute("data-language")  # a language may have been chosen meanwhile
    if isinstance(chosen, str) and chosen != i18n.current():
        app.set_language(chosen)
    pending = html.getAttribute("data-pending")
    html.removeAttribute("data-pending")
    typed = _form_values() if root.querySelector("#setup") else None
    return typed, pending if isinstance(pending, str) else None


app.guarded(app.boot, *_before_ready())
_log_fault()
render()

document.documentElement.setAttribute("data-regions", str(len(REGIONS)))  # the boot smoke test reads it

loading = document.getElementById("loading")
if loading:
    loading.hidden = True
document.documentElement.setAttribute("data-ready", "true")
app.guarded(offline.start)
ready_for_the_computer = True
app.guarded(_pump)  # after the game is on the screen: the service worker, persistent storage
