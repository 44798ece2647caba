"""A negative total is written with the minus sign the explanations use ("Cat −1", as in
"× −1 = −4"), never a hyphen ("Cat -1"), on the pages that show totals: the result's
ranking, its items' and categories' points and each window's total, a saved table's versions
and a group's plays, in English and Italian. The Sagrada
sample's totals are Ann 19, Ben 21, Cat −1 (spec/examples)."""

from __future__ import annotations

import html
import re

import pytest

from tests.conftest import load_example
from tests.web.social import sample_state, score_on_this_phone, start_group
from web.platform.templating import points_text

LANGUAGES = {"en": "en", "it": "it-IT,it;q=0.9"}


def page_text(page: str) -> str:
    """The page's words as a player reads them, one space between them."""
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split())


def test_points_are_written_with_a_minus_sign_and_grouped_thousands():
    assert (points_text(-1), points_text(0), points_text(21)) == ("−1", "0", "21")
    assert points_text(-12000) == "−12,000"


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_saved_tables_negative_total_reads_with_a_minus_sign(client, code):
    table_id = score_on_this_phone(client, "sagrada", sample_state("sagrada"))
    page = client.get(f"/t/{table_id}", headers={"Accept-Language": LANGUAGES[code]})
    body = page.get_data(as_text=True)
    ranking = re.search(r'<ol class="ranking">.*?</ol>', body, re.S)
    assert ranking is not None
    unit = "punti" if code == "it" else "points"
    one = "punto" if code == "it" else "point"  # −1 takes the singular, as 1 does (issue 23)
    assert page_text(ranking[0]) == f"1 Ben 21 {unit} 2 Ann 19 {unit} 3 Cat −1 {one}"
    assert "Ann 19, Ben 21, Cat −1" in page_text(body)  # the versions line


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_groups_plays_write_a_negative_total_with_a_minus_sign(client, code):
    table_id = score_on_this_phone(client, "sagrada", sample_state("sagrada"))
    group_id = start_group(client, table_id, "Thursday")
    page = client.get(f"/g/{group_id}", headers={"Accept-Language": LANGUAGES[code]})
    text = page_text(page.get_data(as_text=True))
    totals = load_example("sagrada")["expect"]["totals"]
    assert totals["Cat"] == -1  # the sample this test is about
    assert "Ben 21, Ann 19, Cat −1" in text
    assert "Cat -1" not in text


@pytest.mark.parametrize("code", LANGUAGES)
def test_negative_item_and_category_points_read_with_a_minus_sign(client, code):
    """The sample's page has negative items and categories (empty spaces cost points) and
    Cat's window totals −1: each is written with the minus sign, none with a hyphen."""
    table_id = score_on_this_phone(client, "sagrada", sample_state("sagrada"))
    body = client.get(f"/t/{table_id}", headers={"Accept-Language": LANGUAGES[code]})
    page = body.get_data(as_text=True)
    badges = re.findall(r'<span class="(?:item-points negative|category-points)">([^<]*)<', page)
    negative = [badge for badge in badges if not badge.isdigit()]
    assert negative and all(badge.startswith("−") for badge in negative), negative
    one = "punto" if code == "it" else "point"  # −1 takes the singular, as 1 does (issue 23)
    assert f'<span class="summary-note">−1 {one}</span>' in page
