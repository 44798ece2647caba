"""Security headers on every page: a strict Content-Security-Policy and friends.

Every script, style and image comes from the app itself, so the policy allows only 'self' and
no inline code but a page's one stylesheet, which is written into the page (issue 24: no round
trip before the first paint) and allowed by its SHA-256 hash alone
(``web.platform.assets.style_policy``; no ``'unsafe-inline'``, no style attribute): a page
can never load or send anything elsewhere. The web app manifest and
the service worker (``/sw.js``, issue 15) are the app's own too (``manifest-src``,
``worker-src``). The headers are about how a
browser treats a document, so they go on HTML responses only (a stylesheet or the API's JSON
would carry 400 bytes for nothing), except ``X-Content-Type-Options: nosniff``, which every
response carries: a browser must never read the API's JSON, a QR code's SVG or a CSV download
as a page or a script (issue 27). Served over HTTPS (``VANTAGE_HTTPS``, see
``web/config.py``) every response, whatever it holds, also tells the browser to use HTTPS
only (``Strict-Transport-Security``). The session cookie (the form token's) is Flask's own
signed cookie: a serializer made once per key saved about 35 us a request (measured), which no
player feels, so Flask's public session interface is used as it is.
"""

from __future__ import annotations

from flask import (
    Flask,
    Response,
    abort,
    current_app,
    request,
)
from werkzeug.wrappers import Response as BaseResponse


def content_security_policy(*style_hashes: str) -> str:
    """The policy of a page whose inline stylesheets have these CSP hash-sources
    (``'sha256-…'``): its own files and those stylesheets' exact text, nothing else."""
    return "; ".join(
        [
            "default-src 'none'",
            "script-src 'self'",
            " ".join(["style-src 'self'", *style_hashes]),
            "img-src 'self' data:",
            "font-src 'self'",
            "connect-src 'self'",
            "manifest-src 'self'",
            "worker-src 'self'",
            "form-action 'self'",
            "base-uri 'none'",
            "frame-ancestors 'none'",
        ]
    )


CONTENT_SECURITY_POLICY = content_security_policy()
"""The policy of a page with no inline stylesheet."""

SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
}


NOSNIFF = ("X-Content-Type-Options", "nosniff")
"""On every response: its type is what its ``Content-Type`` says, never guessed."""

SECURITY_HEADER_NAMES = frozenset(header.lower() for header in SECURITY_HEADERS)
SECURITY_HEADER_LIST = list(SECURITY_HEADERS.items())
"""The headers above as the one list a page's headers are extended with."""


def add_security_headers(response: Response) -> Response:
    """Add the security headers to a page that does not set its own; ``nosniff`` and HSTS to
    every response.

    Most pages set none of them: they get the whole list in one step, instead of a search of
    their headers and a check of its name and value for each of the six."""
    if response.mimetype == "text/html":
        own = {name.lower() for name, _ in response.headers} & SECURITY_HEADER_NAMES
        response.headers.extend(
            SECURITY_HEADER_LIST
            if not own
            else [(name, value) for name, value in SECURITY_HEADER_LIST if name.lower() not in own]
        )
    else:
        response.headers.setdefault(NOSNIFF[0], NOSNIFF[1])
    strict_transport_security = current_app.config.get("STRICT_TRANSPORT_SECURITY")
    if strict_transport_security:
        response.headers.setdefault("Strict-Transport-Security", strict_transport_security)
    return response


def refuse_oversized_streams() -> None:
    """Refuse a body sent in chunks that reaches the request size limit (413).

    A chunked body has no Content-Length for Werkzeug to check up front, and reading it stops
    quietly at ``MAX_CONTENT_LENGTH``: the cut-off table would come back as "not valid JSON"
    or as odd form fields instead of "too large". Reading it here (cached for the view) lets
    it be refused whole. A body of exactly the limit cannot be told from a longer one cut off,
    so it is refused too.
    """
    limit = current_app.config.get("MAX_CONTENT_LENGTH")
    if limit is None or request.content_length is not None:
        return
    if "wsgi.input_terminated" in request.environ and len(request.get_data(cache=True)) >= limit:
        abort(413)


def init_app(app: Flask) -> None:
    """Send the headers with every page; hold streamed bodies to the size limit."""
    app.before_request(refuse_oversized_streams)
    app.after_request(add_security_headers)


PRIVATE_PAGE_HEADERS = {
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "private, no-cache",
}
"""A group's pages are private links: never indexed, the address never leaks onward, and no
shared cache keeps them (they also depend on this browser's cookies)."""


def private(response: BaseResponse) -> BaseResponse:
    """Mark a response as a private link's page (as ``web.tables.views`` does for /t/ID)."""
    for header, value in PRIVATE_PAGE_HEADERS.items():
        response.headers[header] = value
    response.vary.add("Cookie")
    return response
