"""Starting the app in a process of its own, to see what a start imports (a worker's memory,
issue 24): ``sys.modules`` of a fresh interpreter after ``create_app``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[1]


def imported_by_a_start(url: str, modules: tuple[str, ...]) -> list[str]:
    """Which of ``modules`` a fresh process has imported once ``create_app`` has run on the
    database at ``url`` (with a secret key, as in production)."""
    program = (
        "import sys\n"
        "from app import create_app\n"
        f"create_app({{'SECRET_KEY': 'x' * 32, 'SQLALCHEMY_DATABASE_URI': {url!r}}})\n"
        f"print(','.join(sorted(m for m in {modules!r} if m in sys.modules)))\n"
    )
    answer = subprocess.run(
        [sys.executable, "-c", program], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert answer.returncode == 0, answer.stderr
    return [name for name in answer.stdout.strip().split(",") if name]
