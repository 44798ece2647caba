"""A worker reads each language's catalogue once: a saved result worded in the page's language
uses the page's catalogue, not a second copy read by the scoring library."""

from __future__ import annotations

from scoring import i18n
from tests.samples import largest_table
from tests.web.formdata import flatten
from web.games import get_adapter


def test_an_italian_result_page_reads_no_second_catalogue(app, client):
    with app.test_request_context():
        data = flatten(get_adapter("tsukimi").form_data_from_state(largest_table("tsukimi")[1]))
    i18n.translations.cache_clear()
    page = client.post("/tsukimi/?lang=it", data=data, follow_redirects=True)
    assert page.status_code == 200
    assert '<html lang="it">' in page.get_data(as_text=True)
    assert i18n.translations.cache_info().currsize == 0


def test_a_language_chosen_again_keeps_its_catalogue():
    catalogue = i18n.translations.__wrapped__("it")  # Read anew, as the web layer reads its own.
    token = i18n.set_language("it", catalogue)
    try:
        with i18n.language("it"):
            assert i18n._chosen.get().translations is catalogue
        with i18n.language("en"):
            assert i18n.current_language() == "en"
    finally:
        i18n.reset_language(token)
