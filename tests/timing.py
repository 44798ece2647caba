"""Time limits in the test tiers, measured as the work an answer costs: CPU time of this
process with the collector held off (:func:`answer_time`), not wall-clock time, which a busy
machine stretches."""

from __future__ import annotations

import gc
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager


@contextmanager
def answer_time() -> Iterator[Callable[[], float]]:
    """How long the code inside took, in CPU seconds of this process: the work an answer
    costs, which is what must stay bounded, unswayed by other processes sharing a busy CI
    machine (its wall-clock time would measure them too).

    The cyclic garbage collector is held off while it runs: in this process it walks every
    object the whole test session still holds (the browser tier's included), and one such walk
    landing inside an answer took a fuzzed Topiary post to 1.27 s of CPU in one CI run (not
    reproduced with the same input). The app itself collects between answers, never during
    them (``web/platform/memory.py``), so the collector's walk is not the answer's cost."""
    was_enabled = gc.isenabled()
    gc.disable()
    started = time.process_time()
    finished: list[float] = []
    try:
        yield lambda: (finished[0] if finished else time.process_time()) - started
        finished.append(time.process_time())
    finally:
        if was_enabled:
            gc.enable()
