"""Page weight: one stylesheet in the page and one script per page (issue 24: 3 requests, no
round trip before the first paint), the script versioned, gzipped once, kept a year; security
headers on pages only (HSTS on everything when HTTPS is on)."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest

from scoring import SLUGS
from tests.conftest import load_example
from tests.web.formdata import flatten
from web.games import get_adapter
from web.platform.assets import (
    ENTRY_CSS,
    FIRST_JS,
    FORM_CSS,
    FORM_JS,
    LATER_JS,
    PART_CSS,
    SHARED_CSS,
    SITE_JS,
    all_bundles,
    build_bundle,
    minified,
)

STATIC = Path(__file__).resolve().parents[2] / "static"
ASSET = re.compile(r'(?:href|src)="(/(?:assets|static)/[^"]+)"')
STYLE = re.compile(r'<style data-css="([a-z-]+\.css)">([^<]*)</style>')


def linked_assets(html: str) -> list[str]:
    return ASSET.findall(html)


def inline_stylesheets(html: str) -> list[tuple[str, str]]:
    """Each ``<style>`` element of a page: the bundle it names, its text."""
    assert html.count("<style") == len(STYLE.findall(html)), "a <style> element of another form"
    return STYLE.findall(html)


def served_stylesheet(app, name: str = "site.css") -> str:
    """The address a stylesheet bundle is still served at (no page links it)."""
    return "/assets/" + app.extensions["vantage_assets"][name].filename


def result_page(client, slug: str) -> str:
    adapter = get_adapter(slug)
    assert adapter is not None
    fields = flatten(adapter.form_data_from_state(load_example(slug)["state"]))
    response = client.post(f"/{slug}/", data=fields, follow_redirects=True)  # saved: /t/ID
    assert response.status_code == 200
    return response.get_data(as_text=True)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_game_page_holds_one_stylesheet_and_links_one_script(app, client, slug):
    # Issue 24: a first load in at most 3 requests (here 2: the page, with its stylesheet in
    # it, and its script), and no round trip before the first paint.
    pages = {
        "form": client.get(f"/{slug}/").get_data(as_text=True),
        "rules": client.get(f"/{slug}/rules").get_data(as_text=True),
        "result": result_page(client, slug),
    }
    bundles = app.extensions["vantage_assets"]
    for kind, html in pages.items():
        assets = linked_assets(html)
        assert len(assets) == 1 and assets[0].endswith(".js"), (kind, assets)
        [(name, text)] = inline_stylesheets(html)
        assert text.encode() == bundles[name].body, (kind, name)
        assert '<link rel="stylesheet"' not in html, kind
    [form_script] = [a for a in linked_assets(pages["form"]) if a.endswith(".js")]
    assert form_script.startswith(f"/assets/{slug}-form."), form_script


def test_pages_of_no_game_hold_the_site_s_stylesheet_and_link_its_script(client):
    for address in ("/", "/j"):
        html = client.get(address).get_data(as_text=True)
        assert [asset.split(".")[0] for asset in linked_assets(html)] == ["/assets/site"]
        assert [name for name, _ in inline_stylesheets(html)] == ["site.css"]


def test_the_stylesheet_is_in_the_head_and_the_script_at_the_end_of_the_page(client):
    # The first paint waits for the stylesheet: it comes with the page's first bytes.
    html = client.get("/panorama/").get_data(as_text=True)
    head, body = html.split("</head>")
    assert head.index('<style data-css="panorama-form.css">') < head.index("<title>")
    assert "<script" not in head and "<style" not in body
    assert re.search(
        r'<script src="/assets/panorama-form\.[0-9a-f]{12}\.js"'
        r' data-later="/assets/panorama-later\.[0-9a-f]{12}\.js" defer></script>\s*</body>',
        body,
    )


def bundle_of(client, html: str, name: str, extension: str = ".js") -> bytes:
    [address] = [
        asset
        for asset in linked_assets(html)
        if re.fullmatch(rf"/assets/{re.escape(name)}\.[0-9a-f]{{12}}\.(css|js)", asset)
        and asset.endswith(extension)
    ]
    return bytes(client.get(address).get_data())


def minified_file(app, name: str) -> bytes:
    extension = name.rpartition(".")[2]
    return minified(extension, (Path(app.static_folder) / name).read_text("utf-8")).encode()


def test_a_form_page_script_holds_the_form_s_the_picker_and_the_game_s_own_in_order(app, client):
    html = client.get("/solstis/").get_data(as_text=True)
    bundle = bundle_of(client, html, "solstis-form")
    order = [*FIRST_JS, "picker.js", "games/solstis.js", "later.js"]
    # The picker makes the cells' buttons before Solstis's script lays them out.
    places = [bundle.index(minified_file(app, name)) for name in order]
    assert places == sorted(places)
    for name in ("share.js", "rules.js"):  # No form shares a table or opens a rule.
        assert minified_file(app, name) not in bundle
    for name in LATER_JS:  # Fetched once the form has loaded.
        assert minified_file(app, name) not in bundle
    # Solstis's cells only cycle: no sheet (issue 24). Topiary's open one, at once.
    assert minified_file(app, "picker-sheet.js") not in bundle
    topiary = bundle_of(client, client.get("/topiary/").get_data(as_text=True), "topiary-form")
    order = ["picker.js", "picker-sheet.js", "games/topiary.js", "later.js"]
    places = [topiary.index(minified_file(app, name)) for name in order]
    assert places == sorted(places)


@pytest.mark.parametrize("slug", SLUGS)
def test_a_form_fetches_its_later_scripts_once_loaded_and_a_room_s_part_has_them_all(
    app, client, slug
):
    # Issue 24: the edit buttons' update in place and with no connection (with the game's own
    # drawing of it), the totals and the service worker's registration are no part of the
    # first load; one bundle a game.
    html = client.get(f"/{slug}/").get_data(as_text=True)
    [later] = re.findall(rf'data-later="(/assets/{slug}-later\.[0-9a-f]{{12}}\.js)"', html)
    body = client.get(later).get_data()
    offline = [f"games/{slug}-offline.js"] if slug in ("panorama", "sagrada", "topiary") else []
    adapter = get_adapter(slug)
    assert adapter is not None
    offline = [*adapter.later_scripts, *offline]  # Sagrada's typed rows, then the drawing.
    places = [body.index(minified_file(app, name)) for name in (*LATER_JS, *offline)]
    assert places == sorted(places)
    assert set(LATER_JS) | set(FIRST_JS) == set(FORM_JS) and not set(LATER_JS) & set(FIRST_JS)
    first = bundle_of(client, html, f"{slug}-form")
    for name in (*LATER_JS, *offline):
        assert minified_file(app, name) not in first
    part = app.extensions["vantage_assets"][f"{slug}-part.js"].body
    own = [f"games/{slug}.js", *offline]
    places = [part.index(minified_file(app, name)) for name in (*FORM_JS, *own, "rooms.js")]
    assert places == sorted(places)
    assert minified_file(app, "later.js") not in part


@pytest.mark.parametrize("slug", SLUGS)
def test_a_games_stylesheet_is_the_site_s_then_its_own(app, client, slug):
    # Its result page's and its rules page's.
    bundle = app.extensions["vantage_assets"][f"{slug}.css"].body
    files = (*SHARED_CSS, f"games/{slug}.css", f"games/{slug}-result.css")
    places = [bundle.index(minified_file(app, name)) for name in files]
    assert places == sorted(places)


FORMS_OWN_SELECTORS = (".stepper-controls", ".error-summary", ".grid-cell", ".picker-sheet")
"""Rules of ``entry.css``, which only an entry form draws."""
SAGRADAS_FORMS_OWN = (".dice-sheet", ".typed-row", ".window-fieldset", ".focal", "#public_obj")
"""Rules of ``games/sagrada-entry.css``: the sheet of dice, the typed rows, the window, Focal
Point's grid, the objectives' palette."""


@pytest.mark.parametrize("slug", SLUGS)
def test_a_page_that_shows_no_form_holds_none_of_the_forms_own_styles(app, client, slug):
    # Issue 24, fourth round: a 6-player Sagrada result in Italian was over 20 KB, its
    # stylesheet the biggest part of it, mostly rules for the form it does not show.
    bundles = app.extensions["vantage_assets"]
    [(name, result)] = inline_stylesheets(result_page(client, slug))
    assert name in ("site.css", f"{slug}.css")
    assert result == bundles[name].body.decode()
    for name in ("site.css", f"{slug}.css"):
        assert minified_file(app, ENTRY_CSS) not in bundles[name].body
    for selector in FORMS_OWN_SELECTORS:  # A game's own may still style its grid on a result.
        assert selector not in bundles["site.css"].body.decode()
    if (STATIC / "games" / f"{slug}-entry.css").is_file():
        own = minified_file(app, f"games/{slug}-entry.css")
        assert own not in bundles[f"{slug}.css"].body
    if slug == "sagrada":
        for selector in SAGRADAS_FORMS_OWN:
            assert selector not in bundles["sagrada.css"].body.decode()


def entry_files(slug: str) -> tuple[str, ...]:
    return tuple(
        f"games/{name}" for name in (f"{slug}-entry.css",) if (STATIC / "games" / name).is_file()
    )


@pytest.mark.parametrize("slug", SLUGS)
def test_a_games_form_and_a_rooms_part_keep_every_style_in_its_order(app, client, slug):
    # What moved out of vantage.css and games/SLUG.css comes right after what is left of them
    # in the form's and the part's bundles, so a form draws as it did (bench: every element's
    # computed style compared, old bundle and new).
    bundles = app.extensions["vantage_assets"]
    form = bundles[f"{slug}-form.css"].body
    files = (*FORM_CSS, f"games/{slug}.css", *entry_files(slug))
    assert FORM_CSS == ("vantage.css", ENTRY_CSS, "phone.css")
    places = [form.index(minified_file(app, name)) for name in files]
    assert places == sorted(places)
    part = bundles[f"{slug}-part.css"].body
    files = (*PART_CSS, f"games/{slug}.css", *entry_files(slug), f"games/{slug}-result.css")
    assert ("vantage.css", ENTRY_CSS, *SHARED_CSS[1:]) == PART_CSS
    places = [part.index(minified_file(app, name)) for name in files]
    assert places == sorted(places)
    for selector in FORMS_OWN_SELECTORS:
        assert selector in form.decode() and selector in part.decode()
    if slug == "sagrada":
        for selector in SAGRADAS_FORMS_OWN:
            assert selector in form.decode() and selector in part.decode()


@pytest.mark.parametrize("slug", [slug for slug in SLUGS if slug != "solstis"])
def test_a_rooms_part_links_the_parts_stylesheet(app, client, slug):
    # Solstis's room has no shared part: each seat's is drawn once a seat is taken.
    # templates/SLUG/form.html with ``part``: the room's pieces and the form's.
    adapter = get_adapter(slug)
    assert adapter is not None
    fields = flatten(adapter.form_data_from_state(load_example(slug)["state"]))
    room = client.post(f"/{slug}/together", data=fields, follow_redirects=True)
    [part, *_] = re.findall(r'"(/r/[^"/]+/p/[^"/?#]+)', room.get_data(as_text=True))
    [(name, text)] = inline_stylesheets(client.get(part).get_data(as_text=True))
    assert name == f"{slug}-part.css"
    assert text == app.extensions["vantage_assets"][name].body.decode()


@pytest.mark.parametrize("slug", SLUGS)
def test_a_games_form_holds_only_the_styles_a_form_uses(app, client, slug):
    # Issue 24, fourth round: no result's, rule's, saved table's or list's styles, no paper.
    html = client.get(f"/{slug}/").get_data(as_text=True)
    [(name, text)] = inline_stylesheets(html)
    assert name == f"{slug}-form.css"
    bundle = text.encode()
    places = [bundle.index(minified_file(app, name)) for name in (*FORM_CSS, f"games/{slug}.css")]
    assert places == sorted(places)
    for left_out in set(SHARED_CSS) - set(FORM_CSS) | {f"games/{slug}-result.css"}:
        assert minified_file(app, left_out) not in bundle
    for kind in (".podium", ".ranking", ".saved-share", ".saved-list", "@media print"):
        assert kind not in text
    assert ".another-game" not in text  # A saved table's next game (issue 24, fourth round).
    assert ".last-names" in text and ".running-totals" in text and ".offline-notice" in text


def test_sagradas_typed_rows_are_read_by_its_later_script_not_its_first(app, client):
    # Issue 24: until the later script comes, a typed row is read by the server (as without
    # JavaScript); the first script keeps the dice, the sheet and the moving on.
    html = client.get("/sagrada/").get_data(as_text=True)
    first = bundle_of(client, html, "sagrada-form")
    rows = minified_file(app, "games/sagrada-rows.js")
    assert rows not in first and b"readRow" not in first
    assert minified_file(app, "games/sagrada.js") in first
    [later] = re.findall(r'data-later="(/assets/sagrada-later\.[0-9a-f]{12}\.js)"', html)
    body = client.get(later).get_data()
    assert body.index(rows) < body.index(minified_file(app, "games/sagrada-offline.js"))


def test_solstis_form_holds_none_of_its_results_mountain(app, client):
    # Issue 24: the result draws its panorama as the form's tappable mountain is laid out; those
    # rules are the result's stylesheet's, not the form's.
    [(_, form)] = inline_stylesheets(client.get("/solstis/").get_data(as_text=True))
    assert ".mountain.is-tappable" in form and "result-mountain" not in form
    result = app.extensions["vantage_assets"]["solstis.css"].body.decode()
    assert ".result-mountain .row-purple>.cell{grid-row:1}" in result
    assert ".result-mountain .c10{grid-column:10}" in result


def test_an_asset_is_the_same_in_every_language(client):
    # No Content-Language, no Vary on the reader's language or cookies: a bundle's bytes never
    # change under its name (issue 24: 45 bytes of every form's first load).
    html = client.get("/sagrada/", headers={"Accept-Language": "it"}).get_data(as_text=True)
    [script] = linked_assets(html)
    for headers in ({"Accept-Language": "it"}, {"Accept-Language": "en"}):
        response = client.get(script, headers={"Accept-Encoding": "gzip", **headers})
        assert response.headers["Vary"] == "Accept-Encoding"
        assert "Content-Language" not in response.headers
    page = client.get("/sagrada/", headers={"Accept-Language": "it"})
    assert page.headers["Content-Language"] == "it"
    assert {"Accept-Language", "Cookie"} <= set(page.vary)


def test_the_site_script_holds_none_of_the_form_s_own_scripts(app, client):
    bundle = bundle_of(client, client.get("/").get_data(as_text=True), "site")
    for name in SITE_JS:
        assert minified_file(app, name) in bundle
    for name in ("edits.js", "drafts.js", "totals.js", "install.js"):
        assert minified_file(app, name) not in bundle


def test_every_bundle_is_minified_smaller_than_its_sources(app):
    static = Path(app.static_folder)
    bundles = app.extensions["vantage_assets"]
    for name, files in all_bundles(static).items():
        sources = sum((static / file).stat().st_size for file in files)
        assert len(bundles[name].body) < 0.9 * sources, name
        assert b"/* " not in bundles[name].body, name  # No comment left.


def test_a_bundles_hashed_name_changes_with_its_content_only(tmp_path):
    script = tmp_path / "a.js"
    script.write_text("var answer = 42; // the answer\n", encoding="utf-8")
    first = build_bundle("a.js", tmp_path, ("a.js",))
    assert first.body == b"var answer=42;\n"
    script.write_text("var answer = 42; // the same answer, said otherwise\n", encoding="utf-8")
    same = build_bundle("a.js", tmp_path, ("a.js",))
    assert same.filename == first.filename  # Only a comment changed: the same bundle.
    script.write_text("var answer = 43;\n", encoding="utf-8")
    changed = build_bundle("a.js", tmp_path, ("a.js",))
    assert changed.filename != first.filename
    assert re.fullmatch(r"a\.[0-9a-f]{12}\.js", changed.filename)


def test_assets_are_versioned_by_content_and_cached_for_a_year(client):
    html = client.get("/sagrada/").get_data(as_text=True)
    for asset in linked_assets(html):
        assert re.fullmatch(r"/assets/[a-z-]+\.[0-9a-f]{12}\.(css|js)", asset), asset
        response = client.get(asset)
        assert response.status_code == 200
        assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable"


def test_assets_are_sent_gzipped_to_a_browser_that_accepts_it_and_plain_otherwise(app, client):
    css = served_stylesheet(app)
    plain = client.get(css).get_data()
    packed = client.get(css, headers={"Accept-Encoding": "gzip, br"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.get_data()) == plain
    assert "Accept-Encoding" in packed.headers["Vary"]


def test_assets_are_compressed_once_not_on_every_request(app, client, monkeypatch):
    css = served_stylesheet(app)
    compressions = []
    real_compress = gzip.compress
    monkeypatch.setattr(
        gzip, "compress", lambda *a, **k: compressions.append(1) or real_compress(*a, **k)
    )
    for _ in range(2):
        assert client.get(css, headers={"Accept-Encoding": "gzip"}).status_code == 200
    assert compressions == []


def test_an_asset_name_of_no_current_version_is_a_404(client):
    assert client.get("/assets/site.000000000000.css").status_code == 404


def test_security_headers_are_sent_with_pages_only(client):
    page = client.get("/panorama/")
    assert "Content-Security-Policy" in page.headers
    [script] = linked_assets(page.get_data(as_text=True))
    for response in (client.get(script), client.get("/api/v1/games")):
        assert "Content-Security-Policy" not in response.headers
        assert "X-Frame-Options" not in response.headers


@pytest.mark.parametrize(
    "address", ["/sagrada/blank/3", "/sagrada/blank/6/pairs", "/panorama/blank/4"]
)
def test_a_blank_form_kept_only_for_its_parts_links_its_stylesheet(app, client, address):
    # Issue 24: the worker keeps one per number of players and variant, for its form alone
    # (static/offline-form.js): styles in each would weigh on the background download.
    for _ in range(2):  # Drawn, then kept (web/entry/blank_pages.py).
        response = client.get(address)
        html = response.get_data(as_text=True)
        slug = address.split("/")[1]
        linked = served_stylesheet(app, f"{slug}-form.css")
        assert f'<link rel="stylesheet" href="{linked}">' in html
        assert "<style" not in html
        assert "'sha256-" not in response.headers["Content-Security-Policy"]
    assert inline_stylesheets(client.get(address.rsplit("/blank/")[0] + "/").get_data(as_text=True))
