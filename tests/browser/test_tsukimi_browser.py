"""Tsukimi as a player enters it: taps on value chips and rabbit steppers, then the winner."""

from __future__ import annotations

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    assert_no_horizontal_scroll,
    axe_violations,
    ranked_points,
    small_tap_targets,
)

pytestmark = pytest.mark.browser


def tap_times(page, selector: str, times: int) -> None:
    for _ in range(times):
        page.locator(selector).tap()


def enter_tile(page, row: int, value: int, first: int, second: int, colour: str = "") -> None:
    """One tile as a player enters it: a tap on its value, one on its colour, then + taps."""
    page.locator(f"#tiles-{row}-value label", has_text=str(value)).tap()
    if colour:
        page.locator(f"#tiles-{row}-color label", has_text=colour).tap()
    tap_times(page, f'#tiles-{row} .player-1 [data-step="1"]', first)
    tap_times(page, f'#tiles-{row} .player-2 [data-step="1"]', second)


def enter_players(page, first_reserve: int = 2, second_reserve: int = 1) -> None:
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    tap_times(page, '#players-0 [data-step="1"]', first_reserve)
    tap_times(page, '#players-1 [data-step="1"]', second_reserve)


def holder(page, row: int) -> str:
    return page.inner_text(f"#tiles-{row} .holder")


def test_four_tiles_tapped_in_are_scored(page):
    page.goto("/tsukimi/")
    enter_players(page)
    enter_tile(page, 0, 4, 2, 1, "Red")  # Ann 2 – Ben 1: Ann's 4
    enter_tile(page, 1, 5, 0, 2, "Blue")  # Ben's 5
    enter_tile(page, 2, 3, 1, 1)  # a tie: nobody's
    enter_tile(page, 3, 2, 3, 0)  # Ann's 2
    assert page.input_value("#players-0-reserve") == "2"
    assert page.input_value("#tiles-0-rabbits-0") == "2"
    assert page.inner_text('label[for="tiles-0-rabbits-0"]') == "Ann’s rabbits"
    assert [holder(page, row) for row in range(5)] == [
        "Ann holds it",
        "Ben holds it",
        "Tie: nobody",
        "Ann holds it",
        "Empty",
    ]
    assert_no_horizontal_scroll(page)

    page.get_by_role("button", name="Score this game").tap()
    page.wait_for_selector("#podium-title, #error-summary")
    assert page.query_selector("#error-summary") is None, page.inner_text("#error-summary")
    # Ann: 4 + 2 = 6 from 2 tiles; Ben: 5 from 1 tile; tile 3 is nobody's.
    assert page.inner_text("#podium-title") == "Ann wins"
    assert ranked_points(page, 1) == 6
    assert ranked_points(page, 2) == 5
    assert page.inner_text("#result-tile-3 .nobody") == "Tie: nobody"
    assert page.locator(".moon-tile.won.player-1").count() == 2
    assert_no_horizontal_scroll(page)


def test_marks_follow_the_steppers_and_the_names(page):
    page.goto("/tsukimi/")
    tap_times(page, '#tiles-0 .player-1 [data-step="1"]', 1)
    assert holder(page, 0) == "Value missing"
    tap_times(page, '#tiles-0 .player-1 [data-step="-1"]', 1)
    assert holder(page, 0) == "Empty"
    enter_tile(page, 0, 1, 1, 0)
    assert holder(page, 0) == "Player 1 holds it"
    tap_times(page, '#tiles-0 .player-2 [data-step="1"]', 2)
    assert holder(page, 0) == "Player 2 holds it"
    page.fill("#players-1-name", "Ren")
    assert holder(page, 0) == "Ren holds it"
    assert page.inner_text('label[for="tiles-5-rabbits-1"]') == "Ren’s rabbits"
    tap_times(page, '#tiles-0 .player-2 [data-step="-1"]', 1)
    assert holder(page, 0) == "Tie: nobody"
    # The name field keeps its label; the reserve is labelled with the name typed.
    assert page.inner_text('label[for="players-1-name"]') == "Player 2"
    assert page.inner_text('label[for="players-1-reserve"]') == "Ren’s rabbits left in reserve"
    more = page.locator('#players-1 [data-step="1"]')
    assert more.get_attribute("aria-label") == "One more: Ren’s rabbits left in reserve"


def test_a_second_tap_takes_a_colour_off(page):
    page.goto("/tsukimi/")
    blue = page.locator("#tiles-3-color label", has_text="Blue")
    blue.tap()
    assert page.locator("#tiles-3-color input:checked").evaluate_all("e => e[0].value") == "blue"
    assert holder(page, 3) == "Value missing"  # a colour alone makes it a tile
    blue.tap()
    assert page.locator("#tiles-3-color input:checked").count() == 0
    assert holder(page, 3) == "Empty"
    page.locator("#tiles-3-color label", has_text="Red").tap()
    page.locator("#tiles-3-color label", has_text="Green").tap()
    assert page.locator("#tiles-3-color input:checked").evaluate_all("e => e[0].value") == "green"


def test_clear_empties_a_row_in_place(page):
    page.goto("/tsukimi/")
    enter_tile(page, 0, 5, 2, 0, "Green")
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.locator("#tiles-0 button.clear").tap()
    assert holder(page, 0) == "Empty"
    assert page.locator("#tiles-0 input:checked").count() == 0
    assert page.input_value("#tiles-0-rabbits-0") == "0"
    assert requests == []


def test_form_works_without_javascript(browser, live_server):
    context = browser.new_context(
        java_script_enabled=False, viewport=NARROW_PHONE_VIEWPORT, base_url=live_server
    )
    page = context.new_page()
    page.goto("/tsukimi/")
    assert page.locator('[data-step="1"]:visible').count() == 0  # no JS: plain number boxes
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    page.fill("#players-0-reserve", "3")
    page.fill("#players-1-reserve", "0")
    page.locator("#tiles-0-value label", has_text="2").click()
    page.fill("#tiles-0-rabbits-1", "2")
    page.locator("#tiles-1-value label", has_text="4").click()
    page.fill("#tiles-1-rabbits-0", "1")
    page.get_by_role("button", name="Update: show who holds each tile").click()
    assert holder(page, 0) == "Ben holds it"
    assert holder(page, 1) == "Ann holds it"
    page.locator("#tiles-0 button.clear").click()
    assert holder(page, 0) == "Ann holds it"  # the second tile moved up
    assert page.input_value("#tiles-0-rabbits-0") == "1"
    page.get_by_role("button", name="Score this game").click()
    assert page.inner_text("#podium-title") == "Ann wins"
    assert_no_horizontal_scroll(page)
    context.close()


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_form_errors_and_result_pass_axe_and_fit_a_phone(page, scheme):
    page.emulate_media(color_scheme=scheme)
    page.goto("/tsukimi/")
    assert axe_violations(page) == []
    assert small_tap_targets(page) == []
    assert_no_horizontal_scroll(page)

    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    tap_times(page, '#players-0 [data-step="1"]', 1)  # Ben's reserve left empty
    tap_times(page, '#tiles-0 .player-1 [data-step="1"]', 2)  # rabbits but no value
    page.get_by_role("button", name="Score this game").tap()
    page.wait_for_selector("#error-summary")
    assert page.inner_text("#players-1-reserve-errors").startswith("Ben's reserve is missing")
    assert page.inner_text("#tiles-0-value-errors").startswith("Tile 1 has no value")
    assert page.input_value("#tiles-0-rabbits-0") == "2"
    assert page.input_value("#players-0-reserve") == "1"
    assert axe_violations(page) == []
    assert small_tap_targets(page) == []
    assert_no_horizontal_scroll(page)

    tap_times(page, '#players-1 [data-step="1"]', 1)
    page.locator("#tiles-0-value label", has_text="3").tap()
    page.get_by_role("button", name="Score this game").tap()
    page.wait_for_selector("#podium-title")
    assert page.inner_text("#podium-title") == "Ann wins"
    assert axe_violations(page) == []
    assert small_tap_targets(page) == []
    assert_no_horizontal_scroll(page)


def test_pages_fit_a_360_pixel_phone(page):
    page.set_viewport_size(NARROW_PHONE_VIEWPORT)
    page.goto("/tsukimi/")
    enter_players(page)
    enter_tile(page, 0, 5, 1, 0, "Yellow")
    assert_no_horizontal_scroll(page)
    assert small_tap_targets(page) == []
    page.get_by_role("button", name="Score this game").tap()
    page.wait_for_selector("#podium-title")
    assert page.inner_text("#podium-title") == "Ann wins"
    assert_no_horizontal_scroll(page)
    page.goto("/tsukimi/rules")
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []
