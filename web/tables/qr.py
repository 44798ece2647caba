"""The QR code of a page's address, drawn as inline SVG (the saved table's and the room's)."""

from __future__ import annotations

import functools

import segno
from markupsafe import Markup


@functools.lru_cache(maxsize=1024)
def qr_code_svg(url: str) -> Markup:
    """The QR code of ``url`` as inline SVG: black on white with its quiet zone, so it scans in
    dim light and in the dark theme alike; presentation attributes only (the CSP allows no
    inline style).

    Choosing the best mask is most of a page's time (about 8 ms), and a table's address never
    changes, so each worker remembers the last thousand codes it drew (about 2 KB each).
    """
    code = segno.make(url, error="m", micro=False)
    svg = code.svg_inline(
        scale=1, dark="#000", light="#fff", omitsize=True, svgclass="qr-code", lineclass=None
    )
    return Markup(svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ', 1))
