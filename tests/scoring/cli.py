"""``python -m scoring`` run as a user runs it, for every game's command-line tests."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]


def run_scoring(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Run the command line from the project folder; standard input is ``stdin`` (empty by
    default, so a run that reads it never waits)."""
    return subprocess.run(
        [sys.executable, "-m", "scoring", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
