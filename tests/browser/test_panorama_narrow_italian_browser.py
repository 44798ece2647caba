"""Panorama's form on a 360 px phone in Italian, whose words are the longest: no word broken
inside itself ("0 cart|e" in a panorama's heading, "Grandangol|o (4)" on an Award chip), and
the player count's select wide enough to show "3 giocatori" whole ("3 giocat" was)."""

from __future__ import annotations

import pytest

from tests.browser.conftest import NARROW_PHONE_VIEWPORT, assert_no_horizontal_scroll

pytestmark = pytest.mark.browser

BROKEN_WORDS = """(selector) => {
  const broken = [];
  document.querySelectorAll(selector).forEach((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const pattern = /\\S+/g;
      for (let found = pattern.exec(node.data); found; found = pattern.exec(node.data)) {
        const range = document.createRange();
        range.setStart(node, found.index);
        range.setEnd(node, found.index + found[0].length);
        const tops = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(found[0]);
      }
    }
  });
  return broken;
}"""
"""The words inside the elements ``selector`` finds that are split over two lines."""

SELECT_ROOM = """(select) => {
  const alone = select.cloneNode(true);
  alone.removeAttribute('id');
  alone.style.cssText = 'position: absolute; width: auto; flex: none; visibility: hidden';
  document.body.appendChild(alone);
  const needed = alone.getBoundingClientRect().width;
  alone.remove();
  return { needed: needed, given: select.getBoundingClientRect().width };
}"""
"""The width the select takes on its own (its widest option whole) and the width it has."""


@pytest.fixture
def italian_form(phone):
    page = phone(viewport=NARROW_PHONE_VIEWPORT, language="it")
    page.goto("/panorama/")
    yield page


@pytest.mark.parametrize(
    "what",
    [
        "details.section > summary",
        "#awards .award-picker .chip",
        "#players > legend, #players label",
    ],
)
def test_no_word_of_the_italian_form_breaks_inside_itself(italian_form, what):
    assert italian_form.locator(what).count() > 0
    assert italian_form.evaluate(BROKEN_WORDS, what) == []


def test_the_player_count_shows_its_choice_whole(italian_form):
    select = italian_form.locator("#player_count")
    assert select.evaluate("(s) => s.options[s.selectedIndex].text") == "3 giocatori"
    room = select.evaluate(SELECT_ROOM)
    assert room["given"] >= room["needed"] - 0.5, room
    assert_no_horizontal_scroll(italian_form)
    italian_form.screenshot(
        path="/tmp/x/pano-it-test.png", clip={"x": 0, "y": 150, "width": 360, "height": 900}
    )
