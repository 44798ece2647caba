"""Which responses are gzipped: every text type the app sends, never pixels."""

from __future__ import annotations

import gzip

import pytest
from flask import Response

TEXT = "Ann, lake card: 3 points, two lakes side by side\n" * 100
"""A body well over the size worth compressing (web.platform.compression.MIN_COMPRESS_BYTES)."""


@pytest.mark.parametrize(
    "mimetype",
    [
        "text/html",
        "text/css",
        "text/javascript",
        "text/csv",
        "text/plain",
        "application/json",
        "application/manifest+json",
        "image/svg+xml",
    ],
)
def test_a_text_response_is_gzipped_for_a_browser_that_accepts_it(app, mimetype):
    app.add_url_rule("/text", "text", lambda: Response(TEXT, mimetype=mimetype))
    response = app.test_client().get("/text", headers={"Accept-Encoding": "gzip"})
    assert response.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(response.get_data()).decode() == TEXT


def test_an_image_drawn_in_pixels_is_sent_as_it_is(app):
    app.add_url_rule("/png", "png", lambda: Response(TEXT, mimetype="image/png"))
    response = app.test_client().get("/png", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in response.headers
    assert response.get_data(as_text=True) == TEXT


@pytest.mark.parametrize(
    ("address", "level"),
    [
        ("/solstis/", 9),  # A blank form: a phone's first load of a game (issue 24).
        ("/sagrada/?lang=it", 9),
        ("/sagrada/blank/3", 9),  # The phone's kept blank forms too.
        ("/solstis/rules", 6),  # Any other page.
        ("/", 6),
    ],
)
def test_a_blank_form_is_gzipped_harder_than_other_pages(app, address, level):
    client = app.test_client()
    client.get(address)  # A blank form is drawn once, then kept (web/entry/blank_pages.py).
    response = client.get(address, headers={"Accept-Encoding": "gzip"})
    assert response.headers["Content-Encoding"] == "gzip"
    body = gzip.decompress(response.get_data())
    assert len(response.get_data()) == len(gzip.compress(body, compresslevel=level))
    if level == 9:
        assert len(response.get_data()) < len(gzip.compress(body, compresslevel=6))
