"""A saved table read in Italian against the same page in English (measured, never asserted
here): ``python3 bench/saved_language.py [--requests N] [games…]``.

For each game's largest sample table (``tests.samples.largest_table``, or bench/benchmark.py's
``TABLES`` before it: a 6-player Panorama and Sagrada table, a 4-player Topiary garden, the
Tsukimi and Solstis samples), saved once through
the API, it times ``GET /t/ID`` with an Italian and with an English ``Accept-Language``,
interleaved (one of each in turn, so a busy machine slows both alike), and prints the
medians and their ratio: the issue's target is at most 1.15×. It also prints what the page's
words cost apart: scoring the table (in English), and wording its saved result again
(``scoring.neutral.worded``) in each language.

Flask's test client on a throwaway SQLite file: no network, no server.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from app import create_app  # noqa: E402
from scoring import SLUGS, get_game  # noqa: E402
from scoring.i18n import language  # noqa: E402
from scoring.neutral import neutral, worded  # noqa: E402

try:
    from tests.samples import largest_table
except ImportError:  # Before each game's largest table moved to tests/examples/largest/.
    from bench.benchmark import TABLES

    def largest_table(slug: str) -> tuple[str, dict[str, Any]]:
        label, make_state = TABLES[slug]
        return label, make_state()


ITALIAN = {"Accept-Language": "it-IT,it;q=0.9"}
ENGLISH = {"Accept-Language": "en-GB,en;q=0.9"}


def milliseconds(action: Callable[[], Any]) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def interleaved(actions: dict[str, Callable[[], Any]], rounds: int) -> dict[str, float]:
    """The median time of each action, the actions taken in turn ``rounds`` times."""
    for action in actions.values():  # Warm: templates compiled, caches filled.
        for _ in range(3):
            action()
    timings: dict[str, list[float]] = {name: [] for name in actions}
    for _ in range(rounds):
        for name, action in actions.items():
            timings[name].append(milliseconds(action))
    return {name: statistics.median(values) for name, values in timings.items()}


def measure(slug: str, requests: int) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="vantage-bench-language-"))
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "bench",
            "WTF_CSRF_ENABLED": False,
            "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'bench.sqlite'}",
        }
    )
    client = app.test_client()
    label, state = largest_table(slug)
    answer = client.post("/api/v1/tables", json={"game": slug, "state": state})
    if answer.status_code != 201:
        raise SystemExit(f"{slug}: saving answered {answer.status_code}")
    page = answer.get_json()["url"]

    def get(headers: dict[str, str]) -> Callable[[], Any]:
        def action() -> None:
            response = client.get(page, headers=headers)
            if response.status_code != 200:
                raise SystemExit(f"{slug}: {page} answered {response.status_code}")

        return action

    pages = interleaved({"it": get(ITALIAN), "en": get(ENGLISH)}, requests)
    game = get_game(slug)
    with language("en"):
        kept = neutral(game.score_state(state).to_dict())
    words = interleaved(
        {
            "score_en": lambda: game.score_state(state).to_dict(),
            "worded_en": lambda: worded(kept, "en"),
            "worded_it": lambda: worded(kept, "it"),
        },
        max(20, requests // 4),
    )
    return {**pages, **words, "label": label}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(SLUGS), help="slugs (default: all)")
    parser.add_argument("--requests", type=int, default=300, help="pages of each language")
    arguments = parser.parse_args()
    print(
        f"{'game':<10} {'table':<13} {'GET it ms':>9} {'GET en ms':>9} {'it/en':>6}"
        f" {'score ms':>8} {'word en':>8} {'word it':>8}"
    )
    for slug in arguments.games:
        figures = measure(slug, arguments.requests)
        print(
            f"{slug:<10} {figures['label']:<13} {figures['it']:>9.2f} {figures['en']:>9.2f}"
            f" {figures['it'] / figures['en']:>5.2f}× {figures['score_en']:>8.2f}"
            f" {figures['worded_en']:>8.2f} {figures['worded_it']:>8.2f}",
            flush=True,
        )


if __name__ == "__main__":
    main()
