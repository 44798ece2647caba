"""Readings said as readings, and rules quoted in the reader's language (issue 23, review B2,
B3, B5, B6): expected sentences written by hand from the seeds' rules."""

from __future__ import annotations

from typing import Any

from scoring import i18n
from scoring.panorama import parse as parse_panorama
from scoring.panorama import score as score_panorama
from scoring.sagrada import parse as parse_sagrada
from scoring.sagrada import score as score_sagrada

WINDOW = ["R1 Y2 G3 B4 P5", ". . . . .", ". . . . .", ". . . . ."]
GATE = {"focal_point": {"name": "Gate", "spaces": [[1, 1], [1, 5], [4, 1], [4, 5]]}}


def sagrada_warnings(state: dict[str, Any], language: str = "en") -> list[str]:
    with i18n.language(language):
        return list(score_sagrada(parse_sagrada(state)).warnings)


def three_players(ben_private: Any) -> dict[str, Any]:
    return {
        "players": [
            {"name": "Ann", "window": WINDOW, "private": "red", "favor_tokens": 0},
            {"name": "Ben", "window": WINDOW, "private": ben_private, "favor_tokens": 0},
            {"name": "Cat", "window": WINDOW, "private": "blue", "favor_tokens": 0},
        ],
        "public_objectives": [],
    }


def test_focal_point_and_colour_cards_mixed_below_six_players_warn_as_at_six():
    """Seed 002 L33: the Focal Point cards replace the base game's private objectives."""
    english = [w for w in sagrada_warnings(three_players(GATE)) if "Focal Point cards" in w]
    assert english == [
        "Focal Point cards (Ben) and colour cards (Ann and Cat) at one table: the expansion's "
        "Focal Point private objectives replace the colour ones (“Do not use the Sagrada base "
        "game Private Objectives”); scored as entered."
    ]
    italian = [w for w in sagrada_warnings(three_players(GATE), "it") if "Punto focale (" in w]
    assert italian == [
        "Carte Punto focale (Ben) e carte colore (Ann e Cat) nella stessa partita: gli obiettivi "
        "privati Punto focale dell'espansione sostituiscono quelli a colore («Non usate gli "
        "obiettivi privati del gioco base di Sagrada»); la partita è calcolata così com'è stata "
        "inserita."
    ]


def test_colour_cards_only_below_six_players_give_no_focal_point_warning():
    assert not [w for w in sagrada_warnings(three_players("green")) if "Focal Point" in w]


def test_the_six_player_warning_quotes_the_rule_in_italian_on_an_italian_result():
    players = [
        {"name": name, "window": WINDOW, "private": GATE, "favor_tokens": 0}
        for name in ("Ann", "Ben", "Cat", "Dev", "Eve", "Fay")
    ]
    players[0]["private"] = "red"
    state = {"players": players, "public_objectives": []}
    (warning,) = [w for w in sagrada_warnings(state, "it") if "Punto focale" in w]
    assert warning == (
        "Con 6 giocatori l'espansione Panorama richiede gli obiettivi privati Punto focale («In "
        "una partita a 6 giocatori dovete usare gli obiettivi privati Punto focale»), ma Ann ha "
        "un colore; la partita è calcolata così com'è stata inserita."
    )
    assert "must use" not in warning


def test_the_two_player_panorama_count_warning_reads_as_a_sentence_in_italian():
    state = {
        "players": ["Ann", "Ben"],
        "dusk": [{"players": [name], "cards": ["fox"]} for name in ("Ann", "Ben")],
        "dawn": [{"players": [name], "cards": ["fox"] * 10} for name in ("Ben", "Ann")],
    }
    with i18n.language("it"):
        (warning,) = score_panorama(parse_panorama(state)).warnings
    assert warning == (
        "Nella fase di Tramonto il panorama di Ann ha 1 carta e il panorama di Ben ha 1 carta; "
        "nella partita a 2 giocatori ogni panorama finisce con 10 carte. Controlla se manca o "
        "avanza una carta."
    )


def test_a_hand_tile_on_a_rainbow_says_the_tile_is_discarded_when_the_rainbow_is_under_a_spirit():
    """Seed 001 L7-9: under a spirit the tile is discarded; only a free rainbow moves."""
    from scoring.solstis import words

    with i18n.language("en"):
        sentence = words.HAND_ON_RAINBOW % {"who": "Ann", "cell": "Green 1"}
    assert "If that rainbow is under a spirit, the tile is discarded: take Green 1 out" in sentence
    with i18n.language("it"):
        italian = i18n._(words.HAND_ON_RAINBOW) % {"who": "Ann", "cell": "Verde 1"}
    assert "Se quell'arcobaleno è sotto uno spirito, la tessera viene scartata" in italian
