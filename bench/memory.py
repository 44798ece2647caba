"""A worker's memory over mixed requests, measured (never asserted): ``python bench/memory.py``.

One app set up as a gunicorn worker runs it (not TESTING: ``web/platform/memory.py`` manages
the garbage collector; CSRF on; a throwaway SQLite file), driven through Flask's test client,
each response closed once read as a server closes it once sent. The requests cycle through
what phones ask for, in every game and both languages: the home page, a blank form, a rules
page, a form posted with its token (saved, 303, then its ``/t/ID`` page), that table's QR code
and, every tenth table, its card image, the JSON API scoring the sample table, an unknown
address (404), and the service worker. The resident set size (``VmRSS``) is reported after
start-up, after each ``--every`` requests and at the end (issue 24's budget: at most 60 MB a
worker after 5,000 requests). ``--trace`` also lists where the memory still held at the end
was allocated since the first ``--every`` requests (``tracemalloc``: what grows).
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import re
import shutil
import sys
import tempfile
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app import create_app  # noqa: E402
from tests.samples import largest_table  # noqa: E402
from tests.web.formdata import flatten  # noqa: E402
from web.games import ADAPTERS, get_adapter  # noqa: E402

TOKEN = re.compile(r'name="csrf_token" (?:type="hidden" )?value="([^"]+)"')
GZIP = {"Accept-Encoding": "gzip"}


def resident_megabytes() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=5000)
    parser.add_argument("--every", type=int, default=1000)
    parser.add_argument("--trace", action="store_true", help="list what grows (tracemalloc)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of lines")
    args = parser.parse_args()

    folder = Path(tempfile.mkdtemp(prefix="vantage-memory-"))
    app = create_app(
        {"SECRET_KEY": "bench", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'm.sqlite3'}"}
    )
    figures = {"after start-up": round(resident_megabytes(), 1)}
    client = app.test_client()
    slugs = sorted(ADAPTERS)
    posts = {}
    for slug in slugs:
        with app.test_request_context():
            posts[slug] = flatten(get_adapter(slug).form_data_from_state(largest_table(slug)[1]))
    samples = {
        slug: json.loads((ROOT / "tests" / "examples" / f"{slug}.json").read_text())["state"]
        for slug in slugs
    }
    sent = 0
    snapshot = None

    def request(method: str, address: str, **options: object) -> str:
        nonlocal sent, snapshot
        with getattr(client, method)(address, headers=GZIP, **options) as response:
            location = response.headers.get("Location", "")
            text = response.get_data(as_text=True) if "csrf_token" in address else ""
        sent += 1
        if sent % args.every == 0:
            figures[f"after {sent:,} requests"] = round(resident_megabytes(), 1)
            if args.trace and snapshot is None:
                snapshot = tracemalloc.take_snapshot()
        return location or text

    if args.trace:
        tracemalloc.start(10)
    for round_number in itertools.count():
        if sent >= args.requests:
            break
        slug = slugs[round_number % len(slugs)]
        language = ("en", "it")[(round_number // len(slugs)) % 2]
        request("get", f"/?lang={language}")
        with client.get(f"/{slug}/?lang={language}") as page:
            token = TOKEN.search(page.get_data(as_text=True))
        sent += 1
        request("get", f"/{slug}/rules")
        data = {**posts[slug], "csrf_token": token[1] if token else ""}
        where = request("post", f"/{slug}/", data=data)
        request("get", where)
        request("get", f"{where}/qr.svg")
        if round_number % 10 == 9:
            request("get", f"{where}/card/1.png?lang={language}")
        request("post", f"/api/v1/games/{slug}/score", json=samples[slug])
        request("get", f"/no-such-page-{round_number}")
        request("get", "/sw.js")
    gc.collect()
    figures[f"at the end ({sent:,} requests, collected)"] = round(resident_megabytes(), 1)
    shutil.rmtree(folder, ignore_errors=True)
    if args.json:
        print(json.dumps(figures))
    else:
        for label, megabytes in figures.items():
            print(f"{label:42} {megabytes:6.1f} MB")
    if args.trace and snapshot is not None:
        grown = tracemalloc.take_snapshot().compare_to(snapshot, "traceback")
        print("what grew most since the first", args.every, "requests:")
        for stat in grown[:12]:
            print(f"  {stat.size_diff / 1024:8.1f} KB in {stat.count_diff:+} blocks")
            for line in stat.traceback.format()[-6:]:
                print("     ", line)


if __name__ == "__main__":
    main()
