"""The extraction driver: prompt records over every configured source, sampled, converted, filtered (malformed,
non-text, empty, duplicate, too long) and counted, with the traffic watermarks it advanced."""

from __future__ import annotations

import hashlib
import heapq
from typing import Any, Iterator

from eagle_core.config import PipelineConfig, SourceConfig
from eagle_core.data.records import stable_id
from eagle_core.data.sources.files import iter_file, open_local_or_s3
from eagle_core.data.sources.hf_dataset import iter_hf_dataset
from eagle_core.data.sources.messages import answered_turns, messages_of, normalized_hash, prompt_turns
from eagle_core.data.sources.raw import MalformedRecord, NonText, Raw, SourceStats
from eagle_core.data.sources.sharegpt import known_cut
from eagle_core.data.sources.traffic import iter_traffic, read_watermark, watermark_key
from eagle_core.errors import DeterministicError
from eagle_core.storage import ArtifactStore


def source_name(src: SourceConfig) -> str:
    """The name records and stats carry: the configured one, else `<kind>:<file or folder name>`."""
    if src.name:
        return src.name
    base = "package" if src.path == "package:sharegpt" else src.path.rstrip("/").rsplit("/", 1)[-1]
    return f"{src.kind}:{base}"


def _sample_key(seed: int, raw: Raw) -> str:
    return hashlib.sha256(f"{seed}:{raw.file}:{raw.loc}".encode()).hexdigest()


class Extraction:
    """Iterates prompt records over every configured source, keeping stats and the advanced watermarks."""

    def __init__(self, cfg: PipelineConfig, store: ArtifactStore, tokenizer: Any = None, batch_size: int = 256):
        self.cfg = cfg
        self.store = store
        self.tokenizer = tokenizer
        self.batch_size = batch_size
        self.stats: list[SourceStats] = []
        self.pending_watermarks: dict[str, dict[str, Any]] = {}
        self._seen_hashes: set[str] = set()
        self._seen_ids: set[str] = set()

    def quotas(self) -> list[int | None]:
        """Per-source caps: the source's own limit, and a weight-proportional share of data.max_samples."""
        srcs = self.cfg.data.sources
        total = self.cfg.data.max_samples
        out: list[int | None] = [s.limit for s in srcs]
        if total is not None:
            wsum = sum(s.weight for s in srcs)
            shares = [int(total * s.weight / wsum) for s in srcs]
            for i in range(total - sum(shares)):  # the rounding remainder goes to the first sources
                shares[i % len(shares)] += 1
            out = [min(q, s) if q is not None else s for q, s in zip(out, shares)]
        return out

    def __iter__(self) -> Iterator[dict[str, Any]]:
        for src, quota in zip(self.cfg.data.sources, self.quotas()):
            stats = SourceStats(source_name(src), src.kind)
            self.stats.append(stats)
            if quota == 0:
                continue
            yield from self._source(src, stats, quota)

    def _raw(self, src: SourceConfig, stats: SourceStats, quota: int | None) -> Iterator[Raw]:
        if src.kind == "traffic":
            state = read_watermark(self.store, src)
            self.pending_watermarks[watermark_key(src)] = state
            yield from iter_traffic(src, self.cfg, state, stats)
            return
        path = open_local_or_s3(src.path, self.cfg)
        label = "package:sharegpt" if src.path == "package:sharegpt" else src.path
        stats.files = 1
        if src.kind == "hf_dataset":
            it = iter_hf_dataset(src, path, label)
        elif path.is_dir():
            files = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix in (".json", ".jsonl", ".parquet"))
            stats.files = len(files)
            it = (r for p in files for r in iter_file(p, f"{label.rstrip('/')}/{p.relative_to(path).as_posix()}"))
        else:
            it = iter_file(path, label)
        if src.path == "package:sharegpt":
            it = known_cut(it, stats)
        if src.sample == "random" and quota is not None:
            # A seeded sample without holding the source: the records with the smallest seeded hash keys.
            # Extra candidates cover those the filters drop.
            pool = max(2 * quota + 64, quota)
            yield from heapq.nsmallest(pool, it, key=lambda r: _sample_key(self.cfg.data.seed, r))
        else:
            yield from it

    def _source(self, src: SourceConfig, stats: SourceStats, quota: int | None) -> Iterator[dict[str, Any]]:
        name = source_name(src)
        batch: list[tuple[dict[str, Any], str]] = []
        kept = 0
        raws = self._raw(src, stats, quota)
        for raw in raws:
            stats.read += 1
            rec = self._convert(raw, name, stats)
            if rec is not None:
                batch.append(rec)
            # Decide the batch once it is full; with a quota, only as many as could still be kept, so a
            # traffic watermark never moves past a line that was not taken.
            room = None if quota is None else quota - kept
            if batch and (len(batch) >= self.batch_size or (room is not None and len(batch) >= room)):
                for out in self._finish(batch, stats):
                    kept += 1
                    yield out
                batch = []
                if quota is not None and kept >= quota:
                    raws.close()
                    return
        for out in self._finish(batch, stats):
            kept += 1
            yield out

    def _convert(self, raw: Raw, name: str, stats: SourceStats) -> tuple[dict[str, Any], str] | None:
        policy = self.cfg.data.on_malformed
        if raw.error is not None:
            if policy == "fail" or (raw.fatal and policy is None):
                raise DeterministicError(
                    f"source {raw.file}: {raw.loc[0]} {raw.loc[1]}: {raw.error}; {raw.loc[1] - 1} "
                    f"{raw.loc[0]}s read before it. Fix the file, or set data.on_malformed: skip to keep what "
                    f"can be read and count the rest")
            stats.bad(raw, "<json>" if not raw.fatal else "<file>", raw.error)
            return None
        keep = self.cfg.data.answers == "source"
        try:
            messages, orig = messages_of(raw.value, keep_answers=keep)
        except MalformedRecord as exc:
            if policy == "fail":
                raise DeterministicError(f"source {raw.file}: {raw.loc[0]} {raw.loc[1]}: malformed record, "
                                         f"field {exc.field}: {exc.problem} (data.on_malformed: fail)") from None
            stats.bad(raw, exc.field, exc.problem)
            return None
        except NonText:
            stats.drop("non_text")
            return None
        prompt = prompt_turns(messages)
        if not any(m["role"] == "user" and m["content"].strip() for m in prompt):
            stats.drop("empty")
            return None
        if keep:
            messages = answered_turns(messages)
            if messages is None:
                stats.drop("no_answer")
                return None
        h = normalized_hash(prompt)
        if self.cfg.data.dedup:
            if h in self._seen_hashes:
                stats.drop("duplicate")
                return None
            self._seen_hashes.add(h)
        rid = stable_id(name, orig) if orig is not None else stable_id(name, h)
        n = 0
        while rid in self._seen_ids:  # id reused (different content, or dedup off): keep both, re-keyed
            n += 1
            rid = stable_id(name, orig or "", h, str(n))
        stats.rekeyed += n > 0
        self._seen_ids.add(rid)
        return {"id": rid, "source": name, "messages": messages}, h

    def _finish(self, batch: list[tuple[dict[str, Any], str]], stats: SourceStats) -> list[dict[str, Any]]:
        """Length filter (target tokens, the prompt as the chat template renders it) for a batch."""
        if not batch:
            return []
        prompts = [prompt_turns(r["messages"]) for r, _ in batch]
        lengths = prompt_lengths(self.tokenizer, prompts) if self.tokenizer else None
        out = []
        for i, (rec, h) in enumerate(batch):
            if lengths is not None and lengths[i] > self.cfg.data.max_prompt_tokens:
                stats.drop("too_long")
                continue
            stats.kept += 1
            out.append(rec)
        return out


def prompt_lengths(tokenizer: Any, conversations: list[list[dict[str, str]]]) -> list[int]:
    """Prompt lengths in target tokens: the chat-template rendering (generation prompt included), batched."""
    texts = []
    for msgs in conversations:
        try:
            texts.append(tokenizer.apply_chat_template(msgs, tokenize=False, add_generation_prompt=True))
        except Exception:  # noqa: BLE001 - no/strict template (e.g. role alternation): count the contents
            texts.append("\n".join(m["content"] for m in msgs))
    enc = tokenizer(texts, add_special_tokens=False)["input_ids"]
    return [len(ids) for ids in enc]


def iter_prompts(cfg: PipelineConfig, store: ArtifactStore, tokenizer: Any = None) -> Iterator[dict[str, Any]]:
    """Prompt records from every configured source, filtered and deduplicated.

    Unscrubbed: keep them in memory only (extract_stage scrubs before writing). `tokenizer` defaults to the
    target's (the max_prompt_tokens filter counts target tokens). Traffic watermarks are not advanced.
    """
    from eagle_core.target import target_tokenizer

    return iter(Extraction(cfg, store, tokenizer if tokenizer is not None else target_tokenizer(cfg)))
