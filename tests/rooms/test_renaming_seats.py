"""Issue 21, "edits of names go to the room": a name is the room's, changed on one page (or
with the API) for every part and every phone; the host changes any name, a player their own;
what the parts hold under a name (a panorama's owners, Topiary's visitors, the rabbits around
a Tsukimi tile) follows the name, so nothing anyone entered is lost to a rename."""

from __future__ import annotations

import html
import json
import re

import pytest

from scoring import get_game
from tests.conftest import load_example
from tests.rooms.phones import every_part, join, names_only, open_room, part_fields, send
from tests.rooms.test_rooms_pages import open_from_form, sit
from web.games import get_adapter
from web.rooms.parts import player_names

GAMES = ["panorama", "sagrada", "solstis", "topiary", "tsukimi"]


def renamed_totals(game, mapping):
    """The sample's totals (from the rules, in shared/examples) under the new names."""
    return {
        mapping.get(name, name): total
        for name, total in load_example(game)["expect"]["totals"].items()
    }


def fill_every_part_from_the_form(app, host, room_url, game, state):
    """Every player on their own phone (the host in the first seat) fills in their parts."""
    count = len(names_only(game, state)["players"])
    phones = [host] + [app.test_client() for _ in range(count - 1)]
    for seat, phone in enumerate(phones):
        sit(phone, room_url, seat)
    for spec in every_part(game, state):
        phone = phones[next((seat for seat in spec.editors if seat >= 0), 0)]
        fields = part_fields(app, game, state, spec.key).to_dict(flat=False)
        saved = phone.post(f"{room_url}/p/{spec.key}", data={**fields, "version": "0", "done": "1"})
        assert saved.status_code == 303, saved.get_data(as_text=True)


def scored_totals(client, room_url):
    scored = client.post(f"{room_url}/score", data={"anyway": "1"})
    assert scored.status_code == 303
    assert scored.headers["Location"].startswith("/t/"), "not scored: the room has problems"
    table_id = scored.headers["Location"].rsplit("/", 1)[-1]
    table = client.get(f"/api/v1/tables/{table_id}").get_json()
    return {player["name"]: player["total"] for player in table["result"]["players"]}


@pytest.mark.parametrize("game", GAMES)
def test_a_renamed_seat_keeps_every_entry_made_under_its_old_name(room_app, game):
    """Every part filled in, then the host renames the first player: the table scores the
    sample's totals with the new name (a name held in a part would otherwise lose its
    panorama, its visitors, its rabbits)."""
    state = load_example(game)["state"]
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, game, names_only(game, state))
    fill_every_part_from_the_form(room_app, host, room_url, game, state)
    first = names_only(game, state)["players"][0]
    first = first if isinstance(first, str) else first["name"]
    renamed = host.post(f"{room_url}/names", data={"name-0": "Zoë"})
    assert renamed.status_code == 303
    assert renamed.headers["Location"].endswith(room_url)
    assert "Zoë" in host.get(room_url).get_data(as_text=True)
    assert scored_totals(host, room_url) == renamed_totals(game, {first: "Zoë"})


def test_two_players_may_swap_names_and_keep_their_own_visitors(room_app):
    """Ann ↔ Ben at once (the host's page sends every name): each visitor stays with its
    seat, so the totals swap names and nothing else."""
    state = load_example("topiary")["state"]
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, "topiary", names_only("topiary", state))
    fill_every_part_from_the_form(room_app, host, room_url, "topiary", state)
    swapped = host.post(
        f"{room_url}/names", data={"name-0": "Ben", "name-1": "Ann", "name-2": "Cat"}
    )
    assert swapped.status_code == 303
    assert scored_totals(host, room_url) == {"Ben": 13, "Ann": 15, "Cat": 14}


def test_a_player_changes_their_own_name_only(room_app):
    state = load_example("tsukimi")["state"]
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, "tsukimi", names_only("tsukimi", state))
    ben = room_app.test_client()
    sit(ben, room_url, 1)
    page = ben.get(f"{room_url}/names").get_data(as_text=True)
    assert 'name="name-1"' in page and 'name="name-0"' not in page  # Ann's is shown, not offered.
    assert "Player 1: <strong>Ann</strong>" in page
    assert ben.post(f"{room_url}/names", data={"name-1": "Benedetta"}).status_code == 303
    refused = ben.post(f"{room_url}/names", data={"name-0": "Nobody"})
    assert refused.status_code == 403
    assert "Only the host, or the player in that seat, can change its name." in refused.get_data(
        as_text=True
    )
    seats = host.get(room_url).get_data(as_text=True)
    assert "Benedetta" in seats and "Nobody" not in seats
    stranger = room_app.test_client()
    assert stranger.get(f"{room_url}/names").status_code == 403
    assert stranger.post(f"{room_url}/names", data={"name-0": "X"}).status_code == 403


def test_a_name_another_player_has_comes_back_typed_with_its_reason(room_app):
    state = load_example("solstis")["state"]
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, "solstis", names_only("solstis", state))
    taken = host.post(f"{room_url}/names", data={"name-0": "Ann", "name-1": " ann "})
    assert taken.status_code == 422
    page = taken.get_data(as_text=True)
    assert "Two players cannot have the same name: “ann” is taken." in page
    assert re.search(r'name="name-1" value="ann"[^>]*aria-invalid="true"', page)
    too_long = host.post(f"{room_url}/names", data={"name-0": "A" * 31, "name-1": "Ben"})
    assert too_long.status_code == 422
    assert 'value="' + "A" * 31 + '"' in too_long.get_data(as_text=True)
    empty = host.post(f"{room_url}/names", data={"name-0": "  ", "name-1": "Ben"})
    assert empty.status_code == 422
    assert "Ann" in host.get(room_url).get_data(as_text=True)  # Nothing was renamed.


def test_a_board_opened_before_a_rename_saves_under_the_new_names(room_app):
    """Ben's phone opened the board (its hidden names say Ann and Ben) before Ann became
    Anna; the board it saves counts Anna's rabbits as Anna's."""
    state = load_example("tsukimi")["state"]
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, "tsukimi", names_only("tsukimi", state))
    ben = room_app.test_client()
    sit(ben, room_url, 1)
    assert "Ann" in ben.get(f"{room_url}/p/board").get_data(as_text=True)
    assert (
        host.post(f"{room_url}/names", data={"name-0": "Anna", "name-1": "Ben"}).status_code == 303
    )
    fields = part_fields(room_app, "tsukimi", state, "board").to_dict(flat=False)
    assert fields["players-0-name"] == ["Ann"]  # As the old page posts it.
    saved = ben.post(f"{room_url}/p/board", data={**fields, "version": "0", "done": "1"})
    assert saved.status_code == 303
    assert scored_totals(host, room_url) == {"Anna": 11, "Ben": 31}


def test_a_part_started_before_a_rename_merges_with_one_saved_after_it(room_app):
    """Two phones on Tsukimi's board from version 1; Ann becomes Anna; the first save wins
    the version, the second merges with it against version 1 (kept under the new names), and
    both phones' tiles are on the board."""
    state = load_example("tsukimi")["state"]
    first_half = {**state, "tiles": state["tiles"][:4]}
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, "tsukimi", names_only("tsukimi", state))
    fields = part_fields(room_app, "tsukimi", first_half, "board").to_dict(flat=False)
    assert host.post(f"{room_url}/p/board", data={**fields, "version": "0"}).status_code == 303
    assert (
        host.post(f"{room_url}/names", data={"name-0": "Anna", "name-1": "Ben"}).status_code == 303
    )
    with_fifth = {**state, "tiles": state["tiles"][:5]}
    with_sixth = {**state, "tiles": [*state["tiles"][:4], state["tiles"][5]]}
    for table in (with_fifth, with_sixth):
        fields = part_fields(room_app, "tsukimi", table, "board").to_dict(flat=False)
        assert host.post(f"{room_url}/p/board", data={**fields, "version": "1"}).status_code == 303
    board = host.get(f"/api/v1/rooms/{room_url.rsplit('/', 1)[-1]}").get_json()
    tiles = next(part for part in board["parts"] if part["key"] == "board")["content"]["tiles"]
    assert len(tiles) == 6
    assert all(set(tile["rabbits"]) == {"Anna", "Ben"} for tile in tiles)


def test_the_api_renames_a_seat_with_the_rooms_token_only(client):
    state = load_example("panorama")["state"]
    opened = open_room(client, "panorama", names_only("panorama", state))
    room_id, host_token = opened["id"], opened["token"]
    ben = join(client.application.test_client(), opened["code"], 1)
    path = f"/api/v1/rooms/{room_id}/seats/1"
    assert send(client, "PUT", path, {"name": "Benno"}).status_code == 401
    assert (
        send(
            client, "PUT", f"/api/v1/rooms/{room_id}/seats/0", {"name": "X"}, ben["token"]
        ).status_code
        == 403
    )
    assert send(client, "PUT", path, {"name": 5}, ben["token"]).status_code == 400
    answered = send(client, "PUT", path, {"name": "Benno"}, ben["token"])
    assert answered.status_code == 200, answered.get_json()
    assert [seat["name"] for seat in answered.get_json()["seats"]][:2] == ["Ann", "Benno"]
    clash = send(client, "PUT", path, {"name": "ANN"}, host_token)
    assert clash.status_code == 422
    assert clash.get_json()["errors"][0]["path"] == "name"
    assert (
        send(
            client, "PUT", f"/api/v1/rooms/{room_id}/seats/9", {"name": "X"}, host_token
        ).status_code
        == 404
    )


def hidden(page, name):
    """The value of a clash page's hidden field ``name`` (its entries, the names it was drawn
    with), as the browser would post it."""
    return html.unescape(re.search(rf'name="{name}" value="([^"]*)"', page)[1])


def every_string(value):
    """Every string of a JSON value, object keys included."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from every_string(item)
    elif isinstance(value, list):
        for item in value:
            yield from every_string(item)
    elif isinstance(value, str):
        yield value


@pytest.mark.parametrize("game", GAMES)
def test_renaming_every_player_leaves_no_old_name_anywhere_in_the_table(game):
    """The sample names its players in many places (owners, neighbours, visitors, rabbits);
    renamed, none of the old names is left, and renaming back gives the sample again."""
    state = load_example(game)["state"]
    adapter = get_adapter(game)
    names = player_names(game, state)
    there = {name: f"{name}-new" for name in names}
    renamed = adapter.renamed_players(state, there)
    assert not set(every_string(renamed)) & set(names)
    assert player_names(game, renamed) == [there[name] for name in names]
    back = adapter.renamed_players(renamed, {new: old for old, new in there.items()})
    assert back == state
    result = get_game(game).score(get_game(game).parse(renamed)).to_dict()
    totals = {player["name"]: player["total"] for player in result["players"]}
    assert totals == renamed_totals(game, there)


def test_a_clash_page_drawn_before_a_rename_keeps_its_tiles_under_the_new_names(room_app):
    """Ben's clash page (one tile both changed) was drawn while Ann was Ann; Ann becomes
    Anna; Ben's one tap saves his entries with Anna's rabbits counted as Anna's."""
    state = load_example("tsukimi")["state"]
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, "tsukimi", state)
    ann, ben = host, room_app.test_client()
    sit(ann, room_url, 0)
    sit(ben, room_url, 1)
    first = [dict(tile) for tile in state["tiles"]]
    first[0] = {**first[0], "value": 4}
    second = [dict(tile) for tile in state["tiles"]]
    second[0] = {**second[0], "value": 3}
    for table, phone, status in ((first, ann, 303), (second, ben, 409)):
        fields = part_fields(room_app, "tsukimi", {**state, "tiles": table}, "board")
        posted = phone.post(
            f"{room_url}/p/board", data={**fields.to_dict(flat=False), "version": "0"}
        )
        assert posted.status_code == status
    page = posted.get_data(as_text=True)
    mine = hidden(page, "mine")
    names = hidden(page, "names")
    assert json.loads(names) == ["Ann", "Ben"]
    assert ann.post(f"{room_url}/names", data={"name-0": "Anna"}).status_code == 303
    kept = ben.post(
        f"{room_url}/p/board/merge",
        data={
            "mine": mine,
            "names": names,
            "chosen": "{}",
            "base_version": "0",
            "keep": "tiles.0.value=mine",
        },
    )
    assert kept.status_code == 303, kept.get_data(as_text=True)
    board = host.get(f"/api/v1/rooms/{room_url.rsplit('/', 1)[-1]}").get_json()["parts"][0]
    assert board["content"]["tiles"][0]["value"] == 3
    assert all(set(tile["rabbits"]) == {"Anna", "Ben"} for tile in board["content"]["tiles"])
    assert [player["name"] for player in board["content"]["players"]] == ["Anna", "Ben"]


def test_a_clash_page_drawn_before_a_rename_keeps_the_neighbours_under_the_new_names(room_app):
    """The host's Sagrada objectives clash (two pages, each a different public objective);
    Ann becomes Anna before the host taps; the kept objectives' neighbours are Anna, not
    the Ann no seat is called any more (the clash page names the seats it was drawn with)."""
    state = load_example("sagrada")["state"]
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, "sagrada", state)
    sit(host, room_url, 0)
    tables = [
        {**state, "public_objectives": ["row_color_variety"]},
        {**state, "public_objectives": ["column_color_variety"]},
    ]
    for table, status in zip(tables, (303, 409), strict=True):
        fields = part_fields(room_app, "sagrada", table, "shared").to_dict(flat=False)
        posted = host.post(f"{room_url}/p/shared", data={**fields, "version": "0"})
        assert posted.status_code == status
    page = posted.get_data(as_text=True)
    mine = hidden(page, "mine")
    names = hidden(page, "names")
    assert host.post(f"{room_url}/names", data={"name-0": "Anna"}).status_code == 303
    key = re.search(r'name="keep" value="([^"]*)=mine"', page)[1]
    kept = host.post(
        f"{room_url}/p/shared/merge",
        data={
            "mine": mine,
            "names": names,
            "chosen": "{}",
            "base_version": "0",
            "keep": f"{key}=mine",
        },
    )
    assert kept.status_code == 303, kept.get_data(as_text=True)
    room = host.get(f"/api/v1/rooms/{room_url.rsplit('/', 1)[-1]}").get_json()
    shared = next(part for part in room["parts"] if part["key"] == "shared")["content"]
    assert shared["public_objectives"] == ["column_color_variety"]
    sides = {
        name
        for objective in shared["shared_objectives"]
        for name in (objective["left"], objective["right"])
    }
    assert sides == {"Anna", "Ben", "Cat"}
    assert shared["final_round_order"] == ["Anna", "Ben", "Cat"]
