"""gunicorn's threaded worker, made safe against idle and slow clients.

gunicorn's ``gthread`` worker hands every new connection to a thread at once, and the thread
waits up to 5 seconds for the first byte before giving the socket back to the poller. Phones
and browsers routinely open connections they never use (speculative preconnects, a tab put
to sleep): 200 of them keep every thread waiting, and a real request queued behind them
waits a minute. This worker gives a new connection a thread only once it has sent something,
exactly as gthread already does for kept-alive connections, so an idle socket costs one file
descriptor and nothing else. gunicorn closes it after ``keepalive`` seconds of silence.

A thread that is reading a request or writing a response gives up on a client that sends or
reads nothing for ``SLOW_CLIENT_SECONDS`` (a slow-loris client, a phone that lost its
signal), so no client can hold a thread for longer.

Written against the pinned gunicorn (``requirements.txt``), whose worker internals it uses:
``tests/web/test_production.py`` runs it for real. Kept for a measured gain
(``bench/idle_connections.py``, 2 workers of 4 threads, 24 silent connections open, on the
development machine, 2026-12-02): a page that answers in 0.1 s waited 25.3 s behind them with
gunicorn's own gthread worker, 0.46 s with this one.
"""

from __future__ import annotations

import errno
import selectors
import socket
import time
from functools import partial
from typing import Any

from gunicorn.workers.gthread import TConn, ThreadWorker

SLOW_CLIENT_SECONDS = 10.0
"""How long a thread waits on a client that stops sending its request or reading the answer."""


class PatientConnection(TConn):  # type: ignore[misc]
    """A connection whose socket gives up on a stalled client after ``SLOW_CLIENT_SECONDS``."""

    def init(self) -> None:
        super().init()
        # gthread makes the socket blocking before each request, which clears any timeout.
        self.sock.settimeout(SLOW_CLIENT_SECONDS)


class IdleSafeThreadWorker(ThreadWorker):  # type: ignore[misc]
    """The gthread worker, with new connections waiting on the poller instead of a thread."""

    def accept(self, listener: socket.socket) -> None:
        """Accept a connection and wait for its first bytes without holding a thread."""
        try:
            client_sock, client_addr = listener.accept()
        except OSError as error:
            if error.errno in (errno.EAGAIN, errno.ECONNABORTED, errno.EWOULDBLOCK):
                return
            raise
        self.nr_conns += 1
        conn: Any = PatientConnection(self.cfg, client_sock, client_addr, listener.getsockname())
        client_sock.setblocking(False)
        conn.timeout = time.monotonic() + self.cfg.keepalive
        self.pending_conns.append(conn)
        self.poller.register(
            client_sock, selectors.EVENT_READ, partial(self.on_pending_socket_readable, conn)
        )
