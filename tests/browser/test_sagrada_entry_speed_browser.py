"""Sagrada at the speed of the table (issue 15), in Chromium at 390 × 844: the sheet of all 30
dice that moves on by itself, the typed rows offered up front, headings that follow the typed
names, the result's warnings folded to one line, and the glitches issue 15 saw."""

from __future__ import annotations

import json
import re

import pytest

from tests.browser.conftest import (
    PHONE_VIEWPORT,
    assert_no_horizontal_scroll,
    axe_violations,
    later_scripts_in,
    podium_totals,
    score_the_game,
    settle,
    small_tap_targets,
)
from tests.browser.test_sagrada_browser import SHEET, open_table, space
from tests.conftest import load_example

pytestmark = pytest.mark.browser

ANN_TOP_ROWS = ["P5", "B3", "B4", "P6", "", "B3", "R3", "", "G5", "G2"]
"""The sample's Ann, rows 1 and 2 ("P5 B3 B4 P6 .", "B3 R3 . G5 G2"), an empty space as ''."""

ACCESSIBLE_NAMES = """() => {
  const name = e => (e.getAttribute('aria-label') ||
    (e.getAttribute('aria-labelledby') || '').split(' ').map(id => {
      const l = document.getElementById(id); return l ? l.textContent : ''; }).join(' ') ||
    (e.labels && e.labels[0] ? e.labels[0].textContent : '') ||
    (e.tagName === 'FIELDSET' && e.querySelector('legend') ?
      e.querySelector('legend').textContent : '') ||
    (['BUTTON', 'A', 'SUMMARY'].includes(e.tagName) ? e.textContent : ''))
    .replace(/\\s+/g, ' ').trim();
  return Array.from(document.querySelectorAll(
      'section, fieldset, button, a, select, input:not([type=hidden]), summary'))
    .filter(e => e.offsetParent !== null && e.getAttribute('aria-hidden') !== 'true')
    .map(e => {
      const group = e.parentElement && e.parentElement.closest('fieldset, dialog');
      return {tag: e.tagName.toLowerCase(), type: e.type || '', name: name(e),
              group: group ? (group.tagName === 'DIALOG' ? 'dialog' : name(group)) : ''};
    });
}"""
"""Every visible landmark, group and control with the accessible name a screen reader gives
it (aria-label, aria-labelledby, its label or legend, or its text), and the name of the group
(fieldset) it sits in."""


def controls(page) -> list[dict[str, str]]:
    return page.evaluate(ACCESSIBLE_NAMES)


def type_names(page, names: list[str]) -> None:
    for seat, name in enumerate(names):
        page.fill(f"#players-{seat}-name", name)


def sheet_title(page) -> str:
    return page.inner_text(f"{SHEET} h2")


def test_a_window_takes_one_tap_per_space_from_the_sheet_that_moves_on(page):
    """20 spaces, 21 taps: the first space, then each die (or Empty) as the sheet moves on;
    after the last space the sheet closes and the private objective is in view, focused."""
    page.goto("/sagrada/")
    type_names(page, ["Ann", "Ben"])
    window = load_example("sagrada")["state"]["players"][0]["window"]
    codes = [code if code != "." else "" for row in window for code in row.split()]
    taps = 1
    page.locator(space(0, 0)).tap()
    sheet = page.locator(SHEET)
    assert sheet.get_by_role("button").filter(has_text=re.compile(r"^[RYGBP][1-6]$")).count() == 30
    for index, code in enumerate(codes):
        row, column = divmod(index, 5)
        assert sheet_title(page) == f"Ann's window: Row {row + 1}, column {column + 1}"
        sheet.get_by_role("button", name=code or "Empty", exact=True).tap()
        taps += 1
    assert taps == 21
    assert not page.is_visible(SHEET)
    assert [page.input_value(f"#players-0-cells-{index}") for index in range(20)] == codes
    assert page.inner_text(space(0, 19)) == "G2"
    assert page.inner_text("#players-0 [data-dice-count]") == "16"
    # The focus moves on once the dialog's "close" event has run (see below).
    page.wait_for_function("document.activeElement.name === 'players-0-private-kind'", timeout=5000)
    # On screen once the focus's scroll has settled (a loaded machine may take a moment).
    page.wait_for_function(
        """height => { const box = document.querySelector("#players-0-private legend")
                         .getBoundingClientRect();
                       return box.top >= 0 && box.bottom <= height; }""",
        arg=PHONE_VIEWPORT["height"],
        timeout=5000,
    )


def test_a_single_die_is_two_taps_and_done_closes_the_sheet_on_its_space(page):
    page.goto("/sagrada/")
    page.locator(space(1, 7)).tap()
    assert sheet_title(page) == "Player 2's window: Row 2, column 3"
    page.locator(SHEET).get_by_role("button", name="Y4", exact=True).tap()
    assert page.input_value("#players-1-cells-7") == "Y4"  # 2 taps, and the die is in
    assert sheet_title(page) == "Player 2's window: Row 2, column 4"
    # The small window in the sheet shows where it is: Y4 in, row 2, column 4 outlined.
    small = page.locator(f"{SHEET} [data-sheet-window] > i")
    assert small.nth(7).inner_text() == "Y4"
    assert small.nth(8).get_attribute("class") == "e here"
    page.locator(SHEET).get_by_role("button", name="Done").tap()
    assert not page.is_visible(SHEET)
    # A closed dialog first gives the focus back to the space that opened it, then its
    # "close" event (a task later) moves it on to the space the sheet had reached.
    page.wait_for_function(
        "document.activeElement.getAttribute('aria-label') === 'Row 2, column 4: Empty'",
        timeout=5000,
    )
    assert page.get_attribute(space(1, 7), "aria-label") == "Row 2, column 3: Yellow 4"


def test_typing_the_rows_is_offered_under_every_window_without_a_tap(page):
    page.goto("/sagrada/")
    for seat in range(2):
        for row in range(4):
            assert page.is_visible(f"#players-{seat}-window-{row}")
    assert page.locator("details.typed-rows").count() == 0
    later_scripts_in(page)  # A typed row is read by them (issue 24).
    page.fill("#players-0-window-0", "P5 B3 B4 P6 .")
    page.press("#players-0-window-0", "Tab")
    assert [page.inner_text(space(0, index)) for index in range(5)] == [
        "P5",
        "B3",
        "B4",
        "P6",
        "·",
    ]


def test_typed_rows_are_up_front_and_scored_without_javascript(phone):
    page = phone(javascript=False, mobile=False)
    page.goto("/sagrada/")
    assert page.is_visible("#players-0-window-0")
    assert page.is_visible("#players-0-cells-0")  # a select per space
    assert page.is_visible('button[value="rows:0"]')
    type_names(page, ["Ann", "Ben"])
    page.fill("#players-0-window-0", "R1 Y2 G3 B4 P5")
    page.click('button[value="rows:0"]')
    assert [page.input_value(f"#players-0-cells-{index}") for index in range(5)] == [
        "R1",
        "Y2",
        "G3",
        "B4",
        "P5",
    ]
    page.select_option("#players-1-cells-0", "B1")
    page.check('input[name="players-0-private-kind"][value="red"]')
    page.check('input[name="players-1-private-kind"][value="blue"]')
    page.click("text=Score this game")
    # Ann: red 1, 15 empty spaces: 1 − 15 = −14. Ben: blue 1, 19 empty spaces: 1 − 19 = −18.
    assert podium_totals(page) == {"Ann": -14, "Ben": -18}


def test_headings_and_control_names_follow_the_names_as_they_are_typed(page):
    page.goto("/sagrada/")
    page.select_option("#player_count", "3")
    settle(page)
    assert page.inner_text("#players-0-window legend") == "Player 1's window"
    type_names(page, ["Ann", "Ben", "Cat"])
    assert page.inner_text("#players-0 > summary").split("\n")[0].strip().endswith("Ann")
    assert page.inner_text("#players-0-window legend") == "Ann's window"
    assert page.inner_text("#players-1-private legend") == "Ben's private objective"
    assert page.inner_text("#shared_objectives-2 legend") == "Cat | Ann"
    assert page.inner_text('label[for="players-2-favor_tokens"]') == "Cat's unused favor tokens"
    assert page.get_attribute(
        '[data-stepper]:has(#players-2-favor_tokens) [data-step="1"]', "aria-label"
    ) == ("One more: Cat's unused favor tokens")
    assert page.text_content("#final_round_order-0 option[value='2']") == "Ben"
    page.locator(space(2, 0)).tap()
    assert sheet_title(page) == "Cat's window: Row 1, column 1"
    page.keyboard.press("Escape")
    names = controls(page)
    unnamed = [c for c in names if c["tag"] in ("section", "fieldset") and not c["name"]]
    assert unnamed == []
    # A name may repeat only in differently named groups ("Red" in Ann's and in Ben's private
    # objective); "Unused favor tokens" for every player was the duplicate issue 15 found.
    seen: dict[tuple[str, str], int] = {}
    for control in names:
        if control["tag"] in ("button", "input", "select"):
            key = (control["group"], control["name"])
            seen[key] = seen.get(key, 0) + 1
    assert [key for key, times in seen.items() if times > 1] == []
    # No seat number or marker left in a name: "Player 1" is only the first name field's label.
    stale = [
        c["name"]
        for c in names
        if "●" in c["name"] or (re.search(r"Player \d", c["name"]) and c["type"] != "text")
    ]
    assert stale == []


def test_errors_use_the_names_the_headings_show(page):
    page.goto("/sagrada/")
    type_names(page, ["Ann", "Ben"])
    page.fill("#players-1-window-2", "R5 Y2 B6")
    score = page.get_by_role("button", name="Score this game")
    score.click()
    page.wait_for_selector("#error-summary")
    message = page.inner_text("#players-1-window-2-errors")
    assert message.startswith("Ben's window row 3 has 3 cells")
    assert page.inner_text("#players-1-window legend") == "Ben's window"


WORD_BREAKS = """() => {
  const broken = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, template, option, textarea, .share-link') ||
        !parent.getClientRects().length) continue;
    const word = /[A-Za-z\u00c0-\u017f]{3,}/g;
    for (let m = word.exec(node.data); m; m = word.exec(node.data)) {
      const range = document.createRange();
      range.setStart(node, m.index);
      range.setEnd(node, m.index + m[0].length);
      const lines = new Set(Array.from(range.getClientRects())
        .filter(r => r.width > 0).map(r => Math.round(r.top)));
      if (lines.size > 1) broken.push(m[0] + " in: " + node.data.trim().slice(0, 50));
    }
  }
  return broken;
}"""
"""Every visible word split over two lines ("yello w"), with the text it is in (the saved
table's link may break anywhere: it is one long word)."""


def long_named_sample() -> dict:
    """The sample table with long names and the longest colours as private objectives, which
    squeeze the one-line summaries the most."""
    state = json.loads(json.dumps(load_example("sagrada")["state"]))
    names = {"Ann": "Maximiliana", "Ben": "Bartholomew", "Cat": "Christabella"}
    for player, colour in zip(state["players"], ["yellow", "purple", "yellow"], strict=True):
        player["name"] = names[player["name"]]
        player["private"] = colour
    for shared in state["shared_objectives"]:
        shared["left"], shared["right"] = names[shared["left"]], names[shared["right"]]
    state["final_round_order"] = [names[name] for name in state["final_round_order"]]
    return state


@pytest.mark.parametrize("width", [360, 390])
def test_no_word_breaks_inside_itself_on_the_form_the_sheet_the_result_or_the_rules(page, width):
    """Issue 15 saw "yello w"; the rules page's card table split "Resonance" and
    "neighbouring" at 360 px. No word of Sagrada's pages is split, long names and all."""
    page.set_viewport_size({"width": width, "height": 844})
    page.goto("/sagrada/rules")
    assert page.evaluate(WORD_BREAKS) == []
    open_table(page, long_named_sample())
    assert page.evaluate(WORD_BREAKS) == []
    page.locator(space(0, 0)).tap()
    assert page.evaluate(WORD_BREAKS) == []
    page.keyboard.press("Escape")
    score_the_game(page)
    page.evaluate("document.querySelectorAll('details').forEach(d => { d.open = true; })")
    assert page.evaluate(WORD_BREAKS) == []
    assert_no_horizontal_scroll(page)


def test_result_points_sit_at_the_right_of_their_row_and_warnings_fold_to_one_line(page):
    open_table(page, load_example("sagrada")["state"])
    score_the_game(page)
    warnings = page.locator("details#warnings")
    assert warnings.get_attribute("open") is None
    summary_box = warnings.locator("summary").bounding_box()
    assert summary_box["height"] < 60  # one line
    assert warnings.locator("summary").inner_text() == "19 things worth a second look"
    # The podium, then that line, then the windows: the points come first.
    assert page.locator("#podium-title").bounding_box()["y"] < summary_box["y"]
    assert summary_box["y"] < page.locator("#windows-title").bounding_box()["y"]
    # A player's total in a closed window's summary, and each category's points, sit at the
    # right end of their row (beside the chevron), not halfway along it.
    for row, number in (
        (page.locator("#window-2 > summary"), ".summary-note"),
        (page.locator("#player-1-title ~ details.category > summary").first, ".category-points"),
    ):
        row_box = row.bounding_box()
        points_box = row.locator(number).bounding_box()
        assert row_box["x"] + row_box["width"] - (points_box["x"] + points_box["width"]) < 40
    assert axe_violations(page) == []
    warnings.locator("summary").click()
    assert warnings.locator("li").count() == 19
    assert axe_violations(page) == []


def test_sheet_of_dice_passes_axe_in_dark_mode_and_fits_the_phone(page):
    page.emulate_media(color_scheme="dark")
    page.goto("/sagrada/")
    page.locator(space(0, 0)).tap()
    assert axe_violations(page) == []
    assert small_tap_targets(page) == []
    box = page.locator(SHEET).bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE_VIEWPORT["height"]
    assert_no_horizontal_scroll(page)
