"""Files chosen or dropped on the page: offered by their name and size first, read only when
the page accepts them (a file of many megabytes is refused without being read).

``Files`` keeps each offered file under a token until the page asks for it
(``web.state.effects.ReadFile``); reading is a function given as an argument (the browser's
``arrayBuffer()``, or a fake in the tests).
"""

from __future__ import annotations

from typing import Any, Callable

from web import messages as m

Reader = Callable[[Any, Callable[[bytes], None], Callable[[str], None]], None]


class Files:
    def __init__(self, reader: Reader) -> None:
        self.reader = reader
        self.pending: dict[int, Any] = {}
        self._next = 0

    def offer(self, file: Any, name: str, size: int) -> m.FileOffered:
        """A file the player chose or dropped, as the page's message (not read yet)."""
        self._next += 1
        self.pending = {self._next: file}  # only the latest file may be read
        return m.FileOffered(self._next, str(name), int(size))

    def read(self, token: int, name: str, dispatch: Callable[..., Any]) -> None:
        file = self.pending.pop(token, None)
        if file is None:
            return

        def done(data: bytes) -> None:
            dispatch(m.FileRead(name, data))

        def failed(detail: str) -> None:
            dispatch(m.FileUnreadable(name, detail))

        try:
            self.reader(file, done, failed)
        except Exception as error:  # noqa: BLE001 - a file the browser cannot hand over
            failed(str(error))
