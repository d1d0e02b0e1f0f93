"""What a reviewer reads in MLflow, built from the stage outputs: readable metrics, data statistics, provenance,
the model version's one-page description and the self-contained HTML report.

Pure functions over manifests and metrics.json (no MLflow calls): `eagle_core.registry` logs what they return.
Nothing here reads or writes record text; PII appears as counts by entity type only.
"""

from __future__ import annotations

import base64
import html
import json
import math
import re
import subprocess
from importlib.metadata import PackageNotFoundError, version as pkg_version
from pathlib import Path
from typing import Any

# Benchmark figures that are counts (params, one value per run) rather than measurements (metrics).
EVAL_COUNTS = {"num_prompts", "rounds_chain", "rounds_tree", "tokens", "baseline_tokens", "greedy_mismatches", "kind"}
# acceptance by draft position: metrics.json list -> metric name pattern (1-based positions)
POSITION_SERIES = {"accept_rate_by_pos": "accept_pos{}", "accept_rate_by_pos_tree": "tree_accept_pos{}",
                   "accept_frac_by_pos": "accept_frac_pos{}"}
# stage name (as register_stage receives it) -> module whose STAGE_VERSION versions its output
STAGE_MODULES = {"prompts": "eagle_core/data/sources/stage.py", "conversations": "eagle_core/data/regenerate.py",
                 "tokenized": "eagle_core/data/tokenize.py", "vocab": "eagle_core/data/vocab.py",
                 "train": "eagle_core/train/trainer.py", "evaluate": "eagle_core/evaluate/report.py",
                 "compare": "eagle_core/evaluate/compare.py"}
PACKAGE = "eagle-pipeline"


# ------------------------------------------------------------------------------------------ numbers
def rounded(v: float) -> float:
    """Four significant digits for fractions and small figures, one decimal for large ones (no 16-digit noise)."""
    v = float(v)
    if not math.isfinite(v) or v == 0 or v.is_integer():
        return v
    if abs(v) >= 100:
        return round(v, 1)
    return round(v, max(0, 3 - int(math.floor(math.log10(abs(v))))))


def _num(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(float(v))


def _fmt(v: Any, nd: int = 2) -> str:
    if v is None:
        return "-"
    if isinstance(v, bool):
        return str(v).lower()
    if isinstance(v, int):
        return f"{v:,}"
    if isinstance(v, float):
        return f"{v:,.{nd}f}"
    return str(v)


def with_interval(m: dict[str, Any], key: str, suffix: str = "", nd: int = 2) -> str:
    """`1.50 [1.38, 1.62]`: the figure with its 95% interval where the metrics carry one."""
    if m.get(key) is None:
        return "-"
    text = f"{_fmt(float(m[key]), nd)}{suffix}"
    if m.get(f"{key}_lo") is not None and m.get(f"{key}_hi") is not None:
        text += f" [{_fmt(float(m[f'{key}_lo']), nd)}, {_fmt(float(m[f'{key}_hi']), nd)}]"
    return text


# ------------------------------------------------------------------------------------------ evaluation
def _benchmarks(report: dict[str, Any]) -> dict[str, dict[str, Any]]:
    benches = report.get("benchmarks", {})
    if isinstance(benches, list):
        benches = {b.get("name", str(i)): b for i, b in enumerate(benches)}
    return {k: v for k, v in benches.items() if isinstance(v, dict)}


def eval_metrics_and_params(report: dict[str, Any]) -> tuple[dict[str, float], dict[str, str]]:
    """metrics.json as a reviewer reads it: one `eval/<bench>/tau_chain|tau_tree` (+ `_lo`/`_hi`) per benchmark,
    speedups and throughput, acceptance per draft position as separate metrics (`eval/<bench>/accept_pos1..k`),
    rounded; counts (prompts, rounds, tokens, greedy mismatches) as params `eval.<bench>.<name>`. No run-level
    duplicate of tau: the headline is the promotion benchmark's `tau_chain`, named in the version description."""
    from eagle_core.registry.params import flatten

    metrics: dict[str, float] = {}
    params: dict[str, str] = {}

    def add(prefix: str, body: dict[str, Any]) -> None:
        for k, v in body.items():
            if k == "name":
                continue
            if k in POSITION_SERIES and isinstance(v, list):
                for i, x in enumerate(v, start=1):
                    if _num(x):
                        metrics[f"eval/{prefix}/{POSITION_SERIES[k].format(i)}"] = rounded(x)
            elif k in EVAL_COUNTS:
                for kk, vv in flatten(v, f"eval.{prefix}.{k}").items():
                    if vv is not None:
                        params[kk] = str(vv)
            elif isinstance(v, (dict, list)):
                for kk, vv in flatten(v, k).items():
                    if _num(vv):
                        metrics[f"eval/{prefix}/{kk.replace('.', '/')}"] = rounded(vv)
            elif _num(v):
                metrics[f"eval/{prefix}/{k}"] = rounded(v)

    for name, body in _benchmarks(report).items():
        add(name, body)
    if isinstance(report.get("serving"), dict):
        add("serving", report["serving"])
    est = report.get("training_estimate")
    if isinstance(est, dict):
        for k in ("tau_chain_est", "tau_chain_est_lo", "tau_chain_est_hi", "acc_0"):
            if _num(est.get(k)):
                metrics[f"eval/training_estimate/{k}"] = rounded(est[k])
    if report.get("tau_benchmark"):
        params["eval.headline_benchmark"] = str(report["tau_benchmark"])
    return metrics, params


# ------------------------------------------------------------------------------------------ data statistics
def data_statistics(manifests: dict[str, dict[str, Any]], pii: dict[str, dict[str, Any]] | None = None
                    ) -> dict[str, Any]:
    """The figures a reviewer asks of the training data, read from the stage manifests (and PII reports: counts
    by entity type only). Keys are stable; missing stages leave theirs out."""
    out: dict[str, Any] = {}
    p = manifests.get("prompts") or {}
    if p:
        out["prompts"] = p.get("rows")
        out["sources"] = [{k: s.get(k) for k in ("name", "kind", "read", "kept", "malformed")}
                          for s in p.get("sources") or [] if isinstance(s, dict)]
        if _num(p.get("dropped_by_scrub")):
            out["pii_dropped_records"] = p["dropped_by_scrub"]
    entities: dict[str, int] = {}
    for report in (pii or {}).values():
        for ent, n in (report.get("entities") or {}).items():
            if _num(n):
                entities[ent] = entities.get(ent, 0) + int(n)
    if pii:
        out["pii_entities"] = dict(sorted(entities.items()))
    c = manifests.get("conversations") or {}
    if c:
        out["conversations"] = c.get("rows")
        out["regeneration_failures"] = c.get("failures")
        out["answers"] = c.get("assistant_turns")
        out["answer_tokens"] = c.get("completion_tokens")
        out["answers_source"] = c.get("answers", "regenerated") if c.get("engine") == "none" else "regenerated"
        reasons = c.get("finish_reasons") or {}
        if _num(c.get("assistant_turns")) and c["assistant_turns"]:
            out["answers_capped"] = int(reasons.get("length", 0))
            out["answers_capped_share"] = rounded(out["answers_capped"] / c["assistant_turns"])
        cap = ((c.get("config") or {}).get("max_tokens"))
        if cap is not None:
            out["answer_cap"] = cap
    t = manifests.get("tokenized") or {}
    splits = t.get("splits") or {}
    if splits:
        for split, name in (("train", "train"), ("holdout", "heldout")):
            s = splits.get(split) or {}
            out[f"{name}_rows"] = s.get("rows")
            out[f"{name}_tokens"] = s.get("tokens")
            out[f"{name}_assistant_tokens"] = s.get("masked")
            out[f"{name}_truncated"] = s.get("truncated")
    elif isinstance(t.get("rows"), dict):  # older/hand-made manifests: rows per split
        out["train_rows"] = t["rows"].get("train")
        out["heldout_rows"] = t["rows"].get("holdout")
    v = manifests.get("vocab") or {}
    if v:
        out["draft_vocab_size"] = v.get("draft_vocab_size")
        if _num(v.get("coverage")):
            out["draft_vocab_coverage"] = rounded(v["coverage"])
    seconds = {}
    for name, m in manifests.items():
        s = m.get("seconds")
        if s is None and isinstance(m.get("this_run"), dict):
            s = m["this_run"].get("seconds")
        if _num(s):
            seconds[name] = rounded(s)
    out["seconds"] = seconds
    return {k: v for k, v in out.items() if v is not None}


SHARES = ("answers_capped_share", "draft_vocab_coverage")  # fractions: metrics (charts across runs)


def statistics_metrics_and_params(stats: dict[str, Any]) -> tuple[dict[str, float], dict[str, str]]:
    """Data statistics as run metrics (`data/<share>`, `time/<stage>_s`) and params (`stats.<count>`)."""
    metrics: dict[str, float] = {f"data/{k}": float(stats[k]) for k in SHARES if _num(stats.get(k))}
    metrics.update({f"time/{k}_s": float(v) for k, v in (stats.get("seconds") or {}).items()})
    params: dict[str, str] = {}
    for k, v in stats.items():
        if k in SHARES or k == "seconds":
            continue
        if k == "sources":
            for s in v:
                for kk in ("read", "kept", "malformed"):
                    if s.get(kk) is not None:
                        params[f"stats.source.{s.get('name')}.{kk}"] = str(s[kk])
        elif k == "pii_entities":
            params.update({f"stats.pii.{e}": str(n) for e, n in v.items()})
        else:
            params[f"stats.{k}"] = str(v)
    return metrics, params


# ------------------------------------------------------------------------------------------ provenance
def git_commit(path: str | Path | None = None) -> tuple[str | None, bool]:
    """(commit, dirty) of the checkout holding this package, (None, False) outside one (an installed wheel)."""
    where = Path(path) if path else Path(__file__).resolve().parent.parent
    try:
        commit = subprocess.run(["git", "-C", str(where), "rev-parse", "HEAD"], capture_output=True, text=True,
                                timeout=10)
        if commit.returncode != 0:
            return None, False
        dirty = subprocess.run(["git", "-C", str(where), "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, timeout=10)
        return commit.stdout.strip(), bool(dirty.stdout.strip())
    except (OSError, subprocess.SubprocessError):
        return None, False


def package_version() -> str | None:
    try:
        return pkg_version(PACKAGE)
    except PackageNotFoundError:
        return None


def stage_version(name: str, manifest: dict[str, Any]) -> str | None:
    """The output's STAGE_VERSION: from its manifest when it records one, else the stage module's constant."""
    if manifest.get("stage_version") is not None:
        return str(manifest["stage_version"])
    rel = STAGE_MODULES.get(name) or STAGE_MODULES.get(str(manifest.get("stage", "")))
    if rel is None:
        return None
    src = Path(__file__).resolve().parent.parent / rel
    m = re.search(r"^STAGE_VERSION\s*=\s*(\d+)", src.read_text(encoding="utf-8"), re.M) if src.is_file() else None
    return m.group(1) if m else None


def provenance_tags(stages: dict[str, tuple[str, dict[str, Any]]]) -> dict[str, str]:
    """Tags naming the code and the inputs: git commit (in a checkout), package version, and per stage its
    version and cache key (the last part of its `<stage>/<key>` prefix). `stages`: name -> (prefix, manifest)."""
    import getpass

    tags: dict[str, str] = {}
    commit, dirty = git_commit()
    if commit:
        tags["eagle.git_commit"] = commit + ("-dirty" if dirty else "")
        tags["mlflow.source.git.commit"] = commit
    ver = package_version()
    if ver:
        tags["eagle.package_version"] = ver
    tags["mlflow.source.name"] = f"{PACKAGE} {ver or ''}".strip()
    tags["mlflow.source.type"] = "JOB"
    try:
        tags["mlflow.user"] = getpass.getuser()
    except Exception:  # noqa: BLE001 - no user name in some containers
        pass
    for name, (prefix, manifest) in stages.items():
        tags[f"eagle.stage.{name}.key"] = prefix.rstrip("/").split("/")[-1]
        v = stage_version(name, manifest)
        if v is not None:
            tags[f"eagle.stage.{name}.version"] = v
    return tags


# ------------------------------------------------------------------------------------------ the one page
def promotion_rule_text(rule: str, metric: str, margin: float) -> str:
    if rule == "paired":
        return (f"`champion` moves to a new version only if the whole 95% interval of its paired {metric} difference "
                f"against the current champion (the champion decodes the new head's evaluation prompts; bootstrap "
                f"over prompts) lies above the margin {margin} (`tracking.promotion_rule: paired`)")
    return (f"`champion` moves to a new version only if its {metric} exceeds the champion's recorded one by more "
            f"than {margin} (`tracking.promotion_rule: point`, no interval)")


def model_description(target: str, name: str, rule: str, metric: str, margin: float) -> str:
    return (f"EAGLE-3 draft heads for `{target}`.\n\n"
            f"- `challenger` = the newest version; `champion` = the one to serve. Promotion rule: "
            f"{promotion_rule_text(rule, metric, margin)}. The first version becomes champion; each version's "
            f"`promotion` tag and description say why it was or was not promoted.\n"
            f"- Serve: `eagle-pipeline export --model {name}@champion --to DIR`, then SGLang "
            f"`--speculative-algorithm EAGLE3 --speculative-draft-model-path DIR`.")


def eval_table(report: dict[str, Any]) -> list[str]:
    lines = ["| benchmark | prompts | tau chain | tau tree | speedup chain | speedup tree | accept by position (chain) |",
             "| --- | ---: | --- | --- | --- | --- | --- |"]
    for name, m in _benchmarks(report).items():
        acc = ", ".join(f"{x:.2f}" for x in m.get("accept_rate_by_pos") or [] if _num(x)) or "-"
        lines.append(f"| {name} | {m.get('num_prompts', '-')} | {with_interval(m, 'tau_chain')} | "
                     f"{with_interval(m, 'tau_tree')} | {with_interval(m, 'speedup', 'x')} | "
                     f"{with_interval(m, 'speedup_tree', 'x')} | {acc} |")
    return lines


def comparison_table(paired: dict[str, Any], champion: str) -> list[str]:
    metric = paired.get("metric", "tau_chain")
    lines = [f"| benchmark | prompts | this head {metric} | champion {champion} | difference [95%] |",
             "| --- | ---: | ---: | ---: | --- |"]
    for name, b in (paired.get("benchmarks") or {}).items():
        lines.append(f"| {name} | {b.get('prompts', '-')} | {_fmt(b.get('head'))} | {_fmt(b.get('reference'))} | "
                     f"{_signed(b.get('diff'))} [{_signed(b.get('diff_lo'))}, {_signed(b.get('diff_hi'))}] |")
    if len(paired.get("benchmarks") or {}) != 1:
        lines.append(f"| **all** | {paired.get('prompts', '-')} | {_fmt(paired.get('head_tau'))} | "
                     f"{_fmt(paired.get('reference_tau'))} | {_signed(paired.get('diff'))} "
                     f"[{_signed(paired.get('diff_lo'))}, {_signed(paired.get('diff_hi'))}] |")
    return lines


def _signed(v: Any) -> str:
    return "-" if v is None else f"{float(v):+.3f}"


def reference_label(paired: dict[str, Any] | None) -> str:
    from eagle_core.registry.promotion import reference_version

    version = reference_version(paired)
    return f"v{version}" if version else ((paired or {}).get("reference") or "reference")


def data_table(stats: dict[str, Any]) -> list[str]:
    rows: list[tuple[str, str]] = []
    for s in stats.get("sources") or []:
        rows.append((f"source `{s.get('name')}` ({s.get('kind')})",
                     f"{_fmt(s.get('read'))} read, {_fmt(s.get('kept'))} kept, {_fmt(s.get('malformed'))} malformed"))
    if "prompts" in stats:
        rows.append(("prompts (scrubbed)", _fmt(stats["prompts"])))
    if "pii_entities" in stats:
        ents = ", ".join(f"{e} {n:,}" for e, n in stats["pii_entities"].items()) or "none"
        dropped = stats.get("pii_dropped_records")
        rows.append(("PII found (by type)", ents + (f"; records dropped: {dropped:,}" if dropped else "")))
    if "answers" in stats:
        text = f"{_fmt(stats['answers'])} answers, {_fmt(stats.get('answer_tokens'))} tokens"
        if "answers_capped" in stats:
            text += (f"; {_fmt(stats['answers_capped'])} ({stats['answers_capped_share']:.1%}) cut at the cap"
                     + (f" `regeneration.max_tokens` = {stats['answer_cap']}" if "answer_cap" in stats else ""))
        rows.append((f"answers ({stats.get('answers_source', 'regenerated')})", text))
    if stats.get("regeneration_failures") is not None:
        rows.append(("regeneration failures", _fmt(stats["regeneration_failures"])))
    for split in ("train", "heldout"):
        if stats.get(f"{split}_rows") is not None:
            text = f"{_fmt(stats[f'{split}_rows'])} conversations"
            if stats.get(f"{split}_assistant_tokens") is not None:
                text += (f", {_fmt(stats.get(f'{split}_tokens'))} tokens of which "
                         f"{_fmt(stats[f'{split}_assistant_tokens'])} in answers")
            if stats.get(f"{split}_truncated"):
                text += f", {_fmt(stats[f'{split}_truncated'])} truncated"
            rows.append(("training set" if split == "train" else "held-out set", text))
    if "draft_vocab_size" in stats:
        cov = stats.get("draft_vocab_coverage")
        rows.append(("draft vocabulary", f"{_fmt(stats['draft_vocab_size'])} tokens"
                     + (f", covering {cov:.1%} of assistant tokens" if cov is not None else "")))
    if stats.get("seconds"):
        rows.append(("seconds per stage", ", ".join(f"{k} {v:,.0f}" for k, v in stats["seconds"].items())))
    return ["| | |", "| --- | --- |"] + [f"| {k} | {v} |" for k, v in rows]


def serving_recipe(report: dict[str, Any]) -> list[str]:
    """How to serve the head, as measured: llama.cpp's draft-length recipe, or SGLang's chain settings."""
    s = report.get("settings") or {}
    serving = report.get("serving")
    if not serving:
        return []
    recipe = serving.get("recipe")
    if serving.get("engine") == "llamacpp" and recipe:
        from eagle_core.evaluate.recipe import recipe_markdown

        line = ["", "`llama-server -m target.gguf -md head.gguf --spec-type draft-eagle3 --spec-draft-n-max "
                f"{recipe['draft_n_max']}`"] if recipe.get("draft_n_max") else []
        return ["", "#### Serving (llama.cpp, measured)", ""] + recipe_markdown(recipe) + line
    return [f"Measured with {serving.get('engine', 'the engine')}: `--speculative-algorithm EAGLE3 "
            f"--speculative-draft-model-path DIR --speculative-num-steps {s.get('num_steps')} "
            f"--speculative-eagle-topk 1 --speculative-num-draft-tokens {s.get('num_draft_tokens')}`."]


def review_page(*, title: str, report: dict[str, Any] | None, stats: dict[str, Any], decision: str | None,
                rule: str, paired: dict[str, Any] | None, links: dict[str, str | None],
                provenance: dict[str, str]) -> str:
    """The markdown a reviewer decides on: decision and rule, tau and speedup per benchmark with intervals, the
    paired comparison with the champion, the training data, links, code version."""
    lines = [f"### {title}", ""]
    if decision:
        lines += [f"**Decision:** {decision}", "", f"**Rule:** {rule}.", ""]
    if report:
        bench = report.get("tau_benchmark")
        head = _benchmarks(report).get(bench) or {}
        lines += [f"**Headline tau** ({bench}, chain, {(report.get('settings') or {}).get('num_steps')} draft "
                  f"steps): {with_interval(head, 'tau_chain')}", "",
                  "#### Acceptance length (tau) and speedup, 95% intervals", ""] + eval_table(report)
        lines += ["", "tau = tokens per target forward; speedups are the in-process reference decoder's on "
                  f"{report.get('device', 'the evaluation device')}, not an engine's."] + serving_recipe(report)
    if paired:
        champ = reference_label(paired)
        lines += ["", f"#### Against champion {champ} (paired: same prompts, same settings)", ""]
        lines += comparison_table(paired, champ)
    if stats:
        lines += ["", "#### Training data", ""] + data_table(stats)
    link_lines = [f"- {k}: {v}" for k, v in links.items() if v]
    code = ", ".join(f"{k} `{provenance[t]}`" for k, t in (("eagle-pipeline", "eagle.package_version"),
                                                          ("git", "eagle.git_commit")) if provenance.get(t))
    if code:
        link_lines.append(f"- code: {code}")
    if link_lines:
        lines += ["", "#### Links", ""] + link_lines
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------------------------------ HTML report
def report_html(title: str, report_md: str, images: dict[str, bytes], comparison_md: str | None = None) -> str:
    """The evaluation report as one HTML file: the markdown rendered, each `![x](x.png)` embedded as base64, the
    champion comparison table (when there is one) after the headline. MLflow's artifact preview shows it whole."""
    import markdown

    body = report_md
    # the report's own title line is the storage key: the page is titled by the model version instead
    body = re.sub(r"\A# [^\n]*\n", "", body)
    if comparison_md:
        body = comparison_md.rstrip() + "\n\n" + body
    for name, data in images.items():
        uri = "data:image/png;base64," + base64.b64encode(data).decode()
        body = body.replace(f"]({name})", f"]({uri})")
    content = markdown.markdown(body, extensions=["tables"])
    style = ("body{font-family:system-ui,sans-serif;max-width:1100px;margin:1.5em auto;padding:0 1em;color:#222}"
             "table{border-collapse:collapse;margin:.8em 0}th,td{border:1px solid #ccc;padding:.3em .6em;"
             "font-size:.9em}th{background:#f3f3f3}img{max-width:100%;display:block;margin:1em 0}")
    return (f"<!doctype html><html><head><meta charset=\"utf-8\"><title>{html.escape(title)}</title>"
            f"<style>{style}</style></head><body><h1>{html.escape(title)}</h1>\n{content}\n</body></html>\n")


def json_dumps(x: Any) -> str:
    return json.dumps(x, indent=2, sort_keys=True, default=str)
