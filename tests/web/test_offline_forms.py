"""The forms a phone keeps for entering a table with no connection (issue 15, item 6): the
blank form for every number of players and the parts Sagrada draws only for some choices
(web/phone/offline.py), and Panorama's card templates (templates/panorama/form.html)."""

from __future__ import annotations

import html
import json
import re

import pytest

from scoring import get_game

COUNTS = {"panorama": range(1, 7), "sagrada": range(1, 7), "topiary": range(2, 5)}
"""Each game with a choice of table size, and the sizes its rules allow (spec/)."""


def main_part(html: str) -> str:
    """The page's <main>, which is what the phone swaps in (the header's language links name
    the page's own address)."""
    return html[html.index('<main id="main"') : html.index("</main>")]


@pytest.mark.parametrize(("slug", "count"), [(s, n) for s, ns in COUNTS.items() for n in ns])
def test_the_kept_blank_form_is_the_form_the_players_button_draws(client, slug, count):
    kept = client.get(f"/{slug}/blank/{count}")
    drawn = client.post(f"/{slug}/", data={"player_count": str(count), "action": "players"})
    assert kept.status_code == 200
    kept_main = main_part(kept.get_data(as_text=True))
    drawn_main = main_part(drawn.get_data(as_text=True))
    if slug == "sagrada":
        # The words of the offline drawing (a typed row's note, a private objective's words)
        # are in the kept form only (issue 24); both have what a typed row says online.
        kept_words, drawn_words = sagrada_words(kept_main), sagrada_words(drawn_main)
        assert drawn_words.items() < kept_words.items()
        assert set(drawn_words) == {"rowCount", "cellsOne", "cellsMany", "cellProblem"}
        kept_main = SAGRADA_WORDS.sub(SAGRADA_WORDS.search(drawn_main)[0], kept_main)
    else:
        # What the phone draws from with no connection, in the kept form only (issue 24).
        templates = OFFLINE_TEMPLATES[slug]
        assert len(templates.findall(kept_main)) == 1
        assert not templates.search(drawn_main)
        kept_main = templates.sub("", kept_main)
    assert kept_main == drawn_main


OFFLINE_TEMPLATES = {
    "panorama": re.compile(r"<div hidden data-offline-cards=.*?</template>\s*</div>", re.S),
    "topiary": re.compile(r"<div hidden data-offline-topiary=.*?</template>\s*</div>", re.S),
}
"""The templates each game's offline drawing copies, written only in the kept blank form
(issue 24: not in the form a player opens, which never reads them)."""

SAGRADA_WORDS = re.compile(r'(?<=<template id="sagrada-words" )data-words="[^"]*"')


def sagrada_words(main: str) -> dict[str, object]:
    """The words Sagrada's form holds for its scripts (templates/sagrada/form.html)."""
    found = SAGRADA_WORDS.search(main)
    assert found
    said: dict[str, object] = json.loads(html.unescape(found[0][len('data-words="') : -1]))
    return said


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_form_a_player_opens_holds_none_of_what_only_the_offline_drawing_reads(
    client, language
):
    # Issue 24: Panorama's card templates and Sagrada's offline words are read only from the
    # kept blank form (static/games/panorama-offline.js, sagrada-offline.js draw into it).
    panorama = client.get(f"/panorama/?lang={language}").get_data(as_text=True)
    assert "data-offline-cards" not in panorama and "<template data-card" not in panorama
    sagrada = main_part(client.get(f"/sagrada/?lang={language}").get_data(as_text=True))
    assert set(sagrada_words(sagrada)) == {"rowCount", "cellsOne", "cellsMany", "cellProblem"}
    kept = main_part(client.get(f"/sagrada/blank/2?lang={language}").get_data(as_text=True))
    assert {"note", "space", "focal", "colours", "rowCount"} <= set(sagrada_words(kept))


@pytest.mark.parametrize(
    "address",
    [
        "/solstis/blank/2",  # Two players, no choice to make.
        "/tsukimi/blank/2",
        "/panorama/blank/7",  # Panorama seats six at most.
        "/panorama/blank/0",
        "/topiary/blank/1",  # Topiary needs two.
        "/chess/blank/2",
        "/sagrada/blank/3/chess",
        "/panorama/blank/3/focal_point",  # Panorama's form has no such choice.
    ],
)
def test_a_kept_form_no_game_has_is_not_found(client, address):
    assert client.get(address).status_code == 404


def test_the_focal_point_variant_draws_every_seats_focal_point_card(client):
    html = client.get("/sagrada/blank/3/focal_point").get_data(as_text=True)
    assert html.count("Shaded spaces on the card") == 3


def test_a_shared_objective_variant_draws_every_cards_numbers(client):
    html = client.get("/sagrada/blank/4/pairs").get_data(as_text=True)
    assert html.count("Pairs match by") == 4  # Four players, four neighbouring pairs.


def test_the_variants_name_the_choices_and_parts_they_draw(client):
    variants = client.get("/sagrada/offline.json").get_json()
    assert {
        "field": r"^players-(\d+)-private-kind$",
        "values": ["focal_point"],
        "element": "players-{}-private",
    } in variants
    assert client.get("/panorama/offline.json").get_json() == []


def test_the_worker_keeps_each_blank_form_and_each_variant_once(client):
    source = client.get("/sw.js").get_data(as_text=True)
    games = json.loads(re.search(r"var GAMES ?= ?(\{.*?\});", source).group(1))
    for slug, counts in COUNTS.items():
        assert {f"/{slug}/blank/{n}" for n in counts} <= set(games[slug]["pages"])
    # One page per variant, for the most players (six at Sagrada's table): issue 24.
    variants = [page for page in games["sagrada"]["pages"] if page.count("/") == 4]
    assert sorted(variants) == [
        f"/sagrada/blank/6/{value}" for value in ("count_each", "distinct", "focal_point", "pairs")
    ]
    assert not [page for page in games["solstis"]["pages"] if "/blank/" in page]
    assert get_game("panorama").max_players == 6


def test_panoramas_card_templates_hold_the_placeholders_the_phone_replaces(client):
    html = client.get("/panorama/blank/2").get_data(as_text=True)
    templates = dict(re.findall(r'<template data-card="([\w-]+)">(.*?)</template>', html, re.S))
    assert set(templates) >= {"list", "empty", "closed", "watch", "plain", "insert-note"}
    closed = templates["closed"]
    assert 'value="edit:__P__:9998"' in closed
    assert 'aria-label="Card 9999, __NAMED__: change"' in closed
    assert "<input" not in closed  # The phone writes a closed card's hidden fields itself.
    assert 'name="__P__-cards-9998-watch-3-offset"' in templates["watch"]
    assert "watch-0" not in templates["plain"]
    assert 'name="__P__-cards-9998-scores_as"' in templates["plain"]


def test_panoramas_card_templates_speak_the_pages_language(client):
    html = client.get("/panorama/blank/2?lang=it").get_data(as_text=True)
    words = re.search(r'data-offline-cards="([^"]*)"', html).group(1)
    said = json.loads(words.replace("&#34;", '"').replace("&amp;", "&"))
    assert said["icons"]["tree"] == "Albero"
    assert "{icon}" in said["with"] and "{second}" in said["with"]
