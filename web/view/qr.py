"""QR codes as SVG text: the invitation's link and the joining device's answer, for a camera.

The symbol comes from ``segno`` (pinned, vendored from PyPI: ``tools/page-requirements.txt``),
imported at the first code drawn so the page's start does not pay for it; this module only
draws its modules as one SVG path, dark on white whatever the page's colours (a camera needs
the contrast), with the four-module quiet zone the standard asks for. A code is drawn again
at every drawing of its screen, so the symbols are kept by their text.
"""

from __future__ import annotations

from functools import lru_cache

from web.view.html import e

QUIET = 4  # modules of white around the symbol


@lru_cache(maxsize=8)
def modules(text: str) -> tuple[tuple[bool, ...], ...]:
    """The symbol's dark modules, row by row (error correction M at least, raised when the
    version allows it)."""
    import segno

    symbol = segno.make(text, error="m", micro=False, boost_error=True)
    return tuple(tuple(bool(cell) for cell in row) for row in symbol.matrix)


def path_of(rows: tuple[tuple[bool, ...], ...]) -> str:
    """One path for every run of dark modules in a row (coordinates in modules)."""
    steps = []
    for y, row in enumerate(rows):
        x = 0
        while x < len(row):
            if row[x]:
                start = x
                while x < len(row) and row[x]:
                    x += 1
                steps.append(f"M{start + QUIET} {y + QUIET}h{x - start}v1h{start - x}z")
            else:
                x += 1
    return "".join(steps)


def qr_svg(text: str, label: str, *, ident: str = "", cls: str = "qr") -> str:
    """The QR code of ``text`` as an image named ``label`` for screen readers."""
    rows = modules(text)
    size = len(rows) + 2 * QUIET
    id_attr = f' id="{e(ident)}"' if ident else ""
    return (
        f'<svg{id_attr} class="{e(cls)}" role="img" aria-label="{e(label)}" viewBox="0 0 {size} {size}" '
        f'shape-rendering="crispEdges">'
        f'<rect width="{size}" height="{size}" fill="#fff"/><path fill="#000" d="{path_of(rows)}"/></svg>'
    )
