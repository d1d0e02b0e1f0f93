import os

import pytest

from eagle_core.storage import ArtifactStore


def _exercise(store: ArtifactStore) -> None:
    uri = store.write_json("stage/abc/meta.json", {"a": 1})
    assert uri == store.uri("stage/abc/meta.json")
    store.write_bytes("stage/abc/shard-00000.bin", b"x" * 1000)
    store.write_text("stage/abc/sub/readme.txt", "hello\nworld\n")
    assert store.exists("stage/abc/meta.json") and not store.exists("stage/abc/missing")
    assert store.read_json("stage/abc/meta.json") == {"a": 1}
    assert store.list("stage/abc") == ["stage/abc/meta.json", "stage/abc/shard-00000.bin", "stage/abc/sub/readme.txt"]
    assert list(store.iter_lines("stage/abc/sub/readme.txt")) == ["hello", "world"]
    store.write_manifest("stage/abc", rows=3, stage="stage")
    man = store.read_manifest("stage/abc")
    assert man["rows"] == 3 and set(man["files"]) == {"meta.json", "shard-00000.bin", "sub/readme.txt"}
    assert man["files"]["shard-00000.bin"]["sha256"] == store.digest("stage/abc/shard-00000.bin")
    assert store.local_path("stage/abc/shard-00000.bin").read_bytes() == b"x" * 1000
    store.delete_prefix("stage/abc/sub")
    assert store.list("stage/abc/sub") == []


def test_local_store_roundtrip_and_atomicity(tmp_path):
    store = ArtifactStore(str(tmp_path / "art"), cache_dir=tmp_path / "cache")
    _exercise(store)
    # No temp files are left behind and a failed write does not clobber the previous version.
    assert not [p for p in (tmp_path / "art").rglob("*.tmp")]
    store.write_bytes("k.bin", b"old")

    with pytest.raises(TypeError):
        store.write_bytes("k.bin", object())  # type: ignore[arg-type]
    assert store.read_bytes("k.bin") == b"old"
    assert not [p for p in (tmp_path / "art").rglob("*.tmp")]


def test_s3_store_roundtrip_through_moto_server(s3_env, tmp_path):
    endpoint, make_bucket = s3_env
    make_bucket("eagle-test")
    store = ArtifactStore("s3://eagle-test/runs/one", endpoint_url=endpoint, cache_dir=tmp_path / "cache")
    _exercise(store)
    assert store.uri("x/y") == "s3://eagle-test/runs/one/x/y"


def test_s3_multipart_upload(s3_env, tmp_path):
    endpoint, make_bucket = s3_env
    make_bucket("eagle-big")
    store = ArtifactStore("s3://eagle-big", endpoint_url=endpoint, multipart_threshold_mb=5, cache_dir=tmp_path / "c")
    data = os.urandom(12 * 1024 * 1024)
    f = tmp_path / "big.bin"
    f.write_bytes(data)
    store.upload_file(f, "big/file.bin")
    head = store.client.head_object(Bucket="eagle-big", Key="big/file.bin")
    assert "-" in head["ETag"]  # multipart ETags carry the part count
    assert store.local_path("big/file.bin").read_bytes() == data
    assert store.digest("big/file.bin") == __import__("hashlib").sha256(data).hexdigest()
