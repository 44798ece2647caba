"""Table rooms, measured (never asserted by tests): ``python bench/rooms.py``.

A 6-player Panorama room behind a real threaded HTTP server on loopback, on a throwaway
SQLite file (or on ``--database-url postgresql+psycopg://…``). It reports:

- the cost of an unchanged poll: ``GET /api/v1/rooms/ID`` with ``If-None-Match`` → 304;
- the cost of a part save: ``PUT /api/v1/rooms/ID/parts/KEY`` (version rule, commit);
- with 6 phones polling every 2 s as ``static/rooms.js`` does, the time from one phone's save
  (its 200) until each of the other phones' polls shows the new revision.

Latencies are client-side, over keep-alive connections, median and 95th percentile.
"""

from __future__ import annotations

import argparse
import http.client
import json
import logging
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from werkzeug.serving import make_server  # noqa: E402

from app import create_app  # noqa: E402
from web.rooms.parts import extract  # noqa: E402

SIX = ["Ann", "Ben", "Cat", "Dev", "Eve", "Fay"]
POLL_SECONDS = 2.0


class Phone:
    """One phone: a keep-alive connection and its room token."""

    def __init__(self, port: int, token: str | None = None) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        self.token = token

    def call(self, method: str, path: str, body: Any = None, **headers: str):
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        data = None
        if body is not None:
            data = json.dumps(body)
            headers["Content-Type"] = "application/json"
        self.connection.request(method, path, body=data, headers=headers)
        response = self.connection.getresponse()
        text = response.read().decode()
        return response.status, (json.loads(text) if text else None), response


def percentiles(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return f"median {statistics.median(ordered) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms"


def six_player_state() -> dict[str, Any]:
    cards = ["tree", "bear", "fox", "lake", "mountain", "sun", "moose", "campfire"]
    return {
        "players": SIX,
        "awards": ["treescape", "in_focus", "wide_angle", "originality"],
        "dusk": [
            {"players": [SIX[i], SIX[(i + 1) % 6]], "cards": cards[: 3 + i]} for i in range(6)
        ],
        "dawn": [{"players": [SIX[i], SIX[(i + 1) % 6]], "cards": cards[i:]} for i in range(6)],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--database-url", help="default: a throwaway SQLite file")
    parser.add_argument(
        "--postgres", action="store_true", help="start a throwaway PostgreSQL (tests/saved)"
    )
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--saves", type=int, default=20)
    options = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="vantage-rooms-bench-"))
    url = options.database_url or f"sqlite:///{folder / 'rooms.sqlite3'}"
    postgres = None
    if options.postgres:
        from tests.saved.postgres import start_server

        postgres = start_server()
        url = postgres.url(postgres.create_database())
    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # No line per request.
    app = create_app({"SECRET_KEY": "bench-rooms", "SQLALCHEMY_DATABASE_URI": url})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_port

    state = six_player_state()
    names_only = {"players": SIX}
    host = Phone(port)
    _, opened, _ = host.call("POST", "/api/v1/rooms", {"game": "panorama", "state": names_only})
    room = f"/api/v1/rooms/{opened['id']}"
    phones = []
    for seat in range(6):
        _, joined, _ = Phone(port, opened["token"] if seat == 0 else None).call(
            "POST", "/api/v1/rooms/join", {"code": opened["code"], "seat": seat}
        )
        phones.append(Phone(port, joined["token"]))

    # 1. An unchanged poll.
    reader = phones[1]
    _, _, first = reader.call("GET", room)
    etag = first.getheader("ETag")
    polls = []
    for _ in range(options.requests):
        started = time.perf_counter()
        status, _, _ = reader.call("GET", room, **{"If-None-Match": etag})
        polls.append(time.perf_counter() - started)
        assert status == 304, status
    # A changed room, read in full (200 with every part, the preview scored), for scale.
    full = []
    for _ in range(max(20, options.requests // 10)):
        started = time.perf_counter()
        status, _, _ = reader.call("GET", room)
        full.append(time.perf_counter() - started)

    # 2. Part saves: Ann saves her dusk panorama again and again (a new version each time).
    writer = phones[0]
    version = 0
    saves = []
    for index in range(options.requests):
        content = extract("panorama", state, "dusk-0")
        content["cards"] = content["cards"][: 1 + index % 5]
        started = time.perf_counter()
        status, body, _ = writer.call(
            "PUT", f"{room}/parts/dusk-0", {"version": version, "content": content}
        )
        saves.append(time.perf_counter() - started)
        assert status == 200, body
        version = body["version"]

    # 3. Six phones polling every 2 s; Ann saves; how long until each other phone sees it?
    seen: dict[int, list[float]] = {}
    saved_at: dict[int, float] = {}
    stop = threading.Event()
    lock = threading.Lock()

    def poll(phone: Phone) -> None:
        tag = None
        time.sleep(random.uniform(0, POLL_SECONDS))  # Phones do not poll in step.
        while not stop.is_set():
            headers = {"If-None-Match": tag} if tag else {}
            status, body, response = phone.call("GET", room, **headers)
            now = time.perf_counter()
            if status == 200:
                tag = response.getheader("ETag")
                with lock:
                    revision = body["revision"]
                    if revision in saved_at:
                        seen.setdefault(revision, []).append(now - saved_at[revision])
            stop.wait(POLL_SECONDS)

    pollers = [threading.Thread(target=poll, args=(phone,)) for phone in phones[1:]]
    pollers.append(threading.Thread(target=poll, args=(Phone(port, opened["token"]),)))
    for thread in pollers:
        thread.start()
    time.sleep(POLL_SECONDS)
    for index in range(options.saves):
        content = extract("panorama", state, "dusk-0")
        content["cards"] = content["cards"][: 1 + index % 5]
        status, body, _ = writer.call(
            "PUT", f"{room}/parts/dusk-0", {"version": version, "content": content}
        )
        moment = time.perf_counter()
        with lock:
            saved_at[body_revision(reader, room)] = moment
        version = body["version"]
        time.sleep(random.uniform(2.5, 3.5))
    time.sleep(POLL_SECONDS * 1.5)
    stop.set()
    for thread in pollers:
        thread.join()
    delays = [delay for found in seen.values() for delay in found]

    print(f"database: {url.split(':')[0]}")
    print(f"unchanged poll (304): {percentiles(polls)} over {len(polls)}")
    print(f"full room read (200, 6 players, preview scored): {percentiles(full)}")
    print(f"part save (PUT, version rule, commit): {percentiles(saves)} over {len(saves)}")
    print(
        f"save → another phone shows it, 6 phones polling every {POLL_SECONDS:.0f} s: "
        f"{percentiles(delays)}, max {max(delays) * 1000:.0f} ms "
        f"({len(delays)} sightings of {options.saves} saves)"
    )
    server.shutdown()
    if postgres is not None:
        with app.app_context():
            from web.platform.db import db

            db.engine.dispose()
        postgres.stop()


def body_revision(phone: Phone, room: str) -> int:
    """The room's revision right after a save (read by a phone that is not polling)."""
    _, body, _ = phone.call("GET", room)
    return int(body["revision"])


if __name__ == "__main__":
    main()
