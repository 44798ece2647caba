"""Load on the production server, measured (never asserted by tests): ``python bench/load.py``.

It starts gunicorn with the committed ``gunicorn.conf.py`` on a free loopback port (or uses
``--url``, a loopback address only), then for ``--seconds`` (60) keeps ``--connections`` (64)
clients busy, each on its own kept-alive connection, while ``--idle`` (200) more connections
stay open and silent the whole time, as phones that opened a connection and never used it.
The server closes a silent connection after its keep-alive time; it is reopened at once, so
the count never drops.

Each busy client plays a mix of what players do, chosen at random:

- the home page (15 %), a game's empty form (25 %), a game's rules page (10 %);
- the JSON API scoring one of the spec's sample tables, ``tests/examples/`` (30 %);
- a player scoring a table through the form (20 %): the form page, then the filled-in form
  posted with its CSRF token and session cookie, as a browser does.

It reports requests per second, latency (median, 99th percentile, slowest), the errors
(a status other than 2xx, an exception, a timeout) and the server's memory (resident set of
the master and its workers, and their proportional share, which counts the pages the
preloaded workers share only once). Bounded: at most 256 clients, 1,000 idle connections and
10 minutes; it stops by itself and stops the server it started.

A client that finds its kept-alive connection closed by the server before any answer (a
worker being replaced after ``max_requests``) sends the request again once on a new
connection, as browsers do; those retries are counted and reported, and only a request that
fails again counts as an error.
"""

from __future__ import annotations

import argparse
import http.client
import ipaddress
import json
import os
import random
import re
import secrets
import selectors
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scoring import SLUGS  # noqa: E402
from tests.web.formdata import flatten  # noqa: E402
from web.games import get_adapter  # noqa: E402

MAX_CONNECTIONS = 256
MAX_IDLE = 1000
MAX_SECONDS = 600
REQUEST_TIMEOUT_SECONDS = 10
"""A request not answered within this long counts as a timeout error."""
STARTUP_SECONDS = 30

MIX = {"home": 15, "form_page": 25, "rules_page": 10, "api_score": 30, "form_post": 20}
"""How often each kind of visit is chosen, in percent."""

TOKEN = re.compile(r'name="csrf_token" type="hidden" value="([^"]+)"')
RETRYABLE = (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError)
"""A kept-alive connection closed by the server just as a request went out."""


@dataclass
class Workload:
    """The requests the clients send, built once from the spec's sample tables."""

    api_bodies: dict[str, bytes]
    form_bodies: dict[str, str]

    @classmethod
    def from_examples(cls) -> Workload:
        api_bodies: dict[str, bytes] = {}
        form_bodies: dict[str, str] = {}
        for slug in SLUGS:
            example = json.loads((ROOT / "tests" / "examples" / f"{slug}.json").read_text("utf-8"))
            api_bodies[slug] = json.dumps(example["state"]).encode("utf-8")
            adapter = get_adapter(slug)
            if adapter is not None:
                fields = flatten(adapter.form_data_from_state(example["state"]))
                form_bodies[slug] = urlencode(list(fields.items(multi=True)))
        return cls(api_bodies, form_bodies)


@dataclass
class Tally:
    """What one client saw; merged at the end (no lock on the hot path)."""

    latencies: dict[str, list[float]] = field(default_factory=dict)
    errors: Counter[str] = field(default_factory=Counter)
    retries: int = 0

    def record(self, kind: str, seconds: float) -> None:
        self.latencies.setdefault(kind, []).append(seconds)


class Client:
    """One busy visitor on one kept-alive connection."""

    def __init__(self, host: str, port: int, workload: Workload, seed: int) -> None:
        self.host, self.port, self.workload = host, port, workload
        self.rng = random.Random(seed)
        self.connection: http.client.HTTPConnection | None = None
        self.used = False
        self.tally = Tally()

    def request(
        self, kind: str, method: str, path: str, body: Any = None, headers: Any = None
    ) -> tuple[int, dict[str, str], str] | None:
        """Send one request and time it; None (and an error counted) when it failed."""
        started = time.perf_counter()
        for attempt in (1, 2):
            if self.connection is None:
                self.connection = http.client.HTTPConnection(
                    self.host, self.port, timeout=REQUEST_TIMEOUT_SECONDS
                )
                self.used = False
            reused = self.used
            try:
                self.connection.request(method, path, body=body, headers=headers or {})
                response = self.connection.getresponse()
                text = response.read().decode("utf-8", "replace")
                self.used = True
                if response.will_close:
                    self.close()
            except RETRYABLE as error:
                self.close()
                if reused and attempt == 1:
                    self.tally.retries += 1
                    continue
                self.tally.errors[f"{kind}: {type(error).__name__}"] += 1
                return None
            except TimeoutError:
                self.close()
                self.tally.errors[f"{kind}: timeout after {REQUEST_TIMEOUT_SECONDS} s"] += 1
                return None
            except (OSError, http.client.HTTPException) as error:
                self.close()
                self.tally.errors[f"{kind}: {type(error).__name__}"] += 1
                return None
            self.tally.record(kind, time.perf_counter() - started)
            if not 200 <= response.status < 300 and not (
                response.status == 303 and kind == "form_post"
            ):
                self.tally.errors[f"{kind}: HTTP {response.status}"] += 1
                return None
            return response.status, {k.lower(): v for k, v in response.getheaders()}, text
        return None

    def close(self) -> None:
        if self.connection is not None:
            self.connection.close()
            self.connection = None

    def visit(self) -> None:
        """One visit, of a kind drawn from ``MIX``."""
        kind = self.rng.choices(list(MIX), weights=list(MIX.values()))[0]
        slug = self.rng.choice(SLUGS)
        accept = {"Accept-Encoding": "gzip"}
        if kind == "home":
            self.request(kind, "GET", "/", headers=accept)
        elif kind == "form_page":
            self.request(kind, "GET", f"/{slug}/", headers=accept)
        elif kind == "rules_page":
            self.request(kind, "GET", f"/{slug}/rules", headers=accept)
        elif kind == "api_score":
            body = self.workload.api_bodies[slug]
            headers = {"Content-Type": "application/json"}
            self.request(kind, "POST", f"/api/v1/games/{slug}/score", body, headers)
        else:
            self.post_form(slug)

    def post_form(self, slug: str) -> None:
        """Open the form, then post it filled in with its token and cookie."""
        page = self.request("form_page", "GET", f"/{slug}/")
        if page is None:
            return
        _, headers, text = page
        token = TOKEN.search(text)
        if token is None or "set-cookie" not in headers:
            self.tally.errors["form_page: no CSRF token or session cookie"] += 1
            return
        body = f"{self.workload.form_bodies[slug]}&{urlencode({'csrf_token': token.group(1)})}"
        form_headers = {
            "Content-Type": "application/x-www-form-urlencoded",
            "Cookie": headers["set-cookie"].split(";", 1)[0],
            "Accept-Encoding": "gzip",
        }
        posted = self.request("form_post", "POST", f"/{slug}/", body, form_headers)
        if posted is None:
            return
        status, headers, _ = posted
        if status != 303 or not headers.get("location", "").startswith("/t/"):
            self.tally.errors["form_post: not saved and redirected to /t/ID"] += 1
            return
        # The browser follows the redirect to the saved table's page, as a player's phone does.
        self.request("saved_page", "GET", headers["location"], headers={"Accept-Encoding": "gzip"})

    def run(self, deadline: float) -> None:
        while time.monotonic() < deadline:
            self.visit()
        self.close()


class IdleConnections:
    """``count`` connections held open and silent until stopped, reopened when closed."""

    def __init__(self, host: str, port: int, count: int) -> None:
        self.host, self.port, self.count = host, port, count
        self.selector = selectors.DefaultSelector()
        self.reopened = 0
        self.failures: Counter[str] = Counter()
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.hold, daemon=True)

    def open_one(self) -> None:
        try:
            sock = socket.create_connection((self.host, self.port), timeout=REQUEST_TIMEOUT_SECONDS)
        except OSError as error:
            self.failures[type(error).__name__] += 1
            return
        sock.setblocking(False)
        self.selector.register(sock, selectors.EVENT_READ)

    def start(self) -> None:
        for _ in range(self.count):
            self.open_one()
        self.thread.start()

    def open_now(self) -> int:
        return len(self.selector.get_map())

    def hold(self) -> None:
        while not self.stopping.is_set():
            for key, _ in self.selector.select(timeout=0.2):
                sock = key.fileobj
                assert isinstance(sock, socket.socket)
                self.selector.unregister(sock)
                sock.close()  # Readable while silent: the server closed it.
                self.reopened += 1
                self.open_one()
            while self.open_now() < self.count and not self.stopping.is_set():
                self.open_one()

    def stop(self) -> None:
        self.stopping.set()
        self.thread.join(timeout=5)
        for key in list(self.selector.get_map().values()):
            sock = key.fileobj
            assert isinstance(sock, socket.socket)
            sock.close()
        self.selector.close()


def process_tree(pid: int) -> list[int]:
    """The process and its children (gunicorn's workers), from /proc."""
    pids = [pid]
    try:
        children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return pids
    for child in children:
        pids.extend(process_tree(int(child)))
    return pids


def memory_kb(pid: int) -> tuple[int, int]:
    """Resident set and proportional set size (kB) of the process and its children."""
    rss = pss = 0
    for member in process_tree(pid):
        try:
            status = Path(f"/proc/{member}/status").read_text()
            rss += int(re.search(r"VmRSS:\s+(\d+)", status).group(1))  # type: ignore[union-attr]
            rollup = Path(f"/proc/{member}/smaps_rollup").read_text()
            pss += int(re.search(r"Pss:\s+(\d+)", rollup).group(1))  # type: ignore[union-attr]
        except (OSError, AttributeError):
            continue
    return rss, pss


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) used so far by the process and its children.

    Living processes count their own time; workers already replaced (``max_requests``) count
    through the master, which waited for them (its ``cutime`` and ``cstime``).
    """
    ticks = 0
    for member in process_tree(pid):
        try:
            fields = Path(f"/proc/{member}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        ticks += int(fields[11]) + int(fields[12])  # utime, stime (fields 14 and 15)
        if member == pid:
            ticks += int(fields[13]) + int(fields[14])  # cutime, cstime: children reaped
    return ticks / os.sysconf("SC_CLK_TCK")


@dataclass
class Server:
    """gunicorn started with the committed configuration, on a free loopback port."""

    process: subprocess.Popen[bytes]
    port: int
    log: Path

    @classmethod
    def start(cls, log: Path) -> Server:
        environment = dict(os.environ)
        environment.setdefault("SECRET_KEY", secrets.token_hex(32))
        # Scored forms are saved: into a fresh SQLite file beside the log, unless told otherwise.
        environment.setdefault("DATABASE_URL", f"sqlite:///{log.with_suffix('.sqlite3')}")
        command = [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py", "-b", "127.0.0.1:0"]
        with log.open("w", encoding="utf-8") as output:
            process = subprocess.Popen(
                command, cwd=ROOT, env=environment, stdout=output, stderr=output
            )
        deadline = time.monotonic() + STARTUP_SECONDS
        while time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.2)
            found = re.search(r"Listening at: http://127\.0\.0\.1:(\d+)", log.read_text("utf-8"))
            booted = log.read_text("utf-8").count("Booting worker")
            if found and booted:
                server = cls(process, int(found.group(1)), log)
                server.wait_until_serving(deadline)
                return server
        process.kill()
        raise SystemExit(f"gunicorn did not start:\n{log.read_text('utf-8')}")

    def wait_until_serving(self, deadline: float) -> None:
        while time.monotonic() < deadline:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
                connection.request("GET", "/")
                if connection.getresponse().status == 200:
                    connection.close()
                    return
            except OSError:
                pass
            time.sleep(0.2)

    def stop(self) -> None:
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(timeout=5)


def loopback_address(url: str) -> tuple[str, int]:
    """Host and port of ``url``, which must point at this machine."""
    parts = urlsplit(url)
    if parts.scheme != "http" or not parts.hostname:
        raise SystemExit(f"--url must be an http:// address (got {url!r})")
    host = parts.hostname
    try:
        is_loopback = host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        is_loopback = False
    if not is_loopback:
        raise SystemExit(f"--url must be a loopback address such as 127.0.0.1 (got {host!r})")
    return host, parts.port or 80


def percentile(ordered: list[float], fraction: float) -> float:
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def milliseconds(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def report(
    tallies: list[Tally], elapsed: float, idle: IdleConnections, memory: dict[str, Any]
) -> dict[str, Any]:
    latencies: dict[str, list[float]] = {}
    errors: Counter[str] = Counter()
    for tally in tallies:
        for kind, values in tally.latencies.items():
            latencies.setdefault(kind, []).extend(values)
        errors.update(tally.errors)
    every = sorted(value for values in latencies.values() for value in values)
    summary: dict[str, Any] = {
        "requests": len(every),
        "seconds": round(elapsed, 1),
        "requests_per_second": round(len(every) / elapsed, 1),
        "p50_ms": round(statistics.median(every) * 1000, 1) if every else None,
        "p99_ms": round(percentile(every, 0.99) * 1000, 1) if every else None,
        "max_ms": round(every[-1] * 1000, 1) if every else None,
        "errors": sum(errors.values()),
        "error_kinds": dict(errors),
        "retried_after_server_close": sum(tally.retries for tally in tallies),
        "idle_open_at_end": idle.open_now(),
        "idle_reopened": idle.reopened,
        "idle_connect_failures": dict(idle.failures),
        "by_kind": {
            kind: {
                "requests": len(values),
                "p50_ms": round(statistics.median(values) * 1000, 1),
                "p99_ms": round(percentile(sorted(values), 0.99) * 1000, 1),
            }
            for kind, values in sorted(latencies.items())
        },
        **memory,
    }
    return summary


def print_report(summary: dict[str, Any], connections: int, idle: int) -> None:
    print(
        f"{connections} busy connections for {summary['seconds']} s, "
        f"{idle} idle connections held open"
    )
    print(
        f"  {summary['requests']} requests, {summary['requests_per_second']} per second; "
        f"p50 {summary['p50_ms']} ms, p99 {summary['p99_ms']} ms, slowest {summary['max_ms']} ms"
    )
    print(f"  errors: {summary['errors']} {summary['error_kinds'] or ''}")
    print(
        f"  retried once after the server closed a kept-alive connection: "
        f"{summary['retried_after_server_close']}"
    )
    print(
        f"  idle connections: {summary['idle_open_at_end']} open at the end, "
        f"{summary['idle_reopened']} reopened after the server closed them, "
        f"connect failures {summary['idle_connect_failures'] or 0}"
    )
    for kind, figures in summary["by_kind"].items():
        print(
            f"    {kind:<11} {figures['requests']:>7} requests, "
            f"p50 {figures['p50_ms']} ms, p99 {figures['p99_ms']} ms"
        )
    if "server_rss_mb" in summary:
        print(
            f"  server memory ({summary['server_processes']} processes): "
            f"RSS {summary['server_rss_mb']} MB at the end (peak {summary['server_rss_peak_mb']}"
            f" MB), PSS {summary['server_pss_mb']} MB"
        )
        per_request = summary["server_cpu_seconds"] / max(1, summary["requests"]) * 1000
        print(f"  server CPU: {summary['server_cpu_seconds']} s, {per_request:.1f} ms per request")
    print(
        f"  client CPU: {summary['client_cpu_seconds']} s; "
        f"load average at the end {summary['load_average_at_end']}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--url", help="a running server on loopback (default: start gunicorn)")
    parser.add_argument("--pid", type=int, help="with --url: the server's master, for memory")
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--idle", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args(argv)
    if not (1 <= args.connections <= MAX_CONNECTIONS):
        parser.error(f"--connections must be from 1 to {MAX_CONNECTIONS}")
    if not (0 <= args.idle <= MAX_IDLE):
        parser.error(f"--idle must be from 0 to {MAX_IDLE}")
    if not (1 <= args.seconds <= MAX_SECONDS):
        parser.error(f"--seconds must be from 1 to {MAX_SECONDS}")

    workload = Workload.from_examples()
    server = None
    with tempfile.TemporaryDirectory(prefix="vantage-load-") as scratch:
        if args.url:
            host, port = loopback_address(args.url)
            pid = args.pid
        else:
            server = Server.start(Path(scratch) / "gunicorn.log")
            host, port, pid = "127.0.0.1", server.port, server.process.pid
        try:
            idle = IdleConnections(host, port, args.idle)
            idle.start()
            time.sleep(1)  # Let the workers accept them before the busy clients start.
            clients = [Client(host, port, workload, seed) for seed in range(args.connections)]
            server_cpu_before = cpu_seconds(pid) if pid is not None else 0.0
            client_cpu_before = time.process_time()
            started = time.monotonic()
            deadline = started + args.seconds
            threads = [threading.Thread(target=c.run, args=(deadline,)) for c in clients]
            for thread in threads:
                thread.start()
            peak_rss = 0
            while any(thread.is_alive() for thread in threads):
                if pid is not None:
                    peak_rss = max(peak_rss, memory_kb(pid)[0])
                time.sleep(1)
            for thread in threads:
                thread.join(timeout=REQUEST_TIMEOUT_SECONDS * 2)
            elapsed = time.monotonic() - started
            memory: dict[str, Any] = {
                "client_cpu_seconds": round(time.process_time() - client_cpu_before, 1)
            }
            if pid is not None:
                rss, pss = memory_kb(pid)
                memory |= {
                    "server_processes": len(process_tree(pid)),
                    "server_rss_mb": round(rss / 1024, 1),
                    "server_rss_peak_mb": round(max(peak_rss, rss) / 1024, 1),
                    "server_pss_mb": round(pss / 1024, 1),
                    "server_cpu_seconds": round(cpu_seconds(pid) - server_cpu_before, 1),
                }
            memory["load_average_at_end"] = [round(value, 2) for value in os.getloadavg()]
            summary = report([c.tally for c in clients], elapsed, idle, memory)
            idle.stop()
        finally:
            if server is not None:
                server.stop()
    print_report(summary, args.connections, args.idle)
    if args.json:
        args.json.write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    return 0 if summary["errors"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
