"""Canary: unique values planted in every field a traffic log has, the whole pipeline run through a real Prefect
server with MLflow, then every sink searched for them, as text and inside SQLite, parquet, JSON, gzip and zip files.

Sinks searched: the artifact store (shards, manifests, PII report, watermarks, checkpoints), the MLflow SQLite DB
and artifact root, the Prefect home (server SQLite DB, result storage, server log), the run's captured stdout and
stderr, the run summary JSON, and every other file the run left under the test's folder (the traffic logs
themselves, the only place the values may be, excepted).
"""

from __future__ import annotations

import gzip
import io
import json
import sqlite3
import zipfile
from pathlib import Path

import flows_helpers as fh
import pytest
from flows_helpers import prefect_server  # noqa: F401  (session fixture)

# Caught by the scrubber (message text) or never read at all (every other field): none may persist anywhere.
CANARIES = {
    "msg_email": "quenby.canary7731@thistlewaite-mail.com",
    "msg_iban": "GB33BUKB20201555555555",
    "msg_name_first": "Svetlana",
    "msg_name_last": "Morozova",
    "msg_card": "4111 1111 1111 1111",
    "request_user": "canary-requser-Zq81xT",
    "top_user": "canary-topuser-Lp02Vb",
    "metadata": "canary-meta-Wd55Hc",
    "metadata_ip": "203.0.113.77",
    "response": "canary-response-Hn47Qe",
    "malformed_line": "canary-broken-Rt93Ka",
    "bad_role": "canary-role-Kx64Mu",
    "system_msg_email": "ops.canary5520@zorblax-corp.io",
}

TOPICS = ["rain", "coffee", "bicycles", "the moon", "bread", "rivers", "chess", "owls", "winter", "trains",
          "paper", "gardens", "clocks", "salt", "bridges", "music"]


def _line(i: int, content: str, system: str | None = None, **extra) -> str:
    msgs = ([{"role": "system", "content": system}] if system else []) + [{"role": "user", "content": content}]
    rec = {"request_id": f"req-{i}", "user": CANARIES["top_user"], "timestamp": f"2026-11-25T10:{i:02d}:00Z",
           "metadata": {"tenant": CANARIES["metadata"], "client_ip": CANARIES["metadata_ip"]},
           "request": {"model": "m", "user": CANARIES["request_user"], "messages": msgs},
           "response": {"choices": [{"message": {"role": "assistant",
                                                 "content": f"{CANARIES['response']} noted."}}]}}
    rec.update(extra)
    return json.dumps(rec)


def traffic_lines() -> list[str]:
    lines = [_line(i, f"Write one short sentence about {t}.") for i, t in enumerate(TOPICS)]
    lines.append(_line(20, f"Please write a short thank-you note to Svetlana Morozova; her email is "
                           f"{CANARIES['msg_email']} and the refund goes to IBAN {CANARIES['msg_iban']}.",
                       system=f"You are a support bot. Escalations go to {CANARIES['system_msg_email']}."))
    lines.append(_line(21, f"Is my card {CANARIES['msg_card']} still valid for one short sentence?"))
    lines.append('{"request_id": "broken", "request": {"messages": [{"role": "user", "content": "'
                 + CANARIES["malformed_line"])  # cut off mid-record
    lines.append(json.dumps({"request_id": "bad-role", "request": {"messages": [
        {"role": CANARIES["bad_role"], "content": "one short sentence about tea"}]}}))
    return lines


def texts_of(path: Path) -> list[str]:
    """A file as text, plus what is inside it where it is a container: SQLite rows, parquet rows, JSON values
    (escapes undone), gzip and zip members."""
    data = path.read_bytes()
    out = [data.decode("utf-8", errors="replace"), data.decode("latin-1")]
    if data[:16] == b"SQLite format 3\x00":
        con = sqlite3.connect(f"file:{path}?mode=ro&immutable=1", uri=True)
        try:
            for (table,) in con.execute("select name from sqlite_master where type='table'"):
                for row in con.execute(f'select * from "{table}"'):
                    for v in row:
                        if isinstance(v, bytes):
                            out += [v.decode("utf-8", errors="replace")]
                            if v[:2] == b"\x1f\x8b":
                                out += [gzip.decompress(v).decode("utf-8", errors="replace")]
                        elif v is not None:
                            out.append(str(v))
        finally:
            con.close()
    elif data[:4] == b"PAR1":
        import pyarrow.parquet as pq

        out.append(json.dumps(pq.read_table(path).to_pylist(), default=str, ensure_ascii=False))
    elif data[:2] == b"\x1f\x8b":
        out.append(gzip.decompress(data).decode("utf-8", errors="replace"))
    elif data[:4] == b"PK\x03\x04":
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            out += [z.read(n).decode("utf-8", errors="replace") for n in z.namelist()]
    stripped = data.lstrip()[:1]
    if stripped in (b"{", b"["):
        for chunk in ([data] if not path.suffix == ".jsonl" else data.splitlines()):
            try:
                out.append(json.dumps(json.loads(chunk), ensure_ascii=False))
            except (ValueError, UnicodeDecodeError):
                pass
    return out


def search(roots: list[Path], skip: Path) -> tuple[list[tuple[str, str]], int]:
    hits, n = [], 0
    for root in roots:
        for p in sorted(root.rglob("*")):
            if not p.is_file() or skip in p.parents:
                continue
            n += 1
            blob = "\n".join(texts_of(p))
            hits += [(str(p), k) for k, v in CANARIES.items() if v in blob]
    return hits, n


@pytest.mark.slow
def test_canary_values_from_every_traffic_field_reach_no_sink(tmp_path, prefect_server):
    api, home = prefect_server
    env = fh.prefect_env(home, api)
    logs = tmp_path / "traffic"
    logs.mkdir()
    (logs / "requests.jsonl").write_text("\n".join(traffic_lines()) + "\n")
    cfg = fh.tiny_config(tmp_path, data={"sources": [{"kind": "traffic", "path": str(logs)}],
                                         "holdout_fraction": 0.25})
    cfg_path = fh.write_config(tmp_path / "canary.yaml", cfg)
    summary_path = tmp_path / "run.json"
    res = fh.run_cli(["run", "--config", str(cfg_path), "--json", str(summary_path)], env, tmp_path)
    (tmp_path / "run.stdout").write_text(res.stdout)
    (tmp_path / "run.stderr").write_text(res.stderr)
    assert res.returncode == 0, res.stdout[-3000:] + res.stderr[-6000:]

    root = Path(cfg["storage"]["root"])
    extract = [json.loads(p.read_text()) for p in root.glob("prompts/*/manifest.json")]
    assert extract and extract[0]["rows"] >= 16 and extract[0]["malformed"] == 2  # cut-off line + bad role
    assert extract[0]["dropped_by_scrub"] == 1  # the card record
    report = json.loads(next(root.glob("prompts/*/pii_report.json")).read_text())
    assert report["entities"].get("EMAIL_ADDRESS", 0) >= 2 and report["entities"].get("PERSON", 0) >= 1
    mlflow_dir = Path(cfg["tracking"]["uri"][len("sqlite:///"):]).parent
    assert (mlflow_dir / "mlflow.db").is_file()

    hits, searched = search([tmp_path, home], skip=logs)
    assert searched > 50
    assert hits == [], f"{len(hits)} canary values persisted: {hits[:5]}"


def test_canary_search_sees_inside_every_container(tmp_path):
    """The search the canary relies on finds a value in plain text, escaped JSON, SQLite rows (text and gzip'd
    blobs), parquet, gzip and zip files, and in the traffic logs the canary test writes (its positive control)."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    v = CANARIES["metadata"]
    d = tmp_path / "sinks"
    d.mkdir()
    (d / "escaped.json").write_text('{"x": "' + "".join(f"\\u{ord(c):04x}" for c in v) + '"}')  # all \u-escaped
    con = sqlite3.connect(d / "db.sqlite")
    con.execute("create table t (a text, b blob)")
    con.execute("insert into t values (?, ?)", ("x", gzip.compress(v.encode())))
    con.commit()
    con.close()
    pq.write_table(pa.table({"c": [v]}), d / "t.parquet", compression="zstd")
    (d / "t.gz").write_bytes(gzip.compress(v.encode()))
    with zipfile.ZipFile(d / "t.zip", "w", compression=zipfile.ZIP_DEFLATED) as z:
        z.writestr("inner.txt", v * 50)
    hits, n = search([d], skip=tmp_path / "none")
    assert n == 5 and sorted(p.rsplit("/", 1)[1] for p, k in hits if k == "metadata") == [
        "db.sqlite", "escaped.json", "t.gz", "t.parquet", "t.zip"]
    logs = tmp_path / "traffic"
    logs.mkdir()
    (logs / "requests.jsonl").write_text("\n".join(traffic_lines()) + "\n")
    hits, _ = search([logs], skip=tmp_path / "none")
    assert {k for _, k in hits} == set(CANARIES)
