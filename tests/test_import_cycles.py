"""No import cycle among the modules of ``scoring/`` and ``web/``, late imports included.

Each module's imports are read from its source (every ``import`` statement, at any depth: one
inside a function is an edge all the same, since a late import is how a cycle hides), and
the graph's strongly connected components are found with Tarjan's algorithm. A package's
``__init__`` is an edge only where it is named (``from web.rooms import init_app``), not each
time one of its modules is imported: that is how ``scoring`` offers its games.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("scoring", "web")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    """Every module of the packages, by its dotted name."""
    return {
        module_name(path): path
        for package in PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
    }


def imported_modules(name: str, path: Path, modules: set[str]) -> set[str]:
    """The project modules a module's import statements name, at any depth in its source:
    ``from a import b`` names ``a.b`` when that is a module, ``a`` otherwise; relative
    imports are made absolute."""
    is_package = path.name == "__init__.py"
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                found.add(submodule if submodule in modules else base)
    return (found & modules) - {name}


def import_graph(modules: dict[str, Path]) -> dict[str, set[str]]:
    """Module → the project modules it imports."""
    known = set(modules)
    return {name: imported_modules(name, path, known) for name, path in modules.items()}


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's algorithm: the graph's strongly connected components."""
    index: dict[str, int] = {}
    lowlink: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = lowlink[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(graph.get(node, ())):
            if target not in index:
                visit(target)
                lowlink[node] = min(lowlink[node], lowlink[target])
            elif target in on_stack:
                lowlink[node] = min(lowlink[node], index[target])
        if lowlink[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            components.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return components


def test_tarjan_finds_a_cycle_and_only_the_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}
    assert sorted(strongly_connected(graph)) == [["a", "b", "c"], ["d"]]


def test_a_late_import_is_an_edge(tmp_path: Path) -> None:
    module = tmp_path / "late.py"
    module.write_text("def f():\n    from web.rooms import views\n", encoding="utf-8")
    assert imported_modules("late", module, {"web.rooms", "web.rooms.views"}) == {"web.rooms.views"}


def test_no_import_cycle_among_scoring_and_web_modules() -> None:
    graph = import_graph(project_modules())
    assert "web.rooms.views" in graph["web.rooms"]  # The scan sees late imports.
    cycles = [component for component in strongly_connected(graph) if len(component) > 1]
    assert cycles == [], f"import cycles: {cycles}"
