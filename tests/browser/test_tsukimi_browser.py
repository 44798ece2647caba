"""Tsukimi as a player enters it: one tap on a value chip and one on each player's count of
rabbits (a colour only when asked for), the next tile always within reach; then the winner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    PHONE_VIEWPORT,
    assert_no_horizontal_scroll,
    axe_violations,
    ranked_points,
    reachable_without_a_scroll,
    scrolling_stopped,
    small_tap_targets,
)

pytestmark = pytest.mark.browser

SAMPLE = json.loads((Path(__file__).parents[1] / "examples" / "tsukimi.json").read_text())


def tap_times(page, selector: str, times: int) -> None:
    for _ in range(times):
        page.locator(selector).tap()


def rabbit_chip(page, row: int, seat: int, count: int):
    return page.locator(f"#tiles-{row}-rabbits-{seat}").get_by_role(
        "radio", name=str(count), exact=True
    )


ASK_COLOURS = "Note each tile’s colour too (not scored)"


def ask_colours(page) -> None:
    """Tick the box that brings every tile's colour swatches (once; they start hidden)."""
    if not page.get_by_label(ASK_COLOURS).is_checked():
        page.get_by_text(ASK_COLOURS).tap()


def enter_tile(page, row: int, value: int, first: int, second: int, colour: str = "") -> None:
    """One tile as a player enters it: a tap on its value, its colour, each player's count."""
    page.locator(f"#tiles-{row}-value label", has_text=str(value)).tap()
    if colour:
        ask_colours(page)
        page.locator(f"#tiles-{row}-color label", has_text=colour).tap()
    rabbit_chip(page, row, 0, first).tap()
    rabbit_chip(page, row, 1, second).tap()


def enter_players(page, first_reserve: int = 2, second_reserve: int = 1) -> None:
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    tap_times(page, '#players-0 [data-step="1"]', first_reserve)
    tap_times(page, '#players-1 [data-step="1"]', second_reserve)


def holder(page, row: int) -> str:
    return page.inner_text(f"#tiles-{row} .holder")


def checked(page, selector: str) -> str:
    return page.locator(f"{selector} input:checked").evaluate("e => e.value")


def test_four_tiles_tapped_in_are_scored(page):
    page.goto("/tsukimi/")
    enter_players(page)
    enter_tile(page, 0, 4, 2, 1, "Red")  # Ann 2 – Ben 1: Ann's 4
    enter_tile(page, 1, 5, 0, 2, "Blue")  # Ben's 5
    enter_tile(page, 2, 3, 1, 1)  # a tie: nobody's
    enter_tile(page, 3, 2, 3, 0)  # Ann's 2
    assert page.input_value("#players-0-reserve") == "2"
    assert checked(page, "#tiles-0-rabbits-0") == "2"
    assert page.inner_text("#tiles-0-rabbits-0-label") == "Ann’s rabbits"
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
    assert page.locator(".moon-tile.won").count() == 3
    assert page.inner_text("#result-tile-1 .won-by").split() == ["A", "Ann"]
    assert_no_horizontal_scroll(page)


def test_the_whole_sample_table_is_entered_without_a_scroll(page):
    """Issue 15: the control that comes next in the table's reading order is always in view.
    After every tap (JavaScript on) the next tile's value chips sit above the Score bar."""
    page.goto("/tsukimi/")
    state = SAMPLE["state"]
    names = [player["name"] for player in state["players"]]
    for seat, name in enumerate(names):
        assert reachable_without_a_scroll(page, f"#players-{seat}-name")
        page.locator(f"#players-{seat}-name").tap()
        page.keyboard.type(name)
    page.locator("#players-0-reserve").tap()
    page.keyboard.type(str(state["players"][0]["reserve"]))
    page.locator("#players-0-reserve").blur()
    tap_times(page, '#players-1 [data-step="1"]', state["players"][1]["reserve"])
    scrolling_stopped(page)
    ask_colours(page)  # this test enters the colours too
    scrolling_stopped(page)
    out_of_reach = []
    for row, tile in enumerate(state["tiles"]):
        steps = [(f"#tiles-{row}-value", f"#tiles-{row}-value label >> text='{tile['value']}'")]
        steps.append((f"#tiles-{row}-color", f"#tiles-{row}-color .sw-{tile['color']}"))
        for seat, name in enumerate(names):
            chip = f"#tiles-{row}-rabbits-{seat} label:nth-of-type({tile['rabbits'][name] + 1})"
            steps.append((f"#tiles-{row}-rabbits-{seat}", chip))
        for group, chip in steps:
            if not reachable_without_a_scroll(page, group):
                out_of_reach.append(group)
            page.locator(chip).tap()
            scrolling_stopped(page)
    assert out_of_reach == []
    page.get_by_role("button", name="Score this game").tap()
    page.wait_for_selector("#podium-title")
    assert page.inner_text("#podium-title") == "Ben wins"
    assert (ranked_points(page, 1), ranked_points(page, 2)) == (31, 11)


def test_marks_follow_the_chips_and_the_names(page):
    page.goto("/tsukimi/")
    rabbit_chip(page, 0, 0, 1).tap()
    assert holder(page, 0) == "Value missing"
    rabbit_chip(page, 0, 0, 0).tap()
    assert holder(page, 0) == "Empty"
    enter_tile(page, 0, 1, 1, 0)
    assert holder(page, 0) == "Player 1 holds it"
    rabbit_chip(page, 0, 1, 2).tap()
    assert holder(page, 0) == "Player 2 holds it"
    page.fill("#players-1-name", "Ren")
    assert holder(page, 0) == "Ren holds it"
    assert page.inner_text("#tiles-5-rabbits-1-label") == "Ren’s rabbits"
    group = page.locator("#tiles-5").get_by_role("radiogroup", name="Ren’s rabbits Tile 6")
    assert group.count() == 1
    rabbit_chip(page, 0, 1, 1).tap()
    assert holder(page, 0) == "Tie: nobody"
    # The name field keeps its label; the reserve is labelled with the name typed.
    assert page.inner_text('label[for="players-1-name"]') == "Player 2"
    assert page.inner_text('label[for="players-1-reserve"]') == "Ren’s rabbits left in reserve"
    more = page.locator('#players-1 [data-step="1"]')
    assert more.get_attribute("aria-label") == "One more: Ren’s rabbits left in reserve"
    page.fill("#players-1-name", "")
    assert page.inner_text("#tiles-5-rabbits-1-label") == "Player 2’s rabbits"


def test_names_of_fields_carry_no_colour_dot(page):
    """Accessibility (issue 15): no "●Player 1" in a field's name, and no player colour on
    the form that a tile's colour could be mistaken for."""
    page.goto("/tsukimi/")
    assert page.get_by_role("textbox", name="Player 1", exact=True).count() == 1
    assert page.get_by_role("spinbutton", name="Player 2’s rabbits left in reserve").count() == 1
    assert page.get_by_role("radiogroup", name="Player 1’s rabbits Tile 1", exact=True).count() == 1
    assert page.locator(".tsukimi-form [class*='player-']").count() == 0
    assert (
        page.evaluate(
            """() => Array.from(document.querySelectorAll('.tsukimi-form label, .holder'))
             .map(e => getComputedStyle(e, '::before').content)
             .filter(c => c && c !== 'none' && c !== 'normal' && c.includes('●'))"""
        )
        == []
    )


def test_a_second_tap_takes_a_colour_off(page):
    page.goto("/tsukimi/")
    ask_colours(page)
    blue = page.locator("#tiles-3-color label", has_text="Blue")
    blue.tap()
    assert checked(page, "#tiles-3-color") == "blue"
    assert holder(page, 3) == "Value missing"  # a colour alone makes it a tile
    blue.tap()
    assert page.locator("#tiles-3-color input:checked").count() == 0
    assert holder(page, 3) == "Empty"
    page.locator("#tiles-3-color label", has_text="Red").tap()
    page.locator("#tiles-3-color label", has_text="Green").tap()
    assert checked(page, "#tiles-3-color") == "green"


def test_colours_are_asked_only_when_the_player_ticks_for_them(phone):
    """A tile's colour is not scored (spec/tsukimi.md), so its swatches are not asked tile by
    tile (issue 26, point 9): hidden until "Note each tile's colour too" is ticked, with or
    without JavaScript (a style rule, no script); a table that has a colour shows them all."""
    for javascript in (True, False):
        page = phone(javascript=javascript)
        page.goto("/tsukimi/")
        assert page.locator(".colours:visible").count() == 0
        page.get_by_text(ASK_COLOURS).click()
        assert page.locator(".colours:visible").count() == 18
        page.locator("#tiles-0-color label", has_text="Red").click()
        page.get_by_text(ASK_COLOURS).click()  # unticked: a chosen colour keeps them in view
        assert page.locator(".colours:visible").count() == 18
        assert page.get_by_label(ASK_COLOURS).get_attribute("name") is None  # not sent
    # A table with a colour, drawn again by the server (Update, no JavaScript): box ticked.
    page.locator("#tiles-0-value label", has_text="3").click()
    rabbit_chip(page, 0, 0, 1).click()
    page.get_by_role("button", name="Update: show who holds each tile").click()
    assert page.get_by_label(ASK_COLOURS).is_checked()
    assert page.locator(".colours:visible").count() == 18


def test_clear_empties_a_row_in_place(page):
    page.goto("/tsukimi/")
    enter_tile(page, 0, 5, 2, 3, "Green")
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.locator("#tiles-0 button.clear").tap()
    assert holder(page, 0) == "Empty"
    assert page.locator("#tiles-0 :is(.values, .colours) input:checked").count() == 0
    assert (checked(page, "#tiles-0-rabbits-0"), checked(page, "#tiles-0-rabbits-1")) == ("0", "0")
    # Only the running totals may ask the server (after any change, the tile's entry too);
    # the Clear itself is drawn on the phone.
    assert [url for url in requests if not url.endswith("/tsukimi/totals")] == []


def test_form_works_without_javascript(phone):
    page = phone(javascript=False, mobile=False)
    page.goto("/tsukimi/")
    assert page.locator('[data-step="1"]:visible').count() == 0  # no JS: plain number boxes
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    page.fill("#players-0-reserve", "3")
    page.fill("#players-1-reserve", "0")
    page.locator("#tiles-0-value label", has_text="2").click()
    rabbit_chip(page, 0, 1, 2).click()
    page.locator("#tiles-1-value label", has_text="4").click()
    rabbit_chip(page, 1, 0, 1).click()
    page.get_by_role("button", name="Update: show who holds each tile").click()
    assert holder(page, 0) == "Ben holds it"
    assert holder(page, 1) == "Ann holds it"
    assert page.inner_text("#tiles-0-rabbits-1-label") == "Ben’s rabbits"
    page.locator("#tiles-0 button.clear").click()
    assert holder(page, 0) == "Ann holds it"  # the second tile moved up
    assert checked(page, "#tiles-0-rabbits-0") == "1"
    page.get_by_role("button", name="Score this game").click()
    assert page.inner_text("#podium-title") == "Ann wins"
    assert_no_horizontal_scroll(page)


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
    rabbit_chip(page, 0, 0, 2).tap()  # rabbits but no value
    page.get_by_role("button", name="Score this game").tap()
    page.wait_for_selector("#error-summary")
    assert page.inner_text("#players-1-reserve-errors").startswith("Ben's reserve is missing")
    assert page.inner_text("#tiles-0-value-errors").startswith("Tile 1 has no value")
    assert checked(page, "#tiles-0-rabbits-0") == "2"
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


CONTRAST = """selector => {
  const rgb = c => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = c => {
    const [r, g, b] = rgb(c).map(v => v / 255).map(v =>
      v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
  const badge = document.querySelector(selector);
  const tile = badge.closest(".moon-tile");
  const style = getComputedStyle(badge);
  return {
    badge: ratio(style.color, style.backgroundColor),
    outline: ratio(getComputedStyle(tile).borderTopColor, getComputedStyle(tile).backgroundColor),
  };
}"""


@pytest.mark.parametrize("scheme", ["dark", "light"])
def test_a_won_tile_is_marked_by_a_badge_and_a_neutral_outline(page, scheme):
    """Issue 15's glitch: a player colour on a coloured tile read as the tile's colour. The
    winner is now a badge with the initial and a neutral outline, both with AA contrast (4.5
    for the badge's text, 3 for the outline, a graphic)."""
    page.emulate_media(color_scheme=scheme)
    page.goto("/tsukimi/")
    enter_players(page)
    enter_tile(page, 0, 4, 2, 1, "Red")
    enter_tile(page, 1, 5, 0, 2, "Blue")
    page.get_by_role("button", name="Score this game").tap()
    page.wait_for_selector("#podium-title")
    first = page.locator("#result-tile-1")
    assert first.locator(".badge").inner_text() == "A"
    assert page.locator("#result-tile-2 .badge").inner_text() == "B"
    outline = first.evaluate("e => getComputedStyle(e).borderTopColor")
    swatches = page.locator(".moon-board .swatch").evaluate_all(
        "all => all.map(e => getComputedStyle(e).backgroundColor)"
    )
    assert outline not in swatches
    contrast = page.evaluate(CONTRAST, "#result-tile-1 .badge")
    assert contrast["badge"] >= 4.5 and contrast["outline"] >= 3, contrast
    assert axe_violations(page) == []


@pytest.mark.parametrize("viewport", [NARROW_PHONE_VIEWPORT, PHONE_VIEWPORT])
def test_every_chip_is_a_44_pixel_target(page, viewport):
    page.set_viewport_size(viewport)
    page.goto("/tsukimi/")
    ask_colours(page)  # the swatches measured too (hidden, they have no size)
    small = page.evaluate(
        """() => Array.from(document.querySelectorAll('.tile label, .colours-switch label'))
             .map(e => e.getBoundingClientRect())
             .filter(r => r.width < 44 || r.height < 44).length"""
    )
    assert small == 0
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
