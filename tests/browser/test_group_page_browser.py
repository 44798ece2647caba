"""A group's page at phone widths in Italian, whose column headings are the longest: every
heading whole on one line ("Giocatore", never "Giocato|re"), and no table scrolling sideways
with the four sample players."""

from __future__ import annotations

import pytest

from tests.browser.conftest import (
    NARROW_PHONE_VIEWPORT,
    PHONE_VIEWPORT,
    assert_no_horizontal_scroll,
)
from tests.browser.test_saved_browser import save_through_the_api
from tests.conftest import load_example
from web.tables.service import TABLES_COOKIE

pytestmark = pytest.mark.browser

LINES_OF = """(element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
  return tops.size;
}"""
"""How many lines an element's text takes (the distinct tops of its line boxes)."""


def open_a_group_of_two_plays(page, live_server) -> None:
    """Two sample Panorama tables saved on this phone and filed into one group, then the
    group's page."""
    state = load_example("panorama")["state"]
    saved = [save_through_the_api(live_server, state) for _ in range(2)]
    cookie = "~".join(f"{table['id']}.{table['edit_token']}" for table in saved)
    page.context.add_cookies([{"name": TABLES_COOKIE, "value": cookie, "url": live_server}])
    page.goto(saved[0]["url"])
    page.fill("#new-group-name", "Giovedì")
    page.click("#group form button[type=submit] >> nth=-1")
    page.wait_for_selector("#group a:has-text('Giovedì')")
    page.goto(saved[1]["url"])
    page.select_option("#group-choice", label="Giovedì")
    page.click("#group form button[type=submit] >> nth=0")
    page.wait_for_selector("#group a:has-text('Giovedì')")
    page.click("#group a:has-text('Giovedì')")
    page.wait_for_selector(".head-to-head")


@pytest.mark.parametrize("viewport", [NARROW_PHONE_VIEWPORT, PHONE_VIEWPORT], ids=["360", "390"])
def test_italian_column_headings_of_a_group_stay_whole_without_sideways_scroll(
    phone, live_server, viewport
):
    page = phone(viewport=viewport, language="it")
    open_a_group_of_two_plays(page, live_server)
    headings = page.locator(".group-game table.plain:not(.head-to-head) thead th")
    assert headings.all_inner_texts() == [
        "Giocatore",
        "Partite",
        "Vittorie",
        "Migliore",
        "Media",
    ]
    split = [
        text
        for text, lines in zip(
            headings.all_inner_texts(),
            headings.evaluate_all(f"(all) => all.map({LINES_OF})"),
            strict=True,
        )
        if lines != 1
    ]
    assert split == [], f"headings broken over lines: {split}"
    scrolling = page.evaluate(
        """() => Array.from(document.querySelectorAll('.table-scroll'))
             .filter((box) => box.scrollWidth > box.clientWidth).length"""
    )
    assert scrolling == 0, "a table scrolls sideways"
    assert_no_horizontal_scroll(page)
    page.screenshot(path=f"/tmp/x/group-{viewport['width']}.png", full_page=True)
