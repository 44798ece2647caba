"""Slow senders cannot hold the server's threads (issue 27, item 8).

Each read of a request used to wait up to 10 seconds, but a request had no limit as a whole:
10 connections sending a header byte a second held all 8 threads of the production server
(2 workers of 4 threads) for 63 s, and every other player waited behind them. A request now
has ``REQUEST_SECONDS`` from its first byte to its last (``web/platform/server.py``). This
starts the real gunicorn with the committed config.
"""

from __future__ import annotations

import http.client
import socket
import threading
import time

from tests.web.test_production import committed_config
from tests.web.test_production import gunicorn_port as gunicorn_port  # the fixture
from web.platform.server import REQUEST_SECONDS

SENDERS = 30
"""Far more than the server's threads, so that every thread of both workers is taken however
the connections are shared out between them (the issue's 10 took all 8 threads)."""
BYTE_EVERY_SECONDS = 0.5
TRICKLE_SECONDS = 45.0
"""How long each slow sender would go on: far past the limit (a whole header sent a byte at a
time would take longer still)."""
MARGIN_SECONDS = 8.0
"""A loaded, shared machine answers late; the old server held them for the whole trickle."""


def trickle(port: int, closed_after: list[float]) -> None:
    """Open ``SENDERS`` connections and send each a byte of a never-ending header per tick;
    note how long each lasted until the server closed it."""
    request = b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + b"a" * 10_000
    sockets = [socket.create_connection(("127.0.0.1", port)) for _ in range(SENDERS)]
    started = [time.monotonic()] * SENDERS
    open_ones = set(range(SENDERS))
    position = 0
    try:
        while open_ones and time.monotonic() - started[0] < TRICKLE_SECONDS:
            for index in sorted(open_ones):
                try:
                    sockets[index].sendall(request[position : position + 1])
                    sockets[index].setblocking(False)
                    try:
                        ended = sockets[index].recv(1024) == b""
                    except BlockingIOError:
                        ended = False
                    sockets[index].setblocking(True)
                except OSError:
                    ended = True
                if ended:
                    closed_after.append(time.monotonic() - started[index])
                    open_ones.discard(index)
            position += 1
            time.sleep(BYTE_EVERY_SECONDS)
    finally:
        for connection in sockets:
            connection.close()


def patient_get(port: int, path: str) -> tuple[int, str]:
    """A normal request that waits as long as it must (the old server made it wait a minute)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=2 * TRICKLE_SECONDS)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read().decode("utf-8")
    finally:
        connection.close()


def test_slow_senders_are_cut_off_and_a_normal_request_is_served_meanwhile(gunicorn_port):
    config = committed_config()
    assert 2 * config.workers * config.threads < SENDERS  # Every thread would be taken.
    closed_after: list[float] = []
    senders = threading.Thread(target=trickle, args=(gunicorn_port, closed_after))
    senders.start()
    try:
        time.sleep(2)  # Every thread is now reading a slow request.
        started = time.monotonic()
        status, page = patient_get(gunicorn_port, "/tsukimi/")
        waited = time.monotonic() - started
    finally:
        senders.join()
    assert status == 200 and "Vantage" in page
    assert waited < REQUEST_SECONDS + MARGIN_SECONDS, f"waited {waited:.1f} s"
    assert len(closed_after) == SENDERS, f"{SENDERS - len(closed_after)} never cut off"
    assert max(closed_after) < REQUEST_SECONDS + MARGIN_SECONDS, closed_after


def test_a_body_sent_too_slowly_is_cut_off_within_the_limit(gunicorn_port):
    """The headers in time, then the body a byte every half second: the limit covers it too."""
    connection = socket.create_connection(("127.0.0.1", gunicorn_port))
    connection.sendall(
        b"POST /api/v1/games/tsukimi/score HTTP/1.1\r\nHost: localhost\r\n"
        b"Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
    )
    started = time.monotonic()
    answer = b""
    try:
        while time.monotonic() - started < TRICKLE_SECONDS:
            try:
                connection.sendall(b" ")
            except OSError:
                break
            connection.setblocking(False)
            try:
                chunk = connection.recv(4096)
            except BlockingIOError:
                chunk = None
            except OSError:
                break
            connection.setblocking(True)
            if chunk == b"":
                break
            answer += chunk or b""
            time.sleep(BYTE_EVERY_SECONDS)
    finally:
        connection.close()
    lasted = time.monotonic() - started
    assert lasted < REQUEST_SECONDS + MARGIN_SECONDS, f"held {lasted:.1f} s"
    assert not answer.startswith(b"HTTP/1.1 5"), answer[:200]
