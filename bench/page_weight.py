"""First load of every kind of page, measured (never asserted by tests):
``python bench/page_weight.py``.

What a phone with nothing kept downloads to show each page (issue 24's budget: at most 20 KB
and 3 requests, HTML + CSS + JS as sent, headers included): the home page, every game's form
(again as a phone set to Italian opens it: ``Accept-Language: it``, longer words) and rules
page, a saved table's page (``/t/ID``, the game's sample table saved through its form), a
table room's page (``/r/ID``, opened from Panorama's form by "Score together") and its join
page (``/j/CODE/KEY``, as a second phone that scanned the QR code sees it). Each is
fetched with gzip accepted through Flask's test client, then every stylesheet and script it
links (a page's stylesheet is in the page, so it counts in the HTML); images of ours (a saved
table's QR code) are counted on their own line, as they are neither CSS nor JavaScript and do
not hold up the first paint, and so is what a form fetches once it has loaded (its
``data-later`` script, ``static/later.js``): not part of the first load, but downloaded all
the same on the first visit.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app import create_app  # noqa: E402
from tests.samples import largest_table, sample_state  # noqa: E402
from tests.web.formdata import flatten  # noqa: E402
from web.games import ADAPTERS, get_adapter  # noqa: E402

BUDGET_BYTES = 20 * 1024
BUDGET_REQUESTS = 3
GZIP = {"Accept-Encoding": "gzip"}

STYLES_AND_SCRIPTS = re.compile(r'<link rel="stylesheet" href="([^"]+)"|<script [^>]*src="([^"]+)"')
"""What a page's first paint may wait for: its stylesheets and scripts."""
IMAGES = re.compile(r'<img [^>]*src="(/[^"]+)"')
"""Images of ours a page links (a saved table's QR code)."""
LATER = re.compile(r'data-later="(/[^"]+)"')
"""The script a form fetches once it has loaded (static/later.js)."""
TOKEN = re.compile(r'name="csrf_token" (?:type="hidden" )?value="([^"]+)"')


def sent_bytes(response: Any) -> int:
    """A response as sent: its status line, headers and (gzipped) body."""
    head = len(f"HTTP/1.1 {response.status}\r\n") + sum(
        len(f"{name}: {value}\r\n") for name, value in response.headers.items()
    )
    return head + 2 + len(response.get_data())


def page_html(response: Any) -> str:
    body = response.get_data()
    if response.headers.get("Content-Encoding") == "gzip":
        body = gzip.decompress(body)
    return str(body.decode())


def first_load(client: Any, address: str, language: str = "") -> dict[str, Any]:
    """The page at ``address`` and every stylesheet and script it links, as sent; its
    images apart. ``language``: the phone's ``Accept-Language`` (none: English)."""
    page = client.get(address, headers={**GZIP, "Accept-Language": language} if language else GZIP)
    assert page.status_code == 200, (address, page.status_code)
    html = page_html(page)
    html_sent = sent_bytes(page)
    files = [css or js for css, js in STYLES_AND_SCRIPTS.findall(html)]
    assets = {file: sent_bytes(client.get(file, headers=GZIP)) for file in files}
    images = {file: sent_bytes(client.get(file, headers=GZIP)) for file in IMAGES.findall(html)}
    later = {file: sent_bytes(client.get(file, headers=GZIP)) for file in LATER.findall(html)}
    return {
        "address": address,
        "html_raw": len(html.encode()),
        "html_sent": html_sent,
        "assets": assets,
        "sent": html_sent + sum(assets.values()),
        "requests": 1 + len(assets),
        "images": images,
        "later": later,
    }


def form_token(client: Any, address: str) -> str:
    found = TOKEN.search(page_html(client.get(address, headers=GZIP)))
    assert found, f"no form token on {address}"
    return found[1]


def saved_table(app: Any, slug: str, state: dict[str, Any] | None = None) -> str:
    """Save ``state`` (the game's sample table by default) through its form; the address of
    its page (/t/ID)."""
    client = app.test_client()
    adapter = get_adapter(slug)
    assert adapter is not None
    with app.test_request_context():
        data = flatten(adapter.form_data_from_state(state or sample_state(slug)))
    data["csrf_token"] = form_token(client, f"/{slug}/")
    posted = client.post(f"/{slug}/", data=data)
    assert posted.status_code == 303, posted.status_code
    return str(posted.headers["Location"])


def measure() -> list[dict[str, Any]]:
    folder = Path(tempfile.mkdtemp(prefix="vantage-weight-"))
    try:
        app = create_app(
            {
                "SECRET_KEY": "bench",
                "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'weight.sqlite3'}",
            }
        )
        pages: list[tuple[str, str]] = [("home", "/")]
        for slug in sorted(ADAPTERS):
            pages.append((f"{slug} form", f"/{slug}/"))
            pages.append((f"{slug} rules", f"/{slug}/rules"))
            pages.append((f"{slug} saved table", saved_table(app, slug)))
        for slug in sorted(ADAPTERS):
            what, state = largest_table(slug)
            if what != "sample table":
                pages.append((f"{slug} saved, {what}", saved_table(app, slug, state)))
        rows = [{"page": kind, **first_load(app.test_client(), address)} for kind, address in pages]
        # The same pages as a phone set to Italian opens them: longer words, the same scripts.
        rows += [
            {"page": f"{kind} (it)", **first_load(app.test_client(), address, "it")}
            for kind, address in pages
        ]
        # The room's page as its host sees it (the host's phone keeps its token), the join
        # page as a second phone does.
        host = app.test_client()
        room, join = room_pages(host, app)
        rows.append({"page": "panorama room (host)", **first_load(host, room)})
        rows.append({"page": "panorama join link", **first_load(app.test_client(), join)})
        rows.append({"page": "join by code", **first_load(app.test_client(), "/j")})
        return rows
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def room_pages(host: Any, app: Any, slug: str = "panorama") -> tuple[str, str]:
    """A room opened from the game's form by "Score together" on the ``host``'s client (which
    keeps the host's token): its address (/r/ID) and its join link (/j/CODE/KEY)."""
    adapter = get_adapter(slug)
    assert adapter is not None
    with app.test_request_context():
        data = flatten(adapter.form_data_from_state(sample_state(slug)))
    data["csrf_token"] = form_token(host, f"/{slug}/")
    opened = host.post(f"/{slug}/together", data=data)
    assert opened.status_code == 303, opened.status_code
    room = str(opened.headers["Location"])
    found = re.search(r"(/j/[^\"<\s]+/[^\"<\s]+)", page_html(host.get(room, headers=GZIP)))
    assert found, "no join link on the room page"
    return room, found[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args()
    rows = measure()
    if args.json:
        print(json.dumps(rows, indent=2))
        return
    print(f"{'page':26} {'HTML raw':>9} {'HTML sent':>9} {'JS':>7} {'first load':>10} req")
    for row in rows:
        over = "  over" if row["sent"] > BUDGET_BYTES or row["requests"] > BUDGET_REQUESTS else ""
        images = (
            f"  (+ {len(row['images'])} image, {sum(row['images'].values()) / 1024:.1f} KB)"
            if row["images"]
            else ""
        )
        if row["later"]:
            images += f"  (+ after its load, {sum(row['later'].values()) / 1024:.1f} KB)"
        print(
            f"{row['page']:26} {row['html_raw'] / 1024:7.1f} K {row['html_sent'] / 1024:7.1f} K "
            f"{sum(row['assets'].values()) / 1024:5.1f} K {row['sent'] / 1024:8.1f} K "
            f"{row['requests']:>3}{over}{images}"
        )


if __name__ == "__main__":
    main()
