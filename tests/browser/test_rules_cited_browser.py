"""Every point cites its rule, on a phone (issue 25 item 1): one tap on an item's "Rule: …"
opens the rule in place, under the item, without leaving the result; a second tap closes it.
Without JavaScript the same link opens the rule's paragraph on the game's rules page."""

from __future__ import annotations

import json
import urllib.request

from tests.browser.conftest import assert_no_horizontal_scroll, axe_violations
from tests.conftest import load_example


def save(live_server: str, slug: str) -> str:
    """The spec's sample table of ``slug`` saved through the API: its page's address."""
    request = urllib.request.Request(
        f"{live_server}/api/v1/tables",
        data=json.dumps({"game": slug, "state": load_example(slug)["state"]}).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request) as response:
        url: str = json.load(response)["url"]
    return url


def test_a_tap_on_an_items_rule_opens_it_in_place(phone, live_server) -> None:
    page = phone()  # 390 px wide
    url = save(live_server, "tsukimi")
    page.goto(url)
    page.locator("details.category > summary").first.click()
    item = page.locator("details.category[open] li.item").first
    link = item.locator(".item-rule > a")
    assert link.inner_text() == "Rule: Tiles won"
    link.click()
    opened = item.locator("details.rule-inline")
    opened.wait_for(state="visible")
    assert opened.evaluate("details => details.open")
    assert "the tiles are awarded to the player who has the most rabbits" in opened.inner_text()
    assert "Our reading:" in opened.inner_text()
    assert page.url.endswith(url)  # Still the result, not the rules page.
    assert link.get_attribute("aria-expanded") == "true"
    box = opened.bounding_box()
    assert box is not None and box["width"] <= 390
    assert_no_horizontal_scroll(page)
    assert axe_violations(page) == []
    link.click()
    assert not opened.evaluate("details => details.open")
    assert link.get_attribute("aria-expanded") == "false"
    assert item.locator("details.rule-inline").count() == 1  # Closed, not made twice.


def test_an_italian_phone_reads_the_rule_in_italian_in_place(phone, live_server) -> None:
    page = phone(language="it")
    page.goto(save(live_server, "panorama"))
    page.locator("details.section > summary").first.click()  # 8 panoramas: each one closed
    line = page.locator("details.section[open] li.item").filter(has=page.locator(".item-rule"))
    line = line.first
    link = line.locator(".item-rule > a")
    assert link.inner_text().startswith("Regola: ")
    link.click()
    opened = line.locator("details.rule-inline")
    opened.wait_for(state="visible")
    assert "nella nostra traduzione" in opened.inner_text()
    assert_no_horizontal_scroll(page)


def test_without_javascript_the_rule_link_opens_the_rules_page(phone, live_server) -> None:
    page = phone(javascript=False)
    page.goto(save(live_server, "topiary"))
    page.locator("details.category > summary").first.click()
    link = page.locator("details.category[open] .item-rule > a").first
    link.click()
    page.wait_for_url("**/topiary/rules#rule-topiary-visitors")
    paragraph = page.locator("#rule-topiary-visitors")
    assert "Each visitor scores the closest topiary tile to them." in paragraph.inner_text()
    assert paragraph.is_visible()
