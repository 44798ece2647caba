"""Saved tables, measured (never asserted here): ``python3 bench/saved.py``.

For the 6-player Panorama table (bench/benchmark.py's largest table) on SQLite and on
PostgreSQL it reports:
- save + redirect + render: posting the scored form (the table is saved and committed, the
  answer is a 303) and then loading ``/t/ID`` (median and 95th percentile, Flask's test
  client, so no network is involved), and the two halves apart;
- the ``/t/ID`` page as sent: its HTML gzipped as the app sends it (QR code included), and
  with the CSS and JavaScript it links, gzipped too.

SQLite is a fresh file in a temporary folder. PostgreSQL is ``--postgresql URL`` when given,
otherwise a throwaway server started from Debian's binaries, as the tests do.
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app import create_app  # noqa: E402
from bench.benchmark import linked_files  # noqa: E402
from tests.samples import largest_table  # noqa: E402
from tests.saved.postgres import start_server, why_unavailable  # noqa: E402
from tests.web.formdata import flatten  # noqa: E402
from web.games import get_adapter  # noqa: E402
from web.platform.db import db  # noqa: E402


def percentile_95(timings: list[float]) -> float:
    ordered = sorted(timings)
    return ordered[max(0, int(len(ordered) * 0.95) - 1)]


def measure(database_url: str, requests: int) -> dict[str, Any]:
    """Time save + redirect + render on one database, and weigh the page it renders."""
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "bench",
            "WTF_CSRF_ENABLED": False,
            "SQLALCHEMY_DATABASE_URI": database_url,
        }
    )
    client = app.test_client()
    with app.test_request_context():
        state = largest_table("panorama")[1]
        form_data = flatten(get_adapter("panorama").form_data_from_state(state))

    saves, renders, both = [], [], []
    location = ""
    for _ in range(requests):
        start = time.perf_counter()
        saved = client.post("/panorama/", data=form_data)
        middle = time.perf_counter()
        assert saved.status_code == 303, saved.get_data(as_text=True)[:2000]
        location = saved.headers["Location"]
        page = client.get(location)
        end = time.perf_counter()
        assert page.status_code == 200
        saves.append((middle - start) * 1000)
        renders.append((end - middle) * 1000)
        both.append((end - start) * 1000)

    sent = client.get(location, headers={"Accept-Encoding": "gzip"})
    html_sent = len(sent.get_data())
    html = gzip.decompress(sent.get_data()).decode()
    assert 'class="qr-code"' in html
    with_assets = html_sent
    for asset in sorted(linked_files(html)):  # Its CSS, its script and its QR code.
        body = client.get(asset).get_data()
        with_assets += len(gzip.compress(body, 6))
    with app.app_context():
        dialect = db.engine.dialect.name
        db.engine.dispose()
    return {
        "database": dialect,
        "requests": requests,
        "median_ms": round(statistics.median(both), 2),
        "p95_ms": round(percentile_95(both), 2),
        "save_median_ms": round(statistics.median(saves), 2),
        "render_median_ms": round(statistics.median(renders), 2),
        "page_raw_bytes": len(html.encode()),
        "page_sent_bytes": html_sent,
        "page_with_assets_sent_bytes": with_assets,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--postgresql", help="a postgresql+psycopg:// URL to use instead")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args()

    rows = []
    folder = Path(tempfile.mkdtemp(prefix="vantage-bench-"))
    server = None
    try:
        rows.append(measure(f"sqlite:///{folder / 'bench.sqlite3'}", args.requests))
        url = args.postgresql
        if url is None and why_unavailable() is None:
            server = start_server()
            url = server.url(server.create_database())
        if url is not None:
            rows.append(measure(url, args.requests))
        else:
            print(f"PostgreSQL skipped: {why_unavailable()}", file=sys.stderr)
    finally:
        if server is not None:
            server.stop()
            shutil.rmtree(server.root, ignore_errors=True)
        shutil.rmtree(folder, ignore_errors=True)

    if args.json:
        print(json.dumps({"panorama_6_players_saved": rows}, indent=2))
        return
    print(
        f"{'database':11} {'save+redirect+render':>21} {'p95':>9} {'save':>9} {'render':>9} "
        f"{'/t/ID raw':>10} {'as sent':>9} {'with CSS+JS':>12}"
    )
    for row in rows:
        print(
            f"{row['database']:11} {row['median_ms']:>18} ms {row['p95_ms']:>6} ms "
            f"{row['save_median_ms']:>6} ms {row['render_median_ms']:>6} ms "
            f"{row['page_raw_bytes'] / 1024:>7.1f} KB {row['page_sent_bytes'] / 1024:>6.1f} KB "
            f"{row['page_with_assets_sent_bytes'] / 1024:>9.1f} KB"
        )


if __name__ == "__main__":
    main()
