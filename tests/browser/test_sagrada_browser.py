"""Sagrada as players enter it: dice picked by tapping on a phone, then the winner read out."""

from __future__ import annotations

import json
import re

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    assert_no_horizontal_scroll,
    axe_violations,
    later_scripts_in,
    podium_totals,
    ranked_points,
    score_the_game,
    settle,
    small_tap_targets,
)
from tests.conftest import load_example

pytestmark = pytest.mark.browser


def space(seat: int, index: int) -> str:
    """The big button picker.js puts after a window space's select."""
    return f"#players-{seat}-cells-{index} + .picker-button"


SHEET = "dialog.dice-sheet"


def pick_die(page, seat: int, index: int, code: str) -> None:
    """Tap a window space, then its die in the sheet of all 30 (2 taps); the sheet moves on to
    the next space, so close it with Done when it is still open."""
    page.click(space(seat, index))
    page.locator(SHEET).get_by_role("button", name=code, exact=True).click()
    if page.is_visible(SHEET):
        page.locator(SHEET).get_by_role("button", name="Done").click()
    page.wait_for_selector(SHEET, state="hidden")


def tap_chip(page, container: str, word: str) -> None:
    page.locator(f"{container} label.chip", has_text=re.compile(f"^\\s*{word}")).click()


def fill_two_player_game(page) -> None:
    """Ann taps her top row R1 Y2 G3 B4 P5; Ben types "B1 G2 . . ." and "G2 B1 . . .".

    Light Shades: Ann min(#1 = 1, #2 = 1) = 2, Ben min(#1 = 2, #2 = 2) = 4. Ann: red 1,
    3 favor tokens, 15 empty spaces: 2 + 1 + 3 − 15 = −9. Ben: blue 1 + 1 = 2, 16 empty
    spaces: 4 + 2 − 16 = −10.
    """
    page.goto("/sagrada/")
    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    tap_chip(page, "#public_objectives", "Light Shades")
    for index, code in enumerate(["R1", "Y2", "G3", "B4", "P5"]):
        pick_die(page, 0, index, code)
    assert page.inner_text(space(0, 4)) == "P5"
    assert page.inner_text("#players-0 [data-dice-count]") == "5"
    tap_chip(page, "#players-0-private", "Red")
    for _ in range(3):
        page.click('[data-stepper]:has(#players-0-favor_tokens) [data-step="1"]')
    assert page.input_value("#players-0-favor_tokens") == "3"

    page.fill("#players-1-window-0", "b1 g2 . . .")
    page.fill("#players-1-window-1", "G2 B1 . . .")
    page.click('button[value="rows:1"]')
    settle(page)
    assert [page.inner_text(space(1, index)) for index in (0, 1, 5, 6)] == [
        "B1",
        "G2",
        "G2",
        "B1",
    ]
    assert page.input_value("#players-1-window-0") == ""
    tap_chip(page, "#players-1-private", "Blue")


def score(page) -> None:
    score_the_game(page)


def open_table(page, state: dict) -> None:
    """What 'Edit this table' does: post a table state to /sagrada/edit."""
    page.goto("/sagrada/rules")
    page.evaluate(
        """state => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = "/sagrada/edit";
            const input = document.createElement("input");
            input.type = "hidden";
            input.name = "state";
            input.value = state;
            form.append(input);
            document.body.append(form);
            form.submit();
        }""",
        json.dumps(state),
    )
    page.wait_for_selector("#players-0-cells-0 + .picker-button")


def test_two_player_game_is_tapped_in_and_scored(page):
    fill_two_player_game(page)
    # Each space shows its die as letter and number, colour-blind safe.
    assert [page.inner_text(space(0, index)) for index in range(5)] == [
        "R1",
        "Y2",
        "G3",
        "B4",
        "P5",
    ]
    assert_no_horizontal_scroll(page)
    score(page)
    assert page.inner_text("#podium-title") == "Ann wins"
    assert ranked_points(page, 1) == -9
    assert ranked_points(page, 2) == -10
    assert_no_horizontal_scroll(page)


def test_focal_point_spaces_are_tapped_on_a_small_window(page):
    fill_two_player_game(page)
    tap_chip(page, "#players-1-private", "Focal Point")
    settle(page)
    page.fill("#players-1-private-focal_point-name", "Gate")
    for row, column in ((1, 1), (2, 1), (4, 5)):
        page.click(f'input[name="players-1-private-focal_point-spaces-r{row}c{column}"]')
    assert page.locator("#players-1-private-focal_point-spaces input:checked").count() == 3
    assert small_tap_targets(page) == []
    score(page)
    # Ben's Gate: B1 + G2 + an empty space = 3, so Ben ties Ann at −9 and wins on private
    # objective points (3 against 1).
    assert page.inner_text("#podium-title") == "Ben wins"
    assert "private objective" in page.inner_text(".tiebreak")


def test_form_errors_and_result_pass_axe_and_fit_a_phone(page):
    page.goto("/sagrada/")
    assert axe_violations(page) == []
    assert small_tap_targets(page) == []
    assert_no_horizontal_scroll(page)
    page.click(space(0, 0))
    assert axe_violations(page) == []  # with the sheet of dice open
    assert small_tap_targets(page) == []
    page.click(f"{SHEET} .picker-close")

    fill_two_player_game(page)
    page.fill("#players-1-name", "ann")  # a repeated name
    page.fill("#players-0-window-2", "R5 Y2 B6")  # a row with 3 cells
    page.click("text=Score this game")
    page.wait_for_selector("#error-summary")
    assert page.input_value("#players-1-name") == "ann"
    assert page.locator("#players-1-name-errors").count() == 1
    assert "row 3 has 3 cells" in page.inner_text("#players-0-window-2-errors")
    assert page.inner_text(space(0, 2)) == "G3"  # every die is still there
    assert page.inner_text(space(1, 6)) == "B1"
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)

    page.fill("#players-1-name", "Ben")
    page.fill("#players-0-window-2", "")
    score(page)
    assert page.inner_text("#podium-title") == "Ann wins"
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)


def test_typed_row_goes_into_the_grid_and_a_bad_one_flags_its_row(page):
    page.set_viewport_size(NARROW_PHONE_VIEWPORT)
    page.goto("/sagrada/")
    later_scripts_in(page)  # A typed row is read by them (issue 24).
    page.fill("#players-1-window-0", "p5 y4 r1 p2 r4")
    page.press("#players-1-window-0", "Tab")
    assert [page.inner_text(space(1, index)) for index in range(5)] == [
        "P5",
        "Y4",
        "R1",
        "P2",
        "R4",
    ]
    assert page.input_value("#players-1-window-0") == ""
    assert page.inner_text("#players-1 [data-dice-count]") == "5"
    assert page.inner_text("#players-1 [data-typed-status]") == "Row 1 ✓"

    page.fill("#players-1-window-1", "G2 G4 R7 G3 Y2")  # R7 is not a die
    page.click("text=Score this game")
    page.wait_for_selector("#error-summary")
    assert "column 3: 'R7' is not a die" in page.inner_text("#players-1-window-1-errors")
    assert page.inner_text(space(1, 0)) == "P5"  # the row typed first is still in the grid
    grid = page.locator("#players-1 [data-window]")
    assert grid.get_attribute("class").split()[-2:] == ["typed-row-2", "bad-row-2"]
    assert page.inner_text('#players-1 [data-typed-note="2"]').startswith("Row 2 is read from")
    outline = page.eval_on_selector(space(1, 5), "button => getComputedStyle(button).outlineStyle")
    assert outline == "solid"
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)

    later_scripts_in(page)  # The page with errors is a new one.
    page.fill("#players-1-window-1", "G2 G4 R6 G3 Y2")
    page.press("#players-1-window-1", "Tab")
    assert page.inner_text(space(1, 7)) == "R6"
    assert "bad-row-2" not in grid.get_attribute("class")
    assert page.locator('#players-1 [data-typed-note="2"]').count() == 0


def test_a_row_typed_before_the_later_scripts_come_is_read_when_they_do(page):
    # Issue 24: the typed rows are read by the form's later script (games/sagrada-rows.js),
    # fetched once the page has loaded. Until it comes a row stays as typed, as without
    # JavaScript (the server reads it); a row typed and left meanwhile is read when it comes,
    # and one still being typed is left to its own change.
    held = []

    def hold(route) -> None:
        held.append(route)

    page.route(re.compile(r"/assets/sagrada-later\.[0-9a-f]+\.js$"), hold)
    page.goto("/sagrada/")
    while not held:
        page.wait_for_timeout(20)
    page.fill("#players-1-window-0", "p5 y4 r1 p2 r4")
    page.press("#players-1-window-0", "Tab")
    page.fill("#players-1-window-1", "G2 G4 R6 G3 Y2")  # still being typed: the focus is here
    assert page.input_value("#players-1-window-0") == "p5 y4 r1 p2 r4"
    assert page.inner_text(space(1, 0)) == "·"
    held[0].continue_()
    later_scripts_in(page)
    assert [page.inner_text(space(1, index)) for index in range(5)] == [
        "P5",
        "Y4",
        "R1",
        "P2",
        "R4",
    ]
    assert page.input_value("#players-1-window-0") == ""
    assert page.input_value("#players-1-window-1") == "G2 G4 R6 G3 Y2"
    page.press("#players-1-window-1", "Tab")
    assert page.inner_text(space(1, 7)) == "R6"


def test_three_player_sample_fits_a_narrow_phone(page):
    sample = load_example("sagrada")
    page.set_viewport_size(NARROW_PHONE_VIEWPORT)
    open_table(page, sample["state"])
    assert page.inner_text(space(2, 19)) == "G3"
    assert page.input_value("#shared_objectives-2-objective-points") == "4:3 3:7 2:16"
    assert_no_horizontal_scroll(page)
    assert small_tap_targets(page) == []
    assert axe_violations(page) == []
    page.emulate_media(color_scheme="dark")
    assert axe_violations(page) == []
    page.emulate_media(color_scheme="light")
    score(page)
    assert page.inner_text("#podium-title") == "Ben wins"
    assert podium_totals(page) == {"Ben": 21, "Ann": 19, "Cat": -1}
    # Ann | Ben, Shade Resonance: the three 2s are outlined and marked.
    assert page.locator("#shared-1-title + p + .neighbour-columns i.k").count() == 3
    # The 19 warnings fold into one closed line with their count; the small windows readable.
    warnings = page.locator("details#warnings")
    assert warnings.locator("summary").inner_text() == "19 things worth a second look"
    assert not warnings.locator("li").first.is_visible()
    warnings.locator("summary").click()
    assert warnings.locator("li").count() == 19
    assert warnings.locator("li").nth(18).is_visible()
    size = page.eval_on_selector(
        ".result-window.small > i", "die => parseFloat(getComputedStyle(die).fontSize)"
    )
    assert size >= 0.8 * 16
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []
    page.emulate_media(color_scheme="dark")  # the game-night default: contrast there too
    assert axe_violations(page) == []


def test_form_works_without_javascript(phone):
    page = phone(viewport=NARROW_PHONE_VIEWPORT, javascript=False, mobile=False)
    page.goto("/sagrada/")
    assert page.is_visible('button[value="players"]')
    page.select_option("#player_count", "1")
    page.click('button[value="players"]')
    assert page.locator("#players-1-cells-0").count() == 0
    page.fill("#players-0-name", "Ann")
    page.check('input[name="public_objectives-light_shades"]')
    for index, code in enumerate(["R1", "Y2", "G3", "B4", "P5"]):
        page.select_option(f"#players-0-cells-{index}", code)
    page.check('input[name="players-0-private-kind"][value="yellow"]')
    page.fill("#solo_target", "20")
    page.click("text=Score this game")
    # Light Shades 2, yellow 2, 15 empty spaces × −3 = −45 (solo): −41, below the target.
    # A solo game has no one to beat: its heading says the total and the target (issue 23).
    assert page.inner_text("#podium-title") == "Ann scored −41 points: target not beaten"
    assert ranked_points(page, 1) == -41
    assert "not beaten" in page.inner_text("#solo-title")


def test_rules_page_passes_axe_at_phone_width(page):
    page.set_viewport_size(NARROW_PHONE_VIEWPORT)
    page.goto("/sagrada/rules")
    assert "Color Diagonals" in page.inner_text("main")
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)


def sample_windows(page) -> list[list[str]]:
    """Every space of the three sample windows as the picker buttons show them."""
    return [[page.inner_text(space(seat, index)) for index in range(20)] for seat in range(3)]


def test_player_count_three_to_two_to_three_keeps_the_sample_table(page):
    # With JavaScript the count applies itself at once (vantage.js posts the form in place).
    open_table(page, load_example("sagrada")["state"])
    before = sample_windows(page)
    assert before[2][:5] == ["·", "G1", "·", "B1", "G1"]  # Cat's ". G1 . B1 G1"
    page.select_option("#player_count", "2")
    settle(page)
    assert page.locator("#players-2-cells-0").count() == 0
    page.select_option("#player_count", "3")
    settle(page)
    page.wait_for_selector("#players-2-cells-0 + .picker-button")
    assert sample_windows(page) == before
    assert page.input_value("#shared_objectives-2-objective-points") == "4:3 3:7 2:16"
    assert page.input_value("#final_round_order-2") == "3"
    score(page)
    assert podium_totals(page) == {"Ben": 21, "Ann": 19, "Cat": -1}


def test_player_count_three_to_two_to_three_without_javascript(phone):
    page = phone(viewport=NARROW_PHONE_VIEWPORT, javascript=False, mobile=False)
    page.goto("/sagrada/rules")
    page.set_content(
        '<form method="post" action="/sagrada/edit"><textarea name="state">'
        + json.dumps(load_example("sagrada")["state"]).replace("&", "&amp;").replace("<", "&lt;")
        + "</textarea><button>Edit</button></form>"
    )
    page.click("text=Edit")
    before = [page.input_value(f"#players-2-cells-{index}") for index in range(20)]
    for count in ("2", "3"):
        page.select_option("#player_count", count)
        page.click('button[value="players"]')
    assert [page.input_value(f"#players-2-cells-{index}") for index in range(20)] == before
    page.click("text=Score this game")
    assert podium_totals(page) == {"Ben": 21, "Ann": 19, "Cat": -1}


def test_solo_player_taps_a_second_private_colour(page):
    page.goto("/sagrada/")
    page.select_option("#player_count", "1")
    settle(page)
    page.fill("#players-0-name", "Ann")
    for index, code in enumerate(["R1", "Y2", "B3", "G4", "R5"]):
        pick_die(page, 0, index, code)
    tap_chip(page, "#players-0-private > ul.palette", "Red")
    tap_chip(page, "#players-0-private-second", "Blue")
    assert page.inner_text("#players-0-private-second legend") == "Second private colour (solo)"
    assert small_tap_targets(page) == []
    assert axe_violations(page) == []
    score(page)
    # Red 1 + 5 = 6 beats blue 3; 15 empty spaces × −3 = −45 (solo): 6 − 45 = −39.
    assert ranked_points(page, 1) == -39
    assert "Private objective: red (better than blue)" in page.inner_text("main")
