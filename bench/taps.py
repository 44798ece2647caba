"""Taps, typed characters and scrolls to enter each sample table (measured, never asserted).

``python3 bench/taps.py [--game SLUG] [--json] [--trace]`` starts the app (the development
server on a free loopback port, in a thread, with a throwaway SQLite file as
``DATABASE_URL``), opens Debian's Chromium (``/usr/bin/chromium``, through Playwright's
``executable_path``; no browser is downloaded) at a 390 × 844 phone with touch, and enters
each sample table of ``tests/examples/`` the way a player does: tapping the visible controls
found by their role and accessible name, typing names on the keyboard. It then checks that
the result page shows the sample's expected totals.

What is counted (issue 15, item 1):

- a **tap** is every tap on the screen, made as a touch at the centre of what the player
  sees (a chip's label, when its radio or checkbox is hidden inside it). Picking from a
  native ``<select>`` is 2 (open it, tap the option). Tapping a field to type in it is a tap.
- a **typed character** is every key pressed on the phone's keyboard, backspaces included.
- a **scroll** is needed when the next control to tap is not fully in the viewport, or is
  covered there (by a sticky bar, say): measured on its bounding box before the tap. It is
  counted, then the control is brought to the middle of the screen, as a thumb would. A
  scroll the page makes by itself (bringing an opened chooser into view) is not counted.
  After every gesture the script waits for the page to stop moving, so the figures are the
  same from run to run and from a fast machine to a slow one.

A count (rabbits, favor tokens) is entered the cheaper way for a player: its − or + button
tapped once per step, or, when that is more actions, a tap in the field and the number typed
(backspaces over what it held, then the digits). Grid cells, spirits and Topiary's places
are taken in the order they sit on the screen, top to bottom, as a thumb goes down the page.

Each game's entry is one small module, ``tests/taps/SLUG.py`` (with its target and the
figures measured by hand), written against what the player reads (roles, names, labels), so
that it follows the forms as they change; a game without one is left out. Every step waits at most
``--step-timeout`` seconds, and the whole run stops after ``--timeout`` seconds.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.taps import (  # noqa: E402
    PHONE,
    OutOfTime,
    Tally,
    Thumb,
    entry_of,
    games,
    result_totals,
    score,
    taps_module,
)

EXAMPLES = ROOT / "tests" / "examples"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""The launch flags the browser tests use on this machine (tests/browser/conftest.py)."""


@contextmanager
def running_app() -> Iterator[str]:
    """The app on a free loopback port, in a thread, on a throwaway SQLite file."""
    with tempfile.TemporaryDirectory(prefix="vantage-taps-") as folder:
        os.environ["DATABASE_URL"] = f"sqlite:///{folder}/taps.sqlite3"
        logging.getLogger("werkzeug").setLevel(logging.ERROR)
        from werkzeug.serving import make_server

        from app import create_app

        app = create_app({"SECRET_KEY": "bench-taps-" + os.urandom(8).hex()})
        server = make_server("127.0.0.1", 0, app, threaded=True)
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_port}"
        finally:
            server.shutdown()
            thread.join(5)


def measure(
    games: list[str], timeout: float, step_timeout: float, trace: bool = False
) -> list[Tally]:
    """Enter each game's sample table in a fresh phone browser context and tally it."""
    from playwright.sync_api import sync_playwright

    deadline = time.monotonic() + timeout
    tallies = []
    with running_app() as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        try:
            for game in games:
                sample = json.loads((EXAMPLES / f"{game}.json").read_text(encoding="utf-8"))
                tally = Tally(
                    game, expected=sample["expect"]["totals"], target=taps_module(game).TARGET
                )
                context = browser.new_context(
                    viewport=PHONE, is_mobile=True, has_touch=True, base_url=base
                )
                # Loopback only: anything else the page asks for is refused.
                context.route(
                    re.compile(r"^(?!http://127\.0\.0\.1:|data:)"), lambda route: route.abort()
                )
                context.set_default_timeout(step_timeout * 1000)
                page = context.new_page()
                started = time.monotonic()
                try:
                    page.goto(f"/{game}/")
                    thumb = Thumb(page, tally, deadline, trace)
                    entry_of(game)(thumb, sample["state"])
                    score(thumb)
                    if page.locator("#error-summary").count():
                        tally.problem = page.locator("#error-summary").inner_text()
                    else:
                        tally.totals = result_totals(page)
                        tally.matched = tally.totals == tally.expected
                except OutOfTime:
                    tally.problem = "out of time"
                    tallies.append(tally)
                    context.close()
                    break
                except Exception as error:  # report it, measure the rest
                    tally.problem = (
                        f"{type(error).__name__}: {(str(error).splitlines() or [''])[0]}"
                    )
                tally.seconds = round(time.monotonic() - started, 1)
                tallies.append(tally)
                context.close()
        finally:
            browser.close()
    return tallies


def report(tallies: list[Tally]) -> str:
    lines = [
        "| game | taps | target | typed | scrolls | by hand (taps / scrolls) | totals |",
        "|---|---|---|---|---|---|---|",
    ]
    for tally in tallies:
        hand_taps, hand_scrolls = taps_module(tally.game).BY_HAND
        verdict = "match" if tally.matched else f"DIFFER: {tally.totals or tally.problem}"
        lines.append(
            f"| {tally.game} | {tally.taps} | ≤ {tally.target} | {tally.typed} | "
            f"{tally.scrolls} | {hand_taps} / {hand_scrolls} | {verdict} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=games(), help="one game only")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--timeout", type=float, default=600, help="seconds for the whole run")
    parser.add_argument("--step-timeout", type=float, default=15, help="seconds per step")
    parser.add_argument("--trace", action="store_true", help="each gesture on standard error")
    options = parser.parse_args(argv)
    chosen = [options.game] if options.game else games()
    tallies = measure(chosen, options.timeout, options.step_timeout, options.trace)
    if options.json:
        print(json.dumps([asdict(tally) for tally in tallies], indent=2, ensure_ascii=False))
    else:
        print(report(tallies))
    return 0 if tallies and all(tally.matched for tally in tallies) else 1


if __name__ == "__main__":
    sys.exit(main())
