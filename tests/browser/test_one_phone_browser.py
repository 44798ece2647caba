"""One phone, no surprises (issue 26): nothing typed is lost on a reload, nothing jumps under
the thumb, every result drawn as it should be, at 390 and 360 px."""

from __future__ import annotations

import json

import pytest

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
