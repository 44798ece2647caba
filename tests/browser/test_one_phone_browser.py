"""One phone, no surprises (issue 26): nothing typed is lost on a reload, nothing jumps under
the thumb, every result drawn as it should be, at 390 and 360 px."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    PHONE_VIEWPORT,
    score_the_game,
    settle,
)
from tests.conftest import load_example

pytestmark = pytest.mark.browser

SIZES = pytest.mark.parametrize(
    "viewport", [NARROW_PHONE_VIEWPORT, PHONE_VIEWPORT], ids=["360", "390"]
)


def open_filled_in_form(page, slug: str, state: dict) -> None:
    """The form filled in with a whole table, as "Edit a copy" posts it (JSON, no typing)."""
    page.goto(f"/{slug}/")
    page.evaluate(
        """([slug, state]) => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = `/${slug}/edit`;
            const field = document.createElement("textarea");
            field.name = "state";
            field.value = state;
            form.append(field);
            document.body.append(form);
            form.submit();
        }""",
        [slug, json.dumps(state)],
    )
    page.wait_for_selector("form[data-draft]")


def scored_sample(page, slug: str) -> None:
    open_filled_in_form(page, slug, load_example(slug)["state"])
    score_the_game(page)


BROKEN_WORDS = """(root) => {
  // Every word (a run without spaces) drawn on more than one line, unless it is wider than
  // the box it sits in (only such a word may break).
  const broken = [];
  const walker = document.createTreeWalker(document.querySelector(root), NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const box = node.parentElement;
    if (!box || box.offsetParent === null) continue;
    for (const match of node.data.matchAll(/\\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
      if (tops.size < 2) continue;
      const probe = document.createElement("span");
      probe.style.whiteSpace = "nowrap";
      probe.textContent = match[0];
      box.append(probe);
      const wide = probe.getBoundingClientRect().width;
      probe.remove();
      const room = box.closest("td, th, li, p, div, label, button, span")?.clientWidth || 0;
      if (wide <= room || room === 0) broken.push(match[0]);
    }
  }
  return broken;
}"""


# 2. Tsukimi at 360 px: a colour tap does not move the rows below.
@SIZES
@pytest.mark.parametrize("code", ["en", "it"])
def test_a_tsukimi_colour_tap_moves_nothing(phone, viewport, code):
    page = phone(viewport=viewport, language=code)
    page.goto("/tsukimi/")
    page.locator("label:has(#ask-colours)").tap()  # the swatches come once asked for
    row = page.locator("#tiles-0-color")
    # Where the row and the rabbit counts sit inside the tile (the page may scroll the tile).
    layout = """() => {
      const tile = document.querySelector("#tiles-0").getBoundingClientRect();
      const row = document.querySelector("#tiles-0-color").getBoundingClientRect();
      const below = document.querySelector("#tiles-0-rabbits-0").getBoundingClientRect();
      return {row: row.height, below: below.top - tile.top, tile: tile.height};
    }"""
    before = page.evaluate(layout)
    assert before["row"] < 60, f"the colours take two lines before any tap: {before}"
    for index in range(row.locator("label").count()):
        row.locator("label").nth(index).tap()
        assert page.evaluate(layout) == before, f"colour {index} moved the tile's rows"
        assert row.locator("label").nth(index).locator("input").is_checked()


# 3. The Solstis result draws the panorama: cell boxes, colours, the largest area outlined.
@SIZES
def test_the_solstis_result_panorama_is_drawn(phone, viewport):
    page = phone(viewport=viewport)
    scored_sample(page, "solstis")
    page.locator("details:has(.result-mountain)").evaluate_all(
        "all => all.forEach(d => (d.open = true))"
    )
    look = page.evaluate(
        """() => {
          const style = (selector) => {
            const cell = document.querySelector(selector);
            return cell && getComputedStyle(cell);
          };
          const tile = style(".result-mountain .cell.tile");
          const largest = style(".result-mountain .cell.largest");
          const empty = style(".result-mountain .cell.empty");
          const height = document.querySelector(".result-mountain .cell").offsetHeight;
          return {
            tileFill: tile.backgroundColor,
            emptyBorder: empty ? empty.borderTopStyle : "dashed",
            outline: largest ? largest.outlineWidth + " " + largest.outlineStyle : "none",
            height,
            legend: getComputedStyle(document.querySelector(".mountain-legend")).display,
          };
        }"""
    )
    assert look["tileFill"] not in ("rgba(0, 0, 0, 0)", "transparent"), look
    assert look["emptyBorder"] == "dashed", look
    assert look["outline"] == "3px solid", look
    assert look["height"] >= 40, look
    assert look["legend"] == "flex", look


# 5. Words wrap at word boundaries: only a string wider than its box may break.
@SIZES
def test_italian_tsukimi_result_breaks_no_word(phone, viewport):
    page = phone(viewport=viewport, language="it")
    scored_sample(page, "tsukimi")
    assert page.evaluate(BROKEN_WORDS, "main") == []


@SIZES
def test_topiary_place_chooser_breaks_no_name(phone, viewport):
    page = phone(viewport=viewport)
    page.goto("/topiary/")
    page.select_option("#player_count", "3")
    settle(page)
    for seat, name in enumerate(["Ann", "Ben", "Cat"]):
        page.fill(f"#players-{seat}-name", name)
    page.locator('button[value="place:4-0"]').tap()
    page.wait_for_selector("#place-panel", state="visible")
    assert page.evaluate(BROKEN_WORDS, "#place-panel") == []


def test_an_overlong_name_still_breaks_rather_than_scroll_sideways(phone):
    page = phone(viewport=NARROW_PHONE_VIEWPORT)
    page.goto("/tsukimi/")
    long_name = "W" * 60
    page.fill("#players-0-name", long_name)
    page.fill("#players-1-name", "Ben")
    scrolled = page.evaluate("document.documentElement.scrollWidth - innerWidth")
    assert scrolled <= 0


# 1. A reload mid-entry never throws the table away.
def tsukimi_names_and_tiles(page, tiles: int) -> None:
    from tests.browser.test_tsukimi_browser import enter_tile

    page.fill("#players-0-name", "Ann")
    page.fill("#players-1-name", "Ben")
    for row in range(tiles):
        enter_tile(page, row, row % 5 + 1, 1, 0)
        settle(page)


def entered_tiles(page) -> list[str]:
    return page.locator(".tile .values input:checked").evaluate_all(
        "all => all.map(input => input.name + '=' + input.value)"
    )


@SIZES
def test_a_reload_mid_entry_brings_the_table_back_and_the_next_tap_keeps_it(phone, viewport):
    page = phone(viewport=viewport)
    page.goto("/tsukimi/")
    tsukimi_names_and_tiles(page, 5)
    page.wait_for_timeout(400)  # drafts.js writes a moment after the last tap
    assert page.evaluate("scrollY") > 0, "the page is scrolled down to the next tile"
    page.reload()
    expect(page.locator("#players-0-name")).to_have_value("Ann")
    settle(page)
    assert page.input_value("#players-1-name") == "Ben"
    assert len(entered_tiles(page)) == 5
    # The next tap goes on from there; a second reload keeps all six tiles.
    page.locator("#tiles-5-value label", has_text="1").tap()
    settle(page)
    page.wait_for_timeout(400)
    page.reload()
    expect(page.locator(".tile .values input:checked")).to_have_count(6)
    assert page.input_value("#players-0-name") == "Ann"


@SIZES
def test_the_offer_is_on_screen_and_a_tap_before_answering_keeps_the_draft(phone, viewport):
    page = phone(viewport=viewport)
    page.goto("/tsukimi/")
    tsukimi_names_and_tiles(page, 3)
    page.wait_for_timeout(400)
    page.goto("/")
    page.goto("/tsukimi/")  # opened again from the list of games: asked, not restored
    banner = page.locator("[data-draft-banner]")
    banner.wait_for(state="visible")
    box = banner.bounding_box()
    assert box is not None and 0 <= box["y"] < viewport["height"], "the offer is on screen"
    # A tap on the form before answering: the offer stays, the draft with it.
    page.locator("#tiles-0-value label", has_text="2").tap()
    page.wait_for_timeout(400)
    assert banner.is_visible()
    page.click('button[data-draft-choice="continue"]')
    banner.wait_for(state="hidden")
    settle(page)
    assert page.input_value("#players-0-name") == "Ann"
    assert entered_tiles(page) == [f"tiles-{row}-value={row + 1}" for row in range(3)]


def test_start_fresh_keeps_what_was_tapped_before_answering(phone):
    page = phone()
    page.goto("/tsukimi/")
    page.fill("#players-0-name", "Ann")
    page.wait_for_timeout(400)
    page.goto("/")
    page.goto("/tsukimi/")
    page.wait_for_selector("[data-draft-banner]", state="visible")
    page.fill("#players-0-name", "Zoe")
    page.click('button[data-draft-choice="fresh"]')
    page.wait_for_timeout(400)
    page.goto("/")
    page.goto("/tsukimi/")
    page.wait_for_selector("[data-draft-banner]", state="visible")
    page.click('button[data-draft-choice="continue"]')
    settle(page)
    assert page.input_value("#players-0-name") == "Zoe"


def test_a_reload_while_correcting_a_saved_table_keeps_the_correction(phone):
    page = phone()
    scored_sample(page, "tsukimi")
    address = page.url
    page.get_by_role("button", name="Edit this table").click()
    page.wait_for_selector("form[data-draft]")
    page.fill("#players-0-name", "Anna")
    page.wait_for_timeout(400)
    page.reload()
    expect(page.locator("#players-0-name")).to_have_value("Anna")
    settle(page)
    # The correction is still a correction: scoring it saves version 2 at the same address.
    score_the_game(page)
    assert page.url == address
    assert "Anna" in page.inner_text(".ranking")
    # Scored: nothing is offered any more.
    page.goto("/tsukimi/")
    page.wait_for_timeout(300)
    assert page.is_hidden("[data-draft-banner]")


# 6. An old version says so at the top, with the way to the current one.
@SIZES
def test_an_old_version_says_so_at_the_top(phone, viewport):
    page = phone(viewport=viewport)
    scored_sample(page, "tsukimi")
    address = page.url
    page.get_by_role("button", name="Edit this table").click()
    page.wait_for_selector("form[data-draft]")
    page.fill("#players-0-name", "Anna")
    score_the_game(page)
    page.goto(address + "/revisions/1")
    note = page.locator("main > :first-child")
    assert "old version" in note.inner_text()
    assert "version 1" in note.inner_text()
    box = note.bounding_box()
    podium = page.locator(".podium").bounding_box()
    assert box is not None and podium is not None
    assert box["y"] + box["height"] <= podium["y"], "said before the old winner"
    assert box["y"] + box["height"] <= viewport["height"], "on the first screen"
    note.get_by_role("link", name="See the table as it is now").click()
    page.wait_for_selector("#podium-title")
    assert page.url == address
    assert page.locator(".old-version").count() == 0


# Issue 21 item 8: a name typed while the number of players is drawn again is kept.
def test_a_name_typed_during_the_player_count_redraw_is_kept(phone):
    page = phone()
    page.goto("/sagrada/")
    held = []
    page.route(
        "**/sagrada/",
        lambda route: held.append(route) if route.request.method == "POST" else route.continue_(),
    )
    page.select_option("#player_count", "3")
    page.wait_for_timeout(300)
    assert held, "the redraw was asked for"
    page.fill("#players-0-name", "Ann")  # typed while the server draws the form again
    page.fill("#players-1-name", "Ben")
    for route in held:
        route.continue_()
    page.unroute("**/sagrada/")
    page.wait_for_selector("#players-2-name")
    settle(page)
    assert page.input_value("#players-0-name") == "Ann"
    assert page.input_value("#players-1-name") == "Ben"
    assert page.input_value("#player_count") == "3"


# 7. Offline is said as soon as the connection goes, not only after Score.
def test_going_offline_on_a_form_is_said_at_once(phone):
    page = phone(offline=True)
    page.goto("/tsukimi/")
    page.fill("#players-0-name", "Ann")
    page.context.set_offline(True)
    notice = page.locator(".action-bar [data-offline-notice]")
    expect(notice).to_be_visible()
    assert notice.inner_text().startswith("You are offline")
    page.context.set_offline(False)
    expect(notice).to_be_hidden()
