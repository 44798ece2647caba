"""Save the sample tables through an earlier version's own app (run by ``make_fixtures.py``).

Run with an old commit's checkout as the current directory and first on ``sys.path``::

    PYTHONPATH=OLD_CHECKOUT python tests/upgrade/save_old_tables.py DATABASE_URL SAMPLES.json

``SAMPLES.json`` lists ``{"name", "game", "state"}``. Each sample is saved with that version's
``POST /api/v1/tables`` and then corrected once with the same state (``PUT``), so it has one
revision. It prints, as JSON, what each save answered: the table's id and its totals and
winners as that version scored them. It imports only what every version since the first
saved tables has (``app.create_app`` or ``web.create_app``, the tables API): it is the old code
that writes the rows.
"""

from __future__ import annotations

import json
import os
import sys
from typing import Any


def old_app(database_url: str) -> Any:
    """The old version's app on ``database_url`` (it migrates the database as it starts)."""
    os.environ["DATABASE_URL"] = database_url  # The first versions read only the environment.
    from app import create_app

    return create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "upgrade-fixtures",
            "WTF_CSRF_ENABLED": False,
            "SQLALCHEMY_DATABASE_URI": database_url,
        }
    )


def main(database_url: str, samples_file: str) -> None:
    with open(samples_file, encoding="utf-8") as listed:
        samples = json.load(listed)
    client = old_app(database_url).test_client()
    saved = []
    for sample in samples:
        body = {"game": sample["game"], "state": sample["state"]}
        answer = client.post("/api/v1/tables", json=body)
        if answer.status_code != 201:
            saved.append({"name": sample["name"], "refused": answer.status_code})
            continue
        created = answer.get_json()
        header = {"Authorization": f"Bearer {created['edit_token']}"}
        again = client.put(
            f"/api/v1/tables/{created['id']}", json={"state": sample["state"]}, headers=header
        )
        assert again.status_code == 200, again.get_data(as_text=True)
        result = created["result"]
        saved.append(
            {
                "name": sample["name"],
                "game": sample["game"],
                "id": created["id"],
                "totals": {player["name"]: player["total"] for player in result["players"]},
                "winners": result["winners"],
            }
        )
    json.dump(saved, sys.stdout, ensure_ascii=False, indent=1)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
