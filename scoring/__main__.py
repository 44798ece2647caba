"""Command line: ``python -m scoring SLUG [FILE]`` (spec/README.md, "Entry points").

Reads one table state as JSON from FILE, or standard input when FILE is absent or ``-``.
Prints the result JSON and exits 0; on a bad table prints one problem per line (each naming
its field's path) to standard error and exits 2.
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

from scoring.errors import TableError, UnknownGameError
from scoring.jsontext import parse_json
from scoring.registry import SLUGS, get_game

USAGE = f"usage: python -m scoring SLUG [FILE]\n  SLUG is one of: {', '.join(SLUGS)}"
EXIT_BAD_INPUT = 2


def table_state(document: object) -> object:
    """The table state in a file: the document itself, or the ``state`` of a sample table.

    The spec's sample tables (``shared/examples``) wrap the state with its expected totals,
    ``{"about": ..., "state": {...}, "expect": {...}}``; the command line scores them as they are.
    """
    if (
        isinstance(document, dict)
        and "players" not in document
        and isinstance(document.get("state"), dict)
    ):
        return document["state"]
    return document


def main(argv: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    """Run the command line; returns the exit status."""
    if len(argv) not in (1, 2) or argv[0] in ("-h", "--help"):
        print(USAGE, file=stderr)
        return EXIT_BAD_INPUT
    slug = argv[0]
    try:
        game = get_game(slug)
    except UnknownGameError as error:
        print(error, file=stderr)
        return EXIT_BAD_INPUT

    source = argv[1] if len(argv) == 2 else "-"
    try:
        if source == "-":
            text = stdin.read()
        else:
            with open(source, encoding="utf-8") as file:
                text = file.read()
    except (OSError, UnicodeDecodeError) as error:
        print(f"cannot read {source}: {error}", file=stderr)
        return EXIT_BAD_INPUT

    try:
        data = parse_json(text)
    except (ValueError, RecursionError) as error:  # ValueError: also numbers too long to read
        where = ""
        if isinstance(error, json.JSONDecodeError):
            where = f" (line {error.lineno}, column {error.colno})"
        print(f"the table state is not valid JSON{where}: {error}", file=stderr)
        return EXIT_BAD_INPUT

    try:
        result = game.score_state(table_state(data))
    except TableError as error:
        for problem in error.problems:
            print(problem, file=stderr)
        return EXIT_BAD_INPUT

    json.dump(result.to_dict(), stdout, indent=2, ensure_ascii=False)
    stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:], sys.stdin, sys.stdout, sys.stderr))
