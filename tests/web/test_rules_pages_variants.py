"""Each rules page states the variants the seeds describe and what they change in scoring
(issue 23, review B4, B7, B8): Panorama with 1 or 2 players (seed 000 L152-209), Topiary's
Draft Variant (seed 003 L23-26), Tsukimi's temple tile (seed 004 L5-7)."""

from __future__ import annotations

import re
from html import unescape

import pytest

IT = {"Accept-Language": "it-IT,it;q=0.9"}


def text_of(page: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", page)).split())


@pytest.mark.parametrize(
    ("slug", "english", "italian"),
    [
        (
            "panorama",
            "With 1 or 2 players each player builds their own panorama in each phase and scores "
            "only their own panoramas, each of which ends with 10 cards; the Awards are not used",
            "Con 1 o 2 giocatori ognuno costruisce il proprio panorama in ogni fase e conta solo "
            "i propri panorami, ciascuno dei quali finisce con 10 carte; le tessere Premio non "
            "si usano",
        ),
        (
            "topiary",
            "The Draft Variant only changes how the starting hands are dealt",
            "La variante Draft cambia solo come si distribuiscono le mani iniziali",
        ),
        (
            "tsukimi",
            "The temple tile is not one of the 18 tiles and never goes on the moon board",
            "La tessera del tempio non è una delle 18 tessere e non va mai sul tabellone della "
            "luna",
        ),
    ],
)
def test_the_rules_page_states_the_variant_and_what_it_changes(client, slug, english, italian):
    assert english in text_of(client.get(f"/{slug}/rules").get_data(as_text=True))
    assert italian in text_of(client.get(f"/{slug}/rules", headers=IT).get_data(as_text=True))


def test_the_italian_rules_pages_quote_the_rulebook_in_italian(client):
    panorama = text_of(client.get("/panorama/rules", headers=IT).get_data(as_text=True))
    assert (
        "«Qualsiasi carta può stare subito accanto alla Torre di avvistamento, ma non farà punti»"
        in panorama
    )
    assert "Any card can be directly next to the Watchtower" not in panorama
    sagrada = text_of(client.get("/sagrada/rules", headers=IT).get_data(as_text=True))
    assert "«In una partita a 6 giocatori dovete usare gli obiettivi privati Punto focale»" in (
        sagrada
    )
