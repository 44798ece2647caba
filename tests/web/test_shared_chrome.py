"""The chrome every page shares, built once where it can be: fixed addresses, the language
switch, the security headers, a saved table read outside the session (issue 10)."""

from __future__ import annotations

import re

from tests.conftest import load_example
from tests.web.formdata import flatten
from web.games import get_adapter
from web.platform.security import SECURITY_HEADERS


def _saved_table(app, client, slug="tsukimi"):
    state = load_example(slug)["state"]
    with app.test_request_context():
        data = flatten(get_adapter(slug).form_data_from_state(state))
    response = client.post(f"/{slug}/", data=data)
    assert response.status_code == 303
    return response.headers["Location"]


def test_fixed_addresses_follow_the_prefix_the_app_is_mounted_under(client):
    mounted = client.get("/", base_url="http://localhost/vantage/").get_data(as_text=True)
    plain = client.get("/").get_data(as_text=True)
    assert 'class="brand" href="/vantage/"' in mounted
    assert 'rel="manifest" href="/vantage/manifest.webmanifest"' in mounted
    assert 'class="brand" href="/"' in plain
    assert "/vantage/" not in plain


def test_language_switch_on_a_saved_table_links_that_table_in_each_language(app, client):
    address = _saved_table(app, client)
    page = client.get(address).get_data(as_text=True)
    assert f'<a href="{address}?lang=it" lang="it" hreflang="it">Italiano</a>' in page
    assert f'<a href="{address}?lang=en" lang="en" hreflang="en" aria-current="true">' in page


def test_language_switch_of_a_posted_page_links_its_get_address(client):
    page = client.post("/tsukimi/", data={"action": "score"}).get_data(as_text=True)
    assert '<a href="/tsukimi/?lang=en" lang="en" hreflang="en" aria-current="true">' in page


def test_a_page_that_sets_its_own_referrer_policy_keeps_it_once(app, client):
    response = client.get(_saved_table(app, client))
    assert response.headers.getlist("Referrer-Policy") == ["no-referrer"]
    policies = app.extensions["vantage_style_policies"]
    for header, value in SECURITY_HEADERS.items():
        if header == "Content-Security-Policy":  # Its stylesheet's, by hash (issue 24).
            assert 'data-css="tsukimi.css"' in response.get_data(as_text=True)
            value = policies["tsukimi.css"]
        assert response.headers.getlist(header) == [value]


def test_a_corrected_table_page_lists_its_earlier_version_first(app, client):
    address = _saved_table(app, client)
    table_id = address.rsplit("/", 1)[1]
    state = load_example("tsukimi")["state"]
    with app.test_request_context():
        data = flatten(get_adapter("tsukimi").form_data_from_state(state))
    data["saved_table"] = table_id
    assert client.post("/tsukimi/", data=data).headers["Location"] == address
    page = client.get(address).get_data(as_text=True)
    assert "This table was edited 1 time" in page
    versions = re.findall(r"Version (\d)", page)
    assert versions == ["1", "2"]
    assert f'<a href="{address}/revisions/1">Version 1</a>' in page


def test_only_a_form_carries_the_words_its_scripts_say_offline(app, client):
    # The phone's words (last names, totals so far, the offline notices) are read by the
    # form's scripts alone (drafts.js, totals.js); a page without a form goes without them
    # (issue 24: its first load).
    form = client.get("/tsukimi/").get_data(as_text=True)
    assert 'id="phone-words"' in form
    assert "data-offline-notice" in form
    invalid = client.post("/tsukimi/", data={"action": "score"}).get_data(as_text=True)
    assert 'id="phone-words"' in invalid  # A form drawn again with its mistakes.
    for address in ("/", "/tsukimi/rules", "/j", _saved_table(app, client)):
        page = client.get(address).get_data(as_text=True)
        assert 'id="phone-words"' not in page, address
        assert "data-offline-notice" not in page, address
