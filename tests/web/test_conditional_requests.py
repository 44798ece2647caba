"""Conditional requests (issue 24): a page a phone revalidates answers 304 with no body while
its copy is still the page (``web/platform/conditional.py``)."""

from __future__ import annotations

import re
import time

import itsdangerous.timed
import pytest

from tests.conftest import load_example

GZIP = {"Accept-Encoding": "gzip"}


def saved_table(client) -> str:
    response = client.post(
        "/api/v1/tables", json={"game": "panorama", "state": load_example("panorama")["state"]}
    )
    assert response.status_code == 201
    url: str = response.get_json()["url"]
    return url


def revalidated(client, address: str, headers: dict[str, str] | None = None):
    """The page fetched, then fetched again with its ETag: the second answer."""
    first = client.get(address, headers=headers or {})
    assert first.status_code == 200
    etag = first.headers["ETag"]
    return client.get(address, headers={**(headers or {}), "If-None-Match": etag})


@pytest.mark.parametrize(
    "address", ["/", "/sw.js", "/panorama/rules", "/sagrada/rules", "/manifest.webmanifest"]
)
def test_a_page_asked_again_with_its_etag_answers_304_with_no_body(client, address):
    for headers in ({}, GZIP):
        again = revalidated(client, address, headers)
        assert again.status_code == 304
        assert again.data == b""
        assert "Content-Encoding" not in again.headers


def test_a_saved_table_revalidates_to_304(client):
    address = saved_table(client)
    again = revalidated(client, address, GZIP)
    assert again.status_code == 304
    assert again.data == b""


def test_an_outdated_etag_gets_the_whole_page(client):
    response = client.get("/", headers={"If-None-Match": 'W/"not-this-page"'})
    assert response.status_code == 200
    assert b"<html" in response.data


def test_the_etag_is_of_the_body_sent_so_another_language_is_another_etag(client):
    english = client.get("/?lang=en")
    italian = client.get("/?lang=it", headers={"If-None-Match": english.headers["ETag"]})
    assert italian.status_code == 200  # Its own body, its language cookie set.
    assert 'lang="it"' in italian.get_data(as_text=True)
    assert "Set-Cookie" in italian.headers
    assert italian.headers["ETag"] != english.headers["ETag"]
    again = client.get("/?lang=it", headers={"If-None-Match": italian.headers["ETag"]})
    assert again.status_code == 304


def form_token(html: str) -> str:
    found = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', html)
    assert found, "no form token"
    return found[1]


def test_a_form_revalidates_to_304_in_its_session_though_its_signed_token_is_newer(
    csrf_app, monkeypatch
):
    client = csrf_app.test_client()
    first = client.get("/panorama/")
    signed_at = itsdangerous.timed.TimestampSigner.get_timestamp
    monkeypatch.setattr(
        itsdangerous.timed.TimestampSigner,
        "get_timestamp",
        lambda self: signed_at(self) + 5,
    )
    second = client.get("/panorama/")  # Signed five seconds later.
    assert form_token(second.get_data(as_text=True)) != form_token(first.get_data(as_text=True))
    assert second.headers["ETag"] == first.headers["ETag"]
    again = client.get("/panorama/", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304
    assert again.data == b""


def test_another_sessions_copy_of_a_form_is_not_this_phones(csrf_app):
    ann, ben = csrf_app.test_client(), csrf_app.test_client()
    etag = ann.get("/panorama/").headers["ETag"]
    response = ben.get("/panorama/", headers={"If-None-Match": etag})
    assert response.status_code == 200  # Ben's own token, not Ann's copy.
    assert response.headers["ETag"] != etag


def test_a_form_copy_older_than_an_hour_is_sent_again_with_a_fresh_token(csrf_app, monkeypatch):
    client = csrf_app.test_client()
    etag = client.get("/panorama/").headers["ETag"]
    now = time.time()
    monkeypatch.setattr(time, "time", lambda: now + 3601)
    response = client.get("/panorama/", headers={"If-None-Match": etag})
    assert response.status_code == 200


def test_a_post_and_a_never_kept_answer_carry_no_etag(csrf_app, client):
    assert "ETag" not in client.post("/panorama/totals", data={}).headers
    assert "ETag" not in client.get(saved_table(client) + "/nope").headers
