"""Crashes the fuzz tier finds that other branches of issue 14 are fixing, and a probe for
each: while a probe still sees its crash, the fuzz steers around it (the crash has its own
regression test on the branch that fixes it); once the fix is merged the probe sees no crash
and the fuzz covers that ground too, with nothing to remove.

- Panorama: a card posted with a second icon and no first one (``second_icon=tree``) crashes
  the form page (the Panorama branch fixes it).
- Command line: a lone surrogate in the table reaches its UTF-8 output and raises (the
  scoring branch refuses such text with exit 2 and writes its output safely).
"""

from __future__ import annotations

import io
import json
from functools import cache

from app import create_app
from scoring.__main__ import main
from tests.conftest import load_example


@cache
def panorama_crashes_on_a_second_icon_alone() -> bool:
    app = create_app({"TESTING": True, "SECRET_KEY": "probe", "WTF_CSRF_ENABLED": False})
    try:
        app.test_client().post("/panorama/", data={"dusk-0-cards-0-second_icon": "tree"})
    except Exception:
        return True
    return False


@cache
def command_line_crashes_on_a_lone_surrogate() -> bool:
    state = json.dumps(load_example("tsukimi")["state"]).replace('"Ann"', '"Ann\\ud800"')
    stdout = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    stderr = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    try:
        main(["tsukimi"], io.StringIO(state), stdout, stderr)
        stdout.flush()
        stderr.flush()
    except UnicodeError:
        return True
    return False


def without_second_icons_alone(pairs: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """A Panorama post without the second icons of cards that have no first icon field."""
    keys = {key for key, _ in pairs}
    return [
        (key, value)
        for key, value in pairs
        if not (key.endswith("-second_icon") and key.replace("-second_icon", "-icon") not in keys)
    ]
