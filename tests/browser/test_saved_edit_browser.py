"""A saved table corrected and deleted in real Chromium, at phone size, with JavaScript on.

The phone that scored the table keeps its edit token in a cookie: "Edit this table" brings
the form back filled in, scoring it again saves version 2 at the same address, and delete
asks on a page of its own. axe checks every one of these pages.
"""

from __future__ import annotations

import json
import re

import pytest

from tests.browser.conftest import assert_no_horizontal_scroll, axe_violations, podium_totals
from tests.conftest import load_example

pytestmark = pytest.mark.browser

TSUKIMI = load_example("tsukimi")


def open_filled_in_form(page, state) -> None:
    """The form filled in with a whole table, as "Edit a copy" posts it (JSON, no typing)."""
    page.goto("/tsukimi/")
    page.evaluate(
        """(state) => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = "/tsukimi/edit";
            const field = document.createElement("textarea");
            field.name = "state";
            field.value = state;
            form.append(field);
            document.body.append(form);
            form.submit();
        }""",
        json.dumps(state),
    )
    page.wait_for_load_state()


def score(page) -> None:
    page.get_by_role("button", name=re.compile("Score this game")).first.click()
    page.wait_for_load_state()


def test_a_saved_table_is_corrected_into_version_2_and_then_deleted(page):
    open_filled_in_form(page, TSUKIMI["state"])
    score(page)
    address = page.url
    assert re.search(r"/t/[A-Za-z0-9_-]{22,}$", address)
    assert podium_totals(page) == TSUKIMI["expect"]["totals"]
    assert page.locator(".qr img.qr-code").count() == 1
    assert page.locator(".qr img.qr-code").evaluate("image => image.naturalWidth") > 0
    assert page.locator("#history-title").inner_text() == "This table was never edited"
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)

    page.get_by_role("button", name="Edit this table").click()
    page.wait_for_load_state()
    assert page.input_value("#players-0-name") == "Ann"
    page.fill("#players-0-name", "Anna")
    assert axe_violations(page) == []
    score(page)
    assert page.url == address
    assert podium_totals(page) == {"Anna": 11, "Ben": 31}
    assert page.locator("#history-title").inner_text() == "This table was edited 1 time"
    assert "Ann 11, Ben 31" in page.locator(".versions").inner_text()

    page.get_by_role("link", name="Version 1").click()
    assert podium_totals(page) == TSUKIMI["expect"]["totals"]
    assert page.get_by_role("button", name="Edit this table").count() == 0
    assert axe_violations(page) == []

    page.goto(address)
    page.get_by_role("link", name="Delete this table").click()
    assert axe_violations(page) == []
    page.get_by_role("button", name="Yes, delete it").click()
    page.wait_for_load_state()
    assert page.url.endswith("/tsukimi/")
    response = page.goto(address)
    assert response is not None and response.status == 404
    assert "There is no saved table at this address" in page.inner_text("main")
    assert axe_violations(page) == []
