"""Security headers on every page: a strict Content-Security-Policy and friends.

Every script, style and image comes from the app itself, so the policy allows only 'self' and
no inline code: a page can never load or send anything elsewhere. The web app manifest and
the service worker (``/sw.js``, issue 15) are the app's own too (``manifest-src``,
``worker-src``). The headers are about how a
browser treats a document, so they go on HTML responses only (a stylesheet or the API's JSON
would carry 400 bytes for nothing). Served over HTTPS (``VANTAGE_HTTPS``, see
``web/production.py``) every response, whatever it holds, also tells the browser to use HTTPS
only (``Strict-Transport-Security``). The session cookie (the form token's) is signed as
Flask signs it, with its serializer made once (:class:`SigningOnceSessionInterface`).
"""

from __future__ import annotations

from typing import Any

from flask import Flask, Response, abort, current_app, request
from flask.sessions import SecureCookieSessionInterface
from itsdangerous import URLSafeTimedSerializer

CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
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

SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), interest-cohort=()",
}


SECURITY_HEADER_NAMES = frozenset(header.lower() for header in SECURITY_HEADERS)
SECURITY_HEADER_LIST = list(SECURITY_HEADERS.items())
"""The headers above as the one list a page's headers are extended with."""


def add_security_headers(response: Response) -> Response:
    """Add the security headers to a page that does not set its own; HSTS to every response.

    Most pages set none of them: they get the whole list in one step, instead of a search of
    their headers and a check of its name and value for each of the six."""
    if response.mimetype == "text/html":
        own = {name.lower() for name, _ in response.headers} & SECURITY_HEADER_NAMES
        response.headers.extend(
            SECURITY_HEADER_LIST
            if not own
            else [(name, value) for name, value in SECURITY_HEADER_LIST if name.lower() not in own]
        )
    strict_transport_security = current_app.config.get("STRICT_TRANSPORT_SECURITY")
    if strict_transport_security:
        response.headers.setdefault("Strict-Transport-Security", strict_transport_security)
    return response


class SigningOnceSessionInterface(SecureCookieSessionInterface):
    """Flask's signed-cookie sessions, with the signing serializer made once per key.

    Flask builds a new serializer (its signer, its key list) to read the session cookie on
    every request and again to write it; it depends only on the secret key and its
    fallbacks, so it is kept for the keys it was made for and made anew when they change."""

    _made_for: tuple[Any, ...] | None = None
    _serializer: URLSafeTimedSerializer | None = None

    def get_signing_serializer(self, app: Flask) -> URLSafeTimedSerializer | None:
        keys = (app.secret_key, tuple(app.config["SECRET_KEY_FALLBACKS"] or ()))
        if keys != self._made_for:
            self._serializer = super().get_signing_serializer(app)
            self._made_for = keys
        return self._serializer


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
    app.session_interface = SigningOnceSessionInterface()
    app.before_request(refuse_oversized_streams)
    app.after_request(add_security_headers)
