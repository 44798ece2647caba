"""A Panorama room's part titles on a 360 px phone, in English and Italian: the pair of
players a panorama lies between stays whole ("Annamaria–Bartolomeo"), the title wrapping
between its other words instead ("Annamaria–" then "Bartolomeo" was)."""

from __future__ import annotations

import pytest

from tests.browser.conftest import NARROW_PHONE_VIEWPORT, assert_no_horizontal_scroll
from tests.browser.test_rooms_browser import open_room

pytestmark = pytest.mark.browser

NAMES = ["Annamaria", "Bartolomeo", "Caterina", "Donatella"]

PAIRS_SPLIT = """() => {
  const split = [];
  document.querySelectorAll('.room-part-title').forEach((title) => {
    const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.data.indexOf('–');
      if (at < 1 || at + 1 >= node.data.length) continue;
      const before = document.createRange();
      before.setStart(node, at - 1);
      before.setEnd(node, at);
      const after = document.createRange();
      after.setStart(node, at + 1);
      after.setEnd(node, at + 2);
      const top = (range) => Math.round(range.getBoundingClientRect().top);
      if (top(before) !== top(after)) split.push(title.textContent);
    }
  });
  return split;
}"""
"""The titles whose pair of names is broken over two lines (the letters either side of the
dash on different lines)."""


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_pair_of_names_in_a_part_title_stays_on_one_line(phone, language):
    page = phone(viewport=NARROW_PHONE_VIEWPORT, timeout=15_000)
    open_room(page, "panorama", {"players": NAMES})  # on the English form
    page.context.set_extra_http_headers({"Accept-Language": language})
    page.reload()
    titles = page.locator(".room-part-title")
    assert titles.count() == 9
    wrapped = titles.evaluate_all(
        "(all) => all.filter((t) => t.getClientRects().length > 1 || "
        "t.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(t).lineHeight))"
        ".length"
    )
    assert wrapped > 0  # the titles are long enough to wrap at 360 px
    assert page.evaluate(PAIRS_SPLIT) == []
    assert_no_horizontal_scroll(page)
    page.screenshot(path=f"/tmp/x/room-{language}.png", full_page=True)
