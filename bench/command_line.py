"""The command line's cost, measured (never asserted by tests): ``python bench/command_line.py``.

Runs ``PYTHON -m scoring GAME FILE`` (each game's largest table, as ``bench/benchmark.py``
scores it) and ``PYTHON -c pass`` in turn, ``--runs`` times each, and reports for each the
median wall time of one run and the CPU time (user and system, of the child processes) a
run takes on average, then the ratio of the two to ``-c pass`` (issue 24's budget: at most
3x). The interpreter is Debian's ``/usr/bin/python3`` where there is one (what a player
types), else this one; ``--python`` picks another. ``--imports`` lists the slowest imports of
one game's run (``-X importtime``).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from scoring import SLUGS  # noqa: E402
from tests.samples import largest_table  # noqa: E402

DEFAULT_PYTHON = "/usr/bin/python3" if Path("/usr/bin/python3").exists() else sys.executable


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


CHILD_ENVIRONMENT = {
    name: value for name, value in os.environ.items() if name != "PYTHONDONTWRITEBYTECODE"
}
"""As a player's shell runs it: bytecode written once (``__pycache__``) and read after, as
an installed package has it; a shell that forbids it (``PYTHONDONTWRITEBYTECODE``) compiles
every module on every run, which costs more than all the rest."""


def run(command: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run of ``command`` (its output thrown away)."""
    cpu, start = children_cpu(), time.perf_counter()
    subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, check=True, env=CHILD_ENVIRONMENT)
    return time.perf_counter() - start, children_cpu() - cpu


def table_files(folder: Path, games: list[str]) -> dict[str, Path]:
    files = {}
    for slug in games:
        path = folder / f"{slug}.json"
        path.write_text(json.dumps(largest_table(slug)[1]), encoding="utf-8")
        files[slug] = path
    return files


def measure(python: str, games: list[str], runs: int) -> dict[str, dict[str, float]]:
    with tempfile.TemporaryDirectory(prefix="vantage-cli-") as folder:
        files = table_files(Path(folder), games)
        commands = {"pass": [python, "-c", "pass"]}
        commands |= {slug: [python, "-m", "scoring", slug, str(files[slug])] for slug in games}
        for command in commands.values():
            run(command)  # Bytecode written, files in the page cache.
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for _ in range(runs):
            for name, command in commands.items():
                times[name].append(run(command))
    baseline = times["pass"]
    base_wall = statistics.median(wall for wall, _cpu in baseline)
    base_cpu = statistics.fmean(cpu for _wall, cpu in baseline)
    report = {}
    for name, measured in times.items():
        wall = statistics.median(wall for wall, _cpu in measured)
        cpu = statistics.fmean(cpu for _wall, cpu in measured)
        report[name] = {
            "wall_ms": round(wall * 1000, 1),
            "cpu_ms": round(cpu * 1000, 1),
            "wall_ratio": round(wall / base_wall, 2),
            "cpu_ratio": round(cpu / base_cpu, 2),
        }
    return report


def slowest_imports(python: str, slug: str, count: int = 20) -> list[str]:
    with tempfile.TemporaryDirectory(prefix="vantage-cli-") as folder:
        path = table_files(Path(folder), [slug])[slug]
        done = subprocess.run(
            [python, "-X", "importtime", "-m", "scoring", slug, str(path)],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
            check=True,
            env=CHILD_ENVIRONMENT,
        )
    rows = [line.split("|") for line in done.stderr.splitlines() if line.startswith("import time:")]
    timed = [(int(row[1]), row[2].rstrip()) for row in rows if row[1].strip().isdigit()]
    return [f"{micro / 1000:7.1f} ms {name}" for micro, name in sorted(timed)[-count:]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--python", default=DEFAULT_PYTHON)
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--imports", metavar="SLUG", help="list the slowest imports of SLUG's run")
    parser.add_argument("games", nargs="*", default=list(SLUGS), help="slugs (default: all)")
    args = parser.parse_args()
    if args.imports:
        print("\n".join(slowest_imports(args.python, args.imports)))
        return
    report = measure(args.python, args.games, args.runs)
    if args.json:
        print(json.dumps({"python": args.python, "runs": args.runs, "commands": report}))
        return
    print(f"{args.python}, {args.runs} runs each (median wall, mean CPU of a run)")
    print(f"{'command':22} {'wall':>9} {'CPU':>9} {'x wall':>7} {'x CPU':>6}")
    for name, row in report.items():
        label = "-c pass" if name == "pass" else f"-m scoring {name}"
        print(
            f"{label:22} {row['wall_ms']:>6} ms {row['cpu_ms']:>6} ms "
            f"{row['wall_ratio']:>7} {row['cpu_ratio']:>6}"
        )


if __name__ == "__main__":
    main()
