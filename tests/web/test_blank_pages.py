"""Blank forms are drawn once per language (web/entry/blank_pages.py, issue 24): a kept page
is the page drawn afresh, with the form token of the session that asks for it."""

from __future__ import annotations

import re

import pytest

from tests.samples import largest_table
from tests.web.formdata import flatten
from web.entry.blank_pages import EXTENSION
from web.games import ADAPTERS, get_adapter
from web.phone.offline import game_pages

TOKEN = re.compile(r'name="csrf_token" type="hidden" value="([^"]+)"')


def token_of(html: str) -> str:
    found = TOKEN.findall(html)
    assert len(found) == 1, found
    return found[0]


def without_token(html: str) -> str:
    return TOKEN.sub('name="csrf_token" type="hidden" value=""', html)


def blank_addresses(app) -> list[str]:
    """Every blank page of every game: its form, and the phone's per count and variant."""
    with app.test_request_context():
        return [
            page
            for slug in sorted(ADAPTERS)
            for page in game_pages(slug)
            if page.endswith("/") or "/blank/" in page
        ]


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_kept_blank_page_is_the_page_drawn_afresh(csrf_app, language):
    addresses = blank_addresses(csrf_app)
    assert any("/blank/" in address for address in addresses)
    first = csrf_app.test_client()
    drawn = {a: first.get(f"{a}?lang={language}").get_data(as_text=True) for a in addresses}
    kept_pages = csrf_app.extensions[EXTENSION].pages
    assert len(kept_pages) == len(addresses)  # Each kept once, in this language.
    second = csrf_app.test_client()
    for address in addresses:
        kept = second.get(f"{address}?lang={language}")
        assert kept.status_code == 200
        assert kept.content_type == "text/html; charset=utf-8"
        assert without_token(kept.get_data(as_text=True)) == without_token(drawn[address])
    kept_pages.clear()  # Drawn again from nothing: the same page.
    for address in addresses:
        fresh = second.get(f"{address}?lang={language}").get_data(as_text=True)
        assert without_token(fresh) == without_token(drawn[address])


def test_languages_are_kept_apart(csrf_app):
    client = csrf_app.test_client()
    english = client.get("/panorama/?lang=en").get_data(as_text=True)
    italian = client.get("/panorama/?lang=it").get_data(as_text=True)
    again = client.get("/panorama/").get_data(as_text=True)  # The cookie says Italian now.
    assert '<html lang="en">' in english
    assert '<html lang="it">' in italian
    assert without_token(again) == without_token(italian)


@pytest.mark.parametrize("slug", sorted(ADAPTERS))
def test_a_kept_form_carries_the_token_of_the_session_that_opens_it(csrf_app, slug):
    """Another phone opening the kept form gets its own session's token, and scores with it."""
    csrf_app.test_client().get(f"/{slug}/")  # Drawn and kept for the first phone.
    phone = csrf_app.test_client()
    page = phone.get(f"/{slug}/").get_data(as_text=True)
    adapter = get_adapter(slug)
    with csrf_app.test_request_context():
        data = flatten(adapter.form_data_from_state(largest_table(slug)[1]))
    data["csrf_token"] = token_of(page)
    response = phone.post(f"/{slug}/", data=data)
    assert response.status_code == 303
    assert response.headers["Location"].startswith("/t/")


def test_a_blank_page_is_kept_once_its_budget_allows(csrf_app):
    from web.entry.blank_pages import BlankPages

    pages = BlankPages(budget=10)
    with csrf_app.test_request_context():
        body, status = pages.page("big", lambda: ("x" * 100, 200))
        assert (body, status) == (b"x" * 100, 200)
        assert pages.pages == {}  # Too big for its budget: drawn, not kept.
        pages.page("error", lambda: ("oops", 500))
        assert pages.pages == {}  # Only a 200 is kept.
