"""The Score path's shortcuts (issue 24, fourth round) give what the long way gives.

- A result's rules are each drawn once per game, language and script root and written from
  there (``web.platform.templating.used_rule``): a saved table's page is byte for byte the
  page drawn with every rule drawn afresh (as while templates reload), in both languages,
  whichever language drew a rule first.
- A recipe with a dict of values (``say``, ``fill``, ``%``) is encoded by its own path
  (``scoring.neutral._Recipes._with_values``): the neutral result, recipes and their order
  included, is the one the general path makes, for every game's sample and largest tables
  and random ones, in both languages. (``worded``'s own short path is held to scoring the
  table again in each language by tests/scoring/test_words_are_data.py.)
- A page's numbers and capitalised words are the text ``scoring.wording``'s ``grouped`` and
  ``capitalize_first`` give, without their recipes (``web.platform.templating.points_text``,
  ``capitalize_first_text``).
- A save ends the request's read transaction when it opened one, and makes no session when
  it did not (issue 24, sixth round).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring import TableError, get_game
from scoring.i18n import _, language
from scoring.neutral import _Recipes, neutral
from scoring.wording import capitalize_first, grouped, say
from tests.samples import largest_table, sample_state
from tests.scoring.test_words_are_data import SLUGS, STRATEGIES
from web.platform.templating import MINUS_SIGN, capitalize_first_text, points_text

PHONES = {"en": {"Accept-Language": "en-GB,en;q=0.9"}, "it": {"Accept-Language": "it-IT,it;q=0.9"}}


def saved_page(client, address: str, code: str) -> str:
    page = client.get(address, headers=PHONES[code])
    assert page.status_code == 200
    return page.get_data(as_text=True)


@pytest.mark.parametrize("slug", SLUGS)
def test_a_result_page_with_kept_rules_is_the_page_drawn_afresh(app, client, slug: str) -> None:
    addresses = []
    for state in (sample_state(slug), largest_table(slug)[1]):
        answer = client.post("/api/v1/tables", json={"game": slug, "state": state})
        assert answer.status_code == 201
        addresses.append(answer.get_json()["url"])
    for first, second in (("it", "en"), ("en", "it")):
        app.extensions.pop("vantage_used_rules", None)
        kept = {
            (address, code): saved_page(client, address, code)
            for address in addresses
            for code in (first, second, first)
        }
        assert app.extensions["vantage_used_rules"]  # the rules were kept, and shown from there
        app.config["TEMPLATES_AUTO_RELOAD"] = True  # every rule drawn afresh
        try:
            for (address, code), page in kept.items():
                assert page == saved_page(client, address, code)
        finally:
            app.config["TEMPLATES_AUTO_RELOAD"] = False
        assert 'class="rule-details"' in page


def general_path_neutral(result: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> Any:
    """``neutral(result)`` with every recipe encoded by the general path."""
    with monkeypatch.context() as patch:
        patch.setattr(
            _Recipes,
            "_with_values",
            lambda self, text, _kind, _sentence, _values: self._indexed(text, text.recipe),
        )
        return neutral(result)


def assert_encoded_as_by_the_general_path(slug: str, state: Any, monkeypatch) -> None:
    for code in ("en", "it"):
        with language(code):
            try:
                result = get_game(slug).score_state(state).to_dict()
            except TableError:
                return
            assert neutral(result) == general_path_neutral(result, monkeypatch)
            assert repr(neutral(result)) == repr(general_path_neutral(result, monkeypatch))


@pytest.mark.parametrize("slug", SLUGS)
def test_recipes_with_values_are_encoded_as_by_the_general_path(slug: str, monkeypatch) -> None:
    assert_encoded_as_by_the_general_path(slug, sample_state(slug), monkeypatch)
    assert_encoded_as_by_the_general_path(slug, largest_table(slug)[1], monkeypatch)


@pytest.mark.parametrize("slug", SLUGS)
@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_random_tables_recipes_are_encoded_as_by_the_general_path(
    slug: str, data: st.DataObject, monkeypatch
) -> None:
    assert_encoded_as_by_the_general_path(slug, data.draw(STRATEGIES[slug]), monkeypatch)


def test_odd_values_are_encoded_as_by_the_general_path(monkeypatch) -> None:
    inner = say("{x}!", x=3)
    body = {
        "said": [
            say("{n} and {m}", n=inner, m=(1, 2.0, True)),
            inner,
            say("{a}{b}", a=True, b=1),
            say("{a}{b}", a=1, b=True),
            say("{a}", a=1.0),
            say("{a}", a=1),
            say(say("{s}", s="{t}"), t=[inner, {"k": inner}]),
        ],
        "percent": [_("%(n)s") % {"n": inner}, _("%(n)s") % {"n": 2}, _("%s") % (inner,)],
    }
    assert repr(neutral(body)) == repr(general_path_neutral(body, monkeypatch))


NUMBERS = [0, 1, -1, 7, 19, -19, 999, 1000, -1000, 12000, -12000, 1234567, -4902, 10**12]


@pytest.mark.parametrize("code", ["en", "it"])
def test_points_are_written_as_grouped_writes_them(code: str) -> None:
    with language(code):
        for number in NUMBERS:
            text = points_text(number)
            assert text == grouped(number).replace("-", MINUS_SIGN)
            assert type(text) is str


@pytest.mark.parametrize("code", ["en", "it"])
def test_a_first_letter_is_capitalised_as_scoring_does_it(code: str) -> None:
    with language(code):
        for text in ["", "visitors", "Ann", "élan", _("Nothing"), say("{x} tiles", x=3)]:
            assert capitalize_first_text(text) == str(capitalize_first(text))
            assert type(capitalize_first_text(text)) is str


def test_a_save_ends_the_sessions_read_transaction_and_makes_no_session_for_it(app) -> None:
    """``_insert_row`` ends a read transaction the request opened (so its write starts as a
    writer), and a request that never used its session gets none made to be rolled back;
    the row is saved either way."""
    import sqlalchemy as sa

    from web.platform.db import db
    from web.tables.service import read_table, save_table

    game = get_game("tsukimi")
    state = sample_state("tsukimi")
    result = game.score(game.parse(state)).to_dict()
    with app.test_request_context():
        assert not db.session.registry.has()
        saved, _token = save_table("tsukimi", state, result)
        assert not db.session.registry.has(), "a session was made only to be rolled back"
        db.session.execute(sa.text("SELECT 1"))
        assert db.session().in_transaction()
        again, _token = save_table("tsukimi", state, result)
        assert not db.session().in_transaction()
        assert read_table(saved.id) is not None and read_table(again.id) is not None
