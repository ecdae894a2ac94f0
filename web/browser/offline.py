"""Offline play on the page: the service worker, the update banner and persistent storage.

A built site (``tools/build_site.py``) writes its version into ``<meta
name="australia-version">``; only then is ``./sw.js`` (``web/static/sw.js``) registered,
which keeps every file needed to start and play. On a first visit the page's first script
registers it and waits for it before starting; here it is registered again (the browser keeps
one registration) to follow its updates. In the working tree the version is ``dev`` and
nothing is registered, so edits show on reload.

* When a new version has been installed while an older one serves the page, a quiet banner
  offers to reload; the new version takes over only when the player asks, and the game on
  the table (saved after every action) resumes after the reload.
* The page asks the browser to keep its storage (``navigator.storage.persist()``).
* The page's state learns the status (``web.messages.OfflineStatus``): the Saved games screen
  says whether the game can open without a network and whether the browser agreed to keep
  the saves. No service worker support (a private window, an old browser), a failed
  registration or an install that could not finish (the network dropped, the storage is
  full): the game plays online as before and the screen says that offline play is not
  available.

* The quick start (``web/static/quickstart.js``) writes how Python started, and whether a
  memory snapshot is kept for the next visit, into ``<html data-quickstart>``;
  ``QuickStartWatch`` tells the page's state (``web.messages.QuickStartStatus``), which the
  Saved games screen says.

``Offline`` and ``QuickStartWatch`` take the browser's ``window`` and ``document`` and
Pyodide's proxy maker as arguments.
"""

from __future__ import annotations

from typing import Any, Callable

from web import messages as m
from web.text import page as words
from web.text.page import DEVELOPMENT, PREPARING, READY, UNAVAILABLE
from web.view.html import e

BANNER_ID = "update-banner"
RELOAD_ID = "update-reload"


def banner_html() -> str:
    return (
        f"<span>{e(words.update_ready())}</span> "
        f'<button type="button" id="{RELOAD_ID}" aria-label="{e(words.update_reload_label())}">'
        f"{e(words.update_reload())}</button>"
    )


QUICK_ATTRIBUTE = "data-quickstart"


class QuickStartWatch:
    """Tells the page's state the quick start's status now and whenever it changes."""

    def __init__(self, window, document, proxy: Callable[[Callable], Any], to_js: Callable[[dict], Any]) -> None:
        self.window = window
        self.document = document
        self.proxy = proxy
        self.to_js = to_js
        self._observer = None
        self._told: str | None = None

    def start(self, dispatch: Callable[..., Any]) -> None:
        def tell(*_args) -> None:
            status = self.document.documentElement.getAttribute(QUICK_ATTRIBUTE)
            status = status if isinstance(status, str) and status in words.QUICK_STATES else "unavailable"
            if status != self._told:
                self._told = status
                dispatch(m.QuickStartStatus(status))

        self._callback = self.proxy(tell)  # kept: it must outlive this call
        self._observer = self.window.MutationObserver.new(self._callback)
        self._observer.observe(
            self.document.documentElement, self.to_js({"attributes": True, "attributeFilter": [QUICK_ATTRIBUTE]})
        )
        tell()


class Offline:
    """The page's side of offline play; ``start()`` once the game is on the screen."""

    def __init__(self, window, document, proxy: Callable[[Callable], Any], to_js: Callable[[dict], Any]) -> None:
        self.window = window
        self.document = document
        self.proxy = proxy
        self.to_js = to_js
        self.status = PREPARING
        self.persisted: bool | None = None
        self._registration = None
        self._waiting = None
        self._taking_over = False
        self._keep: list = []  # JavaScript callbacks that must outlive this call
        self._dispatch: Callable[..., Any] = lambda *messages: None

    def listen(self, dispatch: Callable[..., Any]) -> None:
        self._dispatch = dispatch

    def _tell(self) -> None:
        self.document.documentElement.setAttribute("data-offline", self.status)
        self._dispatch(m.OfflineStatus(self.status, self.persisted))

    def _set(self, status: str) -> None:
        self.status = status
        self._tell()

    def _callback(self, function):
        proxy = self.proxy(function)
        self._keep.append(proxy)
        return proxy

    # --- starting ---------------------------------------------------------------------------

    def start(self) -> None:
        import asyncio  # only once the game is on the screen: it is not needed to start

        asyncio.ensure_future(self._start())

    async def _start(self) -> None:
        meta = self.document.querySelector('meta[name="australia-version"]')
        version = meta.getAttribute("content") if meta else None
        if not isinstance(version, str) or version == "dev":
            self._set(DEVELOPMENT)
        else:
            await self._register()
        await self._ask_to_persist()
        self._tell()

    async def _register(self) -> None:
        container = getattr(self.window.navigator, "serviceWorker", None)
        if not container:
            self._set(UNAVAILABLE)
            return
        try:
            registration = await container.register("./sw.js")
        except Exception:  # noqa: BLE001 - refused (private window, settings): play online
            registration = None
        if not registration:
            self._set(UNAVAILABLE)
            return
        self._registration = registration
        container.addEventListener("controllerchange", self._callback(self._on_controller_change))
        registration.addEventListener("updatefound", self._callback(self._on_update_found))
        self.document.addEventListener("visibilitychange", self._callback(self._on_visibility))
        if registration.installing:
            self._follow(registration.installing)
        if registration.waiting and container.controller:
            self._offer(registration.waiting)
        if registration.active:
            self._set(READY)
        else:  # installing, or an install that already failed
            self._set(PREPARING if registration.installing or registration.waiting else UNAVAILABLE)

    async def _ask_to_persist(self) -> None:
        storage = getattr(self.window.navigator, "storage", None)
        if not storage or not getattr(storage, "persist", None):
            self.persisted = None
            return
        try:
            granted = await storage.persisted()
            if not granted:
                granted = await storage.persist()
            self.persisted = bool(granted)
        except Exception:  # noqa: BLE001 - the browser would not say
            self.persisted = None

    # --- the worker's life ------------------------------------------------------------------

    def _follow(self, worker) -> None:
        def changed(_event) -> None:
            state = str(worker.state)
            registration = self._registration
            if state == "installed" and self._controlled():
                self._offer(worker)
            elif state == "activated":
                self._set(READY)
            elif state == "redundant" and not (registration and registration.active):
                self._set(UNAVAILABLE)  # the install could not finish; nothing half-kept

        worker.addEventListener("statechange", self._callback(changed))

    def _controlled(self) -> bool:
        return bool(self.window.navigator.serviceWorker.controller)

    def _on_update_found(self, _event) -> None:
        if self._registration and self._registration.installing:
            self._follow(self._registration.installing)

    def _on_visibility(self, _event) -> None:
        if str(self.document.visibilityState) == "visible" and self._registration:
            import asyncio

            asyncio.ensure_future(self._check_for_update())

    async def _check_for_update(self) -> None:
        try:
            await self._registration.update()
        except Exception:  # noqa: BLE001 - offline: try again on the next visit
            pass

    # --- the update banner ------------------------------------------------------------------

    def _offer(self, worker) -> None:
        self._waiting = worker
        banner = self.document.getElementById(BANNER_ID)
        if not banner:
            banner = self.document.createElement("div")
            banner.id = BANNER_ID
            banner.setAttribute("role", "status")
            banner.innerHTML = banner_html()
            self.document.body.appendChild(banner)
            self.document.getElementById(RELOAD_ID).addEventListener("click", self._callback(self._take_over))
        banner.hidden = False

    def reword(self) -> None:
        """Say the update banner, if shown, in the language in use (its button stays, with
        what it does)."""
        banner = self.document.getElementById(BANNER_ID)
        button = self.document.getElementById(RELOAD_ID)
        if not banner or not button:
            return
        banner.querySelector("span").textContent = words.update_ready()
        button.textContent = words.update_reload()
        button.setAttribute("aria-label", words.update_reload_label())

    def _take_over(self, event) -> None:
        event.preventDefault()
        if not self._waiting:
            self.window.location.reload()
            return
        self._taking_over = True
        self._waiting.postMessage(self.to_js({"type": "take-over"}))

    def _on_controller_change(self, _event) -> None:
        if self._taking_over:
            self.window.location.reload()


__all__ = ["Offline", "DEVELOPMENT", "PREPARING", "READY", "UNAVAILABLE"]
