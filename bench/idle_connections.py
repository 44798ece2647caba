"""What the custom gunicorn worker buys: a page's wait behind silent connections, measured.

``python bench/idle_connections.py`` starts gunicorn twice with the committed
``gunicorn.conf.py`` on a free loopback port: once with its own ``gthread`` worker and once
with ``web.platform.server.IdleSafeThreadWorker`` (the committed one). For each it opens three
silent connections per thread (phones' speculative preconnects, tabs put to sleep), then times a few
real page requests. ``web/platform/server.py`` reaches into gunicorn's worker internals, so it stays
only while this wait is one a player would feel (issue 28: a shortcut past a library's public
API needs a measured gain written beside it).

Loopback only, a bounded number of connections and requests; it stops by itself.
"""

from __future__ import annotations

import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LISTENING = re.compile(r"Listening at: http://127\.0\.0\.1:(\d+)")
WORKERS, THREADS = 2, 4
SILENT_CONNECTIONS = 3 * WORKERS * THREADS
PATHS = ("/", "/tsukimi/", "/sagrada/rules")
REQUEST_TIMEOUT_SECONDS = 60


def start(worker_class: str, folder: Path) -> tuple[subprocess.Popen[bytes], int]:
    """gunicorn with the committed config and ``worker_class``; its port once it listens."""
    log_path = folder / f"{worker_class}.log"
    environment = dict(os.environ)
    environment["SECRET_KEY"] = "bench-" + "0" * 32
    environment["DATABASE_URL"] = f"sqlite:///{folder / 'bench.sqlite3'}"
    command = [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py", "-b", "127.0.0.1:0"]
    command += ["--worker-class", worker_class, "--workers", str(WORKERS)]
    command += ["--threads", str(THREADS)]
    with log_path.open("w", encoding="utf-8") as log:
        server = subprocess.Popen(command, cwd=ROOT, env=environment, stdout=log, stderr=log)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and server.poll() is None:
        match = LISTENING.search(log_path.read_text(encoding="utf-8"))
        if match:
            port = int(match.group(1))
            time.sleep(1.0)  # the workers boot after the master listens
            return server, port
        time.sleep(0.1)
    server.kill()
    raise SystemExit(f"gunicorn did not start: {log_path.read_text(encoding='utf-8')}")


def page_seconds(port: int, path: str) -> float:
    """How long one GET of ``path`` takes to be answered in full."""
    started = time.monotonic()
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=REQUEST_TIMEOUT_SECONDS)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        assert response.status == 200, (path, response.status)
    finally:
        connection.close()
    return time.monotonic() - started


def measure(worker_class: str, folder: Path) -> list[float]:
    """Each page's wait with the silent connections open, on a server of ``worker_class``."""
    server, port = start(worker_class, folder)
    try:
        page_seconds(port, "/")  # warm: the first request of each worker loads templates
        silent = [socket.create_connection(("127.0.0.1", port)) for _ in range(SILENT_CONNECTIONS)]
        try:
            time.sleep(0.5)  # every worker has accepted them by now
            return [page_seconds(port, path) for path in PATHS]
        finally:
            for connection in silent:
                connection.close()
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)


def main() -> None:
    with tempfile.TemporaryDirectory(prefix="vantage-idle-") as folder:
        for worker_class in ("gthread", "web.platform.server.IdleSafeThreadWorker"):
            waits = measure(worker_class, Path(folder))
            pairs = zip(PATHS, waits, strict=True)
            shown = ", ".join(f"{path} {seconds:.2f} s" for path, seconds in pairs)
            print(f"{worker_class:34} {SILENT_CONNECTIONS} silent connections open: {shown}")


if __name__ == "__main__":
    main()
