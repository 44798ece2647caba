"""Command line: ``python -m scoring [--lang LANG] SLUG [FILE]`` (spec/README.md, "Entry
points").

``--lang it`` words the explanations, warnings and problems in Italian (scoring/i18n.py); the
result's machine fields are the same in every language. Without it, English. The option may
also follow the slug or the file (``python -m scoring tsukimi table.json --lang it``).

Reads one table state as JSON from FILE, or standard input when FILE is absent or ``-``.
Prints the result JSON and exits 0; on a bad table prints one problem per line (each naming
its field's path) to standard error and exits 2.

Input is read as UTF-8 bytes, strictly: other bytes are refused (exit 2) rather than carried
into the table as lone surrogates. Output is written so that no text can fail to encode,
whatever the terminal's encoding: the result falls back to ASCII-only JSON (the same JSON,
with ``\\u`` escapes), and a message quoting odd text shows it escaped.
"""

from __future__ import annotations

import gc
import os
import sys

from scoring import i18n
from scoring.errors import TableError, UnknownGameError
from scoring.i18n import _
from scoring.jsontext import indented_json, json_problem, parse_json
from scoring.registry import SLUGS, get_game
from scoring.result import Result
from scoring.validation import writable
from scoring.wording import printable, quoted

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any, TextIO

SYNOPSIS = "usage: python -m scoring [--lang LANG] SLUG [FILE]"
"""The command's syntax, the same in every language (like its options and the slugs)."""

EXIT_BAD_INPUT = 2


def usage() -> str:
    """How to call the command, in the language chosen (English before one is)."""
    return "\n".join(
        (
            SYNOPSIS,
            _("  SLUG is one of: %(games)s") % {"games": ", ".join(SLUGS)},
            _("  LANG is one of: %(languages)s (default: en)")
            % {"languages": ", ".join(i18n.available_languages())},
        )
    )


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


def _encodes(stream: TextIO, text: str) -> bool:
    """Whether ``stream`` can write ``text`` (a stream without an encoding is taken as
    UTF-8)."""
    try:
        text.encode(getattr(stream, "encoding", None) or "utf-8")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def _say(stream: TextIO, text: str) -> None:
    """Write one line of a message, escaping what the stream cannot encode."""
    line = writable(text)
    if not _encodes(stream, line):
        line = line.encode("ascii", "backslashreplace").decode("ascii")
    stream.write(line + "\n")


def _write_json(stream: TextIO, document: Any) -> None:
    """Write the result JSON as readable text when the stream can encode it, otherwise as the
    same JSON in ASCII only, so it is always written whole and always parses."""
    text = indented_json(document, ensure_ascii=False)
    if not _encodes(stream, text):
        text = indented_json(document, ensure_ascii=True)
    stream.write(text + "\n")


def _read_source(source: str, stdin: TextIO) -> str:
    """The text of FILE or standard input, decoded strictly as UTF-8; raises ``OSError`` or
    ``UnicodeDecodeError``."""
    if source == "-":
        buffer = getattr(stdin, "buffer", None)
        if buffer is None:  # a text stream with no bytes underneath (tests, embedding)
            return stdin.read()
        data: bytes = buffer.read()
    else:
        with open(source, "rb") as file:
            data = file.read()
    return data.decode("utf-8")


def _language_option(argv: list[str]) -> tuple[str | None, list[str]] | None:
    """``--lang LANG`` or ``--lang=LANG`` anywhere in ``argv`` (before the slug, as the
    synopsis writes it, or after the file, as many type it): the language (None when absent)
    and the arguments left; None when the option is given without a language, or twice.

    >>> _language_option(["tsukimi", "table.json", "--lang", "it"])
    ('it', ['tsukimi', 'table.json'])
    >>> _language_option(["--lang=it", "tsukimi"]), _language_option(["tsukimi", "--lang"])
    (('it', ['tsukimi']), None)
    """
    places = [
        index for index, arg in enumerate(argv) if arg == "--lang" or arg.startswith("--lang=")
    ]
    if not places:
        return None, argv
    if len(places) > 1:
        return None
    index = places[0]
    if argv[index].startswith("--lang="):
        code = argv[index].removeprefix("--lang=")
        return (code, argv[:index] + argv[index + 1 :]) if code else None
    if index + 1 >= len(argv):
        return None
    return argv[index + 1], argv[:index] + argv[index + 2 :]


def main(argv: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    """Run the command line; returns the exit status."""
    option = _language_option(argv)
    if option is None:
        _say(stderr, usage())
        return EXIT_BAD_INPUT
    code, argv = option
    if code is None:
        return _run(argv, stdin, stdout, stderr)
    if code not in i18n.available_languages():
        _say(
            stderr,
            _("unknown language: %(code)s") % {"code": quoted(printable(code))} + "\n" + usage(),
        )
        return EXIT_BAD_INPUT
    with i18n.language(code):
        return _run(argv, stdin, stdout, stderr)


class _Refused(Exception):
    """Input the command line cannot score: its message lines go to standard error."""

    def __init__(self, *lines: str) -> None:
        super().__init__(*lines)
        self.lines = lines


def _run(argv: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    """Score one table state, in the language already chosen; returns the exit status."""
    try:
        result = _scored(argv, stdin)
    except _Refused as refused:
        for line in refused.lines:
            _say(stderr, line)
        return EXIT_BAD_INPUT
    _write_json(stdout, result.to_dict())
    return 0


def _scored(argv: list[str], stdin: TextIO) -> Result:
    """The result of the table ``argv`` names (``SLUG [FILE]``); :class:`_Refused` when the
    arguments, the file, its JSON or the table cannot be scored."""
    if len(argv) not in (1, 2) or argv[0] in ("-h", "--help"):
        raise _Refused(usage())
    try:
        game = get_game(argv[0])
    except UnknownGameError as error:
        raise _Refused(str(error)) from None
    data = _table_json(_table_text(argv[1] if len(argv) == 2 else "-", stdin))
    try:
        return game.score_state(table_state(data))
    except TableError as error:
        raise _Refused(*(str(problem) for problem in error.problems)) from None


def _table_text(source: str, stdin: TextIO) -> str:
    """The text of the table state from ``source`` (``-``: standard input)."""
    where_from = _("standard input") if source == "-" else source
    try:
        return _read_source(source, stdin)
    except OSError as error:
        raise _Refused(
            _("cannot read %(source)s: %(error)s")
            % {"source": where_from, "error": _os_problem(error)}
        ) from None
    except UnicodeDecodeError as error:
        byte = error.object[error.start]
        raise _Refused(
            _(
                "cannot read %(source)s: it is not UTF-8 text (byte %(byte)s at position "
                "%(position)s); save the table state as UTF-8."
            )
            % {"source": where_from, "byte": f"{byte:#04x}", "position": error.start}
        ) from None


def _table_json(text: str) -> Any:
    """The table state's JSON value, read from its text."""
    try:
        return parse_json(text)
    except (ValueError, RecursionError) as error:  # ValueError: also numbers too long to read
        message = _("the table state is not valid JSON: %(error)s") % {"error": json_problem(error)}
        raise _Refused(message) from None


def _os_problem(error: OSError) -> str:
    """Why a file cannot be read, in the current language (Python's ``strerror`` is English)."""
    if isinstance(error, FileNotFoundError):
        return _("there is no such file")
    if isinstance(error, IsADirectoryError):
        return _("it is a folder, not a file")
    if isinstance(error, PermissionError):
        return _("permission to read it is denied")
    return str(error.strerror or error)


def _exit_now(status: int) -> None:
    """End the process with ``status`` once what it wrote is flushed, without tearing the
    interpreter down: freeing every module and object one by one is a tenth of a run
    (5 ms of a Panorama run's 50, issue 24), for a process that ends anyway. The command
    registers nothing to run at exit. Should a flush fail (a closed pipe), the process
    ends the ordinary way, which reports it as Python always has."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        sys.exit(status)
    os._exit(status)


if __name__ == "__main__":
    # A run keeps what it makes until it ends: the cyclic garbage collector, left on, would
    # walk the library's objects again and again while they are made (3 ms of a Panorama run).
    gc.disable()
    _exit_now(main(sys.argv[1:], sys.stdin, sys.stdout, sys.stderr))
