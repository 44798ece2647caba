"""A real PostgreSQL server for the tests, started by the tests themselves (nothing mocked).

Debian's ``postgresql`` package (``.ci/run`` installs it) ships ``initdb`` and ``pg_ctl``
under ``/usr/lib/postgresql/VERSION/bin``. The server runs in a temporary directory on a free
loopback port, with trust authentication and no fsync (a test server: its data is thrown
away). PostgreSQL refuses to run as root, so under root it runs as the ``postgres`` user
through ``runuser``. Each test gets a database of its own, dropped afterwards.
"""

from __future__ import annotations

import glob
import os
import pwd
import secrets
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import psycopg

SUPERUSER = "vantage"


def free_port() -> int:
    """A TCP port on the loopback interface that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def postgres_bindir() -> Path | None:
    """Where ``initdb`` and ``pg_ctl`` are: ``PG_BINDIR``, the PATH, or Debian's folders."""
    candidates: list[str] = []
    if os.environ.get("PG_BINDIR"):
        candidates.append(os.environ["PG_BINDIR"])
    on_path = shutil.which("initdb")
    if on_path:
        candidates.append(str(Path(on_path).resolve().parent))
    debian = glob.glob("/usr/lib/postgresql/*/bin")
    candidates += sorted(debian, key=lambda path: int(Path(path).parent.name), reverse=True)
    for candidate in candidates:
        folder = Path(candidate)
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    return None


def run_as() -> list[str]:
    """The command prefix that runs PostgreSQL's programs as a user it accepts."""
    if os.geteuid() != 0:
        return []
    pwd.getpwnam("postgres")  # KeyError when there is no such user: treated as "absent".
    return ["runuser", "-u", "postgres", "--"]


def why_unavailable() -> str | None:
    """None when a server can be started here, otherwise what is missing."""
    if postgres_bindir() is None:
        return "PostgreSQL is not installed (apt-get install postgresql)"
    try:
        run_as()
    except KeyError:
        return "running as root, but there is no postgres user to run PostgreSQL as"
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        return "running as root, but runuser is missing"
    return None


@dataclass
class PostgresServer:
    """One running server; ``url(name)`` is the SQLAlchemy URL of one of its databases."""

    bindir: Path
    root: Path
    port: int
    prefix: list[str] = field(default_factory=list)

    @property
    def data(self) -> Path:
        return self.root / "data"

    def url(self, database: str) -> str:
        return f"postgresql+psycopg://{SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def _admin(self) -> psycopg.Connection:
        return psycopg.connect(
            host="127.0.0.1", port=self.port, user=SUPERUSER, dbname="postgres", autocommit=True
        )

    def create_database(self, name: str | None = None, template: str | None = None) -> str:
        """A new database, empty or a copy of ``template`` (a database nobody is connected
        to); returns its name."""
        name = name or f"test_{secrets.token_hex(6)}"
        copied = f' TEMPLATE "{template}"' if template else ""
        with self._admin() as connection:
            connection.execute(f'CREATE DATABASE "{name}"{copied}')
        return name

    def drop_database(self, name: str) -> None:
        with self._admin() as connection:
            connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def start(self) -> None:
        subprocess.run(
            [
                *self.prefix,
                str(self.bindir / "initdb"),
                "--pgdata",
                str(self.data),
                "--username",
                SUPERUSER,
                "--auth",
                "trust",
                "--encoding",
                "UTF8",
                "--no-locale",
                "--no-sync",
            ],
            check=True,
            capture_output=True,
            cwd=self.root,  # the postgres user may not be allowed into the caller's folder
        )
        self.resume()

    def resume(self) -> None:
        """Start the server on its data (again, after :meth:`stop`: crash recovery, as after
        a power cut)."""
        options = f"-h 127.0.0.1 -p {self.port} -k {self.root} -F"
        subprocess.run(
            [
                *self.prefix,
                str(self.bindir / "pg_ctl"),
                "--pgdata",
                str(self.data),
                "--log",
                str(self.root / "server.log"),
                "--options",
                options,
                "--wait",
                "--timeout",
                "60",
                "start",
            ],
            check=True,
            capture_output=True,
            cwd=self.root,
        )

    def stop(self) -> None:
        pg_ctl = str(self.bindir / "pg_ctl")
        subprocess.run(
            [*self.prefix, pg_ctl, "stop", "--mode", "immediate", "--pgdata", str(self.data)],
            check=False,
            capture_output=True,
            cwd=self.root,
        )


START_ATTEMPTS = 3
"""Servers started before giving up: another test process (``pytest -n``, one server each)
may take the free port between :func:`free_port` and the server's bind."""


def start_server() -> PostgresServer:
    """Start a throwaway server (the caller stops it and removes ``root``)."""
    bindir = postgres_bindir()
    assert bindir is not None
    prefix = run_as()
    for attempt in range(1, START_ATTEMPTS + 1):
        root = Path(tempfile.mkdtemp(prefix="vantage-pg-"))
        if prefix:
            shutil.chown(root, user="postgres")
        server = PostgresServer(bindir=bindir, root=root, port=free_port(), prefix=prefix)
        try:
            server.start()
        except subprocess.CalledProcessError as error:
            log = server.root / "server.log"
            details = log.read_text(errors="replace") if log.exists() else ""
            shutil.rmtree(root, ignore_errors=True)
            if attempt < START_ATTEMPTS and "already in use" in details:
                continue
            raise RuntimeError(
                f"PostgreSQL did not start: {error.stderr!r} {error.stdout!r} {details}"
            ) from error
        return server
    raise AssertionError("unreachable: the last attempt returns or raises")
