"""The shared parts of the app in Italian (issue 13): every sample table scored in Italian gives
the English totals and winners through the form, the API and the command line; the shared
pages, messages, API answers, WTForms' own messages and the shared wording read Italian.

The Italian expected here is written from the glossary (docs/italian-glossary.md) and
Italian grammar, never copied from the catalogue: a catalogue that drifts from it fails.
"""

from __future__ import annotations

import json
import re
from datetime import datetime
from pathlib import Path

import pytest
from wtforms import FormField, StringField
from wtforms.validators import Length

from scoring import SLUGS, i18n
from scoring.result import TieBreaker, rank_players
from scoring.validation import Problems, more_problems
from scoring.wording import grouped, join_words, ordinal
from tests.conftest import load_example
from tests.scoring.cli import run_scoring
from tests.web.formdata import sample_form
from web.forms.fields import EntryForm, FlaskForm
from web.platform.i18n import LANGUAGE_COOKIE

EXAMPLES = Path(__file__).parents[1] / "examples"
IT = {"Accept-Language": "it-IT,it;q=0.9"}
EN = {"Accept-Language": "en"}


def standings(result: dict) -> tuple[list[tuple[str, int]], list[str]]:
    """What must not depend on the language: every player's total, and the winners."""
    return [(p["name"], p["total"]) for p in result["players"]], result["winners"]


def expected(slug: str) -> dict[str, int]:
    return load_example(slug)["expect"]["totals"]


def saved_result(client, page_response) -> dict:
    """The result a form post saved, read back through the tables API."""
    table_id = page_response.request.path.rsplit("/", 1)[1]
    response = client.get(f"/api/v1/tables/{table_id}")
    assert response.status_code == 200
    return response.get_json()["result"]


# Every sample table, three ways in, in Italian.


@pytest.mark.parametrize("slug", SLUGS)
def test_every_sample_table_scored_in_italian_through_the_form_gives_the_english_totals(
    app, slug
) -> None:
    results = {}
    for language, headers in (("en", EN), ("it", IT)):
        client = app.test_client()
        page = client.post(
            f"/{slug}/", data=sample_form(app, slug), headers=headers, follow_redirects=True
        )
        assert page.status_code == 200, page.get_data(as_text=True)[:2000]
        assert page.request.path.startswith("/t/")
        assert f'<html lang="{language}">' in page.get_data(as_text=True)
        results[language] = saved_result(client, page)
    assert standings(results["it"]) == standings(results["en"])
    assert dict(standings(results["it"])[0]) == expected(slug)
    assert results["it"]["game"] == results["en"]["game"] == slug


@pytest.mark.parametrize("slug", SLUGS)
def test_the_italian_result_page_frames_the_result_in_italian(app, slug) -> None:
    client = app.test_client()
    page = client.post(
        f"/{slug}/", data=sample_form(app, slug), headers=IT, follow_redirects=True
    ).get_data(as_text=True)
    assert "Condividi questo risultato" in page  # the shared footer
    assert "Modifica questa partita" in page
    assert "Come calcoliamo il punteggio di " in page
    assert "Share this result" not in page and "Edit this table" not in page
    winners = load_example(slug)["expect"]["winners"]
    if len(winners) == 1:
        assert f"Vince {winners[0]}" in page


@pytest.mark.parametrize("slug", SLUGS)
def test_every_sample_table_scored_in_italian_on_the_command_line_matches_the_api(
    client, slug
) -> None:
    path = str(EXAMPLES / f"{slug}.json")
    command_line = run_scoring("--lang", "it", slug, path)
    assert command_line.returncode == 0, command_line.stderr
    api = client.post(
        f"/api/v1/games/{slug}/score", json=load_example(slug)["state"], headers=IT
    ).get_json()
    from_command_line = json.loads(command_line.stdout)
    assert standings(from_command_line) == standings(api)
    assert dict(standings(api)[0]) == expected(slug)
    assert from_command_line["tiebreak"] == api["tiebreak"]


# The command line's own messages.


def test_the_command_line_tells_a_bad_file_in_italian() -> None:
    completed = run_scoring("--lang", "it", "tsukimi", "-", stdin="{")
    assert completed.returncode == 2
    assert completed.stderr.strip() == (
        "lo stato della partita non è JSON valido: ci vuole il nome di un campo tra virgolette "
        "doppie (riga 1, colonna 2)"
    )


def test_the_command_line_names_an_unknown_game_in_italian() -> None:
    completed = run_scoring("--lang", "it", "chess", "-")
    assert completed.returncode == 2
    assert completed.stderr.startswith("gioco sconosciuto: «chess»; i giochi sono panorama, ")


def test_the_command_line_usage_keeps_its_syntax_and_explains_in_italian() -> None:
    completed = run_scoring("--lang", "it")
    assert completed.returncode == 2
    assert completed.stderr.splitlines() == [
        "usage: python -m scoring [--lang LANG] SLUG [FILE]",
        "  SLUG è uno tra: panorama, solstis, sagrada, topiary, tsukimi",
        f"  LANG è una tra: {', '.join(i18n.available_languages())} (predefinita: en)",
    ]


# The API: Italian text, the same machine fields.


def test_the_scoring_api_says_what_is_wrong_with_a_body_in_italian(client) -> None:
    url = "/api/v1/games/tsukimi/score"
    english = client.post(url, data="{}", headers=EN)
    italian = client.post(url, data="{}", headers=IT)
    assert english.status_code == italian.status_code == 415
    assert italian.get_json()["errors"] == [
        {
            "path": "",
            "message": "Invia lo stato della partita in JSON con l'intestazione "
            "Content-Type: application/json.",
        }
    ]


def test_the_tables_api_answers_its_errors_in_italian_with_the_same_paths(client) -> None:
    missing = client.post("/api/v1/tables", json={"state": {}}, headers=IT)
    assert missing.status_code == 422
    assert missing.get_json()["errors"] == [
        {
            "path": "game",
            "message": "Indica di quale gioco è questa partita, con il suo slug (per esempio "
            "panorama).",
        }
    ]
    gone = client.get("/api/v1/tables/AAAAAAAAAAAAAAAAAAAAAA", headers=IT)
    assert gone.status_code == 404
    assert gone.get_json()["errors"][0]["message"] == (
        "Non c'è nessuna partita salvata con questo id; forse è stata eliminata."
    )


def test_the_rooms_api_answers_an_unknown_game_in_italian(client) -> None:
    response = client.post(
        "/api/v1/rooms", json={"game": "chess", "state": {"players": []}}, headers=IT
    )
    assert response.status_code == 404
    assert response.get_json()["errors"] == [
        {"path": "game", "message": "Non esiste un gioco chiamato 'chess'."}
    ]


def test_a_shared_validation_message_reaches_the_api_in_italian(client) -> None:
    """Two players with one name: the shared reader's sentence, at the same path."""
    state = load_example("tsukimi")["state"]
    state["players"][1]["name"] = state["players"][0]["name"]
    english = client.post("/api/v1/games/tsukimi/score", json=state, headers=EN).get_json()
    italian = client.post("/api/v1/games/tsukimi/score", json=state, headers=IT).get_json()
    name = state["players"][0]["name"]
    assert [e["path"] for e in italian["errors"]] == [e["path"] for e in english["errors"]]
    assert {
        "path": "players[1].name",
        "message": f"Due giocatori si chiamano '{name}'; dai a ciascuno un nome diverso.",
    } in italian["errors"]


# Pages and forms.


def test_the_home_page_names_sagrada_s_expansion_in_italian(client) -> None:
    page = client.get("/", headers=IT).get_data(as_text=True)
    assert "Sagrada con l&#39;espansione Panorama" in page
    assert "2 giocatori" in page and "1–6 giocatori" in page


def test_the_number_of_players_is_offered_in_italian(client) -> None:
    page = client.get("/topiary/", headers=IT).get_data(as_text=True)
    assert '<label for="player_count">Numero di giocatori</label>' in page
    assert ">2 giocatori</option>" in page


def test_an_expired_form_says_so_in_italian(csrf_app) -> None:
    client = csrf_app.test_client()
    data = sample_form(csrf_app, "tsukimi")
    data["csrf_token"] = "stale"
    page = client.post("/tsukimi/", data=data, headers=IT).get_data(as_text=True)
    assert "Questa pagina è rimasta aperta molto a lungo" in page
    assert "1 cosa da correggere" in page


def test_an_unknown_saved_table_is_a_friendly_italian_page(client) -> None:
    response = client.get("/t/AAAAAAAAAAAAAAAAAAAAAA", headers=IT)
    page = response.get_data(as_text=True)
    assert response.status_code == 404
    assert "A questo indirizzo non c&#39;è nessuna partita salvata" in page
    assert "Torna ai giochi" in page


def test_your_tables_and_a_saved_table_read_italian_dates(app) -> None:
    client = app.test_client()
    client.set_cookie(LANGUAGE_COOKIE, "it")
    page = client.post("/tsukimi/", data=sample_form(app, "tsukimi"), follow_redirects=True)
    text = page.get_data(as_text=True)
    assert "Questa partita non è mai stata modificata" in text
    assert re.search(r"salvata (il |l&#39;)\d{1,2} [a-z]{3} \d{4}, \d\d:\d\d UTC", text), text
    history = client.get("/tables").get_data(as_text=True)
    assert "Le tue partite" in history and "ha vinto Ben" in history
    assert re.search(r"(lun|mar|mer|gio|ven|sab|dom) \d{1,2} [a-z]{3} \d{4}", history)


def test_a_group_page_writes_averages_with_a_decimal_comma(app) -> None:
    client = app.test_client()
    client.set_cookie(LANGUAGE_COOKIE, "it")
    table = client.post("/tsukimi/", data=sample_form(app, "tsukimi"), follow_redirects=True)
    table_id = table.request.path.rsplit("/", 1)[1]
    filed = client.post(
        f"/t/{table_id}/group", data={"action": "new", "name": "Giovedì"}, follow_redirects=True
    )
    assert "Archiviato in Giovedì." in filed.get_data(as_text=True)
    group_url = re.search(r'href="(/g/[^"]+)"', filed.get_data(as_text=True))[1]
    page = client.get(group_url).get_data(as_text=True)
    assert "1 partita" in page
    totals = dict(standings(saved_result(client, table))[0])
    for total in totals.values():
        assert f'<td class="num">{total},0</td>' in page


def test_the_room_pages_speak_italian(app) -> None:
    client = app.test_client()
    client.set_cookie(LANGUAGE_COOKIE, "it")
    data = sample_form(app, "sagrada")
    opened = client.post("/sagrada/together", data=data)
    assert opened.status_code == 303
    page = client.get(opened.headers["Location"]).get_data(as_text=True)
    assert "Sagrada con l&#39;espansione Panorama: calcolo del punteggio insieme" in page
    assert "Ann non è ancora qui · Ben non è ancora qui" in page
    assert "Vetrata di Ann" in page and "Obiettivi sul tavolo" in page
    assert "Calcola comunque (non tutte le parti sono pronte)" in page


# WTForms' own messages.


class _Player(EntryForm):
    name = StringField("Name", validators=[Length(max=3)])


class _Table(FlaskForm):
    title = StringField("Title", validators=[Length(max=3)])
    player = FormField(_Player)


@pytest.mark.parametrize(
    ("headers", "expected_message"),
    [
        (EN, "Field cannot be longer than 3 characters."),
        (IT, "Il valore non può essere più lungo di 3 caratteri."),
    ],
)
def test_wtforms_own_messages_are_in_the_page_language_in_sub_forms_too(
    app, headers, expected_message
) -> None:
    from werkzeug.datastructures import MultiDict

    with app.test_request_context("/", method="POST", headers=headers):
        app.preprocess_request()
        form = _Table(formdata=MultiDict({"title": "Annie", "player-name": "Benjamin"}))
        assert not form.validate()
        assert form.title.errors == [expected_message]
        assert form.player.form.name.errors == [expected_message]
        app.do_teardown_request()


# The shared wording in Italian.


def test_a_list_of_names_reads_with_e() -> None:
    with i18n.language("it"):
        assert join_words(["Ann", "Ben", "Cat"]) == "Ann, Ben e Cat"
        assert join_words(["Ann", "Ben"]) == "Ann e Ben"


def test_italian_groups_thousands_with_a_point_and_ordinals_take_the_masculine_sign() -> None:
    with i18n.language("it"):
        assert grouped(4902) == "4.902"
        assert [ordinal(n) for n in (1, 2, 3, 11)] == ["1º", "2º", "3º", "11º"]
    assert grouped(4902) == "4,902"


def test_an_italian_count_agrees_by_the_plural_rule() -> None:
    with i18n.language("it"):
        one, many = (i18n.ngettext("point", "points", count) for count in (1, 3))
    assert (one, many) == ("punto", "punti")


def test_a_tie_without_tie_breaker_is_a_shared_win_in_italian() -> None:
    with i18n.language("it"):
        standing = rank_players(["Ann", "Ben"], [1, 1])
    assert standing.tiebreak == (
        "Ann e Ben sono in parità con 1 punto; le regole non prevedono spareggi, quindi "
        "vincono a pari merito."
    )


def test_a_tie_broken_after_one_level_step_is_told_step_by_step_in_italian() -> None:
    tiles = [3, 3, 2]
    reserve = [1, 4, 0]
    breakers = [
        TieBreaker("more tiles won", lambda i: tiles[i], lambda i: f"{tiles[i]}"),
        TieBreaker("more rabbits in the reserve", lambda i: reserve[i], lambda i: f"{reserve[i]}"),
    ]
    with i18n.language("it"):
        standing = rank_players(["Ann", "Ben", "Cat"], [10, 10, 10], breakers)
    assert standing.winners == ("Ben",)
    assert standing.tiebreak == (
        "Ann, Ben e Cat sono in parità con 10 punti; Cat resta indietro per more tiles won; "
        "vince Ben per more rabbits in the reserve (4 contro 1 di Ann)."
    )


def test_a_tie_that_stands_names_the_players_sharing_the_win_in_italian() -> None:
    level = [TieBreaker("more tiles won", lambda i: 2, lambda i: "2")]
    with i18n.language("it"):
        standing = rank_players(["Ann", "Ben"], [7, 7], level)
    assert standing.tiebreak == (
        "Ann e Ben sono in parità con 7 punti, ancora pari per more tiles won (2 a testa); "
        "la parità resta, quindi Ann e Ben vincono a pari merito."
    )


@pytest.mark.parametrize(
    ("read", "message"),
    [
        (
            lambda p: p.as_list(3, "tiles", "This"),
            "Questo valore: serve un elenco, non un numero.",
        ),
        (
            lambda p: p.as_list([], "tiles", "This", min_length=1),
            "Questo valore: l'elenco è vuoto; serve almeno una voce.",
        ),
        (
            lambda p: p.as_list([1], "tiles", "This", min_length=2),
            "Questo valore: c'è 1 voce; ne servono almeno 2.",
        ),
        (
            lambda p: p.as_integer(9, "reserve", "This", minimum=0, maximum=6),
            "Questo valore: 9 è fuori dai limiti; serve un numero da 0 a 6.",
        ),
        (
            lambda p: p.as_integer(2.5, "reserve"),
            "Questo valore: 2.5 non è un numero intero.",
        ),
        (
            lambda p: p.as_choice("Bear", "icon", ("bear", "fox")),
            "Questo valore: «Bear» non è scritto come lo elencano le regole; scrivilo in "
            "minuscolo: «bear».",
        ),
        (
            lambda p: p.player_name("   ", "players[0].name"),
            "Il nome di un giocatore è vuoto; dai un nome a ogni giocatore.",
        ),
    ],
)
def test_the_shared_readers_word_their_problems_in_italian(read, message) -> None:
    problems = Problems()
    with i18n.language("it"):
        read(problems)
    assert [problem.message for problem in problems] == [message]


def test_the_count_of_problems_left_out_agrees_in_italian() -> None:
    with i18n.language("it"):
        one, many = more_problems(1), more_problems(4902)
    assert one.startswith("…e ancora 1 problema, non elencato qui;")
    assert many.startswith("…e altri 4.902 problemi, non elencati qui;")


def test_an_italian_date_is_written_with_italian_month_names(app) -> None:
    from web.groups.views import played_on
    from web.tables.views import moment_text

    moment = datetime(2026, 12, 1, 21, 5)
    with app.test_request_context("/", headers=IT):
        assert (played_on(moment), moment_text(moment)) == (
            "mar 1 dic 2026",
            "1 dic 2026, 21:05 UTC",
        )


def test_the_steppers_plus_and_minus_are_named_in_the_pages_language(client) -> None:
    """vantage.js names a stepper's − / + buttons from the page ("One more: Ann's reserve"):
    the words come from the page, so an Italian page names them in Italian."""
    italian = client.get("/tsukimi/", headers={"Accept-Language": "it"}).get_data(as_text=True)
    english = client.get("/tsukimi/", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert 'data-one-more="Uno in più: {what}"' in italian
    assert 'data-one-fewer="Uno in meno: {what}"' in italian
    assert 'data-one-more="One more: {what}"' in english
