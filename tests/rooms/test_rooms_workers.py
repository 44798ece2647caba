"""The Sagrada room of the browser test, against two gunicorn workers on PostgreSQL.

Nothing of a room lives in a worker's memory: three phones (HTTP clients, each request on a
new connection, so either worker may answer it) join, save their windows at the same time,
poll with ETags, and one scores; every phone then reads the same saved table with the
example's totals. Runs wherever PostgreSQL's programs are installed, and always under CI.
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import load_example
from tests.rooms.phones import names_only
from tests.saved.postgres import PostgresServer
from web.rooms.parts import extract

ROOT = Path(__file__).resolve().parents[2]
LISTENING = re.compile(r"Listening at: http://127\.0\.0\.1:(\d+)")
BOOTED = re.compile(r"Booting worker with pid: (\d+)")
STARTUP_SECONDS = 60


def call(
    base: str, method: str, path: str, body: Any = None, token: str | None = None, **headers: str
) -> tuple[int, Any, dict[str, str]]:
    """One request on a new connection: (status, JSON body or None, headers)."""
    data = json.dumps(body).encode() if body is not None else None
    if data is not None:
        headers["Content-Type"] = "application/json"
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(base + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            text = response.read().decode()
            status, answer_headers = response.status, dict(response.headers)
    except urllib.error.HTTPError as error:
        text, status, answer_headers = error.read().decode(), error.code, dict(error.headers)
    return status, (json.loads(text) if text.startswith("{") else None), answer_headers


@pytest.fixture
def two_workers(postgres_server: PostgresServer, tmp_path) -> Iterator[str]:
    """gunicorn with the committed config and two workers, on a fresh PostgreSQL database."""
    name = postgres_server.create_database()
    log_path = tmp_path / "gunicorn.log"
    environment = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(tmp_path),
        "SECRET_KEY": "two-workers-on-postgresql-0123456789",
        "DATABASE_URL": postgres_server.url(name),
        "PYTHONPATH": str(ROOT),
    }
    command = [
        sys.executable,
        "-m",
        "gunicorn",
        "-c",
        "gunicorn.conf.py",
        "-b",
        "127.0.0.1:0",
        "--workers",
        "2",
    ]
    with log_path.open("w", encoding="utf-8") as log:
        server = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=log, stderr=log)
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while time.monotonic() < deadline and server.poll() is None:
            text = log_path.read_text(encoding="utf-8")
            if LISTENING.search(text) and len(BOOTED.findall(text)) >= 2:
                break
            time.sleep(0.2)
        text = log_path.read_text(encoding="utf-8")
        found = LISTENING.search(text)
        assert found is not None and len(BOOTED.findall(text)) == 2, text
        base = f"http://127.0.0.1:{found[1]}"
        while call(base, "GET", "/api/v1/games")[0] != 200:
            assert time.monotonic() < deadline, log_path.read_text(encoding="utf-8")
            time.sleep(0.2)
        yield base
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=5)
        postgres_server.drop_database(name)


def test_a_sagrada_room_on_two_workers_shares_every_change_through_the_database(two_workers):
    base = two_workers
    example = load_example("sagrada")
    state = example["state"]
    status, opened, _ = call(
        base, "POST", "/api/v1/rooms", {"game": "sagrada", "state": names_only("sagrada", state)}
    )
    assert status == 201, opened
    room = f"/api/v1/rooms/{opened['id']}"
    tokens = []
    for seat in range(3):
        status, joined, _ = call(
            base,
            "POST",
            "/api/v1/rooms/join",
            {"code": opened["code"].lower(), "seat": seat},
            opened["token"] if seat == 0 else None,
        )
        assert status == 200, joined
        tokens.append(joined["token"])
    _, _, first = call(base, "GET", room, token=tokens[1])
    etag = first["ETag"]
    unchanged = [
        call(base, "GET", room, token=tokens[1], **{"If-None-Match": etag})[0] for _ in range(6)
    ]
    assert unchanged == [304] * 6  # Whichever worker answers, it knows nothing changed.

    results: list[int] = []

    def save(seat: int) -> None:
        body = {"version": 0, "content": extract("sagrada", state, f"seat-{seat}"), "done": True}
        results.append(call(base, "PUT", f"{room}/parts/seat-{seat}", body, tokens[seat])[0])

    threads = [threading.Thread(target=save, args=(seat,)) for seat in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert results == [200, 200, 200]
    shared = {"version": 0, "content": extract("sagrada", state, "shared"), "done": True}
    assert call(base, "PUT", f"{room}/parts/shared", shared, opened["token"])[0] == 200

    for token in tokens:  # Every phone's next poll sees all three windows done.
        status, seen, _ = call(base, "GET", room, token=token, **{"If-None-Match": etag})
        assert status == 200
        assert [seat["words"] for seat in seen["seats"]] == ["Ann ✓", "Ben ✓", "Cat ✓"]
    status, scored, _ = call(base, "POST", f"{room}/score", token=tokens[2])
    assert status == 201, scored
    for token in tokens:
        _, seen, _ = call(base, "GET", room, token=token)
        assert seen["table_url"] == scored["url"]
    _, table, _ = call(base, "GET", f"/api/v1/tables/{scored['table_id']}")
    totals = {player["name"]: player["total"] for player in table["result"]["players"]}
    assert totals == example["expect"]["totals"] == {"Ann": 19, "Ben": 21, "Cat": -1}
