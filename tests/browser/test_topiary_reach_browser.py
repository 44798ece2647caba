"""Topiary entered top to bottom on a phone with no scroll by hand (issue 15): once a player's
hand is complete the page brings the next player into view by itself, and after the last
hand the whole garden with its ring of places, so the next thing to enter is always on
screen above the Score bar. Only a pick from the sheet moves the page."""

from __future__ import annotations

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    PHONE_VIEWPORT,
    axe_violations,
    ranked_points,
    score_the_game,
    settle,
)

pytestmark = pytest.mark.browser

HANDS = [
    [("T-Rex", "3"), ("T-Rex", "4"), ("Pom-Pom", "4")],
    [("Spiral", "2"), ("T-Rex", "2"), ("Whale", "2")],
    [("Elephant", "1"), ("Spiral", "4"), ("Whale", "3")],
]
"""The three hands of the sample table (tests/examples/topiary.json), in turn order."""

AT_REST = """() => new Promise(resolve => {
  let last = null, still = 0;
  const look = () => {
    const now = scrollY + "," + document.documentElement.scrollHeight;
    still = now === last ? still + 1 : 0;
    last = now;
    still >= 5 ? resolve() : requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})"""
"""Resolves once the page has not scrolled or grown for 5 frames (a smooth scroll is over)."""


def at_rest(page) -> None:
    settle(page)
    page.evaluate(AT_REST)


def on_screen(page, selector: str) -> bool:
    """Whether every element matching ``selector`` is wholly inside the viewport, above the
    sticky Score bar, and the topmost thing at its centre (nothing laid over it)."""
    return page.evaluate(
        """selector => {
            const bar = document.querySelector(".action-bar").getBoundingClientRect();
            const all = Array.from(document.querySelectorAll(selector));
            return all.length > 0 && all.every(e => {
                const r = e.getBoundingClientRect();
                if (r.top < 0 || r.left < 0 || r.right > innerWidth || r.bottom > bar.top)
                    return false;
                const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
                return !!hit && (e === hit || e.contains(hit) || hit.contains(e));
            });
        }""",
        selector,
    )


def tap_tile(page, field_id: str, suit: str, value: str) -> None:
    """Tap a cell where it is (never scrolled to by the test), then its suit and value."""
    button = page.locator(f"#{field_id} + .picker-button")
    assert on_screen(page, f"#{field_id} + .picker-button"), f"{field_id} is out of reach"
    box = button.bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.click(f'dialog.picker-sheet button:text-is("{suit}")')
    page.click(f'dialog.picker-sheet button:text-is("{value}")')
    page.wait_for_selector("dialog.picker-sheet", state="hidden")
    at_rest(page)


def enter_hand(page, seat: int) -> None:
    for slot, (suit, value) in enumerate(HANDS[seat]):
        tap_tile(page, f"players-{seat}-hand-{slot}", suit, value)


def three_players(page) -> None:
    page.goto("/topiary/")
    page.select_option("#player_count", "3")
    page.wait_for_selector("#players-2-name")
    settle(page)
    for seat, name in enumerate(["Ann", "Ben", "Cat"]):
        page.fill(f"#players-{seat}-name", name)
    page.evaluate("window.scrollTo(0, 0)")
    at_rest(page)


GARDEN = "#garden .board .place, #garden .board .picker-button, #garden .legend-line"
"""The whole garden a player needs next: its 25 tiles, the 24 places around them, the key."""


@pytest.mark.parametrize("viewport", [PHONE_VIEWPORT, NARROW_PHONE_VIEWPORT], ids=str)
def test_each_complete_hand_brings_the_next_part_of_the_table_into_view(page, viewport):
    page.set_viewport_size(viewport)
    three_players(page)
    enter_hand(page, 0)
    enter_hand(page, 1)
    # Ben's hand complete: Cat (her name and her whole hand) is on screen, and Ben's last
    # tile, just entered, still is.
    assert on_screen(page, "#players-2")
    assert on_screen(page, "#players-1-hand-2 + .picker-button")
    enter_hand(page, 2)
    # The last hand complete: every tile of the garden and every place around it, with the
    # suits' key, on screen above the Score bar, ready for the next tap.
    assert on_screen(page, GARDEN)
    assert page.locator("#garden .board .place").count() == 24
    assert axe_violations(page) == []


def test_a_tile_picked_in_the_garden_brings_the_rest_of_the_garden_into_view(page):
    page.goto("/topiary/")
    # The player has scrolled just far enough to see the garden's first row of tiles.
    page.evaluate(
        """() => {
            const first = document.querySelector("#garden-0-0 + .picker-button");
            const bar = document.querySelector(".action-bar").getBoundingClientRect();
            scrollBy(0, first.getBoundingClientRect().bottom - bar.top + 4);
        }"""
    )
    at_rest(page)
    assert not on_screen(page, "#garden-4-4 + .picker-button")
    tap_tile(page, "garden-0-0", "Whale", "1")
    assert on_screen(page, GARDEN)


def test_part_of_a_hand_or_a_closed_sheet_leaves_the_page_where_it_is(page):
    three_players(page)
    page.evaluate("window.scrollTo(0, 40)")
    at_rest(page)
    tap_tile(page, "players-1-hand-0", "Swan", "1")  # Ben's hand is not complete yet
    assert page.evaluate("scrollY") == 40
    page.click("#players-1-hand-1 + .picker-button")
    page.click("dialog.picker-sheet .picker-close")  # nothing picked
    at_rest(page)
    assert page.evaluate("scrollY") == 40


def test_with_reduced_motion_the_page_moves_on_at_once(phone):
    page = phone(reduced_motion="reduce")
    three_players(page)
    enter_hand(page, 0)
    for slot, (suit, value) in enumerate(HANDS[1]):
        page.click(f"#players-1-hand-{slot} + .picker-button")
        page.click(f'dialog.picker-sheet button:text-is("{suit}")')
        page.click(f'dialog.picker-sheet button:text-is("{value}")')
    # No smooth scroll to wait for: one frame after the sheet has closed, Cat is in view.
    page.wait_for_selector("dialog.picker-sheet", state="hidden")
    page.evaluate("() => new Promise(requestAnimationFrame)")
    assert on_screen(page, "#players-2")


def test_without_javascript_the_hands_and_garden_are_plain_selects_and_score(phone):
    page = phone(javascript=False, mobile=False)
    page.goto("/topiary/")
    page.select_option("#player_count", "3")
    page.click('button[value="players"]')
    page.wait_for_selector("#players-2-name")
    for seat, name in enumerate(["Ann", "Ben", "Cat"]):
        page.fill(f"#players-{seat}-name", name)
    page.select_option("#players-0-hand-0", "swan-3")
    page.select_option("#garden-2-2", "swan-4")
    page.click('button[value="place:0-3"]')
    page.click('button[value="visit:1-3-S:0"]')  # Ann, above column 3, sees the Swan 4
    assert page.input_value("#players-0-hand-0") == "swan-3"  # kept across the round trip
    page.click("text=Score this game")
    # Ann: the Swan 4 she sees, +3 for her Swan 3 in hand with the Swan she sees: 7.
    assert page.inner_text("#podium-title") == "Ann wins"
    assert ranked_points(page, 1) == 7


def test_the_sample_tables_hands_entered_by_tapping_score_their_totals(page):
    """The hands entered with the page moving on by itself still post what was picked."""
    three_players(page)
    for seat in range(3):
        enter_hand(page, seat)
    assert [page.input_value(f"#players-2-hand-{slot}") for slot in range(3)] == [
        "elephant-1",
        "spiral-4",
        "whale-3",
    ]
    score_the_game(page)
    # No visitor: nobody sees a tile; hands score only with a visitor's seen suit. 0 each,
    # and the tie goes to the player latest in turn order.
    assert page.inner_text("#podium-title") == "Cat wins"


def test_on_a_phone_held_sideways_a_garden_taller_than_the_screen_is_left_where_it_is(page):
    # 844 × 390: the garden (up to 28 rem wide, as tall) cannot be shown whole, so a pick in
    # it moves nothing (scrolling its top into view would take the tile just set away).
    page.set_viewport_size({"width": 844, "height": 390})
    page.goto("/topiary/")
    page.evaluate(
        "() => document.querySelector('#garden-2-2 + .picker-button')"
        ".scrollIntoView({block: 'center'})"
    )
    at_rest(page)
    before = page.evaluate("scrollY")
    tap_tile(page, "garden-2-2", "Whale", "1")
    assert page.evaluate("scrollY") == before
    assert on_screen(page, "#garden-2-2 + .picker-button")
