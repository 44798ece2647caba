"""Topiary as a player enters it on a phone: tiles picked from the sheet, visitors placed by
tapping the places around the garden, then the winner read off the result."""

from __future__ import annotations

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    assert_no_horizontal_scroll,
    axe_violations,
    ranked_points,
    score_the_game,
    settle,
    small_tap_targets,
)
from tests.browser.test_one_phone_browser import BROKEN_WORDS

pytestmark = pytest.mark.browser

ROW_THREE = [("T-Rex", "2"), ("T-Rex", "3"), ("Swan", "4"), ("T-Rex", "5"), ("Swan", "5")]
"""The rulebook's example row: Blue, left of it, sees 2, 3, 5 T-Rex and the 4 Swan: 17."""


def pick_tile(page, field_id: str, suit: str, value: str) -> None:
    """Tap a cell, then the suit, then the value in the sheet that opens."""
    page.click(f"#{field_id} + .picker-button")
    page.click(f'dialog.picker-sheet button:text-is("{suit}")')
    page.click(f'dialog.picker-sheet button:text-is("{value}")')
    page.wait_for_selector("dialog.picker-sheet", state="hidden")


def place_visitor(page, place: str, spot: str, seat: int) -> None:
    """Tap a place around the garden, then the player for the way it looks."""
    if page.locator(f'button[value="place:{place}"][aria-pressed="true"]').count() == 0:
        page.click(f'button[value="place:{place}"]')
        settle(page)
    page.click(f'button[value="visit:{spot}:{seat}"]')
    settle(page)


def fill_rulebook_game(page) -> None:
    page.goto("/topiary/")
    page.fill("#players-0-name", "Red")
    page.fill("#players-1-name", "Blue")
    for column, (suit, value) in enumerate(ROW_THREE):
        pick_tile(page, f"garden-2-{column}", suit, value)
    pick_tile(page, "players-0-hand-0", "Swan", "3")  # Red's Swan 3: her visitor sees Swan 4
    place_visitor(page, "3-0", "3-1-E", 1)  # Blue, left of row 3, looking right
    place_visitor(page, "0-3", "1-3-S", 0)  # Red, above column 3, looking down: Swan 4


def test_rulebook_example_is_scored_from_taps(page):
    fill_rulebook_game(page)
    assert page.inner_text('button[value="place:3-0"]').strip() == "B→"
    assert "1 of 8 visitors" in page.inner_text("#visitors")
    # The chooser lies over the tiles: closing it (✕) brings them back to tap.
    page.click("#place-panel .close-x")
    settle(page)
    # Tiles used once are not offered again: Swan 4 is crossed out for another cell.
    page.click("#garden-0-0 + .picker-button")
    page.click('dialog.picker-sheet button:text-is("Swan")')
    assert page.locator('dialog.picker-sheet button[disabled]:has-text("4")').count() == 1
    page.click("dialog.picker-sheet .picker-close")
    assert_no_horizontal_scroll(page)

    score_the_game(page)
    # Blue: 2 + 3 + 5 + 4 = 14, +3 for three T-Rex = 17. Red: Swan 4 = 4, hand Swan 3 +3 = 7.
    assert page.inner_text("#podium-title") == "Blue wins"
    assert ranked_points(page, 1) == 17
    assert ranked_points(page, 2) == 7
    assert_no_horizontal_scroll(page)


def test_tapping_a_placed_visitors_owner_again_takes_it_away(page):
    page.goto("/topiary/")
    place_visitor(page, "6-6", "5-5-NW", 0)
    # Blank names read "Player 1" and "Player 2": their marks are the seat numbers.
    assert page.inner_text('button[value="place:6-6"]').strip() == "1↖"
    page.click('button[value="visit:5-5-NW:0"]')
    settle(page)
    assert page.inner_text('button[value="place:6-6"]').strip() == "+"
    assert page.locator("#visitors-0").count() == 0


def in_view_above_the_score_bar(page, selector: str) -> bool:
    """Whether an element's top is on screen and not hidden behind the sticky Score bar."""
    return page.evaluate(
        """selector => {
            const box = document.querySelector(selector).getBoundingClientRect();
            const bar = document.querySelector(".action-bar").getBoundingClientRect();
            return box.top >= 0 && box.top + 48 <= bar.top;
        }""",
        selector,
    )


RING_PLACES = [
    f"{row}-{column}"
    for row in range(7)
    for column in range(7)
    if row in (0, 6) or column in (0, 6)
]
"""The 24 places around the garden, as their buttons' values name them ("place:R-C")."""


def uncovered_places(page) -> list[str]:
    """The places whose button is the topmost thing at its centre (nothing laid over it)."""
    return page.evaluate(
        """places => places.filter(place => {
            const button = document.querySelector(`button[value="place:${place}"]`);
            const box = button.getBoundingClientRect();
            const x = box.left + box.width / 2, y = box.top + box.height / 2;
            const hit = document.elementFromPoint(x, y);
            return !!hit && button.contains(hit);
        })""",
        RING_PLACES,
    )


def fully_on_screen(page, selector: str) -> bool:
    """Whether an element is wholly inside the viewport and above the sticky Score bar."""
    return page.evaluate(
        """selector => {
            const box = document.querySelector(selector).getBoundingClientRect();
            const bar = document.querySelector(".action-bar").getBoundingClientRect();
            return box.top >= 0 && box.left >= 0 && box.right <= innerWidth
                && box.bottom <= bar.top;
        }""",
        selector,
    )


def inside_the_garden_tiles(page, selector: str) -> bool:
    """Whether an element lies within the 5 × 5 tiles (row 1, column 1 to row 5, column 5)."""
    return page.evaluate(
        """selector => {
            const box = document.querySelector(selector).getBoundingClientRect();
            const first = document.getElementById("garden-0-0").closest(".grid-cell")
                .getBoundingClientRect();
            const last = document.getElementById("garden-4-4").closest(".grid-cell")
                .getBoundingClientRect();
            return box.top >= first.top - 1 && box.left >= first.left - 1
                && box.bottom <= last.bottom + 1 && box.right <= last.right + 1;
        }""",
        selector,
    )


def test_a_visitor_is_two_taps_its_place_then_its_owner_from_chips_right_there(page):
    page.goto("/topiary/")
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    page.locator("#garden .board").scroll_into_view_if_needed()
    page.locator('button[value="place:4-0"]').tap()  # tap 1: the place, left of row 4
    settle(page)
    page.wait_for_function(
        "() => document.activeElement && document.activeElement.id === 'place-panel'"
    )
    page.wait_for_timeout(600)  # the page's own smooth scroll, if the chooser needed one
    top = page.evaluate("scrollY")
    # The chooser opens over the garden's tiles, beside the place: its chips on screen, and
    # every place around the garden still free to tap.
    assert page.inner_text("#place-panel-title") == "Left of row 4"
    assert inside_the_garden_tiles(page, "#place-panel")
    assert fully_on_screen(page, "#place-panel")
    assert uncovered_places(page) == RING_PLACES
    diagonal = page.get_by_role(
        "group", name="Looking down-right (SE) along a 1-tile diagonal", exact=True
    )
    diagonal.get_by_role("button", name="Ann", exact=True).tap()  # tap 2: its owner
    settle(page)
    assert page.evaluate("scrollY") == top  # no scroll between the two taps, nor after
    assert page.inner_text('button[value="place:4-0"]').strip() == "A↘"
    # The list names the spot as it was tapped, not its first tile (row 5, column 1).
    listed = page.inner_text("#visitors")
    assert "left of row 4, looking down-right (SE) along a 1-tile diagonal" in listed
    assert "1 of 8 visitors" in listed

    # The next place is one tap: the chooser moves to it, and Ben's chip is the next.
    page.locator('button[value="place:0-3"]').tap()
    settle(page)
    assert page.inner_text("#place-panel-title") == "Above column 3"
    assert inside_the_garden_tiles(page, "#place-panel")
    assert fully_on_screen(page, "#place-panel")
    down = page.get_by_role("group", name="Looking down (S) along column 3", exact=True)
    down.get_by_role("button", name="Ben", exact=True).tap()
    settle(page)
    assert page.inner_text('button[value="place:0-3"]').strip() == "B↓"
    assert "above column 3, looking down (S)" in page.inner_text("#visitors")
    assert axe_violations(page) == []  # the chooser open over the garden
    assert small_tap_targets(page) == []

    # Escape closes it, and the garden's tiles are there again.
    page.keyboard.press("Escape")
    settle(page)
    assert page.locator("#place-panel").count() == 0
    assert page.locator("#garden-2-2 + .picker-button").is_visible()


def test_with_four_players_the_chips_show_the_marks_the_ring_shows(page):
    page.goto("/topiary/")
    page.select_option("#player_count", "4")
    page.wait_for_selector("#players-3-name")
    for seat, name in enumerate(["Ann", "Benedetta", "Cat", "Dan"]):
        page.fill(f"#players-{seat}-name", name)
    page.locator('button[value="place:0-2"]').tap()  # 3 ways to look from here
    settle(page)
    assert inside_the_garden_tiles(page, "#place-panel")
    assert page.evaluate(
        "() => { const p = document.getElementById('place-panel');"
        " return p.scrollHeight <= p.clientHeight + 1; }"
    )  # all three ways and their chips without a scroll inside the chooser
    chips = page.locator("#place-panel .look").first.get_by_role("button")
    assert [chips.nth(i).locator(".mark").inner_text() for i in range(4)] == ["A", "B", "C", "D"]
    # The names are there for screen readers (the chips' names), not drawn, unless they all
    # fit whole (issue 26: words no longer break, so the chooser goes compact only when the
    # chips do not fit; before, "Bene/detta" wrapped and made it compact).
    widths = chips.locator(".chip-name").evaluate_all(
        "names => names.map(name => name.getBoundingClientRect().width)"
    )
    assert len(widths) == 4
    assert max(widths) <= 1 or page.evaluate(BROKEN_WORDS, "#place-panel") == []
    assert chips.nth(1).get_attribute("aria-pressed") == "false"
    page.locator("#place-panel .look").first.get_by_role("button", name="Benedetta").tap()
    settle(page)
    assert page.inner_text('button[value="place:0-2"]').strip() == "B↘"


def test_headings_follow_the_names_as_they_are_typed(page):
    page.goto("/topiary/")
    page.locator('button[value="place:2-0"]').tap()
    settle(page)
    page.locator("#players-0-name").fill("Ann")  # typed, not yet sent anywhere
    assert page.inner_text("#players-0-hand-label") == "Ann's hand"
    assert "Ann" in page.inner_text("#visitors .visitor-group.player-1 .visitor-head")
    assert page.locator("#place-panel .chip.player-1 .chip-name").first.inner_text() == "Ann"
    page.locator("#players-0-name").fill("")
    assert page.inner_text("#players-0-hand-label") == "Player 1's hand"


def test_without_javascript_a_tapped_place_comes_back_scrolled_to_its_chooser(phone):
    page = phone(viewport=NARROW_PHONE_VIEWPORT, javascript=False, mobile=False)
    page.goto("/topiary/")

    def tap(selector: str) -> None:
        with page.expect_navigation():
            page.click(selector)
        page.wait_for_load_state("load")

    tap('button[value="place:6-2"]')
    assert page.url.endswith("/topiary/#place-panel")
    assert in_view_above_the_score_bar(page, "#place-panel")
    tap('button[value="visit:5-2-N:0"]')
    assert in_view_above_the_score_bar(page, "#place-panel")
    assert page.get_attribute('button[value="visit:5-2-N:0"]', "aria-pressed") == "true"
    tap("#place-panel .close-panel")
    assert page.url.endswith("/topiary/#garden")
    assert page.locator("#place-panel").count() == 0
    assert in_view_above_the_score_bar(page, "#garden")


def test_form_without_javascript_uses_plain_selects_and_buttons(phone):
    page = phone(javascript=False, mobile=False)
    page.goto("/topiary/")
    page.fill("#players-0-name", "Red")
    page.fill("#players-1-name", "Blue")
    for column, code in enumerate(["trex-2", "trex-3", "swan-4", "trex-5", "swan-5"]):
        page.select_option(f"#garden-2-{column}", code)
    page.click('button[value="place:3-0"]')
    page.click('button[value="visit:3-1-E:1"]')
    assert page.input_value("#garden-2-3") == "trex-5"  # kept across the round trip
    assert "1 of 8 visitors" in page.inner_text("#visitors")
    page.click("text=Score this game")
    assert page.inner_text("#podium-title") == "Blue wins"
    assert ranked_points(page, 1) == 17


def test_form_errors_and_result_pass_axe_and_fit_a_phone(page):
    page.goto("/topiary/")
    assert axe_violations(page) == []
    assert small_tap_targets(page) == []
    assert_no_horizontal_scroll(page)

    page.fill("#players-0-name", "Red")
    page.fill("#players-1-name", "red")  # a repeated name: an error beside the field
    place_visitor(page, "2-0", "2-1-E", 0)
    assert axe_violations(page) == []  # with a place open
    assert small_tap_targets(page) == []
    page.click("text=Score this game")
    page.wait_for_selector("#error-summary")
    assert page.input_value("#players-1-name") == "red"
    assert page.locator("#players-1-name-errors").count() == 1
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)

    page.fill("#players-1-name", "Blue")
    page.click("text=Score this game")
    page.wait_for_selector("#podium-title")
    # 0 to 0 and no hand points: the tie goes to the player later in turn order.
    assert page.inner_text("#podium-title") == "Blue wins"
    assert "playing later in turn order" in page.inner_text(".tiebreak")
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)


def test_form_and_result_fit_a_360_pixel_phone(page):
    page.set_viewport_size(NARROW_PHONE_VIEWPORT)
    page.emulate_media(color_scheme="dark")  # the game-night default: contrast checked too
    fill_rulebook_game(page)
    assert_no_horizontal_scroll(page)
    assert small_tap_targets(page) == []
    assert axe_violations(page) == []
    page.click("text=Score this game")
    page.wait_for_selector("#podium-title")
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []
    # Each visitor's line is drawn on a garden as wide as the card, in readable text.
    page.click("#views-0 summary")
    sizes = page.eval_on_selector_all(
        ".mini-board .tile, .mini-board .ring-spot",
        "cells => cells.map(cell => parseFloat(getComputedStyle(cell).fontSize))",
    )
    root = page.evaluate("parseFloat(getComputedStyle(document.documentElement).fontSize)")
    assert sizes and min(sizes) >= 0.8 * root
    widths = page.eval_on_selector_all(
        ".mini-board", "boards => boards.map(board => board.getBoundingClientRect().width)"
    )
    assert min(widths) >= 280


def test_in_italian_the_form_chooser_and_result_read_italian_and_pass_axe(phone):
    page = phone(language="it")
    page.goto("/topiary/")
    assert page.inner_text("h1") == "Calcola il punteggio di Topiary"
    page.fill("#players-0-name", "Rossa")
    page.fill("#players-1-name", "Blu")
    for column, (suit, value) in enumerate(
        [("T-Rex", "2"), ("T-Rex", "3"), ("Cigno", "4"), ("T-Rex", "5"), ("Cigno", "5")]
    ):
        pick_tile(page, f"garden-2-{column}", suit, value)
    # The cell shows the Italian letters and keeps the suit's colour (Cigno is the Swan).
    swan = page.locator("#garden-2-2 + .picker-button")
    assert swan.inner_text() == "Ci4"
    assert swan.get_attribute("data-tone") == "swan"
    page.locator('button[value="place:3-0"]').tap()
    settle(page)
    assert page.inner_text("#place-panel-title") == "A sinistra della riga 3"
    assert inside_the_garden_tiles(page, "#place-panel")
    ways = page.get_by_role("group", name="Guarda a destra (E) lungo la riga 3", exact=True)
    ways.get_by_role("button", name="Blu", exact=True).tap()
    settle(page)
    assert "a sinistra della riga 3, guarda a destra (E)" in page.inner_text("#visitors")
    assert axe_violations(page) == []
    page.click("#place-panel .close-x")
    settle(page)
    score_the_game(page)
    # The rulebook's example: Blu sees 2, 3, 5 T-Rex and the 4 Cigno, 14 + 3 = 17.
    assert ranked_points(page, 1) == 17
    result = " ".join(page.text_content("main").split())  # the closed sections too
    assert "Cosa vede ogni visitatore" in result
    assert "Bonus per sculture dello stesso tipo: 3 T-Rex +3. Totale 14 + 3 = 17." in result
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)
