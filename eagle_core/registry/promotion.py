"""The champion rule, in one place: which version is champion, what a new head is compared with, and when a
challenger replaces the champion (`tracking.promotion_rule`: the paired interval against the champion, or the
point tau, by more than `tracking.promotion_margin`).
"""

from __future__ import annotations

import re
from typing import Any

from eagle_core.config import PipelineConfig

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



def alias_version(client, name: str, alias: str):
    """The model version holding `alias` (e.g. champion), or None when no version holds it yet."""
    from mlflow.exceptions import MlflowException

    try:
        return client.get_model_version_by_alias(name, alias)
    except MlflowException:
        return None





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
    ref = _reference_version(paired)
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


def _reference_version(paired: dict[str, Any] | None) -> str | None:
    """The registered version a comparison decoded (`models:/name/N`), if it names one."""
    ref = (paired or {}).get("reference") or ""
    m = re.fullmatch(r"models:/[^/@]+/(\d+)", ref)
    return m.group(1) if m else None
