"""The production path: a required secret key, HTTPS behind a proxy, and a real gunicorn.

The last tests start gunicorn with the committed ``gunicorn.conf.py`` on a free loopback port
and stop it again, each bounded to a few seconds.
"""

from __future__ import annotations

import http.client
import os
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlencode

import pytest
from flask import Flask, request, url_for
from gunicorn.config import Config
from gunicorn.workers.gthread import ThreadWorker
from werkzeug.middleware.proxy_fix import ProxyFix

from app import create_app
from tests.conftest import load_example
from tests.web.formdata import flatten
from web.config import ProductionConfigError
from web.games import get_adapter
from web.platform.server import IdleSafeThreadWorker

ROOT = Path(__file__).resolve().parents[2]
A_SECRET_KEY = "a-long-random-test-key-0123456789"
PRODUCTION_VARIABLES = (
    "VANTAGE_ENV",
    "SECRET_KEY",
    "VANTAGE_HTTPS",
    "VANTAGE_BEHIND_PROXY",
    "VANTAGE_PROXY_X_FOR",
    "VANTAGE_PROXY_X_PROTO",
    "VANTAGE_PROXY_X_HOST",
    "VANTAGE_PROXY_X_PORT",
    "VANTAGE_PROXY_X_PREFIX",
)


@pytest.fixture(autouse=True)
def clean_environment(monkeypatch):
    """Each test starts from the development environment: none of the variables set."""
    for name in PRODUCTION_VARIABLES:
        monkeypatch.delenv(name, raising=False)


def production_app(monkeypatch, **environment: str) -> Flask:
    monkeypatch.setenv("VANTAGE_ENV", "production")
    monkeypatch.setenv("SECRET_KEY", A_SECRET_KEY)
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    app = create_app({"TESTING": True})
    app.add_url_rule("/probe", "probe", probe)
    return app


def probe() -> dict[str, str]:
    """What the app believes about the request: who sent it, over what, to which host."""
    return {
        "remote_addr": str(request.remote_addr),
        "scheme": request.scheme,
        "host": request.host,
        "link": url_for("views.home", _external=True),
    }


FORWARDED = {
    "X-Forwarded-For": "203.0.113.7",
    "X-Forwarded-Proto": "https",
    "X-Forwarded-Host": "vantage.example",
}


# --- the secret key ------------------------------------------------------------------------


def test_production_refuses_to_start_without_secret_key(monkeypatch):
    monkeypatch.setenv("VANTAGE_ENV", "production")
    with pytest.raises(ProductionConfigError, match="SECRET_KEY is not set"):
        create_app({"TESTING": True})


def test_production_refuses_a_short_secret_key(monkeypatch):
    monkeypatch.setenv("VANTAGE_ENV", "production")
    monkeypatch.setenv("SECRET_KEY", "hunter2")
    with pytest.raises(ProductionConfigError, match="7 characters long"):
        create_app({"TESTING": True})


def test_production_uses_the_key_from_the_environment(monkeypatch):
    assert production_app(monkeypatch).config["SECRET_KEY"] == A_SECRET_KEY


# --- HTTPS and the proxy -------------------------------------------------------------------


def test_production_session_cookie_is_secure(monkeypatch):
    response = production_app(monkeypatch).test_client().get("/tsukimi/")
    cookie = response.headers["Set-Cookie"]
    assert "session=" in cookie
    assert "; Secure" in cookie
    assert "HttpOnly" in cookie


def test_production_responses_tell_browsers_to_use_https_only(monkeypatch):
    client = production_app(monkeypatch).test_client()
    for path in ("/", "/tsukimi/", "/no-such-page/", "/api/v1/games"):  # Pages and not.
        response = client.get(path)
        assert response.headers["Strict-Transport-Security"] == "max-age=31536000", path


def test_production_over_plain_http_has_no_hsts_and_no_secure_cookie(monkeypatch):
    response = production_app(monkeypatch, VANTAGE_HTTPS="0").test_client().get("/tsukimi/")
    assert "Strict-Transport-Security" not in response.headers
    assert "Secure" not in response.headers["Set-Cookie"]


def test_behind_a_proxy_the_client_scheme_and_host_come_from_its_headers(monkeypatch):
    app = production_app(monkeypatch, VANTAGE_BEHIND_PROXY="1")
    seen = app.test_client().get("/probe", headers=FORWARDED).get_json()
    assert seen == {
        "remote_addr": "203.0.113.7",
        "scheme": "https",
        "host": "vantage.example",
        "link": "https://vantage.example/",
    }


def test_without_a_proxy_forwarded_headers_are_not_believed(monkeypatch):
    seen = production_app(monkeypatch).test_client().get("/probe", headers=FORWARDED).get_json()
    assert seen["remote_addr"] == "127.0.0.1"
    assert seen["host"] == "localhost"


def test_proxy_counts_are_configurable_header_by_header(monkeypatch):
    """Two proxies in front: the client is the second address from the right."""
    app = production_app(
        monkeypatch, VANTAGE_BEHIND_PROXY="1", VANTAGE_PROXY_X_FOR="2", VANTAGE_PROXY_X_HOST="0"
    )
    headers = {**FORWARDED, "X-Forwarded-For": "198.51.100.1, 203.0.113.7"}
    seen = app.test_client().get("/probe", headers=headers).get_json()
    assert seen["remote_addr"] == "198.51.100.1"
    assert seen["host"] == "localhost"
    assert seen["scheme"] == "https"


@pytest.mark.parametrize(
    ("name", "value"),
    [("VANTAGE_PROXY_X_FOR", "two"), ("VANTAGE_PROXY_X_FOR", "-1"), ("VANTAGE_HTTPS", "maybe")],
)
def test_a_malformed_setting_is_refused_naming_the_variable(monkeypatch, name, value):
    monkeypatch.setenv("VANTAGE_BEHIND_PROXY", "1")
    with pytest.raises(ProductionConfigError, match=name):
        production_app(monkeypatch, **{name: value})


def test_the_development_app_is_unchanged(monkeypatch):
    app = create_app({"TESTING": True, "SECRET_KEY": "test"})
    app.add_url_rule("/probe", "probe", probe)
    assert not isinstance(app.wsgi_app, ProxyFix)
    assert not app.config["SESSION_COOKIE_SECURE"]
    response = app.test_client().get("/probe", headers=FORWARDED)
    assert "Strict-Transport-Security" not in response.headers
    assert response.get_json()["scheme"] == "http"
    assert response.get_json()["remote_addr"] == "127.0.0.1"


# --- the committed gunicorn configuration ---------------------------------------------------


def committed_config() -> Config:
    config = Config()
    namespace: dict[str, object] = {}
    saved = os.environ.get("VANTAGE_ENV")
    try:
        exec((ROOT / "gunicorn.conf.py").read_text(encoding="utf-8"), namespace)
    finally:
        if saved is None:
            os.environ.pop("VANTAGE_ENV", None)
    for name, value in namespace.items():
        if name in config.settings:
            config.set(name, value)
    return config


def test_gunicorn_config_uses_threaded_workers_with_timeouts_and_limits():
    config = committed_config()
    assert issubclass(config.worker_class, ThreadWorker)
    assert config.worker_class is IdleSafeThreadWorker
    assert config.workers >= 2
    assert config.threads >= 2
    assert 0 < config.timeout <= 60
    assert 0 < config.graceful_timeout <= config.timeout
    assert 0 < config.keepalive <= 10
    assert config.limit_request_fields <= 100
    assert 0 < config.limit_request_line <= 8190
    assert config.max_requests > 0
    assert config.preload_app


def test_each_gunicorn_worker_keeps_one_malloc_arena(monkeypatch):
    import web.platform.memory

    forked: list[object] = []
    monkeypatch.setattr(web.platform.memory, "one_malloc_arena", lambda: forked.append(1))
    committed_config().post_fork(None, None)
    assert forked == [1]


# --- a real gunicorn on loopback ------------------------------------------------------------

STARTUP_SECONDS = 20
LISTENING = re.compile(r"Listening at: http://127\.0\.0\.1:(\d+)")


def gunicorn_command() -> list[str]:
    return [sys.executable, "-m", "gunicorn", "-c", "gunicorn.conf.py", "-b", "127.0.0.1:0"]


def server_environment(**extra: str) -> dict[str, str]:
    environment = {k: v for k, v in os.environ.items() if k not in PRODUCTION_VARIABLES}
    environment.update(extra)
    return environment


@pytest.fixture
def gunicorn_port(tmp_path) -> Iterator[int]:
    """Start gunicorn with the committed config on a free loopback port; stop it after.

    Its log goes to a file (a pipe nobody reads could fill up and block the server); the
    port it was given is read from there.
    """
    server = start_gunicorn(tmp_path)
    try:
        yield wait_for_port(server, tmp_path)
    finally:
        server.send_signal(signal.SIGTERM)
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait(timeout=5)


def start_gunicorn(tmp_path: Path, *arguments: str) -> subprocess.Popen[bytes]:
    """gunicorn with the committed config on a free loopback port and a SQLite file in
    ``tmp_path``, its log in ``tmp_path / "gunicorn.log"``."""
    with (tmp_path / "gunicorn.log").open("w", encoding="utf-8") as log:
        return subprocess.Popen(
            [*gunicorn_command(), *arguments],
            cwd=ROOT,
            env=server_environment(
                SECRET_KEY=A_SECRET_KEY, DATABASE_URL=f"sqlite:///{tmp_path / 'vantage.sqlite3'}"
            ),
            stdout=log,
            stderr=log,
        )


def wait_for_port(server: subprocess.Popen[bytes], tmp_path: Path) -> int:
    """The port ``server`` (from :func:`start_gunicorn`) was given, once it answers."""
    log_path = tmp_path / "gunicorn.log"
    deadline = time.monotonic() + STARTUP_SECONDS
    match = None
    while match is None and server.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
        match = LISTENING.search(log_path.read_text(encoding="utf-8"))
    assert match is not None, log_path.read_text(encoding="utf-8")
    port = int(match.group(1))
    wait_until_serving(port, deadline)
    return port


def wait_until_serving(port: int, deadline: float) -> None:
    """The master listens before its workers have booted: wait for a first answer."""
    while True:
        try:
            status, _, _ = fetch(port, "GET", "/")
        except OSError:
            status = 0
        if status == 200 or time.monotonic() > deadline:
            return
        time.sleep(0.1)


def fetch(
    port: int,
    method: str,
    path: str,
    body: str | None = None,
    headers: dict[str, str] | None = None,
) -> tuple[int, dict[str, str], str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        text = response.read().decode("utf-8")
        return response.status, {k.lower(): v for k, v in response.getheaders()}, text
    finally:
        connection.close()


def test_gunicorn_refuses_to_start_without_secret_key():
    finished = subprocess.run(
        gunicorn_command(),
        cwd=ROOT,
        env=server_environment(),
        capture_output=True,
        text=True,
        timeout=STARTUP_SECONDS,
    )
    assert finished.returncode != 0
    assert "SECRET_KEY is not set" in finished.stderr


def test_gunicorn_serves_a_page_while_idle_connections_are_open(gunicorn_port):
    """Silent clients (opened, never used) must not hold up a real request.

    Three times as many as the server has threads: gunicorn's own gthread worker gives each a
    thread for 5 seconds, so these would hold every thread and stall the request.
    """
    config = committed_config()
    count = 3 * config.workers * config.threads
    idle = [socket.create_connection(("127.0.0.1", gunicorn_port)) for _ in range(count)]
    try:
        time.sleep(0.5)  # Long enough for every worker to have accepted them.
        for path in ("/", "/tsukimi/", "/sagrada/rules"):
            started = time.monotonic()
            status, _, page = fetch(gunicorn_port, "GET", path)
            assert status == 200
            assert "Vantage" in page
            assert time.monotonic() - started < 4, path  # gunicorn's own gthread: 10 s and more
    finally:
        for connection in idle:
            connection.close()


def test_gunicorn_serves_in_production_mode(gunicorn_port):
    status, headers, _ = fetch(gunicorn_port, "GET", "/tsukimi/")
    assert status == 200
    assert headers["strict-transport-security"] == "max-age=31536000"
    assert "; Secure" in headers["set-cookie"]


def test_every_gunicorn_worker_accepts_the_form_tokens_of_the_others(gunicorn_port):
    """One key for all workers: a token issued by any worker is valid on every other."""
    adapter = get_adapter("tsukimi")
    assert adapter is not None
    fields = flatten(adapter.form_data_from_state(load_example("tsukimi")["state"]))
    for _ in range(12):  # Each request on a new connection, so they spread over the workers.
        _, headers, page = fetch(gunicorn_port, "GET", "/tsukimi/")
        token = re.search(r'name="csrf_token" type="hidden" value="([^"]+)"', page)
        assert token is not None
        fields.setlist("csrf_token", [token.group(1)])
        cookie = headers["set-cookie"].split(";", 1)[0]
        status, answer_headers, result = fetch(
            gunicorn_port,
            "POST",
            "/tsukimi/",
            body=urlencode(list(fields.items(multi=True))),
            headers={"Content-Type": "application/x-www-form-urlencoded", "Cookie": cookie},
        )
        # Scored and saved: an expired or foreign token would bring the form back with a 400.
        assert status == 303, result[:300]
        assert answer_headers["location"].startswith("/t/")


# --- the README's commands and CI -----------------------------------------------------------


def readme_commands() -> list[str]:
    """The commands in the README's first fenced block (the lines it must start with)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme.startswith("```sh\n")
    return readme.split("```sh\n", 1)[1].split("\n```", 1)[0].splitlines()


def test_readme_starts_with_two_commands_that_use_a_virtual_environment():
    """Debian's own python3 refuses ``pip install`` outside a virtual environment (PEP 668)."""
    run, test = readme_commands()
    assert run.startswith("python3 -m venv .venv && .venv/bin/pip install -r requirements.txt")
    assert run.endswith("&& .venv/bin/flask --app app run")
    assert test.startswith("python3 -m venv .venv && .venv/bin/pip install -r requirements-dev.txt")
    assert test.endswith("&& .venv/bin/python -m pytest")


def test_readme_documents_the_production_command_with_the_committed_config():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert ".venv/bin/gunicorn -c gunicorn.conf.py 'app:create_app()'" in readme


def test_ci_runs_the_readme_test_command_as_written():
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    extraction = next(line for line in script.splitlines() if line.startswith("test_command="))
    found = subprocess.run(
        ["bash", "-c", f'{extraction}\nprintf %s "$test_command"'],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=10,
        check=True,
    )
    assert found.stdout == readme_commands()[1]
    assert script.rstrip().endswith('bash -c "$test_command"')
    assert "python3 -m pytest" not in script
