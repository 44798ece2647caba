"""A saved result travels (issue 25): its link preview and card image, and Send to BG Stats.

Tables are saved through the tables API, as a program would, and read on their ``/t/ID``
page. Expected totals are the spec's (the Panorama sample: Ann 56, Ben 30, Cat 37, Dev 63;
Sagrada's: Ann 19, Ben 21, Cat −1; Topiary's: Ann 13, Ben 15, Cat 14) or worked out by hand
from Panorama's rules for the small tables below: a Bear between two Trees scores 4 for
every player of its panorama, a face-down card nothing.
"""

from __future__ import annotations

import html
import io
import json
import re
from datetime import datetime
from typing import Any
from urllib.parse import unquote

import pytest
from PIL import Image

from tests.conftest import load_example
from tests.saved.conftest import bearer, post_json
from web.tables.bgstats import CREATE_PLAY, MAX_URL_LENGTH
from web.tables.card_image import BOLD_FONT, ELLIPSIS, fitted, font

CARD = re.compile(r"^http://localhost(/t/([\w-]+)/card/(\d+)\.png\?lang=(\w+))$")


def panorama_table(pairs: list[tuple[str, list[str]]]) -> dict[str, Any]:
    """A 1- or 2-player Panorama table: each player's own dusk panorama, a face-down dawn."""
    return {
        "players": [name for name, _ in pairs],
        "dusk": [{"players": [name], "cards": cards} for name, cards in pairs],
        "dawn": [{"players": [name], "cards": ["down"]} for name, _ in pairs],
    }


NAMES_30 = [
    "Àlvaro Núñez de Balboa-Ñandúéè",
    "Zoë Brontë-Lefèvre Düsseldorfé",
    "Niccolò Pertè Città Perù Ibùéè",
    "Ἀλέξανδρος Παπαδόπουλος Ἀθηνéè",
    "Łukasz Żółć-Gęśla Ørsted Åsaéè",
    "Jürgen Größe-Weiß Ünal Çağrıéè",
]


def six_players() -> dict[str, Any]:
    """6 players with 30-letter names (the longest a name may be): the dusk panorama of the
    first two holds Tree, Bear, Tree (4 points each), every other panorama one face-down
    card, so the first two share the win on 4 and the others have 0."""
    n = len(NAMES_30)
    pairs = [[NAMES_30[i], NAMES_30[(i + 1) % n]] for i in range(n)]
    return {
        "players": NAMES_30,
        "dusk": [
            {"players": pair, "cards": ["tree", "bear", "tree"] if i == 0 else ["down"]}
            for i, pair in enumerate(pairs)
        ],
        "dawn": [{"players": pair, "cards": ["down"]} for pair in pairs],
    }


TIE = panorama_table([("Zoë", ["down"]), ("Niccolò", ["down"])])
SOLO = panorama_table([("Zoë", ["tree", "bear", "tree"])])


def saved_play(client, game: str) -> dict[str, Any]:
    """The BG Stats play of the game's spec sample, saved."""
    return bgstats_play(page(client, save(client, game, load_example(game)["state"])["id"]))


def save(client, game: str, state: dict[str, Any]) -> dict[str, Any]:
    response = post_json(client, "/api/v1/tables", {"game": game, "state": state})
    assert response.status_code == 201, response.get_data(as_text=True)[:500]
    body: dict[str, Any] = response.get_json()
    return body


def page(client, table_id: str, language: str = "en", path: str = "") -> str:
    response = client.get(f"/t/{table_id}{path}?lang={language}")
    assert response.status_code == 200
    return response.get_data(as_text=True)


def meta(document: str, key: str) -> str:
    found = re.search(rf'<meta (?:property|name)="{re.escape(key)}" content="([^"]*)">', document)
    assert found, key
    return html.unescape(found.group(1))


def card_path(document: str) -> str:
    found = CARD.match(meta(document, "og:image"))
    assert found, meta(document, "og:image")
    return found.group(1)


def bgstats_link(document: str) -> re.Match[str]:
    found = re.search(r'<a class="button secondary" href="([^"]+)" rel="([^"]+)"[^>]*>', document)
    assert found and found.group(1).startswith(CREATE_PLAY)
    return found


def bgstats_play(document: str) -> dict[str, Any]:
    url = html.unescape(bgstats_link(document).group(1))
    play: dict[str, Any] = json.loads(unquote(url.removeprefix(CREATE_PLAY)))
    return play


def players(play: dict[str, Any]) -> list[tuple[str, int, bool]]:
    return [(player["name"], player["score"], player["winner"]) for player in play["players"]]


# The link preview.


@pytest.mark.parametrize(
    ("language", "title", "description"),
    [
        (
            "en",
            "Panorama result",
            "Dev wins. Totals: Dev 63 points, Ann 56 points, Cat 37 points, Ben 30 points",
        ),
        (
            "it",
            "Risultato di Panorama",
            "Vince Dev. Totali: Dev 63 punti, Ann 56 punti, Cat 37 punti, Ben 30 punti",
        ),
    ],
)
def test_a_saved_tables_page_previews_its_winner_and_totals_in_the_readers_language(
    client, language, title, description
):
    table = save(client, "panorama", load_example("panorama")["state"])
    document = page(client, table["id"], language)
    assert meta(document, "og:title") == title
    assert meta(document, "og:description") == description
    assert meta(document, "og:url") == f"http://localhost/t/{table['id']}"
    assert meta(document, "twitter:card") == "summary_large_image"
    assert (meta(document, "og:image:width"), meta(document, "og:image:height")) == ("1200", "630")
    found = CARD.match(meta(document, "og:image"))
    assert found and found.groups()[1:] == (table["id"], "1", language)


@pytest.mark.parametrize(
    ("state", "language", "description"),
    [
        (TIE, "en", "Zoë and Niccolò share the win. Totals: Zoë 0 points, Niccolò 0 points"),
        (TIE, "it", "Zoë e Niccolò vincono a pari merito. Totali: Zoë 0 punti, Niccolò 0 punti"),
        (SOLO, "en", "Zoë wins. Totals: Zoë 4 points"),
        (SOLO, "it", "Vince Zoë. Totali: Zoë 4 punti"),
    ],
)
def test_a_tie_names_every_winner_and_a_solo_play_its_one_player(
    client, state, language, description
):
    document = page(client, save(client, "panorama", state)["id"], language)
    assert meta(document, "og:description") == description


def test_the_card_is_a_1200_by_630_png_of_at_most_300_kb_in_each_language(client):
    table = save(client, "panorama", load_example("panorama")["state"])
    images = {}
    for language in ("en", "it"):
        response = client.get(card_path(page(client, table["id"], language)))
        assert response.status_code == 200
        assert response.mimetype == "image/png"
        assert len(response.data) <= 300 * 1024
        with Image.open(io.BytesIO(response.data)) as image:
            assert (image.format, image.size) == ("PNG", (1200, 630))
        images[language] = response.data
    assert images["en"] != images["it"], "the Italian card is worded in Italian"


def test_a_new_revision_gets_a_new_card_address_and_the_old_one_keeps_its_card(client):
    table = save(client, "panorama", load_example("panorama")["state"])
    first = card_path(page(client, table["id"]))
    before = client.get(first).data
    renamed = json.loads(json.dumps(load_example("panorama")["state"]).replace('"Dev"', '"Devi"'))
    response = client.put(
        f"/api/v1/tables/{table['id']}",
        data=json.dumps({"state": renamed}),
        content_type="application/json",
        headers=bearer(table["edit_token"]),
    )
    assert response.status_code == 200
    document = page(client, table["id"])
    second = card_path(document)
    assert second == f"/t/{table['id']}/card/2.png?lang=en" != first
    assert meta(document, "og:description").startswith("Devi wins.")
    assert client.get(second).data != before
    assert client.get(first).data == before, "version 1's card is still version 1's"
    assert card_path(page(client, table["id"], path="/revisions/1")) == first
    assert client.get(f"/t/{table['id']}/card/3.png").status_code == 404
    assert client.get(f"/t/{table['id']}/card/0.png").status_code == 404
    assert client.get("/t/nothing-here/card/1.png").status_code == 404


def test_a_card_is_kept_for_good_and_answers_304_to_its_etag(client):
    table = save(client, "panorama", load_example("panorama")["state"])
    path = card_path(page(client, table["id"]))
    response = client.get(path)
    assert "immutable" in response.headers["Cache-Control"]
    assert "max-age=31536000" in response.headers["Cache-Control"]
    again = client.get(path, headers={"If-None-Match": response.headers["ETag"]})
    assert again.status_code == 304
    assert again.data == b""


@pytest.mark.parametrize(
    ("game", "state"),
    [
        ("panorama", SOLO),
        ("panorama", TIE),
        ("panorama", six_players()),
        ("sagrada", load_example("sagrada")["state"]),
        ("topiary", load_example("topiary")["state"]),
        ("solstis", load_example("solstis")["state"]),
        ("tsukimi", load_example("tsukimi")["state"]),
    ],
    ids=["solo", "tie", "six-long-names", "sagrada", "topiary", "solstis", "tsukimi"],
)
@pytest.mark.parametrize("language", ["en", "it"])
def test_every_game_and_table_shape_draws_a_card(client, game, state, language):
    table = save(client, game, state)
    response = client.get(card_path(page(client, table["id"], language)))
    assert response.status_code == 200
    with Image.open(io.BytesIO(response.data)) as image:
        assert image.size == (1200, 630)
    assert len(response.data) <= 300 * 1024


def test_a_name_too_long_for_its_line_is_cut_with_an_ellipsis_and_fits():
    face = font(BOLD_FONT, 40)
    name = "Bartolomeo Àèéìòù " * 4
    cut = fitted(name, face, 300)
    assert cut.endswith(ELLIPSIS)
    assert face.getlength(cut) <= 300
    assert name.startswith(cut.removesuffix(ELLIPSIS))
    assert fitted("Zoë", face, 300) == "Zoë"
    assert fitted("Ann\nBen\tCat", face, 300) == "Ann Ben Cat"


def test_the_share_button_offers_the_card_to_share_as_a_file(client):
    table = save(client, "panorama", load_example("panorama")["state"])
    document = page(client, table["id"])
    button = re.search(r"<button[^>]*data-share-url[^>]*>", document)
    assert button
    assert f'data-share-image="/t/{table["id"]}/card/1.png?lang=en"' in button.group(0)
    assert 'data-share-image-name="vantage-' in button.group(0)


# Send to BG Stats.


def test_the_bg_stats_link_carries_the_table_as_a_play_from_vantage(client):
    table = save(client, "panorama", load_example("panorama")["state"])
    document = page(client, table["id"])
    link = bgstats_link(document)
    assert "noopener" in link.group(2).split()
    play = bgstats_play(document)
    created = datetime.fromisoformat(client.get(f"/api/v1/tables/{table['id']}").json["created"])
    assert play["sourceName"] == "Vantage"
    assert play["sourcePlayId"] == table["id"]
    assert play["playDate"] == created.strftime("%Y-%m-%d %H:%M:%S")
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", play["playDate"])
    assert play["game"] == {"name": "Panorama", "sourceGameId": "panorama", "highestWins": True}
    assert players(play) == [("Ann", 56, False), ("Ben", 30, False), ("Cat", 37, False),
                             ("Dev", 63, True)]  # fmt: skip
    assert all("startPlayer" not in player for player in play["players"])


def test_every_winner_of_a_tie_is_a_winner_in_bg_stats(client):
    play = bgstats_play(page(client, save(client, "panorama", TIE)["id"]))
    assert players(play) == [("Zoë", 0, True), ("Niccolò", 0, True)]


def test_a_solo_play_goes_to_bg_stats_with_its_one_player(client):
    play = bgstats_play(page(client, save(client, "panorama", SOLO)["id"]))
    assert players(play) == [("Zoë", 4, True)]


def test_six_players_with_the_longest_non_ascii_names_fit_in_the_link(client):
    document = page(client, save(client, "panorama", six_players())["id"])
    url = html.unescape(bgstats_link(document).group(1))
    assert len(url) < MAX_URL_LENGTH == 8000
    assert url.isascii(), "the JSON is URL-encoded"
    play = bgstats_play(document)
    assert [len(name) for name, _, _ in players(play)] == [30] * 6
    assert players(play) == [
        (NAMES_30[0], 4, True),
        (NAMES_30[1], 4, True),
        *[(name, 0, False) for name in NAMES_30[2:]],
    ]


def test_sagrada_is_sent_with_its_boardgamegeek_id(client):
    play = bgstats_play(
        page(client, save(client, "sagrada", load_example("sagrada")["state"])["id"])
    )
    assert play["game"] == {
        "name": "Sagrada",
        "sourceGameId": "sagrada",
        "bggId": 199561,
        "highestWins": True,
    }
    assert players(play) == [("Ann", 19, False), ("Ben", 21, True), ("Cat", -1, False)]


def test_a_game_whose_table_names_its_start_player_says_who_started(client):
    """Topiary's players are entered in turn order, first player first."""
    play = bgstats_play(
        page(client, save(client, "topiary", load_example("topiary")["state"])["id"])
    )
    assert "bggId" not in play["game"]
    assert [(player["name"], player["startPlayer"]) for player in play["players"]] == [
        ("Ann", True),
        ("Ben", False),
        ("Cat", False),
    ]
    assert players(play) == [("Ann", 13, False), ("Ben", 15, True), ("Cat", 14, False)]


def test_an_earlier_version_offers_no_bg_stats_link(client):
    table = save(client, "panorama", load_example("panorama")["state"])
    renamed = json.loads(json.dumps(load_example("panorama")["state"]).replace('"Dev"', '"Devi"'))
    client.put(
        f"/api/v1/tables/{table['id']}",
        data=json.dumps({"state": renamed}),
        content_type="application/json",
        headers=bearer(table["edit_token"]),
    )
    assert CREATE_PLAY not in page(client, table["id"], path="/revisions/1")
    assert players(bgstats_play(page(client, table["id"])))[3] == ("Devi", 63, True)
