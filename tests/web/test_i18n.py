"""English and Italian (issue 13): the catalogues, the language of each request, the switch.

The catalogue tests go by what ``pybabel extract -F babel.cfg`` finds in the source (README,
"Translations"), so a sentence marked in the source but missing from a catalogue fails here,
as does an empty, fuzzy or mistyped translation, or a compiled ``.mo`` older than its ``.po``.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po

from scoring import SLUGS
from scoring import i18n as scoring_i18n
from tests.web.untranslated import (
    UnmarkedString,
    Untranslated,
    untranslated_python,
    untranslated_text,
)
from web.platform.i18n import LANGUAGE_COOKIE, LANGUAGES

ROOT = Path(__file__).parents[2]
TRANSLATIONS = ROOT / "translations"
TEMPLATES = ROOT / "templates"
TRANSLATED_LANGUAGES = sorted(code for code in LANGUAGES if code != "en")

GAMES_OWN: tuple[str, ...] = ()

NOT_YET_MARKED = frozenset(
    f"{slug}/{page}.html" for slug in GAMES_OWN for page in ("form", "result", "rules")
)
"""The templates whose text is not marked yet: only the five games' own (each game's pass marks
its three). Every other template is checked; once a game's are marked, take them out (a test
below fails while a template in this set has nothing left to mark)."""

ALL_TEMPLATES = sorted(path.relative_to(TEMPLATES).as_posix() for path in TEMPLATES.rglob("*.html"))

PYTHON_SOURCE = sorted(
    path.relative_to(ROOT).as_posix()
    for path in [ROOT / "app.py", *(ROOT / "scoring").rglob("*.py"), *(ROOT / "web").rglob("*.py")]
)

NOT_YET_MARKED_MODULES = frozenset(
    place for slug in GAMES_OWN for place in (f"scoring/{slug}/", f"web/games/{slug}/")
)
"""The Python modules whose sentences are not marked yet: the five games' own scoring packages
and web adapters (each game's pass marks its own). Every other module is checked."""


def waiting_to_be_marked(path: str) -> bool:
    return path.startswith(tuple(NOT_YET_MARKED_MODULES))


NOT_PLAYER_FACING = {
    ("scoring/records.py", "_factory_{}() if {} is _HAS_DEFAULT_FACTORY else {}"): (
        "Python source a record's __init__ is compiled from"
    ),
    ("scoring/records.py", "cannot assign to field {}"): (
        "a programming error, worded as dataclasses' own FrozenInstanceError"
    ),
    ("scoring/records.py", "cannot delete field {}"): (
        "a programming error, worded as dataclasses' own FrozenInstanceError"
    ),
    ("scoring/__main__.py", "usage: python -m scoring [--lang LANG] SLUG [FILE]"): (
        "the command's syntax: its name, options and arguments are the same in every language"
    ),
    ("web/platform/assets.py", "public, max-age=31536000, immutable"): "an HTTP header's value",
    ("web/platform/warm.py", "Ann wins"): (
        "a made-up card drawn in gunicorn's master to load its fonts, never sent to a phone"
    ),
    ("web/platform/db.py", "module {} has no attribute {}"): (
        "a programmer's AttributeError, as Python's own words it"
    ),
    ("web/platform/db.py", "Perform database migrations."): (
        "the operator's `flask db --help`, Flask-Migrate's own words for its command group"
    ),
    ("web/phone/install.py", "any maskable"): "a web app manifest's icon purpose keywords",
    ("web/platform/unavailable.py", "unable to open"): (
        "part of SQLite's own error message, matched to tell a file's state from a mistake"
    ),
    ("web/platform/unavailable.py", "disk is full"): (
        "part of SQLite's own error message, matched to tell a file's state from a mistake"
    ),
    ("scoring/jsontext.py", "{} is not a JSON number"): (
        "Python's own json message, matched to word it for the reader (scoring/jsontext.py)"
    ),
    ("scoring/jsontext.py", "Expecting value"): (
        "Python's own json message, matched to word it for the reader (scoring/jsontext.py)"
    ),
    ("scoring/jsontext.py", "Expecting property name enclosed in double quotes"): (
        "Python's own json message, matched to word it for the reader (scoring/jsontext.py)"
    ),
    ("scoring/jsontext.py", "Expecting ',' delimiter"): (
        "Python's own json message, matched to word it for the reader (scoring/jsontext.py)"
    ),
    ("scoring/jsontext.py", "Expecting ':' delimiter"): (
        "Python's own json message, matched to word it for the reader (scoring/jsontext.py)"
    ),
    ("scoring/jsontext.py", "Extra data"): (
        "Python's own json message, matched to word it for the reader (scoring/jsontext.py)"
    ),
    ("scoring/jsontext.py", "Unterminated string starting at"): (
        "Python's own json message, matched to word it for the reader (scoring/jsontext.py)"
    ),
    ("scoring/jsontext.py", "Invalid \\uXXXX escape"): (
        "Python's own json message, matched to word it for the reader (scoring/jsontext.py)"
    ),
    ("scoring/jsontext.py", "Invalid control character at"): (
        "Python's own json message, matched to word it for the reader (scoring/jsontext.py)"
    ),
    ("scoring/solstis/__init__.py", "module {} has no attribute {}"): (
        "Python's own AttributeError for a module, read by programs, never by a player"
    ),
}
"""Strings that read as words but that no player reads as a sentence, each with its reason.
Everything else the scanner leaves out is left out by rule (tests/web/untranslated.py):
docstrings, the log, errors for developers and operators, HTTP headers."""


MessageKey = tuple[str | None, str | tuple[str, str]]
"""A marked message: its context (``pgettext``'s first argument, or None) and its id (a pair
for a plural)."""


def extracted_messages() -> dict[MessageKey, list[str]]:
    """Every message the source marks, as ``pybabel extract -F babel.cfg .`` finds them: the
    context and id, and where each one is."""
    with (ROOT / "babel.cfg").open(encoding="utf-8") as mapping:
        method_map, options_map = parse_mapping_cfg(mapping)
    found: dict[MessageKey, list[str]] = {}
    for filename, line, message, _comments, context in extract_from_dir(
        str(ROOT), method_map, options_map
    ):
        key = (context, message if isinstance(message, str) else (message[0], message[1]))
        found.setdefault(key, []).append(f"{filename}:{line}")
    return found


def catalogue(code: str) -> Catalog:
    with (TRANSLATIONS / code / "LC_MESSAGES" / "messages.po").open("rb") as file:
        return read_po(file, locale=code)


def translated(message) -> bool:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return all(strings)


def as_dict(messages: Catalog) -> dict:
    """A catalogue's translations, id → string (pairs and tuples for plurals)."""

    def key(value):
        return value if isinstance(value, str) else tuple(value)

    return {key(m.id): key(m.string) for m in messages if m.id}


def html_lang(page: str) -> str:
    match = re.search(r'<html lang="([^"]*)"', page)
    assert match, "the page has no <html lang>"
    return match.group(1)


def switch_links(page: str) -> dict[str, str]:
    """The language switch's links: language code → address (on an entry form, the other
    languages are buttons posting the form to that address)."""
    nav = re.search(r'<nav class="language-switch"[^>]*>(.*?)</nav>', page, re.S)
    assert nav, "the page has no language switch"
    found = re.findall(r'<a href="([^"]*)" lang="([^"]*)"', nav.group(1))
    found += re.findall(r'<button [^>]*formaction="([^"]*)"[^>]*lang="([^"]*)"', nav.group(1))
    return {code: href.replace("&amp;", "&") for href, code in found}


# The catalogues


def test_every_offered_language_but_english_has_a_catalogue() -> None:
    for code in TRANSLATED_LANGUAGES:
        assert (TRANSLATIONS / code / "LC_MESSAGES" / "messages.po").is_file(), code


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_every_marked_message_is_in_the_catalogue_translated_and_not_fuzzy(code: str) -> None:
    """A sentence marked in the source and missing, empty or fuzzy in a catalogue fails."""
    messages = catalogue(code)
    problems = []
    for (context, key), places in extracted_messages().items():
        message = messages.get(key if isinstance(key, str) else key[0], context=context)
        where = ", ".join(places)
        if message is None:
            problems.append(f"missing: {key!r} ({where})")
        elif message.fuzzy:
            problems.append(f"fuzzy: {key!r} ({where})")
        elif not translated(message):
            problems.append(f"empty: {key!r} ({where})")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_the_catalogue_holds_no_empty_fuzzy_or_broken_message(code: str) -> None:
    """Even a message no longer in the source must not sit there untranslated, and every
    translation keeps its placeholders (``%(request_id)s``): Babel's own checks."""
    messages = catalogue(code)
    problems = [f"fuzzy: {m.id!r}" for m in messages if m.id and m.fuzzy]
    problems += [f"empty: {m.id!r}" for m in messages if m.id and not translated(m)]
    problems += [f"{m.id!r}: {error}" for m, errors in messages.check() for error in errors]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("code", TRANSLATED_LANGUAGES)
def test_the_committed_mo_is_compiled_from_the_po(code: str) -> None:
    """The app reads the ``.mo``: it must say what the ``.po`` says (``pybabel compile``)."""
    folder = TRANSLATIONS / code / "LC_MESSAGES"
    with (folder / "messages.mo").open("rb") as file:
        committed = read_mo(file)
    compiled = io.BytesIO()
    write_mo(compiled, catalogue(code))
    compiled.seek(0)
    expected = read_mo(compiled)
    assert as_dict(committed) == as_dict(expected), (
        f"run: pybabel compile -d translations ({folder / 'messages.mo'} is out of date)"
    )
    assert committed.plural_forms == expected.plural_forms


def test_italian_plurals_use_the_catalogues_rule_not_an_added_letter() -> None:
    """ngettext picks the form by Italian's plural rule: 1 giocatore, 2 giocatori."""
    with scoring_i18n.language("it"):
        one = scoring_i18n.ngettext("%(num)d player", "%(num)d players", 1) % {"num": 1}
        two = scoring_i18n.ngettext("%(num)d player", "%(num)d players", 2) % {"num": 2}
    assert (one, two) == ("1 giocatore", "2 giocatori")


# Untranslated text in templates


@pytest.mark.parametrize("name", [name for name in ALL_TEMPLATES if name not in NOT_YET_MARKED])
def test_template_has_no_player_facing_text_outside_gettext(name: str) -> None:
    found = untranslated_text((TEMPLATES / name).read_text(encoding="utf-8"))
    assert not found, "\n".join(str(item) for item in found)


def test_only_the_games_own_templates_wait_to_be_marked() -> None:
    """The set names real templates, each still holding text to mark: once a game's pass has
    marked one, it leaves the set and the test above checks it."""
    assert set(ALL_TEMPLATES) >= NOT_YET_MARKED
    done = [
        name
        for name in sorted(NOT_YET_MARKED)
        if not untranslated_text((TEMPLATES / name).read_text(encoding="utf-8"))
    ]
    assert not done, f"marked now, take them out of NOT_YET_MARKED: {done}"


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("<p>Back to the games</p>", [Untranslated(1, "Back to the games", "text")]),
        ('<p>{{ _("Back to the games") }}</p>', []),
        ("<p>{% trans %}Back to the games{% endtrans %}</p>", []),
        ("<p>\n  Enter the {{ n }} tiles\n</p>", [Untranslated(2, "Enter the tiles", "text")]),
        ('<img alt="The moon board" src="{{ src }}">', [Untranslated(1, "The moon board", "alt")]),
        ('<nav aria-label="Saved">{{ _("T") }}</nav>', [Untranslated(1, "Saved", "aria-label")]),
        ("<nav aria-label=\"{{ _('Language') }}\"></nav>", []),
        ("<script>const label = 'Score';</script><style>p::after { content: 'x' }</style>", []),
        ("<p>{{ a }} · {{ b }} – 3 × 4</p>", []),
        ("{# Back to the games #}<p>{{ x }}</p>", []),
        ("<a>Vantage</a>", []),
        ('{% block attributes %} class="tsukimi-form"{% endblock %}', []),
        (
            "{% block title %}Score{% endblock %}\n<h1>{{ _('Score') }}</h1>",
            [Untranslated(1, "Score", "text")],
        ),
        (
            "{% if one %}Tile{% else %}Tiles{% endif %}",
            [
                Untranslated(1, "Tile", "text"),
                Untranslated(1, "Tiles", "text"),
            ],
        ),
    ],
)
def test_the_scanner_finds_only_unmarked_player_facing_text(source, expected) -> None:
    assert untranslated_text(source) == expected


def test_the_scanner_reads_the_real_templates() -> None:
    """The scanner is not blind on a real template: the shared form frame, with its marked
    hint put back as plain text, is reported at that line and nowhere else."""
    source = (TEMPLATES / "game_form.html").read_text(encoding="utf-8")
    marked = (
        '{{ _("You are correcting a saved table: scoring it again keeps the earlier version in '
        'its history.") }}'
    )
    assert marked in source
    plain = source.replace(marked, "You are correcting a saved table.")
    line = 1 + source[: source.index(marked)].count("\n")
    assert untranslated_text(plain) == [
        Untranslated(line, "You are correcting a saved table.", "text")
    ]


# Untranslated text in Python source


@pytest.mark.parametrize("path", [path for path in PYTHON_SOURCE if not waiting_to_be_marked(path)])
def test_python_module_has_no_player_facing_string_outside_gettext(path: str) -> None:
    """Every string that reads as words and could reach a player (a problem, an explanation,
    a flash, a label, an API message) is marked: ``_``, ``ngettext``, ``N_``, ``_l``."""
    found = [
        item
        for item in untranslated_python((ROOT / path).read_text(encoding="utf-8"))
        if (path, item.text) not in NOT_PLAYER_FACING
    ]
    assert not found, "\n".join(str(item) for item in found)


def test_the_python_allowlist_names_only_strings_that_are_there() -> None:
    """An allowance left behind after its string is gone would hide a new one: each is
    still found, where it says."""
    for path, text in NOT_PLAYER_FACING:
        found = [item.text for item in untranslated_python((ROOT / path).read_text("utf-8"))]
        assert text in found, (path, text)


def test_only_the_games_own_modules_wait_to_be_marked() -> None:
    """Each place in the set still holds a sentence to mark: once a game's pass has marked
    all of its own, it leaves the set and the test above checks it."""
    done = [
        place
        for place in sorted(NOT_YET_MARKED_MODULES)
        if not any(
            untranslated_python((ROOT / path).read_text(encoding="utf-8"))
            for path in PYTHON_SOURCE
            if path.startswith(place)
        )
    ]
    assert not done, f"marked now, take them out of NOT_YET_MARKED_MODULES: {done}"


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ('PLAYERS_MISSING = "The players are missing."', [(1, "The players are missing.")]),
        ('PLAYERS_MISSING = N_("The players are missing.")', []),
        ('problems.add("tiles", f"{who}\'s reserve is {value}.")', [(1, "{}'s reserve is {}.")]),
        ('problems.add("tiles", _("%(who)s\'s reserve is %(value)s.") % values)', []),
        ('flash("Filed into the group.", "done")', [(1, "Filed into the group.")]),
        ("field = StringField(_l('Player name'))", []),
        ('Category("tiles won")', [(1, "tiles won")]),
        ('ngettext("%(n)d tile", "%(n)d tiles", n)', []),
        ('pgettext("thousands separator", ",")', []),
        ('def f():\n    """Says what f does."""\n    return 1', []),
        ('NAME = 1\n"""Documents NAME, as this project does."""', []),
        ('current_app.logger.error("The error page failed too, id %s", rid)', []),
        ('raise ValueError(f"unknown part: {key!r}")', []),
        (
            'raise TableError([Problem("", "A table needs two players.")])',
            [(1, "A table needs two players.")],
        ),
        ('response.headers["X-Robots-Tag"] = "noindex, nofollow"', []),
        ('HEADERS = {"Referrer-Policy": "no referrer sent"}', []),
        ('MESSAGES = {"missing": "no referrer sent"}', [(1, "no referrer sent")]),
        ('sa.text("SELECT version_num FROM alembic_version")', []),
        ('field_id = f"players-{i}-name"', []),
        ('SLUGS = ("panorama", "solstis")', []),
        ('mode = "text/css; charset=utf-8"', []),
    ],
)
def test_the_python_scanner_finds_only_unmarked_sentences(source, expected) -> None:
    found = [(item.line, item.text) for item in untranslated_python(source)]
    assert found == expected


def test_the_python_scanner_reads_the_real_source() -> None:
    """Not blind on a real module: a marked message of web/groups/views.py, unmarked again, is
    reported at its line."""
    source = (ROOT / "web" / "groups" / "views.py").read_text(encoding="utf-8")
    marked = 'N_("That group is not known on this phone; open its link first.")'
    assert marked in source
    plain = source.replace(marked, '"That group is not known on this phone; open its link first."')
    line = 1 + source[: source.index(marked)].count("\n")
    assert [(item.line, item.text) for item in untranslated_python(plain)] == [
        (line, "That group is not known on this phone; open its link first.")
    ]
    assert UnmarkedString(line, "x").line == line


# The language of a request


def test_without_any_choice_a_page_is_english(client) -> None:
    response = client.get("/")
    page = response.get_data(as_text=True)
    assert html_lang(page) == "en"
    assert "Score a finished game" in page
    assert response.headers["Content-Language"] == "en"


def test_accept_language_italian_gives_the_italian_page(client) -> None:
    response = client.get("/", headers={"Accept-Language": "it-IT,it;q=0.9,en;q=0.5"})
    page = response.get_data(as_text=True)
    assert html_lang(page) == "it"
    assert "Calcola il punteggio di una partita finita" in page
    assert "Set-Cookie" not in response.headers  # the browser's setting is not a choice


def test_a_language_neither_offered_falls_back_to_english(client) -> None:
    """Klingon and Quenya: languages no catalogue here will hold."""
    page = client.get("/", headers={"Accept-Language": "tlh,qya;q=0.8"}).get_data(as_text=True)
    assert html_lang(page) == "en"


def test_lang_query_chooses_and_the_cookie_remembers_it(client) -> None:
    response = client.get("/?lang=it", headers={"Accept-Language": "en"})
    assert html_lang(response.get_data(as_text=True)) == "it"
    cookie = client.get_cookie(LANGUAGE_COOKIE)
    assert cookie is not None and cookie.value == "it"
    assert cookie.http_only and cookie.same_site == "Lax"
    later = client.get("/tables", headers={"Accept-Language": "en"}).get_data(as_text=True)
    assert html_lang(later) == "it"


def test_lang_query_wins_over_the_cookie_and_replaces_it(client) -> None:
    client.get("/?lang=it")
    assert html_lang(client.get("/?lang=en").get_data(as_text=True)) == "en"
    assert client.get_cookie(LANGUAGE_COOKIE).value == "en"
    assert html_lang(client.get("/").get_data(as_text=True)) == "en"


def test_the_cookie_wins_over_accept_language(client) -> None:
    client.set_cookie(LANGUAGE_COOKIE, "en")
    page = client.get("/", headers={"Accept-Language": "it"}).get_data(as_text=True)
    assert html_lang(page) == "en"


def test_an_unknown_lang_value_is_ignored(client) -> None:
    response = client.get("/?lang=xx", headers={"Accept-Language": "it"})
    assert html_lang(response.get_data(as_text=True)) == "it"
    assert client.get_cookie(LANGUAGE_COOKIE) is None


def test_pages_say_they_vary_by_language(client) -> None:
    vary = client.get("/").headers["Vary"]
    assert "Accept-Language" in vary and "Cookie" in vary


def test_error_page_is_in_the_chosen_language(client) -> None:
    response = client.get("/no-such-page/here", headers={"Accept-Language": "it"})
    page = response.get_data(as_text=True)
    assert response.status_code == 404
    assert html_lang(page) == "it"
    assert "Qui non c&#39;è nessuna pagina." in page
    assert "Spiacenti" in page and "Torna ai giochi" in page


def test_api_goes_by_accept_language_alone_and_sets_no_cookie(client) -> None:
    client.set_cookie(LANGUAGE_COOKIE, "it")
    english = client.get("/api/v1/no-such-thing?lang=it", headers={"Accept-Language": "en"})
    assert english.get_json()["errors"][0]["message"] == "There is no page here."
    assert english.headers["Content-Language"] == "en"
    assert "Set-Cookie" not in english.headers
    italian = client.get("/api/v1/no-such-thing", headers={"Accept-Language": "it-IT"})
    assert italian.get_json()["errors"][0]["message"] == "Qui non c'è nessuna pagina."
    assert italian.headers["Content-Language"] == "it"


def test_each_request_scores_in_its_own_language(app) -> None:
    """The web layer hands the request's language to the scoring library for the request."""
    with app.test_request_context("/api/v1/games", headers={"Accept-Language": "it"}):
        app.preprocess_request()
        assert scoring_i18n.current_language() == "it"
        app.do_teardown_request()
    assert scoring_i18n.current_language() == "en"


def skeleton(value):
    """A result with its text replaced by a marker: what must not depend on the language."""
    if isinstance(value, dict):
        return {key: skeleton(item) for key, item in value.items()}
    if isinstance(value, list):
        return [skeleton(item) for item in value]
    return "text" if isinstance(value, str) else value


@pytest.mark.parametrize("slug", SLUGS)
def test_api_scores_every_sample_table_alike_in_italian(client, slug) -> None:
    """Same totals, winners and shape in Italian as in English; only text may differ."""
    from tests.conftest import load_example

    state = load_example(slug)["state"]
    url = f"/api/v1/games/{slug}/score"
    english = client.post(url, json=state, headers={"Accept-Language": "en"})
    italian = client.post(url, json=state, headers={"Accept-Language": "it"})
    assert english.status_code == italian.status_code == 200
    assert italian.headers["Content-Language"] == "it"
    en, it = english.get_json(), italian.get_json()
    assert [(p["name"], p["total"]) for p in it["players"]] == [
        (p["name"], p["total"]) for p in en["players"]
    ]
    assert it["winners"] == en["winners"]
    assert skeleton(it) == skeleton(en)


# The language switch on every page


def saved_table(client) -> str:
    from tests.conftest import load_example

    response = client.post(
        "/api/v1/tables", json={"game": "tsukimi", "state": load_example("tsukimi")["state"]}
    )
    assert response.status_code == 201, response.get_json()
    return f"/t/{response.get_json()['id']}"


def pages(client) -> Iterator[str]:
    yield "/"
    for slug in SLUGS:
        yield f"/{slug}/"
        yield f"/{slug}/rules"
    yield "/tables"
    yield saved_table(client)


def test_every_page_has_the_switch_to_itself_in_every_language(client) -> None:
    for path in pages(client):
        response = client.get(path)
        page = response.get_data(as_text=True)
        links = switch_links(page)
        assert set(links) == set(LANGUAGES), path
        for code, href in links.items():
            address = urlsplit(href)
            assert address.path == path, (path, href)
            assert parse_qs(address.query) == {"lang": [code]}, (path, href)
        assert re.search(r'aria-current="true">English</a>', page), path
        italian = client.get(links["it"]).get_data(as_text=True)
        assert html_lang(italian) == "it", path
        assert re.search(r'aria-current="true">Italiano</a>', italian), path
        client.get(links["en"])  # back to English for the next page


def test_the_switch_echoes_nothing_from_the_query_string(client) -> None:
    """Nothing a link put in the address reaches a page beside its form token (BREACH)."""
    for path in ("/tsukimi/?guess=zq7xw&lang=it", "/no-such/zq7xw?lang=it", "/tables?zq7xw=1"):
        page = client.get(path).get_data(as_text=True)
        assert "zq7xw" not in page, path


def test_an_address_that_is_no_page_switches_to_the_home_page(client) -> None:
    links = switch_links(client.get("/no-such-page/here").get_data(as_text=True))
    assert links == {code: f"/?lang={code}" for code in LANGUAGES}


def test_a_page_shown_after_a_post_links_to_its_address_without_javascript(client) -> None:
    response = client.post("/tsukimi/", data={})
    links = switch_links(response.get_data(as_text=True))
    assert urlsplit(links["it"]).path == "/tsukimi/"
    assert client.get(links["it"]).status_code == 200


def test_a_page_only_posted_to_switches_to_the_home_page(app, client) -> None:
    """A GET of an address that only takes a POST would be a 405: the switch avoids it."""
    with app.test_request_context("/tsukimi/edit", method="POST"):
        app.preprocess_request()
        from web.platform.i18n import language_links

        assert [link.url for link in language_links()] == [f"/?lang={code}" for code in LANGUAGES]
        app.do_teardown_request()


def test_each_language_is_named_in_itself_and_marked_with_its_lang(client) -> None:
    page = client.get("/?lang=it").get_data(as_text=True)
    assert 'lang="en" hreflang="en">English</a>' in page
    assert 'lang="it" hreflang="it" aria-current="true">Italiano</a>' in page
    assert 'aria-label="Lingua"' in page
