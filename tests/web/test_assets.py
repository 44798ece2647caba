"""Page weight: one stylesheet and one script per page, versioned, gzipped once, kept a year;
security headers on pages only (HSTS on everything when HTTPS is on)."""

from __future__ import annotations

import gzip
import re
from pathlib import Path

import pytest

from scoring import SLUGS
from tests.conftest import load_example
from tests.web.formdata import flatten
from web.games import get_adapter

ASSET = re.compile(r'(?:href|src)="(/(?:assets|static)/[^"]+)"')


def linked_assets(html: str) -> list[str]:
    return ASSET.findall(html)


def result_page(client, slug: str) -> str:
    adapter = get_adapter(slug)
    assert adapter is not None
    fields = flatten(adapter.form_data_from_state(load_example(slug)["state"]))
    response = client.post(f"/{slug}/", data=fields, follow_redirects=True)  # saved: /t/ID
    assert response.status_code == 200
    return response.get_data(as_text=True)


@pytest.mark.parametrize("slug", SLUGS)
def test_every_game_page_needs_at_most_five_requests(client, slug):
    # The page itself, then exactly one stylesheet and one script: 3 requests, under 5.
    pages = [
        client.get(f"/{slug}/").get_data(as_text=True),
        client.get(f"/{slug}/rules").get_data(as_text=True),
        result_page(client, slug),
    ]
    for html in pages:
        assets = linked_assets(html)
        assert len(assets) == 2, assets
        assert sum(asset.endswith(".css") for asset in assets) == 1
        assert sum(asset.endswith(".js") for asset in assets) == 1


def test_a_form_page_script_holds_the_shared_script_the_picker_and_the_game_s_own(app, client):
    html = client.get("/solstis/").get_data(as_text=True)
    [script] = [asset for asset in linked_assets(html) if asset.endswith(".js")]
    body = client.get(script).get_data()
    static = Path(app.static_folder)
    shared, picker, own = (
        (static / name).read_bytes().strip()
        for name in ("vantage.js", "picker.js", "games/solstis.js")
    )
    # The picker makes the cells' buttons before Solstis's script lays them out.
    assert body.index(shared) < body.index(picker) < body.index(own)


def test_assets_are_versioned_by_content_and_cached_for_a_year(client):
    html = client.get("/sagrada/").get_data(as_text=True)
    for asset in linked_assets(html):
        assert re.fullmatch(r"/assets/[a-z-]+\.[0-9a-f]{12}\.(css|js)", asset), asset
        response = client.get(asset)
        assert response.status_code == 200
        assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable"


def test_assets_are_sent_gzipped_to_a_browser_that_accepts_it_and_plain_otherwise(client):
    [css] = [a for a in linked_assets(client.get("/").get_data(as_text=True)) if ".css" in a]
    plain = client.get(css).get_data()
    packed = client.get(css, headers={"Accept-Encoding": "gzip, br"})
    assert packed.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(packed.get_data()) == plain
    assert "Accept-Encoding" in packed.headers["Vary"]


def test_assets_are_compressed_once_not_on_every_request(client, monkeypatch):
    [css] = [a for a in linked_assets(client.get("/").get_data(as_text=True)) if ".css" in a]
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
    [css] = [a for a in linked_assets(page.get_data(as_text=True)) if ".css" in a]
    for response in (client.get(css), client.get("/api/v1/games")):
        assert "Content-Security-Policy" not in response.headers
        assert "X-Frame-Options" not in response.headers
