"""Every point cites its rule (issue 25 item 1; issue 28 item 3, "the rule it applies").

Each line item of every game names the rulebook paragraph it applies (``item.rule``), a rule
of its game's rulebook (``scoring/SLUG/rulebook.py``), whose words are the seed's own
(``shared/seeds/``) and whose readings are readings we made (the game's ``READINGS``, or a
reading written for the rule). Walked over every item of every game's sample table and
largest table (``tests/samples.py``), in English and in Italian.
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path
from typing import Any

import pytest

from scoring import GAMES, get_game
from scoring.i18n import language
from scoring.neutral import neutral, worded
from scoring.registry import find_rule
from scoring.result import Category, LineItem, PlayerScore, Result
from scoring.rules import rule_id_ok
from tests.samples import largest_table, sample_state

SEEDS = Path(__file__).resolve().parents[1] / "seeds"
"""A copy of ``shared/seeds/``, the rule texts as they came."""
SEED_OF = {
    "panorama": "000_5d752c231a3481f5.txt",
    "solstis": "001_ccaf37d8e06241f5.txt",
    "sagrada": "002_9735305b99227239.txt",
    "topiary": "003_42960cdf4bc87060.txt",
    "tsukimi": "004_8b51b73abd33517a.txt",
}
SLUGS = [game.slug for game in GAMES]
TABLES = [(slug, which) for slug in SLUGS for which in ("sample", "largest")]


def seed_text(slug: str) -> str:
    path = SEEDS / SEED_OF[slug]
    return " ".join(path.read_text(encoding="utf-8").split())


def table_state(slug: str, which: str) -> dict[str, Any]:
    return sample_state(slug) if which == "sample" else largest_table(slug)[1]


def every_item(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        item
        for player in result["players"]
        for category in player["breakdown"]
        for item in category["items"]
    ]


@pytest.mark.parametrize("code", ["en", "it"])
@pytest.mark.parametrize(("slug", "which"), TABLES)
def test_every_item_cites_a_rule_of_its_game(slug: str, which: str, code: str) -> None:
    game = get_game(slug)
    with language(code):
        result = game.score_state(table_state(slug, which)).to_dict()
    ids = {rule.id for rule in game.rules}
    items = every_item(result)
    assert items
    for item in items:
        assert item.get("rule") in ids, (item["label"], item.get("rule"))


@pytest.mark.parametrize("slug", SLUGS)
def test_each_rule_has_an_id_of_its_game_and_an_anchor_of_its_own(slug: str) -> None:
    rules = get_game(slug).rules
    assert rules
    assert len({rule.id for rule in rules}) == len(rules)
    assert len({rule.anchor for rule in rules}) == len(rules)
    for rule in rules:
        assert rule_id_ok(rule.id), rule.id
        assert rule.game == slug
        assert re.fullmatch(r"rule-[a-z0-9-]+", rule.anchor), rule.anchor
        assert find_rule(rule.id) is rule


@pytest.mark.parametrize("slug", SLUGS)
def test_each_rule_quotes_the_seed_word_for_word(slug: str) -> None:
    seed = seed_text(slug)
    for rule in get_game(slug).rules:
        for paragraph in rule.quote.split("\n"):
            assert " ".join(paragraph.split()) in seed, (rule.id, paragraph)


def test_a_seed_in_english_is_read_in_italian_in_our_translation_and_the_other_way() -> None:
    bear = find_rule("panorama:bear")
    ties = find_rule("tsukimi:ties")
    assert bear is not None and ties is not None
    with language("en"):
        assert bear.words() == bear.quote and not bear.translated()
        assert ties.words().startswith("In case of a tie") and ties.translated()
    with language("it"):
        assert (
            bear.words().startswith("Ottieni 2 punti per ogni carta Albero") and bear.translated()
        )
        assert ties.words() == ties.quote and not ties.translated()
        assert ties.words().startswith("In caso di parità, vince chi ha conquistato")


@pytest.mark.parametrize("slug", SLUGS)
def test_a_rules_readings_are_ours_and_read_in_both_languages(slug: str) -> None:
    """Each reading a rule cites is a reading of the game's (``READINGS``) or one written for
    it, and reads in Italian as itself translated (not left in English)."""
    game = get_game(slug)
    readings = importlib.import_module(f"scoring.{slug}.readings")
    sources = getattr(readings, "READING_SOURCES", None) or readings.READINGS
    rulebook = importlib.import_module(f"scoring.{slug}.rulebook")
    own = {value for value in vars(rulebook).values() if isinstance(value, str)}
    for rule in game.rules:
        for reading in rule.readings:
            assert reading in sources or reading in own, (rule.id, reading[:60])
        with language("it"):
            italian = rule.reading_texts()
        with language("en"):
            english = rule.reading_texts()
        assert len(italian) == len(english) == len(rule.readings)
        for it, en in zip(italian, english, strict=True):
            assert "%(" not in it and "%(" not in en
            assert it != en, (rule.id, en[:60])


def test_the_readings_we_made_are_marked_on_the_rules_that_need_them() -> None:
    """The spec's readings reach the rules they read: Cliff and Lake look only beside them,
    the largest area counts rainbows, a Focal Point's empty space scores 0."""
    cliff = find_rule("panorama:cliff")
    area = find_rule("solstis:largest-area")
    focal = find_rule("sagrada:focal-point")
    assert cliff and area and focal
    with language("en"):
        assert any("directly beside them" in text for text in cliff.reading_texts())
        assert any("rainbows included" in text for text in area.reading_texts())
        assert any("an empty shaded space scores 0" in text for text in focal.reading_texts())
        # The Solstis reading quotes the rulebook, whose words are the rule's own.
        assert any(area.quote in text for text in area.reading_texts())


@pytest.mark.parametrize(("slug", "which"), TABLES)
def test_the_neutral_stored_result_keeps_each_items_rule(slug: str, which: str) -> None:
    with language("it"):
        result = get_game(slug).score_state(table_state(slug, which)).to_dict()
    kept = json.loads(json.dumps(neutral(result)))
    for code in ("en", "it"):
        again = worded(kept, code)
        assert [item["rule"] for item in every_item(again)] == [
            item["rule"] for item in every_item(result)
        ]


def test_an_item_saved_before_items_cited_rules_reads_with_no_rule() -> None:
    """A result stored before (its items have no ``rule``) is read again as it was: the item
    cites nothing, and its JSON stays without the field."""
    item = LineItem("Bear", 4, "Trees on both sides", refs=((1, 2),))
    old = Result.ranked("demo", [PlayerScore("Ann", (Category("cards", (item,)),))]).to_dict()
    assert "rule" not in old["players"][0]["breakdown"][0]["items"][0]
    again = Result.from_dict(old)
    assert again.players[0].categories[0].items[0].rule == ""
    assert again.to_dict() == old
    assert find_rule("") is None and find_rule(None) is None


def test_an_item_with_a_rule_keeps_it_through_its_json() -> None:
    item = LineItem("Bear", 4, "Trees on both sides", rule="panorama:bear")
    result = Result.ranked("demo", [PlayerScore("Ann", (Category("cards", (item,)),))])
    data = result.to_dict()
    assert data["players"][0]["breakdown"][0]["items"][0]["rule"] == "panorama:bear"
    assert Result.from_dict(data).players[0].categories[0].items[0].rule == "panorama:bear"
