"""The smaller things a phone showed (issue 26, point 8): the Score bar hides what is under it,
category totals line up with their items' points, the Topiary hand-tile sheet names the
player as typed, the chosen Topiary player chip is readable, and the Panorama palette stays
above the Score bar when a Watchtower editor opens."""

from __future__ import annotations

import re

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    PHONE_VIEWPORT,
    later_scripts_in,
    settle,
)
from tests.browser.test_one_phone_browser import scored_sample

pytestmark = pytest.mark.browser

SIZES = pytest.mark.parametrize(
    "viewport", [NARROW_PHONE_VIEWPORT, PHONE_VIEWPORT], ids=["360", "390"]
)
SCHEMES = pytest.mark.parametrize("scheme", ["light", "dark"])


def alpha(colour: str) -> float:
    """The opacity of a computed CSS colour ("rgb(…)", "rgba(…, a)", "color(srgb … / a)")."""
    found = re.search(r"(?:,\s*|/\s*)([\d.]+)\)$", colour)
    return float(found.group(1)) if found and ("rgba" in colour or "/" in colour) else 1.0


@SCHEMES
def test_the_score_bar_is_opaque(phone, scheme):
    page = phone()
    page.emulate_media(color_scheme=scheme)
    page.goto("/solstis/")
    colour = page.evaluate(
        "getComputedStyle(document.querySelector('.action-bar')).backgroundColor"
    )
    assert alpha(colour) == 1.0, colour


def test_a_categorys_total_sits_in_its_items_points_column(page):
    """The total at the row's end, right-aligned with the points of the items under it (not
    in the middle of the row between the name and the chevron)."""
    scored_sample(page, "solstis")
    category = page.locator("details.category").first
    category.evaluate("d => (d.open = true)")
    edges = category.evaluate(
        """d => ({
          total: d.querySelector('.category-points').getBoundingClientRect().right,
          items: Array.from(d.querySelectorAll('.item-points'))
            .map(p => p.getBoundingClientRect().right),
        })"""
    )
    assert edges["items"], edges
    for right in edges["items"]:
        assert abs(edges["total"] - right) <= 1, edges


def test_the_hand_tile_sheet_names_the_player_as_typed(page):
    page.goto("/topiary/")
    page.locator("#players-0-name").fill("Ann")  # typed, not yet sent anywhere
    page.click("#players-0-hand-0 + .picker-button")
    assert page.inner_text("#picker-sheet-title") == "Ann's hand tile 1"
    page.click("dialog.picker-sheet .picker-close")
    assert page.inner_text('label[for="players-0-hand-1"]') == "Ann's hand tile 2"
    assert page.get_attribute("#players-0-hand-1 + .picker-button", "aria-label").startswith(
        "Ann's hand tile 2: "
    )
    page.locator("#players-0-name").fill("")
    page.click("#players-0-hand-0 + .picker-button")
    assert page.inner_text("#picker-sheet-title") == "Player 1's hand tile 1"


def relative_luminance(colour: list[float]) -> float:
    def linear(channel: float) -> float:
        channel /= 255
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(channel) for channel in colour[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first: list[float], second: list[float]) -> float:
    """WCAG 2's contrast ratio of two opaque colours."""
    light, dark = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


RGB = """element => {
  const parse = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
  // The chip's fill: its own background, or the first opaque one behind it.
  let fill = element;
  while (fill && /rgba\\(0, 0, 0, 0\\)|transparent/.test(getComputedStyle(fill).backgroundColor)) {
    fill = fill.parentElement;
  }
  return {
    text: Array.from(element.querySelectorAll('*')).concat([element])
      .filter(e => Array.from(e.childNodes).some(n => n.nodeType === 3 && n.data.trim()))
      .map(e => parse(getComputedStyle(e).color)),
    fill: parse(getComputedStyle(fill).backgroundColor),
  };
}"""


@SCHEMES
def test_the_chosen_player_chip_reads_at_aa_contrast(phone, scheme):
    """Every text of the chosen chip (the player's letter and name) against its fill: WCAG AA,
    4.5:1."""
    page = phone()
    page.emulate_media(color_scheme=scheme)
    page.goto("/topiary/")
    for seat, name in enumerate(["Ann", "Ben"]):
        page.locator(f"#players-{seat}-name").fill(name)
    page.locator('button[value="place:2-0"]').tap()
    settle(page)
    page.locator("#place-panel .chip.player-1").first.tap()
    settle(page)
    chosen = page.locator('.chip.player-1[aria-pressed="true"]').first
    colours = chosen.evaluate(RGB)
    assert colours["text"], colours
    for text in colours["text"]:
        assert contrast(text, colours["fill"]) >= 4.5, colours


def in_reach(page, selector: str) -> dict[str, float]:
    """Where the element's top and bottom are, and the Score bar's top (viewport px)."""
    found: dict[str, float] = page.evaluate(
        """selector => {
          const box = document.querySelector(selector).getBoundingClientRect();
          const bar = document.querySelector('.action-bar').getBoundingClientRect();
          return {top: box.top, bottom: box.bottom, bar: Math.min(bar.top, innerHeight)};
        }""",
        selector,
    )
    return found


def tap_where_it_is(page, locator) -> None:
    """A finger's tap where the control is on the screen (no scroll first), then wait."""
    where = locator.bounding_box()
    assert where is not None, locator
    page.touchscreen.tap(where["x"] + where["width"] / 2, where["y"] + where["height"] / 2)
    settle(page)


@SIZES
def test_the_panorama_palette_stays_above_the_score_bar_as_a_watchtower_is_entered(phone, viewport):
    """Cards, then a Watchtower whose editor opens, then each of its positions: the whole
    palette, last row included, stays on the screen above the Score bar, and so does the
    position to choose next."""
    page = phone(viewport=viewport)
    page.goto("/panorama/")
    palette = page.locator("#dusk-0-palette")
    palette.scroll_into_view_if_needed()
    for name in ["Tree", "Fox", "Lake", "Watchtower"]:
        chip = palette.get_by_role("button", name=name, exact=True)
        tap_where_it_is(page, chip)
        where = in_reach(page, "#dusk-0-palette")
        assert where["top"] >= 0 and where["bottom"] <= where["bar"], (name, where)
    row = in_reach(page, ".card.editing [data-watch-row]:not([hidden])")
    assert row["top"] >= 0 and row["bottom"] <= row["bar"], row
    editor = page.get_by_role("group", name="Card 4: Watchtower")
    for number, (mark, icon) in enumerate([("−2", "Fox"), ("−3", "Tree")], start=1):
        far = editor.get_by_role("radiogroup", name=f"Position {number}: cards from the Watchtower")
        tap_where_it_is(page, far.get_by_role("radio", name=re.compile(rf"^{re.escape(mark)} \(")))
        wanted = editor.get_by_role("radiogroup", name=f"Position {number}: icon wanted there")
        tap_where_it_is(page, wanted.get_by_role("radio", name=icon, exact=True))
        where = in_reach(page, "#dusk-0-palette")
        assert where["top"] >= 0 and where["bottom"] <= where["bar"], (number, where)
        row = in_reach(page, ".card.editing [data-watch-row]:not([hidden]):not(.folded)")
        assert row["top"] >= 0 and row["bottom"] <= row["bar"], (number, row)


# Point 7: a card's error reads at full width, once, naming the card once.
@SIZES
def test_a_cards_error_is_said_once_across_the_panorama_naming_the_card_once(phone, viewport):
    page = phone(viewport=viewport)
    page.goto("/panorama/")
    page.select_option("#player_count", "2")
    settle(page)
    for icon in ["sun", "tree", "sun"]:  # two face-up Suns: an error on card 3
        page.click(f'button[value="add:dusk-0:{icon}"]')
        settle(page)  # as test_panorama_browser.add_cards says why
    page.get_by_role("button", name="Score this game").click()
    page.wait_for_selector("#error-summary")
    errors = page.locator("#dusk-0-cards-2-errors")
    widths = page.evaluate(
        """() => ({
          errors: document.querySelector('#dusk-0-cards-2-errors').getBoundingClientRect().width,
          list: document.querySelector('#dusk-0-cards').getBoundingClientRect().width,
        })"""
    )
    assert widths["errors"] >= 0.9 * widths["list"], widths
    text = errors.inner_text()
    assert "second face-up Sun at card 3" in text
    assert not re.match(r"^\W*Card 3\b", text), text  # the sentence names the card already
    section = page.locator("#dusk-0-cards").inner_text()
    assert section.count("second face-up Sun") == 1, section


# Point 7: a typed Sagrada row that does not read says why at once, every problem together.
@pytest.mark.parametrize("code", ["en", "it"])
def test_a_typed_row_that_does_not_read_says_every_problem_as_it_is_typed(phone, code):
    page = phone(viewport=NARROW_PHONE_VIEWPORT, language=code)
    page.goto("/sagrada/")
    later_scripts_in(page)  # A typed row is read by them (issue 24).
    page.fill("#players-0-window-0", "R7 Q2 . B6")  # 4 cells; R7 and Q2 are not dice
    page.press("#players-0-window-0", "Tab")
    problems = page.locator("#players-0-window-0-typed-problems li").all_inner_texts()
    if code == "en":
        assert problems[0].startswith("This row has 4 cells; a row has 5")
        assert problems[1].startswith("This row, column 1: 'R7' is not a die")
        assert problems[2].startswith("This row, column 2: 'Q2' is not a die")
        assert "initial (R, Y, G, B, P)" in problems[1]
    else:
        assert problems[0].startswith("Questa riga ha 4 caselle")
        assert "'R7'" in problems[1] and "'Q2'" in problems[2]
        # The Italian page reads the Italian initials (issue 23), and says so.
        assert "iniziale di un colore (R, Gi, Ve, B, Vi)" in problems[1]
    assert len(problems) == 3
    described = page.get_attribute("#players-0-window-0", "aria-describedby") or ""
    assert "players-0-window-0-typed-problems" in described.split()
    if code == "it":
        page.fill("#players-0-window-0", "R5 Y2 . B6 G1")  # Y and G are no Italian colour
        page.press("#players-0-window-0", "Tab")
        problems = page.locator("#players-0-window-0-typed-problems li").all_inner_texts()
        assert len(problems) == 2 and "'Y2'" in problems[0] and "'G1'" in problems[1]
    page.fill("#players-0-window-0", "R5 Y2 . B6 G1" if code == "en" else "R5 Gi2 . B6 verde1")
    page.press("#players-0-window-0", "Tab")
    assert page.locator("#players-0-window-0-typed-problems").count() == 0
    assert page.input_value("#players-0-window-0") == ""  # the row went into the window
    codes = [page.input_value(f"#players-0-cells-{column}") for column in range(5)]
    assert codes == ["R5", "Y2", "", "B6", "G1"]
