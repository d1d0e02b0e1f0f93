"""Build llama.cpp's `llama-server` once, from the source that ships inside the pinned `llama-cpp-python` sdist.

Why this source: the `llama-cpp-python` sdist on PyPI carries the whole llama.cpp tree (`vendor/llama.cpp`),
with EAGLE-3 serving (`--spec-type draft-eagle3`), `convert_hf_to_gguf.py` and `gguf-py`, so the set-up needs
only the project's own package index, and the version is pinned in one place (LLAMA_CPP_PYTHON_VERSION).

Layout under the cache dir ($EAGLE_CACHE_DIR or ~/.cache/eagle-pipeline), keyed by that version:
    llama.cpp/llama-cpp-python-<version>/{sdist/, src/<unpacked sdist>/, build/bin/llama-server, BUILT}
`BUILT` is written last, after a successful build, and records the version and cmake flags: an interrupted
build is resumed (cmake is incremental), never taken for a finished one, and a change of flags rebuilds. A file
lock keeps two processes (set-up and a test) from building at once.
Nothing is fetched at run time: the set-up (scripts/setup.sh, docker/Dockerfile.cpu) calls `ensure_built()`.

Run as `python -m eagle_core.engines.llamacpp_build` to build (prints the binary's path).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path
from typing import Iterator

from eagle_core.errors import DeterministicError

LLAMA_CPP_PYTHON_VERSION = "0.3.36"
# GGML_LLAMAFILE=OFF: llamafile's sgemm tiles a matmul by batch width, so a sequence's logits depend on how many
# others share its batch (45/48 greedy answers at 4 and 16 in flight equalled those at 1). Without it every output
# is one fixed-order dot product: 48/48 equal at 1, 4 and 16, for ~12% of batched throughput
# (docs/llamacpp.md, "Batch-invariant build").
CMAKE_FLAGS = ("-G", "Ninja", "-DLLAMA_CURL=OFF", "-DLLAMA_OPENSSL=OFF", "-DGGML_NATIVE=ON", "-DGGML_LLAMAFILE=OFF",
               "-DCMAKE_BUILD_TYPE=Release")
TARGETS = ("llama-server",)


def default_cache_dir() -> Path:
    # Same rule as eagle_core.target.default_cache_dir, without importing torch (the set-up runs this early).
    return Path(os.environ.get("EAGLE_CACHE_DIR", "~/.cache/eagle-pipeline")).expanduser()


class BuildToolMissing(DeterministicError):
    """A tool the build needs (cmake, ninja, a C++ compiler) is not installed."""


def build_root(cache_dir: str | Path | None = None, version: str = LLAMA_CPP_PYTHON_VERSION) -> Path:
    return (Path(cache_dir).expanduser() if cache_dir else default_cache_dir()) / "llama.cpp" / f"llama-cpp-python-{version}"


def source_dir(cache_dir: str | Path | None = None, version: str = LLAMA_CPP_PYTHON_VERSION) -> Path:
    """The unpacked llama.cpp tree (vendor/llama.cpp of the sdist): converter, gguf-py, sources."""
    return build_root(cache_dir, version) / "src" / f"llama_cpp_python-{version}" / "vendor" / "llama.cpp"


def server_binary(cache_dir: str | Path | None = None, version: str = LLAMA_CPP_PYTHON_VERSION) -> Path:
    return build_root(cache_dir, version) / "build" / "bin" / "llama-server"


def build_signature(version: str = LLAMA_CPP_PYTHON_VERSION) -> str:
    """First line of `BUILT`: the version and the project's cmake flags, so a change of them rebuilds (incrementally).
    EAGLE_LLAMACPP_CMAKE_ARGS (an image's -DGGML_NATIVE=OFF) goes on a second line, for the record only: the image
    runs without that variable set."""
    return " ".join([version, *CMAKE_FLAGS])


def is_built(cache_dir: str | Path | None = None, version: str = LLAMA_CPP_PYTHON_VERSION) -> bool:
    root = build_root(cache_dir, version)
    done = root / "BUILT"
    return (done.is_file() and done.read_text().splitlines()[:1] == [build_signature(version)]
            and server_binary(cache_dir, version).is_file())


def missing_tools() -> list[str]:
    """Names of build tools not on PATH, with what to install (empty when everything is there)."""
    missing = []
    if not shutil.which("cmake"):
        missing.append("cmake (apt-get install cmake, or pip install cmake)")
    if not shutil.which("ninja"):
        missing.append("ninja (apt-get install ninja-build, or pip install ninja)")
    if not (shutil.which(os.environ.get("CXX", "")) if os.environ.get("CXX") else None) and not any(
        shutil.which(c) for c in ("c++", "g++", "clang++")
    ):
        missing.append("a C++ compiler (apt-get install build-essential, or g++/clang++)")
    return missing


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _run(cmd: list[str], log: Path, cwd: Path | None = None) -> None:
    with open(log, "ab") as out:
        out.write(f"$ {' '.join(cmd)}\n".encode())
        out.flush()
        rc = subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, cwd=cwd).returncode
    if rc != 0:
        tail = "\n".join(log.read_text(errors="replace").splitlines()[-30:])
        raise RuntimeError(f"llama.cpp build step failed (rc={rc}): {cmd[:3]}...; log {log}:\n{tail}")


def ensure_source(cache_dir: str | Path | None = None, version: str = LLAMA_CPP_PYTHON_VERSION) -> Path:
    """The unpacked llama.cpp tree (downloads the sdist once); the converter needs it even with a given binary."""
    root = build_root(cache_dir, version)
    if not (root / "src" / "UNPACKED").is_file():
        with _locked(root.parent / f"{root.name}.lock"):
            root.mkdir(parents=True, exist_ok=True)
            _fetch_source(root, version, root / "build.log")
    return source_dir(cache_dir, version)


def _fetch_source(root: Path, version: str, log: Path) -> None:
    if (root / "src" / "UNPACKED").is_file():
        return
    sdist_dir = root / "sdist"
    sdist_dir.mkdir(parents=True, exist_ok=True)
    archives = sorted(sdist_dir.glob(f"llama_cpp_python-{version}.tar.gz"))
    if not archives:
        _run([sys.executable, "-m", "pip", "download", "--no-binary", ":all:", "--no-deps",
              "-d", str(sdist_dir), f"llama-cpp-python=={version}"], log)
        archives = sorted(sdist_dir.glob("llama_cpp_python-*.tar.gz"))
    if not archives:
        raise RuntimeError(f"pip download left no llama_cpp_python-{version}.tar.gz in {sdist_dir}")
    src = root / "src"
    shutil.rmtree(src, ignore_errors=True)
    src.mkdir(parents=True)
    with tarfile.open(archives[0]) as tar:
        tar.extractall(src, filter="data")
    (src / "UNPACKED").write_text(version)


def ensure_built(
    cache_dir: str | Path | None = None, version: str = LLAMA_CPP_PYTHON_VERSION, jobs: int | None = None,
) -> Path:
    """Path of a built `llama-server`, building it (download sdist, cmake, ninja; ~6 min on 2 cores) if needed."""
    if is_built(cache_dir, version):
        return server_binary(cache_dir, version)
    missing = missing_tools()
    if missing:
        raise BuildToolMissing("building llama.cpp's llama-server needs: " + "; ".join(missing)
                               + " (or set engine.llamacpp.binary to an existing llama-server)")
    root = build_root(cache_dir, version)
    with _locked(root.parent / f"{root.name}.lock"):
        if is_built(cache_dir, version):
            return server_binary(cache_dir, version)
        root.mkdir(parents=True, exist_ok=True)
        log = root / "build.log"
        _fetch_source(root, version, log)
        src, build = source_dir(cache_dir, version), root / "build"
        # EAGLE_LLAMACPP_CMAKE_ARGS: extra flags, e.g. "-DGGML_NATIVE=OFF" for an image that runs on other CPUs.
        extra = os.environ.get("EAGLE_LLAMACPP_CMAKE_ARGS", "").split()
        _run(["cmake", "-S", str(src), "-B", str(build), *CMAKE_FLAGS, *extra], log)
        cmd = ["cmake", "--build", str(build), "--target", *TARGETS]
        if jobs:
            cmd += ["-j", str(jobs)]
        _run(cmd, log)
        if not server_binary(cache_dir, version).is_file():
            raise RuntimeError(f"llama.cpp build finished without {server_binary(cache_dir, version)}; see {log}")
        (root / "BUILT").write_text(build_signature(version) + "\n" + " ".join(extra) + "\n")
    return server_binary(cache_dir, version)


if __name__ == "__main__":
    try:
        print(ensure_built())
    except (BuildToolMissing, RuntimeError) as exc:
        print(f"llama.cpp build: {exc}", file=sys.stderr)
        sys.exit(1)
