"""A saved result on paper (issue 25 point 4): Chromium prints it to fit A4 and Letter.

The print stylesheet (``static/print.css``) lays the result out on the page: the podium, every
player's breakdown with every closed category open, and the QR code of the table's address,
without buttons, forms, navigation or the Score bar. Each test saves a table through the
tables API, opens it, and looks at it with print media emulated at the width of an A4 page
inside its margins (the narrower of the two papers), then prints it with ``page.pdf()``.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any

import pytest

from tests.conftest import load_example
from tests.saved.test_result_travels import six_players

pytestmark = pytest.mark.browser

A4_PRINTABLE = {"width": 703, "height": 1000}
"""An A4 page's width inside the stylesheet's 12 mm margins, in CSS pixels (186 mm at 96 px
to the inch); Letter's is wider (725 px)."""

TABLES = {
    "sagrada": ("sagrada", load_example("sagrada")["state"]),
    "six-long-names": ("panorama", six_players()),
}


def saved(page, live_server: str, game: str, state: dict[str, Any]) -> str:
    response = page.request.post(
        f"{live_server}/api/v1/tables",
        data=json.dumps({"game": game, "state": state}),
        headers={"Content-Type": "application/json"},
    )
    assert response.status == 201, response.text()
    url: str = response.json()["url"]
    return url


def wider_than_the_page(page) -> list[str]:
    """Every shown element that reaches past the page's right edge (or its left)."""
    return page.evaluate(
        """() => Array.from(document.querySelectorAll("body *"))
            .filter(e => e.getClientRects().length > 0)
            .filter(e => {
              const box = e.getBoundingClientRect();
              return box.width > 0 && (box.right > innerWidth + 0.5 || box.left < -0.5);
            })
            .map(e => e.tagName + "." + e.className + " " + e.textContent.trim().slice(0, 30))"""
    )


def shown(page, selector: str) -> list[str]:
    """What of ``selector`` is on paper (it has a box)."""
    return page.evaluate(
        """selector => Array.from(document.querySelectorAll(selector))
            .filter(e => e.getClientRects().length > 0)
            .map(e => e.tagName + " " + e.textContent.trim().slice(0, 30))""",
        selector,
    )


@pytest.mark.parametrize("table", list(TABLES))
def test_a_printed_result_fits_the_page_with_every_breakdown_and_no_buttons(
    phone, live_server, table, tmp_path
):
    page = phone(viewport=A4_PRINTABLE, mobile=False)
    url = saved(page, live_server, *TABLES[table])
    page.goto(url)
    closed = page.locator("details.category:not([open]), details.section:not([open])").count()
    if table == "sagrada":
        assert closed > 0, "the sample has closed breakdowns to open on paper"
    page.emulate_media(media="print")

    assert wider_than_the_page(page) == []
    assert page.evaluate("document.documentElement.scrollWidth") <= A4_PRINTABLE["width"]
    hidden = "button, .button, nav, form, textarea, .action-bar, .top-bar, .table-json, .bgstats"
    assert shown(page, hidden) == []
    # The podium, every player's breakdown (each item of each category, open or not) and
    # the QR code of the table's address, written out too.
    assert page.locator(".podium").is_visible()
    items = page.locator(".player-card .item")
    assert items.count() > 0
    assert len(shown(page, ".player-card .item")) == items.count()
    assert page.locator(".qr-code").is_visible()
    assert page.evaluate("document.querySelector('.qr-code').naturalWidth") > 0
    assert page.inner_text(".share-link") == page.url

    if os.environ.get("VANTAGE_PRINT_SHOTS"):  # To look at it: a folder to keep the PNGs in.
        page.screenshot(path=f"{os.environ['VANTAGE_PRINT_SHOTS']}/{table}.png", full_page=True)

    for paper in ("A4", "Letter"):
        document = page.pdf(format=paper, print_background=True)
        assert document.startswith(b"%PDF-")
        pages = len(re.findall(rb"/Type\s*/Page[^s]", document))
        assert 1 <= pages <= 12, pages
        (tmp_path / f"{table}-{paper}.pdf").write_bytes(document)

    # Back on screen, nothing was left changed: the breakdowns closed stay closed.
    page.emulate_media(media="screen")
    assert page.locator("button[data-share-url], button[data-copy-url]").count() == 2
    assert (
        page.locator("details.category:not([open]), details.section:not([open])").count() == closed
    )


def test_on_screen_the_print_sheet_changes_nothing(phone, live_server):
    page = phone()
    url = saved(page, live_server, *TABLES["sagrada"])
    page.goto(url)
    assert page.locator(".top-bar").is_visible()
    assert page.locator(".result-actions").is_visible()
    assert page.locator(".saved-share h2").is_visible()
