"""The compare stage: a head against a reference head (the registered champion) on the very prompts it was
evaluated on, as the promotion gate's evidence.

tau varies far more from prompt to prompt than between two heads on one prompt, so two separate evaluations,
each with its own interval, cannot tell a small gain from prompt noise. Here the reference decodes the prompts
of the head's evaluation (checked by digest) with the same settings and seeds, and a bootstrap that draws the
same prompts for both heads gives the interval of the difference. Under greedy decoding both heads emit the
target's own tokens (checked against the evaluation's baseline), so a pair differs only in how many
verification rounds each head needed.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from eagle_core.evaluate.benchmarks import load_benchmark, render
from eagle_core.evaluate.report import PER_PROMPT, ids_digest, open_decoder
from eagle_core.evaluate.specdec import GenerationResult, SpeculativeDecoder
from eagle_core.evaluate.stats import tau_difference_interval, tau_rows
from eagle_core.registry.promotion import gate_benchmarks

STAGE = "compare"
STAGE_VERSION = 1
METRIC_MODES = {"tau_chain": "chain", "tau_tree": "tree"}  # promotion metrics a paired comparison can decode
# evaluation settings that change what a head's decoding counts: both heads must decode under the same ones
DECODING = ("max_new_tokens", "temperature", "num_steps", "num_draft_tokens", "tree_topk", "tree_num_draft_tokens",
            "draft_dtype", "target_dtype", "seed")


def decode(decoder: SpeculativeDecoder, ids: list[int], ev: Any, mode: str, seed: int) -> GenerationResult:
    """One prompt as the evaluate stage decoded it (same budget, draft shape, temperature and seed)."""
    if mode == "chain":
        return decoder.generate(ids, ev.max_new_tokens, num_steps=ev.num_steps, topk=1,
                                num_draft_tokens=ev.num_draft_tokens, temperature=ev.temperature, seed=seed)
    return decoder.generate(ids, ev.max_new_tokens, num_steps=ev.num_steps, topk=ev.tree_topk,
                            num_draft_tokens=ev.tree_num_draft_tokens, temperature=ev.temperature, seed=seed)


def _eval_rows(store: Any, eval_prefix: str) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    manifest = store.read_manifest(eval_prefix)
    if manifest is None:
        raise FileNotFoundError(f"no evaluation manifest under {store.uri(eval_prefix)} (evaluate not committed)")
    key = store.key_of(eval_prefix)
    if not store.exists(f"{key}/{PER_PROMPT}"):
        raise FileNotFoundError(f"evaluation {store.uri(eval_prefix)} has no {PER_PROMPT} (made by an older version "
                                "of the evaluate stage): evaluate the head again")
    return manifest, store.read_json(f"{key}/metrics.json"), store.read_json(f"{key}/{PER_PROMPT}")


def _gate_prompts(cfg: Any, store: Any, eval_prefix: str, manifest: dict[str, Any], metrics: dict[str, Any],
                  rows: dict[str, Any]) -> list[tuple[str, list[list[int]], dict[str, Any]]]:
    """(benchmark, prompt ids, the evaluation's per-prompt rows) of each gate benchmark, the ids checked against
    the digests the evaluation decoded; only the tokenizer is loaded."""
    from eagle_core.target import target_tokenizer

    tokenizer = target_tokenizer(cfg)
    benches = {b.name: b for b in cfg.evaluation.benchmarks}
    out = []
    for name in gate_benchmarks(cfg.tracking, metrics):
        if name not in benches or name not in rows["benchmarks"]:
            raise ValueError(f"promotion benchmark {name!r} is not among the evaluated ones "
                             f"{sorted(rows['benchmarks'])}")
        got = rows["benchmarks"][name]
        ids = render(tokenizer, load_benchmark(benches[name], cfg, store, manifest.get("conversations")))
        if [ids_digest(p) for p in ids] != got["prompts"]:
            raise ValueError(f"benchmark {name!r}: its prompts are not those evaluation {store.uri(eval_prefix)} "
                             "decoded (data or tokenizer changed): evaluate again before comparing")
        out.append((name, ids, got))
    return out


def compare_stage(cfg: Any, store: Any, eval_prefix: str, reference_dir: str | Path, reference: str,
                  out_prefix: str) -> dict[str, Any]:
    """Decode the reference head on the evaluation's gate benchmarks; write paired.json and the manifest.

    `reference` names the reference for the record (e.g. `models:/name/3`); `reference_dir` is its head folder."""
    ev, tracking = cfg.evaluation, cfg.tracking
    metric = tracking.promotion_metric
    if metric not in METRIC_MODES:
        raise ValueError(f"tracking.promotion_metric {metric!r}: a paired comparison decodes "
                         f"{sorted(METRIC_MODES)}; use tracking.promotion_rule: point for other metrics")
    mode = METRIC_MODES[metric]
    manifest, metrics, rows = _eval_rows(store, eval_prefix)
    settings, mine = metrics["settings"], ev.model_dump(mode="json")
    changed = [k for k in DECODING if settings.get(k) != mine[k]]
    if changed:
        raise ValueError(f"evaluation {store.uri(eval_prefix)} decoded with other evaluation settings ({changed}): "
                         "evaluate again with this config before comparing")
    gate = _gate_prompts(cfg, store, eval_prefix, manifest, metrics, rows)  # refused here, before the model loads
    _, decoder = open_decoder(cfg, Path(reference_dir), reference)
    per_bench: dict[str, dict[str, Any]] = {}
    pairs = []
    for name, ids, got in gate:
        results = [decode(decoder, p, ev, mode, ev.seed + i) for i, p in enumerate(ids)]
        ref = tau_rows(results)
        head = got[metric]
        d, lo, hi = tau_difference_interval([(head, ref)], ev.seed)
        entry = {"prompts": len(ids), "head": _tau(head), "reference": _tau(ref), "diff": d, "diff_lo": lo,
                 "diff_hi": hi, "reference_rows": ref}
        if ev.temperature <= 0:  # lossless: the reference must emit the baseline's tokens, as the head did
            entry["greedy_mismatches"] = sum(ids_digest(r.tokens) != o for r, o in zip(results, got["outputs"]))
        per_bench[name] = entry
        pairs.append((head, ref))
    d, lo, hi = tau_difference_interval(pairs, ev.seed)
    out = {"metric": metric, "reference": reference, "head": manifest.get("head"), "evaluation": manifest.get("uri"),
           "benchmarks": per_bench, "diff": d, "diff_lo": lo, "diff_hi": hi,
           "head_tau": sum(b["head"] for b in per_bench.values()) / len(per_bench),
           "reference_tau": sum(b["reference"] for b in per_bench.values()) / len(per_bench),
           "prompts": sum(b["prompts"] for b in per_bench.values())}
    key = store.key_of(out_prefix)
    store.write_json(f"{key}/paired.json", out)
    store.write_manifest(key, rows=out["prompts"], stage=STAGE, reference=reference, metric=metric,
                         diff=d, diff_lo=lo, diff_hi=hi, head_tau=out["head_tau"], reference_tau=out["reference_tau"],
                         evaluation=manifest.get("uri"))
    return store.read_manifest(key)


def _tau(rows: list[list[int]]) -> float:
    rounds = sum(r[1] for r in rows)
    return sum(r[0] for r in rows) / rounds if rounds else 0.0
