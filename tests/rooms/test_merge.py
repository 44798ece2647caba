"""The three-way merge of a part two phones saved at once (``web.rooms.merge``): what only one
side changed merges by itself, only what both changed differently asks, nothing is dropped."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from web.rooms.merge import MINE, THEIRS, merge

scalars = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.sampled_from(["a", "b", ""]))
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(["x", "y", "z"]), inner, max_size=3),
    ),
    max_leaves=12,
)


@given(json_values, json_values)
def test_a_save_only_theirs_changed_is_theirs(base, theirs):
    found = merge(base, theirs, base)
    assert found.value == theirs and found.conflicts == ()


@given(json_values, json_values)
def test_a_save_only_mine_changed_is_mine(base, mine):
    found = merge(base, base, mine)
    assert found.value == mine and found.conflicts == ()


@given(json_values, json_values, json_values)
def test_every_conflict_chosen_gives_the_chosen_side_where_they_differ(base, theirs, mine):
    found = merge(base, theirs, mine)
    for choice in (MINE, THEIRS):
        chosen = merge(base, theirs, mine, choices={c.key: choice for c in found.conflicts})
        assert chosen.conflicts == ()


@given(
    st.dictionaries(st.sampled_from("abcdef"), st.integers(0, 3), min_size=6, max_size=6),
    st.sets(st.sampled_from("abcdef")),
    st.integers(4, 9),
    st.integers(10, 15),
)
def test_changes_to_different_fields_are_both_kept(base, theirs_fields, theirs_value, mine_value):
    theirs = {**base, **{name: theirs_value for name in theirs_fields}}
    mine = {**base, **{name: mine_value for name in set("abcdef") - theirs_fields}}
    found = merge(base, theirs, mine)
    assert found.conflicts == ()
    for name in base:
        assert found.value[name] == (theirs_value if name in theirs_fields else mine_value)


def test_two_players_filling_in_different_tiles_of_the_board_keep_all_of_them():
    """Tsukimi's board split as a table would: Ann tiles 1–9 and both reserves, Ben 10–18 (his
    form keeps no blank rows, so his are at the top of his list)."""
    base = {"players": [{"name": "Ann"}, {"name": "Ben"}], "tiles": []}
    ann_tiles = [{"value": v, "color": "red", "rabbits": {"Ann": 1, "Ben": 0}} for v in range(9)]
    ben_tiles = [{"value": v, "color": "blue", "rabbits": {"Ann": 0, "Ben": 2}} for v in range(9)]
    theirs = {
        "players": [{"name": "Ann", "reserve": 6}, {"name": "Ben", "reserve": 1}],
        "tiles": ann_tiles,
    }
    mine = {"players": [{"name": "Ann", "reserve": None}, {"name": "Ben"}], "tiles": ben_tiles}
    found = merge(base, theirs, mine, unordered={"tiles"})
    assert found.conflicts == ()
    assert found.value["tiles"] == ann_tiles + ben_tiles
    assert found.value["players"] == theirs["players"]


def test_cards_added_to_one_panorama_by_both_neighbours_ask_only_which_come_first():
    base = {"cards": []}
    theirs = {"cards": ["lake", "fox"]}
    mine = {"cards": ["tree", "bear", "sun"]}
    found = merge(base, theirs, mine)
    assert [c.key for c in found.conflicts] == ["cards@0"]
    assert found.conflicts[0].inserted
    assert found.value["cards"] == ["lake", "fox", "tree", "bear", "sun"]  # Nothing dropped.
    mine_first = merge(base, theirs, mine, choices={"cards@0": MINE})
    assert mine_first.value["cards"] == ["tree", "bear", "sun", "lake", "fox"]
    assert mine_first.conflicts == ()


def test_a_card_changed_by_one_and_another_added_by_the_other_merge_by_themselves():
    base = {"cards": ["tree", "fox", "lake"]}
    theirs = {"cards": ["tree", {"icons": ["bear", "tree"]}, "lake"]}
    mine = {"cards": ["tree", "fox", "lake", "sun"]}
    assert merge(base, theirs, mine).value == {
        "cards": ["tree", {"icons": ["bear", "tree"]}, "lake", "sun"]
    }


def test_the_same_die_set_differently_asks_once_with_both_values():
    base = {"window": ["", "", ""], "favor_tokens": 2}
    theirs = {"window": ["r3", "", ""], "favor_tokens": 2}
    mine = {"window": ["g5", "", "b1"], "favor_tokens": 4}
    found = merge(base, theirs, mine)
    assert [(c.key, c.theirs, c.mine) for c in found.conflicts] == [("window.0", "r3", "g5")]
    assert found.value == {"window": ["r3", "", "b1"], "favor_tokens": 4}
    assert merge(base, theirs, mine, choices={"window.0": MINE}).value["window"] == [
        "g5",
        "",
        "b1",
    ]


def test_the_same_board_entered_on_both_phones_asks_only_about_the_tile_they_differ_on():
    tiles = [{"value": v, "color": "red"} for v in range(6)]
    theirs = {"tiles": tiles}
    mine = {"tiles": [*tiles[:5], {"value": 9, "color": "red"}]}
    found = merge({"tiles": []}, theirs, mine, unordered={"tiles"})
    assert [(c.key, c.theirs, c.mine) for c in found.conflicts] == [("tiles.5.value", 5, 9)]
    assert len(found.value["tiles"]) == 6  # Not twelve: the same board, entered twice.
