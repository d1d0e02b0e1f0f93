"""The EAGLE-3 draft head: one Llama decoder layer over the fused target features, in the layout SGLang loads.

Shape of one draft step (h = draft hidden size, Ht = target hidden size):

    aux [B,T,3*Ht] --(fc_norm?)--> fc --> hidden [B,T,h]                  (step 0 only; later steps reuse `next_hidden`)
    embed(token t+1) -> input_layernorm --+
    hidden           -> hidden_norm ------+-> concat [B,T,2h] -> q/k/v -> attention -> o_proj (+ hidden as residual)
    -> post_attention_layernorm -> MLP (+ residual) = next_hidden (pre-norm) -> norm -> lm_head -> draft logits

The module names (`fc`, `midlayer.*`, `norm`, `lm_head`, buffers `d2t`/`t2d`) are the safetensors names of the
published EAGLE-3 heads, so `export.py` writes `state_dict()` almost as is.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Callable

import torch
import torch.nn.functional as F
from torch import nn

# attend(q [B,Hq,T,D], k [B,Hkv,T,D], v [B,Hkv,T,D]) -> [B,Hq,T,D]; the layer stays agnostic of caches/masks.
AttendFn = Callable[[torch.Tensor, torch.Tensor, torch.Tensor], torch.Tensor]


def _cfg_get(cfg: Any, name: str, default: Any = None) -> Any:
    if isinstance(cfg, dict):
        return cfg.get(name, default)
    return getattr(cfg, name, default)


def _rope_from_target(cfg: Any) -> tuple[float, dict | None]:
    """(rope_theta, rope_scaling in the legacy HF dict form or None) from a transformers 4.x or 5.x config."""
    params = _cfg_get(cfg, "rope_parameters")
    if isinstance(params, dict) and "full_attention" in params:  # per-layer-type form (e.g. Gemma 3)
        params = params["full_attention"]
    scaling = _cfg_get(cfg, "rope_scaling")
    theta = _cfg_get(cfg, "rope_theta")
    if isinstance(params, dict):
        theta = params.get("rope_theta", theta)
        scaling = scaling if isinstance(scaling, dict) and scaling is not params else dict(params)
    if isinstance(scaling, dict):
        scaling = {k: v for k, v in scaling.items() if k != "rope_theta"}
        if scaling.get("rope_type", scaling.get("type", "default")) == "default":
            scaling = None
    return float(theta if theta is not None else 10000.0), scaling


@dataclass
class Eagle3DraftConfig:
    hidden_size: int
    intermediate_size: int
    num_attention_heads: int
    num_key_value_heads: int
    head_dim: int
    vocab_size: int  # target vocabulary
    draft_vocab_size: int
    target_hidden_size: int
    aux_hidden_state_ids: list[int] = field(default_factory=list)  # HF hidden_states indices (0 = embeddings)
    num_hidden_layers: int = 1
    rms_norm_eps: float = 1e-6
    rope_theta: float = 10000.0
    rope_scaling: dict | None = None
    max_position_embeddings: int = 4096
    hidden_act: str = "silu"
    fc_norm: bool = False  # EAGLE-3.1: RMSNorm per aux chunk before fc
    norm_output: bool = False  # EAGLE-3.1: hand the post-norm state to the next step

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Eagle3DraftConfig":
        names = {f.name for f in fields(cls)}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown Eagle3DraftConfig keys: {sorted(unknown)}")
        return cls(**data)

    @classmethod
    def from_target_config(cls, target_hf_config: Any, draft_vocab_size: int, aux_hidden_state_ids: list[int],
                           num_layers: int = 1, fc_norm: bool = False, norm_output: bool = False,
                           intermediate_size: int | None = None) -> "Eagle3DraftConfig":
        """Size the draft like one layer of the target (Llama/Qwen/Gemma-like configs), as SGLang expects."""
        c = target_hf_config
        c = _cfg_get(c, "text_config", None) or c  # multimodal wrappers
        hidden = int(_cfg_get(c, "hidden_size"))
        heads = int(_cfg_get(c, "num_attention_heads"))
        kv = int(_cfg_get(c, "num_key_value_heads") or heads)
        head_dim = _cfg_get(c, "head_dim") or hidden // heads
        theta, scaling = _rope_from_target(c)
        act = _cfg_get(c, "hidden_act") or _cfg_get(c, "hidden_activation") or "silu"
        if len(aux_hidden_state_ids) != 3:
            raise ValueError(f"EAGLE-3 fuses exactly 3 aux states, got {aux_hidden_state_ids}")
        return cls(
            hidden_size=hidden, intermediate_size=int(intermediate_size or _cfg_get(c, "intermediate_size")),
            num_attention_heads=heads, num_key_value_heads=kv, head_dim=int(head_dim),
            vocab_size=int(_cfg_get(c, "vocab_size")), draft_vocab_size=int(draft_vocab_size),
            target_hidden_size=hidden, aux_hidden_state_ids=[int(i) for i in aux_hidden_state_ids],
            num_hidden_layers=num_layers, rms_norm_eps=float(_cfg_get(c, "rms_norm_eps", 1e-6) or 1e-6),
            rope_theta=theta, rope_scaling=scaling,
            max_position_embeddings=int(_cfg_get(c, "max_position_embeddings", 4096) or 4096),
            hidden_act="silu" if act in ("silu", "swish") else str(act), fc_norm=fc_norm, norm_output=norm_output,
        )


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float = 1e-6) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        dtype = x.dtype
        x = x.float()
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return self.weight * x.to(dtype)


def _inv_freq(cfg: Eagle3DraftConfig) -> tuple[torch.Tensor, float]:
    """Rotary inverse frequencies and attention scaling, honouring the target's rope scaling."""
    dim = cfg.head_dim
    base = 1.0 / (cfg.rope_theta ** (torch.arange(0, dim, 2, dtype=torch.int64).float() / dim))
    sc = cfg.rope_scaling
    if not sc:
        return base.float(), 1.0
    kind = sc.get("rope_type", sc.get("type"))
    if kind == "linear":
        return (base / float(sc["factor"])).float(), 1.0
    if kind == "llama3":
        factor, lo, hi = float(sc["factor"]), float(sc["low_freq_factor"]), float(sc["high_freq_factor"])
        old_ctx = float(sc["original_max_position_embeddings"])
        wavelen = 2 * math.pi / base
        smooth = (old_ctx / wavelen - lo) / (hi - lo)
        scaled = torch.where(wavelen > old_ctx / lo, base / factor, base)
        mid = (1 - smooth) * base / factor + smooth * base
        is_mid = (wavelen <= old_ctx / lo) & (wavelen >= old_ctx / hi)
        return torch.where(is_mid, mid, scaled).float(), 1.0
    # Anything else (yarn, longrope, ...): transformers' own initialisers on an equivalent LlamaConfig.
    from transformers import LlamaConfig
    from transformers.modeling_rope_utils import ROPE_INIT_FUNCTIONS

    lc = LlamaConfig(hidden_size=cfg.num_attention_heads * cfg.head_dim, num_attention_heads=cfg.num_attention_heads,
                     head_dim=cfg.head_dim, max_position_embeddings=cfg.max_position_embeddings,
                     rope_parameters={"rope_theta": cfg.rope_theta, **sc})
    inv, scaling = ROPE_INIT_FUNCTIONS[kind](lc, torch.device("cpu"))
    return inv.float(), float(scaling)


class Rotary(nn.Module):
    def __init__(self, cfg: Eagle3DraftConfig) -> None:
        super().__init__()
        inv, self.scaling = _inv_freq(cfg)
        self.register_buffer("inv_freq", inv, persistent=False)

    def forward(self, position_ids: torch.Tensor, dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
        freqs = position_ids[..., None].float() * self.inv_freq.to(position_ids.device)  # [B,T,D/2]
        emb = torch.cat([freqs, freqs], dim=-1)
        return (emb.cos() * self.scaling).to(dtype), (emb.sin() * self.scaling).to(dtype)


def apply_rope(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """x [B,H,T,D]; cos/sin [B,T,D] (HF's rotate-half convention)."""
    cos, sin = cos[:, None], sin[:, None]
    x1, x2 = x.chunk(2, dim=-1)
    return x * cos + torch.cat([-x2, x1], dim=-1) * sin


class Eagle3Attention(nn.Module):
    """Llama attention whose q/k/v read the 2h-wide concat of (embedding, hidden)."""

    def __init__(self, cfg: Eagle3DraftConfig, in_features: int) -> None:
        super().__init__()
        self.num_heads, self.num_kv_heads, self.head_dim = cfg.num_attention_heads, cfg.num_key_value_heads, cfg.head_dim
        self.q_proj = nn.Linear(in_features, self.num_heads * self.head_dim, bias=False)
        self.k_proj = nn.Linear(in_features, self.num_kv_heads * self.head_dim, bias=False)
        self.v_proj = nn.Linear(in_features, self.num_kv_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(self.num_heads * self.head_dim, cfg.hidden_size, bias=False)

    def forward(self, x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, attend: AttendFn) -> torch.Tensor:
        b, t, _ = x.shape
        q = self.q_proj(x).view(b, t, self.num_heads, self.head_dim).transpose(1, 2)
        k = self.k_proj(x).view(b, t, self.num_kv_heads, self.head_dim).transpose(1, 2)
        v = self.v_proj(x).view(b, t, self.num_kv_heads, self.head_dim).transpose(1, 2)
        q, k = apply_rope(q, cos, sin), apply_rope(k, cos, sin)
        out = attend(q, k, v)
        return self.o_proj(out.transpose(1, 2).reshape(b, t, -1))


class MLP(nn.Module):
    def __init__(self, cfg: Eagle3DraftConfig) -> None:
        super().__init__()
        self.gate_proj = nn.Linear(cfg.hidden_size, cfg.intermediate_size, bias=False)
        self.up_proj = nn.Linear(cfg.hidden_size, cfg.intermediate_size, bias=False)
        self.down_proj = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)
        self.act = {"silu": F.silu, "gelu": F.gelu, "gelu_pytorch_tanh": lambda x: F.gelu(x, approximate="tanh")}.get(
            cfg.hidden_act, F.silu)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(self.act(self.gate_proj(x)) * self.up_proj(x))


class Eagle3DecoderLayer(nn.Module):
    """The first layer reads concat(embed, hidden) (2h); further layers (N>1) are plain Llama layers."""

    def __init__(self, cfg: Eagle3DraftConfig, first: bool = True) -> None:
        super().__init__()
        self.first = first
        h = cfg.hidden_size
        self.input_layernorm = RMSNorm(h, cfg.rms_norm_eps)
        if first:
            self.hidden_norm = RMSNorm(h, cfg.rms_norm_eps)
        self.self_attn = Eagle3Attention(cfg, 2 * h if first else h)
        self.post_attention_layernorm = RMSNorm(h, cfg.rms_norm_eps)
        self.mlp = MLP(cfg)

    def forward(self, embeds: torch.Tensor | None, hidden: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor,
                attend: AttendFn) -> torch.Tensor:
        residual = hidden
        if self.first:
            x = torch.cat([self.input_layernorm(embeds), self.hidden_norm(hidden)], dim=-1)
        else:
            x = self.input_layernorm(hidden)
        hidden = residual + self.self_attn(x, cos, sin, attend)
        return hidden + self.mlp(self.post_attention_layernorm(hidden))


def repeat_kv(x: torch.Tensor, n: int) -> torch.Tensor:
    return x if n == 1 else x.repeat_interleave(n, dim=1)


def masked_attention(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, mask: torch.Tensor | None,
                     causal_offset: int | None) -> torch.Tensor:
    """SDPA with GQA. mask: bool [B,1,T,S] (True = attend); else causal with queries at offset..offset+T-1."""
    rep = q.shape[1] // k.shape[1]
    k, v = repeat_kv(k, rep), repeat_kv(v, rep)
    if mask is None:
        t, s = q.shape[2], k.shape[2]
        if causal_offset is None or (causal_offset == 0 and t == s):
            return F.scaled_dot_product_attention(q, k, v, is_causal=t > 1)
        mask = torch.ones(t, s, dtype=torch.bool, device=q.device).tril(diagonal=causal_offset)[None, None]
    return F.scaled_dot_product_attention(q, k, v, attn_mask=mask.to(q.device))


class DraftCache:
    """Per-layer K/V of everything the draft has seen (committed tokens, then the draft tree)."""

    def __init__(self) -> None:
        self.keys: list[torch.Tensor | None] = []
        self.values: list[torch.Tensor | None] = []

    @property
    def length(self) -> int:
        return 0 if not self.keys or self.keys[0] is None else int(self.keys[0].shape[2])

    def append(self, layer: int, k: torch.Tensor, v: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        while len(self.keys) <= layer:
            self.keys.append(None)
            self.values.append(None)
        if self.keys[layer] is not None:
            k = torch.cat([self.keys[layer], k], dim=2)
            v = torch.cat([self.values[layer], v], dim=2)
        self.keys[layer], self.values[layer] = k, v
        return k, v

    def crop(self, length: int) -> None:
        """Keep the first `length` positions (drop rejected draft tokens)."""
        self.keys = [None if k is None else k[:, :, :length] for k in self.keys]
        self.values = [None if v is None else v[:, :, :length] for v in self.values]


class Eagle3Draft(nn.Module):
    def __init__(self, cfg: Eagle3DraftConfig) -> None:
        super().__init__()
        self.config = cfg
        h = cfg.hidden_size
        self.embed_tokens = nn.Embedding(cfg.vocab_size, h)
        self.embed_tokens.weight.requires_grad_(False)  # a frozen copy of the target's (shared at serving time)
        if cfg.fc_norm:
            self.fc_norm = nn.ModuleList(RMSNorm(cfg.target_hidden_size, cfg.rms_norm_eps) for _ in range(3))
        self.fc = nn.Linear(3 * cfg.target_hidden_size, h, bias=False)
        self.midlayer = Eagle3DecoderLayer(cfg, first=True)
        self.layers = nn.ModuleList(Eagle3DecoderLayer(cfg, first=False) for _ in range(cfg.num_hidden_layers - 1))
        self.norm = RMSNorm(h, cfg.rms_norm_eps)
        self.lm_head = nn.Linear(h, cfg.draft_vocab_size, bias=False)
        self.rotary = Rotary(cfg)
        self.register_buffer("d2t", torch.zeros(cfg.draft_vocab_size, dtype=torch.long))
        self.register_buffer("t2d", torch.zeros(cfg.vocab_size, dtype=torch.bool))
        self.reset_parameters()

    def reset_parameters(self, std: float = 0.02, seed: int | None = None) -> None:
        gen = None if seed is None else torch.Generator().manual_seed(seed)
        with torch.no_grad():
            for name, p in self.named_parameters():
                if name == "embed_tokens.weight" or p.is_meta:
                    continue
                if p.dim() == 1:
                    p.fill_(1.0)
                else:
                    p.copy_(torch.randn(p.shape, generator=gen, dtype=torch.float32) * std)

    # ------------------------------------------------------------------ setup
    def load_target_weights(self, embed: torch.Tensor) -> None:
        """Copy (and freeze) the target's input embeddings."""
        if tuple(embed.shape) != tuple(self.embed_tokens.weight.shape):
            raise ValueError(f"target embedding {tuple(embed.shape)} != draft {tuple(self.embed_tokens.weight.shape)}")
        with torch.no_grad():
            self.embed_tokens.weight.copy_(embed.to(self.embed_tokens.weight.dtype))

    def set_vocab(self, d2t: torch.Tensor, t2d: torch.Tensor) -> None:
        """Install the draft vocabulary (d2t offsets, t2d mask) and check the two agree."""
        d2t, t2d = d2t.long().flatten(), t2d.bool().flatten()
        if d2t.numel() != self.config.draft_vocab_size or t2d.numel() != self.config.vocab_size:
            raise ValueError(f"vocab shapes d2t {d2t.numel()}/t2d {t2d.numel()} != config "
                             f"{self.config.draft_vocab_size}/{self.config.vocab_size}")
        ids = d2t + torch.arange(d2t.numel())
        if int(t2d.sum()) != d2t.numel() or not bool(t2d[ids].all()):
            raise ValueError("d2t and t2d disagree: t2d must mark exactly the target ids d2t maps to")
        self.d2t.copy_(d2t.to(self.d2t.device))
        self.t2d.copy_(t2d.to(self.t2d.device))

    def num_parameters(self, trainable_only: bool = True) -> int:
        return sum(p.numel() for p in self.parameters() if p.requires_grad or not trainable_only)

    def draft_to_target(self, draft_ids: torch.Tensor) -> torch.Tensor:
        return draft_ids + self.d2t.to(draft_ids.device)[draft_ids]

    def new_cache(self) -> DraftCache:
        return DraftCache()

    # ------------------------------------------------------------------ forward pieces
    def fuse(self, aux_hidden: torch.Tensor) -> torch.Tensor:
        """[B,T,3*Ht] target aux states -> [B,T,h] step-0 hidden."""
        if self.config.fc_norm:
            chunks = aux_hidden.chunk(3, dim=-1)
            aux_hidden = torch.cat([n(c) for n, c in zip(self.fc_norm, chunks)], dim=-1)
        return self.fc(aux_hidden.to(self.fc.weight.dtype))

    def rope(self, position_ids: torch.Tensor, dtype: torch.dtype) -> tuple[torch.Tensor, torch.Tensor]:
        return self.rotary(position_ids, dtype)

    def backbone(self, embeds: torch.Tensor, hidden: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor,
                 attends: list[AttendFn]) -> torch.Tensor:
        """All decoder layers; attends[i] is layer i's attention kernel (inference cache or training-time test)."""
        hidden = self.midlayer(embeds, hidden, cos, sin, attends[0])
        for i, layer in enumerate(self.layers, start=1):
            hidden = layer(None, hidden, cos, sin, attends[i])
        return hidden

    def head(self, hidden: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        """(state for the next step, draft logits) from the backbone's pre-norm output."""
        normed = self.norm(hidden)
        return (normed if self.config.norm_output else hidden), self.lm_head(normed)

    def forward(self, input_ids: torch.Tensor, hidden: torch.Tensor, position_ids: torch.Tensor,
                past_key_values: DraftCache | None = None, attention_mask: torch.Tensor | None = None
                ) -> tuple[torch.Tensor, torch.Tensor]:
        """One draft step over T new positions; K/V are appended to `past_key_values` when given.

        attention_mask: bool [B,1,T,S] (True = attend) over S = cached + T keys; None = causal.
        """
        embeds = self.embed_tokens(input_ids).to(hidden.dtype)
        cos, sin = self.rope(position_ids, hidden.dtype)
        offset = past_key_values.length if past_key_values is not None else 0

        def make_attend(layer: int) -> AttendFn:
            def attend(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
                if past_key_values is not None:
                    k, v = past_key_values.append(layer, k, v)
                return masked_attention(q, k, v, attention_mask, offset)
            return attend

        out = self.backbone(embeds, hidden, cos, sin, [make_attend(i) for i in range(1 + len(self.layers))])
        return self.head(out)


def build_draft(cfg: Eagle3DraftConfig, embed: torch.Tensor | None = None, d2t: torch.Tensor | None = None,
                t2d: torch.Tensor | None = None, seed: int = 0) -> Eagle3Draft:
    """A seeded, initialised draft with the target's embeddings and the draft vocab installed."""
    torch.manual_seed(seed)
    model = Eagle3Draft(cfg)
    model.reset_parameters(seed=seed)
    if embed is not None:
        model.load_target_weights(embed)
    if d2t is not None and t2d is not None:
        model.set_vocab(d2t, t2d)
    return model
