"""A worker's memory over mixed requests, measured (never asserted): ``python bench/memory.py``.

The requests cycle through what phones ask for, in every game and both languages: the home
page, a blank form, a rules page, a form posted with its token (saved, 303, then its
``/t/ID`` page), that table's QR code and, every tenth table, its card image, the JSON API
scoring the sample table, an unknown address (404), and the service worker. Issue 24's
budget: at most 60 MB a worker after 5,000 requests. Two ways to run them:

- by default, one app set up as a gunicorn worker (not TESTING: ``web/platform/memory.py``
  manages the garbage collector; CSRF on; a throwaway SQLite file), driven through Flask's
  test client in this process, each response closed once read as a server closes it once
  sent, on a database brought up to date beforehand (``flask db upgrade``), as at every
  restart but the first. Its resident set size (``VmRSS``) is reported after start-up, after
  each ``--every`` requests and at the end. ``--trace`` also lists where the memory still
  held at the end was allocated since the first ``--every`` requests (``tracemalloc``: what
  grows);
- ``--gunicorn``: the production server as documented (``gunicorn.conf.py``, the app loaded
  and warmed in the master, ``--workers`` 2), on a free loopback port and an up-to-date
  database, sent the same requests over HTTP by two clients (``--requests`` for each worker;
  each round on a new connection, so both workers get about half: each worker's count is
  read from the access log). Reported for the master and each worker,
  from ``/proc/PID/smaps_rollup``: RSS (every page it maps, the master's shared ones
  included), USS (its private pages: what it alone adds) and PSS (private plus its share of
  the shared pages), after start-up and at the end; and the CPU the workers spent on the
  first pass through every page (each game in both languages, as right after a start or a
  recycle) against a later pass of the same requests. ``--breakdown`` also splits each
  worker's RSS at the end (``/proc/PID/smaps``): pages of files it maps (the interpreter, the
  shared libraries, the fonts), anonymous memory in ranges the master maps too (Python's
  heap from before the fork: still shared with the master, or copied since) and anonymous
  memory it mapped since the fork; and lists the files that hold the most.
"""

from __future__ import annotations

import argparse
import gc
import gzip
import http.client
import itertools
import json
import os
import re
import secrets
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import tracemalloc
from collections import Counter
from collections.abc import Callable
from http.cookies import SimpleCookie
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.samples import largest_table  # noqa: E402
from tests.web.formdata import flatten  # noqa: E402

TOKEN = re.compile(r'name="csrf_token" (?:type="hidden" )?value="([^"]+)"')
GZIP = {"Accept-Encoding": "gzip"}
SLUGS = ("panorama", "sagrada", "solstis", "topiary", "tsukimi")
FIRST_PASS_ROUNDS = 2 * len(SLUGS)
"""Rounds that visit every page of every game in both languages once."""
STARTUP_SECONDS = 60

Send = Callable[..., str]
"""``send(method, address, *, compressed=True, data=None, json=None) -> the Location, or the page's
text for a blank form``."""


def resident_megabytes() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def migrated_database(folder: Path) -> str:
    """A SQLite file in ``folder`` brought up to date by ``flask db upgrade`` in a process of
    its own, as before a deploy: the server then starts on an up-to-date database, as it
    does on every restart but the first (and imports no Alembic)."""
    url = f"sqlite:///{folder / 'm.sqlite3'}"
    environment = {**os.environ, "DATABASE_URL": url, "SECRET_KEY": "bench" * 8}
    command = [sys.executable, "-m", "flask", "--app", "app", "db", "upgrade"]
    subprocess.run(command, cwd=ROOT, env=environment, check=True, capture_output=True)
    return url


def workload(app: Any = None) -> tuple[dict[str, Any], dict[str, Any]]:
    """Each game's largest table as its form posts it, and its sample table for the API."""
    from web.games import get_adapter

    if app is None:
        from app import create_app

        config = {"TESTING": True, "DATABASE_AUTO_UPGRADE": False}
        app = create_app({**config, "SQLALCHEMY_DATABASE_URI": "sqlite://"})
    posts = {}
    for slug in SLUGS:
        with app.test_request_context():
            posts[slug] = flatten(get_adapter(slug).form_data_from_state(largest_table(slug)[1]))
    samples = {
        slug: json.loads((ROOT / "tests" / "examples" / f"{slug}.json").read_text())["state"]
        for slug in SLUGS
    }
    return posts, samples


def play_round(
    send: Send, round_number: int, posts: dict[str, Any], samples: dict[str, Any]
) -> int:
    """One round of a phone's requests (one game, one language); how many were sent."""
    slug = SLUGS[round_number % len(SLUGS)]
    language = ("en", "it")[(round_number // len(SLUGS)) % 2]
    send("get", f"/?lang={language}")
    token = TOKEN.search(send("get", f"/{slug}/?lang={language}", compressed=False))
    send("get", f"/{slug}/rules")
    where = send("post", f"/{slug}/", data={**posts[slug], "csrf_token": token[1] if token else ""})
    send("get", where)
    send("get", f"{where}/qr.svg")
    card = round_number % 10 == 9
    if card:
        send("get", f"{where}/card/1.png?lang={language}")
    send("post", f"/api/v1/games/{slug}/score", json=samples[slug])
    send("get", f"/no-such-page-{round_number}")
    send("get", "/sw.js")
    return 9 + card


def in_process(args: argparse.Namespace) -> dict[str, float]:
    """The test client's run: the RSS of this process, one app as a worker."""
    folder = Path(tempfile.mkdtemp(prefix="vantage-memory-"))
    url = migrated_database(folder)
    from app import create_app

    app = create_app({"SECRET_KEY": "bench", "SQLALCHEMY_DATABASE_URI": url})
    figures = {"after start-up": round(resident_megabytes(), 1)}
    posts, samples = workload(app)
    client = app.test_client()
    sent = 0
    snapshot = None

    def send(method: str, address: str, *, compressed: bool = True, **options: object) -> str:
        nonlocal sent, snapshot
        headers = GZIP if compressed else {}
        with getattr(client, method)(address, headers=headers, **options) as response:
            location = response.headers.get("Location", "")
            text = response.get_data(as_text=True) if not compressed else ""
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
        play_round(send, round_number, posts, samples)
    gc.collect()
    figures[f"at the end ({sent:,} requests, collected)"] = round(resident_megabytes(), 1)
    shutil.rmtree(folder, ignore_errors=True)
    if args.trace and snapshot is not None:
        grown = tracemalloc.take_snapshot().compare_to(snapshot, "traceback")
        print("what grew most since the first", args.every, "requests:")
        for stat in grown[:12]:
            print(f"  {stat.size_diff / 1024:8.1f} KB in {stat.count_diff:+} blocks")
            for line in stat.traceback.format()[-6:]:
                print("     ", line)
    return figures


class HttpPhone:
    """One phone over HTTP: its cookies, a new connection for each round (``reconnect``)."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.cookies: dict[str, str] = {}
        self.connection: http.client.HTTPConnection | None = None
        self.errors: Counter[str] = Counter()

    def reconnect(self) -> None:
        if self.connection is not None:
            self.connection.close()
        self.connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)

    def send(self, method: str, address: str, *, compressed: bool = True, **options: Any) -> str:
        headers = dict(GZIP) if compressed else {}
        body: bytes | None = None
        if "data" in options:
            body = urlencode(options["data"]).encode()
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        elif "json" in options:
            body = json.dumps(options["json"]).encode()
            headers["Content-Type"] = "application/json"
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        for attempt in (1, 2):
            if self.connection is None:
                self.reconnect()
            assert self.connection is not None
            try:
                self.connection.request(method.upper(), address, body=body, headers=headers)
                response = self.connection.getresponse()
                content = response.read()
                break
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                self.connection = None  # A worker recycled, or keep-alive ran out: once more.
                if attempt == 2:
                    raise
        for header in response.msg.get_all("Set-Cookie") or []:
            for name, morsel in SimpleCookie(header).items():
                self.cookies[name] = morsel.value
        if response.status >= 400 and not address.startswith("/no-such-page"):
            self.errors[f"{method.upper()} {address.split('?')[0]}: {response.status}"] += 1
        if response.getheader("Content-Encoding") == "gzip":
            content = gzip.decompress(content)
        return response.getheader("Location", "") or (
            content.decode("utf-8", "replace") if not compressed else ""
        )


def process_tree(pid: int) -> list[int]:
    """The process and its children (gunicorn's workers), from /proc."""
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return [pid]
    return [pid, *(int(child) for child in children)]


def memory_of(pid: int) -> dict[str, float]:
    """RSS, USS (private pages) and PSS of one process, in MB (``smaps_rollup``)."""
    fields = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]:
        name, value, *_ = line.split()
        fields[name.rstrip(":")] = int(value)
    uss = fields["Private_Clean"] + fields["Private_Dirty"]
    return {
        "RSS": round(fields["Rss"] / 1024, 1),
        "USS": round(uss / 1024, 1),
        "PSS": round(fields["Pss"] / 1024, 1),
    }


def mappings(pid: int) -> list[dict[str, Any]]:
    """Each mapping of a process (``/proc/PID/smaps``): its address range, file (or "" for
    anonymous memory, "[heap]", "[stack]"), and its counts in kB."""
    found: list[dict[str, Any]] = []
    for line in Path(f"/proc/{pid}/smaps").read_text().splitlines():
        head = line.split(None, 5)
        if "-" in head[0] and not head[0].endswith(":"):
            start, end = (int(part, 16) for part in head[0].split("-"))
            found.append({"start": start, "end": end, "path": head[5] if len(head) > 5 else ""})
        elif len(head) == 3 and head[2] == "kB":
            found[-1][head[0].rstrip(":")] = int(head[1])
    return found


def breakdown(master: int, worker: int) -> dict[str, Any]:
    """A worker's RSS in MB: file pages, Python's heap inherited from the master (still
    shared, or copied since the fork), anonymous memory new since the fork, the top files."""
    inherited = [(m["start"], m["end"]) for m in mappings(master) if m["path"][:1] != "/"]
    parts: Counter[str] = Counter()
    files: Counter[str] = Counter()
    for mapping in mappings(worker):
        rss = mapping.get("Rss", 0)
        private = mapping.get("Private_Clean", 0) + mapping.get("Private_Dirty", 0)
        if mapping["path"].startswith("/"):
            parts["file pages"] += rss
            files[Path(mapping["path"]).name] += rss
        elif any(mapping["start"] < end and mapping["end"] > start for start, end in inherited):
            parts["heap from the master, shared"] += rss - private
            parts["heap from the master, copied or grown"] += private
        else:
            parts["anonymous, new since the fork"] += rss
    figures: dict[str, Any] = {name: round(kb / 1024, 1) for name, kb in parts.items()}
    figures["largest files"] = {name: round(kb / 1024, 1) for name, kb in files.most_common(8)}
    return figures


def cpu_seconds(pid: int) -> float:
    """User and system CPU of one process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_gunicorn(folder: Path, workers: int) -> tuple[subprocess.Popen[bytes], int]:
    """The committed configuration on a free loopback port, its access log naming each
    request's worker."""
    environment = dict(os.environ)
    environment.setdefault("SECRET_KEY", secrets.token_hex(32))
    environment["DATABASE_URL"] = migrated_database(folder)
    command = [
        sys.executable,
        "-m",
        "gunicorn",
        "-c",
        "gunicorn.conf.py",
        "-b",
        "127.0.0.1:0",
        "--workers",
        str(workers),
        "--access-logfile",
        str(folder / "access.log"),
        "--access-logformat",
        "%(p)s",
    ]
    log = folder / "gunicorn.log"
    with log.open("w") as output:
        server = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=output, stderr=output)
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline and server.poll() is None:
        time.sleep(0.2)
        text = log.read_text()
        found = re.search(r"Listening at: http://127\.0\.0\.1:(\d+)", text)
        if found and text.count("Booting worker") >= workers:
            # Booted is not yet serving: each worker has its app once it answers.
            time.sleep(2)
            if len(process_tree(server.pid)) > workers:
                return server, int(found.group(1))
    server.kill()
    raise SystemExit(f"gunicorn did not start:\n{log.read_text()}")


def over_http(args: argparse.Namespace) -> dict[str, Any]:
    """The production server's run: each process's RSS, USS and PSS, the workers' CPU."""
    posts, samples = workload()
    folder = Path(tempfile.mkdtemp(prefix="vantage-memory-"))
    server, port = start_gunicorn(folder, args.workers)
    try:
        master, *workers = process_tree(server.pid)
        figures: dict[str, Any] = {"load average at the start": os.getloadavg()[0]}
        figures["after start-up"] = {"master": memory_of(master)}
        for number, pid in enumerate(workers, 1):
            figures["after start-up"][f"worker {number}"] = memory_of(pid)
        phones = [HttpPhone(port) for _ in range(args.workers)]

        def cpu() -> float:
            return sum(cpu_seconds(pid) for pid in workers)

        def rounds(numbers: range, phone: HttpPhone, count: list[int]) -> None:
            for round_number in numbers:
                phone.reconnect()
                count[0] += play_round(phone.send, round_number, posts, samples)

        def together(numbers: list[range]) -> int:
            counts = [[0] for _ in numbers]
            threads = [
                threading.Thread(target=rounds, args=(span, phone, count))
                for span, phone, count in zip(numbers, phones, counts, strict=True)
            ]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
            if not any(count[0] for count in counts):
                raise SystemExit("no request got through (see the errors above)")
            return sum(count[0] for count in counts)

        # The first pass: every page of every game in both languages, each phone its half.
        before = cpu()
        half = FIRST_PASS_ROUNDS // 2
        sent = together([range(0, half), range(half, FIRST_PASS_ROUNDS)])
        figures["first pass, workers' CPU (s)"] = round(cpu() - before, 2)
        figures["first pass, requests"] = sent
        target = args.requests * args.workers
        start = FIRST_PASS_ROUNDS
        while sent < target - 2 * FIRST_PASS_ROUNDS * 10:
            spans = [range(start + i, start + FIRST_PASS_ROUNDS, 2) for i in (0, 1)]
            sent += together(spans)
            start += FIRST_PASS_ROUNDS
        # A later pass of the same rounds as the first (same games, languages, cards).
        before = cpu()
        later = together([range(start, start + half), range(start + half, start + 2 * half)])
        figures["later pass, workers' CPU (s)"] = round(cpu() - before, 2)
        sent += later
        start += FIRST_PASS_ROUNDS
        while sent < target:
            sent += together([range(start, start + 1), range(start + 1, start + 2)])
            start += 2
        time.sleep(1)  # The last responses' collections, after they were sent.
        figures["requests"] = sent
        served = Counter(re.findall(r"\d+", (folder / "access.log").read_text()))
        figures["at the end"] = {"master": memory_of(master)}
        for number, pid in enumerate(workers, 1):
            figures["at the end"][f"worker {number}"] = {
                **memory_of(pid),
                "requests": served[str(pid)],
            }
        if args.breakdown:
            for number, pid in enumerate(workers, 1):
                figures[f"worker {number}'s RSS, MB"] = breakdown(master, pid)
        figures["errors"] = dict(sum((phone.errors for phone in phones), Counter()))
        figures["load average at the end"] = os.getloadavg()[0]
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(folder, ignore_errors=True)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=5000, help="a worker's requests")
    parser.add_argument("--every", type=int, default=1000)
    parser.add_argument("--trace", action="store_true", help="list what grows (tracemalloc)")
    parser.add_argument("--gunicorn", action="store_true", help="real gunicorn workers, HTTP")
    parser.add_argument("--workers", type=int, default=2, help="with --gunicorn")
    parser.add_argument("--breakdown", action="store_true", help="with --gunicorn: RSS by kind")
    parser.add_argument("--json", action="store_true", help="print JSON instead of lines")
    args = parser.parse_args()
    figures = over_http(args) if args.gunicorn else in_process(args)
    if args.json:
        print(json.dumps(figures))
        return
    for label, value in figures.items():
        if isinstance(value, dict) and all(isinstance(v, dict) for v in value.values()):
            print(f"{label}:")
            for process, memory in value.items():
                shown = ", ".join(
                    f"{k} {v:.1f} MB" if isinstance(v, float) else f"{k} {v:,}"
                    for k, v in memory.items()
                )
                print(f"  {process:10} {shown}")
        elif isinstance(value, dict) and value:
            print(f"{label}:")
            for part, megabytes in value.items():
                print(f"  {part:40} {megabytes}")
        elif isinstance(value, float) and not args.gunicorn:
            print(f"{label:42} {value:6.1f} MB")
        else:
            print(f"{label:42} {value}")


if __name__ == "__main__":
    main()
