"""Sagrada: nothing to scroll for while the table is entered (issue 15), in Chromium at 390 × 844.

What comes next in the table's reading order arrives under the thumb by the player's own action:
the keyboard's Next key from name to name and on to the public objectives (with the first
window's first space below them), the last window's last die bringing its private objective,
favor tokens and the first shared objective into view, and a shared objective's card bringing
its numbers, or the next pair's card. "In view" is what bench/taps.py counts: the whole control
inside the screen and above the Score bar, and nothing over it. Without JavaScript the form
still scores the sample (the page may scroll there)."""

from __future__ import annotations

import pytest

from tests.browser.conftest import (
    axe_violations,
    podium_totals,
    settle,
)
from tests.browser.test_sagrada_browser import SHEET, space
from tests.conftest import load_example

pytestmark = pytest.mark.browser

SAMPLE = load_example("sagrada")
NAMES = [player["name"] for player in SAMPLE["state"]["players"]]

STILL = """() => new Promise(resolve => {
  let last = null, still = 0;
  const look = () => {
    const now = [scrollX, scrollY, document.documentElement.scrollHeight].join();
    still = now === last ? still + 1 : 0;
    last = now;
    still >= 5 ? resolve() : requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})"""
"""Resolves once the page has not scrolled or grown for 5 frames (a smooth scroll has ended)."""

IN_VIEW = """e => {
  const r = e.getBoundingClientRect();
  const bar = document.querySelector('.action-bar').getBoundingClientRect();
  if (r.top < 0 || r.left < 0 || r.bottom > bar.top || r.right > innerWidth) return false;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return !!hit && (e === hit || e.contains(hit) || hit.contains(e));
}"""
"""Whether an element is wholly on screen above the Score bar, with nothing over its centre."""


def in_view(page, selector: str) -> bool:
    return page.locator(selector).evaluate(IN_VIEW)


def wait_still(page) -> None:
    settle(page)
    page.evaluate(STILL)


def three_players(page) -> None:
    page.goto("/sagrada/")
    page.select_option("#player_count", "3")
    settle(page)
    page.wait_for_selector("#players-2-name")


def names_by_next_key(page) -> None:
    """A tap in the first name, then each name typed and the keyboard's Next key (Enter)."""
    page.locator("#players-0-name").tap()
    for name in NAMES:
        page.keyboard.type(name)
        page.keyboard.press("Enter")
    wait_still(page)


def last_window_done(page) -> None:
    """The three names, then Cat's last space (row 4, column 5) picked from the sheet: the
    sheet closes, as after a whole window."""
    three_players(page)
    for seat, name in enumerate(NAMES):
        page.fill(f"#players-{seat}-name", name)
    page.locator(space(2, 19)).tap()
    page.locator(SHEET).get_by_role("button", name="G3", exact=True).tap()
    page.wait_for_selector(SHEET, state="hidden")
    wait_still(page)


def pick_card(page, pair: int, card: str) -> None:
    page.select_option(f"#shared_objectives-{pair}-objective-type", label=card)
    wait_still(page)


def test_next_key_goes_from_name_to_name_then_on_to_the_public_objectives_in_view(page):
    three_players(page)
    names = [f"#players-{seat}-name" for seat in range(3)]
    assert [page.get_attribute(name, "enterkeyhint") for name in names] == ["next"] * 3
    page.locator(names[0]).tap()
    for seat, name in enumerate(NAMES[:-1]):
        page.keyboard.type(name)
        page.keyboard.press("Enter")
        assert page.evaluate("document.activeElement.id") == f"players-{seat + 1}-name"
    page.keyboard.type(NAMES[-1])
    page.keyboard.press("Enter")
    wait_still(page)
    # Not scored (Enter would press Score): the form is still there, with the three names.
    assert page.locator("#error-summary").count() == 0
    assert [page.input_value(name) for name in names] == NAMES
    assert page.evaluate("document.activeElement.name") == "public_objectives-row_color_variety"
    chips = page.locator("#public_objectives label.chip")
    assert chips.count() == 10
    for index in range(10):
        assert chips.nth(index).evaluate(IN_VIEW), chips.nth(index).inner_text()
    # What comes after them, the first window's first space, is there too.
    assert in_view(page, space(0, 0))


def test_last_window_brings_its_private_objective_tokens_and_the_first_shared_card_in_view(page):
    last_window_done(page)
    assert page.evaluate("document.activeElement.name") == "players-2-private-kind"
    for chip in range(6):
        assert page.locator("#players-2-private label.chip").nth(chip).evaluate(IN_VIEW)
    stepper = "[data-stepper]:has(#players-2-favor_tokens)"
    for part in ('[data-step="-1"]', "#players-2-favor_tokens", '[data-step="1"]'):
        assert in_view(page, f"{stepper} {part}"), part
    assert in_view(page, "#shared_objectives-0-objective-type")


def test_a_picked_card_brings_the_next_pairs_card_then_a_cards_numbers_in_view(page):
    last_window_done(page)
    for pair, card in enumerate(["Shade Resonance", "Color Resonance"]):
        pick_card(page, pair, card)
        assert in_view(page, f"#shared_objectives-{pair + 1}-objective-type"), card
        # The form came back around the select: the focus is still on it.
        focused = page.evaluate("document.activeElement.id")
        assert focused == f"shared_objectives-{pair}-objective-type"
    pick_card(page, 2, "Other: how many different")
    for part in ("type", "of", "points", "points-hint"):
        assert in_view(page, f"#shared_objectives-2-objective-{part}"), part
    assert page.evaluate("document.activeElement.id") == "shared_objectives-2-objective-type"
    assert axe_violations(page) == []


@pytest.mark.parametrize(("motion", "behavior"), [("reduce", "auto"), ("no-preference", "smooth")])
def test_the_page_slides_on_only_when_the_phone_allows_motion(page, motion, behavior):
    page.emulate_media(reduced_motion=motion)
    three_players(page)
    page.evaluate(
        """() => {
            window.scrolls = [];
            const scrollBy = window.scrollBy.bind(window);
            window.scrollBy = options => {
                window.scrolls.push(options.behavior);
                scrollBy(options);
            };
        }"""
    )
    names_by_next_key(page)
    assert page.evaluate("window.scrolls") == [behavior]


def test_nothing_moves_while_a_player_only_ticks_chips_where_they_scrolled(page):
    """Ticking public objectives or a private colour (the player may be reading on) leaves the
    page where the player's own scroll put it."""
    three_players(page)
    for container, chips in (("#public_objectives", (0, 5, 8)), ("#players-0-private", (2,))):
        page.locator(container).evaluate("e => e.scrollIntoView({block: 'center'})")
        wait_still(page)
        before = page.evaluate("scrollY")
        for chip in chips:
            label = page.locator(f"{container} label.chip").nth(chip)
            assert label.evaluate(IN_VIEW)
            label.tap()
            wait_still(page)
            assert page.evaluate("scrollY") == before, (container, chip)


def test_sample_is_scored_through_the_form_without_javascript(phone):
    """No script: the typed rows, the chips and "Show this card's numbers" still enter the
    sample, which scores its expected totals (Ann 19, Ben 21, Cat −1)."""
    page = phone(javascript=False, mobile=False)
    page.goto("/sagrada/")
    page.select_option("#player_count", "3")
    page.click('button[value="players"]')
    state = SAMPLE["state"]
    for seat, player in enumerate(state["players"]):
        page.fill(f"#players-{seat}-name", player["name"])
        for row, line in enumerate(player["window"]):
            page.fill(f"#players-{seat}-window-{row}", line)
        page.check(f'input[name="players-{seat}-private-kind"][value="{player["private"]}"]')
        page.fill(f"#players-{seat}-favor_tokens", str(player["favor_tokens"]))
    for objective in state["public_objectives"]:
        page.check(f'input[name="public_objectives-{objective}"]')
    page.select_option("#shared_objectives-0-objective-type", "shade_resonance")
    page.select_option("#shared_objectives-1-objective-type", "color_resonance")
    page.select_option("#shared_objectives-2-objective-type", "distinct")
    third = page.locator("#shared_objectives-2")
    third.get_by_role("button", name="Show this card's numbers").click()
    assert page.locator("#error-summary").count() == 0
    page.select_option("#shared_objectives-2-objective-of", "color")
    page.fill("#shared_objectives-2-objective-points", "4:3 3:7 2:16")
    page.click("text=Score this game")
    assert podium_totals(page) == SAMPLE["expect"]["totals"]
