"""The champion rule, in one place: which version is champion, what a new head is compared with, and when a
challenger replaces the champion (`tracking.promotion_rule`: the paired interval against the champion, or the
point tau, by more than `tracking.promotion_margin`).
"""

from __future__ import annotations

import re
from typing import Any

from eagle_core.config import PipelineConfig
from eagle_core.registry.tracking import registered_model_name, tracking_setup

CHAMPION, CHALLENGER = "champion", "challenger"
TAG_TAU = "tau"


def headline_tau(scalars: dict[str, float], cfg: PipelineConfig) -> float | None:
    """The acceptance length the promotion gate compares.

    `tracking.promotion_benchmark` picks a benchmark; otherwise the evaluate stage's own headline (`eval/tau`,
    its held-out chat chain tau) when comparing tau_chain, else the metric's mean over benchmarks.
    """
    metric = cfg.tracking.promotion_metric
    if cfg.tracking.promotion_benchmark:
        return scalars.get(f"eval/{cfg.tracking.promotion_benchmark}/{metric}")
    if metric == "tau_chain" and "eval/tau" in scalars:
        return scalars["eval/tau"]
    vals = [v for k, v in scalars.items() if k.startswith("eval/") and k.endswith(f"/{metric}")]
    return sum(vals) / len(vals) if vals else None


def gate_benchmarks(tracking: Any, metrics: dict[str, Any]) -> list[str]:
    """The benchmarks the promotion gate reads (as headline_tau): the configured one, the evaluation's
    headline (held-out chat) for tau_chain, else all of them (their mean)."""
    if tracking.promotion_benchmark:
        return [tracking.promotion_benchmark]
    if tracking.promotion_metric == "tau_chain" and metrics.get("tau_benchmark"):
        return [metrics["tau_benchmark"]]
    return list(metrics["benchmarks"])


def alias_version(client, name: str, alias: str):
    """The model version holding `alias` (e.g. champion), or None when no version holds it yet."""
    from mlflow.exceptions import MlflowException

    try:
        return client.get_model_version_by_alias(name, alias)
    except MlflowException:
        return None


def champion_ref(cfg: PipelineConfig) -> str | None:
    """`models:/name@champion` while the target's model has a champion (what a retrain warm-starts from), else
    None: no reachable store, no registered model or no champion yet."""
    name = registered_model_name(cfg)
    try:
        mv = alias_version(tracking_setup(cfg), name, CHAMPION)
    except Exception:
        return None
    return f"models:/{name}@{CHAMPION}" if mv is not None else None


def champion_to_compare(cfg: PipelineConfig, train_digest: str | None) -> str | None:
    """The champion to pair the new head with, pinned as `models:/name/N`; None when the rule is `point`, there is
    no champion yet, or the champion is this very head (`train_digest`: a cached re-run)."""
    if cfg.tracking.promotion_rule != "paired":
        return None
    name = registered_model_name(cfg)
    mv = alias_version(tracking_setup(cfg), name, CHAMPION)  # None: the first head becomes champion unpaired
    if mv is None or mv.tags.get("train_digest") == train_digest:
        return None
    return f"models:/{name}/{mv.version}"


def pinned_ref(cfg: PipelineConfig, ref: str | None) -> str | None:
    """A head reference as a fixed one: an alias (`models:/name@champion`) is pinned to its version now, so a cache
    key holding it changes when the alias moves; anything else passes through."""
    if not ref or not ref.startswith("models:/") or "@" not in ref:
        return ref
    name, alias = ref[len("models:/"):].split("@", 1)
    mv = tracking_setup(cfg).get_model_version_by_alias(name, alias)
    return f"models:/{name}/{mv.version}"


def promote_if_better(client, name: str, version: str | int, tau: float | None, margin: float = 0.0,
                      paired: dict[str, Any] | None = None) -> bool:
    """Move `champion` to this version iff it beats the champion by more than `margin`.

    With `paired` (the compare stage's result against the current champion's version) the whole 95% interval of
    the paired tau difference must lie above the margin; otherwise the point tau must beat the champion's
    recorded one. The first version of a model becomes champion. A version without a tau never displaces one
    that has it. The decision is recorded on the version (`promotion` tag) so the UI shows why.
    """
    version = str(version)
    champ = alias_version(client, name, CHAMPION)
    if champ is not None and str(champ.version) == version:
        return True
    champ_tau = None
    if champ is not None and champ.tags.get(TAG_TAU) not in (None, "", "None"):
        champ_tau = float(champ.tags[TAG_TAU])
    ref = reference_version(paired)
    if champ is None:
        promote, why = True, "first version"
    elif tau is None:
        promote, why = champ_tau is None, "no tau measured"
    elif paired is not None and ref == str(champ.version):
        promote = paired["diff_lo"] > margin
        why = (f"paired {paired['metric']} difference {paired['diff']:+.4f} [{paired['diff_lo']:+.4f}, "
               f"{paired['diff_hi']:+.4f}] vs champion v{champ.version} on {paired['prompts']} prompts, "
               f"lower bound vs margin {margin}")
    elif champ_tau is None:
        promote, why = True, f"champion v{champ.version} has no tau"
    else:
        promote = tau > champ_tau + margin
        why = f"tau {tau:.4f} vs champion v{champ.version} {champ_tau:.4f} + margin {margin}"
        if paired is not None:
            why += f" (unpaired: compared with {paired.get('reference')}, the champion is now v{champ.version})"
    if tau is not None:
        client.set_model_version_tag(name, version, TAG_TAU, str(tau))
    client.set_model_version_tag(name, version, "promotion", ("promoted: " if promote else "kept champion: ") + why)
    if promote:
        client.set_registered_model_alias(name, CHAMPION, version)
    return promote


def reference_version(paired: dict[str, Any] | None) -> str | None:
    """The registered version a comparison decoded (`models:/name/N`), if it names one."""
    ref = (paired or {}).get("reference") or ""
    m = re.fullmatch(r"models:/[^/@]+/(\d+)", ref)
    return m.group(1) if m else None
