"""Issue 26 point 7: a phone without a share sheet can still pass a saved table on. Where
``navigator.share`` is missing, a Copy link button puts the table's address on the clipboard
and says "Link copied"; without JavaScript the address is there as text to copy by hand."""

from __future__ import annotations

import pytest

from tests.browser.test_saved_browser import score_three_player_game

pytestmark = pytest.mark.browser

NO_SHARE_SHEET = "delete Navigator.prototype.share; delete navigator.share;"


def test_without_a_share_sheet_copy_link_copies_the_address_and_says_so(page):
    page.context.add_init_script(NO_SHARE_SHEET)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    url = score_three_player_game(page)
    page.reload()
    assert page.evaluate("typeof navigator.share") == "undefined"
    copy = page.get_by_role("button", name="Copy link")
    assert copy.is_visible()
    assert page.locator("button[data-share-url]").is_hidden()
    copy.click()
    page.wait_for_selector(".copy-status:has-text('Link copied')")
    assert page.evaluate("navigator.clipboard.readText()") == url


def test_without_javascript_the_address_is_shown_as_text(phone):
    page = phone(javascript=False)
    # Score the table on a phone with JavaScript, open it on one without.
    other = phone()
    url = score_three_player_game(other)
    page.goto(url)
    link = page.locator(".share-link")
    assert link.is_visible()
    assert link.inner_text() == url
    assert page.get_by_role("button", name="Copy link").is_hidden()
