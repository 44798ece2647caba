"""Solstis as players enter it: tapping the mountain's cells on a phone, then reading the winner."""

from __future__ import annotations

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    PHONE_VIEWPORT,
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
    """Tap targets under 44 × 44 px, the brushes included, leaving out the mountain's cells
    (checked on their own against 32 px: DESIGN.md allows that for a grid that keeps the
    table's shape) and the picker's own selects, hidden from touch and screen readers."""
    hidden_selects = set(
        page.evaluate(
            """() => Array.from(document.querySelectorAll('select.picker-select'))
                  .map(s => s.id)"""
        )
    )
    small = [target for target in small_tap_targets(page) if target not in hidden_selects]
    small = [target for target in small if not target.isdigit() and target not in ("🌈R", "✋H")]
    small += page.evaluate(
        """() => Array.from(document.querySelectorAll('.brush'))
              .filter(b => b.offsetParent !== null)
              .filter(b => {
                const r = b.getBoundingClientRect();
                return r.height < 44 || r.width < 44;
              })
              .map(b => 'brush ' + b.textContent.trim())"""
    )
    return small


def cells_under_32_px(page) -> list[str]:
    """The mountain's tappable cells narrower or shorter than 32 px."""
    cells = page.evaluate(
        """() => Array.from(document.querySelectorAll('.mountain .picker-button')).map(b => {
              const r = b.getBoundingClientRect();
              return [b.getAttribute('aria-label'), r.width, r.height];
            })"""
    )
    assert len(cells) == 2 * 48, "the mountains have no tappable cells"
    return [label for label, width, height in cells if width < 32 or height < 32]


def brush(page, player: int, name: str) -> None:
    """Tap one of a player's brushes (what a tap on a cell places), by its chip."""
    page.locator(f"#players-{player} .brush", has_text=name).tap()


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


def test_in_hand_brush_marks_a_tile_in_one_tap_and_ticks_the_squirrel(page):
    """Issue 15: a tile in hand is one tap away (its brush, then the cell), with no Squirrel
    to tick first; marking it ticks the Squirrel, since only the Squirrel places the hand."""
    page.goto("/solstis/")
    assert not page.is_checked("#players-0-spirits-squirrel")
    brush(page, 0, "In hand")
    tap(page, 0, "blue-9")
    assert cell_value(page, 0, "blue-9") == "hand"
    assert page.inner_text(cell(0, "blue-9")) == "✋H"
    assert page.get_attribute(cell(0, "blue-9"), "aria-label") == "Blue 9: In hand"
    assert page.is_checked("#players-0-spirits-squirrel")
    assert page.inner_text('[data-summary="0"]') == "0 tiles, 0 rainbows, 1 spirit, 1 in hand"
    # A second tap with the same brush empties the cell again.
    tap(page, 0, "blue-8")
    tap(page, 0, "blue-8")
    assert cell_value(page, 0, "blue-8") == ""
    # Ben's brush is his own: still Tile, so his tap places a tile.
    tap(page, 1, "red-1")
    assert cell_value(page, 1, "red-1") == "tile"
    # Blue 9 is in Ann's hand, so it is taken: Ben's In hand brush cannot put it in his.
    brush(page, 1, "In hand")
    tap(page, 1, "blue-9")
    assert cell_value(page, 1, "blue-9") == ""
    assert not page.is_checked("#players-1-spirits-squirrel")


def test_rainbow_brush_places_a_rainbow_in_one_tap_and_tile_still_cycles(page):
    page.goto("/solstis/")
    brush(page, 0, "Rainbow")
    for name in ("green-1", "orange-1"):
        tap(page, 0, name)
    assert [cell_value(page, 0, n) for n in ("green-1", "orange-1")] == ["rainbow", "rainbow"]
    assert page.inner_text(cell(0, "green-1")) == "🌈R"
    # Back to Tile: empty → tile → rainbow → empty, never "in hand".
    brush(page, 0, "Tile")
    seen = []
    for _ in range(3):
        tap(page, 0, "red-4")
        seen.append(cell_value(page, 0, "red-4"))
    assert seen == ["tile", "rainbow", ""]
    # With Rainbow, a tile the other player has can still take a rainbow.
    tap(page, 1, "purple-4")
    brush(page, 0, "Rainbow")
    tap(page, 0, "purple-4")
    assert cell_value(page, 0, "purple-4") == "rainbow"
    assert "is-taken" in page.get_attribute(cell(0, "purple-4") + " >> xpath=../..", "class")


def test_the_next_key_goes_from_the_first_name_to_the_second_and_headings_follow(page):
    """Issue 15: both names are typed in one go (the keyboard's Next key), and every heading
    of a player's section says the name being typed."""
    page.goto("/solstis/")
    page.tap("#players-0-name")
    page.keyboard.type("Ann")
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "players-1-name"
    assert page.url.endswith("/solstis/")  # Enter did not score the empty table
    page.keyboard.type("Ben")
    assert page.locator("#players-0 > summary").inner_text().startswith("Ann")
    assert page.get_by_role("group", name="Ann", exact=True).count() == 1
    assert page.get_by_role("group", name="Ann's panorama").count() == 1
    assert page.get_by_role("group", name="Spirits Ben met").count() == 1
    page.fill("#players-1-name", "")
    assert page.get_by_role("group", name="Player 2", exact=True).count() == 1


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


def test_form_without_javascript_uses_plain_selects(phone):
    page = phone(viewport=NARROW_PHONE_VIEWPORT, javascript=False, mobile=False)
    page.goto("/solstis/")
    assert_no_horizontal_scroll(page)
    assert not page.is_visible("#players-0 .brushes")  # brushes need JavaScript
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    page.check("#players-0-spirits-squirrel")
    # No round trip first: every cell offers "In hand" from the start.
    page.select_option('[name="players-0-panorama-red-3"]', "hand")
    for name in ("red-1", "red-2", "orange-1", "orange-2"):
        page.select_option(f'[name="players-0-panorama-{name}"]', "tile")
    page.select_option('[name="players-1-panorama-purple-7"]', "tile")
    page.click("text=Score this game")
    # Ann: the Squirrel puts red 3 in: 5 tiles + 1 spirit = 6; Ben: 1 tile + its fire, unlit.
    assert page.inner_text("#podium-title") == "Ann wins"
    assert ranked_points(page, 1) == 6
    assert "The Squirrel placed 1 tile from hand before scoring." in page.content()
    assert_no_horizontal_scroll(page)


def test_form_as_it_is_without_javascript_passes_axe(page):
    """axe runs in the page, so the no-JavaScript form is checked with the app's own scripts
    kept from loading: plain selects, "In hand" among their choices, no brushes."""
    page.route(
        "**/assets/*.js",
        lambda route: route.fulfill(status=200, content_type="text/javascript", body=""),
    )
    page.set_viewport_size(NARROW_PHONE_VIEWPORT)
    page.goto("/solstis/")
    assert page.locator(".picker-button").count() == 0
    assert not page.is_visible("#players-0 .brushes")
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []


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


@pytest.mark.parametrize("viewport", [PHONE_VIEWPORT, NARROW_PHONE_VIEWPORT])
def test_mountain_stands_upright_on_a_phone_with_cells_of_at_least_32_px(page, viewport):
    """Issue 15: as on the table, orange is above red and the numbers run left to right, on a
    390 px and a 360 px phone, with no sideways scrolling; buttons keep 44 px."""
    page.set_viewport_size(viewport)
    page.goto("/solstis/")
    red_1, red_2, orange_1, purple_4, red_4 = (
        cell_box(page, 0, n) for n in ("red-1", "red-2", "orange-1", "purple-4", "red-4")
    )
    assert orange_1["y"] < red_1["y"] and orange_1["x"] == red_1["x"]
    assert red_2["x"] > red_1["x"] and red_2["y"] == red_1["y"]
    assert purple_4["x"] == red_4["x"] and purple_4["y"] < orange_1["y"]  # columns line up
    assert cells_under_32_px(page) == []
    assert small_targets_besides_hidden_selects(page) == []
    assert_no_horizontal_scroll(page)
    # Ten cells fit in the mountain's row: the last one is on screen.
    assert (
        cell_box(page, 0, "red-10")["x"] + cell_box(page, 0, "red-10")["width"] <= viewport["width"]
    )


@pytest.mark.parametrize("viewport", [PHONE_VIEWPORT, NARROW_PHONE_VIEWPORT])
def test_result_mountain_stands_upright_and_no_mark_covers_another(page, viewport):
    """The result redraws each panorama upright too, and a rainbow in the largest area shows
    its 🌈R and its ★ side by side, not one over the other (issue 15's glitch)."""
    page.set_viewport_size(viewport)
    page.goto("/solstis/")
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    for name in ("red-1", "red-2", "orange-1", "orange-2", "blue-9"):
        tap(page, 0, name)
    brush(page, 0, "Rainbow")
    tap(page, 0, "green-1")
    tap(page, 0, "green-2")
    score_the_game(page)
    rainbow = page.locator("#result-panorama-0 .cell.rainbow.largest").first
    text = rainbow.locator(":scope > span").first.bounding_box()
    star = rainbow.locator(".mark-largest").bounding_box()
    assert text and star
    overlap_x = min(text["x"] + text["width"], star["x"] + star["width"]) - max(
        text["x"], star["x"]
    )
    overlap_y = min(text["y"] + text["height"], star["y"] + star["height"]) - max(
        text["y"], star["y"]
    )
    assert overlap_x <= 0 or overlap_y <= 0, "the star sits on the rainbow's mark"
    cell_box_ = rainbow.bounding_box()
    assert (
        cell_box_
        and star["x"] >= cell_box_["x"]
        and star["x"] + star["width"] <= cell_box_["x"] + cell_box_["width"]
    )
    red_1 = page.locator("#result-panorama-0 .row-red .c1").bounding_box()
    orange_1 = page.locator("#result-panorama-0 .row-orange .c1").bounding_box()
    red_10 = page.locator("#result-panorama-0 .row-red .c10").bounding_box()
    assert red_1 and orange_1 and red_10
    assert orange_1["y"] < red_1["y"] and red_10["x"] > red_1["x"] and red_10["y"] == red_1["y"]
    assert red_1["width"] >= 32
    assert_no_horizontal_scroll(page)
    assert page.get_by_role("group", name="Ann", exact=True).count() == 1
    assert axe_violations(page) == []


def test_the_form_and_result_speak_italian_with_javascript_on(phone):
    """Issue 13: with Accept-Language it-IT the words solstis.js writes (the summary, a taken
    cell's label, the brushes) are Italian too, and the Italian pages pass axe."""
    page = phone(language="it")
    page.goto("/solstis/")
    assert page.get_attribute("html", "lang") == "it"
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    for name in ("red-1", "red-2", "orange-1", "orange-2"):
        tap(page, 0, name)
    brush(page, 0, "Arcobaleno")
    tap(page, 0, "green-1")
    tick(page, 0, "wolf")
    assert page.inner_text('[data-summary="0"]') == "4 tessere, 1 arcobaleno, 1 spirito"
    tap(page, 1, "red-1")  # Ann has red 1: Ben's tap puts a rainbow there
    assert page.get_attribute(cell(1, "red-1"), "aria-label") == (
        "Rosso 1: Arcobaleno, già presa: Ann ha questa tessera"
    )
    assert page.inner_text(cell(0, "green-1")) == "🌈A"
    assert page.get_by_role("group", name="Panorama di Ann").count() == 1
    assert axe_violations(page) == []
    score_the_game(page)
    # Ann: largest area 4 tiles (the rainbow joins it, 5 cells) + the Wolf's spirit 1 + its
    # 1 area 1 = 6; Ben: red 1 is a rainbow alone, an area of 1 cell and no tile = 0.
    assert ranked_points(page, 1) == 6
    assert ranked_points(page, 2) == 0
    assert "area più grande 5 caselle, 4 tessere + 1 arcobaleno; 1 area" in page.inner_text(
        "#result-panorama-0"
    )
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []
