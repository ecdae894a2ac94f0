"""Browser glue: wire the page's DOM to ``web.app.App``. Nothing here knows the rules.

One delegated click listener, one keydown listener and one change listener on the document
survive every re-render; a render replaces ``#app``'s innerHTML and puts the keyboard focus
back on the element that had it. Saves go to localStorage through ``web.storage``.

Contract with the end-to-end tests: when start-up has finished, ``<html>`` gets
``data-ready="true"``; every render bumps ``data-rendered`` on ``<html>``.
"""

from pyodide.ffi import create_proxy
from pyscript import document, window

from australia.board import REGIONS
from web.app import App
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


class _Unavailable(dict):
    """Stand-in when the browser denies localStorage: the game still plays, unsaved."""


def _store():
    try:
        backend = window.localStorage
        backend.getItem("australia.current")
        return LocalStore(backend)
    except Exception:  # noqa: BLE001 - private mode or storage disabled
        return _Unavailable()


root = document.getElementById("app")
app = App(Storage(_store()), now=lambda: window.Date.now() / 1000)
renders = 0


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
    return None


def render() -> None:
    global renders
    key = _focus_key()
    root.innerHTML = app.html()
    renders += 1
    html = document.documentElement
    html.setAttribute("data-rendered", str(renders))
    html.setAttribute("data-screen", app.screen)
    if key:
        again = root.querySelector(key)
        if again:
            again.focus()


def _act(target) -> None:
    form = _form_values() if app.screen == "new" else None
    app.handle(target, form)
    render()


def on_click(event) -> None:
    target = _target(event.target)
    if target is None:
        return
    event.preventDefault()
    _act(target)


def on_keydown(event) -> None:
    if event.key not in ("Enter", " "):
        return
    element = event.target
    # Buttons turn Enter and Space into clicks by themselves; the map's shapes do not.
    if not element or element.tagName == "BUTTON" or element.tagName in ("INPUT", "SELECT"):
        if element and element.tagName == "INPUT" and event.key == "Enter" and app.screen == "new":
            event.preventDefault()
            _act(("command", "start"))
        return
    target = _target(element)
    if target is None or target[0] not in ("region", "location"):
        return
    event.preventDefault()
    _act(target)


def on_change(event) -> None:
    element = event.target
    name = element.getAttribute("data-field") if element and hasattr(element, "getAttribute") else None
    if name in ("count", "variant"):
        app.form_changed(_form_values())
        render()


document.addEventListener("click", create_proxy(on_click))
document.addEventListener("keydown", create_proxy(on_keydown))
document.addEventListener("change", create_proxy(on_change))

app.boot()
render()

document.documentElement.setAttribute("data-regions", str(len(REGIONS)))  # the boot smoke test reads it

loading = document.getElementById("loading")
if loading:
    loading.hidden = True
document.documentElement.setAttribute("data-ready", "true")
