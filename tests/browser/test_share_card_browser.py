"""The Share button shares the result's card image with its link, where the phone can share
files (issue 25 point 2): ``navigator.canShare({files})`` true. Elsewhere it shares the link
alone and never fetches the image. Chromium's share sheet is stood in for by a recorder of
what the page hands it."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from tests.browser.test_print_browser import TABLES, saved

pytestmark = pytest.mark.browser

SHARE_RECORDER = """
window.__shared = [];
Object.defineProperty(Navigator.prototype, "share", {configurable: true, value: function (data) {
  var files = (data.files || []).map(function (f) {
    return {name: f.name, type: f.type, size: f.size};
  });
  window.__shared.push({title: data.title, url: data.url, files: files});
  return Promise.resolve();
}});
"""
FILES_SHARED = """
Object.defineProperty(Navigator.prototype, "canShare", {configurable: true, value: function (data) {
  return !!data && Array.isArray(data.files)
    && data.files.every(function (f) { return f instanceof File; });
}});
"""
NO_FILES_SHARED = """
Object.defineProperty(Navigator.prototype, "canShare", {configurable: true, value: function (data) {
  return !(data && data.files);
}});
"""


def test_where_the_phone_shares_files_the_card_goes_with_the_link(page, live_server):
    page.context.add_init_script(SHARE_RECORDER + FILES_SHARED)
    url = saved(page, live_server, *TABLES["sagrada"])
    page.goto(url)
    share = page.locator("button[data-share-url]")
    page.wait_for_selector("button[data-share-url][data-share-image-ready]", state="attached")
    share.click()
    page.wait_for_function("window.__shared.length === 1")
    shared = page.evaluate("window.__shared[0]")
    assert shared["url"] == page.url
    assert shared["title"] == "Sagrada with the Panorama expansion result"
    [card] = shared["files"]
    assert card["type"] == "image/png"
    assert card["name"].endswith(".png")
    image = page.request.get(share.get_attribute("data-share-image"))
    assert card["size"] == len(image.body()) <= 300 * 1024
    with Image.open(io.BytesIO(image.body())) as drawn:
        assert drawn.size == (1200, 630)


def test_where_it_cannot_the_link_is_shared_alone_and_the_card_never_fetched(page, live_server):
    page.context.add_init_script(SHARE_RECORDER + NO_FILES_SHARED)
    cards: list[str] = []
    page.on("request", lambda request: "/card/" in request.url and cards.append(request.url))
    url = saved(page, live_server, *TABLES["sagrada"])
    page.goto(url)
    page.wait_for_timeout(800)  # Longer than share.js waits before it would fetch the card.
    page.locator("button[data-share-url]").click()
    page.wait_for_function("window.__shared.length === 1")
    assert page.evaluate("window.__shared[0].files") == []
    assert page.evaluate("window.__shared[0].url") == page.url
    assert cards == []
