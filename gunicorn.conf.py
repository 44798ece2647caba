"""The production server: ``SECRET_KEY=... gunicorn -c gunicorn.conf.py 'app:create_app()'``.

Running under this file is production mode (``VANTAGE_ENV=production``, unless already set):
the app refuses to start without ``SECRET_KEY`` (see ``web/config.py``). The app is loaded
once in the master before the workers fork (``preload_app``), so a missing key stops the
server at once with the reason, and every worker shares the one configuration and key; it is
warmed there too (``when_ready``), so every worker starts with its first pages drawn.

Threaded workers that never give a thread to an idle connection (``web/platform/server.py``), so
slow or silent clients cannot stall the others. Every number below can be changed from the
environment (``GUNICORN_CMD_ARGS="--workers 4"``) or the command line.
"""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("VANTAGE_ENV", "production")

bind = os.environ.get("VANTAGE_BIND", "127.0.0.1:8000")
"""Loopback by default: put a reverse proxy (HTTPS) in front, or set VANTAGE_BIND=0.0.0.0:8000."""

wsgi_app = "app:create_app()"
preload_app = True


def when_ready(server: Any) -> None:
    """Before the first worker forks: make the master's app warm (``web/platform/warm.py``),
    so every worker, and every one that replaces it, starts with its first pages already
    drawn, in pages it shares with the master instead of copies of its own."""
    if server.cfg.preload_app:
        from web.platform.warm import warm_up

        warm_up(server.app.wsgi())


def post_fork(server: Any, worker: Any) -> None:
    """In each new worker, before its threads start: they share one malloc arena, which
    keeps a worker's resident memory 3 to 5 MB lower (``web.platform.memory.one_malloc_arena``)."""
    from web.platform.memory import one_malloc_arena

    one_malloc_arena()


worker_class = "web.platform.server.IdleSafeThreadWorker"
"""gunicorn's gthread worker, with idle connections kept off the threads."""
workers = max(2, os.cpu_count() or 1)
"""One process per core: scoring is Python code, so processes, not threads, give it CPUs."""
threads = 4
"""Threads per worker: they overlap sending answers and reading bodies with scoring."""
worker_connections = 1000
"""Open connections per worker, idle ones included, before it stops accepting more."""

timeout = 30
"""A worker silent this long (stuck) is killed and replaced. Scoring takes milliseconds."""
graceful_timeout = 20
"""On restart or stop, requests in progress get this long to finish. A worker whose master is
gone (killed) gets only ``web.platform.server.ORPHAN_GRACE_SECONDS`` (1 s), then exits."""
keepalive = 5
"""Seconds a connection may stay silent, before its first request or between requests."""

max_requests = 10_000
max_requests_jitter = 1_000
"""Each worker is replaced after about 10,000 requests, staggered, so memory cannot creep."""

limit_request_line = 4094
limit_request_fields = 50
limit_request_field_size = 8190
"""Request line and headers: gunicorn's defaults for size, fewer headers than its 100. Bodies
are held to 256 KB by the app (MAX_CONTENT_LENGTH). The Cookie header is one field: the app
keeps it well under 8,190 bytes (the saved tables' cookie holds at most 50, the rooms' cookie
at most 24 open rooms, about 1.7 KB; ``web/rooms/common.py``), so a phone in many rooms is
never refused with 431. Earlier versions set one cookie per room; a phone that had collected
about 58 of them before the upgrade needs those cleared once (its older rooms closed long
ago)."""

control_socket_disable = True
"""No control socket (``gunicornc``): one fixed path per user would clash between servers."""

accesslog = os.environ.get("VANTAGE_ACCESS_LOG") or None
"""Off by default (the proxy in front logs requests); ``VANTAGE_ACCESS_LOG=-`` for stdout."""
errorlog = "-"
