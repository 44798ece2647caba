"""The result model every game returns (scoring/result.py): totals are sums, ranks and ties.

Every game builds its result from these classes, so "the total is the sum of the items" is
checked once here, on hand-built items, rather than restated per game by a property that
re-adds what result.py adds.
"""

from __future__ import annotations

from scoring.result import Category, LineItem, PlayerScore, Result, TieBreaker, rank_players


def item(points: int, label: str = "item") -> LineItem:
    return LineItem(label=label, points=points, explanation=f"{label}: {points}.")


ANN = PlayerScore(
    "Ann",
    (
        Category("cards", (item(3), item(-2), item(7))),
        Category("awards", (item(5),)),
        Category("empty"),
    ),
)
"""Ann: cards 3 − 2 + 7 = 8, awards 5, an empty category 0; total 13."""

BEN = PlayerScore("Ben", (Category("cards", (item(4), item(4))), Category("awards", ())))
"""Ben: cards 4 + 4 = 8, no awards; total 8."""


def test_a_category_scores_the_sum_of_its_items_and_an_empty_one_scores_zero() -> None:
    assert [category.points for category in ANN.categories] == [8, 5, 0]


def test_a_total_is_the_sum_of_the_categories_including_negative_items() -> None:
    assert (ANN.total, BEN.total) == (13, 8)


def test_the_result_json_shows_the_same_sums_as_the_objects() -> None:
    data = Result.ranked("test", [ANN, BEN]).to_dict()
    assert [player["total"] for player in data["players"]] == [13, 8]
    assert [category["points"] for category in data["players"][0]["breakdown"]] == [8, 5, 0]
    assert data["players"][0]["breakdown"][0]["items"][1] == {
        "label": "item",
        "points": -2,
        "explanation": "item: -2.",
    }
    assert [player["rank"] for player in data["players"]] == [1, 2]
    assert data["winners"] == ["Ann"]
    assert data["tiebreak"] is None


def test_refs_and_details_appear_in_the_json_only_when_set() -> None:
    plain = item(1).to_dict()
    marked = LineItem("x", 0, "y", refs=((1, 2), 3), details={"not_points": True}).to_dict()
    assert "refs" not in plain and "details" not in plain
    assert marked["refs"] == [[1, 2], 3]
    assert marked["details"] == {"not_points": True}


def test_players_level_on_points_share_a_rank_and_the_next_rank_is_skipped() -> None:
    standing = rank_players(["Ann", "Ben", "Cat", "Dan"], [10, 12, 10, 4])
    assert standing.ranks == (2, 1, 2, 4)
    assert standing.winners == ("Ben",)
    assert standing.tiebreak is None  # the tie is not for the win


def test_a_tie_for_the_win_without_tie_breakers_is_shared() -> None:
    standing = rank_players(["Ann", "Ben", "Cat"], [9, 9, 9])
    assert standing.ranks == (1, 1, 1)
    assert standing.winners == ("Ann", "Ben", "Cat")
    assert standing.tiebreak == (
        "Ann, Ben and Cat tied on 9 points; the rules give no tie-breaker, so they share the win."
    )


TILES = (3, 1, 3)
"""Tiles won by Ann, Ben and Cat, a first tie-breaker."""
COINS = (2, 5, 4)
"""Coins left by Ann, Ben and Cat, a second tie-breaker."""

BREAKERS = (
    TieBreaker("most tiles", lambda seat: TILES[seat], lambda seat: f"{TILES[seat]} tiles"),
    TieBreaker("most coins", lambda seat: COINS[seat], lambda seat: f"{COINS[seat]} coins"),
)


def test_the_first_tie_breaker_that_separates_the_leaders_decides() -> None:
    # Ann and Ben tie on 10; Ann has 3 tiles to Ben's 1, so the coins are never looked at.
    standing = rank_players(["Ann", "Ben", "Cat"], [10, 10, 7], BREAKERS)
    assert standing.ranks == (1, 2, 3)
    assert standing.winners == ("Ann",)
    assert standing.tiebreak == (
        "Ann and Ben tied on 10 points; Ann wins on most tiles (3 tiles against Ben 1 tiles)."
    )


def test_a_tie_breaker_drops_the_players_behind_and_the_next_one_decides() -> None:
    # All on 10: Ben falls behind on tiles (1 against 3); Cat's 4 coins beat Ann's 2.
    standing = rank_players(["Ann", "Ben", "Cat"], [10, 10, 10], BREAKERS)
    assert standing.ranks == (2, 3, 1)
    assert standing.winners == ("Cat",)
    assert standing.tiebreak == (
        "Ann, Ben and Cat tied on 10 points; Ben falls behind on most tiles; Cat wins on most "
        "coins (4 coins against Ann 2 coins)."
    )


def test_two_players_dropped_at_once_fall_behind_together() -> None:
    # All four on 10: Ben and Dev have 1 tile each against 3, so both drop out; Cat's coins win.
    tiles, coins = (3, 1, 3, 1), (2, 5, 4, 6)
    breakers = (
        TieBreaker("most tiles", lambda seat: tiles[seat], lambda seat: f"{tiles[seat]} tiles"),
        TieBreaker("most coins", lambda seat: coins[seat], lambda seat: f"{coins[seat]} coins"),
    )
    standing = rank_players(["Ann", "Ben", "Cat", "Dev"], [10, 10, 10, 10], breakers)
    assert standing.winners == ("Cat",)
    assert standing.tiebreak == (
        "Ann, Ben, Cat and Dev tied on 10 points; Ben and Dev fall behind on most tiles; Cat "
        "wins on most coins (4 coins against Ann 2 coins)."
    )


def test_players_level_after_every_tie_breaker_share_the_win() -> None:
    level = (TieBreaker("most tiles", lambda seat: 2, lambda seat: "2 tiles"),)
    standing = rank_players(["Ann", "Ben"], [6, 6], level)
    assert standing.ranks == (1, 1)
    assert standing.winners == ("Ann", "Ben")
    assert standing.tiebreak == (
        "Ann and Ben tied on 6 points, level on most tiles (2 tiles each); the tie stands, so "
        "Ann and Ben share the win."
    )
