"""Tsukimi in Italian (issue 13), through the command line: the sample table scores the same
totals and winner as in English, every sentence is in the Italian of the game help (the
seed, docs/italian-glossary.md) and the machine fields do not change.

Expected totals come from the sample file's stated totals (Ben 31, Ann 11); the phrases are
the ones this game's catalogue entries say.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from scoring import TableError, get_game, tsukimi
from scoring.i18n import language
from tests.scoring.cli import run_scoring

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "tsukimi.json"
SAMPLE = json.loads(EXAMPLE.read_text(encoding="utf-8"))

TEXT_FIELDS = {"label", "explanation", "category", "tiebreak", "warnings"}
"""The result's fields that are sentences for players; every other field is machine data."""


def machine_fields(value: Any) -> Any:
    """A result without its sentences: slugs, names, numbers, paths and structure only."""
    if isinstance(value, dict):
        return {key: machine_fields(item) for key, item in value.items() if key not in TEXT_FIELDS}
    if isinstance(value, list):
        return [machine_fields(item) for item in value]
    return value


def scored(lang: str, state: Any) -> dict[str, Any]:
    run = run_scoring("--lang", lang, "tsukimi", stdin=json.dumps(state))
    assert run.returncode == 0, run.stderr
    result: dict[str, Any] = json.loads(run.stdout)
    return result


def player(result: dict[str, Any], name: str) -> dict[str, Any]:
    return next(entry for entry in result["players"] if entry["name"] == name)


def items(result: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [item for category in player(result, name)["breakdown"] for item in category["items"]]


def test_sample_table_in_italian_on_the_command_line_scores_ben_31_ann_11():
    run = run_scoring("--lang", "it", "tsukimi", str(EXAMPLE))
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout)
    totals = {entry["name"]: entry["total"] for entry in result["players"]}
    assert totals == SAMPLE["expect"]["totals"] == {"Ann": 11, "Ben": 31}
    assert result["winners"] == SAMPLE["expect"]["winners"] == ["Ben"]


def test_sample_table_in_italian_explains_every_tile_in_the_game_helps_words():
    result = scored("it", SAMPLE["state"])
    ann = {item["label"]: item["explanation"] for item in items(result, "Ann")}
    # Tile 2: value 0, red, Ann 2 – Ben 1: Ann wins it for 0 points, still a tile won.
    assert ann["Tessera 2: 0 (rosso)"] == (
        "0 (rosso): Ann 2 – Ben 1 → Ann. Ann ha più conigli attorno alla tessera, quindi Ann la "
        "conquista e guadagna punti pari al suo valore: 0 punti. Conta comunque come tessera "
        "conquistata per lo spareggio."
    )
    # Tile 1: 5, blue, Ann 0 – Ben 2: Ben's.
    assert ann["Tessera 1: 5 (blu)"] == (
        "5 (blu): Ann 0 – Ben 2 → Ben. Ben ha più conigli attorno alla tessera, quindi la "
        "tessera è di Ben: 0 punti per Ann."
    )
    # Tile 8: 4, green, Ann 2 – Ben 2: a tie, nobody's.
    assert ann["Tessera 8: 4 (verde)"].startswith("4 (verde): parità Ann 2 – Ben 2 → nessuno.")
    assert [category["category"] for category in player(result, "Ann")["breakdown"]] == [
        "tessere conquistate",
        "tessere non conquistate",
        "per lo spareggio (nessun punto)",
    ]
    ben = {item["label"]: item["explanation"] for item in items(result, "Ben")}
    assert ben["Tessera 11: 5 (verde)"].endswith("guadagna punti pari al suo valore: 5 punti.")
    assert ben["Tessere conquistate: 8"].startswith("Ben ha conquistato 8 tessere su 18")


def test_the_reserve_takes_the_italian_singular_and_plural():
    """Ann has 6 rabbits left, Ben 1: "6 conigli", "1 coniglio" (ngettext, not a letter)."""
    result = scored("it", SAMPLE["state"])
    assert "Riserva: 6 conigli" in [item["label"] for item in items(result, "Ann")]
    assert "Riserva: 1 coniglio" in [item["label"] for item in items(result, "Ben")]


def test_machine_fields_are_the_same_in_english_and_italian():
    english, italian = scored("en", SAMPLE["state"]), scored("it", SAMPLE["state"])
    assert machine_fields(italian) == machine_fields(english)
    assert italian["tiles"][0]["color"] == "blue"  # the table's own label, never translated
    assert items(english, "Ann")[0]["label"] == "Tile 2: 0 (red)"


def test_a_table_short_of_tiles_is_warned_about_in_italian():
    state = {
        "players": [{"name": "Aki", "reserve": 14}, {"name": "Ren", "reserve": 14}],
        "tiles": [{"value": 3, "rabbits": {"Aki": 1, "Ren": 0}}],
    }
    assert scored("it", state)["warnings"] == [
        "Solo 1 tessera è sul tabellone della luna; una partita finita ne ha 18. La partita viene "
        "calcolata così com'è stata inserita."
    ]
    state["tiles"].append({"value": 2, "rabbits": {"Aki": 0, "Ren": 1}})
    assert scored("it", state)["warnings"][0].startswith("Solo 2 tessere sono sul tabellone")


def test_a_tie_on_points_is_broken_on_tiles_won_in_italian_words():
    # Aki: tile 1 (3). Ren: tiles 2 and 3 (1 + 2 = 3): level on 3, Ren won 2 tiles to 1.
    state = {
        "players": [{"name": "Aki", "reserve": 5}, {"name": "Ren", "reserve": 5}],
        "tiles": [
            {"value": 3, "rabbits": {"Aki": 1, "Ren": 0}},
            {"value": 1, "rabbits": {"Aki": 0, "Ren": 1}},
            {"value": 2, "rabbits": {"Aki": 1, "Ren": 2}},
        ],
    }
    english, italian = scored("en", state), scored("it", state)
    assert italian["winners"] == english["winners"] == ["Ren"]
    assert "il maggior numero di tessere conquistate" in italian["tiebreak"]
    assert "2 tessere" in italian["tiebreak"] and "1 tessera" in italian["tiebreak"]


def test_problems_in_italian_keep_their_paths_and_the_exit_code():
    state = {
        "players": [{"name": "Aki", "reserve": 2}, {"name": "Ren"}],
        "tiles": [{"value": 9, "rabbits": {"Aki": 8}}],
    }
    english = run_scoring("tsukimi", stdin=json.dumps(state))
    italian = run_scoring("--lang", "it", "tsukimi", stdin=json.dumps(state))
    assert english.returncode == italian.returncode == 2
    paths = [line.split(": ", 1)[0] for line in italian.stderr.splitlines()]
    assert paths == [line.split(": ", 1)[0] for line in english.stderr.splitlines()]
    assert italian.stderr.splitlines() == [
        "players[1].reserve: Manca la riserva di Ren; indica i conigli che Ren ha ancora "
        "davanti (da 0 a 15).",
        "tiles[0].value: Il valore della tessera 1 è 9; deve essere da 0 a 5 (le tessere "
        "valgono da 0 a 5).",
        "tiles[0].rabbits.Aki: Il numero di conigli di Aki attorno alla tessera 1 è 8; deve "
        "essere da 0 a 6 (una tessera ha 6 spazi attorno).",
    ]


def test_the_variant_is_named_as_in_the_italian_game_help():
    with language("it"):
        assert tsukimi.Variant.DARK_SIDE.label == "Il lato oscuro della Luna"
    assert tsukimi.Variant.DARK_SIDE.label == "Dark side of the Moon"


def test_two_players_of_the_same_name_are_told_apart_in_their_problems() -> None:
    """Two "Ann" without reserves: each problem says which seat it is about, so the list
    never shows the same sentence twice."""
    state = {"variant": "standard", "players": [{"name": "Ann"}, {"name": "Ann"}], "tiles": []}
    with pytest.raises(TableError) as raised:
        get_game("tsukimi").parse(state)
    messages = [problem.message for problem in raised.value.problems]
    assert any("Player 1 (Ann)" in message for message in messages), messages
    assert any("Player 2 (Ann)" in message for message in messages), messages
    with language("it"), pytest.raises(TableError) as raised:
        get_game("tsukimi").parse(state)
    messages = [problem.message for problem in raised.value.problems]
    assert any("Giocatore 2 (Ann)" in message for message in messages), messages
