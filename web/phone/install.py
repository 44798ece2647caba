"""Installable: the web app manifest and the icons, drawn here (an SVG and PNGs encoded with
the standard library: no file to keep in step, no outside request)."""

from __future__ import annotations

import functools
import json
import struct
import zlib

from flask import (
    Response,
    abort,
    url_for,
)

from web.phone.blueprint import bp
from web.platform.i18n import current_language
from web.platform.translate import gettext as _

ICON_BACKGROUND = "#14171c"
"""The dark theme's background (``static/vantage.css``), the game-night default look."""


ICON_MARK = "#ffc94a"
"""The accent colour: the brand's "V" on the icon."""


PNG_ICON_SIZES = (192, 512)
"""What Android asks of an installable app (and 180 px for the iPhone's home screen)."""


APPLE_ICON_SIZE = 180


ICON_CACHE = "public, max-age=86400"
"""Icons and the manifest keep their address, so browsers ask again after a day."""


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    """The web app manifest: Vantage on the home screen, opening on the list of games."""
    body = {
        "name": "Vantage",
        "short_name": "Vantage",
        "description": _("Score a finished tabletop game at the table, every point explained."),
        "lang": current_language(),
        "start_url": url_for("views.home"),
        "scope": url_for("views.home"),
        "display": "standalone",
        "background_color": ICON_BACKGROUND,
        "theme_color": ICON_BACKGROUND,
        "icons": [
            {"src": url_for("phone.svg_icon"), "sizes": "any", "type": "image/svg+xml"},
            *(
                {
                    "src": url_for("phone.png_icon", size=size),
                    "sizes": f"{size}x{size}",
                    "type": "image/png",
                    "purpose": "any maskable",
                }
                for size in PNG_ICON_SIZES
            ),
        ],
    }
    response = Response(json.dumps(body), content_type="application/manifest+json")
    response.headers["Cache-Control"] = ICON_CACHE
    response.vary.update(
        ("Accept-Language", "Cookie")
    )  # Its description is in the page's language.
    return response


@bp.get("/icon.svg")
def svg_icon() -> Response:
    """The app's icon as SVG (also the pages' favicon)."""
    response = Response(ICON_SVG, content_type="image/svg+xml")
    response.headers["Cache-Control"] = ICON_CACHE
    return response


def hex_colour(colour: str) -> bytes:
    """``"#14171c"`` → its three bytes."""
    return bytes.fromhex(colour.removeprefix("#"))


def distance_to_segment(
    x: float, y: float, a: tuple[float, float], b: tuple[float, float]
) -> float:
    """How far the point (x, y) is from the segment a–b."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    along = max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)))
    return float(((x - ax - along * dx) ** 2 + (y - ay - along * dy) ** 2) ** 0.5)


@functools.lru_cache(maxsize=4)
def icon_png(size: int) -> bytes:
    """The icon as a PNG of ``size`` × ``size`` pixels, drawn as the SVG is (the same "V",
    its edges smoothed over one pixel) and encoded with ``zlib``: no imaging library.

    Drawn on first use and kept (a 512 px icon takes a fraction of a second once), so starting
    the app costs nothing.
    """
    scale = size / 512
    left, bottom, right = (
        (150 * scale, 160 * scale),
        (256 * scale, 360 * scale),
        (362 * scale, 160 * scale),
    )
    half_width = 30 * scale
    background, mark = hex_colour(ICON_BACKGROUND), hex_colour(ICON_MARK)
    # Only the rows and columns around the V need the distance; the rest is background.
    top_row, bottom_row = int(left[1] - half_width) - 1, int(bottom[1] + half_width) + 2
    first_column, last_column = int(left[0] - half_width) - 1, int(right[0] + half_width) + 2
    plain_row = b"\x00" + background * size
    rows = []
    for row in range(size):
        if not top_row <= row <= bottom_row:
            rows.append(plain_row)
            continue
        pixels = bytearray(b"\x00" + background * size)
        y = row + 0.5
        for column in range(max(0, first_column), min(size, last_column)):
            x = column + 0.5
            distance = min(
                distance_to_segment(x, y, left, bottom), distance_to_segment(x, y, bottom, right)
            )
            cover = max(0.0, min(1.0, half_width + 0.5 - distance))
            if cover:
                start = 1 + 3 * column
                pixels[start : start + 3] = bytes(
                    round(b + (m - b) * cover) for b, m in zip(background, mark, strict=True)
                )
        rows.append(bytes(pixels))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)  # 8-bit RGB, no interlace.
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


@bp.get("/icon-<int:size>.png")
def png_icon(size: int) -> Response:
    """The app's icon as a PNG, at the sizes phones ask for."""
    if size not in (*PNG_ICON_SIZES, APPLE_ICON_SIZE):
        abort(404)
    response = Response(icon_png(size), content_type="image/png")
    response.headers["Cache-Control"] = ICON_CACHE
    return response


ICON_SVG = f"""<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<rect width="512" height="512" fill="{ICON_BACKGROUND}"/>
<path d="M150 160 L256 360 L362 160" fill="none" stroke="{ICON_MARK}" stroke-width="60"
 stroke-linecap="round" stroke-linejoin="round"/>
</svg>
"""
"""The icon: the accent "V" on the dark background. Its mark sits inside the middle 80 %,
so a launcher that crops it to a circle ("maskable") keeps it whole."""
