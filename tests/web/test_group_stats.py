"""A group's figures, checked against sums done by hand (web/groups/stats.py)."""

from __future__ import annotations

from datetime import UTC, datetime

from web.groups.stats import Play, Seat, group_stats, play_rows, player_key


def day(number: int) -> datetime:
    return datetime(2026, 11, number, 21, 0, tzinfo=UTC)


def play(table_id: str, game: str, number: int, *seats: tuple[str, int, int]) -> Play:
    return Play(
        table_id=table_id,
        game=game,
        played=day(number),
        seats=tuple(Seat(name, total, rank, rank == 1) for name, total, rank in seats),
    )


THURSDAYS = [
    play("t1", "panorama", 5, ("Ann", 30, 1), ("Ben", 25, 2), ("Cat", 25, 2)),
    play("t2", "panorama", 12, ("ann ", 20, 2), ("Ben", 28, 1), ("Dee", 10, 3)),
    play("t3", "panorama", 19, ("ANN", 40, 1), ("B en", 40, 1)),  # a tie no tie-breaker settled
    play("t4", "sagrada", 26, ("Ann", 12, 2), ("Ben", 15, 1)),
]


def panorama():
    return group_stats(THURSDAYS)[0]


def test_games_are_listed_most_played_first():
    assert [(game.game, game.plays) for game in group_stats(THURSDAYS)] == [
        ("panorama", 3),
        ("sagrada", 1),
    ]


def test_names_match_ignoring_case_and_spaces():
    assert player_key("ann ") == player_key("Ann") == player_key("ANN")
    assert player_key("B en") == player_key("Ben")
    assert [player.key for player in panorama().players] == ["ben", "ann", "cat", "dee"]


def test_a_player_is_shown_as_written_in_their_newest_play():
    assert [player.name for player in panorama().players] == ["B en", "ANN", "Cat", "Dee"]


def test_plays_wins_best_and_average_per_player():
    # Ann: 30, 20, 40 → 3 plays, wins in t1 and t3 (shared), best 40, average 90 / 3 = 30.
    # Ben: 25, 28, 40 → 3 plays, wins in t2 and t3 (shared), best 40, average 93 / 3 = 31.
    # Cat: 25 once; Dee: 10 once; neither won. Most wins first, then the higher average.
    figures = [(p.plays, p.wins, p.best, p.average) for p in panorama().players]
    assert figures == [(3, 2, 40, 31.0), (3, 2, 40, 30.0), (1, 0, 25, 25.0), (1, 0, 10, 10.0)]


def test_a_shared_first_place_is_a_win_for_both():
    record = {p.key: p.wins for p in group_stats([THURSDAYS[2]])[0].players}
    assert record == {"ann": 1, "ben": 1}


def test_head_to_head_counts_a_higher_total_as_a_beat():
    # Rows and columns: Ben, Ann, Cat, Dee. Ann beat Ben in t1 (30 > 25), Ben beat Ann in t2
    # (28 > 20), t3 was 40 each: no beat. Ben and Cat tied at 25 in t1: no beat either way.
    # Ann beat Cat (t1) and Dee (t2); Ben beat Dee (t2).
    assert panorama().beats == (
        (None, 1, 0, 1),
        (1, None, 1, 1),
        (0, 0, None, 0),
        (0, 0, 0, None),
    )


def test_games_are_counted_apart():
    sagrada = group_stats(THURSDAYS)[1]
    assert [(p.name, p.plays, p.wins, p.best) for p in sagrada.players] == [
        ("Ben", 1, 1, 15),
        ("Ann", 1, 0, 12),
    ]
    assert sagrada.beats == ((None, 1), (0, None))


def test_names_that_differ_only_by_spaces_count_once_in_a_play():
    odd = play("t9", "tsukimi", 3, ("Ann Marie", 9, 1), ("AnnMarie", 4, 2))
    (stats,) = group_stats([odd])
    assert [(p.name, p.plays, p.best) for p in stats.players] == [("Ann Marie", 1, 9)]


def test_no_plays_no_figures():
    assert group_stats([]) == []


def test_download_rows_are_one_per_player_per_play_newest_first():
    rows = play_rows(THURSDAYS[:2])
    assert [(row["table"], row["player"], row["rank"], row["winner"]) for row in rows] == [
        ("t2", "ann ", 2, False),
        ("t2", "Ben", 1, True),
        ("t2", "Dee", 3, False),
        ("t1", "Ann", 1, True),
        ("t1", "Ben", 2, False),
        ("t1", "Cat", 2, False),
    ]
    assert rows[0]["date"] == "2026-11-12T21:00:00+00:00"
    assert rows[0]["game"] == "panorama" and rows[0]["total"] == 20


def test_a_play_is_read_from_the_result_json():
    result = {
        "players": [
            {"name": "Red", "total": 17, "rank": 1, "breakdown": []},
            {"name": "Blue", "total": 17, "rank": 1, "breakdown": []},
            {"name": "Green", "total": 3, "rank": 3, "breakdown": []},
        ],
        "winners": ["Red", "Blue"],
    }
    read = Play.from_result("t5", "topiary", day(1), result)
    assert read.seats == (
        Seat("Red", 17, 1, True),
        Seat("Blue", 17, 1, True),
        Seat("Green", 3, 3, False),
    )
