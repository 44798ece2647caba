"""A solo game's result heads with the total, never "Ann wins" (issue 23, review B1): a solo
player has no one to beat. Sagrada's solo game has a target (the sum of the dice on the round
track, spec/sagrada.md "Solo"): the heading says whether it was beaten. Panorama's solo game
has none (seed 000 L209, "see how well you did!"): the heading says the total."""

from __future__ import annotations

import re
from typing import Any

import pytest

IT = {"Accept-Language": "it-IT,it;q=0.9"}
EN = {"Accept-Language": "en"}

# A full window, no public objectives: no empty space, no favor tokens in solo, so the total
# is the private colour's dice: yellow Y2 + Y3 + Y1 = 6.
FULL_WINDOW = ["R1 Y2 G3 B4 P5", "Y3 G4 B5 P6 R1", "G5 B6 R4 P2 Y1", "B2 R3 P6 G1 R5"]


def sagrada_solo(target: int | None) -> dict[str, Any]:
    state: dict[str, Any] = {
        "players": [{"name": "Ann", "window": FULL_WINDOW, "private": "yellow"}],
        "public_objectives": [],
    }
    if target is not None:
        state["solo_target"] = target
    return state


def panorama_solo(dusk: list[str], dawn: list[str]) -> dict[str, Any]:
    return {
        "players": ["Ann"],
        "dusk": [{"players": ["Ann"], "cards": dusk}],
        "dawn": [{"players": ["Ann"], "cards": dawn}],
    }


def heading(client, game: str, state: dict[str, Any], headers: dict[str, str]) -> str:
    saved = client.post("/api/v1/tables", json={"game": game, "state": state})
    assert saved.status_code == 201, saved.get_json()
    page = client.get(f"/t/{saved.get_json()['id']}", headers=headers).get_data(as_text=True)
    found = re.search(r'<h1 id="podium-title">(.*?)</h1>', page, flags=re.S)
    assert found is not None
    return " ".join(found.group(1).split())


@pytest.mark.parametrize(
    ("target", "english", "italian"),
    [
        # 6 against 6 does not beat it: the total must be more than the target.
        (
            6,
            "Ann scored 6 points: target not beaten",
            "Ann ha totalizzato 6 punti: obiettivo non battuto",
        ),
        (5, "Ann scored 6 points: target beaten", "Ann ha totalizzato 6 punti: obiettivo battuto"),
        (None, "Ann scored 6 points", "Ann ha totalizzato 6 punti"),
    ],
)
def test_sagrada_solo_heading_says_the_total_and_whether_the_target_was_beaten(
    client, target, english, italian
):
    state = sagrada_solo(target)
    assert heading(client, "sagrada", state, EN) == english
    assert heading(client, "sagrada", state, IT) == italian


def test_a_lost_sagrada_solo_game_is_not_headed_as_won(client):
    for headers in (EN, IT):
        title = heading(client, "sagrada", sagrada_solo(30), headers)
        assert "wins" not in title and "Vince" not in title


@pytest.mark.parametrize(
    ("dusk", "dawn", "english", "italian"),
    [
        # One Mountain in each panorama scores 1 each: 2 points.
        (["mountain"], ["mountain"], "Ann scored 2 points", "Ann ha totalizzato 2 punti"),
        # A face-down card scores nothing: 1 point, singular in both languages.
        (["mountain"], ["down"], "Ann scored 1 point", "Ann ha totalizzato 1 punto"),
    ],
)
def test_panorama_solo_heading_says_the_total(client, dusk, dawn, english, italian):
    state = panorama_solo(dusk, dawn)
    assert heading(client, "panorama", state, EN) == english
    assert heading(client, "panorama", state, IT) == italian
