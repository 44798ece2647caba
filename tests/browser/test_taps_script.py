"""bench/taps.py, run as a player would run it: one sample table entered by tapping."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.browser.conftest import chromium_path

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


def test_tap_script_enters_the_solstis_sample_and_reads_its_totals():
    """Solstis is the cheapest sample (2 players, no sheets): the script must reach the
    result page with the sample's expected totals, having counted the taps it took."""
    if chromium_path() != "/usr/bin/chromium":
        if os.environ.get("CI"):
            pytest.fail("Debian's Chromium is not at /usr/bin/chromium; .ci/run installs it.")
        pytest.skip("bench/taps.py drives /usr/bin/chromium, which is not installed.")
    finished = subprocess.run(
        [sys.executable, "bench/taps.py", "--game", "solstis", "--json", "--timeout", "240"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert finished.returncode == 0, finished.stdout + finished.stderr
    (tally,) = json.loads(finished.stdout)
    assert tally["game"] == "solstis"
    assert tally["problem"] == ""
    assert tally["matched"] is True
    assert tally["totals"] == {"Ann": 47, "Ben": 12}
    # Every one of Ann's 21 tiles and Ben's 9 is at least one tap on its own cell.
    assert tally["taps"] >= 30
    # The names, and the keyboard's Next key from the first name to the second.
    assert tally["typed"] == len("Ann") + 1 + len("Ben")
