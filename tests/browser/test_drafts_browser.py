"""Drafts that survive: a half-entered table comes back after a reload (static/drafts.js)."""

from __future__ import annotations

import pytest

from tests.browser.conftest import axe_violations, score_the_game, settle
from tests.browser.test_panorama_browser import add_cards
from tests.browser.test_sagrada_browser import pick_die, space
from tests.browser.test_topiary_browser import pick_tile, place_visitor

pytestmark = pytest.mark.browser

BANNER = "[data-draft-banner]"
CONTINUE = 'button[data-draft-choice="continue"]'
FRESH = 'button[data-draft-choice="fresh"]'


def reload_and_wait_for_banner(page) -> None:
    """Reload the form's own address, as a phone does after it locked or the tab closed."""
    page.wait_for_timeout(400)  # drafts.js writes a moment after the last keystroke
    page.goto(page.url)
    page.wait_for_selector(BANNER, state="visible")


def continue_draft(page) -> None:
    page.click(CONTINUE)
    page.wait_for_selector(BANNER, state="hidden")
    settle(page)


def card_words(page, panorama_id: str) -> list[str]:
    return page.locator(f"#{panorama_id}-cards .card-words").all_inner_texts()


def half_filled_panorama(page) -> None:
    """Four players (lists that grow: four panoramas per phase), three names, some cards."""
    page.goto("/panorama/")
    page.select_option("#player_count", "4")
    settle(page)
    page.fill("#players-0", "Ann")
    page.fill("#players-1", "Ben")
    page.fill("#players-3", "Dee")
    page.check('input[name="awards"][value="treescape"]')
    add_cards(page, "dusk-0", ["tree", "bear", "tree"])
    add_cards(page, "dawn-3", ["fox"])


def test_half_filled_panorama_continues_after_a_reload(page):
    half_filled_panorama(page)
    reload_and_wait_for_banner(page)
    assert page.input_value("#players-0") == ""  # the page itself opened blank
    continue_draft(page)
    assert page.input_value("#player_count") == "4"
    assert [page.input_value(f"#players-{seat}") for seat in range(4)] == [
        "Ann",
        "Ben",
        "",
        "Dee",
    ]
    assert page.is_checked('input[name="awards"][value="treescape"]')
    assert [words.split("change")[0].strip() for words in card_words(page, "dusk-0")] == [
        "Tree",
        "Bear",
        "Tree",
    ]
    assert len(card_words(page, "dawn-3")) == 1
    # The restored form goes on as any other: one more card, then scoring works.
    add_cards(page, "dusk-0", ["bear"])
    assert len(card_words(page, "dusk-0")) == 4


def test_start_fresh_gives_a_blank_panorama_form(page):
    half_filled_panorama(page)
    reload_and_wait_for_banner(page)
    page.click(FRESH)
    assert page.is_hidden(BANNER)
    assert page.input_value("#player_count") != "4"
    assert page.input_value("#players-0") == ""
    assert page.locator("#dusk-0-cards li").count() == 0
    # The draft is gone: the next visit opens blank, without the offer.
    page.goto("/panorama/")
    page.wait_for_timeout(300)
    assert page.is_hidden(BANNER)


def test_half_filled_sagrada_window_continues_after_a_reload(page):
    page.goto("/sagrada/")
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    for index, code in enumerate(["R1", "Y2", "G3"]):
        pick_die(page, 0, index, code)
    pick_die(page, 1, 19, "B6")  # Ben's last space: row 4, column 5
    reload_and_wait_for_banner(page)
    assert page.inner_text(space(0, 0)) != "R1"
    continue_draft(page)
    assert page.input_value("#players-0-name") == "Ann"
    assert page.input_value("#players-1-name") == "Ben"
    assert [page.inner_text(space(0, index)) for index in range(3)] == ["R1", "Y2", "G3"]
    assert page.inner_text(space(1, 19)) == "B6"
    assert page.inner_text("#players-0 [data-dice-count]") == "3"


def test_half_filled_topiary_continues_and_scoring_clears_the_draft(page):
    page.goto("/topiary/")
    page.fill("#players-0-name", "Red")
    page.fill("#players-1-name", "Blue")
    pick_tile(page, "garden-2-0", "T-Rex", "2")
    pick_tile(page, "garden-2-1", "T-Rex", "3")
    place_visitor(page, "3-0", "3-1-E", 1)
    reload_and_wait_for_banner(page)
    continue_draft(page)
    assert page.input_value("#players-1-name") == "Blue"
    assert page.input_value("#garden-2-1") != ""
    assert page.inner_text('button[value="place:3-0"]').strip() == "B→"

    score_the_game(page)
    page.goto("/topiary/")
    page.wait_for_timeout(300)
    assert page.is_hidden(BANNER), "a scored table is not offered again"


def test_typing_instead_of_answering_keeps_the_offer_until_start_fresh(page):
    """Issue 26: the first tap on the form never throws the draft away; "Start fresh" does,
    and then keeps what was typed as the new table's draft."""
    page.goto("/sagrada/")
    page.fill("#players-0-name", "Ann")
    reload_and_wait_for_banner(page)
    page.fill("#players-0-name", "Zoe")
    assert page.is_visible(BANNER)
    page.click(FRESH)
    reload_and_wait_for_banner(page)
    continue_draft(page)
    assert page.input_value("#players-0-name") == "Zoe"


def test_the_draft_banner_is_big_enough_and_passes_axe(page):
    page.goto("/sagrada/")
    page.fill("#players-0-name", "Ann")
    reload_and_wait_for_banner(page)
    for choice in (CONTINUE, FRESH):
        box = page.locator(choice).bounding_box()
        assert box is not None and box["height"] >= 44 and box["width"] >= 44
    assert axe_violations(page) == []


def test_a_form_back_with_errors_keeps_its_draft(page):
    page.goto("/sagrada/")
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "ann")  # the same name twice: refused
    page.click("text=Score this game")
    page.wait_for_selector("#error-summary")
    page.goto("/sagrada/")
    page.wait_for_selector(BANNER, state="visible")
    continue_draft(page)
    assert page.input_value("#players-1-name") == "ann"


ITALIAN_WEEKDAYS = ("lun", "mar", "mer", "gio", "ven", "sab", "dom")
ENGLISH_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def test_the_draft_banner_writes_its_date_in_the_pages_language_not_the_browsers(page):
    """Issue 23: an Italian page in an English browser read "Tue, Dec 1, 09:39 PM"."""
    page.goto("/tsukimi/?lang=it")
    page.fill("#players-0-name", "Ann")
    reload_and_wait_for_banner(page)
    when = page.inner_text("[data-draft-when]")
    assert when.split()[0].strip(",.") in ITALIAN_WEEKDAYS, when
    page.goto("/tsukimi/?lang=en")
    page.fill("#players-0-name", "Ann")
    reload_and_wait_for_banner(page)
    when = page.inner_text("[data-draft-when]")
    assert when.split()[0].strip(",.") in ENGLISH_WEEKDAYS, when
