"""`data.answers: source`: the source's own assistant turns become the conversations, and no engine runs.

For traffic this very target answered, or when there is no engine time. The loss still follows the target's
logits at every position (features and labels come from the target in training); what changes is the text
the draft reads, which is not the target's greedy continuation, so a token of it teaches less than a
regenerated one (on the SmolLM2 demo, 4.2x the answer tokens gave no higher held-out tau: README).

The output is the regenerate stage's: conversation shards and a manifest with the same fields, `engine: "none"`
and finish reason "source", so tokenize and everything after it are unchanged.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

from eagle_core.data.records import dumps_jsonl, load_prompts, shard_name

FINISH_REASON = "source"
STAGE = "regenerate"  # it writes the regenerate stage's artifact, the source's answers in place of an engine's
# Its own version, in the regenerate key when data.answers is source: a change here must not invalidate
# conversations an engine regenerated (hours of engine time), nor a change there these.
STAGE_VERSION = 1


def conversation_of(prompt: dict[str, Any], multi_turn: bool) -> dict[str, Any]:
    """The conversation record of one extracted record; with multi_turn false, up to its first answer."""
    msgs = prompt["messages"]
    answers = [i for i, m in enumerate(msgs) if m["role"] == "assistant"]
    if not answers:
        raise ValueError(f"prompt record {prompt['id']!r}: field 'messages' has no assistant turn; data.answers: "
                         "source needs prompts extracted with it (they keep the source's answers)")
    if not multi_turn:
        msgs = msgs[: answers[0] + 1]
    out = {k: v for k, v in prompt.items() if k != "messages"}
    out.update(messages=[dict(m) for m in msgs],
               finish_reasons=[FINISH_REASON] * sum(m["role"] == "assistant" for m in msgs))
    out.setdefault("source", "unknown")
    return out


def source_answers_stage(cfg: Any, store: Any, prompts_prefix: str, out_prefix: str) -> dict[str, Any]:
    """Write the conversation shards of every prompt record under prompts_prefix; returns the manifest.

    Every record is checked before anything is written, so a bad one leaves the output untouched.
    """
    from eagle_core.target import target_tokenizer

    t0 = time.perf_counter()
    out = store.key_of(out_prefix)
    records = [conversation_of(p, cfg.regeneration.multi_turn) for p in load_prompts(store, prompts_prefix)]
    tokenizer = target_tokenizer(cfg)
    for rec in records:  # the answer lengths the regenerate manifest reports, in target tokens
        answers = [m["content"] for m in rec["messages"] if m["role"] == "assistant"]
        rec["completion_tokens"] = [len(ids) for ids in tokenizer(answers, add_special_tokens=False)["input_ids"]]
    size = cfg.regeneration.shard_size
    store.delete_prefix(out)  # a re-run replaces the shards whole
    shards = 0
    for shards, lo in enumerate(range(0, len(records), size), start=1):
        store.write_text(f"{out}/{shard_name(shards - 1)}", dumps_jsonl(records[lo: lo + size]))
    reasons: Counter[str] = Counter(r for rec in records for r in rec["finish_reasons"])
    tokens = sum(sum(rec["completion_tokens"]) for rec in records)
    store.write_manifest(
        out, stage=STAGE, stage_version=STAGE_VERSION, rows=len(records), records_in=len(records), failures=0,
        shards=shards, assistant_turns=sum(reasons.values()), completion_tokens=tokens,
        finish_reasons=dict(sorted(reasons.items())), engine="none", answers="source",
        prompts=store.uri(store.key_of(prompts_prefix)), config=cfg.regeneration.model_dump(mode="json"),
        this_run={"seconds": round(time.perf_counter() - t0, 3), "requests": 0, "retries": 0,
                  "completion_tokens": tokens, "tokens_per_s": None},
    )
    return store.read_manifest(out)
