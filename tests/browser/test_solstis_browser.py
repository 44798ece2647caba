"""Solstis as players enter it: tapping the mountain's cells on a phone, then reading the winner."""

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

pytestmark = pytest.mark.browser


def cell(player: int, name: str) -> str:
    """The tappable button the picker puts after a cell's select."""
    return f'select[name="players-{player}-panorama-{name}"] + .picker-button'


def tap(page, player: int, name: str, times: int = 1) -> None:
    for _ in range(times):
        page.tap(cell(player, name))


def cell_value(page, player: int, name: str) -> str:
    return page.input_value(f'select[name="players-{player}-panorama-{name}"]')


def tick(page, player: int, spirit: str) -> None:
    page.click(f'label[for="players-{player}-spirits-{spirit}"]')


def small_targets_besides_hidden_selects(page) -> list[str]:
    """Tap targets under 44 × 44 px, the mountain's cells included. The picker's own selects are
    hidden from touch and from screen readers, so they are left out."""
    # The picker's buttons have no id of their own; name them so the shared check reports them.
    cells = page.evaluate(
        """() => Array.from(document.querySelectorAll('.mountain .picker-button')).map(b => {
              b.id = b.previousElementSibling.id + '-cell';
              return b.id;
            })"""
    )
    assert cells, "the mountain has no tappable cells"
    hidden_selects = set(
        page.evaluate(
            """() => Array.from(document.querySelectorAll('select.picker-select'))
                  .map(s => s.id)"""
        )
    )
    return [target for target in small_tap_targets(page) if target not in hidden_selects]


def cell_box(page, player: int, name: str) -> dict[str, float]:
    box = page.locator(cell(player, name)).bounding_box()
    assert box is not None
    return box


def enter_small_game(page) -> None:
    """Ann: a 2×2 block of tiles at the bottom left and a rainbow on green 1, with the Wolf.
    Ben: red 5, and a tap on red 1, which Ann already has, so it becomes a rainbow."""
    page.goto("/solstis/")
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    for name in ("red-1", "red-2", "orange-1", "orange-2"):
        tap(page, 0, name)
    tap(page, 0, "green-1", times=2)
    tick(page, 0, "wolf")
    tap(page, 1, "red-5")
    tap(page, 1, "red-1")


def test_small_game_is_scored_from_taps(page):
    enter_small_game(page)
    assert cell_value(page, 0, "red-1") == "tile"
    assert cell_value(page, 0, "green-1") == "rainbow"
    assert page.inner_text(cell(0, "green-1")) == "🌈R"
    # Ann has red 1, so Ben's tap skips "tile" and puts a rainbow there.
    assert cell_value(page, 1, "red-1") == "rainbow"
    label = page.get_attribute(cell(1, "red-1"), "aria-label")
    assert label == "Red 1: Rainbow, taken: Ann has this tile"
    assert "is-taken" in page.get_attribute(cell(1, "orange-2") + " >> xpath=../..", "class")
    assert page.inner_text('[data-summary="0"]') == "4 tiles, 1 rainbow, 1 spirit"
    assert_no_horizontal_scroll(page)

    score_the_game(page)
    # Ann: largest area 4 tiles (+ the rainbow, 5 cells) + 1 spirit + Wolf 1 area = 6.
    # Ben: red 5 (a tile) and red 1 (a rainbow) are areas of 1 cell each; of the same size,
    # the one with more tiles counts: red 5, 1 tile = 1.
    assert page.inner_text("#podium-title") == "Ann wins"
    assert ranked_points(page, 1) == 6
    assert ranked_points(page, 2) == 1
    assert page.locator("#result-panorama-0 .cell.largest").count() == 5
    assert page.locator("#result-panorama-1 .cell.largest").count() == 1
    assert "Red 5, tile, in the largest area" in page.inner_text("#result-panorama-1")
    assert_no_horizontal_scroll(page)


def test_ticking_the_squirrel_offers_in_hand_in_place(page):
    page.goto("/solstis/")
    tick(page, 0, "squirrel")
    settle(page)
    assert page.is_checked("#players-0-spirits-squirrel")
    tap(page, 0, "blue-9", times=3)
    assert cell_value(page, 0, "blue-9") == "hand"
    assert page.inner_text(cell(0, "blue-9")) == "✋H"
    # Ben has no Squirrel: his cells cycle back to empty after the rainbow.
    tap(page, 1, "blue-8", times=3)
    assert cell_value(page, 1, "blue-8") == ""
    # Blue 9 is in Ann's hand, so it is taken: Ben's tap goes straight to a rainbow.
    tap(page, 1, "blue-9")
    assert cell_value(page, 1, "blue-9") == "rainbow"


def test_error_link_goes_to_the_very_cell_it_is_about(page):
    """A tile in both panoramas is reported on the second player's copy of it: the summary
    link must reach that cell's button, not the first cell of the mountain."""
    page.goto("/solstis/")
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ann")
    for name in ("purple-4", "purple-5", "pink-3", "pink-4", "pink-5", "red-2"):
        tap(page, 1, name)
    # A tap on a tile the other player has skips "tile"; a tampered form need not.
    page.evaluate(
        """() => { document.querySelector('select[name="players-0-panorama-red-2"]')
                     .value = 'tile'; }"""
    )
    page.click("text=Score this game")
    page.wait_for_selector("#error-summary")
    link = page.locator('#error-summary a[href="#players-1-tiles-5"]')
    assert link.inner_text() == (
        "Red 2 is in the panoramas of both Player 1 (Ann) and Player 2 (Ann); "
        "each landscape tile exists once."
    )
    link.click()
    focused = page.evaluate(
        "() => document.activeElement.previousElementSibling"
        " && document.activeElement.previousElementSibling.name"
    )
    assert focused == "players-1-panorama-red-2"
    box = page.locator(cell(1, "red-2")).bounding_box()
    assert box is not None and 0 <= box["y"] <= page.viewport_size["height"] - box["height"]


def test_form_without_javascript_uses_plain_selects(browser, live_server):
    context = browser.new_context(
        java_script_enabled=False, viewport=NARROW_PHONE_VIEWPORT, base_url=live_server
    )
    page = context.new_page()
    page.goto("/solstis/")
    assert_no_horizontal_scroll(page)
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    page.check("#players-0-spirits-squirrel")
    page.click('#players-0 button[value="refresh"]')
    page.select_option("#players-0-panorama-red-3", "hand")
    for name in ("red-1", "red-2", "orange-1", "orange-2"):
        page.select_option(f"#players-0-panorama-{name}", "tile")
    page.select_option("#players-1-panorama-purple-7", "tile")
    page.click("text=Score this game")
    # Ann: the Squirrel puts red 3 in: 5 tiles + 1 spirit = 6; Ben: 1 tile + its fire, unlit.
    assert page.inner_text("#podium-title") == "Ann wins"
    assert ranked_points(page, 1) == 6
    assert "The Squirrel placed 1 tile from hand before scoring." in page.content()
    context.close()


def test_form_errors_and_result_pass_axe_and_fit_a_phone(page):
    page.goto("/solstis/")
    settle(page)
    assert axe_violations(page) == []
    assert small_targets_besides_hidden_selects(page) == []
    assert_no_horizontal_scroll(page)

    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "ann")  # a repeated name
    tap(page, 0, "red-1")
    tick(page, 0, "bee")  # a spirit with no 2×2 block to sit on
    page.click("text=Score this game")
    page.wait_for_selector("#error-summary")
    assert page.locator("#players-1-name-errors").count() == 1
    assert page.inner_text("#players-0-spirits-errors") == (
        "Player 1 (Ann) has 1 spirit but the panorama has only 0 complete 2×2 blocks of tiles and "
        "rainbows; each spirit sits on one."
    )
    assert page.inner_text("#players-1-name-errors") == (
        "Two players are called 'ann'; give each a different name."
    )
    assert page.input_value("#players-1-name") == "ann"
    assert page.is_checked("#players-0-spirits-bee")
    assert cell_value(page, 0, "red-1") == "tile"
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)

    page.fill("#players-1-name", "Ben")
    tick(page, 0, "bee")
    page.click("text=Score this game")
    page.wait_for_selector("#podium-title")
    assert page.inner_text("#podium-title") == "Ann wins"
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_form_and_result_fit_a_360_px_phone_in_both_themes(page, scheme):
    page.emulate_media(color_scheme=scheme)
    page.set_viewport_size(NARROW_PHONE_VIEWPORT)
    enter_small_game(page)
    assert_no_horizontal_scroll(page)
    assert small_targets_besides_hidden_selects(page) == []
    assert axe_violations(page) == []
    page.click("text=Score this game")
    page.wait_for_selector("#podium-title")
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []
    page.goto("/solstis/rules")
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []


def test_mountain_lies_on_its_side_where_ten_44_px_columns_do_not_fit(page):
    """At phone width each colour is a column (Red on the left) and the numbers run down, so
    every cell is a full tap target; on a wider screen the mountain stands as on the table."""
    page.set_viewport_size(NARROW_PHONE_VIEWPORT)
    page.goto("/solstis/")
    red_1, red_2, orange_1 = (cell_box(page, 0, n) for n in ("red-1", "red-2", "orange-1"))
    assert red_1["x"] < orange_1["x"] and red_1["y"] == orange_1["y"]
    assert red_2["y"] > red_1["y"] and red_2["x"] == red_1["x"]
    assert red_1["width"] >= 44 and red_1["height"] >= 44
    assert page.is_visible("#players-0 .sideways-hint")

    page.set_viewport_size({"width": 800, "height": 900})
    red_1, red_2, orange_1 = (cell_box(page, 0, n) for n in ("red-1", "red-2", "orange-1"))
    assert orange_1["y"] < red_1["y"] and orange_1["x"] == red_1["x"]
    assert red_2["x"] > red_1["x"] and red_2["y"] == red_1["y"]
    assert not page.is_visible("#players-0 .sideways-hint")
