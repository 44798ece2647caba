"""On the phone (issue 15): another game with the same players, running totals, installable.

The browser half (chips, the Score bar's totals, offline) is tests/browser/test_phone_browser.py.
"""

from __future__ import annotations

import json
import re
import struct
import zlib
from html import unescape

import pytest

from scoring import SLUGS, get_game
from tests.conftest import load_example
from tests.web.formdata import sample_form
from web.models import SavedTable
from web.phone.another_game import names_state
from web.phone.install import PNG_ICON_SIZES
from web.platform.db import db


def saved_sample(client, slug: str) -> str:
    """Save a game's sample table through the API; its /t/ID page."""
    response = client.post(
        "/api/v1/tables", json={"game": slug, "state": load_example(slug)["state"]}
    )
    assert response.status_code == 201
    url: str = response.get_json()["url"]
    return url


def another_game_forms(page: str) -> dict[str, dict[str, object]]:
    """The "Score another game" forms of a result page: game slug → the state each posts."""
    section = re.search(r'<section class="another-game".*?</section>', page, re.S)
    assert section is not None, "no 'Score another game' section"
    forms = re.findall(
        r'<form method="post" action="/(\w+)/edit">\s*'
        r'<input type="hidden" name="state" value="([^"]*)">',
        section.group(0),
    )
    return {slug: json.loads(unescape(state)) for slug, state in forms}


def name_fields(page: str) -> list[str]:
    """The values of a form page's player name fields (shown or hidden), in seat order."""
    return re.findall(r'<input[^>]*name="players-\d+(?:-name)?"[^>]*value="([^"]*)"', page)


def chosen_player_count(page: str) -> str | None:
    select = re.search(r'<select[^>]*name="player_count".*?</select>', page, re.S)
    if select is None:
        return None
    chosen = re.search(r'<option selected value="(\d+)"|<option value="(\d+)" selected', select[0])
    assert chosen is not None
    return chosen.group(1) or chosen.group(2)


# Score another game with these players.


def test_panorama_lists_its_players_as_names_the_others_as_objects():
    # The contract: Panorama's "players" is ["Ann", …], every other game's [{"name": …}, …].
    assert names_state(get_game("panorama"), ["Ann", "Ben"]) == {"players": ["Ann", "Ben"]}
    assert names_state(get_game("topiary"), ["Ann", "Ben"]) == {
        "players": [{"name": "Ann"}, {"name": "Ben"}]
    }


def test_a_two_player_game_takes_the_first_two_names():
    assert names_state(get_game("tsukimi"), ["Ann", "Ben", "Cat", "Dev"]) == {
        "players": [{"name": "Ann"}, {"name": "Ben"}]
    }


def test_a_solo_player_gets_a_blank_seat_beside_them_in_a_game_of_two_or_more():
    assert names_state(get_game("topiary"), ["Ann"]) == {"players": [{"name": "Ann"}, {"name": ""}]}
    assert names_state(get_game("panorama"), ["Ann"]) == {"players": ["Ann"]}


def test_a_result_offers_all_five_games_with_its_players(client):
    page = client.get(saved_sample(client, "panorama")).get_data(as_text=True)
    forms = another_game_forms(page)
    assert sorted(forms) == sorted(SLUGS)
    assert forms["panorama"] == {"players": ["Ann", "Ben", "Cat", "Dev"]}
    assert forms["sagrada"] == {"players": [{"name": n} for n in ["Ann", "Ben", "Cat", "Dev"]]}
    assert forms["solstis"] == {"players": [{"name": "Ann"}, {"name": "Ben"}]}
    assert "Score another game with these players" in page


def test_a_game_that_seats_fewer_says_who_plays(client):
    page = client.get(saved_sample(client, "panorama")).get_data(as_text=True)
    assert "Solstis takes 2 players at most: Ann, Ben." in page
    assert "Topiary takes" not in page  # Topiary seats all 4.


def test_the_names_go_in_the_body_never_in_an_address(client):
    page = client.get(saved_sample(client, "topiary")).get_data(as_text=True)
    section = re.search(r'<section class="another-game".*?</section>', page, re.S)
    assert section is not None
    assert not re.search(r'<a [^>]*href="[^"]*Ann', section[0])
    assert 'method="post"' in section[0]
    assert 'method="get"' not in section[0].lower()


@pytest.mark.parametrize("slug", SLUGS)
def test_each_game_opens_blank_with_the_four_panorama_players(client, slug):
    game = get_game(slug)
    state = names_state(game, ["Ann", "Ben", "Cat", "Dev"])
    page = client.post(f"/{slug}/edit", data={"state": json.dumps(state)})
    assert page.status_code == 200
    html = page.get_data(as_text=True)
    seated = min(4, game.max_players)
    assert name_fields(html)[:seated] == ["Ann", "Ben", "Cat", "Dev"][:seated]
    assert all(value == "" for value in name_fields(html)[seated:])
    if chosen_player_count(html) is not None:  # Games with a choice of table size.
        assert chosen_player_count(html) == str(seated)
    assert 'class="error-summary"' not in html  # Blank, not a table with problems.


def test_a_revision_page_offers_the_players_of_that_version(client):
    state = load_example("tsukimi")["state"]
    saved = client.post("/api/v1/tables", json={"game": "tsukimi", "state": state}).get_json()
    renamed = json.loads(json.dumps(state).replace('"Ben"', '"Bea"'))
    corrected = client.put(
        f"/api/v1/tables/{saved['id']}",
        json={"state": renamed},
        headers={"Authorization": f"Bearer {saved['edit_token']}"},
    )
    assert corrected.status_code == 200
    now = client.get(f"/t/{saved['id']}").get_data(as_text=True)
    before = client.get(f"/t/{saved['id']}/revisions/1").get_data(as_text=True)
    assert another_game_forms(now)["topiary"] == {"players": [{"name": "Ann"}, {"name": "Bea"}]}
    assert another_game_forms(before)["topiary"] == {"players": [{"name": "Ann"}, {"name": "Ben"}]}


# Running totals.


@pytest.mark.parametrize("slug", SLUGS)
def test_running_totals_of_the_sample_table_are_its_expected_totals(app, client, slug):
    expected = load_example(slug)["expect"]["totals"]
    response = client.post(f"/{slug}/totals", data=sample_form(app, slug))
    assert response.status_code == 200
    answer = response.get_json()
    assert answer["problems"] == 0
    assert {player["name"]: player["total"] for player in answer["players"]} == expected


def test_running_totals_are_dashes_while_a_name_is_repeated(app, client):
    form = sample_form(app, "tsukimi")
    form["players-1-name"] = "Ann"
    answer = client.post("/tsukimi/totals", data=form).get_json()
    assert answer["problems"] >= 1
    assert [player["total"] for player in answer["players"]] == [None, None]


def test_running_totals_name_blank_seats_as_their_placeholders(client):
    answer = client.post("/tsukimi/totals", data={}).get_json()
    assert [player["name"] for player in answer["players"]] == ["Player 1", "Player 2"]


def test_running_totals_save_nothing_and_are_never_cached(app, client):
    response = client.post("/solstis/totals", data=sample_form(app, "solstis"))
    assert response.headers["Cache-Control"] == "no-store"
    assert response.mimetype == "application/json"
    with app.app_context():
        assert db.session.query(SavedTable).count() == 0


def test_running_totals_never_set_a_session_cookie(app, client):
    # A new session here would outdate the form token of the page being filled in.
    response = client.post("/tsukimi/totals", data=sample_form(app, "tsukimi"))
    assert "Set-Cookie" not in response.headers


def test_running_totals_of_an_unknown_game_are_not_found(client):
    assert client.post("/chess/totals", data={}).status_code == 404


def test_running_totals_need_no_form_token(csrf_app):
    # Nothing is saved, so a page open for a whole night still gets its totals.
    client = csrf_app.test_client()
    answer = client.post("/tsukimi/totals", data=sample_form(csrf_app, "tsukimi"))
    assert answer.status_code == 200
    assert answer.get_json()["problems"] == 0


def test_a_key_no_page_sends_is_a_problem_not_a_crash(client):
    answer = client.post("/tsukimi/totals", data={"players-²-name": "Ann"})
    assert answer.status_code == 200
    assert answer.get_json()["problems"] >= 1


# Installable.


def test_every_page_links_the_manifest_and_the_apps_own_icon(client):
    html = client.get("/").get_data(as_text=True)
    assert '<link rel="manifest" href="/manifest.webmanifest">' in html
    assert '<link rel="icon" href="/icon.svg" type="image/svg+xml">' in html


@pytest.mark.parametrize("slug", SLUGS)
def test_a_games_blank_form_registers_the_worker_to_keep_that_game(client, slug):
    html = client.get(f"/{slug}/").get_data(as_text=True)
    assert f'data-service-worker="/sw.js" data-offline-game="{slug}"' in html


def test_a_saved_table_a_join_link_and_the_list_of_games_register_no_worker(client):
    # Issue 24: a phone that only scanned a QR code downloads nothing in the background.
    for address in (saved_sample(client, "panorama"), "/j/NOPE", "/j/NOPE/nokey", "/"):
        html = client.get(address).get_data(as_text=True)
        assert "data-service-worker" not in html, address
        assert "data-offline-game" not in html, address


def test_the_manifest_opens_the_list_of_games_standalone(client):
    response = client.get("/manifest.webmanifest")
    assert response.mimetype == "application/manifest+json"
    manifest = json.loads(response.get_data(as_text=True))
    assert manifest["name"] == "Vantage"
    assert manifest["start_url"] == "/"
    assert manifest["display"] == "standalone"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512", "any"} <= sizes
    for icon in manifest["icons"]:
        assert icon["src"].startswith("/")  # The app's own: no outside request.
        assert client.get(icon["src"]).status_code == 200


@pytest.mark.parametrize("size", [*PNG_ICON_SIZES, 180])
def test_each_png_icon_is_a_real_png_of_its_size(client, size):
    body = client.get(f"/icon-{size}.png").data
    assert body[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", body[16:24])
    assert (width, height) == (size, size)
    # Decodes whole: one filter byte and 3 bytes per pixel, row by row.
    idat_length = struct.unpack(">I", body[33:37])[0]
    pixels = zlib.decompress(body[41 : 41 + idat_length])
    assert len(pixels) == size * (1 + 3 * size)


def test_an_icon_size_no_phone_asks_for_is_not_found(client):
    assert client.get("/icon-17.png").status_code == 404


def test_the_policy_lets_the_page_use_its_own_worker_and_manifest_only(client):
    policy = client.get("/").headers["Content-Security-Policy"]
    assert "worker-src 'self'" in policy
    assert "manifest-src 'self'" in policy


def test_the_service_worker_is_served_fresh_from_the_root(client):
    response = client.get("/sw.js")
    assert response.mimetype == "text/javascript"
    assert response.headers["Cache-Control"] == "no-cache"
    source = response.get_data(as_text=True)
    assert "__VERSION__" not in source and "__GAMES__" not in source and "__SHARED__" not in source


def kept_by_the_worker(client) -> tuple[str, dict[str, dict[str, list[str]]], list[str]]:
    source = client.get("/sw.js").get_data(as_text=True)
    version = re.search(r'var VERSION ?= ?"(\w+)";', source)
    games = re.search(r"var GAMES ?= ?(\{.*?\});", source)
    shared = re.search(r"var SHARED ?= ?(\[.*?\]);", source)
    assert version and games and shared
    return version[1], json.loads(games[1]), json.loads(shared[1])


def test_the_worker_keeps_each_games_form_and_rules_page_but_no_saved_table(client):
    _, games, _ = kept_by_the_worker(client)
    assert sorted(games) == sorted(SLUGS)
    for slug in SLUGS:
        pages = games[slug]["pages"]
        assert pages[:2] == [f"/{slug}/", f"/{slug}/rules"]
        assert all(page.startswith(f"/{slug}/") for page in pages)
        assert len(pages) == len(set(pages))  # Each page once.
        assert not [page for page in pages if page.startswith(("/t/", "/api/", "/j/", "/r/"))]
    assert "/" not in [page for kept in games.values() for page in kept["pages"]]


def test_the_worker_keeps_every_versioned_asset_a_games_pages_link_and_no_other_games(client):
    _, games, shared = kept_by_the_worker(client)
    assert shared == ["/icon.svg", "/manifest.webmanifest"]
    for slug in SLUGS:
        assets = games[slug]["assets"]
        for page in (f"/{slug}/", f"/{slug}/rules"):
            html = client.get(page).get_data(as_text=True)
            for linked in re.findall(r'(?:href|src|data-later)="(/assets/[^"]+)"', html):
                assert linked in assets
        others = [other for other in SLUGS if other != slug]
        assert not [a for a in assets if a.startswith(tuple(f"/assets/{o}" for o in others))]


def test_a_new_asset_is_a_new_worker_version(app):
    before, _, _ = kept_by_the_worker(app.test_client())
    bundles = app.extensions["vantage_assets"]
    changed = bundles["site.js"].__class__(
        "site.0123456789ab.js", b"// new\n", b"", bundles["site.js"].content_type
    )
    bundles["site.js"] = changed
    after, games, _ = kept_by_the_worker(app.test_client())
    assert after != before
    assert "/assets/site.0123456789ab.js" in games["panorama"]["assets"]
