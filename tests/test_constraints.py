"""scripts/check_constraints.py, the CI check that the installed environment is the one constraints.txt pins."""

from __future__ import annotations

import subprocess
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "check_constraints.py"


def _check(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), str(path)], capture_output=True, text=True, timeout=120)


def _freeze(tmp: Path, **replace: str) -> Path:
    """A constraints file pinning exactly what is installed here, with some versions replaced."""
    lines = []
    for d in metadata.distributions():
        name = d.metadata["Name"]
        if name and name.lower() not in ("torch", "pip", "setuptools", "wheel", "eagle-pipeline"):
            lines.append(f"{name}=={replace.get(name.lower(), d.version)}")
    path = tmp / "constraints.txt"
    path.write_text("# header comment\n" + "\n".join(sorted(set(lines))) + "\n")
    return path


def test_matching_environment_passes(tmp_path):
    res = _check(_freeze(tmp_path))
    assert res.returncode == 0, res.stderr
    assert "environment matches" in res.stdout


def test_a_version_mismatch_a_missing_and_an_unpinned_package_fail_naming_each(tmp_path):
    have = metadata.version("PyYAML")
    path = _freeze(tmp_path, pyyaml="0.0.1")
    text = path.read_text().replace(f"\nprefect=={metadata.version('prefect')}\n", "\n")  # installed, unpinned
    path.write_text(text + "no-such-package-xyz==1.2.3\n")
    res = _check(path)
    assert res.returncode == 1
    assert f"pyyaml: constraints.txt pins 0.0.1, installed {have}" in res.stderr
    assert "no-such-package-xyz: constraints.txt pins 1.2.3, not installed" in res.stderr
    assert f"prefect: installed {metadata.version('prefect')}, not pinned" in res.stderr
    assert "in 3 package(s)" in res.stderr

