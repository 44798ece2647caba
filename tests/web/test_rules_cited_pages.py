"""Every point cites its rule, on the pages (issue 25 item 1).

A game's rules page has one paragraph per rule (``id="rule-…"``) with the rulebook's words in
the reader's language (the seed's own, or our translation, marked) and our readings, marked. A
saved table's page (``/t/ID``) links each line item to its rule there, and holds each cited
rule once, as a ``<details>`` (the result's rules, which an item's link opens in place). A
table saved before items cited rules still shows, without the links.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest
import sqlalchemy as sa
from markupsafe import escape

from scoring import GAMES, get_game
from scoring.i18n import language
from scoring.registry import find_rule
from tests.samples import largest_table, sample_state
from web.models import SavedTable
from web.platform.db import db

SLUGS = [game.slug for game in GAMES]
PHONES = {"en": {"Accept-Language": "en-GB,en;q=0.9"}, "it": {"Accept-Language": "it-IT,it;q=0.9"}}
TABLES = [(slug, which) for slug in SLUGS for which in ("sample", "largest")]


def table_state(slug: str, which: str) -> dict[str, Any]:
    return sample_state(slug) if which == "sample" else largest_table(slug)[1]


def save(client, slug: str, state: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    answer = client.post("/api/v1/tables", json={"game": slug, "state": state})
    assert answer.status_code == 201, answer.get_data(as_text=True)[:300]
    body = answer.get_json()
    return body["url"], body["result"]


def every_item(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        item
        for player in result["players"]
        for category in player["breakdown"]
        for item in category["items"]
    ]


def paragraph(page: str, anchor: str) -> str:
    """The rules page's paragraph of one rule, from its ``id`` to the end of its section."""
    found = re.search(rf'<section class="rule" id="{anchor}".*?</section>', page, flags=re.S)
    assert found, f"no paragraph {anchor}"
    return found.group(0)


def shown(text: str) -> str:
    """``text`` as the page writes it (escaped), each paragraph on its own."""
    return str(escape(text))


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize("slug", SLUGS)
def test_the_rules_page_has_a_paragraph_for_every_rule(client, slug: str, code: str) -> None:
    page = client.get(f"/{slug}/rules", headers=PHONES[code]).get_data(as_text=True)
    rules = get_game(slug).rules
    assert rules
    with language(code):
        for rule in rules:
            text = paragraph(page, rule.anchor)
            assert shown(rule.title_text()) in text
            for part in rule.words().split("\n"):
                assert shown(part) in text, (rule.id, part[:50])
            for reading in rule.reading_texts():
                assert shown(reading) in text, (rule.id, reading[:50])
            ours = "Our reading:" if code == "en" else "La nostra interpretazione:"
            assert text.count(ours) == len(rule.readings)
            translated = (
                "in our translation" if code == "en" else "nella nostra traduzione"
            ) in text
            assert translated == rule.translated()


def test_the_rules_pages_quote_the_seeds_in_their_own_language(client) -> None:
    """The English page of an English seed and the Italian page of the Italian one show the
    rulebook's words as the seed has them, unmarked; the other language marks ours."""
    english = client.get("/panorama/rules", headers=PHONES["en"]).get_data(as_text=True)
    bear = paragraph(english, "rule-panorama-bear")
    assert "Score 2 points for each Tree card next to the Bear." in bear
    assert "The rulebook’s words." in bear
    italian = client.get("/tsukimi/rules", headers=PHONES["it"]).get_data(as_text=True)
    tiles = paragraph(italian, "rule-tsukimi-tiles")
    assert "le tessere vengono assegnate al giocatore che ha il maggior numero di conigli" in tiles
    assert "Le parole del regolamento." in tiles
    other = client.get("/tsukimi/rules", headers=PHONES["en"]).get_data(as_text=True)
    assert "in our translation" in paragraph(other, "rule-tsukimi-tiles")
    sagrada = client.get("/sagrada/rules", headers=PHONES["it"]).get_data(as_text=True)
    favor = paragraph(sagrada, "rule-sagrada-favor-tokens")
    assert "seguite le regole standard di Sagrada" in favor
    assert "nella nostra traduzione" in favor
    assert "La nostra interpretazione:" in favor


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize(("slug", "which"), TABLES)
def test_a_saved_tables_items_link_to_their_rules(client, slug: str, which: str, code) -> None:
    url, result = save(client, slug, table_state(slug, which))
    page = client.get(url, headers=PHONES[code]).get_data(as_text=True)
    rules_page = client.get(f"/{slug}/rules", headers=PHONES[code]).get_data(as_text=True)
    cited = {item["rule"] for item in every_item(result)}
    links = re.findall(rf'<p class="item-rule"><a href="/{slug}/rules#(rule-[a-z0-9-]+)">', page)
    # Every item has its link (Panorama lists a shared panorama's items once, not per player).
    distinct = {json.dumps(item, sort_keys=True) for item in every_item(result)}
    assert len(links) >= len(distinct)
    anchors = {rule.anchor for rule_id in cited if (rule := find_rule(rule_id))}
    assert anchors == set(links)
    for anchor in anchors:
        assert f'id="{anchor}"' in rules_page
    with language(code):
        for rule_id in cited:
            rule = find_rule(rule_id)
            assert rule is not None
            found = re.search(
                rf'<details class="rule-details" id="used-{rule.anchor}">.*?</details>',
                page,
                flags=re.S,
            )
            assert found, rule.id
            assert shown(rule.words().split("\n")[0]) in found.group(0)
            assert f'href="/{slug}/rules#{rule.anchor}"' in found.group(0)
    # Each rule's words are written once, however many items cite it.
    assert page.count('class="rule-details"') == len(cited)


@pytest.mark.parametrize("slug", SLUGS)
def test_the_api_gives_each_items_rule_beside_its_words(client, slug: str) -> None:
    answer = client.post(f"/api/v1/games/{slug}/score", json=sample_state(slug))
    assert answer.status_code == 200
    ids = {rule.id for rule in get_game(slug).rules}
    items = every_item(answer.get_json())
    assert items and all(item["rule"] in ids and item["explanation"] for item in items)


def without_rules(stored: dict[str, Any]) -> dict[str, Any]:
    """A stored result as it was saved before items cited rules: no item's ``rule`` (nor a
    Panorama card line's, set line's or Award's)."""
    kept = copy.deepcopy(stored)
    lines = [item for player in kept["players"] for c in player["breakdown"] for item in c["items"]]
    for panorama in kept.get("panoramas", []):
        for key in ("cards", "sets", "awards"):
            lines += [line for line in panorama.get(key, []) if isinstance(line, dict)]
    for line in lines:
        line.pop("rule", None)
    return kept


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize("slug", SLUGS)
def test_a_table_saved_before_items_cited_rules_still_shows(client, app, slug, code) -> None:
    url, result = save(client, slug, sample_state(slug))
    table_id = url.rsplit("/", 1)[1]
    with app.app_context():
        stored = db.session.get(SavedTable, table_id).result
        assert "rule" in str(stored)
        db.session.execute(
            sa.update(SavedTable)
            .where(SavedTable.id == table_id)
            .values(result=without_rules(stored))
        )
        db.session.commit()
    answer = client.get(url, headers=PHONES[code])
    assert answer.status_code == 200
    page = answer.get_data(as_text=True)
    assert 'class="item-rule"' not in page
    assert 'class="rules-used"' not in page
    for player in result["players"]:
        assert re.search(rf'<span class="name">{escape(player["name"])}</span>', page)
    api = client.get(f"/api/v1/tables/{table_id}")
    assert api.status_code == 200
    assert all("rule" not in item for item in every_item(api.get_json()["result"]))
