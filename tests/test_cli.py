"""One CLI, layered like the code: stage commands in `eagle_core.cli`, Prefect commands in `flows.cli`."""

from __future__ import annotations

import ast
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from flows.cli import COMMANDS, main

ROOT = Path(__file__).resolve().parents[1]
# Every option each command's --help listed before the CLI moved into one module (captured from that code).
OPTIONS_BEFORE = json.loads((ROOT / "tests" / "data" / "cli_options.json").read_text())
OPTION = re.compile(r"(?<![\w-])(--?[a-zA-Z][\w-]*)")


def help_options(command: str, capsys: pytest.CaptureFixture[str]) -> list[str]:
    with pytest.raises(SystemExit) as stop:
        main([command, "--help"])
    assert stop.value.code == 0
    return sorted(set(OPTION.findall(capsys.readouterr().out)))


@pytest.mark.parametrize("command", sorted(OPTIONS_BEFORE))
def test_every_command_keeps_every_option_it_had(command, capsys):
    assert help_options(command, capsys) == OPTIONS_BEFORE[command]


def test_the_console_script_lists_every_command_once(capsys):
    assert sorted(COMMANDS) == sorted(OPTIONS_BEFORE)
    assert main([]) == 2
    listed = [line.split()[0] for line in capsys.readouterr().out.splitlines() if line.startswith("  ")]
    assert listed == list(COMMANDS)
    assert main(["nonsense"]) == 2 and "unknown command 'nonsense'" in capsys.readouterr().err


def _imports_and_strings(path: Path) -> tuple[set[str], set[str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    mods: set[str] = set()
    strings: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            mods |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            mods.add(node.module)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            strings.add(node.value)
    return mods, strings


def test_no_library_module_parses_arguments_or_names_the_flows():
    offenders = []
    for path in sorted((ROOT / "eagle_core").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        mods, strings = _imports_and_strings(path)
        if any(m == "flows" or m.startswith("flows.") for m in mods) or any(s.startswith("flows.") for s in strings):
            offenders.append(f"{rel}: names flows")
        if rel != "eagle_core/cli.py" and ("argparse" in mods or "eagle_core.cli" in mods):
            offenders.append(f"{rel}: parses arguments or imports the CLI")
        if rel != "eagle_core/cli.py" and re.search(r"^def cli_", path.read_text(encoding="utf-8"), re.M):
            offenders.append(f"{rel}: defines a cli_ command")
    assert offenders == []


def test_a_stage_command_does_not_load_torch_or_prefect():
    code = ("import sys\nfrom flows.cli import main\ntry:\n    main(['scrub', '--help'])\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in ('torch', 'prefect') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "[]"
