"""English and Italian in real Chromium at phone size (issue 13), with an accessibility scan.

A phone set to Italian gets the Italian pages; the switch goes to English and back on the same
page, and a saved table keeps its totals in both languages.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import (
    assert_no_horizontal_scroll,
    axe_violations,
    podium_totals,
)
from tests.conftest import load_example

pytestmark = pytest.mark.browser


def test_an_italian_phone_reads_the_home_page_in_italian_and_switches_back(italian_page):
    page = italian_page
    page.goto("/")
    assert page.evaluate("document.documentElement.lang") == "it"
    assert page.inner_text("h1") == "Calcola il punteggio di una partita finita"
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []

    # Each switch is a page load: wait for the new page before reading it.
    page.get_by_role("link", name="English").click()
    page.wait_for_url("**/?lang=en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert page.inner_text("h1") == "Score a finished game"
    page.goto("/")  # the choice is remembered over the phone's Italian
    assert page.evaluate("document.documentElement.lang") == "en"

    page.get_by_role("link", name="Italiano").click()
    page.wait_for_url("**/?lang=it")
    expect(page.locator("html")).to_have_attribute("lang", "it")
    assert page.inner_text("h1") == "Calcola il punteggio di una partita finita"


def test_a_saved_table_keeps_its_totals_in_both_languages(italian_page, live_server):
    page = italian_page
    response = page.request.post(
        f"{live_server}/api/v1/tables",
        data={"game": "tsukimi", "state": load_example("tsukimi")["state"]},
    )
    assert response.status == 201, response.text()
    address = f"/t/{response.json()['id']}"
    expected = load_example("tsukimi")["expect"]["totals"]

    page.goto(address)
    assert page.evaluate("document.documentElement.lang") == "it"
    assert podium_totals(page) == expected
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []

    # Each switch is a page load: wait for the new page before reading its totals.
    page.get_by_role("link", name="English").click()
    page.wait_for_url(f"**{address}?lang=en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert podium_totals(page) == expected
    page.get_by_role("link", name="Italiano").click()
    page.wait_for_url(f"**{address}?lang=it")
    expect(page.locator("html")).to_have_attribute("lang", "it")
    assert podium_totals(page) == expected
