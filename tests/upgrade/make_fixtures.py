"""Build the upgrade fixtures: databases written by earlier versions of Vantage, as dumps.

Run from the repository root (it needs git, the shared virtual environment and PostgreSQL's
programs, as the PostgreSQL tier does)::

    .venv/bin/python -m tests.upgrade.make_fixtures

For every commit of :data:`VERSIONS` (each one where what a saved table stores changed) it
checks the commit out in a worktree of its own (``/tmp/vantage-upgrade-COMMIT``), and has that
version's own app (``save_old_tables.py``, run inside the old checkout) save the samples into
a fresh SQLite file and a fresh PostgreSQL database, which that old app creates and migrates
itself. The samples are the commit's own ``tests/examples/SLUG.json`` (what that version's
example table was, with the totals its spec gave) and today's largest tables
(``tests/examples/largest/SLUG.json``). Each is saved, then corrected once (a revision).

It writes, in ``tests/upgrade/fixtures/``:

- ``COMMIT.sqlite.sql.gz``: the SQLite database as ``sqlite3``'s ``.dump`` writes it;
- ``COMMIT.postgresql.sql.gz``: the PostgreSQL database as ``pg_dump`` writes it (plain SQL);
- ``COMMIT.json``: which tables each holds (id, sample, the totals and winners the old app
  answered, and the totals the commit's example file expected).

``test_upgrade.py`` loads each dump into a fresh database and opens every table with today's
app. The dumps are data, never edited by hand: to add a version, add it to ``VERSIONS`` and run
this again (the existing dumps are made again too; their tables get new ids).
"""

from __future__ import annotations

import gzip
import json
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from tests.saved.postgres import PostgresServer, start_server

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
SAVER = Path(__file__).resolve().parent / "save_old_tables.py"
LARGEST = ROOT / "tests" / "examples" / "largest"

VERSIONS: dict[str, str] = {
    "c7a7d70": "The first saved tables: results kept as English text; migration 0001 as first "
    "shipped (jsonb on PostgreSQL); Solstis areas without their cells, Sagrada's distinct "
    "colours and Panorama's Watchtowers as the rules were read then.",
    "747ec68": "The last version that kept results as English text: today's Solstis and "
    "Sagrada shapes, migrations 0001 (json) and 0002 (rooms).",
    "6fa85dc": "Results kept language-neutral, each recipe written in place ({'~': [kind, …]}), "
    "before recipes were kept once in a list (on the branch that brought neutral results).",
    "2a42fde": "The first version on main keeping results language-neutral with their recipes "
    "listed once (~recipes), today's shape.",
}
"""Each commit where what a saved table stores changed, and how (found with ``git log -p --
web/saved.py web/tables/ scoring/neutral.py migrations/`` and by comparing every game's
sample results, key by key, at every commit that touched ``scoring/``)."""


def run(command: list[str], **options: Any) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, check=True, text=True, capture_output=True, **options)


def checkout(commit: str) -> Path:
    """A worktree of ``commit`` (made if missing)."""
    folder = Path(tempfile.gettempdir()) / f"vantage-upgrade-{commit}"
    if not folder.exists():
        run(["git", "-C", str(ROOT), "worktree", "add", "--detach", str(folder), commit])
    return folder


def samples(old: Path) -> list[dict[str, Any]]:
    """The old version's example tables and today's largest tables, to save."""
    found = []
    for path in sorted((old / "tests" / "examples").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found.append(
            {
                "name": f"example/{path.stem}",
                "game": path.stem,
                "state": data["state"],
                "expect": data["expect"],
            }
        )
    for path in sorted(LARGEST.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        found.append({"name": f"largest/{path.stem}", "game": path.stem, "state": data["state"]})
    return found


def save_with(old: Path, database_url: str, sample_file: Path) -> list[dict[str, Any]]:
    """Have the old version's app save the samples into ``database_url``."""
    answer = run(
        [sys.executable, str(SAVER), database_url, str(sample_file)],
        cwd=old,
        env={"PYTHONPATH": str(old), "PATH": "/usr/bin:/bin"},
    )
    saved: list[dict[str, Any]] = json.loads(answer.stdout)
    return saved


def sqlite_dump(path: Path) -> str:
    connection = sqlite3.connect(path)
    try:
        return "\n".join(connection.iterdump()) + "\n"
    finally:
        connection.close()


def postgres_dump(server: PostgresServer, database: str) -> str:
    command = [str(server.bindir / "pg_dump"), "--no-owner", "--no-privileges"]
    command += ["-h", "127.0.0.1", "-p", str(server.port), "-U", "vantage", database]
    return run(command).stdout


def write_gzip(path: Path, text: str) -> None:
    # mtime 0: the same database makes the same file, so a rerun changes only what changed.
    with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as packed:
        packed.write(text.encode("utf-8"))


def build(commit: str, server: PostgresServer, work: Path) -> None:
    old = checkout(commit)
    sample_list = samples(old)
    sample_file = work / f"{commit}-samples.json"
    sample_file.write_text(json.dumps(sample_list), encoding="utf-8")
    expected = {sample["name"]: sample.get("expect") for sample in sample_list}
    manifest: dict[str, Any] = {
        "commit": run(["git", "-C", str(ROOT), "rev-parse", commit]).stdout.strip(),
        "why": VERSIONS[commit],
    }
    database_file = work / f"{commit}.sqlite3"
    manifest["sqlite"] = save_with(old, f"sqlite:///{database_file}", sample_file)
    write_gzip(FIXTURES / f"{commit}.sqlite.sql.gz", sqlite_dump(database_file))
    database = server.create_database()
    manifest["postgresql"] = save_with(old, server.url(database), sample_file)
    write_gzip(FIXTURES / f"{commit}.postgresql.sql.gz", postgres_dump(server, database))
    server.drop_database(database)
    for engine in ("sqlite", "postgresql"):
        for table in manifest[engine]:
            table["expect"] = expected[table["name"]]
    text = json.dumps(manifest, ensure_ascii=False, indent=1) + "\n"
    (FIXTURES / f"{commit}.json").write_text(text, encoding="utf-8")
    run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(old)])


def main() -> None:
    FIXTURES.mkdir(exist_ok=True)
    server = start_server()
    work = Path(tempfile.mkdtemp(prefix="vantage-upgrade-"))
    try:
        for commit in sys.argv[1:] or VERSIONS:
            build(commit, server, work)
            print(commit, "done", flush=True)
    finally:
        server.stop()
        shutil.rmtree(server.root, ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
