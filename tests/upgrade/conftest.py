"""Databases written by earlier versions (``fixtures/``, made by ``make_fixtures.py``), loaded
into a fresh SQLite file or a fresh database of the PostgreSQL tier's throwaway server."""

from __future__ import annotations

import gzip
import json
import sqlite3
import subprocess
from pathlib import Path
from typing import Any

from tests.saved.conftest import postgres_server  # noqa: F401 (the session's server)
from tests.saved.postgres import SUPERUSER, PostgresServer

FIXTURES = Path(__file__).resolve().parent / "fixtures"
ENGINES = ("sqlite", "postgresql")


def versions() -> list[str]:
    """The commits whose databases are kept, oldest first (as ``make_fixtures.VERSIONS``)."""
    from tests.upgrade.make_fixtures import VERSIONS

    return list(VERSIONS)


def manifest(commit: str) -> dict[str, Any]:
    """What the database written at ``commit`` holds (its tables on each engine)."""
    loaded: dict[str, Any] = json.loads((FIXTURES / f"{commit}.json").read_text("utf-8"))
    return loaded


def dump(commit: str, engine: str) -> str:
    return gzip.decompress((FIXTURES / f"{commit}.{engine}.sql.gz").read_bytes()).decode()


def load_sqlite(commit: str, path: Path) -> str:
    """The SQLite database written at ``commit``, as a file at ``path``; its URL."""
    connection = sqlite3.connect(path)
    try:
        connection.executescript(dump(commit, "sqlite"))
    finally:
        connection.close()
    return f"sqlite:///{path}"


def load_postgres(commit: str, server: PostgresServer) -> tuple[str, str]:
    """The PostgreSQL database written at ``commit``, in a new database of ``server``: its
    URL and its name (to drop)."""
    name = server.create_database()
    command = [str(server.bindir / "psql"), "-q", "-v", "ON_ERROR_STOP=1", "-X"]
    command += ["-h", "127.0.0.1", "-p", str(server.port), "-U", SUPERUSER, "-d", name]
    subprocess.run(
        command, input=dump(commit, "postgresql"), text=True, check=True, capture_output=True
    )
    return server.url(name), name
