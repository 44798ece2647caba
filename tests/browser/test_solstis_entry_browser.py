"""Solstis entered at the speed of the table (issue 15): no scroll to reach what comes next.

A player enters a mountain, then its spirits, then the next player's mountain and spirits.
After every tap in one part, the whole part that comes next is on screen, above the Score bar:
the page brings the part being entered to the top when it has to, on the player's own taps
only, and at once when they ask for reduced motion. Every tap here is a touch at the centre of
what the player sees, made only after checking it is on screen (Playwright's own tap would
scroll to it first). The sample table (tests/examples/solstis.json) must still score Ann 47,
Ben 12, with JavaScript and without it.
"""

from __future__ import annotations

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    PHONE_VIEWPORT,
    assert_no_horizontal_scroll,
    axe_violations,
    podium_totals,
    reachable_without_a_scroll,
    score_the_game,
    scrolling_stopped,
)
from tests.conftest import load_example

pytestmark = pytest.mark.browser

SAMPLE = load_example("solstis")
BRUSHES = {"tiles": "tile", "rainbows": "rainbow", "hand": "hand"}
"""The brush (its radio's value) for each of a player's lists; Tile is picked from the start."""


def brush(seat: int, value: str) -> str:
    return f"#players-{seat} .brush:has(input[value='{value}'])"


def mountain(seat: int) -> str:
    return f"#players-{seat} .mountain"


def spirits(seat: int) -> str:
    return f"#players-{seat} .spirit-groups"


def cell(seat: int, name: str) -> str:
    return f'select[name="players-{seat}-panorama-{name}"] + .picker-button'


def touch(page, selector: str, missed: list[str]) -> None:
    """A thumb's tap on what is on screen; noted in ``missed`` when it was not (then the
    thumb scrolls to it, as a player would, so the rest can still be checked)."""
    if not reachable_without_a_scroll(page, selector):
        missed.append(selector)
        # To the middle, clear of the Score bar (which the thumb would otherwise tap).
        page.locator(selector).evaluate("e => e.scrollIntoView({block: 'center'})")
        scrolling_stopped(page)
    box = page.locator(selector).bounding_box()
    assert box is not None
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    scrolling_stopped(page)


def top_of(page, selector: str) -> float:
    return page.evaluate("s => document.querySelector(s).getBoundingClientRect().top", selector)


def in_screen_order(page, selectors: list[str]) -> list[str]:
    """Cells or spirits top to bottom, left to right, as a thumb goes down the page."""

    def position(selector: str) -> tuple[float, float]:
        box = page.locator(selector).bounding_box()
        assert box is not None
        return (box["y"], box["x"])

    return sorted(selectors, key=position)


def enter_names(page, names: list[str]) -> None:
    for seat, name in enumerate(names):
        page.fill(f"#players-{seat}-name", name)


def enter_checking_reach(page) -> None:
    """Enter the sample table tap by tap, as a thumb goes down the page, and check that
    nothing needed a scroll: after every tap in a mountain, that mountain and all its
    player's spirits are on screen; after every spirit ticked, those spirits and the whole
    next mountain are (after the last player's, their own spirits)."""
    players = SAMPLE["state"]["players"]
    enter_names(page, [player["name"] for player in players])
    missed: list[str] = []
    not_in_reach: list[str] = []
    for seat, player in enumerate(players):
        for kind, value in BRUSHES.items():
            if not player.get(kind):
                continue
            if value != "tile":
                touch(page, brush(seat, value), missed)
            for name in in_screen_order(page, [cell(seat, name) for name in player[kind]]):
                touch(page, name, missed)
                if not (
                    reachable_without_a_scroll(page, mountain(seat))
                    and reachable_without_a_scroll(page, spirits(seat))
                ):
                    not_in_reach.append(f"after {name}: {spirits(seat)}")
        boxes = {f"label[for='players-{seat}-spirits-{slug}']": slug for slug in player["spirits"]}
        for box in in_screen_order(page, list(boxes)):
            if page.is_checked(f"#players-{seat}-spirits-{boxes[box]}"):
                continue  # the Squirrel, ticked by marking a tile in hand
            touch(page, box, missed)
            after = mountain(seat + 1) if seat + 1 < len(players) else spirits(seat)
            if not (
                reachable_without_a_scroll(page, spirits(seat))
                and reachable_without_a_scroll(page, after)
            ):
                not_in_reach.append(f"after {box}: {after}")
    assert missed == []
    assert not_in_reach == []
    assert_no_horizontal_scroll(page)
    score_the_game(page)
    assert podium_totals(page) == SAMPLE["expect"]["totals"] == {"Ann": 47, "Ben": 12}


@pytest.mark.parametrize("viewport", [PHONE_VIEWPORT, NARROW_PHONE_VIEWPORT], ids=["390", "360"])
def test_the_sample_table_is_entered_with_the_next_part_always_on_screen(page, viewport):
    page.set_viewport_size(viewport)
    page.goto("/solstis/")
    enter_checking_reach(page)


def test_the_next_part_is_on_screen_in_italian_on_a_360_px_phone(phone):
    """Italian words are longer (the brushes, a background's line): the parts fit all the same."""
    page = phone(viewport=NARROW_PHONE_VIEWPORT, language="it")
    page.goto("/solstis/")
    assert page.get_attribute("html", "lang") == "it"
    enter_checking_reach(page)


def test_with_reduced_motion_the_next_part_comes_at_once(phone):
    """prefers-reduced-motion: the page jumps to the part being entered, with no animation,
    so it is in place the moment the tap is over."""
    page = phone(reduced_motion="reduce")
    page.goto("/solstis/")
    assert not reachable_without_a_scroll(page, spirits(0))
    box = page.locator(cell(0, "red-1")).bounding_box()
    assert box is not None
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    # No wait for a scroll to end: there is none to wait for.
    assert 0 <= top_of(page, mountain(0)) <= 8
    assert reachable_without_a_scroll(page, spirits(0))


def test_a_change_the_page_makes_itself_moves_nothing(page):
    """Marking a tile in hand ticks the Squirrel; that tick is the page's, not the player's,
    so the mountain being entered stays where the thumb is (no jump to the spirits)."""
    page.goto("/solstis/")
    missed: list[str] = []
    touch(page, cell(0, "red-1"), missed)  # brings Ann's mountain to the top
    top = top_of(page, mountain(0))
    touch(page, brush(0, "hand"), missed)
    touch(page, cell(0, "red-9"), missed)
    assert page.is_checked("#players-0-spirits-squirrel")
    assert abs(top_of(page, mountain(0)) - top) < 2
    assert missed == []


def test_the_page_never_scrolls_while_the_player_reads(page):
    """Only a tap in a mountain or on a spirit moves the page: opening the help moves nothing,
    and scrolled back up by the player, the page stays there."""
    page.goto("/solstis/")
    missed: list[str] = []
    touch(page, cell(0, "red-1"), missed)
    before = page.evaluate("scrollY")
    touch(page, "#players-0 .how-to > summary", missed)
    assert page.is_visible("#players-0 .spirit-effects")
    assert page.evaluate("scrollY") == before
    page.mouse.wheel(0, -3000)
    scrolling_stopped(page)
    assert page.evaluate("scrollY") == 0
    page.wait_for_timeout(400)
    assert page.evaluate("scrollY") == 0
    assert missed == []


def enter_by_taps(page, players: list[dict]) -> None:
    """The sample table tapped in through the brushes, cells and spirit cards."""
    enter_names(page, [player["name"] for player in players])
    for seat, player in enumerate(players):
        for kind, value in BRUSHES.items():
            if player.get(kind):
                page.locator(brush(seat, value)).tap()
                for name in player[kind]:
                    page.locator(cell(seat, name)).tap()
        for slug in player["spirits"]:
            page.check(f"#players-{seat}-spirits-{slug}")


@pytest.mark.parametrize("viewport", [PHONE_VIEWPORT, NARROW_PHONE_VIEWPORT], ids=["390", "360"])
def test_the_folds_open_and_the_form_and_result_pass_axe(page, viewport):
    """The help fold and the Evil Spirit's fold, opened, pass axe on the form; so does the
    result of the sample table tapped in."""
    page.set_viewport_size(viewport)
    page.goto("/solstis/")
    page.locator("#players-0 .how-to > summary").click()
    page.locator("#players-1 .evil-spirit > summary").click()
    assert page.is_visible("#players-0 .spirit-effects")
    assert page.is_visible("#players-1-evil_spirit_covers")
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)
    enter_by_taps(page, SAMPLE["state"]["players"])
    assert axe_violations(page) == []
    score_the_game(page)
    assert podium_totals(page) == {"Ann": 47, "Ben": 12}
    assert axe_violations(page) == []
    assert_no_horizontal_scroll(page)


def test_the_sample_table_scores_through_the_form_without_javascript(phone):
    """Without JavaScript every cell is a plain select, the spirits are checkboxes and the
    Evil Spirit's fold opens natively; the sample still scores Ann 47, Ben 12."""
    page = phone(viewport=NARROW_PHONE_VIEWPORT, javascript=False, mobile=False)
    page.goto("/solstis/")
    assert_no_horizontal_scroll(page)
    assert not page.is_visible("#players-0 .brushes")
    assert page.inner_text("#players-0 .how-to > summary") == "What each spirit does"
    assert not page.is_visible("#players-0-evil_spirit_covers")
    page.click("#players-0 .evil-spirit > summary")
    assert page.is_visible("#players-0-evil_spirit_covers")
    players = SAMPLE["state"]["players"]
    enter_names(page, [player["name"] for player in players])
    for seat, player in enumerate(players):
        for kind, value in (("tiles", "tile"), ("rainbows", "rainbow"), ("hand", "hand")):
            for name in player.get(kind, []):
                page.select_option(f'[name="players-{seat}-panorama-{name}"]', value)
        for slug in player["spirits"]:
            page.check(f"#players-{seat}-spirits-{slug}")
    page.click("text=Score this game")
    page.wait_for_selector("#podium-title")
    assert podium_totals(page) == {"Ann": 47, "Ben": 12}
