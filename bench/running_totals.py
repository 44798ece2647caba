"""The running totals, measured against a whole Score (never asserted by tests):
``python bench/running_totals.py``.

A phone asks ``POST /SLUG/totals`` 400 ms after each change while a table is entered
(``static/totals.js``), so it is the most frequent request of a game night. For the
6-player Panorama table (bench/benchmark.py's largest) this times, in turn, request by
request so that a busy machine slows all alike:

- a whole Score: ``POST /panorama/`` as the page posts it (form token included), which
  reads, scores and saves the table and answers 303;
- the running totals of the same post;
- the same Score and the same running totals with the fast post reader switched off
  (``web.forms.fastpost``: every post read through WTForms), to show what the shortcut
  gives them.

It prints each median and the totals' median as a multiple of the Score's. The app runs
as in production (CSRF on, not TESTING), on a throwaway SQLite file.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
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
from tests.web.formdata import flatten  # noqa: E402
from web.games import get_adapter  # noqa: E402

try:
    from tests.samples import largest_table
except ImportError:  # A tree from before the largest tables were data, to measure it too.
    from bench.benchmark import panorama_six_players
else:

    def panorama_six_players() -> dict[str, Any]:
        return largest_table("panorama")[1]


TOKEN = re.compile(r'name="csrf_token" type="hidden" value="([^"]+)"')
"""The form token as an entry form page carries it (WTForms' hidden field)."""


def form_token(page: str) -> str:
    found = TOKEN.search(page)
    assert found is not None, "no form token on the page"
    return found.group(1)


def timed(request: Callable[[], Any]) -> float:
    """Milliseconds one request takes, its response read and closed as a server would."""
    start = time.perf_counter()
    with request() as response:
        response.get_data()
    return (time.perf_counter() - start) * 1000


def measure(requests: int) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix="vantage-totals-"))
    try:
        app = create_app(
            {
                "SECRET_KEY": "bench",
                "SQLALCHEMY_DATABASE_URI": f"sqlite:///{folder / 'totals.sqlite3'}",
            }
        )
        adapter = get_adapter("panorama")
        assert adapter is not None
        client = app.test_client()
        with app.test_request_context():
            form_data = flatten(adapter.form_data_from_state(panorama_six_players()))
        form_data["csrf_token"] = form_token(client.get("/panorama/").get_data(as_text=True))

        def score() -> Any:
            return client.post("/panorama/", data=form_data)

        def totals() -> Any:
            return client.post("/panorama/totals", data=form_data)

        def score_through_the_form() -> Any:
            adapter.fast_state = lambda *args, **kwargs: None  # type: ignore[method-assign]
            try:
                return client.post("/panorama/", data=form_data)
            finally:
                del adapter.fast_state

        def totals_through_the_form() -> Any:
            adapter.fast_state = lambda *args, **kwargs: None  # type: ignore[method-assign]
            try:
                return client.post("/panorama/totals", data=form_data)
            finally:
                del adapter.fast_state

        with score() as saved:
            assert saved.status_code == 303, saved.get_data(as_text=True)[:2000]
        for ask in (totals, totals_through_the_form):
            with ask() as answer:
                assert answer.status_code == 200
                assert answer.get_json()["problems"] == 0, answer.get_json()
        asks = {
            "score": score,
            "score_form_path": score_through_the_form,
            "totals": totals,
            "totals_form_path": totals_through_the_form,
        }
        timings: dict[str, list[float]] = {name: [] for name in asks}
        for _ in range(3):  # Warm up.
            for ask in asks.values():
                timed(ask)
        for _ in range(requests):
            for name, ask in asks.items():
                timings[name].append(timed(ask))
        medians = {name: statistics.median(values) for name, values in timings.items()}
        return {
            "table": "Panorama, 6 players",
            "requests_each": requests,
            "score_median_ms": round(medians["score"], 2),
            "score_form_path_median_ms": round(medians["score_form_path"], 2),
            "score_form_path_over_score": round(medians["score_form_path"] / medians["score"], 2),
            "totals_median_ms": round(medians["totals"], 2),
            "totals_form_path_median_ms": round(medians["totals_form_path"], 2),
            "totals_over_score": round(medians["totals"] / medians["score"], 2),
            "totals_form_path_over_score": round(medians["totals_form_path"] / medians["score"], 2),
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=41)
    parser.add_argument("--json", action="store_true", help="print JSON instead of lines")
    args = parser.parse_args()
    figures = measure(args.requests)
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    for name, value in figures.items():
        print(f"{name:30} {value}")


if __name__ == "__main__":
    main()
