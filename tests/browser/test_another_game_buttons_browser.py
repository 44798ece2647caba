"""A saved table's "Score another game with these players" on a 360 px phone, in English and
Italian: the buttons side by side are as tall as each other, whatever note sits under one
("Solstis takes at most 2 players" made the Panorama beside it twice its height)."""

from __future__ import annotations

import json
import urllib.request

import pytest

from tests.browser.conftest import NARROW_PHONE_VIEWPORT, assert_no_horizontal_scroll
from tests.conftest import load_example

pytestmark = pytest.mark.browser

ROWS_OF_BUTTONS = """() => {
  const rows = new Map();
  document.querySelectorAll('.another-game-choices button').forEach((button) => {
    const box = button.getBoundingClientRect();
    const top = Math.round(box.top);
    if (!rows.has(top)) rows.set(top, []);
    rows.get(top).push([button.textContent.trim(), Math.round(box.height)]);
  });
  return Array.from(rows.values());
}"""
"""The buttons row by row (those with the same top), each as [name, height]."""


def save_sagrada(live_server: str) -> dict:
    """The Sagrada sample saved through the API: its page and edit token."""
    request = urllib.request.Request(
        f"{live_server}/api/v1/tables",
        data=json.dumps({"game": "sagrada", "state": load_example("sagrada")["state"]}).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request) as response:
        saved: dict = json.load(response)
    return saved


@pytest.mark.parametrize("code", ["en", "it"])
def test_buttons_side_by_side_are_equally_tall(phone, live_server, code):
    # Sagrada's sample has 3 players: Solstis and Tsukimi, 2-player games, carry a note.
    saved = save_sagrada(live_server)
    page = phone(viewport=NARROW_PHONE_VIEWPORT, language=code)
    page.goto(saved["url"])
    rows = page.evaluate(ROWS_OF_BUTTONS)
    assert sum(len(row) for row in rows) == 5
    uneven = [row for row in rows if len({height for _, height in row}) > 1]
    assert uneven == [], f"buttons of unequal height side by side: {uneven}"
    first = dict(rows[0])
    assert first == {"Panorama": 44, "Solstis": 44}
    assert_no_horizontal_scroll(page)
    page.locator("section.another-game").screenshot(path=f"/tmp/x/another-test-{code}.png")
