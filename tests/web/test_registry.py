"""One registry: every game of the scoring registry has its web form, registered by slug."""

from __future__ import annotations

import pytest

from scoring import GAMES, UnknownGameError
from tests.conftest import load_example
from tests.web.formdata import flatten
from tests.web.pages import podium
from web.games import ADAPTERS, register_adapter, web_games
from web.games.base import FormState, GameAdapter


def test_every_scored_game_is_offered_on_the_web_in_registry_order() -> None:
    assert [game.slug for game in web_games()] == [game.slug for game in GAMES]
    assert all(ADAPTERS[game.slug].game is game for game in GAMES)


def test_an_adapter_for_a_game_the_scorer_does_not_know_is_refused() -> None:
    class ChessAdapter(GameAdapter[object]):  # type: ignore[type-var]
        def state_from_form(self, form: object) -> FormState:
            return FormState({})

        def form_data_from_state(self, state: dict[str, object]) -> dict[str, object]:
            return {}

    with pytest.raises(UnknownGameError, match="unknown game: 'chess'"):
        register_adapter("chess", ChessAdapter)
    assert "chess" not in ADAPTERS


@pytest.mark.parametrize("slug", [game.slug for game in GAMES])
def test_every_sample_table_scores_its_expected_totals_through_the_form(client, slug) -> None:
    example = load_example(slug)
    adapter = ADAPTERS[slug]
    response = client.post(
        f"/{slug}/",
        data=flatten(adapter.form_data_from_state(example["state"])),
        follow_redirects=True,
    )
    assert response.status_code == 200
    assert dict(podium(response.get_data(as_text=True))) == example["expect"]["totals"]
