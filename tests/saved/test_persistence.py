"""A saved table is never lost: concurrent saves, a killed server, migrations, many workers.

Every test runs on a SQLite file and on a live PostgreSQL database (``database_url``), over
real HTTP to a real server: threads through a threaded server in this process, or a
separate ``flask run`` process that is killed with SIGKILL.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import command
from werkzeug.serving import make_server

from tests.conftest import dispose
from tests.saved.conftest import make_app
from tests.saved.postgres import free_port
from tests.web.formdata import flatten
from web.games import get_adapter
from web.platform.db import MIGRATIONS_DIRECTORY, db, migrate

ROOT = Path(__file__).resolve().parents[2]
THREADS = 16
EXPECTED_TOTALS = {"Ann": 56, "Ben": 30, "Cat": 37, "Dev": 63}


def renamed(state: dict[str, Any], new: str) -> dict[str, Any]:
    return json.loads(json.dumps(state).replace('"Ann"', f'"{new}"'))


def http(
    method: str,
    url: str,
    body: Any = None,
    opener: urllib.request.OpenerDirector | None = None,
    **headers: str,
) -> tuple[int, Any, str]:
    """One real HTTP request; returns (status, JSON body or page text, final URL).

    ``opener`` is a phone's browser (with its cookies); without it, a program's request.
    """
    data = None
    if isinstance(body, dict | list) and method != "FORM":
        data = json.dumps(body).encode()
        headers.setdefault("Content-Type", "application/json")
    if method == "FORM":
        method = "POST"
        data = urllib.parse.urlencode(list(body.items(multi=True))).encode()
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    request = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with (opener or urllib.request.build_opener()).open(request, timeout=60) as response:
            text = response.read().decode()
            status, final = response.status, response.geturl()
    except urllib.error.HTTPError as error:
        text, status, final = error.read().decode(), error.code, url
    if text.startswith(("{", "[")):
        return status, json.loads(text), final
    return status, text, final


@contextlib.contextmanager
def threaded_server(app) -> Iterator[str]:
    """The app behind a real threaded HTTP server on a loopback port."""
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=10)


def totals(result: dict[str, Any]) -> dict[str, int]:
    return {player["name"]: player["total"] for player in result["players"]}


def test_sixteen_threads_saving_at_once_lose_nothing(database_url, panorama):
    """Each thread saves one table from the form and one through the API, then corrects the
    API one: 32 tables and 16 revisions, each with the names its thread gave it."""
    app = make_app(database_url)
    with app.test_request_context():
        adapter = get_adapter("panorama")
        forms = [
            flatten(adapter.form_data_from_state(renamed(panorama["state"], f"Form{n}")))
            for n in range(THREADS)
        ]
    start = threading.Barrier(THREADS)
    outcomes: dict[int, tuple[str, str]] = {}
    failures: list[str] = []

    def one_phone(n: int, base: str) -> None:
        try:
            start.wait(timeout=60)
            status, _page, final = http("FORM", f"{base}/panorama/", forms[n])
            assert status == 200 and "/t/" in final, (status, final)
            status, created, _ = http(
                "POST",
                f"{base}/api/v1/tables",
                {"game": "panorama", "state": renamed(panorama["state"], f"Api{n}")},
            )
            assert status == 201, created
            status, body, _ = http(
                "PUT",
                f"{base}/api/v1/tables/{created['id']}",
                {"state": renamed(panorama["state"], f"Fixed{n}")},
                Authorization=f"Bearer {created['edit_token']}",
            )
            assert status == 200, body
            outcomes[n] = (final.rsplit("/", 1)[1], created["id"])
        except Exception as error:  # reported below, with the thread it happened in
            failures.append(f"thread {n}: {error!r}")

    with threaded_server(app) as base:
        threads = [threading.Thread(target=one_phone, args=(n, base)) for n in range(THREADS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=300)
        assert not failures, failures
        assert len(outcomes) == THREADS
        for n, (form_id, api_id) in outcomes.items():
            status, form_table, _ = http("GET", f"{base}/api/v1/tables/{form_id}")
            assert status == 200
            assert totals(form_table["result"])[f"Form{n}"] == 56
            status, api_table, _ = http("GET", f"{base}/api/v1/tables/{api_id}")
            assert totals(api_table["result"])[f"Fixed{n}"] == 56
            assert [totals(r["result"]).get(f"Api{n}") for r in api_table["revisions"]] == [56]
    with app.app_context():
        count = db.session.scalar(sa.text("SELECT count(*) FROM saved_tables"))
        revisions = db.session.scalar(sa.text("SELECT count(*) FROM revisions"))
    assert (count, revisions) == (2 * THREADS, THREADS)
    dispose(app)


def test_sixteen_corrections_of_one_table_at_once_are_all_kept_in_order(database_url, panorama):
    app = make_app(database_url)
    client = app.test_client()
    created = client.post(
        "/api/v1/tables", json={"game": "panorama", "state": panorama["state"]}
    ).get_json()
    start = threading.Barrier(THREADS)
    statuses: list[int] = []

    def correct(n: int, base: str) -> None:
        start.wait(timeout=60)
        status, _body, _ = http(
            "PUT",
            f"{base}/api/v1/tables/{created['id']}",
            {"state": renamed(panorama["state"], f"Fix{n}")},
            Authorization=f"Bearer {created['edit_token']}",
        )
        statuses.append(status)

    with threaded_server(app) as base:
        threads = [threading.Thread(target=correct, args=(n, base)) for n in range(THREADS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=300)
    assert statuses == [200] * THREADS
    body = client.get(f"/api/v1/tables/{created['id']}").get_json()
    assert len(body["revisions"]) == THREADS
    names = {next(iter(totals(r["result"]))) for r in body["revisions"][1:]}
    names.add(next(iter(totals(body["result"]))))
    assert names == {f"Fix{n}" for n in range(THREADS)}  # every correction is there once
    assert next(iter(totals(body["revisions"][0]["result"]))) == "Ann"
    dispose(app)


@contextlib.contextmanager
def flask_run(database_url: str, log: Path) -> Iterator[tuple[subprocess.Popen, str]]:
    """A real server process (``flask run``) on a free loopback port; waits until it answers."""
    port = free_port()
    environment = {
        **os.environ,
        "DATABASE_URL": database_url,
        "SECRET_KEY": "kill-test",
        "PYTHONUNBUFFERED": "1",
    }
    environment.pop("FLASK_DEBUG", None)
    flask_command = [sys.executable, "-m", "flask", "--app", "app", "run", "--no-reload"]
    with log.open("ab") as output:
        process = subprocess.Popen(
            [*flask_command, "--host", "127.0.0.1", f"--port={port}"],
            cwd=ROOT,
            env=environment,
            stdout=output,
            stderr=subprocess.STDOUT,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                if http("GET", f"{base}/api/v1/games")[0] == 200:
                    break
            except OSError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the server did not start:\n{log.read_text()}")
            time.sleep(0.2)
        yield process, base
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=30)


def test_a_saved_table_survives_the_server_being_killed_with_sigkill(
    database_url, panorama, tmp_path
):
    log = tmp_path / "server.log"
    with flask_run(database_url, log) as (server, base):
        status, created, _ = http(
            "POST", f"{base}/api/v1/tables", {"game": "panorama", "state": panorama["state"]}
        )
        assert status == 201
        app = make_app(database_url, DATABASE_AUTO_UPGRADE=False)
        with app.test_request_context():
            fields = flatten(get_adapter("panorama").form_data_from_state(panorama["state"]))
        dispose(app)
        phone = urllib.request.build_opener(urllib.request.HTTPCookieProcessor())
        _status, blank_form, _ = http("GET", f"{base}/panorama/", opener=phone)
        fields["csrf_token"] = re.search(r'name="csrf_token"[^>]*value="([^"]+)"', blank_form)[1]
        status, _page, from_form = http("FORM", f"{base}/panorama/", fields, opener=phone)
        assert status == 200 and "/t/" in from_form, from_form
        os.kill(server.pid, signal.SIGKILL)  # no shutdown, no cleanup: gone at once
        assert server.wait(timeout=30) == -signal.SIGKILL

    with flask_run(database_url, log) as (_server, base):
        status, table, _ = http("GET", f"{base}/api/v1/tables/{created['id']}")
        assert status == 200
        assert table["state"] == panorama["state"]
        assert totals(table["result"]) == EXPECTED_TOTALS
        path = urllib.parse.urlparse(from_form).path
        status, page, _ = http("GET", f"{base}{path}")
        assert status == 200
        assert '<span class="name">Dev</span>' in page and "63" in page


def alembic(app, action: str, target: str) -> None:
    """Run one Alembic command on the app's database, as ``flask db upgrade`` would."""
    with app.app_context():
        config = migrate.get_config(MIGRATIONS_DIRECTORY)
        config.attributes["configure_logger"] = False
        getattr(command, action)(config, target)


def table_names(app) -> set[str]:
    with app.app_context():
        return set(sa.inspect(db.engine).get_table_names())


def versions(app) -> list[str]:
    with app.app_context():
        return list(db.session.scalars(sa.text("SELECT version_num FROM alembic_version")))


def head() -> str:
    from alembic.script import ScriptDirectory

    with make_app("sqlite://", DATABASE_AUTO_UPGRADE=False).app_context():
        config = migrate.get_config(MIGRATIONS_DIRECTORY)
        heads = ScriptDirectory.from_config(config).get_heads()
    assert len(heads) == 1, heads
    return heads[0]


def test_migrations_upgrade_an_empty_database(database_url, panorama):
    app = make_app(database_url, DATABASE_AUTO_UPGRADE=False)
    assert table_names(app) == set()
    alembic(app, "upgrade", "head")
    assert {"saved_tables", "revisions", "groups", "alembic_version"} <= table_names(app)
    assert versions(app) == [head()]
    client = app.test_client()
    created = client.post("/api/v1/tables", json={"game": "panorama", "state": panorama["state"]})
    assert created.status_code == 201
    dispose(app)


def test_a_database_from_the_first_migration_upgrades_and_keeps_its_tables(database_url, panorama):
    """A table saved when only migration 0001 existed is still there, whole, after every
    later migration."""
    app = make_app(database_url, DATABASE_AUTO_UPGRADE=False)
    alembic(app, "upgrade", "0001")
    document = sa.JSON()
    saved_tables = sa.table(
        "saved_tables",
        sa.column("id", sa.String),
        sa.column("game", sa.String),
        sa.column("state", document),
        sa.column("result", document),
        sa.column("token_hash", sa.String),
        sa.column("created", sa.DateTime(timezone=True)),
        sa.column("updated", sa.DateTime(timezone=True)),
    )
    with app.app_context():
        result = (
            app.test_client()
            .post("/api/v1/games/panorama/score", json=panorama["state"])
            .get_json()
        )
        moment = datetime(2026, 11, 28, 21, 0, tzinfo=UTC)
        db.session.execute(
            saved_tables.insert().values(
                id="FromTheFirstMigration0",
                game="panorama",
                state=panorama["state"],
                result=result,
                token_hash="0" * 64,
                created=moment,
                updated=moment,
            )
        )
        db.session.commit()
    alembic(app, "upgrade", "head")
    assert versions(app) == [head()]
    body = app.test_client().get("/api/v1/tables/FromTheFirstMigration0").get_json()
    assert body["state"] == panorama["state"]
    assert totals(body["result"]) == EXPECTED_TOTALS
    assert body["revisions"] == []
    dispose(app)


def test_migrations_downgrade_to_nothing_and_upgrade_again(database_url, panorama):
    app = make_app(database_url)  # migrated at start-up, as a real start does
    assert versions(app) == [head()]
    alembic(app, "downgrade", "base")
    assert table_names(app) - {"alembic_version"} == set()
    alembic(app, "upgrade", "head")
    assert versions(app) == [head()]
    created = app.test_client().post(
        "/api/v1/tables", json={"game": "panorama", "state": panorama["state"]}
    )
    assert created.status_code == 201
    dispose(app)


def test_several_workers_starting_at_once_migrate_the_database_once(database_url):
    """As gunicorn's workers do: four processes create the app on a new database together."""
    script = "from app import create_app; create_app()"
    environment = {**os.environ, "DATABASE_URL": database_url, "SECRET_KEY": "workers"}
    workers = [
        subprocess.Popen(
            [sys.executable, "-c", script],
            cwd=ROOT,
            env=environment,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        for _ in range(4)
    ]
    outputs = [worker.communicate(timeout=120)[0].decode() for worker in workers]
    assert [worker.returncode for worker in workers] == [0, 0, 0, 0], outputs
    app = make_app(database_url, DATABASE_AUTO_UPGRADE=False)
    assert versions(app) == [head()]
    assert {"saved_tables", "revisions", "groups"} <= table_names(app)
    dispose(app)


def test_a_database_failure_is_a_calm_500_and_the_next_request_works(database_url, panorama):
    """The session is rolled back before the error page, so the same worker serves the next
    request normally (PostgreSQL refuses everything in a failed transaction otherwise)."""
    app = make_app(database_url, TESTING=False)
    client = app.test_client()
    created = client.post("/api/v1/tables", json={"game": "panorama", "state": panorama["state"]})
    table_id = created.get_json()["id"]
    # Corrected once, so that its page reads its revisions (a table never corrected has none
    # to read): that query is the one made to fail.
    token = created.get_json()["edit_token"]
    revised = client.put(
        f"/api/v1/tables/{table_id}",
        json={"state": panorama["state"]},
        headers={"Authorization": f"Bearer {token}"},
    )
    assert revised.status_code == 200
    with app.app_context():
        db.session.execute(sa.text("ALTER TABLE revisions RENAME TO revisions_away"))
        db.session.commit()
    failed = client.get(f"/t/{table_id}")
    assert failed.status_code == 500
    assert f"quote this id: {failed.headers['X-Request-Id']}" in failed.get_data(as_text=True)
    with app.app_context():
        db.session.execute(sa.text("ALTER TABLE revisions_away RENAME TO revisions"))
        db.session.commit()
    assert client.get(f"/t/{table_id}").status_code == 200
    dispose(app)
