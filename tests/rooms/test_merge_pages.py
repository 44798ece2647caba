"""Issue 21 with two phones (test clients): saves of one part merge, a clash asks once per
thing both changed, a part shows only what the seat may edit, and the wrong words are gone."""

from __future__ import annotations

import html
import re

from tests.conftest import load_example
from tests.rooms.phones import join, names_only, open_room, part_fields, send
from tests.rooms.test_rooms_pages import open_from_form, sit


def mine_of(page: str) -> str:
    return html.unescape(re.search(r'name="mine" value="([^"]*)"', page)[1])


def post_part(app, phone, room_url, game, state, key, version, done=False):
    fields = part_fields(app, game, state, key).to_dict(flat=False)
    data = {**fields, "version": str(version)}
    if done:
        data["done"] = "1"
    return phone.post(f"{room_url}/p/{key}", data=data)


def room_document(client, room_url):
    return client.get(f"{room_url}/state").get_json()


def test_two_phones_filling_in_halves_of_the_tsukimi_board_keep_both_halves(room_app):
    """The review's overwrite: Ann tiles 1–9 and both reserves, Ben tiles 10–18, both from
    the empty board; Ben's save merges (no question) and nothing of Ann's is lost."""
    state = load_example("tsukimi")["state"]
    host = room_app.test_client()
    room_url = open_from_form(room_app, host, "tsukimi", names_only("tsukimi", state))
    ann, ben = host, room_app.test_client()
    sit(ann, room_url, 0)
    sit(ben, room_url, 1)
    ann_half = {**state, "tiles": state["tiles"][:9]}
    ben_half = {
        "players": [{"name": "Ann"}, {"name": "Ben"}],
        "tiles": state["tiles"][9:],
    }
    assert post_part(room_app, ann, room_url, "tsukimi", ann_half, "board", 0).status_code == 303
    merged = post_part(room_app, ben, room_url, "tsukimi", ben_half, "board", 0, done=True)
    assert merged.status_code == 303  # Merged by itself: nothing both changed.
    board = next(p for p in room_document(ann, room_url)["parts"] if p["key"] == "board")
    assert board["version"] == 2
    assert sorted(map(repr, board["content"]["tiles"])) == sorted(map(repr, state["tiles"]))
    assert [p.get("reserve") for p in board["content"]["players"]] == [6, 1]
    assert room_document(ann, room_url)["preview"] == [
        {"name": "Ann", "total": 11},
        {"name": "Ben", "total": 31},
    ]


def test_the_same_tile_changed_on_both_phones_asks_once_and_one_tap_saves(room_app):
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
    second[5] = {**second[5], "color": "red"}
    saved = post_part(room_app, ann, room_url, "tsukimi", {**state, "tiles": first}, "board", 0)
    assert saved.status_code == 303
    clash = post_part(room_app, ben, room_url, "tsukimi", {**state, "tiles": second}, "board", 0)
    assert clash.status_code == 409
    page = clash.get_data(as_text=True)
    assert page.count('class="merge-conflict"') == 1
    assert "blue 4" in page and "blue 3" in page  # The tile as the board names it.
    # … and draws it: its colour's swatch on both sides.
    assert page.count('<span class="swatch sw-blue" aria-hidden="true"></span>') == 2
    kept = ben.post(
        f"{room_url}/p/board/merge",
        data={
            "mine": mine_of(page),
            "chosen": "{}",
            "base_version": "0",
            "keep": "tiles.0.value=mine",
        },
    )
    assert kept.status_code == 303
    tiles = room_document(ann, room_url)["parts"][0]["content"]["tiles"]
    assert tiles[0]["value"] == 3 and tiles[5]["color"] == "red"  # Ben's, and his other change.


def test_the_api_keeps_its_409_and_returns_what_it_merged_and_what_clashes(room_app):
    panorama = load_example("panorama")["state"]
    client = room_app.test_client()
    opened = open_room(client, "panorama", names_only("panorama", panorama))
    ann = join(client, opened["code"], 0, opened["token"])["token"]
    ben = join(room_app.test_client(), opened["code"], 1)["token"]
    url = f"/api/v1/rooms/{opened['id']}/parts/dusk-0"
    assert (
        send(
            client, "PUT", url, {"version": 0, "content": {"cards": ["tree", "fox"]}}, ben
        ).status_code
        == 200
    )
    assert (
        send(
            client, "PUT", url, {"version": 1, "content": {"cards": ["lake", "fox"]}}, ben
        ).status_code
        == 200
    )
    late = send(
        client, "PUT", url, {"version": 1, "content": {"cards": ["tree", "fox", "bear"]}}, ann
    )
    assert late.status_code == 409
    body = late.get_json()
    assert body["merged"] == {"cards": ["lake", "fox", "bear"]}
    assert body["conflicts"] == []
    again = send(client, "PUT", url, {"version": 0, "content": {"cards": ["moon"]}}, ann).get_json()
    assert [c["key"] for c in again["conflicts"]] == ["cards@0"]


def test_a_phone_without_a_token_cannot_write_the_tsukimi_board(room_app):
    state = load_example("tsukimi")["state"]
    client = room_app.test_client()
    opened = open_room(client, "tsukimi", names_only("tsukimi", state))
    stranger = room_app.test_client()
    answer = send(
        stranger,
        "PUT",
        f"/api/v1/rooms/{opened['id']}/parts/board",
        {"version": 0, "content": state},
    )
    assert answer.status_code == 403
    page = stranger.get(f"/r/{opened['id']}/p/board")
    assert page.status_code == 403


def test_a_finished_tsukimi_board_gives_every_seat_its_tick(app):
    state = load_example("tsukimi")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "tsukimi", names_only("tsukimi", state))
    ben = app.test_client()
    sit(host, room_url, 0)
    sit(ben, room_url, 1)
    assert post_part(app, ben, room_url, "tsukimi", state, "board", 0, done=True).status_code == 303
    words = [seat["words"] for seat in room_document(host, room_url)["seats"]]
    assert words == ["Ann ✓", "Ben ✓"]


def test_a_panorama_part_page_of_a_four_player_room_says_nothing_about_awards_not_used(app):
    state = load_example("panorama")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "panorama", names_only("panorama", state))
    sit(host, room_url, 0)
    page = host.get(f"{room_url}/p/dusk-0").get_data(as_text=True)
    assert "Awards are not used" not in page


def test_a_part_posted_by_a_phone_that_lost_its_seat_keeps_what_it_entered(app):
    """Ben's phone lost its cookie mid-entry: his Save is refused (403), nothing is written,
    and the page holds his post with a Try again button; once he has his seat back, that one
    tap saves exactly what he had entered."""
    state = load_example("sagrada")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "sagrada", names_only("sagrada", state))
    ben = app.test_client()
    sit(ben, room_url, 1)
    fields = part_fields(app, "sagrada", state, "seat-1")
    fields["players-1-favor_tokens"] = "4"
    data = {**fields.to_dict(flat=False), "version": "0"}
    lost = app.test_client()  # The same phone, its cookies cleared.
    refused = lost.post(f"{room_url}/p/seat-1", data=data)
    assert refused.status_code == 403
    page = refused.get_data(as_text=True)
    assert "What you entered is kept on this page" in page
    assert f'action="{room_url}/p/seat-1"' in page
    kept = dict(re.findall(r'<input type="hidden" name="([^"]*)" value="([^"]*)">', page))
    assert kept["players-1-favor_tokens"] == "4"
    assert 'target="_blank"' in page  # The room page opens beside this one.
    assert "not started" in host.get(room_url).get_data(as_text=True)  # Nothing written.
    # Back in the seat (here: the phone that holds it), Try again posts the kept fields.
    again = ben.post(f"{room_url}/p/seat-1", data=kept)
    assert again.status_code == 303
    saved = ben.get(f"{room_url}/p/seat-1").get_data(as_text=True)
    assert re.search(r'name="players-1-favor_tokens"[^>]*value="4"', saved)


def test_a_sagrada_window_row_changed_twice_is_asked_as_its_dice(app):
    """Both saves changed row 1 of Ben's window: the clash draws each side's row as dice on
    their colours (the result's window markup), named in words, not as the typed text."""
    state = load_example("sagrada")["state"]
    host = app.test_client()
    room_url = open_from_form(app, host, "sagrada", names_only("sagrada", state))
    ben = app.test_client()
    sit(ben, room_url, 1)
    first = {**state, "players": [dict(player) for player in state["players"]]}
    second = {**state, "players": [dict(player) for player in state["players"]]}
    first["players"][1]["window"] = ["G2 . . . .", *state["players"][1]["window"][1:]]
    second["players"][1]["window"] = ["B6 . . . R1", *state["players"][1]["window"][1:]]
    assert post_part(app, ben, room_url, "sagrada", first, "seat-1", 0).status_code == 303
    clash = post_part(app, ben, room_url, "sagrada", second, "seat-1", 0)
    assert clash.status_code == 409
    page = clash.get_data(as_text=True)
    assert page.count('class="merge-conflict"') == 1
    assert '<i class="t-G">G2</i><i class="e">·</i>' in page  # Theirs (the first save) drawn.
    assert '<i class="t-B">B6</i>' in page and '<i class="t-R">R1</i>' in page  # Mine.
    assert "Green 2, empty, empty, empty, empty" in page
    assert "Blue 6, empty, empty, empty, Red 1" in page
    assert "G2 . . . ." not in page  # Not the typed text.
    assert '<style data-css="sagrada-part.css">' in page  # A room's part's: the forms' too.
    assert page.count("<style") == 1  # The game's holds the site's styles.
