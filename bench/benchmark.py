"""Speed and page weight, measured (never asserted by tests): ``python bench/benchmark.py``.

For each game's largest table it reports:
- the server time to score the posted form, save it, redirect and render the result page
  at /t/ID (median and 95th percentile over many requests, through Flask's test client, so
  no network is involved; bench/saved.py splits it up and adds PostgreSQL);
- the same for a bare Flask app that receives the same post, answers it with the same 303
  and renders a page of the same size from a plain template on the GET that follows (no
  forms, no scoring, no database), a fair one (issue 24): CSRF on, its template compiled
  once, gzip on, as ours. The ratio of the two medians (CPU time of the thread) says what
  the app costs beyond Flask itself (goal: at most 2). The two are timed in turn, request by
  request, so a busy machine slows both alike;
- how many requests each page needs (the page and the files it links; goal: at most 5);
- each page's first load as a phone with nothing kept downloads it: the page and every file
  it links, gzipped as sent, headers included (issue 24's budget: 20 KB, 3 requests);
- the bytes a phone downloads for the blank form and for the result page: the HTML plus the
  CSS and JavaScript it links, raw and as sent gzipped;
- the CPU time of a blank form's GET (``/SLUG/``, drawn once per language, then kept);
- the app's resident memory after 1,000 scorings.

Targets: under 20 ms median, under 60 KB per page, under 100 MB (the foundation issue); the
post at most 2x the bare render, no page over 5 requests (issue 10).
"""

from __future__ import annotations

import argparse
import gc
import gzip
import json
import re
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from flask import Flask, Response, redirect, request  # noqa: E402

from app import create_app  # noqa: E402
from scoring import get_game  # noqa: E402
from tests.samples import largest_table  # noqa: E402
from tests.web.formdata import flatten  # noqa: E402
from web.games import ADAPTERS, get_adapter  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from page_weight import first_load as page_weight_first_load  # noqa: E402

BENCH_FOLDER = Path(tempfile.mkdtemp(prefix="vantage-bench-"))
"""Each game's tables are saved in a throwaway SQLite file here, never in instance/."""


ASSET_LINK = re.compile(r'(?:href|src)="(/(?:static|assets)/[^"]+)"|<img [^>]*src="(/[^"]+)"')
"""What a page makes a browser fetch: stylesheets and scripts, and images of our own (the
QR code of a saved table)."""


def linked_files(html: str) -> set[str]:
    return {link or image for link, image in ASSET_LINK.findall(html)}


BARE_PAGE = """<!doctype html><html lang="en"><head><title>{{ title }}</title></head><body>
<main><form method="post"><input type="hidden" name="csrf_token" value="{{ csrf_token() }}">
</form>{% for row in rows %}
<p class="row">{{ row.label }}: {{ row.points }} points, {{ row.words }}</p>{% endfor %}</main>
</body></html>"""
"""The bare app's page: its form token, then rows of text with three values each, repeated
to the size wanted."""


def bare_flask_app(page_bytes: int) -> Flask:
    """The fair bare app (issue 24): a Flask app with nothing of ours but what any real one
    has. CSRF is on (Flask-WTF's ``CSRFProtect``, the post carries the session's token), its
    template is compiled once at start-up, and its pages are gzipped as ours are. It reads the
    posted form, redirects (303) as ours does, and on the GET renders ``BARE_PAGE`` with as
    many rows as make a page of ``page_bytes`` bytes."""
    from flask_wtf.csrf import CSRFProtect

    app = Flask("bare")
    app.config.update(SECRET_KEY="bench-bare")
    CSRFProtect(app)
    template = app.jinja_env.from_string(BARE_PAGE)  # Compiled once, as a loaded template is.
    row = {"label": "Ann, lake card", "points": 3, "words": "two lakes side by side"}
    one_row = len(render_template_string_outside(BARE_PAGE, [row])) - len(
        render_template_string_outside(BARE_PAGE, [])
    )
    rows = [row] * max(1, page_bytes // one_row)

    @app.post("/")
    def posted() -> Response:
        fields = request.form.to_dict(flat=False)
        return redirect(f"/page?fields={len(fields)}", code=303)

    @app.get("/page")
    def page() -> str:
        title = f"{request.args.get('fields', 0)} fields"
        return template.render(title=title, rows=rows)

    app.after_request(gzipped)
    return app


def gzipped(response: Response) -> Response:
    """The bare app's gzip, as ``web/platform/compression.py`` does it for our pages."""
    if response.status_code == 200 and "gzip" in request.headers.get("Accept-Encoding", ""):
        response.set_data(gzip.compress(response.get_data(), compresslevel=6))
        response.headers["Content-Encoding"] = "gzip"
        response.vary.add("Accept-Encoding")
    return response


def render_template_string_outside(source: str, rows: list[dict[str, Any]]) -> str:
    from jinja2 import Environment

    return (
        Environment(autoescape=True)
        .from_string(source)
        .render(title="", rows=rows, csrf_token=lambda: "x" * 91)
    )


TOKEN = re.compile(r'name="csrf_token" (?:type="hidden" )?value="([^"]+)"')


def session_token(client, address: str) -> str:
    """The form token of ``client``'s session, from the page at ``address``."""
    found = TOKEN.search(client.get(address).get_data(as_text=True))
    assert found, f"no form token on {address}"
    return found[1]


GZIP = {"Accept-Encoding": "gzip"}


def page_requests(html: str) -> int:
    """Requests a browser makes for a page: the page and each file it links."""
    return 1 + len(linked_files(html))


def page_weight(client, html: str) -> tuple[int, int]:
    """Raw and gzipped bytes of a page with the CSS and JS it links."""
    raw, packed = len(html.encode()), len(gzip.compress(html.encode(), 6))
    for asset in sorted(linked_files(html)):
        body = client.get(asset).get_data()
        raw += len(body)
        packed += len(gzip.compress(body, 6))
    return raw, packed


def sent_bytes(response) -> int:
    """A response as sent: its status line, headers and (gzipped) body."""
    head = len(f"HTTP/1.1 {response.status}\r\n") + sum(
        len(f"{name}: {value}\r\n") for name, value in response.headers.items()
    )
    return head + 2 + len(response.get_data())


def first_load(client, address: str) -> tuple[int, int, int]:
    """What a phone with nothing kept downloads to show ``address``, as issue 24's budget
    counts it (``bench/page_weight.py``'s :func:`first_load`, so the two scripts agree): the
    page and the stylesheets and scripts it links, gzip accepted, headers included; the
    requests; and its images of ours (a saved table's QR code) apart."""
    load = page_weight_first_load(client, address)
    return load["sent"], load["requests"], sum(load["images"].values())


def resident_megabytes() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def measure(slug: str, requests: int) -> dict[str, Any] | None:
    adapter = get_adapter(slug)
    if adapter is None:
        return None
    # As in production: not TESTING, so web/platform/memory.py manages the garbage collector.
    app = create_app(
        {
            "SECRET_KEY": "bench",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{BENCH_FOLDER / f'{slug}.sqlite3'}",
        }
    )  # CSRF on, as in production: the post carries the session's token.
    client = app.test_client()
    label, state = largest_table(slug)
    get_game(slug).score_state(state)  # the table must be valid
    with app.test_request_context():
        form_data = flatten(adapter.form_data_from_state(state))
    form_data["csrf_token"] = session_token(client, f"/{slug}/")
    first = client.post(f"/{slug}/", data=form_data, follow_redirects=True)
    assert first.status_code == 200, first.get_data(as_text=True)[:2000]
    result_html = first.get_data(as_text=True)
    result_address = first.request.path  # /t/ID
    bare = bare_flask_app(len(first.get_data())).test_client()
    bare_data = {**form_data, "csrf_token": session_token(bare, "/page")}
    bare_html = bare.post("/", data=bare_data, follow_redirects=True).get_data()
    assert b"fields" in bare_html, bare_html[:500]

    timings, bare_timings = [], []
    for _ in range(requests):
        # Each response is closed, as a server closes it once sent (web/platform/memory.py collects
        # the request's garbage then, and the time it takes is counted). CPU time of this
        # thread, as the issue measures it; both sent with gzip accepted.
        start = time.thread_time()
        # Scoring saves the table and redirects to its page (POST → 303 → GET /t/ID).
        with client.post(
            f"/{slug}/", data=form_data, headers=GZIP, follow_redirects=True
        ) as response:
            assert response.status_code == 200, response.get_data(as_text=True)[:2000]
        timings.append((time.thread_time() - start) * 1000)
        start = time.thread_time()
        with bare.post("/", data=bare_data, headers=GZIP, follow_redirects=True) as response:
            assert response.status_code == 200
        bare_timings.append((time.thread_time() - start) * 1000)
        gc.collect(1)  # The bare app's garbage, so that the app's next collection is its own.
    form_html = client.get(f"/{slug}/").get_data(as_text=True)
    blank_timings = []
    for _ in range(100):  # A blank form is drawn once per language (web/entry/blank_pages.py).
        start = time.thread_time()
        with client.get(f"/{slug}/", headers=GZIP) as response:
            assert response.status_code == 200
        blank_timings.append((time.thread_time() - start) * 1000)
    rules_html = client.get(f"/{slug}/rules").get_data(as_text=True)
    timings.sort()
    median = statistics.median(timings)
    bare_median = statistics.median(bare_timings)
    return {
        "game": slug,
        "table": label,
        "median_ms": round(median, 2),
        "p95_ms": round(timings[int(len(timings) * 0.95) - 1], 2),
        "bare_flask_median_ms": round(bare_median, 2),
        "bare_flask_page_bytes": len(bare_html),
        "ratio_to_bare_flask": round(median / bare_median, 2),
        "blank_form_median_ms": round(statistics.median(blank_timings), 2),
        "most_requests_per_page": max(
            page_requests(html) for html in (form_html, result_html, rules_html)
        ),
        "form_page_bytes": page_weight(client, form_html),
        "first_load": {
            address: first_load(client, address)
            for address in ("/", f"/{slug}/", f"/{slug}/rules", result_address)
        },
        "result_page_bytes": page_weight(client, result_html),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("games", nargs="*", default=sorted(ADAPTERS), help="slugs (default: all)")
    args = parser.parse_args()

    rows = [row for slug in args.games if (row := measure(slug, args.requests))]
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "bench",
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{BENCH_FOLDER / 'memory.sqlite3'}",
        }
    )
    game, state = get_game("panorama"), largest_table("panorama")[1]
    with app.app_context():
        for _ in range(1000):
            game.score_state(state).to_dict()
    memory = round(resident_megabytes(), 1)
    shutil.rmtree(BENCH_FOLDER, ignore_errors=True)

    if args.json:
        print(json.dumps({"games": rows, "resident_mb_after_1000_scorings": memory}, indent=2))
        return
    print(
        f"{'game':9} {'table':13} {'median':>8} {'p95':>8} {'bare':>8} {'ratio':>5} "
        f"{'req':>3} {'form page (gzip)':>18} {'result page (gzip)':>20} {'blank':>8}"
    )
    for row in rows:
        form_raw, form_gz = row["form_page_bytes"]
        result_raw, result_gz = row["result_page_bytes"]
        print(
            f"{row['game']:9} {row['table']:13} {row['median_ms']:>6} ms {row['p95_ms']:>5} ms "
            f"{row['bare_flask_median_ms']:>5} ms {row['ratio_to_bare_flask']:>5} "
            f"{row['most_requests_per_page']:>3} "
            f"{form_raw / 1024:>8.1f} KB ({form_gz / 1024:.1f}) "
            f"{result_raw / 1024:>9.1f} KB ({result_gz / 1024:.1f}) "
            f"{row['blank_form_median_ms']:>5} ms"
        )
    print(f"resident memory after 1,000 scorings: {memory} MB")
    print("first load (HTML + CSS + JS as sent, gzip, headers included), with nothing kept:")
    loads = {address: load for row in rows for address, load in row["first_load"].items()}
    for address, (sent, count, images) in loads.items():
        image = f"  (+ image {images / 1024:.1f} KB)" if images else ""
        print(f"  {address:28} {sent / 1024:6.1f} KB  {count} requests{image}")


if __name__ == "__main__":
    main()
