"""Gzip for text responses: game night is often on poor Wi-Fi, and our pages compress ~5×.

Done in the app itself so ``flask run`` with nothing in front of it is already light on a phone.
Pages are compressed as they are sent (each one is different); the stylesheets and scripts
the pages link were compressed once at start-up (``web/platform/assets.py``) and pass through as
they are.

Compression next to a secret can leak it (BREACH) when the same response also echoes input
an attacker chose. Here the only secret in a page is the player's CSRF token, and it cannot
be probed that way: pages fetched with GET echo nothing from the request, and a cross-site
POST arrives without the player's session cookie (SameSite=Lax), so the token it would echo
beside the attacker's input is a fresh one, not the player's. ``tests/web/test_security.py``
keeps both halves of that true.
"""

from __future__ import annotations

import gzip

from flask import Flask, Response, g, request

COMPRESSIBLE_TYPES = frozenset(
    {
        "text/html",
        "text/css",
        "text/javascript",
        "text/csv",  # a group's download
        "text/plain",
        "application/javascript",
        "application/json",
        "application/manifest+json",  # the phone's web app manifest
        "image/svg+xml",  # a saved table's QR code, the app's icon: text, ~4x smaller zipped
    }
)
"""Text the app sends: every type it answers with but images drawn in pixels (PNG icons,
already compressed)."""
MIN_COMPRESS_BYTES = 1024
"""Smaller bodies are not worth the CPU: the headers would dominate anyway."""
PAGE_LEVEL = 6
"""Gzip's level for a page: most of the size of level 9 for less of the CPU."""
BLANK_FORM_LEVEL = 9
"""Gzip's level for a blank form (:func:`compress_harder`): a phone's first load of a game,
which issue 24 holds under 20 KB; level 9 makes a form 50 to 210 bytes smaller as sent for
0.1 to 0.4 ms more CPU, on a page whose drawing is kept (``web/entry/blank_pages.py``) so that
gzip is most of what it costs."""


def compress_harder() -> None:
    """Gzip this request's page at :data:`BLANK_FORM_LEVEL` (a blank form) rather than
    :data:`PAGE_LEVEL`."""
    g.vantage_gzip_level = BLANK_FORM_LEVEL


def compress_response(response: Response) -> Response:
    """Gzip a text response when the browser accepts it and it is worth it."""
    if (
        response.status_code != 200
        or response.mimetype not in COMPRESSIBLE_TYPES
        or "Content-Encoding" in response.headers
        or "gzip" not in request.headers.get("Accept-Encoding", "").lower()
    ):
        return response
    response.direct_passthrough = False  # Static files: read them so they can be compressed.
    body = response.get_data()
    if len(body) < MIN_COMPRESS_BYTES:
        return response
    response.set_data(gzip.compress(body, compresslevel=g.get("vantage_gzip_level", PAGE_LEVEL)))
    response.headers["Content-Encoding"] = "gzip"
    response.vary.add("Accept-Encoding")
    return response


def init_app(app: Flask) -> None:
    """Compress every eligible response."""
    app.after_request(compress_response)
