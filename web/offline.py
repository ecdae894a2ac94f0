"""Offline play on the page: the service worker, the update banner and persistent storage.

A built site (``tools/build_site.py``) writes its version into ``<meta
name="australia-version">``; only then is ``./sw.js`` (``web/sw.js``) registered, which keeps
every file needed to start and play. On a first visit ``index.html`` registers it and waits
for it before starting; here it is registered again (the browser keeps one registration)
to follow its updates. In the working tree the version is ``dev`` and nothing is
registered, so edits show on reload.

* When a new version has been installed while an older one serves the page, a quiet banner
  offers to reload; the new version takes over only when the player asks, and the game on
  the table (saved after every action) resumes after the reload.
* The page asks the browser to keep its storage (``navigator.storage.persist()``).
* The Saved games screen says whether the game can open without a network and whether the
  browser agreed to keep the saves. No service worker support (a private window, an old
  browser), a failed registration or an install that could not finish (the network
  dropped, the storage is full): the game plays online as before and the screen says that
  offline play is not available.

The player-facing sentences are the constants below, marked for the catalogs (``web.i18n``). ``status_html`` is plain Python; the
rest needs the browser and imports ``pyscript`` only when it runs.
"""

from __future__ import annotations

from html import escape

from web.i18n import N_, tr

# --- what the player reads ------------------------------------------------------------------

UPDATE_READY = N_("A new version is ready —")
UPDATE_RELOAD = N_("reload")
UPDATE_RELOAD_LABEL = N_("Reload the page to use the new version; the game on the table resumes.")

DEVELOPMENT, PREPARING, READY, UNAVAILABLE = "development", "preparing", "ready", "unavailable"
STATUS_SENTENCES = {
    DEVELOPMENT: N_("This copy is served for development: it is not kept for offline play."),
    PREPARING: N_("Getting the game ready to play offline…"),
    READY: N_("Offline play is ready: this page opens and plays without a network."),
    UNAVAILABLE: N_(
        "Offline play is not available in this browser (a private window, or no room to "
        "keep the game): the game needs the network to open."
    ),
}
PERSISTED_SENTENCES = {
    True: N_("The browser has agreed to keep the saved games."),
    False: N_(
        "The browser may clear saved games when it runs short of space or after weeks "
        "without a visit: export the games you want to keep."
    ),
    None: N_("Export the games you want to keep: this browser does not say how long it keeps them."),
}

STATUS_ID = "offline-status"
BANNER_ID = "update-banner"
RELOAD_ID = "update-reload"


def status_html(status: str, persisted: bool | None) -> str:
    """The offline line of the Saved games screen."""
    flag = "unknown" if persisted is None else str(persisted).lower()
    return (
        f'<p class="offline-status" id="{STATUS_ID}" data-offline="{escape(status)}" '
        f'data-persisted="{flag}">{escape(tr(STATUS_SENTENCES[status]))} '
        f"{escape(tr(PERSISTED_SENTENCES[persisted]))}</p>"
    )


def banner_html() -> str:
    return (
        f"<span>{escape(tr(UPDATE_READY))}</span> "
        f'<button type="button" id="{RELOAD_ID}" aria-label="{escape(tr(UPDATE_RELOAD_LABEL))}">'
        f"{escape(tr(UPDATE_RELOAD))}</button>"
    )


# --- the browser side ---------------------------------------------------------------------


class Offline:
    """The page's side of offline play; ``start()`` once the game is on the screen."""

    def __init__(self) -> None:
        self.status = PREPARING
        self.persisted: bool | None = None
        self._registration = None
        self._waiting = None
        self._taking_over = False
        self._keep = []  # JavaScript callbacks that must outlive this call

    # showing it

    def decorate(self, root) -> None:
        """After a render: add the offline line to the Saved games screen, if shown."""
        saved = root.querySelector("#saved")
        if saved:
            saved.insertAdjacentHTML("beforeend", status_html(self.status, self.persisted))

    def _show(self) -> None:
        from pyscript import document

        document.documentElement.setAttribute("data-offline", self.status)
        line = document.getElementById(STATUS_ID)
        if line:
            line.outerHTML = status_html(self.status, self.persisted)

    def _set(self, status: str) -> None:
        self.status = status
        self._show()

    # starting

    def start(self) -> None:
        import asyncio

        asyncio.ensure_future(self._start())

    def _proxy(self, function):
        from pyodide.ffi import create_proxy

        proxy = create_proxy(function)
        self._keep.append(proxy)
        return proxy

    async def _start(self) -> None:
        from pyscript import document

        meta = document.querySelector('meta[name="australia-version"]')
        version = meta.getAttribute("content") if meta else None
        if not isinstance(version, str) or version == "dev":
            self._set(DEVELOPMENT)
        else:
            await self._register()
        await self._ask_to_persist()
        self._show()

    async def _register(self) -> None:
        from pyscript import document, window

        container = getattr(window.navigator, "serviceWorker", None)
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
        container.addEventListener("controllerchange", self._proxy(self._on_controller_change))
        registration.addEventListener("updatefound", self._proxy(self._on_update_found))
        document.addEventListener("visibilitychange", self._proxy(self._on_visibility))
        if registration.installing:
            self._follow(registration.installing)
        if registration.waiting and container.controller:
            self._offer(registration.waiting)
        if registration.active:
            self._set(READY)
        else:  # installing, or an install that already failed
            self._set(PREPARING if registration.installing or registration.waiting else UNAVAILABLE)

    async def _ask_to_persist(self) -> None:
        from pyscript import window

        storage = getattr(window.navigator, "storage", None)
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

    # the worker's life

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

        worker.addEventListener("statechange", self._proxy(changed))

    def _controlled(self) -> bool:
        from pyscript import window

        return bool(window.navigator.serviceWorker.controller)

    def _on_update_found(self, _event) -> None:
        if self._registration and self._registration.installing:
            self._follow(self._registration.installing)

    def _on_visibility(self, _event) -> None:
        from pyscript import document

        if str(document.visibilityState) == "visible" and self._registration:
            import asyncio

            asyncio.ensure_future(self._check_for_update())

    async def _check_for_update(self) -> None:
        try:
            await self._registration.update()
        except Exception:  # noqa: BLE001 - offline: try again on the next visit
            pass

    # the update banner

    def _offer(self, worker) -> None:
        from pyscript import document

        self._waiting = worker
        banner = document.getElementById(BANNER_ID)
        if not banner:
            banner = document.createElement("div")
            banner.id = BANNER_ID
            banner.setAttribute("role", "status")
            banner.innerHTML = banner_html()
            document.body.appendChild(banner)
            document.getElementById(RELOAD_ID).addEventListener("click", self._proxy(self._take_over))
        banner.hidden = False

    def reword(self) -> None:
        """Say the update banner, if shown, in the language in use (its button stays, with
        what it does)."""
        from pyscript import document

        banner = document.getElementById(BANNER_ID)
        button = document.getElementById(RELOAD_ID)
        if not banner or not button:
            return
        banner.querySelector("span").textContent = tr(UPDATE_READY)
        button.textContent = tr(UPDATE_RELOAD)
        button.setAttribute("aria-label", tr(UPDATE_RELOAD_LABEL))

    def _take_over(self, event) -> None:
        from pyodide.ffi import to_js
        from pyscript import window

        event.preventDefault()
        if not self._waiting:
            window.location.reload()
            return
        self._taking_over = True
        self._waiting.postMessage(to_js({"type": "take-over"}, dict_converter=window.Object.fromEntries))

    def _on_controller_change(self, _event) -> None:
        from pyscript import window

        if self._taking_over:
            window.location.reload()


offline = Offline()
