"""What a first visit downloads in the background (issue 24's budget), in Chromium at 390 × 844.

The service worker keeps only what is asked for: a game's entry form asks it to keep that
game (its form, rules page, blank forms and assets), at most 150 KB as sent, each page once;
a saved table (``/t/ID``) registers no worker and downloads nothing beyond the page itself.
Every response is counted from the browser context's events, the service worker's own
requests included (``request.service_worker``).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.test_offline_entry import SERVICE_WORKER_MS, phones
from tests.conftest import load_example

pytestmark = pytest.mark.browser

__all__ = ["phones"]

BACKGROUND_BUDGET = 150 * 1024
"""Issue 24: what a first visit may download in the background, headers included."""


class Downloads:
    """Every response a phone's context received: its address, whether the service worker
    asked for it, and its size as sent (headers and body)."""

    def __init__(self, context: Any) -> None:
        self.seen: list[tuple[str, bool, int]] = []
        context.on("requestfinished", self.finished)

    def finished(self, request: Any) -> None:
        sizes = request.sizes()
        body = sizes["responseBodySize"]
        if request.url.endswith("/sw.js"):  # Chromium counts the worker's script apart.
            response = request.response()
            body = max(body, len(response.body()) if response else 0)
        sent = sizes["responseHeadersSize"] + body
        self.seen.append((request.url, request.service_worker is not None, sent))

    def settle(self, page: Any) -> None:
        """Until no response has come for a second (the last ones' events arrive late)."""
        count = -1
        while count != len(self.seen):
            count = len(self.seen)
            page.wait_for_timeout(1000)

    def background(self) -> list[tuple[str, int]]:
        """What the page itself did not ask for: the worker's requests and the worker."""
        return [
            (url, sent) for url, by_worker, sent in self.seen if by_worker or url.endswith("/sw.js")
        ]


def kept_game(page: Any, slug: str) -> None:
    """Until the worker has kept the game (its list of kept games names it)."""
    page.wait_for_function(
        """slug => caches.keys().then(names => names.length === 1 &&
             caches.open(names[0]).then(cache => cache.match('/__vantage-kept-games')))
           .then(kept => kept ? kept.json() : {})
           .then(games => Object.keys(games).some(key => key.split('|')[0] === slug))""",
        arg=slug,
        timeout=SERVICE_WORKER_MS,
    )


def kept_addresses(page: Any) -> list[str]:
    return list(
        page.evaluate(
            """() => caches.keys().then(names => caches.open(names[0]))
                 .then(cache => cache.keys()).then(keys => keys.map(k => k.url))"""
        )
    )


@pytest.mark.parametrize("slug", ["panorama", "sagrada"])
def test_a_first_visit_to_a_form_downloads_at_most_150_kb_in_the_background(phones, slug):
    page = phones(timeout=15000)
    downloads = Downloads(page.context)
    page.goto(f"/{slug}/")
    kept_game(page, slug)
    downloads.settle(page)
    background = downloads.background()
    total = sum(sent for _, sent in background)
    print(f"{slug}: {len(background)} requests, {total} bytes in the background")
    assert background, "the worker kept nothing"
    assert total <= BACKGROUND_BUDGET, background
    kept = kept_addresses(page)
    assert len(kept) == len(set(kept))
    pages = [url for url in kept if "/assets/" not in url and "__vantage" not in url]
    paths = [url.split("?")[0] for url in pages]
    assert len(paths) == len(set(paths)), "a page kept twice"  # Once, in one language.
    assert not [url for url in kept if "/t/" in url or "/j/" in url]
    other = "tsukimi"
    assert not [url for url in kept if f"/{other}" in url]


def test_a_saved_table_downloads_nothing_in_the_background(phones, live_server):
    page = phones(timeout=15000)
    response = page.request.post(
        f"{live_server}/api/v1/tables",
        data={"game": "panorama", "state": load_example("panorama")["state"]},
    )
    assert response.status == 201
    address = response.json()["url"]
    downloads = Downloads(page.context)
    page.goto(address)
    page.wait_for_load_state("load")
    page.wait_for_timeout(500)  # Time for a worker to register, were one to.
    downloads.settle(page)
    assert downloads.background() == []
    assert page.evaluate("() => navigator.serviceWorker.getRegistration()") is None
    assert page.evaluate("() => caches.keys()") == []
