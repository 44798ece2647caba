"""Conditional requests (issue 24): every page a phone can revalidate carries an ETag, so a
repeat visit whose copy is still the page answers ``304 Not Modified`` with no body.

The ETag is a hash of the body actually sent (before gzip, so it is weak: the gzipped bytes
are the same page). A page with a form token is the exception that needs care: Flask-WTF
signs the session's token with the time, so its text changes every second although the
page does not. Its ETag hashes the body without that signed text, plus the session's own
token and the hour the page was drawn in: a copy revalidated within the hour is this
session's page, its token still valid for most of its lifetime (a day, ``web.config``); a
copy from another session, or older, is sent again in full.
"""

from __future__ import annotations

import hashlib
import time

from flask import Flask, Response, current_app, g, request, session

TOKEN_HOUR_SECONDS = 60 * 60
"""How long a page's form token may be reused by a 304: far below the token's lifetime."""


UNCONDITIONAL = ("no-store", "immutable")
"""Never kept, or kept for good under a versioned name (the asset bundles): no ETag."""


def page_etag(body: bytes) -> str:
    """The page's ETag: a hash of ``body``, a form token in it counted as the session's token
    and the hour (the module's docstring)."""
    digest = hashlib.sha256()
    field = current_app.config.get("WTF_CSRF_FIELD_NAME", "csrf_token")
    signed = g.get(field)
    if isinstance(signed, str) and signed and signed.encode() in body:
        body = body.replace(signed.encode(), b"")
        digest.update(str(session.get(field, "")).encode())
        digest.update(str(int(time.time() // TOKEN_HOUR_SECONDS)).encode())
    digest.update(body)
    return digest.hexdigest()[:32]


def add_etag(response: Response) -> Response:
    """An ETag on a GET's full answer, and 304 when the phone's copy (If-None-Match) is it."""
    if (
        request.method not in ("GET", "HEAD")
        or response.status_code != 200
        or response.direct_passthrough  # Files sent as they are carry their own.
        or response.is_streamed
        or "ETag" in response.headers
        or "Content-Encoding" in response.headers
        or any(word in response.headers.get("Cache-Control", "") for word in UNCONDITIONAL)
    ):
        return response
    response.set_etag(page_etag(response.get_data()), weak=True)
    response.make_conditional(request)  # 304 and no body when the phone's copy is this page.
    return response


def init_app(app: Flask) -> None:
    """Register the hook; call it after ``compression.init_app``, so that it runs just before
    gzip (Flask runs ``after_request`` hooks last registered first): a 304 has nothing to zip."""
    app.after_request(add_etag)
