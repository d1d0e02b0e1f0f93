"""Chat-template tokenization with SmolLM2's real tokenizer: the loss mask covers exactly the assistant
contents plus the end-of-turn token (single-, multi-turn, 200 real ShareGPT chats, other templates)."""

from __future__ import annotations

import copy
import json

import numpy as np
import pyarrow.parquet as pq
import pytest

from data_helpers import sharegpt_head, to_conversation
from eagle_core.config import load_config
from eagle_core.data.records import dumps_jsonl, is_holdout
from eagle_core.data.assistant_spans import ConversationError, _spans_by_sentinel
from eagle_core.data.mask_check import describe_mask, show_mask
from eagle_core.data.tokenize import tokenize_conversations, tokenize_stage
from eagle_core.data.tokenized_shards import iter_tokenized
from eagle_core.storage import ArtifactStore

EOT = "<|im_end|>"


@pytest.fixture(scope="module")
def conversations(sharegpt_200) -> list[dict]:
    convs = [to_conversation(x) for x in sharegpt_200]
    return [c for c in convs if any(m["role"] == "assistant" for m in c["messages"])]


def masked_runs(tokenizer, ids, mask) -> list[str]:
    """Decoded text of each maximal run of masked tokens."""
    runs, i, ids, mask = [], 0, list(ids), list(mask)
    while i < len(ids):
        if mask[i]:
            j = i
            while j < len(ids) and mask[j]:
                j += 1
            runs.append(tokenizer.decode(ids[i:j], skip_special_tokens=False, clean_up_tokenization_spaces=False))
            i = j
        else:
            i += 1
    return runs


def expected_runs(messages, eot=EOT, strip=False) -> list[str]:
    return [(m["content"].strip() if strip else m["content"]) + eot for m in messages if m["role"] == "assistant"]


def one(tokenizer, messages, max_length=4096):
    (row,) = tokenize_conversations([{"id": "r", "messages": messages}], tokenizer, max_length)
    return row


def test_single_turn_mask_is_exactly_the_answer(tokenizer):
    msgs = [{"role": "user", "content": "What is 2+2?"}, {"role": "assistant", "content": "2+2 = 4."}]
    row = one(tokenizer, msgs)
    assert masked_runs(tokenizer, row["input_ids"], row["loss_mask"]) == ["2+2 = 4." + EOT]
    # Nothing before the answer is trained on: not the system prompt, not the user turn, not the header.
    ids, mask = row["input_ids"].tolist(), row["loss_mask"].tolist()
    first = mask.index(1)
    assert tokenizer.decode(ids[:first]).endswith("<|im_start|>assistant\n")
    assert mask[-1] == 0 and tokenizer.decode(ids[-1:]) == "\n"  # the newline after <|im_end|> is template, not answer
    assert ids == tokenizer.apply_chat_template(msgs, tokenize=True)["input_ids"]


def test_multi_turn_mask_covers_every_assistant_turn(tokenizer):
    msgs = [
        {"role": "system", "content": "You answer in French."},
        {"role": "user", "content": "Hi!"},
        {"role": "assistant", "content": "Bonjour ! Ça va ?"},
        {"role": "user", "content": "Write code"},
        {"role": "assistant", "content": "```python\nprint('<|im_start|> is text here')\n```\n"},
        {"role": "user", "content": "thanks"},
        {"role": "assistant", "content": " assistant"},  # content equal to a header word, with a leading space
    ]
    row = one(tokenizer, msgs)
    assert masked_runs(tokenizer, row["input_ids"], row["loss_mask"]) == expected_runs(msgs)
    assert "You answer in French." not in "".join(masked_runs(tokenizer, row["input_ids"], row["loss_mask"]))


def test_mask_exact_on_200_sharegpt_conversations(tokenizer, conversations):
    rows = tokenize_conversations(conversations, tokenizer, max_length=1 << 20)
    assert len(rows) == len(conversations) > 150
    multi = 0
    for conv, row in zip(conversations, rows):
        assert row["id"] == conv["id"]
        assert row["input_ids"].dtype == np.int32 and row["loss_mask"].dtype == np.int8
        assert masked_runs(tokenizer, row["input_ids"], row["loss_mask"]) == expected_runs(conv["messages"]), conv["id"]
        multi += sum(m["role"] == "assistant" for m in conv["messages"]) > 1
    assert multi > 50
    # Token ids are the template's own tokenization (spot check).
    for conv, row in list(zip(conversations, rows))[:20]:
        assert row["input_ids"].tolist() == tokenizer.apply_chat_template(conv["messages"], tokenize=True)["input_ids"]


def test_other_templates_not_chatml(tokenizer):
    # A header/footer template with a different end-of-turn token, and one that strips contents (the
    # sentinel rendering then disagrees with the real one and the prefix fallback must find the spans).
    llama_like = ("{{ '<|endoftext|>' }}{% for m in messages %}<|im_start|>{{ m['role'] }}<|im_end|>\n\n"
                  "{{ m['content'] }}<repo_name>{% endfor %}{% if add_generation_prompt %}"
                  "<|im_start|>assistant<|im_end|>\n\n{% endif %}")
    trimming = ("{% for m in messages %}### {{ m['role'] | upper }}:\n{{ m['content'] | trim }}"
                "{% if m['role'] == 'assistant' %}<|endoftext|>{% endif %}\n{% endfor %}"
                "{% if add_generation_prompt %}### ASSISTANT:\n{% endif %}")
    msgs = [{"role": "user", "content": "a question"}, {"role": "assistant", "content": "  first answer\n"},
            {"role": "user", "content": "and?"}, {"role": "assistant", "content": "second answer"}]
    tok = copy.deepcopy(tokenizer)
    tok.chat_template = llama_like
    plain = [{**m, "content": m["content"].strip()} for m in msgs]
    row = one(tok, plain)
    assert masked_runs(tok, row["input_ids"], row["loss_mask"]) == expected_runs(plain, eot="<repo_name>")
    # Content starting with spaces right after the header's "\n\n": BPE makes one token of "\n\n " that is
    # part template, part answer. It is trained on (it carries answer text); nothing else of the header is.
    row = one(tok, msgs)
    runs = masked_runs(tok, row["input_ids"], row["loss_mask"])
    assert runs[1:] == expected_runs(msgs, eot="<repo_name>")[1:]
    assert runs[0].endswith("  first answer\n<repo_name>") and runs[0][: -len("  first answer\n<repo_name>")] == "\n\n"
    tok.chat_template = trimming
    text = tok.apply_chat_template(msgs, tokenize=False)
    assert _spans_by_sentinel(tok, msgs, text) is None  # the fallback path is what runs here
    row = one(tok, msgs)
    assert masked_runs(tok, row["input_ids"], row["loss_mask"]) == expected_runs(msgs, eot="<|endoftext|>", strip=True)


def test_truncation_keeps_the_prefix_and_drops_unmasked(tokenizer, conversations):
    conv = max(conversations[:50], key=lambda c: sum(len(m["content"]) for m in c["messages"]))
    full = one(tokenizer, conv["messages"], max_length=1 << 20)
    cut = one(tokenizer, conv["messages"], max_length=300)
    assert len(cut["input_ids"]) == 300
    assert cut["input_ids"].tolist() == full["input_ids"][:300].tolist()
    assert cut["loss_mask"].tolist() == full["loss_mask"][:300].tolist()
    # All assistant tokens past max_length: nothing to train on, the row is left out.
    long_user = [{"role": "user", "content": "word " * 300}, {"role": "assistant", "content": "ok"}]
    assert tokenize_conversations([{"id": "x", "messages": long_user}], tokenizer, 64) == []


def test_malformed_conversation_names_record_and_field(tokenizer):
    with pytest.raises(ConversationError, match=r"'c7'.*messages\[1\]\.content"):
        tokenize_conversations([{"id": "c7", "messages": [{"role": "user", "content": "q"},
                                                          {"role": "assistant", "content": None}]}], tokenizer, 64)
    with pytest.raises(ConversationError, match="no assistant turn"):
        tokenize_conversations([{"id": "c8", "messages": [{"role": "user", "content": "q"}]}], tokenizer, 64)


def test_describe_mask_brackets_the_trained_tokens(tokenizer):
    msgs = [{"role": "user", "content": "Hi"}, {"role": "assistant", "content": "Hello there"}]
    row = one(tokenizer, msgs)
    text = describe_mask(tokenizer, row["input_ids"], row["loss_mask"])
    assert "<|im_start|>assistant\n[[Hello there<|im_end|>]]\n" in text
    assert text.count("[[") == 2 and f"{int(row['loss_mask'].sum())}/{len(row['input_ids'])}" in text


def test_tokenize_stage_writes_split_parquet_shards(tmp_path, tokenizer, conversations):
    cfg = load_config(None, [f"storage.root={tmp_path}", "data.holdout_fraction=0.2",
                             "tokenization.shard_size=25", "tokenization.batch_size=16"])
    store = ArtifactStore.from_config(cfg.storage)
    convs = conversations[:60]
    lines = dumps_jsonl(convs[:30]) + "{truncated\n" + dumps_jsonl([{"id": "nc", "messages": [{"role": "user"}]}])
    store.write_text("conv/shard-00000.jsonl", lines)
    store.write_text("conv/shard-00001.jsonl", dumps_jsonl(convs[30:]))
    store.write_text("conv/failures.jsonl", "{}\n")  # not a shard: ignored
    store.write_text("conv/_journal/shard-00002/part-0-00000001.jsonl", dumps_jsonl(convs[:1]))  # nor a journal
    m = tokenize_stage(cfg, store, "conv", "tok", tokenizer=tokenizer)

    # Rows whose assistant turns all start past max_length (long pasted prompts) carry nothing to train on.
    ref = {r["id"]: r for r in tokenize_conversations(convs, tokenizer, cfg.tokenization.max_length)}
    assert (m["rows"], m["malformed"], m["no_assistant_tokens"]) == (len(ref), 2, 60 - len(ref))
    assert {(e["file"], e["line"], e["field"]) for e in m["malformed_at"]} == {
        ("conv/shard-00000.jsonl", 31, "<json>"), ("conv/shard-00000.jsonl", 32, "messages[0].content")}
    holdout = {i for i in ref if is_holdout(i, 0.2, cfg.data.seed)}
    assert 0 < len(holdout) < len(ref)
    assert {r["id"] for r in iter_tokenized(store, "tok", "holdout")} == holdout
    train = list(iter_tokenized(store, "tok", "train"))
    assert m["splits"]["train"]["rows"] == len(train) == len(ref) - len(holdout)
    assert m["splits"]["train"]["shards"] == -(-len(train) // 25)
    # Parquet schema of the layout, and the rows equal the in-memory tokenization.
    key = [k for k in store.list("tok/train") if k.endswith(".parquet")][0]
    schema = pq.read_schema(store.local_path(key))
    import pyarrow as pa

    assert schema.field("input_ids").type.value_type == pa.int32()
    assert schema.field("loss_mask").type.value_type == pa.int8()
    assert schema.field("id").type == pa.string()
    for r in train:
        assert r["input_ids"] == ref[r["id"]]["input_ids"].tolist()
        assert r["loss_mask"] == ref[r["id"]]["loss_mask"].tolist()
    # The manifest's mask check is counts and token ids, no text; the text only via show_mask (--show-mask).
    mc = m["mask_check"]
    row = next(r for s in ("train", "holdout") for r in iter_tokenized(store, "tok", s) if r["id"] == mc["id"])
    assert mc["tokens"] == len(row["input_ids"]) and mc["trained_tokens"] == sum(row["loss_mask"]) > 0
    assert mc["first_ids"] == row["input_ids"][:16]
    assert all(row["loss_mask"][a] == 1 and row["loss_mask"][b - 1] == 1 for a, b in mc["trained_runs"])
    words = {w for c in convs for msg in c["messages"] for w in str(msg.get("content") or "").split() if len(w) > 6 and w.isalpha()}
    assert words and not any(w in json.dumps(list(mc.values())) for w in words)
    assert {type(v) for k, v in mc.items() if k != "id"} <= {int, list}
    shown = show_mask(store, "tok", tokenizer)
    assert shown.startswith(f"record {mc['id']}: ") and "[[" in shown
    assert m["splits"]["train"]["masked"] > 0
    assert json.loads(store.read_text("tok/manifest.json"))["stage"] == "tokenize"


def test_rust_fast_path_equals_offsets_path(tokenizer, conversations, monkeypatch):
    """Tokenizers whose backend presets truncation/padding go through the HF call with offsets: same rows."""
    import eagle_core.data.tokenize as tk

    fast = tokenize_conversations(conversations[:40], tokenizer, 1024)
    monkeypatch.setattr(tk, "_backend", lambda _tok: None)
    slow = tokenize_conversations(conversations[:40], tokenizer, 1024)
    assert [r["id"] for r in fast] == [r["id"] for r in slow]
    for a, b in zip(fast, slow):
        assert np.array_equal(a["input_ids"], b["input_ids"]) and np.array_equal(a["loss_mask"], b["loss_mask"])


def test_long_chats_encoded_only_up_to_a_boundary_are_exact(tokenizer, conversations, monkeypatch):
    """Cutting long chats at a special token past max_length*k chars gives the same rows as encoding them whole,
    including chats whose cut prefix is too short and must be encoded again."""
    import eagle_core.data.tokenize as tk

    long_ones = sorted(conversations, key=lambda c: -sum(len(m["content"]) for m in c["messages"]))[:25]
    monkeypatch.setattr(tk, "CUT_CHARS_PER_TOKEN", 10**9)  # never cut
    whole = tokenize_conversations(long_ones, tokenizer, 512)
    for k in (1, 6):  # 1: most prefixes are too short (re-encoded); 6: the default
        monkeypatch.setattr(tk, "CUT_CHARS_PER_TOKEN", k)
        cut = tokenize_conversations(long_ones, tokenizer, 512)
        assert [r["id"] for r in cut] == [r["id"] for r in whole]
        for a, b in zip(cut, whole):
            assert np.array_equal(a["input_ids"], b["input_ids"]) and np.array_equal(a["loss_mask"], b["loss_mask"])
    texts = [tokenizer.apply_chat_template(c["messages"], tokenize=False) for c in long_ones]
    bounds = tk._boundary_strings(tokenizer)
    assert "<|im_end|>" in bounds and sum(tk._cut_point(t, 512 * 6, bounds) < len(t) for t in texts) > 10
