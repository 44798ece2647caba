"""Tie-break sentences that read as Italian (issue 23, review #4–#6): the breaker completes
"vince Ben per …", and the rival's figure comes before the rival's name."""

from __future__ import annotations

from scoring import i18n
from scoring.sagrada import parse as parse_sagrada
from scoring.sagrada import score as score_sagrada
from scoring.tsukimi import parse as parse_tsukimi
from scoring.tsukimi import score as score_tsukimi

WINDOW = ["R1 Y2 G3 B4 P5", ". . . . .", ". . . . .", ". . . . ."]


def test_a_sagrada_tie_broken_by_the_final_rounds_turn_order_reads_as_italian():
    # Same window and private colour: red 1, 15 empty spaces −15, no favor tokens: −14 each.
    state = {
        "players": [
            {"name": name, "window": WINDOW, "private": "red", "favor_tokens": 0}
            for name in ("Ann", "Ben")
        ],
        "public_objectives": [],
        "final_round_order": ["Ann", "Ben"],
    }
    with i18n.language("it"):
        tiebreak = score_sagrada(parse_sagrada(state)).standing.tiebreak
    assert tiebreak is not None
    assert tiebreak.endswith(
        "vince Ben per essere venuto dopo nell'ordine di turno dell'ultimo round (2º turno "
        "contro 1º turno di Ann)."
    )


def test_a_tsukimi_tie_broken_by_the_reserve_names_the_rival_after_the_figure():
    # One tile of 3 each, won by more rabbits around it: 3–3, one tile each; reserve 6 vs 4.
    state = {
        "players": [{"name": "Ann", "reserve": 4}, {"name": "Ben", "reserve": 6}],
        "tiles": [
            {"value": 3, "color": "red", "rabbits": {"Ann": 2, "Ben": 0}},
            {"value": 3, "color": "blue", "rabbits": {"Ann": 0, "Ben": 2}},
        ],
    }
    with i18n.language("it"):
        tiebreak = score_tsukimi(parse_tsukimi(state)).standing.tiebreak
    assert tiebreak is not None
    assert "(6 conigli nella riserva contro 4 conigli nella riserva di Ann)" in tiebreak
