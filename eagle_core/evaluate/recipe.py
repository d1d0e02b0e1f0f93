"""The serving recipe: which draft length makes an engine fastest with this head.

Why: a longer chain accepts more tokens per verify round but every round then costs more (a wider verify forward
plus one draft step per token). Which length wins depends on the head's acceptance by position and on the
engine's cost per round, so it is measured per head and engine rather than fixed in the config. The prediction
multiplies the in-process decoder's acceptance by position with the engine's measured round cost; the measured
speedup is the engine's tokens/s with the head over its tokens/s without. The recommendation is the measured best
(when no length beats plain decoding, the recipe says so: serve without the head).
"""

from __future__ import annotations

from typing import Any, Sequence


def expected_tokens_per_round(accept_rate_by_pos: Sequence[float], draft_length: int) -> float | None:
    """Tokens a greedy chain of `draft_length` drafts yields per verify round: 1 + sum of P(draft i accepted).

    `accept_rate_by_pos[j]` is P(draft j+1 accepted | draft j accepted); None when the chain is longer than the
    positions measured (the in-process decoder drafts `evaluation.num_steps` tokens)."""
    if draft_length > len(accept_rate_by_pos):
        return None
    total, reach = 1.0, 1.0
    for rate in accept_rate_by_pos[:draft_length]:
        reach *= rate
        total += reach
    return total


def round_cost(row: dict[str, Any], base: dict[str, Any]) -> float | None:
    """One verify round (draft steps + verify forward) in plain decode steps of the same engine."""
    per_round, per_token = row.get("decode_ms_per_round"), base.get("decode_ms_per_token")
    return per_round / per_token if per_round and per_token else None


def serving_recipe(accept_rate_by_pos: Sequence[float], base: dict[str, Any], sweep: Sequence[dict[str, Any]]
                   ) -> dict[str, Any]:
    """Predicted and measured speedup per draft length, and the length to serve with.

    `base` is the engine's row without the head and `sweep` its rows with the head, one per `draft_n_max`, all at
    one concurrency (the recipe is for latency: one request in flight)."""
    rows = []
    for r in sorted(sweep, key=lambda r: r["draft_n_max"]):
        k = int(r["draft_n_max"])
        expected = expected_tokens_per_round(accept_rate_by_pos, k)
        cost = round_cost(r, base)
        rows.append({
            "draft_n_max": k,
            "predicted_accept_length": expected,
            "accept_length": r.get("accept_length"),
            "round_cost": cost,
            "predicted_speedup": expected / cost if expected is not None and cost else None,
            "speedup": r.get("speedup"),
            "output_tokens_per_s": r.get("output_tokens_per_s"),
        })
    measured = [r for r in rows if r["speedup"] is not None]
    best = max(measured, key=lambda r: r["speedup"], default=None)
    predicted = [r for r in rows if r["predicted_speedup"] is not None]
    best_predicted = max(predicted, key=lambda r: r["predicted_speedup"], default=None)
    use_head = best is not None and best["speedup"] > 1.0
    return {
        "concurrency": base.get("concurrency"),
        "rows": rows,
        "draft_n_max": best["draft_n_max"] if use_head else None,
        "speedup": best["speedup"] if best else None,
        "predicted_draft_n_max": best_predicted["draft_n_max"] if best_predicted else None,
        "predicted_speedup": best["predicted_speedup"] if best else None,
        "advice": (f"serve with --spec-draft-n-max {best['draft_n_max']} ({best['speedup']:.2f}x measured)" if use_head
                   else "no draft length beats plain decoding on this engine: serve without the head"
                   if best else "not measured"),
    }


def recipe_tags(serving: dict[str, Any]) -> dict[str, str]:
    """Tags for the registered version: what to serve the head with on this engine and what it gives."""
    recipe = (serving or {}).get("recipe")
    if not recipe:
        return {}
    engine = serving.get("engine", "engine")
    tags = {f"serving.{engine}.advice": recipe["advice"]}
    if recipe.get("draft_n_max") is not None:
        tags[f"serving.{engine}.draft_n_max"] = str(recipe["draft_n_max"])
    for key in ("speedup", "predicted_speedup"):
        if recipe.get(key) is not None:
            tags[f"serving.{engine}.{key}"] = f"{recipe[key]:.3f}"
    return tags


def recipe_markdown(recipe: dict[str, Any]) -> list[str]:
    """The recipe as a table: per draft length, predicted beside measured."""
    def f(x: Any, nd: int = 2) -> str:
        return "-" if x is None else f"{x:.{nd}f}"

    lines = [f"Serving recipe (concurrency {recipe.get('concurrency')}): **{recipe['advice']}**.", "",
             "| draft length | predicted accept length | engine accept length | round cost (decode steps) | "
             "predicted speedup | measured speedup |", "| --- | --- | --- | --- | --- | --- |"]
    for r in recipe["rows"]:
        lines.append(f"| {r['draft_n_max']} | {f(r['predicted_accept_length'])} | {f(r['accept_length'])} | "
                     f"{f(r['round_cost'])} | {f(r['predicted_speedup'])} | {f(r['speedup'])} |")
    lines += ["", "Predicted = the in-process decoder's acceptance by position (1 + sum of P(draft i accepted)) divided "
              "by the engine's measured cost of one round (draft steps + verify) in plain decode steps."]
    return lines
