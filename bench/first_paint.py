"""Throttled first paint of every kind of page, measured (never asserted by tests):
``python bench/first_paint.py``.

Issue 24's budget: on a poor link (400 kbit/s down and up, 400 ms of latency) and a slow
phone (CPU 4x slower), a page's first paint at most 1.5x its one-request floor. The app runs
on a free loopback port (werkzeug's threaded server, a throwaway SQLite file); Debian's
Chromium (``/usr/bin/chromium``, through Playwright, at a 390 x 844 phone) opens each page in a
fresh browser context (nothing kept, the cache off, no service worker), throttled through the
DevTools protocol (``Network.emulateNetworkConditions``, ``Emulation.setCPUThrottlingRate``),
and reads the page's first contentful paint (``performance``'s ``first-contentful-paint``).

The **floor** of a page is the same HTML, byte for byte as long, with every subresource taken
out (its stylesheet, script, images, icon and manifest links each replaced by an HTML comment
of the same length), sent by the same server with the same headers and gzip: what that page
would cost in one request. The ratio is the page's median over the floor's median; the two
are measured in turn, run after run. The pages: home, every game's form and rules page, a
saved table (``/t/ID``, each game's sample table), a Panorama room (``/r/ID``, as a phone that
is not the host sees it), its join link and the page to type a code.
"""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import re
import statistics
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from page_weight import GZIP, page_html, room_pages, saved_table  # noqa: E402
from werkzeug.serving import make_server  # noqa: E402

from app import create_app  # noqa: E402
from web.games import ADAPTERS  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""The launch flags the browser tests use on this machine (tests/browser/conftest.py)."""
PHONE = {"width": 390, "height": 844}
KILOBITS_400 = 400 * 1000 / 8
"""400 kbit/s in bytes a second, as ``Network.emulateNetworkConditions`` takes it."""
THROTTLED_NETWORK = {
    "offline": False,
    "latency": 400,
    "downloadThroughput": KILOBITS_400,
    "uploadThroughput": KILOBITS_400,
}
CPU_SLOWDOWN = 4
BUDGET_RATIO = 1.5

SUBRESOURCE = re.compile(
    r'<link rel="(?:stylesheet|icon|manifest|apple-touch-icon)"[^>]*>|<script [^>]*></script>'
    r"|<img [^>]*>"
)
"""What makes a browser fetch more than the page: stylesheets, scripts, images, the icon and
the manifest."""
FLOOR_PREFIX = "/__floor__/"
SKIPPED_HEADERS = {"content-length", "set-cookie", "etag", "date", "content-encoding"}


def floor_of(html: str) -> str:
    """The same page, as long, with nothing else to fetch."""

    def comment(match: re.Match[str]) -> str:
        return "<!--" + "-" * max(0, len(match[0].encode()) - 7) + "->"

    return SUBRESOURCE.sub(comment, html)


class FloorServer:
    """The app, and beside it (under ``/__floor__/N``) each page's floor, served alike."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.floors: dict[str, tuple[bytes, list[tuple[str, str]]]] = {}

    def add_floor(self, address: str) -> str:
        response = self.app.test_client().get(address, headers=GZIP)
        assert response.status_code == 200, (address, response.status_code)
        body = floor_of(page_html(response)).encode()
        headers = [
            (name, value)
            for name, value in response.headers.items()
            if name.lower() not in SKIPPED_HEADERS
        ]
        key = str(len(self.floors))
        self.floors[key] = (gzip.compress(body, compresslevel=6), headers)
        return FLOOR_PREFIX + key

    def __call__(self, environ: dict[str, Any], start_response: Any) -> Any:
        path = environ.get("PATH_INFO", "")
        if not path.startswith(FLOOR_PREFIX):
            return self.app(environ, start_response)
        body, headers = self.floors[path.removeprefix(FLOOR_PREFIX)]
        start_response(
            "200 OK",
            [*headers, ("Content-Encoding", "gzip"), ("Content-Length", str(len(body)))],
        )
        return [body]


def first_paint(browser: Any, url: str) -> float:
    """Milliseconds from navigation to the first contentful paint of ``url``, throttled."""
    context = browser.new_context(viewport=PHONE, is_mobile=True, service_workers="block")
    try:
        page = context.new_page()
        devtools = context.new_cdp_session(page)
        devtools.send("Network.enable")
        devtools.send("Network.setCacheDisabled", {"cacheDisabled": True})
        devtools.send("Network.emulateNetworkConditions", THROTTLED_NETWORK)
        devtools.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
        page.goto(url, wait_until="load", timeout=120_000)
        # Asked from here (the page's CSP refuses the evaluated strings wait_for_function
        # polls with): a page that has loaded has painted, or soon will.
        for _ in range(600):
            painted = page.evaluate(
                "() => performance.getEntriesByName('first-contentful-paint').map(e => e.startTime)"
            )
            if painted:
                return float(painted[0])
            page.wait_for_timeout(100)
        raise RuntimeError(f"no first contentful paint on {url}")
    finally:
        context.close()


def pages_to_measure(app: Any) -> list[tuple[str, str]]:
    pages = [("home", "/")]
    for slug in sorted(ADAPTERS):
        pages.append((f"{slug} form", f"/{slug}/"))
        pages.append((f"{slug} rules", f"/{slug}/rules"))
        pages.append((f"{slug} saved table", saved_table(app, slug)))
    room, join = room_pages(app.test_client(), app)
    pages += [("panorama room", room), ("panorama join link", join), ("join by code", "/j")]
    return pages


def measure(runs: int, only: list[str], out: Any = sys.stdout) -> list[dict[str, Any]]:
    """Each page's and its floor's first paint, ``runs`` times in turn; a line each on ``out``."""
    from playwright.sync_api import sync_playwright

    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    with tempfile.TemporaryDirectory(prefix="vantage-paint-") as folder:
        app = create_app(
            {"SECRET_KEY": "bench-paint", "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder}/p.db"}
        )
        served = FloorServer(app)
        pages = [
            (kind, address)
            for kind, address in pages_to_measure(app)
            if not only or any(word in kind for word in only)
        ]
        floors = {address: served.add_floor(address) for _kind, address in pages}
        server = make_server("127.0.0.1", 0, served, threaded=True)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        base = f"http://127.0.0.1:{server.server_port}"
        rows = []
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
                try:
                    first_paint(browser, base + "/")  # Warm the server and the browser.
                    for kind, address in pages:
                        page_times, floor_times = [], []
                        for _ in range(runs):
                            page_times.append(first_paint(browser, base + address))
                            floor_times.append(first_paint(browser, base + floors[address]))
                        page_ms = statistics.median(page_times)
                        floor_ms = statistics.median(floor_times)
                        rows.append(
                            {
                                "page": kind,
                                "address": address,
                                "first_paint_ms": round(page_ms),
                                "floor_ms": round(floor_ms),
                                "ratio": round(page_ms / floor_ms, 2),
                                "runs": {"page": page_times, "floor": floor_times},
                            }
                        )
                        print(
                            f"{kind:26} {page_ms:7.0f} ms {floor_ms:7.0f} ms "
                            f"{page_ms / floor_ms:5.2f}"
                            f"{'  over' if page_ms / floor_ms > BUDGET_RATIO else ''}",
                            file=out,
                            flush=True,
                        )
                finally:
                    browser.close()
        finally:
            server.shutdown()
            thread.join(5)
        return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs of each page (median)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("pages", nargs="*", help="only the pages whose kind has these words")
    args = parser.parse_args()
    out = sys.stderr if args.json else sys.stdout
    print(f"{'page':26} {'first paint':>10} {'floor':>10} ratio (budget {BUDGET_RATIO})", file=out)
    rows = measure(args.runs, args.pages, out)
    if args.json:
        print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
