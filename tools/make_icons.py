"""Draw the app's icons (PNG) from the board's own coastline in ``web/geometry.py``.

The mainland's outline, as the board draws it, in cream on the board's ochre:

    web/static/icons/icon-192.png       192 px, rounded square ("any")
    web/static/icons/icon-512.png       512 px, rounded square ("any")
    web/static/icons/maskable-512.png   512 px, full bleed, the map inside the central
                                        safe circle, for launchers that cut their own shape

Pure standard library (a small scanline rasteriser and PNG writer), so the icons can be
redrawn anywhere: ``python3 tools/make_icons.py``. The PNGs are committed; the manifest
(``manifest.webmanifest``) names them.
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from web.geometry import coast_polygon

OUT = ROOT / "web" / "static" / "icons"
OCHRE = (0xB5, 0x54, 0x2B)
CREAM = (0xF6, 0xEF, 0xE3)
SAMPLES = 4  # sub-samples per pixel along each axis, for smooth edges


def _png(size: int, pixels: list[bytearray]) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    raw = b"".join(b"\x00" + bytes(row) for row in pixels)
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def _coverage(size: int, inside) -> list[list[float]]:
    """Fraction of each pixel for which ``inside(row_y)`` (a list of x spans) holds."""
    cover = [[0.0] * size for _ in range(size)]
    step = 1.0 / SAMPLES
    for y in range(size):
        row = cover[y]
        for sy in range(SAMPLES):
            spans = inside(y + (sy + 0.5) * step)
            for x0, x1 in spans:
                for x in range(max(0, int(x0)), min(size, int(x1) + 1)):
                    # how much of [x, x+1) the span covers, on SAMPLES sample columns
                    hits = sum(1 for sx in range(SAMPLES) if x0 <= x + (sx + 0.5) * step < x1)
                    row[x] += hits / (SAMPLES * SAMPLES)
    return cover


def _polygon_spans(points: list[tuple[float, float]]):
    edges = list(zip(points, points[1:] + points[:1]))

    def spans(y: float) -> list[tuple[float, float]]:
        xs = sorted(
            ax + (y - ay) * (bx - ax) / (by - ay)
            for (ax, ay), (bx, by) in edges
            if (ay <= y < by) or (by <= y < ay)
        )
        return list(zip(xs[::2], xs[1::2]))

    return spans


def _rounded_square_spans(size: int, radius: float):
    def spans(y: float) -> list[tuple[float, float]]:
        dy = max(radius - y, y - (size - radius), 0.0)
        if dy > radius:
            return []
        inset = radius - (radius * radius - dy * dy) ** 0.5 if dy else 0.0
        return [(inset, size - inset)]

    return spans


def _map_points(size: int, fraction: float) -> list[tuple[float, float]]:
    """The coastline scaled to ``fraction`` of the icon's side, centred."""
    coast = coast_polygon()
    xs, ys = [p[0] for p in coast], [p[1] for p in coast]
    width, height = max(xs) - min(xs), max(ys) - min(ys)
    scale = size * fraction / max(width, height)
    left = (size - width * scale) / 2 - min(xs) * scale
    top = (size - height * scale) / 2 - min(ys) * scale
    return [(left + x * scale, top + y * scale) for x, y in coast]


def draw(size: int, *, maskable: bool) -> bytes:
    # A maskable icon's safe zone is the centred circle of 80 % of its side: the map's box
    # (at 56 %) fits inside it whatever the launcher's shape.
    land = _coverage(size, _polygon_spans(_map_points(size, 0.56 if maskable else 0.74)))
    back = None if maskable else _coverage(size, _rounded_square_spans(size, size * 0.18))
    pixels = []
    for y in range(size):
        row = bytearray()
        for x in range(size):
            a = land[y][x]
            colour = [round(o + (c - o) * a) for o, c in zip(OCHRE, CREAM)]
            alpha = 255 if back is None else round(255 * back[y][x])
            row += bytes(colour + [alpha])
        pixels.append(row)
    return _png(size, pixels)


ICONS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "maskable-512.png": (512, True),
}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (size, maskable) in ICONS.items():
        (OUT / name).write_bytes(draw(size, maskable=maskable))
        print(f"wrote {(OUT / name).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
