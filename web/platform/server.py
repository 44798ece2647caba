"""gunicorn's threaded worker, made safe against idle and slow clients.

gunicorn's ``gthread`` worker hands every new connection to a thread at once, and the thread
waits up to 5 seconds for the first byte before giving the socket back to the poller. Phones
and browsers routinely open connections they never use (speculative preconnects, a tab put
to sleep): 200 of them keep every thread waiting, and a real request queued behind them
waits a minute. This worker gives a new connection a thread only once it has sent something,
exactly as gthread already does for kept-alive connections, so an idle socket costs one file
descriptor and nothing else. gunicorn closes it after ``keepalive`` seconds of silence.

A request has ``REQUEST_SECONDS`` from its first byte to its last (request line, headers and
body): a client still sending after that is cut off, however it paces its bytes. A limit per
read alone let a slow-loris client sending a header byte a second hold a thread for a minute
and more (10 such connections held all 8 threads for 63 s, issue 27). Writing the answer, a
thread gives up on a client that reads nothing for ``SLOW_CLIENT_SECONDS`` (a phone that lost
its signal). So no client holds a thread for longer than the two together. Both hold for
every request of a kept-alive connection, not only its first (gthread makes the socket
blocking before each request, which clears a timeout set once).

Written against the pinned gunicorn (``requirements.txt``), whose worker internals it uses:
``tests/web/test_production.py`` runs it for real. Kept for a measured gain
(``bench/idle_connections.py``, 2 workers of 4 threads, 24 silent connections open, on the
development machine, 2026-12-02): a page that answers in 0.1 s waited 25.3 s behind them with
gunicorn's own gthread worker, 0.46 s with this one.
"""

from __future__ import annotations

import errno
import os
import selectors
import socket
import time
from functools import partial
from typing import Any

from gunicorn.workers.gthread import TConn, ThreadWorker

REQUEST_SECONDS = 10.0
"""How long a client has to send a whole request (line, headers and body), from its first
byte: a phone on a poor signal sends a 20 KB table in well under a second."""
SLOW_CLIENT_SECONDS = 10.0
"""How long a thread waits on a client that stops reading the answer (each write)."""


LATE = f"REQUEST_SECONDS={REQUEST_SECONDS:g}"
"""What a cut-off request's error says in the log: the limit it ran out of."""


class RequestDeadlineSocket(socket.socket):
    """A client's socket that holds each request to ``REQUEST_SECONDS`` while a thread serves it.

    Every read waits at most until the request's deadline (``deadline``, set by the worker when
    a request's first bytes arrive and cleared after its answer), every write at most
    ``SLOW_CLIENT_SECONDS``. Outside a
    request (the poller's side) it is the socket gthread expects, untouched.
    """

    deadline: float | None = None

    def _wait_for_reading(self) -> None:
        if self.deadline is not None:
            # Past the deadline only what the client has already sent is read (all of it, if
            # it sent in time and waited for a busy server's thread): a read that would wait
            # fails at once.
            self.settimeout(max(0.0, self.deadline - time.monotonic()))

    late = False
    """Whether a request on it ran out of time: the connection is then closed at once."""

    def recv(self, size: int, flags: int = 0) -> bytes:
        self._wait_for_reading()
        try:
            return super().recv(size, flags)
        except (BlockingIOError, TimeoutError):
            self.late = self.deadline is not None
            raise TimeoutError(LATE) from None

    def recv_into(self, buffer: Any, size: int = 0, flags: int = 0) -> int:
        self._wait_for_reading()
        try:
            return super().recv_into(buffer, size, flags)
        except (BlockingIOError, TimeoutError):
            self.late = self.deadline is not None
            raise TimeoutError(LATE) from None

    def sendall(self, data: Any, flags: int = 0) -> None:
        if self.deadline is not None:
            self.settimeout(SLOW_CLIENT_SECONDS)
        super().sendall(data, flags)

    def send(self, data: Any, flags: int = 0) -> int:
        if self.deadline is not None:
            self.settimeout(SLOW_CLIENT_SECONDS)
        return super().send(data, flags)


def with_request_deadline(client_sock: socket.socket) -> RequestDeadlineSocket:
    """The same connection, as a :class:`RequestDeadlineSocket`."""
    return RequestDeadlineSocket(
        client_sock.family, client_sock.type, client_sock.proto, fileno=client_sock.detach()
    )


class PatientConnection(TConn):  # type: ignore[misc]
    """A connection whose requests are held to ``REQUEST_SECONDS`` (its socket is a
    :class:`RequestDeadlineSocket`)."""

    def close(self, graceful: bool = False) -> None:
        """Close it; at once for a client cut off for sending too slowly. gthread's graceful
        close lingers up to 2 s reading what the client still sends, in the worker's one
        event loop: 10 slow senders cut off one after another held it for 20 s."""
        super().close(graceful=graceful and not getattr(self.sock, "late", False))


ORPHAN_GRACE_SECONDS = 1
"""How long a worker whose master is gone still finishes requests in progress before it exits.

gthread notices a dead master within a second, then runs its ordinary graceful shutdown:
``graceful_timeout`` (20 s) for requests in progress and every idle connection until its
``keepalive`` ran out. Measured with 2 workers under steady traffic, a SIGKILLed master's
workers went on answering for 16–21 s, with nobody left to restart or stop them. An orphan
gets this much instead; a normal stop or restart (the master's SIGTERM) keeps the full grace."""


class IdleSafeThreadWorker(ThreadWorker):  # type: ignore[misc]
    """The gthread worker, with new connections waiting on the poller instead of a thread."""

    def is_parent_alive(self) -> bool:
        """Whether the master is still there; when it is not, shorten the shutdown that follows
        to :data:`ORPHAN_GRACE_SECONDS` and drop the connections that have sent nothing yet."""
        if super().is_parent_alive():
            return True
        self.orphaned = True
        self.cfg.set("graceful_timeout", ORPHAN_GRACE_SECONDS)
        for conn in self.pending_conns:
            conn.timeout = 0.0  # murder_pending closes them on the shutdown loop's first pass.
        return False

    def run(self) -> None:
        """Serve until stopped; an orphan then leaves at once, even with a thread still blocked
        reading a slow client (Python would otherwise wait for that thread at exit, up to the
        request deadline: 10 s measured). What it saved is committed; what was in progress
        rolls back, as when the master's own timeout kills a stuck worker."""
        super().run()
        if getattr(self, "orphaned", False):
            self.log.info("Master gone, worker exiting: %s", self)
            os._exit(0)

    def accept(self, listener: socket.socket) -> None:
        """Accept a connection and wait for its first bytes without holding a thread."""
        try:
            client_sock, client_addr = listener.accept()
        except OSError as error:
            if error.errno in (errno.EAGAIN, errno.ECONNABORTED, errno.EWOULDBLOCK):
                return
            raise
        self.nr_conns += 1
        client_sock = with_request_deadline(client_sock)
        conn: Any = PatientConnection(self.cfg, client_sock, client_addr, listener.getsockname())
        client_sock.setblocking(False)
        conn.timeout = time.monotonic() + self.cfg.keepalive
        self.pending_conns.append(conn)
        self.poller.register(
            client_sock, selectors.EVENT_READ, partial(self.on_pending_socket_readable, conn)
        )

    def enqueue_req(self, conn: Any) -> None:
        """Hand a request to a thread: its first bytes have come, so its time starts now."""
        if isinstance(conn.sock, RequestDeadlineSocket):
            conn.sock.deadline = time.monotonic() + REQUEST_SECONDS
        super().enqueue_req(conn)

    def handle(self, conn: Any) -> Any:
        """Serve one request of ``conn`` (in a thread), within its deadline."""
        try:
            return super().handle(conn)
        finally:
            if isinstance(conn.sock, RequestDeadlineSocket):
                conn.sock.deadline = None  # Back to the poller, as gthread expects it.
