"""The focus stays where the player is after the form is drawn again in place (vantage.js).

A select that applies itself (the number of players) redraws the form; its no-JavaScript
"Show these players" button is hidden, so the focus must not go there (it would fall to the
page's body, and the next Tab would start from the top of the page)."""

from __future__ import annotations

import pytest

from tests.browser.conftest import settle

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("slug", ["panorama", "sagrada", "topiary"])
def test_the_number_of_players_keeps_the_focus_after_the_form_is_drawn_again(page, slug):
    page.goto(f"/{slug}/")
    page.focus("#player_count")
    page.select_option("#player_count", "4")
    settle(page)
    page.wait_for_selector("#players-3-name" if slug != "panorama" else "#players-3")
    assert page.evaluate("document.activeElement.id") == "player_count"


def test_a_tapped_edit_button_drawn_again_keeps_the_focus(page):
    page.goto("/panorama/")
    page.get_by_role("button", name="Bear").first.tap()
    settle(page)
    focused = page.evaluate("[document.activeElement.name, document.activeElement.value]")
    assert focused[0] == "action" and focused[1].startswith("add:")
