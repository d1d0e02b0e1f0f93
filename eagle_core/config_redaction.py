"""The resolved config with what must not leave the machine taken out: secrets, credentials in URLs, PII term lists.

One mechanism for every place a config is shown: MLflow params and `config/pipeline.yaml` (registry: secrets
dropped) and `eagle-pipeline config --show` (secrets shown as `***`, so the reader sees the key is set). Light on
purpose (no MLflow import): the CLI prints a config without loading the tracking stack.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel

from eagle_core.config import PipelineConfig

# Config keys whose values are secrets (dropped, or masked) or free text that may hold PII terms (replaced by a count).
# Secrets are named exactly (a field marked `json_schema_extra={"secret": True}` in eagle_core.config, or one of
# these names in free-form dicts), never by substring: `regeneration.max_tokens` is a setting, not a token.
_SECRET_NAMES = {"api_key", "apikey", "password", "passwd", "secret", "secret_key", "access_key", "private_key",
                 "aws_secret_access_key", "aws_session_token", "auth_token", "access_token", "credentials"}
_SECRET_FLAGS = {f"--{n.replace('_', sep)}" for n in _SECRET_NAMES for sep in ("_", "-")}  # in engine.extra_args
_TEXT_KEYS = {"deny_lists", "allow_list", "custom_recognizers"}
_URL_USERINFO = re.compile(r"(?P<scheme>[a-z][a-z0-9+.-]*://)[^/@\s]+@", re.I)


def secret_paths(model: type[BaseModel] = PipelineConfig, prefix: str = "") -> set[str]:
    """Dotted paths of the config fields marked secret (`json_schema_extra={"secret": True}`); `*` = list item."""
    import typing

    out: set[str] = set()
    for name, field in model.model_fields.items():
        path = f"{prefix}{name}"
        extra = field.json_schema_extra if isinstance(field.json_schema_extra, dict) else {}
        if extra.get("secret"):
            out.add(path)
        for arg in (field.annotation, *typing.get_args(field.annotation)):
            for sub in (arg, *typing.get_args(arg)):
                if isinstance(sub, type) and issubclass(sub, BaseModel):
                    star = "" if sub is field.annotation or sub is arg else "*."
                    out |= secret_paths(sub, f"{path}.{star}")
    return out


def _is_secret(path: str, key: str, secrets: set[str]) -> bool:
    generic = re.sub(r"\.\d+(?=\.|$)", ".*", path)
    return path in secrets or generic in secrets or key.lower() in _SECRET_NAMES


def _redact_args(args: list[Any]) -> list[Any]:
    """`--api-key X` / `--api-key=X` in a command-line list: the value becomes `***`."""
    out, hide = [], False
    for a in args:
        flag = str(a).split("=", 1)[0].lower()
        if hide:
            out.append("***")
        elif isinstance(a, str) and flag in _SECRET_FLAGS and "=" in a:
            out.append(f"{a.split('=', 1)[0]}=***")
        else:
            out.append(a)
        hide = not hide and isinstance(a, str) and a.lower() in _SECRET_FLAGS
    return out


def _redact(node: Any, path: str = "", secrets: set[str] | None = None, mask: bool = False) -> Any:
    secrets = secret_paths() if secrets is None else secrets
    if isinstance(node, dict):
        out = {}
        for k, v in node.items():
            sub = f"{path}.{k}" if path else str(k)
            if _is_secret(sub, str(k), secrets):
                if mask:
                    out[k] = None if v is None else "***"
                continue
            if k in _TEXT_KEYS:
                n = sum(len(x) if isinstance(x, (list, dict)) else 1 for x in (v.values() if isinstance(v, dict) else v or []))
                out[k] = f"<redacted: {n} items>"
                continue
            out[k] = _redact(v, sub, secrets, mask)
        return out
    if isinstance(node, list):
        if any(isinstance(v, str) and v.split("=", 1)[0].lower() in _SECRET_FLAGS for v in node):
            node = _redact_args(node)
        return [_redact(v, f"{path}.{i}", secrets, mask) for i, v in enumerate(node)]
    if isinstance(node, str):
        return _URL_USERINFO.sub(r"\g<scheme>***@", node)
    return node


def redacted_config(cfg: PipelineConfig, mask: bool = False) -> dict[str, Any]:
    """The resolved config without secrets, credentials in URLs, or PII term lists. mask: a secret stays as `***`
    (for a reader: the key is set) instead of being dropped (MLflow params)."""
    return _redact(cfg.model_dump(mode="json"), mask=mask)
