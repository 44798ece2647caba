"""The QR code of a page's address, drawn as inline SVG (the saved table's and the room's)."""

from __future__ import annotations

import segno
from markupsafe import Markup

from web.platform.bounded import bytes_bounded_cache

QR_CODES_BYTES = 4 * 1024 * 1024
"""What each worker keeps of the codes it drew: about two thousand addresses of a table or a
room (2 KB each). Bounded in bytes, not codes: the address holds the ``Host`` the client
sent, and a long one draws a code of 30 KB (issue 27)."""


@bytes_bounded_cache(QR_CODES_BYTES)
def qr_code_svg(url: str) -> Markup:
    """The QR code of ``url`` as inline SVG: black on white with its quiet zone, so it scans in
    dim light and in the dark theme alike; presentation attributes only (the CSP allows no
    inline style).

    Choosing the best mask is most of a page's time (about 8 ms), and a table's address never
    changes, so each worker remembers the codes it drew (``QR_CODES_BYTES``). An address too
    long for any QR code (a made-up ``Host``) draws nothing: the page's link stays.
    """
    try:
        code = segno.make(url, error="m", micro=False)
    except segno.DataOverflowError:
        return Markup("")
    svg = code.svg_inline(
        scale=1, dark="#000", light="#fff", omitsize=True, svgclass="qr-code", lineclass=None
    )
    return Markup(svg.replace("<svg ", '<svg aria-hidden="true" focusable="false" ', 1))
