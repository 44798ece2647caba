"""Migration 0003_seats, on both databases: a seat's pending request of the earlier version
(``room_seats.reclaim_hash``) becomes a seat request; down and up again leaves the tables the
models describe."""

from __future__ import annotations

import sqlalchemy as sa
from alembic import command
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from web.platform.db import MIGRATIONS_DIRECTORY, db, migrate

SEAT_TABLES = {"rooms", "room_seats", "seat_requests", "join_limits", "join_attempts"}


def test_a_pending_request_of_the_earlier_version_is_kept_as_a_seat_request(room_app):
    with room_app.app_context():
        config = migrate.get_config(MIGRATIONS_DIRECTORY)
        config.attributes["configure_logger"] = False
        command.downgrade(config, "0002")
        with db.engine.begin() as connection:
            connection.execute(
                sa.text(
                    "INSERT INTO rooms (id, code, game, base, host_token_hash, status, revision,"
                    " created, last_activity) VALUES ('r' || :pad, 'K7MQ2P', 'sagrada', '{}',"
                    " :hash, 'open', 3, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)"
                ),
                {"pad": "x" * 21, "hash": "h" * 64},
            )
            connection.execute(
                sa.text(
                    "INSERT INTO room_seats (room_id, seat, name, token_hash, reclaim_hash)"
                    " VALUES ('r' || :pad, 1, 'Ben', :held, :asking)"
                ),
                {"pad": "x" * 21, "held": "a" * 64, "asking": "b" * 64},
            )
        command.upgrade(config, "head")
        with db.engine.connect() as connection:
            rows = connection.execute(
                sa.text("SELECT seat, token_hash, asker, from_seat FROM seat_requests")
            ).all()
            assert [tuple(row) for row in rows] == [(1, "b" * 64, "", None)]
            context = MigrationContext.configure(connection, opts={"compare_type": False})
            differences = compare_metadata(context, db.metadata)
    assert [d for d in differences if any(name in repr(d) for name in SEAT_TABLES)] == []
