"""A database the server cannot write stops the start with one clear line (issue 27, item 12).

With a read-only ``instance/`` (or a SQLite file only readable, or a folder that cannot be
made) gunicorn printed a traceback from deep in SQLite and Alembic. It now prints
``Error: The database ... cannot be opened for writing ...`` and exits 1, as for a missing
``SECRET_KEY``. The tests run as any user (root writes through permission bits), so the
unwritable database is made so by SQLite's own read-only mode, or by a file standing where
the folder should be.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from app import create_app
from tests.web.test_production import (
    A_SECRET_KEY,
    ROOT,
    gunicorn_command,
    server_environment,
)
from web.config import ProductionConfigError

GIVE_UP_SECONDS = 120
"""A start that fails takes 2 s of CPU; on the shared machine that is 20 s of wall time."""


def read_only_sqlite(tmp_path, migrated_sqlite) -> str:
    """A SQLite database SQLite itself opens read-only: nothing can be written to it."""
    target = tmp_path / "vantage.sqlite3"
    shutil.copyfile(migrated_sqlite, target)
    return f"sqlite:///file:{target}?mode=ro&uri=true"


def blocked_sqlite(tmp_path) -> str:
    """A SQLite file whose folder cannot be made: a plain file stands where it should be."""
    (tmp_path / "instance").write_text("not a folder", encoding="utf-8")
    return f"sqlite:///{tmp_path / 'instance' / 'vantage.sqlite3'}"


def test_a_folder_that_cannot_hold_the_database_is_one_clear_error(tmp_path):
    with pytest.raises(ProductionConfigError) as raised:
        create_app({"SECRET_KEY": "test", "SQLALCHEMY_DATABASE_URI": blocked_sqlite(tmp_path)})
    message = str(raised.value)
    assert "cannot be opened for writing" in message
    assert str(tmp_path / "instance") in message
    assert "DATABASE_URL" in message


def test_a_read_only_database_is_one_clear_error(tmp_path):
    # A database one migration short, as after an upgrade of the code: starting must write.
    uri = f"sqlite:///{tmp_path / 'empty.sqlite3'}"
    (tmp_path / "empty.sqlite3").write_bytes(b"")
    with pytest.raises(ProductionConfigError, match="cannot be opened for writing"):
        create_app(
            {
                "SECRET_KEY": "test",
                "SQLALCHEMY_DATABASE_URI": uri.replace("sqlite:///", "sqlite:///file:")
                + "?mode=ro&uri=true",
            }
        )


def test_gunicorn_says_why_in_one_line_and_exits_1(tmp_path):
    finished = subprocess.run(
        gunicorn_command(),
        cwd=ROOT,
        env=server_environment(SECRET_KEY=A_SECRET_KEY, DATABASE_URL=blocked_sqlite(tmp_path)),
        capture_output=True,
        text=True,
        timeout=GIVE_UP_SECONDS,
    )
    assert finished.returncode == 1
    assert "Traceback" not in finished.stderr, finished.stderr
    [line] = [line for line in finished.stderr.splitlines() if line.startswith("Error: ")]
    assert "cannot be opened for writing" in line
    assert str(tmp_path / "instance") in line
