"""Fail when the installed environment differs from constraints.txt: what the suites pass with is what users install.

Every `name==version` pin must be installed at exactly that version, and every installed distribution must be
pinned (except the set-up's own: torch, pip, setuptools, wheel and this project). Run by .ci/run after the set-up;
`python scripts/check_constraints.py [constraints.txt]` exits 1 and names each package and both versions.
"""

from __future__ import annotations

import re
import sys
from importlib import metadata
from pathlib import Path

UNPINNED_OK = {"torch", "pip", "setuptools", "wheel", "eagle-pipeline"}


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def read_pins(path: Path) -> dict[str, str]:
    pins = {}
    for n, raw in enumerate(path.read_text().splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"([A-Za-z0-9][A-Za-z0-9._-]*)(\[[^\]]*\])?\s*==\s*([^\s;]+)", line)
        if not m:
            raise SystemExit(f"{path}:{n}: not a `name==version` pin")
        pins[canonical(m.group(1))] = m.group(3)
    return pins


def installed() -> dict[str, str]:
    return {canonical(d.metadata["Name"]): d.version for d in metadata.distributions() if d.metadata["Name"]}


def mismatches(pins: dict[str, str], have: dict[str, str]) -> list[str]:
    out = []
    for name, want in sorted(pins.items()):
        got = have.get(name)
        if got is None:
            out.append(f"{name}: constraints.txt pins {want}, not installed")
        elif got != want:
            out.append(f"{name}: constraints.txt pins {want}, installed {got}")
    for name, got in sorted(have.items()):
        if name not in pins and name not in UNPINNED_OK:
            out.append(f"{name}: installed {got}, not pinned in constraints.txt")
    return out


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "constraints.txt"
    bad = mismatches(read_pins(path), installed())
    if bad:
        print(f"the environment differs from {path} in {len(bad)} package(s):", *bad, sep="\n  ", file=sys.stderr)
        print("install with `pip install -c constraints.txt ...`, or pin the new version there after both suites pass",
              file=sys.stderr)
        return 1
    print(f"environment matches {path} ({len(read_pins(path))} pins)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
