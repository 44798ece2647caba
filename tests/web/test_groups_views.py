"""Groups: filing a saved table into a private /g/ID link, its figures and its downloads."""

from __future__ import annotations

import csv
import io
import re

from tests.web.social import file_into, sample_state, score_on_this_phone, start_group
from web.groups.service import GROUPS_COOKIE

# The spec's Panorama sample scores Ann 56, Ben 30, Cat 37, Dev 63 (Dev wins).
SECOND_NIGHT = {"Ann": "ANN", "Ben": "Dev", "Dev": "ben "}
"""The same table a week later with Ben and Dev in each other's seats, and names typed
differently: ANN 56, Dev 30, Cat 37, "ben " 63 (so Ben wins)."""


def thursday_group(client) -> tuple[str, str, str]:
    """Two Panorama nights filed into "Thursday group": (group id, first table, second)."""
    first = score_on_this_phone(client, "panorama", sample_state("panorama"))
    group_id = start_group(client, first, "Thursday group")
    second = score_on_this_phone(client, "panorama", sample_state("panorama", SECOND_NIGHT))
    assert file_into(client, second, group_id).status_code == 303
    return group_id, first, second


def stats_row(name: str, plays: int, wins: int, best: int, average: str) -> str:
    return (
        f'<tr><th scope="row">{name}</th><td class="num">{plays}</td><td class="num">{wins}</td>'
        f'<td class="num">{best}</td><td class="num">{average}</td></tr>'
    )


def test_group_ids_are_random_and_long(client):
    table = score_on_this_phone(client, "panorama", sample_state("panorama"))
    ids = {start_group(client, table, f"Group {n}") for n in range(3)}
    assert len(ids) == 3
    assert all(len(group_id) >= 22 for group_id in ids)  # 16 random bytes, URL-safe


def test_group_page_adds_up_plays_wins_best_and_average(client):
    group_id, _first, _second = thursday_group(client)
    page = client.get(f"/g/{group_id}").get_data(as_text=True)
    assert "<h1>Thursday group</h1>" in page
    # Ann 56 and 56; Ben 30 then 63; Cat 37 twice; Dev 63 then 30. Most wins first (Ben and
    # Dev: 1 each, average 46.5, by name), then Ann (average 56), Cat (37).
    assert stats_row("ben", 2, 1, 63, "46.5") in page
    assert stats_row("Dev", 2, 1, 63, "46.5") in page
    assert stats_row("ANN", 2, 0, 56, "56.0") in page
    assert stats_row("Cat", 2, 0, 37, "37.0") in page
    order = [
        page.index(stats_row(*row))
        for row in [
            ("ben", 2, 1, 63, "46.5"),
            ("Dev", 2, 1, 63, "46.5"),
            ("ANN", 2, 0, 56, "56.0"),
            ("Cat", 2, 0, 37, "37.0"),
        ]
    ]
    assert order == sorted(order)


def test_names_match_ignoring_case_and_spaces(client):
    group_id, _first, _second = thursday_group(client)
    page = client.get(f"/g/{group_id}").get_data(as_text=True)
    # "Ann" and "ANN", "Ben" and "ben " are one player each: four players, not six.
    players_table = page.split('<table class="plain">')[1].split("</table>")[0]
    assert players_table.count('<th scope="row">') == 4


def test_head_to_head_counts_who_beat_whom(client):
    group_id, _first, _second = thursday_group(client)
    page = client.get(f"/g/{group_id}").get_data(as_text=True)
    matrix = page.split('class="plain head-to-head"')[1].split("</table>")[0]
    rows = {
        name: [cell for cell in re.findall(r'<td class="num">(.*?)</td>', row)]
        for name, row in re.findall(r'<th scope="row">([^<]*)</th>(.*?)</tr>', matrix)
    }
    dash = '<span aria-hidden="true">–</span>'
    # Night 1: Dev 63 > Ann 56 > Cat 37 > Ben 30. Night 2: Ben 63 > Ann 56 > Cat 37 > Dev 30.
    # Columns: ben, Dev, ANN, Cat.
    assert rows == {
        "ben": [dash, "1", "1", "1"],
        "Dev": ["1", dash, "1", "1"],
        "ANN": ["1", "1", dash, "2"],
        "Cat": ["1", "1", "0", dash],
    }


def test_plays_are_listed_newest_first_with_links(client):
    group_id, first, second = thursday_group(client)
    page = client.get(f"/g/{group_id}").get_data(as_text=True)
    plays = page.split('id="plays-title"')[1]
    assert plays.index(f'href="/t/{second}"') < plays.index(f'href="/t/{first}"')
    assert "ben won" in plays  # "ben " as typed, trimmed
    assert "Dev won" in plays


def test_csv_download_has_one_row_per_player_per_play(client):
    group_id, first, second = thursday_group(client)
    response = client.get(f"/g/{group_id}/plays.csv")
    assert response.status_code == 200
    assert response.mimetype == "text/csv"
    assert "attachment" in response.headers["Content-Disposition"]
    assert "vantage-thursday-group.csv" in response.headers["Content-Disposition"]
    rows = list(csv.reader(io.StringIO(response.get_data(as_text=True))))
    assert rows[0] == ["date", "game", "table", "url", "player", "total", "rank", "winner"]
    body = [row[1:3] + row[4:] for row in rows[1:]]
    assert body == [
        ["panorama", second, "ANN", "56", "2", "no"],
        ["panorama", second, "Dev", "30", "4", "no"],
        ["panorama", second, "Cat", "37", "3", "no"],
        ["panorama", second, "ben", "63", "1", "yes"],
        ["panorama", first, "Ann", "56", "2", "no"],
        ["panorama", first, "Ben", "30", "4", "no"],
        ["panorama", first, "Cat", "37", "3", "no"],
        ["panorama", first, "Dev", "63", "1", "yes"],
    ]
    assert rows[1][3] == f"http://localhost/t/{second}"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00", rows[1][0])


def test_json_download_has_the_same_rows(client):
    group_id, first, second = thursday_group(client)
    response = client.get(f"/g/{group_id}/plays.json")
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert body["group"] == {
        "id": group_id,
        "name": "Thursday group",
        "url": f"http://localhost/g/{group_id}",
    }
    rows = [(r["table"], r["player"], r["total"], r["rank"], r["winner"]) for r in body["rows"]]
    assert rows == [
        (second, "ANN", 56, 2, False),
        (second, "Dev", 30, 4, False),
        (second, "Cat", 37, 3, False),
        (second, "ben", 63, 1, True),
        (first, "Ann", 56, 2, False),
        (first, "Ben", 30, 4, False),
        (first, "Cat", 37, 3, False),
        (first, "Dev", 63, 1, True),
    ]
    assert set(body["rows"][0]) == {
        "date",
        "game",
        "table",
        "url",
        "player",
        "total",
        "rank",
        "winner",
    }


def test_a_name_that_looks_like_a_formula_stays_text_in_the_csv(client):
    table = score_on_this_phone(client, "panorama", sample_state("panorama", {"Ann": "=1+1"}))
    group_id = start_group(client, table, "Odd names")
    text = client.get(f"/g/{group_id}/plays.csv").get_data(as_text=True)
    assert ",'=1+1," in text
    assert ",=1+1," not in text


def test_group_pages_are_not_indexed_and_send_no_referrer(client):
    group_id, _first, _second = thursday_group(client)
    for path in (f"/g/{group_id}", f"/g/{group_id}/plays.csv", f"/g/{group_id}/plays.json"):
        response = client.get(path)
        assert "noindex" in response.headers["X-Robots-Tag"]
        assert response.headers["Referrer-Policy"] == "no-referrer"
    assert '<meta name="robots" content="noindex, nofollow">' in client.get(
        f"/g/{group_id}"
    ).get_data(as_text=True)


def test_unknown_or_malformed_group_is_not_found(client):
    for path in ("/g/" + "A" * 22, "/g/nope", "/g/" + "A" * 22 + "/plays.csv", "/g/x/plays.json"):
        assert client.get(path).status_code == 404


def test_an_empty_group_explains_how_plays_get_there(client):
    response = client.post("/g/", data={"name": "Sunday lunch"})
    assert response.status_code == 303
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "<h1>Sunday lunch</h1>" in page
    assert "No plays yet" in page
    assert "File into a group" in page


def test_opening_a_group_remembers_it_so_a_table_can_be_filed_into_it(client, app):
    group_id, _first, _second = thursday_group(client)
    other_phone = app.test_client()
    table = score_on_this_phone(other_phone, "panorama", sample_state("panorama"))
    result = other_phone.get(f"/t/{table}").get_data(as_text=True)
    assert 'id="group-choice"' not in result  # this phone knows no group yet
    other_phone.get(f"/g/{group_id}")
    result = other_phone.get(f"/t/{table}").get_data(as_text=True)
    assert f'<option value="{group_id}">Thursday group</option>' in result
    assert file_into(other_phone, table, group_id).status_code == 303
    page = client.get(f"/g/{group_id}").get_data(as_text=True)
    assert page.count('href="/t/') == 3


def test_the_groups_cookie_is_bounded_and_newest_first(client):
    table = score_on_this_phone(client, "panorama", sample_state("panorama"))
    for number in range(25):
        client.post(f"/t/{table}/group", data={"action": "new", "name": f"Group {number}"})
    cookie = client.get_cookie(GROUPS_COOKIE)
    assert cookie is not None and cookie.http_only
    assert len(cookie.value.split("~")) == 20
    result = client.get(f"/t/{table}").get_data(as_text=True)
    choices = re.findall(r'<option value="[^"]+"(?: selected)?>(Group \d+)</option>', result)
    assert choices[:2] == ["Group 24", "Group 23"] and len(choices) == 20


def test_only_the_phone_that_saved_a_table_can_file_it(client, app):
    group_id, first, _second = thursday_group(client)
    other_phone = app.test_client()
    other_phone.get(f"/g/{group_id}")
    lone = score_on_this_phone(client, "panorama", sample_state("panorama"))
    response = file_into(other_phone, lone, group_id)
    assert response.status_code == 303
    page = other_phone.get(response.headers["Location"]).get_data(as_text=True)
    assert "Only the phone that saved this table can file it into a group." in page
    assert client.get(f"/g/{group_id}").get_data(as_text=True).count('href="/t/') == 2
    assert 'id="group-choice"' not in other_phone.get(f"/t/{first}").get_data(as_text=True)


def test_filing_into_a_group_this_phone_does_not_know_is_refused(client):
    table = score_on_this_phone(client, "panorama", sample_state("panorama"))
    response = file_into(client, table, "B" * 22)
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "That group is not known on this phone; open its link first." in page


def test_a_new_group_needs_a_name(client):
    table = score_on_this_phone(client, "panorama", sample_state("panorama"))
    for name in ("", "   ", "x" * 61):
        response = client.post(f"/t/{table}/group", data={"action": "new", "name": name})
        page = client.get(response.headers["Location"]).get_data(as_text=True)
        assert "Give the group a name (up to 60 characters)." in page
    assert client.get_cookie(GROUPS_COOKIE) is None


def test_a_table_can_be_moved_and_taken_out_of_its_group(client):
    group_id, first, _second = thursday_group(client)
    other = start_group(client, first, "Friday group")
    assert client.get(f"/g/{group_id}").get_data(as_text=True).count('href="/t/') == 1
    assert client.get(f"/g/{other}").get_data(as_text=True).count('href="/t/') == 1
    response = client.post(f"/t/{first}/group", data={"action": "unfile"})
    page = client.get(response.headers["Location"]).get_data(as_text=True)
    assert "Taken out of Friday group." in page
    assert "No plays yet" in client.get(f"/g/{other}").get_data(as_text=True)


def test_a_form_without_its_token_saves_nothing_and_says_so(csrf_app):
    phone = csrf_app.test_client()
    response = phone.post("/g/", data={"name": "No token"})
    assert response.status_code == 303
    page = phone.get(response.headers["Location"]).get_data(as_text=True)
    assert "This page was open for a very long time; tap once more." in page
    assert phone.get_cookie(GROUPS_COOKIE) is None
    assert "No token" not in page
