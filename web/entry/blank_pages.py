"""Blank forms drawn once per language and version (issue 24), not on every visit.

A blank form (``/SLUG/``, and the phone's ``/SLUG/blank/N`` and ``/SLUG/blank/N/VALUE``)
reads nothing of the request but its language and its address: the same page for every
phone, but for its form token, which Flask-WTF signs anew for each session and second.
So the page is drawn once per app (the version: a deploy starts new workers), address and
language, kept as the text around its token, and each later request gets that text with its
own token written back in (``tests/web/test_blank_pages.py`` holds a kept page to a fresh
drawing). A 6-player Panorama form took about as much CPU to draw as a whole Score.

Pages carry no nonce (the CSP allows no inline script or style at all), so the token is the
only part of a page that is the request's. Kept as UTF-8 bytes, at most
:data:`BLANK_PAGES_BYTES` a worker; not kept while templates reload (debugging).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable

from flask import current_app, request
from flask_wtf.csrf import generate_csrf

from web.platform.compression import compress_harder
from web.platform.i18n import current_language

BLANK_PAGES_BYTES = 4 * 1024 * 1024
"""What a worker keeps of blank pages at most: every game's blank form in both languages is
about 1.5 MB; the phone's forms per number of players and variants, kept in the order they
are asked for, share the rest (the oldest leave first)."""

EXTENSION = "vantage_blank_pages"


class BlankPages:
    """The blank pages of one app, each as the UTF-8 bytes around its form token, first in,
    first out past ``budget`` bytes."""

    def __init__(self, budget: int = BLANK_PAGES_BYTES) -> None:
        self.budget = budget
        self.size = 0
        self.pages: dict[Hashable, tuple[bytes, ...]] = {}
        self._lock = threading.Lock()

    def page(self, key: Hashable, draw: Callable[[], tuple[str, int]]) -> tuple[bytes, int]:
        """The page ``key`` names with this request's form token, and its status: kept, or
        drawn by ``draw`` (and kept when it is a 200 with the token written in as signed)."""
        token = this_token()
        kept = self.pages.get(key)
        if kept is not None:
            return token.join(kept), 200
        text, status = draw()
        page = text.encode()
        if status != 200 or this_token() != token:
            return page, status
        pieces = tuple(page.split(token)) if token else (page,)
        cost = sum(len(piece) for piece in pieces)
        if cost <= self.budget // 4:
            with self._lock:
                if key not in self.pages:
                    self.pages[key] = pieces
                    self.size += cost
                    while self.size > self.budget:
                        oldest = next(iter(self.pages))
                        self.size -= sum(len(piece) for piece in self.pages.pop(oldest))
        return page, status


def this_token() -> bytes:
    """The form token this request's pages write (signed now for this session, then kept in
    ``g``: Flask-WTF's ``generate_csrf``); none when forms carry no token (CSRF off)."""
    if not current_app.config.get("WTF_CSRF_ENABLED", True):
        return b""
    token: str = generate_csrf()
    return token.encode()


def blank_page(draw: Callable[[], tuple[str, int]]) -> tuple[bytes | str, int]:
    """This request's blank page (its address and language name it), drawn by ``draw`` only
    the first time in this app, and gzipped harder than other pages (a phone's first load of
    a game: :func:`web.platform.compression.compress_harder`)."""
    compress_harder()
    app = current_app
    if app.debug or app.config.get("TEMPLATES_AUTO_RELOAD"):
        return draw()
    pages: BlankPages = app.extensions.setdefault(EXTENSION, BlankPages())
    key = (request.script_root, request.path, request.endpoint, current_language())
    return pages.page(key, draw)
